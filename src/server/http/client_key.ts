/**
 * The key a client is counted under for limits: its IPv4 address, or the /64 prefix of its IPv6
 * address (one host usually holds a whole /64, so per-address limits would not bind it).
 * @module
 */

import { isIPv4, isIPv6 } from "node:net";

/** `203.0.113.7` → itself; `::ffff:203.0.113.7` → `203.0.113.7`; `2001:db8:1:2:a::1` → `2001:db8:1:2::/64`. */
export function client_key(ip: string): string {
  const bare = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = bare.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = bare.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
