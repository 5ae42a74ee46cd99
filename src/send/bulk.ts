/**
 * Bulk sends: every message prepared on its own; those the provider's batch endpoint accepts go
 * in batches, the rest with bounded concurrency. One result per message, in order; a failure is
 * a `ServiceError` in its place and never hides the others.
 * @module
 */

import type { Pipeline } from "./pipeline.ts";
import { ServiceError } from "../core/error.ts";
import { transport } from "./transport.ts";
import type { Message, SendOptions, SendResponse } from "../core/types.ts";

type Result = SendResponse | ServiceError;

function as_service_error(error: unknown, provider: string): ServiceError {
  if (ServiceError.is(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ServiceError({ provider, message, cause: error });
}

async function pool(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** Sends `list` through `pipeline`. */
export async function send_bulk(pipeline: Pipeline, list: SendOptions[]): Promise<Result[]> {
  const { adapter } = pipeline;
  const provider = adapter.name;
  const hooks = pipeline.options.hooks ?? {};
  const results: Result[] = new Array(list.length);
  const messages: Array<{ index: number; message: Message; signal: AbortSignal | undefined }> = [];

  const fail = async (index: number, error: unknown, message: Message | undefined) => {
    results[index] = as_service_error(error, provider);
    await hooks.on_error?.(error, message);
  };
  const done = async (index: number, response: SendResponse, message: Message) => {
    results[index] = response;
    await hooks.after_send?.(response, message);
  };

  await pool(
    list.map((send, index) => async () => {
      try {
        const prepared = await pipeline.prepare(send);
        if ("skipped" in prepared) results[index] = prepared.skipped;
        else messages.push({ index, ...prepared });
      } catch (error) {
        await fail(index, error, undefined);
      }
    }),
    pipeline.concurrency,
  );
  messages.sort((a, b) => a.index - b.index);

  const batch = adapter.batch;
  const max = adapter.capabilities.batch ? adapter.capabilities.batch.max : 0;
  const batched = batch && max > 1 ? messages.filter((m) => batch.accepts(m.message)) : [];
  const single = batched.length >= 2 ? messages.filter((m) => !batched.includes(m)) : messages;
  const tasks: Array<() => Promise<void>> = [];

  if (batch && batched.length >= 2) {
    for (let start = 0; start < batched.length; start += max) {
      const chunk = batched.slice(start, start + max);
      tasks.push(async () => {
        const chunk_messages = chunk.map((m) => m.message);
        try {
          const ctx = pipeline.context(undefined);
          const request = batch.to_request(chunk_messages, ctx, pipeline.idempotency_key());
          const response = await transport(request, pipeline.transport_options(undefined));
          const items = batch.from_response(response, chunk_messages);
          for (const [i, { index, message }] of chunk.entries()) {
            const item = items[i];
            if (item && "id" in item) {
              const sent: SendResponse = { id: item.id, provider };
              if (message.scheduled_at) sent.scheduled_at = message.scheduled_at;
              await done(index, sent, message);
            } else {
              const error = new ServiceError({
                provider,
                status: response.status,
                code: item?.code,
                message: item?.message ?? "the batch answer has no result for this message",
                raw: response.body,
              });
              await fail(index, error, message);
            }
          }
        } catch (error) {
          for (const { index, message } of chunk) await fail(index, error, message);
        }
      });
    }
  }
  for (const { index, message, signal } of single) {
    tasks.push(async () => {
      try {
        await done(index, await pipeline.deliver(message, signal), message);
      } catch (error) {
        await fail(index, error, message);
      }
    });
  }
  await pool(tasks, pipeline.concurrency);
  return results;
}
