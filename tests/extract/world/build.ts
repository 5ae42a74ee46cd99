/**
 * Writes the world corpus: `deno run --allow-read --allow-write tests/extract/world/build.ts`
 * turns every family's mails into `tests/fixtures/extract_world/<family>/<NN>_<kind>_<lang>.eml`
 * with its expected `.json` (`{family, group, lang, kind, code, code_digits, link}`). The same
 * bytes on every run. `--check` only compares. The split (`split.json`: each family in `dev` or
 * `test`) was drawn once and is kept; a family new to the corpus is reported, never placed.
 * @module
 */

import { ASKS_NOTHING_FAMILIES } from "./asks_nothing.ts";
import { CONSUMER_FAMILIES } from "./consumer.ts";
import { type Family, seeded } from "./kit.ts";
import { to_eml } from "./mime.ts";
import { NEGATIVE_FAMILIES } from "./negative.ts";
import { OSS_FAMILIES } from "./oss.ts";
import { REGIONAL_FAMILIES } from "./regional.ts";
import { SHAPE_FAMILIES } from "./shapes.ts";

/** Every family of the corpus. */
export const FAMILIES: Family[] = [
  ...OSS_FAMILIES,
  ...CONSUMER_FAMILIES,
  ...REGIONAL_FAMILIES,
  ...NEGATIVE_FAMILIES,
  ...SHAPE_FAMILIES,
  ...ASKS_NOTHING_FAMILIES,
];

export const WORLD = new URL("../../fixtures/extract_world/", import.meta.url);

/** One written fixture: its path under the corpus folder and its two files' text. */
export interface Fixture {
  path: string;
  eml: string;
  json: string;
}

/** Every fixture of every family, in order. */
export function fixtures(): Fixture[] {
  const out: Fixture[] = [];
  for (const family of FAMILIES) {
    const mails = family.mails(seeded(family.name, 0));
    mails.forEach((mail, index) => {
      const name = `${String(index + 1).padStart(2, "0")}_${mail.kind}_${mail.lang}`;
      const path = `${family.name}/${name}`;
      const expected = {
        family: family.name,
        group: family.group,
        lang: mail.lang,
        kind: mail.kind,
        code: mail.expected.code,
        code_digits: mail.expected.code_digits,
        link: mail.expected.link,
      };
      out.push({ path, eml: to_eml(mail, path), json: `${JSON.stringify(expected, null, 2)}\n` });
    });
  }
  return out;
}

if (import.meta.main) {
  const check = Deno.args.includes("--check");
  const all = fixtures();
  const names = new Set(all.map((fixture) => fixture.path.split("/")[0]!));
  let differ = 0;
  for (const fixture of all) {
    const eml = new URL(`${fixture.path}.eml`, WORLD);
    const json = new URL(`${fixture.path}.json`, WORLD);
    if (check) {
      const same = (url: URL, text: string) => {
        try {
          return Deno.readTextFileSync(url) === text;
        } catch {
          return false;
        }
      };
      if (!same(eml, fixture.eml) || !same(json, fixture.json)) {
        differ++;
        console.log(`differs: ${fixture.path}`);
      }
      continue;
    }
    Deno.mkdirSync(new URL(".", eml), { recursive: true });
    Deno.writeTextFileSync(eml, fixture.eml);
    Deno.writeTextFileSync(json, fixture.json);
  }
  const split = JSON.parse(Deno.readTextFileSync(new URL("split.json", WORLD))) as { dev: string[]; test: string[] };
  const placed = new Set([...split.dev, ...split.test]);
  for (const name of names) if (!placed.has(name)) console.log(`family ${name} is in no split`);
  console.log(`${all.length} mails from ${names.size} families${check ? `, ${differ} differ` : " written"}`);
  if (differ > 0) Deno.exitCode = 1;
}
