/** `provider.suppressions` and `provider.forms`. @module */

import { parse_email } from "../../core/address.ts";
import type { AccountCall } from "./call.ts";
import { segment } from "./call.ts";
import type { Form, Suppression } from "./wire_schedules.ts";

/**
 * Addresses the account never sends to: sends and broadcasts skip them, and the message status
 * says `suppressed` for each.
 *
 * @example
 * ```ts
 * import { account } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ email: "ada@example.com", reason: "manual" }, { status: 201 }));
 * const s = await account({ api_key: "svc_test", fetch }).suppressions.add("ada@example.com");
 * console.assert(s.email === "ada@example.com");
 * ```
 */
export interface Suppressions {
  /**
   * Every suppressed address.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ suppressions: [] }));
   * console.assert((await account({ api_key: "svc_test", fetch }).suppressions.all()).length === 0);
   * ```
   */
  all(): Promise<Suppression[]>;
  /**
   * Suppresses an address.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ email: "bob@example.com", reason: "manual" }, { status: 201 }));
   * console.assert((await account({ api_key: "svc_test", fetch }).suppressions.add("Bob <bob@example.com>")).reason === "manual");
   * ```
   */
  add(email: string): Promise<Suppression>;
  /**
   * Stops suppressing an address; rejects with `not_found` when it was not suppressed.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(new Response(null, { status: 204 }));
   * await account({ api_key: "svc_test", fetch }).suppressions.remove("bob@example.com");
   * ```
   */
  remove(email: string): Promise<void>;
}

/**
 * Forms seen through FormData sends: name, field names, submission count, last submission.
 *
 * @example
 * ```ts
 * import { account } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ forms: [{ name: "Contact", fields: ["email"], count: 3 }] }));
 * const [form] = await account({ api_key: "svc_test", fetch }).forms.all();
 * console.assert(form!.count === 3);
 * ```
 */
export interface Forms {
  /**
   * Every form of the account.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ forms: [] }));
   * console.assert((await account({ api_key: "svc_test", fetch }).forms.all()).length === 0);
   * ```
   */
  all(): Promise<Form[]>;
}

export function suppressions(call: AccountCall): Suppressions {
  return {
    all: async () => (await call.json<{ suppressions: Suppression[] }>("GET", "/v1/suppressions")).suppressions,
    add: async (email) =>
      await call.json("POST", "/v1/suppressions", { email: parse_email(email, "email", "account").address }),
    remove: async (email) => await call.json("DELETE", `/v1/suppressions/${segment(email, "email")}`),
  };
}

export function forms(call: AccountCall): Forms {
  return { all: async () => (await call.json<{ forms: Form[] }>("GET", "/v1/forms")).forms };
}
