/**
 * Security headers on every answer of the server. An answer that sets its own (the viewer page,
 * an attachment's sandbox CSP, the confirmation page) keeps them: these fill in what is missing.
 * @module
 */

/** What the API's answers carry: nothing in them may run, be framed, be sniffed or leak a referrer. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};

/** Adds each security header the answer does not set itself. */
export function add_security_headers(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

/**
 * A path as the log shows it: secrets that travel in a path (the tokens of `/v1/confirm/{token}`,
 * `/v1/unsubscribe/{token}` and the tracking links `/v1/t/…`, or any token pasted where it does
 * not belong) are cut.
 */
export function loggable_path(path: string): string {
  return path
    .replace(/^(\/v1\/(?:confirm|unsubscribe|t\/[oc])\/)[^/]+/, "$1…")
    .replace(/\b(ibx|svc|cfm|whsec|uns|trk|cat)_[A-Za-z0-9_-]+/g, "$1_…");
}
