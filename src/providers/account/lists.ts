/** `provider.lists` and `provider.recipients`: lists, their recipients and broadcasts. @module */

import { format_address, parse_email, parse_emails } from "../../core/address.ts";
import type { AccountCall } from "./call.ts";
import { segment } from "./call.ts";
import type {
  Broadcast,
  BroadcastOptions,
  ConfirmationSettings,
  List,
  Recipient,
  RecipientInput,
  RecipientStatus,
} from "./wire.ts";

/**
 * Lists of the account, with unique names.
 *
 * @example
 * ```ts
 * import { account } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ lists: [{ id: "lst_1", name: "News" }] }));
 * const lists = await account({ api_key: "svc_test", fetch }).lists.all();
 * console.assert(lists[0]!.name === "News");
 * ```
 */
export interface Lists {
  /**
   * Every list with its counts per recipient status.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ lists: [] }));
   * console.assert((await account({ api_key: "svc_test", fetch }).lists.all()).length === 0);
   * ```
   */
  all(): Promise<List[]>;
  /**
   * Makes a list; `confirmation` turns on double opt-in. A name the account already uses rejects
   * with `name_taken` (409).
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "lst_1", name: "News", confirmation: null }, { status: 201 }));
   * const list = await account({ api_key: "svc_test", fetch }).lists.create("News");
   * console.assert(list.id === "lst_1");
   * ```
   */
  create(name: string, options?: { confirmation?: boolean | ConfirmationSettings }): Promise<List>;
  /**
   * One list, by id or name, with its recipients.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "lst_1", name: "News", recipients: [] }));
   * const list = await account({ api_key: "svc_test", fetch }).lists.get("News");
   * console.assert(list.recipients!.length === 0);
   * ```
   */
  get(name_or_id: string): Promise<List>;
  /**
   * Renames a list or changes its confirmation settings.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "lst_1", name: "News", confirmation: { from: null } }));
   * const list = await account({ api_key: "svc_test", fetch }).lists.update("News", { confirmation: true });
   * console.assert(list.confirmation !== null);
   * ```
   */
  update(name_or_id: string, changes: { name?: string; confirmation?: boolean | ConfirmationSettings }): Promise<List>;
  /**
   * Renames a list: `update(name_or_id, {name})`.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "lst_1", name: "Weekly" }));
   * console.assert((await account({ api_key: "svc_test", fetch }).lists.rename("News", "Weekly")).name === "Weekly");
   * ```
   */
  rename(name_or_id: string, name: string): Promise<List>;
  /**
   * Deletes a list with its recipients and notifications.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(new Response(null, { status: 204 }));
   * await account({ api_key: "svc_test", fetch }).lists.delete("News");
   * ```
   */
  delete(name_or_id: string): Promise<void>;
  /**
   * Sends one message to each subscribed recipient, skipping suppressed addresses; with
   * `scheduled_at`, recipients are chosen when it goes.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () =>
   *   Promise.resolve(Response.json({ id: "bc_1", list: "News", status: "queued", messages: [], skipped: [] }, { status: 202 }));
   * const sent = await account({ api_key: "svc_test", fetch }).lists.broadcast("News", { subject: "Hello", body: "<p>Hi</p>" });
   * console.assert(sent.status === "queued");
   * ```
   */
  broadcast(name_or_id: string, options: BroadcastOptions): Promise<Broadcast>;
}

/**
 * Recipients of a list.
 *
 * @example
 * ```ts
 * import { account } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ recipients: [], created: 1, updated: 0 }));
 * const result = await account({ api_key: "svc_test", fetch }).recipients.add("News", "Ada <ada@example.com>");
 * console.assert(result.created === 1);
 * ```
 */
