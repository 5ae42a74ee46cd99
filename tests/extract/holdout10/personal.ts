/**
 * One person's personal inbox in British English over September and October 2026: the shops, bank,
 * streaming, couriers, council, school, surgery, games, newsletters and apps of everyday life, most of it
 * asking for nothing and a minority carrying sign-in codes, delivery PINs, locker codes and links.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026, in UK local time (BST until 25 October). */
function date(month: number, day: number, hh: number, mm: number, ss = 17): string {
  const bst = month < 10 || (month === 10 && day < 25);
  const utc = new Date(Date.UTC(2026, month - 1, day, hh, mm, ss));
  const p = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[utc.getUTCDay()]}, ${p(day)} ${MONTHS[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p(ss)} ${
    bst ? "+0100" : "+0000"
  }`;
}

function unsub(url: string): [string, string][] {
  return [["List-Unsubscribe", `<${url}>`], ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"]];
}

/** A centred 600px card on a grey page, the layout most retailers' ESPs ship. */
function card(opts: {
  title: string;
  pre: string;
  head: string;
  body: string;
  foot: string;
  bg?: string;
  accent?: string;
}): string {
  const bg = opts.bg ?? "#f2f3f5";
  const accent = opts.accent ?? "#1b1f24";
  return `<!DOCTYPE html>
<html lang="en-GB" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="x-apple-disable-message-reformatting">
<title>${opts.title}</title>
<style type="text/css">
  body{margin:0;padding:0;-webkit-text-size-adjust:100%;}
  table{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}
  img{border:0;outline:none;text-decoration:none;}
  @media only screen and (max-width:620px){ .wrap{width:100% !important;} .pad{padding:20px !important;} }
</style>
</head>
<body style="margin:0;padding:0;background-color:${bg};">
<div style="display:none;font-size:1px;color:${bg};line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${opts.pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${bg};">
<tr><td align="center" style="padding:24px 10px;">
  <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-radius:6px;">
    <tr><td style="padding:22px 32px;border-bottom:3px solid ${accent};">${opts.head}</td></tr>
    <tr><td class="pad" style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#2b2f33;">
${opts.body}
    </td></tr>
  </table>
  <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;">
    <tr><td style="padding:20px 32px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#7a8088;text-align:center;">
${opts.foot}
    </td></tr>
  </table>
</td></tr>
</table>
</body>
</html>`;
}

function button(href: string, label: string, colour = "#1b1f24"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
<tr><td align="center" bgcolor="${colour}" style="border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a>
</td></tr>
</table>`;
}

// ---------------------------------------------------------------- Pembury Bank

const pemburyFoot =
  `Pembury Bank plc. Registered in England and Wales no. 04417389. Registered office: 1 Granary Wharf, Leeds LS1 4BR.<br>
Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 218804).<br>
We'll never ask for your full PIN or passcode by email. <a href="https://www.pemburybank.co.uk/security" style="color:#7a8088;">How we keep you safe</a> &middot; <a href="https://www.pemburybank.co.uk/privacy" style="color:#7a8088;">Privacy</a>`;

const pembury: Mail[] = [
  {
    family: "pembury-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Pembury Bank <statements@mail.pemburybank.co.uk>",
    subject: "Your September statement is ready to view",
    date: date(10, 2, 6, 41),
    text: `Pembury Bank

Dear Sam Reader,

Your statement for Everyday Current Account ending 4821 is now ready to view.

Statement period: 2 September 2026 to 1 October 2026
Closing balance: £1,284.67

To read it, log on to Online Banking or open the Pembury app and go to Accounts > Statements. For your security we don't attach statements to emails or include links to log on.

If you'd like to switch back to paper statements, call us on 0345 602 1193 (Mon-Sat 8am-8pm).

Kind regards,
Pembury Bank

Pembury Bank plc. Registered in England and Wales no. 04417389. Registered office: 1 Granary Wharf, Leeds LS1 4BR.
`,
    html: card({
      title: "Your statement is ready",
      pre: "Everyday Current Account ending 4821, closing balance £1,284.67",
      accent: "#0b5d4b",
      head:
        `<img src="https://img.pemburybank.co.uk/email/logo-pembury@2x.png" width="140" height="32" alt="Pembury Bank" style="display:block;">`,
      body: `<p style="margin:0 0 16px;">Dear Sam Reader,</p>
<p style="margin:0 0 16px;">Your statement for <strong>Everyday Current Account ending 4821</strong> is now ready to view.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef6f3;border-radius:4px;margin:0 0 20px;">
<tr><td style="padding:14px 18px;font-size:14px;color:#2b2f33;">Statement period</td><td align="right" style="padding:14px 18px;font-size:14px;">2 Sep 2026 &ndash; 1 Oct 2026</td></tr>
<tr><td style="padding:0 18px 14px;font-size:14px;color:#2b2f33;">Closing balance</td><td align="right" style="padding:0 18px 14px;font-size:18px;font-weight:bold;">&pound;1,284.67</td></tr>
</table>
<p style="margin:0 0 16px;">To read it, log on to Online Banking or open the Pembury app and go to <strong>Accounts &gt; Statements</strong>. For your security we don't attach statements to emails or include links to log on.</p>
<p style="margin:0;">If you'd like to switch back to paper statements, call us on 0345 602 1193 (Mon&ndash;Sat 8am&ndash;8pm).</p>`,
      foot: pemburyFoot,
    }),
    enc: "qp",
  },
  {
    family: "pembury-bank",
    group: "consumer",
    lang: "en",
    kind: "payee-code",
    code: "73920415",
    link: null,
    from: "Pembury Bank <noreply@alerts.pemburybank.co.uk>",
    subject: "Your one-time passcode",
    date: date(9, 14, 19, 2, 44),
    text: `Your Pembury Bank one-time passcode is 73920415

You asked to add a new payee, J BRENNAN (sort code ending 42, account ending 0917), to your account ending 4821.

The passcode expires in 10 minutes. Only enter it in Online Banking or the Pembury app. We'll never call you and ask for it, and nobody from the bank will ever ask you to move money to a "safe account".

If you didn't try to add this payee, call us straight away on 0345 602 1199 (24 hours).

Pembury Bank plc
`,
    html: null,
  },
  {
    family: "pembury-bank",
    group: "consumer",
    lang: "en",
    kind: "card-alert",
    code: null,
    link: null,
    from: "Pembury Bank <noreply@alerts.pemburybank.co.uk>",
    subject: "Card payment of £412.00 to CURRYS ONLINE",
    date: date(10, 19, 21, 37, 5),
    text: `Card payment alert

A payment of £412.00 to CURRYS ONLINE was made with your debit card ending 4821 on 19/10/2026 at 21:36.

If you recognise this payment, you don't need to do anything.

Didn't make this payment? Freeze your card in the Pembury app, then call us on 0345 602 1199. You can also read more at https://www.pemburybank.co.uk/help/card-fraud

You're receiving this because you turned on card alerts for payments over £250. Change your alerts: https://www.pemburybank.co.uk/alerts
`,
    html: card({
      title: "Card payment alert",
      pre: "£412.00 to CURRYS ONLINE on your card ending 4821",
      accent: "#0b5d4b",
      head:
        `<img src="https://img.pemburybank.co.uk/email/logo-pembury@2x.png" width="140" height="32" alt="Pembury Bank" style="display:block;">`,
      body: `<h1 style="margin:0 0 18px;font-size:20px;line-height:26px;color:#0b5d4b;">Card payment alert</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d8e2de;margin:0 0 20px;">
<tr><td style="padding:10px 14px;color:#6b7176;font-size:13px;">Amount</td><td style="padding:10px 14px;font-weight:bold;">&pound;412.00</td></tr>
<tr><td style="padding:10px 14px;color:#6b7176;font-size:13px;border-top:1px solid #d8e2de;">Merchant</td><td style="padding:10px 14px;border-top:1px solid #d8e2de;">CURRYS ONLINE</td></tr>
<tr><td style="padding:10px 14px;color:#6b7176;font-size:13px;border-top:1px solid #d8e2de;">Card</td><td style="padding:10px 14px;border-top:1px solid #d8e2de;">Debit card &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="padding:10px 14px;color:#6b7176;font-size:13px;border-top:1px solid #d8e2de;">When</td><td style="padding:10px 14px;border-top:1px solid #d8e2de;">19/10/2026, 21:36</td></tr>
</table>
<p style="margin:0 0 14px;">If you recognise this payment, you don't need to do anything.</p>
<p style="margin:0;"><strong>Didn't make this payment?</strong> Freeze your card in the Pembury app, then call us on 0345 602 1199. <a href="https://www.pemburybank.co.uk/help/card-fraud" style="color:#0b5d4b;">Read more about card fraud</a>.</p>`,
      foot:
        `You're receiving this because you turned on card alerts for payments over &pound;250. <a href="https://www.pemburybank.co.uk/alerts" style="color:#7a8088;">Change your alerts</a><br><br>${pemburyFoot}`,
    }),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Glowbox (streaming)

const glowboxFoot =
  `<p style="margin:0 0 8px;"><a href="https://help.glowbox.tv" style="color:#9aa0b4;">Help Centre</a> &nbsp;|&nbsp; <a href="https://www.glowbox.tv/account" style="color:#9aa0b4;">Account</a> &nbsp;|&nbsp; <a href="https://www.glowbox.tv/legal/privacy" style="color:#9aa0b4;">Privacy</a> &nbsp;|&nbsp; <a href="https://www.glowbox.tv/legal/terms" style="color:#9aa0b4;">Terms of Use</a></p>
<p style="margin:0;">Glowbox Media UK Ltd, 40 Marshwall Street, London E14 9TP. &copy; 2026 Glowbox.</p>`;

function glowbox(pre: string, inner: string, extraFoot = ""): string {
  return `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#0f1020;">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#0f1020;"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="max-width:560px;">
<tr><td style="padding:36px 24px 12px;"><a href="https://www.glowbox.tv/?utm_source=email"><img src="https://assets.glowbox.tv/mail/glowbox-wordmark-white.png" alt="GLOWBOX" width="118" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:12px 24px 28px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#e9e9f2;font-size:16px;line-height:24px;">
${inner}
</td></tr>
<tr><td style="padding:20px 24px 36px;border-top:1px solid #2a2c44;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#9aa0b4;">
${extraFoot}${glowboxFoot}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const glowboxMails: Mail[] = [
  {
    family: "glowbox-tv",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "605182",
    link: null,
    from: "Glowbox <info@account.glowbox.tv>",
    subject: "Your Glowbox sign-in code",
    date: date(9, 6, 20, 11, 9),
    text: `Hi Sam,

Enter this code to finish signing in to Glowbox on a Samsung Smart TV:

605182

This code expires in 15 minutes.

Not you? Someone may have your password. Change it now in Account > Security, and sign out of all devices.

Questions? Visit help.glowbox.tv

-- The Glowbox team
`,
    html: glowbox(
      "Enter this code to finish signing in on a Samsung Smart TV",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#ffffff;">Your sign-in code</p>
<p style="margin:0 0 20px;">Hi Sam, enter this code to finish signing in to Glowbox on a <strong>Samsung Smart TV</strong>:</p>
<table cellpadding="0" cellspacing="6" role="presentation" style="margin:0 0 20px;"><tr>
<td style="width:44px;height:56px;background:#1d1f38;border-radius:6px;text-align:center;font-size:30px;font-weight:bold;color:#ffcf4d;font-family:Menlo,Consolas,monospace;">6</td>
<td style="width:44px;height:56px;background:#1d1f38;border-radius:6px;text-align:center;font-size:30px;font-weight:bold;color:#ffcf4d;font-family:Menlo,Consolas,monospace;">0</td>
<td style="width:44px;height:56px;background:#1d1f38;border-radius:6px;text-align:center;font-size:30px;font-weight:bold;color:#ffcf4d;font-family:Menlo,Consolas,monospace;">5</td>
<td style="width:44px;height:56px;background:#1d1f38;border-radius:6px;text-align:center;font-size:30px;font-weight:bold;color:#ffcf4d;font-family:Menlo,Consolas,monospace;">1</td>
<td style="width:44px;height:56px;background:#1d1f38;border-radius:6px;text-align:center;font-size:30px;font-weight:bold;color:#ffcf4d;font-family:Menlo,Consolas,monospace;">8</td>
<td style="width:44px;height:56px;background:#1d1f38;border-radius:6px;text-align:center;font-size:30px;font-weight:bold;color:#ffcf4d;font-family:Menlo,Consolas,monospace;">2</td>
</tr></table>
<p style="margin:0 0 16px;color:#b9bcd0;font-size:14px;">This code expires in 15 minutes.</p>
<p style="margin:0;color:#b9bcd0;font-size:14px;">Not you? Someone may have your password. Change it in <a href="https://www.glowbox.tv/account/security" style="color:#ffcf4d;">Account &gt; Security</a> and sign out of all devices.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "glowbox-tv",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Glowbox <billing@account.glowbox.tv>",
    subject: "Your Glowbox receipt – October 2026",
    date: date(10, 6, 4, 12, 51),
    text: `Thanks for being a member, Sam.

Plan: Standard, ad-free HD
Billing period: 6 October 2026 - 5 November 2026
Amount charged: £10.99 (incl. VAT £1.83)
Paid with: Visa ending 4821
Invoice no: GBX-UK-20261006-118402

Your next payment of £10.99 is due on 6 November 2026.

Manage your plan: https://www.glowbox.tv/account/plan
Help Centre: https://help.glowbox.tv

Glowbox Media UK Ltd, 40 Marshwall Street, London E14 9TP. VAT no. GB 381 2290 14.
`,
    html: glowbox(
      "£10.99 charged to Visa ending 4821",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#ffffff;">Thanks for being a member, Sam.</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="font-size:14px;color:#e9e9f2;">
<tr><td style="padding:8px 0;color:#9aa0b4;">Plan</td><td align="right" style="padding:8px 0;">Standard, ad-free HD</td></tr>
<tr><td style="padding:8px 0;color:#9aa0b4;">Billing period</td><td align="right" style="padding:8px 0;">6 Oct 2026 &ndash; 5 Nov 2026</td></tr>
<tr><td style="padding:8px 0;color:#9aa0b4;">Paid with</td><td align="right" style="padding:8px 0;">Visa &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="padding:8px 0;color:#9aa0b4;">Invoice no.</td><td align="right" style="padding:8px 0;">GBX-UK-20261006-118402</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #2a2c44;font-weight:bold;">Total (incl. VAT &pound;1.83)</td><td align="right" style="padding:12px 0;border-top:1px solid #2a2c44;font-weight:bold;font-size:18px;">&pound;10.99</td></tr>
</table>
<p style="margin:20px 0 0;color:#b9bcd0;font-size:14px;">Your next payment of &pound;10.99 is due on 6 November 2026. <a href="https://www.glowbox.tv/account/plan" style="color:#ffcf4d;">Manage your plan</a></p>`,
      `<p style="margin:0 0 8px;">VAT no. GB 381 2290 14</p>`,
    ),
    enc: "qp",
  },
  {
    family: "glowbox-tv",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Glowbox <hello@news.glowbox.tv>",
    subject: "New this week: 'The Tidewatchers' season 3 and more",
    date: date(9, 25, 17, 30, 2),
    text: `New on Glowbox this week

THE TIDEWATCHERS - Season 3, all 8 episodes from Friday 25 September
https://trk.glowbox.tv/c/eJx1Ts1uwyAM/hdOu3UlJFtbadrKlG/title/tidewatchers

LAST ORDERS AT THE ANCHOR - new British comedy, Thursdays
https://trk.glowbox.tv/c/eJx1Tc2OwjAI/title/last-orders

Coming soon: Midwinter Line (16 October)

Watch on TV, phone, tablet or browser.

You're getting this because you're a Glowbox member. Unsubscribe: https://www.glowbox.tv/email-prefs?u=sam.reader%40inbox.example&t=news
Glowbox Media UK Ltd, 40 Marshwall Street, London E14 9TP.
`,
    html: glowbox(
      "The Tidewatchers season 3, Last Orders at the Anchor and what's coming in October",
      `<p style="margin:0 0 18px;font-size:13px;letter-spacing:2px;color:#ffcf4d;">NEW THIS WEEK</p>
<a href="https://trk.glowbox.tv/c/eJx1Ts1uwyAM/hdOu3UlJFtbadrKlG/title/tidewatchers"><img src="https://assets.glowbox.tv/art/tidewatchers-s3-560x315.jpg" width="512" alt="The Tidewatchers, season 3" style="display:block;width:100%;border-radius:8px;"></a>
<p style="margin:16px 0 4px;font-size:20px;font-weight:bold;color:#fff;">The Tidewatchers &ndash; Season 3</p>
<p style="margin:0 0 24px;color:#b9bcd0;">All 8 episodes from Friday 25 September.</p>
<a href="https://trk.glowbox.tv/c/eJx1Tc2OwjAI/title/last-orders"><img src="https://assets.glowbox.tv/art/last-orders-560x315.jpg" width="512" alt="Last Orders at the Anchor" style="display:block;width:100%;border-radius:8px;"></a>
<p style="margin:16px 0 4px;font-size:20px;font-weight:bold;color:#fff;">Last Orders at the Anchor</p>
<p style="margin:0 0 24px;color:#b9bcd0;">New British comedy, new episodes Thursdays.</p>
<p style="margin:0;color:#b9bcd0;">Coming soon: <strong style="color:#fff;">Midwinter Line</strong> (16 October)</p>`,
      `<p style="margin:0 0 8px;">You're getting this because you're a Glowbox member. <a href="https://www.glowbox.tv/email-prefs?u=sam.reader%40inbox.example&amp;t=news" style="color:#9aa0b4;">Unsubscribe</a></p>`,
    ),
    enc: "qp",
    headers: unsub("https://www.glowbox.tv/email-prefs?u=sam.reader%40inbox.example&t=news&one=1"),
  },
];

// ---------------------------------------------------------------- Tunefold (music)

