/**
 * SPF, DKIM and DMARC at ingest with `mailauth`'s three checks, loaded on their own: its package
 * entry also loads ARC and BIMI (an X.509 parser, an HTTP client), which ingest never runs (the
 * server's modules took 95 MB RSS with it, 83 without). DNS goes through an injectable resolver;
 * every lookup and the whole check are bounded in time, so a dead resolver gives `temperror`,
 * never a stalled SMTP transaction.
 * @module
 */

import { isIP } from "node:net";
import { promises as dns } from "node:dns";
// @ts-types="./mailauth_parts.d.ts"
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
// @ts-types="./mailauth_parts.d.ts"
import { spf } from "mailauth/lib/spf/index.js";
// @ts-types="./mailauth_parts.d.ts"
import { evaluateDmarc } from "mailauth/lib/dmarc/index.js";
import type { AuthResults } from "../../inbox/wire.ts";

/** A resolver with the signature of `dns.promises.resolve`. */
export type Resolver = (name: string, type: string) => Promise<unknown>;

/** What the SMTP session knows about the sender. */
export interface SessionInfo {
  ip?: string | undefined;
  helo?: string | undefined;
  sender?: string | undefined;
  /** When the message arrived (ms): signatures are judged as of then (their `t=` and `x=`); default now. */
  at?: number | undefined;
}

/** Checks a raw message; always answers, within the time limit. */
export type Authenticator = (raw: Uint8Array, session: SessionInfo) => Promise<AuthResults>;

export interface AuthenticatorOptions {
  /** DNS resolver; defaults to the system's, with a small cache. */
  resolver?: Resolver | undefined;
  /** Limit for one lookup and for the whole check, in ms. */
  timeout_ms: number;
  /** Reuse verdicts of unsigned mail for a minute (default true). */
  cache?: boolean;
  /** Host name this server reports as (authserv-id). */
  mta: string;
  /** Records this server answers itself (its own DKIM key); `undefined` asks the resolver. */
  local?: ((name: string, type: string) => Promise<unknown>) | undefined;
}

const NONE: AuthResults = { spf: "none", dkim: "none", dmarc: "none" };
export const TEMPERROR: AuthResults = { spf: "temperror", dkim: "temperror", dmarc: "temperror" };

/** An authenticator that never takes longer than `timeout_ms` (plus scheduling slack). */
export function create_authenticator(options: AuthenticatorOptions): Authenticator {
  const base = options.resolver ?? cached(dns.resolve as Resolver);
  const local = options.local;
  const overlaid: Resolver = local ? async (name, type) => (await local(name, type)) ?? await base(name, type) : base;
  const resolver = bounded(overlaid, options.timeout_ms);
  const asked: SpfCheck = (ip, helo, sender) =>
    spf({ ip, helo: isIP(helo) ? `[${helo}]` : helo, sender, mta: options.mta, resolver });
  const spf_of = options.cache === false ? asked : spf_reused(asked);
  const check = async (raw: Uint8Array, session: SessionInfo): Promise<AuthResults> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<AuthResults>((resolve) => {
      timer = setTimeout(() => resolve(TEMPERROR), options.timeout_ms);
    });
    const check = verify(raw, session, resolver, spf_of).then(summarise, () => TEMPERROR);
    try {
      return await Promise.race([check, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
  return options.cache === false ? check : unsigned_cache(check);
}

/**
 * Reuses the results of unsigned mail for a minute. Without a DKIM signature the verdicts depend
 * only on DNS (which has TTLs of its own), the connecting IP, HELO, envelope sender and the From
 * header, so a test suite's hundredth sign-up mail from the same app need not ask again. Signed
 * mail is always checked: its body hash is its own. Temporary errors are not kept.
 */
function unsigned_cache(check: Authenticator): Authenticator {
  const verdicts = reused<AuthResults>(60_000, final);
  return (raw, session) => {
    const head = header_block(raw);
    if (SIGNED.test(head)) return check(raw, session);
    const from = /^from:[ \t]*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? "";
    const key = JSON.stringify([
      session.ip ?? "",
      (session.helo ?? "").toLowerCase(),
      (session.sender ?? "").toLowerCase(),
      from,
    ]);
    return verdicts(key, () => check(raw, session));
  };
}

/** SPF for the connecting IP, HELO and envelope sender, as mailauth answers it. */
type SpfCheck = (ip: string, helo: string, sender: string | undefined) => ReturnType<typeof spf>;

/**
 * Reuses SPF verdicts for a minute per (IP, HELO, envelope sender): SPF reads nothing else (and
 * DNS, which has TTLs of its own), so signed mail, whose signatures are checked every time, need
 * not evaluate SPF again for each message of a run. Temporary errors are not kept.
 */
function spf_reused(check: SpfCheck): SpfCheck {
  const verdicts = reused<Awaited<ReturnType<SpfCheck>>>(
    60_000,
    (settled) => "value" in settled && !!settled.value && settled.value.status?.result !== "temperror",
  );
  return (ip, helo, sender) =>
    verdicts(JSON.stringify([ip, helo.toLowerCase(), (sender ?? "").toLowerCase()]), () => check(ip, helo, sender));
}

/** Whether settled verdicts may be given again: none of them a temporary error. */
export const final = (settled: { value: AuthResults } | { error: unknown }): boolean =>
  "value" in settled && !Object.values(settled.value).includes("temperror");

/**
 * A promise per key, given again for `ttl_ms` (at most `max` keys, the oldest dropped first). Once
 * it settles, it is dropped at once unless `keep` takes its value or its error.
 */
export function reused<T>(
  ttl_ms: number,
  keep: (settled: { value: T } | { error: unknown }) => boolean,
  max = 10_000,
): (key: string, make: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key, make) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttl_ms) return hit.value;
    const value = make();
    if (entries.size >= max) entries.delete(entries.keys().next().value!);
    entries.set(key, { at: now, value });
    value.then(
      (value) => keep({ value }) || entries.delete(key),
      (error) => keep({ error }) || entries.delete(key),
    );
    return value;
  };
}