export interface Recipients {
  /**
   * Adds or updates recipients (`"a@b.c"`, `"Name <a@b.c>"`, `{email, name?}`, one or an array).
   * New ones are `pending` with a confirmation mail on a list with confirmation, else
   * `subscribed`; `status` sets it explicitly.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ recipients: [], created: 2, updated: 0 }));
   * const provider = account({ api_key: "svc_test", fetch });
   * const result = await provider.recipients.add("News", ["ada@example.com", { email: "bob@example.com", name: "Bob" }]);
   * console.assert(result.created === 2);
   * ```
   */
  add(
    name_or_id: string,
    recipients: RecipientInput | RecipientInput[],
    options?: { status?: RecipientStatus },
  ): Promise<{ recipients: Recipient[]; created: number; updated: number }>;
  /**
   * Sets a recipient's status.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ email: "ada@example.com", status: "unsubscribed" }));
   * const r = await account({ api_key: "svc_test", fetch }).recipients.set_status("News", "ada@example.com", "unsubscribed");
   * console.assert(r.status === "unsubscribed");
   * ```
   */
  set_status(name_or_id: string, email: string, status: RecipientStatus): Promise<Recipient>;
  /**
   * Removes a recipient from a list.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(new Response(null, { status: 204 }));
   * await account({ api_key: "svc_test", fetch }).recipients.remove("News", "ada@example.com");
   * ```
   */
  remove(name_or_id: string, email: string): Promise<void>;
}

/** `{email, name?}` of each recipient; throws `invalid_address` before any request. */
export function to_recipients(input: RecipientInput | RecipientInput[]): { email: string; name?: string }[] {
  const list = Array.isArray(input) ? input : [input];
  return list.map((item, i) => {
    const field = list.length > 1 ? `recipients[${i}]` : "recipients";
    const parsed = typeof item === "object" && item !== null
      ? parse_email({ address: item.email, name: item.name }, field, "account")
      : parse_email(item, field, "account");
    return parsed.name ? { email: parsed.address, name: parsed.name } : { email: parsed.address };
  });
}

function confirmation(value: boolean | ConfirmationSettings | undefined): unknown {
  if (typeof value !== "object" || value === null) return value;
  return {
    ...value,
    from: value.from === undefined
      ? undefined
      : format_address(parse_email(value.from, "confirmation.from", "account")),
  };
}

export function lists(call: AccountCall): Lists {
  const path = (name_or_id: string) => `/v1/lists/${segment(name_or_id, "list")}`;
  const update = async (
    name_or_id: string,
    changes: { name?: string; confirmation?: boolean | ConfirmationSettings },
  ) =>
    await call.json<List>("PATCH", path(name_or_id), { ...changes, confirmation: confirmation(changes.confirmation) });
  return {
    all: async () => (await call.json<{ lists: List[] }>("GET", "/v1/lists")).lists,
    create: async (name, options = {}) =>
      await call.json("POST", "/v1/lists", { name, confirmation: confirmation(options.confirmation) }),
    get: async (name_or_id) => await call.json("GET", path(name_or_id)),
    update,
    rename: (name_or_id, name) => update(name_or_id, { name }),
    delete: async (name_or_id) => await call.json("DELETE", path(name_or_id)),
    broadcast: async (name_or_id, options) =>
      await call.json("POST", `${path(name_or_id)}/broadcasts`, {
        from: options.from === undefined ? undefined : format_address(parse_email(options.from, "from", "account")),
        reply_to: parse_emails(options.reply_to, "reply_to", "account").map(format_address),
        subject: options.subject,
        body: options.body,
        text: options.text,
        tracking: options.tracking,
        scheduled_at: options.scheduled_at === undefined ? undefined : call.when(options.scheduled_at, "scheduled_at"),
      }),
  };
}

export function recipients(call: AccountCall): Recipients {
  const path = (name_or_id: string, email?: string) =>
    `/v1/lists/${segment(name_or_id, "list")}/recipients${email === undefined ? "" : `/${segment(email, "email")}`}`;
  return {
    add: async (name_or_id, input, options = {}) =>
      await call.json("POST", path(name_or_id), { recipients: to_recipients(input), status: options.status }),
    set_status: async (name_or_id, email, status) => await call.json("PATCH", path(name_or_id, email), { status }),
    remove: async (name_or_id, email) => await call.json("DELETE", path(name_or_id, email)),
  };
}
