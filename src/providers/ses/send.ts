/**
 * Amazon SES v2 (`POST /v2/email/outbound-emails`, `SendEmail` with `Content.Simple`), signed with
 * AWS Signature Version 4 (service `ses`) by `aws4fetch` at the time of the clock seam. Tags and
 * metadata become `EmailTags` (a bare tag as `{Name: tag, Value: "true"}`, metadata as
 * `{Name: key, Value}`), which SES events carry in `mail.tags`. Headers, attachments and inline
 * images (`ContentDisposition: INLINE`, `ContentId`) travel in `Content.Simple`. Open and click
 * tracking belong to the configuration set (`configuration_set`), not the message. SES has no
 * scheduling (a `scheduled_at` sends at once), no cancel and no idempotency key. The id is the
 * `MessageId` SES answers, the `mail.messageId` of its events.
 * @module
 */

import { AwsV4Signer } from "aws4fetch";
import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import { to_base64 } from "../../core/base64.ts";
import type { Adapter, Provider, WireRequest } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, require_id, trim_url } from "../wire.ts";
import { ses_info } from "./info.ts";

export { ses_info };

/**
 * Options of `ses()`: the credentials, plus the options every provider takes.
 *
 * @example
 * ```ts
 * import type { SesOptions } from "@service/mail";
 * const options: SesOptions = { ...{ access_key_id: "AKID", secret_access_key: "secret", region: "eu-west-1" }, retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface SesOptions extends ProviderOptions {
  /** The AWS access key id. */
  access_key_id: string;
  /** The AWS secret access key. */
  secret_access_key: string;
  /** A session token, for temporary credentials. */
  session_token?: string;
  /** The AWS region, e.g. `eu-west-1`. */
  region: string;
  /** The configuration set (event destinations, open and click tracking). */
  configuration_set?: string;
  /** API base URL (default `https://email.<region>.amazonaws.com`); for FIPS or VPC endpoints. */
  url?: string;
}

/**
 * An address for SES: a non-ASCII display name is written as an RFC 2047 encoded-word.
 *
 * @example
 * ```ts
 * import { ses_address } from "./send.ts";
 * console.assert(ses_address({ address: "a@example.com", name: "Zoë" }) === "=?UTF-8?B?Wm/Dqw==?= <a@example.com>");
 * ```
 */
export function ses_address(address: Address): string {
  if (!address.name) return address.address;
  if (/^[\x20-\x7e]*$/.test(address.name)) {
    const special = /[()<>[\]:;@\\,."]/.test(address.name);
    return `${special ? `"${address.name.replace(/(["\\])/g, "\\$1")}"` : address.name} <${address.address}>`;
  }
  return `=?UTF-8?B?${to_base64(new TextEncoder().encode(address.name))}?= <${address.address}>`;
}

const list = (addresses: Address[]) => addresses.length ? addresses.map(ses_address) : undefined;
const text = (data: string) => ({ Data: data, Charset: "UTF-8" });

/**
 * The `SendEmail` request body for one message.
 *
 * @example
 * ```ts
 * import { ses_body } from "./send.ts";
 * const body = ses_body({
 *   from: { address: "a@example.com" }, to: [{ address: "b@example.com" }], cc: [], bcc: [], reply_to: [],
 *   subject: "Hi", attachments: [], headers: {}, tags: ["signup"], metadata: { user: "42" },
 * });
 * console.assert(JSON.stringify(body.EmailTags) === '[{"Name":"signup","Value":"true"},{"Name":"user","Value":"42"}]');
 * ```
 */
