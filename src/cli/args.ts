/**
 * Flags of one command, read strictly with Node's `util.parseArgs` (Deno has it too): an unknown
 * flag, a missing value or a stray argument is a usage error naming the command.
 * @module
 */

import { parseArgs } from "node:util";
import { parse_duration } from "../core/duration.ts";
import { usage_error } from "./exit.ts";

/** One flag: a switch, or a flag that takes a value. */
export interface FlagSpec {
  type: "boolean" | "string";
  short?: string;
}

/** The flags a command takes, by long name. */
export type FlagSpecs = Record<string, FlagSpec>;

/** The flags every command takes. */
export const COMMON: FlagSpecs = {
  url: { type: "string" },
  help: { type: "boolean", short: "h" },
};

/** The parsed flags and the positional arguments. */
export interface Parsed {
  flags: Record<string, string | boolean | undefined>;
  args: string[];
}

/** Reads `argv` for `command`; `max_args` positional arguments at most. */
export function parse_flags(command: string, argv: string[], specs: FlagSpecs, max_args = 0): Parsed {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...COMMON, ...specs }, strict: true, allowPositionals: true });
  } catch (error) {
    throw usage_error(explain(error), command);
  }
  const flags = { ...parsed.values } as Record<string, string | boolean | undefined>;
  if (!flags.help && parsed.positionals.length > max_args) {
    throw usage_error(`unexpected argument "${parsed.positionals[max_args]}"`, command);
  }
  return { flags, args: parsed.positionals };
}

/** A duration flag's value in ms; a usage error when it is not a duration. */
export function duration_flag(command: string, name: string, value: string): number {
  const ms = parse_duration(value);
  if (ms === undefined) throw usage_error(`--${name} "${value}" is not a duration like 30s, 15m or 2h`, command);
  return ms;
}

/** A URL flag's value; a usage error unless it is an http(s) URL. */
export function url_flag(command: string, name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usage_error(`--${name} "${value}" is not a URL`, command);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw usage_error(`--${name} must be an http or https URL, not ${url.protocol}`, command);
  }
  return value;
}

function explain(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const option = /'(-{1,2}[^' ]+)/.exec(message ?? "")?.[1];
  switch (code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown flag ${option ?? ""}`.trim();
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return /argument missing/.test(message ?? "")
        ? `${option ?? "a flag"} needs a value`
        : `${option ?? "a flag"} does not take a value`;
    default:
      return message ?? String(error);
  }
}
