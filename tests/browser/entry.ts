/**
 * The page side of the browser run: the library bundled from its sources for the browser, and
 * the portable suites. The runner calls `run_portable(url)` and gets each result through the
 * `report_result` binding; `deliver_mail` sends mail over real SMTP from the runner.
 */

import * as mod from "../../mod.ts";
import * as inbox from "../../inbox.ts";
import * as webhooks from "../../webhooks.ts";
import * as kit from "../../kit.ts";
import * as mock from "../../mock.ts";
import * as extract from "../../extract.ts";
import { type Outgoing, type Result, run_suites, SUITES } from "../portable/mod.ts";

interface Bindings {
  deliver_mail(message: Outgoing): Promise<void>;
  report_result(result: Result): Promise<void>;
  run_portable(url: string): Promise<Result[]>;
}

const page = globalThis as unknown as Bindings;

page.run_portable = (url) =>
  run_suites(
    SUITES,
    { mod, inbox, webhooks, kit, mock, extract },
    { url, deliver: (message) => page.deliver_mail(message) },
    (result) => page.report_result(result),
  );
