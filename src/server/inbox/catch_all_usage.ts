/** The catch-all's part of `/llms.txt` and the usage card: its routes and Mailpit's. @module */

import type { ServiceContext } from "./context.ts";

/** One documented route (the shape `usage.ts` renders). */
export interface CatchAllRouteDoc {
  method: string;
  path: string;
  does: string;
  params?: string;
  answers: string;
}

const OPERATOR = "Authorization: Bearer <operator token>";
const MAILPIT_AUTH =
  "the operator token as Bearer, or as the password of Basic auth (any user name); no credentials only from this machine (loopback peer, loopback or localhost Host header, no Forwarded/X-Forwarded-For/X-Real-IP)";

/** The routes only a server in catch-all mode serves: Mailpit's read API. */
export const MAILPIT_ROUTES: CatchAllRouteDoc[] = [
  {
    method: "GET",
    path: "/api/v1/messages",
    does: "Mailpit: caught mail, newest first.",
    params: `${MAILPIT_AUTH}; start (default 0), limit (default 50)`,
    answers:
      "200 {total, unread, count, messages_count, messages_unread, start, tags: [], messages: [{ID, MessageID, Read, From: {Name, Address}, To: [Address], Cc, Bcc, ReplyTo, Subject, Created, Username, Tags, Size, Attachments (a count), Snippet}]}; 401 unauthorized",
  },
  {
    method: "DELETE",
    path: "/api/v1/messages",
    does: "Mailpit: delete the caught messages of the IDs given, or all of them.",
    params: `${MAILPIT_AUTH}; JSON body {"IDs": ["msg_…"]} or none (all)`,
    answers: "200 text ok; 400 invalid_json / invalid_ids",
  },
  {
    method: "GET",
    path: "/api/v1/search",
    does:
      "Mailpit: caught mail matching a search, newest first. Words are ANDed; quotes group; -word or !word negates; to:, from:, cc:, bcc:, reply-to:, addressed:, subject:, message-id:, tag:, is:read, is:unread, is:tagged, has:attachment, has:inline, after:<date>, before:<date>, larger:<size>, smaller:<size>; other words are looked for in the sender, subject, recipients and body. Case-insensitive substrings, as Mailpit.",
    params: `${MAILPIT_AUTH}; query (required), start, limit`,
    answers: "200 as GET /api/v1/messages, messages_count counting the matches; 400 invalid_query",
  },
  {
    method: "DELETE",
    path: "/api/v1/search",
    does: "Mailpit: delete the caught messages matching a search.",
    params: `${MAILPIT_AUTH}; query (required)`,
    answers: "200 text ok; 400 invalid_query",
  },
  {
    method: "GET",
    path: "/api/v1/message/{id}",
    does: "Mailpit: one caught message in full; the id latest is the newest (matching ?query= when given).",
    params: MAILPIT_AUTH,
    answers:
      "200 {ID, MessageID, From, To, Cc, Bcc, ReplyTo, ReturnPath, Subject, ListUnsubscribe: {Header, Links, Errors, HeaderPost}, Date, Tags, Username, Text, HTML, Size, Inline: [Attachment], Attachments: [{PartID, FileName, ContentType, ContentID, Size, Checksums: {MD5, SHA1, SHA256}}]}; 404 not_found",
  },
  {
    method: "GET",
    path: "/api/v1/message/{id}/headers",
    does: "Mailpit: the message's headers, canonical names to lists of values.",
    params: MAILPIT_AUTH,
    answers: "200 {Name: [value]}; 404 not_found",
  },
  {
    method: "GET",
    path: "/api/v1/message/{id}/raw",
    does: "Mailpit: the original bytes.",
    params: `${MAILPIT_AUTH}; dl=1 for a download`,
    answers: "200 text/plain; 404 not_found",
  },
  {
    method: "GET",
    path: "/api/v1/message/{id}/part/{part}",
    does: "Mailpit: the bytes of one attachment or inline part (its PartID).",
    params: MAILPIT_AUTH,
    answers: "200 with the part's type; 404 not_found",
  },
];

/** The prose of the catch-all section of `/llms.txt` (its routes follow, as `MAILPIT_ROUTES`). */
export function catch_all_text(ctx: ServiceContext): string {
  const state = ctx.catch_all
    ? `On on this server: it keeps the newest ${ctx.catch_all.max_messages} messages (and at most ${ctx.catch_all.max_bytes} bytes), dropping the oldest first.`
    : "Off on this server (serve --catch-all turns it on): the routes below answer 401, the Mailpit ones 404.";
  return `${state} In catch-all mode SMTP (and HTTP ingest) accept mail to any address on any domain; it is
kept in the catch-all, the inbox \`*\`, read with the operator token (${OPERATOR}; the server prints
it once at start unless --catch-all-token / SERVICE_CATCH_ALL_TOKEN gives it). Mail to a throwaway
inbox still lands in that inbox, and a copy is kept in the catch-all too. Every inbox route works on
\`*\`: GET /v1/inboxes/*/messages (oldest first; to, subject, from, tag filter it), /wait (to=<address>
finds mail for that recipient), /stream, /messages/{id}, /raw, /attachments/{n}; DELETE
/v1/inboxes/*/messages empties it (cursors keep counting). The catch-all cannot be deleted, extended
or given chaos (409 catch_all). GET /v1/inbox with the operator token answers the catch-all, so
/view shows all caught mail. A caught copy carries delivered_to: the envelope recipients, Bcc too.
Mailpit's read API serves the caught mail too, so suites and npm clients written for Mailpit run
with only the URL changed:
`;
}
