import { expect } from "chai";
import { loops } from "../../src/providers/loops/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";
import { FakeClock } from "../helpers/clock.ts";

const VARIABLES = { subject: "Hello", from: "sender@example.com", html: "<p>Hi Ada</p>", text: "Hi Ada" };
const post = (json: Record<string, unknown>, key = "key-1"): Recorded[] => [{
  method: "POST",
  url: "https://app.loops.so/api/v1/transactional",
  headers: { authorization: "Bearer loops-key", "idempotency-key": key, "content-type": "application/json" },
  json: { transactionalId: "cm0tx", email: "ada@example.com", dataVariables: VARIABLES, ...json },
}];
const sent = (json: Record<string, unknown> = {}) => ({ requests: post(json), id: "key-1" });
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "loops",
  make: (fetch, clock) =>
    loops({ api_key: "loops-key", transactional_id: "cm0tx", make_key: () => "key-1", fetch, clock }),
  ok: () => Response.json({ success: true }),
  cases: {
    minimal: sent(),
    addresses: unsupported("to"),
    auto_text: sent({
      dataVariables: {
        ...VARIABLES,
        html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
        text: "Read the guide [https://example.com/a]",
      },
    }),
    attachment: sent({ attachments: [{ filename: "hello.txt", contentType: "text/plain", data: "aGVsbG8=" }] }),
    inline_image: unsupported("attachments.content_id"),
    headers: unsupported("headers"),
    tags: unsupported("tags"),
    many_tags: unsupported("tags"),
    metadata: sent({ dataVariables: { user_id: "42", ...VARIABLES } }),
    tracking: unsupported("tracking.opens"),
    idempotency: { requests: post({}, "order-42"), id: "order-42" },
    many_reply_to: unsupported("reply_to"),
    scheduled: sent(),
    scheduled_iso: sent(),
    scheduled_far: sent(),
  },
  errors: [
    {
      name: "400 with a path",
      response: () => Response.json({ success: false, path: "email", message: "Invalid email." }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "email: Invalid email.",
    },
    {
      name: "401 invalid key",
      response: () => Response.json({ error: "Invalid API key" }, { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "Invalid API key",
    },
    {
      name: "409 reused idempotency key",
      response: () =>
        Response.json({ success: false, message: "Idempotency key has already been used." }, { status: 409 }),
      status: 409,
      code: undefined,
      message: "Idempotency key has already been used.",
    },
  ],
  cancel: "not_supported",
});

Deno.test("loops: cc, bcc and reply-to travel as data variables, one recipient per send", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ success: true }));
  const provider = loops({
    api_key: "k",
    transactional_id: "cm0tx",
    make_key: () => "k1",
    fetch,
    clock: new FakeClock(),
  });
  await provider.send({
    from: "Acme <a@example.com>",
    to: "b@example.com",
    cc: ["c@example.com", "Dan <d@example.com>"],
    bcc: "e@example.com",
    reply_to: "r@example.com",
    subject: "Hi",
    body: "<p>Hi</p>",
    text: "Hi",
  });
  expect((requests[0]!.json as { dataVariables: unknown }).dataVariables).to.deep.equal({
    subject: "Hi",
    from: "Acme <a@example.com>",
    replyTo: "r@example.com",
    cc: "c@example.com, Dan <d@example.com>",
    bcc: "e@example.com",
    html: "<p>Hi</p>",
    text: "Hi",
  });
});

Deno.test("loops: metadata may not overwrite the data variable a message field travels in", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ success: true }));
  const provider = loops({ api_key: "k", transactional_id: "cm0tx", fetch });
  const error = await provider.send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
    metadata: { subject: "x" },
  })
    .then(() => undefined, (e) => e);
  expect(error.code).to.equal("invalid_option");
  expect(requests).to.deep.equal([]);
});

Deno.test("loops: without a key of its own, every send carries a fresh UUID as Idempotency-Key and id", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ success: true }));
  const provider = loops({ api_key: "k", transactional_id: "cm0tx", fetch });
  const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
  expect(id).to.match(/^[0-9a-f-]{36}$/);
  expect(requests[0]!.headers["idempotency-key"]).to.equal(id);
});
