/**
 * `@service/mail/kit`: SvelteKit helpers (webhook endpoint, form action). They arrive with the
 * webhook receiver; this entry point is reserved for them.
 *
 * @module
 */

export {};
