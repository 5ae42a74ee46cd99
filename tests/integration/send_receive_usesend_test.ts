/** useSend: the id `send` returns is the `data.id` of its webhook events. */

import { expect } from "chai";
import { usesend } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { sign_hmac } from "../../src/webhooks/schemes/hmac.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("usesend: the emailId send returns is the data.id of its delivered event", async () => {
  const { fetch } = fake_fetch(() => Response.json({ emailId: "cuiwqdj74rygf74" }));
  const { id } = await usesend({ api_key: "us_key", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
  });
  const body = JSON.stringify({
    id: "call_1",
    type: "email.delivered",
    version: "2026-01-18",
    createdAt: "2026-01-01T00:00:05.000Z",
    teamId: 1,
    data: {
      id,
      status: "DELIVERED",
      from: "a@example.com",
      to: ["b@example.com"],
      occurredAt: "2026-01-01T00:00:05.000Z",
    },
    attempt: 1,
  });
  const timestamp = "1767225605000";
  const signature = "v1=" + await sign_hmac("us-secret", `${timestamp}.${body}`, { encoding: "hex" });
  const [event] = await receive(
    new Request("https://app.test/hook", {
      method: "POST",
      body,
      headers: { "x-usesend-signature": signature, "x-usesend-timestamp": timestamp },
    }),
    { provider: "usesend", secret: "us-secret", now: () => 1767225605_000 },
  );
  expect([event!.message_id, event!.type, event!.email]).to.deep.equal([id, "email.delivered", "b@example.com"]);
});
