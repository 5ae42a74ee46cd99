/**
 * Cloudflare sends through a Worker's `send_email` binding, so the edge faked here is the binding.
 * The shared suite fakes `fetch`; `binding_over(fetch)` is the seam between them: a test binding
 * that parses each `EmailMessage`'s raw MIME with postal-mime and hands what it found, with the
 * envelope, to that `fetch` as JSON. So every case asserts the exact MIME the binding was given.
 */

import { expect } from "chai";
import PostalMime from "postal-mime";
import { cloudflare } from "../../src/providers/cloudflare/send.ts";
import { to_base64 } from "../../src/core/base64.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

/** Stands in for `EmailMessage` of `cloudflare:email`. */
class EmailMessage {
  constructor(readonly from: string, readonly to: string, readonly raw: string) {}
}

/** The headers the MIME builder always writes; the rest are the message's own. */
const STANDARD = new Set([
  "date",
  "from",
  "to",
  "cc",
  "reply-to",
  "message-id",
  "subject",
  "mime-version",
  "content-type",
]);

/** What the binding was handed, as comparable JSON. */
async function parse(message: EmailMessage): Promise<Record<string, unknown>> {
  const mail = await PostalMime.parse(message.raw);
  const addresses = (list: typeof mail.to) => list?.map((a) => ({ name: a.name, address: a.address }));
  return {
    envelope: { from: message.from, to: message.to },
    date: mail.date,
    from: mail.from,
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    bcc: addresses(mail.bcc),
    reply_to: addresses(mail.replyTo),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: Object.fromEntries(mail.headers.filter((h) => !STANDARD.has(h.key)).map((h) => [h.key, h.value])),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      type: a.mimeType,
      disposition: a.disposition,
      content_id: a.contentId,
      content: to_base64(new Uint8Array(a.content as ArrayBuffer)),
    })),
  };
}

/** A test binding: each message goes to `fetch` as JSON; a non-2xx answer is thrown as the binding throws. */
function binding_over(fetch: typeof globalThis.fetch) {
  return {
    async send(message: unknown): Promise<unknown> {
      const body = JSON.stringify(await parse(message as EmailMessage));
      const response = await fetch("https://binding.test/send", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) {
        throw Object.assign(new Error(answer.message ?? `HTTP ${response.status}`), { code: answer.code });
      }
      return answer;
    },
  };
}

