/** Mailtrap: the id `send` returns is the `message_id` of the first recipient's events; the tag and metadata come back. */

import { expect } from "chai";
import { mailtrap } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { sign_hmac } from "../../src/webhooks/schemes/hmac.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("mailtrap: a sent message's id, category and custom_variables come back in its delivery event", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json({ success: true, message_ids: ["1df37d17-0286-4d8b-8edf-bc4ec5be86e6"] })
  );
  const { id } = await mailtrap({ api_key: "token", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    tags: ["signup"],
    metadata: { user: "42" },
  });
  const sent = requests[0]!.json as { category: string; custom_variables: Record<string, string> };
  const body = JSON.stringify({
    events: [{
      event: "delivery",
      message_id: id,
      sending_stream: "transactional",
      email: "b@example.com",
      timestamp: 1767225600,
      event_id: "bede7236-2284-43d6-a953-1fdcafd0fdbc",
      category: sent.category,
      custom_variables: sent.custom_variables,
      sending_domain_name: "example.com",
    }],
  });
  const signature = await sign_hmac("signing-secret", body, { encoding: "hex" });
  const [event] = await receive(
    new Request("https://app.test/hook", { method: "POST", body, headers: { "mailtrap-signature": signature } }),
    { provider: "mailtrap", secret: "signing-secret" },
  );
  expect([event!.message_id, event!.type, event!.tags, event!.metadata]).to.deep.equal([
    id,
    "email.delivered",
    ["signup"],
    { user: "42" },
  ]);
});
