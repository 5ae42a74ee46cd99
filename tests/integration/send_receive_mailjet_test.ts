/** Mailjet: the MessageID `send` returns is the `MessageID` of its events; the tag and metadata come back. */

import { expect } from "chai";
import { mailjet } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("mailjet: a sent message's MessageID, CustomCampaign and EventPayload come back in its sent event", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json({
      Messages: [{
        Status: "success",
        To: [{ Email: "b@example.com", MessageUUID: "1ab23cd4", MessageID: 456, MessageHref: "" }],
      }],
    })
  );
  const { id } = await mailjet({ api_key: "key", api_secret: "secret", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    tags: ["signup"],
    metadata: { user: "42" },
  });
  const sent = (requests[0]!.json as { Messages: Record<string, string>[] }).Messages[0]!;
  // Event API v1: one event object, Basic auth credentials on the webhook URL.
  const body = JSON.stringify({
    event: "sent",
    time: 1767225600,
    MessageID: 456,
    Message_GUID: "1ab23cd4",
    email: "b@example.com",
    mj_campaign_id: 7257,
    mj_contact_id: 4,
    customcampaign: sent.CustomCampaign,
    mj_message_id: "456",
    smtp_reply: "sent (250 2.0.0 OK)",
    CustomID: "",
    Payload: sent.EventPayload,
  });
  const request = new Request("https://app.test/mailjet", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Basic ${btoa("hook:pass")}` },
    body,
  });
  const [event] = await receive(request, { provider: "mailjet", secret: "hook:pass" });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.delivered");
  expect(event!.tags).to.deep.equal(["signup"]);
  expect(event!.metadata).to.deep.equal({ user: "42" });
});
