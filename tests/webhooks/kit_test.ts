import { expect } from "chai";
import { form_action, webhook } from "../../kit.ts";
import { mock_event, mock_request, ServiceError, type WebhookEvent } from "../../webhooks.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

Deno.test("webhook() verifies, hands the events and the request event to the handler, and answers 200", async () => {
  const seen: [WebhookEvent[], unknown][] = [];
  const POST = webhook((events, event) => {
    seen.push([events, event]);
  }, { provider: "service", secret: SECRET });
  const request = await mock_request("service", mock_event("email.received"), { secret: SECRET });
  const event = { request, params: { id: "1" } };
  const response = await POST(event);
  expect([response.status, await response.text()]).to.deep.equal([200, "ok"]);
  expect(seen[0]![0].map((e) => e.type)).to.deep.equal(["email.received"]);
  expect(seen[0]![1]).to.equal(event);
});

Deno.test("webhook() answers 401 to forged requests, 400 to unreadable ones, 500 without a secret", async () => {
  const POST = webhook(() => {}, { provider: "service", secret: SECRET });
  const forged = await mock_request("service", mock_event("email.received"), {
    secret: "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  });
  expect((await POST({ request: forged })).status).to.equal(401);
  const unknown = webhook(() => {}, { secret: SECRET });
  expect((await unknown({ request: new Request("https://x", { method: "POST", body: "{}" }) })).status).to.equal(400);
  const unset = webhook(() => {}, { provider: "service", env: {} });
  const request = await mock_request("service", mock_event("email.received"), { secret: SECRET });
  expect((await unset({ request })).status).to.equal(500);
});

Deno.test("webhook() answers handshakes on GET and lets the handler return its own Response", async () => {
  const handler = webhook(() => new Response("custom", { status: 202 }), {
    provider: "service",
    secret: SECRET,
    verify_token: "t",
  });
  const ok = await handler({
    request: new Request("https://x/h?hub.mode=subscribe&hub.verify_token=t&hub.challenge=99"),
  });
  expect([ok.status, await ok.text()]).to.deep.equal([200, "99"]);
  const bad = await handler({
    request: new Request("https://x/h?hub.mode=subscribe&hub.verify_token=no&hub.challenge=99"),
  });
  expect(bad.status).to.equal(403);
  expect((await handler({ request: new Request("https://x/h") })).status).to.equal(405);
  const request = await mock_request("service", mock_event("email.received"), { secret: SECRET });
  expect((await handler({ request })).status).to.equal(202);
});

function form_request(fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("https://example.com/contact", { method: "POST", body });
}

Deno.test("form_action() sends the FormData as the body with the configured options", async () => {
  const calls: Record<string, unknown>[] = [];
  const action = form_action({
    send: { send: (options) => (calls.push(options), Promise.resolve({ id: "msg_1" })) },
    options: { to: "me@example.com", subject: "Contact" },
  });
  const result = await action({ request: form_request({ email: "alice@example.com", message: "hi" }) });
  expect(result).to.deep.equal({ ok: true, id: "msg_1" });
  expect(calls[0]!.to).to.equal("me@example.com");
  expect((calls[0]!.body as FormData).get("message")).to.equal("hi");
});

Deno.test("form_action() returns fail(400) for the submitter's errors and fail(500) for the provider's, with the values", async () => {
  const failing = (code: string) =>
    form_action({
      send: () => Promise.reject(new ServiceError({ provider: "resend", code, message: `${code} happened` })),
      fail: (status, data) => ({ kind: "fail", status, data }),
    });
  const fields = { email: "alice@example.com", _honey: "", "cf-turnstile-response": "x" };
  expect(await failing("captcha_failed")({ request: form_request(fields) })).to.deep.equal({
    kind: "fail",
    status: 400,
    data: {
      ok: false,
      error: { code: "captcha_failed", message: "captcha_failed happened" },
      values: { email: "alice@example.com" },
    },
  });
  const server = await failing("rate_limited")({ request: form_request(fields) });
  expect((server as { status: number }).status).to.equal(500);
});

Deno.test("form_action() sends with mail() and the configured provider when no sender is given", async () => {
  const { mock } = await import("../../mock.ts");
  const { set_provider } = await import("../../mod.ts");
  const provider = mock();
  set_provider(provider);
  try {
    const action = form_action({ options: { to: "owner@example.com", from: "site@example.com", subject: "Contact" } });
    const body = new FormData();
    body.set("email", "alice@example.com");
    body.set("message", "Hello");
    const result = await action({ request: new Request("https://example.com/contact", { method: "POST", body }) });
    expect(result).to.deep.equal({ ok: true, id: "mock_1" });
    expect(provider.messages).to.have.length(1);
    expect(provider.last!.subject).to.equal("Contact");
  } finally {
    set_provider(undefined);
  }
});
