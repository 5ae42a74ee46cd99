/** Random identifiers from `crypto.getRandomValues`, without modulo bias. @module */

export const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";

/** `length` characters drawn uniformly from `alphabet` (at most 256 characters long). */
export function random_string(length: number, alphabet: string = BASE62): string {
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A uniformly chosen element of `items`. */
export function random_pick<T>(items: readonly T[]): T {
  const limit = 2 ** 32 - (2 ** 32 % items.length);
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word); while (word[0]! >= limit);
  return items[word[0]! % items.length]!;
}
