/**
 * `DATA` as it arrives: dot-stuffing undone and the end found at CR LF . CR LF (RFC 5321
 * 4.5.2), however the bytes are split across reads. Lines end at CR LF only: a dot after a bare
 * line feed is data, kept as it is, and can neither end the message nor be taken for stuffing
 * (the form SMTP smuggling uses). Nothing is kept past the size limit.
 * @module
 */

import { concat_bytes } from "../../core/bytes.ts";

const LF = 0x0a;
const CR = 0x0d;
const DOT = 0x2e;

/** One message's data. */
export class DataReader {
  /** Bytes of a line start too short to tell ".\r\n" from a stuffed dot, held for the next read. */
  #carry: Uint8Array | null = null;
  #pieces: Uint8Array[] = [];
  #seen = 0;
  #overflowed = false;
  /** The next byte starts a line (comes after CR LF). DATA's own CR LF counts: "." at once is an empty message. */
  #line_start = true;
  /** The last byte read. */
  #last = LF;

  /**
   * `max_bytes` (0 for none) bounds what is kept; once the data runs past twice that,
   * `overflow` is called once, with the bytes seen.
   */
  constructor(readonly max_bytes: number, readonly overflow: (seen: number) => void) {}

  /** The message's bytes so far, the closing dot and stuffing left out. */
  get seen(): number {
    return this.#seen;
  }

  /** The whole message, in one array that owns its memory; `null` when it ran past the limit. */
  message(): Uint8Array | null {
    if (this.max_bytes > 0 && this.#seen > this.max_bytes) return null;
    const out = concat_bytes(this.#pieces);
    this.#pieces = [];
    return out;
  }

  /** Reads `chunk`; answers what came after the closing dot once it came, or `null` while the data goes on. */
  read(chunk: Uint8Array): Uint8Array | null {
    const input = this.#carry ? concat_bytes([this.#carry, chunk]) : chunk;
    this.#carry = null;
    const length = input.byteLength;
    let from = 0; // the start of the piece not yet kept
    let at = 0; // where the scan stands
    let line_start = this.#line_start;
    for (;;) {
      if (line_start) {
        if (at >= length) break;
        if (input[at] === DOT) {
          if (at + 2 >= length) {
            this.#keep(input.subarray(from, at));
            this.#carry = input.slice(at);
            this.#line_start = true;
            return null;
          }
          this.#keep(input.subarray(from, at));
          if (input[at + 1] === CR && input[at + 2] === LF) return input.subarray(at + 3);
          from = at + 1; // the stuffed dot is dropped
        }
        line_start = false;
      }
      const lf = input.indexOf(LF, at);
      if (lf === -1) break;
      line_start = lf > 0 ? input[lf - 1] === CR : this.#last === CR;
      at = lf + 1;
    }
    this.#keep(input.subarray(from, length));
    if (length > 0) this.#last = input[length - 1]!;
    this.#line_start = line_start;
    return null;
  }

  #keep(piece: Uint8Array): void {
    if (piece.byteLength === 0) return;
    this.#seen += piece.byteLength;
    const max = this.max_bytes;
    if (max > 0 && this.#seen > max) {
      this.#pieces = [];
      if (!this.#overflowed && this.#seen > 2 * max) {
        this.#overflowed = true;
        this.overflow(this.#seen);
      }
      return;
    }
    this.#pieces.push(piece);
  }
}
