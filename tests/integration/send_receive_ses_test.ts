/** SES: the MessageId `send` returns is the `mail.messageId` of its SNS-delivered event; EmailTags come back split. */

import { expect } from "chai";
import { ses } from "../../mod.ts";
import { mock_keys, receive } from "../../webhooks.ts";
import { sign_sns } from "../../src/webhooks/schemes/sns.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("ses: a sent message's MessageId, tags and metadata come back in its SNS Delivery event", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ MessageId: "0100018c0e48a1b2-9e0e1f2a-000000" }));
  const { id } = await ses({ access_key_id: "AKID", secret_access_key: "secret", region: "us-east-1", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    subject: "Hi",
    body: "<p>Hi</p>",
    tags: ["signup"],
    metadata: { user: "42" },
  });
  // SES puts the EmailTags of the send into `mail.tags` as name → [values], beside its own `ses:` tags.
  const sent = (requests[0]!.json as { EmailTags: { Name: string; Value: string }[] }).EmailTags;
  const tags = Object.fromEntries(sent.map((tag) => [tag.Name, [tag.Value]]));
  const message = {
    eventType: "Delivery",
    mail: {
      timestamp: "2026-01-01T00:00:00.000Z",
      source: "a@example.com",
      messageId: id,
      destination: ["b@example.com"],
      tags: { "ses:configuration-set": ["events"], "ses:from-domain": ["example.com"], ...tags },
    },
    delivery: {
      timestamp: "2026-01-01T00:00:01.000Z",
      processingTimeMillis: 546,
      recipients: ["b@example.com"],
      smtpResponse: "250 2.6.0 Message received",
    },
  };
  const keys = await mock_keys("ses");
  const envelope: Record<string, unknown> = {
    Type: "Notification",
    MessageId: "c7f3c1c2-2f8b-5c3e-9e1a-8f0d3f6b1a2c",
    TopicArn: "arn:aws:sns:us-east-1:123456789012:ses-events",
    Message: JSON.stringify(message),
    Timestamp: "2026-01-01T00:00:01.000Z",
    SignatureVersion: "1",
    SigningCertURL: "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-mock.pem",
  };
  envelope.Signature = await sign_sns(envelope, keys.signing_key, "1");
  const request = new Request("https://app.test/ses", {
    method: "POST",
    headers: { "content-type": "text/plain; charset=UTF-8", "x-amz-sns-message-type": "Notification" },
    body: JSON.stringify(envelope),
  });
  const [event] = await receive(request, {
    provider: "ses",
    fetch: keys.fetch!,
    now: () => Date.parse("2026-01-01T00:00:02Z"),
  });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.delivered");
  expect(event!.tags).to.deep.equal(["signup"]);
  expect(event!.metadata).to.deep.equal({ user: "42" });
});
