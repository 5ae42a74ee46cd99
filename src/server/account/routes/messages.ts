/** `/v1/messages`: send one or many, read one, reschedule, cancel. @module */

import type { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import { read_body } from "../../http/request.ts";
import type { OutMessage } from "../store/types.ts";
import type { AccountContext } from "../context.ts";
import { event_jobs, start } from "../events.ts";
import { idempotent } from "../idempotency.ts";
import { as_object, param, read_object, require_account } from "../http.ts";
import { message_json } from "../json.ts";
import { type Draft, read_draft, read_scheduled_at } from "../message_input.ts";
import { message_job, submit } from "../submit.ts";

/** Most messages one bulk request takes. */
export const MAX_BATCH = 100;

function not_found(): HttpError {
  return new HttpError(404, "not_found", "no such message in this account");
}

function not_scheduled(message: OutMessage): HttpError {
  return new HttpError(409, "not_scheduled", `the message is ${message.status}, not scheduled`);
}

export function mount_messages(app: Hono<AppEnv>, actx: AccountContext): void {
  app.post("/v1/messages", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const bytes = await read_body(c.req.raw, actx.max_send_bytes);
    let value: unknown;
    try {
      value = bytes.byteLength === 0 ? undefined : JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new HttpError(400, "invalid_json", "request body is not valid JSON");
    }
    const base = new URL(c.req.url).origin;
    return await idempotent(actx, account.id, c.req.raw, bytes, async () => {
      const now = actx.service.clock.now();
      if (Array.isArray(value)) {
        if (value.length === 0) throw new HttpError(422, "empty_batch", "the array of messages is empty");
        if (value.length > MAX_BATCH) {
          throw new HttpError(422, "too_many_messages", `at most ${MAX_BATCH} messages per request`);
        }
        const drafts: Draft[] = value.map((item, index) => {
          try {
            return read_draft(actx.service, account, item, now);
          } catch (error) {
            if (error instanceof HttpError) {
              throw new HttpError(error.status, error.code, `messages[${index}].${error.message}`, {}, { index });
            }
            throw error;
          }
        });
        return { status: 202, body: await submit(actx, account.id, drafts, { base }) };
      }
      const draft = read_draft(
        actx.service,
        account,
        as_object(bytes.byteLength === 0 ? {} : value, "request body"),
        now,
      );
      return { status: 202, body: (await submit(actx, account.id, [draft], { base }))[0] };
    });
  });

  app.get("/v1/messages/:id", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const message = await actx.store.message(account.id, param(c.req.param("id"), "message"));
    if (!message) throw not_found();
    return c.json(message_json(message));
  });

  app.patch("/v1/messages/:id", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const id = param(c.req.param("id"), "message");
    const body = await read_object(c.req.raw, actx.max_body_bytes);
    const now = actx.service.clock.now();
    if (body.scheduled_at === undefined) {
      throw new HttpError(422, "missing_field", "scheduled_at: is required");
    }
    const at = read_scheduled_at(body.scheduled_at, now);
    const found = await actx.store.message(account.id, id);
    if (!found) throw not_found();
    if (found.status !== "scheduled") throw not_scheduled(found);
    // The new job goes in before the change: a crash between leaves the old time and its job,
    // never a new time without one. If the change then loses a race, the job finds nothing to do.
    const job = message_job(account.id, id, at ?? now);
    await actx.store.enqueue(job, at === null ? now + actx.lease_ms : undefined);
    const changed = await actx.store.update_message(account.id, id, ["scheduled"], {
      scheduled_at: at ?? now,
      ...(at === null ? { status: "queued" as const } : {}),
      updated: now,
    });
    if (at === null) actx.run_jobs([job]);
    else actx.wake();
    if (!changed.record) throw not_found();
    if (!changed.ok) throw not_scheduled(changed.record);
    return c.json(message_json(changed.record));
  });

  app.post("/v1/messages/:id/cancel", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const id = param(c.req.param("id"), "message");
    const now = actx.service.clock.now();
    const found = await actx.store.message(account.id, id);
    if (!found) throw not_found();
    const queue = await event_jobs(actx, account.id, "email.cancelled", {
      message_id: id,
      email: null,
      tags: found.tags,
      metadata: found.metadata,
    });
    const changed = await actx.store.update_message(account.id, id, ["scheduled"], {
      status: "cancelled",
      reason: "cancelled",
      updated: now,
    }, { queue });
    if (!changed.record) throw not_found();
    if (!changed.ok) throw not_scheduled(changed.record);
    start(actx, queue);
    return c.json({ id, status: "cancelled" });
  });
}