export function ses_body(message: Message, configuration_set?: string): Record<string, unknown> {
  const tags = [
    ...message.tags.map((Name) => ({ Name, Value: "true" })),
    ...Object.entries(message.metadata).map(([Name, Value]) => ({ Name, Value })),
  ];
  const headers = Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value }));
  return compact({
    FromEmailAddress: ses_address(message.from),
    Destination: compact({
      ToAddresses: list(message.to),
      CcAddresses: list(message.cc),
      BccAddresses: list(message.bcc),
    }),
    ReplyToAddresses: list(message.reply_to),
    Content: {
      Simple: compact({
        Subject: text(message.subject),
        Body: compact({
          Text: message.text === undefined ? undefined : text(message.text),
          Html: message.html === undefined ? undefined : text(message.html),
        }),
        Headers: headers.length ? headers : undefined,
        Attachments: message.attachments.length
          ? message.attachments.map((a) =>
            compact({
              FileName: a.filename,
              RawContent: base64(a.content),
              ContentType: a.type,
              ContentDisposition: a.content_id ? "INLINE" : "ATTACHMENT",
              ContentId: a.content_id,
            })
          )
          : undefined,
      }),
    },
    EmailTags: tags.length ? tags : undefined,
    ConfigurationSetName: configuration_set,
  });
}

/**
 * `YYYYMMDDTHHMMSSZ`, the `X-Amz-Date` of a moment.
 *
 * @example
 * ```ts
 * import { amz_date } from "./send.ts";
 * console.assert(amz_date(Date.parse("2015-08-30T12:36:00Z")) === "20150830T123600Z");
 * ```
 */
export function amz_date(ms: number): string {
  return new Date(ms).toISOString().replace(/[:-]|\.\d{3}/g, "");
}

/** The error type from `X-Amzn-ErrorType` (`MessageRejected:http://…`) or the body's `__type`/`code`. */
function error_type(headers: Headers, body: Record<string, unknown>): string | undefined {
  const header = headers.get("x-amzn-errortype");
  const raw = header ?? (typeof body.__type === "string" ? body.__type : undefined) ??
    (typeof body.code === "string" ? body.code : undefined);
  return raw?.split(":")[0]?.split("#").pop() || undefined;
}

/**
 * An Amazon SES (v2 API) provider.
 *
 * @example
 * ```ts
 * import { ses } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ MessageId: "0100018c-0e48-4a1b-9e0e-000000000000-000000" }));
 * const provider = ses({ access_key_id: "AKIDEXAMPLE", secret_access_key: "secret", region: "eu-west-1", fetch });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "0100018c-0e48-4a1b-9e0e-000000000000-000000");
 * ```
 */
export function ses(options: SesOptions): Provider {
  if (!options?.access_key_id || !options.secret_access_key) {
    throw new TypeError("ses() needs an access_key_id and a secret_access_key");
  }
  if (!options.region) throw new TypeError("ses() needs a region");
  const base = trim_url(options.url ?? `https://email.${options.region}.amazonaws.com`);
  const cache = new Map<string, ArrayBuffer>();
  const adapter: Adapter = {
    ...ses_info,
    async to_request(message, ctx): Promise<WireRequest> {
      const signer = new AwsV4Signer({
        method: "POST",
        url: `${base}/v2/email/outbound-emails`,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(ses_body(message, options.configuration_set)),
        accessKeyId: options.access_key_id,
        secretAccessKey: options.secret_access_key,
        ...(options.session_token ? { sessionToken: options.session_token } : {}),
        service: "ses",
        region: options.region,
        datetime: amz_date(ctx.clock.now()),
        cache,
      });
      const signed = await signer.sign();
      const headers: Record<string, string> = {};
      signed.headers.forEach((value, name) => headers[name] = value);
      return { method: "POST", url: signed.url.href, headers, body: signed.body as string };
    },
    from_response: (response) => ({ id: require_id(as_record(response.body).MessageId) }),
    to_error(response) {
      const body = as_record(response.body);
      const message = body.message ?? body.Message;
      return {
        code: error_type(response.headers, body),
        message: typeof message === "string" ? message : fallback_message(response.body, response.status),
      };
    },
  };
  return create_provider(adapter, options);
}
