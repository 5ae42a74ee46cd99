/** Fault injection on one inbox, from the client: what to set, and what the service answers. @module */

/**
 * What `inbox.chaos()` sets; fields left out are off, so `{}` turns it all off.
 *
 * @example
 * ```ts ignore
 * // The first code mail is refused (the app must resend), later ones come late and twice.
 * await inbox.chaos({ refuse: { code: 451 } });
 * await page.click("text=Sign up");
 * await inbox.chaos({ delay: "3s", duplicate: 1 });
 * await page.click("text=Resend code");
 * ```
 */
export interface ChaosSettings {
  /** Mail is accepted at once and shows up this long after, a duration like `"2s"` (at most `"1m"`). */
  delay?: string | undefined;
  /** The chance (0 to 1) that an accepted message shows up twice. */
  duplicate?: number | undefined;
  /** Mail accepted within one window (the delay, or 1 s) shows up at its end, newest first. */
  reorder?: boolean | undefined;
  /**
   * Refuse the inbox's recipients with this SMTP code (421, 450, 451, 452, 550, 551, 552, 553
   * or 554) with this chance (default 1: always).
   */
  refuse?: { code: number; probability?: number | undefined } | null | undefined;
}

/**
 * An inbox's fault injection as the service answers it.
 *
 * @example
 * ```ts
 * import type { WireChaos } from "@service/mail/inbox";
 * const off: WireChaos = { delay: "0s", duplicate: 0, reorder: false, refuse: null, pending: 0 };
 * console.assert(off.refuse === null);
 * ```
 */
export interface WireChaos {
  /** How late mail shows up, `"0s"` when off. */
  delay: string;
  /** The chance that a message shows up twice. */
  duplicate: number;
  /** Whether mail of one window shows up newest first. */
  reorder: boolean;
  /** The refusal code and its chance, or `null`. */
  refuse: { code: number; probability: number } | null;
  /** Messages held back right now (accepted, not yet shown). */
  pending: number;
}
