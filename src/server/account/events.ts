/**
 * Delivery events posted to the account's webhook endpoints: the envelope
 * `{"type", "created_at", "data"}` signed per Standard Webhooks (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`).
 *
 * Every post is a job: `event_jobs` makes one per endpoint, and the caller queues them in the
 * same write as the change that causes the event (an outcome, a status, a first open), leased
 * to this process, which posts them at once (`start`). So an event is never lost between the
 * change and its post: if the process dies first, another takes the job when its lease ends.
 * A failed post (no answer, or not 2xx) is tried again through the job queue after
 * `webhook_backoff_ms[attempt]`, with the same `webhook-id` and a fresh timestamp and signature.
 * @module
 */

import { iso } from "../../core/clock.ts";
import { random_string } from "../../core/random.ts";
import { standard_headers } from "../../webhooks/standard.ts";
import type { Queued, WebhookPayload } from "./store/types.ts";
import { account_by_id, type AccountContext } from "./context.ts";
import { derived_id } from "./ids.ts";

/** The event types the account API posts. */
export type DeliveryEventType =
  | "email.scheduled"
  | "email.cancelled"
  | "email.sent"
  | "email.delivered"
  | "email.deferred"
  | "email.bounced"
  | "email.failed"
  | "email.rejected"
  | "email.opened"
  | "email.clicked"
  | "email.subscribed"
  | "email.unsubscribed";

/** An event's `data`: the names `receive()` reads back into a `WebhookEvent`. */
export interface DeliveryEventData {
  message_id: string | null;
  email: string | null;
  tags?: string[];
  metadata?: Record<string, string>;
  reason?: string | null;
  bounce?: { type: "hard" | "soft" | "undetermined"; code?: string; message?: string } | null;
  list?: string;
  /** Opens and clicks: the link clicked, and who asked. */
  url?: string;
  user_agent?: string | null;
  ip?: string | null;
}

/**
 * The jobs that post `type` to each endpoint of the account (none without endpoints), leased to
 * this process until the lease ends. `cause` names what caused the event when that can happen
 * twice (a job run again): the same cause makes the same event id and jobs, which the store
 * keeps once and a receiver recognises by `webhook-id`.
 */
export async function event_jobs(
  actx: AccountContext,
  account_id: string,
  type: DeliveryEventType,
  data: DeliveryEventData,
  cause?: string[],
): Promise<Queued[]> {
  const endpoints = account_by_id(actx, account_id)?.webhooks ?? [];
  if (endpoints.length === 0) return [];
  const now = actx.service.clock.now();
  const event_id = cause ? await derived_id("evt_", type, ...cause) : `evt_${random_string(24)}`;
  const body = JSON.stringify({ type, created_at: iso(now), data });
  const out: Queued[] = [];
  for (const endpoint of endpoints) {
    const payload: WebhookPayload = { url: endpoint.url, event_id, body, attempt: 0 };
    out.push({
      job: {
        id: await derived_id("job_", event_id, endpoint.url),
        kind: "webhook",
        account: account_id,
        ref: event_id,
        due: now,
        payload,
      },
      lease_until: now + actx.lease_ms,
    });
  }
  return out;
}

/** Runs the jobs of `queue` this process holds (those with a lease), once the write that queued them is done. */
export function start(actx: AccountContext, queue: Queued[]): void {
  actx.run_jobs(queue.filter((q) => q.lease_until !== undefined).map((q) => q.job));
}

/** One attempt; on failure, queues the next one while attempts remain. */
export async function post_event(actx: AccountContext, account_id: string, payload: WebhookPayload): Promise<void> {
  const endpoint = account_by_id(actx, account_id)?.webhooks.find((e) => e.url === payload.url);
  if (!endpoint) return;
  const now = actx.service.clock.now();
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "service-mail-webhooks/1",
    ...(endpoint.secret
      ? await standard_headers(endpoint.secret, payload.event_id, Math.floor(now / 1000), payload.body)
      : { "webhook-id": payload.event_id, "webhook-timestamp": String(Math.floor(now / 1000)) }),
  };
  let outcome: string;
  try {
    const response = await actx.fetch(payload.url, {
      method: "POST",
      headers,
      body: payload.body,
      signal: AbortSignal.timeout(actx.webhook_timeout_ms),
    });
    await response.body?.cancel();
    if (response.ok) return;
    outcome = `HTTP ${response.status}`;
  } catch (error) {
    outcome = (error as Error)?.name ?? "network error";
  }
  const wait = actx.webhook_backoff_ms[payload.attempt];
  actx.service.log(
    `account webhook attempt ${payload.attempt + 1} failed: ${outcome}${wait === undefined ? ", giving up" : ""}`,
  );
  if (wait === undefined) return;
  await actx.store.enqueue({
    id: `job_${random_string(20)}`,
    kind: "webhook",
    account: account_id,
    ref: payload.event_id,
    due: now + wait,
    payload: { ...payload, attempt: payload.attempt + 1 },
  });
  actx.wake();
}
