/**
 * Delivers one `.eml` both ways: into the reference inbox server (in-process ingest) and through
 * `receive()` as a provider's inbound post built from the same bytes, and answers both views.
 */

import { call, new_inbox, test_service } from "../helpers/service.ts";
import type { WireMessage } from "../../src/inbox/wire.ts";

/** The fixture every inbound provider is tested on. */
export const EML = await Deno.readFile(new URL("../fixtures/inbound/verify.eml", import.meta.url));

/** The inbox's Message JSON for `raw`, delivered to a fresh inbox as `local+tag@host`. */
export async function inbox_message(raw: Uint8Array, tag = "signup"): Promise<{ message: WireMessage; rcpt: string }> {
  const service = await test_service();
  try {
    const inbox = await new_inbox(service);
    const [local, host] = inbox.address.split("@");
    const rcpt = `${local}+${tag}@${host}`;
    const result = await service.ctx.ingest.deliver(raw, {
      rcpt: [rcpt],
      ip: "192.0.2.9",
      sender: "bounces@acme.test",
    });
    if (result.accepted.length !== 1) throw new Error(`not delivered: ${JSON.stringify(result)}`);
    const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token });
    const list = await response.json() as { messages: WireMessage[] };
    return { message: list.messages[0]!, rcpt };
  } finally {
    await service.close();
  }
}

/** `value` as JSON gives it (attachments lose `file`). */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value));
}