function tunefold(pre: string, inner: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Tunefold</title></head>
<body style="margin:0;padding:0;background:#f7f4ee;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<center>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="max-width:520px;">
<tr><td style="padding:40px 20px 20px;" align="left"><img src="https://static.tunefold.com/email/tf-logo-black-96.png" width="48" height="48" alt="Tunefold"></td></tr>
<tr><td style="padding:0 20px;font-family:Inter,Roboto,Arial,sans-serif;font-size:16px;line-height:25px;color:#191414;">
${inner}
</td></tr>
<tr><td style="padding:36px 20px 40px;font-family:Inter,Roboto,Arial,sans-serif;font-size:11px;line-height:16px;color:#8c8578;">
<a href="https://tunefold.com/legal/terms" style="color:#8c8578;">Terms</a> &middot; <a href="https://tunefold.com/legal/privacy" style="color:#8c8578;">Privacy</a> &middot; <a href="https://support.tunefold.com" style="color:#8c8578;">Support</a><br>
Tunefold AB, Regeringsgatan 19, 111 53 Stockholm, Sweden
<p style="margin:14px 0 0;"><a href="https://apps.apple.com/gb/app/tunefold/id1480221937"><img src="https://static.tunefold.com/email/badge-app-store.png" width="110" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.tunefold.android"><img src="https://static.tunefold.com/email/badge-google-play.png" width="122" alt="Get it on Google Play"></a></p>
</td></tr>
</table>
</center>
</body></html>`;
}

const tunefoldMails: Mail[] = [
  {
    family: "tunefold",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://click.e.tunefold.com/?qs=8f2c1a9d04be7e55a1c3f0d92b6e8a71&u=family-invite&t=JQ7c2V9nRk",
    from: "Tunefold <no-reply@e.tunefold.com>",
    subject: "Priya invited you to join Tunefold Family",
    date: date(9, 3, 22, 4, 38),
    text: `Priya invited you to Tunefold Family

Priya Shah has invited you to join their Tunefold Family plan. You'll get your own Premium account - your own playlists, recommendations and downloads - at no cost to you.

Accept invitation:
https://click.e.tunefold.com/?qs=8f2c1a9d04be7e55a1c3f0d92b6e8a71&u=family-invite&t=JQ7c2V9nRk

You'll need to confirm you live at the same address as the plan manager. The invitation is valid for 7 days.

If you already pay for Premium, your current subscription will be cancelled when you join and any remaining time will be refunded to your card.

Tunefold AB, Regeringsgatan 19, 111 53 Stockholm, Sweden
`,
    html: tunefold(
      "You'll get your own Premium account at no cost to you.",
      `<h1 style="font-size:30px;line-height:36px;margin:0 0 18px;font-weight:800;letter-spacing:-0.5px;">Priya invited you to Tunefold Family</h1>
<p style="margin:0 0 18px;">Priya Shah has invited you to join their Tunefold Family plan. You'll get your own Premium account &mdash; your own playlists, recommendations and downloads &mdash; at no cost to you.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#1ed47a;border-radius:500px;">
<a href="https://click.e.tunefold.com/?qs=8f2c1a9d04be7e55a1c3f0d92b6e8a71&amp;u=family-invite&amp;t=JQ7c2V9nRk" style="display:inline-block;padding:14px 34px;color:#191414;font-weight:700;font-size:14px;letter-spacing:1px;text-decoration:none;text-transform:uppercase;">Accept invitation</a>
</td></tr></table>
<p style="margin:22px 0 12px;font-size:14px;color:#5a544a;">You'll need to confirm you live at the same address as the plan manager. The invitation is valid for 7 days.</p>
<p style="margin:0;font-size:14px;color:#5a544a;">If you already pay for Premium, your current subscription will be cancelled when you join and any remaining time will be refunded to your card.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "tunefold",
    group: "consumer",
    lang: "en",
    kind: "plan-changed",
    code: null,
    link: null,
    from: "Tunefold <no-reply@e.tunefold.com>",
    subject: "You're now on Tunefold Family",
    date: date(9, 4, 7, 55, 20),
    text: `Welcome to the family

You've joined Priya Shah's Tunefold Family plan. Your old Individual plan has been cancelled and we've refunded £6.12 to your Mastercard ending 3307. It can take 3-5 working days to show.

Your playlists, liked songs and downloads haven't changed.

Start listening: https://open.tunefold.com/
Manage your account: https://tunefold.com/account
`,
    html: tunefold(
      "We've refunded £6.12 for the rest of your Individual plan.",
      `<h1 style="font-size:30px;line-height:36px;margin:0 0 18px;font-weight:800;">Welcome to the family</h1>
<p style="margin:0 0 18px;">You've joined Priya Shah's Tunefold Family plan. Your old Individual plan has been cancelled and we've refunded <strong>&pound;6.12</strong> to your Mastercard ending 3307. It can take 3&ndash;5 working days to show.</p>
<p style="margin:0 0 24px;">Your playlists, liked songs and downloads haven't changed.</p>
<p style="margin:0;"><a href="https://open.tunefold.com/" style="color:#191414;font-weight:700;">Start listening</a> &nbsp;&middot;&nbsp; <a href="https://tunefold.com/account" style="color:#191414;font-weight:700;">Manage your account</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "tunefold",
    group: "consumer",
    lang: "en",
    kind: "new-login",
    code: null,
    link: null,
    from: "Tunefold <no-reply@e.tunefold.com>",
    subject: "New login to Tunefold",
    date: date(10, 27, 13, 48, 3),
    text: `Hi Sam,

We noticed a new login to your Tunefold account.

Device: Chrome on Windows
Location: Manchester, United Kingdom (approximate)
Time: 27 October 2026, 13:47 GMT

If this was you, you can ignore this email.

If you don't recognise this login, reset your password straight away at https://tunefold.com/password-reset and sign out everywhere from your account page.
`,
    html: tunefold(
      "Chrome on Windows, Manchester, United Kingdom",
      `<h1 style="font-size:26px;line-height:32px;margin:0 0 18px;font-weight:800;">New login to Tunefold</h1>
<p style="margin:0 0 16px;">Hi Sam, we noticed a new login to your Tunefold account.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 18px;">
<tr><td style="padding:4px 18px 4px 0;color:#8c8578;">Device</td><td>Chrome on Windows</td></tr>
<tr><td style="padding:4px 18px 4px 0;color:#8c8578;">Location</td><td>Manchester, United Kingdom (approximate)</td></tr>
<tr><td style="padding:4px 18px 4px 0;color:#8c8578;">Time</td><td>27 October 2026, 13:47 GMT</td></tr>
</table>
<p style="margin:0 0 12px;">If this was you, you can ignore this email.</p>
<p style="margin:0;">If you don't recognise this login, <a href="https://tunefold.com/password-reset" style="color:#191414;font-weight:700;">reset your password</a> straight away and sign out everywhere from your account page.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Trundle (courier)

function trundle(pre: string, inner: string): string {
  return `<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body bgcolor="#ffffff" style="margin:0;">
<div style="display:none;font-size:0;line-height:0;">${pre}</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#e7ecef"><tr><td align="center" valign="top">
<table width="600" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff">
<tr><td bgcolor="#ff5a1f" height="64" style="padding:0 24px;"><img src="https://www.trundle.co.uk/email/img/trundle-white.png" width="120" height="30" alt="Trundle" border="0" style="display:block;"></td></tr>
<tr><td style="padding:28px 24px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:21px;color:#333333;">
${inner}
</td></tr>
<tr><td bgcolor="#263238" style="padding:20px 24px;font-family:Verdana,Geneva,sans-serif;font-size:11px;line-height:17px;color:#b0bec5;">
Download the Trundle app to track, redirect and rate your deliveries.<br>
<a href="https://www.trundle.co.uk/app?src=email"><img src="https://www.trundle.co.uk/email/img/app-store-badge.png" width="100" alt="App Store" border="0"></a>&nbsp;<a href="https://www.trundle.co.uk/app?src=email&amp;p=android"><img src="https://www.trundle.co.uk/email/img/google-play-badge.png" width="112" alt="Google Play" border="0"></a><br><br>
Trundle Parcel Services Ltd, Unit 7 Pelham Park, Tamworth B78 3HY. Registered in England no. 09182274.<br>
Please don't reply to this email, the inbox isn't monitored. <a href="https://www.trundle.co.uk/contact" style="color:#ffffff;">Contact us</a> &middot; <a href="https://www.trundle.co.uk/privacy" style="color:#ffffff;">Privacy notice</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const trundleMails: Mail[] = [
  {
    family: "trundle-couriers",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Trundle <notifications@trundle.co.uk>",
    subject: "Your Peppermill Home parcel is on its way",
    date: date(9, 9, 8, 2, 11),
    text: `Hi Sam,

Good news - your parcel from Peppermill Home is with us.

Tracking number: TRD 7720 4418 5093
Expected: Thursday 10 September, between 11:20 and 12:20
Delivering to: 14 Harrow Close, Kingsmead, BS7 8QT

Track your parcel: https://track.trundle.co.uk/p/TRD772044185093?e=1

Not going to be in? You can choose a safe place, a neighbour or a different day in the app or at the link above.

Trundle Parcel Services Ltd, Unit 7 Pelham Park, Tamworth B78 3HY.
`,
    html: trundle(
      "Expected Thursday 10 September, 11:20 - 12:20",
      `<p style="margin:0 0 14px;">Hi Sam,</p>
<p style="margin:0 0 18px;font-size:18px;font-weight:bold;color:#ff5a1f;">Your parcel from Peppermill Home is with us</p>
<table width="100%" border="0" cellspacing="0" cellpadding="8" style="border:1px solid #e0e0e0;font-size:13px;">
<tr><td width="40%" style="color:#777777;">Tracking number</td><td><strong>TRD 7720 4418 5093</strong></td></tr>
<tr bgcolor="#fafafa"><td style="color:#777777;">Expected</td><td>Thursday 10 September, 11:20 &ndash; 12:20</td></tr>
<tr><td style="color:#777777;">Delivering to</td><td>14 Harrow Close, Kingsmead, BS7 8QT</td></tr>
</table>
<p style="margin:22px 0;"><a href="https://track.trundle.co.uk/p/TRD772044185093?e=1" style="background:#ff5a1f;color:#ffffff;padding:12px 24px;text-decoration:none;font-weight:bold;display:inline-block;">Track your parcel</a></p>
<p style="margin:0;">Not going to be in? Choose a safe place, a neighbour or a different day in the app or on the tracking page.</p>`,
    ),
  },
  {
    family: "trundle-couriers",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "5193",
    link: null,
    from: "Trundle <notifications@trundle.co.uk>",
    subject: "Today's the day! Your parcel from Larchfield Electricals needs a PIN",
    date: date(10, 22, 7, 31, 40),
    text: `Hi Sam,

Your parcel from Larchfield Electricals is out for delivery today, Thursday 22 October, between 09:45 and 10:45. Your driver is Dean.

Because this is a high-value item, Dean will ask you for a delivery PIN before handing it over.

Your delivery PIN: 5193

Please don't share this PIN with anyone except your driver at the door.

Tracking number: TRD 8104 2296 7731
Track live: https://track.trundle.co.uk/p/TRD810422967731?e=2
`,
    html: trundle(
      "Out for delivery today between 09:45 and 10:45",
      `<p style="margin:0 0 14px;">Hi Sam,</p>
<p style="margin:0 0 14px;">Your parcel from <strong>Larchfield Electricals</strong> is out for delivery today, <strong>Thursday 22 October, between 09:45 and 10:45</strong>. Your driver is Dean.</p>
<p style="margin:0 0 14px;">Because this is a high-value item, Dean will ask you for a delivery PIN before handing it over.</p>
<table border="0" cellspacing="0" cellpadding="0" style="margin:8px 0 18px;"><tr><td style="border:2px dashed #ff5a1f;padding:14px 26px;text-align:center;">
<span style="font-size:12px;color:#777777;text-transform:uppercase;">Your delivery PIN</span><br>
<span style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#263238;font-family:'Courier New',monospace;">5193</span>
</td></tr></table>
<p style="margin:0 0 14px;">Please don't share this PIN with anyone except your driver at the door.</p>
<p style="margin:0;font-size:12px;color:#777777;">Tracking number TRD 8104 2296 7731 &middot; <a href="https://track.trundle.co.uk/p/TRD810422967731?e=2" style="color:#ff5a1f;">Track live</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "trundle-couriers",
    group: "consumer",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Trundle <notifications@trundle.co.uk>",
    subject: "Delivered: your parcel from Peppermill Home",
    date: date(9, 10, 11, 46, 2),
    text: `Your parcel has been delivered

Delivered at 11:44 on Thursday 10 September.
Left in your safe place: Porch.

Tracking number: TRD 7720 4418 5093

See the photo your driver took: https://track.trundle.co.uk/p/TRD772044185093/pod

How did we do? Rate your delivery in the Trundle app.
`,
    html: trundle(
      "Left in your safe place: Porch",
      `<p style="margin:0 0 18px;font-size:18px;font-weight:bold;color:#263238;">Your parcel has been delivered</p>
<p style="margin:0 0 14px;">Delivered at <strong>11:44</strong> on Thursday 10 September.<br>Left in your safe place: <strong>Porch</strong>.</p>
<a href="https://track.trundle.co.uk/p/TRD772044185093/pod"><img src="https://pod.trundle.co.uk/thumb/TRD772044185093.jpg" width="260" alt="Photo of your delivery" style="display:block;border:1px solid #e0e0e0;"></a>
<p style="margin:14px 0 0;font-size:12px;color:#777777;">Tracking number TRD 7720 4418 5093. How did we do? Rate your delivery in the Trundle app.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Lockbay (parcel lockers)

const lockbayMails: Mail[] = [
  {
    family: "lockbay-lockers",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "418337",
    link: null,
    from: "Lockbay <parcels@lockbay.co.uk>",
    subject: "Your parcel is ready to collect at Lockbay Kingsmead Co-op",
    date: date(9, 29, 14, 20, 8),
    text: `Your parcel is ready to collect

Locker: Lockbay Kingsmead Co-op (KGM04)
Address: Co-op car park, 212 Gloucester Road, Kingsmead BS7 8NY
Open: 24/7

Collection code: 418 337

Collect by: 23:59 on Saturday 3 October. After that your parcel goes back to the sender.

How to collect:
1. Tap "Collect" on the locker screen
2. Enter your collection code
3. Your door will open

Parcel from: Nookwell Books (ref. NW-55812093)

Questions? lockbay.co.uk/help
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fdf3d7;font-family:Arial,sans-serif;"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f0dca0;">
<tr><td style="padding:18px 26px;background:#1f2a44;"><img src="https://cdn.lockbay.co.uk/mail/lockbay-logo.png" alt="Lockbay" height="28"></td></tr>
<tr><td style="padding:26px;">
<h2 style="margin:0 0 14px;font-size:22px;color:#1f2a44;">Your parcel is ready to collect</h2>
<p style="margin:0 0 4px;font-size:14px;color:#1f2a44;"><strong>Lockbay Kingsmead Co-op</strong> (KGM04)</p>
<p style="margin:0 0 18px;font-size:13px;color:#5b6478;">Co-op car park, 212 Gloucester Road, Kingsmead BS7 8NY &middot; Open 24/7</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#fdf3d7;padding:20px;">
<div style="font-size:12px;color:#5b6478;letter-spacing:1px;">COLLECTION CODE</div>
<div style="font-size:38px;font-weight:bold;color:#1f2a44;letter-spacing:4px;margin-top:6px;">418 337</div>
</td></tr></table>
<p style="margin:18px 0;font-size:14px;color:#1f2a44;">Collect by <strong>23:59 on Saturday 3 October</strong>. After that your parcel goes back to the sender.</p>
<ol style="margin:0 0 18px;padding-left:20px;font-size:14px;color:#1f2a44;line-height:22px;"><li>Tap &quot;Collect&quot; on the locker screen</li><li>Enter your collection code</li><li>Your door will open</li></ol>
<p style="margin:0;font-size:12px;color:#5b6478;">Parcel from Nookwell Books (ref. NW-55812093)</p>
</td></tr>
<tr><td style="padding:16px 26px;border-top:1px solid #f0dca0;font-size:11px;color:#8a90a0;">
<a href="https://www.lockbay.co.uk/help" style="color:#8a90a0;">Help</a> | <a href="https://www.lockbay.co.uk/lockers" style="color:#8a90a0;">Find a locker</a> | <a href="https://www.lockbay.co.uk/privacy" style="color:#8a90a0;">Privacy</a><br>Lockbay Ltd, 3 Canal Side, Birmingham B1 2JB
</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "lockbay-lockers",
    group: "consumer",
    lang: "en",
    kind: "pickup-reminder",
    code: "418337",
    link: null,
    from: "Lockbay <parcels@lockbay.co.uk>",
    subject: "Reminder: 1 day left to collect your parcel",
    date: date(10, 2, 9, 0, 0),
    text: `Don't forget your parcel

Your parcel from Nookwell Books is still waiting at Lockbay Kingsmead Co-op (KGM04), 212 Gloucester Road, Kingsmead BS7 8NY.

Collection code: 418337
Collect by: 23:59 on Saturday 3 October

Can't make it? Ask someone to collect it for you - just forward them this email.

Lockbay Ltd, 3 Canal Side, Birmingham B1 2JB
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Hartwell's (grocery)

const hartwellsFoot =
  `<a href="https://www.hartwells.co.uk/help?cmp=em_txn" style="color:#5c6b5e;">Help &amp; FAQs</a> &nbsp;&middot;&nbsp; <a href="https://www.hartwells.co.uk/account?cmp=em_txn" style="color:#5c6b5e;">My account</a> &nbsp;&middot;&nbsp; <a href="https://www.hartwells.co.uk/privacy" style="color:#5c6b5e;">Privacy</a><br>
Customer Care 0800 917 3344 &middot; Hartwell &amp; Sons Ltd, Hartwell House, Mill Lane, Reading RG1 6PZ. Company no. 00318452.<br>&copy; Hartwell &amp; Sons 2026`;

const hartwellsHead =
  `<img src="https://img.hartwells.co.uk/email/hartwells-logo-green.png" width="150" alt="Hartwell's" style="display:block;">`;

const hartwellsMails: Mail[] = [
  {
    family: "hartwells",
    group: "consumer",
    lang: "en",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Hartwell's <orders@hartwells.co.uk>",
    subject: "We've got your order (no. 60118274)",
    date: date(9, 11, 21, 15, 52),
    text: `Thanks for your order, Sam

Order number: 60118274
Delivery: Saturday 12 September, 8am - 9am
Address: 14 Harrow Close, Kingsmead, BS7 8QT

Items (23)                       £64.38
Multibuy savings                 -£4.50
Delivery                          £2.00
Estimated total                  £61.88

You can change your order until 11:45pm on Friday 11 September. The final amount may differ slightly if we substitute items or weigh them on the day.

View or change your order: https://www.hartwells.co.uk/orders/60118274?cmp=em_txn

Hartwell & Sons Ltd, Hartwell House, Mill Lane, Reading RG1 6PZ.
`,
    html: card({
      title: "We've got your order",
      pre: "Delivery Saturday 12 September, 8am - 9am",
      accent: "#2f6b3a",
      head: hartwellsHead,
      body:
        `<h1 style="margin:0 0 8px;font-family:Georgia,serif;font-size:24px;color:#2f6b3a;">Thanks for your order, Sam</h1>
<p style="margin:0 0 20px;">Order number <strong>60118274</strong></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;">
<tr><td width="50%" valign="top" style="padding-right:10px;"><div style="font-size:12px;color:#5c6b5e;text-transform:uppercase;">Delivery</div><div>Saturday 12 September<br>8am &ndash; 9am</div></td>
<td width="50%" valign="top"><div style="font-size:12px;color:#5c6b5e;text-transform:uppercase;">Address</div><div>14 Harrow Close<br>Kingsmead, BS7 8QT</div></td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-top:1px solid #dfe6df;">
<tr><td style="padding:8px 0;">Items (23)</td><td align="right">&pound;64.38</td></tr>
<tr><td style="padding:8px 0;color:#c0392b;">Multibuy savings</td><td align="right" style="color:#c0392b;">-&pound;4.50</td></tr>
<tr><td style="padding:8px 0;">Delivery</td><td align="right">&pound;2.00</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #dfe6df;font-weight:bold;">Estimated total</td><td align="right" style="border-top:1px solid #dfe6df;font-weight:bold;">&pound;61.88</td></tr>
</table>
<p style="margin:20px 0 0;font-size:14px;">You can change your order until <strong>11:45pm on Friday 11 September</strong>. The final amount may differ slightly if we substitute items or weigh them on the day.</p>
${button("https://www.hartwells.co.uk/orders/60118274?cmp=em_txn", "View or change your order", "#2f6b3a")}`,
      foot: hartwellsFoot,
    }),
    enc: "qp",
  },
  {
    family: "hartwells",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.hartwells.co.uk/account/reset-password?token=b7Yq2LmX0pTf9cRw4NeVh6AsKd1UzG&cmp=em_pwd",
    from: "Hartwell's <accounts@hartwells.co.uk>",
    subject: "Reset your Hartwell's password",
    date: date(9, 11, 20, 58, 14),
    text: `Hello Sam,

We received a request to reset the password for the Hartwell's account linked to sam.reader@inbox.example.

To choose a new password, open this link within 60 minutes:
https://www.hartwells.co.uk/account/reset-password?token=b7Yq2LmX0pTf9cRw4NeVh6AsKd1UzG&cmp=em_pwd

If you didn't ask to reset your password, you can ignore this email - your password won't change.

Customer Care: 0800 917 3344
Hartwell & Sons Ltd
`,
    html: card({
      title: "Reset your password",
      pre: "This link is valid for 60 minutes",
      accent: "#2f6b3a",
      head: hartwellsHead,
      body: `<p style="margin:0 0 16px;">Hello Sam,</p>
<p style="margin:0 0 16px;">We received a request to reset the password for the Hartwell's account linked to <strong>sam.reader@inbox.example</strong>.</p>
<p style="margin:0;">To choose a new password, click the button below within 60 minutes.</p>
${
        button(
          "https://www.hartwells.co.uk/account/reset-password?token=b7Yq2LmX0pTf9cRw4NeVh6AsKd1UzG&amp;cmp=em_pwd",
          "Reset password",
          "#2f6b3a",
        )
      }
<p style="margin:0 0 16px;font-size:13px;color:#5c6b5e;">Button not working? Copy this into your browser:<br><a href="https://www.hartwells.co.uk/account/reset-password?token=b7Yq2LmX0pTf9cRw4NeVh6AsKd1UzG&amp;cmp=em_pwd" style="color:#2f6b3a;word-break:break-all;">https://www.hartwells.co.uk/account/reset-password?token=b7Yq2LmX0pTf9cRw4NeVh6AsKd1UzG&amp;cmp=em_pwd</a></p>
<p style="margin:0;font-size:13px;color:#5c6b5e;">If you didn't ask to reset your password, you can ignore this email &ndash; your password won't change.</p>`,
      foot: hartwellsFoot,
    }),
    enc: "qp",
  },
  {
    family: "hartwells",
    group: "consumer",
    lang: "en",
    kind: "substitutions",
    code: null,
    link: null,
    from: "Hartwell's <orders@hartwells.co.uk>",
    subject: "Your order is on its way – 2 substitutions",
    date: date(9, 12, 7, 12, 30),
    text: `Your Hartwell's order 60118274 is on its way

Your driver, Marta, will be with you between 8am and 9am today.

Substitutions
- Hartwell's Semi-Skimmed Milk 2.27L (£1.65) -> Hartwell's Organic Semi-Skimmed Milk 2L (£1.85). You won't pay more than the original price.
- Field Farm Free Range Eggs x12 (£3.40) -> Field Farm Free Range Eggs x6 x2 (£3.60)

Unavailable
- Corrie's Sourdough Loaf 800g (£2.75) - not charged

Final total: £59.33 (charged to Visa ending 4821 after delivery)

Don't want a substitute? Just hand it back to your driver and we'll refund it.
`,
    html: card({
      title: "Your order is on its way",
      pre: "Marta will be with you between 8am and 9am",
      accent: "#2f6b3a",
      head: hartwellsHead,
      body:
        `<h1 style="margin:0 0 10px;font-family:Georgia,serif;font-size:22px;color:#2f6b3a;">Your order is on its way</h1>
<p style="margin:0 0 18px;">Order 60118274 &middot; Your driver, Marta, will be with you <strong>between 8am and 9am today</strong>.</p>
<h3 style="margin:0 0 8px;font-size:15px;">Substitutions</h3>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #dfe6df;margin:0 0 16px;">
<tr bgcolor="#f4f8f4"><th align="left">You ordered</th><th align="left">We've sent</th></tr>
<tr><td>Hartwell's Semi-Skimmed Milk 2.27L &pound;1.65</td><td>Hartwell's Organic Semi-Skimmed Milk 2L &pound;1.85 <em>(you won't pay more)</em></td></tr>
<tr><td>Field Farm Free Range Eggs x12 &pound;3.40</td><td>Field Farm Free Range Eggs x6 (2) &pound;3.60</td></tr>
</table>
<h3 style="margin:0 0 8px;font-size:15px;">Unavailable</h3>
<p style="margin:0 0 16px;font-size:13px;">Corrie's Sourdough Loaf 800g &pound;2.75 &ndash; not charged</p>
<p style="margin:0 0 12px;"><strong>Final total: &pound;59.33</strong> (charged to Visa ending 4821 after delivery)</p>
<p style="margin:0;font-size:13px;color:#5c6b5e;">Don't want a substitute? Just hand it back to your driver and we'll refund it.</p>`,
      foot: hartwellsFoot,
    }),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Kingsmead District Council

const kingsmeadMails: Mail[] = [
  {
    family: "kingsmead-council",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://my.kingsmead.gov.uk/citizen/account/activate?uid=302918&key=e41c9a7f3b5d20c8a6f1",
    from: "Kingsmead District Council <noreply@my.kingsmead.gov.uk>",
    subject: "Activate your MyKingsmead account",
    date: date(9, 1, 12, 33, 21),
    text: `Dear Sam Reader

Thank you for registering for MyKingsmead, the council's online account.

To activate your account, please click the link below or copy it into your web browser. The link will expire in 24 hours.

https://my.kingsmead.gov.uk/citizen/account/activate?uid=302918&key=e41c9a7f3b5d20c8a6f1

Once your account is active you can report missed bin collections, view your council tax, apply for a parking permit and track your requests.

If you did not register, please ignore this email.

This is an automated message. Please do not reply.

Kingsmead District Council
Civic Centre, Station Road, Kingsmead BS7 9AA
Telephone 0117 496 0200
www.kingsmead.gov.uk
`,
    html: `<html><body style="font-family:Arial, sans-serif; font-size:14px; color:#0b0c0c;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0b0c0c;padding:10px 15px;"><img src="https://my.kingsmead.gov.uk/static/img/kdc-crest-white.png" alt="Kingsmead District Council" height="40"></td></tr></table>
<div style="max-width:640px;padding:15px;">
<p>Dear Sam Reader</p>
<p>Thank you for registering for MyKingsmead, the council's online account.</p>
<p>To activate your account, please click the link below or copy it into your web browser. The link will expire in 24 hours.</p>
<p><a href="https://my.kingsmead.gov.uk/citizen/account/activate?uid=302918&amp;key=e41c9a7f3b5d20c8a6f1">https://my.kingsmead.gov.uk/citizen/account/activate?uid=302918&amp;key=e41c9a7f3b5d20c8a6f1</a></p>
<p>Once your account is active you can report missed bin collections, view your council tax, apply for a parking permit and track your requests.</p>
<p>If you did not register, please ignore this email.</p>
<p style="color:#505a5f;font-size:12px;">This is an automated message. Please do not reply.</p>
<hr style="border:0;border-top:1px solid #b1b4b6;">
<p style="color:#505a5f;font-size:12px;">Kingsmead District Council<br>Civic Centre, Station Road, Kingsmead BS7 9AA<br>Telephone 0117 496 0200<br><a href="https://www.kingsmead.gov.uk">www.kingsmead.gov.uk</a> | <a href="https://www.kingsmead.gov.uk/privacy">Privacy notice</a></p>
</div>
</body></html>`,
  },
  {
    family: "kingsmead-council",
    group: "consumer",
    lang: "en",
    kind: "council-tax-bill",
    code: null,
    link: null,
    from: "Kingsmead District Council <counciltax@kingsmead.gov.uk>",
    subject: "Your council tax e-bill – account 7004138825",
    date: date(9, 18, 10, 5, 0),
    text: `Council Tax e-billing

Account reference: 7004138825
Property: 14 Harrow Close, Kingsmead, BS7 8QT
Band: C

A revised council tax bill for 2026/27 has been issued following the change of occupier. Your bill is attached as a PDF.

Amount payable 2026/27: £1,346.20
Less single person discount (25%): -£336.55
Balance: £1,009.65

Your instalments of £112.19 will be collected by Direct Debit on the 1st of each month from 1 October 2026 to 1 June 2027 (a different amount of £112.13 is due on 1 June 2027).

You don't need to do anything. If you think your bill is wrong, contact us within one month at counciltax@kingsmead.gov.uk or 0117 496 0210.

Revenues and Benefits Service
Kingsmead District Council, Civic Centre, Station Road, Kingsmead BS7 9AA
`,
    html: null,
    attachment: [
      "CTAX_7004138825_2026-27.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "kingsmead-council",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kingsmead Council <news@updates.kingsmead.gov.uk>",
    subject: "Garden waste, half-term activities and clock change bin days",
    date: date(10, 15, 16, 0, 4),
    text: `Kingsmead Council e-news | October 2026

GARDEN WASTE: LAST COLLECTIONS
Garden waste collections pause for winter after the week of 23 November. Subscriptions for 2027 open on 4 January (£52 a year, or £47 if you sign up before 31 January).
https://content.govdelivery.com/accounts/UKKINGSMEAD/c/garden-waste-2027

HALF-TERM AT THE LIBRARIES
Free craft sessions at Kingsmead Central and Lockleaze libraries from 26 to 30 October, 10.30am-12pm. No need to book.
https://content.govdelivery.com/accounts/UKKINGSMEAD/c/half-term

BIN DAYS
No changes to your bin day this month. Check your collection calendar online at kingsmead.gov.uk/bins

Manage your subscriptions or unsubscribe: https://content.govdelivery.com/accounts/UKKINGSMEAD/subscriber/edit?topic=KDC_12
Kingsmead District Council, Civic Centre, Station Road, Kingsmead BS7 9AA
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e8eef2"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Arial,sans-serif;color:#222;">
<tr><td style="padding:16px 20px;background:#005a70;"><img src="https://content.govdelivery.com/attachments/UKKINGSMEAD/banner-enews.png" width="580" alt="Kingsmead Council e-news, October 2026"></td></tr>
<tr><td style="padding:20px;">
<h2 style="color:#005a70;font-size:19px;margin:0 0 8px;">Garden waste: last collections</h2>
<p style="font-size:14px;line-height:21px;margin:0 0 8px;">Garden waste collections pause for winter after the week of 23 November. Subscriptions for 2027 open on 4 January (&pound;52 a year, or &pound;47 if you sign up before 31 January).</p>
<p style="margin:0 0 22px;"><a href="https://content.govdelivery.com/accounts/UKKINGSMEAD/c/garden-waste-2027" style="color:#005a70;font-weight:bold;">Find out more</a></p>
<h2 style="color:#005a70;font-size:19px;margin:0 0 8px;">Half-term at the libraries</h2>
<p style="font-size:14px;line-height:21px;margin:0 0 8px;">Free craft sessions at Kingsmead Central and Lockleaze libraries from 26 to 30 October, 10.30am&ndash;12pm. No need to book.</p>
<p style="margin:0 0 22px;"><a href="https://content.govdelivery.com/accounts/UKKINGSMEAD/c/half-term" style="color:#005a70;font-weight:bold;">See what's on</a></p>
<h2 style="color:#005a70;font-size:19px;margin:0 0 8px;">Bin days</h2>
<p style="font-size:14px;line-height:21px;margin:0;">No changes to your bin day this month. <a href="https://www.kingsmead.gov.uk/bins" style="color:#005a70;">Check your collection calendar</a>.</p>
</td></tr>
<tr><td style="padding:16px 20px;background:#f3f5f6;font-size:11px;color:#555;">
<a href="https://content.govdelivery.com/accounts/UKKINGSMEAD/subscriber/edit?topic=KDC_12" style="color:#555;">Manage your subscriptions or unsubscribe</a> &middot; <a href="https://www.facebook.com/KingsmeadCouncil" style="color:#555;">Facebook</a> &middot; <a href="https://x.com/KingsmeadDC" style="color:#555;">X</a><br>
Kingsmead District Council, Civic Centre, Station Road, Kingsmead BS7 9AA
</td></tr>
</table></td></tr></table>`,
    enc: "qp",
    headers: unsub("https://content.govdelivery.com/accounts/UKKINGSMEAD/subscriber/one-click?topic=KDC_12&s=8812"),
  },
];

// ---------------------------------------------------------------- ParentHive (school comms)

function parenthive(pre: string, school: string, inner: string): string {
  return `<div style="background:#f4f1fb;padding:24px 0;">
<span style="display:none;">${pre}</span>
<table align="center" width="100%" cellpadding="0" cellspacing="0" style="max-width:580px;background:#ffffff;border-radius:10px;font-family:'Segoe UI',Tahoma,Arial,sans-serif;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #ebe6f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://cdn.parenthive.co.uk/schools/stcolumba/crest-64.png" width="40" height="40" alt="" style="vertical-align:middle;"> <span style="font-size:15px;font-weight:600;color:#3b2a6b;vertical-align:middle;">${school}</span></td>
<td align="right" style="font-size:11px;color:#9a92b0;">sent via ParentHive</td>
</tr></table>
</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:23px;color:#2a2438;">
${inner}
</td></tr>
<tr><td style="padding:18px 28px;background:#faf8fd;border-radius:0 0 10px 10px;font-size:11px;line-height:16px;color:#9a92b0;">
ParentHive is used by your child's school to send messages, collect payments and share news. <a href="https://parenthive.co.uk/help" style="color:#6e55c2;">Help</a> &middot; <a href="https://parenthive.co.uk/privacy" style="color:#6e55c2;">Privacy</a><br>
ParentHive Ltd, 5 Aire Street, Leeds LS1 4PR &middot; Company no. 10299613
</td></tr>
</table>
</div>`;
}

const parenthiveMails: Mail[] = [
  {
    family: "parenthive",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.parenthive.co.uk/join/9Qe4rT7wXb2M?s=stcolumba",
    from: "St Columba's C of E Primary School via ParentHive <no-reply@parenthive.co.uk>",
    subject: "Join St Columba's on ParentHive",
    date: date(9, 2, 15, 47, 12),
    text: `St Columba's C of E Primary School has invited you to ParentHive

Dear Sam Reader,

We use ParentHive to send you messages, newsletters and letters home, and to take payments for trips and school dinners. You've been added as a parent/carer of:

  Ellie Reader - Year 3 (Kestrel Class)

To set up your account, follow this link and create a password:
https://app.parenthive.co.uk/join/9Qe4rT7wXb2M?s=stcolumba

This invitation is for you only - please don't forward it. It expires on 16 September 2026.

Once you've joined, download the ParentHive app so you get messages straight away.

Mrs K. Adeyemi
School Business Manager
St Columba's C of E Primary School, Church Lane, Kingsmead BS7 8LD | 0117 496 3318
`,
    html: parenthive(
      "You've been added as a parent/carer of Ellie Reader, Year 3",
      "St Columba's C of E Primary School",
      `<p style="margin:0 0 14px;">Dear Sam Reader,</p>
<p style="margin:0 0 14px;">We use ParentHive to send you messages, newsletters and letters home, and to take payments for trips and school dinners. You've been added as a parent/carer of:</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td style="background:#f4f1fb;border-radius:8px;padding:10px 16px;"><strong>Ellie Reader</strong> &middot; Year 3 (Kestrel Class)</td></tr></table>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td bgcolor="#6e55c2" style="border-radius:24px;"><a href="https://app.parenthive.co.uk/join/9Qe4rT7wXb2M?s=stcolumba" style="display:inline-block;padding:12px 30px;color:#ffffff;text-decoration:none;font-weight:600;">Set up my account</a></td></tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#6f6785;">This invitation is for you only &ndash; please don't forward it. It expires on 16 September 2026.</p>
<p style="margin:0 0 18px;font-size:13px;color:#6f6785;">Once you've joined, download the ParentHive app so you get messages straight away.</p>
<p style="margin:0;">Mrs K. Adeyemi<br>School Business Manager<br><span style="font-size:13px;color:#6f6785;">Church Lane, Kingsmead BS7 8LD &middot; 0117 496 3318</span></p>`,
    ),
    enc: "qp",
  },
  {
    family: "parenthive",
    group: "consumer",
    lang: "en",
    kind: "school-newsletter",
    code: null,
    link: null,
    from: "St Columba's C of E Primary School via ParentHive <no-reply@parenthive.co.uk>",
    subject: "Newsletter – Friday 9 October",
    date: date(10, 9, 14, 30, 55),
    text: `St Columba's C of E Primary School - Newsletter, Friday 9 October 2026

Dear Parents and Carers,

Please find this week's newsletter attached.

Dates for your diary:
- Harvest Festival service, St Columba's Church - Thursday 15 October, 9.15am
- Year 3 trip to the Roman Baths - Wednesday 21 October (£14.50, pay on ParentHive by 16 October)
- INSET day - Friday 23 October (school closed to pupils)
- Half term - 26 to 30 October

Attendance this week: 96.4%. Well done Kestrel Class on 99.1%!

With best wishes,
Mr D. Hollis, Headteacher

View this message in the ParentHive app.
`,
    html: parenthive(
      "Harvest Festival, Year 3 trip and half term",
      "St Columba's C of E Primary School",
      `<p style="margin:0 0 14px;font-size:18px;font-weight:600;color:#3b2a6b;">Newsletter &ndash; Friday 9 October 2026</p>
<p style="margin:0 0 14px;">Dear Parents and Carers,</p>
<p style="margin:0 0 14px;">Please find this week's newsletter attached.</p>
<p style="margin:0 0 6px;font-weight:600;">Dates for your diary</p>
<ul style="margin:0 0 14px;padding-left:20px;">
<li>Harvest Festival service, St Columba's Church &ndash; Thursday 15 October, 9.15am</li>
<li>Year 3 trip to the Roman Baths &ndash; Wednesday 21 October (&pound;14.50, pay on ParentHive by 16 October)</li>
<li>INSET day &ndash; Friday 23 October (school closed to pupils)</li>
<li>Half term &ndash; 26 to 30 October</li>
</ul>
<p style="margin:0 0 14px;">Attendance this week: 96.4%. Well done Kestrel Class on 99.1%!</p>
<p style="margin:0;">With best wishes,<br>Mr D. Hollis, Headteacher</p>`,
    ),
    enc: "b64",
    attachment: [
      "Newsletter 9 October 2026.pdf",
      "application/pdf",
      "%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "parenthive",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "ParentHive Payments <payments@parenthive.co.uk>",
    subject: "Payment receipt: Year 3 Roman Baths trip",
    date: date(10, 12, 20, 19, 42),
    text: `Payment receipt

Thank you. Your payment to St Columba's C of E Primary School has been received.

Item: Year 3 Roman Baths trip (Wed 21 Oct)
Pupil: Ellie Reader
Amount: £14.50
Paid with: Visa ending 4821
Transaction ID: PH-2610-7730914
Date: 12/10/2026 20:19

Keep this email for your records.

ParentHive Ltd, 5 Aire Street, Leeds LS1 4PR
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Ashvale Health Centre (GP)

const ashvaleMails: Mail[] = [
  {
    family: "ashvale-health-centre",
    group: "consumer",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Ashvale Health Centre <ashvalehc.noreply@nhs.net>",
    subject: "Appointment reminder",
    date: date(10, 5, 18, 0, 3),
    text: `Ashvale Health Centre

Dear Sam Reader,

This is a reminder of your appointment:

Date: Wednesday 7 October 2026
Time: 08:40
With: Practice Nurse Jo Whitfield
Type: Flu vaccination
Where: Ashvale Health Centre, 2 Ashvale Road, Kingsmead BS7 8TJ

Please arrive 5 minutes early and wear a short-sleeved top if you can.

If you can no longer attend, please let us know so we can offer the appointment to someone else. Call 0117 496 1144 or cancel in the NHS App.

Do not reply to this email. This inbox is not monitored.
`,
    html: null,
  },
  {
    family: "ashvale-health-centre",
    group: "consumer",
    lang: "en",
    kind: "prescription-ready",
    code: null,
    link: null,
    from: "Ashvale Health Centre <ashvalehc.noreply@nhs.net>",
    subject: "Your prescription has been sent to your pharmacy",
    date: date(10, 20, 11, 24, 36),
    text: `Dear Sam Reader,

Your repeat prescription request (submitted 18/10/2026) has been approved by Dr Farah Quraishi and sent electronically to your nominated pharmacy:

Riverside Pharmacy, 88 Gloucester Road, Kingsmead BS7 8NB (0117 496 2276)

Please allow 2 working days before collecting. Your next medication review is due in March 2027.

Ashvale Health Centre
2 Ashvale Road, Kingsmead BS7 8TJ
`,
    html: `<p style="font-family:Arial;font-size:14px;">Dear Sam Reader,</p>
<p style="font-family:Arial;font-size:14px;">Your repeat prescription request (submitted 18/10/2026) has been approved by Dr Farah Quraishi and sent electronically to your nominated pharmacy:</p>
<p style="font-family:Arial;font-size:14px;"><b>Riverside Pharmacy</b>, 88 Gloucester Road, Kingsmead BS7 8NB (0117 496 2276)</p>
<p style="font-family:Arial;font-size:14px;">Please allow 2 working days before collecting. Your next medication review is due in March 2027.</p>
<p style="font-family:Arial;font-size:14px;">Ashvale Health Centre<br>2 Ashvale Road, Kingsmead BS7 8TJ</p>`,
  },
];

// ---------------------------------------------------------------- Flockr (social)

function flockr(pre: string, inner: string, foot: string): string {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;overflow:hidden;line-height:1px;max-height:0px;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:0 12px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;">
<tr><td style="padding:28px 0 18px;"><img src="https://static.flockr.social/e/flockr-bird-44.png" width="36" height="36" alt="Flockr"></td></tr>
<tr><td style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#0f1419;">
${inner}
</td></tr>
<tr><td style="padding:30px 0;font-family:-apple-system,Helvetica,Arial,sans-serif;font-size:12px;line-height:17px;color:#8b98a5;">
${foot}<br>Flockr Social Ltd, 2 Dublin Landings, North Wall Quay, Dublin 1, D01 V4A3, Ireland
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const flockrMails: Mail[] = [
  {
    family: "flockr",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "274019",
    link: "https://flockr.social/i/account/confirm_email?ct=1&t=Z3Jvb3ZlLWJpcmQtNzQ0&n=sam.reader",
    from: "Flockr <verify@flockr.social>",
    subject: "274019 is your Flockr verification code",
    date: date(9, 7, 23, 12, 6),
    text: `Confirm your email address

There's one quick step you need to complete before creating your Flockr account. Let's make sure this is the right email address for you - please confirm this is the right address to use for your new account.

Please enter this verification code to get started on Flockr:

274019

Verification codes expire after two hours.

Or confirm with this link instead:
https://flockr.social/i/account/confirm_email?ct=1&t=Z3Jvb3ZlLWJpcmQtNzQ0&n=sam.reader

Thanks,
Flockr

Help: https://help.flockr.social | Not my account: https://flockr.social/i/notme?t=Z3Jvb3ZlLWJpcmQtNzQ0
`,
    html: flockr(
      "Please enter this verification code to get started on Flockr: 274019",
      `<h1 style="margin:0 0 14px;font-size:24px;line-height:30px;font-weight:800;">Confirm your email address</h1>
<p style="margin:0 0 16px;">There's one quick step you need to complete before creating your Flockr account. Let's make sure this is the right email address for you.</p>
<p style="margin:0 0 10px;">Please enter this verification code to get started on Flockr:</p>
<p style="margin:0 0 14px;font-size:32px;line-height:38px;font-weight:800;letter-spacing:2px;">274019</p>
<p style="margin:0 0 18px;color:#536471;font-size:14px;">Verification codes expire after two hours.</p>
<p style="margin:0 0 20px;">Or <a href="https://flockr.social/i/account/confirm_email?ct=1&amp;t=Z3Jvb3ZlLWJpcmQtNzQ0&amp;n=sam.reader" style="color:#0a84d6;text-decoration:none;font-weight:bold;">confirm with this link</a> instead.</p>
<p style="margin:0;">Thanks,<br>Flockr</p>`,
      `<a href="https://help.flockr.social" style="color:#8b98a5;">Help</a> &middot; <a href="https://flockr.social/i/notme?t=Z3Jvb3ZlLWJpcmQtNzQ0" style="color:#8b98a5;">Not my account</a> &middot; <a href="https://flockr.social/privacy" style="color:#8b98a5;">Privacy</a>`,
    ),
    enc: "qp",
  },
  {
    family: "flockr",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "830552",
    link: null,
    from: "Flockr <verify@flockr.social>",
    subject: "Your Flockr login code",
    date: date(10, 3, 9, 41, 29),
    text: `Hi @samreads,

Someone (hopefully you) is trying to log in to your Flockr account from a new device.

Login code: 830552

Device: Safari on iPad, near Bath, England

Enter the code in the app or browser you're logging in from. If this wasn't you, change your password now at https://flockr.social/settings/password - someone may know it.

Flockr
`,
    html: flockr(
      "Login code: 830552",
      `<p style="margin:0 0 14px;">Hi @samreads,</p>
<p style="margin:0 0 16px;">Someone (hopefully you) is trying to log in to your Flockr account from a new device.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr><td style="background:#eff3f4;border-radius:12px;padding:16px 22px;">
<div style="font-size:13px;color:#536471;">Login code</div>
<div style="font-size:28px;font-weight:800;letter-spacing:6px;">830552</div>
</td></tr></table>
<p style="margin:0 0 16px;color:#536471;font-size:14px;">Safari on iPad, near Bath, England</p>
<p style="margin:0;">Enter the code in the app or browser you're logging in from. If this wasn't you, <a href="https://flockr.social/settings/password" style="color:#0a84d6;">change your password</a> now &ndash; someone may know it.</p>`,
      `<a href="https://help.flockr.social" style="color:#8b98a5;">Help</a> &middot; <a href="https://flockr.social/privacy" style="color:#8b98a5;">Privacy</a>`,
    ),
    enc: "qp",
  },
  {
    family: "flockr",
    group: "consumer",
    lang: "en",
    kind: "notification",
    code: null,
    link: null,
    from: "Flockr <notify@flockr.social>",
    subject: "Jess Morgan and 3 others replied to your post",
    date: date(10, 10, 19, 55, 14),
    text: `Jess Morgan and 3 others replied to your post

Your post: "Anyone know a decent bike mechanic near Gloucester Road? Rear derailleur is making a noise like a haunted fax machine"

Jess Morgan (@jessmakes): Try Spokesmith on Zetland Rd, they did mine in a day
Tom Okafor (@tomokafor): haunted fax machine 😂
+2 more replies

See the conversation: https://flockr.social/samreads/status/1843920017736221452?s=em

Turn off reply notifications: https://flockr.social/settings/notifications/email
`,
    html: flockr(
      "Try Spokesmith on Zetland Rd, they did mine in a day",
      `<p style="margin:0 0 16px;font-size:17px;font-weight:700;">Jess Morgan and 3 others replied to your post</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border:1px solid #cfd9de;border-radius:14px;margin:0 0 16px;"><tr><td style="padding:14px;color:#536471;font-size:14px;">&ldquo;Anyone know a decent bike mechanic near Gloucester Road? Rear derailleur is making a noise like a haunted fax machine&rdquo;</td></tr></table>
<p style="margin:0 0 10px;"><img src="https://pbs.flockr.social/av/jessmakes_48.jpg" width="24" height="24" alt="" style="border-radius:50%;vertical-align:middle;"> <strong>Jess Morgan</strong> <span style="color:#536471;">@jessmakes</span><br>Try Spokesmith on Zetland Rd, they did mine in a day</p>
<p style="margin:0 0 10px;"><img src="https://pbs.flockr.social/av/tomokafor_48.jpg" width="24" height="24" alt="" style="border-radius:50%;vertical-align:middle;"> <strong>Tom Okafor</strong> <span style="color:#536471;">@tomokafor</span><br>haunted fax machine &#128514;</p>
<p style="margin:0 0 18px;color:#536471;">+2 more replies</p>
<a href="https://flockr.social/samreads/status/1843920017736221452?s=em" style="display:inline-block;background:#0f1419;color:#fff;padding:10px 22px;border-radius:20px;text-decoration:none;font-weight:700;">See the conversation</a>`,
      `<a href="https://flockr.social/settings/notifications/email" style="color:#8b98a5;">Turn off reply notifications</a>`,
    ),
    enc: "b64",
    headers: unsub("https://flockr.social/settings/notifications/email/unsub?t=replies&u=88120471"),
  },
];

// ---------------------------------------------------------------- Nebulight (games)

const nebulightMails: Mail[] = [
  {
    family: "nebulight",
    group: "consumer",
    lang: "en",
    kind: "two-step-code",
    code: "4HQ7T",
    link: null,
    from: "Nebulight Support <noreply@nebulight.gg>",
    subject: "Nebulight account: access from new computer",
    date: date(9, 19, 23, 48, 50),
    text: `Dear samreads_uk,

Here is the Nebulight Guard code you need to log in to account samreads_uk:

4HQ7T

This email was generated because of a login attempt from a web or mobile device located at 81.104.xx.xx (GB). The login attempt included your correct account name and password.

The Nebulight Guard code is required to complete the login. No one can access your account without also accessing this email.

If you are not attempting to log in then please change your Nebulight password, and consider changing your email password as well to ensure your account security.

If you are having trouble accessing your account, visit https://help.nebulight.gg/account-access

Cheers,
The Nebulight Team
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="background:#14161c;"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#c6d4df;">
<tr><td style="padding:24px 20px;"><img src="https://cdn.nebulight.gg/mail/header_logo.png" width="160" alt="NEBULIGHT"></td></tr>
<tr><td style="padding:0 20px 10px;font-size:24px;color:#ffffff;">Dear samreads_uk,</td></tr>
<tr><td style="padding:0 20px 18px;font-size:16px;">Here is the Nebulight Guard code you need to log in to account samreads_uk:</td></tr>
<tr><td style="padding:0 20px 24px;"><table cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="background:#232733;padding:20px;font-size:48px;color:#7ad8ff;font-family:Arial Black,Arial,sans-serif;letter-spacing:12px;">4HQ7T</td></tr></table></td></tr>
<tr><td style="padding:0 20px 14px;font-size:14px;line-height:20px;">This email was generated because of a login attempt from a web or mobile device located at 81.104.xx.xx (GB). The login attempt included your correct account name and password.</td></tr>
<tr><td style="padding:0 20px 14px;font-size:14px;line-height:20px;">The Nebulight Guard code is required to complete the login. <span style="color:#ffffff;">No one can access your account without also accessing this email.</span></td></tr>
<tr><td style="padding:0 20px 14px;font-size:14px;line-height:20px;">If you are not attempting to log in then please change your Nebulight password, and consider changing your email password as well to ensure your account security.</td></tr>
<tr><td style="padding:0 20px 24px;font-size:14px;line-height:20px;">If you are having trouble accessing your account, <a href="https://help.nebulight.gg/account-access" style="color:#7ad8ff;">visit Nebulight Support</a>.</td></tr>
<tr><td style="padding:0 20px 24px;font-size:14px;">Cheers,<br>The Nebulight Team</td></tr>
<tr><td style="padding:18px 20px;border-top:1px solid #2c3140;font-size:11px;color:#6d7787;">&copy; 2026 Nebulight Interactive Ltd. All trademarks are property of their respective owners in the UK and other countries.<br>Nebulight Interactive Ltd, 10 Queen Street Place, London EC4R 1BE &middot; <a href="https://nebulight.gg/privacy" style="color:#6d7787;">Privacy Policy</a> &middot; <a href="https://nebulight.gg/legal" style="color:#6d7787;">Legal</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "nebulight",
    group: "consumer",
    lang: "en",
    kind: "purchase-receipt",
    code: null,
    link: null,
    from: "Nebulight Store <receipts@nebulight.gg>",
    subject: "Thank you for your Nebulight purchase!",
    date: date(10, 24, 11, 3, 27),
    text: `Thank you for your recent transaction on Nebulight.

Account name: samreads_uk
Invoice: 4419 2873 0016 5520
Date issued: 24 Oct, 2026 @ 11:03am BST

Hollow Tides: Deluxe Edition            £34.99
Hollow Tides - Cartographer's Pack       £4.99
Subtotal (excl. VAT)                    £33.32
VAT at 20%                               £6.66
Total                                   £39.98

Payment method: Nebulight Wallet (£2.17 remaining) + PayPal

The items have been added to your library. You can view your purchase history at any time at https://store.nebulight.gg/account/history

Nebulight Interactive Ltd, 10 Queen Street Place, London EC4R 1BE. VAT GB 299 4812 07.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- The Teapot (daily newsletter)

function teapotIssue(pre: string, headline: string, items: [string, string, string][], sponsor: string): string {
  const rows = items.map(([h, body, href]) =>
    `<tr><td style="padding:0 0 26px;">
<p style="margin:0 0 6px;font-family:Georgia,'Times New Roman',serif;font-size:19px;line-height:25px;font-weight:bold;color:#1d1d1b;">${h}</p>
<p style="margin:0 0 6px;font-family:Georgia,serif;font-size:16px;line-height:25px;color:#333;">${body}</p>
<a href="${href}" style="font-family:Arial,sans-serif;font-size:13px;color:#b5542a;">Read more &rarr;</a>
</td></tr>`
  ).join("\n");
  return `<html><body style="margin:0;background:#fbf7f0;">
<div style="display:none;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 12px;">
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;">
<tr><td align="center" style="padding:10px 0 20px;border-bottom:2px solid #1d1d1b;"><img src="https://img.theteapot.news/brand/masthead-600.png" width="300" alt="The Teapot"><br><span style="font-family:Arial,sans-serif;font-size:11px;letter-spacing:2px;color:#777;">${headline}</span></td></tr>
<tr><td style="height:24px;"></td></tr>
${rows}
<tr><td style="padding:16px;background:#f1e6d4;font-family:Arial,sans-serif;font-size:13px;line-height:19px;color:#4a3f33;">${sponsor}</td></tr>
<tr><td style="padding:24px 0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a8378;text-align:center;">
You're reading The Teapot because you signed up at theteapot.news.<br>
<a href="https://theteapot.news/manage?s=samr_44f1" style="color:#8a8378;">Manage preferences</a> &middot; <a href="https://theteapot.news/unsubscribe?s=samr_44f1" style="color:#8a8378;">Unsubscribe</a> &middot; <a href="https://theteapot.news/refer?s=samr_44f1" style="color:#8a8378;">Refer a friend</a><br>
The Teapot Media Ltd, 71-75 Shelton Street, London WC2H 9JQ
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const teapotMails: Mail[] = [
  {
    family: "teapot-brief",
    group: "consumer",
    lang: "en",
    kind: "confirm-subscription",
    code: null,
    link: "https://theteapot.news/subscribe/confirm?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl&k=7d1e0a93",
    from: "The Teapot <brew@theteapot.news>",
    subject: "One more step: confirm your subscription",
    date: date(9, 5, 9, 17, 45),
    text: `Almost there!

Please confirm you'd like to get The Teapot, our five-minute morning brief, every weekday at 6am.

Yes, sign me up:
https://theteapot.news/subscribe/confirm?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl&k=7d1e0a93

If you didn't sign up, just ignore this email and you won't hear from us again.

The Teapot Media Ltd, 71-75 Shelton Street, London WC2H 9JQ
`,
    html: `<html><body style="margin:0;background:#fbf7f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #eadfcc;">
<tr><td align="center" style="padding:30px 30px 10px;"><img src="https://img.theteapot.news/brand/pot-icon-80.png" width="56" alt="The Teapot"></td></tr>
<tr><td align="center" style="padding:0 30px;font-family:Georgia,serif;font-size:26px;color:#1d1d1b;">Almost there!</td></tr>
<tr><td align="center" style="padding:14px 30px 22px;font-family:Georgia,serif;font-size:16px;line-height:24px;color:#333;">Please confirm you'd like to get The Teapot, our five-minute morning brief, every weekday at 6am.</td></tr>
<tr><td align="center" style="padding:0 30px 26px;"><a href="https://theteapot.news/subscribe/confirm?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl&amp;k=7d1e0a93" style="background:#b5542a;color:#ffffff;font-family:Arial,sans-serif;font-weight:bold;font-size:15px;padding:14px 30px;text-decoration:none;display:inline-block;">Yes, sign me up</a></td></tr>
<tr><td align="center" style="padding:0 30px 30px;font-family:Arial,sans-serif;font-size:12px;color:#8a8378;">If you didn't sign up, just ignore this email and you won't hear from us again.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8a8378;">The Teapot Media Ltd, 71-75 Shelton Street, London WC2H 9JQ</p>
</td></tr></table></body></html>`,
  },
  {
    family: "teapot-brief",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "The Teapot <brew@theteapot.news>",
    subject: "☕ Rates held, rail fares, and a very large marrow",
    date: date(9, 18, 6, 0, 1),
    text: `THE TEAPOT | Friday 18 September 2026

Good morning. Here's what you need to know.

1. RATES HELD AT 3.25%
The Bank of England kept interest rates on hold for a second month, with the vote split 6-3. Mortgage lenders had already priced in the pause.
https://link.theteapot.news/r/0918a/1

2. RAIL FARES TO RISE 3.1% IN MARCH
Regulated fares in England will go up by less than inflation for the first time in four years.
https://link.theteapot.news/r/0918a/2

3. AND FINALLY
A 52.4kg marrow from Shropshire has won the national giant veg championship. Its grower says it "mostly grew itself".
https://link.theteapot.news/r/0918a/3

-- Sponsored --
Switch to Plumline Energy and get £50 credit with code TEAPOT50. New customers only, T&Cs apply.

Manage preferences: https://theteapot.news/manage?s=samr_44f1
Unsubscribe: https://theteapot.news/unsubscribe?s=samr_44f1
`,
    html: teapotIssue(
      "Rates held at 3.25%, rail fares to rise 3.1%, and a 52.4kg marrow",
      "FRIDAY 18 SEPTEMBER 2026",
      [
        [
          "1. Rates held at 3.25%",
          "The Bank of England kept interest rates on hold for a second month, with the vote split 6&ndash;3. Mortgage lenders had already priced in the pause.",
          "https://link.theteapot.news/r/0918a/1",
        ],
        [
          "2. Rail fares to rise 3.1% in March",
          "Regulated fares in England will go up by less than inflation for the first time in four years.",
          "https://link.theteapot.news/r/0918a/2",
        ],
        [
          "3. And finally",
          "A 52.4kg marrow from Shropshire has won the national giant veg championship. Its grower says it &ldquo;mostly grew itself&rdquo;.",
          "https://link.theteapot.news/r/0918a/3",
        ],
      ],
      `<strong>Sponsored</strong> &middot; Switch to Plumline Energy and get &pound;50 credit with code <strong>TEAPOT50</strong>. New customers only, T&amp;Cs apply. <a href="https://link.theteapot.news/r/0918a/sp" style="color:#b5542a;">Get a quote</a>`,
    ),
    enc: "qp",
    headers: unsub("https://theteapot.news/unsubscribe/one-click?s=samr_44f1"),
  },
  {
    family: "teapot-brief",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "The Teapot <brew@theteapot.news>",
    subject: "☕ Clocks go back, strikes called off, 10 Downing St's new cat",
    date: date(10, 23, 6, 0, 2),
    text: `THE TEAPOT | Friday 23 October 2026

Don't forget: the clocks go back one hour at 2am on Sunday 25 October.

1. UNIVERSITY STRIKES CALLED OFF
Lecturers' union members voted 58% in favour of the revised pay offer.
https://link.theteapot.news/r/1023a/1

2. HOUSE PRICES DIP 0.4%
The average UK home now costs £287,950, according to the latest index.
https://link.theteapot.news/r/1023a/2

3. AND FINALLY
Downing Street has a new resident: a two-year-old tabby called Marmalade, from Battersea.
https://link.theteapot.news/r/1023a/3

Enjoying The Teapot? Share your link and get a mug when 3 friends sign up: https://theteapot.news/refer?s=samr_44f1

Manage preferences: https://theteapot.news/manage?s=samr_44f1
Unsubscribe: https://theteapot.news/unsubscribe?s=samr_44f1
`,
    html: teapotIssue(
      "Don't forget, the clocks go back on Sunday",
      "FRIDAY 23 OCTOBER 2026",
      [
        [
          "1. University strikes called off",
          "Lecturers' union members voted 58% in favour of the revised pay offer.",
          "https://link.theteapot.news/r/1023a/1",
        ],
        [
          "2. House prices dip 0.4%",
          "The average UK home now costs &pound;287,950, according to the latest index.",
          "https://link.theteapot.news/r/1023a/2",
        ],
        [
          "3. And finally",
          "Downing Street has a new resident: a two-year-old tabby called Marmalade, from Battersea.",
          "https://link.theteapot.news/r/1023a/3",
        ],
      ],
      `Enjoying The Teapot? Share your link and get a mug when 3 friends sign up. <a href="https://theteapot.news/refer?s=samr_44f1" style="color:#b5542a;">Get your link</a>`,
    ),
    enc: "b64",
    headers: unsub("https://theteapot.news/unsubscribe/one-click?s=samr_44f1"),
  },
];

// ---------------------------------------------------------------- Greyline Trains

const greylineMails: Mail[] = [
  {
    family: "greyline-trains",
    group: "consumer",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Greyline Trains <tickets@greylinetrains.co.uk>",
    subject: "Your tickets for Saturday 3 October – Kingsmead Parkway to London Paddington",
    date: date(9, 24, 13, 2, 58),
    text: `Thanks for booking with Greyline Trains

Booking reference: GLT8842017
Ticket type: eTicket (in the Greyline app or the PDF attached)

OUTWARD - Saturday 3 October 2026
07:52 Kingsmead Parkway -> 09:31 London Paddington
Coach C, seat 34 (window, forward facing)
Advance Single, Standard, 16-25 Railcard
£22.85

RETURN - Sunday 4 October 2026
17:30 London Paddington -> 19:12 Kingsmead Parkway
Coach F, seat 12 (aisle)
Advance Single, Standard, 16-25 Railcard
£19.40

Booking fee: £0.00
Total paid: £42.25 (Visa ending 4821)

Remember to carry your Railcard. You'll need to show your eTicket barcode at the gates and to the guard.

Delayed by 15 minutes or more? You could claim Delay Repay.

Greyline Trains Ltd, Milford House, 1 Milford Street, Swindon SN1 1HL. Registered in England no. 05611029.
`,
    html: card({
      title: "Your tickets",
      pre: "Booking reference GLT8842017, Saturday 3 October, 07:52",
      accent: "#5a2d82",
      head:
        `<table width="100%" cellpadding="0" cellspacing="0"><tr><td><img src="https://www.greylinetrains.co.uk/media/email/greyline-logo.png" width="160" alt="Greyline Trains"></td><td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#5a2d82;">Booking reference<br><strong style="font-size:16px;">GLT8842017</strong></td></tr></table>`,
      body: `<h1 style="margin:0 0 16px;font-size:22px;color:#5a2d82;">Thanks for booking with Greyline Trains</h1>
<p style="margin:0 0 18px;">Your eTickets are in the Greyline app and attached to this email as a PDF.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e2d9ec;margin:0 0 14px;">
<tr><td style="background:#f5f0fa;padding:8px 14px;font-weight:bold;font-size:13px;">OUTWARD &middot; Saturday 3 October 2026</td></tr>
<tr><td style="padding:12px 14px;font-size:14px;"><strong>07:52</strong> Kingsmead Parkway &rarr; <strong>09:31</strong> London Paddington<br><span style="color:#666;">Coach C, seat 34 (window, forward facing) &middot; Advance Single, Standard, 16-25 Railcard</span><br>&pound;22.85</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e2d9ec;margin:0 0 18px;">
<tr><td style="background:#f5f0fa;padding:8px 14px;font-weight:bold;font-size:13px;">RETURN &middot; Sunday 4 October 2026</td></tr>
<tr><td style="padding:12px 14px;font-size:14px;"><strong>17:30</strong> London Paddington &rarr; <strong>19:12</strong> Kingsmead Parkway<br><span style="color:#666;">Coach F, seat 12 (aisle) &middot; Advance Single, Standard, 16-25 Railcard</span><br>&pound;19.40</td></tr>
</table>
<p style="margin:0 0 18px;font-size:16px;"><strong>Total paid: &pound;42.25</strong> <span style="font-size:13px;color:#666;">(Visa ending 4821, booking fee &pound;0.00)</span></p>
<p style="margin:0 0 10px;font-size:13px;">Remember to carry your Railcard. You'll need to show your eTicket barcode at the gates and to the guard.</p>
<p style="margin:0;font-size:13px;">Delayed by 15 minutes or more? <a href="https://www.greylinetrains.co.uk/delay-repay" style="color:#5a2d82;">You could claim Delay Repay</a>.</p>`,
      foot:
        `<a href="https://www.greylinetrains.co.uk/help" style="color:#7a8088;">Help</a> &middot; <a href="https://www.greylinetrains.co.uk/privacy" style="color:#7a8088;">Privacy</a> &middot; <a href="https://www.greylinetrains.co.uk/conditions-of-travel" style="color:#7a8088;">National Rail Conditions of Travel</a><br>Greyline Trains Ltd, Milford House, 1 Milford Street, Swindon SN1 1HL. Registered in England no. 05611029.`,
    }),
    enc: "qp",
    attachment: [
      "eTickets_GLT8842017.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 595]>>endobj\n% GLT8842017 OUT 03OCT26 KMP-PAD C34 / RTN 04OCT26 PAD-KMP F12\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "greyline-trains",
    group: "consumer",
    lang: "en",
    kind: "claim-received",
    code: null,
    link: null,
    from: "Greyline Trains Delay Repay <delayrepay@greylinetrains.co.uk>",
    subject: "We've received your Delay Repay claim DR-1190457",
    date: date(10, 5, 8, 14, 9),
    text: `Dear Sam,

Thank you for your Delay Repay claim. Here's a summary:

Claim number: DR-1190457
Journey: 17:30 London Paddington to Kingsmead Parkway, Sunday 4 October 2026
Booking reference: GLT8842017
Reported delay: 34 minutes

We aim to process claims within 20 working days. If your claim is approved we'll pay £9.70 (50% of the single fare) back to the card you paid with.

You don't need to do anything else. We'll email you when we've made a decision.

Kind regards,
Customer Relations
Greyline Trains
0345 700 1250
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kittiwake Airways

const kittiwakeMails: Mail[] = [
  {
    family: "kittiwake-airways",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Kittiwake Airways <bookings@flykittiwake.com>",
    subject: "Booking confirmed: Bristol to Dublin, 29 Oct – ref K7XQ2M",
    date: date(9, 27, 20, 41, 33),
    text: `Your booking is confirmed

Booking reference: K7XQ2M
Passenger: MX SAM READER

Outbound: KW 4417, Thursday 29 October 2026
Bristol (BRS) 07:05 -> Dublin (DUB) 08:10

Return: KW 4422, Sunday 1 November 2026
Dublin (DUB) 19:40 -> Bristol (BRS) 20:50

Fare: Lite (1 small bag under the seat)
Seat selection: 12A, 9C (£8.00)
Total paid: £97.46 (incl. taxes and charges £26.52)

Online check-in opens 30 days before departure and closes 2 hours before. Please bring a valid passport or photo ID.

Manage booking: https://www.flykittiwake.com/manage?pnr=K7XQ2M&ln=READER

Kittiwake Airways DAC, Building 3, Airside Business Park, Swords, Co. Dublin K67 E2H3, Ireland.
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eaf2f8"><tr><td align="center" style="padding:16px 8px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,Verdana,sans-serif;">
<tr><td style="background:#08345b;padding:18px 24px;"><img src="https://media.flykittiwake.com/email/kw-logo-white.png" width="170" alt="Kittiwake Airways"></td></tr>
<tr><td style="padding:24px;">
<p style="margin:0 0 4px;font-size:22px;color:#08345b;font-weight:bold;">Your booking is confirmed</p>
<p style="margin:0 0 20px;font-size:14px;color:#555;">Booking reference <span style="font-size:20px;font-weight:bold;color:#e6553a;letter-spacing:2px;">K7XQ2M</span></p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#f3f7fa;"><td colspan="3"><strong>Outbound</strong> &middot; KW 4417 &middot; Thursday 29 October 2026</td></tr>
<tr><td style="font-size:22px;font-weight:bold;">07:05<br><span style="font-size:12px;font-weight:normal;">Bristol (BRS)</span></td><td align="center" style="color:#999;">&#9992;&#65038; 1h 05m</td><td align="right" style="font-size:22px;font-weight:bold;">08:10<br><span style="font-size:12px;font-weight:normal;">Dublin (DUB)</span></td></tr>
<tr style="background:#f3f7fa;"><td colspan="3"><strong>Return</strong> &middot; KW 4422 &middot; Sunday 1 November 2026</td></tr>
<tr><td style="font-size:22px;font-weight:bold;">19:40<br><span style="font-size:12px;font-weight:normal;">Dublin (DUB)</span></td><td align="center" style="color:#999;">&#9992;&#65038; 1h 10m</td><td align="right" style="font-size:22px;font-weight:bold;">20:50<br><span style="font-size:12px;font-weight:normal;">Bristol (BRS)</span></td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;margin-top:14px;border-top:1px solid #dde6ee;">
<tr><td>Passenger</td><td align="right">MX SAM READER</td></tr>
<tr><td>Fare</td><td align="right">Lite (1 small bag under the seat)</td></tr>
<tr><td>Seats</td><td align="right">12A, 9C (&pound;8.00)</td></tr>
<tr><td><strong>Total paid</strong></td><td align="right"><strong>&pound;97.46</strong> (incl. taxes and charges &pound;26.52)</td></tr>
</table>
<p style="margin:18px 0;font-size:13px;color:#555;">Online check-in opens 30 days before departure and closes 2 hours before. Please bring a valid passport or photo ID.</p>
<a href="https://www.flykittiwake.com/manage?pnr=K7XQ2M&amp;ln=READER" style="display:inline-block;border:2px solid #08345b;color:#08345b;padding:10px 22px;text-decoration:none;font-weight:bold;font-size:14px;">Manage booking</a>
</td></tr>
<tr><td style="padding:16px 24px;background:#f3f7fa;font-size:11px;color:#777;">Kittiwake Airways DAC, Building 3, Airside Business Park, Swords, Co. Dublin K67 E2H3, Ireland. <a href="https://www.flykittiwake.com/privacy" style="color:#777;">Privacy</a> &middot; <a href="https://www.flykittiwake.com/conditions" style="color:#777;">Conditions of carriage</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "kittiwake-airways",
    group: "consumer",
    lang: "en",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "Kittiwake Airways <checkin@flykittiwake.com>",
    subject: "Your boarding pass: KW 4417 Bristol – Dublin",
    date: date(10, 27, 19, 6, 11),
    text: `You're checked in, Sam

Flight KW 4417, Thursday 29 October 2026
Bristol (BRS) 07:05 -> Dublin (DUB) 08:10
Seat 12A | Boarding group 3 | Gate closes 06:35
Booking reference: K7XQ2M

Your boarding pass is attached. Print it or add it to your phone's wallet from the Kittiwake app. Screenshots aren't accepted at Bristol Airport security.

Have a great trip!
Kittiwake Airways
`,
    html: null,
    attachment: [
      "BoardingPass_K7XQ2M_KW4417.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 420]>>endobj\n% M1READER/SAM MX K7XQ2M BRSDUBKW 4417 302Y012A0031\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Peppermill Home (homeware shop)

const peppermillFoot =
  `<p style="margin:0 0 10px;"><a href="https://www.instagram.com/peppermillhome"><img src="https://cdn.peppermillhome.co.uk/mail/ig.png" width="22" alt="Instagram"></a>&nbsp;&nbsp;<a href="https://www.pinterest.co.uk/peppermillhome"><img src="https://cdn.peppermillhome.co.uk/mail/pin.png" width="22" alt="Pinterest"></a></p>
Peppermill Home Ltd, The Old Dairy, Frome BA11 1BE &middot; 01373 880 214<br>
<a href="https://www.peppermillhome.co.uk/pages/returns" style="color:#7a8088;">Returns</a> &middot; <a href="https://www.peppermillhome.co.uk/pages/contact" style="color:#7a8088;">Contact</a> &middot; <a href="https://www.peppermillhome.co.uk/policies/privacy-policy" style="color:#7a8088;">Privacy</a>`;

const peppermillHead =
  `<a href="https://www.peppermillhome.co.uk"><img src="https://cdn.peppermillhome.co.uk/mail/logo-peppermill.png" width="180" alt="PEPPERMILL HOME"></a>`;

const peppermillMails: Mail[] = [
  {
    family: "peppermill-home",
    group: "consumer",
    lang: "en",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Peppermill Home <hello@peppermillhome.co.uk>",
    subject: "Order #PH10482 confirmed",
    date: date(9, 7, 21, 3, 47),
    text: `PEPPERMILL HOME

Thank you for your purchase!
Hi Sam, we're getting your order ready to be shipped. We will notify you when it has been sent.

Order #PH10482

Linen cushion cover, 45 x 45cm - Sage × 2    £44.00
Stoneware mug - Oat                 × 4    £38.00

Subtotal    £82.00
Discount (WELCOME10)   -£8.20
Shipping (Standard, tracked)   £0.00
Total    £73.80 GBP
You saved £8.20

Shipping address: Sam Reader, 14 Harrow Close, Kingsmead BS7 8QT, United Kingdom

View your order: https://www.peppermillhome.co.uk/58120419/orders/a3f9c02e7d1b44aa8c60f1e2d3b4c5d6/authenticate?key=91ab77

If you have any questions, reply to this email or contact us at hello@peppermillhome.co.uk
`,
    html: card({
      title: "Order #PH10482 confirmed",
      pre: "We're getting your order ready to be shipped.",
      bg: "#faf8f5",
      accent: "#c9b79c",
      head: peppermillHead,
      body: `<h2 style="margin:0 0 8px;font-weight:normal;font-size:24px;">Thank you for your purchase!</h2>
<p style="margin:0 0 20px;color:#777;">Hi Sam, we're getting your order ready to be shipped. We will notify you when it has been sent.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#2b2f33;border-radius:4px;"><a href="https://www.peppermillhome.co.uk/58120419/orders/a3f9c02e7d1b44aa8c60f1e2d3b4c5d6/authenticate?key=91ab77" style="display:inline-block;padding:14px 24px;color:#fff;text-decoration:none;">View your order</a></td></tr></table>
<p style="margin:16px 0 24px;"><a href="https://www.peppermillhome.co.uk" style="color:#2b2f33;">or Visit our store</a></p>
<h3 style="margin:0 0 10px;font-weight:normal;font-size:18px;border-top:1px solid #e5e5e5;padding-top:20px;">Order summary <span style="float:right;font-size:13px;color:#999;">Order #PH10482</span></h3>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td width="70" style="padding:8px 0;"><img src="https://cdn.peppermillhome.co.uk/products/cushion-sage_compact_cropped.jpg" width="60" height="60" alt="" style="border-radius:6px;"></td><td>Linen cushion cover, 45 x 45cm &times; 2<br><span style="color:#999;font-size:13px;">Sage</span></td><td align="right">&pound;44.00</td></tr>
<tr><td width="70" style="padding:8px 0;"><img src="https://cdn.peppermillhome.co.uk/products/mug-oat_compact_cropped.jpg" width="60" height="60" alt="" style="border-radius:6px;"></td><td>Stoneware mug &times; 4<br><span style="color:#999;font-size:13px;">Oat</span></td><td align="right">&pound;38.00</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-top:1px solid #e5e5e5;margin-top:10px;">
<tr><td style="padding:6px 0;color:#777;">Subtotal</td><td align="right">&pound;82.00</td></tr>
<tr><td style="padding:6px 0;color:#777;">Discount <span style="font-size:12px;">(WELCOME10)</span></td><td align="right">-&pound;8.20</td></tr>
<tr><td style="padding:6px 0;color:#777;">Shipping</td><td align="right">&pound;0.00</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #e5e5e5;font-size:16px;">Total</td><td align="right" style="border-top:1px solid #e5e5e5;font-size:20px;"><strong>&pound;73.80 GBP</strong></td></tr>
<tr><td colspan="2" align="right" style="color:#777;font-size:13px;">You saved <strong>&pound;8.20</strong></td></tr>
</table>
<p style="margin:22px 0 0;font-size:13px;color:#777;"><strong>Shipping address</strong><br>Sam Reader<br>14 Harrow Close<br>Kingsmead BS7 8QT<br>United Kingdom</p>`,
      foot: peppermillFoot,
    }),
    enc: "8bit",
  },
  {
    family: "peppermill-home",
    group: "consumer",
    lang: "en",
    kind: "review-request",
    code: null,
    link: null,
    from: "Peppermill Home <hello@peppermillhome.co.uk>",
    subject: "How are your new mugs, Sam?",
    date: date(9, 20, 10, 0, 5),
    text: `Hi Sam,

Your order #PH10482 arrived last week - we hope the mugs and cushions are settling in nicely.

Would you leave us a quick review? It takes a minute and helps a small business like ours more than you'd think.

Stoneware mug - Oat: https://reviews.peppermillhome.co.uk/w/PH10482/mug-oat?stars=5
Linen cushion cover - Sage: https://reviews.peppermillhome.co.uk/w/PH10482/cushion-sage?stars=5

Thank you!
Hannah & the Peppermill team

Unsubscribe from review requests: https://reviews.peppermillhome.co.uk/optout?o=PH10482
`,
    html: card({
      title: "How are your new mugs?",
      pre: "Leave a review, it takes a minute",
      bg: "#faf8f5",
      accent: "#c9b79c",
      head: peppermillHead,
      body: `<p style="margin:0 0 16px;">Hi Sam,</p>
<p style="margin:0 0 16px;">Your order #PH10482 arrived last week &ndash; we hope the mugs and cushions are settling in nicely.</p>
<p style="margin:0 0 20px;">Would you leave us a quick review? It takes a minute and helps a small business like ours more than you'd think.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td width="80"><img src="https://cdn.peppermillhome.co.uk/products/mug-oat_compact_cropped.jpg" width="64" alt="Stoneware mug, Oat"></td><td>Stoneware mug &ndash; Oat<br><a href="https://reviews.peppermillhome.co.uk/w/PH10482/mug-oat?stars=5" style="color:#e0a800;text-decoration:none;font-size:22px;">&#9733;&#9733;&#9733;&#9733;&#9733;</a></td></tr>
<tr><td width="80" style="padding-top:12px;"><img src="https://cdn.peppermillhome.co.uk/products/cushion-sage_compact_cropped.jpg" width="64" alt="Linen cushion cover, Sage"></td><td style="padding-top:12px;">Linen cushion cover &ndash; Sage<br><a href="https://reviews.peppermillhome.co.uk/w/PH10482/cushion-sage?stars=5" style="color:#e0a800;text-decoration:none;font-size:22px;">&#9733;&#9733;&#9733;&#9733;&#9733;</a></td></tr>
</table>
<p style="margin:22px 0 0;">Thank you!<br>Hannah &amp; the Peppermill team</p>`,
      foot:
        `<a href="https://reviews.peppermillhome.co.uk/optout?o=PH10482" style="color:#7a8088;">Unsubscribe from review requests</a><br><br>${peppermillFoot}`,
    }),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Loftbid (second-hand marketplace)

function loftbid(pre: string, inner: string): string {
  return `<html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#f6f6f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:16px 8px;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="max-width:600px;background:#ffffff;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #eeeeee;"><img src="https://i.loftbid.co.uk/mail/v3/loftbid-logo.png" width="104" height="28" alt="loftbid"></td></tr>
<tr><td style="padding:24px;font-family:'Open Sans',Arial,sans-serif;font-size:15px;line-height:22px;color:#222222;">
${inner}
</td></tr>
<tr><td style="padding:20px 24px;background:#f0f0f0;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#888888;">
This email was sent to sam.reader@inbox.example. Learn how to spot fake emails at <a href="https://www.loftbid.co.uk/help/safety/phishing" style="color:#888888;">loftbid.co.uk/help/safety</a>.<br>
<a href="https://www.loftbid.co.uk/help" style="color:#888888;">Help</a> | <a href="https://www.loftbid.co.uk/prefs/notifications" style="color:#888888;">Notification preferences</a> | <a href="https://www.loftbid.co.uk/legal/privacy" style="color:#888888;">Privacy</a><br>
&copy; 2026 Loftbid Marketplace Ltd, 25 Cabot Square, London E14 4QZ
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const loftbidMails: Mail[] = [
  {
    family: "loftbid",
    group: "consumer",
    lang: "en",
    kind: "confirm-email-change",
    code: null,
    link:
      "https://email.loftbid.co.uk/ls/click?upn=u001.Hk4tP2bVn8QxZ7aLm0Rw5yJcEf3gTd9sUo1iNp6hKq-3D&r=acct_email_confirm",
    from: "Loftbid <account@loftbid.co.uk>",
    subject: "Confirm your new email address",
    date: date(9, 15, 12, 10, 26),
    text: `Hi sam_reads_things,

You asked to change the email address on your Loftbid account from s.reader@oldmail.example to sam.reader@inbox.example.

To finish, confirm your new email address:
https://email.loftbid.co.uk/ls/click?upn=u001.Hk4tP2bVn8QxZ7aLm0Rw5yJcEf3gTd9sUo1iNp6hKq-3D&r=acct_email_confirm

The link expires in 48 hours. Until you confirm, we'll keep sending emails to your old address.

Didn't ask for this? Contact us through the Help Centre: https://www.loftbid.co.uk/help

Loftbid
`,
    html: loftbid(
      "Finish changing the email address on your account",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:bold;">Confirm your new email address</p>
<p style="margin:0 0 14px;">Hi sam_reads_things,</p>
<p style="margin:0 0 20px;">You asked to change the email address on your Loftbid account from <strong>s.reader@oldmail.example</strong> to <strong>sam.reader@inbox.example</strong>.</p>
<table cellpadding="0" cellspacing="0" role="presentation"><tr><td style="background:#3665f3;border-radius:24px;"><a href="https://email.loftbid.co.uk/ls/click?upn=u001.Hk4tP2bVn8QxZ7aLm0Rw5yJcEf3gTd9sUo1iNp6hKq-3D&amp;r=acct_email_confirm" style="display:inline-block;padding:12px 30px;color:#ffffff;font-weight:bold;text-decoration:none;">Confirm email address</a></td></tr></table>
<p style="margin:20px 0 14px;font-size:13px;color:#666;">The link expires in 48 hours. Until you confirm, we'll keep sending emails to your old address.</p>
<p style="margin:0;font-size:13px;color:#666;">Didn't ask for this? <a href="https://www.loftbid.co.uk/help" style="color:#3665f3;">Contact us through the Help Centre</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "loftbid",
    group: "consumer",
    lang: "en",
    kind: "outbid",
    code: null,
    link: null,
    from: "Loftbid <bids@loftbid.co.uk>",
    subject: "You've been outbid on Brompton-style folding bike, 6-speed, with bag",
    date: date(9, 21, 18, 22, 40),
    text: `You've been outbid

Someone has placed a higher bid on:
Brompton-style folding bike, 6-speed, with bag (item 204418873302)

Current bid: £186.00 (14 bids)
Your max bid: £180.00
Time left: 3h 37m (ends Monday 21 September at 22:00)
Postage: collection only from Clifton, Bristol

Bid again: https://www.loftbid.co.uk/itm/204418873302?trk=outbid_em

Loftbid
`,
    html: loftbid(
      "Current bid £186.00, ends in 3h 37m",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#e0103a;">You've been outbid</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr>
<td width="120" valign="top"><a href="https://www.loftbid.co.uk/itm/204418873302?trk=outbid_em"><img src="https://i.loftbid.co.uk/images/g/204418873302/s-l225.jpg" width="110" alt="Brompton-style folding bike"></a></td>
<td valign="top" style="padding-left:14px;"><a href="https://www.loftbid.co.uk/itm/204418873302?trk=outbid_em" style="color:#222;font-weight:bold;text-decoration:none;">Brompton-style folding bike, 6-speed, with bag</a>
<table cellpadding="0" cellspacing="0" role="presentation" style="font-size:13px;margin-top:8px;">
<tr><td style="color:#666;padding-right:12px;">Current bid</td><td><strong>&pound;186.00</strong> (14 bids)</td></tr>
<tr><td style="color:#666;padding-right:12px;">Your max bid</td><td>&pound;180.00</td></tr>
<tr><td style="color:#666;padding-right:12px;">Time left</td><td style="color:#e0103a;">3h 37m</td></tr>
<tr><td style="color:#666;padding-right:12px;">Postage</td><td>Collection only, Clifton</td></tr>
</table></td></tr></table>
<p style="margin:20px 0 0;"><a href="https://www.loftbid.co.uk/itm/204418873302?trk=outbid_em" style="display:inline-block;background:#3665f3;color:#ffffff;padding:11px 28px;border-radius:24px;text-decoration:none;font-weight:bold;">Bid again</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "loftbid",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Loftbid <orders@loftbid.co.uk>",
    subject: "Your item has been posted",
    date: date(10, 8, 16, 51, 7),
    text: `Good news, your item has been posted.

Vintage Pyrex mixing bowl set, 3 pieces
Order number: 11-10427-55380
Seller: kitchen_finds_cardiff
Paid: £23.50 incl. £4.20 postage

Delivery estimate: Sat 10 Oct - Tue 13 Oct
Tracking: Royal Mail Tracked 48, QF 2093 4471 6GB

View order details: https://www.loftbid.co.uk/ord/details?orderid=11-10427-55380
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Basketly (shared shopping lists)

const basketlyMails: Mail[] = [
  {
    family: "basketly",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://basketly.app/invite/accept/LST-6b1f0e2c?token=p9Wz3kRt8fQx",
    from: "Priya via Basketly <invites@basketly.app>",
    subject: "Priya shared “Harrow Close weekly shop” with you",
    date: date(9, 13, 11, 2, 44),
    text: `Priya Shah wants to share a list with you on Basketly.

"Harrow Close weekly shop" - 18 items

Join the list to add items, tick things off in the shop and see changes as they happen:
https://basketly.app/invite/accept/LST-6b1f0e2c?token=p9Wz3kRt8fQx

New to Basketly? The link will help you create a free account first.

--
Basketly - lists that keep up with you.
https://basketly.app
`,
    html:
      `<div style="font-family:-apple-system,Helvetica,Arial,sans-serif;max-width:460px;margin:0 auto;padding:28px 20px;color:#222;">
<img src="https://basketly.app/static/mail/basket-icon@2x.png" width="40" height="40" alt="Basketly">
<h2 style="font-size:20px;margin:18px 0 10px;">Priya Shah wants to share a list with you</h2>
<div style="border:1px solid #e4e4e4;border-radius:12px;padding:14px 16px;margin:0 0 18px;">
<div style="font-weight:600;">&#128722; Harrow Close weekly shop</div>
<div style="font-size:13px;color:#888;">18 items &middot; oat milk, bin bags, limes, tinned tomatoes&hellip;</div>
</div>
<p style="font-size:15px;line-height:22px;margin:0 0 20px;">Join the list to add items, tick things off in the shop and see changes as they happen.</p>
<a href="https://basketly.app/invite/accept/LST-6b1f0e2c?token=p9Wz3kRt8fQx" style="display:block;text-align:center;background:#ff7a45;color:#fff;border-radius:10px;padding:13px;text-decoration:none;font-weight:600;">Join list</a>
<p style="font-size:13px;color:#888;margin:16px 0 0;">New to Basketly? The link will help you create a free account first.</p>
<p style="font-size:12px;color:#aaa;margin:30px 0 0;border-top:1px solid #eee;padding-top:12px;">Basketly &middot; <a href="https://basketly.app/privacy" style="color:#aaa;">Privacy</a> &middot; <a href="https://basketly.app/help" style="color:#aaa;">Help</a></p>
</div>`,
    enc: "8bit",
  },
  {
    family: "basketly",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://basketly.app/auth/email-link?oobCode=Qm3vX9tLk2PzR7wY4nBc1HdG&mode=signIn&lang=en-GB",
    from: "Basketly <noreply@basketly.app>",
    subject: "Sign in to Basketly",
    date: date(9, 13, 11, 9, 3),
    text: `Hello,

We received a request to sign in to Basketly using this email address. If you want to sign in with your sam.reader@inbox.example account, click this link:

https://basketly.app/auth/email-link?oobCode=Qm3vX9tLk2PzR7wY4nBc1HdG&mode=signIn&lang=en-GB

If you did not request this link, you can safely ignore this email.

Thanks,

Your Basketly team
`,
    html: `<p>Hello,</p>
<p>We received a request to sign in to Basketly using this email address. If you want to sign in with your sam.reader@inbox.example account, click this link:</p>
<p><a href="https://basketly.app/auth/email-link?oobCode=Qm3vX9tLk2PzR7wY4nBc1HdG&amp;mode=signIn&amp;lang=en-GB">Sign in to Basketly</a></p>
<p>If you did not request this link, you can safely ignore this email.</p>
<p>Thanks,</p>
<p>Your Basketly team</p>`,
  },
];

// ---------------------------------------------------------------- Corvo Mobile

const corvoMails: Mail[] = [
  {
    family: "corvo-mobile",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "914607",
    link: null,
    from: "Corvo <myaccount@corvomobile.co.uk>",
    subject: "Your My Corvo security code",
    date: date(10, 13, 8, 25, 0),
    text: `Your My Corvo security code is:

91 46 07

Enter it on the sign-in page to access your account for 07700 900482. The code is valid for 5 minutes and can only be used once.

We'll never ask you to read this code out over the phone. If someone contacts you claiming to be from Corvo and asks for it, hang up and call 0333 014 4020.

Corvo Mobile Ltd, 2 Kingdom Street, London W2 6BD
`,
    html: null,
  },
  {
    family: "corvo-mobile",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Corvo <bills@corvomobile.co.uk>",
    subject: "Your Corvo bill is ready: £18.00",
    date: date(10, 16, 5, 44, 12),
    text: `Hi Sam, your bill is ready.

Account number: 118 442 9073
Number: 07700 900482
Bill date: 16 October 2026
Amount: £18.00
Collected by Direct Debit on or just after 28 October 2026

Plan: 30GB SIM Only, 12 months (£16.00)
Extras: EU roaming Day Pass x 2 (£2.00)

See your full bill in the My Corvo app or at corvomobile.co.uk/mycorvo
`,
    html: card({
      title: "Your bill is ready",
      pre: "£18.00 will be collected by Direct Debit on or just after 28 October",
      bg: "#eef0f7",
      accent: "#7b2cbf",
      head:
        `<img src="https://www.corvomobile.co.uk/assets/email/corvo-logo-purple.png" width="110" alt="Corvo" style="display:block;">`,
      body: `<p style="margin:0 0 6px;font-size:22px;font-weight:bold;">Hi Sam, your bill is ready.</p>
<p style="margin:0 0 22px;color:#666;">Bill date 16 October 2026</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5effb;border-radius:8px;">
<tr><td style="padding:18px 20px;"><span style="font-size:13px;color:#666;">Amount</span><br><span style="font-size:34px;font-weight:bold;color:#7b2cbf;">&pound;18.00</span><br><span style="font-size:13px;color:#666;">Collected by Direct Debit on or just after 28 October 2026</span></td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin-top:18px;">
<tr><td style="padding:6px 0;color:#666;">Account number</td><td align="right">118 442 9073</td></tr>
<tr><td style="padding:6px 0;color:#666;">Number</td><td align="right">07700 900482</td></tr>
<tr><td style="padding:6px 0;color:#666;">30GB SIM Only, 12 months</td><td align="right">&pound;16.00</td></tr>
<tr><td style="padding:6px 0;color:#666;">EU roaming Day Pass &times; 2</td><td align="right">&pound;2.00</td></tr>
</table>
${
        button(
          "https://www.corvomobile.co.uk/mycorvo/bills?utm_medium=email&amp;utm_campaign=bill_ready",
          "See your bill",
          "#7b2cbf",
        )
      }`,
      foot:
        `<a href="https://www.corvomobile.co.uk/help" style="color:#7a8088;">Help</a> &middot; <a href="https://www.corvomobile.co.uk/privacy" style="color:#7a8088;">Privacy</a><br>Corvo Mobile Ltd, 2 Kingdom Street, London W2 6BD. Registered in England no. 11820394.`,
    }),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- DishDash (takeaway delivery)

const dishdashMails: Mail[] = [
  {
    family: "dishdash",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "DishDash <orders@dishdash.co.uk>",
    subject: "Your order from Mama Sita's Kitchen",
    date: date(10, 9, 19, 58, 31),
    text: `Thanks for ordering, Sam!

Mama Sita's Kitchen - order #DD-7741-0925
Delivered at 19:56, Friday 9 October

1 x Chicken adobo with garlic rice      £11.50
1 x Pancit canton                       £9.25
2 x Lumpia shanghai (4 pcs)              £9.00
1 x Calamansi soda                       £2.80

Subtotal                               £32.55
Delivery fee                             £1.99
Service fee                              £1.49
Rider tip                                £2.00
Total                                  £38.03

Paid with Apple Pay (Visa ending 4821)

Problem with your order? Get help in the app within 48 hours.
DishDash Ltd, 1 Leonard Circus, London EC2A 4DQ
`,
    html: card({
      title: "Your DishDash receipt",
      pre: "£38.03 · Mama Sita's Kitchen · delivered 19:56",
      bg: "#fff5f0",
      accent: "#ff3d54",
      head: `<img src="https://static.dishdash.co.uk/email/dd-logo.png" width="120" alt="DishDash">`,
      body: `<p style="margin:0 0 4px;font-size:24px;font-weight:bold;">Thanks for ordering, Sam!</p>
<p style="margin:0 0 20px;color:#666;">Mama Sita's Kitchen &middot; order #DD-7741-0925 &middot; delivered at 19:56, Friday 9 October</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td style="padding:5px 0;">1 &times; Chicken adobo with garlic rice</td><td align="right">&pound;11.50</td></tr>
<tr><td style="padding:5px 0;">1 &times; Pancit canton</td><td align="right">&pound;9.25</td></tr>
<tr><td style="padding:5px 0;">2 &times; Lumpia shanghai (4 pcs)</td><td align="right">&pound;9.00</td></tr>
<tr><td style="padding:5px 0;">1 &times; Calamansi soda</td><td align="right">&pound;2.80</td></tr>
<tr><td style="padding:10px 0 5px;border-top:1px dashed #ddd;color:#666;">Subtotal</td><td align="right" style="border-top:1px dashed #ddd;padding-top:10px;">&pound;32.55</td></tr>
<tr><td style="padding:5px 0;color:#666;">Delivery fee</td><td align="right">&pound;1.99</td></tr>
<tr><td style="padding:5px 0;color:#666;">Service fee</td><td align="right">&pound;1.49</td></tr>
<tr><td style="padding:5px 0;color:#666;">Rider tip</td><td align="right">&pound;2.00</td></tr>
<tr><td style="padding:10px 0;border-top:2px solid #222;font-weight:bold;font-size:17px;">Total</td><td align="right" style="border-top:2px solid #222;font-weight:bold;font-size:17px;">&pound;38.03</td></tr>
</table>
<p style="margin:14px 0 0;font-size:13px;color:#666;">Paid with Apple Pay (Visa ending 4821). Problem with your order? Get help in the app within 48 hours.</p>`,
      foot:
        `DishDash Ltd, 1 Leonard Circus, London EC2A 4DQ &middot; <a href="https://dishdash.co.uk/help" style="color:#7a8088;">Help</a> &middot; <a href="https://dishdash.co.uk/privacy" style="color:#7a8088;">Privacy</a>`,
    }),
    enc: "b64",
  },
  {
    family: "dishdash",
    group: "negative",
    lang: "en",
    kind: "promotion",
    code: null,
    link: null,
    from: "DishDash <offers@dishdash.co.uk>",
    subject: "Sam, 40% off your next 2 orders 🍜",
    date: date(10, 30, 17, 15, 0),
    text: `Friday night sorted.

Get 40% off your next 2 orders (up to £8 off each) with code FRIYAY40.

Valid until 23:59 Sunday 1 November 2026 on orders over £15. Selected restaurants only.

Order now: https://dd.link.dishdash.co.uk/c/promo-friyay40?uid=77120938

T&Cs: https://dishdash.co.uk/offers/terms/FRIYAY40
Unsubscribe from offers: https://dishdash.co.uk/prefs?uid=77120938&type=marketing
DishDash Ltd, 1 Leonard Circus, London EC2A 4DQ
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#ff3d54;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:Arial,sans-serif;">
<tr><td><a href="https://dd.link.dishdash.co.uk/c/promo-friyay40?uid=77120938"><img src="https://static.dishdash.co.uk/campaigns/friyay/hero-noodles-560.jpg" width="560" alt="Friday night sorted: 40% off" style="display:block;border-radius:16px 16px 0 0;"></a></td></tr>
<tr><td align="center" style="padding:26px 30px 10px;font-size:28px;font-weight:bold;color:#222;">40% off your next 2 orders</td></tr>
<tr><td align="center" style="padding:0 30px 16px;font-size:15px;color:#555;">Up to &pound;8 off each, on orders over &pound;15. Use code:</td></tr>
<tr><td align="center" style="padding:0 30px 20px;"><span style="display:inline-block;border:2px dashed #ff3d54;padding:10px 24px;font-size:24px;font-weight:bold;letter-spacing:3px;color:#ff3d54;">FRIYAY40</span></td></tr>
<tr><td align="center" style="padding:0 30px 26px;"><a href="https://dd.link.dishdash.co.uk/c/promo-friyay40?uid=77120938" style="background:#222;color:#fff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:bold;">Order now</a></td></tr>
<tr><td align="center" style="padding:0 30px 24px;font-size:11px;color:#999;">Valid until 23:59 Sunday 1 November 2026. Selected restaurants only. <a href="https://dishdash.co.uk/offers/terms/FRIYAY40" style="color:#999;">T&amp;Cs</a></td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#ffe3e7;"><a href="https://dishdash.co.uk/prefs?uid=77120938&amp;type=marketing" style="color:#ffe3e7;">Unsubscribe from offers</a> &middot; DishDash Ltd, 1 Leonard Circus, London EC2A 4DQ</p>
</td></tr></table>`,
    enc: "qp",
    headers: unsub("https://dishdash.co.uk/prefs/one-click?uid=77120938&type=marketing"),
  },
];

// ---------------------------------------------------------------- Pagecraft (ebook shop)

const pagecraftMails: Mail[] = [
  {
    family: "pagecraft",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.pagecraftbooks.co.uk/accounts/password/reset/key/3k9-c8b2f1d04e7a9c63b5d2/",
    from: "Pagecraft Books <no-reply@pagecraftbooks.co.uk>",
    subject: "[Pagecraft Books] Password Reset E-mail",
    date: date(10, 11, 22, 37, 18),
    text: `Hello from Pagecraft Books!

You're receiving this e-mail because you or someone else has requested a password reset for your user account.
It can be safely ignored if you did not request a password reset. Click the link below to reset your password.

https://www.pagecraftbooks.co.uk/accounts/password/reset/key/3k9-c8b2f1d04e7a9c63b5d2/

In case you forgot, your username is samreader.

Thank you for using Pagecraft Books!
www.pagecraftbooks.co.uk
`,
    html: null,
  },
  {
    family: "pagecraft",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Pagecraft Books <orders@pagecraftbooks.co.uk>",
    subject: "Your Pagecraft order PCB-000231857",
    date: date(10, 11, 22, 44, 2),
    text: "",
    html:
      `<div style="max-width:560px;margin:0 auto;font-family:Georgia,serif;color:#2c2a26;background:#fffdf8;padding:30px;">
<p style="text-align:center;margin:0 0 24px;"><img src="https://www.pagecraftbooks.co.uk/static/img/pagecraft-email.png" width="170" alt="Pagecraft Books"></p>
<h2 style="font-weight:normal;font-size:24px;margin:0 0 6px;">Thank you for your order!</h2>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#77726a;margin:0 0 18px;">Order PCB-000231857 &middot; 11 October 2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border-top:1px solid #e8e2d4;border-bottom:1px solid #e8e2d4;">
<tr><td><em>The Salt Path Home</em><br><span style="font-size:12px;color:#77726a;">ebook, EPUB</span></td><td align="right">&pound;7.99</td></tr>
<tr><td><em>Notes from a Hill Farm</em><br><span style="font-size:12px;color:#77726a;">ebook, EPUB</span></td><td align="right">&pound;4.49</td></tr>
<tr><td><strong>Order total</strong> <span style="font-size:12px;color:#77726a;">(incl. VAT &pound;0.00)</span></td><td align="right"><strong>&pound;12.48</strong></td></tr>
</table>
<p style="font-size:15px;line-height:23px;">Your ebooks are ready in <a href="https://www.pagecraftbooks.co.uk/library/" style="color:#9c3d2e;">your Pagecraft library</a> and will sync to the Pagecraft app on your devices.</p>
<p style="font-size:15px;line-height:23px;background:#f5efe2;padding:12px 14px;">Every purchase supports independent bookshops &ndash; this order sent <strong>&pound;1.87</strong> to Storysmith Books, Bristol.</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#77726a;text-align:center;margin-top:26px;">Pagecraft Books CIC, 8 Pipe Lane, Bristol BS1 5AJ &middot; <a href="https://www.pagecraftbooks.co.uk/privacy/" style="color:#77726a;">Privacy</a></p>
</div>`,
  },
];

// ---------------------------------------------------------------- Hearthguard Insurance

const hearthguardMails: Mail[] = [
  {
    family: "hearthguard-insurance",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "HG-583201",
    code_digits: "583201",
    link: null,
    from: "Hearthguard Insurance <security@hearthguard.co.uk>",
    subject: "Your Hearthguard verification code",
    date: date(10, 1, 13, 4, 55),
    text: `Hearthguard Insurance

Your verification code is HG-583201

Enter the 6 digits after "HG-" on the screen to finish setting up your online account. The code expires at 13:19.

Policy: Home Contents, HGC/2291847/01

We will never ask for this code by phone, text or social media.

Hearthguard Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority (FRN 301782). Registered office: 12 Colmore Row, Birmingham B3 2BS.
`,
    html:
      `<table width="100%" cellspacing="0" cellpadding="0" style="background:#f0f4f8;"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-top:6px solid #d9480f;font-family:Arial,Helvetica,sans-serif;color:#1c2b39;">
<tr><td style="padding:22px 30px 6px;"><img src="https://www.hearthguard.co.uk/content/email/hearthguard-logo.png" width="150" alt="Hearthguard Insurance"></td></tr>
<tr><td style="padding:18px 30px 6px;font-size:15px;">Your verification code is</td></tr>
<tr><td style="padding:0 30px 14px;font-size:36px;font-weight:bold;letter-spacing:3px;color:#d9480f;">HG-583201</td></tr>
<tr><td style="padding:0 30px 14px;font-size:14px;line-height:21px;">Enter the 6 digits after &ldquo;HG-&rdquo; on the screen to finish setting up your online account. The code expires at 13:19.</td></tr>
<tr><td style="padding:0 30px 14px;font-size:13px;color:#5b6b7a;">Policy: Home Contents, HGC/2291847/01</td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;color:#5b6b7a;">We will never ask for this code by phone, text or social media.</td></tr>
<tr><td style="padding:16px 30px;background:#f7f9fb;font-size:10px;line-height:15px;color:#7b8a99;">Hearthguard Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority (FRN 301782). Registered office: 12 Colmore Row, Birmingham B3 2BS. Registered in England no. 02894410.<br><a href="https://www.hearthguard.co.uk/privacy" style="color:#7b8a99;">Privacy</a> &middot; <a href="https://www.hearthguard.co.uk/contact" style="color:#7b8a99;">Contact us</a> &middot; 0330 912 6644</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "hearthguard-insurance",
    group: "consumer",
    lang: "en",
    kind: "renewal-documents",
    code: null,
    link: null,
    from: "Hearthguard Insurance <documents@hearthguard.co.uk>",
    subject: "Your Home Contents renewal documents – HGC/2291847/01",
    date: date(10, 7, 9, 30, 12),
    text: `Dear Sam Reader,

Your Home Contents insurance renews on 28 October 2026. Your renewal documents are attached.

Policy number: HGC/2291847/01
Cover: Contents £30,000, personal possessions £2,000 (unspecified), accidental damage included
Excess: £100

Your renewal price: £148.32 for the year (last year £139.80), including Insurance Premium Tax at 12%.
As you pay monthly, 12 payments of £12.36 will be collected from your account ending 4821.

If you're happy with your renewal, you don't need to do anything - your cover will continue automatically.

To make changes or cancel, call us on 0330 912 6644 (Mon-Fri 8am-8pm, Sat 9am-5pm) before 28 October.

Yours sincerely,
Renewals Team
Hearthguard Insurance
`,
    html: card({
      title: "Your renewal documents",
      pre: "Your Home Contents insurance renews on 28 October 2026",
      bg: "#f0f4f8",
      accent: "#d9480f",
      head:
        `<img src="https://www.hearthguard.co.uk/content/email/hearthguard-logo.png" width="150" alt="Hearthguard Insurance">`,
      body: `<p style="margin:0 0 14px;">Dear Sam Reader,</p>
<p style="margin:0 0 14px;">Your Home Contents insurance renews on <strong>28 October 2026</strong>. Your renewal documents are attached.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border:1px solid #dde4ea;margin:0 0 16px;">
<tr><td style="padding:8px 12px;color:#5b6b7a;">Policy number</td><td style="padding:8px 12px;">HGC/2291847/01</td></tr>
<tr><td style="padding:8px 12px;color:#5b6b7a;border-top:1px solid #dde4ea;">Cover</td><td style="padding:8px 12px;border-top:1px solid #dde4ea;">Contents &pound;30,000; personal possessions &pound;2,000; accidental damage included</td></tr>
<tr><td style="padding:8px 12px;color:#5b6b7a;border-top:1px solid #dde4ea;">Excess</td><td style="padding:8px 12px;border-top:1px solid #dde4ea;">&pound;100</td></tr>
<tr><td style="padding:8px 12px;color:#5b6b7a;border-top:1px solid #dde4ea;">Renewal price</td><td style="padding:8px 12px;border-top:1px solid #dde4ea;"><strong>&pound;148.32</strong> a year (last year &pound;139.80), incl. IPT at 12%</td></tr>
<tr><td style="padding:8px 12px;color:#5b6b7a;border-top:1px solid #dde4ea;">Payments</td><td style="padding:8px 12px;border-top:1px solid #dde4ea;">12 &times; &pound;12.36 from account ending 4821</td></tr>
</table>
<p style="margin:0 0 14px;">If you're happy with your renewal, you don't need to do anything &ndash; your cover will continue automatically.</p>
<p style="margin:0;">To make changes or cancel, call us on 0330 912 6644 (Mon&ndash;Fri 8am&ndash;8pm, Sat 9am&ndash;5pm) before 28 October.</p>`,
      foot:
        `Hearthguard Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority (FRN 301782). Registered office: 12 Colmore Row, Birmingham B3 2BS.`,
    }),
    enc: "qp",
    attachment: [
      "HGC-2291847-01_Renewal_Schedule.pdf",
      "application/pdf",
      "%PDF-1.6\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n% Schedule HGC/2291847/01 renewal 28/10/2026\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Otterwatch Trust (charity)

const otterwatchMails: Mail[] = [
  {
    family: "otterwatch-trust",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Otterwatch Trust <supporters@otterwatch.org.uk>",
    subject: "Otters are back on the Frome – thanks to you",
    date: date(9, 30, 12, 0, 0),
    text: `Dear Sam,

This summer, our volunteers recorded otter spraints at 41 sites along the River Frome - up from 12 when we started surveying in 2019. Your monthly gift of £5 is part of that story.

What your support did this season:
- 2.3km of riverbank fenced and replanted
- 186 volunteer survey days
- 3 new artificial holts near Stapleton

Come and see for yourself: our autumn guided walk is on Sunday 18 October, 10am from Snuff Mills car park. Free for members - bring your membership number (OW-0044917) to get a hot drink on us.

With thanks,
Dr Nia Blackwood
Chief Executive

Otterwatch Trust is a registered charity in England and Wales (no. 1172840). 9 Brunswick Square, Bristol BS2 8PE.
Update your preferences: https://otterwatch.org.uk/preferences?sid=0044917
Unsubscribe: https://otterwatch.org.uk/unsubscribe?sid=0044917
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef3ee"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Verdana,sans-serif;color:#233025;">
<tr><td><img src="https://otterwatch.org.uk/wp-content/uploads/email/autumn-2026-header.jpg" width="600" alt="An otter on the River Frome at dusk" style="display:block;"></td></tr>
<tr><td style="padding:28px 34px;font-size:14px;line-height:22px;">
<p style="margin:0 0 14px;">Dear Sam,</p>
<p style="margin:0 0 14px;">This summer, our volunteers recorded otter spraints at <strong>41 sites</strong> along the River Frome &ndash; up from 12 when we started surveying in 2019. Your monthly gift of &pound;5 is part of that story.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:6px 0 18px;"><tr>
<td align="center" width="33%" style="background:#e3eee3;padding:14px;"><span style="font-size:24px;font-weight:bold;color:#2e6b3c;">2.3km</span><br><span style="font-size:12px;">riverbank replanted</span></td>
<td width="8"></td>
<td align="center" width="33%" style="background:#e3eee3;padding:14px;"><span style="font-size:24px;font-weight:bold;color:#2e6b3c;">186</span><br><span style="font-size:12px;">volunteer survey days</span></td>
<td width="8"></td>
<td align="center" width="33%" style="background:#e3eee3;padding:14px;"><span style="font-size:24px;font-weight:bold;color:#2e6b3c;">3</span><br><span style="font-size:12px;">new holts near Stapleton</span></td>
</tr></table>
<p style="margin:0 0 14px;">Come and see for yourself: our autumn guided walk is on <strong>Sunday 18 October, 10am</strong> from Snuff Mills car park. Free for members &ndash; bring your membership number (OW-0044917) to get a hot drink on us.</p>
<p style="margin:0 0 20px;"><a href="https://otterwatch.org.uk/events/autumn-walk-2026?utm_source=newsletter" style="color:#2e6b3c;font-weight:bold;">Find out more about the walk</a></p>
<p style="margin:0;">With thanks,<br><img src="https://otterwatch.org.uk/wp-content/uploads/email/sig-nb.png" width="120" alt="Nia Blackwood"><br>Dr Nia Blackwood, Chief Executive</p>
</td></tr>
<tr><td style="padding:18px 34px;background:#233025;font-size:10px;line-height:16px;color:#b8c7ba;">Otterwatch Trust is a registered charity in England and Wales (no. 1172840). 9 Brunswick Square, Bristol BS2 8PE.<br><a href="https://otterwatch.org.uk/preferences?sid=0044917" style="color:#ffffff;">Update your preferences</a> &middot; <a href="https://otterwatch.org.uk/unsubscribe?sid=0044917" style="color:#ffffff;">Unsubscribe</a> &middot; <a href="https://otterwatch.org.uk/donate?utm_source=newsletter" style="color:#ffffff;">Donate</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
    headers: unsub("https://otterwatch.org.uk/unsubscribe?sid=0044917&oc=1"),
  },
];

// ---------------------------------------------------------------- Hushnote (journaling app)

const hushnoteMails: Mail[] = [
  {
    family: "hushnote",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://app.hushnote.io/api/auth/callback/email?callbackUrl=https%3A%2F%2Fapp.hushnote.io%2Fjournal&token=4e1d7f0b9a2c3e58d6b7a1f0c9e2d3b4a5f6e7d8&email=sam.reader%40inbox.example",
    from: "Hushnote <login@hushnote.io>",
    subject: "Sign in to Hushnote",
    date: date(9, 22, 22, 51, 37),
    text: `Sign in to Hushnote

Tap the link below to sign in as sam.reader@inbox.example. It works once and expires in 10 minutes.

https://app.hushnote.io/api/auth/callback/email?callbackUrl=https%3A%2F%2Fapp.hushnote.io%2Fjournal&token=4e1d7f0b9a2c3e58d6b7a1f0c9e2d3b4a5f6e7d8&email=sam.reader%40inbox.example

If you didn't try to sign in, you can ignore this email.
`,
    html: `<body style="background:#f4f1ec;">
<table width="100%" border="0" cellspacing="20" cellpadding="0" style="background:#f4f1ec;max-width:600px;margin:auto;border-radius:10px;">
<tr><td align="center" style="padding:10px 0px;font-size:22px;font-family:Helvetica,Arial,sans-serif;color:#3d3a35;">Sign in to <strong>Hushnote</strong></td></tr>
<tr><td align="center" style="padding:0 0 10px;font-size:14px;font-family:Helvetica,Arial,sans-serif;color:#6b665e;">as sam.reader@inbox.example</td></tr>
<tr><td align="center" style="padding:20px 0;">
<table border="0" cellspacing="0" cellpadding="0"><tr><td align="center" style="border-radius:5px;" bgcolor="#5b4b8a"><a href="https://app.hushnote.io/api/auth/callback/email?callbackUrl=https%3A%2F%2Fapp.hushnote.io%2Fjournal&amp;token=4e1d7f0b9a2c3e58d6b7a1f0c9e2d3b4a5f6e7d8&amp;email=sam.reader%40inbox.example" target="_blank" style="font-size:18px;font-family:Helvetica,Arial,sans-serif;color:#ffffff;text-decoration:none;border-radius:5px;padding:10px 20px;border:1px solid #5b4b8a;display:inline-block;font-weight:bold;">Sign in</a></td></tr></table>
</td></tr>
<tr><td align="center" style="padding:0px 0px 10px 0px;font-size:16px;line-height:22px;font-family:Helvetica,Arial,sans-serif;color:#3d3a35;">It works once and expires in 10 minutes. If you didn't try to sign in, you can ignore this email.</td></tr>
</table>
</body>`,
  },
  {
    family: "hushnote",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "QDNR-7KWP",
    link: "https://app.hushnote.io/login/verify?c=QDNR-7KWP&e=sam.reader%40inbox.example&r=%2Fjournal%2Ftoday",
    from: "Hushnote <login@hushnote.io>",
    subject: "Your Hushnote code: QDNR-7KWP",
    date: date(10, 26, 7, 3, 9),
    text: `Hi Sam,

Here's your code for signing in to Hushnote on the iPhone app:

QDNR-7KWP

Or, if you're on this device, just open this link:
https://app.hushnote.io/login/verify?c=QDNR-7KWP&e=sam.reader%40inbox.example&r=%2Fjournal%2Ftoday

Both expire in 15 minutes.

Your streak: 34 days. Keep going!

Hushnote · Made in Glasgow · hello@hushnote.io
`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background:#f4f1ec;font-family:Helvetica,Arial,sans-serif;color:#3d3a35;">
<div style="display:none;">Your code is QDNR-7KWP. Expires in 15 minutes.</div>
<div style="max-width:440px;margin:0 auto;padding:36px 24px;">
<img src="https://app.hushnote.io/email/moon-64.png" width="32" height="32" alt="Hushnote">
<p style="font-size:16px;margin:20px 0 10px;">Hi Sam,</p>
<p style="font-size:16px;line-height:24px;margin:0 0 18px;">Here's your code for signing in to Hushnote on the iPhone app:</p>
<div style="background:#ffffff;border-radius:10px;padding:18px;text-align:center;font-family:'SF Mono',Menlo,monospace;font-size:30px;letter-spacing:4px;color:#5b4b8a;">QDNR-7KWP</div>
<p style="font-size:15px;line-height:22px;margin:20px 0;">Or, if you're on this device, just <a href="https://app.hushnote.io/login/verify?c=QDNR-7KWP&amp;e=sam.reader%40inbox.example&amp;r=%2Fjournal%2Ftoday" style="color:#5b4b8a;font-weight:bold;">open this link</a>.</p>
<p style="font-size:13px;color:#8a847a;margin:0 0 26px;">Both expire in 15 minutes.</p>
<p style="font-size:13px;color:#8a847a;margin:0;">&#127769; Your streak: 34 days. Keep going!</p>
<p style="font-size:11px;color:#aaa39a;margin:30px 0 0;">Hushnote &middot; Made in Glasgow &middot; <a href="mailto:hello@hushnote.io" style="color:#aaa39a;">hello@hushnote.io</a></p>
</div></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Sunmoor Energy

const sunmoorMails: Mail[] = [
  {
    family: "sunmoor-energy",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Sunmoor Energy <hello@sunmoor.energy>",
    subject: "Your latest statement is here ⚡",
    date: date(9, 16, 10, 21, 48),
    text: "",
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Your statement</title></head>
<body style="margin:0;background:#fff8e6;">
<div style="display:none;">You're £41.26 in credit. Nothing to pay this month.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:18px;font-family:'Poppins',Arial,sans-serif;color:#202020;">
<tr><td style="padding:26px 30px 0;"><img src="https://assets.sunmoor.energy/email/sunmoor-sun-logo.png" width="130" alt="Sunmoor Energy"></td></tr>
<tr><td style="padding:20px 30px 0;font-size:26px;line-height:32px;font-weight:700;">Hi Sam, your statement for 16 Aug &ndash; 15 Sep is ready</td></tr>
<tr><td style="padding:18px 30px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#ffe9a8;border-radius:12px;"><tr>
<td style="padding:18px;font-size:14px;">Your balance<br><span style="font-size:30px;font-weight:700;">&pound;41.26</span> <span style="font-size:14px;">in credit</span></td>
<td align="right" style="padding:18px;font-size:14px;">Direct Debit<br><strong>&pound;78.00</strong> on 1 Oct</td>
</tr></table>
</td></tr>
<tr><td style="padding:0 30px 10px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td style="padding:6px 0;">&#9889; Electricity &ndash; 184.6 kWh</td><td align="right">&pound;49.87</td></tr>
<tr><td style="padding:6px 0;">&#128293; Gas &ndash; 212.3 kWh</td><td align="right">&pound;22.19</td></tr>
<tr><td style="padding:6px 0;color:#777;">Standing charges (31 days)</td><td align="right" style="color:#777;">&pound;21.34</td></tr>
<tr><td style="padding:6px 0;color:#777;">VAT at 5%</td><td align="right" style="color:#777;">&pound;4.67</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #eee;font-weight:700;">Total this period</td><td align="right" style="border-top:1px solid #eee;font-weight:700;">&pound;98.07</td></tr>
</table>
</td></tr>
<tr><td style="padding:6px 30px 24px;"><a href="https://my.sunmoor.energy/statements/A-7F20C114/2026-09?utm_source=email&amp;utm_campaign=statement" style="display:inline-block;background:#202020;color:#ffffff;border-radius:30px;padding:13px 26px;text-decoration:none;font-weight:600;">See your full statement</a></td></tr>
<tr><td style="padding:0 30px 26px;font-size:13px;line-height:20px;color:#555;">Your smart meter sent us readings automatically, so there's nothing for you to do. Account number A-7F20C114.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a7d55;max-width:560px;">Sunmoor Energy Supply Ltd, Brunel House, 2 Fitzalan Road, Cardiff CF24 0EB. Registered in England and Wales no. 11233468.<br>
Need help? <a href="https://help.sunmoor.energy" style="color:#8a7d55;">help.sunmoor.energy</a> &middot; 0808 164 2290 &middot; <a href="https://sunmoor.energy/privacy" style="color:#8a7d55;">Privacy</a><br>
<a href="https://www.instagram.com/sunmoorenergy" style="color:#8a7d55;">Instagram</a> &middot; <a href="https://www.facebook.com/sunmoorenergy" style="color:#8a7d55;">Facebook</a></p>
</td></tr></table>
</body></html>`,
    html_enc: "b64",
  },
  {
    family: "sunmoor-energy",
    group: "consumer",
    lang: "en",
    kind: "direct-debit-changed",
    code: null,
    link: null,
    from: "Sunmoor Energy <hello@sunmoor.energy>",
    subject: "We're lowering your Direct Debit to £71",
    date: date(10, 17, 9, 12, 0),
    text: `Hi Sam,

Good news: we've reviewed your account and we're lowering your monthly Direct Debit from £78.00 to £71.00, starting 1 November 2026.

Why? Based on your last 12 months of usage (about 2,310 kWh electricity and 6,980 kWh gas) and the prices on your Sunmoor Fixed Oct-25 tariff, £71.00 a month should keep your balance close to zero over the year.

Current balance: £29.94 in credit
Account number: A-7F20C114

You don't need to do anything. If you'd rather keep paying £78.00, you can change it in the Sunmoor app.

Speak soon,
Gareth
Sunmoor Energy

Sunmoor Energy Supply Ltd, Brunel House, 2 Fitzalan Road, Cardiff CF24 0EB. 0808 164 2290.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Scorewise (credit score app)

const scorewiseMails: Mail[] = [
  {
    family: "scorewise",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "381406",
    link: null,
    from: "Scorewise <security@scorewise.co.uk>",
    subject: "381406 is your Scorewise code",
    date: date(10, 4, 16, 27, 33),
    text: `381406 is your Scorewise code

Use it to log in on your new device. It expires in 10 minutes.

Don't share this code with anyone. Scorewise staff will never ask for it.

Didn't try to log in? Reset your password: https://app.scorewise.co.uk/forgot-password

Scorewise Ltd is authorised and regulated by the Financial Conduct Authority (FRN 757302). Scorewise Ltd, 1 Fore Street Avenue, London EC2Y 9DT.
`,
    html: `<html><body style="margin:0;background:#0e2a47;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:40px 14px;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="max-width:420px;background:#ffffff;border-radius:14px;font-family:Arial,sans-serif;">
<tr><td align="center" style="padding:30px 24px 8px;"><img src="https://cdn.scorewise.co.uk/email/scorewise-dial.png" width="54" height="54" alt="Scorewise"></td></tr>
<tr><td align="center" style="padding:8px 24px;font-size:15px;color:#3a4a5c;">Use this code to log in on your new device</td></tr>
<tr><td align="center" style="padding:14px 24px;">
<span style="font-size:36px;font-weight:bold;color:#0e2a47;letter-spacing:6px;">381</span><span style="font-size:36px;color:#9fb0c2;">&nbsp;&nbsp;</span><span style="font-size:36px;font-weight:bold;color:#0e2a47;letter-spacing:6px;">406</span>
</td></tr>
<tr><td align="center" style="padding:0 24px 20px;font-size:13px;color:#6b7b8c;">Expires in 10 minutes. Don't share it with anyone &ndash; Scorewise staff will never ask for it.</td></tr>
<tr><td align="center" style="padding:0 24px 28px;font-size:13px;color:#6b7b8c;">Didn't try to log in? <a href="https://app.scorewise.co.uk/forgot-password" style="color:#1b7fd6;">Reset your password</a></td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#8ea3bb;max-width:420px;">Scorewise Ltd is authorised and regulated by the Financial Conduct Authority (FRN 757302). Scorewise Ltd, 1 Fore Street Avenue, London EC2Y 9DT.</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Hollowbrook Leisure (gym and pool)

const hollowbrookMails: Mail[] = [
  {
    family: "hollowbrook-leisure",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Hollowbrook Leisure Centre <bookings@hollowbrookleisure.org.uk>",
    subject: "Booking confirmation - Spin 45 - Tue 20/10/2026 18:15",
    date: date(10, 18, 20, 40, 1),
    text: `HOLLOWBROOK LEISURE CENTRE
Booking Confirmation

Dear Sam Reader

Thank you for your booking. Details below:

Activity:     Spin 45
Date:         Tuesday 20 October 2026
Time:         18:15 - 19:00
Location:     Studio 2
Instructor:   Kerry
Booking ref:  HB-2026-448120
Price:        £0.00 (included in Fitness Plus membership 300144871)

Please arrive 10 minutes before the start. If you cannot attend, cancel at least 2 hours before the class via the app or online booking, otherwise a £3.00 no-show charge will apply.

Hollowbrook Leisure Centre, Hollowbrook Lane, Kingsmead BS7 9RW
Tel: 0117 496 5500
Operated by Kingsmead Community Leisure Trust, registered charity no. 1098234
`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...pembury,
  ...glowboxMails,
  ...tunefoldMails,
  ...trundleMails,
  ...lockbayMails,
  ...hartwellsMails,
  ...kingsmeadMails,
  ...parenthiveMails,
  ...ashvaleMails,
  ...flockrMails,
  ...nebulightMails,
  ...teapotMails,
  ...greylineMails,
  ...kittiwakeMails,
  ...peppermillMails,
  ...loftbidMails,
  ...basketlyMails,
  ...corvoMails,
  ...dishdashMails,
  ...pagecraftMails,
  ...hearthguardMails,
  ...otterwatchMails,
  ...hushnoteMails,
  ...sunmoorMails,
  ...scorewiseMails,
  ...hollowbrookMails,
];
