/**
 * The work inbox of a travelling management consultant over two months (September–October 2026): airlines,
 * hotels, rail, car hire, a travel agency, expenses, the firm's SSO and device management, chat, signing,
 * data rooms, clients' supplier portals, e-gates and visas, a corporate card and a lounge network.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Sam Reader <sam.reader@brandreth-kohl.example>";
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from a local time ("2026-09-08 07:14:22") and its zone. */
function dt(local: string, zone = "+0000"): string {
  const [d, t] = local.split(" ");
  const [y, m, day] = d!.split("-").map(Number);
  const wd = new Date(Date.UTC(y!, m! - 1, day!)).getUTCDay();
  return `${DAYS[wd]}, ${String(day).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${t} ${zone}`;
}

/** A bulletproof table button. */
function btn(href: string, label: string, bg = "#1a4d8f", fg = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
<tr><td align="center" bgcolor="${bg}" style="border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:${fg};text-decoration:none;border-radius:4px;">${label}</a>
</td></tr></table>`;
}

/** A hidden preheader. */
function pre(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#ffffff;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** The common centred 600px table shell most transactional senders use. */
function shell(o: {
  title: string;
  preheader: string;
  logo: string;
  accent: string;
  body: string;
  footer: string;
  lang?: string;
  dir?: "rtl" | "ltr";
  font?: string;
}): string {
  const font = o.font ?? "Arial,Helvetica,sans-serif";
  const dir = o.dir ?? "ltr";
  return `<!DOCTYPE html>
<html lang="${o.lang ?? "en"}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style>
  @media only screen and (max-width:620px){ .container{width:100% !important;} .px{padding-left:16px !important;padding-right:16px !important;} }
</style>
</head>
<body style="margin:0;padding:0;background:#eef0f3;">
${pre(o.preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef0f3">
<tr><td align="center" style="padding:24px 8px;">
  <table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-top:4px solid ${o.accent};">
    <tr><td class="px" style="padding:24px 36px 8px 36px;">${o.logo}</td></tr>
    <tr><td class="px" dir="${dir}" style="padding:8px 36px 28px 36px;font-family:${font};font-size:15px;line-height:22px;color:#23272f;text-align:${
    dir === "rtl" ? "right" : "left"
  };">
${o.body}
    </td></tr>
  </table>
  <table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;">
    <tr><td class="px" dir="${dir}" style="padding:18px 36px;font-family:${font};font-size:11px;line-height:16px;color:#7a808a;text-align:center;">
${o.footer}
    </td></tr>
  </table>
</td></tr>
</table>
</body>
</html>`;
}

function img(src: string, alt: string, w: number, h: number): string {
  return `<img src="${src}" alt="${alt}" width="${w}" height="${h}" style="display:block;border:0;outline:none;text-decoration:none;">`;
}

/** A two-column key/value table (booking details and the like). */
function kv(rows: [string, string][], dir: "ltr" | "rtl" = "ltr"): string {
  const align = dir === "rtl" ? "right" : "left";
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:16px 0;font-size:14px;">
${
    rows.map(([k, v]) =>
      `<tr><td style="padding:7px 0;border-bottom:1px solid #e6e8eb;color:#6b717c;width:42%;text-align:${align};">${k}</td><td style="padding:7px 0;border-bottom:1px solid #e6e8eb;color:#23272f;font-weight:bold;text-align:${align};">${v}</td></tr>`
    ).join("\n")
  }
</table>`;
}

/** One table cell per character, as some senders print a code. */
function cells(code: string, color = "#111111"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:18px auto;"><tr>${
    [...code].map((ch) =>
      `<td width="40" height="50" align="center" valign="middle" style="border:1px solid #c9ced6;border-radius:6px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};">${ch}</td>`
    ).join("")
  }</tr></table>`;
}

const PDF_STUB =
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

// ---------------------------------------------------------------- airline, miles, hotels, car hire, rail

const SKYRENNA_FOOT =
  `Skyrenna Airways Ltd · 14 Runway House, Crawley RH10 9AX, United Kingdom · Registered in England no. 08815234<br>
<a href="https://www.skyrenna.example/help" style="color:#7a808a;">Help centre</a> · <a href="https://www.skyrenna.example/privacy" style="color:#7a808a;">Privacy</a> · <a href="https://www.skyrenna.example/conditions-of-carriage" style="color:#7a808a;">Conditions of carriage</a><br>
© 2026 Skyrenna Airways. Please do not reply to this e-mail.`;

const travel: Mail[] = [
  {
    family: "skyrenna-airways",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Skyrenna Airways <bookings@mail.skyrenna.example>",
    to: ME,
    subject: "Your booking is confirmed – LHR to DXB, 14 Sep 2026 (ref QX7T4M)",
    date: dt("2026-09-02 16:41:09", "+0100"),
    enc: "qp",
    text: `Skyrenna Airways

Thank you, Sam. Your booking is confirmed.

Booking reference: QX7T4M
E-ticket number: 417-2390018845

OUTBOUND  Mon 14 Sep 2026
SK 207  London Heathrow T4 09:35  ->  Dubai DXB T1 19:50
Cabin: Business (J)  Seat 3A  Baggage: 2 x 32 kg

RETURN  Fri 18 Sep 2026
SK 208  Dubai DXB T1 02:15  ->  London Heathrow T4 06:40
Cabin: Business (J)  Seat 3A

Fare paid: GBP 2,846.20 (Visa Corporate ending 4471)
Invoice to: Brandreth & Kohl Partners LLP, PO ref BK-2026-0917

Manage your booking: https://www.skyrenna.example/manage?pnr=QX7T4M&ln=READER
Online check-in opens 30 hours before departure.

Skyrenna Airways Ltd, 14 Runway House, Crawley RH10 9AX, United Kingdom
Help: https://www.skyrenna.example/help  |  Privacy: https://www.skyrenna.example/privacy
`,
    html: shell({
      title: "Booking confirmed",
      preheader: "Booking reference QX7T4M · London to Dubai, 14 September",
      accent: "#0b3d63",
      logo: img("https://static.skyrenna.example/email/logo-navy@2x.png", "Skyrenna Airways", 168, 38),
      body: `<h1 style="font-size:22px;margin:8px 0 12px 0;color:#0b3d63;">Your booking is confirmed</h1>
<p>Thank you, Sam. Have a good trip &mdash; everything you need is below.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f6f9;border-radius:6px;margin:14px 0;">
<tr><td style="padding:16px 20px;"><span style="font-size:12px;color:#6b717c;text-transform:uppercase;letter-spacing:1px;">Booking reference</span><br>
<span style="font-size:28px;font-weight:bold;letter-spacing:4px;color:#0b3d63;">QX7T4M</span><br>
<span style="font-size:12px;color:#6b717c;">E-ticket 417-2390018845</span></td></tr></table>
<h2 style="font-size:16px;margin:20px 0 4px 0;">Outbound &middot; Mon 14 Sep 2026</h2>
${
        kv([["SK 207", "LHR T4 09:35 &rarr; DXB T1 19:50"], ["Cabin", "Business (J) &middot; Seat 3A"], [
          "Baggage",
          "2 &times; 32 kg",
        ]])
      }
<h2 style="font-size:16px;margin:20px 0 4px 0;">Return &middot; Fri 18 Sep 2026</h2>
${kv([["SK 208", "DXB T1 02:15 &rarr; LHR T4 06:40"], ["Cabin", "Business (J) &middot; Seat 3A"]])}
${
        kv([["Fare paid", "GBP 2,846.20"], ["Card", "Visa Corporate &bull;&bull;&bull;&bull; 4471"], [
          "Invoice to",
          "Brandreth &amp; Kohl Partners LLP<br>PO ref BK-2026-0917",
        ]])
      }
${btn("https://www.skyrenna.example/manage?pnr=QX7T4M&amp;ln=READER", "Manage booking", "#0b3d63")}
<p style="font-size:13px;color:#6b717c;">Online check-in opens 30 hours before departure.</p>`,
      footer: SKYRENNA_FOOT,
    }),
  },
  {
    family: "skyrenna-airways",
    group: "consumer",
    lang: "en",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "Skyrenna Airways <checkin@mail.skyrenna.example>",
    to: ME,
    subject: "Boarding pass: SK 207 London – Dubai, seat 3A",
    date: dt("2026-09-13 09:02:51", "+0100"),
    enc: "b64",
    text: `You're checked in, Sam.

SK 207  Mon 14 Sep 2026
London Heathrow T4 09:35 -> Dubai DXB T1 19:50
Gate closes 09:15. Boarding group 1. Seat 3A.
Booking reference QX7T4M · Sequence 012

Your boarding pass is attached as a PDF. You can also add it to your wallet:
https://www.skyrenna.example/bp/wallet/QX7T4M-012

Fast Track security is included with your Business ticket.
`,
    html: shell({
      title: "Boarding pass",
      preheader: "SK 207 · seat 3A · gate closes 09:15",
      accent: "#0b3d63",
      logo: img("https://static.skyrenna.example/email/logo-navy@2x.png", "Skyrenna Airways", 168, 38),
      body: `<h1 style="font-size:22px;margin:8px 0;color:#0b3d63;">You&rsquo;re checked in</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px dashed #9fb3c8;border-radius:8px;margin:16px 0;">
<tr><td style="padding:16px;font-size:30px;font-weight:bold;color:#0b3d63;">LHR</td><td align="center" style="font-size:13px;color:#6b717c;">SK 207<br>&#9992;</td><td align="right" style="padding:16px;font-size:30px;font-weight:bold;color:#0b3d63;">DXB</td></tr>
<tr><td style="padding:0 16px 16px;font-size:13px;">09:35 &middot; T4</td><td></td><td align="right" style="padding:0 16px 16px;font-size:13px;">19:50 &middot; T1</td></tr>
</table>
${
        kv([["Date", "Mon 14 Sep 2026"], ["Seat", "3A"], ["Boarding group", "1"], ["Gate closes", "09:15"], [
          "Booking reference",
          "QX7T4M",
        ], ["Sequence", "012"]])
      }
<p>Your boarding pass is attached as a PDF.</p>
<p><a href="https://www.skyrenna.example/bp/wallet/QX7T4M-012">${
        img("https://static.skyrenna.example/email/add-to-wallet.png", "Add to Wallet", 140, 44)
      }</a></p>
<p style="font-size:13px;color:#6b717c;">Fast Track security is included with your Business ticket.</p>`,
      footer: SKYRENNA_FOOT,
    }),
    attachment: ["BoardingPass_SK207_QX7T4M.pdf", "application/pdf", PDF_STUB],
  },
  {
    family: "skyrenna-airways",
    group: "consumer",
    lang: "de",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Skyrenna Airways <service@mail.skyrenna.example>",
    to: ME,
    subject: "Flugplanänderung für Ihre Buchung R2PL9C – keine Aktion erforderlich",
    date: dt("2026-10-06 03:18:40", "+0200"),
    text: `Guten Tag Sam Reader,

die Abflugzeit Ihres Fluges hat sich geringfügig geändert. Ihre Sitzplätze und Gepäckregelungen bleiben unverändert.

Buchungscode: R2PL9C

ALT:  SK 460  Do 22.10.2026  Frankfurt FRA 07:10 -> London LHR 07:55
NEU:  SK 460  Do 22.10.2026  Frankfurt FRA 07:40 -> London LHR 08:25

Sie müssen nichts weiter tun. Wenn die neue Zeit für Sie nicht passt, finden Sie Ihre Optionen unter
https://www.skyrenna.example/de/buchung?pnr=R2PL9C

Mit freundlichen Grüßen
Ihr Skyrenna-Serviceteam
Service-Hotline Deutschland: +49 69 2108 7740 (Mo–So 7–22 Uhr)
`,
    html: shell({
      lang: "de",
      title: "Flugplanänderung",
      preheader: "SK 460 am 22.10. startet 30 Minuten später",
      accent: "#0b3d63",
      logo: img("https://static.skyrenna.example/email/logo-navy@2x.png", "Skyrenna Airways", 168, 38),
      body: `<p>Guten Tag Sam Reader,</p>
<p>die Abflugzeit Ihres Fluges hat sich geringfügig geändert. Ihre Sitzplätze und Gepäckregelungen bleiben unverändert.</p>
<p>Buchungscode: <strong>R2PL9C</strong></p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr style="background:#fbeaea;"><td style="text-decoration:line-through;color:#8a3b3b;">SK 460 &middot; Do 22.10.2026 &middot; FRA 07:10 &rarr; LHR 07:55</td></tr>
<tr style="background:#e7f4ea;"><td style="color:#1f6b35;font-weight:bold;">SK 460 &middot; Do 22.10.2026 &middot; FRA 07:40 &rarr; LHR 08:25</td></tr>
</table>
<p><strong>Sie müssen nichts weiter tun.</strong> Wenn die neue Zeit für Sie nicht passt, finden Sie Ihre Optionen in <a href="https://www.skyrenna.example/de/buchung?pnr=R2PL9C" style="color:#0b3d63;">Meine Buchung</a>.</p>
<p>Mit freundlichen Grüßen<br>Ihr Skyrenna-Serviceteam</p>`,
      footer: `Service-Hotline Deutschland: +49 69 2108 7740 (Mo–So 7–22 Uhr)<br>${SKYRENNA_FOOT}`,
    }),
  },
  {
    family: "halcyon-miles",
    group: "consumer",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Halcyon Miles <statement@halcyonmiles.example>",
    to: ME,
    subject: "Your September statement: 18,420 Miles earned, Gold tier secured",
    date: dt("2026-10-01 06:00:12", "+0000"),
    enc: "qp",
    text: `HALCYON MILES · Monthly statement · September 2026
Member no. HM 6620 4418 91 · Tier: Gold

Balance on 30 Sep 2026: 142,915 Miles
Tier points this year: 1,180 / 1,000 for Gold

Activity
02 Sep  Skyrenna SK 207/208 LHR-DXB-LHR (J)      +12,600 Miles   +320 TP
16 Sep  Hotel Almas Creek, Dubai (4 nights)        +3,200 Miles
23 Sep  Ardent Commercial Card spend                +2,620 Miles

You've kept Gold until 31 March 2028.

View your account: https://www.halcyonmiles.example/account
Unsubscribe from monthly statements: https://www.halcyonmiles.example/prefs?u=66204418
Halcyon Loyalty Ltd, PO Box 7712, Dublin 2, Ireland
`,
    html: shell({
      title: "September statement",
      preheader: "142,915 Miles · Gold until March 2028",
      accent: "#b08d3c",
      logo: `<table role="presentation" width="100%"><tr><td>${
        img("https://img.halcyonmiles.example/brand/hm-wordmark.png", "Halcyon Miles", 150, 32)
      }</td><td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#6b717c;">HM 6620 4418 91<br><strong style="color:#b08d3c;">GOLD</strong></td></tr></table>`,
      body: `<p style="font-size:13px;color:#6b717c;margin:0;">Balance on 30 Sep 2026</p>
<p style="font-size:36px;font-weight:bold;margin:4px 0 16px;color:#23272f;">142,915 <span style="font-size:16px;">Miles</span></p>
<p>Tier points this year: <strong>1,180</strong> of 1,000 for Gold. You&rsquo;ve kept Gold until 31 March 2028.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f6f1e4;"><th align="left">Date</th><th align="left">Activity</th><th align="right">Miles</th><th align="right">TP</th></tr>
<tr><td>02 Sep</td><td>Skyrenna SK 207/208 LHR&ndash;DXB&ndash;LHR (J)</td><td align="right">+12,600</td><td align="right">+320</td></tr>
<tr><td>16 Sep</td><td>Hotel Almas Creek, Dubai (4 nights)</td><td align="right">+3,200</td><td align="right">&ndash;</td></tr>
<tr><td>23 Sep</td><td>Ardent Commercial Card spend</td><td align="right">+2,620</td><td align="right">&ndash;</td></tr>
</table>
${btn("https://www.halcyonmiles.example/account", "View my account", "#b08d3c")}`,
      footer:
        `Halcyon Loyalty Ltd, PO Box 7712, Dublin 2, Ireland<br><a href="https://www.halcyonmiles.example/prefs?u=66204418" style="color:#7a808a;">Unsubscribe from statements</a> · <a href="https://www.halcyonmiles.example/terms" style="color:#7a808a;">Programme terms</a>`,
    }),
  },
  {
    family: "halcyon-miles",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "Halcyon Miles <security@halcyonmiles.example>",
    to: ME,
    subject: "Your Halcyon Miles verification code",
    date: dt("2026-10-12 21:47:03", "+0000"),
    text: `Hello Sam,

Use this code to finish signing in to your Halcyon Miles account:

    730 418

It expires in 10 minutes. We will never ask you for this code by phone or chat.

Didn't try to sign in? Change your PIN at https://www.halcyonmiles.example/security

Member no. ending 18 91
`,
    html: shell({
      title: "Verification code",
      preheader: "Your code expires in 10 minutes",
      accent: "#b08d3c",
      logo: img("https://img.halcyonmiles.example/brand/hm-wordmark.png", "Halcyon Miles", 150, 32),
      body: `<p>Hello Sam,</p>
<p>Use this code to finish signing in to your Halcyon Miles account:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:10px;text-align:center;background:#f6f1e4;padding:18px 0;margin:18px 0;font-family:'Courier New',monospace;">730&nbsp;418</p>
<p>It expires in 10 minutes. We will never ask you for this code by phone or chat.</p>
<p style="font-size:13px;color:#6b717c;">Didn&rsquo;t try to sign in? <a href="https://www.halcyonmiles.example/security" style="color:#b08d3c;">Change your PIN</a>.</p>`,
      footer: `Member no. ending 18 91 · Halcyon Loyalty Ltd, PO Box 7712, Dublin 2, Ireland`,
    }),
  },
  {
    family: "ostermann-hotels",
    group: "consumer",
    lang: "de",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Ostermann Hotels München <reservierung@ostermann-hotels.example>",
    to: ME,
    subject: "Buchungsbestätigung Nr. 5520-88173 – Ostermann Hotel Isartor",
    date: dt("2026-09-21 11:26:37", "+0200"),
    enc: "qp",
    text: `Sehr geehrter Herr Reader,

vielen Dank für Ihre Reservierung. Wir bestätigen Ihnen gerne:

Buchungsnummer:   5520-88173
Hotel:            Ostermann Hotel Isartor, Zweibrückenstraße 9, 80331 München
Anreise:          Dienstag, 29.09.2026 (Check-in ab 15:00 Uhr)
Abreise:          Donnerstag, 01.10.2026 (Check-out bis 12:00 Uhr)
Zimmer:           1 Business-Einzelzimmer, Nichtraucher
Rate:             Firmenrate BRANDRETH-KOHL, inkl. Frühstück
Preis:            2 Nächte à 189,00 EUR = 378,00 EUR inkl. 7 % MwSt.
Garantie:         Kreditkarte **** 4471

Kostenfreie Stornierung bis 28.09.2026, 18:00 Uhr.

Reservierung ansehen oder ändern:
https://buchung.ostermann-hotels.example/r/5520-88173?h=ISA

Wir freuen uns auf Ihren Besuch!
Ihr Team vom Ostermann Hotel Isartor
Tel. +49 89 2303 5500 · isartor@ostermann-hotels.example

Ostermann Hotelbetriebs GmbH · Sitz München · HRB 204417 · Geschäftsführer: K. Ostermann
`,
    html: shell({
      lang: "de",
      title: "Buchungsbestätigung",
      preheader: "Ihr Aufenthalt vom 29.09. bis 01.10.2026 ist bestätigt.",
      accent: "#7a1f2b",
      font: "Georgia,'Times New Roman',serif",
      logo: `<div style="text-align:center;">${
        img("https://cdn.ostermann-hotels.example/mail/ostermann-crest.png", "Ostermann Hotels", 120, 60).replace(
          "display:block;",
          "display:inline-block;",
        )
      }</div>`,
      body: `<p>Sehr geehrter Herr Reader,</p>
<p>vielen Dank für Ihre Reservierung. Wir bestätigen Ihnen gerne:</p>
${
        kv([
          ["Buchungsnummer", "5520-88173"],
          ["Hotel", "Ostermann Hotel Isartor<br>Zweibrückenstraße 9, 80331 München"],
          ["Anreise", "Di, 29.09.2026 (ab 15:00 Uhr)"],
          ["Abreise", "Do, 01.10.2026 (bis 12:00 Uhr)"],
          ["Zimmer", "1 Business-Einzelzimmer, Nichtraucher"],
          ["Rate", "Firmenrate BRANDRETH-KOHL, inkl. Frühstück"],
          ["Preis", "2 &times; 189,00 &euro; = <strong>378,00 &euro;</strong> inkl. 7&nbsp;% MwSt."],
          ["Garantie", "Kreditkarte **** 4471"],
        ])
      }
<p style="font-size:13px;">Kostenfreie Stornierung bis 28.09.2026, 18:00 Uhr.</p>
${btn("https://buchung.ostermann-hotels.example/r/5520-88173?h=ISA", "Reservierung ansehen", "#7a1f2b")}
<p>Wir freuen uns auf Ihren Besuch!<br>Ihr Team vom Ostermann Hotel Isartor</p>`,
      footer:
        `Tel. +49 89 2303 5500 · <a href="mailto:isartor@ostermann-hotels.example" style="color:#7a808a;">isartor@ostermann-hotels.example</a><br>
Ostermann Hotelbetriebs GmbH · Sitz München · HRB 204417 · Geschäftsführer: K. Ostermann<br>
<a href="https://www.ostermann-hotels.example/datenschutz" style="color:#7a808a;">Datenschutz</a> · <a href="https://www.ostermann-hotels.example/impressum" style="color:#7a808a;">Impressum</a>`,
    }),
  },
  {
    family: "ostermann-hotels",
    group: "consumer",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Ostermann Hotel Isartor <rechnung@ostermann-hotels.example>",
    to: ME,
    subject: "Ihre Rechnung RE-2026-114093 – Aufenthalt 29.09.–01.10.2026",
    date: dt("2026-10-01 09:58:14", "+0200"),
    text: `Sehr geehrter Herr Reader,

anbei erhalten Sie Ihre Rechnung RE-2026-114093 zu Buchungsnummer 5520-88173 als PDF.

Übernachtungen        378,00 EUR
Minibar                 9,50 EUR
Parkhaus (1 Tag)       26,00 EUR
Gesamt                413,50 EUR  (bezahlt mit Visa **** 4471 am 01.10.2026)

Bitte beachten Sie: Die Rechnung ist auf Brandreth & Kohl Partners LLP, 40 Calder Lane, London EC2V 7HP ausgestellt.

Mit freundlichen Grüßen
Front Office · Ostermann Hotel Isartor
`,
    html: null,
    attachment: ["RE-2026-114093.pdf", "application/pdf", PDF_STUB],
  },
  {
    family: "drivecraft-rentals",
    group: "consumer",
    lang: "en",
    kind: "reservation",
    code: null,
    link: null,
    from: "DriveCraft Car Rental <noreply@res.drivecraft.example>",
    to: ME,
    subject: "Reservation confirmed: Munich Airport, 29 Sep – 01 Oct (DC-44817290)",
    date: dt("2026-09-21 11:40:02", "+0200"),
    html_enc: "b64",
    text: `DriveCraft Car Rental

Reservation number: DC-44817290
Corporate account: BRANDRETH KOHL (CDP 118204)

Pick-up:  Tue 29 Sep 2026, 10:30 - Munich Airport (MUC), Terminal 2, Level 03
Return:   Thu 01 Oct 2026, 17:00 - same location
Vehicle:  Group FDAR - BMW 3 Series Touring or similar, automatic
Included: unlimited km, CDW with EUR 0 excess (corporate rate)

Estimated total: EUR 212.64 incl. airport fee and VAT

Bring your driving licence and the card used for the booking.

View or change: https://drivecraft.example/reservations/DC-44817290
Roadside assistance 24/7: +49 800 330 9911
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Reservation confirmed</title></head>
<body style="margin:0;background:#111;font-family:Helvetica,Arial,sans-serif;">
${pre("Munich Airport · Tue 29 Sep 10:30 · BMW 3 Series Touring or similar")}
<center>
<table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="background:#ffcc00;padding:18px 28px;">${
      img("https://cdn.drivecraft.example/em/dc-logo-black.png", "DriveCraft", 130, 30)
    }</td></tr>
<tr><td style="padding:0;">${
      img("https://cdn.drivecraft.example/em/fdar-bmw3-touring.jpg", "BMW 3 Series Touring or similar", 620, 240)
    }</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#222;">
<h1 style="font-size:24px;margin:0 0 6px;">You&rsquo;re all set, Sam</h1>
<p style="margin:0 0 16px;color:#555;">Reservation number <strong>DC-44817290</strong> &middot; Corporate account BRANDRETH KOHL (CDP 118204)</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top" style="padding-right:10px;"><p style="font-size:12px;color:#888;margin:0;">PICK-UP</p><p style="margin:4px 0;"><strong>Tue 29 Sep 2026, 10:30</strong><br>Munich Airport (MUC)<br>Terminal 2, Level 03</p></td>
<td width="50%" valign="top"><p style="font-size:12px;color:#888;margin:0;">RETURN</p><p style="margin:4px 0;"><strong>Thu 01 Oct 2026, 17:00</strong><br>Same location</p></td>
</tr></table>
<p>Group FDAR &middot; automatic &middot; unlimited km &middot; CDW with EUR 0 excess</p>
<p style="font-size:20px;"><strong>Estimated total: EUR 212.64</strong> <span style="font-size:12px;color:#888;">incl. airport fee and VAT</span></p>
<p style="font-size:13px;color:#555;">Bring your driving licence and the card used for the booking.</p>
<p><a href="https://drivecraft.example/reservations/DC-44817290" style="color:#111;font-weight:bold;">View or change reservation &rsaquo;</a></p>
</td></tr>
<tr><td style="background:#f4f4f4;padding:16px 28px;font-size:11px;color:#777;">Roadside assistance 24/7: +49 800 330 9911<br>DriveCraft Mobility SE, Leopoldstraße 244, 80807 München &middot; <a href="https://drivecraft.example/privacy" style="color:#777;">Privacy</a> &middot; <a href="https://drivecraft.example/app" style="color:#777;">Get the app</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "drivecraft-rentals",
    group: "consumer",
    lang: "de",
    kind: "rental-receipt",
    code: null,
    link: null,
    from: "DriveCraft Autovermietung <rechnung@res.drivecraft.example>",
    to: ME,
    subject: "Ihre DriveCraft-Rechnung zum Mietvertrag 0904-551827",
    date: dt("2026-10-01 17:22:45", "+0200"),
    text: `Vielen Dank, dass Sie mit DriveCraft gefahren sind.

Mietvertrag: 0904-551827   (Reservierung DC-44817290)
Fahrzeug: BMW 320d Touring, M-DC 4417
Ausgabe:  29.09.2026 10:52 MUC T2, 18.204 km, Tank 8/8
Rückgabe: 01.10.2026 16:31 MUC T2, 18.611 km, Tank 8/8

Zeit & Kilometer (2 Tage)        154,00 EUR
Flughafenzuschlag                 24,70 EUR
MwSt. 19 %                        33,95 EUR
GESAMTBETRAG                     212,65 EUR
Belastet auf Visa **** 4471 am 01.10.2026

Bei der Rückgabe wurden keine Schäden festgestellt.

Fragen zu dieser Rechnung? Rufen Sie uns an unter +49 800 330 9900 oder antworten Sie innerhalb von 30 Tagen.
DriveCraft Mobility SE, Leopoldstraße 244, 80807 München, USt-IdNr. DE318840215
`,
    html: null,
  },
  {
    family: "transalp-rail",
    group: "consumer",
    lang: "de",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "TransAlp Rail <tickets@transalp-rail.example>",
    to: ME,
    subject: "Ihr Online-Ticket: München Hbf → Zürich HB am 01.10.2026",
    date: dt("2026-09-30 19:12:08", "+0200"),
    enc: "qp",
    text: `Ihr Online-Ticket

Auftragsnummer: TA7-220 918 433
Fahrgast: Sam Reader

Do 01.10.2026
München Hbf ab 17:44 (Gl. 12) -> Zürich HB an 21:18
EC 196 · 1. Klasse · Wagen 9, Platz 55 (Fenster, Ruhebereich)

Preis: 109,90 EUR (Flexpreis, bezahlt mit Visa ****4471)

Ihr Ticket ist an Ihre Kundenkarte gebunden. Bitte zeigen Sie bei der Kontrolle den QR-Code in der App oder auf dem Ausdruck vor.
Ticket in der App: https://app.transalp-rail.example/t/TA7220918433

Fahrgastrechte und Beförderungsbedingungen: https://www.transalp-rail.example/agb
`,
    html: shell({
      lang: "de",
      title: "Online-Ticket",
      preheader: "EC 196 · Wagen 9, Platz 55 · ab 17:44",
      accent: "#c8102e",
      logo: img("https://www.transalp-rail.example/static/mail/logo-red.png", "TransAlp Rail", 140, 34),
      body: `<h1 style="font-size:20px;margin:6px 0 14px;">Ihr Online-Ticket</h1>
${kv([["Auftragsnummer", "TA7-220 918 433"], ["Fahrgast", "Sam Reader"]])}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f7f7;border-left:4px solid #c8102e;margin:12px 0;">
<tr><td style="padding:14px 16px;"><strong>Do 01.10.2026</strong><br>
17:44 München Hbf (Gl. 12)<br>21:18 Zürich HB<br>
<span style="color:#555;">EC 196 &middot; 1. Klasse &middot; Wagen 9, Platz 55 (Fenster, Ruhebereich)</span></td></tr></table>
<p>Preis: <strong>109,90 &euro;</strong> (Flexpreis, bezahlt mit Visa ****4471)</p>
<p style="text-align:center;">${
        img("https://www.transalp-rail.example/qr/TA7220918433.png", "QR-Code Ihres Tickets", 180, 180).replace(
          "display:block;",
          "display:inline-block;",
        )
      }</p>
<p style="font-size:13px;">Ihr Ticket ist an Ihre Kundenkarte gebunden. Bitte zeigen Sie bei der Kontrolle den QR-Code in der App oder auf dem Ausdruck vor.</p>
<p><a href="https://app.transalp-rail.example/t/TA7220918433" style="color:#c8102e;">Ticket in der App öffnen</a></p>`,
      footer:
        `<a href="https://www.transalp-rail.example/agb" style="color:#7a808a;">Beförderungsbedingungen</a> · <a href="https://www.transalp-rail.example/fahrgastrechte" style="color:#7a808a;">Fahrgastrechte</a><br>TransAlp Rail AG · Bahnhofplatz 3 · 6002 Luzern · Schweiz`,
    }),
  },
  {
    family: "transalp-rail",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.transalp-rail.example/en/account/confirm?token=8c1f0e6a-57b2-4d0e-9e61-3a7fd2c45b18",
    from: "TransAlp Rail <account@transalp-rail.example>",
    to: ME,
    subject: "Please confirm your e-mail address",
    date: dt("2026-09-30 18:55:31", "+0200"),
    text: `Welcome to TransAlp Rail

You've created a customer account with this e-mail address. To activate it, please confirm your address within 48 hours:

https://www.transalp-rail.example/en/account/confirm?token=8c1f0e6a-57b2-4d0e-9e61-3a7fd2c45b18

Once confirmed you can save travellers, store your BahnCard or Half Fare Travelcard and find all tickets in one place.

If you did not create an account, you can ignore this message.

TransAlp Rail AG, Bahnhofplatz 3, 6002 Luzern, Switzerland
`,
    html: shell({
      title: "Confirm your e-mail address",
      preheader: "Activate your TransAlp Rail account",
      accent: "#c8102e",
      logo: img("https://www.transalp-rail.example/static/mail/logo-red.png", "TransAlp Rail", 140, 34),
      body: `<h1 style="font-size:20px;margin:6px 0 14px;">Welcome to TransAlp Rail</h1>
<p>You&rsquo;ve created a customer account with this e-mail address. To activate it, please confirm your address within 48 hours.</p>
${
        btn(
          "https://www.transalp-rail.example/en/account/confirm?token=8c1f0e6a-57b2-4d0e-9e61-3a7fd2c45b18",
          "Confirm e-mail address",
          "#c8102e",
        )
      }
<p>Once confirmed you can save travellers, store your BahnCard or Half Fare Travelcard and find all tickets in one place.</p>
<p style="font-size:13px;color:#6b717c;">If you did not create an account, you can ignore this message.</p>`,
      footer:
        `TransAlp Rail AG · Bahnhofplatz 3 · 6002 Luzern · Schweiz<br><a href="https://www.transalp-rail.example/en/privacy" style="color:#7a808a;">Privacy</a>`,
    }),
  },
];

// ---------------------------------------------------------------- travel agency, expenses, SSO, devices, meetings, chat

const ATLAS_FOOT =
  `Atlasfield Travel Management Ltd · 3rd Floor, 21 Bowling Green Lane, London EC1R 0BD · ABTA P7140 · ATOL 11902<br>
24/7 traveller support: +44 20 3890 1444 · <a href="https://www.atlasfield.example/privacy" style="color:#7a808a;">Privacy</a>`;

const ident_foot =
  `Brandreth &amp; Kohl IT Service Desk · ext. 4357 · +44 20 7946 0990<br>This message was sent by Identra on behalf of Brandreth &amp; Kohl Partners LLP. <a href="https://identra.example/legal/privacy" style="color:#7a808a;">Identra privacy</a>`;

const tools: Mail[] = [
  {
    family: "atlasfield-travel",
    group: "consumer",
    lang: "en",
    kind: "itinerary",
    code: null,
    link: null,
    from: "Atlasfield Travel <itinerary@atlasfield.example>",
    to: ME,
    subject: "Itinerary ATF-3318206 · Reader/Sam Mr · Munich & Zurich, 29 Sep – 02 Oct",
    date: dt("2026-09-21 12:04:55", "+0100"),
    enc: "qp",
    text: `ATLASFIELD TRAVEL MANAGEMENT
Itinerary for READER/SAM MR        Trip ID: ATF-3318206
Client: Brandreth & Kohl Partners LLP   Cost centre: 4410-OPS   Project: HELIX-DD

TUE 29 SEP 2026
  AIR  Skyrenna SK 455  LHR T4 06:20 -> MUC T2 09:15   Economy Flex  Seat 12C
       Airline ref: R2PL9C   E-ticket 417-2390022190
  CAR  DriveCraft  MUC T2  10:30   Conf DC-44817290
  HTL  Ostermann Hotel Isartor, Zweibrückenstraße 9, 80331 München
       Check-out 01 Oct   Conf 5520-88173   Rate EUR 189.00/night incl. breakfast

THU 01 OCT 2026
  RAIL TransAlp EC 196  München Hbf 17:44 -> Zürich HB 21:18   1st class  Coach 9 Seat 55

FRI 02 OCT 2026
  AIR  Skyrenna SK 317  ZRH 18:05 -> LHR T4 18:55   Economy Flex  Seat 14A

Total ticketed: GBP 1,118.40   Service fee: GBP 22.00 (invoice INV-ATF-771054)

This itinerary is for information; no action is needed. Changes: +44 20 3890 1444 (24/7) or travel@atlasfield.example quoting ATF-3318206.
`,
    html: shell({
      title: "Itinerary ATF-3318206",
      preheader: "Munich & Zurich · 29 Sep – 02 Oct · 5 segments",
      accent: "#2f6f5e",
      logo: img("https://assets.atlasfield.example/mail/atlasfield-logo.png", "Atlasfield Travel Management", 190, 36),
      body: `<p style="font-size:12px;color:#6b717c;margin:0;">Itinerary for</p>
<p style="font-size:18px;margin:2px 0 10px;"><strong>READER/SAM MR</strong> &middot; Trip ID <strong>ATF-3318206</strong></p>
<p style="font-size:13px;color:#6b717c;">Client: Brandreth &amp; Kohl Partners LLP &middot; Cost centre 4410-OPS &middot; Project HELIX-DD</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#2f6f5e;color:#fff;"><td colspan="3"><strong>TUE 29 SEP 2026</strong></td></tr>
<tr><td valign="top">&#9992; AIR</td><td>Skyrenna SK 455 &middot; LHR T4 06:20 &rarr; MUC T2 09:15<br>Economy Flex &middot; Seat 12C &middot; Airline ref R2PL9C</td><td align="right">417-2390022190</td></tr>
<tr style="background:#f4f7f6;"><td valign="top">&#128663; CAR</td><td>DriveCraft &middot; MUC T2 &middot; 10:30</td><td align="right">DC-44817290</td></tr>
<tr><td valign="top">&#127976; HOTEL</td><td>Ostermann Hotel Isartor, Zweibrückenstraße 9, 80331 München<br>Check-out 01 Oct &middot; EUR 189.00/night incl. breakfast</td><td align="right">5520-88173</td></tr>
<tr style="background:#2f6f5e;color:#fff;"><td colspan="3"><strong>THU 01 OCT 2026</strong></td></tr>
<tr><td valign="top">&#128646; RAIL</td><td>TransAlp EC 196 &middot; München Hbf 17:44 &rarr; Zürich HB 21:18<br>1st class &middot; Coach 9 Seat 55</td><td align="right"></td></tr>
<tr style="background:#2f6f5e;color:#fff;"><td colspan="3"><strong>FRI 02 OCT 2026</strong></td></tr>
<tr><td valign="top">&#9992; AIR</td><td>Skyrenna SK 317 &middot; ZRH 18:05 &rarr; LHR T4 18:55<br>Economy Flex &middot; Seat 14A</td><td align="right"></td></tr>
</table>
<p>Total ticketed: <strong>GBP 1,118.40</strong> &middot; Service fee GBP 22.00 (invoice INV-ATF-771054)</p>
<p style="font-size:13px;color:#6b717c;">This itinerary is for information; no action is needed. For changes call +44 20 3890 1444 (24/7) or e-mail <a href="mailto:travel@atlasfield.example">travel@atlasfield.example</a> quoting ATF-3318206.</p>`,
      footer: ATLAS_FOOT,
    }),
  },
  {
    family: "atlasfield-travel",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "5829041",
    link: null,
    from: "Atlasfield Online <no-reply@online.atlasfield.example>",
    to: ME,
    subject: "Atlasfield Online: your one-time passcode",
    date: dt("2026-10-08 08:31:17", "+0100"),
    text: `Your one-time passcode for Atlasfield Online is:

5829041

Enter it on the sign-in page within 15 minutes. For your security, this passcode can only be used once.

Company: Brandreth & Kohl Partners LLP
Request from: Chrome on Windows, London, UK, 08 Oct 2026 08:31 BST

Need help? +44 20 3890 1444
`,
    html: `<html><body style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #dfe3e2;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #dfe3e2;">${
      img("https://assets.atlasfield.example/mail/atlasfield-online.png", "Atlasfield Online", 170, 30)
    }</td></tr>
