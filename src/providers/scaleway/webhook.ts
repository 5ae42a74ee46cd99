/**
 * Scaleway Transactional Email: webhooks go out through Scaleway Topics and Events, an
 * SNS-compatible service, so the envelope and signature are SNS's. The signing certificate
 * (`SigningCertURL`, an https URL under `.scw.cloud`) must be issued by Scaleway's CA: the trust
 * chain for the topic's region (`https://messaging.s3.fr-par.scw.cloud/<region>/sns/sns-trust-chain.pem`)
 * is fetched and cached. `email_id` is the id the send API returns for the recipient. TEM sends
 * no open or click events. Docs: scaleway.com/en/docs/transactional-email/reference-content/webhook-events-payloads,
 * scaleway.com/en/docs/topics-and-events/reference-content/veriying-webhooks.
 * @module
 */

import type { WebhookEvent, WebhookEventType } from "../../webhooks/event.ts";
import { type Json, lookup, make_event, native_name, str, to_date } from "../../webhooks/normal.ts";
import { pem_certificates } from "../../webhooks/schemes/keys.ts";
import { type Certificate, parse_certificate, signed_by } from "../../webhooks/schemes/x509.ts";
import { sns_adapter } from "../../webhooks/adapters/sns.ts";

const EVENTS: Record<string, WebhookEventType> = {
  email_queued: "email.queued",
  email_delivered: "email.delivered",
  email_deferred: "email.deferred",
  email_dropped: "email.failed",
  email_mailbox_not_found: "email.bounced",
  email_spam: "email.rejected",
  email_blocklisted: "email.rejected",
};

const chains = new WeakMap<typeof fetch, Map<string, Promise<Certificate[]>>>();

/** The trust chain URL for the topic's region (`arn:scw:sns:<region>:…`). */
export function trust_chain_url(topic_arn: unknown): string {
  const region = /^arn:scw:sns:([a-z0-9-]+):/.exec(String(topic_arn))?.[1] ?? "fr-par";
  return `https://messaging.s3.fr-par.scw.cloud/${region}/sns/sns-trust-chain.pem`;
}

function trust_chain(url: string, fetcher: typeof fetch): Promise<Certificate[]> {
  let cache = chains.get(fetcher);
  if (!cache) chains.set(fetcher, cache = new Map());
  let chain = cache.get(url);
  if (!chain) {
    chain = fetcher(url, { redirect: "error" })
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new TypeError(`trust chain answered ${response.status}`))
      )
      .then((text) => pem_certificates(text).map(parse_certificate));
    cache.set(url, chain);
    chain.catch(() => cache.delete(url));
  }
  return chain;
}

async function trusted(cert: Certificate, message: Json, fetcher: typeof fetch, now: number): Promise<boolean> {
  let chain: Certificate[];
  try {
    chain = await trust_chain(trust_chain_url(message.TopicArn), fetcher);
  } catch {
    return false;
  }
  for (const issuer of chain) {
    if (now < issuer.not_before.getTime() || now > issuer.not_after.getTime()) continue;
    if (await signed_by(cert, issuer)) return true;
  }
  return false;
}

function events(message: Json, sns: Json, provider: string): WebhookEvent[] {
  const type = lookup(EVENTS, message.type);
  const code = str(message.email_response_code);
  const text = str(message.email_response_message);
  return [make_event(provider, {
    id: str(message.id) ?? str(sns.MessageId),
    type,
    raw: message,
    message_id: str(message.email_id),
    email: str(message.email_to),
    timestamp: to_date(message.created_at),
    reason: text,
    bounce: type === "email.bounced" ? { type: "hard", code, message: text } : null,
  })];
}

function message(event: WebhookEvent): Json {
  return {
    id: event.id || crypto.randomUUID(),
    type: native_name("scaleway", EVENTS, event.type),
    organization_id: "11111111-1111-1111-1111-111111111111",
    project_id: "22222222-2222-2222-2222-222222222222",
    domain_id: "33333333-3333-3333-3333-333333333333",
    domain_name: "example.com",
    created_at: event.timestamp.toISOString(),
    email_id: event.message_id,
    email_from: "sender@example.com",
    email_to: event.email,
    email_headers: [{ key: "Subject", value: "Hello" }],
    ...(event.bounce?.code ? { email_response_code: Number(event.bounce.code) } : {}),
    ...(event.bounce?.message ?? event.reason ? { email_response_message: event.bounce?.message ?? event.reason } : {}),
  };
}

const scw = (url: URL) => url.protocol === "https:" && url.hostname.endsWith(".scw.cloud");

/** The `scaleway` adapter. */
export const scaleway = sns_adapter({
  key: "scaleway",
  scheme: "SNS-compatible signature, certificate issued by Scaleway's CA",
  policy: { cert_url: scw, trust: trusted },
  subscribe_url: scw,
  events,
  message,
  topic_arn: "arn:scw:sns:fr-par:project-22222222-2222-2222-2222-222222222222:tem-events",
  cert_url: "https://sns.mnq.fr-par.scaleway.com.scw.cloud/mock/signing-cert.pem",
});
