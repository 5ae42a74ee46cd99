/**
 * The inbox of an exchange student spending a winter semester in Kraków (Oct–Dec 2025): the host
 * university's portal, e-learning, library and dorm, the home university in Catalonia, a city card,
 * banks, a phone operator, lockers, delivery, marketplaces, travel and leisure, in ten languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- shared bits

const UWIS_FOOT_PL = `Uniwersytet Wiślański w Krakowie · ul. Gołębia 24, 31-007 Kraków
Centrum Informatyczne UWiS · helpdesk@uwis.edu.pl · tel. +48 12 663 11 40
Wiadomość wygenerowana automatycznie – prosimy na nią nie odpowiadać.`;

function uwis_page(title: string, body: string, lang = "pl"): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f5;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #7a1f2b;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e2e2e2;">
<img src="https://www.uwis.edu.pl/static/mail/logo-uwis-2x.png" width="180" alt="Uniwersytet Wiślański w Krakowie" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:21px;color:#222;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f7f7f7;font-size:11px;line-height:16px;color:#777;">
Uniwersytet Wiślański w Krakowie · ul. Gołębia 24, 31-007 Kraków<br>
Centrum Informatyczne UWiS · <a href="mailto:helpdesk@uwis.edu.pl" style="color:#7a1f2b;">helpdesk@uwis.edu.pl</a> · tel. +48 12 663 11 40<br>
<a href="https://www.uwis.edu.pl/ochrona-danych" style="color:#777;">Ochrona danych osobowych</a> · <a href="https://www.uwis.edu.pl/en" style="color:#777;">English version</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- host university: student portal
  {
    family: "wislanski-usosweb",
    group: "regional",
    lang: "pl",
    kind: "grade-posted",
    code: null,
    link: null,
    from: "USOSweb UWiS <usos-noreply@uwis.edu.pl>",
    subject: "[USOSweb] Nowa ocena w protokole / New grade in the protocol",
    date: "Mon, 24 Nov 2025 15:02:41 +0100",
    text: `Szanowny Studencie / Dear Student,

W protokole z przedmiotu WF-IS-302E "Data Visualisation (in English)", termin 1,
została wystawiona ocena / a grade has been entered in the protocol for:

  Przedmiot / Course:   WF-IS-302E Data Visualisation (in English)
  Zajęcia / Classes:    Laboratorium, grupa 2
  Cykl / Term:          2025/26-Z
  Ocena / Grade:        4,5 (dobry plus / good plus)
  Wystawił / Entered by: dr inż. Marta Kołodziej
  Data / Date:          24.11.2025 14:58

ECTS: 5. Ocena nie jest jeszcze ostateczna – protokół zostanie zatwierdzony
przez prowadzącego. / The grade becomes final once the protocol is approved.

Oceny możesz sprawdzić w USOSweb: Dla studentów → Oceny
You can see your grades in USOSweb: For students → Grades
https://usosweb.uwis.edu.pl/kontroler.php?_action=dla_stud/studia/oceny/index

--
${UWIS_FOOT_PL}
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "wislanski-usosweb",
    group: "regional",
    lang: "en",
    kind: "registration-open",
    code: null,
    link: null,
    from: "USOSweb UWiS <usos-noreply@uwis.edu.pl>",
    subject: "Token registration for Physical Education (winter 2025/26) starts Thursday",
    date: "Mon, 06 Oct 2025 08:30:00 +0200",
    text: `Dear Student,

Registration for Physical Education classes in the winter term 2025/26 opens on
Thursday 9 October 2025 at 20:00 and closes on Sunday 12 October at 23:59.

- Each student has 2 tokens (WF-2025Z). One token = one group.
- Erasmus+ students may register for PE but it is not obligatory.
- Groups are limited to 24 people; the swimming pool groups (Basen, ul. Piastowska 26)
  fill up within minutes.

Register in USOSweb → For students → Registrations → Token registrations.

Questions: Studium Wychowania Fizycznego, room 0.12, tel. +48 12 663 14 90.

${UWIS_FOOT_PL}
`,
    html: uwis_page(
      "Token registration",
      `<p style="margin:0 0 12px;">Dear Student,</p>
<p style="margin:0 0 12px;">Registration for <b>Physical Education</b> classes in the winter term 2025/26 opens on
<b>Thursday 9 October 2025 at 20:00</b> and closes on Sunday 12 October at 23:59.</p>
<ul style="margin:0 0 12px;padding-left:20px;">
<li>Each student has <b>2 tokens</b> (WF-2025Z). One token = one group.</li>
<li>Erasmus+ students may register for PE but it is not obligatory.</li>
<li>Groups are limited to 24 people; the swimming pool groups (Basen, ul. Piastowska 26) fill up within minutes.</li>
</ul>
<p style="margin:0 0 12px;">Register in <a href="https://usosweb.uwis.edu.pl/kontroler.php?_action=dla_stud/rejestracja/zetony" style="color:#7a1f2b;">USOSweb → For students → Registrations → Token registrations</a>.</p>
<p style="margin:0;color:#555;">Questions: Studium Wychowania Fizycznego, room 0.12, tel. +48 12 663 14 90.</p>`,
      "en",
    ),
    enc: "qp",
  },
  {
    family: "wislanski-usosweb",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://logowanie.uwis.edu.pl/cas/password/reset?ticket=PRT-48213-aXk9QmWv2TzLr7Yc",
    from: "Centralny System Uwierzytelniania UWiS <cas@uwis.edu.pl>",
    subject: "UWiS Central Login – password reset",
    date: "Wed, 08 Oct 2025 22:17:05 +0200",
    text: `Hello,

We received a request to reset the password for the UWiS central login (CAS)
account 1249871@student.uwis.edu.pl (student ID 1249871).

To set a new password, open the link below. It is valid for 30 minutes and can
be used once:

https://logowanie.uwis.edu.pl/cas/password/reset?ticket=PRT-48213-aXk9QmWv2TzLr7Yc

The new password must have at least 12 characters. After the change you will
be signed out of USOSweb, Pegaz and the university Wi-Fi (eduroam) on all devices.

If you did not ask for this, ignore this message – your password stays the same.

${UWIS_FOOT_PL}
`,
    html: uwis_page(
      "Password reset",
      `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">We received a request to reset the password for the UWiS central login (CAS) account <b>1249871@student.uwis.edu.pl</b> (student ID 1249871).</p>
<p style="margin:0 0 18px;">To set a new password, click the button below. The link is valid for <b>30 minutes</b> and can be used once.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#7a1f2b;border-radius:3px;">
<a href="https://logowanie.uwis.edu.pl/cas/password/reset?ticket=PRT-48213-aXk9QmWv2TzLr7Yc" style="display:inline-block;padding:11px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Set a new password</a>
</td></tr></table>
<p style="margin:18px 0 12px;font-size:12px;color:#555;">The new password must have at least 12 characters. After the change you will be signed out of USOSweb, Pegaz and eduroam on all devices.</p>
<p style="margin:0;font-size:12px;color:#555;">If you did not ask for this, ignore this message – your password stays the same.</p>`,
      "en",
    ),
    enc: "8bit",
  },
  // ---------------------------------------------------------------- host university: e-learning (Moodle)
  {
    family: "uwis-pegaz",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://pegaz.uwis.edu.pl/enrol/invitation/enrol.php?token=6f1c0d93ae5b47e2b8a1f7c3d9e04a12",
    from: "Pegaz (Moodle UWiS) <noreply@pegaz.uwis.edu.pl>",
    subject: "Invitation to join the course: Polish for Foreigners A1 (group 3)",
    date: "Thu, 02 Oct 2025 11:46:19 +0200",
    text: `Hi Sam,

mgr Agnieszka Wróbel has invited you to join the course "Polish for Foreigners A1
(group 3) – 2025/26Z" on Pegaz, the e-learning platform of UWiS.

To accept the invitation, follow this link:
https://pegaz.uwis.edu.pl/enrol/invitation/enrol.php?token=6f1c0d93ae5b47e2b8a1f7c3d9e04a12

The invitation expires on 16 October 2025. You will need to log in with your
UWiS central login first.

Message from the teacher:
"Dzień dobry! Classes are on Tuesdays and Thursdays 16:45–18:15, room 2.07,
ul. Grodzka 64. Please bring the textbook 'Krok po kroku 1'."

If you think you received this by mistake, just ignore it.

Pegaz support: pegaz@uwis.edu.pl
`,
    html: `<div style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333;">
<p>Hi Sam,</p>
<p>mgr Agnieszka Wróbel has invited you to join the course <b>"Polish for Foreigners A1 (group 3) – 2025/26Z"</b> on Pegaz, the e-learning platform of UWiS.</p>
<p>To accept the invitation, follow this link:<br>
<a href="https://pegaz.uwis.edu.pl/enrol/invitation/enrol.php?token=6f1c0d93ae5b47e2b8a1f7c3d9e04a12">https://pegaz.uwis.edu.pl/enrol/invitation/enrol.php?token=6f1c0d93ae5b47e2b8a1f7c3d9e04a12</a></p>
<p>The invitation expires on 16 October 2025. You will need to log in with your UWiS central login first.</p>
<p>Message from the teacher:</p>
<blockquote style="border-left:3px solid #ccc;margin:0 0 0 8px;padding-left:10px;color:#555;">Dzień dobry! Classes are on Tuesdays and Thursdays 16:45–18:15, room 2.07, ul. Grodzka 64. Please bring the textbook 'Krok po kroku 1'.</blockquote>
<p>If you think you received this by mistake, just ignore it.</p>
<hr style="border:0;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#888;">Pegaz support: <a href="mailto:pegaz@uwis.edu.pl">pegaz@uwis.edu.pl</a> · <a href="https://pegaz.uwis.edu.pl/">pegaz.uwis.edu.pl</a></p>
</div>`,
    enc: "qp",
  },
  {
    family: "uwis-pegaz",
    group: "oss",
    lang: "en",
    kind: "forum-digest",
    code: null,
    link: null,
    from: "Pegaz (Moodle UWiS) <noreply@pegaz.uwis.edu.pl>",
    subject: "Pegaz forum digest: DV-302E Data Visualisation",
    date: "Wed, 15 Oct 2025 05:00:12 +0200",
    text: `DV-302E -> Announcements -> Lab 3 moved to room 1.14
by dr inż. Marta Kołodziej - Tuesday, 14 October 2025, 18:22

Dear all, because of the fire alarm test on Thursday 16 October, lab 3 (12:15–13:45)
will take place in room 1.14 instead of 3.02. The deadline for assignment 2 is
unchanged: 26 October 2025, 23:59. Max 10 points.

See this post in context:
https://pegaz.uwis.edu.pl/mod/forum/discuss.php?d=88214#p190377

-------------------------------------------------------------------------------
DV-302E -> Q&A -> Which Python version for assignment 2?
by Lukas Brenner - Tuesday, 14 October 2025, 21:05

Is 3.11 fine or do we need 3.12?

See this post in context:
https://pegaz.uwis.edu.pl/mod/forum/discuss.php?d=88231#p190402
-------------------------------------------------------------------------------
Change your forum digest preferences: https://pegaz.uwis.edu.pl/user/forum.php?id=31877
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "uwis-pegaz",
    group: "oss",
    lang: "pl",
    kind: "assignment-due",
    code: null,
    link: null,
    from: "Pegaz (Moodle UWiS) <noreply@pegaz.uwis.edu.pl>",
    subject: "Przypomnienie: termin oddania „Zadanie 2 – wizualizacja danych” mija za 24 h",
    date: "Sat, 25 Oct 2025 23:59:30 +0200",
    text: `Kurs: DV-302E Data Visualisation (in English)
Zadanie: Zadanie 2 – wizualizacja danych

Termin oddania: niedziela, 26 października 2025, 23:59
Status przesłania: Brak próby
Pozostały czas: 1 dzień

Przejdź do zadania: https://pegaz.uwis.edu.pl/mod/assign/view.php?id=402117

Otrzymujesz to powiadomienie, ponieważ jesteś zapisany na kurs DV-302E.
Ustawienia powiadomień: https://pegaz.uwis.edu.pl/message/notificationpreferences.php
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;color:#1d2125;">
<tr><td style="padding:12px 0;border-bottom:2px solid #0f6cbf;"><b>Pegaz</b> · Uniwersytet Wiślański</td></tr>
<tr><td style="padding:14px 0;">
<p>Kurs: <a href="https://pegaz.uwis.edu.pl/course/view.php?id=31877">DV-302E Data Visualisation (in English)</a><br>
Zadanie: <b>Zadanie 2 – wizualizacja danych</b></p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #dee2e6;font-size:13px;">
<tr><td style="background:#f8f9fa;">Termin oddania</td><td>niedziela, 26 października 2025, 23:59</td></tr>
<tr><td style="background:#f8f9fa;">Status przesłania</td><td>Brak próby</td></tr>
<tr><td style="background:#f8f9fa;">Pozostały czas</td><td>1 dzień</td></tr>
</table>
<p><a href="https://pegaz.uwis.edu.pl/mod/assign/view.php?id=402117" style="color:#0f6cbf;">Przejdź do zadania</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#6a737b;padding-top:10px;border-top:1px solid #dee2e6;">Otrzymujesz to powiadomienie, ponieważ jesteś zapisany na kurs DV-302E. <a href="https://pegaz.uwis.edu.pl/message/notificationpreferences.php">Ustawienia powiadomień</a></td></tr>
</table>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- host university: library
  {
    family: "uwis-biblioteka",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://katalog.bg.uwis.edu.pl/konto/aktywuj?k=Rk2pWq8XnT4vB7sLm1Zd",
    from: "Biblioteka Główna UWiS <wypozyczalnia@bg.uwis.edu.pl>",
    subject: "Aktywacja konta czytelnika – Biblioteka Główna UWiS",
    date: "Fri, 03 Oct 2025 10:05:51 +0200",
    text: `Dzień dobry,

na podstawie legitymacji studenckiej nr 1249871 założyliśmy Państwu konto
czytelnika w Bibliotece Głównej UWiS (karta biblioteczna: 29100012498719).

Aby aktywować konto w katalogu online i móc zamawiać książki, prosimy
potwierdzić adres e-mail, klikając w link:

https://katalog.bg.uwis.edu.pl/konto/aktywuj?k=Rk2pWq8XnT4vB7sLm1Zd

Link jest ważny 7 dni.

Wypożyczalnia, al. Mickiewicza 22, parter
Godziny otwarcia: pn–pt 8:00–20:00, sob. 9:00–15:00
tel. 12 663 35 00

Regulamin udostępniania zbiorów: https://bg.uwis.edu.pl/regulamin

Z pozdrowieniami
Oddział Udostępniania Zbiorów
`,
    html: `<html><body style="font-family:Georgia,serif;font-size:15px;color:#2b2b2b;background:#fbfaf6;">
<div style="max-width:560px;margin:0 auto;padding:20px;background:#fff;border:1px solid #e6e1d3;">
<p style="font-size:12px;color:#8a7a55;letter-spacing:1px;text-transform:uppercase;margin:0 0 14px;">Biblioteka Główna UWiS</p>
<p>Dzień dobry,</p>
<p>na podstawie legitymacji studenckiej nr 1249871 założyliśmy Państwu konto czytelnika w Bibliotece Głównej UWiS (karta biblioteczna: 29100012498719).</p>
<p>Aby aktywować konto w katalogu online i móc zamawiać książki, prosimy potwierdzić adres e-mail:</p>
<p style="text-align:center;margin:22px 0;"><a href="https://katalog.bg.uwis.edu.pl/konto/aktywuj?k=Rk2pWq8XnT4vB7sLm1Zd" style="background:#8a7a55;color:#fff;padding:10px 22px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Aktywuj konto</a></p>
<p style="font-size:13px;">Link jest ważny 7 dni.</p>
<p style="font-size:13px;color:#555;">Wypożyczalnia, al. Mickiewicza 22, parter<br>Godziny otwarcia: pn–pt 8:00–20:00, sob. 9:00–15:00<br>tel. 12 663 35 00</p>
<p style="font-size:12px;"><a href="https://bg.uwis.edu.pl/regulamin" style="color:#8a7a55;">Regulamin udostępniania zbiorów</a></p>
<p>Z pozdrowieniami<br>Oddział Udostępniania Zbiorów</p>
</div></body></html>`,
    enc: "qp",
  },
  {
    family: "uwis-biblioteka",
    group: "regional",
    lang: "en",
    kind: "due-reminder",
    code: null,
    link: null,
    from: "Biblioteka Główna UWiS <wypozyczalnia@bg.uwis.edu.pl>",
    subject: "Loan period ending in 3 days / Kończy się termin zwrotu",
    date: "Mon, 17 Nov 2025 07:12:00 +0100",
    text: `Dear Reader,

the loan period of the following items ends on 20.11.2025:

1. Tufte, Edward R. — The visual display of quantitative information
   Barcode: 0291003318842   Call no.: II 48.112   Due: 20.11.2025
2. Bartnicka, Barbara — Gramatyka języka polskiego dla cudzoziemców
   Barcode: 0291004407715   Call no.: L 9.3021   Due: 20.11.2025

You can renew each item up to 2 times in your account, unless another reader
has reserved it. The fine for late return is 0,50 zł per item per day.

Library card: 29100012498719
Balance: 0,00 zł

Biblioteka Główna UWiS, al. Mickiewicza 22, 30-059 Kraków, tel. 12 663 35 00
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- dormitory
  {
    family: "ds-zaczek-uwis",
    group: "regional",
    lang: "pl",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "Administracja DS Żaczek <ds.zaczek@uwis.edu.pl>",
    subject: "Przerwa w dostawie ciepłej wody 21.10 / Hot water outage 21 Oct",
    date: "Fri, 17 Oct 2025 13:40:22 +0200",
    text: `Drodzy Mieszkańcy,

we wtorek 21.10.2025 w godz. 8:00–16:00 nastąpi przerwa w dostawie ciepłej wody
w budynkach A i B (al. 3 Maja 5) w związku z przeglądem węzła cieplnego MPEC.
Pralnia na poziomie -1 będzie nieczynna w tych godzinach.

Dear Residents,

on Tuesday 21 October 2025, 8:00–16:00, there will be no hot water in
buildings A and B (al. 3 Maja 5) due to maintenance of the heating station.
The laundry room on level -1 will be closed during these hours.

Awarie po godzinach pracy administracji / Emergencies after office hours:
portiernia / reception 24h: +48 12 622 40 00

Administracja DS Żaczek, pok. 014, pn–pt 8:00–15:00
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "ds-zaczek-uwis",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Administracja DS Żaczek <ds.zaczek@uwis.edu.pl>",
    subject: "Confirmation of payment – November accommodation fee",
    date: "Tue, 04 Nov 2025 09:03:10 +0100",
    text: `Dear Sam Reader,

we confirm the receipt of your payment for accommodation in DS Żaczek.

Room: B-412 (double room, 2nd bed)
Period: 01.11.2025 – 30.11.2025
Amount: 740,00 PLN
Paid on: 31.10.2025 (bank transfer, individual account PL61 1090 1014 0000 0712 1981 2874)
Document no.: DSZ/2025/11/0388

The receipt is attached as a PDF. Next payment is due by 10 December 2025.

Kind regards,
Dormitory administration
`,
    html: `<p style="font-family:Calibri,Arial,sans-serif;font-size:14px;">Dear Sam Reader,</p>
<p style="font-family:Calibri,Arial,sans-serif;font-size:14px;">we confirm the receipt of your payment for accommodation in DS Żaczek.</p>
<table style="font-family:Calibri,Arial,sans-serif;font-size:14px;border-collapse:collapse;" cellpadding="4">
<tr><td>Room:</td><td>B-412 (double room, 2nd bed)</td></tr>
<tr><td>Period:</td><td>01.11.2025 – 30.11.2025</td></tr>
<tr><td>Amount:</td><td><b>740,00 PLN</b></td></tr>
<tr><td>Paid on:</td><td>31.10.2025 (bank transfer, individual account PL61 1090 1014 0000 0712 1981 2874)</td></tr>
<tr><td>Document no.:</td><td>DSZ/2025/11/0388</td></tr>
</table>
<p style="font-family:Calibri,Arial,sans-serif;font-size:14px;">The receipt is attached as a PDF. Next payment is due by 10 December 2025.</p>
<p style="font-family:Calibri,Arial,sans-serif;font-size:14px;">Kind regards,<br>Dormitory administration<br><span style="color:#888;font-size:12px;">DS Żaczek · al. 3 Maja 5, 30-062 Kraków · +48 12 622 40 00</span></p>`,
    enc: "8bit",
    attachment: [
      "DSZ-2025-11-0388.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- home university (Catalonia)
  {
    family: "universitat-del-ter",
    group: "regional",
    lang: "ca",
    kind: "login-code",
    code: "318540",
    link: null,
    from: "Oficina de Mobilitat UdT <mobilitat@udter.cat>",
    subject: "Codi de verificació per accedir al Portal de Mobilitat",
    date: "Wed, 01 Oct 2025 18:22:47 +0200",
    text: `Hola Sam,

Algú (probablement tu) ha iniciat sessió al Portal de Mobilitat de la
Universitat del Ter des d'un dispositiu nou (Kraków, Polònia – Firefox 143).

El teu codi de verificació és:

    318540

Introdueix-lo a la pantalla d'inici de sessió. Caduca d'aquí a 10 minuts.

Si no has estat tu, canvia la contrasenya del campus virtual i avisa'ns a
mobilitat@udter.cat o al +34 972 41 80 00 (ext. 3312).

Oficina de Mobilitat Internacional
Universitat del Ter · Pl. de Sant Domènec 3, 17004 Girona
`,
    html: `<!DOCTYPE html><html lang="ca"><body style="margin:0;background:#f2f4f4;">
<div style="display:none;max-height:0;overflow:hidden;">El teu codi caduca d'aquí a 10 minuts</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f4;font-family:'Segoe UI',Arial,sans-serif;">
<tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00556b;padding:16px 24px;color:#fff;font-size:17px;">Universitat del Ter · <span style="font-weight:300;">Portal de Mobilitat</span></td></tr>
<tr><td style="padding:26px 24px;font-size:14px;color:#333;line-height:1.5;">
<p>Hola Sam,</p>
<p>Algú (probablement tu) ha iniciat sessió al Portal de Mobilitat de la Universitat del Ter des d'un dispositiu nou (Kraków, Polònia – Firefox 143).</p>
<p>El teu codi de verificació és:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:8px;color:#00556b;text-align:center;background:#eaf3f5;padding:14px 0;margin:18px 0;">318540</p>
<p>Introdueix-lo a la pantalla d'inici de sessió. Caduca d'aquí a 10 minuts.</p>
<p style="font-size:12px;color:#666;">Si no has estat tu, canvia la contrasenya del campus virtual i avisa'ns a <a href="mailto:mobilitat@udter.cat">mobilitat@udter.cat</a> o al +34 972 41 80 00 (ext. 3312).</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;border-top:1px solid #eee;">Oficina de Mobilitat Internacional · Universitat del Ter · Pl. de Sant Domènec 3, 17004 Girona<br><a href="https://www.udter.cat/privacitat" style="color:#888;">Privacitat</a> · <a href="https://www.udter.cat" style="color:#888;">udter.cat</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "universitat-del-ter",
    group: "regional",
    lang: "ca",
    kind: "grant-payment",
    code: null,
    link: null,
    from: "Oficina de Mobilitat UdT <mobilitat@udter.cat>",
    subject: "Erasmus+ 2025-26: pagament del primer termini de l'ajut",
    date: "Thu, 16 Oct 2025 12:10:03 +0200",
    text: `Benvolgut/da Sam Reader,

T'informem que avui s'ha ordenat la transferència del primer termini (70 %) de
l'ajut Erasmus+ Estudis per al curs 2025-26:

  Destinació: Uniwersytet Wiślański w Krakowie (PL KRAKOW21)
  Durada reconeguda: 150 dies (29/09/2025 – 25/02/2026)
  Import mensual: 360,00 €  ·  Import total: 1.800,00 €
  Primer termini (70 %): 1.260,00 €
  Compte: ES•• •••• •••• •••• ••82 4410

L'ingrés pot trigar de 2 a 4 dies hàbils. El 30 % restant es pagarà quan
lliuris el certificat d'estada final i l'enquesta EU Survey.

Recorda que el Learning Agreement "During the mobility" s'ha de tancar abans
del 31 d'octubre.

Cordialment,
Oficina de Mobilitat Internacional – Universitat del Ter
Tel. +34 972 41 80 00 · mobilitat@udter.cat
`,
    html: null,
    enc: "qp",
  },
  {
    family: "universitat-del-ter",
    group: "regional",
    lang: "es",
    kind: "agreement-signed",
    code: null,
    link: null,
    from: "Oficina de Movilidad UdT <mobilitat@udter.cat>",
    subject: "Tu Learning Agreement ha sido firmado por todas las partes",
    date: "Mon, 27 Oct 2025 10:41:16 +0100",
    text: `Hola Sam:

El cambio de tu Learning Agreement (sección "During the mobility") ya ha sido
firmado por la Universitat del Ter y por Uniwersytet Wiślański w Krakowie.

Asignaturas finales:
  WF-IS-302E  Data Visualisation ........................ 5 ECTS
  WF-IS-215E  Cloud Computing Fundamentals .............. 6 ECTS
  JP-A1-03    Polish for Foreigners A1 .................. 4 ECTS
  WH-HI-110E  History of Central Europe 1918–1989 ...... 5 ECTS
  WF-IS-340E  Software Project (team) .................. 10 ECTS
  Total: 30 ECTS

No tienes que hacer nada más. El documento firmado está disponible en tu
expediente del portal de movilidad.

Un saludo,
Oficina de Movilidad Internacional
Universitat del Ter · Pl. de Sant Domènec 3, 17004 Girona
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:600px;">
<p style="background:#00556b;color:#fff;padding:10px 16px;margin:0;">Universitat del Ter · Oficina de Movilidad Internacional</p>
<div style="padding:16px;border:1px solid #d5dde0;border-top:0;">
<p>Hola Sam:</p>
<p>El cambio de tu Learning Agreement (sección <i>During the mobility</i>) ya ha sido firmado por la Universitat del Ter y por Uniwersytet Wiślański w Krakowie.</p>
<table cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:13px;width:100%;">
<tr style="background:#eaf3f5;"><th align="left">Código</th><th align="left">Asignatura</th><th align="right">ECTS</th></tr>
<tr><td>WF-IS-302E</td><td>Data Visualisation</td><td align="right">5</td></tr>
<tr><td>WF-IS-215E</td><td>Cloud Computing Fundamentals</td><td align="right">6</td></tr>
<tr><td>JP-A1-03</td><td>Polish for Foreigners A1</td><td align="right">4</td></tr>
<tr><td>WH-HI-110E</td><td>History of Central Europe 1918–1989</td><td align="right">5</td></tr>
<tr><td>WF-IS-340E</td><td>Software Project (team)</td><td align="right">10</td></tr>
<tr style="border-top:1px solid #999;"><td></td><td><b>Total</b></td><td align="right"><b>30</b></td></tr>
</table>
<p>No tienes que hacer nada más. El documento firmado está disponible en tu expediente del <a href="https://mobilitat.udter.cat/expedient">portal de movilidad</a>.</p>
<p>Un saludo,<br>Oficina de Movilidad Internacional</p>
</div>
<p style="font-size:11px;color:#888;">Universitat del Ter · Pl. de Sant Domènec 3, 17004 Girona · <a href="https://www.udter.cat/privacitat" style="color:#888;">Aviso de privacidad</a></p>
</div>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- city transport card
  {
    family: "karta-wislana",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://click.kartawislana.pl/ls/click?upn=u001.Yx7rT2kQ9pLmW4vN8sDz3eHb-2FcGj6aR1oU5iK0",
    from: "Karta Wiślana <konto@kartawislana.pl>",
    subject: "Potwierdź adres e-mail w Karcie Wiślanej",
    date: "Tue, 30 Sep 2025 20:48:33 +0200",
    text: `Cześć!

Dziękujemy za założenie konta w serwisie Karta Wiślana – elektronicznej
portmonetce i bilecie okresowym komunikacji miejskiej w Krakowie.

Potwierdź swój adres e-mail, aby móc kodować bilety na legitymację i kartę:
https://click.kartawislana.pl/ls/click?upn=u001.Yx7rT2kQ9pLmW4vN8sDz3eHb-2FcGj6aR1oU5iK0

Link wygaśnie po 48 godzinach.

Ulga 50% dla studentów do 26. roku życia wymaga ważnej legitymacji polskiej
uczelni. Legitymacja ISIC nie uprawnia do ulgi.

Biuro Obsługi Klienta: ul. Wielicka 2, Kraków · pn–pt 7:00–19:00
Infolinia 12 19 150 (koszt wg taryfy operatora)
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;font-family:Roboto,Arial,sans-serif;">
<tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#004a8f;padding:18px 26px;"><img src="https://static.kartawislana.pl/mail/kw-logo-white.png" alt="Karta Wiślana" height="32" style="display:block;"></td></tr>
<tr><td style="padding:28px 26px;font-size:15px;color:#1c2a3a;line-height:1.55;">
<h1 style="font-size:21px;margin:0 0 14px;">Cześć!</h1>
<p>Dziękujemy za założenie konta w serwisie Karta Wiślana – elektronicznej portmonetce i bilecie okresowym komunikacji miejskiej w Krakowie.</p>
<p>Potwierdź swój adres e-mail, aby móc kodować bilety na legitymację i kartę.</p>
<table cellpadding="0" cellspacing="0" style="margin:20px 0;"><tr><td style="background:#ffcc00;border-radius:22px;">
<a href="https://click.kartawislana.pl/ls/click?upn=u001.Yx7rT2kQ9pLmW4vN8sDz3eHb-2FcGj6aR1oU5iK0" style="display:inline-block;padding:12px 30px;color:#004a8f;font-weight:bold;text-decoration:none;">Potwierdzam e-mail</a>
</td></tr></table>
<p style="font-size:13px;color:#5b6b7c;">Link wygaśnie po 48 godzinach.</p>
<p style="font-size:13px;color:#5b6b7c;">Ulga 50% dla studentów do 26. roku życia wymaga ważnej legitymacji polskiej uczelni. Legitymacja ISIC nie uprawnia do ulgi.</p>
</td></tr>
<tr><td style="padding:16px 26px;background:#eef2f6;font-size:11px;color:#6c7a89;">
Biuro Obsługi Klienta: ul. Wielicka 2, Kraków · pn–pt 7:00–19:00 · Infolinia 12 19 150<br>
<a href="https://kartawislana.pl/regulamin" style="color:#6c7a89;">Regulamin</a> · <a href="https://kartawislana.pl/prywatnosc" style="color:#6c7a89;">Polityka prywatności</a> · <a href="https://www.facebook.com/kartawislana" style="color:#6c7a89;">Facebook</a>
</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "karta-wislana",
    group: "regional",
    lang: "pl",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "Karta Wiślana <bilety@kartawislana.pl>",
    subject: "Potwierdzenie zakupu biletu okresowego nr KW/2025/10/7712094",
    date: "Wed, 01 Oct 2025 07:21:09 +0200",
    text: `Potwierdzenie zakupu

Numer transakcji: KW/2025/10/7712094
Data: 01.10.2025 07:20
Bilet: 30-dniowy, sieciowy, strefa I+II+III, ulgowy 50%
Ważny od: 01.10.2025 do: 30.10.2025
Nośnik: legitymacja studencka nr 1249871
Cena: 58,00 zł (w tym VAT 8%: 4,30 zł)
Płatność: BLIK

Bilet jest zakodowany na legitymacji – nie musisz go aktywować w pojeździe.
Kontrolerzy sprawdzają go czytnikiem.

Faktura: https://kartawislana.pl/konto/faktury
`,
    html: `<div style="font-family:Roboto,Arial,sans-serif;background:#f4f6f8;padding:20px;">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;">
<p style="font-size:12px;color:#004a8f;font-weight:bold;margin:0;">KARTA WIŚLANA</p>
<h2 style="margin:8px 0 16px;font-size:19px;">Potwierdzenie zakupu</h2>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="color:#6c7a89;">Numer transakcji</td><td align="right">KW/2025/10/7712094</td></tr>
<tr><td style="color:#6c7a89;">Data</td><td align="right">01.10.2025 07:20</td></tr>
<tr><td style="color:#6c7a89;">Bilet</td><td align="right">30-dniowy, sieciowy, strefa I+II+III, ulgowy 50%</td></tr>
<tr><td style="color:#6c7a89;">Ważny</td><td align="right">01.10.2025 – 30.10.2025</td></tr>
<tr><td style="color:#6c7a89;">Nośnik</td><td align="right">legitymacja studencka nr 1249871</td></tr>
<tr style="border-top:1px solid #ddd;"><td><b>Cena</b></td><td align="right"><b>58,00 zł</b><br><span style="font-size:11px;color:#6c7a89;">w tym VAT 8%: 4,30 zł</span></td></tr>
<tr><td style="color:#6c7a89;">Płatność</td><td align="right">BLIK</td></tr>
</table>
<p style="font-size:13px;color:#5b6b7c;">Bilet jest zakodowany na legitymacji – nie musisz go aktywować w pojeździe. Kontrolerzy sprawdzają go czytnikiem.</p>
<p style="font-size:13px;"><a href="https://kartawislana.pl/konto/faktury" style="color:#004a8f;">Pobierz fakturę</a></p>
</div></div>`,
    enc: "b64",
  },
  {
    family: "karta-wislana",
    group: "regional",
    lang: "en",
    kind: "service-change",
    code: null,
    link: null,
    from: "Karta Wiślana <news@kartawislana.pl>",
    subject: "All Saints' Day: extra trams and cemetery lines 31 Oct – 2 Nov",
    date: "Tue, 28 Oct 2025 16:00:00 +0100",
    text: `All Saints' Day – changes in public transport, 31 October – 2 November 2025

* Cemetery lines 0C, 0R and 0W run every 7–10 minutes from 8:00 to 21:00.
* Tram 8 diverted via ul. Dietla; stops "Rakowicka" and "Cmentarz Rakowicki"
  served by replacement buses.
* Parking at the P+R Czerwone Maki car park is free of charge.
* On 1 November (public holiday) the Sunday timetable applies.

Your 30-day ticket on student ID 1249871 is valid on all these lines.

Full details and maps: https://kartawislana.pl/aktualnosci/wszystkich-swietych-2025

You are getting this because you agreed to service news in your Karta Wiślana
account. Unsubscribe: https://kartawislana.pl/konto/zgody?u=7712094&t=news
Karta Wiślana · ul. Wielicka 2, 30-552 Kraków
`,
    html: null,
    enc: "7bit",
  },
  // ---------------------------------------------------------------- Polish bank
  {
    family: "bank-podgorski",
    group: "regional",
    lang: "pl",
    kind: "login-code",
    code: "81470265",
    link: null,
    from: "Bank Podgórski <powiadomienia@bankpodgorski.pl>",
    subject: "Kod jednorazowy do dodania zaufanego urządzenia",
    date: "Thu, 02 Oct 2025 13:07:44 +0200",
    text: `Dzień dobry,

próbujesz dodać nowe zaufane urządzenie do bankowości internetowej PodgórskiNet:
  Urządzenie: iPhone (iOS 18.6), aplikacja Podgórski Mobile 7.4
  Data i godzina: 02.10.2025, 13:07
  Rachunek: Konto Student Zagranica •••• 2874

Kod jednorazowy (operacja nr 4 z dnia 02.10.2025):

  8147 0265

Wpisz cały kod (8 cyfr) w aplikacji. Kod jest ważny 5 minut.

Nigdy nie podawaj tego kodu przez telefon, nawet jeśli rozmówca przedstawia się
jako pracownik banku. Bank nie prosi o kody przez telefon ani SMS.

Infolinia: 801 200 300, z zagranicy +48 12 398 20 00 (całodobowo)

Bank Podgórski S.A., ul. Kalwaryjska 40, 30-504 Kraków. Sąd Rejonowy dla
Krakowa-Śródmieścia, KRS 0000219884, NIP 676-010-45-92.
`,
    html: null,
    enc: "qp",
  },
  {
    family: "bank-podgorski",
    group: "regional",
    lang: "pl",
    kind: "statement",
    code: null,
    link: null,
    from: "Bank Podgórski <wyciagi@bankpodgorski.pl>",
    subject: "Wyciąg z rachunku za październik 2025",
    date: "Sun, 02 Nov 2025 04:11:27 +0100",
    text: `Szanowny Kliencie,

w załączniku przesyłamy wyciąg z rachunku Konto Student Zagranica
nr •••• •••• •••• •••• 0712 1981 2874 za okres 01.10.2025 – 31.10.2025.

Saldo początkowe:    0,00 PLN
Uznania:         6 580,14 PLN  (w tym: przelew SEPA UNIVERSITAT DEL TER 1 260,00 EUR)
Obciążenia:      3 917,66 PLN
Saldo końcowe:   2 662,48 PLN

Plik PDF jest zabezpieczony hasłem: pierwsze 6 cyfr numeru PESEL lub –
w przypadku braku PESEL – data urodzenia w formacie DDMMRRRR.

Z poważaniem
Bank Podgórski S.A.
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222;">
<tr><td style="border-bottom:3px solid #006b3f;padding:10px 0;"><img src="https://www.bankpodgorski.pl/img/mail/logo.gif" alt="Bank Podgórski" width="150"></td></tr>
<tr><td style="padding:16px 0;">
<p>Szanowny Kliencie,</p>
<p>w załączniku przesyłamy wyciąg z rachunku <b>Konto Student Zagranica</b> nr •••• •••• •••• •••• 0712 1981 2874 za okres 01.10.2025 – 31.10.2025.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #cfd8d3;font-size:13px;">
<tr><td>Saldo początkowe</td><td align="right">0,00 PLN</td></tr>
<tr><td>Uznania</td><td align="right">6 580,14 PLN</td></tr>
<tr><td>Obciążenia</td><td align="right">3 917,66 PLN</td></tr>
<tr style="background:#eef6f1;"><td><b>Saldo końcowe</b></td><td align="right"><b>2 662,48 PLN</b></td></tr>
</table>
<p>Plik PDF jest zabezpieczony hasłem: pierwsze 6 cyfr numeru PESEL lub – w przypadku braku PESEL – data urodzenia w formacie DDMMRRRR.</p>
<p>Z poważaniem<br>Bank Podgórski S.A.</p>
</td></tr>
<tr><td style="font-size:10px;color:#888;border-top:1px solid #ddd;padding-top:8px;">Bank Podgórski S.A., ul. Kalwaryjska 40, 30-504 Kraków · KRS 0000219884 · NIP 676-010-45-92 · kapitał zakładowy 412 000 000 zł (opłacony w całości) · <a href="https://www.bankpodgorski.pl/bezpieczenstwo" style="color:#888;">Bezpieczeństwo</a></td></tr>
</table>`,
    enc: "qp",
    attachment: [
      "Wyciag_2025-10_2874.pdf",
      "application/pdf",
      "%PDF-1.6\n%encrypted statement placeholder\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "bank-podgorski",
    group: "regional",
    lang: "en",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Bank Podgorski <powiadomienia@bankpodgorski.pl>",
    subject: "New sign-in to PodgorskiNet",
    date: "Sat, 15 Nov 2025 21:33:02 +0100",
    text: `Hello,

we noticed a sign-in to PodgorskiNet internet banking:

Date: 15.11.2025, 21:32
Device: Chrome 142 on Windows
Location (approx.): Budapest, Hungary
IP: 188.6.xx.xx

If this was you, no action is needed.

If you don't recognise this sign-in, block access immediately by calling
+48 12 398 20 00 (24/7) or in the mobile app: Profile > Security > Block access.

Bank Podgórski S.A., ul. Kalwaryjska 40, 30-504 Kraków
`,
    html: null,
    enc: "7bit",
  },
  // ---------------------------------------------------------------- neobank
  {
    family: "kvanta-money",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "574219",
    link: "https://app.kvanta.eu/verify-email?uid=cst_8N2f4KqT&token=e81a7c0fb3d94d2a",
    from: "Kvanta <hello@mail.kvanta.eu>",
    subject: "574 219 is your Kvanta verification code",
    date: "Sun, 28 Sep 2025 19:55:10 +0200",
    text: `Almost there, Sam!

Enter this code in the Kvanta app to verify your email address:

574 219

Or open this link on the phone where the app is installed:
https://app.kvanta.eu/verify-email?uid=cst_8N2f4KqT&token=e81a7c0fb3d94d2a

The code expires in 15 minutes.

Once you're verified you can order your free Kvanta card and hold EUR, PLN,
CZK and HUF with no monthly fee on the Student plan.

Didn't sign up for Kvanta? Ignore this email.

Kvanta Payments UAB · Konstitucijos pr. 21C, LT-08130 Vilnius, Lithuania
Licensed as an electronic money institution by the Bank of Lithuania (No. 84).
Help centre: https://help.kvanta.eu · Privacy: https://kvanta.eu/legal/privacy
`,
    html: `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#0d0d12;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">Your code expires in 15 minutes.</span>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0d0d12;"><tr><td align="center" style="padding:32px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:-apple-system,'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:32px 32px 8px;"><img src="https://cdn.kvanta.eu/email/logo-k.png" width="40" height="40" alt="Kvanta"></td></tr>
<tr><td style="padding:8px 32px;font-size:24px;font-weight:700;color:#0d0d12;">Almost there, Sam!</td></tr>
<tr><td style="padding:8px 32px;font-size:15px;color:#4a4a57;line-height:22px;">Enter this code in the Kvanta app to verify your email address:</td></tr>
<tr><td style="padding:16px 32px;">
<table cellpadding="0" cellspacing="0"><tr>
<td style="font-size:34px;font-weight:700;color:#5b3df5;font-family:'SF Mono',Menlo,monospace;letter-spacing:4px;">574</td>
<td style="width:14px;"></td>
<td style="font-size:34px;font-weight:700;color:#5b3df5;font-family:'SF Mono',Menlo,monospace;letter-spacing:4px;">219</td>
</tr></table></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;color:#4a4a57;">Or tap the button on the phone where the app is installed:</td></tr>
<tr><td style="padding:16px 32px;"><a href="https://app.kvanta.eu/verify-email?uid=cst_8N2f4KqT&amp;token=e81a7c0fb3d94d2a" style="display:block;text-align:center;background:#5b3df5;color:#fff;border-radius:10px;padding:14px 0;font-weight:600;text-decoration:none;">Verify email</a></td></tr>
<tr><td style="padding:8px 32px 24px;font-size:13px;color:#8b8b99;">The code expires in 15 minutes. Didn't sign up for Kvanta? Ignore this email.</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #eee;font-size:11px;color:#8b8b99;line-height:16px;">
<a href="https://apps.apple.com/app/kvanta/id6451120987"><img src="https://cdn.kvanta.eu/email/badge-appstore.png" alt="Download on the App Store" height="34"></a>
<a href="https://play.google.com/store/apps/details?id=eu.kvanta.app"><img src="https://cdn.kvanta.eu/email/badge-gplay.png" alt="Get it on Google Play" height="34"></a><br><br>
Kvanta Payments UAB · Konstitucijos pr. 21C, LT-08130 Vilnius, Lithuania. Licensed as an electronic money institution by the Bank of Lithuania (No. 84).<br>
<a href="https://help.kvanta.eu" style="color:#8b8b99;">Help centre</a> · <a href="https://kvanta.eu/legal/privacy" style="color:#8b8b99;">Privacy</a>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kvanta-money",
    group: "consumer",
    lang: "en",
    kind: "payment-declined",
    code: null,
    link: null,
    from: "Kvanta <noreply@mail.kvanta.eu>",
    subject: "Card payment declined at ŻABKA Z4417",
    date: "Fri, 10 Oct 2025 23:48:51 +0200",
    text: `A payment of 23,47 PLN with your Kvanta card •• 6613 at ŻABKA Z4417 KRAKOW
was declined on 10 Oct 2025 at 23:48.

Reason: insufficient PLN balance (available: 11,02 PLN). Auto-exchange from your
EUR balance is switched off.

Turn on auto-exchange or move money in the app: Balances > PLN > Add money.

Kvanta Payments UAB · Vilnius, Lithuania
`,
    html:
      `<div style="font-family:-apple-system,Arial,sans-serif;max-width:480px;margin:0 auto;padding:24px;color:#0d0d12;">
<p style="font-size:20px;font-weight:700;margin:0 0 12px;">Payment declined</p>
<p style="font-size:15px;color:#4a4a57;">A payment of <b>23,47 PLN</b> with your Kvanta card •• 6613 at <b>ŻABKA Z4417 KRAKOW</b> was declined on 10 Oct 2025 at 23:48.</p>
<p style="font-size:15px;color:#4a4a57;">Reason: insufficient PLN balance (available: 11,02 PLN). Auto-exchange from your EUR balance is switched off.</p>
<p style="font-size:15px;color:#4a4a57;">Turn on auto-exchange or move money in the app: <i>Balances › PLN › Add money</i>.</p>
<p style="font-size:11px;color:#8b8b99;border-top:1px solid #eee;padding-top:12px;">Kvanta Payments UAB · Konstitucijos pr. 21C, LT-08130 Vilnius · <a href="https://help.kvanta.eu/cards/declined" style="color:#8b8b99;">Why was my card declined?</a></p>
</div>`,
    enc: "b64",
  },
  {
    family: "kvanta-money",
    group: "consumer",
    lang: "es",
    kind: "card-shipped",
    code: null,
    link: null,
    from: "Kvanta <hola@mail.kvanta.eu>",
    subject: "Tu tarjeta Kvanta está en camino 💳",
    date: "Thu, 02 Oct 2025 09:15:37 +0200",
    text: `¡Hola, Sam!

Hemos enviado tu tarjeta física Kvanta (Mastercard débito •• 6613) a:
  Sam Reader, DS Żaczek pok. B-412, al. 3 Maja 5, 30-062 Kraków, Polonia

Llegará en 5–8 días hábiles por correo ordinario (Poczta Polska).
Mientras tanto ya puedes pagar con la tarjeta virtual en Apple Pay o Google Pay.

Cuando la recibas, actívala desde la app: Tarjetas > Activar tarjeta física.
El PIN lo encontrarás en la app, nunca te lo enviaremos por correo.

El equipo de Kvanta
`,
    html:
      `<div style="font-family:-apple-system,Arial,sans-serif;max-width:480px;margin:0 auto;padding:24px;color:#0d0d12;">
<img src="https://cdn.kvanta.eu/email/card-violet.png" alt="Tarjeta Kvanta" width="240" style="display:block;margin:0 auto 20px;">
<p style="font-size:20px;font-weight:700;">¡Hola, Sam!</p>
<p style="font-size:15px;color:#4a4a57;">Hemos enviado tu tarjeta física Kvanta (Mastercard débito •• 6613) a:<br><b>Sam Reader, DS Żaczek pok. B-412, al. 3 Maja 5, 30-062 Kraków, Polonia</b></p>
<p style="font-size:15px;color:#4a4a57;">Llegará en 5–8 días hábiles por correo ordinario (Poczta Polska). Mientras tanto ya puedes pagar con la tarjeta virtual en Apple Pay o Google Pay.</p>
<p style="font-size:15px;color:#4a4a57;">Cuando la recibas, actívala desde la app: <i>Tarjetas › Activar tarjeta física</i>. El PIN lo encontrarás en la app, nunca te lo enviaremos por correo.</p>
<p style="font-size:15px;">El equipo de Kvanta</p>
<p style="font-size:11px;color:#8b8b99;border-top:1px solid #eee;padding-top:12px;">Kvanta Payments UAB · Vilnius, Lituania · <a href="https://help.kvanta.eu/es" style="color:#8b8b99;">Centro de ayuda</a> · <a href="https://kvanta.eu/es/legal/privacidad" style="color:#8b8b99;">Privacidad</a> · <a href="https://kvanta.eu/es/email/preferencias?c=cst_8N2f4KqT" style="color:#8b8b99;">Preferencias de correo</a></p>
</div>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- phone operator
  {
    family: "zasiego-mobile",
    group: "regional",
    lang: "pl",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Zasięgo <doladowania@zasiego.pl>",
    subject: "Doładowanie 30 zł – numer 512 *** 408",
    date: "Sun, 05 Oct 2025 18:02:15 +0200",
    text: `Doładowanie zrealizowane

Numer: 512 *** 408
Kwota: 30,00 zł
Data: 05.10.2025 18:02
Nr transakcji: ZSG-DOL-20251005-993104
Ważność konta: do 04.11.2025

Aktywny pakiet: Student 30 – 60 GB, rozmowy i SMS bez limitu, 9,83 GB
w roamingu UE. Pakiet odnowi się automatycznie 04.11.2025, jeśli na koncie
będzie co najmniej 30,00 zł.

Zasięgo Sp. z o.o., ul. Puławska 145, 02-715 Warszawa
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;background:#fff3f9;">
<tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f3c7dc;">
<tr><td style="background:#e6007e;color:#fff;padding:14px 22px;font-size:20px;font-weight:bold;">zasięgo<span style="font-weight:normal;">.</span></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#333;">
<p style="font-size:18px;margin:0 0 12px;">Doładowanie zrealizowane ✔</p>
<table cellpadding="4" style="font-size:14px;">
<tr><td style="color:#999;">Numer</td><td>512 *** 408</td></tr>
<tr><td style="color:#999;">Kwota</td><td><b>30,00 zł</b></td></tr>
<tr><td style="color:#999;">Data</td><td>05.10.2025 18:02</td></tr>
<tr><td style="color:#999;">Nr transakcji</td><td>ZSG-DOL-20251005-993104</td></tr>
<tr><td style="color:#999;">Ważność konta</td><td>do 04.11.2025</td></tr>
</table>
<p>Aktywny pakiet: <b>Student 30</b> – 60 GB, rozmowy i SMS bez limitu, 9,83 GB w roamingu UE. Pakiet odnowi się automatycznie 04.11.2025, jeśli na koncie będzie co najmniej 30,00 zł.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#999;background:#fafafa;">Zasięgo Sp. z o.o., ul. Puławska 145, 02-715 Warszawa · <a href="https://zasiego.pl/pomoc" style="color:#e6007e;">Pomoc</a> · <a href="https://zasiego.pl/cennik" style="color:#e6007e;">Cennik</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "zasiego-mobile",
    group: "regional",
    lang: "en",
    kind: "verify-code",
    code: "7046",
    link: null,
    from: "Zasiego <moje@zasiego.pl>",
    subject: "Your Moje Zasiego code",
    date: "Sat, 04 Oct 2025 12:44:20 +0200",
    text: `Your code to confirm the email address for Moje Zasiego is 7046.

Type it in the app within 10 minutes. If you didn't add this email address
to number 512 *** 408, you can ignore this message.

Zasiego – help: https://zasiego.pl/en/help · 22 444 00 00
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#333;max-width:460px;">
<p style="color:#e6007e;font-weight:bold;font-size:18px;">zasięgo.</p>
<p>Your code to confirm the email address for Moje Zasiego is</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:10px;">7046</p>
<p>Type it in the app within 10 minutes. If you didn't add this email address to number 512 *** 408, you can ignore this message.</p>
<p style="font-size:11px;color:#999;">Zasiego – <a href="https://zasiego.pl/en/help">help</a> · 22 444 00 00</p>
</div>`,
    enc: "7bit",
  },
  {
    family: "zasiego-mobile",
    group: "regional",
    lang: "pl",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "Zasięgo <info@zasiego.pl>",
    subject: "Witamy na Węgrzech – roaming w UE bez dopłat",
    date: "Fri, 14 Nov 2025 17:26:40 +0100",
    text: `Witamy na Węgrzech!

Twój numer 512 *** 408 zalogował się do sieci węgierskiej. W Unii Europejskiej
dzwonisz, piszesz SMS-y i korzystasz z internetu jak w Polsce.

Limit danych w roamingu UE w Twoim pakiecie: 9,83 GB (pozostało 9,83 GB).
Po przekroczeniu limitu: 0,0123 zł za 1 MB.

Numer alarmowy: 112
Infolinia Zasięgo z zagranicy: +48 22 444 00 00 (jak połączenie do Polski)
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- parcel lockers
  {
    family: "paczkowo-automaty",
    group: "regional",
    lang: "pl",
    kind: "locker-pickup",
    code: "630917",
    link: null,
    from: "Paczkowo <powiadomienia@paczkowo.pl>",
    subject: "Twoja paczka czeka w automacie KRA217M – kod odbioru 630917",
    date: "Wed, 22 Oct 2025 14:51:08 +0200",
    text: `Twoja paczka od nadawcy MODIVO.PL jest już w automacie Paczkowo!

Numer przesyłki: 6020 3311 8874 0012 9950 31
Automat: KRA217M, al. 3 Maja 7 (przy wejściu do DS Żaczek), 30-062 Kraków
Kod odbioru: 630917
Numer telefonu: 512 *** 408

Odbierz do: 24.10.2025, 14:51 (48 godz.)

Na ekranie automatu wybierz „Odbierz paczkę”, wpisz numer telefonu i kod
odbioru. Możesz też otworzyć skrytkę zdalnie w aplikacji Paczkowo.

Płatność przy odbiorze: brak

Infolinia: 722 444 000 · https://paczkowo.pl/pomoc
Paczkowo S.A., ul. Malborska 130, 30-624 Kraków
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5;font-family:Arial,sans-serif;">
<tr><td align="center" style="padding:16px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#1a1a1a;padding:14px 20px;"><img src="https://img.paczkowo.pl/mail/logo-yellow.png" height="28" alt="Paczkowo"></td></tr>
<tr><td style="padding:24px 20px 8px;font-size:20px;font-weight:bold;color:#1a1a1a;">Twoja paczka od nadawcy MODIVO.PL jest już w automacie!</td></tr>
<tr><td style="padding:8px 20px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#ffd400;"><tr>
<td style="padding:16px;font-size:13px;color:#1a1a1a;">KOD ODBIORU</td>
</tr><tr>
<td style="padding:0 16px 16px;">
<table cellpadding="0" cellspacing="4"><tr>
<td style="background:#fff;width:38px;height:48px;text-align:center;font-size:28px;font-weight:bold;">6</td>
<td style="background:#fff;width:38px;height:48px;text-align:center;font-size:28px;font-weight:bold;">3</td>
<td style="background:#fff;width:38px;height:48px;text-align:center;font-size:28px;font-weight:bold;">0</td>
<td style="background:#fff;width:38px;height:48px;text-align:center;font-size:28px;font-weight:bold;">9</td>
<td style="background:#fff;width:38px;height:48px;text-align:center;font-size:28px;font-weight:bold;">1</td>
<td style="background:#fff;width:38px;height:48px;text-align:center;font-size:28px;font-weight:bold;">7</td>
</tr></table></td></tr></table>
</td></tr>
<tr><td style="padding:12px 20px;font-size:14px;color:#333;line-height:1.5;">
<b>Automat:</b> KRA217M, al. 3 Maja 7 (przy wejściu do DS Żaczek), 30-062 Kraków<br>
<b>Numer przesyłki:</b> 6020 3311 8874 0012 9950 31<br>
<b>Numer telefonu:</b> 512 *** 408<br>
<b>Odbierz do:</b> 24.10.2025, 14:51
</td></tr>
<tr><td style="padding:4px 20px 16px;font-size:14px;color:#333;">Na ekranie automatu wybierz „Odbierz paczkę”, wpisz numer telefonu i kod odbioru. Możesz też otworzyć skrytkę zdalnie w aplikacji.</td></tr>
<tr><td style="padding:0 20px 20px;"><a href="https://go.paczkowo.pl/app?src=mail_pickup"><img src="https://img.paczkowo.pl/mail/btn-app.png" alt="Otwórz w aplikacji Paczkowo" width="220"></a>
&nbsp;<a href="https://paczkowo.pl/mapa/KRA217M"><img src="https://img.paczkowo.pl/mail/btn-map.png" alt="Pokaż automat na mapie" width="220"></a></td></tr>
<tr><td style="padding:14px 20px;background:#f0f0f0;font-size:11px;color:#777;">Infolinia: 722 444 000 · <a href="https://paczkowo.pl/pomoc" style="color:#777;">Pomoc</a> · <a href="https://paczkowo.pl/regulamin" style="color:#777;">Regulamin</a><br>Paczkowo S.A., ul. Malborska 130, 30-624 Kraków · NIP 679-31-08-221</td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "paczkowo-automaty",
    group: "regional",
    lang: "pl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Paczkowo <powiadomienia@paczkowo.pl>",
    subject: "Paczka w drodze do automatu KRA217M",
    date: "Tue, 21 Oct 2025 19:03:27 +0200",
    text: `Cześć!

Nadawca MODIVO.PL przekazał nam Twoją paczkę.

Numer przesyłki: 6020 3311 8874 0012 9950 31
Automat docelowy: KRA217M, al. 3 Maja 7, 30-062 Kraków
Przewidywane doręczenie: środa 22.10.2025

Gdy paczka trafi do automatu, wyślemy Ci SMS i e-mail z kodem odbioru.

Śledź przesyłkę: https://paczkowo.pl/sledzenie/6020331188740012995031

Paczkowo S.A., ul. Malborska 130, 30-624 Kraków
`,
    html: null,
    enc: "qp",
  },
  {
    family: "paczkowo-automaty",
    group: "regional",
    lang: "en",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Paczkowo <notifications@paczkowo.pl>",
    subject: "Parcel collected from KRA217M",
    date: "Thu, 13 Nov 2025 08:12:55 +0100",
    text: `Your parcel 6020 3311 9021 4410 0388 17 from ALLEGRO SELLER "retro_aparaty_krk"
was collected from locker KRA217M on 13.11.2025 at 08:12.

How was it? Rate the delivery in the app (takes 10 seconds).

Paczkowo S.A., ul. Malborska 130, 30-624 Krakow · https://paczkowo.pl/en
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a;max-width:560px;">
<div style="background:#1a1a1a;padding:12px 18px;"><img src="https://img.paczkowo.pl/mail/logo-yellow.png" height="24" alt="Paczkowo"></div>
<div style="padding:18px;">
<p>Your parcel <b>6020 3311 9021 4410 0388 17</b> from ALLEGRO SELLER "retro_aparaty_krk" was collected from locker <b>KRA217M</b> on 13.11.2025 at 08:12.</p>
<p>How was it? <a href="https://paczkowo.pl/ocena?p=60203311902144100388&amp;s=5">★★★★★</a></p>
</div>
<div style="padding:10px 18px;background:#f0f0f0;font-size:11px;color:#777;">Paczkowo S.A., ul. Malborska 130, 30-624 Kraków · <a href="https://paczkowo.pl/en" style="color:#777;">paczkowo.pl</a></div>
</div>`,
    enc: "7bit",
  },
  // ---------------------------------------------------------------- food delivery
  {
    family: "papus-delivery",
    group: "consumer",
    lang: "pl",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Papuś <zamowienia@papus.pl>",
    subject: "Smacznego! Twoje zamówienie z Pierogarnia u Babci Zosi #PAP-55190482",
    date: "Sat, 11 Oct 2025 20:37:14 +0200",
    text: `Dzięki za zamówienie, Sam!

Zamówienie #PAP-55190482 · 11.10.2025 20:36
Pierogarnia u Babci Zosi, ul. Starowiślna 61

2 × Pierogi ruskie (10 szt.)        2 × 26,00 zł = 52,00 zł
1 × Żurek w chlebie                              24,00 zł
1 × Kompot domowy 0,5 l                           8,00 zł
Dostawa (2,1 km)                                  5,99 zł
Opłata serwisowa                                  2,49 zł
Kod rabatowy STUDENT15                          -12,60 zł
--------------------------------------------------------
Razem                                            79,88 zł
Zapłacono: Apple Pay (Kvanta •• 6613)

Dostawa do: al. 3 Maja 5, DS Żaczek, bud. B, pok. 412
Przewidywany czas: 21:05–21:15

Papuś sp. z o.o. · ul. Zabłocie 23, 30-701 Kraków · NIP 675-16-92-001
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff8ef;font-family:'Nunito',Arial,sans-serif;">
<tr><td align="center" style="padding:20px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:22px 24px 6px;"><img src="https://cdn.papus.pl/mail/papus-logo.png" alt="Papuś" height="34"></td></tr>
<tr><td style="padding:6px 24px;font-size:22px;font-weight:800;color:#e4572e;">Dzięki za zamówienie, Sam!</td></tr>
<tr><td style="padding:6px 24px;font-size:13px;color:#888;">Zamówienie #PAP-55190482 · 11.10.2025 20:36 · Pierogarnia u Babci Zosi, ul. Starowiślna 61</td></tr>
<tr><td style="padding:12px 24px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;color:#333;">
<tr><td>2 × Pierogi ruskie (10 szt.)</td><td align="right">52,00 zł</td></tr>
<tr><td>1 × Żurek w chlebie</td><td align="right">24,00 zł</td></tr>
<tr><td>1 × Kompot domowy 0,5 l</td><td align="right">8,00 zł</td></tr>
<tr><td style="color:#888;">Dostawa (2,1 km)</td><td align="right" style="color:#888;">5,99 zł</td></tr>
<tr><td style="color:#888;">Opłata serwisowa</td><td align="right" style="color:#888;">2,49 zł</td></tr>
<tr><td style="color:#2a9d4b;">Kod rabatowy STUDENT15</td><td align="right" style="color:#2a9d4b;">-12,60 zł</td></tr>
<tr style="border-top:2px solid #eee;"><td><b>Razem</b></td><td align="right"><b>79,88 zł</b></td></tr>
</table>
<p style="font-size:13px;color:#666;">Zapłacono: Apple Pay (Kvanta •• 6613)<br>Dostawa do: al. 3 Maja 5, DS Żaczek, bud. B, pok. 412<br>Przewidywany czas: 21:05–21:15</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#aaa;border-top:1px solid #f3e6d6;">Papuś sp. z o.o. · ul. Zabłocie 23, 30-701 Kraków · NIP 675-16-92-001<br>
<a href="https://papus.pl/pomoc" style="color:#aaa;">Pomoc</a> · <a href="https://papus.pl/regulamin" style="color:#aaa;">Regulamin</a> · <a href="https://instagram.com/papus.pl" style="color:#aaa;">Instagram</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "papus-delivery",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "2291",
    link: null,
    from: "Papus <hello@papus.pl>",
    subject: "Your Papus login code",
    date: "Mon, 29 Sep 2025 21:10:48 +0200",
    text: `Hi!

Use this code to log in to Papus: 2291

It's valid for 5 minutes. Don't share it with anyone, including couriers.

First order? Use STUDENT15 for 15% off (min. 40 zł, until 31.10.2025).

Papus sp. z o.o. · ul. Zablocie 23, 30-701 Krakow
`,
    html: `<div style="font-family:Arial,sans-serif;text-align:center;padding:30px 10px;background:#fff8ef;">
<img src="https://cdn.papus.pl/mail/papus-logo.png" alt="Papuś" height="34">
<p style="font-size:16px;color:#333;margin-top:20px;">Use this code to log in to Papuś</p>
<p style="font-size:40px;font-weight:800;color:#e4572e;letter-spacing:12px;margin:10px 0;">2291</p>
<p style="font-size:13px;color:#888;">It's valid for 5 minutes. Don't share it with anyone, including couriers.</p>
<div style="margin:24px auto;max-width:360px;border:2px dashed #e4572e;border-radius:10px;padding:12px;font-size:13px;color:#333;">First order? Use <b>STUDENT15</b> for 15% off<br><span style="color:#888;">min. 40 zł, until 31.10.2025</span></div>
<p style="font-size:11px;color:#aaa;">Papuś sp. z o.o. · ul. Zabłocie 23, 30-701 Kraków · <a href="https://papus.pl/en/privacy" style="color:#aaa;">Privacy</a></p>
</div>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- second-hand marketplace
  {
    family: "ciuszek-market",
    group: "consumer",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://www.ciuszek.pl/konto/potwierdz-email?t=c1z-9f2ab7d04e6c4b1f88a3",
    from: "Ciuszek <no-reply@ciuszek.pl>",
    subject: "Potwierdź swój e-mail i zacznij sprzedawać",
    date: "Sun, 19 Oct 2025 11:28:36 +0200",
    text: `Hej sam_w_krakowie!

Jeszcze jeden krok: potwierdź, że ten adres e-mail należy do Ciebie.

Potwierdź e-mail: https://www.ciuszek.pl/konto/potwierdz-email?t=c1z-9f2ab7d04e6c4b1f88a3

Dopóki tego nie zrobisz, nie możesz wystawiać przedmiotów ani wypłacać
pieniędzy z Portfela Ciuszek.

Ciuszek sp. z o.o. · ul. Piękna 18, 00-549 Warszawa
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;background:#f6f3ee;">
<tr><td align="center" style="padding:24px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 28px;"><img src="https://static.ciuszek.pl/email/logo.png" alt="Ciuszek" height="26"></td></tr>
<tr><td style="padding:0 28px;font-size:22px;color:#222;font-weight:bold;">Hej sam_w_krakowie!</td></tr>
<tr><td style="padding:12px 28px;font-size:15px;color:#555;line-height:22px;">Jeszcze jeden krok: potwierdź, że ten adres e-mail należy do Ciebie. Dopóki tego nie zrobisz, nie możesz wystawiać przedmiotów ani wypłacać pieniędzy z Portfela Ciuszek.</td></tr>
<tr><td style="padding:18px 28px;"><a href="https://www.ciuszek.pl/konto/potwierdz-email?t=c1z-9f2ab7d04e6c4b1f88a3" style="display:inline-block;background:#2f7d6d;color:#fff;text-decoration:none;padding:12px 28px;border-radius:4px;font-size:15px;">Potwierdź e-mail</a></td></tr>
<tr><td style="padding:20px 28px;font-size:11px;color:#999;border-top:1px solid #eee;">Ciuszek sp. z o.o. · ul. Piękna 18, 00-549 Warszawa · <a href="https://www.ciuszek.pl/pomoc" style="color:#999;">Centrum pomocy</a> · <a href="https://www.ciuszek.pl/prywatnosc" style="color:#999;">Prywatność</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "ciuszek-market",
    group: "consumer",
    lang: "pl",
    kind: "item-sold",
    code: null,
    link: null,
    from: "Ciuszek <no-reply@ciuszek.pl>",
    subject: "Sprzedane! „Kurtka puchowa The North Face, M” – wyślij do 29.10",
    date: "Sun, 26 Oct 2025 14:05:12 +0100",
    text: `Gratulacje! Sprzedałeś/-aś przedmiot.

Przedmiot: Kurtka puchowa The North Face, M
Kupujący: ola.k_92
Cena: 180,00 zł
Transakcja: CZK-25-10-26-418870

Wyślij paczkę do 29.10.2025. Etykieta Paczkowo (gabaryt B) jest już
w aplikacji: Moje transakcje > CZK-25-10-26-418870 > Etykieta nadawcza.
Nadaj ją w dowolnym automacie Paczkowo.

Pieniądze trafią do Portfela Ciuszek, gdy kupujący potwierdzi, że wszystko
jest w porządku (lub automatycznie 2 dni po doręczeniu).

Ciuszek sp. z o.o. · ul. Piękna 18, 00-549 Warszawa
`,
    html: null,
    enc: "b64",
  },
  // ---------------------------------------------------------------- flat-share platform
  {
    family: "flatlio",
    group: "consumer",
    lang: "it",
    kind: "invite-link",
    code: null,
    link: "https://links.flatlio.com/e/c/eyJpIjoiZmwtaW52LTgyMTQiLCJ1IjoiYWNjZXB0In0/7c41e0",
    from: "Giulia tramite Flatlio <invites@flatlio.com>",
    subject: "Giulia ti ha invitato nella casa “Długa 12/4 🏠” su Flatlio",
    date: "Sat, 04 Oct 2025 16:19:52 +0200",
    text: `Ciao!

Giulia Ferrante ti ha invitato a unirti alla casa "Długa 12/4 🏠" su Flatlio,
l'app per dividere affitto, bollette e turni delle pulizie con i coinquilini.

Nella casa ci sono già: Giulia, Mateusz, Ana

Accetta l'invito:
https://links.flatlio.com/e/c/eyJpIjoiZmwtaW52LTgyMTQiLCJ1IjoiYWNjZXB0In0/7c41e0

L'invito scade tra 7 giorni.

Affitto impostato da Giulia: 3.200 zł al mese, diviso in 4 (800 zł a testa),
scadenza il giorno 10 di ogni mese.

— Il team di Flatlio
Flatlio GmbH · Oranienstraße 185, 10999 Berlino
Non vuoi più ricevere inviti? https://flatlio.com/it/email/preferences
`,
    html: `<!doctype html><html lang="it"><body style="margin:0;background:#f3f0ff;">
<div style="display:none;max-height:0;overflow:hidden;">Giulia, Mateusz e Ana ti aspettano in “Długa 12/4”</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f0ff;font-family:'Inter',Arial,sans-serif;">
<tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:20px;">
<tr><td align="center" style="padding:30px 30px 10px;"><img src="https://assets.flatlio.com/mail/house-emoji@2x.png" width="64" alt="🏠"></td></tr>
<tr><td align="center" style="padding:0 30px;font-size:22px;font-weight:700;color:#1e1b4b;">Giulia ti ha invitato nella casa<br>“Długa 12/4 🏠”</td></tr>
<tr><td align="center" style="padding:14px 30px;font-size:15px;color:#4b5563;line-height:22px;">Flatlio è l'app per dividere affitto, bollette e turni delle pulizie con i coinquilini. Nella casa ci sono già Giulia, Mateusz e Ana.</td></tr>
<tr><td align="center" style="padding:14px 30px;"><a href="https://links.flatlio.com/e/c/eyJpIjoiZmwtaW52LTgyMTQiLCJ1IjoiYWNjZXB0In0/7c41e0" style="display:inline-block;background:#6d28d9;color:#fff;font-weight:600;text-decoration:none;padding:14px 34px;border-radius:999px;">Accetta l'invito</a></td></tr>
<tr><td align="center" style="padding:4px 30px 20px;font-size:13px;color:#9ca3af;">L'invito scade tra 7 giorni.</td></tr>
<tr><td style="padding:16px 30px;background:#faf8ff;font-size:13px;color:#4b5563;border-radius:0 0 20px 20px;">Affitto impostato da Giulia: <b>3.200 zł</b> al mese, diviso in 4 (800 zł a testa), scadenza il giorno 10 di ogni mese.</td></tr>
</table>
<p style="font-size:11px;color:#9ca3af;">Flatlio GmbH · Oranienstraße 185, 10999 Berlino · <a href="https://flatlio.com/it/email/preferences" style="color:#9ca3af;">Preferenze email</a> · <a href="https://flatlio.com/it/privacy" style="color:#9ca3af;">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "flatlio",
    group: "consumer",
    lang: "en",
    kind: "expense-added",
    code: null,
    link: null,
    from: "Flatlio <notifications@flatlio.com>",
    subject: "Mateusz added an expense: Internet (Nov) – you owe 22.25 zł",
    date: "Wed, 05 Nov 2025 19:40:06 +0100",
    text: `Mateusz added an expense in "Długa 12/4 🏠":

Internet – UPC Światłowód 600 Mb/s (November)
Total: 89.00 zł · split equally between 4
Your share: 22.25 zł

Your balance in this house: you owe 41.65 zł in total.
Settle up in the app whenever you like.

Flatlio GmbH · Oranienstraße 185, 10999 Berlin
Manage notifications: https://flatlio.com/en/email/preferences
`,
    html: `<div style="font-family:Inter,Arial,sans-serif;max-width:480px;margin:0 auto;padding:20px;color:#1e1b4b;">
<p style="font-size:13px;color:#9ca3af;margin:0;">Długa 12/4 🏠</p>
<p style="font-size:18px;font-weight:700;">Mateusz added an expense</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#faf8ff;border-radius:12px;font-size:14px;">
<tr><td>Internet – UPC Światłowód 600 Mb/s (November)</td><td align="right">89.00 zł</td></tr>
<tr><td style="color:#6b7280;">Split equally between 4 · your share</td><td align="right" style="color:#dc2626;"><b>22.25 zł</b></td></tr>
</table>
<p style="font-size:14px;color:#4b5563;">Your balance in this house: you owe <b>41.65 zł</b> in total. Settle up in the app whenever you like.</p>
<p style="font-size:11px;color:#9ca3af;">Flatlio GmbH · Oranienstraße 185, 10999 Berlin · <a href="https://flatlio.com/en/email/preferences" style="color:#9ca3af;">Manage notifications</a></p>
</div>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Czech train operator
  {
    family: "stribrny-expres",
    group: "regional",
    lang: "cs",
    kind: "ticket-confirmation",
    code: null,
    link: null,
    from: "Stříbrný expres <jizdenky@stribrnyexpres.cz>",
    subject: "Jízdenka Kraków Główny → Praha hl.n. – 7. 11. 2025",
    date: "Mon, 20 Oct 2025 21:14:33 +0200",
    text: `Dobrý den,

děkujeme za nákup. Jízdenku najdete v příloze (PDF) a v aplikaci.

Číslo rezervace: 7461 2290 18
Spoj: SX 1043 Kraków Główny 06:48 → Ostrava hl.n. 09:31 → Praha hl.n. 12:59
Datum: pátek 7. 11. 2025
Vůz 6, místo 64 (Relax, u okna)
Tarif: Student ISIC (−25 %)
Cena: 17,90 EUR (zaplaceno kartou •• 6613)

Jízdenka platí pouze s průkazem ISIC. Storno je zdarma do 15 minut před
odjezdem na https://www.stribrnyexpres.cz/moje-jizdenky.

Zákaznická linka: +420 539 000 511 (nonstop)
Stříbrný expres a.s., Nádražní 1120/14, 702 00 Ostrava
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;background:#eef0f2;">
<tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#8b9299;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold;">STŘÍBRNÝ EXPRES</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#222;">
<p>Dobrý den,</p>
<p>děkujeme za nákup. Jízdenku najdete v příloze (PDF) a v aplikaci.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d0d4d8;font-size:14px;">
<tr><td style="background:#f4f5f6;width:40%;">Číslo rezervace</td><td><b>7461 2290 18</b></td></tr>
<tr><td style="background:#f4f5f6;">Spoj</td><td>SX 1043<br>Kraków Główny 06:48 → Ostrava hl.n. 09:31 → Praha hl.n. 12:59</td></tr>
<tr><td style="background:#f4f5f6;">Datum</td><td>pátek 7. 11. 2025</td></tr>
<tr><td style="background:#f4f5f6;">Místo</td><td>vůz 6, místo 64 (Relax, u okna)</td></tr>
<tr><td style="background:#f4f5f6;">Tarif</td><td>Student ISIC (−25 %)</td></tr>
<tr><td style="background:#f4f5f6;">Cena</td><td>17,90 EUR (zaplaceno kartou •• 6613)</td></tr>
</table>
<p style="font-size:13px;color:#555;">Jízdenka platí pouze s průkazem ISIC. Storno je zdarma do 15 minut před odjezdem v sekci <a href="https://www.stribrnyexpres.cz/moje-jizdenky">Moje jízdenky</a>.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f5f6;font-size:11px;color:#777;">Zákaznická linka: +420 539 000 511 (nonstop) · Stříbrný expres a.s., Nádražní 1120/14, 702 00 Ostrava · IČO 28914321</td></tr>
</table></td></tr></table>`,
    enc: "qp",
    attachment: [
      "jizdenka-7461229018.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "stribrny-expres",
    group: "regional",
    lang: "en",
    kind: "delay-notice",
    code: null,
    link: null,
    from: "Silver Express <info@stribrnyexpres.cz>",
    subject: "Delay: SX 1043 to Praha hl.n. is running about 35 minutes late",
    date: "Fri, 07 Nov 2025 07:52:10 +0100",
    text: `Dear passenger,

we're sorry – train SX 1043 (Kraków Główny 06:48 → Praha hl.n. 12:59) is
currently running about 35 minutes late because of a signalling fault near
Zebrzydowice.

New estimated arrival in Praha hl.n.: 13:34

With a delay over 60 minutes you are entitled to compensation of 25 % of the
fare, over 120 minutes 50 %. You can claim it in "My tickets" after the journey.

Reservation: 7461 2290 18 · coach 6, seat 64

Live train position: https://www.stribrnyexpres.cz/en/train/SX1043
Silver Express customer line +420 539 000 511
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "stribrny-expres",
    group: "regional",
    lang: "cs",
    kind: "verify-code-link",
    code: "KX7-42M",
    code_digits: "KX742M",
    link: "https://www.stribrnyexpres.cz/ucet/overeni?email=sam.reader%40inbox.example&kod=KX742M",
    from: "Stříbrný expres <ucet@stribrnyexpres.cz>",
    subject: "Ověřte svůj e-mail – Stříbrný expres",
    date: "Mon, 20 Oct 2025 21:02:09 +0200",
    text: `Dobrý den,

pro dokončení registrace účtu ověřte svou e-mailovou adresu. Klikněte na odkaz:

https://www.stribrnyexpres.cz/ucet/overeni?email=sam.reader%40inbox.example&kod=KX742M

nebo opište do aplikace ověřovací kód:

KX7-42M

Kód i odkaz platí 24 hodin. Pokud jste účet nezakládali, e-mail ignorujte.

Stříbrný expres a.s. · zákaznická linka +420 539 000 511
`,
    html:
      `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:520px;border:1px solid #d0d4d8;">
<div style="background:#8b9299;color:#fff;padding:12px 18px;font-weight:bold;">STŘÍBRNÝ EXPRES</div>
<div style="padding:18px;">
<p>Dobrý den,</p>
<p>pro dokončení registrace účtu ověřte svou e-mailovou adresu.</p>
<p><a href="https://www.stribrnyexpres.cz/ucet/overeni?email=sam.reader%40inbox.example&amp;kod=KX742M" style="background:#c8102e;color:#fff;padding:10px 20px;text-decoration:none;display:inline-block;">Ověřit e-mail</a></p>
<p>nebo opište do aplikace ověřovací kód:</p>
<p style="font-family:Consolas,monospace;font-size:26px;letter-spacing:3px;background:#f4f5f6;padding:10px;text-align:center;">KX7-42M</p>
<p style="font-size:12px;color:#666;">Kód i odkaz platí 24 hodin. Pokud jste účet nezakládali, e-mail ignorujte.</p>
</div>
<div style="background:#f4f5f6;padding:10px 18px;font-size:11px;color:#777;">Stříbrný expres a.s. · zákaznická linka +420 539 000 511 · <a href="https://www.stribrnyexpres.cz/ochrana-osobnich-udaju" style="color:#777;">Ochrana osobních údajů</a></div>
</div>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Slovak bus operator
  {
    family: "tatranska-linka",
    group: "regional",
    lang: "sk",
    kind: "verify-link",
    code: null,
    link: "https://moj.tatranskalinka.sk/registracia/potvrdenie/0b6e2f91-3c7a-4d18-a5e4-77c19a02d3f8",
    from: "Tatranská linka <registracia@tatranskalinka.sk>",
    subject: "Potvrďte registráciu v Tatranskej linke",
    date: "Sun, 26 Oct 2025 10:33:21 +0100",
    text: `Dobrý deň,

ďakujeme za registráciu na portáli Môj cestovný účet Tatranskej linky.

Registráciu dokončíte kliknutím na tento odkaz (platí 72 hodín):
https://moj.tatranskalinka.sk/registracia/potvrdenie/0b6e2f91-3c7a-4d18-a5e4-77c19a02d3f8

Po potvrdení môžete nakupovať cestovné lístky online a uplatniť si
zľavu pre študentov s preukazom ISIC (−50 % na vnútroštátnych linkách).

Ak ste sa neregistrovali, tento e-mail môžete ignorovať.

S pozdravom
Tatranská linka, a.s. · Hviezdoslavova 2914/10, 058 01 Poprad
Infolinka: +421 52 778 40 40 (po–pi 6:00–20:00)
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Verdana,Arial,sans-serif;">
<tr><td style="background:#0a5c36;padding:14px 20px;"><img src="https://www.tatranskalinka.sk/img/logo-mail.png" alt="Tatranská linka" height="36"></td></tr>
<tr><td style="padding:20px;font-size:13px;color:#222;line-height:1.6;">
<p>Dobrý deň,</p>
<p>ďakujeme za registráciu na portáli <b>Môj cestovný účet</b> Tatranskej linky.</p>
<p>Registráciu dokončíte kliknutím na tlačidlo (odkaz platí 72 hodín):</p>
<p><a href="https://moj.tatranskalinka.sk/registracia/potvrdenie/0b6e2f91-3c7a-4d18-a5e4-77c19a02d3f8" style="background:#f2a900;color:#0a5c36;font-weight:bold;padding:10px 24px;text-decoration:none;display:inline-block;">Potvrdiť registráciu</a></p>
<p>Po potvrdení môžete nakupovať cestovné lístky online a uplatniť si zľavu pre študentov s preukazom ISIC (−50 % na vnútroštátnych linkách).</p>
<p style="color:#777;">Ak ste sa neregistrovali, tento e-mail môžete ignorovať.</p>
<p>S pozdravom<br>Tatranská linka, a.s.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#eef4f0;font-size:10px;color:#666;">Tatranská linka, a.s. · Hviezdoslavova 2914/10, 058 01 Poprad · IČO 36 485 217 · Infolinka: +421 52 778 40 40 (po–pi 6:00–20:00)<br><a href="https://www.tatranskalinka.sk/ochrana-osobnych-udajov" style="color:#666;">Ochrana osobných údajov</a> · <a href="https://www.tatranskalinka.sk/prepravny-poriadok" style="color:#666;">Prepravný poriadok</a></td></tr>
</table>`,
    enc: "qp",
  },
  {
    family: "tatranska-linka",
    group: "regional",
    lang: "sk",
    kind: "ticket-confirmation",
    code: null,
    link: null,
    from: "Tatranská linka <listky@tatranskalinka.sk>",
    subject: "Váš cestovný lístok č. TL-2511-003871 (Kraków → Poprad)",
    date: "Sun, 26 Oct 2025 10:41:58 +0100",
    text: `Dobrý deň,

potvrdzujeme nákup cestovného lístka:

Číslo lístka:   TL-2511-003871
Linka:          701 403 Kraków MDA – Nowy Targ – Zakopane – Poprad, AS
Dátum odchodu:  sobota 1. 11. 2025, 07:15 (Kraków MDA, nástupište 12)
Príchod:        11:40 (Poprad, autobusová stanica)
Cestujúci:      1 × dospelý, 1 × batožina
Sedadlo:        17
Cena:           14,50 EUR vrátane DPH
Platba:         platobná karta •• 6613

Lístok sa preukazuje vodičovi v mobile alebo vytlačený (QR kód v prílohe
nie je potrebné tlačiť farebne). Prestup v Zakopanom nie je.

Šťastnú cestu!
Tatranská linka, a.s. · +421 52 778 40 40
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Budapest: ticket app and hostel
  {
    family: "hopsz-jegy",
    group: "regional",
    lang: "hu",
    kind: "login-code",
    code: "95-31-08",
    code_digits: "953108",
    link: null,
    from: "Hopsz Jegy <belepes@hopszjegy.hu>",
    subject: "Belépési kód: 95-31-08",
    date: "Fri, 14 Nov 2025 18:40:02 +0100",
    text: `Kedves Utazó!

A Hopsz Jegy alkalmazásba való belépéshez használd az alábbi kódot:

95-31-08

A kód 10 percig érvényes. Soha ne add meg senkinek – ügyfélszolgálatunk
sem kéri el tőled.

Nem te próbáltál belépni? Akkor nincs teendőd, a fiókod biztonságban van.

Hopsz Jegy Zrt. · 1075 Budapest, Rumbach Sebestyén utca 19–21.
Ügyfélszolgálat: +36 1 555 0190 · segitseg@hopszjegy.hu
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="background:#111827;font-family:Arial,sans-serif;">
<tr><td align="center" style="padding:30px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:24px;font-size:22px;font-weight:bold;color:#ffb703;background:#1f2937;border-radius:12px 12px 0 0;">hopsz<span style="color:#fff;">jegy</span></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#111827;">Kedves Utazó!<br><br>A Hopsz Jegy alkalmazásba való belépéshez használd az alábbi kódot:</td></tr>
<tr><td align="center" style="padding:0 24px 20px;">
<span style="display:inline-block;font-size:32px;font-weight:bold;letter-spacing:4px;background:#fff4d6;border:1px solid #ffb703;border-radius:8px;padding:12px 24px;">95-31-08</span>
</td></tr>
<tr><td style="padding:0 24px 24px;font-size:13px;color:#4b5563;">A kód 10 percig érvényes. Soha ne add meg senkinek – ügyfélszolgálatunk sem kéri el tőled.<br><br>Nem te próbáltál belépni? Akkor nincs teendőd, a fiókod biztonságban van.</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#9ca3af;border-top:1px solid #e5e7eb;">Hopsz Jegy Zrt. · 1075 Budapest, Rumbach Sebestyén utca 19–21. · +36 1 555 0190 · <a href="mailto:segitseg@hopszjegy.hu" style="color:#9ca3af;">segitseg@hopszjegy.hu</a> · <a href="https://hopszjegy.hu/adatvedelem" style="color:#9ca3af;">Adatvédelem</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "hopsz-jegy",
    group: "regional",
    lang: "hu",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "Hopsz Jegy <nyugta@hopszjegy.hu>",
    subject: "Sikeres vásárlás – 72 órás Budapest-jegy",
    date: "Fri, 14 Nov 2025 18:44:37 +0100",
    text: `Köszönjük a vásárlást!

Termék: Budapest 72 órás jegy (egyéni)
Érvényesség kezdete: 2025. 11. 14. 19:00
Érvényesség vége: 2025. 11. 17. 19:00
Ár: 5 500 Ft (ÁFA 27%: 1 169 Ft)
Tranzakció azonosító: HJ-20251114-7730215
Fizetés: Mastercard •• 6613

A jegyet az alkalmazásban a "Jegyeim" menüpontban találod. Ellenőrzéskor
mutasd fel a QR-kódot a jegyvizsgálónak. A jegy a 100E repülőtéri buszra
nem érvényes.

Az elektronikus számlát 48 órán belül külön e-mailben küldjük.

Hopsz Jegy Zrt. · 1075 Budapest, Rumbach Sebestyén utca 19–21.
`,
    html: null,
    enc: "qp",
  },
  {
    family: "dunaparti-hostel",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Dunaparti Hostel Budapest <stay@dunapartihostel.hu>",
    subject: "Booking confirmed: 14–17 Nov 2025 · Dunaparti Hostel",
    date: "Sun, 02 Nov 2025 22:06:51 +0100",
    text: `Szia Sam,

your booking is confirmed – see you in Budapest!

Booking number: DPH-31872
Check-in:  Friday 14 November 2025, from 14:00 (reception 24/7)
Check-out: Monday 17 November 2025, by 11:00
Room: 6-bed mixed dorm, bed 4 (lower bunk), shared bathroom
Guests: 1
Total: 66.00 EUR (3 nights × 22.00 EUR) – paid online
City tax (4%) is included.

Address: Dunaparti Hostel, Belgrád rakpart 18, 1056 Budapest
From Keleti station: M2 to Deák Ferenc tér, then tram 2 to Március 15. tér.

Free walking tour every day at 10:30 from the lobby. Lockers: bring a padlock
or buy one at reception (1 500 Ft).

Need to change dates? Reply to this email or call +36 30 812 4417.
`,
    html: `<div style="font-family:Georgia,serif;background:#f7f1e8;padding:20px;">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:26px;border-top:5px solid #2c6e91;">
<p style="font-size:22px;margin:0 0 6px;">Szia Sam,</p>
<p style="font-size:15px;">your booking is confirmed – see you in Budapest!</p>
<table cellpadding="5" style="font-family:Arial,sans-serif;font-size:14px;">
<tr><td style="color:#888;">Booking number</td><td><b>DPH-31872</b></td></tr>
<tr><td style="color:#888;">Check-in</td><td>Fri 14 Nov 2025, from 14:00 (reception 24/7)</td></tr>
<tr><td style="color:#888;">Check-out</td><td>Mon 17 Nov 2025, by 11:00</td></tr>
<tr><td style="color:#888;">Room</td><td>6-bed mixed dorm, bed 4 (lower bunk), shared bathroom</td></tr>
<tr><td style="color:#888;">Total</td><td>66.00 EUR (3 nights × 22.00 EUR) – paid online, city tax (4%) included</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:14px;">Address: Dunaparti Hostel, Belgrád rakpart 18, 1056 Budapest · <a href="https://maps.google.com/?q=Belgr%C3%A1d+rakpart+18+Budapest">Map</a><br>From Keleti station: M2 to Deák Ferenc tér, then tram 2 to Március 15. tér.</p>
<p style="font-family:Arial,sans-serif;font-size:14px;">Free walking tour every day at 10:30 from the lobby. Lockers: bring a padlock or buy one at reception (1 500 Ft).</p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#666;">Need to change dates? Reply to this email or call +36 30 812 4417.</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;border-top:1px solid #eee;padding-top:10px;">Dunaparti Hostel Kft. · Belgrád rakpart 18, 1056 Budapest · NTAK reg. no. PA19003318 · <a href="https://www.instagram.com/dunapartihostel" style="color:#999;">Instagram</a></p>
</div></div>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- language exchange app
  {
    family: "parlangi",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://parlangi.app/auth/magic?token=pl_ml_3YtK8wQz1vR6nB0sXe4Hd9&device=web",
    from: "Parlangi <login@parlangi.app>",
    subject: "Your sign-in link for Parlangi",
    date: "Tue, 07 Oct 2025 20:21:14 +0200",
    text: `Hi Sam,

Tap the link below to sign in to Parlangi on the web. It works once and
expires in 20 minutes.

https://parlangi.app/auth/magic?token=pl_ml_3YtK8wQz1vR6nB0sXe4Hd9&device=web

Requested from: Firefox on Linux, Kraków, PL · 7 Oct 2025, 20:21 CEST

If you didn't request this, you can safely ignore this email.

Happy chatting!
Parlangi · Learn languages by talking to real people
Parlangi Oy, Mannerheimintie 12 B, 00100 Helsinki, Finland
`,
    html: `<!doctype html><html><body style="margin:0;background:#ecfdf5;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#ecfdf5;font-family:'Poppins',Arial,sans-serif;"><tr><td align="center" style="padding:36px 10px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;">
<tr><td align="center" style="padding:28px 28px 0;"><img src="https://cdn.parlangi.app/mail/speech-bubbles.png" width="72" alt="Parlangi"></td></tr>
<tr><td align="center" style="padding:16px 28px 4px;font-size:20px;font-weight:600;color:#064e3b;">Hi Sam, here's your sign-in link</td></tr>
<tr><td align="center" style="padding:4px 28px 20px;font-size:14px;color:#4b5563;">It works once and expires in 20 minutes.</td></tr>
<tr><td align="center" style="padding:0 28px 24px;"><a href="https://parlangi.app/auth/magic?token=pl_ml_3YtK8wQz1vR6nB0sXe4Hd9&amp;device=web" style="display:inline-block;background:#10b981;color:#fff;text-decoration:none;font-weight:600;padding:13px 40px;border-radius:12px;">Sign in to Parlangi</a></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#9ca3af;text-align:center;">Requested from: Firefox on Linux, Kraków, PL · 7 Oct 2025, 20:21 CEST<br>If you didn't request this, you can safely ignore this email.</td></tr>
</table>
<p style="font-size:11px;color:#6b7280;">Parlangi Oy, Mannerheimintie 12 B, 00100 Helsinki, Finland · <a href="https://parlangi.app/help" style="color:#6b7280;">Help</a> · <a href="https://parlangi.app/terms" style="color:#6b7280;">Terms</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "parlangi",
    group: "consumer",
    lang: "en",
    kind: "new-match",
    code: null,
    link: null,
    from: "Parlangi <buddies@parlangi.app>",
    subject: "Zuzana wants to practise Spanish with you 🇪🇸↔🇸🇰",
    date: "Thu, 09 Oct 2025 17:48:30 +0200",
    text: `You have a new language partner!

Zuzana, 23, Bratislava (now in Kraków)
Speaks: Slovak (native), Czech, English (C1)
Learning: Spanish (B1)
Interests: climbing, indie films, board games

She wrote: "Ahoj! I'm in Kraków until February, maybe a coffee + tandem at
Kazimierz? 15 min Spanish, 15 min Slovak :)"

Reply in the app – partners who answer within 24 hours are 3× more likely to
meet up.

Open Parlangi: https://parlangi.app/chats
Parlangi Oy, Helsinki · Notification settings: https://parlangi.app/settings/notifications
`,
    html:
      `<div style="font-family:Poppins,Arial,sans-serif;max-width:440px;margin:0 auto;background:#fff;padding:24px;border-radius:18px;border:1px solid #d1fae5;">
<p style="font-size:13px;color:#10b981;font-weight:600;margin:0;">NEW LANGUAGE PARTNER</p>
<table cellpadding="0" cellspacing="0" style="margin:14px 0;"><tr>
<td><img src="https://cdn.parlangi.app/avatars/u_88310_zuzana.jpg" width="56" height="56" alt="Zuzana" style="border-radius:50%;"></td>
<td style="padding-left:12px;font-size:15px;color:#064e3b;"><b>Zuzana, 23</b><br><span style="font-size:13px;color:#6b7280;">Bratislava (now in Kraków)</span></td>
</tr></table>
<p style="font-size:14px;color:#374151;">Speaks: Slovak (native), Czech, English (C1)<br>Learning: Spanish (B1)<br>Interests: climbing, indie films, board games</p>
<p style="font-size:14px;color:#374151;background:#f0fdf4;padding:12px;border-radius:10px;">“Ahoj! I'm in Kraków until February, maybe a coffee + tandem at Kazimierz? 15 min Spanish, 15 min Slovak :)”</p>
<p><a href="https://parlangi.app/chats" style="color:#10b981;font-weight:600;">Reply in the app →</a></p>
<p style="font-size:11px;color:#9ca3af;">Parlangi Oy, Helsinki · <a href="https://parlangi.app/settings/notifications" style="color:#9ca3af;">Notification settings</a></p>
</div>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- gym
  {
    family: "forma-klub-fitness",
    group: "regional",
    lang: "pl",
    kind: "class-booked",
    code: null,
    link: null,
    from: "Forma Klub Fitness <rezerwacje@formaklub.pl>",
    subject: "Rezerwacja potwierdzona: Cross Training, czw. 16.10, 19:00",
    date: "Mon, 13 Oct 2025 08:55:43 +0200",
    text: `Cześć Sam,

Twoje miejsce na zajęciach jest zarezerwowane:

Zajęcia: Cross Training (poziom średni)
Termin: czwartek 16.10.2025, 19:00–19:55
Sala: 2 (piętro I)
Trener: Kuba Mazur
Klub: Forma Klub Kazimierz, ul. Józefa 33, Kraków

Karnet: Student Open (ważny do 12.11.2025)

Odwołaj rezerwację najpóźniej 2 godziny przed zajęciami, inaczej zajęcia
zostaną policzone jako wykorzystane.

Do zobaczenia!
Forma Klub Fitness · tel. 12 307 77 88
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#111;font-family:'Oswald',Arial,sans-serif;">
<tr><td align="center" style="padding:20px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#1c1c1c;color:#eee;">
<tr><td style="padding:20px 24px;font-size:26px;font-weight:bold;color:#c6ff00;letter-spacing:2px;">FORMA<span style="color:#fff;">KLUB</span></td></tr>
<tr><td style="padding:0 24px 10px;font-size:16px;">Cześć Sam, Twoje miejsce na zajęciach jest zarezerwowane:</td></tr>
<tr><td style="padding:10px 24px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;color:#ddd;border:1px solid #333;">
<tr><td style="color:#888;">Zajęcia</td><td>Cross Training (poziom średni)</td></tr>
<tr><td style="color:#888;">Termin</td><td>czwartek 16.10.2025, 19:00–19:55</td></tr>
<tr><td style="color:#888;">Sala</td><td>2 (piętro I)</td></tr>
<tr><td style="color:#888;">Trener</td><td>Kuba Mazur</td></tr>
<tr><td style="color:#888;">Klub</td><td>Forma Klub Kazimierz, ul. Józefa 33, Kraków</td></tr>
<tr><td style="color:#888;">Karnet</td><td>Student Open (ważny do 12.11.2025)</td></tr>
</table></td></tr>
<tr><td style="padding:10px 24px;font-family:Arial,sans-serif;font-size:13px;color:#aaa;">Odwołaj rezerwację najpóźniej 2 godziny przed zajęciami, inaczej zajęcia zostaną policzone jako wykorzystane. <a href="https://formaklub.pl/moje-rezerwacje" style="color:#c6ff00;">Moje rezerwacje</a></td></tr>
<tr><td style="padding:16px 24px;font-family:Arial,sans-serif;font-size:11px;color:#666;">Forma Klub Fitness · tel. 12 307 77 88 · <a href="https://www.facebook.com/formaklubkrakow" style="color:#666;">Facebook</a> · <a href="https://formaklub.pl/rezygnacja?e=sam.reader%40inbox.example" style="color:#666;">Wypisz się</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "forma-klub-fitness",
    group: "regional",
    lang: "en",
    kind: "membership-expiring",
    code: null,
    link: null,
    from: "Forma Klub Fitness <info@formaklub.pl>",
    subject: "Your Student Open pass ends on 12 Nov – 129 zł for the next month",
    date: "Sat, 08 Nov 2025 10:00:00 +0100",
    text: `Hi Sam,

your Student Open pass ends on Wednesday 12 November 2025.

Renew at reception or in the app before that date and keep the student price:
129 zł / month (regular price 189 zł). Show a valid student ID when renewing.

November at Forma Klub Kazimierz:
- New: Mobility & Stretching, Sundays 18:00
- Sauna closed 24–25 November (maintenance)

See you at the gym!
Forma Klub Fitness · ul. Józefa 33, 31-056 Kraków · tel. 12 307 77 88
Unsubscribe: https://formaklub.pl/rezygnacja?e=sam.reader%40inbox.example
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Ukrainian coach operator
  {
    family: "halytskyi-ekspres",
    group: "regional",
    lang: "uk",
    kind: "ticket-confirmation",
    code: null,
    link: null,
    from: "Галицький Експрес <kvytky@halexpres.com.ua>",
    subject: "Ваш квиток Краків – Львів, 29.11.2025",
    date: "Tue, 18 Nov 2025 22:31:05 +0100",
    text: `Доброго дня!

Дякуємо за покупку. Ваш електронний квиток:

Номер квитка: ГЕ-1125-0448712
Рейс: 214 Краків (MDA) – Перемишль – Львів (АС «Стрийська»)
Відправлення: субота, 29.11.2025, 08:30 (за місцевим часом, Польща)
Прибуття: 29.11.2025, 16:10 (за київським часом)
Пасажир: SAM READER
Місце: 22
Ціна: 165,00 zł (оплачено карткою •• 6613)

На кордоні потрібен закордонний паспорт або ID-картка ЄС. Прибудьте на
посадку за 20 хвилин до відправлення. Квиток можна показати на телефоні.

Повернення квитка: до 24 годин перед відправленням – 90 % вартості.

Служба підтримки: +380 32 245 11 20, +48 12 341 09 09 (Viber, Telegram)
ТОВ «Галицький Експрес», вул. Стрийська 109, Львів, 79026
`,
    html: `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;border:1px solid #d9d9d9;">
<div style="background:#1d4ed8;color:#fff;padding:14px 18px;font-size:18px;font-weight:bold;">Галицький Експрес <span style="color:#facc15;">●</span></div>
<div style="padding:18px;font-size:14px;color:#222;">
<p>Доброго дня!</p>
<p>Дякуємо за покупку. Ваш електронний квиток:</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;border-collapse:collapse;width:100%;">
<tr><td style="color:#666;">Номер квитка</td><td><b>ГЕ-1125-0448712</b></td></tr>
<tr><td style="color:#666;">Рейс</td><td>214 Краків (MDA) – Перемишль – Львів (АС «Стрийська»)</td></tr>
<tr><td style="color:#666;">Відправлення</td><td>субота, 29.11.2025, 08:30 (Польща)</td></tr>
<tr><td style="color:#666;">Прибуття</td><td>29.11.2025, 16:10 (київський час)</td></tr>
<tr><td style="color:#666;">Пасажир</td><td>SAM READER</td></tr>
<tr><td style="color:#666;">Місце</td><td>22</td></tr>
<tr><td style="color:#666;">Ціна</td><td>165,00 zł (оплачено карткою •• 6613)</td></tr>
</table>
<p>На кордоні потрібен закордонний паспорт або ID-картка ЄС. Прибудьте на посадку за 20 хвилин до відправлення. Квиток можна показати на телефоні.</p>
<p style="font-size:12px;color:#666;">Повернення квитка: до 24 годин перед відправленням – 90 % вартості. <a href="https://halexpres.com.ua/povernennia">Умови повернення</a></p>
</div>
<div style="background:#f3f4f6;padding:10px 18px;font-size:11px;color:#777;">Служба підтримки: +380 32 245 11 20, +48 12 341 09 09 (Viber, Telegram) · ТОВ «Галицький Експрес», вул. Стрийська 109, Львів, 79026</div>
</div>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- Austrian private rail (trip to Vienna)
  {
    family: "donauflitzer",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://konto.donauflitzer.at/registrierung/bestaetigen?id=DF-661920&sig=7b2e90c1f4a8",
    from: "Donauflitzer <kundenkonto@donauflitzer.at>",
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: "Sun, 30 Nov 2025 19:12:48 +0100",
    text: `Servus!

Vielen Dank für Ihre Registrierung bei Donauflitzer.

Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren:
https://konto.donauflitzer.at/registrierung/bestaetigen?id=DF-661920&sig=7b2e90c1f4a8

Der Link ist 24 Stunden gültig.

Mit Ihrem Kundenkonto sehen Sie alle Tickets an einem Ort und sammeln bei
jeder Fahrt Flitzer-Punkte. Tipp: Mit der Sparschiene Wien–Bratislava–Budapest
reisen Sie ab 9,90 €.

Ihr Donauflitzer-Team
Donauflitzer GmbH · Wagramer Straße 17–19, 1220 Wien · FN 451207 m
Kundenservice: +43 1 890 22 00 (Mo–So 7–21 Uhr)
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;">
<tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00843d;padding:16px 28px;"><img src="https://www.donauflitzer.at/media/mail/logo-weiss.png" alt="Donauflitzer" height="30"></td></tr>
<tr><td style="padding:28px;font-size:15px;color:#222;line-height:1.5;">
<p style="font-size:22px;font-weight:bold;margin:0 0 14px;">Servus!</p>
<p>Vielen Dank für Ihre Registrierung bei Donauflitzer. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren.</p>
<table cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td style="background:#00843d;">
<a href="https://konto.donauflitzer.at/registrierung/bestaetigen?id=DF-661920&amp;sig=7b2e90c1f4a8" style="display:inline-block;padding:13px 30px;color:#fff;font-weight:bold;text-decoration:none;">E-Mail-Adresse bestätigen</a>
</td></tr></table>
<p style="font-size:13px;color:#666;">Der Link ist 24 Stunden gültig.</p>
<p style="font-size:14px;">Mit Ihrem Kundenkonto sehen Sie alle Tickets an einem Ort und sammeln bei jeder Fahrt Flitzer-Punkte.</p>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#fff7d6;font-size:14px;"><tr><td><b>Tipp:</b> Mit der Sparschiene Wien–Bratislava–Budapest reisen Sie ab 9,90 €. <a href="https://www.donauflitzer.at/angebote/sparschiene?utm_source=mail&amp;utm_campaign=doi" style="color:#00843d;">Zu den Angeboten</a></td></tr></table>
<p>Ihr Donauflitzer-Team</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#333;font-size:11px;color:#bbb;">Donauflitzer GmbH · Wagramer Straße 17–19, 1220 Wien · FN 451207 m · Kundenservice: +43 1 890 22 00 (Mo–So 7–21 Uhr)<br>
<a href="https://www.donauflitzer.at/impressum" style="color:#bbb;">Impressum</a> · <a href="https://www.donauflitzer.at/datenschutz" style="color:#bbb;">Datenschutz</a> · <a href="https://www.donauflitzer.at/agb" style="color:#bbb;">AGB</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- exchange students' association
  {
    family: "erasmix-krakow",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Erasmix Kraków <hello@erasmixkrakow.org>",
    subject: "This week: pierogi workshop, Wieliczka trip & Halloween party 🎃",
    date: "Mon, 27 Oct 2025 12:00:00 +0100",
    text: `ERASMIX KRAKÓW – WEEKLY

Hey internationals!

TUE 28.10 · 18:00 · Pierogi workshop @ Kuchnia Społeczna, ul. Meiselsa 17
  25 zł with Erasmix card, 35 zł without. 20 spots left.

THU 30.10 · 22:00 · Halloween party @ Klub Pod Jaszczurami
  Free entry before 23:00 with Erasmix card. Costume contest – prize: a
  weekend trip to Zakopane!

SAT 8.11 · 09:00 · Wieliczka Salt Mine + Kraków Nowa Huta tour
  89 zł incl. bus, guide and tickets. Registration opens Wednesday at 12:00
  on our website – last time it sold out in 6 minutes.

Reminder: the Erasmix card (30 zł) gives you discounts at 40+ places in
town, including 10% at Papuś and free entry to Forma Klub for one week.

Instagram @erasmixkrakow · Office hours Mon/Wed 15:00–18:00, ul. Czysta 6
Erasmix Kraków Association, KRS 0000774120
You signed up at the Welcome Week stand. Unsubscribe: https://erasmixkrakow.org/newsletter/unsubscribe?id=ex-20931
`,
    html: `<!doctype html><html><body style="margin:0;background:#f5f3ff;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;background:#f5f3ff;"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://erasmixkrakow.org/mail/2025-10-27-header.jpg" width="600" alt="Erasmix Kraków weekly – Halloween edition" style="display:block;"></td></tr>
<tr><td style="padding:22px 26px 6px;font-size:18px;font-weight:bold;color:#2e1065;">Hey internationals!</td></tr>
<tr><td style="padding:10px 26px;">
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;color:#333;">
<tr><td style="border-left:4px solid #f97316;"><b>TUE 28.10 · 18:00 · Pierogi workshop</b><br>Kuchnia Społeczna, ul. Meiselsa 17 · 25 zł with Erasmix card, 35 zł without · 20 spots left</td></tr>
<tr><td style="border-left:4px solid #7c3aed;"><b>THU 30.10 · 22:00 · Halloween party</b><br>Klub Pod Jaszczurami · free entry before 23:00 with Erasmix card · costume contest – prize: a weekend trip to Zakopane!</td></tr>
<tr><td style="border-left:4px solid #0ea5e9;"><b>SAT 8.11 · 09:00 · Wieliczka Salt Mine + Nowa Huta tour</b><br>89 zł incl. bus, guide and tickets · registration opens Wednesday at 12:00 on <a href="https://erasmixkrakow.org/events">our website</a> – last time it sold out in 6 minutes.</td></tr>
</table></td></tr>
<tr><td style="padding:10px 26px;font-size:13px;color:#555;">Reminder: the Erasmix card (30 zł) gives you discounts at 40+ places in town, including 10% at Papuś and free entry to Forma Klub for one week.</td></tr>
<tr><td align="center" style="padding:18px;background:#2e1065;font-size:11px;color:#c4b5fd;">
<a href="https://instagram.com/erasmixkrakow" style="color:#fff;">Instagram</a> · <a href="https://facebook.com/erasmixkrakow" style="color:#fff;">Facebook</a><br>
Office hours Mon/Wed 15:00–18:00, ul. Czysta 6 · Erasmix Kraków Association, KRS 0000774120<br>
You signed up at the Welcome Week stand. <a href="https://erasmixkrakow.org/newsletter/unsubscribe?id=ex-20931" style="color:#c4b5fd;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "erasmix-krakow",
    group: "consumer",
    lang: "en",
    kind: "confirm-registration",
    code: null,
    link: "https://erasmixkrakow.org/events/wieliczka-2025-11-08/confirm?r=WLC-0147&k=3f8d21aa",
    from: "Erasmix Kraków Events <events@erasmixkrakow.org>",
    subject: "Action needed: confirm your spot – Wieliczka + Nowa Huta (8 Nov)",
    date: "Wed, 29 Oct 2025 12:03:41 +0100",
    text: `Hi Sam,

you signed up for "Wieliczka Salt Mine + Nowa Huta tour" on Saturday
8 November 2025 (meeting point: ul. Czysta 6 at 08:45, bus leaves at 09:00).

Your spot is reserved for 48 hours. Please confirm your registration here:
https://erasmixkrakow.org/events/wieliczka-2025-11-08/confirm?r=WLC-0147&k=3f8d21aa

Price: 89 zł – pay by BLIK or card after confirming, or in cash at the office
(Mon/Wed 15:00–18:00). Unconfirmed spots go to the waiting list (34 people).

Registration no.: WLC-0147

Bring your passport or ID – the mine checks tickets against names.

See you there!
Erasmix Kraków Events Team · +48 575 220 914 (WhatsApp)
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:560px;">
<p>Hi Sam,</p>
<p>you signed up for <b>"Wieliczka Salt Mine + Nowa Huta tour"</b> on Saturday 8 November 2025 (meeting point: ul. Czysta 6 at 08:45, bus leaves at 09:00).</p>
<p>Your spot is reserved for <b>48 hours</b>. Please confirm your registration:</p>
<p><a href="https://erasmixkrakow.org/events/wieliczka-2025-11-08/confirm?r=WLC-0147&amp;k=3f8d21aa" style="background:#7c3aed;color:#fff;padding:11px 24px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:bold;">Confirm my spot</a></p>
<p>Price: 89 zł – pay by BLIK or card after confirming, or in cash at the office (Mon/Wed 15:00–18:00). Unconfirmed spots go to the waiting list (34 people).</p>
<p style="color:#666;">Registration no.: WLC-0147</p>
<p>Bring your passport or ID – the mine checks tickets against names.</p>
<p>See you there!<br>Erasmix Kraków Events Team · +48 575 220 914 (WhatsApp)</p>
<p style="font-size:11px;color:#999;"><a href="https://erasmixkrakow.org/privacy" style="color:#999;">Privacy</a> · <a href="https://erasmixkrakow.org/events" style="color:#999;">All events</a></p>
</div>`,
    enc: "8bit",
  },
];
