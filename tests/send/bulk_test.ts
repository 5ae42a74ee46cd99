import { expect } from "chai";
import { mock } from "../../src/providers/mock/send.ts";
import { postmark } from "../../src/providers/postmark/send.ts";
import { resend } from "../../src/providers/resend/send.ts";
import { ServiceError } from "../../src/core/error.ts";
import type { SendResponse } from "../../src/core/types.ts";
import { FakeClock } from "../helpers/clock.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

const message = (to: string, extra: Record<string, unknown> = {}) => ({
  from: "news@example.com",
  to,
  subject: `For ${to}`,
  body: "<p>Hi</p>",
  text: "Hi",
  ...extra,
});
const ids = (results: Array<SendResponse | ServiceError>) =>
  results.map((r) => ServiceError.is(r) ? `error ${r.code}` : r.id);

Deno.test("resend bulk uses the batch endpoint, and sends what it cannot take one by one, in order", async () => {
  let n = 0;
  const { fetch, requests } = fake_fetch((request) =>
    new URL(request.url).pathname === "/emails/batch"
      ? Response.json({ data: [{ id: "b1" }, { id: "b2" }] })
      : Response.json({ id: `s${++n}` })
  );
  const provider = resend({ api_key: "re_test", fetch, clock: new FakeClock() });
  const results = await provider.send([
    message("a@example.com"),
    message("b@example.com", { attachments: new File(["x"], "x.txt", { type: "text/plain" }) }),
    message("c@example.com"),
    message("d@example.com", { scheduled_at: { hours: 2 } }),
  ]);
  expect(ids(results)).to.deep.equal(["b1", "s1", "b2", "s2"]);
  expect((results[3] as SendResponse).scheduled_at?.toISOString()).to.equal("2026-01-01T02:00:00.000Z");
  expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).to.deep.equal([
    "POST /emails/batch",
    "POST /emails",
    "POST /emails",
  ]);
  expect(requests[0]!.json).to.deep.equal([
    { from: "news@example.com", to: ["a@example.com"], subject: "For a@example.com", html: "<p>Hi</p>", text: "Hi" },
    { from: "news@example.com", to: ["c@example.com"], subject: "For c@example.com", html: "<p>Hi</p>", text: "Hi" },
  ]);
});

Deno.test("a message that fails validation becomes a ServiceError in its place; the others go", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ data: [{ id: "b1" }, { id: "b2" }] }));
  const provider = resend({ api_key: "re_test", fetch });
  const results = await provider.send([
    message("a@example.com"),
    message("not-an-address"),
    message("c@example.com"),
  ]);
  expect(ids(results)).to.deep.equal(["b1", "error invalid_address", "b2"]);
  expect(requests.length).to.equal(1);
});

Deno.test("a failed batch request fails each of its messages, not the whole bulk send", async () => {
  const { fetch } = fake_fetch((request) =>
    new URL(request.url).pathname === "/emails/batch"
      ? Response.json({ statusCode: 422, name: "validation_error", message: "bad" }, { status: 422 })
      : Response.json({ id: "s1" })
  );
  const provider = resend({ api_key: "re_test", fetch });
  const results = await provider.send([
    message("a@example.com"),
    message("b@example.com"),
    message("c@example.com", { attachments: new File(["x"], "x.txt") }),
  ]);
  expect(ids(results)).to.deep.equal(["error validation_error", "error validation_error", "s1"]);
});

Deno.test("postmark's batch answer maps each message to its id or its own error", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json([
      { ErrorCode: 0, Message: "OK", MessageID: "m1", To: "a@example.com" },
      { ErrorCode: 406, Message: "You tried to send to a recipient that has been marked as inactive." },
    ])
  );
  const results = await postmark({ api_key: "t", fetch }).send([message("a@example.com"), message("b@example.com")]);
  expect(ids(results)).to.deep.equal(["m1", "error 406"]);
  expect((results[1] as ServiceError).message).to.equal(
    "postmark: 200 406: You tried to send to a recipient that has been marked as inactive.",
  );
  expect(requests.map((r) => r.url)).to.deep.equal(["https://api.postmarkapp.com/email/batch"]);
});

Deno.test("batches are split at the provider's maximum", async () => {
  const { fetch, requests } = fake_fetch((request) =>
    request.json().then((list: unknown[]) => Response.json({ data: list.map((_, i) => ({ id: `id${i}` })) }))
  );
  const list = Array.from({ length: 150 }, (_, i) => message(`u${i}@example.com`));
  const results = await resend({ api_key: "re_test", fetch }).send(list);
  expect(results.length).to.equal(150);
  expect(requests.map((r) => (r.json as unknown[]).length)).to.deep.equal([100, 50]);
});

Deno.test("without a batch endpoint, messages go with bounded concurrency and results stay in order", async () => {
  let running = 0;
  let peak = 0;
  const provider = mock({
    concurrency: 2,
    hooks: {
      before_send: async (m) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return m;
      },
    },
  });
  const results = await provider.send(["a", "b", "c", "d", "e"].map((x) => message(`${x}@example.com`)));
  expect(peak).to.equal(2);
  expect(results.map((r) => (r as SendResponse).id).sort()).to.deep.equal([
    "mock_1",
    "mock_2",
    "mock_3",
    "mock_4",
    "mock_5",
  ]);
  expect(provider.messages.map((m) => m.to[0]!.address).sort()).to.deep.equal(
    ["a", "b", "c", "d", "e"].map((x) => `${x}@example.com`),
  );
  for (const [i, result] of results.entries()) {
    const record = provider.messages.find((m) => m.id === (result as SendResponse).id)!;
    expect(record.to[0]!.address).to.equal(`${"abcde"[i]}@example.com`);
  }
});

Deno.test("each bulk message keeps its own scheduled_at", async () => {
  const provider = mock({ clock: new FakeClock() });
  const results = await provider.send([
    message("a@example.com", { scheduled_at: { days: 1 } }),
    message("b@example.com"),
    message("c@example.com", { scheduled_at: "2026-03-01T08:00:00" }),
  ]) as SendResponse[];
  expect(results.map((r) => r.scheduled_at?.toISOString())).to.deep.equal([
    "2026-01-02T00:00:00.000Z",
    undefined,
    "2026-03-01T08:00:00.000Z",
  ]);
});
