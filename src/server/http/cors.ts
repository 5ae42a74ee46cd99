/** CORS for the routes a browser page may call from anywhere (the API is read with a bearer token, not cookies). @module */

import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/** The open CORS policy: any origin, the token header, `Retry-After` readable. */
export function open_cors(): MiddlewareHandler {
  return cors({
    origin: "*",
    allowHeaders: ["Authorization", "Content-Type", "Accept", "Last-Event-ID"],
    allowMethods: ["GET", "POST", "DELETE", "OPTIONS"],
    exposeHeaders: ["Retry-After"],
    maxAge: 600,
  });
}
