import { expect } from "chai";
import { sign_sns, sns_string_to_sign } from "../../src/webhooks/schemes/sns.ts";
import { mock_event, mock_keys, mock_request, receive } from "../../webhooks.ts";

const NOW = Date.parse("2026-01-01T00:00:00.000Z");

async function signed(fields: Record<string, unknown>, key: string, version: "1" | "2"): Promise<Request> {
  const message: Record<string, unknown> = { SignatureVersion: version, ...fields };
  message.Signature = await sign_sns(message, key, version);
  return new Request("https://example.com/ses", { method: "POST", body: JSON.stringify(message) });
}

Deno.test("sns: the canonical string follows AWS's key order and skips a missing Subject", () => {
  const message = {
    Type: "Notification",
    MessageId: "m1",
    TopicArn: "arn:t",
    Message: "hi",
    Timestamp: "2026-01-01T00:00:00Z",
  };
  expect(sns_string_to_sign(message)).to.equal(
    "Message\nhi\nMessageId\nm1\nTimestamp\n2026-01-01T00:00:00Z\nTopicArn\narn:t\nType\nNotification\n",
  );
  expect(sns_string_to_sign({ ...message, Subject: "s" })).to.contain("MessageId\nm1\nSubject\ns\nTimestamp");
});

Deno.test("ses: signature versions 1 (SHA1withRSA) and 2 (SHA256withRSA) both verify", async () => {
  const keys = await mock_keys("ses");
  for (const version of ["1", "2"] as const) {
    const request = await signed(
      {
        Type: "Notification",
        MessageId: `m${version}`,
        TopicArn: "arn:aws:sns:us-east-1:123456789012:ses-events",
        Message: JSON.stringify({
          eventType: "Delivery",
          mail: { messageId: "ses-1", destination: ["a@b.c"] },
          delivery: { recipients: ["a@b.c"] },
        }),
        Timestamp: "2026-01-01T00:00:00.000Z",
        SigningCertURL: "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-mock.pem",
      },
      keys.signing_key,
      version,
    );
    const [event] = await receive(request, { provider: "ses", fetch: keys.fetch!, now: () => NOW });
    expect([event?.type, event?.message_id, event?.email], version).to.deep.equal([
      "email.delivered",
      "ses-1",
      "a@b.c",
    ]);
  }
});

Deno.test("ses: certificates are fetched only from https://sns.<region>.amazonaws.com and only once", async () => {
  const keys = await mock_keys("ses");
  let fetched = 0;
  const counting: typeof fetch = (input, init) => {
    fetched++;
    return keys.fetch!(input, init);
  };
  for (let i = 0; i < 3; i++) {
    const request = await mock_request("ses", mock_event("email.delivered"), { secret: keys.signing_key, now: NOW });
    await receive(request, { provider: "ses", fetch: counting, now: () => NOW });
  }
  expect(fetched).to.equal(1);
  for (
    const url of [
      "http://sns.us-east-1.amazonaws.com/x.pem",
      "https://sns.us-east-1.amazonaws.com.evil.com/x.pem",
      "https://evil.com/x.pem",
    ]
  ) {
    const request = await signed(
      {
        Type: "Notification",
        MessageId: "m",
        TopicArn: "arn:t",
        Message: "{}",
        Timestamp: "2026-01-01T00:00:00Z",
        SigningCertURL: url,
      },
      keys.signing_key,
      "1",
    );
    const error = await receive(request, { provider: "ses", fetch: keys.fetch!, now: () => NOW }).then(
      () => null,
      (e) => e,
    );
    expect([error?.code, error?.status], url).to.deep.equal(["invalid_signature", 401]);
  }
});

Deno.test("ses: a SubscriptionConfirmation is verified, then confirmed by visiting its SubscribeURL", async () => {
  const keys = await mock_keys("ses");
  const visited: string[] = [];
  const fetcher: typeof fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("ConfirmSubscription")) {
      visited.push(url);
      return Promise.resolve(new Response("<ConfirmSubscriptionResponse/>"));
    }
    return keys.fetch!(input, init);
  };
  const subscribe =
    "https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=arn:aws:sns:us-east-1:1:t&Token=abc";
  const request = await signed(
    {
      Type: "SubscriptionConfirmation",
      MessageId: "m",
      Token: "abc",
      TopicArn: "arn:aws:sns:us-east-1:1:t",
      Message: "You have chosen to subscribe",
      SubscribeURL: subscribe,
      Timestamp: "2026-01-01T00:00:00Z",
      SigningCertURL: "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-mock.pem",
    },
    keys.signing_key,
    "1",
  );
  expect(await receive(request, { provider: "ses", fetch: fetcher, now: () => NOW })).to.deep.equal([]);
  expect(visited).to.deep.equal([subscribe]);
});

Deno.test("scaleway: a certificate not issued by Scaleway's CA is refused", async () => {
  const keys = await mock_keys("scaleway");
  const stranger = await mock_keys("scaleway");
  const request = await mock_request("scaleway", mock_event("email.delivered"), { secret: keys.signing_key, now: NOW });
  const [event] = await receive(request.clone(), { provider: "scaleway", fetch: keys.fetch!, now: () => NOW });
  expect(event?.type).to.equal("email.delivered");
  // The stranger's fetch serves its own CA: the leaf signed by the first CA must not verify there.
  const leaf_only: typeof fetch = (input, init) =>
    String(input).includes("trust-chain") ? stranger.fetch!(input, init) : keys.fetch!(input, init);
  const error = await receive(request, { provider: "scaleway", fetch: leaf_only, now: () => NOW }).then(
    () => null,
    (e) => e,
  );
  expect([error?.code, error?.detail]).to.deep.equal([
    "invalid_signature",
    "signing certificate is not issued by a trusted authority",
  ]);
});
