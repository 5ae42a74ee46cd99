/**
 * `@service/mail/mock`: the mock provider for users' tests. It arrives with the sending core;
 * this entry point is reserved for it.
 *
 * @module
 */

export {};
