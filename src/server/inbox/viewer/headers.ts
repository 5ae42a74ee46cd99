/** Security headers of the viewer's responses. @module */

/**
 * The viewer's CSP: one script, named by its hash; no forms, no framing of the viewer. Mail HTML
 * is an `iframe srcdoc`, which inherits this policy and adds a stricter one of its own (see
 * `client.js`): so inline styles and remote images are allowed here, for the mail to opt into.
 */
export function viewer_csp(script_hash: string): string {
  return [
    "default-src 'none'",
    `script-src '${script_hash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers of the viewer page, whose one script has `script_hash` (`sha256-…`). */
export function viewer_headers(script_hash: string): Record<string, string> {
  return {
    "content-security-policy": viewer_csp(script_hash),
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "cache-control": "no-cache",
  };
}
