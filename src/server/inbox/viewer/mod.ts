/**
 * The viewer at `/view`: a page that reads one inbox with its token and shows its mail live.
 * The token is pasted into the page and sent only as an `Authorization` header (never in a URL);
 * mail HTML is rendered in a sandboxed iframe without scripts or same-origin rights, under its own
 * CSP, with remote images blocked until asked for.
 *
 * One route, one response: the script and style sheet are inlined, and the CSP allows exactly
 * that script by its SHA-256.
 * @module
 */

import type { Hono } from "hono";
import { to_base64 } from "../../../core/base64.ts";
import type { AppEnv } from "../../http/context.ts";
import type { ServiceContext } from "../context.ts";
import { viewer_headers } from "./headers.ts";
import { viewer_page } from "./page.ts";

let built: Promise<{ html: string; headers: Record<string, string> }> | undefined;

async function build(): Promise<{ html: string; headers: Record<string, string> }> {
  const [message_part, main_part, style] = await Promise.all(
    ["client_message.js", "client.js", "style.css"].map((file) =>
      Deno.readTextFile(new URL(`./${file}`, import.meta.url))
    ),
  );
  // One inline script: the message view first, then the page (whose start-up runs last).
  const script = `${message_part}\n${main_part}`;
  if (/<\/script/i.test(script)) throw new Error("the viewer's script must not contain </script");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  const hash = `sha256-${to_base64(new Uint8Array(digest))}`;
  return { html: viewer_page(script, style!), headers: viewer_headers(hash) };
}

/** Mounts `GET /view`. */
export function mount_viewer(app: Hono<AppEnv>, _ctx?: ServiceContext): void {
  app.get("/view", async () => {
    built ??= build().catch((error) => {
      built = undefined;
      throw error;
    });
    const { html, headers } = await built;
    return new Response(html, { headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
  });
}
