/** The inbox service's routes, mounted on the server's app. @module */

import type { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { open_cors } from "../../http/cors.ts";
import type { ServiceContext } from "../context.ts";
import { mount_viewer } from "../viewer/mod.ts";
import { mount_catch_all } from "./catch_all.ts";
import { mount_chaos } from "./chaos.ts";
import { mount_create } from "./create.ts";
import { mount_ingest } from "./ingest.ts";
import { mount_read } from "./read.ts";
import { mount_stream } from "./stream.ts";
import { mount_wait } from "./wait.ts";

/** Mounts creation, reading, wait, stream, chaos, HTTP ingest and the viewer. */
export function mount_inbox(app: Hono<AppEnv>, ctx: ServiceContext): void {
  const open = open_cors();
  app.use("/v1/inbox", open);
  app.use("/v1/inboxes/*", open);
  mount_create(app, ctx);
  mount_catch_all(app, ctx);
  mount_read(app, ctx);
  mount_wait(app, ctx);
  mount_stream(app, ctx);
  mount_chaos(app, ctx);
  mount_ingest(app, ctx);
  mount_viewer(app, ctx);
}
