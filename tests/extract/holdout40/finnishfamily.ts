/**
 * The shared inbox of a bilingual (Finnish/Swedish) family in Turku over September and October 2026:
 * city e-services, the school's parent platform, health-care booking, strong authentication and tax,
 * banks and a payment app, energy, broadband, the housing company, library, sports club, grocery
 * delivery, parcel lockers, a ferry line, and Estonian mail from a grandparent in Tallinn.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in Finnish (or Estonian/Swedish) local time; summer time ends 25 Oct 2026. */
function date(month: number, day: number, hh: number, mm: number, ss = 12, zone?: string): string {
  const d = new Date(Date.UTC(2026, month - 1, day));
  const tz = zone ?? (month < 10 || (month === 10 && day < 25) ? "+0300" : "+0200");
  const p = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[d.getUTCDay()]}, ${p(day)} ${MONTHS[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p(ss)} ${tz}`;
}

const FAMILY_TO = "Laine-Holmström <perhe.laineholmstrom@kotiposti.example>";

// ---------------------------------------------------------------- Vaakuna (city e-services)

function vaakuna(title: string, body: string, lang: string): string {
  const foot = lang === "sv"
    ? "Detta meddelande har skickats automatiskt från e-tjänsten Vaakuna. Du kan inte svara på det."
    : "Tämä viesti on lähetetty automaattisesti Vaakuna-asiointipalvelusta. Viestiin ei voi vastata.";
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #0b3d91;font-family:Arial,Helvetica,sans-serif;color:#1c1c1c;">
<tr><td style="padding:20px 32px 8px 32px;"><img src="https://static.vaakuna-asiointi.fi/img/vaakuna-logo-2x.png" width="148" height="40" alt="Vaakuna – Turun kaupungin asiointi"></td></tr>
<tr><td style="padding:8px 32px 24px 32px;font-size:15px;line-height:22px;">
<h1 style="font-size:21px;margin:0 0 16px 0;color:#0b3d91;">${title}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 32px;background:#f6f7f9;font-size:12px;line-height:18px;color:#5b6470;">
${foot}<br>
Turun kaupunki · Aurakatu 2, 20100 Turku · <a href="https://www.vaakuna-asiointi.fi/tietosuoja" style="color:#0b3d91;">${
    lang === "sv" ? "Dataskydd" : "Tietosuoja"
  }</a> · <a href="https://www.vaakuna-asiointi.fi/saavutettavuus" style="color:#0b3d91;">${
    lang === "sv" ? "Tillgänglighet" : "Saavutettavuus"
  }</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const vaakunaMails: Mail[] = [
  {
    family: "vaakuna-asiointi",
    group: "regional",
    lang: "fi",
    kind: "decision-notice",
    code: null,
    link: null,
    from: "Vaakuna-asiointi <ei-vastausta@vaakuna-asiointi.fi>",
    to: FAMILY_TO,
    subject: "Uusi päätös: varhaiskasvatuspaikka (Elsa Laine)",
    date: date(9, 2, 9, 41),
    enc: "qp",
    text: `Hei,

Asiointipalveluun on saapunut uusi päätös.

Asia: Varhaiskasvatuspaikan muutos
Lapsi: Elsa Laine
Päätöksen päivämäärä: 1.9.2026
Diaarinumero: TKU-VAKA/4418/2026

Päätös on luettavissa kohdassa Omat asiat > Päätökset, kun kirjaudut palveluun vahvalla
tunnistautumisella: https://www.vaakuna-asiointi.fi/omat-asiat

Päätökseen tyytymätön voi tehdä oikaisuvaatimuksen 30 päivän kuluessa tiedoksisaannista.
Ohjeet löytyvät päätöksen liitteestä.

Varhaiskasvatuksen asiakaspalvelu palvelee arkisin klo 9–15 numerossa 02 262 4400.

Tämä viesti on lähetetty automaattisesti. Viestiin ei voi vastata.
Turun kaupunki, Aurakatu 2, 20100 Turku`,
    html: vaakuna(
      "Uusi päätös asiointipalvelussa",
      `<p style="margin:0 0 12px 0;">Hei,</p>
<p style="margin:0 0 12px 0;">Asiointipalveluun on saapunut uusi päätös.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="padding:4px 16px 4px 0;color:#5b6470;">Asia</td><td style="padding:4px 0;">Varhaiskasvatuspaikan muutos</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#5b6470;">Lapsi</td><td style="padding:4px 0;">Elsa Laine</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#5b6470;">Päivämäärä</td><td style="padding:4px 0;">1.9.2026</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#5b6470;">Diaarinumero</td><td style="padding:4px 0;">TKU-VAKA/4418/2026</td></tr>
</table>
<p style="margin:0 0 12px 0;">Päätös on luettavissa kohdassa <b>Omat asiat &gt; Päätökset</b>, kun kirjaudut palveluun vahvalla tunnistautumisella.</p>
<p style="margin:0 0 16px 0;"><a href="https://www.vaakuna-asiointi.fi/omat-asiat" style="color:#0b3d91;font-weight:bold;">Siirry Omiin asioihin</a></p>
<p style="margin:0 0 12px 0;font-size:13px;color:#5b6470;">Päätökseen tyytymätön voi tehdä oikaisuvaatimuksen 30 päivän kuluessa tiedoksisaannista. Varhaiskasvatuksen asiakaspalvelu palvelee arkisin klo 9–15 numerossa 02 262 4400.</p>`,
      "fi",
    ),
  },
  {
    family: "vaakuna-asiointi",
    group: "regional",
    lang: "sv",
    kind: "verify-link",
    code: null,
    link: "https://www.vaakuna-asiointi.fi/sv/konto/bekrafta-epost?t=Qm9yZ2EuSG9sbXN0cm9tOjE3ODg0&u=55213",
    from: "Vaakuna e-tjänster <ei-vastausta@vaakuna-asiointi.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Bekräfta din e-postadress",
    date: date(9, 8, 20, 3),
    enc: "8bit",
    text: `Hej Annika Holmström,

Du har angett den här e-postadressen för meddelanden i e-tjänsten Vaakuna.
Bekräfta adressen genom att öppna länken nedan:

https://www.vaakuna-asiointi.fi/sv/konto/bekrafta-epost?t=Qm9yZ2EuSG9sbXN0cm9tOjE3ODg0&u=55213

Länken är giltig i 48 timmar. Om du inte har gjort ändringen kan du lämna meddelandet
utan åtgärd – adressen tas då inte i bruk.

Med vänliga hälsningar
Åbo stad / Vaakuna e-tjänster
Kundtjänst 02 330 000 (vardagar 8–16)`,
    html: vaakuna(
      "Bekräfta din e-postadress",
      `<p style="margin:0 0 12px 0;">Hej Annika Holmström,</p>
<p style="margin:0 0 20px 0;">Du har angett den här e-postadressen för meddelanden i e-tjänsten Vaakuna. Bekräfta adressen genom att klicka på knappen.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px 0;"><tr>
<td style="background:#0b3d91;border-radius:4px;"><a href="https://www.vaakuna-asiointi.fi/sv/konto/bekrafta-epost?t=Qm9yZ2EuSG9sbXN0cm9tOjE3ODg0&amp;u=55213" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Bekräfta e-postadressen</a></td>
</tr></table>
<p style="margin:0 0 12px 0;font-size:13px;color:#5b6470;">Länken är giltig i 48 timmar. Om du inte har gjort ändringen kan du lämna meddelandet utan åtgärd – adressen tas då inte i bruk.</p>
<p style="margin:0;font-size:13px;color:#5b6470;">Kundtjänst 02 330 000 (vardagar 8–16)</p>`,
      "sv",
    ),
  },
  {
    family: "vaakuna-asiointi",
    group: "regional",
    lang: "fi",
    kind: "invoice-notice",
    code: null,
    link: null,
    from: "Turun kaupunki / Vaakuna <laskutus@vaakuna-asiointi.fi>",
    to: FAMILY_TO,
    subject: "Varhaiskasvatuksen asiakasmaksu, syyskuu 2026",
    date: date(10, 6, 7, 15),
    enc: "8bit",
    text: `Varhaiskasvatuksen asiakasmaksu

Laskun numero: 2026-0917733
Maksaja: Mikko Laine
Ajalta: 1.9.–30.9.2026
Summa: 247,00 €
Eräpäivä: 20.10.2026
Viitenumero: 88 10420 55917 7330
Saajan tili: FI42 5000 0120 4117 33

Lasku on lähetetty myös verkkopankkiisi e-laskuna, jos olet tehnyt e-laskusopimuksen.
Maksuun liittyvät kysymykset: varhaiskasvatuksen maksuneuvonta, puh. 02 262 5070.

Turun kaupunki – Vaakuna-asiointi`,
    html: null,
  },
];

// ---------------------------------------------------------------- Koulutori (school parent platform)

const koulutoriMails: Mail[] = [
  {
    family: "koulutori",
    group: "regional",
    lang: "fi",
    kind: "message-notice",
    code: null,
    link: null,
    from: "Koulutori <ilmoitukset@koulutori.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Uusi viesti: Luokan 3B syysretki 17.9.",
    date: date(9, 4, 14, 22),
    enc: "qp",
    text: `Sinulle on uusi viesti Koulutorissa.

Lähettäjä: Riikka Salminen (opettaja, Puolalan koulu)
Vastaanottajat: 3B huoltajat
Aihe: Luokan 3B syysretki 17.9.

"Hyvät huoltajat, lähdemme torstaina 17.9. retkelle Ruissaloon. Lähtö koululta klo 8.30,
paluu noin klo 13.00. Lapselle mukaan eväät, juomapullo ja säänmukainen vaatetus..."

Lue koko viesti ja vastaa kirjautumalla Koulutoriin: https://turku.koulutori.fi/viestit

Viestin tiedot näkyvät vain kirjautuneille käyttäjille.
Ilmoitusasetuksia voit muuttaa kohdassa Asetukset > Ilmoitukset.`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;">
<div style="background:#3a7d44;color:#fff;padding:10px 16px;font-size:16px;font-weight:bold;">Koulutori</div>
<div style="padding:16px;border:1px solid #d8e6da;border-top:none;">
<p>Sinulle on uusi viesti Koulutorissa.</p>
<table cellpadding="3" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#666;">Lähettäjä:</td><td>Riikka Salminen (opettaja, Puolalan koulu)</td></tr>
<tr><td style="color:#666;">Vastaanottajat:</td><td>3B huoltajat</td></tr>
<tr><td style="color:#666;">Aihe:</td><td><b>Luokan 3B syysretki 17.9.</b></td></tr>
</table>
<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #3a7d44;color:#444;">Hyvät huoltajat, lähdemme torstaina 17.9. retkelle Ruissaloon. Lähtö koululta klo 8.30, paluu noin klo 13.00. Lapselle mukaan eväät, juomapullo ja säänmukainen vaatetus…</blockquote>
<p><a href="https://turku.koulutori.fi/viestit" style="color:#3a7d44;">Lue koko viesti Koulutorissa</a></p>
<p style="font-size:11px;color:#888;">Viestin tiedot näkyvät vain kirjautuneille käyttäjille. Ilmoitusasetuksia voit muuttaa kohdassa Asetukset &gt; Ilmoitukset.</p>
</div></div></body></html>`,
  },
  {
    family: "koulutori",
    group: "regional",
    lang: "sv",
    kind: "login-code",
    code: "573018",
    link: null,
    from: "Koulutori <ilmoitukset@koulutori.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Din inloggningskod till Koulutori",
    date: date(9, 10, 7, 48, 51),
    enc: "b64",
    text: `Hej,

Din engångskod för inloggning till Koulutori är:

573 018

Koden gäller i 10 minuter. Skriv in den på inloggningssidan i webbläsaren eller appen.

Försökte du inte logga in? Då kan du ignorera detta meddelande. Ingen kan logga in på
ditt konto utan koden.

Koulutori – Åbo stads skolor
Support: tuki@koulutori.fi`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;">
<div style="max-width:560px;margin:0 auto;">
<div style="background:#3a7d44;color:#fff;padding:10px 16px;font-size:16px;font-weight:bold;">Koulutori</div>
<div style="padding:20px 16px;border:1px solid #d8e6da;border-top:none;">
<p>Hej,</p>
<p>Din engångskod för inloggning till Koulutori är:</p>
<p style="font-size:30px;font-family:'Courier New',monospace;letter-spacing:6px;font-weight:bold;background:#f0f6f1;padding:12px;text-align:center;margin:16px 0;">573 018</p>
<p>Koden gäller i 10 minuter. Skriv in den på inloggningssidan i webbläsaren eller appen.</p>
<p style="color:#777;font-size:12px;">Försökte du inte logga in? Då kan du ignorera detta meddelande. Ingen kan logga in på ditt konto utan koden.</p>
<p style="color:#777;font-size:11px;">Koulutori – Åbo stads skolor · <a href="mailto:tuki@koulutori.fi" style="color:#3a7d44;">tuki@koulutori.fi</a></p>
</div></div></body></html>`,
  },
  {
    family: "koulutori",
    group: "regional",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Koulutori <ilmoitukset@koulutori.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Your week in Koulutori: 3 messages, 1 absence, 2 upcoming tests",
    date: date(10, 3, 6, 0, 4),
    enc: "qp",
    text: `Weekly summary 28 Sep – 2 Oct 2026
Pupil: Elsa Laine (3B, Puolala School)

MESSAGES (3)
- Riikka Salminen: Library visit on Tuesday
- Principal's office: Autumn break 19–23 Oct
- School nurse: Health check-ups for 3rd grade

ABSENCES
- Wed 30 Sep, lessons 1–4: reported by guardian (illness)

UPCOMING TESTS
- Mon 5 Oct: Mathematics, chapter 2 (multiplication tables 6–9)
- Thu 8 Oct: Swedish vocabulary, words 1–40

Open Koulutori: https://turku.koulutori.fi/
You get this summary every Saturday. Change: https://turku.koulutori.fi/asetukset/ilmoitukset`,
    html: `<html><body style="margin:0;background:#f4f7f4;font-family:Verdana,Geneva,sans-serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7f4;"><tr><td align="center" style="padding:16px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-size:13px;">
<tr><td style="background:#3a7d44;color:#fff;padding:10px 16px;font-size:16px;font-weight:bold;">Koulutori · Weekly summary</td></tr>
<tr><td style="padding:14px 16px;color:#555;">28 Sep – 2 Oct 2026 · <b>Elsa Laine</b> (3B, Puolala School)</td></tr>
<tr><td style="padding:0 16px;">
<h3 style="color:#3a7d44;margin:12px 0 6px 0;">Messages (3)</h3>
<ul style="margin:0;padding-left:18px;"><li>Riikka Salminen: Library visit on Tuesday</li><li>Principal's office: Autumn break 19–23 Oct</li><li>School nurse: Health check-ups for 3rd grade</li></ul>
<h3 style="color:#3a7d44;margin:12px 0 6px 0;">Absences</h3>
<p style="margin:0;">Wed 30 Sep, lessons 1–4: reported by guardian (illness)</p>
<h3 style="color:#3a7d44;margin:12px 0 6px 0;">Upcoming tests</h3>
<table cellpadding="4" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #eee;">Mon 5 Oct</td><td style="border-bottom:1px solid #eee;">Mathematics, chapter 2 (multiplication tables 6–9)</td></tr>
<tr><td>Thu 8 Oct</td><td>Swedish vocabulary, words 1–40</td></tr>
</table>
</td></tr>
<tr><td style="padding:18px 16px;"><a href="https://turku.koulutori.fi/" style="background:#3a7d44;color:#fff;padding:9px 18px;text-decoration:none;border-radius:3px;">Open Koulutori</a></td></tr>
<tr><td style="padding:10px 16px 16px 16px;font-size:11px;color:#888;">You get this summary every Saturday. <a href="https://turku.koulutori.fi/asetukset/ilmoitukset" style="color:#888;">Change notification settings</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Hoitovuoro (health-care booking)

function hoitovuoro(inner: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<style>@media (max-width:600px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#f7f4fb;">
<span style="display:none;max-height:0;overflow:hidden;">${
    lang === "sv" ? "Hoitovuoro – din tidsbokning" : "Hoitovuoro – ajanvarauksesi"
  }</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table class="wrap" role="presentation" width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:'Segoe UI',Roboto,Arial,sans-serif;color:#2b2140;">
<tr><td style="padding:22px 28px;border-bottom:1px solid #ece6f5;"><img src="https://cdn.hoitovuoro.fi/brand/hoitovuoro-logo.png" alt="Hoitovuoro" width="132" height="32" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.5;">${inner}</td></tr>
<tr><td style="padding:16px 28px 22px 28px;font-size:12px;color:#7a6f8c;border-top:1px solid #ece6f5;">
Varsinais-Suomen hyvinvointialue · PL 52, 20521 Turku<br>
<a href="https://www.hoitovuoro.fi/ohjeet" style="color:#6b3fa0;">${
    lang === "sv" ? "Hjälp" : "Ohjeet"
  }</a> &nbsp;|&nbsp; <a href="https://www.hoitovuoro.fi/tietosuoja" style="color:#6b3fa0;">${
    lang === "sv" ? "Dataskydd" : "Tietosuoja"
  }</a>
</td></tr></table></td></tr></table></body></html>`;
}

