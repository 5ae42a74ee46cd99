/**
 * The one HTTP seam of the account namespaces: JSON requests and file downloads to the account
 * API with the account's key, the provider's timeout and retries, and every failure a
 * `ServiceError` with `provider: "account"` and the server's code.
 * @module
 */

import { add_duration, resolve_scheduled_at } from "../../core/duration.ts";
import { ServiceError } from "../../core/error.ts";
import type { Pipeline } from "../../send/pipeline.ts";
import { transport } from "../../send/transport.ts";
import type { WireRequest } from "../../core/provider.ts";
import { json_request } from "../wire.ts";
import type { When } from "./wire.ts";

/** How the namespaces reach the account API. */
export interface AccountCall {
  /** A JSON request; answers the parsed body (`undefined` for 204). */
  json<T>(method: WireRequest["method"], path: string, body?: unknown): Promise<T>;
  /** A GET whose answer is a file: its bytes and headers. */
  download(path: string): Promise<{ bytes: Uint8Array; headers: Headers }>;
  /** `when` as the ISO time the API takes; throws `invalid_scheduled_at` or `scheduled_too_far` before any request. */
  when(when: When, field: string): string;
}

/** Path segment: encoded, and never empty. */
export function segment(value: string, what: string): string {
  if (typeof value !== "string" || value === "") throw new TypeError(`${what} must be a non-empty string`);
  return encodeURIComponent(value);
}

/** The call over a provider pipeline with its base URL and headers. */
export function make_call(pipeline: Pipeline, base: string, headers: () => Record<string, string>): AccountCall {
  const clock = pipeline.options.clock;
  const now = () => clock?.now() ?? Date.now();
  return {
    async json<T>(method: WireRequest["method"], path: string, body?: unknown): Promise<T> {
      const response = await pipeline.context(undefined).call(json_request(method, `${base}${path}`, headers(), body));
      return (response.body === "" ? undefined : response.body) as T;
    },
    async download(path) {
      let bytes = new Uint8Array();
      const options = pipeline.transport_options(undefined);
      const capture: typeof fetch = async (input, init) => {
        const response = await options.fetch(input, init);
        bytes = new Uint8Array(await response.clone().arrayBuffer());
        return response;
      };
      const response = await transport({ method: "GET", url: `${base}${path}`, headers: headers() }, {
        ...options,
        fetch: capture,
      });
      return { bytes, headers: response.headers };
    },
    when(when, field) {
      const at = resolve_scheduled_at(when, now(), "account");
      if (at.getTime() > add_duration(now(), { days: 30 })) {
        throw new ServiceError({
          provider: "account",
          code: "scheduled_too_far",
          message: `${field} ${at.toISOString()} is more than 30 days ahead`,
        });
      }
      return at.toISOString();
    },
  };
}
