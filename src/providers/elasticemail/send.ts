/**
 * Elastic Email v4 (`POST https://api.elasticemail.com/v4/emails/transactional`,
 * `X-ElasticEmail-ApiKey`): scheduling as `Options.TimeOffset`, a delay in whole minutes (rounded
 * up) of at most 35 days; one tag as `Options.ChannelName`; metadata as a JSON object in
 * `Content.Postback`, which its notifications echo; per-message `TrackOpens` / `TrackClicks`.
 * The id is the answer's `MessageID`, which notifications carry as `messageid`. No cancel,
 * inline images or idempotency. Docs: Elastic Email REST API v4 (`EmailTransactionalMessageData`,
 * `EmailContent`, `Options`; SDKs elasticemail-php / -ruby).
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import { pack_metadata } from "../_support.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { elasticemail_info } from "./info.ts";

export { elasticemail_info };

/** Options of `elasticemail()`.
 *
 * @example
 * ```ts
 * import type { ElasticemailOptions } from "@service/mail";
 * const options: ElasticemailOptions = { api_key: "ee_key" };
 * console.assert(options.api_key === "ee_key");
 * ```
 */
export interface ElasticemailOptions extends ProviderOptions {
  /** The API key. */
  api_key: string;
  /** API base URL (default `https://api.elasticemail.com`). */
  url?: string;
}

const list = (addresses: Message["to"]) => addresses.length ? addresses.map(format_address) : undefined;

function body(message: Message, now: number): Record<string, unknown> {
  const parts = [
    ...(message.html !== undefined ? [{ ContentType: "HTML", Content: message.html, Charset: "utf-8" }] : []),
    ...(message.text !== undefined ? [{ ContentType: "PlainText", Content: message.text, Charset: "utf-8" }] : []),
  ];
  const options = compact({
    TimeOffset: message.scheduled_at ? Math.ceil((message.scheduled_at.getTime() - now) / 60_000) : undefined,
    ChannelName: message.tags[0],
    TrackOpens: message.tracking?.opens,
    TrackClicks: message.tracking?.clicks,
  });
  return compact({
    Recipients: compact({ To: list(message.to), CC: list(message.cc), BCC: list(message.bcc) }),
    Content: compact({
      Body: parts,
      From: format_address(message.from),
      ReplyTo: message.reply_to[0] ? format_address(message.reply_to[0]) : undefined,
      Subject: message.subject,
      Headers: Object.keys(message.headers).length ? message.headers : undefined,
      Postback: pack_metadata(message.metadata),
      Attachments: message.attachments.length
        ? message.attachments.map((a) => ({ BinaryContent: base64(a.content), Name: a.filename, ContentType: a.type }))
        : undefined,
    }),
    Options: Object.keys(options).length ? options : undefined,
  });
}

/**
 * An Elastic Email provider.
 *
 * @example
 * ```ts
 * import { elasticemail } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ TransactionID: "t-1", MessageID: "m-1" }));
 * const { id } = await elasticemail({ api_key: "key", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "m-1");
 * ```
 */
export function elasticemail(options: ElasticemailOptions): Provider {
  if (!options?.api_key) throw new TypeError("elasticemail() needs an api_key");
  const url = `${trim_url(options.url ?? "https://api.elasticemail.com")}/v4/emails/transactional`;
  const headers = { "X-ElasticEmail-ApiKey": options.api_key };
  const adapter: Adapter = {
    ...elasticemail_info,
    to_request: (message, ctx) => json_request("POST", url, headers, body(message, ctx.clock.now())),
    from_response: (response) => ({ id: require_id(as_record(response.body).MessageID) }),
    to_error(response) {
      const body = as_record(response.body);
      const text = [body.Error, body.error, body.Message, body.message].find((m) => typeof m === "string");
      return { message: (text as string | undefined) ?? fallback_message(response.body, response.status) };
    },
  };
  return create_provider(adapter, options);
}
