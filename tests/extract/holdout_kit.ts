/**
 * What the held-out extraction corpora share: a mail as its author writes it (`Mail`), its MIME
 * rendering (7bit, 8bit, quoted-printable or base64 parts, RFC 2047 subjects), the expected `.json`
 * beside each `.eml`, and the writer that every set's build script runs.
 * @module
 */

import { parse_mail } from "../../src/server/inbox/parse.ts";

const WORLD = new URL("../fixtures/extract_world/split.json", import.meta.url);

/** The fixture folders of the held-out sets before the `n`th (`extract_holdout/`, `extract_holdout2/`, …). */
export function earlier_sets(n: number): URL[] {
  return Array.from(
    { length: n - 1 },
    (_, i) => new URL(`../fixtures/extract_holdout${i === 0 ? "" : i + 1}/`, import.meta.url),
  );
}

export type Enc = "7bit" | "8bit" | "qp" | "b64";
export type Group = "oss" | "consumer" | "regional" | "negative";

/** One mail as written, and what it asks for. */
export interface Mail {
  family: string;
  group: Group;
  lang: string;
  kind: string;
  code: string | null;
  /** Defaults to `code` without spaces and dashes. */
  code_digits?: string | null;
  link: string | null;
  from: string;
  to?: string;
  subject: string;
  date: string;
  text: string;
  /** `null`: a text/plain mail. With `text` empty, a text/html mail with no text part. */
  html: string | null;
  enc?: Enc;
  html_enc?: Enc;
  headers?: [string, string][];
  /** An attachment (name, type, content), making the mail multipart/mixed. */
  attachment?: [string, string, string];
}

// ---------------------------------------------------------------- encoding

const utf8 = new TextEncoder();

function is_ascii(s: string): boolean {
  return [...s].every((ch) => ch.charCodeAt(0) < 128);
}

function b64(s: string | Uint8Array): string {
  const bytes = typeof s === "string" ? utf8.encode(s) : s;
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/.{76}/g, "$&\r\n");
}

function qp(s: string): string {
  const out: string[] = [];
  for (const line of s.split("\n")) {
    const bytes = utf8.encode(line);
    const tokens: string[] = [];
    bytes.forEach((b, i) => {
      const last = i === bytes.length - 1;
      if ((b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last)) tokens.push(String.fromCharCode(b));
      else tokens.push("=" + b.toString(16).toUpperCase().padStart(2, "0"));
    });
    let current = "";
    for (const token of tokens) {
      if (current.length + token.length > 75) {
        out.push(current + "=");
        current = "";
      }
      current += token;
    }
    out.push(current);
  }
  return out.join("\r\n");
}

function encode_body(s: string, enc: Enc): string {
  if (enc === "qp") return qp(s);
  if (enc === "b64") return b64(s);
  return s.replace(/\r?\n/g, "\r\n");
}