const MESSAGE_ID = "<0e8a1f2b.cf@example.com>";
const BASE = {
  date: "2026-01-01T00:00:00.000Z",
  from: { address: "sender@example.com", name: "" },
  to: [{ name: "", address: "ada@example.com" }],
  subject: "Hello",
  text: "Hi Ada",
  html: "<p>Hi Ada</p>",
  headers: {},
  attachments: [],
};
const request = (json: Record<string, unknown>): Recorded => ({
  method: "POST",
  url: "https://binding.test/send",
  headers: { "content-type": "application/json" },
  json,
});
const sent = (mime: Record<string, unknown> = {}, recipients = ["ada@example.com"]) => ({
  requests: recipients.map((to) => request({ envelope: { from: "sender@example.com", to }, ...BASE, ...mime })),
  id: MESSAGE_ID,
});
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "cloudflare",
  make: (fetch, clock) => cloudflare({ binding: binding_over(fetch), EmailMessage, clock }),
  ok: () => Response.json({ messageId: MESSAGE_ID }),
  cases: {
    minimal: sent(),
    addresses: {
      requests: ["ada@example.com", "bob@example.com", "carol@example.com", "dan@example.com"].map((to) =>
        request({
          ...BASE,
          envelope: { from: "sender@example.com", to },
          from: { address: "sender@example.com", name: "Acme" },
          to: [{ name: "Ada Lovelace", address: "ada@example.com" }, { name: "Bob", address: "bob@example.com" }],
          cc: [{ name: "", address: "carol@example.com" }],
          reply_to: [{ name: "", address: "replies@example.com" }],
        })
      ),
      id: MESSAGE_ID,
    },
    auto_text: sent({
      text: "Read the guide [https://example.com/a]",
      html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
    }),
    attachment: sent({
      attachments: [{
        filename: "hello.txt",
        type: "text/plain",
        disposition: "attachment",
        content: "aGVsbG8=",
      }],
    }),
    inline_image: sent({
      html: '<img src="cid:logo">',
      attachments: [{
        filename: "logo.png",
        type: "image/png",
        disposition: "inline",
        content_id: "<logo>",
        content: "iVBORw==",
      }],
    }),
    headers: sent({
      headers: {
        "x-campaign": "spring",
        "list-unsubscribe": "<https://example.com/u/1>",
        "list-unsubscribe-post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: unsupported("tags"),
    many_tags: unsupported("tags"),
    metadata: unsupported("metadata"),
    tracking: unsupported("tracking.opens"),
    idempotency: unsupported("idempotency_key"),
    many_reply_to: unsupported("reply_to"),
    scheduled: sent(),
    scheduled_iso: sent(),
    scheduled_far: sent(),
  },
  errors: [
    {
      name: "E_SENDER_NOT_VERIFIED",
      response: () =>
        Response.json({ code: "E_SENDER_NOT_VERIFIED", message: "Sender domain not verified" }, { status: 400 }),
      status: 400,
      code: "E_SENDER_NOT_VERIFIED",
      message: "Sender domain not verified",
    },
    {
      name: "E_RATE_LIMIT_EXCEEDED",
      response: () => Response.json({ code: "E_RATE_LIMIT_EXCEEDED", message: "Rate limit exceeded" }, { status: 429 }),
      status: 429,
      code: "E_RATE_LIMIT_EXCEEDED",
      message: "Rate limit exceeded",
    },
    {
      name: "an error without a code",
      response: () => new Response("boom", { status: 500 }),
      status: 500,
      code: undefined,
      message: "HTTP 500",
    },
  ],
  cancel: "not_supported",
});

Deno.test("cloudflare: Bcc recipients get the mail without a Bcc header in it", async () => {
  const raws: EmailMessage[] = [];
  const binding = {
    send: (m: unknown) => (raws.push(m as EmailMessage), Promise.resolve({ messageId: `<${raws.length}@x>` })),
  };
  const { id } = await cloudflare({ binding, EmailMessage, clock: new FakeClock() }).send({
    from: "a@example.com",
    to: "b@example.com",
    bcc: "secret@example.com",
    body: "<p>Hi</p>",
  });
  expect(id).to.equal("<1@x>");
  expect(raws.map((m) => m.to)).to.deep.equal(["b@example.com", "secret@example.com"]);
  expect(raws[1]!.raw).to.equal(raws[0]!.raw);
  expect(raws[0]!.raw).to.not.match(/^bcc:/im);
  expect(raws[0]!.raw).to.not.contain("secret@example.com");
});

Deno.test("cloudflare: a rate-limited binding is retried per the core's rules", async () => {
  let calls = 0;
  const binding = {
    send: () =>
      ++calls === 1
        ? Promise.reject(Object.assign(new Error("slow down"), { code: "E_RATE_LIMIT_EXCEEDED" }))
        : Promise.resolve({ messageId: "<ok@x>" }),
  };
  const waits: number[] = [];
  const provider = cloudflare({
    binding,
    EmailMessage,
    retries: 1,
    sleep: (ms) => (waits.push(ms), Promise.resolve()),
  });
  const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
  expect([id, calls, waits]).to.deep.equal(["<ok@x>", 2, [500]]);
});

Deno.test("cloudflare: non-ASCII subjects, names and bodies survive the MIME round trip", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ messageId: "<m@x>" }));
  await cloudflare({ binding: binding_over(fetch), EmailMessage, clock: new FakeClock() }).send({
    from: "Zoë <z@example.com>",
    to: "b@example.com",
    subject: "Grüße ✓",
    body: "<p>Ça va ✓</p>",
    text: "x".repeat(200),
  });
  const json = requests[0]!.json as Record<string, unknown>;
  expect([json.from, json.subject, json.html, json.text]).to.deep.equal([
    { address: "z@example.com", name: "Zoë" },
    "Grüße ✓",
    "<p>Ça va ✓</p>",
    "x".repeat(200),
  ]);
});

Deno.test("cloudflare: cloudflare() needs a binding", () => {
  // deno-lint-ignore no-explicit-any
  expect(() => cloudflare({} as any)).to.throw(TypeError);
});
