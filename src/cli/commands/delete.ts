/** `inbox delete`: delete the inbox and forget it. @module */

import { type Command, URL_HELP } from "../command.ts";
import { forget } from "../config.ts";
import { EXIT } from "../exit.ts";
import { open_session } from "../session.ts";

export const delete_command: Command = {
  name: "delete",
  summary: "delete the inbox and its mail, and forget it",
  help: `Usage: inbox delete [--url URL]

Deletes the inbox and all its mail. When it is the remembered inbox, it is forgotten too.

${URL_HELP}`,
  flags: {},
  async run(io, { flags }) {
    const { inbox } = await open_session(io, flags.url as string | undefined);
    await inbox.delete({ signal: io.signal });
    await forget(io.env, inbox.address);
    io.err(`inbox: deleted ${inbox.address}\n`);
    return EXIT.ok;
  },
};
