/**
 * Everyday-life senders: hostels, holiday rentals, campsites, car sharing and rental, parking and transit apps,
 * EV charging, property, moving, furniture, garages, schools, venues, lotteries, dating, pets, child care and
 * home care, in many languages; about half ask for a code or link, half are receipts, tickets and notices.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from "2026-03-14 09:12:44" and a zone like "+0100". */
function dt(stamp: string, zone = "+0000"): string {
  const [d, t] = stamp.split(" ");
  const [y, m, day] = d!.split("-").map(Number);
  const w = new Date(Date.UTC(y!, m! - 1, day!)).getUTCDay();
  return `${DAYS[w]}, ${day} ${MONTHS[m! - 1]} ${y} ${t} ${zone}`;
}

/** A bulletproof-ish table button. */
function button(href: string, label: string, bg: string, fg = "#ffffff"): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:24px 0;">
  <tr>
    <td align="center" bgcolor="${bg}" style="border-radius:6px;">
      <a href="${
    href.replaceAll("&", "&amp;")
  }" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:${fg};text-decoration:none;border-radius:6px;">${label}</a>
    </td>
  </tr>
</table>`;
}

/** One table cell per character. */
function digit_cells(code: string, border = "#c9d2dc"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>${
    [...code].map((c) =>
      `<td width="40" height="50" align="center" style="border:1px solid ${border};border-radius:6px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:#1b2530;">${c}</td>`
    ).join("")
  }</tr></table>`;
}

