/**
 * The extraction corpus: every `tests/fixtures/extract/NAME.eml` with its expected
 * `NAME.json` (`{"code", "link"}`), parsed by the server's MIME parser and extracted.
 * @module
 */

import { extract, type Extraction } from "../../src/extract/mod.ts";
import { parse_mail } from "../../src/server/inbox/parse.ts";

/** What a fixture expects. */
export interface Expected {
  code: string | null;
  link: string | null;
  note?: string;
}

/** One fixture and what extraction made of it. */
export interface CorpusCase {
  name: string;
  expected: Expected;
  found: Extraction;
}

/** The folder of the corpus. */
export const CORPUS = new URL("../fixtures/extract/", import.meta.url);

/** The fixture names, sorted. */
export function corpus_names(): string[] {
  return [...Deno.readDirSync(CORPUS)]
    .filter((entry) => entry.isFile && entry.name.endsWith(".eml"))
    .map((entry) => entry.name.slice(0, -".eml".length))
    .sort();
}

/** Parses and extracts one fixture. */
export async function run_case(name: string): Promise<CorpusCase> {
  const raw = await Deno.readFile(new URL(`${name}.eml`, CORPUS));
  const expected: Expected = JSON.parse(await Deno.readTextFile(new URL(`${name}.json`, CORPUS)));
  const parsed = await parse_mail(raw);
  return { name, expected, found: extract(parsed) };
}
