// The portable suites on Node, against the npm package as installed by name.

import { describe, test } from "node:test";
import * as mod from "@service/mail";
import * as inbox from "@service/mail/inbox";
import * as webhooks from "@service/mail/webhooks";
import * as kit from "@service/mail/kit";
import * as mock from "@service/mail/mock";
import * as extract from "@service/mail/extract";
import { deliver, url } from "./_live.mjs";

// The portable suites, bundled by the runner beside this file (not in the repository).
const { SUITES } = await import(new URL("./portable.js", import.meta.url).href);
const lib = { mod, inbox, webhooks, kit, mock, extract };
const live = { url, deliver };

for (const [suite, make] of Object.entries(SUITES)) {
  describe(`portable ${suite} (npm package on Node ${process.version})`, () => {
    for (const { name, fn } of make(lib, live)) test(name, fn);
  });
}
