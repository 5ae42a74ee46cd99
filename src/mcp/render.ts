/** Text renderings of tool results: what a model (or a person reading the log) sees. @module */

import type { MailSummary } from "./shapes.ts";

/** A mail in short, one field a line, indented. */
export function render_mail(mail: MailSummary, indent = "  "): string {
  const sender = mail.name ? `${mail.name} <${mail.from}>` : mail.from;
  const lines = [
    `subject: ${mail.subject}`,
    `from: ${sender}`,
    `received: ${mail.received}`,
    `id: ${mail.id}`,
    ...(mail.tag ? [`tag: ${mail.tag}`] : []),
    `code: ${mail.code ?? "(none found)"}`,
    `link: ${mail.link ?? "(none found)"}`,
    ...(mail.attachments > 0 ? [`attachments: ${mail.attachments}`] : []),
    `cursor: ${mail.cursor} (pass as after to wait only for later mail)`,
    `excerpt: ${mail.excerpt || "(empty)"}`,
  ];
  return lines.map((line) => `${indent}${line}`).join("\n");
}

/** "in 59m", "in 1h", "in 23h 59m" for an expiry. */
export function until(expires: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((Date.parse(expires) - now) / 60_000));
  if (minutes < 60) return `in ${minutes}m`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `in ${hours}h${rest > 0 ? ` ${rest}m` : ""}`;
}
