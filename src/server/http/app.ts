/**
 * The HTTP app of the reference server: one Hono app with the security headers, the request log
 * line and the error answers; each service mounts its own routes on it.
 * @module
 */

import { Hono } from "hono";
import type { AppEnv, HostContext } from "./context.ts";
import { error_response, HttpError } from "./errors.ts";
import { add_security_headers, loggable_path } from "./headers.ts";

/** Builds the app; `mounts` add the routes (the inbox service, the account API, the usage card). */
export function create_app(
  ctx: HostContext,
  mounts: ((app: Hono<AppEnv>) => void)[] = [],
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    add_security_headers(c.res.headers);
    log_request(ctx, c.req.method, c.req.path, c.res.status, started);
  });

  for (const mount of mounts) mount(app);

  app.notFound((c) => {
    const allowed = allowed_methods(app, c.req.path);
    if (allowed.length > 0) {
      return error_response(
        new HttpError(405, "method_not_allowed", `${c.req.method} is not allowed here; use ${allowed.join(", ")}`, {
          allow: allowed.join(", "),
        }),
      );
    }
    return error_response(new HttpError(404, "not_found", `no route ${c.req.method} ${c.req.path}`));
  });

  app.onError((error, c) => answer_error(ctx, c.req.method, c.req.path, error));

  return app;
}

/** The one log line of an HTTP request: method, path (never the query; secrets cut), status, time. */
export function log_request(ctx: HostContext, method: string, path: string, status: number, started: number): void {
  ctx.log(`http ${method} ${loggable_path(path)} ${status} ${(performance.now() - started).toFixed(1)}ms`);
}

/** The JSON answer for an error; an unexpected one is logged and answered without details. */
export function answer_error(ctx: HostContext, method: string, path: string, error: unknown): Response {
  if (error instanceof HttpError) return error_response(error);
  if (ctx.unavailable(error)) {
    ctx.log(
      `error ${method} ${loggable_path(path)}: the store cannot be reached (${(error as Error).message || "timeout"})`,
    );
    return error_response(
      new HttpError(503, "store_unavailable", "the store cannot be reached now; try again shortly", {
        "retry-after": "5",
      }),
    );
  }
  ctx.log(`error ${method} ${loggable_path(path)}: ${(error as Error)?.stack ?? error}`);
  return error_response(new HttpError(500, "internal_error", "something went wrong on the server"));
}

/** The methods the app serves at `path` (from its own route table). */
function allowed_methods(app: Hono<AppEnv>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === "ALL" || route.path.includes("*")) continue;
    const pattern = new RegExp(`^${route.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}$`);
    if (pattern.test(path)) methods.add(route.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
}
