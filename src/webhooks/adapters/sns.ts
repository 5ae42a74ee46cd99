/** An adapter for providers that deliver through SNS-style topics (Amazon SES, Scaleway TEM). @module */

import type { WebhookAdapter, WebhookInput } from "../adapter.ts";
import type { WebhookEvent } from "../event.ts";
import { invalid_payload } from "../errors.ts";
import { type Json, obj, parse_json, str } from "../normal.ts";
import { sign_sns, type SnsPolicy, verify_sns } from "../schemes/sns.ts";
import { single } from "./standard.ts";

/** What differs between SNS-delivering providers. */
export interface SnsSpec {
  key: string;
  scheme: string;
  policy: SnsPolicy;
  /** Whether a `SubscribeURL` may be visited to confirm a subscription. */
  subscribe_url(url: URL): boolean;
  /** The events in one notification's parsed `Message`. */
  events(message: Json, envelope: Json, provider: string): WebhookEvent[];
  /** The `Message` object a provider would publish for `event`. */
  message(event: WebhookEvent): Json;
  /** Envelope fields for mocks. */
  topic_arn: string;
  cert_url: string;
}

function envelope(input: WebhookInput): Json {
  return obj(parse_json(input.provider, input.body));
}

/** Builds the adapter. */
export function sns_adapter(spec: SnsSpec): WebhookAdapter {
  return {
    key: spec.key,
    scheme: spec.scheme,
    secret: "none",
    detect: (headers, body) =>
      headers.has("x-amz-sns-message-type") && (spec.key === "ses" ? !/arn:scw:/.test(body) : /arn:scw:/.test(body)),
    verify: (input) => verify_sns(input.provider, envelope(input), input, spec.policy),
    async parse(input) {
      const sns = envelope(input);
      if (sns.Type === "SubscriptionConfirmation") {
        await confirm(input, sns, spec);
        return [];
      }
      if (sns.Type === "UnsubscribeConfirmation") return [];
      if (sns.Type !== "Notification") {
        throw invalid_payload(input.provider, `unknown SNS message type ${String(sns.Type)}`);
      }
      let message: Json;
      try {
        message = obj(JSON.parse(String(sns.Message)));
      } catch (error) {
        throw invalid_payload(input.provider, "SNS Message is not JSON", error);
      }
      return spec.events(message, sns, input.provider);
    },
    async mock(events, input) {
      const event = single(spec.key, events);
      const sns: Json = {
        Type: "Notification",
        MessageId: event.id || crypto.randomUUID(),
        TopicArn: spec.topic_arn,
        Message: JSON.stringify(spec.message(event)),
        Timestamp: new Date(input.now).toISOString(),
        SignatureVersion: "1",
        SigningCertURL: spec.cert_url,
        UnsubscribeURL: `${new URL(spec.cert_url).origin}/?Action=Unsubscribe&SubscriptionArn=${spec.topic_arn}:0`,
      };
      sns.Signature = await sign_sns(sns, input.secret, "1");
      return {
        body: JSON.stringify(sns),
        headers: {
          "content-type": "text/plain; charset=UTF-8",
          "x-amz-sns-message-type": "Notification",
          "x-amz-sns-message-id": String(sns.MessageId),
          "x-amz-sns-topic-arn": spec.topic_arn,
        },
      };
    },
  };
}

async function confirm(input: WebhookInput, sns: Json, spec: SnsSpec): Promise<void> {
  let url: URL;
  try {
    url = new URL(String(sns.SubscribeURL));
  } catch {
    throw invalid_payload(input.provider, "SubscribeURL is not a URL");
  }
  if (!spec.subscribe_url(url)) {
    throw invalid_payload(input.provider, `refusing to visit SubscribeURL on ${url.origin}`);
  }
  const response = await input.fetch(url.href, { redirect: "error" });
  await response.body?.cancel();
  if (!response.ok) {
    throw invalid_payload(
      input.provider,
      `confirming subscription ${str(sns.TopicArn) ?? ""} answered ${response.status}`,
    );
  }
}
