/** The inbox JSON every inbox route answers. @module */

import type { WireInbox, WireRefusal } from "../../inbox/wire.ts";
import { iso } from "../../core/clock.ts";
import type { ServiceLimits } from "../http/limits.ts";
import type { InboxState, Refusal } from "./store/types.ts";

/** `{address, expires, created, count, size, cursor, messages_left, bytes_left, last_refusal}`. */
export function inbox_json(inbox: InboxState, limits: ServiceLimits): WireInbox {
  return {
    address: inbox.address,
    expires: iso(inbox.expires),
    created: iso(inbox.created),
    count: inbox.count,
    size: inbox.size,
    cursor: String(inbox.seq),
    messages_left: Math.max(0, limits.max_messages - inbox.count),
    bytes_left: Math.max(0, limits.max_inbox_bytes - inbox.size),
    last_refusal: refusal_json(inbox.last_refusal),
  };
}

/** A stored refusal on the wire. */
export function refusal_json(refusal: Refusal | null): WireRefusal | null {
  return refusal ? { at: iso(refusal.at), reason: refusal.reason, size: refusal.size } : null;
}
