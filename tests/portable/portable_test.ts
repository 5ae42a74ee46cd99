/** The portable suites on Deno, against the sources; mail reaches the live server over real SMTP. */

import * as mod from "../../mod.ts";
import * as inbox from "../../inbox.ts";
import * as webhooks from "../../webhooks.ts";
import * as kit from "../../kit.ts";
import * as mock from "../../mock.ts";
import * as extract from "../../extract.ts";
import { serve, smtp_send } from "../inbox/_helpers.ts";
import { type Live, SUITES } from "./mod.ts";

const lib = { mod, inbox, webhooks, kit, mock, extract };

for (const [suite, make] of Object.entries(SUITES)) {
  Deno.test(`portable ${suite} (sources on Deno)`, async (t) => {
    await using server = await serve();
    const live: Live = { url: server.http_url, deliver: (message) => smtp_send(server, message) };
    for (const test of make(lib, live)) await t.step(test.name, test.fn);
  });
}