<tr><td style="padding:24px;">
<p>Your one-time passcode for Atlasfield Online is:</p>
<p style="font-size:30px;font-weight:600;color:#2f6f5e;margin:16px 0;">5829041</p>
<p>Enter it on the sign-in page within 15 minutes. For your security, this passcode can only be used once.</p>
<table cellpadding="4" cellspacing="0" style="font-size:12px;color:#666;">
<tr><td>Company</td><td>Brandreth &amp; Kohl Partners LLP</td></tr>
<tr><td>Request from</td><td>Chrome on Windows, London, UK, 08 Oct 2026 08:31 BST</td></tr></table>
</td></tr>
<tr><td style="padding:12px 24px;background:#f4f7f6;font-size:11px;color:#777;">Need help? +44 20 3890 1444 &middot; <a href="https://online.atlasfield.example/help" style="color:#777;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "atlasfield-travel",
    group: "consumer",
    lang: "en",
    kind: "trip-approved",
    code: null,
    link: null,
    from: "Atlasfield Online <no-reply@online.atlasfield.example>",
    to: ME,
    subject: "Approved: your trip to Riyadh (ATF-3340912) has been ticketed",
    date: dt("2026-10-09 14:05:40", "+0100"),
    text: `Good news - Priya Nair approved your trip request and we've ticketed it.

Trip ID: ATF-3340912 · Riyadh, 19-22 Oct 2026
Reason for travel: Client workshop (Project HELIX-DD)
Approver: Priya Nair, Partner
Policy: within policy

Flights: Skyrenna SK 231 LHR 21:45 -> RUH 07:05 (+1), SK 232 RUH 09:10 -> LHR 13:25
Hotel: Al Nakheel Residence, King Fahd Road, Riyadh - 3 nights, SAR 940.00/night

Your full itinerary follows in a separate message. Visa: please make sure your e-visa is valid for the travel dates.

Atlasfield Travel Management · +44 20 3890 1444
`,
    html: null,
  },
  {
    family: "clarospend",
    group: "consumer",
    lang: "en",
    kind: "report-approved",
    code: null,
    link: null,
    from: "ClaroSpend <notifications@clarospend.example>",
    to: ME,
    subject: 'Expense report "Munich/Zurich Helix DD" approved – GBP 1,384.07',
    date: dt("2026-10-07 10:12:33", "+0100"),
    enc: "qp",
    text: `Your expense report was approved

Report: Munich/Zurich Helix DD (ER-00418)
Submitted: 02 Oct 2026   Approved: 07 Oct 2026 by Priya Nair
Total: GBP 1,384.07 (11 expenses)
Reimbursable to you: GBP 246.19
Billable to client: GBP 1,137.88 (project HELIX-DD)

Reimbursement will be paid with the next payroll run on 23 Oct 2026 to your account ending 0912.

View report: https://app.clarospend.example/reports/ER-00418

ClaroSpend · 1 Finsbury Avenue, London EC2M 2PF · Manage notifications: https://app.clarospend.example/settings/notifications
`,
    html: shell({
      title: "Expense report approved",
      preheader: "GBP 246.19 will be reimbursed on 23 Oct",
      accent: "#5b3fd1",
      logo: img("https://cdn.clarospend.example/email/clarospend-wordmark.png", "ClaroSpend", 128, 28),
      body:
        `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#e8f6ee;color:#1b7a43;font-size:12px;font-weight:bold;padding:4px 10px;border-radius:12px;">&#10003; APPROVED</td></tr></table>
<h1 style="font-size:20px;margin:14px 0 4px;">Munich/Zurich Helix DD</h1>
<p style="color:#6b717c;margin:0 0 12px;">ER-00418 &middot; 11 expenses</p>
${
          kv([
            ["Submitted", "02 Oct 2026"],
            ["Approved", "07 Oct 2026 by Priya Nair"],
            ["Total", "GBP 1,384.07"],
            ["Reimbursable to you", "GBP 246.19"],
            ["Billable to client", "GBP 1,137.88 (HELIX-DD)"],
          ])
        }
<p>Reimbursement will be paid with the next payroll run on 23 Oct 2026 to your account ending 0912.</p>
<p><a href="https://app.clarospend.example/reports/ER-00418" style="color:#5b3fd1;font-weight:bold;">View report &rarr;</a></p>`,
      footer:
        `ClaroSpend · 1 Finsbury Avenue, London EC2M 2PF<br><a href="https://app.clarospend.example/settings/notifications" style="color:#7a808a;">Manage notifications</a>`,
    }),
  },
  {
    family: "clarospend",
    group: "consumer",
    lang: "en",
    kind: "receipt-matched",
    code: null,
    link: null,
    from: "ClaroSpend <notifications@clarospend.example>",
    to: ME,
    subject: "Receipt matched to card transaction: TAXI LUTECE PARIS €38.40",
    date: dt("2026-10-15 23:02:10", "+0100"),
    text: `We matched your receipt to a card transaction.

Merchant: TAXI LUTECE PARIS
Date: 15 Oct 2026
Amount: EUR 38.40 (GBP 33.61)
Card: Ardent Commercial •••• 2208
Category: Ground transport · Billable: yes (HELIX-DD)

No action needed - it will be added to your next report automatically.

https://app.clarospend.example/expenses/tx_8f21c7
`,
    html:
      `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;max-width:520px;margin:0 auto;padding:24px;color:#1d1d1f;">
${pre("TAXI LUTECE PARIS · EUR 38.40 · no action needed")}
<img src="https://cdn.clarospend.example/email/clarospend-mark.png" alt="ClaroSpend" width="32" height="32">
<h2 style="font-weight:600;font-size:19px;">We matched your receipt to a card transaction</h2>
<div style="border:1px solid #e3e3ea;border-radius:10px;padding:16px;">
<div style="display:flex;"><img src="https://cdn.clarospend.example/receipts/thumb/rc_55ab01.jpg" alt="Receipt" width="64" height="86" style="border-radius:4px;margin-right:14px;">
<div><strong>TAXI LUTECE PARIS</strong><br>15 Oct 2026<br><span style="font-size:18px;">EUR 38.40</span> <span style="color:#888;">(GBP 33.61)</span><br>
<span style="color:#888;font-size:13px;">Ardent Commercial &bull;&bull;&bull;&bull; 2208 &middot; Ground transport &middot; Billable (HELIX-DD)</span></div></div></div>
<p>No action needed &mdash; it will be added to your next report automatically.</p>
<p><a href="https://app.clarospend.example/expenses/tx_8f21c7" style="color:#5b3fd1;">Open in ClaroSpend</a></p>
<p style="font-size:11px;color:#999;">ClaroSpend &middot; 1 Finsbury Avenue, London EC2M 2PF &middot; <a href="https://app.clarospend.example/settings/notifications" style="color:#999;">Notification settings</a></p>
</div>`,
  },
  {
    family: "clarospend",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://app.clarospend.example/auth/email-link?t=eyJ1IjoiNDQxMDkiLCJlIjoxNzkxMjk0NDAwfQ.Qm9uZEtvaGw&redirect=%2Fmobile",
    from: "ClaroSpend <login@clarospend.example>",
    to: ME,
    subject: "Sign in to ClaroSpend",
    date: dt("2026-10-15 22:58:44", "+0100"),
    text: `Hi Sam,

Tap the link below on this device to sign in to the ClaroSpend app. The link works once and expires in 20 minutes.

https://app.clarospend.example/auth/email-link?t=eyJ1IjoiNDQxMDkiLCJlIjoxNzkxMjk0NDAwfQ.Qm9uZEtvaGw&redirect=%2Fmobile

Requested from: iPhone, Paris, France

If you didn't ask for this, you can safely ignore it. Your company signs in with single sign-on on the web at https://app.clarospend.example/sso

- ClaroSpend
`,
    html: shell({
      title: "Sign in to ClaroSpend",
      preheader: "Your sign-in link expires in 20 minutes",
      accent: "#5b3fd1",
      logo: img("https://cdn.clarospend.example/email/clarospend-wordmark.png", "ClaroSpend", 128, 28),
      body: `<p>Hi Sam,</p>
<p>Tap the button on this device to sign in to the ClaroSpend app. The link works once and expires in 20 minutes.</p>
${
        btn(
          "https://app.clarospend.example/auth/email-link?t=eyJ1IjoiNDQxMDkiLCJlIjoxNzkxMjk0NDAwfQ.Qm9uZEtvaGw&amp;redirect=%2Fmobile",
          "Sign in to ClaroSpend",
          "#5b3fd1",
        )
      }
<p style="font-size:13px;color:#6b717c;">Requested from: iPhone, Paris, France</p>
<p style="font-size:13px;color:#6b717c;">If you didn&rsquo;t ask for this, you can safely ignore it. On the web your company signs in with <a href="https://app.clarospend.example/sso" style="color:#5b3fd1;">single sign-on</a>.</p>`,
      footer:
        `ClaroSpend · 1 Finsbury Avenue, London EC2M 2PF · <a href="https://clarospend.example/security" style="color:#7a808a;">Security</a>`,
    }),
  },
  {
    family: "identra-sso",
    group: "consumer",
    lang: "en",
    kind: "mfa-code",
    code: "61207493",
    link: null,
    from: "Brandreth & Kohl via Identra <noreply@brandreth-kohl.identra.example>",
    to: ME,
    subject: "Your verification code for Brandreth & Kohl",
    date: dt("2026-09-14 20:14:06", "+0400"),
    text: `Brandreth & Kohl Partners

Your verification code is: 61207493

Enter this code to complete sign-in to your Brandreth & Kohl account. The code expires in 5 minutes.

Sign-in details
Time: 14 Sep 2026 16:13 UTC
Location: Dubai, AE (IP 94.200.x.x)
Application: Microsoft 365

If you did not try to sign in, contact the IT Service Desk on ext. 4357 immediately.
`,
    html: shell({
      title: "Verification code",
      preheader: "Enter this code to complete sign-in",
      accent: "#102a43",
      logo: img("https://brandreth-kohl.identra.example/branding/bk-logo.png", "Brandreth & Kohl", 160, 40),
      body: `<p>Your verification code is:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:10px 0 18px;"><tr><td style="background:#f0f4f8;border:1px solid #d9e2ec;padding:14px 24px;font-family:Consolas,'Courier New',monospace;font-size:30px;letter-spacing:6px;color:#102a43;">61207493</td></tr></table>
<p>Enter this code to complete sign-in to your Brandreth &amp; Kohl account. The code expires in 5 minutes.</p>
${kv([["Time", "14 Sep 2026 16:13 UTC"], ["Location", "Dubai, AE (IP 94.200.x.x)"], ["Application", "Microsoft 365"]])}
<p style="font-size:13px;color:#6b717c;">If you did not try to sign in, contact the IT Service Desk on ext. 4357 immediately.</p>`,
      footer: ident_foot,
    }),
  },
  {
    family: "identra-sso",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://brandreth-kohl.identra.example/signin/reset-password/c4Yb1nQe7WxT0pLr2mZk",
    from: "Brandreth & Kohl via Identra <noreply@brandreth-kohl.identra.example>",
    to: ME,
    subject: "Reset your Brandreth & Kohl password",
    date: dt("2026-10-05 07:48:29", "+0100"),
    enc: "b64",
    text: `Hi Sam,

A password reset was requested for your Brandreth & Kohl account (sam.reader@brandreth-kohl.example).

Reset password: https://brandreth-kohl.identra.example/signin/reset-password/c4Yb1nQe7WxT0pLr2mZk

This link expires in 1 hour. Your new password must be at least 14 characters and must not match your last 12 passwords.

If you didn't request a password reset, please let the IT Service Desk know (ext. 4357). Your password will not change unless you use the link above.
`,
    html: shell({
      title: "Reset your password",
      preheader: "This link expires in 1 hour",
      accent: "#102a43",
      logo: img("https://brandreth-kohl.identra.example/branding/bk-logo.png", "Brandreth & Kohl", 160, 40),
      body: `<p>Hi Sam,</p>
<p>A password reset was requested for your Brandreth &amp; Kohl account (<a href="mailto:sam.reader@brandreth-kohl.example" style="color:#102a43;">sam.reader@brandreth-kohl.example</a>).</p>
${btn("https://brandreth-kohl.identra.example/signin/reset-password/c4Yb1nQe7WxT0pLr2mZk", "Reset password", "#102a43")}
<p>This link expires in 1 hour. Your new password must be at least 14 characters and must not match your last 12 passwords.</p>
<p style="font-size:13px;color:#6b717c;">If you didn&rsquo;t request a password reset, please let the IT Service Desk know (ext. 4357). Your password will not change unless you use the link above.</p>`,
      footer: ident_foot,
    }),
  },
  {
    family: "identra-sso",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Brandreth & Kohl via Identra <noreply@brandreth-kohl.identra.example>",
    to: ME,
    subject: "Your Brandreth & Kohl password was changed",
    date: dt("2026-10-05 07:53:02", "+0100"),
    text: `Hi Sam,

The password for your Brandreth & Kohl account was changed on 05 Oct 2026 at 06:52 UTC.

All other sessions were signed out. You may need to sign in again on your phone and in Outlook.

If you didn't make this change, call the IT Service Desk now on +44 20 7946 0990 (24/7).
`,
    html: shell({
      title: "Password changed",
      preheader: "All other sessions were signed out",
      accent: "#102a43",
      logo: img("https://brandreth-kohl.identra.example/branding/bk-logo.png", "Brandreth & Kohl", 160, 40),
      body: `<p>Hi Sam,</p>
<p>The password for your Brandreth &amp; Kohl account was changed on <strong>05 Oct 2026 at 06:52 UTC</strong>.</p>
<p>All other sessions were signed out. You may need to sign in again on your phone and in Outlook.</p>
<p style="background:#fff4e5;border-left:4px solid #f0a020;padding:10px 14px;font-size:14px;">If you didn&rsquo;t make this change, call the IT Service Desk now on +44 20 7946 0990 (24/7).</p>`,
      footer: ident_foot,
    }),
  },
  {
    family: "fleetguard-mdm",
    group: "consumer",
    lang: "en",
    kind: "verify-device",
    code: null,
    link: "https://enroll.fleetguard.example/d/approve?req=BK-7Q2M-4T8X&sig=a81fd03c92",
    from: "FleetGuard Device Management <devices@fleetguard.example>",
    to: ME,
    subject: 'Action required: confirm your new device "SAM-MBP-2026"',
    date: dt("2026-09-08 09:20:15", "+0100"),
    enc: "qp",
    text: `Brandreth & Kohl Partners - Device enrolment

A new device is being enrolled under your account:

  Device name:   SAM-MBP-2026
  Model:         MacBook Pro 14" (serial ending X7QF)
  Requested:     08 Sep 2026, 09:19 BST, London office

To finish enrolment, confirm that this is your device:
https://enroll.fleetguard.example/d/approve?req=BK-7Q2M-4T8X&sig=a81fd03c92

The request expires in 24 hours. Until it's confirmed, the device can't reach e-mail, Teams or the file server.

Not your device? Don't click the link - forward this message to itsecurity@brandreth-kohl.example.

FleetGuard · 2 Kingdom Street, London W2 6BD
`,
    html: shell({
      title: "Confirm your new device",
      preheader: "SAM-MBP-2026 is waiting for your confirmation",
      accent: "#e4572e",
      logo: `${
        img("https://static.fleetguard.example/mail/fg-logo.png", "FleetGuard", 120, 28)
      }<p style="font-family:Arial,sans-serif;font-size:12px;color:#6b717c;margin:6px 0 0;">for Brandreth &amp; Kohl Partners</p>`,
      body: `<h1 style="font-size:20px;margin:4px 0 12px;">Confirm your new device</h1>
<p>A new device is being enrolled under your account:</p>
${
        kv([["Device name", "SAM-MBP-2026"], ["Model", "MacBook Pro 14&quot; (serial ending X7QF)"], [
          "Requested",
          "08 Sep 2026, 09:19 BST, London office",
        ]])
      }
${
        btn(
          "https://enroll.fleetguard.example/d/approve?req=BK-7Q2M-4T8X&amp;sig=a81fd03c92",
          "Yes, this is my device",
          "#e4572e",
        )
      }
<p>The request expires in 24 hours. Until it&rsquo;s confirmed, the device can&rsquo;t reach e-mail, Teams or the file server.</p>
<p style="font-size:13px;color:#6b717c;">Not your device? Don&rsquo;t click the button &mdash; forward this message to <a href="mailto:itsecurity@brandreth-kohl.example">itsecurity@brandreth-kohl.example</a>.</p>`,
      footer:
        `FleetGuard · 2 Kingdom Street, London W2 6BD · <a href="https://fleetguard.example/privacy" style="color:#7a808a;">Privacy</a>`,
    }),
  },
  {
    family: "fleetguard-mdm",
    group: "consumer",
    lang: "en",
    kind: "compliance-notice",
    code: null,
    link: null,
    from: "FleetGuard Device Management <devices@fleetguard.example>",
    to: ME,
    subject: "SAM-IPHONE is out of compliance: OS update required by 20 Oct",
    date: dt("2026-10-13 08:00:00", "+0100"),
    text: `Your device SAM-IPHONE (iPhone 15, serial ending 4KD2) doesn't meet Brandreth & Kohl's security policy.

Issue: iOS 19.0.1 is installed; 19.1 or later is required.
Deadline: 20 Oct 2026, 23:59 BST

What happens next: if the update isn't installed by the deadline, company e-mail and Teams will be blocked on this phone until it is. Personal apps and data are not affected.

To update: Settings > General > Software Update.

Compliance status: https://portal.fleetguard.example/my-devices
Questions: IT Service Desk, ext. 4357
`,
    html: null,
  },
  {
    family: "conferro-meet",
    group: "consumer",
    lang: "en",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Priya Nair (via Conferro) <invites@conferro.example>",
    to: ME,
    subject: "Invitation: Helix DD – weekly steerco @ Tue 22 Sep 2026 10:00 – 11:00 (BST)",
    date: dt("2026-09-17 16:33:50", "+0100"),
    enc: "qp",
    text: `Priya Nair has invited you to a Conferro meeting.

Helix DD - weekly steerco
Tue 22 Sep 2026, 10:00 - 11:00 British Summer Time (recurring weekly until 27 Oct)

Join the meeting: https://brandrethkohl.conferro.example/j/84417290352?pwd=Vh4kR2s9
Meeting ID: 844 1729 0352
Passcode: 661904

Dial in by phone
+44 20 3481 5237 (London)
+971 4 520 1177 (Dubai)
+49 69 3807 9884 (Frankfurt)
Phone passcode: 661904

Agenda: workstream updates, red flags, data room Q&A status

Accept / decline: https://brandrethkohl.conferro.example/rsvp/84417290352?u=sreader
`,
    html: `<html><body style="margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#f5f7fb;">
${pre("Tue 22 Sep 10:00 BST · recurring weekly")}
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f5f7fb"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:20px 28px 0;">${
      img("https://st.conferro.example/mail/conferro-logo.png", "Conferro", 118, 26)
    }</td></tr>
<tr><td style="padding:16px 28px;">
<p style="margin:0;color:#666;">Priya Nair has invited you to a Conferro meeting.</p>
<h2 style="margin:10px 0 4px;font-size:20px;">Helix DD &ndash; weekly steerco</h2>
<p style="margin:0 0 16px;">Tue 22 Sep 2026, 10:00 &ndash; 11:00 British Summer Time<br><span style="color:#666;font-size:13px;">Recurring weekly until 27 Oct</span></p>
${btn("https://brandrethkohl.conferro.example/j/84417290352?pwd=Vh4kR2s9", "Join meeting", "#0e71eb")}
<table cellpadding="3" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#666;">Meeting ID</td><td><strong>844 1729 0352</strong></td></tr>
<tr><td style="color:#666;">Passcode</td><td><strong>661904</strong></td></tr></table>
<p style="font-size:13px;margin-top:14px;"><strong>Dial in by phone</strong><br>+44 20 3481 5237 (London)<br>+971 4 520 1177 (Dubai)<br>+49 69 3807 9884 (Frankfurt)<br>Phone passcode: 661904</p>
<p style="font-size:13px;"><strong>Agenda:</strong> workstream updates, red flags, data room Q&amp;A status</p>
<p style="font-size:13px;"><a href="https://brandrethkohl.conferro.example/rsvp/84417290352?u=sreader&amp;r=yes">Yes</a> &middot; <a href="https://brandrethkohl.conferro.example/rsvp/84417290352?u=sreader&amp;r=maybe">Maybe</a> &middot; <a href="https://brandrethkohl.conferro.example/rsvp/84417290352?u=sreader&amp;r=no">No</a></p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#999;border-top:1px solid #eee;">Conferro Communications Inc. &middot; 500 Howard Street, San Francisco, CA 94105 &middot; <a href="https://conferro.example/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "invite.ics",
      "text/calendar",
      `BEGIN:VCALENDAR\nVERSION:2.0\nMETHOD:REQUEST\nBEGIN:VEVENT\nUID:84417290352@conferro.example\nDTSTART:20260922T090000Z\nDTEND:20260922T100000Z\nRRULE:FREQ=WEEKLY;UNTIL=20261027T100000Z\nSUMMARY:Helix DD - weekly steerco\nLOCATION:https://brandrethkohl.conferro.example/j/84417290352?pwd=Vh4kR2s9\nORGANIZER;CN=Priya Nair:mailto:priya.nair@brandreth-kohl.example\nEND:VEVENT\nEND:VCALENDAR\n`,
    ],
  },
  {
    family: "conferro-meet",
    group: "consumer",
    lang: "de",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "Conferro <no-reply@conferro.example>",
    to: ME,
    subject: "Cloud-Aufzeichnung verfügbar: Kick-off Lindenberg Logistik",
    date: dt("2026-09-24 15:47:21", "+0200"),
    text: `Hallo Sam,

die Cloud-Aufzeichnung Ihres Meetings ist jetzt verfügbar.

Thema: Kick-off Lindenberg Logistik
Datum: 24.09.2026 13:30 MESZ
Dauer: 1 Std. 12 Min.
Meeting-ID: 912 0458 7731

Aufzeichnung ansehen: https://brandrethkohl.conferro.example/rec/share/Yp0-3ZfLw2kV
Kenncode für die Aufzeichnung: t7#Kq2Ma

Die Aufzeichnung wird nach 90 Tagen automatisch gelöscht (22.12.2026).

Ihr Conferro-Team
`,
    html: null,
  },
  {
    family: "threadwise-chat",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://join.threadwise.example/i/gulfcrest-projects/7vKm2QpX9sLa?email=sam.reader%40brandreth-kohl.example",
    from: "Threadwise <feedback@threadwise.example>",
    to: ME,
    subject: "Khalid Al-Mansouri has invited you to work with them in Threadwise",
    date: dt("2026-09-10 11:02:44", "+0400"),
    enc: "qp",
    text: `Join your team on Threadwise

Khalid Al-Mansouri (k.almansouri@gulfcrest.example) has invited you to join the Threadwise workspace Gulfcrest Projects as a guest, with access to #helix-steerco and #helix-dataroom-qa.

Accept the invitation:
https://join.threadwise.example/i/gulfcrest-projects/7vKm2QpX9sLa?email=sam.reader%40brandreth-kohl.example

This invitation expires in 30 days.

Threadwise is a messaging app for teams. Download it for Mac, Windows, iOS and Android: https://threadwise.example/download

Threadwise Technologies Ltd, 88 Wood Street, London EC2V 7RS
`,
    html: shell({
      title: "Join Gulfcrest Projects on Threadwise",
      preheader: "Gulfcrest Projects · #helix-steerco · #helix-dataroom-qa",
      accent: "#3d2c8d",
      logo: img("https://a.threadwise.example/email/tw-logo-2x.png", "Threadwise", 124, 30),
      body: `<h1 style="font-size:26px;line-height:32px;margin:8px 0 16px;">Join your team on Threadwise</h1>
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td valign="top" style="padding-right:12px;">${
        img("https://a.threadwise.example/avatars/u_KAM_72.png", "", 44, 44)
      }</td>
<td valign="top"><strong>Khalid Al-Mansouri</strong> (<a href="mailto:k.almansouri@gulfcrest.example">k.almansouri@gulfcrest.example</a>) has invited you to join the workspace <strong>Gulfcrest Projects</strong> as a guest, with access to <strong>#helix-steerco</strong> and <strong>#helix-dataroom-qa</strong>.</td></tr></table>
${
        btn(
          "https://join.threadwise.example/i/gulfcrest-projects/7vKm2QpX9sLa?email=sam.reader%40brandreth-kohl.example",
          "Join now",
          "#3d2c8d",
        )
      }
<p style="font-size:13px;color:#6b717c;">This invitation expires in 30 days.</p>
<hr style="border:none;border-top:1px solid #e6e8eb;margin:20px 0;">
<p style="font-size:13px;color:#6b717c;">Threadwise is a messaging app for teams. <a href="https://threadwise.example/download">Download it</a> for Mac, Windows, iOS and Android.</p>`,
      footer:
        `Threadwise Technologies Ltd, 88 Wood Street, London EC2V 7RS<br><a href="https://threadwise.example/legal" style="color:#7a808a;">Our policies</a> · <a href="https://threadwise.example/help" style="color:#7a808a;">Help centre</a> · <a href="https://twitter.example/threadwise" style="color:#7a808a;">@threadwise</a>`,
    }),
  },
  {
    family: "threadwise-chat",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "XQM-4RT",
    link: null,
    from: "Threadwise <no-reply@threadwise.example>",
    to: ME,
    subject: "Threadwise confirmation code: XQM-4RT",
    date: dt("2026-09-14 21:30:09", "+0400"),
    text: `Confirm your email address

Your confirmation code is below - enter it in your open browser window and we'll help you get signed in to Gulfcrest Projects.

XQM-4RT

If you didn't request this email, there's nothing to worry about - you can safely ignore it.

Threadwise Technologies Ltd, 88 Wood Street, London EC2V 7RS
`,
    html: shell({
      title: "Threadwise confirmation code",
      preheader: "Your confirmation code is XQM-4RT",
      accent: "#3d2c8d",
      logo: img("https://a.threadwise.example/email/tw-logo-2x.png", "Threadwise", 124, 30),
      body: `<h1 style="font-size:26px;line-height:32px;margin:8px 0 16px;">Confirm your email address</h1>
<p style="font-size:17px;line-height:26px;">Your confirmation code is below &mdash; enter it in your open browser window and we&rsquo;ll help you get signed in to <strong>Gulfcrest Projects</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f4f5;border-radius:4px;margin:22px 0;"><tr><td align="center" style="padding:32px 0;font-size:30px;line-height:36px;letter-spacing:2px;font-weight:bold;">XQM-4RT</td></tr></table>
<p style="font-size:14px;color:#6b717c;">If you didn&rsquo;t request this email, there&rsquo;s nothing to worry about &mdash; you can safely ignore it.</p>`,
      footer:
        `Threadwise Technologies Ltd, 88 Wood Street, London EC2V 7RS<br><a href="https://threadwise.example/legal" style="color:#7a808a;">Our policies</a> · <a href="https://threadwise.example/help" style="color:#7a808a;">Help centre</a>`,
    }),
  },
  {
    family: "threadwise-chat",
    group: "consumer",
    lang: "en",
    kind: "digest",
    code: null,
    link: null,
    from: "Threadwise <notification@threadwise.example>",
    to: ME,
    subject: "[Gulfcrest Projects] 7 unread messages in #helix-dataroom-qa",
    date: dt("2026-09-28 18:15:00", "+0400"),
    text: `You have 7 unread messages in Gulfcrest Projects

#helix-dataroom-qa

Fatima Al-Zahrani  3:02 PM
Q-118 answered: the 2025 management accounts are now in folder 4.2.1. Revenue bridge is in 4.2.3.

Khalid Al-Mansouri  3:40 PM
@Sam Reader can you confirm whether Q-121 (customer churn by cohort) is still open on your side?

Khalid Al-Mansouri  3:41 PM
Also - steerco moved to Wednesday 30 Sep, 13:00 GST.

...and 4 more.

Open Threadwise: https://gulfcrest-projects.threadwise.example/messages/helix-dataroom-qa
Change how often you get these e-mails: https://gulfcrest-projects.threadwise.example/account/notifications
`,
    html: null,
  },
];

