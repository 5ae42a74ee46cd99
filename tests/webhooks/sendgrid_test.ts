import { expect } from "chai";
import { receive } from "../../webhooks.ts";

// The signed example of sendgrid/sendgrid-python test/unit/test_eventwebhook.py.
const KEY =
  "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE83T4O/n84iotIvIW4mdBgQ/7dAfSmpqIM8kF9mN1flpVKS3GRqe62gw+2fNNRaINXvVpiglSI8eNEc6wEA3F+g==";
const SIGNATURE = "MEUCIGHQVtGj+Y3LkG9fLcxf3qfI10QysgDWmMOVmxG0u6ZUAiEAyBiXDWzM+uOe5W0JuG+luQAbPIqHh89M15TluLtEZtM=";
const TIMESTAMP = "1600112502";
const PAYLOAD = JSON.stringify([{
  email: "hello@world.com",
  event: "dropped",
  reason: "Bounced Address",
  sg_event_id: "ZHJvcC0xMDk5NDkxOS1MUnpYbF9OSFN0T0doUTRrb2ZTbV9BLTA",
  sg_message_id: "LRzXl_NHStOGhQ4kofSm_A.filterdrecv-p3mdw1-756b745b58-kmzbl-18-5F5FC76C-9.0",
  "smtp-id": "<LRzXl_NHStOGhQ4kofSm_A@ismtpd0039p1iad1.sendgrid.net>",
  timestamp: 1600112492,
}]) + "\r\n";

function request(body = PAYLOAD, signature = SIGNATURE, timestamp = TIMESTAMP): Request {
  return new Request("https://example.com/sendgrid", {
    method: "POST",
    headers: {
      "x-twilio-email-event-webhook-signature": signature,
      "x-twilio-email-event-webhook-timestamp": timestamp,
    },
    body,
  });
}

const now = () => Number(TIMESTAMP) * 1000 + 5_000;

Deno.test("sendgrid: SendGrid's own signed example verifies with its base64 DER verification key", async () => {
  const [event] = await receive(request(), { provider: "sendgrid", secret: KEY, now });
  expect([event?.type, event?.email, event?.message_id, event?.reason]).to.deep.equal([
    "email.rejected",
    "hello@world.com",
    "LRzXl_NHStOGhQ4kofSm_A",
    "Bounced Address",
  ]);
});

Deno.test("sendgrid: the example fails with another key, another body, another signature or another time", async () => {
  const other =
    "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEqTxd43gyp8IOEto2LdIfjRQrIbsd4SXZkLW6jDutdhXSJCWHw8REntlo7aNDthvj+y7GjUuFDb/R1NGe1OPzpA==";
  const bad_signature =
    "MEUCIQCtIHJeH93Y+qpYeWrySphQgpNGNr/U+UyUlBkU6n7RAwIgJTz2C+8a8xonZGi6BpSzoQsbVRamr2nlxFDWYNH3j/0=";
  const cases: [Request, string, string][] = [
    [request(), other, "invalid_signature"],
    [request(PAYLOAD.replace("hello", "hallo")), KEY, "invalid_signature"],
    [request(PAYLOAD, bad_signature), KEY, "invalid_signature"],
    [request(PAYLOAD, SIGNATURE, "1600112503"), KEY, "invalid_signature"],
  ];
  for (const [req, secret, code] of cases) {
    const error = await receive(req, { provider: "sendgrid", secret, now }).then(() => null, (e) => e);
    expect([error?.code, error?.status]).to.deep.equal([code, 401]);
  }
  const stale = await receive(request(), { provider: "sendgrid", secret: KEY, now: () => now() + 600_000 }).then(
    () => null,
    (e) => e,
  );
  expect(stale?.code).to.equal("stale_timestamp");
});
