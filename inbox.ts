/**
 * `@service/mail/inbox`: throwaway inboxes for tests and automation.
 *
 * `temp()` makes an inbox, `inbox.wait()` hands back the mail your app sent with its one-time
 * `code` and verify `link` already found, and `await using` deletes the inbox when the test is
 * done. Web standards only (`fetch`, `ReadableStream`, `AbortSignal`): it runs in Deno, Node,
 * Bun, Workers and browsers.
 *
 * @example
 * ```ts ignore
 * import { temp } from "@service/mail/inbox";
 *
 * await using inbox = await temp({ ttl: "15m" });
 * await page.fill("#email", inbox.address);
 * await page.click("text=Sign up");
 * const mail = await inbox.wait({ subject: "Verify", timeout: "30s" });
 * await page.fill("#code", mail.code!);
 * ```
 *
 * Against a server in catch-all mode (`serve --catch-all`), `catch_all()` reads all caught mail
 * with the operator token, no inbox made first:
 *
 * ```ts ignore
 * import { catch_all } from "@service/mail/inbox";
 *
 * await page.fill("#email", "ada@example.com");
 * await page.click("text=Sign up");
 * const mail = await catch_all().wait({ to: "ada@example.com", subject: "Verify" });
 * ```
 *
 * @module
 */

export { temp } from "./src/inbox/temp.ts";
export type { AttachOptions, ConnectOptions, Temp, TempOptions } from "./src/inbox/temp.ts";
export { Inbox } from "./src/inbox/inbox.ts";
export { catch_all, CatchAll } from "./src/inbox/catch_all.ts";
export type { CatchAllFilter, CatchAllOptions } from "./src/inbox/catch_all.ts";
export type { WatchOptions } from "./src/inbox/inbox.ts";
export type { ChaosSettings, WireChaos } from "./src/inbox/chaos.ts";
export type { Span } from "./src/core/duration.ts";
export type { Duration } from "./src/core/types.ts";
export { Attachment, Mail } from "./src/inbox/mail.ts";
export type { Matcher, NoMailFilter, WaitFilter } from "./src/inbox/filter.ts";
export { InboxTimeoutError } from "./src/inbox/timeout_error.ts";
export { UnexpectedMailError } from "./src/inbox/unexpected_error.ts";
export { ServiceError } from "./src/core/error.ts";
export type { ServiceErrorCode, ServiceErrorInit } from "./src/core/error.ts";
export type { Fetch } from "./src/inbox/http.ts";
export type { Env } from "./src/core/env.ts";
export type { Candidates, CodeCandidate, LinkCandidate, Place } from "./src/extract/explain.ts";
export type {
  AttachmentInfo,
  AuthResults,
  Criterion,
  NearMiss,
  WireCreated,
  WireError,
  WireExplained,
  WireInbox,
  WireMessage,
  WireRefusal,
} from "./src/inbox/wire.ts";
