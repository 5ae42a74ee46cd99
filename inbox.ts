/**
 * `@service/mail/inbox`: throwaway inboxes for tests and automation.
 *
 * The client (`temp()`, `wait`, `watch`) grows here; today it exports the wire shapes of the
 * inbox service.
 *
 * @module
 */

export type { AttachmentInfo, AuthResults, WireCreated, WireError, WireInbox, WireMessage } from "./src/inbox/wire.ts";
