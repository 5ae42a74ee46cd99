/** Postal: the id `send` returns is `payload.message.message_id` of its webhooks; the tag comes back. Signed with a real RSA key. */

import { expect } from "chai";
import { postal } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { to_base64 } from "../../src/core/base64.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("postal: a sent message's message_id and tag come back in its MessageSent event", async () => {
  const message_id = "b7f7b9a2-6c1e-4c43-9a1f-3c2d1e0f9a8b@rp.postal.example.com";
  const { fetch, requests } = fake_fetch(() =>
    Response.json({
      status: "success",
      time: 0.05,
      flags: {},
      data: { message_id, messages: { "b@example.com": { id: 42, token: "VJzsFA0S" } } },
    })
  );
  const { id } = await postal({ api_key: "key", url: "https://postal.example.com", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
    tags: ["signup"],
  });
  const sent = requests[0]!.json as { tag: string };
  const body = JSON.stringify({
    event: "MessageSent",
    timestamp: 1767225605.1,
    uuid: "2b3c",
    payload: {
      message: {
        id: 42,
        token: "VJzsFA0S",
        direction: "outgoing",
        message_id: id,
        to: "b@example.com",
        from: "a@example.com",
        subject: "Mail sent from website",
        timestamp: 1767225600.2,
        spam_status: "NotChecked",
        tag: sent.tag,
      },
      status: "Sent",
      details: "Message for b@example.com accepted",
      output: "250 OK",
      sent_with_ssl: true,
      timestamp: 1767225605.1,
      time: 0.2,
    },
  });
  const keys = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  ) as CryptoKeyPair;
  const signature = new Uint8Array(
    await crypto.subtle.sign("RSASSA-PKCS1-v1_5", keys.privateKey, new TextEncoder().encode(body)),
  );
  const public_key = to_base64(new Uint8Array(await crypto.subtle.exportKey("spki", keys.publicKey)));
  const [event] = await receive(
    new Request("https://app.test/hook", {
      method: "POST",
      body,
      headers: { "x-postal-signature-256": to_base64(signature) },
    }),
    { provider: "postal", secret: public_key },
  );
  expect([event!.message_id, event!.type, event!.tags]).to.deep.equal([id, "email.delivered", ["signup"]]);
});
