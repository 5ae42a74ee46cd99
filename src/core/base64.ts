/** Base64 and hex for byte arrays, in every runtime (no `Buffer`). @module */

/** Standard base64 (with padding) of `bytes`. */
export function to_base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Bytes of a standard or URL-safe base64 string; throws `TypeError` when it is not base64. */
export function from_base64(text: string): Uint8Array<ArrayBuffer> {
  const normal = text.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  const padded = normal + "=".repeat((4 - (normal.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new TypeError("not base64");
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Lower-case hex of `bytes`. */
export function to_hex(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
  return out;
}
