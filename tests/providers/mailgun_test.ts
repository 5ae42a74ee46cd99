import { expect } from "chai";
import { mailgun } from "../../src/providers/mailgun/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded, type RecordedFile } from "./fake_fetch.ts";

type Entry = [string, string | RecordedFile];
const HEADERS = { authorization: `Basic ${btoa("api:key-test")}`, "content-type": "multipart/form-data" };
const ENDPOINT = "https://api.mailgun.net/v3/mg.example.com/messages";
const HEAD: Entry[] = [["from", "sender@example.com"], ["to", "ada@example.com"]];
const BODY: Entry[] = [["subject", "Hello"], ["html", "<p>Hi Ada</p>"], ["text", "Hi Ada"]];

const post = (form: Entry[]): Recorded[] => [{ method: "POST", url: ENDPOINT, headers: HEADERS, form }];
const sent = (...extra: Entry[]) => ({
  requests: post([...HEAD, ...BODY, ...extra]),
  id: "20260101000000.1.ABC@mg.example.com",
});

conformance({
  name: "mailgun",
  make: (fetch, clock) => mailgun({ api_key: "key-test", domain: "mg.example.com", fetch, clock }),
  ok: () => Response.json({ id: "<20260101000000.1.ABC@mg.example.com>", message: "Queued. Thank you." }),
  cases: {
    minimal: sent(),
    addresses: {
      requests: post([
        ["from", "Acme <sender@example.com>"],
        ["to", "Ada Lovelace <ada@example.com>"],
        ["to", "Bob <bob@example.com>"],
        ["cc", "carol@example.com"],
        ["bcc", "dan@example.com"],
        ...BODY,
        ["h:Reply-To", "replies@example.com"],
      ]),
      id: "20260101000000.1.ABC@mg.example.com",
    },
    auto_text: {
      requests: post([
        ...HEAD,
        ["subject", "Hello"],
        ["html", '<p>Read <a href="https://example.com/a">the guide</a></p>'],
        ["text", "Read the guide [https://example.com/a]"],
      ]),
      id: "20260101000000.1.ABC@mg.example.com",
    },
    attachment: sent(["attachment", { filename: "hello.txt", type: "text/plain", text: "hello" }]),
    inline_image: {
      requests: post([
        ...HEAD,
        ["subject", "Hello"],
        ["html", '<img src="cid:logo">'],
        ["text", "Hi Ada"],
        ["inline", { filename: "logo", type: "image/png", text: "\uFFFDPNG" }],
      ]),
      id: "20260101000000.1.ABC@mg.example.com",
    },
    headers: sent(
      ["h:X-Campaign", "spring"],
      ["h:List-Unsubscribe", "<https://example.com/u/1>"],
      ["h:List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
    ),
    tags: sent(["o:tag", "welcome"]),
    many_tags: { error: "unsupported_option", option: "tags" },
    metadata: sent(["v:user_id", "42"]),
    tracking: sent(["o:tracking-opens", "yes"], ["o:tracking-clicks", "no"]),
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: sent(["h:Reply-To", "a@example.com, b@example.com"]),
    scheduled: sent(["o:deliverytime", "Thu, 01 Jan 2026 01:00:00 +0000"]),
    scheduled_iso: sent(["o:deliverytime", "Fri, 02 Jan 2026 09:30:00 +0000"]),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "400 with a message",
      response: () => Response.json({ message: "'from' parameter is missing" }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "'from' parameter is missing",
    },
    {
      name: "401 with a text body",
      response: () => new Response("Forbidden", { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "Forbidden",
    },
  ],
  cancel: "not_supported",
});

Deno.test("mailgun region eu uses api.eu.mailgun.net", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: "<1@mg.example.com>" }));
  await mailgun({ api_key: "k", domain: "mg.example.com", region: "eu", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "x",
  });
  expect(requests[0]!.url).to.equal("https://api.eu.mailgun.net/v3/mg.example.com/messages");
});
