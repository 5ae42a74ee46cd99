/** The inbox JSON every inbox route answers. @module */

import type { WireInbox } from "../inbox/wire.ts";
import { iso } from "../util/clock.ts";
import type { ServiceLimits } from "./context.ts";
import type { InboxState } from "./store/types.ts";

export function inbox_json(inbox: InboxState, limits: ServiceLimits): WireInbox & { last_refusal: unknown } {
  return {
    address: inbox.address,
    expires: iso(inbox.expires),
    created: iso(inbox.created),
    count: inbox.count,
    size: inbox.size,
    cursor: String(inbox.seq),
    messages_left: Math.max(0, limits.max_messages - inbox.count),
    bytes_left: Math.max(0, limits.max_inbox_bytes - inbox.size),
    last_refusal: inbox.last_refusal
      ? { at: iso(inbox.last_refusal.at), reason: inbox.last_refusal.reason, size: inbox.last_refusal.size }
      : null,
  };
}
