/** How the CLI shows mail and inboxes: a readable block, one line per mail, shell assignments. @module */

import type { Mail } from "../../inbox.ts";

/** `Name <address>`, or the address alone. */
export function sender(mail: Pick<Mail, "from" | "name">): string {
  return mail.name ? `${mail.name} <${mail.from}>` : mail.from;
}

/** A readable summary of one mail: headers, code, link, attachments, then the text body. */
export function summary(mail: Mail): string {
  const rows: [string, string | null][] = [
    ["From", sender(mail)],
    ["To", mail.to.join(", ")],
    ["Tag", mail.tag],
    ["Subject", mail.subject],
    ["Received", mail.received.toISOString()],
    ["Code", mail.code],
    ["Link", mail.link],
    [
      "Files",
      mail.attachments.length
        ? mail.attachments.map((a) => `${a.filename ?? `#${a.index}`} (${a.type}, ${a.size} bytes)`).join(", ")
        : null,
    ],
    ["ID", mail.id],
  ];
  const head = rows.filter(([, value]) => value !== null && value !== "").map(([name, value]) =>
    `${`${name}:`.padEnd(10)}${value}`
  );
  const body = mail.text?.trim() ? mail.text.trimEnd() : mail.html ? "(HTML only: see --json)" : "(no body)";
  return `${head.join("\n")}\n\n${body}\n`;
}

/** One line per mail: time, sender, subject, and the code or link when there is one. */
export function line(mail: Mail): string {
  const parts = [mail.received.toISOString(), sender(mail), JSON.stringify(mail.subject)];
  if (mail.code) parts.push(`code ${mail.code}`);
  if (mail.link) parts.push(`link ${mail.link}`);
  return `${parts.join("  ")}\n`;
}

/** A value quoted for POSIX shells: `'…'`, with each `'` written `'\''`. */
export function shell_quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** `export NAME='value'` lines, as `eval "$(inbox new --env)"` reads them. */
export function export_lines(vars: Record<string, string>): string {
  return Object.entries(vars).map(([name, value]) => `export ${name}=${shell_quote(value)}\n`).join("");
}

/** How long until `date`, roughly: `59m`, `2h`, `1d 3h`. */
export function until(date: Date, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((date.getTime() - now) / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
  return hours % 24 ? `${Math.floor(hours / 24)}d ${hours % 24}h` : `${Math.floor(hours / 24)}d`;
}
