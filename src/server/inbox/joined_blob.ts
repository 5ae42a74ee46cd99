/**
 * A faster `Blob` for the server process. `postal-mime` joins every decoded line with
 * `new Blob([line, "\n", line, …])`; Deno copies each part through a separate runtime call, which
 * made MIME parsing cost ~0.85 ms for a 5 KB message. Joining byte and string parts into one
 * buffer before the native constructor gives the same Blob (same bytes, same type) about 3.7×
 * faster. Installed by the server's `main.ts` only, never by library code.
 * @module
 */

const encoder = new TextEncoder();

function view_of(part: BlobPart): Uint8Array | string | null {
  if (typeof part === "string" || part instanceof Uint8Array) return part;
  if (part instanceof ArrayBuffer) return new Uint8Array(part);
  if (ArrayBuffer.isView(part)) return new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
  return null;
}

/**
 * The parts' bytes in one buffer, strings encoded in place: postal-mime hands over one part per
 * line, so a separate `encode` (and buffer) for each would cost more than the copy.
 */
function join(parts: (Uint8Array | string)[]): Uint8Array<ArrayBuffer> {
  let bound = 0;
  for (const part of parts) bound += typeof part === "string" ? part.length * 3 : part.byteLength;
  const joined = new Uint8Array(bound);
  let at = 0;
  for (const part of parts) {
    if (typeof part !== "string") {
      joined.set(part, at);
      at += part.byteLength;
    } else if (part === "\n") joined[at++] = 0x0a;
    else at += encoder.encodeInto(part, joined.subarray(at)).written;
  }
  return joined.subarray(0, at);
}

/** Replaces the global `Blob` with a subclass that joins byte and string parts up front (once). */
export function install_joined_blob(): void {
  const Native = globalThis.Blob;
  if ((Native as { joined?: boolean }).joined) return;
  class JoinedBlob extends Native {
    static joined = true;
    constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
      if (parts && parts.length > 1) {
        const list = Array.from(parts, view_of);
        if (list.every((part) => part !== null)) parts = [join(list as (Uint8Array | string)[])];
      }
      super(parts, options);
    }
  }
  globalThis.Blob = JoinedBlob;
}
