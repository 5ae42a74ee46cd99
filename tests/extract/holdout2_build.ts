/**
 * Writes the second held-out extraction corpus, `tests/fixtures/extract_holdout2/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout2/`) were written by authors who did not read the extractor, the world
 * corpus or the first held-out set; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout2_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs.
 *
 * Before writing, every mail is parsed by the server's MIME parser, and the build stops when one
 * does not carry what its label says: the expected link must be in the decoded text or HTML, the
 * expected code (spaces aside) in the decoded subject, text or HTML, and no family may be one of the world corpus's
 * or the first held-out set's.
 * @module
 */

import { parse_mail } from "../../src/server/inbox/parse.ts";
import { fixtures, type Mail, write_corpus } from "./holdout_kit.ts";
import { mails as apps } from "./holdout2/apps.ts";
import { mails as selfhosted } from "./holdout2/selfhosted.ts";
import { mails as asks_nothing } from "./holdout2/asks_nothing.ts";

const OUT = new URL("../fixtures/extract_holdout2/", import.meta.url);
const WORLD = new URL("../fixtures/extract_world/split.json", import.meta.url);
const HOLDOUT = new URL("../fixtures/extract_holdout/", import.meta.url);

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = [...apps, ...selfhosted, ...asks_nothing];

/** What is wrong with the set, one line per problem; empty when nothing is. */
export async function problems(set: Mail[]): Promise<string[]> {
  const out: string[] = [];
  const split: { dev: string[]; test: string[] } = JSON.parse(await Deno.readTextFile(WORLD));
  const taken = new Set([...split.dev, ...split.test]);
  for (const entry of Deno.readDirSync(HOLDOUT)) if (entry.isDirectory) taken.add(entry.name);
  for (const family of new Set(set.map((m) => m.family))) {
    if (taken.has(family)) out.push(`${family}: a family of the world corpus or the first held-out set`);
    if (!/^[a-z0-9-]+$/.test(family)) out.push(`${family}: family names are lower-case words joined by dashes`);
  }
  const names = new Map<string, Mail>();
  const counters = new Map<string, number>();
  for (const mail of set) {
    const n = (counters.get(mail.family) ?? 0) + 1;
    counters.set(mail.family, n);
    names.set(`${mail.family}/${String(n).padStart(2, "0")}_${mail.kind}_${mail.lang}`, mail);
  }
  for (const [path, content] of fixtures(set)) {
    if (!path.endsWith(".eml")) continue;
    const name = path.slice(0, -4);
    const mail = names.get(name)!;
    const parsed = await parse_mail(new TextEncoder().encode(content));
    const seen = [parsed.subject, parsed.text ?? "", parsed.html ?? ""].join("\n");
    const decoded = seen.replaceAll("&amp;", "&");
    if (mail.link !== null && !decoded.includes(mail.link)) out.push(`${name}: the link is not in the decoded mail`);
    const bare = decoded.replace(/\s+/g, "");
    if (mail.code !== null && !bare.includes(mail.code.replace(/\s+/g, ""))) {
      out.push(`${name}: the code is not in the decoded mail`);
    }
    if (parsed.text === null && parsed.html === null) out.push(`${name}: no text or HTML part parsed`);
  }
  return out;
}

if (import.meta.main) {
  const found = await problems(mails);
  for (const line of found) console.log(line);
  if (found.length > 0) Deno.exit(1);
  await write_corpus(mails, OUT, Deno.args);
}
