/**
 * Scaleway: the id `send` returns (the first recipient's email) is the `email_id` of its events.
 * The SNS signature is covered by the webhook tests; here the notification is taken unverified.
 */

import { expect } from "chai";
import { scaleway } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("scaleway: the email id send returns is the email_id of its delivered event", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({ emails: [{ id: "6b1a4c2e-5d3f-4e8a-9b7c-0d1e2f3a4b5c", rcpt_to: "b@example.com", status: "new" }] })
  );
  const { id } = await scaleway({ secret_key: "s", project_id: "p", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hello there",
  });
  const message = {
    id: "ev-1",
    type: "email_delivered",
    project_id: "p",
    domain_name: "example.com",
    created_at: "2026-01-01T00:00:05Z",
    email_id: id,
    email_from: "a@example.com",
    email_to: "b@example.com",
    email_headers: [{ key: "Subject", value: "Mail sent from website" }],
  };
  const body = JSON.stringify({
    Type: "Notification",
    MessageId: "sns-1",
    TopicArn: "arn:scw:sns:fr-par:project-p:tem-events",
    Message: JSON.stringify(message),
    Timestamp: "2026-01-01T00:00:05.000Z",
    SignatureVersion: "2",
  });
  const [event] = await receive(new Request("https://app.test/hook", { method: "POST", body }), {
    provider: "scaleway",
    verify: false,
  });
  expect([event!.message_id, event!.type, event!.email]).to.deep.equal([id, "email.delivered", "b@example.com"]);
});
