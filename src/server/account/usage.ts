/** The account API's routes for `llms.txt`: every route, its parameters, statuses and error codes. @module */

/** One documented route (the shape `usage.ts` renders). */
export interface AccountRouteDoc {
  method: string;
  path: string;
  does: string;
  params?: string;
  answers: string;
}

const KEY = "Authorization: Bearer <SERVICE_TOKEN>";
const COMMON = "401 unauthorized; 400 invalid_json; 413 body_too_large";

/** Every route of the account API. */
export const ACCOUNT_ROUTES: AccountRouteDoc[] = [
  {
    method: "POST",
    path: "/v1/messages",
    does:
      "Send one message (a JSON object) or up to 100 (an array; all are checked before any is stored). Mail to this server's inbox hosts and own domains lands in those inboxes, DKIM-signed; other mail goes to the SMTP relay, or stays in the outbox as sent when there is none. A recipient the relay refuses for now (4xx, no connection, a timeout) is deferred and tried again after 1 min, 5 min, 30 min, then every 2 h, and failed after 24 h; a 5xx bounces. Suppressed recipients are skipped. tracking: each recipient gets its own copy; with clicks, the http(s) links of the HTML and text lead through /v1/t/c/{token} (so an inbox's extracted link is that URL, as with any ESP); with opens, an open pixel /v1/t/o/{token}.gif is added to the HTML.",
    params:
      `${KEY}; Idempotency-Key header (kept 24h); JSON {from, to[], cc[], bcc[], reply_to[], subject, html, text, headers{}, tags[], metadata{}, attachments[{filename, type, content (base64), content_id?}], scheduled_at? (ISO 8601, at most 30 days ahead), tracking?{opens, clicks}, form?{name, fields[], values{}}}. From must be on one of the account's domains (or a subdomain) or on this server's receiving hosts.`,
    answers:
      `202 {id, status: queued|scheduled, scheduled_at?} or an array of them; a replay of an Idempotency-Key answers the first answer with Idempotent-Replayed: true; ${COMMON}; 403 domain_not_owned; 409 idempotency_in_progress; 413 message_too_large; 422 missing_field, invalid_address, missing_recipients, too_many_recipients, missing_body, invalid_field, reserved_header, invalid_attachment, invalid_scheduled_at, scheduled_too_far, empty_batch, too_many_messages, idempotency_key_reused (with index for a batch)`,
  },
  {
    method: "GET",
    path: "/v1/messages/{id}",
    does:
      "A message: status (scheduled, queued, sent, delivered, bounced, failed, cancelled; queued while a recipient is deferred), one outcome per recipient (delivered, sent, deferred, bounced, failed, suppressed) and its content.",
    params: KEY,
    answers:
      "200 {id, status, from, to, cc, bcc, reply_to, subject, html, text, headers, tags, metadata, attachments, tracking, form, origin, created, scheduled_at, sent_at, recipients[{email, status, reason}], reason}; 401 unauthorized; 404 not_found",
  },
  {
    method: "PATCH",
    path: "/v1/messages/{id}",
    does: "Reschedule a scheduled message; a time now or past sends it at once.",
    params: `${KEY}; JSON {scheduled_at}`,
    answers:
      "200 message; 404 not_found; 409 not_scheduled; 422 missing_field, invalid_scheduled_at, scheduled_too_far",
  },
  {
    method: "POST",
    path: "/v1/messages/{id}/cancel",
    does: "Cancel a scheduled message.",
    params: KEY,
    answers: "200 {id, status: cancelled}; 404 not_found; 409 not_scheduled",
  },
  {
    method: "GET",
    path: "/v1/lists",
    does: "The account's lists with recipient counts per status.",
    params: KEY,
    answers: "200 {lists: [{id, name, confirmation, created, updated, counts}]}",
  },
  {
    method: "POST",
    path: "/v1/lists",
    does: "Make a list. Names are unique per account (case-insensitive).",
    params:
      `${KEY}; JSON {name, confirmation?: true | {from?, subject?, body? (HTML, {{confirm_url}} is replaced), redirect_url?}}`,
    answers:
      `201 list; ${COMMON}; 403 domain_not_owned; 409 name_taken; 422 missing_field, invalid_field, invalid_address`,
  },
  {
    method: "GET",
    path: "/v1/lists/{list}",
    does: "One list (by id or name) with its recipients and confirmation settings.",
    params: KEY,
    answers:
      "200 {id, name, confirmation, counts, recipients: [{email, name, status, created, updated}]}; 404 not_found",
  },
  {
    method: "PATCH",
    path: "/v1/lists/{list}",
    does: "Rename a list or change its confirmation settings.",
    params: `${KEY}; JSON {name?, confirmation?}`,
    answers: "200 list; 404 not_found; 409 name_taken; 422 invalid_field",
  },
  {
    method: "DELETE",
    path: "/v1/lists/{list}",
    does: "Delete a list with its recipients and notifications.",
    params: KEY,
    answers: "204; 404 not_found",
  },
  {
    method: "POST",
    path: "/v1/lists/{list}/recipients",
    does:
      "Upsert recipients (up to 1000). New ones are pending with a confirmation mail (link to /v1/confirm/{token}) when the list has confirmation, else subscribed; an explicit status wins; existing ones keep their status unless one is given.",
    params:
      `${KEY}; JSON {recipients: "a@b.c" | "Name <a@b.c>" | {email, name?} or an array, status?: pending|subscribed|unsubscribed|bounced|complained}`,
    answers:
      "200 {recipients: [...], created, updated}; 404 not_found; 422 missing_field, invalid_address, invalid_status",
  },
  {
    method: "PATCH",
    path: "/v1/lists/{list}/recipients/{email}",
    does: "Set a recipient's status (pending sends a new confirmation mail on a list with confirmation).",
    params: `${KEY}; JSON {status}`,
    answers: "200 recipient; 404 not_found; 422 missing_field, invalid_status",
  },
  {
    method: "DELETE",
    path: "/v1/lists/{list}/recipients/{email}",
    does: "Remove a recipient.",
    params: KEY,
    answers: "204; 404 not_found",
  },
  {
    method: "POST",
    path: "/v1/lists/{list}/broadcasts",
    does:
      "One message to each subscribed recipient, minus suppressions, each with its own unsubscribe link: {{unsubscribe_url}} in body or text is replaced, else a line with the link ends them; headers List-Unsubscribe: <{base}/v1/unsubscribe/{token}> and List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058, DKIM-signed). With scheduled_at, recipients are chosen when it goes. Deliveries run at most 8 at a time.",
    params: `${KEY}; JSON {from?, reply_to?, subject, body? (HTML), text?, tracking?{opens, clicks}, scheduled_at?}`,
    answers:
      "202 {id, list, status: queued, messages: [{id, email}], skipped: [{email, reason}]} or {id, list, status: scheduled, scheduled_at}; 403 domain_not_owned; 404 not_found; 422 missing_field, missing_body, scheduled_too_far",
  },
  {
    method: "GET",
    path: "/v1/lists/{list}/notifications",
    does: "The list's scheduled notifications.",
    params: KEY,
    answers:
      "200 {notifications: [{id, list_id, recipients, from, subject, body, schedule, paused, last_run, next_run}]}",
  },
  {
    method: "POST",
    path: "/v1/lists/{list}/notifications",
    does:
      "Schedule a notification: at each run its recipients get the list's recipients added or changed since the previous run (nothing when none).",
    params:
      `${KEY}; JSON {recipients, from?, subject?, body?, schedule (hourly, daily, weekly, monthly or 5-field cron, UTC), paused?}`,
    answers: "201 notification; 404 not_found; 422 missing_field, invalid_schedule, invalid_address",
  },
  {
    method: "GET",
    path: "/v1/lists/{list}/notifications/{id}",
    does: "One notification.",
    params: KEY,
    answers: "200 notification; 404 not_found",
  },
  {
    method: "PATCH",
    path: "/v1/lists/{list}/notifications/{id}",
    does: "Change a notification; the next run is planned anew.",
    params: `${KEY}; JSON with any field of POST`,
    answers: "200 notification; 404 not_found; 422 invalid_schedule",
  },
  {
    method: "DELETE",
    path: "/v1/lists/{list}/notifications/{id}",
    does: "Delete a notification.",
    params: KEY,
    answers: "204; 404 not_found",
  },
  {
    method: "GET",
    path: "/v1/suppressions",
    does: "Addresses this account never sends to.",
    params: KEY,
    answers: "200 {suppressions: [{email, reason, created}]}",
  },
  {
    method: "POST",
    path: "/v1/suppressions",
    does: "Suppress an address.",
    params: `${KEY}; JSON {email, reason?}`,
    answers: "201 suppression (200 when it already was); 422 invalid_address",
  },
  {
    method: "DELETE",
    path: "/v1/suppressions/{email}",
    does: "Stop suppressing an address.",
    params: KEY,
    answers: "204; 404 not_found",
  },
  {
    method: "GET",
    path: "/v1/forms",
    does: "Forms seen through FormData sends.",
    params: KEY,
    answers: "200 {forms: [{name, fields, count, first_submission, last_submission}]}",
  },
  {
    method: "GET",
    path: "/v1/exports/download",
    does: "The account's messages (form submissions with their field values) as a file.",
    params:
      `${KEY}; filter (form:<name> tag:<t> status:<s> origin:<o> from:<x> to:<x> subject:<x>, bare words match subject/from/to), format (csv | json), columns (id, created, status, origin, from, to, cc, subject, tags, form, scheduled_at, sent_at), fields (form field names; default all), window (e.g. 7d), name`,
    answers:
      "200 text/csv or application/json with Content-Disposition; 422 invalid_filter, invalid_format, invalid_column, invalid_window",
  },
  {
    method: "GET",
    path: "/v1/exports",
    does: "Scheduled exports.",
    params: KEY,
    answers:
      "200 {exports: [{id, name, recipients, from, filter, format, columns, fields, window, schedule, paused, last_run, next_run}]}",
  },
  {
    method: "POST",
    path: "/v1/exports",
    does:
      "Schedule an export: at each run the file is mailed to its recipients as an attachment (without window: the rows since the previous run).",
    params: `${KEY}; JSON {name, recipients, from?, filter?, format?, columns?, fields?, window?, schedule, paused?}`,
    answers:
      "201 export; 403 domain_not_owned; 422 missing_field, invalid_schedule, invalid_filter, invalid_format, invalid_column, invalid_window",
  },
  {
    method: "GET",
    path: "/v1/exports/{id}",
    does: "One export.",
    params: KEY,
    answers: "200 export; 404 not_found",
  },
  {
    method: "PATCH",
    path: "/v1/exports/{id}",
    does: "Change an export (paused: true pauses it); the next run is planned anew.",
    params: `${KEY}; JSON with any field of POST`,
    answers: "200 export; 404 not_found; 422 as POST",
  },
  {
    method: "DELETE",
    path: "/v1/exports/{id}",
    does: "Delete an export.",
    params: KEY,
    answers: "204; 404 not_found",
  },
  {
    method: "POST",
    path: "/v1/exports/{id}/run",
    does: "Run an export now: the file is mailed within a minute.",
    params: KEY,
    answers: "202 {id, status: queued, run_at}; 404 not_found",
  },
  {
    method: "GET",
    path: "/v1/confirm/{token}",
    does:
      "The link of a confirmation mail (no key needed; it works 7 days): a page whose button posts back. A GET subscribes no one, so mail scanners that fetch links cannot.",
    answers:
      "200 text/html with the button; 404 text/html when the link is not valid or was used; 410 text/html when it expired",
  },
  {
    method: "POST",
    path: "/v1/confirm/{token}",
    does: "The page's button: subscribes the pending recipient and posts email.subscribed.",
    answers: "200 text/html, or 303 to the list's redirect_url; 404 / 410 text/html as GET",
  },
  {
    method: "GET",
    path: "/v1/unsubscribe/{token}",
    does:
      "The unsubscribe link of a broadcast (one per recipient's copy, in the body and in List-Unsubscribe; no key needed): a page whose button posts back. A GET unsubscribes no one.",
    answers:
      "200 text/html with the button (or saying the address gets no mail from the list); 404 text/html when the link is not valid or expired",
  },
  {
    method: "POST",
    path: "/v1/unsubscribe/{token}",
    does:
      "RFC 8058 one-click unsubscribe (what mailbox providers post for List-Unsubscribe-Post, and the page's button): sets the recipient unsubscribed and posts email.unsubscribed; again changes nothing.",
    params: "form body (application/x-www-form-urlencoded or multipart/form-data) List-Unsubscribe=One-Click",
    answers:
      "200 text/html; 400 text/html without List-Unsubscribe=One-Click; 404 text/html when the link is not valid",
  },
  {
    method: "GET",
    path: "/v1/t/o/{file}",
    does:
      "The open pixel of tracked mail ({file} is {token}.gif; no key needed). The first open of each recipient's copy posts email.opened with user_agent and ip; later opens post nothing.",
    answers: "200 image/gif (a transparent 1x1 GIF, also for an unknown token)",
  },
  {
    method: "GET",
    path: "/v1/t/c/{token}",
    does:
      "A tracked link ({token} is the copy's token and the link's number; no key needed): redirects to the URL the mail held, as recorded when it was sent - never to a URL in the request. The first click of each link of each recipient's copy posts email.clicked with url, user_agent and ip. Links work 365 days.",
    answers: "302 with Location; 404 text/html when the token or link is not valid or expired",
  },
  {
    method: "GET",
    path: "/v1/dkim",
    does:
      "The DKIM TXT records to publish for the domains this account sends from (its own, then the server's receiving hosts). A key made at start (no --dkim-key) changes on restart and signs local delivery only.",
    params: KEY,
    answers:
      '200 {selector, key: "configured"|"generated", records: [{domain, name: "<selector>._domainkey.<domain>", type: "TXT", value: "v=DKIM1; k=rsa; p=...", zone: "<name>. TXT \\"...\\" \\"...\\""}]}; 401 unauthorized',
  },
];