const hoitovuoroMails: Mail[] = [
  {
    family: "hoitovuoro",
    group: "regional",
    lang: "fi",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Hoitovuoro <noreply@hoitovuoro.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Ajanvaraus vahvistettu: suuhygienisti 24.9.2026 klo 13.20",
    date: date(9, 11, 16, 37),
    enc: "b64",
    text: `Ajanvarauksesi on vahvistettu.

Palvelu: Suuhygienistin tarkastus
Asiakas: Elsa Laine
Aika: torstai 24.9.2026 klo 13.20 (kesto 45 min)
Paikka: Mäntymäen hammashoitola, Luolavuorentie 2, 20700 Turku
Varaustunnus: HV-2026-883104

Ota mukaan Kela-kortti. Jos et pääse paikalle, peru aika viimeistään 24 tuntia ennen
Hoitovuorossa tai soittamalla numeroon 02 266 1300. Peruuttamattomasta käynnistä
perimme 51,50 euron maksun (koskee yli 15-vuotiaita).

Hoitovuoro – Varsinais-Suomen hyvinvointialue`,
    html: hoitovuoro(
      `<h2 style="margin:0 0 14px 0;font-size:20px;">Ajanvarauksesi on vahvistettu</h2>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#f7f4fb;border-radius:8px;font-size:14px;">
<tr><td style="padding:14px 16px 4px 16px;color:#7a6f8c;">Palvelu</td><td style="padding:14px 16px 4px 0;"><b>Suuhygienistin tarkastus</b></td></tr>
<tr><td style="padding:4px 16px;color:#7a6f8c;">Asiakas</td><td style="padding:4px 16px 4px 0;">Elsa Laine</td></tr>
<tr><td style="padding:4px 16px;color:#7a6f8c;">Aika</td><td style="padding:4px 16px 4px 0;">to 24.9.2026 klo 13.20 (45 min)</td></tr>
<tr><td style="padding:4px 16px;color:#7a6f8c;">Paikka</td><td style="padding:4px 16px 4px 0;">Mäntymäen hammashoitola<br>Luolavuorentie 2, 20700 Turku</td></tr>
<tr><td style="padding:4px 16px 14px 16px;color:#7a6f8c;">Varaustunnus</td><td style="padding:4px 16px 14px 0;">HV-2026-883104</td></tr>
</table>
<p style="margin:16px 0 8px 0;">Ota mukaan Kela-kortti.</p>
<p style="margin:0 0 16px 0;font-size:13px;color:#5a4f6c;">Jos et pääse paikalle, peru aika viimeistään 24 tuntia ennen Hoitovuorossa tai soittamalla numeroon 02 266 1300. Peruuttamattomasta käynnistä perimme 51,50 euron maksun (koskee yli 15-vuotiaita).</p>
<p style="margin:0;"><a href="https://www.hoitovuoro.fi/omat-varaukset" style="color:#6b3fa0;">Näytä omat varaukset</a></p>`,
      "fi",
    ),
  },
  {
    family: "hoitovuoro",
    group: "regional",
    lang: "sv",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Hoitovuoro <noreply@hoitovuoro.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Påminnelse: din tid i morgon kl. 08.40",
    date: date(10, 13, 12, 0, 2),
    enc: "qp",
    text: `Hej,

Vi påminner om din bokade tid:

Onsdag 14.10.2026 kl. 08.40
Laboratorieprov (blodprov, fastande)
Hälsostationen i Runosbacken, Rungonkatu 4, 20200 Åbo

Kom fastande: ingen mat efter kl. 20 kvällen innan. Vatten får du dricka.
Avboka senast 24 timmar i förväg på www.hoitovuoro.fi eller tfn 02 266 1300.

Hälsningar
Hoitovuoro / Egentliga Finlands välfärdsområde`,
    html: hoitovuoro(
      `<p style="margin:0 0 12px 0;">Hej,</p>
<p style="margin:0 0 12px 0;">Vi påminner om din bokade tid:</p>
<div style="border-left:4px solid #6b3fa0;padding:8px 14px;margin:0 0 16px 0;background:#f7f4fb;">
<div style="font-size:18px;font-weight:600;">Onsdag 14.10.2026 kl. 08.40</div>
<div>Laboratorieprov (blodprov, fastande)</div>
<div style="color:#7a6f8c;">Hälsostationen i Runosbacken, Rungonkatu 4, 20200 Åbo</div>
</div>
<p style="margin:0 0 12px 0;">Kom fastande: ingen mat efter kl. 20 kvällen innan. Vatten får du dricka.</p>
<p style="margin:0;font-size:13px;color:#5a4f6c;">Avboka senast 24 timmar i förväg på <a href="https://www.hoitovuoro.fi/omat-varaukset" style="color:#6b3fa0;">hoitovuoro.fi</a> eller tfn 02 266 1300.</p>`,
      "sv",
    ),
  },
  {
    family: "hoitovuoro",
    group: "regional",
    lang: "fi",
    kind: "login-code",
    code: "829461",
    link: null,
    from: "Hoitovuoro <noreply@hoitovuoro.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Hoitovuoro: kertakäyttöinen tunnistuskoodi",
    date: date(10, 20, 21, 12, 40),
    enc: "8bit",
    text: `Kirjaudut Hoitovuoroon sähköpostitunnistuksella (vain ajanvarauksen perumista ja
yhteystietojen katselua varten).

Tunnistuskoodisi: 829461

Koodi vanhenee 15 minuutin kuluttua. Älä kerro koodia kenellekään – Hoitovuoron
henkilökunta ei koskaan kysy sitä puhelimessa.

Jos et yrittänyt kirjautua, voit jättää viestin huomiotta.`,
    html: hoitovuoro(
      `<p style="margin:0 0 14px 0;">Kirjaudut Hoitovuoroon sähköpostitunnistuksella (vain ajanvarauksen perumista ja yhteystietojen katselua varten).</p>
<p style="margin:0 0 6px 0;color:#7a6f8c;font-size:13px;">Tunnistuskoodisi</p>
<table role="presentation" cellpadding="0" cellspacing="6" style="margin:0 0 16px -6px;"><tr>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:700;background:#f1ebf9;border-radius:6px;">8</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:700;background:#f1ebf9;border-radius:6px;">2</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:700;background:#f1ebf9;border-radius:6px;">9</td>
<td style="width:12px;"></td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:700;background:#f1ebf9;border-radius:6px;">4</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:700;background:#f1ebf9;border-radius:6px;">6</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:700;background:#f1ebf9;border-radius:6px;">1</td>
</tr></table>
<p style="margin:0 0 8px 0;">Koodi vanhenee 15 minuutin kuluttua. Älä kerro koodia kenellekään – Hoitovuoron henkilökunta ei koskaan kysy sitä puhelimessa.</p>
<p style="margin:0;font-size:13px;color:#7a6f8c;">Jos et yrittänyt kirjautua, voit jättää viestin huomiotta.</p>`,
      "fi",
    ),
  },
];

// ---------------------------------------------------------------- Luotsi (strong authentication app)

