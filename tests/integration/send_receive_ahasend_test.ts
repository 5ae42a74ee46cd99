/** AhaSend: the Message-ID `send` returns is `data.message_id_header` of its events. */

import { expect } from "chai";
import { ahasend } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { to_base64 } from "../../src/core/base64.ts";
import { hmac } from "../../src/core/crypto.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("ahasend: a sent message's id comes back in its signed message.delivered event", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({
      object: "list",
      data: [{
        object: "message",
        id: "<407926766d2711f09b30960002cafe7c@example.com>",
        recipient: { email: "b@example.com", name: "" },
        status: "queued",
        error: null,
      }],
    }, { status: 202 })
  );
  const { id } = await ahasend({ api_key: "aha-sk", account_id: "4cdd7bdd-294e-4762-892f-83d40abf5a87", fetch })
    .send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
  const body = JSON.stringify({
    type: "message.delivered",
    webhook_id: "abe11757-2886-4b55-96f1-0e0afc95795a",
    timestamp: "2026-01-01T00:00:01.000Z",
    data: {
      account_id: "4cdd7bdd-294e-4762-892f-83d40abf5a87",
      event: "on_delivered",
      from: "a@example.com",
      recipient: "b@example.com",
      subject: "Mail sent from website",
      message_id_header: id,
      id: "407926766d2711f09b30960002cafe7c",
    },
  });
  // Standard Webhooks signed content, keyed with the literal bytes of the secret AhaSend returned.
  const secret = "whsec_literal-secret-from-ahasend";
  const timestamp = "1767225601";
  const signature = `v1,${to_base64(await hmac(secret, `evt_1.${timestamp}.${body}`))}`;
  const request = new Request("https://app.test/ahasend", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": "evt_1",
      "webhook-timestamp": timestamp,
      "webhook-signature": signature,
    },
    body,
  });
  const [event] = await receive(request, { provider: "ahasend", secret, now: () => 1767225601_000 });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.delivered");
});
