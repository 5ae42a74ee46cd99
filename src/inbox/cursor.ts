/**
 * Cursors: where a message stands in its inbox. The service sends them as decimal strings that
 * grow with arrival; they are compared as numbers of any length, never as floats.
 * @module
 */

/** Whether cursor `a` is later than cursor `b`. */
export function is_later(a: string, b: string): boolean {
  const x = a.replace(/^0+(?=\d)/, "");
  const y = b.replace(/^0+(?=\d)/, "");
  if (/^\d+$/.test(x) && /^\d+$/.test(y) && x.length !== y.length) return x.length > y.length;
  return x > y;
}

/** The later of two cursors. */
export function later_of(a: string, b: string): string {
  return is_later(b, a) ? b : a;
}
