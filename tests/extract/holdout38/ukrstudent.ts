/**
 * Two months of the inbox of a Ukrainian student in Kraków with a part-time courier job: university
 * and scholarship systems, Polish and Ukrainian banks and e-services, a phone operator, parcel lockers,
 * transport, shopping and a few Russian, German, Czech and Slovak senders; most mail asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date for `day` (YYYY-MM-DD) at `time` (HH:MM:SS) in `tz`. */
function dt(day: string, time: string, tz: string): string {
  const d = new Date(day + "T12:00:00Z");
  return `${WD[d.getUTCDay()]}, ${String(d.getUTCDate()).padStart(2, "0")} ${
    MON[d.getUTCMonth()]
  } ${d.getUTCFullYear()} ${time} ${tz}`;
}

const TO = "Oksana Hrytsenko <oksana.hrytsenko@poczta.example>";
const TO_UNI = "Oksana Hrytsenko <o.hrytsenko@student.awawel.edu.pl>";

// ------------------------------------------------------------ Akademia Wawelska (university)

function aw_page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f5;font-family:Tahoma,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f5;">
<tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #7a1f2b;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e3e3;">
<img src="https://www.awawel.edu.pl/static/img/aw-logo-poziom.png" width="210" height="44" alt="Akademia Wawelska w Krakowie">
</td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.6;color:#222;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f6f6;font-size:11px;color:#777;line-height:1.5;">
Akademia Wawelska w Krakowie · ul. Podzamcze 14, 31-001 Kraków · NIP 676-000-12-34<br>
Centrum Informatyczne: <a href="mailto:helpdesk@awawel.edu.pl" style="color:#7a1f2b;">helpdesk@awawel.edu.pl</a>, tel. 12 422 18 00 (pn–pt 8:00–16:00)<br>
<a href="https://www.awawel.edu.pl/ochrona-danych" style="color:#777;">Ochrona danych osobowych</a> ·
<a href="https://www.awawel.edu.pl/dostepnosc" style="color:#777;">Deklaracja dostępności</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const aw: Mail[] = [
  {
    family: "akademia-wawelska",
    group: "regional",
    lang: "pl",
    kind: "reset-link",
    code: null,
    link: "https://id.awawel.edu.pl/cas/reset/confirm?ticket=RST-88214-qK7vXnBfa2LwTz0pHd",
    from: "Centrum Informatyczne AW <no-reply@id.awawel.edu.pl>",
    to: TO_UNI,
    subject: "[AW-ID] Ustawienie nowego hasła",
    date: dt("2026-10-02", "22:41:07", "+0200"),
    text: `Dzień dobry,

otrzymaliśmy prośbę o ustawienie nowego hasła do konta AW-ID powiązanego z numerem albumu 412870.

Aby ustawić nowe hasło, otwórz poniższy adres w ciągu 60 minut:
https://id.awawel.edu.pl/cas/reset/confirm?ticket=RST-88214-qK7vXnBfa2LwTz0pHd

Hasło AW-ID jest wspólne dla USOSweb, poczty studenckiej, Wi-Fi eduroam i platformy e-learningowej.
Nowe hasło musi mieć co najmniej 12 znaków i nie może być jednym z 5 poprzednich.

Jeśli to nie Ty prosiłeś(-aś) o zmianę, zignoruj tę wiadomość - dotychczasowe hasło pozostaje ważne.
W razie wątpliwości zadzwoń: 12 422 18 00.

--
Centrum Informatyczne Akademii Wawelskiej
ul. Podzamcze 14, 31-001 Kraków
`,
    html: aw_page(
      "Ustawienie nowego hasła",
      `<p>Dzień dobry,</p>
<p>otrzymaliśmy prośbę o ustawienie nowego hasła do konta <b>AW-ID</b> powiązanego z numerem albumu <b>412870</b>.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr>
<td style="background:#7a1f2b;border-radius:3px;"><a href="https://id.awawel.edu.pl/cas/reset/confirm?ticket=RST-88214-qK7vXnBfa2LwTz0pHd" style="display:inline-block;padding:11px 26px;color:#fff;text-decoration:none;font-weight:bold;">Ustaw nowe hasło</a></td>
</tr></table>
<p style="font-size:12px;color:#666;">Link jest ważny przez 60 minut. Hasło AW-ID jest wspólne dla USOSweb, poczty studenckiej, Wi-Fi eduroam i platformy e-learningowej. Nowe hasło musi mieć co najmniej 12 znaków.</p>
<p style="font-size:12px;color:#666;">Jeśli to nie Ty prosiłeś(-aś) o zmianę, zignoruj tę wiadomość – dotychczasowe hasło pozostaje ważne.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "akademia-wawelska",
    group: "regional",
    lang: "pl",
    kind: "grade-posted",
    code: null,
    link: null,
    from: "USOSweb Akademia Wawelska <usos-noreply@awawel.edu.pl>",
    to: TO_UNI,
    subject: "USOSweb: nowa ocena w protokole – Mikroekonomia II (WE-EK-2031)",
    date: dt("2026-10-29", "13:05:52", "+0100"),
    text: `Uprzejmie informujemy, że w systemie USOS wpisano nową ocenę.

Przedmiot:   Mikroekonomia II (WE-EK-2031)
Zajęcia:     Ćwiczenia, grupa 4
Protokół:    Kolokwium 1 / 2026Z
Ocena:       4,5
Wpisał(a):   dr Tomasz Mirecki, 29.10.2026 13:04

Oceny możesz przeglądać w USOSweb: Dla studentów > Oceny.
https://usosweb.awawel.edu.pl/kontroler.php?_action=dla_stud/studia/oceny/index

Wiadomość wygenerowana automatycznie - prosimy na nią nie odpowiadać.
Aby wyłączyć powiadomienia o ocenach, zmień ustawienia w sekcji Mój USOSweb > Preferencje.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "akademia-wawelska",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "604173",
    link: null,
    from: "AW-ID Sign-in <no-reply@id.awawel.edu.pl>",
    to: TO_UNI,
    subject: "AW-ID: your sign-in verification code",
    date: dt("2026-11-09", "07:58:31", "+0100"),
    text: `AW-ID two-step verification

Someone (hopefully you) is signing in to AW-ID with album number 412870.

Your verification code: 604173

Enter it on the sign-in page within 10 minutes. Do not share this code with anyone - university staff will never ask for it.

Sign-in details
Time: 9 November 2026, 07:58 (CET)
Browser: Firefox 145 on Windows
Approximate location: Kraków, PL

If this wasn't you, change your password at https://id.awawel.edu.pl/cas/password and contact the IT Helpdesk (helpdesk@awawel.edu.pl, +48 12 422 18 00).

Akademia Wawelska w Krakowie - IT Centre
`,
    html: aw_page(
      "Verification code",
      `<p style="margin:0 0 6px;font-size:18px;color:#7a1f2b;"><b>Two-step verification</b></p>
<p>Someone (hopefully you) is signing in to AW-ID with album number 412870. Enter this code on the sign-in page:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:18px auto;"><tr>
<td style="font-family:'Courier New',monospace;font-size:32px;letter-spacing:10px;background:#f4ecec;border:1px solid #d7b8bc;padding:12px 22px;color:#222;">604173</td>
</tr></table>
<p style="text-align:center;font-size:12px;color:#666;">Valid for 10 minutes. University staff will never ask you for this code.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:12px;color:#444;border-top:1px solid #eee;margin-top:12px;">
<tr><td>Time</td><td>9 November 2026, 07:58 (CET)</td></tr>
<tr><td>Browser</td><td>Firefox 145 on Windows</td></tr>
<tr><td>Location</td><td>Kraków, PL (approximate)</td></tr>
</table>
<p style="font-size:12px;">Not you? <a href="https://id.awawel.edu.pl/cas/password" style="color:#7a1f2b;">Change your password</a> and contact the IT Helpdesk.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "akademia-wawelska",
    group: "regional",
    lang: "pl",
    kind: "fee-statement",
    code: null,
    link: null,
    from: "Dział Domów Studenckich AW <akademiki@awawel.edu.pl>",
    to: TO_UNI,
    subject: "Rozliczenie opłat za DS „Kasztelanka” – listopad 2026",
    date: dt("2026-11-03", "10:16:02", "+0100"),
    text: `Szanowna Pani,

w załączniku przesyłamy rozliczenie opłat za zakwaterowanie w Domu Studenckim „Kasztelanka” (pok. 311B) za listopad 2026 r.

Opłata miesięczna:        720,00 zł
Zaliczka na media:         45,00 zł
Nadpłata z października:  -30,00 zł
Do zapłaty:               735,00 zł
Termin płatności:         15.11.2026

Wpłat należy dokonywać na indywidualny rachunek:
61 1240 4722 1111 0010 4128 7000

Rozliczenie ma charakter informacyjny. Opłaty zaksięgowane po 10. dniu miesiąca widoczne będą w kolejnym zestawieniu.

Z poważaniem
Dział Domów Studenckich
Akademia Wawelska w Krakowie
tel. 12 422 19 40
`,
    html: aw_page(
      "Rozliczenie opłat",
      `<p>Szanowna Pani,</p>
<p>w załączniku przesyłamy rozliczenie opłat za zakwaterowanie w Domu Studenckim <b>„Kasztelanka”</b> (pok. 311B) za listopad 2026 r.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;width:100%;">
<tr style="background:#f4ecec;"><td>Opłata miesięczna</td><td align="right">720,00 zł</td></tr>
<tr><td>Zaliczka na media</td><td align="right">45,00 zł</td></tr>
<tr style="background:#f4ecec;"><td>Nadpłata z października</td><td align="right">−30,00 zł</td></tr>
<tr><td><b>Do zapłaty do 15.11.2026</b></td><td align="right"><b>735,00 zł</b></td></tr>
</table>
<p>Rachunek indywidualny: <b>61 1240 4722 1111 0010 4128 7000</b></p>
<p style="font-size:12px;color:#666;">Rozliczenie ma charakter informacyjny. Wpłaty zaksięgowane po 10. dniu miesiąca widoczne będą w kolejnym zestawieniu.</p>`,
    ),
    enc: "b64",
    attachment: [
      "rozliczenie_DS_2026-11_412870.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Rozliczenie DS Kasztelanka 11/2026, album 412870, do zaplaty 735,00 PLN\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "akademia-wawelska",
    group: "regional",
    lang: "uk",
    kind: "info-newsletter",
    code: null,
    link: null,
    from: "Biuro Współpracy Międzynarodowej AW <international@awawel.edu.pl>",
    to: TO_UNI,
    subject: "Новини для студентів з України – листопад 2026",
    date: dt("2026-11-04", "12:30:00", "+0100"),
    text: `Дорогі студенти!

Кілька важливих новин на листопад:

1. Консультації щодо легалізації перебування
   Щовівторка 10:00–13:00, корпус A, кімн. 0.14. Юристка фонду «Przęsło» допоможе з карткою побуту, PESEL та запрошеннями на відбиток пальців. Запис не потрібен.

2. Довідка про навчання польською та англійською
   Тепер її можна замовити в USOSweb (Dla studentów > Zaświadczenia). Готова за 3 робочі дні; забрати в деканаті або отримати електронний варіант з печаткою.

3. Психологічна підтримка українською
   Безкоштовні зустрічі з психологинею – четвер 16:00–19:00, корпус C, кімн. 2.07. Запис: wsparcie@awawel.edu.pl

4. 11 листопада – День незалежності Польщі, заняття не проводяться. Бібліотека зачинена 11–12.11.

Гарного місяця!
Biuro Współpracy Międzynarodowej
Akademia Wawelska w Krakowie, ul. Podzamcze 14, 31-001 Kraków
тел. +48 12 422 18 50
`,
    html: aw_page(
      "Новини для студентів з України",
      `<p style="font-size:18px;color:#7a1f2b;margin-top:0;"><b>Дорогі студенти!</b></p>
<p>Кілька важливих новин на листопад:</p>
<p><b>1. Консультації щодо легалізації перебування</b><br>Щовівторка 10:00–13:00, корпус A, кімн. 0.14. Юристка фонду «Przęsło» допоможе з карткою побуту, PESEL та запрошеннями на відбиток пальців. Запис не потрібен.</p>
<p><b>2. Довідка про навчання польською та англійською</b><br>Тепер її можна замовити в USOSweb (Dla studentów &gt; Zaświadczenia). Готова за 3 робочі дні.</p>
<p><b>3. Психологічна підтримка українською</b><br>Безкоштовні зустрічі з психологинею – четвер 16:00–19:00, корпус C, кімн. 2.07. Запис: <a href="mailto:wsparcie@awawel.edu.pl" style="color:#7a1f2b;">wsparcie@awawel.edu.pl</a></p>
<p><b>4. 11 листопада</b> – День незалежності Польщі, заняття не проводяться. Бібліотека зачинена 11–12.11.</p>
<p>Гарного місяця!<br><i>Biuro Współpracy Międzynarodowej</i></p>`,
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------ StudyKrug (study groups)

const studykrug: Mail[] = [
  {
    family: "studykrug",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://go.studykrug.app/c/eyJ1IjoiaW52LzdmM2E5MWQyIn0?utm_source=email&utm_campaign=group_invite",
    from: "StudyKrug <hello@studykrug.app>",
    to: TO,
    subject: "Olena Bondar invited you to “Macro II – ćwiczenia gr. 4”",
    date: dt("2026-10-06", "19:22:40", "+0200"),
    text: `Olena Bondar invited you to join a study group on StudyKrug

Macro II – ćwiczenia gr. 4
7 members · 23 shared notes · next session Thu 8 Oct, 18:00

"Hey! Adding everyone from group 4 so we can split the problem sets. – Olena"

Join the group:
https://go.studykrug.app/c/eyJ1IjoiaW52LzdmM2E5MWQyIn0?utm_source=email&utm_campaign=group_invite

This invitation expires in 14 days.

---
You received this because Olena Bondar entered oksana.hrytsenko@poczta.example.
StudyKrug Labs sp. z o.o., ul. Dolnych Młynów 10/5, 31-124 Kraków
Help: https://help.studykrug.app · Privacy: https://studykrug.app/privacy
`,
    html: `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fafaf7;">
<div style="display:none;max-height:0;overflow:hidden;">Olena wants you in her study group – 7 members already inside.</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:14px;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1f;">
<tr><td style="padding:28px 32px 0;"><img src="https://cdn.studykrug.app/mail/wordmark@2x.png" width="120" alt="StudyKrug"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:22px;font-weight:700;line-height:1.3;">Olena Bondar invited you to a study group</td></tr>
<tr><td style="padding:18px 32px;">
 <table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f6ff;border-radius:10px;"><tr>
 <td width="56" style="padding:14px;"><img src="https://cdn.studykrug.app/avatars/g/7f3a91d2.png" width="44" height="44" alt="" style="border-radius:8px;"></td>
 <td style="padding:14px 14px 14px 0;font-size:15px;"><b>Macro II – ćwiczenia gr. 4</b><br><span style="color:#666;font-size:13px;">7 members · 23 shared notes · next session Thu 8 Oct, 18:00</span></td>
 </tr></table>
</td></tr>
<tr><td style="padding:0 32px;font-size:14px;color:#444;font-style:italic;">“Hey! Adding everyone from group 4 so we can split the problem sets. – Olena”</td></tr>
<tr><td style="padding:24px 32px;" align="center"><a href="https://go.studykrug.app/c/eyJ1IjoiaW52LzdmM2E5MWQyIn0?utm_source=email&amp;utm_campaign=group_invite" style="background:#3358ff;color:#fff;text-decoration:none;padding:13px 34px;border-radius:24px;font-weight:600;display:inline-block;">Join group</a></td></tr>
<tr><td style="padding:0 32px 26px;font-size:12px;color:#888;">This invitation expires in 14 days.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;max-width:520px;line-height:1.5;">You received this because Olena Bondar entered oksana.hrytsenko@poczta.example.<br>StudyKrug Labs sp. z o.o., ul. Dolnych Młynów 10/5, 31-124 Kraków<br>
<a href="https://help.studykrug.app" style="color:#999;">Help</a> · <a href="https://studykrug.app/privacy" style="color:#999;">Privacy</a></p>
<p><a href="https://apps.apple.com/app/studykrug/id6450012345"><img src="https://cdn.studykrug.app/mail/appstore.png" height="36" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=app.studykrug"><img src="https://cdn.studykrug.app/mail/googleplay.png" height="36" alt="Get it on Google Play"></a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "studykrug",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "394618",
    link: "https://go.studykrug.app/c/eyJ1IjoidmVyaWZ5LzM5NDYxOCJ9?utm_source=email&utm_campaign=verify",
    from: "StudyKrug <hello@studykrug.app>",
    to: TO,
    subject: "Confirm your email for StudyKrug",
    date: dt("2026-10-06", "19:31:02", "+0200"),
    text: `Almost there, Oksana!

To finish creating your StudyKrug account, enter this code in the app:

394 618

Or confirm with one tap:
https://go.studykrug.app/c/eyJ1IjoidmVyaWZ5LzM5NDYxOCJ9?utm_source=email&utm_campaign=verify

The code and the button work for 30 minutes. After that, request a new one from the sign-up screen.

Once confirmed, you'll land straight in "Macro II – ćwiczenia gr. 4".

StudyKrug Labs sp. z o.o., ul. Dolnych Młynów 10/5, 31-124 Kraków
Help: https://help.studykrug.app
`,
    html: `<!doctype html><html><body style="margin:0;background:#fafaf7;">
<div style="display:none;max-height:0;overflow:hidden;">Your code is 394 618</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:32px 12px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:14px;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1f;">
<tr><td style="padding:28px 32px 0;"><img src="https://cdn.studykrug.app/mail/wordmark@2x.png" width="120" alt="StudyKrug"></td></tr>
<tr><td style="padding:18px 32px 0;font-size:22px;font-weight:700;">Almost there, Oksana!</td></tr>
<tr><td style="padding:10px 32px;font-size:15px;color:#444;">Enter this code in the app to finish creating your account:</td></tr>
<tr><td align="center" style="padding:10px 32px;"><span style="display:inline-block;font-size:34px;font-weight:700;letter-spacing:8px;background:#f2f6ff;border-radius:10px;padding:12px 20px;color:#3358ff;">394 618</span></td></tr>
<tr><td align="center" style="padding:8px 32px;font-size:13px;color:#888;">or</td></tr>
<tr><td align="center" style="padding:4px 32px 20px;"><a href="https://go.studykrug.app/c/eyJ1IjoidmVyaWZ5LzM5NDYxOCJ9?utm_source=email&amp;utm_campaign=verify" style="background:#3358ff;color:#fff;text-decoration:none;padding:12px 30px;border-radius:24px;font-weight:600;display:inline-block;">Confirm email</a></td></tr>
<tr><td style="padding:0 32px 26px;font-size:12px;color:#888;">The code and the button work for 30 minutes. Once confirmed, you'll land straight in “Macro II – ćwiczenia gr. 4”.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;">StudyKrug Labs sp. z o.o., ul. Dolnych Młynów 10/5, 31-124 Kraków · <a href="https://help.studykrug.app" style="color:#999;">Help</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "studykrug",
    group: "consumer",
    lang: "uk",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "StudyKrug <digest@studykrug.app>",
    to: TO,
    subject: "Ваш тиждень у StudyKrug: 5 нових нотаток, 1 сесія",
    date: dt("2026-10-18", "09:00:11", "+0200"),
    text: `Привіт, Оксано!

Ось що сталося у ваших групах за тиждень 12–18 жовтня:

Macro II – ćwiczenia gr. 4
  • Олена Бондар додала «Задачі 3.1–3.8 (розв'язки)»
  • Maciej W. додав «Elastyczność – ściąga.pdf»
  • Наступна сесія: четвер, 22 жовтня, 18:00, бібліотека, зала 2

Statystyka – egzamin
  • 3 нові нотатки, 12 коментарів

Ви провели 4 год 35 хв у режимі фокусу. Так тримати!

Відкрити застосунок: https://studykrug.app/home
Налаштування розсилки: https://studykrug.app/settings/email
Відписатися від щотижневого огляду: https://studykrug.app/u/unsub?l=digest&t=b81c0e

StudyKrug Labs sp. z o.o., вул. Dolnych Młynów 10/5, 31-124 Краків
`,
    html: `<html><body style="background:#fafaf7;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:Roboto,Arial,sans-serif;font-size:14px;color:#222;">
<tr><td style="padding:26px 30px 6px;"><img src="https://cdn.studykrug.app/mail/wordmark@2x.png" width="110" alt="StudyKrug"></td></tr>
<tr><td style="padding:6px 30px;font-size:20px;font-weight:700;">Привіт, Оксано! Ваш тиждень 12–18 жовтня</td></tr>
<tr><td style="padding:14px 30px;">
<p style="margin:0 0 6px;font-weight:600;">Macro II – ćwiczenia gr. 4</p>
<ul style="margin:0 0 14px;padding-left:18px;color:#444;">
<li>Олена Бондар додала «Задачі 3.1–3.8 (розв'язки)»</li>
<li>Maciej W. додав «Elastyczność – ściąga.pdf»</li>
<li>Наступна сесія: четвер, 22 жовтня, 18:00, бібліотека, зала 2</li>
</ul>
<p style="margin:0 0 6px;font-weight:600;">Statystyka – egzamin</p>
<p style="margin:0;color:#444;">3 нові нотатки, 12 коментарів</p>
</td></tr>
<tr><td style="padding:8px 30px 18px;"><table cellpadding="0" cellspacing="0" style="background:#fff6e0;border-radius:10px;width:100%;"><tr><td style="padding:14px;">⏱ <b>4 год 35 хв</b> у режимі фокусу. Так тримати!</td></tr></table></td></tr>
<tr><td align="center" style="padding:0 30px 26px;"><a href="https://studykrug.app/home" style="color:#3358ff;font-weight:600;text-decoration:none;">Відкрити StudyKrug →</a></td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;"><a href="https://studykrug.app/settings/email" style="color:#999;">Налаштування розсилки</a> · <a href="https://studykrug.app/u/unsub?l=digest&amp;t=b81c0e" style="color:#999;">Відписатися</a><br>StudyKrug Labs sp. z o.o., вул. Dolnych Młynów 10/5, 31-124 Краків</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ Fundacja Przęsło (scholarships)

const przeslo: Mail[] = [
  {
    family: "przeslo-stypendia",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://wnioski.przeslo.org.pl/konto/aktywuj/4c1f0a77-2b9e-4d18-9a31-e07c55d2b6f3",
    from: "Fundacja Przęsło – system wniosków <wnioski@przeslo.org.pl>",
    to: TO,
    subject: "Aktywuj konto w systemie wniosków stypendialnych",
    date: dt("2026-10-01", "16:47:20", "+0200"),
    text: `Dzień dobry,

dziękujemy za rejestrację w systemie wniosków stypendialnych Fundacji Przęsło (nabór 2026/2027, program „Most” dla studentów z Ukrainy).

Aby aktywować konto i przejść do formularza wniosku, kliknij w link:
https://wnioski.przeslo.org.pl/konto/aktywuj/4c1f0a77-2b9e-4d18-9a31-e07c55d2b6f3

Link jest aktywny przez 72 godziny. Nabór wniosków trwa do 31 października 2026 r. do godz. 23:59.

Ważne terminy:
- 31.10.2026 – zamknięcie naboru
- 20.11.2026 – ogłoszenie wyników
- od 01.12.2026 – wypłata pierwszej raty stypendium (1 200 zł miesięcznie)

Pytania prosimy kierować na adres stypendia@przeslo.org.pl lub pod numer +48 12 341 55 20 (wt, czw 10:00–14:00).

Zespół Programów Stypendialnych
Fundacja Przęsło
ul. Krowoderska 41, 31-158 Kraków
KRS 0000612345
`,
    html: `<html><body style="font-family:Georgia,'Times New Roman',serif;color:#2b2b2b;background:#fff;">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:20px 0;border-bottom:2px solid #2f6f5e;"><img src="https://przeslo.org.pl/wp-content/uploads/2024/03/logo-przeslo.png" alt="Fundacja Przęsło" width="180"></td></tr>
<tr><td style="padding:22px 0;font-size:15px;line-height:1.6;">
<p>Dzień dobry,</p>
<p>dziękujemy za rejestrację w systemie wniosków stypendialnych Fundacji Przęsło (nabór 2026/2027, program <i>„Most”</i> dla studentów z Ukrainy).</p>
<p>Aby aktywować konto i przejść do formularza wniosku, kliknij w przycisk:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://wnioski.przeslo.org.pl/konto/aktywuj/4c1f0a77-2b9e-4d18-9a31-e07c55d2b6f3" style="background:#2f6f5e;color:#fff;padding:12px 28px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Aktywuj konto</a></p>
<p style="font-size:13px;color:#666;">Link jest aktywny przez 72 godziny.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #d9e6e1;width:100%;">
<tr style="background:#eef5f2;"><td colspan="2"><b>Ważne terminy</b></td></tr>
<tr><td>31.10.2026</td><td>zamknięcie naboru</td></tr>
<tr><td>20.11.2026</td><td>ogłoszenie wyników</td></tr>
<tr><td>od 01.12.2026</td><td>wypłata pierwszej raty (1 200 zł / mies.)</td></tr>
</table>
<p style="font-size:13px;">Pytania: <a href="mailto:stypendia@przeslo.org.pl">stypendia@przeslo.org.pl</a>, +48 12 341 55 20 (wt, czw 10:00–14:00).</p>
</td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:11px;color:#888;border-top:1px solid #eee;padding-top:12px;">Fundacja Przęsło · ul. Krowoderska 41, 31-158 Kraków · KRS 0000612345<br>
<a href="https://przeslo.org.pl/polityka-prywatnosci" style="color:#888;">Polityka prywatności</a> · <a href="https://www.facebook.com/fundacjaprzeslo" style="color:#888;">Facebook</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "przeslo-stypendia",
    group: "regional",
    lang: "uk",
    kind: "application-received",
    code: null,
    link: null,
    from: "Fundacja Przęsło <stypendia@przeslo.org.pl>",
    to: TO,
    subject: "Заявку № MOST/2026/0412 отримано",
    date: dt("2026-10-27", "21:13:58", "+0100"),
    text: `Шановна пані Оксано,

підтверджуємо отримання Вашої заявки на стипендію програми «Міст» (набір 2026/2027).

Номер заявки: MOST/2026/0412
Дата подання: 27.10.2026, 21:13
Навчальний заклад: Akademia Wawelska w Krakowie, економіка, 2 курс
Додані документи: 4 (довідка з деканату, виписка оцінок, мотиваційний лист, копія паспорта)

Що далі:
1. До 6 листопада ми перевіримо комплектність документів. Якщо чогось бракуватиме, напишемо Вам окремо.
2. Результати конкурсу буде оголошено 20 листопада 2026 р.

Статус заявки можна переглянути в особистому кабінеті: https://wnioski.przeslo.org.pl/moje-wnioski

З повагою,
Команда стипендійних програм
Fundacja Przęsło, ul. Krowoderska 41, 31-158 Kraków
тел. +48 12 341 55 20
`,
    html: null,
    enc: "qp",
  },
  {
    family: "przeslo-stypendia",
    group: "regional",
    lang: "pl",
    kind: "decision-letter",
    code: null,
    link: null,
    from: "Fundacja Przęsło <stypendia@przeslo.org.pl>",
    to: TO,
    subject: "Wyniki naboru – program „Most” 2026/2027 (wniosek MOST/2026/0412)",
    date: dt("2026-11-20", "15:30:00", "+0100"),
    text: `Szanowna Pani,

z przyjemnością informujemy, że Komisja Stypendialna przyznała Pani stypendium w programie „Most” na rok akademicki 2026/2027.

Kwota:          1 200,00 zł miesięcznie
Okres:          grudzień 2026 – czerwiec 2027 (7 rat)
Pierwsza rata:  do 10.12.2026
Rachunek:       •••• •••• •••• 7731 (wskazany we wniosku)

Decyzja wraz z uzasadnieniem znajduje się w załączniku (PDF). Umowa stypendialna zostanie udostępniona do podpisu elektronicznego w osobnej wiadomości.

Gratulujemy!

Komisja Stypendialna
Fundacja Przęsło
`,
    html: `<html><body style="font-family:Georgia,serif;color:#2b2b2b;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:2px solid #2f6f5e;"><img src="https://przeslo.org.pl/wp-content/uploads/2024/03/logo-przeslo.png" alt="Fundacja Przęsło" width="180"></td></tr>
<tr><td style="padding:20px 0;font-size:15px;line-height:1.6;">
<p>Szanowna Pani,</p>
<p>z przyjemnością informujemy, że Komisja Stypendialna <b>przyznała Pani stypendium</b> w programie „Most” na rok akademicki 2026/2027.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-collapse:collapse;">
<tr><td style="color:#666;">Kwota</td><td><b>1 200,00 zł</b> miesięcznie</td></tr>
<tr><td style="color:#666;">Okres</td><td>grudzień 2026 – czerwiec 2027 (7 rat)</td></tr>
<tr><td style="color:#666;">Pierwsza rata</td><td>do 10.12.2026</td></tr>
<tr><td style="color:#666;">Rachunek</td><td>•••• •••• •••• 7731</td></tr>
</table>
<p>Decyzja wraz z uzasadnieniem znajduje się w załączniku. Umowa stypendialna zostanie udostępniona do podpisu elektronicznego w osobnej wiadomości.</p>
<p>Gratulujemy!<br><i>Komisja Stypendialna</i></p>
</td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "decyzja_MOST-2026-0412.pdf",
      "application/pdf",
      "%PDF-1.5\n%\xe2\xe3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Decyzja Komisji Stypendialnej MOST/2026/0412\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ------------------------------------------------------------ Bank Sukiennice (Polish bank)

function bs_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f3f3;">
<span style="display:none;font-size:1px;color:#f3f3f3;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f3f3"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#1b1b1b;">
<tr><td bgcolor="#0c3b5e" style="padding:16px 24px;"><img src="https://static.banksukiennice.pl/mail/logo-white.png" alt="Bank Sukiennice" width="150" height="32" style="display:block;"></td></tr>
<tr><td style="padding:26px 24px;line-height:1.55;">${body}</td></tr>
<tr><td style="padding:0 24px 20px;"><table width="100%" cellpadding="10" cellspacing="0" bgcolor="#fff7e6" style="font-size:12px;border-left:3px solid #f0a000;"><tr><td>Bank nigdy nie prosi w wiadomościach e-mail o podanie hasła, kodu SMS ani danych karty. Nie otwieraj linków z podejrzanych wiadomości.</td></tr></table></td></tr>
<tr><td bgcolor="#eef2f5" style="padding:16px 24px;font-size:11px;color:#5b6570;line-height:1.5;">
Infolinia: 801 300 600 lub +48 12 300 60 00 (opłata wg taryfy operatora)<br>
Bank Sukiennice S.A., Rynek Główny 3, 31-042 Kraków, KRS 0000123987, kapitał zakładowy 412 000 000 zł (wpłacony w całości).<br>
<a href="https://www.banksukiennice.pl/bezpieczenstwo" style="color:#0c3b5e;">Bezpieczeństwo</a> · <a href="https://www.banksukiennice.pl/rodo" style="color:#0c3b5e;">RODO</a> · <a href="https://www.banksukiennice.pl/kontakt" style="color:#0c3b5e;">Kontakt</a>
</td></tr></table></td></tr></table></body></html>`;
}

const sukiennice: Mail[] = [
  {
    family: "bank-sukiennice",
    group: "regional",
    lang: "pl",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Bank Sukiennice <powiadomienia@banksukiennice.pl>",
    to: TO,
    subject: "Wyciąg za październik 2026 jest dostępny w bankowości internetowej",
    date: dt("2026-11-02", "06:12:09", "+0100"),
    text: `Dzień dobry,

wyciąg z rachunku Konto Student (nr •••• 7731) za okres 01.10.2026 – 31.10.2026 jest już dostępny w serwisie Sukiennice24 oraz w aplikacji mobilnej, w zakładce Dokumenty > Wyciągi.

Saldo na koniec okresu: 2 184,37 zł
Liczba operacji: 58

Ze względów bezpieczeństwa nie przesyłamy wyciągów jako załączników.

Pozdrawiamy
Bank Sukiennice S.A.
Infolinia 801 300 600
`,
    html: bs_page(
      "Saldo na koniec października: 2 184,37 zł",
      `<p>Dzień dobry,</p>
<p>wyciąg z rachunku <b>Konto Student</b> (nr •••• 7731) za okres <b>01.10.2026 – 31.10.2026</b> jest już dostępny w serwisie Sukiennice24 oraz w aplikacji mobilnej, w zakładce <i>Dokumenty &gt; Wyciągi</i>.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;"><tr><td style="color:#5b6570;">Saldo na koniec okresu</td><td><b>2 184,37 zł</b></td></tr><tr><td style="color:#5b6570;">Liczba operacji</td><td>58</td></tr></table>
<p style="font-size:12px;color:#5b6570;">Ze względów bezpieczeństwa nie przesyłamy wyciągów jako załączników.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "bank-sukiennice",
    group: "regional",
    lang: "pl",
    kind: "new-device",
    code: null,
    link: null,
    from: "Bank Sukiennice <bezpieczenstwo@banksukiennice.pl>",
    to: TO,
    subject: "Nowe urządzenie zostało dodane do aplikacji Sukiennice24",
    date: dt("2026-10-14", "20:38:44", "+0200"),
    text: `Dzień dobry,

14.10.2026 o godz. 20:37 do Twojego profilu w aplikacji mobilnej Sukiennice24 dodano nowe urządzenie:

Urządzenie: Samsung Galaxy A56
System: Android 16
Zaufane urządzenie nr 2 z 3 dostępnych

Jeśli to Ty – nie musisz nic robić.
Jeśli nie rozpoznajesz tego urządzenia, natychmiast zadzwoń na infolinię 801 300 600 (całodobowo) i zablokuj dostęp.

Bank Sukiennice S.A.
`,
    html: bs_page(
      "Dodano urządzenie Samsung Galaxy A56",
      `<p style="font-size:17px;color:#0c3b5e;margin-top:0;"><b>Dodano nowe urządzenie</b></p>
<p>14.10.2026 o godz. 20:37 do Twojego profilu w aplikacji mobilnej Sukiennice24 dodano nowe urządzenie:</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;background:#f6f8fa;width:100%;">
<tr><td width="40%" style="color:#5b6570;">Urządzenie</td><td>Samsung Galaxy A56</td></tr>
<tr><td style="color:#5b6570;">System</td><td>Android 16</td></tr>
<tr><td style="color:#5b6570;">Zaufane urządzenia</td><td>2 z 3</td></tr></table>
<p>Jeśli to Ty – nie musisz nic robić.</p>
<p>Jeśli nie rozpoznajesz tego urządzenia, natychmiast zadzwoń na infolinię <b>801 300 600</b> (całodobowo) lub <a href="https://www.banksukiennice.pl/zastrzez" style="color:#0c3b5e;">zastrzeż dostęp</a>.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "bank-sukiennice",
    group: "regional",
    lang: "pl",
    kind: "confirm-change",
    code: null,
    link: "https://online.banksukiennice.pl/ib/email/potwierdz?id=EM26-0047712&h=9f2ce81b7d",
    from: "Bank Sukiennice <powiadomienia@banksukiennice.pl>",
    to: TO,
    subject: "Potwierdź nowy adres e-mail do kontaktu z bankiem",
    date: dt("2026-11-05", "18:02:27", "+0100"),
    text: `Dzień dobry,

w serwisie Sukiennice24 złożono dyspozycję zmiany adresu e-mail do korespondencji na: oksana.hrytsenko@poczta.example

Aby zakończyć zmianę, potwierdź adres, otwierając link (ważny 48 godzin):
https://online.banksukiennice.pl/ib/email/potwierdz?id=EM26-0047712&h=9f2ce81b7d

Do czasu potwierdzenia wiadomości od banku będą wysyłane na dotychczasowy adres (o.h***@student.awawel.edu.pl).
Numer dyspozycji: EM26-0047712

Jeśli nie zlecałeś(-aś) zmiany, zignoruj tę wiadomość i skontaktuj się z nami: 801 300 600.

Bank Sukiennice S.A.
`,
    html: bs_page(
      "Jeszcze jeden krok – potwierdź adres e-mail",
      `<p>Dzień dobry,</p>
<p>w serwisie Sukiennice24 złożono dyspozycję zmiany adresu e-mail do korespondencji na: <b>oksana.hrytsenko@poczta.example</b></p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr><td bgcolor="#f0a000" style="border-radius:4px;">
<a href="https://online.banksukiennice.pl/ib/email/potwierdz?id=EM26-0047712&amp;h=9f2ce81b7d" target="_blank" style="display:block;padding:12px 30px;font-family:Verdana,sans-serif;font-size:14px;color:#1b1b1b;text-decoration:none;font-weight:bold;">Potwierdzam adres e-mail</a>
</td></tr></table>
<p style="font-size:12px;color:#5b6570;">Link jest ważny 48 godzin. Do czasu potwierdzenia wiadomości od banku trafiają na dotychczasowy adres (o.h***@student.awawel.edu.pl). Numer dyspozycji: EM26-0047712.</p>
<p style="font-size:12px;color:#5b6570;">Jeśli nie zlecałeś(-aś) zmiany, zignoruj tę wiadomość i zadzwoń: 801 300 600.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "bank-sukiennice",
    group: "regional",
    lang: "en",
    kind: "card-payment",
    code: null,
    link: null,
    from: "Bank Sukiennice <alerts@banksukiennice.pl>",
    to: TO,
    subject: "Card payment: 189.90 PLN at DECATHLON KRAKOW",
    date: dt("2026-11-14", "12:44:03", "+0100"),
    text: `Card payment alert

Card: Visa Debit •••• 2208
Merchant: DECATHLON KRAKOW ZAKOPIANSKA
Amount: 189.90 PLN
Date: 14.11.2026, 12:43
Available balance: 1 412.55 PLN

You are receiving this alert because notifications for card payments above 100 PLN are on. Change alert settings in Sukiennice24 > Settings > Notifications.

Did not make this payment? Call +48 12 300 60 00 (24/7) to block your card.

Bank Sukiennice S.A., Rynek Główny 3, 31-042 Kraków
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Kashtan Bank (Ukrainian bank)

const kashtan: Mail[] = [
  {
    family: "kashtan-bank",
    group: "regional",
    lang: "uk",
    kind: "login-code",
    code: "730915",
    link: null,
    from: "Каштан Банк <noreply@kashtanbank.ua>",
    to: TO,
    subject: "Код для входу в Каштан Онлайн",
    date: dt("2026-10-11", "23:07:15", "+0300"),
    text: `Код для входу: 730 915

Хтось входить у веб-версію Каштан Онлайн з нового браузера.
Код дійсний 5 хвилин.

Нікому не повідомляйте цей код, навіть працівникам банку.
Якщо це були не ви — терміново зателефонуйте 0 800 30 77 11 (безкоштовно по Україні) або +380 44 390 77 11.

АТ «Каштан Банк», м. Київ, вул. Січових Стрільців, 52. Ліцензія НБУ № 187.
`,
    html: `<html><body style="margin:0;background:#f6f2ea;">
<div style="display:none;">Код дійсний 5 хвилин</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:24px 28px;border-bottom:1px solid #efe7da;"><img src="https://kashtanbank.ua/mail/i/logo-kashtan.png" width="130" alt="Каштан Банк"></td></tr>
<tr><td style="padding:26px 28px 8px;font-size:16px;color:#2c2c2c;">Хтось входить у веб-версію Каштан Онлайн з нового браузера. Ваш код:</td></tr>
<tr><td align="center" style="padding:10px 28px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:40px;height:52px;background:#fbf4e6;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;color:#6b3e12;">7</td>
<td style="width:40px;height:52px;background:#fbf4e6;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;color:#6b3e12;">3</td>
<td style="width:40px;height:52px;background:#fbf4e6;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;color:#6b3e12;">0</td>
<td style="width:14px;"></td>
<td style="width:40px;height:52px;background:#fbf4e6;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;color:#6b3e12;">9</td>
<td style="width:40px;height:52px;background:#fbf4e6;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;color:#6b3e12;">1</td>
<td style="width:40px;height:52px;background:#fbf4e6;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;color:#6b3e12;">5</td>
</tr></table></td></tr>
<tr><td style="padding:10px 28px 22px;font-size:13px;color:#777;text-align:center;">Код дійсний 5 хвилин. Нікому його не повідомляйте, навіть працівникам банку.</td></tr>
<tr><td style="padding:16px 28px;background:#faf7f1;font-size:12px;color:#8a7f70;border-radius:0 0 12px 12px;">Це були не ви? Телефонуйте <b>0 800 30 77 11</b> або +380 44 390 77 11.<br>АТ «Каштан Банк», м. Київ, вул. Січових Стрільців, 52. Ліцензія НБУ № 187.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kashtan-bank",
    group: "regional",
    lang: "uk",
    kind: "card-expiring",
    code: null,
    link: null,
    from: "Каштан Банк <info@kashtanbank.ua>",
    to: TO,
    subject: "Термін дії вашої картки •• 5540 закінчується",
    date: dt("2026-11-17", "11:20:00", "+0200"),
    text: `Оксано, добрий день!

Термін дії вашої картки Mastercard •• 5540 закінчується 30.11.2026.

Нову картку можна:
• отримати у будь-якому відділенні банку в Україні;
• оформити як віртуальну в застосунку Каштан Онлайн — миттєво та безкоштовно;
• замовити доставку за кордон (Польща: 9–14 робочих днів, вартість 450 грн).

Баланс і всі налаштування (ліміти, автоплатежі, підписки) перейдуть на нову картку автоматично.

Дякуємо, що ви з нами!
Каштан Банк · 0 800 30 77 11
https://kashtanbank.ua
`,
    html: `<html><body style="background:#f6f2ea;font-family:Arial,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:22px 28px;"><img src="https://kashtanbank.ua/mail/i/logo-kashtan.png" width="130" alt="Каштан Банк"></td></tr>
<tr><td><img src="https://kashtanbank.ua/mail/i/card-renew-banner.jpg" width="560" alt="Картка, що закінчується" style="display:block;"></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;line-height:1.6;color:#2c2c2c;">
<p>Оксано, добрий день!</p>
<p>Термін дії вашої картки <b>Mastercard •• 5540</b> закінчується <b>30.11.2026</b>.</p>
<p>Нову картку можна:</p>
<ul><li>отримати у будь-якому відділенні банку в Україні;</li><li>оформити як віртуальну в застосунку Каштан Онлайн — миттєво та безкоштовно;</li><li>замовити доставку за кордон (Польща: 9–14 робочих днів, 450 грн).</li></ul>
<p>Баланс і всі налаштування перейдуть на нову картку автоматично.</p>
</td></tr>
<tr><td style="padding:0 28px 24px;"><a href="https://kashtanbank.ua/app"><img src="https://kashtanbank.ua/mail/i/badge-appstore.png" height="34" alt="App Store"></a> <a href="https://kashtanbank.ua/app"><img src="https://kashtanbank.ua/mail/i/badge-gplay.png" height="34" alt="Google Play"></a></td></tr>
<tr><td style="padding:14px 28px;background:#faf7f1;font-size:11px;color:#8a7f70;">Каштан Банк · 0 800 30 77 11 · <a href="https://kashtanbank.ua/unsubscribe?c=card-exp" style="color:#8a7f70;">Відмовитися від інформаційних листів</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ Hopla (money transfers)

const hopla: Mail[] = [
  {
    family: "hopla-transfer",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "418-207",
    code_digits: "418207",
    link: null,
    from: "Hopla <security@mail.hopla.money>",
    to: TO,
    subject: "418-207 is your Hopla verification code",
    date: dt("2026-10-04", "14:26:51", "+0200"),
    text: `Hi Oksana,

Use this code to finish adding your e-mail address to Hopla:

418-207

It expires in 15 minutes. Hopla will never call you or message you to ask for this code.

Didn't try to add this address? You can ignore this message; nothing will change on your account.

Send money home from 0 fees on your first transfer - see https://hopla.money/pricing

Hopla Payments UAB, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania.
Authorised by the Bank of Lithuania as an electronic money institution (licence No. 74).
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"><style>@media (max-width:600px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">Use 418-207 to finish adding your e-mail. Expires in 15 minutes.</div>
<table class="wrap" width="540" align="center" cellpadding="0" cellspacing="0" style="font-family:'Inter',Helvetica,Arial,sans-serif;color:#111;">
<tr><td style="padding:30px 20px 10px;"><img src="https://assets.hopla.money/email/hopla-logo-2025.png" alt="Hopla" width="96"></td></tr>
<tr><td style="padding:10px 20px;font-size:24px;font-weight:800;">Your verification code</td></tr>
<tr><td style="padding:8px 20px;font-size:15px;color:#444;">Hi Oksana, use this code to finish adding your e-mail address to Hopla:</td></tr>
<tr><td style="padding:18px 20px;"><div style="background:#e8fff4;border-radius:12px;padding:20px;text-align:center;font-size:36px;font-weight:800;letter-spacing:6px;color:#00834f;">418-207</div></td></tr>
<tr><td style="padding:4px 20px 20px;font-size:13px;color:#666;">It expires in 15 minutes. Hopla will never call you or message you to ask for this code. Didn't try to add this address? Ignore this message.</td></tr>
<tr><td style="padding:20px;border-top:1px solid #eee;font-size:11px;color:#999;line-height:1.6;">
<a href="https://hopla.money/help" style="color:#999;">Help Centre</a> · <a href="https://hopla.money/legal/privacy" style="color:#999;">Privacy</a> · <a href="https://hopla.money/pricing" style="color:#999;">Pricing</a><br>
Hopla Payments UAB, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania. Authorised by the Bank of Lithuania as an electronic money institution (licence No. 74).</td></tr>
</table></body></html>`,
    enc: "7bit",
  },
  {
    family: "hopla-transfer",
    group: "consumer",
    lang: "uk",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Hopla <transfers@mail.hopla.money>",
    to: TO,
    subject: "Ви отримали 2 500,00 UAH від Галини Г.",
    date: dt("2026-10-19", "09:41:33", "+0200"),
    text: `Гроші вже на вашому рахунку Hopla!

Від: Галина Г. (Україна)
Сума: 2 500,00 UAH
Зараховано: 236,48 PLN (курс 1 PLN = 10,5717 UAH)
Комісія: 0,00 PLN
Номер переказу: HP-UA-PL-26101904417

Кошти можна вивести на картку •• 2208 або залишити на балансі.

Повідомлення від відправника: «На проїзд і книжки. Цілую, мама»

Hopla Payments UAB · Вільнюс, Литва · https://hopla.money/uk/help
`,
    html: `<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;color:#111;">
<table width="540" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 20px 8px;"><img src="https://assets.hopla.money/email/hopla-logo-2025.png" alt="Hopla" width="96"></td></tr>
<tr><td style="padding:8px 20px;font-size:26px;font-weight:800;">+236,48 PLN</td></tr>
<tr><td style="padding:0 20px 16px;font-size:15px;color:#444;">Гроші від Галини Г. вже на вашому рахунку Hopla.</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eee;border-radius:10px;">
<tr><td style="color:#777;">Надіслано</td><td align="right">2 500,00 UAH</td></tr>
<tr><td style="color:#777;">Курс</td><td align="right">1 PLN = 10,5717 UAH</td></tr>
<tr><td style="color:#777;">Комісія</td><td align="right">0,00 PLN</td></tr>
<tr><td style="color:#777;">Номер переказу</td><td align="right">HP-UA-PL-26101904417</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:14px;color:#444;background:#fafafa;">💬 «На проїзд і книжки. Цілую, мама»</td></tr>
<tr><td style="padding:20px;font-size:11px;color:#999;">Hopla Payments UAB · Вільнюс, Литва · <a href="https://hopla.money/uk/help" style="color:#999;">Допомога</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "hopla-transfer",
    group: "consumer",
    lang: "pl",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "Hopla <transfers@mail.hopla.money>",
    to: TO,
    subject: "Przelew HP-PL-UA-26111200981 został wypłacony",
    date: dt("2026-11-12", "17:55:06", "+0100"),
    text: `Cześć Oksana,

Twój przelew dotarł do odbiorcy.

Odbiorca:        Dmytro Hrytsenko, karta •• 9034 (Україна)
Wysłano:         400,00 PLN
Odbiorca dostał: 4 221,36 UAH
Opłata:          3,99 PLN
Łącznie:         403,99 PLN
Data:            12.11.2026, 17:54

Potwierdzenie w PDF znajdziesz w aplikacji: Historia > ten przelew > Pobierz potwierdzenie.

Zespół Hopla
`,
    html: null,
    enc: "qp",
  },
  {
    family: "hopla-transfer",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Hopla <security@mail.hopla.money>",
    to: TO,
    subject: "Your Hopla password was changed",
    date: dt("2026-11-25", "22:09:48", "+0100"),
    text: `Hi Oksana,

The password for your Hopla account was changed on 25 November 2026 at 22:09 (CET).

Device: iPhone 13, Hopla app 8.14.0
Location: Kraków, Poland (approximate)

If you made this change, you don't need to do anything.

If you didn't, freeze your account right away in the app (Profile > Security > Freeze account) or call us on +370 5 214 0900, 24/7. We'll never ask for your password or verification codes.

Hopla Payments UAB, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania
`,
    html: `<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;color:#111;">
<table width="540" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 20px 8px;"><img src="https://assets.hopla.money/email/hopla-logo-2025.png" alt="Hopla" width="96"></td></tr>
<tr><td style="padding:8px 20px;font-size:22px;font-weight:800;">Your password was changed</td></tr>
<tr><td style="padding:6px 20px;font-size:15px;color:#444;">Hi Oksana, the password for your Hopla account was changed on <b>25 November 2026 at 22:09 (CET)</b>.</td></tr>
<tr><td style="padding:10px 20px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#f7f7f7;border-radius:10px;">
<tr><td style="color:#777;">Device</td><td align="right">iPhone 13, Hopla app 8.14.0</td></tr>
<tr><td style="color:#777;">Location</td><td align="right">Kraków, Poland (approximate)</td></tr></table></td></tr>
<tr><td style="padding:10px 20px;font-size:14px;color:#444;">If you made this change, you don't need to do anything.</td></tr>
<tr><td style="padding:0 20px 16px;font-size:14px;color:#444;">If you didn't, freeze your account right away in the app (Profile &gt; Security &gt; Freeze account) or call <b>+370 5 214 0900</b>, 24/7. <a href="https://hopla.money/help/account-security" style="color:#00834f;">Learn how we protect your account</a></td></tr>
<tr><td style="padding:20px;border-top:1px solid #eee;font-size:11px;color:#999;">Hopla Payments UAB, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania · <a href="https://hopla.money/legal/privacy" style="color:#999;">Privacy</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ e-Pobyt Małopolska (residence cases)

function epobyt_page(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#000;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:8px 0 12px;border-bottom:3px solid #d4213d;"><img src="https://epobyt.malopolska.uw.gov.example.pl/img/godlo-muw.png" width="40" height="46" alt="Godło"> <b style="font-size:16px;vertical-align:top;">Małopolski Urząd Wojewódzki w Krakowie<br><span style="font-weight:normal;font-size:13px;">Wydział Spraw Cudzoziemców – system e-Pobyt</span></b></td></tr>
<tr><td style="padding:16px 0;line-height:1.5;">${body}</td></tr>
<tr><td style="border-top:1px solid #ccc;padding-top:8px;font-size:11px;color:#555;">Wiadomość wygenerowana automatycznie przez system e-Pobyt. Prosimy na nią nie odpowiadać.<br>
Małopolski Urząd Wojewódzki, ul. Przy Rondzie 6, 31-547 Kraków · Informacja telefoniczna: 12 210 20 00 (pn–pt 9:00–14:00)<br>
<a href="https://epobyt.malopolska.uw.gov.example.pl/rodo">Klauzula informacyjna RODO</a></td></tr>
</table></body></html>`;
}

const epobyt: Mail[] = [
  {
    family: "epobyt-malopolska",
    group: "regional",
    lang: "pl",
    kind: "activate-link",
    code: null,
    link: "https://epobyt.malopolska.uw.gov.example.pl/konto/aktywacja?k=8F2D1C47E0B94A6A9D35&u=226418",
    from: "e-Pobyt MUW <e-pobyt@malopolska.uw.gov.example.pl>",
    to: TO,
    subject: "e-Pobyt – aktywacja konta",
    date: dt("2026-10-07", "11:02:45", "+0200"),
    text: `Szanowna Pani / Szanowny Panie,

w systemie e-Pobyt Małopolskiego Urzędu Wojewódzkiego zostało założone konto dla adresu oksana.hrytsenko@poczta.example.

W celu aktywacji konta należy otworzyć poniższy odnośnik:
https://epobyt.malopolska.uw.gov.example.pl/konto/aktywacja?k=8F2D1C47E0B94A6A9D35&u=226418

Odnośnik jest ważny przez 24 godziny. Po tym czasie konieczna będzie ponowna rejestracja.

Po aktywacji konta możliwe będzie:
- śledzenie etapu postępowania w sprawie o udzielenie zezwolenia na pobyt czasowy,
- otrzymywanie wezwań do uzupełnienia braków formalnych,
- umówienie wizyty w celu złożenia odcisków linii papilarnych.

Wiadomość wygenerowana automatycznie. Prosimy na nią nie odpowiadać.
Małopolski Urząd Wojewódzki w Krakowie, ul. Przy Rondzie 6, 31-547 Kraków
`,
    html: epobyt_page(`<p>Szanowna Pani / Szanowny Panie,</p>
<p>w systemie e-Pobyt Małopolskiego Urzędu Wojewódzkiego zostało założone konto dla adresu <b>oksana.hrytsenko@poczta.example</b>.</p>
<p>W celu aktywacji konta należy otworzyć poniższy odnośnik:<br>
<a href="https://epobyt.malopolska.uw.gov.example.pl/konto/aktywacja?k=8F2D1C47E0B94A6A9D35&amp;u=226418">https://epobyt.malopolska.uw.gov.example.pl/konto/aktywacja?k=8F2D1C47E0B94A6A9D35&amp;u=226418</a></p>
<p>Odnośnik jest ważny przez 24 godziny. Po tym czasie konieczna będzie ponowna rejestracja.</p>
<p>Po aktywacji konta możliwe będzie:</p>
<ul><li>śledzenie etapu postępowania w sprawie o udzielenie zezwolenia na pobyt czasowy,</li><li>otrzymywanie wezwań do uzupełnienia braków formalnych,</li><li>umówienie wizyty w celu złożenia odcisków linii papilarnych.</li></ul>`),
    enc: "qp",
  },
  {
    family: "epobyt-malopolska",
    group: "regional",
    lang: "pl",
    kind: "case-status",
    code: null,
    link: null,
    from: "e-Pobyt MUW <e-pobyt@malopolska.uw.gov.example.pl>",
    to: TO,
    subject: "e-Pobyt – zmiana etapu sprawy WSC-II-P.6151.18422.2026",
    date: dt("2026-11-18", "08:31:10", "+0100"),
    text: `Szanowna Pani,

informujemy, że w sprawie nr WSC-II-P.6151.18422.2026 (zezwolenie na pobyt czasowy – studia) nastąpiła zmiana etapu postępowania.

Poprzedni etap: Weryfikacja formalna wniosku
Aktualny etap:  Postępowanie wyjaśniające – oczekiwanie na opinie organów
Data zmiany:    18.11.2026

Na tym etapie nie jest wymagane żadne działanie z Pani strony. O kolejnych zmianach poinformujemy w systemie e-Pobyt.

Wiadomość wygenerowana automatycznie.
`,
    html: epobyt_page(`<p>Szanowna Pani,</p>
<p>informujemy, że w sprawie nr <b>WSC-II-P.6151.18422.2026</b> (zezwolenie na pobyt czasowy – studia) nastąpiła zmiana etapu postępowania.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px;">
<tr><td>Poprzedni etap</td><td>Weryfikacja formalna wniosku</td></tr>
<tr><td>Aktualny etap</td><td><b>Postępowanie wyjaśniające – oczekiwanie na opinie organów</b></td></tr>
<tr><td>Data zmiany</td><td>18.11.2026</td></tr></table>
<p>Na tym etapie nie jest wymagane żadne działanie z Pani strony.</p>`),
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Kraków city e-office (PESEL, appointments)

const eurzad: Mail[] = [
  {
    family: "krakowski-eurzad",
    group: "regional",
    lang: "pl",
    kind: "pesel-status",
    code: null,
    link: null,
    from: "Urząd Miasta Krakowa – eUrząd <powiadomienia@eurzad.krakow.example.pl>",
    to: TO,
    subject: "Informacja o statusie numeru PESEL",
    date: dt("2026-10-09", "12:15:40", "+0200"),
    text: `Szanowna Pani,

uprzejmie informujemy, że w rejestrze PESEL odnotowano zmianę dotyczącą Pani numeru PESEL kończącego się na ...4207:

status UKR został zmieniony na: brak statusu UKR (pobyt na podstawie zezwolenia / wniosku o zezwolenie)
Data zmiany: 08.10.2026

Zmiana nie wpływa na ważność samego numeru PESEL. Numer pozostaje ważny i może być nadal używany m.in. w kontaktach z urzędami, uczelnią i bankiem.

Szczegółowe informacje: Wydział Spraw Obywatelskich UMK, al. Powstania Warszawskiego 10, 31-549 Kraków, tel. 12 616 55 00.

Ta wiadomość ma charakter informacyjny i została wysłana automatycznie.
`,
    html: null,
    enc: "qp",
  },
  {
    family: "krakowski-eurzad",
    group: "regional",
    lang: "pl",
    kind: "appointment-booked",
    code: null,
    link: null,
    from: "Urząd Miasta Krakowa – eUrząd <powiadomienia@eurzad.krakow.example.pl>",
    to: TO,
    subject: "Rezerwacja wizyty nr K-0311/2026/WSO – potwierdzenie",
    date: dt("2026-10-21", "19:48:03", "+0200"),
    text: `Dzień dobry,

zarezerwowano wizytę w Urzędzie Miasta Krakowa.

Numer rezerwacji: K-0311/2026/WSO
Sprawa: Zameldowanie na pobyt czasowy
Miejsce: Wydział Spraw Obywatelskich, al. Powstania Warszawskiego 10, sala obsługi, stanowiska 1–12
Termin: 03.11.2026 (wtorek), godz. 10:40

Zabierz ze sobą: dokument tożsamości, tytuł prawny do lokalu (np. umowa najmu) lub potwierdzenie właściciela lokalu.

Jeśli nie możesz przyjść, anuluj wizytę najpóźniej dzień wcześniej: https://eurzad.krakow.example.pl/rezerwacje/anuluj?nr=K-0311%2F2026%2FWSO
Numer rezerwacji podaj w biletomacie przy wejściu.

Urząd Miasta Krakowa
`,
    html: `<html><body style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="background:#00366b;padding:12px 18px;color:#fff;font-size:16px;"><img src="https://eurzad.krakow.example.pl/assets/herb-krakowa.png" width="28" height="34" alt="Herb Krakowa" style="vertical-align:middle;"> &nbsp;eUrząd Kraków</td></tr>
<tr><td style="padding:18px;">
<p>Dzień dobry,</p>
<p>zarezerwowano wizytę w Urzędzie Miasta Krakowa.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #c9d6e3;width:100%;font-size:14px;">
<tr style="background:#eef3f8;"><td width="35%">Numer rezerwacji</td><td><b style="font-size:18px;">K-0311/2026/WSO</b></td></tr>
<tr><td>Sprawa</td><td>Zameldowanie na pobyt czasowy</td></tr>
<tr style="background:#eef3f8;"><td>Miejsce</td><td>Wydział Spraw Obywatelskich, al. Powstania Warszawskiego 10, sala obsługi, stanowiska 1–12</td></tr>
<tr><td>Termin</td><td><b>03.11.2026 (wtorek), godz. 10:40</b></td></tr>
</table>
<p>Zabierz ze sobą: dokument tożsamości, tytuł prawny do lokalu (np. umowa najmu) lub potwierdzenie właściciela lokalu.</p>
<p style="font-size:13px;color:#555;">Jeśli nie możesz przyjść, <a href="https://eurzad.krakow.example.pl/rezerwacje/anuluj?nr=K-0311%2F2026%2FWSO">anuluj wizytę</a> najpóźniej dzień wcześniej. Numer rezerwacji podaj w biletomacie przy wejściu.</p>
</td></tr>
<tr><td style="background:#f1f1f1;padding:10px 18px;font-size:11px;color:#666;">Urząd Miasta Krakowa · pl. Wszystkich Świętych 3-4, 31-004 Kraków · Centrum Obsługi 12 616 12 00</td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ Hanok (Ukrainian state e-services)

function hanok_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9eef2;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:24px;font-family:'e-Ukraine',Arial,sans-serif;color:#000;">
<tr><td style="padding:28px 32px 8px;"><img src="https://hanok.gov.example.ua/static/mail/hanok-logo-black.png" width="88" alt="Ганок"></td></tr>
<tr><td style="padding:8px 32px 28px;font-size:15px;line-height:1.55;">${body}</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#6b7780;max-width:520px;line-height:1.5;">Портал державних послуг «Ганок». Лист надіслано автоматично, відповідати на нього не потрібно.<br>Служба підтримки: 0 800 50 30 01 · <a href="https://hanok.gov.example.ua/pidtrymka" style="color:#6b7780;">hanok.gov.example.ua/pidtrymka</a></p>
</td></tr></table></body></html>`;
}

const hanok: Mail[] = [
  {
    family: "hanok-portal",
    group: "regional",
    lang: "uk",
    kind: "email-code",
    code: "583107",
    link: null,
    from: "Портал «Ганок» <no-reply@hanok.gov.example.ua>",
    to: TO,
    subject: "Підтвердження електронної пошти на порталі «Ганок»",
    date: dt("2026-10-08", "15:09:27", "+0300"),
    text: `Вітаємо!

Ви вказали цю адресу в особистому кабінеті порталу «Ганок». Щоб підтвердити її, введіть код на сторінці профілю:

58 31 07

Код діє 10 хвилин. Якщо ви не змінювали дані профілю, просто проігноруйте цей лист.

Портал державних послуг «Ганок»
Служба підтримки: 0 800 50 30 01
`,
    html: hanok_page(
      "Код підтвердження пошти",
      `<p style="font-size:22px;font-weight:bold;margin:0 0 14px;">Підтвердіть електронну пошту</p>
<p>Ви вказали цю адресу в особистому кабінеті порталу «Ганок». Щоб підтвердити її, введіть код на сторінці профілю:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:4px;background:#e2f0e9;border-radius:16px;padding:16px 0;text-align:center;margin:20px 0;">58 31 07</p>
<p style="font-size:13px;color:#6b7780;">Код діє 10 хвилин. Якщо ви не змінювали дані профілю, просто проігноруйте цей лист.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "hanok-portal",
    group: "regional",
    lang: "uk",
    kind: "document-ready",
    code: null,
    link: null,
    from: "Портал «Ганок» <no-reply@hanok.gov.example.ua>",
    to: TO,
    subject: "Витяг про реєстрацію місця проживання сформовано",
    date: dt("2026-10-22", "10:44:56", "+0300"),
    text: `Вітаємо, Оксано!

Вашу заяву № 2026-10-22-004417 опрацьовано. Витяг з реєстру територіальної громади про зареєстроване місце проживання сформовано.

Документ доступний у розділі «Мої документи» застосунку та на порталі. Він має кваліфіковану електронну печатку і не потребує паперової копії.

Строк дії витягу: 30 днів (до 21.11.2026).

Якщо вам потрібна англомовна версія для іноземної установи, її можна замовити окремо в розділі «Послуги» — «Переклад документів».

Портал державних послуг «Ганок»
`,
    html: hanok_page(
      "Заява № 2026-10-22-004417 опрацьована",
      `<p style="font-size:22px;font-weight:bold;margin:0 0 14px;">Документ готовий ✅</p>
<p>Вітаємо, Оксано! Вашу заяву <b>№ 2026-10-22-004417</b> опрацьовано. Витяг з реєстру територіальної громади про зареєстроване місце проживання сформовано.</p>
<p>Документ доступний у розділі «Мої документи» застосунку та на порталі. Він має кваліфіковану електронну печатку і не потребує паперової копії.</p>
<table cellpadding="10" cellspacing="0" style="background:#f3f5f7;border-radius:14px;width:100%;font-size:14px;"><tr><td>Строк дії витягу</td><td align="right"><b>30 днів (до 21.11.2026)</b></td></tr></table>
<p style="font-size:13px;color:#6b7780;">Англомовну версію можна замовити в розділі «Послуги» — «Переклад документів».</p>`,
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------ Pogadaj Mobile (phone operator)

const pogadaj: Mail[] = [
  {
    family: "pogadaj-mobile",
    group: "regional",
    lang: "pl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Pogadaj Mobile <efaktura@pogadaj.pl>",
    to: TO,
    subject: "Twoja e-faktura F/2026/10/8841207 – 39,99 zł",
    date: dt("2026-10-05", "04:30:12", "+0200"),
    text: `Cześć Oksana!

Przesyłamy e-fakturę za usługi w okresie 01.09.2026 – 30.09.2026.

Numer faktury:   F/2026/10/8841207
Numer konta:     1.2291840
Numer telefonu:  +48 512 *** 608
Kwota do zapłaty: 39,99 zł
Termin płatności: 19.10.2026

Płatność pobierzemy automatycznie z karty •• 2208 (autopłatność włączona).

Fakturę znajdziesz w załączniku oraz w aplikacji Mój Pogadaj.

Masz pytania? Napisz na czacie w aplikacji lub zadzwoń: *600 z telefonu Pogadaj, +48 22 455 06 00 z innych sieci.

Pogadaj Mobile sp. z o.o., ul. Prosta 70, 00-838 Warszawa
`,
    html: `<html><body style="margin:0;background:#f5f0ff;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#6a2cff;padding:20px 26px;"><img src="https://img.pogadaj.pl/mail/pogadaj-white.png" width="140" alt="Pogadaj"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#222;line-height:1.55;">
<p style="font-size:22px;margin:0 0 10px;"><b>Cześć Oksana!</b></p>
<p>Przesyłamy e-fakturę za usługi w okresie 01.09.2026 – 30.09.2026.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td style="color:#888;">Numer faktury</td><td align="right">F/2026/10/8841207</td></tr>
<tr><td style="color:#888;">Numer konta</td><td align="right">1.2291840</td></tr>
<tr><td style="color:#888;">Numer telefonu</td><td align="right">+48 512 *** 608</td></tr>
<tr><td style="color:#888;">Termin płatności</td><td align="right">19.10.2026</td></tr>
<tr style="background:#f5f0ff;"><td><b>Do zapłaty</b></td><td align="right" style="font-size:20px;"><b>39,99 zł</b></td></tr>
</table>
<p style="font-size:13px;color:#555;">Płatność pobierzemy automatycznie z karty •• 2208 (autopłatność włączona).</p>
</td></tr>
<tr><td style="padding:0 26px 22px;"><a href="https://pogadaj.pl/aplikacja"><img src="https://img.pogadaj.pl/mail/app-store-pl.png" height="36" alt="Pobierz w App Store"></a> <a href="https://pogadaj.pl/aplikacja"><img src="https://img.pogadaj.pl/mail/google-play-pl.png" height="36" alt="Pobierz z Google Play"></a></td></tr>
<tr><td style="padding:16px 26px;background:#222;color:#aaa;font-size:11px;">Pogadaj Mobile sp. z o.o., ul. Prosta 70, 00-838 Warszawa · *600 / +48 22 455 06 00<br><a href="https://pogadaj.pl/regulaminy" style="color:#aaa;">Regulaminy</a> · <a href="https://pogadaj.pl/prywatnosc" style="color:#aaa;">Prywatność</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "F_2026_10_8841207.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Faktura VAT F/2026/10/8841207 brutto 39,99 PLN\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "pogadaj-mobile",
    group: "regional",
    lang: "uk",
    kind: "confirm-change",
    code: null,
    link: "https://moj.pogadaj.pl/potwierdz/zmiana-taryfy?req=TRF-5531948&lang=uk",
    from: "Pogadaj Mobile <obsluga@pogadaj.pl>",
    to: TO,
    subject: "Підтвердіть зміну тарифу на «Pogadaj Bez Granic 45»",
    date: dt("2026-10-26", "20:12:39", "+0100"),
    text: `Вітаємо, Оксано!

Ви замовили в застосунку Мій Pogadaj зміну тарифу для номера +48 512 *** 608:

Поточний тариф: Pogadaj Start 30 — 29,99 zł/міс.
Новий тариф:    Pogadaj Bez Granic 45 — 44,99 zł/міс. (включно 10 ГБ в Україні, 300 хв дзвінків в Україну)
Початок дії:    01.11.2026

Щоб ми виконали зміну, підтвердіть замовлення:
https://moj.pogadaj.pl/potwierdz/zmiana-taryfy?req=TRF-5531948&lang=uk

Без підтвердження протягом 3 днів замовлення буде скасовано. Номер замовлення: TRF-5531948.

Якщо ви нічого не замовляли, зателефонуйте нам: +48 22 455 06 00 (українською — натисніть 4).

Pogadaj Mobile sp. z o.o.
`,
    html: `<html><body style="margin:0;background:#f5f0ff;font-family:Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#6a2cff;padding:18px 24px;"><img src="https://img.pogadaj.pl/mail/pogadaj-white.png" width="140" alt="Pogadaj"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.55;color:#222;">
<p>Вітаємо, Оксано!</p>
<p>Ви замовили в застосунку Мій Pogadaj зміну тарифу для номера <b>+48 512 *** 608</b>:</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;">
<tr><td width="50%" style="background:#f1f1f1;border-radius:8px 0 0 8px;"><span style="color:#888;">Зараз</span><br><b>Pogadaj Start 30</b><br>29,99 zł/міс.</td>
<td style="background:#ede4ff;border-radius:0 8px 8px 0;"><span style="color:#6a2cff;">З 01.11.2026</span><br><b>Pogadaj Bez Granic 45</b><br>44,99 zł/міс. · 10 ГБ в Україні · 300 хв в Україну</td></tr>
</table>
<p style="text-align:center;margin:26px 0;"><a href="https://moj.pogadaj.pl/potwierdz/zmiana-taryfy?req=TRF-5531948&amp;lang=uk" style="background:#6a2cff;color:#fff;text-decoration:none;padding:14px 30px;border-radius:30px;font-weight:bold;">Підтвердити зміну</a></p>
<p style="font-size:13px;color:#666;">Без підтвердження протягом 3 днів замовлення буде скасовано. Номер замовлення: TRF-5531948. Нічого не замовляли? Телефонуйте +48 22 455 06 00 (українською — натисніть 4).</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#222;color:#aaa;font-size:11px;">Pogadaj Mobile sp. z o.o., ul. Prosta 70, 00-838 Warszawa · <a href="https://pogadaj.pl/uk" style="color:#aaa;">pogadaj.pl/uk</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "pogadaj-mobile",
    group: "regional",
    lang: "pl",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Pogadaj Mobile <powiadomienia@pogadaj.pl>",
    to: TO,
    subject: "Wykorzystałaś 80% pakietu danych w roamingu",
    date: dt("2026-11-22", "16:03:18", "+0100"),
    text: `Cześć!

Wykorzystałaś 8 GB z 10 GB pakietu internetu w Ukrainie (taryfa Pogadaj Bez Granic 45).
Pakiet odnowi się 01.12.2026.

Po wykorzystaniu pakietu transfer w Ukrainie będzie kosztował 9,99 zł za każdy rozpoczęty 1 GB. Pakiet dodatkowy 5 GB za 14,99 zł kupisz w aplikacji Mój Pogadaj lub wysyłając SMS o treści UA5 na numer 8060.

Stan licznika na 22.11.2026, 15:58. Dane mogą być opóźnione do 6 godzin.

Pogadaj Mobile
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Szafkomat (parcel lockers)

function szafkomat_html(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#ffd400;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="#ffd400"><tr><td align="center" style="padding:18px 6px;">
<table width="560" border="0" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:6px;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee;"><a href="https://szafkomat.pl/?utm_source=mail"><img src="https://cdn.szafkomat.pl/mail/szafkomat-logo.png" width="150" height="30" alt="Szafkomat" border="0"></a></td></tr>
${inner}
<tr><td style="padding:16px 24px;background:#2d2d2d;font-family:Arial,sans-serif;font-size:11px;color:#bdbdbd;line-height:1.6;border-radius:0 0 6px 6px;">
<a href="https://szafkomat.pl/pomoc" style="color:#ffd400;">Pomoc</a> &nbsp;|&nbsp; <a href="https://szafkomat.pl/regulamin" style="color:#ffd400;">Regulamin</a> &nbsp;|&nbsp; <a href="https://szafkomat.pl/polityka-prywatnosci" style="color:#ffd400;">Prywatność</a><br>
Szafkomat sp. z o.o., ul. Półłanki 18, 30-740 Kraków · Infolinia 12 200 44 44<br>© 2026 Szafkomat. Wszelkie prawa zastrzeżone.</td></tr>
</table></td></tr></table></body></html>`;
}

const szafkomat: Mail[] = [
  {
    family: "szafkomat",
    group: "regional",
    lang: "pl",
    kind: "parcel-in-transit",
    code: null,
    link: null,
    from: "Szafkomat <powiadomienia@szafkomat.pl>",
    to: TO,
    subject: "Paczka od LEPSZYKOSZYK.PL jest w drodze",
    date: dt("2026-10-13", "21:40:55", "+0200"),
    text: `Twoja paczka jest w drodze!

Nadawca: LEPSZYKOSZYK.PL
Numer przesyłki: 620019873344120158724390
Wybrany automat: KRA118M – ul. Piastowska 47, przy sklepie Żabka, Kraków
Przewidywane doręczenie: 14.10.2026

Gdy paczka trafi do automatu, wyślemy Ci kod odbioru SMS-em i e-mailem.

Śledź przesyłkę: https://szafkomat.pl/sledzenie/620019873344120158724390

Szafkomat · Infolinia 12 200 44 44
`,
    html: szafkomat_html(
      "Przewidywane doręczenie: 14.10.2026",
      `<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:15px;color:#2d2d2d;">
<p style="font-size:22px;font-weight:bold;margin:0 0 12px;">Twoja paczka jest w drodze! 🚚</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#888;" width="42%">Nadawca</td><td>LEPSZYKOSZYK.PL</td></tr>
<tr><td style="color:#888;">Numer przesyłki</td><td>620019873344120158724390</td></tr>
<tr><td style="color:#888;">Automat</td><td><b>KRA118M</b><br>ul. Piastowska 47, przy sklepie Żabka, Kraków</td></tr>
<tr><td style="color:#888;">Przewidywane doręczenie</td><td>14.10.2026</td></tr></table>
<p style="font-size:13px;color:#555;">Gdy paczka trafi do automatu, wyślemy Ci kod odbioru SMS-em i e-mailem.</p>
<p><a href="https://szafkomat.pl/sledzenie/620019873344120158724390" style="color:#2d2d2d;font-weight:bold;">Śledź przesyłkę →</a></p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "szafkomat",
    group: "regional",
    lang: "pl",
    kind: "pickup-code",
    code: "481220",
    link: null,
    from: "Szafkomat <powiadomienia@szafkomat.pl>",
    to: TO,
    subject: "Paczka czeka w automacie KRA118M – kod odbioru",
    date: dt("2026-10-14", "11:18:02", "+0200"),
    text: `Twoja paczka czeka na Ciebie!

Kod odbioru: 481 220
Numer telefonu: 512 *** 608

Automat: KRA118M
ul. Piastowska 47, przy sklepie Żabka, 30-070 Kraków
Czynny: 24/7

Masz czas na odbiór do: 16.10.2026, godz. 11:18

Jak odebrać: na ekranie automatu wybierz „Odbierz paczkę”, wpisz numer telefonu i kod odbioru. Możesz też otworzyć skrytkę w aplikacji Szafkomat, będąc przy automacie.

Numer przesyłki: 620019873344120158724390
Nadawca: LEPSZYKOSZYK.PL

Szafkomat · Infolinia 12 200 44 44
`,
    html: szafkomat_html(
      "Kod odbioru 481 220 – automat KRA118M",
      `<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:15px;color:#2d2d2d;" align="center">
<p style="font-size:22px;font-weight:bold;margin:0 0 6px;">Twoja paczka czeka na Ciebie!</p>
<p style="margin:0 0 18px;color:#666;">Odbierz ją do <b>16.10.2026, godz. 11:18</b></p>
<table cellpadding="0" cellspacing="0" border="0" style="border:2px dashed #2d2d2d;border-radius:6px;"><tr><td style="padding:14px 30px;" align="center">
<span style="font-size:12px;color:#888;text-transform:uppercase;">Kod odbioru</span><br>
<span style="font-size:40px;font-weight:bold;letter-spacing:3px;font-family:'Courier New',monospace;">481 220</span><br>
<span style="font-size:12px;color:#888;">tel. 512 *** 608</span></td></tr></table>
</td></tr>
<tr><td style="padding:0 24px 20px;font-family:Arial,sans-serif;font-size:14px;color:#2d2d2d;">
<table width="100%" cellpadding="6" cellspacing="0" style="background:#fafafa;font-size:14px;">
<tr><td width="30%" style="color:#888;">Automat</td><td><b>KRA118M</b> – ul. Piastowska 47, przy sklepie Żabka, 30-070 Kraków (24/7)</td></tr>
<tr><td style="color:#888;">Przesyłka</td><td>620019873344120158724390</td></tr>
<tr><td style="color:#888;">Nadawca</td><td>LEPSZYKOSZYK.PL</td></tr></table>
<p style="font-size:13px;color:#555;">Na ekranie automatu wybierz „Odbierz paczkę”, wpisz numer telefonu i kod odbioru. Możesz też otworzyć skrytkę w aplikacji Szafkomat, będąc przy automacie.</p>
<p><a href="https://szafkomat.pl/mapa?p=KRA118M"><img src="https://maps.szafkomat.pl/static/KRA118M_560x180.png" width="512" alt="Mapa: automat KRA118M"></a></p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "szafkomat",
    group: "regional",
    lang: "uk",
    kind: "pickup-code",
    code: "907354",
    link: null,
    from: "Szafkomat <powiadomienia@szafkomat.pl>",
    to: TO,
    subject: "Посилка чекає в автоматі KRA205M — код отримання",
    date: dt("2026-11-10", "08:52:47", "+0100"),
    text: `Ваша посилка вже в автоматі!

Код отримання: 907354
Автомат: KRA205M, ul. Rakowicka 22 (біля входу до гуртожитку «Kasztelanka»), 31-510 Kraków
Посилку можна забрати до 12.11.2026, 08:52

Номер відправлення: 620019873344120177410052
Відправник: ElektroKąt – sklep internetowy

Як отримати: на екрані автомата оберіть мову «Українська», потім «Отримати посилку», введіть номер телефону та код.

Szafkomat · Гаряча лінія 12 200 44 44 (пн–пт 8:00–20:00)
`,
    html: szafkomat_html(
      "Код отримання 907354",
      `<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:15px;color:#2d2d2d;">
<p style="font-size:21px;font-weight:bold;margin:0 0 12px;">Ваша посилка вже в автоматі!</p>
<table cellpadding="0" cellspacing="4" border="0"><tr>
<td style="background:#2d2d2d;color:#ffd400;font-size:30px;font-weight:bold;padding:8px 12px;border-radius:4px;">9</td>
<td style="background:#2d2d2d;color:#ffd400;font-size:30px;font-weight:bold;padding:8px 12px;border-radius:4px;">0</td>
<td style="background:#2d2d2d;color:#ffd400;font-size:30px;font-weight:bold;padding:8px 12px;border-radius:4px;">7</td>
<td style="background:#2d2d2d;color:#ffd400;font-size:30px;font-weight:bold;padding:8px 12px;border-radius:4px;">3</td>
<td style="background:#2d2d2d;color:#ffd400;font-size:30px;font-weight:bold;padding:8px 12px;border-radius:4px;">5</td>
<td style="background:#2d2d2d;color:#ffd400;font-size:30px;font-weight:bold;padding:8px 12px;border-radius:4px;">4</td>
</tr></table>
<p style="font-size:12px;color:#888;margin-top:4px;">Код отримання</p>
<p><b>Автомат KRA205M</b><br>ul. Rakowicka 22 (біля входу до гуртожитку «Kasztelanka»), 31-510 Kraków<br>Забрати до: <b>12.11.2026, 08:52</b></p>
<p style="font-size:13px;color:#555;">Номер відправлення: 620019873344120177410052 · Відправник: ElektroKąt – sklep internetowy</p>
<p style="font-size:13px;color:#555;">На екрані автомата оберіть мову «Українська», потім «Отримати посилку», введіть номер телефону та код.</p>
</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "szafkomat",
    group: "regional",
    lang: "pl",
    kind: "parcel-returned",
    code: null,
    link: null,
    from: "Szafkomat <powiadomienia@szafkomat.pl>",
    to: TO,
    subject: "Przesyłka 620019873344120177410052 wraca do nadawcy",
    date: dt("2026-11-12", "09:05:30", "+0100"),
    text: `Dzień dobry,

termin odbioru przesyłki 620019873344120177410052 z automatu KRA205M minął 12.11.2026 o 08:52, a przedłużenie nie zostało wykupione.

Przesyłka zostanie zwrócona do nadawcy (ElektroKąt – sklep internetowy). W sprawie ponownej wysyłki lub zwrotu pieniędzy skontaktuj się bezpośrednio ze sprzedawcą.

Pamiętaj: w aplikacji Szafkomat możesz przedłużyć czas odbioru o 48 godzin za 3,99 zł.

Szafkomat sp. z o.o. · Infolinia 12 200 44 44
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Smakopęd (food-delivery courier app)

const smakoped: Mail[] = [
  {
    family: "smakoped",
    group: "consumer",
    lang: "pl",
    kind: "weekly-payout",
    code: null,
    link: null,
    from: "Smakopęd dla Kurierów <kurierzy@smakoped.pl>",
    to: TO,
    subject: "Podsumowanie tygodnia 26.10–01.11: 612,40 zł",
    date: dt("2026-11-03", "07:05:00", "+0100"),
    text: `Cześć Oksana!

Oto podsumowanie Twojego tygodnia (26.10.2026 – 01.11.2026), strefa Kraków Centrum:

Zamówienia:            47
Czas online:           21 h 40 min
Kilometry:             164,2 km
Wynagrodzenie za zlecenia: 518,90 zł
Bonus za deszcz (29.10):    36,00 zł
Napiwki:                    57,50 zł
Razem brutto:              612,40 zł

Wypłata trafi na rachunek •• 7731 w środę 04.11.2026 przez naszego partnera rozliczeniowego Fleetio Partner sp. z o.o.
Ocena klientów: 4,92 ★

Rozliczenie szczegółowe (PDF) znajdziesz w aplikacji Smakopęd Kurier > Zarobki.

Jedź bezpiecznie!
Zespół Smakopęd
`,
    html: `<html><body style="margin:0;background:#fff3ec;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;border-radius:16px;overflow:hidden;">
<tr><td style="background:#ff5a1f;padding:18px 24px;color:#fff;font-size:20px;font-weight:bold;"><img src="https://cdn.smakoped.pl/m/kurier-logo.png" width="32" height="32" alt="" style="vertical-align:middle;"> Smakopęd Kurier</td></tr>
<tr><td style="padding:22px 24px 4px;font-size:15px;">Cześć Oksana! Twój tydzień <b>26.10 – 01.11</b>, strefa Kraków Centrum:</td></tr>
<tr><td style="padding:10px 24px;"><table width="100%" cellpadding="0" cellspacing="8"><tr>
<td style="background:#fff3ec;border-radius:10px;padding:12px;text-align:center;"><span style="font-size:24px;font-weight:bold;">47</span><br><span style="font-size:12px;color:#777;">zamówień</span></td>
<td style="background:#fff3ec;border-radius:10px;padding:12px;text-align:center;"><span style="font-size:24px;font-weight:bold;">21:40</span><br><span style="font-size:12px;color:#777;">godz. online</span></td>
<td style="background:#fff3ec;border-radius:10px;padding:12px;text-align:center;"><span style="font-size:24px;font-weight:bold;">4,92★</span><br><span style="font-size:12px;color:#777;">ocena</span></td>
</tr></table></td></tr>
<tr><td style="padding:4px 24px 16px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;">
<tr><td>Wynagrodzenie za zlecenia</td><td align="right">518,90 zł</td></tr>
<tr><td>Bonus za deszcz (29.10)</td><td align="right">36,00 zł</td></tr>
<tr><td>Napiwki</td><td align="right">57,50 zł</td></tr>
<tr style="border-top:2px solid #ff5a1f;"><td><b>Razem brutto</b></td><td align="right"><b>612,40 zł</b></td></tr></table></td></tr>
<tr><td style="padding:0 24px 22px;font-size:13px;color:#666;">Wypłata trafi na rachunek •• 7731 w środę 04.11.2026 przez partnera rozliczeniowego Fleetio Partner sp. z o.o. Rozliczenie szczegółowe znajdziesz w aplikacji: Zarobki.</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:11px;color:#999;">Smakopęd S.A., ul. Zabłocie 23, 30-701 Kraków · <a href="https://kurier.smakoped.pl/pomoc" style="color:#999;">Centrum pomocy kuriera</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "smakoped",
    group: "consumer",
    lang: "uk",
    kind: "login-code",
    code: "2719",
    link: null,
    from: "Smakopęd Kurier <no-reply@smakoped.pl>",
    to: TO,
    subject: "Код входу в Smakopęd Kurier: 2719",
    date: dt("2026-10-17", "17:31:09", "+0200"),
    text: `Ваш код для входу в застосунок Smakopęd Kurier: 2719

Введіть його на новому телефоні протягом 3 хвилин. Після входу попередній пристрій буде автоматично від'єднано від вашого облікового запису кур'єра.

Якщо це не ви — зверніться до підтримки кур'єрів у застосунку або за телефоном +48 12 398 20 20.

Smakopęd S.A.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "smakoped",
    group: "consumer",
    lang: "en",
    kind: "document-expiry",
    code: null,
    link: null,
    from: "Smakopęd Courier Ops <kurierzy@smakoped.pl>",
    to: TO,
    subject: "Reminder: your residence document on file expires on 30 Nov 2026",
    date: dt("2026-11-16", "10:10:10", "+0100"),
    text: `Hi Oksana,

Our records show that the document confirming your right to work in Poland expires on 30 November 2026:

Document: Residence card / visa (type D)
Number ending: ...4471
Expiry: 30.11.2026

To keep receiving orders after that date, please upload a valid document (or the stamp in your passport confirming a pending temporary residence application) in the Smakopęd Courier app under Profile > Documents. Our team checks uploads within 2 working days.

If no valid document is on file by 30.11.2026, your account will be paused automatically. Your earnings up to that date will be paid out as normal.

Questions? Chat with Courier Support in the app (English, Polish, Ukrainian) - Mon-Sun 9:00-23:00.

Smakopęd S.A., ul. Zabłocie 23, 30-701 Kraków
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#fff;">
<table width="560" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:16px 0;border-bottom:3px solid #ff5a1f;"><img src="https://cdn.smakoped.pl/m/kurier-logo-dark.png" width="140" alt="Smakopęd Courier"></td></tr>
<tr><td style="padding:18px 0;line-height:1.55;">
<p>Hi Oksana,</p>
<p>Our records show that the document confirming your right to work in Poland expires soon:</p>
<table cellpadding="6" cellspacing="0" style="background:#fff3ec;border-radius:8px;font-size:14px;">
<tr><td style="color:#777;">Document</td><td>Residence card / visa (type D)</td></tr>
<tr><td style="color:#777;">Number ending</td><td>...4471</td></tr>
<tr><td style="color:#777;">Expiry</td><td><b>30.11.2026</b></td></tr></table>
<p>To keep receiving orders after that date, upload a valid document (or the passport stamp confirming a pending temporary residence application) in the Smakopęd Courier app under <b>Profile &gt; Documents</b>. We check uploads within 2 working days.</p>
<p>If no valid document is on file by 30.11.2026, your account will be paused automatically. Earnings up to that date are paid out as normal.</p>
<p style="font-size:12px;color:#888;">Courier Support chat in the app: English, Polish, Ukrainian, Mon–Sun 9:00–23:00.<br>Smakopęd S.A., ul. Zabłocie 23, 30-701 Kraków · <a href="https://kurier.smakoped.pl/pomoc" style="color:#888;">Help</a></p>
</td></tr></table></body></html>`,
    enc: "7bit",
  },
];

// ------------------------------------------------------------ Szprycha (city bike share)

const szprycha: Mail[] = [
  {
    family: "szprycha-bike",
    group: "consumer",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://t.szprycha.bike/ls/click?upn=u001.Qm9rUx3aVtL2-2FhYp7wE1cK&d=verify",
    from: "Szprycha – rower miejski <czesc@szprycha.bike>",
    to: TO,
    subject: "Potwierdź e-mail i odbierz 30 darmowych minut",
    date: dt("2026-10-03", "13:14:22", "+0200"),
    text: `Hej!

Dzięki, że dołączasz do Szprychy – 1 400 rowerów i 190 stacji w Krakowie.

Potwierdź swój adres e-mail:
https://t.szprycha.bike/ls/click?upn=u001.Qm9rUx3aVtL2-2FhYp7wE1cK&d=verify

Po potwierdzeniu dopiszemy do konta 30 darmowych minut jazdy (ważne 14 dni).

Z legitymacją studencką kupisz abonament semestralny za 49 zł zamiast 89 zł.

Ekipa Szprychy
Szprycha sp. z o.o., ul. Lubicz 17, 31-503 Kraków · pomoc@szprycha.bike · 12 333 70 70
`,
    html: `<!doctype html><html><body style="margin:0;background:#e8f7ef;">
<div style="display:none;">Jeszcze jeden klik i jedziesz 🚲</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:20px;font-family:'Nunito',Arial,sans-serif;color:#103b2a;">
<tr><td align="center" style="padding:28px 0 6px;"><img src="https://img.szprycha.bike/e/logo-szprycha.png" width="150" alt="Szprycha"></td></tr>
<tr><td align="center"><img src="https://img.szprycha.bike/e/hero-rower-wawel.jpg" width="520" alt="Rower Szprycha przy Wawelu" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px 0;font-size:22px;font-weight:800;" align="center">Hej! Potwierdź swój e-mail</td></tr>
<tr><td style="padding:12px 30px;font-size:15px;line-height:1.55;" align="center">Dzięki, że dołączasz do Szprychy – 1 400 rowerów i 190 stacji w Krakowie. Po potwierdzeniu dopiszemy do konta <b>30 darmowych minut</b> (ważne 14 dni).</td></tr>
<tr><td align="center" style="padding:16px 30px 26px;"><a href="https://t.szprycha.bike/ls/click?upn=u001.Qm9rUx3aVtL2-2FhYp7wE1cK&amp;d=verify" style="background:#16b36e;color:#fff;font-weight:800;text-decoration:none;padding:14px 36px;border-radius:40px;display:inline-block;">Potwierdzam</a></td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;color:#4a6b5c;" align="center">🎓 Z legitymacją studencką abonament semestralny kosztuje 49 zł zamiast 89 zł.</td></tr>
<tr><td style="padding:16px 30px;background:#f3faf6;font-size:11px;color:#6d8a7c;border-radius:0 0 20px 20px;" align="center">Szprycha sp. z o.o., ul. Lubicz 17, 31-503 Kraków · pomoc@szprycha.bike · 12 333 70 70<br>
<a href="https://t.szprycha.bike/ls/click?upn=u001.Qm9rUx3aVtL2-2FhYp7wE1cK&amp;d=ig" style="color:#6d8a7c;">Instagram</a> · <a href="https://szprycha.bike/regulamin" style="color:#6d8a7c;">Regulamin</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "szprycha-bike",
    group: "consumer",
    lang: "pl",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Szprycha – rower miejski <rachunki@szprycha.bike>",
    to: TO,
    subject: "Dzięki za przejazd! 24 min · 0,00 zł",
    date: dt("2026-10-24", "18:27:41", "+0200"),
    text: `Przejazd zakończony

Rower nr 30418
Start:  18:02, stacja 045 Rondo Mogilskie
Koniec: 18:26, stacja 112 Dworzec Główny Wschód
Czas:   24 min
Dystans: 4,1 km

Koszt: 0,00 zł (abonament semestralny Student – pierwsze 30 min każdego przejazdu bez opłat)
CO2 zaoszczędzone: ok. 0,6 kg

Abonament ważny do: 28.02.2027

Szprycha sp. z o.o.
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#e8f7ef;margin:0;">
<table width="460" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;margin-top:20px;color:#103b2a;">
<tr><td style="padding:20px 24px;font-size:20px;font-weight:bold;">Przejazd zakończony ✔</td></tr>
<tr><td style="padding:0 24px;"><img src="https://maps.szprycha.bike/route/r-88219034.png" width="412" alt="Trasa przejazdu"></td></tr>
<tr><td style="padding:12px 24px;"><table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#6d8a7c;">Rower</td><td align="right">30418</td></tr>
<tr><td style="color:#6d8a7c;">Start</td><td align="right">18:02 · 045 Rondo Mogilskie</td></tr>
<tr><td style="color:#6d8a7c;">Koniec</td><td align="right">18:26 · 112 Dworzec Główny Wschód</td></tr>
<tr><td style="color:#6d8a7c;">Czas / dystans</td><td align="right">24 min · 4,1 km</td></tr>
<tr><td><b>Koszt</b></td><td align="right"><b>0,00 zł</b></td></tr></table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;color:#6d8a7c;">Abonament semestralny Student ważny do 28.02.2027. Zaoszczędzone CO2: ok. 0,6 kg 🌱</td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ Szklarnia (coworking)

const szklarnia: Mail[] = [
  {
    family: "szklarnia-cowork",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://members.szklarnia.work/join/team/TK-3381?invite=5b7e2f04c9a1",
    from: "Szklarnia Coworking <community@szklarnia.work>",
    to: TO,
    subject: "Marek invited you to the “Bytewise Translations” team at Szklarnia",
    date: dt("2026-10-28", "10:02:14", "+0100"),
    text: `Hi there,

Marek Zawisza has added you to the team "Bytewise Translations" at Szklarnia Coworking, Zabłocie.

Your team plan: Hot Desk Flex - 10 days per month, shared between 3 members
Includes: meeting room credits (4 h/month), printing, coffee & tea, lockers

Accept the invitation and set up your member profile:
https://members.szklarnia.work/join/team/TK-3381?invite=5b7e2f04c9a1

Once you've joined, your phone becomes your door key - the building opens 7:00-22:00 Mon-Fri, 9:00-18:00 Sat.

See you in the garden room!
Szklarnia Coworking
ul. Lipowa 4A, 30-702 Kraków · +48 12 390 11 22
`,
    html: `<html><body style="margin:0;background:#f4f1ea;font-family:Georgia,serif;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;">
<tr><td><img src="https://szklarnia.work/email/header-greenhouse.jpg" width="580" alt="Szklarnia Coworking – garden room" style="display:block;"></td></tr>
<tr><td style="padding:26px 34px;font-size:16px;line-height:1.6;color:#243325;">
<p>Hi there,</p>
<p><b>Marek Zawisza</b> has added you to the team <b>“Bytewise Translations”</b> at Szklarnia Coworking, Zabłocie.</p>
<table cellpadding="8" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;background:#eef3ea;width:100%;">
<tr><td><b>Hot Desk Flex</b> – 10 days per month, shared between 3 members<br>Meeting room credits (4 h/month) · printing · coffee &amp; tea · lockers</td></tr></table>
<p style="text-align:center;margin:28px 0;"><a href="https://members.szklarnia.work/join/team/TK-3381?invite=5b7e2f04c9a1" style="font-family:Arial,sans-serif;background:#243325;color:#f4f1ea;text-decoration:none;padding:13px 30px;font-size:14px;letter-spacing:1px;">ACCEPT INVITATION</a></p>
<p style="font-size:14px;">Once you've joined, your phone becomes your door key – the building opens 7:00–22:00 Mon–Fri, 9:00–18:00 Sat.</p>
<p>See you in the garden room!</p>
</td></tr>
<tr><td style="padding:16px 34px;border-top:1px solid #e5e0d5;font-family:Arial,sans-serif;font-size:11px;color:#888;">Szklarnia Coworking · ul. Lipowa 4A, 30-702 Kraków · +48 12 390 11 22<br>
<a href="https://szklarnia.work/events" style="color:#888;">Events</a> · <a href="https://www.instagram.com/szklarnia.work" style="color:#888;">Instagram</a> · <a href="https://szklarnia.work/house-rules" style="color:#888;">House rules</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "szklarnia-cowork",
    group: "consumer",
    lang: "pl",
    kind: "event-newsletter",
    code: null,
    link: null,
    from: "Szklarnia Coworking <community@szklarnia.work>",
    to: TO,
    subject: "Listopad w Szklarni: śniadanie networkingowe, warsztaty z PIT i wieczór planszówek",
    date: dt("2026-11-02", "09:30:00", "+0100"),
    text: `Cześć!

Co w listopadzie w Szklarni:

• 06.11 (pt), 8:30 – Śniadanie networkingowe, sala Paproć. Bezpłatnie dla członków.
• 13.11 (pt), 17:00 – Warsztat „Działalność nierejestrowana i PIT dla freelancerów” z doradczynią podatkową. 40 zł / członkowie 0 zł.
• 20.11 (pt), 19:00 – Wieczór planszówek i pierogi.
• 27.11 (pt) – Sala Storczyk zamknięta (malowanie).

Zapisy: https://szklarnia.work/events
Przypominamy: 11.11 (Święto Niepodległości) budynek nieczynny.

Szklarnia Coworking, ul. Lipowa 4A, 30-702 Kraków
Nie chcesz dostawać newslettera? https://szklarnia.work/newsletter/wypisz?m=oh-7731
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ LepszyKoszyk (online shop)

function lk_html(pre: string, inner: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#f2f2f2;">
<div style="display:none;max-height:0px;overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<center><table width="600" border="0" cellpadding="0" cellspacing="0" style="background-color:#ffffff;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:14px 20px;" align="left"><a href="https://www.lepszykoszyk.pl/?utm_source=transakcyjne&amp;utm_medium=email"><img src="https://www.lepszykoszyk.pl/media/mail/lk-logo.png" width="170" height="36" alt="LepszyKoszyk.pl" border="0" /></a></td>
<td style="padding:14px 20px;font-size:12px;" align="right"><a href="https://www.lepszykoszyk.pl/konto/zamowienia" style="color:#333;">Moje zamówienia</a></td></tr>
<tr><td colspan="2" style="background:#e4002b;height:4px;font-size:0;">&nbsp;</td></tr>
${inner}
<tr><td colspan="2" style="padding:18px 20px;background:#333;color:#bbb;font-size:11px;line-height:1.6;">
Obsługa klienta: 22 307 70 70 (pn–pt 8–20, sob 9–15) · <a href="https://www.lepszykoszyk.pl/kontakt" style="color:#fff;">kontakt</a><br>
LepszyKoszyk.pl sp. z o.o., ul. Fabryczna 5, 00-446 Warszawa, NIP 525-000-77-41, BDO 000123456<br>
<a href="https://www.facebook.com/lepszykoszyk" style="color:#fff;">Facebook</a> · <a href="https://www.instagram.com/lepszykoszyk" style="color:#fff;">Instagram</a> · <a href="https://www.lepszykoszyk.pl/regulamin" style="color:#fff;">Regulamin</a></td></tr>
</table></center></body></html>`;
}

const lepszykoszyk: Mail[] = [
  {
    family: "lepszykoszyk",
    group: "consumer",
    lang: "pl",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "LepszyKoszyk.pl <zamowienia@lepszykoszyk.pl>",
    to: TO,
    subject: "Dziękujemy za zamówienie nr 2026/10/1184523",
    date: dt("2026-10-12", "22:17:36", "+0200"),
    text: `Dzień dobry Oksana,

dziękujemy za zakupy! Przyjęliśmy Twoje zamówienie nr 2026/10/1184523.

1 x Czajnik elektryczny Kettly 1,7 l, szary        89,99 zł
1 x Lampka biurkowa LED z ładowarką USB-C          64,90 zł
2 x Kubek termiczny 450 ml, zielony          2 x 34,99 zł
Dostawa: Szafkomat KRA118M                          9,99 zł
Razem:                                             234,86 zł

Płatność: BLIK – opłacone 12.10.2026 22:16
Przewidywana wysyłka: 13.10.2026

Gdy paczka wyjedzie z magazynu, dostaniesz od nas e-mail z numerem przesyłki.

Pozdrawiamy
Zespół LepszyKoszyk.pl
`,
    html: lk_html(
      "Zamówienie 2026/10/1184523 przyjęte – 234,86 zł",
      `<tr><td colspan="2" style="padding:22px 20px;font-size:14px;color:#222;">
<h1 style="font-size:20px;margin:0 0 10px;">Dziękujemy za zamówienie!</h1>
<p>Numer zamówienia: <b>2026/10/1184523</b> · Płatność BLIK – opłacone 12.10.2026 22:16</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#fafafa;"><td><img src="https://www.lepszykoszyk.pl/media/p/kettly-17-szary_80.jpg" width="60" alt="Czajnik"></td><td>Czajnik elektryczny Kettly 1,7 l, szary</td><td>1 szt.</td><td align="right">89,99 zł</td></tr>
<tr><td><img src="https://www.lepszykoszyk.pl/media/p/lampka-led-usbc_80.jpg" width="60" alt="Lampka"></td><td>Lampka biurkowa LED z ładowarką USB-C</td><td>1 szt.</td><td align="right">64,90 zł</td></tr>
<tr style="background:#fafafa;"><td><img src="https://www.lepszykoszyk.pl/media/p/kubek-termo-450-ziel_80.jpg" width="60" alt="Kubek"></td><td>Kubek termiczny 450 ml, zielony</td><td>2 szt.</td><td align="right">69,98 zł</td></tr>
<tr><td></td><td>Dostawa: Szafkomat KRA118M</td><td></td><td align="right">9,99 zł</td></tr>
<tr style="border-top:2px solid #e4002b;"><td></td><td colspan="2"><b>Razem</b></td><td align="right" style="font-size:17px;"><b>234,86 zł</b></td></tr>
</table>
<p style="font-size:13px;color:#555;">Przewidywana wysyłka: 13.10.2026. Gdy paczka wyjedzie z magazynu, wyślemy numer przesyłki.</p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "lepszykoszyk",
    group: "consumer",
    lang: "pl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "LepszyKoszyk.pl <zamowienia@lepszykoszyk.pl>",
    to: TO,
    subject: "Twoja paczka wyjechała – zamówienie 2026/10/1184523",
    date: dt("2026-10-13", "15:02:11", "+0200"),
    text: `Dzień dobry,

Twoje zamówienie 2026/10/1184523 zostało wysłane.

Przewoźnik: Szafkomat
Numer przesyłki: 620019873344120158724390
Punkt odbioru: KRA118M, ul. Piastowska 47, Kraków

Status przesyłki sprawdzisz tutaj: https://www.lepszykoszyk.pl/sledz?o=2026%2F10%2F1184523
Faktura VAT jest dostępna w zakładce Moje konto > Zamówienia.

Masz 30 dni na zwrot bez podania przyczyny.

Zespół LepszyKoszyk.pl
`,
    html: lk_html(
      "Paczka w drodze do automatu KRA118M",
      `<tr><td colspan="2" style="padding:22px 20px;font-size:14px;color:#222;">
<h1 style="font-size:20px;margin:0 0 10px;">Paczka wyjechała 📦</h1>
<p>Zamówienie <b>2026/10/1184523</b> zostało wysłane.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">Przewoźnik</td><td>Szafkomat</td></tr>
<tr><td style="color:#777;">Numer przesyłki</td><td>620019873344120158724390</td></tr>
<tr><td style="color:#777;">Punkt odbioru</td><td>KRA118M, ul. Piastowska 47, Kraków</td></tr></table>
<p><a href="https://www.lepszykoszyk.pl/sledz?o=2026%2F10%2F1184523" style="color:#e4002b;font-weight:bold;">Sprawdź status przesyłki</a></p>
<p style="font-size:12px;color:#777;">Faktura VAT: Moje konto &gt; Zamówienia. Masz 30 dni na zwrot bez podania przyczyny.</p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "lepszykoszyk",
    group: "consumer",
    lang: "pl",
    kind: "login-code",
    code: "83920417",
    link: null,
    from: "LepszyKoszyk.pl <konto@lepszykoszyk.pl>",
    to: TO,
    subject: "Twój kod logowania do LepszyKoszyk.pl",
    date: dt("2026-11-21", "08:14:50", "+0100"),
    text: `Zaloguj się bez hasła

Wpisz ten kod na stronie logowania:

8392 0417

Kod jest jednorazowy i ważny przez 10 minut.

Nie próbowałeś/-aś się zalogować? Nic nie rób – bez kodu nikt nie wejdzie na Twoje konto.

LepszyKoszyk.pl · 22 307 70 70
`,
    html: lk_html(
      "Kod: 8392 0417",
      `<tr><td colspan="2" style="padding:28px 20px;font-size:14px;color:#222;" align="center">
<h1 style="font-size:20px;margin:0 0 10px;">Zaloguj się bez hasła</h1>
<p>Wpisz ten kod na stronie logowania:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:5px;margin:18px 0;color:#e4002b;">8392&nbsp;0417</p>
<p style="font-size:12px;color:#777;">Kod jest jednorazowy i ważny przez 10 minut.<br>Nie próbowałeś/-aś się zalogować? Nic nie rób – bez kodu nikt nie wejdzie na Twoje konto.</p>
</td></tr>`,
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------ Lernhafen (German course platform)

const lernhafen: Mail[] = [
  {
    family: "lernhafen",
    group: "consumer",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://lernhafen.de/konto/passwort-neu?token=Lh2Xe9m0QpC7vR41sN8b",
    from: "Lernhafen <service@lernhafen.de>",
    to: TO,
    subject: "Passwort zurücksetzen",
    date: dt("2026-10-10", "21:55:03", "+0200"),
    text: `Hallo Oksana,

für dein Lernhafen-Konto wurde das Zurücksetzen des Passworts angefordert.

Neues Passwort festlegen:
https://lernhafen.de/konto/passwort-neu?token=Lh2Xe9m0QpC7vR41sN8b

Der Link ist 30 Minuten gültig und kann nur einmal verwendet werden.

Hast du das nicht angefordert? Dann kannst du diese E-Mail ignorieren, dein Passwort bleibt unverändert.

Viel Erfolg beim Deutschlernen!
Dein Lernhafen-Team

Lernhafen GmbH · Speicherstraße 12 · 28195 Bremen
Geschäftsführung: Katrin Ohlsen · Amtsgericht Bremen HRB 35522
`,
    html: `<html><body style="margin:0;background:#eaf2f8;font-family:'Source Sans Pro',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:24px 30px;border-bottom:1px solid #e6edf2;"><img src="https://static.lernhafen.de/mail/logo-anker.png" width="130" alt="Lernhafen"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:1.6;color:#1f2d3a;">
<p>Hallo Oksana,</p>
<p>für dein Lernhafen-Konto wurde das Zurücksetzen des Passworts angefordert.</p>
<p style="margin:26px 0;"><a href="https://lernhafen.de/konto/passwort-neu?token=Lh2Xe9m0QpC7vR41sN8b" style="background:#0a5a8c;color:#fff;padding:12px 26px;text-decoration:none;border-radius:6px;font-weight:600;">Neues Passwort festlegen</a></p>
<p style="font-size:13px;color:#5d6d7a;">Der Link ist 30 Minuten gültig und kann nur einmal verwendet werden. Hast du das nicht angefordert? Dann ignoriere diese E-Mail, dein Passwort bleibt unverändert.</p>
<p>Viel Erfolg beim Deutschlernen!<br>Dein Lernhafen-Team</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f5f8fa;font-size:11px;color:#8796a3;border-radius:0 0 8px 8px;">Lernhafen GmbH · Speicherstraße 12 · 28195 Bremen · HRB 35522<br><a href="https://lernhafen.de/impressum" style="color:#8796a3;">Impressum</a> · <a href="https://lernhafen.de/datenschutz" style="color:#8796a3;">Datenschutz</a> · <a href="https://lernhafen.de/hilfe" style="color:#8796a3;">Hilfe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "lernhafen",
    group: "consumer",
    lang: "de",
    kind: "receipt",
    code: null,
    link: null,
    from: "Lernhafen <rechnung@lernhafen.de>",
    to: TO,
    subject: "Deine Rechnung LH-2026-0931187 (Kurs B2 Intensiv)",
    date: dt("2026-11-01", "00:12:40", "+0100"),
    text: `Hallo Oksana,

vielen Dank für deine Zahlung. Im Anhang findest du deine Rechnung.

Rechnungsnummer: LH-2026-0931187
Produkt:         B2 Intensiv – Monatsabo (November 2026)
Betrag:          19,90 EUR (inkl. 19 % MwSt.; Studierendenrabatt 30 % berücksichtigt)
Zahlungsart:     Visa •••• 2208
Nächste Abbuchung: 01.12.2026

Du kannst dein Abo jederzeit zum Monatsende unter Konto > Abo kündigen.

Lernhafen GmbH · Speicherstraße 12 · 28195 Bremen · USt-IdNr. DE318844201
`,
    html: null,
    enc: "qp",
    attachment: [
      "Rechnung_LH-2026-0931187.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Rechnung LH-2026-0931187 19,90 EUR\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ------------------------------------------------------------ Kodopolka (Russian-language coding courses)

const kodopolka: Mail[] = [
  {
    family: "kodopolka",
    group: "consumer",
    lang: "ru",
    kind: "magic-link",
    code: null,
    link: "https://kodopolka.io/auth/magic?t=mL.8e3c51a0f47d.1761843202&next=%2Fcourses%2Fpython-analytics",
    from: "Кодополка <login@kodopolka.io>",
    to: TO,
    subject: "Ваша ссылка для входа на Кодополку",
    date: dt("2026-10-30", "17:53:22", "+0100"),
    text: `Здравствуйте!

Вы запросили вход на Кодополку без пароля. Нажмите на ссылку, чтобы войти:

https://kodopolka.io/auth/magic?t=mL.8e3c51a0f47d.1761843202&next=%2Fcourses%2Fpython-analytics

Ссылка действует 15 минут и работает только в том браузере, где вы её запросили.

Если вы не запрашивали вход — просто удалите это письмо.

—
Кодополка: Python, SQL и аналитика данных с нуля
Поддержка: help@kodopolka.io · Telegram @kodopolka_help
`,
    html: `<html><body style="margin:0;background:#1b1d23;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#23262e;border-radius:10px;font-family:'JetBrains Mono',Consolas,monospace;color:#e6e6e6;">
<tr><td style="padding:26px 30px 8px;font-size:18px;color:#9fef00;">&gt;_ кодополка</td></tr>
<tr><td style="padding:10px 30px;font-family:Arial,sans-serif;font-size:15px;line-height:1.6;">Здравствуйте! Вы запросили вход без пароля. Нажмите на кнопку, чтобы войти и продолжить курс «Python для аналитики».</td></tr>
<tr><td style="padding:20px 30px;"><a href="https://kodopolka.io/auth/magic?t=mL.8e3c51a0f47d.1761843202&amp;next=%2Fcourses%2Fpython-analytics" style="display:inline-block;background:#9fef00;color:#1b1d23;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:bold;">Войти на Кодополку</a></td></tr>
<tr><td style="padding:0 30px 24px;font-family:Arial,sans-serif;font-size:12px;color:#8a8f99;">Ссылка действует 15 минут и работает только в том браузере, где вы её запросили. Если вы не запрашивали вход — удалите это письмо.</td></tr>
<tr><td style="padding:14px 30px;border-top:1px solid #33363f;font-family:Arial,sans-serif;font-size:11px;color:#6c717c;">Поддержка: <a href="mailto:help@kodopolka.io" style="color:#6c717c;">help@kodopolka.io</a> · <a href="https://t.me/kodopolka_help" style="color:#6c717c;">Telegram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kodopolka",
    group: "consumer",
    lang: "ru",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Кодополка <news@kodopolka.io>",
    to: TO,
    subject: "Чёрная пятница: −40% на все курсы до 30 ноября",
    date: dt("2026-11-24", "12:00:00", "+0100"),
    text: `Оксана, привет!

До 30 ноября все курсы Кодополки — со скидкой 40%.

• SQL для аналитиков — 2 940 ₽ → 1 764 ₽ (или 29 € → 17,40 €)
• Python для анализа данных — 4 900 ₽ → 2 940 ₽
• Excel и Power BI — 2 400 ₽ → 1 440 ₽

Промокод BLACK40 применяется автоматически при оплате.

Ваш прогресс: «Python для аналитики» — 14 из 38 уроков. Продолжить: https://kodopolka.io/courses/python-analytics

Вы получаете это письмо, потому что подписаны на новости Кодополки.
Отписаться: https://kodopolka.io/unsubscribe?u=8e3c51a0f47d
`,
    html: `<html><body style="margin:0;background:#1b1d23;font-family:Arial,sans-serif;color:#e6e6e6;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#23262e;">
<tr><td><img src="https://kodopolka.io/mail/bf2026-banner.png" width="560" alt="Чёрная пятница −40%" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.6;">
<p>Оксана, привет! До <b>30 ноября</b> все курсы — со скидкой <b style="color:#9fef00;">40%</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr><td>SQL для аналитиков</td><td align="right"><s style="color:#777;">2 940 ₽</s> 1 764 ₽</td></tr>
<tr><td>Python для анализа данных</td><td align="right"><s style="color:#777;">4 900 ₽</s> 2 940 ₽</td></tr>
<tr><td>Excel и Power BI</td><td align="right"><s style="color:#777;">2 400 ₽</s> 1 440 ₽</td></tr></table>
<p style="text-align:center;"><a href="https://kodopolka.io/sale?utm_campaign=bf2026" style="background:#9fef00;color:#1b1d23;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:bold;">Выбрать курс</a></p>
<p style="font-size:13px;color:#8a8f99;">Промокод <b>BLACK40</b> применяется автоматически. Ваш прогресс: «Python для аналитики» — 14 из 38 уроков.</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#6c717c;"><a href="https://kodopolka.io/unsubscribe?u=8e3c51a0f47d" style="color:#6c717c;">Отписаться</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ Koleje Beskidzkie (regional trains)

const beskidzkie: Mail[] = [
  {
    family: "koleje-beskidzkie",
    group: "regional",
    lang: "pl",
    kind: "ticket",
    code: null,
    link: null,
    from: "Koleje Beskidzkie – bilety <bilety@kolejebeskidzkie.pl>",
    to: TO,
    subject: "Bilet KB-26-4418290: Kraków Główny – Zakopane, 07.11.2026",
    date: dt("2026-11-04", "23:40:18", "+0100"),
    text: `Dziękujemy za zakup biletu w Kolejach Beskidzkich.

Numer biletu: KB-26-4418290
Pociąg: KB 33611 „Gorce”
Relacja: Kraków Główny 07:12 → Zakopane 09:48
Data: sobota, 07.11.2026
Wagon 2, miejsce 47 (przy oknie)
Pasażer: Oksana Hrytsenko
Ulga: 51% – studencka (legitymacja AW nr 412870)
Cena: 14,46 zł (opłacono BLIK)

Bilet w PDF znajduje się w załączniku. Podczas kontroli okaż bilet (wydruk lub na ekranie) oraz legitymację studencką.

Zwrot biletu możliwy do godziny odjazdu w aplikacji lub na stronie, potrącenie 10%.

Koleje Beskidzkie sp. z o.o., ul. Bosacka 18, 31-505 Kraków · infolinia 12 299 00 33
`,
    html: `<html><body style="margin:0;background:#f0f4f0;font-family:Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#006b3f;padding:16px 22px;color:#fff;"><img src="https://kolejebeskidzkie.pl/mail/kb-logo-white.png" width="160" alt="Koleje Beskidzkie"></td></tr>
<tr><td style="padding:20px 22px;font-size:14px;color:#222;">
<p style="font-size:18px;margin:0 0 12px;"><b>Twój bilet jest gotowy</b></p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #cfe0d6;border-radius:8px;"><tr>
<td style="padding:14px;font-size:26px;font-weight:bold;">07:12</td><td style="padding:14px;color:#006b3f;font-size:20px;" align="center">→</td><td style="padding:14px;font-size:26px;font-weight:bold;" align="right">09:48</td></tr>
<tr><td style="padding:0 14px 14px;">Kraków Główny</td><td></td><td style="padding:0 14px 14px;" align="right">Zakopane</td></tr>
<tr><td colspan="3" style="padding:10px 14px;background:#f0f7f3;font-size:13px;">sobota, 07.11.2026 · KB 33611 „Gorce” · wagon 2, miejsce 47 (okno)</td></tr></table>
<table cellpadding="5" cellspacing="0" style="font-size:13px;margin-top:12px;">
<tr><td style="color:#777;">Numer biletu</td><td>KB-26-4418290</td></tr>
<tr><td style="color:#777;">Pasażer</td><td>Oksana Hrytsenko</td></tr>
<tr><td style="color:#777;">Ulga</td><td>51% – studencka</td></tr>
<tr><td style="color:#777;">Cena</td><td><b>14,46 zł</b> (BLIK)</td></tr></table>
<p style="font-size:12px;color:#666;">Bilet w PDF w załączniku. Podczas kontroli okaż bilet i legitymację studencką. Zwrot do godziny odjazdu, potrącenie 10%.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f0f4f0;font-size:11px;color:#777;">Koleje Beskidzkie sp. z o.o., ul. Bosacka 18, 31-505 Kraków · 12 299 00 33 · <a href="https://kolejebeskidzkie.pl/regulamin" style="color:#777;">Regulamin przewozu</a></td></tr>
</table></body></html>`,
    enc: "qp",
    attachment: [
      "bilet_KB-26-4418290.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Bilet KB-26-4418290 Krakow Glowny - Zakopane 07.11.2026\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "koleje-beskidzkie",
    group: "regional",
    lang: "en",
    kind: "delay-compensation",
    code: null,
    link: null,
    from: "Koleje Beskidzkie <reklamacje@kolejebeskidzkie.pl>",
    to: TO,
    subject: "Delay compensation approved – complaint RK/2026/11/0772",
    date: dt("2026-11-19", "13:26:45", "+0100"),
    text: `Dear Ms Hrytsenko,

Thank you for your claim regarding train KB 33620 Zakopane 17:05 -> Kraków Główny on 08.11.2026, which arrived 74 minutes late.

Under our conditions of carriage you are entitled to compensation of 25% of the ticket price.

Complaint number: RK/2026/11/0772
Ticket: KB-26-4418302
Ticket price: 14,46 PLN
Compensation: 3,62 PLN

The amount will be returned to the original payment method within 14 days. No further action is required.

We apologise for the inconvenience.

Customer Relations
Koleje Beskidzkie sp. z o.o.
`,
    html: null,
    enc: "7bit",
  },
];

// ------------------------------------------------------------ Shliakh (Kraków–Lviv coaches)

const shliakh: Mail[] = [
  {
    family: "shliakh-bus",
    group: "regional",
    lang: "uk",
    kind: "ticket",
    code: null,
    link: null,
    from: "Шлях — автобусні перевезення <tickets@shliakh.com.ua>",
    to: TO,
    subject: "Ваш квиток: Краків → Львів, 23.10.2026, 22:30",
    date: dt("2026-10-16", "14:05:37", "+0300"),
    text: `Дякуємо за покупку!

Бронювання: SH-7741-KRLV
Рейс: 1184 Краків — Перемишль — Львів
Відправлення: 23.10.2026, 22:30, Kraków MDA, ul. Bosacka 18, стоянка 9
Прибуття: 24.10.2026, 06:45, Львів, АС «Стрийська», вул. Стрийська 109
Пасажир: Оксана Гриценко, місце 14
Тариф: студентський −15%
Сплачено: 118,00 PLN

Будь ласка, прибудьте на посадку за 20 хвилин до відправлення. На кордоні потрібні закордонний паспорт і документ, що підтверджує право перебування в Польщі.

Багаж: 1 валіза до 25 кг + 1 ручна поклажа до 5 кг безкоштовно.

Повернення квитка: до 24 годин до відправлення — 90% вартості; пізніше — 50%.

Диспетчер у дорозі: +48 790 118 400 / +380 67 118 40 00 (Viber, WhatsApp)
ТОВ «Шлях-Транс», м. Львів
`,
    html: `<html><body style="margin:0;background:#f1f4f9;font-family:Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0b3d91;padding:16px 22px;"><img src="https://shliakh.com.ua/img/mail/logo.png" width="120" alt="Шлях"> <span style="color:#ffd500;font-size:13px;float:right;margin-top:8px;">SH-7741-KRLV</span></td></tr>
<tr><td style="padding:22px;">
<table width="100%" cellpadding="0" cellspacing="0" style="border:2px dashed #0b3d91;border-radius:10px;"><tr><td style="padding:16px;">
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td><span style="font-size:12px;color:#888;">23.10.2026</span><br><b style="font-size:24px;">22:30</b><br>Краків, MDA, ul. Bosacka 18, стоянка 9</td>
<td align="center" style="color:#0b3d91;">🚌 рейс 1184<br>───────▶</td>
<td align="right"><span style="font-size:12px;color:#888;">24.10.2026</span><br><b style="font-size:24px;">06:45</b><br>Львів, АС «Стрийська»</td></tr></table>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;margin-top:8px;">
<tr><td style="color:#888;">Пасажир</td><td>Оксана Гриценко</td><td style="color:#888;">Місце</td><td><b>14</b></td></tr>
<tr><td style="color:#888;">Тариф</td><td>студентський −15%</td><td style="color:#888;">Сплачено</td><td><b>118,00 PLN</b></td></tr></table>
</td></tr></table>
<p style="font-size:13px;color:#444;line-height:1.55;">Прибудьте на посадку за 20 хвилин. На кордоні потрібні закордонний паспорт і документ, що підтверджує право перебування в Польщі. Багаж: 1 валіза до 25 кг + ручна поклажа до 5 кг.</p>
<p style="font-size:12px;color:#777;">Повернення: до 24 год до відправлення — 90%, пізніше — 50%. Диспетчер: +48 790 118 400 / +380 67 118 40 00 (Viber, WhatsApp).</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f1f4f9;font-size:11px;color:#888;">ТОВ «Шлях-Транс», м. Львів · <a href="https://shliakh.com.ua/pravyla" style="color:#888;">Правила перевезення</a> · <a href="https://shliakh.com.ua/kabinet" style="color:#888;">Особистий кабінет</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "shliakh-bus",
    group: "regional",
    lang: "pl",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Shliakh – przewozy autokarowe <tickets@shliakh.com.ua>",
    to: TO,
    subject: "Zmiana godziny odjazdu – rezerwacja SH-7902-LVKR",
    date: dt("2026-10-29", "10:48:00", "+0100"),
    text: `Szanowna Pasażerko,

w związku ze zmianą rozkładu na przejściu granicznym Korczowa–Krakowiec zmieniamy godzinę odjazdu Twojego kursu powrotnego.

Rezerwacja: SH-7902-LVKR
Kurs: 1185 Lwów – Przemyśl – Kraków
Data: 01.11.2026
Było: odjazd 21:00, przyjazd do Krakowa ok. 05:40
Jest: odjazd 19:30, przyjazd do Krakowa ok. 04:10
Miejsce odjazdu bez zmian: Lwów, dworzec autobusowy „Stryjski”

Twoje miejsce (nr 22) pozostaje zarezerwowane. Jeśli nowa godzina Ci nie odpowiada, możesz bezpłatnie zwrócić bilet do 31.10.2026 w panelu klienta lub dzwoniąc pod +48 790 118 400.

Przepraszamy za utrudnienia.
Shliakh-Trans
`,
    html: null,
    enc: "qp",
  },
];

// ------------------------------------------------------------ SEKON Brno (student conference) and a Tatra guesthouse

const sekon: Mail[] = [
  {
    family: "sekon-brno",
    group: "regional",
    lang: "cs",
    kind: "verify-link",
    code: null,
    link: "https://registrace.sekon-brno.cz/overeni?email=oksana.hrytsenko%40poczta.example&kod=c4e17b9a20",
    from: "SEKON 2027 – registrace <registrace@sekon-brno.cz>",
    to: TO,
    subject: "SEKON 2027: ověřte prosím svůj e-mail",
    date: dt("2026-11-06", "14:37:12", "+0100"),
    text: `Dobrý den,

děkujeme za registraci na Studentskou ekonomickou konferenci SEKON 2027 (Brno, 18.–19. března 2027).

Pro dokončení registrace prosím ověřte svou e-mailovou adresu kliknutím na odkaz:
https://registrace.sekon-brno.cz/overeni?email=oksana.hrytsenko%40poczta.example&kod=c4e17b9a20

Dokud adresu neověříte, nebude možné nahrát abstrakt příspěvku (uzávěrka 15. 1. 2027, max. 300 slov, anglicky nebo česky).

Konferenční poplatek: 900 Kč / 36 EUR (studenti partnerských univerzit zdarma).

S pozdravem
Organizační tým SEKON 2027
Ekonomicko-správní fakulta, Lipová 41a, 602 00 Brno
sekon@sekon-brno.cz · +420 549 49 11 00
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#1a1a1a;">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:10px 0 14px;border-bottom:2px solid #c8102e;"><img src="https://sekon-brno.cz/img/sekon-2027-logo.png" width="170" alt="SEKON 2027"></td></tr>
<tr><td style="padding:16px 0;line-height:1.55;">
<p>Dobrý den,</p>
<p>děkujeme za registraci na Studentskou ekonomickou konferenci <b>SEKON 2027</b> (Brno, 18.–19. března 2027).</p>
<p>Pro dokončení registrace prosím ověřte svou e-mailovou adresu:</p>
<p><a href="https://registrace.sekon-brno.cz/overeni?email=oksana.hrytsenko%40poczta.example&amp;kod=c4e17b9a20" style="background:#c8102e;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px;">Ověřit e-mail</a></p>
<p style="font-size:13px;color:#555;">Dokud adresu neověříte, nebude možné nahrát abstrakt příspěvku (uzávěrka 15. 1. 2027, max. 300 slov). Konferenční poplatek: 900 Kč / 36 EUR (studenti partnerských univerzit zdarma).</p>
<p>S pozdravem<br>Organizační tým SEKON 2027</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;border-top:1px solid #ddd;padding-top:8px;">Ekonomicko-správní fakulta, Lipová 41a, 602 00 Brno · sekon@sekon-brno.cz · +420 549 49 11 00<br><a href="https://sekon-brno.cz/program" style="color:#777;">Program</a> · <a href="https://sekon-brno.cz/gdpr" style="color:#777;">Ochrana osobních údajů</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

const limba: Mail[] = [
  {
    family: "penzion-limba-zdiar",
    group: "regional",
    lang: "sk",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Penzión Limba Ždiar <rezervacie@penzionlimba.sk>",
    to: TO,
    subject: "Potvrdenie rezervácie č. 2026-0418 – Penzión Limba",
    date: dt("2026-11-08", "19:02:30", "+0100"),
    text: `Dobrý deň, pani Hrytsenko,

ďakujeme za Vašu rezerváciu. Tešíme sa na Vás!

Číslo rezervácie: 2026-0418
Príchod: piatok 04.12.2026 od 15:00
Odchod: nedeľa 06.12.2026 do 10:00
Izba: štvorlôžková s vlastnou kúpeľňou (4 osoby)
Strava: raňajky v cene
Cena spolu: 256,00 EUR (2 noci × 4 osoby × 32,00 EUR)
Záloha 30 %: 76,80 EUR – prijatá 08.11.2026, ďakujeme
Doplatok na mieste: 179,20 EUR + miestny poplatok 1,50 EUR/osoba/noc

Parkovanie pri penzióne zdarma. Najbližšia autobusová zastávka: Ždiar, Blaščatská dolina (3 min pešo).

Storno podmienky: do 14 dní pred príchodom bez poplatku, neskôr prepadá záloha.

S pozdravom
rodina Galajdová
Penzión Limba, Ždiar 412, 059 55 Ždiar · +421 905 331 207
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Flatpot (shared household bills)

const flatpot: Mail[] = [
  {
    family: "flatpot",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://flatpot.app/i/HH-LEA1147/9QkzR2",
    from: "Flatpot <noreply@flatpot.app>",
    to: TO,
    subject: "Marta wants to split bills with you in “Lea 114/7”",
    date: dt("2026-10-01", "20:05:44", "+0200"),
    text: `Marta Kowalczyk invited you to the household "Lea 114/7" on Flatpot.

Members: Marta K., Yaroslav P., you
Shared so far: rent 3 900,00 PLN, internet 59,00 PLN, electricity (monthly estimate) 210,00 PLN

Join the household to see who owes what and settle up in one tap:
https://flatpot.app/i/HH-LEA1147/9QkzR2

Don't know Marta? You can safely ignore this e-mail.

Flatpot Ltd, 20-22 Wenlock Road, London N1 7GU, United Kingdom
Help: https://flatpot.app/help | Unsubscribe from invitations: https://flatpot.app/email/prefs?t=inv
`,
    html: `<html><body style="margin:0;background:#fffaf2;font-family:'Poppins',Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">Rent, internet and electricity are already in. Join to see your share.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f1e6d3;border-radius:18px;">
<tr><td style="padding:24px 28px 0;"><img src="https://flatpot.app/static/email/flatpot-pot.png" width="44" height="44" alt="Flatpot"></td></tr>
<tr><td style="padding:14px 28px 0;font-size:21px;font-weight:700;color:#2a1e0e;">Marta Kowalczyk invited you to “Lea 114/7”</td></tr>
<tr><td style="padding:14px 28px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;color:#4a3b25;">
<tr><td>🏠 Rent</td><td align="right">3 900,00 PLN</td></tr>
<tr><td>📶 Internet</td><td align="right">59,00 PLN</td></tr>
<tr><td>⚡ Electricity (estimate)</td><td align="right">210,00 PLN / month</td></tr></table>
<p style="font-size:13px;color:#8a7a60;margin:8px 0 0;">Members: Marta K., Yaroslav P., you</p></td></tr>
<tr><td align="center" style="padding:10px 28px 26px;"><a href="https://flatpot.app/i/HH-LEA1147/9QkzR2" style="background:#ff9f1c;color:#2a1e0e;font-weight:700;text-decoration:none;padding:13px 32px;border-radius:12px;display:inline-block;">Join household</a></td></tr>
<tr><td style="padding:0 28px 22px;font-size:12px;color:#a8997f;">Don't know Marta? You can safely ignore this e-mail.</td></tr>
</table>
<p style="font-size:11px;color:#a8997f;">Flatpot Ltd, 20-22 Wenlock Road, London N1 7GU · <a href="https://flatpot.app/help" style="color:#a8997f;">Help</a> · <a href="https://flatpot.app/email/prefs?t=inv" style="color:#a8997f;">Email preferences</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "flatpot",
    group: "consumer",
    lang: "en",
    kind: "monthly-summary",
    code: null,
    link: null,
    from: "Flatpot <noreply@flatpot.app>",
    to: TO,
    subject: "October in “Lea 114/7”: you owe 1 401,67 PLN",
    date: dt("2026-11-01", "08:00:03", "+0100"),
    text: `Your October summary for "Lea 114/7"

Total household spending: 4 385,00 PLN
Your share:               1 461,67 PLN
You already paid:            60,00 PLN (cleaning supplies, 14 Oct)
You owe:                  1 401,67 PLN

  to Marta K.:      1 366,67 PLN
  to Yaroslav P.:      35,00 PLN

Marta set a reminder for 5 November. You can settle up by bank transfer or BLIK and mark it as paid in the app.

Flatpot Ltd, 20-22 Wenlock Road, London N1 7GU
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Unikarta (international student card)

function unikarta_html(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0f1b3d;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:4px;font-family:'Montserrat',Arial,sans-serif;color:#0f1b3d;">
<tr><td style="padding:22px 30px;border-bottom:4px solid #21d4b4;"><img src="https://media.unikarta.eu/mail/unikarta-logo-navy.png" width="140" alt="Unikarta"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:1.6;">${body}</td></tr>
<tr><td style="padding:18px 30px;background:#f2f4f8;font-size:11px;color:#6a7391;line-height:1.6;">
Unikarta B.V., Keizersgracht 174, 1016 DW Amsterdam, The Netherlands · KvK 81234567<br>
<a href="https://unikarta.eu/help" style="color:#6a7391;">Help</a> · <a href="https://unikarta.eu/privacy" style="color:#6a7391;">Privacy</a> · <a href="https://unikarta.eu/terms" style="color:#6a7391;">Terms</a><br>
<a href="https://apps.apple.com/app/unikarta/id1580012345"><img src="https://media.unikarta.eu/mail/badge-appstore.png" height="30" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=eu.unikarta.app"><img src="https://media.unikarta.eu/mail/badge-googleplay.png" height="30" alt="Get it on Google Play"></a></td></tr>
</table></td></tr></table></body></html>`;
}

const unikarta: Mail[] = [
  {
    family: "unikarta",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "UK-705512",
    code_digits: "705512",
    link: null,
    from: "Unikarta <access@unikarta.eu>",
    to: TO,
    subject: "Your Unikarta sign-in code",
    date: dt("2026-10-20", "16:40:19", "+0200"),
    text: `Sign in to Unikarta

Your one-time code: UK-705512

Type the six digits after "UK-" into the app. The code is valid for 10 minutes and can be used once.

Requested from: Unikarta app on Android, Kraków, Poland

Not you? Someone may have typed your e-mail by mistake. Your account is safe as long as you don't share this code.

Unikarta - the student card that travels with you.
`,
    html: unikarta_html(
      "Your one-time code: UK-705512",
      `<p style="font-size:20px;font-weight:700;margin:0 0 10px;">Sign in to Unikarta</p>
<p>Your one-time code:</p>
<table cellpadding="0" cellspacing="0" role="presentation"><tr><td style="background:#0f1b3d;color:#21d4b4;font-size:30px;font-weight:700;letter-spacing:4px;padding:14px 24px;border-radius:4px;">UK-705512</td></tr></table>
<p style="font-size:13px;color:#6a7391;">Type the six digits after “UK-” into the app. Valid for 10 minutes, single use.<br>Requested from: Unikarta app on Android, Kraków, Poland.</p>
<p style="font-size:13px;color:#6a7391;">Not you? Someone may have typed your e-mail by mistake. Your account is safe as long as you don't share this code.</p>`,
    ),
    enc: "7bit",
  },
  {
    family: "unikarta",
    group: "consumer",
    lang: "en",
    kind: "card-issued",
    code: null,
    link: null,
    from: "Unikarta <hello@unikarta.eu>",
    to: TO,
    subject: "Your digital student card is ready 🎓",
    date: dt("2026-10-21", "09:12:55", "+0200"),
    text: `Welcome to Unikarta, Oksana!

Your student status at Akademia Wawelska w Krakowie has been confirmed and your digital card is now active.

Card number: UKT 4820 1177 3095
Valid until: 31.10.2027
Type: Student (full-time)

Open the app and show the card to get discounts at more than 40,000 partners in 60 countries - from museums and cinemas to bus and train tickets.

Top picks in Kraków this month:
- 20% off at Kino Pod Baranami (Mon-Thu)
- 2-for-1 entry at the Museum of Engineering and Technology
- 15% off coaches to Lviv and Vienna with selected carriers

Your card fee of 39,00 PLN was charged to Visa •••• 2208. Receipt no. UKR-2026-558120.

The Unikarta team
`,
    html: unikarta_html(
      "Card UKT 4820 1177 3095 active until 31.10.2027",
      `<p style="font-size:20px;font-weight:700;margin:0 0 10px;">Welcome to Unikarta, Oksana! 🎓</p>
<p>Your student status at Akademia Wawelska w Krakowie has been confirmed and your digital card is now active.</p>
<table cellpadding="0" cellspacing="0" role="presentation" style="background:linear-gradient(135deg,#0f1b3d,#21406f);border-radius:14px;width:340px;"><tr><td style="padding:18px 22px;color:#fff;font-size:13px;">
<span style="color:#21d4b4;font-weight:700;">UNIKARTA · STUDENT</span><br><br>
<span style="font-size:18px;letter-spacing:2px;">UKT 4820 1177 3095</span><br>
OKSANA HRYTSENKO · valid until 31.10.2027</td></tr></table>
<p>Show the card in the app to get discounts at more than 40,000 partners in 60 countries.</p>
<p style="font-weight:700;margin-bottom:4px;">Top picks in Kraków this month</p>
<ul style="margin-top:0;"><li>20% off at Kino Pod Baranami (Mon–Thu)</li><li>2-for-1 entry at the Museum of Engineering and Technology</li><li>15% off coaches to Lviv and Vienna with selected carriers</li></ul>
<p style="font-size:12px;color:#6a7391;">Card fee 39,00 PLN charged to Visa •••• 2208. Receipt no. UKR-2026-558120.</p>`,
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------ Paperloom (library e-books)

const paperloom: Mail[] = [
  {
    family: "paperloom-ebooks",
    group: "consumer",
    lang: "en",
    kind: "loan-expiring",
    code: null,
    link: null,
    from: "Paperloom via Akademia Wawelska Library <loans@paperloom.com>",
    to: TO_UNI,
    subject: "Your e-book loan ends in 2 days: Intermediate Microeconomics (9th ed.)",
    date: dt("2026-11-13", "06:00:00", "+0100"),
    text: `Hello,

Your loan of the following title, borrowed through Akademia Wawelska Library, ends on 15 November 2026 at 23:59 (CET):

  Intermediate Microeconomics: A Modern Approach, 9th edition
  Loan type: 7-day download (DRM-protected PDF)

After that the file will stop opening on your device. You can renew the loan once from your Paperloom bookshelf if no other reader has reserved the title (currently 2 people are waiting, so renewal may not be available).

Notes and highlights you made in the online reader are kept for 12 months.

Paperloom is provided by your library. For account questions contact biblioteka@awawel.edu.pl.

Paperloom Inc., 1 Library Way, Suite 400, Ann Arbor, MI 48104, USA
`,
    html: null,
    enc: "7bit",
  },
];

export const mails: Mail[] = [
  ...aw,
  ...studykrug,
  ...przeslo,
  ...sukiennice,
  ...kashtan,
  ...hopla,
  ...epobyt,
  ...eurzad,
  ...hanok,
  ...pogadaj,
  ...szafkomat,
  ...smakoped,
  ...szprycha,
  ...szklarnia,
  ...lepszykoszyk,
  ...lernhafen,
  ...kodopolka,
  ...beskidzkie,
  ...shliakh,
  ...sekon,
  ...limba,
  ...flatpot,
  ...unikarta,
  ...paperloom,
];
