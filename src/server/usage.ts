/** The usage card (`GET /`) and the machine-readable description (`GET /llms.txt`). @module */

import { TOOLS } from "../mcp/catalog.ts";
import type { Hono } from "hono";
import type { AppEnv } from "./http/context.ts";
import { open_cors } from "./http/cors.ts";
import { ACCOUNT_ROUTES } from "./account/usage.ts";
import { limit_lines } from "./limits_text.ts";
import type { ServiceContext } from "./inbox/context.ts";
import { catch_all_text, MAILPIT_ROUTES } from "./inbox/catch_all_usage.ts";

/** One documented route. */
interface RouteDoc {
  method: string;
  path: string;
  does: string;
  params?: string;
  answers: string;
}

const AUTH = "Authorization: Bearer <INBOX_TOKEN>";

/** Every route of the inbox service. A test checks that each route the app serves is listed here. */
export const ROUTES: RouteDoc[] = [
  {
    method: "POST",
    path: "/",
    does: "Make an inbox. No account needed on a public host.",
    params:
      "ttl (15m, 2h, 1d; default 1h), domain (an own domain needs Authorization: Bearer <SERVICE_TOKEN>) - in the query, a JSON body or a form body. Accept: application/json for JSON.",
    answers:
      "201 text `<address>\\ntoken: <T>\\nexpires: <ISO>` or JSON {address, token, expires, created, count, size, cursor, messages_left, bytes_left, last_refusal}; 400 invalid_ttl; 422 ttl_too_long; 401 unauthorized / 403 forbidden for an own domain; 429 rate_limited with Retry-After",
  },
  { method: "GET", path: "/", does: "This usage card.", answers: "200 text" },
  { method: "GET", path: "/llms.txt", does: "The whole API for machines.", answers: "200 text" },
  {
    method: "GET",
    path: "/health",
    does: "Whether the server can reach its store (for container health checks and CI). No token.",
    answers:
      '200 {"status": "ok"}; 503 {"status": "unavailable", "error": {"code": "store_unavailable"}} with Retry-After when the store does not answer within 2s',
  },
  {
    method: "GET",
    path: "/view",
    does: "A page for people: paste an inbox token, see its mail live.",
    answers: "200 HTML",
  },
  {
    method: "GET",
    path: "/v1/inbox",
    does: "The inbox the token belongs to.",
    params: AUTH,
    answers:
      "200 {address, expires, created, count, size, cursor, messages_left, bytes_left, last_refusal: {at, reason, size} | null} - the room left, and the last arrival refused and why: inbox_full, inbox_size, message_too_large (SMTP 452/552, HTTP ingest's rejected list) or chaos; 401 unauthorized",
  },
  {
    method: "GET",
    path: "/v1/inboxes/{address}",
    does: "The same, for that address.",
    params: AUTH,
    answers: "200 inbox JSON; 401 unauthorized",
  },
  {
    method: "DELETE",
    path: "/v1/inboxes/{address}",
    does: "Delete the inbox and its mail.",
    params: AUTH,
    answers: "204; 401 unauthorized",
  },
  {
    method: "POST",
    path: "/v1/inboxes/{address}/extend",
    does: "Move the expiry later by ttl.",
    params: `${AUTH}; ttl in the query or a JSON body`,
    answers: "200 inbox JSON; 400 invalid_ttl; 422 lifetime_exceeded",
  },
  {
    method: "GET",
    path: "/v1/inboxes/{address}/messages",
    does:
      "Messages, oldest first. Filters (as wait's) keep the matching ones; cursor is the last message looked at, so a next page goes on from it.",
    params: `${AUTH}; after=<cursor>, limit=<1..100> (the catch-all: up to its bound), subject, from, to, tag`,
    answers: "200 {messages: [Message], cursor}; 400 invalid_cursor / invalid_limit / invalid_filter",
  },
  {
    method: "DELETE",
    path: "/v1/inboxes/{address}/messages",
    does: "Delete every message the inbox holds (the catch-all `*` too); cursors keep counting.",
    params: AUTH,
    answers: "200 {deleted: <count>}; 401 unauthorized",
  },
  {
    method: "GET",
    path: "/v1/inboxes/{address}/messages/{id}",
    does:
      "One message. With explain=1 it also carries candidates: every code-shaped string and every link extraction weighed, where it was found (subject, text, html), the keyword near it, its score (a code needs 7, a link 5) or the rule that ruled it out, and why the winner won. Candidates are worked out on request from the stored subject, text and html (no other answer carries them: they are large and rarely wanted).",
    params: `${AUTH}; explain=1 (or true)`,
    answers:
      "200 Message, or with explain=1 Message + {candidates: {codes: [{code, text, where, line, keyword, keyword_at, score, chosen, reason}], links: [{url, where[], label, keyword, keyword_at, score, chosen, reason}], code: <why>, link: <why>}}; 400 invalid_explain; 404 not_found",
  },
  {
    method: "DELETE",
    path: "/v1/inboxes/{address}/messages/{id}",
    does: "Delete one message.",
    params: AUTH,
    answers: "204; 404 not_found",
  },
  {
    method: "GET",
    path: "/v1/inboxes/{address}/messages/{id}/raw",
    does: "The original bytes of a message.",
    params: AUTH,
    answers: "200 message/rfc822; 404 not_found",
  },
  {
    method: "GET",
    path: "/v1/inboxes/{address}/messages/{id}/attachments/{n}",
    does: "The bytes of attachment n (its index in Message.attachments).",
    params: AUTH,
    answers: "200 with the attachment's type and filename; 404 not_found",
  },
  {
    method: "GET",
    path: "/v1/inboxes/{address}/wait",
    does:
      "Hold until a matching message is there, then answer it. Without after, the newest match already held counts; with after, the first match after that cursor. A timeout answers the near misses: the mail that did come, each with the criteria it failed (subject, from, to, tag, after), closest first (fewest failed, then newest; at most 10), and the inbox's last refused arrival. expect=none makes it a negative assertion: it holds for the whole timeout and answers 204 when no match exists by then, 409 unexpected_mail (with the match as message) as soon as one does; mail already held counts unless after is given (a fast sender's mail cannot slip past the assertion).",
    params:
      `${AUTH}; subject, from (case-insensitive substring, or /regex/flags; matches if it matches the address alone or "Name <address>"), to (a whole recipient address, case-insensitive, or /regex/flags tried on each recipient: To, Cc and on the catch-all the envelope recipients), tag (exact plus-tag), after=<cursor>, timeout (default 60s, at most 90s), expect (one, the default, or none)`,
    answers:
      "200 Message; 408 timeout with {error, near_misses: [{id, cursor, subject, from, name, tag, received, failed: [criterion]}], last_refusal: {at, reason, size} | null}; with expect=none: 204, or 409 unexpected_mail with {error, message: Message}; 410 gone (inbox expired or deleted while waiting); 400 invalid_filter / invalid_timeout / invalid_cursor / invalid_expect",
  },
  {
    method: "GET",
    path: "/v1/inboxes/{address}/stream",
    does:
      "Server-Sent Events: `event: message` with `id: <cursor>` and the Message as data; a comment line every 15s; `event: gone` when the inbox ends.",
    params: `${AUTH}; Last-Event-ID header or after=<cursor> to resume (default: only new mail)`,
    answers: "200 text/event-stream",
  },
  {
    method: "GET",
    path: "/v1/inboxes/{address}/chaos",
    does: "The inbox's fault injection (off by default), and how much mail it holds back now.",
    params: AUTH,
    answers: "200 {delay, duplicate, reorder, refuse: {code, probability} | null, pending}; 401 unauthorized",
  },
  {
    method: "POST",
    path: "/v1/inboxes/{address}/chaos",
    does:
      "Set the inbox's fault injection, to test a sign-up flow's resend and debounce logic; replaces what was set (fields left out are off). delay: mail is accepted at once and shows up (in wait, stream and lists) only this long after (at most 1m). duplicate: the chance that an accepted message is stored twice (two ids). reorder: mail accepted within one window (the delay, or 1s) shows up at its end, newest first. refuse: recipients are refused with this SMTP code (421, 450, 451, 452, 550, 551, 552, 553 or 554; at RCPT, or as rejected chaos_<code> at HTTP ingest) with this probability (default 1); last_refusal then says chaos. Mail held back counts against the inbox's limits. Cleared when the inbox is deleted. Kept in the memory of the server process that was told.",
    params:
      `${AUTH}; JSON body {"delay": "2s", "duplicate": 0.1, "reorder": true, "refuse": {"code": 451, "probability": 0.5}}`,
    answers:
      "200 the settings as GET answers them; 400 invalid_json / invalid_chaos (unknown field) / invalid_delay / invalid_duplicate / invalid_reorder / invalid_refuse; 401 unauthorized",
  },
  {
    method: "DELETE",
    path: "/v1/inboxes/{address}/chaos",
    does: "Turn the inbox's fault injection off; mail held back is still delivered when due.",
    params: AUTH,
    answers: "204; 401 unauthorized",
  },
  {
    method: "POST",
    path: "/v1/ingest",
    does: "HTTP ingest of a raw RFC 5322 message (for a front MTA or an Email Worker).",
    params:
      "Authorization: Bearer <SERVICE_INGEST_SECRET>; to=<rcpt> (repeatable), from=<mail from>; the body is the raw message",
    answers:
      "202 {accepted: [address], rejected: [{address, code}]} with codes unknown_recipient, inbox_full, inbox_size, message_too_large, too_many_recipients, chaos_<smtp code>; 401 unauthorized; 403 ingest_disabled; 413 message_too_large",
  },
];