const luotsiMails: Mail[] = [
  {
    family: "luotsi-tunnistus",
    group: "regional",
    lang: "fi",
    kind: "new-device",
    code: null,
    link: null,
    from: "Luotsi-tunnistus <turvallisuus@luotsi-tunnistus.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Luotsi otettiin käyttöön uudessa laitteessa",
    date: date(9, 14, 19, 5, 33),
    enc: "qp",
    text: `Hei Mikko,

Luotsi-tunnistussovellus aktivoitiin uudessa laitteessa:

Laite: Samsung Galaxy A56
Aika: 14.9.2026 klo 19.04
Sijainti (arvio): Turku, Suomi

Vanha laitteesi (iPhone 12) poistettiin käytöstä samalla. Sinulla voi olla Luotsi
käytössä yhdessä laitteessa kerrallaan.

Etkö tunnista tapahtumaa? Sulje Luotsi heti soittamalla sulkupalveluun 020 333 (24/7)
ja ota yhteyttä pankkiisi.

Luotsi Tunnistuspalvelut Oy, Linnankatu 37, 20100 Turku
Tämä on automaattinen turvallisuusilmoitus, jota ei voi perua.`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#0f1d2b;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1d2b;"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:Helvetica,Arial,sans-serif;color:#0f1d2b;">
<tr><td style="padding:26px 30px 0 30px;"><img src="https://luotsi-tunnistus.fi/mail/luotsi-wordmark.png" alt="Luotsi" width="96" height="28"></td></tr>
<tr><td style="padding:18px 30px 6px 30px;"><h1 style="font-size:20px;margin:0;">Luotsi otettiin käyttöön uudessa laitteessa</h1></td></tr>
<tr><td style="padding:6px 30px;font-size:15px;line-height:22px;">
<p>Hei Mikko,</p>
<p>Luotsi-tunnistussovellus aktivoitiin uudessa laitteessa:</p>
<table cellpadding="0" cellspacing="0" style="font-size:14px;width:100%;border:1px solid #e3e8ee;border-radius:8px;">
<tr><td style="padding:10px 14px;color:#687684;">Laite</td><td style="padding:10px 14px;">Samsung Galaxy A56</td></tr>
<tr><td style="padding:10px 14px;color:#687684;border-top:1px solid #e3e8ee;">Aika</td><td style="padding:10px 14px;border-top:1px solid #e3e8ee;">14.9.2026 klo 19.04</td></tr>
<tr><td style="padding:10px 14px;color:#687684;border-top:1px solid #e3e8ee;">Sijainti (arvio)</td><td style="padding:10px 14px;border-top:1px solid #e3e8ee;">Turku, Suomi</td></tr>
</table>
<p>Vanha laitteesi (iPhone 12) poistettiin käytöstä samalla. Sinulla voi olla Luotsi käytössä yhdessä laitteessa kerrallaan.</p>
<p style="background:#fff4e5;padding:12px 14px;border-radius:8px;font-size:14px;"><b>Etkö tunnista tapahtumaa?</b> Sulje Luotsi heti soittamalla sulkupalveluun <b>020 333</b> (24/7) ja ota yhteyttä pankkiisi. <a href="https://luotsi-tunnistus.fi/turvallisuus/vaarinkaytto" style="color:#1463b8;">Lue lisää</a></p>
</td></tr>
<tr><td style="padding:14px 30px 24px 30px;font-size:11px;color:#8a96a3;">Luotsi Tunnistuspalvelut Oy · Linnankatu 37, 20100 Turku · Y-tunnus 3318420-6<br>Tämä on automaattinen turvallisuusilmoitus.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "luotsi-tunnistus",
    group: "regional",
    lang: "en",
    kind: "verify-email",
    code: "HJ7-K2Q",
    link: "https://id.luotsi-tunnistus.fi/email/confirm?flow=8f2c1e0a-77d4-4b8e-9a31-52cf7e5e1b02&lang=en",
    from: "Luotsi <no-reply@id.luotsi-tunnistus.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Confirm the e-mail address for your Luotsi notifications",
    date: date(9, 16, 10, 27, 5),
    enc: "qp",
    text: `Hello Annika,

You added this e-mail address to your Luotsi profile for security notifications.

Confirm it by opening this link:
https://id.luotsi-tunnistus.fi/email/confirm?flow=8f2c1e0a-77d4-4b8e-9a31-52cf7e5e1b02&lang=en

Or type this confirmation code in the Luotsi app (Profile > E-mail):
HJ7-K2Q

The link and code expire in 30 minutes.
If you did not add this address, you can ignore this message.

Luotsi Identification Services Ltd
Customer service +358 20 333 4000 (Mon–Fri 8–18)`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:Helvetica,Arial,sans-serif;color:#0f1d2b;">
<tr><td style="padding:26px 30px 0 30px;"><img src="https://luotsi-tunnistus.fi/mail/luotsi-wordmark.png" alt="Luotsi" width="96" height="28"></td></tr>
<tr><td style="padding:18px 30px;font-size:15px;line-height:22px;">
<p>Hello Annika,</p>
<p>You added this e-mail address to your Luotsi profile for security notifications. Confirm it with the button below.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://id.luotsi-tunnistus.fi/email/confirm?flow=8f2c1e0a-77d4-4b8e-9a31-52cf7e5e1b02&amp;lang=en" style="background:#1463b8;color:#ffffff;text-decoration:none;padding:13px 30px;border-radius:24px;font-weight:bold;display:inline-block;">Confirm e-mail address</a></p>
<p style="text-align:center;color:#687684;font-size:13px;margin:0;">or type this code in the Luotsi app (Profile &gt; E-mail)</p>
<p style="text-align:center;font-size:28px;font-family:Menlo,Consolas,monospace;letter-spacing:3px;margin:8px 0 20px 0;">HJ7-K2Q</p>
<p style="font-size:13px;color:#687684;">The link and code expire in 30 minutes. If you did not add this address, you can ignore this message.</p>
</td></tr>
<tr><td style="padding:12px 30px 24px 30px;font-size:11px;color:#8a96a3;">Luotsi Identification Services Ltd · Linnankatu 37, 20100 Turku, Finland · +358 20 333 4000<br><a href="https://luotsi-tunnistus.fi/en/privacy" style="color:#8a96a3;">Privacy</a> · <a href="https://luotsi-tunnistus.fi/en/help" style="color:#8a96a3;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Verolaituri (tax service)

const verolaituriMails: Mail[] = [
  {
    family: "verolaituri",
    group: "regional",
    lang: "fi",
    kind: "tax-decision",
    code: null,
    link: null,
    from: "Verolaituri <ilmoitukset@verolaituri.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Verotuspäätös 2025 on valmistunut",
    date: date(10, 21, 8, 2, 0),
    enc: "8bit",
    text: `Hei,

Vuoden 2025 verotuksesi on valmistunut. Verotuspäätös ja tilisiirtolomake ovat
katsottavissa Verolaiturissa.

Veronpalautus: 412,18 €
Palautus maksetaan tilillesi FI•• •••• •••• 4821 arviolta 17.11.2026.

Emme lähetä sähköpostissa linkkejä kirjautumissivulle. Kirjaudu Verolaituriin aina
kirjoittamalla osoite verolaituri.fi selaimen osoiteriville.

Ystävällisin terveisin
Verolaituri`,
    html: null,
  },
  {
    family: "verolaituri",
    group: "regional",
    lang: "sv",
    kind: "email-confirm-code",
    code: "31742908",
    link: null,
    from: "Skattebryggan – Verolaituri <ilmoitukset@verolaituri.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Bekräftelsekod för din e-postadress",
    date: date(9, 22, 18, 44, 17),
    enc: "8bit",
    text: `Hej,

Du har angett en ny e-postadress i Skattebryggan. Bekräfta adressen genom att skriva in
följande kod i tjänsten, på samma sida där du angav adressen:

31742908

Koden är giltig i 24 timmar.

Vi skickar aldrig länkar till inloggningssidan per e-post. Logga alltid in genom att skriva
verolaituri.fi i webbläsarens adressfält.

Med vänlig hälsning
Skattebryggan`,
    html: null,
  },
];

// ---------------------------------------------------------------- Saaristopankki (bank)

function saaristo(inner: string, pre: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0;opacity:0;overflow:hidden;">${pre}</div>
<table width="100%" border="0" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" border="0" cellpadding="0" cellspacing="0" style="font-family:Georgia,'Times New Roman',serif;color:#13294b;">
<tr><td style="padding:24px 0 16px 0;border-bottom:2px solid #13294b;"><img src="https://www.saaristopankki.fi/sahkoposti/logo-saaristopankki.gif" width="190" height="36" alt="Saaristopankki – Skärgårdsbanken"></td></tr>
<tr><td style="padding:24px 0;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#222;">${inner}</td></tr>
<tr><td style="padding:16px 0 30px 0;border-top:1px solid #cfd6e0;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#6c7a8c;">
Saaristopankki Oy · Skärgårdsbanken Ab · Itäinen Rantakatu 8, 20700 Turku · Y-tunnus 0219944-1<br>
Asiakaspalvelu / Kundtjänst 0200 41800 (pvm/mpm) · <a href="https://www.saaristopankki.fi/tietosuoja" style="color:#6c7a8c;">Tietosuoja</a> · <a href="https://www.saaristopankki.fi/turvallisuus" style="color:#6c7a8c;">Turvallisuus</a><br>
Saaristopankki ei koskaan pyydä tunnuslukujasi sähköpostitse tai puhelimessa.
</td></tr></table></td></tr></table></body></html>`;
}

const saaristoMails: Mail[] = [
  {
    family: "saaristopankki",
    group: "regional",
    lang: "fi",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Saaristopankki <viestit@saaristopankki.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Tiliotteesi syyskuulta on valmis",
    date: date(10, 2, 5, 30, 0),
    enc: "qp",
    text: `Hyvä asiakkaamme,

Käyttötilisi tiliote ajalta 1.9.–30.9.2026 on nyt luettavissa verkkopankissa ja
Saaristopankki-sovelluksessa kohdassa Asiakirjat.

Tili: FI•• •••• •••• 4821 (Käyttötili)
Saldo 30.9.2026: 2 318,46 €

Tämä viesti ei sisällä linkkejä. Kirjaudu verkkopankkiin aina sovelluksen kautta tai
kirjoittamalla osoite saaristopankki.fi itse.

Ystävällisin terveisin
Saaristopankki`,
    html: saaristo(
      `<p style="margin:0 0 14px 0;">Hyvä asiakkaamme,</p>
<p style="margin:0 0 14px 0;">Käyttötilisi tiliote ajalta 1.9.–30.9.2026 on nyt luettavissa verkkopankissa ja Saaristopankki-sovelluksessa kohdassa <b>Asiakirjat</b>.</p>
<table border="0" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="padding:3px 18px 3px 0;color:#6c7a8c;">Tili</td><td>FI•• •••• •••• 4821 (Käyttötili)</td></tr>
<tr><td style="padding:3px 18px 3px 0;color:#6c7a8c;">Saldo 30.9.2026</td><td>2 318,46 €</td></tr>
</table>
<p style="margin:0;font-size:13px;color:#6c7a8c;">Tämä viesti ei sisällä linkkejä. Kirjaudu verkkopankkiin aina sovelluksen kautta tai kirjoittamalla osoite saaristopankki.fi itse.</p>`,
      "Käyttötilisi tiliote ajalta syyskuu 2026",
    ),
  },
  {
    family: "saaristopankki",
    group: "regional",
    lang: "sv",
    kind: "new-login",
    code: null,
    link: null,
    from: "Skärgårdsbanken <viestit@saaristopankki.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Ny inloggning i nätbanken",
    date: date(9, 27, 22, 51, 9),
    enc: "b64",
    text: `Hej Annika,

Någon loggade in i din nätbank söndag 27.9.2026 kl. 22.49 från en webbläsare som vi inte
har sett tidigare (Firefox, Windows).

Om det var du behöver du inte göra något.

Om det inte var du: spärra dina nätbankskoder genast på tfn 0200 41800, dygnet runt.

Hälsningar
Skärgårdsbanken`,
    html: saaristo(
      `<p style="margin:0 0 14px 0;">Hej Annika,</p>
<p style="margin:0 0 14px 0;">Någon loggade in i din nätbank <b>söndag 27.9.2026 kl. 22.49</b> från en webbläsare som vi inte har sett tidigare (Firefox, Windows).</p>
<p style="margin:0 0 14px 0;">Om det var du behöver du inte göra något.</p>
<p style="margin:0;padding:12px;background:#f2f4f8;">Om det inte var du: spärra dina nätbankskoder genast på tfn <b>0200 41800</b>, dygnet runt.</p>`,
      "Ny inloggning från en okänd webbläsare",
    ),
  },
  {
    family: "saaristopankki",
    group: "regional",
    lang: "en",
    kind: "email-change-code",
    code: "604927",
    link: null,
    from: "Saaristopankki <viestit@saaristopankki.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Your confirmation code for the e-mail change",
    date: date(10, 9, 13, 2, 48),
    enc: "qp",
    text: `Dear customer,

You asked to change the e-mail address in your Saaristopankki contact details.
Enter this confirmation code in the app to finish the change:

604 927

The code is valid for 10 minutes. If you did not ask for the change, do not give the code to
anyone and call us on 0200 41800.

Kind regards,
Saaristopankki`,
    html: saaristo(
      `<p style="margin:0 0 14px 0;">Dear customer,</p>
<p style="margin:0 0 14px 0;">You asked to change the e-mail address in your Saaristopankki contact details. Enter this confirmation code in the app to finish the change:</p>
<p style="margin:0 0 18px 0;font-family:Georgia,serif;font-size:32px;color:#13294b;letter-spacing:4px;">604 927</p>
<p style="margin:0;font-size:13px;color:#6c7a8c;">The code is valid for 10 minutes. If you did not ask for the change, do not give the code to anyone and call us on 0200 41800.</p>`,
      "Confirmation code for your e-mail change",
    ),
  },
];

// ---------------------------------------------------------------- Nappi (mobile payments)

const nappiFooter =
  `<tr><td style="padding:20px 24px;text-align:center;font-size:11px;color:#9aa0a6;font-family:Arial,sans-serif;">
<a href="https://apps.apple.com/fi/app/nappi-maksut/id1588204411"><img src="https://nappimaksu.fi/e/app-store-badge-fi.png" alt="Lataa App Storesta" width="120" height="40"></a>
<a href="https://play.google.com/store/apps/details?id=fi.nappimaksu.app"><img src="https://nappimaksu.fi/e/google-play-badge-fi.png" alt="Saatavana Google Playssa" width="135" height="40"></a><br><br>
Nappi Maksut Oy · Eerikinkatu 12, 20100 Turku · © 2026<br>
<a href="https://nappimaksu.fi/ehdot" style="color:#9aa0a6;">Ehdot</a> · <a href="https://nappimaksu.fi/tietosuoja" style="color:#9aa0a6;">Tietosuoja</a> · <a href="https://nappimaksu.fi/tuki" style="color:#9aa0a6;">Tuki</a>
</td></tr>`;

const nappiMails: Mail[] = [
  {
    family: "nappimaksu",
    group: "consumer",
    lang: "fi",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Nappi <kuitit@nappimaksu.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Sait 35,00 € Jussi Virtaselta",
    date: date(9, 5, 17, 19, 3),
    enc: "b64",
    text: `Sait rahaa!

Jussi Virtanen lähetti sinulle 35,00 €
Viesti: "mökkisauna + kalja 🍺"
Aika: 5.9.2026 klo 17.18
Tapahtumatunnus: NP-7731-40219

Rahat ovat jo tililläsi FI•• •••• •••• 4821.

Nappi Maksut Oy, Eerikinkatu 12, 20100 Turku`,
    html: `<html><body style="margin:0;background:#fff7e8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;">
<tr><td style="padding:28px 24px 8px 24px;text-align:center;"><img src="https://nappimaksu.fi/e/nappi-logo.png" alt="Nappi" width="80" height="80" style="border-radius:40px;"></td></tr>
<tr><td style="padding:8px 24px;text-align:center;font-family:Arial,sans-serif;">
<div style="font-size:15px;color:#5f6368;">Jussi Virtanen lähetti sinulle</div>
<div style="font-size:44px;font-weight:bold;color:#ff8a00;margin:6px 0;">35,00 €</div>
<div style="font-size:15px;color:#202124;background:#fff7e8;border-radius:12px;padding:10px;margin:10px 0;">“mökkisauna + kalja 🍺”</div>
<div style="font-size:12px;color:#9aa0a6;">5.9.2026 klo 17.18 · Tapahtumatunnus NP-7731-40219</div>
<div style="font-size:13px;color:#5f6368;margin-top:14px;">Rahat ovat jo tililläsi FI•• •••• •••• 4821.</div>
</td></tr>
${nappiFooter}
</table></td></tr></table></body></html>`,
  },
  {
    family: "nappimaksu",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://nappimaksu.fi/r/g?i=Y2FiaW4tY3JldzoyMDI2OjA5OjE4&src=email_invite",
    from: "Nappi <noreply@nappimaksu.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Jussi invited you to the group “Mökkiporukka 2026”",
    date: date(9, 18, 11, 40, 21),
    enc: "qp",
    text: `Jussi Virtanen invited you to join the shared expense group "Mökkiporukka 2026" on Nappi.

Members so far: Jussi Virtanen, Mikko Laine, Hanna Virtanen (3)
Shared expenses so far: 486,20 €

Join the group:
https://nappimaksu.fi/r/g?i=Y2FiaW4tY3JldzoyMDI2OjA5OjE4&src=email_invite

The invitation is valid for 14 days. If you don't have Nappi yet, the link opens the app store first.

Nappi Maksut Oy · Eerikinkatu 12, 20100 Turku`,
    html: `<html><body style="margin:0;background:#fff7e8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;font-family:Arial,sans-serif;">
<tr><td style="padding:28px 24px 8px 24px;text-align:center;"><img src="https://nappimaksu.fi/e/group-avatar-default.png" alt="" width="72" height="72"></td></tr>
<tr><td style="padding:6px 28px;text-align:center;color:#202124;">
<h2 style="font-size:20px;margin:0 0 10px 0;">Jussi invited you to “Mökkiporukka 2026”</h2>
<p style="font-size:14px;color:#5f6368;margin:0 0 6px 0;">Members so far: Jussi Virtanen, Mikko Laine, Hanna Virtanen</p>
<p style="font-size:14px;color:#5f6368;margin:0 0 20px 0;">Shared expenses so far: <b>486,20 €</b></p>
<a href="https://nappimaksu.fi/r/g?i=Y2FiaW4tY3JldzoyMDI2OjA5OjE4&amp;src=email_invite" style="display:inline-block;background:#ff8a00;color:#ffffff;font-weight:bold;text-decoration:none;padding:14px 34px;border-radius:28px;font-size:15px;">Join the group</a>
<p style="font-size:12px;color:#9aa0a6;margin:18px 0 0 0;">The invitation is valid for 14 days. If you don't have Nappi yet, the link opens the app store first.</p>
</td></tr>
${nappiFooter}
</table></td></tr></table></body></html>`,
  },
  {
    family: "nappimaksu",
    group: "consumer",
    lang: "fi",
    kind: "verify-code",
    code: "4417",
    link: null,
    from: "Nappi <noreply@nappimaksu.fi>",
    to: "Elsa Laine <elsa.laine.2017@kotiposti.example>",
    subject: "4417 on Nappi-vahvistuskoodisi",
    date: date(10, 24, 15, 8, 56),
    enc: "8bit",
    text: `Moi!

Vahvista sähköpostiosoitteesi Nappi Junior -tiliä varten. Kirjoita tämä koodi sovellukseen:

4417

Koodi on voimassa 10 minuuttia.

Huoltajasi Mikko Laine on luonut sinulle Nappi Junior -tilin. Jos tämä ei ole sinun
sähköpostiosoitteesi, voit jättää viestin huomiotta.`,
    html: `<html><body style="margin:0;background:#fff7e8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;font-family:Arial,sans-serif;">
<tr><td style="padding:28px 28px 6px 28px;color:#202124;font-size:15px;line-height:22px;">
<p style="margin:0 0 12px 0;">Moi!</p>
<p style="margin:0 0 16px 0;">Vahvista sähköpostiosoitteesi Nappi Junior -tiliä varten. Kirjoita tämä koodi sovellukseen:</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>
<td style="width:48px;height:58px;border:2px solid #ff8a00;border-radius:12px;text-align:center;font-size:30px;font-weight:bold;">4</td>
<td style="width:48px;height:58px;border:2px solid #ff8a00;border-radius:12px;text-align:center;font-size:30px;font-weight:bold;">4</td>
<td style="width:48px;height:58px;border:2px solid #ff8a00;border-radius:12px;text-align:center;font-size:30px;font-weight:bold;">1</td>
<td style="width:48px;height:58px;border:2px solid #ff8a00;border-radius:12px;text-align:center;font-size:30px;font-weight:bold;">7</td>
</tr></table>
<p style="margin:16px 0 10px 0;text-align:center;color:#5f6368;font-size:13px;">Koodi on voimassa 10 minuuttia.</p>
<p style="margin:0 0 6px 0;font-size:12px;color:#9aa0a6;">Huoltajasi Mikko Laine on luonut sinulle Nappi Junior -tilin. Jos tämä ei ole sinun sähköpostiosoitteesi, voit jättää viestin huomiotta.</p>
</td></tr>
${nappiFooter}
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Kajo Sähkö (electricity)

const kajoMails: Mail[] = [
  {
    family: "kajo-sahko",
    group: "regional",
    lang: "fi",
    kind: "invoice",
    code: null,
    link: null,
    from: "Kajo Sähkö <laskutus@kajosahko.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Sähkölaskusi 09/2026 – 68,34 €",
    date: date(10, 5, 6, 12, 44),
    enc: "qp",
    text: `Hei Mikko,

liitteenä sähkölaskusi ajalta 1.9.–30.9.2026.

Asiakasnumero: 4100 2287 31
Käyttöpaikka: Puutarhakatu 14 B 22, 20100 Turku
Kulutus: 214 kWh
Sopimus: Kajo Pörssi (marginaali 0,39 c/kWh)

Maksettava: 68,34 €
Eräpäivä: 19.10.2026
Viitenumero: 12345 67801 24

Jos laskusi on jo e-laskuna verkkopankissasi, tätä ei tarvitse maksaa erikseen.

Kiitos, että käytät Kajon sähköä!
Kajo Sähkö Oy | Ratapihankatu 53, 20100 Turku | asiakaspalvelu 02 444 3100`,
    html: `<html><body style="margin:0;background:#f1f5f3;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#1d5c4a;padding:18px 24px;"><img src="https://kajosahko.fi/mail/kajo-logo-white.png" alt="Kajo Sähkö" width="120" height="30"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#21302b;">
<p style="margin:0 0 12px 0;">Hei Mikko,</p>
<p style="margin:0 0 16px 0;">liitteenä sähkölaskusi ajalta 1.9.–30.9.2026.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #dfe8e4;">
<tr><td style="color:#66756f;">Asiakasnumero</td><td>4100 2287 31</td></tr>
<tr style="background:#f6faf8;"><td style="color:#66756f;">Käyttöpaikka</td><td>Puutarhakatu 14 B 22, 20100 Turku</td></tr>
<tr><td style="color:#66756f;">Kulutus</td><td>214 kWh</td></tr>
<tr style="background:#f6faf8;"><td style="color:#66756f;">Sopimus</td><td>Kajo Pörssi (marginaali 0,39 c/kWh)</td></tr>
<tr><td style="color:#66756f;">Eräpäivä</td><td>19.10.2026</td></tr>
<tr style="background:#f6faf8;"><td style="color:#66756f;">Viitenumero</td><td>12345 67801 24</td></tr>
<tr><td style="color:#1d5c4a;font-weight:bold;font-size:16px;">Maksettava</td><td style="color:#1d5c4a;font-weight:bold;font-size:16px;">68,34 €</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#66756f;">Jos laskusi on jo e-laskuna verkkopankissasi, tätä ei tarvitse maksaa erikseen. Kulutustietosi näet <a href="https://oma.kajosahko.fi/kulutus" style="color:#1d5c4a;">Oma Kajossa</a>.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f6faf8;font-size:11px;color:#66756f;">Kajo Sähkö Oy · Ratapihankatu 53, 20100 Turku · asiakaspalvelu 02 444 3100 · <a href="https://kajosahko.fi/tietosuoja" style="color:#66756f;">Tietosuoja</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "Kajo_lasku_2026-09_4100228731.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "kajo-sahko",
    group: "regional",
    lang: "sv",
    kind: "usage-report",
    code: null,
    link: null,
    from: "Kajo El <info@kajosahko.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Din elförbrukning i september: 214 kWh (−8 % jämfört med augusti)",
    date: date(10, 8, 9, 30, 0),
    enc: "8bit",
    text: `Din elförbrukning i september

Förbrukning: 214 kWh (augusti 233 kWh)
Genomsnittligt pris: 9,12 c/kWh
Dyraste timmen: 22.9 kl. 18–19, 41,7 c/kWh
Billigaste timmen: 13.9 kl. 03–04, −0,4 c/kWh

Tips för hösten: när elpriset är lågt på natten lönar det sig att köra disk- och
tvättmaskinen då.

Se mer i Mitt Kajo: https://oma.kajosahko.fi/sv/forbrukning
Avsluta prenumerationen på månadsrapporten: https://kajosahko.fi/sv/avregistrera?r=mk-55190`,
    html: `<html><body style="margin:0;background:#f1f5f3;font-family:Tahoma,Arial,sans-serif;color:#21302b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#1d5c4a;padding:18px 24px;"><img src="https://kajosahko.fi/mail/kajo-logo-white.png" alt="Kajo El" width="120" height="30"></td></tr>
<tr><td style="padding:24px 24px 8px 24px;"><h1 style="font-size:22px;margin:0;">Din elförbrukning i september</h1></td></tr>
<tr><td style="padding:8px 24px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" style="padding:14px;background:#e8f2ee;text-align:center;"><div style="font-size:30px;font-weight:bold;color:#1d5c4a;">214 kWh</div><div style="font-size:12px;color:#66756f;">augusti 233 kWh</div></td>
<td width="50%" style="padding:14px;background:#f6faf8;text-align:center;"><div style="font-size:30px;font-weight:bold;color:#1d5c4a;">9,12 c</div><div style="font-size:12px;color:#66756f;">genomsnittligt pris / kWh</div></td>
</tr></table>
<img src="https://kajosahko.fi/mail/charts/mk-55190-2026-09.png" width="552" height="180" alt="Förbrukning per dag i september" style="display:block;margin:14px 0;">
<p style="font-size:13px;">Dyraste timmen: 22.9 kl. 18–19, 41,7 c/kWh<br>Billigaste timmen: 13.9 kl. 03–04, −0,4 c/kWh</p>
<p style="font-size:13px;background:#fffbe6;padding:10px;">Tips för hösten: när elpriset är lågt på natten lönar det sig att köra disk- och tvättmaskinen då.</p>
<p><a href="https://oma.kajosahko.fi/sv/forbrukning" style="color:#1d5c4a;font-weight:bold;">Se mer i Mitt Kajo →</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f6faf8;font-size:11px;color:#66756f;">Kajo El Ab · Ratapihankatu 53, 20100 Åbo · <a href="https://kajosahko.fi/sv/avregistrera?r=mk-55190" style="color:#66756f;">Avsluta prenumerationen</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kajo-sahko",
    group: "regional",
    lang: "en",
    kind: "confirm-change",
    code: null,
    link: "https://oma.kajosahko.fi/en/contract/confirm/tc_2Xq91LmV7eKp0bRz",
    from: "Kajo Electricity <asiakaspalvelu@kajosahko.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Please confirm your contract change to Kajo Fixed 12",
    date: date(10, 15, 20, 16, 37),
    enc: "qp",
    text: `Hi Mikko,

Thanks for your request in My Kajo. You asked to change the contract at
Puutarhakatu 14 B 22, 20100 Turku (metering point 643007572000128831):

From: Kajo Spot (margin 0.39 c/kWh, 3.90 €/month)
To:   Kajo Fixed 12 (10.49 c/kWh, 4.50 €/month), fixed for 12 months
Start: 1 November 2026

The change is made only after you confirm it:
https://oma.kajosahko.fi/en/contract/confirm/tc_2Xq91LmV7eKp0bRz

The link is valid for 7 days. Under consumer law you may cancel within 14 days of confirming.

Contract terms (PDF): https://kajosahko.fi/en/terms/fixed-12-2026.pdf

Kajo Electricity Ltd | Ratapihankatu 53, 20100 Turku | +358 2 444 3100`,
    html: `<html><body style="margin:0;background:#f1f5f3;font-family:Tahoma,Arial,sans-serif;color:#21302b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#1d5c4a;padding:18px 24px;"><img src="https://kajosahko.fi/mail/kajo-logo-white.png" alt="Kajo Electricity" width="120" height="30"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;">
<p style="margin:0 0 12px 0;">Hi Mikko,</p>
<p style="margin:0 0 14px 0;">Thanks for your request in My Kajo. You asked to change the contract at <b>Puutarhakatu 14 B 22, 20100 Turku</b> (metering point 643007572000128831):</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #dfe8e4;margin:0 0 18px 0;">
<tr><td style="color:#66756f;width:70px;">From</td><td><s>Kajo Spot</s> (margin 0.39 c/kWh, 3.90 €/month)</td></tr>
<tr style="background:#e8f2ee;"><td style="color:#66756f;">To</td><td><b>Kajo Fixed 12</b> (10.49 c/kWh, 4.50 €/month), fixed for 12 months</td></tr>
<tr><td style="color:#66756f;">Start</td><td>1 November 2026</td></tr>
</table>
<p style="margin:0 0 18px 0;">The change is made only after you confirm it.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#1d5c4a;border-radius:3px;"><a href="https://oma.kajosahko.fi/en/contract/confirm/tc_2Xq91LmV7eKp0bRz" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">Confirm the change</a></td></tr></table>
<p style="margin:18px 0 0 0;font-size:12px;color:#66756f;">The link is valid for 7 days. Under consumer law you may cancel within 14 days of confirming. <a href="https://kajosahko.fi/en/terms/fixed-12-2026.pdf" style="color:#1d5c4a;">Contract terms (PDF)</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f6faf8;font-size:11px;color:#66756f;">Kajo Electricity Ltd · Ratapihankatu 53, 20100 Turku · +358 2 444 3100 · <a href="https://kajosahko.fi/en/privacy" style="color:#66756f;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Lounaskuitu (broadband)

const lounasMails: Mail[] = [
  {
    family: "lounaskuitu",
    group: "regional",
    lang: "fi",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Lounaskuitu <tiedotteet@lounaskuitu.fi>",
    to: FAMILY_TO,
    subject: "Huoltokatko kuituliittymässäsi ti 29.9. klo 01–05",
    date: date(9, 23, 15, 0, 0),
    enc: "8bit",
    text: `Hyvä Lounaskuidun asiakas,

Teemme verkkoon huoltotöitä, jotka katkaisevat laajakaistayhteyden osoitteessa
Puutarhakatu 14, 20100 Turku:

Tiistaina 29.9.2026 klo 01.00–05.00

Katkon aikana internet ja IPTV eivät toimi. Sinun ei tarvitse tehdä mitään: yhteys palaa
itsestään töiden päätyttyä. Jos yhteys ei toimi klo 6 jälkeen, käynnistä reititin uudelleen.

Ajantasainen häiriötilanne: https://www.lounaskuitu.fi/hairiot
Asiakaspalvelu: 02 510 9900 (ma–pe 8–18)

Pahoittelemme häiriötä.
Lounaskuitu Oy`,
    html: null,
  },
  {
    family: "lounaskuitu",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://click.lounaskuitu.fi/ls/click?upn=u001.Xk2pQ9-2BrV7mH4LfYw0a-2FcJq8ZtN3d&r=oma-reset",
    from: "Lounaskuitu My Account <omat@lounaskuitu.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Reset your My Lounaskuitu password",
    date: date(10, 1, 21, 33, 8),
    enc: "b64",
    text: `Hi Mikko,

We received a request to reset the password for your My Lounaskuitu account (customer
number 7002 1184).

Reset your password here (valid for 60 minutes):
https://click.lounaskuitu.fi/ls/click?upn=u001.Xk2pQ9-2BrV7mH4LfYw0a-2FcJq8ZtN3d&r=oma-reset

If you didn't request this, you can ignore this e-mail. Your password won't change.

Lounaskuitu Ltd · Tuureporinkatu 20, 20100 Turku · +358 2 510 9900`,
    html: `<!DOCTYPE html><html><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#f3f3f7;">
<center>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;">
<tr><td style="padding:30px 20px 10px 20px;"><img src="https://www.lounaskuitu.fi/assets/email/lk-logo.png" alt="Lounaskuitu" width="150" height="34"></td></tr>
<tr><td style="background:#ffffff;padding:30px 28px;border-radius:6px;font-family:'Open Sans',Arial,sans-serif;font-size:15px;line-height:24px;color:#262637;">
<p style="margin:0 0 14px 0;">Hi Mikko,</p>
<p style="margin:0 0 22px 0;">We received a request to reset the password for your My Lounaskuitu account (customer number 7002&nbsp;1184).</p>
<table cellpadding="0" cellspacing="0"><tr><td bgcolor="#e4007d" style="border-radius:4px;">
<a href="https://click.lounaskuitu.fi/ls/click?upn=u001.Xk2pQ9-2BrV7mH4LfYw0a-2FcJq8ZtN3d&amp;r=oma-reset" style="display:inline-block;padding:12px 24px;font-weight:600;color:#ffffff;text-decoration:none;">Reset password</a>
</td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#6d6d80;">The link is valid for 60 minutes. If you didn't request this, you can ignore this e-mail. Your password won't change.</p>
</td></tr>
<tr><td style="padding:18px 20px;font-family:Arial,sans-serif;font-size:11px;color:#8b8b9c;text-align:center;">
Lounaskuitu Ltd · Tuureporinkatu 20, 20100 Turku · +358 2 510 9900<br>
<a href="https://www.facebook.com/lounaskuitu" style="color:#8b8b9c;">Facebook</a> · <a href="https://www.instagram.com/lounaskuitu" style="color:#8b8b9c;">Instagram</a> · <a href="https://www.lounaskuitu.fi/en/privacy" style="color:#8b8b9c;">Privacy</a>
</td></tr></table></center></body></html>`,
  },
];

// ---------------------------------------------------------------- Kivijalka (housing-company management)

const kivijalkaMails: Mail[] = [
  {
    family: "kivijalka-isannointi",
    group: "regional",
    lang: "fi",
    kind: "building-notice",
    code: null,
    link: null,
    from: "Kivijalka Isännöinti / As Oy Turun Puutarhahovi <tiedote@kivijalka.fi>",
    to: FAMILY_TO,
    subject: "TIEDOTE: Vesikatko B-rapussa to 10.9. klo 8–14",
    date: date(9, 7, 11, 25, 0),
    enc: "qp",
    text: `As Oy Turun Puutarhahovi – tiedote asukkaille

B-rapun (asunnot B 15–B 28) vesi katkaistaan torstaina 10.9.2026 klo 8.00–14.00
nousulinjan venttiilien vaihdon vuoksi. Laskekaa vettä astioihin etukäteen.

Katkon jälkeen hanoista voi tulla hetken sameaa vettä; juoksuttakaa vettä muutama minuutti.

Urakoitsija: LVI-Asennus Nurmi Oy, työnjohtaja p. 040 718 2290
Huoltoyhtiö: Aurakiinteistöhuolto, päivystys 02 233 1010

Ystävällisin terveisin
Tuula Rantanen, isännöitsijä
Kivijalka Isännöinti Oy, Humalistonkatu 9, 20100 Turku`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<p><b>As Oy Turun Puutarhahovi – tiedote asukkaille</b></p>
<p>B-rapun (asunnot B 15–B 28) vesi katkaistaan <b>torstaina 10.9.2026 klo 8.00–14.00</b> nousulinjan venttiilien vaihdon vuoksi. Laskekaa vettä astioihin etukäteen.</p>
<p>Katkon jälkeen hanoista voi tulla hetken sameaa vettä; juoksuttakaa vettä muutama minuutti.</p>
<p>Urakoitsija: LVI-Asennus Nurmi Oy, työnjohtaja p. 040 718 2290<br>Huoltoyhtiö: Aurakiinteistöhuolto, päivystys 02 233 1010</p>
<p>Ystävällisin terveisin<br>Tuula Rantanen, isännöitsijä<br>
<span style="color:#7f7f7f;font-size:9pt;">Kivijalka Isännöinti Oy · Humalistonkatu 9, 20100 Turku · <a href="https://www.kivijalka.fi">www.kivijalka.fi</a></span></p>
</body></html>`,
  },
  {
    family: "kivijalka-isannointi",
    group: "regional",
    lang: "fi",
    kind: "invite-link",
    code: null,
    link: "https://asukas.kivijalka.fi/kutsu/hyvaksy?k=PH-B22-9c41f7e2a0&yhtio=3311",
    from: "Kivijalka Asukasportaali <portaali@kivijalka.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Kutsu As Oy Turun Puutarhahovin asukasportaaliin",
    date: date(9, 21, 13, 50, 30),
    enc: "qp",
    text: `Hei Annika Holmström,

Sinut on kutsuttu As Oy Turun Puutarhahovin asukasportaaliin (asunto B 22).

Portaalissa näet taloyhtiön tiedotteet, varaat saunavuorot ja pesutuvan sekä teet
vikailmoitukset suoraan huoltoyhtiölle.

Hyväksy kutsu ja luo tunnukset:
https://asukas.kivijalka.fi/kutsu/hyvaksy?k=PH-B22-9c41f7e2a0&yhtio=3311

Kutsu on voimassa 30 päivää. Kutsun lähetti isännöitsijä Tuula Rantanen.

Kivijalka Isännöinti Oy
Humalistonkatu 9, 20100 Turku · 02 251 7700`,
    html: `<!doctype html><html><body style="margin:0;background:#f5f2ee;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e6ded4;font-family:Arial,sans-serif;color:#2f2a25;">
<tr><td style="padding:18px 26px;background:#8c5a3c;color:#ffffff;font-size:18px;font-weight:bold;">Kivijalka Asukasportaali</td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:22px;">
<p style="margin:0 0 12px 0;">Hei Annika Holmström,</p>
<p style="margin:0 0 12px 0;">Sinut on kutsuttu <b>As Oy Turun Puutarhahovin</b> asukasportaaliin (asunto B 22).</p>
<p style="margin:0 0 22px 0;">Portaalissa näet taloyhtiön tiedotteet, varaat saunavuorot ja pesutuvan sekä teet vikailmoitukset suoraan huoltoyhtiölle.</p>
<p style="margin:0 0 22px 0;"><a href="https://asukas.kivijalka.fi/kutsu/hyvaksy?k=PH-B22-9c41f7e2a0&amp;yhtio=3311" style="background:#8c5a3c;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:3px;display:inline-block;">Hyväksy kutsu</a></p>
<p style="margin:0;font-size:13px;color:#7d746a;">Kutsu on voimassa 30 päivää. Kutsun lähetti isännöitsijä Tuula Rantanen.</p>
</td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #e6ded4;font-size:11px;color:#7d746a;">Kivijalka Isännöinti Oy · Humalistonkatu 9, 20100 Turku · 02 251 7700 · <a href="https://www.kivijalka.fi/tietosuojaseloste" style="color:#7d746a;">Tietosuojaseloste</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kivijalka-isannointi",
    group: "regional",
    lang: "sv",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "Kivijalka Disponentbyrå <tiedote@kivijalka.fi>",
    to: FAMILY_TO,
    subject: "Kallelse till extra bolagsstämma i Bostads Ab Åbo Trädgårdshovet 29.10.2026",
    date: date(10, 12, 10, 5, 0),
    enc: "8bit",
    text: `Bästa delägare,

Styrelsen kallar till extra bolagsstämma i Bostads Ab Åbo Trädgårdshovet (As Oy Turun Puutarhahovi).

Tid: torsdag 29.10.2026 kl. 18.00
Plats: bolagets klubbrum, Puutarhakatu 14 A, källarvåningen

På stämman behandlas bl.a. projektplaneringen för fönsterrenovering (kostnadsuppskattning
ca 410 000 €) och finansieringen av den. Kallelsen och föredragningslistan finns som bilaga
(på finska och svenska).

Om du inte kan delta kan du ge fullmakt åt ett ombud. Fullmaktsblankett finns i bilagan.

Med vänlig hälsning
Tuula Rantanen, disponent
Kivijalka Disponentbyrå Ab, Humlegårdsgatan 9, 20100 Åbo, tfn 02 251 7700`,
    html: null,
    attachment: [
      "Kokouskutsu_Kallelse_2026-10-29.pdf",
      "application/pdf",
      "%PDF-1.5\n%\xE2\xE3\xCF\xD3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Lukupolku (library network)

const lukupolkuMails: Mail[] = [
  {
    family: "lukupolku-kirjastot",
    group: "regional",
    lang: "fi",
    kind: "due-reminder",
    code: null,
    link: null,
    from: "Lukupolku-kirjastot <noreply@lukupolku.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Eräpäivämuistutus: 3 lainaa erääntyy 30.9.2026",
    date: date(9, 27, 8, 0, 5),
    enc: "qp",
    text: `Hei,

Seuraavat lainasi erääntyvät 30.9.2026:

1. Muumipeikko ja pyrstötähti / Tove Jansson (kirja) – viivakoodi 20480066317
2. Kalle ja kadonnut kissa / Satu Kettunen (kirja) – viivakoodi 20480071952
3. Lego Masters: Rakenna kaupunki (DVD) – viivakoodi 20480102248

Voit uusia lainat verkkokirjastossa, jos niistä ei ole varauksia.
Myöhästymismaksu aikuisen lainoista on 0,20 €/laina/vrk (lasten aineistosta ei peritä maksua).

Lukupolku-kirjastot · Linnankatu 2, 20100 Turku · 02 262 3611
Tämä on automaattinen viesti.`,
    html: `<html><body style="font-family:Georgia,serif;color:#2e2a24;background:#fbf8f2;margin:0;padding:20px;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e9e1d3;padding:24px;">
<p style="font-size:20px;color:#a0451e;margin:0 0 16px 0;">Lukupolku<span style="color:#2e2a24;">-kirjastot</span></p>
<p>Hei,</p>
<p>Seuraavat lainasi erääntyvät <b>30.9.2026</b>:</p>
<ol style="padding-left:20px;">
<li><i>Muumipeikko ja pyrstötähti</i> / Tove Jansson (kirja)<br><span style="color:#8a8173;font-size:12px;">viivakoodi 20480066317</span></li>
<li><i>Kalle ja kadonnut kissa</i> / Satu Kettunen (kirja)<br><span style="color:#8a8173;font-size:12px;">viivakoodi 20480071952</span></li>
<li><i>Lego Masters: Rakenna kaupunki</i> (DVD)<br><span style="color:#8a8173;font-size:12px;">viivakoodi 20480102248</span></li>
</ol>
<p>Voit uusia lainat <a href="https://www.lukupolku.fi/omat-tiedot/lainat" style="color:#a0451e;">verkkokirjastossa</a>, jos niistä ei ole varauksia.</p>
<p style="font-size:12px;color:#8a8173;">Myöhästymismaksu aikuisen lainoista on 0,20 €/laina/vrk (lasten aineistosta ei peritä maksua).</p>
<hr style="border:none;border-top:1px solid #e9e1d3;">
<p style="font-size:11px;color:#8a8173;">Lukupolku-kirjastot · Linnankatu 2, 20100 Turku · 02 262 3611 · Tämä on automaattinen viesti.</p>
</div></body></html>`,
  },
  {
    family: "lukupolku-kirjastot",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.lukupolku.fi/Authentication/resetpin?hash=b7e5a1c09d3f44e2a8c6f0d2e4b19a73",
    from: "Lukupolku Libraries <noreply@lukupolku.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Lukupolku Libraries: PIN code reset",
    date: date(10, 11, 16, 4, 50),
    enc: "7bit",
    text: `Hello,

Someone (hopefully you) asked to reset the PIN code of library card 2048 0091 7364.

To choose a new PIN, open the link below. The link can be used once and it expires in 24 hours.

https://www.lukupolku.fi/Authentication/resetpin?hash=b7e5a1c09d3f44e2a8c6f0d2e4b19a73

If you did not ask for this, no action is needed; your current PIN keeps working.

--
Lukupolku Libraries
https://www.lukupolku.fi/`,
    html: null,
  },
  {
    family: "lukupolku-kirjastot",
    group: "regional",
    lang: "sv",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Lukupolku-biblioteken <nyhetsbrev@lukupolku.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Höstlovet på biblioteket: pyssel, sagostunder och spelkvällar",
    date: date(10, 14, 12, 30, 0),
    enc: "b64",
    text: `Nyhetsbrev oktober 2026

HÖSTLOVET PÅ BIBLIOTEKET 19–23.10
- Sagostund på svenska, tis 20.10 kl. 10.00, Huvudbiblioteket, Barnavdelningen
- Pysselverkstad: gör din egen bokmärke, ons 21.10 kl. 13–15, Nummis bibliotek
- Spelkväll för familjer (brädspel & Switch), tors 22.10 kl. 17–19, Runosbackens bibliotek

NYTT I SAMLINGARNA
Över 300 nya barn- och ungdomsböcker på svenska har kommit in i höst.

Avsluta prenumerationen: https://www.lukupolku.fi/nyhetsbrev/avsluta?e=ah-22841`,
    html: `<html><body style="margin:0;background:#fbf8f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#2e2a24;">
<tr><td><img src="https://www.lukupolku.fi/nyhetsbrev/2026-10/header-hostlov.jpg" width="600" height="220" alt="Höstlov på biblioteket" style="display:block;"></td></tr>
<tr><td style="padding:22px 26px 4px 26px;"><h1 style="font-size:24px;color:#a0451e;margin:0;">Höstlovet på biblioteket 19–23.10</h1></td></tr>
<tr><td style="padding:10px 26px;font-size:15px;line-height:23px;">
<table width="100%" cellpadding="0" cellspacing="0">
<tr><td width="120" valign="top"><img src="https://www.lukupolku.fi/nyhetsbrev/2026-10/saga.jpg" width="110" height="80" alt="Sagostund"></td><td valign="top"><b>Sagostund på svenska</b><br>tis 20.10 kl. 10.00, Huvudbiblioteket, Barnavdelningen</td></tr>
<tr><td height="14"></td></tr>
<tr><td width="120" valign="top"><img src="https://www.lukupolku.fi/nyhetsbrev/2026-10/pyssel.jpg" width="110" height="80" alt="Pyssel"></td><td valign="top"><b>Pysselverkstad: gör din egen bokmärke</b><br>ons 21.10 kl. 13–15, Nummis bibliotek</td></tr>
<tr><td height="14"></td></tr>
<tr><td width="120" valign="top"><img src="https://www.lukupolku.fi/nyhetsbrev/2026-10/spel.jpg" width="110" height="80" alt="Spelkväll"></td><td valign="top"><b>Spelkväll för familjer</b> (brädspel &amp; Switch)<br>tors 22.10 kl. 17–19, Runosbackens bibliotek</td></tr>
</table>
<h2 style="font-size:18px;color:#a0451e;margin:24px 0 6px 0;">Nytt i samlingarna</h2>
<p style="margin:0 0 16px 0;">Över 300 nya barn- och ungdomsböcker på svenska har kommit in i höst. <a href="https://www.lukupolku.fi/sv/nyheter/barn" style="color:#a0451e;">Bläddra bland nyheterna</a></p>
</td></tr>
<tr><td style="padding:16px 26px;background:#f3ede2;font-family:Arial,sans-serif;font-size:11px;color:#8a8173;">Lukupolku-biblioteken · Slottsgatan 2, 20100 Åbo · <a href="https://www.lukupolku.fi/nyhetsbrev/avsluta?e=ah-22841" style="color:#8a8173;">Avsluta prenumerationen</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Ahkera (sports club) and Joukkuekello (team app)

const ahkeraMails: Mail[] = [
  {
    family: "ahkera-urheiluseura",
    group: "regional",
    lang: "fi",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Turun Ahkera ry <seura@turunahkera.fi>",
    to: FAMILY_TO,
    subject: "Ahkeran jäsenkirje 9/2026: syyskausi käyntiin, talkoot 3.10.",
    date: date(9, 3, 19, 45, 0),
    enc: "qp",
    text: `TURUN AHKERA RY – JÄSENKIRJE 9/2026

Hei ahkeralaiset!

Syyskausi on lähtenyt käyntiin: salibandyssä on tänä vuonna 14 joukkuetta ja
yleisurheilukoulussa yli 120 lasta. Kiitos kaikille valmentajille!

JÄSENMAKSUT
Kauden 2026–2027 jäsenmaksu (aikuiset 45 €, juniorit 30 €, perhejäsenyys 90 €) laskutetaan
Myclub-laskulla lokakuun aikana. Kausimaksut joukkueittain löytyvät seuran sivuilta.

TALKOOT 3.10.
Impivaaran hallin syystalkoot la 3.10. klo 10–14. Ilmoittaudu oman joukkueesi
joukkueenjohtajalle. Talkoisiin osallistuneille kahvit ja pullat!

SEURAN VAATTEET
Uusi seura-asumallisto on tilattavissa 18.10. asti. Tilauskoodit ja hinnasto liitteenä
seuran sivuilla (tilauksessa käytetään joukkueen nimeä).

Liikunnallisin terveisin,
Hallitus / Turun Ahkera ry
www.turunahkera.fi · Impivaarantie 3, 20380 Turku

Et halua jäsenkirjettä? Peru tilaus: https://www.turunahkera.fi/jasenkirje/peru?m=41922`,
    html: `<html><body style="margin:0;background:#e9eef7;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#c8102e;padding:16px 22px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.turunahkera.fi/media/logo-ahkera-vaakuna.png" alt="Turun Ahkera ry" width="56" height="56"></td>
<td align="right" style="color:#ffffff;font-size:13px;">Jäsenkirje 9/2026</td></tr></table></td></tr>
<tr><td><img src="https://www.turunahkera.fi/media/jasenkirje/2026-09-salibandy.jpg" alt="P2015-joukkueen harjoitukset Impivaarassa" width="600" height="250" style="display:block;"></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:21px;color:#1b1b1b;">
<p>Hei ahkeralaiset!</p>
<p>Syyskausi on lähtenyt käyntiin: salibandyssä on tänä vuonna 14 joukkuetta ja yleisurheilukoulussa yli 120 lasta. Kiitos kaikille valmentajille!</p>
<h3 style="color:#c8102e;margin:18px 0 4px 0;">Jäsenmaksut</h3>
<p>Kauden 2026–2027 jäsenmaksu (aikuiset 45 €, juniorit 30 €, perhejäsenyys 90 €) laskutetaan lokakuun aikana. Kausimaksut joukkueittain löytyvät <a href="https://www.turunahkera.fi/maksut" style="color:#c8102e;">seuran sivuilta</a>.</p>
<h3 style="color:#c8102e;margin:18px 0 4px 0;">Talkoot 3.10.</h3>
<p>Impivaaran hallin syystalkoot la 3.10. klo 10–14. Ilmoittaudu oman joukkueesi joukkueenjohtajalle. Talkoisiin osallistuneille kahvit ja pullat!</p>
<h3 style="color:#c8102e;margin:18px 0 4px 0;">Seuran vaatteet</h3>
<p>Uusi seura-asumallisto on tilattavissa 18.10. asti. <a href="https://www.turunahkera.fi/seura-asu" style="color:#c8102e;">Katso mallisto ja hinnasto</a></p>
<p>Liikunnallisin terveisin,<br>Hallitus / Turun Ahkera ry</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#1b1b1b;color:#bbbbbb;font-size:11px;">
Turun Ahkera ry · Impivaarantie 3, 20380 Turku ·
<a href="https://www.facebook.com/turunahkera" style="color:#bbbbbb;">Facebook</a> · <a href="https://www.instagram.com/turunahkera" style="color:#bbbbbb;">Instagram</a> ·
<a href="https://www.turunahkera.fi/jasenkirje/peru?m=41922" style="color:#bbbbbb;">Peru tilaus</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

const joukkuekelloMails: Mail[] = [
  {
    family: "joukkuekello",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.joukkuekello.com/join/t/AhkP2015?inv=3f7a2c91e8b4&utm_source=email&utm_medium=invite",
    from: "Joukkuekello <invites@joukkuekello.com>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Petri Aaltonen invited you to Ahkera P2015 (floorball)",
    date: date(9, 6, 20, 12, 14),
    enc: "qp",
    text: `Hi Mikko,

Petri Aaltonen (team manager) has invited you to Ahkera P2015 on Joukkuekello as a
guardian of Onni Laine.

In Joukkuekello you can:
 * see practices and games and mark Onni in or out
 * get messages from coaches
 * sign up for snack and driving turns

Accept the invitation:
https://app.joukkuekello.com/join/t/AhkP2015?inv=3f7a2c91e8b4&utm_source=email&utm_medium=invite

Next event: Practice, Tue 8 Sep 17:30–18:45, Impivaara hall 2

Get the app:
App Store: https://apps.apple.com/app/joukkuekello/id1466021173
Google Play: https://play.google.com/store/apps/details?id=com.joukkuekello

Joukkuekello Oy · Helsinki, Finland`,
    html: `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#f2f4f7;">
<div style="display:none;max-height:0;overflow:hidden;">Accept to see practices, games and messages for Ahkera P2015.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#101828;">
<tr><td style="padding:28px 32px 0 32px;"><img src="https://cdn.joukkuekello.com/email/logo-jk.png" width="40" height="40" alt="Joukkuekello"></td></tr>
<tr><td style="padding:18px 32px 0 32px;"><h1 style="margin:0;font-size:22px;line-height:30px;">You've been invited to <span style="color:#2e6bff;">Ahkera P2015</span></h1></td></tr>
<tr><td style="padding:12px 32px;font-size:15px;line-height:23px;color:#475467;">
<p style="margin:0 0 12px 0;">Petri Aaltonen (team manager) has invited you to join as a guardian of <b>Onni Laine</b>.</p>
<ul style="margin:0 0 20px 0;padding-left:20px;"><li>See practices and games and mark Onni in or out</li><li>Get messages from coaches</li><li>Sign up for snack and driving turns</li></ul>
<a href="https://app.joukkuekello.com/join/t/AhkP2015?inv=3f7a2c91e8b4&amp;utm_source=email&amp;utm_medium=invite" style="display:block;text-align:center;background:#2e6bff;color:#ffffff;text-decoration:none;font-weight:600;padding:14px 0;border-radius:10px;">Accept invitation</a>
<div style="margin:22px 0 0 0;padding:14px;border:1px solid #eaecf0;border-radius:10px;font-size:14px;">
<div style="color:#98a2b3;font-size:12px;text-transform:uppercase;">Next event</div>
<div style="color:#101828;font-weight:600;">Practice · Tue 8 Sep 17:30–18:45</div><div>Impivaara hall 2</div></div>
</td></tr>
<tr><td style="padding:18px 32px 28px 32px;text-align:center;">
<a href="https://apps.apple.com/app/joukkuekello/id1466021173"><img src="https://cdn.joukkuekello.com/email/badge-appstore-en.png" width="120" height="40" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=com.joukkuekello"><img src="https://cdn.joukkuekello.com/email/badge-googleplay-en.png" width="135" height="40" alt="Get it on Google Play"></a>
<p style="font-size:11px;color:#98a2b3;margin:14px 0 0 0;">Joukkuekello Oy · Helsinki, Finland · <a href="https://joukkuekello.com/privacy" style="color:#98a2b3;">Privacy</a></p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "joukkuekello",
    group: "consumer",
    lang: "fi",
    kind: "event-reminder",
    code: null,
    link: null,
    from: "Joukkuekello <noreply@joukkuekello.com>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Muistutus: Ahkera P2015 – ottelu su 11.10. klo 10.00 (Kupittaa)",
    date: date(10, 8, 18, 0, 0),
    enc: "8bit",
    text: `Ahkera P2015: ottelu sunnuntaina 11.10.2026

TPS Salibandy P15 – Ahkera P2015
Kokoontuminen klo 9.15, ottelu klo 10.00
Paikka: Kupittaan palloiluhalli, kenttä 3, Kupittaankatu 1, 20520 Turku

Onni Laine: ei vielä vastausta
Kyyditysvuoro: Laine (2 paikkaa vapaana)

Vastaa sovelluksessa perjantaihin klo 18 mennessä.

Joukkuekello Oy`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f2f4f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;color:#101828;">
<tr><td style="padding:24px 28px 4px 28px;font-size:12px;color:#98a2b3;text-transform:uppercase;">Ahkera P2015 · Muistutus</td></tr>
<tr><td style="padding:0 28px;"><h1 style="margin:0;font-size:20px;">TPS Salibandy P15 – Ahkera P2015</h1></td></tr>
<tr><td style="padding:12px 28px;font-size:15px;line-height:23px;color:#475467;">
<p style="margin:0;">Su 11.10.2026 · kokoontuminen 9.15 · ottelu <b>10.00</b></p>
<p style="margin:0 0 14px 0;">Kupittaan palloiluhalli, kenttä 3, Kupittaankatu 1, 20520 Turku</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #eaecf0;border-radius:10px;font-size:14px;">
<tr><td>Onni Laine</td><td align="right" style="color:#f79009;">Ei vastausta</td></tr>
<tr><td style="border-top:1px solid #eaecf0;">Kyyditysvuoro</td><td align="right" style="border-top:1px solid #eaecf0;">Laine (2 paikkaa vapaana)</td></tr>
</table>
<p style="margin:14px 0 0 0;">Vastaa sovelluksessa perjantaihin klo 18 mennessä. <a href="https://app.joukkuekello.com/t/AhkP2015/events/88412" style="color:#2e6bff;">Avaa tapahtuma</a></p>
</td></tr>
<tr><td style="padding:16px 28px 24px 28px;font-size:11px;color:#98a2b3;">Joukkuekello Oy · <a href="https://app.joukkuekello.com/settings/notifications" style="color:#98a2b3;">Ilmoitusasetukset</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Noutokori (grocery delivery)

const noutokoriMails: Mail[] = [
  {
    family: "noutokori",
    group: "consumer",
    lang: "fi",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Noutokori <tilaukset@noutokori.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Tilausvahvistus #NK-5520917 – toimitus pe 18.9. klo 17–18",
    date: date(9, 16, 21, 47, 3),
    enc: "b64",
    text: `Kiitos tilauksestasi!

Tilausnumero: NK-5520917
Toimitus: perjantai 18.9.2026 klo 17.00–18.00
Osoite: Puutarhakatu 14 B 22, 20100 Turku (ovikoodi ja kerros välitetty kuljettajalle)

Tuotteet (24 kpl)                  79,46 €
Toimitusmaksu                        6,90 €
Pussimaksu (3 kpl)                   0,75 €
Yhteensä                            87,11 €
Maksutapa: Visa •••• 0932 (veloitetaan keräilyn jälkeen)

Voit muokata tilausta to 17.9. klo 22 asti Noutokori-sovelluksessa.
Korvaavat tuotteet: sallittu.

Noutokori / Aurakauppa Oy, Ratapihankatu 30, 20100 Turku · asiakaspalvelu 010 220 5400`,
    html: `<html><body style="margin:0;background:#f4f9f1;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#5aa02c;padding:16px 24px;color:#ffffff;font-size:22px;font-weight:bold;">noutokori</td></tr>
<tr><td style="padding:24px;color:#203018;">
<h2 style="margin:0 0 6px 0;">Kiitos tilauksestasi!</h2>
<p style="margin:0 0 16px 0;color:#5d6b55;">Tilausnumero <b>NK-5520917</b></p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f9f1;border-radius:6px;"><tr><td style="padding:14px 16px;">
<div style="font-size:13px;color:#5d6b55;">Toimitus</div><div style="font-size:17px;font-weight:bold;">pe 18.9.2026 klo 17.00–18.00</div>
<div style="font-size:13px;color:#5d6b55;margin-top:6px;">Puutarhakatu 14 B 22, 20100 Turku</div></td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="margin:16px 0;font-size:14px;">
<tr><td>Tuotteet (24 kpl)</td><td align="right">79,46 €</td></tr>
<tr><td>Toimitusmaksu</td><td align="right">6,90 €</td></tr>
<tr><td>Pussimaksu (3 kpl)</td><td align="right">0,75 €</td></tr>
<tr><td style="border-top:2px solid #203018;font-weight:bold;">Yhteensä</td><td align="right" style="border-top:2px solid #203018;font-weight:bold;">87,11 €</td></tr>
</table>
<p style="font-size:13px;color:#5d6b55;margin:0 0 4px 0;">Maksutapa: Visa •••• 0932 (veloitetaan keräilyn jälkeen)</p>
<p style="font-size:13px;color:#5d6b55;margin:0;">Voit muokata tilausta to 17.9. klo 22 asti. <a href="https://www.noutokori.fi/tilaukset/NK-5520917" style="color:#5aa02c;">Näytä tilaus</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f9f1;font-size:11px;color:#7f8c78;">Noutokori / Aurakauppa Oy · Ratapihankatu 30, 20100 Turku · 010 220 5400 (pvm/mpm)</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "noutokori",
    group: "consumer",
    lang: "sv",
    kind: "delivery-update",
    code: null,
    link: null,
    from: "Noutokori <tilaukset@noutokori.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Din beställning är på väg – beräknad ankomst 17.35",
    date: date(10, 2, 17, 4, 28),
    enc: "8bit",
    text: `Hej Annika!

Din beställning NK-5601384 är på väg. Chauffören Ville kör en vit elbil med Noutokori-dekal.

Beräknad ankomst: kl. 17.35 (tidsfönster 17.00–18.00)
Kylkedjan bryts inte: frysvarorna levereras i en egen kylväska.

Följ leveransen i realtid: https://www.noutokori.fi/sv/sparning/NK-5601384

Obs! Tre produkter ersattes med likvärdiga produkter. Du ser dem på kvittot som kommer
efter leveransen.

Noutokori`,
    html: null,
  },
  {
    family: "noutokori",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "719235",
    link: null,
    from: "Noutokori <noreply@noutokori.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Your Noutokori sign-in code",
    date: date(10, 27, 7, 55, 40),
    enc: "qp",
    text: `Your sign-in code is 71 92 35

Enter it on the sign-in screen. It expires in 5 minutes.

Didn't try to sign in? Someone may have typed your address by mistake – no action needed.

Noutokori · Ratapihankatu 30, 20100 Turku`,
    html: `<html><body style="margin:0;background:#f4f9f1;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 8px;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px;text-align:center;color:#5aa02c;font-size:22px;font-weight:bold;">noutokori</td></tr>
<tr><td style="padding:0 24px;text-align:center;color:#203018;font-size:15px;">Your sign-in code is</td></tr>
<tr><td style="padding:12px 24px;text-align:center;font-size:36px;font-weight:bold;letter-spacing:10px;color:#203018;">71&nbsp;92&nbsp;35</td></tr>
<tr><td style="padding:0 24px 24px 24px;text-align:center;color:#5d6b55;font-size:13px;">Enter it on the sign-in screen. It expires in 5 minutes.<br><br>Didn't try to sign in? Someone may have typed your address by mistake – no action needed.</td></tr>
<tr><td style="padding:12px 24px;background:#f4f9f1;text-align:center;font-size:11px;color:#7f8c78;">Noutokori · Ratapihankatu 30, 20100 Turku · <a href="https://www.noutokori.fi/en/privacy" style="color:#7f8c78;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Kulmalokero (parcel lockers)

function kulma(inner: string, lang: string): string {
  const help = { fi: "Asiakaspalvelu", sv: "Kundtjänst", en: "Customer service" }[lang] ?? "Help";
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fde9d9;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fde9d9"><tr><td align="center" style="padding:22px 8px;">
<table width="480" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;color:#2a1a10;">
<tr><td bgcolor="#ef6c00" style="padding:14px 20px;"><img src="https://www.kulmalokero.fi/email/kulmalokero-logo-valk.png" width="130" height="28" alt="Kulmalokero"></td></tr>
<tr><td style="padding:22px 22px 10px 22px;font-size:15px;line-height:22px;">${inner}</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#8a7464;border-top:1px solid #f2dccb;">
Kulmalokero Oy · Hämeenkatu 26, 20700 Turku · ${help} 0300 472 600<br>
<a href="https://www.kulmalokero.fi/ohjeet" style="color:#8a7464;">Ohjeet / Hjälp / Help</a> · <a href="https://www.kulmalokero.fi/tietosuoja" style="color:#8a7464;">Tietosuoja</a>
</td></tr></table></td></tr></table></body></html>`;
}

const kulmaMails: Mail[] = [
  {
    family: "kulmalokero",
    group: "regional",
    lang: "fi",
    kind: "pickup-code",
    code: "318402",
    link: null,
    from: "Kulmalokero <ilmoitus@kulmalokero.fi>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Pakettisi odottaa: K-Market Puutarhakatu, noutokoodi 318402",
    date: date(9, 12, 10, 14, 0),
    enc: "qp",
    text: `Hei Mikko Laine,

Pakettisi on noudettavissa Kulmalokerosta.

Lähettäjä: Spielkiste24 GmbH
Seurantanumero: KL9204417736FI
Noutopiste: Kulmalokero K-Market Puutarhakatu, Puutarhakatu 19, 20100 Turku
Aukioloajat: ma–la 7–22, su 9–22

Noutokoodi: 318 402

Näppäile koodi lokeron näyttöön tai skannaa QR-koodi Kulmalokero-sovelluksesta.
Paketti on noudettavissa 19.9.2026 asti, minkä jälkeen se palautetaan lähettäjälle.

Kulmalokero`,
    html: kulma(
      `<p style="margin:0 0 14px 0;">Hei Mikko Laine,</p>
<p style="margin:0 0 16px 0;">Pakettisi on noudettavissa Kulmalokerosta.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff6ee;border:2px dashed #ef6c00;"><tr><td align="center" style="padding:16px;">
<div style="font-size:12px;color:#8a7464;text-transform:uppercase;letter-spacing:1px;">Noutokoodi</div>
<div style="font-size:38px;font-weight:bold;letter-spacing:6px;color:#ef6c00;">318 402</div>
<div style="font-size:12px;color:#8a7464;">Noudettavissa 19.9.2026 asti</div></td></tr></table>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;margin:16px 0;">
<tr><td style="color:#8a7464;width:130px;">Lähettäjä</td><td>Spielkiste24 GmbH</td></tr>
<tr><td style="color:#8a7464;">Seurantanumero</td><td>KL9204417736FI</td></tr>
<tr><td style="color:#8a7464;">Noutopiste</td><td>Kulmalokero K-Market Puutarhakatu<br>Puutarhakatu 19, 20100 Turku</td></tr>
<tr><td style="color:#8a7464;">Aukioloajat</td><td>ma–la 7–22, su 9–22</td></tr>
</table>
<p style="margin:0 0 8px 0;font-size:13px;">Näppäile koodi lokeron näyttöön tai skannaa QR-koodi Kulmalokero-sovelluksesta. Noutamaton paketti palautetaan lähettäjälle.</p>
<p style="margin:0 0 10px 0;font-size:13px;"><a href="https://www.kulmalokero.fi/seuranta/KL9204417736FI" style="color:#ef6c00;">Seuraa lähetystä</a></p>`,
      "fi",
    ),
  },
  {
    family: "kulmalokero",
    group: "regional",
    lang: "sv",
    kind: "pickup-reminder",
    code: "907155",
    link: null,
    from: "Kulmalokero <ilmoitus@kulmalokero.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Påminnelse: hämta ditt paket senast i morgon",
    date: date(10, 19, 9, 1, 12),
    enc: "b64",
    text: `Hej Annika Holmström,

Ditt paket väntar fortfarande i automaten och kan hämtas till och med 20.10.2026.

Automat: Kulmalokero Skanssi, Skanssinkatu 10, 20730 Åbo (öppen dygnet runt)
Avsändare: Nordkläder AB
Sändningsnummer: KL9210088142FI

Upphämtningskod: 907155

Efter 20.10 returneras paketet till avsändaren.

Kulmalokero`,
    html: kulma(
      `<p style="margin:0 0 14px 0;">Hej Annika Holmström,</p>
<p style="margin:0 0 14px 0;">Ditt paket väntar fortfarande i automaten och kan hämtas <b>till och med 20.10.2026</b>.</p>
<p style="margin:0 0 4px 0;font-size:13px;color:#8a7464;">Upphämtningskod</p>
<p style="margin:0 0 16px 0;font-size:34px;font-weight:bold;color:#ef6c00;font-family:'Courier New',monospace;">907155</p>
<p style="margin:0 0 4px 0;font-size:13px;">Automat: Kulmalokero Skanssi, Skanssinkatu 10, 20730 Åbo (öppen dygnet runt)</p>
<p style="margin:0 0 4px 0;font-size:13px;">Avsändare: Nordkläder AB</p>
<p style="margin:0 0 14px 0;font-size:13px;">Sändningsnummer: KL9210088142FI</p>
<p style="margin:0 0 10px 0;font-size:12px;color:#8a7464;">Efter 20.10 returneras paketet till avsändaren.</p>`,
      "sv",
    ),
  },
  {
    family: "kulmalokero",
    group: "regional",
    lang: "en",
    kind: "return-receipt",
    code: null,
    link: null,
    from: "Kulmalokero <ilmoitus@kulmalokero.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Your return has been dropped off – KL9210342951FI",
    date: date(10, 22, 18, 33, 45),
    enc: "qp",
    text: `Hi Annika,

We've received your return at Kulmalokero Skanssi on 22 Oct 2026 at 18:31.

Return to: Nordkläder AB, Returns, Box 1184, 506 29 Borås, Sweden
Return shipment: KL9210342951FI
Compartment: 14 (medium)

Keep this e-mail as your receipt until the sender has confirmed your refund.

Kulmalokero`,
    html: kulma(
      `<p style="margin:0 0 14px 0;">Hi Annika,</p>
<p style="margin:0 0 14px 0;">We've received your return at <b>Kulmalokero Skanssi</b> on 22 Oct 2026 at 18:31.</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;margin:0 0 14px 0;">
<tr><td style="color:#8a7464;width:130px;">Return to</td><td>Nordkläder AB, Returns, Box 1184, 506 29 Borås, Sweden</td></tr>
<tr><td style="color:#8a7464;">Return shipment</td><td>KL9210342951FI</td></tr>
<tr><td style="color:#8a7464;">Compartment</td><td>14 (medium)</td></tr>
</table>
<p style="margin:0 0 10px 0;font-size:13px;">Keep this e-mail as your receipt until the sender has confirmed your refund. <a href="https://www.kulmalokero.fi/en/tracking/KL9210342951FI" style="color:#ef6c00;">Track the return</a></p>`,
      "en",
    ),
  },
];

// ---------------------------------------------------------------- Ålandsvåg Line (ferry Turku–Stockholm)

const alandsvagMails: Mail[] = [
  {
    family: "alandsvag-line",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Ålandsvåg Line <booking@alandsvag.com>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Booking confirmation AV-7K3QDP · Turku–Stockholm 23 Oct 2026",
    date: date(9, 29, 22, 6, 30),
    enc: "b64",
    text: `Thank you for booking with Ålandsvåg Line!

Booking reference: AV-7K3QDP
Ship: M/S Ålandsvåg Aurora

OUTBOUND  Fri 23 Oct 2026  Turku 20:55 -> Stockholm 06:30 (Swedish time)
RETURN    Sun 25 Oct 2026  Stockholm 07:45 -> Turku 19:50 (Finnish time)

Passengers: Mikko Laine, Annika Holmström, Onni Laine (11), Elsa Laine (8)
Cabin: 2 x A2-class cabin, outside, deck 8
Meals: Breakfast buffet x 4 (outbound)
Car: none

Total paid: 486,00 EUR (Mastercard •••• 7719)

Your boarding passes are attached as a PDF. You can also show the booking reference at the
check-in kiosk. Check-in closes 30 minutes before departure. Please have a valid passport
or ID card for each passenger, including children.

Manage your booking: https://www.alandsvag.com/en/manage-booking

Ålandsvåg Line Ab · Hamngatan 4, AX-22100 Mariehamn, Åland · +358 18 260 000`,
    html: `<html><body style="margin:0;background:#e6eef5;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#08304f;padding:20px 26px;"><img src="https://www.alandsvag.com/static/mail/logo-alandsvag-white.png" width="180" height="36" alt="Ålandsvåg Line"></td></tr>
<tr><td style="padding:26px;color:#08304f;">
<h1 style="margin:0 0 4px 0;font-size:22px;">Thank you for your booking!</h1>
<p style="margin:0 0 18px 0;font-size:14px;color:#4e6a82;">Booking reference <b style="font-size:18px;color:#08304f;">AV-7K3QDP</b> · M/S Ålandsvåg Aurora</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;border:1px solid #cfdbe6;">
<tr style="background:#f0f5f9;"><td><b>Outbound</b></td><td>Fri 23 Oct 2026</td><td>Turku 20:55 → Stockholm 06:30</td></tr>
<tr><td><b>Return</b></td><td>Sun 25 Oct 2026</td><td>Stockholm 07:45 → Turku 19:50</td></tr>
</table>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;margin:16px 0;">
<tr><td style="color:#4e6a82;width:120px;">Passengers</td><td>Mikko Laine, Annika Holmström, Onni Laine (11), Elsa Laine (8)</td></tr>
<tr><td style="color:#4e6a82;">Cabin</td><td>2 × A2-class cabin, outside, deck 8</td></tr>
<tr><td style="color:#4e6a82;">Meals</td><td>Breakfast buffet × 4 (outbound)</td></tr>
<tr><td style="color:#4e6a82;">Total paid</td><td><b>486,00 EUR</b> (Mastercard •••• 7719)</td></tr>
</table>
<p style="font-size:13px;color:#4e6a82;line-height:20px;">Your boarding passes are attached as a PDF. You can also show the booking reference at the check-in kiosk. Check-in closes 30 minutes before departure. Please have a valid passport or ID card for each passenger, including children.</p>
<p><a href="https://www.alandsvag.com/en/manage-booking" style="color:#0a6ebd;font-weight:bold;">Manage your booking</a></p>
</td></tr>
<tr><td style="padding:16px 26px;background:#08304f;color:#9fb6ca;font-size:11px;">Ålandsvåg Line Ab · Hamngatan 4, AX-22100 Mariehamn, Åland · +358 18 260 000<br>
<a href="https://www.alandsvag.com/en/terms" style="color:#9fb6ca;">Terms of carriage</a> · <a href="https://www.alandsvag.com/en/privacy" style="color:#9fb6ca;">Privacy</a> · <a href="https://www.facebook.com/alandsvagline" style="color:#9fb6ca;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "Boarding_AV-7K3QDP.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >> endobj\n% AV-7K3QDP TKU-STO 2026-10-23\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "alandsvag-line",
    group: "consumer",
    lang: "sv",
    kind: "trip-reminder",
    code: null,
    link: null,
    from: "Ålandsvåg Line <info@alandsvag.com>",
    to: "Mikko Laine <mikko.laine@kotiposti.example>",
    subject: "Snart dags för resan! Åbo–Stockholm fredag 23.10",
    date: date(10, 21, 10, 0, 0),
    enc: "8bit",
    text: `Hej Mikko!

Om två dagar är det dags. Här är det viktigaste inför resan:

Bokning: AV-7K3QDP
Avgång: fredag 23.10.2026 kl. 20.55 från Åbo hamn, terminal 2 (Linnankatu 91)
Incheckningen stänger kl. 20.25.

Parkering: P-Satama, 18 € / dygn, kan förbokas.
Tax free: på grund av stoppet i Mariehamn gäller skattefria priser ombord.

Vi önskar en trevlig resa!
Ålandsvåg Line`,
    html: `<html><body style="margin:0;background:#e6eef5;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td><img src="https://www.alandsvag.com/static/mail/hero-aurora-evening.jpg" width="620" height="240" alt="M/S Ålandsvåg Aurora i skärgården" style="display:block;"></td></tr>
<tr><td style="padding:26px;color:#08304f;font-size:15px;line-height:22px;">
<h1 style="font-size:22px;margin:0 0 12px 0;">Snart dags för resan!</h1>
<p>Hej Mikko! Om två dagar är det dags. Här är det viktigaste inför resan:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#f0f5f9;">
<tr><td style="color:#4e6a82;">Bokning</td><td>AV-7K3QDP</td></tr>
<tr><td style="color:#4e6a82;">Avgång</td><td>fredag 23.10.2026 kl. 20.55, Åbo hamn, terminal 2 (Linnankatu 91)</td></tr>
<tr><td style="color:#4e6a82;">Incheckning</td><td>stänger kl. 20.25</td></tr>
</table>
<p><b>Parkering:</b> P-Satama, 18 € / dygn, <a href="https://www.alandsvag.com/sv/parkering" style="color:#0a6ebd;">kan förbokas</a>.<br>
<b>Tax free:</b> på grund av stoppet i Mariehamn gäller skattefria priser ombord.</p>
<p>Vi önskar en trevlig resa!</p>
</td></tr>
<tr><td style="padding:16px 26px;background:#08304f;color:#9fb6ca;font-size:11px;">Ålandsvåg Line Ab · Hamngatan 4, AX-22100 Mariehamn · <a href="https://www.alandsvag.com/sv/mina-bokningar" style="color:#9fb6ca;">Mina bokningar</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "alandsvag-line",
    group: "consumer",
    lang: "fi",
    kind: "verify-email",
    code: "552081",
    link: "https://club.alandsvag.com/fi/vahvista?email=annika.holmstrom%40kotiposti.example&code=552081&ref=join",
    from: "Ålandsvåg Club <club@alandsvag.com>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Vahvista sähköpostiosoitteesi – Ålandsvåg Club",
    date: date(10, 25, 10, 12, 3),
    enc: "qp",
    text: `Tervetuloa Ålandsvåg Clubiin!

Viimeistele jäsenyytesi vahvistamalla sähköpostiosoitteesi. Avaa linkki:
https://club.alandsvag.com/fi/vahvista?email=annika.holmstrom%40kotiposti.example&code=552081&ref=join

Tai syötä liittymislomakkeelle vahvistuskoodi: 552081

Vahvistuksen jälkeen saat 500 tervetulopistettä ja voit liittää aiemmat matkasi
(esim. varaus AV-7K3QDP) jäsenyyteesi.

Ålandsvåg Line Ab, Hamngatan 4, AX-22100 Maarianhamina`,
    html: `<html><body style="margin:0;background:#e6eef5;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #d4a017;">
<tr><td style="padding:24px 26px 0 26px;"><img src="https://www.alandsvag.com/static/mail/club-logo.png" width="140" height="40" alt="Ålandsvåg Club"></td></tr>
<tr><td style="padding:18px 26px;color:#08304f;font-size:15px;line-height:22px;">
<h1 style="font-size:21px;margin:0 0 12px 0;">Tervetuloa Ålandsvåg Clubiin!</h1>
<p>Viimeistele jäsenyytesi vahvistamalla sähköpostiosoitteesi.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://club.alandsvag.com/fi/vahvista?email=annika.holmstrom%40kotiposti.example&amp;code=552081&amp;ref=join" style="background:#d4a017;color:#08304f;font-weight:bold;text-decoration:none;padding:13px 28px;display:inline-block;">Vahvista sähköpostiosoite</a></p>
<p style="text-align:center;font-size:13px;color:#4e6a82;">Tai syötä liittymislomakkeelle vahvistuskoodi:<br><span style="font-size:26px;font-weight:bold;color:#08304f;letter-spacing:4px;">552081</span></p>
<p style="font-size:13px;color:#4e6a82;">Vahvistuksen jälkeen saat 500 tervetulopistettä ja voit liittää aiemmat matkasi (esim. varaus AV-7K3QDP) jäsenyyteesi.</p>
</td></tr>
<tr><td style="padding:16px 26px;background:#08304f;color:#9fb6ca;font-size:11px;">Ålandsvåg Line Ab · Hamngatan 4, AX-22100 Maarianhamina · <a href="https://www.alandsvag.com/fi/tietosuoja" style="color:#9fb6ca;">Tietosuoja</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Tallinn: grandmother, Estonian senders

const tallinnMails: Mail[] = [
  {
    family: "helju-kask",
    group: "negative",
    lang: "et",
    kind: "personal",
    code: null,
    link: null,
    from: "Helju Kask <helju.kask@kodukiri.ee>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Re: Oktoobri külastus",
    date: date(9, 19, 21, 17, 40),
    enc: "8bit",
    text: `Kallis Annika,

aitäh kutse eest! Tulen siis laupäeval 10. oktoobril. Piletid on juba ostetud: laev
väljub Tallinnast kell 7.30 ja olen Helsingis 9.30, sealt rongiga edasi Turusse, peaksin
olema Turu jaamas umbes 12.45. Pilet maksis koos pensionäri soodustusega 38 eurot, päris
odav!

Mul on uus telefoninumber, palun salvesta: +372 5634 8821. Vana number enam ei tööta.

Elsale võtan kaasa need villased sokid, mis suvel lubasin, ja Onnile Kalevi šokolaadi.
Kas Mikko sööb ikka veel kohupiimakooki? Ma teen ühe valmis.

Kallistused kõigile,
ema / vanaema Helju

> 17.09.2026 kell 20:02 kirjutas Annika Holmström:
> Hei äiti! Tuletko meille lokakuussa? Lapset kyselevät jo. Syysloma on 19.–23.10.,
> mutta tule ennen sitä, niin ehdit nähdä Onnin salibandyottelun 11.10.
> Suukkoja, Annika`,
    html: null,
  },
  {
    family: "helju-kask",
    group: "negative",
    lang: "et",
    kind: "personal",
    code: null,
    link: null,
    from: "Helju Kask <helju.kask@kodukiri.ee>",
    to: FAMILY_TO,
    subject: "Palju õnne, Elsa! 🎂",
    date: date(10, 26, 8, 4, 11, "+0200"),
    enc: "qp",
    text: `Kallis Elsa,

palju õnne 9. sünnipäevaks! Vanaema saatis sulle pisikese paki, see peaks jõudma sinna
reedeks. Kui ema küsib, siis paki number on EE204871135PV, aga ära piilu enne sünnipäeva!

Kaasas on ka retsept piparkookidele, mida me Tallinnas koos tegime: 200 g võid, 2 muna,
1 dl siirupit, 350 g jahu, 1 tl soodat ja vürtsid. Küpseta 200 kraadi juures 6–8 minutit.

Tervita Onnit ja issi-emmet.

Kallistusega
vanaema`,
    html:
      `<div dir="ltr"><div style="font-family:arial,sans-serif;font-size:small">Kallis Elsa,<br><br>palju õnne 9. sünnipäevaks! Vanaema saatis sulle pisikese paki, see peaks jõudma sinna reedeks. Kui ema küsib, siis paki number on EE204871135PV, aga ära piilu enne sünnipäeva!<br><br>Kaasas on ka retsept piparkookidele, mida me Tallinnas koos tegime: 200 g võid, 2 muna, 1 dl siirupit, 350 g jahu, 1 tl soodat ja vürtsid. Küpseta 200 kraadi juures 6–8 minutit.<br><br>Tervita Onnit ja issi-emmet.<br><br>Kallistusega<br>vanaema</div></div>`,
  },
  {
    family: "pakivolv",
    group: "regional",
    lang: "et",
    kind: "shipment-notice",
    code: null,
    link: null,
    from: "Pakivõlv <teavitus@pakivolv.ee>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Teie pakk EE204871135PV on teel Soome",
    date: date(10, 26, 14, 22, 9, "+0200"),
    enc: "b64",
    text: `Tere!

Saatja Helju Kask on saatnud teile paki.

Saadetise number: EE204871135PV
Marsruut: Tallinn (EE) → Turku (FI)
Eeldatav kättetoimetamine: 29.–30.10.2026
Soomes toimetab paki kätte meie partner; kui pakk jõuab pakiautomaati, saate partnerilt
eraldi teate koos avamiskoodiga.

Kaal: 1,4 kg · Mõõdud: 30 × 20 × 12 cm

Pakivõlv AS · Peterburi tee 46, 11415 Tallinn · klienditugi +372 622 9100`,
    html: `<html><body style="margin:0;background:#f0f0f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Verdana,Arial,sans-serif;color:#1e1e1e;">
<tr><td style="background:#5b2a86;padding:16px 22px;"><img src="https://www.pakivolv.ee/img/email/pakivolv-logo.png" alt="Pakivõlv" width="120" height="30"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;">
<p style="margin:0 0 12px 0;">Tere!</p>
<p style="margin:0 0 16px 0;">Saatja <b>Helju Kask</b> on saatnud teile paki.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;"><tr>
<td width="33%" style="border-top:4px solid #5b2a86;padding:6px 4px;font-size:11px;">Vastu võetud<br>26.10</td>
<td width="33%" style="border-top:4px solid #5b2a86;padding:6px 4px;font-size:11px;">Teel Soome</td>
<td width="34%" style="border-top:4px solid #d8d0e2;padding:6px 4px;font-size:11px;color:#888;">Kohale toimetatud</td>
</tr></table>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">Saadetise number</td><td><a href="https://www.pakivolv.ee/jalgi?kood=EE204871135PV" style="color:#5b2a86;">EE204871135PV</a></td></tr>
<tr><td style="color:#777;">Marsruut</td><td>Tallinn (EE) → Turku (FI)</td></tr>
<tr><td style="color:#777;">Eeldatav kättetoimetamine</td><td>29.–30.10.2026</td></tr>
<tr><td style="color:#777;">Kaal / mõõdud</td><td>1,4 kg · 30 × 20 × 12 cm</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:12px;color:#666;">Soomes toimetab paki kätte meie partner; kui pakk jõuab pakiautomaati, saate partnerilt eraldi teate koos avamiskoodiga.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f5f2f8;font-size:11px;color:#777;">Pakivõlv AS · Peterburi tee 46, 11415 Tallinn · +372 622 9100 · <a href="https://www.pakivolv.ee/privaatsus" style="color:#777;">Privaatsus</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "laanemere-pank",
    group: "regional",
    lang: "et",
    kind: "terms-change",
    code: null,
    link: null,
    from: "Läänemere Pank <teated@laanemerepank.ee>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Teenustasude muudatus alates 1. detsembrist 2026",
    date: date(10, 30, 11, 0, 0, "+0200"),
    enc: "qp",
    text: `Lugupeetud klient,

anname teada, et alates 01.12.2026 muutuvad mõned Läänemere Panga teenustasud:

- Arvelduskonto kuutasu: 1,50 € → 1,90 € (kuni 26-aastastele ja pensionäridele jätkuvalt 0 €)
- SEPA välkmakse internetipangas: 0,00 € (muutusteta)
- Sularaha väljavõtt teise panga automaadist: 0,64 € → 0,80 €

Teie konto: EE•• •••• •••• •••• 3307

Kui te muudatustega ei nõustu, võite lepingu tasuta lõpetada enne 01.12.2026.
Uus hinnakiri on kättesaadav internetipangas ja kontorites.

Lugupidamisega
Läänemere Pank AS · Narva mnt 7, 10117 Tallinn · +372 680 4400`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;color:#1f2a33;">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:22px 0;border-bottom:3px solid #006e6d;"><img src="https://www.laanemerepank.ee/mail/logo-lp.png" alt="Läänemere Pank" width="170" height="34"></td></tr>
<tr><td style="padding:22px 0;font-size:14px;line-height:21px;">
<p>Lugupeetud klient,</p>
<p>anname teada, et alates <b>01.12.2026</b> muutuvad mõned Läänemere Panga teenustasud:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#e5f2f2;"><th align="left">Teenus</th><th align="right">Praegu</th><th align="right">Alates 01.12.2026</th></tr>
<tr><td style="border-bottom:1px solid #dde5e8;">Arvelduskonto kuutasu</td><td align="right" style="border-bottom:1px solid #dde5e8;">1,50 €</td><td align="right" style="border-bottom:1px solid #dde5e8;">1,90 €</td></tr>
<tr><td style="border-bottom:1px solid #dde5e8;">SEPA välkmakse internetipangas</td><td align="right" style="border-bottom:1px solid #dde5e8;">0,00 €</td><td align="right" style="border-bottom:1px solid #dde5e8;">0,00 €</td></tr>
<tr><td>Sularaha väljavõtt teise panga automaadist</td><td align="right">0,64 €</td><td align="right">0,80 €</td></tr>
</table>
<p style="font-size:12px;color:#5a6873;">Kuni 26-aastastele ja pensionäridele on kuutasu jätkuvalt 0 €. Teie konto: EE•• •••• •••• •••• 3307.</p>
<p>Kui te muudatustega ei nõustu, võite lepingu tasuta lõpetada enne 01.12.2026. Uus hinnakiri on kättesaadav internetipangas ja kontorites.</p>
<p>Lugupidamisega<br>Läänemere Pank</p>
</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #dde5e8;font-size:11px;color:#5a6873;">Läänemere Pank AS · Narva mnt 7, 10117 Tallinn · +372 680 4400 · <a href="https://www.laanemerepank.ee/hinnakiri" style="color:#006e6d;">Hinnakiri</a> · <a href="https://www.laanemerepank.ee/andmekaitse" style="color:#006e6d;">Andmekaitse</a></td></tr>
</table></body></html>`,
  },
  {
    family: "pildikast",
    group: "consumer",
    lang: "et",
    kind: "invite-link",
    code: null,
    link: "https://pildikast.ee/a/kutse/Vk3n8QzLmR2t?s=em",
    from: "Pildikast <kutsed@pildikast.ee>",
    to: FAMILY_TO,
    subject: "Helju Kask jagas teiega albumit „Turu, oktoober 2026“",
    date: date(10, 13, 19, 52, 26),
    enc: "b64",
    text: `Helju Kask kutsus teid vaatama ja täiendama jagatud albumit

„Turu, oktoober 2026“ – 64 fotot, 3 videot

Helju kirjutab: "Siin on pildid minu külaskäigust. Lisage ka oma pildid Onni mängust!"

Avage album ja liituge:
https://pildikast.ee/a/kutse/Vk3n8QzLmR2t?s=em

Kutse kehtib 30 päeva. Albumi vaatamiseks pole vaja Pildikasti kontot, piltide lisamiseks
tuleb konto luua (tasuta).

Pildikast OÜ · Telliskivi 60a, 10412 Tallinn`,
    html: `<html><body style="margin:0;background:#111111;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#1c1c1c;border-radius:12px;font-family:Helvetica,Arial,sans-serif;color:#f2f2f2;">
<tr><td style="padding:22px 24px 8px 24px;font-size:18px;font-weight:bold;color:#ffcc33;">pildikast</td></tr>
<tr><td style="padding:0 24px;"><table cellpadding="0" cellspacing="4"><tr>
<td><img src="https://cdn.pildikast.ee/t/Vk3n8QzLmR2t/1.jpg" width="140" height="140" alt=""></td>
<td><img src="https://cdn.pildikast.ee/t/Vk3n8QzLmR2t/2.jpg" width="140" height="140" alt=""></td>
<td><img src="https://cdn.pildikast.ee/t/Vk3n8QzLmR2t/3.jpg" width="140" height="140" alt=""></td>
</tr></table></td></tr>
<tr><td style="padding:16px 24px;font-size:15px;line-height:22px;">
<p style="margin:0 0 6px 0;"><b>Helju Kask</b> kutsus teid vaatama ja täiendama jagatud albumit</p>
<p style="margin:0 0 12px 0;font-size:20px;">„Turu, oktoober 2026“</p>
<p style="margin:0 0 12px 0;color:#aaaaaa;font-size:13px;">64 fotot · 3 videot</p>
<p style="margin:0 0 20px 0;font-style:italic;color:#dddddd;">"Siin on pildid minu külaskäigust. Lisage ka oma pildid Onni mängust!"</p>
<a href="https://pildikast.ee/a/kutse/Vk3n8QzLmR2t?s=em" style="display:inline-block;background:#ffcc33;color:#111111;font-weight:bold;text-decoration:none;padding:12px 26px;border-radius:22px;">Ava album</a>
<p style="margin:18px 0 0 0;font-size:12px;color:#888888;">Kutse kehtib 30 päeva. Albumi vaatamiseks pole vaja Pildikasti kontot, piltide lisamiseks tuleb konto luua (tasuta).</p>
</td></tr>
<tr><td style="padding:14px 24px 22px 24px;font-size:11px;color:#777777;">Pildikast OÜ · Telliskivi 60a, 10412 Tallinn · <a href="https://pildikast.ee/tingimused" style="color:#777777;">Tingimused</a> · <a href="https://pildikast.ee/privaatsus" style="color:#777777;">Privaatsus</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Arkikalenteri (family calendar app)

const arkiMails: Mail[] = [
  {
    family: "arkikalenteri",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.arkikalenteri.app/e/c/eyJoIjoiaW52aXRlIiwiZiI6IkxIMjAyNiJ9/join?family=LH2026&t=q8ZTw1",
    from: "Arkikalenteri <hello@arkikalenteri.app>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Mikko invited you to the family calendar “Laine-Holmström”",
    date: date(9, 1, 22, 10, 48),
    enc: "qp",
    text: `Mikko Laine wants to share the family calendar "Laine-Holmström" with you.

Shared so far: 23 events (school, floorball, dentist), 2 shopping lists, 1 chore chart.

Accept the invitation:
https://links.arkikalenteri.app/e/c/eyJoIjoiaW52aXRlIiwiZiI6IkxIMjAyNiJ9/join?family=LH2026&t=q8ZTw1

Arkikalenteri Family is free for up to 6 members.

--
Arkikalenteri · Tampere, Finland
Manage e-mail preferences: https://arkikalenteri.app/settings/email`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fafaf7;">
<span style="display:none;color:#fafaf7;font-size:1px;">Accept to see school, floorball and dentist events in one place.</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="font-family:Inter,-apple-system,'Segoe UI',sans-serif;color:#23201a;">
<tr><td style="padding-bottom:20px;"><img src="https://arkikalenteri.app/email/icon-192.png" width="48" height="48" alt="Arkikalenteri" style="border-radius:12px;"></td></tr>
<tr><td style="font-size:22px;font-weight:700;line-height:30px;padding-bottom:12px;">Mikko invited you to the family calendar “Laine-Holmström”</td></tr>
<tr><td style="font-size:15px;line-height:24px;color:#5b564c;padding-bottom:24px;">Shared so far: 23 events (school, floorball, dentist), 2 shopping lists and 1 chore chart.</td></tr>
<tr><td style="padding-bottom:28px;"><a href="https://links.arkikalenteri.app/e/c/eyJoIjoiaW52aXRlIiwiZiI6IkxIMjAyNiJ9/join?family=LH2026&amp;t=q8ZTw1" style="background:#23201a;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:13px 24px;border-radius:8px;display:inline-block;">Accept invitation</a></td></tr>
<tr><td style="font-size:13px;color:#8d877b;border-top:1px solid #e8e4da;padding-top:18px;">Arkikalenteri Family is free for up to 6 members.<br><br>Arkikalenteri · Tampere, Finland · <a href="https://arkikalenteri.app/settings/email" style="color:#8d877b;">E-mail preferences</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "arkikalenteri",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Arkikalenteri <security@arkikalenteri.app>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Your Arkikalenteri password was changed",
    date: date(10, 4, 9, 12, 2),
    enc: "7bit",
    text: `Hi Annika,

The password for your Arkikalenteri account (annika.holmstrom@kotiposti.example) was changed on
4 October 2026 at 09:11 (EEST) from Safari on macOS.

If this was you, you're all set.

If you didn't change your password, secure your account right away:
https://arkikalenteri.app/account/security
and contact us at support@arkikalenteri.app.

-- The Arkikalenteri team`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#fafaf7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="font-family:Inter,-apple-system,'Segoe UI',sans-serif;color:#23201a;font-size:15px;line-height:24px;">
<tr><td style="padding-bottom:20px;"><img src="https://arkikalenteri.app/email/icon-192.png" width="48" height="48" alt="Arkikalenteri" style="border-radius:12px;"></td></tr>
<tr><td style="font-size:20px;font-weight:700;padding-bottom:12px;">Your password was changed</td></tr>
<tr><td style="color:#5b564c;padding-bottom:14px;">Hi Annika, the password for your Arkikalenteri account (annika.holmstrom@kotiposti.example) was changed on 4 October 2026 at 09:11 (EEST) from Safari on macOS.</td></tr>
<tr><td style="color:#5b564c;padding-bottom:14px;">If this was you, you're all set.</td></tr>
<tr><td style="color:#5b564c;padding-bottom:24px;">If you didn't change your password, <a href="https://arkikalenteri.app/account/security" style="color:#b54708;">secure your account</a> right away and contact us at <a href="mailto:support@arkikalenteri.app" style="color:#b54708;">support@arkikalenteri.app</a>.</td></tr>
<tr><td style="font-size:13px;color:#8d877b;border-top:1px solid #e8e4da;padding-top:18px;">The Arkikalenteri team · Tampere, Finland</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Auraposten (Swedish-language local newspaper)

const aurapostenMails: Mail[] = [
  {
    family: "auraposten",
    group: "regional",
    lang: "sv",
    kind: "login-link",
    code: null,
    link: "https://konto.auraposten.fi/magic?token=ap_ml_5d1f0c93b7e24a6e8f21&next=%2Fe-tidning",
    from: "Auraposten <konto@auraposten.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Din inloggningslänk till Auraposten",
    date: date(10, 17, 7, 2, 19),
    enc: "8bit",
    text: `Hej!

Klicka på länken för att logga in på Auraposten och läsa dagens e-tidning:

https://konto.auraposten.fi/magic?token=ap_ml_5d1f0c93b7e24a6e8f21&next=%2Fe-tidning

Länken fungerar en gång och gäller i 20 minuter.

Din prenumeration: Digital Plus (7,90 €/mån), förnyas 2.11.2026.

Kundtjänst: 02 274 9900 (vard. 8–15), kundtjanst@auraposten.fi
Auraposten Ab, Auragatan 1, 20100 Åbo`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#111;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td style="border-bottom:1px solid #111;padding-bottom:10px;font-size:30px;font-weight:bold;letter-spacing:-1px;">Auraposten</td></tr>
<tr><td style="padding:22px 0;font-family:Arial,sans-serif;font-size:15px;line-height:23px;">
<p style="margin:0 0 14px 0;">Hej!</p>
<p style="margin:0 0 22px 0;">Klicka på knappen för att logga in på Auraposten och läsa dagens e-tidning.</p>
<p style="margin:0 0 22px 0;"><a href="https://konto.auraposten.fi/magic?token=ap_ml_5d1f0c93b7e24a6e8f21&amp;next=%2Fe-tidning" style="background:#b3001b;color:#ffffff;text-decoration:none;padding:12px 24px;font-weight:bold;display:inline-block;">Logga in</a></p>
<p style="margin:0 0 8px 0;font-size:13px;color:#555;">Länken fungerar en gång och gäller i 20 minuter.</p>
<p style="margin:0;font-size:13px;color:#555;">Din prenumeration: Digital Plus (7,90 €/mån), förnyas 2.11.2026.</p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding-top:12px;font-family:Arial,sans-serif;font-size:11px;color:#777;">Kundtjänst 02 274 9900 (vard. 8–15) · kundtjanst@auraposten.fi · Auraposten Ab, Auragatan 1, 20100 Åbo</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "auraposten",
    group: "regional",
    lang: "sv",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Auraposten Morgon <nyhetsbrev@auraposten.fi>",
    to: "Annika Holmström <annika.holmstrom@kotiposti.example>",
    subject: "Morgon: Nya bron över Aura klar 2028 · Skärgårdsfärjan får ny tidtabell",
    date: date(10, 28, 6, 30, 0, "+0200"),
    enc: "qp",
    text: `AURAPOSTEN MORGON – onsdag 28 oktober 2026

1. Nya gång- och cykelbron över Aura blir klar först 2028
   Kostnaderna har stigit till 14,2 miljoner euro. Läs: https://www.auraposten.fi/a/2026-10-28/aurabron

2. Skärgårdsfärjan till Nagu får ny vintertidtabell från 2.11
   https://www.auraposten.fi/a/2026-10-28/farjan-nagu

3. Veckans recept: laxsoppa på skärgårdsvis
   https://www.auraposten.fi/mat/laxsoppa

Vädret i Åbo: +6 °C, mulet, västlig vind 7 m/s.

Du får det här nyhetsbrevet eftersom du prenumererar på Auraposten.
Avsluta: https://www.auraposten.fi/nyhetsbrev/avsluta?l=morgon&u=22841`,
    html: `<html><body style="margin:0;background:#f4f1ec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#111;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #111;"><span style="font-size:26px;font-weight:bold;">Auraposten</span> <span style="font-family:Arial,sans-serif;font-size:13px;color:#b3001b;">MORGON · onsdag 28 oktober 2026</span></td></tr>
<tr><td style="padding:18px 24px;">
<a href="https://www.auraposten.fi/a/2026-10-28/aurabron"><img src="https://img.auraposten.fi/2026/10/aurabron-1200.jpg" width="552" height="300" alt="Bron över Aura" style="display:block;"></a>
<h2 style="font-size:22px;margin:12px 0 6px 0;"><a href="https://www.auraposten.fi/a/2026-10-28/aurabron" style="color:#111;text-decoration:none;">Nya gång- och cykelbron över Aura blir klar först 2028</a></h2>
<p style="font-family:Arial,sans-serif;font-size:14px;color:#444;margin:0 0 18px 0;">Kostnaderna har stigit till 14,2 miljoner euro.</p>
<h3 style="font-size:18px;margin:0 0 4px 0;"><a href="https://www.auraposten.fi/a/2026-10-28/farjan-nagu" style="color:#111;text-decoration:none;">Skärgårdsfärjan till Nagu får ny vintertidtabell från 2.11</a></h3>
<h3 style="font-size:18px;margin:14px 0 4px 0;"><a href="https://www.auraposten.fi/mat/laxsoppa" style="color:#111;text-decoration:none;">Veckans recept: laxsoppa på skärgårdsvis</a></h3>
<p style="font-family:Arial,sans-serif;font-size:13px;background:#f4f1ec;padding:10px;margin:18px 0 0 0;">Vädret i Åbo: +6 °C, mulet, västlig vind 7 m/s.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-family:Arial,sans-serif;font-size:11px;color:#777;border-top:1px solid #ddd;">Du får det här nyhetsbrevet eftersom du prenumererar på Auraposten. <a href="https://www.auraposten.fi/nyhetsbrev/avsluta?l=morgon&amp;u=22841" style="color:#777;">Avsluta</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...vaakunaMails,
  ...koulutoriMails,
  ...hoitovuoroMails,
  ...luotsiMails,
  ...verolaituriMails,
  ...saaristoMails,
  ...nappiMails,
  ...kajoMails,
  ...lounasMails,
  ...kivijalkaMails,
  ...lukupolkuMails,
  ...ahkeraMails,
  ...joukkuekelloMails,
  ...noutokoriMails,
  ...kulmaMails,
  ...alandsvagMails,
  ...tallinnMails,
  ...arkiMails,
  ...aurapostenMails,
];
