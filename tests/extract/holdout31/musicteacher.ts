/**
 * The inbox of a freelance music teacher working in Austria and Switzerland (and online) over two
 * months: lesson bookings, video lessons, sheet music, rentals, tickets, royalties, banking, school and
 * choir portals, streaming, rail, health insurance and tax mail in German, English, Italian and French.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const LENA = "Lena Moosbrugger <lena@moosbrugger-musik.at>";
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 with the right weekday. */
function on(month: number, day: number, time: string, zone = "+0200"): string {
  const wd = new Date(Date.UTC(2026, month - 1, day)).getUTCDay();
  return `${DAYS[wd]}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${zone}`;
}

/** A one-line PDF stand-in for an attachment. */
function pdf(title: string): string {
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
}

// ---------------------------------------------------------------- Taktwerk (lesson booking, Vienna)

function taktwerk(preheader: string, body: string, lang: "de" | "en"): string {
  const foot = lang === "de"
    ? `Taktwerk Lessons GmbH · Neubaugasse 44/3 · 1070 Wien · FN 512873 p<br>Du erhältst diese Nachricht, weil du als Lehrkraft auf Taktwerk registriert bist.`
    : `Taktwerk Lessons GmbH · Neubaugasse 44/3 · 1070 Vienna, Austria<br>You are receiving this because you teach on Taktwerk.`;
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Taktwerk</title></head>
<body style="margin:0;padding:0;background:#f3efe8;">
<div style="display:none;max-height:0;overflow:hidden;color:#f3efe8;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3efe8;">
<tr><td align="center" style="padding:28px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:'Helvetica Neue',Arial,sans-serif;color:#2a2320;">
<tr><td style="padding:22px 32px;border-bottom:3px solid #e2572b;"><img src="https://static.taktwerk.at/mail/logo-2x.png" width="118" height="30" alt="Taktwerk" style="display:block;border:0;"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:23px;">${body}</td></tr>
<tr><td style="padding:18px 32px;background:#faf7f2;font-size:12px;line-height:18px;color:#7b706a;border-radius:0 0 10px 10px;">
<a href="https://taktwerk.at/hilfe" style="color:#7b706a;">${
    lang === "de" ? "Hilfe" : "Help"
  }</a> · <a href="https://taktwerk.at/datenschutz" style="color:#7b706a;">${
    lang === "de" ? "Datenschutz" : "Privacy"
  }</a> · <a href="https://taktwerk.at/konto/benachrichtigungen" style="color:#7b706a;">${
    lang === "de" ? "Benachrichtigungen verwalten" : "Notification settings"
  }</a><br><br>${foot}
</td></tr></table></td></tr></table></body></html>`;
}

const taktwerk_mails: Mail[] = [
  {
    family: "taktwerk-lessons",
    group: "regional",
    lang: "de",
    kind: "booking-new",
    code: null,
    link: null,
    from: "Taktwerk <buchungen@taktwerk.at>",
    to: LENA,
    subject: "Neue Buchung: Klavier 45 min mit Jonas F. am Do, 10.09.",
    date: on(9, 3, "18:42:07"),
    enc: "qp",
    text: `Hallo Lena,

du hast eine neue Buchung erhalten.

Schüler:      Jonas F. (Anfänger, 11 Jahre, Elternkonto: Petra F.)
Fach:         Klavier
Termin:       Donnerstag, 10.09.2026, 16:30–17:15
Ort:          Bei dir – Zieglergasse 17/8, 1070 Wien
Preis:        € 42,00 (dein Anteil nach Gebühr: € 36,54)
Buchungsnr.:  TW-88213

Nachricht von Petra F.:
"Jonas übt seit dem Sommer mit einem Keyboard zu Hause, Noten kann er ein bisschen."

Die Buchung ist fix, du musst nichts weiter tun. Zum Kalender:
https://taktwerk.at/lehrkraft/kalender?woche=2026-W37

Gute Stunde!
Dein Taktwerk-Team

Taktwerk Lessons GmbH · Neubaugasse 44/3 · 1070 Wien
Hilfe: https://taktwerk.at/hilfe`,
    html: taktwerk(
      "Jonas F. hat Klavier 45 min am 10.09. um 16:30 gebucht.",
      `<p style="margin:0 0 16px;">Hallo Lena,</p>
<p style="margin:0 0 20px;">du hast eine neue Buchung erhalten.</p>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #eee3d6;border-radius:8px;">
<tr><td style="padding:10px 14px;color:#7b706a;width:130px;">Schüler</td><td style="padding:10px 14px;"><strong>Jonas F.</strong> (Anfänger, 11 Jahre)</td></tr>
<tr><td style="padding:10px 14px;color:#7b706a;">Fach</td><td style="padding:10px 14px;">Klavier · 45 min</td></tr>
<tr><td style="padding:10px 14px;color:#7b706a;">Termin</td><td style="padding:10px 14px;">Do, 10.09.2026, 16:30–17:15</td></tr>
<tr><td style="padding:10px 14px;color:#7b706a;">Ort</td><td style="padding:10px 14px;">Zieglergasse 17/8, 1070 Wien</td></tr>
<tr><td style="padding:10px 14px;color:#7b706a;">Preis</td><td style="padding:10px 14px;">€ 42,00 <span style="color:#7b706a;">(dein Anteil: € 36,54)</span></td></tr>
<tr><td style="padding:10px 14px;color:#7b706a;">Buchungsnr.</td><td style="padding:10px 14px;">TW-88213</td></tr>
</table>
<p style="margin:20px 0;padding:12px 14px;background:#faf7f2;border-left:3px solid #e2572b;font-style:italic;">„Jonas übt seit dem Sommer mit einem Keyboard zu Hause, Noten kann er ein bisschen.“ – Petra F.</p>
<p style="margin:0 0 22px;">Die Buchung ist fix, du musst nichts weiter tun.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border:2px solid #2a2320;border-radius:6px;"><a href="https://taktwerk.at/lehrkraft/kalender?woche=2026-W37" style="display:inline-block;padding:10px 20px;color:#2a2320;text-decoration:none;font-weight:bold;">Im Kalender ansehen</a></td></tr></table>
<p style="margin:24px 0 0;">Gute Stunde!<br>Dein Taktwerk-Team</p>`,
      "de",
    ),
  },
  {
    family: "taktwerk-lessons",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "Taktwerk <no-reply@taktwerk.at>",
    to: LENA,
    subject: "730 418 is your Taktwerk sign-in code",
    date: on(9, 8, "07:51:33"),
    text: `Hi Lena,

Use this code to sign in to Taktwerk on a new browser:

    730 418

It expires in 10 minutes. Taktwerk staff will never ask you for this code.

Request details: Chrome on Windows, Zürich, Switzerland, 8 September 2026, 07:51 CEST.
If this wasn't you, change your password: https://taktwerk.at/konto/sicherheit

— Taktwerk`,
    html: taktwerk(
      "Your sign-in code expires in 10 minutes.",
      `<p style="margin:0 0 16px;">Hi Lena,</p>
<p style="margin:0 0 18px;">Use this code to sign in to Taktwerk on a new browser:</p>
<p style="margin:0 0 18px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;text-align:center;background:#faf7f2;padding:16px 0;border-radius:8px;">730 418</p>
<p style="margin:0 0 18px;">It expires in 10 minutes. Taktwerk staff will never ask you for this code.</p>
<p style="margin:0;font-size:13px;color:#7b706a;">Chrome on Windows · Zürich, Switzerland · 8 Sep 2026, 07:51 CEST<br>Not you? <a href="https://taktwerk.at/konto/sicherheit" style="color:#e2572b;">Change your password</a>.</p>`,
      "en",
    ),
  },
  {
    family: "taktwerk-lessons",
    group: "regional",
    lang: "en",
    kind: "booking-cancelled",
    code: null,
    link: null,
    from: "Taktwerk <buchungen@taktwerk.at>",
    to: LENA,
    subject: "Cancelled: Music theory (online) with Priya N. – Tue 22 Sep",
    date: on(9, 20, "21:05:48"),
    text: `Hi Lena,

Priya N. cancelled the following lesson:

  Music theory – ABRSM Grade 5 prep (online, 60 min)
  Tuesday 22 September 2026, 19:00–20:00 (Vienna time)
  Booking TW-90177

Because the cancellation came less than 48 hours before the lesson, you receive the late-cancellation
fee of EUR 24.00 (50 %). It will be included in your next payout on 1 October.

The slot is open again in your calendar. Priya wrote: "So sorry, school trip got moved. Can we do Thursday?"

Reply to Priya in your Taktwerk inbox: https://taktwerk.at/lehrkraft/nachrichten/48102

Taktwerk Lessons GmbH, Neubaugasse 44/3, 1070 Vienna`,
    html: taktwerk(
      "Priya N. cancelled Tue 22 Sep, 19:00. Late-cancellation fee applies.",
      `<p style="margin:0 0 16px;">Hi Lena,</p>
<p style="margin:0 0 16px;"><strong>Priya N.</strong> cancelled the following lesson:</p>
<p style="margin:0 0 16px;padding:14px;border:1px solid #eee3d6;border-radius:8px;"><s>Music theory – ABRSM Grade 5 prep (online, 60 min)</s><br>Tuesday 22 September 2026, 19:00–20:00 (Vienna time)<br><span style="color:#7b706a;">Booking TW-90177</span></p>
<p style="margin:0 0 16px;">Because the cancellation came less than 48 hours before the lesson, you receive the late-cancellation fee of <strong>EUR 24.00</strong> (50&nbsp;%). It will be included in your next payout on 1 October.</p>
<p style="margin:0 0 16px;">The slot is open again in your calendar. Priya wrote: <em>“So sorry, school trip got moved. Can we do Thursday?”</em></p>
<p style="margin:0;"><a href="https://taktwerk.at/lehrkraft/nachrichten/48102" style="color:#e2572b;font-weight:bold;">Reply to Priya</a></p>`,
      "en",
    ),
  },
  {
    family: "taktwerk-lessons",
    group: "regional",
    lang: "de",
    kind: "payout",
    code: null,
    link: null,
    from: "Taktwerk Auszahlungen <auszahlungen@taktwerk.at>",
    to: LENA,
    subject: "Deine Auszahlung für September: € 1.284,60",
    date: on(10, 1, "09:12:00"),
    enc: "b64",
    text: `Hallo Lena,

deine Auszahlung für den Abrechnungszeitraum 01.09.–30.09.2026 ist unterwegs.

  Abgehaltene Stunden:          31
  Umsatz brutto:                € 1.453,00
  Plattformgebühr (13 %):      − € 188,89
  Stornogebühren (Gutschrift):  + € 24,00
  Korrektur TW-88540:          − € 3,51
  Auszahlungsbetrag:            € 1.284,60

Empfängerkonto: AT61 •••• •••• •••• 4417 (Bergkassa)
Gutschrift voraussichtlich: 05.10.2026

Die Abrechnung (PDF) findest du im Anhang und unter
https://taktwerk.at/lehrkraft/auszahlungen

Hinweis: Taktwerk behält keine Einkommensteuer ein. Bitte berücksichtige die Einnahmen in deiner Steuererklärung.

Dein Taktwerk-Team`,
    html: taktwerk(
      "€ 1.284,60 sind auf dem Weg zu deinem Konto •••• 4417.",
      `<p style="margin:0 0 16px;">Hallo Lena,</p>
<p style="margin:0 0 20px;">deine Auszahlung für den Abrechnungszeitraum <strong>01.09.–30.09.2026</strong> ist unterwegs.</p>
<p style="margin:0 0 20px;font-size:30px;font-weight:bold;color:#e2572b;">€ 1.284,60</p>
<table role="presentation" cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border-collapse:collapse;">
<tr><td>Abgehaltene Stunden</td><td align="right">31</td></tr>
<tr><td>Umsatz brutto</td><td align="right">€ 1.453,00</td></tr>
<tr><td>Plattformgebühr (13 %)</td><td align="right">− € 188,89</td></tr>
<tr><td>Stornogebühren (Gutschrift)</td><td align="right">+ € 24,00</td></tr>
<tr><td>Korrektur TW-88540</td><td align="right">− € 3,51</td></tr>
<tr><td style="border-top:1px solid #2a2320;"><strong>Auszahlungsbetrag</strong></td><td align="right" style="border-top:1px solid #2a2320;"><strong>€ 1.284,60</strong></td></tr>
</table>
<p style="margin:20px 0 16px;font-size:14px;">Empfängerkonto: AT61 •••• •••• •••• 4417 (Bergkassa)<br>Gutschrift voraussichtlich: 05.10.2026</p>
<p style="margin:0 0 16px;">Die Abrechnung findest du im Anhang und unter <a href="https://taktwerk.at/lehrkraft/auszahlungen" style="color:#e2572b;">Auszahlungen</a>.</p>
<p style="margin:0;font-size:13px;color:#7b706a;">Hinweis: Taktwerk behält keine Einkommensteuer ein. Bitte berücksichtige die Einnahmen in deiner Steuererklärung.</p>`,
      "de",
    ),
    attachment: ["Taktwerk_Abrechnung_2026-09.pdf", "application/pdf", pdf("Taktwerk Abrechnung September 2026")],
  },
];

// ---------------------------------------------------------------- Cantabile Live (video lessons)

