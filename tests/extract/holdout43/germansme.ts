/**
 * The inbox of the office manager of a 40-person machine-parts maker in Baden-Württemberg over two months:
 * ERP, time tracking, payroll, tax and social-insurance portals, bank, card, leasing, logistics, suppliers.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Sabine Kröll <s.kroell@hagmaier-praezision.de>";

/** An RFC 2822 date in German local time (summer time until 25 October 2026). */
function dt(mo: number, d: number, h: number, mi: number, s = 17): string {
  const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const wd = days[new Date(Date.UTC(2026, mo - 1, d)).getUTCDay()];
  const tz = mo < 10 || (mo === 10 && d < 25) ? "+0200" : "+0100";
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${p(d)} ${months[mo - 1]} 2026 ${p(h)}:${p(mi)}:${p(s)} ${tz}`;
}

// ---------------------------------------------------------------- Fertigo ERP

function fertigo(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:Segoe UI,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1f4"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #d4622a;">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e3e6ea;"><img src="https://static.fertigo-erp.de/mail/logo-fertigo-2x.png" width="118" height="28" alt="Fertigo ERP"></td>
<td align="right" style="padding:20px 32px;border-bottom:1px solid #e3e6ea;font-size:12px;color:#7a838c;">Mandant 0042 · Hagmaier Präzisionsteile GmbH</td></tr>
<tr><td colspan="2" style="padding:28px 32px;font-size:14px;line-height:21px;color:#29313a;">${body}</td></tr>
<tr><td colspan="2" style="padding:18px 32px;background:#f6f7f9;font-size:11px;line-height:16px;color:#8a929a;">
Fertigo Software GmbH · Industriestraße 14 · 73430 Aalen · Support: +49 7361 55891-0 · <a href="https://www.fertigo-erp.de/support" style="color:#8a929a;">Supportportal</a> · <a href="https://www.fertigo-erp.de/datenschutz" style="color:#8a929a;">Datenschutz</a><br>
Diese Nachricht wurde automatisch von Ihrem Fertigo-System (Version 11.4.2) erzeugt.</td></tr>
</table></td></tr></table></body></html>`;
}

