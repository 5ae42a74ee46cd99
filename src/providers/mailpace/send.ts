/**
 * MailPace (`POST https://app.mailpace.com/api/v1/send`, `MailPace-Server-Token`): tags, inline
 * images by `cid`, `Idempotency-Key`. Of headers MailPace takes only `List-Unsubscribe`
 * (`list_unsubscribe`), `In-Reply-To` (`inreplyto`) and `References` (`references`); any other
 * header (`List-Unsubscribe-Post` too) is rejected. The id is the answer's `id`, which its
 * webhooks carry as `payload.id`. No scheduling, cancel, metadata or tracking (MailPace does no
 * tracking). Docs: docs.mailpace.com/reference/send, docs.mailpace.com/guide/idempotency.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import { unsupported } from "../_support.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { mailpace_info } from "./info.ts";

export { mailpace_info };

/** Options of `mailpace()`.
 *
 * @example
 * ```ts
 * import type { MailpaceOptions } from "@service/mail";
 * const options: MailpaceOptions = { api_key: "mp_key", retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface MailpaceOptions extends ProviderOptions {
  /** The domain's API token. */
  api_key: string;
  /** API base URL (default `https://app.mailpace.com/api/v1`). */
  url?: string;
}

/** The headers MailPace has a field for. */
const HEADER_FIELDS: Record<string, string> = {
  "list-unsubscribe": "list_unsubscribe",
  "in-reply-to": "inreplyto",
  "references": "references",
};

const joined = (list: Message["to"]) => list.length ? list.map(format_address).join(", ") : undefined;

function body(message: Message): Record<string, unknown> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    const field = HEADER_FIELDS[name.toLowerCase()];
    if (!field) {
      throw unsupported(
        "mailpace",
        `headers.${name}`,
        "is not supported by mailpace (it takes List-Unsubscribe, In-Reply-To and References)",
      );
    }
    fields[field] = value;
  }
  return compact({
    from: format_address(message.from),
    to: joined(message.to),
    cc: joined(message.cc),
    bcc: joined(message.bcc),
    replyto: joined(message.reply_to),
    subject: message.subject,
    htmlbody: message.html,
    textbody: message.text,
    ...fields,
    tags: message.tags.length ? message.tags : undefined,
    attachments: message.attachments.length
      ? message.attachments.map((a) =>
        compact({ name: a.filename, content: base64(a.content), content_type: a.type, cid: a.content_id })
      )
      : undefined,
  });
}

/**
 * A MailPace provider.
 *
 * @example
 * ```ts
 * import { mailpace } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ id: 12345, status: "pending" }));
 * const { id } = await mailpace({ api_key: "token", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "12345");
 * ```
 */
export function mailpace(options: MailpaceOptions): Provider {
  if (!options?.api_key) throw new TypeError("mailpace() needs an api_key");
  const url = `${trim_url(options.url ?? "https://app.mailpace.com/api/v1")}/send`;
  const auth = { Accept: "application/json", "MailPace-Server-Token": options.api_key };
  const adapter: Adapter = {
    ...mailpace_info,
    to_request: (message) =>
      json_request(
        "POST",
        url,
        message.idempotency_key === undefined ? auth : { ...auth, "Idempotency-Key": message.idempotency_key },
        body(message),
      ),
    from_response: (response) => ({ id: require_id(as_record(response.body).id) }),
    to_error(response) {
      const { error, errors } = as_record(response.body);
      const fields = Object.entries(as_record(errors)).map(([field, list]) =>
        `${field}: ${Array.isArray(list) ? list.join(", ") : String(list)}`
      );
      return {
        message: [typeof error === "string" ? error : undefined, ...fields].filter(Boolean).join("; ") ||
          fallback_message(response.body, response.status),
      };
    },
  };
  return create_provider(adapter, options);
}
