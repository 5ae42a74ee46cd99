/** MailerSend: the X-Message-Id `send` returns is `data.email.message.id` of its events; tags come back. */

import { expect } from "chai";
import { mailersend } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { to_hex } from "../../src/core/base64.ts";
import { hmac } from "../../src/core/crypto.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("mailersend: a sent message's id and tags come back in its signed activity.delivered event", async () => {
  const { fetch, requests } = fake_fetch(() =>
    new Response(null, { status: 202, headers: { "X-Message-Id": "5e42957d51f1d94a1070a733" } })
  );
  const { id } = await mailersend({ api_key: "mlsn", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    tags: ["signup"],
  });
  const body = JSON.stringify({
    type: "activity.delivered",
    domain_id: "yv69oxl5kl785kw2",
    created_at: "2026-01-01T00:00:00.000000Z",
    webhook_id: "2351ndgwr4zqx8ko",
    url: "https://app.test/mailersend",
    data: {
      object: "activity",
      id: "5fc0d006b42c3e16e1774882",
      type: "delivered",
      created_at: "2026-01-01T00:00:00.000000Z",
      email: {
        object: "email",
        id: "5fc0d003e7a5e7035446aa32",
        from: "a@example.com",
        subject: "Mail sent from website",
        status: "delivered",
        tags: (requests[0]!.json as { tags: string[] }).tags,
        message: { object: "message", id },
        recipient: { object: "recipient", email: "b@example.com" },
      },
      morph: null,
    },
  });
  // Signature: lowercase hex HMAC-SHA256 of the raw body with the webhook's signing secret.
  const signature = to_hex(await hmac("signing-secret", body));
  const request = new Request("https://app.test/mailersend", {
    method: "POST",
    headers: { "content-type": "application/json", signature },
    body,
  });
  const [event] = await receive(request, { provider: "mailersend", secret: "signing-secret" });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.delivered");
  expect(event!.tags).to.deep.equal(["signup"]);
});