const MESSAGE_SHAPE =
  `Message: {id, cursor, from, name, to[], tag, subject, text, html, headers{lower-case name: value},
  auth{spf, dkim, dmarc}, attachments[{index, filename, type, size, content_id}],
  code (the one-time code the mail gives to prove the address, account or parcel: verification, sign-in,
  reset, pickup; never an order, booking or tracking reference, a meeting passcode, a promo or gift-card code;
  as printed: 4821-9033, G-482913), code_digits (what a person types: 48219033, 482913), codes[],
  link (the one link to open to complete the verification, sign-in, reset, confirmation or invitation the mail
  asks for; null when it asks for none), links[] (every link), received (ISO 8601 UTC), size,
  delivered_to[] (catch-all copies only)}`;

function limits_text(ctx: ServiceContext): string {
  return limit_lines(ctx.limits, ctx.smtp?.port).join("\n");
}

/** Where and how to send: the port, TLS and AUTH, as the server was started. */
function smtp_line(ctx: ServiceContext): string {
  const smtp = ctx.smtp;
  if (!smtp) return "SMTP on this host";
  const parts = [`SMTP on this host, port ${smtp.port}${smtp.starttls ? " with STARTTLS" : ""}`];
  if (smtp.smtps_port !== null) parts.push(`implicit TLS on port ${smtp.smtps_port}`);
  if (smtp.auth === "any") parts.push("any AUTH login taken");
  if (smtp.auth === "required") parts.push("AUTH required");
  return parts.join("; ");
}

