/**
 * Two months in the inbox of an international master's student at a German university, from India and
 * Guangdong: campus system, library, student union, dorm, foreigners' office, blocked account, insurer,
 * banks, mobile plan, rail, bike share, jobs, groceries, a family messenger and a cloud drive (de, en, zh, hi).
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Arjun Mehta Chen <arjun.mchen@stud.tu-kaltenbach.de>";
const TO_PRIV = "Arjun Mehta <arjun.mehta.gz@proton.example>";

// ---------------------------------------------------------------- TU Kaltenbach (campus, IdM, library)

function tuk_page(title: string, body: string, footer_lang: "de" | "en" = "de"): string {
  const foot = footer_lang === "de"
    ? "Technische Universität Kaltenbach · Hochschulstraße 12 · 79412 Kaltenbach<br>Dies ist eine automatisch erzeugte Nachricht. Bitte antworten Sie nicht auf diese E-Mail."
    : "Technische Universität Kaltenbach · Hochschulstraße 12 · 79412 Kaltenbach, Germany<br>This message was generated automatically. Please do not reply.";
  return `<!DOCTYPE html>
<html lang="${footer_lang}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4;">
<tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #00507a;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #d9dee3;">
<img src="https://www.tu-kaltenbach.de/typo3conf/ext/tuk_site/Resources/Public/img/tuk-logo-mail.png" alt="TU Kaltenbach" width="180" height="42" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:21px;color:#1f2a33;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f8fa;font-size:11px;line-height:16px;color:#6b7780;">
${foot}<br>
<a href="https://www.tu-kaltenbach.de/impressum" style="color:#00507a;">Impressum</a> ·
<a href="https://www.tu-kaltenbach.de/datenschutz" style="color:#00507a;">Datenschutz</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const campus: Mail[] = [
  {
    family: "tu-kaltenbach-campus",
    group: "negative",
    lang: "de",
    kind: "grade-published",
    code: null,
    link: null,
    from: "KALIS Campusmanagement <noreply-kalis@tu-kaltenbach.de>",
    to: TO,
    subject: "[KALIS] Neue Prüfungsleistung verbucht",
    date: "Thu, 08 Oct 2026 14:02:51 +0200",
    text: `Guten Tag Herr Mehta Chen,

für Sie wurde in KALIS eine neue Prüfungsleistung verbucht bzw. eine bestehende geändert.

Studiengang:     M.Sc. Computational Engineering (PO 2023)
Matrikelnummer:  4127730
Prüfungsnummer:  31540
Modul:           Höhere Mathematik für Ingenieure III (Nachprüfung)
Semester:        SoSe 2026
Prüfungsdatum:   22.09.2026

Aus Datenschutzgründen wird die Note nicht per E-Mail versendet. Sie können
Ihre Leistungen unter "Mein Studium > Leistungsübersicht" einsehen:
https://kalis.tu-kaltenbach.de/qisserver/pages/cs/sys/portal/hisinoneStartPage.faces

Bei Fragen wenden Sie sich bitte an das Prüfungsamt, Gebäude C3, Raum 0.14,
Tel. +49 7641 388-2210 (Sprechzeiten Di und Do 9:00–12:00 Uhr).

--
Diese Nachricht wurde automatisch von KALIS erzeugt.
Technische Universität Kaltenbach · Hochschulstraße 12 · 79412 Kaltenbach
`,
    html: null,
    enc: "qp",
  },
  {
    family: "tu-kaltenbach-campus",
    group: "negative",
    lang: "en",
    kind: "exam-registration",
    code: null,
    link: null,
    from: "KALIS Campus Management <noreply-kalis@tu-kaltenbach.de>",
    to: TO,
    subject: "[KALIS] Exam registration confirmed – WiSe 2026/27",
    date: "Mon, 16 Nov 2026 10:41:07 +0100",
    text: `Dear Arjun Mehta Chen,

you have successfully registered for the following examinations in the
winter semester 2026/27:

  31610  Finite Element Methods (written, 120 min)   18.02.2027  09:00  HS 1
  31655  Scientific Computing with Python (oral)     by arrangement
  31702  Numerical Linear Algebra (written, 90 min)  24.02.2027  14:00  AudiMax

Registration period ends: 30.11.2026, 23:59
Withdrawal without giving reasons possible until: 07.02.2027

You can check your registrations at any time in KALIS under
"My Studies > Registrations": https://kalis.tu-kaltenbach.de/

Examination Office – Faculty of Engineering
Technische Universität Kaltenbach
`,
    html: tuk_page(
      "Exam registration",
      `<p style="margin:0 0 14px;">Dear Arjun Mehta Chen,</p>
<p style="margin:0 0 14px;">you have successfully registered for the following examinations in the winter semester 2026/27:</p>
<table cellpadding="6" cellspacing="0" width="100%" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#00507a;color:#fff;"><th align="left">No.</th><th align="left">Module</th><th align="left">Date</th><th align="left">Room</th></tr>
<tr style="border-bottom:1px solid #d9dee3;"><td>31610</td><td>Finite Element Methods (written, 120 min)</td><td>18.02.2027 09:00</td><td>HS 1</td></tr>
<tr style="border-bottom:1px solid #d9dee3;background:#f6f8fa;"><td>31655</td><td>Scientific Computing with Python (oral)</td><td>by arrangement</td><td>–</td></tr>
<tr style="border-bottom:1px solid #d9dee3;"><td>31702</td><td>Numerical Linear Algebra (written, 90 min)</td><td>24.02.2027 14:00</td><td>AudiMax</td></tr>
</table>
<p style="margin:14px 0;">Registration period ends: <b>30.11.2026, 23:59</b><br>Withdrawal without giving reasons possible until: <b>07.02.2027</b></p>
<p style="margin:0 0 14px;">You can check your registrations at any time in <a href="https://kalis.tu-kaltenbach.de/" style="color:#00507a;">KALIS</a> under “My Studies &gt; Registrations”.</p>
<p style="margin:0;">Examination Office – Faculty of Engineering</p>`,
      "en",
    ),
    enc: "qp",
  },
  {
    family: "tu-kaltenbach-campus",
    group: "negative",
    lang: "de",
    kind: "fee-reminder",
    code: null,
    link: null,
    from: "Studierendensekretariat TU Kaltenbach <studsek@tu-kaltenbach.de>",
    to: TO,
    subject: "Rückmeldung zum Sommersemester 2027 / Re-registration for summer semester 2027",
    date: "Tue, 24 Nov 2026 08:15:33 +0100",
    text: `(English version below)

Liebe Studierende,

die Rückmeldefrist für das Sommersemester 2027 läuft vom 01.12.2026 bis
zum 15.01.2027. Bitte überweisen Sie den Semesterbeitrag in Höhe von
178,40 EUR (davon Semesterticket 98,00 EUR, Studierendenwerk 72,40 EUR,
Studierendenschaft 8,00 EUR) auf folgendes Konto:

  Empfänger: TU Kaltenbach – Landesoberkasse
  IBAN:      DE41 6805 0000 0003 1177 80
  BIC:       KAIBDE6KXXX
  Verwendungszweck: 4127730 SoSe27 (bitte unbedingt angeben!)

Bei verspäteter Zahlung wird eine Säumnisgebühr von 20,00 EUR fällig.
Ihren aktuellen Status sehen Sie in KALIS unter "Meine Funktionen >
Studienservice".

---

Dear students,

re-registration for the summer semester 2027 runs from 01/12/2026 to
15/01/2027. Please transfer the semester fee of EUR 178.40 to the account
above and quote your student ID number and "SoSe27" as payment reference.
A late fee of EUR 20.00 applies after the deadline.

Mit freundlichen Grüßen / Kind regards
Studierendensekretariat
Technische Universität Kaltenbach, Hochschulstraße 12, 79412 Kaltenbach
`,
    html: null,
  },
];

const idm: Mail[] = [
  {
    family: "tu-kaltenbach-idm",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://idm.tu-kaltenbach.de/selfservice/password/reset?ticket=Q7mVtR2cZx94LpHs0aNeYb",
    from: "TUK Identity Management <idm-noreply@tu-kaltenbach.de>",
    to: TO,
    subject: "Password reset for your TUK account ab47cqze",
    date: "Sat, 10 Oct 2026 23:48:19 +0200",
    text: `Hello Arjun Mehta Chen,

a password reset was requested for your TUK account "ab47cqze" from
the self-service portal (IP address 185.22.140.17, 10.10.2026 23:48).

To choose a new password, open the following link within 60 minutes:

https://idm.tu-kaltenbach.de/selfservice/password/reset?ticket=Q7mVtR2cZx94LpHs0aNeYb

Your new password must be at least 12 characters long and will be used
for e-mail, Wi-Fi (eduroam), KALIS, the library and the learning platform.
Please note that it may take up to 15 minutes until eduroam accepts it.

If you did not request this, you can ignore this message; your current
password stays valid. In doubt, contact the IT Service Desk:
servicedesk@tu-kaltenbach.de, +49 7641 388-4444.

IT Services · Technische Universität Kaltenbach
`,
    html: tuk_page(
      "Password reset",
      `<p style="margin:0 0 14px;">Hello Arjun Mehta Chen,</p>
<p style="margin:0 0 14px;">a password reset was requested for your TUK account <b>ab47cqze</b> from the self-service portal (IP address 185.22.140.17, 10.10.2026 23:48).</p>
<p style="margin:0 0 18px;">To choose a new password, click the button within 60 minutes:</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#00507a;border-radius:3px;">
<a href="https://idm.tu-kaltenbach.de/selfservice/password/reset?ticket=Q7mVtR2cZx94LpHs0aNeYb" style="display:inline-block;padding:11px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Set new password</a>
</td></tr></table>
<p style="margin:18px 0 14px;font-size:12px;color:#6b7780;">Your new password must be at least 12 characters long and applies to e-mail, eduroam, KALIS, the library and the learning platform. eduroam may take up to 15 minutes to accept it.</p>
<p style="margin:0;">If you did not request this, you can ignore this message. In doubt, contact the <a href="https://www.tu-kaltenbach.de/it/servicedesk" style="color:#00507a;">IT Service Desk</a> (+49 7641 388-4444).</p>`,
      "en",
    ),
    enc: "qp",
  },
  {
    family: "tu-kaltenbach-idm",
    group: "regional",
    lang: "de",
    kind: "verify-code-link",
    code: "K7Q-4MZ",
    code_digits: "K7Q4MZ",
    link: "https://idm.tu-kaltenbach.de/selfservice/recovery-mail/confirm?uid=ab47cqze&c=K7Q-4MZ&sig=7f1e09ab33",
    from: "TUK Identity Management <idm-noreply@tu-kaltenbach.de>",
    to: TO_PRIV,
    subject: "Bestätigung Ihrer privaten E-Mail-Adresse für die Passwort-Wiederherstellung",
    date: "Fri, 02 Oct 2026 11:20:40 +0200",
    text: `Guten Tag,

diese Adresse wurde im Self-Service-Portal der TU Kaltenbach als private
Wiederherstellungsadresse für den Account "ab47cqze" eingetragen.

Bitte bestätigen Sie die Adresse, indem Sie den folgenden Link öffnen:
https://idm.tu-kaltenbach.de/selfservice/recovery-mail/confirm?uid=ab47cqze&c=K7Q-4MZ&sig=7f1e09ab33

Alternativ geben Sie im Portal diesen Bestätigungscode ein: K7Q-4MZ

Der Code ist 48 Stunden gültig. Solange die Adresse nicht bestätigt ist,
kann sie nicht zum Zurücksetzen des Passworts verwendet werden.

Falls Sie diese Adresse nicht eingetragen haben, ignorieren Sie diese
E-Mail bitte.

IT-Services der TU Kaltenbach
Service-Desk: +49 7641 388-4444 · servicedesk@tu-kaltenbach.de
`,
    html: tuk_page(
      "E-Mail bestätigen",
      `<p style="margin:0 0 14px;">Guten Tag,</p>
<p style="margin:0 0 14px;">diese Adresse wurde im Self-Service-Portal der TU Kaltenbach als private Wiederherstellungsadresse für den Account <b>ab47cqze</b> eingetragen.</p>
<p style="margin:0 0 18px;"><a href="https://idm.tu-kaltenbach.de/selfservice/recovery-mail/confirm?uid=ab47cqze&amp;c=K7Q-4MZ&amp;sig=7f1e09ab33" style="background:#00507a;color:#fff;padding:10px 22px;text-decoration:none;display:inline-block;">Adresse bestätigen</a></p>
<p style="margin:0 0 6px;">Alternativ geben Sie im Portal diesen Bestätigungscode ein:</p>
<p style="margin:0 0 18px;font-family:Consolas,monospace;font-size:24px;letter-spacing:4px;color:#00507a;"><b>K7Q-4MZ</b></p>
<p style="margin:0;font-size:12px;color:#6b7780;">Der Code ist 48 Stunden gültig. Falls Sie diese Adresse nicht eingetragen haben, ignorieren Sie diese E-Mail bitte.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "tu-kaltenbach-idm",
    group: "negative",
    lang: "en",
    kind: "mfa-enrolled",
    code: null,
    link: null,
    from: "TUK Identity Management <idm-noreply@tu-kaltenbach.de>",
    to: TO,
    subject: "New second factor registered / Neuer zweiter Faktor registriert",
    date: "Fri, 02 Oct 2026 11:34:02 +0200",
    text: `Hello Arjun Mehta Chen,

a new second factor was added to your TUK account ab47cqze:

  Type:     TOTP (authenticator app)
  Label:    Pixel 8 – Aegis
  Added:    02.10.2026, 11:33
  Serial:   TOTP0004F21A

From 01.11.2026 the second factor is required for KALIS, the VPN and
the web mail. Keep your printed recovery codes in a safe place.

If you did not add this factor, contact the IT Service Desk immediately
at +49 7641 388-4444.

Deutsch: Ihrem Account wurde ein neuer zweiter Faktor (TOTP) hinzugefügt.
Falls Sie das nicht waren, rufen Sie bitte sofort den Service-Desk an.

IT Services · Technische Universität Kaltenbach
`,
    html: null,
    enc: "7bit",
  },
];

const library: Mail[] = [
  {
    family: "ub-kaltenbach",
    group: "negative",
    lang: "de",
    kind: "due-reminder",
    code: null,
    link: null,
    from: "Universitätsbibliothek Kaltenbach <ausleihe@ub.tu-kaltenbach.de>",
    to: TO,
    subject: "Erinnerung: Leihfrist läuft ab / Loan period expires",
    date: "Wed, 28 Oct 2026 06:00:12 +0100",
    text: `Universitätsbibliothek Kaltenbach
--------------------------------------------------------------

Benutzernummer: 2210 0041 2773 0

Sehr geehrte Benutzerin, sehr geehrter Benutzer,

die Leihfrist folgender Medien endet in 3 Tagen:

Signatur:    MAT 410/K84(3)
Titel:       Numerik partieller Differentialgleichungen
Fällig am:   31.10.2026
Verlängerungen: 2 von 5

Signatur:    INF 220/S71
Titel:       Python for scientists / John M. Stewart
Fällig am:   31.10.2026
Verlängerungen: 0 von 5 (vorgemerkt – nicht verlängerbar)

Bitte verlängern Sie die Medien rechtzeitig im Bibliothekskonto oder
geben Sie sie zurück. Ab dem 1. Tag der Überschreitung wird eine Gebühr
von 1,50 EUR pro Medium und Woche erhoben.

Öffnungszeiten Ausleihe: Mo–Fr 8–22 Uhr, Sa 10–18 Uhr
Rückgabeautomat im Foyer: rund um die Uhr

Universitätsbibliothek Kaltenbach, Bibliotheksplatz 1, 79412 Kaltenbach
Tel. +49 7641 388-3100 · https://www.ub.tu-kaltenbach.de
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "ub-kaltenbach",
    group: "negative",
    lang: "en",
    kind: "hold-available",
    code: null,
    link: null,
    from: "University Library Kaltenbach <ausleihe@ub.tu-kaltenbach.de>",
    to: TO,
    subject: "Your reserved item is ready for pickup",
    date: "Tue, 10 Nov 2026 13:27:45 +0100",
    text: `University Library Kaltenbach

Dear reader,

the following item you reserved is now available:

  Title:     Finite Elements: Theory, Fast Solvers, and Applications
  Author:    Braess, Dietrich
  Call no.:  MAT 412/B79(3)
  Location:  Central Library, pickup shelf (ground floor), under your
             library card number ending in ...7730
  Held until: 17.11.2026

Please bring your TUK card. Items not collected by the date above will be
passed on to the next person on the waiting list.

Your account: https://katalog.ub.tu-kaltenbach.de/account

University Library Kaltenbach · Bibliotheksplatz 1 · 79412 Kaltenbach
Phone +49 7641 388-3100
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#7a1f2b;color:#fff;padding:10px 16px;font-size:16px;">University Library Kaltenbach</td></tr></table>
<div style="padding:16px;">
<p>Dear reader,</p>
<p>the following item you reserved is now available:</p>
<table cellpadding="4" style="font-size:13px;">
<tr><td style="color:#777;">Title</td><td><b>Finite Elements: Theory, Fast Solvers, and Applications</b></td></tr>
<tr><td style="color:#777;">Author</td><td>Braess, Dietrich</td></tr>
<tr><td style="color:#777;">Call no.</td><td>MAT 412/B79(3)</td></tr>
<tr><td style="color:#777;">Location</td><td>Central Library, pickup shelf (ground floor), under your library card number ending in …7730</td></tr>
<tr><td style="color:#777;">Held until</td><td>17.11.2026</td></tr>
</table>
<p>Please bring your TUK card. Items not collected by the date above will be passed on to the next person on the waiting list.</p>
<p><a href="https://katalog.ub.tu-kaltenbach.de/account">Your library account</a> · <a href="https://www.ub.tu-kaltenbach.de/en/opening-hours">Opening hours</a></p>
<p style="font-size:11px;color:#888;">University Library Kaltenbach · Bibliotheksplatz 1 · 79412 Kaltenbach · Phone +49 7641 388-3100</p>
</div></body></html>`,
    enc: "7bit",
    html_enc: "qp",
  },
];

// ---------------------------------------------------------------- student union, dorm

const asta: Mail[] = [
  {
    family: "asta-kaltenbach",
    group: "negative",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "AStA TU Kaltenbach <newsletter@asta-kaltenbach.de>",
    to: TO,
    subject: "AStA-Wochenpost #7: Erstifahrt, Kneipenquiz & Semesterticket-FAQ",
    date: "Mon, 19 Oct 2026 17:05:00 +0200",
    text: `AStA-Wochenpost #7 – Wintersemester 2026/27
(english summary at the end)

1) Internationaler Stammtisch
Jeden Donnerstag ab 19 Uhr im Café Kesselhaus, Hochschulstraße 4.
Diese Woche: Diwali-Special mit Snacks vom Indian Students Association.

2) Kneipenquiz
Mi, 28.10., 20:00 Uhr, Audimax-Foyer. Teams bis 6 Personen, Startgeld 2 €.

3) Semesterticket
Das Deutschlandsemesterticket gilt ab 01.10. in der App "Rheintalbahn".
Probleme? Sprechstunde Mo/Mi 12–14 Uhr im AStA-Büro, Raum E0.21.

4) Fahrradwerkstatt
Die Selbsthilfewerkstatt hat wieder geöffnet: Di und Fr 15–18 Uhr.

English: International meet-up every Thursday 7 pm at Café Kesselhaus,
pub quiz Wed 28 Oct, semester ticket help desk Mon/Wed 12–2 pm.

Abmelden: https://lists.asta-kaltenbach.de/mailman/options/wochenpost
AStA der TU Kaltenbach · Hochschulstraße 4 · 79412 Kaltenbach
`,
    html: `<!doctype html><html><body style="margin:0;background:#fafafa;">
<div style="display:none;max-height:0;overflow:hidden;">Diwali-Stammtisch, Kneipenquiz am 28.10. und alles zum Semesterticket</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fafafa"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Helvetica,Arial,sans-serif;color:#222;">
<tr><td style="background:#e4002b;padding:22px;color:#fff;font-size:26px;font-weight:bold;">AStA-Wochenpost <span style="font-weight:normal;">#7</span></td></tr>
<tr><td style="padding:20px 22px;">
<h3 style="margin:0 0 6px;color:#e4002b;">Internationaler Stammtisch</h3>
<p style="margin:0 0 16px;">Jeden Donnerstag ab 19 Uhr im Café Kesselhaus, Hochschulstraße 4. Diese Woche: Diwali-Special mit Snacks vom Indian Students Association.</p>
<h3 style="margin:0 0 6px;color:#e4002b;">Kneipenquiz</h3>
<p style="margin:0 0 16px;">Mi, 28.10., 20:00 Uhr, Audimax-Foyer. Teams bis 6 Personen, Startgeld 2 €. <a href="https://asta-kaltenbach.de/events/kneipenquiz-10-2026">Mehr Infos</a></p>
<h3 style="margin:0 0 6px;color:#e4002b;">Semesterticket</h3>
<p style="margin:0 0 16px;">Das Deutschlandsemesterticket gilt ab 01.10. in der App „Rheintalbahn“. Probleme? Sprechstunde Mo/Mi 12–14 Uhr im AStA-Büro, Raum E0.21. <a href="https://asta-kaltenbach.de/semesterticket/faq">FAQ lesen</a></p>
<h3 style="margin:0 0 6px;color:#e4002b;">Fahrradwerkstatt</h3>
<p style="margin:0 0 16px;">Die Selbsthilfewerkstatt hat wieder geöffnet: Di und Fr 15–18 Uhr.</p>
<p style="margin:0;padding:12px;background:#f3f3f3;font-size:13px;"><b>English:</b> International meet-up every Thursday 7 pm at Café Kesselhaus, pub quiz Wed 28 Oct, semester ticket help desk Mon/Wed 12–2 pm.</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#888;border-top:1px solid #eee;">
<a href="https://www.instagram.com/asta.kaltenbach"><img src="https://asta-kaltenbach.de/img/ig.png" alt="Instagram" width="20"></a>
<a href="https://asta-kaltenbach.de">asta-kaltenbach.de</a> · <a href="https://lists.asta-kaltenbach.de/mailman/options/wochenpost">Abmelden</a><br>
AStA der TU Kaltenbach · Hochschulstraße 4 · 79412 Kaltenbach</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://lists.asta-kaltenbach.de/mailman/options/wochenpost>"]],
  },
  {
    family: "asta-kaltenbach",
    group: "oss",
    lang: "en",
    kind: "subscribe-confirm",
    code: null,
    link: "https://lists.asta-kaltenbach.de/mailman/confirm/international/4c1d8e0f92ab77d35e60c0f1b2a8d9e4c7716af0",
    from: "international-request@lists.asta-kaltenbach.de",
    to: TO,
    subject: "confirm 4c1d8e0f92ab77d35e60c0f1b2a8d9e4c7716af0",
    date: "Tue, 06 Oct 2026 21:14:09 +0200",
    text: `Hello,

someone (probably you) asked to add the address
arjun.mchen@stud.tu-kaltenbach.de to the list
"International" <international@lists.asta-kaltenbach.de>
(request made from 141.70.82.19).

Before we add you, we need to know that the request really came from
the owner of this address. Please confirm it on this page:

    https://lists.asta-kaltenbach.de/mailman/confirm/international/4c1d8e0f92ab77d35e60c0f1b2a8d9e4c7716af0

You can also answer this mail without changing its subject line.

Nothing happens if you leave this message alone: the request expires
after 3 days. Questions about the list go to
international-owner@lists.asta-kaltenbach.de.

-- 
International list of the AStA TU Kaltenbach
`,
    html: null,
    enc: "7bit",
  },
];

const dorm: Mail[] = [
  {
    family: "studierendenwerk-kaltenbach",
    group: "negative",
    lang: "de",
    kind: "rent-statement",
    code: null,
    link: null,
    from: "Studierendenwerk Kaltenbach – Wohnen <wohnen@swk-kaltenbach.de>",
    to: TO,
    subject: "Mietkontoauszug Oktober 2026 – Wohnanlage Lindenhof, Zi. 3.214",
    date: "Mon, 02 Nov 2026 07:31:26 +0100",
    text: `Sehr geehrter Herr Mehta Chen,

anbei erhalten Sie Ihren Mietkontoauszug für Oktober 2026.

Mietvertragsnr.:   WH-LH-2026-0871
Wohnanlage:        Lindenhof, Lindenweg 8–14, 79415 Kaltenbach
Zimmer:            3.214 (Einzelappartement, 18,6 m²)

Warmmiete inkl. Internet:      342,00 EUR
Lastschrift vom 01.10.2026:   -342,00 EUR
Kaution (hinterlegt):          684,00 EUR
Saldo zum 31.10.2026:            0,00 EUR

Die Miete für November wird am 02.11.2026 von Ihrem Konto
DE•• •••• •••• •••• 4418 eingezogen.

Bei Fragen erreichen Sie uns Mo–Do 9–12 Uhr unter +49 7641 5501-320.

Mit freundlichen Grüßen
Abteilung Studentisches Wohnen
Studierendenwerk Kaltenbach AöR · Mensastraße 2 · 79412 Kaltenbach
`,
    html: null,
    enc: "qp",
    attachment: [
      "Mietkontoauszug_2026-10_WH-LH-2026-0871.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "studierendenwerk-kaltenbach",
    group: "negative",
    lang: "de",
    kind: "service-notice",
    code: null,
    link: null,
    from: "Hausverwaltung Lindenhof <lindenhof@swk-kaltenbach.de>",
    to: TO,
    subject: "Wasserabstellung Haus 3 am 12.11. / Water shut-off building 3 on 12 Nov",
    date: "Thu, 05 Nov 2026 15:48:02 +0100",
    text: `Liebe Bewohnerinnen und Bewohner von Haus 3,

wegen Arbeiten an der Steigleitung wird am Donnerstag, 12.11.2026, von
8:00 bis ca. 14:00 Uhr das Wasser (kalt und warm) abgestellt. Bitte
halten Sie die Wasserhähne geschlossen und stellen Sie sich etwas Wasser
bereit. Die Waschküche im Keller von Haus 2 ist geöffnet.

Dear residents of building 3,

on Thursday, 12 November 2026, from 8 am until about 2 pm, there will be
no water (cold and hot) because of repairs to the rising main. Please
keep the taps closed. The laundry room in the basement of building 2 is
open.

Notfälle / emergencies: Hausmeister Herr Kowalczyk, 0170 4418 226

Hausverwaltung Wohnanlage Lindenhof
Studierendenwerk Kaltenbach
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;">
<p>Liebe Bewohnerinnen und Bewohner von Haus 3,</p>
<p>wegen Arbeiten an der Steigleitung wird am <b>Donnerstag, 12.11.2026, von 8:00 bis ca. 14:00 Uhr</b> das Wasser (kalt und warm) abgestellt. Bitte halten Sie die Wasserhähne geschlossen und stellen Sie sich etwas Wasser bereit. Die Waschküche im Keller von Haus 2 ist geöffnet.</p>
<hr style="border:0;border-top:1px solid #ccc;">
<p><i>Dear residents of building 3,</i></p>
<p><i>on <b>Thursday, 12 November 2026, from 8 am until about 2 pm</b>, there will be no water (cold and hot) because of repairs to the rising main. Please keep the taps closed. The laundry room in the basement of building 2 is open.</i></p>
<p>Notfälle / emergencies: Hausmeister Herr Kowalczyk, <a href="tel:+491704418226">0170 4418 226</a></p>
<p style="color:#555;">Hausverwaltung Wohnanlage Lindenhof<br>Studierendenwerk Kaltenbach<br><img src="https://www.swk-kaltenbach.de/fileadmin/mail/swk-signatur.png" alt="Studierendenwerk Kaltenbach" width="160"></p>
</body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- foreigners' office

const ABH_FOOT = `Stadt Kaltenbach · Bürgeramt – Ausländerbehörde
Rathausplatz 3, 79412 Kaltenbach
Telefon: +49 7641 82-1450 (Mo–Fr 8:00–12:00 Uhr)
https://www.kaltenbach.de/auslaenderbehoerde`;

const abh: Mail[] = [
  {
    family: "abh-kaltenbach-termine",
    group: "regional",
    lang: "de",
    kind: "appointment-request-confirm",
    code: null,
    link: "https://termine.kaltenbach.de/abh/confirm?tk=9d4e22b1c07f4a6fa3e8c5b17d60f2aa&lang=de",
    from: "Online-Terminvergabe Stadt Kaltenbach <termine@kaltenbach.de>",
    to: TO_PRIV,
    subject: "Bitte bestätigen Sie Ihre Terminanfrage – Ausländerbehörde",
    date: "Wed, 14 Oct 2026 06:58:31 +0200",
    text: `Sehr geehrte Kundin, sehr geehrter Kunde,

Sie haben über die Online-Terminvergabe folgende Anfrage gestellt:

  Anliegen:  Aufenthaltserlaubnis zum Studium (§ 16b AufenthG) – Verlängerung
  Standort:  Ausländerbehörde, Rathausplatz 3, Zimmer 1.08
  Termin:    Dienstag, 03.11.2026, 10:20 Uhr
  Personen:  1

Ihre Anfrage ist noch NICHT verbindlich. Bitte bestätigen Sie sie innerhalb
von 30 Minuten über diesen Link, sonst wird der Termin wieder freigegeben:

https://termine.kaltenbach.de/abh/confirm?tk=9d4e22b1c07f4a6fa3e8c5b17d60f2aa&lang=de

Nach der Bestätigung erhalten Sie eine weitere E-Mail mit Ihrer
Vorgangsnummer und der Liste der mitzubringenden Unterlagen.

Diese E-Mail wurde automatisch erstellt.

${ABH_FOOT}
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#000;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="border-bottom:3px solid #005b2f;padding:8px 0;"><img src="https://termine.kaltenbach.de/static/wappen-kaltenbach.gif" alt="Stadt Kaltenbach" height="48"> <span style="font-size:18px;color:#005b2f;">Online-Terminvergabe</span></td></tr>
<tr><td style="padding:14px 0;">
<p>Sehr geehrte Kundin, sehr geehrter Kunde,</p>
<p>Sie haben über die Online-Terminvergabe folgende Anfrage gestellt:</p>
<table cellpadding="3" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#bbb;font-size:13px;">
<tr><td bgcolor="#eef5f0">Anliegen</td><td>Aufenthaltserlaubnis zum Studium (§ 16b AufenthG) – Verlängerung</td></tr>
<tr><td bgcolor="#eef5f0">Standort</td><td>Ausländerbehörde, Rathausplatz 3, Zimmer 1.08</td></tr>
<tr><td bgcolor="#eef5f0">Termin</td><td>Dienstag, 03.11.2026, 10:20 Uhr</td></tr>
<tr><td bgcolor="#eef5f0">Personen</td><td>1</td></tr>
</table>
<p><b>Ihre Anfrage ist noch nicht verbindlich.</b> Bitte bestätigen Sie sie innerhalb von 30 Minuten, sonst wird der Termin wieder freigegeben:</p>
<p><a href="https://termine.kaltenbach.de/abh/confirm?tk=9d4e22b1c07f4a6fa3e8c5b17d60f2aa&amp;lang=de">Terminanfrage jetzt bestätigen</a></p>
<p>Nach der Bestätigung erhalten Sie eine weitere E-Mail mit Ihrer Vorgangsnummer und der Liste der mitzubringenden Unterlagen.</p>
</td></tr>
<tr><td style="font-size:11px;color:#555;border-top:1px solid #ccc;padding-top:8px;">Stadt Kaltenbach · Bürgeramt – Ausländerbehörde · Rathausplatz 3, 79412 Kaltenbach · Telefon +49 7641 82-1450<br><a href="https://www.kaltenbach.de/datenschutz">Datenschutzhinweise</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "abh-kaltenbach-termine",
    group: "negative",
    lang: "de",
    kind: "appointment-booked",
    code: null,
    link: null,
    from: "Online-Terminvergabe Stadt Kaltenbach <termine@kaltenbach.de>",
    to: TO_PRIV,
    subject: "Terminbestätigung Ausländerbehörde – Vorgangsnummer ABH-2026-117384",
    date: "Wed, 14 Oct 2026 07:02:10 +0200",
    text: `Sehr geehrte Kundin, sehr geehrter Kunde,

Ihr Termin ist verbindlich gebucht.

  Vorgangsnummer: ABH-2026-117384
  Anliegen:       Aufenthaltserlaubnis zum Studium – Verlängerung
  Termin:         Dienstag, 03.11.2026, 10:20 Uhr
  Ort:            Rathausplatz 3, 1. OG, Zimmer 1.08 (Wartebereich B)

Bitte bringen Sie mit:
  - gültigen Reisepass und aktuellen elektronischen Aufenthaltstitel
  - ein biometrisches Passfoto (35 x 45 mm, nicht älter als 6 Monate)
  - Immatrikulationsbescheinigung für das WiSe 2026/27
  - Nachweis der Krankenversicherung
  - Finanzierungsnachweis (z. B. Sperrkonto-Bestätigung, mind. 11.904 EUR/Jahr)
  - Mietvertrag bzw. Wohnungsgeberbestätigung
  - Gebühr: 96,00 EUR (Zahlung nur per EC-/Girokarte)

Bitte erscheinen Sie pünktlich; bei mehr als 10 Minuten Verspätung kann
der Termin nicht mehr wahrgenommen werden.

Absagen oder verschieben:
https://termine.kaltenbach.de/abh/manage?vn=ABH-2026-117384

${ABH_FOOT}
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "abh-kaltenbach-termine",
    group: "negative",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Online-Terminvergabe Stadt Kaltenbach <termine@kaltenbach.de>",
    to: TO_PRIV,
    subject: "Erinnerung / Reminder: Ihr Termin morgen – ABH-2026-117384",
    date: "Mon, 02 Nov 2026 16:00:04 +0100",
    text: `This is a reminder of your appointment tomorrow at the Foreigners'
Office (Ausländerbehörde) of the City of Kaltenbach.

  Reference:  ABH-2026-117384
  Date:       Tuesday, 03/11/2026, 10:20 am
  Place:      Rathausplatz 3, 1st floor, room 1.08 (waiting area B)

Please remember your passport, biometric photo and the documents listed
in your booking confirmation. The fee of EUR 96.00 can only be paid by
debit card.

If you cannot come, please cancel the appointment so that it can be
given to someone else:
https://termine.kaltenbach.de/abh/manage?vn=ABH-2026-117384&lang=en

Deutsch: Dies ist eine Erinnerung an Ihren Termin morgen, 03.11.2026,
10:20 Uhr, Zimmer 1.08.

${ABH_FOOT}
`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- blocked account

function kontovia_page(pre: string, inner: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Kontovia</title></head>
<body style="margin:0;padding:0;background-color:#f2f0fb;">
<span style="display:none !important;visibility:hidden;opacity:0;color:transparent;height:0;width:0;">${pre}</span>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#f2f0fb;"><tr><td align="center" style="padding:32px 12px;">
<table border="0" cellpadding="0" cellspacing="0" width="560" style="background-color:#ffffff;border-radius:12px;">
<tr><td style="padding:28px 36px 0 36px;"><img src="https://cdn.kontovia.com/mail/v3/kontovia-wordmark@2x.png" width="132" height="30" alt="Kontovia" style="display:block;border:0;" /></td></tr>
<tr><td style="padding:22px 36px 30px 36px;font-family:'Inter',Segoe UI,Arial,sans-serif;font-size:15px;line-height:23px;color:#262242;">
${inner}
</td></tr></table>
<table border="0" cellpadding="0" cellspacing="0" width="560"><tr><td style="padding:20px 36px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a86a3;text-align:center;">
<a href="https://kontovia.com/en/help" style="color:#6b4dff;">Help centre</a> &nbsp;·&nbsp; <a href="https://kontovia.com/en/privacy" style="color:#6b4dff;">Privacy</a> &nbsp;·&nbsp; <a href="https://kontovia.com/en/imprint" style="color:#6b4dff;">Imprint</a><br />
Kontovia GmbH · Schlesische Str. 29 · 10997 Berlin · HRB 231447 B<br />
The blocked account is held at our partner bank, Spreeufer Bank AG. © 2026 Kontovia GmbH
</td></tr></table>
</td></tr></table></body></html>`;
}

const kontovia: Mail[] = [
  {
    family: "kontovia",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "603118",
    link: null,
    from: "Kontovia <security@notify.kontovia.com>",
    to: TO_PRIV,
    subject: "603118 is your Kontovia security code",
    date: "Sun, 04 Oct 2026 19:12:44 +0200",
    text: `Your Kontovia security code

Use this code to sign in to your Kontovia account:

603 118

It expires in 10 minutes. Kontovia staff will never ask you for this code
by phone, chat or e-mail.

Didn't try to sign in? Change your password in the app and contact us
at +49 30 2555 8190.

Kontovia GmbH · Schlesische Str. 29 · 10997 Berlin
`,
    html: kontovia_page(
      "Use this code to sign in. It expires in 10 minutes.",
      `<h1 style="margin:0 0 14px 0;font-size:22px;line-height:28px;">Your security code</h1>
<p style="margin:0 0 18px 0;">Use this code to sign in to your Kontovia account:</p>
<table border="0" cellpadding="0" cellspacing="0"><tr>
<td style="background-color:#f2f0fb;border-radius:8px;padding:14px 26px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:#262242;">603&nbsp;118</td>
</tr></table>
<p style="margin:18px 0 0 0;font-size:13px;color:#6e6a86;">It expires in 10 minutes. Kontovia staff will never ask you for this code by phone, chat or e-mail.</p>
<p style="margin:14px 0 0 0;font-size:13px;color:#6e6a86;">Didn’t try to sign in? Change your password in the app and call us at +49 30 2555 8190.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "kontovia",
    group: "negative",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Kontovia <hello@notify.kontovia.com>",
    to: TO_PRIV,
    subject: "Your November payout of €992.00 is on its way",
    date: "Mon, 02 Nov 2026 05:40:18 +0100",
    text: `Hi Arjun,

we've just released this month's payout from your blocked account.

Amount:          €992.00
To:              Kaltenbacher Volksbank, IBAN DE•• •••• •••• •••• 4418
Expected on:     03 November 2026
Remaining blocked balance:  €8,928.00 (9 monthly payouts)

No action is needed. You'll find the payout schedule in the app under
"Blocked account > Payouts".

Your Kontovia team

Kontovia GmbH · Schlesische Str. 29 · 10997 Berlin
`,
    html: kontovia_page(
      "€992.00 will reach your current account on 3 November.",
      `<p style="margin:0 0 16px 0;">Hi Arjun,</p>
<p style="margin:0 0 18px 0;">we’ve just released this month’s payout from your blocked account.</p>
<table border="0" cellpadding="8" cellspacing="0" width="100%" style="font-size:14px;border-top:1px solid #e6e3f3;">
<tr><td style="color:#6e6a86;border-bottom:1px solid #e6e3f3;">Amount</td><td align="right" style="font-weight:bold;border-bottom:1px solid #e6e3f3;">€992.00</td></tr>
<tr><td style="color:#6e6a86;border-bottom:1px solid #e6e3f3;">To</td><td align="right" style="border-bottom:1px solid #e6e3f3;">Kaltenbacher Volksbank ···· 4418</td></tr>
<tr><td style="color:#6e6a86;border-bottom:1px solid #e6e3f3;">Expected on</td><td align="right" style="border-bottom:1px solid #e6e3f3;">03 November 2026</td></tr>
<tr><td style="color:#6e6a86;">Remaining blocked balance</td><td align="right">€8,928.00 (9 payouts)</td></tr>
</table>
<p style="margin:18px 0 0 0;">No action is needed. You’ll find the payout schedule in the app under <b>Blocked account › Payouts</b>.</p>
<p style="margin:18px 0 0 0;">Your Kontovia team</p>
<p style="margin:22px 0 0 0;"><a href="https://app.adjust.com/k9tq2x?redirect=https%3A%2F%2Fapps.apple.com%2Fde%2Fapp%2Fkontovia%2Fid1583309112"><img src="https://cdn.kontovia.com/mail/badges/app-store-en.png" alt="Download on the App Store" height="36" /></a>
<a href="https://app.adjust.com/k9tq2x?redirect=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.kontovia.app"><img src="https://cdn.kontovia.com/mail/badges/google-play-en.png" alt="Get it on Google Play" height="36" /></a></p>`,
    ),
    enc: "b64",
  },
  {
    family: "kontovia",
    group: "negative",
    lang: "en",
    kind: "document-ready",
    code: null,
    link: null,
    from: "Kontovia <hello@notify.kontovia.com>",
    to: TO_PRIV,
    subject: "Your blocked account confirmation for the Foreigners' Office",
    date: "Fri, 16 Oct 2026 12:03:55 +0200",
    text: `Hi Arjun,

as requested, attached is an up-to-date confirmation of your blocked
account (Sperrkontobestätigung) in German and English. You can hand it
in at your appointment with the Foreigners' Office.

Reference:       KV-SPK-0048821
Account holder:  Arjun Mehta Chen, born 14.03.2001
Blocked amount:  €11,904.00
Monthly payout:  €992.00
Issued on:       16 October 2026

The document carries an electronic seal and does not need a signature.

Your Kontovia team
Kontovia GmbH · Schlesische Str. 29 · 10997 Berlin
`,
    html: null,
    enc: "7bit",
    attachment: [
      "Kontovia_Sperrkontobestaetigung_KV-SPK-0048821.pdf",
      "application/pdf",
      "%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- health insurer

function kranich_page(inner: string): string {
  return `<html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,'Times New Roman',serif;color:#203040;">
<tr><td style="padding:24px 0 12px 0;border-bottom:2px solid #0f7b6c;">
<img src="https://www.kranich-bkk.de/media/email/kranich-bkk-logo.png" alt="Kranich BKK – Die Krankenkasse" width="200" height="50">
</td></tr>
<tr><td style="padding:22px 0;font-size:15px;line-height:24px;">${inner}</td></tr>
<tr><td style="padding:16px 0;border-top:1px solid #dde5e4;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6c7a79;">
Kranich BKK · Körperschaft des öffentlichen Rechts · Kranichweg 1 · 70173 Stuttgart<br>
Service-Telefon 0800 4422 660 (kostenfrei, Mo–Fr 8–20 Uhr) · <a href="https://www.kranich-bkk.de/kontakt" style="color:#0f7b6c;">Kontakt</a> ·
<a href="https://www.kranich-bkk.de/datenschutz" style="color:#0f7b6c;">Datenschutz</a> · <a href="https://www.kranich-bkk.de/impressum" style="color:#0f7b6c;">Impressum</a>
</td></tr></table></td></tr></table></body></html>`;
}

const kranich: Mail[] = [
  {
    family: "kranich-bkk",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://mein.kranich-bkk.de/registrierung/email-bestaetigen?t=eyJ2IjoxLCJ1IjoiNzcwMTQ0In0.Xk3pQe1MwZb",
    from: "Kranich BKK Online-Geschäftsstelle <noreply@mein.kranich-bkk.de>",
    to: TO_PRIV,
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: "Sat, 03 Oct 2026 10:09:31 +0200",
    text: `Hallo Arjun Mehta Chen,

vielen Dank für Ihre Registrierung in der Online-Geschäftsstelle
"Meine Kranich". Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr
Konto freischalten können:

https://mein.kranich-bkk.de/registrierung/email-bestaetigen?t=eyJ2IjoxLCJ1IjoiNzcwMTQ0In0.Xk3pQe1MwZb

Der Link ist 24 Stunden gültig. Anschließend senden wir Ihnen Ihren
persönlichen Freischaltcode aus Sicherheitsgründen per Post an Ihre
Meldeadresse.

Sie haben sich nicht registriert? Dann können Sie diese E-Mail
ignorieren.

Ihre Kranich BKK
Service-Telefon 0800 4422 660 (kostenfrei)
`,
    html: kranich_page(`<p style="margin:0 0 16px;">Hallo Arjun Mehta Chen,</p>
<p style="margin:0 0 16px;">vielen Dank für Ihre Registrierung in der Online-Geschäftsstelle „Meine Kranich“. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten können.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;"><tr><td bgcolor="#0f7b6c" style="border-radius:22px;">
<a href="https://mein.kranich-bkk.de/registrierung/email-bestaetigen?t=eyJ2IjoxLCJ1IjoiNzcwMTQ0In0.Xk3pQe1MwZb" style="display:inline-block;padding:12px 30px;font-family:Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;">E-Mail-Adresse bestätigen</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;">Der Link ist 24 Stunden gültig. Anschließend senden wir Ihnen Ihren persönlichen Freischaltcode aus Sicherheitsgründen per Post an Ihre Meldeadresse.</p>
<p style="margin:0;font-size:13px;">Sie haben sich nicht registriert? Dann können Sie diese E-Mail ignorieren.</p>`),
    enc: "qp",
  },
  {
    family: "kranich-bkk",
    group: "negative",
    lang: "de",
    kind: "insurance-notice",
    code: null,
    link: null,
    from: "Kranich BKK <service@kranich-bkk.de>",
    to: TO_PRIV,
    subject: "Ihre Versicherungsbescheinigung wurde an die Hochschule übermittelt",
    date: "Wed, 07 Oct 2026 09:45:12 +0200",
    text: `Hallo Arjun Mehta Chen,

wir haben Ihren Versicherungsstatus elektronisch an die Technische
Universität Kaltenbach gemeldet (Meldeverfahren M10, Absendernummer
H0000417). Sie müssen nichts weiter tun.

Versichertennummer:  K811****229
Versichert seit:     01.10.2025 (studentische Pflichtversicherung)
Monatsbeitrag:       138,92 EUR inkl. Pflegeversicherung
Nächste Abbuchung:   15.10.2026

Hinweis: Mit Vollendung des 30. Lebensjahres oder nach dem 14.
Fachsemester endet die studentische Versicherung. Wir informieren Sie
rechtzeitig.

Ihre Kranich BKK
`,
    html: kranich_page(`<p style="margin:0 0 16px;">Hallo Arjun Mehta Chen,</p>
<p style="margin:0 0 16px;">wir haben Ihren Versicherungsstatus elektronisch an die <b>Technische Universität Kaltenbach</b> gemeldet (Meldeverfahren M10, Absendernummer H0000417). Sie müssen nichts weiter tun.</p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-family:Arial,sans-serif;font-size:13px;background:#f1f7f6;">
<tr><td>Versichertennummer</td><td>K811****229</td></tr>
<tr><td>Versichert seit</td><td>01.10.2025 (studentische Pflichtversicherung)</td></tr>
<tr><td>Monatsbeitrag</td><td>138,92 EUR inkl. Pflegeversicherung</td></tr>
<tr><td>Nächste Abbuchung</td><td>15.10.2026</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;">Hinweis: Mit Vollendung des 30. Lebensjahres oder nach dem 14. Fachsemester endet die studentische Versicherung. Wir informieren Sie rechtzeitig.</p>
<p style="margin:16px 0 0;">Ihre Kranich BKK</p>`),
    enc: "qp",
  },
  {
    family: "kranich-bkk",
    group: "negative",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kranich BKK <newsletter@news.kranich-bkk.de>",
    to: TO_PRIV,
    subject: "Bis zu 150 € Bonus: Ihr Gesundheitsbudget für 2027 🦢",
    date: "Thu, 19 Nov 2026 18:30:00 +0100",
    text: `Kranich BKK – Newsletter November

Neu 2027: Gesundheitsbudget bis 150 €
Ob Zahnreinigung, Reiseimpfung oder Osteopathie – ab 1. Januar erstatten
wir bis zu 150 € pro Jahr. Einfach Rechnung in der App hochladen.
Mehr erfahren: https://news.kranich-bkk.de/c/3f9a2e/budget2027

Erkältungszeit: Wann zum Arzt?
Unsere Ärztinnen-Hotline erreichen Sie rund um die Uhr unter
0800 4422 661.

Beitragssatz 2027
Der Zusatzbeitrag bleibt bei 2,9 %. Für Studierende ändert sich der
Monatsbeitrag voraussichtlich auf 141,05 EUR.

Newsletter abbestellen: https://news.kranich-bkk.de/u/3f9a2e/abmelden
Kranich BKK · Kranichweg 1 · 70173 Stuttgart
`,
    html: kranich_page(
      `<div style="display:none;">Neu ab Januar: Zahnreinigung, Reiseimpfung & mehr – bis 150 € im Jahr.</div>
<img src="https://news.kranich-bkk.de/img/2026-11/hero-budget.jpg" alt="Gesundheitsbudget 2027" width="600" style="display:block;width:100%;margin:0 0 18px;">
<h2 style="margin:0 0 8px;font-size:20px;color:#0f7b6c;">Neu 2027: Gesundheitsbudget bis 150 €</h2>
<p style="margin:0 0 12px;">Ob Zahnreinigung, Reiseimpfung oder Osteopathie – ab 1. Januar erstatten wir bis zu 150 € pro Jahr. Einfach Rechnung in der App hochladen.</p>
<p style="margin:0 0 22px;"><a href="https://news.kranich-bkk.de/c/3f9a2e/budget2027" style="color:#0f7b6c;font-weight:bold;">Mehr erfahren ›</a></p>
<h2 style="margin:0 0 8px;font-size:18px;color:#0f7b6c;">Erkältungszeit: Wann zum Arzt?</h2>
<p style="margin:0 0 22px;">Unsere Ärztinnen-Hotline erreichen Sie rund um die Uhr unter 0800 4422 661.</p>
<h2 style="margin:0 0 8px;font-size:18px;color:#0f7b6c;">Beitragssatz 2027</h2>
<p style="margin:0 0 12px;">Der Zusatzbeitrag bleibt bei 2,9 %. Für Studierende ändert sich der Monatsbeitrag voraussichtlich auf 141,05 EUR.</p>
<p style="margin:22px 0 0;font-family:Arial,sans-serif;font-size:11px;"><a href="https://news.kranich-bkk.de/u/3f9a2e/abmelden" style="color:#6c7a79;">Newsletter abbestellen</a></p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- banks

const VB_FOOT = `Kaltenbacher Volksbank eG · Marktplatz 5 · 79412 Kaltenbach
Vorstand: Dr. Sabine Roßbach, Thomas Ehrle · Genossenschaftsregister Freiburg GnR 400118
Telefon 07641 9010-0 · www.kaltenbacher-volksbank.de`;

const volksbank: Mail[] = [
  {
    family: "kaltenbacher-volksbank",
    group: "negative",
    lang: "de",
    kind: "postbox-notice",
    code: null,
    link: null,
    from: "Kaltenbacher Volksbank eG <info@kaltenbacher-volksbank.de>",
    to: TO_PRIV,
    subject: "Neue Nachricht in Ihrem elektronischen Postfach",
    date: "Tue, 03 Nov 2026 04:12:09 +0100",
    text: `Guten Tag Herr Mehta Chen,

in Ihrem elektronischen Postfach im Online-Banking liegt ein neues
Dokument für Sie bereit:

  Dokument:  Kontoauszug Nr. 10/2026
  Konto:     Girokonto Junge Leute, IBAN DE•• •••• •••• •••• 4418
  Datum:     31.10.2026

Aus Sicherheitsgründen versenden wir keine Kontoinformationen per
E-Mail und enthalten unsere Benachrichtigungen keine Links. Bitte melden
Sie sich wie gewohnt über unsere Internetseite oder die Banking-App an.

Wichtig: Wir fragen Sie niemals per E-Mail oder Telefon nach PIN oder
TAN.

Mit freundlichen Grüßen
Ihre Kaltenbacher Volksbank eG

${VB_FOOT}
`,
    html: null,
    enc: "qp",
  },
  {
    family: "kaltenbacher-volksbank",
    group: "regional",
    lang: "de",
    kind: "email-change-confirm",
    code: null,
    link:
      "https://banking.kaltenbacher-volksbank.de/services_cloud/portal/webcomp/emailbestaetigung?token=6QW9-p2Lr-88Tz-VnC4",
    from: "Kaltenbacher Volksbank eG <service@kaltenbacher-volksbank.de>",
    to: TO_PRIV,
    subject: "Änderung Ihrer E-Mail-Adresse bestätigen",
    date: "Fri, 09 Oct 2026 20:41:37 +0200",
    text: `Guten Tag Herr Mehta Chen,

Sie haben im Online-Banking diese E-Mail-Adresse als neue
Kontaktadresse angegeben. Bitte bestätigen Sie die Änderung innerhalb
von 7 Tagen:

https://banking.kaltenbacher-volksbank.de/services_cloud/portal/webcomp/emailbestaetigung?token=6QW9-p2Lr-88Tz-VnC4

Bis zur Bestätigung senden wir Benachrichtigungen weiterhin an Ihre
bisherige Adresse a***n.m***n@stud.tu-kaltenbach.de.

Falls Sie keine Änderung vorgenommen haben, wenden Sie sich bitte
umgehend an uns: 07641 9010-0.

Mit freundlichen Grüßen
Ihre Kaltenbacher Volksbank eG

${VB_FOOT}
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellspacing="0" cellpadding="0" bgcolor="#f4f4f4"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:0;"><table width="100%" cellspacing="0" cellpadding="0"><tr>
<td style="background:#0066b3;padding:16px 24px;"><img src="https://www.kaltenbacher-volksbank.de/content/dam/mail/vb-logo-weiss.png" alt="Kaltenbacher Volksbank eG" width="190"></td>
<td style="background:#ff6600;width:40px;">&nbsp;</td></tr></table></td></tr>
<tr><td style="padding:28px 24px 8px 24px;line-height:21px;">
<p style="margin:0 0 14px;">Guten Tag Herr Mehta Chen,</p>
<p style="margin:0 0 14px;">Sie haben im Online-Banking diese E-Mail-Adresse als neue Kontaktadresse angegeben. Bitte bestätigen Sie die Änderung innerhalb von 7 Tagen.</p>
</td></tr>
<tr><td style="padding:6px 24px 18px 24px;"><a href="https://banking.kaltenbacher-volksbank.de/services_cloud/portal/webcomp/emailbestaetigung?token=6QW9-p2Lr-88Tz-VnC4" style="background:#ff6600;color:#fff;font-weight:bold;text-decoration:none;padding:11px 24px;display:inline-block;">E-Mail-Adresse bestätigen</a></td></tr>
<tr><td style="padding:0 24px 24px 24px;line-height:21px;">
<p style="margin:0 0 14px;">Bis zur Bestätigung senden wir Benachrichtigungen weiterhin an Ihre bisherige Adresse a***n.m***n@stud.tu-kaltenbach.de.</p>
<p style="margin:0 0 14px;">Falls Sie keine Änderung vorgenommen haben, wenden Sie sich bitte umgehend an uns: 07641 9010-0.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihre Kaltenbacher Volksbank eG</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#e9eef3;font-size:10px;color:#666;line-height:15px;">Kaltenbacher Volksbank eG · Marktplatz 5 · 79412 Kaltenbach · Vorstand: Dr. Sabine Roßbach, Thomas Ehrle · GnR 400118 Amtsgericht Freiburg<br><a href="https://www.kaltenbacher-volksbank.de/impressum.html" style="color:#0066b3;">Impressum</a> · <a href="https://www.kaltenbacher-volksbank.de/datenschutz.html" style="color:#0066b3;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

function nuvio_page(pre: string, inner: string, lang: "en" | "de"): string {
  const foot = lang === "en"
    ? "You receive this e-mail because you have a Nuvio account. Nuvio Bank SE, Torstraße 140, 10119 Berlin. Deposits protected up to €100,000 by the German deposit guarantee scheme."
    : "Du erhältst diese E-Mail, weil du ein Nuvio-Konto hast. Nuvio Bank SE, Torstraße 140, 10119 Berlin. Einlagen gesichert bis 100.000 € durch die gesetzliche Einlagensicherung.";
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;background:#0e0e10;">
<div style="display:none;font-size:1px;color:#0e0e10;line-height:1px;max-height:0;overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0e0e10;"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#18181c;border-radius:16px;">
<tr><td style="padding:28px 32px 6px;"><img src="https://static.nuvio.bank/email/logo-lime.png" width="88" alt="nuvio" style="display:block;"></td></tr>
<tr><td style="padding:10px 32px 30px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:22px;color:#e8e8ea;">${inner}</td></tr>
</table>
<table role="presentation" width="520" cellpadding="0" cellspacing="0"><tr><td style="padding:18px 32px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#77777f;text-align:center;">
<a href="https://nuvio.bank/${lang}/support" style="color:#c6f432;">Support</a> · <a href="https://nuvio.bank/${lang}/legal/privacy" style="color:#c6f432;">Privacy</a> · <a href="https://nuvio.bank/${lang}/legal/imprint" style="color:#c6f432;">Imprint</a><br>${foot}</td></tr></table>
</td></tr></table></body></html>`;
}

const nuvio: Mail[] = [
  {
    family: "nuvio-bank",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "582017",
    link: null,
    from: "Nuvio <no-reply@mail.nuvio.bank>",
    to: TO_PRIV,
    subject: "Your Nuvio login code",
    date: "Thu, 15 Oct 2026 08:02:31 +0200",
    text: `Your login code

Enter this code in the Nuvio app to log in on your new device
(Firefox on Linux, Kaltenbach, DE):

58 20 17

The code is valid for 5 minutes. Never share it, not even with Nuvio
support.

Wasn't you? Lock your account: https://nuvio.bank/en/security/lock

Nuvio Bank SE · Torstraße 140 · 10119 Berlin
`,
    html: nuvio_page(
      "58 20 17 – valid for 5 minutes",
      `<p style="margin:0 0 6px;font-size:22px;font-weight:700;color:#ffffff;">Your login code</p>
<p style="margin:0 0 20px;color:#a9a9b1;">Enter this code in the Nuvio app to log in on your new device (Firefox on Linux, Kaltenbach, DE).</p>
<table role="presentation" cellpadding="0" cellspacing="6"><tr>
<td style="background:#26262c;border-radius:8px;width:48px;height:56px;text-align:center;font-size:28px;font-weight:700;color:#c6f432;">5</td>
<td style="background:#26262c;border-radius:8px;width:48px;height:56px;text-align:center;font-size:28px;font-weight:700;color:#c6f432;">8</td>
<td style="width:8px;"></td>
<td style="background:#26262c;border-radius:8px;width:48px;height:56px;text-align:center;font-size:28px;font-weight:700;color:#c6f432;">2</td>
<td style="background:#26262c;border-radius:8px;width:48px;height:56px;text-align:center;font-size:28px;font-weight:700;color:#c6f432;">0</td>
<td style="width:8px;"></td>
<td style="background:#26262c;border-radius:8px;width:48px;height:56px;text-align:center;font-size:28px;font-weight:700;color:#c6f432;">1</td>
<td style="background:#26262c;border-radius:8px;width:48px;height:56px;text-align:center;font-size:28px;font-weight:700;color:#c6f432;">7</td>
</tr></table>
<p style="margin:20px 0 0;color:#a9a9b1;font-size:13px;">The code is valid for 5 minutes. Never share it, not even with Nuvio support.</p>
<p style="margin:12px 0 0;color:#a9a9b1;font-size:13px;">Wasn’t you? <a href="https://nuvio.bank/en/security/lock" style="color:#c6f432;">Lock your account</a></p>`,
      "en",
    ),
    enc: "b64",
  },
  {
    family: "nuvio-bank",
    group: "consumer",
    lang: "en",
    kind: "transfer-tan",
    code: "418205",
    link: null,
    from: "Nuvio <no-reply@mail.nuvio.bank>",
    to: TO_PRIV,
    subject: "Confirm your transfer of €350.00",
    date: "Sat, 31 Oct 2026 13:55:02 +0100",
    text: `Confirm your transfer

You're sending €350.00 to Priya Verma (DE•• •••• •••• •••• 9021),
reference "Miete Nov WG Zimmer".

Your TAN: 418205

Enter it in the app to approve this transfer. The TAN only works for
this transfer and expires at 14:05.

If you didn't start this transfer, don't enter the TAN and contact us
in the app chat.

Nuvio Bank SE · Torstraße 140 · 10119 Berlin
`,
    html: nuvio_page(
      "TAN for your transfer to Priya Verma",
      `<p style="margin:0 0 6px;font-size:22px;font-weight:700;color:#ffffff;">Confirm your transfer</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="margin:14px 0;border-radius:10px;background:#222227;font-size:14px;">
<tr><td style="color:#a9a9b1;">Amount</td><td align="right" style="color:#fff;font-weight:700;">€350.00</td></tr>
<tr><td style="color:#a9a9b1;">To</td><td align="right" style="color:#fff;">Priya Verma · ··9021</td></tr>
<tr><td style="color:#a9a9b1;">Reference</td><td align="right" style="color:#fff;">Miete Nov WG Zimmer</td></tr>
</table>
<p style="margin:0 0 4px;color:#a9a9b1;">Your TAN</p>
<p style="margin:0 0 18px;font-size:34px;font-weight:700;letter-spacing:3px;color:#c6f432;">418205</p>
<p style="margin:0;color:#a9a9b1;font-size:13px;">Enter it in the app to approve this transfer. The TAN only works for this transfer and expires at 14:05. If you didn’t start this transfer, don’t enter the TAN and contact us in the app chat.</p>`,
      "en",
    ),
    enc: "b64",
  },
  {
    family: "nuvio-bank",
    group: "negative",
    lang: "de",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Nuvio <no-reply@mail.nuvio.bank>",
    to: TO_PRIV,
    subject: "Dein Kontoauszug für Oktober ist da",
    date: "Sun, 01 Nov 2026 09:00:00 +0100",
    text: `Hallo Arjun,

dein Kontoauszug für Oktober 2026 liegt in der App unter
Profil > Dokumente bereit.

Kontostand am 31.10.2026:   1.284,67 €
Eingänge im Oktober:        2.040,00 €
Ausgänge im Oktober:        1.612,19 €
Spaces "Heimflug Dezember": 415,00 €

Tipp: Mit Nuvio Plus (4,90 €/Monat) zahlst du weltweit ohne
Fremdwährungsgebühr.

Dein Nuvio-Team
`,
    html: nuvio_page(
      "Kontostand am 31.10.: 1.284,67 €",
      `<p style="margin:0 0 16px;">Hallo Arjun,</p>
<p style="margin:0 0 16px;">dein Kontoauszug für Oktober 2026 liegt in der App unter <b>Profil › Dokumente</b> bereit.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border-radius:10px;background:#222227;font-size:14px;">
<tr><td style="color:#a9a9b1;">Kontostand am 31.10.2026</td><td align="right" style="color:#fff;font-weight:700;">1.284,67 €</td></tr>
<tr><td style="color:#a9a9b1;">Eingänge</td><td align="right" style="color:#c6f432;">+2.040,00 €</td></tr>
<tr><td style="color:#a9a9b1;">Ausgänge</td><td align="right" style="color:#fff;">−1.612,19 €</td></tr>
<tr><td style="color:#a9a9b1;">Space „Heimflug Dezember“</td><td align="right" style="color:#fff;">415,00 €</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#a9a9b1;">Tipp: Mit <a href="https://nuvio.bank/de/plus?utm_source=email&amp;utm_campaign=statement_oct" style="color:#c6f432;">Nuvio Plus</a> (4,90 €/Monat) zahlst du weltweit ohne Fremdwährungsgebühr.</p>
<p style="margin:18px 0 0;">Dein Nuvio-Team</p>`,
      "de",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- mobile plan

const sprechwerk: Mail[] = [
  {
    family: "sprechwerk-mobil",
    group: "negative",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "sprechwerk mobil <rechnung@sprechwerk-mobil.de>",
    to: TO_PRIV,
    subject: "Deine Rechnung für Oktober 2026 (Kundennr. 7004418823)",
    date: "Wed, 04 Nov 2026 03:17:40 +0100",
    text: `Hallo Arjun,

deine Rechnung für den Zeitraum 01.10.2026 – 31.10.2026 ist da.

Kundennummer:    7004418823
Rufnummer:       0157 3382 0419
Tarif:           sprechwerk Allnet 25 GB (EU-Roaming inklusive)
Rechnungsnummer: R-2026-10-3318842

Grundgebühr                      9,99 €
Auslandstelefonie (Indien) 38 Min  4,56 €
Summe (inkl. 19 % USt.)         14,55 €

Der Betrag wird am 09.11.2026 von deinem Konto DE•• •••• •••• •••• 9907
abgebucht. Die Rechnung als PDF findest du im Anhang und in "Mein
sprechwerk".

Tipp: Mit der Option "Welt-Minuten 100" telefonierst du für 3 € im Monat
100 Minuten nach Indien und China.

Dein sprechwerk-Team
sprechwerk mobil GmbH · Gleisdreieck 7 · 04229 Leipzig · Hotline 0341 2290 1122
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Rechnung_R-2026-10-3318842.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 72 760 Td (Rechnung Oktober) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "sprechwerk-mobil",
    group: "negative",
    lang: "de",
    kind: "data-alert",
    code: null,
    link: null,
    from: "sprechwerk mobil <info@sprechwerk-mobil.de>",
    to: TO_PRIV,
    subject: "80 % deines Datenvolumens verbraucht",
    date: "Sat, 21 Nov 2026 22:04:13 +0100",
    text: `Hallo Arjun,

du hast 80 % deines Datenvolumens im aktuellen Abrechnungszeitraum
verbraucht (20 von 25 GB). Danach surfst du bis zum 30.11.2026 mit
maximal 64 kbit/s.

Mehr Volumen? 5 GB kosten einmalig 4,99 €. Buchen kannst du in der App
oder unter https://www.sprechwerk-mobil.de/mein-sprechwerk/optionen

Dein sprechwerk-Team
`,
    html: `<html><body style="margin:0;background:#fff7e6;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:2px solid #ffb000;border-radius:10px;">
<tr><td style="padding:18px 24px;font-size:22px;font-weight:bold;color:#1b1b1b;">sprechwerk<span style="color:#ffb000;">.</span>mobil</td></tr>
<tr><td style="padding:0 24px 22px;font-size:15px;line-height:22px;color:#333;">
<p>Hallo Arjun,</p>
<p>du hast <b>80 %</b> deines Datenvolumens im aktuellen Abrechnungszeitraum verbraucht.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eee;border-radius:6px;"><tr><td width="80%" style="background:#ffb000;height:14px;border-radius:6px 0 0 6px;"></td><td></td></tr></table>
<p style="font-size:13px;color:#666;">20 von 25 GB · gedrosselt auf 64 kbit/s bis 30.11.2026, wenn alles verbraucht ist</p>
<p>Mehr Volumen? 5 GB kosten einmalig 4,99 €.</p>
<p><a href="https://www.sprechwerk-mobil.de/mein-sprechwerk/optionen?utm_medium=email&amp;utm_campaign=dv80" style="background:#1b1b1b;color:#fff;padding:10px 20px;border-radius:20px;text-decoration:none;">Datenpaket buchen</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;border-top:1px solid #eee;">sprechwerk mobil GmbH · Gleisdreieck 7 · 04229 Leipzig · Hotline 0341 2290 1122 · <a href="https://www.sprechwerk-mobil.de/impressum" style="color:#999;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- rail

const rheintalbahn: Mail[] = [
  {
    family: "rheintalbahn",
    group: "negative",
    lang: "de",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Rheintalbahn Tickets <tickets@rheintalbahn.de>",
    to: TO_PRIV,
    subject: "Ihre Buchung: Kaltenbach → Frankfurt (Main) Hbf am 19.12.2026",
    date: "Thu, 12 Nov 2026 22:37:51 +0100",
    text: `Vielen Dank für Ihre Buchung!

Auftragsnummer:  RTB-8K2Q7M
Reisende/r:      Arjun Mehta Chen (1 Erw., BahnBonus-Rabatt nicht angewendet)

Hinfahrt  Sa, 19.12.2026
  ab 06:48  Kaltenbach (Breisgau)         RE 17318   Gleis 2
  an 07:21  Freiburg (Breisgau) Hbf
  ab 07:34  Freiburg (Breisgau) Hbf       ICE 278    Wagen 7, Platz 64
  an 09:41  Frankfurt (Main) Hbf

Sparpreis 2. Klasse inkl. Sitzplatz          32,90 €
Zahlung: Visa •••• 2307

Ihr Ticket ist als PDF angehängt und in der App unter "Meine Reisen"
gespeichert. Bitte halten Sie bei der Kontrolle Ihren Ausweis bereit.

Gute Reise wünscht Ihre Rheintalbahn
Rheintalbahn GmbH · Bahnhofstraße 1 · 79098 Freiburg · Kundendialog 0761 1300 400
`,
    html: `<html><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#282d37;">
<tr><td style="background:#3d8b37;padding:14px 20px;color:#fff;font-size:18px;font-weight:bold;">Rheintalbahn</td></tr>
<tr><td style="padding:20px;">
<h2 style="margin:0 0 12px;font-size:20px;">Vielen Dank für Ihre Buchung!</h2>
<p style="margin:0 0 12px;">Auftragsnummer: <b>RTB-8K2Q7M</b><br>Reisende/r: Arjun Mehta Chen (1 Erw.)</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d7dce1;font-size:13px;">
<tr style="background:#f0f3f5;"><td colspan="4"><b>Hinfahrt Sa, 19.12.2026</b></td></tr>
<tr><td>ab 06:48</td><td>Kaltenbach (Breisgau)</td><td>RE 17318</td><td>Gleis 2</td></tr>
<tr><td>an 07:21</td><td>Freiburg (Breisgau) Hbf</td><td></td><td></td></tr>
<tr><td>ab 07:34</td><td>Freiburg (Breisgau) Hbf</td><td>ICE 278</td><td>Wagen 7, Platz 64</td></tr>
<tr><td>an 09:41</td><td>Frankfurt (Main) Hbf</td><td></td><td></td></tr>
</table>
<p style="margin:14px 0;">Sparpreis 2. Klasse inkl. Sitzplatz: <b>32,90 €</b> · Zahlung: Visa •••• 2307</p>
<p style="margin:0 0 12px;">Ihr Ticket ist als PDF angehängt und in der App unter „Meine Reisen“ gespeichert. Bitte halten Sie bei der Kontrolle Ihren Ausweis bereit.</p>
<p style="margin:0;"><a href="https://www.rheintalbahn.de/meine-reisen/RTB-8K2Q7M" style="color:#3d8b37;">Buchung ansehen</a> · <a href="https://www.rheintalbahn.de/fahrgastrechte" style="color:#3d8b37;">Fahrgastrechte</a></p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f0f3f5;font-size:11px;color:#646973;">Rheintalbahn GmbH · Bahnhofstraße 1 · 79098 Freiburg · Kundendialog 0761 1300 400 · <a href="https://www.rheintalbahn.de/datenschutz" style="color:#646973;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Ticket_RTB-8K2Q7M.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "rheintalbahn",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://mailing.rheintalbahn.de/r/?id=h2c9d1e,8a77f30,8a77f31&p1=konto.rheintalbahn.de%2Fpasswort%2Fneu%3Fk%3DpR4mYc0T2sWz",
    from: "Rheintalbahn <konto@rheintalbahn.de>",
    to: TO_PRIV,
    subject: "Reset your Rheintalbahn password",
    date: "Wed, 21 Oct 2026 07:12:06 +0200",
    text: `Hello Arjun Mehta Chen,

we received a request to reset the password of your Rheintalbahn
customer account.

Set a new password (link valid for 2 hours):
https://mailing.rheintalbahn.de/r/?id=h2c9d1e,8a77f30,8a77f31&p1=konto.rheintalbahn.de%2Fpasswort%2Fneu%3Fk%3DpR4mYc0T2sWz

Your Deutschlandsemesterticket stays valid in the app while you do this.

If you did not request a new password, you can ignore this e-mail.

Rheintalbahn customer service · 0761 1300 400
Rheintalbahn GmbH · Bahnhofstraße 1 · 79098 Freiburg
`,
    html: `<html><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#282d37;">
<tr><td style="background:#3d8b37;padding:14px 20px;color:#fff;font-size:18px;font-weight:bold;">Rheintalbahn</td></tr>
<tr><td style="padding:22px 20px;line-height:21px;">
<p style="margin:0 0 12px;">Hello Arjun Mehta Chen,</p>
<p style="margin:0 0 18px;">we received a request to reset the password of your Rheintalbahn customer account.</p>
<p style="margin:0 0 18px;"><a href="https://mailing.rheintalbahn.de/r/?id=h2c9d1e,8a77f30,8a77f31&amp;p1=konto.rheintalbahn.de%2Fpasswort%2Fneu%3Fk%3DpR4mYc0T2sWz" style="background:#3d8b37;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold;display:inline-block;">Set new password</a></p>
<p style="margin:0 0 12px;font-size:13px;">The link is valid for 2 hours. Your Deutschlandsemesterticket stays valid in the app while you do this.</p>
<p style="margin:0;font-size:13px;">If you did not request a new password, you can ignore this e-mail.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f0f3f5;font-size:11px;color:#646973;">Rheintalbahn GmbH · Bahnhofstraße 1 · 79098 Freiburg · Customer service 0761 1300 400 · <a href="https://mailing.rheintalbahn.de/r/?id=h2c9d1e,8a77f30,8a77f32&amp;p1=www.rheintalbahn.de%2Fen%2Fprivacy" style="color:#646973;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- bike share

function radklick_page(inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#e9f6fb;">
<center><table width="480" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;border-radius:6px;font-family:Verdana,Geneva,sans-serif;color:#133;">
<tr><td style="padding:20px 26px;background:#00a3d9;border-radius:6px 6px 0 0;"><img src="https://img.radklick.de/mail/radklick-white.png" alt="RadKlick" width="120"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px;">${inner}</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#7a8b90;border-top:1px solid #e1eef2;">RadKlick · ein Angebot der Stadtwerke Kaltenbach GmbH · Werkstraße 20 · 79412 Kaltenbach<br>
<a href="https://www.radklick.de/agb" style="color:#00a3d9;">AGB</a> | <a href="https://www.radklick.de/datenschutz" style="color:#00a3d9;">Datenschutz</a> | Hotline 07641 5090-77</td></tr>
</table></center></body></html>`;
}

const radklick: Mail[] = [
  {
    family: "radklick",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "7305",
    link: null,
    from: "RadKlick <noreply@radklick.de>",
    to: TO_PRIV,
    subject: "Dein RadKlick-Anmeldecode",
    date: "Mon, 05 Oct 2026 07:49:58 +0200",
    text: `Hallo,

dein Anmeldecode für die RadKlick-App lautet:

7305

Gib ihn in der App ein, um dich anzumelden. Der Code gilt 15 Minuten.

Gute Fahrt!
Dein RadKlick-Team

RadKlick · Stadtwerke Kaltenbach GmbH · Werkstraße 20 · 79412 Kaltenbach
`,
    html: radklick_page(`<p style="margin:0 0 14px;">Hallo,</p>
<p style="margin:0 0 14px;">dein Anmeldecode für die RadKlick-App lautet:</p>
<p style="margin:0 0 14px;text-align:center;"><span style="display:inline-block;padding:10px 20px;border:2px dashed #00a3d9;font-size:30px;letter-spacing:10px;font-weight:bold;">7305</span></p>
<p style="margin:0 0 14px;">Gib ihn in der App ein, um dich anzumelden. Der Code gilt 15 Minuten.</p>
<p style="margin:0;">Gute Fahrt!<br>Dein RadKlick-Team</p>`),
    enc: "qp",
  },
  {
    family: "radklick",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.radklick.de/tarif/studierende/bestaetigen/5b1f0c72-3e9a-4d11-b0a6-92c4e8f1d7a3",
    from: "RadKlick <noreply@radklick.de>",
    to: TO,
    subject: "Confirm your student e-mail for the RadKlick Campus tariff",
    date: "Mon, 05 Oct 2026 08:03:14 +0200",
    text: `Hi,

you'd like to ride with the RadKlick Campus tariff (first 30 minutes of
every ride free, then €0.50 per 30 minutes). To check that you study at
TU Kaltenbach, please confirm this university address:

https://www.radklick.de/tarif/studierende/bestaetigen/5b1f0c72-3e9a-4d11-b0a6-92c4e8f1d7a3

The link works for 72 hours. The tariff is valid until 31.03.2027 and
can be renewed each semester.

Happy riding!
Your RadKlick team
`,
    html: radklick_page(`<p style="margin:0 0 14px;">Hi,</p>
<p style="margin:0 0 14px;">you’d like to ride with the <b>RadKlick Campus</b> tariff (first 30 minutes of every ride free, then €0.50 per 30 minutes). To check that you study at TU Kaltenbach, please confirm this university address.</p>
<p style="margin:0 0 18px;text-align:center;"><a href="https://www.radklick.de/tarif/studierende/bestaetigen/5b1f0c72-3e9a-4d11-b0a6-92c4e8f1d7a3" style="background:#00a3d9;color:#fff;text-decoration:none;padding:12px 24px;border-radius:24px;display:inline-block;font-weight:bold;">Confirm e-mail address</a></p>
<p style="margin:0 0 14px;font-size:12px;color:#567;">The link works for 72 hours. The tariff is valid until 31.03.2027 and can be renewed each semester.</p>
<p style="margin:0;">Happy riding!<br>Your RadKlick team</p>`),
    enc: "qp",
  },
  {
    family: "radklick",
    group: "negative",
    lang: "de",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "RadKlick <beleg@radklick.de>",
    to: TO_PRIV,
    subject: "Dein Fahrtbeleg vom 27.10.2026",
    date: "Tue, 27 Oct 2026 18:44:20 +0100",
    text: `Danke für deine Fahrt mit RadKlick!

Datum:       27.10.2026
Start:       17:52, Station Hauptbahnhof / Ost (Nr. 104)
Ende:        18:41, Station Campus Nord (Nr. 231)
Dauer:       49 Min.
Rad:         #2281 (E-Bike)
Strecke:     ca. 8,4 km

Tarif Campus: erste 30 Min. frei        0,00 €
E-Bike-Zuschlag                          1,00 €
weitere 19 Min.                          0,50 €
Gesamt (inkl. 19 % MwSt.)                1,50 €

Bezahlt mit PayPal (a***n.mehta.gz@...)
Belegnummer: RK-26-10-0921774

RadKlick · Stadtwerke Kaltenbach GmbH · Werkstraße 20 · 79412 Kaltenbach
USt-IdNr. DE811204417
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- job portal

const WS_FOOT_TEXT = `Werkstudi GmbH · Hafenstraße 51 · 20359 Hamburg · Geschäftsführung: Lena Brockmann
Newsletter & Job-Alerts verwalten: https://www.werkstudi.de/einstellungen/benachrichtigungen`;

const werkstudi: Mail[] = [
  {
    family: "werkstudi",
    group: "consumer",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://click.werkstudi.de/ls/click?upn=Hk2v-7dQpZ0aB3xYw1LmT9cR4eNf6uJ8sG5hK0qV2bX7nM",
    from: "Werkstudi <hallo@werkstudi.de>",
    to: TO_PRIV,
    subject: "Nur noch ein Klick: Bestätige deine E-Mail-Adresse",
    date: "Sun, 11 Oct 2026 16:20:45 +0200",
    text: `Hi Arjun,

willkommen bei Werkstudi! Bestätige bitte noch deine E-Mail-Adresse,
damit Unternehmen dich kontaktieren können und deine Job-Alerts
starten:

https://click.werkstudi.de/ls/click?upn=Hk2v-7dQpZ0aB3xYw1LmT9cR4eNf6uJ8sG5hK0qV2bX7nM

Gut zu wissen: Als Studierende/r aus einem Nicht-EU-Land darfst du
140 volle Tage oder 280 halbe Tage im Jahr arbeiten. In unserem Ratgeber
erklären wir, was für Werkstudentenjobs gilt.

Viel Erfolg bei der Suche!
Dein Werkstudi-Team

${WS_FOOT_TEXT}
`,
    html: `<!DOCTYPE html><html><head><meta charset="UTF-8"></head><body style="margin:0;padding:0;background:#f5f3ef;">
<div style="display:none;max-height:0;overflow:hidden;">Bestätige deine Adresse und starte deine Job-Alerts.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f3ef;"><tr><td align="center" style="padding:30px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="padding:26px 34px;border-bottom:4px solid #ff5a36;"><img src="https://assets.werkstudi.de/mail/logo.png" width="140" alt="Werkstudi"></td></tr>
<tr><td style="padding:30px 34px;font-family:'Open Sans',Arial,sans-serif;font-size:15px;line-height:24px;color:#2b2b2b;">
<h1 style="margin:0 0 16px;font-size:24px;">Hi Arjun, nur noch ein Klick!</h1>
<p style="margin:0 0 22px;">Willkommen bei Werkstudi! Bestätige bitte noch deine E-Mail-Adresse, damit Unternehmen dich kontaktieren können und deine Job-Alerts starten.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#ff5a36;border-radius:4px;"><a href="https://click.werkstudi.de/ls/click?upn=Hk2v-7dQpZ0aB3xYw1LmT9cR4eNf6uJ8sG5hK0qV2bX7nM" style="display:block;padding:14px 32px;color:#ffffff;font-weight:bold;text-decoration:none;">E-Mail bestätigen</a></td></tr></table>
<p style="margin:26px 0 0;padding:14px;background:#fff3ef;font-size:13px;line-height:20px;">Gut zu wissen: Als Studierende/r aus einem Nicht-EU-Land darfst du 140 volle oder 280 halbe Tage im Jahr arbeiten. <a href="https://click.werkstudi.de/ls/click?upn=Hk2v-7dQpZ0aB3xYw1LmT9cR4eNf6uJ8sG5hK0qV2bX7nM-2Fratgeber" style="color:#ff5a36;">Zum Ratgeber</a></p>
</td></tr>
<tr><td style="padding:18px 34px;background:#2b2b2b;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#bdbdbd;">
<a href="https://www.linkedin.com/company/werkstudi"><img src="https://assets.werkstudi.de/mail/in.png" alt="LinkedIn" width="18"></a>&nbsp;
<a href="https://www.instagram.com/werkstudi.de"><img src="https://assets.werkstudi.de/mail/ig.png" alt="Instagram" width="18"></a><br>
Werkstudi GmbH · Hafenstraße 51 · 20359 Hamburg · Geschäftsführung: Lena Brockmann<br>
<a href="https://www.werkstudi.de/datenschutz" style="color:#bdbdbd;">Datenschutz</a> · <a href="https://www.werkstudi.de/impressum" style="color:#bdbdbd;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "werkstudi",
    group: "negative",
    lang: "de",
    kind: "job-alert",
    code: null,
    link: null,
    from: "Werkstudi Job-Alert <jobalert@werkstudi.de>",
    to: TO_PRIV,
    subject: "4 neue Jobs für „Werkstudent Python“ in Kaltenbach und Umgebung",
    date: "Tue, 17 Nov 2026 07:30:00 +0100",
    text: `4 neue Jobs für deinen Job-Alert "Werkstudent Python" (Umkreis 30 km)

Werkstudent (m/w/d) Data Engineering – Solvion Energiesysteme GmbH
Freiburg · 16–20 Std./Woche · 16,50 €/Std.
https://click.werkstudi.de/ls/click?upn=job-88317

Working Student Simulation & CAE (f/m/d) – Hartwig Präzisionsantriebe
Kaltenbach · English-speaking team · ab 01.01.2027
https://click.werkstudi.de/ls/click?upn=job-88402

Studentische Hilfskraft Scientific Computing – Institut für Strömungsmechanik, TU Kaltenbach
Kaltenbach · 40 Std./Monat · TV-L
https://click.werkstudi.de/ls/click?upn=job-88415

Werkstudent Softwaretest (Python/pytest) – medinext AG
Remote / Offenburg · 12–18 Std./Woche
https://click.werkstudi.de/ls/click?upn=job-88490

Alle Treffer ansehen: https://www.werkstudi.de/jobs?alert=51127

${WS_FOOT_TEXT}
`,
    html: `<html><body style="margin:0;background:#f5f3ef;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 28px;border-bottom:4px solid #ff5a36;"><img src="https://assets.werkstudi.de/mail/logo.png" width="120" alt="Werkstudi"></td></tr>
<tr><td style="padding:20px 28px 6px;font-size:17px;font-weight:bold;color:#2b2b2b;">4 neue Jobs für „Werkstudent Python“</td></tr>
<tr><td style="padding:8px 28px;">
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;">
<tr><td style="border-bottom:1px solid #eee;"><a href="https://click.werkstudi.de/ls/click?upn=job-88317" style="color:#2b2b2b;font-weight:bold;text-decoration:none;">Werkstudent (m/w/d) Data Engineering</a><br><span style="color:#777;">Solvion Energiesysteme GmbH · Freiburg · 16,50 €/Std.</span></td></tr>
<tr><td style="border-bottom:1px solid #eee;"><a href="https://click.werkstudi.de/ls/click?upn=job-88402" style="color:#2b2b2b;font-weight:bold;text-decoration:none;">Working Student Simulation &amp; CAE (f/m/d)</a><br><span style="color:#777;">Hartwig Präzisionsantriebe · Kaltenbach · ab 01.01.2027</span></td></tr>
<tr><td style="border-bottom:1px solid #eee;"><a href="https://click.werkstudi.de/ls/click?upn=job-88415" style="color:#2b2b2b;font-weight:bold;text-decoration:none;">Studentische Hilfskraft Scientific Computing</a><br><span style="color:#777;">Institut für Strömungsmechanik, TU Kaltenbach · 40 Std./Monat</span></td></tr>
<tr><td><a href="https://click.werkstudi.de/ls/click?upn=job-88490" style="color:#2b2b2b;font-weight:bold;text-decoration:none;">Werkstudent Softwaretest (Python/pytest)</a><br><span style="color:#777;">medinext AG · Remote / Offenburg</span></td></tr>
</table></td></tr>
<tr><td style="padding:10px 28px 24px;"><a href="https://www.werkstudi.de/jobs?alert=51127" style="color:#ff5a36;font-weight:bold;">Alle Treffer ansehen ›</a></td></tr>
<tr><td style="padding:14px 28px;background:#2b2b2b;font-size:11px;color:#bdbdbd;">Werkstudi GmbH · Hafenstraße 51 · 20359 Hamburg · <a href="https://www.werkstudi.de/einstellungen/benachrichtigungen" style="color:#bdbdbd;">Job-Alerts verwalten</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "werkstudi",
    group: "negative",
    lang: "en",
    kind: "application-status",
    code: null,
    link: null,
    from: "Werkstudi <bewerbung@werkstudi.de>",
    to: TO_PRIV,
    subject: "Hartwig Präzisionsantriebe has viewed your application",
    date: "Mon, 23 Nov 2026 11:02:37 +0100",
    text: `Hi Arjun,

good news: Hartwig Präzisionsantriebe GmbH has opened your application
for "Working Student Simulation & CAE (f/m/d)" (ref. HPA-2026-114).

Status: In review (submitted 18.11.2026)

Companies usually respond within 10 working days. We'll let you know as
soon as there is an update. You can follow all your applications under
"My applications" in your profile.

Fingers crossed!
Your Werkstudi team

${WS_FOOT_TEXT}
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- supermarket app

const marktzeit: Mail[] = [
  {
    family: "marktzeit-app",
    group: "negative",
    lang: "de",
    kind: "weekly-coupons",
    code: null,
    link: null,
    from: "Marktzeit <angebote@marktzeit.de>",
    to: TO_PRIV,
    subject: "Deine Coupons der Woche: –20 % auf Basmati & Obst-Kiste für 4,99 €",
    date: "Mon, 09 Nov 2026 06:15:00 +0100",
    text: `Deine Coupons der Woche – gültig 09.11. bis 15.11.2026

-20 % auf alle Basmati- und Jasminreis-Sorten (1 kg)
Obst-Kiste "Herbst" 2,5 kg für 4,99 € statt 6,49 €
5-fach Punkte auf Tiefkühl-Dumplings

Coupons in der App aktivieren und an der Kasse Marktzeit-Karte zeigen.
Online-Bestellung: Gutscheincode HERBST5 für 5 € Rabatt ab 40 €
Einkaufswert (einmal pro Kunde, bis 15.11.2026).

Dein Punktestand: 1.240 Punkte (entspricht 12,40 €)

Deine Marktzeit-Filiale: Kaltenbach, Freiburger Straße 88
Mo–Sa 7–22 Uhr

Abmelden: https://marktzeit.de/newsletter/abmelden?u=77d1c2
Marktzeit Handels GmbH & Co. KG · Im Gewerbepark 14 · 76131 Karlsruhe
`,
    html: `<html><body style="margin:0;background:#fff;">
<div style="display:none;">Reis, Obst-Kiste, Dumplings – jetzt Coupons aktivieren.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#222;">
<tr><td style="background:#d6001c;padding:14px 20px;"><img src="https://media.marktzeit.de/nl/logo-weiss.png" alt="Marktzeit" width="150"></td></tr>
<tr><td style="padding:18px 20px 6px;font-size:22px;font-weight:bold;">Deine Coupons der Woche</td></tr>
<tr><td style="padding:0 20px 14px;font-size:13px;color:#666;">gültig 09.11. bis 15.11.2026</td></tr>
<tr><td style="padding:0 14px;"><table width="100%" cellpadding="6" cellspacing="6"><tr>
<td width="33%" valign="top" style="border:1px solid #eee;text-align:center;"><img src="https://media.marktzeit.de/nl/2026-46/reis.jpg" alt="Basmati-Reis" width="160"><br><b style="color:#d6001c;font-size:24px;">–20 %</b><br>Basmati &amp; Jasminreis 1 kg</td>
<td width="33%" valign="top" style="border:1px solid #eee;text-align:center;"><img src="https://media.marktzeit.de/nl/2026-46/obst.jpg" alt="Obst-Kiste" width="160"><br><b style="color:#d6001c;font-size:24px;">4,99 €</b><br><s>6,49 €</s> Obst-Kiste 2,5 kg</td>
<td width="33%" valign="top" style="border:1px solid #eee;text-align:center;"><img src="https://media.marktzeit.de/nl/2026-46/dumplings.jpg" alt="Dumplings" width="160"><br><b style="color:#d6001c;font-size:24px;">5×</b><br>Punkte auf TK-Dumplings</td>
</tr></table></td></tr>
<tr><td style="padding:14px 20px;font-size:14px;"><a href="https://marktzeit.de/app/coupons?utm_source=nl&amp;utm_campaign=kw46" style="background:#d6001c;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px;">Coupons aktivieren</a></td></tr>
<tr><td style="padding:8px 20px;font-size:13px;">Online-Bestellung: Gutscheincode <b>HERBST5</b> für 5 € Rabatt ab 40 € Einkaufswert (einmal pro Kunde, bis 15.11.2026).</td></tr>
<tr><td style="padding:8px 20px;font-size:13px;background:#f7f7f7;">Dein Punktestand: <b>1.240 Punkte</b> (entspricht 12,40 €) · Filiale Kaltenbach, Freiburger Straße 88, Mo–Sa 7–22 Uhr</td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#888;">Marktzeit Handels GmbH &amp; Co. KG · Im Gewerbepark 14 · 76131 Karlsruhe · <a href="https://marktzeit.de/newsletter/abmelden?u=77d1c2" style="color:#888;">Abmelden</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "marktzeit-app",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "839402",
    link: null,
    from: "Marktzeit <konto@marktzeit.de>",
    to: TO_PRIV,
    subject: "Dein Bestätigungscode für Marktzeit",
    date: "Fri, 23 Oct 2026 19:31:08 +0200",
    text: "",
    html: `<html><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#222;">
<tr><td style="background:#d6001c;padding:12px 20px;"><img src="https://media.marktzeit.de/nl/logo-weiss.png" alt="Marktzeit" width="120"></td></tr>
<tr><td style="padding:24px 20px 8px;font-size:15px;">Hallo,<br><br>gib diesen Code in der Marktzeit-App ein, um die Anmeldung abzuschließen:</td></tr>
<tr><td style="padding:10px 20px;font-size:34px;font-weight:bold;letter-spacing:6px;text-align:center;">839 402</td></tr>
<tr><td style="padding:8px 20px 24px;font-size:12px;color:#777;">Der Code ist 10 Minuten gültig. Wenn du dich nicht angemeldet hast, kannst du diese E-Mail ignorieren.</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#888;border-top:1px solid #eee;">Marktzeit Handels GmbH &amp; Co. KG · Im Gewerbepark 14 · 76131 Karlsruhe · <a href="https://marktzeit.de/hilfe" style="color:#888;">Hilfe</a> · <a href="https://marktzeit.de/datenschutz" style="color:#888;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- study groups

const lernkreis: Mail[] = [
  {
    family: "lernkreis",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.lernkreis.io/join/g/NLA-WS26-tuk?inv=eb02f7c1d9&src=email",
    from: "Mei-Ling Kwok via Lernkreis <invites@lernkreis.io>",
    to: TO,
    subject: 'Mei-Ling invited you to the study group "Numerical Linear Algebra WS 26/27"',
    date: "Thu, 22 Oct 2026 21:08:55 +0200",
    headers: [["Reply-To", "Mei-Ling Kwok <meiling.kwok@stud.tu-kaltenbach.de>"]],
    text: `Mei-Ling Kwok invited you to join a study group on Lernkreis

  Numerical Linear Algebra WS 26/27
  TU Kaltenbach · 5 members · weekly sessions Tue 18:00, library room G.12

"Hey Arjun, we're sharing the exercise sheets and meeting before the
exam on 24 Feb. Join us!"

Accept the invitation:
https://app.lernkreis.io/join/g/NLA-WS26-tuk?inv=eb02f7c1d9&src=email

This invitation expires in 14 days. If you don't know Mei-Ling, you can
ignore this e-mail.

Lernkreis · Lernkreis UG (haftungsbeschränkt) · Kantstraße 70 · 10627 Berlin
Stop invitation e-mails: https://app.lernkreis.io/settings/notifications
`,
    html: `<!doctype html><html><body style="margin:0;background:#f6f5ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:'Nunito',Helvetica,Arial,sans-serif;color:#2d2a4a;">
<tr><td align="center" style="padding:30px 30px 10px;"><img src="https://cdn.lernkreis.io/email/avatar/u_31882.jpg" width="64" height="64" alt="Mei-Ling Kwok" style="border-radius:32px;"></td></tr>
<tr><td align="center" style="padding:0 30px;font-size:18px;line-height:26px;"><b>Mei-Ling Kwok</b> invited you to join</td></tr>
<tr><td align="center" style="padding:6px 30px 4px;font-size:22px;font-weight:800;color:#5b4bdb;">Numerical Linear Algebra WS 26/27</td></tr>
<tr><td align="center" style="padding:0 30px 18px;font-size:13px;color:#7a779a;">TU Kaltenbach · 5 members · Tue 18:00, library room G.12</td></tr>
<tr><td style="padding:0 40px 20px;"><div style="background:#f6f5ff;border-radius:10px;padding:14px;font-style:italic;font-size:14px;">“Hey Arjun, we’re sharing the exercise sheets and meeting before the exam on 24 Feb. Join us!”</div></td></tr>
<tr><td align="center" style="padding:0 30px 26px;"><a href="https://app.lernkreis.io/join/g/NLA-WS26-tuk?inv=eb02f7c1d9&amp;src=email" style="display:inline-block;background:#5b4bdb;color:#fff;text-decoration:none;font-weight:700;padding:13px 34px;border-radius:26px;">Accept invitation</a></td></tr>
<tr><td align="center" style="padding:0 30px 24px;font-size:12px;color:#7a779a;">This invitation expires in 14 days. If you don’t know Mei-Ling, you can ignore this e-mail.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9a97b5;">Lernkreis UG (haftungsbeschränkt) · Kantstraße 70 · 10627 Berlin<br><a href="https://app.lernkreis.io/settings/notifications" style="color:#9a97b5;">Notification settings</a> · <a href="https://lernkreis.io/privacy" style="color:#9a97b5;">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "lernkreis",
    group: "negative",
    lang: "de",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Lernkreis <digest@lernkreis.io>",
    to: TO,
    subject: "Deine Woche in „Numerical Linear Algebra WS 26/27“",
    date: "Sun, 15 Nov 2026 18:00:00 +0100",
    text: `Deine Woche in "Numerical Linear Algebra WS 26/27"

- Jonas hat "Blatt 5 – Lösungsvorschlag.pdf" hochgeladen
- Mei-Ling: "Wer kann Aufgabe 3b (QR mit Householder) erklären?" (4 Antworten)
- Nächstes Treffen: Di, 17.11.2026, 18:00 Uhr, Bibliothek Raum G.12

Lernzeit der Gruppe diese Woche: 11 Std. 20 Min.
Noch 101 Tage bis zur Klausur am 24.02.2027.

Zur Gruppe: https://app.lernkreis.io/g/NLA-WS26-tuk

Wöchentliche Zusammenfassung abbestellen:
https://app.lernkreis.io/settings/notifications
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- family messenger, cloud drive, bank at home (zh)

function yuexin_page(inner: string): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>粤信</title></head>
<body style="margin:0;padding:0;background:#f0f2f5;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f0f2f5;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:4px;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #e5e7eb;"><img src="https://res.yuexin-im.com/mail/logo_green.png" alt="粤信 YueXin" width="96" height="32" style="display:block;"></td></tr>
<tr><td style="padding:26px 30px;font-family:'PingFang SC','Microsoft YaHei',Arial,sans-serif;font-size:14px;line-height:24px;color:#333;">${inner}</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-family:'Microsoft YaHei',Arial,sans-serif;font-size:12px;line-height:20px;color:#999;">
此邮件由系统自动发送，请勿直接回复。<br>
粤信科技（广州）有限公司 · 广州市天河区珠江新城华夏路30号 · 客服热线 400-820-3366<br>
<a href="https://www.yuexin-im.com/help" style="color:#07a35a;">帮助中心</a> | <a href="https://www.yuexin-im.com/privacy" style="color:#07a35a;">隐私政策</a> | © 2026 YueXin
</td></tr></table></td></tr></table></body></html>`;
}

const yuexin: Mail[] = [
  {
    family: "yuexin-chat",
    group: "consumer",
    lang: "zh",
    kind: "login-code",
    code: "275931",
    link: null,
    from: "粤信 <no-reply@mail.yuexin-im.com>",
    to: TO_PRIV,
    subject: "【粤信】邮箱登录验证码",
    date: "Sat, 10 Oct 2026 02:14:39 +0200",
    text: `您好！

您正在使用邮箱 arjun.mehta.gz@proton.example 登录粤信（设备：Windows 电脑版 3.9.2）。

本次验证码为：275931

验证码 10 分钟内有效。为保障账号安全，请勿将验证码告诉他人，粤信工作人员不会向您索取验证码。

如非本人操作，请忽略本邮件，并建议尽快修改密码。

粤信团队
2026年10月10日
`,
    html: yuexin_page(`<p style="margin:0 0 14px;">您好！</p>
<p style="margin:0 0 14px;">您正在使用邮箱 <b>arjun.mehta.gz@proton.example</b> 登录粤信（设备：Windows 电脑版 3.9.2）。本次验证码为：</p>
<p style="margin:0 0 14px;font-size:30px;font-weight:bold;color:#07a35a;letter-spacing:6px;">275931</p>
<p style="margin:0 0 14px;">验证码 <span style="color:#e64340;">10 分钟</span>内有效。为保障账号安全，请勿将验证码告诉他人，粤信工作人员不会向您索取验证码。</p>
<p style="margin:0;color:#999;">如非本人操作，请忽略本邮件，并建议尽快修改密码。</p>`),
    enc: "b64",
  },
  {
    family: "yuexin-chat",
    group: "negative",
    lang: "zh",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "粤信安全中心 <security@mail.yuexin-im.com>",
    to: TO_PRIV,
    subject: "粤信账号在新设备上登录",
    date: "Sat, 10 Oct 2026 02:16:03 +0200",
    text: `您好，

您的粤信账号（粤信号：arjun_gz2001）于 2026-10-10 08:15（北京时间）在新设备上登录：

设备：Windows 电脑版 3.9.2
地点：德国 巴登-符腾堡州（IP 141.70.*.*）

如果是您本人操作，无需处理。
如果不是您本人，请立即在手机端「我 > 设置 > 账号与安全」中退出该设备并修改密码。

粤信安全中心
`,
    html: yuexin_page(`<p style="margin:0 0 14px;">您好，</p>
<p style="margin:0 0 14px;">您的粤信账号（粤信号：arjun_gz2001）于 <b>2026-10-10 08:15（北京时间）</b>在新设备上登录：</p>
<table cellpadding="6" cellspacing="0" style="background:#f6f8f7;font-size:13px;width:100%;">
<tr><td style="color:#888;width:60px;">设备</td><td>Windows 电脑版 3.9.2</td></tr>
<tr><td style="color:#888;">地点</td><td>德国 巴登-符腾堡州（IP 141.70.*.*）</td></tr>
</table>
<p style="margin:14px 0;">如果是您本人操作，无需处理。</p>
<p style="margin:0;">如果不是您本人，请立即在手机端「我 &gt; 设置 &gt; 账号与安全」中退出该设备并修改密码。</p>`),
    enc: "b64",
  },
  {
    family: "yuexin-chat",
    group: "consumer",
    lang: "zh",
    kind: "invite-link",
    code: null,
    link: "https://t.yuexin-im.com/j/fam?c=Gz8Kq2Lm7P&u=arjun.mehta.gz",
    from: "粤信 <no-reply@mail.yuexin-im.com>",
    to: TO_PRIV,
    subject: "陈丽华 邀请你加入家庭空间「陈家·番禺」",
    date: "Sun, 18 Oct 2026 14:47:12 +0200",
    text: `陈丽华（妈妈）邀请你加入粤信家庭空间「陈家·番禺」。

加入后可以共享家庭相册、日程和位置，并在家庭群里视频通话。
目前成员：陈丽华、Mehta Rajesh、陈志强、陈婉婷（4 人）

点击下方链接接受邀请（7 天内有效）：
https://t.yuexin-im.com/j/fam?c=Gz8Kq2Lm7P&u=arjun.mehta.gz

如果链接无法打开，请复制到浏览器中访问，或在粤信 App 中打开。

粤信团队
`,
    html: yuexin_page(`<p style="margin:0 0 14px;"><b>陈丽华（妈妈）</b>邀请你加入粤信家庭空间</p>
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;">「陈家·番禺」</p>
<p style="margin:0 0 16px;color:#666;">加入后可以共享家庭相册、日程和位置，并在家庭群里视频通话。<br>目前成员：陈丽华、Mehta Rajesh、陈志强、陈婉婷（4 人）</p>
<p style="margin:0 0 18px;"><a href="https://t.yuexin-im.com/j/fam?c=Gz8Kq2Lm7P&amp;u=arjun.mehta.gz" style="display:inline-block;background:#07a35a;color:#fff;padding:10px 36px;border-radius:4px;text-decoration:none;font-size:15px;">接受邀请</a></p>
<p style="margin:0;font-size:12px;color:#999;">邀请 7 天内有效。如果按钮无法点击，请在粤信 App 中打开此邮件。</p>`),
    enc: "b64",
  },
];

const yunxia: Mail[] = [
  {
    family: "yunxia-drive",
    group: "consumer",
    lang: "zh",
    kind: "bind-email-code",
    code: "580346",
    link: null,
    from: "云匣网盘 <service@yunxia-drive.cn>",
    to: TO_PRIV,
    subject: "云匣网盘：绑定邮箱验证码 580346",
    date: "Thu, 08 Oct 2026 15:26:02 +0200",
    text: `尊敬的云匣用户 138****6612：

您正在为云匣账号绑定邮箱，验证码：580346，30 分钟内有效。

请在网页或 App 的「账号设置 > 绑定邮箱」页面中输入该验证码完成绑定。绑定成功后，可使用该邮箱登录和找回密码。

若非本人操作，请忽略此邮件。

云匣网盘 · 深圳云匣信息技术有限公司
客服电话：0755-8612 9900（工作日 9:00-18:00）
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef4ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Microsoft YaHei','PingFang SC',sans-serif;color:#333;font-size:14px;">
<tr><td style="background:linear-gradient(90deg,#3a7bfd,#5fa8ff);background-color:#3a7bfd;padding:18px 28px;color:#fff;font-size:20px;">☁ 云匣网盘</td></tr>
<tr><td style="padding:28px;line-height:26px;">
<p style="margin:0 0 10px;">尊敬的云匣用户 138****6612：</p>
<p style="margin:0 0 10px;">您正在为云匣账号绑定邮箱，验证码如下，30 分钟内有效：</p>
<table cellpadding="0" cellspacing="8"><tr>
<td style="border:1px solid #3a7bfd;width:40px;height:48px;text-align:center;font-size:26px;color:#3a7bfd;">5</td>
<td style="border:1px solid #3a7bfd;width:40px;height:48px;text-align:center;font-size:26px;color:#3a7bfd;">8</td>
<td style="border:1px solid #3a7bfd;width:40px;height:48px;text-align:center;font-size:26px;color:#3a7bfd;">0</td>
<td style="border:1px solid #3a7bfd;width:40px;height:48px;text-align:center;font-size:26px;color:#3a7bfd;">3</td>
<td style="border:1px solid #3a7bfd;width:40px;height:48px;text-align:center;font-size:26px;color:#3a7bfd;">4</td>
<td style="border:1px solid #3a7bfd;width:40px;height:48px;text-align:center;font-size:26px;color:#3a7bfd;">6</td>
</tr></table>
<p style="margin:10px 0;">请在网页或 App 的「账号设置 &gt; 绑定邮箱」页面中输入该验证码完成绑定。</p>
<p style="margin:0;color:#999;font-size:12px;">若非本人操作，请忽略此邮件。</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f7f9fc;font-size:12px;color:#999;">深圳云匣信息技术有限公司 · 客服电话 0755-8612 9900 · <a href="https://www.yunxia-drive.cn/help" style="color:#3a7bfd;">帮助</a> · 粤ICP备2019087731号</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "yunxia-drive",
    group: "negative",
    lang: "zh",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "云匣网盘 <notice@yunxia-drive.cn>",
    to: TO_PRIV,
    subject: "您的云匣空间已使用 95%",
    date: "Fri, 20 Nov 2026 10:05:44 +0100",
    text: `尊敬的云匣用户：

您的网盘空间已使用 1.90 TB / 2 TB（95%）。空间用满后将无法上传新文件，自动备份（相册）也会暂停。

您可以：
1. 清理回收站（当前占用 86.4 GB）；
2. 升级为超级会员，享 5 TB 空间，首年仅需 ¥198（原价 ¥298）。

详情：https://www.yunxia-drive.cn/vip?from=mail_95

云匣网盘团队
退订此类提醒：https://www.yunxia-drive.cn/settings/notify
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "yunxia-drive",
    group: "negative",
    lang: "zh",
    kind: "renewal-receipt",
    code: null,
    link: null,
    from: "云匣网盘 <billing@yunxia-drive.cn>",
    to: TO_PRIV,
    subject: "云匣会员自动续费成功",
    date: "Tue, 24 Nov 2026 01:00:17 +0100",
    text: `尊敬的云匣用户：

您的「超级会员（连续包年）」已自动续费成功。

订单号：YX20261124080013447129
支付方式：支付宝（尾号 6612）
支付金额：¥198.00
有效期至：2027-11-24

如需取消自动续费，请在 App「我的 > 会员中心 > 管理自动续费」中操作。

云匣网盘 · 深圳云匣信息技术有限公司
`,
    html: `<html><body style="font-family:'Microsoft YaHei',sans-serif;font-size:14px;color:#333;">
<p>尊敬的云匣用户：</p>
<p>您的「超级会员（连续包年）」已自动续费成功。</p>
<table cellpadding="6" style="border-collapse:collapse;font-size:13px;" border="1" bordercolor="#e3e8f0">
<tr><td style="background:#f7f9fc;">订单号</td><td>YX20261124080013447129</td></tr>
<tr><td style="background:#f7f9fc;">支付方式</td><td>支付宝（尾号 6612）</td></tr>
<tr><td style="background:#f7f9fc;">支付金额</td><td>¥198.00</td></tr>
<tr><td style="background:#f7f9fc;">有效期至</td><td>2027-11-24</td></tr>
</table>
<p>如需取消自动续费，请在 App「我的 &gt; 会员中心 &gt; 管理自动续费」中操作。</p>
<p style="color:#999;font-size:12px;">深圳云匣信息技术有限公司 · <a href="https://www.yunxia-drive.cn/">www.yunxia-drive.cn</a></p>
</body></html>`,
    enc: "b64",
  },
];

const zhujiang: Mail[] = [
  {
    family: "zhujiang-bank",
    group: "negative",
    lang: "zh",
    kind: "card-transaction",
    code: null,
    link: null,
    from: "珠江商业银行 <creditcard@e.zjcb.com.cn>",
    to: TO_PRIV,
    subject: "珠江银行信用卡境外消费提醒",
    date: "Sat, 24 Oct 2026 17:22:05 +0200",
    text: `尊敬的 陈 先生：

您尾号 3308 的珠江银行 Visa 信用卡于 2026年10月24日 23:21（北京时间）在境外消费：

商户：MARKTZEIT FIL 0412 KALTENBACH DE
金额：EUR 46.85（约合人民币 ¥367.23，以入账为准）
当前可用额度：¥18,632.77

境外消费免收货币转换费至 2026 年 12 月 31 日。如有疑问，请致电 24 小时客服 95309（境外请拨 +86-20-95309）。

珠江商业银行信用卡中心
本邮件为系统自动发送，请勿回复。
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:SimSun,'Microsoft YaHei',sans-serif;font-size:14px;color:#222;">
<tr><td style="background:#b3121d;padding:12px 20px;"><img src="https://e.zjcb.com.cn/edm/img/zjcb_logo_w.png" alt="珠江商业银行" height="36"></td></tr>
<tr><td style="padding:22px 20px;line-height:24px;">
<p>尊敬的 陈 先生：</p>
<p>您尾号 <b>3308</b> 的珠江银行 Visa 信用卡于 2026年10月24日 23:21（北京时间）在境外消费：</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #eee;font-size:13px;">
<tr><td width="30%" style="background:#fafafa;">商户</td><td>MARKTZEIT FIL 0412 KALTENBACH DE</td></tr>
<tr><td style="background:#fafafa;">金额</td><td>EUR 46.85（约合人民币 ¥367.23，以入账为准）</td></tr>
<tr><td style="background:#fafafa;">当前可用额度</td><td>¥18,632.77</td></tr>
</table>
<p>境外消费免收货币转换费至 2026 年 12 月 31 日。如有疑问，请致电 24 小时客服 95309（境外请拨 +86-20-95309）。</p>
<p style="text-align:right;">珠江商业银行信用卡中心</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:12px;color:#999;border-top:1px solid #eee;">本邮件为系统自动发送，请勿回复。<a href="https://www.zjcb.com.cn/" style="color:#b3121d;">www.zjcb.com.cn</a> · 谨防诈骗：本行不会通过邮件索取密码或验证码。</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "zhujiang-bank",
    group: "consumer",
    lang: "zh",
    kind: "otp-code",
    code: "049217",
    link: null,
    from: "珠江商业银行 <ebank@e.zjcb.com.cn>",
    to: TO_PRIV,
    subject: "珠江银行个人网银动态验证码",
    date: "Thu, 05 Nov 2026 13:40:51 +0100",
    text: `尊敬的客户：

您正在通过个人网上银行进行【跨境汇款 - 境外留学缴费】，汇款金额 EUR 1,200.00，收款人 TU KALTENBACH LANDESOBERKASSE。

动态验证码：049217（序号 38），5 分钟内有效。

请勿向任何人透露验证码。如非本人操作，请立即致电 95309 冻结网银。

珠江商业银行
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- bank and remittance at home (hi, en)

const shivalik: Mail[] = [
  {
    family: "shivalik-nagarik-bank",
    group: "regional",
    lang: "hi",
    kind: "otp-code",
    code: "731864",
    link: null,
    from: "शिवालिक नागरिक बैंक <alerts@shivalikbank.co.in>",
    to: TO_PRIV,
    subject: "नेट बैंकिंग लॉगिन हेतु OTP",
    date: "Tue, 13 Oct 2026 09:31:22 +0200",
    text: `प्रिय ग्राहक,

आपके शिवालिक नागरिक बैंक नेट बैंकिंग खाते (ग्राहक आईडी XXXX4471) में विदेश से लॉगिन का प्रयास किया गया है।

लॉगिन पूरा करने के लिए वन टाइम पासवर्ड (OTP): 731864

यह OTP 13-10-2026 को 13:11 IST तक मान्य है। इसे किसी के साथ साझा न करें। बैंक कभी भी फ़ोन, SMS या ईमेल पर OTP नहीं माँगता।

यदि यह लॉगिन आपने नहीं किया है, तो तुरंत हमारे टोल-फ़्री नंबर 1800-180-4477 पर संपर्क करें।

सादर,
शिवालिक नागरिक सहकारी बैंक लि.
मुख्य कार्यालय: माल रोड, सोलन, हिमाचल प्रदेश – 173212

यह एक स्वचालित ईमेल है, कृपया इसका उत्तर न दें।
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f0e8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif;font-size:15px;color:#2a2a2a;">
<tr><td style="background:#1d4e89;padding:12px 20px;"><img src="https://www.shivalikbank.co.in/images/mailer/snb-logo.png" alt="शिवालिक नागरिक बैंक" height="40"></td></tr>
<tr><td style="padding:22px 24px;line-height:26px;">
<p style="margin:0 0 12px;">प्रिय ग्राहक,</p>
<p style="margin:0 0 12px;">आपके शिवालिक नागरिक बैंक नेट बैंकिंग खाते (ग्राहक आईडी XXXX4471) में विदेश से लॉगिन का प्रयास किया गया है। लॉगिन पूरा करने के लिए वन टाइम पासवर्ड (OTP):</p>
<p style="margin:0 0 12px;text-align:center;"><span style="display:inline-block;background:#fff4d6;border:1px solid #e8b931;padding:8px 24px;font-size:28px;font-weight:bold;letter-spacing:5px;font-family:Arial,sans-serif;">731864</span></p>
<p style="margin:0 0 12px;">यह OTP 13-10-2026 को 13:11 IST तक मान्य है। इसे किसी के साथ साझा न करें। बैंक कभी भी फ़ोन, SMS या ईमेल पर OTP नहीं माँगता।</p>
<p style="margin:0 0 12px;">यदि यह लॉगिन आपने नहीं किया है, तो तुरंत हमारे टोल-फ़्री नंबर <b>1800-180-4477</b> पर संपर्क करें।</p>
<p style="margin:0;">सादर,<br>शिवालिक नागरिक सहकारी बैंक लि.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#eef2f7;font-size:11px;color:#666;font-family:Arial,sans-serif;">मुख्य कार्यालय: माल रोड, सोलन, हिमाचल प्रदेश – 173212 · <a href="https://www.shivalikbank.co.in/privacy-policy" style="color:#1d4e89;">Privacy Policy</a> · यह एक स्वचालित ईमेल है।</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "shivalik-nagarik-bank",
    group: "negative",
    lang: "hi",
    kind: "estatement",
    code: null,
    link: null,
    from: "शिवालिक नागरिक बैंक <estatement@shivalikbank.co.in>",
    to: TO_PRIV,
    subject: "अक्टूबर 2026 का ई-स्टेटमेंट – बचत खाता XXXXXX2290",
    date: "Thu, 05 Nov 2026 05:48:10 +0100",
    text: `प्रिय अर्जुन मेहता जी,

आपके बचत खाता संख्या XXXXXX2290 का 01-10-2026 से 31-10-2026 तक का ई-स्टेटमेंट इस ईमेल के साथ संलग्न है।

PDF खोलने के लिए पासवर्ड: आपके नाम के पहले चार अक्षर (बड़े अक्षरों में) और जन्म तिथि DDMM प्रारूप में। उदाहरण: ARJU1403

अवधि का सारांश:
प्रारंभिक शेष: ₹ 48,215.60
कुल जमा:       ₹ 1,20,000.00
कुल निकासी:    ₹ 1,05,430.00
अंतिम शेष:     ₹ 62,785.60

NRO/NRE खाते से संबंधित जानकारी के लिए अपनी शाखा (सोलन मुख्य शाखा, दूरभाष 01792-223 418) से संपर्क करें।

सादर,
शिवालिक नागरिक सहकारी बैंक लि.
`,
    html: null,
    enc: "b64",
    attachment: [
      "eStatement_XXXXXX2290_Oct2026.pdf",
      "application/pdf",
      "%PDF-1.6\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</Filter/Standard/V 2/R 3/Length 128>>endobj\ntrailer<</Root 1 0 R/Encrypt 4 0 R>>\n%%EOF\n",
    ],
  },
];

const pravasi: Mail[] = [
  {
    family: "pravasi-remit",
    group: "negative",
    lang: "en",
    kind: "transfer-completed",
    code: null,
    link: null,
    from: "PravasiSend <transfers@pravasisend.in>",
    to: TO_PRIV,
    subject: "₹1,00,000 sent – €1,041.23 credited to Arjun Mehta Chen",
    date: "Fri, 30 Oct 2026 11:16:48 +0100",
    text: `Hello Arjun,

Rajesh Mehta has sent you money with PravasiSend. The transfer is
complete and the amount has been credited.

Transfer ID:        PS-EU-2610-558217
You sent:           ₹1,00,000.00
Fee:                ₹499.00 (incl. GST)
Exchange rate:      1 EUR = ₹95.56
Recipient got:      €1,041.23
Recipient account:  Kontovia blocked account, IBAN DE•• •••• •••• •••• 0217
Purpose code:       S0305 (Education – overseas studies)
Credited on:        30 Oct 2026, 15:42 IST

TCS under LRS: nil (education transfer below ₹7,00,000 in FY 2026-27).

No action is needed. For help, write to
care@pravasisend.in or call 1800-572-0909 (Mon–Sat, 9 am – 7 pm IST).

PravasiSend Payments Pvt. Ltd. · 4th Floor, Prestige Atrium, Residency Road, Bengaluru 560025
Authorised by RBI under FEMA as an AD Category II entity.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "pravasi-remit",
    group: "negative",
    lang: "hi",
    kind: "rate-alert",
    code: null,
    link: null,
    from: "PravasiSend <hello@pravasisend.in>",
    to: TO_PRIV,
    subject: "यूरो का भाव ₹94.80 पर – आज ही पैसे भेजें",
    date: "Wed, 18 Nov 2026 08:30:00 +0100",
    text: `नमस्ते,

आपने EUR के लिए रेट अलर्ट सेट किया था। आज का भाव: 1 EUR = ₹94.80 (सुबह 11:00 IST)।

पिछले 30 दिनों में यह सबसे अच्छा भाव है। शिक्षा शुल्क के लिए पहली ट्रांसफ़र पर कोई शुल्क नहीं।

ऐप में अभी ट्रांसफ़र करें या 1800-572-0909 पर कॉल करें।

अलर्ट बंद करें: https://pravasisend.in/alerts/manage?u=rm2290
PravasiSend Payments Pvt. Ltd., बेंगलुरु 560025
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:'Noto Sans Devanagari',Arial,sans-serif;color:#222;">
<tr><td style="padding:18px 24px;"><img src="https://cdn.pravasisend.in/mail/logo.png" alt="PravasiSend" width="130"></td></tr>
<tr><td style="padding:0 24px 8px;font-size:15px;line-height:25px;">नमस्ते,<br>आपने EUR के लिए रेट अलर्ट सेट किया था। आज का भाव:</td></tr>
<tr><td style="padding:6px 24px;font-size:34px;font-weight:bold;color:#f26b1d;font-family:Arial,sans-serif;">1 EUR = ₹94.80</td></tr>
<tr><td style="padding:0 24px 16px;font-size:12px;color:#888;">सुबह 11:00 IST · पिछले 30 दिनों में सबसे अच्छा भाव</td></tr>
<tr><td style="padding:0 24px 16px;font-size:15px;line-height:25px;">शिक्षा शुल्क के लिए पहली ट्रांसफ़र पर कोई शुल्क नहीं।</td></tr>
<tr><td style="padding:0 24px 22px;"><a href="https://pravasisend.in/app/send?corridor=INR-EUR&amp;utm_source=ratealert" style="background:#f26b1d;color:#fff;padding:11px 26px;border-radius:22px;text-decoration:none;font-family:Arial,sans-serif;">अभी भेजें</a></td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;border-top:1px solid #f1e6da;font-family:Arial,sans-serif;">PravasiSend Payments Pvt. Ltd. · Residency Road, Bengaluru 560025 · <a href="https://pravasisend.in/alerts/manage?u=rm2290" style="color:#999;">अलर्ट बंद करें</a> · <a href="https://pravasisend.in/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- document locker (hi), learning platform

const abhilekh: Mail[] = [
  {
    family: "abhilekh-kosh",
    group: "regional",
    lang: "hi",
    kind: "verify-code",
    code: "50-7718",
    code_digits: "507718",
    link: null,
    from: "अभिलेख कोष <noreply@abhilekhkosh.gov.in>",
    to: TO_PRIV,
    subject: "अभिलेख कोष: ईमेल पता सत्यापन कोड",
    date: "Mon, 26 Oct 2026 06:40:15 +0100",
    text: `नमस्कार अर्जुन मेहता,

आपने अपने अभिलेख कोष खाते में यह ईमेल पता जोड़ने का अनुरोध किया है।

सत्यापन कोड: 50-7718

यह कोड 15 मिनट तक मान्य है। इसे ऐप या वेबसाइट के "प्रोफ़ाइल > ईमेल जोड़ें" पृष्ठ पर दर्ज करें।

यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें। आपका खाता सुरक्षित है।

— अभिलेख कोष सहायता केंद्र
हेल्पलाइन: 1800-11-4090 (सुबह 8 से रात 8 बजे तक)
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Noto Sans Devanagari',Arial,sans-serif;color:#1a1a1a;">
<tr><td style="height:6px;background:#ff9933;"></td></tr><tr><td style="height:6px;background:#ffffff;"></td></tr><tr><td style="height:6px;background:#138808;"></td></tr>
<tr><td style="padding:18px 24px;"><img src="https://abhilekhkosh.gov.in/assets/mail/ak-logo.png" alt="अभिलेख कोष" height="44"></td></tr>
<tr><td style="padding:0 24px 20px;font-size:15px;line-height:26px;">
<p style="margin:0 0 12px;">नमस्कार अर्जुन मेहता,</p>
<p style="margin:0 0 12px;">आपने अपने अभिलेख कोष खाते में यह ईमेल पता जोड़ने का अनुरोध किया है। आपका सत्यापन कोड:</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 14px;"><tr><td style="background:#f1f5ff;border-left:4px solid #2c4da0;padding:10px 22px;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;letter-spacing:2px;">50-7718</td></tr></table>
<p style="margin:0 0 12px;">यह कोड 15 मिनट तक मान्य है। इसे ऐप या वेबसाइट के “प्रोफ़ाइल &gt; ईमेल जोड़ें” पृष्ठ पर दर्ज करें।</p>
<p style="margin:0;color:#666;font-size:13px;">यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f4f4f4;font-size:11px;color:#666;">अभिलेख कोष सहायता केंद्र · हेल्पलाइन 1800-11-4090 · <a href="https://abhilekhkosh.gov.in/faq" style="color:#2c4da0;">अक्सर पूछे जाने वाले प्रश्न</a> · <a href="https://abhilekhkosh.gov.in/terms" style="color:#2c4da0;">नियम व शर्तें</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "abhilekh-kosh",
    group: "negative",
    lang: "hi",
    kind: "document-issued",
    code: null,
    link: null,
    from: "अभिलेख कोष <noreply@abhilekhkosh.gov.in>",
    to: TO_PRIV,
    subject: "नया दस्तावेज़ जारी: स्नातक डिग्री प्रमाणपत्र",
    date: "Mon, 26 Oct 2026 07:02:49 +0100",
    text: `नमस्कार अर्जुन मेहता,

आपके अभिलेख कोष खाते में एक नया दस्तावेज़ जोड़ा गया है:

दस्तावेज़:      स्नातक (B.Tech, मैकेनिकल इंजीनियरिंग) डिग्री प्रमाणपत्र
जारीकर्ता:      हिमगिरि तकनीकी विश्वविद्यालय, शिमला
अनुक्रमांक:     HTU/2023/ME/04471
जारी करने की तिथि: 26-10-2026

यह दस्तावेज़ डिजिटल रूप से हस्ताक्षरित है और मूल प्रमाणपत्र के समान मान्य है। आप इसे ऐप के "जारी दस्तावेज़" अनुभाग में देख सकते हैं।

— अभिलेख कोष
`,
    html: null,
    enc: "8bit",
  },
];

const campus_more: Mail[] = [
  {
    family: "tu-kaltenbach-campus",
    group: "negative",
    lang: "en",
    kind: "timetable-change",
    code: null,
    link: null,
    from: "KALIS Campus Management <noreply-kalis@tu-kaltenbach.de>",
    to: TO,
    subject: "[KALIS] Room change: Finite Element Methods (Lecture) – 03.11.2026",
    date: "Fri, 30 Oct 2026 16:22:10 +0100",
    text: `Dear Arjun Mehta Chen,

a course you have registered for has changed.

Course:    3161001 Finite Element Methods (Lecture)
Lecturer:  Prof. Dr.-Ing. Helga Wendt
Date:      Tuesday, 03.11.2026, 08:15 – 09:45
Old room:  HS 1 (building A2)
New room:  Lecture hall 0.004, building C5 (Campus Nord)
Reason:    technical work in HS 1

All other dates remain unchanged. Your personal timetable in KALIS has
been updated; if you subscribed to the iCal feed, your calendar app will
pick up the change automatically.

--
This message was generated automatically by KALIS.
Technische Universität Kaltenbach · Hochschulstraße 12 · 79412 Kaltenbach
`,
    html: null,
    enc: "7bit",
  },
];

export const mails: Mail[] = [
  ...campus,
  ...campus_more,
  ...idm,
  ...library,
  ...asta,
  ...dorm,
  ...abh,
  ...kontovia,
  ...kranich,
  ...volksbank,
  ...nuvio,
  ...sprechwerk,
  ...rheintalbahn,
  ...radklick,
  ...werkstudi,
  ...marktzeit,
  ...lernkreis,
  ...yuexin,
  ...yunxia,
  ...zhujiang,
  ...shivalik,
  ...pravasi,
  ...abhilekh,
];
