/**
 * Loops transactional email (`POST https://app.loops.so/api/v1/transactional`). Loops renders a
 * transactional email made in its editor: the request names it (`transactionalId`), one
 * recipient (`email`) and its data variables. The message's own content travels as data
 * variables — `subject`, `from`, `replyTo`, `cc`, `bcc`, `html`, `text` — so a transactional
 * email whose fields read `{subject}`, `{from}`… renders any message; `metadata` adds further
 * data variables. Loops has no scheduling, cancel, tags, headers or per-message tracking.
 * Its answer carries no id: every request carries an `Idempotency-Key` (yours, or a generated
 * UUID) and that key is the id `send` returns. Docs: loops.so/docs/api-reference/send-transactional-email.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { ServiceError } from "../../core/error.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import { unsupported } from "../_support.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, trim_url } from "../wire.ts";
import { loops_info } from "./info.ts";

export { loops_info };

/** Options of `loops()`.
 *
 * @example
 * ```ts
 * import type { LoopsOptions } from "@service/mail";
 * const options: LoopsOptions = { api_key: "loops_key", transactional_id: "cm1welcome" };
 * console.assert(options.transactional_id === "cm1welcome");
 * ```
 */
export interface LoopsOptions extends ProviderOptions {
  /** The API key. */
  api_key: string;
  /** The id of the published transactional email every message is rendered with. */
  transactional_id: string;
  /** Create a contact for the recipient when none exists (Loops' `addToAudience`). */
  add_to_audience?: boolean;
  /** API base URL (default `https://app.loops.so/api`). */
  url?: string;
  /** Makes the `Idempotency-Key` of a send that gives none (default `crypto.randomUUID`; tests pass a fixed one). */
  make_key?: () => string;
}

/** The data variables the message's own fields travel as. */
const FIELDS = ["subject", "from", "replyTo", "cc", "bcc", "html", "text"] as const;

const joined = (list: Message["to"]) => list.length ? list.map(format_address).join(", ") : undefined;

function data_variables(message: Message): Record<string, string> {
  for (const key of Object.keys(message.metadata)) {
    if ((FIELDS as readonly string[]).includes(key)) {
      throw new ServiceError({
        provider: "loops",
        code: "invalid_option",
        message: `metadata.${key} would overwrite the data variable the message's ${key} travels in`,
      });
    }
  }
  return compact({
    ...message.metadata,
    subject: message.subject,
    from: format_address(message.from),
    replyTo: joined(message.reply_to),
    cc: joined(message.cc),
    bcc: joined(message.bcc),
    html: message.html,
    text: message.text,
  }) as Record<string, string>;
}

/**
 * A Loops provider.
 *
 * @example
 * ```ts
 * import { loops } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ success: true }));
 * const provider = loops({ api_key: "key", transactional_id: "cm0abc", fetch });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi", idempotency_key: "order-1" });
 * console.assert(id === "order-1");
 * ```
 */
export function loops(options: LoopsOptions): Provider {
  if (!options?.api_key) throw new TypeError("loops() needs an api_key");
  if (!options.transactional_id) throw new TypeError("loops() needs a transactional_id");
  const url = `${trim_url(options.url ?? "https://app.loops.so/api")}/v1/transactional`;
  const keys = new WeakMap<Message, string>();
  const make_key = options.make_key ?? (() => crypto.randomUUID());
  const adapter: Adapter = {
    ...loops_info,
    to_request(message) {
      if (message.to.length !== 1) {
        throw unsupported(
          "loops",
          "to",
          "takes exactly one recipient per send on loops (cc and bcc are data variables)",
        );
      }
      const key = message.idempotency_key ?? make_key();
      keys.set(message, key);
      return json_request(
        "POST",
        url,
        { Authorization: `Bearer ${options.api_key}`, "Idempotency-Key": key },
        compact({
          transactionalId: options.transactional_id,
          email: message.to[0]!.address,
          addToAudience: options.add_to_audience,
          dataVariables: data_variables(message),
          attachments: message.attachments.length
            ? message.attachments.map((a) => ({ filename: a.filename, contentType: a.type, data: base64(a.content) }))
            : undefined,
        }),
      );
    },
    from_response(response, message) {
      const key = keys.get(message);
      if (as_record(response.body).success !== true || key === undefined) throw new Error("loops did not confirm");
      return { id: key };
    },
    to_error(response) {
      const body = as_record(response.body);
      const nested = as_record(body.error);
      const message = [nested.message, body.message, body.error].find((m) => typeof m === "string") as
        | string
        | undefined;
      const path = [nested.path, body.path].find((p) => typeof p === "string");
      return { message: message ? (path ? `${path}: ${message}` : message) : fallback_message(body, response.status) };
    },
  };
  return create_provider(adapter, options);
}
