/**
 * Account mail in awkward real-world shapes: codes split across spans, table cells, letter-spaced or
 * monospace boxes and subjects, codes beside reference numbers and prices, text-only mails with bare or
 * bracketed links, image and VML buttons, magic links with codes, invitations and e-mail changes, and
 * notices that carry a prominent button or a big number but ask for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

/** An RFC 2822 date from an ISO time (UTC). */
function d(iso: string): string {
  return new Date(iso).toUTCString().replace("GMT", "+0000");
}

/** A table-layout page with a hidden preheader, as most senders ship them. */
function page(o: {
  lang: string;
  title: string;
  pre: string;
  body: string;
  foot: string;
  dir?: string;
  brand?: string;
  logo?: string;
}): string {
  const dir = o.dir ?? "ltr";
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dir}" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${o.title}</title>
<!--[if mso]><style>table,td{font-family:Arial,sans-serif!important}</style><![endif]-->
</head>
<body style="margin:0;padding:0;background:#f2f3f5;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#f2f3f5;">${o.pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f3f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;">
<tr><td style="padding:28px 32px 8px 32px;" align="${dir === "rtl" ? "right" : "left"}">${
    o.logo
      ? `<img src="${o.logo}" width="132" height="32" alt="${o.brand ?? ""}" style="display:block;border:0;">`
      : `<span style="font:bold 20px Arial,sans-serif;color:#222;">${o.brand ?? ""}</span>`
  }</td></tr>
<tr><td style="padding:8px 32px 24px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#333333;">
${o.body}
</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;">
<tr><td style="padding:18px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#8a8f98;" align="center">
${o.foot}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A bulletproof button: a table cell around an anchor. */
function btn(href: string, label: string, color = "#2b59c3"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;">
<tr><td align="center" bgcolor="${color}" style="border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font:bold 15px Arial,sans-serif;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a>
</td></tr>
</table>`;
}

/** A VML roundrect for Outlook beside the real anchor. */
function vml(href: string, label: string, color: string, width = 220): string {
  return `<div style="margin:22px 0;"><!--[if mso]>
<v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${href}" style="height:44px;v-text-anchor:middle;width:${width}px;" arcsize="10%" stroke="f" fillcolor="${color}">
<w:anchorlock/>
<center style="color:#ffffff;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;">${label}</center>
</v:roundrect>
<![endif]--><!--[if !mso]><!-- --><a href="${href}" style="background-color:${color};border-radius:4px;color:#ffffff;display:inline-block;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;line-height:44px;text-align:center;text-decoration:none;width:${width}px;-webkit-text-size-adjust:none;">${label}</a><!--<![endif]--></div>`;
}

/** One span per character. */
function spans(code: string, style: string): string {
  return [...code].map((ch) => `<span style="${style}">${ch}</span>`).join("");
}

/** One table cell per character. */
function cells(code: string, style: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>${
    [...code].map((ch) => `<td width="40" height="48" align="center" style="${style}">${ch}</td>`).join("")
  }</tr></table>`;
}

// ---------------------------------------------------------------- quillpost-notes (en)

const QP_FOOT = `Quillpost Labs, Inc. &middot; 2261 Alder Street, Suite 400, Portland, OR 97205<br>
<a href="https://quillpost.app/help" style="color:#8a8f98;">Help center</a> &middot; <a href="https://quillpost.app/legal/privacy" style="color:#8a8f98;">Privacy</a> &middot; <a href="https://quillpost.app/legal/terms" style="color:#8a8f98;">Terms</a><br>&copy; 2026 Quillpost Labs`;

const quillpost: Mail[] = [
  {
    family: "quillpost-notes",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "481957",
    link: null,
    from: "Quillpost <no-reply@mail.quillpost.app>",
    subject: "Your Quillpost sign-in code",
    date: d("2026-10-04T07:41:09Z"),
    enc: "qp",
    text: `Sign in to Quillpost

Enter this code on the sign-in screen:

481957

The code expires in 15 minutes. If you did not try to sign in, you can ignore this message; your notes stay private.

Need help? https://quillpost.app/help

Quillpost Labs, Inc., 2261 Alder Street, Suite 400, Portland, OR 97205
`,
    html: page({
      lang: "en",
      title: "Your Quillpost sign-in code",
      pre: "481957 is your code. It expires in 15 minutes.",
      brand: "Quillpost",
      logo: "https://cdn.quillpost.app/mail/logo-2x.png",
      body: `<h1 style="font-size:22px;margin:0 0 12px 0;color:#111;">Sign in to Quillpost</h1>
<p style="margin:0 0 16px 0;">Enter this code on the sign-in screen:</p>
<div style="background:#f6f4ef;border-radius:6px;padding:18px 0;text-align:center;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;color:#1c1c1c;">${
        spans("481957", "display:inline-block;padding:0 5px;")
      }</div>
<p style="margin:16px 0 0 0;color:#666;font-size:13px;">The code expires in 15 minutes. If you did not try to sign in, you can ignore this message; your notes stay private.</p>`,
      foot: QP_FOOT,
    }),
  },
  {
    family: "quillpost-notes",
    group: "negative",
    lang: "en",
    kind: "email-change-notice",
    code: null,
    link: null,
    from: "Quillpost <no-reply@mail.quillpost.app>",
    to: "Sam Reader <sam.reader@inbox.example>",
    subject: "Your Quillpost email address is being changed",
    date: d("2026-10-19T18:02:55Z"),
    enc: "qp",
    text: `Hi Sam,

Someone asked to change the email address on your Quillpost account
from sam.reader@inbox.example to s•••••@fastpost.example.

We sent a confirmation to the new address. Nothing changes until it is confirmed.

Requested: October 19, 2026 at 11:02 AM PDT
Device: Firefox on Windows, near Sacramento, CA, US

If this was you, there is nothing to do.
If it wasn't, review your account activity and change your password:
https://quillpost.app/settings/security/activity

Quillpost Labs, Inc., 2261 Alder Street, Suite 400, Portland, OR 97205
`,
    html: page({
      lang: "en",
      title: "Email change requested",
      pre: "A confirmation was sent to the new address. Nothing changes until it is confirmed.",
      brand: "Quillpost",
      logo: "https://cdn.quillpost.app/mail/logo-2x.png",
      body: `<p>Hi Sam,</p>
<p>Someone asked to change the email address on your Quillpost account from <strong>sam.reader@inbox.example</strong> to <strong>s&bull;&bull;&bull;&bull;&bull;@fastpost.example</strong>.</p>
<p>We sent a confirmation to the new address. Nothing changes until it is confirmed.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:13px;color:#555;margin:12px 0;">
<tr><td style="padding:2px 16px 2px 0;">Requested</td><td>October 19, 2026 at 11:02 AM PDT</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Device</td><td>Firefox on Windows</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Location</td><td>near Sacramento, CA, US</td></tr>
</table>
<p>If this was you, there is nothing to do. If it wasn't, review your account activity and change your password.</p>
${btn("https://quillpost.app/settings/security/activity", "Review activity", "#b23a2b")}`,
      foot: QP_FOOT,
    }),
  },
  {
    family: "quillpost-notes",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: "https://quillpost.app/account/email/confirm?t=qe_7Hc2LmV9pR4xN0aKd3Tz",
    from: "Quillpost <no-reply@mail.quillpost.app>",
    to: "Sam Reader <sam.r@fastpost.example>",
    subject: "Confirm your new email address",
    date: d("2026-10-19T18:02:57Z"),
    enc: "qp",
    text: `Confirm your new email address

You asked to use this address (sam.r@fastpost.example) for your Quillpost account. Confirm it here:

<https://quillpost.app/account/email/confirm?t=qe_7Hc2LmV9pR4xN0aKd3Tz>

This link works for 24 hours. Until you confirm, we keep sending mail to your old address.

Quillpost Labs, Inc., 2261 Alder Street, Suite 400, Portland, OR 97205
`,
    html: page({
      lang: "en",
      title: "Confirm your new email address",
      pre: "One click and your new address is in use.",
      brand: "Quillpost",
      logo: "https://cdn.quillpost.app/mail/logo-2x.png",
      body: `<h1 style="font-size:22px;margin:0 0 12px 0;color:#111;">Confirm your new email address</h1>
<p>You asked to use this address (<strong>sam.r@fastpost.example</strong>) for your Quillpost account.</p>
${btn("https://quillpost.app/account/email/confirm?t=qe_7Hc2LmV9pR4xN0aKd3Tz", "Confirm address", "#1f6f50")}
<p style="font-size:13px;color:#666;">This link works for 24 hours. Until you confirm, we keep sending mail to your old address.</p>`,
      foot: QP_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- tarvos-games (en)

const TV_FOOT =
  `<a href="https://tarvos.gg/support" style="color:#8a8f98;">Support</a> | <a href="https://tarvos.gg/privacy" style="color:#8a8f98;">Privacy Policy</a> | <a href="https://twitter.com/tarvosgames" style="color:#8a8f98;">Twitter</a> | <a href="https://discord.gg/tarvos" style="color:#8a8f98;">Discord</a><br>
Tarvos Interactive Ltd, 14 Brunswick Place, Leeds LS2 7QA, United Kingdom. Registered in England No. 11482093.`;

const tarvos: Mail[] = [
  {
    family: "tarvos-games",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "K7Q2XM",
    link: null,
    from: "Tarvos Account <account@tarvos.gg>",
    subject: "Tarvos account verification",
    date: d("2026-09-12T21:15:40Z"),
    enc: "b64",
    text: `TARVOS

Verify your account

Hey Dunewalker_77,

Your verification code is: K7Q2XM

Enter it in the launcher to finish creating your account. The code is good for 30 minutes.

Player ID: 0093-4471-2280 (you'll need this if you contact support)

Support: https://tarvos.gg/support
`,
    html: page({
      lang: "en",
      title: "Verify your account",
      pre: "Finish creating your Tarvos account",
      brand: "TARVOS",
      logo: "https://static.tarvos.gg/email/wordmark.png",
      body:
        `<h2 style="margin:0 0 10px 0;font-size:20px;color:#111;text-transform:uppercase;letter-spacing:1px;">Verify your account</h2>
<p>Hey Dunewalker_77,</p>
<p>Enter this code in the launcher to finish creating your account:</p>
${cells("K7Q2XM", "background:#14161c;color:#f4c542;font:bold 26px 'Courier New',monospace;border-radius:4px;")}
<p style="font-size:13px;color:#666;">The code is good for 30 minutes.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:18px;border-top:1px solid #e5e5e5;">
<tr><td style="padding-top:12px;font-size:12px;color:#777;">Player ID</td><td align="right" style="padding-top:12px;font:bold 16px 'Courier New',monospace;color:#333;">0093-4471-2280</td></tr>
<tr><td colspan="2" style="font-size:12px;color:#999;">You'll need your Player ID if you contact support.</td></tr>
</table>`,
      foot: TV_FOOT,
    }),
  },
  {
    family: "tarvos-games",
    group: "negative",
    lang: "en",
    kind: "new-login-alert",
    code: null,
    link: null,
    from: "Tarvos Account <account@tarvos.gg>",
    subject: "New sign-in to your Tarvos account",
    date: d("2026-10-30T02:48:13Z"),
    enc: "b64",
    text: `New sign-in to your Tarvos account

We noticed a sign-in from a device we haven't seen before.

When: 30 Oct 2026, 02:48 GMT
Where: Bucharest, Romania (approximate)
IP address: 86.124.77.19
Platform: Windows PC, Tarvos Launcher 4.12.0

If this was you, you're all set.

Not you? Secure your account now:
https://tarvos.gg/account/security?src=newlogin

Tarvos Interactive Ltd, 14 Brunswick Place, Leeds LS2 7QA, United Kingdom
`,
    html: page({
      lang: "en",
      title: "New sign-in",
      pre: "Bucharest, Romania - Windows PC. Not you? Secure your account.",
      brand: "TARVOS",
      logo: "https://static.tarvos.gg/email/wordmark.png",
      body: `<h2 style="margin:0 0 10px 0;font-size:20px;color:#111;">New sign-in to your account</h2>
<p>We noticed a sign-in from a device we haven't seen before.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="background:#f7f7f9;border-radius:4px;font-size:14px;">
<tr><td style="color:#777;width:120px;">When</td><td>30 Oct 2026, 02:48 GMT</td></tr>
<tr><td style="color:#777;">Where</td><td>Bucharest, Romania (approximate)</td></tr>
<tr><td style="color:#777;">IP address</td><td>86.124.77.19</td></tr>
<tr><td style="color:#777;">Platform</td><td>Windows PC, Tarvos Launcher 4.12.0</td></tr>
</table>
<p>If this was you, you're all set. Not you?</p>
${btn("https://tarvos.gg/account/security?src=newlogin", "Secure my account", "#c0392b")}`,
      foot: TV_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- drukarnia-pixel (pl)

const drukarnia: Mail[] = [
  {
    family: "drukarnia-pixel",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://drukarniapixel.pl/konto/aktywuj/5b1e9c07a4f2d8e3",
    from: "Drukarnia Pixel <sklep@drukarniapixel.pl>",
    subject: "Aktywacja konta w Drukarni Pixel",
    date: d("2026-08-21T10:05:31Z"),
    enc: "qp",
    html: null,
    text: `Dzień dobry,

dziękujemy za założenie konta w sklepie Drukarnia Pixel.

Aby aktywować konto, otwórz poniższy adres w przeglądarce:
<https://drukarniapixel.pl/konto/aktywuj/5b1e9c07a4f2d8e3>

Link jest ważny przez 48 godzin. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.

Pozdrawiamy
Zespół Drukarni Pixel

--
Drukarnia Pixel sp. z o.o., ul. Gdańska 118, 85-022 Bydgoszcz
NIP 554-291-77-03, tel. 52 345 18 90 (pn.-pt. 8:00-16:00)
https://drukarniapixel.pl
`,
  },
  {
    family: "drukarnia-pixel",
    group: "negative",
    lang: "pl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Drukarnia Pixel <sklep@drukarniapixel.pl>",
    subject: "Zamówienie nr 2026/08/4417 zostało wysłane",
    date: d("2026-08-27T13:22:04Z"),
    enc: "qp",
    text: `Zamówienie nr 2026/08/4417 zostało wysłane

Twoja paczka jest już w drodze. Kurier doręczy ją zwykle w ciągu 1-2 dni roboczych.

Numer przesyłki: 6291 0044 7731 5520 18
Przewoźnik: Kurier Eko
Wartość zamówienia: 149,00 zł (w tym VAT 23%)

Zawartość:
- Fotoksiążka A4, 40 stron, twarda okładka x 1
- Kalendarz ścienny 2027 x 2

Śledzenie przesyłki: https://drukarniapixel.pl/zamowienia/2026-08-4417/sledzenie

Drukarnia Pixel sp. z o.o., ul. Gdańska 118, 85-022 Bydgoszcz, tel. 52 345 18 90
`,
    html: page({
      lang: "pl",
      title: "Zamówienie wysłane",
      pre: "Paczka z zamówieniem 2026/08/4417 jest w drodze.",
      brand: "Drukarnia Pixel",
      body: `<h2 style="margin:0 0 12px 0;color:#e2571e;">Twoja paczka jest w drodze!</h2>
<p>Zamówienie <strong>nr 2026/08/4417</strong> zostało przekazane kurierowi. Doręczenie zwykle trwa 1-2 dni robocze.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;border:2px dashed #e2571e;">
<tr><td align="center" style="padding:14px;font-size:12px;color:#777;text-transform:uppercase;">Numer przesyłki</td></tr>
<tr><td align="center" style="padding:0 14px 16px;font:bold 24px 'Courier New',monospace;color:#222;letter-spacing:2px;">6291 0044 7731 5520 18</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>Fotoksiążka A4, 40 stron, twarda okładka</td><td align="right">1 szt.</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Kalendarz ścienny 2027</td><td align="right">2 szt.</td></tr>
<tr><td><strong>Razem (w tym VAT 23%)</strong></td><td align="right"><strong>149,00 zł</strong></td></tr>
</table>
${btn("https://drukarniapixel.pl/zamowienia/2026-08-4417/sledzenie", "Śledź przesyłkę", "#e2571e")}`,
      foot: `Drukarnia Pixel sp. z o.o. &middot; ul. Gdańska 118, 85-022 Bydgoszcz &middot; tel. 52 345 18 90<br>
<a href="https://drukarniapixel.pl/regulamin" style="color:#8a8f98;">Regulamin</a> &middot; <a href="https://drukarniapixel.pl/polityka-prywatnosci" style="color:#8a8f98;">Polityka prywatności</a>`,
    }),
  },
];

// ---------------------------------------------------------------- zvezdochet-edu (ru)

const ZV_FOOT = `© 2026 «Звездочёт» — онлайн-школа астрономии · 8 800 555-41-27 (бесплатно по России)<br>
<a href="https://zvezdochet.education/help" style="color:#8a8f98;">Помощь</a> · <a href="https://zvezdochet.education/oferta" style="color:#8a8f98;">Оферта</a> · <a href="https://zvezdochet.education/unsubscribe?u=58211" style="color:#8a8f98;">Отписаться от рассылки</a>`;

const zvezdochet: Mail[] = [
  {
    family: "zvezdochet-edu",
    group: "regional",
    lang: "ru",
    kind: "login-code",
    code: "7305-2281",
    link: null,
    from: "Звездочёт <noreply@zvezdochet.education>",
    subject: "Код для входа в личный кабинет",
    date: d("2026-11-02T16:33:48Z"),
    enc: "b64",
    text: `Здравствуйте, Анна!

Код для входа в личный кабинет «Звездочёта»:

7305-2281

Код действует 10 минут. Никому его не сообщайте — даже сотрудникам школы.

Если вы не пытались войти, просто проигнорируйте это письмо.

Служба поддержки: 8 800 555-41-27
`,
    html: page({
      lang: "ru",
      title: "Код для входа",
      pre: "Код действует 10 минут",
      brand: "Звездочёт",
      body: `<p>Здравствуйте, Анна!</p>
<p>Код для входа в личный кабинет «Звездочёта»:</p>
<p style="text-align:center;margin:22px 0;"><code style="display:inline-block;padding:12px 22px;background:#0d1b3e;color:#ffe07a;font-family:Menlo,Consolas,'Courier New',monospace;font-size:28px;border-radius:6px;">7305-2281</code></p>
<p>Код действует 10 минут. Никому его не сообщайте — даже сотрудникам школы.</p>
<p style="color:#888;font-size:13px;">Если вы не пытались войти, просто проигнорируйте это письмо.</p>`,
      foot: ZV_FOOT,
    }),
  },
  {
    family: "zvezdochet-edu",
    group: "negative",
    lang: "ru",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Звездочёт <noreply@zvezdochet.education>",
    subject: "Пароль от личного кабинета изменён",
    date: d("2026-11-02T16:41:10Z"),
    enc: "b64",
    text: `Здравствуйте, Анна!

Пароль от вашего личного кабинета был изменён 2 ноября 2026 г. в 19:41 (МСК).

Если это сделали вы, ничего делать не нужно.

Это были не вы? Срочно свяжитесь с поддержкой: 8 800 555-41-27 или https://zvezdochet.education/help/hacked

Номер договора: ЗВ-2025-018832
`,
    html: page({
      lang: "ru",
      title: "Пароль изменён",
      pre: "Если это были вы, ничего делать не нужно.",
      brand: "Звездочёт",
      body: `<p>Здравствуйте, Анна!</p>
<p>Пароль от вашего личного кабинета был изменён <strong>2 ноября 2026 г. в 19:41 (МСК)</strong>.</p>
<p>Если это сделали вы, ничего делать не нужно.</p>
<p>Это были не вы? <a href="https://zvezdochet.education/help/hacked" style="color:#2b59c3;">Срочно свяжитесь с поддержкой</a> или позвоните: 8 800 555-41-27.</p>
<p style="font-size:12px;color:#999;">Номер договора: ЗВ-2025-018832</p>`,
      foot: ZV_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- hondana-cloud (ja)

const HD_FOOT = `株式会社ホンダナ 〒150-0002 東京都渋谷区渋谷2-21-1<br>
<a href="https://hondana.jp/help" style="color:#8a8f98;">ヘルプ</a> ｜ <a href="https://hondana.jp/privacy" style="color:#8a8f98;">プライバシーポリシー</a><br>© 2026 Hondana Inc.`;

const hondana: Mail[] = [
  {
    family: "hondana-cloud",
    group: "regional",
    lang: "ja",
    kind: "magic-link",
    code: "290614",
    link: "https://hondana.jp/auth/magic?token=mg_3QwZ8rKp1vYt6Lx0&redirect=%2Fshelf",
    from: "ホンダナ <noreply@hondana.jp>",
    subject: "【ホンダナ】ログインのご案内",
    date: d("2026-07-14T00:12:26Z"),
    enc: "b64",
    text: `ホンダナをご利用いただきありがとうございます。

下記のリンクをクリックするとログインできます。
https://hondana.jp/auth/magic?token=mg_3QwZ8rKp1vYt6Lx0&redirect=%2Fshelf

別の端末でログインする場合は、画面に次の確認コードを入力してください。
確認コード：290614

リンクと確認コードの有効期限は30分です。
お心当たりのない場合は、このメールを破棄してください。

──────────────────
株式会社ホンダナ
〒150-0002 東京都渋谷区渋谷2-21-1
お問い合わせ：https://hondana.jp/help
`,
    html: page({
      lang: "ja",
      title: "ログインのご案内",
      pre: "ボタンを押すとログインできます（30分有効）",
      brand: "ホンダナ",
      logo: "https://hondana.jp/static/mail/logo.png",
      body: `<p>ホンダナをご利用いただきありがとうございます。<br>下のボタンを押すとログインできます。</p>
${btn("https://hondana.jp/auth/magic?token=mg_3QwZ8rKp1vYt6Lx0&amp;redirect=%2Fshelf", "ログインする", "#d9480f")}
<p>別の端末でログインする場合は、画面に次の確認コードを入力してください。</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:8px;text-align:center;margin:14px 0;color:#222;">290614</p>
<p style="font-size:13px;color:#777;">リンクと確認コードの有効期限は30分です。お心当たりのない場合は、このメールを破棄してください。</p>`,
      foot: HD_FOOT,
    }),
  },
  {
    family: "hondana-cloud",
    group: "negative",
    lang: "ja",
    kind: "receipt",
    code: null,
    link: null,
    from: "ホンダナ <billing@hondana.jp>",
    subject: "【ホンダナ】お支払い完了のお知らせ（プレミアムプラン）",
    date: d("2026-08-01T03:00:02Z"),
    enc: "b64",
    text: `いつもホンダナをご利用いただきありがとうございます。
以下の内容でお支払いが完了しました。

プラン：プレミアム（月額）
ご請求額：¥980（税込）
お支払い日：2026年8月1日
お支払い方法：VISA •••• 4821
領収書番号：HD-20260801-77312

領収書は「アカウント設定 > お支払い履歴」からダウンロードできます。
https://hondana.jp/settings/billing
`,
    html: page({
      lang: "ja",
      title: "お支払い完了",
      pre: "¥980（税込）のお支払いが完了しました",
      brand: "ホンダナ",
      logo: "https://hondana.jp/static/mail/logo.png",
      body: `<p>いつもホンダナをご利用いただきありがとうございます。<br>以下の内容でお支払いが完了しました。</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;background:#fff8f3;border-radius:6px;">
<tr><td align="center" style="padding:16px 0 4px;font-size:13px;color:#888;">ご請求額（税込）</td></tr>
<tr><td align="center" style="padding:0 0 16px;font-size:36px;font-weight:bold;color:#d9480f;">¥980</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">プラン</td><td>プレミアム（月額）</td></tr>
<tr><td style="color:#777;">お支払い日</td><td>2026年8月1日</td></tr>
<tr><td style="color:#777;">お支払い方法</td><td>VISA &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="color:#777;">領収書番号</td><td>HD-20260801-77312</td></tr>
</table>
${btn("https://hondana.jp/settings/billing", "お支払い履歴を見る", "#555555")}`,
      foot: HD_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- stromfuchs-energie (de)

const SF_FOOT = `Stromfuchs Energie GmbH · Hafenstraße 9 · 28217 Bremen · Amtsgericht Bremen HRB 33917<br>
Kundenservice: 0421 699 204-0 (Mo–Fr 8–18 Uhr) · <a href="https://www.stromfuchs.de/impressum" style="color:#8a8f98;">Impressum</a> · <a href="https://www.stromfuchs.de/datenschutz" style="color:#8a8f98;">Datenschutz</a>`;

const stromfuchs: Mail[] = [
  {
    family: "stromfuchs-energie",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://t.stromfuchs.de/c/eJwNy0EKgDAMBdG7-DAhaUTbjmB1n3ePBC/?u=reg_1f84c2",
    from: "Stromfuchs Energie <kundenportal@stromfuchs.de>",
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: d("2026-09-03T08:47:19Z"),
    enc: "qp",
    text: `Guten Tag Herr Becker,

vielen Dank für Ihre Registrierung im Kundenportal „Mein Stromfuchs".

Bitte bestätigen Sie Ihre E-Mail-Adresse. Falls der Button nicht funktioniert, kopieren Sie diese URL in die Adresszeile Ihres Browsers:
https://t.stromfuchs.de/c/eJwNy0EKgDAMBdG7-DAhaUTbjmB1n3ePBC/?u=reg_1f84c2

Ihre Vertragskontonummer: 8100 2274 19

Mit freundlichen Grüßen
Ihr Stromfuchs-Team

Stromfuchs Energie GmbH, Hafenstraße 9, 28217 Bremen
`,
    html: page({
      lang: "de",
      title: "E-Mail-Adresse bestätigen",
      pre: "Nur noch ein Schritt bis zu Ihrem Kundenportal.",
      brand: "Stromfuchs",
      logo: "https://www.stromfuchs.de/mail/img/logo-fuchs.png",
      body: `<p>Guten Tag Herr Becker,</p>
<p>vielen Dank für Ihre Registrierung im Kundenportal „Mein Stromfuchs“. Bitte bestätigen Sie Ihre E-Mail-Adresse:</p>
<p style="margin:22px 0;"><a href="https://t.stromfuchs.de/c/eJwNy0EKgDAMBdG7-DAhaUTbjmB1n3ePBC/?u=reg_1f84c2" target="_blank"><img src="https://www.stromfuchs.de/mail/img/btn-email-bestaetigen.png" width="260" height="48" alt="E-Mail-Adresse bestätigen" style="display:block;border:0;"></a></p>
<p style="font-size:13px;color:#666;">Falls der Button nicht funktioniert, kopieren Sie diese URL in die Adresszeile Ihres Browsers:<br>
<a href="https://t.stromfuchs.de/c/eJwNy0EKgDAMBdG7-DAhaUTbjmB1n3ePBC/?u=reg_1f84c2" style="color:#e8641b;word-break:break-all;">https://t.stromfuchs.de/c/eJwNy0EKgDAMBdG7-DAhaUTbjmB1n3ePBC/?u=reg_1f84c2</a></p>
<p style="font-size:13px;color:#666;">Ihre Vertragskontonummer: 8100 2274 19</p>
<p>Mit freundlichen Grüßen<br>Ihr Stromfuchs-Team</p>`,
      foot: SF_FOOT,
    }),
  },
  {
    family: "stromfuchs-energie",
    group: "negative",
    lang: "de",
    kind: "billing-notice",
    code: null,
    link: null,
    from: "Stromfuchs Energie <kundenportal@stromfuchs.de>",
    subject: "Ihr neuer monatlicher Abschlag ab 01.12.2026",
    date: d("2026-11-10T09:30:00Z"),
    enc: "qp",
    text: `Guten Tag Herr Becker,

aufgrund Ihrer Jahresabrechnung passen wir Ihren monatlichen Abschlag an.

Neuer Abschlag ab 01.12.2026: 87,00 EUR (bisher 94,00 EUR)
Vertragskonto: 8100 2274 19
Zählernummer: 1ESY1160 4471 93

Der Betrag wird wie gewohnt per SEPA-Lastschrift von Ihrem Konto DE•• •••• •••• •••• 3307 eingezogen.

Details ansehen: https://www.stromfuchs.de/portal/abschlag

Stromfuchs Energie GmbH, Hafenstraße 9, 28217 Bremen, Kundenservice 0421 699 204-0
`,
    html: page({
      lang: "de",
      title: "Neuer Abschlag",
      pre: "Ab Dezember zahlen Sie 87,00 EUR im Monat.",
      brand: "Stromfuchs",
      logo: "https://www.stromfuchs.de/mail/img/logo-fuchs.png",
      body: `<p>Guten Tag Herr Becker,</p>
<p>aufgrund Ihrer Jahresabrechnung passen wir Ihren monatlichen Abschlag an.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;border:1px solid #f0d2bd;border-radius:6px;">
<tr><td align="center" style="padding:14px 0 0;font-size:13px;color:#888;">Neuer Abschlag ab 01.12.2026</td></tr>
<tr><td align="center" style="padding:4px 0 4px;font-size:40px;font-weight:bold;color:#e8641b;">87,00&nbsp;€</td></tr>
<tr><td align="center" style="padding:0 0 14px;font-size:12px;color:#999;">bisher 94,00 €</td></tr>
</table>
<p style="font-size:14px;">Vertragskonto: 8100 2274 19<br>Zählernummer: 1ESY1160 4471 93</p>
<p>Der Betrag wird wie gewohnt per SEPA-Lastschrift von Ihrem Konto DE&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 3307 eingezogen.</p>
${btn("https://www.stromfuchs.de/portal/abschlag", "Details ansehen", "#e8641b")}`,
      foot: SF_FOOT,
    }),
  },
  {
    family: "stromfuchs-energie",
    group: "regional",
    lang: "de",
    kind: "verify-code",
    code: "592014",
    link: null,
    from: "Stromfuchs Energie <kundenportal@stromfuchs.de>",
    subject: "Ihr Bestätigungscode für die Bankverbindung",
    date: d("2026-10-22T14:11:52Z"),
    enc: "qp",
    text: `Guten Tag Herr Becker,

Sie möchten die Bankverbindung zu Ihrem Vertrag ändern. Bitte geben Sie dazu im Kundenportal diesen Bestätigungscode ein:

Bestätigungscode: 592 014

Bitte nicht verwechseln: Ihre Vertragskontonummer 8100 2274 19 benötigen Sie nur bei Anrufen im Kundenservice.

Der Code ist 20 Minuten gültig.

Stromfuchs Energie GmbH, Hafenstraße 9, 28217 Bremen, Kundenservice 0421 699 204-0
`,
    html: page({
      lang: "de",
      title: "Bestätigungscode",
      pre: "Ihr Code für die Änderung der Bankverbindung",
      brand: "Stromfuchs",
      logo: "https://www.stromfuchs.de/mail/img/logo-fuchs.png",
      body: `<p>Guten Tag Herr Becker,</p>
<p>Sie möchten die Bankverbindung zu Ihrem Vertrag ändern. Bitte geben Sie dazu im Kundenportal diesen Bestätigungscode ein:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;">
<tr>
<td width="50%" align="center" style="padding:14px;background:#fff4ec;border-radius:6px 0 0 6px;">
<div style="font-size:12px;color:#888;">Bestätigungscode</div>
<div style="font-size:32px;font-weight:bold;color:#222;letter-spacing:3px;">592 014</div>
</td>
<td width="50%" align="center" style="padding:14px;background:#f3f3f3;border-radius:0 6px 6px 0;">
<div style="font-size:12px;color:#888;">Vertragskonto</div>
<div style="font-size:32px;font-weight:bold;color:#222;">8100 2274 19</div>
</td>
</tr>
</table>
<p style="font-size:13px;color:#666;">Bitte nicht verwechseln: Die Vertragskontonummer benötigen Sie nur bei Anrufen im Kundenservice. Der Code ist 20 Minuten gültig.</p>`,
      foot: SF_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- cyclo-ville (fr)

const CV_FOOT = `Cyclo'Ville – service de vélos en libre-service de la Métropole · 12 quai Rambaud, 69002 Lyon<br>
<a href="https://www.cycloville.fr/aide" style="color:#8a8f98;">Aide</a> · <a href="https://www.cycloville.fr/cgu" style="color:#8a8f98;">CGU</a> · <a href="https://www.cycloville.fr/confidentialite" style="color:#8a8f98;">Confidentialité</a><br>
<a href="https://apps.apple.com/fr/app/cycloville/id1488201734"><img src="https://www.cycloville.fr/mail/appstore-fr.png" alt="Télécharger dans l'App Store" width="120" height="40" style="border:0;"></a> <a href="https://play.google.com/store/apps/details?id=fr.cycloville.app"><img src="https://www.cycloville.fr/mail/googleplay-fr.png" alt="Disponible sur Google Play" width="135" height="40" style="border:0;"></a>`;

const cyclo: Mail[] = [
  {
    family: "cyclo-ville",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "382914",
    link: null,
    from: "Cyclo'Ville <ne-pas-repondre@cycloville.fr>",
    subject: "382914 est votre code Cyclo'Ville",
    date: d("2026-06-08T06:58:21Z"),
    enc: "qp",
    text: `Bonjour,

Voici votre code de connexion à l'application Cyclo'Ville :

3 8 2 9 1 4

Il est valable 5 minutes. Ne le communiquez à personne : nos équipes ne vous le demanderont jamais.

Bonne route !
L'équipe Cyclo'Ville
`,
    html: page({
      lang: "fr",
      title: "Votre code Cyclo'Ville",
      pre: "Valable 5 minutes. Ne le communiquez à personne.",
      brand: "Cyclo'Ville",
      logo: "https://www.cycloville.fr/mail/logo.png",
      body: `<p>Bonjour,</p>
<p>Voici votre code de connexion à l'application Cyclo'Ville :</p>
<p style="text-align:center;margin:24px 0;"><span style="display:inline-block;padding:14px 24px;border:2px solid #d6004c;border-radius:8px;font:bold 30px Arial,sans-serif;letter-spacing:12px;color:#d6004c;">382914</span></p>
<p>Il est valable 5 minutes. Ne le communiquez à personne : nos équipes ne vous le demanderont jamais.</p>
<p>Bonne route !<br>L'équipe Cyclo'Ville</p>`,
      foot: CV_FOOT,
    }),
  },
  {
    family: "cyclo-ville",
    group: "negative",
    lang: "fr",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "Cyclo'Ville <facturation@cycloville.fr>",
    subject: "Votre abonnement annuel Cyclo'Ville – reçu de paiement",
    date: d("2026-09-01T05:10:44Z"),
    enc: "qp",
    text: `Bonjour Camille,

Merci ! Votre abonnement annuel est renouvelé.

Formule : Annuel Classique (30 premières minutes incluses)
Montant : 39,00 € TTC
Période : du 01/09/2026 au 31/08/2027
Référence de paiement : CV-PAY-2026-0918342
Numéro d'abonné : 0069 4127

Votre reçu est joint à ce message au format PDF.

Service client : 04 72 10 63 00 (du lundi au samedi, 8h-20h)
`,
    html: page({
      lang: "fr",
      title: "Reçu de paiement",
      pre: "Abonnement annuel renouvelé jusqu'au 31/08/2027",
      brand: "Cyclo'Ville",
      logo: "https://www.cycloville.fr/mail/logo.png",
      body: `<p>Bonjour Camille,</p>
<p>Merci ! Votre abonnement annuel est renouvelé.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eee;border-radius:6px;">
<tr><td style="color:#777;">Formule</td><td align="right">Annuel Classique</td></tr>
<tr><td style="color:#777;">Période</td><td align="right">01/09/2026 – 31/08/2027</td></tr>
<tr><td style="color:#777;">Référence de paiement</td><td align="right" style="font-family:monospace;">CV-PAY-2026-0918342</td></tr>
<tr><td style="color:#777;">Numéro d'abonné</td><td align="right">0069 4127</td></tr>
<tr><td style="font-size:18px;"><strong>Montant TTC</strong></td><td align="right" style="font-size:22px;color:#d6004c;"><strong>39,00 €</strong></td></tr>
</table>
<p>Votre reçu est joint à ce message au format PDF.</p>
<p style="font-size:13px;color:#777;">Service client : 04 72 10 63 00 (du lundi au samedi, 8h-20h)</p>`,
      foot: CV_FOOT,
    }),
    attachment: [
      "recu-CV-PAY-2026-0918342.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "cyclo-ville",
    group: "regional",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://www.cycloville.fr/famille/rejoindre?inv=F8k2Qm7Tz1",
    from: "Cyclo'Ville <ne-pas-repondre@cycloville.fr>",
    subject: "Julien vous invite dans son abonnement Famille",
    date: d("2026-09-14T17:26:03Z"),
    enc: "qp",
    text: `Bonjour,

Julien Morel vous invite à rejoindre son abonnement Famille Cyclo'Ville. Vous profiterez des mêmes avantages, sans frais supplémentaires.

Rejoindre l'abonnement :
https://www.cycloville.fr/famille/rejoindre?inv=F8k2Qm7Tz1

L'invitation expire dans 7 jours.

L'équipe Cyclo'Ville
`,
    html: page({
      lang: "fr",
      title: "Invitation abonnement Famille",
      pre: "Rejoignez l'abonnement Famille de Julien, sans frais supplémentaires.",
      brand: "Cyclo'Ville",
      logo: "https://www.cycloville.fr/mail/logo.png",
      body: `<p>Bonjour,</p>
<p><strong>Julien Morel</strong> vous invite à rejoindre son abonnement Famille Cyclo'Ville. Vous profiterez des mêmes avantages, sans frais supplémentaires.</p>
${vml("https://www.cycloville.fr/famille/rejoindre?inv=F8k2Qm7Tz1", "Rejoindre", "#d6004c", 200)}
<p style="font-size:13px;color:#777;">L'invitation expire dans 7 jours.</p>`,
      foot: CV_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- loja-ventura (pt-BR)

const LV_FOOT =
  `Loja Ventura Comércio Eletrônico Ltda. · CNPJ 31.447.902/0001-58 · Av. Paulista, 1578 – São Paulo/SP – CEP 01310-200<br>
SAC 0800 771 2045 · <a href="https://www.lojaventura.com.br/ajuda" style="color:#8a8f98;">Central de ajuda</a> · <a href="https://www.lojaventura.com.br/privacidade" style="color:#8a8f98;">Privacidade</a> · <a href="https://www.lojaventura.com.br/descadastrar?e=8847" style="color:#8a8f98;">Descadastrar</a>`;

const ventura: Mail[] = [
  {
    family: "loja-ventura",
    group: "regional",
    lang: "pt",
    kind: "delivery-pin",
    code: "4827",
    link: null,
    from: "Loja Ventura <pedidos@lojaventura.com.br>",
    subject: "Seu pedido chega hoje! Tenha em mãos o código de entrega",
    date: d("2026-10-15T11:04:37Z"),
    enc: "8bit",
    text: `Olá, Beatriz!

Seu pedido nº 1098-443721 sai para entrega hoje, 15/10/2026, entre 13h e 18h.

Código de entrega: 4827
Informe esse código ao entregador somente quando receber o pacote.

Pedido: 1098-443721
Total: R$ 1.249,90 (10x de R$ 124,99)
Entrega: Rua Harmonia, 312 – Vila Madalena – São Paulo/SP – CEP 05435-000
Dúvidas: SAC 0800 771 2045

Acompanhe: https://www.lojaventura.com.br/pedidos/1098-443721
`,
    html: page({
      lang: "pt-BR",
      title: "Seu pedido chega hoje",
      pre: "Código de entrega 4827 - informe ao entregador",
      brand: "Loja Ventura",
      logo: "https://static.lojaventura.com.br/email/logo.png",
      body: `<p>Olá, Beatriz!</p>
<p>Seu pedido sai para entrega <strong>hoje, 15/10/2026, entre 13h e 18h</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;background:#f4f8f1;border-radius:8px;font-size:14px;">
<tr><td style="padding:14px 16px 4px;color:#777;">Pedido</td><td style="padding:14px 16px 4px;" align="right"><strong>nº 1098-443721</strong></td></tr>
<tr><td style="padding:4px 16px;color:#777;">Código de entrega</td><td style="padding:4px 16px;font-size:28px;font-weight:bold;letter-spacing:6px;color:#2e7d32;" align="right">4827</td></tr>
<tr><td style="padding:4px 16px;color:#777;">Total</td><td style="padding:4px 16px;" align="right">R$ 1.249,90 <span style="color:#999;">(10x de R$ 124,99)</span></td></tr>
<tr><td style="padding:4px 16px;color:#777;">Previsão</td><td style="padding:4px 16px;" align="right">15/10/2026, 13h–18h</td></tr>
<tr><td style="padding:4px 16px 14px;color:#777;">SAC</td><td style="padding:4px 16px 14px;" align="right">0800 771 2045</td></tr>
</table>
<p>Informe o código de entrega ao entregador <strong>somente quando receber o pacote</strong>.</p>
<p style="font-size:13px;color:#777;">Entrega em: Rua Harmonia, 312 – Vila Madalena – São Paulo/SP – CEP 05435-000</p>
${btn("https://www.lojaventura.com.br/pedidos/1098-443721", "Acompanhar pedido", "#2e7d32")}`,
      foot: LV_FOOT,
    }),
  },
  {
    family: "loja-ventura",
    group: "negative",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Loja Ventura <pedidos@lojaventura.com.br>",
    subject: "Pedido 1098-443721 enviado",
    date: d("2026-10-13T19:40:12Z"),
    enc: "8bit",
    text: `Olá, Beatriz!

Boa notícia: seu pedido nº 1098-443721 foi enviado.

Código de rastreio: LV552190874BR
Transportadora: Ventura Log
Previsão de entrega: até 16/10/2026

Itens:
1x Cafeteira expresso Ventura Pro 15 bar – R$ 1.249,90

Rastrear: https://www.lojaventura.com.br/rastreio?c=LV552190874BR
`,
    html: page({
      lang: "pt-BR",
      title: "Pedido enviado",
      pre: "Previsão de entrega: até 16/10/2026",
      brand: "Loja Ventura",
      logo: "https://static.lojaventura.com.br/email/logo.png",
      body: `<p>Olá, Beatriz!</p>
<p>Boa notícia: seu pedido <strong>nº 1098-443721</strong> foi enviado.</p>
<p style="text-align:center;margin:18px 0 4px;font-size:12px;color:#888;text-transform:uppercase;">Código de rastreio</p>
<p style="text-align:center;margin:0 0 18px;font:bold 26px 'Courier New',monospace;letter-spacing:3px;color:#222;">LV552190874BR</p>
<p>Transportadora: Ventura Log<br>Previsão de entrega: até 16/10/2026</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td><img src="https://static.lojaventura.com.br/p/88231/thumb.jpg" width="56" height="56" alt="Cafeteira expresso"></td><td>1x Cafeteira expresso Ventura Pro 15 bar</td><td align="right">R$ 1.249,90</td></tr>
</table>
${btn("https://www.lojaventura.com.br/rastreio?c=LV552190874BR", "Rastrear entrega", "#2e7d32")}`,
      foot: LV_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- ruta-norte-bus (es)

const RN_FOOT = `Ruta Norte Autobuses S.A. · Calle de Alcalá 240, 28027 Madrid · CIF A-28471193<br>
Atención al cliente: 912 660 418 · <a href="https://www.rutanorte.es/ayuda" style="color:#8a8f98;">Ayuda</a> · <a href="https://www.rutanorte.es/privacidad" style="color:#8a8f98;">Política de privacidad</a>`;

const rutanorte: Mail[] = [
  {
    family: "ruta-norte-bus",
    group: "negative",
    lang: "es",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Ruta Norte <reservas@rutanorte.es>",
    subject: "Tu billete Madrid – León del 22/12/2026",
    date: d("2026-11-18T20:15:09Z"),
    enc: "qp",
    text: `¡Hola, Lucía!

Tu compra se ha realizado correctamente.

Localizador: QX7M2P
Trayecto: Madrid (Estación Sur) → León
Fecha: martes, 22/12/2026
Salida: 09:30 · Llegada: 13:45
Asiento: 17 (ventanilla)
Importe: 28,60 €

Presenta el código QR de tu billete en el móvil al subir al autobús.

Ver detalles del viaje: https://www.rutanorte.es/mis-viajes/QX7M2P
`,
    html: page({
      lang: "es",
      title: "Tu billete",
      pre: "Localizador QX7M2P · Madrid → León · 22/12/2026 09:30",
      brand: "Ruta Norte",
      logo: "https://www.rutanorte.es/static/mail/logo.png",
      body: `<p>¡Hola, Lucía!</p>
<p>Tu compra se ha realizado correctamente.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;background:#0b3d6b;border-radius:8px;color:#fff;">
<tr><td align="center" style="padding:14px 0 0;font-size:12px;opacity:.8;">LOCALIZADOR</td></tr>
<tr><td align="center" style="padding:4px 0 16px;font:bold 34px 'Courier New',monospace;letter-spacing:6px;">QX7M2P</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">Trayecto</td><td>Madrid (Estación Sur) → León</td></tr>
<tr><td style="color:#777;">Fecha</td><td>martes, 22/12/2026</td></tr>
<tr><td style="color:#777;">Horario</td><td>09:30 – 13:45</td></tr>
<tr><td style="color:#777;">Asiento</td><td>17 (ventanilla)</td></tr>
<tr><td style="color:#777;">Importe</td><td><strong>28,60 €</strong></td></tr>
</table>
<p>Presenta el código QR de tu billete en el móvil al subir al autobús.</p>
${btn("https://www.rutanorte.es/mis-viajes/QX7M2P", "Ver detalles", "#0b3d6b")}`,
      foot: RN_FOOT,
    }),
  },
  {
    family: "ruta-norte-bus",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://www.rutanorte.es/cuenta/verificar?k=e4c1a9b07f3d",
    from: "Ruta Norte <cuenta@rutanorte.es>",
    subject: "Activa tu cuenta de Ruta Norte",
    date: d("2026-11-18T19:58:40Z"),
    enc: "qp",
    text: `Hola, Lucía:

Gracias por registrarte. Para activar tu cuenta, abre este enlace:

https://www.rutanorte.es/cuenta/verificar?k=e4c1a9b07f3d

Con tu cuenta podrás guardar a tus compañeros de viaje y acumular puntos Ruta+.

Si no has creado ninguna cuenta, ignora este mensaje.
`,
    html: page({
      lang: "es",
      title: "Activa tu cuenta",
      pre: "Un clic y ya puedes acumular puntos Ruta+",
      brand: "Ruta Norte",
      logo: "https://www.rutanorte.es/static/mail/logo.png",
      body: `<p>Hola, Lucía:</p>
<p>Gracias por registrarte. Solo falta un paso.</p>
${btn("https://www.rutanorte.es/cuenta/verificar?k=e4c1a9b07f3d", "Continuar &rarr;", "#f39200")}
<p>Con tu cuenta podrás guardar a tus compañeros de viaje y acumular puntos Ruta+.</p>
<p style="font-size:13px;color:#777;">Si no has creado ninguna cuenta, ignora este mensaje.</p>`,
      foot: RN_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- gezgin-kart (tr)

const GK_FOOT =
  `Gezgin Kart Ödeme Hizmetleri A.Ş. · Büyükdere Cad. No:185, 34394 Levent / İstanbul · Mersis No: 0398 0472 1150 0017<br>
Müşteri Hizmetleri 0850 460 72 72 · <a href="https://www.gezginkart.com.tr/yardim" style="color:#8a8f98;">Yardım</a> · <a href="https://www.gezginkart.com.tr/kvkk" style="color:#8a8f98;">KVKK Aydınlatma Metni</a>`;

const gezgin: Mail[] = [
  {
    family: "gezgin-kart",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "603718",
    link: null,
    from: "Gezgin Kart <bilgi@gezginkart.com.tr>",
    subject: "Kart başvurunuz için doğrulama kodu",
    date: d("2026-10-05T12:22:16Z"),
    enc: "b64",
    text: `Sayın Emre Yıldız,

Gezgin Kart başvurunuzu tamamlamak için aşağıdaki doğrulama kodunu başvuru ekranına girin:

Doğrulama kodu: 6 0 3 7 1 8

Başvuru numaranız: 2026-TR-0885412
(Başvuru numarası yalnızca başvurunuzu takip etmek içindir, ekrana girmeyin.)

Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.
`,
    html: page({
      lang: "tr",
      title: "Doğrulama kodu",
      pre: "Başvurunuzu tamamlamak için kodunuz",
      brand: "Gezgin Kart",
      logo: "https://www.gezginkart.com.tr/mail/logo.png",
      body: `<p>Sayın Emre Yıldız,</p>
<p>Gezgin Kart başvurunuzu tamamlamak için aşağıdaki doğrulama kodunu başvuru ekranına girin:</p>
<div style="text-align:center;margin:20px 0;font:bold 34px Arial,sans-serif;letter-spacing:14px;color:#5b2a86;">603718</div>
<hr style="border:0;border-top:1px solid #eee;">
<div style="text-align:center;margin:18px 0;">
<div style="font-size:12px;color:#888;">Başvuru numaranız</div>
<div style="font:bold 34px Arial,sans-serif;color:#333;">2026-TR-0885412</div>
<div style="font-size:12px;color:#888;">Başvuru numarası yalnızca başvurunuzu takip etmek içindir, ekrana girmeyin.</div>
</div>
<p style="font-size:13px;color:#777;">Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.</p>`,
      foot: GK_FOOT,
    }),
  },
  {
    family: "gezgin-kart",
    group: "regional",
    lang: "tr",
    kind: "email-change-link",
    code: null,
    link: "https://www.gezginkart.com.tr/hesap/eposta-onay?kod=aX93mPq0LrT7",
    from: "Gezgin Kart <bilgi@gezginkart.com.tr>",
    to: "Emre Yildiz <emre.yildiz@posta.example>",
    subject: "Yeni e-posta adresinizi onaylayın",
    date: d("2026-11-11T08:03:29Z"),
    enc: "b64",
    text: `Sayın Emre Yıldız,

Hesabınızdaki e-posta adresini emre.yildiz@posta.example olarak değiştirmek istediniz.

Değişikliği onaylamak için aşağıdaki bağlantıyı kopyalayıp tarayıcınıza yapıştırın:
https://www.gezginkart.com.tr/hesap/eposta-onay?kod=aX93mPq0LrT7

Bağlantı 24 saat geçerlidir. Onaylamazsanız eski adresiniz kullanılmaya devam eder.
`,
    html: page({
      lang: "tr",
      title: "E-posta onayı",
      pre: "Yeni adresinizi onaylamak için tek tık",
      brand: "Gezgin Kart",
      logo: "https://www.gezginkart.com.tr/mail/logo.png",
      body: `<p>Sayın Emre Yıldız,</p>
<p>Hesabınızdaki e-posta adresini <strong>emre.yildiz@posta.example</strong> olarak değiştirmek istediniz.</p>
${vml("https://www.gezginkart.com.tr/hesap/eposta-onay?kod=aX93mPq0LrT7", "Adresimi onayla", "#5b2a86", 240)}
<p style="font-size:13px;color:#777;">Bağlantı 24 saat geçerlidir. Onaylamazsanız eski adresiniz kullanılmaya devam eder.</p>`,
      foot: GK_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- polisplein (nl)

const polisplein: Mail[] = [
  {
    family: "polisplein",
    group: "regional",
    lang: "nl",
    kind: "reset-link",
    code: null,
    link: "https://mijn.polisplein.nl/wachtwoord/nieuw?token=PP-7b44e0c9d1a2f385",
    from: "Polisplein <geen-antwoord@polisplein.nl>",
    subject: "Nieuw wachtwoord instellen voor Mijn Polisplein",
    date: d("2026-07-29T19:47:58Z"),
    enc: "7bit",
    html: null,
    text: `Beste heer De Vries,

U heeft gevraagd om een nieuw wachtwoord voor Mijn Polisplein.

Kopieer en plak deze URL in uw browser om een nieuw wachtwoord in te stellen:

https://mijn.polisplein.nl/wachtwoord/nieuw?token=PP-7b44e0c9d1a2f385

De link is 1 uur geldig en kan maar een keer worden gebruikt.

Heeft u dit niet aangevraagd? Dan hoeft u niets te doen; uw huidige wachtwoord blijft gewoon werken.

Met vriendelijke groet,
Polisplein Verzekeringen
Postbus 2291, 3500 GG Utrecht
Telefoon 030 799 41 00
`,
  },
  {
    family: "polisplein",
    group: "negative",
    lang: "nl",
    kind: "policy-notice",
    code: null,
    link: null,
    from: "Polisplein <geen-antwoord@polisplein.nl>",
    subject: "Uw nieuwe polis staat klaar",
    date: d("2026-08-05T07:15:00Z"),
    enc: "qp",
    text: `Beste heer De Vries,

Uw autoverzekering is aangepast. Uw nieuwe polisblad staat klaar in Mijn Polisplein.

Polisnummer: 71-0042-883516
Ingangsdatum wijziging: 1 augustus 2026
Nieuwe premie: € 47,35 per maand

Bekijk uw polis: https://mijn.polisplein.nl/polissen/71-0042-883516

Met vriendelijke groet,
Polisplein Verzekeringen
`,
    html: page({
      lang: "nl",
      title: "Nieuwe polis",
      pre: "Uw nieuwe polisblad staat klaar in Mijn Polisplein",
      brand: "Polisplein",
      logo: "https://www.polisplein.nl/img/mail/logo.png",
      body: `<p>Beste heer De Vries,</p>
<p>Uw autoverzekering is aangepast. Uw nieuwe polisblad staat klaar in Mijn Polisplein.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;background:#eef6fb;border-left:4px solid #0077b6;">
<tr><td style="padding:12px 16px 0;font-size:12px;color:#666;">Polisnummer</td></tr>
<tr><td style="padding:2px 16px 12px;font-size:26px;font-weight:bold;color:#003c5c;">71-0042-883516</td></tr>
</table>
<p style="font-size:14px;">Ingangsdatum wijziging: 1 augustus 2026<br>Nieuwe premie: € 47,35 per maand</p>
${btn("https://mijn.polisplein.nl/polissen/71-0042-883516", "Bekijk uw polis", "#0077b6")}`,
      foot: `Polisplein Verzekeringen B.V. · Postbus 2291, 3500 GG Utrecht · KvK 30184477 · AFM-vergunning 12045187<br>
<a href="https://www.polisplein.nl/privacy" style="color:#8a8f98;">Privacy</a> · <a href="https://www.polisplein.nl/contact" style="color:#8a8f98;">Contact</a>`,
    }),
  },
];

// ---------------------------------------------------------------- bottega-digitale (it)

const BD_FOOT = `Bottega Digitale S.r.l. · Via dei Mille 41, 40121 Bologna · P.IVA 03918450374<br>
<a href="https://www.bottegadigitale.it/assistenza" style="color:#8a8f98;">Assistenza</a> · <a href="https://www.bottegadigitale.it/privacy" style="color:#8a8f98;">Privacy</a> · <a href="https://www.instagram.com/bottegadigitale" style="color:#8a8f98;">Instagram</a>`;

const bottega: Mail[] = [
  {
    family: "bottega-digitale",
    group: "regional",
    lang: "it",
    kind: "two-factor-code",
    code: "H4T92K",
    link: null,
    from: "Bottega Digitale <sicurezza@bottegadigitale.it>",
    subject: "Codice di verifica per l'accesso",
    date: d("2026-05-19T15:37:42Z"),
    enc: "qp",
    text: `Ciao Giulia,

stai accedendo al pannello del tuo negozio da un nuovo browser.
Inserisci questo codice di verifica per continuare:

    H4T92K

Il codice scade tra 10 minuti.

Richiesta da: Chrome su macOS, Torino (IT), 19/05/2026 17:37

Se non sei stata tu, cambia subito la password dalle impostazioni del tuo account.
`,
    html: page({
      lang: "it",
      title: "Codice di verifica",
      pre: "Il codice scade tra 10 minuti",
      brand: "Bottega Digitale",
      body: `<p>Ciao Giulia,</p>
<p>stai accedendo al pannello del tuo negozio da un nuovo browser. Inserisci questo codice di verifica per continuare:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center" style="margin:20px auto;"><tr><td style="border:1px solid #d0d7de;background:#f6f8fa;border-radius:6px;padding:12px 28px;">
<pre style="margin:0;font-family:SFMono-Regular,Consolas,'Liberation Mono',Menlo,monospace;font-size:26px;color:#24292f;">H4T92K</pre>
</td></tr></table>
<p style="font-size:13px;color:#666;">Il codice scade tra 10 minuti.<br>Richiesta da: Chrome su macOS, Torino (IT), 19/05/2026 17:37</p>
<p style="font-size:13px;color:#666;">Se non sei stata tu, cambia subito la password dalle impostazioni del tuo account.</p>`,
      foot: BD_FOOT,
    }),
  },
  {
    family: "bottega-digitale",
    group: "regional",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://click.bottegadigitale.it/ls/click?upn=u001.Rk8s-2BqZ1pXv4mW9eT0yH&rid=pwreset",
    from: "Bottega Digitale <sicurezza@bottegadigitale.it>",
    subject: "Reimposta la tua password",
    date: d("2026-06-02T21:09:15Z"),
    enc: "qp",
    text: `Ciao Giulia,

abbiamo ricevuto una richiesta di reimpostazione della password per il tuo account Bottega Digitale.

Reimposta la password:
https://click.bottegadigitale.it/ls/click?upn=u001.Rk8s-2BqZ1pXv4mW9eT0yH&rid=pwreset

Il link scade tra 60 minuti. Se non hai chiesto tu il cambio, ignora questa email.
`,
    html: page({
      lang: "it",
      title: "Reimposta la password",
      pre: "Il link scade tra 60 minuti",
      brand: "Bottega Digitale",
      body: `<p>Ciao Giulia,</p>
<p>abbiamo ricevuto una richiesta di reimpostazione della password per il tuo account Bottega Digitale.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr>
<td style="font-size:15px;padding-right:14px;">Scegli una nuova password</td>
<td bgcolor="#111111" style="border-radius:50%;"><a href="https://click.bottegadigitale.it/ls/click?upn=u001.Rk8s-2BqZ1pXv4mW9eT0yH&amp;rid=pwreset" style="display:block;width:40px;height:40px;line-height:40px;text-align:center;color:#ffffff;font-size:22px;text-decoration:none;">&rarr;</a></td>
</tr></table>
<p style="font-size:13px;color:#666;">Il link scade tra 60 minuti. Se non hai chiesto tu il cambio, ignora questa email.</p>`,
      foot: BD_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- dalnim-market (ko)

const DN_FOOT =
  `(주)달님마켓 · 대표이사 박서연 · 서울특별시 마포구 월드컵북로 396, 11층 · 사업자등록번호 214-88-57031<br>
고객센터 1588-3120 (평일 09:00~18:00) · <a href="https://www.dalnim.co.kr/policy/privacy" style="color:#8a8f98;">개인정보처리방침</a> · <a href="https://www.dalnim.co.kr/mail/reject" style="color:#8a8f98;">수신거부</a>`;

const dalnim: Mail[] = [
  {
    family: "dalnim-market",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "815063",
    link: null,
    from: "달님마켓 <no-reply@dalnim.co.kr>",
    subject: "[달님마켓] 이메일 인증번호 안내",
    date: d("2026-09-24T04:52:10Z"),
    enc: "b64",
    text: `[달님마켓] 이메일 인증번호 안내

안녕하세요, 달님마켓입니다.
회원정보 변경을 위해 아래 인증번호를 입력해 주세요.

인증번호: 815063

인증번호는 발송 후 5분간 유효합니다.

※ 본 메일은 발신 전용입니다. 문의는 고객센터(1588-3120)를 이용해 주세요.
`,
    html: page({
      lang: "ko",
      title: "이메일 인증번호 안내",
      pre: "인증번호는 5분간 유효합니다",
      brand: "달님마켓",
      logo: "https://img.dalnim.co.kr/mail/logo_v2.png",
      body: `<p style="font-size:18px;font-weight:bold;">이메일 인증번호 안내</p>
<p>안녕하세요, 달님마켓입니다.<br>회원정보 변경을 위해 아래 인증번호를 입력해 주세요.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;border-top:2px solid #333;border-bottom:1px solid #ddd;">
<tr><th width="30%" style="padding:16px;background:#fafafa;font-size:14px;font-weight:normal;text-align:left;">인증번호</th>
<td style="padding:16px;font-size:26px;font-weight:bold;color:#ff5a00;">${spans("815063", "")}</td></tr>
</table>
<p style="font-size:13px;color:#888;">인증번호는 발송 후 5분간 유효합니다.<br>※ 본 메일은 발신 전용입니다. 문의는 고객센터(1588-3120)를 이용해 주세요.</p>`,
      foot: DN_FOOT,
    }),
  },
  {
    family: "dalnim-market",
    group: "negative",
    lang: "ko",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "달님마켓 <order@dalnim.co.kr>",
    subject: "[달님마켓] 결제가 완료되었습니다",
    date: d("2026-09-24T05:03:44Z"),
    enc: "b64",
    text: `[달님마켓] 결제가 완료되었습니다

주문번호: 20260924-0187723
결제금액: 38,500원
결제수단: 신한카드 (5412-****-****-1209) 일시불
결제일시: 2026.09.24 14:03

주문 상품
- 제주 감귤 5kg (로얄과) 1개

주문 상세 보기: https://www.dalnim.co.kr/mypage/order/20260924-0187723
`,
    html: page({
      lang: "ko",
      title: "결제 완료",
      pre: "주문번호 20260924-0187723 결제 완료",
      brand: "달님마켓",
      logo: "https://img.dalnim.co.kr/mail/logo_v2.png",
      body: `<p style="font-size:18px;font-weight:bold;">결제가 완료되었습니다</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:14px 0;background:#fff6f0;">
<tr><td align="center" style="padding:18px 0 2px;font-size:13px;color:#888;">결제금액</td></tr>
<tr><td align="center" style="padding:0 0 18px;font-size:34px;font-weight:bold;color:#ff5a00;">38,500원</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:2px solid #333;">
<tr><th align="left" style="font-weight:normal;color:#777;">주문번호</th><td>20260924-0187723</td></tr>
<tr><th align="left" style="font-weight:normal;color:#777;">결제수단</th><td>신한카드 (5412-****-****-1209) 일시불</td></tr>
<tr><th align="left" style="font-weight:normal;color:#777;">결제일시</th><td>2026.09.24 14:03</td></tr>
<tr><th align="left" style="font-weight:normal;color:#777;">상품</th><td>제주 감귤 5kg (로얄과) 1개</td></tr>
</table>
${btn("https://www.dalnim.co.kr/mypage/order/20260924-0187723", "주문 상세 보기", "#ff5a00")}`,
      foot: DN_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- yunjian-notes (zh)

const YJ_FOOT = `云笺笔记 · 杭州云笺科技有限公司 · 浙江省杭州市西湖区文三路 478 号<br>
客服热线 400-826-3310 · <a href="https://www.yunjian.cn/help" style="color:#8a8f98;">帮助中心</a> · <a href="https://www.yunjian.cn/privacy" style="color:#8a8f98;">隐私政策</a><br>© 2026 云笺 版权所有 浙ICP备2021038847号`;

const yunjian: Mail[] = [
  {
    family: "yunjian-notes",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "730492",
    link: null,
    from: "云笺笔记 <account@notice.yunjian.cn>",
    subject: "云笺笔记邮箱验证码",
    date: d("2026-03-11T02:26:31Z"),
    enc: "b64",
    text: `您好！

您正在绑定邮箱，验证码为：730492

验证码 15 分钟内有效，请勿泄露给他人。
如非本人操作，请忽略本邮件。

客服热线：400-826-3310
云笺笔记团队
`,
    html: page({
      lang: "zh-CN",
      title: "邮箱验证码",
      pre: "您正在绑定邮箱，验证码 15 分钟内有效",
      brand: "云笺笔记",
      logo: "https://static.yunjian.cn/mail/logo@2x.png",
      body: `<p>您好！</p>
<p>您正在绑定邮箱，请在页面中输入以下验证码：</p>
${
        cells(
          "730492",
          "background:#eef5ff;color:#1d5fd6;font:bold 28px Arial,sans-serif;border:1px solid #c7dbff;border-radius:4px;",
        )
      }
<p style="font-size:13px;color:#888;">验证码 15 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。</p>`,
      foot: YJ_FOOT,
    }),
  },
  {
    family: "yunjian-notes",
    group: "regional",
    lang: "zh",
    kind: "invite-link",
    code: null,
    link: "https://www.yunjian.cn/team/join?code=tm_Xp20LqV8&from=email",
    from: "云笺笔记 <team@notice.yunjian.cn>",
    subject: "王磊 邀请你加入团队空间「产品二组」",
    date: d("2026-03-16T06:41:05Z"),
    enc: "b64",
    text: `王磊 邀请你加入云笺笔记团队空间「产品二组」。

加入后，你可以查看和编辑团队共享的笔记与文档。

点击链接加入：
https://www.yunjian.cn/team/join?code=tm_Xp20LqV8&from=email

邀请 7 天内有效。
`,
    html: page({
      lang: "zh-CN",
      title: "团队邀请",
      pre: "加入后即可查看和编辑团队共享的笔记",
      brand: "云笺笔记",
      logo: "https://static.yunjian.cn/mail/logo@2x.png",
      body: `<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://static.yunjian.cn/avatar/u/88213.png" width="48" height="48" alt="王磊" style="border-radius:24px;display:block;"></td>
<td style="padding-left:12px;"><strong>王磊</strong> 邀请你加入团队空间<br><span style="font-size:18px;font-weight:bold;">「产品二组」</span></td>
</tr></table>
<p>加入后，你可以查看和编辑团队共享的笔记与文档。</p>
${btn("https://www.yunjian.cn/team/join?code=tm_Xp20LqV8&amp;from=email", "加入", "#1d5fd6")}
<p style="font-size:13px;color:#888;">邀请 7 天内有效。</p>`,
      foot: YJ_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- bokcirkeln (sv)

const bokcirkeln: Mail[] = [
  {
    family: "bokcirkeln",
    group: "regional",
    lang: "sv",
    kind: "magic-link",
    code: "5521",
    link: "https://bokcirkeln.se/logga-in/lank/3f0c9a7e21b84d6c",
    from: "Bokcirkeln <hej@bokcirkeln.se>",
    subject: "Din inloggningslänk till Bokcirkeln",
    date: d("2026-02-07T19:33:12Z"),
    enc: "8bit",
    html: null,
    text: `Hej Karin!

Klicka på länken för att logga in på Bokcirkeln:
  https://bokcirkeln.se/logga-in/lank/3f0c9a7e21b84d6c

Använder du appen på en annan enhet? Skriv då in den här koden i stället: 5521

Länken och koden gäller i 20 minuter.

Nästa träff: torsdag 12 februari kl. 18.30, "Kallocain" av Karin Boye.

Vänliga hälsningar
Bokcirkeln
Sveavägen 31, 111 34 Stockholm
`,
  },
  {
    family: "bokcirkeln",
    group: "negative",
    lang: "sv",
    kind: "membership-renewed",
    code: null,
    link: null,
    from: "Bokcirkeln <hej@bokcirkeln.se>",
    subject: "Tack! Ditt medlemskap är förnyat",
    date: d("2026-01-02T08:00:41Z"),
    enc: "8bit",
    html: null,
    text: `Hej Karin!

Ditt medlemskap i Bokcirkeln är förnyat för 2026.

Medlemsnummer: 10447
Belopp: 250 kr (betalt med Swish)
Kvittonummer: BK-2026-00318

Se kommande träffar: https://bokcirkeln.se/traffar

Vänliga hälsningar
Bokcirkeln
`,
  },
];

// ---------------------------------------------------------------- darb-taxi (ar)

const DT_FOOT = `درب للنقل الذكي · ص.ب. 11422 عمّان، الأردن · الدعم: ‎+962 6 555 1930<br>
<a href="https://darb.app/ar/help" style="color:#8a8f98;">المساعدة</a> · <a href="https://darb.app/ar/privacy" style="color:#8a8f98;">الخصوصية</a> · <a href="https://darb.app/ar/terms" style="color:#8a8f98;">الشروط</a>`;

const darb: Mail[] = [
  {
    family: "darb-taxi",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "6174",
    link: null,
    from: "درب <no-reply@darb.app>",
    subject: "رمز الدخول إلى حسابك في درب",
    date: d("2026-04-22T17:19:56Z"),
    enc: "b64",
    text: `مرحباً،

رمز الدخول الخاص بك هو: 6174

أدخل هذا الرمز في التطبيق لتسجيل الدخول. صلاحية الرمز 5 دقائق.
لا تشارك هذا الرمز مع أي شخص، بما في ذلك السائقين أو موظفي درب.

فريق درب
`,
    html: page({
      lang: "ar",
      dir: "rtl",
      title: "رمز الدخول",
      pre: "رمز الدخول 6174 صالح لمدة 5 دقائق",
      brand: "درب",
      logo: "https://darb.app/mail/logo-ar.png",
      body: `<p>مرحباً،</p>
<p>أدخل هذا الرمز في التطبيق لتسجيل الدخول:</p>
<p dir="ltr" style="text-align:center;margin:22px 0;font:bold 36px Arial,sans-serif;letter-spacing:10px;color:#00897b;">6174</p>
<p>صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص، بما في ذلك السائقين أو موظفي درب.</p>
<p>فريق درب</p>`,
      foot: DT_FOOT,
    }),
  },
  {
    family: "darb-taxi",
    group: "negative",
    lang: "ar",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "درب <receipts@darb.app>",
    subject: "إيصال رحلتك يوم 22 نيسان 2026",
    date: d("2026-04-22T18:47:20Z"),
    enc: "b64",
    text: `شكراً لركوبك مع درب

المبلغ الإجمالي: 4.750 د.أ
من: الدوار السابع
إلى: جبل اللويبدة
المسافة: 7.9 كم · المدة: 21 دقيقة
رقم الرحلة: DRB-88314207
الدفع: بطاقة •••• 4821

تفاصيل الرحلة: https://darb.app/ar/trips/DRB-88314207
`,
    html: page({
      lang: "ar",
      dir: "rtl",
      title: "إيصال الرحلة",
      pre: "المبلغ الإجمالي 4.750 د.أ",
      brand: "درب",
      logo: "https://darb.app/mail/logo-ar.png",
      body: `<p style="font-size:18px;font-weight:bold;">شكراً لركوبك مع درب</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0;background:#e8f5f3;border-radius:8px;">
<tr><td align="center" style="padding:16px 0 2px;font-size:13px;color:#666;">المبلغ الإجمالي</td></tr>
<tr><td align="center" style="padding:0 0 16px;font-size:38px;font-weight:bold;color:#00897b;">4.750 د.أ</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">من</td><td>الدوار السابع</td></tr>
<tr><td style="color:#777;">إلى</td><td>جبل اللويبدة</td></tr>
<tr><td style="color:#777;">المسافة</td><td>7.9 كم · 21 دقيقة</td></tr>
<tr><td style="color:#777;">رقم الرحلة</td><td dir="ltr" style="text-align:right;">DRB-88314207</td></tr>
<tr><td style="color:#777;">الدفع</td><td>بطاقة &bull;&bull;&bull;&bull; 4821</td></tr>
</table>
${btn("https://darb.app/ar/trips/DRB-88314207", "تفاصيل الرحلة", "#00897b")}`,
      foot: DT_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- harborline-ferries (en)

const HL_FOOT =
  `Harborline Ferries Ltd &middot; Pier 3, Waterfront Road, Halifax, NS B3J 1S9, Canada &middot; 1-877-555-0143<br>
<a href="https://www.harborline.ca/help" style="color:#8a8f98;">Help</a> &middot; <a href="https://www.harborline.ca/privacy" style="color:#8a8f98;">Privacy</a> &middot; <a href="https://www.harborline.ca/conditions-of-carriage" style="color:#8a8f98;">Conditions of carriage</a>`;

const harborline: Mail[] = [
  {
    family: "harborline-ferries",
    group: "negative",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Harborline Ferries <bookings@harborline.ca>",
    subject: "Booking confirmed: Halifax to Digby, Sat 18 Jul",
    date: d("2026-06-30T14:20:11Z"),
    enc: "qp",
    text: `Your crossing is booked

Booking reference: HLX 48 221
Route: Halifax -> Digby
Sailing: Saturday, July 18, 2026, 07:45 (check-in closes 07:00)
Passengers: 2 adults, 1 child (5-12)
Vehicle: car under 6 m, plate ending 4LK
Total paid: CA$213.60 (incl. HST)

Show the booking reference or the QR code in our app at the ticket booth.

View details: https://www.harborline.ca/manage/HLX48221
Harborline Ferries Ltd, Pier 3, Waterfront Road, Halifax, NS B3J 1S9. 1-877-555-0143
`,
    html: page({
      lang: "en",
      title: "Booking confirmed",
      pre: "HLX 48 221 - Halifax to Digby, Saturday 07:45",
      brand: "Harborline",
      logo: "https://www.harborline.ca/assets/email/logo-navy.png",
      body: `<h1 style="font-size:22px;margin:0 0 8px 0;color:#0a2a43;">Your crossing is booked</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border:2px solid #0a2a43;border-radius:8px;">
<tr><td align="center" style="padding:12px 0 0;font-size:12px;letter-spacing:1px;color:#0a2a43;">BOOKING REFERENCE</td></tr>
<tr><td align="center" style="padding:2px 0 14px;font:bold 36px Georgia,serif;letter-spacing:4px;color:#0a2a43;">HLX 48 221</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;width:120px;">Route</td><td>Halifax &rarr; Digby</td></tr>
<tr><td style="color:#777;">Sailing</td><td>Saturday, July 18, 2026, 07:45<br><span style="color:#b00;font-size:12px;">Check-in closes 07:00</span></td></tr>
<tr><td style="color:#777;">Passengers</td><td>2 adults, 1 child (5&ndash;12)</td></tr>
<tr><td style="color:#777;">Vehicle</td><td>Car under 6 m, plate ending 4LK</td></tr>
<tr><td style="color:#777;">Total paid</td><td><strong>CA$213.60</strong> (incl. HST)</td></tr>
</table>
<p>Show the booking reference or the QR code in our app at the ticket booth.</p>
${btn("https://www.harborline.ca/manage/HLX48221", "View details", "#0a2a43")}`,
      foot: HL_FOOT,
    }),
  },
  {
    family: "harborline-ferries",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318640",
    link: null,
    from: "Harborline Ferries <bookings@harborline.ca>",
    subject: "Your code to manage booking HLX 48 221",
    date: d("2026-07-09T22:03:37Z"),
    enc: "qp",
    text: `Manage your booking

To open booking HLX 48 221, enter this one-time code on the Manage Booking page:

318640

The code expires in 10 minutes. The booking reference is not the code.

Questions? Call 1-877-555-0143 (daily 6 am - 10 pm Atlantic).
`,
    html: page({
      lang: "en",
      title: "Manage your booking",
      pre: "Your one-time code expires in 10 minutes",
      brand: "Harborline",
      logo: "https://www.harborline.ca/assets/email/logo-navy.png",
      body: `<h1 style="font-size:22px;margin:0 0 8px 0;color:#0a2a43;">Manage your booking</h1>
<p>To open your booking, enter this one-time code on the Manage Booking page.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;">
<tr>
<td width="50%" style="padding:12px;background:#eaf2f8;">
<div style="font-size:12px;color:#666;">One-time code</div>
<div style="font:bold 30px Georgia,serif;color:#0a2a43;">318640</div></td>
<td width="50%" style="padding:12px;background:#f5f5f5;">
<div style="font-size:12px;color:#666;">Booking reference</div>
<div style="font:bold 30px Georgia,serif;color:#555;">HLX 48 221</div></td>
</tr>
</table>
<p style="font-size:13px;color:#777;">The code expires in 10 minutes. Questions? Call 1-877-555-0143 (daily 6 am &ndash; 10 pm Atlantic).</p>`,
      foot: HL_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- shelfmark-reader (en, self-hosted)

const shelfmark: Mail[] = [
  {
    family: "shelfmark-reader",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://books.hollins-family.net/invite/accept/7c1fb0e2-44d9-4b55-9e3a-2c8d10a7f6e1",
    from: "Shelfmark <shelfmark@books.hollins-family.net>",
    subject: '[Shelfmark] Dana Hollins invited you to the library "Family Books"',
    date: d("2026-01-18T20:44:02Z"),
    enc: "7bit",
    html: null,
    text: `Hello,

Dana Hollins has invited you to join the library "Family Books" on this Shelfmark server.

Open the invitation to set up your account:
<https://books.hollins-family.net/invite/accept/7c1fb0e2-44d9-4b55-9e3a-2c8d10a7f6e1>

This invitation is valid for 72 hours and can be used once.

--
Sent by Shelfmark 2.8.1 at https://books.hollins-family.net
You are receiving this because an administrator entered your address.
`,
  },
  {
    family: "shelfmark-reader",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://books.hollins-family.net/auth/reset?uid=14&token=cd9a3e-6b0f77e2b81a4c05d3",
    from: "Shelfmark <shelfmark@books.hollins-family.net>",
    subject: "[Shelfmark] Password reset",
    date: d("2026-03-02T09:12:48Z"),
    enc: "7bit",
    html: null,
    text: `Hi sam,

A password reset was requested for your account on Shelfmark (books.hollins-family.net).

If you made this request, copy and paste this URL into your browser:

    https://books.hollins-family.net/auth/reset?uid=14&token=cd9a3e-6b0f77e2b81a4c05d3

The link expires in 2 hours.

If you did not request a reset, ignore this email. Request came from 192.168.1.23.

--
Shelfmark 2.8.1
`,
  },
  {
    family: "shelfmark-reader",
    group: "negative",
    lang: "en",
    kind: "loan-reminder",
    code: null,
    link: null,
    from: "Shelfmark <shelfmark@books.hollins-family.net>",
    subject: "[Shelfmark] 2 books are due back on Sunday",
    date: d("2026-03-20T07:00:00Z"),
    enc: "7bit",
    html: null,
    text: `Hi sam,

These loans from "Family Books" end on Sunday, March 22, 2026:

  * The Left Hand of Darkness - Ursula K. Le Guin (ISBN 978-0-441-47812-5)
  * A Psalm for the Wild-Built - Becky Chambers (ISBN 978-1-250-23621-0)

You can extend a loan once from your shelf:
<https://books.hollins-family.net/shelf>

--
Shelfmark 2.8.1 at https://books.hollins-family.net
To stop these reminders, change your notification settings.
`,
  },
];

// ---------------------------------------------------------------- pinwheel-payroll (en)

const PW_FOOT = `Pinwheel Payroll, Inc. &middot; 500 W. Madison St., Floor 21, Chicago, IL 60661<br>
<a href="https://url9921.pinwheelpay.com/ls/click?upn=help-center" style="color:#8a8f98;">Help Center</a> &middot; <a href="https://pinwheelpay.com/privacy" style="color:#8a8f98;">Privacy</a> &middot; <a href="https://pinwheelpay.com/security" style="color:#8a8f98;">Security</a>`;

const pinwheel: Mail[] = [
  {
    family: "pinwheel-payroll",
    group: "negative",
    lang: "en",
    kind: "paystub-ready",
    code: null,
    link: null,
    from: "Pinwheel Payroll <notifications@pinwheelpay.com>",
    subject: "Your pay stub from Larkspur Design Co. is ready",
    date: d("2026-10-16T11:30:05Z"),
    enc: "qp",
    text: `Hi Sam,

Larkspur Design Co. ran payroll. Your pay stub for Oct 1 - Oct 15, 2026 is ready.

Net pay: $2,184.37
Pay date: Friday, October 16, 2026
Deposited to: Checking •••• 6612

View details: https://url9921.pinwheelpay.com/ls/click?upn=paystub-20261016

Pinwheel Payroll, Inc., 500 W. Madison St., Floor 21, Chicago, IL 60661
`,
    html: page({
      lang: "en",
      title: "Pay stub ready",
      pre: "Net pay $2,184.37, deposited Oct 16",
      brand: "Pinwheel",
      logo: "https://assets.pinwheelpay.com/email/pinwheel-logo.png",
      body: `<p>Hi Sam,</p>
<p>Larkspur Design Co. ran payroll. Your pay stub for <strong>Oct 1 &ndash; Oct 15, 2026</strong> is ready.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;background:#f4f1fb;border-radius:8px;">
<tr><td align="center" style="padding:16px 0 0;font-size:13px;color:#6b5ca5;">Net pay</td></tr>
<tr><td align="center" style="padding:0 0 6px;font-size:40px;font-weight:bold;color:#3d2b86;">$2,184.37</td></tr>
<tr><td align="center" style="padding:0 0 16px;font-size:13px;color:#777;">Deposited Friday, October 16 to Checking &bull;&bull;&bull;&bull; 6612</td></tr>
</table>
${btn("https://url9921.pinwheelpay.com/ls/click?upn=paystub-20261016", "View details", "#3d2b86")}`,
      foot: PW_FOOT,
    }),
  },
  {
    family: "pinwheel-payroll",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://url9921.pinwheelpay.com/ls/click?upn=onboard-7Yt2pWq0Z-2FkLm4&e=emp_55812",
    from: "Pinwheel Payroll <notifications@pinwheelpay.com>",
    subject: "Larkspur Design Co. invited you to Pinwheel",
    date: d("2026-09-28T15:02:44Z"),
    enc: "qp",
    text: `Welcome to Pinwheel, Sam!

Larkspur Design Co. uses Pinwheel to pay its team. Set up your account to add your bank details, tax withholding and address before your first payday (Oct 16, 2026).

Open your invitation:
https://url9921.pinwheelpay.com/ls/click?upn=onboard-7Yt2pWq0Z-2FkLm4&e=emp_55812

The invitation expires in 14 days. Questions about your pay? Ask your employer's admin, Priya Raman.
`,
    html: page({
      lang: "en",
      title: "You're invited",
      pre: "Set up your account before your first payday on Oct 16",
      brand: "Pinwheel",
      logo: "https://assets.pinwheelpay.com/email/pinwheel-logo.png",
      body: `<h1 style="font-size:22px;margin:0 0 10px 0;color:#3d2b86;">Welcome to Pinwheel, Sam!</h1>
<p>Larkspur Design Co. uses Pinwheel to pay its team. Set up your account to add your bank details, tax withholding and address before your first payday (<strong>Oct 16, 2026</strong>).</p>
${vml("https://url9921.pinwheelpay.com/ls/click?upn=onboard-7Yt2pWq0Z-2FkLm4&amp;e=emp_55812", "Open", "#3d2b86", 160)}
<p style="font-size:13px;color:#777;">The invitation expires in 14 days. Questions about your pay? Ask your employer's admin, Priya Raman.</p>`,
      foot: PW_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- copperline-forum (en, self-hosted)

const copperline: Mail[] = [
  {
    family: "copperline-forum",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://forum.copperline-makers.org/account/activate/b5e07a3c1d9f42e8a6b1c0d7e2f3a4b5",
    from: "Copperline Makers Forum <noreply@forum.copperline-makers.org>",
    subject: "[Copperline Makers Forum] Activate your account",
    date: d("2026-04-04T13:55:29Z"),
    enc: "7bit",
    html: null,
    text: `Welcome to Copperline Makers Forum!

Before you can post, please activate your account (username: sreader).

Activation link:
https://forum.copperline-makers.org/account/activate/b5e07a3c1d9f42e8a6b1c0d7e2f3a4b5

If the link does not work, copy it into your browser's address bar.
Unactivated accounts are removed after 7 days.

Forum rules: https://forum.copperline-makers.org/rules
`,
  },
  {
    family: "copperline-forum",
    group: "negative",
    lang: "en",
    kind: "digest",
    code: null,
    link: null,
    from: "Copperline Makers Forum <noreply@forum.copperline-makers.org>",
    subject: "[Copperline Makers Forum] Weekly summary: 14 new topics",
    date: d("2026-04-12T06:00:00Z"),
    enc: "qp",
    text: `Weekly summary for sreader

Popular topics this week:
- Reflow oven from a $30 toaster: part 3 (42 replies)
  https://forum.copperline-makers.org/t/reflow-oven-part-3/8812
- Which 3D printer under $400 in 2026? (37 replies)
  https://forum.copperline-makers.org/t/printer-under-400/8790
- Show & tell: LoRa weather station (19 replies)
  https://forum.copperline-makers.org/t/lora-weather-station/8804

Unsubscribe from summaries: https://forum.copperline-makers.org/email/unsubscribe/sum_33f1a0
`,
    html: page({
      lang: "en",
      title: "Weekly summary",
      pre: "14 new topics, 212 new posts since last week",
      brand: "Copperline Makers Forum",
      body: `<p style="font-size:13px;color:#777;">Weekly summary for <strong>sreader</strong></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="8"><tr>
<td align="center" style="background:#fbf3ec;border-radius:6px;padding:10px;"><div style="font-size:34px;font-weight:bold;color:#b5651d;">14</div><div style="font-size:12px;color:#777;">new topics</div></td>
<td align="center" style="background:#fbf3ec;border-radius:6px;padding:10px;"><div style="font-size:34px;font-weight:bold;color:#b5651d;">212</div><div style="font-size:12px;color:#777;">new posts</div></td>
<td align="center" style="background:#fbf3ec;border-radius:6px;padding:10px;"><div style="font-size:34px;font-weight:bold;color:#b5651d;">38</div><div style="font-size:12px;color:#777;">new members</div></td>
</tr></table>
<h3 style="margin:18px 0 6px;">Popular topics</h3>
<p><a href="https://forum.copperline-makers.org/t/reflow-oven-part-3/8812" style="color:#b5651d;">Reflow oven from a $30 toaster: part 3</a> &middot; 42 replies</p>
<p><a href="https://forum.copperline-makers.org/t/printer-under-400/8790" style="color:#b5651d;">Which 3D printer under $400 in 2026?</a> &middot; 37 replies</p>
<p><a href="https://forum.copperline-makers.org/t/lora-weather-station/8804" style="color:#b5651d;">Show &amp; tell: LoRa weather station</a> &middot; 19 replies</p>
${btn("https://forum.copperline-makers.org/latest", "Read more &raquo;", "#b5651d")}`,
      foot:
        `<a href="https://forum.copperline-makers.org/email/unsubscribe/sum_33f1a0" style="color:#8a8f98;">Unsubscribe from summaries</a> &middot; <a href="https://forum.copperline-makers.org/my/preferences/emails" style="color:#8a8f98;">Email preferences</a>`,
    }),
  },
];

// ---------------------------------------------------------------- orchard-savings (en)

const OS_FOOT =
  `Orchard Savings Bank, Member FDIC &middot; 88 Pleasant Street, Northampton, MA 01060 &middot; 1-800-555-0199<br>
Orchard Savings will never ask for your code by phone, text or email.<br>
<a href="https://www.orchardsavings.com/privacy" style="color:#8a8f98;">Privacy</a> &middot; <a href="https://www.orchardsavings.com/security-center" style="color:#8a8f98;">Security Center</a>`;

const orchard: Mail[] = [
  {
    family: "orchard-savings",
    group: "consumer",
    lang: "en",
    kind: "transfer-code",
    code: "774105",
    link: null,
    from: "Orchard Savings Bank <alerts@notify.orchardsavings.com>",
    subject: "Approve your transfer of $1,250.00",
    date: d("2026-05-27T16:44:18Z"),
    enc: "b64",
    text: `Approve your transfer

You asked to send $1,250.00 to M. Alvarez (account ending 0937) on 05/27/2026.

To approve this transfer in online banking, enter this code: 774105

The code works for 5 minutes and only for this transfer. If you did not start this transfer, call us at 1-800-555-0199 right away.

Transfer ID: TRF-2026-05-27-118402
`,
    html: page({
      lang: "en",
      title: "Approve your transfer",
      pre: "Code for your $1,250.00 transfer to M. Alvarez",
      brand: "Orchard Savings Bank",
      logo: "https://www.orchardsavings.com/email/logo-orchard.png",
      body: `<h1 style="font-size:20px;margin:0 0 10px;color:#2f5d2a;">Approve your transfer</h1>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f6f8f4;border-radius:6px;">
<tr><td style="color:#777;">Amount</td><td align="right" style="font-size:20px;"><strong>$1,250.00</strong></td></tr>
<tr><td style="color:#777;">To</td><td align="right">M. Alvarez (&bull;&bull;&bull;&bull;0937)</td></tr>
<tr><td style="color:#777;">Date</td><td align="right">05/27/2026</td></tr>
<tr><td style="color:#777;">Transfer ID</td><td align="right">TRF-2026-05-27-118402</td></tr>
</table>
<p style="margin-top:18px;">To approve this transfer in online banking, enter this code:</p>
<p style="text-align:center;font:bold 34px 'Courier New',monospace;color:#2f5d2a;margin:8px 0 18px;">${
        spans("774105", "padding:0 3px;")
      }</p>
<p style="font-size:13px;color:#777;">The code works for 5 minutes and only for this transfer. If you did not start this transfer, call us at 1-800-555-0199 right away.</p>`,
      foot: OS_FOOT,
    }),
  },
  {
    family: "orchard-savings",
    group: "negative",
    lang: "en",
    kind: "card-alert",
    code: null,
    link: null,
    from: "Orchard Savings Bank <alerts@notify.orchardsavings.com>",
    subject: "We paused your debit card ending 2290",
    date: d("2026-06-11T03:12:09Z"),
    enc: "b64",
    text: `We paused your debit card ending 2290

We declined a card purchase that looked unusual and paused your card to protect you.

Merchant: ELECTROHUB ONLINE 8832
Amount: $689.99
Time: 06/10/2026 11:12 PM ET

If you recognize this purchase, you can unpause your card in the app. If you don't, call us at 1-800-555-0199.

Review activity: https://www.orchardsavings.com/signin?next=/cards/activity
`,
    html: page({
      lang: "en",
      title: "Card paused",
      pre: "We declined a $689.99 purchase that looked unusual",
      brand: "Orchard Savings Bank",
      logo: "https://www.orchardsavings.com/email/logo-orchard.png",
      body: `<h1 style="font-size:20px;margin:0 0 10px;color:#a33;">We paused your debit card ending 2290</h1>
<p>We declined a card purchase that looked unusual and paused your card to protect you.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #eee;">
<tr><td style="color:#777;">Merchant</td><td>ELECTROHUB ONLINE 8832</td></tr>
<tr><td style="color:#777;">Amount</td><td><strong>$689.99</strong></td></tr>
<tr><td style="color:#777;">Time</td><td>06/10/2026 11:12 PM ET</td></tr>
</table>
<p>If you recognize this purchase, you can unpause your card in the app. If you don't, call us at 1-800-555-0199.</p>
${btn("https://www.orchardsavings.com/signin?next=/cards/activity", "Review activity", "#2f5d2a")}`,
      foot: OS_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- nestwise-home (en)

const NW_FOOT = `Nestwise Home, Inc. &middot; 1200 Pine Ave, Suite 300, Boulder, CO 80302<br>
<a href="https://help.nestwise.io" style="color:#8a8f98;">Help</a> &middot; <a href="https://nestwise.io/privacy" style="color:#8a8f98;">Privacy</a><br>
<a href="https://apps.apple.com/us/app/nestwise/id1600228431"><img src="https://nestwise.io/email/badge-appstore.png" alt="Download on the App Store" width="120" height="40" style="border:0;"></a>`;

const nestwise: Mail[] = [
  {
    family: "nestwise-home",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.nestwise.io/e/c/home-invite?t=hv_9Lq2Xw7mB4zR",
    from: "Nestwise <hello@nestwise.io>",
    subject: 'Jordan shared "Maple St House" with you',
    date: d("2026-02-20T23:18:40Z"),
    enc: "qp",
    text: `Jordan Lee invited you to join the home "Maple St House" on Nestwise.

You'll be able to see cameras, unlock the front door and adjust the thermostat.

Join home: https://links.nestwise.io/e/c/home-invite?t=hv_9Lq2Xw7mB4zR

Don't know Jordan? Just ignore this email.
`,
    html: page({
      lang: "en",
      title: "Home invitation",
      pre: "See cameras, unlock the door and adjust the thermostat",
      brand: "Nestwise",
      logo: "https://nestwise.io/email/logo.png",
      body:
        `<p style="text-align:center;"><img src="https://nestwise.io/email/house-illustration.png" width="220" height="140" alt=""></p>
<p style="text-align:center;font-size:18px;"><strong>Jordan Lee</strong> invited you to join<br>&ldquo;Maple St House&rdquo;</p>
<p style="text-align:center;">You'll be able to see cameras, unlock the front door and adjust the thermostat.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" style="margin:20px auto;"><tr><td align="center" bgcolor="#ff7a45" style="border-radius:24px;">
<a href="https://links.nestwise.io/e/c/home-invite?t=hv_9Lq2Xw7mB4zR" style="display:inline-block;padding:12px 40px;color:#fff;font:bold 16px Arial,sans-serif;text-decoration:none;">Join</a>
</td></tr></table>
<p style="text-align:center;font-size:13px;color:#888;">Don't know Jordan? Just ignore this email.</p>`,
      foot: NW_FOOT,
    }),
  },
  {
    family: "nestwise-home",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: "https://links.nestwise.io/e/c/approve-email?t=ec_Rr81vN3kPq&src=old",
    from: "Nestwise <security@nestwise.io>",
    to: "Sam Reader <sam.reader@inbox.example>",
    subject: "Approve the change of your Nestwise email",
    date: d("2026-05-05T12:01:27Z"),
    enc: "qp",
    text: `Approve email change

Someone signed in to your Nestwise account and asked to change its email
from sam.reader@inbox.example to sam.home@newmail.example.

Because your account controls door locks, we need you to approve this from your current address.

Approve the change:
https://links.nestwise.io/e/c/approve-email?t=ec_Rr81vN3kPq&src=old

If you didn't ask for this, don't click. Your email stays the same and you can change your password in the app.
Requested: May 5, 2026, 6:01 AM MDT, iPhone, Denver, CO
`,
    html: page({
      lang: "en",
      title: "Approve email change",
      pre: "We need you to approve this from your current address",
      brand: "Nestwise",
      logo: "https://nestwise.io/email/logo.png",
      body: `<h2 style="margin:0 0 10px;">Approve email change</h2>
<p>Someone signed in to your Nestwise account and asked to change its email from <strong>sam.reader@inbox.example</strong> to <strong>sam.home@newmail.example</strong>.</p>
<p>Because your account controls door locks, we need you to approve this from your current address.</p>
${btn("https://links.nestwise.io/e/c/approve-email?t=ec_Rr81vN3kPq&amp;src=old", "Click here", "#ff7a45")}
<p style="font-size:13px;color:#777;">If you didn't ask for this, don't click. Your email stays the same and you can change your password in the app.<br>Requested: May 5, 2026, 6:01 AM MDT &middot; iPhone &middot; Denver, CO</p>`,
      foot: NW_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- kiraana-ghar (hi)

const KG_FOOT = `किराना घर रिटेल प्रा. लि. · प्लॉट 27, सेक्टर 18, गुरुग्राम, हरियाणा 122015 · ग्राहक सेवा 1800-210-4477<br>
<a href="https://www.kiraanaghar.in/help" style="color:#8a8f98;">सहायता</a> · <a href="https://www.kiraanaghar.in/privacy" style="color:#8a8f98;">गोपनीयता नीति</a>`;

const kiraana: Mail[] = [
  {
    family: "kiraana-ghar",
    group: "regional",
    lang: "hi",
    kind: "delivery-otp",
    code: "9062",
    link: null,
    from: "किराना घर <orders@kiraanaghar.in>",
    subject: "आपका ऑर्डर रास्ते में है – डिलीवरी OTP",
    date: d("2026-10-26T05:48:33Z"),
    enc: "b64",
    text: `नमस्ते राहुल जी,

आपका ऑर्डर #KG-55120873 डिलीवरी के लिए निकल चुका है और लगभग 30 मिनट में पहुँचेगा।

डिलीवरी OTP: 9062
सामान मिलने पर ही यह OTP डिलीवरी पार्टनर को बताएँ।

कुल राशि: ₹1,486.00 (कैश ऑन डिलीवरी)
डिलीवरी पार्टनर: सुनील, +91 98110 42276
पता: फ्लैट 402, सनराइज़ अपार्टमेंट, सेक्टर 45, गुरुग्राम 122003

ग्राहक सेवा: 1800-210-4477
`,
    html: page({
      lang: "hi",
      title: "डिलीवरी OTP",
      pre: "डिलीवरी OTP 9062 – सामान मिलने पर ही बताएँ",
      brand: "किराना घर",
      logo: "https://cdn.kiraanaghar.in/mail/logo.png",
      body: `<p>नमस्ते राहुल जी,</p>
<p>आपका ऑर्डर डिलीवरी के लिए निकल चुका है और लगभग <strong>30 मिनट</strong> में पहुँचेगा।</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="margin:14px 0;border:1px solid #e3e3e3;border-radius:6px;font-size:14px;">
<tr><td style="color:#777;">ऑर्डर नंबर</td><td align="right"><strong>#KG-55120873</strong></td></tr>
<tr style="background:#fff7e0;"><td style="color:#777;">डिलीवरी OTP</td><td align="right" style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#c25e00;">9062</td></tr>
<tr><td style="color:#777;">कुल राशि</td><td align="right">₹1,486.00 (कैश ऑन डिलीवरी)</td></tr>
<tr><td style="color:#777;">डिलीवरी पार्टनर</td><td align="right">सुनील, +91 98110 42276</td></tr>
</table>
<p>सामान मिलने पर ही यह OTP डिलीवरी पार्टनर को बताएँ।</p>
<p style="font-size:13px;color:#777;">पता: फ्लैट 402, सनराइज़ अपार्टमेंट, सेक्टर 45, गुरुग्राम 122003</p>`,
      foot: KG_FOOT,
    }),
  },
  {
    family: "kiraana-ghar",
    group: "negative",
    lang: "hi",
    kind: "refund-notice",
    code: null,
    link: null,
    from: "किराना घर <orders@kiraanaghar.in>",
    subject: "रिफ़ंड शुरू हो गया है – ऑर्डर #KG-55098812",
    date: d("2026-10-20T09:15:51Z"),
    enc: "b64",
    text: `नमस्ते राहुल जी,

आपके रद्द किए गए ऑर्डर #KG-55098812 का रिफ़ंड शुरू कर दिया गया है।

रिफ़ंड राशि: ₹342.50
माध्यम: UPI (rahul@okbank)
रिफ़ंड संदर्भ संख्या: RFN 6620 1187 45

राशि 3-5 कार्यदिवस में आपके खाते में आ जाएगी।

विवरण देखें: https://www.kiraanaghar.in/orders/KG-55098812
`,
    html: page({
      lang: "hi",
      title: "रिफ़ंड",
      pre: "₹342.50 का रिफ़ंड 3-5 कार्यदिवस में",
      brand: "किराना घर",
      logo: "https://cdn.kiraanaghar.in/mail/logo.png",
      body: `<p>नमस्ते राहुल जी,</p>
<p>आपके रद्द किए गए ऑर्डर <strong>#KG-55098812</strong> का रिफ़ंड शुरू कर दिया गया है।</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:14px 0;background:#eefaf0;border-radius:6px;">
<tr><td align="center" style="padding:14px 0 0;font-size:13px;color:#666;">रिफ़ंड राशि</td></tr>
<tr><td align="center" style="padding:0 0 6px;font-size:36px;font-weight:bold;color:#1b7f3b;">₹342.50</td></tr>
<tr><td align="center" style="padding:0 0 14px;font-size:13px;color:#666;">संदर्भ संख्या: RFN 6620 1187 45</td></tr>
</table>
<p>राशि 3-5 कार्यदिवस में आपके UPI खाते (rahul@okbank) में आ जाएगी।</p>
${btn("https://www.kiraanaghar.in/orders/KG-55098812", "विवरण देखें", "#c25e00")}`,
      foot: KG_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- knihomol-cz (cs)

const KN_FOOT = `Knihomol.cz s.r.o. · Vinohradská 1511/230, 100 00 Praha 10 · IČO 07184221 · tel. 222 361 540<br>
<a href="https://www.knihomol.cz/obchodni-podminky" style="color:#8a8f98;">Obchodní podmínky</a> · <a href="https://www.knihomol.cz/ochrana-osobnich-udaju" style="color:#8a8f98;">Ochrana osobních údajů</a>`;

const knihomol: Mail[] = [
  {
    family: "knihomol-cz",
    group: "regional",
    lang: "cs",
    kind: "verify-link",
    code: null,
    link: "https://www.knihomol.cz/registrace/potvrzeni?h=4a9d1c7e0b52f3a8",
    from: "Knihomol.cz <info@knihomol.cz>",
    subject: "Potvrďte prosím svou registraci",
    date: d("2026-05-06T11:27:14Z"),
    enc: "qp",
    text: `Dobrý den,

děkujeme za registraci v knihkupectví Knihomol.cz.

Registraci dokončíte kliknutím na tento odkaz:
https://www.knihomol.cz/registrace/potvrzeni?h=4a9d1c7e0b52f3a8

Pokud jste se neregistrovali, e-mail prosím ignorujte.

Váš Knihomol.cz
`,
    html: page({
      lang: "cs",
      title: "Potvrzení registrace",
      pre: "Už jen jeden krok a můžete nakupovat",
      brand: "Knihomol.cz",
      logo: "https://www.knihomol.cz/img/mail/knihomol-logo.png",
      body: `<p>Dobrý den,</p>
<p>děkujeme za registraci v knihkupectví Knihomol.cz. Registraci dokončíte kliknutím na tlačítko:</p>
${vml("https://www.knihomol.cz/registrace/potvrzeni?h=4a9d1c7e0b52f3a8", "Potvrdit registraci", "#7a1f2b", 240)}
<p style="font-size:13px;color:#777;">Pokud jste se neregistrovali, e-mail prosím ignorujte.</p>
<p>Váš Knihomol.cz</p>`,
      foot: KN_FOOT,
    }),
  },
  {
    family: "knihomol-cz",
    group: "regional",
    lang: "cs",
    kind: "newsletter-confirm",
    code: null,
    link: "https://newsletter.knihomol.cz/optin/confirm?sid=88213&k=Zt4pQ0m",
    from: "Knihomol.cz <novinky@knihomol.cz>",
    subject: "Ještě potvrďte odběr novinek",
    date: d("2026-05-06T11:29:02Z"),
    enc: "qp",
    text: `Dobrý den,

přihlásili jste se k odběru novinek Knihomol.cz. Aby vám začaly chodit, potvrďte prosím odběr:

https://newsletter.knihomol.cz/optin/confirm?sid=88213&k=Zt4pQ0m

Jako poděkování dostanete slevový kód na 10 % na první nákup (platí do 30. 6. 2026).
`,
    html: page({
      lang: "cs",
      title: "Potvrzení odběru",
      pre: "Potvrďte odběr a získejte 10 % slevu",
      brand: "Knihomol.cz",
      logo: "https://www.knihomol.cz/img/mail/knihomol-logo.png",
      body: `<p>Dobrý den,</p>
<p>přihlásili jste se k odběru novinek Knihomol.cz. Aby vám začaly chodit, potvrďte prosím odběr:</p>
<p style="margin:22px 0;"><a href="https://newsletter.knihomol.cz/optin/confirm?sid=88213&amp;k=Zt4pQ0m"><img src="https://www.knihomol.cz/img/mail/btn-potvrdit-odber.png" alt="Potvrdit odběr" width="220" height="46" style="display:block;border:0;"></a></p>
<p style="font-size:13px;color:#777;">Jako poděkování dostanete slevový kód na 10 % na první nákup (platí do 30. 6. 2026).</p>`,
      foot: KN_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- kopi-langganan (id)

const KL_FOOT =
  `PT Kopi Langganan Nusantara · Jl. Kemang Raya No. 17, Jakarta Selatan 12730 · WhatsApp 0812-8800-4412<br>
<a href="https://kopilangganan.id/bantuan" style="color:#8a8f98;">Bantuan</a> · <a href="https://kopilangganan.id/kebijakan-privasi" style="color:#8a8f98;">Kebijakan Privasi</a>`;

const kopi: Mail[] = [
  {
    family: "kopi-langganan",
    group: "regional",
    lang: "id",
    kind: "login-code",
    code: "427180",
    link: null,
    from: "Kopi Langganan <halo@kopilangganan.id>",
    subject: "Kode masuk Kopi Langganan kamu",
    date: d("2026-08-14T01:09:27Z"),
    enc: "qp",
    text: `Hai Dewi,

Kode masuk kamu: 427180

Masukkan kode ini di aplikasi dalam 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk kurir atau tim kami.

Langganan aktif: Paket Robusta Lampung 500 g / 2 minggu (Rp129.000)
`,
    html: page({
      lang: "id",
      title: "Kode masuk",
      pre: "427180 adalah kode masuk kamu. Berlaku 5 menit.",
      brand: "Kopi Langganan",
      logo: "https://kopilangganan.id/mail/logo.png",
      body: `<p>Hai Dewi,</p>
<p>Masukkan kode ini di aplikasi dalam 5 menit:</p>
<div style="margin:20px auto;width:260px;padding:14px 0;text-align:center;background:#3e2723;color:#ffe0b2;border-radius:10px;font:bold 30px Arial,sans-serif;letter-spacing:0.4em;">427180</div>
<p style="font-size:13px;color:#777;">Jangan berikan kode ini kepada siapa pun, termasuk kurir atau tim kami.</p>
<p style="font-size:13px;color:#777;">Langganan aktif: Paket Robusta Lampung 500 g / 2 minggu (Rp129.000)</p>`,
      foot: KL_FOOT,
    }),
  },
  {
    family: "kopi-langganan",
    group: "negative",
    lang: "id",
    kind: "renewal-notice",
    code: null,
    link: null,
    from: "Kopi Langganan <halo@kopilangganan.id>",
    subject: "Pengiriman berikutnya: 28 Agustus 2026",
    date: d("2026-08-25T02:00:00Z"),
    enc: "qp",
    text: `Hai Dewi,

Kopi kamu berikutnya akan dikirim pada Jumat, 28 Agustus 2026.

Paket: Robusta Lampung 500 g
Total: Rp129.000 (akan ditagih ke GoPay 0812-****-7731 pada 27 Agustus)
No. langganan: SUB-00418826

Mau lewati atau ganti biji kopi? Atur langganan: https://kopilangganan.id/akun/langganan
`,
    html: page({
      lang: "id",
      title: "Pengiriman berikutnya",
      pre: "Rp129.000 akan ditagih pada 27 Agustus",
      brand: "Kopi Langganan",
      logo: "https://kopilangganan.id/mail/logo.png",
      body: `<p>Hai Dewi,</p>
<p>Kopi kamu berikutnya akan dikirim pada <strong>Jumat, 28 Agustus 2026</strong>.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#fbf5ef;border-radius:6px;">
<tr><td><img src="https://kopilangganan.id/mail/p/robusta-lampung.jpg" width="64" height="64" alt="Robusta Lampung"></td><td>Robusta Lampung 500 g</td><td align="right" style="font-size:22px;font-weight:bold;">Rp129.000</td></tr>
</table>
<p style="font-size:13px;color:#777;">Akan ditagih ke GoPay 0812-****-7731 pada 27 Agustus · No. langganan SUB-00418826</p>
${btn("https://kopilangganan.id/akun/langganan", "Atur langganan", "#3e2723")}`,
      foot: KL_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- sach-viet-online (vi)

const SV_FOOT = `Công ty TNHH Sách Việt Trực Tuyến · 88 Lý Thường Kiệt, Quận Hoàn Kiếm, Hà Nội · Hotline 1900 6035<br>
<a href="https://sachviet.vn/ho-tro" style="color:#8a8f98;">Hỗ trợ</a> · <a href="https://sachviet.vn/chinh-sach-bao-mat" style="color:#8a8f98;">Chính sách bảo mật</a>`;

const sachviet: Mail[] = [
  {
    family: "sach-viet-online",
    group: "regional",
    lang: "vi",
    kind: "verify-link",
    code: null,
    link: "https://sachviet.vn/tai-khoan/xac-thuc?token=sv_6Gm1Qz8TbK2e",
    from: "Sách Việt <no-reply@sachviet.vn>",
    subject: "Xác thực địa chỉ email của bạn",
    date: d("2026-07-03T03:36:20Z"),
    enc: "b64",
    text: `Chào bạn Minh Anh,

Cảm ơn bạn đã đăng ký tài khoản tại Sách Việt. Vui lòng mở liên kết dưới đây để xác thực email:

https://sachviet.vn/tai-khoan/xac-thuc?token=sv_6Gm1Qz8TbK2e

Liên kết có hiệu lực trong 24 giờ.

Hotline: 1900 6035
`,
    html: page({
      lang: "vi",
      title: "Xác thực email",
      pre: "Chỉ một bước nữa là hoàn tất đăng ký",
      brand: "Sách Việt",
      logo: "https://sachviet.vn/static/mail/logo.png",
      body: `<p>Chào bạn Minh Anh,</p>
<p>Cảm ơn bạn đã đăng ký tài khoản tại Sách Việt. Nhấn nút bên dưới để xác thực email của bạn.</p>
${btn("https://sachviet.vn/tai-khoan/xac-thuc?token=sv_6Gm1Qz8TbK2e", "Tiếp tục", "#c62828")}
<p style="font-size:13px;color:#777;">Liên kết có hiệu lực trong 24 giờ.</p>`,
      foot: SV_FOOT,
    }),
  },
  {
    family: "sach-viet-online",
    group: "negative",
    lang: "vi",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Sách Việt <donhang@sachviet.vn>",
    subject: "Đơn hàng SV2607-33185 đã được xác nhận",
    date: d("2026-07-26T08:42:09Z"),
    enc: "b64",
    text: `Chào bạn Minh Anh,

Đơn hàng SV2607-33185 của bạn đã được xác nhận và đang được đóng gói.

- Dế Mèn phiêu lưu ký (bìa cứng) x1: 145.000đ
- Số đỏ x1: 98.000đ
Phí vận chuyển: 20.000đ
Tổng cộng: 263.000đ (thanh toán khi nhận hàng)

Giao đến: 12 ngõ 45 Trần Duy Hưng, Cầu Giấy, Hà Nội
Dự kiến giao: 28/07/2026

Xem đơn hàng: https://sachviet.vn/don-hang/SV2607-33185
`,
    html: page({
      lang: "vi",
      title: "Đơn hàng đã xác nhận",
      pre: "Tổng cộng 263.000đ - dự kiến giao 28/07/2026",
      brand: "Sách Việt",
      logo: "https://sachviet.vn/static/mail/logo.png",
      body: `<p>Chào bạn Minh Anh,</p>
<p>Đơn hàng <strong>SV2607-33185</strong> của bạn đã được xác nhận và đang được đóng gói.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>Dế Mèn phiêu lưu ký (bìa cứng) x1</td><td align="right">145.000đ</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Số đỏ x1</td><td align="right">98.000đ</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Phí vận chuyển</td><td align="right">20.000đ</td></tr>
<tr><td style="font-size:16px;"><strong>Tổng cộng</strong></td><td align="right" style="font-size:24px;color:#c62828;"><strong>263.000đ</strong></td></tr>
</table>
<p style="font-size:13px;color:#777;">Thanh toán khi nhận hàng · Giao đến: 12 ngõ 45 Trần Duy Hưng, Cầu Giấy, Hà Nội · Dự kiến giao: 28/07/2026</p>
${btn("https://sachviet.vn/don-hang/SV2607-33185", "Xem đơn hàng", "#c62828")}`,
      foot: SV_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- tor-li (he)

const torli: Mail[] = [
  {
    family: "tor-li",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "550937",
    link: null,
    from: "תור לי <noreply@torli.co.il>",
    subject: "קוד האימות שלך לתור לי",
    date: d("2026-09-08T06:25:44Z"),
    enc: "b64",
    text: `שלום נועה,

קוד האימות שלך הוא: 550937

יש להזין את הקוד באפליקציה תוך 10 דקות. אין למסור את הקוד לאף אחד.

לשאלות: 03-7610824 (א'-ה' 9:00-17:00)
תור לי בע"מ, דרך מנחם בגין 132, תל אביב
`,
    html: page({
      lang: "he",
      dir: "rtl",
      title: "קוד אימות",
      pre: "הקוד בתוקף ל-10 דקות",
      brand: "תור לי",
      logo: "https://torli.co.il/mail/logo-he.png",
      body: `<p>שלום נועה,</p>
<p>להשלמת הכניסה לחשבון, יש להזין את הקוד הבא באפליקציה:</p>
<table role="presentation" dir="ltr" align="center" cellpadding="0" cellspacing="6" style="margin:18px auto;"><tr>
${
        [..."550937"].map((c) =>
          `<td style="width:38px;height:46px;text-align:center;border-bottom:3px solid #6a1b9a;font:bold 28px Arial,sans-serif;color:#222;">${c}</td>`
        ).join("\n")
      }
</tr></table>
<p style="font-size:13px;color:#777;">הקוד בתוקף ל-10 דקות. אין למסור את הקוד לאף אחד.</p>`,
      foot:
        `תור לי בע"מ · דרך מנחם בגין 132, תל אביב · 03-7610824<br><a href="https://torli.co.il/privacy" style="color:#8a8f98;">מדיניות פרטיות</a> · <a href="https://torli.co.il/terms" style="color:#8a8f98;">תנאי שימוש</a>`,
    }),
  },
];

// ---------------------------------------------------------------- skyfold-vpn (en)

const SK_FOOT = `Skyfold Networks AB &middot; Kungsgatan 44, 111 35 Stockholm, Sweden<br>
<a href="https://skyfold.net/support" style="color:#8a8f98;">Support</a> &middot; <a href="https://skyfold.net/privacy" style="color:#8a8f98;">No-logs policy</a> &middot; <a href="https://skyfold.net/account/emails" style="color:#8a8f98;">Email settings</a>`;

const skyfold: Mail[] = [
  {
    family: "skyfold-vpn",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "204811",
    link: null,
    from: "Skyfold VPN <account@skyfold.net>",
    subject: "204 811 is your Skyfold login code",
    date: d("2026-11-21T10:14:30Z"),
    enc: "b64",
    text: `Your login code

204 811

Type it in the Skyfold app to finish signing in. It expires in 10 minutes.

Didn't try to log in? Change your password at https://skyfold.net/account/password
`,
    html: page({
      lang: "en",
      title: "Your login code",
      pre: "204 811 - expires in 10 minutes",
      brand: "Skyfold",
      logo: "https://skyfold.net/img/email/skyfold-white.png",
      body: `<h2 style="margin:0 0 14px;color:#101828;">Your login code</h2>
${cells("204811", "background:#101828;color:#5eead4;font:bold 26px Menlo,Consolas,monospace;border-radius:6px;")}
<p style="margin-top:18px;">Type it in the Skyfold app to finish signing in. It expires in 10 minutes.</p>
<p style="font-size:13px;color:#777;">Didn't try to log in? <a href="https://skyfold.net/account/password" style="color:#0e7490;">Change your password</a>.</p>`,
      foot: SK_FOOT,
    }),
  },
  {
    family: "skyfold-vpn",
    group: "negative",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Skyfold VPN <billing@skyfold.net>",
    subject: "Your Skyfold invoice SKY-INV-2026-441908",
    date: d("2026-11-22T00:05:12Z"),
    enc: "b64",
    text: `Thanks for staying with Skyfold.

Invoice: SKY-INV-2026-441908
Plan: Skyfold Plus, 12 months
Amount: EUR 59.88 (incl. VAT 25%)
Charged to: Mastercard ending 5530 on Nov 22, 2026
Next renewal: Nov 22, 2027

Your invoice is attached as a PDF.
`,
    html: page({
      lang: "en",
      title: "Invoice",
      pre: "EUR 59.88 charged for Skyfold Plus, 12 months",
      brand: "Skyfold",
      logo: "https://skyfold.net/img/email/skyfold-white.png",
      body: `<p>Thanks for staying with Skyfold.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #e4e7ec;border-radius:6px;">
<tr><td style="color:#667085;">Invoice</td><td align="right">SKY-INV-2026-441908</td></tr>
<tr><td style="color:#667085;">Plan</td><td align="right">Skyfold Plus, 12 months</td></tr>
<tr><td style="color:#667085;">Charged to</td><td align="right">Mastercard &bull;&bull;&bull;&bull; 5530, Nov 22, 2026</td></tr>
<tr><td style="color:#667085;">Next renewal</td><td align="right">Nov 22, 2027</td></tr>
<tr><td style="font-size:16px;"><strong>Total (incl. VAT 25%)</strong></td><td align="right" style="font-size:26px;"><strong>&euro;59.88</strong></td></tr>
</table>
<p>Your invoice is attached as a PDF.</p>
${btn("https://skyfold.net/account/billing", "Manage subscription", "#0e7490")}`,
      foot: SK_FOOT,
    }),
    attachment: [
      "SKY-INV-2026-441908.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- fernhill-council (en-GB)

const FH_FOOT =
  `Fernhill District Council &middot; Civic Centre, Market Street, Fernhill FH1 2AB &middot; 01632 960 218<br>
<a href="https://www.fernhill.gov.uk/privacy" style="color:#8a8f98;">Privacy notice</a> &middot; <a href="https://www.fernhill.gov.uk/accessibility" style="color:#8a8f98;">Accessibility</a>`;

const fernhill: Mail[] = [
  {
    family: "fernhill-council",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://myaccount.fernhill.gov.uk/verify-email?ref=FDC-BIN-338071&key=9e7c2a51b4",
    from: "Fernhill District Council <noreply@fernhill.gov.uk>",
    subject: "Confirm your email to follow your report FDC-BIN-338071",
    date: d("2026-06-16T08:57:03Z"),
    enc: "qp",
    text: `Dear Sam Reader,

Thank you for reporting a missed bin collection.

Your reference number is: FDC-BIN-338071
Please quote it if you call us on 01632 960 218.

To get updates on this report by email, confirm your email address:
https://myaccount.fernhill.gov.uk/verify-email?ref=FDC-BIN-338071&key=9e7c2a51b4

Reported: 16 June 2026, 09:56
Address: 14 Orchard Close, Fernhill FH3 7QP
Bin: green (garden waste)

Fernhill District Council
`,
    html: page({
      lang: "en-GB",
      title: "Confirm your email",
      pre: "Reference FDC-BIN-338071 - confirm your email to get updates",
      brand: "Fernhill District Council",
      body: `<p>Dear Sam Reader,</p>
<p>Thank you for reporting a missed bin collection.</p>
<div style="margin:16px 0;padding:16px;background:#00703c;color:#ffffff;text-align:center;">
<div style="font-size:15px;">Your reference number</div>
<div style="font-size:32px;font-weight:bold;">FDC-BIN-338071</div>
</div>
<p>Please quote it if you call us on 01632 960 218.</p>
<p>To get updates on this report by email, <a href="https://myaccount.fernhill.gov.uk/verify-email?ref=FDC-BIN-338071&amp;key=9e7c2a51b4" style="color:#1d70b8;font-weight:bold;">confirm your email address</a>.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#505a5f;">Reported</td><td>16 June 2026, 09:56</td></tr>
<tr><td style="color:#505a5f;">Address</td><td>14 Orchard Close, Fernhill FH3 7QP</td></tr>
<tr><td style="color:#505a5f;">Bin</td><td>green (garden waste)</td></tr>
</table>`,
      foot: FH_FOOT,
    }),
  },
  {
    family: "fernhill-council",
    group: "negative",
    lang: "en",
    kind: "case-closed",
    code: null,
    link: null,
    from: "Fernhill District Council <noreply@fernhill.gov.uk>",
    subject: "Update on your report FDC-BIN-338071",
    date: d("2026-06-18T15:30:44Z"),
    enc: "qp",
    text: `Dear Sam Reader,

Your report FDC-BIN-338071 has been closed.

Our crew collected your green bin on 18 June 2026. We're sorry it was missed.

Your next garden waste collection is on Wednesday 1 July 2026.

View your collection calendar: https://www.fernhill.gov.uk/bins/calendar?uprn=100062418855

Fernhill District Council
`,
    html: null,
  },
];

// ---------------------------------------------------------------- deskmate-support (en)

const deskmate: Mail[] = [
  {
    family: "deskmate-support",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "275104",
    link: null,
    from: "Aldgate Audio Support <support@aldgateaudio.deskmate.help>",
    subject: "Verify your email to view ticket #483920",
    date: d("2026-08-09T17:41:26Z"),
    enc: "7bit",
    html: null,
    text: `Hello,

Someone (hopefully you) asked to view support ticket #483920 ("Left earbud not charging")
on the Aldgate Audio help center.

Ticket number:      #483920
Verification code:  275104

Enter the verification code on the help center page. It is valid for 15 minutes.
Keep the ticket number for your records; you don't need to enter it.

--
Aldgate Audio Support
Powered by Deskmate
`,
  },
];

export const mails: Mail[] = [
  ...quillpost,
  ...tarvos,
  ...drukarnia,
  ...zvezdochet,
  ...hondana,
  ...stromfuchs,
  ...cyclo,
  ...ventura,
  ...rutanorte,
  ...gezgin,
  ...polisplein,
  ...bottega,
  ...dalnim,
  ...yunjian,
  ...bokcirkeln,
  ...darb,
  ...harborline,
  ...shelfmark,
  ...pinwheel,
  ...copperline,
  ...orchard,
  ...nestwise,
  ...kiraana,
  ...knihomol,
  ...kopi,
  ...sachviet,
  ...torli,
  ...skyfold,
  ...fernhill,
  ...deskmate,
];