// ---------------------------------------------------------------- signing, data rooms, file sharing, client portals

const VR_FOOT = `VaultReach Virtual Data Rooms · VaultReach GmbH, Neue Mainzer Straße 52, 60311 Frankfurt am Main<br>
Support 24/7: +49 69 8088 4120 · +44 20 3936 0202 · <a href="https://www.vaultreach.example/trust" style="color:#7a808a;">Trust centre</a> · <a href="https://www.vaultreach.example/privacy" style="color:#7a808a;">Privacy</a>`;

const GULFCREST_FOOT_AR = `شركة جلف كرست القابضة · ص.ب. 22418، الرياض 11495، المملكة العربية السعودية<br>
<a href="https://suppliers.gulfcrest.example/ar/help" style="color:#7a808a;">مركز المساعدة</a> · <a href="https://suppliers.gulfcrest.example/ar/privacy" style="color:#7a808a;">سياسة الخصوصية</a> · هاتف: 8001240099`;

const docs: Mail[] = [
  {
    family: "inkwell-sign",
    group: "consumer",
    lang: "en",
    kind: "signing-code",
    code: "482117",
    link: null,
    from: "Inkwell Sign <verify@inkwellsign.example>",
    to: ME,
    subject: "Your Inkwell Sign security code",
    date: dt("2026-09-16 10:41:52", "+0400"),
    text: `Security code

You're about to view and sign "Mutual NDA - Gulfcrest Holding / Brandreth & Kohl" sent by Layla Haddad (Gulfcrest Holding).

Enter this code to verify your identity:

482117

The code is valid for 10 minutes. Inkwell Sign staff will never ask you for it.

Envelope ID: 3F9A1C72-88D0-4E15-B2A4-77C1E0D09F3B

Inkwell Sign · 120 Bremner Blvd, Toronto ON M5J 0A8, Canada
`,
    html: shell({
      title: "Security code",
      preheader: "Verify your identity to view the document",
      accent: "#0f766e",
      logo: img("https://cdn.inkwellsign.example/mail/inkwell-logo.png", "Inkwell Sign", 140, 32),
      body: `<h1 style="font-size:20px;margin:6px 0 12px;">Security code</h1>
<p>You&rsquo;re about to view and sign <strong>&ldquo;Mutual NDA &ndash; Gulfcrest Holding / Brandreth &amp; Kohl&rdquo;</strong> sent by Layla Haddad (Gulfcrest Holding).</p>
<p>Enter this code to verify your identity:</p>
${cells("482117", "#0f766e")}
<p style="font-size:13px;color:#6b717c;">The code is valid for 10 minutes. Inkwell Sign staff will never ask you for it.</p>
<p style="font-size:11px;color:#9aa0a6;">Envelope ID: 3F9A1C72-88D0-4E15-B2A4-77C1E0D09F3B</p>`,
      footer:
        `Inkwell Sign · 120 Bremner Blvd, Toronto ON M5J 0A8, Canada · <a href="https://inkwellsign.example/legal" style="color:#7a808a;">Legal</a>`,
    }),
  },
  {
    family: "inkwell-sign",
    group: "consumer",
    lang: "fr",
    kind: "envelope-completed",
    code: null,
    link: null,
    from: "Inkwell Sign <dse@inkwellsign.example>",
    to: ME,
    subject: "Terminé : Lettre de mission – Groupe Valmont / Brandreth & Kohl",
    date: dt("2026-10-14 17:26:08", "+0200"),
    enc: "qp",
    text: `Tous les signataires ont signé le document « Lettre de mission – Groupe Valmont / Brandreth & Kohl ».

Signataires :
- Hélène Castaing (Groupe Valmont) – signé le 14/10/2026 à 16:58
- Sam Reader (Brandreth & Kohl) – signé le 14/10/2026 à 17:25

Le document finalisé et le certificat d'achèvement sont joints à ce message.

Identifiant de l'enveloppe : 0B72E4D1-5C3A-49F8-A1E6-2D90C8B417AF

Inkwell Sign · 120 Bremner Blvd, Toronto ON M5J 0A8, Canada
`,
    html: shell({
      lang: "fr",
      title: "Document terminé",
      preheader: "Tous les signataires ont signé.",
      accent: "#0f766e",
      logo: img("https://cdn.inkwellsign.example/mail/inkwell-logo.png", "Inkwell Sign", 140, 32),
      body:
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#0f766e;color:#fff;padding:26px 16px;font-size:18px;">
${
          img("https://cdn.inkwellsign.example/mail/icon-check-white.png", "", 40, 40).replace(
            "display:block;",
            "display:inline-block;",
          )
        }<br>Tous les signataires ont signé le document</td></tr></table>
<p style="margin-top:20px;"><strong>Lettre de mission &ndash; Groupe Valmont / Brandreth &amp; Kohl</strong></p>
<ul style="padding-left:18px;font-size:14px;">
<li>Hélène Castaing (Groupe Valmont) &ndash; signé le 14/10/2026 à 16:58</li>
<li>Sam Reader (Brandreth &amp; Kohl) &ndash; signé le 14/10/2026 à 17:25</li></ul>
<p>Le document finalisé et le certificat d&rsquo;achèvement sont joints à ce message.</p>
<p style="font-size:11px;color:#9aa0a6;">Identifiant de l&rsquo;enveloppe : 0B72E4D1-5C3A-49F8-A1E6-2D90C8B417AF</p>`,
      footer:
        `Inkwell Sign · 120 Bremner Blvd, Toronto ON M5J 0A8, Canada · <a href="https://inkwellsign.example/fr/legal" style="color:#7a808a;">Mentions légales</a>`,
    }),
    attachment: ["Lettre_de_mission_Valmont_signee.pdf", "application/pdf", PDF_STUB],
  },
  {
    family: "vaultreach-dataroom",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://go.vaultreach.example/c/eyJyIjoiaGVsaXgtZGQiLCJ1IjoiNDQyMTgifQ/aHR0cHM6Ly9hcHAudmF1bHRyZWFjaC5leGFtcGxlL2ludml0ZQ",
    from: "VaultReach on behalf of Gulfcrest Holding <noreply@vaultreach.example>",
    to: ME,
    subject: 'You have been invited to the data room "Project Helix – Buy-side DD"',
    date: dt("2026-09-09 13:15:27", "+0300"),
    enc: "b64",
    text: `Layla Haddad (Gulfcrest Holding) has invited you to the VaultReach data room:

Project Helix – Buy-side DD
Role: Advisor – Financial (view, print with watermark; no download)
Access expires: 31 Dec 2026

Personal message:
"Dear Sam, as discussed please find access to the VDR for Project Helix. Q&A should go through the module, not e-mail. Best, Layla"

Accept the invitation and set up your account:
https://go.vaultreach.example/c/eyJyIjoiaGVsaXgtZGQiLCJ1IjoiNDQyMTgifQ/aHR0cHM6Ly9hcHAudmF1bHRyZWFjaC5leGFtcGxlL2ludml0ZQ

By accepting you agree to the data room's terms of access. All activity in the data room is logged.

VaultReach GmbH, Neue Mainzer Straße 52, 60311 Frankfurt am Main
Support 24/7: +49 69 8088 4120
`,
    html: shell({
      title: "Data room invitation",
      preheader: "Project Helix – Buy-side DD · access until 31 Dec 2026",
      accent: "#14213d",
      logo: `<table role="presentation" width="100%"><tr><td>${
        img("https://cdn.vaultreach.example/brand/vr-logo.png", "VaultReach", 130, 30)
      }</td><td align="right">${
        img("https://cdn.vaultreach.example/rooms/helix-dd/logo.png", "Gulfcrest Holding", 110, 30)
      }</td></tr></table>`,
      body: `<p><strong>Layla Haddad</strong> (Gulfcrest Holding) has invited you to the data room:</p>
<p style="font-size:20px;font-weight:bold;color:#14213d;margin:8px 0;">Project Helix &ndash; Buy-side DD</p>
${
        kv([["Role", "Advisor &ndash; Financial"], ["Permissions", "View, print with watermark; no download"], [
          "Access expires",
          "31 Dec 2026",
        ]])
      }
<blockquote style="margin:14px 0;padding:10px 14px;border-left:3px solid #fca311;background:#fafafa;font-style:italic;">Dear Sam, as discussed please find access to the VDR for Project Helix. Q&amp;A should go through the module, not e-mail. Best, Layla</blockquote>
${
        btn(
          "https://go.vaultreach.example/c/eyJyIjoiaGVsaXgtZGQiLCJ1IjoiNDQyMTgifQ/aHR0cHM6Ly9hcHAudmF1bHRyZWFjaC5leGFtcGxlL2ludml0ZQ",
          "Accept invitation",
          "#fca311",
          "#14213d",
        )
      }
<p style="font-size:12px;color:#6b717c;">By accepting you agree to the data room&rsquo;s terms of access. All activity in the data room is logged.</p>`,
      footer: VR_FOOT,
    }),
  },
  {
    family: "vaultreach-dataroom",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "907355",
    link: null,
    from: "VaultReach <security@vaultreach.example>",
    to: ME,
    subject: "VaultReach login verification",
    date: dt("2026-09-21 07:02:48", "+0100"),
    text: `VaultReach login verification

Please use the following code to complete your login to VaultReach:

907355

This code is valid for 5 minutes.

Project: Project Helix – Buy-side DD
Browser: Edge 128 / Windows 11
IP address: 81.145.x.x (London, GB)

If this wasn't you, reset your password immediately and contact support at +44 20 3936 0202.
`,
    html: shell({
      title: "Login verification",
      preheader: "Code valid for 5 minutes",
      accent: "#14213d",
      logo: img("https://cdn.vaultreach.example/brand/vr-logo.png", "VaultReach", 130, 30),
      body: `<h1 style="font-size:19px;margin:6px 0 12px;">Login verification</h1>
<p>Please use the following code to complete your login to VaultReach:</p>
${cells("907355", "#14213d")}
<p style="text-align:center;font-size:13px;color:#6b717c;">This code is valid for 5 minutes.</p>
${
        kv([["Project", "Project Helix &ndash; Buy-side DD"], ["Browser", "Edge 128 / Windows 11"], [
          "IP address",
          "81.145.x.x (London, GB)",
        ]])
      }
<p style="font-size:13px;color:#6b717c;">If this wasn&rsquo;t you, <a href="https://app.vaultreach.example/account/password" style="color:#14213d;">reset your password</a> immediately and contact support at +44 20 3936 0202.</p>`,
      footer: VR_FOOT,
    }),
  },
  {
    family: "vaultreach-dataroom",
    group: "consumer",
    lang: "en",
    kind: "activity-digest",
    code: null,
    link: null,
    from: "VaultReach <digest@vaultreach.example>",
    to: ME,
    subject: "Project Helix – Buy-side DD: 23 new documents, 4 answered questions",
    date: dt("2026-09-25 06:30:00", "+0300"),
    enc: "qp",
    text: `Daily update – Project Helix – Buy-side DD – 24 Sep 2026

New documents (23)
  4.2.1  Management accounts FY2025 (xlsx, 2.1 MB)
  4.2.3  Revenue bridge FY23-FY25 (pdf, 640 KB)
  6.1    Customer contracts – top 20 (folder, 18 files)
  ...and 3 more

Answered questions (4)
  Q-114  Capex split maintenance/growth – answered by Omar Saeed
  Q-116  Related-party leases – answered by Layla Haddad
  Q-117  Inventory provisioning policy – answered by Omar Saeed
  Q-118  Management accounts FY2025 – answered by Fatima Al-Zahrani

Open questions assigned to your team: 9 (oldest: Q-097, 12 days)

Go to the data room: https://app.vaultreach.example/rooms/helix-dd
Change digest frequency: https://app.vaultreach.example/rooms/helix-dd/settings/notifications
`,
    html: shell({
      title: "Daily update",
      preheader: "23 new documents · 4 answered questions",
      accent: "#14213d",
      logo: img("https://cdn.vaultreach.example/brand/vr-logo.png", "VaultReach", 130, 30),
      body: `<p style="font-size:12px;color:#6b717c;margin:0;">Daily update &middot; 24 Sep 2026</p>
<h1 style="font-size:19px;margin:4px 0 14px;">Project Helix &ndash; Buy-side DD</h1>
<h3 style="font-size:15px;margin:16px 0 6px;">New documents (23)</h3>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><td width="60" style="color:#6b717c;">4.2.1</td><td>Management accounts FY2025</td><td align="right" style="color:#6b717c;">xlsx &middot; 2.1 MB</td></tr>
<tr><td style="color:#6b717c;">4.2.3</td><td>Revenue bridge FY23&ndash;FY25</td><td align="right" style="color:#6b717c;">pdf &middot; 640 KB</td></tr>
<tr><td style="color:#6b717c;">6.1</td><td>Customer contracts &ndash; top 20</td><td align="right" style="color:#6b717c;">folder &middot; 18 files</td></tr>
<tr><td colspan="3" style="color:#6b717c;">&hellip;and 3 more</td></tr></table>
<h3 style="font-size:15px;margin:16px 0 6px;">Answered questions (4)</h3>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td width="60" style="color:#6b717c;">Q-114</td><td>Capex split maintenance/growth &ndash; Omar Saeed</td></tr>
<tr><td style="color:#6b717c;">Q-116</td><td>Related-party leases &ndash; Layla Haddad</td></tr>
<tr><td style="color:#6b717c;">Q-117</td><td>Inventory provisioning policy &ndash; Omar Saeed</td></tr>
<tr><td style="color:#6b717c;">Q-118</td><td>Management accounts FY2025 &ndash; Fatima Al-Zahrani</td></tr></table>
<p style="background:#fff7e6;padding:10px 14px;font-size:13px;">Open questions assigned to your team: <strong>9</strong> (oldest: Q-097, 12 days)</p>
${btn("https://app.vaultreach.example/rooms/helix-dd", "Go to the data room", "#14213d")}`,
      footer:
        `<a href="https://app.vaultreach.example/rooms/helix-dd/settings/notifications" style="color:#7a808a;">Change digest frequency</a><br>${VR_FOOT}`,
    }),
  },
  {
    family: "sharecask",
    group: "consumer",
    lang: "nl",
    kind: "guest-code",
    code: "394027",
    link: null,
    from: "Sharecask <no-reply@sharecask.example>",
    to: ME,
    subject: "Je verificatiecode voor Sharecask",
    date: dt("2026-10-20 09:14:33", "+0200"),
    text: `Hallo,

Marieke de Vries (Van der Heijden Groep) heeft de map "Q3 inkoopdata – analyse" met je gedeeld. Om de bestanden als gast te openen, vragen we je eerst je e-mailadres te bevestigen.

Je verificatiecode is: 394 027

Vul deze code in op het scherm waar je hem hebt aangevraagd. De code verloopt over 15 minuten.

Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.

Sharecask B.V. · Herengracht 420 · 1017 BZ Amsterdam · KvK 71829054
`,
    html: shell({
      lang: "nl",
      title: "Verificatiecode",
      preheader: "Bevestig je e-mailadres om de gedeelde map te openen",
      accent: "#00a3a1",
      logo: img("https://static.sharecask.example/mail/sharecask.png", "Sharecask", 130, 32),
      body: `<p>Hallo,</p>
<p><strong>Marieke de Vries</strong> (Van der Heijden Groep) heeft de map <strong>&ldquo;Q3 inkoopdata &ndash; analyse&rdquo;</strong> met je gedeeld. Om de bestanden als gast te openen, vragen we je eerst je e-mailadres te bevestigen.</p>
<p>Je verificatiecode is:</p>
<p style="font-size:32px;letter-spacing:6px;font-weight:bold;color:#00615f;margin:10px 0 18px;">394&nbsp;027</p>
<p>Vul deze code in op het scherm waar je hem hebt aangevraagd. De code verloopt over 15 minuten.</p>
<p style="font-size:13px;color:#6b717c;">Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.</p>`,
      footer:
        `Sharecask B.V. · Herengracht 420 · 1017 BZ Amsterdam · KvK 71829054<br><a href="https://sharecask.example/nl/privacy" style="color:#7a808a;">Privacy</a> · <a href="https://sharecask.example/nl/voorwaarden" style="color:#7a808a;">Voorwaarden</a>`,
    }),
  },
  {
    family: "sharecask",
    group: "consumer",
    lang: "en",
    kind: "link-expiring",
    code: null,
    link: null,
    from: "Sharecask <no-reply@sharecask.example>",
    to: ME,
    subject: 'Your shared link "Helix_DD_Draft_Report_v3.pdf" expires in 2 days',
    date: dt("2026-10-26 08:00:00", "+0000"),
    text: `Heads up: a link you shared is about to expire.

File: Helix_DD_Draft_Report_v3.pdf (4.8 MB)
Shared with: priya.nair@brandreth-kohl.example, layla.haddad@gulfcrest.example
Views: 6 · Downloads: 0
Expires: 28 Oct 2026, 23:59 UTC

Nothing to do if that's intended. To extend it, open the file's sharing settings in Sharecask:
https://app.sharecask.example/files/f_91ac44e2/sharing

Sharecask B.V., Herengracht 420, 1017 BZ Amsterdam
`,
    html: null,
  },
  {
    family: "gulfcrest-procurement",
    group: "regional",
    lang: "ar",
    kind: "supplier-invite",
    code: null,
    link: "https://suppliers.gulfcrest.example/ar/register?inv=GCH-SUP-20926&key=Rk9yUXpM",
    from: "بوابة موردي جلف كرست <no-reply@suppliers.gulfcrest.example>",
    to: ME,
    subject: "دعوة للتسجيل في بوابة الموردين – شركة جلف كرست القابضة",
    date: dt("2026-09-15 10:22:19", "+0300"),
    enc: "b64",
    text: `السيد/ سام ريدر المحترم،

تحية طيبة وبعد،

يسعدنا دعوتكم لتسجيل شركة "براندريث آند كول بارتنرز" في بوابة الموردين الخاصة بشركة جلف كرست القابضة، وذلك لاستكمال إجراءات التعاقد على خدمات الاستشارات (طلب عروض رقم RFP-2026-0418).

لإكمال التسجيل يرجى فتح الرابط التالي:
https://suppliers.gulfcrest.example/ar/register?inv=GCH-SUP-20926&key=Rk9yUXpM

الرابط صالح لمدة 7 أيام. سيُطلب منكم إرفاق السجل التجاري وشهادة التسجيل الضريبي والشهادة البنكية.

للاستفسار: إدارة المشتريات، هاتف 8001240099، البريد procurement@gulfcrest.example

مع خالص التحية،
إدارة المشتريات – شركة جلف كرست القابضة
ص.ب. 22418، الرياض 11495
`,
    html: shell({
      lang: "ar",
      dir: "rtl",
      title: "دعوة للتسجيل في بوابة الموردين",
      preheader: "أكملوا تسجيل شركتكم خلال 7 أيام",
      accent: "#006c4f",
      font: "Tahoma,Arial,sans-serif",
      logo: `<div style="text-align:right;">${
        img("https://suppliers.gulfcrest.example/assets/gulfcrest-logo-ar.png", "جلف كرست القابضة", 170, 44).replace(
          "display:block;",
          "display:inline-block;",
        )
      }</div>`,
      body: `<p>السيد/ سام ريدر المحترم،</p>
<p>تحية طيبة وبعد،</p>
<p>يسعدنا دعوتكم لتسجيل شركة &laquo;براندريث آند كول بارتنرز&raquo; في بوابة الموردين الخاصة بشركة جلف كرست القابضة، وذلك لاستكمال إجراءات التعاقد على خدمات الاستشارات (طلب عروض رقم <span dir="ltr">RFP-2026-0418</span>).</p>
${btn("https://suppliers.gulfcrest.example/ar/register?inv=GCH-SUP-20926&amp;key=Rk9yUXpM", "إكمال التسجيل", "#006c4f")}
<p>الرابط صالح لمدة 7 أيام. سيُطلب منكم إرفاق السجل التجاري وشهادة التسجيل الضريبي والشهادة البنكية.</p>
<p style="font-size:13px;color:#6b717c;">للاستفسار: إدارة المشتريات، هاتف <span dir="ltr">8001240099</span>، البريد <a href="mailto:procurement@gulfcrest.example">procurement@gulfcrest.example</a></p>
<p>مع خالص التحية،<br>إدارة المشتريات &ndash; شركة جلف كرست القابضة</p>`,
      footer: GULFCREST_FOOT_AR,
    }),
  },
  {
    family: "gulfcrest-procurement",
    group: "regional",
    lang: "en",
    kind: "po-issued",
    code: null,
    link: null,
    from: "Gulfcrest Supplier Portal <no-reply@suppliers.gulfcrest.example>",
    to: ME,
    subject: "Purchase Order 4500187732 issued to Brandreth & Kohl Partners LLP",
    date: dt("2026-10-04 12:48:05", "+0300"),
    enc: "qp",
    text: `Dear Supplier,

Purchase Order 4500187732 has been issued to your company and is available in the Gulfcrest Supplier Portal.

Supplier no.: 100284917
PO date: 04 Oct 2026
Description: Financial & commercial due diligence – Project Helix
Amount: SAR 1,462,500.00 (excl. VAT 15%)
Payment terms: 60 days from invoice receipt
Buyer: Omar Saeed, Strategic Sourcing

Please quote the PO number on every invoice. Invoices without a valid PO number will be returned.

Gulfcrest Holding Company · PO Box 22418, Riyadh 11495, Kingdom of Saudi Arabia · CR 1010448291
This is an automated message; replies to this address are not monitored.
`,
    html: shell({
      title: "Purchase Order issued",
      preheader: "PO 4500187732 · SAR 1,462,500.00",
      accent: "#006c4f",
      logo: img("https://suppliers.gulfcrest.example/assets/gulfcrest-logo-en.png", "Gulfcrest Holding", 170, 44),
      body: `<p>Dear Supplier,</p>
<p>Purchase Order <strong>4500187732</strong> has been issued to your company and is available in the Gulfcrest Supplier Portal.</p>
${
        kv([
          ["Supplier no.", "100284917"],
          ["PO date", "04 Oct 2026"],
          ["Description", "Financial &amp; commercial due diligence &ndash; Project Helix"],
          ["Amount", "SAR 1,462,500.00 (excl. VAT 15%)"],
          ["Payment terms", "60 days from invoice receipt"],
          ["Buyer", "Omar Saeed, Strategic Sourcing"],
        ])
      }
<p>Please quote the PO number on every invoice. Invoices without a valid PO number will be returned.</p>
<p><a href="https://suppliers.gulfcrest.example/en/po/4500187732" style="color:#006c4f;">View in Supplier Portal</a></p>`,
      footer:
        `Gulfcrest Holding Company · PO Box 22418, Riyadh 11495, Kingdom of Saudi Arabia · CR 1010448291<br>This is an automated message; replies to this address are not monitored.`,
    }),
  },
  {
    family: "gulfcrest-procurement",
    group: "regional",
    lang: "ar",
    kind: "password-changed",
    code: null,
    link: null,
    from: "بوابة موردي جلف كرست <no-reply@suppliers.gulfcrest.example>",
    to: ME,
    subject: "تم تغيير كلمة المرور لحسابكم في بوابة الموردين",
    date: dt("2026-09-16 19:07:41", "+0300"),
    text: `عزيزي المستخدم،

نود إعلامكم بأنه تم تغيير كلمة المرور لحسابكم في بوابة موردي جلف كرست بتاريخ 16/09/2026 الساعة 19:06 (بتوقيت الرياض).

رقم المورد: 100284917

إذا لم تقوموا بهذا التغيير، يرجى التواصل فوراً مع الدعم الفني على الرقم 8001240099 أو عبر البريد portal.support@gulfcrest.example.

هذه رسالة آلية، يرجى عدم الرد عليها.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- borders, card, lounges, and trips further afield

const ARDENT_FOOT =
  `Ardent Commercial Cards is a trading name of Ardent Bank plc, 25 Lothbury, London EC2R 7HG. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 204518).<br>
<a href="https://www.ardentcommercial.example/security" style="color:#7a808a;">Security centre</a> · <a href="https://www.ardentcommercial.example/privacy" style="color:#7a808a;">Privacy</a> · Card services +44 345 600 4471`;

const SKYHAVEN_FOOT = `Skyhaven Lounges · 1,400+ airport lounges in 150 countries<br>
<a href="https://www.skyhaven.example/app" style="color:#7a808a;">${
  img("https://www.skyhaven.example/mail/badge-app-store.png", "Download on the App Store", 120, 40).replace(
    "display:block;",
    "display:inline-block;",
  )
}</a>
<a href="https://www.skyhaven.example/app?p=android" style="color:#7a808a;">${
  img("https://www.skyhaven.example/mail/badge-google-play.png", "Get it on Google Play", 135, 40).replace(
    "display:block;",
    "display:inline-block;",
  )
}</a><br>
Skyhaven Lounge Network Ltd, Cargo Road, Heathrow Airport, Hounslow TW6 2RQ · <a href="https://www.skyhaven.example/unsubscribe?m=SH88420177" style="color:#7a808a;">Unsubscribe</a>`;

const further: Mail[] = [
  {
    family: "mabar-egate",
    group: "regional",
    lang: "ar",
    kind: "registration-otp",
    code: "8142",
    link: null,
    from: "خدمة البوابات الذكية - مَعبَر <noreply@mabar-egate.example>",
    to: ME,
    subject: "رمز التحقق لتسجيل البوابات الذكية",
    date: dt("2026-09-14 20:41:10", "+0400"),
    text: `عزيزي المسافر،

رمز التحقق الخاص بك لإكمال طلب التسجيل في خدمة البوابات الذكية هو:

8142

صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص.

رقم الطلب: EG-2026-0914-55187
رقم الجواز المسجل: ******4471

خدمة البوابات الذكية – مَعبَر
مركز الاتصال: 800 62227
`,
    html: shell({
      lang: "ar",
      dir: "rtl",
      title: "رمز التحقق",
      preheader: "صلاحية الرمز 5 دقائق",
      accent: "#8a1538",
      font: "Tahoma,'Segoe UI',Arial,sans-serif",
      logo: `<div style="text-align:right;">${
        img("https://www.mabar-egate.example/img/mail/mabar-logo.png", "مَعبَر – البوابات الذكية", 150, 48).replace(
          "display:block;",
          "display:inline-block;",
        )
      }</div>`,
      body: `<p>عزيزي المسافر،</p>
<p>رمز التحقق الخاص بك لإكمال طلب التسجيل في خدمة البوابات الذكية هو:</p>
<p dir="ltr" style="text-align:center;font-size:36px;font-weight:bold;letter-spacing:14px;color:#8a1538;background:#f7eef1;padding:16px 0;border-radius:6px;">8142</p>
<p>صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص.</p>
${
        kv([["رقم الطلب", '<span dir="ltr">EG-2026-0914-55187</span>'], [
          "رقم الجواز المسجل",
          '<span dir="ltr">******4471</span>',
        ]], "rtl")
      }`,
      footer:
        `خدمة البوابات الذكية – مَعبَر · مركز الاتصال: <span dir="ltr">800 62227</span><br><a href="https://www.mabar-egate.example/ar/privacy" style="color:#7a808a;">سياسة الخصوصية</a>`,
    }),
  },
  {
    family: "mabar-egate",
    group: "regional",
    lang: "ar",
    kind: "registration-approved",
    code: null,
    link: null,
    from: "خدمة البوابات الذكية - مَعبَر <noreply@mabar-egate.example>",
    to: ME,
    subject: "تمت الموافقة على تسجيلك في البوابات الذكية",
    date: dt("2026-09-15 09:03:55", "+0400"),
    enc: "b64",
    text: `عزيزي المسافر،

يسرنا إبلاغك بالموافقة على طلب تسجيلك في خدمة البوابات الذكية.

رقم الطلب: EG-2026-0914-55187
صالح حتى: 14/09/2028

يمكنك الآن استخدام البوابات الذكية في مطارات الدولة عند المغادرة والوصول باستخدام جواز السفر المسجل. لا حاجة لأي إجراء إضافي.

نتمنى لك رحلة سعيدة.
خدمة البوابات الذكية – مَعبَر
`,
    html: null,
  },
  {
    family: "visamondo",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "615284",
    link: "https://apply.visamondo.example/verify?ref=VM-SA-2610-77412&c=615284&s=b0c3e9",
    from: "Visamondo eVisa <applications@visamondo.example>",
    to: ME,
    subject: "Verify your e-mail to continue your eVisa application",
    date: dt("2026-10-09 15:30:22", "+0100"),
    enc: "qp",
    text: `Thank you for starting your eVisa application with Visamondo.

Application reference: VM-SA-2610-77412
Visa type: Business visit (single entry, 90 days)

Verify your e-mail address to continue. Either click the link below:
https://apply.visamondo.example/verify?ref=VM-SA-2610-77412&c=615284&s=b0c3e9

or enter this code on the application page: 615 284

The code is valid for 30 minutes. Your progress is saved for 72 hours.

Government fee and service charge (GBP 134.50) are only payable at the last step.

Visamondo is an independent visa processing service. Support: help@visamondo.example · +44 20 3880 2415
`,
    html: shell({
      title: "Verify your e-mail",
      preheader: "Application VM-SA-2610-77412 · code valid 30 minutes",
      accent: "#2563eb",
      logo: img("https://static.visamondo.example/mail/visamondo-logo.png", "Visamondo eVisa", 150, 34),
      body: `<p>Thank you for starting your eVisa application with Visamondo.</p>
${kv([["Application reference", "VM-SA-2610-77412"], ["Visa type", "Business visit (single entry, 90 days)"]])}
<p>Verify your e-mail address to continue:</p>
${
        btn(
          "https://apply.visamondo.example/verify?ref=VM-SA-2610-77412&amp;c=615284&amp;s=b0c3e9",
          "Verify e-mail",
          "#2563eb",
        )
      }
<p>Or enter this code on the application page:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:5px;margin:6px 0 16px;">615 284</p>
<p style="font-size:13px;color:#6b717c;">The code is valid for 30 minutes. Your progress is saved for 72 hours. Government fee and service charge (GBP 134.50) are only payable at the last step.</p>`,
      footer:
        `Visamondo is an independent visa processing service and is not affiliated with any government.<br>Support: help@visamondo.example · +44 20 3880 2415 · <a href="https://visamondo.example/terms" style="color:#7a808a;">Terms</a>`,
    }),
  },
  {
    family: "visamondo",
    group: "consumer",
    lang: "en",
    kind: "visa-granted",
    code: null,
    link: null,
    from: "Visamondo eVisa <applications@visamondo.example>",
    to: ME,
    subject: "Your eVisa has been granted – VM-SA-2610-77412",
    date: dt("2026-10-12 07:44:03", "+0100"),
    text: `Good news, Sam - your eVisa has been granted.

Application reference: VM-SA-2610-77412
Visa number: 6104 4817 22
Type: Business visit, single entry
Valid from: 12 Oct 2026   Valid until: 10 Jan 2027   Maximum stay: 90 days
Passport: ending 4471

Your eVisa is attached as a PDF. Carry a printed or digital copy when you travel; border officers may ask to see it.

Payment received: GBP 134.50 (Amex ending 1009) - receipt RC-88104217.

Visamondo · help@visamondo.example · +44 20 3880 2415
`,
    html: null,
    attachment: ["eVisa_VM-SA-2610-77412.pdf", "application/pdf", PDF_STUB],
  },
  {
    family: "ardent-commercial-card",
    group: "consumer",
    lang: "en",
    kind: "3ds-otp",
    code: "90417833",
    link: null,
    from: "Ardent Commercial Cards <alerts@ardentcommercial.example>",
    to: ME,
    subject: "One-time passcode for your online purchase",
    date: dt("2026-10-09 06:12:48", "+0100"),
    text: `Ardent Commercial Cards

Your one-time passcode is 90417833

Use it to approve a payment of GBP 412.00 to EUROSTAR INTERNATIONAL with your card ending 2208.

This passcode expires in 10 minutes. We will never call you to ask for it. If you did not make this purchase, do not enter the code and call us on +44 345 600 4471.
`,
    html: null,
  },
  {
    family: "ardent-commercial-card",
    group: "consumer",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Ardent Commercial Cards <statements@ardentcommercial.example>",
    to: ME,
    subject: "Your Ardent Commercial Card statement is ready",
    date: dt("2026-10-03 05:30:00", "+0100"),
    enc: "qp",
    text: `Your statement is ready

Cardholder: SAM READER
Card: Ardent Commercial Visa ending 2208
Company: BRANDRETH & KOHL PARTNERS LLP
Statement date: 02 Oct 2026
Statement balance: GBP 4,912.36
Settlement: central bill by your company on 24 Oct 2026 - no payment is due from you.

Transactions this period: 27
Largest: SKYRENNA AIRWAYS GBP 2,846.20 (03 Sep)

View your statement in Ardent Online: https://online.ardentcommercial.example/statements

Remember to reconcile your transactions in your expense system before 10 Oct 2026.
`,
    html: shell({
      title: "Statement ready",
      preheader: "Statement balance GBP 4,912.36 · centrally billed",
      accent: "#3b0a45",
      logo: img("https://www.ardentcommercial.example/mail/ardent-logo-plum.png", "Ardent Commercial Cards", 170, 36),
      body: `<h1 style="font-size:20px;margin:4px 0 12px;">Your statement is ready</h1>
${
        kv([
          ["Cardholder", "SAM READER"],
          ["Card", "Ardent Commercial Visa &bull;&bull;&bull;&bull; 2208"],
          ["Company", "BRANDRETH &amp; KOHL PARTNERS LLP"],
          ["Statement date", "02 Oct 2026"],
          ["Statement balance", "GBP 4,912.36"],
          ["Settlement", "Central bill on 24 Oct 2026 &ndash; no payment due from you"],
        ])
      }
<p>Transactions this period: 27 &middot; Largest: SKYRENNA AIRWAYS GBP 2,846.20 (03 Sep)</p>
${btn("https://online.ardentcommercial.example/statements", "View statement", "#3b0a45")}
<p style="font-size:13px;color:#6b717c;">Remember to reconcile your transactions in your expense system before 10 Oct 2026.</p>`,
      footer: ARDENT_FOOT,
    }),
  },
  {
    family: "ardent-commercial-card",
    group: "consumer",
    lang: "en",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Ardent Commercial Cards <alerts@ardentcommercial.example>",
    to: ME,
    subject: "Card used abroad: AED 1,880.00 at HOTEL ALMAS CREEK",
    date: dt("2026-09-18 01:37:15", "+0400"),
    text: `We noticed a transaction on your card ending 2208:

HOTEL ALMAS CREEK DUBAI AE
AED 1,880.00 (approx. GBP 389.62)
18 Sep 2026 01:36 local time

If this was you, there's nothing to do.

Don't recognise it? Freeze your card in the app or call +44 345 600 4471 (24/7).
https://online.ardentcommercial.example/card/freeze

Alerts settings: https://online.ardentcommercial.example/alerts
`,
    html: shell({
      title: "Card used abroad",
      preheader: "AED 1,880.00 at HOTEL ALMAS CREEK",
      accent: "#3b0a45",
      logo: img("https://www.ardentcommercial.example/mail/ardent-logo-plum.png", "Ardent Commercial Cards", 170, 36),
      body: `<p>We noticed a transaction on your card ending <strong>2208</strong>:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f0f7;border-radius:6px;margin:12px 0;"><tr><td style="padding:16px 18px;">
<strong>HOTEL ALMAS CREEK DUBAI AE</strong><br><span style="font-size:24px;">AED 1,880.00</span> <span style="color:#6b717c;">(approx. GBP 389.62)</span><br><span style="font-size:13px;color:#6b717c;">18 Sep 2026 01:36 local time</span></td></tr></table>
<p>If this was you, there&rsquo;s nothing to do.</p>
<p style="font-size:13px;">Don&rsquo;t recognise it? <a href="https://online.ardentcommercial.example/card/freeze" style="color:#3b0a45;">Freeze your card</a> or call +44 345 600 4471 (24/7).</p>`,
      footer:
        `<a href="https://online.ardentcommercial.example/alerts" style="color:#7a808a;">Alert settings</a><br>${ARDENT_FOOT}`,
    }),
  },
  {
    family: "skyhaven-lounges",
    group: "consumer",
    lang: "en",
    kind: "activate-membership",
    code: null,
    link: "https://email.skyhaven.example/ls/click?upn=u001.Jx4kYpR7mQ-2BvT9eW3nZs0L8cF&m=SH88420177",
    from: "Skyhaven Lounges <welcome@skyhaven.example>",
    to: ME,
    subject: "Activate your Skyhaven membership – complimentary with your Ardent card",
    date: dt("2026-09-04 12:10:36", "+0100"),
    html_enc: "qp",
    text: `Welcome to Skyhaven, Sam

Your Ardent Commercial Card includes Skyhaven Select membership: 6 free lounge visits a year, then GBP 24 per visit.

Membership no.: SH 8842 0177
Valid until: 08/2028

Activate your membership to get your digital card:
https://email.skyhaven.example/ls/click?upn=u001.Jx4kYpR7mQ-2BvT9eW3nZs0L8cF&m=SH88420177

Once activated, find lounges and show your digital card in the Skyhaven app.

Skyhaven Lounge Network Ltd, Cargo Road, Heathrow Airport, Hounslow TW6 2RQ
Unsubscribe: https://www.skyhaven.example/unsubscribe?m=SH88420177
`,
    html: shell({
      title: "Activate your membership",
      preheader: "6 free lounge visits a year with your Ardent card",
      accent: "#c9a227",
      logo: img("https://www.skyhaven.example/mail/skyhaven-logo-dark.png", "Skyhaven Lounges", 160, 40),
      body: `<p style="margin:0;">${
        img("https://www.skyhaven.example/mail/hero-lounge-lhr.jpg", "A quiet lounge with runway views", 528, 220)
      }</p>
<h1 style="font-size:22px;margin:18px 0 8px;">Welcome to Skyhaven, Sam</h1>
<p>Your Ardent Commercial Card includes <strong>Skyhaven Select</strong> membership: 6 free lounge visits a year, then GBP 24 per visit.</p>
${kv([["Membership no.", "SH 8842 0177"], ["Valid until", "08/2028"]])}
${
        btn(
          "https://email.skyhaven.example/ls/click?upn=u001.Jx4kYpR7mQ-2BvT9eW3nZs0L8cF&amp;m=SH88420177",
          "Activate membership",
          "#1c1c1c",
          "#c9a227",
        )
      }
<p style="font-size:13px;color:#6b717c;">Once activated, find lounges and show your digital card in the Skyhaven app.</p>`,
      footer: SKYHAVEN_FOOT,
    }),
  },
  {
    family: "skyhaven-lounges",
    group: "consumer",
    lang: "en",
    kind: "visit-receipt",
    code: null,
    link: null,
    from: "Skyhaven Lounges <visits@skyhaven.example>",
    to: ME,
    subject: "Thanks for visiting Marhaba Lounge, Dubai T1",
    date: dt("2026-09-18 00:52:09", "+0400"),
    text: `Thanks for visiting, Sam.

Lounge: Marhaba Lounge, Dubai International T1 (Concourse D)
Date: 18 Sep 2026, 00:20
Guests: 0
Visits used: 2 of 6 this membership year
Charge: none

Membership no. SH 8842 0177

Disputes must be raised within 30 days: https://www.skyhaven.example/help/visit-query
`,
    html: shell({
      title: "Lounge visit",
      preheader: "Visit 2 of 6 · no charge",
      accent: "#c9a227",
      logo: img("https://www.skyhaven.example/mail/skyhaven-logo-dark.png", "Skyhaven Lounges", 160, 40),
      body: `<h1 style="font-size:20px;margin:6px 0 10px;">Thanks for visiting, Sam</h1>
${
        kv([
          ["Lounge", "Marhaba Lounge, Dubai International T1 (Concourse D)"],
          ["Date", "18 Sep 2026, 00:20"],
          ["Guests", "0"],
          ["Visits used", "2 of 6 this membership year"],
          ["Charge", "None"],
        ])
      }
<p style="font-size:13px;color:#6b717c;">Membership no. SH 8842 0177 &middot; Disputes must be raised within 30 days: <a href="https://www.skyhaven.example/help/visit-query" style="color:#6b717c;">visit query</a></p>`,
      footer: SKYHAVEN_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- the rest of the road: Amsterdam, Paris, Tokyo, Madrid, Milan, Lisbon, Stockholm

const road: Mail[] = [
  {
    family: "spoorflex",
    group: "regional",
    lang: "nl",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Spoorflex <tickets@spoorflex.example>",
    to: ME,
    subject: "Je e-ticket: Schiphol Airport → Utrecht Centraal, di 20 okt",
    date: dt("2026-10-19 21:05:44", "+0200"),
    enc: "qp",
    text: `Bedankt voor je aankoop!

Bestelnummer: SPF-6602-1183-904
Reiziger: S. Reader

dinsdag 20 oktober 2026
Schiphol Airport -> Utrecht Centraal
Enkele reis, 1e klas, geldig de hele dag
Prijs: EUR 17,50 (iDEAL niet beschikbaar, betaald met creditcard ****2208)

Toon de QR-code in de bijlage of in de app bij de poortjes en in de trein. Het ticket is persoonsgebonden; neem een geldig legitimatiebewijs mee.

Je ticket in de app: https://spoorflex.example/app/ticket/SPF66021183904

Vragen? Klantenservice 030 750 2200 (ma-vr 8-20 uur)
Spoorflex B.V. · Moreelsepark 3 · 3511 EP Utrecht
`,
    html: shell({
      lang: "nl",
      title: "Je e-ticket",
      preheader: "Schiphol Airport → Utrecht Centraal · 1e klas · di 20 okt",
      accent: "#ffc917",
      logo: img("https://spoorflex.example/mail/spoorflex-blauw.png", "Spoorflex", 130, 30),
      body: `<h1 style="font-size:20px;margin:6px 0 12px;color:#003082;">Bedankt voor je aankoop!</h1>
${
        kv([
          ["Bestelnummer", "SPF-6602-1183-904"],
          ["Reiziger", "S. Reader"],
          ["Datum", "dinsdag 20 oktober 2026"],
          ["Traject", "Schiphol Airport &rarr; Utrecht Centraal"],
          ["Product", "Enkele reis, 1e klas, hele dag geldig"],
          ["Prijs", "&euro; 17,50 (creditcard ****2208)"],
        ])
      }
<p style="text-align:center;">${
        img("https://spoorflex.example/qr/SPF66021183904.png", "QR-code van je e-ticket", 200, 200).replace(
          "display:block;",
          "display:inline-block;",
        )
      }</p>
<p style="font-size:13px;">Toon de QR-code bij de poortjes en in de trein. Het ticket is persoonsgebonden; neem een geldig legitimatiebewijs mee.</p>
<p><a href="https://spoorflex.example/app/ticket/SPF66021183904" style="color:#003082;">Bekijk je ticket in de app</a></p>`,
      footer:
        `Vragen? Klantenservice 030 750 2200 (ma–vr 8–20 uur)<br>Spoorflex B.V. · Moreelsepark 3 · 3511 EP Utrecht · <a href="https://spoorflex.example/privacy" style="color:#7a808a;">Privacy</a>`,
    }),
  },
  {
    family: "maison-orsenne-hotels",
    group: "regional",
    lang: "fr",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Maison Orsenne – Opéra <reservations@maison-orsenne.example>",
    to: ME,
    subject: "Confirmation de votre réservation n° MO-OP-260914 – du 13 au 15 octobre",
    date: dt("2026-10-02 14:33:18", "+0200"),
    enc: "b64",
    text: `Cher Monsieur Reader,

Nous avons le plaisir de vous confirmer votre réservation à la Maison Orsenne – Opéra.

N° de confirmation : MO-OP-260914
Arrivée : mardi 13 octobre 2026 (à partir de 15h)
Départ : jeudi 15 octobre 2026 (avant 11h)
Chambre : Classique, lit queen, côté cour
Tarif : Entreprise – Brandreth & Kohl, 265,00 € par nuit, petit-déjeuner inclus
Taxe de séjour : 5,20 € par personne et par nuit, payable sur place
Garantie : carte Visa se terminant par 2208

Annulation sans frais jusqu'au 12 octobre 2026 à 14h (heure de Paris).

Nous sommes à votre disposition pour toute demande particulière.

Bien cordialement,
La Réception
Maison Orsenne – Opéra · 18 rue de la Chaussée-d'Antin · 75009 Paris
Tél. +33 1 44 91 27 60
`,
    html: shell({
      lang: "fr",
      title: "Confirmation de réservation",
      preheader: "Du 13 au 15 octobre 2026 · Chambre Classique",
      accent: "#2b2b2b",
      font: "Georgia,'Times New Roman',serif",
      logo:
        `<div style="text-align:center;font-family:Georgia,serif;font-size:24px;letter-spacing:6px;color:#2b2b2b;">MAISON ORSENNE<br><span style="font-size:11px;letter-spacing:4px;">OPÉRA · PARIS</span></div>`,
      body: `<p>Cher Monsieur Reader,</p>
<p>Nous avons le plaisir de vous confirmer votre réservation à la Maison Orsenne &ndash; Opéra.</p>
${
        kv([
          ["N° de confirmation", "MO-OP-260914"],
          ["Arrivée", "mardi 13 octobre 2026 (à partir de 15h)"],
          ["Départ", "jeudi 15 octobre 2026 (avant 11h)"],
          ["Chambre", "Classique, lit queen, côté cour"],
          ["Tarif", "Entreprise &ndash; Brandreth &amp; Kohl, 265,00&nbsp;&euro; par nuit, petit-déjeuner inclus"],
          ["Taxe de séjour", "5,20&nbsp;&euro; par personne et par nuit, payable sur place"],
          ["Garantie", "Visa se terminant par 2208"],
        ])
      }
<p style="font-size:13px;">Annulation sans frais jusqu&rsquo;au 12 octobre 2026 à 14h (heure de Paris).</p>
<p>Nous sommes à votre disposition pour toute demande particulière.</p>
<p>Bien cordialement,<br>La Réception</p>`,
      footer:
        `Maison Orsenne &ndash; Opéra · 18 rue de la Chaussée-d&rsquo;Antin · 75009 Paris · Tél. +33 1 44 91 27 60<br>
<a href="https://www.maison-orsenne.example/fr/confidentialite" style="color:#7a808a;">Confidentialité</a> · <a href="https://www.instagram.example/maisonorsenne" style="color:#7a808a;">Instagram</a>`,
    }),
  },
  {
    family: "taxi-lutece",
    group: "regional",
    lang: "fr",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Taxi Lutèce <recus@taxi-lutece.example>",
    to: ME,
    subject: "Votre reçu de course du 15/10/2026 – 38,40 €",
    date: dt("2026-10-15 23:01:02", "+0200"),
    text: `Merci d'avoir voyagé avec Taxi Lutèce.

Course n° TL-20261015-88317
Date : 15/10/2026
Prise en charge : 22:18 – 18 rue de la Chaussée-d'Antin, 75009 Paris
Dépose : 22:49 – Aéroport Paris-Charles de Gaulle, Terminal 2E
Chauffeur : Karim B. – Taxi n° 4417 – Toyota Corolla Hybrid

Forfait aéroport Paris rive droite – CDG : 35,00 €
Réservation immédiate : 3,40 €
Total TTC : 38,40 € (dont TVA 10 % : 3,49 €)
Payé par carte Visa ****2208

Ce reçu vaut note de frais. Taxi Lutèce SAS – 9 avenue de Clichy, 75017 Paris – SIRET 812 447 190 00028
Objet oublié ? 01 45 30 30 30
`,
    html: null,
  },
  {
    family: "kasumi-business-hotel",
    group: "regional",
    lang: "ja",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "霞ビジネスホテル虎ノ門 <yoyaku@kasumi-hotel.example>",
    to: ME,
    subject: "【霞ビジネスホテル虎ノ門】ご予約確認（予約番号：KT2610-40918）",
    date: dt("2026-10-16 10:12:40", "+0900"),
    enc: "b64",
    text: `Sam Reader 様

このたびは霞ビジネスホテル虎ノ門をご予約いただき、誠にありがとうございます。
以下の内容でご予約を承りました。

━━━━━━━━━━━━━━━━━━━━
予約番号：KT2610-40918
チェックイン：2026年10月26日（月）15:00〜
チェックアウト：2026年10月29日（木）〜11:00
客室：シングル（禁煙）1室
人数：大人1名
プラン：朝食付き・法人プラン
料金合計：¥57,600（税・サービス料込）※別途宿泊税 ¥600
お支払い：現地決済
━━━━━━━━━━━━━━━━━━━━

キャンセル規定：前日18:00以降のキャンセルは宿泊料金の50％を申し受けます。

霞ビジネスホテル虎ノ門
〒105-0001 東京都港区虎ノ門3-7-12
TEL 03-5401-8820
`,
    html: `<html lang="ja"><head><meta charset="utf-8"><title>ご予約確認</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
${pre("ご予約ありがとうございます。10月26日（月）チェックインのご予約を承りました。")}
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f1ea"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#1f3a5f;padding:16px 24px;">${
      img("https://www.kasumi-hotel.example/mail/logo_white.png", "霞ビジネスホテル虎ノ門", 200, 36)
    }</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#333;">
<p>Sam Reader 様</p>
<p>このたびは霞ビジネスホテル虎ノ門をご予約いただき、誠にありがとうございます。<br>以下の内容でご予約を承りました。</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border:1px solid #d9d4c7;font-size:14px;">
<tr><th align="left" width="35%" style="background:#f7f4ec;border:1px solid #d9d4c7;">予約番号</th><td style="border:1px solid #d9d4c7;">KT2610-40918</td></tr>
<tr><th align="left" style="background:#f7f4ec;border:1px solid #d9d4c7;">チェックイン</th><td style="border:1px solid #d9d4c7;">2026年10月26日（月）15:00〜</td></tr>
<tr><th align="left" style="background:#f7f4ec;border:1px solid #d9d4c7;">チェックアウト</th><td style="border:1px solid #d9d4c7;">2026年10月29日（木）〜11:00</td></tr>
<tr><th align="left" style="background:#f7f4ec;border:1px solid #d9d4c7;">客室</th><td style="border:1px solid #d9d4c7;">シングル（禁煙）1室／大人1名</td></tr>
<tr><th align="left" style="background:#f7f4ec;border:1px solid #d9d4c7;">プラン</th><td style="border:1px solid #d9d4c7;">朝食付き・法人プラン</td></tr>
<tr><th align="left" style="background:#f7f4ec;border:1px solid #d9d4c7;">料金合計</th><td style="border:1px solid #d9d4c7;"><strong>¥57,600</strong>（税・サービス料込）<br>※別途宿泊税 ¥600</td></tr>
<tr><th align="left" style="background:#f7f4ec;border:1px solid #d9d4c7;">お支払い</th><td style="border:1px solid #d9d4c7;">現地決済</td></tr>
</table>
<p style="font-size:12px;color:#777;">キャンセル規定：前日18:00以降のキャンセルは宿泊料金の50％を申し受けます。</p>
<p style="font-size:12px;"><a href="https://www.kasumi-hotel.example/access" style="color:#1f3a5f;">アクセス・地図</a>｜<a href="https://www.kasumi-hotel.example/faq" style="color:#1f3a5f;">よくあるご質問</a></p>
</td></tr>
<tr><td style="background:#eeeae0;padding:14px 24px;font-size:11px;color:#666;">霞ビジネスホテル虎ノ門　〒105-0001 東京都港区虎ノ門3-7-12　TEL 03-5401-8820<br>© 2026 Kasumi Hotels Co., Ltd.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "arenisca-proveedores",
    group: "regional",
    lang: "es",
    kind: "confirm-email",
    code: null,
    link: "https://proveedores.grupoarenisca.example/alta/confirmar?id=PRV-019284&tk=7d3e91ab42c0f5e8",
    from: "Portal de Proveedores Grupo Arenisca <no-responder@grupoarenisca.example>",
    to: ME,
    subject: "Confirme su dirección de correo electrónico – Alta de proveedor PRV-019284",
    date: dt("2026-10-21 09:47:26", "+0200"),
    enc: "qp",
    text: `Estimado/a Sam Reader:

Hemos recibido la solicitud de alta como proveedor de la empresa BRANDRETH & KOHL PARTNERS LLP (NIF/VAT GB 318 4420 17) en el Portal de Proveedores de Grupo Arenisca.

Para continuar, confirme su dirección de correo electrónico haciendo clic en el siguiente enlace:
https://proveedores.grupoarenisca.example/alta/confirmar?id=PRV-019284&tk=7d3e91ab42c0f5e8

El enlace caduca en 48 horas. Después de la confirmación podrá completar los datos bancarios y subir el certificado de situación tributaria.

Si usted no ha solicitado el alta, ignore este mensaje.

Departamento de Compras – Grupo Arenisca, S.A.
Paseo de la Castellana 141, 28046 Madrid · Tel. +34 91 418 22 70
`,
    html: shell({
      lang: "es",
      title: "Confirme su correo electrónico",
      preheader: "Alta de proveedor PRV-019284 · el enlace caduca en 48 horas",
      accent: "#b45309",
      logo: img("https://proveedores.grupoarenisca.example/static/img/arenisca-logo.png", "Grupo Arenisca", 150, 40),
      body: `<p>Estimado/a Sam Reader:</p>
<p>Hemos recibido la solicitud de alta como proveedor de la empresa <strong>BRANDRETH &amp; KOHL PARTNERS LLP</strong> (NIF/VAT GB 318 4420 17) en el Portal de Proveedores de Grupo Arenisca.</p>
<p>Para continuar, confirme su dirección de correo electrónico:</p>
${
        btn(
          "https://proveedores.grupoarenisca.example/alta/confirmar?id=PRV-019284&amp;tk=7d3e91ab42c0f5e8",
          "Confirmar correo electrónico",
          "#b45309",
        )
      }
<p>El enlace caduca en 48 horas. Después de la confirmación podrá completar los datos bancarios y subir el certificado de situación tributaria.</p>
<p style="font-size:13px;color:#6b717c;">Si usted no ha solicitado el alta, ignore este mensaje.</p>`,
      footer:
        `Departamento de Compras &ndash; Grupo Arenisca, S.A. · Paseo de la Castellana 141, 28046 Madrid · Tel. +34 91 418 22 70<br>
<a href="https://www.grupoarenisca.example/aviso-legal" style="color:#7a808a;">Aviso legal</a> · <a href="https://www.grupoarenisca.example/privacidad" style="color:#7a808a;">Política de privacidad</a>`,
    }),
  },
  {
    family: "treni-aurora",
    group: "regional",
    lang: "it",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Treni Aurora <biglietti@treniaurora.example>",
    to: ME,
    subject: "Il tuo biglietto: Milano Centrale → Torino Porta Nuova, 23/10/2026",
    date: dt("2026-10-22 18:20:51", "+0200"),
    text: `Gentile Sam Reader,

grazie per aver scelto Treni Aurora. Ecco il riepilogo del tuo acquisto.

Codice prenotazione (PNR): K7WQ2D
Numero biglietto: 2610 4418 7730 19

venerdì 23/10/2026
Milano Centrale 08:05 -> Torino Porta Nuova 08:59
Treno AR 9511 · Ambiente Business · Carrozza 3, posto 7D

Importo pagato: 49,90 € con carta Visa ****2208
Offerta: Business Flex (cambi gratuiti fino alla partenza)

Mostra il QR code al personale di bordo dall'app o dal PDF scaricabile nell'area riservata.

Assistenza clienti: 02 8088 4410 · Treni Aurora S.p.A., Piazza Duca d'Aosta 1, 20124 Milano · P.IVA 10477830964
`,
    html: null,
  },
  {
    family: "miradouro-graca-hotel",
    group: "regional",
    lang: "pt",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Hotel Miradouro da Graça <reservas@miradourograca.example>",
    to: ME,
    subject: "Reserva confirmada – Hotel Miradouro da Graça, 4 a 6 de novembro",
    date: dt("2026-10-27 16:05:33", "+0000"),
    enc: "qp",
    text: `Caro Sam Reader,

Obrigado por ter escolhido o Hotel Miradouro da Graça. A sua reserva está confirmada.

Número da reserva: 77104-LIS
Entrada: quarta-feira, 4 de novembro de 2026, a partir das 14h00
Saída: sexta-feira, 6 de novembro de 2026, até às 12h00
Quarto: Duplo Superior com vista rio, uso individual
Regime: alojamento e pequeno-almoço
Preço total: 356,00 € (IVA incluído) + taxa turística municipal 8,00 €
Pagamento: no hotel, à saída

Cancelamento gratuito até 48 horas antes da chegada.

Com os melhores cumprimentos,
Receção – Hotel Miradouro da Graça
Largo da Graça 88, 1170-165 Lisboa · +351 21 886 40 12
`,
    html: shell({
      lang: "pt",
      title: "Reserva confirmada",
      preheader: "4 a 6 de novembro · Duplo Superior com vista rio",
      accent: "#1d6fa3",
      logo: img("https://www.miradourograca.example/email/logo-azulejo.png", "Hotel Miradouro da Graça", 180, 46),
      body: `<p>Caro Sam Reader,</p>
<p>Obrigado por ter escolhido o Hotel Miradouro da Graça. A sua reserva está confirmada.</p>
${
        kv([
          ["Número da reserva", "77104-LIS"],
          ["Entrada", "quarta-feira, 4 de novembro de 2026, a partir das 14h00"],
          ["Saída", "sexta-feira, 6 de novembro de 2026, até às 12h00"],
          ["Quarto", "Duplo Superior com vista rio, uso individual"],
          ["Regime", "Alojamento e pequeno-almoço"],
          ["Preço total", "356,00&nbsp;&euro; (IVA incluído) + taxa turística 8,00&nbsp;&euro;"],
          ["Pagamento", "No hotel, à saída"],
        ])
      }
<p style="font-size:13px;">Cancelamento gratuito até 48 horas antes da chegada.</p>
<p>Com os melhores cumprimentos,<br>Receção &ndash; Hotel Miradouro da Graça</p>
<p><a href="https://www.miradourograca.example/pt/como-chegar" style="color:#1d6fa3;">Como chegar</a> &middot; <a href="https://www.miradourograca.example/pt/restaurante" style="color:#1d6fa3;">Restaurante Terraço</a></p>`,
      footer:
        `Largo da Graça 88, 1170-165 Lisboa · +351 21 886 40 12 · RNET 4417<br><a href="https://www.miradourograca.example/pt/privacidade" style="color:#7a808a;">Política de privacidade</a>`,
    }),
  },
  {
    family: "norrvik-leverantorsportal",
    group: "regional",
    lang: "sv",
    kind: "login-code",
    code: "7731-0926",
    link: null,
    from: "Norrvik Energi Leverantörsportal <noreply@lev.norrvik-energi.example>",
    to: ME,
    subject: "Din engångskod till Norrviks leverantörsportal",
    date: dt("2026-10-23 13:18:07", "+0200"),
    text: `Hej Sam Reader,

Här är din engångskod för att logga in i Norrvik Energis leverantörsportal:

7731-0926

Koden gäller i 10 minuter och kan bara användas en gång.

Leverantörsnummer: 550-29184
Inloggningsförsök: 23 okt 2026 kl. 13:17 från Stockholm

Om det inte var du som försökte logga in, kontakta inköpsavdelningen på 08-522 418 00.

Med vänlig hälsning
Norrvik Energi AB · Inköp
Sveavägen 44, 111 34 Stockholm · Org.nr 556812-4471
`,
    html: shell({
      lang: "sv",
      title: "Engångskod",
      preheader: "Koden gäller i 10 minuter",
      accent: "#0a7d3b",
      logo: img("https://lev.norrvik-energi.example/assets/norrvik-logo.svg", "Norrvik Energi", 140, 36),
      body: `<p>Hej Sam Reader,</p>
<p>Här är din engångskod för att logga in i Norrvik Energis leverantörsportal:</p>
<p style="font-family:Consolas,'Courier New',monospace;font-size:30px;font-weight:bold;color:#0a7d3b;margin:14px 0;">7731-0926</p>
<p>Koden gäller i 10 minuter och kan bara användas en gång.</p>
${kv([["Leverantörsnummer", "550-29184"], ["Inloggningsförsök", "23 okt 2026 kl. 13:17 från Stockholm"]])}
<p style="font-size:13px;color:#6b717c;">Om det inte var du som försökte logga in, kontakta inköpsavdelningen på 08-522 418 00.</p>
<p>Med vänlig hälsning<br>Norrvik Energi AB &middot; Inköp</p>`,
      footer:
        `Norrvik Energi AB · Sveavägen 44, 111 34 Stockholm · Org.nr 556812-4471<br><a href="https://www.norrvik-energi.example/integritet" style="color:#7a808a;">Integritetspolicy</a>`,
    }),
  },
];
export const mails: Mail[] = [...travel, ...tools, ...docs, ...further, ...road];
