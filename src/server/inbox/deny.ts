/**
 * The deny-list: client addresses (single IPs or CIDR ranges, v4 and v6) and sender domains whose
 * mail the SMTP listener refuses — the address at connection time, the domain (and its
 * subdomains) at `MAIL FROM`. Configured with `--deny` or `SERVICE_DENY`.
 * @module
 */

import { BlockList, isIPv4, isIPv6 } from "node:net";

/** What is refused. */
export class DenyList {
  readonly #ips = new BlockList();
  readonly #domains: string[] = [];
  readonly entries: string[];

  /** Each entry is an IP, a CIDR range or a domain; anything else is a `TypeError`. */
  constructor(entries: string[] = []) {
    this.entries = entries.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
    for (const entry of this.entries) {
      const [ip = "", bits] = entry.split("/");
      const type = isIPv4(ip) ? "ipv4" : isIPv6(ip) ? "ipv6" : null;
      if (type) {
        const prefix = bits === undefined ? (type === "ipv4" ? 32 : 128) : Number(bits);
        if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === "ipv4" ? 32 : 128)) {
          throw new TypeError(`deny: "${entry}" has no valid prefix length`);
        }
        this.#ips.addSubnet(ip, prefix, type);
      } else if (
        bits === undefined && /^(?=.{1,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9-]+$/.test(entry)
      ) {
        this.#domains.push(entry.replace(/^\.|\.$/g, ""));
      } else {
        throw new TypeError(`deny: "${entry}" is neither an IP address, a CIDR range nor a domain`);
      }
    }
  }

  /** Whether connections from `ip` are refused. */
  denies_ip(ip: string): boolean {
    const bare = ip.replace(/^\[|\]$/g, "");
    if (isIPv4(bare)) return this.#ips.check(bare, "ipv4");
    return isIPv6(bare) && this.#ips.check(bare, "ipv6");
  }

  /** Whether mail from `address` (its domain or a parent domain is listed) is refused. */
  denies_sender(address: string): boolean {
    if (this.#domains.length === 0) return false;
    const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase().replace(/\.$/, "");
    return this.#domains.some((denied) => domain === denied || domain.endsWith(`.${denied}`));
  }
}
