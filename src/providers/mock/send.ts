/**
 * The mock provider for users' tests: it runs the whole pipeline (validation, body rendering,
 * hooks, retries) and records every message as normalised instead of sending it. Scheduled
 * messages can be cancelled; scripted failures exercise retries and error handling.
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Capabilities, Provider, ProviderInfo } from "../../core/provider.ts";
import { as_record, json_request, require_id } from "../wire.ts";

/**
 * A scripted failure: the next `times` requests (default 1) answer with this status and code.
 *
 * @example
 * ```ts
 * import { mock, type MockFailure } from "@service/mail/mock";
 * const outage: MockFailure = { status: 503, code: "unavailable", times: 2 };
 * const provider = mock({ fail: outage, retries: 2, retry_delay: 0 });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "mock_1" && provider.requests === 3);
 * ```
 */
export interface MockFailure {
  /** HTTP status. */
  status: number;
  /** A snake_case code. */
  code?: string;
  /** A readable message. */
  message?: string;
  /** Seconds sent as `Retry-After`. */
  retry_after?: number;
  /** How many requests answer with this failure (default 1). */
  times?: number;
}

/**
 * A message the mock holds.
 *
 * @example
 * ```ts
 * import { mock, type MockRecord } from "@service/mail/mock";
 * const provider = mock();
 * await provider.send({ from: "a@example.com", to: "b@example.com", body: "Later", scheduled_at: { hours: 1 } });
 * const record: MockRecord = provider.last!;
 * console.assert(record.status === "scheduled" && record.id === "mock_1");
 * ```
 */
export interface MockRecord extends Message {
  /** The message id. */
  id: string;
  /** HTTP status. */
  status: "sent" | "scheduled" | "cancelled";
}

/**
 * Options of `mock()`.
 *
 * @example
 * ```ts
 * import { mock, type MockOptions } from "@service/mail/mock";
 * const options: MockOptions = { default: { from: "site@example.com" }, fail: [{ status: 429, retry_after: 1 }] };
 * console.assert(mock(options).name === "mock");
 * ```
 */
export interface MockOptions extends ProviderOptions {
  /** Failures to answer with first, in order. */
  fail?: MockFailure | MockFailure[];
}

/**
 * The mock provider: a `Provider` plus what it recorded.
 *
 * @example
 * ```ts
 * import { mock, type MockProvider } from "@service/mail/mock";
 * const provider: MockProvider = mock();
 * await provider.send({ from: "a@example.com", to: "b@example.com", subject: "Hello", body: "<p>Hi</p>" });
 * console.assert(provider.messages.length === 1 && provider.last?.subject === "Hello");
 * provider.clear();
 * console.assert(provider.messages.length === 0);
 * ```
 */
export interface MockProvider extends Provider {
  /** Every message accepted, oldest first. */
  readonly messages: MockRecord[];
  /** The newest message, or `undefined`. */
  readonly last: MockRecord | undefined;
  /** Messages still waiting for their `scheduled_at`. */
  readonly scheduled: MockRecord[];
  /** How many requests reached the mock (attempts included). */
  readonly requests: number;
  /** Forgets every message, request and pending failure. */
  clear(): void;
  /** Scripts failures for the next requests. */
  fail(failure: MockFailure): void;
}

const CAPABILITIES: Capabilities = {
  scheduling: { field: "scheduled_at", format: "Date" },
  cancel: true,
  reschedule: false,
  batch: false,
  tags: {},
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: "body",
  reply_to: "many",
  webhook: false,
};

/** The mock's name and capabilities. */
export const mock_info: ProviderInfo = { name: "mock", capabilities: CAPABILITIES };

const BASE = "https://mock.invalid";

/**
 * A mock provider.
 *
 * @example
 * ```ts
 * import { mock } from "@service/mail/mock";
 * const provider = mock();
 * await provider.send({ from: "a@example.com", to: "b@example.com", subject: "Hi", body: "<p>Hello</p>" });
 * console.assert(provider.last?.subject === "Hi");
 * console.assert(provider.last?.text === "Hello");
 * ```
 */
export function mock(options: MockOptions = {}): MockProvider {
  const records: MockRecord[] = [];
  const pending = new Map<number, Message>();
  const failures: MockFailure[] = [];
  let sequence = 0;
  let requests = 0;
  const add_failure = (failure: MockFailure) => failures.push({ ...failure, times: failure.times ?? 1 });
  for (const failure of [options.fail ?? []].flat()) add_failure(failure);
  const answer = (body: unknown, status = 200, headers?: Record<string, string>) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

  const handle = async (request: Request): Promise<Response> => {
    requests++;
    const failure = failures[0];
    if (failure) {
      if (--failure.times! <= 0) failures.shift();
      const headers = failure.retry_after === undefined ? undefined : { "Retry-After": String(failure.retry_after) };
      const error = { code: failure.code ?? "mock_failure", message: failure.message ?? "scripted failure" };
      return answer({ error }, failure.status, headers);
    }
    const path = new URL(request.url).pathname;
    if (path === "/send") {
      const seq = (await request.json()).seq;
      const message = pending.get(seq)!;
      pending.delete(seq);
      const same = message.idempotency_key === undefined
        ? undefined
        : records.find((r) => r.idempotency_key === message.idempotency_key);
      if (same) return answer({ id: same.id });
      const id = `mock_${records.length + 1}`;
      records.push({ ...message, id, status: message.scheduled_at ? "scheduled" : "sent" });
      return answer({ id });
    }
    const record = records.find((r) => `/cancel/${encodeURIComponent(r.id)}` === path);
    if (!record) return answer({ error: { code: "not_found", message: "no such message" } }, 404);
    if (record.status !== "scheduled") {
      return answer({ error: { code: "not_scheduled", message: `the message is ${record.status}` } }, 409);
    }
    record.status = "cancelled";
    return answer({ id: record.id });
  };

  const outside = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(BASE) ? handle(request) : outside(request);
  };

  const adapter: Adapter = {
    ...mock_info,
    to_request(message) {
      const seq = ++sequence;
      pending.set(seq, message);
      return json_request("POST", `${BASE}/send`, {}, { seq });
    },
    from_response: (response) => ({ id: require_id(as_record(response.body).id) }),
    to_error(response) {
      const error = as_record(as_record(response.body).error);
      return { code: String(error.code), message: String(error.message) };
    },
    cancel_request: (id) => json_request("POST", `${BASE}/cancel/${encodeURIComponent(id)}`, {}),
  };
  const provider = create_provider(adapter, { ...options, fetch });
  return {
    ...provider,
    get messages() {
      return records;
    },
    get last() {
      return records.at(-1);
    },
    get scheduled() {
      return records.filter((r) => r.status === "scheduled");
    },
    get requests() {
      return requests;
    },
    clear() {
      records.length = 0;
      pending.clear();
      failures.length = 0;
      requests = 0;
    },
    fail: add_failure,
  };
}