const part1: Mail[] = [
  {
    family: "fertigo-erp",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "608214",
    link: null,
    from: "Fertigo ERP <noreply@cloud.fertigo-erp.de>",
    to: TO,
    subject: "Ihr Anmeldecode für Fertigo ERP",
    date: dt(9, 1, 7, 3),
    text: `Guten Morgen Sabine Kröll,

für die Anmeldung an Fertigo ERP (Mandant 0042, Hagmaier Präzisionsteile GmbH) wurde ein Bestätigungscode angefordert:

    608 214

Der Code ist 10 Minuten gültig. Geben Sie ihn im Anmeldefenster ein.

Anmeldeversuch: 01.09.2026, 07:02 Uhr, Windows-Client, IP 91.48.203.17 (Rottweil)

Sie haben sich nicht angemeldet? Ändern Sie Ihr Passwort und informieren Sie Ihre Administratorin bzw. Ihren Administrator.

Fertigo Software GmbH, Industriestraße 14, 73430 Aalen
Support: +49 7361 55891-0
`,
    html: fertigo(
      "Anmeldecode",
      `<p style="margin:0 0 14px;">Guten Morgen Sabine Kröll,</p>
<p style="margin:0 0 18px;">für die Anmeldung an Fertigo ERP wurde ein Bestätigungscode angefordert. Geben Sie ihn im Anmeldefenster ein:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr>
<td style="background:#fbf1ec;border:1px solid #efc9b6;padding:14px 28px;font-family:Consolas,monospace;font-size:30px;letter-spacing:8px;color:#29313a;font-weight:bold;">608 214</td>
</tr></table>
<p style="margin:18px 0 6px;font-size:13px;color:#5b646d;">Gültig für 10 Minuten.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:12px;color:#5b646d;margin:10px 0 16px;">
<tr><td>Zeitpunkt:</td><td>01.09.2026, 07:02 Uhr</td></tr>
<tr><td>Gerät:</td><td>Windows-Client 11.4.2</td></tr>
<tr><td>IP-Adresse:</td><td>91.48.203.17 (Rottweil)</td></tr></table>
<p style="margin:0;font-size:13px;">Sie haben sich nicht angemeldet? Ändern Sie Ihr Passwort und informieren Sie Ihre Administration.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "fertigo-erp",
    group: "negative",
    lang: "de",
    kind: "batch-report",
    code: null,
    link: null,
    from: "Fertigo Jobserver <jobserver@cloud.fertigo-erp.de>",
    to: TO,
    subject: "Nachtlauf 15.09.2026 abgeschlossen – 14 Bestellvorschläge, 2 Warnungen",
    date: dt(9, 16, 2, 41),
    text: `Nachtlauf für Mandant 0042 abgeschlossen (Start 01:30, Ende 02:41).

Disposition (MRP): 14 neue Bestellvorschläge, Gesamtwert 18.342,60 EUR
Offene Fertigungsaufträge: 37 (davon 4 im Verzug)
Mahnlauf: 3 Kunden, Summe 7.915,00 EUR
Datensicherung: OK (12,4 GB)

Warnungen:
- Artikel 40-1187-02 (Lagerbuchse Ø22) unter Mindestbestand: 120 / 400 Stk.
- Lieferant 70015 (Kovotechna s.r.o.): Auftragsbestätigung zu BE-2026-0913 fehlt seit 6 Tagen

Details: https://cloud.fertigo-erp.de/m0042/jobs/2026-09-16

Diese Nachricht wurde automatisch erzeugt.
`,
    html: fertigo(
      "Nachtlauf",
      `<h2 style="margin:0 0 14px;font-size:18px;">Nachtlauf 15.09.2026 abgeschlossen</h2>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#f6f7f9;"><td>Disposition (MRP)</td><td align="right">14 Bestellvorschläge · 18.342,60 EUR</td></tr>
<tr><td>Offene Fertigungsaufträge</td><td align="right">37 (4 im Verzug)</td></tr>
<tr style="background:#f6f7f9;"><td>Mahnlauf</td><td align="right">3 Kunden · 7.915,00 EUR</td></tr>
<tr><td>Datensicherung</td><td align="right" style="color:#2c8a4b;">OK (12,4 GB)</td></tr></table>
<p style="margin:18px 0 6px;font-weight:bold;color:#b5451b;">2 Warnungen</p>
<ul style="margin:0 0 16px;padding-left:18px;font-size:13px;">
<li>Artikel 40-1187-02 (Lagerbuchse Ø22) unter Mindestbestand: 120 / 400 Stk.</li>
<li>Lieferant 70015 (Kovotechna s.r.o.): Auftragsbestätigung zu BE-2026-0913 fehlt seit 6 Tagen</li></ul>
<a href="https://cloud.fertigo-erp.de/m0042/jobs/2026-09-16" style="color:#d4622a;">Protokoll im Jobmonitor öffnen</a>`,
    ),
  },
  {
    family: "fertigo-erp",
    group: "negative",
    lang: "de",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Fertigo ERP <noreply@cloud.fertigo-erp.de>",
    to: TO,
    subject: "Ihr Passwort wurde geändert",
    date: dt(10, 5, 8, 12),
    text: `Hallo Sabine Kröll,

das Passwort Ihres Fertigo-Benutzers SKROELL (Mandant 0042) wurde am 05.10.2026 um 08:11 Uhr geändert.

Wenn Sie das selbst waren, ist nichts weiter zu tun.

Falls nicht, wenden Sie sich bitte sofort an Ihre Fertigo-Administration oder an unseren Support unter +49 7361 55891-0.

Fertigo Software GmbH
`,
    html: fertigo(
      "Passwort geändert",
      `<p style="margin:0 0 14px;">Hallo Sabine Kröll,</p>
<p style="margin:0 0 14px;">das Passwort Ihres Fertigo-Benutzers <b>SKROELL</b> wurde am <b>05.10.2026 um 08:11 Uhr</b> geändert.</p>
<p style="margin:0 0 14px;">Wenn Sie das selbst waren, ist nichts weiter zu tun.</p>
<p style="margin:0;">Falls nicht, wenden Sie sich bitte sofort an Ihre Fertigo-Administration oder an unseren Support unter <a href="tel:+4973615589100" style="color:#d4622a;">+49 7361 55891-0</a>.</p>`,
    ),
    enc: "b64",
  },
  // ---------------------------------------------------------------- Zeitkiosk
  {
    family: "zeitkiosk",
    group: "consumer",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://app.zeitkiosk.de/join/hagmaier-praezision?invite=zk_inv_7hQ2pLx9RmA4vTn3",
    from: "Zeitkiosk <team@mail.zeitkiosk.de>",
    to: TO,
    subject: "Markus Hagmaier hat Sie zu Zeitkiosk eingeladen",
    date: dt(9, 2, 16, 48),
    text: `Hallo Sabine,

Markus Hagmaier hat Sie in den Arbeitsbereich „Hagmaier Präzisionsteile“ bei Zeitkiosk eingeladen – als Administratorin.

Einladung annehmen:
https://app.zeitkiosk.de/join/hagmaier-praezision?invite=zk_inv_7hQ2pLx9RmA4vTn3

Die Einladung ist 7 Tage gültig.

Was ist Zeitkiosk? Zeiterfassung per Terminal, App und Browser – mit Urlaubsplanung und DATEV-Export.

Fragen? hilfe@zeitkiosk.de
Zeitkiosk GmbH · Kaiserstraße 88 · 76133 Karlsruhe
`,
    html: `<html><body style="margin:0;background:#f3f6f5;">
<div style="display:none;max-height:0;overflow:hidden;">Nehmen Sie die Einladung in den Arbeitsbereich „Hagmaier Präzisionsteile“ an.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f6f5;"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:Helvetica,Arial,sans-serif;color:#1f2d2a;">
<tr><td style="padding:28px 36px 8px;"><img src="https://cdn.zeitkiosk.de/email/zk-logo.png" alt="Zeitkiosk" width="110"></td></tr>
<tr><td style="padding:8px 36px;">
<table cellpadding="0" cellspacing="0"><tr><td><img src="https://cdn.zeitkiosk.de/avatars/u/88213.jpg" width="40" height="40" style="border-radius:20px;" alt="MH"></td>
<td style="padding-left:12px;font-size:15px;"><b>Markus Hagmaier</b> hat Sie zu <b>Hagmaier Präzisionsteile</b> eingeladen.</td></tr></table>
<p style="font-size:14px;line-height:22px;color:#4a5a56;">Ihre Rolle: <b>Administratorin</b>. Sie können Zeitkonten, Abwesenheiten und Exporte für 41 Mitarbeitende verwalten.</p>
<table cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td bgcolor="#14866d" style="border-radius:6px;">
<a href="https://app.zeitkiosk.de/join/hagmaier-praezision?invite=zk_inv_7hQ2pLx9RmA4vTn3" style="display:inline-block;padding:13px 26px;color:#fff;text-decoration:none;font-weight:bold;font-size:15px;">Einladung annehmen</a></td></tr></table>
<p style="font-size:12px;color:#7b8a86;">Die Einladung ist 7 Tage gültig.</p></td></tr>
<tr><td style="padding:18px 36px 26px;border-top:1px solid #e6ecea;font-size:11px;color:#8d9a97;">
<a href="https://www.zeitkiosk.de/hilfe" style="color:#8d9a97;">Hilfe</a> · <a href="https://www.zeitkiosk.de/datenschutz" style="color:#8d9a97;">Datenschutz</a> · <a href="https://www.zeitkiosk.de/impressum" style="color:#8d9a97;">Impressum</a><br>
Zeitkiosk GmbH · Kaiserstraße 88 · 76133 Karlsruhe · HRB 731904</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "zeitkiosk",
    group: "negative",
    lang: "de",
    kind: "monthly-report",
    code: null,
    link: null,
    from: "Zeitkiosk <reports@mail.zeitkiosk.de>",
    to: TO,
    subject: "Monatsabschluss September 2026: 3 offene Korrekturanträge",
    date: dt(10, 1, 6, 0, 4),
    text: `Monatsabschluss September 2026 – Hagmaier Präzisionsteile

Erfasste Stunden: 6.482,5 h
Überstunden gesamt: +212,0 h
Krankheitstage: 19
Urlaubstage genommen: 64

Noch offen:
- 3 Korrekturanträge (Y. Demir, P. Nowak, L. Ferraro)
- 1 fehlender Stempel am 29.09. (Terminal Halle 2)

Der DATEV-Export steht ab Abschluss der Anträge bereit.
Zum Bericht: https://app.zeitkiosk.de/hagmaier-praezision/reports/2026-09

E-Mail-Einstellungen: https://app.zeitkiosk.de/settings/notifications
`,
    html: null,
  },
  // ---------------------------------------------------------------- Lohnkontor
  {
    family: "lohnkontor",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "LK-493027",
    code_digits: "493027",
    link: null,
    from: "Lohnkontor Mandantenportal <sicherheit@lohnkontor.de>",
    to: TO,
    subject: "Sicherheitscode für das Mandantenportal",
    date: dt(9, 3, 10, 27),
    text: `Sehr geehrte Frau Kröll,

Ihr Sicherheitscode für die Anmeldung im Lohnkontor Mandantenportal lautet:

LK-493027

Bitte geben Sie im Portal die sechs Ziffern nach „LK-“ ein. Der Code verliert nach 5 Minuten seine Gültigkeit.

Mandantennummer: 20417 · Berater: Herr Vogelsang

Mit freundlichen Grüßen
Ihr Lohnkontor-Team

Lohnkontor Abrechnungsservice GmbH & Co. KG
Marktplatz 3, 78628 Rottweil
Tel. 0741 17420-0 · www.lohnkontor.de
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 0;border-bottom:2px solid #0b4f8a;">
<img src="https://portal.lohnkontor.de/img/mail_header.gif" alt="Lohnkontor – Abrechnungsservice" width="240" height="40"></td></tr>
<tr><td style="padding:20px 0;">
<p>Sehr geehrte Frau Kröll,</p>
<p>Ihr Sicherheitscode für die Anmeldung im Lohnkontor Mandantenportal lautet:</p>
<p style="font-size:22px;font-weight:bold;font-family:'Courier New',monospace;color:#0b4f8a;margin:18px 0;">LK-493027</p>
<p>Bitte geben Sie im Portal die sechs Ziffern nach „LK-“ ein. Der Code verliert nach 5 Minuten seine Gültigkeit.</p>
<p style="color:#666;font-size:12px;">Mandantennummer: 20417 · Berater: Herr Vogelsang</p>
<p>Mit freundlichen Grüßen<br>Ihr Lohnkontor-Team</p></td></tr>
<tr><td style="border-top:1px solid #ccc;padding-top:10px;font-size:11px;color:#777;">
Lohnkontor Abrechnungsservice GmbH &amp; Co. KG · Marktplatz 3 · 78628 Rottweil · Tel. 0741 17420-0<br>
Amtsgericht Stuttgart HRA 481220 · <a href="https://www.lohnkontor.de/datenschutz">Datenschutzhinweise</a></td></tr></table>
</body></html>`,
    enc: "8bit",
  },
  {
    family: "lohnkontor",
    group: "regional",
    lang: "de",
    kind: "confirm-change",
    code: null,
    link: "https://portal.lohnkontor.de/bestaetigung/bankverbindung?id=20417-8812&sig=Qm9pL2Vx71Ka",
    from: "Lohnkontor Mandantenportal <sicherheit@lohnkontor.de>",
    to: TO,
    subject: "Bitte bestätigen: Änderung der Bankverbindung für Lohnzahlungen",
    date: dt(9, 22, 14, 5),
    text: `Sehr geehrte Frau Kröll,

im Mandantenportal wurde heute um 14:03 Uhr die Bankverbindung geändert, von der die Nettolöhne überwiesen werden:

alt: DE12 6009 0100 •••• •••• 31  (Neckarstein Bank eG)
neu: DE87 6005 0101 •••• •••• 06  (Neckarstein Bank eG, Geschäftskonto 2)

Aus Sicherheitsgründen wird die Änderung erst wirksam, wenn Sie sie bestätigen:
https://portal.lohnkontor.de/bestaetigung/bankverbindung?id=20417-8812&sig=Qm9pL2Vx71Ka

Ohne Bestätigung bis zum 24.09.2026 bleibt die bisherige Bankverbindung bestehen. Die Septemberabrechnung wird am 28.09. ausgeführt.

Haben Sie diese Änderung nicht veranlasst? Rufen Sie uns bitte unter 0741 17420-0 an.

Mit freundlichen Grüßen
Ihr Lohnkontor-Team
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 0;border-bottom:2px solid #0b4f8a;">
<img src="https://portal.lohnkontor.de/img/mail_header.gif" alt="Lohnkontor – Abrechnungsservice" width="240" height="40"></td></tr>
<tr><td style="padding:20px 0;">
<p>Sehr geehrte Frau Kröll,</p>
<p>im Mandantenportal wurde heute um 14:03 Uhr die Bankverbindung geändert, von der die Nettolöhne überwiesen werden:</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:13px;">
<tr><td>bisher</td><td>DE12 6009 0100 •••• •••• 31 (Neckarstein Bank eG)</td></tr>
<tr><td>neu</td><td>DE87 6005 0101 •••• •••• 06 (Neckarstein Bank eG, Geschäftskonto 2)</td></tr></table>
<p>Aus Sicherheitsgründen wird die Änderung erst wirksam, wenn Sie sie bestätigen.</p>
<p><a href="https://portal.lohnkontor.de/bestaetigung/bankverbindung?id=20417-8812&amp;sig=Qm9pL2Vx71Ka" style="background:#0b4f8a;color:#fff;padding:10px 18px;text-decoration:none;display:inline-block;">Änderung bestätigen</a></p>
<p>Ohne Bestätigung bis zum 24.09.2026 bleibt die bisherige Bankverbindung bestehen. Die Septemberabrechnung wird am 28.09. ausgeführt.</p>
<p>Haben Sie diese Änderung nicht veranlasst? Rufen Sie uns bitte unter 0741 17420-0 an.</p>
<p>Mit freundlichen Grüßen<br>Ihr Lohnkontor-Team</p></td></tr>
<tr><td style="border-top:1px solid #ccc;padding-top:10px;font-size:11px;color:#777;">
Lohnkontor Abrechnungsservice GmbH &amp; Co. KG · Marktplatz 3 · 78628 Rottweil · Tel. 0741 17420-0</td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "lohnkontor",
    group: "negative",
    lang: "de",
    kind: "payroll-ready",
    code: null,
    link: null,
    from: "Lohnkontor <abrechnung@lohnkontor.de>",
    to: TO,
    subject: "Abrechnung 09/2026 freigegeben – Dokumente im Portal",
    date: dt(9, 28, 11, 32),
    text: `Sehr geehrte Frau Kröll,

die Lohn- und Gehaltsabrechnung für September 2026 (Mandant 20417) ist erstellt und freigegeben.

Im Mandantenportal stehen bereit:
- Lohnjournal 09/2026
- Zahlungsliste (41 Überweisungen, Summe netto 128.906,44 EUR)
- Beitragsnachweise für 6 Krankenkassen
- Lohnsteuer-Anmeldung 09/2026

Die Überweisungen werden am 29.09.2026 ausgeführt.
Bitte melden Sie Änderungen für Oktober (Eintritte, Austritte, Prämien) bis zum 19.10.2026.

Portal: https://portal.lohnkontor.de

Mit freundlichen Grüßen
Jens Vogelsang
Lohnkontor Abrechnungsservice GmbH & Co. KG · Tel. 0741 17420-14
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Steuerkanal (online tax office)
  {
    family: "steuerkanal",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://www.steuerkanal.de/eportal/EmailBestaetigung?token=c3Rr-9f1e07b2a4d84f61b0c3e9a12d55f7e3",
    from: "Steuerkanal <noreply@steuerkanal.de>",
    to: TO,
    subject: "Steuerkanal: Bestätigung Ihrer E-Mail-Adresse",
    date: dt(9, 8, 9, 14),
    text: `Sehr geehrte Nutzerin, sehr geehrter Nutzer,

für das Benutzerkonto "Hagmaier Präzisionsteile GmbH – Lohnbüro" wurde diese E-Mail-Adresse hinterlegt.

Bitte bestätigen Sie die E-Mail-Adresse innerhalb von 14 Tagen über folgenden Link:

https://www.steuerkanal.de/eportal/EmailBestaetigung?token=c3Rr-9f1e07b2a4d84f61b0c3e9a12d55f7e3

Wenn Sie die Adresse nicht bestätigen, erhalten Sie keine Benachrichtigungen über neue Bescheide in Ihrem Postfach.

Bitte antworten Sie nicht auf diese E-Mail. Bei Fragen nutzen Sie das Kontaktformular:
https://www.steuerkanal.de/eportal/Kontakt

Mit freundlichen Grüßen
Ihr Steuerkanal-Team
`,
    html: null,
  },
  {
    family: "steuerkanal",
    group: "negative",
    lang: "de",
    kind: "submission-receipt",
    code: null,
    link: null,
    from: "Steuerkanal <noreply@steuerkanal.de>",
    to: TO,
    subject: "Übermittlungsprotokoll: Umsatzsteuer-Voranmeldung 09/2026",
    date: dt(10, 9, 15, 50),
    text: `Sehr geehrte Nutzerin, sehr geehrter Nutzer,

Ihre Daten wurden erfolgreich an die Finanzverwaltung übermittelt.

Art der Anmeldung:   Umsatzsteuer-Voranmeldung
Zeitraum:            September 2026
Steuernummer:        81 032/47119
Finanzamt:           Rottweil (2881)
Transferticket:      tk7q2m91d0xa4e83
Eingang am:          09.10.2026, 15:49:32 Uhr
Verbleibende Vorauszahlung: 24.117,83 EUR

Das vollständige Protokoll finden Sie unter "Mein Steuerkanal > Übermittelte Formulare".

Mit freundlichen Grüßen
Ihr Steuerkanal-Team
`,
    html: null,
  },
  {
    family: "steuerkanal",
    group: "negative",
    lang: "de",
    kind: "inbox-notice",
    code: null,
    link: null,
    from: "Steuerkanal <noreply@steuerkanal.de>",
    to: TO,
    subject: "Neue Nachricht in Ihrem Steuerkanal-Postfach",
    date: dt(10, 20, 6, 31),
    text: `Sehr geehrte Nutzerin, sehr geehrter Nutzer,

in Ihrem Postfach liegt seit 20.10.2026 eine neue Nachricht:

Betreff: Bescheid über Körperschaftsteuer 2025 (Bescheiddatenabruf)
Absender: Finanzamt Rottweil

Melden Sie sich unter https://www.steuerkanal.de an, um die Nachricht zu lesen.
Aus Sicherheitsgründen enthält diese E-Mail keine Inhalte des Bescheids.

Mit freundlichen Grüßen
Ihr Steuerkanal-Team
`,
    html: null,
  },
  // ---------------------------------------------------------------- Meldewerk SV (social insurance)
  {
    family: "meldewerk-sv",
    group: "regional",
    lang: "de",
    kind: "otp-code",
    code: "7Q4K9M",
    link: null,
    from: "meldewerk.sv <kein-antwort@meldewerk-sv.de>",
    to: TO,
    subject: "Ihr Einmalpasswort für meldewerk.sv",
    date: dt(9, 10, 13, 22),
    text: `Guten Tag,

Ihr Einmalpasswort für die Anmeldung bei meldewerk.sv lautet: 7Q4K9M

Es gilt 15 Minuten und nur für diese Anmeldung. Achten Sie bei der Eingabe auf Groß- und Kleinschreibung.

Betriebsnummer: 47118206
Benutzer: s.kroell

Mitarbeitende von meldewerk.sv werden Sie niemals nach diesem Passwort fragen.

meldewerk.sv – Meldungen und Beitragsnachweise online
Service-Hotline: 0800 4433 210 (Mo–Fr 8–18 Uhr)
`,
    html: `<!DOCTYPE html><html><body style="margin:0;font-family:Verdana,Arial,sans-serif;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#1b3f66;padding:14px 24px;color:#ffffff;font-size:18px;font-weight:bold;">meldewerk.sv</td></tr>
<tr><td style="padding:24px;font-size:13px;line-height:20px;color:#1a1a1a;">
<p>Guten Tag,</p>
<p>Ihr Einmalpasswort für die Anmeldung bei meldewerk.sv lautet:</p>
<table cellpadding="0" cellspacing="6"><tr>
<td style="border:1px solid #1b3f66;width:34px;height:42px;text-align:center;font-size:22px;font-family:monospace;">7</td>
<td style="border:1px solid #1b3f66;width:34px;height:42px;text-align:center;font-size:22px;font-family:monospace;">Q</td>
<td style="border:1px solid #1b3f66;width:34px;height:42px;text-align:center;font-size:22px;font-family:monospace;">4</td>
<td style="border:1px solid #1b3f66;width:34px;height:42px;text-align:center;font-size:22px;font-family:monospace;">K</td>
<td style="border:1px solid #1b3f66;width:34px;height:42px;text-align:center;font-size:22px;font-family:monospace;">9</td>
<td style="border:1px solid #1b3f66;width:34px;height:42px;text-align:center;font-size:22px;font-family:monospace;">M</td>
</tr></table>
<p>Es gilt 15 Minuten und nur für diese Anmeldung. Achten Sie bei der Eingabe auf Groß- und Kleinschreibung.</p>
<p style="color:#555;">Betriebsnummer: 47118206 · Benutzer: s.kroell</p>
<p style="font-size:11px;color:#777;">Mitarbeitende von meldewerk.sv werden Sie niemals nach diesem Passwort fragen.</p></td></tr>
<tr><td style="padding:12px 24px;background:#eef2f6;font-size:11px;color:#555;">Service-Hotline 0800 4433 210 (Mo–Fr 8–18 Uhr) · <a href="https://www.meldewerk-sv.de/barrierefreiheit">Barrierefreiheit</a> · <a href="https://www.meldewerk-sv.de/datenschutz">Datenschutz</a> · <a href="https://www.meldewerk-sv.de/impressum">Impressum</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "meldewerk-sv",
    group: "negative",
    lang: "de",
    kind: "submission-receipt",
    code: null,
    link: null,
    from: "meldewerk.sv <kein-antwort@meldewerk-sv.de>",
    to: TO,
    subject: "Eingangsbestätigung: 6 Beitragsnachweise (Oktober 2026)",
    date: dt(10, 23, 9, 2),
    text: `Guten Tag,

wir haben Ihre Datenlieferung erhalten und an die Annahmestellen weitergeleitet.

Betriebsnummer:     47118206
Datei:              EBNA0007 (6 Beitragsnachweise, Zeitraum 10/2026)
Eingang:            23.10.2026, 09:01 Uhr
Status:             angenommen, keine Fehler

Fälligkeit der Beiträge: 28.10.2026

Die Protokolle finden Sie in Ihrem Postfach auf meldewerk.sv.

meldewerk.sv – Meldungen und Beitragsnachweise online
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Neckarstein Bank eG

function neckarstein(pre: string, body: string): string {
  return `<html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f2f2f2;">
<span style="display:none;font-size:1px;color:#f2f2f2;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f2f2"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;">
<tr><td bgcolor="#00457c" style="padding:18px 26px;"><img src="https://www.neckarstein-bank.de/content/mail/nsb_logo_weiss.png" alt="Neckarstein Bank eG" width="170" height="34"></td>
<td bgcolor="#00457c" width="60" style="padding-right:26px;"><img src="https://www.neckarstein-bank.de/content/mail/wabe.png" alt="" width="40"></td></tr>
<tr><td colspan="2" style="padding:28px 26px;font-size:14px;line-height:22px;color:#333;">${body}</td></tr>
<tr><td colspan="2" style="padding:16px 26px;background:#e8eef4;font-size:11px;line-height:16px;color:#555;">
Neckarstein Bank eG · Obere Hauptstraße 21 · 78628 Rottweil · BIC GENODES1NSB<br>
Telefon 0741 2807-0 · <a href="https://www.neckarstein-bank.de/kontakt" style="color:#00457c;">Kontakt</a> · <a href="https://www.neckarstein-bank.de/datenschutz" style="color:#00457c;">Datenschutz</a> · <a href="https://www.neckarstein-bank.de/impressum" style="color:#00457c;">Impressum</a><br>
Wir fragen Sie niemals per E-Mail nach PIN, TAN oder Zugangsdaten.</td></tr>
</table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Merkurcard, Albtrauf Leasing, Rheinkurs, Paketnische

const part2: Mail[] = [
  {
    family: "neckarstein-bank",
    group: "negative",
    lang: "de",
    kind: "postbox-notice",
    code: null,
    link: null,
    from: "Neckarstein Bank eG <postfach@neckarstein-bank.de>",
    to: TO,
    subject: "Neues Dokument in Ihrem elektronischen Postfach",
    date: dt(9, 4, 5, 12),
    text: `Sehr geehrte Frau Kröll,

in Ihrem elektronischen Postfach im Online-Banking ist ein neues Dokument eingegangen:

Kontoauszug Nr. 17/2026 – Geschäftskonto •••• 0631 (Hagmaier Präzisionsteile GmbH)

Aus Sicherheitsgründen versenden wir keine Dokumente per E-Mail. Bitte melden Sie sich wie gewohnt über www.neckarstein-bank.de oder die App an.

Freundliche Grüße
Ihre Neckarstein Bank eG
`,
    html: neckarstein(
      "Kontoauszug Nr. 17/2026 liegt bereit",
      `<p>Sehr geehrte Frau Kröll,</p>
<p>in Ihrem elektronischen Postfach im Online-Banking ist ein neues Dokument eingegangen:</p>
<table cellpadding="8" cellspacing="0" width="100%" style="background:#f5f8fb;border-left:3px solid #ff6600;font-size:13px;"><tr><td>
<b>Kontoauszug Nr. 17/2026</b><br>Geschäftskonto •••• 0631 · Hagmaier Präzisionsteile GmbH</td></tr></table>
<p>Aus Sicherheitsgründen versenden wir keine Dokumente per E-Mail. Bitte melden Sie sich wie gewohnt über <a href="https://www.neckarstein-bank.de" style="color:#00457c;">www.neckarstein-bank.de</a> oder die App an.</p>
<p>Freundliche Grüße<br>Ihre Neckarstein Bank eG</p>`,
    ),
    enc: "qp",
  },
  {
    family: "neckarstein-bank",
    group: "regional",
    lang: "de",
    kind: "verify-email",
    code: null,
    link:
      "https://banking.neckarstein-bank.de/services_cloud/portal/kontakt/emailverifizierung?vt=NSB-e3d19a7c55b04f0e&lang=de",
    from: "Neckarstein Bank eG <service@neckarstein-bank.de>",
    to: TO,
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    date: dt(9, 14, 11, 40),
    text: `Sehr geehrte Frau Kröll,

Sie haben im Online-Banking eine neue E-Mail-Adresse für Benachrichtigungen hinterlegt.

Bitte bestätigen Sie diese Adresse, indem Sie den folgenden Link öffnen:
https://banking.neckarstein-bank.de/services_cloud/portal/kontakt/emailverifizierung?vt=NSB-e3d19a7c55b04f0e&lang=de

Der Link ist 48 Stunden gültig. Danach können Sie im Online-Banking unter „Datenschutz & Sicherheit > Kontaktdaten“ eine neue Bestätigungs-E-Mail anfordern.

Haben Sie keine Änderung vorgenommen? Dann wenden Sie sich bitte an Ihre Beraterin Frau Lämmle unter 0741 2807-315.

Freundliche Grüße
Ihre Neckarstein Bank eG
`,
    html: neckarstein(
      "Nur noch ein Schritt: Adresse bestätigen",
      `<p>Sehr geehrte Frau Kröll,</p>
<p>Sie haben im Online-Banking eine neue E-Mail-Adresse für Benachrichtigungen hinterlegt. Bitte bestätigen Sie diese Adresse.</p>
<table cellpadding="0" cellspacing="0" style="margin:20px 0;"><tr><td bgcolor="#ff6600" style="border-radius:3px;">
<a href="https://banking.neckarstein-bank.de/services_cloud/portal/kontakt/emailverifizierung?vt=NSB-e3d19a7c55b04f0e&amp;lang=de" style="display:block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none;">E-Mail-Adresse bestätigen</a></td></tr></table>
<p style="font-size:12px;color:#666;">Der Link ist 48 Stunden gültig. Danach können Sie im Online-Banking unter „Datenschutz &amp; Sicherheit &gt; Kontaktdaten“ eine neue Bestätigungs-E-Mail anfordern.</p>
<p>Haben Sie keine Änderung vorgenommen? Dann wenden Sie sich bitte an Ihre Beraterin Frau Lämmle unter 0741 2807-315.</p>
<p>Freundliche Grüße<br>Ihre Neckarstein Bank eG</p>`,
    ),
    enc: "qp",
  },
  {
    family: "neckarstein-bank",
    group: "negative",
    lang: "de",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Neckarstein Bank eG <sicherheit@neckarstein-bank.de>",
    to: TO,
    subject: "Neues Gerät für das Freigabeverfahren registriert",
    date: dt(10, 13, 17, 55),
    text: `Sehr geehrte Frau Kröll,

für Ihren Online-Banking-Zugang (VR-Kennung •••••4417) wurde am 13.10.2026 um 17:52 Uhr ein neues Gerät für das Freigabeverfahren registriert:

Gerät: Samsung Galaxy A55
App: NSB SecureFreigabe 4.12

Waren Sie das? Dann ist alles in Ordnung.

Falls nicht, sperren Sie Ihren Zugang sofort über den Sperr-Notruf 116 116 oder rufen Sie uns unter 0741 2807-0 an.

Freundliche Grüße
Ihre Neckarstein Bank eG
`,
    html: neckarstein(
      "Neues Gerät registriert",
      `<p>Sehr geehrte Frau Kröll,</p>
<p>für Ihren Online-Banking-Zugang (VR-Kennung •••••4417) wurde am <b>13.10.2026 um 17:52 Uhr</b> ein neues Gerät für das Freigabeverfahren registriert:</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;"><tr><td style="color:#777;">Gerät</td><td>Samsung Galaxy A55</td></tr><tr><td style="color:#777;">App</td><td>NSB SecureFreigabe 4.12</td></tr></table>
<p>Waren Sie das? Dann ist alles in Ordnung.</p>
<p>Falls nicht, sperren Sie Ihren Zugang sofort über den Sperr-Notruf <b>116 116</b> oder rufen Sie uns unter 0741 2807-0 an.</p>
<p>Freundliche Grüße<br>Ihre Neckarstein Bank eG</p>`,
    ),
    enc: "b64",
  },
  // Merkurcard Business
  {
    family: "merkurcard-business",
    group: "negative",
    lang: "de",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Merkurcard Business <abrechnung@merkurcard.de>",
    to: TO,
    subject: "Ihre Monatsabrechnung September 2026 – Firmenkarte •••• 4821",
    date: dt(10, 2, 7, 45),
    text: `Sehr geehrte Frau Kröll,

anbei erhalten Sie die Monatsabrechnung Ihrer Merkurcard Business.

Karteninhaberin: Sabine Kröll · Firmenkarte •••• 4821
Abrechnungszeitraum: 01.09.2026 – 30.09.2026
Umsätze: 23 · Summe: 3.418,72 EUR
Lastschrifteinzug am 12.10.2026 vom Konto DE87 •••• •••• 06

Die Abrechnung finden Sie als PDF im Anhang und im Kundenportal.

Mit freundlichen Grüßen
Merkurcard Business-Service
Telefon 069 95 11 40 30 (rund um die Uhr)

Merkurcard GmbH · Mainzer Landstraße 50 · 60325 Frankfurt am Main
`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#1c1c1c;background:#fff;">
<table width="640" cellpadding="0" cellspacing="0"><tr><td style="padding:14px 0;"><img src="https://www.merkurcard.de/static/mail/merkurcard-business.png" alt="Merkurcard Business" width="180"></td></tr>
<tr><td style="padding:10px 0;">Sehr geehrte Frau Kröll,<br><br>anbei erhalten Sie die Monatsabrechnung Ihrer Merkurcard Business.</td></tr>
<tr><td><table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d0d0d0;font-size:12px;">
<tr bgcolor="#f0f0f0"><td>Karteninhaberin</td><td>Sabine Kröll · Firmenkarte •••• 4821</td></tr>
<tr><td>Zeitraum</td><td>01.09.2026 – 30.09.2026</td></tr>
<tr bgcolor="#f0f0f0"><td>Umsätze</td><td>23</td></tr>
<tr><td>Rechnungsbetrag</td><td><b>3.418,72 EUR</b></td></tr>
<tr bgcolor="#f0f0f0"><td>Lastschrift am</td><td>12.10.2026</td></tr></table></td></tr>
<tr><td style="padding:14px 0;">Die Abrechnung finden Sie als PDF im Anhang und im <a href="https://portal.merkurcard.de/business">Kundenportal</a>.<br><br>Mit freundlichen Grüßen<br>Merkurcard Business-Service</td></tr>
<tr><td style="font-size:10px;color:#888;border-top:1px solid #ddd;padding-top:8px;">Merkurcard GmbH · Mainzer Landstraße 50 · 60325 Frankfurt am Main · Telefon 069 95 11 40 30</td></tr></table>
</body></html>`,
    enc: "qp",
    attachment: [
      "Merkurcard_Abrechnung_2026-09_4821.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "merkurcard-business",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318407",
    link: null,
    from: "Merkurcard Business <security@merkurcard.de>",
    to: TO,
    subject: "Your Merkurcard portal verification code",
    date: dt(10, 7, 12, 18),
    text: `Dear Ms Kröll,

Use this code to finish signing in to the Merkurcard Business portal:

31 84 07

The code expires in 10 minutes. Never share it, not even with Merkurcard staff.

If you did not try to sign in, call us right away on +49 69 95 11 40 30.

Merkurcard GmbH, Mainzer Landstraße 50, 60325 Frankfurt am Main, Germany
`,
    html: `<html><body style="margin:0;background:#f7f7f7;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e0e0e0;">
<tr><td style="padding:18px 24px;background:#2b2b2b;"><img src="https://www.merkurcard.de/static/mail/merkurcard-business-neg.png" alt="Merkurcard Business" width="160"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;">Dear Ms Kröll,<br><br>Use this code to finish signing in to the Merkurcard Business portal:
<div style="margin:20px 0;padding:16px;background:#f3efe4;text-align:center;font-size:28px;letter-spacing:4px;font-weight:bold;">31 84 07</div>
The code expires in 10 minutes. Never share it, not even with Merkurcard staff.<br><br>
If you did not try to sign in, call us right away on <a href="tel:+496995114030">+49 69 95 11 40 30</a>.</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#999;border-top:1px solid #eee;">Merkurcard GmbH · Mainzer Landstraße 50 · 60325 Frankfurt am Main · <a href="https://www.merkurcard.de/en/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // Albtrauf Leasing
  {
    family: "albtrauf-leasing",
    group: "negative",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Albtrauf Leasing GmbH <rechnung@albtrauf-leasing.de>",
    to: TO,
    subject: "Leasingrechnung Oktober 2026 – Vertrag LV-2023-08817",
    date: dt(10, 1, 4, 30),
    text: `Sehr geehrte Damen und Herren,

im Anhang erhalten Sie die Rechnung RE-26-104577 für den Monat Oktober 2026.

Vertrag:        LV-2023-08817
Leasingobjekt:  CNC-Drehzentrum Kronwerk TX-400, Seriennr. 4K-22093
Rate netto:     2.890,00 EUR
USt. 19 %:        549,10 EUR
Rate brutto:    3.439,10 EUR
Einzug am:      05.10.2026 (SEPA-Mandat ALB-08817-01)

Restlaufzeit: 26 Monate

Mit freundlichen Grüßen
Albtrauf Leasing GmbH
Buchhaltung

Albtrauf Leasing GmbH · Gartenstraße 9 · 72764 Reutlingen
Geschäftsführer: Dr. Tobias Raichle · HRB 354881 · USt-IdNr. DE 811 452 906
`,
    html: null,
    attachment: [
      "RE-26-104577.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "albtrauf-leasing",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://kundenportal.albtrauf-leasing.de/registrierung/abschliessen/5f8c2a0e-7b14-4d6a-9e35-1c0f8d2b6a71",
    from: "Albtrauf Leasing Kundenportal <portal@albtrauf-leasing.de>",
    to: TO,
    subject: "Ihr Zugang zum Albtrauf Kundenportal",
    date: dt(10, 15, 10, 2),
    text: `Sehr geehrte Frau Kröll,

Ihr Ansprechpartner Herr Raichle hat Sie als Benutzerin für das Albtrauf Kundenportal freigeschaltet (Kundennummer 300218, Hagmaier Präzisionsteile GmbH).

Im Portal sehen Sie alle Verträge, Rechnungen und Versicherungsnachweise und können Schadensfälle melden.

Bitte schließen Sie Ihre Registrierung ab und vergeben Sie ein Passwort:
https://kundenportal.albtrauf-leasing.de/registrierung/abschliessen/5f8c2a0e-7b14-4d6a-9e35-1c0f8d2b6a71

Der Link ist 5 Tage gültig.

Mit freundlichen Grüßen
Albtrauf Leasing GmbH · Gartenstraße 9 · 72764 Reutlingen · Tel. 07121 69930-0
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#262626;">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:20px 0;border-bottom:3px solid #6b8e23;"><img src="https://kundenportal.albtrauf-leasing.de/assets/logo-mail.png" alt="Albtrauf Leasing" width="200"></td></tr>
<tr><td style="padding:24px 0;line-height:23px;">
<p>Sehr geehrte Frau Kröll,</p>
<p>Ihr Ansprechpartner Herr Raichle hat Sie als Benutzerin für das Albtrauf Kundenportal freigeschaltet (Kundennummer 300218, Hagmaier Präzisionsteile GmbH).</p>
<p>Im Portal sehen Sie alle Verträge, Rechnungen und Versicherungsnachweise und können Schadensfälle melden.</p>
<p style="margin:26px 0;"><a href="https://kundenportal.albtrauf-leasing.de/registrierung/abschliessen/5f8c2a0e-7b14-4d6a-9e35-1c0f8d2b6a71" style="background:#6b8e23;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none;">Registrierung abschließen</a></p>
<p style="font-size:13px;color:#666;">Der Link ist 5 Tage gültig.</p>
<p>Mit freundlichen Grüßen<br>Albtrauf Leasing GmbH</p></td></tr>
<tr><td style="font-size:11px;color:#888;border-top:1px solid #ddd;padding-top:10px;">Albtrauf Leasing GmbH · Gartenstraße 9 · 72764 Reutlingen · Tel. 07121 69930-0 · <a href="https://www.albtrauf-leasing.de/datenschutz" style="color:#888;">Datenschutz</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  // Rheinkurs Logistik
  {
    family: "rheinkurs-logistik",
    group: "negative",
    lang: "de",
    kind: "pickup-notice",
    code: null,
    link: null,
    from: "Rheinkurs Logistik Disposition <dispo.villingen@rheinkurs.de>",
    to: TO,
    subject: "Abholavis 15.09.2026 – Auftrag 4471-220918 / 3 Paletten",
    date: dt(9, 14, 16, 12),
    text: `Sehr geehrte Damen und Herren,

wir bestätigen die Abholung Ihrer Sendung:

Auftragsnummer:   4471-220918
Abholdatum:       Dienstag, 15.09.2026, Zeitfenster 08:00–12:00 Uhr
Abholadresse:     Hagmaier Präzisionsteile GmbH, Im Gewerbepark 7, 78652 Deißlingen
Empfänger:        Kronwerk Maschinenbau AG, 4600 Olten (CH)
Ware:             3 EUR-Paletten, 1.240 kg, Stapelbar: nein
Frankatur:        DAP
Zollpapiere:      EX-A wird von uns erstellt (bitte Handelsrechnung mitgeben)

Fahrer: Rheinkurs Tour 27, Kennzeichen VS-RK 427

Mit freundlichen Grüßen
Dispo Villingen
Rheinkurs Logistik GmbH & Co. KG · Vockenhauser Straße 40 · 78048 Villingen-Schwenningen · Tel. 07721 9804-0
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "rheinkurs-logistik",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://my.rheinkurs.de/auth/reset-password?token=rk_pr_0d9c41f7ab3e&user=s.kroell%40hagmaier-praezision.de",
    from: "myRheinkurs <no-reply@my.rheinkurs.de>",
    to: TO,
    subject: "Reset your myRheinkurs password",
    date: dt(9, 24, 8, 55),
    text: `Hello Sabine Kröll,

we received a request to reset the password for your myRheinkurs account (customer no. 10582).

Reset your password:
https://my.rheinkurs.de/auth/reset-password?token=rk_pr_0d9c41f7ab3e&user=s.kroell%40hagmaier-praezision.de

This link can be used once and expires in 60 minutes. If you did not ask for a new password, you can ignore this e-mail.

Track shipments · Book pickups · Download PODs
Rheinkurs Logistik GmbH & Co. KG · Villingen-Schwenningen · Germany
`,
    html: `<html><body style="margin:0;background:#eaeef2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;">
<tr><td style="background:#0d2a4a;padding:16px 28px;"><img src="https://my.rheinkurs.de/static/img/myrheinkurs-white.png" alt="myRheinkurs" width="150"></td></tr>
<tr><td style="padding:30px 28px;font-size:14px;line-height:22px;color:#2a2a2a;">
<p style="margin-top:0;">Hello Sabine Kröll,</p>
<p>we received a request to reset the password for your myRheinkurs account (customer no. 10582).</p>
<p style="text-align:center;margin:28px 0;"><a href="https://my.rheinkurs.de/auth/reset-password?token=rk_pr_0d9c41f7ab3e&amp;user=s.kroell%40hagmaier-praezision.de" style="background:#e2231a;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold;">Reset password</a></p>
<p style="font-size:12px;color:#777;">This link can be used once and expires in 60 minutes. If you did not ask for a new password, you can ignore this e-mail.</p></td></tr>
<tr><td style="padding:16px 28px;background:#f4f6f8;font-size:11px;color:#888;">Track shipments · Book pickups · Download PODs<br>
<a href="https://www.rheinkurs.de/en/contact" style="color:#888;">Contact</a> | <a href="https://www.rheinkurs.de/en/privacy" style="color:#888;">Privacy</a> | <a href="https://www.rheinkurs.de/en/terms" style="color:#888;">GTC (ADSp 2017)</a><br>
Rheinkurs Logistik GmbH &amp; Co. KG · Vockenhauser Straße 40 · 78048 Villingen-Schwenningen · Germany</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rheinkurs-logistik",
    group: "negative",
    lang: "en",
    kind: "delivery-report",
    code: null,
    link: null,
    from: "myRheinkurs <no-reply@my.rheinkurs.de>",
    to: TO,
    subject: "Delivered: shipment 4471-220918 to Kronwerk Maschinenbau AG",
    date: dt(9, 17, 11, 26),
    text: `Your shipment has been delivered.

Shipment:     4471-220918
Consignee:    Kronwerk Maschinenbau AG, Industriestrasse 31, 4600 Olten, CH
Delivered:    17.09.2026, 11:09
Signed by:    R. BÜTTIKER
Packages:     3 pallets, 1,240 kg

The proof of delivery is available in myRheinkurs: https://my.rheinkurs.de/shipments/4471-220918/pod

You receive this notification because you booked the shipment. Manage notifications: https://my.rheinkurs.de/settings/notifications
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2a2a2a;">
<table width="560" cellpadding="0" cellspacing="0"><tr><td style="background:#0d2a4a;padding:14px 24px;"><img src="https://my.rheinkurs.de/static/img/myrheinkurs-white.png" alt="myRheinkurs" width="150"></td></tr>
<tr><td style="padding:22px 24px;"><h2 style="margin:0 0 12px;color:#1c7c3a;font-size:20px;">&#10004; Delivered</h2>
<table cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">Shipment</td><td><b>4471-220918</b></td></tr>
<tr><td style="color:#777;">Consignee</td><td>Kronwerk Maschinenbau AG, Industriestrasse 31, 4600 Olten, CH</td></tr>
<tr><td style="color:#777;">Delivered</td><td>17.09.2026, 11:09</td></tr>
<tr><td style="color:#777;">Signed by</td><td>R. BÜTTIKER</td></tr>
<tr><td style="color:#777;">Packages</td><td>3 pallets, 1,240 kg</td></tr></table>
<p><a href="https://my.rheinkurs.de/shipments/4471-220918/pod" style="color:#e2231a;">View proof of delivery</a></p></td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#888;border-top:1px solid #eee;">You receive this notification because you booked the shipment. <a href="https://my.rheinkurs.de/settings/notifications" style="color:#888;">Manage notifications</a></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  // Paketnische (parcel lockers)
  {
    family: "paketnische",
    group: "consumer",
    lang: "de",
    kind: "locker-pickup-code",
    code: "482617",
    link: null,
    from: "Paketnische <benachrichtigung@paketnische.de>",
    to: TO,
    subject: "Ihr Paket liegt in der Paketnische Deißlingen Rathausplatz",
    date: dt(9, 11, 14, 37),
    text: `Hallo Sabine Kröll,

Ihr Paket ist da und liegt für Sie bereit.

Abholstation: Paketnische 1142, Rathausplatz 2, 78652 Deißlingen (rund um die Uhr)
Absender:     Zerspanshop.de
Sendung:      PN 3300 8814 2207 51
Abholcode:    482 617

Geben Sie den Abholcode am Display der Station ein – das Fach öffnet sich automatisch.
Ihr Paket liegt bis einschließlich 18.09.2026 bereit. Danach geht es an den Absender zurück.

Fragen zur Abholung: https://www.paketnische.de/hilfe
Paketnische GmbH · Lise-Meitner-Straße 5 · 70736 Fellbach
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#fff7e6;font-family:'Trebuchet MS',Arial,sans-serif;">
<div style="display:none;">Abholcode und Standort für Ihre Sendung PN 3300 8814 2207 51</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:22px;text-align:center;"><img src="https://www.paketnische.de/img/mail/paketnische-logo.png" alt="Paketnische" width="140"></td></tr>
<tr><td style="padding:0 28px;text-align:center;"><h1 style="font-size:22px;color:#333;margin:0 0 8px;">Ihr Paket ist da!</h1>
<p style="font-size:14px;color:#555;margin:0 0 20px;">Absender: Zerspanshop.de · Sendung PN 3300 8814 2207 51</p>
<p style="font-size:12px;color:#999;text-transform:uppercase;margin:0;">Ihr Abholcode</p>
<table cellpadding="0" cellspacing="4" align="center" style="margin:8px auto 20px;"><tr>
<td style="background:#ffb000;color:#222;font-size:26px;font-weight:bold;width:36px;height:44px;text-align:center;border-radius:6px;">4</td>
<td style="background:#ffb000;color:#222;font-size:26px;font-weight:bold;width:36px;height:44px;text-align:center;border-radius:6px;">8</td>
<td style="background:#ffb000;color:#222;font-size:26px;font-weight:bold;width:36px;height:44px;text-align:center;border-radius:6px;">2</td>
<td style="width:10px;"></td>
<td style="background:#ffb000;color:#222;font-size:26px;font-weight:bold;width:36px;height:44px;text-align:center;border-radius:6px;">6</td>
<td style="background:#ffb000;color:#222;font-size:26px;font-weight:bold;width:36px;height:44px;text-align:center;border-radius:6px;">1</td>
<td style="background:#ffb000;color:#222;font-size:26px;font-weight:bold;width:36px;height:44px;text-align:center;border-radius:6px;">7</td>
</tr></table></td></tr>
<tr><td style="padding:0 28px 20px;font-size:14px;color:#444;line-height:21px;">
<b>Paketnische 1142</b><br>Rathausplatz 2, 78652 Deißlingen<br>rund um die Uhr geöffnet<br><br>
Geben Sie den Abholcode am Display der Station ein – das Fach öffnet sich automatisch. Abholbar bis einschließlich <b>18.09.2026</b>.</td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;border-radius:0 0 12px 12px;font-size:11px;color:#999;text-align:center;">
<a href="https://www.paketnische.de/hilfe" style="color:#999;">Hilfe</a> · <a href="https://www.paketnische.de/standorte" style="color:#999;">Standorte</a> · <a href="https://www.paketnische.de/datenschutz" style="color:#999;">Datenschutz</a><br>
<a href="https://apps.apple.com/de/app/paketnische/id1498822011"><img src="https://www.paketnische.de/img/mail/appstore-de.png" alt="Laden im App Store" width="110"></a>
<a href="https://play.google.com/store/apps/details?id=de.paketnische.app"><img src="https://www.paketnische.de/img/mail/googleplay-de.png" alt="Jetzt bei Google Play" width="120"></a><br>
Paketnische GmbH · Lise-Meitner-Straße 5 · 70736 Fellbach</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "paketnische",
    group: "consumer",
    lang: "de",
    kind: "locker-reminder",
    code: "903155",
    link: null,
    from: "Paketnische <benachrichtigung@paketnische.de>",
    to: TO,
    subject: "Erinnerung: Ihr Paket wartet noch 2 Tage",
    date: dt(10, 19, 8, 0, 3),
    text: `Hallo Sabine Kröll,

Ihr Paket von Bürowelt Direkt liegt noch in der Paketnische 1142 (Rathausplatz 2, Deißlingen).

Abholcode: 903155
Abholbar bis: 21.10.2026

Danach senden wir es an den Absender zurück.

Paketnische GmbH · Fellbach
`,
    html: `<html><body style="font-family:'Trebuchet MS',Arial,sans-serif;background:#fff7e6;">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;margin-top:16px;">
<tr><td style="padding:20px 26px;"><img src="https://www.paketnische.de/img/mail/paketnische-logo.png" alt="Paketnische" width="120"></td></tr>
<tr><td style="padding:0 26px 20px;font-size:14px;color:#444;">
<p>Hallo Sabine Kröll,</p>
<p>Ihr Paket von <b>Bürowelt Direkt</b> liegt noch in der Paketnische 1142 (Rathausplatz 2, Deißlingen). Noch <b>2 Tage</b>, dann geht es zurück an den Absender.</p>
<p style="font-size:13px;color:#888;margin-bottom:2px;">Abholcode</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;margin:0 0 16px;color:#222;">903155</p>
<p>Abholbar bis: 21.10.2026</p></td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#999;background:#fafafa;">Paketnische GmbH · Fellbach · <a href="https://www.paketnische.de/hilfe" style="color:#999;">Hilfe</a> · <a href="https://www.paketnische.de/benachrichtigungen/abmelden?u=ab81f" style="color:#999;">Erinnerungen abbestellen</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Zerspanshop (industrial supplies)

function zerspan(body: string): string {
  return `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1d1d1d;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0">
<tr><td style="padding:14px 20px;background:#1d1d1d;"><a href="https://www.zerspanshop.de/?utm_source=mail&amp;utm_medium=transaktional"><img src="https://media.zerspanshop.de/mail/zs-logo-gelb.png" alt="Zerspanshop.de – Werkzeug &amp; Betriebsbedarf" width="210" height="36" border="0"></a></td>
<td style="padding:14px 20px;background:#1d1d1d;color:#f5c400;font-size:12px;" align="right">B2B-Hotline 0711 860 455-0</td></tr>
<tr><td colspan="2" style="padding:26px 20px;font-size:14px;line-height:21px;">${body}</td></tr>
<tr><td colspan="2" style="padding:16px 20px;background:#f1f1f1;font-size:11px;color:#666;line-height:16px;">
<a href="https://www.zerspanshop.de/konto" style="color:#666;">Mein Konto</a> | <a href="https://www.zerspanshop.de/agb" style="color:#666;">AGB</a> | <a href="https://www.zerspanshop.de/widerruf" style="color:#666;">Widerruf</a> | <a href="https://www.zerspanshop.de/datenschutz" style="color:#666;">Datenschutz</a><br>
Zerspanshop GmbH · Heilbronner Straße 190 · 70191 Stuttgart · Amtsgericht Stuttgart HRB 772018 · Geschäftsführung: Ilka Brenner, Sven Otto<br>
Alle Preise zzgl. gesetzl. MwSt. Es gelten unsere AGB für Geschäftskunden.</td></tr>
</table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- TechNova, IHK, Ordnerhafen, Dyskownia, Sprechraum, Talvio

function ihk(body: string): string {
  return `<html><body style="font-family:Georgia,'Times New Roman',serif;font-size:15px;color:#222;background:#fff;">
<table width="620" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:12px 0;border-bottom:1px solid #003a70;"><img src="https://www.ihk-neckarbogen.de/blueprint/servlet/resource/mail/ihk-logo.gif" alt="IHK Schwarzwald-Neckarbogen" width="230"></td></tr>
<tr><td style="padding:20px 0;line-height:23px;">${body}</td></tr>
<tr><td style="padding-top:12px;border-top:1px solid #ccc;font-family:Arial,sans-serif;font-size:11px;color:#666;">
Industrie- und Handelskammer Schwarzwald-Neckarbogen · Romäusring 4 · 78050 Villingen-Schwenningen · Tel. 07721 922-0<br>
<a href="https://www.ihk-neckarbogen.de/impressum">Impressum</a> · <a href="https://www.ihk-neckarbogen.de/datenschutz">Datenschutz</a></td></tr></table></body></html>`;
}

const part3: Mail[] = [
  {
    family: "zerspanshop",
    group: "negative",
    lang: "de",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Zerspanshop.de <bestellung@zerspanshop.de>",
    to: TO,
    subject: "Bestellbestätigung 2026-5581047 – vielen Dank für Ihre Bestellung",
    date: dt(9, 9, 10, 12),
    text: `Guten Tag Frau Kröll,

vielen Dank für Ihre Bestellung. Wir haben sie wie folgt erhalten:

Bestellnummer: 2026-5581047 · Kundennummer: 884102 · Ihre Bestellreferenz: BE-2026-0931

Pos. Art.-Nr.     Bezeichnung                                   Menge   Preis netto
1    114-0620     VHM-Schaftfräser Ø6 mm, 4 Schneiden, TiAlN      10    189,00 EUR
2    309-2214     Wendeschneidplatte CNMG 120408, P25 (10 St.)     6    227,40 EUR
3    770-0015     Kühlschmierstoff-Konzentrat 20 l                 2    158,00 EUR
4    902-4410     Nitril-Einweghandschuhe Gr. L (100 St.)         12     71,40 EUR

Warenwert netto:   645,80 EUR
Versand:             0,00 EUR
MwSt. 19 %:        122,70 EUR
Gesamt:            768,50 EUR

Zahlart: Rechnung, 30 Tage netto
Lieferung an: Hagmaier Präzisionsteile GmbH, Wareneingang Tor 2, Im Gewerbepark 7, 78652 Deißlingen
Voraussichtliche Lieferung: 11.09.2026

Mit freundlichen Grüßen
Ihr Zerspanshop-Team
`,
    html: zerspan(`<p>Guten Tag Frau Kröll,</p><p>vielen Dank für Ihre Bestellung. Wir haben sie wie folgt erhalten:</p>
<p style="font-size:13px;">Bestellnummer: <b>2026-5581047</b> · Kundennummer: 884102 · Ihre Referenz: BE-2026-0931</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;border-collapse:collapse;">
<tr style="background:#f5c400;"><th align="left">Art.-Nr.</th><th align="left">Bezeichnung</th><th align="right">Menge</th><th align="right">Preis netto</th></tr>
<tr><td>114-0620</td><td>VHM-Schaftfräser Ø6 mm, 4 Schneiden, TiAlN</td><td align="right">10</td><td align="right">189,00 €</td></tr>
<tr style="background:#fafafa;"><td>309-2214</td><td>Wendeschneidplatte CNMG 120408, P25 (10 St.)</td><td align="right">6</td><td align="right">227,40 €</td></tr>
<tr><td>770-0015</td><td>Kühlschmierstoff-Konzentrat 20 l</td><td align="right">2</td><td align="right">158,00 €</td></tr>
<tr style="background:#fafafa;"><td>902-4410</td><td>Nitril-Einweghandschuhe Gr. L (100 St.)</td><td align="right">12</td><td align="right">71,40 €</td></tr>
<tr><td colspan="3" align="right">Warenwert netto</td><td align="right">645,80 €</td></tr>
<tr><td colspan="3" align="right">MwSt. 19 %</td><td align="right">122,70 €</td></tr>
<tr><td colspan="3" align="right"><b>Gesamt</b></td><td align="right"><b>768,50 €</b></td></tr></table>
<p style="font-size:13px;">Zahlart: Rechnung, 30 Tage netto<br>Lieferung an: Hagmaier Präzisionsteile GmbH, Wareneingang Tor 2, Im Gewerbepark 7, 78652 Deißlingen<br>Voraussichtliche Lieferung: 11.09.2026</p>
<p>Mit freundlichen Grüßen<br>Ihr Zerspanshop-Team</p>`),
    enc: "qp",
  },
  {
    family: "zerspanshop",
    group: "negative",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Zerspanshop.de <versand@zerspanshop.de>",
    to: TO,
    subject: "Ihre Bestellung 2026-5581047 ist unterwegs",
    date: dt(9, 10, 15, 4),
    text: `Guten Tag Frau Kröll,

Ihre Bestellung 2026-5581047 hat heute unser Lager in Ludwigsburg verlassen.

Paket 1 von 1 · Paketnische · Sendungsnummer PN 3300 8814 2207 51
Sendungsverfolgung: https://www.zerspanshop.de/r/track?o=2026-5581047&utm_source=mail&utm_campaign=versand

Die Rechnung erhalten Sie separat per E-Mail an rechnung@hagmaier-praezision.de.

Mit freundlichen Grüßen
Ihr Zerspanshop-Team
`,
    html: zerspan(`<p>Guten Tag Frau Kröll,</p>
<p>Ihre Bestellung <b>2026-5581047</b> hat heute unser Lager in Ludwigsburg verlassen.</p>
<table cellpadding="8" cellspacing="0" style="border:1px solid #ddd;font-size:13px;"><tr><td><img src="https://media.zerspanshop.de/mail/icon-paket.png" width="32" alt=""></td><td>Paket 1 von 1 · Paketnische<br>Sendungsnummer PN 3300 8814 2207 51</td></tr></table>
<p><a href="https://www.zerspanshop.de/r/track?o=2026-5581047&amp;utm_source=mail&amp;utm_campaign=versand" style="background:#1d1d1d;color:#f5c400;padding:10px 18px;text-decoration:none;display:inline-block;">Sendung verfolgen</a></p>
<p>Die Rechnung erhalten Sie separat per E-Mail an rechnung@hagmaier-praezision.de.</p>
<p>Mit freundlichen Grüßen<br>Ihr Zerspanshop-Team</p>`),
    enc: "b64",
  },
  {
    family: "zerspanshop",
    group: "consumer",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://www.zerspanshop.de/konto/aktivieren?k=884102&u=3&t=ZS9a7e21c40f5b",
    from: "Zerspanshop.de <konto@zerspanshop.de>",
    to: TO,
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse für Zerspanshop.de",
    date: dt(9, 7, 9, 47),
    text: `Guten Tag Frau Kröll,

Sie wurden als weitere Bestellerin zum Firmenkonto 884102 (Hagmaier Präzisionsteile GmbH) hinzugefügt. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie bestellen können:

https://www.zerspanshop.de/konto/aktivieren?k=884102&u=3&t=ZS9a7e21c40f5b

Ihr Bestelllimit ohne Freigabe: 2.500,00 EUR netto pro Bestellung (festgelegt von Ihrem Hauptnutzer).

Mit freundlichen Grüßen
Ihr Zerspanshop-Team
`,
    html: zerspan(`<p>Guten Tag Frau Kröll,</p>
<p>Sie wurden als weitere Bestellerin zum Firmenkonto <b>884102</b> (Hagmaier Präzisionsteile GmbH) hinzugefügt. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie bestellen können.</p>
<p style="margin:24px 0;"><a href="https://www.zerspanshop.de/konto/aktivieren?k=884102&amp;u=3&amp;t=ZS9a7e21c40f5b" style="background:#f5c400;color:#1d1d1d;font-weight:bold;padding:12px 24px;text-decoration:none;display:inline-block;">E-Mail-Adresse bestätigen</a></p>
<p style="font-size:13px;color:#555;">Ihr Bestelllimit ohne Freigabe: 2.500,00 € netto pro Bestellung (festgelegt von Ihrem Hauptnutzer).</p>
<p>Mit freundlichen Grüßen<br>Ihr Zerspanshop-Team</p>`),
    enc: "qp",
  },
  // TechNova Messe
  {
    family: "technova-messe",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://exhibitors.technova-messe.de/invitation/accept?ref=TNV27-E-0418&key=8b7f2d90c1e64a3f",
    from: "TechNova Exhibitor Service <exhibitors@technova-messe.de>",
    to: TO,
    subject: "You have been added to the TechNova 2027 exhibitor portal",
    date: dt(9, 18, 13, 30),
    text: `Dear Sabine Kröll,

Markus Hagmaier has added you as a contact for the exhibitor account of Hagmaier Präzisionsteile GmbH (exhibitor no. TNV27-E-0418) in the TechNova 2027 exhibitor portal.

TechNova – Fair for Precision Manufacturing
Stuttgart Trade Fair Centre, 9–12 March 2027
Your stand: Hall 7, Stand 7C41 (24 m², row stand)

Accept the invitation and create your password:
https://exhibitors.technova-messe.de/invitation/accept?ref=TNV27-E-0418&key=8b7f2d90c1e64a3f

In the portal you can order stand services, register stand staff and download exhibitor passes.
Deadline for the catalogue entry: 15 November 2026.

Kind regards
Exhibitor Service, TechNova Messe GmbH
Phone +49 711 18560-420 · Messepiazza 1 · 70629 Stuttgart
`,
    html: `<html><body style="margin:0;background:#101820;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#101820;"><tr><td align="center" style="padding:26px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td><img src="https://exhibitors.technova-messe.de/mail/header-2027-en.jpg" alt="TechNova 2027 – 9–12 March, Stuttgart" width="600" height="150" style="display:block;"></td></tr>
<tr><td style="padding:30px 36px;font-size:15px;line-height:23px;color:#1d252c;">
<p>Dear Sabine Kröll,</p>
<p>Markus Hagmaier has added you as a contact for the exhibitor account of <b>Hagmaier Präzisionsteile GmbH</b> (exhibitor no. TNV27-E-0418).</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#eef6f9;font-size:14px;"><tr><td>
<b>TechNova – Fair for Precision Manufacturing</b><br>Stuttgart Trade Fair Centre, 9–12 March 2027<br>Your stand: Hall 7, Stand 7C41 (24 m², row stand)</td></tr></table>
<table cellpadding="0" cellspacing="0" style="margin:26px 0;"><tr><td style="background:#00a3c4;border-radius:24px;">
<a href="https://exhibitors.technova-messe.de/invitation/accept?ref=TNV27-E-0418&amp;key=8b7f2d90c1e64a3f" style="display:inline-block;padding:13px 32px;color:#fff;text-decoration:none;font-weight:bold;">Accept invitation</a></td></tr></table>
<p>In the portal you can order stand services, register stand staff and download exhibitor passes. Deadline for the catalogue entry: <b>15 November 2026</b>.</p>
<p>Kind regards<br>Exhibitor Service, TechNova Messe GmbH</p></td></tr>
<tr><td style="padding:18px 36px;background:#f4f5f6;font-size:11px;color:#6b747c;">
TechNova Messe GmbH · Messepiazza 1 · 70629 Stuttgart · +49 711 18560-420<br>
<a href="https://www.technova-messe.de/en" style="color:#6b747c;">technova-messe.de</a> · <a href="https://www.linkedin.com/company/technova-messe" style="color:#6b747c;">LinkedIn</a> · <a href="https://www.technova-messe.de/en/privacy" style="color:#6b747c;">Privacy policy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "technova-messe",
    group: "negative",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "TechNova 2027 <newsletter@technova-messe.de>",
    to: TO,
    subject: "TechNova 2027: Frühbucherpreise enden am 31. Oktober",
    date: dt(10, 21, 10, 0, 0),
    headers: [["List-Unsubscribe", "<https://news.technova-messe.de/u/x8Kq2aa91>"]],
    text: `TechNova 2027 – Fachmesse für Präzisionsfertigung · 9.–12. März 2027 · Messe Stuttgart

Noch 10 Tage Frühbucherpreise: Tageskarte 32 € statt 45 €, Dauerkarte 59 € statt 79 €.
Für Ihre Kunden: Gutscheincode TNV27-FREUNDE – damit ist das Tagesticket kostenlos.

Neu 2027:
- Sonderschau „Additive Serienfertigung“ in Halle 9
- Forum Fachkräfte: 40 Vorträge zu Ausbildung und Qualifizierung
- Matchmaking für Zulieferer aus CZ, PL und AT

Tickets: https://news.technova-messe.de/c/x8Kq2aa91/tickets
Programm: https://news.technova-messe.de/c/x8Kq2aa91/programm

Sie erhalten diesen Newsletter, weil Sie Ausstellerin der TechNova sind.
Abmelden: https://news.technova-messe.de/u/x8Kq2aa91
TechNova Messe GmbH · Messepiazza 1 · 70629 Stuttgart
`,
    html: `<html><body style="margin:0;background:#e9edf0;">
<div style="display:none;">Tageskarte 32 € statt 45 € – nur bis 31. Oktober.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td><a href="https://news.technova-messe.de/c/x8Kq2aa91/header"><img src="https://news.technova-messe.de/img/nl-2027-10-header.jpg" alt="TechNova 2027 – Frühbucherpreise" width="600" style="display:block;"></a></td></tr>
<tr><td style="padding:26px 32px;font-size:15px;line-height:23px;color:#1d252c;">
<h1 style="font-size:24px;margin:0 0 10px;">Noch 10 Tage Frühbucherpreise</h1>
<p>Tageskarte <b>32 €</b> statt 45 €, Dauerkarte <b>59 €</b> statt 79 €.</p>
<p style="background:#fff4d6;padding:12px;">Für Ihre Kunden: Gutscheincode <b style="letter-spacing:1px;">TNV27-FREUNDE</b> – damit ist das Tagesticket kostenlos.</p>
<h3>Neu 2027</h3><ul><li>Sonderschau „Additive Serienfertigung“ in Halle 9</li><li>Forum Fachkräfte: 40 Vorträge zu Ausbildung und Qualifizierung</li><li>Matchmaking für Zulieferer aus CZ, PL und AT</li></ul>
<p><a href="https://news.technova-messe.de/c/x8Kq2aa91/tickets" style="background:#00a3c4;color:#fff;padding:11px 22px;text-decoration:none;">Tickets sichern</a> &nbsp; <a href="https://news.technova-messe.de/c/x8Kq2aa91/programm" style="color:#00a3c4;">Programm ansehen</a></p></td></tr>
<tr><td style="padding:16px 32px;background:#101820;color:#9aa4ab;font-size:11px;">
<a href="https://news.technova-messe.de/c/x8Kq2aa91/linkedin"><img src="https://news.technova-messe.de/img/li.png" alt="LinkedIn" width="20"></a> <a href="https://news.technova-messe.de/c/x8Kq2aa91/youtube"><img src="https://news.technova-messe.de/img/yt.png" alt="YouTube" width="20"></a><br>
Sie erhalten diesen Newsletter, weil Sie Ausstellerin der TechNova sind. <a href="https://news.technova-messe.de/u/x8Kq2aa91" style="color:#9aa4ab;">Abmelden</a><br>
TechNova Messe GmbH · Messepiazza 1 · 70629 Stuttgart · © 2026</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // IHK Schwarzwald-Neckarbogen
  {
    family: "ihk-neckarbogen",
    group: "regional",
    lang: "de",
    kind: "newsletter-confirm",
    code: null,
    link: "https://www.ihk-neckarbogen.de/newsletter/doi?list=aussenwirtschaft&c=7d1a3f0e992b",
    from: "IHK Schwarzwald-Neckarbogen <newsletter@ihk-neckarbogen.de>",
    to: TO,
    subject: "Bitte bestätigen Sie Ihre Anmeldung zum Newsletter „Außenwirtschaft kompakt“",
    date: dt(9, 15, 11, 9),
    text: `Guten Tag,

vielen Dank für Ihr Interesse an unserem Newsletter „Außenwirtschaft kompakt“ (Zoll, Exportkontrolle, Ursprungsregeln – monatlich).

Bitte bestätigen Sie Ihre Anmeldung über diesen Link:
https://www.ihk-neckarbogen.de/newsletter/doi?list=aussenwirtschaft&c=7d1a3f0e992b

Erst nach Ihrer Bestätigung nehmen wir Ihre Adresse in den Verteiler auf. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.

Mit freundlichen Grüßen
Ihre IHK Schwarzwald-Neckarbogen
Romäusring 4 · 78050 Villingen-Schwenningen
`,
    html: ihk(`<p>Guten Tag,</p>
<p>vielen Dank für Ihr Interesse an unserem Newsletter <b>„Außenwirtschaft kompakt“</b> (Zoll, Exportkontrolle, Ursprungsregeln – monatlich).</p>
<p>Bitte bestätigen Sie Ihre Anmeldung:</p>
<p><a href="https://www.ihk-neckarbogen.de/newsletter/doi?list=aussenwirtschaft&amp;c=7d1a3f0e992b" style="font-family:Arial,sans-serif;background:#003a70;color:#fff;padding:10px 20px;text-decoration:none;">Anmeldung bestätigen</a></p>
<p>Erst nach Ihrer Bestätigung nehmen wir Ihre Adresse in den Verteiler auf. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.</p>
<p>Mit freundlichen Grüßen<br>Ihre IHK Schwarzwald-Neckarbogen</p>`),
    enc: "qp",
  },
  {
    family: "ihk-neckarbogen",
    group: "negative",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "IHK Schwarzwald-Neckarbogen <newsletter@ihk-neckarbogen.de>",
    to: TO,
    subject: "Außenwirtschaft kompakt 10/2026: Neue Ursprungsregeln, Zollseminar am 12.11.",
    date: dt(10, 6, 9, 30),
    headers: [["List-Unsubscribe", "<mailto:abmelden@ihk-neckarbogen.de?subject=aussenwirtschaft>"]],
    text: `Außenwirtschaft kompakt – Ausgabe 10/2026

1. Präferenzrecht: Änderungen der Pan-Europa-Mittelmeer-Ursprungsregeln ab 01.01.2027
2. Exportkontrolle: Neue Güterliste für Werkzeugmaschinen (Anhang I, Kategorie 2B)
3. Elektronisches Ursprungszeugnis: Gebühr steigt auf 14,50 € je Dokument
4. Seminar „Zollabwicklung für Einsteiger“, 12.11.2026, 9–16 Uhr, IHK-Haus Villingen, 290 € zzgl. MwSt.

Details und Anmeldung: https://www.ihk-neckarbogen.de/aussenwirtschaft/newsletter-10-2026

Ansprechpartnerin: Dr. Helga Bürkle, Tel. 07721 922-176

Newsletter abbestellen: https://www.ihk-neckarbogen.de/newsletter/abmelden?list=aussenwirtschaft
`,
    html: null,
  },
  {
    family: "ihk-neckarbogen",
    group: "negative",
    lang: "de",
    kind: "application-approved",
    code: null,
    link: null,
    from: "IHK Ursprungszeugnisse <eurspr@ihk-neckarbogen.de>",
    to: TO,
    subject: "Antrag UZ-26-031877 bearbeitet: Ursprungszeugnis ausgestellt",
    date: dt(10, 12, 14, 18),
    text: `Guten Tag,

Ihr Antrag auf ein Ursprungszeugnis wurde bearbeitet.

Antragsnummer:   UZ-26-031877
Empfängerland:   Türkei
Ware:            Präzisionsdrehteile aus Stahl, Zolltarifnummer 8483 90 89
Status:          ausgestellt am 12.10.2026
Gebühr:          14,50 € (Abrechnung über Sammelrechnung Q4)

Das Dokument steht im Antragsportal zum Download bereit.

IHK Schwarzwald-Neckarbogen · Außenwirtschaft · Tel. 07721 922-170
`,
    html: null,
    enc: "8bit",
  },
  // Ordnerhafen (cloud storage)
  {
    family: "ordnerhafen",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "527190",
    link: "https://konto.ordnerhafen.de/login/magic?t=oh_ml_Hk29fPqZ8uYw3cDv&src=mail",
    from: "Ordnerhafen <login@ordnerhafen.de>",
    to: TO,
    subject: "Anmeldung bei Ordnerhafen: 527190",
    date: dt(9, 21, 7, 51),
    text: `Hallo Sabine,

hier ist Ihr Anmeldecode für Ordnerhafen:

527190

Oder melden Sie sich direkt mit einem Klick an:
https://konto.ordnerhafen.de/login/magic?t=oh_ml_Hk29fPqZ8uYw3cDv&src=mail

Code und Link gelten 15 Minuten und nur auf dem Gerät, auf dem Sie die Anmeldung begonnen haben (Firefox auf Windows, Deißlingen).

Nicht angefordert? Dann können Sie diese E-Mail ignorieren.

Ordnerhafen GmbH · Speicherstraße 12 · 68159 Mannheim · Daten gespeichert in Deutschland
`,
    html: `<html><body style="margin:0;background:#f4f7fb;font-family:Inter,Segoe UI,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.08);">
<tr><td style="padding:28px 32px 0;"><img src="https://static.ordnerhafen.de/mail/anker-blau.png" width="36" alt="Ordnerhafen"></td></tr>
<tr><td style="padding:14px 32px 28px;color:#17233a;font-size:15px;line-height:23px;">
<p style="margin:0 0 12px;">Hallo Sabine,</p><p style="margin:0 0 16px;">hier ist Ihr Anmeldecode für Ordnerhafen:</p>
<div style="font-size:34px;font-weight:700;letter-spacing:10px;color:#1e5bd8;margin:6px 0 22px;">527190</div>
<p style="margin:0 0 14px;">Oder melden Sie sich direkt mit einem Klick an:</p>
<a href="https://konto.ordnerhafen.de/login/magic?t=oh_ml_Hk29fPqZ8uYw3cDv&amp;src=mail" style="display:inline-block;background:#1e5bd8;color:#fff;padding:11px 22px;border-radius:8px;text-decoration:none;font-weight:600;">Bei Ordnerhafen anmelden</a>
<p style="margin:22px 0 0;font-size:12px;color:#6b7891;">Code und Link gelten 15 Minuten und nur auf dem Gerät, auf dem Sie die Anmeldung begonnen haben (Firefox auf Windows, Deißlingen). Nicht angefordert? Dann können Sie diese E-Mail ignorieren.</p></td></tr>
</table>
<p style="font-size:11px;color:#8a96ab;">Ordnerhafen GmbH · Speicherstraße 12 · 68159 Mannheim · <a href="https://ordnerhafen.de/datenschutz" style="color:#8a96ab;">Datenschutz</a> · Daten gespeichert in Deutschland</p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "ordnerhafen",
    group: "negative",
    lang: "de",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Ordnerhafen <info@ordnerhafen.de>",
    to: TO,
    subject: "Ihr Team-Speicher ist zu 91 % belegt",
    date: dt(10, 14, 10, 40),
    text: `Hallo Sabine,

der Speicher Ihres Teams „Hagmaier Präzisionsteile“ ist zu 91 % belegt (910 GB von 1 TB, Tarif Team M).

Die größten Ordner:
- /Konstruktion/CAD-Archiv: 412 GB
- /QS/Prüfberichte 2019–2026: 188 GB
- /Messe/TechNova-Fotos: 64 GB

Ab 100 % können keine neuen Dateien mehr hochgeladen werden. Sie können Dateien löschen oder auf Team L (2 TB, 39,00 € pro Monat zzgl. MwSt.) wechseln.

Speicher verwalten: https://app.ordnerhafen.de/team/speicher

Ordnerhafen GmbH · Mannheim
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "ordnerhafen",
    group: "consumer",
    lang: "en",
    kind: "share-invite",
    code: null,
    link: "https://app.ordnerhafen.de/s/invite/Wq7RmZ3xK2?lang=en",
    from: "Lorenzo Ferraro via Ordnerhafen <share@ordnerhafen.de>",
    to: TO,
    subject: 'Lorenzo Ferraro shared the folder "Zeichnungen Q4 – Kunde Kronwerk" with you',
    date: dt(10, 8, 16, 22),
    text: `Lorenzo Ferraro (l.ferraro@hagmaier-praezision.de) invited you to edit a folder:

Zeichnungen Q4 – Kunde Kronwerk
27 files · 1.3 GB

Message from Lorenzo: "Sabine, here are the drawings for the Kronwerk offer, please add the signed NDA to the folder. Grazie!"

Open the folder:
https://app.ordnerhafen.de/s/invite/Wq7RmZ3xK2?lang=en

You'll need an Ordnerhafen account to accept the invitation.

Ordnerhafen GmbH · Speicherstraße 12 · 68159 Mannheim · Germany
`,
    html: `<html><body style="margin:0;background:#f4f7fb;font-family:Inter,Segoe UI,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:28px 32px;color:#17233a;font-size:15px;line-height:23px;">
<p style="margin:0 0 16px;"><b>Lorenzo Ferraro</b> (l.ferraro@hagmaier-praezision.de) invited you to edit a folder:</p>
<table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #e1e7f0;border-radius:10px;"><tr>
<td width="40"><img src="https://static.ordnerhafen.de/mail/folder.png" width="36" alt="Folder"></td>
<td><b>Zeichnungen Q4 – Kunde Kronwerk</b><br><span style="font-size:12px;color:#6b7891;">27 files · 1.3 GB</span></td></tr></table>
<p style="margin:18px 0;padding:12px 16px;background:#f4f7fb;border-radius:8px;font-style:italic;">"Sabine, here are the drawings for the Kronwerk offer, please add the signed NDA to the folder. Grazie!"</p>
<a href="https://app.ordnerhafen.de/s/invite/Wq7RmZ3xK2?lang=en" style="display:inline-block;background:#1e5bd8;color:#fff;padding:11px 22px;border-radius:8px;text-decoration:none;font-weight:600;">Open folder</a>
<p style="margin:18px 0 0;font-size:12px;color:#6b7891;">You'll need an Ordnerhafen account to accept the invitation.</p></td></tr></table>
<p style="font-size:11px;color:#8a96ab;">Ordnerhafen GmbH · Speicherstraße 12 · 68159 Mannheim · Germany · <a href="https://ordnerhafen.de/en/privacy" style="color:#8a96ab;">Privacy</a> · <a href="https://ordnerhafen.de/en/notifications" style="color:#8a96ab;">Notification settings</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Sprechraum, Talvio, suppliers abroad

const PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

const part4: Mail[] = [
  {
    family: "dyskownia",
    group: "regional",
    lang: "pl",
    kind: "share-invite",
    code: null,
    link: "https://dyskownia.pl/zaproszenie/7f3KpQ9w?utm_source=email&utm_medium=share",
    from: "Dyskownia <powiadomienia@dyskownia.pl>",
    to: TO,
    subject: "Anna Wiśniewska udostępniła Ci folder „Atesty 3.1 – zam. 2026/0913”",
    date: dt(9, 23, 12, 44),
    text: `Dzień dobry,

Anna Wiśniewska (a.wisniewska@lozyska-narew.pl) zaprasza Cię do folderu:

Atesty 3.1 – zam. 2026/0913
12 plików PDF · 38 MB · uprawnienia: tylko podgląd

Wiadomość: „Dzień dobry Pani Sabino, w folderze są świadectwa odbioru 3.1 do dostawy z 22.09. Pozdrawiam, Anna”

Przyjmij zaproszenie:
https://dyskownia.pl/zaproszenie/7f3KpQ9w?utm_source=email&utm_medium=share

Zaproszenie wygasa po 30 dniach.

Dyskownia sp. z o.o., ul. Grunwaldzka 182, 60-166 Poznań
Pomoc: https://dyskownia.pl/pomoc
`,
    html: `<html><body style="margin:0;background:#f1f3f7;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #eceff4;"><img src="https://dyskownia.pl/static/mail/logo-dyskownia.png" alt="Dyskownia" width="130"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:22px;color:#222b38;">
<p style="margin-top:0;">Dzień dobry,</p>
<p><b>Anna Wiśniewska</b> (a.wisniewska@lozyska-narew.pl) zaprasza Cię do folderu:</p>
<table cellpadding="10" cellspacing="0" width="100%" style="background:#f7f8fb;border-radius:6px;"><tr><td width="34"><img src="https://dyskownia.pl/static/mail/ikona-folder.png" width="30" alt="Folder"></td>
<td><b>Atesty 3.1 – zam. 2026/0913</b><br><span style="font-size:12px;color:#6f7a8a;">12 plików PDF · 38 MB · tylko podgląd</span></td></tr></table>
<p style="font-style:italic;color:#4b5566;">„Dzień dobry Pani Sabino, w folderze są świadectwa odbioru 3.1 do dostawy z 22.09. Pozdrawiam, Anna”</p>
<p style="text-align:center;margin:26px 0;"><a href="https://dyskownia.pl/zaproszenie/7f3KpQ9w?utm_source=email&amp;utm_medium=share" style="background:#e4572e;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold;">Przyjmij zaproszenie</a></p>
<p style="font-size:12px;color:#8a93a3;">Zaproszenie wygasa po 30 dniach.</p></td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#8a93a3;border-top:1px solid #eceff4;">Dyskownia sp. z o.o. · ul. Grunwaldzka 182 · 60-166 Poznań · NIP 779-248-11-06<br>
<a href="https://dyskownia.pl/pomoc" style="color:#8a93a3;">Pomoc</a> · <a href="https://dyskownia.pl/regulamin" style="color:#8a93a3;">Regulamin</a> · <a href="https://dyskownia.pl/prywatnosc" style="color:#8a93a3;">Polityka prywatności</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "lozyska-narew",
    group: "negative",
    lang: "pl",
    kind: "delivery-note",
    code: null,
    link: null,
    from: "Anna Wiśniewska <a.wisniewska@lozyska-narew.pl>",
    to: TO,
    subject: "WZ 1184/09/2026 – dostawa do zam. BE-2026-0913",
    date: dt(9, 22, 15, 3),
    text: `Dzień dobry Pani Sabino,

w załączeniu przesyłam dokument WZ 1184/09/2026 do Państwa zamówienia BE-2026-0913.

Towar: łożyska kulkowe 6204-2RS C3, 2 000 szt.; łożyska 6305-ZZ, 600 szt.
Wysyłka: 22.09.2026, przewoźnik Rheinkurs Logistik, 2 palety, list przewozowy 88120447
Planowana dostawa: 25.09.2026

Atesty 3.1 udostępnię osobno przez Dyskownię.
Faktura VAT nr FV/2026/09/2217 zostanie wysłana jutro.

Z poważaniem
Anna Wiśniewska
Dział Sprzedaży Eksportowej
Łożyska Narew Sp. z o.o.
ul. Przemysłowa 14, 07-410 Ostrołęka
tel. +48 29 760 41 18
`,
    html: null,
    enc: "qp",
    attachment: ["WZ_1184_09_2026.pdf", "application/pdf", PDF],
  },
  {
    family: "sprechraum-video",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "731004",
    link: "https://sprechraum.io/verify-email?token=sr_ev_4Fh8Qm2Lx0Tz&utm_campaign=onboarding",
    from: "Sprechraum <hello@sprechraum.io>",
    to: TO,
    subject: "Confirm your email for Sprechraum",
    date: dt(9, 29, 13, 6),
    text: `Welcome to Sprechraum, Sabine!

To finish setting up your account, confirm that this is your email address.

Enter this code in the app:  731 004

or open this link:
https://sprechraum.io/verify-email?token=sr_ev_4Fh8Qm2Lx0Tz&utm_campaign=onboarding

The code is valid for 30 minutes.

Video meetings hosted in Frankfurt · End-to-end encryption on all paid plans

Sprechraum GmbH, Torstraße 140, 10119 Berlin, Germany
Help: https://sprechraum.io/help · Privacy: https://sprechraum.io/privacy
`,
    html: `<html><body style="margin:0;background:#faf8f5;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">Your code is inside. Valid for 30 minutes.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:22px;"><img src="https://sprechraum.io/assets/email/wordmark.png" alt="Sprechraum" width="132"></td></tr>
<tr><td style="background:#fff;border:1px solid #ebe6de;border-radius:12px;padding:30px;color:#241f1a;font-size:15px;line-height:23px;">
<h1 style="font-size:21px;margin:0 0 12px;">Welcome to Sprechraum, Sabine!</h1>
<p style="margin:0 0 18px;">To finish setting up your account, confirm that this is your email address. Enter this code in the app:</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 20px;"><tr>
<td style="font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:600;background:#f3efe8;border-radius:8px;padding:12px 20px;letter-spacing:6px;">731 004</td></tr></table>
<p style="margin:0 0 14px;">or confirm with one click:</p>
<a href="https://sprechraum.io/verify-email?token=sr_ev_4Fh8Qm2Lx0Tz&amp;utm_campaign=onboarding" style="display:inline-block;background:#ff5a36;color:#fff;border-radius:8px;padding:11px 24px;text-decoration:none;font-weight:600;">Confirm email</a>
<p style="margin:20px 0 0;font-size:13px;color:#7c746a;">The code is valid for 30 minutes.</p></td></tr>
<tr><td style="padding:18px 4px;font-size:11px;color:#9b9389;">Video meetings hosted in Frankfurt · End-to-end encryption on all paid plans<br>
Sprechraum GmbH, Torstraße 140, 10119 Berlin · <a href="https://sprechraum.io/help" style="color:#9b9389;">Help</a> · <a href="https://sprechraum.io/privacy" style="color:#9b9389;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "sprechraum-video",
    group: "negative",
    lang: "de",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "Sprechraum <notifications@sprechraum.io>",
    to: TO,
    subject: "Aufzeichnung verfügbar: „Jour fixe Einkauf / Kronwerk“ (14.10.2026)",
    date: dt(10, 14, 11, 58),
    text: `Hallo Sabine,

die Aufzeichnung Ihres Meetings ist fertig.

Jour fixe Einkauf / Kronwerk
Mi, 14.10.2026, 10:30–11:47 · 5 Teilnehmende · 1 h 17 min
Meeting-ID: 482 771 9034

Aufzeichnung und Transkript ansehen: https://sprechraum.io/r/jfe-kronwerk-1410
Die Aufzeichnung wird nach 30 Tagen automatisch gelöscht (am 13.11.2026).

Sprechraum GmbH · Berlin
`,
    html: `<html><body style="margin:0;background:#faf8f5;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="margin-top:30px;">
<tr><td style="padding-bottom:18px;"><img src="https://sprechraum.io/assets/email/wordmark.png" alt="Sprechraum" width="120"></td></tr>
<tr><td style="background:#fff;border:1px solid #ebe6de;border-radius:12px;padding:26px;font-size:15px;line-height:22px;color:#241f1a;">
<p style="margin-top:0;">Hallo Sabine,</p><p>die Aufzeichnung Ihres Meetings ist fertig.</p>
<p style="background:#f3efe8;border-radius:8px;padding:12px;"><b>Jour fixe Einkauf / Kronwerk</b><br><span style="font-size:13px;color:#7c746a;">Mi, 14.10.2026, 10:30–11:47 · 5 Teilnehmende · 1 h 17 min<br>Meeting-ID: 482 771 9034</span></p>
<a href="https://sprechraum.io/r/jfe-kronwerk-1410" style="display:inline-block;background:#241f1a;color:#fff;border-radius:8px;padding:10px 20px;text-decoration:none;">Aufzeichnung ansehen</a>
<p style="font-size:12px;color:#7c746a;">Die Aufzeichnung wird nach 30 Tagen automatisch gelöscht (am 13.11.2026).</p></td></tr>
<tr><td style="padding:14px 4px;font-size:11px;color:#9b9389;">Sprechraum GmbH · Berlin · <a href="https://sprechraum.io/settings/notifications" style="color:#9b9389;">Benachrichtigungen</a></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "talvio-mobil",
    group: "negative",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Talvio Business <rechnung@talvio.de>",
    to: TO,
    subject: "Ihre Talvio-Rechnung für September 2026 (Kundennr. 5502-118840)",
    date: dt(10, 3, 3, 15),
    text: `Guten Tag Frau Kröll,

Ihre Rechnung für September 2026 ist da. Sie finden sie im Anhang und in „Mein Talvio Business“.

Kundennummer:     5502-118840
Rechnungsnummer:  TB-2609-0077213
Verträge:         18 Mobilfunk, 1 Glasfaser 500 (Standort Deißlingen)
Rechnungsbetrag:  1.132,47 EUR (inkl. 19 % USt.)
Abbuchung:        ab 08.10.2026 von DE12 •••• •••• 31

Tipp: Roaming-Kosten in die Schweiz – 3 Verträge haben im September das CH-Paket genutzt.

Freundliche Grüße
Ihr Talvio Business Team
Hotline 0800 825 846 0 (kostenlos)

Talvio Deutschland GmbH · Am Seestern 18 · 40547 Düsseldorf
`,
    html: null,
    attachment: ["Talvio_Rechnung_TB-2609-0077213.pdf", "application/pdf", PDF],
  },
  {
    family: "talvio-mobil",
    group: "negative",
    lang: "de",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Talvio Business <service@talvio.de>",
    to: TO,
    subject: "Geplante Wartung: Glasfaseranschluss Deißlingen am 27.10. von 01:00 bis 05:00 Uhr",
    date: dt(10, 20, 16, 30),
    text: `Guten Tag Frau Kröll,

am Dienstag, 27.10.2026, führen wir zwischen 01:00 und 05:00 Uhr Wartungsarbeiten an unserem Netzknoten Rottweil durch.

Betroffen: Glasfaser Business 500, Im Gewerbepark 7, 78652 Deißlingen (Anschluss-ID GF-78652-00391)
Auswirkung: Unterbrechungen von Internet und Festnetztelefonie bis zu 30 Minuten

Sie müssen nichts tun. Status: https://status.talvio.de

Freundliche Grüße
Ihr Talvio Business Team
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f0eef6;margin:0;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;">
<tr><td style="background:#5a2d82;padding:16px 26px;"><img src="https://www.talvio.de/mail/talvio-business-weiss.png" alt="Talvio Business" width="150"></td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:22px;color:#2b2b2b;">
<p>Guten Tag Frau Kröll,</p>
<p>am <b>Dienstag, 27.10.2026</b>, führen wir zwischen <b>01:00 und 05:00 Uhr</b> Wartungsarbeiten an unserem Netzknoten Rottweil durch.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;background:#f7f5fa;width:100%;">
<tr><td width="110" style="color:#777;">Betroffen</td><td>Glasfaser Business 500, Im Gewerbepark 7, 78652 Deißlingen<br>Anschluss-ID GF-78652-00391</td></tr>
<tr><td style="color:#777;">Auswirkung</td><td>Unterbrechungen von Internet und Festnetztelefonie bis zu 30 Minuten</td></tr></table>
<p>Sie müssen nichts tun. Den aktuellen Stand sehen Sie unter <a href="https://status.talvio.de" style="color:#5a2d82;">status.talvio.de</a>.</p>
<p>Freundliche Grüße<br>Ihr Talvio Business Team</p></td></tr>
<tr><td style="padding:14px 26px;background:#f0eef6;font-size:11px;color:#777;">Talvio Deutschland GmbH · Am Seestern 18 · 40547 Düsseldorf · Hotline 0800 825 846 0 · <a href="https://www.talvio.de/business/datenschutz" style="color:#777;">Datenschutz</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "celikport",
    group: "regional",
    lang: "tr",
    kind: "login-code",
    code: "551208",
    link: null,
    from: "ÇelikPort <guvenlik@celikport.com.tr>",
    to: TO,
    subject: "ÇelikPort giriş doğrulama kodunuz",
    date: dt(10, 6, 14, 11),
    text: `Sayın Sabine Kröll,

ÇelikPort tedarikçi platformuna girişinizi tamamlamak için aşağıdaki doğrulama kodunu kullanın:

551 208

Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşmayın; ÇelikPort çalışanları sizden asla kod istemez.

Giriş bilgileri: 06.10.2026 15:10 (TSİ), Chrome / Windows, Almanya

Bu girişi siz yapmadıysanız şifrenizi değiştirin ve bize +90 232 488 20 20 numarasından ulaşın.

ÇelikPort Dijital Ticaret A.Ş.
Atatürk Organize Sanayi Bölgesi 10003 Sk. No:7, 35620 Çiğli / İzmir
`,
    html: `<html><body style="margin:0;background:#eceff1;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#37474f;padding:16px 24px;"><img src="https://cdn.celikport.com.tr/mail/celikport-logo.png" alt="ÇelikPort" width="140"></td></tr>
<tr><td style="padding:26px 24px;font-size:14px;line-height:21px;color:#263238;">
<p>Sayın Sabine Kröll,</p>
<p>ÇelikPort tedarikçi platformuna girişinizi tamamlamak için aşağıdaki doğrulama kodunu kullanın:</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:5px;color:#c62828;margin:22px 0;">551 208</p>
<p>Kod <b>3 dakika</b> geçerlidir. Bu kodu kimseyle paylaşmayın; ÇelikPort çalışanları sizden asla kod istemez.</p>
<p style="font-size:12px;color:#78909c;">Giriş bilgileri: 06.10.2026 15:10 (TSİ), Chrome / Windows, Almanya</p>
<p style="font-size:12px;">Bu girişi siz yapmadıysanız şifrenizi değiştirin ve bize +90 232 488 20 20 numarasından ulaşın.</p></td></tr>
<tr><td style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#90a4ae;">ÇelikPort Dijital Ticaret A.Ş. · Atatürk OSB 10003 Sk. No:7, 35620 Çiğli / İzmir · <a href="https://www.celikport.com.tr/kvkk" style="color:#90a4ae;">KVKK Aydınlatma Metni</a> · <a href="https://www.celikport.com.tr/yardim" style="color:#90a4ae;">Yardım</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "ege-dokum",
    group: "negative",
    lang: "tr",
    kind: "proforma-invoice",
    code: null,
    link: null,
    from: "Elif Yıldırım <elif.yildirim@egedokum.com.tr>",
    to: TO,
    subject: "Proforma Fatura PF-2026-0487 / Sipariş BE-2026-0955",
    date: dt(10, 9, 9, 41),
    text: `Sayın Sabine Hanım,

BE-2026-0955 numaralı siparişiniz için proforma faturamız ektedir.

Ürün: GGG-50 sfero döküm flanş, ham döküm, çizim no. HP-22-0417 Rev. C
Miktar: 1.200 adet
Birim fiyat: 6,85 EUR
Toplam: 8.220,00 EUR (FCA İzmir, Incoterms 2020)
Ödeme: %30 peşin, kalan sevkiyattan önce
Tahmini sevk tarihi: 46. hafta (09–13.11.2026)

Banka bilgilerimiz proforma üzerinde yer almaktadır. Sorularınız için her zaman ulaşabilirsiniz.

Saygılarımla,
Elif Yıldırım
İhracat Satış Temsilcisi
Ege Döküm San. ve Tic. A.Ş.
Manisa OSB 3. Kısım, 45030 Yunusemre / Manisa
Tel: +90 236 214 61 00 · Dahili 214
`,
    html: null,
    enc: "8bit",
    attachment: ["PF-2026-0487.pdf", "application/pdf", PDF],
  },
  {
    family: "kovotechna",
    group: "negative",
    lang: "cs",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Kovotechna s.r.o. <objednavky@kovotechna.cz>",
    to: TO,
    subject: "Potvrzení objednávky BE-2026-0913 / naše č. ZAK-26-1402",
    date: dt(9, 17, 8, 26),
    text: `Dobrý den, paní Kröll,

děkujeme za Vaši objednávku BE-2026-0913, kterou potvrzujeme pod naším číslem zakázky ZAK-26-1402.

Položka: Svařovaný rám RH-400, výkres HP-21-0980 Rev. B, 40 ks
Cena: 312,00 EUR / ks, celkem 12.480,00 EUR
Povrchová úprava: práškový lak RAL 7035
Termín dodání: 42. týden 2026 (12.–16.10.2026), DAP Deißlingen

Omlouváme se za zpoždění potvrzení – náš nákupce byl na dovolené.

S pozdravem
Petra Horáková
obchodní oddělení
Kovotechna s.r.o., Průmyslová 1220, 586 01 Jihlava
tel. +420 567 301 455
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<p>Dobrý den, paní Kröll,</p>
<p>děkujeme za Vaši objednávku BE-2026-0913, kterou potvrzujeme pod naším číslem zakázky <b>ZAK-26-1402</b>.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:10pt;">
<tr style="background:#d9e2f3;"><td>Položka</td><td>Množství</td><td>Cena/ks</td><td>Celkem</td></tr>
<tr><td>Svařovaný rám RH-400, výkres HP-21-0980 Rev. B, RAL 7035</td><td>40 ks</td><td>312,00 EUR</td><td>12.480,00 EUR</td></tr></table>
<p>Termín dodání: 42. týden 2026 (12.–16.10.2026), DAP Deißlingen</p>
<p>Omlouváme se za zpoždění potvrzení – náš nákupce byl na dovolené.</p>
<p>S pozdravem<br><b>Petra Horáková</b><br>obchodní oddělení<br>
<img src="https://www.kovotechna.cz/podpis/logo-kovotechna.png" alt="Kovotechna" width="120"><br>
<span style="font-size:9pt;color:#555;">Kovotechna s.r.o., Průmyslová 1220, 586 01 Jihlava · tel. +420 567 301 455 · <a href="https://www.kovotechna.cz">www.kovotechna.cz</a></span></p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "kovotechna",
    group: "regional",
    lang: "cs",
    kind: "invite-link",
    code: null,
    link: "https://portal.kovotechna.cz/pozvanka/prijmout?kod=KT-9c2e71d4a8&jazyk=cs",
    from: "Zákaznický portál Kovotechna <portal@kovotechna.cz>",
    to: TO,
    subject: "Pozvánka do zákaznického portálu Kovotechna",
    date: dt(10, 16, 10, 15),
    text: `Dobrý den,

Petra Horáková Vás zve do zákaznického portálu Kovotechna pro firmu Hagmaier Präzisionsteile GmbH (zákaznické číslo 70015).

V portálu uvidíte stav výroby Vašich zakázek, dodací listy, faktury a atesty.

Pro přijetí pozvánky a nastavení hesla klikněte zde:
https://portal.kovotechna.cz/pozvanka/prijmout?kod=KT-9c2e71d4a8&jazyk=cs

Pozvánka platí 72 hodin.

Kovotechna s.r.o. · Průmyslová 1220 · 586 01 Jihlava
`,
    html: `<html><body style="margin:0;background:#f2f4f3;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #2e7d32;">
<tr><td style="padding:20px 28px;"><img src="https://portal.kovotechna.cz/img/logo.png" alt="Kovotechna – zákaznický portál" width="170"></td></tr>
<tr><td style="padding:0 28px 26px;font-size:14px;line-height:21px;color:#222;">
<p>Dobrý den,</p>
<p><b>Petra Horáková</b> Vás zve do zákaznického portálu Kovotechna pro firmu Hagmaier Präzisionsteile GmbH (zákaznické číslo 70015).</p>
<p>V portálu uvidíte stav výroby Vašich zakázek, dodací listy, faktury a atesty.</p>
<p style="margin:24px 0;"><a href="https://portal.kovotechna.cz/pozvanka/prijmout?kod=KT-9c2e71d4a8&amp;jazyk=cs" style="background:#2e7d32;color:#fff;padding:11px 24px;text-decoration:none;border-radius:3px;">Přijmout pozvánku</a></p>
<p style="font-size:12px;color:#777;">Pozvánka platí 72 hodin.</p></td></tr>
<tr><td style="padding:12px 28px;background:#f7f7f7;font-size:11px;color:#888;">Kovotechna s.r.o. · Průmyslová 1220 · 586 01 Jihlava · IČO 26841201 · <a href="https://www.kovotechna.cz/ochrana-osobnich-udaju" style="color:#888;">Ochrana osobních údajů</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "minuterie-valtrompia",
    group: "negative",
    lang: "it",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Minuterie Valtrompia S.r.l. <ordini@minuterievaltrompia.it>",
    to: TO,
    subject: "Conferma d'ordine n. 26/1893 – Vs. ordine BE-2026-0962",
    date: dt(10, 12, 11, 3),
    text: `Gentile Sig.ra Kröll,

con la presente confermiamo il Vostro ordine BE-2026-0962 del 09/10/2026.

Conferma d'ordine n. 26/1893
Art. MV-M8x25-A2   Vite TCEI M8x25 inox A2, ISO 4762      10.000 pz   0,0912 €/pz    912,00 €
Art. MV-D10-1.5    Rondella piana Ø10 zincata                20.000 pz   0,0118 €/pz    236,00 €
Imponibile: 1.148,00 € · Resa: franco Vs. stabilimento (ordini oltre 1.000 €)
Consegna prevista: settimana 44

Pagamento: bonifico 60 gg d.f.f.m.

Cordiali saluti
Giulia Bertoli
Ufficio commerciale estero
Minuterie Valtrompia S.r.l. · Via Matteotti 71 · 25063 Gardone Val Trompia (BS)
Tel. +39 030 891 22 40 · P.IVA IT 02817430984
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "minuterie-valtrompia",
    group: "negative",
    lang: "it",
    kind: "closure-notice",
    code: null,
    link: null,
    from: "Minuterie Valtrompia S.r.l. <info@minuterievaltrompia.it>",
    to: TO,
    subject: "Chiusura aziendale 30 ottobre – 2 novembre 2026",
    date: dt(10, 22, 16, 47),
    text: `Gentili Clienti,

vi informiamo che la nostra azienda resterà chiusa da venerdì 30 ottobre a lunedì 2 novembre 2026 compresi, per il ponte di Ognissanti.

Gli ordini ricevuti in questi giorni saranno evasi a partire da martedì 3 novembre. Le consegne della settimana 44 sono confermate.

Per urgenze: +39 335 710 4482 (servizio reperibilità).

Cordiali saluti
Minuterie Valtrompia S.r.l.
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:12px;color:#333;">
<table width="600" cellpadding="0" cellspacing="0"><tr><td><img src="https://www.minuterievaltrompia.it/newsletter/testata.jpg" alt="Minuterie Valtrompia – viteria e minuteria metallica dal 1968" width="600"></td></tr>
<tr><td style="padding:20px;">
<p>Gentili Clienti,</p>
<p>vi informiamo che la nostra azienda resterà <b>chiusa da venerdì 30 ottobre a lunedì 2 novembre 2026</b> compresi, per il ponte di Ognissanti.</p>
<p>Gli ordini ricevuti in questi giorni saranno evasi a partire da martedì 3 novembre. Le consegne della settimana 44 sono confermate.</p>
<p>Per urgenze: +39 335 710 4482 (servizio reperibilità).</p>
<p>Cordiali saluti<br>Minuterie Valtrompia S.r.l.</p></td></tr>
<tr><td style="padding:10px 20px;background:#eee;font-size:10px;color:#777;">Minuterie Valtrompia S.r.l. · Via Matteotti 71 · 25063 Gardone Val Trompia (BS) · P.IVA IT 02817430984 · <a href="https://www.minuterievaltrompia.it/privacy">Privacy</a> · <a href="https://www.minuterievaltrompia.it/newsletter/cancellazione?e=s.kroell%40hagmaier-praezision.de">Cancellati</a></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "decolletage-arveyron",
    group: "negative",
    lang: "fr",
    kind: "shipping-notice",
    code: null,
    link: null,
    from: "Décolletage de l'Arveyron <expeditions@decolletage-arveyron.fr>",
    to: TO,
    subject: "Avis d'expédition – BL 26-07712 – votre commande BE-2026-0940",
    date: dt(10, 1, 14, 20),
    text: `Madame,

Nous vous informons que votre commande BE-2026-0940 a été expédiée ce jour.

Bon de livraison : 26-07712
Référence : axe fileté AX-12-180, laiton CuZn39Pb3, plan HP-24-1102 ind. A
Quantité : 5 000 pièces en 4 colis (86 kg)
Transporteur : Geodis, récépissé n° 0741 228 915
Livraison prévue : 06/10/2026

Le certificat de conformité 2.1 est joint au colis n° 1.

Nous restons à votre disposition.

Cordialement,
Julien Perrillat
Service expéditions
Décolletage de l'Arveyron SAS · 412 route de Thyez · 74300 Cluses · France
Tél. +33 4 50 98 17 26
`,
    html: null,
    enc: "qp",
  },
  {
    family: "vrachtlijn",
    group: "negative",
    lang: "nl",
    kind: "shipment-update",
    code: null,
    link: null,
    from: "Vrachtlijn Track & Trace <noreply@vrachtlijn.nl>",
    to: TO,
    subject: "Uw zending VL 2026 8871 0345 is onderweg",
    date: dt(10, 26, 7, 12),
    text: `Beste klant,

Uw zending van Bonenkamp Hydrauliek B.V. (Venlo) is onderweg naar u.

Zendingnummer: VL 2026 8871 0345
Inhoud: 1 pallet, 312 kg
Verwachte levering: woensdag 28 oktober 2026, tussen 09:00 en 13:00
Afleveradres: Hagmaier Präzisionsteile GmbH, Im Gewerbepark 7, 78652 Deißlingen, Duitsland

Volg uw zending: https://www.vrachtlijn.nl/track?z=VL202688710345&pc=78652

Met vriendelijke groet,
Vrachtlijn B.V. · Transportweg 22 · 5928 PV Venlo · +31 77 320 44 00
`,
    html: `<html><body style="margin:0;background:#f2f5f3;font-family:Arial,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:22px auto;">
<tr><td style="background:#00875a;padding:14px 24px;"><img src="https://www.vrachtlijn.nl/img/mail/logo-wit.png" alt="Vrachtlijn" width="130"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#222;">
<p>Beste klant,</p><p>Uw zending van <b>Bonenkamp Hydrauliek B.V.</b> (Venlo) is onderweg naar u.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">Zendingnummer</td><td>VL 2026 8871 0345</td></tr>
<tr><td style="color:#777;">Inhoud</td><td>1 pallet, 312 kg</td></tr>
<tr><td style="color:#777;">Verwachte levering</td><td><b>woensdag 28 oktober 2026, 09:00–13:00</b></td></tr>
<tr><td style="color:#777;">Afleveradres</td><td>Hagmaier Präzisionsteile GmbH, Im Gewerbepark 7, 78652 Deißlingen, Duitsland</td></tr></table>
<p><a href="https://www.vrachtlijn.nl/track?z=VL202688710345&amp;pc=78652" style="background:#00875a;color:#fff;padding:10px 20px;text-decoration:none;display:inline-block;">Volg uw zending</a></p></td></tr>
<tr><td style="padding:12px 24px;background:#f7f7f7;font-size:11px;color:#888;">Vrachtlijn B.V. · Transportweg 22 · 5928 PV Venlo · +31 77 320 44 00 · <a href="https://www.vrachtlijn.nl/privacy" style="color:#888;">Privacy</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "transilvan-cargo",
    group: "negative",
    lang: "ro",
    kind: "transport-order",
    code: null,
    link: null,
    from: "Transilvan Cargo - Dispecerat <dispecerat@transilvancargo.ro>",
    to: TO,
    subject: "Confirmare comandă transport TC-26-5530 / încărcare 20.10.2026",
    date: dt(10, 16, 17, 38),
    text: `Bună ziua, doamna Kröll,

Vă confirmăm comanda de transport TC-26-5530:

Încărcare: 20.10.2026, 07:00–10:00, Hagmaier Präzisionsteile GmbH, Im Gewerbepark 7, 78652 Deißlingen (DE)
Descărcare: 22.10.2026, Sibiu Automotive Parts SRL, Str. Șoseaua Alba Iulia 106, 550052 Sibiu (RO)
Marfă: 8 paleți EUR, 4.650 kg, nestivuibil
Camion: SB 27 TCG / remorcă SB 28 TCG, șofer Ionuț Mărginean, +40 745 118 902
Preț convenit: 2.180,00 EUR, plata la 45 de zile

Vă rugăm să pregătiți CMR-ul și factura comercială.

Cu stimă,
Adrian Popa
Dispecer internațional
Transilvan Cargo SRL · Sibiu · +40 269 220 471
`,
    html: null,
    enc: "b64",
  },
  {
    family: "acelpont",
    group: "negative",
    lang: "hu",
    kind: "price-list",
    code: null,
    link: null,
    from: "Acélpont Kft. <ertekesites@acelpont.hu>",
    to: TO,
    subject: "Árváltozás 2026. november 1-től – hidegen húzott acélrudak",
    date: dt(10, 19, 13, 25),
    text: `Tisztelt Partnerünk!

Ezúton tájékoztatjuk, hogy a hidegen húzott acélrudak (C45+C, 11SMnPb30+C) árai 2026. november 1-től átlagosan 4,5%-kal emelkednek az energia- és alapanyagköltségek növekedése miatt.

Az október 31-ig leadott és visszaigazolt megrendelések a jelenlegi árakon kerülnek teljesítésre.

Az új árlistát mellékelten küldjük (Árlista_2026-11.pdf). Ügyfélszám: AP-DE-0318.

Kérdés esetén keresse kollégánkat: Kovács Bence, +36 96 512 340.

Üdvözlettel:
Acélpont Kft.
9027 Győr, Kandó Kálmán u. 11.
`,
    html: null,
    enc: "8bit",
    attachment: ["Arlista_2026-11.pdf", "application/pdf", PDF],
  },
];

// ---------------------------------------------------------------- English-language senders

const part5: Mail[] = [
  {
    family: "corvaro-procurement",
    group: "consumer",
    lang: "en",
    kind: "supplier-invite",
    code: null,
    link: "https://click.corvaro.com/ls/click?upn=u001.Xk2Pq7Rm-2BvTz9aLw4H3d&sup=SUP-DE-204419",
    from: "Corvaro Supplier Network <no-reply@suppliers.corvaro.com>",
    to: TO,
    subject: "Action required: Kronwerk Maschinenbau AG invites you to join Corvaro",
    date: dt(10, 27, 9, 4),
    text: "",
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f6f8;">
<div style="display:none;max-height:0;overflow:hidden;">Register as a supplier to receive purchase orders from Kronwerk Maschinenbau AG.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6f8;"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dfe3e8;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #dfe3e8;"><img src="https://suppliers.corvaro.com/static/email/corvaro-logo.png" alt="Corvaro" width="120" height="30"></td>
<td align="right" style="padding:22px 32px;border-bottom:1px solid #dfe3e8;"><img src="https://suppliers.corvaro.com/logos/buyer/kronwerk-ag.png" alt="Kronwerk Maschinenbau AG" width="110"></td></tr>
<tr><td colspan="2" style="padding:30px 32px;font-size:14px;line-height:22px;color:#1f2933;">
<p style="margin-top:0;">Hello Sabine Kröll,</p>
<p><b>Kronwerk Maschinenbau AG</b> (Olten, Switzerland) is moving all purchase orders and invoices to the Corvaro Supplier Network from 1 January 2027 and has invited <b>Hagmaier Präzisionsteile GmbH</b> to register.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f5f6f8;width:100%;">
<tr><td style="color:#616e7c;" width="170">Supplier ID at Kronwerk</td><td>SUP-DE-204419</td></tr>
<tr><td style="color:#616e7c;">Buyer contact</td><td>Reto Büttiker, Strategic Purchasing, +41 62 287 30 55</td></tr>
<tr><td style="color:#616e7c;">Registration deadline</td><td>30 November 2026</td></tr></table>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:26px 0;"><tr><td style="background:#0b6e4f;border-radius:4px;">
<a href="https://click.corvaro.com/ls/click?upn=u001.Xk2Pq7Rm-2BvTz9aLw4H3d&amp;sup=SUP-DE-204419" style="display:inline-block;padding:13px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">Accept invitation and register</a></td></tr></table>
<p>A standard account is free for suppliers. You will need your VAT ID and bank details to complete the profile.</p>
<p style="font-size:12px;color:#616e7c;">Questions about the registration? Visit the <a href="https://click.corvaro.com/ls/click?upn=u001.Xk2Pq7Rm-2BvTz9aLw4H3d-help" style="color:#0b6e4f;">Supplier Help Center</a>. Questions about orders? Contact Kronwerk directly.</p></td></tr>
<tr><td colspan="2" style="padding:18px 32px;background:#1f2933;font-size:11px;line-height:17px;color:#9aa5b1;">
© 2026 Corvaro Inc. · 500 Howard Street · San Francisco, CA 94105 · USA<br>
<a href="https://www.corvaro.com/legal/privacy" style="color:#9aa5b1;">Privacy</a> · <a href="https://www.corvaro.com/legal/terms" style="color:#9aa5b1;">Terms</a> · <a href="https://click.corvaro.com/ls/unsub?upn=u001.Xk2Pq7Rm" style="color:#9aa5b1;">Unsubscribe from invitation reminders</a></td></tr>
</table></td></tr></table></body></html>`,
    html_enc: "qp",
  },
  {
    family: "certivo-assurance",
    group: "negative",
    lang: "en",
    kind: "audit-plan",
    code: null,
    link: null,
    from: "Certivo Assurance GmbH <audits@certivo-assurance.com>",
    to: TO,
    subject: "Audit plan: ISO 9001 surveillance audit, 17–18 November 2026 (certificate 44 100 26118)",
    date: dt(10, 28, 15, 12),
    text: `Dear Ms Kröll,

please find below the audit plan for your annual surveillance audit.

Standard:       ISO 9001:2015
Certificate:    44 100 26118 (valid until 12.12.2028)
Site:           Im Gewerbepark 7, 78652 Deißlingen
Dates:          Tue 17 Nov 2026, 08:30 – 17:00 and Wed 18 Nov 2026, 08:30 – 12:30
Lead auditor:   Dipl.-Ing. Martina Schöllhorn
Audit days:     1.5

Day 1: opening meeting, management review, purchasing and supplier evaluation, production (turning, milling), measuring equipment
Day 2: complaints and corrective actions, internal audits, closing meeting

Please have the following ready: last management review, supplier ratings 2026, calibration records, list of customer complaints since the last audit.

The audit fee of EUR 2,340.00 plus travel expenses will be invoiced after the audit.

Kind regards
Audit Planning Team
Certivo Assurance GmbH · Heßbrühlstraße 21 · 70565 Stuttgart · +49 711 7819 300
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "merkurcard-business",
    group: "negative",
    lang: "en",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Merkurcard Business <alerts@merkurcard.de>",
    to: TO,
    subject: "Card payment of USD 1,249.00 at DIGIKEY CORP",
    date: dt(10, 22, 19, 3),
    text: `Card payment made with your Merkurcard Business •••• 4821

Merchant:   DIGIKEY CORP, THIEF RIVER FALLS, US
Amount:     USD 1,249.00 (approx. EUR 1,151.27, incl. 1.75 % foreign transaction fee)
Date:       22.10.2026, 19:01
Available limit: EUR 6,430.12

Don't recognise this payment? Call us 24/7 on +49 69 95 11 40 30 or block your card in the Merkurcard app.

You can change your alert settings in the portal: https://portal.merkurcard.de/business/alerts
`,
    html: `<html><body style="margin:0;font-family:Tahoma,Arial,sans-serif;background:#f7f7f7;">
<table width="460" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e0e0e0;margin:20px auto;">
<tr><td style="background:#2b2b2b;padding:14px 20px;"><img src="https://www.merkurcard.de/static/mail/merkurcard-business-neg.png" alt="Merkurcard Business" width="140"></td></tr>
<tr><td style="padding:22px 20px;font-size:14px;color:#222;">
<p style="margin-top:0;">Card payment made with your Merkurcard Business <b>•••• 4821</b></p>
<p style="font-size:26px;font-weight:bold;margin:12px 0;">USD 1,249.00</p>
<table cellpadding="4" cellspacing="0" style="font-size:12px;color:#444;">
<tr><td style="color:#888;">Merchant</td><td>DIGIKEY CORP, THIEF RIVER FALLS, US</td></tr>
<tr><td style="color:#888;">In EUR</td><td>approx. 1,151.27 (incl. 1.75 % foreign transaction fee)</td></tr>
<tr><td style="color:#888;">Date</td><td>22.10.2026, 19:01</td></tr>
<tr><td style="color:#888;">Available limit</td><td>EUR 6,430.12</td></tr></table>
<p style="font-size:12px;">Don't recognise this payment? Call us 24/7 on <a href="tel:+496995114030">+49 69 95 11 40 30</a> or block your card in the Merkurcard app.</p></td></tr>
<tr><td style="padding:12px 20px;font-size:10px;color:#999;border-top:1px solid #eee;"><a href="https://portal.merkurcard.de/business/alerts" style="color:#999;">Alert settings</a> · Merkurcard GmbH · Frankfurt am Main</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "sprechraum-video",
    group: "negative",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Sprechraum Billing <billing@sprechraum.io>",
    to: TO,
    subject: "Your Sprechraum receipt #SR-2026-104882",
    date: dt(10, 29, 6, 20),
    text: `Thanks for your payment.

Receipt #SR-2026-104882 · 29 October 2026
Hagmaier Präzisionsteile GmbH · VAT ID DE 147 338 902

Sprechraum Team – 8 hosts × EUR 11.00 (Oct 29 – Nov 28, 2026)   EUR 88.00
VAT 19 %                                                        EUR 16.72
Total charged to Merkurcard •••• 4821                           EUR 104.72

The invoice PDF is attached. Billing questions: billing@sprechraum.io

Sprechraum GmbH, Torstraße 140, 10119 Berlin, Germany · HRB 229104 B
`,
    html: null,
    attachment: ["Sprechraum_Invoice_SR-2026-104882.pdf", "application/pdf", PDF],
  },
];

export const mails: Mail[] = [...part1, ...part2, ...part3, ...part4, ...part5];
