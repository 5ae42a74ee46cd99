/**
 * The inbox of an Italian grandmother in Moncalieri (Turin) over September and October 2026, with
 * a winter flat in Spain and grandchildren in Portugal, Germany, France, Sweden, the Netherlands and
 * the UK: pension, health and digital-identity portals, pharmacy, doctor's booking, banks, post and
 * lockers, utilities, telecom, grocery delivery, parish, seniors' club, a family photo app, a video-call
 * app and coach-trip agencies; most mails ask for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026. */
function d(month: number, day: number, time: string, tz = "+0200"): string {
  const wd = WD[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MON[month - 1]} 2026 ${time} ${tz}`;
}

/** A plain institutional page: grey band, white card, footer lines. */
function ente(title: string, color: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:'Titillium Web',Arial,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid ${color}">
<tr><td style="padding:20px 32px;border-bottom:1px solid #dfe3e8">
<span style="font-size:20px;font-weight:700;color:${color}">${title}</span></td></tr>
<tr><td style="padding:28px 32px;font-size:16px;line-height:24px">
${body}
</td></tr>
<tr><td style="padding:18px 32px;background:#f5f6f8;font-size:12px;line-height:18px;color:#5c6f82">
${footer}
</td></tr>
</table></td></tr></table></body></html>`;
}

/** Digits of a code, one table cell each. */
function cells(code: string, style: string): string {
  return [...code].map((c) => `<td style="${style}">${c}</td>`).join("");
}

// ------------------------------------------------------------------ Cassa Pensioni Civica

const CPC_FOOT =
  `Cassa Pensioni Civica &middot; Via Ciro il Grande 21, 00144 Roma &middot; Contact center 803 164 (da fisso), 06 164 164 (da mobile)<br>
Questa e-mail &egrave; generata automaticamente: si prega di non rispondere.<br>
<a href="https://www.cassapensionicivica.it/privacy" style="color:#5c6f82">Privacy</a> &middot; <a href="https://www.cassapensionicivica.it/assistenza" style="color:#5c6f82">Assistenza</a>`;

