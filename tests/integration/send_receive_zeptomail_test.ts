/** ZeptoMail: the id `send` returns is the `request_id` of its webhooks; metadata comes back from `client_reference`. */

import { expect } from "chai";
import { zeptomail } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("zeptomail: a sent message's request_id and metadata come back in its bounce event", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json({
      data: [{ code: "EM_104", message: "Email request received" }],
      message: "OK",
      request_id: "2d6f.2e1",
    }, {
      status: 201,
    })
  );
  const { id } = await zeptomail({ api_key: "token", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    metadata: { user: "42", plan: "pro" },
  });
  const sent = requests[0]!.json as { client_reference: string };
  const body = JSON.stringify({
    event_name: ["hardbounce"],
    event_message: [{
      email_info: {
        to: [{ email_address: { address: "b@example.com", name: "" } }],
        client_reference: sent.client_reference,
        subject: "Mail sent from website",
        from: { address: "a@example.com", name: "" },
      },
      event_data: [{
        object: "hardbounce",
        details: [{
          time: "2026-01-01T00:00:05.000Z",
          bounced_recipient: "b@example.com",
          reason: "mailbox not found",
        }],
      }],
      request_id: id,
    }],
    webhook_request_id: "w-1",
  });
  const [event] = await receive(
    new Request("https://app.test/hook", { method: "POST", body, headers: { authorization: "auth-key" } }),
    { provider: "zeptomail", secret: "auth-key" },
  );
  expect([event!.message_id, event!.type, event!.metadata]).to.deep.equal([
    id,
    "email.bounced",
    { user: "42", plan: "pro" },
  ]);
});