function cantabile(body: string, preheader: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>@media only screen and (max-width:600px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#101828;">
<span style="display:none!important;font-size:1px;color:#101828;max-height:0;opacity:0;">${preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</span>
<center>
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto;">
<tr><td style="padding:26px 0 18px;text-align:center;"><a href="https://click.cantabile.live/ls/click?upn=ZmRk1" style="text-decoration:none;"><img src="https://cdn.cantabile.live/email/wordmark-white.png" alt="Cantabile Live" width="150" style="border:0;"></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:36px 40px;border-radius:14px;font-family:Inter,Segoe UI,Arial,sans-serif;font-size:15px;line-height:24px;color:#1d2939;">${body}</td></tr>
<tr><td style="padding:24px 30px;text-align:center;font-family:Arial,sans-serif;font-size:12px;line-height:19px;color:#98a2b3;">
<a href="https://apps.apple.com/app/cantabile-live/id1588420931"><img src="https://cdn.cantabile.live/email/appstore.png" alt="Download on the App Store" width="120" style="border:0;"></a>&nbsp;
<a href="https://play.google.com/store/apps/details?id=live.cantabile.app"><img src="https://cdn.cantabile.live/email/googleplay.png" alt="Get it on Google Play" width="135" style="border:0;"></a><br><br>
Cantabile Live Ltd · 5 Pavilion Yard · Manchester M4 1HN · United Kingdom<br>
<a href="https://cantabile.live/privacy" style="color:#98a2b3;">Privacy</a> &nbsp;|&nbsp; <a href="https://cantabile.live/terms" style="color:#98a2b3;">Terms</a> &nbsp;|&nbsp; <a href="https://help.cantabile.live" style="color:#98a2b3;">Help Centre</a><br>© 2026 Cantabile Live Ltd</td></tr>
</table></center></body></html>`;
}

const cantabile_mails: Mail[] = [
  {
    family: "cantabile-live",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://click.cantabile.live/ls/click?upn=VGVhY2hlclZlcmlmeS04ODMxMC1hOWYz&t=mx7Qe2",
    from: "Cantabile Live <hello@cantabile.live>",
    to: LENA,
    subject: "Confirm your email to start teaching on Cantabile Live",
    date: on(9, 2, "14:20:11", "+0100"),
    enc: "qp",
    text: `Welcome to Cantabile Live, Lena!

Before your studio page goes live, please confirm that lena@moosbrugger-musik.at is your email address:

https://click.cantabile.live/ls/click?upn=VGVhY2hlclZlcmlmeS04ODMxMC1hOWYz&t=mx7Qe2

This link works for 24 hours. After that you can request a new one from your dashboard.

What's next:
1. Add your instruments and lesson lengths
2. Test your camera and audio (we recommend an external mic for piano)
3. Share your studio link with students

Questions? Visit https://help.cantabile.live or reply to this email.

The Cantabile Live team
Cantabile Live Ltd, 5 Pavilion Yard, Manchester M4 1HN, UK`,
    html: cantabile(
      `<h1 style="margin:0 0 18px;font-size:24px;line-height:32px;">Welcome to Cantabile Live, Lena!</h1>
<p style="margin:0 0 22px;">Before your studio page goes live, please confirm that <strong>lena@moosbrugger-musik.at</strong> is your email address.</p>
<table cellpadding="0" cellspacing="0" border="0" align="center"><tr><td bgcolor="#7f56d9" style="border-radius:8px;"><a href="https://click.cantabile.live/ls/click?upn=VGVhY2hlclZlcmlmeS04ODMxMC1hOWYz&amp;t=mx7Qe2" target="_blank" style="display:inline-block;padding:13px 30px;font-weight:600;color:#ffffff;text-decoration:none;">Confirm email address</a></td></tr></table>
<p style="margin:22px 0 26px;font-size:13px;color:#667085;text-align:center;">This link works for 24 hours.</p>
<hr style="border:0;border-top:1px solid #eaecf0;margin:0 0 22px;">
<p style="margin:0 0 10px;font-weight:600;">What's next</p>
<ol style="margin:0 0 0 18px;padding:0;"><li>Add your instruments and lesson lengths</li><li>Test your camera and audio (we recommend an external mic for piano)</li><li>Share your studio link with students</li></ol>`,
      "One click and your studio page can go live.",
    ),
  },
  {
    family: "cantabile-live",
    group: "consumer",
    lang: "en",
    kind: "lesson-reminder",
    code: null,
    link: null,
    from: "Cantabile Live <lessons@cantabile.live>",
    to: LENA,
    subject: "Reminder: Piano with Oliver Hartley starts in 1 hour",
    date: on(9, 15, "17:00:02", "+0100"),
    text: `Hi Lena,

Your next lesson starts in 1 hour.

  Student:   Oliver Hartley (Grade 3 piano)
  When:      Tuesday 15 September 2026, 19:00 CEST / 18:00 BST
  Length:    30 minutes
  Room:      cantabile.live/r/lena-moosbrugger
  Room PIN:  4471 (share only with your student)

Tip: Oliver's teacher notes from last week say "left hand in bars 9–16 of the Gurlitt, slow practice".

Open your lesson room: https://cantabile.live/r/lena-moosbrugger
Running late? Message Oliver: https://cantabile.live/messages/oliver-hartley

Cantabile Live`,
    html: cantabile(
      `<p style="margin:0 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:1px;color:#7f56d9;">Starting in 1 hour</p>
<h1 style="margin:0 0 20px;font-size:22px;">Piano with Oliver Hartley</h1>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;">
<tr><td style="padding:6px 0;color:#667085;width:110px;">When</td><td>Tue 15 Sep 2026, 19:00 CEST / 18:00 BST</td></tr>
<tr><td style="padding:6px 0;color:#667085;">Length</td><td>30 minutes</td></tr>
<tr><td style="padding:6px 0;color:#667085;">Room</td><td>cantabile.live/r/lena-moosbrugger</td></tr>
<tr><td style="padding:6px 0;color:#667085;">Room PIN</td><td>4471 <span style="color:#667085;">(share only with your student)</span></td></tr>
</table>
<p style="margin:20px 0;padding:14px;background:#f9f5ff;border-radius:8px;font-size:14px;"><strong>Your notes from last week:</strong> left hand in bars 9–16 of the Gurlitt, slow practice.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#7f56d9" style="border-radius:8px;"><a href="https://cantabile.live/r/lena-moosbrugger" style="display:inline-block;padding:12px 26px;color:#ffffff;font-weight:600;text-decoration:none;">Open lesson room</a></td></tr></table>
<p style="margin:18px 0 0;font-size:13px;">Running late? <a href="https://cantabile.live/messages/oliver-hartley" style="color:#7f56d9;">Message Oliver</a></p>`,
      "Oliver Hartley · 19:00 CEST · 30 min",
    ),
  },
  {
    family: "cantabile-live",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Cantabile Live <hello@cantabile.live>",
    to: LENA,
    subject: "Your lesson recordings are using 92% of your storage",
    date: on(10, 19, "10:31:45", "+0100"),
    enc: "b64",
    text: `Hi Lena,

Lesson recordings help your students practise between lessons, but they take space.
You're now using 4.6 GB of the 5 GB included in the Studio plan (£9.99/month).

Recordings older than 90 days will be deleted automatically starting 2 November 2026 unless you download them
or move to Studio Plus (50 GB, £15.99/month).

Manage recordings: https://cantabile.live/studio/recordings
Compare plans: https://cantabile.live/pricing

Cantabile Live Ltd, 5 Pavilion Yard, Manchester M4 1HN, UK
Unsubscribe from account tips: https://cantabile.live/email-preferences?u=88310`,
    html: cantabile(
      `<p style="margin:0 0 16px;">Hi Lena,</p>
<p style="margin:0 0 18px;">Lesson recordings help your students practise between lessons, but they take space.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;"><tr><td style="background:#eaecf0;border-radius:6px;"><table width="92%" cellpadding="0" cellspacing="0"><tr><td style="background:#f04438;height:12px;border-radius:6px;font-size:0;">&nbsp;</td></tr></table></td></tr></table>
<p style="margin:0 0 18px;font-size:13px;color:#667085;">4.6 GB of 5 GB used · Studio plan (£9.99/month)</p>
<p style="margin:0 0 18px;">Recordings older than 90 days will be deleted automatically starting <strong>2 November 2026</strong> unless you download them or move to Studio Plus (50 GB, £15.99/month).</p>
<p style="margin:0;"><a href="https://cantabile.live/studio/recordings" style="color:#7f56d9;font-weight:600;">Manage recordings</a> &nbsp;·&nbsp; <a href="https://cantabile.live/pricing" style="color:#7f56d9;font-weight:600;">Compare plans</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#98a2b3;"><a href="https://cantabile.live/email-preferences?u=88310" style="color:#98a2b3;">Unsubscribe from account tips</a></p>`,
      "4.6 GB of 5 GB used.",
    ),
  },
  {
    family: "cantabile-live",
    group: "consumer",
    lang: "en",
    kind: "payout",
    code: null,
    link: null,
    from: "Cantabile Live Payments <payments@cantabile.live>",
    to: LENA,
    subject: "You've been paid: €642.30 for 1–15 October",
    date: on(10, 16, "08:05:37", "+0100"),
    text: `Hi Lena,

Your earnings for 1–15 October 2026 are on their way.

  Lessons taught:         17 (14 students)
  Gross lesson fees:      €714.00
  Cantabile fee (10%):    −€71.40
  Currency conversion:    €0.00
  Payout:                 €642.30

Sent to: AT61 •••• 4417 via SEPA
Expected arrival: 2–3 business days
Payout reference: PO-EU-2026-10-A-55192

See the full breakdown per lesson: https://cantabile.live/studio/earnings

Cantabile Live Ltd, 5 Pavilion Yard, Manchester M4 1HN, UK`,
    html: cantabile(
      `<p style="margin:0 0 6px;font-size:13px;color:#667085;">Payout for 1–15 October 2026</p>
<p style="margin:0 0 22px;font-size:34px;font-weight:700;color:#12b76a;">€642.30</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;">
<tr><td style="padding:7px 0;border-bottom:1px solid #eaecf0;">Lessons taught</td><td align="right" style="border-bottom:1px solid #eaecf0;">17 (14 students)</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eaecf0;">Gross lesson fees</td><td align="right" style="border-bottom:1px solid #eaecf0;">€714.00</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eaecf0;">Cantabile fee (10%)</td><td align="right" style="border-bottom:1px solid #eaecf0;">−€71.40</td></tr>
<tr><td style="padding:7px 0;font-weight:600;">Payout</td><td align="right" style="font-weight:600;">€642.30</td></tr>
</table>
<p style="margin:20px 0 0;font-size:13px;color:#667085;">Sent to AT61 •••• 4417 via SEPA · expected in 2–3 business days · ref. PO-EU-2026-10-A-55192</p>
<p style="margin:16px 0 0;"><a href="https://cantabile.live/studio/earnings" style="color:#7f56d9;font-weight:600;">See the full breakdown</a></p>`,
      "€642.30 is on its way to your bank.",
    ),
  },
];

// ---------------------------------------------------------------- Notenfuchs (sheet music, Graz)

const notenfuchs_mails: Mail[] = [
  {
    family: "notenfuchs-shop",
    group: "regional",
    lang: "de",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Notenfuchs Musikalien <bestellung@notenfuchs.at>",
    to: LENA,
    subject: "Ihre Bestellung 2026-104882 bei Notenfuchs",
    date: on(9, 4, "11:03:27"),
    enc: "qp",
    text: `Sehr geehrte Frau Moosbrugger,

vielen Dank für Ihre Bestellung. Wir haben folgende Artikel für Sie reserviert:

Bestellnummer: 2026-104882 · Kundennummer: 31877

1 × Bach, Inventionen und Sinfonien BWV 772–801 (Urtext, HN 1064)      € 16,50
3 × Heumann, Klavierspielen mein schönstes Hobby Bd. 1                 € 56,70
1 × Bartók, Mikrokosmos Bd. 2 (neue Ausgabe)                           € 15,95
5 × Notenheft A4 quer, 12 Systeme                                      € 14,75
---------------------------------------------------------------------------
Zwischensumme                                                          € 103,90
Lehrkräfte-Rabatt 10 %                                                − € 10,39
Versand (Österreichische Post)                                          € 0,00
Gesamt inkl. 10 % USt.                                                 € 93,51

Zahlungsart: Rechnung, zahlbar binnen 14 Tagen
Lieferadresse: Lena Moosbrugger, Zieglergasse 17/8, 1070 Wien

Sie erhalten eine weitere Nachricht, sobald das Paket unterwegs ist.

Mit musikalischen Grüßen
Ihr Notenfuchs-Team

Notenfuchs Musikalien KG · Sporgasse 9 · 8010 Graz · Tel. +43 316 82 44 10
Öffnungszeiten: Mo–Fr 9–18 Uhr, Sa 9–13 Uhr · www.notenfuchs.at`,
    html: `<html><body style="font-family:Georgia,serif;color:#222;background:#fff;">
<table width="640" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #ddd;">
<tr><td style="background:#5b3a1e;padding:16px 24px;"><img src="https://www.notenfuchs.at/media/mail/notenfuchs-logo.gif" alt="Notenfuchs Musikalien" width="180" height="40"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<p>Sehr geehrte Frau Moosbrugger,</p>
<p>vielen Dank für Ihre Bestellung. Wir haben folgende Artikel für Sie reserviert:</p>
<p style="font-size:13px;color:#666;">Bestellnummer: <b>2026-104882</b> · Kundennummer: 31877</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#f4ede4;"><th align="left">Artikel</th><th align="center">Menge</th><th align="right">Preis</th></tr>
<tr><td>Bach, Inventionen und Sinfonien BWV 772–801 (Urtext, HN 1064)</td><td align="center">1</td><td align="right">€ 16,50</td></tr>
<tr><td>Heumann, Klavierspielen mein schönstes Hobby Bd. 1</td><td align="center">3</td><td align="right">€ 56,70</td></tr>
<tr><td>Bartók, Mikrokosmos Bd. 2 (neue Ausgabe)</td><td align="center">1</td><td align="right">€ 15,95</td></tr>
<tr><td>Notenheft A4 quer, 12 Systeme</td><td align="center">5</td><td align="right">€ 14,75</td></tr>
<tr><td colspan="2" align="right" style="border-top:1px solid #ccc;">Zwischensumme</td><td align="right" style="border-top:1px solid #ccc;">€ 103,90</td></tr>
<tr><td colspan="2" align="right">Lehrkräfte-Rabatt 10 %</td><td align="right">− € 10,39</td></tr>
<tr><td colspan="2" align="right">Versand (Österreichische Post)</td><td align="right">€ 0,00</td></tr>
<tr><td colspan="2" align="right"><b>Gesamt inkl. 10 % USt.</b></td><td align="right"><b>€ 93,51</b></td></tr>
</table>
<p>Zahlungsart: Rechnung, zahlbar binnen 14 Tagen<br>Lieferadresse: Lena Moosbrugger, Zieglergasse 17/8, 1070 Wien</p>
<p>Sie erhalten eine weitere Nachricht, sobald das Paket unterwegs ist.</p>
<p>Mit musikalischen Grüßen<br>Ihr Notenfuchs-Team</p>
</td></tr>
<tr><td style="background:#f4ede4;padding:14px 24px;font-size:12px;color:#666;font-family:Arial,sans-serif;">Notenfuchs Musikalien KG · Sporgasse 9 · 8010 Graz · Tel. +43 316 82 44 10<br>Öffnungszeiten: Mo–Fr 9–18 Uhr, Sa 9–13 Uhr · <a href="https://www.notenfuchs.at" style="color:#5b3a1e;">www.notenfuchs.at</a> · <a href="https://www.notenfuchs.at/agb" style="color:#5b3a1e;">AGB</a> · <a href="https://www.notenfuchs.at/widerruf" style="color:#5b3a1e;">Widerrufsbelehrung</a></td></tr>
</table></body></html>`,
  },
  {
    family: "notenfuchs-shop",
    group: "regional",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Notenfuchs Musikalien <versand@notenfuchs.at>",
    to: LENA,
    subject: "Ihr Notenfuchs-Paket ist unterwegs (Bestellung 2026-104882)",
    date: on(9, 7, "15:48:10"),
    text: `Sehr geehrte Frau Moosbrugger,

Ihre Bestellung 2026-104882 hat heute unser Lager in Graz verlassen.

Versanddienstleister: Österreichische Post
Sendungsnummer: 1001234567890123456700
Sendungsverfolgung: https://www.post.at/s/sendungsdetails?snr=1001234567890123456700

Voraussichtliche Zustellung: Dienstag, 08.09.2026
Paketgewicht: 1,8 kg

Die Rechnung liegt dem Paket bei. Bitte überweisen Sie € 93,51 bis 21.09.2026 auf
AT48 3800 0000 0412 7781 (Steiermärkische Raiffeisen), Verwendungszweck 2026-104882.

Ihr Notenfuchs-Team
Sporgasse 9 · 8010 Graz · +43 316 82 44 10`,
    html: null,
  },
  {
    family: "notenfuchs-shop",
    group: "regional",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://www.notenfuchs.at/kundenkonto/passwort-neu?token=f93c1a7e0b5d44a2b8e6c3d19a70e5b2",
    from: "Notenfuchs Musikalien <service@notenfuchs.at>",
    to: LENA,
    subject: "Passwort zurücksetzen – Ihr Notenfuchs-Kundenkonto",
    date: on(10, 12, "20:17:52"),
    enc: "b64",
    text: `Sehr geehrte Frau Moosbrugger,

für Ihr Kundenkonto bei Notenfuchs wurde das Zurücksetzen des Passworts angefordert.

Über folgenden Link können Sie ein neues Passwort vergeben (gültig für 2 Stunden):
https://www.notenfuchs.at/kundenkonto/passwort-neu?token=f93c1a7e0b5d44a2b8e6c3d19a70e5b2

Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt gültig.

Ihr Notenfuchs-Team
Notenfuchs Musikalien KG · Sporgasse 9 · 8010 Graz`,
    html: `<html><body style="font-family:Georgia,serif;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #ddd;">
<tr><td style="background:#5b3a1e;padding:16px 24px;"><img src="https://www.notenfuchs.at/media/mail/notenfuchs-logo.gif" alt="Notenfuchs Musikalien" width="180" height="40"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<p>Sehr geehrte Frau Moosbrugger,</p>
<p>für Ihr Kundenkonto bei Notenfuchs wurde das Zurücksetzen des Passworts angefordert.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://www.notenfuchs.at/kundenkonto/passwort-neu?token=f93c1a7e0b5d44a2b8e6c3d19a70e5b2" style="background:#5b3a1e;color:#fff;padding:12px 24px;text-decoration:none;font-family:Arial,sans-serif;">Neues Passwort vergeben</a></p>
<p style="font-size:13px;color:#666;">Der Link ist 2 Stunden gültig. Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt gültig.</p>
<p>Ihr Notenfuchs-Team</p>
</td></tr>
<tr><td style="background:#f4ede4;padding:14px 24px;font-size:12px;color:#666;font-family:Arial,sans-serif;">Notenfuchs Musikalien KG · Sporgasse 9 · 8010 Graz · Tel. +43 316 82 44 10 · <a href="https://www.notenfuchs.at/datenschutz" style="color:#5b3a1e;">Datenschutz</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Saitenhaus Zürich (instrument rental)

function saitenhaus(body: string): string {
  return `<!doctype html><html lang="de-CH"><body style="margin:0;padding:0;background:#eef1f0;">
<table width="100%" cellspacing="0" cellpadding="0" bgcolor="#eef1f0"><tr><td align="center">
<table width="580" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:21px;color:#233;">
<tr><td style="padding:20px 28px;" bgcolor="#1f4d46"><font color="#ffffff" style="font-size:20px;letter-spacing:2px;">SAITENHAUS</font><br><font color="#a9cfc8" style="font-size:11px;">Streichinstrumente · Miete · Werkstatt · seit 1961</font></td></tr>
<tr><td style="padding:26px 28px;">${body}</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;line-height:17px;color:#6b7b78;border-top:1px solid #dfe6e4;">Saitenhaus Zürich AG · Zähringerstrasse 31 · 8001 Zürich · 044 261 38 90 · <a href="https://www.saitenhaus.ch" style="color:#1f4d46;">saitenhaus.ch</a><br>MWST CHE-104.338.215 · <a href="https://www.saitenhaus.ch/datenschutz" style="color:#1f4d46;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`;
}

const saitenhaus_mails: Mail[] = [
  {
    family: "saitenhaus-zuerich",
    group: "regional",
    lang: "de",
    kind: "confirm-request",
    code: null,
    link: "https://www.saitenhaus.ch/miete/anfrage/bestaetigen/MA-26-0913?k=3b9e71d0c4",
    from: "Saitenhaus Zürich <miete@saitenhaus.ch>",
    to: LENA,
    subject: "Bitte bestätigen Sie Ihre Mietanfrage MA-26-0913",
    date: on(9, 9, "08:26:40"),
    enc: "qp",
    text: `Grüezi Frau Moosbrugger

Vielen Dank für Ihre Mietanfrage über saitenhaus.ch. Bevor wir das Instrument reservieren, bitten wir Sie, die Anfrage zu bestätigen:

https://www.saitenhaus.ch/miete/anfrage/bestaetigen/MA-26-0913?k=3b9e71d0c4

Ihre Anfrage:
  Violoncello 1/2, Werkstattinstrument, inkl. Bogen und Softcase
  Für: Mia Zaugg (Schülerin)
  Mietbeginn: ab Samstag, 19.09.2026, Abholung im Laden
  Miete: CHF 38.– pro Monat, Mindestdauer 6 Monate
  Anrechnung bei Kauf: 100 % der Mietzinsen im ersten Jahr

Ohne Bestätigung innert 3 Tagen verfällt die Anfrage automatisch.

Freundliche Grüsse
Ursina Caflisch
Saitenhaus Zürich – Mietservice`,
    html: saitenhaus(`<p>Grüezi Frau Moosbrugger</p>
<p>Vielen Dank für Ihre Mietanfrage über saitenhaus.ch. Bevor wir das Instrument reservieren, bitten wir Sie, die Anfrage zu bestätigen.</p>
<table cellspacing="0" cellpadding="8" width="100%" style="background:#f5f8f7;font-size:13px;margin:16px 0;">
<tr><td width="140" style="color:#6b7b78;">Instrument</td><td>Violoncello 1/2, Werkstattinstrument, inkl. Bogen und Softcase</td></tr>
<tr><td style="color:#6b7b78;">Für</td><td>Mia Zaugg (Schülerin)</td></tr>
<tr><td style="color:#6b7b78;">Mietbeginn</td><td>ab Samstag, 19.09.2026, Abholung im Laden</td></tr>
<tr><td style="color:#6b7b78;">Miete</td><td>CHF 38.– pro Monat, Mindestdauer 6 Monate</td></tr>
<tr><td style="color:#6b7b78;">Anrechnung</td><td>100 % der Mietzinsen im ersten Jahr bei Kauf</td></tr>
</table>
<table cellspacing="0" cellpadding="0"><tr><td bgcolor="#c8762b" style="padding:11px 22px;"><a href="https://www.saitenhaus.ch/miete/anfrage/bestaetigen/MA-26-0913?k=3b9e71d0c4" style="color:#ffffff;text-decoration:none;font-weight:bold;">Anfrage bestätigen</a></td></tr></table>
<p style="font-size:12px;color:#6b7b78;">Ohne Bestätigung innert 3 Tagen verfällt die Anfrage automatisch.</p>
<p>Freundliche Grüsse<br>Ursina Caflisch<br>Saitenhaus Zürich – Mietservice</p>`),
  },
  {
    family: "saitenhaus-zuerich",
    group: "regional",
    lang: "de",
    kind: "rental-contract",
    code: null,
    link: null,
    from: "Saitenhaus Zürich <miete@saitenhaus.ch>",
    to: LENA,
    subject: "Ihr Mietvertrag Nr. 26-4418 (Violoncello 1/2)",
    date: on(9, 19, "12:44:03"),
    text: `Grüezi Frau Moosbrugger

Vielen Dank für den Besuch im Laden. Im Anhang finden Sie den unterzeichneten Mietvertrag Nr. 26-4418.

Instrument: Violoncello 1/2, Inv.-Nr. VC-H-0287, Bogen B-1142, Softcase
Miete: CHF 38.– monatlich per LSV, erste Belastung am 30.09.2026
Versicherung: inbegriffen (Selbstbehalt CHF 100.–)
Nächste Grössenanpassung (3/4): kostenlos, einfach vorbeikommen

Tipp für Mia: Den Bogen nach dem Spielen immer entspannen und das Kolophonium sparsam verwenden.

Freundliche Grüsse
Saitenhaus Zürich AG
Zähringerstrasse 31 · 8001 Zürich · 044 261 38 90`,
    html: saitenhaus(`<p>Grüezi Frau Moosbrugger</p>
<p>Vielen Dank für den Besuch im Laden. Im Anhang finden Sie den unterzeichneten Mietvertrag <b>Nr. 26-4418</b>.</p>
<ul style="padding-left:18px;">
<li>Instrument: Violoncello 1/2, Inv.-Nr. VC-H-0287, Bogen B-1142, Softcase</li>
<li>Miete: CHF 38.– monatlich per LSV, erste Belastung am 30.09.2026</li>
<li>Versicherung: inbegriffen (Selbstbehalt CHF 100.–)</li>
<li>Nächste Grössenanpassung (3/4): kostenlos, einfach vorbeikommen</li>
</ul>
<p style="background:#fdf3e8;padding:10px;">Tipp für Mia: Den Bogen nach dem Spielen immer entspannen und das Kolophonium sparsam verwenden.</p>
<p>Freundliche Grüsse<br>Saitenhaus Zürich AG</p>`),
    attachment: ["Mietvertrag_26-4418.pdf", "application/pdf", pdf("Mietvertrag 26-4418 Violoncello 1/2")],
  },
  {
    family: "saitenhaus-zuerich",
    group: "regional",
    lang: "de",
    kind: "repair-ready",
    code: null,
    link: null,
    from: "Saitenhaus Zürich Werkstatt <werkstatt@saitenhaus.ch>",
    to: LENA,
    subject: "Ihre Geige ist abholbereit – Auftrag W-26-1207",
    date: on(10, 23, "16:02:19"),
    text: `Grüezi Frau Moosbrugger

Die Reparatur Ihrer Violine (Auftrag W-26-1207) ist abgeschlossen:

- Stimmstock nachgestellt
- Steg neu angepasst
- Saitensatz Dominant montiert

Kosten: CHF 145.– (bezahlbar bei Abholung, bar oder Karte)

Öffnungszeiten Werkstatt: Di–Fr 10–18.30 Uhr, Sa 10–16 Uhr
Bitte holen Sie das Instrument bis Samstag, 7. November ab.

Freundliche Grüsse
Reto Brunner, Geigenbauer
Saitenhaus Zürich AG · Zähringerstrasse 31 · 8001 Zürich · 044 261 38 90`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Tixelia (concert tickets, Milan)

function tixelia(body: string, lang: string, pre: string): string {
  const legal = lang === "it"
    ? "Tixelia S.r.l. · Via Tortona 27 · 20144 Milano · P.IVA 10938270961"
    : "Tixelia S.r.l. · Via Tortona 27 · 20144 Mailand, Italien · USt-IdNr. IT10938270961";
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#0d0d12;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" style="background:#0d0d12;"><tr><td align="center" style="padding:20px 0;">
<table width="600" border="0" cellspacing="0" cellpadding="0">
<tr><td style="padding:0 24px 18px;"><a href="https://t.tixelia.com/c/eJwVjksOgjAQhk?l=home"><img src="https://img.tixelia.com/brand/tixelia-neon.png" alt="TIXELIA" width="132" height="34" style="display:block;border:0;"></a></td></tr>
<tr><td style="background:#ffffff;padding:32px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1b1b22;border-top:4px solid #ff2d75;">${body}</td></tr>
<tr><td style="padding:22px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a8a99;">
<a href="https://t.tixelia.com/c/eJwVjksOgjAQhk?l=ig" style="color:#8a8a99;">Instagram</a> · <a href="https://t.tixelia.com/c/eJwVjksOgjAQhk?l=tt" style="color:#8a8a99;">TikTok</a> · <a href="https://www.tixelia.com/${lang}/assistenza" style="color:#8a8a99;">${
    lang === "it" ? "Assistenza" : "Hilfe"
  }</a> · <a href="https://www.tixelia.com/${lang}/privacy" style="color:#8a8a99;">Privacy</a><br>${legal}<br>© 2026 Tixelia</td></tr>
</table></td></tr></table></body></html>`;
}

const tixelia_mails: Mail[] = [
  {
    family: "tixelia",
    group: "consumer",
    lang: "it",
    kind: "tickets",
    code: null,
    link: null,
    from: "Tixelia <biglietti@tixelia.com>",
    to: LENA,
    subject: "I tuoi biglietti: Orchestra della Svizzera italiana – Lugano, 3 ottobre",
    date: on(9, 11, "22:14:36"),
    enc: "qp",
    text: `Ciao Lena,

grazie per l'acquisto! Ecco il riepilogo dell'ordine TX-IT-5531207.

Orchestra della Svizzera italiana – Brahms & Schumann
LAC Lugano Arte e Cultura, Sala Teatro
Sabato 3 ottobre 2026, ore 20:30 (apertura porte 19:45)

Platea, Fila H, Posti 14–15 – Intero CHF 68.00 × 2
Commissione di servizio                      CHF 7.90
Totale addebitato (Visa •••• 9052)          CHF 143.90

I biglietti nominativi sono nell'app Tixelia (sezione "I miei biglietti") e verranno scansionati all'ingresso.
Puoi scaricarli anche in PDF: https://www.tixelia.com/it/ordini/TX-IT-5531207

Buon concerto!
Il team Tixelia`,
    html: tixelia(
      `<p style="margin:0 0 16px;">Ciao Lena,</p>
<p style="margin:0 0 20px;">grazie per l'acquisto! Ecco il riepilogo dell'ordine <strong>TX-IT-5531207</strong>.</p>
<table width="100%" cellspacing="0" cellpadding="0" style="border:1px dashed #c9c9d6;border-radius:10px;"><tr><td style="padding:18px;">
<p style="margin:0;font-size:19px;font-weight:bold;">Orchestra della Svizzera italiana – Brahms &amp; Schumann</p>
<p style="margin:6px 0 0;color:#5a5a6a;">LAC Lugano Arte e Cultura, Sala Teatro<br>Sabato 3 ottobre 2026 · ore 20:30 (porte 19:45)</p>
<p style="margin:12px 0 0;">Platea · Fila H · Posti 14–15</p></td></tr></table>
<table width="100%" cellspacing="0" cellpadding="5" style="margin-top:16px;font-size:14px;">
<tr><td>Intero CHF 68.00 × 2</td><td align="right">CHF 136.00</td></tr>
<tr><td>Commissione di servizio</td><td align="right">CHF 7.90</td></tr>
<tr><td><strong>Totale</strong> (Visa •••• 9052)</td><td align="right"><strong>CHF 143.90</strong></td></tr></table>
<p style="margin:18px 0;">I biglietti nominativi sono nell'app Tixelia e verranno scansionati all'ingresso.</p>
<p style="margin:0;"><a href="https://www.tixelia.com/it/ordini/TX-IT-5531207" style="display:inline-block;background:#1b1b22;color:#fff;padding:11px 22px;border-radius:24px;text-decoration:none;">Scarica i biglietti (PDF)</a></p>
<p style="margin:22px 0 0;">Buon concerto!<br>Il team Tixelia</p>`,
      "it",
      "Platea, Fila H, Posti 14–15 · sabato 3 ottobre ore 20:30",
    ),
  },
  {
    family: "tixelia",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "283947",
    link: null,
    from: "Tixelia <no-reply@tixelia.com>",
    to: LENA,
    subject: "Dein Tixelia-Bestätigungscode",
    date: on(10, 6, "19:09:58"),
    text: `Hallo Lena,

hier ist dein Code zum Einloggen bei Tixelia:

283947

Gib ihn in der App oder auf tixelia.com ein. Der Code ist 15 Minuten gültig.

Du hast keinen Code angefordert? Dann kannst du diese Nachricht ignorieren – jemand hat sich vielleicht bei der E-Mail-Adresse vertippt.

Tixelia S.r.l. · Via Tortona 27 · 20144 Mailand`,
    html: tixelia(
      `<p style="margin:0 0 16px;">Hallo Lena,</p>
<p style="margin:0 0 20px;">hier ist dein Code zum Einloggen bei Tixelia:</p>
<table cellspacing="6" cellpadding="0" align="center"><tr>
<td style="width:42px;height:52px;background:#f3f3f7;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">2</td>
<td style="width:42px;height:52px;background:#f3f3f7;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">8</td>
<td style="width:42px;height:52px;background:#f3f3f7;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">3</td>
<td style="width:42px;height:52px;background:#f3f3f7;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">9</td>
<td style="width:42px;height:52px;background:#f3f3f7;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">4</td>
<td style="width:42px;height:52px;background:#f3f3f7;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">7</td>
</tr></table>
<p style="margin:20px 0 16px;">Gib ihn in der App oder auf tixelia.com ein. Der Code ist 15 Minuten gültig.</p>
<p style="margin:0;font-size:13px;color:#5a5a6a;">Du hast keinen Code angefordert? Dann kannst du diese Nachricht ignorieren.</p>`,
      "de",
      "Dein Code ist 15 Minuten gültig.",
    ),
  },
  {
    family: "tixelia",
    group: "consumer",
    lang: "it",
    kind: "event-postponed",
    code: null,
    link: null,
    from: "Tixelia <biglietti@tixelia.com>",
    to: LENA,
    subject: "Variazione data: Quartetto Noûs – Como, Teatro Sociale",
    date: on(10, 14, "11:40:21"),
    enc: "b64",
    text: `Ciao Lena,

l'organizzatore ci comunica che il concerto

  Quartetto Noûs – Beethoven op. 132
  Teatro Sociale di Como
  originariamente previsto per venerdì 23 ottobre 2026, ore 21:00

è stato spostato a GIOVEDÌ 14 GENNAIO 2027, ore 21:00, per indisposizione di un componente del quartetto.

I tuoi biglietti (ordine TX-IT-5560912, Palco 12, posti 1–2) restano validi per la nuova data: non devi fare nulla.
Se non puoi partecipare, puoi chiedere il rimborso di EUR 64,00 entro il 30 novembre 2026 dalla pagina dell'ordine:
https://www.tixelia.com/it/ordini/TX-IT-5560912

Ci scusiamo per il disagio.
Il team Tixelia`,
    html: tixelia(
      `<p style="margin:0 0 16px;">Ciao Lena,</p>
<p style="margin:0 0 16px;">l'organizzatore ci comunica che il concerto <strong>Quartetto Noûs – Beethoven op. 132</strong> al Teatro Sociale di Como, previsto per <s>venerdì 23 ottobre 2026</s>, è stato spostato a:</p>
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#ff2d75;">Giovedì 14 gennaio 2027, ore 21:00</p>
<p style="margin:0 0 16px;">I tuoi biglietti (ordine TX-IT-5560912, Palco 12, posti 1–2) restano validi per la nuova data: <strong>non devi fare nulla</strong>.</p>
<p style="margin:0 0 16px;">Se non puoi partecipare, puoi chiedere il rimborso di EUR 64,00 entro il 30 novembre 2026 dalla <a href="https://www.tixelia.com/it/ordini/TX-IT-5560912" style="color:#ff2d75;">pagina dell'ordine</a>.</p>
<p style="margin:0;">Ci scusiamo per il disagio.<br>Il team Tixelia</p>`,
      "it",
      "Nuova data: giovedì 14 gennaio 2027. I biglietti restano validi.",
    ),
  },
];

// ---------------------------------------------------------------- Tonrecht (performing-rights society, Vienna)

const tonrecht_mails: Mail[] = [
  {
    family: "tonrecht-genossenschaft",
    group: "regional",
    lang: "de",
    kind: "royalty-statement",
    code: null,
    link: null,
    from: "TONRECHT Mitgliederservice <mitglieder@tonrecht.at>",
    to: LENA,
    subject: "Abrechnung Aufführungsrechte 2. Quartal 2026 – Mitgliedsnr. 70-41825",
    date: on(9, 25, "06:30:00"),
    enc: "qp",
    text: `Sehr geehrte Frau Moosbrugger,

die Abrechnung der Aufführungs- und Senderechte für das 2. Quartal 2026 liegt vor.

Mitgliedsnummer: 70-41825
Kategorie: Komponistin / Bearbeiterin

Live-Aufführungen (U-Musik)           € 118,40
Live-Aufführungen (E-Musik)           € 46,20
Rundfunk (ORF Ö1, Radio Vorarlberg)    € 73,15
Online/Streaming                       € 12,87
Verwaltungskostenabzug                − € 25,06
Auszahlungsbetrag                      € 225,56

Die Überweisung erfolgt am 30.09.2026 auf Ihr hinterlegtes Konto (IBAN endet auf 4417).

Die detaillierte Werkabrechnung finden Sie im Anhang sowie im Mitgliederportal.
Bitte prüfen Sie die gemeldeten Aufführungen; Reklamationen sind bis 31.12.2026 möglich.

Mit freundlichen Grüßen
TONRECHT – Genossenschaft der Komponisten, Textautoren und Musikverleger reg. Gen.m.b.H.
Mitgliederservice · Seilerstätte 12 · 1010 Wien · Tel. +43 1 512 77 40-0
https://www.tonrecht.at`,
    html: null,
    attachment: ["TONRECHT_Abrechnung_2026Q2_70-41825.pdf", "application/pdf", pdf("TONRECHT Werkabrechnung Q2 2026")],
  },
  {
    family: "tonrecht-genossenschaft",
    group: "regional",
    lang: "de",
    kind: "2fa-code",
    code: "5916-0472",
    link: null,
    from: "TONRECHT Mitgliederportal <portal@tonrecht.at>",
    to: LENA,
    subject: "Sicherheitscode für das TONRECHT-Mitgliederportal",
    date: on(10, 2, "21:47:13"),
    text: `Sehr geehrte Frau Moosbrugger,

für die Anmeldung im Mitgliederportal wurde ein Sicherheitscode angefordert.

Ihr Sicherheitscode: 5916-0472

Bitte geben Sie den Code im Anmeldefenster ein. Er ist 10 Minuten gültig und kann nur einmal verwendet werden.

Zeitpunkt der Anforderung: 02.10.2026, 21:47 Uhr
Wenn Sie sich nicht angemeldet haben, kontaktieren Sie bitte umgehend den Mitgliederservice unter +43 1 512 77 40-0.

TONRECHT Mitgliederservice
Seilerstätte 12 · 1010 Wien`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #c8c8c8;">
<tr><td style="padding:14px 20px;background:#8b1e2d;color:#fff;font-weight:bold;font-size:16px;letter-spacing:3px;">TONRECHT <span style="font-weight:normal;letter-spacing:0;font-size:12px;">Mitgliederportal</span></td></tr>
<tr><td style="padding:20px;">
<p>Sehr geehrte Frau Moosbrugger,</p>
<p>für die Anmeldung im Mitgliederportal wurde ein Sicherheitscode angefordert.</p>
<table cellpadding="10" cellspacing="0" style="border:1px solid #8b1e2d;margin:10px 0;"><tr><td style="font-size:12px;color:#555;">Ihr Sicherheitscode</td><td style="font-size:24px;font-family:Consolas,monospace;font-weight:bold;">5916-0472</td></tr></table>
<p>Bitte geben Sie den Code im Anmeldefenster ein. Er ist 10 Minuten gültig und kann nur einmal verwendet werden.</p>
<p style="font-size:12px;color:#555;">Zeitpunkt der Anforderung: 02.10.2026, 21:47 Uhr<br>Wenn Sie sich nicht angemeldet haben, kontaktieren Sie bitte umgehend den Mitgliederservice unter +43 1 512 77 40-0.</p>
</td></tr>
<tr><td style="padding:10px 20px;background:#f2f2f2;font-size:11px;color:#666;">TONRECHT reg. Gen.m.b.H. · Seilerstätte 12 · 1010 Wien · <a href="https://www.tonrecht.at/impressum">Impressum</a> · <a href="https://www.tonrecht.at/datenschutz">Datenschutz</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "tonrecht-genossenschaft",
    group: "regional",
    lang: "de",
    kind: "work-registered",
    code: null,
    link: null,
    from: "TONRECHT Werkdokumentation <werke@tonrecht.at>",
    to: LENA,
    subject: "Eingangsbestätigung Werkanmeldung W-2026-338105",
    date: on(10, 16, "10:05:44"),
    text: `Sehr geehrte Frau Moosbrugger,

wir bestätigen den Eingang Ihrer Werkanmeldung:

Werktitel: "Drei Lieder nach Christine Lavant" für Sopran und Klavier
Werknummer (vorläufig): W-2026-338105
Beteiligte: Lena Moosbrugger (Komposition, 100 %)
Dauer: 11:40
Uraufführung: 08.11.2026, Kulturhaus Dornbirn

Die Werkanmeldung wird innerhalb von 6–8 Wochen geprüft. Sie müssen nichts weiter unternehmen;
allfällige Rückfragen richten wir schriftlich an Sie.

Mit freundlichen Grüßen
Werkdokumentation
TONRECHT reg. Gen.m.b.H. · Seilerstätte 12 · 1010 Wien`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;line-height:1.45;">
<p>Sehr geehrte Frau Moosbrugger,</p>
<p>wir bestätigen den Eingang Ihrer Werkanmeldung:</p>
<table cellpadding="4" style="font-size:14px;">
<tr><td><b>Werktitel</b></td><td>„Drei Lieder nach Christine Lavant“ für Sopran und Klavier</td></tr>
<tr><td><b>Werknummer (vorläufig)</b></td><td>W-2026-338105</td></tr>
<tr><td><b>Beteiligte</b></td><td>Lena Moosbrugger (Komposition, 100 %)</td></tr>
<tr><td><b>Dauer</b></td><td>11:40</td></tr>
<tr><td><b>Uraufführung</b></td><td>08.11.2026, Kulturhaus Dornbirn</td></tr>
</table>
<p>Die Werkanmeldung wird innerhalb von 6–8 Wochen geprüft. Sie müssen nichts weiter unternehmen; allfällige Rückfragen richten wir schriftlich an Sie.</p>
<p>Mit freundlichen Grüßen<br>Werkdokumentation<br>TONRECHT reg. Gen.m.b.H. · Seilerstätte 12 · 1010 Wien</p></div>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Bergkassa (bank, Vorarlberg)

function bergkassa(body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Bergkassa</title></head>
<body style="margin:0;padding:0;background-color:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;color:#1c2b39;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #d7dde3;"><img src="https://www.bergkassa.at/static/img/mail/bergkassa_logo_rgb.png" alt="Bergkassa – Die Bank im Ländle" width="170" height="38" style="display:block;"></td></tr>
<tr><td style="padding:26px 24px;font-size:14px;line-height:21px;">${body}</td></tr>
<tr><td style="padding:16px 24px;background-color:#eef2f5;font-size:11px;line-height:16px;color:#5c6b78;">
Bitte antworten Sie nicht auf diese E-Mail. Die Bergkassa fragt Sie niemals per E-Mail oder Telefon nach PIN, TAN oder Passwort.<br>
Bergkassa Bank AG · Marktstraße 22 · 6850 Dornbirn · FN 58211 w · BIC BGKAAT2D · Service-Hotline +43 5572 3900-0<br>
<a href="https://www.bergkassa.at/sicherheit" style="color:#0a5b9c;">Sicherheitshinweise</a> · <a href="https://www.bergkassa.at/datenschutz" style="color:#0a5b9c;">Datenschutz</a> · <a href="https://www.bergkassa.at/impressum" style="color:#0a5b9c;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`;
}

const bergkassa_mails: Mail[] = [
  {
    family: "bergkassa-bank",
    group: "regional",
    lang: "de",
    kind: "transaction-tan",
    code: "418277",
    link: null,
    from: "Bergkassa Online <sicherheit@bergkassa.at>",
    to: LENA,
    subject: "Freigabe-TAN für Ihre Überweisung",
    date: on(9, 14, "13:22:05"),
    enc: "qp",
    text: `Sehr geehrte Frau Moosbrugger,

Sie haben im Bergkassa Online-Banking folgende Überweisung erfasst:

Empfänger: Saitenhaus Zürich AG
IBAN: CH93 0076 2011 6238 5295 7
Betrag: EUR 380,00
Verwendungszweck: Rechnung 26-4418 Kaution

Ihre Freigabe-TAN lautet: 418 277

Bitte prüfen Sie Empfänger und Betrag, bevor Sie die TAN eingeben. Die TAN ist 5 Minuten gültig.
Stimmen die Daten nicht, geben Sie die TAN nicht ein und rufen Sie uns unter +43 5572 3900-0 an.

Ihre Bergkassa`,
    html: bergkassa(`<p style="margin:0 0 14px;">Sehr geehrte Frau Moosbrugger,</p>
<p style="margin:0 0 14px;">Sie haben im Bergkassa Online-Banking folgende Überweisung erfasst:</p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:14px;background-color:#f6f8fa;">
<tr><td width="150" style="color:#5c6b78;">Empfänger</td><td>Saitenhaus Zürich AG</td></tr>
<tr><td style="color:#5c6b78;">IBAN</td><td>CH93 0076 2011 6238 5295 7</td></tr>
<tr><td style="color:#5c6b78;">Betrag</td><td><b>EUR 380,00</b></td></tr>
<tr><td style="color:#5c6b78;">Verwendungszweck</td><td>Rechnung 26-4418 Kaution</td></tr>
</table>
<p style="margin:18px 0 6px;">Ihre Freigabe-TAN lautet:</p>
<p style="margin:0 0 18px;font-size:26px;font-weight:bold;letter-spacing:4px;color:#0a5b9c;">418 277</p>
<p style="margin:0;">Bitte prüfen Sie Empfänger und Betrag, bevor Sie die TAN eingeben. Die TAN ist 5 Minuten gültig. Stimmen die Daten nicht, geben Sie die TAN nicht ein und rufen Sie uns unter +43 5572 3900-0 an.</p>`),
  },
  {
    family: "bergkassa-bank",
    group: "regional",
    lang: "de",
    kind: "statement-available",
    code: null,
    link: null,
    from: "Bergkassa Online <postbox@bergkassa.at>",
    to: LENA,
    subject: "Neues Dokument in Ihrer Bergkassa-Postbox",
    date: on(10, 3, "05:58:31"),
    text: `Sehr geehrte Frau Moosbrugger,

in Ihrer Postbox im Online-Banking liegt ein neues Dokument für Sie bereit:

  Kontoauszug 09/2026 – Girokonto Musik & Unterricht, AT61 •••• •••• •••• 4417

Aus Sicherheitsgründen senden wir Kontoauszüge nicht als Anhang. Sie finden das Dokument nach der Anmeldung unter
"Postbox" in der Bergkassa App oder auf https://online.bergkassa.at.

Mit freundlichen Grüßen
Ihre Bergkassa

Bergkassa Bank AG · Marktstraße 22 · 6850 Dornbirn`,
    html: bergkassa(`<p style="margin:0 0 14px;">Sehr geehrte Frau Moosbrugger,</p>
<p style="margin:0 0 14px;">in Ihrer Postbox im Online-Banking liegt ein neues Dokument für Sie bereit:</p>
<p style="margin:0 0 14px;padding:12px;border-left:4px solid #0a5b9c;background-color:#f6f8fa;"><b>Kontoauszug 09/2026</b><br>Girokonto Musik &amp; Unterricht · AT61 •••• •••• •••• 4417</p>
<p style="margin:0 0 14px;">Aus Sicherheitsgründen senden wir Kontoauszüge nicht als Anhang. Sie finden das Dokument nach der Anmeldung unter „Postbox“ in der Bergkassa App oder auf <a href="https://online.bergkassa.at" style="color:#0a5b9c;">online.bergkassa.at</a>.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihre Bergkassa</p>`),
  },
  {
    family: "bergkassa-bank",
    group: "regional",
    lang: "de",
    kind: "new-device",
    code: null,
    link: null,
    from: "Bergkassa Online <sicherheit@bergkassa.at>",
    to: LENA,
    subject: "Neues Gerät für die Bergkassa App registriert",
    date: on(10, 27, "18:36:50", "+0100"),
    enc: "b64",
    text: `Sehr geehrte Frau Moosbrugger,

am 27.10.2026 um 18:35 Uhr wurde ein neues Gerät für die Bergkassa App registriert:

  Gerät: iPad (iPadOS 19.1)
  Gerätename: "Lenas iPad"

Wenn Sie das selbst waren, ist alles in Ordnung.

Falls nicht: Sperren Sie Ihren Zugang sofort über die Sperrhotline +43 5572 3900-99 (rund um die Uhr)
oder unter https://www.bergkassa.at/sperren.

Ihre Bergkassa`,
    html: bergkassa(`<p style="margin:0 0 14px;">Sehr geehrte Frau Moosbrugger,</p>
<p style="margin:0 0 14px;">am 27.10.2026 um 18:35 Uhr wurde ein neues Gerät für die Bergkassa App registriert:</p>
<p style="margin:0 0 14px;padding:12px;background-color:#f6f8fa;">Gerät: iPad (iPadOS 19.1)<br>Gerätename: „Lenas iPad“</p>
<p style="margin:0 0 14px;">Wenn Sie das selbst waren, ist alles in Ordnung.</p>
<p style="margin:0;"><b>Falls nicht:</b> Sperren Sie Ihren Zugang sofort über die Sperrhotline +43 5572 3900-99 (rund um die Uhr) oder <a href="https://www.bergkassa.at/sperren" style="color:#c0392b;">online sperren</a>.</p>`),
  },
];

// ---------------------------------------------------------------- Zwinkpay (Swiss payment app)

function zwink(body: string, lang: string): string {
  const foot: Record<string, string> = {
    de: "Zwinkpay AG · Pfingstweidstrasse 60 · 8005 Zürich · Diese Nachricht wurde automatisch versendet.",
    fr: "Zwinkpay SA · Pfingstweidstrasse 60 · 8005 Zurich · Ce message a été envoyé automatiquement.",
    it: "Zwinkpay SA · Pfingstweidstrasse 60 · 8005 Zurigo · Messaggio generato automaticamente.",
  };
  return `<html><body style="margin:0;background:#f6f6f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111;">
<tr><td style="padding:26px 30px 0;"><img src="https://assets.zwinkpay.ch/mail/zwink-mark.png" alt="zwinkpay" width="40" height="40" style="border-radius:10px;"></td></tr>
<tr><td style="padding:18px 30px 28px;font-size:15px;line-height:22px;">${body}</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#888;margin:14px 0 0;">${
    foot[lang]
  }<br><a href="https://www.zwinkpay.ch/${lang}/hilfe" style="color:#888;">Support</a> · <a href="https://www.zwinkpay.ch/${lang}/datenschutz" style="color:#888;">Privacy</a></p>
</td></tr></table></body></html>`;
}

const zwink_mails: Mail[] = [
  {
    family: "zwinkpay",
    group: "regional",
    lang: "de",
    kind: "payment-received",
    code: null,
    link: null,
    from: "zwinkpay <noreply@zwinkpay.ch>",
    to: LENA,
    subject: "Sie haben CHF 90.00 von Andrea Zaugg erhalten",
    date: on(9, 21, "07:12:44"),
    text: `Sie haben Geld erhalten

Andrea Zaugg hat Ihnen CHF 90.00 gesendet.
Mitteilung: "Cello Mia September, 2 Lektionen – merci!"

Datum: 21.09.2026, 07:12
Transaktions-ID: ZW-7C1F-88D0-42A3

Der Betrag wird am nächsten Bankwerktag auf Ihr Konto •••• 4417 überwiesen.

Zwinkpay AG · Pfingstweidstrasse 60 · 8005 Zürich`,
    html: zwink(
      `<p style="margin:0 0 4px;font-size:13px;color:#666;">Sie haben Geld erhalten</p>
<p style="margin:0 0 14px;font-size:30px;font-weight:700;">+ CHF 90.00</p>
<p style="margin:0 0 14px;">von <b>Andrea Zaugg</b></p>
<p style="margin:0 0 16px;padding:10px 14px;background:#f2f2f2;border-radius:12px;">«Cello Mia September, 2 Lektionen – merci!»</p>
<p style="margin:0;font-size:13px;color:#666;">21.09.2026, 07:12 · Transaktions-ID ZW-7C1F-88D0-42A3<br>Der Betrag wird am nächsten Bankwerktag auf Ihr Konto •••• 4417 überwiesen.</p>`,
      "de",
    ),
  },
  {
    family: "zwinkpay",
    group: "regional",
    lang: "fr",
    kind: "verify-email-code",
    code: "605193",
    link: null,
    from: "zwinkpay <noreply@zwinkpay.ch>",
    to: LENA,
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: on(9, 29, "20:51:07"),
    enc: "qp",
    text: `Bonjour,

Vous avez demandé à utiliser cette adresse e-mail pour votre compte zwinkpay.
Pour confirmer, saisissez le code suivant dans l'application :

605 193

Le code expire dans 30 minutes.

Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre adresse actuelle reste active.

Zwinkpay SA · Pfingstweidstrasse 60 · 8005 Zurich`,
    html: zwink(
      `<p style="margin:0 0 14px;font-size:20px;font-weight:700;">Confirmez votre adresse e-mail</p>
<p style="margin:0 0 18px;">Vous avez demandé à utiliser cette adresse e-mail pour votre compte zwinkpay. Pour confirmer, saisissez le code suivant dans l'application&nbsp;:</p>
<p style="margin:0 0 18px;text-align:center;font-size:34px;font-weight:700;letter-spacing:6px;">605&nbsp;193</p>
<p style="margin:0 0 14px;font-size:13px;color:#666;">Le code expire dans 30&nbsp;minutes.</p>
<p style="margin:0;font-size:13px;color:#666;">Si vous n'êtes pas à l'origine de cette demande, ignorez ce message&nbsp;: votre adresse actuelle reste active.</p>`,
      "fr",
    ),
  },
  {
    family: "zwinkpay",
    group: "regional",
    lang: "it",
    kind: "monthly-summary",
    code: null,
    link: null,
    from: "zwinkpay <news@zwinkpay.ch>",
    to: LENA,
    subject: "Il tuo mese di ottobre con zwinkpay",
    date: on(11, 2, "09:00:00", "+0100"),
    enc: "b64",
    text: `Ciao Lena,

ecco un riepilogo di ottobre 2026:

Ricevuti: CHF 1'140.00 (14 pagamenti)
Inviati:  CHF 212.50 (6 pagamenti)
Pagamenti nei negozi: CHF 87.35 (4)

I tuoi contatti più frequenti: Andrea Zaugg, Coro Voci del Ceresio, Marco Bernasconi.

Lo sapevi? Con le richieste di denaro puoi inviare ai genitori dei tuoi allievi un promemoria per la retta mensile.

Il tuo team zwinkpay

Non vuoi più ricevere il riepilogo mensile? https://www.zwinkpay.ch/it/preferenze-email`,
    html: zwink(
      `<p style="margin:0 0 14px;font-size:20px;font-weight:700;">Il tuo ottobre 2026</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr><td style="background:#eafaf0;border-radius:10px;">Ricevuti<br><b style="font-size:20px;">CHF 1'140.00</b><br><span style="color:#666;">14 pagamenti</span></td><td width="10"></td>
<td style="background:#fdf0ee;border-radius:10px;">Inviati<br><b style="font-size:20px;">CHF 212.50</b><br><span style="color:#666;">6 pagamenti</span></td></tr></table>
<p style="margin:16px 0;font-size:14px;">Pagamenti nei negozi: CHF 87.35 (4)<br>Contatti più frequenti: Andrea Zaugg, Coro Voci del Ceresio, Marco Bernasconi</p>
<p style="margin:0 0 16px;font-size:14px;padding:12px;background:#f2f2f2;border-radius:12px;"><b>Lo sapevi?</b> Con le richieste di denaro puoi inviare ai genitori dei tuoi allievi un promemoria per la retta mensile.</p>
<p style="margin:0;font-size:12px;color:#888;"><a href="https://www.zwinkpay.ch/it/preferenze-email" style="color:#888;">Non ricevere più il riepilogo mensile</a></p>`,
      "it",
    ),
  },
];

// ---------------------------------------------------------------- Musikschule Ambergtal (staff portal)

const ambergtal_mails: Mail[] = [
  {
    family: "musikschule-ambergtal",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://portal.musikschule-ambergtal.at/einladung/annehmen?id=LK-2026-047&sig=9d2e0c71b8a4",
    from: "Musikschule Ambergtal – Lehrkräfteportal <portal@musikschule-ambergtal.at>",
    to: LENA,
    subject: "Einladung zum Lehrkräfteportal der Musikschule Ambergtal",
    date: on(9, 1, "10:15:29"),
    enc: "qp",
    text: `Liebe Frau Moosbrugger,

herzlich willkommen im Team der Musikschule Ambergtal! Ab dem Schuljahr 2026/27 unterrichten Sie bei uns
Klavier und Musikkunde (Dienstag und Donnerstag, Standort Feldkirch-Altenstadt).

Die Direktion hat Sie ins Lehrkräfteportal eingeladen. Dort finden Sie Stundenpläne, Schülerlisten,
Raumbuchungen und die Anwesenheitserfassung.

Einladung annehmen und Zugang einrichten:
https://portal.musikschule-ambergtal.at/einladung/annehmen?id=LK-2026-047&sig=9d2e0c71b8a4

Die Einladung ist 7 Tage gültig. Ihr Benutzername ist Ihre E-Mail-Adresse.

Erste Lehrerkonferenz: Montag, 7. September 2026, 18:00 Uhr, Saal im Erdgeschoss.

Mit herzlichen Grüßen
Mag. Barbara Nesensohn
Direktorin

Musikschule Ambergtal · Schulgasse 4 · 6800 Feldkirch · Tel. 05522 70 12 30
sekretariat@musikschule-ambergtal.at`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#222;">
<table width="620" cellpadding="0" cellspacing="0" style="border-top:6px solid #2e6b3f;">
<tr><td style="padding:18px 22px;"><img src="https://www.musikschule-ambergtal.at/images/logo_msa.png" alt="Musikschule Ambergtal" width="210"></td></tr>
<tr><td style="padding:0 22px 22px;line-height:1.5;">
<p>Liebe Frau Moosbrugger,</p>
<p>herzlich willkommen im Team der Musikschule Ambergtal! Ab dem Schuljahr 2026/27 unterrichten Sie bei uns Klavier und Musikkunde (Dienstag und Donnerstag, Standort Feldkirch-Altenstadt).</p>
<p>Die Direktion hat Sie ins <b>Lehrkräfteportal</b> eingeladen. Dort finden Sie Stundenpläne, Schülerlisten, Raumbuchungen und die Anwesenheitserfassung.</p>
<p style="margin:24px 0;"><a href="https://portal.musikschule-ambergtal.at/einladung/annehmen?id=LK-2026-047&amp;sig=9d2e0c71b8a4" style="background:#2e6b3f;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px;">Einladung annehmen</a></p>
<p style="font-size:13px;color:#555;">Die Einladung ist 7 Tage gültig. Ihr Benutzername ist Ihre E-Mail-Adresse.</p>
<p><b>Erste Lehrerkonferenz:</b> Montag, 7. September 2026, 18:00 Uhr, Saal im Erdgeschoss.</p>
<p>Mit herzlichen Grüßen<br>Mag. Barbara Nesensohn<br>Direktorin</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#eef4ef;font-size:12px;color:#555;">Musikschule Ambergtal · Schulgasse 4 · 6800 Feldkirch · Tel. 05522 70 12 30 · <a href="mailto:sekretariat@musikschule-ambergtal.at">sekretariat@musikschule-ambergtal.at</a></td></tr>
</table></body></html>`,
  },
  {
    family: "musikschule-ambergtal",
    group: "regional",
    lang: "de",
    kind: "timetable-change",
    code: null,
    link: null,
    from: "Sekretariat Musikschule Ambergtal <sekretariat@musikschule-ambergtal.at>",
    to: LENA,
    subject: "Raumänderung ab 29.09. und Termine Herbstvorspiel",
    date: on(9, 24, "14:55:02"),
    text: `Liebe Kolleginnen und Kollegen,

wegen der Sanierung der Fenster im 1. Stock gelten ab Dienstag, 29.09.2026, bis voraussichtlich 23.10. folgende Raumänderungen:

  Raum 1.04 (Klavier)  -> Raum 0.11 (Kammermusiksaal)
  Raum 1.06 (Gitarre)  -> Volksschule Altenstadt, Raum "Werken"
  Raum 1.07 (Musikkunde) -> Raum 0.03

Die Änderungen sind bereits im Lehrkräfteportal eingetragen.

Herbstvorspiel: Mittwoch, 18.11.2026, 18:30 Uhr. Bitte meldet die Schülerinnen und Schüler bis 30.10. im Portal an
(max. 3 pro Lehrkraft, Stücke nicht länger als 4 Minuten).

Danke und liebe Grüße
Sabine Gmeiner, Sekretariat
Tel. 05522 70 12 30 (Mo–Do 8–12 Uhr)`,
    html: null,
    enc: "8bit",
  },
  {
    family: "musikschule-ambergtal",
    group: "regional",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://portal.musikschule-ambergtal.at/passwort/neu/b61f0e2a-7d3c-4b9a-9f15-2c8e0a4d7731",
    from: "Musikschule Ambergtal – Lehrkräfteportal <portal@musikschule-ambergtal.at>",
    to: LENA,
    subject: "Lehrkräfteportal: Passwort zurücksetzen",
    date: on(10, 20, "06:48:16"),
    text: `Guten Tag Lena Moosbrugger,

wir haben eine Anfrage zum Zurücksetzen Ihres Passworts für das Lehrkräfteportal erhalten.

Klicken Sie auf den folgenden Link, um ein neues Passwort festzulegen:
https://portal.musikschule-ambergtal.at/passwort/neu/b61f0e2a-7d3c-4b9a-9f15-2c8e0a4d7731

Der Link ist 60 Minuten gültig. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese Nachricht.

Bei Problemen wenden Sie sich an das Sekretariat (05522 70 12 30).

-- 
Lehrkräfteportal der Musikschule Ambergtal`,
    html: `<p>Guten Tag Lena Moosbrugger,</p>
<p>wir haben eine Anfrage zum Zurücksetzen Ihres Passworts für das Lehrkräfteportal erhalten.</p>
<p><a href="https://portal.musikschule-ambergtal.at/passwort/neu/b61f0e2a-7d3c-4b9a-9f15-2c8e0a4d7731">Neues Passwort festlegen</a></p>
<p>Der Link ist 60 Minuten gültig. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese Nachricht.</p>
<p>Bei Problemen wenden Sie sich an das Sekretariat (05522 70 12 30).</p>
<p>-- <br>Lehrkräfteportal der Musikschule Ambergtal</p>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Coro Voci del Ceresio (choir, Lugano)

const ceresio_mails: Mail[] = [
  {
    family: "coro-voci-ceresio",
    group: "regional",
    lang: "it",
    kind: "invite-link",
    code: null,
    link: "https://soci.vocidelceresio.ch/invito/accetta?t=QzV4TjhyV2tMcE0y",
    from: "Coro Voci del Ceresio <segreteria@vocidelceresio.ch>",
    to: LENA,
    subject: "Benvenuta nel coro! Il tuo invito all'area soci",
    date: on(9, 6, "21:30:55"),
    enc: "qp",
    text: `Cara Lena,

è con grande gioia che ti diamo il benvenuto tra i contralti del Coro Voci del Ceresio!

Nell'area soci trovi gli spartiti da stampare, le tracce di studio per la tua voce, il calendario delle prove
e le comunicazioni del comitato. Per attivare il tuo accesso, accetta l'invito qui:

https://soci.vocidelceresio.ch/invito/accetta?t=QzV4TjhyV2tMcE0y

L'invito scade dopo 14 giorni.

Prove: ogni mercoledì, ore 20:00–22:00, Aula magna della Scuola media di Viganello (Via Boscioro 6, Lugano).
Quota sociale 2026/27: CHF 180.– (studenti CHF 90.–).

A presto, e porta una matita!
Giulia Ferrari
Segretaria`,
    html: `<html><body style="margin:0;background:#fbf8f2;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e8e0d0;">
<tr><td style="padding:24px 30px 8px;text-align:center;"><img src="https://www.vocidelceresio.ch/wp-content/uploads/2024/03/logo-voci-ceresio.png" alt="Coro Voci del Ceresio" width="160"></td></tr>
<tr><td style="padding:10px 30px 26px;font-size:16px;line-height:1.55;">
<p>Cara Lena,</p>
<p>è con grande gioia che ti diamo il benvenuto tra i <b>contralti</b> del Coro Voci del Ceresio!</p>
<p>Nell'area soci trovi gli spartiti da stampare, le tracce di studio per la tua voce, il calendario delle prove e le comunicazioni del comitato.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://soci.vocidelceresio.ch/invito/accetta?t=QzV4TjhyV2tMcE0y" style="background:#7a2e3a;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px;">Accetta l'invito</a></p>
<p style="font-size:13px;color:#777;text-align:center;">L'invito scade dopo 14 giorni.</p>
<p><b>Prove:</b> ogni mercoledì, ore 20:00–22:00, Aula magna della Scuola media di Viganello (Via Boscioro 6, Lugano).<br><b>Quota sociale 2026/27:</b> CHF 180.– (studenti CHF 90.–).</p>
<p>A presto, e porta una matita!<br>Giulia Ferrari<br><i>Segretaria</i></p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f4efe6;font-family:Arial,sans-serif;font-size:11px;color:#888;text-align:center;">Coro Voci del Ceresio · Casella postale 412 · 6900 Lugano · <a href="https://www.facebook.com/vocidelceresio" style="color:#888;">Facebook</a> · <a href="https://www.vocidelceresio.ch" style="color:#888;">vocidelceresio.ch</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "coro-voci-ceresio",
    group: "regional",
    lang: "it",
    kind: "rehearsal-notice",
    code: null,
    link: null,
    from: "Coro Voci del Ceresio <segreteria@vocidelceresio.ch>",
    to: "Contralti Voci del Ceresio <contralti@liste.vocidelceresio.ch>",
    subject: "[Voci del Ceresio] Prova supplementare sabato 17 ottobre + concerto di Avvento",
    date: on(10, 8, "12:02:38"),
    text: `Care e cari coristi,

in vista del concerto di Avvento (domenica 6 dicembre 2026, ore 17:00, Chiesa di Santa Maria degli Angioli, Lugano)
il maestro Paolo Cattaneo ha fissato una prova supplementare:

  Sabato 17 ottobre 2026, ore 14:00–17:30
  Oratorio di Castagnola, Via del Tiglio 3

Programma: Rheinberger, Messa in mi bemolle op. 109 (Kyrie e Gloria a memoria, per favore!),
Bruckner "Locus iste", Britten "A Hymn to the Virgin".

Le nuove tracce di studio sono già nell'area soci.
Chi non può partecipare avvisi il proprio capo registro entro il 13 ottobre.

Grazie e buona settimana,
il comitato

--
Hai ricevuto questo messaggio perché sei iscritta alla lista contralti@liste.vocidelceresio.ch.
Per disiscriverti: https://liste.vocidelceresio.ch/mailman/options/contralti`,
    html: null,
    enc: "8bit",
  },
  {
    family: "coro-voci-ceresio",
    group: "regional",
    lang: "it",
    kind: "fee-reminder",
    code: null,
    link: null,
    from: "Tesoreria Voci del Ceresio <tesoreria@vocidelceresio.ch>",
    to: LENA,
    subject: "Quota sociale 2026/27 – promemoria",
    date: on(10, 30, "19:25:11", "+0100"),
    text: `Cara Lena,

ti ricordiamo che la quota sociale 2026/27 di CHF 180.– è da versare entro il 15 novembre 2026.

Coordinate bancarie:
Coro Voci del Ceresio, 6900 Lugano
IBAN CH44 8080 8001 2345 6789 0 (Banca Raiffeisen del Ceresio)
Causale: Quota 2026/27 – Moosbrugger

In alternativa puoi pagare con zwinkpay al numero 079 512 33 08.

Se hai già pagato, considera questo messaggio come non ricevuto. Grazie!

Marco Bernasconi
Tesoriere`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;">
<p>Cara Lena,</p>
<p>ti ricordiamo che la quota sociale 2026/27 di <b>CHF 180.–</b> è da versare entro il <b>15 novembre 2026</b>.</p>
<p>Coordinate bancarie:<br>Coro Voci del Ceresio, 6900 Lugano<br>IBAN CH44 8080 8001 2345 6789 0 (Banca Raiffeisen del Ceresio)<br>Causale: Quota 2026/27 – Moosbrugger</p>
<p>In alternativa puoi pagare con zwinkpay al numero 079 512 33 08.</p>
<p>Se hai già pagato, considera questo messaggio come non ricevuto. Grazie!</p>
<p>Marco Bernasconi<br>Tesoriere</p></div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Klangflut (music streaming)

function klangflut(body: string, pre: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#000;">
<div style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;">${pre}</div>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#000000"><tr><td align="center">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="520">
<tr><td style="padding:36px 24px 24px;"><img src="https://mail-assets.klangflut.com/v3/klangflut-logo-teal.png" alt="Klangflut" width="126" height="32"></td></tr>
<tr><td style="padding:0 24px 30px;font-family:Circular,'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#e6e6e6;">${body}</td></tr>
<tr><td style="padding:20px 24px 40px;border-top:1px solid #333;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8c8c8c;">
<a href="https://www.klangflut.com/legal/terms" style="color:#8c8c8c;">Terms of Use</a> &nbsp; <a href="https://www.klangflut.com/legal/privacy" style="color:#8c8c8c;">Privacy Policy</a> &nbsp; <a href="https://support.klangflut.com" style="color:#8c8c8c;">Contact Us</a><br><br>
Klangflut GmbH, Schlesische Straße 29, 10997 Berlin, Germany · HRB 211034 B</td></tr>
</table></td></tr></table></body></html>`;
}

const klangflut_mails: Mail[] = [
  {
    family: "klangflut",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "918264",
    link: null,
    from: "Klangflut <no-reply@klangflut.com>",
    to: LENA,
    subject: "Your Klangflut login code",
    date: on(9, 13, "16:44:09"),
    enc: "qp",
    text: `Your login code

918264

Enter this code in the Klangflut app to log in. It's valid for 5 minutes.

Didn't try to log in? Someone may have typed your email address by mistake. You can ignore this email.

Klangflut GmbH, Schlesische Straße 29, 10997 Berlin, Germany`,
    html: klangflut(
      `<h1 style="margin:0 0 20px;font-size:30px;line-height:36px;color:#fff;">Your login code</h1>
<p style="margin:0 0 22px;font-size:40px;line-height:48px;font-weight:bold;letter-spacing:2px;color:#1fd1b2;">918264</p>
<p style="margin:0 0 18px;">Enter this code in the Klangflut app to log in. It's valid for 5 minutes.</p>
<p style="margin:0;font-size:13px;color:#a7a7a7;">Didn't try to log in? Someone may have typed your email address by mistake. You can ignore this email.</p>`,
      "Enter this code in the app. It's valid for 5 minutes.",
    ),
  },
  {
    family: "klangflut",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Klangflut <billing@klangflut.com>",
    to: LENA,
    subject: "Your Klangflut receipt",
    date: on(10, 9, "03:12:47"),
    text: `Thanks for being a Klangflut Premium Duo subscriber.

Receipt #KF-AT-20261009-773018
Date: 9 October 2026
Plan: Premium Duo (monthly)
Period: 9 Oct 2026 – 8 Nov 2026
Amount: EUR 15.99 (incl. 20% VAT EUR 2.67)
Payment method: Mastercard ending in 2210

Your next payment of EUR 15.99 is due on 9 November 2026.

Manage your plan: https://www.klangflut.com/account/subscription
Questions about billing? https://support.klangflut.com/billing

Klangflut GmbH, Schlesische Straße 29, 10997 Berlin, Germany`,
    html: klangflut(
      `<p style="margin:0 0 18px;font-size:22px;font-weight:bold;color:#fff;">Thanks for being a Premium Duo subscriber.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;color:#e6e6e6;">
<tr><td style="padding:6px 0;color:#a7a7a7;">Receipt</td><td align="right">#KF-AT-20261009-773018</td></tr>
<tr><td style="padding:6px 0;color:#a7a7a7;">Date</td><td align="right">9 October 2026</td></tr>
<tr><td style="padding:6px 0;color:#a7a7a7;">Plan</td><td align="right">Premium Duo (monthly)</td></tr>
<tr><td style="padding:6px 0;color:#a7a7a7;">Period</td><td align="right">9 Oct – 8 Nov 2026</td></tr>
<tr><td style="padding:6px 0;color:#a7a7a7;">Payment</td><td align="right">Mastercard •••• 2210</td></tr>
<tr><td style="padding:12px 0 6px;border-top:1px solid #333;font-weight:bold;color:#fff;">Total</td><td align="right" style="padding:12px 0 6px;border-top:1px solid #333;font-weight:bold;color:#fff;">EUR 15.99</td></tr>
<tr><td colspan="2" style="font-size:12px;color:#8c8c8c;">incl. 20% VAT EUR 2.67</td></tr>
</table>
<p style="margin:22px 0 0;font-size:14px;">Your next payment of EUR 15.99 is due on 9 November 2026. <a href="https://www.klangflut.com/account/subscription" style="color:#1fd1b2;">Manage your plan</a></p>`,
      "Premium Duo · EUR 15.99 · 9 October 2026",
    ),
  },
  {
    family: "klangflut",
    group: "consumer",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Klangflut <news@klangflut.com>",
    to: LENA,
    subject: "Lena, dein Herbst-Mix ist da 🍂",
    date: on(10, 22, "17:30:00"),
    enc: "b64",
    text: `Dein Herbst-Mix ist da

Wir haben 40 Titel für dich zusammengestellt – von Clara Schumann bis Nils Frahm, basierend auf dem, was du in den letzten Wochen gehört hast.

Jetzt anhören: https://open.klangflut.com/playlist/herbst-mix-lena?utm_source=email&utm_campaign=autumn26

Außerdem neu:
- "Üben mit Fokus" – 3 Stunden Klavierminimalismus ohne Gesang
- Live-Mitschnitt: Igor Levit, Wiener Konzerthaus, September 2026

Du erhältst diese E-Mail, weil du Empfehlungen von Klangflut abonniert hast.
Abmelden: https://www.klangflut.com/account/notifications?unsubscribe=recs

Klangflut GmbH, Schlesische Straße 29, 10997 Berlin`,
    html: klangflut(
      `<p style="margin:0 0 18px;"><a href="https://open.klangflut.com/playlist/herbst-mix-lena?utm_source=email&amp;utm_campaign=autumn26"><img src="https://mosaic.klangflut.com/herbst-mix/lena-88310.jpg" alt="Herbst-Mix Cover" width="472" style="display:block;border-radius:8px;"></a></p>
<h1 style="margin:0 0 12px;font-size:28px;color:#fff;">Dein Herbst-Mix ist da</h1>
<p style="margin:0 0 22px;">40 Titel für dich – von Clara Schumann bis Nils Frahm, basierend auf dem, was du in den letzten Wochen gehört hast.</p>
<p style="margin:0 0 28px;"><a href="https://open.klangflut.com/playlist/herbst-mix-lena?utm_source=email&amp;utm_campaign=autumn26" style="display:inline-block;background:#1fd1b2;color:#000;font-weight:bold;padding:13px 32px;border-radius:500px;text-decoration:none;">JETZT ANHÖREN</a></p>
<p style="margin:0 0 8px;font-weight:bold;color:#fff;">Außerdem neu</p>
<p style="margin:0 0 6px;">„Üben mit Fokus“ – 3 Stunden Klavierminimalismus ohne Gesang</p>
<p style="margin:0 0 22px;">Live-Mitschnitt: Igor Levit, Wiener Konzerthaus, September 2026</p>
<p style="margin:0;font-size:12px;color:#8c8c8c;">Du erhältst diese E-Mail, weil du Empfehlungen von Klangflut abonniert hast. <a href="https://www.klangflut.com/account/notifications?unsubscribe=recs" style="color:#8c8c8c;">Abmelden</a></p>`,
      "40 Titel von Clara Schumann bis Nils Frahm.",
    ),
  },
  {
    family: "klangflut",
    group: "consumer",
    lang: "en",
    kind: "new-login",
    code: null,
    link: null,
    from: "Klangflut <no-reply@klangflut.com>",
    to: LENA,
    subject: "New login to your Klangflut account",
    date: on(10, 31, "11:52:20", "+0100"),
    enc: "b64",
    text: `We noticed a new login to your Klangflut account.

Device: Samsung Smart TV (Tizen)
Location: Lugano, Switzerland (approximate)
Time: 31 October 2026, 11:51 CET

If this was you, you don't need to do anything.

If you don't recognise this login, change your password and sign out everywhere:
https://www.klangflut.com/account/security

Klangflut GmbH, Schlesische Straße 29, 10997 Berlin, Germany`,
    html: klangflut(
      `<h1 style="margin:0 0 18px;font-size:26px;color:#fff;">New login to your account</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;color:#e6e6e6;">
<tr><td style="padding:4px 16px 4px 0;color:#a7a7a7;">Device</td><td>Samsung Smart TV (Tizen)</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#a7a7a7;">Location</td><td>Lugano, Switzerland (approximate)</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#a7a7a7;">Time</td><td>31 October 2026, 11:51 CET</td></tr>
</table>
<p style="margin:20px 0 14px;">If this was you, you don't need to do anything.</p>
<p style="margin:0;">Don't recognise it? <a href="https://www.klangflut.com/account/security" style="color:#1fd1b2;">Change your password and sign out everywhere</a>.</p>`,
      "Samsung Smart TV · Lugano, Switzerland",
    ),
  },
];

// ---------------------------------------------------------------- Alpentakt Bahn (rail, Switzerland)

const alpentakt_mails: Mail[] = [
  {
    family: "alpentakt-bahn",
    group: "regional",
    lang: "de",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Alpentakt Bahn <tickets@alpentakt.ch>",
    to: LENA,
    subject: "Ihr Billett: Zürich HB – Lugano, Sa 03.10.2026",
    date: on(9, 27, "19:58:22"),
    enc: "qp",
    text: `Guten Tag Lena Moosbrugger

Vielen Dank für Ihren Kauf. Ihr Billett finden Sie im Anhang (PDF) und in der Alpentakt-App unter "Meine Reisen".

Auftragsnummer: 8841 2270 5513
Reisende: Lena Moosbrugger (Halbtax)

Hinfahrt Sa, 03.10.2026
  Zürich HB ab 14:09, Gleis 32  ->  Lugano an 16:08
  IC 2 10867, Wagen 8 (2. Klasse), Platz 64 reserviert

Rückfahrt So, 04.10.2026
  Lugano ab 10:02  ->  Zürich HB an 12:00

Preis: CHF 49.60 (Sparbillett, zuggebunden)
Bezahlt mit: TWINT

Bitte halten Sie Ihr Billett und den Halbtax-Ausweis bei der Kontrolle bereit. Sparbillette sind nur im gewählten Zug gültig.

Gute Reise!
Alpentakt Bahn AG · Bahnhofplatz 9 · 7000 Chur · Kundendienst 0848 44 22 00 (CHF 0.08/Min.)`,
    html: `<html><body style="margin:0;background:#f0f0f0;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#c8102e;padding:14px 24px;color:#fff;font-size:18px;font-weight:bold;">Alpentakt<span style="font-weight:normal;"> Bahn</span></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#222;">
<p>Guten Tag Lena Moosbrugger</p>
<p>Vielen Dank für Ihren Kauf. Ihr Billett finden Sie im Anhang (PDF) und in der Alpentakt-App unter «Meine Reisen».</p>
<p style="color:#666;font-size:12px;">Auftragsnummer 8841 2270 5513 · Reisende: Lena Moosbrugger (Halbtax)</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #ddd;font-size:14px;">
<tr style="background:#f7f7f7;"><td colspan="2"><b>Hinfahrt</b> Sa, 03.10.2026</td></tr>
<tr><td width="70">14:09<br>16:08</td><td>Zürich HB, Gl. 32<br>Lugano<br><span style="color:#666;font-size:12px;">IC 2 10867 · Wagen 8 · 2. Kl. · Platz 64</span></td></tr>
<tr style="background:#f7f7f7;"><td colspan="2"><b>Rückfahrt</b> So, 04.10.2026</td></tr>
<tr><td>10:02<br>12:00</td><td>Lugano<br>Zürich HB</td></tr>
</table>
<p style="margin-top:16px;"><b>Preis: CHF 49.60</b> (Sparbillett, zuggebunden) · bezahlt mit TWINT</p>
<p style="font-size:12px;color:#666;">Bitte halten Sie Ihr Billett und den Halbtax-Ausweis bei der Kontrolle bereit. Sparbillette sind nur im gewählten Zug gültig.</p>
<p>Gute Reise!</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:11px;color:#777;">Alpentakt Bahn AG · Bahnhofplatz 9 · 7000 Chur · Kundendienst 0848 44 22 00 (CHF 0.08/Min.) · <a href="https://www.alpentakt.ch/agb" style="color:#777;">AGB</a> · <a href="https://www.alpentakt.ch/datenschutz" style="color:#777;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: ["Billett_884122705513.pdf", "application/pdf", pdf("Alpentakt Billett 8841 2270 5513")],
  },
  {
    family: "alpentakt-bahn",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link:
      "https://login.alpentakt.ch/realms/kunden/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.a1b2c3d4e5.Kf82xQ&client_id=webshop",
    from: "Alpentakt Bahn <noreply@alpentakt.ch>",
    to: LENA,
    subject: "Vérifiez votre adresse e-mail pour votre compte Alpentakt",
    date: on(9, 26, "22:41:05"),
    text: `Bonjour,

Vous avez créé un compte client Alpentakt avec cette adresse e-mail. Pour l'activer, veuillez vérifier votre adresse en ouvrant le lien ci-dessous :

https://login.alpentakt.ch/realms/kunden/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.a1b2c3d4e5.Kf82xQ&client_id=webshop

Ce lien expire dans 12 heures.

Si vous n'avez pas créé de compte, ignorez simplement ce message.

Alpentakt Bahn SA · Bahnhofplatz 9 · 7000 Coire`,
    html: `<html><body>
<p>Bonjour,</p>
<p>Vous avez créé un compte client Alpentakt avec cette adresse e-mail. Pour l'activer, veuillez vérifier votre adresse en ouvrant le lien ci-dessous&nbsp;:</p>
<p><a href="https://login.alpentakt.ch/realms/kunden/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.a1b2c3d4e5.Kf82xQ&amp;client_id=webshop" rel="nofollow">Lien pour vérifier l'adresse e-mail</a></p>
<p>Ce lien expire dans 12 heures.</p>
<p>Si vous n'avez pas créé de compte, ignorez simplement ce message.</p>
<p style="color:#777;font-size:12px;">Alpentakt Bahn SA · Bahnhofplatz 9 · 7000 Coire</p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "alpentakt-bahn",
    group: "regional",
    lang: "it",
    kind: "delay-compensation",
    code: null,
    link: null,
    from: "Alpentakt Bahn – Servizio clienti <servizioclienti@alpentakt.ch>",
    to: LENA,
    subject: "Indennizzo per ritardo – pratica 2026-RT-118064",
    date: on(10, 13, "09:37:58"),
    enc: "b64",
    text: `Gentile signora Moosbrugger,

ci scusiamo per il ritardo di 64 minuti del treno IC 2 10892 del 4 ottobre 2026 (Lugano – Zürich HB),
causato da un guasto alla linea di contatto nella galleria del Monte Ceneri.

Le riconosciamo un indennizzo pari al 50 % del prezzo del biglietto, cioè CHF 12.40, sotto forma di buono:

  Codice buono: ATB-7731-KQNP
  Valore: CHF 12.40
  Valido fino al: 13.10.2027, su alpentakt.ch e nell'app

Il buono non è cumulabile con altre promozioni e non può essere convertito in contanti.

Cordiali saluti
Servizio clienti Alpentakt
Tel. 0848 44 22 00`,
    html: null,
  },
];

// ---------------------------------------------------------------- Helvecura (health insurer, Switzerland)

function helvecura(body: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Source Sans Pro',Arial,sans-serif;color:#24323d;">
<tr><td style="padding:22px 30px;"><img src="https://www.helvecura.ch/etc/mail/helvecura-logo.png" alt="Helvecura" width="140" height="36"></td></tr>
<tr><td style="height:4px;background:linear-gradient(90deg,#00857c,#7fc6b4);font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:28px 30px;font-size:16px;line-height:24px;">${body}</td></tr>
<tr><td style="padding:20px 30px;background:#f2f6f5;font-size:12px;line-height:18px;color:#5f6f7a;">
Helvecura Kranken- und Unfallversicherung AG · Laupenstrasse 18 · 3008 Bern<br>
Kundenservice 031 960 41 11 · Mo–Fr 8–18 Uhr · <a href="https://www.helvecura.ch/kontakt" style="color:#00857c;">Kontakt</a> · <a href="https://www.helvecura.ch/datenschutz" style="color:#00857c;">Datenschutz</a><br>
Bitte antworten Sie nicht auf diese E-Mail.</td></tr>
</table></td></tr></table></body></html>`;
}

const helvecura_mails: Mail[] = [
  {
    family: "helvecura",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "728194",
    link: null,
    from: "myHelvecura <no-reply@my.helvecura.ch>",
    to: LENA,
    subject: "Ihr Einmalcode für myHelvecura",
    date: on(9, 17, "12:03:31"),
    text: `Grüezi Frau Moosbrugger

Ihr Einmalcode für die Anmeldung bei myHelvecura lautet:

72 81 94

Der Code ist 10 Minuten gültig. Geben Sie ihn nie an Dritte weiter – auch nicht an Mitarbeitende von Helvecura.

Freundliche Grüsse
Ihre Helvecura

Helvecura Kranken- und Unfallversicherung AG · Laupenstrasse 18 · 3008 Bern`,
    html: helvecura(`<p style="margin:0 0 16px;">Grüezi Frau Moosbrugger</p>
<p style="margin:0 0 16px;">Ihr Einmalcode für die Anmeldung bei myHelvecura lautet:</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:3px;color:#00857c;">72 81 94</p>
<p style="margin:0 0 16px;">Der Code ist 10 Minuten gültig. Geben Sie ihn nie an Dritte weiter – auch nicht an Mitarbeitende von Helvecura.</p>
<p style="margin:0;">Freundliche Grüsse<br>Ihre Helvecura</p>`),
    enc: "qp",
  },
  {
    family: "helvecura",
    group: "regional",
    lang: "de",
    kind: "document-available",
    code: null,
    link: null,
    from: "myHelvecura <no-reply@my.helvecura.ch>",
    to: LENA,
    subject: "Neues Dokument: Leistungsabrechnung vom 05.10.2026",
    date: on(10, 5, "07:04:12"),
    text: `Grüezi Frau Moosbrugger

In myHelvecura steht ein neues Dokument für Sie bereit:

  Leistungsabrechnung Nr. 61-0038127
  Leistungserbringer: Physiotherapie Seefeld, Zürich
  Rechnungsbetrag: CHF 486.40
  Vergütung durch Helvecura: CHF 385.75 (abzüglich Franchise und Selbstbehalt)

Die Vergütung wird innert 5 Arbeitstagen auf Ihr Konto überwiesen.

Das Dokument finden Sie in der App unter «Dokumente» oder auf https://my.helvecura.ch.

Freundliche Grüsse
Ihre Helvecura`,
    html: helvecura(`<p style="margin:0 0 16px;">Grüezi Frau Moosbrugger</p>
<p style="margin:0 0 16px;">In myHelvecura steht ein neues Dokument für Sie bereit:</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:15px;background:#f2f6f5;">
<tr><td style="color:#5f6f7a;">Dokument</td><td>Leistungsabrechnung Nr. 61-0038127</td></tr>
<tr><td style="color:#5f6f7a;">Leistungserbringer</td><td>Physiotherapie Seefeld, Zürich</td></tr>
<tr><td style="color:#5f6f7a;">Rechnungsbetrag</td><td>CHF 486.40</td></tr>
<tr><td style="color:#5f6f7a;">Vergütung</td><td><b>CHF 385.75</b> (abzüglich Franchise und Selbstbehalt)</td></tr>
</table>
<p style="margin:16px 0;">Die Vergütung wird innert 5 Arbeitstagen auf Ihr Konto überwiesen.</p>
<p style="margin:0 0 16px;"><a href="https://my.helvecura.ch/dokumente" style="display:inline-block;border:2px solid #00857c;color:#00857c;padding:9px 20px;border-radius:22px;text-decoration:none;font-weight:bold;">Zu myHelvecura</a></p>
<p style="margin:0;">Freundliche Grüsse<br>Ihre Helvecura</p>`),
    enc: "b64",
  },
  {
    family: "helvecura",
    group: "regional",
    lang: "de",
    kind: "premium-change",
    code: null,
    link: null,
    from: "Helvecura <info@helvecura.ch>",
    to: LENA,
    subject: "Ihre Police 2027: Prämien und Änderungen",
    date: on(10, 26, "10:00:00", "+0100"),
    text: `Grüezi Frau Moosbrugger

Die Prämien für 2027 sind festgelegt. Ihre neue Police (Versichertennummer 756.4412.8830.17) ist in myHelvecura abgelegt.

Grundversicherung Hausarztmodell, Franchise CHF 1'500, Prämienregion ZH-1
  2026: CHF 351.20 / Monat
  2027: CHF 368.90 / Monat

Zusatzversicherung "Komplementär Plus": unverändert CHF 24.50 / Monat

Sie möchten Ihre Franchise oder Ihr Modell ändern? Das ist bis 30. November 2026 möglich.
Unsere Beraterin Frau Kälin erreichen Sie unter 031 960 41 23.

Freundliche Grüsse
Helvecura Kranken- und Unfallversicherung AG`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- eSteuern Kanton Linthal (tax e-service)

function linthal(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#000;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:10px 0;border-bottom:2px solid #000;"><img src="https://www.steuern.linthal.ch/res/wappen_linthal.png" alt="Wappen Kanton Linthal" width="32" height="38" style="vertical-align:middle;"> <b style="font-size:15px;vertical-align:middle;">Kanton Linthal</b> <span style="vertical-align:middle;">· Steuerverwaltung · eSteuern</span></td></tr>
<tr><td style="padding:18px 0;line-height:19px;">${body}</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #999;font-size:11px;color:#555;">Kantonale Steuerverwaltung Linthal · Regierungsplatz 2 · 8750 Glarisau · Telefon 055 646 61 50 · <a href="https://www.steuern.linthal.ch">www.steuern.linthal.ch</a><br>Dies ist eine automatisch generierte Nachricht. Antworten an diese Adresse werden nicht bearbeitet.</td></tr>
</table></body></html>`;
}

const linthal_mails: Mail[] = [
  {
    family: "esteuern-linthal",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "31770592",
    link: null,
    from: "eSteuern Kanton Linthal <noreply@steuern.linthal.ch>",
    to: LENA,
    subject: "eSteuern: Bestätigungscode für die Anmeldung",
    date: on(9, 18, "20:12:40"),
    text: `Sehr geehrte Frau Moosbrugger

Sie melden sich bei eSteuern Kanton Linthal an.
Bitte geben Sie den folgenden Bestätigungscode ein:

    3177 0592

Der Code ist 10 Minuten gültig.

Steuerpflichtige Person: Moosbrugger Lena, Register-Nr. 441.208.77
Steuerperiode: 2025 (Quellensteuer – nachträgliche ordentliche Veranlagung)

Falls Sie keine Anmeldung veranlasst haben, melden Sie dies bitte der Steuerverwaltung unter 055 646 61 50.

Kantonale Steuerverwaltung Linthal`,
    html: linthal(`<p>Sehr geehrte Frau Moosbrugger</p>
<p>Sie melden sich bei eSteuern Kanton Linthal an. Bitte geben Sie den folgenden Bestätigungscode ein:</p>
<p style="font-size:22px;font-weight:bold;font-family:'Courier New',monospace;margin:16px 0;">3177 0592</p>
<p>Der Code ist 10 Minuten gültig.</p>
<table cellpadding="3" cellspacing="0" style="font-size:12px;"><tr><td>Steuerpflichtige Person:</td><td>Moosbrugger Lena, Register-Nr. 441.208.77</td></tr><tr><td>Steuerperiode:</td><td>2025 (Quellensteuer – nachträgliche ordentliche Veranlagung)</td></tr></table>
<p>Falls Sie keine Anmeldung veranlasst haben, melden Sie dies bitte der Steuerverwaltung unter 055 646 61 50.</p>
<p>Kantonale Steuerverwaltung Linthal</p>`),
    enc: "qp",
  },
  {
    family: "esteuern-linthal",
    group: "regional",
    lang: "de",
    kind: "deadline-extension",
    code: null,
    link: null,
    from: "eSteuern Kanton Linthal <noreply@steuern.linthal.ch>",
    to: LENA,
    subject: "Fristerstreckung bewilligt – Steuererklärung 2025",
    date: on(9, 18, "20:19:03"),
    text: `Sehr geehrte Frau Moosbrugger

Ihr Gesuch um Fristerstreckung wurde bewilligt.

Register-Nr.: 441.208.77
Steuerperiode: 2025
Neue Frist für die Einreichung: 30.11.2026
Gebühr: keine (erste Erstreckung)

Eine weitere Erstreckung ist nur mit schriftlicher Begründung möglich.

Kantonale Steuerverwaltung Linthal
Regierungsplatz 2 · 8750 Glarisau · 055 646 61 50`,
    html: linthal(`<p>Sehr geehrte Frau Moosbrugger</p>
<p>Ihr Gesuch um Fristerstreckung wurde bewilligt.</p>
<table cellpadding="3" cellspacing="0"><tr><td>Register-Nr.:</td><td>441.208.77</td></tr><tr><td>Steuerperiode:</td><td>2025</td></tr><tr><td>Neue Frist für die Einreichung:</td><td><b>30.11.2026</b></td></tr><tr><td>Gebühr:</td><td>keine (erste Erstreckung)</td></tr></table>
<p>Eine weitere Erstreckung ist nur mit schriftlicher Begründung möglich.</p>
<p>Kantonale Steuerverwaltung Linthal</p>`),
  },
  {
    family: "esteuern-linthal",
    group: "regional",
    lang: "de",
    kind: "assessment-available",
    code: null,
    link: null,
    from: "eSteuern Kanton Linthal <noreply@steuern.linthal.ch>",
    to: LENA,
    subject: "Neue Verfügung in Ihrem eSteuern-Postfach",
    date: on(10, 29, "15:26:48", "+0100"),
    enc: "b64",
    text: `Sehr geehrte Frau Moosbrugger

In Ihrem eSteuern-Postfach ist eine neue Verfügung eingegangen:

  Dokument: Veranlagungsverfügung Staats- und Gemeindesteuern 2025
  Register-Nr.: 441.208.77
  Datum der Verfügung: 28.10.2026
  Rückerstattung Quellensteuer: CHF 1'216.35

Die Einsprachefrist von 30 Tagen beginnt mit der Zustellung der Verfügung.
Sie finden das Dokument nach der Anmeldung unter https://esteuern.linthal.ch im Bereich «Postfach».

Kantonale Steuerverwaltung Linthal`,
    html: linthal(`<p>Sehr geehrte Frau Moosbrugger</p>
<p>In Ihrem eSteuern-Postfach ist eine neue Verfügung eingegangen:</p>
<table cellpadding="3" cellspacing="0"><tr><td>Dokument:</td><td>Veranlagungsverfügung Staats- und Gemeindesteuern 2025</td></tr><tr><td>Register-Nr.:</td><td>441.208.77</td></tr><tr><td>Datum der Verfügung:</td><td>28.10.2026</td></tr><tr><td>Rückerstattung Quellensteuer:</td><td>CHF 1'216.35</td></tr></table>
<p>Die Einsprachefrist von 30 Tagen beginnt mit der Zustellung der Verfügung.</p>
<p>Sie finden das Dokument nach der Anmeldung unter <a href="https://esteuern.linthal.ch">esteuern.linthal.ch</a> im Bereich «Postfach».</p>
<p>Kantonale Steuerverwaltung Linthal</p>`),
  },
];

// ---------------------------------------------------------------- ScoreLoom (sheet-music app, US)

function scoreloom(body: string, pre: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#f7f4ee;">
<div style="display:none;max-height:0px;overflow:hidden;">${pre}</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f7f4ee"><tr><td align="center" valign="top" style="padding:30px 10px;">
<table width="540" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="border:1px solid #e7e0d2;">
<tr><td style="padding:26px 34px 6px;font-family:Georgia,serif;font-size:22px;color:#3b2f63;">&#119070; ScoreLoom</td></tr>
<tr><td style="padding:14px 34px 30px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#2f2a26;">${body}</td></tr>
</table>
<table width="540" border="0" cellspacing="0" cellpadding="0"><tr><td style="padding:18px 10px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#9a9186;text-align:center;">
ScoreLoom, Inc. · 1122 SE Morrison St, Suite 300 · Portland, OR 97214 · USA<br>
<a href="https://email.scoreloom.app/c/eJyFkMFqwzAQRH9F-prefs" style="color:#9a9186;">Email preferences</a> · <a href="https://scoreloom.app/privacy" style="color:#9a9186;">Privacy</a> · <a href="https://scoreloom.app/help" style="color:#9a9186;">Help</a></td></tr></table>
</td></tr></table></body></html>`;
}

const scoreloom_mails: Mail[] = [
  {
    family: "scoreloom",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://email.scoreloom.app/c/eJyNkE1uwzAIha9S-auqUmXKT-sMl_D_RaQRwYjwdpBj5eFz-ZZNemq4",
    from: "ScoreLoom <signin@scoreloom.app>",
    to: LENA,
    subject: "Your sign-in link for ScoreLoom",
    date: on(9, 10, "23:04:27"),
    enc: "qp",
    text: `Hi Lena,

Tap the link below to sign in to ScoreLoom on "Lena's iPad Pro". It can be used once and expires in 15 minutes.

Sign in to ScoreLoom:
https://email.scoreloom.app/c/eJyNkE1uwzAIha9S-auqUmXKT-sMl_D_RaQRwYjwdpBj5eFz-ZZNemq4

If you didn't ask to sign in, you can safely ignore this email — nobody can get into your library without this link.

Happy practicing,
The ScoreLoom team`,
    html: scoreloom(
      `<p style="margin:0 0 16px;">Hi Lena,</p>
<p style="margin:0 0 24px;">Tap the button below to sign in to ScoreLoom on <strong>Lena's iPad Pro</strong>. It can be used once and expires in 15 minutes.</p>
<table border="0" cellspacing="0" cellpadding="0"><tr><td bgcolor="#3b2f63" style="border-radius:4px;"><a href="https://email.scoreloom.app/c/eJyNkE1uwzAIha9S-auqUmXKT-sMl_D_RaQRwYjwdpBj5eFz-ZZNemq4" style="display:inline-block;padding:12px 28px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Sign in to ScoreLoom</a></td></tr></table>
<p style="margin:24px 0 0;font-size:13px;color:#7a7169;">If you didn't ask to sign in, you can safely ignore this email — nobody can get into your library without this link.</p>`,
      "Use this link once within 15 minutes.",
    ),
  },
  {
    family: "scoreloom",
    group: "consumer",
    lang: "en",
    kind: "comment-notification",
    code: null,
    link: null,
    from: "ScoreLoom <notifications@scoreloom.app>",
    to: LENA,
    subject: "Oliver Hartley commented on “Gurlitt – Op. 82 No. 65”",
    date: on(9, 16, "18:47:51", "+0100"),
    text: `Oliver Hartley commented on a score you shared with him:

"Gurlitt – Op. 82 No. 65", page 1, bar 12

  "Is it OK to use finger 4 here instead of 3? My hand keeps slipping."

Reply in ScoreLoom: https://scoreloom.app/s/8QpZ2x/comments/55120

You're getting this because you shared this score with your studio "Moosbrugger Piano Online".
Turn off comment emails: https://email.scoreloom.app/c/eJyFkMFqwzAQRH9F-prefs

ScoreLoom, Inc. · 1122 SE Morrison St, Suite 300 · Portland, OR 97214`,
    html: scoreloom(
      `<p style="margin:0 0 14px;"><strong>Oliver Hartley</strong> commented on a score you shared with him:</p>
<p style="margin:0 0 6px;font-size:13px;color:#7a7169;">Gurlitt – Op. 82 No. 65 · page 1 · bar 12</p>
<p style="margin:0 0 22px;padding:12px 16px;border-left:3px solid #c9a227;background:#fbf8f1;">Is it OK to use finger 4 here instead of 3? My hand keeps slipping.</p>
<p style="margin:0 0 22px;"><a href="https://scoreloom.app/s/8QpZ2x/comments/55120" style="color:#3b2f63;font-weight:bold;">Reply in ScoreLoom →</a></p>
<p style="margin:0;font-size:12px;color:#9a9186;">You're getting this because you shared this score with your studio “Moosbrugger Piano Online”.</p>`,
      "“Is it OK to use finger 4 here instead of 3?”",
    ),
  },
  {
    family: "scoreloom",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "ScoreLoom Billing <billing@scoreloom.app>",
    to: LENA,
    subject: "Receipt for your ScoreLoom Studio plan (#SL-2026-0481177)",
    date: on(10, 10, "14:18:09"),
    enc: "b64",
    text: `Receipt #SL-2026-0481177
Paid October 10, 2026

ScoreLoom Studio (annual) – up to 25 students     USD 119.00
Austrian VAT (20%)                                 USD 23.80
Total                                              USD 142.80

Charged to Visa ending 9052.
Your plan renews on October 10, 2027.

Need an invoice with your business address? Add it under Settings → Billing and download it again:
https://scoreloom.app/settings/billing

ScoreLoom, Inc. · 1122 SE Morrison St, Suite 300 · Portland, OR 97214 · USA`,
    html: scoreloom(
      `<p style="margin:0 0 4px;font-size:13px;color:#7a7169;">Receipt #SL-2026-0481177 · Paid October 10, 2026</p>
<p style="margin:0 0 20px;font-size:28px;font-weight:bold;">USD 142.80</p>
<table width="100%" border="0" cellspacing="0" cellpadding="6" style="font-size:14px;border-top:1px solid #e7e0d2;">
<tr><td>ScoreLoom Studio (annual) – up to 25 students</td><td align="right">USD 119.00</td></tr>
<tr><td>Austrian VAT (20%)</td><td align="right">USD 23.80</td></tr>
<tr><td style="border-top:1px solid #e7e0d2;"><strong>Total</strong></td><td align="right" style="border-top:1px solid #e7e0d2;"><strong>USD 142.80</strong></td></tr>
</table>
<p style="margin:18px 0 0;font-size:14px;">Charged to Visa ending 9052. Your plan renews on October 10, 2027.</p>
<p style="margin:12px 0 0;font-size:13px;color:#7a7169;">Need an invoice with your business address? Add it under <a href="https://scoreloom.app/settings/billing" style="color:#3b2f63;">Settings → Billing</a>.</p>`,
      "USD 142.80 paid for ScoreLoom Studio (annual).",
    ),
  },
];

// ---------------------------------------------------------------- Metronimo (practice tracking app)

const metronimo_mails: Mail[] = [
  {
    family: "metronimo",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "493817",
    link: "https://app.metronimo.io/verify-email?token=mtn_v1_4bd8e2f01a7c93e6&email=lena%40moosbrugger-musik.at",
    from: "Metronimo <team@metronimo.io>",
    to: LENA,
    subject: "Verify your Metronimo teacher account",
    date: on(9, 5, "09:55:14"),
    text: `Hey Lena 👋

Thanks for creating a teacher account on Metronimo. One quick step before you can invite students:

Enter this code in the app: 493817

...or verify in your browser:
https://app.metronimo.io/verify-email?token=mtn_v1_4bd8e2f01a7c93e6&email=lena%40moosbrugger-musik.at

The code and link expire in 60 minutes.

— Jonah & the Metronimo crew
Metronimo Labs Pty Ltd · 88 Smith St, Fitzroy VIC 3065, Australia`,
    html:
      `<div style="max-width:520px;margin:0 auto;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.6;color:#1e1e24;">
<p style="margin:24px 0;"><img src="https://metronimo.io/brand/metronimo-wordmark@2x.png" alt="Metronimo" width="128"></p>
<p>Hey Lena 👋</p>
<p>Thanks for creating a teacher account on Metronimo. One quick step before you can invite students:</p>
<p style="margin:4px 0 2px;font-size:13px;color:#6b6b76;">Enter this code in the app</p>
<div style="font-size:30px;font-weight:700;letter-spacing:10px;font-family:ui-monospace,Menlo,monospace;padding:14px 18px;background:#fff4e0;border-radius:10px;display:inline-block;">493817</div>
<p style="margin:22px 0 8px;font-size:13px;color:#6b6b76;">…or verify in your browser</p>
<p><a href="https://app.metronimo.io/verify-email?token=mtn_v1_4bd8e2f01a7c93e6&amp;email=lena%40moosbrugger-musik.at" style="background:#ff8a00;color:#1e1e24;font-weight:600;padding:10px 22px;border-radius:999px;text-decoration:none;display:inline-block;">Verify email</a></p>
<p style="font-size:13px;color:#6b6b76;">The code and link expire in 60 minutes.</p>
<p>— Jonah &amp; the Metronimo crew</p>
<hr style="border:none;border-top:1px solid #eee;">
<p style="font-size:11px;color:#9a9aa6;">Metronimo Labs Pty Ltd · 88 Smith St, Fitzroy VIC 3065, Australia · <a href="https://metronimo.io/privacy" style="color:#9a9aa6;">Privacy</a></p>
</div>`,
    enc: "qp",
  },
  {
    family: "metronimo",
    group: "consumer",
    lang: "en",
    kind: "weekly-summary",
    code: null,
    link: null,
    from: "Metronimo <digest@metronimo.io>",
    to: LENA,
    subject: "Your studio this week: 6 of 9 students hit their practice goal",
    date: on(10, 18, "08:00:00"),
    text: `Studio summary · 12–18 October 2026

Students who hit their goal: 6 of 9
Total practice time: 21 h 40 min (+12% vs last week)
Longest streak: Priya N. – 23 days 🔥

Needs a nudge:
- Oliver H.: 35 min (goal 2 h)
- Mia Z.: 50 min (goal 1 h 30 min)
- Jonas F.: no practice logged since 13 Oct

Open your studio dashboard: https://app.metronimo.io/studio/lena-moosbrugger

You can change how often you receive this summary in Settings → Notifications.
Metronimo Labs Pty Ltd · 88 Smith St, Fitzroy VIC 3065, Australia`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Verzasca Piano Academy (summer academy)

const verzasca_mails: Mail[] = [
  {
    family: "verzasca-piano-academy",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "7H3K9P",
    link: "https://apply.verzasca-academy.ch/account/confirm?u=2291&c=7H3K9P&sig=0f4c1e88b2",
    from: "Verzasca Piano Academy – Applications <apply@verzasca-academy.ch>",
    to: LENA,
    subject: "Confirm your email – Verzasca Piano Academy 2027 applications",
    date: on(10, 4, "16:26:33"),
    text: `Dear Lena Moosbrugger,

Thank you for starting an application for the Verzasca Piano Academy, 18–31 July 2027 (Teachers' Masterclass track).

Please confirm your email address to continue. Either enter this confirmation code on the application page:

  7H3K9P

or open this link:
https://apply.verzasca-academy.ch/account/confirm?u=2291&c=7H3K9P&sig=0f4c1e88b2

Your draft is saved. The application deadline is 15 January 2027.

Kind regards,
Application Office
Verzasca Piano Academy · Casa Rustico 14 · 6637 Sonogno · Switzerland`,
    html: `<html><body style="font-family:'Times New Roman',serif;font-size:16px;color:#202020;background:#ffffff;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0;border-bottom:1px solid #b9a77a;text-align:center;font-size:13px;letter-spacing:4px;color:#6d5f3a;">VERZASCA PIANO ACADEMY · 2027</td></tr>
<tr><td style="padding:24px 0;line-height:1.55;">
<p>Dear Lena Moosbrugger,</p>
<p>Thank you for starting an application for the Verzasca Piano Academy, 18–31 July 2027 (Teachers' Masterclass track).</p>
<p>Please confirm your email address to continue. Either enter this confirmation code on the application page:</p>
<p style="text-align:center;font-size:26px;letter-spacing:6px;font-family:Courier,monospace;"><b>7H3K9P</b></p>
<p>or open this link:<br><a href="https://apply.verzasca-academy.ch/account/confirm?u=2291&amp;c=7H3K9P&amp;sig=0f4c1e88b2">https://apply.verzasca-academy.ch/account/confirm?u=2291&amp;c=7H3K9P&amp;sig=0f4c1e88b2</a></p>
<p>Your draft is saved. The application deadline is 15 January 2027.</p>
<p>Kind regards,<br>Application Office</p>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #b9a77a;font-size:12px;color:#6d5f3a;text-align:center;">Verzasca Piano Academy · Casa Rustico 14 · 6637 Sonogno · Switzerland · <a href="https://www.verzasca-academy.ch" style="color:#6d5f3a;">verzasca-academy.ch</a></td></tr>
</table></body></html>`,
  },
  {
    family: "verzasca-piano-academy",
    group: "consumer",
    lang: "en",
    kind: "application-received",
    code: null,
    link: null,
    from: "Verzasca Piano Academy – Applications <apply@verzasca-academy.ch>",
    to: LENA,
    subject: "Application VPA-27-0142 received",
    date: on(10, 25, "11:09:45", "+0100"),
    enc: "qp",
    text: `Dear Lena Moosbrugger,

We have received your complete application for the Teachers' Masterclass track (18–31 July 2027).

Application number: VPA-27-0142
Application fee: CHF 80.00 – paid on 25 October 2026 (Mastercard •••• 2210)
Recording: "Schumann, Kinderszenen op. 15, Nos. 1, 7, 12" – uploaded

The jury will review all applications after the deadline of 15 January 2027. You will hear from us by 28 February 2027.
There is nothing else you need to do for now.

Kind regards,
Application Office
Verzasca Piano Academy · Casa Rustico 14 · 6637 Sonogno · Switzerland · +41 91 746 02 19`,
    html: `<html><body style="font-family:'Times New Roman',serif;font-size:16px;color:#202020;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0;border-bottom:1px solid #b9a77a;text-align:center;font-size:13px;letter-spacing:4px;color:#6d5f3a;">VERZASCA PIANO ACADEMY · 2027</td></tr>
<tr><td style="padding:24px 0;line-height:1.55;">
<p>Dear Lena Moosbrugger,</p>
<p>We have received your complete application for the Teachers' Masterclass track (18–31 July 2027).</p>
<table cellpadding="4" style="font-size:15px;">
<tr><td style="color:#6d5f3a;">Application number</td><td><b>VPA-27-0142</b></td></tr>
<tr><td style="color:#6d5f3a;">Application fee</td><td>CHF 80.00 – paid on 25 October 2026 (Mastercard •••• 2210)</td></tr>
<tr><td style="color:#6d5f3a;">Recording</td><td>Schumann, Kinderszenen op. 15, Nos. 1, 7, 12 – uploaded</td></tr>
</table>
<p>The jury will review all applications after the deadline of 15 January 2027. You will hear from us by 28 February 2027. There is nothing else you need to do for now.</p>
<p>Kind regards,<br>Application Office</p>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #b9a77a;font-size:12px;color:#6d5f3a;text-align:center;">Verzasca Piano Academy · Casa Rustico 14 · 6637 Sonogno · Switzerland · +41 91 746 02 19</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Brassfield Editions (publisher newsletter)

const brassfield_mails: Mail[] = [
  {
    family: "brassfield-editions",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Brassfield Editions <news@brassfield-editions.co.uk>",
    to: LENA,
    subject: "New for teachers: graded duets, a Fauré Urtext and 15% off until Sunday",
    date: on(10, 15, "15:00:00"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://brassfield-editions.co.uk/unsub?e=bGVuYUBtb29z>"], ["Precedence", "bulk"]],
    text: `BRASSFIELD EDITIONS — Teachers' Letter, October 2026

NEW THIS MONTH
* "Side by Side" – 24 graded teacher/student duets, Initial to Grade 3 (£12.95)
  https://brassfield-editions.co.uk/side-by-side?utm_source=newsletter&utm_medium=email
* Fauré, Nocturnes 1–6, new Urtext edited by Claire Devereux (£18.50)
* Free download: a printable practice chart for the autumn term

AUTUMN TEACHER OFFER
15% off all educational titles until Sunday 18 October with code AUTUMN15 at checkout.
(Not valid on gift cards or exam syllabus packs.)

EVENT
Online workshop "Teaching sight-reading to adult beginners" with Dr. Amaka Eze,
Thursday 29 October, 19:00 GMT — free for subscribers.

Brassfield Editions Ltd · 14 Cathedral Close · Norwich NR1 4DH · United Kingdom
You're receiving this because you subscribed at brassfield-editions.co.uk.
Unsubscribe: https://brassfield-editions.co.uk/unsub?e=bGVuYUBtb29z`,
    html: `<html><body style="margin:0;background:#eee9df;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Georgia,serif;color:#262019;">
<tr><td style="padding:26px 30px;text-align:center;border-bottom:3px double #b08d57;"><img src="https://brassfield-editions.co.uk/img/email/masthead.png" alt="Brassfield Editions — Teachers' Letter" width="360"></td></tr>
<tr><td style="padding:26px 30px 8px;font-size:13px;letter-spacing:2px;color:#b08d57;">NEW THIS MONTH</td></tr>
<tr><td style="padding:0 30px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="160" valign="top"><a href="https://brassfield-editions.co.uk/side-by-side?utm_source=newsletter&amp;utm_medium=email"><img src="https://brassfield-editions.co.uk/img/covers/side-by-side.jpg" alt="Side by Side cover" width="140"></a></td>
<td valign="top" style="font-size:15px;line-height:23px;"><b>Side by Side</b><br>24 graded teacher/student duets, Initial to Grade 3<br><span style="color:#8a7b63;">£12.95</span><br><a href="https://brassfield-editions.co.uk/side-by-side?utm_source=newsletter&amp;utm_medium=email" style="color:#7b4b16;">Look inside →</a></td>
</tr></table>
<p style="font-size:15px;line-height:23px;"><b>Fauré, Nocturnes 1–6</b> — new Urtext edited by Claire Devereux · £18.50<br><b>Free download:</b> a printable practice chart for the autumn term</p>
</td></tr>
<tr><td style="padding:8px 30px;"><table width="100%" cellpadding="14" cellspacing="0" style="background:#262019;color:#fffdf8;"><tr><td style="font-size:15px;line-height:23px;text-align:center;"><span style="font-size:12px;letter-spacing:2px;color:#d6b77e;">AUTUMN TEACHER OFFER</span><br>15% off all educational titles until Sunday 18 October<br>with code <b style="font-family:Courier,monospace;font-size:18px;">AUTUMN15</b><br><span style="font-size:11px;color:#bcae96;">Not valid on gift cards or exam syllabus packs.</span></td></tr></table></td></tr>
<tr><td style="padding:18px 30px;font-size:15px;line-height:23px;"><b>Online workshop:</b> “Teaching sight-reading to adult beginners” with Dr. Amaka Eze, Thursday 29 October, 19:00 GMT — free for subscribers.</td></tr>
<tr><td style="padding:18px 30px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a7b63;text-align:center;border-top:1px solid #e2d8c5;">Brassfield Editions Ltd · 14 Cathedral Close · Norwich NR1 4DH · United Kingdom<br>You're receiving this because you subscribed at brassfield-editions.co.uk. <a href="https://brassfield-editions.co.uk/unsub?e=bGVuYUBtb29z" style="color:#8a7b63;">Unsubscribe</a><br><a href="https://instagram.com/brassfieldeditions" style="color:#8a7b63;">Instagram</a> · <a href="https://www.youtube.com/@brassfieldeditions" style="color:#8a7b63;">YouTube</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- PART2

export const mails: Mail[] = [
  ...taktwerk_mails,
  ...cantabile_mails,
  ...notenfuchs_mails,
  ...saitenhaus_mails,
  ...tixelia_mails,
  ...tonrecht_mails,
  ...bergkassa_mails,
  ...zwink_mails,
  ...ambergtal_mails,
  ...ceresio_mails,
  ...klangflut_mails,
  ...alpentakt_mails,
  ...helvecura_mails,
  ...linthal_mails,
  ...scoreloom_mails,
  ...metronimo_mails,
  ...verzasca_mails,
  ...brassfield_mails,
];
