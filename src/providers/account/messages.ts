/** `provider.messages`: a message's status and content, and rescheduling. @module */

import type { AccountCall } from "./call.ts";
import { segment } from "./call.ts";
import type { AccountMessage, When } from "./wire.ts";

/**
 * Messages of the account.
 *
 * @example
 * ```ts
 * import { account } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ id: "msg_1", status: "delivered", recipients: [] }));
 * const provider = account({ api_key: "svc_test", url: "http://127.0.0.1:8025", fetch });
 * const message = await provider.messages.get("msg_1");
 * console.assert(message.status === "delivered");
 * ```
 */
export interface Messages {
  /**
   * A message's status (`scheduled`, `queued`, `sent`, `delivered`, `bounced`, `failed`,
   * `cancelled`), each recipient's outcome and its content.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "msg_1", status: "scheduled" }));
   * const message = await account({ api_key: "svc_test", fetch }).messages.get("msg_1");
   * console.assert(message.status === "scheduled");
   * ```
   */
  get(id: string): Promise<AccountMessage>;
  /**
   * Moves a scheduled send to `when` (a `Date`, an ISO string read as UTC without an offset, or a
   * `Duration` from now; at most 30 days ahead). Rejects with `not_scheduled` once it went or was
   * cancelled.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () =>
   *   Promise.resolve(Response.json({ id: "msg_1", status: "scheduled", scheduled_at: "2030-01-01T09:00:00.000Z" }));
   * const provider = account({ api_key: "svc_test", fetch });
   * const message = await provider.messages.reschedule("msg_1", { hours: 2 });
   * console.assert(message.status === "scheduled");
   * ```
   */
  reschedule(id: string, when: When): Promise<AccountMessage>;
}

export function messages(call: AccountCall): Messages {
  return {
    get: async (id) => await call.json("GET", `/v1/messages/${segment(id, "id")}`),
    reschedule: async (id, when) =>
      await call.json("PATCH", `/v1/messages/${segment(id, "id")}`, { scheduled_at: call.when(when, "scheduled_at") }),
  };
}
