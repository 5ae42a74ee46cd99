/**
 * Postmark (`POST /email`): one `Tag`, `Metadata`, per-message tracking, batch of 500 through
 * `POST /email/batch`. Postmark has no scheduling (a `scheduled_at` sends at once) and no cancel.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { postmark_info } from "./info.ts";

export { postmark_info };

/**
 * Options of `postmark()`.
 *
 * @example
 * ```ts
 * import { postmark, type PostmarkOptions } from "@service/mail";
 * const options: PostmarkOptions = { api_key: "server-token" };
 * console.assert(postmark(options).name === "postmark");
 * ```
 */
export interface PostmarkOptions extends ProviderOptions {
  /** The server token. */
  api_key: string;
  /** The message stream (Postmark's default is `outbound`). */
  message_stream?: string;
  /** API base URL (default `https://api.postmarkapp.com`). */
  url?: string;
}

const joined = (list: Message["to"]) => list.length ? list.map(format_address).join(", ") : undefined;

function body(message: Message, stream: string | undefined): Record<string, unknown> {
  const headers = Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value }));
  return compact({
    From: format_address(message.from),
    To: joined(message.to),
    Cc: joined(message.cc),
    Bcc: joined(message.bcc),
    ReplyTo: joined(message.reply_to),
    Subject: message.subject,
    HtmlBody: message.html,
    TextBody: message.text,
    Headers: headers.length ? headers : undefined,
    Tag: message.tags[0],
    Metadata: Object.keys(message.metadata).length ? message.metadata : undefined,
    TrackOpens: message.tracking?.opens,
    TrackLinks: message.tracking?.clicks === undefined ? undefined : message.tracking.clicks ? "HtmlAndText" : "None",
    Attachments: message.attachments.length
      ? message.attachments.map((a) =>
        compact({
          Name: a.filename,
          Content: base64(a.content),
          ContentType: a.type,
          ContentID: a.content_id ? `cid:${a.content_id}` : undefined,
        })
      )
      : undefined,
    MessageStream: stream,
  });
}

/**
 * A Postmark provider.
 *
 * @example
 * ```ts
 * import { postmark } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ MessageID: "b7bc2f4a", ErrorCode: 0, Message: "OK" }));
 * const { id } = await postmark({ api_key: "server-token", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "b7bc2f4a");
 * ```
 */
export function postmark(options: PostmarkOptions): Provider {
  if (!options?.api_key) throw new TypeError("postmark() needs an api_key");
  const base = trim_url(options.url ?? "https://api.postmarkapp.com");
  const headers = { Accept: "application/json", "X-Postmark-Server-Token": options.api_key };
  const stream = options.message_stream;
  const adapter: Adapter = {
    ...postmark_info,
    to_request: (message) => json_request("POST", `${base}/email`, headers, body(message, stream)),
    from_response: (response) => ({ id: require_id(as_record(response.body).MessageID) }),
    to_error(response) {
      const { ErrorCode, Message } = as_record(response.body);
      return {
        code: ErrorCode === undefined ? undefined : String(ErrorCode),
        message: typeof Message === "string" ? Message : fallback_message(response.body, response.status),
      };
    },
    batch: {
      accepts: () => true,
      to_request: (messages) =>
        json_request("POST", `${base}/email/batch`, headers, messages.map((m) => body(m, stream))),
      from_response(response) {
        const items = Array.isArray(response.body) ? response.body : [];
        return items.map((item) => {
          const { ErrorCode, Message, MessageID } = as_record(item);
          return ErrorCode === 0 && MessageID
            ? { id: String(MessageID) }
            : { code: String(ErrorCode), message: String(Message ?? "rejected") };
        });
      },
    },
  };
  return create_provider(adapter, options);
}
