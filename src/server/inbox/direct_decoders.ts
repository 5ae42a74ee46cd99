/**
 * postal-mime's body decoders, made to hand their bytes over directly. Each decoder collects the
 * decoded lines of a part, then joins them through `new Blob(lines).arrayBuffer()`. In Deno each
 * Blob part is a runtime call that copies it and draws a random id, and reading the Blob back is
 * an asynchronous call of its own: for a 5 KB message that was a third of the parse. Here a
 * decoder's `finalize` flushes what the decoder still holds, as its own does, and joins the lines
 * into one buffer in JavaScript: the same bytes, with no Blob. Installed by the server (and its
 * reader workers) only; library code parses with postal-mime as it comes.
 * @module
 */

import PostalMime from "postal-mime";

type Chunk = Uint8Array | ArrayBuffer | string;
interface Decoder {
  chunks: Chunk[];
  flushBuffer?: () => void;
  flushRemainder?: () => void;
  finalize(): Promise<ArrayBuffer>;
}
interface MimeNode {
  contentDecoder: Decoder | null;
  setupContentDecoder(encoding: string): void;
}

const encoder = new TextEncoder();
const NEWLINE = new Uint8Array([0x0a]);

/** The chunks' bytes in one buffer of exactly their length; strings as UTF-8. */
export function join_chunks(chunks: readonly Chunk[]): ArrayBuffer {
  const parts: Uint8Array[] = [];
  let length = 0;
  for (const chunk of chunks) {
    const bytes = typeof chunk !== "string"
      ? chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk)
      : chunk === "\n"
      ? NEWLINE
      : encoder.encode(chunk);
    parts.push(bytes);
    length += bytes.byteLength;
  }
  const joined = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    if (part === NEWLINE) joined[at++] = 0x0a;
    else {
      joined.set(part, at);
      at += part.byteLength;
    }
  }
  return joined.buffer;
}

function finalize(this: Decoder): Promise<ArrayBuffer> {
  // What each decoder's own finalize does before it makes its Blob.
  this.flushBuffer?.();
  this.flushRemainder?.();
  return Promise.resolve(join_chunks(this.chunks));
}

let uninstall: (() => void) | null = null;

/**
 * Patches postal-mime's decoders, once; answers how to undo it (for tests). A decoder whose
 * shape is not the one known (its lines in `chunks`) keeps its own `finalize`.
 */
export function install_direct_decoders(): () => void {
  if (uninstall) return uninstall;
  const proto = Object.getPrototypeOf((new PostalMime() as unknown as { root: MimeNode }).root) as MimeNode;
  const setup = proto.setupContentDecoder;
  proto.setupContentDecoder = function (this: MimeNode, encoding: string) {
    setup.call(this, encoding);
    const decoder = this.contentDecoder;
    if (decoder && Array.isArray(decoder.chunks) && typeof decoder.finalize === "function") {
      decoder.finalize = finalize;
    }
  };
  return uninstall = () => {
    proto.setupContentDecoder = setup;
    uninstall = null;
  };
}
