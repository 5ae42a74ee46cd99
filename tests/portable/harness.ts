/**
 * One portable suite, many runners. Each suite is a function of the library under test: Deno
 * feeds it the sources, Node the built npm package, Chromium a browser bundle. Suites use web
 * standards and `chai` only, and reach the library only through `lib`.
 * @module
 */

import type * as mod from "../../mod.ts";
import type * as inbox from "../../inbox.ts";
import type * as webhooks from "../../webhooks.ts";
import type * as kit from "../../kit.ts";
import type * as mock from "../../mock.ts";
import type * as extract from "../../extract.ts";

/** The entry points, as the runner loaded them. */
export interface Lib {
  mod: typeof mod;
  inbox: typeof inbox;
  webhooks: typeof webhooks;
  kit: typeof kit;
  mock: typeof mock;
  extract: typeof extract;
}

/** A mail for the live server. */
export interface Outgoing {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

/** A running reference server, and a way to put mail into it (SMTP or HTTP ingest). */
export interface Live {
  /** Base URL of the inbox service, as the code under test reaches it. */
  url: string;
  /** Delivers `message`; resolves once the server holds it. */
  deliver(message: Outgoing): Promise<void>;
}

/** One test. */
export interface Test {
  name: string;
  fn: () => void | Promise<void>;
}

/** A suite: its tests, given the library and (when there is one) a live server. */
export type Suite = (lib: Lib, live: Live) => Test[];

/** The outcome of one test, as runners print it. */
export interface Result {
  suite: string;
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

/** Runs `suites` one test at a time, reporting each result as it ends. */
export async function run_suites(
  suites: Record<string, Suite>,
  lib: Lib,
  live: Live,
  report: (result: Result) => void | Promise<void> = () => {},
): Promise<Result[]> {
  const results: Result[] = [];
  for (const [suite, make] of Object.entries(suites)) {
    for (const test of make(lib, live)) {
      const started = performance.now();
      let result: Result;
      try {
        await test.fn();
        result = { suite, name: test.name, ok: true, ms: performance.now() - started };
      } catch (error) {
        const text = error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
        result = { suite, name: test.name, ok: false, ms: performance.now() - started, error: text };
      }
      results.push(result);
      await report(result);
    }
  }
  return results;
}
