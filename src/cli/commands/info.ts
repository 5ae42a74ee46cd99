/** `inbox info`: the inbox's expiry, what it holds, what it can still take, and its last refusal. @module */

import { type Command, URL_HELP } from "../command.ts";
import { EXIT } from "../exit.ts";
import { until } from "../format.ts";
import { open_session } from "../session.ts";

export const info_command: Command = {
  name: "info",
  summary: "show the inbox: expiry, mail held, room left, the last refused arrival",
  help: `Usage: inbox info [--json] [--url URL]

Prints the inbox's address, expiry, the mail it holds, how many messages and bytes it can still
take, and the last arrival it refused and why (inbox_full, inbox_size, message_too_large, or
chaos), so a test that waits in vain can tell "never sent" from "refused".

  --json            print the inbox JSON
${URL_HELP}`,
  flags: { json: { type: "boolean" } },
  async run(io, { flags }) {
    const { inbox } = await open_session(io, flags.url as string | undefined);
    const info = await inbox.info({ signal: io.signal });
    if (flags.json) {
      io.out(`${JSON.stringify(info, null, 2)}\n`);
      return EXIT.ok;
    }
    const refusal = info.last_refusal;
    const rows = [
      ["Address", info.address],
      ["Expires", `${info.expires} (in ${until(new Date(info.expires))})`],
      ["Held", `${info.count} message${info.count === 1 ? "" : "s"}, ${info.size} bytes`],
      ["Room", `${info.messages_left} more message${info.messages_left === 1 ? "" : "s"}, ${info.bytes_left} bytes`],
      ["Refused", refusal ? `${refusal.at} ${refusal.reason} (${refusal.size} bytes)` : "nothing"],
    ];
    io.out(rows.map(([name, value]) => `${`${name}:`.padEnd(10)}${value}\n`).join(""));
    return EXIT.ok;
  },
};
