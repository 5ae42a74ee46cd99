/** Just enough ASN.1 DER to read X.509 certificates and write small ones for tests. @module */

/** One DER element: its tag and where its content lies in the buffer. */
export interface Der {
  tag: number;
  /** Offset of the tag byte. */
  start: number;
  /** Offset of the first content byte. */
  content: number;
  /** Offset just after the element. */
  end: number;
}

/** Reads the element at `offset`; throws `TypeError` on malformed input. */
export function read_der(bytes: Uint8Array, offset = 0): Der {
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  if (tag === undefined || length === undefined) throw new TypeError("DER: truncated");
  let content = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 4) throw new TypeError("DER: bad length");
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (bytes[content + i] ?? 0);
    content += count;
  }
  const end = content + length;
  if (end > bytes.length) throw new TypeError("DER: truncated");
  return { tag, start: offset, content, end };
}

/** The elements inside a constructed element. */
export function der_children(bytes: Uint8Array, node: Der): Der[] {
  const out: Der[] = [];
  for (let at = node.content; at < node.end;) {
    const child = read_der(bytes, at);
    out.push(child);
    at = child.end;
  }
  return out;
}

/** The content bytes of an element. */
export function der_value(bytes: Uint8Array, node: Der): Uint8Array {
  return bytes.subarray(node.content, node.end);
}

/** The whole element, header included. */
export function der_whole(bytes: Uint8Array, node: Der): Uint8Array {
  return bytes.subarray(node.start, node.end);
}

/** Encodes one element. */
export function der(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  let header: number[];
  if (length < 0x80) header = [tag, length];
  else if (length < 0x100) header = [tag, 0x81, length];
  else if (length < 0x10000) header = [tag, 0x82, length >> 8, length & 0xff];
  else header = [tag, 0x83, length >> 16, (length >> 8) & 0xff, length & 0xff];
  const out = new Uint8Array(header.length + length);
  out.set(header);
  let at = header.length;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Hex of an OID's content bytes, e.g. `2a864886f70d010101` for rsaEncryption. */
export function oid_hex(bytes: Uint8Array, node: Der): string {
  return Array.from(der_value(bytes, node), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Bytes from hex. */
export function hex_bytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
