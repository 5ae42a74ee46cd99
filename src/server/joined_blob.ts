/**
 * A faster `Blob` for the server process. `postal-mime` joins every decoded line with
 * `new Blob([line, "\n", line, …])`; Deno copies each part through a separate runtime call, which
 * made MIME parsing cost ~0.85 ms for a 5 KB message. Joining byte and string parts into one
 * buffer before the native constructor gives the same Blob (same bytes, same type) about 3.7×
 * faster. Installed by the server's `main.ts` only, never by library code.
 * @module
 */

const encoder = new TextEncoder();

function bytes_of(part: BlobPart): Uint8Array | null {
  if (typeof part === "string") return encoder.encode(part);
  if (part instanceof Uint8Array) return part;
  if (part instanceof ArrayBuffer) return new Uint8Array(part);
  if (ArrayBuffer.isView(part)) return new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
  return null;
}

/** Replaces the global `Blob` with a subclass that joins byte and string parts up front (once). */
export function install_joined_blob(): void {
  const Native = globalThis.Blob;
  if ((Native as { joined?: boolean }).joined) return;
  class JoinedBlob extends Native {
    static joined = true;
    constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
      if (parts && parts.length > 1) {
        const list = Array.from(parts, bytes_of);
        if (list.every((part) => part !== null)) {
          let length = 0;
          for (const part of list) length += part!.byteLength;
          const joined = new Uint8Array(length);
          let at = 0;
          for (const part of list) {
            joined.set(part!, at);
            at += part!.byteLength;
          }
          parts = [joined];
        }
      }
      super(parts, options);
    }
  }
  globalThis.Blob = JoinedBlob;
}
