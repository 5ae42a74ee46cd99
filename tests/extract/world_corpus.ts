/**
 * The world corpus (`tests/fixtures/extract_world/<family>/*.eml` with expected `.json`), split
 * by sender family into `dev` and `test` (`split.json`), the regression corpus
 * (`tests/fixtures/extract/`) as a third split, and two held-out corpora written apart from the
 * method: `holdout` (`tests/fixtures/extract_holdout/<family>/*.eml`; its misses were read and
 * fixed, so it is no longer unseen), `holdout2` (`tests/fixtures/extract_holdout2/`, scored once
 * before its misses were read, then read), `holdout3`, `holdout4` and `holdout5`
 * (`tests/fixtures/extract_holdout3/`, `…4/`, `…5/`, the same way) — each mail parsed by the server's MIME parser and extracted.
 * @module
 */

import { extract, type ExtractInput, type Extraction } from "../../src/extract/mod.ts";
import { parse_mail } from "../../src/server/inbox/parse.ts";
import { corpus_names, run_case } from "./corpus.ts";

export type Split = "dev" | "test" | "regression" | Holdout;

/** The held-out corpora. */
export type Holdout = (typeof HOLDOUT_SPLITS)[number];

/** The held-out splits, oldest first. */
export const HOLDOUT_SPLITS = [
  "holdout",
  "holdout2",
  "holdout3",
  "holdout4",
  "holdout5",
  "holdout6",
  "holdout7",
  "holdout8",
  "holdout9",
  "holdout10",
  "holdout11",
  "holdout12",
  "holdout13",
  "holdout14",
  "holdout15",
  "holdout16",
  "holdout17",
  "holdout18",
  "holdout19",
  "holdout20",
  "holdout21",
  "holdout22",
  "holdout23",
  "holdout24",
  "holdout25",
  "holdout26",
  "holdout27",
  "holdout28",
  "holdout29",
  "holdout30",
  "holdout31",
  "holdout32",
  "holdout33",
  "holdout34",
  "holdout35",
  "holdout36",
  "holdout37",
  "holdout38",
  "holdout39",
  "holdout40",
  "holdout41",
  "holdout42",
  "holdout43",
  "holdout44",
] as const;

/** What a world fixture expects, and what it is. */
export interface WorldExpected {
  family: string;
  group: string;
  lang: string;
  kind: string;
  /** The code as printed (dash grouping and prefix kept), or `null`. */
  code: string | null;
  /** The characters a person types, or `null`. */
  code_digits: string | null;
  link: string | null;
}

/** One mail of a split and what extraction made of it. */
export interface Case {
  split: Split;
  name: string;
  expected: WorldExpected;
  found: Extraction;
  /** The parsed mail extraction read (world and held-out mails; the regression corpus keeps none). */
  input?: ExtractInput;
}

export const WORLD = new URL("../fixtures/extract_world/", import.meta.url);

