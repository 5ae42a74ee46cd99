/**
 * `GET /health`: 200 while the server can reach its store, 503 when it cannot — for container
 * health checks, load balancers and CI waiting for the service to come up. It answers no
 * secrets and needs no token; a failure's details go to the log, not to the caller.
 * @module
 */

import type { Hono } from "hono";
import type { AppEnv, HostContext } from "./context.ts";

/** How long the store may take to answer the probe before the server counts as unhealthy. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** Mounts `GET /health`; `probe` reads from the store and rejects when it cannot. */
export function mount_health(
  app: Hono<AppEnv>,
  ctx: Pick<HostContext, "log">,
  probe: () => Promise<unknown>,
  timeout_ms = HEALTH_TIMEOUT_MS,
): void {
  app.get("/health", async (c) => {
    c.header("cache-control", "no-store");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${timeout_ms} ms`)), timeout_ms);
    });
    try {
      await Promise.race([probe(), late]);
      return c.json({ status: "ok" });
    } catch (error) {
      ctx.log(`health: the store cannot be reached (${(error as Error)?.message ?? error})`);
      c.header("retry-after", "5");
      return c.json({
        status: "unavailable",
        error: { code: "store_unavailable", message: "the store cannot be reached now" },
      }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
}
