import { expect } from "chai";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { Webhook as SvixWebhook } from "svix";
import { standard_headers, verify_standard } from "../../src/webhooks/standard.ts";
import { receive } from "../../webhooks.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const BODY = JSON.stringify({
  type: "email.delivered",
  created_at: "2026-01-01T00:00:00.000Z",
  data: { email: "a@b.c" },
});

Deno.test("signatures made by the standardwebhooks package verify with ours", async () => {
  const now = new Date();
  const signature = new StandardWebhook(SECRET).sign("msg_std_1", now, BODY);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  await verify_standard(SECRET, { id: "msg_std_1", timestamp, signature }, BODY, {
    provider: "service",
    now: now.getTime(),
  });
  const request = new Request("https://example.com", {
    method: "POST",
    headers: { "webhook-id": "msg_std_1", "webhook-timestamp": timestamp, "webhook-signature": signature },
    body: BODY,
  });
  const [event] = await receive(request, { provider: "service", secret: SECRET, now: () => now.getTime() });
  expect(event?.type).to.equal("email.delivered");
});

Deno.test("signatures made by the svix package verify with ours (Resend)", async () => {
  const now = new Date();
  const signature = new SvixWebhook(SECRET).sign("msg_svix_1", now, BODY);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  // The signature covers BODY; a different body under the same headers must fail.
  const tampered = new Request("https://example.com", {
    method: "POST",
    headers: { "svix-id": "msg_svix_1", "svix-timestamp": timestamp, "svix-signature": signature },
    body: BODY.replace("a@b.c", "x@b.c"),
  });
  expect(
    await receive(tampered, { provider: "resend", secret: SECRET, now: () => now.getTime() }).then(
      () => "ok",
      (e) => e.code,
    ),
  )
    .to.equal("invalid_signature");
  const headers = { "svix-id": "msg_svix_1", "svix-timestamp": timestamp, "svix-signature": signature };
  const good = new Request("https://example.com", { method: "POST", headers, body: BODY });
  await verify_standard(SECRET, { id: "msg_svix_1", timestamp, signature }, BODY, {
    provider: "resend",
    now: now.getTime(),
  });
  expect((await receive(good, { provider: "resend", secret: SECRET, now: () => now.getTime() })).length).to.equal(1);
});

Deno.test("our signatures verify with the standardwebhooks and svix packages", async () => {
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = await standard_headers(SECRET, "msg_ours_1", timestamp, BODY);
  expect(() => new StandardWebhook(SECRET).verify(BODY, headers)).to.not.throw();
  const svix = {
    "svix-id": headers["webhook-id"]!,
    "svix-timestamp": headers["webhook-timestamp"]!,
    "svix-signature": headers["webhook-signature"]!,
  };
  expect(() => new SvixWebhook(SECRET).verify(BODY, svix)).to.not.throw();
  expect(() => new StandardWebhook(SECRET).verify(BODY.replace("a@b.c", "x@b.c"), headers)).to.throw();
});
