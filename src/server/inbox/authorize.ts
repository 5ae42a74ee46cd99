/** The inbox a request may read: the one whose token it carries. @module */

import { sha256_hex, timing_safe_equal } from "../../core/crypto.ts";
import { parse_recipient } from "../../core/address.ts";
import { unauthorized } from "../http/errors.ts";
import { bearer } from "../http/tokens.ts";
import { CATCH_ALL } from "./catch_all.ts";
import type { ServiceContext } from "./context.ts";
import type { InboxState } from "./store/types.ts";

/**
 * The inbox at `address` if the request carries its token. A wrong token, a missing one and
 * an unknown address all give the same 401. The catch-all (`*`) opens with the operator token.
 */
export async function authorize(
  ctx: ServiceContext,
  request: { readonly headers: Headers },
  address: string,
): Promise<InboxState> {
  if (address === CATCH_ALL) {
    if (!ctx.catch_all) throw unauthorized();
    return await ctx.catch_all.authorize(request);
  }
  const token = bearer(request.headers.get("authorization"));
  const recipient = parse_recipient(address);
  if (!token || !recipient) throw unauthorized();
  const [inbox, hash] = await Promise.all([ctx.store.inbox(recipient.address), sha256_hex(token)]);
  if (!inbox || !timing_safe_equal(hash, inbox.token_hash)) throw unauthorized();
  return inbox;
}
