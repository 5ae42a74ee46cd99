/** `inbox [new]`: make an inbox, remember it, print its address (or shell assignments). @module */

import { temp } from "../../../inbox.ts";
import { duration_flag } from "../args.ts";
import { type Command, URL_HELP } from "../command.ts";
import { remember } from "../config.ts";
import { EXIT, usage_error } from "../exit.ts";
import { export_lines, until } from "../format.ts";
import { explain, service_url } from "../session.ts";

export const new_command: Command = {
  name: "new",
  summary: "make an inbox, remember it, print its address (the default command)",
  help: `Usage: inbox [new] [--ttl 1h] [--domain HOST] [--env | --json] [--url URL]

Makes a throwaway inbox, remembers its token for the other commands (in the config
directory, readable only by you), and prints its address.

  --ttl DURATION    how long it lives: 15m, 2h, 1d (default 1 h; at most 24 h, 7 days on an own domain)
  --domain HOST     make it on your own receiving domain; needs SERVICE_TOKEN
  --env             print shell assignments instead:  eval "$(inbox new --env)"
                    sets SERVICE_INBOX and SERVICE_INBOX_TOKEN (and SERVICE_INBOX_URL with --url)
  --json            print {"address", "token", "expires"} as JSON
${URL_HELP}`,
  flags: {
    ttl: { type: "string" },
    domain: { type: "string" },
    env: { type: "boolean" },
    json: { type: "boolean" },
  },
  async run(io, { flags }) {
    if (flags.env && flags.json) throw usage_error("--env and --json do not go together", "new");
    const ttl = flags.ttl as string | undefined;
    if (ttl !== undefined) duration_flag("new", "ttl", ttl);
    const url = service_url(io, flags.url as string | undefined);
    let inbox;
    try {
      inbox = await temp({
        url,
        env: io.env,
        signal: io.signal,
        ...(ttl === undefined ? {} : { ttl }),
        ...(flags.domain === undefined ? {} : { domain: flags.domain as string }),
      });
    } catch (error) {
      throw explain(error, url);
    }
    const expires = inbox.expires.toISOString();
    const path = await remember(io.env, { address: inbox.address, token: inbox.token, expires, url });
    if (flags.env) {
      const vars: Record<string, string> = { SERVICE_INBOX: inbox.address, SERVICE_INBOX_TOKEN: inbox.token };
      if (flags.url !== undefined) vars.SERVICE_INBOX_URL = url;
      io.out(export_lines(vars));
    } else if (flags.json) {
      io.out(`${JSON.stringify({ address: inbox.address, token: inbox.token, expires }, null, 2)}\n`);
    } else {
      io.out(`${inbox.address}\n`);
    }
    io.err(`inbox: expires ${expires} (in ${until(inbox.expires)}); remembered in ${path}\n`);
    return EXIT.ok;
  },
};
