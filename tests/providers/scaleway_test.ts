import { expect } from "chai";
import { scaleway } from "../../src/providers/scaleway/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const ID = "6b1a4c2e-5d3f-4e8a-9b7c-0d1e2f3a4b5c";
const URL = "https://api.scaleway.com/transactional-email/v1alpha1/regions/fr-par/emails";
const HEADERS = { "x-auth-token": "scw-secret", "content-type": "application/json" };
const MINIMAL = {
  from: { email: "sender@example.com" },
  to: [{ email: "ada@example.com" }],
  subject: "Hello",
  text: "Hi Ada",
  html: "<p>Hi Ada</p>",
  project_id: "proj-1",
};
const post = (json: Record<string, unknown>): Recorded[] => [{
  method: "POST",
  url: URL,
  headers: HEADERS,
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown> = {}) => ({ requests: post(json), id: ID });
const unsupported = (option: string) => ({ error: "unsupported_option", option });
const email = (id: string, rcpt: string, status = "new") => ({ id, message_id: "m-1", rcpt_to: rcpt, status });

conformance({
  name: "scaleway",
  make: (fetch, clock) => scaleway({ secret_key: "scw-secret", project_id: "proj-1", fetch, clock }),
  ok: (request) =>
    request.url.endsWith("/cancel")
      ? Response.json(email(ID, "ada@example.com", "canceled"))
      : Response.json({ emails: [email(ID, "ada@example.com"), email("7c2b", "bob@example.com")] }),
  cases: {
    minimal: sent(),
    addresses: sent({
      from: { email: "sender@example.com", name: "Acme" },
      to: [{ email: "ada@example.com", name: "Ada Lovelace" }, { email: "bob@example.com", name: "Bob" }],
      cc: [{ email: "carol@example.com" }],
      bcc: [{ email: "dan@example.com" }],
      additional_headers: [{ key: "Reply-To", value: "replies@example.com" }],
    }),
    auto_text: sent({
      html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      text: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ name: "hello.txt", type: "text/plain", content: "aGVsbG8=" }] }),
    inline_image: unsupported("attachments.content_id"),
    headers: sent({
      additional_headers: [
        { key: "X-Campaign", value: "spring" },
        { key: "List-Unsubscribe", value: "<https://example.com/u/1>" },
        { key: "List-Unsubscribe-Post", value: "List-Unsubscribe=One-Click" },
      ],
    }),
    tags: unsupported("tags"),
    many_tags: unsupported("tags"),
    metadata: unsupported("metadata"),
    tracking: unsupported("tracking.opens"),
    idempotency: unsupported("idempotency_key"),
    many_reply_to: sent({ additional_headers: [{ key: "Reply-To", value: "a@example.com, b@example.com" }] }),
    scheduled: sent(),
    scheduled_iso: sent(),
    scheduled_far: sent(),
  },
  errors: [
    {
      name: "400 invalid_arguments",
      response: () =>
        Response.json({
          details: [{ argument_name: "from.email", reason: "constraint", help_message: "domain is not checked" }],
          message: "invalid argument(s)",
          type: "invalid_arguments",
        }, { status: 400 }),
      status: 400,
      code: "invalid_arguments",
      message: "invalid argument(s): from.email domain is not checked",
    },
    {
      name: "401 denied_authentication",
      response: () =>
        Response.json({
          message: "authentication is denied",
          method: "api_key",
          reason: "invalid_argument",
          type: "denied_authentication",
        }, { status: 401 }),
      status: 401,
      code: "denied_authentication",
      message: "authentication is denied",
    },
  ],
  cancel: {
    id: ID,
    requests: [{ method: "POST", url: `${URL}/${ID}/cancel`, headers: HEADERS, json: {} }],
  },
});

Deno.test("scaleway: the nl-ams region has its own path", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ emails: [{ id: "e1" }] }));
  const provider = scaleway({ secret_key: "s", project_id: "p", region: "nl-ams", fetch });
  await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hello there" });
  expect(requests[0]!.url).to.equal("https://api.scaleway.com/transactional-email/v1alpha1/regions/nl-ams/emails");
});
