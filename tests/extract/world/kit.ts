/**
 * Building blocks of the world corpus: a seeded random source (codes, tokens, names), HTML
 * layouts real senders use (a centred card table, MJML-style nested tables, plain divs, a
 * bare Markdown-rendered body), bulletproof buttons, footers with addresses, phone numbers,
 * social, help, privacy and unsubscribe links, and click-tracking redirects.
 * @module
 */

import { hash, type MailSpec } from "./mime.ts";

/** What a family's mail expects: the code as printed, the code a person types, the link. */
export interface Expected {
  code: string | null;
  code_digits: string | null;
  link: string | null;
}

/** One mail of the world corpus, before it is written. */
export interface WorldMail extends MailSpec {
  /** What kind of mail it is (verify-link, login-code, order, meeting…). */
  kind: string;
  lang: string;
  expected: Expected;
}

/** A sender family: one sender (or one open-source system's defaults) and its mails. */
export interface Family {
  name: string;
  /** "oss": an open-source auth system's default templates; "consumer": a well-known sender; "negative": mail that asks for nothing. */
  group: "oss" | "consumer" | "regional" | "negative";
  mails(r: Rng): WorldMail[];
}

/** A deterministic random source (mulberry32), seeded by a string. */
export class Rng {
  #state: number;
  constructor(seed: string) {
    this.#state = hash(seed);
  }
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** `n` digits, the first not 0. */
  digits(n: number): string {
    let out = String(this.int(1, 9));
    while (out.length < n) out += String(this.int(0, 9));
    return out;
  }
  chars(n: number, alphabet: string): string {
    let out = "";
    while (out.length < n) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
  /** Capitals and digits with at least one of each. */
  alnum(n: number, alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"): string {
    for (;;) {
      const out = this.chars(n, alphabet);
      if (/\d/.test(out) && /[A-Z]/.test(out)) return out;
    }
  }
  token(n: number): string {
    return this.chars(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");
  }
  hex(n: number): string {
    return this.chars(n, "0123456789abcdef");
  }
  name(): string {
    return this.pick([
      "Sam",
      "Alex",
      "Maria",
      "Jonas",
      "Priya",
      "Chen",
      "Lea",
      "Tomás",
      "Aylin",
      "Kenji",
      "Olga",
      "Noor",
    ]);
  }
}

/** An expectation with a code (`typed` defaults to the code without its separators). */
export function code(printed: string, link: string | null = null, typed?: string): Expected {
  return { code: printed, code_digits: typed ?? printed.replace(/[\s-]/g, ""), link };
}

/** An expectation with a link only. */
export function link(url: string): Expected {
  return { code: null, code_digits: null, link: url };
}

/** Mail that asks for nothing. */
export const NOTHING: Expected = { code: null, code_digits: null, link: null };

/** Escapes text for HTML. */
export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An `href` attribute value (ampersands escaped, as mail HTML writes them). */
export function href(url: string): string {
  return url.replace(/&/g, "&amp;");
}

/** Click-tracking redirects of the big senders' mail services. */
export function tracked(r: Rng, url: string, service: "sendgrid" | "mailchimp" | "ses" | "mailgun" | "braze"): string {
  const encoded = encodeURIComponent(url);
  switch (service) {
    case "sendgrid":
      return `https://u${r.digits(7)}.ct.sendgrid.net/ls/click?upn=${r.token(120)}`;
    case "mailchimp":
      return `https://acme.us${r.int(2, 21)}.list-manage.com/track/click?u=${r.hex(25)}&id=${r.hex(10)}&e=${r.hex(10)}`;
    case "ses":
      return `https://${r.chars(8, "abcdefghijklmnop")}.r.eu-west-1.awstrack.me/L0/${encoded}/1/${r.hex(16)}-${
        r.hex(8)
      }/${r.token(20)}=${r.digits(3)}`;
    case "mailgun":
      return `https://email.mg.${host_of(url)}/c/${r.token(90)}`;
    case "braze":
      return `https://ablink.mail.${host_of(url).replace(/^[^.]+\./, "")}/ls/click?upn=${r.token(100)}`;
  }
}

function host_of(url: string): string {
  return /^https?:\/\/([^/?#]+)/.exec(url)?.[1] ?? "example.com";
}

/** A table-based "bulletproof" button. */
export function button(url: string, label: string, color = "#1a73e8", style: "table" | "a" | "vml" = "table"): string {
  if (style === "a") {
    return `<a href="${
      href(url)
    }" style="display:inline-block;background:${color};color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold" target="_blank">${
      esc(label)
    }</a>`;
  }
  const inner =
    `<table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td align="center" bgcolor="${color}" style="border-radius:6px;"><a href="${
      href(url)
    }" target="_blank" style="font-size:16px;font-family:Helvetica,Arial,sans-serif;color:#ffffff;text-decoration:none;padding:14px 28px;border:1px solid ${color};display:inline-block;font-weight:600">${
      esc(label)
    }</a></td></tr></table>`;
  if (style === "vml") {
    return `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="${
      href(url)
    }" style="height:44px;width:220px" arcsize="10%" fillcolor="${color}"><center style="color:#fff">${
      esc(label)
    }</center></v:roundrect><![endif]--><!--[if !mso]><!-- -->${inner}<!--<![endif]-->`;
  }
  return inner;
}

/** A footer: company and postal address, phone, social, help, privacy and unsubscribe links. */
export interface FooterSpec {
  company: string;
  address: string;
  phone?: string;
  site: string;
  social?: boolean;
  unsubscribe?: string;
  /** Words of the footer links in the mail's language. */
  words?: { help?: string; privacy?: string; terms?: string; unsubscribe?: string; why?: string };
}

export function footer_html(f: FooterSpec): string {
  const w = f.words ?? {};
  const social = f.social
    ? `<tr><td align="center" style="padding:12px 0"><a href="https://www.facebook.com/${
      f.company.replace(/\W/g, "")
    }"><img src="https://${f.site}/img/fb.png" alt="Facebook" width="24"></a> <a href="https://twitter.com/${
      f.company.replace(/\W/g, "")
    }"><img src="https://${f.site}/img/x.png" alt="X" width="24"></a> <a href="https://www.linkedin.com/company/${
      f.company.replace(/\W/g, "").toLowerCase()
    }"><img src="https://${f.site}/img/in.png" alt="LinkedIn" width="24"></a> <a href="https://www.instagram.com/${
      f.company.replace(/\W/g, "").toLowerCase()
    }"><img src="https://${f.site}/img/ig.png" alt="Instagram" width="24"></a></td></tr>`
    : "";
  const links = [
    `<a href="https://${f.site}/help" style="color:#888">${esc(w.help ?? "Help Center")}</a>`,
    `<a href="https://${f.site}/legal/privacy" style="color:#888">${esc(w.privacy ?? "Privacy Policy")}</a>`,
    `<a href="https://${f.site}/legal/terms" style="color:#888">${esc(w.terms ?? "Terms")}</a>`,
    ...(f.unsubscribe
      ? [`<a href="${href(f.unsubscribe)}" style="color:#888">${esc(w.unsubscribe ?? "Unsubscribe")}</a>`]
      : []),
  ].join(" &middot; ");
  return `${social}<tr><td align="center" style="font-size:12px;line-height:18px;color:#888888;font-family:Arial,sans-serif;padding:16px 24px">${links}<br><br>© 2025 ${
    esc(f.company)
  }, ${esc(f.address)}${f.phone ? `<br>${esc(f.phone)}` : ""}${w.why ? `<br>${esc(w.why)}` : ""}</td></tr>`;
}

export function footer_text(f: FooterSpec): string {
  const w = f.words ?? {};
  return [
    "",
    "--",
    `© 2025 ${f.company}, ${f.address}`,
    ...(f.phone ? [f.phone] : []),
    `${w.help ?? "Help Center"}: https://${f.site}/help`,
    `${w.privacy ?? "Privacy Policy"}: https://${f.site}/legal/privacy`,
    ...(f.unsubscribe ? [`${w.unsubscribe ?? "Unsubscribe"}: ${f.unsubscribe}`] : []),
  ].join("\n");
}

/** A centred 600px card: logo row, content rows, footer rows (the commonest transactional layout). */
export function card_layout(
  o: { site: string; brand: string; preheader?: string; body: string; footer: string; lang?: string; accent?: string },
): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${
    o.lang ?? "en"
  }"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${
    esc(o.brand)
  }</title>
<style type="text/css">body{margin:0;padding:0;background:#f4f4f7}table{border-collapse:collapse}.content p{font-size:15px;line-height:22px;color:#333}@media only screen and (max-width:600px){.container{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background-color:#f4f4f7">
${
    o.preheader
      ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${
        esc(o.preheader)
      }&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</div>`
      : ""
  }
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f7"><tr><td align="center" style="padding:24px 0">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:3px solid ${
    o.accent ?? "#1a73e8"
  }"><a href="https://${o.site}/"><img src="https://${o.site}/static/logo.png" alt="${
    esc(o.brand)
  }" height="32" style="display:block;border:0"></a></td></tr>
<tr><td class="content" style="padding:32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#333333">
${o.body}
</td></tr>
${o.footer}
</table></td></tr></table></body></html>`;
}

/** MJML-style output: nested section/column tables, mso conditionals, classes on every cell. */
export function mjml_layout(o: { title: string; sections: string[]; lang?: string; bg?: string }): string {
  const section = (inner: string) =>
    `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" style="width:600px;" width="600"><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]--><div style="margin:0px auto;max-width:600px;background:#ffffff"><table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;"><div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>${inner}</tbody></table></div></td></tr></tbody></table></div><!--[if mso | IE]></td></tr></table><![endif]-->`;
  return `<!doctype html><html lang="${
    o.lang ?? "en"
  }" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head><title>${
    esc(o.title)
  }</title><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><style type="text/css">#outlook a{padding:0;}body{margin:0;padding:0;-webkit-text-size-adjust:100%;}table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}img{border:0;height:auto;line-height:100%;outline:none;}p{display:block;margin:13px 0;}</style></head><body style="word-spacing:normal;background-color:${
    o.bg ?? "#F2F4F6"
  };"><div style="background-color:${o.bg ?? "#F2F4F6"};">${o.sections.map(section).join("")}</div></body></html>`;
}

/** One MJML text cell. */
export function mj_text(
  inner: string,
  style =
    "font-family:Ubuntu, Helvetica, Arial, sans-serif;font-size:14px;line-height:1.5;text-align:left;color:#3C4043;",
): string {
  return `<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="${style}">${inner}</div></td></tr>`;
}

/** Plain HTML the way a small app or a framework's default writes it: a body of paragraphs. */
export function plain_html(body: string, lang = "en"): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif">${body}</body></html>`;
}

/** A mail whose bytes depend on nothing but its family and index. */
export function seeded(family: string, index: number): Rng {
  return new Rng(`${family}#${index}`);
}
