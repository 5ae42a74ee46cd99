import type { Mail } from "../holdout_kit.ts";

/** The mails of this part of the second held-out set. */
export const mails: Mail[] = [];
