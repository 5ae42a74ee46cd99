/** Every portable suite, by name. @module */

import type { Suite } from "./harness.ts";
import { form } from "./form.ts";
import { extract } from "./extract.ts";
import { inbox } from "./inbox.ts";
import { send } from "./send.ts";
import { webhooks } from "./webhooks.ts";

export { type Lib, type Live, type Outgoing, type Result, run_suites, type Suite, type Test } from "./harness.ts";

/** The suites, in the order runners run them. */
export const SUITES: Record<string, Suite> = { send, form, webhooks, inbox, extract };