function smtp_text(ctx: ServiceContext): string {
  const smtp = ctx.smtp;
  if (!smtp) return "Port given at start (default 1025).";
  const tls = smtp.starttls
    ? `STARTTLS offered${smtp.smtps_port === null ? "" : `; implicit TLS (smtps) on port ${smtp.smtps_port}`}.`
    : "No STARTTLS (start with --tls-cert/--tls-key or --tls-self-signed).";
  const auth = {
    off: "AUTH not offered: mail is taken without a login.",
    any: "AUTH PLAIN and LOGIN offered; any username and password are taken, and mail without AUTH too.",
    required:
      "AUTH PLAIN and LOGIN required: MAIL before AUTH answers 530 5.7.0, other credentials 535 5.7.8, too many failed logins 421.",
  }[smtp.auth];
  return `Port ${smtp.port}. ${tls} ${auth}`;
}

/** The usage card: how to make an inbox, read it and wait for mail. */
export function usage_card(ctx: ServiceContext, base: string): string {
  return `Throwaway inboxes for tests and automation.

Make an inbox (no account):
  curl -X POST ${base}/
Send mail to its address (${smtp_line(ctx)}), then wait for it:
  curl -H "Authorization: Bearer <token>" ${base}/v1/inboxes/<address>/wait
  -> the message as JSON, with "code" and "link" already extracted.
Filters: ?subject=Verify&from=/@example\\.com$/&timeout=30s

Limits:
${limits_text(ctx)}

Receiving hosts: ${ctx.domains.join(", ")}
See the mail in a browser: ${base}/view
${
    ctx.catch_all
      ? `Catch-all: on. Mail to any address is kept; with the operator token:
  curl -H "Authorization: Bearer <operator token>" "${base}/v1/inboxes/*/wait?to=ada@example.com"
  Mailpit's API: ${base}/api/v1/messages
`
      : ""
  }All routes: ${base}/llms.txt
Abuse: ${ctx.abuse_email}
`;
}

