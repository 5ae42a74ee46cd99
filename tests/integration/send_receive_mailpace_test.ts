/** MailPace: the id `send` returns is the `payload.id` of its webhooks; tags come back. Signed with a real Ed25519 key. */

import { expect } from "chai";
import { mailpace } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { to_base64 } from "../../src/core/base64.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("mailpace: a sent message's id and tags come back in its delivered event", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: 12345, status: "pending" }));
  const { id } = await mailpace({ api_key: "token", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    tags: ["signup", "trial"],
  });
  const sent = requests[0]!.json as { tags: string[] };
  const body = JSON.stringify({
    event: "email.delivered",
    payload: {
      status: "delivered",
      id: 12345,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:05.000Z",
      from: "a@example.com",
      to: "b@example.com",
      subject: "Mail sent from website",
      tags: sent.tags,
    },
  });
  const keys = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]) as CryptoKeyPair;
  const signature = new Uint8Array(
    await crypto.subtle.sign("Ed25519", keys.privateKey, new TextEncoder().encode(body)),
  );
  const public_key = to_base64(new Uint8Array(await crypto.subtle.exportKey("raw", keys.publicKey)));
  const [event] = await receive(
    new Request("https://app.test/hook", {
      method: "POST",
      body,
      headers: { "x-mailpace-signature": to_base64(signature) },
    }),
    { provider: "mailpace", secret: public_key },
  );
  expect([event!.message_id, event!.type, event!.tags]).to.deep.equal([id, "email.delivered", ["signup", "trial"]]);
});
