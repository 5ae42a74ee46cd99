/** `inbox chaos`: fault injection on the inbox: refuse, delay, duplicate, reorder. @module */

import type { ChaosSettings, WireChaos } from "../../../inbox.ts";
import { duration_flag } from "../args.ts";
import { type Command, URL_HELP } from "../command.ts";
import { EXIT, usage_error } from "../exit.ts";
import { open_session } from "../session.ts";

export const chaos_command: Command = {
  name: "chaos",
  summary: "make the inbox refuse, delay, duplicate or reorder mail, to test resend logic",
  help: `Usage: inbox chaos [--delay D] [--duplicate P] [--reorder] [--refuse CODE[:P]] [--off]
                   [--json] [--url URL]

Sets the inbox's fault injection, replacing what was set, and prints it; without flags, prints
it. Off by default; it goes away with the inbox.

  --delay D         mail is accepted at once and shows up D later (at most 1m), like 2s
  --duplicate P     the chance (0 to 1) that a mail shows up twice, like 0.1
  --reorder         mail of one window (the delay, or 1s) shows up at its end, newest first
  --refuse CODE[:P] refuse the inbox's recipients with this SMTP code (421, 450, 451, 452, 550,
                    551, 552, 553, 554) with chance P (default 1), like 451:0.5
  --off             turn it all off
  --json            print the settings as JSON
${URL_HELP}
Example: inbox chaos --refuse 451 && ./sign-up.sh && inbox chaos --off && inbox wait --code`,
  flags: {
    delay: { type: "string" },
    duplicate: { type: "string" },
    reorder: { type: "boolean" },
    refuse: { type: "string" },
    off: { type: "boolean" },
    json: { type: "boolean" },
  },
  async run(io, { flags }) {
    const settings = read_settings(flags);
    const { inbox } = await open_session(io, flags.url as string | undefined);
    const chaos = await inbox.chaos(settings, { signal: io.signal });
    io.out(flags.json ? `${JSON.stringify(chaos, null, 2)}\n` : readable(chaos));
    return EXIT.ok;
  },
};

/** The settings the flags give, or `undefined` when none is given (print only). */
function read_settings(flags: Record<string, string | boolean | undefined>): ChaosSettings | undefined {
  const setting = ["delay", "duplicate", "reorder", "refuse"].some((name) => flags[name] !== undefined);
  if (flags.off) {
    if (setting) throw usage_error("--off goes alone", "chaos");
    return {};
  }
  if (!setting) return undefined;
  const settings: ChaosSettings = {};
  if (flags.delay !== undefined) {
    duration_flag("chaos", "delay", flags.delay as string);
    settings.delay = flags.delay as string;
  }
  if (flags.duplicate !== undefined) settings.duplicate = probability("duplicate", flags.duplicate as string);
  if (flags.reorder) settings.reorder = true;
  if (flags.refuse !== undefined) {
    const match = /^(\d{3})(?::(.+))?$/.exec(flags.refuse as string);
    if (!match) throw usage_error(`--refuse "${flags.refuse}" is not CODE or CODE:P, like 451 or 451:0.5`, "chaos");
    settings.refuse = { code: Number(match[1]) };
    if (match[2] !== undefined) settings.refuse.probability = probability("refuse", match[2]);
  }
  return settings;
}

function probability(name: string, text: string): number {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value < 0 || value > 1) {
    throw usage_error(`--${name} needs a probability from 0 to 1, not "${text}"`, "chaos");
  }
  return value;
}

function readable(chaos: WireChaos): string {
  const off = chaos.delay === "0s" && chaos.duplicate === 0 && !chaos.reorder && chaos.refuse === null;
  const rows = [
    ["delay", chaos.delay === "0s" ? "none" : chaos.delay],
    ["duplicate", chaos.duplicate === 0 ? "never" : `with probability ${chaos.duplicate}`],
    ["reorder", chaos.reorder ? "newest first within each window" : "no"],
    ["refuse", chaos.refuse ? `${chaos.refuse.code} with probability ${chaos.refuse.probability}` : "no"],
    ["held back", `${chaos.pending} mail${chaos.pending === 1 ? "" : "s"}`],
  ];
  return `${off ? "chaos: off\n" : ""}${rows.map(([name, value]) => `${`${name}:`.padEnd(11)}${value}\n`).join("")}`;
}
