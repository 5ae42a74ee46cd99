/**
 * The inbox of a community pharmacist working across Poland, Czechia and Slovakia over September and
 * October: e-prescription and insurance portals, wholesalers, the pharmacy-software vendor, bank, card
 * terminal, chamber and training platform, courier, lockers, scheduling, utilities and the online store.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026, Central European time (summer time until 25 October). */
function d(month: number, day: number, time: string): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const tz = month < 10 || (month === 10 && day < 25) ? "+0200" : "+0100";
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${tz}`;
}

const PL_TO = "Magdalena Wróbel <m.wrobel@apteka-podkasztanem.pl>";
const CZ_TO = "Magdalena Wróbel <lekarna.tesin@apteka-podkasztanem.pl>";

/** A plain government-portal page: crest bar, grey body, formal footer. */
function gov(title: string, crest: string, body: string, footer: string, pre = ""): string {
  return `<!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f4">
<tr><td align="center" style="padding:24px 8px">
 <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:6px solid #c8102e">
  <tr><td style="padding:18px 28px;border-bottom:1px solid #dfe3e8">
   <table role="presentation" cellpadding="0" cellspacing="0"><tr>
    <td><img src="${crest}" width="40" height="46" alt="Godło" style="display:block"></td>
    <td style="padding-left:12px;font-size:15px;font-weight:bold;color:#1b1b1b">${title}</td>
   </tr></table>
  </td></tr>
  <tr><td style="padding:26px 28px;font-size:15px;line-height:22px">
${body}
  </td></tr>
  <tr><td style="padding:18px 28px;background:#f6f7f9;font-size:12px;line-height:18px;color:#5c6670">
${footer}
  </td></tr>
 </table>
</td></tr>
</table>
</body></html>`;
}

/** A commercial card layout with a coloured header and a social/footer row. */
function card(o: {
  brand: string;
  color: string;
  logo: string;
  pre: string;
  body: string;
  footer: string;
  lang?: string;
}): string {
  return `<!doctype html>
<html lang="${o.lang ?? "pl"}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${o.brand}</title>
<style type="text/css">
  body{margin:0;padding:0}
  a{color:${o.color}}
  @media only screen and (max-width:620px){ .wrap{width:100%!important} .pad{padding:16px!important} }
</style>
</head>
<body style="margin:0;padding:0;background-color:#f3f3f3">
<span style="display:none!important;visibility:hidden;opacity:0;color:transparent;height:0;width:0">${o.pre}</span>
<center>
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;margin:0 auto">
 <tr><td style="background:${o.color};padding:14px 24px" align="left">
  <img src="${o.logo}" alt="${o.brand}" height="30" style="display:block;border:0;height:30px">
 </td></tr>
 <tr><td class="pad" style="background:#ffffff;padding:28px 32px;font-family:'Segoe UI',Tahoma,Arial,sans-serif;font-size:14px;line-height:21px;color:#333333">
${o.body}
 </td></tr>
 <tr><td style="padding:20px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#888888" align="center">
${o.footer}
 </td></tr>
</table>
</center>
</body>
</html>`;
}

/** A button cell. */
function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0">
 <tr><td align="center" bgcolor="${color}" style="border-radius:4px">
  <a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px">${label}</a>
 </td></tr>
</table>`;
}

// ---------------------------------------------------------------- e-prescription portal (PL)

const RCZ_CREST = "https://portal-apteczny.rcz.gov.pl/static/img/godlo-rp.png";
const RCZ_FOOT = `Wiadomość wygenerowana automatycznie przez Portal Apteczny RCZ. Prosimy na nią nie odpowiadać.<br>
Rejestr Centralny Zdrowia, ul. Stanisława Dubois 5A, 00-184 Warszawa<br>
Infolinia dla aptek: 22 597 09 21 (pn.–pt. 7:00–20:00) · <a href="https://portal-apteczny.rcz.gov.pl/pomoc" style="color:#5c6670">Pomoc</a> · <a href="https://portal-apteczny.rcz.gov.pl/ochrona-danych" style="color:#5c6670">Ochrona danych</a>`;

const rcz: Mail[] = [
  {
    family: "portal-apteczny-rcz",
    group: "regional",
    lang: "pl",
    kind: "login-code",
    code: "583204",
    link: null,
    from: "Portal Apteczny RCZ <nie-odpowiadaj@portal-apteczny.rcz.gov.pl>",
    to: PL_TO,
    subject: "Kod jednorazowy do logowania w Portalu Aptecznym",
    date: d(9, 1, "07:42:13"),
    enc: "qp",
    text: `Szanowna Pani,

ktoś (prawdopodobnie Pani) loguje się do Portalu Aptecznego RCZ na konto
powiązane z numerem PWZF 4-1187/09 (Apteka „Pod Kasztanem”, Leszno).

Kod jednorazowy: 583 204

Kod jest ważny przez 5 minut, licząc od godziny 07:42. Nie podawaj go nikomu –
pracownicy RCZ nigdy nie proszą o kody telefonicznie.

Jeśli to nie Pani próbuje się zalogować, zmień hasło i skontaktuj się z infolinią:
22 597 09 21.

--
Rejestr Centralny Zdrowia
ul. Stanisława Dubois 5A, 00-184 Warszawa
`,
    html: gov(
      "Portal Apteczny RCZ",
      RCZ_CREST,
      `<p style="margin:0 0 14px">Szanowna Pani,</p>
<p style="margin:0 0 14px">ktoś (prawdopodobnie Pani) loguje się do Portalu Aptecznego RCZ na konto powiązane z numerem PWZF <strong>4-1187/09</strong> (Apteka „Pod Kasztanem”, Leszno).</p>
<p style="margin:0 0 6px">Kod jednorazowy:</p>
<p style="margin:0 0 18px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:6px">583 204</p>
<p style="margin:0 0 14px">Kod jest ważny przez 5 minut, licząc od godziny 07:42. Nie podawaj go nikomu – pracownicy RCZ nigdy nie proszą o kody telefonicznie.</p>
<p style="margin:0">Jeśli to nie Pani próbuje się zalogować, <a href="https://portal-apteczny.rcz.gov.pl/konto/haslo" style="color:#0052a5">zmień hasło</a> i skontaktuj się z infolinią.</p>`,
      RCZ_FOOT,
      "Kod jest ważny 5 minut.",
    ),
  },
  {
    family: "portal-apteczny-rcz",
    group: "regional",
    lang: "pl",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Portal Apteczny RCZ <komunikaty@portal-apteczny.rcz.gov.pl>",
    to: PL_TO,
    subject: "Komunikat: przerwa techniczna P1 w nocy z 12 na 13 września",
    date: d(9, 9, "15:03:40"),
    enc: "8bit",
    text: `KOMUNIKAT DLA APTEK nr 41/2026

W nocy z soboty 12.09 na niedzielę 13.09.2026, w godzinach 23:00–03:30, nastąpi
planowana przerwa techniczna w systemie P1. W tym czasie:

  - nie będzie możliwa realizacja e-recept online (skorzystaj z trybu awaryjnego,
    kod realizacji zachowaj w systemie aptecznym do czasu przywrócenia usługi),
  - raporty ZSMOPL zostaną przyjęte po zakończeniu prac,
  - logowanie do Portalu Aptecznego będzie niedostępne.

Apteki całodobowe prosimy o przygotowanie się do pracy w trybie offline zgodnie
z instrukcją: https://portal-apteczny.rcz.gov.pl/pomoc/tryb-awaryjny

Za utrudnienia przepraszamy.
Zespół Portalu Aptecznego RCZ
`,
    html: gov(
      "Komunikat dla aptek nr 41/2026",
      RCZ_CREST,
      `<p style="margin:0 0 14px">W nocy z <strong>soboty 12.09 na niedzielę 13.09.2026</strong>, w godzinach <strong>23:00–03:30</strong>, nastąpi planowana przerwa techniczna w systemie P1. W tym czasie:</p>
<ul style="margin:0 0 14px;padding-left:20px">
<li>nie będzie możliwa realizacja e-recept online (skorzystaj z trybu awaryjnego, kod realizacji zachowaj w systemie aptecznym do czasu przywrócenia usługi),</li>
<li>raporty ZSMOPL zostaną przyjęte po zakończeniu prac,</li>
<li>logowanie do Portalu Aptecznego będzie niedostępne.</li>
</ul>
<p style="margin:0 0 14px">Apteki całodobowe prosimy o przygotowanie się do pracy w trybie offline zgodnie z <a href="https://portal-apteczny.rcz.gov.pl/pomoc/tryb-awaryjny" style="color:#0052a5">instrukcją</a>.</p>
<p style="margin:0">Za utrudnienia przepraszamy.<br>Zespół Portalu Aptecznego RCZ</p>`,
      RCZ_FOOT,
      "Planowana przerwa 23:00–03:30",
    ),
  },
  {
    family: "portal-apteczny-rcz",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://portal-apteczny.rcz.gov.pl/konto/potwierdz-email?t=Rk3pQx8v2LmZ0aWc7YbN4sHd",
    from: "Portal Apteczny RCZ <nie-odpowiadaj@portal-apteczny.rcz.gov.pl>",
    to: "Magdalena Wróbel <magdalena.wrobel@apteka-podkasztanem.pl>",
    subject: "Potwierdź nowy adres e-mail w Portalu Aptecznym",
    date: d(9, 22, "11:18:02"),
    enc: "b64",
    text: `Szanowna Pani,

w ustawieniach konta w Portalu Aptecznym zmieniono adres e-mail do powiadomień na:
magdalena.wrobel@apteka-podkasztanem.pl

Aby zmiana zaczęła obowiązywać, potwierdź adres, otwierając poniższy link
(ważny 48 godzin):

https://portal-apteczny.rcz.gov.pl/konto/potwierdz-email?t=Rk3pQx8v2LmZ0aWc7YbN4sHd

Do czasu potwierdzenia powiadomienia będą wysyłane na dotychczasowy adres.
Jeżeli nie zmieniała Pani adresu, zignoruj tę wiadomość i zgłoś to na infolinii 22 597 09 21.

Rejestr Centralny Zdrowia
`,
    html: gov(
      "Portal Apteczny RCZ",
      RCZ_CREST,
      `<p style="margin:0 0 14px">Szanowna Pani,</p>
<p style="margin:0 0 14px">w ustawieniach konta w Portalu Aptecznym zmieniono adres e-mail do powiadomień na <strong>magdalena.wrobel@apteka-podkasztanem.pl</strong>.</p>
<p style="margin:0 0 14px">Aby zmiana zaczęła obowiązywać, potwierdź adres (link ważny 48 godzin):</p>
<p style="margin:0 0 20px"><a href="https://portal-apteczny.rcz.gov.pl/konto/potwierdz-email?t=Rk3pQx8v2LmZ0aWc7YbN4sHd" style="background:#0052a5;color:#ffffff;padding:11px 22px;text-decoration:none;font-weight:bold;display:inline-block">Potwierdzam adres e-mail</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#5c6670">Do czasu potwierdzenia powiadomienia będą wysyłane na dotychczasowy adres. Jeżeli nie zmieniała Pani adresu, zignoruj tę wiadomość i zgłoś to na infolinii.</p>`,
      RCZ_FOOT,
    ),
  },
];

// ---------------------------------------------------------------- wholesaler (PL)

const MV_FOOT = `Medvistula Hurtownia Farmaceutyczna Sp. z o.o., ul. Portowa 17, 87-100 Toruń<br>
NIP 879-27-44-103 · KRS 0000418822 · Zezwolenie GIF nr GIF-N-411/0377/11<br>
Dział Obsługi Aptek: 56 621 40 00 · <a href="https://b2b.medvistula.pl/kontakt" style="color:#888">kontakt</a> · <a href="https://b2b.medvistula.pl/rodo" style="color:#888">RODO</a>`;

