/** `mock_keys`: a secret (and for signature schemes a key pair) to sign mock requests with. @module */

import { to_base64 } from "../core/base64.ts";
import { is_provider_key, type ProviderKey } from "./list.ts";
import { trust_chain_url } from "./scaleway/webhook.ts";
import { to_pem } from "../webhooks/schemes/keys.ts";
import { make_certificate, rsa_key_pair } from "../webhooks/schemes/x509_make.ts";

/**
 * What `receive` and `mock_request` take to agree on a signature.
 *
 * @example
 * ```ts
 * import { mock_event, mock_keys, mock_request, receive, type MockKeys } from "@service/mail/webhooks";
 * const keys: MockKeys = await mock_keys("mailpace");
 * const request = await mock_request("mailpace", mock_event("email.delivered"), { secret: keys.signing_key });
 * const [event] = await receive(request, { provider: "mailpace", secret: keys.secret });
 * console.assert(event?.type === "email.delivered");
 * ```
 */
export interface MockKeys {
  /** What `receive` takes as `secret`: the shared secret, or the provider's public key; `undefined` for SNS. */
  secret: string | undefined;
  /** What `mock_request` takes as `secret`: the same shared secret, or the private key. */
  signing_key: string;
  /** For SNS providers (`ses`, `scaleway`): a fetch serving the mock certificates; pass it to `receive`. */
  fetch?: typeof fetch;
}

const random = (size: number) => to_base64(crypto.getRandomValues(new Uint8Array(size)));
const hex = (size: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(size)), (b) => b.toString(16).padStart(2, "0")).join("");

const SHARED: Partial<Record<ProviderKey, () => string>> = {
  service: () => `whsec_${random(24)}`,
  resend: () => `whsec_${random(24)}`,
  loops: () => `whsec_${random(24)}`,
  ahasend: () => `whsec_${random(24)}`,
  elasticemail: () => `whsec_${hex(32)}`,
  mailgun: () => `key-${hex(16)}`,
  mandrill: () => random(16),
  mailersend: () => hex(16),
  mailtrap: () => hex(32),
  usesend: () => `whsec_${hex(16)}`,
  zeptomail: () => hex(24),
  plunk: () => hex(24),
  postmark: () => `postmark:${hex(12)}`,
  brevo: () => `brevo:${hex(12)}`,
  mailjet: () => `mailjet:${hex(12)}`,
  sparkpost: () => `sparkpost:${hex(12)}`,
  smtp2go: () => `smtp2go:${hex(12)}`,
  infobip: () => `infobip:${hex(12)}`,
};

const FOREVER = { not_before: new Date("2000-01-01T00:00:00Z"), not_after: new Date("2099-12-31T00:00:00Z") };

async function exported(key: CryptoKey, format: "spki" | "pkcs8" | "raw"): Promise<string> {
  return to_base64(new Uint8Array(await crypto.subtle.exportKey(format, key)));
}

function serve(files: Record<string, string>): typeof fetch {
  return (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const text = files[url];
    return Promise.resolve(text === undefined ? new Response("not found", { status: 404 }) : new Response(text));
  };
}

/**
 * A fresh secret for `provider`: for HMAC and credential schemes the same string signs and
 * verifies; for SendGrid, MailPace and Postal a key pair; for SES and Scaleway a key pair, a
 * certificate and a `fetch` that serves it.
 *
 * @example
 * ```ts
 * import { mock_event, mock_keys, mock_request, receive } from "@service/mail/webhooks";
 * const keys = await mock_keys("sendgrid");
 * const request = await mock_request("sendgrid", [mock_event("email.opened")], { secret: keys.signing_key });
 * const [event] = await receive(request, { provider: "sendgrid", secret: keys.secret });
 * console.assert(event?.type === "email.opened");
 * ```
 */
export async function mock_keys(provider: ProviderKey): Promise<MockKeys> {
  if (!is_provider_key(provider)) throw new TypeError(`unknown provider "${String(provider)}"`);
  const shared = SHARED[provider];
  if (shared) {
    const secret = shared();
    return { secret, signing_key: secret };
  }
  switch (provider) {
    case "sendgrid": {
      const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
        "sign",
        "verify",
      ]) as CryptoKeyPair;
      return { secret: await exported(pair.publicKey, "spki"), signing_key: await exported(pair.privateKey, "pkcs8") };
    }
    case "mailpace": {
      const pair = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]) as CryptoKeyPair;
      return { secret: await exported(pair.publicKey, "raw"), signing_key: await exported(pair.privateKey, "pkcs8") };
    }
    case "postal": {
      const pair = await rsa_key_pair();
      return { secret: await exported(pair.publicKey, "spki"), signing_key: await exported(pair.privateKey, "pkcs8") };
    }
    case "ses": {
      const pair = await rsa_key_pair();
      const cert = await make_certificate({
        subject: "sns.amazonaws.com",
        subject_key: pair.publicKey,
        issuer: "sns.amazonaws.com",
        issuer_key: pair.privateKey,
        ...FOREVER,
      });
      return {
        secret: undefined,
        signing_key: await exported(pair.privateKey, "pkcs8"),
        fetch: serve({
          "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-mock.pem": to_pem("CERTIFICATE", cert),
        }),
      };
    }
    case "scaleway": {
      const [ca, leaf] = await Promise.all([rsa_key_pair(), rsa_key_pair()]);
      const ca_cert = await make_certificate({
        subject: "Mock Scaleway CA",
        subject_key: ca.publicKey,
        issuer: "Mock Scaleway CA",
        issuer_key: ca.privateKey,
        ...FOREVER,
      });
      const leaf_cert = await make_certificate({
        subject: "sns.mnq.fr-par.scw.cloud",
        subject_key: leaf.publicKey,
        issuer: "Mock Scaleway CA",
        issuer_key: ca.privateKey,
        serial: 2,
        ...FOREVER,
      });
      return {
        secret: undefined,
        signing_key: await exported(leaf.privateKey, "pkcs8"),
        fetch: serve({
          "https://sns.mnq.fr-par.scaleway.com.scw.cloud/mock/signing-cert.pem": to_pem("CERTIFICATE", leaf_cert),
          [trust_chain_url("arn:scw:sns:fr-par:")]: to_pem("CERTIFICATE", ca_cert),
        }),
      };
    }
    default:
      throw new TypeError(`${provider} sends no webhooks to sign`);
  }
}