/** An RFC 2047 encoded word (or several) for a header value that is not ASCII. */
function word(s: string): string {
  if (is_ascii(s)) return s;
  const words: string[] = [];
  let chunk = "";
  for (const ch of s) {
    if (utf8.encode(chunk + ch).length > 42) {
      words.push(chunk);
      chunk = "";
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${b64(w).replace(/\r\n/g, "")}?=`).join("\r\n ");
}

function address(s: string): string {
  const m = s.match(/^(.*) <(.+)>$/);
  if (!m) return s;
  const name = m[1]!;
  return `${is_ascii(name) ? `"${name}"` : word(name)} <${m[2]}>`;
}

function hash(s: string): string {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h.toString(16).padStart(8, "0");
}

function part(type: string, body: string, enc: Enc): string {
  const cte = { "7bit": "7bit", "8bit": "8bit", qp: "quoted-printable", b64: "base64" }[enc];
  return `Content-Type: ${type}; charset="UTF-8"\r\nContent-Transfer-Encoding: ${cte}\r\n\r\n${
    encode_body(body, enc)
  }\r\n`;
}

/** The whole message, CRLF line ends. */
export function render(mail: Mail, id: string): string {
  const h = hash(id);
  const domain = mail.from.match(/@([^>]+)>?$/)?.[1] ?? "example.com";
  const enc = mail.enc ?? (is_ascii(mail.text + (mail.html ?? "")) ? "7bit" : "8bit");
  const head: string[] = [
    `From: ${address(mail.from)}`,
    `To: ${address(mail.to ?? "Sam Reader <sam.reader@inbox.example>")}`,
    `Subject: ${word(mail.subject)}`,
    `Date: ${mail.date}`,
    `Message-ID: <${h}.${id.replace(/[^a-z0-9]/gi, "")}@${domain}>`,
    "MIME-Version: 1.0",
    ...(mail.headers ?? []).map(([k, v]) => `${k}: ${v}`),
  ];
  const alt = `----=_Alt_${h}`;
  const content = mail.html === null
    ? part("text/plain", mail.text, enc)
    : mail.text === ""
    ? part("text/html", mail.html, mail.html_enc ?? enc)
    : `Content-Type: multipart/alternative; boundary="${alt}"\r\n\r\n--${alt}\r\n${
      part("text/plain", mail.text, enc)
    }--${alt}\r\n${part("text/html", mail.html, mail.html_enc ?? enc)}--${alt}--\r\n`;
  let body = content;
  // an attachment makes the mail multipart/mixed, a text-only mail too
  if (mail.attachment) {
    const mixed = `----=_Mixed_${h}`;
    const [name, type, data] = mail.attachment;
    body = `Content-Type: multipart/mixed; boundary="${mixed}"\r\n\r\n--${mixed}\r\n${content}--${mixed}\r\n` +
      `Content-Type: ${type}; name="${name}"\r\nContent-Disposition: attachment; filename="${name}"\r\n` +
      `Content-Transfer-Encoding: base64\r\n\r\n${b64(data)}\r\n--${mixed}--\r\n`;
  }
  return head.join("\r\n") + "\r\n" + body;
}

export function expected(mail: Mail): Record<string, unknown> {
  return {
    family: mail.family,
    group: mail.group,
    lang: mail.lang,
    kind: mail.kind,
    code: mail.code,
    code_digits: mail.code_digits !== undefined ? mail.code_digits : mail.code?.replace(/[\s-]/g, "") ?? null,
    link: mail.link,
  };
}

/** Every fixture as `[path, content]`, `path` relative to the corpus folder. */
export function fixtures(mails: Mail[]): [string, string][] {
  const out: [string, string][] = [];
  const counters = new Map<string, number>();
  for (const mail of mails) {
    const n = (counters.get(mail.family) ?? 0) + 1;
    counters.set(mail.family, n);
    const name = `${mail.family}/${String(n).padStart(2, "0")}_${mail.kind}_${mail.lang}`;
    out.push([`${name}.eml`, render(mail, name)]);
    out.push([`${name}.json`, JSON.stringify(expected(mail), null, 2) + "\n"]);
  }
  return out;
}

/** The counts per kind class and language, for the README. */
export function counts(
  mails: Mail[],
): { classes: Record<string, number>; langs: Record<string, number>; families: string[] } {
  const classes: Record<string, number> = {}, langs: Record<string, number> = {};
  for (const m of mails) {
    const c = m.code && m.link ? "code and link" : m.code ? "code only" : m.link ? "link only" : "asks for nothing";
    classes[c] = (classes[c] ?? 0) + 1;
    langs[m.lang] = (langs[m.lang] ?? 0) + 1;
  }
  return { classes, langs, families: [...new Set(mails.map((m) => m.family))].sort() };
}

/**
 * Writes `mails` under `out` (`--check` in `args`: only compares, and exits 1 when a file differs),
 * then prints the counts.
 */
export async function write_corpus(mails: Mail[], out: URL, args: string[]): Promise<void> {
  const check = args.includes("--check");
  let differ = 0;
  for (const [path, content] of fixtures(mails)) {
    const url = new URL(path, out);
    let old: string | null = null;
    try {
      old = await Deno.readTextFile(url);
    } catch { /* a new file */ }
    if (old === content) continue;
    differ++;
    if (check) console.log(`differs: ${path}`);
    else {
      await Deno.mkdir(new URL(".", url), { recursive: true });
      await Deno.writeTextFile(url, content);
    }
  }
  const c = counts(mails);
  console.log(`${mails.length} mails, ${c.families.length} families`, c.classes, c.langs);
  if (check && differ > 0) Deno.exit(1);
}

/**
 * What is wrong with a held-out set, one line per problem; empty when nothing is. Every mail must
 * parse with the server's MIME parser and carry its label (the link in the decoded text or HTML, the
 * code, spaces aside, in the decoded subject, text or HTML), and no family may be one of the world
 * corpus's or of the held-out sets in `others`.
 */
export async function problems(set: Mail[], others: URL[]): Promise<string[]> {
  const out: string[] = [];
  const split: { dev: string[]; test: string[] } = JSON.parse(await Deno.readTextFile(WORLD));
  const taken = new Set([...split.dev, ...split.test]);
  for (const other of others) {
    for (const entry of Deno.readDirSync(other)) if (entry.isDirectory) taken.add(entry.name);
  }
  for (const family of new Set(set.map((m) => m.family))) {
    if (taken.has(family)) out.push(`${family}: a family of the world corpus or an earlier held-out set`);
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

/** The problems of a set written in parts: the checks above, and a family found in two parts. */
export async function parts_problems(set: Mail[], parts: Record<string, Mail[]>, others: URL[]): Promise<string[]> {
  const out = await problems(set, others);
  const seen = new Map<string, string>();
  for (const [part, list] of Object.entries(parts)) {
    for (const family of new Set(list.map((m) => m.family))) {
      const other = seen.get(family);
      if (other && other !== part) out.push(`${family}: in both ${other} and ${part}`);
      seen.set(family, part);
    }
  }
  return out;
}

/** A build script's run: prints the set's problems and exits 1 on any, else writes (or checks) the set. */
export async function build_set(mails: Mail[], found: string[], out: URL, args: string[]): Promise<void> {
  for (const line of found) console.log(line);
  if (found.length > 0) Deno.exit(1);
  await write_corpus(mails, out, args);
}

/**
 * The `n`th held-out set, written in `parts`: its mails in part order, what is wrong with it (the
 * kit's `problems`, a family in two parts, a family of an earlier set) and its build, which writes
 * `tests/fixtures/extract_holdout<n>/` (`--check` only compares).
 */
export function held_out_set(n: number, parts: Record<string, Mail[]>): {
  mails: Mail[];
  problems: (set: Mail[]) => Promise<string[]>;
  build: (args: string[]) => Promise<void>;
} {
  const mails = Object.values(parts).flat();
  const problems = (set: Mail[]) => parts_problems(set, parts, earlier_sets(n));
  const out = new URL(`../fixtures/extract_holdout${n}/`, import.meta.url);
  return { mails, problems, build: async (args) => build_set(mails, await problems(mails), out, args) };
}