function preheader(s: string): string {
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** The common 600px shell many senders use. */
function shell(o: {
  lang: string;
  title: string;
  pre: string;
  head: string;
  body: string;
  foot: string;
  bg?: string;
  dir?: "rtl" | "ltr";
}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"${o.dir ? ` dir="${o.dir}"` : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style>
  @media only screen and (max-width:620px) { .wrap { width:100% !important; } .pad { padding:18px !important; } }
  a { color:inherit; }
</style>
</head>
<body style="margin:0;padding:0;background:${o.bg ?? "#f2f4f6"};">
${preheader(o.pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${
    o.bg ?? "#f2f4f6"
  };">
  <tr>
    <td align="center" style="padding:24px 8px;">
      <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;">
        <tr><td class="pad" style="padding:24px 32px 8px 32px;">${o.head}</td></tr>
        <tr><td class="pad" style="padding:8px 32px 24px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#2b333b;">${o.body}</td></tr>
      </table>
      <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0">
        <tr><td style="padding:16px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#7a838c;" align="center">${o.foot}</td></tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>`;
}

function logo(src: string, alt: string, w = 140): string {
  return `<img src="${src}" width="${w}" alt="${alt}" style="display:block;border:0;outline:none;">`;
}

/** A small fake PDF body, enough to be an attachment. */
function pdf(title: string, lines: string[]): string {
  const stream = [
    "BT /F1 12 Tf 56 780 Td (" + title + ") Tj ET",
    ...lines.map((l, i) => `BT /F1 10 Tf 56 ${750 - i * 16} Td (${l}) Tj ET`),
  ].join("\n");
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${stream.length} >> stream
${stream}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

// ---------------------------------------------------------------- hostels, car sharing, rentals, parking

const kestrel_foot = `Kestrelhaven Hostels Ltd &middot; 14 Candleriggs, Glasgow G1 1LD &middot; Company no. SC481223<br>
<a href="https://www.kestrelhaven.co.uk/help" style="color:#7a838c;">Help centre</a> &middot;
<a href="https://www.kestrelhaven.co.uk/privacy" style="color:#7a838c;">Privacy</a> &middot;
<a href="https://www.kestrelhaven.co.uk/account/preferences" style="color:#7a838c;">Email preferences</a>`;

const batch1: Mail[] = [
  {
    family: "kestrelhaven-hostels",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Kestrelhaven Hostels <bookings@kestrelhaven.co.uk>",
    subject: "You're booked: Kestrelhaven Edinburgh Old Town, 17-20 April",
    date: dt("2026-03-02 21:14:09"),
    enc: "qp",
    text: `Hi Sam,

Your beds are booked. Here's everything you need.

Booking reference: KH-EDI-558120
Hostel: Kestrelhaven Edinburgh Old Town, 42 Cowgate, Edinburgh EH1 1JR
Check-in: Fri 17 April 2026, from 15:00
Check-out: Mon 20 April 2026, by 10:30
Room: 6-bed mixed dorm with ensuite (2 beds)
Guests: 2

Total paid: £118.80 (card ending 4821)
Includes: bed linen, towels, free Wi-Fi. Breakfast can be added at reception for £6.50.

Reception is open 24 hours. Please bring photo ID for every guest; the name must match the booking.

Manage your booking: https://www.kestrelhaven.co.uk/account/bookings/KH-EDI-558120
Need help? Call +44 141 496 0721 or reply to this email.

See you soon,
The Kestrelhaven team
`,
    html: shell({
      lang: "en",
      title: "Booking confirmed",
      pre: "Booking KH-EDI-558120 - 3 nights, 2 guests, Edinburgh Old Town",
      head: logo("https://cdn.kestrelhaven.co.uk/email/logo-dark.png", "Kestrelhaven"),
      body: `<h1 style="font-size:22px;margin:0 0 12px;">You're booked, Sam!</h1>
<p>Your beds are booked. Here's everything you need.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
  <tr><td style="color:#7a838c;width:40%;">Booking reference</td><td><strong>KH-EDI-558120</strong></td></tr>
  <tr><td style="color:#7a838c;">Hostel</td><td>Kestrelhaven Edinburgh Old Town<br>42 Cowgate, Edinburgh EH1 1JR</td></tr>
  <tr><td style="color:#7a838c;">Check-in</td><td>Fri 17 April 2026, from 15:00</td></tr>
  <tr><td style="color:#7a838c;">Check-out</td><td>Mon 20 April 2026, by 10:30</td></tr>
  <tr><td style="color:#7a838c;">Room</td><td>6-bed mixed dorm with ensuite (2 beds)</td></tr>
  <tr><td style="color:#7a838c;">Total paid</td><td>&pound;118.80 &middot; card ending &bull;&bull;&bull;&bull; 4821</td></tr>
</table>
<p style="margin-top:18px;">Includes bed linen, towels and free Wi-Fi. Breakfast can be added at reception for &pound;6.50.</p>
<p>Reception is open 24 hours. Please bring photo ID for every guest; the name must match the booking.</p>
${button("https://www.kestrelhaven.co.uk/account/bookings/KH-EDI-558120", "Manage booking", "#1f6f5c")}
<p>Need help? Call <a href="tel:+441414960721">+44 141 496 0721</a> or just reply to this email.</p>`,
      foot: kestrel_foot,
    }),
  },
  {
    family: "kestrelhaven-hostels",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "718204",
    link: null,
    from: "Kestrelhaven Hostels <no-reply@kestrelhaven.co.uk>",
    subject: "718204 is your Kestrelhaven sign-in code",
    date: dt("2026-04-11 07:52:31", "+0100"),
    text: `Your sign-in code

Enter this code to sign in to your Kestrelhaven account:

718204

It expires in 10 minutes. If you didn't try to sign in, you can ignore this email - nobody can get into your account without the code.

Kestrelhaven Hostels Ltd, 14 Candleriggs, Glasgow G1 1LD
Help: https://www.kestrelhaven.co.uk/help
`,
    html: shell({
      lang: "en",
      title: "Your sign-in code",
      pre: "Use it within 10 minutes.",
      head: logo("https://cdn.kestrelhaven.co.uk/email/logo-dark.png", "Kestrelhaven"),
      body: `<h1 style="font-size:20px;margin:0 0 12px;">Your sign-in code</h1>
<p>Enter this code to sign in to your Kestrelhaven account:</p>
<div style="margin:20px 0;padding:16px;background:#eef6f3;border-radius:6px;text-align:center;font-size:32px;letter-spacing:8px;font-weight:bold;color:#1f6f5c;font-family:Menlo,Consolas,monospace;">718204</div>
<p>It expires in 10 minutes. If you didn't try to sign in, you can ignore this email &ndash; nobody can get into your account without the code.</p>`,
      foot: kestrel_foot,
    }),
  },
  {
    family: "kestrelhaven-hostels",
    group: "consumer",
    lang: "en",
    kind: "review-request",
    code: null,
    link: null,
    from: "Kestrelhaven Hostels <stay@kestrelhaven.co.uk>",
    subject: "How was Edinburgh, Sam?",
    date: dt("2026-04-21 10:05:00", "+0100"),
    html: null,
    text: `Hi Sam,

Thanks for staying with us at Kestrelhaven Edinburgh Old Town (17-20 April, booking KH-EDI-558120).

We read every review, and they help other travellers choose. It takes about two minutes:
https://www.kestrelhaven.co.uk/r/review?b=KH-EDI-558120&s=mail

Left something behind? Our lost property desk keeps items for 30 days - call +44 131 496 0388.

Your next stay: members get 10% off direct bookings at all 9 of our hostels with code MEMBER10.

Cheers,
Isla at Kestrelhaven

--
Kestrelhaven Hostels Ltd, 14 Candleriggs, Glasgow G1 1LD
Don't want these? https://www.kestrelhaven.co.uk/account/preferences
`,
  },
  {
    family: "drivella-carshare",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.drivella.com/ls/click?upn=u001.Hk3vQ9pLmA2-2FxYz7TnR0c&invite=cd_7Fq2Lw9",
    from: "Drivella <hello@drivella.com>",
    subject: "Maya added you as a co-driver on her Drivella account",
    date: dt("2026-05-08 18:40:12", "-0400"),
    enc: "b64",
    text: `Maya Okafor wants to share her Drivella membership with you.

As a co-driver you can book any Drivella car near you, and trips are billed to Maya's account. You'll need a valid driver's licence, and we'll check it before your first trip.

Accept the invitation:
https://links.drivella.com/ls/click?upn=u001.Hk3vQ9pLmA2-2FxYz7TnR0c&invite=cd_7Fq2Lw9

The invitation expires on May 15, 2026. If you don't know Maya, just ignore this email.

Drivella Mobility Inc., 220 Summer St, Boston, MA 02210
Questions? help.drivella.com | (617) 555-0142
`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><title>Drivella</title></head>
<body style="margin:0;background:#0f1720;">
${preheader("Accept by May 15 to start booking cars.")}
<center>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1720;"><tr><td align="center" style="padding:32px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden;">
  <tr><td style="background:#19c37d;padding:20px 28px;"><img src="https://img.drivella.com/mail/wordmark-white.png" alt="Drivella" width="120"></td></tr>
  <tr><td style="padding:28px;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111;font-size:16px;line-height:24px;">
    <p style="font-size:22px;font-weight:700;margin:0 0 16px;">You're invited to drive</p>
    <p><strong>Maya Okafor</strong> wants to share her Drivella membership with you.</p>
    <p>As a co-driver you can book any Drivella car near you, and trips are billed to Maya's account. You'll need a valid driver's licence, and we'll check it before your first trip.</p>
    ${
      button(
        "https://links.drivella.com/ls/click?upn=u001.Hk3vQ9pLmA2-2FxYz7TnR0c&invite=cd_7Fq2Lw9",
        "Accept invitation",
        "#19c37d",
        "#0f1720",
      )
    }
    <p style="font-size:13px;color:#666;">The invitation expires on May 15, 2026. If you don't know Maya, just ignore this email.</p>
  </td></tr>
  <tr><td style="padding:16px 28px;background:#f5f7f8;font-family:Arial,sans-serif;font-size:12px;color:#7b8790;">
    Drivella Mobility Inc., 220 Summer St, Boston, MA 02210 &middot; (617) 555-0142<br>
    <a href="https://links.drivella.com/ls/click?upn=u001.Hk3vQ9pLmA2-2Fhelp" style="color:#7b8790;">Help</a> &middot;
    <a href="https://links.drivella.com/ls/click?upn=u001.Hk3vQ9pLmA2-2Fprivacy" style="color:#7b8790;">Privacy</a>
    <br><a href="https://apps.apple.com/app/drivella/id1488201" ><img src="https://img.drivella.com/mail/appstore.png" alt="Download on the App Store" width="110"></a>
    <a href="https://play.google.com/store/apps/details?id=com.drivella.app"><img src="https://img.drivella.com/mail/googleplay.png" alt="Get it on Google Play" width="120"></a>
  </td></tr>
</table>
</td></tr></table>
</center>
</body></html>`,
  },
  {
    family: "drivella-carshare",
    group: "consumer",
    lang: "en",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Drivella Receipts <receipts@drivella.com>",
    subject: "Your trip receipt - Honda Civic, May 22",
    date: dt("2026-05-22 16:03:55", "-0400"),
    enc: "qp",
    text: `Thanks for driving with Drivella.

Trip #TR-20260522-88314
Car: Honda Civic Hybrid (plate 8KTW 415), "Juniper"
Pick-up: Fenway Garage, Lansdowne St - May 22, 11:10 AM
Return: Fenway Garage - May 22, 3:45 PM
Distance: 62 miles (180 included)

Time (4h 35m @ $13.50/h)    $61.88
Mileage                       $0.00
Damage fee reduction          $4.00
Tax                           $4.12
Total                        $70.00
Charged to Visa •••• 4821 (Maya Okafor's account)

Report an issue within 48 hours: https://www.drivella.com/trips/TR-20260522-88314/issue

Drivella Mobility Inc., 220 Summer St, Boston, MA 02210
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;background:#ffffff;color:#111;">
${preheader("$70.00 charged - Fenway Garage, 4h 35m")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #e3e7ea;">
<tr><td style="padding:20px 24px;border-bottom:3px solid #19c37d;"><img src="https://img.drivella.com/mail/wordmark.png" alt="Drivella" width="110"></td></tr>
<tr><td style="padding:20px 24px;">
<p style="font-size:18px;margin:0 0 6px;"><b>Thanks for driving with Drivella.</b></p>
<p style="color:#666;margin:0 0 18px;">Trip #TR-20260522-88314</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td>Car</td><td align="right">Honda Civic Hybrid &middot; 8KTW 415 &middot; &ldquo;Juniper&rdquo;</td></tr>
<tr><td>Pick-up</td><td align="right">Fenway Garage, Lansdowne St &ndash; May 22, 11:10 AM</td></tr>
<tr><td>Return</td><td align="right">Fenway Garage &ndash; May 22, 3:45 PM</td></tr>
<tr><td>Distance</td><td align="right">62 mi (180 included)</td></tr>
<tr><td colspan="2"><hr style="border:0;border-top:1px solid #eee;"></td></tr>
<tr><td>Time (4h 35m @ $13.50/h)</td><td align="right">$61.88</td></tr>
<tr><td>Mileage</td><td align="right">$0.00</td></tr>
<tr><td>Damage fee reduction</td><td align="right">$4.00</td></tr>
<tr><td>Tax</td><td align="right">$4.12</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>$70.00</b></td></tr>
</table>
<p style="font-size:13px;color:#666;">Charged to Visa &bull;&bull;&bull;&bull; 4821 (Maya Okafor's account)</p>
<p style="font-size:13px;">Something wrong? <a href="https://www.drivella.com/trips/TR-20260522-88314/issue">Report an issue</a> within 48 hours.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f5f7f8;font-size:11px;color:#8a949c;">Drivella Mobility Inc., 220 Summer St, Boston, MA 02210</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "drivella-carshare",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "305118",
    link: null,
    from: "Drivella <security@drivella.com>",
    subject: "Your Drivella verification code",
    date: dt("2026-06-03 08:17:40", "-0400"),
    text: `Your Drivella verification code is 305 118

Enter it in the app to finish signing in on a new device (iPhone, Boston MA).
The code is valid for 5 minutes.

Didn't request this? Change your password: https://www.drivella.com/account/security
`,
    html: `<html><body style="margin:0;background:#f5f7f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;">
<tr><td style="padding:28px 28px 0;"><img src="https://img.drivella.com/mail/wordmark.png" alt="Drivella" width="110"></td></tr>
<tr><td style="padding:20px 28px;font-size:16px;color:#111;line-height:24px;">
<p>Your Drivella verification code is</p>
<p style="font-size:34px;font-weight:700;letter-spacing:4px;margin:8px 0 18px;">305&nbsp;118</p>
<p>Enter it in the app to finish signing in on a new device (iPhone, Boston MA). The code is valid for 5 minutes.</p>
<p style="font-size:13px;color:#666;">Didn't request this? <a href="https://www.drivella.com/account/security" style="color:#0a7d50;">Change your password</a>.</p>
</td></tr></table>
</td></tr></table></body></html>`,
  },
];

const almrausch_foot =
  `Ferienhof Almrausch &middot; Familie Gschwendtner &middot; Kirchweg 7 &middot; 83727 Schliersee<br>
Tel. +49 8026 92 41 70 &middot; <a href="https://www.ferienhof-almrausch.de/impressum" style="color:#7a838c;">Impressum</a> &middot;
<a href="https://www.ferienhof-almrausch.de/datenschutz" style="color:#7a838c;">Datenschutz</a>`;

const pins_foot =
  `Camping Les Pins Dorés &middot; 1250 route de la Plage &middot; 40150 Hossegor &middot; +33 5 58 43 19 07<br>
SIRET 512 334 908 00017 &middot; <a href="https://www.lespinsdores.fr/mentions-legales" style="color:#7a838c;">Mentions légales</a> &middot;
<a href="https://www.lespinsdores.fr/desinscription?u=9c12f0" style="color:#7a838c;">Se désinscrire</a>`;

const batch2: Mail[] = [
  {
    family: "ferienhof-almrausch",
    group: "regional",
    lang: "de",
    kind: "booking-request-confirm",
    code: null,
    link: "https://www.ferienhof-almrausch.de/buchung/bestaetigen?anfrage=FA-2026-0418&token=k8Wm2xQpL4vR",
    from: "Ferienhof Almrausch <buchung@ferienhof-almrausch.de>",
    subject: "Bitte bestätigen Sie Ihre Buchungsanfrage – Ferienwohnung Wendelstein",
    date: dt("2026-02-14 19:22:03", "+0100"),
    enc: "qp",
    text: `Grüß Gott Herr Reader,

vielen Dank für Ihre Anfrage über unsere Website. Ihre Angaben:

Ferienwohnung: „Wendelstein“ (62 m², 2 Schlafzimmer, Balkon mit Bergblick)
Anreise: Samstag, 1. August 2026 (ab 15 Uhr)
Abreise: Samstag, 8. August 2026 (bis 10 Uhr)
Personen: 2 Erwachsene, 1 Kind (6 Jahre)
Preis: 7 Nächte × 118 € = 826 €, zzgl. Endreinigung 65 € und Kurbeitrag 2,80 € p. P./Nacht

Wichtig: Die Wohnung ist noch NICHT für Sie reserviert. Erst wenn Sie die Anfrage über den folgenden Link bestätigen, halten wir sie verbindlich für Sie frei. Ohne Bestätigung verfällt die Anfrage nach 48 Stunden.

Anfrage bestätigen:
https://www.ferienhof-almrausch.de/buchung/bestaetigen?anfrage=FA-2026-0418&token=k8Wm2xQpL4vR

Nach der Bestätigung schicken wir Ihnen die Rechnung über die Anzahlung (30 %, zahlbar innerhalb von 7 Tagen).

Herzliche Grüße vom Schliersee
Familie Gschwendtner

Ferienhof Almrausch · Kirchweg 7 · 83727 Schliersee · Tel. +49 8026 92 41 70
`,
    html: shell({
      lang: "de",
      title: "Buchungsanfrage bestätigen",
      pre: "Die Wohnung ist erst nach Ihrer Bestätigung reserviert.",
      bg: "#f4efe6",
      head: logo("https://www.ferienhof-almrausch.de/img/mail-logo.png", "Ferienhof Almrausch", 180),
      body: `<p>Grüß Gott Herr Reader,</p>
<p>vielen Dank für Ihre Anfrage über unsere Website. Ihre Angaben:</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;background:#faf7f1;width:100%;">
<tr><td width="35%"><b>Ferienwohnung</b></td><td>„Wendelstein“ (62 m², 2 Schlafzimmer, Balkon mit Bergblick)</td></tr>
<tr><td><b>Anreise</b></td><td>Samstag, 1. August 2026 (ab 15 Uhr)</td></tr>
<tr><td><b>Abreise</b></td><td>Samstag, 8. August 2026 (bis 10 Uhr)</td></tr>
<tr><td><b>Personen</b></td><td>2 Erwachsene, 1 Kind (6 Jahre)</td></tr>
<tr><td><b>Preis</b></td><td>7 Nächte × 118 € = 826 €<br><small>zzgl. Endreinigung 65 € und Kurbeitrag 2,80 € p. P./Nacht</small></td></tr>
</table>
<p style="background:#fff3cd;border-left:4px solid #c98a00;padding:10px 12px;"><b>Wichtig:</b> Die Wohnung ist noch <b>nicht</b> für Sie reserviert. Erst wenn Sie die Anfrage bestätigen, halten wir sie verbindlich für Sie frei. Ohne Bestätigung verfällt die Anfrage nach 48 Stunden.</p>
${
        button(
          "https://www.ferienhof-almrausch.de/buchung/bestaetigen?anfrage=FA-2026-0418&token=k8Wm2xQpL4vR",
          "Anfrage bestätigen",
          "#5b7f3a",
        )
      }
<p>Nach der Bestätigung schicken wir Ihnen die Rechnung über die Anzahlung (30 %, zahlbar innerhalb von 7 Tagen).</p>
<p>Herzliche Grüße vom Schliersee<br>Familie Gschwendtner</p>`,
      foot: almrausch_foot,
    }),
  },
  {
    family: "ferienhof-almrausch",
    group: "regional",
    lang: "de",
    kind: "checkin-info",
    code: null,
    link: null,
    from: "Ferienhof Almrausch <buchung@ferienhof-almrausch.de>",
    subject: "Ihre Anreise am Samstag – alle Infos",
    date: dt("2026-07-29 09:03:47", "+0200"),
    html: null,
    text: `Grüß Gott Herr Reader,

in drei Tagen geht's los – wir freuen uns auf Sie! Hier das Wichtigste zur Anreise:

Buchungsnummer: FA-2026-0418
Ferienwohnung „Wendelstein“, 1. OG, Eingang an der Hofseite
Anreise: Sa, 01.08.2026, ab 15:00 Uhr
Abreise: Sa, 08.08.2026, bis 10:00 Uhr

Anfahrt: Von der A8 Ausfahrt Weyarn Richtung Schliersee, in Neuhaus links in den Kirchweg. Parkplatz Nr. 4 direkt vor dem Stall ist für Sie reserviert.

Schlüssel: Wir sind ab 15 Uhr am Hof. Kommen Sie später als 20 Uhr, rufen Sie uns bitte kurz an: +49 8026 92 41 70 oder mobil 0171 448 20 93.

Gästekarte: Mit der Gästekarte fahren Sie kostenlos mit dem RVO-Bus (Linie 9562) und bekommen 20 % Rabatt an der Taubensteinbahn. Wir legen sie Ihnen in die Wohnung.

Restzahlung: 697,50 € bitte bis zur Anreise überweisen (IBAN DE41 7116 0000 0004 5821 03, Verwendungszweck FA-2026-0418) oder vor Ort bar.

Frische Milch und Eier gibt's jeden Morgen ab 7 Uhr im Hofladen.

Gute Fahrt!
Familie Gschwendtner
Ferienhof Almrausch · Kirchweg 7 · 83727 Schliersee
www.ferienhof-almrausch.de
`,
  },
  {
    family: "camping-les-pins-dores",
    group: "regional",
    lang: "fr",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Camping Les Pins Dorés <reservation@lespinsdores.fr>",
    subject: "Confirmation de réservation n° PD26-03172 – Mobil-home Océane",
    date: dt("2026-03-09 11:48:20", "+0100"),
    enc: "b64",
    text: `Bonjour Monsieur Reader,

Nous avons bien reçu votre acompte et votre réservation est confirmée.

Réservation n° PD26-03172
Hébergement : Mobil-home Océane 3 chambres (emplacement 118)
Arrivée : samedi 11 juillet 2026 à partir de 16 h
Départ : samedi 18 juillet 2026 avant 10 h
Occupants : 4 (2 adultes, 2 enfants)

Séjour : 1 120,00 €
Taxe de séjour : 15,40 €
Acompte versé : 336,00 €
Solde à régler 30 jours avant l'arrivée : 799,40 €

Vous trouverez votre contrat de location en pièce jointe (PDF). Merci de le conserver et de le présenter à l'accueil.

Les draps ne sont pas fournis (location possible : 12 € par lit). Les animaux ne sont pas acceptés dans cette catégorie d'hébergement.

À très bientôt au bord de l'océan !
L'équipe des Pins Dorés
+33 5 58 43 19 07
`,
    html: shell({
      lang: "fr",
      title: "Réservation confirmée",
      pre: "Mobil-home Océane du 11 au 18 juillet 2026",
      bg: "#e9f3f6",
      head: `<table width="100%"><tr><td>${
        logo("https://www.lespinsdores.fr/mail/logo.png", "Camping Les Pins Dorés ****", 160)
      }</td><td align="right" style="font-family:Arial;font-size:12px;color:#2a7a8c;">Hossegor &middot; Landes</td></tr></table>`,
      body: `<p>Bonjour Monsieur Reader,</p>
<p>Nous avons bien reçu votre acompte et votre réservation est <b>confirmée</b>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #cfe3e8;font-size:14px;">
<tr style="background:#2a7a8c;color:#fff;"><td colspan="2"><b>Réservation n° PD26-03172</b></td></tr>
<tr><td>Hébergement</td><td>Mobil-home Océane 3 chambres (emplacement 118)</td></tr>
<tr><td>Arrivée</td><td>samedi 11 juillet 2026 à partir de 16 h</td></tr>
<tr><td>Départ</td><td>samedi 18 juillet 2026 avant 10 h</td></tr>
<tr><td>Occupants</td><td>4 (2 adultes, 2 enfants)</td></tr>
<tr><td>Séjour</td><td align="right">1 120,00 €</td></tr>
<tr><td>Taxe de séjour</td><td align="right">15,40 €</td></tr>
<tr><td>Acompte versé</td><td align="right">– 336,00 €</td></tr>
<tr><td><b>Solde (30 jours avant l'arrivée)</b></td><td align="right"><b>799,40 €</b></td></tr>
</table>
<p>Vous trouverez votre contrat de location en pièce jointe (PDF). Merci de le conserver et de le présenter à l'accueil.</p>
<p style="font-size:13px;color:#555;">Les draps ne sont pas fournis (location possible : 12 € par lit). Les animaux ne sont pas acceptés dans cette catégorie d'hébergement.</p>
<p>À très bientôt au bord de l'océan !<br>L'équipe des Pins Dorés</p>
<p><a href="https://www.facebook.com/lespinsdores"><img src="https://www.lespinsdores.fr/mail/fb.png" alt="Facebook" width="24"></a>
<a href="https://www.instagram.com/lespinsdores"><img src="https://www.lespinsdores.fr/mail/ig.png" alt="Instagram" width="24"></a></p>`,
      foot: pins_foot,
    }),
    attachment: [
      "contrat-PD26-03172.pdf",
      "application/pdf",
      pdf("Contrat de location PD26-03172", [
        "Mobil-home Oceane, emplacement 118",
        "Du 11/07/2026 au 18/07/2026",
        "Solde: 799,40 EUR",
      ]),
    ],
  },
  {
    family: "camping-les-pins-dores",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://www.lespinsdores.fr/mon-compte/activation/3f9a1c7e2b8d4f60a5e1",
    from: "Camping Les Pins Dorés <no-reply@lespinsdores.fr>",
    subject: "Activez votre espace client",
    date: dt("2026-03-08 22:10:05", "+0100"),
    text: `Bonjour,

Vous venez de créer votre espace client sur lespinsdores.fr. Pour l'activer, confirmez votre adresse e-mail en cliquant sur le lien ci-dessous :

https://www.lespinsdores.fr/mon-compte/activation/3f9a1c7e2b8d4f60a5e1

Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.

Camping Les Pins Dorés – 1250 route de la Plage – 40150 Hossegor
`,
    html: shell({
      lang: "fr",
      title: "Activez votre espace client",
      pre: "Confirmez votre adresse e-mail",
      bg: "#e9f3f6",
      head: logo("https://www.lespinsdores.fr/mail/logo.png", "Camping Les Pins Dorés", 160),
      body: `<p>Bonjour,</p>
<p>Vous venez de créer votre espace client sur lespinsdores.fr. Pour l'activer, confirmez votre adresse e-mail :</p>
${button("https://www.lespinsdores.fr/mon-compte/activation/3f9a1c7e2b8d4f60a5e1", "Activer mon compte", "#2a7a8c")}
<p style="font-size:13px;color:#555;">Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.</p>`,
      foot: pins_foot,
    }),
  },
  {
    family: "autoverhuur-polder",
    group: "regional",
    lang: "nl",
    kind: "reset-link",
    code: null,
    link: "https://mijn.polderautoverhuur.nl/wachtwoord/herstellen?t=Zr8pXk2MvQ7nB4aH&e=c2FtLnJlYWRlcg",
    from: "Polder Autoverhuur <noreply@polderautoverhuur.nl>",
    subject: "Wachtwoord opnieuw instellen",
    date: dt("2026-04-02 13:27:51", "+0200"),
    enc: "qp",
    text: `Beste klant,

We hebben een verzoek ontvangen om het wachtwoord van je Mijn Polder-account te wijzigen.

Stel een nieuw wachtwoord in via deze link (60 minuten geldig):
https://mijn.polderautoverhuur.nl/wachtwoord/herstellen?t=Zr8pXk2MvQ7nB4aH&e=c2FtLnJlYWRlcg

Heb je dit niet aangevraagd? Dan hoef je niets te doen; je huidige wachtwoord blijft gewoon werken.

Met vriendelijke groet,
Polder Autoverhuur
Industrieweg 31, 8251 JB Dronten | 0321 75 40 12 | KvK 39041822
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Wachtwoord</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:20px;">
 <table width="580" cellspacing="0" cellpadding="0" border="0" style="background:#fff;">
  <tr><td style="background:#ff7a00;height:6px;font-size:0;line-height:0;">&nbsp;</td></tr>
  <tr><td style="padding:26px 30px 6px;"><img src="https://mijn.polderautoverhuur.nl/static/mail/polder-logo.png" alt="Polder Autoverhuur" width="170"></td></tr>
  <tr><td style="padding:10px 30px 26px;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:21px;color:#222;">
   <p>Beste klant,</p>
   <p>We hebben een verzoek ontvangen om het wachtwoord van je Mijn Polder-account te wijzigen.</p>
   <table cellspacing="0" cellpadding="0"><tr><td bgcolor="#ff7a00" style="padding:12px 22px;">
    <a href="https://mijn.polderautoverhuur.nl/wachtwoord/herstellen?t=Zr8pXk2MvQ7nB4aH&amp;e=c2FtLnJlYWRlcg" style="color:#fff;font-weight:bold;text-decoration:none;font-family:Verdana,Arial,sans-serif;">Nieuw wachtwoord instellen</a>
   </td></tr></table>
   <p style="font-size:12px;color:#666;">De link is 60 minuten geldig. Heb je dit niet aangevraagd? Dan hoef je niets te doen; je huidige wachtwoord blijft gewoon werken.</p>
   <p>Met vriendelijke groet,<br>Polder Autoverhuur</p>
  </td></tr>
  <tr><td style="padding:14px 30px;background:#f6f7f8;font-family:Verdana,Arial,sans-serif;font-size:11px;color:#888;">
   Industrieweg 31, 8251 JB Dronten &middot; 0321 75 40 12 &middot; KvK 39041822<br>
   <a href="https://www.polderautoverhuur.nl/privacy" style="color:#888;">Privacyverklaring</a> &middot; <a href="https://www.polderautoverhuur.nl/voorwaarden" style="color:#888;">Huurvoorwaarden</a>
  </td></tr>
 </table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "autoverhuur-polder",
    group: "regional",
    lang: "nl",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Polder Autoverhuur <reserveringen@polderautoverhuur.nl>",
    subject: "Reserveringsbevestiging R-260417-093 – Volkswagen Transporter",
    date: dt("2026-04-17 10:12:09", "+0200"),
    text: `Beste Sam Reader,

Bedankt voor je reservering. Hieronder de gegevens.

Reserveringsnummer: R-260417-093
Voertuig: Volkswagen Transporter L2H1 (of vergelijkbaar), 9 m³ laadruimte
Ophalen: za 25 april 2026, 08:00 – vestiging Dronten, Industrieweg 31
Terugbrengen: za 25 april 2026, 18:00 – zelfde vestiging
Inbegrepen kilometers: 150 km (daarna € 0,25 per km)
Eigen risico: € 750 (af te kopen aan de balie voor € 12,50 per dag)

Huurprijs: € 89,00
Borg (wordt geblokkeerd op je creditcard): € 300,00

Neem mee: een geldig rijbewijs B (minimaal 1 jaar in bezit) en de creditcard waarmee je hebt betaald (Mastercard eindigend op 4821).

Annuleren is kosteloos tot 24 uur voor de ophaaltijd via Mijn Polder.

Goede rit!
Polder Autoverhuur | 0321 75 40 12
`,
    html:
      `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:14px;color:#222;background:#eef1f4;margin:0;">
${preheader("Ophalen za 25 april om 08:00 in Dronten")}
<div style="max-width:580px;margin:20px auto;background:#fff;">
<div style="background:#ff7a00;height:6px;"></div>
<div style="padding:24px 30px;">
<img src="https://mijn.polderautoverhuur.nl/static/mail/polder-logo.png" alt="Polder Autoverhuur" width="170">
<h2 style="font-size:19px;">Bedankt voor je reservering</h2>
<p>Beste Sam Reader, hieronder de gegevens.</p>
<table cellpadding="5" style="font-size:13px;width:100%;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>Reserveringsnummer</td><td><b>R-260417-093</b></td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Voertuig</td><td>Volkswagen Transporter L2H1 (of vergelijkbaar), 9 m³</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Ophalen</td><td>za 25 april 2026, 08:00 – Dronten, Industrieweg 31</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Terugbrengen</td><td>za 25 april 2026, 18:00 – zelfde vestiging</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Kilometers</td><td>150 km inbegrepen (daarna € 0,25/km)</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Eigen risico</td><td>€ 750 (afkopen: € 12,50 per dag)</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Huurprijs</td><td>€ 89,00</td></tr>
<tr><td>Borg</td><td>€ 300,00</td></tr>
</table>
<p>Neem mee: een geldig rijbewijs B (minimaal 1 jaar in bezit) en de creditcard waarmee je hebt betaald (Mastercard •••• 4821).</p>
<p>Annuleren is kosteloos tot 24 uur voor de ophaaltijd via <a href="https://mijn.polderautoverhuur.nl/reserveringen/R-260417-093">Mijn Polder</a>.</p>
<p>Goede rit!<br>Polder Autoverhuur &middot; 0321 75 40 12</p>
</div></div></body></html>`,
  },
  {
    family: "parkimo-app",
    group: "regional",
    lang: "it",
    kind: "parking-receipt",
    code: null,
    link: null,
    from: "Parkimo <ricevute@parkimo.it>",
    subject: "Ricevuta sosta – Bologna, Zona Centro Storico",
    date: dt("2026-05-14 13:41:02", "+0200"),
    enc: "qp",
    text: `Ciao Sam,

ecco la ricevuta della tua sosta.

Targa: GH 482 TX
Comune: Bologna – Zona tariffaria 1 (Centro Storico)
Inizio: 14/05/2026 10:05
Fine: 14/05/2026 13:40
Durata: 3 h 35 min

Tariffa sosta: 8,96 €
Commissione servizio: 0,25 €
Totale: 9,21 €
Pagato con: credito Parkimo (saldo residuo 10,79 €)

Numero transazione: PK-BO-7729103

Conserva questa email come prova di pagamento. Puoi scaricare la fattura dalla sezione Storico dell'app.

Parkimo S.r.l. – Via Stalingrado 53, 40128 Bologna – P.IVA 03912840372
Assistenza: 051 098 4410 (lun–ven 9–18)
`,
    html: `<html lang="it"><body style="margin:0;background:#f4f4f7;font-family:'Helvetica Neue',Arial,sans-serif;">
${preheader("9,21 € – 3 h 35 min in Zona Centro Storico")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
<tr><td style="padding:22px 26px;background:#2d3cf0;border-radius:10px 10px 0 0;"><img src="https://static.parkimo.it/mail/logo-bianco.png" alt="Parkimo" width="100"></td></tr>
<tr><td style="padding:24px 26px;color:#1d1d2c;font-size:15px;line-height:22px;">
<p>Ciao Sam,<br>ecco la ricevuta della tua sosta.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">Targa</td><td align="right"><b>GH 482 TX</b></td></tr>
<tr><td style="color:#777;">Comune</td><td align="right">Bologna – Zona 1 (Centro Storico)</td></tr>
<tr><td style="color:#777;">Inizio</td><td align="right">14/05/2026 10:05</td></tr>
<tr><td style="color:#777;">Fine</td><td align="right">14/05/2026 13:40</td></tr>
<tr><td style="color:#777;">Durata</td><td align="right">3 h 35 min</td></tr>
<tr><td style="color:#777;">Tariffa sosta</td><td align="right">8,96 €</td></tr>
<tr><td style="color:#777;">Commissione servizio</td><td align="right">0,25 €</td></tr>
<tr><td style="border-top:1px solid #ddd;"><b>Totale</b></td><td align="right" style="border-top:1px solid #ddd;"><b>9,21 €</b></td></tr>
</table>
<p style="font-size:13px;color:#777;">Pagato con credito Parkimo (saldo residuo 10,79 €) &middot; Transazione PK-BO-7729103</p>
<p style="font-size:13px;">Conserva questa email come prova di pagamento. Puoi scaricare la fattura dalla sezione <i>Storico</i> dell'app.</p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;color:#999;border-top:1px solid #eee;">Parkimo S.r.l. – Via Stalingrado 53, 40128 Bologna – P.IVA 03912840372<br>Assistenza 051 098 4410 &middot; <a href="https://www.parkimo.it/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "parkimo-app",
    group: "regional",
    lang: "it",
    kind: "verify-email",
    code: "5831",
    link: "https://app.parkimo.it/verifica-email?c=5831&uid=8843120&sig=f3a9d1",
    from: "Parkimo <benvenuto@parkimo.it>",
    subject: "Conferma il tuo indirizzo email",
    date: dt("2026-05-10 20:55:18", "+0200"),
    text: `Benvenuto in Parkimo!

Per completare la registrazione conferma il tuo indirizzo email.

Inserisci questo codice nell'app: 5831

oppure apri questo link dal telefono:
https://app.parkimo.it/verifica-email?c=5831&uid=8843120&sig=f3a9d1

Finché non confermi l'email non potrai aggiungere metodi di pagamento.

Il team Parkimo
`,
    html: `<html lang="it"><body style="margin:0;background:#f4f4f7;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
<tr><td style="padding:22px 26px;background:#2d3cf0;border-radius:10px 10px 0 0;"><img src="https://static.parkimo.it/mail/logo-bianco.png" alt="Parkimo" width="100"></td></tr>
<tr><td style="padding:26px;color:#1d1d2c;font-size:15px;line-height:22px;" align="center">
<h1 style="font-size:22px;">Benvenuto in Parkimo!</h1>
<p>Per completare la registrazione conferma il tuo indirizzo email.<br>Inserisci questo codice nell'app:</p>
${digit_cells("5831", "#2d3cf0")}
<p style="margin-top:22px;">oppure tocca il pulsante dal telefono:</p>
${button("https://app.parkimo.it/verifica-email?c=5831&uid=8843120&sig=f3a9d1", "Conferma email", "#2d3cf0")}
<p style="font-size:13px;color:#777;">Finché non confermi l'email non potrai aggiungere metodi di pagamento.</p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;color:#999;border-top:1px solid #eee;">Parkimo S.r.l. – Via Stalingrado 53, 40128 Bologna<br>
<a href="https://apps.apple.com/it/app/parkimo/id1590021"><img src="https://static.parkimo.it/mail/app-store-it.png" alt="Scarica su App Store" width="110"></a>
<a href="https://play.google.com/store/apps/details?id=it.parkimo"><img src="https://static.parkimo.it/mail/google-play-it.png" alt="Disponibile su Google Play" width="120"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
];
const batch3: Mail[] = [
  {
    family: "kartakom-lodz",
    group: "regional",
    lang: "pl",
    kind: "activate-link",
    code: null,
    link: "https://kartakom.lodz.pl/konto/aktywuj?klucz=4b7e19c2a0f54d88&nr=KK0094512",
    from: "KartaKom Łódź <konto@kartakom.lodz.pl>",
    subject: "Aktywuj konto w Portalu Pasażera KartaKom",
    date: dt("2026-01-19 15:02:44", "+0100"),
    enc: "qp",
    text: `Dzień dobry,

w Punkcie Obsługi Pasażera przy ul. Piotrkowskiej 153 założono dla Pana/Pani konto w Portalu Pasażera KartaKom, powiązane z kartą imienną nr KK0094512.

Aby aktywować konto i ustawić hasło, kliknij w link:
https://kartakom.lodz.pl/konto/aktywuj?klucz=4b7e19c2a0f54d88&nr=KK0094512

Link jest ważny przez 72 godziny. Po aktywacji możesz kupować bilety okresowe online i sprawdzać historię doładowań.

Jeśli nie zakładałeś/aś konta, skontaktuj się z nami: 42 638 40 11.

Pozdrawiamy
Zespół KartaKom
Miejski Zarząd Komunikacji, ul. Tramwajowa 6, 90-132 Łódź
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ececec;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #c8102e;">
<tr><td style="padding:18px 24px;"><table width="100%"><tr>
  <td><img src="https://kartakom.lodz.pl/img/mail/kartakom.png" alt="KartaKom" width="130"></td>
  <td align="right" style="font-size:11px;color:#777;">Portal Pasażera</td></tr></table></td></tr>
<tr><td style="padding:4px 24px 24px;font-size:14px;line-height:21px;color:#222;">
<p>Dzień dobry,</p>
<p>w Punkcie Obsługi Pasażera przy ul. Piotrkowskiej 153 założono dla Pana/Pani konto w Portalu Pasażera KartaKom, powiązane z kartą imienną nr <b>KK0094512</b>.</p>
<p>Aby aktywować konto i ustawić hasło, kliknij poniższy przycisk:</p>
<p><a href="https://kartakom.lodz.pl/konto/aktywuj?klucz=4b7e19c2a0f54d88&amp;nr=KK0094512" style="display:inline-block;background:#c8102e;color:#fff;padding:11px 24px;text-decoration:none;font-weight:bold;">Aktywuj konto</a></p>
<p style="font-size:12px;color:#666;">Link jest ważny przez 72 godziny. Po aktywacji możesz kupować bilety okresowe online i sprawdzać historię doładowań.</p>
<p style="font-size:12px;color:#666;">Jeśli nie zakładałeś/aś konta, skontaktuj się z nami: 42 638 40 11.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f5f5f5;font-size:11px;color:#888;">Miejski Zarząd Komunikacji, ul. Tramwajowa 6, 90-132 Łódź &middot; <a href="https://kartakom.lodz.pl/rodo" style="color:#888;">RODO</a> &middot; <a href="https://kartakom.lodz.pl/regulamin" style="color:#888;">Regulamin</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kartakom-lodz",
    group: "regional",
    lang: "pl",
    kind: "pass-receipt",
    code: null,
    link: null,
    from: "KartaKom Łódź <bilety@kartakom.lodz.pl>",
    subject: "Potwierdzenie zakupu biletu okresowego",
    date: dt("2026-02-28 07:31:12", "+0100"),
    html: null,
    text: `Dzień dobry,

dziękujemy za zakup biletu okresowego w Portalu Pasażera KartaKom.

Numer transakcji: TR/2026/02/118473
Karta: KK0094512 (imienna)
Bilet: 30-dniowy, sieciowy, normalny – strefa A+B
Ważny od: 01.03.2026
Ważny do: 30.03.2026
Cena: 110,00 zł (w tym VAT 8%)
Płatność: BLIK

Bilet zostanie zapisany na karcie przy pierwszym przyłożeniu jej do kasownika lub biletomatu. Do tego czasu zachowaj ten e-mail jako potwierdzenie zakupu.

Faktura: możesz ją pobrać w Portalu Pasażera w zakładce „Historia zakupów” w ciągu 3 miesięcy.

Infolinia: 42 638 40 11 (pn.–pt. 7:00–19:00)
Miejski Zarząd Komunikacji, ul. Tramwajowa 6, 90-132 Łódź
`,
  },
  {
    family: "voltkraft-laden",
    group: "regional",
    lang: "de",
    kind: "charging-receipt",
    code: null,
    link: null,
    from: "Voltkraft Laden <belege@voltkraft-laden.de>",
    subject: "Ihr Ladebeleg – Ladepark Leipheim, 12.06.2026",
    date: dt("2026-06-12 17:58:30", "+0200"),
    enc: "b64",
    text: `Hallo Sam Reader,

Ihr Ladevorgang ist abgeschlossen. Den Beleg finden Sie auch als PDF im Anhang.

Ladepunkt: Ladepark Leipheim (A8), Säule 04, Anschluss CCS
Start: 12.06.2026, 17:12 Uhr
Ende: 12.06.2026, 17:51 Uhr
Geladene Energie: 48,6 kWh
Tarif: Voltkraft Flex – 0,59 €/kWh, Blockiergebühr ab 45 min

Energie: 28,67 €
Blockiergebühr: 0,00 €
Gesamt (inkl. 19 % MwSt.): 28,67 €
Bezahlt mit: Ladekarte VK-7731-0042 / Visa •••• 4821

Vorgangs-ID: CS-LEP04-26061217124

Gute Fahrt!
Ihr Voltkraft-Team

Voltkraft Laden GmbH · Nobelstraße 12 · 89231 Neu-Ulm · HRB 21907 Amtsgericht Memmingen
Hotline 0800 584 22 10 (kostenfrei, 24/7)
`,
    html: shell({
      lang: "de",
      title: "Ladebeleg",
      pre: "48,6 kWh · 28,67 € · Ladepark Leipheim",
      bg: "#eaf0ea",
      head: logo("https://cdn.voltkraft-laden.de/mail/logo.png", "Voltkraft Laden", 150),
      body: `<p>Hallo Sam Reader,</p>
<p>Ihr Ladevorgang ist abgeschlossen. Den Beleg finden Sie auch als PDF im Anhang.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #d6e3d6;">
<tr><td>Ladepunkt</td><td>Ladepark Leipheim (A8), Säule 04, CCS</td></tr>
<tr><td>Start / Ende</td><td>12.06.2026, 17:12 – 17:51 Uhr</td></tr>
<tr><td>Geladene Energie</td><td><b>48,6 kWh</b></td></tr>
<tr><td>Tarif</td><td>Voltkraft Flex – 0,59 €/kWh</td></tr>
<tr><td>Blockiergebühr</td><td>0,00 €</td></tr>
<tr style="background:#f1f7f1;"><td><b>Gesamt (inkl. 19 % MwSt.)</b></td><td><b>28,67 €</b></td></tr>
<tr><td>Bezahlt mit</td><td>Ladekarte VK-7731-0042 / Visa •••• 4821</td></tr>
</table>
<p style="font-size:12px;color:#777;">Vorgangs-ID: CS-LEP04-26061217124</p>
<p>Gute Fahrt!<br>Ihr Voltkraft-Team</p>`,
      foot:
        `Voltkraft Laden GmbH · Nobelstraße 12 · 89231 Neu-Ulm · HRB 21907<br>Hotline 0800 584 22 10 (kostenfrei, 24/7) · <a href="https://www.voltkraft-laden.de/datenschutz" style="color:#7a838c;">Datenschutz</a>`,
    }),
    attachment: [
      "Ladebeleg_CS-LEP04-26061217124.pdf",
      "application/pdf",
      pdf("Ladebeleg CS-LEP04-26061217124", ["Ladepark Leipheim, Saeule 04", "48,6 kWh", "Gesamt 28,67 EUR"]),
    ],
  },
  {
    family: "voltkraft-laden",
    group: "regional",
    lang: "de",
    kind: "2fa-code",
    code: "620947",
    link: null,
    from: "Voltkraft Laden <sicherheit@voltkraft-laden.de>",
    subject: "Ihr Bestätigungscode für die Anmeldung",
    date: dt("2026-06-20 22:41:09", "+0200"),
    text: `Hallo,

für die Anmeldung in der Voltkraft-App auf einem neuen Gerät geben Sie bitte diesen Code ein:

620 947

Der Code gilt 10 Minuten. Geben Sie ihn niemals telefonisch weiter – unsere Mitarbeiter fragen nie danach.

Sie waren das nicht? Dann ändern Sie bitte umgehend Ihr Passwort unter https://konto.voltkraft-laden.de/sicherheit
`,
    html: `<html lang="de"><body style="margin:0;background:#eaf0ea;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:22px 28px;border-bottom:1px solid #e3ebe3;"><img src="https://cdn.voltkraft-laden.de/mail/logo.png" alt="Voltkraft Laden" width="150"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:22px;color:#1f2a1f;">
<p>Hallo,</p>
<p>für die Anmeldung in der Voltkraft-App auf einem neuen Gerät geben Sie bitte diesen Code ein:</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:6px;color:#2e7d32;margin:24px 0;">620 947</p>
<p>Der Code gilt 10 Minuten. Geben Sie ihn niemals telefonisch weiter – unsere Mitarbeiter fragen nie danach.</p>
<p style="font-size:13px;color:#666;">Sie waren das nicht? Dann <a href="https://konto.voltkraft-laden.de/sicherheit" style="color:#2e7d32;">ändern Sie bitte umgehend Ihr Passwort</a>.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "hestia-akinita",
    group: "regional",
    lang: "el",
    kind: "viewing-confirm",
    code: null,
    link: "https://www.hestia-akinita.gr/episkepseis/epivevaiosi/VW-30418?k=9d02be71",
    from: "Εστία Ακίνητα <rantevou@hestia-akinita.gr>",
    subject: "Επιβεβαιώστε το αίτημα επίσκεψης – Διαμέρισμα 78 τ.μ., Παγκράτι",
    date: dt("2026-03-24 12:16:40", "+0200"),
    enc: "b64",
    text: `Καλησπέρα σας,

λάβαμε το αίτημά σας για επίσκεψη στο ακίνητο:

Κωδικός αγγελίας: HA-11872
Διαμέρισμα 78 τ.μ., 2ος όροφος, Παγκράτι (οδός Υμηττού)
Ενοίκιο: 820 € / μήνα
Προτεινόμενη ώρα: Πέμπτη 26 Μαρτίου 2026, 18:30

Το ραντεβού ΔΕΝ έχει κλειστεί ακόμη. Για να το κρατήσουμε, επιβεβαιώστε το αίτημά σας εντός 12 ωρών από τον παρακάτω σύνδεσμο:
https://www.hestia-akinita.gr/episkepseis/epivevaiosi/VW-30418?k=9d02be71

Αν δεν επιβεβαιώσετε, η ώρα θα διατεθεί σε άλλον ενδιαφερόμενο.

Με εκτίμηση,
Νίκος Παπαδάκης, σύμβουλος ακινήτων
Εστία Ακίνητα – Λ. Βασιλέως Κωνσταντίνου 18, 116 35 Αθήνα – τηλ. 210 724 3109
`,
    html: shell({
      lang: "el",
      title: "Επιβεβαίωση επίσκεψης",
      pre: "Το ραντεβού κρατιέται μόνο μετά την επιβεβαίωσή σας",
      head: logo("https://www.hestia-akinita.gr/assets/mail-logo.png", "Εστία Ακίνητα", 150),
      body: `<p>Καλησπέρα σας,</p>
<p>λάβαμε το αίτημά σας για επίσκεψη στο ακίνητο:</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #e2e2e2;">
<tr><td width="170"><img src="https://img.hestia-akinita.gr/listings/HA-11872/thumb1.jpg" width="170" alt="Σαλόνι" style="display:block;"></td>
<td style="padding:10px 14px;font-size:14px;">
<b>Διαμέρισμα 78 τ.μ., 2ος όροφος</b><br>Παγκράτι (οδός Υμηττού)<br><span style="color:#b5651d;font-size:17px;font-weight:bold;">820 € / μήνα</span><br>
<small style="color:#888;">Κωδικός αγγελίας: HA-11872</small></td></tr></table>
<p>Προτεινόμενη ώρα: <b>Πέμπτη 26 Μαρτίου 2026, 18:30</b></p>
<p>Το ραντεβού <b>δεν έχει κλειστεί ακόμη</b>. Για να το κρατήσουμε, επιβεβαιώστε το αίτημά σας εντός 12 ωρών.</p>
${
        button(
          "https://www.hestia-akinita.gr/episkepseis/epivevaiosi/VW-30418?k=9d02be71",
          "Επιβεβαίωση επίσκεψης",
          "#b5651d",
        )
      }
<p style="font-size:13px;color:#666;">Αν δεν επιβεβαιώσετε, η ώρα θα διατεθεί σε άλλον ενδιαφερόμενο.</p>
<p>Με εκτίμηση,<br>Νίκος Παπαδάκης, σύμβουλος ακινήτων</p>`,
      foot:
        `Εστία Ακίνητα · Λ. Βασιλέως Κωνσταντίνου 18, 116 35 Αθήνα · τηλ. 210 724 3109<br>ΑΡ.Γ.Ε.ΜΗ. 128844901000 · <a href="https://www.hestia-akinita.gr/aporrito" style="color:#7a838c;">Πολιτική απορρήτου</a>`,
    }),
  },
  {
    family: "hestia-akinita",
    group: "regional",
    lang: "el",
    kind: "listings-newsletter",
    code: null,
    link: null,
    from: "Εστία Ακίνητα <nea@hestia-akinita.gr>",
    subject: "5 νέα ακίνητα που ταιριάζουν στην αναζήτησή σας",
    date: dt("2026-04-06 09:00:00", "+0300"),
    enc: "qp",
    text: `Νέα ακίνητα για την αναζήτηση «Ενοικίαση, Παγκράτι / Βύρωνας, έως 900 €»

1. Διαμέρισμα 65 τ.μ., Βύρωνας – 690 €/μήνα – HA-12033
   https://www.hestia-akinita.gr/akinito/HA-12033
2. Διαμέρισμα 82 τ.μ., Παγκράτι – 880 €/μήνα – HA-12041
   https://www.hestia-akinita.gr/akinito/HA-12041
3. Μεζονέτα 95 τ.μ., Βύρωνας – 900 €/μήνα – HA-12050
   https://www.hestia-akinita.gr/akinito/HA-12050
4. Γκαρσονιέρα 38 τ.μ., Παγκράτι – 450 €/μήνα – HA-12057
   https://www.hestia-akinita.gr/akinito/HA-12057
5. Διαμέρισμα 70 τ.μ., Παγκράτι – 760 €/μήνα – HA-12062
   https://www.hestia-akinita.gr/akinito/HA-12062

Αλλαγή ή διαγραφή αναζήτησης: https://www.hestia-akinita.gr/oi-anazitiseis-mou
Διαγραφή από τη λίστα: https://www.hestia-akinita.gr/unsubscribe?u=58a1

Εστία Ακίνητα – Λ. Βασιλέως Κωνσταντίνου 18, 116 35 Αθήνα
`,
    html: shell({
      lang: "el",
      title: "Νέα ακίνητα",
      pre: "Από 450 € έως 900 € τον μήνα, Παγκράτι και Βύρωνας",
      head: logo("https://www.hestia-akinita.gr/assets/mail-logo.png", "Εστία Ακίνητα", 150),
      body: `<h2 style="font-size:18px;">Νέα ακίνητα για την αναζήτησή σας</h2>
<p style="color:#666;font-size:13px;">«Ενοικίαση, Παγκράτι / Βύρωνας, έως 900 €»</p>
${
        [
          ["HA-12033", "Διαμέρισμα 65 τ.μ., Βύρωνας", "690"],
          ["HA-12041", "Διαμέρισμα 82 τ.μ., Παγκράτι", "880"],
          ["HA-12050", "Μεζονέτα 95 τ.μ., Βύρωνας", "900"],
          ["HA-12057", "Γκαρσονιέρα 38 τ.μ., Παγκράτι", "450"],
          ["HA-12062", "Διαμέρισμα 70 τ.μ., Παγκράτι", "760"],
        ].map(([id, t, p]) =>
          `<table width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:12px;border:1px solid #eee;"><tr>
<td width="140"><a href="https://www.hestia-akinita.gr/akinito/${id}"><img src="https://img.hestia-akinita.gr/listings/${id}/thumb1.jpg" width="140" alt="${t}" style="display:block;"></a></td>
<td style="padding:8px 12px;font-size:14px;"><a href="https://www.hestia-akinita.gr/akinito/${id}" style="color:#222;text-decoration:none;"><b>${t}</b></a><br><span style="color:#b5651d;font-weight:bold;">${p} €/μήνα</span><br><small style="color:#999;">${id}</small></td>
</tr></table>`
        ).join("\n")
      }`,
      foot: `Εστία Ακίνητα · Λ. Βασιλέως Κωνσταντίνου 18, 116 35 Αθήνα<br>
<a href="https://www.hestia-akinita.gr/oi-anazitiseis-mou" style="color:#7a838c;">Οι αναζητήσεις μου</a> · <a href="https://www.hestia-akinita.gr/unsubscribe?u=58a1" style="color:#7a838c;">Διαγραφή</a>`,
    }),
  },
  {
    family: "emlakpusula",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "482915",
    link: null,
    from: "Emlak Pusula <dogrulama@emlakpusula.com.tr>",
    subject: "E-posta doğrulama kodunuz: 482915",
    date: dt("2026-02-03 10:44:27", "+0300"),
    text: `Merhaba,

Emlak Pusula üyeliğinizi tamamlamak için aşağıdaki doğrulama kodunu uygulamadaki alana girin:

482 915

Kod 15 dakika boyunca geçerlidir. Bu işlemi siz yapmadıysanız bu e-postayı dikkate almayın.

Emlak Pusula Bilgi Teknolojileri A.Ş.
Büyükdere Cad. No: 171, 34394 Şişli / İstanbul
Müşteri Hizmetleri: 0850 441 27 27
`,
    html: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f6f6;font-family:Arial,sans-serif;">
${preheader("Kod 15 dakika geçerlidir.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;">
<tr><td align="center" style="padding:26px;background:#0b3d91;"><img src="https://cdn.emlakpusula.com.tr/mail/logo-beyaz.png" alt="Emlak Pusula" width="160"></td></tr>
<tr><td style="padding:28px 34px;font-size:15px;line-height:23px;color:#333;" align="center">
<p style="font-size:19px;font-weight:bold;">E-posta adresinizi doğrulayın</p>
<p>Üyeliğinizi tamamlamak için aşağıdaki kodu uygulamadaki alana girin:</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#eef3fb;border:1px dashed #0b3d91;padding:14px 30px;font-size:30px;font-weight:bold;color:#0b3d91;letter-spacing:5px;">482 915</td></tr></table>
<p style="font-size:13px;color:#777;margin-top:20px;">Kod 15 dakika boyunca geçerlidir. Bu işlemi siz yapmadıysanız bu e-postayı dikkate almayın.</p>
</td></tr>
<tr><td style="padding:16px 34px;background:#fafafa;font-size:11px;color:#999;" align="center">Emlak Pusula Bilgi Teknolojileri A.Ş. · Büyükdere Cad. No: 171, 34394 Şişli / İstanbul · 0850 441 27 27<br>
<a href="https://www.emlakpusula.com.tr/kvkk" style="color:#999;">KVKK Aydınlatma Metni</a> · <a href="https://www.emlakpusula.com.tr/yardim" style="color:#999;">Yardım</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "emlakpusula",
    group: "regional",
    lang: "tr",
    kind: "saved-search-alert",
    code: null,
    link: null,
    from: "Emlak Pusula <bildirim@emlakpusula.com.tr>",
    subject: "Kayıtlı aramanıza 3 yeni ilan eklendi",
    date: dt("2026-02-11 08:30:00", "+0300"),
    enc: "qp",
    text: `Merhaba Sam,

"Kadıköy, Satılık, 2+1, 4.500.000 TL'ye kadar" aramanıza uyan 3 yeni ilan var:

- 2+1, 95 m², Moda Mah. – 4.350.000 TL – İlan no: 1184420937
- 2+1, 88 m², Fenerbahçe Mah. – 4.490.000 TL – İlan no: 1184431022
- 2+1, 102 m², Koşuyolu Mah. – 3.975.000 TL – İlan no: 1184455610

Tüm ilanları görün: https://www.emlakpusula.com.tr/arama/kayitli/77120?utm_source=alert&utm_medium=email

Bildirim sıklığını değiştirmek için: https://www.emlakpusula.com.tr/hesabim/bildirimler
`,
    html: `<html lang="tr"><body style="margin:0;background:#f6f6f6;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#0b3d91;"><img src="https://cdn.emlakpusula.com.tr/mail/logo-beyaz.png" alt="Emlak Pusula" width="140"></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#333;">
<p>Merhaba Sam,</p>
<p>"Kadıköy, Satılık, 2+1, 4.500.000 TL'ye kadar" aramanıza uyan <b>3 yeni ilan</b> var:</p>
<table width="100%" cellpadding="8" cellspacing="0">
<tr style="border-bottom:1px solid #eee;"><td><a href="https://www.emlakpusula.com.tr/ilan/1184420937" style="color:#0b3d91;">2+1, 95 m², Moda Mah.</a></td><td align="right"><b>4.350.000 TL</b></td></tr>
<tr style="border-bottom:1px solid #eee;"><td><a href="https://www.emlakpusula.com.tr/ilan/1184431022" style="color:#0b3d91;">2+1, 88 m², Fenerbahçe Mah.</a></td><td align="right"><b>4.490.000 TL</b></td></tr>
<tr><td><a href="https://www.emlakpusula.com.tr/ilan/1184455610" style="color:#0b3d91;">2+1, 102 m², Koşuyolu Mah.</a></td><td align="right"><b>3.975.000 TL</b></td></tr>
</table>
<p><a href="https://www.emlakpusula.com.tr/arama/kayitli/77120?utm_source=alert&amp;utm_medium=email" style="color:#0b3d91;font-weight:bold;">Tüm ilanları görün →</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa;"><a href="https://www.emlakpusula.com.tr/hesabim/bildirimler" style="color:#999;">Bildirim ayarları</a> · Emlak Pusula Bilgi Teknolojileri A.Ş., Şişli / İstanbul</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "flyttbolaget-tranan",
    group: "regional",
    lang: "sv",
    kind: "booking-request-confirm",
    code: null,
    link: "https://boka.tranan-flytt.se/bekrafta/Q-26-1187?s=eb41c09a77",
    from: "Flyttbolaget Tranan <offert@tranan-flytt.se>",
    subject: "Din offert – bekräfta flyttdatum 30 maj",
    date: dt("2026-05-04 14:20:11", "+0200"),
    enc: "qp",
    text: `Hej Sam!

Tack för att du begärde en offert. Här är vårt förslag:

Offertnummer: Q-26-1187
Från: Ringvägen 48, 118 67 Stockholm (3 tr, hiss finns)
Till: Storgatan 12, 753 31 Uppsala (bottenvåning)
Datum: lördag 30 maj 2026, start kl. 08:00
Bemanning: 3 flyttare + lastbil 25 m³
Beräknad tid: 6 timmar

Pris: 12 600 kr inkl. moms
Efter RUT-avdrag: 7 560 kr

Datumet är inte bokat förrän du har bekräftat offerten. Vi håller datumet preliminärt i 3 dagar.

Bekräfta här:
https://boka.tranan-flytt.se/bekrafta/Q-26-1187?s=eb41c09a77

Frågor? Ring Johanna på 08-522 104 40.

Vänliga hälsningar
Flyttbolaget Tranan AB
Org.nr 559031-4471
`,
    html: shell({
      lang: "sv",
      title: "Bekräfta offert",
      pre: "Datumet hålls preliminärt i 3 dagar",
      bg: "#f0f3f7",
      head: logo("https://tranan-flytt.se/mail/tranan-logo.png", "Flyttbolaget Tranan", 170),
      body: `<p>Hej Sam!</p>
<p>Tack för att du begärde en offert. Här är vårt förslag:</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#667;">Offertnummer</td><td>Q-26-1187</td></tr>
<tr><td style="color:#667;">Från</td><td>Ringvägen 48, 118 67 Stockholm (3 tr, hiss finns)</td></tr>
<tr><td style="color:#667;">Till</td><td>Storgatan 12, 753 31 Uppsala (bottenvåning)</td></tr>
<tr><td style="color:#667;">Datum</td><td>lördag 30 maj 2026, start kl. 08:00</td></tr>
<tr><td style="color:#667;">Bemanning</td><td>3 flyttare + lastbil 25 m³, ca 6 timmar</td></tr>
<tr><td style="color:#667;">Pris</td><td>12 600 kr inkl. moms<br><b>7 560 kr efter RUT-avdrag</b></td></tr>
</table>
<p>Datumet är <b>inte bokat</b> förrän du har bekräftat offerten. Vi håller datumet preliminärt i 3 dagar.</p>
${button("https://boka.tranan-flytt.se/bekrafta/Q-26-1187?s=eb41c09a77", "Bekräfta offerten", "#24476b")}
<p>Frågor? Ring Johanna på 08-522 104 40.</p>
<p>Vänliga hälsningar<br>Flyttbolaget Tranan AB</p>`,
      foot:
        `Flyttbolaget Tranan AB · Org.nr 559031-4471 · Fågelsångsvägen 3, 141 75 Kungens Kurva<br><a href="https://tranan-flytt.se/villkor" style="color:#7a838c;">Villkor</a> · <a href="https://tranan-flytt.se/integritet" style="color:#7a838c;">Integritet</a>`,
    }),
  },
  {
    family: "flyttbolaget-tranan",
    group: "regional",
    lang: "sv",
    kind: "moving-reminder",
    code: null,
    link: null,
    from: "Flyttbolaget Tranan <info@tranan-flytt.se>",
    subject: "Påminnelse: vi kommer på lördag kl. 08:00",
    date: dt("2026-05-27 16:00:00", "+0200"),
    html: null,
    text: `Hej Sam!

Nu är det snart dags. Bokning Q-26-1187, lördag 30 maj 2026 kl. 08:00.

Några saker att tänka på:
- Se till att lastbilen (ca 10 m lång) kan stå nära porten på Ringvägen 48. Ta gärna kontakt med fastighetsvärden om hissen.
- Flyttkartongerna ska vara packade och märkta med rum.
- Töm och frosta av kyl och frys senast kvällen innan.
- Värdesaker, pass och mediciner tar du själv med dig.

Arbetsledare på plats: Ahmed, 070-418 22 57.

Fakturan (7 560 kr efter RUT) skickas efter flytten med 30 dagars betalningsvillkor.

Lycka till med flytten!
Flyttbolaget Tranan AB · 08-522 104 40
`,
  },
  {
    family: "casa-nogal-muebles",
    group: "regional",
    lang: "es",
    kind: "delivery-pin",
    code: "7316",
    link: null,
    from: "Casa Nogal <entregas@casanogal.es>",
    subject: "Tu pedido llega mañana: este es tu PIN de entrega",
    date: dt("2026-03-18 18:05:33", "+0100"),
    enc: "qp",
    text: `Hola Sam,

¡Tu sofá ya está en camino! Nuestro equipo de transporte lo entregará mañana.

Pedido: CN-2026-045512
Artículos: Sofá 3 plazas Olmo, tapizado lino arena (1 ud.) · Mesa auxiliar Roble (1 ud.)
Fecha de entrega: jueves 19 de marzo de 2026, franja 9:00–13:00
Dirección: C/ de Alcalá 214, 4.º B, 28028 Madrid

PIN de entrega: 7316

Dale este PIN al repartidor cuando llegue. Sin el PIN no podrá dejar el pedido. No lo compartas por teléfono ni por mensaje.

El montaje está incluido y dura unos 30 minutos. Comprueba que el sofá cabe por la puerta y el ascensor (medidas: 214 × 92 × 86 cm).

¿Necesitas cambiar el día? Llámanos al 910 48 22 76 antes de las 20:00 de hoy.

Un saludo,
Casa Nogal
`,
    html: shell({
      lang: "es",
      title: "PIN de entrega",
      pre: "Jueves 19 de marzo, de 9:00 a 13:00",
      bg: "#f3eee8",
      head: logo("https://static.casanogal.es/email/logo-casanogal.png", "Casa Nogal", 140),
      body: `<p>Hola Sam,</p>
<p>¡Tu sofá ya está en camino! Nuestro equipo de transporte lo entregará mañana.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#faf7f3;">
<tr><td>Pedido</td><td>CN-2026-045512</td></tr>
<tr><td>Artículos</td><td>Sofá 3 plazas Olmo, lino arena · Mesa auxiliar Roble</td></tr>
<tr><td>Entrega</td><td>jueves 19 de marzo de 2026, 9:00–13:00</td></tr>
<tr><td>Dirección</td><td>C/ de Alcalá 214, 4.º B, 28028 Madrid</td></tr>
</table>
<p style="margin-top:20px;text-align:center;">PIN de entrega</p>
${digit_cells("7316", "#7a5230")}
<p style="text-align:center;font-size:13px;">Dale este PIN al repartidor cuando llegue. Sin el PIN no podrá dejar el pedido.<br>No lo compartas por teléfono ni por mensaje.</p>
<p>El montaje está incluido y dura unos 30 minutos. Comprueba que el sofá cabe por la puerta y el ascensor (214 × 92 × 86 cm).</p>
<p>¿Necesitas cambiar el día? Llámanos al 910 48 22 76 antes de las 20:00 de hoy.</p>`,
      foot:
        `Casa Nogal Muebles S.L. · Av. de la Industria 40, 28108 Alcobendas (Madrid) · CIF B86231407<br><a href="https://www.casanogal.es/ayuda" style="color:#7a838c;">Ayuda</a> · <a href="https://www.casanogal.es/privacidad" style="color:#7a838c;">Privacidad</a>`,
    }),
  },
  {
    family: "casa-nogal-muebles",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://email.casanogal.es/c/eJwljEEOgyAQRc_CujHBojuXHqGLnmBEp5Ag0GE",
    from: "Casa Nogal <hola@casanogal.es>",
    subject: "Confirma tu correo y activa tu cuenta Casa Nogal",
    date: dt("2026-03-01 12:00:47", "+0100"),
    text: `Hola:

Gracias por registrarte en Casa Nogal. Solo falta un paso: confirma tu dirección de correo.

Confirmar mi correo: https://email.casanogal.es/c/eJwljEEOgyAQRc_CujHBojuXHqGLnmBEp5Ag0GE

Como bienvenida, tienes un 10 % de descuento en tu primera compra con el código HOLANOGAL10 (válido hasta el 31/03/2026, no acumulable).

Casa Nogal Muebles S.L. · Av. de la Industria 40, 28108 Alcobendas (Madrid)
`,
    html: shell({
      lang: "es",
      title: "Confirma tu correo",
      pre: "Solo falta un paso",
      bg: "#f3eee8",
      head: logo("https://static.casanogal.es/email/logo-casanogal.png", "Casa Nogal", 140),
      body:
        `<img src="https://static.casanogal.es/email/hero-salon.jpg" width="536" alt="Salón Casa Nogal" style="display:block;width:100%;border-radius:4px;">
<h1 style="font-size:22px;">Solo falta un paso</h1>
<p>Gracias por registrarte en Casa Nogal. Confirma tu dirección de correo para activar tu cuenta.</p>
${button("https://email.casanogal.es/c/eJwljEEOgyAQRc_CujHBojuXHqGLnmBEp5Ag0GE", "Confirmar mi correo", "#7a5230")}
<p style="background:#faf7f3;padding:12px;font-size:14px;">Como bienvenida, tienes un <b>10 %</b> de descuento en tu primera compra con el código <b>HOLANOGAL10</b> (válido hasta el 31/03/2026, no acumulable).</p>`,
      foot:
        `Casa Nogal Muebles S.L. · Av. de la Industria 40, 28108 Alcobendas (Madrid)<br><a href="https://email.casanogal.es/c/eJwljEEOgyAQRc_unsub" style="color:#7a838c;">Darse de baja</a> · <a href="https://www.casanogal.es/privacidad" style="color:#7a838c;">Privacidad</a>`,
    }),
  },
];
const skillmeadow_foot = `Skillmeadow Learning, Inc. &middot; 500 Pine St, Suite 300, Seattle, WA 98101<br>
<a href="https://skillmeadow.com/help" style="color:#7a838c;">Help</a> &middot; <a href="https://skillmeadow.com/terms" style="color:#7a838c;">Terms</a> &middot;
<a href="https://skillmeadow.com/privacy" style="color:#7a838c;">Privacy</a> &middot; &copy; 2026 Skillmeadow`;

const batch4: Mail[] = [
  {
    family: "bricomais-ferragens",
    group: "regional",
    lang: "pt",
    kind: "reset-code",
    code: "904172",
    link: null,
    from: "BricoMais <naoresponda@bricomais.com.br>",
    subject: "Código para redefinir sua senha",
    date: dt("2026-02-09 21:33:08", "-0300"),
    enc: "b64",
    text: `Olá, Sam!

Recebemos uma solicitação para redefinir a senha da sua conta BricoMais.

Seu código: 904172

Digite o código na tela de redefinição. Ele vale por 20 minutos.

Se você não pediu a troca de senha, ignore este e-mail. Sua senha atual continua valendo.

Central de atendimento: 4003-8821 (capitais) ou 0800 771 8821 (demais localidades)
BricoMais Comércio de Materiais para Construção Ltda. – CNPJ 18.442.910/0001-37
Av. das Nações Unidas, 12.901 – São Paulo/SP – CEP 04578-000
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fff8e6;font-family:Arial,Helvetica,sans-serif;">
${preheader("Vale por 20 minutos.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="background:#ffc400;padding:18px 24px;"><img src="https://img.bricomais.com.br/email/logo.png" alt="BricoMais" width="150"></td></tr>
<tr><td style="background:#fff;padding:28px 30px;font-size:15px;color:#333;line-height:22px;">
<p>Olá, <b>Sam</b>!</p>
<p>Recebemos uma solicitação para redefinir a senha da sua conta BricoMais.</p>
<p>Seu código:</p>
<table cellpadding="0" cellspacing="0"><tr><td style="font-size:34px;font-weight:bold;color:#222;padding:10px 20px;border:2px solid #ffc400;letter-spacing:3px;">904172</td></tr></table>
<p>Digite o código na tela de redefinição. Ele vale por <b>20 minutos</b>.</p>
<p style="font-size:13px;color:#777;">Se você não pediu a troca de senha, ignore este e-mail. Sua senha atual continua valendo.</p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#777;">
Central de atendimento: 4003-8821 (capitais) ou 0800 771 8821<br>
BricoMais Comércio de Materiais para Construção Ltda. – CNPJ 18.442.910/0001-37<br>
Av. das Nações Unidas, 12.901 – São Paulo/SP – CEP 04578-000<br>
<a href="https://www.facebook.com/bricomais"><img src="https://img.bricomais.com.br/email/fb.png" alt="Facebook" width="22"></a>
<a href="https://www.instagram.com/bricomais"><img src="https://img.bricomais.com.br/email/ig.png" alt="Instagram" width="22"></a>
<a href="https://www.youtube.com/@bricomais"><img src="https://img.bricomais.com.br/email/yt.png" alt="YouTube" width="22"></a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "bricomais-ferragens",
    group: "regional",
    lang: "pt",
    kind: "pickup-code",
    code: "K7M-4QX",
    link: null,
    from: "BricoMais <pedidos@bricomais.com.br>",
    subject: "Seu pedido 7710-2284 está pronto para retirada",
    date: dt("2026-02-21 10:47:52", "-0300"),
    enc: "qp",
    text: `Olá, Sam!

Boa notícia: seu pedido já está separado e pronto para retirada na loja.

Pedido: 7710-2284
Loja: BricoMais Marginal Pinheiros – Av. das Nações Unidas, 12.901, São Paulo/SP
Horário: seg. a sáb. das 7h às 22h, dom. e feriados das 8h às 20h
Prazo para retirar: até 28/02/2026

Itens:
- Furadeira de impacto 650 W 127 V (1 un.) – R$ 289,90
- Kit brocas aço rápido 15 peças (1 un.) – R$ 64,90
- Bucha nylon 8 mm c/ 100 (2 un.) – R$ 37,80
Total pago: R$ 392,60 (Pix)

Código de retirada: K7M-4QX

Vá ao balcão "Retire na Loja", informe o código de retirada e apresente um documento com foto do titular da compra (CPF ***.482.***-15). Se outra pessoa for retirar, ela precisa levar o código e uma autorização assinada.

Obrigado por comprar com a BricoMais!
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fff8e6;font-family:Arial,Helvetica,sans-serif;">
${preheader("Retire até 28/02 na loja Marginal Pinheiros")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="background:#ffc400;padding:18px 24px;"><img src="https://img.bricomais.com.br/email/logo.png" alt="BricoMais" width="150"></td></tr>
<tr><td style="background:#fff;padding:26px 30px;font-size:14px;color:#333;line-height:21px;">
<p style="font-size:20px;font-weight:bold;">Seu pedido está pronto para retirada!</p>
<p>Pedido <b>7710-2284</b> &middot; Loja BricoMais Marginal Pinheiros<br>Av. das Nações Unidas, 12.901, São Paulo/SP</p>
<p>Horário: seg. a sáb. 7h–22h, dom. e feriados 8h–20h &middot; Retire até <b>28/02/2026</b></p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#fffbea;border:1px solid #f3e2a4;">
<tr><td align="center"><span style="font-size:12px;color:#7a6a2a;text-transform:uppercase;">Código de retirada</span><br><span style="font-size:30px;font-weight:bold;letter-spacing:2px;">K7M-4QX</span></td></tr></table>
<p>Vá ao balcão <b>Retire na Loja</b>, informe o código de retirada e apresente um documento com foto do titular da compra (CPF ***.482.***-15).</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td>Furadeira de impacto 650 W 127 V</td><td>1 un.</td><td align="right">R$ 289,90</td></tr>
<tr><td>Kit brocas aço rápido 15 peças</td><td>1 un.</td><td align="right">R$ 64,90</td></tr>
<tr><td>Bucha nylon 8 mm c/ 100</td><td>2 un.</td><td align="right">R$ 37,80</td></tr>
<tr><td colspan="2"><b>Total pago (Pix)</b></td><td align="right"><b>R$ 392,60</b></td></tr>
</table>
<p><a href="https://www.bricomais.com.br/minha-conta/pedidos/7710-2284" style="color:#b38600;">Ver detalhes do pedido</a></p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#777;">BricoMais Comércio de Materiais para Construção Ltda. – CNPJ 18.442.910/0001-37</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "motori-rinaldi",
    group: "regional",
    lang: "it",
    kind: "activate-link",
    code: null,
    link: "https://clienti.motoririnaldi.it/attivazione?id=MR-CL-20931&chiave=Xc7t2QbN90sLk",
    from: "Motori Rinaldi Concessionaria <clienti@motoririnaldi.it>",
    subject: "Benvenuto nell'Area Clienti Motori Rinaldi – attiva il tuo account",
    date: dt("2026-04-23 17:12:38", "+0200"),
    enc: "qp",
    text: `Gentile Sam Reader,

grazie per aver scelto Motori Rinaldi per l'acquisto della sua nuova Fiat 600 Hybrid (consegna prevista il 15/05/2026).

Il suo consulente, Marco Bellini, ha creato per lei un account nell'Area Clienti, dove troverà il contratto, i documenti del veicolo, il libretto tagliandi digitale e le prossime scadenze.

Per attivare l'account e scegliere la password, clicchi qui:
https://clienti.motoririnaldi.it/attivazione?id=MR-CL-20931&chiave=Xc7t2QbN90sLk

Il link resta valido per 7 giorni.

Cordiali saluti,
Motori Rinaldi S.p.A.
Via Emilia Ponente 288, 40133 Bologna – Tel. 051 641 2200
`,
    html: shell({
      lang: "it",
      title: "Attiva il tuo account",
      pre: "Contratto, documenti e scadenze in un unico posto",
      bg: "#e9e9e9",
      head: `<table width="100%"><tr><td>${
        logo("https://www.motoririnaldi.it/img/email/logo-rinaldi.png", "Motori Rinaldi", 170)
      }</td><td align="right" style="font-family:Arial;font-size:11px;color:#999;">Concessionaria ufficiale Fiat · Jeep · Alfa Romeo</td></tr></table>`,
      body: `<p>Gentile Sam Reader,</p>
<p>grazie per aver scelto Motori Rinaldi per l'acquisto della sua nuova <b>Fiat 600 Hybrid</b> (consegna prevista il 15/05/2026).</p>
<p>Il suo consulente, Marco Bellini, ha creato per lei un account nell'<b>Area Clienti</b>, dove troverà il contratto, i documenti del veicolo, il libretto tagliandi digitale e le prossime scadenze.</p>
${
        button(
          "https://clienti.motoririnaldi.it/attivazione?id=MR-CL-20931&chiave=Xc7t2QbN90sLk",
          "Attiva il tuo account",
          "#a3001b",
        )
      }
<p style="font-size:13px;color:#777;">Il link resta valido per 7 giorni.</p>
<p>Cordiali saluti,<br>Motori Rinaldi S.p.A.</p>`,
      foot:
        `Motori Rinaldi S.p.A. · Via Emilia Ponente 288, 40133 Bologna · Tel. 051 641 2200 · P.IVA 00419871205<br><a href="https://www.motoririnaldi.it/privacy" style="color:#7a838c;">Informativa privacy</a>`,
    }),
  },
  {
    family: "motori-rinaldi",
    group: "regional",
    lang: "it",
    kind: "service-reminder",
    code: null,
    link: null,
    from: "Motori Rinaldi Officina <officina@motoririnaldi.it>",
    subject: "Promemoria: tagliando Fiat 600 – martedì 9 giugno ore 8:30",
    date: dt("2026-06-05 09:30:00", "+0200"),
    html: null,
    text: `Gentile Sam Reader,

le ricordiamo l'appuntamento in officina:

Veicolo: Fiat 600 Hybrid – targa GL 731 KW
Intervento: primo tagliando (15.000 km) + controllo climatizzatore
Data e ora: martedì 9 giugno 2026, ore 8:30
Officina: Via Emilia Ponente 290, Bologna (ingresso accettazione a destra dello showroom)
Durata stimata: 2 ore e mezza – è disponibile un'auto di cortesia
Preventivo: 219,00 € IVA inclusa

Se non può venire, ci chiami allo 051 641 2230 almeno 24 ore prima.

Officina Motori Rinaldi
`,
  },
  {
    family: "ashdown-motors",
    group: "consumer",
    lang: "en",
    kind: "mot-reminder",
    code: null,
    link: null,
    from: "Ashdown Motors <service@ashdownmotors.co.uk>",
    subject: "Your MOT is due on 14 August - WR19 KXE",
    date: dt("2026-07-15 08:02:10", "+0100"),
    html: null,
    text: `Dear Mr Reader,

Our records show the MOT for your vehicle runs out soon.

Vehicle: Ford Focus 1.0 EcoBoost Titanium
Registration: WR19 KXE
MOT expiry: 14 August 2026
Last recorded mileage: 48,212

You can have the MOT done up to a month (minus a day) before it runs out and keep the same renewal date.

MOT test: £45.00 (statutory maximum £54.85)
MOT + interim service: £169.00

To book, call us on 01342 822 410 or pop into the workshop - we're open Mon-Fri 8am-6pm and Sat 8am-1pm.

Kind regards,
Gary Holt
Service Manager, Ashdown Motors
Lewes Road, Forest Row, East Sussex RH18 5EZ

To stop receiving reminders, reply STOP to this email.
`,
  },
  {
    family: "ashdown-motors",
    group: "consumer",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: "https://portal.ashdownmotors.co.uk/activate/3b0f21d9-77c4-4a8e-9e12-5c4d8a0b61f7",
    from: "Ashdown Motors <service@ashdownmotors.co.uk>",
    subject: "Set up your Ashdown Motors online account",
    date: dt("2026-08-14 15:26:44", "+0100"),
    text: `Dear Mr Reader,

Thanks for bringing your Ford Focus (WR19 KXE) in today. Your MOT passed with no advisories.

While you were here, Lucy on reception set up an online account for you. Once it's active you can see your service history, download MOT certificates and invoices, and book your next visit.

Activate your account:
https://portal.ashdownmotors.co.uk/activate/3b0f21d9-77c4-4a8e-9e12-5c4d8a0b61f7

The link works for 14 days.

Kind regards,
Ashdown Motors
Lewes Road, Forest Row, East Sussex RH18 5EZ | 01342 822 410
VAT reg. GB 291 4478 06
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="border-bottom:2px solid #12355b;padding-bottom:12px;"><img src="https://portal.ashdownmotors.co.uk/static/ashdown-logo.gif" alt="Ashdown Motors - Independent Ford Specialists" width="220"></td></tr>
<tr><td style="padding:18px 0;font-size:15px;line-height:23px;">
<p>Dear Mr Reader,</p>
<p>Thanks for bringing your Ford Focus (WR19 KXE) in today. Your MOT passed with no advisories.</p>
<p>While you were here, Lucy on reception set up an online account for you. Once it's active you can see your service history, download MOT certificates and invoices, and book your next visit.</p>
<p><a href="https://portal.ashdownmotors.co.uk/activate/3b0f21d9-77c4-4a8e-9e12-5c4d8a0b61f7" style="background:#12355b;color:#fff;padding:10px 18px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Activate my account</a></p>
<p style="font-size:13px;color:#666;">The link works for 14 days.</p>
<p>Kind regards,<br>Ashdown Motors</p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding-top:10px;font-family:Arial,sans-serif;font-size:11px;color:#888;">Lewes Road, Forest Row, East Sussex RH18 5EZ &middot; 01342 822 410 &middot; VAT reg. GB 291 4478 06</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "autoskola-rychlik",
    group: "regional",
    lang: "cs",
    kind: "login-code",
    code: "379106",
    link: null,
    from: "Autoškola Rychlík <studenti@autoskola-rychlik.cz>",
    subject: "Přihlašovací kód do studijního portálu",
    date: dt("2026-03-12 19:48:05", "+0100"),
    enc: "qp",
    text: `Dobrý den,

pro přihlášení do studijního portálu Autoškoly Rychlík použijte tento jednorázový kód:

37 91 06

Kód platí 10 minut. Pokud jste se nepřihlašoval(a), tento e-mail ignorujte.

Autoškola Rychlík s.r.o., Palackého 41, 779 00 Olomouc
tel. 585 221 904
`,
    html: `<html lang="cs"><body style="margin:0;background:#f3f3f3;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;">
<tr><td style="padding:20px 26px;background:#1e4fa0;color:#fff;font-size:18px;font-weight:bold;">Autoškola Rychlík · studijní portál</td></tr>
<tr><td style="padding:24px 26px;font-size:15px;color:#222;">
<p>Dobrý den,</p>
<p>pro přihlášení do studijního portálu použijte tento jednorázový kód:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;text-align:center;background:#eef2fa;padding:12px;">37 91 06</p>
<p style="font-size:13px;color:#777;">Kód platí 10 minut. Pokud jste se nepřihlašoval(a), tento e-mail ignorujte.</p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#999;border-top:1px solid #eee;">Autoškola Rychlík s.r.o., Palackého 41, 779 00 Olomouc · tel. 585 221 904</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "autoskola-rychlik",
    group: "regional",
    lang: "cs",
    kind: "lesson-schedule",
    code: null,
    link: null,
    from: "Autoškola Rychlík <studenti@autoskola-rychlik.cz>",
    subject: "Rozpis jízd na příští týden",
    date: dt("2026-03-20 12:00:00", "+0100"),
    html: null,
    text: `Dobrý den, Same,

zde je Váš rozpis praktických jízd (skupina B) na týden 23.–27. 3. 2026:

po 23. 3.  15:30–17:00  město Olomouc, instruktor Petr Novák, vůz Škoda Fabia 4T2 8831
st 25. 3.  07:00–08:30  okresní silnice + parkování, instruktor Petr Novák
pá 27. 3.  14:00–15:30  dálnice D35, instruktor Jana Horáková, vůz Škoda Scala 8M5 1290

Sraz vždy před učebnou na Palackého 41. S sebou: občanský průkaz a studijní průkaz.

Máte odjeto 18 z 28 povinných jízd. Zkouška z předpisů je naplánována na 7. 4. 2026 v 8:00 na Magistrátu města Olomouce (Hynaisova 10).

Omluvit jízdu je možné nejpozději 24 hodin předem na tel. 585 221 904, jinak účtujeme 600 Kč.

Autoškola Rychlík s.r.o.
`,
  },
  {
    family: "kotoba-gakuin",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://my.kotoba-gakuin.jp/register/confirm?token=aK9fR2mXz7Lq0wPe",
    from: "ことば学院オンライン <info@kotoba-gakuin.jp>",
    subject: "【ことば学院】メールアドレスの確認をお願いします",
    date: dt("2026-01-26 22:15:39", "+0900"),
    enc: "b64",
    text: `Sam Reader 様

ことば学院オンラインにご登録いただき、誠にありがとうございます。

仮登録が完了しました。下記のURLをクリックして、本登録を完了してください。

https://my.kotoba-gakuin.jp/register/confirm?token=aK9fR2mXz7Lq0wPe

※URLの有効期限は24時間です。
※本メールにお心当たりのない場合は、破棄してください。

無料体験レッスン（25分）は本登録後にマイページから予約できます。

―――――――――――――――――
ことば学院オンライン
〒150-0002 東京都渋谷区渋谷2-15-1 渋谷クロスタワー9F
お問い合わせ：support@kotoba-gakuin.jp（平日10:00〜18:00）
―――――――――――――――――
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fbf6ef;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 30px;border-bottom:3px solid #e0533d;"><img src="https://my.kotoba-gakuin.jp/img/mail/logo.png" alt="ことば学院オンライン" width="200"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:1.9;color:#333;">
<p>Sam Reader 様</p>
<p>ことば学院オンラインにご登録いただき、誠にありがとうございます。</p>
<p>仮登録が完了しました。下のボタンをクリックして、本登録を完了してください。</p>
<p style="text-align:center;margin:26px 0;"><a href="https://my.kotoba-gakuin.jp/register/confirm?token=aK9fR2mXz7Lq0wPe" style="background:#e0533d;color:#fff;padding:14px 40px;border-radius:30px;text-decoration:none;font-weight:bold;">本登録を完了する</a></p>
<p style="font-size:12px;color:#888;">※URLの有効期限は24時間です。<br>※本メールにお心当たりのない場合は、破棄してください。</p>
<p>無料体験レッスン（25分）は本登録後にマイページから予約できます。</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f4f0ea;font-size:11px;color:#888;line-height:1.7;">ことば学院オンライン<br>〒150-0002 東京都渋谷区渋谷2-15-1 渋谷クロスタワー9F<br>
<a href="https://www.kotoba-gakuin.jp/privacy" style="color:#888;">プライバシーポリシー</a> ｜ <a href="https://www.kotoba-gakuin.jp/tokushoho" style="color:#888;">特定商取引法に基づく表記</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kotoba-gakuin",
    group: "regional",
    lang: "ja",
    kind: "certificate",
    code: null,
    link: null,
    from: "ことば学院オンライン <info@kotoba-gakuin.jp>",
    subject: "【ことば学院】修了証を発行しました（ビジネス英語 中級コース）",
    date: dt("2026-06-30 10:00:00", "+0900"),
    enc: "b64",
    text: `Sam Reader 様

「ビジネス英語 中級コース」全24回のレッスンを修了されました。おめでとうございます！

修了証番号：KG-2026-B2-04471
コース期間：2026年4月1日〜2026年6月28日
出席率：96%（23/24回）
最終評価：A

修了証（PDF）を本メールに添付しております。マイページからも再ダウンロードいただけます。

次のステップとして「ビジネス英語 上級コース」（7月開講、全24回 52,800円・税込）もぜひご検討ください。

ことば学院オンライン
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fbf6ef;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 30px;border-bottom:3px solid #e0533d;"><img src="https://my.kotoba-gakuin.jp/img/mail/logo.png" alt="ことば学院オンライン" width="200"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:1.9;color:#333;">
<p>Sam Reader 様</p>
<p>「ビジネス英語 中級コース」全24回のレッスンを修了されました。<b>おめでとうございます！</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #eee;font-size:13px;">
<tr><td style="background:#faf7f2;width:35%;">修了証番号</td><td>KG-2026-B2-04471</td></tr>
<tr><td style="background:#faf7f2;">コース期間</td><td>2026年4月1日〜2026年6月28日</td></tr>
<tr><td style="background:#faf7f2;">出席率</td><td>96%（23/24回）</td></tr>
<tr><td style="background:#faf7f2;">最終評価</td><td>A</td></tr>
</table>
<p>修了証（PDF）を本メールに添付しております。<a href="https://my.kotoba-gakuin.jp/mypage/certificates">マイページ</a>からも再ダウンロードいただけます。</p>
<p style="background:#fff4ef;padding:12px;">次のステップとして「ビジネス英語 上級コース」（7月開講、全24回 52,800円・税込）もぜひご検討ください。</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f4f0ea;font-size:11px;color:#888;">ことば学院オンライン ｜ 〒150-0002 東京都渋谷区渋谷2-15-1</td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "shuryosho_KG-2026-B2-04471.pdf",
      "application/pdf",
      pdf("Certificate of Completion KG-2026-B2-04471", [
        "Business English Intermediate",
        "Sam Reader",
        "2026-04-01 - 2026-06-28",
      ]),
    ],
  },
  {
    family: "skillmeadow",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://skillmeadow.com/auth/magic?token=sm_ml_4QpZ8yN2vT6rLk1WcX0b&next=%2Fcourses%2Fwatercolour-basics",
    from: "Skillmeadow <login@skillmeadow.com>",
    subject: "Your sign-in link for Skillmeadow",
    date: dt("2026-02-17 06:44:51", "-0800"),
    enc: "qp",
    text: `Hi there,

Click the link below to sign in to Skillmeadow. It works once and expires in 15 minutes.

https://skillmeadow.com/auth/magic?token=sm_ml_4QpZ8yN2vT6rLk1WcX0b&next=%2Fcourses%2Fwatercolour-basics

Requested from Chrome on Windows, near Leeds, United Kingdom.
If this wasn't you, you can safely ignore this email.

- The Skillmeadow team
`,
    html: shell({
      lang: "en",
      title: "Sign in to Skillmeadow",
      pre: "This link works once and expires in 15 minutes.",
      bg: "#f5f3ff",
      head: logo("https://assets.skillmeadow.com/email/logo-v3.png", "Skillmeadow", 130),
      body: `<h1 style="font-size:20px;">Sign in to Skillmeadow</h1>
<p>Click the button below to sign in. It works once and expires in 15 minutes.</p>
${
        button(
          "https://skillmeadow.com/auth/magic?token=sm_ml_4QpZ8yN2vT6rLk1WcX0b&next=%2Fcourses%2Fwatercolour-basics",
          "Sign in",
          "#5b3fd6",
        )
      }
<p style="font-size:13px;color:#666;">Requested from Chrome on Windows, near Leeds, United Kingdom. If this wasn't you, you can safely ignore this email.</p>`,
      foot: skillmeadow_foot,
    }),
  },
  {
    family: "skillmeadow",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "551093",
    link: null,
    from: "Skillmeadow <security@skillmeadow.com>",
    subject: "Skillmeadow two-step verification code",
    date: dt("2026-03-30 19:02:17", "-0700"),
    text: `Your two-step verification code is: 551 093

Enter this code on the sign-in screen to continue. It expires in 10 minutes.

If you're not trying to sign in, someone may know your password. Reset it here: https://skillmeadow.com/account/password

Skillmeadow Learning, Inc., 500 Pine St, Suite 300, Seattle, WA 98101
`,
    html: shell({
      lang: "en",
      title: "Two-step verification",
      pre: "Your code expires in 10 minutes.",
      bg: "#f5f3ff",
      head: logo("https://assets.skillmeadow.com/email/logo-v3.png", "Skillmeadow", 130),
      body: `<p>Your two-step verification code is:</p>
<p style="font-size:30px;font-weight:700;color:#5b3fd6;letter-spacing:6px;margin:10px 0 20px;">551 093</p>
<p>Enter this code on the sign-in screen to continue. It expires in 10 minutes.</p>
<p style="font-size:13px;color:#666;">If you're not trying to sign in, someone may know your password. <a href="https://skillmeadow.com/account/password">Reset it here</a>.</p>`,
      foot: skillmeadow_foot,
    }),
  },
  {
    family: "skillmeadow",
    group: "consumer",
    lang: "en",
    kind: "certificate",
    code: null,
    link: null,
    from: "Skillmeadow <courses@skillmeadow.com>",
    subject: "You did it! Your certificate for Watercolour Basics",
    date: dt("2026-04-12 11:20:05", "-0700"),
    enc: "b64",
    text: `Congratulations, Sam!

You've completed Watercolour Basics: Washes, Layers and Light with instructor Priya Raman.

Lessons completed: 32 of 32
Hours of video: 6.5
Projects submitted: 4
Certificate ID: SMC-8F2D-11A7-0394
Completed on: April 12, 2026

View or share your certificate: https://skillmeadow.com/certificates/SMC-8F2D-11A7-0394
Add it to your LinkedIn profile: https://skillmeadow.com/certificates/SMC-8F2D-11A7-0394/linkedin

Keep going: students who finished this class also enjoyed "Ink & Wash Landscapes" and "Sketchbook Habits in 30 Days".

Happy painting!
Skillmeadow
`,
    html: shell({
      lang: "en",
      title: "Certificate of completion",
      pre: "32 of 32 lessons - certificate SMC-8F2D-11A7-0394",
      bg: "#f5f3ff",
      head: logo("https://assets.skillmeadow.com/email/logo-v3.png", "Skillmeadow", 130),
      body:
        `<img src="https://assets.skillmeadow.com/email/confetti-banner.png" width="536" alt="" style="display:block;width:100%;">
<h1 style="font-size:22px;">Congratulations, Sam!</h1>
<p>You've completed <b>Watercolour Basics: Washes, Layers and Light</b> with instructor Priya Raman.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td>Lessons completed</td><td><b>32 of 32</b></td></tr>
<tr><td>Hours of video</td><td>6.5</td></tr>
<tr><td>Projects submitted</td><td>4</td></tr>
<tr><td>Certificate ID</td><td>SMC-8F2D-11A7-0394</td></tr>
<tr><td>Completed on</td><td>April 12, 2026</td></tr>
</table>
${button("https://skillmeadow.com/certificates/SMC-8F2D-11A7-0394", "View certificate", "#5b3fd6")}
<p><a href="https://skillmeadow.com/certificates/SMC-8F2D-11A7-0394/linkedin">Add to LinkedIn</a></p>
<p style="font-size:14px;">Keep going: students who finished this class also enjoyed <a href="https://skillmeadow.com/classes/ink-wash-landscapes">Ink &amp; Wash Landscapes</a> and <a href="https://skillmeadow.com/classes/sketchbook-habits">Sketchbook Habits in 30 Days</a>.</p>`,
      foot: skillmeadow_foot +
        `<br><a href="https://skillmeadow.com/settings/notifications" style="color:#7a838c;">Unsubscribe from course updates</a>`,
    }),
  },
];
const gigloft_foot = `Gigloft Live Ltd &middot; Unit 4, 19 Ancoats Street, Manchester M4 6DE<br>
<a href="https://click.gigloft.live/f/a/help~~/AAQRxRA~~" style="color:#7a838c;">Help</a> &middot;
<a href="https://click.gigloft.live/f/a/privacy~~/AAQRxRA~~" style="color:#7a838c;">Privacy</a> &middot;
<a href="https://click.gigloft.live/f/a/unsub~~/AAQRxRA~~" style="color:#7a838c;">Unsubscribe</a>`;

const batch5: Mail[] = [
  {
    family: "haneum-arts-center",
    group: "regional",
    lang: "ko",
    kind: "signup-code",
    code: "836204",
    link: null,
    from: "한음아트센터 <noreply@haneumarts.or.kr>",
    subject: "[한음아트센터] 회원가입 인증번호 안내",
    date: dt("2026-04-04 20:31:16", "+0900"),
    enc: "b64",
    text: `안녕하세요. 한음아트센터입니다.

회원가입을 위한 이메일 인증번호를 알려드립니다.

인증번호: 836204

인증번호 입력 화면에 위 번호를 입력해 주세요. 인증번호는 발송 후 3분간 유효합니다.

본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.

(재)한음아트센터 | 서울특별시 마포구 월드컵북로 400 | 대표전화 02-3153-7700
본 메일은 발신전용입니다.
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f2f2;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #222;">
<tr><td style="padding:24px 36px;"><img src="https://www.haneumarts.or.kr/images/mail/logo.png" alt="한음아트센터 HANEUM ARTS CENTER" width="190"></td></tr>
<tr><td style="padding:0 36px 30px;font-size:14px;line-height:1.8;color:#333;">
<p style="font-size:20px;font-weight:bold;color:#111;">이메일 인증번호 안내</p>
<p>안녕하세요. 한음아트센터입니다.<br>회원가입을 위한 이메일 인증번호를 알려드립니다.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f7f7;margin:18px 0;"><tr>
<td style="padding:20px;font-size:13px;color:#666;" width="30%">인증번호</td>
<td style="padding:20px;font-size:28px;font-weight:bold;color:#c0392b;letter-spacing:6px;">836204</td></tr></table>
<p>인증번호 입력 화면에 위 번호를 입력해 주세요. 인증번호는 발송 후 <b>3분간</b> 유효합니다.</p>
<p style="color:#888;font-size:12px;">본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.</p>
</td></tr>
<tr><td style="padding:18px 36px;background:#333;color:#aaa;font-size:11px;line-height:1.7;">(재)한음아트센터 | 서울특별시 마포구 월드컵북로 400 | 대표전화 02-3153-7700<br>본 메일은 발신전용입니다. Copyright © 2026 HANEUM ARTS CENTER. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "haneum-arts-center",
    group: "regional",
    lang: "ko",
    kind: "ticket",
    code: null,
    link: null,
    from: "한음아트센터 <ticket@haneumarts.or.kr>",
    subject: "[한음아트센터] 예매가 완료되었습니다 - 뮤지컬 〈달의 정원〉",
    date: dt("2026-04-05 13:07:44", "+0900"),
    enc: "b64",
    text: `Sam Reader 고객님, 예매해 주셔서 감사합니다.

예매번호: T2604051307-0882
공연명: 뮤지컬 〈달의 정원〉
일시: 2026년 5월 16일(토) 오후 7시 30분
장소: 한음아트센터 대극장
좌석: 1층 D열 14번, 15번 (R석)
매수: 2매
결제금액: 220,000원 (신용카드 일시불)

공연 당일 공연장 1층 매표소에서 예매번호와 신분증을 제시하시면 티켓을 받으실 수 있습니다. 모바일 티켓은 공연 3일 전부터 앱에서 확인 가능합니다.

취소 마감: 2026년 5월 15일(금) 오후 5시 (취소 수수료가 부과될 수 있습니다)

공연 시작 후에는 입장이 제한될 수 있으니 30분 전까지 도착해 주세요.

한음아트센터 고객센터 02-3153-7700
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f2f2;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #222;">
<tr><td style="padding:24px 36px;"><img src="https://www.haneumarts.or.kr/images/mail/logo.png" alt="한음아트센터" width="190"></td></tr>
<tr><td style="padding:0 36px 24px;font-size:14px;line-height:1.8;color:#333;">
<p><b>Sam Reader</b> 고객님, 예매해 주셔서 감사합니다.</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="150" valign="top"><img src="https://www.haneumarts.or.kr/upload/poster/2026/moon-garden.jpg" width="140" alt="뮤지컬 달의 정원 포스터"></td>
<td valign="top">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#888;">예매번호</td><td><b>T2604051307-0882</b></td></tr>
<tr><td style="color:#888;">공연명</td><td>뮤지컬 〈달의 정원〉</td></tr>
<tr><td style="color:#888;">일시</td><td>2026.05.16(토) 19:30</td></tr>
<tr><td style="color:#888;">장소</td><td>대극장</td></tr>
<tr><td style="color:#888;">좌석</td><td>1층 D열 14번, 15번 (R석)</td></tr>
<tr><td style="color:#888;">결제금액</td><td>220,000원</td></tr>
</table></td></tr></table>
<p>공연 당일 1층 매표소에서 예매번호와 신분증을 제시하시면 티켓을 받으실 수 있습니다. 모바일 티켓은 공연 3일 전부터 앱에서 확인 가능합니다.</p>
<p style="font-size:12px;color:#888;">취소 마감: 2026년 5월 15일(금) 오후 5시 · 공연 시작 후에는 입장이 제한될 수 있습니다.</p>
<p><a href="https://ticket.haneumarts.or.kr/mypage/reservations">예매 내역 보기</a></p>
</td></tr>
<tr><td style="padding:18px 36px;background:#333;color:#aaa;font-size:11px;">(재)한음아트센터 | 서울특별시 마포구 월드컵북로 400 | 02-3153-7700</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gigloft-live",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "GL-740318",
    code_digits: "740318",
    link: "https://click.gigloft.live/f/a/Zp2Q8sKx1mN4~~/AAQRxRA~~/RgRsvZ1aP0QoaHR0cHM6Ly9naWdsb2Z0LmxpdmUvdmVyaWZ5",
    from: "Gigloft <tickets@gigloft.live>",
    subject: "Verify your email to unlock presale access",
    date: dt("2026-01-13 09:58:02"),
    enc: "qp",
    text: `Hey Sam,

You're nearly in. Verify your email so we can send you presale codes for gigs in Manchester, Leeds and Liverpool.

Tap to verify:
https://click.gigloft.live/f/a/Zp2Q8sKx1mN4~~/AAQRxRA~~/RgRsvZ1aP0QoaHR0cHM6Ly9naWdsb2Z0LmxpdmUvdmVyaWZ5

Or enter this code in the app: GL-740318

The code and the link expire in 30 minutes.

Gigloft Live Ltd, Unit 4, 19 Ancoats Street, Manchester M4 6DE
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#111111;">
${preheader("Presale access is one tap away")}
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:18px;"><img src="https://img.gigloft.live/email/gigloft-neon.png" alt="GIGLOFT" width="150"></td></tr>
<tr><td style="background:#1c1c1c;border-radius:14px;padding:30px;font-family:'Helvetica Neue',Arial,sans-serif;color:#f2f2f2;font-size:16px;line-height:24px;">
<p style="font-size:26px;font-weight:800;margin:0 0 14px;color:#ff3ea5;">You're nearly in.</p>
<p>Hey Sam, verify your email so we can send you presale codes for gigs in Manchester, Leeds and Liverpool.</p>
${
      button(
        "https://click.gigloft.live/f/a/Zp2Q8sKx1mN4~~/AAQRxRA~~/RgRsvZ1aP0QoaHR0cHM6Ly9naWdsb2Z0LmxpdmUvdmVyaWZ5",
        "Verify email",
        "#ff3ea5",
        "#111111",
      )
    }
<p style="color:#aaa;">Or enter this code in the app:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:3px;margin:0 0 18px;">GL-740318</p>
<p style="color:#888;font-size:13px;">The code and the link expire in 30 minutes.</p>
</td></tr>
<tr><td style="padding:18px 0;font-family:Arial,sans-serif;font-size:11px;color:#777;" align="center">${gigloft_foot}</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gigloft-live",
    group: "consumer",
    lang: "en",
    kind: "ticket",
    code: null,
    link: null,
    from: "Gigloft <tickets@gigloft.live>",
    subject: "Your tickets: The Lanternfish + support, Albert Hall Manchester, Sat 7 Mar",
    date: dt("2026-02-02 10:01:44"),
    text: `Order confirmed - you're going!

The Lanternfish + Moth Parade
Albert Hall, 27 Peter Street, Manchester M2 5QR
Saturday 7 March 2026 - doors 19:00, The Lanternfish on stage approx. 21:00

Order number: GLF-1183-22907
Tickets: 2 x Standing (Ground Floor) @ £32.50
Booking fee: 2 x £3.75
Total: £72.50 (Apple Pay)

Your tickets are in the Gigloft app under "My tickets". Show the QR code at Door B (Peter Street). Screenshots won't scan - the code refreshes every 30 seconds.

Age 14+. Under-16s must be accompanied by an adult. Bag policy: nothing larger than A4.

Can't go? Resell at face value through the app until 48 hours before doors.

Gigloft Live Ltd, Unit 4, 19 Ancoats Street, Manchester M4 6DE
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#111111;">
${preheader("Doors 19:00 - show the QR code at Door B")}
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:18px;"><img src="https://img.gigloft.live/email/gigloft-neon.png" alt="GIGLOFT" width="150"></td></tr>
<tr><td><img src="https://img.gigloft.live/events/lanternfish-2026-tour.jpg" width="560" alt="The Lanternfish - Tour 2026" style="display:block;border-radius:14px 14px 0 0;"></td></tr>
<tr><td style="background:#1c1c1c;border-radius:0 0 14px 14px;padding:26px 30px;font-family:'Helvetica Neue',Arial,sans-serif;color:#f2f2f2;font-size:15px;line-height:23px;">
<p style="font-size:24px;font-weight:800;margin:0 0 10px;color:#ff3ea5;">You're going!</p>
<p><b>The Lanternfish</b> + Moth Parade<br>Albert Hall, 27 Peter Street, Manchester M2 5QR<br>Saturday 7 March 2026 &middot; doors 19:00 &middot; headliner approx. 21:00</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;color:#ddd;">
<tr><td>Order number</td><td align="right">GLF-1183-22907</td></tr>
<tr><td>2 &times; Standing (Ground Floor)</td><td align="right">&pound;65.00</td></tr>
<tr><td>Booking fee</td><td align="right">&pound;7.50</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>&pound;72.50</b></td></tr>
</table>
<p>Your tickets are in the Gigloft app under <b>My tickets</b>. Show the QR code at Door B (Peter Street). Screenshots won't scan &ndash; the code refreshes every 30 seconds.</p>
<p style="font-size:13px;color:#999;">Age 14+. Under-16s must be accompanied by an adult. Bag policy: nothing larger than A4. Can't go? Resell at face value in the app until 48 hours before doors.</p>
<p><a href="https://apps.apple.com/gb/app/gigloft/id1620044"><img src="https://img.gigloft.live/email/badge-appstore.png" alt="Download on the App Store" width="120"></a>
<a href="https://play.google.com/store/apps/details?id=live.gigloft"><img src="https://img.gigloft.live/email/badge-gplay.png" alt="Get it on Google Play" width="135"></a></p>
</td></tr>
<tr><td style="padding:18px 0;font-family:Arial,sans-serif;font-size:11px;color:#777;" align="center">${gigloft_foot}</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "nadi-al-nakheel-tickets",
    group: "regional",
    lang: "ar",
    kind: "otp",
    code: "4096",
    link: null,
    from: "تذاكر نادي النخيل <tickets@alnakheelclub.sa>",
    subject: "رمز التحقق لشراء التذاكر",
    date: dt("2026-09-18 16:22:10", "+0300"),
    enc: "b64",
    text: `مرحباً،

رمز التحقق الخاص بك لإتمام شراء تذاكر مباراة نادي النخيل هو:

4096

أدخل الرمز في صفحة الدفع خلال 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو النادي لن يطلبوه منك أبداً.

إذا لم تطلب هذا الرمز، تجاهل هذه الرسالة.

متجر تذاكر نادي النخيل الرياضي
الرياض – طريق الملك فهد – ص.ب 88214
الدعم: 920033418
`,
    html: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4ef;font-family:Tahoma,'Segoe UI',Arial,sans-serif;direction:rtl;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:26px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td align="center" style="padding:22px;background:#0d5c2e;border-radius:8px 8px 0 0;"><img src="https://tickets.alnakheelclub.sa/mail/crest.png" alt="نادي النخيل" width="70"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:1.9;color:#222;text-align:right;">
<p>مرحباً،</p>
<p>رمز التحقق الخاص بك لإتمام شراء تذاكر مباراة نادي النخيل هو:</p>
<p style="text-align:center;font-size:34px;font-weight:bold;letter-spacing:10px;color:#0d5c2e;direction:ltr;">4096</p>
<p>أدخل الرمز في صفحة الدفع خلال 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو النادي لن يطلبوه منك أبداً.</p>
<p style="font-size:13px;color:#777;">إذا لم تطلب هذا الرمز، تجاهل هذه الرسالة.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f6f6f6;font-size:11px;color:#888;text-align:center;">متجر تذاكر نادي النخيل الرياضي · الرياض · الدعم: 920033418</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "nadi-al-nakheel-tickets",
    group: "regional",
    lang: "ar",
    kind: "ticket",
    code: null,
    link: null,
    from: "تذاكر نادي النخيل <tickets@alnakheelclub.sa>",
    subject: "تذكرتك: النخيل × الساحل – الجولة 5",
    date: dt("2026-09-18 16:25:41", "+0300"),
    enc: "b64",
    text: `شكراً لشرائك من متجر تذاكر نادي النخيل.

رقم الطلب: NK-260918-55071
المباراة: النخيل × الساحل – الدوري، الجولة 5
التاريخ: الجمعة 25 سبتمبر 2026 – الساعة 21:00
الملعب: ملعب مدينة النخيل الرياضية، الرياض
البوابة: 7
المدرج: الشرقي – القسم E12 – الصف 9 – المقعد 21
الفئة: درجة أولى
المبلغ المدفوع: 85.00 ريال (شامل ضريبة القيمة المضافة)

تفتح البوابات قبل المباراة بساعتين. يجب إظهار التذكرة الرقمية من التطبيق مع الهوية الوطنية أو الإقامة عند الدخول.

ممنوع إدخال الألعاب النارية والأعلام ذات العصي.

نادي النخيل الرياضي – الدعم: 920033418
`,
    html: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4ef;font-family:Tahoma,'Segoe UI',Arial,sans-serif;direction:rtl;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 26px;background:#0d5c2e;border-radius:8px 8px 0 0;color:#fff;font-size:18px;font-weight:bold;text-align:right;"><img src="https://tickets.alnakheelclub.sa/mail/crest.png" alt="" width="34" style="vertical-align:middle;"> تذكرتك جاهزة</td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:1.9;color:#222;text-align:right;">
<p>شكراً لشرائك من متجر تذاكر نادي النخيل.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #dfe9e1;">
<tr><td style="color:#777;">رقم الطلب</td><td>NK-260918-55071</td></tr>
<tr><td style="color:#777;">المباراة</td><td><b>النخيل × الساحل</b> – الجولة 5</td></tr>
<tr><td style="color:#777;">التاريخ</td><td>الجمعة 25 سبتمبر 2026 – 21:00</td></tr>
<tr><td style="color:#777;">الملعب</td><td>ملعب مدينة النخيل الرياضية، الرياض</td></tr>
<tr><td style="color:#777;">البوابة</td><td><b>7</b></td></tr>
<tr><td style="color:#777;">المقعد</td><td>المدرج الشرقي – E12 – الصف 9 – المقعد 21</td></tr>
<tr><td style="color:#777;">المبلغ</td><td>85.00 ريال</td></tr>
</table>
<p>تفتح البوابات قبل المباراة بساعتين. يجب إظهار التذكرة الرقمية من التطبيق مع الهوية الوطنية أو الإقامة عند الدخول.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f6f6f6;font-size:11px;color:#888;text-align:center;">نادي النخيل الرياضي · <a href="https://tickets.alnakheelclub.sa/terms" style="color:#888;">الشروط والأحكام</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mazal-lotto",
    group: "regional",
    lang: "he",
    kind: "draw-results",
    code: null,
    link: null,
    from: "מזל לוטו <results@mazal-lotto.co.il>",
    subject: "תוצאות הגרלה 3871 – בדקו את הכרטיס שלכם",
    date: dt("2026-05-12 23:40:00", "+0300"),
    enc: "b64",
    text: `שלום Sam,

תוצאות הגרלת מזל לוטו מס' 3871 (יום שלישי, 12.5.2026):

המספרים הזוכים: 4, 11, 19, 26, 33, 37
המספר החזק: 5

הכרטיס שלך: 2601-8834-1127
טור 1: 3, 11, 19, 24, 30, 37 | חזק 2 – 3 ניחושים
טור 2: 4, 8, 15, 26, 33, 36 | חזק 5 – 3 ניחושים + חזק

זכית ב-48 ₪! הסכום הועבר לארנק שלך באתר.

הפרס הגדול בהגרלה הבאה (שבת, 16.5.2026): 14 מיליון ₪.

ההשתתפות מותרת מגיל 18 בלבד. שחקו באחריות.
מזל לוטו בע"מ, דרך מנחם בגין 132, תל אביב
`,
    html: `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff6d6;font-family:Arial,'Segoe UI',sans-serif;direction:rtl;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:20px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:20px;background:#6a1b9a;"><img src="https://www.mazal-lotto.co.il/mail/logo-w.png" alt="מזל לוטו" width="140"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.7;color:#222;text-align:right;">
<p>שלום Sam,</p>
<p>תוצאות הגרלה מס' <b>3871</b> (יום שלישי, 12.5.2026):</p>
<table cellpadding="0" cellspacing="6" align="center"><tr>
${
      [4, 11, 19, 26, 33, 37].map((n) =>
        `<td width="40" height="40" align="center" style="background:#ffd54f;border-radius:20px;font-weight:bold;font-size:18px;">${n}</td>`
      ).join("")
    }
<td width="40" height="40" align="center" style="background:#e53935;color:#fff;border-radius:20px;font-weight:bold;font-size:18px;">5</td></tr></table>
<p style="margin-top:18px;">הכרטיס שלך: <b dir="ltr">2601-8834-1127</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #eee;">
<tr><td>טור 1</td><td dir="ltr">3, 11, 19, 24, 30, 37 | 2</td><td>3 ניחושים</td></tr>
<tr><td>טור 2</td><td dir="ltr">4, 8, 15, 26, 33, 36 | 5</td><td>3 ניחושים + חזק</td></tr>
</table>
<p style="font-size:20px;color:#2e7d32;font-weight:bold;">זכית ב-48 ₪!</p>
<p>הסכום הועבר לארנק שלך באתר. הפרס הגדול בהגרלה הבאה (שבת, 16.5.2026): <b>14 מיליון ₪</b>.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f3f3f3;font-size:11px;color:#777;text-align:center;">ההשתתפות מותרת מגיל 18 בלבד. שחקו באחריות. · מזל לוטו בע"מ, דרך מנחם בגין 132, תל אביב<br>
<a href="https://www.mazal-lotto.co.il/account/notifications" style="color:#777;">הסרה מרשימת התפוצה</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mazal-lotto",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "619284",
    link: null,
    from: "מזל לוטו <security@mazal-lotto.co.il>",
    subject: "קוד אימות לכניסה לחשבון",
    date: dt("2026-05-13 07:12:55", "+0300"),
    text: `שלום,

קוד האימות שלך לכניסה לחשבון מזל לוטו:

619 284

הקוד תקף ל-5 דקות. אל תמסרו אותו לאף אחד – נציגי מזל לוטו לעולם לא יבקשו אותו.

לא ניסית להתחבר? צרו קשר בטלפון ‎*3871.

מזל לוטו בע"מ
`,
    html: `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f4;font-family:Arial,sans-serif;direction:rtl;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:24px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #6a1b9a;">
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.7;color:#222;text-align:right;">
<p style="font-size:18px;font-weight:bold;">קוד אימות לכניסה</p>
<p>קוד האימות שלך לכניסה לחשבון מזל לוטו:</p>
<p dir="ltr" style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:5px;color:#6a1b9a;">619 284</p>
<p>הקוד תקף ל-5 דקות. אל תמסרו אותו לאף אחד – נציגי מזל לוטו לעולם לא יבקשו אותו.</p>
<p style="font-size:13px;color:#777;">לא ניסית להתחבר? צרו קשר בטלפון ‎*3871.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "heartwick",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://heartwick.app/e/verify?u=hw_91c2f7&t=0xq9LrT4pBz8MnA1s",
    from: "Heartwick <hello@heartwick.app>",
    subject: "One quick step before you start matching",
    date: dt("2026-02-13 23:04:18", "-0600"),
    text: `Hi Sam,

Welcome to Heartwick! Before your profile goes live, please confirm this is your email address:

https://heartwick.app/e/verify?u=hw_91c2f7&t=0xq9LrT4pBz8MnA1s

Verified members get up to 3x more matches, and it helps us keep Heartwick free of fake profiles.

This link expires in 48 hours. If you didn't sign up, ignore this email and no account will be created.

Heartwick, 1100 Congress Ave, Austin, TX 78701
You must be 18+ to use Heartwick.
`,
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fff0f3;">
${preheader("Confirm your email so your profile can go live")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:20px;">
<tr><td align="center" style="padding:30px 30px 0;"><img src="https://cdn.heartwick.app/email/flame-logo@2x.png" alt="Heartwick" width="64" height="64"></td></tr>
<tr><td align="center" style="padding:16px 36px 30px;font-family:'Avenir Next',Avenir,Arial,sans-serif;font-size:16px;line-height:25px;color:#3b2430;">
<h1 style="font-size:24px;margin:0 0 12px;color:#e0245e;">One quick step, Sam</h1>
<p>Welcome to Heartwick! Before your profile goes live, please confirm this is your email address.</p>
<table cellpadding="0" cellspacing="0" style="margin:22px auto;"><tr><td style="border-radius:30px;background:linear-gradient(90deg,#ff5a7e,#e0245e);background-color:#e0245e;">
<a href="https://heartwick.app/e/verify?u=hw_91c2f7&amp;t=0xq9LrT4pBz8MnA1s" style="display:inline-block;padding:14px 40px;color:#fff;font-weight:bold;text-decoration:none;font-family:Arial,sans-serif;">Confirm my email</a></td></tr></table>
<p style="font-size:14px;color:#7d6470;">Verified members get up to 3&times; more matches, and it helps us keep Heartwick free of fake profiles.</p>
<p style="font-size:12px;color:#a08c96;">This link expires in 48 hours. If you didn't sign up, ignore this email and no account will be created.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a08c96;">Heartwick, 1100 Congress Ave, Austin, TX 78701 &middot; 18+ only &middot; <a href="https://heartwick.app/safety" style="color:#a08c96;">Dating safety tips</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "heartwick",
    group: "consumer",
    lang: "en",
    kind: "new-match",
    code: null,
    link: null,
    from: "Heartwick <matches@heartwick.app>",
    subject: "It's a match! You and Jordan liked each other",
    date: dt("2026-02-20 20:47:33", "-0600"),
    text: `It's a match!

You and Jordan (31, 4 miles away) liked each other.

Jordan's prompt: "Best taco truck in town is..." - "the one on East Cesar Chavez, fight me."

Say hi before the match expires in 7 days:
https://heartwick.app/m/open?c=jordan_7a1e&src=email

Tip: ask about something in their profile - openers that mention a prompt get twice as many replies.

Heartwick, 1100 Congress Ave, Austin, TX 78701
Manage emails: https://heartwick.app/settings/email
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff0f3;">
${preheader("Say hi before the match expires in 7 days")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:20px;">
<tr><td align="center" style="padding:30px;font-family:'Avenir Next',Avenir,Arial,sans-serif;color:#3b2430;">
<img src="https://cdn.heartwick.app/email/flame-logo@2x.png" alt="Heartwick" width="48">
<h1 style="font-size:28px;color:#e0245e;">It's a match!</h1>
<table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://cdn.heartwick.app/u/hw_91c2f7/avatar_160.jpg" width="90" height="90" alt="You" style="border-radius:45px;"></td>
<td width="20"></td>
<td><img src="https://cdn.heartwick.app/u/jordan_7a1e/avatar_160.jpg" width="90" height="90" alt="Jordan" style="border-radius:45px;"></td></tr></table>
<p style="font-size:16px;">You and <b>Jordan</b> (31, 4 miles away) liked each other.</p>
<p style="font-size:14px;background:#fff6f8;padding:12px;border-radius:10px;"><i>"Best taco truck in town is..."</i><br>the one on East Cesar Chavez, fight me.</p>
<p><a href="https://heartwick.app/m/open?c=jordan_7a1e&amp;src=email" style="display:inline-block;padding:12px 34px;background:#e0245e;color:#fff;border-radius:30px;text-decoration:none;font-weight:bold;font-family:Arial,sans-serif;">Say hi</a></p>
<p style="font-size:12px;color:#a08c96;">Match expires in 7 days. Openers that mention a prompt get twice as many replies.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a08c96;">Heartwick, 1100 Congress Ave, Austin, TX 78701 &middot; <a href="https://heartwick.app/settings/email" style="color:#a08c96;">Manage emails</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "cuoi-hoa-sen",
    group: "regional",
    lang: "vi",
    kind: "invite-link",
    code: null,
    link: "https://cuoihoasen.vn/moi-cung-chuan-bi/chap-nhan?ma=HS-KH7731&k=pLq02xZt",
    from: "Cưới Hoa Sen <hotro@cuoihoasen.vn>",
    subject: "Minh Anh mời bạn cùng lên kế hoạch đám cưới",
    date: dt("2026-08-02 10:18:29", "+0700"),
    enc: "qp",
    text: `Chào bạn,

Nguyễn Minh Anh đã mời bạn cùng quản lý kế hoạch đám cưới trên Cưới Hoa Sen:

Đám cưới Minh Anh & Sam
Ngày cưới: Chủ nhật, 13/12/2026
Địa điểm: Trung tâm tiệc cưới Bạch Dương, 88 Nguyễn Văn Linh, Quận 7, TP.HCM

Khi chấp nhận lời mời, bạn có thể xem và chỉnh sửa danh sách khách mời, ngân sách, lịch hẹn với nhà cung cấp và danh sách việc cần làm.

Chấp nhận lời mời:
https://cuoihoasen.vn/moi-cung-chuan-bi/chap-nhan?ma=HS-KH7731&k=pLq02xZt

Lời mời có hiệu lực trong 7 ngày.

Cưới Hoa Sen – Hotline 1900 6388
Tầng 5, 232 Võ Văn Tần, Quận 3, TP.HCM
`,
    html: shell({
      lang: "vi",
      title: "Lời mời cùng chuẩn bị đám cưới",
      pre: "Cùng quản lý khách mời, ngân sách và lịch hẹn",
      bg: "#fdf2f4",
      head: `<div style="text-align:center;">${
        logo("https://cuoihoasen.vn/static/mail/logo-hoasen.png", "Cưới Hoa Sen", 160).replace(
          "display:block;",
          "display:inline-block;",
        )
      }</div>`,
      body: `<p>Chào bạn,</p>
<p><b>Nguyễn Minh Anh</b> đã mời bạn cùng quản lý kế hoạch đám cưới trên Cưới Hoa Sen:</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#fff7f8;border:1px solid #f3d2d8;border-radius:6px;">
<tr><td align="center" style="font-family:Georgia,serif;"><span style="font-size:20px;color:#b03a5b;">Minh Anh &amp; Sam</span><br>
Chủ nhật, 13/12/2026<br><small>Trung tâm tiệc cưới Bạch Dương, 88 Nguyễn Văn Linh, Quận 7, TP.HCM</small></td></tr></table>
<p>Khi chấp nhận lời mời, bạn có thể xem và chỉnh sửa danh sách khách mời, ngân sách, lịch hẹn với nhà cung cấp và danh sách việc cần làm.</p>
<div style="text-align:center;">${
        button(
          "https://cuoihoasen.vn/moi-cung-chuan-bi/chap-nhan?ma=HS-KH7731&k=pLq02xZt",
          "Chấp nhận lời mời",
          "#b03a5b",
        ).replace('style="margin:24px 0;"', 'align="center" style="margin:24px auto;"')
      }</div>
<p style="font-size:13px;color:#888;">Lời mời có hiệu lực trong 7 ngày.</p>`,
      foot:
        `Cưới Hoa Sen · Hotline 1900 6388 · Tầng 5, 232 Võ Văn Tần, Quận 3, TP.HCM<br><a href="https://cuoihoasen.vn/chinh-sach-bao-mat" style="color:#7a838c;">Chính sách bảo mật</a>`,
    }),
  },
  {
    family: "cuoi-hoa-sen",
    group: "regional",
    lang: "vi",
    kind: "deposit-receipt",
    code: null,
    link: null,
    from: "Cưới Hoa Sen <hotro@cuoihoasen.vn>",
    subject: "Xác nhận đặt cọc dịch vụ chụp ảnh cưới – Mã HSB-20260915-042",
    date: dt("2026-09-15 15:40:03", "+0700"),
    html: null,
    text: `Chào Minh Anh & Sam,

Cưới Hoa Sen xác nhận đã nhận tiền đặt cọc cho dịch vụ sau:

Mã đặt dịch vụ: HSB-20260915-042
Nhà cung cấp: Studio Mây Trắng
Gói: Chụp ảnh phóng sự ngày cưới (2 thợ chụp, 1 quay phim, album 30x30 cm 40 trang)
Ngày thực hiện: 13/12/2026, từ 06:00 đến 14:00
Tổng giá trị: 24.500.000 đ
Đã đặt cọc (30%): 7.350.000 đ – chuyển khoản ngày 15/09/2026
Còn lại: 17.150.000 đ – thanh toán trước ngày 06/12/2026

Chính sách hủy: hoàn 50% tiền cọc nếu hủy trước 60 ngày.

Mọi thắc mắc vui lòng gọi hotline 1900 6388 hoặc trả lời email này.

Trân trọng,
Cưới Hoa Sen
`,
  },
];

const batch6: Mail[] = [
  {
    family: "tailwag-sitters",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://u4821937.ct.sendgrid.net/ls/click?upn=tw-2BresetQ9Lm3vX7-2Fk0PzR-3D-3Dxy7B_Nq",
    from: "Tailwag <support@tailwag.pet>",
    subject: "Reset your Tailwag password",
    date: dt("2026-07-07 12:31:06", "+1000"),
    enc: "qp",
    text: `G'day Sam,

Someone (hopefully you) asked to reset the password for your Tailwag account.

Reset your password:
https://u4821937.ct.sendgrid.net/ls/click?upn=tw-2BresetQ9Lm3vX7-2Fk0PzR-3D-3Dxy7B_Nq

This link expires in 1 hour. If you didn't ask for a reset, you can ignore this email and your password won't change.

Woofs,
The Tailwag team
Tailwag Pet Services Pty Ltd, Level 2, 71 Pirie St, Adelaide SA 5000 | ABN 61 624 118 902
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fef8ec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;border:2px solid #f5d58a;">
<tr><td align="center" style="padding:26px 26px 6px;"><img src="https://static.tailwag.pet/email/logo-paw.png" alt="Tailwag" width="120"></td></tr>
<tr><td style="padding:10px 36px 30px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:16px;line-height:24px;color:#3d3222;">
<p>G'day Sam,</p>
<p>Someone (hopefully you) asked to reset the password for your Tailwag account.</p>
<p align="center" style="margin:26px 0;"><a href="https://u4821937.ct.sendgrid.net/ls/click?upn=tw-2BresetQ9Lm3vX7-2Fk0PzR-3D-3Dxy7B_Nq" style="background:#f29f05;color:#fff;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Reset password</a></p>
<p style="font-size:13px;color:#8a7a5c;">This link expires in 1 hour. If you didn't ask for a reset, you can ignore this email and your password won't change.</p>
<p>Woofs,<br>The Tailwag team</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9b8d70;">Tailwag Pet Services Pty Ltd &middot; Level 2, 71 Pirie St, Adelaide SA 5000 &middot; ABN 61 624 118 902<br>
<a href="https://u4821937.ct.sendgrid.net/ls/click?upn=tw-2Bhelp7Kq" style="color:#9b8d70;">Help</a> &middot; <a href="https://u4821937.ct.sendgrid.net/ls/click?upn=tw-2Bprivacy2Zr" style="color:#9b8d70;">Privacy</a></p>
<img src="https://u4821937.ct.sendgrid.net/wf/open?upn=tw-2Bopen91" width="1" height="1" alt="" style="display:block;">
</td></tr></table></body></html>`,
  },
  {
    family: "tailwag-sitters",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Tailwag <bookings@tailwag.pet>",
    subject: "Booking confirmed: Biscuit's stay with Chloe, 24-28 July",
    date: dt("2026-07-09 18:15:40", "+1000"),
    text: `Booking confirmed!

Chloe has accepted your request. Here are the details:

Booking ID: TW-558-20931
Service: Boarding at sitter's home
Pet: Biscuit (Cavoodle, 4 yrs)
Sitter: Chloe M., Norwood SA (4.9 stars, 132 reviews)
Drop-off: Fri 24 July 2026, 7:30 am
Pick-up: Tue 28 July 2026, 5:00 pm
Nights: 4 x $55.00
Service fee: $17.60
Total charged: $237.60 (Mastercard ending 4821)

Every booking includes Tailwag Cover for vet bills up to $2,000 and 24/7 support on 1300 824 924.

Chloe's address and phone number are in the app under Bookings. Pack Biscuit's food, lead, and any medication with written instructions.

Cancellation: full refund until 7 days before drop-off, 50% after that.

Tailwag Pet Services Pty Ltd, Level 2, 71 Pirie St, Adelaide SA 5000
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fef8ec;">
${preheader("Drop-off Fri 24 July, 7:30 am - Chloe M., Norwood")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;border:2px solid #f5d58a;">
<tr><td style="padding:24px 30px 0;"><img src="https://static.tailwag.pet/email/logo-paw.png" alt="Tailwag" width="110"></td></tr>
<tr><td style="padding:14px 30px 28px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:23px;color:#3d3222;">
<h1 style="font-size:22px;margin:0 0 10px;">Booking confirmed!</h1>
<table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://static.tailwag.pet/sitters/chloe-m/160.jpg" width="64" height="64" alt="Chloe M." style="border-radius:32px;"></td>
<td style="padding-left:12px;"><b>Chloe M.</b> has accepted your request<br><span style="color:#8a7a5c;font-size:13px;">Norwood SA &middot; &#9733; 4.9 (132 reviews)</span></td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" style="margin-top:14px;font-size:14px;background:#fffaf0;">
<tr><td>Booking ID</td><td align="right">TW-558-20931</td></tr>
<tr><td>Service</td><td align="right">Boarding at sitter's home</td></tr>
<tr><td>Pet</td><td align="right">Biscuit (Cavoodle, 4 yrs)</td></tr>
<tr><td>Drop-off</td><td align="right">Fri 24 July 2026, 7:30 am</td></tr>
<tr><td>Pick-up</td><td align="right">Tue 28 July 2026, 5:00 pm</td></tr>
<tr><td>4 nights &times; $55.00</td><td align="right">$220.00</td></tr>
<tr><td>Service fee</td><td align="right">$17.60</td></tr>
<tr><td><b>Total charged</b></td><td align="right"><b>$237.60</b></td></tr>
</table>
<p style="font-size:13px;color:#8a7a5c;">Mastercard &bull;&bull;&bull;&bull; 4821 &middot; Tailwag Cover for vet bills up to $2,000 &middot; 24/7 support 1300 824 924</p>
<p>Chloe's address and phone number are in the app under <b>Bookings</b>. Pack Biscuit's food, lead, and any medication with written instructions.</p>
<p style="font-size:13px;">Cancellation: full refund until 7 days before drop-off, 50% after that.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9b8d70;">Tailwag Pet Services Pty Ltd &middot; Level 2, 71 Pirie St, Adelaide SA 5000</p>
</td></tr></table></body></html>`,
  },
  {
    family: "ukkie-app",
    group: "regional",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link: "https://app.ukkie.nl/uitnodiging/accepteren/6e1d0b7c-4a2f-4f8e-b0a3-91c7d2e5f804",
    from: "Ukkie namens KDV De Speeltuin <uitnodigingen@ukkie.nl>",
    subject: "Je bent uitgenodigd als ouder/verzorger van Noor",
    date: dt("2026-01-05 08:44:21", "+0100"),
    enc: "b64",
    text: `Hallo,

Kinderdagverblijf De Speeltuin (Utrecht) gebruikt Ukkie om ouders op de hoogte te houden.

Lotte de Vries heeft je uitgenodigd als tweede ouder/verzorger van Noor (groep De Vlinders). Na het accepteren zie je het dagboek, de foto's van de groep en kun je zelf ruildagen en afwezigheid doorgeven.

Uitnodiging accepteren:
https://app.ukkie.nl/uitnodiging/accepteren/6e1d0b7c-4a2f-4f8e-b0a3-91c7d2e5f804

De uitnodiging is 14 dagen geldig.

Vragen over de opvang? Bel De Speeltuin: 030 271 55 08.
Vragen over de app? Kijk op https://help.ukkie.nl

Ukkie B.V. · Catharijnesingel 53, 3511 GC Utrecht
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf6fb;font-family:'Nunito','Segoe UI',Arial,sans-serif;">
${preheader("Volg het dagboek en de foto's van Noor")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;">
<tr><td style="padding:22px 30px;"><table width="100%"><tr>
<td><img src="https://cdn.ukkie.nl/mail/ukkie-logo.png" alt="Ukkie" width="90"></td>
<td align="right"><img src="https://cdn.ukkie.nl/orgs/kdv-de-speeltuin/logo.png" alt="KDV De Speeltuin" width="80"></td></tr></table></td></tr>
<tr><td style="padding:0 30px 28px;font-size:15px;line-height:23px;color:#25344a;">
<p>Hallo,</p>
<p>Kinderdagverblijf <b>De Speeltuin</b> (Utrecht) gebruikt Ukkie om ouders op de hoogte te houden.</p>
<p><b>Lotte de Vries</b> heeft je uitgenodigd als tweede ouder/verzorger van <b>Noor</b> (groep De Vlinders). Na het accepteren zie je het dagboek, de foto's van de groep en kun je zelf ruildagen en afwezigheid doorgeven.</p>
<p align="center" style="margin:24px 0;"><a href="https://app.ukkie.nl/uitnodiging/accepteren/6e1d0b7c-4a2f-4f8e-b0a3-91c7d2e5f804" style="background:#2bb3c0;color:#fff;padding:13px 32px;border-radius:24px;text-decoration:none;font-weight:bold;">Uitnodiging accepteren</a></p>
<p style="font-size:13px;color:#6a7a8c;">De uitnodiging is 14 dagen geldig.<br>Vragen over de opvang? Bel De Speeltuin: 030 271 55 08. Vragen over de app? <a href="https://help.ukkie.nl" style="color:#2bb3c0;">help.ukkie.nl</a></p>
</td></tr></table>
<p style="font-size:11px;color:#8aa0b0;">Ukkie B.V. · Catharijnesingel 53, 3511 GC Utrecht · <a href="https://ukkie.nl/privacy" style="color:#8aa0b0;">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "ukkie-app",
    group: "regional",
    lang: "nl",
    kind: "daily-report",
    code: null,
    link: null,
    from: "Ukkie namens KDV De Speeltuin <dagboek@ukkie.nl>",
    subject: "Het dagboek van Noor – dinsdag 13 januari",
    date: dt("2026-01-13 17:35:00", "+0100"),
    enc: "qp",
    text: `Dagboek van Noor – dinsdag 13 januari 2026
Groep De Vlinders, KDV De Speeltuin

Gebracht: 08:05 door Sam
Opgehaald: 17:20 door Lotte

Eten en drinken
09:30 fruit (banaan, peer) – alles op
11:45 brood met kaas en komkommer – 2 boterhammen
15:00 soepstengel en water

Slapen
12:30 – 14:10 (goed geslapen)

Verschonen
10:15 nat · 13:45 nat · 16:30 poep

Activiteiten
Vanochtend sneeuw gezien vanuit het raam! We hebben met scheerschuim "sneeuw" gemaakt en Noor heeft een sneeuwpop getekend. Buiten gespeeld van 10:30 tot 11:15.

Bericht van juf Samira: "Noor heeft vandaag voor het eerst zelf haar jas aangetrokken. Trots!"

Herinnering: vrijdag 23 januari is de groep gesloten wegens studiedag.

Nieuwe foto's (6) staan in de app.

Ukkie B.V. · Catharijnesingel 53, 3511 GC Utrecht
Geen dagboek per e-mail meer? Pas het aan in de app onder Instellingen > Meldingen.
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf6fb;font-family:'Nunito','Segoe UI',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;">
<tr><td style="padding:22px 30px 8px;"><img src="https://cdn.ukkie.nl/mail/ukkie-logo.png" alt="Ukkie" width="90"></td></tr>
<tr><td style="padding:0 30px 26px;font-size:14px;line-height:22px;color:#25344a;">
<h2 style="font-size:19px;margin:6px 0;">Dagboek van Noor</h2>
<p style="color:#6a7a8c;margin-top:0;">dinsdag 13 januari 2026 · De Vlinders</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr style="background:#f4fafc;"><td width="32">🚪</td><td>Gebracht 08:05 door Sam · Opgehaald 17:20 door Lotte</td></tr>
<tr><td>🍎</td><td>09:30 fruit (banaan, peer) – alles op<br>11:45 brood met kaas en komkommer – 2 boterhammen<br>15:00 soepstengel en water</td></tr>
<tr style="background:#f4fafc;"><td>😴</td><td>12:30 – 14:10 (goed geslapen)</td></tr>
<tr><td>🧷</td><td>10:15 nat · 13:45 nat · 16:30 poep</td></tr>
<tr style="background:#f4fafc;"><td>🎨</td><td>Vanochtend sneeuw gezien vanuit het raam! We hebben met scheerschuim „sneeuw” gemaakt en Noor heeft een sneeuwpop getekend. Buiten gespeeld van 10:30 tot 11:15.</td></tr>
</table>
<p style="background:#fff8e1;padding:10px 12px;border-radius:8px;">💬 <b>Juf Samira:</b> „Noor heeft vandaag voor het eerst zelf haar jas aangetrokken. Trots!”</p>
<p style="font-size:13px;">📅 Vrijdag 23 januari is de groep gesloten wegens studiedag.</p>
<p style="font-size:13px;"><a href="https://app.ukkie.nl/kind/noor/fotos?d=2026-01-13" style="color:#2bb3c0;">Bekijk de 6 nieuwe foto's in de app</a></p>
</td></tr></table>
<p style="font-size:11px;color:#8aa0b0;">Ukkie B.V. · Catharijnesingel 53, 3511 GC Utrecht · Meldingen aanpassen via Instellingen in de app</p>
</td></tr></table></body></html>`,
  },
  {
    family: "baan-chao-resort",
    group: "regional",
    lang: "th",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "บ้านชาวเล รีสอร์ท <reservation@baanchaoresort.co.th>",
    subject: "ยืนยันการจองห้องพัก เลขที่ BCR-69-0311",
    date: dt("2026-11-02 14:52:18", "+0700"),
    enc: "b64",
    text: `เรียน คุณ Sam Reader

ขอบคุณที่เลือกบ้านชาวเล รีสอร์ท เกาะลันตา การจองของท่านได้รับการยืนยันแล้ว

เลขที่การจอง: BCR-69-0311
ประเภทห้อง: Beachfront Bungalow (เตียงคิงไซส์) 1 ห้อง
วันเข้าพัก: 20 ธันวาคม 2569 (เช็คอินตั้งแต่ 14:00 น.)
วันออก: 24 ธันวาคม 2569 (เช็คเอาท์ก่อน 12:00 น.)
จำนวนผู้เข้าพัก: ผู้ใหญ่ 2 ท่าน
รวมอาหารเช้า: ใช่
ราคารวม: 18,400 บาท (รวมภาษีและค่าบริการแล้ว)
ชำระแล้ว: 5,520 บาท (มัดจำ 30%)
ยอดคงเหลือ: 12,880 บาท ชำระที่รีสอร์ทวันเช็คอิน

บริการรถรับส่งจากท่าเรือศาลาด่าน ราคา 300 บาท/เที่ยว แจ้งล่วงหน้า 24 ชั่วโมง

บ้านชาวเล รีสอร์ท
123 หมู่ 3 ตำบลศาลาด่าน อำเภอเกาะลันตา จังหวัดกระบี่ 81150
โทร 075 684 219 / LINE: @baanchaolanta
`,
    html: `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef6f5;font-family:'Sarabun','Tahoma',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://www.baanchaoresort.co.th/mail/header-beach.jpg" width="600" alt="บ้านชาวเล รีสอร์ท เกาะลันตา" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.8;color:#234;">
<p>เรียน คุณ Sam Reader</p>
<p>ขอบคุณที่เลือกบ้านชาวเล รีสอร์ท เกาะลันตา การจองของท่าน<b>ได้รับการยืนยันแล้ว</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #cfe5e2;font-size:14px;">
<tr style="background:#0e7c7b;color:#fff;"><td colspan="2">เลขที่การจอง: <b>BCR-69-0311</b></td></tr>
<tr><td width="40%">ประเภทห้อง</td><td>Beachfront Bungalow (เตียงคิงไซส์) 1 ห้อง</td></tr>
<tr><td>เช็คอิน</td><td>20 ธันวาคม 2569 ตั้งแต่ 14:00 น.</td></tr>
<tr><td>เช็คเอาท์</td><td>24 ธันวาคม 2569 ก่อน 12:00 น.</td></tr>
<tr><td>ผู้เข้าพัก</td><td>ผู้ใหญ่ 2 ท่าน · รวมอาหารเช้า</td></tr>
<tr><td>ราคารวม</td><td>18,400 บาท</td></tr>
<tr><td>ชำระแล้ว (มัดจำ 30%)</td><td>5,520 บาท</td></tr>
<tr><td><b>ยอดคงเหลือ</b></td><td><b>12,880 บาท</b> (ชำระที่รีสอร์ท)</td></tr>
</table>
<p style="font-size:13px;">บริการรถรับส่งจากท่าเรือศาลาด่าน ราคา 300 บาท/เที่ยว แจ้งล่วงหน้า 24 ชั่วโมง</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#0e7c7b;color:#d9efed;font-size:12px;line-height:1.7;">บ้านชาวเล รีสอร์ท · 123 หมู่ 3 ต.ศาลาด่าน อ.เกาะลันตา จ.กระบี่ 81150<br>โทร 075 684 219 · LINE: @baanchaolanta ·
<a href="https://www.facebook.com/baanchaolanta" style="color:#d9efed;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "baan-chao-resort",
    group: "regional",
    lang: "th",
    kind: "otp",
    code: "270591",
    link: null,
    from: "บ้านชาวเล รีสอร์ท <noreply@baanchaoresort.co.th>",
    subject: "รหัส OTP สำหรับเข้าสู่ระบบสมาชิก",
    date: dt("2026-11-01 21:09:47", "+0700"),
    enc: "qp",
    text: `รหัส OTP ของท่านคือ 270591

ใช้รหัสนี้เพื่อเข้าสู่ระบบสมาชิก Baan Chao Club รหัสมีอายุ 5 นาที (Ref: KXPT)

หากท่านไม่ได้ทำรายการนี้ กรุณาเพิกเฉยต่ออีเมลนี้

บ้านชาวเล รีสอร์ท โทร 075 684 219
`,
    html: `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef6f5;font-family:'Sarabun','Tahoma',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 8px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td align="center" style="padding:22px;border-bottom:1px solid #e3efed;"><img src="https://www.baanchaoresort.co.th/mail/logo.png" alt="บ้านชาวเล รีสอร์ท" width="130"></td></tr>
<tr><td align="center" style="padding:26px 28px;font-size:15px;line-height:1.8;color:#234;">
<p>รหัส OTP สำหรับเข้าสู่ระบบสมาชิก Baan Chao Club</p>
${digit_cells("270591", "#0e7c7b")}
<p style="font-size:13px;color:#678;">รหัสมีอายุ 5 นาที (Ref: KXPT)<br>หากท่านไม่ได้ทำรายการนี้ กรุณาเพิกเฉยต่ออีเมลนี้</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "lvdian-chongdian",
    group: "regional",
    lang: "zh",
    kind: "charging-receipt",
    code: null,
    link: null,
    from: "绿电快充 <service@lvdian-ev.cn>",
    subject: "充电订单完成通知（订单号 CD2026101908314472）",
    date: dt("2026-10-19 09:02:55", "+0800"),
    enc: "b64",
    text: `尊敬的用户：

您的充电订单已完成，详情如下：

订单号：CD2026101908314472
充电站：绿电快充·杭州西溪银泰站（B2 停车场）
终端编号：HZXX-07 号桩（直流 120kW）
车牌号：浙A·D8215
开始时间：2026-10-19 08:14
结束时间：2026-10-19 08:58
充电电量：41.27 度

电费：31.36 元
服务费：16.51 元
停车减免：-5.00 元
实付金额：42.87 元（微信支付）

如对订单有疑问，请在 7 天内通过 App「我的订单」发起申诉，或拨打客服热线 400-882-6631。

绿电快充（杭州）新能源科技有限公司
`,
    html: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f5f1;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 26px;background:#11a05a;border-radius:8px 8px 0 0;"><img src="https://static.lvdian-ev.cn/mail/logo-white.png" alt="绿电快充" width="110"></td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:1.8;color:#333;">
<p>尊敬的用户：</p>
<p>您的充电订单已完成，详情如下：</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td style="color:#888;">订单号</td><td align="right">CD2026101908314472</td></tr>
<tr><td style="color:#888;">充电站</td><td align="right">杭州西溪银泰站（B2 停车场）</td></tr>
<tr><td style="color:#888;">终端</td><td align="right">HZXX-07 号桩（直流 120kW）</td></tr>
<tr><td style="color:#888;">车牌号</td><td align="right">浙A·D8215</td></tr>
<tr><td style="color:#888;">充电时段</td><td align="right">2026-10-19 08:14 至 08:58</td></tr>
<tr><td style="color:#888;">充电电量</td><td align="right">41.27 度</td></tr>
<tr><td style="color:#888;">电费</td><td align="right">¥31.36</td></tr>
<tr><td style="color:#888;">服务费</td><td align="right">¥16.51</td></tr>
<tr><td style="color:#888;">停车减免</td><td align="right">-¥5.00</td></tr>
<tr style="border-top:1px solid #eee;"><td><b>实付金额</b></td><td align="right" style="color:#11a05a;font-size:18px;"><b>¥42.87</b></td></tr>
</table>
<p style="font-size:12px;color:#999;">如对订单有疑问，请在 7 天内通过 App「我的订单」发起申诉，或拨打客服热线 400-882-6631。</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#fafafa;font-size:11px;color:#aaa;" align="center">绿电快充（杭州）新能源科技有限公司 · 浙ICP备20260418号</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "lvdian-chongdian",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "583027",
    link: null,
    from: "绿电快充 <service@lvdian-ev.cn>",
    subject: "【绿电快充】登录验证码",
    date: dt("2026-10-18 22:41:10", "+0800"),
    html: null,
    text: `【绿电快充】您的登录验证码为：583027，5分钟内有效。请勿将验证码泄露给他人。如非本人操作，请忽略本邮件。

客服热线：400-882-6631
绿电快充（杭州）新能源科技有限公司
`,
  },
  {
    family: "rawat-sehati",
    group: "regional",
    lang: "id",
    kind: "verify-code",
    code: "8142",
    link: null,
    from: "Rawat Sehati <halo@rawatsehati.co.id>",
    subject: "Kode verifikasi akun keluarga Rawat Sehati",
    date: dt("2026-06-08 11:26:37", "+0700"),
    enc: "qp",
    text: `Halo Sam,

Terima kasih telah mendaftar di Rawat Sehati, layanan perawat dan pendamping lansia di rumah.

Masukkan kode berikut di aplikasi untuk memverifikasi alamat email Anda:

8142

Kode berlaku selama 10 menit. Jangan berikan kode ini kepada siapa pun, termasuk petugas Rawat Sehati.

Setelah terverifikasi, Anda bisa melihat jadwal kunjungan perawat untuk Ibu Sri Wahyuni, catatan harian, dan tagihan.

Salam sehat,
Tim Rawat Sehati
PT Rawat Sehati Indonesia · Jl. Kemang Raya No. 18, Jakarta Selatan 12730
WhatsApp: 0811 9400 318
`,
    html: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1f7fb;font-family:'Segoe UI',Arial,sans-serif;">
${preheader("Kode berlaku 10 menit")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:24px 30px 0;"><img src="https://rawatsehati.co.id/assets/email/logo.png" alt="Rawat Sehati" width="140"></td></tr>
<tr><td style="padding:16px 30px 28px;font-size:15px;line-height:23px;color:#223;">
<p>Halo Sam,</p>
<p>Terima kasih telah mendaftar di Rawat Sehati, layanan perawat dan pendamping lansia di rumah.</p>
<p>Masukkan kode berikut di aplikasi untuk memverifikasi alamat email Anda:</p>
${digit_cells("8142", "#1976d2")}
<p style="font-size:13px;color:#667;">Kode berlaku selama 10 menit. Jangan berikan kode ini kepada siapa pun, termasuk petugas Rawat Sehati.</p>
<p>Setelah terverifikasi, Anda bisa melihat jadwal kunjungan perawat untuk Ibu Sri Wahyuni, catatan harian, dan tagihan.</p>
<p>Salam sehat,<br>Tim Rawat Sehati</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f7fafc;font-size:11px;color:#889;border-radius:0 0 12px 12px;">PT Rawat Sehati Indonesia · Jl. Kemang Raya No. 18, Jakarta Selatan 12730 · WhatsApp 0811 9400 318<br>
<a href="https://rawatsehati.co.id/kebijakan-privasi" style="color:#889;">Kebijakan Privasi</a> · <a href="https://rawatsehati.co.id/bantuan" style="color:#889;">Bantuan</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

const wrenfield_foot =
  `Wrenfield Museum of Making &middot; Canal Wharf, Nottingham NG1 7HA &middot; Registered charity no. 1148820<br>
<a href="https://www.wrenfieldmuseum.org.uk/visit" style="color:#7a838c;">Plan your visit</a> &middot;
<a href="https://www.wrenfieldmuseum.org.uk/accessibility" style="color:#7a838c;">Access</a> &middot;
<a href="https://www.wrenfieldmuseum.org.uk/privacy" style="color:#7a838c;">Privacy</a>`;

const batch7: Mail[] = [
  {
    family: "wrenfield-museum",
    group: "consumer",
    lang: "en",
    kind: "ticket",
    code: null,
    link: null,
    from: "Wrenfield Museum <tickets@wrenfieldmuseum.org.uk>",
    subject: "Your tickets for Looms & Light - Sunday 8 November, 11:30",
    date: dt("2026-11-03 19:44:02"),
    enc: "qp",
    text: `Thank you for booking, Sam.

Exhibition: Looms & Light - 200 years of Nottingham lace
Date: Sunday 8 November 2026
Entry slot: 11:30-12:00 (you can stay as long as you like)
Order: WMM-304417
Tickets: 2 Adult (£14.00 each), 1 Child 5-15 (£6.00)
Gift Aid added: yes
Total: £34.00

Your e-tickets are attached as a PDF. Show them on your phone or printed at the Canal Wharf entrance. Each ticket has its own barcode.

Getting here: 8 minutes' walk from Nottingham station. The nearest car park is Broadmarsh (NG1 7LS); we have no on-site parking apart from 4 Blue Badge bays.

The Wharf Café is open 10:00-16:30.

See you soon,
Visitor Services
0115 496 0172
`,
    html: shell({
      lang: "en",
      title: "Your tickets",
      pre: "Entry slot 11:30 - e-tickets attached",
      bg: "#ecebe7",
      head: logo(
        "https://www.wrenfieldmuseum.org.uk/media/email/wrenfield-wordmark.png",
        "Wrenfield Museum of Making",
        200,
      ),
      body:
        `<img src="https://www.wrenfieldmuseum.org.uk/media/email/looms-and-light-banner.jpg" width="536" alt="Looms &amp; Light exhibition" style="display:block;width:100%;">
<h1 style="font-family:Georgia,serif;font-size:24px;font-weight:normal;">Thank you for booking, Sam.</h1>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:2px solid #222;">
<tr><td width="38%"><b>Exhibition</b></td><td>Looms &amp; Light &ndash; 200 years of Nottingham lace</td></tr>
<tr><td><b>Date</b></td><td>Sunday 8 November 2026</td></tr>
<tr><td><b>Entry slot</b></td><td>11:30&ndash;12:00 <span style="color:#777;">(stay as long as you like)</span></td></tr>
<tr><td><b>Order</b></td><td>WMM-304417</td></tr>
<tr><td><b>Tickets</b></td><td>2 &times; Adult &pound;14.00<br>1 &times; Child 5&ndash;15 &pound;6.00</td></tr>
<tr><td><b>Total</b></td><td>&pound;34.00 (Gift Aid added)</td></tr>
</table>
<p>Your e-tickets are attached as a PDF. Show them on your phone or printed at the Canal Wharf entrance. Each ticket has its own barcode.</p>
<p style="font-size:13px;color:#555;"><b>Getting here:</b> 8 minutes' walk from Nottingham station. Nearest car park: Broadmarsh (NG1 7LS). Four Blue Badge bays on site.</p>
<p>See you soon,<br>Visitor Services &middot; 0115 496 0172</p>`,
      foot: wrenfield_foot,
    }),
    attachment: [
      "WMM-304417-tickets.pdf",
      "application/pdf",
      pdf("Wrenfield Museum - e-tickets WMM-304417", [
        "Looms & Light - Sun 8 Nov 2026, 11:30",
        "Adult 1 of 2  barcode 400193822017",
        "Adult 2 of 2  barcode 400193822024",
        "Child 1 of 1  barcode 400193822031",
      ]),
    ],
  },
  {
    family: "wrenfield-museum",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.wrenfieldmuseum.org.uk/members/confirm-email?key=mem-7c3f0b92e15a44d1",
    from: "Wrenfield Museum Membership <members@wrenfieldmuseum.org.uk>",
    subject: "Please confirm your email to finish joining",
    date: dt("2026-11-08 13:05:51"),
    text: `Dear Sam,

Thank you for joining as a Wrenfield Friend at the admissions desk today.

To finish setting up your membership, please confirm your email address:
https://www.wrenfieldmuseum.org.uk/members/confirm-email?key=mem-7c3f0b92e15a44d1

Once confirmed, your digital membership card (Friend, Joint - member no. F-21884) will appear in your online account, and we'll send the Friends' programme for spring 2027.

Membership: Joint Friend, £68 per year, renews 8 November 2027 by Direct Debit.

With thanks,
Membership Office
Wrenfield Museum of Making, Canal Wharf, Nottingham NG1 7HA
Registered charity no. 1148820
`,
    html: shell({
      lang: "en",
      title: "Confirm your email",
      pre: "One click to finish joining as a Wrenfield Friend",
      bg: "#ecebe7",
      head: logo(
        "https://www.wrenfieldmuseum.org.uk/media/email/wrenfield-wordmark.png",
        "Wrenfield Museum of Making",
        200,
      ),
      body: `<p>Dear Sam,</p>
<p>Thank you for joining as a Wrenfield Friend at the admissions desk today.</p>
<p>To finish setting up your membership, please confirm your email address.</p>
${
        button(
          "https://www.wrenfieldmuseum.org.uk/members/confirm-email?key=mem-7c3f0b92e15a44d1",
          "Confirm my email",
          "#222222",
        )
      }
<p>Once confirmed, your digital membership card (Friend, Joint &ndash; member no. F-21884) will appear in your online account, and we'll send the Friends' programme for spring 2027.</p>
<p style="font-size:13px;color:#555;">Membership: Joint Friend, &pound;68 per year, renews 8 November 2027 by Direct Debit.</p>
<p>With thanks,<br>Membership Office</p>`,
      foot: wrenfield_foot,
    }),
  },
];

export const mails: Mail[] = [...batch1, ...batch2, ...batch3, ...batch4, ...batch5, ...batch6, ...batch7];
