/** `inbox list`: the mail held, oldest first. @module */

import { type Command, URL_HELP } from "../command.ts";
import { EXIT } from "../exit.ts";
import { line } from "../format.ts";
import { open_session } from "../session.ts";

export const list_command: Command = {
  name: "list",
  summary: "list the mail held, oldest first",
  help: `Usage: inbox list [--json] [--url URL]

Prints one line per mail held, oldest first: time, sender, subject, code and link.

  --json            print a JSON array of the Messages
${URL_HELP}`,
  flags: { json: { type: "boolean" } },
  async run(io, { flags }) {
    const { inbox } = await open_session(io, flags.url as string | undefined);
    const mails = await inbox.list({ signal: io.signal });
    if (flags.json) io.out(`${JSON.stringify(mails, null, 2)}\n`);
    else if (mails.length === 0) io.err(`inbox: no mail in ${inbox.address} yet\n`);
    else io.out(mails.map(line).join(""));
    return EXIT.ok;
  },
};
