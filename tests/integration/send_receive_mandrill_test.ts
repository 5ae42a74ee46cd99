/** Mandrill: the `_id` `send` returns is the `_id` of its events; tags and metadata come back. */

import { expect } from "chai";
import { mandrill } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { to_base64 } from "../../src/core/base64.ts";
import { hmac } from "../../src/core/crypto.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("mandrill: a sent message's _id, tags and metadata come back in its signed send event", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json([{ email: "b@example.com", status: "sent", reject_reason: null, _id: "abc123abc123" }])
  );
  const { id } = await mandrill({ api_key: "md", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    tags: ["signup"],
    metadata: { user: "42" },
  });
  const sent = (requests[0]!.json as { message: { tags: string[]; metadata: Record<string, string> } }).message;
  const events = JSON.stringify([{
    event: "send",
    _id: id,
    ts: 1767225600,
    msg: { ts: 1767225600, _id: id, state: "sent", email: "b@example.com", sender: "a@example.com", ...sent },
  }]);
  // X-Mandrill-Signature: base64 HMAC-SHA1 of the webhook URL and each POST field name and value, sorted.
  const url = "https://app.test/mandrill";
  const key = "webhook-key";
  const signature = to_base64(await hmac(key, `${url}mandrill_events${events}`, "SHA-1"));
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-mandrill-signature": signature },
    body: new URLSearchParams({ mandrill_events: events }).toString(),
  });
  const [event] = await receive(request, { provider: "mandrill", secret: key });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.sent");
  expect(event!.tags).to.deep.equal(["signup"]);
  expect(event!.metadata).to.deep.equal({ user: "42" });
});
