/** Accounts: API keys (kept as SHA-256 digests) and the receiving domains each owns. @module */

import { sha256_hex } from "../../core/crypto.ts";

/** An account as configured. */
export interface AccountConfig {
  id?: string;
  key: string;
  domains?: string[];
  /** URLs that receive this account's delivery events (account API). */
  webhooks?: { url: string; secret?: string }[];
}

/** An account as the server keeps it: no key, only its digest. */
export interface Account {
  id: string;
  key_hash: string;
  domains: string[];
  webhooks: { url: string; secret?: string }[];
}

/** Looks accounts up by key and by domain. */
export class Accounts {
  readonly #by_hash = new Map<string, Account>();
  readonly #by_domain = new Map<string, Account>();

  private constructor(list: Account[]) {
    for (const account of list) {
      this.#by_hash.set(account.key_hash, account);
      for (const domain of account.domains) this.#by_domain.set(domain, account);
    }
  }

  /** Hashes the configured keys; ids default to `acc_` and the first 12 hex digits of the hash. */
  static async from(configs: AccountConfig[]): Promise<Accounts> {
    const list: Account[] = [];
    for (const config of configs) {
      if (typeof config.key !== "string" || config.key.length < 8) {
        throw new TypeError("every account needs a key of at least 8 characters");
      }
      const key_hash = await sha256_hex(config.key);
      list.push({
        id: config.id ?? `acc_${key_hash.slice(0, 12)}`,
        key_hash,
        domains: (config.domains ?? []).map((d) => d.toLowerCase()),
        webhooks: config.webhooks ?? [],
      });
    }
    return new Accounts(list);
  }

  /** The account a key belongs to. The lookup is by digest, so its timing says nothing of the key. */
  async by_key(key: string | null): Promise<Account | null> {
    if (!key) return null;
    return this.#by_hash.get(await sha256_hex(key)) ?? null;
  }

  /** The account that owns `domain`. */
  owner(domain: string): Account | null {
    return this.#by_domain.get(domain.toLowerCase()) ?? null;
  }

  get all(): Account[] {
    return [...this.#by_hash.values()];
  }
}
