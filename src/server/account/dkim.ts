/**
 * DKIM signing of the mail the account API sends, with `mailauth`. The server's own key is made on
 * first use (RSA 2048, Web Crypto) unless a PEM key is configured; `record(name)` answers the DKIM
 * TXT record of that key for the domains it signs, so local delivery verifies (`auth.dkim: pass`)
 * without DNS, and `records(domains)` gives operators the records to publish.
 * @module
 */

import { createPublicKey } from "node:crypto";
// @ts-types="./mailauth_sign.d.ts"
import { dkimSign } from "mailauth/lib/dkim/sign.js";
import { to_base64 } from "../../core/base64.ts";

/**
 * The header fields signed: mailauth's defaults plus `List-Unsubscribe-Post`, which RFC 8058
 * requires a signature to cover beside `List-Unsubscribe` for one-click unsubscribe.
 */
const SIGNED_HEADERS = [
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type",
  "Content-Transfer-Encoding:Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender",
  "Resent-To:Resent-Cc:Resent-Message-ID:In-Reply-To:References:List-Id:List-Help",
  "List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive:BIMI-Selector",
].join(":");

/** One domain's DKIM record as it is published. */
export interface DkimRecord {
  domain: string;
  /** `<selector>._domainkey.<domain>` */
  name: string;
  type: "TXT";
  /** `v=DKIM1; k=…; p=…` */
  value: string;
  /** The zone-file line: the value in quoted strings of at most 255 characters, as DNS takes it. */
  zone: string;
}

/** What `record` needs to know: whether the server signs for a domain. */
export type SignsFor = (domain: string) => boolean;

export interface DkimOptions {
  /** PKCS#8 PEM private key (RSA or Ed25519); made on first use when absent. */
  private_key?: string | undefined;
  /** Selector (`s=`), default `service`. */
  selector?: string | undefined;
}

/** Signs messages and answers the TXT record of its key. */
export class Dkim {
  readonly selector: string;
  readonly configured: boolean;
  #key: Promise<{ pem: string; record: string }> | undefined;

  constructor(options: DkimOptions = {}, readonly signs_for: SignsFor = () => false) {
    this.selector = options.selector ?? "service";
    this.configured = options.private_key !== undefined;
    if (options.private_key !== undefined) {
      this.#key = Promise.resolve({ pem: options.private_key, record: record_of(options.private_key) });
    }
  }

  /** The key, made now if it was not yet. */
  #ready(): Promise<{ pem: string; record: string }> {
    return this.#key ??= make_key();
  }

  /** The message with a `DKIM-Signature` for `domain` in front; unchanged when signing fails. */
  async sign(raw: Uint8Array, domain: string, at: number): Promise<Uint8Array> {
    const { pem } = await this.#ready();
    const result = await dkimSign(raw, {
      signTime: new Date(at),
      headerList: SIGNED_HEADERS,
      signatureData: [{ signingDomain: domain, selector: this.selector, privateKey: pem }],
    });
    if (!result.signatures) return raw;
    const head = new TextEncoder().encode(result.signatures);
    const out = new Uint8Array(head.byteLength + raw.byteLength);
    out.set(head);
    out.set(raw, head.byteLength);
    return out;
  }

  /**
   * The TXT answer (as `dns.resolve` gives it: chunks of at most 255 characters) for
   * `<selector>._domainkey.<domain>` when this server signs for that domain; `undefined` otherwise.
   */
  async record(name: string, type: string): Promise<string[][] | undefined> {
    if (type !== "TXT" || this.#key === undefined) return undefined;
    const suffix = `${this.selector}._domainkey.`;
    const lower = name.toLowerCase().replace(/\.$/, "");
    if (!lower.startsWith(suffix) || !this.signs_for(lower.slice(suffix.length))) return undefined;
    const { record } = await this.#key;
    return [record.match(/.{1,255}/g)!];
  }

  /** The records to publish for `domains` (made now if the key was not yet). */
  async records(domains: string[]): Promise<DkimRecord[]> {
    const { record } = await this.#ready();
    const quoted = record.match(/.{1,255}/g)!.map((chunk) => `"${chunk}"`).join(" ");
    return [...new Set(domains.map((d) => d.toLowerCase()))].map((domain) => {
      const name = `${this.selector}._domainkey.${domain}`;
      return { domain, name, type: "TXT", value: record, zone: `${name}. TXT ${quoted}` };
    });
  }
}

async function make_key(): Promise<{ pem: string; record: string }> {
  const pair = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  const spki = new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey));
  const lines = to_base64(pkcs8).match(/.{1,64}/g)!.join("\n");
  return {
    pem: `-----BEGIN PRIVATE KEY-----\n${lines}\n-----END PRIVATE KEY-----\n`,
    record: `v=DKIM1; k=rsa; p=${to_base64(spki)}`,
  };
}

/** The DKIM TXT record of a PEM private key; throws `TypeError` for a key that is not RSA or Ed25519. */
export function record_of(pem: string): string {
  let key;
  try {
    key = createPublicKey(pem);
  } catch (error) {
    throw new TypeError(`the DKIM key is not a PEM private key: ${(error as Error).message}`);
  }
  const spki = new Uint8Array(key.export({ type: "spki", format: "der" }));
  if (key.asymmetricKeyType === "rsa") return `v=DKIM1; k=rsa; p=${to_base64(spki)}`;
  if (key.asymmetricKeyType === "ed25519") return `v=DKIM1; k=ed25519; p=${to_base64(spki.slice(-32))}`;
  throw new TypeError(`DKIM keys are RSA or Ed25519, not ${key.asymmetricKeyType}`);
}
