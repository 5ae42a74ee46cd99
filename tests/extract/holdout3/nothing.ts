/**
 * Mail that asks the reader for nothing while carrying many code-like numbers and action-looking
 * buttons (statements, bills, tickets, alerts, security notices, promos), plus a few courier and
 * parcel-locker mails whose pickup code or delivery PIN is labelled as a code.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 (`month` 1–12). */
function date(month: number, day: number, time: string, zone = "+0000"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${zone}`;
}

/** A bulletproof-ish table button. */
function button(href: string, label: string, bg: string, fg = "#ffffff"): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:16px 0;"><tr>
<td align="center" bgcolor="${bg}" style="border-radius:4px;background:${bg};">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:${fg};text-decoration:none;border-radius:4px;">${label}</a>
</td></tr></table>`;
}

/** A hidden preheader span. */
function preheader(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#ffffff;line-height:1px;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** The usual 600px centred shell with a coloured header bar and a grey footer. */
function shell(o: {
  lang: string;
  title: string;
  pre: string;
  brand: string;
  color: string;
  logo: string;
  body: string;
  footer: string;
  dir?: "rtl";
}): string {
  const dir = o.dir ? ` dir="${o.dir}"` : "";
  const align = o.dir ? "right" : "left";
  return `<!DOCTYPE html>
<html lang="${o.lang}"${dir}>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${o.title}</title>
<style type="text/css">
body{margin:0;padding:0;-webkit-text-size-adjust:100%;}
table{border-collapse:collapse;}
@media only screen and (max-width:620px){.wrap{width:100% !important;}}
</style>
</head>
<body style="margin:0;padding:0;background-color:#eef0f3;">
${preheader(o.pre)}
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="#eef0f3">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="wrap" width="600" border="0" cellpadding="0" cellspacing="0" style="width:600px;background:#ffffff;">
<tr><td style="background:${o.color};padding:18px 28px;text-align:${align};">
<img src="${o.logo}" alt="${o.brand}" width="140" height="32" style="display:block;border:0;${
    o.dir ? "margin-left:auto;" : ""
  }">
</td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#222222;text-align:${align};">
${o.body}
</td></tr>
<tr><td style="padding:20px 28px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#777777;text-align:${align};">
${o.footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A two-column details table: label cell, value cell. */
function rows(pairs: [string, string][], bold = false): string {
  return `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="margin:12px 0;border-top:1px solid #e3e5e8;">
${
    pairs.map(([k, v]) =>
      `<tr><td style="padding:8px 0;border-bottom:1px solid #e3e5e8;color:#666666;font-size:14px;width:45%;">${k}</td><td style="padding:8px 0;border-bottom:1px solid #e3e5e8;font-size:14px;${
        bold ? "font-weight:bold;" : ""
      }">${v}</td></tr>`
    ).join("\n")
  }
</table>`;
}

// ---------------------------------------------------------------- mails

export const mails: Mail[] = [
  // ---------------------------------------------------------------- northway-bank (en)
  {
    family: "northway-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Northway Bank <statements@alerts.northwaybank.co.uk>",
    subject: "Your November statement for Northway Platinum ending 4821 is ready",
    date: date(11, 3, "06:12:44"),
    enc: "qp",
    text: `Northway Bank

Your statement is ready

Hello Sam,

Your credit card statement for Northway Platinum Mastercard (ending 4821) is now available to view
in Online Banking.

Statement date: 01 November 2026
Statement balance: £1,284.17
Minimum payment: £38.53
Payment due by: 26 November 2026
Direct Debit: Yes - full balance will be collected on 26 November

Sign in to view your statement:
https://e.northwaybank.co.uk/c/AQpL9x2k?u=https%3A%2F%2Fonline.northwaybank.co.uk%2Fstatements

For your security, we never include your full card number in e-mails and we will never ask you
to confirm your PIN, passcode or security details by e-mail or text.

Northway Bank plc. Registered in England and Wales no. 02158743. Registered office: 40 Carrick
Street, Leeds LS1 4BY. Authorised by the Prudential Regulation Authority.
Manage e-mail preferences: https://e.northwaybank.co.uk/prefs?id=8842091`,
    html: shell({
      lang: "en",
      title: "Your statement is ready",
      pre: "Statement balance £1,284.17 · payment due 26 November",
      brand: "Northway Bank",
      color: "#0b3d5c",
      logo: "https://assets.northwaybank.co.uk/email/logo-white@2x.png",
      body: `<h1 style="font-size:22px;margin:0 0 12px;color:#0b3d5c;">Your statement is ready</h1>
<p style="margin:0 0 12px;">Hello Sam,</p>
<p style="margin:0 0 12px;">Your credit card statement for <strong>Northway Platinum Mastercard</strong> (ending &bull;&bull;&bull;&bull; 4821) is now available in Online Banking.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f6fa;border-radius:6px;margin:16px 0;">
<tr>
<td style="padding:16px;text-align:center;border-right:1px solid #d6e2ec;"><div style="font-size:12px;color:#5d6b78;">Statement balance</div><div style="font-size:26px;font-weight:bold;color:#0b3d5c;">£1,284.17</div></td>
<td style="padding:16px;text-align:center;border-right:1px solid #d6e2ec;"><div style="font-size:12px;color:#5d6b78;">Minimum payment</div><div style="font-size:26px;font-weight:bold;color:#0b3d5c;">£38.53</div></td>
<td style="padding:16px;text-align:center;"><div style="font-size:12px;color:#5d6b78;">Due by</div><div style="font-size:26px;font-weight:bold;color:#0b3d5c;">26 Nov</div></td>
</tr></table>
<p style="margin:0 0 12px;">Your Direct Debit is set up to collect the full balance on 26 November 2026, so there's nothing you need to do.</p>
${
        button(
          "https://e.northwaybank.co.uk/c/AQpL9x2k?u=https%3A%2F%2Fonline.northwaybank.co.uk%2Fstatements",
          "Sign in to view your statement",
          "#1b7f4e",
        )
      }
<p style="margin:0;font-size:13px;color:#555555;">For your security, we never include your full card number in e-mails and we will never ask you to confirm your PIN, passcode or security details by e-mail or text.</p>`,
      footer:
        `Northway Bank plc. Registered in England and Wales no. 02158743. Registered office: 40 Carrick Street, Leeds LS1 4BY.<br>
Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority (FRN 114582).<br>
<a href="https://e.northwaybank.co.uk/prefs?id=8842091" style="color:#777777;">E-mail preferences</a> &middot; <a href="https://www.northwaybank.co.uk/security" style="color:#777777;">Security centre</a> &middot; <a href="https://www.northwaybank.co.uk/privacy" style="color:#777777;">Privacy</a>`,
    }),
  },
  {
    family: "northway-bank",
    group: "consumer",
    lang: "en",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Northway Bank <security@alerts.northwaybank.co.uk>",
    subject: "New sign-in to Northway Online Banking",
    date: date(11, 14, "21:47:09"),
    text: `New sign-in to your account

We noticed a sign-in to Northway Online Banking from a device we haven't seen before.

When: Saturday 14 November 2026, 21:45 GMT
Device: Chrome on Windows
Approximate location: Manchester, United Kingdom
IP address: 81.174.23.119

If this was you, you don't need to do anything.

If you don't recognise this activity, secure your account straight away:
https://online.northwaybank.co.uk/security/review?ref=SN-7731904
or call us on 0345 600 2291 (+44 113 496 0755 from abroad), 24 hours a day.

We will never call you and ask you to move money to a 'safe account' or read out a one-time passcode.

Northway Bank plc, 40 Carrick Street, Leeds LS1 4BY`,
    html: shell({
      lang: "en",
      title: "New sign-in",
      pre: "Chrome on Windows, Manchester, 14 Nov 21:45",
      brand: "Northway Bank",
      color: "#0b3d5c",
      logo: "https://assets.northwaybank.co.uk/email/logo-white@2x.png",
      body: `<h1 style="font-size:22px;margin:0 0 12px;color:#0b3d5c;">New sign-in to your account</h1>
<p>We noticed a sign-in to Northway Online Banking from a device we haven't seen before.</p>
${
        rows([
          ["When", "Saturday 14 November 2026, 21:45 GMT"],
          ["Device", "Chrome on Windows"],
          ["Approximate location", "Manchester, United Kingdom"],
          ["IP address", "81.174.23.119"],
        ])
      }
<p><strong>If this was you</strong>, you don't need to do anything.</p>
<p><strong>If you don't recognise this activity</strong>, secure your account straight away or call us on <a href="tel:03456002291" style="color:#0b3d5c;">0345 600 2291</a>.</p>
${button("https://online.northwaybank.co.uk/security/review?ref=SN-7731904", "Secure my account", "#b3261e")}
<p style="font-size:13px;color:#555555;">We will never call you and ask you to move money to a 'safe account' or read out a one-time passcode.</p>`,
      footer: `Northway Bank plc, 40 Carrick Street, Leeds LS1 4BY. Calls may be recorded.<br>
<a href="https://www.northwaybank.co.uk/security" style="color:#777777;">Security centre</a> &middot; <a href="https://www.northwaybank.co.uk/privacy" style="color:#777777;">Privacy</a>`,
    }),
  },
  {
    family: "northway-bank",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Northway Bank <security@alerts.northwaybank.co.uk>",
    subject: "Your Online Banking password has been changed",
    date: date(11, 19, "08:03:51"),
    text: `Hello Sam,

The password for your Northway Online Banking (customer number ending 0917) was changed on
19 November 2026 at 08:02.

If you made this change, there's nothing else to do. Next time you sign in, use your new password
together with your 6-digit security number.

If you didn't change it, call us immediately on 0345 600 2291 so we can lock your account.

Northway Bank
This is an automated message - please don't reply.`,
    html: null,
  },
  // ---------------------------------------------------------------- stadtwerke-lindenau (de)
  {
    family: "stadtwerke-lindenau",
    group: "regional",
    lang: "de",
    kind: "utility-bill",
    code: null,
    link: null,
    from: "Stadtwerke Lindenau <rechnung@stadtwerke-lindenau.de>",
    subject: "Ihre Jahresverbrauchsabrechnung Strom 2026 – Rechnungsnr. 3100482917",
    date: date(11, 5, "10:22:03", "+0100"),
    enc: "qp",
    attachment: [
      "Rechnung_3100482917.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    text: `Sehr geehrter Herr Reader,

anbei erhalten Sie Ihre Jahresverbrauchsabrechnung für Strom für den Zeitraum 01.10.2025 bis
30.09.2026.

Kundennummer:      20 448 713
Vertragskonto:     8000 5521 0094
Rechnungsnummer:   3100482917
Zählernummer:      1ESY1160 7742 81
Zählerstand alt:   41.208 kWh (30.09.2025)
Zählerstand neu:   43.797 kWh (30.09.2026)
Verbrauch:         2.589 kWh

Gesamtbetrag:      1.019,44 EUR
Geleistete Abschläge: 1.056,00 EUR
Guthaben:          36,56 EUR

Das Guthaben überweisen wir in den nächsten Tagen auf Ihr Konto DE89 •••• •••• •••• 3000.
Ihr neuer monatlicher Abschlag ab 15.12.2026 beträgt 86,00 EUR.

Die Rechnung finden Sie als PDF im Anhang und jederzeit im Kundenportal:
https://portal.stadtwerke-lindenau.de/rechnungen

Mit freundlichen Grüßen
Ihre Stadtwerke Lindenau

Stadtwerke Lindenau GmbH · Am Wasserturm 3 · 04177 Leipzig
Kundenservice: 0341 55 20 90 (Mo–Fr 8–18 Uhr)
Geschäftsführer: Dr. Jörg Meinhardt · HRB 22017 Amtsgericht Leipzig`,
    html: shell({
      lang: "de",
      title: "Ihre Jahresverbrauchsabrechnung",
      pre: "Guthaben 36,56 EUR – neuer Abschlag 86,00 EUR",
      brand: "Stadtwerke Lindenau",
      color: "#00695c",
      logo: "https://www.stadtwerke-lindenau.de/media/mail/swl-logo.png",
      body: `<p>Sehr geehrter Herr Reader,</p>
<p>anbei erhalten Sie Ihre Jahresverbrauchsabrechnung für <strong>Strom</strong> für den Zeitraum 01.10.2025 bis 30.09.2026.</p>
${
        rows([
          ["Kundennummer", "20 448 713"],
          ["Vertragskonto", "8000 5521 0094"],
          ["Rechnungsnummer", "3100482917"],
          ["Zählernummer", "1ESY1160 7742 81"],
          ["Zählerstand alt (30.09.2025)", "41.208 kWh"],
          ["Zählerstand neu (30.09.2026)", "43.797 kWh"],
          ["Verbrauch", "2.589 kWh"],
        ])
      }
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;background:#e0f2f1;">
<tr><td style="padding:16px;font-size:14px;">Ihr Guthaben</td><td style="padding:16px;font-size:28px;font-weight:bold;text-align:right;color:#00695c;">36,56&nbsp;€</td></tr>
</table>
<p>Das Guthaben überweisen wir in den nächsten Tagen auf Ihr Konto DE89&nbsp;••••&nbsp;••••&nbsp;••••&nbsp;3000. Ihr neuer monatlicher Abschlag ab 15.12.2026 beträgt <strong>86,00&nbsp;€</strong>.</p>
${button("https://portal.stadtwerke-lindenau.de/rechnungen", "Rechnung im Kundenportal ansehen", "#00695c")}
<p>Mit freundlichen Grüßen<br>Ihre Stadtwerke Lindenau</p>`,
      footer: `Stadtwerke Lindenau GmbH · Am Wasserturm 3 · 04177 Leipzig<br>
Kundenservice: 0341 55 20 90 (Mo–Fr 8–18 Uhr) · <a href="mailto:service@stadtwerke-lindenau.de" style="color:#777;">service@stadtwerke-lindenau.de</a><br>
Geschäftsführer: Dr. Jörg Meinhardt · HRB 22017 Amtsgericht Leipzig · <a href="https://www.stadtwerke-lindenau.de/datenschutz" style="color:#777;">Datenschutz</a> · <a href="https://www.stadtwerke-lindenau.de/impressum" style="color:#777;">Impressum</a>`,
    }),
  },
  {
    family: "stadtwerke-lindenau",
    group: "regional",
    lang: "de",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Stadtwerke Lindenau <kundenservice@stadtwerke-lindenau.de>",
    subject: "Zahlungseingang bestätigt – Vertragskonto 8000 5521 0094",
    date: date(11, 17, "14:40:12", "+0100"),
    text: `Guten Tag Herr Reader,

wir bestätigen den Eingang Ihrer Zahlung über 86,00 EUR vom 16.11.2026
(Verwendungszweck: VK 800055210094 / Abschlag 11-2026).

Ihr Vertragskonto ist damit ausgeglichen. Sie müssen nichts weiter tun.

Tipp: Im Kundenportal können Sie Ihre Zählerstände, Abschläge und Rechnungen jederzeit einsehen.
Melden Sie sich einfach mit Ihrer Kundennummer 20 448 713 an: https://portal.stadtwerke-lindenau.de

Freundliche Grüße
Ihr Kundenservice der Stadtwerke Lindenau
Telefon 0341 55 20 90`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- aerocielo (es)
  {
    family: "aerocielo",
    group: "consumer",
    lang: "es",
    kind: "checkin-reminder",
    code: null,
    link: null,
    from: "AeroCielo <reservas@mail.aerocielo.es>",
    subject: "Ya puedes hacer el check-in: Madrid → Tenerife Norte, vuelo AC 3417",
    date: date(11, 20, "07:00:18", "+0100"),
    enc: "qp",
    text: `Hola SAM,

El check-in online de tu vuelo ya está abierto.

Código de reserva (localizador): K7QZ4M
Vuelo: AC 3417
Salida: sábado 21 de noviembre de 2026, 09:35 — Madrid-Barajas (MAD) T4
Llegada: 11:20 — Tenerife Norte (TFN)
Pasajero: READER / SAM MR
Tarifa: Basic — equipaje de mano 10 kg incluido

Haz el check-in online y elige tu asiento:
https://www.aerocielo.es/checkin?pnr=K7QZ4M&lastname=READER&utm_source=email&utm_medium=crm&utm_campaign=checkin_open

Gestionar mi reserva: https://www.aerocielo.es/mis-reservas?pnr=K7QZ4M

La puerta de embarque se cierra 20 minutos antes de la salida.

AeroCielo Líneas Aéreas S.A. · Avda. de la Hispanidad 12 · 28042 Madrid
Atención al cliente: +34 911 23 45 67
Política de privacidad: https://www.aerocielo.es/privacidad`,
    html: shell({
      lang: "es",
      title: "Check-in abierto",
      pre: "Localizador K7QZ4M · AC 3417 · sábado 09:35",
      brand: "AeroCielo",
      color: "#d62b4b",
      logo: "https://static.aerocielo.es/mail/aerocielo-logo.png",
      body: `<p style="font-size:18px;margin:0 0 8px;">Hola SAM,</p>
<h1 style="font-size:24px;margin:0 0 16px;">El check-in online de tu vuelo ya está abierto</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #f0c7cf;border-radius:8px;">
<tr><td style="padding:16px;">
<div style="font-size:12px;color:#888;text-transform:uppercase;">Localizador</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#d62b4b;">K7QZ4M</div>
</td><td style="padding:16px;text-align:right;">
<div style="font-size:12px;color:#888;">Vuelo</div><div style="font-size:20px;font-weight:bold;">AC 3417</div>
</td></tr>
<tr><td style="padding:0 16px 16px;"><div style="font-size:28px;font-weight:bold;">MAD</div><div style="font-size:13px;">09:35 · T4</div></td>
<td style="padding:0 16px 16px;text-align:right;"><div style="font-size:28px;font-weight:bold;">TFN</div><div style="font-size:13px;">11:20</div></td></tr>
</table>
<p>Sábado 21 de noviembre de 2026 · Pasajero: READER / SAM MR · Tarifa Basic (equipaje de mano 10 kg)</p>
${
        button(
          "https://www.aerocielo.es/checkin?pnr=K7QZ4M&amp;lastname=READER&amp;utm_source=email&amp;utm_medium=crm&amp;utm_campaign=checkin_open",
          "Hacer check-in",
          "#d62b4b",
        )
      }
<p><a href="https://www.aerocielo.es/mis-reservas?pnr=K7QZ4M" style="color:#d62b4b;">Gestionar mi reserva</a></p>
<p style="font-size:13px;color:#666;">La puerta de embarque se cierra 20 minutos antes de la salida.</p>`,
      footer: `AeroCielo Líneas Aéreas S.A. · Avda. de la Hispanidad 12 · 28042 Madrid<br>
Atención al cliente: +34 911 23 45 67 · <a href="https://www.aerocielo.es/privacidad" style="color:#777;">Privacidad</a> · <a href="https://www.aerocielo.es/baja?e=c2FtLnJlYWRlcg" style="color:#777;">Darse de baja</a>`,
    }),
  },
  {
    family: "aerocielo",
    group: "consumer",
    lang: "es",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "AeroCielo <checkin@mail.aerocielo.es>",
    subject: "Tu tarjeta de embarque · AC 3417 · Asiento 14C",
    date: date(11, 20, "18:26:40", "+0100"),
    html_enc: "b64",
    text: `Tarjeta de embarque

READER / SAM MR
Vuelo AC 3417 · Madrid (MAD) → Tenerife Norte (TFN)
Fecha: 21NOV2026
Embarque: 08:55 · Puerta: J52 (se confirma en pantallas) · Zona: 3
Asiento: 14C
Número de secuencia: 087
Billete electrónico: 996 2419057733
Localizador: K7QZ4M

Muestra esta tarjeta en el control de seguridad y en la puerta de embarque, en el móvil o impresa.
Descargar en PDF: https://www.aerocielo.es/bp/pdf?pnr=K7QZ4M&pax=1
Añadir a Apple Wallet: https://www.aerocielo.es/bp/wallet?pnr=K7QZ4M&pax=1

¡Buen vuelo!
AeroCielo`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Tarjeta de embarque</title></head>
<body style="margin:0;background:#f2f2f2;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden;">
<tr><td colspan="3" style="background:#d62b4b;color:#fff;padding:14px 18px;font-weight:bold;font-size:16px;">AeroCielo · Tarjeta de embarque</td></tr>
<tr><td colspan="3" style="padding:16px 18px 4px;font-size:12px;color:#888;">PASAJERO</td></tr>
<tr><td colspan="3" style="padding:0 18px 12px;font-size:18px;font-weight:bold;">READER / SAM MR</td></tr>
<tr>
<td style="padding:8px 18px;"><div style="font-size:34px;font-weight:bold;">MAD</div><div style="font-size:12px;color:#666;">Madrid</div></td>
<td style="text-align:center;font-size:22px;color:#d62b4b;">&#9992;</td>
<td style="padding:8px 18px;text-align:right;"><div style="font-size:34px;font-weight:bold;">TFN</div><div style="font-size:12px;color:#666;">Tenerife Norte</div></td>
</tr>
<tr><td colspan="3" style="padding:8px 18px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><div style="font-size:11px;color:#888;">VUELO</div><div style="font-size:18px;font-weight:bold;">AC 3417</div></td>
<td><div style="font-size:11px;color:#888;">FECHA</div><div style="font-size:18px;font-weight:bold;">21NOV</div></td>
<td><div style="font-size:11px;color:#888;">EMBARQUE</div><div style="font-size:18px;font-weight:bold;">08:55</div></td>
</tr><tr>
<td style="padding-top:10px;"><div style="font-size:11px;color:#888;">PUERTA</div><div style="font-size:18px;font-weight:bold;">J52</div></td>
<td style="padding-top:10px;"><div style="font-size:11px;color:#888;">ASIENTO</div><div style="font-size:26px;font-weight:bold;color:#d62b4b;">14C</div></td>
<td style="padding-top:10px;"><div style="font-size:11px;color:#888;">ZONA</div><div style="font-size:18px;font-weight:bold;">3</div></td>
</tr></table></td></tr>
<tr><td colspan="3" align="center" style="padding:16px;"><img src="https://www.aerocielo.es/bp/qr?pnr=K7QZ4M&amp;pax=1&amp;seq=087" width="180" height="180" alt="Código de barras de la tarjeta de embarque"></td></tr>
<tr><td colspan="3" style="padding:0 18px 16px;font-size:12px;color:#666;">Secuencia 087 · Billete 996 2419057733 · Localizador K7QZ4M</td></tr>
<tr><td colspan="3" style="padding:0 18px 18px;">
<a href="https://www.aerocielo.es/bp/pdf?pnr=K7QZ4M&amp;pax=1" style="color:#d62b4b;">Descargar PDF</a> &nbsp;|&nbsp;
<a href="https://www.aerocielo.es/bp/wallet?pnr=K7QZ4M&amp;pax=1"><img src="https://static.aerocielo.es/mail/add-to-apple-wallet-es.png" alt="Añadir a Apple Wallet" height="32" style="vertical-align:middle;border:0;"></a>
</td></tr>
</table>
<p style="font-size:11px;color:#999;">AeroCielo Líneas Aéreas S.A. · Avda. de la Hispanidad 12 · 28042 Madrid</p>
</td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- hotels-rivage (fr)
  {
    family: "hotels-rivage",
    group: "consumer",
    lang: "fr",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Hôtels Rivage <reservations@hotels-rivage.fr>",
    subject: "Réservation confirmée n° RVG-58120947 – Hôtel Rivage Biarritz",
    date: date(10, 28, "16:05:33", "+0100"),
    enc: "qp",
    text: `Bonjour Sam,

Merci d'avoir choisi l'Hôtel Rivage Biarritz. Votre réservation est confirmée.

Numéro de confirmation : RVG-58120947
Arrivée : vendredi 11 décembre 2026 (à partir de 15h00)
Départ : dimanche 13 décembre 2026 (avant 11h00)
Chambre : Supérieure vue mer, lit double – 2 adultes
Tarif : Flexible, petit-déjeuner inclus
Total : 412,00 € TTC (taxe de séjour 2,88 € par nuit et par personne, à régler sur place)
Garantie : Visa •••• 7730

Annulation gratuite jusqu'au 9 décembre 2026 à 18h00 (heure locale).

Gérer ma réservation : https://www.hotels-rivage.fr/mon-sejour?conf=RVG-58120947&nom=READER
Code d'accès au parking souterrain : communiqué à la réception lors de votre arrivée.

Hôtel Rivage Biarritz – 7 boulevard du Général de Gaulle – 64200 Biarritz
+33 5 59 22 41 00 – biarritz@hotels-rivage.fr`,
    html: shell({
      lang: "fr",
      title: "Réservation confirmée",
      pre: "Du 11 au 13 décembre · Supérieure vue mer · RVG-58120947",
      brand: "Hôtels Rivage",
      color: "#1d3557",
      logo: "https://www.hotels-rivage.fr/assets/email/rivage-logo-blanc.png",
      body: `<p>Bonjour Sam,</p>
<p>Merci d'avoir choisi l'<strong>Hôtel Rivage Biarritz</strong>. Votre réservation est confirmée.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1faee;margin:12px 0;">
<tr><td style="padding:18px;text-align:center;"><div style="font-size:12px;color:#457b9d;letter-spacing:1px;">NUMÉRO DE CONFIRMATION</div>
<div style="font-size:28px;font-weight:bold;color:#1d3557;letter-spacing:2px;">RVG-58120947</div></td></tr>
</table>
${
        rows([
          ["Arrivée", "vendredi 11 décembre 2026, à partir de 15h00"],
          ["Départ", "dimanche 13 décembre 2026, avant 11h00"],
          ["Chambre", "Supérieure vue mer, lit double – 2 adultes"],
          ["Tarif", "Flexible, petit-déjeuner inclus"],
          ["Total", "412,00 € TTC"],
          ["Garantie", "Visa •••• 7730"],
        ])
      }
<p style="font-size:13px;">Annulation gratuite jusqu'au 9 décembre 2026 à 18h00 (heure locale). Taxe de séjour de 2,88 € par nuit et par personne à régler sur place.</p>
${button("https://www.hotels-rivage.fr/mon-sejour?conf=RVG-58120947&amp;nom=READER", "Gérer ma réservation", "#e63946")}
<p style="font-size:13px;">Le code d'accès au parking souterrain vous sera communiqué à la réception lors de votre arrivée.</p>`,
      footer: `Hôtel Rivage Biarritz – 7 boulevard du Général de Gaulle – 64200 Biarritz – +33 5 59 22 41 00<br>
<a href="https://www.hotels-rivage.fr/confidentialite" style="color:#777;">Confidentialité</a> · <a href="https://www.hotels-rivage.fr/cgv" style="color:#777;">CGV</a> · <a href="https://www.instagram.com/hotelsrivage" style="color:#777;">Instagram</a>`,
    }),
  },
  {
    family: "hotels-rivage",
    group: "consumer",
    lang: "fr",
    kind: "stay-survey",
    code: null,
    link: null,
    from: "Hôtel Rivage Biarritz <avis@hotels-rivage.fr>",
    subject: "Sam, comment s'est passé votre séjour à Biarritz ?",
    date: date(12, 14, "10:00:00", "+0100"),
    text: `Bonjour Sam,

Nous espérons que vous avez apprécié votre séjour du 11 au 13 décembre (réservation RVG-58120947).

Votre avis compte : répondre à nos 5 questions prend environ 2 minutes.
https://survey.hotels-rivage.fr/s/7Hq2Lp?r=RVG-58120947

Pour vous remercier, profitez de -15 % sur votre prochain séjour avec le code promo RETOUR15,
valable jusqu'au 31 mars 2027 sur hotels-rivage.fr.

À bientôt,
L'équipe de l'Hôtel Rivage Biarritz

Se désinscrire : https://www.hotels-rivage.fr/desinscription?u=48812`,
    html: null,
  },
  // ---------------------------------------------------------------- noleggio-solemare (it)
  {
    family: "noleggio-solemare",
    group: "regional",
    lang: "it",
    kind: "rental-confirmed",
    code: null,
    link: null,
    from: "SoleMare Autonoleggio <prenotazioni@solemare-rent.it>",
    subject: "Conferma prenotazione SMR-2026-774310 – Catania Aeroporto",
    date: date(11, 9, "12:31:08", "+0100"),
    html_enc: "qp",
    text: `Gentile Sam Reader,

la tua prenotazione è confermata.

Numero prenotazione: SMR-2026-774310
Ritiro: Catania Aeroporto (CTA), Terminal A – giovedì 3 dicembre 2026, ore 10:30
Riconsegna: stesso ufficio – lunedì 7 dicembre 2026, ore 10:30
Veicolo: Gruppo C – Fiat Tipo o similare, cambio manuale
Copertura: Kasko con franchigia ridotta (300,00 €)
Totale prepagato: 186,40 € (IVA inclusa)

Al banco presenta patente di guida valida, documento d'identità e carta di credito a nome del conducente
principale per il deposito cauzionale di 500,00 €.

Modifica o annulla: https://www.solemare-rent.it/area-clienti/prenotazioni/SMR-2026-774310

Ufficio Catania Aeroporto: +39 095 723 1188 (tutti i giorni 7:00–23:30)
SoleMare S.r.l. – Via Etnea 214 – 95131 Catania – P.IVA 04218870875`,
    html: `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Conferma prenotazione</title></head>
<body style="margin:0;padding:0;background:#fff8e1;">
<center>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:620px;background:#ffffff;font-family:Verdana,Geneva,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:20px;border-bottom:4px solid #ffb300;"><img src="https://www.solemare-rent.it/img/mail/logo-solemare.png" alt="SoleMare Autonoleggio" width="170"></td></tr>
<tr><td style="padding:24px 20px 8px;"><h2 style="margin:0;color:#ef6c00;">La tua prenotazione è confermata</h2></td></tr>
<tr><td style="padding:8px 20px;">Gentile Sam Reader, grazie per aver scelto SoleMare.</td></tr>
<tr><td style="padding:8px 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #ffe0b2;">
<tr style="background:#fff3e0;"><td colspan="2"><b>Numero prenotazione</b><br><span style="font-size:22px;font-weight:bold;">SMR-2026-774310</span></td></tr>
<tr><td width="50%"><b>Ritiro</b><br>Catania Aeroporto (CTA), Terminal A<br>gio 3 dicembre 2026, 10:30</td>
<td><b>Riconsegna</b><br>Catania Aeroporto (CTA)<br>lun 7 dicembre 2026, 10:30</td></tr>
<tr><td><b>Veicolo</b><br>Gruppo C – Fiat Tipo o similare<br><img src="https://www.solemare-rent.it/img/fleet/fiat-tipo.png" alt="Fiat Tipo" width="160"></td>
<td><b>Copertura</b><br>Kasko, franchigia 300,00 €<br><br><b>Totale prepagato</b><br><span style="font-size:20px;">186,40 €</span></td></tr>
</table></td></tr>
<tr><td style="padding:12px 20px;font-size:13px;">Al banco presenta patente valida, documento d'identità e carta di credito a nome del conducente principale (deposito cauzionale 500,00 €).</td></tr>
<tr><td style="padding:8px 20px 24px;"><a href="https://www.solemare-rent.it/area-clienti/prenotazioni/SMR-2026-774310" style="background:#ef6c00;color:#fff;padding:12px 22px;text-decoration:none;border-radius:24px;display:inline-block;">Modifica o annulla</a></td></tr>
<tr><td style="padding:16px 20px;background:#424242;color:#cccccc;font-size:11px;">Ufficio Catania Aeroporto: +39 095 723 1188 · SoleMare S.r.l. – Via Etnea 214 – 95131 Catania – P.IVA 04218870875<br>
<a href="https://www.solemare-rent.it/privacy" style="color:#ffb300;">Privacy</a> · <a href="https://www.solemare-rent.it/condizioni" style="color:#ffb300;">Condizioni di noleggio</a></td></tr>
</table></center></body></html>`,
  },
  // ---------------------------------------------------------------- filmhuis-delta (nl)
  {
    family: "filmhuis-delta",
    group: "regional",
    lang: "nl",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Filmhuis Delta <kassa@filmhuisdelta.nl>",
    subject: "Je e-tickets voor ‘De Stille Kust’ – bestelling 604127",
    date: date(11, 12, "19:52:27", "+0100"),
    enc: "b64",
    text: `Hoi Sam,

Bedankt voor je bestelling! Hieronder staan je e-tickets. Laat de barcode op je telefoon scannen bij de
ingang van de zaal; printen is niet nodig.

Film: De Stille Kust (2026) – OV, Nederlands ondertiteld
Datum: vrijdag 13 november 2026, 20:45
Zaal: 2
Stoelen: rij 6, stoel 11 en 12

Ticket 1 – barcode 4006 1270 0011 8
Ticket 2 – barcode 4006 1270 0012 5

Bestelnummer: 604127
Betaald: € 23,00 (iDEAL)

Tickets bekijken: https://tickets.filmhuisdelta.nl/bestelling/604127?h=e91fa0c2

De zaal gaat 15 minuten voor aanvang open. Te laat? Na het voorprogramma is binnenkomen niet meer mogelijk.

Filmhuis Delta · Lange Nieuwstraat 41 · 3512 PG Utrecht · 030 231 77 40`,
    html: `<html><head><meta charset="utf-8"></head><body style="background:#111;margin:0;padding:0;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#111111"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#eeeeee;">
<tr><td style="padding:28px 0 10px;font-size:26px;letter-spacing:4px;">FILMHUIS DELTA</td></tr>
<tr><td style="padding:0 0 20px;font-size:15px;">Hoi Sam, bedankt voor je bestelling! Laat de barcode op je telefoon scannen bij de ingang van de zaal.</td></tr>
<tr><td style="background:#fafafa;color:#111;padding:20px;border-radius:6px;">
<div style="font-size:22px;font-weight:bold;">De Stille Kust</div>
<div style="font-size:13px;color:#555;">2026 · OV, Nederlands ondertiteld</div>
<p style="font-size:15px;">vrijdag 13 november 2026 · <b>20:45</b> · Zaal 2 · Rij 6, stoel 11 &amp; 12</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td align="center" style="border-top:1px dashed #aaa;padding:14px;"><img src="https://tickets.filmhuisdelta.nl/barcode/40061270001188.png" width="220" height="60" alt="barcode"><div style="font-family:Courier,monospace;font-size:14px;">4006 1270 0011 8</div><div style="font-size:12px;">Ticket 1 · stoel 11</div></td>
<td align="center" style="border-top:1px dashed #aaa;padding:14px;"><img src="https://tickets.filmhuisdelta.nl/barcode/40061270001255.png" width="220" height="60" alt="barcode"><div style="font-family:Courier,monospace;font-size:14px;">4006 1270 0012 5</div><div style="font-size:12px;">Ticket 2 · stoel 12</div></td>
</tr></table>
<p style="font-size:13px;color:#555;">Bestelnummer 604127 · Betaald € 23,00 (iDEAL)</p>
<a href="https://tickets.filmhuisdelta.nl/bestelling/604127?h=e91fa0c2" style="color:#c62828;font-weight:bold;">Tickets bekijken in je browser &rarr;</a>
</td></tr>
<tr><td style="padding:20px 0;font-size:12px;color:#999;">De zaal gaat 15 minuten voor aanvang open.<br>Filmhuis Delta · Lange Nieuwstraat 41 · 3512 PG Utrecht · 030 231 77 40<br>
<a href="https://www.filmhuisdelta.nl/nieuwsbrief/afmelden" style="color:#999;">Afmelden nieuwsbrief</a> · <a href="https://www.filmhuisdelta.nl/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- stagegate-tickets (en)
  {
    family: "stagegate-tickets",
    group: "consumer",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "StageGate <orders@stagegate.com>",
    subject: "You're going! Lantern Parade – Order #SG-7719-4402",
    date: date(9, 30, "11:18:56", "-0400"),
    text: `You're going to Lantern Parade!

Order #SG-7719-4402
Placed Sep 30, 2026

Lantern Parade – "Low Tide" North American Tour
Sat, Dec 5, 2026 · Doors 7:00 PM · Show 8:00 PM
The Foundry Hall, 1200 W Lake St, Chicago, IL 60607

2 x General Admission Floor          $118.00
Service fees                           $24.60
Facility charge                         $6.00
Order total                           $148.60
Paid with Amex •••• 1009

Your mobile tickets will be in the StageGate app. Each ticket has a rotating barcode that refreshes
every few seconds, so screenshots won't scan. Ticket numbers for your records:
  GA-FLOOR 0412 7765 3390
  GA-FLOOR 0412 7765 3391

View order: https://www.stagegate.com/account/orders/SG-7719-4402
Transfer or sell tickets from the app: https://www.stagegate.com/help/transfer

Bag policy: clear bags up to 12" x 6" x 12" only.

StageGate, Inc., 55 Hawthorne St, San Francisco, CA 94105
Purchase terms: https://www.stagegate.com/terms`,
    html: shell({
      lang: "en",
      title: "You're going!",
      pre: "Lantern Parade · Sat, Dec 5 · The Foundry Hall · 2 tickets",
      brand: "StageGate",
      color: "#5b21b6",
      logo: "https://cdn.stagegate.com/email/sg-wordmark-white.png",
      body: `<h1 style="margin:0 0 4px;font-size:28px;">You're going!</h1>
<p style="margin:0 0 16px;color:#666;">Order #SG-7719-4402 · Placed Sep 30, 2026</p>
<img src="https://cdn.stagegate.com/events/lantern-parade-low-tide/hero-1200.jpg" width="544" alt="Lantern Parade – Low Tide Tour" style="display:block;width:100%;max-width:544px;border-radius:8px;">
<h2 style="font-size:20px;margin:16px 0 4px;">Lantern Parade – "Low Tide" North American Tour</h2>
<p style="margin:0 0 12px;">Sat, Dec 5, 2026 · Doors 7:00 PM · Show 8:00 PM<br>The Foundry Hall, 1200 W Lake St, Chicago, IL 60607</p>
${
        rows([
          ["2 x General Admission Floor", "$118.00"],
          ["Service fees", "$24.60"],
          ["Facility charge", "$6.00"],
          ["<strong>Order total</strong>", "<strong>$148.60</strong>"],
          ["Payment", "Amex •••• 1009"],
        ])
      }
<p>Your mobile tickets are in the StageGate app. Each ticket has a rotating barcode that refreshes every few seconds, so screenshots won't scan.</p>
<p style="font-family:Courier,monospace;font-size:13px;color:#444;">GA-FLOOR 0412 7765 3390<br>GA-FLOOR 0412 7765 3391</p>
${button("https://www.stagegate.com/account/orders/SG-7719-4402", "View order", "#5b21b6")}
<p><a href="https://apps.apple.com/app/stagegate/id1448820133"><img src="https://cdn.stagegate.com/email/badge-app-store.png" alt="Download on the App Store" height="40"></a>
<a href="https://play.google.com/store/apps/details?id=com.stagegate.app"><img src="https://cdn.stagegate.com/email/badge-google-play.png" alt="Get it on Google Play" height="40"></a></p>`,
      footer:
        `Bag policy: clear bags up to 12" x 6" x 12" only.<br>StageGate, Inc., 55 Hawthorne St, San Francisco, CA 94105<br>
<a href="https://www.stagegate.com/help/transfer" style="color:#777;">Transfer tickets</a> · <a href="https://www.stagegate.com/terms" style="color:#777;">Purchase terms</a> · <a href="https://www.stagegate.com/privacy" style="color:#777;">Privacy</a>`,
    }),
  },
  // ---------------------------------------------------------------- politechnika-dziekanat (pl)
  {
    family: "politechnika-dziekanat",
    group: "regional",
    lang: "pl",
    kind: "grades-posted",
    code: null,
    link: null,
    from: "Dziekanat WEiI <dziekanat.weii@pol-nadwislanska.edu.pl>",
    subject: "Nowa ocena w systemie: Metody numeryczne (nr albumu 184402)",
    date: date(11, 23, "13:09:41", "+0100"),
    text: `Szanowny Studencie,

w systemie USOSweb wpisano nową ocenę.

Student: Sam Reader, nr albumu 184402
Kierunek: Informatyka, studia I stopnia, semestr 5
Przedmiot: Metody numeryczne (kod przedmiotu 11.3-WE-INF-MN-W)
Grupa: ćwiczenia, grupa 3
Termin: 1. termin, 20.11.2026
Ocena: 4,5

Szczegóły możesz sprawdzić po zalogowaniu: https://usosweb.pol-nadwislanska.edu.pl/kontroler.php?_action=dla_stud/studia/oceny/index

Przypominamy, że termin składania wniosków o stypendium rektora mija 30.11.2026.
Dziekanat przyjmuje studentów: pon.–czw. 9:00–13:00, pok. 112, bud. A-2, tel. 68 328 25 10.

Wiadomość wygenerowana automatycznie – prosimy na nią nie odpowiadać.`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- brightpath-schools (en)
  {
    family: "brightpath-schools",
    group: "consumer",
    lang: "en",
    kind: "school-newsletter",
    code: null,
    link: null,
    from: "Maple Ridge Elementary <noreply@brightpathschools.org>",
    subject: "Maple Ridge Weekly: picture retakes, lunch balance, winter concert",
    date: date(11, 20, "15:30:00", "-0800"),
    text: `MAPLE RIDGE ELEMENTARY – WEEKLY UPDATE
Friday, November 20, 2026

Dear Families,

PICTURE RETAKES – Tuesday, Dec 1
Retakes are in the library from 8:45 AM. If you ordered a package, use the online code printed on the
proof sheet that came home in backpacks to order prints from the photographer.

LUNCH ACCOUNT
Student: Alex Reader (Grade 3, Room 14) – Student ID 2041178
Current lunch balance: $4.25
Add funds at https://pay.brightpathschools.org/lunch?sid=2041178 or send a check to the front office.

WINTER CONCERT – Thursday, Dec 17, 6:30 PM, gym
Grades 2–4 perform first. Please have students arrive by 6:10 PM in dark pants and a solid top.

FROM THE NURSE
Flu season reminder: keep students home for 24 hours after a fever breaks.

Attendance line: (503) 555-0148 · Front office: (503) 555-0100
Maple Ridge Elementary, 7710 SW Cedar Hills Blvd, Beaverton, OR 97005

You are receiving this because you are a parent/guardian in ParentLink. Manage notifications:
https://parentlink.brightpathschools.org/settings`,
    html: shell({
      lang: "en",
      title: "Maple Ridge Weekly",
      pre: "Picture retakes Dec 1 · Lunch balance $4.25 · Winter concert Dec 17",
      brand: "Maple Ridge Elementary",
      color: "#2e7d32",
      logo: "https://cdn.brightpathschools.org/sites/mre/maple-ridge-header.png",
      body: `<p style="font-size:12px;color:#777;margin:0;">Friday, November 20, 2026</p>
<h1 style="font-size:24px;color:#2e7d32;margin:4px 0 16px;">Maple Ridge Weekly Update</h1>
<p>Dear Families,</p>
<h3 style="color:#2e7d32;margin-bottom:4px;">&#128248; Picture retakes – Tuesday, Dec 1</h3>
<p style="margin-top:0;">Retakes are in the library from 8:45 AM. If you ordered a package, use the online code printed on the proof sheet that came home in backpacks to order prints from the photographer.</p>
<h3 style="color:#2e7d32;margin-bottom:4px;">&#127822; Lunch account</h3>
<table cellpadding="6" cellspacing="0" style="border:1px solid #c8e6c9;font-size:14px;">
<tr><td>Student</td><td><b>Alex Reader</b> (Grade 3, Room 14)</td></tr>
<tr><td>Student ID</td><td>2041178</td></tr>
<tr><td>Current balance</td><td style="color:#c62828;font-weight:bold;">$4.25</td></tr>
</table>
<p><a href="https://pay.brightpathschools.org/lunch?sid=2041178" style="color:#2e7d32;font-weight:bold;">Add funds</a> or send a check to the front office.</p>
<h3 style="color:#2e7d32;margin-bottom:4px;">&#127926; Winter concert – Thursday, Dec 17, 6:30 PM</h3>
<p style="margin-top:0;">Grades 2–4 perform first. Please have students arrive by 6:10 PM in dark pants and a solid top.</p>
<h3 style="color:#2e7d32;margin-bottom:4px;">&#129658; From the nurse</h3>
<p style="margin-top:0;">Flu season reminder: keep students home for 24 hours after a fever breaks.</p>`,
      footer:
        `Attendance line: (503) 555-0148 · Front office: (503) 555-0100<br>Maple Ridge Elementary, 7710 SW Cedar Hills Blvd, Beaverton, OR 97005<br>
You are receiving this because you are a parent/guardian in ParentLink. <a href="https://parentlink.brightpathschools.org/settings" style="color:#777;">Manage notifications</a>`,
    }),
  },
  // ---------------------------------------------------------------- carewell-pharmacy (en)
  {
    family: "carewell-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "prescription-ready",
    code: null,
    link: null,
    from: "CareWell Pharmacy <rx@notify.carewellpharmacy.com>",
    subject: "Your prescription is ready for pickup (Rx #6120458)",
    date: date(11, 16, "16:44:20", "-0500"),
    text: `Your prescription is ready

Hi Sam,

Rx #6120458 is ready for pickup at CareWell Pharmacy #0873.

Pharmacy: 2150 N Broad St, Philadelphia, PA 19121 · (215) 555-0173
Pharmacy hours: Mon–Fri 9 AM–9 PM, Sat–Sun 10 AM–6 PM
Patient: Sam R. (DOB on file)
Copay: $10.00

We'll hold your prescription for 10 days (until Nov 26). Please bring a photo ID. For privacy, we
don't list medication names in e-mails.

Refills remaining: 2
Manage prescriptions: https://www.carewellpharmacy.com/rx/manage?store=0873

Questions? Call the pharmacy or chat with a pharmacist in the CareWell app.

CareWell Pharmacy · Privacy: https://www.carewellpharmacy.com/hipaa
Text alerts: reply STOP to 22739 to opt out.`,
    html: shell({
      lang: "en",
      title: "Your prescription is ready",
      pre: "Rx #6120458 at CareWell #0873 – held until Nov 26",
      brand: "CareWell Pharmacy",
      color: "#c2185b",
      logo: "https://img.carewellpharmacy.com/email/cw-logo-rev.png",
      body: `<h1 style="font-size:24px;margin:0 0 12px;">Your prescription is ready</h1>
<p>Hi Sam,</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:2px solid #c2185b;border-radius:8px;">
<tr><td style="padding:16px;"><div style="font-size:13px;color:#777;">Prescription</div><div style="font-size:26px;font-weight:bold;">Rx #6120458</div>
<div style="font-size:14px;margin-top:8px;">Copay: <b>$10.00</b> · Refills remaining: 2</div></td></tr>
</table>
${
        rows([
          ["Pickup at", "CareWell Pharmacy #0873<br>2150 N Broad St, Philadelphia, PA 19121"],
          ["Phone", "(215) 555-0173"],
          ["Hours", "Mon–Fri 9 AM–9 PM, Sat–Sun 10 AM–6 PM"],
          ["Held until", "Nov 26, 2026"],
        ])
      }
<p>Please bring a photo ID. For privacy, we don't list medication names in e-mails.</p>
${button("https://www.carewellpharmacy.com/rx/manage?store=0873", "Manage prescriptions", "#c2185b")}`,
      footer:
        `CareWell Pharmacy · <a href="https://www.carewellpharmacy.com/hipaa" style="color:#777;">Notice of privacy practices</a> · <a href="https://www.carewellpharmacy.com/email-prefs" style="color:#777;">E-mail preferences</a><br>
Text alerts: reply STOP to 22739 to opt out. © 2026 CareWell Health, Inc.`,
    }),
  },
  // ---------------------------------------------------------------- likar-online (uk)
  {
    family: "likar-online",
    group: "regional",
    lang: "uk",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Лікар Онлайн <noreply@likar-online.ua>",
    subject: "Нагадування: прийом у терапевта завтра о 09:20",
    date: date(11, 24, "18:00:05", "+0200"),
    enc: "b64",
    text: `Вітаємо, Сем!

Нагадуємо про ваш запис до лікаря.

Лікар: Коваленко Оксана Петрівна, лікар загальної практики – сімейний лікар
Дата і час: середа, 25 листопада 2026, 09:20
Адреса: КНП «ЦПМСД №3», вул. Січових Стрільців, 45, каб. 207, Київ
Номер запису: 5520-318-774
Номер декларації: 0001-7K4P-2H9M

Будь ласка, прийдіть за 10 хвилин до початку прийому та візьміть із собою паспорт або ID-картку.

Якщо ви не зможете прийти, скасуйте запис в особистому кабінеті:
https://likar-online.ua/cabinet/visits/5520-318-774

Гаряча лінія: 0 800 60 20 19 (безкоштовно)
© 2026 Лікар Онлайн`,
    html: shell({
      lang: "uk",
      title: "Нагадування про прийом",
      pre: "Середа, 25 листопада, 09:20 · каб. 207",
      brand: "Лікар Онлайн",
      color: "#0277bd",
      logo: "https://likar-online.ua/static/mail/logo.png",
      body: `<p>Вітаємо, Сем!</p>
<p>Нагадуємо про ваш запис до лікаря.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#e1f5fe;border-radius:8px;">
<tr><td style="padding:18px;">
<div style="font-size:22px;font-weight:bold;color:#01579b;">25 листопада, 09:20</div>
<div style="font-size:14px;">середа</div>
</td></tr></table>
${
        rows([
          ["Лікар", "Коваленко Оксана Петрівна<br>сімейний лікар"],
          ["Адреса", "КНП «ЦПМСД №3», вул. Січових Стрільців, 45, каб. 207, Київ"],
          ["Номер запису", "5520-318-774"],
          ["Номер декларації", "0001-7K4P-2H9M"],
        ])
      }
<p>Будь ласка, прийдіть за 10 хвилин до початку прийому та візьміть із собою паспорт або ID-картку.</p>
<p>Якщо ви не зможете прийти, <a href="https://likar-online.ua/cabinet/visits/5520-318-774" style="color:#0277bd;">скасуйте запис в особистому кабінеті</a>.</p>`,
      footer:
        `Гаряча лінія: 0 800 60 20 19 (безкоштовно) · <a href="https://likar-online.ua/privacy" style="color:#777;">Політика конфіденційності</a><br>© 2026 Лікар Онлайн`,
    }),
  },
  // ---------------------------------------------------------------- seguradora-horizonte (pt)
  {
    family: "seguradora-horizonte",
    group: "regional",
    lang: "pt",
    kind: "claim-update",
    code: null,
    link: null,
    from: "Horizonte Seguros <sinistros@horizonteseguros.com.br>",
    subject: "Sinistro nº 2026.044.718.302 – vistoria concluída",
    date: date(11, 10, "09:47:15", "-0300"),
    enc: "qp",
    text: `Olá, Sam,

A vistoria do seu veículo foi concluída e o seu sinistro seguiu para análise.

Número do sinistro: 2026.044.718.302
Protocolo de atendimento: 88104527
Apólice: 31.0000.45.778912 – Auto Horizonte Completo
Veículo: Hyundai HB20 1.0 2022 · placa RTY3E41
Oficina referenciada: Auto Center Vila Mariana – Rua Domingos de Morais, 1780, São Paulo/SP
Franquia: R$ 2.850,00

Próxima etapa: autorização do reparo, em até 3 dias úteis. Avisaremos por e-mail e SMS.

Acompanhe o andamento pelo app Horizonte ou pelo portal:
https://cliente.horizonteseguros.com.br/sinistros/2026044718302

Central 24h: 0800 771 2040 · Deficientes auditivos: 0800 771 2041
Horizonte Seguros S.A. · CNPJ 61.198.164/0001-60 · Av. Paulista, 1106 – São Paulo/SP – CEP 01310-914`,
    html: shell({
      lang: "pt-BR",
      title: "Vistoria concluída",
      pre: "Sinistro 2026.044.718.302 · próxima etapa: autorização do reparo",
      brand: "Horizonte Seguros",
      color: "#f57c00",
      logo: "https://cdn.horizonteseguros.com.br/email/horizonte-branco.png",
      body: `<p>Olá, Sam,</p>
<h2 style="margin:0 0 12px;color:#e65100;">A vistoria do seu veículo foi concluída</h2>
<p>Seu sinistro seguiu para análise. Próxima etapa: <b>autorização do reparo</b>, em até 3 dias úteis.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0;">
<tr><td style="padding:4px 0;"><span style="display:inline-block;width:26px;height:26px;border-radius:13px;background:#43a047;color:#fff;text-align:center;line-height:26px;">&#10003;</span> Aviso de sinistro</td></tr>
<tr><td style="padding:4px 0;"><span style="display:inline-block;width:26px;height:26px;border-radius:13px;background:#43a047;color:#fff;text-align:center;line-height:26px;">&#10003;</span> Vistoria</td></tr>
<tr><td style="padding:4px 0;"><span style="display:inline-block;width:26px;height:26px;border-radius:13px;background:#f57c00;color:#fff;text-align:center;line-height:26px;">3</span> <b>Análise e autorização</b></td></tr>
<tr><td style="padding:4px 0;color:#999;"><span style="display:inline-block;width:26px;height:26px;border-radius:13px;background:#ddd;color:#fff;text-align:center;line-height:26px;">4</span> Reparo</td></tr>
</table>
${
        rows([
          ["Número do sinistro", "2026.044.718.302"],
          ["Protocolo", "88104527"],
          ["Apólice", "31.0000.45.778912 – Auto Horizonte Completo"],
          ["Veículo", "Hyundai HB20 1.0 2022 · placa RTY3E41"],
          ["Oficina", "Auto Center Vila Mariana – Rua Domingos de Morais, 1780"],
          ["Franquia", "R$ 2.850,00"],
        ])
      }
${button("https://cliente.horizonteseguros.com.br/sinistros/2026044718302", "Acompanhar sinistro", "#f57c00")}`,
      footer: `Central 24h: 0800 771 2040 · Deficientes auditivos: 0800 771 2041 · Ouvidoria: 0800 771 2099<br>
Horizonte Seguros S.A. · CNPJ 61.198.164/0001-60 · Av. Paulista, 1106 – São Paulo/SP – CEP 01310-914<br>
<a href="https://www.horizonteseguros.com.br/privacidade" style="color:#777;">Privacidade</a>`,
    }),
  },
  // ---------------------------------------------------------------- memocho (ja)
  {
    family: "memocho",
    group: "regional",
    lang: "ja",
    kind: "subscription-renewed",
    code: null,
    link: null,
    from: "メモ帳プラス <billing@memocho.jp>",
    subject: "【メモ帳プラス】プレミアムプランを更新しました（請求番号 INV-2026-118842）",
    date: date(11, 1, "00:05:12", "+0900"),
    enc: "b64",
    text: `Sam Reader 様

いつもメモ帳プラスをご利用いただきありがとうございます。
プレミアムプラン（年額）の自動更新が完了しましたのでお知らせいたします。

■ ご契約内容
プラン：プレミアム（年額）
更新日：2026年11月1日
次回更新日：2027年11月1日
請求番号：INV-2026-118842
お支払い金額：6,000円（税込）
お支払い方法：クレジットカード（VISA 末尾 5527）

領収書はアカウント設定の「お支払い履歴」からダウンロードできます。
https://memocho.jp/settings/billing

自動更新の停止をご希望の場合は、次回更新日の前日までに上記ページから手続きしてください。

※このメールは送信専用アドレスから配信しています。
―――――――――――――――――――
株式会社メモチョウ
〒150-0002 東京都渋谷区渋谷2-21-1
お問い合わせ：https://memocho.jp/support
―――――――――――――――――――`,
    html:
      `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"><title>プレミアムプラン更新のお知らせ</title></head>
<body style="margin:0;padding:0;background:#fafafa;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e0e0e0;">
<tr><td style="padding:20px 24px;border-bottom:3px solid #ffca28;"><img src="https://memocho.jp/mail/logo.png" alt="メモ帳プラス" width="150"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#333;">
<p>Sam Reader 様</p>
<p>いつもメモ帳プラスをご利用いただきありがとうございます。<br>プレミアムプラン（年額）の自動更新が完了しましたのでお知らせいたします。</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr><th align="left" style="background:#fff8e1;border:1px solid #eee;width:40%;">プラン</th><td style="border:1px solid #eee;">プレミアム（年額）</td></tr>
<tr><th align="left" style="background:#fff8e1;border:1px solid #eee;">更新日</th><td style="border:1px solid #eee;">2026年11月1日</td></tr>
<tr><th align="left" style="background:#fff8e1;border:1px solid #eee;">次回更新日</th><td style="border:1px solid #eee;">2027年11月1日</td></tr>
<tr><th align="left" style="background:#fff8e1;border:1px solid #eee;">請求番号</th><td style="border:1px solid #eee;">INV-2026-118842</td></tr>
<tr><th align="left" style="background:#fff8e1;border:1px solid #eee;">お支払い金額</th><td style="border:1px solid #eee;font-size:18px;font-weight:bold;">6,000円（税込）</td></tr>
<tr><th align="left" style="background:#fff8e1;border:1px solid #eee;">お支払い方法</th><td style="border:1px solid #eee;">VISA 末尾 5527</td></tr>
</table>
<p>領収書はアカウント設定の「お支払い履歴」からダウンロードできます。</p>
<p style="text-align:center;"><a href="https://memocho.jp/settings/billing" style="display:inline-block;background:#ffca28;color:#333;padding:12px 32px;text-decoration:none;border-radius:4px;font-weight:bold;">お支払い履歴を見る</a></p>
<p style="font-size:12px;color:#777;">自動更新の停止をご希望の場合は、次回更新日の前日までに上記ページから手続きしてください。</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f5f5f5;font-size:11px;color:#888;">※このメールは送信専用アドレスから配信しています。<br>株式会社メモチョウ 〒150-0002 東京都渋谷区渋谷2-21-1<br><a href="https://memocho.jp/support" style="color:#888;">お問い合わせ</a> ｜ <a href="https://memocho.jp/privacy" style="color:#888;">プライバシーポリシー</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- tunebox (en)
  {
    family: "tunebox",
    group: "consumer",
    lang: "en",
    kind: "payment-failed",
    code: null,
    link: null,
    from: "Tunebox <no-reply@billing.tunebox.fm>",
    subject: "We couldn't process your payment",
    date: date(11, 8, "03:14:29"),
    text: `Hi Sam,

We tried to charge your Mastercard ending in 3308 for your Tunebox Duo plan (£16.99) on 8 November,
but the payment didn't go through.

Your card may have expired, or your bank may have declined the charge. We'll try again in 3 days.
To keep listening without interruption, update your payment details:
https://t.tunebox.fm/r/b7c1?dest=https%3A%2F%2Fwww.tunebox.fm%2Faccount%2Fpayment

If we can't collect payment by 22 November, your account will switch to Tunebox Free and your
downloads will be removed from your devices. Your playlists stay safe.

Invoice: TBX-GB-20261108-551902

Questions? https://support.tunebox.fm/payments

Tunebox Ltd, 12 Shoreditch High St, London E1 6PN`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#121212;">
${preheader("Update your payment details to keep Tunebox Duo.")}
<table width="100%" cellpadding="0" cellspacing="0" style="background:#121212;"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1e1e1e;border-radius:12px;font-family:'Helvetica Neue',Arial,sans-serif;color:#f1f1f1;">
<tr><td style="padding:28px 32px 0;"><img src="https://cdn.tunebox.fm/mail/tunebox-logo-green.png" width="120" alt="Tunebox"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:28px;font-weight:bold;line-height:34px;">We couldn't process your payment</td></tr>
<tr><td style="padding:16px 32px 0;font-size:15px;line-height:23px;color:#cfcfcf;">Hi Sam, we tried to charge your Mastercard ending in 3308 for your Tunebox Duo plan (£16.99) on 8 November, but the payment didn't go through. We'll try again in 3 days.</td></tr>
<tr><td style="padding:24px 32px;"><a href="https://t.tunebox.fm/r/b7c1?dest=https%3A%2F%2Fwww.tunebox.fm%2Faccount%2Fpayment" style="display:inline-block;background:#1ed760;color:#000;font-weight:bold;padding:14px 34px;border-radius:500px;text-decoration:none;">Update payment details</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;line-height:20px;color:#9a9a9a;">If we can't collect payment by 22 November, your account will switch to Tunebox Free and your downloads will be removed from your devices. Your playlists stay safe.<br><br>Invoice: TBX-GB-20261108-551902</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#777;"><a href="https://support.tunebox.fm/payments" style="color:#777;">Help</a> · <a href="https://www.tunebox.fm/legal/privacy" style="color:#777;">Privacy</a> · Tunebox Ltd, 12 Shoreditch High St, London E1 6PN</p>
</td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- hearth-and-loom (en)
  {
    family: "hearth-and-loom",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Hearth & Loom <hello@hearthandloom.com>",
    subject: "Your order 48213 has shipped",
    date: date(11, 18, "14:02:37", "-0500"),
    html_enc: "qp",
    text: `Good news, Sam – your order is on its way!

Order 48213
Shipped via UPS Ground · Tracking 1Z 84X 1W7 03 4419 2260
Estimated delivery: Monday, November 23

Chunky Wool Throw – Oatmeal          1 x $129.00
Linen Cushion Cover 20" – Rust        2 x $34.00
Subtotal                                  $197.00
Shipping                                    $0.00
Tax                                        $13.79
Total                                     $210.79

Track your package: https://hearthandloom.com/apps/track?order=48213&t=1Z84X1W7034419226
View order: https://hearthandloom.com/account/orders/48213

Use promo code COZYNOV for 10% off your next order (ends Nov 30).

Hearth & Loom · 318 Front Ave, Asheville, NC 28801
Unsubscribe: https://hearthandloom.com/unsubscribe?c=48213`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your order has shipped</title></head>
<body style="margin:0;background:#f7f3ee;font-family:Georgia,'Times New Roman',serif;color:#3b2f2a;">
${preheader("Order 48213 · UPS Ground · estimated Monday, November 23")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:24px;"><a href="https://hearthandloom.com"><img src="https://cdn.shopify.com/s/files/1/0612/4471/files/hl-logo.png" alt="Hearth &amp; Loom" width="180"></a></td></tr>
<tr><td style="padding:0 32px;"><h1 style="font-weight:normal;font-size:26px;">Good news, Sam – your order is on its way!</h1>
<p style="font-family:Arial,sans-serif;font-size:14px;">Order <b>48213</b> shipped via UPS Ground. Estimated delivery: <b>Monday, November 23</b>.</p>
<p style="font-family:Arial,sans-serif;font-size:14px;">Tracking number: <a href="https://hearthandloom.com/apps/track?order=48213&amp;t=1Z84X1W7034419226" style="color:#a0522d;">1Z 84X 1W7 03 4419 2260</a></p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border-top:1px solid #eee;">
<tr><td style="padding:12px 0;" width="80"><img src="https://cdn.shopify.com/s/files/1/0612/4471/products/throw-oat_small.jpg" width="64" alt="Chunky Wool Throw"></td><td>Chunky Wool Throw – Oatmeal × 1</td><td align="right">$129.00</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #eee;"><img src="https://cdn.shopify.com/s/files/1/0612/4471/products/linen-rust_small.jpg" width="64" alt="Linen Cushion Cover"></td><td style="border-top:1px solid #eee;">Linen Cushion Cover 20" – Rust × 2</td><td align="right" style="border-top:1px solid #eee;">$68.00</td></tr>
<tr><td colspan="2" style="padding-top:12px;border-top:1px solid #eee;">Subtotal<br>Shipping<br>Tax<br><b>Total</b></td><td align="right" style="padding-top:12px;border-top:1px solid #eee;">$197.00<br>$0.00<br>$13.79<br><b>$210.79</b></td></tr>
</table>
<p style="text-align:center;padding:16px 0;"><a href="https://hearthandloom.com/account/orders/48213" style="background:#3b2f2a;color:#fff;padding:12px 28px;text-decoration:none;font-family:Arial,sans-serif;">View order</a>
&nbsp; <a href="https://hearthandloom.com/apps/track?order=48213&amp;t=1Z84X1W7034419226" style="border:1px solid #3b2f2a;color:#3b2f2a;padding:11px 27px;text-decoration:none;font-family:Arial,sans-serif;">Track package</a></p>
<p style="background:#f7f3ee;padding:16px;text-align:center;font-family:Arial,sans-serif;font-size:14px;">Use promo code <b style="letter-spacing:2px;">COZYNOV</b> for 10% off your next order (ends Nov 30).</p>
</td></tr>
<tr><td style="padding:20px 32px;font-family:Arial,sans-serif;font-size:11px;color:#999;text-align:center;">Hearth &amp; Loom · 318 Front Ave, Asheville, NC 28801<br>
<a href="https://instagram.com/hearthandloom" style="color:#999;">Instagram</a> · <a href="https://pinterest.com/hearthandloom" style="color:#999;">Pinterest</a> · <a href="https://hearthandloom.com/unsubscribe?c=48213" style="color:#999;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hearth-and-loom",
    group: "consumer",
    lang: "en",
    kind: "review-request",
    code: null,
    link: null,
    from: "Hearth & Loom <hello@hearthandloom.com>",
    subject: "How's your Chunky Wool Throw? Leave a review",
    date: date(12, 2, "10:15:00", "-0500"),
    text: `Hi Sam,

It's been about a week since your Chunky Wool Throw arrived. We'd love to hear what you think!

Reviews from verified purchases help other customers choose – and they help our weavers too.

Rate it: https://hearthandloom.com/reviews/new?product=chunky-wool-throw&order=48213&stars=5

As a thank-you, every review enters you into our monthly draw for a $100 gift card.

Warmly,
The Hearth & Loom team

Hearth & Loom · 318 Front Ave, Asheville, NC 28801
Unsubscribe: https://hearthandloom.com/unsubscribe?c=48213`,
    html: `<html><body style="margin:0;background:#f7f3ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="24" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#3b2f2a;font-size:15px;">
<tr><td align="center"><img src="https://cdn.shopify.com/s/files/1/0612/4471/files/hl-logo.png" alt="Hearth &amp; Loom" width="160"></td></tr>
<tr><td align="center"><img src="https://cdn.shopify.com/s/files/1/0612/4471/products/throw-oat_large.jpg" width="260" alt="Chunky Wool Throw – Oatmeal">
<h2 style="font-family:Georgia,serif;font-weight:normal;">How's your Chunky Wool Throw?</h2>
<p>It's been about a week since it arrived. Reviews from verified purchases help other customers choose – and they help our weavers too.</p>
<p style="font-size:32px;letter-spacing:6px;">
<a href="https://hearthandloom.com/reviews/new?product=chunky-wool-throw&amp;order=48213&amp;stars=1" style="text-decoration:none;color:#d4a017;">&#9733;</a><a href="https://hearthandloom.com/reviews/new?product=chunky-wool-throw&amp;order=48213&amp;stars=2" style="text-decoration:none;color:#d4a017;">&#9733;</a><a href="https://hearthandloom.com/reviews/new?product=chunky-wool-throw&amp;order=48213&amp;stars=3" style="text-decoration:none;color:#d4a017;">&#9733;</a><a href="https://hearthandloom.com/reviews/new?product=chunky-wool-throw&amp;order=48213&amp;stars=4" style="text-decoration:none;color:#d4a017;">&#9733;</a><a href="https://hearthandloom.com/reviews/new?product=chunky-wool-throw&amp;order=48213&amp;stars=5" style="text-decoration:none;color:#d4a017;">&#9733;</a></p>
<p style="font-size:13px;color:#777;">Every review enters you into our monthly draw for a $100 gift card.</p></td></tr>
<tr><td style="font-size:11px;color:#999;text-align:center;">Hearth &amp; Loom · 318 Front Ave, Asheville, NC 28801 · <a href="https://hearthandloom.com/unsubscribe?c=48213" style="color:#999;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- sebit-express (ko)
  {
    family: "sebit-express",
    group: "regional",
    lang: "ko",
    kind: "shipping-update",
    code: null,
    link: null,
    from: "새빛택배 <noreply@sebitexpress.co.kr>",
    subject: "[새빛택배] 고객님의 상품이 배송 출발하였습니다 (운송장 5821-4470-9913)",
    date: date(11, 21, "08:12:40", "+0900"),
    enc: "b64",
    text: `[새빛택배] 배송 출발 안내

Sam Reader 고객님, 주문하신 상품이 오늘 배송될 예정입니다.

운송장번호: 5821-4470-9913
보내는 분: 하루마켓
상품명: 무선 전기주전자 1.7L 외 1건
배송 예정: 2026-11-21(토) 14:00~18:00
배송 기사: 김민수 (010-4718-2290)
받는 주소: 서울특별시 마포구 월드컵북로 396, 1203호 (우 03925)

부재 시 문 앞에 놓아 드립니다. 배송 장소 변경은 아래에서 가능합니다.
배송 조회: https://www.sebitexpress.co.kr/tracking?invc=582144709913

고객센터 1588-7130 (평일 09:00~18:00)
(주)새빛로지스 | 경기도 군포시 엘에스로 115 | 사업자등록번호 214-86-40327`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>배송 출발 안내</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00a859;padding:16px 24px;"><img src="https://www.sebitexpress.co.kr/images/mail/logo_w.png" alt="새빛택배" width="120"></td></tr>
<tr><td style="padding:28px 24px 8px;font-size:22px;font-weight:bold;color:#222;">고객님의 상품이 <span style="color:#00a859;">배송 출발</span>하였습니다</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;color:#555;">Sam Reader 고객님, 주문하신 상품이 오늘 배송될 예정입니다.</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border-top:2px solid #333;font-size:14px;">
<tr><td style="background:#f8f8f8;width:120px;border-bottom:1px solid #ddd;">운송장번호</td><td style="border-bottom:1px solid #ddd;font-weight:bold;font-size:18px;">5821-4470-9913</td></tr>
<tr><td style="background:#f8f8f8;border-bottom:1px solid #ddd;">보내는 분</td><td style="border-bottom:1px solid #ddd;">하루마켓</td></tr>
<tr><td style="background:#f8f8f8;border-bottom:1px solid #ddd;">상품명</td><td style="border-bottom:1px solid #ddd;">무선 전기주전자 1.7L 외 1건</td></tr>
<tr><td style="background:#f8f8f8;border-bottom:1px solid #ddd;">배송 예정</td><td style="border-bottom:1px solid #ddd;">2026-11-21(토) 14:00~18:00</td></tr>
<tr><td style="background:#f8f8f8;border-bottom:1px solid #ddd;">배송 기사</td><td style="border-bottom:1px solid #ddd;">김민수 010-4718-2290</td></tr>
<tr><td style="background:#f8f8f8;border-bottom:1px solid #ddd;">받는 주소</td><td style="border-bottom:1px solid #ddd;">서울특별시 마포구 월드컵북로 396, 1203호 (우 03925)</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:24px;"><a href="https://www.sebitexpress.co.kr/tracking?invc=582144709913" style="display:inline-block;background:#00a859;color:#fff;padding:14px 48px;font-size:16px;text-decoration:none;">배송 조회</a></td></tr>
<tr><td style="padding:16px 24px;background:#f8f8f8;font-size:11px;color:#999;line-height:1.6;">부재 시 문 앞에 놓아 드립니다.<br>고객센터 1588-7130 (평일 09:00~18:00)<br>(주)새빛로지스 | 경기도 군포시 엘에스로 115 | 사업자등록번호 214-86-40327</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- skrytka24 (pl)
  {
    family: "skrytka24",
    group: "regional",
    lang: "pl",
    kind: "locker-pickup-code",
    code: "738204",
    link: null,
    from: "Skrytka24 <powiadomienia@skrytka24.pl>",
    subject: "Twoja paczka czeka w automacie KRA27M",
    date: date(11, 19, "11:36:02", "+0100"),
    enc: "qp",
    text: `Cześć!

Twoja paczka od nadawcy SKLEP FOTOTECH czeka na odbiór w automacie Skrytka24.

Automat: KRA27M
Adres: ul. Wielicka 28 (przy sklepie Lewiatan), 30-552 Kraków
Numer przesyłki: 6204 1187 3390 4471 2265 18

Kod odbioru: 738 204

Aby otworzyć skrytkę, wpisz na ekranie automatu numer telefonu 601 ••• 482 oraz kod odbioru.
Możesz też otworzyć skrytkę zdalnie w aplikacji Skrytka24.

Paczka będzie czekać do 21.11.2026, godz. 11:36. Po tym czasie możesz przedłużyć odbiór o 24 h
w aplikacji (opłata 2,99 zł).

Śledź przesyłkę: https://skrytka24.pl/sledzenie/6204118733904471226518

Skrytka24 Sp. z o.o., ul. Przemysłowa 14, 31-701 Kraków
Infolinia: 22 290 40 40`,
    html: shell({
      lang: "pl",
      title: "Twoja paczka czeka",
      pre: "Automat KRA27M · odbierz do 21.11.2026",
      brand: "Skrytka24",
      color: "#ffc400",
      logo: "https://skrytka24.pl/static/mail/skrytka24-logo.png",
      body: `<h1 style="font-size:24px;margin:0 0 12px;">Twoja paczka czeka w automacie</h1>
<p>Paczka od nadawcy <b>SKLEP FOTOTECH</b> czeka na odbiór w automacie Skrytka24.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;"><tr>
<td style="background:#fff8e1;border:2px dashed #ffc400;border-radius:8px;padding:18px;text-align:center;">
<div style="font-size:13px;color:#6d5c00;">Kod odbioru</div>
<div style="font-size:40px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;">738 204</div>
</td></tr></table>
${
        rows([
          ["Automat", "<b>KRA27M</b>"],
          ["Adres", "ul. Wielicka 28 (przy sklepie Lewiatan), 30-552 Kraków"],
          ["Numer przesyłki", "6204 1187 3390 4471 2265 18"],
          ["Odbierz do", "21.11.2026, 11:36"],
        ])
      }
<p>Aby otworzyć skrytkę, wpisz na ekranie automatu numer telefonu 601&nbsp;•••&nbsp;482 oraz kod odbioru. Możesz też otworzyć skrytkę zdalnie w aplikacji Skrytka24.</p>
<p><a href="https://apps.apple.com/pl/app/skrytka24/id1569920117"><img src="https://skrytka24.pl/static/mail/app-store-pl.png" alt="Pobierz z App Store" height="38"></a> <a href="https://play.google.com/store/apps/details?id=pl.skrytka24.mobile"><img src="https://skrytka24.pl/static/mail/google-play-pl.png" alt="Pobierz z Google Play" height="38"></a></p>
<p><a href="https://skrytka24.pl/sledzenie/6204118733904471226518" style="color:#333;">Śledź przesyłkę &rsaquo;</a></p>`,
      footer: `Skrytka24 Sp. z o.o., ul. Przemysłowa 14, 31-701 Kraków · Infolinia: 22 290 40 40<br>
<a href="https://skrytka24.pl/regulamin" style="color:#777;">Regulamin</a> · <a href="https://skrytka24.pl/polityka-prywatnosci" style="color:#777;">Polityka prywatności</a>`,
    }),
  },
  // ---------------------------------------------------------------- swiftdrop-couriers (en)
  {
    family: "swiftdrop-couriers",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "4719",
    link: null,
    from: "SwiftDrop <updates@swiftdrop.co.uk>",
    subject: "Your parcel from Pixelhaus arrives today between 13:12 and 14:12",
    date: date(11, 25, "07:41:18"),
    text: `Your parcel is arriving today

Hi Sam, your parcel from Pixelhaus will be delivered today, Wednesday 25 November, between 13:12 and 14:12.

Your driver is Priya.

Parcel number: SD 0937 4412 8850
Delivering to: Flat 3, 22 Elm Grove, Bristol BS6 5LT

Your delivery PIN: 4719
This parcel needs a PIN. Please give it to the driver when they arrive; they can't hand the parcel over without it.

Not going to be in? Change your delivery before 12:00:
https://track.swiftdrop.co.uk/d/SD093744128850?ch=email

SwiftDrop Ltd, Unit 9 Avonmouth Way, Bristol BS11 9YA. Registered in England No. 07741906.`,
    html: shell({
      lang: "en-GB",
      title: "Your parcel is arriving today",
      pre: "Between 13:12 and 14:12 · Have your delivery PIN ready",
      brand: "SwiftDrop",
      color: "#e4002b",
      logo: "https://img.swiftdrop.co.uk/email/swiftdrop-logo-white.png",
      body: `<h1 style="font-size:24px;margin:0 0 8px;">Your parcel is arriving today</h1>
<p style="margin:0 0 16px;">From <b>Pixelhaus</b> · Wednesday 25 November</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdeaea;border-radius:8px;"><tr>
<td style="padding:18px;"><div style="font-size:13px;color:#8a0018;">Estimated time</div><div style="font-size:30px;font-weight:bold;">13:12 – 14:12</div>
<div style="font-size:14px;margin-top:6px;"><img src="https://img.swiftdrop.co.uk/drivers/priya-k.jpg" width="32" height="32" alt="" style="border-radius:16px;vertical-align:middle;"> Your driver is Priya</div></td>
</tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;"><tr>
<td style="border:2px solid #e4002b;border-radius:8px;padding:16px;text-align:center;">
<div style="font-size:13px;color:#555;">Your delivery PIN</div>
<table role="presentation" align="center" cellpadding="0" cellspacing="6"><tr>
<td style="width:44px;height:52px;background:#f4f4f4;font-size:30px;font-weight:bold;text-align:center;">4</td>
<td style="width:44px;height:52px;background:#f4f4f4;font-size:30px;font-weight:bold;text-align:center;">7</td>
<td style="width:44px;height:52px;background:#f4f4f4;font-size:30px;font-weight:bold;text-align:center;">1</td>
<td style="width:44px;height:52px;background:#f4f4f4;font-size:30px;font-weight:bold;text-align:center;">9</td>
</tr></table>
<div style="font-size:13px;color:#555;">Give this PIN to the driver when they arrive – they can't hand the parcel over without it.</div>
</td></tr></table>
${rows([["Parcel number", "SD 0937 4412 8850"], ["Delivering to", "Flat 3, 22 Elm Grove, Bristol BS6 5LT"]])}
<p>Not going to be in? You can change your delivery until 12:00.</p>
${button("https://track.swiftdrop.co.uk/d/SD093744128850?ch=email", "Manage my delivery", "#222222")}`,
      footer: `SwiftDrop Ltd, Unit 9 Avonmouth Way, Bristol BS11 9YA. Registered in England No. 07741906.<br>
<a href="https://www.swiftdrop.co.uk/privacy" style="color:#777;">Privacy notice</a> · <a href="https://www.swiftdrop.co.uk/help" style="color:#777;">Help centre</a>`,
    }),
  },
  // ---------------------------------------------------------------- colipoint-relais (fr)
  {
    family: "colipoint-relais",
    group: "regional",
    lang: "fr",
    kind: "pickup-code",
    code: "830241",
    link: null,
    from: "Colipoint <ne-pas-repondre@colipoint.fr>",
    subject: "Votre colis 8L40221937654 est disponible dans votre Point Relais",
    date: date(11, 13, "17:22:51", "+0100"),
    enc: "qp",
    text: `Bonjour Sam Reader,

Votre colis expédié par MAISON GARANCE est disponible dans votre Point Relais.

Point Relais : TABAC PRESSE LE BALTO
12 rue Gambetta, 69007 Lyon
Horaires : du lundi au samedi, 7h30 – 19h30

N° de colis : 8L40221937654
Code de retrait : 830 241

Présentez ce code et une pièce d'identité au commerçant.
Votre colis sera conservé jusqu'au 27/11/2026. Passé ce délai, il sera retourné à l'expéditeur.

Suivre mon colis : https://www.colipoint.fr/suivi?colis=8L40221937654

Colipoint SAS – 9 avenue des Frères Lumière – 69008 Lyon`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eceff1;font-family:Arial,sans-serif;">
${preheader("Code de retrait et adresse de votre Point Relais")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#263238;"><img src="https://www.colipoint.fr/img/mail/logo-colipoint.png" alt="Colipoint" width="130"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#263238;">
<p>Bonjour Sam Reader,</p>
<p>Votre colis expédié par <b>MAISON GARANCE</b> est disponible dans votre Point Relais.</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top" style="padding-right:10px;"><div style="font-size:12px;color:#78909c;">POINT RELAIS</div><b>TABAC PRESSE LE BALTO</b><br>12 rue Gambetta<br>69007 Lyon<br><span style="font-size:13px;">Lun–sam 7h30 – 19h30</span></td>
<td width="50%" valign="top" style="background:#fff3e0;text-align:center;padding:14px;"><div style="font-size:12px;color:#e65100;">CODE DE RETRAIT</div><div style="font-size:34px;font-weight:bold;letter-spacing:4px;">830 241</div><div style="font-size:12px;color:#78909c;">Colis n° 8L40221937654</div></td>
</tr></table>
<p style="font-size:13px;">Présentez ce code et une pièce d'identité au commerçant. Votre colis sera conservé jusqu'au <b>27/11/2026</b>. Passé ce délai, il sera retourné à l'expéditeur.</p>
<p><a href="https://www.colipoint.fr/suivi?colis=8L40221937654" style="color:#e65100;">Suivre mon colis</a> · <a href="https://www.colipoint.fr/carte?relais=069487" style="color:#e65100;">Voir sur la carte</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f5f5f5;font-size:11px;color:#888;">Colipoint SAS – 9 avenue des Frères Lumière – 69008 Lyon · <a href="https://www.colipoint.fr/donnees-personnelles" style="color:#888;">Données personnelles</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- technikhaus-versand (de)
  {
    family: "technikhaus-versand",
    group: "regional",
    lang: "de",
    kind: "return-label",
    code: null,
    link: null,
    from: "Technikhaus Versand <retouren@technikhaus-versand.de>",
    subject: "Ihre Retoure RMA-2611-40387 wurde angelegt",
    date: date(11, 11, "09:58:30", "+0100"),
    enc: "qp",
    attachment: [
      "Retourenschein_RMA-2611-40387.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% RMA-2611-40387\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    text: `Hallo Sam Reader,

Ihre Retoure wurde erfolgreich angelegt.

RMA-Nummer: RMA-2611-40387
Bestellnummer: TH-10-5583921
Artikel: Noise-Cancelling-Kopfhörer NC700, schwarz (Art.-Nr. 2283417) – 1 Stück
Grund: Artikel defekt (linke Seite ohne Ton)
Erstattungsbetrag nach Prüfung: 189,00 EUR

So geht's weiter:
1. Drucken Sie den Retourenschein aus dem Anhang aus und legen Sie ihn in das Paket.
2. Kleben Sie das DHL-Retourenlabel (Sendungsnummer 00340434161094027318) außen auf.
3. Geben Sie das Paket in einer Filiale oder Packstation ab.

Die Erstattung erfolgt innerhalb von 5 Werktagen nach Wareneingang auf Ihre ursprüngliche
Zahlungsart (PayPal).

Retourenstatus ansehen: https://www.technikhaus-versand.de/konto/retouren/RMA-2611-40387

Technikhaus Versand GmbH · Hafenstraße 61 · 28217 Bremen
Hotline 0421 696 33 80 · USt-IdNr. DE 298 114 507`,
    html: shell({
      lang: "de",
      title: "Retoure angelegt",
      pre: "RMA-2611-40387 · Retourenschein im Anhang",
      brand: "Technikhaus",
      color: "#263238",
      logo: "https://www.technikhaus-versand.de/static/mail/th-logo-inverse.png",
      body: `<p>Hallo Sam Reader,</p>
<p>Ihre Retoure wurde erfolgreich angelegt.</p>
<div style="font-size:13px;color:#777;">RMA-Nummer</div>
<div style="font-size:28px;font-weight:bold;margin-bottom:12px;">RMA-2611-40387</div>
${
        rows([
          ["Bestellnummer", "TH-10-5583921"],
          ["Artikel", "Noise-Cancelling-Kopfhörer NC700, schwarz (Art.-Nr. 2283417)"],
          ["Grund", "Artikel defekt (linke Seite ohne Ton)"],
          ["Erstattung nach Prüfung", "189,00 €"],
        ])
      }
<h3 style="margin-bottom:4px;">So geht's weiter</h3>
<ol style="margin-top:4px;padding-left:20px;">
<li>Drucken Sie den Retourenschein aus dem Anhang aus und legen Sie ihn in das Paket.</li>
<li>Kleben Sie das DHL-Retourenlabel (Sendungsnummer 00340434161094027318) außen auf.</li>
<li>Geben Sie das Paket in einer Filiale oder Packstation ab.</li>
</ol>
<p>Die Erstattung erfolgt innerhalb von 5 Werktagen nach Wareneingang auf Ihre ursprüngliche Zahlungsart (PayPal).</p>
${button("https://www.technikhaus-versand.de/konto/retouren/RMA-2611-40387", "Retourenstatus ansehen", "#ff6d00")}`,
      footer: `Technikhaus Versand GmbH · Hafenstraße 61 · 28217 Bremen · Hotline 0421 696 33 80<br>
USt-IdNr. DE 298 114 507 · <a href="https://www.technikhaus-versand.de/agb" style="color:#777;">AGB</a> · <a href="https://www.technikhaus-versand.de/datenschutz" style="color:#777;">Datenschutz</a>`,
    }),
  },
  // ---------------------------------------------------------------- plannr-calendar (en)
  {
    family: "plannr-calendar",
    group: "consumer",
    lang: "en",
    kind: "meeting-reminder",
    code: null,
    link: null,
    from: "Plannr Calendar <calendar-notification@plannr.app>",
    subject: "Reminder: Q4 roadmap sync @ Tue Nov 24, 2026 10am - 11am (CET)",
    date: date(11, 24, "08:50:00"),
    text: `Reminder: Q4 roadmap sync starts in 10 minutes

When: Tuesday Nov 24, 2026 10am - 11am Central European Time - Berlin
Organizer: Mira Lindqvist <mira@kestrel-labs.io>
Guests: Sam Reader, Jonas Feld, Aiko Tanaka, +3 more

Join the video call: https://meet.vidloop.com/j/84120377651?pwd=Qm9vTHh2c1dBZ3Q
Meeting ID: 841 2037 7651
Passcode: 662901

Join by phone
+49 30 5679 5800 (Germany)
+44 20 3481 5237 (UK)
Meeting ID: 841 2037 7651
Participant PIN: 308 114 92#

Agenda: https://docs.kestrel-labs.io/d/q4-roadmap-notes

Going? Yes - Maybe - No  (already replied: Yes)

Invitation from Plannr Calendar. You are receiving this reminder because you set a 10-minute
notification for this event. Change notifications: https://plannr.app/settings/notifications`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:Roboto,Arial,sans-serif;color:#202124;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;">
<tr><td style="padding:20px 24px;"><span style="font-size:12px;color:#5f6368;">Reminder · starts in 10 minutes</span>
<div style="font-size:22px;margin-top:4px;">Q4 roadmap sync</div></td></tr>
<tr><td style="padding:0 24px 16px;">
<a href="https://meet.vidloop.com/j/84120377651?pwd=Qm9vTHh2c1dBZ3Q" style="display:inline-block;background:#1a73e8;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:500;">Join with Vidloop</a>
<div style="font-size:13px;color:#5f6368;margin-top:8px;">meet.vidloop.com/j/84120377651 · Meeting ID <b>841 2037 7651</b> · Passcode <b>662901</b></div></td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;">
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#5f6368;vertical-align:top;width:90px;">When</td><td>Tuesday Nov 24, 2026 · 10am – 11am<br><span style="color:#5f6368;">Central European Time – Berlin</span></td></tr>
<tr><td style="color:#5f6368;vertical-align:top;">Join by phone</td><td>+49 30 5679 5800 (DE) · +44 20 3481 5237 (UK)<br>PIN: 308 114 92#</td></tr>
<tr><td style="color:#5f6368;vertical-align:top;">Organizer</td><td>Mira Lindqvist &lt;mira@kestrel-labs.io&gt;</td></tr>
<tr><td style="color:#5f6368;vertical-align:top;">Guests</td><td>Sam Reader, Jonas Feld, Aiko Tanaka, +3 more</td></tr>
<tr><td style="color:#5f6368;vertical-align:top;">Agenda</td><td><a href="https://docs.kestrel-labs.io/d/q4-roadmap-notes" style="color:#1a73e8;">Q4 roadmap notes</a></td></tr>
</table></td></tr>
<tr><td style="padding:12px 24px;border-top:1px solid #dadce0;font-size:13px;">Going? <a href="https://plannr.app/event/rsvp?eid=ZTk0YjEx&amp;r=yes" style="color:#1a73e8;">Yes</a> · <a href="https://plannr.app/event/rsvp?eid=ZTk0YjEx&amp;r=maybe" style="color:#1a73e8;">Maybe</a> · <a href="https://plannr.app/event/rsvp?eid=ZTk0YjEx&amp;r=no" style="color:#1a73e8;">No</a> <span style="color:#5f6368;">(you replied Yes)</span></td></tr>
</table>
<p style="font-size:11px;color:#70757a;">Invitation from Plannr Calendar. You are receiving this reminder because you set a 10-minute notification for this event. <a href="https://plannr.app/settings/notifications" style="color:#70757a;">Change notifications</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "plannr-calendar",
    group: "consumer",
    lang: "en",
    kind: "event-updated",
    code: null,
    link: null,
    from: "Jonas Feld (via Plannr) <calendar-notification@plannr.app>",
    subject: "Updated event: Design review has been moved to Thu Nov 26, 2:30pm",
    date: date(11, 23, "16:20:14"),
    text: `This event has been changed.

Design review
CHANGED: Thursday Nov 26, 2026 2:30pm - 3:15pm (CET)
(was Wednesday Nov 25, 2026 1pm - 1:45pm)

Where: Room Oslo, 3rd floor / online
Online: https://meet.vidloop.com/j/73302194480
Meeting ID: 733 0219 4480
Passcode: design26

Organizer: Jonas Feld
Your reply: Yes

View event: https://plannr.app/event?eid=YjgzNzA5Mjk

Forwarding this invitation could allow any recipient to send a response to the organizer.`,
    html: null,
  },
  // ---------------------------------------------------------------- cuentaclara (es)
  {
    family: "cuentaclara",
    group: "regional",
    lang: "es",
    kind: "password-changed",
    code: null,
    link: null,
    from: "CuentaClara <seguridad@cuentaclara.mx>",
    subject: "Se cambió la contraseña de tu cuenta CuentaClara",
    date: date(11, 6, "22:31:47", "-0600"),
    html_enc: "qp",
    text: `Hola Sam:

Te confirmamos que la contraseña de tu cuenta CuentaClara (s•••@inbox.example) se cambió el
6 de noviembre de 2026 a las 22:30 (hora del centro de México).

Dispositivo: iPhone · App CuentaClara 7.14.2
Ubicación aproximada: Guadalajara, Jalisco, MX

Si fuiste tú, no necesitas hacer nada más.

Si no reconoces este cambio, bloquea tu cuenta de inmediato desde
https://www.cuentaclara.mx/seguridad/no-fui-yo?ref=PWC-90317
o llámanos al 800 226 8830 (24 horas).

Recuerda: CuentaClara nunca te pedirá tu contraseña, NIP ni códigos de verificación por correo,
llamada o WhatsApp.

CuentaClara, S.A. de C.V., Institución de Fondos de Pago Electrónico. Av. Insurgentes Sur 1602,
piso 9, Col. Crédito Constructor, 03940, Ciudad de México.`,
    html: shell({
      lang: "es-MX",
      title: "Cambio de contraseña",
      pre: "Se cambió la contraseña el 6 de noviembre a las 22:30",
      brand: "CuentaClara",
      color: "#4a148c",
      logo: "https://static.cuentaclara.mx/mail/cc-logo-blanco.png",
      body: `<p>Hola Sam:</p>
<h2 style="margin:0 0 12px;color:#4a148c;">Tu contraseña se cambió</h2>
<p>Te confirmamos que la contraseña de tu cuenta (s•••@inbox.example) se cambió el <b>6 de noviembre de 2026 a las 22:30</b> (hora del centro de México).</p>
${rows([["Dispositivo", "iPhone · App CuentaClara 7.14.2"], ["Ubicación aproximada", "Guadalajara, Jalisco, MX"]])}
<p>Si fuiste tú, no necesitas hacer nada más.</p>
<p>Si no reconoces este cambio, bloquea tu cuenta de inmediato o llámanos al <b>800 226 8830</b> (24 horas).</p>
${button("https://www.cuentaclara.mx/seguridad/no-fui-yo?ref=PWC-90317", "No fui yo", "#c62828")}
<p style="font-size:13px;background:#f3e5f5;padding:12px;">&#128274; CuentaClara nunca te pedirá tu contraseña, NIP ni códigos de verificación por correo, llamada o WhatsApp.</p>`,
      footer:
        `CuentaClara, S.A. de C.V., Institución de Fondos de Pago Electrónico. Av. Insurgentes Sur 1602, piso 9, Col. Crédito Constructor, 03940, Ciudad de México.<br>
<a href="https://www.cuentaclara.mx/aviso-de-privacidad" style="color:#777;">Aviso de privacidad</a> · <a href="https://www.cuentaclara.mx/une" style="color:#777;">UNE</a>`,
    }),
  },
  // ---------------------------------------------------------------- severpost-id (ru)
  {
    family: "severpost-id",
    group: "regional",
    lang: "ru",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Северпочта ID <no-reply@id.severpost.ru>",
    subject: "Вход в аккаунт с нового устройства",
    date: date(11, 15, "19:04:26", "+0300"),
    enc: "b64",
    text: `Здравствуйте, Сэм!

В ваш аккаунт Северпочта ID (sam.reader@inbox.example) выполнен вход с нового устройства.

Время: 15 ноября 2026, 19:03 (МСК)
Устройство: Firefox 133, Linux
Местоположение: Санкт-Петербург, Россия (IP 95.161.44.208)
Способ входа: пароль и код из приложения

Если это были вы, ничего делать не нужно.

Если вы не входили в аккаунт, смените пароль и завершите все сеансы:
https://id.severpost.ru/security/sessions?from=mail_newdevice

Служба поддержки: 8 800 250-19-19 · https://help.severpost.ru

Это автоматическое письмо, отвечать на него не нужно.
© 2026 ООО «Северпочта», 190000, Санкт-Петербург, ул. Большая Морская, 18`,
    html: shell({
      lang: "ru",
      title: "Вход с нового устройства",
      pre: "Firefox 133, Linux · Санкт-Петербург · 15 ноября, 19:03",
      brand: "Северпочта ID",
      color: "#1565c0",
      logo: "https://id.severpost.ru/static/mail/logo-id-white.png",
      body: `<p>Здравствуйте, Сэм!</p>
<p>В ваш аккаунт <b>Северпочта ID</b> (sam.reader@inbox.example) выполнен вход с нового устройства.</p>
${
        rows([
          ["Время", "15 ноября 2026, 19:03 (МСК)"],
          ["Устройство", "Firefox 133, Linux"],
          ["Местоположение", "Санкт-Петербург, Россия (IP 95.161.44.208)"],
          ["Способ входа", "пароль и код из приложения"],
        ])
      }
<p>Если это были вы, ничего делать не нужно.</p>
<p>Если вы не входили в аккаунт, смените пароль и завершите все сеансы.</p>
${button("https://id.severpost.ru/security/sessions?from=mail_newdevice", "Проверить активность", "#1565c0")}`,
      footer:
        `Служба поддержки: 8 800 250-19-19 · <a href="https://help.severpost.ru" style="color:#777;">help.severpost.ru</a><br>
Это автоматическое письмо, отвечать на него не нужно.<br>© 2026 ООО «Северпочта», 190000, Санкт-Петербург, ул. Большая Морская, 18`,
    }),
  },
  // ---------------------------------------------------------------- relaydesk (en)
  {
    family: "relaydesk",
    group: "oss",
    lang: "en",
    kind: "2fa-enabled",
    code: null,
    link: null,
    from: "Relaydesk <security@relaydesk.io>",
    subject: "Two-factor authentication is now on for your Relaydesk account",
    date: date(11, 2, "13:27:08"),
    text: `Hi Sam,

Two-factor authentication (2FA) was turned on for your Relaydesk account (sam.reader@inbox.example)
on 2 Nov 2026 at 13:26 UTC.

Method: Authenticator app (TOTP)
Device: Safari on macOS · 203.0.113.48

From now on, after you enter your password you'll be asked for a 6-digit code from your
authenticator app. Keep your recovery codes somewhere safe - they're the only way back in if you
lose your phone.

If you didn't turn on 2FA, someone else may have access to your account. Reset your password and
contact us right away: https://relaydesk.io/account/security

- The Relaydesk team
Relaydesk, 2261 Market St #4390, San Francisco, CA 94114`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;line-height:22px;color:#24292f;">
<tr><td style="padding-bottom:24px;"><img src="https://relaydesk.io/static/email/relaydesk-mark.png" width="36" height="36" alt="Relaydesk"></td></tr>
<tr><td style="font-size:20px;font-weight:600;padding-bottom:16px;">Two-factor authentication is now on</td></tr>
<tr><td style="border:1px solid #d0d7de;border-radius:6px;padding:20px;">
<p style="margin-top:0;">Hi <b>Sam</b>,</p>
<p>Two-factor authentication (2FA) was turned on for your Relaydesk account on <b>2 Nov 2026 at 13:26 UTC</b>.</p>
<p style="margin:0;">Method: Authenticator app (TOTP)<br>Device: Safari on macOS · 203.0.113.48</p>
<p>From now on, after you enter your password you'll be asked for a 6-digit code from your authenticator app. Keep your recovery codes somewhere safe – they're the only way back in if you lose your phone.</p>
<p style="margin-bottom:0;">If you didn't turn on 2FA, someone else may have access to your account. <a href="https://relaydesk.io/account/security" style="color:#0969da;">Review your security settings</a> and contact us right away.</p>
</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#57606a;text-align:center;">Relaydesk, 2261 Market St #4390, San Francisco, CA 94114<br>
<a href="https://relaydesk.io/docs/2fa" style="color:#57606a;">About 2FA</a> · <a href="https://relaydesk.io/privacy" style="color:#57606a;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- quarkapi (en)
  {
    family: "quarkapi",
    group: "oss",
    lang: "en",
    kind: "api-key-created",
    code: null,
    link: null,
    from: "QuarkAPI <notifications@quarkapi.dev>",
    subject: '[QuarkAPI] A new secret key was created in project "billing-worker"',
    date: date(11, 17, "09:12:55"),
    text: `A new secret API key was created

Project: billing-worker (org: Kestrel Labs)
Key name: prod-ingest-2026-11
Key: qk_live_7Rf2…x9Qa  (only the first and last characters are shown)
Permissions: write:events, read:usage
Created by: sam.reader@inbox.example
Created at: 2026-11-17 09:12:41 UTC from 198.51.100.23

If you created this key, no action is needed. The full key was shown only once, when it was created.

If you don't recognise this key, revoke it now from the dashboard and rotate any credentials
that may have been exposed:
https://console.quarkapi.dev/org/kestrel-labs/projects/billing-worker/api-keys

Docs: https://docs.quarkapi.dev/auth/api-keys
QuarkAPI Inc. · 548 Market St PMB 72101, San Francisco, CA 94104`,
    html: `<html><body style="margin:0;background:#0f172a;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f172a;"><tr><td align="center" style="padding:32px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Inter,Arial,sans-serif;color:#0f172a;font-size:14px;line-height:21px;">
<tr><td style="padding:24px 28px;border-bottom:1px solid #e2e8f0;"><img src="https://quarkapi.dev/email/quark-logo.png" alt="QuarkAPI" width="110"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:18px;font-weight:600;">A new secret API key was created</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:6px;">
<tr><td style="color:#64748b;width:130px;">Project</td><td>billing-worker (Kestrel Labs)</td></tr>
<tr><td style="color:#64748b;">Key name</td><td>prod-ingest-2026-11</td></tr>
<tr><td style="color:#64748b;">Key</td><td><code style="background:#e2e8f0;padding:2px 6px;border-radius:4px;">qk_live_7Rf2…x9Qa</code></td></tr>
<tr><td style="color:#64748b;">Permissions</td><td>write:events, read:usage</td></tr>
<tr><td style="color:#64748b;">Created by</td><td>sam.reader@inbox.example</td></tr>
<tr><td style="color:#64748b;">Created at</td><td>2026-11-17 09:12:41 UTC · 198.51.100.23</td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px;">If you created this key, no action is needed. The full key was shown only once, when it was created.</td></tr>
<tr><td style="padding:0 28px 24px;">If you don't recognise this key, revoke it and rotate any credentials that may have been exposed.<br><br>
<a href="https://console.quarkapi.dev/org/kestrel-labs/projects/billing-worker/api-keys" style="background:#0f172a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block;">Manage API keys</a></td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b;"><a href="https://docs.quarkapi.dev/auth/api-keys" style="color:#64748b;">API key docs</a> · QuarkAPI Inc. · 548 Market St PMB 72101, San Francisco, CA 94104 · <a href="https://console.quarkapi.dev/settings/notifications" style="color:#64748b;">Notification settings</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- ledgerly (en)
  {
    family: "ledgerly",
    group: "consumer",
    lang: "en",
    kind: "backup-codes",
    code: null,
    link: null,
    from: "Ledgerly <account@ledgerly.com>",
    subject: "Your Ledgerly backup codes were regenerated",
    date: date(11, 22, "17:45:03", "-0500"),
    text: `Hi Sam,

You generated a new set of backup codes for two-step verification on 22 Nov 2026 at 5:44 PM EST.
Your previous backup codes no longer work.

Your new backup codes (each can be used once):

  8147-2290    5503-6128
  3091-7745    6620-1184
  7258-0413    9934-5071
  1476-8302    2089-6657
  4712-3396    0865-9140

Print them or store them in your password manager, then delete this e-mail. Anyone with these codes
and your password can get into your account.

If you didn't do this, secure your account: https://app.ledgerly.com/settings/security

Ledgerly Software Inc., 100 King St W, Suite 5600, Toronto, ON M5X 1C9, Canada`,
    html: shell({
      lang: "en",
      title: "Backup codes regenerated",
      pre: "Your previous backup codes no longer work.",
      brand: "Ledgerly",
      color: "#00796b",
      logo: "https://static.ledgerly.com/email/ledgerly-white.png",
      body: `<p>Hi Sam,</p>
<p>You generated a new set of backup codes for two-step verification on <b>22 Nov 2026 at 5:44 PM EST</b>. Your previous backup codes no longer work.</p>
<p>Your new backup codes (each can be used once):</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-family:'Courier New',monospace;font-size:17px;background:#f5f5f5;border-radius:6px;margin:8px 0 16px;">
<tr><td style="padding:8px 20px;">8147-2290</td><td style="padding:8px 20px;">5503-6128</td></tr>
<tr><td style="padding:8px 20px;">3091-7745</td><td style="padding:8px 20px;">6620-1184</td></tr>
<tr><td style="padding:8px 20px;">7258-0413</td><td style="padding:8px 20px;">9934-5071</td></tr>
<tr><td style="padding:8px 20px;">1476-8302</td><td style="padding:8px 20px;">2089-6657</td></tr>
<tr><td style="padding:8px 20px;">4712-3396</td><td style="padding:8px 20px;">0865-9140</td></tr>
</table>
<p>Print them or store them in your password manager, then delete this e-mail. Anyone with these codes and your password can get into your account.</p>
<p>If you didn't do this, <a href="https://app.ledgerly.com/settings/security" style="color:#00796b;">secure your account</a>.</p>`,
      footer: `Ledgerly Software Inc., 100 King St W, Suite 5600, Toronto, ON M5X 1C9, Canada<br>
<a href="https://www.ledgerly.com/privacy" style="color:#777;">Privacy</a> · <a href="https://help.ledgerly.com" style="color:#777;">Help</a>`,
    }),
  },
  // ---------------------------------------------------------------- moda-vetrina (it)
  {
    family: "moda-vetrina",
    group: "regional",
    lang: "it",
    kind: "promo-code",
    code: null,
    link: null,
    from: "Vetrina Moda <news@vetrinamoda.it>",
    subject: "Solo per te: -20% con il codice BLACK20 🖤",
    date: date(11, 26, "08:00:00", "+0100"),
    html_enc: "b64",
    text: `Black Week da Vetrina Moda

Ciao Sam, fino a lunedì 30 novembre hai il 20% di sconto su tutta la collezione autunno-inverno.

Codice sconto: BLACK20
Inseriscilo nel carrello prima del pagamento. Spesa minima 60 €, non cumulabile con altre promozioni.

Scopri la collezione: https://click.vetrinamoda.it/t/3Kx9P?u=https%3A%2F%2Fwww.vetrinamoda.it%2Fblack-week

Spedizione gratuita sopra i 49 € · Reso gratuito entro 30 giorni

Hai già un account? Accedi e trovi il codice anche nella sezione "I miei coupon".

Vetrina Moda S.p.A. · Corso Buenos Aires 33 · 20124 Milano · P.IVA 09814420961
Non vuoi più ricevere queste e-mail? https://click.vetrinamoda.it/unsub?u=77120934`,
    html: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Black Week</title></head>
<body style="margin:0;background:#000;">
${preheader("Fino a lunedì 30 novembre: -20% su tutta la collezione")}
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#000000"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#fff;">
<tr><td align="center" style="padding:24px;"><a href="https://click.vetrinamoda.it/t/3Kx9P?u=https%3A%2F%2Fwww.vetrinamoda.it"><img src="https://img.vetrinamoda.it/nl/2026/logo-w.png" alt="VETRINA MODA" width="200"></a></td></tr>
<tr><td><a href="https://click.vetrinamoda.it/t/3Kx9P?u=https%3A%2F%2Fwww.vetrinamoda.it%2Fblack-week"><img src="https://img.vetrinamoda.it/nl/2026/bw/hero.jpg" width="600" alt="BLACK WEEK -20%" style="display:block;"></a></td></tr>
<tr><td align="center" style="padding:24px 32px 8px;font-size:16px;">Ciao Sam, fino a lunedì 30 novembre hai il 20% di sconto su tutta la collezione autunno-inverno.</td></tr>
<tr><td align="center" style="padding:16px;"><table cellpadding="0" cellspacing="0"><tr><td style="border:2px dashed #fff;padding:14px 40px;font-size:32px;font-weight:bold;letter-spacing:6px;">BLACK20</td></tr></table>
<div style="font-size:12px;color:#bbb;margin-top:8px;">Codice sconto · spesa minima 60 € · non cumulabile</div></td></tr>
<tr><td align="center" style="padding:16px;"><a href="https://click.vetrinamoda.it/t/3Kx9P?u=https%3A%2F%2Fwww.vetrinamoda.it%2Fblack-week" style="background:#fff;color:#000;padding:14px 44px;text-decoration:none;font-weight:bold;letter-spacing:2px;">SCOPRI ORA</a></td></tr>
<tr><td align="center" style="padding:16px;font-size:12px;color:#bbb;">Spedizione gratuita sopra i 49 € · Reso gratuito entro 30 giorni</td></tr>
<tr><td align="center" style="padding:16px;font-size:12px;"><a href="https://click.vetrinamoda.it/t/3Kx9Q?u=https%3A%2F%2Fwww.vetrinamoda.it%2Faccount%2Flogin" style="color:#fff;">Accedi</a> e trovi il codice anche in "I miei coupon".</td></tr>
<tr><td align="center" style="padding:16px;font-size:10px;color:#888;">Vetrina Moda S.p.A. · Corso Buenos Aires 33 · 20124 Milano · P.IVA 09814420961<br>
<a href="https://click.vetrinamoda.it/unsub?u=77120934" style="color:#888;">Annulla iscrizione</a> · <a href="https://www.vetrinamoda.it/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- emberleaf-coffee (en)
  {
    family: "emberleaf-coffee",
    group: "consumer",
    lang: "en",
    kind: "gift-card",
    code: null,
    link: null,
    from: "Emberleaf Coffee <gifts@emberleafcoffee.com>",
    subject: "Dana sent you a $25 Emberleaf gift card ☕",
    date: date(11, 21, "12:03:10", "-0800"),
    enc: "qp",
    text: `Dana sent you a gift!

"Happy birthday! Your next few flat whites are on me. - D"

Emberleaf eGift Card
Amount: $25.00
Card number: 6039 5310 2274 8816
PIN: 4408

Redeem in store by showing this e-mail, or add the card to your Emberleaf app under
Pay > Add gift card. Online, enter the card number and PIN at checkout.

No expiry. Check your balance any time: https://www.emberleafcoffee.com/giftcards/balance

Emberleaf Coffee Roasters, 1401 NW 46th St, Seattle, WA 98107
Gift card terms: https://www.emberleafcoffee.com/giftcards/terms`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3ede4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:Avenir,'Helvetica Neue',Arial,sans-serif;color:#3e2723;">
<tr><td align="center" style="padding:28px;"><img src="https://www.emberleafcoffee.com/email/ember-leaf-logo.png" alt="Emberleaf Coffee" width="150"></td></tr>
<tr><td align="center" style="font-size:24px;font-weight:bold;">Dana sent you a gift!</td></tr>
<tr><td align="center" style="padding:12px 40px;font-style:italic;color:#6d4c41;">"Happy birthday! Your next few flat whites are on me. – D"</td></tr>
<tr><td align="center" style="padding:12px;"><img src="https://www.emberleafcoffee.com/email/giftcards/birthday-cup.png" width="340" alt="Emberleaf eGift Card – $25.00" style="border-radius:12px;"></td></tr>
<tr><td align="center" style="padding:8px 24px;">
<table cellpadding="8" cellspacing="0" style="font-size:15px;">
<tr><td style="color:#8d6e63;">Amount</td><td style="font-size:22px;font-weight:bold;">$25.00</td></tr>
<tr><td style="color:#8d6e63;">Card number</td><td style="font-family:'Courier New',monospace;font-size:18px;">6039 5310 2274 8816</td></tr>
<tr><td style="color:#8d6e63;">PIN</td><td style="font-family:'Courier New',monospace;font-size:18px;">4408</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:8px 36px 20px;font-size:14px;line-height:21px;">Redeem in store by showing this e-mail, or add the card to your Emberleaf app under Pay › Add gift card. Online, enter the card number and PIN at checkout. No expiry.</td></tr>
<tr><td align="center" style="padding-bottom:28px;"><a href="https://www.emberleafcoffee.com/giftcards/balance" style="background:#3e2723;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;">Check balance</a></td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8d6e63;">Emberleaf Coffee Roasters, 1401 NW 46th St, Seattle, WA 98107 · <a href="https://www.emberleafcoffee.com/giftcards/terms" style="color:#8d6e63;">Gift card terms</a></p>
</td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- waha-rewards (ar)
  {
    family: "waha-rewards",
    group: "regional",
    lang: "ar",
    kind: "loyalty-points",
    code: null,
    link: null,
    from: "مكافآت واحة <rewards@waharewards.ae>",
    subject: "رصيدك الآن 12,480 نقطة – كشف نقاط نوفمبر",
    date: date(11, 30, "10:30:00", "+0400"),
    enc: "b64",
    text: `مرحباً سام،

إليك ملخص نقاط مكافآت واحة لشهر نوفمبر 2026.

رقم العضوية: 7702 4419 0381
المستوى: الذهبي
الرصيد الحالي: 12,480 نقطة
نقاط مكتسبة هذا الشهر: 1,215 نقطة
نقاط تنتهي صلاحيتها في 31 ديسمبر 2026: 900 نقطة

آخر العمليات:
- 24 نوفمبر · واحة هايبرماركت – دبي مارينا · +420 نقطة
- 18 نوفمبر · صيدلية واحة – البرشاء · +95 نقطة
- 09 نوفمبر · استبدال قسيمة بقيمة 50 درهم · -5,000 نقطة

استبدل نقاطك بقسائم شراء أو أميال طيران من التطبيق أو الموقع:
https://www.waharewards.ae/ar/redeem?utm_source=statement&utm_medium=email

خدمة الأعضاء: 800 9242 (مجاناً داخل الإمارات)
مكافآت واحة ذ.م.م، ص.ب 55182، دبي، الإمارات العربية المتحدة
إلغاء الاشتراك: https://www.waharewards.ae/ar/unsubscribe?m=770244190381`,
    html: shell({
      lang: "ar",
      dir: "rtl",
      title: "كشف نقاط نوفمبر",
      pre: "رصيدك 12,480 نقطة · 900 نقطة تنتهي في 31 ديسمبر",
      brand: "مكافآت واحة",
      color: "#b8860b",
      logo: "https://www.waharewards.ae/static/mail/waha-logo-ar.png",
      body: `<p>مرحباً سام،</p>
<p>إليك ملخص نقاط مكافآت واحة لشهر نوفمبر 2026.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf6e3;border-radius:10px;margin:12px 0;">
<tr><td style="padding:20px;text-align:center;"><div style="font-size:13px;color:#8a6d1d;">الرصيد الحالي</div>
<div style="font-size:40px;font-weight:bold;color:#b8860b;">12,480</div><div style="font-size:13px;">نقطة · المستوى الذهبي</div></td></tr>
</table>
${
        rows([
          ["رقم العضوية", "7702 4419 0381"],
          ["نقاط مكتسبة هذا الشهر", "1,215"],
          ["تنتهي في 31 ديسمبر 2026", "900 نقطة"],
        ])
      }
<h3 style="margin-bottom:4px;">آخر العمليات</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>24 نوفمبر</td><td>واحة هايبرماركت – دبي مارينا</td><td style="color:#2e7d32;">+420</td></tr>
<tr><td>18 نوفمبر</td><td>صيدلية واحة – البرشاء</td><td style="color:#2e7d32;">+95</td></tr>
<tr><td>09 نوفمبر</td><td>استبدال قسيمة بقيمة 50 درهم</td><td style="color:#c62828;">-5,000</td></tr>
</table>
${button("https://www.waharewards.ae/ar/redeem?utm_source=statement&amp;utm_medium=email", "استبدل نقاطك", "#b8860b")}`,
      footer:
        `خدمة الأعضاء: 800 9242 (مجاناً داخل الإمارات)<br>مكافآت واحة ذ.م.م، ص.ب 55182، دبي، الإمارات العربية المتحدة<br>
<a href="https://www.waharewards.ae/ar/unsubscribe?m=770244190381" style="color:#777;">إلغاء الاشتراك</a> · <a href="https://www.waharewards.ae/ar/privacy" style="color:#777;">سياسة الخصوصية</a>`,
    }),
  },
  // ---------------------------------------------------------------- poupa-app (pt)
  {
    family: "poupa-app",
    group: "regional",
    lang: "pt",
    kind: "referral",
    code: null,
    link: null,
    from: "Poupa <oi@poupa.app>",
    subject: "Ganhe R$ 20 por amigo: seu código de indicação é SAMR-7Q2K",
    date: date(11, 12, "12:00:00", "-0300"),
    html_enc: "qp",
    text: `Oi, Sam!

Sabia que dá pra ganhar dinheiro indicando o Poupa? Cada amigo que abrir uma conta com o seu código e
fizer o primeiro depósito de pelo menos R$ 50 rende R$ 20 pra você e R$ 20 pra ele.

Seu código de indicação: SAMR-7Q2K
Seu link: https://poupa.app/i/SAMR-7Q2K

Até agora você indicou 2 amigos e ganhou R$ 40,00.

Regulamento: limite de 10 indicações por CPF até 31/12/2026. O bônus cai em até 5 dias úteis.
https://poupa.app/regulamento-indique

Poupa Instituição de Pagamento Ltda. · CNPJ 38.221.907/0001-14 · Rua Fidêncio Ramos, 308 – São Paulo/SP
Não quer mais receber? https://poupa.app/email/cancelar?u=SAMR7Q2K`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ede7f6;font-family:'Nunito',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td style="padding:24px 28px;"><img src="https://poupa.app/email/poupa-roxo.png" alt="Poupa" width="90"></td></tr>
<tr><td style="padding:0 28px;font-size:26px;font-weight:800;color:#4527a0;">Ganhe R$ 20 por amigo 💜</td></tr>
<tr><td style="padding:12px 28px;font-size:15px;line-height:23px;color:#333;">Oi, Sam! Cada amigo que abrir uma conta com o seu código e fizer o primeiro depósito de pelo menos R$ 50 rende <b>R$ 20 pra você</b> e R$ 20 pra ele.</td></tr>
<tr><td align="center" style="padding:12px 28px;"><div style="background:#ede7f6;border-radius:12px;padding:18px;">
<div style="font-size:12px;color:#5e35b1;">SEU CÓDIGO DE INDICAÇÃO</div>
<div style="font-size:30px;font-weight:800;letter-spacing:3px;color:#311b92;">SAMR-7Q2K</div></div></td></tr>
<tr><td align="center" style="padding:12px 28px;"><a href="https://poupa.app/i/SAMR-7Q2K" style="background:#5e35b1;color:#fff;padding:14px 36px;border-radius:28px;text-decoration:none;font-weight:bold;">Compartilhar meu link</a></td></tr>
<tr><td style="padding:12px 28px;font-size:14px;color:#555;">Até agora você indicou <b>2 amigos</b> e ganhou <b>R$ 40,00</b>.</td></tr>
<tr><td style="padding:12px 28px 24px;font-size:11px;color:#888;">Limite de 10 indicações por CPF até 31/12/2026. O bônus cai em até 5 dias úteis. <a href="https://poupa.app/regulamento-indique" style="color:#888;">Regulamento</a><br><br>
Poupa Instituição de Pagamento Ltda. · CNPJ 38.221.907/0001-14 · Rua Fidêncio Ramos, 308 – São Paulo/SP · <a href="https://poupa.app/email/cancelar?u=SAMR7Q2K" style="color:#888;">Cancelar e-mails</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- kodkvarnen (sv)
  {
    family: "kodkvarnen",
    group: "regional",
    lang: "sv",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kodkvarnen <veckobrev@kodkvarnen.se>",
    subject: "Kodkvarnen #212: passkeys på riktigt, Rust i kärnan och 6 jobb",
    date: date(11, 27, "07:00:00", "+0100"),
    text: `KODKVARNEN – VECKOBREV #212
Fredag 27 november 2026

Hej Sam! Här är veckans bästa läsning för utvecklare.

1. Passkeys på riktigt – så bytte en svensk bank ut SMS-koder
   En genomgång av hur verifieringsflödet byggdes om och varför engångskoder via SMS fasades ut.
   https://kodkvarnen.se/l/212-1

2. Rust i kärnan: vad betyder det för drivrutinsutvecklare?
   https://kodkvarnen.se/l/212-2

3. Kodexempel: rate limiting i Postgres med 40 rader SQL
   https://kodkvarnen.se/l/212-3

4. Så återställer du en trasig Git-historik utan att tappa något
   https://kodkvarnen.se/l/212-4

JOBB
- Backendutvecklare, Göteborg (hybrid) – 52 000–62 000 kr/mån
- Site Reliability Engineer, Stockholm – remote ok
Alla 6 jobb: https://kodkvarnen.se/jobb

EVENT
Kodkvarnen Live 3 december kl. 18:00, Epicenter Stockholm. Gratis, begränsat antal platser.
https://kodkvarnen.se/live

Tipsa en kollega: https://kodkvarnen.se/prenumerera
Du får det här brevet för att du prenumererar på Kodkvarnen. Avsluta: https://kodkvarnen.se/avsluta?id=a81f33
Kodkvarnen AB, Mäster Samuelsgatan 36, 111 57 Stockholm`,
    html: `<html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fffdf7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#222;font-size:16px;line-height:25px;">
<tr><td style="padding:32px 0 4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;">&gt; kodkvarnen_</td></tr>
<tr><td style="padding-bottom:20px;font-size:13px;color:#888;font-family:Arial,sans-serif;">Veckobrev #212 · fredag 27 november 2026</td></tr>
<tr><td>Hej Sam! Här är veckans bästa läsning för utvecklare.</td></tr>
<tr><td style="padding-top:20px;"><a href="https://kodkvarnen.se/l/212-1" style="color:#b71c1c;font-size:20px;font-weight:bold;text-decoration:none;">Passkeys på riktigt – så bytte en svensk bank ut SMS-koder</a><br>En genomgång av hur verifieringsflödet byggdes om och varför engångskoder via SMS fasades ut.</td></tr>
<tr><td style="padding-top:16px;"><a href="https://kodkvarnen.se/l/212-2" style="color:#b71c1c;font-size:18px;font-weight:bold;text-decoration:none;">Rust i kärnan: vad betyder det för drivrutinsutvecklare?</a></td></tr>
<tr><td style="padding-top:16px;"><a href="https://kodkvarnen.se/l/212-3" style="color:#b71c1c;font-size:18px;font-weight:bold;text-decoration:none;">Kodexempel: rate limiting i Postgres med 40 rader SQL</a>
<pre style="background:#f4f1e8;padding:12px;font-size:13px;line-height:18px;overflow:auto;">SELECT count(*) FROM hits
 WHERE key = $1 AND at &gt; now() - interval '60 s';</pre></td></tr>
<tr><td style="padding-top:16px;"><a href="https://kodkvarnen.se/l/212-4" style="color:#b71c1c;font-size:18px;font-weight:bold;text-decoration:none;">Så återställer du en trasig Git-historik utan att tappa något</a></td></tr>
<tr><td style="padding-top:24px;border-top:1px solid #ddd;font-family:Arial,sans-serif;font-size:14px;"><b>JOBB</b><br>Backendutvecklare, Göteborg (hybrid) – 52 000–62 000 kr/mån<br>Site Reliability Engineer, Stockholm – remote ok<br><a href="https://kodkvarnen.se/jobb" style="color:#b71c1c;">Alla 6 jobb →</a></td></tr>
<tr><td style="padding-top:20px;font-family:Arial,sans-serif;font-size:14px;"><b>EVENT</b><br>Kodkvarnen Live 3 december kl. 18:00, Epicenter Stockholm. <a href="https://kodkvarnen.se/live" style="color:#b71c1c;">Anmäl dig</a></td></tr>
<tr><td style="padding:28px 0;font-family:Arial,sans-serif;font-size:11px;color:#999;"><a href="https://kodkvarnen.se/prenumerera" style="color:#999;">Tipsa en kollega</a> · <a href="https://kodkvarnen.se/avsluta?id=a81f33" style="color:#999;">Avsluta prenumerationen</a><br>Kodkvarnen AB, Mäster Samuelsgatan 36, 111 57 Stockholm</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- khabar-digest (hi)
  {
    family: "khabar-digest",
    group: "regional",
    lang: "hi",
    kind: "daily-digest",
    code: null,
    link: null,
    from: "ख़बर सार <digest@khabarsaar.in>",
    subject: "आज की 5 बड़ी ख़बरें – 20 नवंबर 2026",
    date: date(11, 20, "06:30:00", "+0530"),
    enc: "b64",
    text: `नमस्ते सैम,

आज की 5 बड़ी ख़बरें, 2 मिनट में:

1. रिज़र्व बैंक ने रेपो दर 6.25% पर स्थिर रखी
   https://khabarsaar.in/r/9f21a
2. UPI लेनदेन अक्टूबर में 19.4 अरब के पार, नया रिकॉर्ड
   https://khabarsaar.in/r/9f21b
3. साइबर ठगी से बचें: बैंक कभी फ़ोन पर OTP या PIN नहीं मांगता
   https://khabarsaar.in/r/9f21c
4. दिल्ली-मुंबई एक्सप्रेसवे का नया हिस्सा 1 दिसंबर से खुलेगा
   https://khabarsaar.in/r/9f21d
5. क्रिकेट: भारत ने दूसरा टेस्ट 7 विकेट से जीता
   https://khabarsaar.in/r/9f21e

आज का बाज़ार: सेंसेक्स 81,402 (+0.6%) · निफ़्टी 24,618 (+0.5%) · सोना ₹78,240 / 10 ग्राम

ऐप डाउनलोड करें: https://khabarsaar.in/app
सदस्यता समाप्त करें: https://khabarsaar.in/unsubscribe?u=4471902
ख़बर सार मीडिया प्रा. लि., सेक्टर 16, नोएडा, उत्तर प्रदेश 201301`,
    html: `<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff3e0;font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#e65100;color:#fff;padding:16px 20px;font-size:22px;font-weight:bold;">ख़बर सार <span style="font-size:13px;font-weight:normal;">· 20 नवंबर 2026</span></td></tr>
<tr><td style="padding:16px 20px;font-size:15px;">नमस्ते सैम, आज की 5 बड़ी ख़बरें, 2 मिनट में:</td></tr>
<tr><td style="padding:0 20px;font-size:16px;line-height:26px;">
<p><b>1.</b> <a href="https://khabarsaar.in/r/9f21a" style="color:#222;">रिज़र्व बैंक ने रेपो दर 6.25% पर स्थिर रखी</a></p>
<p><b>2.</b> <a href="https://khabarsaar.in/r/9f21b" style="color:#222;">UPI लेनदेन अक्टूबर में 19.4 अरब के पार, नया रिकॉर्ड</a></p>
<p><b>3.</b> <a href="https://khabarsaar.in/r/9f21c" style="color:#222;">साइबर ठगी से बचें: बैंक कभी फ़ोन पर OTP या PIN नहीं मांगता</a></p>
<p><b>4.</b> <a href="https://khabarsaar.in/r/9f21d" style="color:#222;">दिल्ली-मुंबई एक्सप्रेसवे का नया हिस्सा 1 दिसंबर से खुलेगा</a></p>
<p><b>5.</b> <a href="https://khabarsaar.in/r/9f21e" style="color:#222;">क्रिकेट: भारत ने दूसरा टेस्ट 7 विकेट से जीता</a></p>
</td></tr>
<tr><td style="padding:12px 20px;background:#fafafa;font-size:14px;"><b>आज का बाज़ार:</b> सेंसेक्स 81,402 (+0.6%) · निफ़्टी 24,618 (+0.5%) · सोना ₹78,240 / 10 ग्राम</td></tr>
<tr><td style="padding:16px 20px;"><a href="https://khabarsaar.in/app"><img src="https://khabarsaar.in/static/img/google-play-hi.png" alt="Google Play पर पाएं" height="40"></a></td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#888;">ख़बर सार मीडिया प्रा. लि., सेक्टर 16, नोएडा, उत्तर प्रदेश 201301 · <a href="https://khabarsaar.in/unsubscribe?u=4471902" style="color:#888;">सदस्यता समाप्त करें</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- sepetim (tr)
  {
    family: "sepetim",
    group: "regional",
    lang: "tr",
    kind: "review-request",
    code: null,
    link: null,
    from: "Sepetim <bilgi@sepetim.com.tr>",
    subject: "Siparişinizi değerlendirin – 2 dakikanızı ayırır mısınız?",
    date: date(11, 28, "11:20:00", "+0300"),
    enc: "qp",
    text: `Merhaba Sam,

3014775920 numaralı siparişiniz 25 Kasım 2026 tarihinde teslim edildi. Ürünleri nasıl buldunuz?

- Philips Airfryer XL HD9270 (Satıcı: Ev Dünyası)
- Silikon pişirme kağıdı 2'li paket (Satıcı: Mutfak Sepeti)

Değerlendirmeniz "Onaylı Alışveriş" etiketiyle yayımlanır ve diğer müşterilere yardımcı olur.
Değerlendir: https://www.sepetim.com.tr/hesabim/degerlendirmeler?siparis=3014775920

Değerlendirme yapan herkese bir sonraki alışverişte geçerli 50 TL indirim kuponu tanımlanır
(300 TL ve üzeri, 31.12.2026'ya kadar).

Sepetim Elektronik Ticaret A.Ş. · Büyükdere Cad. No:185 Levent / İstanbul
Müşteri Hizmetleri: 0850 333 74 37
E-posta tercihlerinizi değiştirin: https://www.sepetim.com.tr/hesabim/iletisim-tercihleri`,
    html: shell({
      lang: "tr",
      title: "Siparişinizi değerlendirin",
      pre: "3014775920 numaralı siparişiniz teslim edildi. Ürünleri nasıl buldunuz?",
      brand: "Sepetim",
      color: "#ff5722",
      logo: "https://img.sepetim.com.tr/mail/sepetim-logo-beyaz.png",
      body: `<p>Merhaba Sam,</p>
<p><b>3014775920</b> numaralı siparişiniz 25 Kasım 2026 tarihinde teslim edildi. Ürünleri nasıl buldunuz?</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #eee;margin:12px 0;">
<tr><td width="70"><img src="https://img.sepetim.com.tr/p/hd9270/80.jpg" width="60" alt="Philips Airfryer XL"></td><td>Philips Airfryer XL HD9270<br><span style="font-size:12px;color:#888;">Satıcı: Ev Dünyası</span></td><td><a href="https://www.sepetim.com.tr/hesabim/degerlendirmeler?siparis=3014775920&amp;urun=HD9270" style="color:#ff5722;">Değerlendir</a></td></tr>
<tr><td style="border-top:1px solid #eee;"><img src="https://img.sepetim.com.tr/p/slk2/80.jpg" width="60" alt="Silikon pişirme kağıdı"></td><td style="border-top:1px solid #eee;">Silikon pişirme kağıdı 2'li paket<br><span style="font-size:12px;color:#888;">Satıcı: Mutfak Sepeti</span></td><td style="border-top:1px solid #eee;"><a href="https://www.sepetim.com.tr/hesabim/degerlendirmeler?siparis=3014775920&amp;urun=SLK2" style="color:#ff5722;">Değerlendir</a></td></tr>
</table>
<p>Değerlendirmeniz <b>"Onaylı Alışveriş"</b> etiketiyle yayımlanır ve diğer müşterilere yardımcı olur.</p>
<p style="background:#fff3e0;padding:12px;font-size:14px;">Değerlendirme yapan herkese bir sonraki alışverişte geçerli <b>50 TL indirim kuponu</b> tanımlanır (300 TL ve üzeri, 31.12.2026'ya kadar).</p>`,
      footer:
        `Sepetim Elektronik Ticaret A.Ş. · Büyükdere Cad. No:185 Levent / İstanbul · Müşteri Hizmetleri: 0850 333 74 37<br>
<a href="https://www.sepetim.com.tr/hesabim/iletisim-tercihleri" style="color:#777;">E-posta tercihleri</a> · <a href="https://www.sepetim.com.tr/kvkk" style="color:#777;">KVKK Aydınlatma Metni</a>`,
    }),
  },
  // ---------------------------------------------------------------- pipewright-ci (en)
  {
    family: "pipewright-ci",
    group: "oss",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "Pipewright CI <builds@pipewright.dev>",
    subject: "[kestrel-labs/ingest] Build #4187 failed on main (a3f9c21)",
    date: date(11, 18, "15:42:19"),
    text: `Build #4187 failed

Repository: kestrel-labs/ingest
Branch: main
Commit: a3f9c21e7b (Fix retry backoff for 429 responses)
Author: Jonas Feld
Triggered by: push · 2026-11-18 15:38:02 UTC
Duration: 4m 17s

Failed step: test (job 3 of 5)
  FAIL  src/queue/retry.test.ts
    ✕ backs off exponentially after 429 (812 ms)
    Expected: 2000
    Received: 1000

Tests: 1 failed, 412 passed, 413 total
Exit code: 1

View build log: https://app.pipewright.dev/kestrel-labs/ingest/builds/4187#job-3
Re-run: https://app.pipewright.dev/kestrel-labs/ingest/builds/4187/rerun

You're receiving this because you're watching kestrel-labs/ingest.
Notification settings: https://app.pipewright.dev/settings/notifications`,
    html:
      `<html><body style="margin:0;background:#f6f8fa;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d0d7de;border-radius:6px;font-size:14px;color:#1f2328;">
<tr><td style="background:#cf222e;color:#fff;padding:14px 20px;font-size:16px;font-weight:600;">&#10007; Build #4187 failed</td></tr>
<tr><td style="padding:16px 20px;">
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#656d76;width:110px;">Repository</td><td><b>kestrel-labs/ingest</b></td></tr>
<tr><td style="color:#656d76;">Branch</td><td><code>main</code></td></tr>
<tr><td style="color:#656d76;">Commit</td><td><a href="https://github.com/kestrel-labs/ingest/commit/a3f9c21e7b04d1c5e8a2f3b6c9d0e1f2a3b4c5d6" style="font-family:monospace;color:#0969da;">a3f9c21</a> Fix retry backoff for 429 responses</td></tr>
<tr><td style="color:#656d76;">Author</td><td>Jonas Feld</td></tr>
<tr><td style="color:#656d76;">Duration</td><td>4m 17s</td></tr>
</table></td></tr>
<tr><td style="padding:0 20px;">
<pre style="background:#1f2328;color:#e6edf3;padding:12px;border-radius:6px;font-size:12px;line-height:18px;">FAIL  src/queue/retry.test.ts
  ✕ backs off exponentially after 429 (812 ms)
  Expected: 2000
  Received: 1000

Tests: 1 failed, 412 passed, 413 total</pre></td></tr>
<tr><td style="padding:12px 20px 20px;"><a href="https://app.pipewright.dev/kestrel-labs/ingest/builds/4187#job-3" style="background:#1f883d;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none;font-weight:600;">View build log</a>
&nbsp;<a href="https://app.pipewright.dev/kestrel-labs/ingest/builds/4187/rerun" style="border:1px solid #d0d7de;color:#1f2328;padding:7px 15px;border-radius:6px;text-decoration:none;">Re-run</a></td></tr>
</table>
<p style="font-size:12px;color:#656d76;">You're receiving this because you're watching kestrel-labs/ingest. <a href="https://app.pipewright.dev/settings/notifications" style="color:#656d76;">Notification settings</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "pipewright-ci",
    group: "oss",
    lang: "en",
    kind: "deploy-succeeded",
    code: null,
    link: null,
    from: "Pipewright CI <deploys@pipewright.dev>",
    subject: "✅ Deployed ingest v2.14.0 to production (run 88213)",
    date: date(11, 19, "10:06:44"),
    text: `Deployment succeeded

Service: ingest
Environment: production (eu-central-1)
Version: v2.14.0
Commit: 5d17e0b (Merge pull request #912 from jfeld/retry-backoff)
Pipeline run: 88213
Approved by: Mira Lindqvist
Started: 2026-11-19 09:58:11 UTC
Finished: 2026-11-19 10:06:40 UTC (8m 29s)

Stages
  ✓ build          1m 52s
  ✓ migrate        0m 14s   (3 migrations applied)
  ✓ canary (10%)   4m 00s   error rate 0.02%
  ✓ rollout        2m 23s

Release notes: https://app.pipewright.dev/kestrel-labs/ingest/releases/v2.14.0
Roll back: https://app.pipewright.dev/kestrel-labs/ingest/deploys/88213/rollback

-- Pipewright CI`,
    html: null,
  },
  // ---------------------------------------------------------------- uptimely (en)
  {
    family: "uptimely",
    group: "oss",
    lang: "en",
    kind: "monitor-alert",
    code: null,
    link: null,
    from: "Uptimely Alerts <alerts@uptimely.io>",
    subject: "🔴 DOWN: api.kestrel-labs.io (HTTP 503) – incident #31877",
    date: date(11, 21, "02:17:33"),
    text: `Monitor is DOWN

Monitor: Public API health (https://api.kestrel-labs.io/healthz)
Status: DOWN - HTTP 503 Service Unavailable
Incident: #31877
Started: 2026-11-21 02:16:58 UTC
Checked from: Frankfurt, London, Virginia (3 of 3 locations failing)
Response time before failure: 184 ms

Response body (first 200 bytes):
{"status":"unavailable","reason":"db pool exhausted","retry_after":30}

On-call: Sam Reader (escalation in 15 minutes if not acknowledged)

Acknowledge: https://app.uptimely.io/incidents/31877/ack?t=7b1e90
Incident timeline: https://app.uptimely.io/incidents/31877

We'll e-mail you again when the monitor is back UP.
Uptimely · Alert rules: https://app.uptimely.io/alert-rules`,
    html: `<html><body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #e0e0e0;">
<tr><td style="background:#d32f2f;color:#fff;padding:16px;font-size:20px;font-weight:bold;">&#9679; DOWN · api.kestrel-labs.io</td></tr>
<tr><td style="padding:16px;font-size:14px;line-height:21px;">
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;width:140px;">Monitor</td><td>Public API health</td></tr>
<tr><td style="color:#777;">URL</td><td>https://api.kestrel-labs.io/healthz</td></tr>
<tr><td style="color:#777;">Status</td><td style="color:#d32f2f;font-weight:bold;">HTTP 503 Service Unavailable</td></tr>
<tr><td style="color:#777;">Incident</td><td>#31877</td></tr>
<tr><td style="color:#777;">Started</td><td>2026-11-21 02:16:58 UTC</td></tr>
<tr><td style="color:#777;">Locations failing</td><td>Frankfurt, London, Virginia (3/3)</td></tr>
<tr><td style="color:#777;">On-call</td><td>Sam Reader – escalates in 15 min</td></tr>
</table>
<pre style="background:#fafafa;border:1px solid #eee;padding:10px;font-size:12px;">{"status":"unavailable","reason":"db pool exhausted","retry_after":30}</pre>
<a href="https://app.uptimely.io/incidents/31877/ack?t=7b1e90" style="background:#212121;color:#fff;padding:10px 20px;text-decoration:none;display:inline-block;">Acknowledge</a>
&nbsp;<a href="https://app.uptimely.io/incidents/31877" style="color:#1565c0;">Incident timeline</a>
</td></tr>
<tr><td style="padding:12px 16px;background:#fafafa;font-size:11px;color:#888;">We'll e-mail you again when the monitor is back UP. <a href="https://app.uptimely.io/alert-rules" style="color:#888;">Alert rules</a> · Uptimely, Vilnius, Lithuania</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- namecrate (en)
  {
    family: "namecrate",
    group: "consumer",
    lang: "en",
    kind: "domain-renewed",
    code: null,
    link: null,
    from: "Namecrate <billing@namecrate.com>",
    subject: "Receipt: samreader.dev renewed for 1 year (Order NC-22871406)",
    date: date(11, 4, "04:10:52"),
    enc: "qp",
    text: `Thanks, Sam - your domain has been renewed.

Order: NC-22871406
Date: 4 Nov 2026

samreader.dev - renewal, 1 year                $14.98
WHOIS privacy                                    FREE
ICANN fee                                       $0.20
Total charged to Visa ending 7730              $15.18

New expiry date: 9 Nov 2027
Auto-renew: ON

Also expiring soon:
  reader-notes.com - expires 2 Jan 2027 (auto-renew OFF)

Nameservers: ns1.namecrate-dns.com, ns2.namecrate-dns.com
DNSSEC: enabled

Manage domains: https://www.namecrate.com/account/domains
Sign in to view invoices: https://www.namecrate.com/account/billing/orders/NC-22871406

Namecrate Inc., 9 Temasek Blvd, #31-01 Suntec Tower Two, Singapore 038989
Support: support@namecrate.com`,
    html: shell({
      lang: "en",
      title: "Domain renewed",
      pre: "samreader.dev now expires 9 Nov 2027",
      brand: "Namecrate",
      color: "#ff7043",
      logo: "https://www.namecrate.com/images/email/namecrate-white.png",
      body: `<h1 style="font-size:22px;margin:0 0 8px;">Your domain has been renewed</h1>
<p style="color:#666;margin:0 0 16px;">Order NC-22871406 · 4 Nov 2026</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eee;">
<tr style="background:#fafafa;"><th align="left">Item</th><th align="right">Price</th></tr>
<tr><td><b>samreader.dev</b> – renewal, 1 year</td><td align="right">$14.98</td></tr>
<tr><td>WHOIS privacy</td><td align="right">FREE</td></tr>
<tr><td>ICANN fee</td><td align="right">$0.20</td></tr>
<tr><td><b>Total</b> (Visa •••• 7730)</td><td align="right"><b>$15.18</b></td></tr>
</table>
${
        rows([["New expiry date", "9 Nov 2027"], ["Auto-renew", "ON"], [
          "Nameservers",
          "ns1.namecrate-dns.com, ns2.namecrate-dns.com",
        ], ["DNSSEC", "enabled"]])
      }
<p style="background:#fff3e0;padding:12px;font-size:14px;"><b>Also expiring soon:</b> reader-notes.com – expires 2 Jan 2027 (auto-renew OFF)</p>
${button("https://www.namecrate.com/account/domains", "Manage domains", "#ff7043")}
<p style="font-size:13px;"><a href="https://www.namecrate.com/account/billing/orders/NC-22871406" style="color:#ff7043;">Sign in to view invoices</a></p>`,
      footer:
        `Namecrate Inc., 9 Temasek Blvd, #31-01 Suntec Tower Two, Singapore 038989 · <a href="mailto:support@namecrate.com" style="color:#777;">support@namecrate.com</a><br>
<a href="https://www.namecrate.com/legal/registration-agreement" style="color:#777;">Registration agreement</a> · <a href="https://www.namecrate.com/legal/privacy" style="color:#777;">Privacy</a>`,
    }),
  },
  // ---------------------------------------------------------------- jotbook (en)
  {
    family: "jotbook",
    group: "consumer",
    lang: "en",
    kind: "data-export-ready",
    code: null,
    link: null,
    from: "Jotbook <no-reply@jotbook.so>",
    subject: "Your Jotbook data export is ready",
    date: date(11, 9, "20:33:17"),
    text: `Hi Sam,

The export you requested on 9 Nov 2026 at 20:14 UTC is ready.

Workspace: Sam's notes
Format: Markdown + attachments (ZIP)
Size: 418.6 MB (3 files)
Export ID: exp_01JD7Q8ZKM4T2V

Download (link expires in 7 days, on 16 Nov 2026):
https://exports.jotbook.so/dl/exp_01JD7Q8ZKM4T2V/part-1.zip?sig=Xk2f9aQ0mWn7&exp=1794859997
https://exports.jotbook.so/dl/exp_01JD7Q8ZKM4T2V/part-2.zip?sig=Lp4d0vR8sTe1&exp=1794859997
https://exports.jotbook.so/dl/exp_01JD7Q8ZKM4T2V/part-3.zip?sig=Qa7c3nB2yHu5&exp=1794859997

You'll need to be signed in to Jotbook to download. Didn't request this? Let us know at
security@jotbook.so.

Jotbook, Inc. · 169 Madison Ave #2299, New York, NY 10016`,
    html: `<html><body style="margin:0;background:#fafaf9;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:ui-sans-serif,-apple-system,'Segoe UI',Arial,sans-serif;color:#1c1917;font-size:15px;line-height:24px;">
<tr><td style="padding-bottom:24px;"><img src="https://jotbook.so/static/mail/jotbook-icon.png" width="40" height="40" alt="Jotbook"></td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:12px;">Your data export is ready</td></tr>
<tr><td>Hi Sam, the export you requested on 9 Nov 2026 at 20:14 UTC is ready.</td></tr>
<tr><td style="padding:16px 0;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#fff;border:1px solid #e7e5e4;border-radius:8px;">
<tr><td style="color:#78716c;">Workspace</td><td>Sam's notes</td></tr>
<tr><td style="color:#78716c;">Format</td><td>Markdown + attachments (ZIP)</td></tr>
<tr><td style="color:#78716c;">Size</td><td>418.6 MB (3 files)</td></tr>
<tr><td style="color:#78716c;">Export ID</td><td style="font-family:monospace;">exp_01JD7Q8ZKM4T2V</td></tr>
</table></td></tr>
<tr><td>
<a href="https://exports.jotbook.so/dl/exp_01JD7Q8ZKM4T2V/part-1.zip?sig=Xk2f9aQ0mWn7&amp;exp=1794859997" style="display:block;background:#1c1917;color:#fff;text-decoration:none;padding:10px 16px;border-radius:6px;margin-bottom:8px;">Download part 1 of 3</a>
<a href="https://exports.jotbook.so/dl/exp_01JD7Q8ZKM4T2V/part-2.zip?sig=Lp4d0vR8sTe1&amp;exp=1794859997" style="display:block;background:#1c1917;color:#fff;text-decoration:none;padding:10px 16px;border-radius:6px;margin-bottom:8px;">Download part 2 of 3</a>
<a href="https://exports.jotbook.so/dl/exp_01JD7Q8ZKM4T2V/part-3.zip?sig=Qa7c3nB2yHu5&amp;exp=1794859997" style="display:block;background:#1c1917;color:#fff;text-decoration:none;padding:10px 16px;border-radius:6px;">Download part 3 of 3</a></td></tr>
<tr><td style="padding-top:16px;font-size:13px;color:#78716c;">Links expire in 7 days (16 Nov 2026). You'll need to be signed in to Jotbook to download. Didn't request this? Let us know at <a href="mailto:security@jotbook.so" style="color:#78716c;">security@jotbook.so</a>.</td></tr>
<tr><td style="padding-top:32px;font-size:12px;color:#a8a29e;">Jotbook, Inc. · 169 Madison Ave #2299, New York, NY 10016</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- fibrelane-broadband (en)
  {
    family: "fibrelane-broadband",
    group: "consumer",
    lang: "en",
    kind: "support-ticket",
    code: null,
    link: null,
    from: "Fibrelane Support <support@fibrelane.ie>",
    subject: "Re: Internet dropping every evening [Ticket #FL-602193]",
    date: date(11, 16, "11:48:05"),
    text: `Hi Sam,

Thanks for getting in touch, and sorry for the trouble with your connection.

I've run a line test on your service (account FL-3307-8841, Eircode D08 X2P7) and it looks healthy
from our side: sync speed 500/100 Mbps, no errors logged in the last 24 hours. Evening drop-outs are
often caused by the router, so could you please try the following:

1. Reset your router: unplug it from the power for 30 seconds, then plug it back in. Wait about
   5 minutes for the lights to go solid green.
2. If that doesn't help, do a factory reset by holding the small reset button on the back for
   10 seconds. Your Wi-Fi name and password will go back to what's printed on the router sticker.
3. Move the router off the floor and away from the microwave if possible.

If the drop-outs continue over the next 2-3 evenings, just reply to this e-mail and I'll book an
engineer visit - there's no charge for this.

You can also check for outages in your area any time: https://www.fibrelane.ie/service-status

Kind regards,
Aoife
Fibrelane Customer Support · 01 555 0190 (Mon-Sat 8am-8pm)

Ticket: #FL-602193 · Status: Waiting on customer
Fibrelane Broadband Ltd, Block 4, Harcourt Centre, Dublin 2, D02 HW77`,
    html: null,
  },
  // ---------------------------------------------------------------- jinhai-bank (zh)
  {
    family: "jinhai-bank",
    group: "regional",
    lang: "zh",
    kind: "card-statement",
    code: null,
    link: null,
    from: "金海银行信用卡中心 <creditcard@estatement.jinhaibank.com.cn>",
    subject: "金海银行信用卡电子账单（2026年11月）",
    date: date(11, 8, "09:00:00", "+0800"),
    enc: "b64",
    text: `尊敬的 Sam Reader 先生：

您好！以下是您 2026 年 11 月的信用卡电子账单摘要。

卡号末四位：6618
账单日：2026年11月07日
到期还款日：2026年11月27日
本期应还金额：¥ 8,436.52
最低还款额：¥ 843.65
信用额度：¥ 50,000.00
本期积分：+2,109（累计可用积分 38,772）

如已设置自动还款，系统将于到期还款日从您尾号 2290 的借记卡扣款，无需另行操作。

登录手机银行或网上银行查看完整账单：
https://ebank.jinhaibank.com.cn/creditcard/statement?month=202611

温馨提示：本行工作人员不会以任何理由向您索取密码、短信验证码或CVV2码，请注意防范电信诈骗。

客服热线：95577（境外请拨 +86-21-6888-9557）
金海银行股份有限公司信用卡中心 上海市浦东新区银城中路 188 号
本邮件由系统自动发送，请勿直接回复。`,
    html: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>信用卡电子账单</title></head>
<body style="margin:0;background:#f0f0f0;font-family:'Microsoft YaHei','PingFang SC',SimSun,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 0;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#b71c1c;padding:14px 20px;"><img src="https://estatement.jinhaibank.com.cn/img/logo_card.png" alt="金海银行信用卡" height="34"></td></tr>
<tr><td style="padding:20px;font-size:14px;color:#333;line-height:1.8;">尊敬的 Sam Reader 先生：<br>您好！以下是您 2026 年 11 月的信用卡电子账单摘要。</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e0c0c0;">
<tr>
<td width="33%" align="center" style="padding:16px;border-right:1px solid #eee;"><div style="font-size:12px;color:#888;">本期应还金额</div><div style="font-size:26px;font-weight:bold;color:#b71c1c;">¥8,436.52</div></td>
<td width="33%" align="center" style="padding:16px;border-right:1px solid #eee;"><div style="font-size:12px;color:#888;">最低还款额</div><div style="font-size:22px;font-weight:bold;">¥843.65</div></td>
<td width="34%" align="center" style="padding:16px;"><div style="font-size:12px;color:#888;">到期还款日</div><div style="font-size:22px;font-weight:bold;">11月27日</div></td>
</tr></table></td></tr>
<tr><td style="padding:12px 20px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#888;">卡号末四位</td><td>6618</td><td style="color:#888;">账单日</td><td>2026年11月07日</td></tr>
<tr><td style="color:#888;">信用额度</td><td>¥50,000.00</td><td style="color:#888;">本期积分</td><td>+2,109（累计 38,772）</td></tr>
</table></td></tr>
<tr><td style="padding:0 20px;font-size:13px;color:#555;">如已设置自动还款，系统将于到期还款日从您尾号 2290 的借记卡扣款，无需另行操作。</td></tr>
<tr><td align="center" style="padding:20px;"><a href="https://ebank.jinhaibank.com.cn/creditcard/statement?month=202611" style="background:#b71c1c;color:#fff;padding:10px 36px;text-decoration:none;font-size:15px;">登录查看完整账单</a></td></tr>
<tr><td style="padding:12px 20px;background:#fff8e1;font-size:12px;color:#8d6e00;">温馨提示：本行工作人员不会以任何理由向您索取密码、短信验证码或CVV2码，请注意防范电信诈骗。</td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#999;line-height:1.7;">客服热线：95577（境外请拨 +86-21-6888-9557）<br>金海银行股份有限公司信用卡中心 上海市浦东新区银城中路 188 号<br>本邮件由系统自动发送，请勿直接回复。 <a href="https://www.jinhaibank.com.cn/privacy" style="color:#999;">隐私政策</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- hostuj-cz (cs)
  {
    family: "hostuj-cz",
    group: "regional",
    lang: "cs",
    kind: "certificate-renewed",
    code: null,
    link: null,
    from: "Hostuj.cz <podpora@hostuj.cz>",
    subject: "SSL certifikát pro reader-foto.cz byl obnoven",
    date: date(11, 14, "03:02:41", "+0100"),
    enc: "qp",
    text: `Dobrý den,

SSL certifikát Let's Encrypt pro vaši doménu byl automaticky obnoven.

Doména: reader-foto.cz, www.reader-foto.cz
Webhosting: Start 2 (ID služby 514472)
Vydavatel: Let's Encrypt (R11)
Platnost od: 14. 11. 2026
Platnost do: 12. 2. 2027
Otisk SHA-256: 4E:91:0C:7A:33:D5:18:B2:6F:A0:9E:41:C7:22:58:3D:EE:10:7B:94:61:2F:A8:05:BC:73:19:6D:42:E8:F0:55

Nemusíte nic dělat – certifikát se nasadil sám a web běží přes HTTPS.

Upozornění: předplatné webhostingu Start 2 končí 31. 12. 2026. Faktura č. 2026110387 na 708,00 Kč
(vč. DPH) bude splatná 15. 12. 2026.

Zákaznická administrace: https://admin.hostuj.cz/sluzby/514472

S pozdravem
tým Hostuj.cz
Hostuj.cz s.r.o., Cejl 62, 602 00 Brno, IČO 07728411 · tel. +420 530 331 800`,
    html: shell({
      lang: "cs",
      title: "SSL certifikát obnoven",
      pre: "reader-foto.cz · platnost do 12. 2. 2027",
      brand: "Hostuj.cz",
      color: "#3949ab",
      logo: "https://www.hostuj.cz/img/email/hostuj-logo-w.png",
      body: `<p>Dobrý den,</p>
<p>SSL certifikát Let's Encrypt pro vaši doménu byl <b>automaticky obnoven</b>. Nemusíte nic dělat – certifikát se nasadil sám a web běží přes HTTPS.</p>
${
        rows([
          ["Doména", "reader-foto.cz, www.reader-foto.cz"],
          ["Webhosting", "Start 2 (ID služby 514472)"],
          ["Vydavatel", "Let's Encrypt (R11)"],
          ["Platnost", "14. 11. 2026 – 12. 2. 2027"],
          [
            "Otisk SHA-256",
            `<span style="font-family:monospace;font-size:11px;word-break:break-all;">4E:91:0C:7A:33:D5:18:B2:6F:A0:9E:41:C7:22:58:3D:EE:10:7B:94:61:2F:A8:05:BC:73:19:6D:42:E8:F0:55</span>`,
          ],
        ])
      }
<p style="background:#e8eaf6;padding:12px;font-size:14px;">Upozornění: předplatné webhostingu Start 2 končí <b>31. 12. 2026</b>. Faktura č. 2026110387 na 708,00 Kč (vč. DPH) bude splatná 15. 12. 2026.</p>
${button("https://admin.hostuj.cz/sluzby/514472", "Zákaznická administrace", "#3949ab")}
<p>S pozdravem<br>tým Hostuj.cz</p>`,
      footer: `Hostuj.cz s.r.o., Cejl 62, 602 00 Brno, IČO 07728411 · tel. +420 530 331 800<br>
<a href="https://www.hostuj.cz/obchodni-podminky" style="color:#777;">Obchodní podmínky</a> · <a href="https://www.hostuj.cz/gdpr" style="color:#777;">Ochrana osobních údajů</a>`,
    }),
  },
  // ---------------------------------------------------------------- mravenec-eshop (cs)
  {
    family: "mravenec-eshop",
    group: "regional",
    lang: "cs",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Mravenec.cz <objednavky@mravenec.cz>",
    subject: "Potvrzení objednávky č. 2611048827",
    date: date(11, 22, "20:14:09", "+0100"),
    text: `Dobrý den, Same,

děkujeme za vaši objednávku. Níže najdete její shrnutí.

Číslo objednávky: 2611048827
Datum: 22. 11. 2026

1× Stavebnice dřevěné vláčkodráhy 80 dílů        1 290 Kč
2× Puzzle 1000 dílků – Praha v zimě               2× 349 Kč
Doprava: Zásilkovna – výdejní místo Praha 7, Dukelských hrdinů 12   69 Kč
Celkem k úhradě: 2 057 Kč (vč. DPH)

Platba: bankovním převodem
Číslo účtu: 2801447719/2010
Variabilní symbol: 2611048827
Částka: 2 057 Kč
Splatnost: 25. 11. 2026

Objednávku odešleme do 24 hodin od připsání platby. Jakmile zásilka dorazí na výdejní místo, pošleme
vám SMS s informací o vyzvednutí.

Stav objednávky: https://www.mravenec.cz/muj-ucet/objednavky/2611048827

Mravenec.cz s.r.o., Komunardů 894/32, 170 00 Praha 7, IČO 04471829
Zákaznická linka: +420 228 880 114 (Po–Pá 8–17)`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- fotoplank (nl)
  {
    family: "fotoplank",
    group: "regional",
    lang: "nl",
    kind: "data-export-ready",
    code: null,
    link: null,
    from: "Fotoplank <privacy@fotoplank.nl>",
    subject: "Je gegevensexport staat klaar",
    date: date(11, 25, "14:27:36", "+0100"),
    html_enc: "qp",
    text: `Hoi Sam,

Je hebt op 24 november 2026 een kopie van je gegevens opgevraagd. Die staat nu klaar.

Wat zit erin: 2.314 foto's, 41 albums, je reacties en je accountgegevens (JSON)
Grootte: 9,2 GB, verdeeld over 5 bestanden
Aanvraagnummer: AVG-2026-118304

Downloaden kan tot en met 2 december 2026 via:
https://www.fotoplank.nl/account/privacy/export/AVG-2026-118304

Om je gegevens te beschermen vragen we je om opnieuw in te loggen voordat de download start.

Heb je dit niet aangevraagd? Wijzig dan je wachtwoord en neem contact met ons op via
privacy@fotoplank.nl.

Groet,
Team Fotoplank

Fotoplank B.V. · Keizersgracht 520 · 1017 EK Amsterdam · KvK 71204468`,
    html: shell({
      lang: "nl",
      title: "Je gegevensexport staat klaar",
      pre: "9,2 GB · beschikbaar tot en met 2 december",
      brand: "Fotoplank",
      color: "#00897b",
      logo: "https://www.fotoplank.nl/static/mail/fotoplank-wit.png",
      body: `<p>Hoi Sam,</p>
<p>Je hebt op 24 november 2026 een kopie van je gegevens opgevraagd. Die staat nu klaar.</p>
${
        rows([
          ["Inhoud", "2.314 foto's, 41 albums, reacties en accountgegevens (JSON)"],
          ["Grootte", "9,2 GB (5 bestanden)"],
          ["Aanvraagnummer", "AVG-2026-118304"],
          ["Beschikbaar tot", "2 december 2026"],
        ])
      }
${button("https://www.fotoplank.nl/account/privacy/export/AVG-2026-118304", "Gegevens downloaden", "#00897b")}
<p style="font-size:13px;color:#555;">Om je gegevens te beschermen vragen we je om opnieuw in te loggen voordat de download start. Heb je dit niet aangevraagd? Wijzig dan je wachtwoord en mail naar <a href="mailto:privacy@fotoplank.nl" style="color:#00897b;">privacy@fotoplank.nl</a>.</p>
<p>Groet,<br>Team Fotoplank</p>`,
      footer: `Fotoplank B.V. · Keizersgracht 520 · 1017 EK Amsterdam · KvK 71204468<br>
<a href="https://www.fotoplank.nl/privacy" style="color:#777;">Privacyverklaring</a> · <a href="https://www.fotoplank.nl/help" style="color:#777;">Helpcentrum</a>`,
    }),
  },
  // ---------------------------------------------------------------- forologiki-pyli (el)
  {
    family: "forologiki-pyli",
    group: "regional",
    lang: "el",
    kind: "tax-notice",
    code: null,
    link: null,
    from: "Φορολογική Πύλη <noreply@forologiki-pyli.gr>",
    subject: "Η πράξη διοικητικού προσδιορισμού φόρου 2026 είναι διαθέσιμη",
    date: date(7, 14, "10:05:00", "+0300"),
    enc: "b64",
    text: `Αγαπητέ/ή φορολογούμενε/η,

Σας ενημερώνουμε ότι εκδόθηκε η πράξη διοικητικού προσδιορισμού φόρου εισοδήματος (εκκαθαριστικό)
για το φορολογικό έτος 2025.

Α.Φ.Μ.: 1•••••482
Αριθμός δήλωσης: 40218877
Αριθμός ειδοποίησης: 2026-01-0094471
Αποτέλεσμα: Επιστροφή φόρου 312,40 €

Το ποσό θα πιστωθεί στον λογαριασμό IBAN GR16 •••• •••• •••• 7301 εντός 60 ημερών, εφόσον δεν
υπάρχουν ληξιπρόθεσμες οφειλές.

Μπορείτε να δείτε το εκκαθαριστικό με τους κωδικούς σας στην ενότητα «Οι δηλώσεις μου»:
https://www.forologiki-pyli.gr/myportal/dilosis

Το μήνυμα αυτό στάλθηκε αυτόματα. Η υπηρεσία δεν ζητά ποτέ κωδικούς πρόσβασης μέσω e-mail.
Κέντρο Εξυπηρέτησης: 1521`,
    html: shell({
      lang: "el",
      title: "Εκκαθαριστικό 2026",
      pre: "Επιστροφή φόρου 312,40 €",
      brand: "Φορολογική Πύλη",
      color: "#0d47a1",
      logo: "https://www.forologiki-pyli.gr/resources/img/logo-mail.png",
      body: `<p>Αγαπητέ/ή φορολογούμενε/η,</p>
<p>Σας ενημερώνουμε ότι εκδόθηκε η πράξη διοικητικού προσδιορισμού φόρου εισοδήματος (εκκαθαριστικό) για το φορολογικό έτος 2025.</p>
${
        rows([
          ["Α.Φ.Μ.", "1•••••482"],
          ["Αριθμός δήλωσης", "40218877"],
          ["Αριθμός ειδοποίησης", "2026-01-0094471"],
          ["Αποτέλεσμα", `<span style="color:#2e7d32;font-weight:bold;font-size:18px;">Επιστροφή 312,40 €</span>`],
        ])
      }
<p>Το ποσό θα πιστωθεί στον λογαριασμό IBAN GR16 •••• •••• •••• 7301 εντός 60 ημερών, εφόσον δεν υπάρχουν ληξιπρόθεσμες οφειλές.</p>
${button("https://www.forologiki-pyli.gr/myportal/dilosis", "Οι δηλώσεις μου", "#0d47a1")}`,
      footer:
        `Το μήνυμα αυτό στάλθηκε αυτόματα. Η υπηρεσία δεν ζητά ποτέ κωδικούς πρόσβασης μέσω e-mail.<br>Κέντρο Εξυπηρέτησης: 1521`,
    }),
  },
  // ---------------------------------------------------------------- siam-telecom (th)
  {
    family: "siam-telecom",
    group: "regional",
    lang: "th",
    kind: "phone-bill",
    code: null,
    link: null,
    from: "สยามเทเลคอม <ebill@siamtelecom.co.th>",
    subject: "ใบแจ้งค่าบริการ เดือนพฤศจิกายน 2569 หมายเลข 08x-xxx-4417",
    date: date(11, 6, "08:30:00", "+0700"),
    enc: "b64",
    attachment: [
      "ebill_202611_0001837749.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    text: `เรียน คุณ Sam Reader

สยามเทเลคอมขอแจ้งค่าบริการประจำเดือนพฤศจิกายน 2569 (ไฟล์ PDF แนบมาพร้อมอีเมลนี้)

หมายเลขบริการ: 08x-xxx-4417
เลขที่บัญชี: 0001837749
เลขที่ใบแจ้งหนี้: B6911-0448210
รอบบิล: 1 ต.ค. 2569 – 31 ต.ค. 2569
แพ็กเกจ: 5G Max Speed 699
ยอดที่ต้องชำระ: 748.02 บาท (รวมภาษีมูลค่าเพิ่ม)
กำหนดชำระ: 20 พ.ย. 2569

คุณได้ตั้งค่าหักบัญชีอัตโนมัติผ่านบัตรเครดิต xxxx-xxxx-xxxx-5521 แล้ว ไม่ต้องดำเนินการใดๆ เพิ่มเติม

รหัสผ่านสำหรับเปิดไฟล์ PDF คือวันเดือนปีเกิดของคุณ (รูปแบบ ววดดปปปป)

ดูรายละเอียดการใช้งานในแอป Siam Telecom หรือที่ https://www.siamtelecom.co.th/myaccount/bill

ศูนย์บริการลูกค้า 1771 (ตลอด 24 ชั่วโมง)
บริษัท สยามเทเลคอม จำกัด (มหาชน) 88 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400`,
    html: shell({
      lang: "th",
      title: "ใบแจ้งค่าบริการ",
      pre: "ยอดที่ต้องชำระ 748.02 บาท กำหนดชำระ 20 พ.ย. 2569",
      brand: "สยามเทเลคอม",
      color: "#6a1b9a",
      logo: "https://www.siamtelecom.co.th/assets/mail/logo-white.png",
      body: `<p>เรียน คุณ Sam Reader</p>
<p>สยามเทเลคอมขอแจ้งค่าบริการประจำเดือนพฤศจิกายน 2569 (ไฟล์ PDF แนบมาพร้อมอีเมลนี้)</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3e5f5;border-radius:8px;margin:12px 0;">
<tr><td style="padding:18px;"><div style="font-size:13px;color:#6a1b9a;">ยอดที่ต้องชำระ</div><div style="font-size:32px;font-weight:bold;">748.02 บาท</div><div style="font-size:13px;">กำหนดชำระ 20 พ.ย. 2569</div></td></tr>
</table>
${
        rows([
          ["หมายเลขบริการ", "08x-xxx-4417"],
          ["เลขที่บัญชี", "0001837749"],
          ["เลขที่ใบแจ้งหนี้", "B6911-0448210"],
          ["รอบบิล", "1 ต.ค. 2569 – 31 ต.ค. 2569"],
          ["แพ็กเกจ", "5G Max Speed 699"],
        ])
      }
<p>คุณได้ตั้งค่าหักบัญชีอัตโนมัติผ่านบัตรเครดิต xxxx-xxxx-xxxx-5521 แล้ว ไม่ต้องดำเนินการใดๆ เพิ่มเติม</p>
<p style="font-size:13px;color:#555;">รหัสผ่านสำหรับเปิดไฟล์ PDF คือวันเดือนปีเกิดของคุณ (รูปแบบ ววดดปปปป)</p>
${button("https://www.siamtelecom.co.th/myaccount/bill", "ดูรายละเอียดค่าบริการ", "#6a1b9a")}`,
      footer:
        `ศูนย์บริการลูกค้า 1771 (ตลอด 24 ชั่วโมง)<br>บริษัท สยามเทเลคอม จำกัด (มหาชน) 88 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400`,
    }),
  },
  // ---------------------------------------------------------------- saigon-stays (vi)
  {
    family: "saigon-stays",
    group: "regional",
    lang: "vi",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Saigon Stays <datphong@saigonstays.vn>",
    subject: "Xác nhận đặt phòng #SGS-884021 – The Lotus Boutique Hội An",
    date: date(11, 3, "15:40:22", "+0700"),
    enc: "qp",
    text: `Xin chào Sam Reader,

Cảm ơn bạn đã đặt phòng qua Saigon Stays. Đặt phòng của bạn đã được xác nhận.

Mã đặt phòng: SGS-884021
Khách sạn: The Lotus Boutique Hội An – 45 Trần Hưng Đạo, P. Minh An, TP. Hội An
Nhận phòng: Thứ Hai, 14/12/2026 (từ 14:00)
Trả phòng: Thứ Năm, 17/12/2026 (trước 12:00)
Loại phòng: Deluxe Balcony, 1 giường đôi – 2 người lớn
Tổng tiền: 4.320.000 ₫ (đã bao gồm thuế và phí)
Thanh toán: tại khách sạn

Miễn phí hủy trước 18:00 ngày 12/12/2026.

Quản lý đặt phòng: https://www.saigonstays.vn/dat-phong/SGS-884021?email=sam.reader%40inbox.example

Hotline: 1900 6868 (8:00 – 22:00)
Công ty TNHH Saigon Stays – 17 Lê Duẩn, Q.1, TP. Hồ Chí Minh`,
    html: shell({
      lang: "vi",
      title: "Xác nhận đặt phòng",
      pre: "14/12 – 17/12 · Deluxe Balcony · SGS-884021",
      brand: "Saigon Stays",
      color: "#ef6c00",
      logo: "https://cdn.saigonstays.vn/email/logo-trang.png",
      body: `<p>Xin chào Sam Reader,</p>
<p>Cảm ơn bạn đã đặt phòng qua Saigon Stays. <b>Đặt phòng của bạn đã được xác nhận.</b></p>
<img src="https://cdn.saigonstays.vn/hotels/lotus-hoian/cover-600.jpg" width="544" alt="The Lotus Boutique Hội An" style="width:100%;max-width:544px;border-radius:6px;">
${
        rows([
          ["Mã đặt phòng", "<b>SGS-884021</b>"],
          ["Khách sạn", "The Lotus Boutique Hội An<br>45 Trần Hưng Đạo, P. Minh An, TP. Hội An"],
          ["Nhận phòng", "Thứ Hai, 14/12/2026 (từ 14:00)"],
          ["Trả phòng", "Thứ Năm, 17/12/2026 (trước 12:00)"],
          ["Loại phòng", "Deluxe Balcony, 1 giường đôi – 2 người lớn"],
          ["Tổng tiền", "4.320.000 ₫ (đã bao gồm thuế và phí)"],
          ["Thanh toán", "tại khách sạn"],
        ])
      }
<p style="font-size:13px;">Miễn phí hủy trước 18:00 ngày 12/12/2026.</p>
${
        button(
          "https://www.saigonstays.vn/dat-phong/SGS-884021?email=sam.reader%40inbox.example",
          "Quản lý đặt phòng",
          "#ef6c00",
        )
      }`,
      footer: `Hotline: 1900 6868 (8:00 – 22:00)<br>Công ty TNHH Saigon Stays – 17 Lê Duẩn, Q.1, TP. Hồ Chí Minh<br>
<a href="https://www.saigonstays.vn/chinh-sach-bao-mat" style="color:#777;">Chính sách bảo mật</a>`,
    }),
  },
  // ---------------------------------------------------------------- iriya-ramat (he)
  {
    family: "iriya-ramat",
    group: "regional",
    lang: "he",
    kind: "municipal-bill",
    code: null,
    link: null,
    from: "עיריית רמת השרון – גבייה <gvia@iriya-ramat.org.il>",
    subject: "חשבון ארנונה לתקופה נובמבר–דצמבר 2026",
    date: date(11, 2, "09:15:00", "+0200"),
    enc: "b64",
    text: `שלום Sam Reader,

מצורף בזה פירוט חשבון הארנונה הדו-חודשי שלך.

מספר משלם: 300418877
מספר נכס: 1042-0073-0012
כתובת הנכס: רחוב סוקולוב 41, דירה 8, רמת השרון
שטח לחיוב: 92 מ"ר
תקופה: 01/11/2026 – 31/12/2026
סכום לתשלום: 1,184.60 ₪
מועד אחרון לתשלום: 15/11/2026

החשבון משולם בהוראת קבע מחשבון הבנק המסתיים ב-6204. אין צורך בפעולה נוספת.

לצפייה בחשבון ובהיסטוריית התשלומים באתר העירייה:
https://www.iriya-ramat.org.il/payments/arnona?payer=300418877

מוקד גבייה: 09-7711300 (א'–ה' 8:00–15:00)
עיריית רמת השרון, רחוב ביאליק 41, רמת השרון`,
    html: shell({
      lang: "he",
      dir: "rtl",
      title: "חשבון ארנונה",
      pre: "סכום לתשלום 1,184.60 ₪ – משולם בהוראת קבע",
      brand: "עיריית רמת השרון",
      color: "#1976d2",
      logo: "https://www.iriya-ramat.org.il/images/mail/logo-iriya.png",
      body: `<p>שלום Sam Reader,</p>
<p>להלן פירוט חשבון הארנונה הדו-חודשי שלך.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#e3f2fd;border-radius:8px;margin:12px 0;">
<tr><td style="padding:18px;text-align:center;"><div style="font-size:13px;color:#1565c0;">סכום לתשלום</div><div style="font-size:34px;font-weight:bold;">1,184.60 ₪</div><div style="font-size:13px;">מועד אחרון: 15/11/2026</div></td></tr>
</table>
${
        rows([
          ["מספר משלם", "300418877"],
          ["מספר נכס", "1042-0073-0012"],
          ["כתובת הנכס", "רחוב סוקולוב 41, דירה 8, רמת השרון"],
          ["שטח לחיוב", '92 מ"ר'],
          ["תקופה", "01/11/2026 – 31/12/2026"],
        ])
      }
<p>החשבון משולם בהוראת קבע מחשבון הבנק המסתיים ב-6204. אין צורך בפעולה נוספת.</p>
${button("https://www.iriya-ramat.org.il/payments/arnona?payer=300418877", "לצפייה בחשבון", "#1976d2")}`,
      footer: `מוקד גבייה: 09-7711300 (א'–ה' 8:00–15:00)<br>עיריית רמת השרון, רחוב ביאליק 41, רמת השרון<br>
<a href="https://www.iriya-ramat.org.il/privacy" style="color:#777;">מדיניות פרטיות</a>`,
    }),
  },
  // ---------------------------------------------------------------- memocho (ja), a second mail
  {
    family: "memocho",
    group: "regional",
    lang: "ja",
    kind: "new-signin",
    code: null,
    link: null,
    from: "メモ帳プラス <security@memocho.jp>",
    subject: "【メモ帳プラス】新しい端末からのログインがありました",
    date: date(11, 27, "23:12:08", "+0900"),
    text: `Sam Reader 様

お客様のアカウントに、新しい端末からのログインがありました。

日時：2026年11月27日 23:11
端末：iPad（iPadOS 19.1）メモ帳プラス アプリ
場所：日本 大阪府（推定）
IPアドレス：153.204.77.12

お客様ご本人によるログインであれば、このメールは破棄していただいて問題ありません。

お心当たりがない場合は、第三者による不正ログインの可能性があります。
パスワードを変更し、ログイン中の端末を確認してください。
https://memocho.jp/settings/security

※メモ帳プラスがメールで認証コードやパスワードをお尋ねすることはありません。

―――――――――――――――――――
株式会社メモチョウ
https://memocho.jp/support
―――――――――――――――――――`,
    html: null,
    enc: "8bit",
  },
];
