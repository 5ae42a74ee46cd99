/**
 * What the account store on Redis builds on: its Lua scripts, key names, TTLs with slack, and
 * reading, listing and compare-and-set of JSON records in an account's hashes.
 * @module
 */

import type { Clock } from "../../../../core/clock.ts";
import type { RedisClient, Reply } from "../../../db/redis_client.ts";
import { Script } from "../../../db/redis_client.ts";
import { read_all } from "./codec.ts";
import * as lua from "./lua.ts";
import * as records_lua from "./records_lua.ts";

/** Redis keeps what expires this much past its time, so a late reader still sees it expired. */
export const SLACK_MS = 3_600_000;
export const SWEEP_BATCH = 500;

export const scripts = {
  PUT_MESSAGE: new Script(lua.PUT_MESSAGE),
  UPDATE_MESSAGE: new Script(lua.UPDATE_MESSAGE),
  MESSAGES: new Script(lua.MESSAGES),
  CLAIM_KEY: new Script(lua.CLAIM_KEY),
  FINISH_KEY: new Script(lua.FINISH_KEY),
  RELEASE_KEY: new Script(lua.RELEASE_KEY),
  SWEEP: new Script(lua.SWEEP),
  ALL: new Script(records_lua.ALL),
  PUT_RECORD: new Script(records_lua.PUT_RECORD),
  DELETE_RECORD: new Script(records_lua.DELETE_RECORD),
  ADD_RECORD: new Script(records_lua.ADD_RECORD),
  SWAP_RECORD: new Script(records_lua.SWAP_RECORD),
  LIST: new Script(records_lua.LIST),
  CREATE_LIST: new Script(records_lua.CREATE_LIST),
  UPDATE_LIST: new Script(records_lua.UPDATE_LIST),
  DELETE_LIST: new Script(records_lua.DELETE_LIST),
  PUT_RECIPIENT: new Script(records_lua.PUT_RECIPIENT),
  DELETE_RECIPIENT: new Script(records_lua.DELETE_RECIPIENT),
  MARK_LINK: new Script(records_lua.MARK_LINK),
};

export interface AccountRedisOptions {
  clock: Clock;
  /** Key prefix shared with the inbox store (e.g. `mail:`). */
  prefix: string;
  /** Quit the client on `close()` (not when the inbox store, which shares it, quits it). */
  owns_client?: boolean;
}

/** Key names, TTLs and record access for one Redis client and key prefix. */
export class RedisRecords {
  constructor(
    protected readonly client: RedisClient,
    protected readonly prefix: string,
    protected readonly clock: Clock,
  ) {}

  protected base(account: string): string {
    return `${this.prefix}a:${account}:`;
  }

  /** Milliseconds Redis keeps a key that expires at `expires` (on the store's clock), with slack. */
  protected ttl_ms(expires: number): string {
    return String(Math.max(1, Math.ceil(expires - this.clock.now())) + SLACK_MS);
  }

  protected run_script(script: Script, account: string, ...args: string[]): Promise<Reply> {
    return script.run(this.client, [this.prefix, account, ...args]);
  }

  protected async hash_get<T>(account: string, hash: string, key: string): Promise<T | null> {
    const json = await this.client.hGet(`${this.base(account)}${hash}`, key);
    return json ? JSON.parse(json) : null;
  }

  protected async hash_all<T>(
    account: string,
    hash: string,
    made: (record: T) => number = (record) => (record as { created: number }).created,
  ): Promise<T[]> {
    return read_all<T>(await this.run_script(scripts.ALL, account, hash), made);
  }

  /** Changes the record at `hash`/`key` with `change` by compare-and-set (`undefined`: leave it). */
  protected async hash_swap<T>(account: string, hash: string, key: string, change: (found: T | null) => T | undefined) {
    for (;;) {
      const before = await this.client.hGet(`${this.base(account)}${hash}`, key) ?? "";
      const next = change(before ? JSON.parse(before) : null);
      if (next === undefined) return undefined;
      if (await this.run_script(scripts.SWAP_RECORD, account, hash, key, before, JSON.stringify(next)) === 1) {
        return next;
      }
    }
  }
}
