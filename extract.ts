/**
 * `@service/mail/extract`: one-time code and verify-link extraction, offline. The same MIME
 * parser and extractor the inbox service runs at ingest, with no service: feed it an `.eml` in
 * a unit test or CI to see what `inbox.wait()` would hand back for your template, and
 * `{ explain: true }` to see why. Web standards only (the parser is `postal-mime`): it runs in
 * Deno, Node, Bun, Workers and browsers. The `inbox extract < mail.eml` command runs it too.
 *
 * @example
 * ```ts
 * import { extract_mail } from "@service/mail/extract";
 *
 * const eml = [
 *   "From: Acme <hello@acme.test>",
 *   "Subject: Verify your email",
 *   "Content-Type: text/html; charset=utf-8",
 *   "",
 *   '<p>Your code is <b>482913</b>.</p><p><a href="https://acme.test/verify?t=abc123def456">Verify</a></p>',
 * ].join("\r\n");
 * const mail = await extract_mail(eml, { explain: true });
 * console.assert(mail.code === "482913" && mail.link === "https://acme.test/verify?t=abc123def456");
 * console.assert(mail.candidates.codes[0]!.where === "html");
 * ```
 *
 * @module
 */

export { extract_mail } from "./src/extract/mail.ts";
export type { ExplainedMail, ExtractedMail, RawMail } from "./src/extract/mail.ts";
export { extract } from "./src/extract/mod.ts";
export type { ExtractInput, Extraction } from "./src/extract/mod.ts";
export { explain } from "./src/extract/explain.ts";
export type { Candidates, CodeCandidate, Explained, LinkCandidate, Place } from "./src/extract/explain.ts";
