/** Inbox addresses: making readable ones. @module */

import { BASE36, random_pick, random_string } from "../../core/random.ts";
import { ADJECTIVES, NOUNS } from "./words.ts";

/** A new local part: two words and four random base36 characters. */
export function new_local_part(): string {
  return `${random_pick(ADJECTIVES)}-${random_pick(NOUNS)}-${random_string(4, BASE36)}`;
}