const medvistula: Mail[] = [
  {
    family: "medvistula-hurt",
    group: "regional",
    lang: "pl",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Medvistula B2B <zamowienia@medvistula.pl>",
    to: PL_TO,
    subject: "Potwierdzenie zamówienia ZA/2026/09/118734",
    date: d(9, 2, "13:57:21"),
    enc: "qp",
    text: `Potwierdzenie przyjęcia zamówienia ZA/2026/09/118734
Klient: Apteka „Pod Kasztanem” Magdalena Wróbel, ul. Słowiańska 8, 64-100 Leszno (nr kl. 40-2291)

Poz. Nazwa                                   Ilość   Cena netto   Wartość
1    Amlodipinum 5 mg, 30 tabl.               12      8,41          100,92
2    Metformini hydrochloridum 850 mg, 60     10      6,02           60,20
3    Ibuprofen 400 mg, 24 kaps.               24      9,87          236,88
4    Sól fizjologiczna 0,9% 5 ml x 40         6       11,30          67,80
5    Xylometazolin 0,1% aer. 10 ml            15      7,15          107,25

Razem netto: 573,05 zł   VAT: 45,84 zł   Razem brutto: 618,89 zł

Dostawa: trasa L-3, jutro (03.09.2026) między 06:30 a 08:00.
Brak na stanie: Bisoprolol 5 mg x 30 – pozycja przeniesiona do braków, powiadomimy o dostępności.

Zamówienie możesz śledzić w panelu: https://b2b.medvistula.pl/zamowienia/118734

Medvistula Hurtownia Farmaceutyczna Sp. z o.o.
`,
    html: card({
      brand: "Medvistula",
      color: "#00695c",
      logo: "https://b2b.medvistula.pl/img/mail/logo-white.png",
      pre: "Zamówienie przyjęte – dostawa 03.09 trasą L-3",
      body: `<h2 style="margin:0 0 12px;font-size:19px;color:#00695c">Zamówienie ZA/2026/09/118734 przyjęte</h2>
<p style="margin:0 0 12px">Klient: Apteka „Pod Kasztanem” Magdalena Wróbel, ul. Słowiańska 8, 64-100 Leszno (nr kl. 40-2291)</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="border-collapse:collapse;font-size:13px">
<tr style="background:#e0f2f1"><th align="left">Nazwa</th><th align="right">Ilość</th><th align="right">Cena netto</th><th align="right">Wartość</th></tr>
<tr><td style="border-bottom:1px solid #eee">Amlodipinum 5 mg, 30 tabl.</td><td align="right" style="border-bottom:1px solid #eee">12</td><td align="right" style="border-bottom:1px solid #eee">8,41</td><td align="right" style="border-bottom:1px solid #eee">100,92</td></tr>
<tr><td style="border-bottom:1px solid #eee">Metformini hydrochloridum 850 mg, 60</td><td align="right" style="border-bottom:1px solid #eee">10</td><td align="right" style="border-bottom:1px solid #eee">6,02</td><td align="right" style="border-bottom:1px solid #eee">60,20</td></tr>
<tr><td style="border-bottom:1px solid #eee">Ibuprofen 400 mg, 24 kaps.</td><td align="right" style="border-bottom:1px solid #eee">24</td><td align="right" style="border-bottom:1px solid #eee">9,87</td><td align="right" style="border-bottom:1px solid #eee">236,88</td></tr>
<tr><td style="border-bottom:1px solid #eee">Sól fizjologiczna 0,9% 5 ml x 40</td><td align="right" style="border-bottom:1px solid #eee">6</td><td align="right" style="border-bottom:1px solid #eee">11,30</td><td align="right" style="border-bottom:1px solid #eee">67,80</td></tr>
<tr><td style="border-bottom:1px solid #eee">Xylometazolin 0,1% aer. 10 ml</td><td align="right" style="border-bottom:1px solid #eee">15</td><td align="right" style="border-bottom:1px solid #eee">7,15</td><td align="right" style="border-bottom:1px solid #eee">107,25</td></tr>
<tr><td colspan="3" align="right"><strong>Razem brutto</strong> (netto 573,05 + VAT 45,84)</td><td align="right"><strong>618,89 zł</strong></td></tr>
</table>
<p style="margin:16px 0 8px">Dostawa: <strong>trasa L-3, 03.09.2026, 06:30–08:00</strong>.</p>
<p style="margin:0 0 8px;color:#b71c1c">Brak na stanie: Bisoprolol 5 mg x 30 – pozycja przeniesiona do braków.</p>
<p style="margin:0"><a href="https://b2b.medvistula.pl/zamowienia/118734">Zobacz zamówienie w panelu</a></p>`,
      footer: MV_FOOT,
    }),
  },
  {
    family: "medvistula-hurt",
    group: "regional",
    lang: "pl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Medvistula e-Faktury <efaktury@medvistula.pl>",
    to: PL_TO,
    subject: "Faktura VAT FV/TOR/2026/09/33817 do zamówienia ZA/2026/09/118734",
    date: d(9, 3, "06:12:09"),
    enc: "8bit",
    text: `Dzień dobry,

w załączeniu przesyłamy fakturę VAT FV/TOR/2026/09/33817 z dnia 03.09.2026
na kwotę 618,89 zł brutto. Termin płatności: 17.09.2026 (14 dni).

Numer rachunku do wpłat (indywidualny): 48 1140 2004 0000 3702 7788 2291

Fakturę przesłano również do KSeF, numer KSeF: 8792744103-20260903-4A7C21E0B9F3-71.

Pozdrawiamy
Dział Rozliczeń Medvistula
tel. 56 621 40 18
`,
    html: null,
    attachment: [
      "FV_TOR_2026_09_33817.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "medvistula-hurt",
    group: "regional",
    lang: "pl",
    kind: "recall-notice",
    code: null,
    link: null,
    from: "Medvistula – Dział Jakości <jakosc@medvistula.pl>",
    to: PL_TO,
    subject: "PILNE: wstrzymanie w obrocie – Lorasan 10 mg, seria 24L0931",
    date: d(9, 15, "10:44:57"),
    enc: "qp",
    text: `PILNE – DECYZJA GŁÓWNEGO INSPEKTORA FARMACEUTYCZNEGO

Szanowni Państwo,

informujemy, że decyzją GIF nr 112/WS/2026 z dnia 15.09.2026 wstrzymano w obrocie
na terenie całego kraju produkt leczniczy:

  Lorasan (Loratadinum) 10 mg, tabletki, 30 szt.
  nr serii: 24L0931, data ważności: 11.2027
  podmiot odpowiedzialny: Valmed Pharma Sp. z o.o.

Powód: wynik poza specyfikacją w badaniu uwalniania substancji czynnej.

Prosimy o niezwłoczne sprawdzenie stanów magazynowych, zabezpieczenie
produktu z podanej serii i oznaczenie go jako „wstrzymany”. Zwrot do hurtowni
nastąpi po otrzymaniu decyzji o wycofaniu – o sposobie zwrotu poinformujemy
odrębnym komunikatem. Produkt został zablokowany w systemie zamówień.

Według naszych danych Państwa apteka otrzymała 6 opakowań tej serii
(dostawa WZ/TOR/2026/08/90112 z dnia 21.08.2026).

Treść decyzji: https://rdg.ezdrowie.gov.pl/Decision/Decision?id=48291

Dział Zapewnienia Jakości
Medvistula Hurtownia Farmaceutyczna Sp. z o.o.
tel. 56 621 40 55, jakosc@medvistula.pl
`,
    html: null,
  },
  {
    family: "medvistula-hurt",
    group: "regional",
    lang: "pl",
    kind: "reset-link",
    code: null,
    link: "https://b2b.medvistula.pl/konto/nowe-haslo/6e1f0c3a9d2b47f8a5c1e7d04b93f2aa",
    from: "Medvistula B2B <no-reply@medvistula.pl>",
    to: PL_TO,
    subject: "Ustawienie nowego hasła do platformy B2B",
    date: d(10, 6, "19:26:31"),
    enc: "b64",
    text: `Dzień dobry,

otrzymaliśmy prośbę o zmianę hasła dla użytkownika mwrobel.40-2291 na platformie
zamówień Medvistula B2B.

Ustaw nowe hasło: https://b2b.medvistula.pl/konto/nowe-haslo/6e1f0c3a9d2b47f8a5c1e7d04b93f2aa

Link wygasa po 60 minutach i może być użyty tylko raz. Jeśli to nie Ty prosiłeś
o zmianę, zignoruj tę wiadomość – dotychczasowe hasło pozostaje aktywne.

Dział Obsługi Aptek: 56 621 40 00
`,
    html: card({
      brand: "Medvistula",
      color: "#00695c",
      logo: "https://b2b.medvistula.pl/img/mail/logo-white.png",
      pre: "Link ważny 60 minut",
      body: `<p style="margin:0 0 12px">Dzień dobry,</p>
<p style="margin:0 0 12px">otrzymaliśmy prośbę o zmianę hasła dla użytkownika <strong>mwrobel.40-2291</strong> na platformie zamówień Medvistula B2B.</p>
${button("https://b2b.medvistula.pl/konto/nowe-haslo/6e1f0c3a9d2b47f8a5c1e7d04b93f2aa", "Ustaw nowe hasło", "#00695c")}
<p style="margin:0 0 12px;font-size:12px;color:#666">Link wygasa po 60 minutach i może być użyty tylko raz. Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość – dotychczasowe hasło pozostaje aktywne.</p>`,
      footer: MV_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- pharmacy software vendor

const APK_FOOT =
  `Aptekon Systems s.r.o. · Hlinky 118, 603 00 Brno, Czech Republic · Oddział w Polsce: ul. Fabryczna 20, 53-609 Wrocław<br>
<a href="https://www.aptekon.eu/privacy" style="color:#888">Privacy</a> · <a href="https://status.aptekon.eu" style="color:#888">Status</a> · <a href="https://www.aptekon.eu/support" style="color:#888">Support</a>`;

const aptekon: Mail[] = [
  {
    family: "aptekon",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "APK-730915",
    code_digits: "730915",
    link: null,
    from: "Aptekon Client Portal <security@aptekon.eu>",
    to: PL_TO,
    subject: "APK-730915 is your Aptekon Client Portal verification code",
    date: d(9, 4, "08:05:44"),
    enc: "qp",
    text: `Hi Magdalena,

Use this code to finish signing in to the Aptekon Client Portal (licences,
invoices and support tickets for Apteka Pod Kasztanem, client ID PL-07719):

    APK-730915

Enter only the digits if your browser does not accept the prefix. The code
expires in 10 minutes.

Sign-in details
  Browser: Firefox 131 on Windows 11
  Location: Leszno, PL (approximate)
  Time: 4 September 2026, 08:05 CEST

Didn't try to sign in? Reset your password at https://portal.aptekon.eu/account/security

Aptekon Systems s.r.o.
`,
    html: card({
      brand: "Aptekon",
      color: "#283593",
      logo: "https://cdn.aptekon.eu/mail/aptekon-logo-w.png",
      lang: "en",
      pre: "Your sign-in code expires in 10 minutes.",
      body: `<p style="margin:0 0 12px">Hi Magdalena,</p>
<p style="margin:0 0 16px">Use this code to finish signing in to the Aptekon Client Portal (licences, invoices and support tickets for Apteka Pod Kasztanem, client ID PL-07719):</p>
<div style="background:#e8eaf6;border-radius:6px;padding:16px;text-align:center;font-family:Consolas,monospace;font-size:28px;font-weight:bold;letter-spacing:3px;color:#283593">APK-730915</div>
<p style="margin:16px 0 12px;font-size:13px;color:#555">Enter only the digits if your browser does not accept the prefix. The code expires in 10 minutes.</p>
<table cellpadding="3" cellspacing="0" style="font-size:12px;color:#555">
<tr><td>Browser</td><td>Firefox 131 on Windows 11</td></tr>
<tr><td>Location</td><td>Leszno, PL (approximate)</td></tr>
<tr><td>Time</td><td>4 September 2026, 08:05 CEST</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px">Didn't try to sign in? <a href="https://portal.aptekon.eu/account/security">Reset your password</a>.</p>`,
      footer: APK_FOOT,
    }),
  },
  {
    family: "aptekon",
    group: "regional",
    lang: "en",
    kind: "release-notes",
    code: null,
    link: null,
    from: "Aptekon Product Updates <news@mail.aptekon.eu>",
    to: PL_TO,
    subject: "Aptekon 14.3 is rolling out: faster KSeF sync, new recall inbox",
    date: d(9, 24, "16:30:00"),
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://mail.aptekon.eu/u/Zk93Lp2QaR>"]],
    text: `Aptekon 14.3 – what's new

Your pharmacy will be updated automatically during the night of 29/30 September
(between 01:00 and 04:00). No action is needed.

* KSeF invoices now sync every 5 minutes instead of every hour.
* New "Recalls" inbox: GIF and SÚKL decisions matched against your stock by batch.
* Barcode scanners: support for the Zebra DS2208 firmware 2.1.
* Fixed: rounding of 0.01 zł on partial reimbursement (ticket #88102).

Full release notes: https://l.mail.aptekon.eu/c/eJx1j0sOgjAURdcKa9FHo8/release-14-3
Webinar "What's new in 14.3", 1 October at 14:00: https://l.mail.aptekon.eu/c/eJx1j0sOgjAURdcKa9FHo8/webinar-14-3

Questions? Call our helpline +48 71 733 20 00 or +420 530 331 200.

You receive this mail because you are the administrator of an Aptekon licence.
Unsubscribe from product news: https://mail.aptekon.eu/u/Zk93Lp2QaR
`,
    html: card({
      brand: "Aptekon",
      color: "#283593",
      logo: "https://cdn.aptekon.eu/mail/aptekon-logo-w.png",
      lang: "en",
      pre: "Automatic update on 29/30 September – no action needed.",
      body: `<h1 style="margin:0 0 8px;font-size:22px;color:#283593">Aptekon 14.3</h1>
<p style="margin:0 0 16px">Your pharmacy will be updated automatically during the night of <strong>29/30 September</strong> (between 01:00 and 04:00). No action is needed.</p>
<img src="https://cdn.aptekon.eu/mail/14-3/hero.png" width="536" alt="The new Recalls inbox" style="display:block;width:100%;max-width:536px;border:0;margin:0 0 16px">
<table width="100%" cellpadding="0" cellspacing="0">
<tr><td style="padding:6px 0"><strong>KSeF sync every 5 minutes</strong> instead of every hour.</td></tr>
<tr><td style="padding:6px 0"><strong>New "Recalls" inbox:</strong> GIF and SÚKL decisions matched against your stock by batch.</td></tr>
<tr><td style="padding:6px 0"><strong>Scanners:</strong> support for the Zebra DS2208 firmware 2.1.</td></tr>
<tr><td style="padding:6px 0"><strong>Fixed:</strong> rounding of 0.01 zł on partial reimbursement (ticket #88102).</td></tr>
</table>
<p style="margin:18px 0 6px"><a href="https://l.mail.aptekon.eu/c/eJx1j0sOgjAURdcKa9FHo8/release-14-3">Read the full release notes</a></p>
<p style="margin:0"><a href="https://l.mail.aptekon.eu/c/eJx1j0sOgjAURdcKa9FHo8/webinar-14-3">Join the webinar on 1 October at 14:00</a></p>`,
      footer: APK_FOOT +
        `<br>You receive this mail because you administer an Aptekon licence. <a href="https://mail.aptekon.eu/u/Zk93Lp2QaR" style="color:#888">Unsubscribe</a>`,
    }),
  },
  {
    family: "aptekon",
    group: "regional",
    lang: "pl",
    kind: "support-reply",
    code: null,
    link: null,
    from: "Aptekon Pomoc <pomoc@aptekon.eu>",
    to: PL_TO,
    subject: "Re: [#88417] Drukarka fiskalna nie drukuje paragonu po aktualizacji",
    date: d(10, 2, "12:09:48"),
    enc: "8bit",
    text: `Dzień dobry Pani Magdaleno,

dziękujemy za cierpliwość. Przyczyną był sterownik drukarki Posnet Thermal XL2,
który po aktualizacji 14.3 nie został ponownie zarejestrowany na stanowisku KASA-2.
Nasz konsultant połączył się zdalnie o 11:40 i przeinstalował sterownik – wydruk
testowy paragonu przeszedł poprawnie.

Jeżeli problem wróci, prosimy odpowiedzieć na tę wiadomość (numer zgłoszenia
#88417 w temacie) albo zadzwonić: 71 733 20 00, wew. 2.

Zgłoszenie zostanie automatycznie zamknięte za 7 dni.

Pozdrawiam serdecznie
Tomasz Jędrzejczak
Dział Wsparcia Technicznego, Aptekon Systems – oddział Wrocław

> W dniu 01.10.2026 o 17:52 Magdalena Wróbel napisała:
> Od wczoraj po aktualizacji kasa nr 2 nie drukuje paragonów, wyskakuje błąd 0x1F.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- bank (PL)

const BW_FOOT =
  `Bank Warciański S.A., ul. Garbary 44, 61-758 Poznań · Sąd Rejonowy Poznań – Nowe Miasto i Wilda, KRS 0000092145<br>
Kapitał zakładowy 412 000 000 zł w całości opłacony · Infolinia: 801 22 33 44, z zagranicy +48 61 855 90 00<br>
<a href="https://www.bankwarcianski.pl/bezpieczenstwo" style="color:#888">Bezpieczeństwo</a> · <a href="https://www.bankwarcianski.pl/rodo" style="color:#888">Przetwarzanie danych</a>`;

const bankWarcianski: Mail[] = [
  {
    family: "bank-warcianski",
    group: "regional",
    lang: "pl",
    kind: "device-code",
    code: "41820957",
    link: null,
    from: "Bank Warciański <powiadomienia@bankwarcianski.pl>",
    to: PL_TO,
    subject: "Kod aktywacji nowego urządzenia w WarciaBiznes",
    date: d(9, 7, "09:31:16"),
    enc: "qp",
    text: `Dzień dobry,

trwa dodawanie nowego urządzenia zaufanego do bankowości WarciaBiznes dla firmy
APTEKA POD KASZTANEM MAGDALENA WRÓBEL (rachunek •••• 2291).

Urządzenie: Samsung Galaxy A55, aplikacja WarciaMobile 8.12

Kod aktywacyjny: 4182 0957

Wpisz go w aplikacji w ciągu 15 minut. Pracownik banku nigdy nie poprosi Cię
o podanie tego kodu – ani telefonicznie, ani SMS-em.

Jeśli nie dodajesz urządzenia, zadzwoń pod 801 22 33 44 i zastrzeż dostęp.

Bank Warciański S.A.
`,
    html: card({
      brand: "Bank Warciański",
      color: "#7b1e3a",
      logo: "https://www.bankwarcianski.pl/mail/logo-bw.png",
      pre: "Kod ważny 15 minut",
      body: `<p style="margin:0 0 12px">Dzień dobry,</p>
<p style="margin:0 0 12px">trwa dodawanie nowego urządzenia zaufanego do bankowości WarciaBiznes dla firmy <strong>APTEKA POD KASZTANEM MAGDALENA WRÓBEL</strong> (rachunek •••• 2291).</p>
<p style="margin:0 0 12px">Urządzenie: Samsung Galaxy A55, aplikacja WarciaMobile 8.12</p>
<p style="margin:0 0 6px">Kod aktywacyjny:</p>
<table cellpadding="0" cellspacing="6" border="0"><tr>
<td style="border:1px solid #7b1e3a;width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold">4</td>
<td style="border:1px solid #7b1e3a;width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold">1</td>
<td style="border:1px solid #7b1e3a;width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold">8</td>
<td style="border:1px solid #7b1e3a;width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold">2</td>
<td style="width:12px"></td>
<td style="border:1px solid #7b1e3a;width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold">0</td>
<td style="border:1px solid #7b1e3a;width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold">9</td>
<td style="border:1px solid #7b1e3a;width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold">5</td>
<td style="border:1px solid #7b1e3a;width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold">7</td>
</tr></table>
<p style="margin:14px 0 12px">Wpisz go w aplikacji w ciągu 15 minut. Pracownik banku nigdy nie poprosi Cię o podanie tego kodu – ani telefonicznie, ani SMS-em.</p>
<p style="margin:0;font-size:13px;color:#7b1e3a">Jeśli nie dodajesz urządzenia, zadzwoń pod 801 22 33 44 i zastrzeż dostęp.</p>`,
      footer: BW_FOOT,
    }),
  },
  {
    family: "bank-warcianski",
    group: "regional",
    lang: "pl",
    kind: "statement",
    code: null,
    link: null,
    from: "Bank Warciański <wyciagi@bankwarcianski.pl>",
    to: PL_TO,
    subject: "Wyciąg za wrzesień 2026 jest dostępny",
    date: d(10, 1, "05:02:11"),
    enc: "8bit",
    text: `Dzień dobry,

wyciąg z rachunku firmowego Biznes Plus nr •••• 2291 za okres 01.09.2026–30.09.2026
jest dostępny w WarciaBiznes w zakładce Dokumenty › Wyciągi.

Saldo na 30.09.2026: 84 216,37 PLN
Liczba operacji: 212

Wyciągu nie dołączamy do wiadomości e-mail ze względów bezpieczeństwa.
Zaloguj się samodzielnie, wpisując adres www.bankwarcianski.pl w przeglądarce.

Bank Warciański S.A., infolinia 801 22 33 44
`,
    html: card({
      brand: "Bank Warciański",
      color: "#7b1e3a",
      logo: "https://www.bankwarcianski.pl/mail/logo-bw.png",
      pre: "Saldo na 30.09.2026 i liczba operacji",
      body: `<p style="margin:0 0 12px">Dzień dobry,</p>
<p style="margin:0 0 12px">wyciąg z rachunku firmowego <strong>Biznes Plus nr •••• 2291</strong> za okres 01.09.2026–30.09.2026 jest dostępny w WarciaBiznes w zakładce <em>Dokumenty › Wyciągi</em>.</p>
<table cellpadding="8" cellspacing="0" style="background:#f8eef1;border-radius:4px;margin:0 0 14px">
<tr><td>Saldo na 30.09.2026</td><td align="right"><strong>84 216,37 PLN</strong></td></tr>
<tr><td>Liczba operacji</td><td align="right">212</td></tr>
</table>
<p style="margin:0;font-size:12px;color:#666">Wyciągu nie dołączamy do wiadomości e-mail ze względów bezpieczeństwa. Zaloguj się samodzielnie, wpisując adres www.bankwarcianski.pl w przeglądarce.</p>`,
      footer: BW_FOOT,
    }),
  },
  {
    family: "bank-warcianski",
    group: "regional",
    lang: "pl",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Bank Warciański <bezpieczenstwo@bankwarcianski.pl>",
    to: PL_TO,
    subject: "Uwaga na fałszywe SMS-y o „dopłacie do paczki”",
    date: d(10, 14, "14:20:00"),
    enc: "qp",
    text: `Ostrzeżenie dla klientów

W ostatnich dniach oszuści wysyłają SMS-y o rzekomej dopłacie 1,99 zł do paczki
lub o „blokadzie rachunku”. Link prowadzi do strony łudząco podobnej do logowania
WarciaBiznes.

Pamiętaj:
- bank nigdy nie wysyła linków do logowania w SMS-ach,
- nie podawaj kodów z aplikacji WarciaMobile osobom trzecim,
- sprawdzaj adres strony: jedyny prawidłowy to https://biznes.bankwarcianski.pl

Podejrzaną wiadomość przekaż na adres incydent@bankwarcianski.pl.
Więcej: https://www.bankwarcianski.pl/bezpieczenstwo/komunikaty

Bank Warciański S.A.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- card terminal (PL)

const kartomat: Mail[] = [
  {
    family: "kartomat-pos",
    group: "regional",
    lang: "pl",
    kind: "settlement-report",
    code: null,
    link: null,
    from: "Kartomat <raporty@kartomat.pl>",
    to: PL_TO,
    subject: "Raport rozliczeń terminala T-55810293 za 14.09.2026",
    date: d(9, 15, "04:10:27"),
    enc: "8bit",
    text: `Raport dzienny – terminal T-55810293 (Apteka Pod Kasztanem, Leszno)
Data transakcji: 14.09.2026

Visa            61 trans.   3 912,40 zł
Mastercard      48 trans.   2 705,15 zł
BLIK             9 trans.     418,80 zł
Zwroty           1 trans.     -24,99 zł
-------------------------------------------
Razem          119 trans.   7 011,36 zł
Prowizja                      -55,39 zł
Do wypłaty                  6 955,97 zł

Przelew zostanie zaksięgowany na rachunku •••• 2291 dnia 15.09.2026.
Szczegóły transakcji: https://panel.kartomat.pl/raporty/2026-09-14

Kartomat Sp. z o.o., ul. Grunwaldzka 186, 60-166 Poznań · pomoc 61 222 05 05
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:12px;color:#222">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#ff6f00;color:#fff;padding:10px 16px;font-size:16px;font-weight:bold">Kartomat · raport dzienny</td></tr>
<tr><td style="padding:16px">
<p>Terminal <b>T-55810293</b> (Apteka Pod Kasztanem, Leszno) · data transakcji <b>14.09.2026</b></p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px">
<tr style="background:#fff3e0"><th align="left">Schemat</th><th align="right">Liczba</th><th align="right">Kwota</th></tr>
<tr><td>Visa</td><td align="right">61</td><td align="right">3 912,40 zł</td></tr>
<tr><td>Mastercard</td><td align="right">48</td><td align="right">2 705,15 zł</td></tr>
<tr><td>BLIK</td><td align="right">9</td><td align="right">418,80 zł</td></tr>
<tr><td>Zwroty</td><td align="right">1</td><td align="right">-24,99 zł</td></tr>
<tr style="border-top:1px solid #ccc"><td><b>Razem</b></td><td align="right"><b>119</b></td><td align="right"><b>7 011,36 zł</b></td></tr>
<tr><td>Prowizja</td><td></td><td align="right">-55,39 zł</td></tr>
<tr><td><b>Do wypłaty</b></td><td></td><td align="right"><b>6 955,97 zł</b></td></tr>
</table>
<p>Przelew zostanie zaksięgowany na rachunku •••• 2291 dnia 15.09.2026.</p>
<p><a href="https://panel.kartomat.pl/raporty/2026-09-14">Szczegóły transakcji w panelu</a></p>
</td></tr>
<tr><td style="padding:10px 16px;background:#fafafa;font-size:10px;color:#777">Kartomat Sp. z o.o., ul. Grunwaldzka 186, 60-166 Poznań · pomoc 61 222 05 05 · <a href="https://kartomat.pl/regulamin" style="color:#777">Regulamin</a></td></tr>
</table>
</body></html>`,
  },
  {
    family: "kartomat-pos",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://panel.kartomat.pl/aktywacja?uid=55810293&token=b7c2e9f41a0d83365e1c",
    from: "Kartomat <no-reply@kartomat.pl>",
    to: "Apteka Pod Kasztanem <ksiegowosc@apteka-podkasztanem.pl>",
    subject: "Aktywuj dostęp do Panelu Akceptanta Kartomat",
    date: d(9, 10, "10:02:55"),
    enc: "qp",
    text: `Dzień dobry,

do Panelu Akceptanta Kartomat dodano użytkownika z adresem
ksiegowosc@apteka-podkasztanem.pl (rola: Księgowość – podgląd raportów i faktur).

Aby aktywować dostęp i ustawić hasło, potwierdź adres e-mail:
https://panel.kartomat.pl/aktywacja?uid=55810293&token=b7c2e9f41a0d83365e1c

Link jest ważny 72 godziny.

Kartomat – pomoc techniczna 61 222 05 05 (24/7)
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#ff6f00;color:#fff;padding:10px 16px;font-size:16px;font-weight:bold">Kartomat · Panel Akceptanta</td></tr>
<tr><td style="padding:18px">
<p>Dzień dobry,</p>
<p>do Panelu Akceptanta Kartomat dodano użytkownika z adresem <b>ksiegowosc@apteka-podkasztanem.pl</b> (rola: Księgowość – podgląd raportów i faktur).</p>
<p>Aby aktywować dostęp i ustawić hasło, potwierdź adres e-mail:</p>
<p style="margin:20px 0"><a href="https://panel.kartomat.pl/aktywacja?uid=55810293&amp;token=b7c2e9f41a0d83365e1c" style="background:#ff6f00;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px">Aktywuj dostęp</a></p>
<p style="font-size:11px;color:#777">Link jest ważny 72 godziny.</p>
</td></tr>
<tr><td style="padding:10px 16px;background:#fafafa;font-size:10px;color:#777">Kartomat Sp. z o.o., ul. Grunwaldzka 186, 60-166 Poznań · pomoc techniczna 61 222 05 05 (24/7)</td></tr>
</table>
</body></html>`,
  },
];

// ---------------------------------------------------------------- pharmacists' chamber and training (PL)

const izba: Mail[] = [
  {
    family: "izba-aptekarska-leszno",
    group: "regional",
    lang: "pl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Okręgowa Izba Aptekarska w Lesznie <biuro@oia-leszno.org.pl>",
    to: PL_TO,
    subject: "Biuletyn OIA Leszno – wrzesień 2026",
    date: d(9, 11, "12:00:00"),
    enc: "qp",
    text: `BIULETYN OKRĘGOWEJ IZBY APTEKARSKIEJ W LESZNIE · wrzesień 2026

1. Posiedzenie Okręgowej Rady Aptekarskiej – 24.09.2026, godz. 17:00, siedziba Izby
   (ul. Narutowicza 31, Leszno). Porządek obrad w załączniku na stronie.
2. Opieka farmaceutyczna: od 1 października nowe stawki za przegląd lekowy.
   Podsumowanie zmian przygotowała mgr farm. Joanna Kasprzak.
3. Dyżury aptek w okresie świąt 1 i 11 listopada – prosimy o zgłoszenia do 15.10.
4. Szkolenie „Interakcje leków przeciwkrzepliwych” – 8.10.2026 na platformie Farmakademia.

Pełna treść: https://oia-leszno.org.pl/biuletyn/2026-09

Biuro Izby czynne pn.–pt. 8:00–15:00, tel. 65 520 41 17
Wypisz się z biuletynu: https://oia-leszno.org.pl/biuletyn/wypisz?m=4-1187
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1ea">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#2b2b2b">
<tr><td style="padding:22px 30px;border-bottom:3px solid #2e7d32">
<img src="https://oia-leszno.org.pl/assets/logo-oia.png" alt="OIA Leszno" width="180" style="display:block">
<p style="margin:8px 0 0;font-size:13px;color:#2e7d32;font-family:Arial,sans-serif">BIULETYN · WRZESIEŃ 2026</p>
</td></tr>
<tr><td style="padding:20px 30px;font-size:15px;line-height:23px">
<h3 style="margin:0 0 4px;font-size:16px">Posiedzenie Okręgowej Rady Aptekarskiej</h3>
<p style="margin:0 0 16px">24.09.2026, godz. 17:00, siedziba Izby (ul. Narutowicza 31, Leszno). <a href="https://oia-leszno.org.pl/ora/porzadek-2026-09" style="color:#2e7d32">Porządek obrad</a></p>
<h3 style="margin:0 0 4px;font-size:16px">Opieka farmaceutyczna – nowe stawki</h3>
<p style="margin:0 0 16px">Od 1 października nowe stawki za przegląd lekowy. Podsumowanie zmian przygotowała mgr farm. Joanna Kasprzak.</p>
<h3 style="margin:0 0 4px;font-size:16px">Dyżury 1 i 11 listopada</h3>
<p style="margin:0 0 16px">Prosimy o zgłoszenia do 15.10.</p>
<h3 style="margin:0 0 4px;font-size:16px">Szkolenie „Interakcje leków przeciwkrzepliwych”</h3>
<p style="margin:0 0 16px">8.10.2026 na platformie Farmakademia – 4 punkty edukacyjne.</p>
<p style="margin:0"><a href="https://oia-leszno.org.pl/biuletyn/2026-09" style="color:#2e7d32">Czytaj pełny biuletyn na stronie Izby</a></p>
</td></tr>
<tr><td style="padding:16px 30px;background:#2e7d32;color:#e8f5e9;font-family:Arial,sans-serif;font-size:11px;line-height:17px">
Okręgowa Izba Aptekarska w Lesznie · ul. Narutowicza 31, 64-100 Leszno · tel. 65 520 41 17<br>
Biuro czynne pn.–pt. 8:00–15:00 · <a href="https://oia-leszno.org.pl/biuletyn/wypisz?m=4-1187" style="color:#e8f5e9">Wypisz się z biuletynu</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "izba-aptekarska-leszno",
    group: "regional",
    lang: "pl",
    kind: "fee-reminder",
    code: null,
    link: null,
    from: "OIA Leszno – księgowość <skladki@oia-leszno.org.pl>",
    to: PL_TO,
    subject: "Przypomnienie o składce członkowskiej za III kwartał 2026",
    date: d(10, 5, "09:15:33"),
    enc: "8bit",
    text: `Szanowna Pani Magistro,

uprzejmie przypominamy, że składka członkowska za III kwartał 2026 r. w wysokości
165,00 zł nie została jeszcze odnotowana na rachunku Izby.

Numer rachunku: 73 1020 3088 0000 8102 0041 1187
Tytuł przelewu: składka III kw. 2026 – PWZF 4-1187/09

Jeżeli składka została już opłacona, prosimy potraktować tę wiadomość jako
nieaktualną. W razie pytań prosimy o kontakt: 65 520 41 19.

Z wyrazami szacunku
Barbara Nowicka
Księgowość OIA w Lesznie
`,
    html: null,
  },
];

const FA_FOOT =
  `Farmakademia – platforma szkoleń ciągłych dla farmaceutów · prowadzona przez Fundację Edukacji Farmaceutycznej, ul. Kopernika 12/3, 31-034 Kraków<br>
<a href="https://farmakademia.pl/pomoc" style="color:#888">Pomoc</a> · <a href="https://farmakademia.pl/regulamin" style="color:#888">Regulamin</a> · <a href="https://farmakademia.pl/konto/powiadomienia" style="color:#888">Ustawienia powiadomień</a>`;

const farmakademia: Mail[] = [
  {
    family: "farmakademia",
    group: "regional",
    lang: "pl",
    kind: "registration-confirm",
    code: null,
    link: "https://e.farmakademia.pl/ls/click?upn=u001.Wq3Kx8-2BPzrT0vN7LmR5gY-3D-3D_confirm-reg-66210",
    from: "Farmakademia <szkolenia@farmakademia.pl>",
    to: PL_TO,
    subject: "Potwierdź zapis: Interakcje leków przeciwkrzepliwych (8.10.2026)",
    date: d(9, 12, "21:47:05"),
    enc: "b64",
    text: `Dzień dobry,

dziękujemy za zapis na szkolenie:

  Interakcje leków przeciwkrzepliwych w praktyce aptecznej
  webinar na żywo, czwartek 8.10.2026, 18:00–20:30
  4 punkty edukacyjne · prowadzący: dr n. farm. Paweł Lis

Miejsce zostanie zarezerwowane dopiero po potwierdzeniu zapisu. Potwierdź zapis:
https://e.farmakademia.pl/ls/click?upn=u001.Wq3Kx8-2BPzrT0vN7LmR5gY-3D-3D_confirm-reg-66210

Niepotwierdzone zapisy wygasają po 24 godzinach. Liczba miejsc: 300, zapisanych: 241.

Zespół Farmakademii
`,
    html: card({
      brand: "Farmakademia",
      color: "#6a1b9a",
      logo: "https://farmakademia.pl/img/mail-logo.png",
      pre: "Miejsce zarezerwujemy po potwierdzeniu zapisu.",
      body: `<p style="margin:0 0 12px">Dzień dobry,</p>
<p style="margin:0 0 12px">dziękujemy za zapis na szkolenie:</p>
<table width="100%" cellpadding="12" cellspacing="0" style="background:#f3e5f5;border-left:4px solid #6a1b9a"><tr><td>
<strong style="font-size:16px">Interakcje leków przeciwkrzepliwych w praktyce aptecznej</strong><br>
webinar na żywo · czwartek 8.10.2026, 18:00–20:30<br>
4 punkty edukacyjne · prowadzący: dr n. farm. Paweł Lis
</td></tr></table>
<p style="margin:16px 0 0">Miejsce zostanie zarezerwowane dopiero po potwierdzeniu zapisu.</p>
${
        button(
          "https://e.farmakademia.pl/ls/click?upn=u001.Wq3Kx8-2BPzrT0vN7LmR5gY-3D-3D_confirm-reg-66210",
          "Potwierdzam zapis",
          "#6a1b9a",
        )
      }
<p style="margin:0;font-size:12px;color:#777">Niepotwierdzone zapisy wygasają po 24 godzinach. Liczba miejsc: 300, zapisanych: 241.</p>`,
      footer: FA_FOOT,
    }),
  },
  {
    family: "farmakademia",
    group: "regional",
    lang: "pl",
    kind: "training-reminder",
    code: null,
    link: null,
    from: "Farmakademia <szkolenia@farmakademia.pl>",
    to: PL_TO,
    subject: "Jutro o 18:00: Interakcje leków przeciwkrzepliwych",
    date: d(10, 7, "10:00:00"),
    enc: "qp",
    text: `Przypominamy: szkolenie już jutro!

Interakcje leków przeciwkrzepliwych w praktyce aptecznej
czwartek 8.10.2026, 18:00–20:30

Dołączenie (Zoom):
https://us06web.zoom.us/j/84417730912
Identyfikator spotkania: 844 1773 0912
Kod dostępu: 602114

Materiały do pobrania znajdziesz na stronie szkolenia:
https://farmakademia.pl/szkolenia/66210/materialy

Punkty edukacyjne przyznamy po rozwiązaniu testu (min. 70 %) do 15.10.2026.

Zespół Farmakademii
`,
    html: card({
      brand: "Farmakademia",
      color: "#6a1b9a",
      logo: "https://farmakademia.pl/img/mail-logo.png",
      pre: "Link do webinaru i materiały",
      body: `<h2 style="margin:0 0 10px;font-size:19px">Szkolenie już jutro!</h2>
<p style="margin:0 0 12px"><strong>Interakcje leków przeciwkrzepliwych w praktyce aptecznej</strong><br>czwartek 8.10.2026, 18:00–20:30</p>
<table cellpadding="6" cellspacing="0" style="background:#fafafa;border:1px solid #eee;font-size:13px">
<tr><td>Dołączenie (Zoom)</td><td><a href="https://us06web.zoom.us/j/84417730912">us06web.zoom.us/j/84417730912</a></td></tr>
<tr><td>Identyfikator spotkania</td><td>844 1773 0912</td></tr>
<tr><td>Kod dostępu</td><td>602114</td></tr>
</table>
<p style="margin:16px 0 8px"><a href="https://farmakademia.pl/szkolenia/66210/materialy">Materiały do pobrania</a></p>
<p style="margin:0;font-size:12px;color:#777">Punkty edukacyjne przyznamy po rozwiązaniu testu (min. 70 %) do 15.10.2026.</p>`,
      footer: FA_FOOT,
    }),
  },
  {
    family: "farmakademia",
    group: "regional",
    lang: "pl",
    kind: "certificate",
    code: null,
    link: null,
    from: "Farmakademia <certyfikaty@farmakademia.pl>",
    to: PL_TO,
    subject: "Zaświadczenie o ukończeniu szkolenia – 4 punkty edukacyjne",
    date: d(10, 12, "08:30:19"),
    enc: "8bit",
    text: `Gratulacje, Pani Magdaleno!

Test końcowy szkolenia „Interakcje leków przeciwkrzepliwych w praktyce aptecznej”
został zaliczony z wynikiem 86 %. W załączeniu przesyłamy zaświadczenie
nr FA/2026/66210/0173.

Punkty (4) zostały przekazane do rejestru Okręgowej Izby Aptekarskiej.
Stan konta w bieżącym okresie edukacyjnym: 61/100 punktów.

Zespół Farmakademii
`,
    html: null,
    attachment: [
      "zaswiadczenie_FA-2026-66210-0173.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 842 595]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- courier (PL)

const orlik: Mail[] = [
  {
    family: "orlik-kurier",
    group: "regional",
    lang: "pl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Orlik Kurier <powiadomienia@orlikkurier.pl>",
    to: PL_TO,
    subject: "Twoja przesyłka 0071 4420 9315 jest w drodze",
    date: d(9, 17, "07:18:40"),
    enc: "qp",
    text: `Przesyłka 0071 4420 9315 od: LABOFARM DERMO SP. Z O.O.
wyjechała do doręczenia.

Przewidywane doręczenie: dziś, 17.09.2026, między 10:00 a 13:00
Adres: ul. Słowiańska 8, 64-100 Leszno
Paczki: 2 (łączna waga 11,4 kg)
Pobranie: brak

Kurier: Damian, tel. 512 448 903

Śledź przesyłkę: https://orlikkurier.pl/sledzenie/007144209315
Zmień termin lub wskaż sąsiada: https://orlikkurier.pl/sledzenie/007144209315/zmiana

Orlik Kurier Sp. z o.o. · infolinia 22 100 77 00
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f0f0;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;margin:16px 0">
<tr><td style="padding:16px 24px;background:#1a237e"><img src="https://orlikkurier.pl/mail/orlik-logo.png" alt="Orlik Kurier" height="28"></td></tr>
<tr><td style="padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 6px;color:#1a237e">Przesyłka jest w drodze</p>
<p style="margin:0 0 16px;font-size:14px;color:#444">0071 4420 9315 · od: LABOFARM DERMO SP. Z O.O.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr>
<td width="25%" style="border-top:4px solid #fbc02d;font-size:11px;padding-top:4px">Nadana</td>
<td width="25%" style="border-top:4px solid #fbc02d;font-size:11px;padding-top:4px">W sortowni</td>
<td width="25%" style="border-top:4px solid #fbc02d;font-size:11px;padding-top:4px;font-weight:bold">W doręczeniu</td>
<td width="25%" style="border-top:4px solid #ddd;font-size:11px;padding-top:4px;color:#999">Doręczona</td>
</tr></table>
<table cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td style="color:#777">Doręczenie</td><td><b>dziś, 17.09.2026, 10:00–13:00</b></td></tr>
<tr><td style="color:#777">Adres</td><td>ul. Słowiańska 8, 64-100 Leszno</td></tr>
<tr><td style="color:#777">Paczki</td><td>2 (11,4 kg)</td></tr>
<tr><td style="color:#777">Kurier</td><td>Damian, tel. 512 448 903</td></tr>
</table>
<p style="margin:20px 0 8px"><a href="https://orlikkurier.pl/sledzenie/007144209315" style="background:#fbc02d;color:#1a237e;font-weight:bold;padding:10px 18px;text-decoration:none;display:inline-block">Śledź przesyłkę</a></p>
<p style="margin:0;font-size:13px"><a href="https://orlikkurier.pl/sledzenie/007144209315/zmiana" style="color:#1a237e">Zmień termin lub wskaż sąsiada</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#eceff1;font-size:11px;color:#666">Orlik Kurier Sp. z o.o., ul. Annopol 3, 03-236 Warszawa · infolinia 22 100 77 00<br>
<a href="https://orlikkurier.pl/polityka-prywatnosci" style="color:#666">Polityka prywatności</a> · <a href="https://apps.apple.com/pl/app/orlik-kurier/id1540091273"><img src="https://orlikkurier.pl/mail/app-store-pl.png" alt="Pobierz z App Store" height="24" style="vertical-align:middle"></a> <a href="https://play.google.com/store/apps/details?id=pl.orlikkurier.app"><img src="https://orlikkurier.pl/mail/google-play-pl.png" alt="Pobierz z Google Play" height="24" style="vertical-align:middle"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "orlik-kurier",
    group: "regional",
    lang: "pl",
    kind: "delivery-pin",
    code: "7731",
    link: null,
    from: "Orlik Kurier <powiadomienia@orlikkurier.pl>",
    to: PL_TO,
    subject: "Kod PIN do odbioru przesyłki 0071 5108 2264",
    date: d(10, 20, "07:05:12"),
    enc: "b64",
    text: `Dzień dobry,

dziś doręczymy przesyłkę 0071 5108 2264 od: MEDICAL FRIDGE SERVICE (chłodziarka
farmaceutyczna, wartość zadeklarowana 6 400,00 zł).

Ponieważ przesyłka jest wartościowa, kurier wyda ją tylko po podaniu kodu PIN:

   PIN: 7731

Podaj go kurierowi przy odbiorze – nie przekazuj go telefonicznie ani w SMS-ie
nikomu innemu.

Przewidywane doręczenie: 20.10.2026, 12:00–15:00
Śledzenie: https://orlikkurier.pl/sledzenie/007151082264

Orlik Kurier · infolinia 22 100 77 00
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f0f0;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;margin:16px 0">
<tr><td style="padding:16px 24px;background:#1a237e"><img src="https://orlikkurier.pl/mail/orlik-logo.png" alt="Orlik Kurier" height="28"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333">
<p style="margin:0 0 12px">Dzień dobry,</p>
<p style="margin:0 0 12px">dziś doręczymy przesyłkę <b>0071 5108 2264</b> od: MEDICAL FRIDGE SERVICE (chłodziarka farmaceutyczna, wartość zadeklarowana 6 400,00 zł).</p>
<p style="margin:0 0 8px">Ponieważ przesyłka jest wartościowa, kurier wyda ją tylko po podaniu kodu PIN:</p>
<table cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr><td style="background:#fff8e1;border:2px dashed #fbc02d;padding:12px 28px;font-size:32px;font-weight:bold;letter-spacing:10px;color:#1a237e">7731</td></tr></table>
<p style="margin:0 0 12px">Podaj go kurierowi przy odbiorze – nie przekazuj go telefonicznie ani w SMS-ie nikomu innemu.</p>
<p style="margin:0 0 12px">Przewidywane doręczenie: <b>20.10.2026, 12:00–15:00</b></p>
<p style="margin:0"><a href="https://orlikkurier.pl/sledzenie/007151082264" style="color:#1a237e">Śledź przesyłkę</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#eceff1;font-size:11px;color:#666">Orlik Kurier Sp. z o.o., ul. Annopol 3, 03-236 Warszawa · infolinia 22 100 77 00</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- staff scheduling app

const GF_FOOT = `Grafikon · Rotaware Ltd, 3rd Floor, 14 Merrion Square, Dublin 2, D02 XK41, Ireland<br>
<a href="https://help.grafikon.app" style="color:#999">Help centre</a> · <a href="https://grafikon.app/legal/privacy" style="color:#999">Privacy</a> · <a href="https://app.grafikon.app/settings/notifications" style="color:#999">Notification settings</a>`;

const grafikon: Mail[] = [
  {
    family: "grafikon",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.grafikon.app/join/tm_9QxR2c7LwK?src=email",
    from: "Grafikon <team@grafikon.app>",
    to: "Magdalena Wróbel <lekarna.tesin@apteka-podkasztanem.pl>",
    subject: "Piotr Zieliński invited you to Apteka Pod Kasztanem on Grafikon",
    date: d(9, 5, "18:12:09"),
    enc: "qp",
    text: `Piotr Zieliński invited you to join the team "Apteka Pod Kasztanem – Leszno & Cieszyn"
on Grafikon as a Manager.

With Grafikon you can see your shifts, swap them with colleagues and clock in
from your phone.

Accept the invitation:
https://app.grafikon.app/join/tm_9QxR2c7LwK?src=email

This invitation expires on 19 September 2026.

Get the app:
  App Store:   https://apps.apple.com/app/grafikon-shifts/id1488203312
  Google Play: https://play.google.com/store/apps/details?id=app.grafikon.shifts

Grafikon · Rotaware Ltd, 14 Merrion Square, Dublin 2, Ireland
`,
    html: card({
      brand: "Grafikon",
      color: "#00897b",
      logo: "https://static.grafikon.app/email/logo-light.png",
      lang: "en",
      pre: "Join your team's rota on Grafikon",
      body: `<table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://static.grafikon.app/avatars/u_51820.jpg" width="48" height="48" alt="Piotr Zieliński" style="border-radius:24px;display:block"></td>
<td style="padding-left:12px;font-size:16px"><strong>Piotr Zieliński</strong> invited you to join<br><strong>Apteka Pod Kasztanem – Leszno &amp; Cieszyn</strong> as a Manager.</td>
</tr></table>
<p style="margin:18px 0 0">With Grafikon you can see your shifts, swap them with colleagues and clock in from your phone.</p>
${button("https://app.grafikon.app/join/tm_9QxR2c7LwK?src=email", "Accept invitation", "#00897b")}
<p style="margin:0 0 16px;font-size:12px;color:#777">This invitation expires on 19 September 2026.</p>
<p style="margin:0"><a href="https://apps.apple.com/app/grafikon-shifts/id1488203312"><img src="https://static.grafikon.app/email/badge-appstore.png" alt="Download on the App Store" height="36"></a>&nbsp;<a href="https://play.google.com/store/apps/details?id=app.grafikon.shifts"><img src="https://static.grafikon.app/email/badge-googleplay.png" alt="Get it on Google Play" height="36"></a></p>`,
      footer: GF_FOOT,
    }),
  },
  {
    family: "grafikon",
    group: "consumer",
    lang: "en",
    kind: "schedule-published",
    code: null,
    link: null,
    from: "Grafikon <notifications@grafikon.app>",
    to: "Magdalena Wróbel <lekarna.tesin@apteka-podkasztanem.pl>",
    subject: "The rota for 28 Sep – 4 Oct has been published",
    date: d(9, 25, "14:41:50"),
    enc: "b64",
    text: `The rota for Apteka Pod Kasztanem – Leszno & Cieszyn, week 40 (28 Sep – 4 Oct),
has been published by Piotr Zieliński.

Your shifts
  Mon 28 Sep   08:00–16:00   Leszno – pharmacist in charge
  Tue 29 Sep   12:00–20:00   Leszno
  Thu 1 Oct    08:00–16:00   Cieszyn (Český Těšín cross-border clinic day)
  Sat 3 Oct    08:00–14:00   Leszno – night-duty handover at 14:00

Total: 36 h · 1 open shift available (Wed 30 Sep, 14:00–20:00, Leszno)

View the full rota: https://app.grafikon.app/t/apteka-pod-kasztanem/rota/2026-w40

Grafikon
`,
    html: card({
      brand: "Grafikon",
      color: "#00897b",
      logo: "https://static.grafikon.app/email/logo-light.png",
      lang: "en",
      pre: "Your shifts: 36 h this week",
      body:
        `<p style="margin:0 0 14px">The rota for <strong>Apteka Pod Kasztanem – Leszno &amp; Cieszyn</strong>, week 40 (28 Sep – 4 Oct), has been published by Piotr Zieliński.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #e0e0e0">
<tr style="background:#e0f2f1"><th align="left">Day</th><th align="left">Time</th><th align="left">Where</th></tr>
<tr><td>Mon 28 Sep</td><td>08:00–16:00</td><td>Leszno – pharmacist in charge</td></tr>
<tr><td>Tue 29 Sep</td><td>12:00–20:00</td><td>Leszno</td></tr>
<tr><td>Thu 1 Oct</td><td>08:00–16:00</td><td>Cieszyn</td></tr>
<tr><td>Sat 3 Oct</td><td>08:00–14:00</td><td>Leszno – night-duty handover at 14:00</td></tr>
</table>
<p style="margin:14px 0">Total: <strong>36 h</strong> · 1 open shift available (Wed 30 Sep, 14:00–20:00, Leszno)</p>
<p style="margin:0"><a href="https://app.grafikon.app/t/apteka-pod-kasztanem/rota/2026-w40">View the full rota</a></p>`,
      footer: GF_FOOT,
    }),
  },
  {
    family: "grafikon",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "284617",
    link: null,
    from: "Grafikon <team@grafikon.app>",
    to: "Magdalena Wróbel <lekarna.tesin@apteka-podkasztanem.pl>",
    subject: "Your Grafikon login code",
    date: d(10, 19, "06:58:31"),
    enc: "qp",
    text: `Here's your code to log in to Grafikon on a new device:

284617

It's valid for 15 minutes. If you didn't request it, you can ignore this email –
someone may have typed your address by mistake.

Grafikon · Rotaware Ltd, Dublin
`,
    html:
      `<!doctype html><html><body style="margin:0;padding:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table width="420" cellpadding="0" cellspacing="0">
<tr><td><img src="https://static.grafikon.app/email/logo-teal.png" alt="Grafikon" height="26"></td></tr>
<tr><td style="padding:28px 0 8px;font-size:17px;color:#222">Here's your code to log in to Grafikon on a new device:</td></tr>
<tr><td style="padding:12px 0;font-size:36px;font-weight:700;letter-spacing:8px;color:#00897b">284617</td></tr>
<tr><td style="padding:8px 0 28px;font-size:14px;color:#666">It's valid for 15 minutes. If you didn't request it, you can ignore this email – someone may have typed your address by mistake.</td></tr>
<tr><td style="border-top:1px solid #eee;padding-top:16px;font-size:11px;color:#999">${GF_FOOT}</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- energy supplier (PL)

const pradnik: Mail[] = [
  {
    family: "pradnik-energia",
    group: "regional",
    lang: "pl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Prądnik Energia <e-faktura@pradnik-energia.pl>",
    to: PL_TO,
    subject: "E-faktura za energię elektryczną nr 26/09/7718204",
    date: d(9, 8, "02:14:00"),
    enc: "qp",
    text: `Szanowni Państwo,

przesyłamy informację o e-fakturze za energię elektryczną.

Numer faktury: 26/09/7718204
Punkt poboru: ul. Słowiańska 8, 64-100 Leszno (PPE 590310600028117734)
Taryfa: C12a · okres rozliczeniowy: 01.08.2026–31.08.2026
Zużycie: 1 842 kWh
Kwota do zapłaty: 1 611,48 zł
Termin płatności: 22.09.2026
Rachunek: 22 1050 0086 1000 0090 3184 7720

Fakturę w PDF pobierzesz w eBOK: https://ebok.pradnik-energia.pl/faktury

Prądnik Energia S.A., al. 29 Listopada 20, 31-401 Kraków · Infolinia 12 399 44 00
`,
    html: card({
      brand: "Prądnik Energia",
      color: "#f9a825",
      logo: "https://www.pradnik-energia.pl/mail/logo.png",
      pre: "Do zapłaty 1 611,48 zł do 22.09.2026",
      body: `<p style="margin:0 0 12px">Szanowni Państwo,</p>
<p style="margin:0 0 14px">przesyłamy informację o e-fakturze za energię elektryczną.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr><td style="border-bottom:1px solid #eee;color:#777">Numer faktury</td><td style="border-bottom:1px solid #eee">26/09/7718204</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#777">Punkt poboru</td><td style="border-bottom:1px solid #eee">ul. Słowiańska 8, 64-100 Leszno<br>PPE 590310600028117734</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#777">Taryfa / okres</td><td style="border-bottom:1px solid #eee">C12a · 01.08.2026–31.08.2026</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#777">Zużycie</td><td style="border-bottom:1px solid #eee">1 842 kWh</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#777">Do zapłaty</td><td style="border-bottom:1px solid #eee"><strong style="font-size:16px">1 611,48 zł</strong> do 22.09.2026</td></tr>
<tr><td style="color:#777">Rachunek</td><td>22 1050 0086 1000 0090 3184 7720</td></tr>
</table>
<p style="margin:18px 0 0"><a href="https://ebok.pradnik-energia.pl/faktury" style="color:#e65100;font-weight:bold">Pobierz fakturę w eBOK</a></p>`,
      footer:
        `Prądnik Energia S.A., al. 29 Listopada 20, 31-401 Kraków · Infolinia 12 399 44 00<br><a href="https://www.pradnik-energia.pl/rodo" style="color:#888">RODO</a> · <a href="https://www.facebook.com/pradnikenergia" style="color:#888">Facebook</a>`,
    }),
  },
  {
    family: "pradnik-energia",
    group: "regional",
    lang: "pl",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "Prądnik Energia – Powiadomienia <powiadomienia@pradnik-energia.pl>",
    to: PL_TO,
    subject: "Planowane wyłączenie prądu – Leszno, ul. Słowiańska, 6.10.2026",
    date: d(9, 29, "16:40:18"),
    enc: "8bit",
    text: `Informujemy, że w związku z modernizacją sieci operator systemu dystrybucyjnego
planuje przerwę w dostawie energii elektrycznej:

Data: wtorek, 6.10.2026
Godziny: 08:00–14:00
Obszar: Leszno, ul. Słowiańska 1–24, ul. Chrobrego 2–10

Prosimy o odpowiednie zabezpieczenie urządzeń – w szczególności chłodziarek
z produktami wymagającymi temperatury 2–8 °C.

Aktualne wyłączenia: https://www.pradnik-energia.pl/wylaczenia
Pogotowie energetyczne: 991

Wiadomość wysłana automatycznie do klientów z punktami poboru w tym obszarze.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- e-shop platform (PL)

const SK_FOOT = `Sklepiko Sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź · NIP 725-23-90-144<br>
<a href="https://pomoc.sklepiko.pl" style="color:#999">Centrum pomocy</a> · <a href="https://sklepiko.pl/polityka-prywatnosci" style="color:#999">Prywatność</a> · <a href="https://www.youtube.com/@sklepiko" style="color:#999">YouTube</a>`;

const sklepiko: Mail[] = [
  {
    family: "sklepiko",
    group: "consumer",
    lang: "pl",
    kind: "new-order",
    code: null,
    link: null,
    from: "Sklepiko <powiadomienia@sklepiko.pl>",
    to: PL_TO,
    subject: "Nowe zamówienie #10482 w sklepie apteka-podkasztanem.pl – 146,70 zł",
    date: d(9, 19, "22:03:44"),
    enc: "qp",
    text: `Masz nowe zamówienie!

Zamówienie #10482 · 19.09.2026, 22:03
Klient: Anna K., Leszno
Dostawa: odbiór w automacie Odbiorek LSZ07M (ul. Leszczyńskich 12)
Płatność: BLIK – opłacone

  1 x Krem z mocznikiem 10%, 75 ml ............ 34,99 zł
  2 x Witamina D3 2000 j.m., 60 kaps. ......... 2 x 29,90 zł
  1 x Plastry hydrokoloidowe, 10 szt. ......... 21,99 zł
  Dostawa ...................................... 9,99 zł
  Razem ........................................ 146,70 zł

Przygotuj i nadaj zamówienie: https://panel.sklepiko.pl/zamowienia/10482

Sklepiko – Twój sklep internetowy
`,
    html: card({
      brand: "Sklepiko",
      color: "#d81b60",
      logo: "https://cdn.sklepiko.pl/mail/sklepiko-white.png",
      pre: "Anna K. · 146,70 zł · opłacone",
      body: `<p style="margin:0 0 4px;font-size:20px;font-weight:bold">Masz nowe zamówienie! 🎉</p>
<p style="margin:0 0 14px;color:#777">#10482 · 19.09.2026, 22:03 · opłacone (BLIK)</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px">
<tr><td>1 × Krem z mocznikiem 10%, 75 ml</td><td align="right">34,99 zł</td></tr>
<tr><td>2 × Witamina D3 2000 j.m., 60 kaps.</td><td align="right">59,80 zł</td></tr>
<tr><td>1 × Plastry hydrokoloidowe, 10 szt.</td><td align="right">21,99 zł</td></tr>
<tr><td style="color:#777">Dostawa – automat Odbiorek LSZ07M</td><td align="right">9,99 zł</td></tr>
<tr><td style="border-top:1px solid #ddd"><strong>Razem</strong></td><td align="right" style="border-top:1px solid #ddd"><strong>146,70 zł</strong></td></tr>
</table>
<p style="margin:14px 0 0">Klient: Anna K., Leszno</p>
${button("https://panel.sklepiko.pl/zamowienia/10482", "Przygotuj zamówienie", "#d81b60")}`,
      footer: SK_FOOT,
    }),
  },
  {
    family: "sklepiko",
    group: "consumer",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://panel.sklepiko.pl/ustawienia/nadawca/potwierdz?k=1f8c0e52-77ab-4d3e-9a61-03b5c2d9e4f7",
    from: "Sklepiko <no-reply@sklepiko.pl>",
    to: "Sklep Apteki Pod Kasztanem <sklep@apteka-podkasztanem.pl>",
    subject: "Potwierdź adres nadawcy wiadomości do klientów",
    date: d(9, 6, "11:22:08"),
    enc: "b64",
    text: `Cześć,

w ustawieniach sklepu apteka-podkasztanem.pl ustawiono ten adres
(sklep@apteka-podkasztanem.pl) jako nadawcę wiadomości do klientów – potwierdzeń
zamówień, informacji o wysyłce i przypomnień o odbiorze.

Potwierdź, że masz dostęp do tej skrzynki:
https://panel.sklepiko.pl/ustawienia/nadawca/potwierdz?k=1f8c0e52-77ab-4d3e-9a61-03b5c2d9e4f7

Dopóki adres nie zostanie potwierdzony, wiadomości wysyłamy z adresu
sklep-apteka-podkasztanem@sklepiko.pl.

Zespół Sklepiko
`,
    html: card({
      brand: "Sklepiko",
      color: "#d81b60",
      logo: "https://cdn.sklepiko.pl/mail/sklepiko-white.png",
      pre: "Jeden klik i Twoi klienci zobaczą Twój adres",
      body: `<p style="margin:0 0 12px">Cześć,</p>
<p style="margin:0 0 12px">w ustawieniach sklepu <strong>apteka-podkasztanem.pl</strong> ustawiono ten adres (sklep@apteka-podkasztanem.pl) jako nadawcę wiadomości do klientów – potwierdzeń zamówień, informacji o wysyłce i przypomnień o odbiorze.</p>
${
        button(
          "https://panel.sklepiko.pl/ustawienia/nadawca/potwierdz?k=1f8c0e52-77ab-4d3e-9a61-03b5c2d9e4f7",
          "Potwierdź adres",
          "#d81b60",
        )
      }
<p style="margin:0;font-size:12px;color:#777">Dopóki adres nie zostanie potwierdzony, wiadomości wysyłamy z adresu sklep-apteka-podkasztanem@sklepiko.pl.</p>`,
      footer: SK_FOOT,
    }),
  },
  {
    family: "sklepiko",
    group: "consumer",
    lang: "en",
    kind: "payout-notice",
    code: null,
    link: null,
    from: "Sklepiko Payments <payments@sklepiko.pl>",
    to: PL_TO,
    subject: "Payout of 3,482.15 PLN is on its way",
    date: d(10, 9, "09:00:02"),
    enc: "7bit",
    text: `Hi,

A payout for apteka-podkasztanem.pl is on its way to your bank account.

Amount:        3,482.15 PLN
Orders:        41 (period 1-7 October 2026)
Fees:          -94.61 PLN
Bank account:  PL** **** **** **** **** **** 2291
Expected:      12 October 2026

See the payout breakdown: https://panel.sklepiko.pl/payments/payouts/po_7720931

Sklepiko Payments
Sklepiko Sp. z o.o., ul. Piotrkowska 148/150, 90-063 Lodz, Poland
`,
    html: null,
  },
];

// ---------------------------------------------------------------- parcel lockers (PL)

const odbiorek: Mail[] = [
  {
    family: "odbiorek",
    group: "regional",
    lang: "pl",
    kind: "pickup-code",
    code: "482915",
    link: null,
    from: "Odbiorek <paczka@odbiorek.pl>",
    to: PL_TO,
    subject: "Paczka czeka w automacie LSZ02A – kod odbioru w środku",
    date: d(9, 23, "13:37:26"),
    enc: "qp",
    text: `Twoja paczka czeka na odbiór!

Numer przesyłki: 620118844097315522016
Nadawca: Hurtownia Opatrunków MEDIPLAST

Automat: LSZ02A, Leszno, ul. Słowiańska 31 (przy Biedronce)
Czynny 24/7

Kod odbioru: 482 915

Paczkę odbierzesz do 25.09.2026, godz. 13:37. Możesz też otworzyć skrytkę
w aplikacji Odbiorek.

Mapa automatu: https://odbiorek.pl/automaty/LSZ02A

Odbiorek Sp. z o.o. · infolinia 58 500 18 18
`,
    html:
      `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#fffde7;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px">
<tr><td style="padding:22px 28px 0"><img src="https://odbiorek.pl/email/odbiorek-logo.png" alt="Odbiorek" height="34"></td></tr>
<tr><td style="padding:18px 28px;font-size:22px;font-weight:bold;color:#212121">Twoja paczka czeka na odbiór!</td></tr>
<tr><td style="padding:0 28px">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#212121;border-radius:8px"><tr><td align="center" style="padding:18px">
<div style="color:#ffd600;font-size:13px;text-transform:uppercase;letter-spacing:1px">Kod odbioru</div>
<div style="color:#ffffff;font-size:40px;font-weight:bold;letter-spacing:6px;padding-top:6px">482 915</div>
</td></tr></table>
</td></tr>
<tr><td style="padding:18px 28px;font-size:14px;line-height:21px;color:#424242">
Automat: <b>LSZ02A</b>, Leszno, ul. Słowiańska 31 (przy Biedronce) · czynny 24/7<br>
Odbierz do: <b>25.09.2026, 13:37</b><br>
Numer przesyłki: 620118844097315522016<br>
Nadawca: Hurtownia Opatrunków MEDIPLAST
<p style="margin:14px 0 0"><a href="https://odbiorek.pl/automaty/LSZ02A" style="color:#212121">Zobacz automat na mapie</a></p>
</td></tr>
<tr><td style="padding:0 28px 22px"><a href="https://apps.apple.com/pl/app/odbiorek/id1611207744"><img src="https://odbiorek.pl/email/appstore.png" alt="App Store" height="32"></a> <a href="https://play.google.com/store/apps/details?id=pl.odbiorek"><img src="https://odbiorek.pl/email/googleplay.png" alt="Google Play" height="32"></a></td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #eee;font-size:11px;color:#888">Odbiorek Sp. z o.o., ul. Grunwaldzka 472, 80-309 Gdańsk · infolinia 58 500 18 18 · <a href="https://odbiorek.pl/regulamin" style="color:#888">Regulamin</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "odbiorek",
    group: "regional",
    lang: "pl",
    kind: "business-report",
    code: null,
    link: null,
    from: "Odbiorek Biznes <biznes@odbiorek.pl>",
    to: "Sklep Apteki Pod Kasztanem <sklep@apteka-podkasztanem.pl>",
    subject: "Podsumowanie nadań za wrzesień 2026 – konto 88120",
    date: d(10, 3, "08:00:00"),
    enc: "8bit",
    text: `Podsumowanie nadań · konto biznesowe 88120 (APTEKA POD KASZTANEM)
Okres: 01.09.2026–30.09.2026

Nadane przesyłki:            63
  gabaryt A                  51
  gabaryt B                  12
Odebrane przez klientów:     60
Zwrócone po terminie:         3 (620118844099002213108, 620118844099107716552,
                                 620118844099255410079)

Należność: 598,77 zł brutto – faktura FV/ODB/2026/09/88120 w panelu.
Termin płatności: 17.10.2026

Panel nadawcy: https://biznes.odbiorek.pl
Opiekun konta: Karolina Mazur, tel. 58 500 18 40
`,
    html: null,
  },
];

// ---------------------------------------------------------------- e-prescription portal (CZ)

const LP_FOOT =
  `Lékový portál ČR · provozuje Národní centrum elektronického zdravotnictví, Šrobárova 48, 100 00 Praha 10<br>
Technická podpora pro lékárny: +420 221 990 400 (po–pá 7:00–19:00) · <a href="https://lekovyportal.gov.cz/napoveda" style="color:#5c6670">Nápověda</a> · <a href="https://lekovyportal.gov.cz/gdpr" style="color:#5c6670">Ochrana osobních údajů</a>`;

const lekovyPortal: Mail[] = [
  {
    family: "lekovy-portal",
    group: "regional",
    lang: "cs",
    kind: "login-code",
    code: "91-4470",
    code_digits: "914470",
    link: null,
    from: "Lékový portál ČR <neodpovidat@lekovyportal.gov.cz>",
    to: CZ_TO,
    subject: "Ověřovací kód pro přihlášení do Lékového portálu",
    date: d(9, 14, "07:55:03"),
    enc: "b64",
    text: `Dobrý den,

pro dokončení přihlášení do Lékového portálu (lékárna: Lékárna U Kaštanu,
Český Těšín, kód PZS 89 117 004) zadejte tento ověřovací kód:

    91-4470

Kód platí 10 minut a lze jej použít jen jednou. Pomlčku můžete vynechat.

Pokud jste se nepřihlašovali, neprodleně si změňte heslo a kontaktujte
technickou podporu na čísle +420 221 990 400.

Tato zpráva byla vygenerována automaticky, neodpovídejte na ni.
`,
    html: gov(
      "Lékový portál ČR",
      "https://lekovyportal.gov.cz/static/statni-znak.png",
      `<p style="margin:0 0 14px">Dobrý den,</p>
<p style="margin:0 0 14px">pro dokončení přihlášení do Lékového portálu (lékárna: <strong>Lékárna U Kaštanu, Český Těšín</strong>, kód PZS 89 117 004) zadejte tento ověřovací kód:</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr><td style="border:2px solid #11457e;padding:10px 24px;font-size:28px;font-weight:bold;font-family:'Courier New',monospace;color:#11457e">91-4470</td></tr></table>
<p style="margin:0 0 14px">Kód platí 10 minut a lze jej použít jen jednou. Pomlčku můžete vynechat.</p>
<p style="margin:0;font-size:13px;color:#5c6670">Pokud jste se nepřihlašovali, neprodleně si <a href="https://lekovyportal.gov.cz/ucet/zmena-hesla" style="color:#11457e">změňte heslo</a> a kontaktujte technickou podporu.</p>`,
      LP_FOOT,
      "Kód platí 10 minut.",
    ).replace('lang="pl"', 'lang="cs"').replace('alt="Godło"', 'alt="Státní znak"'),
  },
  {
    family: "lekovy-portal",
    group: "regional",
    lang: "cs",
    kind: "rules-notice",
    code: null,
    link: null,
    from: "Lékový portál ČR <informace@lekovyportal.gov.cz>",
    to: CZ_TO,
    subject: "Informace pro lékárny: změna výdeje opakovaných eReceptů od 1. 11. 2026",
    date: d(10, 16, "13:10:45"),
    enc: "qp",
    text: `Vážená paní magistro, vážený pane magistře,

od 1. listopadu 2026 se mění pravidla výdeje opakovaných eReceptů:

- opakovaný eRecept bude možné vydat nejdříve 7 dní před koncem předchozího
  období (dosud 5 dní),
- při částečném výdeji se zbývající množství automaticky převede do dalšího
  období,
- lékárenské systémy musí podporovat novou verzi rozhraní CÚER 3.4.

Dodavatelé lékárenských systémů byli o změně informováni. Doporučujeme ověřit
u svého dodavatele, že aktualizace bude nasazena do 31. 10. 2026.

Metodický pokyn: https://lekovyportal.gov.cz/metodika/opakovany-erecept-2026
Webinář pro lékárny 22. 10. 2026 v 15:00: https://lekovyportal.gov.cz/akce/webinar-2026-10

S pozdravem
tým Lékového portálu ČR
`,
    html: null,
  },
];

// ---------------------------------------------------------------- health insurer (CZ)

const ZPH_FOOT = `Horácká zdravotní pojišťovna, Znojemská 78, 586 01 Jihlava · IČO 47115998<br>
Linka pro smluvní partnery: +420 567 140 300 · <a href="https://portal.horackazp.cz" style="color:#888">Portál partnera</a> · <a href="https://www.horackazp.cz/ochrana-udaju" style="color:#888">Ochrana údajů</a>`;

const zpHoracko: Mail[] = [
  {
    family: "zp-horacko",
    group: "regional",
    lang: "cs",
    kind: "batch-accepted",
    code: null,
    link: null,
    from: "HZP Portál partnera <portal@horackazp.cz>",
    to: CZ_TO,
    subject: "Dávka 2026/09 byla přijata ke zpracování (IČZ 89117004)",
    date: d(10, 4, "23:18:52"),
    enc: "8bit",
    text: `Vážený partnere,

vaše vyúčtování bylo přijato ke zpracování.

IČZ: 89117004 – Lékárna U Kaštanu, Český Těšín
Období: 09/2026
Typ dávky: 81 (recepty), počet dokladů: 1 406
Vyúčtovaná částka: 612 884,30 Kč
Číslo podání: P-2026-0941173

Výsledek kontroly (chybový protokol) bude k dispozici v Portálu partnera
do 15 pracovních dnů. Úhrada proběhne v řádném termínu podle smlouvy.

Horácká zdravotní pojišťovna – oddělení úhrad léčiv
`,
    html: card({
      brand: "Horácká zdravotní pojišťovna",
      color: "#0d47a1",
      logo: "https://www.horackazp.cz/img/mail/hzp-logo.png",
      lang: "cs",
      pre: "Podání P-2026-0941173 · 1 406 dokladů",
      body: `<p style="margin:0 0 12px">Vážený partnere,</p>
<p style="margin:0 0 14px">vaše vyúčtování bylo přijato ke zpracování.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #dde4ee">
<tr><td style="color:#666">IČZ</td><td>89117004 – Lékárna U Kaštanu, Český Těšín</td></tr>
<tr><td style="color:#666">Období</td><td>09/2026</td></tr>
<tr><td style="color:#666">Typ dávky</td><td>81 (recepty), počet dokladů: 1 406</td></tr>
<tr><td style="color:#666">Vyúčtovaná částka</td><td><strong>612 884,30 Kč</strong></td></tr>
<tr><td style="color:#666">Číslo podání</td><td>P-2026-0941173</td></tr>
</table>
<p style="margin:14px 0 0">Výsledek kontroly (chybový protokol) bude k dispozici v Portálu partnera do 15 pracovních dnů. Úhrada proběhne v řádném termínu podle smlouvy.</p>`,
      footer: ZPH_FOOT,
    }),
  },
  {
    family: "zp-horacko",
    group: "regional",
    lang: "cs",
    kind: "reset-link",
    code: null,
    link: "https://portal.horackazp.cz/obnova-hesla?id=40871&klic=Pq7Tz2mWc9Vn4Xb1",
    from: "HZP Portál partnera <portal@horackazp.cz>",
    to: CZ_TO,
    subject: "Obnovení hesla do Portálu partnera",
    date: d(9, 30, "08:47:15"),
    enc: "qp",
    text: `Dobrý den,

obdrželi jsme žádost o obnovení hesla k účtu uživatele M. Wróbel
(IČZ 89117004) v Portálu partnera Horácké zdravotní pojišťovny.

Nové heslo si nastavíte na této adrese:
https://portal.horackazp.cz/obnova-hesla?id=40871&klic=Pq7Tz2mWc9Vn4Xb1

Odkaz je platný do 30. 9. 2026 10:47. Pokud jste o obnovení nežádali,
zprávu ignorujte, vaše heslo zůstává beze změny.

S pozdravem
Horácká zdravotní pojišťovna
Linka pro smluvní partnery: +420 567 140 300
`,
    html: card({
      brand: "Horácká zdravotní pojišťovna",
      color: "#0d47a1",
      logo: "https://www.horackazp.cz/img/mail/hzp-logo.png",
      lang: "cs",
      pre: "Odkaz platí 2 hodiny",
      body: `<p style="margin:0 0 12px">Dobrý den,</p>
<p style="margin:0 0 12px">obdrželi jsme žádost o obnovení hesla k účtu uživatele <strong>M. Wróbel</strong> (IČZ 89117004) v Portálu partnera Horácké zdravotní pojišťovny.</p>
${
        button(
          "https://portal.horackazp.cz/obnova-hesla?id=40871&amp;klic=Pq7Tz2mWc9Vn4Xb1",
          "Nastavit nové heslo",
          "#0d47a1",
        )
      }
<p style="margin:0;font-size:12px;color:#666">Odkaz je platný do 30. 9. 2026 10:47. Pokud jste o obnovení nežádali, zprávu ignorujte, vaše heslo zůstává beze změny.</p>`,
      footer: ZPH_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- wholesaler (CZ)

const farmadis: Mail[] = [
  {
    family: "farmadis",
    group: "regional",
    lang: "cs",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Farmadis Distribuce <expedice@farmadis.cz>",
    to: CZ_TO,
    subject: "Expedice objednávky 2609-44718 – závoz dnes odpoledne",
    date: d(9, 21, "11:02:37"),
    enc: "qp",
    text: `Dobrý den,

objednávka 2609-44718 byla vyskladněna a předána na závoz.

Odběratel: Lékárna U Kaštanu, Hlavní třída 14, 737 01 Český Těšín (zákaznické č. 31190)
Trasa: OV-12 (Ostrava – Karviná – Č. Těšín), předpokládaný příjezd 14:30–15:30
Dodací list: DL 26 0921 0558
Počet přepravek: 3 (z toho 1 chlazená 2–8 °C)

Nevykryté položky:
  - Euthyrox 75 mcg, 100 tbl. – výpadek u výrobce, předpoklad 10/2026
  - Nurofen Junior 100 mg/5 ml – dodáme zítra

Přehled objednávek: https://b2b.farmadis.cz/objednavky

Farmadis Distribuce a.s., Tovární 1132, 709 00 Ostrava
Zákaznická linka: +420 596 811 200
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222;background:#fff">
<div style="max-width:600px">
<div style="background:#c62828;padding:10px 14px"><img src="https://b2b.farmadis.cz/img/farmadis-mail.png" alt="FARMADIS" height="24"></div>
<div style="padding:16px 14px">
<p>Dobrý den,</p>
<p>objednávka <b>2609-44718</b> byla vyskladněna a předána na závoz.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:12px">
<tr><td>Odběratel</td><td>Lékárna U Kaštanu, Hlavní třída 14, 737 01 Český Těšín (zákaznické č. 31190)</td></tr>
<tr><td>Trasa</td><td>OV-12 (Ostrava – Karviná – Č. Těšín), příjezd 14:30–15:30</td></tr>
<tr><td>Dodací list</td><td>DL 26 0921 0558</td></tr>
<tr><td>Přepravky</td><td>3 (z toho 1 chlazená 2–8 °C)</td></tr>
</table>
<p><b>Nevykryté položky:</b></p>
<ul>
<li>Euthyrox 75 mcg, 100 tbl. – výpadek u výrobce, předpoklad 10/2026</li>
<li>Nurofen Junior 100 mg/5 ml – dodáme zítra</li>
</ul>
<p><a href="https://b2b.farmadis.cz/objednavky">Přehled objednávek v B2B</a></p>
</div>
<div style="padding:10px 14px;border-top:1px solid #eee;font-size:11px;color:#777">Farmadis Distribuce a.s., Tovární 1132, 709 00 Ostrava · Zákaznická linka +420 596 811 200</div>
</div></body></html>`,
  },
  {
    family: "farmadis",
    group: "regional",
    lang: "cs",
    kind: "supply-shortage",
    code: null,
    link: null,
    from: "Farmadis Distribuce <info@farmadis.cz>",
    to: CZ_TO,
    subject: "Přehled výpadků dodávek – týden 42",
    date: d(10, 12, "15:30:00"),
    enc: "b64",
    headers: [["List-Unsubscribe", "<mailto:odhlasit@farmadis.cz?subject=vypadky-31190>"]],
    text: `Přehled výpadků dodávek – týden 42/2026

Hlášené výpadky podle SÚKL a výrobců:

  Kód SÚKL   Název                                   Předpoklad obnovení
  0215693    Euthyrox 75 mcg, 100 tbl.               2. 11. 2026
  0126514    Amoksiklav 1 g, 14 tbl.                 neznámý
  0093117    Clexane 4000 IU/0,4 ml, 10 stř.         26. 10. 2026
  0245920    Ozempic 0,5 mg, inj. pero               prosinec 2026 (regulace)

Náhradní přípravky a aktuální stav skladu najdete v B2B v sekci Výpadky.
https://b2b.farmadis.cz/vypadky

Odhlášení z přehledu: odhlasit@farmadis.cz

Farmadis Distribuce a.s.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- mobile operator (CZ)

const OZ_FOOT = `Ozvěna Mobil s.r.o., Na Pankráci 1724/129, 140 00 Praha 4 · IČO 06218744<br>
<a href="https://www.ozvenamobil.cz/podpora" style="color:#888">Podpora</a> · <a href="https://www.ozvenamobil.cz/soukromi" style="color:#888">Soukromí</a> · <a href="https://www.instagram.com/ozvenamobil" style="color:#888">Instagram</a>`;

const ozvena: Mail[] = [
  {
    family: "ozvena-mobil",
    group: "consumer",
    lang: "cs",
    kind: "bill",
    code: null,
    link: null,
    from: "Ozvěna Mobil <vyuctovani@ozvenamobil.cz>",
    to: CZ_TO,
    subject: "Vyúčtování za září 2026 – 1 248,00 Kč",
    date: d(10, 3, "06:30:11"),
    enc: "qp",
    text: `Dobrý den,

v příloze posíláme vyúčtování služeb za období 1. 9. – 30. 9. 2026.

Zákaznické číslo: 7004419826
Číslo faktury: 2026091187733
Částka k úhradě: 1 248,00 Kč
Splatnost: 17. 10. 2026 (platba inkasem z účtu •••• 0412)

Tarif Firma Neomezeně (3 SIM):
  +420 734 118 902  ·  +420 734 118 903  ·  +420 734 118 904

Přehled volání najdete v Moje Ozvěna: https://moje.ozvenamobil.cz/faktury

Ozvěna Mobil
`,
    html: card({
      brand: "Ozvěna Mobil",
      color: "#5e35b1",
      logo: "https://www.ozvenamobil.cz/mail/logo-white.png",
      lang: "cs",
      pre: "1 248,00 Kč, splatnost 17. 10.",
      body: `<p style="margin:0 0 12px">Dobrý den,</p>
<p style="margin:0 0 14px">v příloze posíláme vyúčtování služeb za období 1. 9. – 30. 9. 2026.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="background:#ede7f6;font-size:13px">
<tr><td>Zákaznické číslo</td><td align="right">7004419826</td></tr>
<tr><td>Číslo faktury</td><td align="right">2026091187733</td></tr>
<tr><td>Částka k úhradě</td><td align="right"><strong>1 248,00 Kč</strong></td></tr>
<tr><td>Splatnost</td><td align="right">17. 10. 2026 (inkaso z účtu •••• 0412)</td></tr>
</table>
<p style="margin:14px 0 0">Tarif Firma Neomezeně (3 SIM): +420 734 118 902 · +420 734 118 903 · +420 734 118 904</p>
<p style="margin:14px 0 0"><a href="https://moje.ozvenamobil.cz/faktury">Přehled volání v Moje Ozvěna</a></p>`,
      footer: OZ_FOOT,
    }),
    attachment: [
      "Ozvena_vyuctovani_2026091187733.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 2/Kids[3 0 R 4 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R>>endobj\n4 0 obj<</Type/Page/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "ozvena-mobil",
    group: "consumer",
    lang: "cs",
    kind: "confirm-change",
    code: null,
    link: "https://moje.ozvenamobil.cz/potvrzeni/email?r=CH-55201937&s=a84f1c09e7",
    from: "Ozvěna Mobil <moje@ozvenamobil.cz>",
    to: CZ_TO,
    subject: "Potvrďte změnu e-mailu pro zasílání faktur",
    date: d(9, 16, "17:25:40"),
    enc: "8bit",
    text: `Dobrý den,

v samoobsluze Moje Ozvěna jste požádali o změnu e-mailu pro zasílání
vyúčtování u zákaznického čísla 7004419826 na adresu
lekarna.tesin@apteka-podkasztanem.pl.

Změnu dokončíte potvrzením:
https://moje.ozvenamobil.cz/potvrzeni/email?r=CH-55201937&s=a84f1c09e7

Požadavek CH-55201937 vyprší za 7 dní. Pokud jste změnu nezadávali,
zavolejte nám na 800 104 104.

Ozvěna Mobil
`,
    html: card({
      brand: "Ozvěna Mobil",
      color: "#5e35b1",
      logo: "https://www.ozvenamobil.cz/mail/logo-white.png",
      lang: "cs",
      pre: "Jedno kliknutí a faktury budou chodit sem",
      body: `<p style="margin:0 0 12px">Dobrý den,</p>
<p style="margin:0 0 12px">v samoobsluze Moje Ozvěna jste požádali o změnu e-mailu pro zasílání vyúčtování u zákaznického čísla <strong>7004419826</strong> na adresu lekarna.tesin@apteka-podkasztanem.pl.</p>
${button("https://moje.ozvenamobil.cz/potvrzeni/email?r=CH-55201937&s=a84f1c09e7", "Potvrdit změnu", "#5e35b1")}
<p style="margin:0;font-size:12px;color:#777">Požadavek CH-55201937 vyprší za 7 dní. Pokud jste změnu nezadávali, zavolejte nám na 800 104 104.</p>`,
      footer: OZ_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- health insurer (SK)

const tatrazdravie: Mail[] = [
  {
    family: "tatrazdravie-zp",
    group: "regional",
    lang: "sk",
    kind: "verify-code",
    code: "5839-12",
    code_digits: "583912",
    link: "https://epobocka.tatrazdravie.sk/overenie-emailu?u=PZS-62014&c=5839-12&h=77c1be0a",
    from: "Tatrazdravie – ePobočka <epobocka@tatrazdravie.sk>",
    to: "Lekáreň U Gaštana <lekaren.cadca@apteka-podkasztanem.pl>",
    subject: "Overenie e-mailovej adresy pre ePobočku poskytovateľa",
    date: d(9, 18, "10:14:27"),
    enc: "qp",
    text: `Dobrý deň,

pri registrácii do ePobočky pre poskytovateľov (Lekáreň U Gaštana, Čadca,
kód poskytovateľa P62014042301) ste zadali túto e-mailovú adresu.

Overovací kód: 5839-12

Kód zadajte do registračného formulára, alebo adresu overte priamo kliknutím
na odkaz:
https://epobocka.tatrazdravie.sk/overenie-emailu?u=PZS-62014&c=5839-12&h=77c1be0a

Kód aj odkaz sú platné 30 minút.

Ak ste sa neregistrovali, túto správu môžete ignorovať.

Tatrazdravie, zdravotná poisťovňa, a.s.
Kuzmányho 14, 010 01 Žilina · Linka pre poskytovateľov 0850 112 050
`,
    html: card({
      brand: "Tatrazdravie",
      color: "#2e7d32",
      logo: "https://www.tatrazdravie.sk/static/mail/logo-tz.png",
      lang: "sk",
      pre: "Kód platí 30 minút",
      body: `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 14px">pri registrácii do ePobočky pre poskytovateľov (<strong>Lekáreň U Gaštana, Čadca</strong>, kód poskytovateľa P62014042301) ste zadali túto e-mailovú adresu.</p>
<p style="margin:0 0 6px">Overovací kód:</p>
<p style="margin:0 0 16px;font-size:30px;font-weight:bold;letter-spacing:4px;color:#2e7d32">5839-12</p>
<p style="margin:0">Kód zadajte do registračného formulára, alebo adresu overte priamo:</p>
${
        button(
          "https://epobocka.tatrazdravie.sk/overenie-emailu?u=PZS-62014&c=5839-12&h=77c1be0a",
          "Overiť e-mail",
          "#2e7d32",
        )
      }
<p style="margin:0;font-size:12px;color:#777">Kód aj odkaz sú platné 30 minút. Ak ste sa neregistrovali, túto správu môžete ignorovať.</p>`,
      footer:
        `Tatrazdravie, zdravotná poisťovňa, a.s., Kuzmányho 14, 010 01 Žilina · IČO 36281719<br>Linka pre poskytovateľov 0850 112 050 · <a href="https://www.tatrazdravie.sk/ochrana-osobnych-udajov" style="color:#888">Ochrana osobných údajov</a>`,
    }),
  },
  {
    family: "tatrazdravie-zp",
    group: "regional",
    lang: "sk",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Tatrazdravie pre poskytovateľov <partneri@tatrazdravie.sk>",
    to: "Lekáreň U Gaštana <lekaren.cadca@apteka-podkasztanem.pl>",
    subject: "Novinky pre lekárne: zmeny v kategorizácii od 1. novembra",
    date: d(10, 22, "09:45:00"),
    enc: "8bit",
    text: `Novinky pre lekárne · október 2026

* Kategorizácia liekov: od 1. 11. 2026 platí nový zoznam kategorizovaných
  liekov – 38 zmien úhrad, 12 nových generík.
* Zúčtovanie: dávky za október prijímame do 10. 11. 2026. Chybové protokoly
  nájdete v ePobočke do 5 pracovných dní.
* Očkovanie v lekárni: sezóna chrípky – výkon 6940L vykazujte s kódom diagnózy Z25.1.

Celé znenie: https://www.tatrazdravie.sk/poskytovatelia/lekarne/novinky-2026-10

Odhlásiť odber: https://www.tatrazdravie.sk/odhlasit?p=P62014042301

Tatrazdravie, zdravotná poisťovňa, a.s.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- wholesaler (SK)

const MF_FOOT =
  `MEDIFARM Trenčín, s.r.o., Bratislavská 96, 911 05 Trenčín · IČO 44718320 · Zákaznícky servis 032 650 11 22<br>
<a href="https://eshop.medifarm.sk/obchodne-podmienky" style="color:#888">Obchodné podmienky</a> · <a href="https://eshop.medifarm.sk/gdpr" style="color:#888">GDPR</a>`;

const medifarm: Mail[] = [
  {
    family: "medifarm-trencin",
    group: "regional",
    lang: "sk",
    kind: "activate-account",
    code: null,
    link: "https://eshop.medifarm.sk/aktivacia/c2VyZ2VqOjQ0MTI3/f91d0b6e",
    from: "MEDIFARM eShop <eshop@medifarm.sk>",
    to: "Lekáreň U Gaštana <lekaren.cadca@apteka-podkasztanem.pl>",
    subject: "Aktivujte si prístup do objednávkového systému MEDIFARM",
    date: d(9, 8, "14:06:31"),
    enc: "b64",
    text: `Dobrý deň,

na základe podpísanej zmluvy o dodávkach sme pre Lekáreň U Gaštana, Čadca
(odberateľ č. 44127) zriadili prístup do objednávkového systému MEDIFARM eShop.

Prihlasovacie meno: lekaren.cadca@apteka-podkasztanem.pl

Účet si aktivujete a heslo nastavíte tu:
https://eshop.medifarm.sk/aktivacia/c2VyZ2VqOjQ0MTI3/f91d0b6e

Odkaz je platný 5 dní. Vaša obchodná zástupkyňa: Ing. Zuzana Hrušková,
tel. 0905 448 210.

S pozdravom
MEDIFARM Trenčín, s.r.o.
`,
    html: card({
      brand: "MEDIFARM",
      color: "#0277bd",
      logo: "https://eshop.medifarm.sk/img/mail/medifarm.png",
      lang: "sk",
      pre: "Odberateľ č. 44127 – prístup do eShopu",
      body: `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 12px">na základe podpísanej zmluvy o dodávkach sme pre <strong>Lekáreň U Gaštana, Čadca</strong> (odberateľ č. 44127) zriadili prístup do objednávkového systému MEDIFARM eShop.</p>
<p style="margin:0 0 12px">Prihlasovacie meno: <strong>lekaren.cadca@apteka-podkasztanem.pl</strong></p>
${button("https://eshop.medifarm.sk/aktivacia/c2VyZ2VqOjQ0MTI3/f91d0b6e", "Aktivovať účet", "#0277bd")}
<p style="margin:0;font-size:12px;color:#777">Odkaz je platný 5 dní. Vaša obchodná zástupkyňa: Ing. Zuzana Hrušková, tel. 0905 448 210.</p>`,
      footer: MF_FOOT,
    }),
  },
  {
    family: "medifarm-trencin",
    group: "regional",
    lang: "sk",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "MEDIFARM eShop <eshop@medifarm.sk>",
    to: "Lekáreň U Gaštana <lekaren.cadca@apteka-podkasztanem.pl>",
    subject: "Potvrdenie objednávky č. OBJ-26-0917-3302",
    date: d(9, 17, "16:48:09"),
    enc: "qp",
    text: `Ďakujeme za objednávku OBJ-26-0917-3302.

Odberateľ: Lekáreň U Gaštana, Palárikova 1201, 022 01 Čadca (č. 44127)
Rozvoz: zajtra 18. 9. 2026, trasa ZA-04, 07:00–09:30

  Paralen 500 mg, 24 tbl.              20 ks   1,38 €   27,60 €
  Vigantol 500 IU/gtt, 10 ml           10 ks   4,91 €   49,10 €
  Ambrobene 30 mg, 20 tbl.             12 ks   2,07 €   24,84 €
  Fucidin krém 15 g                     5 ks   5,64 €   28,20 €

Spolu bez DPH: 129,74 €   DPH 5 %: 6,49 €   Spolu s DPH: 136,23 €
Splatnosť: 30 dní

Stav objednávky: https://eshop.medifarm.sk/objednavky/OBJ-26-0917-3302
`,
    html: card({
      brand: "MEDIFARM",
      color: "#0277bd",
      logo: "https://eshop.medifarm.sk/img/mail/medifarm.png",
      lang: "sk",
      pre: "Rozvoz zajtra 07:00–09:30",
      body: `<p style="margin:0 0 12px;font-size:17px"><strong>Ďakujeme za objednávku OBJ-26-0917-3302.</strong></p>
<p style="margin:0 0 12px">Rozvoz: <strong>18. 9. 2026, trasa ZA-04, 07:00–09:30</strong></p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;border:1px solid #e1ecf4">
<tr style="background:#e1f5fe"><th align="left">Položka</th><th align="right">Množstvo</th><th align="right">Cena</th><th align="right">Spolu</th></tr>
<tr><td>Paralen 500 mg, 24 tbl.</td><td align="right">20</td><td align="right">1,38 €</td><td align="right">27,60 €</td></tr>
<tr><td>Vigantol 500 IU/gtt, 10 ml</td><td align="right">10</td><td align="right">4,91 €</td><td align="right">49,10 €</td></tr>
<tr><td>Ambrobene 30 mg, 20 tbl.</td><td align="right">12</td><td align="right">2,07 €</td><td align="right">24,84 €</td></tr>
<tr><td>Fucidin krém 15 g</td><td align="right">5</td><td align="right">5,64 €</td><td align="right">28,20 €</td></tr>
<tr><td colspan="3" align="right">Spolu s DPH (5 %)</td><td align="right"><strong>136,23 €</strong></td></tr>
</table>
<p style="margin:14px 0 0"><a href="https://eshop.medifarm.sk/objednavky/OBJ-26-0917-3302">Stav objednávky</a></p>`,
      footer: MF_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- bank and energy (SK)

const povazska: Mail[] = [
  {
    family: "povazska-banka",
    group: "regional",
    lang: "sk",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Považská banka <notifikacie@povazskabanka.sk>",
    to: "Lekáreň U Gaštana <lekaren.cadca@apteka-podkasztanem.pl>",
    subject: "Pripísaná platba na účet SK•• •••• 7730",
    date: d(10, 13, "10:21:04"),
    enc: "8bit",
    text: `Notifikácia o pohybe na účte

Účet: SK•• •••• •••• •••• •••• 7730 (Lekáreň U Gaštana)
Pripísaná suma: +18 406,52 EUR
Platiteľ: TATRAZDRAVIE ZP AS
Variabilný symbol: 2026090441
Správa pre príjemcu: UHRADA DAVKY 09/2026 P62014042301
Dátum zaúčtovania: 13. 10. 2026

Disponibilný zostatok: 41 228,90 EUR

Notifikácie nastavíte v Internet bankingu v časti Nastavenia › Notifikácie.
Považská banka, a.s., Námestie slobody 3, 017 01 Považská Bystrica · 0850 160 160
`,
    html: null,
  },
];

const liptov: Mail[] = [
  {
    family: "liptovska-energetika",
    group: "regional",
    lang: "sk",
    kind: "meter-reading",
    code: null,
    link: null,
    from: "Liptovská energetika <zakaznik@liptovskaenergetika.sk>",
    to: "Lekáreň U Gaštana <lekaren.cadca@apteka-podkasztanem.pl>",
    subject: "Odpočet elektromera a predpis záloh na rok 2027",
    date: d(10, 27, "11:33:58"),
    enc: "qp",
    text: `Vážený zákazník,

na odbernom mieste Palárikova 1201, Čadca (EIC 24ZSS9117730004K) bol dňa
22. 10. 2026 vykonaný odpočet elektromera:

  Stav VT: 48 911 kWh   Stav NT: 12 406 kWh

Na základe spotreby sme upravili mesačné zálohy od januára 2027
zo 186,00 € na 172,00 €. Predpis záloh nájdete v Zákazníckom portáli.

Zákaznícky portál: https://moj.liptovskaenergetika.sk
Zákaznícka linka: 0850 333 222

Liptovská energetika, a.s., Štúrova 11, 031 01 Liptovský Mikuláš
`,
    html: card({
      brand: "Liptovská energetika",
      color: "#ef6c00",
      logo: "https://www.liptovskaenergetika.sk/mail/le-logo.png",
      lang: "sk",
      pre: "Nové zálohy od januára 2027: 172,00 €",
      body: `<p style="margin:0 0 12px">Vážený zákazník,</p>
<p style="margin:0 0 12px">na odbernom mieste <strong>Palárikova 1201, Čadca</strong> (EIC 24ZSS9117730004K) bol dňa 22. 10. 2026 vykonaný odpočet elektromera:</p>
<table cellpadding="8" cellspacing="0" style="background:#fff3e0;font-size:14px"><tr><td>Stav VT</td><td><strong>48 911 kWh</strong></td><td>Stav NT</td><td><strong>12 406 kWh</strong></td></tr></table>
<p style="margin:14px 0 12px">Na základe spotreby sme upravili mesačné zálohy od januára 2027 zo 186,00 € na <strong>172,00 €</strong>.</p>
<p style="margin:0"><a href="https://moj.liptovskaenergetika.sk">Predpis záloh v Zákazníckom portáli</a></p>`,
      footer:
        `Liptovská energetika, a.s., Štúrova 11, 031 01 Liptovský Mikuláš · Zákaznícka linka 0850 333 222<br><a href="https://www.liptovskaenergetika.sk/ochrana-udajov" style="color:#888">Ochrana údajov</a>`,
    }),
  },
];

// ---------------------------------------------------------------- manufacturer safety letter (DE), trade newsletter (EN), Hungarian supplier (SK)

const halvard: Mail[] = [
  {
    family: "halvard-pharma",
    group: "regional",
    lang: "de",
    kind: "safety-notice",
    code: null,
    link: null,
    from: "Halvard Pharma GmbH – Arzneimittelsicherheit <drug.safety@halvard-pharma.de>",
    to: CZ_TO,
    subject: "Rote-Hand-Brief: Valproat-haltige Arzneimittel – neue Verpackungshinweise",
    date: d(10, 8, "08:00:00"),
    enc: "qp",
    text: `Rote-Hand-Brief zu Valpronex® (Natriumvalproat) 300 mg / 500 mg Retardtabletten

Sehr geehrte Apothekerin, sehr geehrter Apotheker,

in Abstimmung mit der Europäischen Arzneimittel-Agentur (EMA) und den nationalen
Behörden (BfArM, SÚKL, ŠÚKL, URPL) möchten wir Sie über Folgendes informieren:

- Ab Charge V26K401 enthalten alle Packungen eine neue Patientenkarte und einen
  Warnhinweis auf der Außenverpackung.
- Bei jeder Abgabe an Patientinnen im gebärfähigen Alter ist die Patientenkarte
  auszuhändigen.
- Ältere Chargen bleiben verkehrsfähig; ein Rückruf erfolgt nicht.

Die Fachinformation wurde in Abschnitt 4.4 entsprechend aktualisiert.

Verdachtsfälle von Nebenwirkungen melden Sie bitte an die zuständige nationale
Behörde oder an drug.safety@halvard-pharma.de, Tel. +49 89 412 770 0.

Weitere Informationen: https://www.halvard-pharma.de/rhb/valpronex-2026

Mit freundlichen Grüßen
Dr. med. Kerstin Albrecht, Stufenplanbeauftragte
Halvard Pharma GmbH, Leopoldstraße 212, 80807 München
`,
    html: null,
    attachment: [
      "RHB_Valpronex_2026-10.pdf",
      "application/pdf",
      "%PDF-1.6\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

const dispensaryDigest: Mail[] = [
  {
    family: "dispensary-digest",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Dispensary Digest <editors@dispensarydigest.eu>",
    to: PL_TO,
    subject: "This week: EU shortages list grows, OTC sales data, and a quiz",
    date: d(10, 1, "06:15:00"),
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://dispensarydigest.eu/unsub?e=bXdyb2JlbA>"]],
    text: `DISPENSARY DIGEST · Issue 212 · 1 October 2026

1. The EU critical-medicines shortages list grows to 94 entries
   Amoxicillin suspensions and insulin pens top the list again.
   Read: https://click.dispensarydigest.eu/r/212-1

2. OTC sales Q3: cough and cold up 14 % year on year in CEE markets
   Read: https://click.dispensarydigest.eu/r/212-2

3. Clinical quiz: a 72-year-old on apixaban asks for ibuprofen gel...
   Take the quiz: https://click.dispensarydigest.eu/r/212-3

Sponsored: PharmaShelf smart refrigerators – 10 % off with code AUTUMN10 until 31 Oct.

You are receiving this because you subscribed at dispensarydigest.eu.
Unsubscribe: https://dispensarydigest.eu/unsub?e=bXdyb2JlbA
Dispensary Digest, Sterngasse 3/12, 1010 Vienna, Austria
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Dispensary Digest 212</title></head>
<body style="margin:0;background:#f7f5f0">
<div style="display:none;max-height:0;overflow:hidden">EU shortages list grows to 94 entries · OTC sales Q3 · clinical quiz</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#222">
<tr><td style="padding:20px 28px;border-bottom:2px solid #222"><span style="font-size:26px;font-weight:bold">Dispensary Digest</span><br><span style="font-family:Arial,sans-serif;font-size:12px;color:#777">Issue 212 · 1 October 2026</span></td></tr>
<tr><td style="padding:20px 28px">
<img src="https://dispensarydigest.eu/img/212/shortages.jpg" width="544" alt="Empty pharmacy shelf" style="display:block;width:100%;margin-bottom:12px">
<h2 style="margin:0 0 6px;font-size:20px"><a href="https://click.dispensarydigest.eu/r/212-1" style="color:#222;text-decoration:none">The EU critical-medicines shortages list grows to 94 entries</a></h2>
<p style="margin:0 0 20px;font-size:15px;line-height:22px">Amoxicillin suspensions and insulin pens top the list again.</p>
<h2 style="margin:0 0 6px;font-size:18px"><a href="https://click.dispensarydigest.eu/r/212-2" style="color:#222;text-decoration:none">OTC sales Q3: cough and cold up 14 % in CEE markets</a></h2>
<p style="margin:0 0 20px;font-size:15px;line-height:22px">Poland and Czechia lead, Slovakia flat.</p>
<h2 style="margin:0 0 6px;font-size:18px"><a href="https://click.dispensarydigest.eu/r/212-3" style="color:#222;text-decoration:none">Clinical quiz</a></h2>
<p style="margin:0 0 20px;font-size:15px;line-height:22px">A 72-year-old on apixaban asks for ibuprofen gel…</p>
<table width="100%" cellpadding="12" cellspacing="0" style="background:#f0f7ff;font-family:Arial,sans-serif;font-size:13px"><tr><td><span style="font-size:10px;color:#888">SPONSORED</span><br>PharmaShelf smart refrigerators – 10 % off with code <strong>AUTUMN10</strong> until 31 Oct. <a href="https://click.dispensarydigest.eu/r/212-ad">Learn more</a></td></tr></table>
</td></tr>
<tr><td style="padding:16px 28px;font-family:Arial,sans-serif;font-size:11px;color:#888;border-top:1px solid #eee">You are receiving this because you subscribed at dispensarydigest.eu. <a href="https://dispensarydigest.eu/unsub?e=bXdyb2JlbA" style="color:#888">Unsubscribe</a><br>Dispensary Digest, Sterngasse 3/12, 1010 Vienna, Austria</td></tr>
</table></td></tr></table></body></html>`,
  },
];

const csallokoz: Mail[] = [
  {
    family: "csallokoz-patikaellato",
    group: "regional",
    lang: "hu",
    kind: "login-code",
    code: "306158",
    link: null,
    from: "Csallóközi Patikaellátó <rendeles@patikaellato.sk>",
    to: "Lekáreň U Gaštana <lekaren.cadca@apteka-podkasztanem.pl>",
    subject: "Belépési kód a webes rendelőfelülethez",
    date: d(10, 21, "07:12:44"),
    enc: "b64",
    text: `Tisztelt Partnerünk!

A Csallóközi Patikaellátó webes rendelőfelületére történő belépéshez
az alábbi egyszer használatos kódot kérjük megadni:

306158

A kód 10 percig érvényes. Ha nem Ön kezdeményezte a belépést, kérjük,
jelezze ügyfélszolgálatunknak: +421 31 590 44 00.

Üdvözlettel:
Csallóközi Patikaellátó Kft. – Csallóközi Patikaellátó s.r.o.
Hlavná 41, 929 01 Dunajská Streda
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#333;font-size:14px">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8dc">
<tr><td style="background:#37474f;color:#fff;padding:12px 18px;font-size:15px">Csallóközi Patikaellátó · Rendelőfelület</td></tr>
<tr><td style="padding:20px 18px">
<p>Tisztelt Partnerünk!</p>
<p>A webes rendelőfelületre történő belépéshez az alábbi egyszer használatos kódot kérjük megadni:</p>
<table cellpadding="0" cellspacing="4"><tr>
<td style="background:#eceff1;width:32px;height:40px;text-align:center;font-size:22px;font-weight:bold">3</td>
<td style="background:#eceff1;width:32px;height:40px;text-align:center;font-size:22px;font-weight:bold">0</td>
<td style="background:#eceff1;width:32px;height:40px;text-align:center;font-size:22px;font-weight:bold">6</td>
<td style="background:#eceff1;width:32px;height:40px;text-align:center;font-size:22px;font-weight:bold">1</td>
<td style="background:#eceff1;width:32px;height:40px;text-align:center;font-size:22px;font-weight:bold">5</td>
<td style="background:#eceff1;width:32px;height:40px;text-align:center;font-size:22px;font-weight:bold">8</td>
</tr></table>
<p>A kód 10 percig érvényes. Ha nem Ön kezdeményezte a belépést, kérjük, jelezze ügyfélszolgálatunknak: +421 31 590 44 00.</p>
<p>Üdvözlettel:<br>Csallóközi Patikaellátó Kft.</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#eceff1;font-size:11px;color:#607d8b">Csallóközi Patikaellátó s.r.o., Hlavná 41, 929 01 Dunajská Streda · <a href="https://www.patikaellato.sk/adatvedelem" style="color:#607d8b">Adatvédelem</a></td></tr>
</table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...rcz,
  ...medvistula,
  ...aptekon,
  ...bankWarcianski,
  ...kartomat,
  ...izba,
  ...farmakademia,
  ...orlik,
  ...grafikon,
  ...pradnik,
  ...sklepiko,
  ...odbiorek,
  ...lekovyPortal,
  ...zpHoracko,
  ...farmadis,
  ...ozvena,
  ...tatrazdravie,
  ...medifarm,
  ...povazska,
  ...liptov,
  ...halvard,
  ...dispensaryDigest,
  ...csallokoz,
];
