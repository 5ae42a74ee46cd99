/**
 * A message body in Deno KV. A body whose JSON and raw bytes deflate together to one value is
 * kept inside the message's index (one key, one deflate). Values are at most 64 KiB and an
 * atomic write at most 800 KiB, so a larger one keeps its JSON and raw bytes as 60 KB parts,
 * written in as many atomic writes as they take; its JSON reads without inflating the raw bytes.
 * @module
 */

import { deflateRawSync, inflateRawSync } from "node:zlib";
import { commit } from "../../db/kv_commit.ts";
import { concat_bytes } from "../../../core/bytes.ts";

const PART = 60_000;
/** Parts per atomic write (12 × 60 KB stays under the 800 KiB limit). */
export const PARTS_PER_WRITE = 12;

export const key = {
  inbox: (address: string) => ["inbox", address],
  token: (hash: string) => ["token", hash],
  message: (address: string, seq: number) => ["msg", address, seq],
  id: (address: string, id: string) => ["msgid", address, id],
  part: (address: string, id: string, kind: "json" | "raw", n: number) => ["part", address, id, kind, n],
};

/** Where a message's parts are. */
export interface MessageIndex {
  id: string;
  /** The parts' key (`id`, or a fresh one for parts written ahead, so a lost race deletes only its own). */
  body?: string;
  json_parts: number;
  raw_parts: number;
  size: number;
  /** How the parts are packed: `deflate-raw`, or absent for the bytes as they are (written before packing). */
  packed?: typeof PACKED;
  /** The JSON and the raw bytes, one after the other, deflated: a body that fits one value (no parts). */
  joined?: Uint8Array;
  /** Where the JSON ends in the inflated `joined`. */
  json_bytes?: number;
}

const PACKED = "deflate-raw";

/** Deflates a body at the fastest level: a commit's bytes, not the last byte of size, cost time. */
function pack(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(deflateRawSync(bytes, { level: 1 }));
}

/** The bytes of a body as they were given. */
function unpack(bytes: Uint8Array, index: MessageIndex): Uint8Array {
  return index.packed === PACKED ? new Uint8Array(inflateRawSync(bytes)) : bytes;
}

/** Bodies this large or larger are kept in parts: reading the JSON should not inflate a large raw message. */
const JOIN_BELOW = 4 * PART;

/**
 * The index of a new message and the bodies it leaves to parts: its JSON and raw bytes joined
 * inside the index when they deflate to one value, else each deflated on its own.
 */
export function index_of(
  id: string,
  json: Uint8Array,
  raw: Uint8Array,
): { index: MessageIndex; json: Uint8Array; raw: Uint8Array } {
  const size = raw.byteLength;
  if (json.byteLength + size < JOIN_BELOW) {
    const joined = pack(concat_bytes([json, raw]));
    if (joined.byteLength <= PART) {
      const index: MessageIndex = {
        id,
        json_parts: 0,
        raw_parts: 0,
        size,
        packed: PACKED,
        json_bytes: json.byteLength,
        joined,
      };
      return { index, json: EMPTY, raw: EMPTY };
    }
  }
  const packed = { json: pack(json), raw: pack(raw) };
  const index: MessageIndex = {
    id,
    json_parts: parts_of(packed.json),
    raw_parts: parts_of(packed.raw),
    size,
    packed: PACKED,
  };
  return { index, ...packed };
}

const EMPTY = new Uint8Array(0);

/** A message's JSON or raw bytes as they were given, from its index or its parts; `null` when a part is missing. */
export async function read_body(
  kv: Deno.Kv,
  address: string,
  index: MessageIndex,
  kind: "json" | "raw",
): Promise<Uint8Array | null> {
  if (index.joined) {
    const both = new Uint8Array(inflateRawSync(index.joined));
    return kind === "json" ? both.subarray(0, index.json_bytes) : both.subarray(index.json_bytes);
  }
  const parts = await read_parts(
    kv,
    address,
    body_of(index),
    kind,
    kind === "json" ? index.json_parts : index.raw_parts,
  );
  return parts && unpack(parts, index);
}

const body_of = (index: MessageIndex) => index.body ?? index.id;

/** Writes a large body's parts in as many atomic writes as it takes. */
export async function write_parts(
  kv: Deno.Kv,
  address: string,
  id: string,
  kind: "json" | "raw",
  bytes: Uint8Array,
  expire: { expireIn: number },
): Promise<void> {
  const parts = parts_of(bytes);
  for (let first = 0; first < parts; first += PARTS_PER_WRITE) {
    const batch = kv.atomic();
    add_parts(batch, address, id, kind, bytes, expire, first, Math.min(parts, first + PARTS_PER_WRITE));
    if (!(await commit(batch)).ok) throw new Error("could not write message parts");
  }
}

/** Reads a body written by `write_parts`; `null` when a part is missing. */
async function read_parts(
  kv: Deno.Kv,
  address: string,
  id: string,
  kind: "json" | "raw",
  parts: number,
): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  for (let first = 0; first < parts; first += 10) {
    const keys = [];
    for (let n = first; n < Math.min(parts, first + 10); n++) keys.push(key.part(address, id, kind, n));
    for (const entry of await kv.getMany<Uint8Array[]>(keys)) {
      if (entry.value === null) return null;
      chunks.push(entry.value);
    }
  }
  return chunks.length === 1 ? chunks[0]! : concat_bytes(chunks);
}

/** Deletes the parts of the body `index` points at. */
export async function delete_parts(kv: Deno.Kv, address: string, index: MessageIndex): Promise<void> {
  const keys = [
    ...Array.from({ length: index.json_parts }, (_, n) => key.part(address, body_of(index), "json", n)),
    ...Array.from({ length: index.raw_parts }, (_, n) => key.part(address, body_of(index), "raw", n)),
  ];
  for (let first = 0; first < keys.length; first += 500) {
    const batch = kv.atomic();
    for (const part of keys.slice(first, first + 500)) batch.delete(part);
    await commit(batch);
  }
}

/** How many parts `bytes` take. */
function parts_of(bytes: Uint8Array): number {
  return Math.max(1, Math.ceil(bytes.byteLength / PART));
}

/** The mutations that write the `parts` parts of a body that fits one atomic write (none for one joined in its index). */
export function part_mutations(
  address: string,
  id: string,
  kind: "json" | "raw",
  bytes: Uint8Array,
  parts: number,
  expire: { expireIn: number },
): Deno.KvMutation[] {
  return Array.from({ length: parts }, (_, n) => ({
    type: "set" as const,
    key: key.part(address, id, kind, n),
    value: bytes.slice(n * PART, (n + 1) * PART),
    ...expire,
  }));
}

/** Adds the parts `from` … `to` (default: all) of a body to an atomic write. */
function add_parts(
  write: Deno.AtomicOperation,
  address: string,
  id: string,
  kind: "json" | "raw",
  bytes: Uint8Array,
  expire: { expireIn: number },
  from = 0,
  to = parts_of(bytes),
): void {
  for (let n = from; n < to; n++) {
    write.set(key.part(address, id, kind, n), bytes.slice(n * PART, (n + 1) * PART), expire);
  }
}
