/** `inbox watch`: print, forward or hand to a command each mail as it arrives. @module */

import { url_flag } from "../args.ts";
import { type Command, URL_HELP } from "../command.ts";
import { EXIT } from "../exit.ts";
import { run_exec } from "../exec.ts";
import { line } from "../format.ts";
import { forward } from "../forward.ts";
import { open_session } from "../session.ts";

export const watch_command: Command = {
  name: "watch",
  summary: "print each new mail as it arrives; forward it or run a command for it",
  help: `Usage: inbox watch [--json] [--forward URL] [--exec CMD] [--url URL]

Follows the inbox until Ctrl-C, or until the inbox expires or is deleted, and prints one line
per new mail (one line of Message JSON with --json). A dropped connection is resumed without
losing or repeating mail.

  --json            print each mail as one line of Message JSON
  --forward URL     POST each mail to URL as an email.received webhook event
                    ({"type", "created_at", "data"}), signed per Standard Webhooks with
                    SERVICE_WEBHOOK_SECRET when it is set; retried briefly on failure
  --exec CMD        run CMD (through the shell, as written) once per mail, with SUBJECT, FROM,
                    NAME, CODE (as printed), CODE_DIGITS (what a person types), LINK, TO, TAG and ID
                    in its environment and the Message JSON on its standard input; for example  --exec 'echo "$CODE" >> codes.txt'
${URL_HELP}`,
  flags: {
    json: { type: "boolean" },
    forward: { type: "string" },
    exec: { type: "string" },
  },
  async run(io, { flags }) {
    const target = flags.forward === undefined ? undefined : url_flag("watch", "forward", flags.forward as string);
    const command = flags.exec as string | undefined;
    const secret = io.env.SERVICE_WEBHOOK_SECRET;
    const { inbox } = await open_session(io, flags.url as string | undefined);
    io.err(`inbox: watching ${inbox.address} (Ctrl-C to stop)\n`);
    if (target && !secret) io.err("inbox: SERVICE_WEBHOOK_SECRET is not set: forwarding unsigned\n");
    for await (const mail of inbox.watch({ signal: io.signal })) {
      io.out(flags.json ? `${JSON.stringify(mail)}\n` : line(mail));
      if (target) {
        const result = await forward(target, mail.toJSON(), { secret, signal: io.signal });
        if (!result.ok && !io.signal.aborted) {
          io.err(`inbox: could not forward ${mail.id} to ${target} after ${result.attempts} tries: ${result.reason}\n`);
        }
      }
      if (command) {
        const result = await run_exec(command, mail.toJSON(), io.env);
        if ("failed" in result) io.err(`inbox: --exec for ${mail.id} failed: ${result.failed}\n`);
        else if (result.code !== 0) io.err(`inbox: --exec for ${mail.id} exited with ${result.code}\n`);
      }
    }
    if (!io.signal.aborted) io.err(`inbox: ${inbox.address} is gone (expired or deleted)\n`);
    return EXIT.ok;
  },
};