const LATIN1 = new TextDecoder("latin1");
const SIGNED = /^dkim-signature:/im;

/** Whether a raw message carries a DKIM signature (a `DKIM-Signature` header in its head). */
export function is_signed(raw: Uint8Array): boolean {
  return SIGNED.test(header_block(raw));
}

/**
 * The header block of a raw message (at most its first 64 KB), as text: up to the first blank
 * line (`\r?\n\r?\n`), found in the bytes so that only the head is decoded.
 */
export function header_block(raw: Uint8Array): string {
  const bytes = raw.subarray(0, 64 * 1024);
  for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) {
    const next = bytes[at + 1];
    if (next === 0x0a || (next === 0x0d && bytes[at + 2] === 0x0a)) {
      return LATIN1.decode(bytes.subarray(0, at > 0 && bytes[at - 1] === 0x0d ? at - 1 : at));
    }
  }
  return LATIN1.decode(bytes);
}

/**
 * DKIM, then SPF for the connecting IP, HELO and envelope sender, then DMARC for the From domain
 * against the passing SPF domain and DKIM signatures: the order and inputs of mailauth's own
 * `authenticate`, without its ARC and BIMI steps.
 */
async function verify(raw: Uint8Array, session: SessionInfo, resolver: Resolver, spf_of: SpfCheck) {
  const at = session.at === undefined ? undefined : new Date(session.at);
  const dkim = await dkimVerify(raw, { resolver, sender: session.sender, curTime: at });
  const spf_result = await spf_of(session.ip ?? "127.0.0.1", session.helo ?? "localhost", session.sender);
  let dmarc: unknown = false;
  if (dkim.headerFrom) {
    const passed = spf_result && spf_result.status?.result === "pass" && spf_result.domain ? [spf_result.domain] : [];
    ({ response: dmarc } = await evaluateDmarc({
      headerFrom: dkim.headerFrom,
      fromFields: dkim.fromFields,
      spfDomains: passed,
      dkimDomains: (dkim.results ?? []).filter((row) => row.status?.result === "pass").map((row) => ({
        id: row.id,
        domain: row.signingDomain,
        aligned: row.status?.aligned,
        underSized: row.status?.underSized,
      })),
      resolver,
      strict: false,
    }));
  }
  return { dkim, spf: spf_result, dmarc };
}

/** An authenticator that checks nothing (`--no-auth`). */
export const skip_auth: Authenticator = () => Promise.resolve(NONE);

// deno-lint-ignore no-explicit-any
function summarise(result: any): AuthResults {
  const spf = result?.spf?.status?.result ?? "none";
  const dkim_results: { status?: { result?: string } }[] = result?.dkim?.results ?? [];
  const dkim_values = dkim_results.map((r) => r.status?.result ?? "none");
  const dkim = dkim_values.includes("pass") ? "pass" : dkim_values[0] ?? "none";
  const dmarc = result?.dmarc?.status?.result ?? "none";
  return { spf: String(spf), dkim: String(dkim), dmarc: String(dmarc) };
}

function dns_error(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** Each lookup fails with `ETIMEOUT` once `timeout_ms` passes. */
function bounded(resolver: Resolver, timeout_ms: number): Resolver {
  return (name, type) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(dns_error("ETIMEOUT", `DNS ${type} ${name} timed out`)), timeout_ms);
    });
    return Promise.race([resolver(name, type), deadline]).finally(() => clearTimeout(timer));
  };
}

/** Remembers answers and definite misses for five minutes, at most 10,000 entries. */
function cached(resolver: Resolver): Resolver {
  const answers = reused<unknown>(300_000, (settled) => {
    if ("value" in settled) return true;
    const code = (settled.error as { code?: string } | null)?.code;
    return code === "ENOTFOUND" || code === "ENODATA";
  });
  return (name, type) => answers(`${type} ${name.toLowerCase()}`, () => resolver(name, type));
}
