/** `provider.notifications`: scheduled digests of a list's changes. @module */

import { format_address, parse_email, parse_emails } from "../../core/address.ts";
import type { Email } from "../../core/types.ts";
import type { AccountCall } from "./call.ts";
import { segment } from "./call.ts";
import type { Notification, NotificationOptions } from "./wire_schedules.ts";

/**
 * A list's scheduled notifications: at each run (`hourly`, `daily`, `weekly`, `monthly` or a cron
 * expression, UTC) the recipients get the list's recipients added or changed since the last run.
 *
 * @example
 * ```ts
 * import { account } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ id: "ntf_1", schedule: "daily" }, { status: 201 }));
 * const provider = account({ api_key: "svc_test", fetch });
 * const n = await provider.notifications.create("News", { recipients: "me@example.com", schedule: "daily" });
 * console.assert(n.id === "ntf_1");
 * ```
 */
export interface Notifications {
  /**
   * The list's notifications.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ notifications: [] }));
   * console.assert((await account({ api_key: "svc_test", fetch }).notifications.all("News")).length === 0);
   * ```
   */
  all(name_or_id: string): Promise<Notification[]>;
  /**
   * Schedules a notification; an invalid `schedule` rejects with `invalid_schedule`.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "ntf_1", schedule: "0 9 * * 1" }, { status: 201 }));
   * const provider = account({ api_key: "svc_test", fetch });
   * const n = await provider.notifications.create("News", { recipients: ["me@example.com"], schedule: "0 9 * * 1" });
   * console.assert(n.schedule === "0 9 * * 1");
   * ```
   */
  create(name_or_id: string, options: NotificationOptions): Promise<Notification>;
  /**
   * Changes a notification (`{paused: true}` pauses it).
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "ntf_1", paused: true }));
   * const n = await account({ api_key: "svc_test", fetch }).notifications.update("News", "ntf_1", { paused: true });
   * console.assert(n.paused);
   * ```
   */
  update(name_or_id: string, id: string, changes: Partial<NotificationOptions>): Promise<Notification>;
  /**
   * Deletes a notification.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(new Response(null, { status: 204 }));
   * await account({ api_key: "svc_test", fetch }).notifications.delete("News", "ntf_1");
   * ```
   */
  delete(name_or_id: string, id: string): Promise<void>;
}

/** `from` and `recipients` written as the API takes them; throws `invalid_address` first. */
export function addresses<T extends { from?: Email | undefined; recipients?: Email | Email[] | undefined }>(
  options: T,
): T {
  const out = { ...options } as Record<string, unknown>;
  if (options.from !== undefined) out.from = format_address(parse_email(options.from, "from", "account"));
  if (options.recipients !== undefined) {
    out.recipients = parse_emails(options.recipients, "recipients", "account").map(format_address);
  }
  return out as T;
}

export function notifications(call: AccountCall): Notifications {
  const path = (name_or_id: string, id?: string) =>
    `/v1/lists/${segment(name_or_id, "list")}/notifications${id === undefined ? "" : `/${segment(id, "id")}`}`;
  return {
    all: async (name_or_id) =>
      (await call.json<{ notifications: Notification[] }>("GET", path(name_or_id))).notifications,
    create: async (name_or_id, options) => await call.json("POST", path(name_or_id), addresses(options)),
    update: async (name_or_id, id, changes) => await call.json("PATCH", path(name_or_id, id), addresses(changes)),
    delete: async (name_or_id, id) => await call.json("DELETE", path(name_or_id, id)),
  };
}
