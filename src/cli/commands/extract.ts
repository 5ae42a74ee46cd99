/** `inbox extract`: the code and link of a mail file, offline, as the service would find them. @module */

import { readFile } from "node:fs/promises";
import { type ExplainedMail, extract_mail, type ExtractedMail } from "../../../extract.ts";
import type { Command } from "../command.ts";
import { CliError, EXIT, usage_error } from "../exit.ts";
import type { Io } from "../io.ts";

export const extract_command: Command = {
  name: "extract",
  summary: "show the code and link of a mail file (.eml), offline, and why",
  help: `Usage: inbox extract [--code | --link | --json] [--explain] [FILE]

Reads a raw mail (.eml) from FILE or standard input and runs the inbox service's own MIME
parser and code and link extraction on it, with no service: what \`inbox wait\` would print for
that mail. Use it to debug a mail template in CI.

  --code            print only the one-time code (exit 3 when there is none)
  --link            print only the verify link (exit 3 when there is none)
  --json            print subject, from, code, codes, link and links as JSON
  --explain         also show every code and link weighed, where, its score, and why the
                    winner won (with --json: a "candidates" field)
  -h, --help        this help

Examples:
  inbox extract < mail.eml
  inbox extract --explain tests/fixtures/welcome.eml
  curl -s -H "Authorization: Bearer $SERVICE_INBOX_TOKEN" "$URL/v1/inboxes/$ADDR/messages/$ID/raw" | inbox extract

Exit: 0 done, 3 no code or link (--code, --link), 64 no mail given, 1 the file could not be read.`,
  flags: {
    code: { type: "boolean" },
    link: { type: "boolean" },
    json: { type: "boolean" },
    explain: { type: "boolean" },
  },
  max_args: 1,
  async run(io, { flags, args }) {
    if ([flags.code, flags.link, flags.json].filter(Boolean).length > 1) {
      throw usage_error("--code, --link and --json each choose the output: give one", "extract");
    }
    const raw = await read_mail(io, args[0]);
    const explain = Boolean(flags.explain);
    const mail = explain ? await extract_mail(raw, { explain: true }) : await extract_mail(raw);
    if (flags.code || flags.link) {
      const value = flags.code ? mail.code : mail.link;
      if (!value) throw new CliError(`the mail has no ${flags.code ? "code" : "link"}`, EXIT.not_found);
      io.out(`${value}\n`);
    } else if (flags.json) {
      const { subject, from, name, code, codes, link, links } = mail;
      const json = { subject, from, name, code, codes, link, links };
      io.out(
        `${JSON.stringify(explain ? { ...json, candidates: (mail as ExplainedMail).candidates } : json, null, 2)}\n`,
      );
    } else {
      io.out(readable(mail, explain));
    }
    return EXIT.ok;
  },
};

async function read_mail(io: Io, path: string | undefined): Promise<Uint8Array> {
  if (path !== undefined && path !== "-") {
    try {
      return await readFile(path);
    } catch (error) {
      throw new CliError(`cannot read ${path}: ${(error as Error).message}`);
    }
  }
  const piped = await io.stdin?.();
  if (!piped) throw usage_error("give a mail file, or pipe one in: inbox extract < mail.eml", "extract");
  if (piped.byteLength === 0) throw usage_error("standard input was empty: pipe a mail in", "extract");
  return piped;
}

/** Subject, sender, code and link; with `explain`, every candidate and why the winners won. */
function readable(mail: ExtractedMail, explain: boolean): string {
  const sender = mail.from ? (mail.name ? `${mail.name} <${mail.from}>` : mail.from) : "(none)";
  const rows = [
    `Subject:  ${mail.subject || "(none)"}`,
    `From:     ${sender}`,
    `Code:     ${mail.code ?? "(none)"}`,
    `Link:     ${mail.link ?? "(none)"}`,
  ];
  if (mail.codes.length > 1) rows.push(`Codes:    ${mail.codes.join(", ")}`);
  if (mail.links.length > 0) rows.push(`Links:    ${mail.links.length}`);
  if (!explain) return `${rows.join("\n")}\n`;
  const { candidates } = mail as ExplainedMail;
  const score = (value: number | null) => (value === null ? "-" : String(value)).padStart(6);
  const codes = candidates.codes.map((c) =>
    `  ${c.chosen ? "*" : " "} ${c.code.padEnd(8)} ${c.where.padEnd(7)} ${score(c.score)}  ${c.reason}`
  );
  const links = candidates.links.map((l) =>
    `  ${l.chosen ? "*" : " "} ${l.url}\n      ${l.where.join(", ").padEnd(10)} ${score(l.score)}  ${l.reason}`
  );
  return [
    ...rows,
    "",
    `Codes weighed (${candidates.codes.length}; * chosen):`,
    ...(codes.length ? codes : ["  (none)"]),
    `  why: ${candidates.code}`,
    "",
    `Links weighed (${candidates.links.length}; * chosen):`,
    ...(links.length ? links : ["  (none)"]),
    `  why: ${candidates.link}`,
    "",
  ].join("\n");
}
