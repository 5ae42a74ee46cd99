/** `serve`'s SMTP login and TLS flags, read into server options. @module */

import { parse_smtp_auth, type SmtpAuth } from "./inbox/smtp_auth.ts";
import { read_certificate, type TlsCertificate } from "./tls.ts";

/** The flags as `parseArgs` hands them over. */
export interface SmtpFlags {
  "smtp-auth"?: string | undefined;
  "smtps-port"?: string | undefined;
  "tls-cert"?: string | undefined;
  "tls-key"?: string | undefined;
  "tls-self-signed"?: boolean | undefined;
}

/** What they decide. */
export interface SmtpConfig {
  smtp_auth: SmtpAuth;
  tls: TlsCertificate | "self-signed" | null;
  smtps_port: number | null;
}

/**
 * Reads `--smtp-auth` (`SERVICE_SMTP_AUTH`), `--tls-cert`/`--tls-key` (`SERVICE_TLS_CERT`,
 * `SERVICE_TLS_KEY`), `--tls-self-signed` (`SERVICE_TLS_SELF_SIGNED=1`) and `--smtps-port`
 * (`SERVICE_SMTPS_PORT`); throws `TypeError` on a bad or incomplete combination. Without
 * `--smtp-auth`, `default_auth` holds: `"off"`, or `"any"` where any login should be taken (a
 * catch-all mail catcher).
 */
export async function read_smtp_config(
  flags: SmtpFlags,
  env: (name: string) => string | undefined,
  port: (name: string, text: string | undefined) => number | undefined,
  default_auth: "off" | "any" = "off",
): Promise<SmtpConfig> {
  const auth_text = flags["smtp-auth"] ?? env("SERVICE_SMTP_AUTH");
  const cert_file = flags["tls-cert"] ?? env("SERVICE_TLS_CERT");
  const key_file = flags["tls-key"] ?? env("SERVICE_TLS_KEY");
  const self_signed = flags["tls-self-signed"] ?? truthy(env("SERVICE_TLS_SELF_SIGNED"));
  if ((cert_file === undefined) !== (key_file === undefined)) {
    throw new TypeError("--tls-cert and --tls-key go together");
  }
  if (cert_file !== undefined && self_signed) {
    throw new TypeError("--tls-self-signed makes a certificate; it cannot go with --tls-cert");
  }
  const smtps_port = port("--smtps-port", flags["smtps-port"] ?? env("SERVICE_SMTPS_PORT")) ?? null;
  const tls = cert_file !== undefined
    ? await read_certificate(cert_file, key_file!)
    : self_signed
    ? "self-signed"
    : null;
  if (smtps_port !== null && tls === null) {
    throw new TypeError("--smtps-port needs a certificate: --tls-cert and --tls-key, or --tls-self-signed");
  }
  return { smtp_auth: auth_text === undefined ? default_auth : parse_smtp_auth(auth_text), tls, smtps_port };
}

function truthy(text: string | undefined): boolean {
  return text !== undefined && /^(1|true|yes|on)$/i.test(text);
}
