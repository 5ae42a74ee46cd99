// The live reference server the runner started (a Deno subprocess), and HTTP ingest into it.

/** Base URL of the inbox service. */
export const url = process.env.SERVICE_INBOX_URL;
const secret = process.env.SERVICE_INGEST_SECRET;
if (!url || !secret) throw new Error("run these through `deno task test:node`: it starts the server");

/** Delivers a small RFC 5322 message through `POST /v1/ingest`. */
export async function deliver({ to, subject, text, html }) {
  const head = [
    "From: Alice <alice@example.com>",
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${crypto.randomUUID()}@example.com>`,
    "MIME-Version: 1.0",
  ];
  const body = html === undefined ? [...head, "Content-Type: text/plain; charset=utf-8", "", text ?? "", ""] : [
    ...head,
    'Content-Type: multipart/alternative; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text ?? "",
    "--b1",
    "Content-Type: text/html; charset=utf-8",
    "",
    html,
    "--b1--",
    "",
  ];
  const query = new URLSearchParams({ to, from: "alice@example.com" });
  const response = await fetch(`${url}/v1/ingest?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "message/rfc822" },
    body: body.join("\r\n"),
  });
  const answer = await response.json();
  if (response.status !== 202 || answer.accepted.length === 0) {
    throw new Error(`ingest refused the mail: ${response.status} ${JSON.stringify(answer)}`);
  }
}
