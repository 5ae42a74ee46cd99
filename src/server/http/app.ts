/** The HTTP app of the reference server: a Hono app built from the service context. @module */

import { Hono } from "hono";
import { cors } from "hono/cors";
import type { AppEnv, ServiceContext } from "./context.ts";
import { error_response, HttpError } from "./errors.ts";
import { add_security_headers, loggable_path } from "./headers.ts";
import { mount_chaos } from "../inbox/routes/chaos.ts";
import { mount_create } from "../inbox/routes/create.ts";
import { mount_ingest } from "../inbox/routes/ingest.ts";
import { mount_read } from "../inbox/routes/read.ts";
import { mount_stream } from "../inbox/routes/stream.ts";
import { mount_wait } from "../inbox/routes/wait.ts";
import { llms_txt, usage_card } from "../usage.ts";
import { mount_viewer } from "../inbox/viewer/mod.ts";

/** Builds the app. Extra mounts (the account API, the viewer) are added by their own modules. */
export function create_app(
  ctx: ServiceContext,
  mounts: ((app: Hono<AppEnv>, ctx: ServiceContext) => void)[] = [],
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    add_security_headers(c.res.headers);
    log_request(ctx, c.req.method, c.req.path, c.res.status, started);
  });

  const open = cors({
    origin: "*",
    allowHeaders: ["Authorization", "Content-Type", "Accept", "Last-Event-ID"],
    allowMethods: ["GET", "POST", "DELETE", "OPTIONS"],
    exposeHeaders: ["Retry-After"],
    maxAge: 600,
  });
  app.use("/", open);
  app.use("/v1/inbox", open);
  app.use("/v1/inboxes/*", open);

  app.get("/", (c) => c.text(usage_card(ctx, new URL(c.req.url).origin)));
  app.get("/llms.txt", (c) => c.text(llms_txt(ctx, new URL(c.req.url).origin)));
  mount_create(app, ctx);
  mount_read(app, ctx);
  mount_wait(app, ctx);
  mount_stream(app, ctx);
  mount_chaos(app, ctx);
  mount_ingest(app, ctx);
  mount_viewer(app, ctx);
  for (const mount of mounts) mount(app, ctx);

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
export function log_request(ctx: ServiceContext, method: string, path: string, status: number, started: number): void {
  ctx.log(`http ${method} ${loggable_path(path)} ${status} ${(performance.now() - started).toFixed(1)}ms`);
}

/** The JSON answer for an error; an unexpected one is logged and answered without details. */
export function answer_error(ctx: ServiceContext, method: string, path: string, error: unknown): Response {
  if (error instanceof HttpError) return error_response(error);
  if (ctx.store.unavailable?.(error)) {
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
