/**
 * The two halves agree: the id `send` returns is the `message_id` the provider's events carry, and
 * tags and metadata sent come back as tags and metadata.
 */

import { expect } from "chai";
import { mailgun, resend } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { standard_headers } from "../../src/webhooks/standard.ts";
import { hmac } from "../../src/core/crypto.ts";
import { to_hex } from "../../src/core/base64.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

Deno.test("resend: a sent message's id, tags and metadata come back in its delivered event", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" }));
  const provider = resend({ api_key: "re_test", fetch });
  const { id } = await provider.send({
    from: "a@example.com",
    to: "b@example.com",
    subject: "Hi",
    body: "<p>Hi</p>",
    tags: ["signup"],
    metadata: { user: "42" },
  });
  // Resend echoes the tags of the send as a name → value map in its events.
  const sent = requests[0]!.json as Record<string, unknown>;
  const tags = Object.fromEntries((sent.tags as { name: string; value: string }[]).map((t) => [t.name, t.value]));
  const body = JSON.stringify({
    type: "email.delivered",
    created_at: "2026-01-01T00:00:00.000Z",
    data: { email_id: id, to: ["b@example.com"], created_at: "2026-01-01T00:00:00.000Z", tags },
  });
  const now = Date.parse("2026-01-01T00:00:10Z");
  const headers = await standard_headers(SECRET, "msg_1", Math.floor(now / 1000), body);
  const svix = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace("webhook-", "svix-"), v]));
  const [event] = await receive(new Request("https://app.test/hook", { method: "POST", body, headers: svix }), {
    provider: "resend",
    secret: SECRET,
    now: () => now,
  });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.delivered");
  expect(event!.tags).to.deep.equal(["signup"]);
  expect(event!.metadata).to.deep.equal({ user: "42" });
});

Deno.test("mailgun: the id send returns is the message-id of its events", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({ id: "<20260101000000.1.2@mg.example.com>", message: "Queued. Thank you." })
  );
  const { id } = await mailgun({ api_key: "key-1", domain: "mg.example.com", fetch }).send({
    from: "a@mg.example.com",
    to: "b@example.com",
    body: "Hi",
  });
  const timestamp = "1767225600";
  const token = "a".repeat(50);
  const signature = to_hex(await hmac("signing-key", timestamp + token));
  const body = JSON.stringify({
    signature: { timestamp, token, signature },
    "event-data": {
      event: "delivered",
      timestamp: 1767225600,
      id: "evt",
      recipient: "b@example.com",
      message: { headers: { "message-id": "20260101000000.1.2@mg.example.com" } },
    },
  });
  const [event] = await receive(
    new Request("https://app.test/hook", { method: "POST", body, headers: { "content-type": "application/json" } }),
    {
      provider: "mailgun",
      secret: "signing-key",
      now: () => 1767225600_000,
    },
  );
  expect(event!.message_id).to.equal(id);
});
