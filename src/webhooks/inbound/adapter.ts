/**
 * An inbound adapter: how one provider posts received mail. `with_inbound` joins it to the
 * provider's delivery-event adapter, so the provider's own key (`receive(request, {provider:
 * "mailgun"})`) and autodetection answer `email.received` for inbound posts and delivery events
 * for the rest.
 * @module
 */

import type { MockBody, MockInput, WebhookAdapter, WebhookInput } from "../adapter.ts";
import type { WebhookEvent } from "../event.ts";
import { eml_of_event } from "./eml.ts";

/** What a mock inbound post is built from. */
export interface InboundMockInput extends MockInput {
  /** The provider's id of the received message. */
  id?: string | undefined;
  /** The envelope recipient; default the first `To` address. */
  rcpt?: string | undefined;
  /** When the provider received it; default `now`. */
  received?: Date | undefined;
  /** The provider's posting mode, where it has several (`raw` or `parsed`, `mime`, `base64`…). */
  mode?: string | undefined;
}

/** One provider's inbound posts. */
export interface InboundAdapter {
  /** What the provider posts, in a few words (the README's Inbound column). */
  readonly summary: string;
  /** How inbound posts are authenticated, when it differs from the delivery events. */
  readonly scheme?: string;
  /** Whether a request is an inbound post rather than a delivery event. */
  matches(headers: Headers, body: string): boolean;
  /** Verification when it differs from the provider's delivery events. */
  verify?(input: WebhookInput): Promise<void>;
  /** The `email.received` events of the post. */
  parse(input: WebhookInput): Promise<WebhookEvent[]>;
  /** The body and headers the provider would post for the raw message `raw`. */
  mock(raw: Uint8Array, input: InboundMockInput): Promise<MockBody>;
}

/** A delivery-event adapter that also reads the provider's inbound posts. */
export interface WithInbound extends WebhookAdapter {
  readonly inbound: InboundAdapter;
}

/** `delivery`, answering `inbound`'s posts too. */
export function with_inbound(delivery: WebhookAdapter, inbound: InboundAdapter): WithInbound {
  const is_inbound = (input: WebhookInput) => inbound.matches(input.request.headers, input.body);
  return {
    key: delivery.key,
    ...(delivery.scheme ? { scheme: delivery.scheme } : {}),
    ...(delivery.secret ? { secret: delivery.secret } : {}),
    inbound,
    detect: (headers, body) => inbound.matches(headers, body) || (delivery.detect?.(headers, body) ?? false),
    verify: (input) => is_inbound(input) && inbound.verify ? inbound.verify(input) : delivery.verify(input),
    parse: (input) => is_inbound(input) ? inbound.parse(input) : delivery.parse(input),
    async mock(events, input) {
      if (events.length === 0 || events.some((event) => event.type !== "email.received")) {
        if (!delivery.mock) throw new TypeError(`${delivery.key} has no mock requests`);
        return await delivery.mock(events, input);
      }
      if (events.length !== 1) throw new TypeError(`${delivery.key} posts one received message per request`);
      const event = events[0]!;
      return await inbound.mock(eml_of_event(event), {
        ...input,
        id: event.message_id ?? undefined,
        rcpt: event.email ?? undefined,
        received: event.timestamp,
      });
    },
  };
}
