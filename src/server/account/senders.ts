/**
 * Which domains an account may send from, which mail stays on this server, and which domains the
 * server signs for. An account sends from its own domains (and their subdomains) and from the
 * server's receiving hosts; anything else is 403 `domain_not_owned`.
 * @module
 */

import type { Account } from "../http/accounts.ts";
import type { HostContext } from "../http/context.ts";

function within(domain: string, owned: string): boolean {
  return domain === owned || domain.endsWith(`.${owned}`);
}

/** Whether `account` may put `domain` in `From`. */
export function may_send_from(service: HostContext, account: Account, domain: string): boolean {
  const lower = domain.toLowerCase();
  return service.domains.includes(lower) || account.domains.some((owned) => within(lower, owned));
}

/** Whether mail to `domain` is delivered into this server's inboxes. */
export function is_local(service: HostContext, domain: string): boolean {
  const lower = domain.toLowerCase();
  return service.domains.includes(lower) || service.accounts.owner(lower) !== null;
}

/** Whether the server signs mail from `domain` (so may answer its DKIM record locally). */
export function signs_for(service: HostContext, domain: string): boolean {
  const lower = domain.toLowerCase();
  return service.domains.includes(lower) ||
    service.accounts.all.some((account) => account.domains.some((owned) => within(lower, owned)));
}
