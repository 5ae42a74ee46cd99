/**
 * The inbox of Giulia Ferluga, owner of Forno Caffè Cavana, a bakery-café in Trieste, over September
 * and October: her bank, card terminal, accounting, tax and contribution portals, suppliers from Italy and
 * abroad, delivery and booking platforms, web shop, domain host, POS, insurance, utilities and staff app.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const SHOP = "Forno Caffè Cavana <info@fornocavana.it>";
const GIULIA = "Giulia Ferluga <giulia@fornocavana.it>";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026; Italian summer time until 25 October. */
function date(month: number, day: number, time: string): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const tz = month < 10 || (month === 10 && day < 25) ? "+0200" : "+0100";
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${tz}`;
}

/** One table cell per character, the way many code mails print a code. */
function cells(code: string, style: string): string {
  return [...code].map((ch) => `<td style="${style}">${ch}</td>`).join("");
}

// ---------------------------------------------------------------- Banca del Carso

function carso(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Banca del Carso</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1f4"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #7a1f2b">
<tr><td style="padding:20px 32px"><img src="https://static.bancadelcarso.it/mail/logo-bdc-2x.png" width="168" height="40" alt="Banca del Carso"></td></tr>
<tr><td style="padding:0 32px 24px;font-size:15px;line-height:22px;color:#222">${body}</td></tr>
<tr><td style="padding:18px 32px;background:#f6f6f6;font-size:11px;line-height:16px;color:#777">
Banca del Carso S.C.p.A. – Sede legale: Piazza della Borsa 7, 34121 Trieste – Iscritta all'Albo delle Banche n. 5512 – P.IVA 00911230327<br>
Aderente al Fondo di Garanzia dei Depositanti. Non rispondere a questa e-mail: la casella non è presidiata.<br>
<a href="https://www.bancadelcarso.it/privacy" style="color:#7a1f2b">Privacy</a> · <a href="https://www.bancadelcarso.it/sicurezza" style="color:#7a1f2b">Consigli di sicurezza</a> · Assistenza 040 778 2100
</td></tr></table></td></tr></table></body></html>`;
}

