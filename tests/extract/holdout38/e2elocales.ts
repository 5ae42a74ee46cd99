/**
 * The throwaway inboxes of a multilingual company's end-to-end suite: sign-ups in sixteen locales on its
 * own staging app (Orbisly) and on the third-party services it integrates with, so mostly verification,
 * sign-in, reset and invitation mails, plus the welcome, notice and receipt mails that sign-ups bring.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DOW = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** An RFC 2822 date in November 2026 (1 November 2026 was a Sunday). */
function nov(day: number, time: string, tz = "+0000"): string {
  return `${DOW[(day - 1) % 7]}, ${day} Nov 2026 ${time} ${tz}`;
}

/** The e2e suite's throwaway address for one locale and run. */
function inbox(tag: string): string {
  return `E2E Runner <e2e+${tag}@inbox.orbisly-qa.net>`;
}

/** One bordered cell per character of a code. */
function cells(code: string, style: string): string {
  return [...code].map((ch) => `<td style="${style}">${ch}</td>`).join("\n              ");
}

// ---------------------------------------------------------------- Orbisly (the company's own staging app)

function orbisly_page(o: { lang: string; dir?: string; pre: string; body: string; foot: string }): string {
  const dir = o.dir ?? "ltr";
  const align = dir === "rtl" ? "right" : "left";
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Orbisly</title>
</head>
<body style="margin:0;padding:0;background:#eef1f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${o.pre}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f6;">
  <tr>
    <td align="center" style="padding:24px 12px;">
      <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;">
        <tr>
          <td style="padding:20px 32px;background:#1d2a4d;border-radius:10px 10px 0 0;">
            <table role="presentation" width="100%"><tr>
              <td align="${align}"><img src="https://cdn.orbisly.io/mail/logo-white@2x.png" width="104" height="28" alt="Orbisly" style="display:block;border:0;"></td>
              <td align="${
    dir === "rtl" ? "left" : "right"
  }" style="font:600 11px/1 Arial,sans-serif;color:#ffb547;letter-spacing:1px;">STAGING</td>
            </tr></table>
          </td>
        </tr>
        <tr>
          <td dir="${dir}" style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:24px;color:#2b3243;text-align:${align};">
${o.body}
          </td>
        </tr>
        <tr>
          <td dir="${dir}" style="padding:18px 32px 26px;border-top:1px solid #e4e8ef;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#8a93a6;text-align:${align};">
${o.foot}
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>`;
}

const orbisly_addr =
  "Orbisly Ltd &middot; 3rd Floor, 14 Clerkenwell Close &middot; London EC1R 0AA &middot; United Kingdom";

// ---------------------------------------------------------------- PagerLark

function pagerlark_html(title: string, inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>${title}</title></head>
<body style="background-color:#f6f6f4;margin:0;padding:0;">
<center>
<table width="100%" cellspacing="0" cellpadding="0" bgcolor="#f6f6f4"><tr><td align="center">
<table width="600" cellspacing="0" cellpadding="0" style="max-width:600px;">
<tr><td style="padding:28px 0 18px 0;" align="left">
<a href="https://links.pagerlark.com/ls/click?upn=u001.Wm9yZ2hvbWU&amp;src=logo"><img src="https://static.pagerlark.com/email/pagerlark-wordmark.png" alt="PagerLark" width="132" height="30" border="0"></a>
</td></tr>
<tr><td bgcolor="#ffffff" style="border:1px solid #e2e2dc;padding:36px 40px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#26261f;">
${inner}
</td></tr>
<tr><td style="padding:22px 8px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8d8d84;" align="center">
<a href="https://apps.apple.com/app/pagerlark/id1488203317"><img src="https://static.pagerlark.com/email/badge-app-store.png" alt="Download on the App Store" width="120" height="40" border="0"></a>
&nbsp;
<a href="https://play.google.com/store/apps/details?id=com.pagerlark.mobile"><img src="https://static.pagerlark.com/email/badge-google-play.png" alt="Get it on Google Play" width="135" height="40" border="0"></a>
<br><br>
PagerLark, Inc. &bull; 548 Market St, PMB 90417 &bull; San Francisco, CA 94104<br>
<a href="https://www.pagerlark.com/legal/privacy" style="color:#8d8d84;">Privacy</a> &bull;
<a href="https://www.pagerlark.com/legal/terms" style="color:#8d8d84;">Terms</a> &bull;
<a href="https://support.pagerlark.com/" style="color:#8d8d84;">Support</a><br>
&copy; 2026 PagerLark, Inc.
</td></tr>
</table>
</td></tr></table>
</center>
</body></html>`;
}

// ---------------------------------------------------------------- MailCadet (double opt-in pages)

function cadet_html(o: {
  lang: string;
  list: string;
  color: string;
  heading: string;
  para: string;
  button: string;
  link: string;
  after: string;
  foot: string;
}): string {
  const href = o.link.replaceAll("&", "&amp;");
  return `<!doctype html>
<html lang="${o.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head><meta charset="UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${o.list}</title>
<style type="text/css">#bodyTable{height:100%!important;margin:0;padding:0;width:100%!important}.mcnTextContent{word-break:break-word}@media only screen and (max-width:480px){.templateContainer{width:100%!important}}</style>
</head>
<body style="height:100%;margin:0;padding:0;width:100%;background-color:#fafafa;">
<center>
<table align="center" border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="bodyTable" style="background-color:#fafafa;">
<tr><td align="center" valign="top" style="padding:10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" class="templateContainer" style="border:0;max-width:600px!important;">
<tr><td valign="top" style="background-color:${o.color};padding:18px 18px;"><h1 style="margin:0;color:#ffffff;font-family:Georgia,serif;font-size:22px;font-weight:normal;">${o.list}</h1></td></tr>
<tr><td valign="top" class="mcnTextContent" style="background-color:#ffffff;padding:24px 18px 9px;color:#202020;font-family:Helvetica;font-size:16px;line-height:150%;">
<h2 style="font-size:20px;margin:0 0 12px 0;">${o.heading}</h2>
<p style="margin:0 0 16px 0;">${o.para}</p>
</td></tr>
<tr><td align="center" valign="top" style="background-color:#ffffff;padding:0 18px 18px;">
<table border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate!important;border-radius:3px;background-color:${o.color};">
<tr><td align="center" valign="middle" style="font-family:Arial;font-size:16px;padding:15px 28px;">
<a title="${o.button}" href="${href}" target="_blank" style="font-weight:bold;letter-spacing:normal;line-height:100%;text-align:center;text-decoration:none;color:#ffffff;">${o.button}</a>
</td></tr></table>
</td></tr>
<tr><td valign="top" class="mcnTextContent" style="background-color:#ffffff;padding:0 18px 24px;color:#606060;font-family:Helvetica;font-size:13px;line-height:150%;">${o.after}</td></tr>
<tr><td valign="top" style="padding:18px;color:#656565;font-family:Helvetica;font-size:12px;line-height:150%;text-align:center;">
${o.foot}<br><br>
<a href="https://mailcadet.com/?utm_source=doi&amp;utm_medium=email&amp;utm_campaign=referral" target="_blank"><img src="https://cdn-images.mailcadet.com/monkey_rewards/grow-business-sm.png" border="0" alt="Sent with MailCadet" width="139" height="54"></a>
</td></tr>
</table>
</td></tr></table>
</center>
</body></html>`;
}

// ---------------------------------------------------------------- Keyvesta (auth service, stock templates)

function keyvesta_html(
  o: { lang: string; app: string; title: string; body: string; code: string; after: string; foot: string },
): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head><meta charset="UTF-8"><meta name="color-scheme" content="light dark"><title>${o.title}</title></head>
<body style="margin:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td align="center" style="padding:40px 16px;">
<table width="440" cellpadding="0" cellspacing="0" role="presentation" style="max-width:440px;">
<tr><td style="font-size:13px;font-weight:600;color:#5b5bd6;padding-bottom:22px;">${o.app}</td></tr>
<tr><td style="font-size:22px;font-weight:700;color:#111118;padding-bottom:14px;">${o.title}</td></tr>
<tr><td style="font-size:15px;line-height:22px;color:#3f3f4a;padding-bottom:20px;">${o.body}</td></tr>
<tr><td style="padding-bottom:20px;">
<div style="background:#f4f4f8;border-radius:8px;padding:16px 0;text-align:center;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:30px;font-weight:700;letter-spacing:10px;color:#111118;">${o.code}</div>
</td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#6b6b78;padding-bottom:28px;">${o.after}</td></tr>
<tr><td style="border-top:1px solid #ececf2;padding-top:16px;font-size:11px;line-height:16px;color:#9a9aa8;">${o.foot}<br>Secured by <a href="https://keyvesta.com/?ref=email-footer" style="color:#9a9aa8;">Keyvesta</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

// ---------------------------------------------------------------- small PDFs for receipts

