/**
 * Delivery events posted to the account's webhook endpoints: the envelope
 * `{"type", "created_at", "data"}` signed per Standard Webhooks (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`). A failed post (no answer, or not 2xx) is tried again
 * through the job queue after `webhook_backoff_ms[attempt]`, with the same `webhook-id` and a
 * fresh timestamp and signature.
 * @module
 */

import { iso } from "../../util/clock.ts";
import { random_string } from "../../util/random.ts";
import { standard_headers } from "../../webhooks/standard.ts";
import type { WebhookPayload } from "../store/account_types.ts";
import { account_by_id, type AccountContext } from "./context.ts";

/** The event types the account API posts. */
export type DeliveryEventType =
  | "email.scheduled"
  | "email.cancelled"
  | "email.sent"
  | "email.delivered"
  | "email.bounced"
  | "email.failed"
  | "email.rejected"
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
}

/** Posts `type` to every endpoint of the account, in the background. */
export function emit(actx: AccountContext, account_id: string, type: DeliveryEventType, data: DeliveryEventData): void {
  const endpoints = account_by_id(actx, account_id)?.webhooks ?? [];
  if (endpoints.length === 0) return;
  const body = JSON.stringify({ type, created_at: iso(actx.service.clock.now()), data });
  for (const endpoint of endpoints) {
    const payload: WebhookPayload = { url: endpoint.url, event_id: `evt_${random_string(24)}`, body, attempt: 0 };
    actx.background.run("webhook", () => post_event(actx, account_id, payload));
  }
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
