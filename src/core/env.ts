/**
 * Reads environment variables in any runtime: an explicit map (a Worker's bindings, tests)
 * first, then `Deno.env`, then `process.env`. Never called at import time.
 * @module
 */

/**
 * Environment values a caller passes explicitly instead of the process environment.
 *
 * @example
 * ```ts
 * import type { Env } from "@service/mail";
 * import { temp } from "@service/mail/inbox";
 * // In a Cloudflare Worker, pass its bindings instead of the process environment:
 * const env: Env = { SERVICE_INBOX_URL: "http://127.0.0.1:8025" };
 * const making = (bindings: Env) => temp({ env: bindings });
 * void making; void env;
 * ```
 */
export type Env = Record<string, string | undefined>;

interface Runtime {
  Deno?: { env?: { get(name: string): string | undefined } };
  process?: { env?: Record<string, string | undefined> };
}

/** The value of `name`, or `undefined` when unset, empty, or not readable here. */
export function read_env(name: string, env?: Env): string | undefined {
  if (env) return env[name] || undefined;
  const runtime = globalThis as Runtime;
  try {
    const value = runtime.Deno?.env?.get(name) ?? runtime.process?.env?.[name];
    return value || undefined;
  } catch {
    // Deno without --allow-env, or a sandbox without an environment.
    return undefined;
  }
}