/** The held-out corpora: sender families in neither world split, written independently of the method. */
export const HOLDOUTS: Record<Holdout, URL> = {
  holdout: new URL("../fixtures/extract_holdout/", import.meta.url),
  holdout2: new URL("../fixtures/extract_holdout2/", import.meta.url),
  holdout3: new URL("../fixtures/extract_holdout3/", import.meta.url),
  holdout4: new URL("../fixtures/extract_holdout4/", import.meta.url),
  holdout5: new URL("../fixtures/extract_holdout5/", import.meta.url),
  holdout6: new URL("../fixtures/extract_holdout6/", import.meta.url),
  holdout7: new URL("../fixtures/extract_holdout7/", import.meta.url),
  holdout8: new URL("../fixtures/extract_holdout8/", import.meta.url),
  holdout9: new URL("../fixtures/extract_holdout9/", import.meta.url),
  holdout10: new URL("../fixtures/extract_holdout10/", import.meta.url),
  holdout11: new URL("../fixtures/extract_holdout11/", import.meta.url),
  holdout12: new URL("../fixtures/extract_holdout12/", import.meta.url),
  holdout13: new URL("../fixtures/extract_holdout13/", import.meta.url),
  holdout14: new URL("../fixtures/extract_holdout14/", import.meta.url),
  holdout15: new URL("../fixtures/extract_holdout15/", import.meta.url),
  holdout16: new URL("../fixtures/extract_holdout16/", import.meta.url),
  holdout17: new URL("../fixtures/extract_holdout17/", import.meta.url),
  holdout18: new URL("../fixtures/extract_holdout18/", import.meta.url),
  holdout19: new URL("../fixtures/extract_holdout19/", import.meta.url),
  holdout20: new URL("../fixtures/extract_holdout20/", import.meta.url),
  holdout21: new URL("../fixtures/extract_holdout21/", import.meta.url),
  holdout22: new URL("../fixtures/extract_holdout22/", import.meta.url),
  holdout23: new URL("../fixtures/extract_holdout23/", import.meta.url),
  holdout24: new URL("../fixtures/extract_holdout24/", import.meta.url),
  holdout25: new URL("../fixtures/extract_holdout25/", import.meta.url),
  holdout26: new URL("../fixtures/extract_holdout26/", import.meta.url),
  holdout27: new URL("../fixtures/extract_holdout27/", import.meta.url),
  holdout28: new URL("../fixtures/extract_holdout28/", import.meta.url),
  holdout29: new URL("../fixtures/extract_holdout29/", import.meta.url),
  holdout30: new URL("../fixtures/extract_holdout30/", import.meta.url),
  holdout31: new URL("../fixtures/extract_holdout31/", import.meta.url),
  holdout32: new URL("../fixtures/extract_holdout32/", import.meta.url),
  holdout33: new URL("../fixtures/extract_holdout33/", import.meta.url),
  holdout34: new URL("../fixtures/extract_holdout34/", import.meta.url),
  holdout35: new URL("../fixtures/extract_holdout35/", import.meta.url),
  holdout36: new URL("../fixtures/extract_holdout36/", import.meta.url),
  holdout37: new URL("../fixtures/extract_holdout37/", import.meta.url),
  holdout38: new URL("../fixtures/extract_holdout38/", import.meta.url),
  holdout39: new URL("../fixtures/extract_holdout39/", import.meta.url),
  holdout40: new URL("../fixtures/extract_holdout40/", import.meta.url),
  holdout41: new URL("../fixtures/extract_holdout41/", import.meta.url),
  holdout42: new URL("../fixtures/extract_holdout42/", import.meta.url),
  holdout43: new URL("../fixtures/extract_holdout43/", import.meta.url),
  holdout44: new URL("../fixtures/extract_holdout44/", import.meta.url),
};

/** The families of each world split. */
export function world_split(): { dev: string[]; test: string[] } {
  return JSON.parse(Deno.readTextFileSync(new URL("split.json", WORLD)));
}

/** The fixture paths (`family/name`) of a world split, sorted. */
export function world_names(split: "dev" | "test"): string[] {
  const out: string[] = [];
  for (const family of world_split()[split]) {
    for (const entry of Deno.readDirSync(new URL(`${family}/`, WORLD))) {
      if (entry.isFile && entry.name.endsWith(".eml")) out.push(`${family}/${entry.name.slice(0, -4)}`);
    }
  }
  return out.sort();
}

/** The fixture paths (`family/name`) of a held-out corpus, sorted. */
export function holdout_names(holdout: Holdout): string[] {
  const root = HOLDOUTS[holdout];
  const out: string[] = [];
  for (const family of Deno.readDirSync(root)) {
    if (!family.isDirectory) continue;
    for (const entry of Deno.readDirSync(new URL(`${family.name}/`, root))) {
      if (entry.isFile && entry.name.endsWith(".eml")) out.push(`${family.name}/${entry.name.slice(0, -4)}`);
    }
  }
  return out.sort();
}

/** Parses and extracts one world (or held-out) fixture. */
export async function run_world(split: "dev" | "test" | Holdout, name: string): Promise<Case> {
  const root = split === "dev" || split === "test" ? WORLD : HOLDOUTS[split];
  const raw = await Deno.readFile(new URL(`${name}.eml`, root));
  const expected: WorldExpected = JSON.parse(await Deno.readTextFile(new URL(`${name}.json`, root)));
  const input = await parse_mail(raw);
  return { split, name, expected, found: extract(input), input };
}

/** Whether a split is one of the held-out corpora. */
export function is_holdout(split: Split): split is Holdout {
  return (HOLDOUT_SPLITS as readonly string[]).includes(split);
}

/** Every case of a split. */
export async function run_split(split: Split): Promise<Case[]> {
  if (is_holdout(split)) return await Promise.all(holdout_names(split).map((name) => run_world(split, name)));
  if (split !== "regression") return await Promise.all(world_names(split).map((name) => run_world(split, name)));
  return await Promise.all(
    corpus_names().map(async (name) => {
      const { expected, found } = await run_case(name);
      const typed = expected.code?.replace(/[\s-]/g, "") ?? null;
      return {
        split,
        name,
        expected: {
          family: "regression",
          group: "regression",
          lang: "?",
          kind: "?",
          code: expected.code,
          code_digits: typed,
          link: expected.link,
        },
        found,
      };
    }),
  );
}
