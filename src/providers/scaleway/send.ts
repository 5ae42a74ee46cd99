/**
 * Scaleway Transactional Email (`POST https://api.scaleway.com/transactional-email/v1alpha1/regions/{region}/emails`,
 * `X-Auth-Token: <secret key>`, regions `fr-par` and `nl-ams`): headers as `additional_headers`
 * (Reply-To among them). Scaleway makes one email per recipient and answers them all; `send`
 * returns the first one's `id`, which its webhook events carry as `email_id` and which
 * `cancel` takes (`POST …/emails/{id}/cancel`, while the email is not yet sent). No scheduling,
 * tags, metadata, tracking, inline images or idempotency.
 * Docs: scaleway.com/en/developers/api/transactional-email; scaleway SDKs `tem/v1alpha1`.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { scaleway_info } from "./info.ts";

export { scaleway_info };

/** Options of `scaleway()`.
 *
 * @example
 * ```ts
 * import type { ScalewayOptions } from "@service/mail";
 * const options: ScalewayOptions = { secret_key: "scw-secret", project_id: "proj-1", region: "nl-ams" };
 * console.assert(options.region === "nl-ams");
 * ```
 */
export interface ScalewayOptions extends ProviderOptions {
  /** The API secret key (not the access key). */
  secret_key: string;
  /** The Project the sending domain belongs to. */
  project_id: string;
  /** The region of the Transactional Email service: `"fr-par"` (default) or `"nl-ams"`. */
  region?: string;
  /** API base URL (default `https://api.scaleway.com`). */
  url?: string;
}

const person = (a: Address) => compact({ email: a.address, name: a.name });
const people = (list: Address[]) => list.length ? list.map(person) : undefined;

function body(message: Message, project_id: string): Record<string, unknown> {
  const headers = Object.entries(message.headers).map(([key, value]) => ({ key, value }));
  if (message.reply_to.length) {
    headers.unshift({ key: "Reply-To", value: message.reply_to.map(format_address).join(", ") });
  }
  return compact({
    from: person(message.from),
    to: people(message.to),
    cc: people(message.cc),
    bcc: people(message.bcc),
    subject: message.subject,
    text: message.text,
    html: message.html,
    project_id,
    attachments: message.attachments.length
      ? message.attachments.map((a) => ({ name: a.filename, type: a.type, content: base64(a.content) }))
      : undefined,
    additional_headers: headers.length ? headers : undefined,
  });
}

/**
 * A Scaleway Transactional Email provider.
 *
 * @example
 * ```ts
 * import { scaleway } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ emails: [{ id: "6b1a4c2e", status: "new" }] }));
 * const provider = scaleway({ secret_key: "scw-secret", project_id: "proj-1", fetch });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "6b1a4c2e");
 * ```
 */
export function scaleway(options: ScalewayOptions): Provider {
  if (!options?.secret_key) throw new TypeError("scaleway() needs a secret_key");
  if (!options.project_id) throw new TypeError("scaleway() needs a project_id");
  const region = encodeURIComponent(options.region ?? "fr-par");
  const base = `${trim_url(options.url ?? "https://api.scaleway.com")}/transactional-email/v1alpha1/regions/${region}`;
  const auth = { "X-Auth-Token": options.secret_key };
  const adapter: Adapter = {
    ...scaleway_info,
    to_request: (message) => json_request("POST", `${base}/emails`, auth, body(message, options.project_id)),
    from_response(response) {
      const emails = as_record(response.body).emails;
      return { id: require_id(Array.isArray(emails) ? as_record(emails[0]).id : undefined) };
    },
    to_error(response) {
      const { type, message, details } = as_record(response.body);
      const reasons = Array.isArray(details)
        ? details.map(as_record).map((d) =>
          [d.argument_name ?? d.resource, d.help_message ?? d.reason].filter(Boolean).join(" ")
        ).filter(Boolean)
        : [];
      return {
        code: typeof type === "string" ? type : undefined,
        message: [typeof message === "string" ? message : undefined, ...reasons].filter(Boolean).join(": ") ||
          fallback_message(response.body, response.status),
      };
    },
    cancel_request: (id) => json_request("POST", `${base}/emails/${encodeURIComponent(id)}/cancel`, auth, {}),
  };
  return create_provider(adapter, options);
}
