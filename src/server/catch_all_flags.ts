/** `serve`'s catch-all flags: `--catch-all`, `--catch-all-token`, `--catch-all-max`. @module */

import { random_string } from "../core/random.ts";
import { type CatchAllOptions, DEFAULT_CATCH_ALL_MAX } from "./inbox/catch_all.ts";

/** What the catch-all flags add to the server options. */
export interface CatchAllConfig {
  catch_all?: CatchAllOptions;
  /** The operator token when it was made at start (printed once, never logged). */
  generated_catch_all_token?: string;
}

/** A new operator token: `cat_` and 32 base62 characters (190 bits). */
export function new_catch_all_token(): string {
  return `cat_${random_string(32)}`;
}

const ON = new Set(["1", "true", "yes", "on"]);
const OFF = new Set(["", "0", "false", "no", "off"]);

/** Reads the catch-all flags and their environment names; throws `TypeError` on bad values. */
export function read_catch_all(
  values: { "catch-all"?: boolean; "catch-all-token"?: string; "catch-all-max"?: string },
  env: (name: string) => string | undefined,
): CatchAllConfig {
  const switch_text = env("SERVICE_CATCH_ALL")?.trim().toLowerCase();
  if (switch_text !== undefined && !ON.has(switch_text) && !OFF.has(switch_text)) {
    throw new TypeError(`SERVICE_CATCH_ALL must be 1 or 0 (true or false), not "${switch_text}"`);
  }
  const given_token = values["catch-all-token"] ?? env("SERVICE_CATCH_ALL_TOKEN");
  const max_text = values["catch-all-max"] ?? env("SERVICE_CATCH_ALL_MAX");
  const on = values["catch-all"] ?? (switch_text !== undefined && ON.has(switch_text));
  if (!on) {
    if (values["catch-all-token"] !== undefined || values["catch-all-max"] !== undefined) {
      throw new TypeError("--catch-all-token and --catch-all-max need --catch-all");
    }
    return {};
  }
  if (given_token !== undefined && !/^[\x21-\x7e]{16,256}$/.test(given_token)) {
    throw new TypeError("the catch-all token must be 16 to 256 printable characters without spaces");
  }
  const max = max_text === undefined ? DEFAULT_CATCH_ALL_MAX : Number(max_text);
  if (!Number.isInteger(max) || max < 1) {
    throw new TypeError(`--catch-all-max must be a whole number above 0, not "${max_text}"`);
  }
  const token = given_token ?? new_catch_all_token();
  return {
    catch_all: { token, max_messages: max },
    ...(given_token === undefined ? { generated_catch_all_token: token } : {}),
  };
}

/**
 * What `serve` prints about the catch-all at start: that it is on and where to read it, and the
 * operator token once, only when it was made at start (a token given by the operator is theirs).
 */
export function catch_all_lines(
  config: { catch_all?: CatchAllOptions | null; generated_catch_all_token?: string },
  http_url: string,
): string[] {
  if (!config.catch_all) return [];
  const lines = [
    `catch-all: mail to any address is kept (the newest ${
      config.catch_all.max_messages ?? DEFAULT_CATCH_ALL_MAX
    }): ${http_url}/view, ${http_url}/v1/inboxes/*/messages, Mailpit's ${http_url}/api/v1/messages`,
  ];
  if (config.generated_catch_all_token) {
    lines.push(`catch-all token (SERVICE_CATCH_ALL_TOKEN): ${config.generated_catch_all_token}`);
  }
  return lines;
}
