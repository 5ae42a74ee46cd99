/**
 * The type of `mailauth`'s DKIM signer (`lib/dkim/sign.js`), loaded on its own rather than
 * through the package entry, which also loads ARC and BIMI: only what this server reads.
 * @module
 */

/** Signs a message; `signatures` holds the DKIM-Signature header fields to put on top. */
export function dkimSign(input: Uint8Array, options: unknown): Promise<{ signatures?: string }>;