const carso_mails: Mail[] = [
  {
    family: "banca-carso",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "58213940",
    link: null,
    from: "Banca del Carso <noreply@comunicazioni.bancadelcarso.it>",
    to: GIULIA,
    subject: "Codice di sicurezza per l'accesso a CarsoBusiness",
    date: date(9, 2, "06:48:11"),
    text: `Gentile cliente,

per completare l'accesso a CarsoBusiness dal nuovo dispositivo inserisci questo codice di sicurezza:

58213940

Il codice è valido 5 minuti e può essere usato una sola volta.
Dispositivo: Chrome su Windows – 02/09/2026 06:48
Rapporto: c/c ordinario •••• 0417

Banca del Carso non ti chiederà mai il codice per telefono, SMS o e-mail.
Se non stai tentando di accedere, chiama subito il numero verde 800 554 120.

Banca del Carso S.C.p.A. – Piazza della Borsa 7, 34121 Trieste
`,
    html: carso(
      "Il codice è valido 5 minuti.",
      `<p style="margin:0 0 14px">Gentile cliente,</p>
<p style="margin:0 0 14px">per completare l'accesso a <b>CarsoBusiness</b> dal nuovo dispositivo inserisci questo codice di sicurezza:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:6px 0 18px"><tr><td style="background:#f8eef0;border:1px solid #e4c6cb;padding:14px 26px;font-family:'Courier New',monospace;font-size:30px;letter-spacing:8px;font-weight:bold;color:#7a1f2b">58213940</td></tr></table>
<p style="margin:0 0 14px">Il codice è valido 5 minuti e può essere usato una sola volta.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:13px;color:#555;margin-bottom:14px">
<tr><td>Dispositivo</td><td><b>Chrome su Windows</b></td></tr>
<tr><td>Data e ora</td><td><b>02/09/2026 06:48</b></td></tr>
<tr><td>Rapporto</td><td><b>c/c ordinario •••• 0417</b></td></tr></table>
<p style="margin:0;font-size:13px;color:#555">Banca del Carso non ti chiederà mai il codice per telefono, SMS o e-mail. Se non stai tentando di accedere, chiama subito il numero verde <b>800 554 120</b>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "banca-carso",
    group: "regional",
    lang: "it",
    kind: "statement",
    code: null,
    link: null,
    from: "Banca del Carso <noreply@comunicazioni.bancadelcarso.it>",
    to: GIULIA,
    subject: "Estratto conto al 30/09/2026 disponibile",
    date: date(10, 3, "09:15:02"),
    text: `Gentile Giulia Ferluga,

è disponibile l'estratto conto del terzo trimestre 2026 relativo al rapporto c/c ordinario •••• 0417 intestato a FORNO CAFFÈ CAVANA DI FERLUGA GIULIA.

Saldo contabile al 30/09/2026: 18.442,67 EUR
Saldo disponibile al 30/09/2026: 17.980,12 EUR
Competenze di chiusura: 38,50 EUR

Trovi il documento in allegato (PDF protetto con il tuo codice fiscale) e nella sezione Documenti di CarsoBusiness.

Cordiali saluti
Banca del Carso
`,
    html: carso(
      "Estratto conto del terzo trimestre 2026",
      `<p style="margin:0 0 14px">Gentile Giulia Ferluga,</p>
<p style="margin:0 0 14px">è disponibile l'estratto conto del terzo trimestre 2026 relativo al rapporto <b>c/c ordinario •••• 0417</b> intestato a FORNO CAFFÈ CAVANA DI FERLUGA GIULIA.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin-bottom:16px">
<tr style="background:#f6f6f6"><td>Saldo contabile al 30/09/2026</td><td align="right"><b>18.442,67 EUR</b></td></tr>
<tr><td>Saldo disponibile al 30/09/2026</td><td align="right"><b>17.980,12 EUR</b></td></tr>
<tr style="background:#f6f6f6"><td>Competenze di chiusura</td><td align="right">38,50 EUR</td></tr></table>
<p style="margin:0">Trovi il documento in allegato (PDF protetto con il tuo codice fiscale) e nella sezione <i>Documenti</i> di CarsoBusiness.</p>
<p style="margin:14px 0 0">Cordiali saluti<br>Banca del Carso</p>`,
    ),
    enc: "b64",
    attachment: [
      "EC_0417_2026T3.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "banca-carso",
    group: "regional",
    lang: "it",
    kind: "direct-debit-notice",
    code: null,
    link: null,
    from: "Banca del Carso <avvisi@comunicazioni.bancadelcarso.it>",
    to: GIULIA,
    subject: "Avviso di addebito SDD",
    date: date(10, 16, "18:02:44"),
    text: `Avviso di addebito diretto SEPA

Sul rapporto •••• 0417 è stato addebitato:
Creditore: LUCE GIULIANA SPA
Importo: 612,40 EUR
Riferimento mandato: LG-0098817-23
Data regolamento: 16/10/2026

Se non riconosci l'operazione puoi chiedere il rimborso entro 8 settimane dalla data di addebito, dalla sezione Pagamenti > Addebiti diretti di CarsoBusiness o in filiale.

Banca del Carso – numero verde 800 554 120
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Pagolina (card terminal)

const pagolina_mails: Mail[] = [
  {
    family: "pagolina",
    group: "regional",
    lang: "it",
    kind: "payout",
    code: null,
    link: null,
    from: "Pagolina <accrediti@pagolina.it>",
    to: SHOP,
    subject: "Ti abbiamo accreditato 1.284,90 €",
    date: date(9, 8, "10:31:07"),
    text: `Ciao Giulia,

abbiamo inviato un accredito sul conto IT•• •••• •••• •••• •••• •••0 417.

Importo accreditato: 1.284,90 €
Transazioni: 211 (05/09 – 07/09/2026)
Commissioni: 15,42 €
Riferimento accredito: PGL-ACC-7740193

Dovresti vederlo sul conto entro 1 giorno lavorativo.
Dettagli nell'app Pagolina o su https://esercenti.pagolina.it/accrediti

Il team Pagolina
Pagolina S.r.l. · Via Tortona 31, 20144 Milano
`,
    html: `<html><body style="margin:0;background:#fff7ec">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#1d1d1b">
<tr><td style="padding:28px 0 8px"><img src="https://cdn.pagolina.it/email/pagolina-wordmark.png" alt="Pagolina" width="120"></td></tr>
<tr><td style="background:#ffffff;border-radius:14px;padding:30px">
<p style="font-size:15px;margin:0 0 6px">Ciao Giulia,</p>
<p style="font-size:15px;margin:0 0 20px">abbiamo inviato un accredito sul conto IT•• •••• •••• •••• •••• •••0 417.</p>
<p style="font-size:40px;font-weight:700;margin:0 0 20px;color:#ff7a00">1.284,90 €</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee">
<tr><td style="color:#888">Transazioni</td><td align="right">211 (05/09 – 07/09/2026)</td></tr>
<tr><td style="color:#888">Commissioni</td><td align="right">15,42 €</td></tr>
<tr><td style="color:#888">Riferimento</td><td align="right">PGL-ACC-7740193</td></tr></table>
<p style="font-size:14px;margin:20px 0 0">Dovresti vederlo sul conto entro 1 giorno lavorativo.</p>
<p style="margin:22px 0 0"><a href="https://esercenti.pagolina.it/accrediti?utm_source=email&amp;utm_medium=payout" style="color:#ff7a00;font-weight:bold">Vedi i dettagli</a></p>
</td></tr>
<tr><td style="padding:18px 0 30px;font-size:11px;color:#999;text-align:center">Pagolina S.r.l. · Via Tortona 31, 20144 Milano · P.IVA 10988230961<br>
<a href="https://pagolina.it/aiuto" style="color:#999">Centro assistenza</a> · <a href="https://pagolina.it/privacy" style="color:#999">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "pagolina",
    group: "regional",
    lang: "it",
    kind: "verify-code",
    code: "604118",
    link: null,
    from: "Pagolina <sicurezza@pagolina.it>",
    to: SHOP,
    subject: "604118 è il tuo codice Pagolina",
    date: date(9, 21, "15:40:19"),
    text: `Il tuo codice di verifica Pagolina è 604 118

Inseriscilo nella pagina aperta per confermare il tuo indirizzo e-mail e accedere al Portale Esercenti. Scade tra 10 minuti.

Non condividere questo codice con nessuno, nemmeno con chi dice di lavorare per Pagolina.

Pagolina S.r.l. · Via Tortona 31, 20144 Milano
`,
    html: `<html><body style="margin:0;background:#fff7ec;font-family:'Helvetica Neue',Arial,sans-serif">
<span style="display:none;font-size:1px;color:#fff7ec">Scade tra 10 minuti. Non condividerlo con nessuno.</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 0 8px"><img src="https://cdn.pagolina.it/email/pagolina-wordmark.png" alt="Pagolina" width="120"></td></tr>
<tr><td style="background:#fff;border-radius:14px;padding:30px;text-align:center;color:#1d1d1b">
<p style="font-size:15px;margin:0 0 18px">Il tuo codice di verifica è</p>
<p style="font-size:36px;font-weight:700;letter-spacing:6px;margin:0 0 18px">604&nbsp;118</p>
<p style="font-size:14px;margin:0 0 8px">Inseriscilo nella pagina aperta per confermare il tuo indirizzo e-mail e accedere al Portale Esercenti. Scade tra 10 minuti.</p>
<p style="font-size:12px;color:#888;margin:16px 0 0">Non condividere questo codice con nessuno, nemmeno con chi dice di lavorare per Pagolina.</p>
</td></tr>
<tr><td style="padding:18px 0 30px;font-size:11px;color:#999;text-align:center">Pagolina S.r.l. · Via Tortona 31, 20144 Milano<br>
<a href="https://pagolina.it/aiuto" style="color:#999">Centro assistenza</a> · <a href="https://pagolina.it/privacy" style="color:#999">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Contabilo (accounting, e-invoicing)

function contabilo(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
a.btn{background:#2451d6;color:#fff!important;text-decoration:none;padding:12px 22px;border-radius:6px;display:inline-block;font-weight:600}
</style></head><body style="margin:0;background:#f3f5fa">
<table width="100%" cellspacing="0" cellpadding="0" style="background:#f3f5fa"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #dfe3ee;border-radius:8px;font-family:Inter,Segoe UI,Arial,sans-serif;font-size:15px;line-height:1.55;color:#1b2233">
<tr><td style="padding:22px 30px;border-bottom:1px solid #eef0f5"><img src="https://assets.contabilo.it/mail/contabilo-logo.png" alt="Contabilo" height="26"></td></tr>
<tr><td style="padding:26px 30px">${body}</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8a90a0;margin:16px 0">Contabilo S.p.A. · Corso Vinzaglio 12, 10121 Torino · <a href="https://www.contabilo.it/privacy" style="color:#8a90a0">Privacy</a> · <a href="https://aiuto.contabilo.it" style="color:#8a90a0">Aiuto</a><br>
Ricevi questa e-mail perché sei utente di Contabilo. <a href="https://app.contabilo.it/impostazioni/notifiche" style="color:#8a90a0">Gestisci le notifiche</a></p>
</td></tr></table></body></html>`;
}

const contabilo_mails: Mail[] = [
  {
    family: "contabilo",
    group: "regional",
    lang: "it",
    kind: "invite-link",
    code: null,
    link: "https://app.contabilo.it/invito/accetta?t=c6f1b09a7e2d4a55b3e0f71c28d94a61",
    from: "Contabilo <notifiche@contabilo.it>",
    to: GIULIA,
    subject: "Studio Zorzut & Bencich ti ha invitato su Contabilo",
    date: date(9, 3, "11:22:36"),
    text: `Ciao Giulia,

Marta Bencich dello Studio Zorzut & Bencich ti ha invitato a collaborare all'azienda "Forno Caffè Cavana di Ferluga Giulia" (P.IVA 01387720329) su Contabilo, con il ruolo Titolare.

Accetta l'invito:
https://app.contabilo.it/invito/accetta?t=c6f1b09a7e2d4a55b3e0f71c28d94a61

L'invito scade tra 7 giorni. Se hai già un account Contabilo, accedi con lo stesso indirizzo e-mail a cui è arrivato questo messaggio.

Messaggio dello studio:
"Ciao Giulia, da ottobre carichiamo qui le fatture passive e le F24. A presto, Marta"

--
Contabilo S.p.A. · Corso Vinzaglio 12, 10121 Torino
`,
    html: contabilo(`<p style="margin:0 0 14px">Ciao Giulia,</p>
<p style="margin:0 0 14px"><b>Marta Bencich</b> dello <b>Studio Zorzut &amp; Bencich</b> ti ha invitato a collaborare all'azienda <b>Forno Caffè Cavana di Ferluga Giulia</b> (P.IVA 01387720329) su Contabilo, con il ruolo <i>Titolare</i>.</p>
<table cellspacing="0" cellpadding="0" style="margin:8px 0 20px"><tr><td style="border-left:3px solid #2451d6;padding:6px 14px;color:#4a5268;font-style:italic">Ciao Giulia, da ottobre carichiamo qui le fatture passive e le F24. A presto, Marta</td></tr></table>
<p style="margin:0 0 22px"><a class="btn" href="https://app.contabilo.it/invito/accetta?t=c6f1b09a7e2d4a55b3e0f71c28d94a61">Accetta l'invito</a></p>
<p style="margin:0;font-size:13px;color:#6b7285">L'invito scade tra 7 giorni. Se hai già un account Contabilo, accedi con lo stesso indirizzo e-mail a cui è arrivato questo messaggio.</p>`),
    enc: "qp",
  },
  {
    family: "contabilo",
    group: "regional",
    lang: "it",
    kind: "einvoice-rejected",
    code: null,
    link: null,
    from: "Contabilo <notifiche@contabilo.it>",
    to: GIULIA,
    subject: "Fattura n. 214/2026 scartata dallo SdI",
    date: date(10, 7, "16:05:51"),
    text:
      `La fattura elettronica n. 214/2026 del 06/10/2026 intestata a HOTEL BRISTOL CENTRALE SRL (importo 386,10 €) è stata scartata dal Sistema di Interscambio.

Codice errore: 00311 – 1.1.4 <CodiceDestinatario> non valido
Identificativo SdI: 14093388512

Correggi il codice destinatario nell'anagrafica del cliente e invia di nuovo la fattura entro 5 giorni dalla notifica di scarto, mantenendo stesso numero e data.

Apri la fattura: https://app.contabilo.it/fatture/emesse/214-2026

Contabilo
`,
    html: contabilo(`<p style="margin:0 0 6px;color:#c0392b;font-weight:600">Scarto SdI</p>
<p style="margin:0 0 14px">La fattura elettronica <b>n. 214/2026</b> del 06/10/2026 intestata a <b>HOTEL BRISTOL CENTRALE SRL</b> (importo 386,10 €) è stata scartata dal Sistema di Interscambio.</p>
<table width="100%" cellspacing="0" cellpadding="8" style="background:#fff4f2;border-radius:6px;font-size:14px;margin-bottom:16px">
<tr><td style="color:#6b7285">Codice errore</td><td>00311 – 1.1.4 &lt;CodiceDestinatario&gt; non valido</td></tr>
<tr><td style="color:#6b7285">Identificativo SdI</td><td>14093388512</td></tr></table>
<p style="margin:0 0 20px">Correggi il codice destinatario nell'anagrafica del cliente e invia di nuovo la fattura entro 5 giorni dalla notifica di scarto, mantenendo stesso numero e data.</p>
<p style="margin:0"><a class="btn" href="https://app.contabilo.it/fatture/emesse/214-2026">Apri la fattura</a></p>`),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Previdenza Esercenti (contributions portal)

const previdenza_mails: Mail[] = [
  {
    family: "previdenza-esercenti",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "K7Q4M2",
    link: null,
    from: "Portale Previdenza Esercenti <non-rispondere@previdenzaesercenti.it>",
    to: GIULIA,
    subject: "Codice di accesso temporaneo",
    date: date(9, 14, "08:03:27"),
    text: `PREVIDENZA ESERCENTI – Gestione commercianti e artigiani

Gentile FERLUGA GIULIA,
codice fiscale FRLGLI82D52L424T

per completare l'accesso al Cassetto previdenziale inserisci il seguente codice temporaneo:

    K7Q4M2

Il codice è valido 15 minuti. Dopo tre tentativi errati l'accesso verrà bloccato per 24 ore.

Questa comunicazione è generata automaticamente, si prega di non rispondere.
Contact center: 803 164 (da rete fissa) – 06 164 164 (da cellulare)
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "previdenza-esercenti",
    group: "regional",
    lang: "it",
    kind: "payment-reminder",
    code: null,
    link: null,
    from: "Portale Previdenza Esercenti <non-rispondere@previdenzaesercenti.it>",
    to: GIULIA,
    subject: "Promemoria: scadenza contributi fissi III rata 2026",
    date: date(10, 30, "07:30:00"),
    text: `Gentile FERLUGA GIULIA,

ti ricordiamo che il 16/11/2026 scade il versamento della terza rata dei contributi fissi sul minimale di reddito per l'anno 2026.

Posizione: 7731004521 – Gestione commercianti
Importo della rata: 1.129,44 €
Codice tributo / causale: CM – modello F24 precompilato

Il modello F24 è disponibile nel Cassetto previdenziale, sezione Dati del modello F24. Se hai già pagato, ignora questo messaggio.

Questa comunicazione è generata automaticamente, si prega di non rispondere.
`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#1a1a1a;background:#ffffff">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #0b4f8a">
<tr><td bgcolor="#0b4f8a" style="padding:10px 16px;color:#fff;font-weight:bold">PREVIDENZA ESERCENTI – Gestione commercianti e artigiani</td></tr>
<tr><td style="padding:16px">
<p>Gentile FERLUGA GIULIA,</p>
<p>ti ricordiamo che il <b>16/11/2026</b> scade il versamento della terza rata dei contributi fissi sul minimale di reddito per l'anno 2026.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;font-size:12px;border-color:#c9d6e3">
<tr><td bgcolor="#eef3f8">Posizione</td><td>7731004521 – Gestione commercianti</td></tr>
<tr><td bgcolor="#eef3f8">Importo della rata</td><td>1.129,44 €</td></tr>
<tr><td bgcolor="#eef3f8">Causale</td><td>CM – modello F24 precompilato</td></tr></table>
<p>Il modello F24 è disponibile nel <a href="https://servizi.previdenzaesercenti.it/cassetto">Cassetto previdenziale</a>, sezione <i>Dati del modello F24</i>. Se hai già pagato, ignora questo messaggio.</p>
<p style="font-size:11px;color:#666">Questa comunicazione è generata automaticamente, si prega di non rispondere.</p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Comune di Valrosandra (council)

const valrosandra_mails: Mail[] = [
  {
    family: "comune-valrosandra",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://sportello.comune.valrosandra.ts.it/registrazione/conferma?id=88213&chiave=3fa9c1d07be64e20",
    from: "Sportello telematico Comune di Valrosandra <sportello@comune.valrosandra.ts.it>",
    to: GIULIA,
    subject: "Sportello telematico - conferma dell'indirizzo e-mail",
    date: date(9, 10, "21:47:09"),
    text: `Comune di Valrosandra - Sportello telematico unificato (SUAP / SUE)

Gentile Giulia Ferluga,
hai chiesto di registrarti allo Sportello telematico come legale rappresentante di un'impresa.

Per confermare l'indirizzo e-mail e attivare il profilo apri questo collegamento entro 48 ore:
https://sportello.comune.valrosandra.ts.it/registrazione/conferma?id=88213&chiave=3fa9c1d07be64e20

Dopo la conferma potrai presentare la SCIA per l'occupazione di suolo pubblico (dehors) e seguire lo stato delle pratiche.

Ufficio SUAP - Piazza del Municipio 1, 34018 Valrosandra (TS)
tel. 040 228 1190 - orari: lun-ven 9.00-12.30
PEC: comune.valrosandra@certgov.fvg.it
`,
    html: `<html><body>
<p><img src="https://sportello.comune.valrosandra.ts.it/static/stemma.png" alt="Stemma del Comune di Valrosandra" width="48"> <b>Comune di Valrosandra</b><br>Sportello telematico unificato (SUAP / SUE)</p>
<p>Gentile Giulia Ferluga,<br>hai chiesto di registrarti allo Sportello telematico come legale rappresentante di un'impresa.</p>
<p>Per confermare l'indirizzo e-mail e attivare il profilo apri questo collegamento entro 48 ore:<br>
<a href="https://sportello.comune.valrosandra.ts.it/registrazione/conferma?id=88213&amp;chiave=3fa9c1d07be64e20">https://sportello.comune.valrosandra.ts.it/registrazione/conferma?id=88213&amp;chiave=3fa9c1d07be64e20</a></p>
<p>Dopo la conferma potrai presentare la SCIA per l'occupazione di suolo pubblico (dehors) e seguire lo stato delle pratiche.</p>
<hr>
<p><small>Ufficio SUAP - Piazza del Municipio 1, 34018 Valrosandra (TS)<br>tel. 040 228 1190 - orari: lun-ven 9.00-12.30<br>PEC: comune.valrosandra@certgov.fvg.it</small></p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "comune-valrosandra",
    group: "regional",
    lang: "it",
    kind: "tax-notice",
    code: null,
    link: null,
    from: "Comune di Valrosandra - Ufficio Tributi <tributi@comune.valrosandra.ts.it>",
    to: GIULIA,
    subject: "TARI 2026 - avviso di pagamento utenza non domestica",
    date: date(10, 1, "12:00:14"),
    text: `Comune di Valrosandra - Ufficio Tributi

Gentile contribuente,
in allegato l'avviso di pagamento della TARI 2026 per l'utenza non domestica di Via di Cavana 14 (categoria 24 - bar, caffè, pasticceria; superficie 86 mq).

Importo totale: 1.346,00 €
1a rata: 673,00 € entro il 02/11/2026
2a rata: 673,00 € entro il 01/12/2026
Codice avviso pagoPA 1a rata: 3011 2600 0488 1733 52

Il pagamento si effettua con pagoPA presso banche, tabaccherie, uffici postali o con l'app IO.

Ufficio Tributi - tel. 040 228 1140 - tributi@comune.valrosandra.ts.it
`,
    html: `<p><b>Comune di Valrosandra - Ufficio Tributi</b></p>
<p>Gentile contribuente,<br>in allegato l'avviso di pagamento della TARI 2026 per l'utenza non domestica di Via di Cavana 14 (categoria 24 - bar, caffè, pasticceria; superficie 86 mq).</p>
<table border="1" cellpadding="4" cellspacing="0"><tr><td>Importo totale</td><td>1.346,00 €</td></tr>
<tr><td>1a rata</td><td>673,00 € entro il 02/11/2026</td></tr><tr><td>2a rata</td><td>673,00 € entro il 01/12/2026</td></tr>
<tr><td>Codice avviso pagoPA 1a rata</td><td>3011 2600 0488 1733 52</td></tr></table>
<p>Il pagamento si effettua con pagoPA presso banche, tabaccherie, uffici postali o con l'<a href="https://io.italia.it">app IO</a>.</p>
<p><small>Ufficio Tributi - tel. 040 228 1140 - tributi@comune.valrosandra.ts.it</small></p>`,
    enc: "8bit",
    attachment: [
      "TARI2026_avviso_0004881.pdf",
      "application/pdf",
      "%PDF-1.4\n%avviso TARI 2026\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Unione Panificatori Giuliani (trade association)

function unione(body: string): string {
  return `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2ede4"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Georgia,'Times New Roman',serif;color:#3b2f22">
<tr><td style="padding:22px 28px;border-bottom:2px solid #b88a44"><img src="https://www.panificatorigiuliani.it/img/logo-upg.png" alt="Unione Panificatori Giuliani" width="200"></td></tr>
<tr><td style="padding:24px 28px;font-size:16px;line-height:24px">${body}</td></tr>
<tr><td style="padding:16px 28px;background:#efe6d6;font-family:Arial,sans-serif;font-size:11px;color:#6d5d47">
Unione Panificatori Giuliani – Via Cesare Battisti 18, 34125 Trieste – tel. 040 636 211<br>
<a href="https://www.panificatorigiuliani.it" style="color:#6d5d47">www.panificatorigiuliani.it</a> ·
<a href="https://www.facebook.com/panificatorigiuliani" style="color:#6d5d47">Facebook</a> ·
<a href="https://www.panificatorigiuliani.it/newsletter/disiscrizione?u=FC0412" style="color:#6d5d47">Non ricevere più le circolari</a>
</td></tr></table></td></tr></table>`;
}

const unione_mails: Mail[] = [
  {
    family: "unione-panificatori-giuliani",
    group: "regional",
    lang: "it",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Unione Panificatori Giuliani <circolari@panificatorigiuliani.it>",
    to: SHOP,
    subject: "Circolare n. 31/2026 – Etichettatura allergeni e prezzo del pane",
    date: date(9, 17, "14:12:40"),
    text: `CIRCOLARE N. 31/2026

Cari associati,

1) Etichettatura allergeni: dal 1° gennaio 2027 il registro degli ingredienti per i prodotti sfusi dovrà essere disponibile anche in formato digitale. Il modello aggiornato è scaricabile dall'area associati.

2) Prezzo del pane: il prezzo medio rilevato in provincia a settembre è di 4,85 €/kg (+3,2 % su base annua).

3) Assemblea d'autunno: giovedì 22 ottobre alle 19.30 presso la sede di Via Cesare Battisti 18.

Cordiali saluti
La segreteria

Unione Panificatori Giuliani – Via Cesare Battisti 18, 34125 Trieste – tel. 040 636 211
Per non ricevere più le circolari: https://www.panificatorigiuliani.it/newsletter/disiscrizione?u=FC0412
`,
    html: unione(`<p style="font-size:12px;letter-spacing:2px;color:#b88a44;margin:0 0 6px">CIRCOLARE N. 31/2026</p>
<p>Cari associati,</p>
<p><b>1) Etichettatura allergeni</b> – dal 1° gennaio 2027 il registro degli ingredienti per i prodotti sfusi dovrà essere disponibile anche in formato digitale. Il modello aggiornato è scaricabile dall'<a href="https://www.panificatorigiuliani.it/area-associati/modulistica" style="color:#8a5a1c">area associati</a>.</p>
<p><b>2) Prezzo del pane</b> – il prezzo medio rilevato in provincia a settembre è di 4,85 €/kg (+3,2 % su base annua).</p>
<p><b>3) Assemblea d'autunno</b> – giovedì 22 ottobre alle 19.30 presso la sede di Via Cesare Battisti 18.</p>
<p>Cordiali saluti<br><i>La segreteria</i></p>`),
    enc: "qp",
  },
  {
    family: "unione-panificatori-giuliani",
    group: "regional",
    lang: "it",
    kind: "confirm-link",
    code: null,
    link: "https://www.panificatorigiuliani.it/corsi/conferma/7c21e9b0-44d3-4f1a-9a62-0d5be1f0c7aa",
    from: "Unione Panificatori Giuliani <corsi@panificatorigiuliani.it>",
    to: GIULIA,
    subject: "Conferma la tua iscrizione: Aggiornamento HACCP (4 ore)",
    date: date(10, 5, "19:26:03"),
    text: `Gentile Giulia Ferluga,

abbiamo ricevuto la richiesta di iscrizione al corso:

Aggiornamento HACCP per addetti alla panificazione (4 ore)
Sabato 14 novembre 2026, ore 8.30–12.30
Sede UPG, Via Cesare Battisti 18 – aula 2
Partecipanti: 2 (Giulia Ferluga, Nicola Vascotto)
Quota associati: 2 × 45,00 € = 90,00 €

Per confermare l'iscrizione clicca qui entro 3 giorni; senza conferma i posti tornano disponibili:
https://www.panificatorigiuliani.it/corsi/conferma/7c21e9b0-44d3-4f1a-9a62-0d5be1f0c7aa

La fattura sarà emessa a corso concluso.

La segreteria corsi – tel. 040 636 214
`,
    html: unione(`<p>Gentile Giulia Ferluga,</p>
<p>abbiamo ricevuto la richiesta di iscrizione al corso:</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;background:#f7f1e6;width:100%">
<tr><td colspan="2"><b>Aggiornamento HACCP per addetti alla panificazione (4 ore)</b></td></tr>
<tr><td>Quando</td><td>Sabato 14 novembre 2026, ore 8.30–12.30</td></tr>
<tr><td>Dove</td><td>Sede UPG, Via Cesare Battisti 18 – aula 2</td></tr>
<tr><td>Partecipanti</td><td>2 (Giulia Ferluga, Nicola Vascotto)</td></tr>
<tr><td>Quota associati</td><td>2 × 45,00 € = 90,00 €</td></tr></table>
<p>Per confermare l'iscrizione clicca sul pulsante entro 3 giorni; senza conferma i posti tornano disponibili.</p>
<p style="text-align:center;margin:24px 0"><a href="https://www.panificatorigiuliani.it/corsi/conferma/7c21e9b0-44d3-4f1a-9a62-0d5be1f0c7aa" style="background:#8a5a1c;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px">Confermo l'iscrizione</a></p>
<p style="font-size:14px">La fattura sarà emessa a corso concluso.<br>La segreteria corsi – tel. 040 636 214</p>`),
  },
];

// ---------------------------------------------------------------- Molino Isonzo (flour wholesaler)

const isonzo_mails: Mail[] = [
  {
    family: "molino-isonzo",
    group: "regional",
    lang: "it",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Molino Isonzo - Ordini <ordini@molinoisonzo.it>",
    to: SHOP,
    subject: "Conferma d'ordine n. OV-26-05118",
    date: date(9, 4, "13:48:55"),
    text: `MOLINO ISONZO S.r.l. - Via dei Mulini 4, 34077 Ronchi dei Legionari (GO)

CONFERMA D'ORDINE N. OV-26-05118 del 04/09/2026
Cliente: 004412 - FORNO CAFFÈ CAVANA - Via di Cavana 14, 34124 Trieste

Cod.     Descrizione                               Q.tà   Prezzo    Importo
F0-25    Farina tipo 0 W280 sacco 25 kg            8      21,40    171,20
F1-25    Farina tipo 1 macinata a pietra 25 kg     4      26,90    107,60
SM-10    Semola rimacinata di grano duro 10 kg     2      14,30     28,60
LM-05    Lievito madre essiccato 5 kg              1      38,00     38,00

Imponibile 345,40 - IVA 4% 13,82 - Totale 359,22 EUR
Consegna prevista: martedì 08/09/2026, giro Trieste centro (mattino)
Pagamento: RiBa 30 gg d.f.

Per variazioni telefonare entro le 16.00 del giorno precedente la consegna: 0481 774 530.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "molino-isonzo",
    group: "regional",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://b2b.molinoisonzo.it/account/password/nuova?token=Q2h7bUxyV0s4cFRm&cliente=004412",
    from: "Molino Isonzo - Area clienti <b2b@molinoisonzo.it>",
    to: SHOP,
    subject: "Reimposta la password dell'area clienti",
    date: date(10, 12, "06:12:31"),
    text: `Buongiorno,

è stata richiesta la reimpostazione della password per l'area clienti B2B (codice cliente 004412).

Per scegliere una nuova password apri il link qui sotto. Il link vale 60 minuti.
https://b2b.molinoisonzo.it/account/password/nuova?token=Q2h7bUxyV0s4cFRm&cliente=004412

Se non hai fatto tu la richiesta puoi ignorare questa e-mail: la password attuale resta valida.

Molino Isonzo S.r.l. - tel. 0481 774 530 - www.molinoisonzo.it
`,
    html: `<div style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#333;max-width:560px">
<div style="background:#2e5e3a;padding:14px 20px"><img src="https://b2b.molinoisonzo.it/img/logo-bianco.png" alt="Molino Isonzo dal 1921" height="36"></div>
<div style="padding:20px;border:1px solid #d9e2da;border-top:0">
<p>Buongiorno,</p>
<p>è stata richiesta la reimpostazione della password per l'area clienti B2B (codice cliente <b>004412</b>).</p>
<p>Per scegliere una nuova password clicca sul pulsante. Il link vale 60 minuti.</p>
<p><a href="https://b2b.molinoisonzo.it/account/password/nuova?token=Q2h7bUxyV0s4cFRm&amp;cliente=004412" style="display:inline-block;background:#2e5e3a;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px">Nuova password</a></p>
<p style="font-size:12px;color:#777">Se non hai fatto tu la richiesta puoi ignorare questa e-mail: la password attuale resta valida.</p>
</div>
<p style="font-size:11px;color:#999;padding:10px 20px">Molino Isonzo S.r.l. · Via dei Mulini 4, 34077 Ronchi dei Legionari (GO) · tel. 0481 774 530 · <a href="https://www.molinoisonzo.it" style="color:#999">www.molinoisonzo.it</a></p>
</div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Pražarna Kras (coffee roaster, Slovenia)

const prazarna_mails: Mail[] = [
  {
    family: "prazarna-kras",
    group: "regional",
    lang: "sl",
    kind: "verify-code",
    code: "739052",
    link: null,
    from: "Pražarna Kras <trgovina@prazarnakras.si>",
    to: SHOP,
    subject: "Vaša potrditvena koda: 739052",
    date: date(9, 6, "17:33:48"),
    text: `Pozdravljeni,

hvala za registracijo v spletni trgovini za poslovne kupce Pražarne Kras.

Vaša potrditvena koda je: 739 052

Vnesite jo v obrazec za registracijo. Koda velja 30 minut.

Ko bo vaš račun potrjen, boste videli veleprodajne cene in lahko naročali kavo v zrnu s popustom za gostinske lokale.

Lep pozdrav,
ekipa Pražarne Kras
Pražarna Kras d.o.o., Ankaranska cesta 9, 6000 Koper
+386 5 620 44 10
`,
    html: `<!DOCTYPE html><html lang="sl"><body style="margin:0;background:#1f1a17">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#f7f2ec;font-family:Arial,sans-serif;color:#2a211c">
<tr><td align="center" style="padding:26px"><img src="https://prazarnakras.si/wp-content/uploads/2024/03/logo-prazarna-kras.png" alt="Pražarna Kras" width="140"></td></tr>
<tr><td style="padding:0 34px 10px;font-size:15px;line-height:23px">Pozdravljeni,<br><br>hvala za registracijo v spletni trgovini za poslovne kupce Pražarne Kras. Vaša potrditvena koda je:</td></tr>
<tr><td align="center" style="padding:14px 0 18px"><table cellpadding="0" cellspacing="6"><tr>${
      cells(
        "739052",
        "width:40px;height:52px;background:#fff;border:1px solid #c9b8a6;font-size:28px;font-weight:bold;text-align:center",
      )
    }</tr></table></td></tr>
<tr><td style="padding:0 34px 26px;font-size:14px;line-height:21px">Vnesite jo v obrazec za registracijo. Koda velja 30 minut.<br><br>Ko bo vaš račun potrjen, boste videli veleprodajne cene in lahko naročali kavo v zrnu s popustom za gostinske lokale.<br><br>Lep pozdrav,<br>ekipa Pražarne Kras</td></tr>
<tr><td style="padding:16px 34px;background:#e9dfd3;font-size:11px;color:#6b5a4c">Pražarna Kras d.o.o., Ankaranska cesta 9, 6000 Koper · +386 5 620 44 10 · <a href="https://prazarnakras.si/zasebnost" style="color:#6b5a4c">Zasebnost</a> · <a href="https://www.instagram.com/prazarnakras" style="color:#6b5a4c">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "prazarna-kras",
    group: "regional",
    lang: "sl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Pražarna Kras <trgovina@prazarnakras.si>",
    to: SHOP,
    subject: "Naročilo #KP-20931 je bilo odposlano",
    date: date(10, 14, "11:09:26"),
    text: `Pozdravljeni,

vaše naročilo #KP-20931 je bilo danes odposlano z dostavno službo GLS.

3 × Mešanica Bar Espresso 1 kg – 19,80 EUR/kos
1 × Etiopija Sidamo 1 kg – 27,50 EUR
Skupaj brez DDV: 86,90 EUR (dobava v EU, obrnjena davčna obveznost)

Številka pošiljke: 6304 1187 7720
Sledenje: https://gls-group.eu/track/630411877720
Predvidena dostava: 15. 10. 2026

Račun R-2026-1877 je priložen v PDF obliki.

Lep pozdrav,
ekipa Pražarne Kras
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#2a211c;background:#f7f2ec;padding:24px">
<p>Pozdravljeni,</p><p>vaše naročilo <b>#KP-20931</b> je bilo danes odposlano z dostavno službo GLS.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr><td>3 × Mešanica Bar Espresso 1 kg</td><td align="right">19,80 EUR/kos</td></tr>
<tr><td>1 × Etiopija Sidamo 1 kg</td><td align="right">27,50 EUR</td></tr>
<tr><td><b>Skupaj brez DDV</b></td><td align="right"><b>86,90 EUR</b></td></tr></table>
<p style="font-size:12px;color:#6b5a4c">Dobava v EU, obrnjena davčna obveznost.</p>
<p>Številka pošiljke: <a href="https://gls-group.eu/track/630411877720">6304 1187 7720</a><br>Predvidena dostava: 15. 10. 2026</p>
<p>Račun R-2026-1877 je priložen v PDF obliki.</p><p>Lep pozdrav,<br>ekipa Pražarne Kras</p></div>`,
    enc: "qp",
    attachment: [
      "Racun_R-2026-1877.pdf",
      "application/pdf",
      "%PDF-1.4\n%racun\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Crèmerie du Val de Saire (butter, France)

const saire_mails: Mail[] = [
  {
    family: "cremerie-val-de-saire",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://pro.cremerie-valdesaire.fr/compte/activer/b7d20e4c91f3a6e8?lang=fr",
    from: "Crèmerie du Val de Saire <pro@cremerie-valdesaire.fr>",
    to: SHOP,
    subject: "Activez votre compte professionnel",
    date: date(9, 11, "09:57:14"),
    text: `Bonjour,

Merci pour votre demande d'ouverture de compte professionnel chez la Crèmerie du Val de Saire.

Pour activer votre compte et valider votre adresse e-mail, cliquez sur le lien ci-dessous (valable 72 heures) :
https://pro.cremerie-valdesaire.fr/compte/activer/b7d20e4c91f3a6e8?lang=fr

Une fois le compte activé, vous aurez accès aux tarifs export (beurre AOP en plaques de 1 kg et 2 kg, crème crue 35 %) et aux dates de départ de nos camions frigorifiques vers l'Italie du Nord, tous les mardis.

Minimum de commande export : 120 kg.

Bien cordialement,
Service commercial export
Crèmerie du Val de Saire – 12 route de la Hougue, 50550 Saint-Vaast-la-Hougue – +33 2 33 54 71 08
`,
    html: `<html><body style="margin:0;padding:0;background:#e9f0f5">
<center><table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#1c2b39;margin:24px 0">
<tr><td style="background:#1c3f5e;padding:18px 30px"><img src="https://pro.cremerie-valdesaire.fr/media/mail/logo-cremerie.png" alt="Crèmerie du Val de Saire – depuis 1936" width="230"></td></tr>
<tr><td style="padding:28px 30px;font-size:15px;line-height:1.6">
<p>Bonjour,</p>
<p>Merci pour votre demande d'ouverture de compte professionnel chez la Crèmerie du Val de Saire.</p>
<p>Pour activer votre compte et valider votre adresse e-mail, cliquez sur le bouton ci-dessous (valable 72&nbsp;heures)&nbsp;:</p>
<p style="text-align:center;padding:10px 0"><a href="https://pro.cremerie-valdesaire.fr/compte/activer/b7d20e4c91f3a6e8?lang=fr" style="background:#c8a24a;color:#1c2b39;font-family:Arial,sans-serif;font-weight:bold;padding:13px 28px;text-decoration:none;border-radius:2px">Activer mon compte</a></p>
<p>Une fois le compte activé, vous aurez accès aux tarifs export (beurre AOP en plaques de 1&nbsp;kg et 2&nbsp;kg, crème crue 35&nbsp;%) et aux dates de départ de nos camions frigorifiques vers l'Italie du Nord, tous les mardis.</p>
<p>Minimum de commande export&nbsp;: 120&nbsp;kg.</p>
<p>Bien cordialement,<br>Service commercial export</p></td></tr>
<tr><td style="padding:14px 30px;background:#f3f6f9;font-family:Arial,sans-serif;font-size:11px;color:#6a7885">Crèmerie du Val de Saire – 12 route de la Hougue, 50550 Saint-Vaast-la-Hougue – +33 2 33 54 71 08<br>
<a href="https://www.cremerie-valdesaire.fr/mentions-legales" style="color:#6a7885">Mentions légales</a> · <a href="https://www.cremerie-valdesaire.fr/cgv-pro" style="color:#6a7885">CGV professionnelles</a></td></tr>
</table></center></body></html>`,
    enc: "qp",
  },
  {
    family: "cremerie-val-de-saire",
    group: "regional",
    lang: "fr",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Crèmerie du Val de Saire <pro@cremerie-valdesaire.fr>",
    to: SHOP,
    subject: "Confirmation de votre commande CV-E-10442",
    date: date(9, 24, "15:20:45"),
    text: `Bonjour,

Nous confirmons la réception de votre commande CV-E-10442 du 24/09/2026.

- Beurre de baratte AOP doux, plaque 2 kg × 40 = 80 kg à 11,90 €/kg = 952,00 €
- Beurre de baratte AOP demi-sel, plaque 1 kg × 20 = 20 kg à 12,40 €/kg = 248,00 €
- Crème crue 35 %, bidon 5 l × 4 = 20 l à 6,70 €/l = 134,00 €
Transport frigorifique Italie du Nord : 68,00 €
Total HT : 1 402,00 € (autoliquidation, TVA intracommunautaire IT01387720329)

Départ camion : mardi 29/09/2026. Livraison estimée : jeudi 01/10/2026 entre 6 h et 10 h.
Paiement : virement à 30 jours, facture à suivre.

Bien cordialement,
Service commercial export
`,
    html: `<html><body style="font-family:Georgia,serif;color:#1c2b39">
<p>Bonjour,</p>
<p>Nous confirmons la réception de votre commande <b>CV-E-10442</b> du 24/09/2026.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:13px" border="1" bordercolor="#d5dee6">
<tr style="background:#1c3f5e;color:#fff"><th align="left">Article</th><th>Quantité</th><th>Prix</th><th>Montant</th></tr>
<tr><td>Beurre de baratte AOP doux, plaque 2 kg</td><td>40 (80 kg)</td><td>11,90 €/kg</td><td align="right">952,00 €</td></tr>
<tr><td>Beurre de baratte AOP demi-sel, plaque 1 kg</td><td>20 (20 kg)</td><td>12,40 €/kg</td><td align="right">248,00 €</td></tr>
<tr><td>Crème crue 35 %, bidon 5 l</td><td>4 (20 l)</td><td>6,70 €/l</td><td align="right">134,00 €</td></tr>
<tr><td colspan="3">Transport frigorifique Italie du Nord</td><td align="right">68,00 €</td></tr>
<tr><td colspan="3"><b>Total HT</b> (autoliquidation, TVA intracommunautaire IT01387720329)</td><td align="right"><b>1 402,00 €</b></td></tr></table>
<p>Départ camion : mardi 29/09/2026. Livraison estimée : jeudi 01/10/2026 entre 6&nbsp;h et 10&nbsp;h.<br>Paiement : virement à 30 jours, facture à suivre.</p>
<p>Bien cordialement,<br>Service commercial export<br><a href="https://pro.cremerie-valdesaire.fr/commandes">Suivre mes commandes</a></p>
</body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Almendras Vallbona (almonds, Spain)

const vallbona_mails: Mail[] = [
  {
    family: "almendras-vallbona",
    group: "regional",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Almendras Vallbona <pedidos@almendrasvallbona.es>",
    to: SHOP,
    subject: "Tu pedido VB-38817 ya está en camino",
    date: date(9, 15, "12:44:09"),
    text: `¡Hola, Forno Caffè Cavana!

Tu pedido VB-38817 ha salido hoy de nuestro almacén de Reus.

Almendra Marcona cruda pelada, calibre 14/16 – 10 kg
Harina de almendra extrafina – 5 kg
Avellana tostada Negreta – 3 kg
Total: 287,60 € (IVA intracomunitario exento)

Transportista: DSV Road
Número de envío: 4471-90023-ES
Entrega estimada: 21–22 de septiembre

Si necesitas algo, escríbenos a pedidos@almendrasvallbona.es o llámanos al +34 977 31 24 55 (lunes a viernes, 8:00–15:00).

Un saludo,
Almendras Vallbona S.L. – Carretera de Riudoms km 2, 43204 Reus (Tarragona)
`,
    html: `<!DOCTYPE html><html lang="es"><body style="margin:0;background:#faf6ef">
<div style="display:none">Entrega estimada: 21–22 de septiembre</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Trebuchet MS,Arial,sans-serif;color:#3d3225">
<tr><td align="center" style="padding:24px"><img src="https://almendrasvallbona.es/img/mail/logo.png" alt="Almendras Vallbona · Reus" width="180"></td></tr>
<tr><td style="background:#fff;padding:28px 32px;border-radius:10px">
<h1 style="font-size:22px;margin:0 0 12px;color:#8b5e34">¡Tu pedido está en camino!</h1>
<p style="font-size:15px">Tu pedido <b>VB-38817</b> ha salido hoy de nuestro almacén de Reus.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee3d3;border-bottom:1px solid #eee3d3">
<tr><td>Almendra Marcona cruda pelada, calibre 14/16</td><td align="right">10 kg</td></tr>
<tr><td>Harina de almendra extrafina</td><td align="right">5 kg</td></tr>
<tr><td>Avellana tostada Negreta</td><td align="right">3 kg</td></tr>
<tr><td><b>Total</b> (IVA intracomunitario exento)</td><td align="right"><b>287,60 €</b></td></tr></table>
<p style="font-size:14px">Transportista: <b>DSV Road</b><br>Número de envío: <b>4471-90023-ES</b><br>Entrega estimada: <b>21–22 de septiembre</b></p>
<p style="text-align:center;margin:22px 0 6px"><a href="https://www.dsv.com/es-es/herramientas/seguimiento?ref=4471-90023-ES" style="background:#8b5e34;color:#fff;padding:11px 24px;text-decoration:none;border-radius:20px;font-weight:bold">Seguir el envío</a></p>
</td></tr>
<tr><td style="padding:18px;font-size:11px;color:#8a7d6b;text-align:center">Almendras Vallbona S.L. – Carretera de Riudoms km 2, 43204 Reus (Tarragona) – +34 977 31 24 55<br>
<a href="https://almendrasvallbona.es/privacidad" style="color:#8a7d6b">Privacidad</a> · <a href="https://almendrasvallbona.es/newsletter/baja" style="color:#8a7d6b">Darse de baja</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "almendras-vallbona",
    group: "regional",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "Almendras Vallbona - Administración <facturacion@almendrasvallbona.es>",
    to: SHOP,
    subject: "Factura FV26-02291",
    date: date(9, 30, "08:01:33"),
    text: `Estimado cliente:

Adjuntamos la factura FV26-02291 correspondiente al pedido VB-38817.

Importe: 287,60 €
Vencimiento: 30/10/2026
Forma de pago: transferencia a ES21 2100 0734 6102 0045 9981 (CaixaBank)

Rogamos indiquen el número de factura en el concepto de la transferencia.

Atentamente,
Administración – Almendras Vallbona S.L.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Doosjesdepot (pastry boxes, Netherlands)

const doosjes_mails: Mail[] = [
  {
    family: "doosjesdepot",
    group: "consumer",
    lang: "nl",
    kind: "login-code",
    code: "2947",
    link: null,
    from: "Doosjesdepot <service@doosjesdepot.nl>",
    to: SHOP,
    subject: "Je inlogcode voor Doosjesdepot",
    date: date(9, 18, "22:14:50"),
    text: `Hoi,

Gebruik deze code om in te loggen op Doosjesdepot.nl:

2947

De code is 15 minuten geldig. Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren.

Groetjes,
Team Doosjesdepot
Industrieweg 44, 3641 RM Mijdrecht · KvK 71920455
`,
    html: `<html><body style="margin:0;background:#f4f4f4;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00a389;padding:16px 24px"><img src="https://www.doosjesdepot.nl/media/email/logo-wit.png" alt="Doosjesdepot" width="150"></td></tr>
<tr><td style="padding:26px 24px;font-size:15px;color:#333">Hoi,<br><br>Gebruik deze code om in te loggen op Doosjesdepot.nl:</td></tr>
<tr><td align="center"><table cellpadding="0" cellspacing="8"><tr>${
      cells(
        "2947",
        "width:46px;height:56px;border:2px solid #00a389;border-radius:6px;font-size:30px;font-weight:bold;color:#00a389;text-align:center",
      )
    }</tr></table></td></tr>
<tr><td style="padding:20px 24px;font-size:13px;color:#666">De code is 15 minuten geldig. Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren.<br><br>Groetjes,<br>Team Doosjesdepot</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999">Industrieweg 44, 3641 RM Mijdrecht · KvK 71920455 · <a href="https://www.doosjesdepot.nl/klantenservice" style="color:#999">Klantenservice</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "doosjesdepot",
    group: "consumer",
    lang: "nl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Doosjesdepot <service@doosjesdepot.nl>",
    to: SHOP,
    subject: "Je bestelling 100482213 is verzonden",
    date: date(9, 19, "16:28:05"),
    text: `Hoi,

Goed nieuws: je bestelling 100482213 is onderweg naar Via di Cavana 14, 34124 Trieste (IT).

500 × Gebaksdoos kraft 20×20×10 cm
300 × Taartdoos wit met venster 26×26 cm
1.000 × Papieren broodzak 14×30 cm

Verzonden met: DPD (2 colli)
Track & trace: https://tracking.dpd.de/status/it_IT/parcel/09981234567812

Bedankt voor je bestelling!
Team Doosjesdepot
`,
    html: `<html><body style="font-family:Arial,sans-serif;color:#333">
<p>Hoi,</p>
<p>Goed nieuws: je bestelling <b>100482213</b> is onderweg naar Via di Cavana 14, 34124 Trieste (IT).</p>
<table cellpadding="4" style="font-size:14px"><tr><td><img src="https://www.doosjesdepot.nl/media/catalog/thumb/gebaksdoos-kraft.jpg" alt="Gebaksdoos kraft" width="48"></td><td>500 × Gebaksdoos kraft 20×20×10 cm</td></tr>
<tr><td><img src="https://www.doosjesdepot.nl/media/catalog/thumb/taartdoos-venster.jpg" alt="Taartdoos" width="48"></td><td>300 × Taartdoos wit met venster 26×26 cm</td></tr>
<tr><td><img src="https://www.doosjesdepot.nl/media/catalog/thumb/broodzak.jpg" alt="Broodzak" width="48"></td><td>1.000 × Papieren broodzak 14×30 cm</td></tr></table>
<p>Verzonden met: DPD (2 colli)</p>
<p><a href="https://tracking.dpd.de/status/it_IT/parcel/09981234567812" style="background:#00a389;color:#fff;padding:10px 20px;text-decoration:none">Volg je pakket</a></p>
<p>Bedankt voor je bestelling!<br>Team Doosjesdepot</p></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Papierowo (paper cups, Poland)

const papierowo_mails: Mail[] = [
  {
    family: "papierowo",
    group: "regional",
    lang: "pl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Papierowo.pl <zamowienia@papierowo.pl>",
    to: SHOP,
    subject: "Zamówienie nr 55120/2026 zostało wysłane",
    date: date(10, 9, "10:17:42"),
    text: `Dzień dobry,

Państwa zamówienie nr 55120/2026 zostało przekazane kurierowi.

Kubki papierowe z nadrukiem „Forno Caffè Cavana", 8 oz – 2 000 szt.
Pokrywki białe 80 mm – 2 000 szt.
Wartość netto: 318,00 EUR (WDT, stawka 0%)

Przewoźnik: GLS, numer przesyłki 1204 7781 903
Przewidywana dostawa: 13–14.10.2026

Pozdrawiamy,
Dział obsługi klienta Papierowo.pl
ul. Fabryczna 17, 90-344 Łódź · tel. +48 42 299 18 40
`,
    html: `<div style="font-family:Verdana,sans-serif;font-size:13px;color:#222;max-width:600px;border:1px solid #ddd">
<div style="padding:14px 18px;border-bottom:3px solid #e30613"><img src="https://papierowo.pl/skins/mail/logo.png" alt="Papierowo.pl" height="32"></div>
<div style="padding:18px">
<p>Dzień dobry,</p>
<p>Państwa zamówienie nr <b>55120/2026</b> zostało przekazane kurierowi.</p>
<ul><li>Kubki papierowe z nadrukiem „Forno Caffè Cavana", 8 oz – 2 000 szt.</li><li>Pokrywki białe 80 mm – 2 000 szt.</li></ul>
<p>Wartość netto: <b>318,00 EUR</b> (WDT, stawka 0%)</p>
<p>Przewoźnik: GLS, numer przesyłki <a href="https://gls-group.eu/PL/pl/sledzenie-paczek?match=12047781903">1204 7781 903</a><br>Przewidywana dostawa: 13–14.10.2026</p>
<p>Pozdrawiamy,<br>Dział obsługi klienta Papierowo.pl</p></div>
<div style="padding:10px 18px;background:#f5f5f5;font-size:11px;color:#777">ul. Fabryczna 17, 90-344 Łódź · tel. +48 42 299 18 40 · NIP 727-281-44-90</div></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Formas do Tejo (tins, Portugal)

const tejo_mails: Mail[] = [
  {
    family: "formas-do-tejo",
    group: "regional",
    lang: "pt",
    kind: "invoice",
    code: null,
    link: null,
    from: "Formas do Tejo <faturacao@formasdotejo.pt>",
    to: SHOP,
    subject: "Fatura FT 2026/1187 - Formas do Tejo",
    date: date(10, 20, "14:55:10"),
    text: `Exmos. Senhores,

Junto enviamos a fatura FT 2026/1187 referente à encomenda ENC-6630.

48 × Forma para pastel de nata em alumínio, 7 cm
12 × Tabuleiro perfurado 60×40 cm
Total: 214,80 EUR (isento de IVA – art. 14.º RITI)
Data de vencimento: 19/11/2026

IBAN para pagamento: PT50 0035 0214 0001 8877 6302 1

Com os melhores cumprimentos,
Formas do Tejo, Lda. · Rua da Fábrica 21, 2600-105 Vila Franca de Xira · Tel. +351 263 270 418
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px">
<p>Exmos. Senhores,</p>
<p>Junto enviamos a fatura <b>FT 2026/1187</b> referente à encomenda ENC-6630.</p>
<p>48 × Forma para pastel de nata em alumínio, 7 cm<br>12 × Tabuleiro perfurado 60×40 cm<br><b>Total: 214,80 EUR</b> (isento de IVA – art. 14.º RITI)<br>Data de vencimento: 19/11/2026</p>
<p>IBAN para pagamento: PT50 0035 0214 0001 8877 6302 1</p>
<p>Com os melhores cumprimentos,<br><b>Formas do Tejo, Lda.</b><br>Rua da Fábrica 21, 2600-105 Vila Franca de Xira · Tel. +351 263 270 418<br><a href="https://www.formasdotejo.pt">www.formasdotejo.pt</a></p>
</body></html>`,
    enc: "qp",
    attachment: [
      "FT_2026_1187.pdf",
      "application/pdf",
      "%PDF-1.4\n%fatura\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Uljara Bujština (olive oil, Istria)

const uljara_mails: Mail[] = [
  {
    family: "uljara-bujstina",
    group: "regional",
    lang: "hr",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Uljara Bujština <narudzbe@uljara-bujstina.hr>",
    to: SHOP,
    subject: "Potvrda narudžbe br. 2026-0741",
    date: date(10, 22, "18:40:12"),
    text: `Poštovani,

zahvaljujemo na narudžbi br. 2026-0741.

Ekstra djevičansko maslinovo ulje Istarska bjelica, kanistra 5 l × 6
Cijena: 78,00 EUR / kanistra
Ukupno: 468,00 EUR

Ulje ovogodišnje berbe puni se početkom studenog; isporuku vlastitim vozilom u Trst planiramo za 12. 11. 2026. Javit ćemo vam se dan prije dostave.

Srdačan pozdrav,
Uljara Bujština – obitelj Radešić
Kaštel 12, 52460 Buje · +385 52 777 213
`,
    html: `<html><body style="font-family:Georgia,serif;color:#2f3b1e;background:#f6f4ea;padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d8d3bd"><tr><td style="padding:24px">
<p><img src="https://uljara-bujstina.hr/slike/logo-maslina.png" alt="Uljara Bujština" width="120"></p>
<p>Poštovani,</p>
<p>zahvaljujemo na narudžbi br. <b>2026-0741</b>.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;width:100%;border-top:1px solid #d8d3bd">
<tr><td>Ekstra djevičansko maslinovo ulje Istarska bjelica, kanistra 5 l</td><td align="right">× 6</td></tr>
<tr><td>Cijena</td><td align="right">78,00 EUR / kanistra</td></tr>
<tr><td><b>Ukupno</b></td><td align="right"><b>468,00 EUR</b></td></tr></table>
<p>Ulje ovogodišnje berbe puni se početkom studenog; isporuku vlastitim vozilom u Trst planiramo za 12. 11. 2026. Javit ćemo vam se dan prije dostave.</p>
<p>Srdačan pozdrav,<br>Uljara Bujština – obitelj Radešić<br><small>Kaštel 12, 52460 Buje · +385 52 777 213 · <a href="https://uljara-bujstina.hr">uljara-bujstina.hr</a></small></p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Backtechnik Kainach (oven service, Austria)

const kainach_mails: Mail[] = [
  {
    family: "backtechnik-kainach",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://service.backtechnik-kainach.at/portal/einladung?code=AT-IT-2291&sig=9e1c77f0a2",
    from: "Backtechnik Kainach Kundenservice <service@backtechnik-kainach.at>",
    to: GIULIA,
    subject: "Ihr Zugang zum Kundenportal von Backtechnik Kainach",
    date: date(9, 25, "08:36:21"),
    text: `Sehr geehrte Frau Ferluga,

wie mit unserem Außendienst besprochen, haben wir für Forno Caffè Cavana einen Zugang zum Kundenportal angelegt. Dort finden Sie Wartungsprotokolle, Ersatzteilbestellungen und die Bedienungsanleitungen Ihrer Geräte (Etagenofen Kainach EO-3/60, Gärunterbrecher GU-20).

Bitte legen Sie über den folgenden Link Ihr Passwort fest, um den Zugang zu aktivieren (gültig 14 Tage):
https://service.backtechnik-kainach.at/portal/einladung?code=AT-IT-2291&sig=9e1c77f0a2

Ihre Kundennummer: 40-11872
Technische Hotline (Deutsch/Italienisch): +43 3142 21 880

Mit freundlichen Grüßen
Sabine Hofer
Kundenservice

Backtechnik Kainach GmbH · Hauptstraße 61 · 8573 Kainach bei Voitsberg · Österreich
FN 288714k · UID ATU63229017
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#222">
<p>Sehr geehrte Frau Ferluga,</p>
<p>wie mit unserem Außendienst besprochen, haben wir für <b>Forno Caffè Cavana</b> einen Zugang zum Kundenportal angelegt. Dort finden Sie Wartungsprotokolle, Ersatzteilbestellungen und die Bedienungsanleitungen Ihrer Geräte (Etagenofen Kainach EO-3/60, Gärunterbrecher GU-20).</p>
<p>Bitte legen Sie über den folgenden Link Ihr Passwort fest, um den Zugang zu aktivieren (gültig 14 Tage):<br>
<a href="https://service.backtechnik-kainach.at/portal/einladung?code=AT-IT-2291&amp;sig=9e1c77f0a2">Zugang aktivieren</a></p>
<p>Ihre Kundennummer: 40-11872<br>Technische Hotline (Deutsch/Italienisch): +43 3142 21 880</p>
<p>Mit freundlichen Grüßen<br>Sabine Hofer<br>Kundenservice</p>
<p style="font-size:11px;color:#777;border-top:1px solid #ccc;padding-top:8px"><img src="https://www.backtechnik-kainach.at/img/signatur-logo.png" alt="Backtechnik Kainach" width="110"><br>Backtechnik Kainach GmbH · Hauptstraße 61 · 8573 Kainach bei Voitsberg · Österreich<br>FN 288714k · UID ATU63229017 · <a href="https://www.backtechnik-kainach.at">www.backtechnik-kainach.at</a></p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "backtechnik-kainach",
    group: "regional",
    lang: "de",
    kind: "service-report",
    code: null,
    link: null,
    from: "Backtechnik Kainach Kundenservice <service@backtechnik-kainach.at>",
    to: GIULIA,
    subject: "Wartungsbericht WB-26-3318 – Etagenofen EO-3/60",
    date: date(10, 19, "16:12:08"),
    text: `Sehr geehrte Frau Ferluga,

anbei erhalten Sie den Bericht zur jährlichen Wartung vom 19.10.2026.

Gerät: Etagenofen Kainach EO-3/60, Seriennr. EO3-18-04471
Techniker: Matteo Kravos
Ergebnis: Dichtungen Herd 2 getauscht, Dampfschwaden entkalkt, Temperaturfühler kalibriert. Gerät in Ordnung.
Arbeitszeit: 2,5 h · Anfahrt Pauschale Friaul-Julisch Venetien
Nächste Wartung empfohlen: Oktober 2027

Die Rechnung folgt separat.

Mit freundlichen Grüßen
Kundenservice Backtechnik Kainach
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Pappami (food delivery platform)

function pappami(pre: string, body: string): string {
  return `<html><head><meta name="viewport" content="width=device-width"></head><body style="margin:0;background:#f0f7f4">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${pre}&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;font-family:Poppins,Arial,sans-serif;color:#17332a">
<tr><td style="padding:22px 28px"><img src="https://img.pappami.it/partner/email/logo-pappami-verde.png" alt="Pappami Partner" width="130"></td></tr>
<tr><td style="padding:0 28px 28px;font-size:15px;line-height:1.6">${body}</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#6d8a80;line-height:1.5">Pappami S.r.l. · Via Ripamonti 88, 20141 Milano · P.IVA 11422870966<br>
<a href="https://partner.pappami.it/aiuto" style="color:#6d8a80">Supporto partner</a> · <a href="https://pappami.it/privacy" style="color:#6d8a80">Privacy</a> ·
<a href="https://apps.apple.com/it/app/pappami-partner/id1490022817"><img src="https://img.pappami.it/badges/app-store-it.png" alt="Scarica su App Store" height="28"></a>
<a href="https://play.google.com/store/apps/details?id=it.pappami.partner"><img src="https://img.pappami.it/badges/google-play-it.png" alt="Disponibile su Google Play" height="28"></a></p>
</td></tr></table></body></html>`;
}

const pappami_mails: Mail[] = [
  {
    family: "pappami",
    group: "consumer",
    lang: "it",
    kind: "payout",
    code: null,
    link: null,
    from: "Pappami Partner <partner@pappami.it>",
    to: SHOP,
    subject: "Il tuo estratto settimanale: 31 ago – 6 set",
    date: date(9, 9, "07:05:00"),
    text: `Ciao Forno Caffè Cavana,

ecco il riepilogo della settimana 31 agosto – 6 settembre 2026.

Ordini consegnati: 64
Valore ordini: 1.118,50 €
Commissione Pappami (22%): -246,07 €
Rimborsi clienti: -9,80 €
Importo in pagamento: 862,63 €

Il bonifico partirà entro il 11/09/2026 sul conto •••• 0417.
Fattura commissioni: PPM-F-2026-338812 (nella sezione Fatture dell'app).

Prodotto più ordinato: Cornetto integrale al miele (48).
Valutazione media: 4,7 ★

Buon lavoro!
Il team Pappami Partner
`,
    html: pappami(
      "Importo in pagamento: 862,63 €",
      `<p style="margin:0 0 12px">Ciao <b>Forno Caffè Cavana</b>,</p>
<p style="margin:0 0 18px">ecco il riepilogo della settimana <b>31 agosto – 6 settembre 2026</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#f6fbf9;border-radius:10px">
<tr><td>Ordini consegnati</td><td align="right">64</td></tr>
<tr><td>Valore ordini</td><td align="right">1.118,50 €</td></tr>
<tr><td>Commissione Pappami (22%)</td><td align="right">-246,07 €</td></tr>
<tr><td>Rimborsi clienti</td><td align="right">-9,80 €</td></tr>
<tr><td style="font-weight:bold;border-top:1px solid #cfe5dc">Importo in pagamento</td><td align="right" style="font-weight:bold;border-top:1px solid #cfe5dc;color:#0a8a5f">862,63 €</td></tr></table>
<p style="margin:18px 0 6px">Il bonifico partirà entro il 11/09/2026 sul conto •••• 0417.<br>Fattura commissioni: PPM-F-2026-338812.</p>
<p style="margin:0 0 20px">Prodotto più ordinato: <b>Cornetto integrale al miele</b> (48) · Valutazione media: <b>4,7 ★</b></p>
<p style="margin:0"><a href="https://partner.pappami.it/report/settimana/2026-36?utm_campaign=weekly" style="color:#0a8a5f;font-weight:bold">Apri il report completo →</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "pappami",
    group: "consumer",
    lang: "it",
    kind: "confirm-bank-change",
    code: "318507",
    link: "https://partner.pappami.it/sicurezza/conferma-iban?req=ib_9Fh2kL0wQa&uid=55120873",
    from: "Pappami Partner <sicurezza@pappami.it>",
    to: SHOP,
    subject: "Conferma la modifica del conto di accredito",
    date: date(10, 2, "20:18:36"),
    text: `Ciao Giulia,

abbiamo ricevuto una richiesta di modifica del conto su cui accreditiamo gli incassi di Forno Caffè Cavana.

Nuovo IBAN: IT•• •••• •••• •••• •••• •••• 9021
Intestatario: Ferluga Giulia
Richiesta effettuata il 02/10/2026 alle 20:16 dall'app Pappami Partner (iPhone)

Per rendere effettiva la modifica apri questo link e inserisci il codice di conferma 318507:
https://partner.pappami.it/sicurezza/conferma-iban?req=ib_9Fh2kL0wQa&uid=55120873

Link e codice scadono tra 24 ore. Fino alla conferma continueremo a pagare sul conto •••• 0417.

Non hai chiesto tu la modifica? Non aprire il link e chiamaci subito allo 02 8088 4410.

Il team Pappami Partner
`,
    html: pappami(
      "Serve la tua conferma per cambiare il conto di accredito.",
      `<p style="margin:0 0 12px">Ciao Giulia,</p>
<p style="margin:0 0 14px">abbiamo ricevuto una richiesta di modifica del conto su cui accreditiamo gli incassi di <b>Forno Caffè Cavana</b>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f6fbf9;border-radius:10px;margin-bottom:16px">
<tr><td style="color:#6d8a80">Nuovo IBAN</td><td>IT•• •••• •••• •••• •••• •••• 9021</td></tr>
<tr><td style="color:#6d8a80">Intestatario</td><td>Ferluga Giulia</td></tr>
<tr><td style="color:#6d8a80">Richiesta</td><td>02/10/2026 alle 20:16, app Pappami Partner (iPhone)</td></tr></table>
<p style="margin:0 0 8px">Per rendere effettiva la modifica clicca sul pulsante e inserisci questo codice di conferma:</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:bold;letter-spacing:5px;color:#0a8a5f">318507</p>
<p style="margin:0 0 20px"><a href="https://partner.pappami.it/sicurezza/conferma-iban?req=ib_9Fh2kL0wQa&amp;uid=55120873" style="background:#0a8a5f;color:#fff;padding:13px 26px;border-radius:24px;text-decoration:none;font-weight:bold;display:inline-block">Conferma il nuovo conto</a></p>
<p style="margin:0;font-size:13px;color:#6d8a80">Link e codice scadono tra 24 ore. Fino alla conferma continueremo a pagare sul conto •••• 0417. Non hai chiesto tu la modifica? Non cliccare e chiamaci subito allo 02 8088 4410.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pappami",
    group: "consumer",
    lang: "it",
    kind: "order-cancelled",
    code: null,
    link: null,
    from: "Pappami Partner <partner@pappami.it>",
    to: SHOP,
    subject: "Ordine #7Q2-881 annullato dal cliente",
    date: date(10, 24, "09:41:17"),
    text:
      `L'ordine #7Q2-881 (2× Cappuccino, 1× Strudel di mele, 3× Cornetto alla crema – 14,60 €) è stato annullato dal cliente alle 09:40, prima dell'accettazione. Non devi fare nulla: l'importo non verrà addebitato né conteggiato nelle commissioni.

Pappami Partner
`,
    html: pappami(
      "Non devi fare nulla.",
      `<p style="margin:0 0 12px">L'ordine <b>#7Q2-881</b> è stato annullato dal cliente alle 09:40, prima dell'accettazione.</p>
<p style="margin:0 0 12px;font-size:14px;color:#6d8a80">2× Cappuccino · 1× Strudel di mele · 3× Cornetto alla crema — 14,60 €</p>
<p style="margin:0">Non devi fare nulla: l'importo non verrà addebitato né conteggiato nelle commissioni.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Leftloaf (surplus-food app, English)

const leftloaf_mails: Mail[] = [
  {
    family: "leftloaf",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "LL-48210",
    code_digits: "48210",
    link: null,
    from: "Leftloaf for Business <hello@business.leftloaf.com>",
    to: SHOP,
    subject: "Your Leftloaf sign-in code",
    date: date(9, 13, "19:02:55"),
    text: `Hi there,

Here's your code to sign in to the Leftloaf Store Dashboard:

LL-48210

Type the numbers after "LL-" on the sign-in screen. The code expires in 10 minutes.

If you didn't try to sign in, you can safely ignore this email.

Leftloaf ApS · Refshalevej 163A, 1432 Copenhagen K, Denmark
`,
    html: `<html><body style="margin:0;background:#fdf3e1;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td align="center" style="padding:28px 0 10px"><img src="https://static.leftloaf.com/mail/loaf-logo@2x.png" alt="Leftloaf" width="110"></td></tr>
<tr><td style="padding:10px 36px;font-size:16px;color:#333;text-align:center">Here's your code to sign in to the Leftloaf Store Dashboard</td></tr>
<tr><td align="center" style="padding:18px 0"><span style="display:inline-block;background:#fdf3e1;border-radius:8px;padding:14px 24px;font-size:30px;font-weight:bold;color:#d9661f;letter-spacing:3px">LL-48210</span></td></tr>
<tr><td style="padding:0 36px 28px;font-size:13px;color:#777;text-align:center">Type the numbers after "LL-" on the sign-in screen. The code expires in 10 minutes.<br>If you didn't try to sign in, you can safely ignore this email.</td></tr>
</table>
<p style="font-size:11px;color:#a08a6a">Leftloaf ApS · Refshalevej 163A, 1432 Copenhagen K, Denmark · <a href="https://leftloaf.com/business/help" style="color:#a08a6a">Help</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "leftloaf",
    group: "consumer",
    lang: "en",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Leftloaf for Business <hello@business.leftloaf.com>",
    to: SHOP,
    subject: "You rescued 41 bags this month 🥐",
    date: date(10, 1, "10:00:00"),
    text: `Forno Caffè Cavana – September 2026

Surprise Bags sold: 41 of 45 listed
Food saved: approx. 41 kg (≈ 103 kg CO2e avoided)
Your earnings: 143,50 € (paid on 5 October)
Average rating: 4.8 from 29 ratings

What customers said:
"Huge bag, the focaccia was still warm!" – Tjaša
"Great value, friendly staff." – Marco

Tip: stores that set their pick-up window after 18:00 sell out 20% more often.

See the full report in your dashboard: https://business.leftloaf.com/reports/2026-09

Leftloaf ApS · Refshalevej 163A, 1432 Copenhagen K, Denmark
Unsubscribe from monthly reports: https://business.leftloaf.com/settings/emails
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Tavoloo (table booking)

const tavoloo_mails: Mail[] = [
  {
    family: "tavoloo",
    group: "consumer",
    lang: "it",
    kind: "booking-notice",
    code: null,
    link: null,
    from: "Tavoloo Gestore <gestore@tavoloo.it>",
    to: SHOP,
    subject: "Nuova prenotazione: sab 26/09 ore 10:30, 6 persone",
    date: date(9, 22, "13:27:48"),
    text: `Nuova prenotazione ricevuta

Nome: Elisabetta Grgič
Data: sabato 26/09/2026, ore 10:30
Persone: 6 (di cui 1 seggiolone)
Telefono: +39 347 552 1809
Note del cliente: "Brunch per un compleanno, possiamo portare una torta?"
Codice prenotazione: TV-2026-884127

La prenotazione è confermata automaticamente. Puoi modificarla o annullarla dal gestionale Tavoloo.

Tavoloo S.r.l. · Via Mazzini 22, 40137 Bologna
`,
    html: `<div style="font-family:Arial,sans-serif;background:#fbeee9;padding:20px">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px">
<tr><td style="padding:16px 22px;background:#e2553d;color:#fff;font-size:18px;font-weight:bold;border-radius:6px 6px 0 0">tavoloo <span style="font-weight:normal;font-size:13px">gestore</span></td></tr>
<tr><td style="padding:22px">
<p style="font-size:17px;margin:0 0 14px"><b>Nuova prenotazione ricevuta</b></p>
<table cellpadding="5" cellspacing="0" style="font-size:14px">
<tr><td style="color:#888">Nome</td><td>Elisabetta Grgič</td></tr>
<tr><td style="color:#888">Data</td><td>sabato 26/09/2026, ore 10:30</td></tr>
<tr><td style="color:#888">Persone</td><td>6 (di cui 1 seggiolone)</td></tr>
<tr><td style="color:#888">Telefono</td><td>+39 347 552 1809</td></tr>
<tr><td style="color:#888">Note</td><td><i>Brunch per un compleanno, possiamo portare una torta?</i></td></tr>
<tr><td style="color:#888">Codice</td><td>TV-2026-884127</td></tr></table>
<p style="font-size:13px;color:#555">La prenotazione è confermata automaticamente. Puoi modificarla o annullarla dal <a href="https://gestore.tavoloo.it/prenotazioni/TV-2026-884127" style="color:#e2553d">gestionale Tavoloo</a>.</p>
</td></tr></table>
<p style="text-align:center;font-size:11px;color:#999">Tavoloo S.r.l. · Via Mazzini 22, 40137 Bologna</p></div>`,
    enc: "qp",
  },
  {
    family: "tavoloo",
    group: "consumer",
    lang: "it",
    kind: "review-notice",
    code: null,
    link: null,
    from: "Tavoloo Gestore <gestore@tavoloo.it>",
    to: SHOP,
    subject: "Hai ricevuto una nuova recensione (3/5)",
    date: date(10, 11, "17:55:02"),
    text: `Ciao Forno Caffè Cavana,

Paolo T. ha lasciato una recensione dopo la visita del 10/10/2026:

Voto: 3/5
"Pane ottimo e cornetti buonissimi, ma al sabato mattina abbiamo aspettato 25 minuti per due caffè."

Puoi rispondere pubblicamente entro 30 giorni dal gestionale: https://gestore.tavoloo.it/recensioni

Tavoloo
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Gustometro (review site, listing claim)

const gustometro_mails: Mail[] = [
  {
    family: "gustometro",
    group: "consumer",
    lang: "it",
    kind: "verify-code",
    code: "5308",
    link: null,
    from: "Gustometro per le attività <attivita@gustometro.it>",
    to: GIULIA,
    subject: "Verifica la tua attività: codice 5308",
    date: date(9, 29, "12:13:40"),
    text: `Ciao,

stai rivendicando la scheda "Forno Caffè Cavana – Via di Cavana 14, Trieste" su Gustometro.

Il tuo codice di verifica è 5308.

Torna nella pagina di rivendicazione e inseriscilo per dimostrare che gestisci questa attività. Il codice resta valido per 3 giorni.

Una volta verificata la scheda potrai aggiornare orari, foto e menù e rispondere alle 128 recensioni.

Lo staff di Gustometro
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#fff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="540" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0;border-bottom:1px solid #eee"><img src="https://www.gustometro.it/static/img/gustometro-business.png" alt="Gustometro per le attività" height="30"></td></tr>
<tr><td style="padding:22px 0;font-size:15px;color:#333;line-height:1.6">Ciao,<br>stai rivendicando la scheda <b>Forno Caffè Cavana – Via di Cavana 14, Trieste</b> su Gustometro.<br><br>Il tuo codice di verifica è:</td></tr>
<tr><td><table cellpadding="0" cellspacing="6"><tr>${
      cells(
        "5308",
        "width:44px;height:54px;background:#fff3c4;font-size:30px;font-weight:bold;color:#333;text-align:center;border-radius:4px",
      )
    }</tr></table></td></tr>
<tr><td style="padding:20px 0;font-size:14px;color:#555;line-height:1.6">Torna nella pagina di rivendicazione e inseriscilo per dimostrare che gestisci questa attività. Il codice resta valido per 3 giorni.<br>Una volta verificata la scheda potrai aggiornare orari, foto e menù e rispondere alle 128 recensioni.</td></tr>
<tr><td style="padding:16px 0;border-top:1px solid #eee;font-size:11px;color:#999">Gustometro S.r.l. · Viale Monza 140, 20127 Milano · <a href="https://www.gustometro.it/termini" style="color:#999">Termini</a> · <a href="https://www.gustometro.it/privacy" style="color:#999">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Cartwillow (web-shop platform, English)

function willow(body: string): string {
  return `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f7"><tr><td align="center" style="padding:32px 12px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e3e5;border-radius:8px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#202223">
<tr><td style="padding:24px 32px 0"><img src="https://cdn.cartwillow.com/email/v3/cartwillow-logo.png" alt="Cartwillow" width="120"></td></tr>
<tr><td style="padding:20px 32px 32px">${body}</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#6d7175">Cartwillow Inc. · 410 Brannan Street, Suite 200, San Francisco, CA 94107, USA<br>
<a href="https://help.cartwillow.com" style="color:#6d7175">Help Center</a> · <a href="https://www.cartwillow.com/legal/privacy" style="color:#6d7175">Privacy</a></p>
</td></tr></table>`;
}

const cartwillow_mails: Mail[] = [
  {
    family: "cartwillow",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://email.cartwillow.com/c/eJwlzD0OgjAYBuC7MNsW-SmFQRcXFxNjYnRsP77Qhq-0aUGN8e6a-M7P_SVuyw_F6BKIwtSHRvhwBzqASCGQB&h=8c31f0",
    from: "Cartwillow <no-reply@cartwillow.com>",
    to: SHOP,
    subject: "Confirm your store's contact email",
    date: date(9, 5, "16:47:20"),
    text: `Hi Giulia,

You set info@fornocavana.it as the contact email for your store "Forno Caffè Cavana" (fornocavana.cartwillow.store). Confirm it so customers' replies and order notifications reach you:

Confirm email: https://email.cartwillow.com/c/eJwlzD0OgjAYBuC7MNsW-SmFQRcXFxNjYnRsP77Qhq-0aUGN8e6a-M7P_SVuyw_F6BKIwtSHRvhwBzqASCGQB&h=8c31f0

This link expires in 3 days.

Cartwillow Inc. · 410 Brannan Street, Suite 200, San Francisco, CA 94107, USA
`,
    html: willow(`<h2 style="font-size:20px;margin:0 0 12px">Confirm your store's contact email</h2>
<p>Hi Giulia,</p>
<p>You set <b>info@fornocavana.it</b> as the contact email for your store <b>Forno Caffè Cavana</b> (fornocavana.cartwillow.store). Confirm it so customers' replies and order notifications reach you.</p>
<p style="margin:24px 0"><a href="https://email.cartwillow.com/c/eJwlzD0OgjAYBuC7MNsW-SmFQRcXFxNjYnRsP77Qhq-0aUGN8e6a-M7P_SVuyw_F6BKIwtSHRvhwBzqASCGQB&amp;h=8c31f0" style="background:#008060;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Confirm email</a></p>
<p style="font-size:13px;color:#6d7175">This link expires in 3 days.</p>`),
    enc: "qp",
  },
  {
    family: "cartwillow",
    group: "consumer",
    lang: "en",
    kind: "order-notice",
    code: null,
    link: null,
    from: "Cartwillow <store-notifications@cartwillow.com>",
    to: SHOP,
    subject: "[Forno Caffè Cavana] Order #1047 placed by Chiara Postogna",
    date: date(10, 27, "21:08:44"),
    text: `Chiara Postogna placed order #1047 on Oct 27, 2026 at 9:08 pm.

Order summary
Presnitz (whole, approx. 600 g) × 1 — €24.00
Biscotti misti box 500 g × 2 — €28.00
Subtotal: €52.00
Local pickup: Via di Cavana 14 — Fri Oct 30, 9:00–12:00
Total: €52.00 (paid, Visa •••• 2281)

View order: https://fornocavana.cartwillow.store/admin/orders/1047
`,
    html: willow(`<p style="font-size:13px;color:#6d7175;margin:0">Order #1047</p>
<h2 style="font-size:20px;margin:4px 0 16px">Chiara Postogna placed an order</h2>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #e1e3e5">
<tr><td>Presnitz (whole, approx. 600 g) × 1</td><td align="right">€24.00</td></tr>
<tr><td>Biscotti misti box 500 g × 2</td><td align="right">€28.00</td></tr>
<tr><td style="border-top:1px solid #e1e3e5">Local pickup: Via di Cavana 14 — Fri Oct 30, 9:00–12:00</td><td align="right" style="border-top:1px solid #e1e3e5">€0.00</td></tr>
<tr><td><b>Total</b> (paid, Visa •••• 2281)</td><td align="right"><b>€52.00</b></td></tr></table>
<p style="margin:22px 0 0"><a href="https://fornocavana.cartwillow.store/admin/orders/1047" style="background:#202223;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">View order</a></p>`),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Namekiln (domain and mailbox host, English)

const namekiln_mails: Mail[] = [
  {
    family: "namekiln",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://account.namekiln.com/reset?key=nk_rst_5d8e2c41f07a9b36e1&mbox=giulia%40fornocavana.it",
    from: "Namekiln <support@namekiln.com>",
    to: "giulia.ferluga82@gmail.example",
    subject: "Reset the password for giulia@fornocavana.it",
    date: date(9, 27, "07:22:13"),
    text: `Someone (hopefully you) asked to reset the password of the mailbox giulia@fornocavana.it.
We sent this to the recovery address on file.

Reset your password (link valid for 1 hour):
https://account.namekiln.com/reset?key=nk_rst_5d8e2c41f07a9b36e1&mbox=giulia%40fornocavana.it

Request from: 93.44.182.7 (Trieste, IT) at 07:21 CEST

If you didn't ask, ignore this email; your password stays the same.

Namekiln Ltd · 3 Grand Canal Quay, Dublin 2, D02 X576, Ireland
`,
    html:
      `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1e1e1e;background:#fafafa;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;padding:28px;border-top:5px solid #e4572e">
<p><img src="https://static.namekiln.com/img/email-logo.png" alt="Namekiln" width="120"></p>
<p>Someone (hopefully you) asked to reset the password of the mailbox <b>giulia@fornocavana.it</b>. We sent this to the recovery address on file.</p>
<p style="margin:24px 0"><a href="https://account.namekiln.com/reset?key=nk_rst_5d8e2c41f07a9b36e1&amp;mbox=giulia%40fornocavana.it" style="background:#e4572e;color:#fff;padding:12px 22px;text-decoration:none;border-radius:4px">Reset password</a></p>
<p style="font-size:12px;color:#777">Link valid for 1 hour. Request from 93.44.182.7 (Trieste, IT) at 07:21 CEST. If you didn't ask, ignore this email; your password stays the same.</p>
<p style="font-size:11px;color:#999">Namekiln Ltd · 3 Grand Canal Quay, Dublin 2, D02 X576, Ireland · <a href="https://www.namekiln.com/support" style="color:#999">Support</a></p></div></body></html>`,
    enc: "qp",
  },
  {
    family: "namekiln",
    group: "consumer",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Namekiln Billing <billing@namekiln.com>",
    to: GIULIA,
    subject: "fornocavana.it renews in 30 days",
    date: date(10, 15, "03:10:00"),
    text: `Hi Giulia,

Your domain fornocavana.it and the Mail Basic plan (3 mailboxes) renew automatically on 14 November 2026.

fornocavana.it – 1 year – €12.99
Mail Basic – 12 months – €35.88
Total incl. VAT: €59.62, charged to Mastercard •••• 7735

Nothing to do if you want to keep them. To change or cancel, go to Billing in your Namekiln account.

Namekiln Billing · https://www.namekiln.com/billing-help
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Shiftbloom (staff scheduling, English)

const shiftbloom_mails: Mail[] = [
  {
    family: "shiftbloom",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://app.shiftbloom.io/verify-email?token=sb.eyJ1IjoiNzcyMTkiLCJlIjoiZ2l1bGlhIn0.Xr4q",
    from: "Shiftbloom <team@shiftbloom.io>",
    to: GIULIA,
    subject: "Verify your email to finish setting up Forno Caffè Cavana",
    date: date(9, 1, "22:31:05"),
    text: `Welcome to Shiftbloom, Giulia!

Verify your email address to finish creating your workplace "Forno Caffè Cavana" and start adding your team:

https://app.shiftbloom.io/verify-email?token=sb.eyJ1IjoiNzcyMTkiLCJlIjoiZ2l1bGlhIn0.Xr4q

Your free trial runs until 15 September 2026 (up to 10 staff).

— The Shiftbloom team
Shiftbloom B.V., Keizersgracht 520, 1017 EK Amsterdam
`,
    html: `<html><body style="margin:0;background:#f4f1fb;font-family:'Nunito',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;text-align:center">
<tr><td style="padding:30px 0 0"><img src="https://cdn.shiftbloom.io/email/bloom-icon.png" alt="Shiftbloom" width="56"></td></tr>
<tr><td style="padding:12px 40px 0;font-size:22px;font-weight:800;color:#3b2a6b">Welcome to Shiftbloom, Giulia!</td></tr>
<tr><td style="padding:12px 40px;font-size:15px;color:#555">Verify your email address to finish creating your workplace <b>Forno Caffè Cavana</b> and start adding your team.</td></tr>
<tr><td style="padding:14px 0 20px"><a href="https://app.shiftbloom.io/verify-email?token=sb.eyJ1IjoiNzcyMTkiLCJlIjoiZ2l1bGlhIn0.Xr4q" style="background:#7b4fe0;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:bold">Verify email</a></td></tr>
<tr><td style="padding:0 40px 30px;font-size:13px;color:#888">Your free trial runs until 15 September 2026 (up to 10 staff).</td></tr></table>
<p style="font-size:11px;color:#9a90b5">Shiftbloom B.V., Keizersgracht 520, 1017 EK Amsterdam · <a href="https://shiftbloom.io/privacy" style="color:#9a90b5">Privacy</a> · <a href="https://twitter.com/shiftbloom" style="color:#9a90b5">Twitter</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "shiftbloom",
    group: "consumer",
    lang: "en",
    kind: "swap-request",
    code: null,
    link: null,
    from: "Shiftbloom <notifications@shiftbloom.io>",
    to: GIULIA,
    subject: "Nicola wants to swap a shift with Ana",
    date: date(10, 8, "14:02:37"),
    text: `Nicola Vascotto asked to swap shifts with Ana Kralj. Ana has already accepted.

Nicola gives: Sat 17 Oct, 06:00–13:00 (Bakery)
Nicola takes: Sun 18 Oct, 07:00–14:00 (Counter)

As a manager you can approve or decline the swap in the Requests tab of the Shiftbloom app. If you do nothing, the swap stays pending and the current schedule remains.

Manage notification settings: https://app.shiftbloom.io/settings/notifications
`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- CassaViva (POS system)

const cassaviva_mails: Mail[] = [
  {
    family: "cassaviva",
    group: "regional",
    lang: "it",
    kind: "2fa-code",
    code: "884217",
    link: null,
    from: "CassaViva <no-reply@cassaviva.it>",
    to: GIULIA,
    subject: "Codice di verifica CassaViva Back Office",
    date: date(9, 30, "23:04:12"),
    text: `Codice di verifica: 884 217

Qualcuno sta accedendo al Back Office CassaViva con le credenziali di giulia@fornocavana.it da un nuovo browser (Safari, macOS). Inserisci il codice per continuare; scade tra 5 minuti.

Se non sei tu, cambia subito la password e contatta l'assistenza: 0432 190 7700.

CassaViva S.r.l. – Viale Venezia 340, 33100 Udine
`,
    html: `<div style="font-family:Arial,sans-serif;max-width:480px;margin:0 auto;color:#222">
<div style="padding:16px 0;border-bottom:2px solid #1fa2a8"><img src="https://www.cassaviva.it/mail/logo-cassaviva.png" alt="CassaViva" height="28"></div>
<p style="font-size:15px;margin-top:22px">Qualcuno sta accedendo al Back Office CassaViva con le credenziali di <b>giulia@fornocavana.it</b> da un nuovo browser (Safari, macOS).</p>
<p style="font-size:15px">Codice di verifica:</p>
<div style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#1fa2a8;margin:10px 0 18px">884 217</div>
<p style="font-size:13px;color:#666">Scade tra 5 minuti. Se non sei tu, cambia subito la password e contatta l'assistenza: 0432 190 7700.</p>
<p style="font-size:11px;color:#999;border-top:1px solid #eee;padding-top:10px">CassaViva S.r.l. – Viale Venezia 340, 33100 Udine – <a href="https://www.cassaviva.it/supporto" style="color:#999">Supporto</a></p></div>`,
    enc: "b64",
  },
  {
    family: "cassaviva",
    group: "regional",
    lang: "it",
    kind: "daily-report",
    code: null,
    link: null,
    from: "CassaViva Report <report@cassaviva.it>",
    to: GIULIA,
    subject: "Chiusura giornaliera sabato 17/10/2026 – Forno Caffè Cavana",
    date: date(10, 17, "19:45:03"),
    text: `CHIUSURA GIORNALIERA – sabato 17/10/2026
Punto vendita: Forno Caffè Cavana – Cassa 1 (RT matricola 99MEY004418)
Chiusura fiscale n. 0291

Scontrini emessi: 412
Incasso totale: 2.386,70 €
  Contanti: 884,20 €
  Carte (Pagolina): 1.437,50 €
  Buoni pasto: 65,00 €
Scontrino medio: 5,79 €
Resi/annulli: 2 (7,40 €)

Prodotti più venduti: Caffè espresso (318), Cornetto vuoto (142), Pane di segale 500 g (61)

Report generato automaticamente. Dettagli nel Back Office: https://backoffice.cassaviva.it/report/2026-10-17
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Utilities and insurance

const utility_mails: Mail[] = [
  {
    family: "assicurazioni-bora",
    group: "regional",
    lang: "it",
    kind: "policy-renewal",
    code: null,
    link: null,
    from: "Bora Assicurazioni <polizze@boraassicurazioni.it>",
    to: GIULIA,
    subject: "Rinnovo polizza Multirischi Bottega n. 62/118834",
    date: date(10, 6, "10:20:55"),
    text: `Gentile Giulia Ferluga,

la polizza Multirischi Bottega n. 62/118834 (incendio, furto, RC verso terzi, guasti macchine) scade il 31/10/2026.

Premio annuo di rinnovo: 1.084,00 € (invariato rispetto al 2025)
Franchigia guasti macchine: 250,00 €
Massimale RC: 1.500.000,00 €

In allegato trovi l'avviso di scadenza e il set informativo aggiornato. Puoi pagare in agenzia o con bonifico sull'IBAN indicato nell'avviso, citando il numero di polizza.

Agenzia di Trieste Borgo Teresiano – Via Roma 9, 34121 Trieste – tel. 040 369 225
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#0f2a44">
<p><img src="https://www.boraassicurazioni.it/img/logo-bora.png" alt="Bora Assicurazioni" width="150"></p>
<p>Gentile Giulia Ferluga,</p>
<p>la polizza <b>Multirischi Bottega n. 62/118834</b> (incendio, furto, RC verso terzi, guasti macchine) scade il <b>31/10/2026</b>.</p>
<table cellpadding="5" cellspacing="0" border="0" style="background:#eef4fa">
<tr><td>Premio annuo di rinnovo</td><td><b>1.084,00 €</b> (invariato rispetto al 2025)</td></tr>
<tr><td>Franchigia guasti macchine</td><td>250,00 €</td></tr>
<tr><td>Massimale RC</td><td>1.500.000,00 €</td></tr></table>
<p>In allegato trovi l'avviso di scadenza e il set informativo aggiornato. Puoi pagare in agenzia o con bonifico sull'IBAN indicato nell'avviso, citando il numero di polizza.</p>
<p style="font-size:12px;color:#557">Agenzia di Trieste Borgo Teresiano – Via Roma 9, 34121 Trieste – tel. 040 369 225<br><a href="https://www.boraassicurazioni.it/area-clienti">Area clienti</a> · <a href="https://www.boraassicurazioni.it/reclami">Reclami</a></p>
</body></html>`,
    enc: "qp",
    attachment: [
      "Avviso_scadenza_62-118834.pdf",
      "application/pdf",
      "%PDF-1.4\n%avviso\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "luce-giuliana",
    group: "regional",
    lang: "it",
    kind: "bill",
    code: null,
    link: null,
    from: "Luce Giuliana <bollette@lucegiuliana.it>",
    to: GIULIA,
    subject: "La tua bolletta luce di settembre è pronta",
    date: date(10, 4, "08:45:30"),
    text: `Gentile cliente,

è disponibile la bolletta n. 2026/LG/0771903 per la fornitura di energia elettrica in Via di Cavana 14, Trieste (POD IT001E88412970, uso non domestico, potenza 15 kW).

Periodo: 01/09/2026 – 30/09/2026
Consumo: 2.140 kWh
Importo: 612,40 €
Scadenza: 16/10/2026 – pagamento con addebito diretto sul conto •••• 0417

Consulta il dettaglio nell'area clienti o nell'app Luce Giuliana.

Luce Giuliana S.p.A. – Numero verde 800 912 440
`,
    html:
      `<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#333"><tr><td style="background:#ffcc00;padding:14px 20px;font-weight:bold;font-size:18px">Luce Giuliana</td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.6">Gentile cliente,<br>è disponibile la bolletta <b>n. 2026/LG/0771903</b> per la fornitura di energia elettrica in Via di Cavana 14, Trieste (POD IT001E88412970, uso non domestico, potenza 15 kW).
<table cellpadding="6" cellspacing="0" style="margin:12px 0;font-size:14px;border:1px solid #eee">
<tr><td>Periodo</td><td>01/09/2026 – 30/09/2026</td></tr><tr><td>Consumo</td><td>2.140 kWh</td></tr>
<tr><td>Importo</td><td><b>612,40 €</b></td></tr><tr><td>Scadenza</td><td>16/10/2026 – addebito diretto sul conto •••• 0417</td></tr></table>
Consulta il dettaglio nell'<a href="https://clienti.lucegiuliana.it/bollette">area clienti</a> o nell'app Luce Giuliana.</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#888;background:#f5f5f5">Luce Giuliana S.p.A. – Numero verde 800 912 440 – <a href="https://www.lucegiuliana.it/privacy" style="color:#888">Privacy</a></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "mareblu-mobile",
    group: "regional",
    lang: "it",
    kind: "invoice",
    code: null,
    link: null,
    from: "MareBlu Business <fatture@mareblu.it>",
    to: SHOP,
    subject: "Conto MareBlu Business n. MB26-0918344 – ottobre 2026",
    date: date(10, 21, "06:30:00"),
    text: `Gentile cliente,

è disponibile il conto telefonico di ottobre 2026 per la linea fissa e fibra 040 322 1187 e per 2 SIM business.

Importo: 54,90 € IVA inclusa
Scadenza: 05/11/2026 (addebito su carta •••• 7735)
Codice cliente: 7.144.920.31

Il conto è consultabile nell'Area Clienti Business. Per assistenza chiama il 191 oppure scrivi a business@mareblu.it.

MareBlu Telecomunicazioni S.p.A.
`,
    html: null,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...carso_mails,
  ...pagolina_mails,
  ...contabilo_mails,
  ...previdenza_mails,
  ...valrosandra_mails,
  ...unione_mails,
  ...isonzo_mails,
  ...prazarna_mails,
  ...saire_mails,
  ...vallbona_mails,
  ...doosjes_mails,
  ...papierowo_mails,
  ...tejo_mails,
  ...uljara_mails,
  ...kainach_mails,
  ...pappami_mails,
  ...leftloaf_mails,
  ...tavoloo_mails,
  ...gustometro_mails,
  ...cartwillow_mails,
  ...namekiln_mails,
  ...shiftbloom_mails,
  ...cassaviva_mails,
  ...utility_mails,
];
