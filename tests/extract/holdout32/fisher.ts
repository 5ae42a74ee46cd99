/**
 * The inbox of the owner of a small fishing boat working Norwegian and Icelandic waters and selling
 * across Europe, over September and October: catch reporting, fish auctions, buyers' portals, banks,
 * invoicing, fuel card, electronics, insurance, harbours, crew payroll, weather routing, satellite
 * internet and the union, mostly notices, with a minority of codes and links to act on.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from "2026-09-03 06:12:44" and a zone. */
function dt(stamp: string, tz = "+0200"): string {
  const [d, t] = stamp.split(" ");
  const [y, m, day] = d!.split("-").map(Number);
  const wd = new Date(Date.UTC(y!, m! - 1, day!)).getUTCDay();
  return `${DAYS[wd]}, ${String(day).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${t} ${tz}`;
}

const TO = "Eirik Havsø <eirik@mskvitvingen.no>";

/** A plain PDF body, enough for a viewer to open. */
function pdf(title: string, lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 10 Tf 50 ${760 - i * 14} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${body.length + 40} >>
stream
BT /F1 14 Tf 50 800 Td (${title}) Tj ET
${body}
endstream
endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

/** A sober public-sector layout: blue band, one white card, grey footer. */
function gov(title: string, pre: string, body: string, foot: string): string {
  return `<!DOCTYPE html>
<html lang="no"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;color:#1b2733">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f4">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%">
<tr><td style="background:#0b3b5c;padding:18px 28px;color:#ffffff;font-size:18px;font-weight:bold">${title}</td></tr>
<tr><td style="background:#ffffff;padding:28px;font-size:15px;line-height:22px">${body}</td></tr>
<tr><td style="padding:18px 28px;font-size:12px;line-height:18px;color:#5b6b7a">${foot}</td></tr>
</table></td></tr></table></body></html>`;
}

/** A commercial layout with a logo row, a card and a footer, in the sender's colour. */
function shop(
  o: { brand: string; logo: string; colour: string; pre: string; body: string; foot: string; lang?: string },
): string {
  return `<!doctype html>
<html lang="${o.lang ?? "en"}" xmlns="http://www.w3.org/1999/xhtml"><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.brand}</title>
<style type="text/css">body{margin:0;padding:0}table,td{border-collapse:collapse}img{border:0;outline:none;text-decoration:none}
@media only screen and (max-width:620px){.wrap{width:100%!important}.pad{padding:20px!important}}</style>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f4">
<span style="display:none!important;visibility:hidden;opacity:0;color:transparent;height:0;width:0">${o.pre}&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</span>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f4f4f4">
<tr><td align="center" valign="top" style="padding:20px 10px">
<table role="presentation" class="wrap" border="0" cellpadding="0" cellspacing="0" width="600" bgcolor="#ffffff" style="border-top:4px solid ${o.colour}">
<tr><td class="pad" style="padding:24px 36px 8px 36px"><img src="${o.logo}" width="150" alt="${o.brand}" style="display:block"></td></tr>
<tr><td class="pad" style="padding:8px 36px 28px 36px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#2d2d2d">${o.body}</td></tr>
</table>
<table role="presentation" class="wrap" border="0" cellpadding="0" cellspacing="0" width="600">
<tr><td style="padding:18px 36px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8a8a8a" align="center">${o.foot}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

function button(href: string, label: string, colour: string): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:22px 0"><tr>
<td align="center" bgcolor="${colour}" style="border-radius:4px"><a href="${href}" target="_blank" style="display:inline-block;padding:13px 26px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px">${label}</a></td>
</tr></table>`;
}

function codeCells(code: string, colour: string): string {
  const cells = [...code].map((c) =>
    `<td style="width:40px;height:52px;border:1px solid #c9d3dd;border-radius:6px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:${colour};text-align:center">${c}</td><td style="width:6px"></td>`
  ).join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0"><tr>${cells}</tr></table>`;
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- Kystfangst ERS (catch reporting)
  {
    family: "kystfangst-ers",
    group: "regional",
    lang: "nb",
    kind: "login-code",
    code: "738204",
    link: null,
    from: "Kystfangst ERS <ikke-svar@ers.kystfangst.no>",
    to: TO,
    subject: "Engangskode for innlogging",
    date: dt("2026-09-02 05:41:09"),
    text: `Hei Eirik Havsø,

Du har bedt om å logge inn i Kystfangst ERS (fartøy LK-412-V «Kvitvingen»).

Engangskoden din er: 738204

Koden gjelder i 10 minutter og kan bare brukes én gang. Oppgi den aldri på telefon.

Har du ikke prøvd å logge inn? Endre passordet ditt og kontakt brukerstøtte på 55 23 80 00 (hverdager 08–15.30).

Med vennlig hilsen
Kystfangst ERS – elektronisk rapportering for fiskefartøy
`,
    html: gov(
      "Kystfangst ERS",
      "Engangskoden din gjelder i 10 minutter.",
      `<p>Hei Eirik Havsø,</p>
<p>Du har bedt om å logge inn i Kystfangst ERS (fartøy LK-412-V «Kvitvingen»).</p>
<p style="margin:0 0 6px 0">Engangskoden din er:</p>
<p style="margin:0 0 18px 0;font-size:30px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;color:#0b3b5c">738204</p>
<p>Koden gjelder i 10 minutter og kan bare brukes én gang. Oppgi den aldri på telefon.</p>
<p>Har du ikke prøvd å logge inn? Endre passordet ditt og kontakt brukerstøtte på 55 23 80 00 (hverdager 08–15.30).</p>`,
      `Denne e-posten er sendt automatisk og kan ikke besvares.<br>Kystfangst ERS · Postboks 185 Sentrum · 5804 Bergen · <a href="https://www.kystfangst.no/personvern" style="color:#5b6b7a">Personvern</a>`,
    ),
    enc: "qp",
  },
  {
    family: "kystfangst-ers",
    group: "negative",
    lang: "nb",
    kind: "report-received",
    code: null,
    link: null,
    from: "Kystfangst ERS <ikke-svar@ers.kystfangst.no>",
    to: TO,
    subject: "Kvittering: DCA-melding mottatt (RN 20260914-0031)",
    date: dt("2026-09-14 19:02:51"),
    text: `KVITTERING FOR MOTTATT MELDING

Meldingstype:     DCA (fangst- og aktivitetsmelding)
Referansenummer:  RN 20260914-0031
Fartøy:           LK-412-V  Kvitvingen  (radiokallesignal LJ7214)
Mottatt:          14.09.2026 kl. 19:02 (norsk tid)
Status:           GODKJENT

Redskap:          Line (LLS)
Startposisjon:    69°12'N 015°48'E
Sluttposisjon:    69°15'N 015°55'E
Fangst:           Torsk 1 840 kg rund vekt, hyse 410 kg, brosme 95 kg

Meldingen er videresendt til Fiskeridirektoratets register. Du trenger ikke gjøre noe mer.
Rettelser kan sendes som COR-melding innen 24 timer fra fartøyets datasystem.

--
Kystfangst ERS
Brukerstøtte: 55 23 80 00 / support@kystfangst.no
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "kystfangst-ers",
    group: "negative",
    lang: "nb",
    kind: "landing-receipt",
    code: null,
    link: null,
    from: "Kystfangst ERS <ikke-svar@ers.kystfangst.no>",
    to: TO,
    subject: "Sluttseddel 2026-118-00417 er registrert",
    date: dt("2026-10-06 11:27:03"),
    text: `Hei,

Sluttseddel 2026-118-00417 for LK-412-V «Kvitvingen» er registrert hos salgslaget.

Landingsdato: 05.10.2026
Mottak: Nordhav Fiskeauksjon, Myre (anlegg 1871)
Kvantum: 3 212 kg (produktvekt)
Verdi: 118 934,50 NOK

Du kan se sluttsedler og kvoteoversikt under «Mine landinger» når du logger inn på https://ers.kystfangst.no.

Hilsen Kystfangst ERS
`,
    html: gov(
      "Sluttseddel registrert",
      "Sluttseddel 2026-118-00417 er registrert hos salgslaget.",
      `<p>Hei,</p>
<p>Sluttseddel <strong>2026-118-00417</strong> for LK-412-V «Kvitvingen» er registrert hos salgslaget.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #d7dee5;width:100%">
<tr><td style="color:#5b6b7a;width:40%">Landingsdato</td><td>05.10.2026</td></tr>
<tr><td style="color:#5b6b7a">Mottak</td><td>Nordhav Fiskeauksjon, Myre (anlegg 1871)</td></tr>
<tr><td style="color:#5b6b7a">Kvantum</td><td>3 212 kg (produktvekt)</td></tr>
<tr><td style="color:#5b6b7a">Verdi</td><td>118 934,50 NOK</td></tr>
</table>
<p>Du kan se sluttsedler og kvoteoversikt under «Mine landinger» når du logger inn på <a href="https://ers.kystfangst.no" style="color:#0b5c94">ers.kystfangst.no</a>.</p>
<p>Hilsen Kystfangst ERS</p>`,
      `Kystfangst ERS · Postboks 185 Sentrum · 5804 Bergen<br><a href="https://www.kystfangst.no/hjelp" style="color:#5b6b7a">Hjelp</a> · <a href="https://www.kystfangst.no/personvern" style="color:#5b6b7a">Personvern</a>`,
    ),
    enc: "b64",
  },
  // ---------------------------------------------------------------- Nordhav Fiskeauksjon
  {
    family: "nordhav-fiskeauksjon",
    group: "negative",
    lang: "nb",
    kind: "auction-result",
    code: null,
    link: null,
    from: "Nordhav Fiskeauksjon <auksjon@nordhav-auksjon.no>",
    to: TO,
    subject: "Auksjonsresultat 05.10 – LK-412-V Kvitvingen",
    date: dt("2026-10-05 14:16:40"),
    text: `Auksjonsresultat mandag 05.10.2026

Fartøy: LK-412-V Kvitvingen
Auksjon nr. 2026-1877, avsluttet 14:10

Parti  Art      Kvalitet  Størrelse  Kg     Kr/kg   Kjøper
41-1   Torsk    A         2,5-6 kg   1 620  38,40   Myre Sjømat AS
41-2   Torsk    A         6+ kg        840  41,10   Polaris Seafood Ltd
41-3   Hyse     A         1-2 kg       510  24,75   Vesteraal Fisk AS
41-4   Brosme   A         1+ kg        242  16,20   Myre Sjømat AS

Sum før avgifter: 118 934,50 kr
Oppgjør utbetales 12.10.2026 til konto 4512.••.•••87.

Se alle auksjoner på https://www.nordhav-auksjon.no/resultater

Nordhav Fiskeauksjon SA · Havnegata 3, 8430 Myre · tlf. 76 13 44 00
`,
    html: shop({
      brand: "Nordhav Fiskeauksjon",
      logo: "https://www.nordhav-auksjon.no/img/nordhav-logo-mail.png",
      colour: "#124c6b",
      lang: "no",
      pre: "Auksjon 2026-1877 er avsluttet. Sum før avgifter 118 934,50 kr.",
      body: `<h2 style="margin:0 0 10px 0;font-size:20px;color:#124c6b">Auksjonsresultat mandag 05.10.2026</h2>
<p style="margin:0 0 14px 0">Fartøy: <strong>LK-412-V Kvitvingen</strong><br>Auksjon nr. 2026-1877, avsluttet 14:10</p>
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:13px">
<tr style="background:#124c6b;color:#ffffff"><th align="left">Parti</th><th align="left">Art</th><th align="left">Str.</th><th align="right">Kg</th><th align="right">Kr/kg</th><th align="left">Kjøper</th></tr>
<tr><td>41-1</td><td>Torsk A</td><td>2,5-6 kg</td><td align="right">1 620</td><td align="right">38,40</td><td>Myre Sjømat AS</td></tr>
<tr style="background:#f1f5f8"><td>41-2</td><td>Torsk A</td><td>6+ kg</td><td align="right">840</td><td align="right">41,10</td><td>Polaris Seafood Ltd</td></tr>
<tr><td>41-3</td><td>Hyse A</td><td>1-2 kg</td><td align="right">510</td><td align="right">24,75</td><td>Vesteraal Fisk AS</td></tr>
<tr style="background:#f1f5f8"><td>41-4</td><td>Brosme A</td><td>1+ kg</td><td align="right">242</td><td align="right">16,20</td><td>Myre Sjømat AS</td></tr>
</table>
<p style="margin:16px 0 0 0">Sum før avgifter: <strong>118 934,50 kr</strong><br>Oppgjør utbetales 12.10.2026 til konto 4512.••.•••87.</p>
<p><a href="https://www.nordhav-auksjon.no/resultater" style="color:#124c6b">Se alle auksjoner</a></p>`,
      foot:
        `Nordhav Fiskeauksjon SA · Havnegata 3, 8430 Myre · tlf. 76 13 44 00<br>Org.nr. 938 114 620 · <a href="https://www.nordhav-auksjon.no/varsler" style="color:#8a8a8a">Endre varsler</a>`,
    }),
    enc: "qp",
  },
  {
    family: "nordhav-fiskeauksjon",
    group: "negative",
    lang: "nb",
    kind: "settlement",
    code: null,
    link: null,
    from: "Nordhav Fiskeauksjon Oppgjør <oppgjor@nordhav-auksjon.no>",
    to: TO,
    subject: "Oppgjørsliste uke 41 – LK-412-V",
    date: dt("2026-10-12 08:03:12"),
    text: `Hei,

Vedlagt finner du oppgjørslisten for uke 41 for LK-412-V Kvitvingen.

Brutto fangstverdi:     118 934,50 kr
Salgslagsavgift 1,05 %:   -1 248,81 kr
Produktavgift 0,43 %:       -511,42 kr
Trekk garantilott:         -1 130,00 kr
Utbetalt 12.10.2026:     116 044,27 kr

Beløpet er overført til konto 4512.••.•••87. Spørsmål om oppgjøret kan rettes til oppgjor@nordhav-auksjon.no eller 76 13 44 05.

Vennlig hilsen
Oppgjørsavdelingen
Nordhav Fiskeauksjon SA
`,
    html: null,
    enc: "8bit",
    attachment: [
      "oppgjor_uke41_LK412V.pdf",
      "application/pdf",
      pdf("Nordhav Fiskeauksjon - Oppgjorsliste uke 41", [
        "Fartoy: LK-412-V Kvitvingen",
        "Brutto fangstverdi: 118 934,50",
        "Salgslagsavgift: -1 248,81",
        "Produktavgift: -511,42",
        "Garantilott: -1 130,00",
        "Utbetalt 12.10.2026: 116 044,27",
      ]),
    ],
  },
  {
    family: "nordhav-fiskeauksjon",
    group: "regional",
    lang: "nb",
    kind: "verify-link",
    code: null,
    link: "https://min.nordhav-auksjon.no/konto/bekreft?t=Qm9rZ2VuLTk0MTItZWlyaWs&u=18844",
    from: "Nordhav Min side <ikke-svar@nordhav-auksjon.no>",
    to: TO,
    subject: "Bekreft e-postadressen din for Nordhav Min side",
    date: dt("2026-09-08 21:34:55"),
    text: `Hei Eirik,

Takk for at du registrerte deg på Nordhav Min side, der du følger auksjonene, oppgjør og sluttsedler for fartøyene dine.

Bekreft e-postadressen din ved å åpne lenken under:
https://min.nordhav-auksjon.no/konto/bekreft?t=Qm9rZ2VuLTk0MTItZWlyaWs&u=18844

Lenken er gyldig i 48 timer. Har du ikke opprettet en bruker, kan du se bort fra denne e-posten.

Nordhav Fiskeauksjon SA · 76 13 44 00
`,
    html: shop({
      brand: "Nordhav Fiskeauksjon",
      logo: "https://www.nordhav-auksjon.no/img/nordhav-logo-mail.png",
      colour: "#124c6b",
      lang: "no",
      pre: "Ett klikk til, så er brukeren din klar.",
      body: `<p>Hei Eirik,</p>
<p>Takk for at du registrerte deg på Nordhav Min side, der du følger auksjonene, oppgjør og sluttsedler for fartøyene dine.</p>
${
        button(
          "https://min.nordhav-auksjon.no/konto/bekreft?t=Qm9rZ2VuLTk0MTItZWlyaWs&amp;u=18844",
          "Bekreft e-postadresse",
          "#124c6b",
        )
      }
<p style="font-size:13px;color:#666">Lenken er gyldig i 48 timer. Har du ikke opprettet en bruker, kan du se bort fra denne e-posten.</p>`,
      foot:
        `Nordhav Fiskeauksjon SA · Havnegata 3, 8430 Myre · tlf. 76 13 44 00<br><a href="https://www.nordhav-auksjon.no/personvern" style="color:#8a8a8a">Personvernerklæring</a>`,
    }),
    enc: "qp",
  },
  // ---------------------------------------------------------------- Úfsavík fiskmarkaður (Iceland)
  {
    family: "ufsavik-fiskmarkadur",
    group: "negative",
    lang: "is",
    kind: "sales-report",
    code: null,
    link: null,
    from: "Fiskmarkaður Úfsavíkur <uppgjor@ufsavik.is>",
    to: TO,
    subject: "Sölulisti 22.09.2026 – Kvitvingen (2918)",
    date: dt("2026-09-22 15:48:20", "+0000"),
    text: `Sölulisti – Fiskmarkaður Úfsavíkur
Dagsetning: 22.09.2026
Skip: Kvitvingen, skipaskrárnúmer 2918

Tegund       Magn (kg)   Meðalverð kr/kg   Samtals kr
Þorskur        2.340         512              1.198.080
Ýsa              780         418                326.040
Steinbítur       155         301                 46.655

Samtals: 1.570.775 kr.
Greitt inn á reikning 0133-26-••••12 föstudaginn 25.09.2026.

Fyrirspurnir: uppgjor@ufsavik.is eða sími 456 3120.
Fiskmarkaður Úfsavíkur ehf., Hafnarbakka 4, 415 Bolungarvík
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222">
<p><b>Sölulisti – Fiskmarkaður Úfsavíkur</b><br>Dagsetning: 22.09.2026<br>Skip: Kvitvingen, skipaskrárnúmer 2918</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:12px">
<tr bgcolor="#dde6ee"><th>Tegund</th><th>Magn (kg)</th><th>Meðalverð kr/kg</th><th>Samtals kr</th></tr>
<tr><td>Þorskur</td><td align="right">2.340</td><td align="right">512</td><td align="right">1.198.080</td></tr>
<tr><td>Ýsa</td><td align="right">780</td><td align="right">418</td><td align="right">326.040</td></tr>
<tr><td>Steinbítur</td><td align="right">155</td><td align="right">301</td><td align="right">46.655</td></tr>
<tr><td colspan="3"><b>Samtals</b></td><td align="right"><b>1.570.775</b></td></tr>
</table>
<p>Greitt inn á reikning 0133-26-••••12 föstudaginn 25.09.2026.</p>
<p style="color:#666;font-size:11px">Fyrirspurnir: <a href="mailto:uppgjor@ufsavik.is">uppgjor@ufsavik.is</a> eða sími 456 3120.<br>Fiskmarkaður Úfsavíkur ehf., Hafnarbakka 4, 415 Bolungarvík · <a href="https://www.ufsavik.is">www.ufsavik.is</a></p>
</body></html>`,
    enc: "8bit",
  },
  {
    family: "ufsavik-fiskmarkadur",
    group: "regional",
    lang: "is",
    kind: "login-code",
    code: "591327",
    link: null,
    from: "Úfsavík uppboðsvefur <noreply@ufsavik.is>",
    to: TO,
    subject: "Innskráningarkóði fyrir uppboðsvefinn",
    date: dt("2026-09-21 06:05:33", "+0000"),
    text: `Góðan dag,

Innskráningarkóðinn þinn fyrir uppboðsvef Fiskmarkaðar Úfsavíkur er:

591 327

Kóðinn gildir í 15 mínútur. Ef þú baðst ekki um kóðann skaltu hafa samband við okkur í síma 456 3120.

Kveðja,
Fiskmarkaður Úfsavíkur
`,
    html: `<!DOCTYPE html><html lang="is"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f5f7">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #dfe5ea;font-family:Arial,sans-serif">
<tr><td style="padding:20px 30px;border-bottom:3px solid #e0a526"><img src="https://www.ufsavik.is/static/merki.png" alt="Fiskmarkaður Úfsavíkur" width="140"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;color:#263238;line-height:22px">
<p style="margin:0 0 12px 0">Góðan dag,</p>
<p style="margin:0 0 12px 0">Innskráningarkóðinn þinn fyrir uppboðsvef Fiskmarkaðar Úfsavíkur er:</p>
<div style="background:#f7f1e3;border-radius:6px;padding:16px;text-align:center;font-size:32px;letter-spacing:6px;font-weight:bold;color:#263238">591 327</div>
<p style="margin:16px 0 0 0;font-size:13px;color:#607d8b">Kóðinn gildir í 15 mínútur. Ef þú baðst ekki um kóðann skaltu hafa samband við okkur í síma 456 3120.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#263238;color:#b0bec5;font-size:11px">Fiskmarkaður Úfsavíkur ehf. · Hafnarbakka 4 · 415 Bolungarvík</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- Polaris Seafood (UK buyer)
  {
    family: "polaris-seafood",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://suppliers.polarisseafood.co.uk/invitations/accept?token=inv_7Hq2LmZp0aXc3vRt",
    from: "Polaris Seafood Supplier Hub <no-reply@suppliers.polarisseafood.co.uk>",
    to: TO,
    subject: "Hannah Booth invited you to the Polaris Seafood Supplier Hub",
    date: dt("2026-09-04 10:12:18", "+0100"),
    text: `Hi Eirik,

Hannah Booth (Procurement, Polaris Seafood Ltd, Grimsby) has invited MS Kvitvingen AS to join the Polaris Seafood Supplier Hub.

In the Hub you can see purchase orders, upload catch certificates and health certificates, and follow remittances for every landing we buy from you.

Accept the invitation:
https://suppliers.polarisseafood.co.uk/invitations/accept?token=inv_7Hq2LmZp0aXc3vRt

This invitation expires on 18 September 2026. Questions? Reply to Hannah at h.booth@polarisseafood.co.uk or call +44 1472 355 210.

Polaris Seafood Ltd, Fish Dock Road, Grimsby DN31 3NW, United Kingdom
`,
    html: shop({
      brand: "Polaris Seafood",
      logo: "https://suppliers.polarisseafood.co.uk/assets/polaris-wordmark.png",
      colour: "#0f6b7a",
      pre: "Join the Supplier Hub to see purchase orders and remittances.",
      body: `<p>Hi Eirik,</p>
<p><strong>Hannah Booth</strong> (Procurement, Polaris Seafood Ltd, Grimsby) has invited <strong>MS Kvitvingen AS</strong> to join the Polaris Seafood Supplier Hub.</p>
<p>In the Hub you can see purchase orders, upload catch certificates and health certificates, and follow remittances for every landing we buy from you.</p>
${
        button(
          "https://suppliers.polarisseafood.co.uk/invitations/accept?token=inv_7Hq2LmZp0aXc3vRt",
          "Accept invitation",
          "#0f6b7a",
        )
      }
<p style="font-size:13px;color:#777">This invitation expires on 18 September 2026. Questions? Reply to Hannah at <a href="mailto:h.booth@polarisseafood.co.uk">h.booth@polarisseafood.co.uk</a> or call +44 1472 355 210.</p>`,
      foot:
        `Polaris Seafood Ltd · Fish Dock Road, Grimsby DN31 3NW · Registered in England No. 04418820<br><a href="https://www.polarisseafood.co.uk/privacy" style="color:#8a8a8a">Privacy</a> · <a href="https://www.polarisseafood.co.uk/supplier-terms" style="color:#8a8a8a">Supplier terms</a>`,
    }),
    enc: "qp",
  },
  {
    family: "polaris-seafood",
    group: "negative",
    lang: "en",
    kind: "purchase-order",
    code: null,
    link: null,
    from: "Polaris Seafood Supplier Hub <no-reply@suppliers.polarisseafood.co.uk>",
    to: TO,
    subject: "New purchase order PO-2026-07731",
    date: dt("2026-09-16 07:55:02", "+0100"),
    text: `A new purchase order has been issued to MS Kvitvingen AS.

PO number:   PO-2026-07731
Product:     Cod, gutted head-on, 5 kg+, superior quality
Quantity:    2,000 kg (+/- 10 %)
Price:       EUR 5.85 / kg FCA Myre
Delivery:    week 39, trucked via Nordlandsfrakt
Payment:     30 days from invoice

View it in the Supplier Hub: https://suppliers.polarisseafood.co.uk/po/PO-2026-07731

Polaris Seafood Ltd
`,
    html: shop({
      brand: "Polaris Seafood",
      logo: "https://suppliers.polarisseafood.co.uk/assets/polaris-wordmark.png",
      colour: "#0f6b7a",
      pre: "PO-2026-07731 · Cod 5 kg+ · 2,000 kg · week 39",
      body: `<p>A new purchase order has been issued to MS Kvitvingen AS.</p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:14px;border:1px solid #e3e3e3">
<tr><td style="color:#777;width:35%">PO number</td><td><strong>PO-2026-07731</strong></td></tr>
<tr><td style="color:#777">Product</td><td>Cod, gutted head-on, 5 kg+, superior quality</td></tr>
<tr><td style="color:#777">Quantity</td><td>2,000 kg (+/- 10 %)</td></tr>
<tr><td style="color:#777">Price</td><td>EUR 5.85 / kg FCA Myre</td></tr>
<tr><td style="color:#777">Delivery</td><td>week 39, trucked via Nordlandsfrakt</td></tr>
<tr><td style="color:#777">Payment</td><td>30 days from invoice</td></tr>
</table>
${button("https://suppliers.polarisseafood.co.uk/po/PO-2026-07731", "View purchase order", "#0f6b7a")}`,
      foot:
        `Polaris Seafood Ltd · Fish Dock Road, Grimsby DN31 3NW<br><a href="https://suppliers.polarisseafood.co.uk/settings/notifications" style="color:#8a8a8a">Notification settings</a>`,
    }),
    enc: "7bit",
  },
  {
    family: "polaris-seafood",
    group: "negative",
    lang: "en",
    kind: "remittance",
    code: null,
    link: null,
    from: "Polaris Seafood Accounts <accounts.payable@polarisseafood.co.uk>",
    to: TO,
    subject: "Remittance advice – payment ref. BACS 0045512",
    date: dt("2026-10-23 16:20:44", "+0100"),
    text: `Dear Supplier,

Please find attached our remittance advice for the payment below.

Payment reference:  BACS 0045512
Payment date:       23/10/2026
Amount:             EUR 11,617.20
Paid to:            NO93 4512 •••• ••03 87

Invoices settled:
  INV 2026-114   PO-2026-07731   EUR 11,617.20

Kind regards,
Accounts Payable
Polaris Seafood Ltd
Tel. +44 1472 355 200
`,
    html: null,
    enc: "7bit",
    attachment: [
      "Remittance_0045512.pdf",
      "application/pdf",
      pdf("Polaris Seafood Ltd - Remittance Advice", [
        "Supplier: MS Kvitvingen AS",
        "Payment reference: BACS 0045512",
        "Payment date: 23/10/2026",
        "INV 2026-114  PO-2026-07731  EUR 11,617.20",
        "Total paid: EUR 11,617.20",
      ]),
    ],
  },
  // ---------------------------------------------------------------- Limfjord Fiskeeksport (DK buyer)
  {
    family: "limfjord-fiskeeksport",
    group: "negative",
    lang: "da",
    kind: "goods-received",
    code: null,
    link: null,
    from: "Limfjord Fiskeeksport A/S <indkoeb@limfjord-fisk.dk>",
    to: TO,
    subject: "Kvittering for modtaget parti – følgeseddel 88214",
    date: dt("2026-09-30 09:41:27"),
    text: `Hej Eirik

Vi har i dag modtaget jeres parti på vores anlæg i Thyborøn.

Følgeseddel:   88214
Indhold:       Sej, sløjet, 2–4 kg, 64 kasser
Vejet netto:   1.486 kg
Temperatur:    0,8 °C ved modtagelse
Kvalitet:      godkendt, ingen bemærkninger

Afregningen sendes med næste ugentlige betalingskørsel (fredag uge 40).

Med venlig hilsen
Mette Kjærgaard
Indkøb, Limfjord Fiskeeksport A/S
Havnevej 18, 7680 Thyborøn · +45 97 83 12 40
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#1f1f1f">
<p>Hej Eirik</p>
<p>Vi har i dag modtaget jeres parti på vores anlæg i Thyborøn.</p>
<table style="font-size:11pt" cellpadding="2">
<tr><td>Følgeseddel:</td><td>88214</td></tr>
<tr><td>Indhold:</td><td>Sej, sløjet, 2–4 kg, 64 kasser</td></tr>
<tr><td>Vejet netto:</td><td>1.486 kg</td></tr>
<tr><td>Temperatur:</td><td>0,8 °C ved modtagelse</td></tr>
<tr><td>Kvalitet:</td><td>godkendt, ingen bemærkninger</td></tr>
</table>
<p>Afregningen sendes med næste ugentlige betalingskørsel (fredag uge 40).</p>
<p>Med venlig hilsen<br><b>Mette Kjærgaard</b><br>Indkøb, Limfjord Fiskeeksport A/S<br>Havnevej 18, 7680 Thyborøn · +45 97 83 12 40<br><a href="https://www.limfjord-fisk.dk">www.limfjord-fisk.dk</a></p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "limfjord-fiskeeksport",
    group: "regional",
    lang: "da",
    kind: "reset-link",
    code: null,
    link: "https://leverandor.limfjord-fisk.dk/Account/ResetPassword?userId=5531&code=CfDJ8Nq4xT2vK9mWbLr7aQ",
    from: "Limfjord Leverandørportal <noreply@limfjord-fisk.dk>",
    to: TO,
    subject: "Nulstil din adgangskode",
    date: dt("2026-10-01 20:14:09"),
    text: `Hej

Vi har modtaget en anmodning om at nulstille adgangskoden til din konto på Limfjord Leverandørportal.

Klik på linket for at vælge en ny adgangskode:
https://leverandor.limfjord-fisk.dk/Account/ResetPassword?userId=5531&code=CfDJ8Nq4xT2vK9mWbLr7aQ

Linket udløber om 60 minutter. Har du ikke bedt om dette, kan du blot ignorere mailen – din adgangskode forbliver uændret.

Limfjord Fiskeeksport A/S
`,
    html:
      `<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"></head><body style="font-family:Segoe UI,Arial,sans-serif;background:#ffffff;color:#222">
<div style="max-width:560px;margin:0 auto;padding:24px">
<img src="https://leverandor.limfjord-fisk.dk/img/logo.svg" alt="Limfjord Fiskeeksport" height="36">
<h3 style="font-weight:600">Nulstil din adgangskode</h3>
<p>Vi har modtaget en anmodning om at nulstille adgangskoden til din konto på Limfjord Leverandørportal.</p>
<p><a href="https://leverandor.limfjord-fisk.dk/Account/ResetPassword?userId=5531&amp;code=CfDJ8Nq4xT2vK9mWbLr7aQ" style="background:#1b5e8c;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px">Vælg ny adgangskode</a></p>
<p style="color:#666;font-size:13px">Linket udløber om 60 minutter. Har du ikke bedt om dette, kan du blot ignorere mailen – din adgangskode forbliver uændret.</p>
<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:11px;color:#999">Limfjord Fiskeeksport A/S · CVR 21 44 98 17 · Havnevej 18, 7680 Thyborøn</p>
</div></body></html>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Vestkyst Sparebank
  {
    family: "vestkyst-sparebank",
    group: "negative",
    lang: "nb",
    kind: "new-device",
    code: null,
    link: null,
    from: "Vestkyst Sparebank <varsel@vestkystsparebank.no>",
    to: TO,
    subject: "Ny innlogging i nettbanken fra ukjent enhet",
    date: dt("2026-09-11 22:47:13"),
    text: `Hei Eirik,

Det ble logget inn i nettbanken din fra en enhet vi ikke har sett før.

Tidspunkt: 11.09.2026 kl. 22:45
Enhet: Chrome på Windows
Omtrentlig sted: Tromsø, Norge

Var dette deg? Da trenger du ikke gjøre noe.

Var det ikke deg, ring oss straks på 915 04800 (døgnåpent sperretelefon) eller sperr tilgangen i mobilbanken under Innstillinger > Sikkerhet.

Vestkyst Sparebank ber deg aldri om koder, BankID eller passord på e-post eller telefon.

Hilsen Vestkyst Sparebank
`,
    html: shop({
      brand: "Vestkyst Sparebank",
      logo: "https://www.vestkystsparebank.no/static/mail/logo-vs.png",
      colour: "#00594f",
      lang: "no",
      pre: "Innlogging fra Chrome på Windows, Tromsø.",
      body: `<p>Hei Eirik,</p>
<p>Det ble logget inn i nettbanken din fra en enhet vi ikke har sett før.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:14px;background:#f3f7f6;width:100%">
<tr><td style="width:40%;color:#555">Tidspunkt</td><td>11.09.2026 kl. 22:45</td></tr>
<tr><td style="color:#555">Enhet</td><td>Chrome på Windows</td></tr>
<tr><td style="color:#555">Omtrentlig sted</td><td>Tromsø, Norge</td></tr>
</table>
<p>Var dette deg? Da trenger du ikke gjøre noe.</p>
<p>Var det ikke deg, ring oss straks på <a href="tel:+4791504800">915 04800</a> (døgnåpent sperretelefon) eller <a href="https://www.vestkystsparebank.no/sikkerhet/sperr-tilgang" style="color:#00594f">sperr tilgangen</a>.</p>
<p style="font-size:13px;color:#666">Vestkyst Sparebank ber deg aldri om koder, BankID eller passord på e-post eller telefon.</p>`,
      foot:
        `Vestkyst Sparebank · Strandgata 22, 6700 Måløy · Org.nr. 937 882 104<br><a href="https://www.vestkystsparebank.no/personvern" style="color:#8a8a8a">Personvern</a> · <a href="https://www.vestkystsparebank.no/kontakt" style="color:#8a8a8a">Kontakt oss</a>`,
    }),
    enc: "b64",
  },
  {
    family: "vestkyst-sparebank",
    group: "regional",
    lang: "nb",
    kind: "verify-code",
    code: "406158",
    link: null,
    from: "Vestkyst Sparebank <varsel@vestkystsparebank.no>",
    to: TO,
    subject: "Bekreft ny e-postadresse",
    date: dt("2026-09-19 13:02:40"),
    text: `Hei Eirik,

Du har endret e-postadressen for varsler fra Vestkyst Sparebank til eirik@mskvitvingen.no.

Skriv inn denne koden i mobilbanken for å bekrefte endringen:

    406158

Koden er gyldig i 20 minutter.

Har du ikke gjort denne endringen? Ring oss på 57 85 60 00.

Hilsen Vestkyst Sparebank
`,
    html: shop({
      brand: "Vestkyst Sparebank",
      logo: "https://www.vestkystsparebank.no/static/mail/logo-vs.png",
      colour: "#00594f",
      lang: "no",
      pre: "Bekreftelseskode for ny e-postadresse",
      body: `<p>Hei Eirik,</p>
<p>Du har endret e-postadressen for varsler fra Vestkyst Sparebank til <strong>eirik@mskvitvingen.no</strong>.</p>
<p>Skriv inn denne koden i mobilbanken for å bekrefte endringen:</p>
${codeCells("406158", "#00594f")}
<p style="font-size:13px;color:#666">Koden er gyldig i 20 minutter. Har du ikke gjort denne endringen? Ring oss på 57 85 60 00.</p>`,
      foot:
        `Vestkyst Sparebank · Strandgata 22, 6700 Måløy · Org.nr. 937 882 104<br><a href="https://www.vestkystsparebank.no/personvern" style="color:#8a8a8a">Personvern</a>`,
    }),
    enc: "qp",
  },
  {
    family: "vestkyst-sparebank",
    group: "negative",
    lang: "nb",
    kind: "statement",
    code: null,
    link: null,
    from: "Vestkyst Sparebank <post@vestkystsparebank.no>",
    to: TO,
    subject: "Kontoutskrift for september er klar",
    date: dt("2026-10-02 06:30:00"),
    text: `Hei,

Kontoutskriften for september 2026 for konto 4512.••.•••87 (MS Kvitvingen AS, driftskonto) er nå tilgjengelig i nettbanken under Dokumenter.

Saldo per 30.09.2026: 412 880,14 kr

Logg inn på https://nettbank.vestkystsparebank.no for å lese den.

Hilsen Vestkyst Sparebank
Denne e-posten kan ikke besvares.
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Brimbanki (Iceland)
  {
    family: "brimbanki",
    group: "regional",
    lang: "is",
    kind: "two-step-code",
    code: "831207",
    link: null,
    from: "Brimbanki <oryggi@brimbanki.is>",
    to: TO,
    subject: "Auðkenningarkóði: 83 12 07",
    date: dt("2026-09-23 07:14:55", "+0000"),
    text: `Auðkenningarkóðinn þinn er 83 12 07

Sláðu kóðann inn í netbanka Brimbanka til að ljúka innskráningu. Hann gildir í 5 mínútur.

Starfsfólk Brimbanka biður þig aldrei um að gefa upp kóða í síma eða tölvupósti.

Brimbanki hf. · Strandgötu 9 · 400 Ísafirði · sími 410 7700
`,
    html: `<!DOCTYPE html><html lang="is"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#0e2a3a">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0e2a3a"><tr><td align="center" style="padding:36px 12px">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:Helvetica,Arial,sans-serif">
<tr><td style="padding:28px 34px 0 34px"><img src="https://www.brimbanki.is/mail/brim-logo@2x.png" width="120" alt="Brimbanki"></td></tr>
<tr><td style="padding:20px 34px;font-size:15px;line-height:22px;color:#1d2b36">
<p style="margin:0 0 8px 0">Auðkenningarkóðinn þinn er</p>
<p style="margin:0 0 18px 0;font-size:34px;font-weight:700;letter-spacing:4px;color:#0e6ba8">83 12 07</p>
<p style="margin:0 0 12px 0">Sláðu kóðann inn í netbanka Brimbanka til að ljúka innskráningu. Hann gildir í 5 mínútur.</p>
<p style="margin:0;font-size:13px;color:#6b7c88">Starfsfólk Brimbanka biður þig aldrei um að gefa upp kóða í síma eða tölvupósti.</p>
</td></tr>
<tr><td style="padding:16px 34px 26px 34px;font-size:11px;color:#9aa8b2;border-top:1px solid #e8edf0">Brimbanki hf. · Strandgötu 9 · 400 Ísafirði · sími 410 7700 · <a href="https://www.brimbanki.is/personuvernd" style="color:#9aa8b2">Persónuvernd</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "brimbanki",
    group: "negative",
    lang: "is",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Brimbanki <tilkynningar@brimbanki.is>",
    to: TO,
    subject: "Erlend greiðsla hefur borist",
    date: dt("2026-10-26 10:03:12", "+0000"),
    text: `Erlend greiðsla hefur verið lögð inn á gjaldeyrisreikning þinn.

Upphæð: EUR 8.940,00
Greiðandi: Nordsee Feinkost Husum GmbH
Tilvísun: RE 2026-0481
Reikningur: 0133-38-••••51 (EUR)
Gengi dagsins: 146,82

Engin þóknun var dregin af greiðslunni. Nánari upplýsingar eru í netbankanum undir Yfirlit.

Kveðja,
Brimbanki
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Fakturaløs (invoicing app)
  {
    family: "fakturalos",
    group: "regional",
    lang: "nb",
    kind: "verify-link",
    code: null,
    link: "https://app.fakturalos.no/registrer/bekreft/9f3c61e2-4b0d-4c55-a8d7-2e1f0b7c9a44",
    from: "Fakturaløs <hei@fakturalos.no>",
    to: TO,
    subject: "Velkommen til Fakturaløs – bekreft e-posten din",
    date: dt("2026-09-03 19:22:37"),
    text: `Velkommen til Fakturaløs, Eirik!

Før du sender din første faktura fra MS Kvitvingen AS må vi vite at e-postadressen er din.

Bekreft e-postadressen:
https://app.fakturalos.no/registrer/bekreft/9f3c61e2-4b0d-4c55-a8d7-2e1f0b7c9a44

Prøveperioden din varer i 30 dager, helt til 03.10.2026. Etter det koster Fakturaløs Standard 149 kr/mnd eks. mva.

Lurer du på noe? Svar på denne e-posten eller se hjelpesidene på https://hjelp.fakturalos.no

Hilsen Ingrid og resten av gjengen i Fakturaløs
Fakturaløs AS · Kanalveien 11, 5068 Bergen
`,
    html:
      `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#fff8f1">
<div style="display:none;max-height:0;overflow:hidden">Ett klikk, så er du klar til å fakturere.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fff8f1"><tr><td align="center" style="padding:32px 12px">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:14px;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#2a2320">
<tr><td style="padding:30px 40px 6px 40px"><img src="https://cdn.fakturalos.no/mail/fakturalos-logo.png" alt="Fakturaløs" width="132"></td></tr>
<tr><td style="padding:10px 40px 30px 40px;font-size:16px;line-height:25px">
<h1 style="font-size:24px;margin:10px 0 16px 0">Velkommen til Fakturaløs, Eirik!</h1>
<p>Før du sender din første faktura fra MS Kvitvingen AS må vi vite at e-postadressen er din.</p>
<p style="margin:26px 0"><a href="https://app.fakturalos.no/registrer/bekreft/9f3c61e2-4b0d-4c55-a8d7-2e1f0b7c9a44" style="background:#ff6a3d;color:#ffffff;padding:14px 28px;border-radius:30px;text-decoration:none;font-weight:600">Bekreft e-postadressen</a></p>
<p style="font-size:14px;color:#6f625b">Prøveperioden din varer i 30 dager, helt til 03.10.2026. Etter det koster Fakturaløs Standard 149 kr/mnd eks. mva.</p>
<p style="font-size:14px;color:#6f625b">Lurer du på noe? Svar på denne e-posten eller se <a href="https://hjelp.fakturalos.no" style="color:#ff6a3d">hjelpesidene</a>.</p>
<p>Hilsen Ingrid og resten av gjengen i Fakturaløs</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a39890">Fakturaløs AS · Kanalveien 11, 5068 Bergen · <a href="https://fakturalos.no/vilkar" style="color:#a39890">Vilkår</a> · <a href="https://fakturalos.no/personvern" style="color:#a39890">Personvern</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "fakturalos",
    group: "negative",
    lang: "nb",
    kind: "invoice-paid",
    code: null,
    link: null,
    from: "Fakturaløs <varsel@fakturalos.no>",
    to: TO,
    subject: "💸 Faktura 2026-114 er betalt",
    date: dt("2026-10-23 17:05:51"),
    text: `Faktura 2026-114 til Polaris Seafood Ltd er registrert som betalt.

Fakturabeløp: EUR 11 617,20
Innbetalt: 23.10.2026
Forfall var: 26.10.2026

Du har nå 2 ubetalte fakturaer på til sammen 86 420,00 kr. Se oversikten i Fakturaløs.

– Fakturaløs
Skru av slike varsler: https://app.fakturalos.no/innstillinger/varsler
`,
    html: `<!doctype html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8f1;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px"><tr><td style="padding:28px 36px;font-size:15px;line-height:23px;color:#2a2320">
<p style="font-size:40px;margin:0">💸</p>
<p>Faktura <strong>2026-114</strong> til <strong>Polaris Seafood Ltd</strong> er registrert som betalt.</p>
<table cellpadding="4" style="font-size:14px"><tr><td style="color:#8a7d75">Fakturabeløp</td><td>EUR 11 617,20</td></tr><tr><td style="color:#8a7d75">Innbetalt</td><td>23.10.2026</td></tr><tr><td style="color:#8a7d75">Forfall var</td><td>26.10.2026</td></tr></table>
<p>Du har nå 2 ubetalte fakturaer på til sammen 86 420,00 kr. <a href="https://app.fakturalos.no/fakturaer?status=ubetalt" style="color:#ff6a3d">Se oversikten</a></p>
</td></tr></table>
<p style="font-size:11px;color:#a39890"><a href="https://app.fakturalos.no/innstillinger/varsler" style="color:#a39890">Skru av slike varsler</a> · Fakturaløs AS, Bergen</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "fakturalos",
    group: "regional",
    lang: "nb",
    kind: "reset-link",
    code: null,
    link: "https://app.fakturalos.no/passord/ny?token=r3s3t.eyJ1aWQiOjQ0MTgyfQ.kL9wQ2",
    from: "Fakturaløs <hei@fakturalos.no>",
    to: TO,
    subject: "Nytt passord til Fakturaløs",
    date: dt("2026-10-17 06:48:29"),
    text: `Hei Eirik,

Noen (forhåpentligvis du) ba om å lage nytt passord til Fakturaløs-kontoen din.

Velg nytt passord her: https://app.fakturalos.no/passord/ny?token=r3s3t.eyJ1aWQiOjQ0MTgyfQ.kL9wQ2

Lenken virker én gang og går ut om en time. Ba du ikke om dette, kan du trygt slette e-posten.

Hilsen Fakturaløs
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Bunkerkort Nord (fuel card)
  {
    family: "bunkerkort-nord",
    group: "negative",
    lang: "nb",
    kind: "statement",
    code: null,
    link: null,
    from: "Bunkerkort Nord <faktura@bunkerkort.no>",
    to: TO,
    subject: "Månedsfaktura september 2026 – kundenr. 70 2214",
    date: dt("2026-10-01 04:12:00"),
    text: `Hei,

Vedlagt ligger fakturaen for september 2026 på drivstoffkortene til MS Kvitvingen AS (kundenr. 70 2214).

Fakturanummer: 2026091477
Antall fyllinger: 6
Levert: 4 380 liter anleggsdiesel (avgiftsfri, fiskeri)
Å betale: 52 341,60 kr
Forfall: 20.10.2026 (avtalegiro)

Kort: •••• 3318 (Kvitvingen), •••• 3326 (lettbåt)

Spørsmål om fakturaen? Ring kundesenteret på 75 50 91 00.

Vennlig hilsen
Bunkerkort Nord AS
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Faktura_2026091477.pdf",
      "application/pdf",
      pdf("Bunkerkort Nord AS - Faktura 2026091477", [
        "Kunde: MS Kvitvingen AS, kundenr. 70 2214",
        "Periode: 01.09.2026 - 30.09.2026",
        "Levert: 4 380 liter anleggsdiesel",
        "A betale: 52 341,60 kr",
        "Forfall: 20.10.2026",
      ]),
    ],
  },
  {
    family: "bunkerkort-nord",
    group: "regional",
    lang: "nb",
    kind: "login-code",
    code: "264913",
    link: null,
    from: "Bunkerkort Nord <no-reply@bunkerkort.no>",
    to: TO,
    subject: "Din kode til Min Bunker",
    date: dt("2026-10-08 12:31:46"),
    text: `Din kode til Min Bunker er 264913.

Koden gjelder i 10 minutter.

Bunkerkort Nord AS · Sjøgata 40, 8006 Bodø · 75 50 91 00
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#f5f5f5">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #f2b705">
<tr><td style="padding:24px 28px;font-size:15px;color:#333">
<img src="https://www.bunkerkort.no/img/bkn-logo-email.png" alt="Bunkerkort Nord" width="110"><br><br>
Din kode til <b>Min Bunker</b> er
<div style="font-size:30px;font-weight:bold;margin:14px 0;color:#111">264913</div>
<span style="color:#888;font-size:13px">Koden gjelder i 10 minutter.</span>
</td></tr>
<tr><td style="padding:12px 28px;background:#222;color:#aaa;font-size:11px">Bunkerkort Nord AS · Sjøgata 40, 8006 Bodø · 75 50 91 00 · <a href="https://www.bunkerkort.no/personvern" style="color:#aaa">Personvern</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "bunkerkort-nord",
    group: "negative",
    lang: "nb",
    kind: "card-blocked",
    code: null,
    link: null,
    from: "Bunkerkort Nord <sikkerhet@bunkerkort.no>",
    to: TO,
    subject: "Kort •••• 3326 er midlertidig sperret",
    date: dt("2026-10-19 03:58:14"),
    text: `Hei,

Drivstoffkort •••• 3326 (lettbåt) ble sperret kl. 03:52 etter tre feil PIN-forsøk på Bunkerstasjon Sørvågen.

Kortet åpnes automatisk igjen kl. 06:00. Trenger du det før, ring vakttelefonen på 75 50 91 99.

Var det ikke du eller mannskapet ditt som brukte kortet, ring oss med en gang, så sperrer vi det permanent og sender nytt kort.

Bunkerkort Nord AS
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="border-top:6px solid #c0392b;padding:20px">
<p><b>Kort •••• 3326 er midlertidig sperret</b></p>
<p>Drivstoffkort •••• 3326 (lettbåt) ble sperret kl. 03:52 etter tre feil PIN-forsøk på Bunkerstasjon Sørvågen.</p>
<p>Kortet åpnes automatisk igjen kl. 06:00. Trenger du det før, ring vakttelefonen på <b>75 50 91 99</b>.</p>
<p>Var det ikke du eller mannskapet ditt som brukte kortet, ring oss med en gang, så sperrer vi det permanent og sender nytt kort.</p>
<p style="color:#888;font-size:11px">Bunkerkort Nord AS · <a href="https://www.bunkerkort.no/kundeservice">Kundeservice</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Skarvtek Marine (electronics)
  {
    family: "skarvtek-marine",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-s6mzE8",
    from: "Skarvtek Marine <account@skarvtek.com>",
    to: TO,
    subject: "Confirm your email to register your Skarvtek device",
    date: dt("2026-09-09 11:40:05"),
    text: `Hi Eirik,

You're one step away from registering your ST-9 Multifunction Display (serial SK9-2603-118842) with Skarvtek.

Confirm your email address:
https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-s6mzE8

Once confirmed, you'll get chart updates, the 3-year extended warranty and access to the SkarvLink app.

If you didn't create a Skarvtek ID, ignore this message.

Skarvtek Marine AS
Nordre Ringvei 7, 6009 Ålesund, Norway
`,
    html: shop({
      brand: "Skarvtek Marine",
      logo: "https://static.skarvtek.com/email/skarvtek-logo-dark.png",
      colour: "#e4572e",
      pre: "Register your ST-9 and unlock the 3-year warranty.",
      body: `<p style="font-size:20px;font-weight:bold;margin:0 0 12px 0">Confirm your email</p>
<p>Hi Eirik,</p>
<p>You're one step away from registering your <strong>ST-9 Multifunction Display</strong> (serial SK9-2603-118842) with Skarvtek.</p>
${button("https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-s6mzE8", "Confirm email address", "#e4572e")}
<p>Once confirmed, you'll get chart updates, the 3-year extended warranty and access to the SkarvLink app.</p>
<table cellpadding="0" cellspacing="0"><tr>
<td><a href="https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-appstore"><img src="https://static.skarvtek.com/email/badge-appstore.png" alt="Download on the App Store" width="120"></a></td>
<td style="padding-left:8px"><a href="https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-googleplay"><img src="https://static.skarvtek.com/email/badge-googleplay.png" alt="Get it on Google Play" width="135"></a></td>
</tr></table>
<p style="font-size:13px;color:#888">If you didn't create a Skarvtek ID, ignore this message.</p>`,
      foot:
        `Skarvtek Marine AS · Nordre Ringvei 7, 6009 Ålesund, Norway<br>© 2026 Skarvtek · <a href="https://www.skarvtek.com/privacy" style="color:#8a8a8a">Privacy policy</a>`,
    }),
    enc: "qp",
  },
  {
    family: "skarvtek-marine",
    group: "negative",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Skarvtek Store <orders@skarvtek.com>",
    to: TO,
    subject: "Your order SKV-100482 has shipped",
    date: dt("2026-09-25 14:09:33"),
    text: `Good news – your order is on its way.

Order SKV-100482 (placed 22 September 2026)

1 x SkarvSonar CHIRP transducer TM-265, 1 kW        NOK 18 990.00
1 x NMEA 2000 starter kit                            NOK  1 249.00
Shipping (Bring, business parcel)                    NOK    249.00
Total incl. VAT                                      NOK 20 488.00

Carrier: Bring
Tracking number: 70712345678901234
Expected delivery: 29 September 2026 to Myre

Track your parcel: https://sporing.bring.no/sporing/70712345678901234

Skarvtek Store · +47 70 10 44 80
`,
    html: shop({
      brand: "Skarvtek Marine",
      logo: "https://static.skarvtek.com/email/skarvtek-logo-dark.png",
      colour: "#e4572e",
      pre: "Order SKV-100482 is on its way – expected 29 September.",
      body: `<p style="font-size:20px;font-weight:bold;margin:0 0 12px 0">Good news – your order is on its way.</p>
<p>Order <strong>SKV-100482</strong> (placed 22 September 2026)</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee">
<tr><td><img src="https://static.skarvtek.com/products/tm265-thumb.jpg" width="48" alt="TM-265"></td><td>SkarvSonar CHIRP transducer TM-265, 1 kW</td><td align="right">NOK 18 990.00</td></tr>
<tr><td><img src="https://static.skarvtek.com/products/n2k-kit-thumb.jpg" width="48" alt="NMEA 2000 kit"></td><td>NMEA 2000 starter kit</td><td align="right">NOK 1 249.00</td></tr>
<tr><td></td><td>Shipping (Bring, business parcel)</td><td align="right">NOK 249.00</td></tr>
<tr><td></td><td><strong>Total incl. VAT</strong></td><td align="right"><strong>NOK 20 488.00</strong></td></tr>
</table>
<p>Carrier: Bring · Tracking number: 70712345678901234<br>Expected delivery: 29 September 2026 to Myre</p>
${button("https://sporing.bring.no/sporing/70712345678901234", "Track your parcel", "#333333")}`,
      foot:
        `Skarvtek Store · +47 70 10 44 80 · <a href="https://www.skarvtek.com/returns" style="color:#8a8a8a">Returns</a> · <a href="https://www.skarvtek.com/support" style="color:#8a8a8a">Support</a>`,
    }),
    enc: "qp",
  },
  {
    family: "skarvtek-marine",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Skarvtek Marine <news@skarvtek.com>",
    to: TO,
    subject: "ST-9 software 4.2: auto-tuning sonar and new ice charts",
    date: dt("2026-10-14 09:00:00"),
    text: `SKARVTEK NEWS – OCTOBER 2026

ST-9 software 4.2 is out
Auto-tuning CHIRP sonar, faster radar overlay and the new Arctic ice-edge layer. Update over Wi-Fi from Settings > System, or download it:
https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-news42

Winter service offer
20 % off autopilot service at our Ålesund and Tromsø workshops until 30 November.
https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-winter

Meet us at Nor-Fishing Fair, stand D-214.

You receive this because you registered a Skarvtek device.
Unsubscribe: https://email.skarvtek.com/unsubscribe?u=8842&l=news
Skarvtek Marine AS, Nordre Ringvei 7, 6009 Ålesund, Norway
`,
    html: shop({
      brand: "Skarvtek Marine",
      logo: "https://static.skarvtek.com/email/skarvtek-logo-dark.png",
      colour: "#e4572e",
      pre: "Auto-tuning sonar, faster radar overlay, Arctic ice-edge layer.",
      body:
        `<img src="https://static.skarvtek.com/email/2026-10/hero-st9-42.jpg" width="528" alt="ST-9 on a bridge at dawn" style="display:block;width:100%;height:auto">
<h2 style="font-size:20px;margin:18px 0 8px 0">ST-9 software 4.2 is out</h2>
<p>Auto-tuning CHIRP sonar, faster radar overlay and the new Arctic ice-edge layer. Update over Wi-Fi from Settings &gt; System.</p>
${button("https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-news42", "What's new in 4.2", "#e4572e")}
<h3 style="font-size:17px;margin:20px 0 6px 0">Winter service offer</h3>
<p>20 % off autopilot service at our Ålesund and Tromsø workshops until 30 November. <a href="https://email.skarvtek.com/c/eJwNy0sKgzAURuFTKw1rmv9EwGp-winter" style="color:#e4572e">Book a workshop slot</a></p>
<p>Meet us at Nor-Fishing Fair, stand D-214.</p>`,
      foot:
        `You receive this because you registered a Skarvtek device.<br><a href="https://email.skarvtek.com/unsubscribe?u=8842&amp;l=news" style="color:#8a8a8a">Unsubscribe</a> · <a href="https://www.facebook.com/skarvtek" style="color:#8a8a8a">Facebook</a> · <a href="https://www.instagram.com/skarvtek" style="color:#8a8a8a">Instagram</a><br>Skarvtek Marine AS, Nordre Ringvei 7, 6009 Ålesund, Norway`,
    }),
    enc: "b64",
  },
  // ---------------------------------------------------------------- Bølgevern Forsikring
  {
    family: "bolgevern-forsikring",
    group: "negative",
    lang: "nb",
    kind: "policy-renewal",
    code: null,
    link: null,
    from: "Bølgevern Forsikring <kundeservice@bolgevern.no>",
    to: TO,
    subject: "Fornyelse av kaskoforsikring for LK-412-V Kvitvingen",
    date: dt("2026-09-15 10:00:00"),
    text: `Hei Eirik,

Forsikringen for fartøyet ditt fornyes automatisk 01.11.2026.

Polisenummer: BV-FF-2209-4471
Fartøy: LK-412-V Kvitvingen, 10,98 m, bygd 2004
Dekning: Kasko (forsikringssum 4 200 000 kr), P&I, ulykke mannskap (3 personer)
Egenandel kasko: 50 000 kr
Årspremie 2026/2027: 38 412 kr (2025/2026: 36 980 kr)

Premien øker med 3,9 % på grunn av indeksregulering. Fornyelsesdokumentene ligger på Min side.

Ønsker du endringer, ta kontakt innen 15.10.2026 på 51 20 14 00 eller svar på denne e-posten.

Vennlig hilsen
Torunn Vik, rådgiver fiskefartøy
Bølgevern Forsikring AS
`,
    html: shop({
      brand: "Bølgevern Forsikring",
      logo: "https://www.bolgevern.no/media/epost/bolgevern-logo.png",
      colour: "#23395d",
      lang: "no",
      pre: "Forsikringen fornyes automatisk 01.11.2026.",
      body: `<p>Hei Eirik,</p>
<p>Forsikringen for fartøyet ditt fornyes automatisk <strong>01.11.2026</strong>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #dfe3ea">
<tr bgcolor="#f5f7fa"><td style="width:42%">Polisenummer</td><td>BV-FF-2209-4471</td></tr>
<tr><td>Fartøy</td><td>LK-412-V Kvitvingen, 10,98 m, bygd 2004</td></tr>
<tr bgcolor="#f5f7fa"><td>Dekning</td><td>Kasko (forsikringssum 4 200 000 kr), P&amp;I, ulykke mannskap (3 personer)</td></tr>
<tr><td>Egenandel kasko</td><td>50 000 kr</td></tr>
<tr bgcolor="#f5f7fa"><td>Årspremie 2026/2027</td><td><strong>38 412 kr</strong> (2025/2026: 36 980 kr)</td></tr>
</table>
<p>Premien øker med 3,9 % på grunn av indeksregulering. Fornyelsesdokumentene ligger på <a href="https://minside.bolgevern.no/dokumenter" style="color:#23395d">Min side</a>.</p>
<p>Ønsker du endringer, ta kontakt innen 15.10.2026 på 51 20 14 00 eller svar på denne e-posten.</p>
<p>Vennlig hilsen<br>Torunn Vik, rådgiver fiskefartøy<br>Bølgevern Forsikring AS</p>`,
      foot:
        `Bølgevern Forsikring AS · Kirkegata 5, 4006 Stavanger · Org.nr. 989 331 772<br><a href="https://www.bolgevern.no/personvern" style="color:#8a8a8a">Personvern</a> · <a href="https://www.bolgevern.no/vilkar" style="color:#8a8a8a">Vilkår</a>`,
    }),
    enc: "qp",
  },
  {
    family: "bolgevern-forsikring",
    group: "negative",
    lang: "nb",
    kind: "claim-received",
    code: null,
    link: null,
    from: "Bølgevern Skade <skade@bolgevern.no>",
    to: TO,
    subject: "Vi har mottatt skademeldingen din – sak 2026-SK-018833",
    date: dt("2026-10-09 15:33:21"),
    text: `Hei Eirik,

Takk for skademeldingen. Vi har registrert saken slik:

Saksnummer: 2026-SK-018833
Skadedato: 07.10.2026
Hva skjedde: Tauverk i propell ved Andenes, dykker måtte kutte løs
Polise: BV-FF-2209-4471

Saksbehandleren din er Jon Erling Sæle. Han tar kontakt innen 3 virkedager. Kvitteringer for dykker og slipp kan du ettersende ved å svare på denne e-posten – husk å oppgi saksnummeret.

Vennlig hilsen
Bølgevern Forsikring, skadeavdelingen
Telefon 51 20 14 10
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "bolgevern-forsikring",
    group: "regional",
    lang: "nb",
    kind: "login-code",
    code: "519-442",
    code_digits: "519442",
    link: null,
    from: "Bølgevern Forsikring <minside@bolgevern.no>",
    to: TO,
    subject: "Engangskode til Min side",
    date: dt("2026-10-09 15:10:02"),
    text: `Engangskode til Min side: 519-442

Koden brukes til å logge inn på Min side hos Bølgevern. Den er gyldig i 5 minutter.

Ikke del koden med noen. Bølgevern spør aldri etter den.
`,
    html: shop({
      brand: "Bølgevern Forsikring",
      logo: "https://www.bolgevern.no/media/epost/bolgevern-logo.png",
      colour: "#23395d",
      lang: "no",
      pre: "Engangskode til Min side",
      body: `<p>Engangskode til Min side:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:3px;color:#23395d;margin:10px 0 20px 0">519-442</p>
<p>Koden brukes til å logge inn på Min side hos Bølgevern. Den er gyldig i 5 minutter.</p>
<p style="font-size:13px;color:#777">Ikke del koden med noen. Bølgevern spør aldri etter den.</p>`,
      foot:
        `Bølgevern Forsikring AS · Kirkegata 5, 4006 Stavanger<br><a href="https://www.bolgevern.no/personvern" style="color:#8a8a8a">Personvern</a>`,
    }),
    enc: "b64",
  },
  // ---------------------------------------------------------------- Klaksvíkar Havn (Faroe Islands)
  {
    family: "klaksvikar-havn",
    group: "regional",
    lang: "fo",
    kind: "confirm-booking",
    code: null,
    link: "https://bilegging.klaksvikhavn.fo/vatta?b=KH-26-0912&k=7c2e90aa41",
    from: "Klaksvíkar Havn <bilegging@klaksvikhavn.fo>",
    to: TO,
    subject: "Vátta umbøn um bátapláss – KH-26-0912",
    date: dt("2026-09-27 18:20:44", "+0100"),
    text: `Góðan dag Eirik Havsø,

Vit hava móttikið tína umbøn um bátapláss í Klaksvíkar Havn:

Skip: Kvitvingen (LK-412-V), 10,98 m
Tíðarskeið: 02.10.2026 – 06.10.2026
Bryggja: Norðuri á Bryggjubakka, pláss 14
Rafmagn og vatn: ja
Prísur: 4 nætur x 210 kr. = 840 DKK

Umbønin er ikki endalig fyrr enn tú hevur váttað hana. Vátta her innan 24 tímar:
https://bilegging.klaksvikhavn.fo/vatta?b=KH-26-0912&k=7c2e90aa41

Um tú ikki hevur biðið um pláss, kanst tú síggja burtur frá hesum teldubrævi.

Vinarliga
Havnaskrivstovan, Klaksvík
Sími +298 45 51 00 · VHF rás 12
`,
    html: `<!DOCTYPE html><html lang="fo"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9eef2;font-family:Georgia,'Times New Roman',serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#1d4e89;padding:16px 26px"><img src="https://klaksvikhavn.fo/myndir/havn-merki-hvitt.png" alt="Klaksvíkar Havn" height="40"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:23px;color:#1b1b1b">
<p>Góðan dag Eirik Havsø,</p>
<p>Vit hava móttikið tína umbøn um bátapláss í Klaksvíkar Havn:</p>
<table cellpadding="4" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px">
<tr><td style="color:#666">Skip</td><td>Kvitvingen (LK-412-V), 10,98 m</td></tr>
<tr><td style="color:#666">Tíðarskeið</td><td>02.10.2026 – 06.10.2026</td></tr>
<tr><td style="color:#666">Bryggja</td><td>Norðuri á Bryggjubakka, pláss 14</td></tr>
<tr><td style="color:#666">Rafmagn og vatn</td><td>ja</td></tr>
<tr><td style="color:#666">Prísur</td><td>4 nætur x 210 kr. = 840 DKK</td></tr>
</table>
<p>Umbønin er ikki endalig fyrr enn tú hevur váttað hana. Vátta innan 24 tímar:</p>
<p><a href="https://bilegging.klaksvikhavn.fo/vatta?b=KH-26-0912&amp;k=7c2e90aa41" style="display:inline-block;background:#1d4e89;color:#ffffff;padding:11px 22px;text-decoration:none;font-family:Arial,sans-serif">Vátta bílegging</a></p>
<p style="font-size:13px;color:#666">Um tú ikki hevur biðið um pláss, kanst tú síggja burtur frá hesum teldubrævi.</p>
<p>Vinarliga<br>Havnaskrivstovan, Klaksvík</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f3f5f7;font-family:Arial,sans-serif;font-size:11px;color:#777">Klaksvíkar Havn · Bryggjubakki 1 · FO-700 Klaksvík · Sími +298 45 51 00 · VHF rás 12 · <a href="https://klaksvikhavn.fo" style="color:#777">klaksvikhavn.fo</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "klaksvikar-havn",
    group: "negative",
    lang: "fo",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Klaksvíkar Havn <bilegging@klaksvikhavn.fo>",
    to: TO,
    subject: "Bílegging váttað – KH-26-0912",
    date: dt("2026-09-27 18:26:10", "+0100"),
    text: `Takk fyri, bíleggingin er nú váttað.

Bíleggingarnúmar: KH-26-0912
Skip: Kvitvingen (LK-412-V)
Koma: 02.10.2026, Bryggjubakki pláss 14
Fara: 06.10.2026
Prísur: 840 DKK – rokningin verður send eftir brottferð.

Ring á +298 45 51 00 ella kalla á VHF rás 12, tá ið tit eru 30 minuttir frá havnini.

Góða ferð!
Havnaskrivstovan, Klaksvík
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Hyrefolk Lønn (crew payroll)
  {
    family: "hyrefolk-lonn",
    group: "regional",
    lang: "nb",
    kind: "two-step-code",
    code: "087315",
    link: null,
    from: "Hyrefolk <sikkerhet@hyrefolk.no>",
    to: TO,
    subject: "087315 er koden din for Hyrefolk",
    date: dt("2026-09-29 20:11:08"),
    text: `087315 er koden din for Hyrefolk

Bruk koden for å fullføre innloggingen for MS Kvitvingen AS. Den utløper om 10 minutter.

Fikk du denne uten å ha logget inn? Da kan noen kjenne passordet ditt – bytt det under Profil > Sikkerhet.

Hyrefolk – lott og lønn for fiskeflåten
`,
    html: `<!doctype html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f8f7;font-family:Inter,Arial,sans-serif;color:#17332b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e8e5;border-radius:8px">
<tr><td style="padding:26px 32px 0 32px;font-weight:700;font-size:18px;color:#2f7d63">hyrefolk</td></tr>
<tr><td style="padding:18px 32px 28px 32px;font-size:15px;line-height:22px">
<p style="margin:0 0 16px 0">Bruk koden for å fullføre innloggingen for MS Kvitvingen AS.</p>
${codeCells("087315", "#17332b")}
<p style="margin:0 0 10px 0;color:#5d7169;font-size:13px">Den utløper om 10 minutter.</p>
<p style="margin:0;color:#5d7169;font-size:13px">Fikk du denne uten å ha logget inn? Da kan noen kjenne passordet ditt – bytt det under Profil &gt; Sikkerhet.</p>
</td></tr></table>
<p style="font-size:11px;color:#8fa39b">Hyrefolk AS · Storgata 71, 9008 Tromsø · <a href="https://hyrefolk.no/hjelp" style="color:#8fa39b">Hjelp</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "hyrefolk-lonn",
    group: "negative",
    lang: "nb",
    kind: "payroll-approved",
    code: null,
    link: null,
    from: "Hyrefolk <varsel@hyrefolk.no>",
    to: TO,
    subject: "Lottoppgjør september godkjent – a-melding sendt",
    date: dt("2026-10-05 09:14:37"),
    text: `Hei Eirik,

Lottoppgjøret for september er godkjent og sendt til utbetaling.

Mannskap: 3 (Eirik Havsø, Arnt Olsen, Kasper Nowak)
Lottgrunnlag: 438 200 kr
Sum mannskapslott: 148 636 kr
Forskuddstrekk: 41 220 kr
Utbetaling: 07.10.2026

A-meldingen for september er levert til Skatteetaten (kvittering 1047-26-558812). Lønnsslippene er tilgjengelige for mannskapet i appen.

Hilsen Hyrefolk
`,
    html: `<!doctype html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f8f7;font-family:Inter,Arial,sans-serif;color:#17332b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e8e5;border-radius:8px">
<tr><td style="padding:26px 32px 0 32px;font-weight:700;font-size:18px;color:#2f7d63">hyrefolk</td></tr>
<tr><td style="padding:18px 32px 28px 32px;font-size:15px;line-height:22px">
<p>Hei Eirik,</p>
<p>Lottoppgjøret for september er godkjent og sendt til utbetaling.</p>
<table width="100%" cellpadding="5" style="font-size:14px;background:#f3f7f5">
<tr><td>Mannskap</td><td>3 (Eirik Havsø, Arnt Olsen, Kasper Nowak)</td></tr>
<tr><td>Lottgrunnlag</td><td>438 200 kr</td></tr>
<tr><td>Sum mannskapslott</td><td>148 636 kr</td></tr>
<tr><td>Forskuddstrekk</td><td>41 220 kr</td></tr>
<tr><td>Utbetaling</td><td>07.10.2026</td></tr>
</table>
<p>A-meldingen for september er levert til Skatteetaten (kvittering 1047-26-558812). Lønnsslippene er tilgjengelige for mannskapet i appen.</p>
<p><a href="https://app.hyrefolk.no/lonnskjoring/2026-09" style="color:#2f7d63">Se lønnskjøringen</a></p>
</td></tr></table>
<p style="font-size:11px;color:#8fa39b">Hyrefolk AS · Storgata 71, 9008 Tromsø</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- Stormrute (weather routing)
  {
    family: "stormrute",
    group: "regional",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://app.stormrute.com/auth/magic?token=sr_ml_5d1Kx0bQ8yTzW2pLc9",
    from: "Stormrute <login@stormrute.com>",
    to: TO,
    subject: "Your Stormrute sign-in link",
    date: dt("2026-09-05 04:52:19"),
    text: `Sign in to Stormrute

Tap the link below on this device to sign in. It works once and expires in 15 minutes.

https://app.stormrute.com/auth/magic?token=sr_ml_5d1Kx0bQ8yTzW2pLc9

Requested from: iPad, Stormrute app 6.3 (Bodø, NO)

If you didn't ask to sign in, you can ignore this email.

Stormrute – weather routing for small working boats
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#0d1b2a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" border="0" style="background:#13263b;border-radius:12px">
<tr><td style="padding:32px 36px 8px 36px"><img src="https://assets.stormrute.com/mail/stormrute-logo-light.png" alt="Stormrute" width="128"></td></tr>
<tr><td style="padding:8px 36px 32px 36px;font-family:-apple-system,Helvetica,Arial,sans-serif;color:#dce6f0;font-size:15px;line-height:23px">
<h1 style="font-size:22px;color:#ffffff;margin:12px 0">Sign in to Stormrute</h1>
<p>Tap the button on this device to sign in. It works once and expires in 15 minutes.</p>
<p style="margin:26px 0"><a href="https://app.stormrute.com/auth/magic?token=sr_ml_5d1Kx0bQ8yTzW2pLc9" style="background:#4cc9f0;color:#0d1b2a;font-weight:700;padding:13px 30px;border-radius:8px;text-decoration:none">Sign in</a></p>
<p style="font-size:13px;color:#8aa0b6">Requested from: iPad, Stormrute app 6.3 (Bodø, NO)<br>If you didn't ask to sign in, you can ignore this email.</p>
</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#5f748a">Stormrute AS · Tollbugata 8, 8006 Bodø · <a href="https://stormrute.com/privacy" style="color:#5f748a">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "stormrute",
    group: "negative",
    lang: "en",
    kind: "forecast-briefing",
    code: null,
    link: null,
    from: "Stormrute Briefing <briefing@stormrute.com>",
    to: TO,
    subject: "Route briefing: Myre → Klaksvík, departure Tue 29 Sep 14:00 UTC",
    date: dt("2026-09-28 18:00:04"),
    text: `ROUTE BRIEFING – Kvitvingen
Myre (NO) -> Klaksvík (FO), 612 nm, planned departure Tue 29 Sep 14:00 UTC, 8.5 kn

Recommended: depart Wed 30 Sep 06:00 UTC via waypoint 66°10'N 004°30'W
Estimated arrival: Fri 2 Oct 20:30 UTC

Leg  From              To                Wind       Sig. wave  Comment
1    Myre              Vestfjorden mouth SW 8-12 kn 1.2 m      
2    Vestfjorden mouth 66°10'N 004°30'W  W 16-22 kn 2.8 m      gusts 30 kn Thu am
3    66°10'N 004°30'W  Klaksvík          NW 12-18   2.1 m      swell 3 m from NW

Warnings: Gale (Beaufort 8) NE of the Faroes Thursday 03-15 UTC. Route avoids it by 70 nm.

Open the interactive route in the app or at https://app.stormrute.com/routes/KV-0929

This briefing is guidance only; the master is responsible for the voyage.
Manage briefings: https://app.stormrute.com/settings/briefings
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- PolarLink Satcom
  {
    family: "polarlink-satcom",
    group: "negative",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "PolarLink <alerts@polarlink-sat.com>",
    to: TO,
    subject: "You've used 80% of your data – Kvitvingen terminal",
    date: dt("2026-09-18 02:17:45", "+0000"),
    text: `Hi Eirik,

Your PolarLink Maritime 50 plan on terminal PL-UT-00318827 ("Kvitvingen") has used 40 GB of 50 GB this billing cycle.

Cycle: 4 September – 3 October 2026
Remaining: 10 GB
Usage after 50 GB: reduced speed (1 Mbps) until the next cycle, or add data at EUR 2.50 per GB.

Top-ups and usage history are in the PolarLink app under Data.

PolarLink Satellite Services B.V.
Keizersgracht 440, 1016 GD Amsterdam, Netherlands
Support 24/7: +31 20 808 4411
`,
    html: shop({
      brand: "PolarLink",
      logo: "https://cdn.polarlink-sat.com/email/polarlink-logo.png",
      colour: "#7b2cbf",
      pre: "40 GB of 50 GB used · 10 GB left until 3 October",
      body: `<p>Hi Eirik,</p>
<p>Your <strong>PolarLink Maritime 50</strong> plan on terminal PL-UT-00318827 ("Kvitvingen") has used <strong>40 GB of 50 GB</strong> this billing cycle.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:10px 0 16px 0"><tr>
<td width="80%" style="background:#7b2cbf;height:12px;border-radius:6px 0 0 6px"></td><td width="20%" style="background:#e6dcf2;height:12px;border-radius:0 6px 6px 0"></td>
</tr></table>
<p style="font-size:14px">Cycle: 4 September – 3 October 2026<br>Remaining: 10 GB<br>After 50 GB: reduced speed (1 Mbps) until the next cycle, or add data at EUR 2.50 per GB.</p>
<p><a href="https://my.polarlink-sat.com/usage" style="color:#7b2cbf">View usage history</a></p>`,
      foot:
        `PolarLink Satellite Services B.V. · Keizersgracht 440, 1016 GD Amsterdam<br>Support 24/7: +31 20 808 4411 · <a href="https://polarlink-sat.com/legal/privacy" style="color:#8a8a8a">Privacy</a>`,
    }),
    enc: "qp",
  },
  {
    family: "polarlink-satcom",
    group: "regional",
    lang: "en",
    kind: "verify-email",
    code: "914552",
    link: "https://my.polarlink-sat.com/verify-email?c=914552&id=acc_3318827&sig=9b1f77",
    from: "PolarLink <accounts@polarlink-sat.com>",
    to: TO,
    subject: "Verify your new email address",
    date: dt("2026-10-02 21:03:30", "+0000"),
    text: `Hi Eirik,

You asked to change the email on your PolarLink account to eirik@mskvitvingen.no.

Enter this code in the app: 914 552

Or verify in your browser:
https://my.polarlink-sat.com/verify-email?c=914552&id=acc_3318827&sig=9b1f77

The code and link expire in 30 minutes. Until you verify, we'll keep sending bills to your old address.

PolarLink Satellite Services B.V.
`,
    html: shop({
      brand: "PolarLink",
      logo: "https://cdn.polarlink-sat.com/email/polarlink-logo.png",
      colour: "#7b2cbf",
      pre: "Your verification code is inside.",
      body: `<p>Hi Eirik,</p>
<p>You asked to change the email on your PolarLink account to <strong>eirik@mskvitvingen.no</strong>.</p>
<p>Enter this code in the app:</p>
<p style="font-size:30px;letter-spacing:6px;font-weight:bold;color:#7b2cbf;margin:8px 0 18px 0">914 552</p>
<p>Or verify in your browser:</p>
${
        button(
          "https://my.polarlink-sat.com/verify-email?c=914552&amp;id=acc_3318827&amp;sig=9b1f77",
          "Verify email address",
          "#7b2cbf",
        )
      }
<p style="font-size:13px;color:#888">The code and link expire in 30 minutes. Until you verify, we'll keep sending bills to your old address.</p>`,
      foot:
        `PolarLink Satellite Services B.V. · Keizersgracht 440, 1016 GD Amsterdam<br><a href="https://polarlink-sat.com/help" style="color:#8a8a8a">Help centre</a>`,
    }),
    enc: "b64",
  },
  {
    family: "polarlink-satcom",
    group: "negative",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "PolarLink Billing <billing@polarlink-sat.com>",
    to: TO,
    subject: "Invoice PLK-INV-2026-1048873 is available",
    date: dt("2026-10-04 06:00:12", "+0000"),
    text: `Invoice PLK-INV-2026-1048873

Account: MS Kvitvingen AS (acc_3318827)
Period: 4 October – 3 November 2026
Maritime 50 plan                     EUR 165.00
Data top-up 10 GB (28 Sep)           EUR  25.00
Total                                EUR 190.00

We'll charge the card ending 4821 on 11 October 2026.

Download the PDF in your account: https://my.polarlink-sat.com/billing/invoices

PolarLink Satellite Services B.V. · VAT NL862114503B01
`,
    html: null,
    enc: "7bit",
  },
  // ---------------------------------------------------------------- Kystfiskarlaget (union)
  {
    family: "kystfiskarlaget",
    group: "negative",
    lang: "nb",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kystfiskarlaget <nyheter@kystfiskarlaget.no>",
    to: TO,
    subject: "Medlemsbrev oktober: kvoteråd for 2027, nye regler for sporing og årsmøte",
    date: dt("2026-10-15 12:00:00"),
    text: `MEDLEMSBREV – OKTOBER 2026

Kvoteråd for 2027
ICES-rådet for nordøstarktisk torsk ble lagt fram 30. september. Laget mener kystflåten må skjermes, og vi har sendt innspill til departementet. Les hele uttalelsen på nettsidene våre.

Sporing av fartøy under 12 meter
Fra 1. januar 2027 må alle fartøy fra 10 meter ha posisjonsrapportering. Laget har fått på plass en medlemsavtale med rabatt på godkjent utstyr – se Medlemsfordeler.

Årsmøte 21. november i Svolvær
Påmelding innen 6. november. Hotell og reise dekkes for én utsending per lokallag.

Kontingent 2026: 1 850 kr – takk til alle som har betalt.

Kystfiskarlaget · Postboks 1204, 8001 Bodø · 75 52 30 00
Les på nett: https://kystfiskarlaget.no/medlemsbrev/2026-10
Meld deg av medlemsbrevet: https://kystfiskarlaget.no/nyhetsbrev/avmeld?m=20331
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ececec">
<center>
<table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Georgia,serif;color:#222">
<tr><td style="padding:0"><img src="https://kystfiskarlaget.no/wp-content/uploads/medlemsbrev-topp.jpg" width="620" alt="Kystfiskarlaget – medlemsbrev" style="display:block"></td></tr>
<tr><td style="padding:24px 34px 6px 34px;font-size:13px;color:#888;font-family:Arial,sans-serif">MEDLEMSBREV – OKTOBER 2026 · <a href="https://kystfiskarlaget.no/medlemsbrev/2026-10" style="color:#888">Les på nett</a></td></tr>
<tr><td style="padding:10px 34px;font-size:16px;line-height:25px">
<h2 style="font-size:21px;margin:12px 0 6px 0">Kvoteråd for 2027</h2>
<p>ICES-rådet for nordøstarktisk torsk ble lagt fram 30. september. Laget mener kystflåten må skjermes, og vi har sendt innspill til departementet. <a href="https://kystfiskarlaget.no/2026/10/kvoterad-2027" style="color:#a83232">Les hele uttalelsen</a>.</p>
<h2 style="font-size:21px;margin:18px 0 6px 0">Sporing av fartøy under 12 meter</h2>
<p>Fra 1. januar 2027 må alle fartøy fra 10 meter ha posisjonsrapportering. Laget har fått på plass en medlemsavtale med rabatt på godkjent utstyr – se <a href="https://kystfiskarlaget.no/medlemsfordeler" style="color:#a83232">Medlemsfordeler</a>.</p>
<h2 style="font-size:21px;margin:18px 0 6px 0">Årsmøte 21. november i Svolvær</h2>
<p>Påmelding innen 6. november. Hotell og reise dekkes for én utsending per lokallag.</p>
<p style="background:#f6efe6;padding:12px">Kontingent 2026: 1 850 kr – takk til alle som har betalt.</p>
</td></tr>
<tr><td style="padding:20px 34px;background:#2b2b2b;color:#bbbbbb;font-family:Arial,sans-serif;font-size:11px;line-height:17px">Kystfiskarlaget · Postboks 1204, 8001 Bodø · 75 52 30 00<br><a href="https://www.facebook.com/kystfiskarlaget" style="color:#bbbbbb">Facebook</a> · <a href="https://kystfiskarlaget.no/nyhetsbrev/avmeld?m=20331" style="color:#bbbbbb">Meld deg av medlemsbrevet</a></td></tr>
</table></center></body></html>`,
    enc: "qp",
  },
  {
    family: "kystfiskarlaget",
    group: "regional",
    lang: "nb",
    kind: "reset-link",
    code: null,
    link: "https://medlem.kystfiskarlaget.no/wp-login.php?action=rp&key=Xq8dLw2mTr5NbVc1&login=eirik.havso",
    from: "Kystfiskarlaget Medlemsportal <medlem@kystfiskarlaget.no>",
    to: TO,
    subject: "[Kystfiskarlaget] Tilbakestilling av passord",
    date: dt("2026-10-16 22:31:54"),
    text: `Hei Eirik,

Vi fikk nettopp en forespørsel om nytt passord til medlemsportalen for brukeren eirik.havso.

Lag et nytt passord her:
https://medlem.kystfiskarlaget.no/wp-login.php?action=rp&key=Xq8dLw2mTr5NbVc1&login=eirik.havso

Ba du ikke om dette, kan du se bort fra e-posten. Passordet ditt er da uendret.

(Forespørselen kom fra IP-adresse 84.208.117.42, 16.10.2026 kl. 22:31.)

Kystfiskarlaget Medlemsportal
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Norðoya Fiskamarknaður (Faroe)
  {
    family: "nordoya-fiskamarknadur",
    group: "regional",
    lang: "fo",
    kind: "login-code",
    code: "72-04-19",
    code_digits: "720419",
    link: null,
    from: "Norðoya Fiskamarknaður <uppbod@nordfisk.fo>",
    to: TO,
    subject: "Tín kota til uppboðsskipanina",
    date: dt("2026-10-03 05:58:31", "+0100"),
    text: `Hey Eirik,

Tín kota til at rita inn í uppboðsskipanina hjá Norðoya Fiskamarknaði er:

72-04-19

Kotan er galdandi í 10 minuttir. Gev ongum kotuna.

Vinarliga
Norðoya Fiskamarknaður · Klaksvík · +298 45 62 00
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Tahoma,Arial,sans-serif;color:#203040;background:#ffffff">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8e0">
<tr><td style="background:#0a5a7a;color:#fff;padding:12px 20px;font-size:16px;font-weight:bold">Norðoya Fiskamarknaður</td></tr>
<tr><td style="padding:22px 20px;font-size:14px;line-height:21px">
Hey Eirik,<br><br>
Tín kota til at rita inn í uppboðsskipanina hjá Norðoya Fiskamarknaði er:<br><br>
<span style="font-size:28px;font-weight:bold;letter-spacing:2px;color:#0a5a7a">72-04-19</span><br><br>
Kotan er galdandi í 10 minuttir. Gev ongum kotuna.
</td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#7a8a99;border-top:1px solid #cfd8e0">Norðoya Fiskamarknaður · Klaksvík · +298 45 62 00 · <a href="https://nordfisk.fo" style="color:#7a8a99">nordfisk.fo</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "nordoya-fiskamarknadur",
    group: "negative",
    lang: "fo",
    kind: "sales-result",
    code: null,
    link: null,
    from: "Norðoya Fiskamarknaður <uppbod@nordfisk.fo>",
    to: TO,
    subject: "Úrslit av uppboði 05.10.2026 – Kvitvingen",
    date: dt("2026-10-05 13:40:08", "+0100"),
    text: `Úrslit av uppboði 05.10.2026

Skip: Kvitvingen (LK-412-V)
Uppboð nr. 26-0412

Fiskaslag   Kg      Kr/kg   Tilsamans
Toskur      1.120   31,50   35.280,00
Hýsa          460   22,00   10.120,00
Longa         190   18,75    3.562,50

Tilsamans: 48.962,50 DKK
Avgjald til marknaðin (2,5 %): 1.224,06 DKK
Útgjald verður goldið 12.10.2026.

Spurningar: uppbod@nordfisk.fo ella +298 45 62 00.
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Bacalhoeira Vianense (PT buyer)
  {
    family: "bacalhoeira-vianense",
    group: "regional",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: "https://fornecedores.bacalhoeiravianense.pt/convite/aceitar/b7e4c1f09a2d",
    from: "Bacalhoeira Vianense – Portal de Fornecedores <portal@bacalhoeiravianense.pt>",
    to: TO,
    subject: "Convite para o Portal de Fornecedores da Bacalhoeira Vianense",
    date: dt("2026-10-07 11:25:40", "+0100"),
    text: `Caro Eirik Havsø,

A Bacalhoeira Vianense, S.A. convida a MS Kvitvingen AS a registar-se no nosso Portal de Fornecedores.

No portal poderá consultar as encomendas de bacalhau fresco e salgado verde, enviar certificados de captura (IUU) e acompanhar os pagamentos.

Para aceitar o convite e criar a sua palavra-passe, abra o endereço abaixo:
https://fornecedores.bacalhoeiravianense.pt/convite/aceitar/b7e4c1f09a2d

O convite é válido durante 10 dias.

Com os melhores cumprimentos,
Rui Meireles
Departamento de Compras
Bacalhoeira Vianense, S.A. · Zona Industrial de Darque, 4900-107 Viana do Castelo · +351 258 330 120
`,
    html: `<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0ede6;font-family:Arial,Helvetica,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:20px 30px;border-bottom:2px solid #b8860b"><img src="https://fornecedores.bacalhoeiravianense.pt/img/bv-logo.png" alt="Bacalhoeira Vianense" width="170"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:23px;color:#333">
<p>Caro Eirik Havsø,</p>
<p>A Bacalhoeira Vianense, S.A. convida a <strong>MS Kvitvingen AS</strong> a registar-se no nosso Portal de Fornecedores.</p>
<p>No portal poderá consultar as encomendas de bacalhau fresco e salgado verde, enviar certificados de captura (IUU) e acompanhar os pagamentos.</p>
<p style="text-align:center;margin:28px 0"><a href="https://fornecedores.bacalhoeiravianense.pt/convite/aceitar/b7e4c1f09a2d" style="background:#b8860b;color:#ffffff;padding:12px 28px;text-decoration:none;font-weight:bold">Aceitar convite</a></p>
<p style="font-size:13px;color:#777">O convite é válido durante 10 dias.</p>
<p>Com os melhores cumprimentos,<br>Rui Meireles<br>Departamento de Compras</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#3b3a36;color:#c9c5bb;font-size:11px">Bacalhoeira Vianense, S.A. · Zona Industrial de Darque, 4900-107 Viana do Castelo · +351 258 330 120<br><a href="https://www.bacalhoeiravianense.pt/privacidade" style="color:#c9c5bb">Política de privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bacalhoeira-vianense",
    group: "negative",
    lang: "pt",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "Bacalhoeira Vianense – Contabilidade <pagamentos@bacalhoeiravianense.pt>",
    to: TO,
    subject: "Aviso de pagamento n.º 2026/3318",
    date: dt("2026-10-29 15:02:11", "+0000"),
    text: `Exmos. Senhores,

Informamos que foi efetuada hoje a transferência abaixo:

Aviso de pagamento: 2026/3318
Fatura liquidada: 2026-121 (encomenda BV-EC-26-0877)
Valor: 14 206,80 EUR
Data-valor: 30/10/2026
IBAN de destino: NO•• •••• •••• 0387

Para qualquer esclarecimento contacte pagamentos@bacalhoeiravianense.pt ou +351 258 330 125.

Com os melhores cumprimentos,
Contabilidade – Bacalhoeira Vianense, S.A.
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Viviers de la Hague (FR buyer)
  {
    family: "viviers-de-la-hague",
    group: "negative",
    lang: "fr",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Viviers de la Hague <achats@viviers-hague.fr>",
    to: TO,
    subject: "Confirmation de commande n° VH-26-1192 – lieu noir et églefin",
    date: dt("2026-09-10 08:47:26"),
    text: `Bonjour Monsieur Havsø,

Nous vous confirmons notre commande n° VH-26-1192 aux conditions convenues par téléphone hier :

- Lieu noir vidé, 2-4 kg : 1 200 kg à 2,95 €/kg
- Églefin vidé, 1-2 kg : 600 kg à 3,40 €/kg
Incoterm : CPT Cherbourg, camion groupé départ Ålesund le 14/09/2026
Paiement : virement à 45 jours fin de mois

Merci de joindre le certificat de capture et la facture au transport. Notre agréage se fait à réception ; tout écart vous sera signalé dans les 24 h.

Bien cordialement,
Claire Lemonnier
Service achats – Viviers de la Hague SAS
12 quai de l'Ancien Port, 50440 Goury · 02 33 52 71 08
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:10pt;color:#000">
<p>Bonjour Monsieur Havsø,</p>
<p>Nous vous confirmons notre commande n° <b>VH-26-1192</b> aux conditions convenues par téléphone hier :</p>
<ul><li>Lieu noir vidé, 2-4 kg : 1 200 kg à 2,95 €/kg</li><li>Églefin vidé, 1-2 kg : 600 kg à 3,40 €/kg</li></ul>
<p>Incoterm : CPT Cherbourg, camion groupé départ Ålesund le 14/09/2026<br>Paiement : virement à 45 jours fin de mois</p>
<p>Merci de joindre le certificat de capture et la facture au transport. Notre agréage se fait à réception ; tout écart vous sera signalé dans les 24 h.</p>
<p>Bien cordialement,</p>
<p><b>Claire Lemonnier</b><br>Service achats – Viviers de la Hague SAS<br>12 quai de l'Ancien Port, 50440 Goury · 02 33 52 71 08<br><a href="https://www.viviers-hague.fr">www.viviers-hague.fr</a></p>
<p style="font-size:8pt;color:#777">Ce message et ses pièces jointes sont confidentiels et destinés exclusivement à leur destinataire.</p>
</body></html>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Nordsee Feinkost Husum (DE buyer)
  {
    family: "nordsee-feinkost-husum",
    group: "regional",
    lang: "de",
    kind: "verify-code",
    code: "KV-3817",
    code_digits: "3817",
    link: null,
    from: "Nordsee Feinkost Husum – Lieferantenportal <lieferanten@nordsee-feinkost.de>",
    to: TO,
    subject: "Ihr Bestätigungscode für das Lieferantenportal",
    date: dt("2026-09-24 09:12:50"),
    text: `Guten Tag Herr Havsø,

Sie haben sich im Lieferantenportal der Nordsee Feinkost Husum GmbH registriert. Um Ihre E-Mail-Adresse zu bestätigen, geben Sie bitte den folgenden Code im Registrierungsformular ein:

KV-3817

Der Code ist 30 Minuten gültig.

Nach der Bestätigung prüft unser Einkauf Ihre Stammdaten (USt-IdNr., Bankverbindung, Zulassungsnummer). Das dauert in der Regel zwei Werktage.

Mit freundlichen Grüßen
Ihr Team Einkauf
Nordsee Feinkost Husum GmbH · Am Binnenhafen 6 · 25813 Husum
Tel. +49 4841 66 290 · Amtsgericht Flensburg HRB 8812 HU
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f3f3;font-family:Arial,Helvetica,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dddddd">
<tr><td style="padding:18px 28px;background:#003a70"><img src="https://lieferanten.nordsee-feinkost.de/static/nfh-logo-weiss.png" alt="Nordsee Feinkost Husum" width="180"></td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:21px;color:#222">
<p>Guten Tag Herr Havsø,</p>
<p>Sie haben sich im Lieferantenportal der Nordsee Feinkost Husum GmbH registriert. Um Ihre E-Mail-Adresse zu bestätigen, geben Sie bitte den folgenden Code im Registrierungsformular ein:</p>
<table cellpadding="0" cellspacing="0" style="margin:18px 0"><tr><td style="border:2px dashed #003a70;padding:12px 26px;font-size:26px;font-weight:bold;letter-spacing:3px;color:#003a70;font-family:Consolas,monospace">KV-3817</td></tr></table>
<p>Der Code ist 30 Minuten gültig.</p>
<p>Nach der Bestätigung prüft unser Einkauf Ihre Stammdaten (USt-IdNr., Bankverbindung, Zulassungsnummer). Das dauert in der Regel zwei Werktage.</p>
<p>Mit freundlichen Grüßen<br>Ihr Team Einkauf</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#888;border-top:1px solid #eeeeee">Nordsee Feinkost Husum GmbH · Am Binnenhafen 6 · 25813 Husum · Tel. +49 4841 66 290<br>Amtsgericht Flensburg HRB 8812 HU · <a href="https://www.nordsee-feinkost.de/impressum" style="color:#888">Impressum</a> · <a href="https://www.nordsee-feinkost.de/datenschutz" style="color:#888">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "nordsee-feinkost-husum",
    group: "negative",
    lang: "de",
    kind: "payment-advice",
    code: null,
    link: null,
    from: "Nordsee Feinkost Husum – Buchhaltung <buchhaltung@nordsee-feinkost.de>",
    to: TO,
    subject: "Zahlungsavis 26-10-0481",
    date: dt("2026-10-24 10:40:02"),
    text: `Sehr geehrte Damen und Herren,

wir haben heute folgende Zahlung an Sie veranlasst:

Avis-Nr.:        26-10-0481
Rechnung:        RE 2026-0481 vom 02.10.2026
Lieferschein:    LS 77120 (Kabeljau, 1.480 kg)
Betrag:          8.940,00 EUR
Abzug Skonto:    0,00 EUR
Empfängerkonto:  IS•• •••• •••• 5151

Die Gutschrift erfolgt in 1–2 Bankarbeitstagen.

Mit freundlichen Grüßen
Buchhaltung
Nordsee Feinkost Husum GmbH
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Congelados Rías Altas (ES buyer)
  {
    family: "congelados-rias-altas",
    group: "negative",
    lang: "es",
    kind: "quality-report",
    code: null,
    link: null,
    from: "Congelados Rías Altas <calidad@congeladosriasaltas.es>",
    to: TO,
    subject: "Informe de recepción – pedido CRA-2026/0654",
    date: dt("2026-10-20 12:18:37"),
    text: `Estimado proveedor:

Le remitimos el resultado del control de recepción del pedido CRA-2026/0654 (bacalao eviscerado, 38 cajas), descargado el 19/10/2026 en nuestra planta de Burela.

Peso neto recibido: 912 kg (declarado: 920 kg)
Temperatura media en núcleo: 1,2 °C
Frescura (método QIM): 4 de 20 – calidad extra
Parásitos: ausencia en la muestra de 10 piezas
Resultado: CONFORME

La diferencia de peso (8 kg) se descontará en la liquidación. No es necesaria ninguna acción por su parte.

Atentamente,
Departamento de Calidad
Congelados Rías Altas, S.L. · Polígono de Burela, parcela 14 · 27880 Burela (Lugo) · 982 58 41 70
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:12px;color:#222">
<p>Estimado proveedor:</p>
<p>Le remitimos el resultado del control de recepción del pedido <b>CRA-2026/0654</b> (bacalao eviscerado, 38 cajas), descargado el 19/10/2026 en nuestra planta de Burela.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:12px">
<tr><td>Peso neto recibido</td><td>912 kg (declarado: 920 kg)</td></tr>
<tr><td>Temperatura media en núcleo</td><td>1,2 °C</td></tr>
<tr><td>Frescura (método QIM)</td><td>4 de 20 – calidad extra</td></tr>
<tr><td>Parásitos</td><td>ausencia en la muestra de 10 piezas</td></tr>
<tr><td><b>Resultado</b></td><td style="color:#1a7f37"><b>CONFORME</b></td></tr>
</table>
<p>La diferencia de peso (8 kg) se descontará en la liquidación. No es necesaria ninguna acción por su parte.</p>
<p>Atentamente,<br>Departamento de Calidad<br>Congelados Rías Altas, S.L. · Polígono de Burela, parcela 14 · 27880 Burela (Lugo) · 982 58 41 70</p>
<p style="font-size:10px;color:#999">En cumplimiento del RGPD, puede consultar nuestra política de privacidad en <a href="https://www.congeladosriasaltas.es/privacidad">congeladosriasaltas.es/privacidad</a>.</p>
</body></html>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Smögens Fiskhall (SE auction)
  {
    family: "smogen-fiskhall",
    group: "negative",
    lang: "sv",
    kind: "account-notice",
    code: null,
    link: null,
    from: "Smögens Fiskhall <info@smogensfiskhall.se>",
    to: TO,
    subject: "Ändrade auktionstider från vecka 43",
    date: dt("2026-10-12 16:30:00"),
    text: `Hej!

Från och med måndag 19 oktober (vecka 43) startar auktionen kl. 06:30 i stället för 07:00, måndag till fredag. Landning för samma dags auktion måste vara klar senast kl. 04:30.

Gästande fartyg från Norge och Danmark behöver som tidigare anmäla landning till hallen senast 20:00 dagen innan, på telefon 0523-370 40 eller via kanal 14.

Avgiften för kyllagring höjs till 0,35 kr/kg per dygn från 1 november.

Med vänlig hälsning
Smögens Fiskhall ek. för.
Hamnen 2, 456 50 Smögen
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Przetwórnia Łeba (PL buyer)
  {
    family: "przetwornia-leba",
    group: "negative",
    lang: "pl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Przetwórnia Ryb Łeba <faktury@przetwornialeba.pl>",
    to: TO,
    subject: "Faktura korygująca nr FK/2026/10/044",
    date: dt("2026-10-27 13:55:19"),
    text: `Dzień dobry,

W załączeniu przesyłamy fakturę korygującą nr FK/2026/10/044 do faktury zakupu nr FZ/2026/09/318 (dorsz patroszony, dostawa z 28.09.2026).

Przyczyna korekty: różnica wagi po przyjęciu – 14 kg
Wartość korekty: -54,60 EUR
Do zapłaty po korekcie: 5 631,40 EUR

Płatność zostanie zrealizowana zgodnie z terminem z faktury pierwotnej (30 dni).

Z poważaniem
Dział Księgowości
Przetwórnia Ryb Łeba Sp. z o.o.
ul. Portowa 9, 84-360 Łeba · NIP 841-172-33-08 · tel. +48 59 866 14 20
`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:12px;color:#222">
<p>Dzień dobry,</p>
<p>W załączeniu przesyłamy fakturę korygującą nr <b>FK/2026/10/044</b> do faktury zakupu nr FZ/2026/09/318 (dorsz patroszony, dostawa z 28.09.2026).</p>
<p>Przyczyna korekty: różnica wagi po przyjęciu – 14 kg<br>Wartość korekty: -54,60 EUR<br>Do zapłaty po korekcie: <b>5 631,40 EUR</b></p>
<p>Płatność zostanie zrealizowana zgodnie z terminem z faktury pierwotnej (30 dni).</p>
<p>Z poważaniem<br>Dział Księgowości<br>Przetwórnia Ryb Łeba Sp. z o.o.<br>ul. Portowa 9, 84-360 Łeba · NIP 841-172-33-08 · tel. +48 59 866 14 20</p>
</body></html>`,
    enc: "qp",
    attachment: [
      "FK_2026_10_044.pdf",
      "application/pdf",
      pdf("Faktura korygujaca FK/2026/10/044", [
        "Nabywca: Przetwornia Ryb Leba Sp. z o.o.",
        "Dostawca: MS Kvitvingen AS",
        "Do faktury: FZ/2026/09/318",
        "Korekta: -14 kg, -54,60 EUR",
        "Do zaplaty: 5 631,40 EUR",
      ]),
    ],
  },
  // ---------------------------------------------------------------- Aflagátt (Icelandic catch app)
  {
    family: "aflagatt",
    group: "regional",
    lang: "is",
    kind: "verify-link",
    code: null,
    link: "https://minn.aflagatt.is/netfang/stadfesta?lykill=aG2v9QmT0rXw4LpZ",
    from: "Aflagátt <ekki-svara@aflagatt.is>",
    to: TO,
    subject: "Staðfestu netfangið þitt í Aflagátt",
    date: dt("2026-09-17 08:20:14", "+0000"),
    text: `Sæl/l Eirik,

Þú skráðir skipið Kvitvingen (2918) í Aflagátt, rafrænu afladagbókina fyrir smábáta á Íslandsmiðum.

Smelltu á hlekkinn til að staðfesta netfangið eirik@mskvitvingen.no:
https://minn.aflagatt.is/netfang/stadfesta?lykill=aG2v9QmT0rXw4LpZ

Hlekkurinn gildir í sólarhring. Fyrr en netfangið er staðfest berast kvittanir fyrir löndunum ekki í tölvupósti.

Kveðja,
Aflagátt – þjónustuver, sími 569 7900
`,
    html: gov(
      "Aflagátt",
      "Staðfestu netfangið til að fá kvittanir fyrir löndunum.",
      `<p>Sæl/l Eirik,</p>
<p>Þú skráðir skipið <strong>Kvitvingen (2918)</strong> í Aflagátt, rafrænu afladagbókina fyrir smábáta á Íslandsmiðum.</p>
<p>Smelltu á hnappinn til að staðfesta netfangið eirik@mskvitvingen.no:</p>
${button("https://minn.aflagatt.is/netfang/stadfesta?lykill=aG2v9QmT0rXw4LpZ", "Staðfesta netfang", "#0b3b5c")}
<p style="font-size:13px;color:#5b6b7a">Hlekkurinn gildir í sólarhring. Fyrr en netfangið er staðfest berast kvittanir fyrir löndunum ekki í tölvupósti.</p>`,
      `Aflagátt · Dalshrauni 1 · 220 Hafnarfirði · sími 569 7900 · <a href="https://aflagatt.is/personuvernd" style="color:#5b6b7a">Persónuvernd</a>`,
    ),
    enc: "qp",
  },
  {
    family: "aflagatt",
    group: "negative",
    lang: "is",
    kind: "landing-receipt",
    code: null,
    link: null,
    from: "Aflagátt <ekki-svara@aflagatt.is>",
    to: TO,
    subject: "Kvittun: löndun skráð í Bolungarvík 22.09.2026",
    date: dt("2026-09-22 16:05:51", "+0000"),
    text: `Löndun hefur verið skráð.

Skip: Kvitvingen (2918)
Löndunarhöfn: Bolungarvík
Dagsetning: 22.09.2026
Afli (vigtaður á hafnarvog): þorskur 2.340 kg, ýsa 780 kg, steinbítur 155 kg
Vigtarnótunúmer: BOL-26-004871
Staða aflamarks í þorski eftir löndun: 11.460 kg

Ef eitthvað er rangt skráð skaltu hafa samband við hafnarvogina í Bolungarvík, sími 450 7080.

Aflagátt
`,
    html: null,
    enc: "8bit",
  },
];
