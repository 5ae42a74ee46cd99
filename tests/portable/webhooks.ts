/**
 * Webhook verification with the runtime's own `crypto.subtle`: a Standard Webhooks signature made
 * here by hand, then every provider's scheme (HMAC, ECDSA, Ed25519, RSA, SNS certificates) round
 * trip through `mock_request` → `receive`.
 */

import { expect } from "chai";
import type { Suite } from "./harness.ts";
import type { ProviderKey, WebhookEventType } from "../../webhooks.ts";

const NOW = Date.parse("2026-01-01T00:00:00.000Z");
const KEY = new Uint8Array(Array.from({ length: 24 }, (_, i) => i + 1));
const SECRET = `whsec_${btoa(String.fromCharCode(...KEY))}`;

/** A Standard Webhooks signature: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`. */
async function sign(id: string, seconds: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", KEY, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${seconds}.${body}`));
  return `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;
}

const RECEIVED = JSON.stringify({
  type: "email.received",
  created_at: "2026-01-01T00:00:00.000Z",
  data: {
    id: "msg_8f2k",
    cursor: "1",
    from: "alice@example.com",
    name: "Alice",
    to: ["bob+signup@inbox.localhost"],
    tag: "signup",
    subject: "Your code",
    text: "Your code is 123456",
    html: null,
    headers: {},
    auth: { spf: "pass", dkim: "pass", dmarc: "pass" },
    attachments: [],
    code: "123456",
    codes: ["123456"],
    link: null,
    links: [],
    received: "2026-01-01T00:00:00.000Z",
    size: 321,
  },
});

async function signed_request(body: string, signed_body = body, seconds = NOW / 1000): Promise<Request> {
  return new Request("https://example.com/webhooks/mail", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": "msg_svc_1",
      "webhook-timestamp": String(seconds),
      "webhook-signature": await sign("msg_svc_1", seconds, signed_body),
    },
    body,
  });
}

/** The first of these a provider sends is used for its round trip. */
const TYPES: WebhookEventType[] = ["email.delivered", "email.bounced", "email.opened", "email.sent", "email.received"];

export const webhooks: Suite = ({ webhooks: hooks }) => {
  const { receive, mock_event, mock_keys, mock_request, ADAPTERS, ServiceError } = hooks;
  const reject = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e) => e);
    expect(ServiceError.is(error), String(error)).to.equal(true);
    return error as InstanceType<typeof ServiceError>;
  };
  const providers = (Object.keys(ADAPTERS) as ProviderKey[]).filter((key) => key !== "cloudflare");
  return [
    {
      name: "a Standard Webhooks request signed here verifies and becomes one email.received event",
      async fn() {
        const events = await receive(await signed_request(RECEIVED), {
          provider: "service",
          secret: SECRET,
          now: () => NOW,
        });
        expect(events).to.have.length(1);
        const [event] = events;
        expect(event).to.deep.include({ id: "msg_svc_1", type: "email.received", provider: "service" });
        expect((event!.data as { code: string }).code).to.equal("123456");
      },
    },
    {
      name: "a tampered body is refused with invalid_signature (401)",
      async fn() {
        const request = await signed_request(RECEIVED.replace("123456", "654321"), RECEIVED);
        const error = await reject(receive(request, { provider: "service", secret: SECRET, now: () => NOW }));
        expect([error.code, error.status]).to.deep.equal(["invalid_signature", 401]);
      },
    },
    {
      name: "a signature older than the tolerance is refused with stale_timestamp",
      async fn() {
        const request = await signed_request(RECEIVED, RECEIVED, NOW / 1000 - 600);
        const error = await reject(receive(request, { provider: "service", secret: SECRET, now: () => NOW }));
        expect(error.code).to.equal("stale_timestamp");
      },
    },
    {
      name: "no secret at all is an error unless verify: false",
      async fn() {
        const error = await reject(receive(await signed_request(RECEIVED), { provider: "service", env: {} }));
        expect(error.code).to.equal("missing_secret");
        const events = await receive(await signed_request(RECEIVED), { provider: "service", verify: false });
        expect(events[0]?.type).to.equal("email.received");
      },
    },
    ...providers.map((provider) => ({
      name: `${provider}: mock_request → receive verifies (${
        ADAPTERS[provider].scheme ?? "signature"
      }), a wrong key is refused`,
      async fn() {
        const keys = await mock_keys(provider);
        const other = await mock_keys(provider);
        let request: Request | undefined;
        let event = mock_event("email.delivered");
        for (const type of TYPES) {
          event = mock_event(type, { id: "evt_1", timestamp: new Date(NOW - 60_000) });
          request = await mock_request(provider, [event], { secret: keys.signing_key, now: NOW }).catch((error) => {
            if (error instanceof TypeError && /sends no/.test(error.message)) return undefined;
            throw error;
          });
          if (request) break;
        }
        if (!request) throw new Error(`${provider} mocks none of ${TYPES.join(", ")}`);
        const options = (k: typeof keys) => ({
          provider,
          now: () => NOW,
          ...(k.secret ? { secret: k.secret } : {}),
          ...(k.fetch ? { fetch: k.fetch } : {}),
        });
        const [got] = await receive(request.clone(), options(keys));
        expect([got?.type, got?.email, got?.provider]).to.deep.equal([event.type, event.email, provider]);
        const error = await reject(receive(request, options(other)));
        expect(error.code).to.equal("invalid_signature");
      },
    })),
  ];
};
