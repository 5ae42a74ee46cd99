/**
 * `@service/mail/mock`: the mock provider for users' tests. It runs the real pipeline and records
 * every message as normalised; scheduled messages can be cancelled; scripted failures exercise
 * retries.
 *
 * @example
 * ```ts
 * import { mock } from "@service/mail/mock";
 * const provider = mock({ retries: 1, retry_delay: 0, fail: { status: 503, code: "unavailable" } });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" });
 * console.assert(id === "mock_1" && provider.requests === 2);
 * ```
 *
 * @module
 */

export { mock } from "./src/providers/mock/send.ts";
export type { MockFailure, MockOptions, MockProvider, MockRecord } from "./src/providers/mock/send.ts";