/** A tiny one-page PDF carrying a few lines of text (enough for a viewer to open). */
function pdf(lines: string[]): string {
  const text = lines.map((l, i) => `BT /F1 11 Tf 56 ${780 - i * 16} Td (${l.replace(/[()\\]/g, "")}) Tj ET`).join("\n");
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${text.length} >>
stream
${text}
endstream
endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

// ---------------------------------------------------------------- Tavit (Hebrew CRM)

function tavit_html(title: string, inner: string, lang = "he"): string {
  const rtl = lang === "he";
  const dir = rtl ? "rtl" : "ltr";
  const align = rtl ? "right" : "left";
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${title}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#f5f3ff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff;"><tr><td align="center" style="padding:32px 12px;">
  <table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e3def7;">
    <tr><td align="${align}" style="padding:22px 30px;border-bottom:3px solid #6d4aff;"><img src="https://cdn.tavit.co.il/email/tavit-logo.png" alt="Tavit CRM" width="96" height="28"></td></tr>
    <tr><td align="${align}" style="padding:30px;font-family:Arial,'Segoe UI',sans-serif;font-size:15px;line-height:24px;color:#221c3a;">
${inner}
    </td></tr>
    <tr><td align="${align}" style="padding:18px 30px;background:#faf9ff;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8f89a8;">
      ${
    rtl
      ? "טאבית מערכות בע״מ · רחוב הברזל 32, תל אביב 6971048 · טלפון"
      : "Tavit Systems Ltd. · 32 HaBarzel St., Tel Aviv 6971048, Israel · Phone"
  } <span dir="ltr">+972-3-763-4410</span><br>
      <a href="https://tavit.co.il/${lang}/privacy" style="color:#6d4aff;">${
    rtl ? "מדיניות פרטיות" : "Privacy policy"
  }</a> · <a href="https://tavit.co.il/${lang}/terms" style="color:#6d4aff;">${
    rtl ? "תנאי שימוש" : "Terms of use"
  }</a> · <a href="https://help.tavit.co.il" style="color:#6d4aff;">${rtl ? "מרכז העזרה" : "Help center"}</a>
    </td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- Gatekeel (workforce sign-on)

function gatekeel_html(
  o: { lang: string; heading: string; body: string; button?: [string, string]; after: string; foot: string },
): string {
  const btn = o.button
    ? `<tr><td style="padding:6px 0 22px;"><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="${
      o.button[1]
    }" style="height:42px;width:220px;" arcsize="10%" fillcolor="#0b5cad"><center style="color:#ffffff;">${
      o.button[0]
    }</center></v:roundrect><![endif]--><!--[if !mso]><!--><a href="${
      o.button[1]
    }" style="display:inline-block;background:#0b5cad;color:#ffffff;font-size:15px;font-weight:600;padding:11px 26px;border-radius:4px;text-decoration:none;">${
      o.button[0]
    }</a><!--<![endif]--></td></tr>`
    : "";
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${o.lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Gatekeel</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f6f8"><tr><td align="center" style="padding:30px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<tr><td style="padding:0 0 14px;"><img src="https://assets.gatekeel.com/brand/orbisly-qa/logo.png" alt="Orbisly QA" height="32" /></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px 34px;border:1px solid #dfe3e8;border-top:4px solid #0b5cad;">
<table width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="font-size:20px;font-weight:600;color:#1f2933;padding:0 0 14px;">${o.heading}</td></tr>
<tr><td style="font-size:14px;line-height:22px;color:#3e4c59;padding:0 0 18px;">${o.body}</td></tr>
${btn}
<tr><td style="font-size:12px;line-height:19px;color:#7b8794;">${o.after}</td></tr>
</table>
</td></tr>
<tr><td style="padding:16px 4px;font-size:11px;line-height:17px;color:#9aa5b1;">${o.foot}<br />Powered by Gatekeel &middot; <a href="https://www.gatekeel.com/privacy" style="color:#9aa5b1;">Privacy</a></td></tr>
</table>
</td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- the mails

export const mails: Mail[] = [
  // ------------------------------------------------ orbisly
  {
    family: "orbisly",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://staging.orbisly.io/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfN2tQcTJ4IiwiZXhwIjoxNzk1MTk0MDAwfQ.r0H1cV8yXw3JtS5mA2lQ&locale=en-GB",
    from: "Orbisly (staging) <no-reply@mail.staging.orbisly.io>",
    to: inbox("en-gb-signup-40817"),
    subject: "[staging] Confirm your email address to finish setting up Orbisly",
    date: nov(23, "08:41:07"),
    enc: "qp",
    headers: [["X-Orbisly-Env", "staging"], ["X-Mailer-Template", "auth/verify-email@v14"]],
    text: `Welcome to Orbisly!

Hi Alex,

You're one step away from planning your first project. Confirm that e2e+en-gb-signup-40817@inbox.orbisly-qa.net is your email address by opening the link below:

https://staging.orbisly.io/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfN2tQcTJ4IiwiZXhwIjoxNzk1MTk0MDAwfQ.r0H1cV8yXw3JtS5mA2lQ&locale=en-GB

The link is valid for 24 hours. If it has expired, sign in and we'll send you a fresh one.

Didn't create an Orbisly account? You can ignore this email; nothing will happen.

Need a hand? https://help.orbisly.io
Orbisly Ltd, 3rd Floor, 14 Clerkenwell Close, London EC1R 0AA, United Kingdom
Company no. 11840392
`,
    html: orbisly_page({
      lang: "en",
      pre: "One click and your workspace is ready.",
      body:
        `            <h1 style="margin:0 0 16px;font-size:24px;line-height:30px;color:#1d2a4d;">Welcome to Orbisly!</h1>
            <p style="margin:0 0 14px;">Hi Alex,</p>
            <p style="margin:0 0 24px;">You're one step away from planning your first project. Confirm that <strong>e2e+en-gb-signup-40817@inbox.orbisly-qa.net</strong> is your email address.</p>
            <table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:6px;background:#ff7a1a;">
              <a href="https://staging.orbisly.io/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfN2tQcTJ4IiwiZXhwIjoxNzk1MTk0MDAwfQ.r0H1cV8yXw3JtS5mA2lQ&amp;locale=en-GB" style="display:inline-block;padding:13px 26px;font-weight:bold;color:#ffffff;text-decoration:none;">Confirm email address</a>
            </td></tr></table>
            <p style="margin:24px 0 0;font-size:13px;color:#6b7285;">The button works for 24 hours. If it has expired, sign in and we'll send you a fresh one. Didn't create an Orbisly account? Ignore this email; nothing will happen.</p>`,
      foot:
        `            <a href="https://help.orbisly.io" style="color:#8a93a6;">Help centre</a> &middot; <a href="https://orbisly.io/legal/privacy" style="color:#8a93a6;">Privacy</a><br>
            ${orbisly_addr}<br>Company no. 11840392 &middot; &copy; 2026 Orbisly Ltd`,
    }),
  },
  {
    family: "orbisly",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "583204",
    link: null,
    from: "Orbisly (staging) <no-reply@mail.staging.orbisly.io>",
    to: inbox("de-login-40822"),
    subject: "[staging] 583204 ist dein Orbisly-Anmeldecode",
    date: nov(23, "08:52:31"),
    enc: "b64",
    headers: [["X-Orbisly-Env", "staging"], ["X-Mailer-Template", "auth/login-code@v9"]],
    text: `Dein Anmeldecode

Hallo Jonas,

gib diesen Code im Anmeldefenster von Orbisly ein:

583 204

Der Code gilt 10 Minuten und kann nur einmal verwendet werden.
Anmeldeversuch: 23.11.2026, 09:52 Uhr (MEZ) · Firefox 132 unter Windows · Berlin, Deutschland

Warst du das nicht? Dann ändere bitte dein Passwort in den Kontoeinstellungen.

Hilfe: https://help.orbisly.io/de
Orbisly Ltd · 14 Clerkenwell Close · London EC1R 0AA · Vereinigtes Königreich
`,
    html: orbisly_page({
      lang: "de",
      pre: "Dein Code gilt 10 Minuten.",
      body: `            <h1 style="margin:0 0 16px;font-size:22px;color:#1d2a4d;">Dein Anmeldecode</h1>
            <p style="margin:0 0 14px;">Hallo Jonas,</p>
            <p style="margin:0 0 20px;">gib diesen Code im Anmeldefenster von Orbisly ein:</p>
            <table role="presentation" cellpadding="0" cellspacing="6" style="margin:0 auto 20px;"><tr>
              ${
        cells(
          "583204",
          "width:44px;height:54px;border:1px solid #cfd6e4;border-radius:6px;text-align:center;font:700 28px/54px 'Courier New',monospace;color:#1d2a4d;background:#f7f9fc;",
        )
      }
            </tr></table>
            <p style="margin:0 0 12px;font-size:13px;color:#6b7285;">Der Code gilt 10 Minuten und kann nur einmal verwendet werden.</p>
            <table role="presentation" cellpadding="0" cellspacing="0" style="font-size:13px;color:#6b7285;">
              <tr><td style="padding:2px 12px 2px 0;">Zeit</td><td>23.11.2026, 09:52 Uhr (MEZ)</td></tr>
              <tr><td style="padding:2px 12px 2px 0;">Gerät</td><td>Firefox 132 unter Windows</td></tr>
              <tr><td style="padding:2px 12px 2px 0;">Ort</td><td>Berlin, Deutschland</td></tr>
            </table>
            <p style="margin:18px 0 0;font-size:13px;color:#6b7285;">Warst du das nicht? Dann ändere bitte dein Passwort in den Kontoeinstellungen.</p>`,
      foot:
        `            <a href="https://help.orbisly.io/de" style="color:#8a93a6;">Hilfe</a> &middot; <a href="https://orbisly.io/de/rechtliches/datenschutz" style="color:#8a93a6;">Datenschutz</a> &middot; <a href="https://orbisly.io/de/impressum" style="color:#8a93a6;">Impressum</a><br>
            ${orbisly_addr}`,
    }),
  },
  {
    family: "orbisly",
    group: "consumer",
    lang: "ja",
    kind: "email-change",
    code: null,
    link: "https://staging.orbisly.io/ja/account/email/confirm?ct=ecx_5Qm7tR2vN9bY4wLk&uid=usr_3Hn8dQ",
    from: "Orbisly (staging) <no-reply@mail.staging.orbisly.io>",
    to: inbox("ja-emailchange-40851"),
    subject: "[staging] 新しいメールアドレスの確認をお願いします",
    date: nov(23, "09:13:58"),
    enc: "b64",
    text: `佐藤 様

Orbisly アカウントのログイン用メールアドレスを変更するリクエストを受け付けました。

変更前：e2e+ja-old-40851@inbox.orbisly-qa.net
変更後：e2e+ja-emailchange-40851@inbox.orbisly-qa.net

変更を完了するには、48時間以内に次のURLを開いてください。
https://staging.orbisly.io/ja/account/email/confirm?ct=ecx_5Qm7tR2vN9bY4wLk&uid=usr_3Hn8dQ

確認が完了するまでは、これまでのメールアドレスでログインできます。
お心当たりがない場合は、このメールを破棄し、パスワードを変更してください。

――――――――――――
Orbisly ヘルプセンター https://help.orbisly.io/ja
Orbisly Ltd（英国ロンドン）
`,
    html: orbisly_page({
      lang: "ja",
      pre: "ボタンを押すと変更が完了します（48時間有効）",
      body: `            <p style="margin:0 0 14px;">佐藤 様</p>
            <p style="margin:0 0 14px;">Orbisly アカウントのログイン用メールアドレスを変更するリクエストを受け付けました。</p>
            <table role="presentation" cellpadding="6" cellspacing="0" style="margin:0 0 20px;font-size:14px;background:#f7f9fc;width:100%;">
              <tr><td style="color:#6b7285;width:70px;">変更前</td><td>e2e+ja-old-40851@inbox.orbisly-qa.net</td></tr>
              <tr><td style="color:#6b7285;">変更後</td><td><strong>e2e+ja-emailchange-40851@inbox.orbisly-qa.net</strong></td></tr>
            </table>
            <p style="margin:0 0 20px;">変更を完了するには、48時間以内に下のボタンを押してください。</p>
            <p style="margin:0 0 24px;text-align:center;"><a href="https://staging.orbisly.io/ja/account/email/confirm?ct=ecx_5Qm7tR2vN9bY4wLk&amp;uid=usr_3Hn8dQ" style="display:inline-block;background:#ff7a1a;color:#ffffff;padding:12px 30px;border-radius:6px;text-decoration:none;font-weight:bold;">メールアドレスを確認する</a></p>
            <p style="margin:0;font-size:13px;color:#6b7285;">確認が完了するまでは、これまでのメールアドレスでログインできます。お心当たりがない場合は、このメールを破棄し、パスワードを変更してください。</p>`,
      foot:
        `            <a href="https://help.orbisly.io/ja" style="color:#8a93a6;">ヘルプセンター</a> ｜ <a href="https://orbisly.io/ja/legal/privacy" style="color:#8a93a6;">プライバシーポリシー</a><br>
            ${orbisly_addr}`,
    }),
  },
  {
    family: "orbisly",
    group: "consumer",
    lang: "ar",
    kind: "reset-link",
    code: null,
    link: "https://staging.orbisly.io/ar/reset-password/7f3c9e1a-52d4-4b6e-8a0f-d21c5b7e9a34",
    from: "Orbisly (staging) <no-reply@mail.staging.orbisly.io>",
    to: inbox("ar-reset-40877"),
    subject: "[staging] إعادة تعيين كلمة المرور لحسابك في Orbisly",
    date: nov(23, "09:37:12"),
    enc: "qp",
    text: `مرحبًا يا سارة،

تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في Orbisly.
لاختيار كلمة مرور جديدة افتحي الرابط التالي خلال 60 دقيقة:

https://staging.orbisly.io/ar/reset-password/7f3c9e1a-52d4-4b6e-8a0f-d21c5b7e9a34

إذا لم تطلبي ذلك فتجاهلي هذه الرسالة، وستبقى كلمة المرور الحالية كما هي.

مع التحية،
فريق Orbisly
مركز المساعدة: https://help.orbisly.io/ar
`,
    html: orbisly_page({
      lang: "ar",
      dir: "rtl",
      pre: "الرابط صالح لمدة 60 دقيقة فقط.",
      body: `            <h1 style="margin:0 0 16px;font-size:22px;color:#1d2a4d;">إعادة تعيين كلمة المرور</h1>
            <p style="margin:0 0 14px;">مرحبًا يا سارة،</p>
            <p style="margin:0 0 22px;">تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في Orbisly. لاختيار كلمة مرور جديدة اضغطي على الزر خلال 60 دقيقة.</p>
            <p style="margin:0 0 24px;text-align:center;"><a href="https://staging.orbisly.io/ar/reset-password/7f3c9e1a-52d4-4b6e-8a0f-d21c5b7e9a34" style="display:inline-block;background:#ff7a1a;color:#ffffff;padding:12px 30px;border-radius:6px;text-decoration:none;font-weight:bold;">تعيين كلمة مرور جديدة</a></p>
            <p style="margin:0;font-size:13px;color:#6b7285;">إذا لم تطلبي ذلك فتجاهلي هذه الرسالة، وستبقى كلمة المرور الحالية كما هي.</p>`,
      foot:
        `            <a href="https://help.orbisly.io/ar" style="color:#8a93a6;">مركز المساعدة</a> &middot; <a href="https://orbisly.io/ar/legal/privacy" style="color:#8a93a6;">سياسة الخصوصية</a><br>
            <span dir="ltr">${orbisly_addr}</span>`,
    }),
  },
  // ------------------------------------------------ pagerlark
  {
    family: "pagerlark",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://links.pagerlark.com/ls/click?upn=u001.Xk3pQ7zN2-2BcLrV0aYt9mW-2FhS1dE4uJ6oR8bK5nF3gH-3D&src=invite-accept",
    from: "PagerLark <notifications@pagerlark.com>",
    to: inbox("en-us-integrations-40903"),
    subject: "Marta Kowalczyk invited you to Orbisly QA on PagerLark",
    date: nov(23, "10:02:44", "-0800"),
    enc: "qp",
    text:
      `Marta Kowalczyk (marta.kowalczyk@orbisly.io) has invited you to join the Orbisly QA organization on PagerLark.

PagerLark routes alerts to whoever is on call, so the right person gets woken up (and nobody else).

Accept the invitation:
https://links.pagerlark.com/ls/click?upn=u001.Xk3pQ7zN2-2BcLrV0aYt9mW-2FhS1dE4uJ6oR8bK5nF3gH-3D&src=invite-accept

Your role: Responder
Teams: Checkout, Staging Platform

This invitation expires on Nov 30, 2026. If you weren't expecting it, you can ignore this email.

--
PagerLark, Inc. - 548 Market St, PMB 90417 - San Francisco, CA 94104
Privacy: https://www.pagerlark.com/legal/privacy
`,
    html: pagerlark_html(
      "You're invited to PagerLark",
      `<p style="margin:0 0 18px 0;font-size:20px;line-height:27px;font-weight:bold;">Join Orbisly QA on PagerLark</p>
<p style="margin:0 0 16px 0;"><strong>Marta Kowalczyk</strong> (marta.kowalczyk@orbisly.io) has invited you to join the <strong>Orbisly QA</strong> organization.</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 22px 0;font-size:14px;color:#5a5a50;">
<tr><td style="padding:3px 14px 3px 0;">Role</td><td>Responder</td></tr>
<tr><td style="padding:3px 14px 3px 0;">Teams</td><td>Checkout, Staging Platform</td></tr>
</table>
<table cellpadding="0" cellspacing="0"><tr><td bgcolor="#2f6b3a" style="border-radius:4px;">
<a href="https://links.pagerlark.com/ls/click?upn=u001.Xk3pQ7zN2-2BcLrV0aYt9mW-2FhS1dE4uJ6oR8bK5nF3gH-3D&amp;src=invite-accept" style="display:block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Accept invitation</a>
</td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;line-height:20px;color:#7a7a70;">This invitation expires on Nov 30, 2026. If you weren't expecting it, you can ignore this email.</p>`,
    ),
  },
  {
    family: "pagerlark",
    group: "consumer",
    lang: "en",
    kind: "two-factor-code",
    code: "613408",
    link: null,
    from: "PagerLark <no-reply@pagerlark.com>",
    to: inbox("en-us-integrations-40903"),
    subject: "PagerLark verification code",
    date: nov(23, "10:09:05", "-0800"),
    text: `Hi there,

Use this code to finish signing in to PagerLark:

    613 408

It expires in 15 minutes. For your security, never share this code with anyone,
including PagerLark support.

Sign-in details
  Browser:  Chrome 131 (Linux)
  Location: Frankfurt am Main, DE (approximate)
  IP:       18.197.44.120

If you didn't try to sign in, reset your password right away.

- The PagerLark team
`,
    html: null,
  },
  {
    family: "pagerlark",
    group: "negative",
    lang: "en",
    kind: "new-sign-in",
    code: null,
    link: null,
    from: "PagerLark Security <security@pagerlark.com>",
    to: inbox("en-us-integrations-40903"),
    subject: "New sign-in to your PagerLark account",
    date: nov(23, "10:09:41", "-0800"),
    enc: "qp",
    text: `We noticed a new sign-in to your PagerLark account (e2e+en-us-integrations-40903@inbox.orbisly-qa.net).

When:     Monday, November 23, 2026 at 10:09 AM PST
Device:   Chrome 131 on Linux
Location: Frankfurt am Main, Hesse, Germany
IP:       18.197.44.120

If this was you, there's nothing else to do.

If you don't recognize this activity, secure your account:
https://links.pagerlark.com/ls/click?upn=u001.Rq8sT2vW4-2FyZ1aB3cD5eF7gH9-3D&src=secure-account

PagerLark, Inc. - 548 Market St, PMB 90417 - San Francisco, CA 94104
`,
    html: pagerlark_html(
      "New sign-in",
      `<p style="margin:0 0 18px 0;font-size:20px;font-weight:bold;">New sign-in detected</p>
<p style="margin:0 0 16px 0;">We noticed a new sign-in to your PagerLark account (e2e+en-us-integrations-40903@inbox.orbisly-qa.net).</p>
<table cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px 0;font-size:14px;background:#f6f6f4;">
<tr><td style="padding:8px 12px;color:#7a7a70;width:90px;">When</td><td style="padding:8px 12px;">Monday, November 23, 2026 at 10:09 AM PST</td></tr>
<tr><td style="padding:8px 12px;color:#7a7a70;">Device</td><td style="padding:8px 12px;">Chrome 131 on Linux</td></tr>
<tr><td style="padding:8px 12px;color:#7a7a70;">Location</td><td style="padding:8px 12px;">Frankfurt am Main, Hesse, Germany</td></tr>
<tr><td style="padding:8px 12px;color:#7a7a70;">IP</td><td style="padding:8px 12px;">18.197.44.120</td></tr>
</table>
<p style="margin:0 0 10px 0;">If this was you, there's nothing else to do.</p>
<p style="margin:0;">Don't recognize this activity? <a href="https://links.pagerlark.com/ls/click?upn=u001.Rq8sT2vW4-2FyZ1aB3cD5eF7gH9-3D&amp;src=secure-account" style="color:#2f6b3a;">Secure your account</a>.</p>`,
    ),
  },
  // ------------------------------------------------ mailcadet (double opt-in of the company's lists)
  {
    family: "mailcadet",
    group: "consumer",
    lang: "de",
    kind: "newsletter-confirm",
    code: null,
    link: "https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=52be19d0c4&e=a7f3e21c90",
    from: "Orbisly Produktbrief <produktbrief@orbisly.io>",
    to: inbox("de-newsletter-41002"),
    subject: "Orbisly Produktbrief: Bitte bestätige dein Abonnement",
    date: nov(24, "07:15:02"),
    enc: "qp",
    headers: [["List-Id", "Orbisly Produktbrief <52be19d0c4.orbisly.cadet-manage.com>"], [
      "X-Mailer",
      "MailCadet Mailer - **CID52be19d0c4**",
    ]],
    text: `Orbisly Produktbrief
====================

Abonnement bestätigen

Wir brauchen nur noch eine Bestätigung, dann bekommst du einmal im Monat unsere Neuigkeiten: neue Funktionen, Tipps für Teams und Einladungen zu Webinaren.

Jetzt bestätigen:
https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=52be19d0c4&e=a7f3e21c90

Wenn du dich nicht angemeldet hast oder es dir anders überlegt hast, musst du nichts tun. Ohne Bestätigung wirst du nicht in die Liste aufgenommen.

Orbisly Ltd · 14 Clerkenwell Close · London EC1R 0AA · Vereinigtes Königreich

Sent with MailCadet: https://mailcadet.com/?utm_source=doi&utm_medium=email&utm_campaign=referral
`,
    html: cadet_html({
      lang: "de",
      list: "Orbisly Produktbrief",
      color: "#1d2a4d",
      heading: "Abonnement bestätigen",
      para:
        "Wir brauchen nur noch eine Bestätigung, dann bekommst du einmal im Monat unsere Neuigkeiten: neue Funktionen, Tipps für Teams und Einladungen zu Webinaren.",
      button: "Ja, ich möchte den Produktbrief erhalten",
      link: "https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=52be19d0c4&e=a7f3e21c90",
      after:
        "Wenn du dich nicht angemeldet hast oder es dir anders überlegt hast, musst du nichts tun. Ohne Bestätigung wirst du nicht in die Liste aufgenommen.",
      foot: "Orbisly Ltd &middot; 14 Clerkenwell Close &middot; London EC1R 0AA &middot; Vereinigtes Königreich",
    }),
  },
  {
    family: "mailcadet",
    group: "consumer",
    lang: "nl",
    kind: "newsletter-confirm",
    code: null,
    link: "https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=e40b7716fa&e=0c5d8b33f1",
    from: "Orbisly Community Benelux <community-nl@orbisly.io>",
    to: inbox("nl-webinar-41019"),
    subject: "Bevestig je inschrijving voor Orbisly Community Benelux",
    date: nov(24, "07:31:47", "+0100"),
    enc: "8bit",
    headers: [["List-Id", "Orbisly Community Benelux <e40b7716fa.orbisly.cadet-manage.com>"]],
    text: `Orbisly Community Benelux

Bijna klaar!

Bedankt voor je aanmelding. Klik op de link hieronder om te bevestigen dat je onze uitnodigingen voor meetups in Utrecht en Gent en de maandelijkse webinars wilt ontvangen:

https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=e40b7716fa&e=0c5d8b33f1

Volgende meetup: donderdag 10 december 2026, 18:30 uur, Jaarbeursplein 6, 3521 AL Utrecht.

Heb je je niet aangemeld? Dan kun je deze e-mail negeren.

Orbisly Ltd, 14 Clerkenwell Close, London EC1R 0AA, Verenigd Koninkrijk
`,
    html: cadet_html({
      lang: "nl",
      list: "Orbisly Community Benelux",
      color: "#0b7a75",
      heading: "Bijna klaar!",
      para:
        "Bedankt voor je aanmelding. Bevestig dat je onze uitnodigingen voor meetups in Utrecht en Gent en de maandelijkse webinars wilt ontvangen.<br><br><em>Volgende meetup: donderdag 10 december 2026, 18:30 uur, Jaarbeursplein 6, 3521 AL Utrecht.</em>",
      button: "Inschrijving bevestigen",
      link: "https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=e40b7716fa&e=0c5d8b33f1",
      after: "Heb je je niet aangemeld? Dan kun je deze e-mail negeren.",
      foot: "Orbisly Ltd, 14 Clerkenwell Close, London EC1R 0AA, Verenigd Koninkrijk",
    }),
  },
  {
    family: "mailcadet",
    group: "consumer",
    lang: "pl",
    kind: "newsletter-confirm",
    code: null,
    link: "https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=91f3ac08b2&e=6de4172a5b",
    from: "Orbisly dla zespołów <zespoly@orbisly.io>",
    to: inbox("pl-newsletter-41033"),
    subject: "Potwierdź subskrypcję: Orbisly dla zespołów",
    date: nov(24, "07:48:20", "+0100"),
    enc: "qp",
    text: `Orbisly dla zespołów

Potwierdź swój adres

Dziękujemy za zapisanie się do naszego biuletynu. Aby zacząć otrzymywać wiadomości, potwierdź subskrypcję, otwierając poniższy link:

https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=91f3ac08b2&e=6de4172a5b

Jeśli to nie Ty zapisałeś(-aś) się na listę, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy Ci nic więcej.

Orbisly Ltd, 14 Clerkenwell Close, London EC1R 0AA, Wielka Brytania
`,
    html: cadet_html({
      lang: "pl",
      list: "Orbisly dla zespołów",
      color: "#b3261e",
      heading: "Potwierdź swój adres",
      para:
        "Dziękujemy za zapisanie się do naszego biuletynu. Aby zacząć otrzymywać wiadomości, potwierdź subskrypcję.",
      button: "Tak, zapisz mnie",
      link: "https://orbisly.cadet-manage.com/subscribe/confirm?u=8c1f0a93d2e7b45f61a0c2d8e&id=91f3ac08b2&e=6de4172a5b",
      after:
        "Jeśli to nie Ty zapisałeś(-aś) się na listę, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy Ci nic więcej.",
      foot: "Orbisly Ltd, 14 Clerkenwell Close, London EC1R 0AA, Wielka Brytania",
    }),
  },
  // ------------------------------------------------ keyvesta (hosted auth, stock localized templates)
  {
    family: "keyvesta",
    group: "consumer",
    lang: "es",
    kind: "verify-code",
    code: "731952",
    link: null,
    from: "Orbisly QA <no-reply@accounts.keyvesta.dev>",
    to: inbox("es-mx-signup-41107"),
    subject: "731952 es tu código de verificación",
    date: nov(24, "15:04:19", "-0600"),
    enc: "b64",
    text: `Orbisly QA

Verifica tu correo electrónico

Introduce el siguiente código para continuar con el registro:

731952

Este código caduca en 10 minutos.

Si no solicitaste este código, puedes ignorar este correo.

Secured by Keyvesta
`,
    html: keyvesta_html({
      lang: "es",
      app: "Orbisly QA",
      title: "Verifica tu correo electrónico",
      body: "Introduce el siguiente código para continuar con el registro:",
      code: "731952",
      after: "Este código caduca en 10 minutos.<br>Si no solicitaste este código, puedes ignorar este correo.",
      foot: "Este correo se envió a e2e+es-mx-signup-41107@inbox.orbisly-qa.net.",
    }),
  },
  {
    family: "keyvesta",
    group: "consumer",
    lang: "pt",
    kind: "magic-link",
    code: "482913",
    link:
      "https://orbisly-qa.accounts.keyvesta.dev/v1/verify?ticket=tkt_8QmZr2Lx5vWnC3pD&redirect_url=https%3A%2F%2Fstaging.orbisly.io%2Fpt-BR%2Fhome",
    from: "Orbisly QA <no-reply@accounts.keyvesta.dev>",
    to: inbox("pt-br-login-41120"),
    subject: "Seu código de acesso ao Orbisly QA",
    date: nov(24, "18:22:51", "-0300"),
    enc: "qp",
    text: `Orbisly QA

Código de acesso

Digite este código na janela em que você iniciou o login:

482913

Ou, se preferir, entre com um clique neste link:
https://orbisly-qa.accounts.keyvesta.dev/v1/verify?ticket=tkt_8QmZr2Lx5vWnC3pD&redirect_url=https%3A%2F%2Fstaging.orbisly.io%2Fpt-BR%2Fhome

O código e o link expiram em 10 minutos e só podem ser usados uma vez.
Solicitado de: Safari em macOS · São Paulo, BR · 24 de novembro de 2026, 18:22 (BRT)

Se não foi você, ignore este e-mail.

Secured by Keyvesta
`,
    html: keyvesta_html({
      lang: "pt-BR",
      app: "Orbisly QA",
      title: "Código de acesso",
      body: "Digite este código na janela em que você iniciou o login:",
      code: "482913",
      after:
        `Ou, se preferir, <a href="https://orbisly-qa.accounts.keyvesta.dev/v1/verify?ticket=tkt_8QmZr2Lx5vWnC3pD&amp;redirect_url=https%3A%2F%2Fstaging.orbisly.io%2Fpt-BR%2Fhome" style="color:#5b5bd6;font-weight:600;">entre com um clique</a>.<br><br>O código e o link expiram em 10 minutos e só podem ser usados uma vez.<br>Solicitado de: Safari em macOS &middot; São Paulo, BR &middot; 24 de novembro de 2026, 18:22 (BRT)`,
      foot: "Se não foi você, ignore este e-mail.",
    }),
  },
  {
    family: "keyvesta",
    group: "consumer",
    lang: "it",
    kind: "reset-code",
    code: "904713",
    link: null,
    from: "Orbisly QA <no-reply@accounts.keyvesta.dev>",
    to: inbox("it-reset-41138"),
    subject: "Codice per reimpostare la password",
    date: nov(25, "09:11:36", "+0100"),
    enc: "qp",
    text: `Orbisly QA

Reimposta la password

Abbiamo ricevuto una richiesta di reimpostazione della password per l'account e2e+it-reset-41138@inbox.orbisly-qa.net. Inserisci questo codice per scegliere una nuova password:

904 713

Il codice scade tra 10 minuti.

Se non hai richiesto tu la reimpostazione, ignora questa email: la password attuale resterà invariata.

Secured by Keyvesta
`,
    html: keyvesta_html({
      lang: "it",
      app: "Orbisly QA",
      title: "Reimposta la password",
      body:
        "Abbiamo ricevuto una richiesta di reimpostazione della password per l'account <strong>e2e+it-reset-41138@inbox.orbisly-qa.net</strong>. Inserisci questo codice per scegliere una nuova password:",
      code: "904 713",
      after: "Il codice scade tra 10 minuti.",
      foot: "Se non hai richiesto tu la reimpostazione, ignora questa email: la password attuale resterà invariata.",
    }),
  },
  {
    family: "keyvesta",
    group: "consumer",
    lang: "tr",
    kind: "verify-code",
    code: "274019",
    link: null,
    from: "Orbisly QA <no-reply@accounts.keyvesta.dev>",
    to: inbox("tr-signup-41152"),
    subject: "Orbisly QA doğrulama kodunuz",
    date: nov(25, "11:46:03", "+0300"),
    enc: "8bit",
    text: `Orbisly QA

E-posta adresinizi doğrulayın

Kaydı tamamlamak için aşağıdaki kodu girin:

274019

Bu kod 10 dakika boyunca geçerlidir.

Bu işlemi siz başlatmadıysanız bu e-postayı dikkate almayın.

Secured by Keyvesta
`,
    html: keyvesta_html({
      lang: "tr",
      app: "Orbisly QA",
      title: "E-posta adresinizi doğrulayın",
      body: "Kaydı tamamlamak için aşağıdaki kodu girin:",
      code: "274019",
      after: "Bu kod 10 dakika boyunca geçerlidir.",
      foot:
        "Bu işlemi siz başlatmadıysanız bu e-postayı dikkate almayın. Bu e-posta e2e+tr-signup-41152@inbox.orbisly-qa.net adresine gönderildi.",
    }),
  },
  // ------------------------------------------------ kumoyori-chat (Japanese team chat)
  {
    family: "kumoyori-chat",
    group: "regional",
    lang: "ja",
    kind: "verify-code",
    code: "385172",
    link: "https://app.kumoyori.jp/signup/verify?email=e2e%2Bja-kumoyori-41210%40inbox.orbisly-qa.net&key=Yk7d2Qp9Rx",
    from: "クモヨリ <noreply@kumoyori.jp>",
    to: inbox("ja-kumoyori-41210"),
    subject: "【クモヨリ】メールアドレス確認のお願い",
    date: nov(25, "10:20:14", "+0900"),
    enc: "b64",
    text: `e2e+ja-kumoyori-41210@inbox.orbisly-qa.net 様

クモヨリにご登録いただき、ありがとうございます。
登録画面に以下の確認コードを入力してください。

　確認コード：385172

または、下記URLにアクセスしても確認が完了します。
https://app.kumoyori.jp/signup/verify?email=e2e%2Bja-kumoyori-41210%40inbox.orbisly-qa.net&key=Yk7d2Qp9Rx

※確認コードとURLの有効期限は、送信から30分です（2026年11月25日 10:50まで）。
※このメールは送信専用アドレスから送信しています。ご返信いただいてもお答えできません。

━━━━━━━━━━━━━━━━━━━━━━
株式会社クモヨリ
〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 11F
お問い合わせ：https://kumoyori.jp/support
━━━━━━━━━━━━━━━━━━━━━━
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f2f5f7;font-family:'Hiragino Kaku Gothic ProN','ヒラギノ角ゴ ProN W3',Meiryo,メイリオ,sans-serif;">
<div style="max-width:580px;margin:0 auto;padding:24px 10px;">
  <div style="text-align:center;padding:0 0 16px;"><img src="https://kumoyori.jp/assets/mail/logo.png" alt="クモヨリ" width="120" height="32"></div>
  <div style="background:#ffffff;border-top:4px solid #3aa3e3;padding:28px 26px;font-size:14px;line-height:1.9;color:#333333;">
    <p style="margin:0 0 12px;">e2e+ja-kumoyori-41210@inbox.orbisly-qa.net 様</p>
    <p style="margin:0 0 18px;">クモヨリにご登録いただき、ありがとうございます。<br>登録画面に以下の確認コードを入力してください。</p>
    <div style="margin:0 0 18px;padding:14px;background:#eef7fd;text-align:center;">
      <div style="font-size:12px;color:#5b7384;">確認コード</div>
      <div style="font-size:32px;font-weight:bold;letter-spacing:0.3em;color:#1b4e6e;">385172</div>
    </div>
    <p style="margin:0 0 18px;">または、下記のボタンからも確認を完了できます。</p>
    <p style="margin:0 0 22px;text-align:center;"><a href="https://app.kumoyori.jp/signup/verify?email=e2e%2Bja-kumoyori-41210%40inbox.orbisly-qa.net&amp;key=Yk7d2Qp9Rx" style="display:inline-block;padding:12px 36px;background:#3aa3e3;color:#ffffff;text-decoration:none;border-radius:24px;font-weight:bold;">メールアドレスを確認</a></p>
    <p style="margin:0;font-size:12px;color:#888888;">※確認コードとURLの有効期限は、送信から30分です（2026年11月25日 10:50まで）。<br>※このメールは送信専用アドレスから送信しています。ご返信いただいてもお答えできません。</p>
  </div>
  <div style="padding:16px 6px;font-size:11px;line-height:1.7;color:#8a9aa6;text-align:center;">
    株式会社クモヨリ　〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 11F<br>
    <a href="https://kumoyori.jp/support" style="color:#8a9aa6;">お問い合わせ</a>　｜　<a href="https://kumoyori.jp/privacy" style="color:#8a9aa6;">プライバシーポリシー</a>　｜　<a href="https://kumoyori.jp/terms" style="color:#8a9aa6;">利用規約</a><br>
    &copy; 2026 Kumoyori Inc.
  </div>
</div>
</body></html>`,
  },
  {
    family: "kumoyori-chat",
    group: "negative",
    lang: "ja",
    kind: "welcome",
    code: null,
    link: null,
    from: "クモヨリ <noreply@kumoyori.jp>",
    to: inbox("ja-kumoyori-41210"),
    subject: "【クモヨリ】ご登録が完了しました",
    date: nov(25, "10:21:40", "+0900"),
    enc: "b64",
    text: `e2e+ja-kumoyori-41210@inbox.orbisly-qa.net 様

クモヨリへのご登録が完了しました。

ワークスペース名：orbisly-qa-ja
ワークスペースURL：https://orbisly-qa-ja.kumoyori.jp
プラン：フリー（メンバー10名まで／メッセージ履歴90日）

まずはチームのメンバーを招待して、最初のチャンネルを作ってみましょう。
はじめてガイド：https://kumoyori.jp/guide/start

スマートフォンアプリもご利用いただけます。
iPhone：https://apps.apple.com/jp/app/kumoyori/id1620381457
Android：https://play.google.com/store/apps/details?id=jp.kumoyori.android

━━━━━━━━━━━━━━━━━━━━━━
株式会社クモヨリ
〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 11F
━━━━━━━━━━━━━━━━━━━━━━
`,
    html: null,
  },
  // ------------------------------------------------ saekdong-sheet (Korean spreadsheet SaaS)
  {
    family: "saekdong-sheet",
    group: "regional",
    lang: "ko",
    kind: "verify-link",
    code: null,
    link:
      "https://click.saekdong.co.kr/c/eJyNkE1uwzAIhU8T7yIZ2_FbeJFN7zHCYJe2sR3ZaVXn9HV-uqgUqRKyBb_D4_GeXgyONaA0ZpqGl00",
    from: "색동시트 <account@saekdong.co.kr>",
    to: inbox("ko-signup-41244"),
    subject: "[색동시트] 이메일 주소를 인증해 주세요",
    date: nov(25, "14:03:27", "+0900"),
    enc: "qp",
    text: `[색동시트] 이메일 주소 인증

안녕하세요, 색동시트입니다.
회원가입을 완료하려면 아래 링크를 눌러 이메일 주소를 인증해 주세요.

이메일 인증하기:
https://click.saekdong.co.kr/c/eJyNkE1uwzAIhU8T7yIZ2_FbeJFN7zHCYJe2sR3ZaVXn9HV-uqgUqRKyBb_D4_GeXgyONaA0ZpqGl00

인증 링크는 발송 후 24시간 동안 유효합니다. (2026-11-26 14:03까지)

본인이 가입하지 않았다면 이 메일을 무시해 주세요.

본 메일은 발신 전용입니다. 문의는 고객센터(1588-0427)를 이용해 주세요.
(주)색동소프트 | 대표 김하늘 | 사업자등록번호 214-87-30915
서울특별시 성동구 성수이로 113, 7층
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>이메일 인증</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" style="font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;">
<tr><td align="center" style="padding:40px 0;">
  <table width="520" border="0" cellspacing="0" cellpadding="0">
    <tr><td style="padding:0 0 28px;border-bottom:2px solid #222222;"><img src="https://static.saekdong.co.kr/mail/ci_saekdong.png" width="110" height="26" alt="색동시트"></td></tr>
    <tr><td style="padding:36px 0 8px;font-size:24px;font-weight:bold;color:#222222;line-height:34px;">이메일 주소를<br>인증해 주세요</td></tr>
    <tr><td style="padding:12px 0 30px;font-size:15px;color:#555555;line-height:25px;">안녕하세요, 색동시트입니다.<br>회원가입을 완료하려면 아래 버튼을 눌러 이메일 주소를 인증해 주세요.</td></tr>
    <tr><td><a href="https://click.saekdong.co.kr/c/eJyNkE1uwzAIhU8T7yIZ2_FbeJFN7zHCYJe2sR3ZaVXn9HV-uqgUqRKyBb_D4_GeXgyONaA0ZpqGl00" style="display:block;width:100%;padding:16px 0;background:#ef5b4c;color:#ffffff;font-size:16px;font-weight:bold;text-align:center;text-decoration:none;border-radius:4px;">이메일 인증하기</a></td></tr>
    <tr><td style="padding:18px 0 36px;font-size:13px;color:#999999;line-height:21px;">인증 링크는 발송 후 24시간 동안 유효합니다. (2026-11-26 14:03까지)<br>본인이 가입하지 않았다면 이 메일을 무시해 주세요.</td></tr>
    <tr><td style="padding:22px 0 0;border-top:1px solid #e5e5e5;font-size:12px;color:#aaaaaa;line-height:19px;">
      본 메일은 발신 전용입니다. 문의는 <a href="https://help.saekdong.co.kr" style="color:#777777;">고객센터</a>(1588-0427)를 이용해 주세요.<br>
      (주)색동소프트 | 대표 김하늘 | 사업자등록번호 214-87-30915<br>
      서울특별시 성동구 성수이로 113, 7층<br>
      <a href="https://saekdong.co.kr/policy/privacy" style="color:#777777;"><b>개인정보처리방침</b></a> | <a href="https://saekdong.co.kr/policy/terms" style="color:#777777;">이용약관</a><br>
      &copy; SAEKDONG SOFT Corp. All rights reserved.
    </td></tr>
  </table>
</td></tr>
</table>
</body></html>`,
  },
  {
    family: "saekdong-sheet",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "628301",
    link: null,
    from: "색동시트 <account@saekdong.co.kr>",
    to: inbox("ko-signup-41244"),
    subject: "[색동시트] 로그인 인증번호 안내",
    date: nov(25, "14:19:55", "+0900"),
    enc: "b64",
    text: `[색동시트] 로그인 인증번호 안내

새로운 기기에서 로그인을 시도하여 인증번호를 보내 드립니다.
아래 인증번호 6자리를 입력해 주세요.

인증번호: 628301

- 요청 일시: 2026년 11월 25일 14:19
- 접속 환경: Chrome / Windows 11
- 유효 시간: 3분

본인이 요청하지 않았다면 비밀번호를 변경해 주세요.

(주)색동소프트 | 고객센터 1588-0427
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<tr><td align="center" style="padding:40px 0;">
  <table width="520" border="0" cellspacing="0" cellpadding="0">
    <tr><td style="padding:0 0 28px;border-bottom:2px solid #222222;"><img src="https://static.saekdong.co.kr/mail/ci_saekdong.png" width="110" height="26" alt="색동시트"></td></tr>
    <tr><td style="padding:36px 0 12px;font-size:22px;font-weight:bold;color:#222222;">로그인 인증번호 안내</td></tr>
    <tr><td style="padding:0 0 24px;font-size:15px;color:#555555;line-height:25px;">새로운 기기에서 로그인을 시도하여 인증번호를 보내 드립니다.<br>아래 인증번호 6자리를 입력해 주세요.</td></tr>
    <tr><td style="padding:22px 0;background:#f6f6f6;text-align:center;font-size:34px;font-weight:bold;color:#ef5b4c;letter-spacing:8px;">628301</td></tr>
    <tr><td style="padding:20px 0 32px;">
      <table border="0" cellspacing="0" cellpadding="0" style="font-size:13px;color:#777777;line-height:22px;">
        <tr><td width="90">요청 일시</td><td>2026년 11월 25일 14:19</td></tr>
        <tr><td>접속 환경</td><td>Chrome / Windows 11</td></tr>
        <tr><td>유효 시간</td><td>3분</td></tr>
      </table>
    </td></tr>
    <tr><td style="padding:0 0 28px;font-size:13px;color:#999999;">본인이 요청하지 않았다면 비밀번호를 변경해 주세요.</td></tr>
    <tr><td style="padding:22px 0 0;border-top:1px solid #e5e5e5;font-size:12px;color:#aaaaaa;line-height:19px;">
      (주)색동소프트 | <a href="https://help.saekdong.co.kr" style="color:#777777;">고객센터</a> 1588-0427<br>&copy; SAEKDONG SOFT Corp.
    </td></tr>
  </table>
</td></tr>
</table>
</body></html>`,
  },
  // ------------------------------------------------ qingzhou-forms (Chinese form builder)
  {
    family: "qingzhou-forms",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "507316",
    link: null,
    from: "轻舟表单 <service@notice.qingzhouform.cn>",
    to: inbox("zh-cn-signup-41301"),
    subject: "【轻舟表单】邮箱验证码",
    date: nov(25, "16:40:08", "+0800"),
    enc: "b64",
    text: `尊敬的用户：

您好！您正在注册轻舟表单账号，本次操作的邮箱验证码为：

507316

验证码 15 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。

此为系统邮件，请勿回复。
轻舟表单 · 杭州轻舟数据科技有限公司
客服热线：400-826-3917（工作日 9:00–18:00）
`,
    html:
      `<div style="background:#f4f6fa;padding:30px 0;font-family:'PingFang SC','Microsoft YaHei','微软雅黑',sans-serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;">
  <tr><td style="padding:22px 30px;border-bottom:1px solid #eef0f4;"><img src="https://img.qingzhouform.cn/mail/logo_h.png" alt="轻舟表单" height="28"></td></tr>
  <tr><td style="padding:30px 30px 10px;font-size:14px;line-height:26px;color:#333;">
    <p style="margin:0;">尊敬的用户：</p>
    <p style="margin:8px 0 0;">您好！您正在注册轻舟表单账号，本次操作的邮箱验证码为：</p>
  </td></tr>
  <tr><td style="padding:10px 30px 20px;">
    <span style="display:inline-block;padding:8px 18px;background:#fff5e6;border:1px dashed #f5a623;font-size:26px;font-weight:bold;color:#f5a623;letter-spacing:4px;">507316</span>
  </td></tr>
  <tr><td style="padding:0 30px 30px;font-size:13px;line-height:22px;color:#888;">验证码 15 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。</td></tr>
  <tr><td style="padding:18px 30px;background:#fafbfc;font-size:12px;line-height:20px;color:#aaa;">
    此为系统邮件，请勿回复。<br>
    轻舟表单 · 杭州轻舟数据科技有限公司 · 客服热线：400-826-3917（工作日 9:00–18:00）<br>
    <a href="https://www.qingzhouform.cn/help" style="color:#4a7bd0;">帮助中心</a> | <a href="https://www.qingzhouform.cn/privacy" style="color:#4a7bd0;">隐私政策</a> | 浙ICP备2021038462号
  </td></tr>
</table>
</div>`,
  },
  {
    family: "qingzhou-forms",
    group: "regional",
    lang: "zh",
    kind: "invite-link",
    code: null,
    link: "https://www.qingzhouform.cn/team/join?inv=QZ7c1b9e4f2a&from=mail",
    from: "轻舟表单 <service@notice.qingzhouform.cn>",
    to: inbox("zh-cn-signup-41301"),
    subject: "王磊 邀请你加入团队「Orbisly 测试组」",
    date: nov(25, "16:52:30", "+0800"),
    enc: "8bit",
    text: `你好，

王磊（wanglei@orbisly.io）邀请你加入轻舟表单团队「Orbisly 测试组」，一起协作管理表单与数据。

点击下方链接接受邀请：
https://www.qingzhouform.cn/team/join?inv=QZ7c1b9e4f2a&from=mail

邀请将于 2026-12-02 16:52 失效。团队当前共 7 名成员，版本：专业版（年付 ¥1,980）。

此为系统邮件，请勿回复。
轻舟表单 · 杭州轻舟数据科技有限公司
`,
    html: `<div style="background:#f4f6fa;padding:30px 0;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;">
  <tr><td style="padding:22px 30px;border-bottom:1px solid #eef0f4;"><img src="https://img.qingzhouform.cn/mail/logo_h.png" alt="轻舟表单" height="28"></td></tr>
  <tr><td style="padding:30px 30px 6px;font-size:14px;line-height:26px;color:#333;">
    <p style="margin:0;">你好，</p>
    <p style="margin:8px 0 0;"><b>王磊</b>（wanglei@orbisly.io）邀请你加入轻舟表单团队「<b>Orbisly 测试组</b>」，一起协作管理表单与数据。</p>
  </td></tr>
  <tr><td style="padding:20px 30px;"><a href="https://www.qingzhouform.cn/team/join?inv=QZ7c1b9e4f2a&amp;from=mail" style="display:inline-block;padding:10px 32px;background:#4a7bd0;color:#fff;text-decoration:none;border-radius:3px;font-size:15px;">接受邀请</a></td></tr>
  <tr><td style="padding:0 30px 30px;font-size:13px;line-height:22px;color:#888;">邀请将于 2026-12-02 16:52 失效。团队当前共 7 名成员，版本：专业版（年付 ¥1,980）。</td></tr>
  <tr><td style="padding:18px 30px;background:#fafbfc;font-size:12px;line-height:20px;color:#aaa;">
    此为系统邮件，请勿回复。<br>轻舟表单 · 杭州轻舟数据科技有限公司<br>
    <a href="https://www.qingzhouform.cn/help" style="color:#4a7bd0;">帮助中心</a> | <a href="https://www.qingzhouform.cn/privacy" style="color:#4a7bd0;">隐私政策</a>
  </td></tr>
</table>
</div>`,
  },
  {
    family: "qingzhou-forms",
    group: "negative",
    lang: "zh",
    kind: "password-changed",
    code: null,
    link: null,
    from: "轻舟表单 <service@notice.qingzhouform.cn>",
    to: inbox("zh-cn-signup-41301"),
    subject: "【轻舟表单】账号密码已修改",
    date: nov(25, "17:05:12", "+0800"),
    enc: "b64",
    text: `尊敬的用户：

您的轻舟表单账号（e2e+zh-cn-signup-41301@inbox.orbisly-qa.net）登录密码已于 2026-11-25 17:05 修改成功。

操作设备：Chrome 131 / macOS
IP 地址：121.40.87.203（浙江 杭州）

如果这是您本人的操作，请忽略本邮件。
如非本人操作，请立即致电客服 400-826-3917 冻结账号。

此为系统邮件，请勿回复。
轻舟表单 · 杭州轻舟数据科技有限公司
`,
    html: `<div style="background:#f4f6fa;padding:30px 0;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;">
  <tr><td style="padding:22px 30px;border-bottom:1px solid #eef0f4;"><img src="https://img.qingzhouform.cn/mail/logo_h.png" alt="轻舟表单" height="28"></td></tr>
  <tr><td style="padding:30px;font-size:14px;line-height:26px;color:#333;">
    <p style="margin:0;">尊敬的用户：</p>
    <p style="margin:8px 0 16px;">您的轻舟表单账号（e2e+zh-cn-signup-41301@inbox.orbisly-qa.net）登录密码已于 <b>2026-11-25 17:05</b> 修改成功。</p>
    <table cellpadding="4" cellspacing="0" style="font-size:13px;color:#666;background:#f7f8fa;width:100%;">
      <tr><td width="90">操作设备</td><td>Chrome 131 / macOS</td></tr>
      <tr><td>IP 地址</td><td>121.40.87.203（浙江 杭州）</td></tr>
    </table>
    <p style="margin:16px 0 0;font-size:13px;color:#888;">如果这是您本人的操作，请忽略本邮件。如非本人操作，请立即致电客服 400-826-3917 冻结账号。</p>
  </td></tr>
  <tr><td style="padding:18px 30px;background:#fafbfc;font-size:12px;line-height:20px;color:#aaa;">此为系统邮件，请勿回复。<br>轻舟表单 · 杭州轻舟数据科技有限公司 · <a href="https://www.qingzhouform.cn/help" style="color:#4a7bd0;">帮助中心</a></td></tr>
</table>
</div>`,
  },
  // ------------------------------------------------ raqim-cloud (Arabic invoicing SaaS)
  {
    family: "raqim-cloud",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "849260",
    link: null,
    from: "رقيم <otp@raqim.cloud>",
    to: inbox("ar-sa-login-41355"),
    subject: "رمز الدخول إلى رقيم: 849260",
    date: nov(26, "08:12:44", "+0300"),
    enc: "b64",
    text: `مرحبًا،

رمز التحقق لتسجيل الدخول إلى حسابك في رقيم هو:

849260

صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو رقيم لن يطلبوه منك أبدًا.

إذا لم تحاول تسجيل الدخول، ننصحك بتغيير كلمة المرور.

رقيم للفوترة الإلكترونية
الرياض، طريق الملك فهد، برج الأفق، الدور 14
هاتف: 920012847
`,
    html: `<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>رمز الدخول</title></head>
<body dir="rtl" style="margin:0;padding:0;background:#f3f6f4;font-family:Tahoma,'Segoe UI',Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
  <tr><td align="right" style="padding:24px 28px 0;"><img src="https://raqim.cloud/static/email/raqim-logo.png" alt="رقيم" width="90" height="30"></td></tr>
  <tr><td align="right" style="padding:20px 28px 6px;font-size:15px;line-height:26px;color:#23312a;">مرحبًا،<br>رمز التحقق لتسجيل الدخول إلى حسابك في رقيم هو:</td></tr>
  <tr><td align="center" style="padding:14px 28px;">
    <table role="presentation" cellpadding="0" cellspacing="6" dir="ltr"><tr>
              ${
      "849260".split("").map((d) =>
        `<td style="width:42px;height:50px;background:#e7f3ec;border-radius:8px;text-align:center;font:bold 26px/50px Arial,sans-serif;color:#0f6b3d;">${d}</td>`
      ).join("\n              ")
    }
    </tr></table>
  </td></tr>
  <tr><td align="right" style="padding:8px 28px 24px;font-size:13px;line-height:22px;color:#66756d;">صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو رقيم لن يطلبوه منك أبدًا.<br>إذا لم تحاول تسجيل الدخول، ننصحك بتغيير كلمة المرور.</td></tr>
  <tr><td align="right" style="padding:16px 28px 22px;border-top:1px solid #e6ece8;font-size:11px;line-height:18px;color:#93a19a;">
    رقيم للفوترة الإلكترونية — الرياض، طريق الملك فهد، برج الأفق، الدور 14<br>
    هاتف: <span dir="ltr">920012847</span> · <a href="https://raqim.cloud/ar/help" style="color:#0f6b3d;">مركز المساعدة</a> · <a href="https://raqim.cloud/ar/privacy" style="color:#0f6b3d;">الخصوصية</a>
  </td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "raqim-cloud",
    group: "negative",
    lang: "ar",
    kind: "receipt",
    code: null,
    link: null,
    from: "رقيم - الفواتير <billing@raqim.cloud>",
    to: inbox("ar-sa-login-41355"),
    subject: "إيصال الدفع لاشتراكك في رقيم — INV-2026-11-0412",
    date: nov(26, "08:30:01", "+0300"),
    enc: "qp",
    attachment: [
      "raqim-INV-2026-11-0412.pdf",
      "application/pdf",
      pdf([
        "Raqim E-Invoicing - Tax Invoice INV-2026-11-0412",
        "Date: 2026-11-26",
        "Plan: Growth (monthly) 149.00 SAR",
        "VAT 15%: 22.35 SAR",
        "Total paid: 171.35 SAR - Mada **** 4821",
        "VAT no. 310284756300003",
      ]),
    ],
    text: `شكرًا لك، تم استلام دفعتك بنجاح.

رقم الفاتورة: INV-2026-11-0412
التاريخ: 26 نوفمبر 2026
الباقة: النمو (شهري)
المبلغ: 149.00 ر.س
ضريبة القيمة المضافة (15%): 22.35 ر.س
الإجمالي: 171.35 ر.س
طريقة الدفع: مدى •••• 4821

ستجد الفاتورة الضريبية مرفقة بصيغة PDF.
الرقم الضريبي: 310284756300003

رقيم للفوترة الإلكترونية — الرياض
`,
    html: `<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body dir="rtl" style="margin:0;background:#f3f6f4;font-family:Tahoma,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
  <tr><td align="right" style="padding:24px 28px 0;"><img src="https://raqim.cloud/static/email/raqim-logo.png" alt="رقيم" width="90" height="30"></td></tr>
  <tr><td align="right" style="padding:18px 28px;font-size:16px;font-weight:bold;color:#23312a;">شكرًا لك، تم استلام دفعتك بنجاح.</td></tr>
  <tr><td style="padding:0 28px 18px;">
    <table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;color:#23312a;border:1px solid #e6ece8;">
      <tr><td align="right" style="color:#66756d;">رقم الفاتورة</td><td align="left" dir="ltr">INV-2026-11-0412</td></tr>
      <tr><td align="right" style="color:#66756d;">التاريخ</td><td align="left">26 نوفمبر 2026</td></tr>
      <tr><td align="right" style="color:#66756d;">الباقة</td><td align="left">النمو (شهري)</td></tr>
      <tr><td align="right" style="color:#66756d;">المبلغ</td><td align="left">149.00 ر.س</td></tr>
      <tr><td align="right" style="color:#66756d;">ضريبة القيمة المضافة (15%)</td><td align="left">22.35 ر.س</td></tr>
      <tr><td align="right" style="font-weight:bold;">الإجمالي</td><td align="left" style="font-weight:bold;">171.35 ر.س</td></tr>
      <tr><td align="right" style="color:#66756d;">طريقة الدفع</td><td align="left">مدى •••• 4821</td></tr>
    </table>
  </td></tr>
  <tr><td align="right" style="padding:0 28px 22px;font-size:13px;color:#66756d;">ستجد الفاتورة الضريبية مرفقة بصيغة PDF. الرقم الضريبي: <span dir="ltr">310284756300003</span></td></tr>
  <tr><td align="right" style="padding:16px 28px 22px;border-top:1px solid #e6ece8;font-size:11px;color:#93a19a;">رقيم للفوترة الإلكترونية — الرياض · <a href="https://raqim.cloud/ar/billing" style="color:#0f6b3d;">إدارة الفوترة</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------ tavit-crm (Hebrew CRM)
  {
    family: "tavit-crm",
    group: "regional",
    lang: "he",
    kind: "invite-link",
    code: null,
    link: "https://app.tavit.co.il/invitations/accept/inv_4Kc9Wq2Lm7Xp?lang=he",
    from: "Tavit CRM <team@mail.tavit.co.il>",
    to: inbox("he-invite-41402"),
    subject: "דנה לוי הזמינה אותך להצטרף ל-Orbisly QA ב-Tavit",
    date: nov(26, "09:05:33", "+0200"),
    enc: "b64",
    text: `שלום,

דנה לוי (dana.levi@orbisly.io) הזמינה אותך להצטרף לסביבת העבודה "Orbisly QA" במערכת Tavit CRM.
התפקיד שלך: נציג/ת מכירות

לקבלת ההזמנה:
https://app.tavit.co.il/invitations/accept/inv_4Kc9Wq2Lm7Xp?lang=he

ההזמנה בתוקף ל-7 ימים. אם לא ציפית להזמנה, אפשר להתעלם מהודעה זו.

צוות Tavit
טאבית מערכות בע״מ · רחוב הברזל 32, תל אביב 6971048 · טלפון 03-7634410
`,
    html: tavit_html(
      "הזמנה ל-Tavit",
      `      <p style="margin:0 0 14px;font-size:20px;font-weight:bold;">הוזמנת להצטרף ל-Orbisly QA</p>
      <p style="margin:0 0 14px;"><b>דנה לוי</b> (<span dir="ltr">dana.levi@orbisly.io</span>) הזמינה אותך להצטרף לסביבת העבודה <b>Orbisly QA</b> במערכת Tavit CRM.</p>
      <p style="margin:0 0 22px;color:#5d5775;">התפקיד שלך: נציג/ת מכירות</p>
      <table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#6d4aff;border-radius:22px;">
        <a href="https://app.tavit.co.il/invitations/accept/inv_4Kc9Wq2Lm7Xp?lang=he" style="display:inline-block;padding:12px 30px;color:#ffffff;font-weight:bold;text-decoration:none;">קבלת ההזמנה</a>
      </td></tr></table>
      <p style="margin:22px 0 0;font-size:13px;color:#8f89a8;">ההזמנה בתוקף ל-7 ימים. אם לא ציפית להזמנה, אפשר להתעלם מהודעה זו.</p>`,
    ),
  },
  {
    family: "tavit-crm",
    group: "regional",
    lang: "he",
    kind: "reset-link",
    code: null,
    link: "https://app.tavit.co.il/password/reset?token=rst_b93f0e71c2a84d5e9f&lang=he",
    from: "Tavit CRM <no-reply@mail.tavit.co.il>",
    to: inbox("he-invite-41402"),
    subject: "איפוס סיסמה לחשבון Tavit שלך",
    date: nov(26, "09:31:10", "+0200"),
    enc: "qp",
    text: `שלום,

קיבלנו בקשה לאפס את הסיסמה של החשבון e2e+he-invite-41402@inbox.orbisly-qa.net.

לבחירת סיסמה חדשה יש להיכנס לקישור הבא (בתוקף לשעה אחת):
https://app.tavit.co.il/password/reset?token=rst_b93f0e71c2a84d5e9f&lang=he

לא ביקשת לאפס סיסמה? אין צורך לעשות דבר, והסיסמה הנוכחית תישאר בתוקף.

צוות Tavit
`,
    html: tavit_html(
      "איפוס סיסמה",
      `      <p style="margin:0 0 14px;font-size:20px;font-weight:bold;">איפוס סיסמה</p>
      <p style="margin:0 0 22px;">קיבלנו בקשה לאפס את הסיסמה של החשבון <span dir="ltr">e2e+he-invite-41402@inbox.orbisly-qa.net</span>. הקישור בתוקף לשעה אחת.</p>
      <table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#6d4aff;border-radius:22px;">
        <a href="https://app.tavit.co.il/password/reset?token=rst_b93f0e71c2a84d5e9f&amp;lang=he" style="display:inline-block;padding:12px 30px;color:#ffffff;font-weight:bold;text-decoration:none;">בחירת סיסמה חדשה</a>
      </td></tr></table>
      <p style="margin:22px 0 0;font-size:13px;color:#8f89a8;">לא ביקשת לאפס סיסמה? אין צורך לעשות דבר, והסיסמה הנוכחית תישאר בתוקף.</p>`,
    ),
  },
  {
    family: "tavit-crm",
    group: "negative",
    lang: "en",
    kind: "trial-reminder",
    code: null,
    link: null,
    from: "Tavit CRM <team@mail.tavit.co.il>",
    to: inbox("en-il-trial-41417"),
    subject: "Your Tavit trial ends in 3 days",
    date: nov(26, "10:00:00", "+0200"),
    enc: "qp",
    text: `Hi there,

Just a heads-up: the free trial of your workspace "Orbisly QA EN" ends on Sunday, November 29, 2026.

So far your team has:
  - added 214 contacts
  - logged 37 deals worth ₪128,400 in total
  - sent 58 emails from Tavit

After the trial, the workspace moves to the Free plan (up to 2 users, 500 contacts). Nothing is deleted.
To keep every feature, choose a plan (from ₪79 per user / month): https://app.tavit.co.il/billing/plans?lang=en

Questions? Reply to this email or call us at +972-3-763-4410, Sunday to Thursday, 9:00-18:00.

The Tavit team
Tavit Systems Ltd. · 32 HaBarzel St., Tel Aviv 6971048, Israel
Unsubscribe from trial tips: https://tavit.co.il/email/unsubscribe?u=8821f4&list=trial
`,
    html: tavit_html(
      "Your trial ends in 3 days",
      `      <p style="margin:0 0 14px;font-size:20px;font-weight:bold;">3 days left in your trial</p>
      <p style="margin:0 0 14px;">The free trial of your workspace <b>Orbisly QA EN</b> ends on <b>Sunday, November 29, 2026</b>.</p>
      <table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="margin:0 0 18px;background:#f5f3ff;font-size:14px;text-align:center;">
        <tr><td><b style="font-size:22px;">214</b><br>contacts</td><td><b style="font-size:22px;">37</b><br>deals (₪128,400)</td><td><b style="font-size:22px;">58</b><br>emails sent</td></tr>
      </table>
      <p style="margin:0 0 18px;">After the trial, the workspace moves to the Free plan (up to 2 users, 500 contacts). Nothing is deleted.</p>
      <p style="margin:0 0 18px;"><a href="https://app.tavit.co.il/billing/plans?lang=en" style="color:#6d4aff;font-weight:bold;">Compare plans</a> &mdash; from ₪79 per user / month.</p>
      <p style="margin:0;font-size:13px;color:#8f89a8;">Questions? Reply to this email or call +972-3-763-4410, Sunday to Thursday, 9:00&ndash;18:00.<br><a href="https://tavit.co.il/email/unsubscribe?u=8821f4&amp;list=trial" style="color:#8f89a8;">Unsubscribe from trial tips</a></p>`,
      "en",
    ),
  },
  // ------------------------------------------------ sankalp-books (Hindi accounting app)
  {
    family: "sankalp-books",
    group: "regional",
    lang: "hi",
    kind: "verify-code",
    code: "716045",
    link: null,
    from: "संकल्प बुक्स <verify@sankalpbooks.in>",
    to: inbox("hi-in-signup-41460"),
    subject: "संकल्प बुक्स: आपका ईमेल सत्यापन कोड",
    date: nov(26, "11:24:09", "+0530"),
    enc: "b64",
    text: `नमस्ते,

संकल्प बुक्स पर खाता बनाने के लिए धन्यवाद। अपना ईमेल पता सत्यापित करने के लिए नीचे दिया गया कोड दर्ज करें:

716 045

यह कोड 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें।

अगर आपने खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।

सहायता: support@sankalpbooks.in | 1800-419-2265 (टोल फ्री, सोम–शनि, सुबह 9 से शाम 7)
संकल्प फिनटेक प्रा. लि., 4th Floor, Prestige Atrium, Residency Road, Bengaluru 560025
`,
    html: `<!DOCTYPE html>
<html lang="hi"><head><meta charset="utf-8"><title>ईमेल सत्यापन</title></head>
<body style="margin:0;background:#fff8f0;font-family:'Noto Sans Devanagari','Mangal',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 12px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:8px;overflow:hidden;">
  <tr><td style="background:#e8590c;padding:16px 28px;"><img src="https://sankalpbooks.in/static/mail/logo-white.png" alt="संकल्प बुक्स" width="130" height="30"></td></tr>
  <tr><td style="padding:28px 28px 10px;font-size:15px;line-height:26px;color:#2d2a26;">नमस्ते,<br>संकल्प बुक्स पर खाता बनाने के लिए धन्यवाद। अपना ईमेल पता सत्यापित करने के लिए नीचे दिया गया कोड दर्ज करें:</td></tr>
  <tr><td align="center" style="padding:16px 28px;">
    <table cellpadding="0" cellspacing="0" role="presentation"><tr>
      <td style="font:bold 30px monospace;color:#e8590c;padding:10px 14px;border:2px solid #ffd8b5;border-radius:6px;letter-spacing:4px;">716</td>
      <td style="width:12px;"></td>
      <td style="font:bold 30px monospace;color:#e8590c;padding:10px 14px;border:2px solid #ffd8b5;border-radius:6px;letter-spacing:4px;">045</td>
    </tr></table>
  </td></tr>
  <tr><td style="padding:8px 28px 24px;font-size:13px;line-height:22px;color:#7a7168;">यह कोड 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें।<br>अगर आपने खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।</td></tr>
  <tr><td style="padding:16px 28px;background:#faf6f1;font-size:11px;line-height:18px;color:#9a9088;">
    सहायता: <a href="mailto:support@sankalpbooks.in" style="color:#e8590c;">support@sankalpbooks.in</a> | 1800-419-2265 (टोल फ्री, सोम–शनि, सुबह 9 से शाम 7)<br>
    संकल्प फिनटेक प्रा. लि., 4th Floor, Prestige Atrium, Residency Road, Bengaluru 560025<br>
    <a href="https://sankalpbooks.in/privacy" style="color:#9a9088;">गोपनीयता नीति</a> · <a href="https://sankalpbooks.in/terms" style="color:#9a9088;">नियम और शर्तें</a>
  </td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "sankalp-books",
    group: "negative",
    lang: "hi",
    kind: "trial-reminder",
    code: null,
    link: null,
    from: "संकल्प बुक्स <hello@sankalpbooks.in>",
    to: inbox("hi-in-signup-41460"),
    subject: "आपका निःशुल्क ट्रायल 2 दिन में समाप्त हो रहा है",
    date: nov(26, "12:00:00", "+0530"),
    enc: "8bit",
    text: `नमस्ते,

आपके व्यवसाय "ऑर्बिसली क्यूए ट्रेडर्स" का 14 दिन का निःशुल्क ट्रायल 28 नवंबर 2026 को समाप्त हो जाएगा।

अब तक आपने:
• 12 बिक्री चालान (कुल ₹86,450) बनाए
• 3 ग्राहक जोड़े
• 1 जीएसटी रिपोर्ट (GSTR-1 ड्राफ़्ट) तैयार की

ट्रायल के बाद भी आपका डेटा सुरक्षित रहेगा। सभी सुविधाएँ जारी रखने के लिए ₹399/माह (+18% जीएसटी) वाला प्लान चुनें:
https://app.sankalpbooks.in/settings/subscription

कोई प्रश्न? हमें 1800-419-2265 पर कॉल करें।

टीम संकल्प बुक्स
संकल्प फिनटेक प्रा. लि., बेंगलुरु 560025
इन ईमेल को बंद करें: https://sankalpbooks.in/u/unsub?c=tr14&id=41460
`,
    html: null,
  },
  // ------------------------------------------------ lapakawan (Indonesian marketplace)
  {
    family: "lapakawan",
    group: "regional",
    lang: "id",
    kind: "verify-link",
    code: null,
    link:
      "https://email.lapakawan.id/c/eJxdkMtuwzAIRb_G2UXyA9vxwots-h8R2DipFcdO7Uy1_n3JqA-pEmIBh3uB4j4ntXTXlBrHTwdnGwZKkS2b0jhuXHgbKRaxDRB7S7OZyG2TBzm5F8dh",
    from: "LapakAwan <no-reply@lapakawan.id>",
    to: inbox("id-signup-41503"),
    subject: "Verifikasi email kamu untuk mulai belanja di LapakAwan",
    date: nov(26, "13:15:48", "+0700"),
    enc: "qp",
    text: `Hai Putri,

Terima kasih sudah mendaftar di LapakAwan! Satu langkah lagi: verifikasi alamat email kamu dengan membuka tautan di bawah ini.

https://email.lapakawan.id/c/eJxdkMtuwzAIRb_G2UXyA9vxwots-h8R2DipFcdO7Uy1_n3JqA-pEmIBh3uB4j4ntXTXlBrHTwdnGwZKkS2b0jhuXHgbKRaxDRB7S7OZyG2TBzm5F8dh

Tautan berlaku selama 1x24 jam.

Setelah terverifikasi, kamu bisa langsung pakai voucher ongkir AWANBARU (min. belanja Rp50.000).

Kalau kamu tidak merasa mendaftar, abaikan saja email ini.

Butuh bantuan? Hubungi kami di https://bantuan.lapakawan.id atau 1500-827.
PT Lapak Awan Nusantara, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190
`,
    html: `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Verifikasi email</title></head>
<body style="margin:0;background:#f0f7ff;">
<span style="display:none!important;font-size:1px;color:#f0f7ff;">Satu langkah lagi untuk mulai belanja.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:16px;font-family:'Open Sans',Arial,sans-serif;">
  <tr><td align="center" style="padding:26px 0 10px;"><img src="https://img.lapakawan.id/email/logo-lapakawan.png" alt="LapakAwan" width="150" height="36"></td></tr>
  <tr><td align="center" style="padding:0 40px;"><img src="https://img.lapakawan.id/email/ilustrasi-verifikasi.png" alt="" width="220" height="160" style="display:block;"></td></tr>
  <tr><td style="padding:20px 40px 0;font-size:20px;font-weight:700;color:#0a2540;text-align:center;">Hai Putri, verifikasi email kamu yuk!</td></tr>
  <tr><td style="padding:14px 40px 24px;font-size:14px;line-height:22px;color:#425466;text-align:center;">Terima kasih sudah mendaftar di LapakAwan! Satu langkah lagi: verifikasi alamat email kamu. Tautan berlaku selama 1x24 jam.</td></tr>
  <tr><td align="center" style="padding:0 40px 26px;"><a href="https://email.lapakawan.id/c/eJxdkMtuwzAIRb_G2UXyA9vxwots-h8R2DipFcdO7Uy1_n3JqA-pEmIBh3uB4j4ntXTXlBrHTwdnGwZKkS2b0jhuXHgbKRaxDRB7S7OZyG2TBzm5F8dh" style="display:inline-block;padding:14px 44px;background:#1a8cff;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;border-radius:28px;">Verifikasi Email</a></td></tr>
  <tr><td style="padding:0 40px 26px;">
    <table width="100%" cellpadding="12" cellspacing="0" role="presentation" style="background:#fff6e0;border-radius:10px;font-size:13px;color:#7a5a00;"><tr><td>🎁 Setelah terverifikasi, pakai voucher ongkir <b>AWANBARU</b> (min. belanja Rp50.000).</td></tr></table>
  </td></tr>
  <tr><td style="padding:0 40px 26px;font-size:12px;color:#8898aa;text-align:center;">Kalau kamu tidak merasa mendaftar, abaikan saja email ini.</td></tr>
  <tr><td style="padding:18px 40px;border-top:1px solid #e6ebf1;font-size:11px;line-height:18px;color:#8898aa;text-align:center;">
    <a href="https://www.instagram.com/lapakawan"><img src="https://img.lapakawan.id/email/ic-ig.png" alt="Instagram" width="24" height="24"></a>
    <a href="https://www.tiktok.com/@lapakawan"><img src="https://img.lapakawan.id/email/ic-tiktok.png" alt="TikTok" width="24" height="24"></a>
    <a href="https://x.com/lapakawan"><img src="https://img.lapakawan.id/email/ic-x.png" alt="X" width="24" height="24"></a><br>
    Butuh bantuan? <a href="https://bantuan.lapakawan.id" style="color:#1a8cff;">Pusat Bantuan</a> atau 1500-827<br>
    PT Lapak Awan Nusantara, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190<br>&copy; 2026 LapakAwan
  </td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "lapakawan",
    group: "regional",
    lang: "id",
    kind: "otp-code",
    code: "392017",
    link: null,
    from: "LapakAwan <no-reply@lapakawan.id>",
    to: inbox("id-signup-41503"),
    subject: "Kode OTP LapakAwan kamu",
    date: nov(26, "13:40:22", "+0700"),
    text: `JANGAN BERIKAN KODE INI KEPADA SIAPA PUN, TERMASUK PIHAK LAPAKAWAN.

Kode OTP untuk masuk ke akun LapakAwan kamu:

392 017

Kode berlaku 5 menit.
Permintaan dari: Chrome, Android 14 - Jakarta, 26 Nov 2026 13:40 WIB

Bukan kamu? Segera ubah kata sandi di aplikasi LapakAwan > Akun > Keamanan.

PT Lapak Awan Nusantara
`,
    html: null,
  },
  {
    family: "lapakawan",
    group: "negative",
    lang: "id",
    kind: "order-paid",
    code: null,
    link: null,
    from: "LapakAwan <pesanan@lapakawan.id>",
    to: inbox("id-signup-41503"),
    subject: "Pembayaran berhasil untuk pesanan LPK-261126-08314",
    date: nov(26, "14:02:57", "+0700"),
    enc: "b64",
    text: `Hai Putri,

Pembayaranmu sudah kami terima. Penjual akan segera memproses pesanan.

No. Pesanan   : LPK-261126-08314
Tanggal       : 26 November 2026, 14:02 WIB
Penjual       : Toko Serba Kabel Official

1x Kabel USB-C ke USB-C 1m (Putih)      Rp39.000
1x Adaptor Charger 20W                  Rp89.000
Ongkos kirim (Reguler)                  Rp12.000
Voucher AWANBARU                       -Rp12.000
-----------------------------------------------
Total dibayar                          Rp128.000
Metode pembayaran: Virtual Account BCA 8808 1234 5678 901

Estimasi tiba: 28 - 30 November 2026
Alamat: Jl. Kemang Raya No. 18, Mampang Prapatan, Jakarta Selatan 12730

Lihat detail pesanan di aplikasi: https://www.lapakawan.id/pesanan/LPK-261126-08314

PT Lapak Awan Nusantara
`,
    html: `<!doctype html>
<html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f7ff;font-family:'Open Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:16px;">
  <tr><td align="center" style="padding:26px 0 10px;"><img src="https://img.lapakawan.id/email/logo-lapakawan.png" alt="LapakAwan" width="150" height="36"></td></tr>
  <tr><td style="padding:10px 36px;font-size:18px;font-weight:700;color:#0a2540;">Pembayaran berhasil ✅</td></tr>
  <tr><td style="padding:0 36px 16px;font-size:14px;color:#425466;">Hai Putri, pembayaranmu sudah kami terima. Penjual akan segera memproses pesanan.</td></tr>
  <tr><td style="padding:0 36px 16px;">
    <table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#0a2540;border:1px solid #e6ebf1;border-radius:8px;">
      <tr><td style="color:#8898aa;">No. Pesanan</td><td align="right"><b>LPK-261126-08314</b></td></tr>
      <tr><td style="color:#8898aa;">Tanggal</td><td align="right">26 November 2026, 14:02 WIB</td></tr>
      <tr><td style="color:#8898aa;">Penjual</td><td align="right">Toko Serba Kabel Official</td></tr>
      <tr><td>1x Kabel USB-C ke USB-C 1m (Putih)</td><td align="right">Rp39.000</td></tr>
      <tr><td>1x Adaptor Charger 20W</td><td align="right">Rp89.000</td></tr>
      <tr><td>Ongkos kirim (Reguler)</td><td align="right">Rp12.000</td></tr>
      <tr><td>Voucher AWANBARU</td><td align="right">-Rp12.000</td></tr>
      <tr><td style="border-top:1px solid #e6ebf1;font-weight:700;">Total dibayar</td><td align="right" style="border-top:1px solid #e6ebf1;font-weight:700;">Rp128.000</td></tr>
      <tr><td style="color:#8898aa;">Metode pembayaran</td><td align="right">Virtual Account BCA 8808 1234 5678 901</td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:0 36px 20px;font-size:13px;color:#425466;">Estimasi tiba: 28 - 30 November 2026<br>Alamat: Jl. Kemang Raya No. 18, Mampang Prapatan, Jakarta Selatan 12730</td></tr>
  <tr><td align="center" style="padding:0 36px 26px;"><a href="https://www.lapakawan.id/pesanan/LPK-261126-08314" style="color:#1a8cff;font-weight:700;">Lihat detail pesanan</a></td></tr>
  <tr><td style="padding:18px 36px;border-top:1px solid #e6ebf1;font-size:11px;color:#8898aa;text-align:center;">PT Lapak Awan Nusantara &middot; <a href="https://bantuan.lapakawan.id" style="color:#1a8cff;">Pusat Bantuan</a> &middot; 1500-827</td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------ gatekeel-sso (workforce identity provider)
  {
    family: "gatekeel-sso",
    group: "consumer",
    lang: "en",
    kind: "device-approval",
    code: null,
    link: "https://orbisly-qa.gatekeel.com/device/approve?req=dar_2M8xQ4nV7kTb&sig=9c4e1f0a7d3b52e8",
    from: "Orbisly QA via Gatekeel <noreply@orbisly-qa.gatekeel.com>",
    to: inbox("en-sso-device-41604"),
    subject: "Approve sign-in from a new device",
    date: nov(26, "15:10:02", "+0000"),
    enc: "qp",
    text: `Approve sign-in from a new device

Someone is trying to sign in to Orbisly QA as e2e+en-sso-device-41604@inbox.orbisly-qa.net from a device we haven't seen before:

  Device:   Firefox 133 on Ubuntu 24.04
  Location: Dublin, Ireland (approximate)
  Time:     Thu, 26 Nov 2026 15:09 UTC

If this is you, approve the sign-in:
https://orbisly-qa.gatekeel.com/device/approve?req=dar_2M8xQ4nV7kTb&sig=9c4e1f0a7d3b52e8

The request expires in 10 minutes. If it wasn't you, don't approve it. Tell your IT administrator (it-help@orbisly.io) and change your password.

--
Sent by Gatekeel on behalf of Orbisly QA.
`,
    html: gatekeel_html({
      lang: "en",
      heading: "Approve sign-in from a new device",
      body:
        `Someone is trying to sign in to <b>Orbisly QA</b> as <b>e2e+en-sso-device-41604@inbox.orbisly-qa.net</b> from a device we haven't seen before:<br /><br />
<table cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#3e4c59;">
<tr><td style="padding:2px 16px 2px 0;color:#7b8794;">Device</td><td>Firefox 133 on Ubuntu 24.04</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#7b8794;">Location</td><td>Dublin, Ireland (approximate)</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#7b8794;">Time</td><td>Thu, 26 Nov 2026 15:09 UTC</td></tr>
</table>`,
      button: [
        "Yes, it's me &mdash; approve",
        "https://orbisly-qa.gatekeel.com/device/approve?req=dar_2M8xQ4nV7kTb&amp;sig=9c4e1f0a7d3b52e8",
      ],
      after:
        'The request expires in 10 minutes. If it wasn\'t you, don\'t approve it. Tell your IT administrator (<a href="mailto:it-help@orbisly.io" style="color:#0b5cad;">it-help@orbisly.io</a>) and change your password.',
      foot: "Sent by Gatekeel on behalf of Orbisly QA.",
    }),
  },
  {
    family: "gatekeel-sso",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://orbisly-qa.gatekeel.com/login/email/callback?token=mlk_Vt3Rz8Qw1Np6Ys4Hd0&state=b1e7c2",
    from: "Orbisly QA via Gatekeel <noreply@orbisly-qa.gatekeel.com>",
    to: inbox("en-sso-magic-41611"),
    subject: "Your sign-in link for Orbisly QA",
    date: nov(26, "15:22:47", "+0000"),
    enc: "7bit",
    text: `Sign in to Orbisly QA

Click the link below to sign in. It works once, for the next 15 minutes, and only in the browser where you asked for it.

https://orbisly-qa.gatekeel.com/login/email/callback?token=mlk_Vt3Rz8Qw1Np6Ys4Hd0&state=b1e7c2

If you didn't request this link, you can safely ignore this email.

--
Sent by Gatekeel on behalf of Orbisly QA.
`,
    html: gatekeel_html({
      lang: "en",
      heading: "Sign in to Orbisly QA",
      body:
        "Click the button below to sign in. It works once, for the next 15 minutes, and only in the browser where you asked for it.",
      button: [
        "Sign in",
        "https://orbisly-qa.gatekeel.com/login/email/callback?token=mlk_Vt3Rz8Qw1Np6Ys4Hd0&amp;state=b1e7c2",
      ],
      after: "If you didn't request this link, you can safely ignore this email.",
      foot: "Sent by Gatekeel on behalf of Orbisly QA.",
    }),
  },
  {
    family: "gatekeel-sso",
    group: "negative",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Orbisly QA via Gatekeel <noreply@orbisly-qa.gatekeel.com>",
    to: inbox("en-sso-device-41604"),
    subject: "New device added to your Orbisly QA account",
    date: nov(26, "15:11:19", "+0000"),
    enc: "qp",
    text: `A new device was added to your account

Firefox 133 on Ubuntu 24.04 was approved and can now sign in to Orbisly QA without extra checks for 30 days.

Approved: Thu, 26 Nov 2026 15:10 UTC
Location: Dublin, Ireland (approximate)

You can see and remove your devices at any time: https://orbisly-qa.gatekeel.com/account/devices

If you don't recognise this device, contact it-help@orbisly.io.

--
Sent by Gatekeel on behalf of Orbisly QA.
`,
    html: gatekeel_html({
      lang: "en",
      heading: "A new device was added to your account",
      body:
        "<b>Firefox 133 on Ubuntu 24.04</b> was approved and can now sign in to Orbisly QA without extra checks for 30 days.<br /><br />Approved: Thu, 26 Nov 2026 15:10 UTC<br />Location: Dublin, Ireland (approximate)",
      after:
        'You can see and remove your devices at any time on your <a href="https://orbisly-qa.gatekeel.com/account/devices" style="color:#0b5cad;">account page</a>. If you don\'t recognise this device, contact <a href="mailto:it-help@orbisly.io" style="color:#0b5cad;">it-help@orbisly.io</a>.',
      foot: "Sent by Gatekeel on behalf of Orbisly QA.",
    }),
  },
  {
    family: "gatekeel-sso",
    group: "consumer",
    lang: "fr",
    kind: "magic-link",
    code: null,
    link:
      "https://orbisly-qa.gatekeel.com/login/email/callback?token=mlk_Kp5Lc2Xe9Ub7Wm3Ja1&state=f40d9a&ui_locales=fr",
    from: "Orbisly QA via Gatekeel <noreply@orbisly-qa.gatekeel.com>",
    to: inbox("fr-sso-magic-41619"),
    subject: "Votre lien de connexion à Orbisly QA",
    date: nov(26, "16:03:30", "+0100"),
    enc: "qp",
    text: `Connexion à Orbisly QA

Cliquez sur le lien ci-dessous pour vous connecter. Il n'est valable qu'une seule fois, pendant 15 minutes, et uniquement dans le navigateur depuis lequel vous l'avez demandé.

https://orbisly-qa.gatekeel.com/login/email/callback?token=mlk_Kp5Lc2Xe9Ub7Wm3Ja1&state=f40d9a&ui_locales=fr

Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail.

--
Envoyé par Gatekeel pour le compte d'Orbisly QA.
`,
    html: gatekeel_html({
      lang: "fr",
      heading: "Connexion à Orbisly QA",
      body:
        "Cliquez sur le bouton ci-dessous pour vous connecter. Le lien n'est valable qu'une seule fois, pendant 15&nbsp;minutes, et uniquement dans le navigateur depuis lequel vous l'avez demandé.",
      button: [
        "Se connecter",
        "https://orbisly-qa.gatekeel.com/login/email/callback?token=mlk_Kp5Lc2Xe9Ub7Wm3Ja1&amp;state=f40d9a&amp;ui_locales=fr",
      ],
      after: "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail.",
      foot: "Envoyé par Gatekeel pour le compte d'Orbisly QA.",
    }),
  },
  // ------------------------------------------------ formcairn (form builder)
  {
    family: "formcairn",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://t.formcairn.com/r/?id=h7c2e91a4,3f8b0d6,1a2c5e9&p1=app.formcairn.com%2Fverify%2Fa1f09c7e4b2d",
    from: "Formcairn <bonjour@formcairn.com>",
    to: inbox("fr-fr-signup-41702"),
    subject: "Confirmez votre adresse e-mail pour activer Formcairn",
    date: nov(27, "08:05:14", "+0100"),
    enc: "qp",
    text: `Bonjour Camille,

Merci d'avoir créé un compte Formcairn ! Pour publier votre premier formulaire, confirmez d'abord votre adresse e-mail :

https://t.formcairn.com/r/?id=h7c2e91a4,3f8b0d6,1a2c5e9&p1=app.formcairn.com%2Fverify%2Fa1f09c7e4b2d

Ce lien expire dans 72 heures.

Besoin d'aide ? Écrivez-nous à aide@formcairn.com ou consultez https://aide.formcairn.com.

L'équipe Formcairn
Formcairn SAS – 27 rue du Faubourg Saint-Antoine, 75011 Paris – RCS Paris 912 384 506
`,
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Confirmez votre adresse e-mail</title>
<style>@media (max-width:600px){.wrap{width:100%!important}.pad{padding:20px!important}}</style></head>
<body style="margin:0;background:#fbf7f2;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">Plus qu'un clic avant votre premier formulaire.</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:32px 0;">
<table role="presentation" class="wrap" width="560" cellspacing="0" cellpadding="0" border="0">
<tr><td style="padding:0 0 20px;"><img src="https://t.formcairn.com/img/logo-formcairn.png" width="128" height="32" alt="Formcairn"></td></tr>
<tr><td class="pad" style="background:#ffffff;border-radius:14px;padding:36px 40px;font-family:Georgia,'Times New Roman',serif;color:#2f2a25;">
<p style="margin:0 0 16px;font-size:24px;line-height:32px;">Bonjour Camille,</p>
<p style="margin:0 0 26px;font-family:Arial,sans-serif;font-size:15px;line-height:24px;">Merci d'avoir créé un compte Formcairn&nbsp;! Pour publier votre premier formulaire, confirmez d'abord votre adresse e-mail.</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0"><tr><td style="background:#2f2a25;border-radius:999px;">
<a href="https://t.formcairn.com/r/?id=h7c2e91a4,3f8b0d6,1a2c5e9&amp;p1=app.formcairn.com%2Fverify%2Fa1f09c7e4b2d" style="display:inline-block;padding:14px 32px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:#fbf7f2;text-decoration:none;">Confirmer mon adresse</a>
</td></tr></table>
<p style="margin:26px 0 0;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#8b8178;">Ce lien expire dans 72&nbsp;heures. Besoin d'aide&nbsp;? Écrivez-nous à <a href="mailto:aide@formcairn.com" style="color:#8b8178;">aide@formcairn.com</a> ou consultez <a href="https://aide.formcairn.com" style="color:#8b8178;">notre centre d'aide</a>.</p>
</td></tr>
<tr><td style="padding:20px 10px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#a39a90;text-align:center;">Formcairn SAS &ndash; 27 rue du Faubourg Saint-Antoine, 75011 Paris &ndash; RCS Paris 912 384 506<br><a href="https://formcairn.com/fr/confidentialite" style="color:#a39a90;">Confidentialité</a> &middot; <a href="https://formcairn.com/fr/cgu" style="color:#a39a90;">CGU</a></td></tr>
</table>
</td></tr></table>
<img src="https://t.formcairn.com/o/?id=h7c2e91a4,3f8b0d6" width="1" height="1" alt="" style="display:block;">
</body></html>`,
  },
  {
    family: "formcairn",
    group: "negative",
    lang: "en",
    kind: "trial-reminder",
    code: null,
    link: null,
    from: "Lena from Formcairn <lena@formcairn.com>",
    to: inbox("en-us-forms-41715"),
    subject: "Your Formcairn Pro trial: 4 days left",
    date: nov(27, "09:00:00", "+0100"),
    enc: "7bit",
    text: `Hi there,

Lena here, from the Formcairn team. Your 14-day Pro trial ends on Tuesday, December 1, 2026.

In the last ten days your forms collected 1,284 responses. Nice!

When the trial ends, you'll move to the free plan automatically:
- up to 3 live forms
- 100 responses a month
- the Formcairn badge on your forms

Nothing is lost: all your responses stay in your account. If you'd like to keep Pro ($24/month, billed yearly), you can upgrade from Settings > Billing whenever you like.

Cheers,
Lena
Customer success, Formcairn

Formcairn SAS, 27 rue du Faubourg Saint-Antoine, 75011 Paris, France
Don't want these tips? https://t.formcairn.com/u/?id=h7c2e91a4,9b1d3f2&l=en
`,
    html: null,
  },
  {
    family: "formcairn",
    group: "negative",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Formcairn Billing <billing@formcairn.com>",
    to: inbox("en-us-forms-41715"),
    subject: "Receipt #FC-2026-118204 from Formcairn",
    date: nov(27, "09:44:51", "+0100"),
    enc: "qp",
    attachment: [
      "Formcairn-Receipt-FC-2026-118204.pdf",
      "application/pdf",
      pdf([
        "Formcairn SAS - Receipt FC-2026-118204",
        "Date paid: November 27, 2026",
        "Formcairn Pro - yearly, 1 seat: USD 288.00",
        "Tax: USD 0.00",
        "Amount paid: USD 288.00 - Visa ending 4242",
      ]),
    ],
    text: `Receipt from Formcairn
Receipt #FC-2026-118204

Amount paid:     $288.00
Date paid:       November 27, 2026
Payment method:  Visa - 4242

Formcairn Pro (yearly), 1 seat       $288.00
Tax                                    $0.00
Total                                $288.00

Your plan renews on November 27, 2027.
A PDF copy of this receipt is attached.

Questions about billing? Contact billing@formcairn.com or call +33 1 84 80 27 14.

Formcairn SAS, 27 rue du Faubourg Saint-Antoine, 75011 Paris, France - VAT FR 41 912384506
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Receipt</title></head>
<body style="margin:0;background:#f6f9fc;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 40px 8px;"><img src="https://t.formcairn.com/img/logo-formcairn.png" width="110" height="28" alt="Formcairn"></td></tr>
<tr><td style="padding:8px 40px;font-size:22px;color:#32325d;">Receipt from Formcairn</td></tr>
<tr><td style="padding:0 40px 20px;font-size:14px;color:#8898aa;">Receipt #FC-2026-118204</td></tr>
<tr><td style="padding:0 40px 20px;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:12px;color:#8898aa;text-transform:uppercase;"><tr>
<td>Amount paid<br><span style="font-size:15px;color:#32325d;text-transform:none;">$288.00</span></td>
<td>Date paid<br><span style="font-size:15px;color:#32325d;text-transform:none;">Nov 27, 2026</span></td>
<td>Payment method<br><span style="font-size:15px;color:#32325d;text-transform:none;">VISA &ndash; 4242</span></td>
</tr></table>
</td></tr>
<tr><td style="padding:0 40px 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;color:#525f7f;background:#f6f9fc;border-radius:4px;">
<tr><td>Formcairn Pro (yearly) &times; 1 seat</td><td align="right">$288.00</td></tr>
<tr><td>Tax</td><td align="right">$0.00</td></tr>
<tr><td style="border-top:1px solid #e6ebf1;font-weight:bold;">Amount paid</td><td align="right" style="border-top:1px solid #e6ebf1;font-weight:bold;">$288.00</td></tr>
</table>
</td></tr>
<tr><td style="padding:0 40px 30px;font-size:13px;line-height:20px;color:#525f7f;">Your plan renews on November 27, 2027. A PDF copy of this receipt is attached.<br><br>Questions about billing? Contact <a href="mailto:billing@formcairn.com" style="color:#556cd6;">billing@formcairn.com</a> or call +33 1 84 80 27 14.</td></tr>
<tr><td style="padding:20px 40px;border-top:1px solid #e6ebf1;font-size:11px;color:#8898aa;">Formcairn SAS, 27 rue du Faubourg Saint-Antoine, 75011 Paris, France &middot; VAT FR 41 912384506</td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------ stenoflow (speech-to-text API)
  {
    family: "stenoflow",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "SF-604218",
    code_digits: "604218",
    link: null,
    from: "StenoFlow <accounts@stenoflow.ai>",
    to: inbox("en-api-signup-41801"),
    subject: "SF-604218 is your StenoFlow verification code",
    date: nov(27, "10:02:36", "+0000"),
    enc: "qp",
    text: `Verify your email

Enter this code on the StenoFlow sign-up page to verify your email address:

SF-604218

This code expires in 20 minutes. Once you're verified you'll get 300 free transcription minutes and your first API key.

Didn't sign up? Ignore this email.

StenoFlow Labs, Inc., 1 Kendall Sq, Suite B2201, Cambridge, MA 02139
`,
    html: `<!DOCTYPE html>
<html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>Verify your email</title>
<style type="text/css">body{width:100%!important;height:100%;margin:0;-webkit-text-size-adjust:none}.email-wrapper{width:100%;background-color:#f2f4f6}.email-content{width:100%}.email-body_inner{width:570px;margin:0 auto;background-color:#ffffff}.content-cell{padding:45px}.code{font-size:28px;letter-spacing:4px;font-weight:bold;font-family:Menlo,Consolas,monospace}</style></head>
<body style="background-color:#f2f4f6;">
<span class="preheader" style="display:none!important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">Your code expires in 20 minutes.</span>
<table class="email-wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table class="email-content" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="email-masthead" style="padding:25px 0;text-align:center;"><a href="https://stenoflow.ai" style="font-size:16px;font-weight:bold;color:#a8aaaf;text-decoration:none;">StenoFlow</a></td></tr>
<tr><td class="email-body" width="570" cellpadding="0" cellspacing="0">
<table class="email-body_inner" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="content-cell" style="font-family:'Nunito Sans',Helvetica,Arial,sans-serif;color:#51545e;font-size:16px;line-height:1.625;">
<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Verify your email</h1>
<p>Enter this code on the StenoFlow sign-up page to verify your email address:</p>
<table class="attributes" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:0 0 21px;"><tr><td class="attributes_content" style="background-color:#f4f4f7;padding:16px;text-align:center;">
<span class="code">SF-604218</span>
</td></tr></table>
<p>This code expires in 20 minutes. Once you're verified you'll get <strong>300 free transcription minutes</strong> and your first API key.</p>
<p>Didn't sign up? Ignore this email.</p>
<p>Thanks,<br>The StenoFlow team</p>
</td></tr>
</table>
</td></tr>
<tr><td><table class="email-footer" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="content-cell" align="center" style="font-size:13px;color:#a8aaaf;">
StenoFlow Labs, Inc.<br>1 Kendall Sq, Suite B2201<br>Cambridge, MA 02139
</td></tr></table></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "stenoflow",
    group: "negative",
    lang: "en",
    kind: "api-key-created",
    code: null,
    link: null,
    from: "StenoFlow <accounts@stenoflow.ai>",
    to: inbox("en-api-signup-41801"),
    subject: "A new API key was created for your StenoFlow project",
    date: nov(27, "10:05:12", "+0000"),
    enc: "7bit",
    text: `A new API key was created

Project:    orbisly-e2e
Key name:   ci-staging
Key:        sk_live_...7Qa9 (only the last 4 characters are shown)
Created by: e2e+en-api-signup-41801@inbox.orbisly-qa.net
Created at: Fri, 27 Nov 2026 10:05 UTC
Scopes:     transcribe:write, jobs:read

If you didn't create this key, revoke it in the dashboard under Project settings > API keys and contact security@stenoflow.ai.

Manage keys: https://dashboard.stenoflow.ai/projects/orbisly-e2e/keys

StenoFlow Labs, Inc., 1 Kendall Sq, Suite B2201, Cambridge, MA 02139
`,
    html: `<!DOCTYPE html>
<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>New API key</title></head>
<body style="background-color:#f2f4f6;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:25px 0;">
<a href="https://stenoflow.ai" style="font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#a8aaaf;text-decoration:none;">StenoFlow</a>
<table align="center" width="570" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#ffffff;margin-top:25px;">
<tr><td style="padding:45px;font-family:Helvetica,Arial,sans-serif;color:#51545e;font-size:15px;line-height:1.6;">
<h1 style="margin-top:0;color:#333333;font-size:22px;">A new API key was created</h1>
<table width="100%" cellpadding="6" cellspacing="0" role="presentation" style="background:#f4f4f7;font-size:14px;">
<tr><td width="110">Project</td><td><code>orbisly-e2e</code></td></tr>
<tr><td>Key name</td><td><code>ci-staging</code></td></tr>
<tr><td>Key</td><td><code>sk_live_&hellip;7Qa9</code></td></tr>
<tr><td>Created by</td><td>e2e+en-api-signup-41801@inbox.orbisly-qa.net</td></tr>
<tr><td>Created at</td><td>Fri, 27 Nov 2026 10:05 UTC</td></tr>
<tr><td>Scopes</td><td>transcribe:write, jobs:read</td></tr>
</table>
<p>If you didn't create this key, revoke it in the <a href="https://dashboard.stenoflow.ai/projects/orbisly-e2e/keys" style="color:#3869d4;">dashboard</a> and contact <a href="mailto:security@stenoflow.ai" style="color:#3869d4;">security@stenoflow.ai</a>.</p>
</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#a8aaaf;">StenoFlow Labs, Inc. &middot; 1 Kendall Sq, Suite B2201 &middot; Cambridge, MA 02139</p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "stenoflow",
    group: "consumer",
    lang: "es",
    kind: "reset-link",
    code: null,
    link:
      "https://dashboard.stenoflow.ai/es/reset-password?token=prt_3hK9mQ2xV7cN5bR8&email=e2e%2Bes-es-reset-41822%40inbox.orbisly-qa.net",
    from: "StenoFlow <accounts@stenoflow.ai>",
    to: inbox("es-es-reset-41822"),
    subject: "Restablece tu contraseña de StenoFlow",
    date: nov(27, "11:17:40", "+0100"),
    enc: "qp",
    text: `Restablece tu contraseña

Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de StenoFlow. Usa el siguiente enlace para elegir una nueva. Caduca en 30 minutos.

Restablecer contraseña:
https://dashboard.stenoflow.ai/es/reset-password?token=prt_3hK9mQ2xV7cN5bR8&email=e2e%2Bes-es-reset-41822%40inbox.orbisly-qa.net

Por seguridad, la solicitud se hizo desde Edge 131 en Windows (Madrid, España). Si no fuiste tú, ignora este correo o escribe a security@stenoflow.ai.

Gracias,
El equipo de StenoFlow

StenoFlow Labs, Inc., 1 Kendall Sq, Suite B2201, Cambridge, MA 02139, EE. UU.
`,
    html: `<!DOCTYPE html>
<html lang="es"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>Restablece tu contraseña</title></head>
<body style="background-color:#f2f4f6;margin:0;">
<span style="display:none!important;">Este enlace caduca en 30 minutos.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:25px 0;">
<a href="https://stenoflow.ai/es" style="font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#a8aaaf;text-decoration:none;">StenoFlow</a>
<table align="center" width="570" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#ffffff;margin-top:25px;">
<tr><td style="padding:45px;font-family:Helvetica,Arial,sans-serif;color:#51545e;font-size:15px;line-height:1.6;">
<h1 style="margin-top:0;color:#333333;font-size:22px;">Restablece tu contraseña</h1>
<p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de StenoFlow. Usa el botón para elegir una nueva. <strong>Caduca en 30 minutos.</strong></p>
<table align="center" cellpadding="0" cellspacing="0" role="presentation" style="margin:30px auto;"><tr><td align="center">
<a href="https://dashboard.stenoflow.ai/es/reset-password?token=prt_3hK9mQ2xV7cN5bR8&amp;email=e2e%2Bes-es-reset-41822%40inbox.orbisly-qa.net" target="_blank" style="background-color:#22bc66;border-top:10px solid #22bc66;border-right:18px solid #22bc66;border-bottom:10px solid #22bc66;border-left:18px solid #22bc66;display:inline-block;color:#ffffff;text-decoration:none;border-radius:3px;">Restablecer contraseña</a>
</td></tr></table>
<p>Por seguridad, la solicitud se hizo desde <strong>Edge 131 en Windows</strong> (Madrid, España). Si no fuiste tú, ignora este correo o escribe a <a href="mailto:security@stenoflow.ai" style="color:#3869d4;">security@stenoflow.ai</a>.</p>
<p>Gracias,<br>El equipo de StenoFlow</p>
<table role="presentation" width="100%" style="border-top:1px solid #eaeaec;margin-top:25px;padding-top:25px;"><tr><td style="font-size:13px;color:#6b6e76;">Si el botón no funciona, copia y pega esta dirección en tu navegador:<br>https://dashboard.stenoflow.ai/es/reset-password?token=prt_3hK9mQ2xV7cN5bR8&amp;email=e2e%2Bes-es-reset-41822%40inbox.orbisly-qa.net</td></tr></table>
</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#a8aaaf;">StenoFlow Labs, Inc. &middot; 1 Kendall Sq, Suite B2201 &middot; Cambridge, MA 02139, EE. UU.</p>
</td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------ deckhand-ci (self-hosted open-source CI)
  {
    family: "deckhand-ci",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://ci.staging.orbisly.io/user/activate?code=20261127101544a1c9f3e7b2d84f60e95c13b7a2d4e8f6&lang=en-US",
    from: "Deckhand CI <deckhand@ci.staging.orbisly.io>",
    to: inbox("en-ci-41903"),
    subject: "Please activate your Deckhand account",
    date: nov(27, "10:15:44", "+0000"),
    enc: "7bit",
    headers: [["X-Deckhand-Reason", "account-activation"], ["Auto-Submitted", "auto-generated"]],
    text: `Hi e2e-bot-41903,

Thanks for registering on Deckhand CI (ci.staging.orbisly.io).

Please open the following link to activate your account within 3 hours:

https://ci.staging.orbisly.io/user/activate?code=20261127101544a1c9f3e7b2d84f60e95c13b7a2d4e8f6&lang=en-US

Not working? Try copying and pasting it to your browser.

--
Deckhand CI v2.9.1 - https://ci.staging.orbisly.io
`,
    html: `<!DOCTYPE html>
<html>
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
	<meta name="format-detection" content="telephone=no,date=no,address=no,email=no,url=no"/>
	<title>e2e-bot-41903, please activate your account</title>
</head>
<body>
	<p>Hi <b>e2e-bot-41903</b>, thanks for registering on Deckhand CI (ci.staging.orbisly.io)!</p>
	<p>Please click the following link to activate your account within <b>3 hours</b>:</p>
	<p><a href="https://ci.staging.orbisly.io/user/activate?code=20261127101544a1c9f3e7b2d84f60e95c13b7a2d4e8f6&amp;lang=en-US">https://ci.staging.orbisly.io/user/activate?code=20261127101544a1c9f3e7b2d84f60e95c13b7a2d4e8f6&amp;lang=en-US</a></p>
	<p>Not working? Try copying and pasting it to your browser.</p>
	<p>&copy; <a target="_blank" rel="noopener noreferrer" href="https://ci.staging.orbisly.io">Deckhand CI</a> v2.9.1</p>
</body>
</html>`,
  },
  {
    family: "deckhand-ci",
    group: "oss",
    lang: "en",
    kind: "two-factor-code",
    code: "70215836",
    link: null,
    from: "Deckhand CI <deckhand@ci.staging.orbisly.io>",
    to: inbox("en-ci-41903"),
    subject: "[Deckhand CI] Your one-time sign-in code",
    date: nov(27, "10:31:02", "+0000"),
    enc: "7bit",
    headers: [["X-Deckhand-Reason", "twofa-email"], ["Auto-Submitted", "auto-generated"]],
    text: `Hi e2e-bot-41903,

Somebody (hopefully you) is signing in to Deckhand CI and asked for an email code as the second factor.

Your code: 7021 5836

It is valid for 5 minutes.

If this was not you, an attacker may know your password. Change it at
https://ci.staging.orbisly.io/user/settings/account and ask an admin to check the audit log.

--
Deckhand CI v2.9.1 - https://ci.staging.orbisly.io
`,
    html: null,
  },
  {
    family: "deckhand-ci",
    group: "oss",
    lang: "tr",
    kind: "invite-link",
    code: null,
    link: "https://ci.staging.orbisly.io/org/orbisly-mobile/invite/accept?token=inv_6e2b8d41f9a0c7e3&lang=tr-TR",
    from: "Deckhand CI <deckhand@ci.staging.orbisly.io>",
    to: inbox("tr-ci-41918"),
    subject: "orbisly-mobile organizasyonuna davet edildiniz",
    date: nov(27, "10:48:29", "+0300"),
    enc: "8bit",
    headers: [["X-Deckhand-Reason", "org-invite"], ["Auto-Submitted", "auto-generated"]],
    text: `Merhaba,

emre.aydin, sizi Deckhand CI üzerindeki orbisly-mobile organizasyonunun "release-engineers" takımına davet etti.

Daveti kabul etmek için aşağıdaki bağlantıyı açın:
https://ci.staging.orbisly.io/org/orbisly-mobile/invite/accept?token=inv_6e2b8d41f9a0c7e3&lang=tr-TR

Davet 7 gün geçerlidir. Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.

--
Deckhand CI v2.9.1 - https://ci.staging.orbisly.io
`,
    html: `<!DOCTYPE html>
<html lang="tr">
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
	<title>orbisly-mobile organizasyonuna davet edildiniz</title>
</head>
<body>
	<p>Merhaba,</p>
	<p><b>emre.aydin</b>, sizi Deckhand CI üzerindeki <b>orbisly-mobile</b> organizasyonunun <code>release-engineers</code> takımına davet etti.</p>
	<p>Daveti kabul etmek için: <a href="https://ci.staging.orbisly.io/org/orbisly-mobile/invite/accept?token=inv_6e2b8d41f9a0c7e3&amp;lang=tr-TR">Daveti kabul et</a></p>
	<p>Davet 7 gün geçerlidir. Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.</p>
	<p>&copy; <a target="_blank" rel="noopener noreferrer" href="https://ci.staging.orbisly.io">Deckhand CI</a> v2.9.1</p>
</body>
</html>`,
  },
  // ------------------------------------------------ nimbuslate (self-hosted open-source translation platform)
  {
    family: "nimbuslate",
    group: "oss",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://l10n.staging.orbisly.io/accounts/reset/MTQ4/ce9-3b1a7f0e42d6c58b9a17/",
    from: "Nimbuslate <noreply@l10n.staging.orbisly.io>",
    to: inbox("de-l10n-42004"),
    subject: "[Nimbuslate] Passwort zurücksetzen",
    date: nov(27, "09:12:05", "+0100"),
    enc: "qp",
    text: `Hallo,

jemand (hoffentlich Sie) hat für Ihr Konto auf Nimbuslate (l10n.staging.orbisly.io) das Zurücksetzen des Passworts angefordert.

Ein neues Passwort können Sie hier festlegen:

https://l10n.staging.orbisly.io/accounts/reset/MTQ4/ce9-3b1a7f0e42d6c58b9a17/

Ihr Benutzername lautet: e2e-de-42004

Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.

-- 
Diese E-Mail wurde von Nimbuslate 5.8 auf l10n.staging.orbisly.io versendet.
Einstellungen für Benachrichtigungen: https://l10n.staging.orbisly.io/accounts/profile/#notifications
`,
    html: `<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Passwort zurücksetzen</title></head>
<body style="font-family:'Source Sans Pro',Helvetica,Arial,sans-serif;font-size:14px;color:#2d2d2d;background:#ffffff;">
<table width="100%" style="border-bottom:3px solid #417690;"><tr><td style="padding:10px 0;"><img src="https://l10n.staging.orbisly.io/static/logo-80.png" alt="Nimbuslate" width="40" height="40" style="vertical-align:middle;"> <span style="font-size:20px;vertical-align:middle;">Nimbuslate</span></td></tr></table>
<p>Hallo,</p>
<p>jemand (hoffentlich Sie) hat für Ihr Konto auf Nimbuslate (l10n.staging.orbisly.io) das Zurücksetzen des Passworts angefordert.</p>
<p><a href="https://l10n.staging.orbisly.io/accounts/reset/MTQ4/ce9-3b1a7f0e42d6c58b9a17/" style="display:inline-block;padding:8px 16px;background:#417690;color:#ffffff;text-decoration:none;border-radius:3px;">Passwort zurücksetzen</a></p>
<p>Ihr Benutzername lautet: <code>e2e-de-42004</code></p>
<p>Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.</p>
<hr style="border:0;border-top:1px solid #ddd;">
<p style="font-size:12px;color:#777;">Diese E-Mail wurde von Nimbuslate 5.8 auf <a href="https://l10n.staging.orbisly.io/" style="color:#417690;">l10n.staging.orbisly.io</a> versendet. <a href="https://l10n.staging.orbisly.io/accounts/profile/#notifications" style="color:#417690;">Benachrichtigungen verwalten</a></p>
</body>
</html>`,
  },
  {
    family: "nimbuslate",
    group: "oss",
    lang: "it",
    kind: "activation-link",
    code: null,
    link:
      "https://l10n.staging.orbisly.io/accounts/complete/email/?verification_code=Qm9vS2VlcGVyNDIwMTE&id=42011&type=activate",
    from: "Nimbuslate <noreply@l10n.staging.orbisly.io>",
    to: inbox("it-l10n-42011"),
    subject: "[Nimbuslate] Attivazione dell'account",
    date: nov(27, "09:26:48", "+0100"),
    enc: "qp",
    text: `Ciao,

grazie per esserti registrato su Nimbuslate (l10n.staging.orbisly.io), la piattaforma di traduzione di Orbisly.

Per attivare l'account apri questo link:

https://l10n.staging.orbisly.io/accounts/complete/email/?verification_code=Qm9vS2VlcGVyNDIwMTE&id=42011&type=activate

Il link è valido per 2 giorni. Dopo l'attivazione potrai unirti ai progetti "orbisly-web" (1.842 stringhe, italiano tradotto al 76%) e "orbisly-android".

Se non ti sei registrato, ignora questo messaggio.

-- 
Questo messaggio è stato inviato da Nimbuslate 5.8 su l10n.staging.orbisly.io.
`,
    html: `<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Attivazione dell'account</title></head>
<body style="font-family:'Source Sans Pro',Helvetica,Arial,sans-serif;font-size:14px;color:#2d2d2d;background:#ffffff;">
<table width="100%" style="border-bottom:3px solid #417690;"><tr><td style="padding:10px 0;"><img src="https://l10n.staging.orbisly.io/static/logo-80.png" alt="Nimbuslate" width="40" height="40" style="vertical-align:middle;"> <span style="font-size:20px;vertical-align:middle;">Nimbuslate</span></td></tr></table>
<p>Ciao,</p>
<p>grazie per esserti registrato su Nimbuslate (l10n.staging.orbisly.io), la piattaforma di traduzione di Orbisly.</p>
<p><a href="https://l10n.staging.orbisly.io/accounts/complete/email/?verification_code=Qm9vS2VlcGVyNDIwMTE&amp;id=42011&amp;type=activate" style="display:inline-block;padding:8px 16px;background:#417690;color:#ffffff;text-decoration:none;border-radius:3px;">Attiva l'account</a></p>
<p>Il link è valido per 2 giorni. Dopo l'attivazione potrai unirti ai progetti <b>orbisly-web</b> (1.842 stringhe, italiano tradotto al 76%) e <b>orbisly-android</b>.</p>
<p>Se non ti sei registrato, ignora questo messaggio.</p>
<hr style="border:0;border-top:1px solid #ddd;">
<p style="font-size:12px;color:#777;">Questo messaggio è stato inviato da Nimbuslate 5.8 su <a href="https://l10n.staging.orbisly.io/" style="color:#417690;">l10n.staging.orbisly.io</a>.</p>
</body>
</html>`,
  },
  {
    family: "nimbuslate",
    group: "negative",
    lang: "pt",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Nimbuslate <noreply@l10n.staging.orbisly.io>",
    to: inbox("pt-pt-l10n-42019"),
    subject: "[Nimbuslate] A sua palavra-passe foi alterada",
    date: nov(27, "09:40:13", "+0000"),
    enc: "8bit",
    text: `Olá,

A palavra-passe da sua conta no Nimbuslate (l10n.staging.orbisly.io) foi alterada em 27/11/2026 às 09:40.

Endereço IP: 2a01:14:8070:3c00::1f
Navegador: Firefox 133 em Linux

Se foi você, não precisa de fazer nada.
Se não reconhece esta alteração, contacte de imediato os administradores do servidor através de l10n-admins@orbisly.io.

-- 
Esta mensagem foi enviada pelo Nimbuslate 5.8 em l10n.staging.orbisly.io.
Gerir notificações: https://l10n.staging.orbisly.io/accounts/profile/#notifications
`,
    html: null,
  },
  // ------------------------------------------------ tiltbox-analytics (product analytics)
  {
    family: "tiltbox-analytics",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://e.tiltbox.io/CL0/https:%2F%2Fapp.tiltbox.io%2Fauth%2Fmagic%3Ftoken=tbm_r5Hq8Wz2Lk9Vx3Jc/1/010f019c8e2a7d41-3b9e0c5d-77aa-4f61-9d20-5e8c1b4a6f02-000000/Tk2Yi-xq0FhM3vR1pLw8sZc=402",
    from: "Tiltbox <login@tiltbox.io>",
    to: inbox("en-au-analytics-42101"),
    subject: "Log in to Tiltbox",
    date: nov(27, "21:04:55", "+1100"),
    enc: "qp",
    text: `Log in to Tiltbox

Here's the login link you asked for. It's good for 10 minutes:

https://e.tiltbox.io/CL0/https:%2F%2Fapp.tiltbox.io%2Fauth%2Fmagic%3Ftoken=tbm_r5Hq8Wz2Lk9Vx3Jc/1/010f019c8e2a7d41-3b9e0c5d-77aa-4f61-9d20-5e8c1b4a6f02-000000/Tk2Yi-xq0FhM3vR1pLw8sZc=402

Requested from Sydney, NSW, Australia at 9:04 PM AEDT.
If you didn't ask for it, no worries, just ignore this email.

Tiltbox Pty Ltd, Level 5, 100 Harris St, Pyrmont NSW 2009, Australia
`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Log in to Tiltbox</title></head>
<body style="margin:0;background:#111827;">
<div style="display:none;max-height:0;overflow:hidden;">Your login link is good for 10 minutes.</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#111827;"><tr><td align="center" style="padding:48px 16px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#1f2937;border-radius:16px;font-family:Inter,'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:32px 36px 0;"><img src="https://assets.tiltbox.io/email/tiltbox-mark-light.png" alt="Tiltbox" width="36" height="36"></td></tr>
<tr><td style="padding:20px 36px 8px;font-size:22px;font-weight:700;color:#f9fafb;">Log in to Tiltbox</td></tr>
<tr><td style="padding:0 36px 26px;font-size:15px;line-height:24px;color:#d1d5db;">Here's the login link you asked for. It's good for 10 minutes.</td></tr>
<tr><td style="padding:0 36px 26px;"><a href="https://e.tiltbox.io/CL0/https:%2F%2Fapp.tiltbox.io%2Fauth%2Fmagic%3Ftoken=tbm_r5Hq8Wz2Lk9Vx3Jc/1/010f019c8e2a7d41-3b9e0c5d-77aa-4f61-9d20-5e8c1b4a6f02-000000/Tk2Yi-xq0FhM3vR1pLw8sZc=402" style="display:block;text-align:center;background:#a3e635;color:#111827;font-size:15px;font-weight:700;padding:13px 0;border-radius:10px;text-decoration:none;">Log in</a></td></tr>
<tr><td style="padding:0 36px 30px;font-size:12px;line-height:19px;color:#9ca3af;">Requested from Sydney, NSW, Australia at 9:04 PM AEDT. If you didn't ask for it, no worries, just ignore this email.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#6b7280;margin:18px 0 0;">Tiltbox Pty Ltd &middot; Level 5, 100 Harris St, Pyrmont NSW 2009, Australia</p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "tiltbox-analytics",
    group: "consumer",
    lang: "en",
    kind: "email-change",
    code: null,
    link: "https://app.tiltbox.io/settings/email/confirm/ecc_0Xb4Fm7Tq2Ns9Wd1",
    from: "Tiltbox <login@tiltbox.io>",
    to: inbox("en-au-analytics-42101-new"),
    subject: "Confirm your new email address",
    date: nov(27, "21:12:18", "+1100"),
    enc: "7bit",
    text: `Confirm your new email address

You asked to change the email on your Tiltbox account from e2e+en-au-analytics-42101@inbox.orbisly-qa.net to this address.

Confirm the change:
https://app.tiltbox.io/settings/email/confirm/ecc_0Xb4Fm7Tq2Ns9Wd1

Until you confirm, you'll keep logging in with your old address. This link expires in 24 hours.

Tiltbox Pty Ltd, Level 5, 100 Harris St, Pyrmont NSW 2009, Australia
`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><title>Confirm your new email address</title></head>
<body style="margin:0;background:#111827;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#111827;"><tr><td align="center" style="padding:48px 16px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#1f2937;border-radius:16px;font-family:Inter,'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:32px 36px 0;"><img src="https://assets.tiltbox.io/email/tiltbox-mark-light.png" alt="Tiltbox" width="36" height="36"></td></tr>
<tr><td style="padding:20px 36px 8px;font-size:22px;font-weight:700;color:#f9fafb;">Confirm your new email address</td></tr>
<tr><td style="padding:0 36px 26px;font-size:15px;line-height:24px;color:#d1d5db;">You asked to change the email on your Tiltbox account from <span style="color:#f9fafb;">e2e+en-au-analytics-42101@inbox.orbisly-qa.net</span> to this address.</td></tr>
<tr><td style="padding:0 36px 26px;"><a href="https://app.tiltbox.io/settings/email/confirm/ecc_0Xb4Fm7Tq2Ns9Wd1" style="display:block;text-align:center;background:#a3e635;color:#111827;font-size:15px;font-weight:700;padding:13px 0;border-radius:10px;text-decoration:none;">Confirm email change</a></td></tr>
<tr><td style="padding:0 36px 30px;font-size:12px;line-height:19px;color:#9ca3af;">Until you confirm, you'll keep logging in with your old address. This link expires in 24 hours.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#6b7280;margin:18px 0 0;">Tiltbox Pty Ltd &middot; Level 5, 100 Harris St, Pyrmont NSW 2009, Australia</p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "tiltbox-analytics",
    group: "negative",
    lang: "en",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Tiltbox Insights <insights@tiltbox.io>",
    to: inbox("en-au-analytics-42101-new"),
    subject: "orbisly-staging: your week in numbers (Nov 16 – 22)",
    date: nov(23, "07:00:00", "+1100"),
    enc: "b64",
    text: `Your week in numbers - orbisly-staging
Nov 16 – 22, 2026

Weekly active users   1,932   (+8.4%)
Sign-ups                 417   (+12.1%)
Activation rate        38.6%   (-1.2 pts)
Median session        4m 12s

Top events
  1. project_created      2,318
  2. invite_sent            904
  3. export_csv             211

Biggest drop-off: "Verify email" -> "First project" (41% leave)

Open the dashboard: https://app.tiltbox.io/p/orbisly-staging/overview?range=2026-11-16..2026-11-22&utm_source=weekly

You get this because you're an admin of orbisly-staging.
Change email settings: https://app.tiltbox.io/settings/notifications
Tiltbox Pty Ltd, Level 5, 100 Harris St, Pyrmont NSW 2009, Australia
`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><title>Your week in numbers</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Inter,'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:32px 12px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:28px 32px 4px;font-size:12px;color:#6b7280;text-transform:uppercase;letter-spacing:1px;">orbisly-staging &middot; Nov 16 &ndash; 22, 2026</td></tr>
<tr><td style="padding:0 32px 20px;font-size:24px;font-weight:700;color:#111827;">Your week in numbers</td></tr>
<tr><td style="padding:0 32px 20px;">
<table width="100%" cellpadding="10" cellspacing="6" role="presentation" style="font-size:13px;color:#6b7280;">
<tr>
<td style="background:#f9fafb;border-radius:8px;">Weekly active users<br><b style="font-size:22px;color:#111827;">1,932</b> <span style="color:#16a34a;">+8.4%</span></td>
<td style="background:#f9fafb;border-radius:8px;">Sign-ups<br><b style="font-size:22px;color:#111827;">417</b> <span style="color:#16a34a;">+12.1%</span></td>
</tr><tr>
<td style="background:#f9fafb;border-radius:8px;">Activation rate<br><b style="font-size:22px;color:#111827;">38.6%</b> <span style="color:#dc2626;">&minus;1.2 pts</span></td>
<td style="background:#f9fafb;border-radius:8px;">Median session<br><b style="font-size:22px;color:#111827;">4m 12s</b></td>
</tr></table>
</td></tr>
<tr><td style="padding:0 32px 16px;font-size:14px;color:#374151;"><b>Top events</b><br>1. project_created &mdash; 2,318<br>2. invite_sent &mdash; 904<br>3. export_csv &mdash; 211</td></tr>
<tr><td style="padding:0 32px 22px;font-size:14px;color:#374151;">Biggest drop-off: <b>Verify email &rarr; First project</b> (41% leave)</td></tr>
<tr><td style="padding:0 32px 28px;"><a href="https://app.tiltbox.io/p/orbisly-staging/overview?range=2026-11-16..2026-11-22&amp;utm_source=weekly" style="display:inline-block;background:#111827;color:#ffffff;padding:11px 22px;border-radius:8px;text-decoration:none;font-size:14px;font-weight:600;">Open dashboard</a></td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #e5e7eb;font-size:11px;line-height:17px;color:#9ca3af;">You get this because you're an admin of orbisly-staging. <a href="https://app.tiltbox.io/settings/notifications" style="color:#9ca3af;">Change email settings</a><br>Tiltbox Pty Ltd &middot; Level 5, 100 Harris St, Pyrmont NSW 2009, Australia</td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------ hushmeet (video calls)
  {
    family: "hushmeet",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://hushmeet.com/signup/confirm?t=hm_c91f2e7a4b8d03&utm_source=transactional&utm_medium=email",
    from: "HushMeet <hello@hushmeet.com>",
    to: inbox("en-ca-calls-42202"),
    subject: "Activate your HushMeet account",
    date: nov(27, "06:41:27", "-0500"),
    enc: "b64",
    text: `Hey there!

Thanks for signing up for HushMeet. Activate your account to start your first call:

https://hushmeet.com/signup/confirm?t=hm_c91f2e7a4b8d03&utm_source=transactional&utm_medium=email

Free plan: calls up to 40 minutes with up to 8 people. No credit card needed.

If you didn't sign up, just delete this email.

Get the apps: https://hushmeet.com/download
HushMeet Technologies Inc., 220 Adelaide St W, Suite 610, Toronto, ON M5H 1W7, Canada
+1 (647) 555-0184
`,
    html: `<html lang="en"><head><meta charset="utf-8"><title>Activate your HushMeet account</title></head>
<body style="margin:0;padding:0;background:#eef2ff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef2ff;"><tr><td align="center" style="padding:36px 12px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:20px;font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td align="center" style="padding:34px 30px 6px;"><img src="https://hushmeet.com/mail/hm-logo.png" alt="HushMeet" width="140" height="34"></td></tr>
<tr><td align="center" style="padding:16px 40px 6px;font-size:26px;font-weight:bold;color:#312e81;">Hey there! 👋</td></tr>
<tr><td align="center" style="padding:6px 40px 24px;font-size:16px;line-height:25px;color:#4b5563;">Thanks for signing up for HushMeet. Activate your account to start your first call.</td></tr>
<tr><td align="center" style="padding:0 40px 26px;"><a href="https://hushmeet.com/signup/confirm?t=hm_c91f2e7a4b8d03&amp;utm_source=transactional&amp;utm_medium=email" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:15px 40px;border-radius:30px;font-size:16px;font-weight:bold;text-decoration:none;">Activate account</a></td></tr>
<tr><td align="center" style="padding:0 40px 26px;font-size:13px;color:#6b7280;">Free plan: calls up to 40 minutes with up to 8 people. No credit card needed.<br>If you didn't sign up, just delete this email.</td></tr>
<tr><td align="center" style="padding:20px 30px;border-top:1px solid #e5e7eb;">
<a href="https://apps.apple.com/app/hushmeet/id1599023481"><img src="https://hushmeet.com/mail/app-store.png" alt="Download on the App Store" width="120" height="40"></a>
<a href="https://play.google.com/store/apps/details?id=com.hushmeet.app"><img src="https://hushmeet.com/mail/google-play.png" alt="Get it on Google Play" width="135" height="40"></a>
<p style="font-size:11px;line-height:17px;color:#9ca3af;margin:14px 0 0;">HushMeet Technologies Inc. &middot; 220 Adelaide St W, Suite 610, Toronto, ON M5H 1W7, Canada &middot; +1 (647) 555-0184<br><a href="https://hushmeet.com/privacy" style="color:#9ca3af;">Privacy</a> &middot; <a href="https://hushmeet.com/terms" style="color:#9ca3af;">Terms</a> &middot; &copy; 2026 HushMeet</p>
</td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "hushmeet",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "4821-9033",
    link: null,
    from: "HushMeet <hello@hushmeet.com>",
    to: inbox("en-ca-calls-42202"),
    subject: "Your HushMeet sign-in code",
    date: nov(27, "07:02:10", "-0500"),
    enc: "qp",
    text: `Your sign-in code

Enter this code in the HushMeet app to sign in on your new device:

4821-9033

The code works for 15 minutes. HushMeet will never call or text you to ask for it.

Your next meeting: "Orbisly e2e sync" today at 9:30 AM EST (meeting ID 884 2071 5530).

HushMeet Technologies Inc., 220 Adelaide St W, Suite 610, Toronto, ON M5H 1W7, Canada
`,
    html: `<html lang="en"><head><meta charset="utf-8"><title>Your sign-in code</title></head>
<body style="margin:0;padding:0;background:#eef2ff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef2ff;"><tr><td align="center" style="padding:36px 12px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:20px;font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td align="center" style="padding:34px 30px 6px;"><img src="https://hushmeet.com/mail/hm-logo.png" alt="HushMeet" width="140" height="34"></td></tr>
<tr><td align="center" style="padding:16px 40px 6px;font-size:24px;font-weight:bold;color:#312e81;">Your sign-in code</td></tr>
<tr><td align="center" style="padding:6px 40px 20px;font-size:16px;line-height:25px;color:#4b5563;">Enter this code in the HushMeet app to sign in on your new device:</td></tr>
<tr><td align="center" style="padding:0 40px 22px;">
<table cellpadding="0" cellspacing="0" border="0"><tr>
<td style="font-family:Menlo,Consolas,monospace;font-size:34px;font-weight:bold;color:#312e81;background:#eef2ff;border-radius:12px;padding:14px 24px;letter-spacing:3px;">4821-9033</td>
</tr></table>
</td></tr>
<tr><td align="center" style="padding:0 40px 20px;font-size:13px;color:#6b7280;">The code works for 15 minutes. HushMeet will never call or text you to ask for it.</td></tr>
<tr><td align="center" style="padding:0 40px 26px;font-size:13px;color:#6b7280;">Your next meeting: <b>Orbisly e2e sync</b> today at 9:30 AM EST (meeting ID 884 2071 5530).</td></tr>
<tr><td align="center" style="padding:20px 30px;border-top:1px solid #e5e7eb;font-size:11px;line-height:17px;color:#9ca3af;">HushMeet Technologies Inc. &middot; 220 Adelaide St W, Suite 610, Toronto, ON M5H 1W7, Canada<br><a href="https://hushmeet.com/help" style="color:#9ca3af;">Help</a> &middot; <a href="https://hushmeet.com/privacy" style="color:#9ca3af;">Privacy</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
];