const cassa: Mail[] = [
  {
    family: "cassa-pensioni-civica",
    group: "regional",
    lang: "it",
    kind: "pension-statement",
    code: null,
    link: null,
    from: "Cassa Pensioni Civica <noreply@comunicazioni.cassapensionicivica.it>",
    subject: "Cedolino della pensione di ottobre 2026 disponibile",
    date: d(9, 24, "07:15:02"),
    text: `Gentile GIUSEPPINA ROLANDO,

il cedolino della pensione relativo al mese di OTTOBRE 2026 è disponibile nella sezione "Cedolino pensione e servizi collegati" dell'area riservata MyCPC.

Importo netto: 1.287,44 euro
Data di pagamento: 01/10/2026
Accredito su IBAN: IT** **** **** **** **** ***4 417

Per consultarlo accedi con SPID, CIE o CNS da www.cassapensionicivica.it oppure dall'app CPC Mobile.

Cordiali saluti
Cassa Pensioni Civica

Questa e-mail è generata automaticamente: si prega di non rispondere.
Contact center 803 164 (da fisso) - 06 164 164 (da mobile)`,
    html: ente(
      "Cassa Pensioni Civica",
      "#0059b3",
      `<p>Gentile <strong>GIUSEPPINA ROLANDO</strong>,</p>
<p>il cedolino della pensione relativo al mese di <strong>OTTOBRE 2026</strong> &egrave; disponibile nella sezione &laquo;Cedolino pensione e servizi collegati&raquo; dell&rsquo;area riservata MyCPC.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #dfe3e8;font-size:15px;margin:16px 0">
<tr><td style="color:#5c6f82">Importo netto</td><td><strong>1.287,44 &euro;</strong></td></tr>
<tr><td style="color:#5c6f82">Data di pagamento</td><td>01/10/2026</td></tr>
<tr><td style="color:#5c6f82">Accredito su</td><td>IT** **** **** **** **** ***4 417</td></tr>
</table>
<p>Per consultarlo accedi con SPID, CIE o CNS dal sito <a href="https://www.cassapensionicivica.it/mycpc" style="color:#0059b3">www.cassapensionicivica.it</a> oppure dall&rsquo;app CPC Mobile.</p>
<p>Cordiali saluti<br>Cassa Pensioni Civica</p>`,
      CPC_FOOT,
    ),
    enc: "qp",
  },
  {
    family: "cassa-pensioni-civica",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "73190425",
    link: null,
    from: "Cassa Pensioni Civica <noreply@comunicazioni.cassapensionicivica.it>",
    subject: "MyCPC - codice di verifica per l'accesso",
    date: d(9, 29, "10:42:51"),
    text: `Gentile utente,

per completare l'accesso all'area riservata MyCPC inserisca il seguente codice di verifica:

73190425

Il codice è valido per 10 minuti e può essere utilizzato una sola volta.
Se non ha richiesto lei l'accesso, contatti il Contact center al numero 803 164.

Cassa Pensioni Civica`,
    html: ente(
      "Cassa Pensioni Civica",
      "#0059b3",
      `<p>Gentile utente,</p>
<p>per completare l&rsquo;accesso all&rsquo;area riservata MyCPC inserisca il seguente codice di verifica:</p>
<p style="font-size:30px;font-weight:700;letter-spacing:6px;color:#0059b3;text-align:center;margin:24px 0">73190425</p>
<p>Il codice &egrave; valido per <strong>10 minuti</strong> e pu&ograve; essere utilizzato una sola volta.</p>
<p>Se non ha richiesto lei l&rsquo;accesso, contatti il Contact center al numero 803 164.</p>`,
      CPC_FOOT,
    ),
    enc: "qp",
  },
  {
    family: "cassa-pensioni-civica",
    group: "regional",
    lang: "it",
    kind: "document-notice",
    code: null,
    link: null,
    from: "Cassa Pensioni Civica <certificazioni@comunicazioni.cassapensionicivica.it>",
    subject: "Invio Obis/M 2026 - prospetto di pagamento",
    date: d(10, 6, "08:03:40"),
    text: `Gentile GIUSEPPINA ROLANDO,

come da Sua richiesta del 03/10/2026 (protocollo n. CPC.2026.0418829), Le trasmettiamo in allegato il modello ObisM 2026 con il dettaglio dei pagamenti della pensione di vecchiaia categoria VO n. 04218877.

Il documento è disponibile anche nell'area riservata MyCPC, sezione "Certificazioni".

Distinti saluti
Direzione provinciale di Torino
Corso Giulio Cesare 173, 10155 Torino`,
    html: null,
    attachment: [
      "ObisM_2026_04218877.pdf",
      "application/pdf",
      "%PDF-1.4\n% ObisM 2026 - pensione VO 04218877\n%%EOF\n",
    ],
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ IdentiSì (digital identity)

function identisi_page(pre: string, body: string): string {
  return `<html><head><meta charset="utf-8"><style>a.btn:hover{background:#00405f!important}</style></head>
<body style="margin:0;background:#f2f6f9">
<div style="display:none;max-height:0;overflow:hidden;color:#f2f6f9">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f6f9"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="font-family:Helvetica,Arial,sans-serif;color:#17324d">
<tr><td style="padding:28px 0 12px 0"><img src="https://static.identisi.it/mail/logo-identisi@2x.png" width="132" height="36" alt="IdentiSì" style="display:block;border:0"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 36px;border-radius:8px;font-size:16px;line-height:25px">${body}</td></tr>
<tr><td style="padding:20px 4px;font-size:11px;line-height:16px;color:#6b7c8c">
IdentiSì è un servizio di identità digitale di Trust Alpi Identità S.p.A., Via Nizza 262, 10126 Torino &middot; P.IVA 11804230016<br>
Assistenza: 011 0888 321 (lun-ven 8-20) &middot; <a href="https://www.identisi.it/aiuto" style="color:#6b7c8c">Centro aiuto</a> &middot; <a href="https://www.identisi.it/privacy" style="color:#6b7c8c">Informativa privacy</a><br>
Non rispondere a questa e-mail. IdentiSì non ti chiederà mai password o codici via telefono.</td></tr>
</table></td></tr></table></body></html>`;
}

const identisi: Mail[] = [
  {
    family: "identisi",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://account.identisi.it/conferma-email?t=Qm9sYW5kby1HNTI4LTc3OTE&u=5528104",
    from: "IdentiSì <no-reply@identisi.it>",
    subject: "Conferma il tuo indirizzo e-mail",
    date: d(9, 2, "16:20:09"),
    text: `Ciao Giuseppina,

hai indicato questo indirizzo come e-mail di contatto della tua identità digitale IdentiSì.
Per confermarlo apri il collegamento qui sotto entro 48 ore:

https://account.identisi.it/conferma-email?t=Qm9sYW5kby1HNTI4LTc3OTE&u=5528104

Finché l'indirizzo non è confermato non potrai ricevere le notifiche di accesso.

Il team IdentiSì
Assistenza: 011 0888 321`,
    html: identisi_page(
      "Manca solo un passaggio per attivare le notifiche",
      `<p style="margin:0 0 16px">Ciao Giuseppina,</p>
<p>hai indicato questo indirizzo come e-mail di contatto della tua identità digitale IdentiSì. Per confermarlo premi il pulsante entro 48 ore.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:24px 0"><tr><td bgcolor="#0066cc" style="border-radius:4px">
<a class="btn" href="https://account.identisi.it/conferma-email?t=Qm9sYW5kby1HNTI4LTc3OTE&amp;u=5528104" style="display:inline-block;padding:14px 28px;color:#ffffff;font-weight:bold;text-decoration:none">Conferma indirizzo</a></td></tr></table>
<p style="font-size:14px;color:#5c6f82">Finché l'indirizzo non è confermato non potrai ricevere le notifiche di accesso.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "identisi",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "558217",
    link: null,
    from: "IdentiSì <no-reply@identisi.it>",
    subject: "Il tuo codice OTP IdentiSì",
    date: d(9, 29, "10:41:12"),
    text: `Codice OTP: 558217

Stai accedendo al servizio "MyCPC - Cassa Pensioni Civica" con la tua identità IdentiSì (livello 2).
Il codice scade tra 3 minuti.

Se non sei tu, blocca subito l'identità chiamando il numero 011 0888 321.`,
    html: identisi_page(
      "Codice OTP per accedere a MyCPC",
      `<p style="margin:0 0 12px">Stai accedendo al servizio <strong>MyCPC - Cassa Pensioni Civica</strong> con la tua identità IdentiSì (livello 2).</p>
<p style="margin:0 0 8px">Il tuo codice OTP è:</p>
<table cellpadding="0" cellspacing="6" border="0" style="margin:8px 0 20px"><tr>${
        cells(
          "558217",
          "width:44px;height:54px;border:1px solid #c5d3e0;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#0066cc",
        )
      }</tr></table>
<p style="font-size:14px;color:#5c6f82">Il codice scade tra 3 minuti. Se non sei tu, blocca subito l'identità chiamando il numero 011 0888 321.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "identisi",
    group: "regional",
    lang: "it",
    kind: "new-device",
    code: null,
    link: null,
    from: "IdentiSì <sicurezza@identisi.it>",
    subject: "Nuovo dispositivo associato alla tua identità",
    date: d(10, 14, "19:05:33"),
    text: `Ciao Giuseppina,

il 14/10/2026 alle 19:04 è stato associato un nuovo dispositivo all'app IdentiSì:
Samsung Galaxy A15 - Android 14 - Moncalieri (TO)

Se sei stata tu non devi fare nulla.
Se non riconosci questo dispositivo, vai su https://www.identisi.it/sospendi oppure chiama il numero 011 0888 321.

Il team IdentiSì`,
    html: identisi_page(
      "Nuovo dispositivo: Samsung Galaxy A15",
      `<p style="margin:0 0 16px">Ciao Giuseppina,</p>
<p>il <strong>14/10/2026 alle 19:04</strong> è stato associato un nuovo dispositivo all'app IdentiSì:</p>
<table cellpadding="8" cellspacing="0" width="100%" style="background:#f2f6f9;border-radius:6px;font-size:15px;margin:12px 0 20px"><tr><td>📱 Samsung Galaxy A15 &middot; Android 14<br>📍 Moncalieri (TO)</td></tr></table>
<p>Se sei stata tu non devi fare nulla.</p>
<p>Se non riconosci questo dispositivo, <a href="https://www.identisi.it/sospendi" style="color:#0066cc">sospendi l'identità</a> oppure chiama il numero 011 0888 321.</p>`,
    ),
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Fascicolo sanitario (regional health portal)

const SAL_FOOT = `Salute Subalpina &ndash; Fascicolo Sanitario Elettronico del Piemonte<br>
Numero verde 800 000 500 &middot; <a href="https://www.salutesubalpina.it/faq" style="color:#5c6f82">Domande frequenti</a> &middot; <a href="https://www.salutesubalpina.it/privacy" style="color:#5c6f82">Privacy</a>`;

const salute: Mail[] = [
  {
    family: "salute-subalpina",
    group: "regional",
    lang: "it",
    kind: "report-available",
    code: null,
    link: null,
    from: "Fascicolo Sanitario Salute Subalpina <notifiche-fse@salutesubalpina.it>",
    subject: "Nuovo documento nel tuo Fascicolo Sanitario Elettronico",
    date: d(9, 10, "13:27:00"),
    text: `Gentile assistita,

nel Suo Fascicolo Sanitario Elettronico è stato inserito un nuovo documento:

Tipo: Referto di laboratorio
Struttura: ASL TO5 - Laboratorio analisi Ospedale Santa Croce, Moncalieri
Data prelievo: 08/09/2026

Può consultarlo accedendo con SPID, CIE o IdentiSì al portale www.salutesubalpina.it o dall'app Salute Subalpina.
Per motivi di riservatezza il contenuto del documento non viene inviato per e-mail.

Numero verde 800 000 500`,
    html: ente(
      "Salute Subalpina",
      "#00807a",
      `<p>Gentile assistita,</p>
<p>nel Suo Fascicolo Sanitario Elettronico &egrave; stato inserito un nuovo documento:</p>
<ul style="padding-left:18px"><li>Tipo: <strong>Referto di laboratorio</strong></li>
<li>Struttura: ASL TO5 &ndash; Laboratorio analisi Ospedale Santa Croce, Moncalieri</li>
<li>Data prelievo: 08/09/2026</li></ul>
<p>Pu&ograve; consultarlo accedendo con SPID, CIE o IdentiS&igrave; al portale <a href="https://www.salutesubalpina.it/fse" style="color:#00807a">www.salutesubalpina.it</a> o dall&rsquo;app Salute Subalpina.</p>
<p style="font-size:14px;color:#5c6f82">Per motivi di riservatezza il contenuto del documento non viene inviato per e-mail.</p>`,
      SAL_FOOT,
    ),
    enc: "qp",
  },
  {
    family: "salute-subalpina",
    group: "regional",
    lang: "it",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "CUP Piemonte - Salute Subalpina <promemoria-cup@salutesubalpina.it>",
    subject: "Promemoria prenotazione: visita oculistica del 21/10/2026",
    date: d(10, 16, "09:00:12"),
    text: `PROMEMORIA PRENOTAZIONE

Assistita: ROLANDO GIUSEPPINA
Prestazione: Visita oculistica di controllo
Data e ora: mercoledì 21/10/2026 ore 10:40
Luogo: Poliambulatorio di Nichelino, Via Debouché 8, piano 1, ambulatorio 4
Codice prenotazione (SAR): 2026PR00781543
Ticket da pagare: 23,00 euro (esente per reddito: no)

Porti con sé l'impegnativa del medico e la tessera sanitaria.
Se non può presentarsi, disdica almeno 48 ore prima chiamando il CUP 800 000 500 o dal portale www.salutesubalpina.it: la mancata disdetta comporta il pagamento del ticket.`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Farmacia San Rocco (pharmacy, 24h locker)

const farmacia: Mail[] = [
  {
    family: "farmacia-san-rocco",
    group: "regional",
    lang: "it",
    kind: "order-ready",
    code: null,
    link: null,
    from: "Farmacia San Rocco <ordini@farmaciasanrocco-moncalieri.it>",
    subject: "I suoi farmaci sono pronti",
    date: d(9, 15, "11:48:20"),
    text: `Buongiorno signora Rolando,

i farmaci della ricetta che ci ha inviato sono arrivati e li può ritirare al banco da oggi pomeriggio.

Ricetta elettronica NRE 010A2 6048 7731 92
- Ramipril 5 mg, 28 compresse
- Atorvastatina 20 mg, 30 compresse

Si ricordi di portare la tessera sanitaria. Totale da pagare: 4,00 euro (quota ricetta).

Orari: lun-sab 8:30-12:30 / 15:30-19:30
Farmacia San Rocco - Via San Martino 14, 10024 Moncalieri - tel. 011 640 2281`,
    html: `<div style="font-family:Verdana,sans-serif;font-size:14px;color:#222">
<p>Buongiorno signora Rolando,</p>
<p>i farmaci della ricetta che ci ha inviato sono arrivati e li pu&ograve; ritirare al banco da oggi pomeriggio.</p>
<p><b>Ricetta elettronica NRE 010A2 6048 7731 92</b><br>
&bull; Ramipril 5 mg, 28 compresse<br>&bull; Atorvastatina 20 mg, 30 compresse</p>
<p>Si ricordi di portare la tessera sanitaria. Totale da pagare: <b>4,00 &euro;</b> (quota ricetta).</p>
<p style="color:#2e7d32">Orari: lun-sab 8:30-12:30 / 15:30-19:30</p>
<hr style="border:0;border-top:1px solid #ccc">
<p style="font-size:12px;color:#666"><img src="https://farmaciasanrocco-moncalieri.it/img/croce.png" width="18" alt="+"> Farmacia San Rocco &ndash; Via San Martino 14, 10024 Moncalieri &ndash; tel. 011 640 2281<br>
<a href="https://farmaciasanrocco-moncalieri.it">farmaciasanrocco-moncalieri.it</a></p></div>`,
    enc: "qp",
  },
  {
    family: "farmacia-san-rocco",
    group: "regional",
    lang: "it",
    kind: "pickup-code",
    code: "4729",
    link: null,
    from: "Farmacia San Rocco <ordini@farmaciasanrocco-moncalieri.it>",
    subject: "Ordine n. 3318 pronto nell'armadietto H24",
    date: d(10, 19, "20:12:45"),
    text: `Gentile cliente,

il suo ordine n. 3318 (Voltaren Emulgel 120 g, Bepanthenol crema, Tachipirina 1000 mg; totale pagato online 24,70 euro) è stato depositato nell'armadietto automatico H24 all'esterno della farmacia, sportello 12.

Codice di ritiro: 4729

Digiti il codice sulla tastiera dell'armadietto: lo sportello si aprirà da solo. Il ritiro è possibile a qualsiasi ora entro il 26/10/2026; dopo questa data il pacco tornerà in farmacia.

Farmacia San Rocco - Via San Martino 14, 10024 Moncalieri - tel. 011 640 2281`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Verdana,sans-serif;background:#f4f9f4"><tr><td align="center" style="padding:20px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #cfe3cf">
<tr><td style="background:#2e7d32;color:#fff;padding:14px 22px;font-size:18px"><b>Farmacia San Rocco</b> &middot; armadietto H24</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;color:#222">
<p>Gentile cliente,</p>
<p>il suo ordine <b>n. 3318</b> (Voltaren Emulgel 120 g, Bepanthenol crema, Tachipirina 1000 mg; totale pagato online 24,70 &euro;) &egrave; stato depositato nell&rsquo;armadietto automatico H24 all&rsquo;esterno della farmacia, <b>sportello 12</b>.</p>
<table align="center" cellpadding="0" cellspacing="0" style="margin:18px auto"><tr><td style="border:2px dashed #2e7d32;padding:12px 30px;text-align:center">
<div style="font-size:12px;color:#555;text-transform:uppercase">Codice di ritiro</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:10px;color:#2e7d32">4729</div></td></tr></table>
<p>Digiti il codice sulla tastiera dell&rsquo;armadietto: lo sportello si aprir&agrave; da solo. Il ritiro &egrave; possibile a qualsiasi ora entro il <b>26/10/2026</b>; dopo questa data il pacco torner&agrave; in farmacia.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#777;border-top:1px solid #e5e5e5">Via San Martino 14, 10024 Moncalieri &middot; tel. 011 640 2281 &middot; <a href="https://farmaciasanrocco-moncalieri.it/privacy" style="color:#777">Privacy</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------------ MediPrenota (doctor's booking)

function mp_page(pre: string, inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafafa">
<span style="display:none;font-size:1px;color:#fafafa;max-height:0;opacity:0">${pre}</span>
<center><table width="100%" style="max-width:580px;font-family:'Segoe UI',Roboto,Arial,sans-serif" cellpadding="0" cellspacing="0">
<tr><td style="padding:22px 20px"><a href="https://www.mediprenota.it/?utm_source=email"><img src="https://cdn.mediprenota.it/email/logo_mp.png" alt="MediPrenota" width="150" style="border:0"></a></td></tr>
<tr><td style="background:#ffffff;border:1px solid #ececec;border-radius:10px;padding:30px 28px;font-size:15px;line-height:23px;color:#333">${inner}</td></tr>
<tr><td style="padding:18px 20px;font-size:11px;line-height:17px;color:#999;text-align:center">
Hai ricevuto questa e-mail perché sei registrato su MediPrenota.<br>
MediPrenota S.r.l. &middot; Corso Vittorio Emanuele II 98, 10121 Torino &middot; P.IVA 12338490012<br>
<a href="https://www.mediprenota.it/termini" style="color:#999">Termini</a> &middot; <a href="https://www.mediprenota.it/privacy" style="color:#999">Privacy</a> &middot; <a href="https://www.mediprenota.it/aiuto" style="color:#999">Aiuto</a><br>
<a href="https://apps.apple.com/it/app/mediprenota/id1488201937"><img src="https://cdn.mediprenota.it/email/app-store-it.png" alt="Scarica su App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=it.mediprenota.app"><img src="https://cdn.mediprenota.it/email/google-play-it.png" alt="Disponibile su Google Play" height="32"></a>
</td></tr></table></center></body></html>`;
}

const mediprenota: Mail[] = [
  {
    family: "mediprenota",
    group: "consumer",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://links.mediprenota.it/ls/click?upn=Vm9vZ2xlLXJlZy0xMDI5MzM&ref=verifica_email",
    from: "MediPrenota <benvenuto@mediprenota.it>",
    subject: "Benvenuta su MediPrenota! Verifica la tua e-mail",
    date: d(9, 4, "17:33:05"),
    text: `Ciao Giuseppina,

grazie per esserti registrata su MediPrenota, il modo semplice per prenotare visite ed esami presso oltre 2.000 medici e centri in Piemonte.

Per attivare il tuo account verifica il tuo indirizzo e-mail:
https://links.mediprenota.it/ls/click?upn=Vm9vZ2xlLXJlZy0xMDI5MzM&ref=verifica_email

Il link resta valido per 7 giorni.

A presto,
il team di MediPrenota`,
    html: mp_page(
      "Ultimo passo: verifica la tua e-mail",
      `<h1 style="font-size:22px;margin:0 0 14px;color:#1c6dd0">Ciao Giuseppina, benvenuta!</h1>
<p>Grazie per esserti registrata su MediPrenota, il modo semplice per prenotare visite ed esami presso oltre 2.000 medici e centri in Piemonte.</p>
<p>Per attivare il tuo account verifica il tuo indirizzo e-mail:</p>
<p style="text-align:center;margin:26px 0"><a href="https://links.mediprenota.it/ls/click?upn=Vm9vZ2xlLXJlZy0xMDI5MzM&amp;ref=verifica_email" style="background:#1c6dd0;color:#fff;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:600">Verifica e-mail</a></p>
<p style="font-size:13px;color:#888">Il link resta valido per 7 giorni.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "mediprenota",
    group: "consumer",
    lang: "it",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "MediPrenota <prenotazioni@mediprenota.it>",
    subject: "Prenotazione confermata: Dott.ssa Laura Bertinetti, 9 ottobre ore 16:15",
    date: d(9, 30, "12:02:48"),
    text: `Prenotazione confermata

Dott.ssa Laura Bertinetti - Cardiologia
Venerdì 9 ottobre 2026, ore 16:15
Studio Medico Borgo Mercato, Via Real Collegio 30, 10024 Moncalieri
Prestazione: Visita cardiologica con ECG - 120,00 euro (pagamento in studio)
Codice prenotazione: MP-8H42KQ

Vuoi spostare o annullare? Puoi farlo gratis fino a 24 ore prima dall'app o da www.mediprenota.it/le-mie-prenotazioni

MediPrenota`,
    html: mp_page(
      "Venerdì 9 ottobre alle 16:15 con la Dott.ssa Bertinetti",
      `<p style="font-size:13px;color:#2e9d5b;font-weight:600;margin:0 0 6px">✔ PRENOTAZIONE CONFERMATA</p>
<h1 style="font-size:21px;margin:0 0 18px">Dott.ssa Laura Bertinetti</h1>
<table cellpadding="0" cellspacing="0" width="100%" style="font-size:15px">
<tr><td style="padding:6px 0;color:#888;width:120px">Quando</td><td>Venerdì 9 ottobre 2026, ore 16:15</td></tr>
<tr><td style="padding:6px 0;color:#888">Dove</td><td>Studio Medico Borgo Mercato<br>Via Real Collegio 30, 10024 Moncalieri</td></tr>
<tr><td style="padding:6px 0;color:#888">Prestazione</td><td>Visita cardiologica con ECG &middot; 120,00 € (pagamento in studio)</td></tr>
<tr><td style="padding:6px 0;color:#888">Codice</td><td>MP-8H42KQ</td></tr></table>
<p style="margin-top:22px"><a href="https://www.mediprenota.it/le-mie-prenotazioni" style="color:#1c6dd0">Sposta o annulla</a> gratis fino a 24 ore prima.</p>
<p style="font-size:13px;color:#888"><a href="https://www.mediprenota.it/cal/MP-8H42KQ.ics" style="color:#888">Aggiungi al calendario</a> &middot; <a href="https://maps.google.com/?q=Via+Real+Collegio+30+Moncalieri" style="color:#888">Indicazioni stradali</a></p>`,
    ),
    enc: "8bit",
  },
  {
    family: "mediprenota",
    group: "consumer",
    lang: "it",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "MediPrenota <promemoria@mediprenota.it>",
    subject: "Domani alle 16:15 hai un appuntamento",
    date: d(10, 8, "16:15:00"),
    text: `Ciao Giuseppina, ti ricordiamo il tuo appuntamento di domani:

Dott.ssa Laura Bertinetti - Visita cardiologica con ECG
Venerdì 9 ottobre, ore 16:15
Via Real Collegio 30, Moncalieri

Porta con te: elenco dei farmaci che assumi, ultimi esami del sangue, eventuali ECG precedenti.

Non puoi più venire? Annulla entro stasera da www.mediprenota.it/le-mie-prenotazioni così un altro paziente potrà prendere il tuo posto.`,
    html: mp_page(
      "Dott.ssa Bertinetti, venerdì 9 ottobre ore 16:15",
      `<p>Ciao Giuseppina, ti ricordiamo il tuo appuntamento di <b>domani</b>:</p>
<div style="border-left:4px solid #1c6dd0;padding:8px 14px;margin:16px 0;background:#f3f8fe">
<b>Dott.ssa Laura Bertinetti</b> &ndash; Visita cardiologica con ECG<br>Venerdì 9 ottobre, ore 16:15<br>Via Real Collegio 30, Moncalieri</div>
<p><b>Porta con te:</b> elenco dei farmaci che assumi, ultimi esami del sangue, eventuali ECG precedenti.</p>
<p style="font-size:13px;color:#888">Non puoi più venire? <a href="https://www.mediprenota.it/le-mie-prenotazioni" style="color:#888">Annulla entro stasera</a> così un altro paziente potrà prendere il tuo posto.</p>`,
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------------ Banca del Monferrato

function bdm_page(inner: string): string {
  return `<html><body style="margin:0;padding:0;background-color:#f0ede6">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f0ede6"><tr><td align="center" valign="top">
<table width="600" border="0" cellspacing="0" cellpadding="0">
<tr><td height="70" bgcolor="#7a1f2b" style="padding-left:30px"><img src="https://www.bancadelmonferrato.it/newsletter/img/logo_bianco.png" alt="Banca del Monferrato" width="190" height="38"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:22px;color:#333333">${inner}</td></tr>
<tr><td style="padding:20px 30px;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#7d7d7d">
Banca del Monferrato Credito Cooperativo S.C. &ndash; Piazza Castello 3, 15033 Casale Monferrato (AL) &ndash; ABI 08530 &ndash; Iscritta all'Albo delle Banche al n. 5721<br>
Servizio clienti 0142 455 000 (lun-ven 8:00-18:00). La Banca non chiede mai via e-mail, SMS o telefono codici, PIN o password.<br>
<a href="https://www.bancadelmonferrato.it/trasparenza" style="color:#7d7d7d">Trasparenza</a> | <a href="https://www.bancadelmonferrato.it/privacy" style="color:#7d7d7d">Privacy</a> | <a href="https://www.bancadelmonferrato.it/sicurezza" style="color:#7d7d7d">Sicurezza</a></td></tr>
</table></td></tr></table></body></html>`;
}

const banca: Mail[] = [
  {
    family: "banca-monferrato",
    group: "regional",
    lang: "it",
    kind: "activation-code",
    code: "K7R2-9QF4",
    code_digits: "K7R29QF4",
    link: null,
    from: "Banca del Monferrato <servizi.digitali@bancadelmonferrato.it>",
    subject: "Attivazione app BdM Mobile - prima parte del codice",
    date: d(9, 8, "15:56:10"),
    text: `Gentile Cliente,

ha richiesto in filiale (Moncalieri, agenzia 412) l'attivazione dell'app BdM Mobile sul nuovo smartphone.

Prima parte del codice di attivazione: K7R2-9QF4

La seconda parte le è stata inviata via SMS al numero +39 347 ••• •• 18.
Inserisca entrambe le parti nell'app, nella schermata "Attiva dispositivo", entro 24 ore.

Se non ha fatto lei questa richiesta, chiami subito il numero 0142 455 000.

Banca del Monferrato`,
    html: bdm_page(`<p>Gentile Cliente,</p>
<p>ha richiesto in filiale (Moncalieri, agenzia 412) l'attivazione dell'app <b>BdM Mobile</b> sul nuovo smartphone.</p>
<p>Prima parte del codice di attivazione:</p>
<p style="text-align:center;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:#7a1f2b;background:#f7f1ee;padding:14px 0">K7R2-9QF4</p>
<p>La seconda parte le è stata inviata via SMS al numero +39 347 ••• •• 18. Inserisca entrambe le parti nell'app, nella schermata &laquo;Attiva dispositivo&raquo;, entro 24 ore.</p>
<p>Se non ha fatto lei questa richiesta, chiami subito il numero 0142 455 000.</p>
<p>Cordiali saluti,<br>Banca del Monferrato</p>`),
    enc: "qp",
  },
  {
    family: "banca-monferrato",
    group: "regional",
    lang: "it",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Banca del Monferrato <avvisi@bancadelmonferrato.it>",
    subject: "Avviso di sicurezza: bonifico disposto da BdM Mobile",
    date: d(9, 21, "11:03:27"),
    text: `Gentile Cliente,

le confermiamo che il 21/09/2026 alle 11:02 dal conto n. ••••7741 è stato disposto un bonifico SEPA:

Beneficiario: Condominio Via Cavour 11
Importo: 318,50 euro
Causale: Rata condominiale 3/4 2026

Se riconosce l'operazione non deve fare nulla. Se non l'ha disposta lei, chiami subito il Numero Verde Blocchi 800 822 056 (dall'estero +39 0142 455 099).

Banca del Monferrato`,
    html: bdm_page(`<p>Gentile Cliente,</p>
<p>le confermiamo che il <b>21/09/2026 alle 11:02</b> dal conto n. ••••7741 è stato disposto un bonifico SEPA:</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr><td style="color:#7d7d7d;border-bottom:1px solid #eee">Beneficiario</td><td style="border-bottom:1px solid #eee">Condominio Via Cavour 11</td></tr>
<tr><td style="color:#7d7d7d;border-bottom:1px solid #eee">Importo</td><td style="border-bottom:1px solid #eee"><b>318,50 €</b></td></tr>
<tr><td style="color:#7d7d7d">Causale</td><td>Rata condominiale 3/4 2026</td></tr></table>
<p>Se riconosce l'operazione non deve fare nulla. Se non l'ha disposta lei, chiami subito il Numero Verde Blocchi <b>800 822 056</b> (dall'estero +39 0142 455 099).</p>`),
    enc: "8bit",
  },
  {
    family: "banca-monferrato",
    group: "regional",
    lang: "it",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banca del Monferrato <documenti@bancadelmonferrato.it>",
    subject: "Nuovi documenti nella sua Casella Documenti",
    date: d(10, 3, "06:30:00"),
    text: `Gentile Cliente,

nella sua Casella Documenti dell'Internet Banking sono disponibili:
- Estratto conto al 30/09/2026 - conto n. ••••7741
- Documento di sintesi periodico 2026
- Rendiconto titoli III trimestre 2026

Per consultarli acceda a www.bancadelmonferrato.it o all'app BdM Mobile. I documenti restano disponibili per 10 anni.

Banca del Monferrato`,
    html: bdm_page(`<p>Gentile Cliente,</p>
<p>nella sua <b>Casella Documenti</b> dell'Internet Banking sono disponibili:</p>
<ul><li>Estratto conto al 30/09/2026 &ndash; conto n. ••••7741</li><li>Documento di sintesi periodico 2026</li><li>Rendiconto titoli III trimestre 2026</li></ul>
<p>Per consultarli acceda a <a href="https://www.bancadelmonferrato.it/home-banking" style="color:#7a1f2b">www.bancadelmonferrato.it</a> o all'app BdM Mobile. I documenti restano disponibili per 10 anni.</p>`),
    enc: "b64",
  },
];

// ------------------------------------------------------------------ Ritirami (parcel lockers)

const ritirami: Mail[] = [
  {
    family: "ritirami",
    group: "consumer",
    lang: "it",
    kind: "pickup-code",
    code: "318406",
    link: null,
    from: "Ritirami <avvisi@ritirami.it>",
    subject: "Il tuo pacco ti aspetta nel locker Ritirami di Moncalieri Carrefour",
    date: d(9, 17, "14:22:09"),
    text: `Ciao!

Il pacco con spedizione n. RTM4409126637IT (mittente: Zalamo Moda S.r.l.) è stato consegnato nel locker:

Ritirami Moncalieri - Carrefour Market
Strada Carignano 48, 10024 Moncalieri
Aperto 7:00-22:00 tutti i giorni

Codice di ritiro: 318406

Inquadra il QR code dall'app Ritirami oppure digita il codice sullo schermo del locker.
Hai tempo fino a domenica 20/09/2026 alle 22:00. Dopo il pacco tornerà al mittente.

Assistenza: 02 8088 4400 - www.ritirami.it/aiuto`,
    html: `<html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#fff6e0;font-family:Arial,Helvetica,sans-serif">
<div style="display:none">Codice di ritiro valido fino al 20/09</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;overflow:hidden">
<tr><td style="background:#ffb400;padding:16px 24px;font-size:22px;font-weight:900;color:#222">ritirami<span style="color:#fff">.</span></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#222">
<p style="margin-top:0">Ciao! Il pacco <b>RTM4409126637IT</b> (mittente: Zalamo Moda S.r.l.) ti aspetta qui:</p>
<p style="background:#f7f7f7;padding:12px;border-radius:8px"><b>Ritirami Moncalieri &ndash; Carrefour Market</b><br>Strada Carignano 48, 10024 Moncalieri<br>Aperto 7:00&ndash;22:00 tutti i giorni</p>
<p style="text-align:center;margin:22px 0 6px;font-size:13px;color:#666">CODICE DI RITIRO</p>
<table align="center" cellpadding="0" cellspacing="4"><tr>${
      cells(
        "318406",
        "background:#222;color:#ffb400;font-size:30px;font-weight:bold;width:40px;height:50px;text-align:center;border-radius:6px",
      )
    }</tr></table>
<p style="text-align:center"><img src="https://api.ritirami.it/qr/RTM4409126637IT.png" width="160" height="160" alt="QR code di ritiro"></p>
<p>Inquadra il QR code dall&rsquo;app Ritirami oppure digita il codice sullo schermo del locker. Hai tempo fino a <b>domenica 20/09/2026 alle 22:00</b>.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;background:#fafafa">Ritirami S.p.A. &middot; Viale Monza 265, 20126 Milano &middot; 02 8088 4400 &middot; <a href="https://www.ritirami.it/aiuto" style="color:#888">Aiuto</a> &middot; <a href="https://www.ritirami.it/privacy" style="color:#888">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "ritirami",
    group: "consumer",
    lang: "it",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Ritirami <avvisi@ritirami.it>",
    subject: "Pacco ritirato - grazie!",
    date: d(9, 18, "10:47:51"),
    text:
      `Ciao, hai ritirato il pacco RTM4409126637IT dal locker Ritirami Moncalieri - Carrefour Market il 18/09/2026 alle 10:47.

Com'è andata? Dacci un voto da 1 a 5 rispondendo al sondaggio: https://www.ritirami.it/sondaggio?s=RTM4409126637IT

Ritirami S.p.A. - Viale Monza 265, 20126 Milano`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Recapito Italia (post)

const recapito: Mail[] = [
  {
    family: "recapito-italia",
    group: "regional",
    lang: "it",
    kind: "delivery-notice",
    code: null,
    link: null,
    from: "Recapito Italia <tracciamento@recapitoitalia.it>",
    subject: "La tua spedizione 3UW00412839955 è in consegna oggi",
    date: d(10, 1, "08:12:37"),
    text: `Gentile cliente,

la spedizione Pacco Ordinario n. 3UW00412839955 proveniente da LISBOA (PT) è in consegna oggi, 01/10/2026, all'indirizzo:
VIA CAVOUR 11, 10024 MONCALIERI TO

Il postino passerà tra le 9:00 e le 14:00. Se sarai assente lasceremo un avviso e potrai ritirare il pacco presso l'Ufficio di Moncalieri Centro da domani.

Segui la spedizione su https://www.recapitoitalia.it/cerca?n=3UW00412839955

Recapito Italia`,
    html: ente(
      "Recapito Italia",
      "#ffcc00",
      `<p>Gentile cliente,</p>
<p>la spedizione <b>Pacco Ordinario n. 3UW00412839955</b> proveniente da LISBOA (PT) &egrave; <b>in consegna oggi</b>, 01/10/2026, all&rsquo;indirizzo:<br>VIA CAVOUR 11, 10024 MONCALIERI TO</p>
<p>Il postino passer&agrave; tra le 9:00 e le 14:00. Se sarai assente lasceremo un avviso e potrai ritirare il pacco presso l&rsquo;Ufficio di Moncalieri Centro da domani.</p>
<p><a href="https://www.recapitoitalia.it/cerca?n=3UW00412839955" style="color:#0047bb;font-weight:bold">Segui la spedizione &rsaquo;</a></p>`,
      `Recapito Italia S.p.A. &middot; Viale Europa 190, 00144 Roma &middot; Call center 803 160<br><a href="https://www.recapitoitalia.it/privacy" style="color:#5c6f82">Privacy</a>`,
    ),
    enc: "qp",
  },
  {
    family: "recapito-italia",
    group: "regional",
    lang: "it",
    kind: "held-notice",
    code: null,
    link: null,
    from: "Recapito Italia <tracciamento@recapitoitalia.it>",
    subject: "Raccomandata in giacenza presso l'Ufficio Postale",
    date: d(10, 22, "15:40:02"),
    text: `Gentile cliente,

non è stato possibile consegnare la Raccomandata n. 61592277418-3 perché il destinatario era assente.
Mittente: AGENZIA ENTRATE RISCOSSIONE

L'invio è in giacenza dal 23/10/2026 presso:
Ufficio Postale Moncalieri 1, Piazza Martiri della Libertà 2, 10024 Moncalieri
Orari: lun-ven 8:20-19:05, sab 8:20-12:35

Porti con sé un documento d'identità e l'avviso di giacenza lasciato in cassetta. La raccomandata resta in giacenza per 30 giorni.

Recapito Italia - Call center 803 160`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Energia Sabauda (electricity and gas)

const energia: Mail[] = [
  {
    family: "energia-sabauda",
    group: "regional",
    lang: "it",
    kind: "bill-issued",
    code: null,
    link: null,
    from: "Energia Sabauda <bollette@energiasabauda.it>",
    subject: "Bolletta luce e gas n. 2026-0918-554210 - scadenza 12/10/2026",
    date: d(9, 22, "05:14:31"),
    text: `Gentile Giuseppina Rolando,

in allegato trova la bolletta n. 2026-0918-554210 relativa alla fornitura di VIA CAVOUR 11, MONCALIERI.

Periodo: luglio - agosto 2026
Luce (POD IT001E77412093): 92,18 euro
Gas (PDR 00880112944571): 31,40 euro
Totale: 123,58 euro
Scadenza: 12/10/2026 - addebito diretto SEPA su conto ••••7741

Non deve fare nulla: l'importo sarà addebitato automaticamente alla scadenza.

Energia Sabauda S.p.A. - Servizio clienti 800 900 711
Corso Regina Margherita 52, 10153 Torino`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eaf3ec;font-family:Tahoma,Arial,sans-serif"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:18px 28px"><img src="https://www.energiasabauda.it/mail/logo.png" alt="Energia Sabauda" width="160"></td><td align="right" style="padding:18px 28px;font-size:12px;color:#888">Area clienti &middot; <a href="https://clienti.energiasabauda.it" style="color:#3a8f4d">Accedi</a></td></tr>
<tr><td colspan="2" style="padding:0 28px 20px;font-size:14px;line-height:21px;color:#333">
<p>Gentile Giuseppina Rolando,</p>
<p>in allegato trova la bolletta <b>n. 2026-0918-554210</b> relativa alla fornitura di VIA CAVOUR 11, MONCALIERI.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #d8e8db">
<tr style="background:#f4faf5"><td>Periodo</td><td align="right">luglio &ndash; agosto 2026</td></tr>
<tr><td>💡 Luce (POD IT001E77412093)</td><td align="right">92,18 &euro;</td></tr>
<tr><td>🔥 Gas (PDR 00880112944571)</td><td align="right">31,40 &euro;</td></tr>
<tr style="background:#3a8f4d;color:#fff"><td><b>Totale</b></td><td align="right"><b>123,58 &euro;</b></td></tr>
<tr><td>Scadenza</td><td align="right">12/10/2026 &ndash; addebito SEPA su conto ••••7741</td></tr></table>
<p>Non deve fare nulla: l&rsquo;importo sar&agrave; addebitato automaticamente alla scadenza.</p>
<p style="background:#fff8e1;padding:10px;font-size:13px">🌱 Lo sapevi? Passando alla bolletta digitale hai gi&agrave; risparmiato 14 fogli di carta quest&rsquo;anno.</p></td></tr>
<tr><td colspan="2" style="padding:14px 28px;background:#2f3b33;color:#b8c4bb;font-size:11px;line-height:16px">Energia Sabauda S.p.A. &middot; Corso Regina Margherita 52, 10153 Torino &middot; P.IVA 09877120014<br>Servizio clienti 800 900 711 &middot; Pronto intervento gas 800 900 712<br>
<a href="https://www.energiasabauda.it/privacy" style="color:#b8c4bb">Privacy</a> &middot; <a href="https://www.facebook.com/energiasabauda" style="color:#b8c4bb">Facebook</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
    attachment: [
      "Bolletta_2026-0918-554210.pdf",
      "application/pdf",
      "%PDF-1.5\n% Bolletta 2026-0918-554210 Energia Sabauda\n%%EOF\n",
    ],
  },
  {
    family: "energia-sabauda",
    group: "regional",
    lang: "it",
    kind: "meter-reading-reminder",
    code: null,
    link: null,
    from: "Energia Sabauda <comunicazioni@energiasabauda.it>",
    subject: "È il momento dell'autolettura del gas",
    date: d(10, 27, "10:00:00", "+0100"),
    text: `Gentile cliente,

dal 28 al 31 ottobre può comunicarci la lettura del contatore gas (PDR 00880112944571). In questo modo la prossima bolletta sarà calcolata sui consumi reali e non stimati.

Come fare:
- dall'area clienti o dall'app Energia Sabauda
- chiamando il numero 800 900 713 (servizio automatico, 24 ore su 24)
- con un SMS al 339 994 0011 scrivendo: PDR spazio lettura

Se non ci comunica la lettura non succede nulla: useremo una stima.

Energia Sabauda`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Lanterna Telecom

const lanterna: Mail[] = [
  {
    family: "lanterna-tel",
    group: "consumer",
    lang: "it",
    kind: "bill-issued",
    code: null,
    link: null,
    from: "Lanterna Telecom <fattura@mail.lanternatel.it>",
    subject: "La tua fattura di settembre è online",
    date: d(9, 12, "09:31:18"),
    text: `Ciao Giuseppina,

la fattura n. L2026/0881243 del tuo abbonamento Lanterna Casa Fibra + Mobile Senior è disponibile nell'area MyLanterna.

Importo: 34,90 euro
Periodo: 01/09/2026 - 30/09/2026
Linea fissa: 011 640 **71 - Linea mobile: 347 *** **18
Pagamento: addebito su conto corrente il 28/09/2026

Lanterna Telecom - Assistenza 190 90 (gratuito da rete Lanterna)
Per non ricevere più comunicazioni commerciali: https://www.lanternatel.it/preferenze`,
    html:
      `<div style="background:#111a2e;padding:0;margin:0"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif">
<tr><td style="padding:20px 24px"><img src="https://img.lanternatel.it/mail/lanterna-logo-neg.png" alt="Lanterna" height="32"></td></tr>
<tr><td style="background:#ffffff;padding:28px 26px;font-size:15px;line-height:22px;color:#1b1b1b">
<h2 style="margin:0 0 12px;font-size:22px">Ciao Giuseppina,</h2>
<p>la fattura <b>n. L2026/0881243</b> del tuo abbonamento <b>Lanterna Casa Fibra + Mobile Senior</b> è disponibile.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr>
<td style="background:#fff4d6;padding:16px;border-radius:8px"><span style="font-size:13px;color:#6b5a2a">Importo</span><br><span style="font-size:28px;font-weight:bold">34,90 €</span></td>
<td width="12"></td>
<td style="background:#f1f3f7;padding:16px;border-radius:8px;font-size:13px">Periodo 01/09 &ndash; 30/09/2026<br>Fisso 011 640 **71<br>Mobile 347 *** **18<br>Addebito il 28/09/2026</td></tr></table>
<p><a href="https://t.mail.lanternatel.it/r/?id=h8812c,3f0a11,9&amp;p1=fattura" style="display:inline-block;background:#ffb000;color:#111a2e;font-weight:bold;padding:12px 22px;border-radius:6px;text-decoration:none">Vedi la fattura</a></p>
</td></tr>
<tr><td style="padding:16px 24px;color:#9aa3b5;font-size:11px;line-height:16px">Lanterna Telecom S.p.A. &middot; Via Fieschi 8, 16121 Genova &middot; Assistenza 190 90<br>
<a href="https://www.lanternatel.it/preferenze" style="color:#9aa3b5">Preferenze e-mail</a> &middot; <a href="https://www.lanternatel.it/privacy" style="color:#9aa3b5">Privacy</a> &middot; © 2026 Lanterna Telecom</td></tr>
</table></td></tr></table></div>`,
    enc: "qp",
  },
  {
    family: "lanterna-tel",
    group: "consumer",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://my.lanternatel.it/recupero-password/nuova?token=e5c1d2a7f09b4c88a1e2f3d6b7c80914&cid=L0883311",
    from: "MyLanterna <noreply@mail.lanternatel.it>",
    subject: "Reimposta la password di MyLanterna",
    date: d(10, 5, "18:57:44"),
    text: `Ciao,

abbiamo ricevuto una richiesta di reimpostazione della password per l'account MyLanterna associato a questo indirizzo.

Per scegliere una nuova password apri questo link (valido 30 minuti):
https://my.lanternatel.it/recupero-password/nuova?token=e5c1d2a7f09b4c88a1e2f3d6b7c80914&cid=L0883311

Se non hai chiesto tu il cambio password, ignora questa e-mail: la password attuale resterà valida.

Lanterna Telecom - Assistenza 190 90`,
    html: `<html><body style="background:#f1f3f7;margin:0;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:26px 30px 0"><img src="https://img.lanternatel.it/mail/lanterna-logo.png" alt="Lanterna" height="28"></td></tr>
<tr><td style="padding:20px 30px 30px;font-size:15px;line-height:22px;color:#1b1b1b">
<p>Ciao,</p>
<p>abbiamo ricevuto una richiesta di reimpostazione della password per l'account MyLanterna associato a questo indirizzo.</p>
<p><a href="https://my.lanternatel.it/recupero-password/nuova?token=e5c1d2a7f09b4c88a1e2f3d6b7c80914&amp;cid=L0883311" style="display:inline-block;background:#111a2e;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none">Scegli una nuova password</a></p>
<p style="font-size:13px;color:#666">Il link è valido 30 minuti. Se non hai chiesto tu il cambio password, ignora questa e-mail: la password attuale resterà valida.</p>
</td></tr></table>
<p style="font-size:11px;color:#999">Lanterna Telecom S.p.A. &middot; Via Fieschi 8, 16121 Genova</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------------ SpesaVicina (supermarket home delivery)

function sv_page(pre: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"></head><body style="margin:0;background:#fdf7f2">
<div style="display:none;max-height:0;overflow:hidden">${pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Helvetica Neue',Arial,sans-serif">
<tr><td align="center" style="padding:22px"><a href="https://click.spesavicina.it/?qs=a81f0c"><img src="https://img.spesavicina.it/e/logo-spesavicina.png" alt="SpesaVicina - la spesa a casa tua" width="200"></a></td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:28px;font-size:15px;line-height:23px;color:#2b2b2b">${inner}</td></tr>
<tr><td style="padding:20px;font-size:11px;line-height:17px;color:#8a7f77;text-align:center">
SpesaVicina è un servizio di Supermercati Dora S.p.A. &middot; Strada del Drosso 33, 10135 Torino<br>
Servizio clienti 011 197 00 400 &middot; <a href="https://www.spesavicina.it/faq" style="color:#8a7f77">FAQ</a> &middot; <a href="https://www.spesavicina.it/privacy" style="color:#8a7f77">Privacy</a> &middot; <a href="https://click.spesavicina.it/unsub?u=7e21ab" style="color:#8a7f77">Annulla iscrizione</a><br>
<a href="https://www.instagram.com/spesavicina"><img src="https://img.spesavicina.it/e/ig.png" width="22" alt="Instagram"></a> <a href="https://www.facebook.com/spesavicina"><img src="https://img.spesavicina.it/e/fb.png" width="22" alt="Facebook"></a></td></tr>
</table></td></tr></table></body></html>`;
}

const spesavicina: Mail[] = [
  {
    family: "spesavicina",
    group: "consumer",
    lang: "it",
    kind: "confirm-email",
    code: null,
    link: "https://www.spesavicina.it/account/attiva?k=9Xb2LmQ7r0TzW4eN&email=g.rolando%40inbox.example",
    from: "SpesaVicina <ciao@spesavicina.it>",
    subject: "Attiva il tuo account SpesaVicina",
    date: d(9, 5, "10:18:03"),
    text: `Benvenuta Giuseppina!

Manca un ultimo passo: conferma il tuo indirizzo e-mail per attivare l'account e prenotare la prima consegna.

Conferma qui: https://www.spesavicina.it/account/attiva?k=9Xb2LmQ7r0TzW4eN&email=g.rolando%40inbox.example

Sulla tua prima spesa di almeno 50 euro la consegna è gratuita con il codice BENVENUTO26.

SpesaVicina - Servizio clienti 011 197 00 400`,
    html: sv_page(
      "Un clic e puoi fare la prima spesa",
      `<h1 style="font-size:24px;color:#d2451e;margin:0 0 12px">Benvenuta Giuseppina!</h1>
<p>Manca un ultimo passo: conferma il tuo indirizzo e-mail per attivare l&rsquo;account e prenotare la prima consegna.</p>
<p align="center" style="margin:26px 0"><a href="https://www.spesavicina.it/account/attiva?k=9Xb2LmQ7r0TzW4eN&amp;email=g.rolando%40inbox.example" style="background:#d2451e;color:#fff;text-decoration:none;padding:14px 34px;border-radius:30px;font-weight:bold;font-size:16px">Conferma e-mail</a></p>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#fff3e8;border-radius:8px;font-size:14px"><tr><td>🛒 Sulla tua prima spesa di almeno 50&nbsp;&euro; la consegna &egrave; gratuita con il codice <b>BENVENUTO26</b>.</td></tr></table>`,
    ),
    enc: "qp",
  },
  {
    family: "spesavicina",
    group: "consumer",
    lang: "it",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "SpesaVicina <ordini@spesavicina.it>",
    subject: "Ordine 60017724 ricevuto - consegna giovedì 17/09",
    date: d(9, 14, "21:09:50"),
    text: `Grazie Giuseppina, abbiamo ricevuto il tuo ordine n. 60017724.

Consegna: giovedì 17/09/2026 tra le 10:00 e le 12:00
Indirizzo: Via Cavour 11, scala B, 3° piano, 10024 Moncalieri (citofono ROLANDO)

Articoli: 23
Totale stimato: 78,35 euro (spese di consegna 0,00 euro)
Pagamento: carta •••• 5530, addebitata alla consegna sull'importo effettivo

Puoi modificare l'ordine fino a mercoledì 16/09 alle 22:00 dall'app o dal sito.

SpesaVicina`,
    html: sv_page(
      "Consegna giovedì 17/09 tra le 10 e le 12",
      `<h2 style="margin:0 0 10px;font-size:20px">Grazie Giuseppina, abbiamo ricevuto il tuo ordine!</h2>
<p style="color:#8a7f77;margin:0 0 18px">Ordine n. 60017724 &middot; 14/09/2026</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;border-top:1px solid #eee">
<tr><td style="border-bottom:1px solid #eee">🚚 Consegna</td><td style="border-bottom:1px solid #eee">gioved&igrave; 17/09/2026, 10:00&ndash;12:00</td></tr>
<tr><td style="border-bottom:1px solid #eee">📍 Indirizzo</td><td style="border-bottom:1px solid #eee">Via Cavour 11, scala B, 3&deg; piano, 10024 Moncalieri (citofono ROLANDO)</td></tr>
<tr><td style="border-bottom:1px solid #eee">🧺 Articoli</td><td style="border-bottom:1px solid #eee">23</td></tr>
<tr><td style="border-bottom:1px solid #eee">💶 Totale stimato</td><td style="border-bottom:1px solid #eee"><b>78,35 &euro;</b> (consegna 0,00 &euro;)</td></tr>
<tr><td>💳 Pagamento</td><td>carta •••• 5530, addebitata alla consegna</td></tr></table>
<p style="font-size:13px">Puoi modificare l&rsquo;ordine fino a mercoled&igrave; 16/09 alle 22:00 dall&rsquo;app o dal <a href="https://www.spesavicina.it/ordini/60017724" style="color:#d2451e">sito</a>.</p>`,
    ),
    enc: "8bit",
  },
  {
    family: "spesavicina",
    group: "consumer",
    lang: "it",
    kind: "delivery-on-way",
    code: null,
    link: null,
    from: "SpesaVicina <ordini@spesavicina.it>",
    subject: "Il tuo autista Davide è partito 🚚",
    date: d(9, 17, "10:21:14"),
    text: `La tua spesa (ordine 60017724) è in viaggio! Davide arriverà tra le 10:35 e le 10:55.

Importo finale: 76,92 euro (2 articoli sostituiti, 1 non disponibile).
Tieni pronto il sacchetto dei vuoti se vuoi restituire le bottiglie del latte.

SpesaVicina`,
    html: sv_page(
      "Arrivo tra le 10:35 e le 10:55",
      `<p style="font-size:18px;margin:0 0 10px"><b>La tua spesa è in viaggio!</b></p>
<p>Davide arriverà tra le <b>10:35 e le 10:55</b>.</p>
<p>Importo finale: <b>76,92 &euro;</b> (2 articoli sostituiti, 1 non disponibile) &ndash; <a href="https://www.spesavicina.it/ordini/60017724/dettaglio" style="color:#d2451e">vedi dettaglio</a>.</p>
<p style="font-size:13px;color:#8a7f77">Tieni pronto il sacchetto dei vuoti se vuoi restituire le bottiglie del latte.</p>`,
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------------ Parish and seniors' club

const parrocchia: Mail[] = [
  {
    family: "parrocchia-santa-rita",
    group: "regional",
    lang: "it",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Parrocchia Santa Rita - Moncalieri <segreteria@parrocchiasantaritamoncalieri.it>",
    subject: "Foglio parrocchiale - XXVI domenica del Tempo Ordinario",
    date: d(9, 25, "19:44:10"),
    text: `PARROCCHIA SANTA RITA DA CASCIA - MONCALIERI
Foglio settimanale - domenica 27 settembre 2026

Carissimi,
con l'inizio dell'anno pastorale riprendono tutte le attività. Ecco gli appuntamenti della settimana:

- Domenica 27/09: Sante Messe ore 8:30 - 10:30 - 18:00. Alle 10:30 mandato ai catechisti.
- Martedì 29/09 ore 15:00: rosario e merenda con il gruppo della terza età nel salone.
- Giovedì 1/10 ore 21:00: incontro del consiglio pastorale.
- Sabato 3/10: raccolta alimentare per la San Vincenzo davanti al supermercato di Strada Carignano (servono volontari dalle 9 alle 12, dare il nome in segreteria).

PELLEGRINAGGIO A FATIMA: restano 6 posti per il viaggio in pullman dal 3 al 10 maggio 2027 organizzato con l'agenzia Viaggi Campanile. Quota 1.190 euro a persona in camera doppia. Iscrizioni in segreteria con acconto di 300 euro.

OFFERTE: la raccolta straordinaria per il tetto dell'oratorio ha raggiunto 18.420 euro su 35.000. IBAN per chi vuole contribuire: IT60 X054 2811 1010 0000 0123 456 - causale "tetto oratorio".

Segreteria parrocchiale: lun-ven 9:30-11:30, tel. 011 681 3344
Via Santa Maria 5, 10024 Moncalieri

Don Piero e i collaboratori

Per non ricevere più il foglio parrocchiale rispondete a questa mail con scritto "cancellami".`,
    html: null,
    enc: "qp",
  },
];

const filo: Mail[] = [
  {
    family: "filo-dargento",
    group: "regional",
    lang: "it",
    kind: "confirm-subscription",
    code: null,
    link:
      "https://filodargento-moncalieri.us19.list-manage.com/subscribe/confirm?u=3fa09c1b7e2d48c6a5d1e8f70&id=8b2c41d9e0&e=6c0d8e1f4a",
    from: "Circolo Filo d'Argento <circolo@filodargento-moncalieri.it>",
    subject: "Circolo Filo d'Argento: conferma la tua iscrizione alla newsletter",
    date: d(9, 9, "11:02:33"),
    text: `Circolo Filo d'Argento - Moncalieri

Conferma la tua iscrizione

Per ricevere la nostra newsletter con gite, corsi e feste del circolo, conferma il tuo indirizzo cliccando qui:
https://filodargento-moncalieri.us19.list-manage.com/subscribe/confirm?u=3fa09c1b7e2d48c6a5d1e8f70&id=8b2c41d9e0&e=6c0d8e1f4a

Se hai ricevuto questa e-mail per errore, ignorala: non ti iscriveremo senza conferma.

Circolo Filo d'Argento APS - Via Vittorio Alfieri 7, 10024 Moncalieri`,
    html: `<html><body style="background:#fafafa;margin:0;padding:0">
<center><table width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Helvetica,Arial,sans-serif;background:#ffffff;margin-top:20px">
<tr><td align="center" style="padding:24px;border-bottom:3px solid #9e9e9e"><img src="https://mcusercontent.com/3fa09c1b7e2d48c6a5d1e8f70/images/logo_filo.png" alt="Circolo Filo d'Argento" width="220"></td></tr>
<tr><td style="padding:30px;font-size:16px;line-height:150%;color:#202020;text-align:center">
<h1 style="font-size:22px;color:#202020">Conferma la tua iscrizione</h1>
<p>Per ricevere la nostra newsletter con gite, corsi e feste del circolo, conferma il tuo indirizzo.</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:20px auto"><tr><td style="background:#5d4a8a;border-radius:3px;padding:15px 28px">
<a href="https://filodargento-moncalieri.us19.list-manage.com/subscribe/confirm?u=3fa09c1b7e2d48c6a5d1e8f70&amp;id=8b2c41d9e0&amp;e=6c0d8e1f4a" style="color:#ffffff;font-weight:bold;text-decoration:none">Sì, iscrivimi alla lista</a></td></tr></table>
<p style="font-size:13px;color:#757575">Se hai ricevuto questa e-mail per errore, ignorala: non ti iscriveremo senza conferma.</p></td></tr>
<tr><td style="padding:20px;font-size:11px;color:#757575;text-align:center;background:#fafafa">Circolo Filo d'Argento APS &middot; Via Vittorio Alfieri 7 &middot; Moncalieri, TO 10024 &middot; Italy<br>
<a href="http://eepurl.com/iKq7Zb"><img src="https://cdn-images.mailchimp.com/monkey_rewards/intuit-mc-rewards-text-dark.png" alt="Intuit Mailchimp" width="120"></a></td></tr>
</table></center></body></html>`,
    enc: "qp",
  },
  {
    family: "filo-dargento",
    group: "regional",
    lang: "it",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Circolo Filo d'Argento <circolo@filodargento-moncalieri.it>",
    subject: "Ottobre al circolo: castagnata, corso di smartphone e gita a Cherasco",
    date: d(10, 2, "08:30:00"),
    text: `** Ottobre al circolo **

Care socie e cari soci,

ecco cosa vi aspetta questo mese:

CASTAGNATA - domenica 18 ottobre dalle 15:00 nel cortile del circolo. Caldarroste, vin brulè e musica con la fisarmonica di Franco. Offerta libera.

CORSO "SMARTPHONE SENZA PAURA" - 4 incontri il martedì dalle 10 alle 11:30 (13, 20, 27 ottobre e 3 novembre). Impareremo a fare videochiamate con i nipoti, a usare SPID e il fascicolo sanitario, e a riconoscere i messaggi truffa. 20 euro per i soci. Massimo 12 persone.

GITA A CHERASCO E BRA - giovedì 22 ottobre. Partenza ore 8:00 da Piazza Vittorio Emanuele II, pranzo in trattoria, visita alla fiera del tartufo. 55 euro tutto compreso. Prenotazioni entro il 15/10 al numero 011 642 0917 (martedì e giovedì 15-18).

TESSERAMENTO 2027: la quota resta 15 euro.

Un caro saluto,
il Direttivo

Circolo Filo d'Argento APS - Via Vittorio Alfieri 7, 10024 Moncalieri
Annulla iscrizione: https://filodargento-moncalieri.us19.list-manage.com/unsubscribe?u=3fa09c1b7e2d48c6a5d1e8f70&id=8b2c41d9e0
`,
    html: `<html><body style="background:#f3eff8;margin:0">
<center><table width="600" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;background:#ffffff">
<tr><td><img src="https://mcusercontent.com/3fa09c1b7e2d48c6a5d1e8f70/images/banner_ottobre.jpg" width="600" alt="Ottobre al circolo - foglie d'autunno" style="display:block"></td></tr>
<tr><td style="padding:26px 30px;font-size:16px;line-height:24px;color:#333">
<p>Care socie e cari soci,<br>ecco cosa vi aspetta questo mese:</p>
<h3 style="color:#5d4a8a;margin-bottom:4px">🌰 Castagnata</h3><p style="margin-top:0">Domenica 18 ottobre dalle 15:00 nel cortile del circolo. Caldarroste, vin brulè e musica con la fisarmonica di Franco. Offerta libera.</p>
<h3 style="color:#5d4a8a;margin-bottom:4px">📱 Corso &laquo;Smartphone senza paura&raquo;</h3><p style="margin-top:0">4 incontri il martedì dalle 10 alle 11:30 (13, 20, 27 ottobre e 3 novembre). Impareremo a fare videochiamate con i nipoti, a usare SPID e il fascicolo sanitario, e a riconoscere i messaggi truffa. 20&nbsp;&euro; per i soci. Massimo 12 persone.</p>
<h3 style="color:#5d4a8a;margin-bottom:4px">🚌 Gita a Cherasco e Bra</h3><p style="margin-top:0">Giovedì 22 ottobre. Partenza ore 8:00 da Piazza Vittorio Emanuele II, pranzo in trattoria, visita alla fiera del tartufo. 55&nbsp;&euro; tutto compreso. Prenotazioni entro il 15/10 al numero 011 642 0917 (martedì e giovedì 15-18).</p>
<p><b>Tesseramento 2027:</b> la quota resta 15&nbsp;&euro;.</p>
<p>Un caro saluto,<br>il Direttivo</p></td></tr>
<tr><td style="padding:18px;font-family:Arial,sans-serif;font-size:11px;color:#777;text-align:center;background:#f3eff8">Circolo Filo d'Argento APS &middot; Via Vittorio Alfieri 7 &middot; 10024 Moncalieri<br>
<a href="https://filodargento-moncalieri.us19.list-manage.com/profile?u=3fa09c1b7e2d48c6a5d1e8f70&amp;id=8b2c41d9e0" style="color:#777">Aggiorna preferenze</a> &middot; <a href="https://filodargento-moncalieri.us19.list-manage.com/unsubscribe?u=3fa09c1b7e2d48c6a5d1e8f70&amp;id=8b2c41d9e0" style="color:#777">Annulla iscrizione</a></td></tr>
</table></center></body></html>`,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Kinnest (family photo album app)

function kinnest_page(lang: string, pre: string, inner: string, foot: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;background:#fbf8f4">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#2d2a26">
<tr><td style="padding-bottom:20px"><img src="https://assets.kinnest.app/email/kinnest-wordmark.png" alt="Kinnest" width="104" height="28"></td></tr>
<tr><td style="background:#ffffff;border-radius:16px;padding:32px;font-size:16px;line-height:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)">${inner}</td></tr>
<tr><td style="padding:24px 8px;font-size:12px;line-height:18px;color:#8c857c">${foot}<br>
Kinnest Ltd, 5 Marshalsea Road, London SE1 1EP, UK<br>
<a href="https://apps.apple.com/app/kinnest/id1593320011" style="color:#8c857c">iOS</a> &middot; <a href="https://play.google.com/store/apps/details?id=app.kinnest" style="color:#8c857c">Android</a> &middot; <a href="https://kinnest.app/privacy" style="color:#8c857c">Privacy</a></td></tr>
</table></td></tr></table></body></html>`;
}

const kinnest: Mail[] = [
  {
    family: "kinnest",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://kinnest.app/join/fam_3kQ8vT2wLp?inv=Zm9yLW5vbm5h",
    from: "Chiara via Kinnest <invites@kinnest.app>",
    subject: 'Chiara invited you to the family album "Rolando-Ferreira family"',
    date: d(9, 3, "20:48:16", "+0100"),
    text: `Chiara Ferreira invited you to join the private family album "Rolando-Ferreira family" on Kinnest.

"Nonna, ecco l'album con le foto dei bambini! Così le vedi subito appena le carichiamo. Un bacio, Chiara"

Join the album:
https://kinnest.app/join/fam_3kQ8vT2wLp?inv=Zm9yLW5vbm5h

There are already 214 photos and 12 videos, shared by 5 family members. Only people Chiara invites can see them.

This invitation expires in 14 days.

Kinnest - private photo sharing for families`,
    html: kinnest_page(
      "en",
      "Chiara shared 214 photos and 12 videos with you",
      `<p style="margin:0 0 20px"><img src="https://assets.kinnest.app/u/chiara-f/avatar_96.jpg" width="48" height="48" alt="Chiara" style="border-radius:24px;vertical-align:middle"> <b>Chiara Ferreira</b> invited you to join the private family album</p>
<p style="font-size:22px;font-weight:700;margin:0 0 16px">Rolando-Ferreira family</p>
<table cellpadding="0" cellspacing="4"><tr>
<td><img src="https://assets.kinnest.app/a/fam_3kQ8vT2wLp/thumb1.jpg" width="150" height="150" alt="" style="border-radius:8px"></td>
<td><img src="https://assets.kinnest.app/a/fam_3kQ8vT2wLp/thumb2.jpg" width="150" height="150" alt="" style="border-radius:8px"></td>
<td><img src="https://assets.kinnest.app/a/fam_3kQ8vT2wLp/thumb3.jpg" width="150" height="150" alt="" style="border-radius:8px"></td></tr></table>
<p style="background:#fbf3e6;border-radius:10px;padding:14px;font-style:italic">&ldquo;Nonna, ecco l'album con le foto dei bambini! Così le vedi subito appena le carichiamo. Un bacio, Chiara&rdquo;</p>
<p style="margin:26px 0"><a href="https://kinnest.app/join/fam_3kQ8vT2wLp?inv=Zm9yLW5vbm5h" style="display:block;text-align:center;background:#e8793a;color:#ffffff;font-weight:600;padding:14px;border-radius:10px;text-decoration:none">Join the album</a></p>
<p style="font-size:14px;color:#8c857c">214 photos and 12 videos, shared by 5 family members. Only people Chiara invites can see them. This invitation expires in 14 days.</p>`,
      "You received this because Chiara Ferreira entered your e-mail address.",
    ),
    enc: "qp",
  },
  {
    family: "kinnest",
    group: "consumer",
    lang: "it",
    kind: "login-code",
    code: "604183",
    link: null,
    from: "Kinnest <hello@kinnest.app>",
    subject: "604183 è il tuo codice di accesso a Kinnest",
    date: d(9, 3, "21:02:40", "+0100"),
    text: `Il tuo codice di accesso a Kinnest è:

604183

Inseriscilo nell'app per entrare. Il codice scade tra 15 minuti.

Se non hai provato ad accedere, puoi ignorare questa e-mail.`,
    html: kinnest_page(
      "it",
      "Inseriscilo nell'app per entrare",
      `<p style="margin:0 0 8px;font-size:18px;font-weight:600">Ecco il tuo codice di accesso</p>
<p style="margin:0 0 24px;color:#6b655d">Inseriscilo nell'app per entrare.</p>
<div style="font-size:40px;font-weight:700;letter-spacing:12px;text-align:center;padding:18px 0;background:#fbf8f4;border-radius:12px">604183</div>
<p style="font-size:14px;color:#8c857c;margin-top:24px">Il codice scade tra 15 minuti. Se non hai provato ad accedere, puoi ignorare questa e-mail.</p>`,
      "Hai ricevuto questa e-mail perché qualcuno ha chiesto di accedere con questo indirizzo.",
    ),
    enc: "b64",
  },
  {
    family: "kinnest",
    group: "consumer",
    lang: "fr",
    kind: "activity-digest",
    code: null,
    link: null,
    from: "Kinnest <digest@kinnest.app>",
    subject: "Léa a ajouté 18 photos à « Rolando-Ferreira family »",
    date: d(10, 11, "18:00:05"),
    text: `Nouveautés dans « Rolando-Ferreira family »

Léa Rolando a ajouté 18 photos et 1 vidéo dans l'album « Vacances de la Toussaint à Annecy ».
Tomás a commenté une photo : « Olha a avó no barco! »

Ouvrez l'application Kinnest pour les voir.

Vous recevez ce résumé une fois par jour au maximum. Modifier les notifications : https://kinnest.app/settings/notifications`,
    html: kinnest_page(
      "fr",
      "18 nouvelles photos et 1 vidéo",
      `<p style="margin:0 0 16px;font-size:18px;font-weight:600">Nouveautés dans « Rolando-Ferreira family »</p>
<p><b>Léa Rolando</b> a ajouté 18 photos et 1 vidéo dans l'album <b>Vacances de la Toussaint à Annecy</b>.</p>
<table cellpadding="0" cellspacing="4"><tr>
<td><img src="https://assets.kinnest.app/a/fam_3kQ8vT2wLp/n/88121.jpg" width="110" height="110" alt="" style="border-radius:8px"></td>
<td><img src="https://assets.kinnest.app/a/fam_3kQ8vT2wLp/n/88122.jpg" width="110" height="110" alt="" style="border-radius:8px"></td>
<td><img src="https://assets.kinnest.app/a/fam_3kQ8vT2wLp/n/88123.jpg" width="110" height="110" alt="" style="border-radius:8px"></td>
<td style="background:#f1ebe3;border-radius:8px;width:110px;text-align:center;font-weight:600">+15</td></tr></table>
<p>💬 <b>Tomás</b> a commenté une photo : « Olha a avó no barco! »</p>
<p><a href="https://kinnest.app/a/fam_3kQ8vT2wLp/latest" style="color:#e8793a;font-weight:600">Voir dans Kinnest &rarr;</a></p>`,
      `Vous recevez ce résumé une fois par jour au maximum. <a href="https://kinnest.app/settings/notifications" style="color:#8c857c">Modifier les notifications</a>`,
    ),
    enc: "qp",
  },
  {
    family: "kinnest",
    group: "consumer",
    lang: "de",
    kind: "memories",
    code: null,
    link: null,
    from: "Kinnest <digest@kinnest.app>",
    subject: "Heute vor einem Jahr: Jonas' erster Schultag",
    date: d(9, 14, "07:30:00"),
    text: `Heute vor einem Jahr

Am 14. September 2025 hat Markus 9 Fotos hochgeladen: „Jonas' erster Schultag in München".

Schau sie dir in der Kinnest-App an oder bestell ein Fotobuch ab 24,90 € (Code HERBST15 für 15 % Rabatt bis 30.09.).

Erinnerungen abbestellen: https://kinnest.app/settings/notifications`,
    html: kinnest_page(
      "de",
      "9 Fotos von Markus",
      `<p style="margin:0 0 8px;color:#8c857c;font-size:14px;text-transform:uppercase;letter-spacing:1px">Heute vor einem Jahr</p>
<p style="font-size:20px;font-weight:700;margin:0 0 16px">Jonas' erster Schultag in München</p>
<img src="https://assets.kinnest.app/a/fam_3kQ8vT2wLp/m/2025-09-14.jpg" width="456" alt="Jonas mit Schultüte" style="border-radius:12px;display:block">
<p>Am 14. September 2025 hat Markus 9 Fotos hochgeladen.</p>
<p><a href="https://kinnest.app/a/fam_3kQ8vT2wLp/memories/2025-09-14" style="color:#e8793a;font-weight:600">In Kinnest ansehen</a> &middot; <a href="https://kinnest.app/print/book?src=memory" style="color:#e8793a;font-weight:600">Fotobuch ab 24,90 €</a></p>
<p style="font-size:13px;color:#8c857c">Mit dem Code <b>HERBST15</b> bekommst du 15 % Rabatt bis 30.09.</p>`,
      `<a href="https://kinnest.app/settings/notifications" style="color:#8c857c">Erinnerungen abbestellen</a>`,
    ),
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Nookcall (family video calls)

function nook_page(inner: string, foot: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#101828">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#101828"><tr><td align="center" style="padding:28px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:Inter,Arial,sans-serif">
<tr><td style="padding:0 0 18px;color:#ffffff;font-size:20px;font-weight:800">◖ nookcall</td></tr>
<tr><td style="background:#ffffff;border-radius:14px;padding:28px;font-size:15px;line-height:23px;color:#101828">${inner}</td></tr>
<tr><td style="padding:18px 4px;font-size:11px;line-height:17px;color:#98a2b3">${foot}<br>Nookcall Inc. &middot; 2261 Market Street #4120, San Francisco, CA 94114<br>
<a href="https://nookcall.com/help" style="color:#98a2b3">Help</a> &middot; <a href="https://nookcall.com/privacy" style="color:#98a2b3">Privacy</a> &middot; <a href="https://nookcall.com/terms" style="color:#98a2b3">Terms</a></td></tr>
</table></td></tr></table></body></html>`;
}

const nookcall: Mail[] = [
  {
    family: "nookcall",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "291746",
    link: null,
    from: "Nookcall <verify@nookcall.com>",
    subject: "Your Nookcall verification code",
    date: d(9, 6, "09:14:27", "+0000"),
    text: `Welcome to Nookcall!

Enter this code in the app to verify your email address:

291746

The code is valid for 20 minutes. If you didn't create a Nookcall account, you can ignore this email.

Nookcall Inc., 2261 Market Street #4120, San Francisco, CA 94114`,
    html: nook_page(
      `<p style="margin:0 0 6px;font-size:20px;font-weight:700">Welcome to Nookcall!</p>
<p style="margin:0 0 20px;color:#475467">Enter this code in the app to verify your email address:</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>${
        cells(
          "291746",
          "width:46px;height:56px;background:#f2f4f7;border-radius:10px;text-align:center;font-size:30px;font-weight:700;color:#6941c6",
        )
      }</tr></table>
<p style="margin-top:20px;font-size:13px;color:#667085">The code is valid for 20 minutes. If you didn't create a Nookcall account, you can ignore this email.</p>`,
      "This is an automated message.",
    ),
    enc: "qp",
  },
  {
    family: "nookcall",
    group: "consumer",
    lang: "pt",
    kind: "call-invite",
    code: null,
    link: "https://nookcall.com/j/avo-domingo-7QZ4?k=d81f2b9c",
    from: "Tomás Ferreira via Nookcall <calls@nookcall.com>",
    subject: "Tomás convidou-te para uma chamada de grupo: Almoço de domingo com a avó",
    date: d(9, 26, "14:05:51", "+0100"),
    text: `Tomás Ferreira convidou-te para uma chamada de vídeo em grupo no Nookcall.

Almoço de domingo com a avó 🍝
Domingo, 27 de setembro de 2026, 13:00 (hora de Lisboa) / 14:00 (hora de Itália)
Participantes: Chiara Ferreira, Tomás Ferreira, Inês Ferreira, Markus Rolando + tu

Entrar na chamada:
https://nookcall.com/j/avo-domingo-7QZ4?k=d81f2b9c

Não precisas de instalar nada: a chamada abre no navegador do telemóvel ou do computador.
ID da sala: 884 201 337

Nookcall`,
    html: nook_page(
      `<p style="margin:0 0 14px"><b>Tomás Ferreira</b> convidou-te para uma chamada de vídeo em grupo.</p>
<p style="font-size:20px;font-weight:700;margin:0 0 6px">Almoço de domingo com a avó 🍝</p>
<p style="margin:0 0 16px;color:#475467">Domingo, 27 de setembro de 2026<br>13:00 (hora de Lisboa) &middot; 14:00 (hora de Itália)</p>
<p style="margin:0 0 20px;font-size:13px;color:#667085">Chiara Ferreira, Tomás Ferreira, Inês Ferreira, Markus Rolando + tu</p>
<a href="https://nookcall.com/j/avo-domingo-7QZ4?k=d81f2b9c" style="display:block;background:#6941c6;color:#ffffff;text-align:center;padding:14px;border-radius:10px;font-weight:700;text-decoration:none">Entrar na chamada</a>
<p style="font-size:13px;color:#667085;margin-top:18px">Não precisas de instalar nada: a chamada abre no navegador do telemóvel ou do computador. ID da sala: 884 201 337 &middot; <a href="https://nookcall.com/cal/avo-domingo-7QZ4.ics" style="color:#667085">Adicionar ao calendário</a></p>`,
      "Recebeste este convite porque o Tomás te adicionou ao grupo “Família”.",
    ),
    enc: "8bit",
  },
  {
    family: "nookcall",
    group: "consumer",
    lang: "sv",
    kind: "missed-call",
    code: null,
    link: null,
    from: "Nookcall <notifications@nookcall.com>",
    subject: "Missat samtal från Elin Rolando",
    date: d(10, 18, "17:42:09"),
    text: `Du har ett missat videosamtal från Elin Rolando (söndag 18 oktober kl. 17:41).

Elin lämnade ett meddelande: "Hej mormor! Vi ringer igen ikväll efter middagen. Puss från Göteborg ❤️"

Öppna Nookcall-appen för att ringa tillbaka.

Stäng av e-postaviseringar: https://nookcall.com/settings/notifications`,
    html: nook_page(
      `<p style="margin:0 0 14px;font-size:18px;font-weight:700">📞 Missat videosamtal</p>
<p>Du har ett missat videosamtal från <b>Elin Rolando</b> (söndag 18 oktober kl. 17:41).</p>
<p style="background:#f9f5ff;border-radius:10px;padding:12px;font-style:italic">&bdquo;Hej mormor! Vi ringer igen ikväll efter middagen. Puss från Göteborg ❤️&ldquo;</p>
<p style="font-size:13px;color:#667085">Öppna Nookcall-appen för att ringa tillbaka.</p>`,
      `<a href="https://nookcall.com/settings/notifications" style="color:#98a2b3">Stäng av e-postaviseringar</a>`,
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------------ Viaggi Campanile (coach trips)

const campanile: Mail[] = [
  {
    family: "viaggi-campanile",
    group: "regional",
    lang: "it",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Viaggi Campanile <prenotazioni@viaggicampanile.it>",
    subject: "Conferma di prenotazione n. VC26-1187 - Umbria e Marche in pullman",
    date: d(9, 11, "12:26:40"),
    text: `Gentile Sig.ra Rolando,

siamo lieti di confermarLe la prenotazione del tour in pullman

UMBRIA E MARCHE: ASSISI, GUBBIO, LORETO
dal 12 al 16 ottobre 2026 (5 giorni / 4 notti)

Pratica n. VC26-1187
Partecipanti: Rolando Giuseppina, Gallo Teresa
Sistemazione: camera doppia letti separati, hotel 3 stelle, mezza pensione
Quota: 2 x 685,00 euro = 1.370,00 euro
Assicurazione annullamento: 2 x 38,00 euro = 76,00 euro
Acconto versato il 10/09/2026: 400,00 euro
Saldo da versare entro il 28/09/2026: 1.046,00 euro

In allegato il contratto di viaggio e il programma dettagliato.

Partenza: lunedì 12/10 ore 6:15 da Moncalieri, Piazza Caduti per la Libertà (parcheggio del mercato).

Cordiali saluti
Simona - Viaggi Campanile
Via Carlo Alberto 40, 10123 Torino - tel. 011 562 7710 - lic. n. 1984/TO`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000">
<p>Gentile Sig.ra Rolando,</p>
<p>siamo lieti di confermarLe la prenotazione del tour in pullman</p>
<p style="font-size:14pt;color:#1f4e79"><b>UMBRIA E MARCHE: ASSISI, GUBBIO, LORETO</b><br>dal 12 al 16 ottobre 2026 (5 giorni / 4 notti)</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:10pt">
<tr><td>Pratica n.</td><td><b>VC26-1187</b></td></tr>
<tr><td>Partecipanti</td><td>Rolando Giuseppina, Gallo Teresa</td></tr>
<tr><td>Sistemazione</td><td>camera doppia letti separati, hotel 3*, mezza pensione</td></tr>
<tr><td>Quota</td><td>2 x 685,00 &euro; = 1.370,00 &euro;</td></tr>
<tr><td>Assicurazione annullamento</td><td>2 x 38,00 &euro; = 76,00 &euro;</td></tr>
<tr><td>Acconto versato il 10/09/2026</td><td>400,00 &euro;</td></tr>
<tr><td><b>Saldo entro il 28/09/2026</b></td><td><b>1.046,00 &euro;</b></td></tr></table>
<p>In allegato il contratto di viaggio e il programma dettagliato.</p>
<p>Partenza: <b>luned&igrave; 12/10 ore 6:15</b> da Moncalieri, Piazza Caduti per la Libert&agrave; (parcheggio del mercato).</p>
<p>Cordiali saluti<br>Simona</p>
<p style="font-size:9pt;color:#555"><b>Viaggi Campanile</b> &ndash; Via Carlo Alberto 40, 10123 Torino &ndash; tel. 011 562 7710 &ndash; lic. n. 1984/TO<br>
<a href="https://www.viaggicampanile.it">www.viaggicampanile.it</a> &ndash; <a href="https://www.facebook.com/viaggicampanile">Seguici su Facebook</a></p></div>`,
    enc: "qp",
    attachment: [
      "Contratto_VC26-1187.pdf",
      "application/pdf",
      "%PDF-1.4\n% Contratto di viaggio VC26-1187 Umbria e Marche\n%%EOF\n",
    ],
  },
  {
    family: "viaggi-campanile",
    group: "regional",
    lang: "it",
    kind: "departure-reminder",
    code: null,
    link: null,
    from: "Viaggi Campanile <prenotazioni@viaggicampanile.it>",
    subject: "Si parte lunedì! Ultime informazioni per il tour Umbria e Marche",
    date: d(10, 9, "10:11:22"),
    text: `Gentili viaggiatori,

ci siamo quasi! Ecco le ultime informazioni per il tour Umbria e Marche (12-16 ottobre):

- Ritrovo: lunedì 12/10 ore 6:00, Piazza Caduti per la Libertà, Moncalieri. Partenza puntuale alle 6:15.
- Pullman: Autolinee Sangone, targa GH 412 KT. Accompagnatrice: Simona (cell. 335 710 4482).
- Posti a sedere: Sig.ra Rolando e Sig.ra Gallo, posti 7 e 8.
- Hotel: Hotel Porziuncola, Via Los Angeles 34, Santa Maria degli Angeli (PG), tel. 075 804 1122.
- Portate: documento d'identità, tessera sanitaria, medicine personali, scarpe comode, un ombrello.
- Il pranzo del primo giorno è libero in autogrill.

Buon viaggio!
Viaggi Campanile - tel. 011 562 7710`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Banco Salinar (the winter flat in Torrevieja)

function salinar_page(inner: string): string {
  return `<table width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#e9eef2"><tr><td align="center">
<table width="600" cellspacing="0" cellpadding="0" border="0" style="font-family:Arial,Helvetica,sans-serif">
<tr><td style="padding:18px 24px;background:#00a0b0"><img src="https://www.bancosalinar.es/img/mailing/logo-salinar-blanco.png" alt="Banco Salinar" width="170"></td></tr>
<tr><td style="padding:28px 24px;background:#ffffff;font-size:14px;line-height:21px;color:#333">${inner}</td></tr>
<tr><td style="padding:16px 24px;font-size:10px;line-height:14px;color:#6a7a86">
Banco Salinar, S.A. &middot; Avenida de la Libertad 17, 03181 Torrevieja (Alicante) &middot; NIF A03118842 &middot; Inscrito en el Registro del Banco de España n.º 0213.<br>
Banco Salinar nunca le pedirá por correo electrónico sus claves, su PIN ni los códigos que recibe por SMS. Atención al cliente: 965 700 400.<br>
<a href="https://www.bancosalinar.es/seguridad" style="color:#6a7a86">Seguridad</a> | <a href="https://www.bancosalinar.es/aviso-legal" style="color:#6a7a86">Aviso legal</a> | <a href="https://www.bancosalinar.es/privacidad" style="color:#6a7a86">Privacidad</a></td></tr>
</table></td></tr></table>`;
}

const salinar: Mail[] = [
  {
    family: "banco-salinar",
    group: "regional",
    lang: "es",
    kind: "device-code",
    code: "80314972",
    link: null,
    from: "Banco Salinar <avisos@comunicaciones.bancosalinar.es>",
    subject: "Código para dar de alta un nuevo dispositivo",
    date: d(10, 20, "12:34:05"),
    text: `Estimada clienta:

Ha solicitado dar de alta un nuevo dispositivo para operar con Salinar Online.

Su código de verificación es: 80314972

Introdúzcalo en la pantalla de alta antes de 5 minutos. Si usted no ha realizado esta solicitud, no facilite este código a nadie y llame al 965 700 400.

Banco Salinar`,
    html: salinar_page(`<p>Estimada clienta:</p>
<p>Ha solicitado dar de alta un nuevo dispositivo para operar con <b>Salinar Online</b>.</p>
<p>Su código de verificación es:</p>
<p style="font-size:26px;font-weight:bold;color:#00a0b0;letter-spacing:4px;margin:8px 0 18px">80314972</p>
<p>Introdúzcalo en la pantalla de alta antes de 5 minutos.</p>
<p style="background:#fff4e5;padding:10px;border-left:3px solid #f29100">Si usted no ha realizado esta solicitud, no facilite este código a nadie y llame al 965 700 400.</p>`),
    enc: "qp",
  },
  {
    family: "banco-salinar",
    group: "regional",
    lang: "es",
    kind: "direct-debit",
    code: null,
    link: null,
    from: "Banco Salinar <avisos@comunicaciones.bancosalinar.es>",
    subject: "Aviso de cargo de recibo domiciliado",
    date: d(10, 1, "07:02:18"),
    text: `Estimada clienta:

Le informamos de que se ha cargado en su cuenta ES** **** **** **** **** 2290 el siguiente recibo:

Emisor: COMUNIDAD PROP. RESIDENCIAL LAS SALINAS II
Concepto: CUOTA COMUNIDAD 4T 2026
Importe: 146,00 EUR
Fecha de cargo: 01/10/2026
Referencia del mandato: LSII-000187

Saldo disponible tras el cargo: 2.814,37 EUR

Puede devolver un recibo domiciliado en un plazo de 8 semanas desde la fecha de cargo.

Banco Salinar`,
    html: salinar_page(`<p>Estimada clienta:</p>
<p>Le informamos de que se ha cargado en su cuenta <b>ES** **** **** **** **** 2290</b> el siguiente recibo:</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:13px;border:1px solid #dde5eb">
<tr style="background:#f3f7f9"><td>Emisor</td><td>COMUNIDAD PROP. RESIDENCIAL LAS SALINAS II</td></tr>
<tr><td>Concepto</td><td>CUOTA COMUNIDAD 4T 2026</td></tr>
<tr style="background:#f3f7f9"><td>Importe</td><td><b>146,00 EUR</b></td></tr>
<tr><td>Fecha de cargo</td><td>01/10/2026</td></tr>
<tr style="background:#f3f7f9"><td>Referencia del mandato</td><td>LSII-000187</td></tr></table>
<p>Saldo disponible tras el cargo: 2.814,37 EUR</p>
<p style="font-size:12px;color:#6a7a86">Puede devolver un recibo domiciliado en un plazo de 8 semanas desde la fecha de cargo.</p>`),
    enc: "b64",
  },
];

// ------------------------------------------------------------------ SaludCerca (Valencian health appointments)

const saludcerca: Mail[] = [
  {
    family: "saludcerca",
    group: "regional",
    lang: "ca",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "SaludCerca - Cita prèvia <no-respondre@saludcerca.es>",
    subject: "Recordatori de cita: dijous 5 de novembre a les 9:20",
    date: d(10, 29, "11:00:00", "+0100"),
    text: `Benvolguda GIUSEPPINA ROLANDO,

li recordem que té una cita amb:

Professional: Infermeria - Consulta 12
Centre: Centre de Salut Torrevieja La Mata, C/ Mar Cantàbric 2, 03188 Torrevieja
Data i hora: dijous 5/11/2026 a les 9:20
Motiu: vacunació de la grip i COVID-19

Número de SIP: 12044871
Porteu la targeta SIP i, si en teniu, el carnet de vacunació.

Si no pot acudir, anul·le la cita des de l'app SaludCerca o al telèfon 961 928 000 perquè la puga aprofitar una altra persona.

Aquest missatge s'ha generat automàticament. No el responga.`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#fff">
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:620px"><tr><td style="background:#c8102e;padding:12px 18px;color:#fff;font-size:17px"><b>SaludCerca</b> &middot; Cita prèvia</td></tr>
<tr><td style="padding:20px 18px;line-height:21px">
<p>Benvolguda GIUSEPPINA ROLANDO,</p>
<p>li recordem que té una cita amb:</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px">
<tr><td style="color:#666">Professional</td><td>Infermeria &ndash; Consulta 12</td></tr>
<tr><td style="color:#666">Centre</td><td>Centre de Salut Torrevieja La Mata<br>C/ Mar Cantàbric 2, 03188 Torrevieja</td></tr>
<tr><td style="color:#666">Data i hora</td><td><b>dijous 5/11/2026 a les 9:20</b></td></tr>
<tr><td style="color:#666">Motiu</td><td>vacunació de la grip i COVID-19</td></tr>
<tr><td style="color:#666">Número de SIP</td><td>12044871</td></tr></table>
<p>Porteu la targeta SIP i, si en teniu, el carnet de vacunació.</p>
<p>Si no pot acudir, anul·le la cita des de l'app SaludCerca o al telèfon 961 928 000 perquè la puga aprofitar una altra persona.</p>
<p style="font-size:12px;color:#777">Aquest missatge s'ha generat automàticament. No el responga. &middot; <a href="https://saludcerca.es/privacitat" style="color:#777">Privacitat</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "saludcerca",
    group: "regional",
    lang: "es",
    kind: "prescription-notice",
    code: null,
    link: null,
    from: "SaludCerca <no-responder@saludcerca.es>",
    subject: "Su plan de medicación ha sido actualizado",
    date: d(10, 30, "13:47:12", "+0100"),
    text: `Estimada GIUSEPPINA ROLANDO:

Su médica de atención primaria, Dra. M.ª Carmen Pastor Ibáñez, ha actualizado su plan de medicación de receta electrónica el 30/10/2026.

Nuevas dispensaciones disponibles en cualquier farmacia de la Comunitat Valenciana presentando su tarjeta SIP:
- Omeprazol 20 mg cápsulas - 1 al día - hasta el 30/04/2027
- Ramipril 5 mg comprimidos - 1 al día - hasta el 30/04/2027

Como desplazada temporal con tarjeta sanitaria europea, su aportación farmacéutica es del 10 % (máximo 8,23 euros al mes).

Puede consultar el detalle en la app SaludCerca, apartado "Mi medicación".

Conselleria de Sanidad - SaludCerca`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Viagens Peregrino (Portuguese coach-trip agency)

const peregrino: Mail[] = [
  {
    family: "viagens-peregrino",
    group: "regional",
    lang: "pt",
    kind: "confirm-subscription",
    code: null,
    link: "https://viagensperegrino.pt/newsletter/confirmar/7b3e91c2-0f4d-4a8b-9d21-5c6e8f0a1b33",
    from: "Viagens Peregrino <newsletter@viagensperegrino.pt>",
    subject: "Confirme a sua subscrição da newsletter Viagens Peregrino",
    date: d(9, 19, "16:12:48", "+0100"),
    text: `Olá,

Recebemos um pedido para subscrever a newsletter da Viagens Peregrino com este endereço de e-mail.

Para começar a receber as nossas propostas de excursões e peregrinações, confirme a subscrição:
https://viagensperegrino.pt/newsletter/confirmar/7b3e91c2-0f4d-4a8b-9d21-5c6e8f0a1b33

Se não fez este pedido, ignore esta mensagem.

Viagens Peregrino, Lda. - Rua de Santa Catarina 512, 4000-446 Porto - RNAVT 2871
Tel. 222 084 190`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7"><tr><td align="center" style="padding:24px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#3b3026">
<tr><td align="center" style="padding:24px;border-bottom:2px solid #c79a3b"><img src="https://viagensperegrino.pt/img/logo-peregrino.png" alt="Viagens Peregrino" width="180"></td></tr>
<tr><td style="padding:28px 34px;font-size:16px;line-height:25px">
<p>Olá,</p>
<p>Recebemos um pedido para subscrever a newsletter da Viagens Peregrino com este endereço de e-mail.</p>
<p>Para começar a receber as nossas propostas de excursões e peregrinações, confirme a subscrição:</p>
<p align="center"><a href="https://viagensperegrino.pt/newsletter/confirmar/7b3e91c2-0f4d-4a8b-9d21-5c6e8f0a1b33" style="display:inline-block;background:#c79a3b;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold">Confirmar subscrição</a></p>
<p style="font-size:13px;color:#8a7c6c">Se não fez este pedido, ignore esta mensagem.</p></td></tr>
<tr><td style="padding:16px 34px;background:#3b3026;color:#d8cbb8;font-family:Arial,sans-serif;font-size:11px">Viagens Peregrino, Lda. &middot; Rua de Santa Catarina 512, 4000-446 Porto &middot; RNAVT 2871 &middot; Tel. 222 084 190</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "viagens-peregrino",
    group: "regional",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Viagens Peregrino <newsletter@viagensperegrino.pt>",
    subject: "Natal no Minho e Galiza: 4 dias de autocarro desde 389 €",
    date: d(10, 15, "10:00:00", "+0100"),
    text: `NATAL NO MINHO E GALIZA
4 dias em autocarro de turismo - partidas de Porto e Braga

18 a 21 de dezembro de 2026
Ponte de Lima - Valença - Santiago de Compostela - Baiona
Alojamento em hotel 4* com pensão completa, guia acompanhante e seguro de viagem.
Desde 389 € por pessoa em quarto duplo (suplemento individual 95 €).

Reserve até 15 de novembro e ganhe o jantar de consoada.

Outras saídas:
- Fátima e Nazaré, 8 de novembro - 59 €
- Mercados de Natal em Madrid, 5 a 8 de dezembro - 449 €

Informações e reservas: 222 084 190 (dias úteis das 9h às 19h) ou na nossa loja na Rua de Santa Catarina.

Viagens Peregrino, Lda. - RNAVT 2871
Deixar de receber: https://viagensperegrino.pt/newsletter/sair?e=g.rolando%40inbox.example`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#3b3026">
<tr><td><a href="https://viagensperegrino.pt/r/natal-minho?utm_campaign=out26"><img src="https://viagensperegrino.pt/img/campanhas/natal-minho-2026.jpg" width="600" alt="Natal no Minho e Galiza - desde 389 €" style="display:block"></a></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:23px">
<h1 style="font-family:Georgia,serif;font-size:26px;margin:0 0 8px">Natal no Minho e Galiza</h1>
<p style="margin:0 0 14px;color:#8a7c6c">4 dias em autocarro de turismo &middot; 18 a 21 de dezembro de 2026</p>
<p>Ponte de Lima &ndash; Valença &ndash; Santiago de Compostela &ndash; Baiona. Hotel 4* com pensão completa, guia acompanhante e seguro de viagem.</p>
<p style="font-size:22px;color:#c79a3b"><b>desde 389 €</b> <span style="font-size:13px;color:#8a7c6c">por pessoa em duplo</span></p>
<p><a href="https://viagensperegrino.pt/r/natal-minho?utm_campaign=out26" style="background:#c79a3b;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold">Ver programa</a></p>
<hr style="border:0;border-top:1px solid #eee">
<p><b>Outras saídas</b><br>Fátima e Nazaré, 8 de novembro &ndash; 59 €<br>Mercados de Natal em Madrid, 5 a 8 de dezembro &ndash; 449 €</p></td></tr>
<tr><td style="padding:14px 30px;background:#3b3026;color:#d8cbb8;font-size:11px">Viagens Peregrino, Lda. &middot; RNAVT 2871 &middot; 222 084 190 &middot; <a href="https://viagensperegrino.pt/newsletter/sair?e=g.rolando%40inbox.example" style="color:#d8cbb8">Deixar de receber</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Visits to Porto, and the grandchildren abroad

const pontoleva: Mail[] = [
  {
    family: "pontoleva",
    group: "consumer",
    lang: "pt",
    kind: "pickup-code",
    code: "PL-730582",
    code_digits: "730582",
    link: null,
    from: "Pontoleva <nao-responder@pontoleva.pt>",
    subject: "A sua encomenda já está no cacifo Pontoleva Boavista",
    date: d(9, 1, "15:31:26", "+0100"),
    text: `Olá Giuseppina Rolando,

A sua encomenda 6PT11902845 (de: Farmácia Online Douro) foi entregue no cacifo:

Pontoleva Boavista - Posto de combustível Galp
Avenida da Boavista 1681, 4100-132 Porto
Disponível 24 horas

Código de levantamento: PL-730582

No ecrã do cacifo escolha "Levantar encomenda" e introduza os 6 algarismos do código (sem o PL). Também pode ler o código QR na app Pontoleva.

Prazo para levantar: até 04/09/2026 às 23:59. Depois, a encomenda será devolvida ao remetente.

Apoio ao cliente: 210 300 845 (dias úteis 9h-18h)`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#eef6f3">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="540" cellpadding="0" cellspacing="0" style="font-family:Roboto,Arial,sans-serif;background:#ffffff;border-radius:6px">
<tr><td style="background:#0b6e4f;padding:16px 22px;border-radius:6px 6px 0 0"><img src="https://cdn.pontoleva.pt/mail/logo-branco.png" alt="Pontoleva" height="30"></td></tr>
<tr><td style="padding:24px 22px;font-size:15px;line-height:22px;color:#1e2a26">
<p>Olá Giuseppina Rolando,</p>
<p>A sua encomenda <b>6PT11902845</b> (de: Farmácia Online Douro) foi entregue no cacifo:</p>
<table cellpadding="10" cellspacing="0" width="100%" style="background:#f4f8f6;border-radius:6px;font-size:14px"><tr><td>
<b>Pontoleva Boavista</b> &ndash; Posto de combustível Galp<br>Avenida da Boavista 1681, 4100-132 Porto<br>Disponível 24 horas &middot; <a href="https://maps.pontoleva.pt/p/PRT-BOA-03" style="color:#0b6e4f">Ver no mapa</a></td></tr></table>
<table cellpadding="0" cellspacing="0" width="100%" style="margin:20px 0"><tr>
<td valign="middle" style="font-size:13px;color:#5b6b66">CÓDIGO DE LEVANTAMENTO<br><span style="font-size:32px;font-weight:700;color:#0b6e4f;letter-spacing:2px">PL-730582</span></td>
<td align="right"><img src="https://cdn.pontoleva.pt/qr/6PT11902845.png" width="120" height="120" alt="Código QR"></td></tr></table>
<p>No ecrã do cacifo escolha <b>Levantar encomenda</b> e introduza os 6 algarismos do código (sem o PL). Também pode ler o código QR na app Pontoleva.</p>
<p style="color:#b3261e"><b>Prazo para levantar: até 04/09/2026 às 23:59.</b></p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#7a8a85;border-top:1px solid #e4ece8">Apoio ao cliente: 210 300 845 (dias úteis 9h&ndash;18h) &middot; <a href="https://pontoleva.pt/ajuda" style="color:#7a8a85">Ajuda</a> &middot; <a href="https://pontoleva.pt/privacidade" style="color:#7a8a85">Privacidade</a><br>Pontoleva Logística, S.A. &middot; Rua Tenente Valadim 300, 4100-479 Porto</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const autocares_mino: Mail[] = [
  {
    family: "autocares-do-mino",
    group: "regional",
    lang: "gl",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "Autocares do Miño <billetes@autocaresdomino.gal>",
    subject: "O seu billete: Porto - Santiago de Compostela, 07/09/2026",
    date: d(9, 2, "22:18:40"),
    text: `Grazas por viaxar con Autocares do Miño.

Localizador: AM7Q2KX
Viaxeira: GIUSEPPINA ROLANDO

IDA - luns, 7 de setembro de 2026
Saída: Porto, Terminal Campo 24 de Agosto - 08:30 (hora de Portugal)
Chegada: Santiago de Compostela, Estación de autobuses - 12:15 (hora de España)
Praza: 14 - Tarifa Sénior (-40 %)
Prezo: 13,80 EUR (IVE incluído)

Presente este correo ou o código QR do billete adxunto ao condutor. Estea na parada 15 minutos antes da saída.
Cambios e anulacións ata 2 horas antes da saída en www.autocaresdomino.gal.

Autocares do Miño, S.L. - Rúa do Hórreo 61, 15702 Santiago de Compostela - 981 581 415`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2f2;font-family:Arial,sans-serif"><tr><td align="center" style="padding:16px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#004b87;color:#ffffff;padding:14px 20px;font-size:18px"><b>Autocares do Miño</b></td><td align="right" style="background:#004b87;color:#cfe0ef;padding:14px 20px;font-size:12px">Localizador <b style="color:#fff">AM7Q2KX</b></td></tr>
<tr><td colspan="2" style="padding:20px;font-size:14px;line-height:20px;color:#222">
<p>Grazas por viaxar con Autocares do Miño.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d6dde4;font-size:14px">
<tr><td colspan="2" style="background:#eef3f8"><b>IDA</b> &middot; luns, 7 de setembro de 2026</td></tr>
<tr><td width="50%"><b>08:30</b> Porto<br><span style="color:#666;font-size:12px">Terminal Campo 24 de Agosto (hora de Portugal)</span></td>
<td><b>12:15</b> Santiago de Compostela<br><span style="color:#666;font-size:12px">Estación de autobuses (hora de España)</span></td></tr>
<tr><td>Viaxeira: GIUSEPPINA ROLANDO<br>Praza: 14</td><td>Tarifa Sénior (-40 %)<br><b>13,80 EUR</b> (IVE incluído)</td></tr></table>
<p style="text-align:center"><img src="https://www.autocaresdomino.gal/billete/qr/AM7Q2KX.png" width="150" height="150" alt="QR do billete"></p>
<p>Presente este correo ou o código QR ao condutor. Estea na parada 15 minutos antes da saída.</p>
<p style="font-size:12px;color:#666">Cambios e anulacións ata 2 horas antes da saída en <a href="https://www.autocaresdomino.gal/reservas" style="color:#004b87">www.autocaresdomino.gal</a>.</p></td></tr>
<tr><td colspan="2" style="padding:12px 20px;font-size:11px;color:#888;background:#fafafa">Autocares do Miño, S.L. &middot; Rúa do Hórreo 61, 15702 Santiago de Compostela &middot; 981 581 415 &middot; <a href="https://www.autocaresdomino.gal/privacidade" style="color:#888">Privacidade</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
];

const fotoboekje: Mail[] = [
  {
    family: "fotoboekje",
    group: "consumer",
    lang: "nl",
    kind: "gift-shipped",
    code: null,
    link: null,
    from: "Fotoboekje.nl <service@fotoboekje.nl>",
    subject: "Er is een cadeau onderweg naar je! 📦",
    date: d(10, 13, "16:44:03"),
    text: `Hallo Giuseppina,

Sanne Rolando heeft een fotoboek voor je laten maken en het is vandaag verzonden!

Product: Fotoboek XL liggend, 40 pagina's, harde kaft - "Zomer bij oma 2026"
Bezorgadres: Via Cavour 11, 10024 Moncalieri (TO), Italië
Vervoerder: PostNL internationaal - zendingnummer CX441902577NL
Verwachte levering: 19 - 22 oktober 2026

Een persoonlijk bericht van Sanne:
"Lieve oma, een boek vol herinneringen aan deze zomer. Ik mis je! Dikke knuffel, Sanne"

Volg het pakket: https://jouw.postnl.nl/track-and-trace/CX441902577NL-IT

Team Fotoboekje.nl - Kanaalweg 14, 3526 KL Utrecht`,
    html:
      `<div style="background:#fff8f0;padding:20px 0"><table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Nunito,Arial,sans-serif;color:#333;border-radius:10px">
<tr><td style="padding:20px 26px"><img src="https://www.fotoboekje.nl/mail/logo.png" alt="Fotoboekje.nl" width="140"></td></tr>
<tr><td style="padding:0 26px 20px;font-size:15px;line-height:23px">
<h2 style="color:#ff6f3c;margin:0 0 10px">Hallo Giuseppina, er is een cadeau onderweg naar je!</h2>
<p><b>Sanne Rolando</b> heeft een fotoboek voor je laten maken en het is vandaag verzonden.</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="120"><img src="https://www.fotoboekje.nl/preview/2026-418833/cover.jpg" width="110" alt="Voorkant: Zomer bij oma 2026" style="border-radius:4px"></td>
<td style="font-size:14px">Fotoboek XL liggend, 40 pagina's, harde kaft<br><i>&ldquo;Zomer bij oma 2026&rdquo;</i></td></tr></table>
<p style="background:#fff3e8;padding:12px;border-radius:8px;font-style:italic">&ldquo;Lieve oma, een boek vol herinneringen aan deze zomer. Ik mis je! Dikke knuffel, Sanne&rdquo;</p>
<p style="font-size:14px"><b>Bezorgadres:</b> Via Cavour 11, 10024 Moncalieri (TO), Italië<br>
<b>Vervoerder:</b> PostNL internationaal &ndash; CX441902577NL<br>
<b>Verwachte levering:</b> 19 &ndash; 22 oktober 2026</p>
<p><a href="https://jouw.postnl.nl/track-and-trace/CX441902577NL-IT" style="background:#ff6f3c;color:#fff;padding:11px 22px;border-radius:22px;text-decoration:none;font-weight:bold">Volg het pakket</a></p></td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#999;border-top:1px solid #f0e6dc">Fotoboekje.nl B.V. &middot; Kanaalweg 14, 3526 KL Utrecht &middot; KvK 61233044 &middot; <a href="https://www.fotoboekje.nl/klantenservice" style="color:#999">Klantenservice</a></td></tr>
</table></div>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------------ Pagewell (e-reader), Petalpost (flowers), Movilmar (Spanish SIM)

function pagewell_page(pre: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Pagewell</title></head><body style="margin:0;background:#f4f1ea">
<div style="display:none;max-height:0;overflow:hidden">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" style="font-family:Georgia,'Times New Roman',serif;color:#2a2621">
<tr><td align="center" style="padding-bottom:22px;font-size:26px;letter-spacing:1px">pagewell</td></tr>
<tr><td style="background:#ffffff;border:1px solid #e4ded2;padding:34px;font-size:16px;line-height:25px">${inner}</td></tr>
<tr><td align="center" style="padding:22px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8d857a">
Pagewell Books Ltd &middot; 40 Bermondsey Street, London SE1 3UD &middot; Registered in England 10928475<br>
<a href="https://help.pagewell.co.uk" style="color:#8d857a">Help centre</a> &middot; <a href="https://www.pagewell.co.uk/privacy" style="color:#8d857a">Privacy</a> &middot; © 2026 Pagewell</td></tr>
</table></td></tr></table></body></html>`;
}

const pagewell: Mail[] = [
  {
    family: "pagewell",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: "CQ7-48T",
    code_digits: "CQ748T",
    link: "https://www.pagewell.co.uk/signin/link?token=pw_sl_2vHc81KqRn0wZ5dM&device=reader",
    from: "Pagewell <signin@pagewell.co.uk>",
    subject: "Sign in to Pagewell on your new e-reader",
    date: d(9, 23, "19:20:31", "+0100"),
    text: `Hello,

Someone (hopefully you) is setting up a Pagewell Glow e-reader with this email address.

To finish signing in, open this link on any device:
https://www.pagewell.co.uk/signin/link?token=pw_sl_2vHc81KqRn0wZ5dM&device=reader

Or type this code on the e-reader screen:
CQ7-48T

The link and the code work once and expire in 30 minutes.

If this wasn't you, you don't need to do anything: nobody can sign in without this email.

Happy reading,
Pagewell`,
    html: pagewell_page(
      "Finish setting up your Pagewell Glow",
      `<p style="margin-top:0">Hello,</p>
<p>Someone (hopefully you) is setting up a <b>Pagewell Glow</b> e-reader with this email address.</p>
<p style="text-align:center;margin:28px 0"><a href="https://www.pagewell.co.uk/signin/link?token=pw_sl_2vHc81KqRn0wZ5dM&amp;device=reader" style="font-family:Arial,sans-serif;background:#2a2621;color:#f4f1ea;padding:14px 32px;text-decoration:none;font-weight:bold;border-radius:3px">Sign in to Pagewell</a></p>
<p style="text-align:center;font-size:14px;color:#8d857a;margin-bottom:6px">or type this code on the e-reader screen</p>
<p style="text-align:center;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:4px;margin:0 0 24px">CQ7-48T</p>
<p style="font-size:14px;color:#8d857a">The link and the code work once and expire in 30 minutes. If this wasn't you, you don't need to do anything: nobody can sign in without this email.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pagewell",
    group: "consumer",
    lang: "en",
    kind: "gift-received",
    code: null,
    link: null,
    from: "Pagewell <gifts@pagewell.co.uk>",
    subject: 'Oliver sent you a book: "The Lemon Grove Summer"',
    date: d(10, 24, "10:05:12", "+0100"),
    text: `Oliver Rolando-Hughes sent you an ebook!

The Lemon Grove Summer
by Marta Ellery (large-print edition available)

"Nonna, this one is set in Sicily - you'll love it. Call you on Sunday! Ollie x"

The book is already in your Pagewell library. Turn on your Pagewell Glow and connect to Wi-Fi to download it.

Pagewell Books Ltd, 40 Bermondsey Street, London SE1 3UD`,
    html: pagewell_page(
      "Oliver sent you The Lemon Grove Summer",
      `<p style="margin-top:0"><b>Oliver Rolando-Hughes</b> sent you an ebook!</p>
<table cellpadding="0" cellspacing="0" width="100%"><tr>
<td width="110"><img src="https://covers.pagewell.co.uk/9781802217731/200.jpg" width="96" alt="The Lemon Grove Summer cover"></td>
<td style="font-size:18px"><i>The Lemon Grove Summer</i><br><span style="font-size:14px;color:#8d857a">by Marta Ellery</span></td></tr></table>
<p style="border-left:3px solid #c9b98f;padding-left:12px;font-style:italic">&ldquo;Nonna, this one is set in Sicily &ndash; you'll love it. Call you on Sunday! Ollie x&rdquo;</p>
<p>The book is already in your Pagewell library. Turn on your Pagewell Glow and connect to Wi-Fi to download it.</p>`,
    ),
    enc: "b64",
  },
];

const petalpost: Mail[] = [
  {
    family: "petalpost",
    group: "consumer",
    lang: "en",
    kind: "delivery-notice",
    code: null,
    link: null,
    from: "Petalpost Flowers <orders@petalpost.com>",
    subject: "Flowers are on their way to you - from Oliver and Hannah",
    date: d(9, 30, "08:02:55", "+0100"),
    text: `Hi Giuseppina,

Someone is thinking of you! Oliver and Hannah have sent you flowers, to be delivered today, Wednesday 30 September, by our local florist partner in Moncalieri (Fiori di Rosanna, Via Roma 21).

Bouquet: Autumn Sunflowers, medium
Order: PP-UK-5520718
Delivery window: 10:00 - 16:00

Their message: "Happy birthday Nonna! 80 and fabulous. All our love from Manchester."

If nobody is home, the florist will call +39 347 ••• •• 18 to arrange a new time.

Petalpost Ltd, Unit 4, Ancoats Works, Manchester M4 6DE`,
    html: `<html><body style="margin:0;background:#fdf5ef;font-family:'Trebuchet MS',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td align="center" style="padding:22px"><img src="https://media.petalpost.com/email/petalpost-logo.png" alt="Petalpost" width="150"></td></tr>
<tr><td><img src="https://media.petalpost.com/products/autumn-sunflowers-m/hero_560.jpg" width="560" alt="Autumn Sunflowers bouquet" style="display:block"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:23px;color:#3d3030">
<h2 style="margin:0 0 10px;color:#c2185b">Someone is thinking of you!</h2>
<p>Hi Giuseppina, <b>Oliver and Hannah</b> have sent you flowers, to be delivered <b>today, Wednesday 30 September</b>, between 10:00 and 16:00 by our local florist partner in Moncalieri (Fiori di Rosanna, Via Roma 21).</p>
<p style="background:#fce4ec;padding:14px;border-radius:8px;font-style:italic">&ldquo;Happy birthday Nonna! 80 and fabulous. All our love from Manchester.&rdquo;</p>
<p style="font-size:13px;color:#7a6a6a">Bouquet: Autumn Sunflowers, medium &middot; Order PP-UK-5520718<br>If nobody is home, the florist will call +39 347 ••• •• 18 to arrange a new time.</p></td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#a09090;border-top:1px solid #f3e3e8">Petalpost Ltd &middot; Unit 4, Ancoats Works, Manchester M4 6DE &middot; <a href="https://www.petalpost.com/help" style="color:#a09090">Help</a> &middot; <a href="https://www.petalpost.com/privacy" style="color:#a09090">Privacy</a><br>
<a href="https://www.instagram.com/petalpost"><img src="https://media.petalpost.com/email/ig.png" alt="Instagram" width="20"></a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const movilmar: Mail[] = [
  {
    family: "movilmar",
    group: "regional",
    lang: "es",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Movilmar <noreply@movilmar.es>",
    subject: "Recarga realizada: 15 € en tu línea 6** *** 481",
    date: d(10, 28, "18:26:44", "+0100"),
    text: `Hola,

Hemos recibido tu recarga de 15,00 € en la línea 6** *** 481 (tarifa Movilmar Tranquila 10 GB).

Fecha: 28/10/2026 18:26
Método de pago: tarjeta VISA •••• 5530
N.º de operación: RC-2026-7718204
Saldo actual: 17,42 €
Tu tarifa se renueva el 02/11/2026.

Ya puedes consultar el detalle en la app Mi Movilmar.

Movilmar Telecomunicaciones, S.L. - C/ Ramón Gallud 88, 03182 Torrevieja - Atención al cliente 1717`,
    html: null,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...cassa,
  ...identisi,
  ...salute,
  ...farmacia,
  ...mediprenota,
  ...banca,
  ...ritirami,
  ...recapito,
  ...energia,
  ...lanterna,
  ...spesavicina,
  ...parrocchia,
  ...filo,
  ...kinnest,
  ...nookcall,
  ...campanile,
  ...salinar,
  ...saludcerca,
  ...peregrino,
  ...pontoleva,
  ...autocares_mino,
  ...fotoboekje,
  ...pagewell,
  ...petalpost,
  ...movilmar,
];
