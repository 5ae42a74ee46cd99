/**
 * The test-only routes of the browser run, mounted on the reference server: the page and its
 * bundle under `/__test/`, and `/__probe/*`, which records requests a hostile mail must not make.
 */

import type { Hono } from "hono";
import type { AppEnv } from "../../src/server/http/context.ts";

/** What the test mount serves and saw. */
export interface TestMount {
  mount(app: Hono<AppEnv>): void;
  /** Paths under `/__probe/` requested so far. */
  probes: string[];
}

const PIXEL = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

/** Serves `bundle` (JavaScript text) at `/__test/tests.js` with a page that loads it. */
export function test_mount(bundle: string): TestMount {
  const probes: string[] = [];
  return {
    probes,
    mount(app) {
      // The test page sets its own CSP (the server's default for API answers lets nothing run).
      app.get("/__test/", (c) =>
        c.html(
          '<!doctype html><meta charset="utf-8"><title>@service/mail browser tests</title>' +
            '<script type="module" src="/__test/tests.js"></script><h1>browser tests</h1>',
          200,
          { "content-security-policy": "default-src 'self'; connect-src *" },
        ));
      app.get(
        "/__test/tests.js",
        () => new Response(bundle, { headers: { "content-type": "text/javascript; charset=utf-8" } }),
      );
      app.get("/__probe/*", (c) => {
        probes.push(c.req.path);
        return new Response(PIXEL, { headers: { "content-type": "image/png", "access-control-allow-origin": "*" } });
      });
    },
  };
}
