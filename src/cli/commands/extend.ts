/** `inbox extend <ttl>`: let the inbox live longer. @module */

import { duration_flag } from "../args.ts";
import { type Command, URL_HELP } from "../command.ts";
import { note_expiry } from "../config.ts";
import { EXIT, usage_error } from "../exit.ts";
import { until } from "../format.ts";
import { open_session } from "../session.ts";

export const extend_command: Command = {
  name: "extend",
  summary: "let the inbox live longer: inbox extend 2h",
  help: `Usage: inbox extend <ttl> [--url URL]

Moves the inbox's expiry later by <ttl> (such as 30m, 2h) and prints the new expiry. The
whole lifetime may not pass the maximum (1d on public hosts, 7d on own domains).

${URL_HELP}`,
  flags: {},
  max_args: 1,
  async run(io, { flags, args }) {
    const ttl = args[0];
    if (ttl === undefined) throw usage_error("say by how much: inbox extend 2h", "extend");
    duration_flag("extend", "ttl", ttl);
    const { inbox } = await open_session(io, flags.url as string | undefined);
    const expires = await inbox.extend(ttl, { signal: io.signal });
    await note_expiry(io.env, inbox.address, expires.toISOString());
    io.out(`${expires.toISOString()}\n`);
    io.err(`inbox: ${inbox.address} now expires in ${until(expires)}\n`);
    return EXIT.ok;
  },
};
