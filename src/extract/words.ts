/**
 * Words of a block and phrase tables matched against them: `one-time code` matches the words
 * `one` `time` `code` whatever separates them. Scripts written without spaces (Japanese,
 * Chinese, Korean compounds) are matched as substrings instead.
 * @module
 */

/** A word of a text, lower-cased, with its span. */
export interface Word {
  text: string;
  at: number;
  end: number;
}

/** A phrase found in a text: its span and the value the table gives it. */
export interface Hit {
  at: number;
  end: number;
  value: number;
  phrase: string;
}

/**
 * Scripts read by substring: Chinese, Japanese and Korean, and Thai, Lao, Khmer and Myanmar, written
 * without spaces; and Ethiopic, whose words carry their endings (`ኮድዎ`, your code).
 */
const SUBSTRING_SCRIPTS =
  /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af\u0e00-\u0eff\u1780-\u17ff\u1000-\u109f\u1200-\u137f]/;

/**
 * What `find` answers for an Arabic word without the conjunction (`و`, `ف`) and the article (`ال`)
 * written into it, trying the longest prefix first; `undefined` when neither is there or none matches.
 */
function arabic_bare<T>(word: string, find: (bare: string) => T | undefined): T | undefined {
  // Every prefix starts with one of these letters (most words are in no Arabic at all).
  if (!ARABIC_PREFIX_START.has(word[0]!)) return undefined;
  for (const prefix of ["وال", "فال", "بال", "ال", "و", "ف"]) {
    if (word.length > prefix.length + 2 && word.startsWith(prefix)) {
      const found = find(word.slice(prefix.length));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const ARABIC_PREFIX_START = new Set(["و", "ف", "ب", "ا"]);

/** The words of a text (runs of letters, marks and digits, at most 64 long), lower-cased. */
export function split_words(text: string): Word[] {
  const lower = text.toLowerCase();
  const same_length = lower.length === text.length; // not so for a few letters, like İ
  const words: Word[] = [];
  let start = -1;
  for (let at = 0; at <= text.length; at++) {
    const word = at < text.length && is_word_code(text.charCodeAt(at));
    if (word && start < 0) start = at;
    else if (start >= 0 && (!word || at - start === 64)) {
      words.push({
        text: same_length ? lower.slice(start, at) : text.slice(start, at).toLowerCase(),
        at: start,
        end: at,
      });
      start = word ? at : -1;
    }
  }
  return words;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const WORD_CODES = new Map<number, boolean>();

/** Whether a UTF-16 code unit is a letter, mark or digit (ASCII inline, the rest looked up once). */
function is_word_code(code: number): boolean {
  if (code < 0x80) {
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39);
  }
  let known = WORD_CODES.get(code);
  if (known === undefined) {
    known = WORD_CHAR.test(String.fromCharCode(code));
    WORD_CODES.set(code, known);
  }
  return known;
}

/**
 * A table of phrases (of words, or substrings in scripts read by substring), each with a value. A single word
 * ending in `*` is a stem: it matches every word that starts with it (`megerősít*` matches
 * `megerősítése`), for languages that inflect a word's ending.
 */
export class PhraseTable {
  #by_first = new Map<string, { words: string[]; value: number; phrase: string }[]>();
  #substrings: [string, number][] = [];
  /** Stems by their first three letters. */
  #stems = new Map<string, { stem: string; value: number; phrase: string }[]>();

  constructor(entries: Iterable<readonly [string, number]> | Iterable<string>) {
    for (const entry of entries) {
      const [phrase, value] = typeof entry === "string" ? [entry, 1] : entry;
      if (phrase.endsWith("*")) {
        if (/\s/.test(phrase.trim())) throw new Error(`a stem is one word: ${phrase}`);
        const stem = split_words(phrase.slice(0, -1))[0]?.text;
        if (stem === undefined || stem.length < 4) throw new Error(`a stem needs four letters: ${phrase}`);
        for (const form of new Set([stem, fold_latin(stem)])) {
          const list = this.#stems.get(form.slice(0, 3)) ?? [];
          list.push({ stem: form, value, phrase });
          this.#stems.set(form.slice(0, 3), list);
        }
        continue;
      }
      if (SUBSTRING_SCRIPTS.test(phrase)) {
        this.#substrings.push([phrase, value]);
        continue;
      }
      const words = split_words(phrase).map((word) => word.text);
      // mail written without its language's accents (`tek kullanimlik sifreniz`) reads the same
      const folded = words.map(fold_latin);
      for (const form of folded.join(" ") === words.join(" ") ? [words] : [words, folded]) {
        const first = form[0];
        if (first === undefined) continue;
        const list = this.#by_first.get(first) ?? [];
        if (form !== words && list.some((known) => known.words.join(" ") === form.join(" "))) continue;
        list.push({ words: form, value, phrase });
        list.sort((a, b) => b.words.length - a.words.length);
        this.#by_first.set(first, list);
      }
    }
  }

  /** Every phrase of the table in `words` (longest first at each word) and in `text`'s runs of scripts read by substring. */
  find(words: Word[], text: string): Hit[] {
    const hits: Hit[] = [];
    for (let index = 0; index < words.length; index++) {
      const word = words[index]!;
      // Arabic writes the article and "and" into the word: `الخصم` is `خصم` (discount), `ورمز` is `رمز`
      const entries = this.#by_first.get(word.text) ?? arabic_bare(word.text, (bare) => this.#by_first.get(bare));
      let found = false;
      for (const entry of entries ?? []) {
        if (!entry.words.every((text, offset) => offset === 0 || words[index + offset]?.text === text)) continue;
        const last = words[index + entry.words.length - 1]!;
        hits.push({ at: word.at, end: last.end, value: entry.value, phrase: entry.phrase });
        found = true;
        break;
      }
      if (found || this.#stems.size === 0) continue;
      const stem = this.#stem(word.text);
      if (stem) hits.push({ at: word.at, end: word.end, value: stem.value, phrase: stem.phrase });
    }
    if (this.#substrings.length > 0 && SUBSTRING_SCRIPTS.test(text)) {
      for (const [phrase, value] of this.#substrings) {
        for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + phrase.length)) {
          hits.push({ at, end: at + phrase.length, value, phrase });
        }
      }
    }
    return hits;
  }

  /** Whether a single word is a one-word entry of the table, or starts with one of its stems. */
  has_word(word: string): boolean {
    const one = (text: string) =>
      (this.#by_first.get(text)?.some((entry) => entry.words.length === 1) ?? false) || this.#stem(text) !== undefined;
    return one(word) || arabic_bare(word, (bare) => one(bare) || undefined) !== undefined;
  }

  /** The stem a word starts with (the longest), if any. */
  #stem(word: string): { stem: string; value: number; phrase: string } | undefined {
    let best: { stem: string; value: number; phrase: string } | undefined;
    for (const entry of this.#stems.get(word.slice(0, 3)) ?? []) {
      if (word.startsWith(entry.stem) && (!best || entry.stem.length > best.stem.length)) best = entry;
    }
    return best;
  }
}

/**
 * A word of the Latin script without its accents (`kullanımlık` → `kullanimlik`, `ważny` → `wazny`); a word of any
 * other script as it is (its marks are letters' vowels).
 */
export function fold_latin(word: string): string {
  if (/^[ -~]*$/.test(word) || /[^ -\u024f\u1e00-\u1eff]/.test(word)) return word;
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[ıłøđßæœ]/g, (char) => FOLDED[char]!);
}

const FOLDED: Record<string, string> = { "ı": "i", "ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe" };

/** Index of the first item of a list sorted by `at` whose `at` is at or after `position`. */
export function first_from<T extends { at: number }>(list: T[], position: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.at < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The items of a list of non-overlapping spans sorted by `at` that lie inside `[start, end)`. */
export function spans_in<T extends { at: number; end: number }>(list: T[], start: number, end: number): T[] {
  const out: T[] = [];
  for (let index = first_from(list, start); index < list.length && list[index]!.end <= end; index++) {
    out.push(list[index]!);
  }
  return out;
}

/** The last span ending at or before `position`, or `undefined`. */
export function last_until<T extends { at: number; end: number }>(list: T[], position: number): T | undefined {
  let index = first_from(list, position) - 1;
  while (index >= 0 && list[index]!.end > position) index--;
  return list[index];
}
