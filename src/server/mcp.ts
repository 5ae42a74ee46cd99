/**
 * `--mcp`: the MCP endpoint at `/mcp` (Streamable HTTP). Its tools reach the inbox service
 * in-process, through this app, as the MCP client's own IP (so creation limits apply to it).
 * Off unless asked for; `SERVICE_MCP_KEY` requires a bearer key, `SERVICE_MCP_ORIGINS` lists
 * browser origins allowed besides this machine's.
 * @module
 */

import type { Hono } from "hono";
import { normal_origin } from "../mcp/guard.ts";
import type { McpHttpOptions } from "../mcp/http.ts";
import type { AppEnv } from "./http/context.ts";
import type { ServiceContext } from "./inbox/context.ts";

/**
 * The mount that serves MCP at `/mcp`. The MCP SDK is loaded here, only when `--mcp` asks for it,
 * so a server without it neither loads nor pays for it.
 */
export async function mcp_mount(
  options: Omit<McpHttpOptions, "session" | "url" | "fetch"> = {},
): Promise<(app: Hono<AppEnv>, ctx: ServiceContext) => void> {
  const { create_mcp_handler } = await import("../mcp/http.ts");
  return (app, ctx) => {
    const handler = create_mcp_handler({
      ...options,
      session: (_request, info) => ({
        url: "http://inbox.internal",
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), { ip: info.ip ?? "unknown" })),
      }),
    });
    app.all("/mcp", (c) => handler(c.req.raw, { ip: c.env.ip }));
    // On shutdown, end the sessions: their open event streams would otherwise hold the HTTP server open.
    ctx.held.add(() => void handler.close());
  };
}

/**
 * The `--mcp` options from the environment: `SERVICE_MCP_KEY`, `SERVICE_MCP_ORIGINS` (comma-separated);
 * a `TypeError` for an origin that is not one.
 */
export function mcp_options(env: (name: string) => string | undefined): Omit<McpHttpOptions, "session"> {
  const key = env("SERVICE_MCP_KEY");
  const origins = env("SERVICE_MCP_ORIGINS")?.split(",").map((o) => o.trim()).filter(Boolean).map(normal_origin) ?? [];
  return { ...(key ? { key } : {}), origins };
}
