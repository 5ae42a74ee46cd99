/** `/v1/suppressions`: addresses this account never sends to, and `GET /v1/forms`. @module */

import type { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import type { AccountContext } from "../context.ts";
import { email, opt_string, param, plain, read_object, require_account } from "../http.ts";
import { form_json, suppression_json } from "../json.ts";

export function mount_suppressions(app: Hono<AppEnv>, actx: AccountContext): void {
  app.get("/v1/suppressions", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const all = await actx.store.suppressions(account.id);
    return c.json({ suppressions: all.sort((a, b) => a.created - b.created).map(suppression_json) });
  });

  app.post("/v1/suppressions", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const body = await read_object(c.req.raw, actx.max_body_bytes);
    const record = {
      account: account.id,
      email: plain(email(body.email, "email")),
      reason: opt_string(body, "reason", 200) ?? "manual",
      created: actx.service.clock.now(),
    };
    if (await actx.store.add_suppression(record)) return c.json(suppression_json(record), 201);
    const existing = (await actx.store.suppressions(account.id)).find((s) => s.email === record.email) ?? record;
    return c.json(suppression_json(existing), 200);
  });

  app.delete("/v1/suppressions/:email", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const address = param(c.req.param("email"), "suppression").toLowerCase();
    if (!(await actx.store.remove_suppression(account.id, address))) {
      throw new HttpError(404, "not_found", "this address is not suppressed");
    }
    return c.body(null, 204);
  });

  app.get("/v1/forms", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const forms = await actx.store.forms(account.id);
    return c.json({ forms: forms.sort((a, b) => a.first_submission - b.first_submission).map(form_json) });
  });
}