/** Every route, parameter, status and error code, for machines. */
export function llms_txt(ctx: ServiceContext, base: string): string {
  const render = (list: RouteDoc[]) =>
    list.map((r) =>
      `### ${r.method} ${r.path}\n${r.does}\n${r.params ? `Parameters: ${r.params}\n` : ""}Answers: ${r.answers}\n`
    ).join("\n");
  const routes = render(ROUTES);
  return `# Inbox service

> Throwaway email inboxes over HTTP and SMTP. Base URL: ${base}. Make an inbox with POST /, send mail to
> its address, read it with its token.

Every error answers {"error": {"code": "<snake_case>", "message": "<text>"}}. A wrong token and an unknown
address both answer 401 unauthorized. Unknown route: 404 not_found; wrong method: 405 method_not_allowed.
Any route: 503 store_unavailable with Retry-After while a shared store (Redis) cannot be reached.
Timestamps are ISO 8601 UTC with milliseconds. Addresses: word-word-xxxx@host; local+tag@host lands in
the same inbox and sets tag.

${MESSAGE_SHAPE}

## Routes

${routes}
## Account API

Keyed by the account's API key (Authorization: Bearer <SERVICE_TOKEN>); one account never sees another's
data. Not open to cross-origin browsers. Delivery events (email.scheduled, email.cancelled, email.sent,
email.delivered, email.bounced, email.failed, email.rejected, email.subscribed, email.unsubscribed) are
posted to the account's webhook endpoints as {"type", "created_at", "data"}, signed per Standard Webhooks,
retried with backoff.

${render(ACCOUNT_ROUTES)}
## Catch-all

${catch_all_text(ctx)}
${render(MAILPIT_ROUTES)}
## Mail content is never fetched

The service never requests a URL it finds in mail: not at ingest, not for wait, stream, reads or
explain=1 (code and link extraction reads the text only). A one-time link stays unburnt and a
tracking pixel learns nothing until someone follows it. The viewer (/view) frames mail HTML
sandboxed, without scripts, without link, meta, base or script elements, under a CSP that blocks
remote images and media until its user clicks "Load remote images"; links are followed only when
clicked.

## Offline extraction

The same MIME parser and extractor run without the service: the library entry
@service/mail/extract (extract_mail(raw, {explain}), extract, explain) and the command
\`inbox extract [--json|--code|--link] [--explain] [FILE]\` (reads standard input without FILE).

## MCP tools for AI agents

The same service as MCP tools: \`inbox mcp\` on stdio (SERVICE_INBOX_URL names the service), and POST/GET/DELETE
/mcp here (Streamable HTTP) when the server was started with --mcp. Inboxes are named by address; their tokens stay
on the MCP server, and a session sees only the inboxes it made.
${TOOLS.map((tool) => `- ${tool.name}: ${tool.summary}`).join("\n")}

## SMTP

${smtp_text(ctx)} RCPT to an unknown or expired inbox: 550 5.1.1 (in catch-all
mode: accepted, kept in the catch-all). Inbox holding its
maximum: 452 4.2.2. SIZE ${ctx.limits.max_message_bytes} advertised; larger: 552 5.3.4. 250 only once the
message is stored (with chaos delay or reorder: 250 at once, stored when due). Each refusal for room
or size (and by chaos) is kept as the inbox's last_refusal.

## Limits

${limits_text(ctx)}

## Abuse

Report abuse to ${ctx.abuse_email}.
`;
}

/** Mounts the usage card at `/` and the API description at `/llms.txt`. */
export function mount_usage(app: Hono<AppEnv>, ctx: ServiceContext): void {
  app.use("/", open_cors());
  app.get("/", (c) => c.text(usage_card(ctx, new URL(c.req.url).origin)));
  app.get("/llms.txt", (c) => c.text(llms_txt(ctx, new URL(c.req.url).origin)));
}
