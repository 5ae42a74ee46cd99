/**
 * The inbox of a lawyer with a small practice in Italy who also takes cases in Greece and Cyprus, over
 * March and April 2026: certified-mail receipts, court e-filing notices, the bar, legal databases, a bank
 * and a business card, e-signature, a client-intake tool, a document cloud, video calls, travel, insurance,
 * translation and training mail, in Italian, Greek, English and Turkish (most of it asks for nothing).
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Avv. Chiara Benvenuti <c.benvenuti@studiobenvenuti.it>";
const TO_PEC = "Avv. Chiara Benvenuti <chiara.benvenuti@pec.ordineavvvaldarno.it>";

/** An RFC 2822 date in 2026: month, day, time, offset (Italy +0100 until 29 March, +0200 after). */
function d(month: number, day: number, time: string, zone?: string): string {
  const t = new Date(Date.UTC(2026, month - 1, day));
  const wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][t.getUTCDay()];
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1];
  const z = zone ?? (month > 3 || (month === 3 && day >= 29) ? "+0200" : "+0100");
  return `${wd}, ${String(day).padStart(2, "0")} ${mon} 2026 ${time} ${z}`;
}

// ---------------------------------------------------------------- PEC provider (pecsicura)

function daticert(tipo: string, oggetto: string, id: string, when: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<postacert tipo="${tipo}" errore="nessuno">
  <intestazione>
    <mittente>chiara.benvenuti@pec.ordineavvvaldarno.it</mittente>
    <destinatari tipo="certificato">${
    tipo === "accettazione"
      ? "depositoatti.tribunale.roccalba@civile.ptel.giustiziacert.it"
      : "studio.marchetti@pecsicura.it"
  }</destinatari>
    <risposte>chiara.benvenuti@pec.ordineavvvaldarno.it</risposte>
    <oggetto>${oggetto}</oggetto>
  </intestazione>
  <dati>
    <gestore-emittente>PecSicura S.p.A.</gestore-emittente>
    <data zona="+0100"><giorno>${when.slice(0, 10)}</giorno><ora>${when.slice(11)}</ora></data>
    <identificativo>${id}</identificativo>
    <msgid>&lt;${id}&gt;</msgid>
  </dati>
</postacert>
`;
}

function pec_html(title: string, rows: [string, string][], note: string): string {
  return `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:Tahoma,Verdana,sans-serif;font-size:12px;color:#222">
<table width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#0b4f8a;padding:8px 12px;color:#fff;font-weight:bold;font-size:13px">${title}</td></tr>
<tr><td style="padding:12px">
<table cellpadding="4" cellspacing="0" border="0" style="border:1px solid #c9d6e3;font-size:12px">
${
    rows.map(([k, v]) =>
      `<tr><td style="background:#eef3f8;width:170px;vertical-align:top"><b>${k}</b></td><td>${v}</td></tr>`
    ).join("\n")
  }
</table>
<p style="margin-top:14px">${note}</p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding:8px 12px;color:#777;font-size:10px">PecSicura S.p.A. &mdash; Gestore accreditato di Posta Elettronica Certificata &mdash; Via dei Mille 41, 52100 Arezzo &mdash; P.IVA 02194730512</td></tr>
</table>
</body></html>`;
}

const pecsicura: Mail[] = [
  {
    family: "pecsicura",
    group: "regional",
    lang: "it",
    kind: "pec-acceptance",
    code: null,
    link: null,
    from: "Per conto di: chiara.benvenuti@pec.ordineavvvaldarno.it <posta-certificata@pecsicura.it>",
    to: TO_PEC,
    subject: "ACCETTAZIONE: Deposito memoria ex art. 171-ter c.p.c. - RG 1432/2025",
    date: d(3, 3, "10:12:47"),
    headers: [["X-Ricevuta", "accettazione"], [
      "X-Riferimento-Message-ID",
      "<2fa81c0e-77d1-4c6b-9a1e@studiobenvenuti.it>",
    ]],
    text: `Ricevuta di accettazione

Il giorno 03/03/2026 alle ore 10:12:45 (+0100) il messaggio
"Deposito memoria ex art. 171-ter c.p.c. - RG 1432/2025" proveniente da "chiara.benvenuti@pec.ordineavvvaldarno.it"
ed indirizzato a:
depositoatti.tribunale.roccalba@civile.ptel.giustiziacert.it ("posta certificata")

è stato accettato dal sistema ed inoltrato.
Identificativo messaggio: opec2130.20260303101245.08817.412.1.58@pecsicura.it
`,
    html: null,
    enc: "8bit",
    attachment: [
      "daticert.xml",
      "application/xml",
      daticert(
        "accettazione",
        "Deposito memoria ex art. 171-ter c.p.c. - RG 1432/2025",
        "opec2130.20260303101245.08817.412.1.58@pecsicura.it",
        "03/03/2026 10:12:45",
      ),
    ],
  },
  {
    family: "pecsicura",
    group: "regional",
    lang: "it",
    kind: "pec-delivery",
    code: null,
    link: null,
    from: "Per conto di: studio.marchetti@pecsicura.it <posta-certificata@pecsicura.it>",
    to: TO_PEC,
    subject: "CONSEGNA: Diffida e messa in mora - Sig.ra Ravaglia / Immobiliare Colle Verde s.r.l.",
    date: d(3, 9, "16:41:09"),
    headers: [["X-Ricevuta", "avvenuta-consegna"], ["X-TipoRicevuta", "completa"]],
    text: `Ricevuta di avvenuta consegna

Il giorno 09/03/2026 alle ore 16:41:08 (+0100) il messaggio
"Diffida e messa in mora - Sig.ra Ravaglia / Immobiliare Colle Verde s.r.l." proveniente da "chiara.benvenuti@pec.ordineavvvaldarno.it"
ed indirizzato a "studio.marchetti@pecsicura.it"
è stato consegnato nella casella di destinazione.

Identificativo messaggio: opec2130.20260309164102.15520.733.1.61@pecsicura.it

Il messaggio originale è incluso in allegato.
`,
    html: pec_html(
      "Ricevuta di avvenuta consegna",
      [
        ["Data e ora", "09/03/2026 16:41:08 (+0100)"],
        ["Oggetto", "Diffida e messa in mora - Sig.ra Ravaglia / Immobiliare Colle Verde s.r.l."],
        ["Mittente", "chiara.benvenuti@pec.ordineavvvaldarno.it"],
        ["Destinatario", "studio.marchetti@pecsicura.it"],
        ["Identificativo", "opec2130.20260309164102.15520.733.1.61@pecsicura.it"],
      ],
      "Il messaggio &egrave; stato consegnato nella casella di destinazione. Il messaggio originale &egrave; incluso in allegato (postacert.eml).",
    ),
    enc: "qp",
  },
  {
    family: "pecsicura",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "604118",
    link: null,
    from: "PecSicura <noreply@notifiche.pecsicura.it>",
    to: TO,
    subject: "Codice di verifica per l'accesso alla Webmail PEC",
    date: d(3, 17, "08:02:31"),
    text: `Gentile Cliente,

è stato richiesto l'accesso alla Webmail della casella chiara.benvenuti@pec.ordineavvvaldarno.it
da un nuovo dispositivo (Firefox su Windows, Arezzo, IT) il 17/03/2026 alle 08:02.

Codice di verifica: 604 118

Il codice è valido per 5 minuti. Non comunicarlo a nessuno: gli operatori PecSicura non te lo
chiederanno mai, né per telefono né via e-mail.

Se non sei stato tu, cambia subito la password da Area Clienti > Sicurezza o chiama il
numero 0575 190 4400 (lun-ven 8:30-19:00).

PecSicura S.p.A. - Via dei Mille 41, 52100 Arezzo
Informativa privacy: https://www.pecsicura.it/privacy
`,
    html: `<html><body style="margin:0;background:#f2f5f8">
<div style="display:none;max-height:0;overflow:hidden">Il tuo codice per accedere alla Webmail PEC</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f5f8"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;font-family:Arial,Helvetica,sans-serif;color:#1d2b36">
<tr><td style="padding:18px 28px;border-bottom:3px solid #0b4f8a"><img src="https://static.pecsicura.it/mail/logo-pecsicura.png" alt="PecSicura" width="128" height="30"></td></tr>
<tr><td style="padding:26px 28px 8px;font-size:15px;line-height:22px">Gentile Cliente,<br><br>&egrave; stato richiesto l'accesso alla Webmail della casella <b>chiara.benvenuti@pec.ordineavvvaldarno.it</b> da un nuovo dispositivo (Firefox su Windows, Arezzo, IT) il 17/03/2026 alle 08:02.</td></tr>
<tr><td style="padding:8px 28px"><table role="presentation" cellpadding="0" cellspacing="0" style="margin:10px auto"><tr>
<td style="background:#eef3f8;border:1px solid #c9d6e3;padding:14px 26px;font-family:'Courier New',monospace;font-size:30px;letter-spacing:8px;font-weight:bold;color:#0b4f8a">604 118</td>
</tr></table></td></tr>
<tr><td style="padding:8px 28px 22px;font-size:13px;line-height:20px;color:#4a5a66">Il codice &egrave; valido per 5 minuti. Non comunicarlo a nessuno: gli operatori PecSicura non te lo chiederanno mai.<br><br>Se non sei stato tu, cambia subito la password da <a href="https://areaclienti.pecsicura.it/sicurezza" style="color:#0b4f8a">Area Clienti &gt; Sicurezza</a> o chiama lo 0575 190 4400 (lun-ven 8:30-19:00).</td></tr>
<tr><td style="padding:14px 28px;background:#f7f9fb;font-size:11px;color:#8a98a3">PecSicura S.p.A. &middot; Via dei Mille 41, 52100 Arezzo &middot; <a href="https://www.pecsicura.it/privacy" style="color:#8a98a3">Privacy</a> &middot; &copy; 2026</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "pecsicura",
    group: "regional",
    lang: "it",
    kind: "renewal-invoice",
    code: null,
    link: null,
    from: "PecSicura Amministrazione <fatturazione@pecsicura.it>",
    to: TO,
    subject: "Rinnovo casella PEC Professional - fattura n. FE/2026/0031877",
    date: d(4, 2, "06:15:00"),
    text: `Gentile Avv. Chiara Benvenuti,

ti confermiamo il rinnovo automatico del servizio:

  Casella PEC Professional 5 GB - chiara.benvenuti@pec.ordineavvvaldarno.it
  Periodo: 02/04/2026 - 01/04/2027
  Conservazione ricevute 10 anni: inclusa
  Imponibile: 39,00 EUR   IVA 22%: 8,58 EUR   Totale: 47,58 EUR
  Pagamento: carta Mastercard •••• 7305

La fattura elettronica FE/2026/0031877 è stata trasmessa al Sistema di Interscambio
(codice destinatario M5UXCR1) e la trovi anche in Area Clienti > Documenti contabili:
https://areaclienti.pecsicura.it/documenti

Grazie per aver scelto PecSicura.
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#333">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #dde3ea">
<tr><td style="background:#0b4f8a;padding:12px 20px"><img src="https://static.pecsicura.it/mail/logo-white.png" alt="PecSicura" height="26"></td></tr>
<tr><td style="padding:20px">
<p>Gentile Avv. Chiara Benvenuti,</p>
<p>ti confermiamo il rinnovo automatico del servizio:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;border-collapse:collapse">
<tr style="background:#eef3f8"><th align="left">Servizio</th><th align="left">Periodo</th><th align="right">Importo</th></tr>
<tr><td>Casella PEC Professional 5 GB<br><span style="color:#777">chiara.benvenuti@pec.ordineavvvaldarno.it</span></td><td>02/04/2026 - 01/04/2027</td><td align="right">39,00 &euro;</td></tr>
<tr><td>Conservazione ricevute 10 anni</td><td>&nbsp;</td><td align="right">inclusa</td></tr>
<tr><td colspan="2" align="right">IVA 22%</td><td align="right">8,58 &euro;</td></tr>
<tr><td colspan="2" align="right"><b>Totale</b></td><td align="right"><b>47,58 &euro;</b></td></tr>
</table>
<p>Pagamento: carta Mastercard &bull;&bull;&bull;&bull; 7305</p>
<p>La fattura elettronica <b>FE/2026/0031877</b> &egrave; stata trasmessa al Sistema di Interscambio (codice destinatario M5UXCR1) e la trovi anche in <a href="https://areaclienti.pecsicura.it/documenti">Area Clienti &gt; Documenti contabili</a>.</p>
<p>Grazie per aver scelto PecSicura.</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- court e-filing (tribunale-roccalba)

const tribunale: Mail[] = [
  {
    family: "tribunale-roccalba",
    group: "regional",
    lang: "it",
    kind: "filing-check",
    code: null,
    link: null,
    from: "Tribunale Ordinario di Roccalba <depositoatti.tribunale.roccalba@civile.ptel.giustiziacert.it>",
    to: TO_PEC,
    subject: "POSTA CERTIFICATA: ESITO CONTROLLI AUTOMATICI DEPOSITO",
    date: d(3, 3, "10:14:02"),
    text: `ESITO CONTROLLI AUTOMATICI DEPOSITO

Ufficio giudiziario: TRIBUNALE ORDINARIO DI ROCCALBA
Registro: CONTENZIOSO CIVILE
Numero di ruolo: 1432/2025
Atto: MEMORIA 171 TER N.1
Data di ricezione del deposito: 03/03/2026 10:12:48

Esito dei controlli: POSITIVO - nessun errore rilevato

Elenco file:
  ATTO PRINCIPALE: memoria_171ter_1_Ravaglia.pdf   [firma PAdES valida]
  ALLEGATO: doc_14_perizia_geom_Fanti.pdf
  ALLEGATO: doc_15_corrispondenza_2024.pdf
  DATI ATTO: DatiAtto.xml

Il presente messaggio è generato automaticamente dal sistema e non contiene l'esito
dell'intervento della cancelleria, che sarà comunicato separatamente.

---
Identificativo del deposito: 58017773-DEP-20260303
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "tribunale-roccalba",
    group: "regional",
    lang: "it",
    kind: "filing-accepted",
    code: null,
    link: null,
    from: "Tribunale Ordinario di Roccalba <depositoatti.tribunale.roccalba@civile.ptel.giustiziacert.it>",
    to: TO_PEC,
    subject: "POSTA CERTIFICATA: ESITO INTERVENTO UFFICIO",
    date: d(3, 4, "12:37:55"),
    text: `ESITO INTERVENTO UFFICIO

Il deposito con identificativo 58017773-DEP-20260303 relativo a:
  Ufficio: TRIBUNALE ORDINARIO DI ROCCALBA
  Ruolo: 1432/2025 R.G. - Sez. II civile - G.I. dott.ssa M. Santarelli
  Atto: MEMORIA 171 TER N.1
  Parte: RAVAGLIA LUCIA

è stato ACCETTATO dalla cancelleria in data 04/03/2026 12:37.

L'atto è consultabile nel fascicolo telematico tramite il Portale dei Servizi Telematici.
Prossima udienza: 14/05/2026 ore 10:30 (trattazione scritta).
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "tribunale-roccalba",
    group: "regional",
    lang: "it",
    kind: "court-notice",
    code: null,
    link: null,
    from: "Tribunale Ordinario di Roccalba <tribunale.roccalba@civile.ptel.giustiziacert.it>",
    to: TO_PEC,
    subject:
      "POSTA CERTIFICATA: Tribunale Ordinario di Roccalba - Comunicazione di cancelleria - procedimento n. 2077/2024 R.G.",
    date: d(4, 8, "09:20:14"),
    text: `Tribunale Ordinario di Roccalba
Sezione Lavoro

Comunicazione di cancelleria ai sensi dell'art. 136 c.p.c. e 16 D.L. 179/2012

Procedimento: 2077/2024 R.G.L.
Parti: FORNARI DAVIDE / LOGISTICA VALDICHIANA S.R.L.
Giudice: dott. Enrico Paciotti

Si comunica che con provvedimento del 07/04/2026 il Giudice ha RINVIATO l'udienza del
21/04/2026 al giorno 09/06/2026 ore 11:15 per la prosecuzione dell'istruttoria
(escussione testi di parte resistente), disponendo la citazione dei testi a cura di parte.

Il testo integrale del provvedimento è allegato al presente messaggio.

Il Funzionario Giudiziario
Anna Rita Pollastri

N.B. Il presente indirizzo non è abilitato alla ricezione di messaggi. Eventuali atti
vanno depositati esclusivamente in via telematica.
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Provvedimento_2077-2024_del_07042026.pdf",
      "application/pdf",
      "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- bar association (ordine-avvocati-valdarno)

function coa_page(title: string, body: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ece8e1">
<center><table width="640" cellpadding="0" cellspacing="0" border="0" style="background:#fffdf8;font-family:Georgia,'Times New Roman',serif;color:#2a2118">
<tr><td style="padding:18px 30px;border-bottom:2px solid #7a1f1f"><table width="100%"><tr>
<td width="64"><img src="https://www.ordineavvocativaldarno.it/img/stemma-coa.png" alt="Stemma COA Valdarno" width="56" height="64"></td>
<td style="font-size:17px;color:#7a1f1f;padding-left:12px">Consiglio dell'Ordine degli Avvocati<br><span style="font-size:13px;color:#5a4a3a">del Valdarno Superiore</span></td></tr></table></td></tr>
<tr><td style="padding:24px 30px 6px;font-size:19px;color:#7a1f1f">${title}</td></tr>
<tr><td style="padding:6px 30px 24px;font-size:14px;line-height:22px">${body}</td></tr>
<tr><td style="padding:14px 30px;background:#f3eee4;font-family:Arial,sans-serif;font-size:11px;color:#6b5d4f;line-height:16px">
COA del Valdarno Superiore &middot; Palazzo di Giustizia, Piazza Cavour 3, 52027 San Giovanni Valdarno (AR)<br>
Tel. 055 912 0448 &middot; segreteria@ordineavvocativaldarno.it &middot; PEC: ordine@pec.ordineavvvaldarno.it<br>
<a href="https://www.ordineavvocativaldarno.it" style="color:#7a1f1f">www.ordineavvocativaldarno.it</a> &middot; <a href="https://www.ordineavvocativaldarno.it/newsletter/disiscrizione?u=CB0412" style="color:#7a1f1f">Non ricevere pi&ugrave; le circolari via e-mail</a>
</td></tr></table></center></body></html>`;
}

const coa: Mail[] = [
  {
    family: "ordine-avvocati-valdarno",
    group: "regional",
    lang: "it",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Ordine Avvocati Valdarno <segreteria@ordineavvocativaldarno.it>",
    to: TO,
    subject: "Circolare n. 7/2026 - Assemblea ordinaria degli iscritti e approvazione bilancio",
    date: d(3, 6, "13:05:00"),
    text: `Consiglio dell'Ordine degli Avvocati del Valdarno Superiore

CIRCOLARE N. 7/2026

Care Colleghe, cari Colleghi,

l'Assemblea ordinaria degli iscritti è convocata in prima convocazione per il giorno
27 marzo 2026 alle ore 8:00 e, in seconda convocazione, per il giorno

    SABATO 28 MARZO 2026, ORE 9:30
    Aula Magna del Palazzo di Giustizia, Piazza Cavour 3, San Giovanni Valdarno

con il seguente ordine del giorno:
  1. Relazione del Presidente sull'attività del Consiglio;
  2. Approvazione del conto consuntivo 2025 e del bilancio preventivo 2026;
  3. Determinazione del contributo annuale (proposta invariata: 230,00 EUR; 115,00 EUR per gli
     under 35 nei primi tre anni di iscrizione);
  4. Varie ed eventuali.

La documentazione contabile è consultabile in segreteria dal 18 marzo (lun-ven 9:00-12:30).
La partecipazione all'Assemblea dà diritto a 2 crediti formativi in materia obbligatoria.

Altre comunicazioni:
- Dal 1° aprile lo sportello del Giudice di Pace di Montevarchi osserverà l'orario 8:30-12:00.
- Sono aperte le iscrizioni all'elenco dei difensori d'ufficio (scadenza 30/04/2026).

Il Consigliere Segretario              Il Presidente
Avv. Marco Bindi                       Avv. Giovanna Tassi

Non ricevere più le circolari via e-mail:
https://www.ordineavvocativaldarno.it/newsletter/disiscrizione?u=CB0412
`,
    html: coa_page(
      "Circolare n. 7/2026",
      `Care Colleghe, cari Colleghi,<br><br>l'Assemblea ordinaria degli iscritti &egrave; convocata in prima convocazione per il giorno 27 marzo 2026 alle ore 8:00 e, in seconda convocazione, per il giorno<br>
<p style="text-align:center;font-size:16px;margin:16px 0"><b>sabato 28 marzo 2026, ore 9:30</b><br>Aula Magna del Palazzo di Giustizia, Piazza Cavour 3, San Giovanni Valdarno</p>
con il seguente ordine del giorno:<ol><li>Relazione del Presidente sull'attivit&agrave; del Consiglio;</li><li>Approvazione del conto consuntivo 2025 e del bilancio preventivo 2026;</li><li>Determinazione del contributo annuale (proposta invariata: 230,00 &euro;; 115,00 &euro; per gli under 35 nei primi tre anni di iscrizione);</li><li>Varie ed eventuali.</li></ol>
La documentazione contabile &egrave; consultabile in segreteria dal 18 marzo (lun-ven 9:00-12:30). La partecipazione all'Assemblea d&agrave; diritto a <b>2 crediti formativi</b> in materia obbligatoria.
<hr style="border:0;border-top:1px solid #d8cfc0;margin:18px 0">
<b>Altre comunicazioni</b><ul><li>Dal 1&deg; aprile lo sportello del Giudice di Pace di Montevarchi osserver&agrave; l'orario 8:30-12:00.</li><li>Sono aperte le iscrizioni all'elenco dei difensori d'ufficio (scadenza 30/04/2026) &mdash; <a href="https://www.ordineavvocativaldarno.it/difese-ufficio" style="color:#7a1f1f">modulistica</a>.</li></ul>
<table width="100%" style="font-size:13px;margin-top:18px"><tr><td>Il Consigliere Segretario<br><i>Avv. Marco Bindi</i></td><td align="right">Il Presidente<br><i>Avv. Giovanna Tassi</i></td></tr></table>`,
    ),
    enc: "qp",
  },
  {
    family: "ordine-avvocati-valdarno",
    group: "regional",
    lang: "it",
    kind: "event-confirm-link",
    code: null,
    link:
      "https://formazione.ordineavvocativaldarno.it/eventi/conferma-iscrizione?ev=2026-041&iscr=7718&tk=f3b9c04e21aa4d7e",
    from: "Formazione COA Valdarno <formazione@ordineavvocativaldarno.it>",
    to: TO,
    subject: "Conferma la tua iscrizione: «Il nuovo rito di famiglia a tre anni dalla riforma» (16/04/2026)",
    date: d(4, 1, "18:22:40"),
    text: `Gentile Avv. Chiara Benvenuti,

abbiamo ricevuto la tua richiesta di iscrizione all'evento formativo:

  «Il nuovo rito di famiglia a tre anni dalla riforma»
  Giovedì 16 aprile 2026, 15:00-18:30
  Sala conferenze Banca del Valdarno, Via Roma 12, Montevarchi (anche in diretta streaming)
  Crediti: 3 (di cui 1 in deontologia)

I posti in presenza sono limitati (120). Per completare l'iscrizione confermala entro 48 ore
aprendo questo collegamento:

https://formazione.ordineavvocativaldarno.it/eventi/conferma-iscrizione?ev=2026-041&iscr=7718&tk=f3b9c04e21aa4d7e

Senza conferma la richiesta sarà annullata e il posto assegnato al primo collega in lista d'attesa.

Per disdire un'iscrizione già confermata accedi all'area riservata Riconosco:
https://formazione.ordineavvocativaldarno.it/area-riservata

Segreteria Formazione - tel. 055 912 0451
`,
    html: coa_page(
      "Conferma la tua iscrizione",
      `Gentile Avv. Chiara Benvenuti,<br><br>abbiamo ricevuto la tua richiesta di iscrizione all'evento formativo:
<table cellpadding="10" cellspacing="0" width="100%" style="margin:14px 0;background:#f7f2e8;border-left:4px solid #7a1f1f;font-size:14px"><tr><td>
<b>&laquo;Il nuovo rito di famiglia a tre anni dalla riforma&raquo;</b><br>Gioved&igrave; 16 aprile 2026, 15:00&ndash;18:30<br>Sala conferenze Banca del Valdarno, Via Roma 12, Montevarchi (anche in diretta streaming)<br>Crediti: 3 (di cui 1 in deontologia)</td></tr></table>
I posti in presenza sono limitati (120). Per completare l'iscrizione confermala entro 48 ore:
<table cellpadding="0" cellspacing="0" style="margin:18px auto"><tr><td bgcolor="#7a1f1f" style="border-radius:3px"><a href="https://formazione.ordineavvocativaldarno.it/eventi/conferma-iscrizione?ev=2026-041&amp;iscr=7718&amp;tk=f3b9c04e21aa4d7e" style="display:inline-block;padding:11px 26px;color:#ffffff;font-family:Arial,sans-serif;font-size:14px;text-decoration:none;font-weight:bold">CONFERMA ISCRIZIONE</a></td></tr></table>
Senza conferma la richiesta sar&agrave; annullata e il posto assegnato al primo collega in lista d'attesa.<br><br>
Per disdire un'iscrizione gi&agrave; confermata accedi all'<a href="https://formazione.ordineavvocativaldarno.it/area-riservata" style="color:#7a1f1f">area riservata Riconosco</a>.<br><br>Segreteria Formazione &middot; tel. 055 912 0451`,
    ),
    enc: "qp",
  },
  {
    family: "ordine-avvocati-valdarno",
    group: "regional",
    lang: "it",
    kind: "fee-reminder",
    code: null,
    link: null,
    from: "Ordine Avvocati Valdarno <segreteria@ordineavvocativaldarno.it>",
    to: TO,
    subject: "Contributo annuale 2026 - avviso di pagamento pagoPA in scadenza il 30/04/2026",
    date: d(4, 15, "10:00:12"),
    text: `Gentile Avv. Chiara Benvenuti (tessera n. 1184),

ti ricordiamo che il contributo annuale di iscrizione all'Albo per il 2026 scade il 30/04/2026.

  Importo: 230,00 EUR
  Codice avviso pagoPA: 3017 2026 0001 1840 22
  Ente creditore: Ordine degli Avvocati del Valdarno Superiore - C.F. 81004470515

Puoi pagare presso banche, uffici postali, tabaccherie abilitate o dall'app IO, inquadrando il
QR code dell'avviso allegato. Se hai già provveduto, ignora questo messaggio: l'aggiornamento
della posizione può richiedere fino a 5 giorni lavorativi.

Dopo il 30/04 sarà applicata la maggiorazione di 25,00 EUR come da delibera del 12/01/2026.

Segreteria COA - tel. 055 912 0448 (lun-ven 9:00-12:30)
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Avviso_pagoPA_2026_Benvenuti.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- legal database (iurisdata)

function iuris_page(preheader: string, inner: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><meta name="viewport" content="width=device-width" /></head>
<body style="margin:0;padding:0;background-color:#e9edf1;">
<span style="display:none;font-size:1px;color:#e9edf1;max-height:0px;opacity:0;overflow:hidden;">${preheader}</span>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#e9edf1"><tr><td align="center" valign="top" style="padding:30px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background-color:#ffffff;">
<tr><td style="background-color:#14213d;padding:20px 32px;"><a href="https://click.iurisdata.it/ls/click?upn=hp-9a1c"><img src="https://cdn.iurisdata.it/email/iurisdata-logo-neg.png" alt="IurisData" width="140" height="32" border="0" style="display:block;" /></a></td></tr>
${inner}
<tr><td style="padding:20px 32px;background-color:#f4f6f8;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#7b8794;">
IurisData S.r.l. &ndash; Corso Vittorio Emanuele II 118, 10121 Torino &ndash; P.IVA 11872360015<br />
Assistenza: 011 0880 320 &middot; <a href="https://www.iurisdata.it/assistenza" style="color:#7b8794;">Centro assistenza</a> &middot; <a href="https://www.iurisdata.it/privacy" style="color:#7b8794;">Privacy</a> &middot; <a href="https://www.iurisdata.it/termini" style="color:#7b8794;">Condizioni d'uso</a><br />&copy; 2026 IurisData. Tutti i diritti riservati.
</td></tr></table></td></tr></table></body></html>`;
}

const iurisdata: Mail[] = [
  {
    family: "iurisdata",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://click.iurisdata.it/ls/click?upn=vQx7-2BcW3nTzkEo1-2FpLh8d0Zr4aYs9k-3D-3D_uT4c&r=verifica-email",
    from: "IurisData <account@iurisdata.it>",
    to: TO,
    subject: "Verifica il tuo indirizzo e-mail per attivare la prova gratuita",
    date: d(3, 2, "21:47:18"),
    text: `Benvenuta su IurisData, Chiara!

Per attivare la prova gratuita di 14 giorni (Codici commentati, Massimario di Cassazione,
Banca dati merito) verifica il tuo indirizzo e-mail:

https://click.iurisdata.it/ls/click?upn=vQx7-2BcW3nTzkEo1-2FpLh8d0Zr4aYs9k-3D-3D_uT4c&r=verifica-email

Il link scade tra 24 ore. Durante la prova non ti addebiteremo nulla: al termine potrai scegliere
il piano Studio (49 EUR/mese + IVA) o Studio Associato (da 119 EUR/mese + IVA).

Se non hai creato tu un account IurisData, ignora questa e-mail.

Il team IurisData
`,
    html: iuris_page(
      "Un ultimo passo per attivare la prova gratuita di 14 giorni",
      `<tr><td style="padding:34px 32px 10px;font-family:Helvetica,Arial,sans-serif;font-size:22px;color:#14213d;font-weight:bold;">Benvenuta su IurisData, Chiara!</td></tr>
<tr><td style="padding:6px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#3e4c59;">Per attivare la prova gratuita di 14 giorni (Codici commentati, Massimario di Cassazione, Banca dati merito) verifica il tuo indirizzo e-mail.</td></tr>
<tr><td align="center" style="padding:24px 32px;"><table border="0" cellpadding="0" cellspacing="0"><tr><td align="center" bgcolor="#fca311" style="border-radius:24px;"><a href="https://click.iurisdata.it/ls/click?upn=vQx7-2BcW3nTzkEo1-2FpLh8d0Zr4aYs9k-3D-3D_uT4c&amp;r=verifica-email" target="_blank" style="font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#14213d;text-decoration:none;padding:13px 34px;display:inline-block;">Verifica e-mail</a></td></tr></table></td></tr>
<tr><td style="padding:0 32px 30px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:20px;color:#616e7c;">Il link scade tra 24 ore. Durante la prova non ti addebiteremo nulla: al termine potrai scegliere il piano Studio (49 &euro;/mese + IVA) o Studio Associato (da 119 &euro;/mese + IVA).<br /><br />Se non hai creato tu un account IurisData, ignora questa e-mail.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "iurisdata",
    group: "regional",
    lang: "it",
    kind: "newsletter",
    code: null,
    link: null,
    from: "IurisData Novità <novita@iurisdata.it>",
    to: TO,
    subject: "Settimana giuridica n. 12: Cass. SS.UU. 7421/2026 sul danno da perdita di chance",
    date: d(3, 23, "07:30:00"),
    headers: [["List-Unsubscribe", "<https://www.iurisdata.it/newsletter/off?u=a81fe2>"]],
    text: `SETTIMANA GIURIDICA - n. 12/2026

IN EVIDENZA
Cass. civ., Sez. Un., 17 marzo 2026, n. 7421 - Responsabilità sanitaria: le Sezioni Unite
tornano sul danno da perdita di chance e sul riparto dell'onere probatorio.
Leggi la massima: https://click.iurisdata.it/ls/click?upn=nl12-a1&r=ssuu-7421

MERITO
Trib. Milano, sez. XIII, 4 marzo 2026 - Locazione commerciale e recesso per gravi motivi.
App. Firenze, 26 febbraio 2026, n. 402 - Condominio: impugnazione della delibera e mediazione.

NORMATIVA
D.Lgs. 11 marzo 2026, n. 38 - Disposizioni integrative in materia di processo telematico
(in vigore dal 26/03/2026).

WEBINAR
Giovedì 2 aprile, ore 14:30 - "Il deposito telematico dopo il D.Lgs. 38/2026" (2 crediti).

Ricevi questa newsletter perché sei abbonata a IurisData Studio.
Gestisci le preferenze: https://www.iurisdata.it/newsletter/preferenze
Disiscriviti: https://www.iurisdata.it/newsletter/off?u=a81fe2
`,
    html: iuris_page(
      "Sezioni Unite sul danno da perdita di chance, locazione commerciale, D.Lgs. 38/2026",
      `<tr><td style="padding:26px 32px 6px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#fca311;font-weight:bold;letter-spacing:1px;">SETTIMANA GIURIDICA &middot; N. 12/2026</td></tr>
<tr><td style="padding:4px 32px 16px;font-family:Georgia,serif;font-size:21px;line-height:28px;color:#14213d;"><a href="https://click.iurisdata.it/ls/click?upn=nl12-a1&amp;r=ssuu-7421" style="color:#14213d;text-decoration:none;">Cass. civ., Sez. Un., 17 marzo 2026, n. 7421</a></td></tr>
<tr><td style="padding:0 32px 18px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;color:#3e4c59;">Responsabilit&agrave; sanitaria: le Sezioni Unite tornano sul danno da perdita di chance e sul riparto dell'onere probatorio. <a href="https://click.iurisdata.it/ls/click?upn=nl12-a1&amp;r=ssuu-7421" style="color:#b5720a;">Leggi la massima &rsaquo;</a></td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e4e7eb;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:20px;color:#3e4c59;">
<tr><td style="padding:14px 0;"><b>MERITO</b><br /><a href="https://click.iurisdata.it/ls/click?upn=nl12-a2" style="color:#14213d;">Trib. Milano, sez. XIII, 4 marzo 2026</a> &ndash; Locazione commerciale e recesso per gravi motivi.<br /><a href="https://click.iurisdata.it/ls/click?upn=nl12-a3" style="color:#14213d;">App. Firenze, 26 febbraio 2026, n. 402</a> &ndash; Condominio: impugnazione della delibera e mediazione.</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #e4e7eb;"><b>NORMATIVA</b><br />D.Lgs. 11 marzo 2026, n. 38 &ndash; Disposizioni integrative in materia di processo telematico (in vigore dal 26/03/2026).</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #e4e7eb;"><b>WEBINAR</b><br />Gioved&igrave; 2 aprile, ore 14:30 &ndash; &laquo;Il deposito telematico dopo il D.Lgs. 38/2026&raquo; (2 crediti). <a href="https://click.iurisdata.it/ls/click?upn=nl12-w1" style="color:#b5720a;">Iscriviti</a></td></tr>
</table></td></tr>
<tr><td style="padding:18px 32px 26px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#9aa5b1;">Ricevi questa newsletter perch&eacute; sei abbonata a IurisData Studio. <a href="https://www.iurisdata.it/newsletter/preferenze" style="color:#9aa5b1;">Preferenze</a> &middot; <a href="https://www.iurisdata.it/newsletter/off?u=a81fe2" style="color:#9aa5b1;">Disiscriviti</a></td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "iurisdata",
    group: "regional",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://app.iurisdata.it/account/password/nuova?token=Rk5x0qLm2VbT8yWc4HsP1dZe7Ju3Na6G",
    from: "IurisData <account@iurisdata.it>",
    to: TO,
    subject: "Reimpostazione della password",
    date: d(4, 20, "22:58:06"),
    text: `Ciao Chiara,

abbiamo ricevuto una richiesta di reimpostazione della password per l'account IurisData
associato a c.benvenuti@studiobenvenuti.it.

Scegli una nuova password qui (il link vale 60 minuti e può essere usato una sola volta):
https://app.iurisdata.it/account/password/nuova?token=Rk5x0qLm2VbT8yWc4HsP1dZe7Ju3Na6G

Se non l'hai chiesta tu, puoi ignorare questo messaggio: la password attuale resta valida.

Assistenza IurisData - 011 0880 320
`,
    html: iuris_page(
      "Scegli una nuova password per IurisData",
      `<tr><td style="padding:32px 32px 8px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#3e4c59;">Ciao Chiara,<br /><br />abbiamo ricevuto una richiesta di reimpostazione della password per l'account IurisData associato a <b>c.benvenuti@studiobenvenuti.it</b>.</td></tr>
<tr><td align="center" style="padding:22px 32px;"><a href="https://app.iurisdata.it/account/password/nuova?token=Rk5x0qLm2VbT8yWc4HsP1dZe7Ju3Na6G" style="background-color:#14213d;color:#ffffff;font-family:Helvetica,Arial,sans-serif;font-size:15px;text-decoration:none;padding:12px 30px;display:inline-block;border-radius:4px;">Reimposta password</a></td></tr>
<tr><td style="padding:0 32px 30px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:20px;color:#616e7c;">Il link vale 60 minuti e pu&ograve; essere usato una sola volta. Se non l'hai chiesta tu, puoi ignorare questo messaggio: la password attuale resta valida.</td></tr>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- bank (credito-lariano)

const credito: Mail[] = [
  {
    family: "credito-lariano",
    group: "regional",
    lang: "it",
    kind: "transfer-otp",
    code: "41073692",
    link: null,
    from: "Credito Lariano <sicurezza@creditolariano.it>",
    to: TO,
    subject: "Codice di autorizzazione bonifico",
    date: d(3, 11, "11:26:53"),
    text: `Credito Lariano - Home Banking Impresa

Per autorizzare il bonifico SEPA di 1.850,00 EUR a favore di STUDIO TECNICO FANTI GEOM. PAOLO
(IBAN IT•• •••• •••• •••• •••• 0417 93) inserisci il codice:

41073692

Il codice scade alle 11:31. Credito Lariano non ti chiederà mai questo codice per telefono,
SMS o e-mail. Se non stai eseguendo questa operazione chiama subito il numero verde
800 212 614 (dall'estero +39 031 477 1200).
`,
    html: `<html><body style="margin:0;padding:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#1e2a32;border:1px solid #d7dee3">
<tr><td style="padding:16px 24px;background:#00594f"><img src="https://www.creditolariano.it/mail/logo-cl.png" alt="Credito Lariano" width="150" height="34"></td></tr>
<tr><td style="padding:22px 24px 4px;font-size:13px;color:#5d6b75">Home Banking Impresa</td></tr>
<tr><td style="padding:4px 24px 14px;font-size:15px;line-height:22px">Per autorizzare il bonifico SEPA di <b>1.850,00 &euro;</b> a favore di STUDIO TECNICO FANTI GEOM. PAOLO (IBAN IT&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 0417 93) inserisci il codice:</td></tr>
<tr><td align="center" style="padding:6px 24px 18px"><table cellpadding="0" cellspacing="6"><tr>
<td style="border:1px solid #00594f;width:30px;height:40px;text-align:center;font-size:22px;font-weight:bold">4</td><td style="border:1px solid #00594f;width:30px;height:40px;text-align:center;font-size:22px;font-weight:bold">1</td><td style="border:1px solid #00594f;width:30px;height:40px;text-align:center;font-size:22px;font-weight:bold">0</td><td style="border:1px solid #00594f;width:30px;height:40px;text-align:center;font-size:22px;font-weight:bold">7</td><td style="border:1px solid #00594f;width:30px;height:40px;text-align:center;font-size:22px;font-weight:bold">3</td><td style="border:1px solid #00594f;width:30px;height:40px;text-align:center;font-size:22px;font-weight:bold">6</td><td style="border:1px solid #00594f;width:30px;height:40px;text-align:center;font-size:22px;font-weight:bold">9</td><td style="border:1px solid #00594f;width:30px;height:40px;text-align:center;font-size:22px;font-weight:bold">2</td>
</tr></table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;line-height:18px;color:#5d6b75">Il codice scade alle 11:31. Credito Lariano non ti chieder&agrave; mai questo codice per telefono, SMS o e-mail. Se non stai eseguendo questa operazione chiama subito il numero verde 800 212 614 (dall'estero +39 031 477 1200).</td></tr>
<tr><td style="padding:12px 24px;background:#f1f4f5;font-size:10px;color:#84939c">Credito Lariano S.C.p.A. &middot; Piazza Volta 9, 22100 Como &middot; ABI 08712 &middot; Aderente al Fondo Interbancario di Tutela dei Depositi</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "credito-lariano",
    group: "regional",
    lang: "it",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Credito Lariano <comunicazioni@creditolariano.it>",
    to: TO,
    subject: "Nuovo documento disponibile: estratto conto al 31/03/2026",
    date: d(4, 4, "05:41:20"),
    text: `Gentile cliente,

nella sezione Documenti dell'Home Banking è disponibile un nuovo documento:

  Estratto conto trimestrale al 31/03/2026
  Conto corrente n. ••••••4417 - STUDIO LEGALE BENVENUTI
  Saldo contabile: 18.402,77 EUR

Per consultarlo accedi all'Home Banking o all'app Lariano Impresa. Ti ricordiamo che hai 60
giorni dalla ricezione per presentare eventuali contestazioni.

Credito Lariano S.C.p.A. - Piazza Volta 9, 22100 Como
Questa è una comunicazione automatica, ti preghiamo di non rispondere.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "credito-lariano",
    group: "regional",
    lang: "it",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Credito Lariano <sicurezza@creditolariano.it>",
    to: TO,
    subject: "Nuovo accesso da un dispositivo non riconosciuto",
    date: d(4, 23, "08:00:44"),
    text: `Gentile cliente,

rileviamo un accesso all'Home Banking Impresa (codice utente ••••3318) il 23/04/2026 alle 07:58
da un dispositivo non riconosciuto:
  Dispositivo: iPhone - app Lariano Impresa 6.4.1
  Posizione approssimativa: Nicosia, Cipro

Se sei stata tu, non devi fare nulla.
Se non riconosci questo accesso, blocca subito le credenziali chiamando il numero verde
800 212 614 (dall'estero +39 031 477 1200), attivo 24 ore su 24.

Consulta i consigli per la sicurezza: https://www.creditolariano.it/sicurezza
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1e2a32;background:#fff">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #d7dee3" align="center">
<tr><td style="padding:16px 24px;background:#00594f"><img src="https://www.creditolariano.it/mail/logo-cl.png" alt="Credito Lariano" width="150" height="34"></td></tr>
<tr><td style="padding:22px 24px;line-height:21px">Gentile cliente,<br><br>rileviamo un accesso all'Home Banking Impresa (codice utente &bull;&bull;&bull;&bull;3318) il <b>23/04/2026 alle 07:58</b> da un dispositivo non riconosciuto:
<table cellpadding="4" style="margin:12px 0;font-size:13px;background:#f1f4f5;width:100%"><tr><td width="160">Dispositivo</td><td>iPhone &ndash; app Lariano Impresa 6.4.1</td></tr><tr><td>Posizione approssimativa</td><td>Nicosia, Cipro</td></tr></table>
Se sei stata tu, non devi fare nulla.<br>Se non riconosci questo accesso, blocca subito le credenziali chiamando il numero verde <b>800 212 614</b> (dall'estero +39 031 477 1200), attivo 24 ore su 24.<br><br><a href="https://www.creditolariano.it/sicurezza" style="color:#00594f">Consulta i consigli per la sicurezza</a></td></tr>
<tr><td style="padding:12px 24px;background:#f1f4f5;font-size:10px;color:#84939c">Credito Lariano S.C.p.A. &middot; Piazza Volta 9, 22100 Como &middot; ABI 08712</td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- business card (carta-ilex-business)

const ilex: Mail[] = [
  {
    family: "carta-ilex-business",
    group: "regional",
    lang: "it",
    kind: "3ds-code",
    code: "582139",
    link: null,
    from: "Ilex Business <no-reply@securecode.ilexcard.it>",
    to: TO,
    subject: "Ilex Business: conferma il pagamento online",
    date: d(3, 19, "14:08:21"),
    text: `Stai effettuando un pagamento online con la carta Ilex Business •••• 2290.

Esercente: LEVANTA AIRLINES ATHENS
Importo: 412,60 EUR
Data: 19/03/2026 14:08

Codice di conferma: 582139

Inseriscilo nella pagina di pagamento entro 10 minuti. Non comunicarlo a nessuno.
Se non riconosci l'operazione, non inserire il codice e chiama il Servizio Clienti
Ilex al +39 02 8088 4100 (24h).
`,
    html: `<html><body style="margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#f4f4f4">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #3a2c5f">
<tr><td style="padding:20px 26px"><img src="https://img.ilexcard.it/mail/ilex-business.png" alt="Ilex Business" height="28"></td></tr>
<tr><td style="padding:0 26px;font-size:14px;color:#333;line-height:21px">Stai effettuando un pagamento online con la carta <b>Ilex Business &bull;&bull;&bull;&bull; 2290</b>.</td></tr>
<tr><td style="padding:12px 26px"><table width="100%" cellpadding="5" style="font-size:13px;color:#333;border:1px solid #e3e0ea">
<tr><td style="color:#777">Esercente</td><td align="right">LEVANTA AIRLINES ATHENS</td></tr>
<tr><td style="color:#777">Importo</td><td align="right"><b>412,60 EUR</b></td></tr>
<tr><td style="color:#777">Data</td><td align="right">19/03/2026 14:08</td></tr></table></td></tr>
<tr><td style="padding:8px 26px;font-size:13px;color:#555">Codice di conferma</td></tr>
<tr><td style="padding:0 26px 12px;font-size:34px;font-weight:600;letter-spacing:6px;color:#3a2c5f">582139</td></tr>
<tr><td style="padding:0 26px 22px;font-size:12px;color:#777;line-height:18px">Inseriscilo nella pagina di pagamento entro 10 minuti. Non comunicarlo a nessuno. Se non riconosci l'operazione, non inserire il codice e chiama il Servizio Clienti Ilex al +39 02 8088 4100 (24h).</td></tr>
<tr><td style="padding:12px 26px;background:#f7f6fa;font-size:10px;color:#999">Ilex Pagamenti S.p.A. &ndash; Istituto di moneta elettronica &ndash; Via Durini 16, 20122 Milano</td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "carta-ilex-business",
    group: "regional",
    lang: "it",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Ilex Business <estratticonto@ilexcard.it>",
    to: TO,
    subject: "Il tuo estratto conto di marzo 2026 è disponibile",
    date: d(4, 6, "09:12:00"),
    text: `Gentile Chiara Benvenuti,

l'estratto conto della carta Ilex Business •••• 2290 relativo al periodo 01/03/2026 - 31/03/2026
è disponibile nell'Area Clienti e nell'app Ilex.

  Totale operazioni del periodo: 1.286,35 EUR (14 movimenti)
  Addebito sul conto •••• 4417 il: 15/04/2026
  Plafond mensile: 5.000,00 EUR

Principali movimenti:
  03/03  TRENITALIA ONLINE         86,90
  19/03  LEVANTA AIRLINES ATHENS  412,60
  20/03  LEDRINO SUITES NICOSIA   318,00
  27/03  IURISDATA SRL TORINO      59,78

Ilex Pagamenti S.p.A. - Via Durini 16, 20122 Milano
Area Clienti: https://clienti.ilexcard.it
`,
    html: `<html><body style="font-family:'Segoe UI',Arial,sans-serif;background:#f4f4f4;margin:0">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;border-top:5px solid #3a2c5f">
<tr><td style="padding:20px 26px"><img src="https://img.ilexcard.it/mail/ilex-business.png" alt="Ilex Business" height="28"></td></tr>
<tr><td style="padding:0 26px 10px;font-size:14px;color:#333;line-height:21px">Gentile Chiara Benvenuti,<br>l'estratto conto della carta <b>Ilex Business &bull;&bull;&bull;&bull; 2290</b> relativo al periodo 01/03/2026&ndash;31/03/2026 &egrave; disponibile nell'Area Clienti e nell'app Ilex.</td></tr>
<tr><td style="padding:0 26px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f7f6fa">
<tr><td>Totale operazioni del periodo</td><td align="right"><b>1.286,35 EUR</b> (14 movimenti)</td></tr>
<tr><td>Addebito sul conto &bull;&bull;&bull;&bull; 4417</td><td align="right">15/04/2026</td></tr>
<tr><td>Plafond mensile</td><td align="right">5.000,00 EUR</td></tr></table></td></tr>
<tr><td style="padding:14px 26px 4px;font-size:13px;font-weight:600">Principali movimenti</td></tr>
<tr><td style="padding:0 26px"><table width="100%" cellpadding="4" cellspacing="0" style="font-size:12px;color:#444">
<tr><td>03/03</td><td>TRENITALIA ONLINE</td><td align="right">86,90</td></tr>
<tr><td>19/03</td><td>LEVANTA AIRLINES ATHENS</td><td align="right">412,60</td></tr>
<tr><td>20/03</td><td>LEDRINO SUITES NICOSIA</td><td align="right">318,00</td></tr>
<tr><td>27/03</td><td>IURISDATA SRL TORINO</td><td align="right">59,78</td></tr></table></td></tr>
<tr><td align="center" style="padding:20px 26px"><a href="https://clienti.ilexcard.it/estratti?per=2026-03" style="background:#3a2c5f;color:#fff;padding:10px 24px;text-decoration:none;font-size:14px;border-radius:3px">Vai all'Area Clienti</a></td></tr>
<tr><td style="padding:12px 26px;background:#f7f6fa;font-size:10px;color:#999">Ilex Pagamenti S.p.A. &ndash; Via Durini 16, 20122 Milano &ndash; <a href="https://www.ilexcard.it/privacy" style="color:#999">Privacy</a> &ndash; <a href="https://www.ilexcard.it/trasparenza" style="color:#999">Trasparenza</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- e-signature and timestamps (firmalux)

function flx_page(lang: string, inner: string, foot: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f6f7fb">
<div style="max-width:580px;margin:0 auto;padding:28px 16px;font-family:-apple-system,'Helvetica Neue',Arial,sans-serif;color:#23263b">
<div style="padding-bottom:18px"><img src="https://assets.firmalux.eu/mail/firmalux-wordmark.png" alt="Firmalux" width="112" height="26"></div>
<div style="background:#ffffff;border:1px solid #e4e6ef;border-radius:8px;padding:28px 30px">${inner}</div>
<div style="padding:18px 6px;font-size:11px;line-height:17px;color:#8b8fa8">${foot}<br>Firmalux S.r.l. &middot; Prestatore di servizi fiduciari qualificato (eIDAS) &middot; Viale Certosa 220, 20156 Milano &middot; <a href="https://www.firmalux.eu/privacy" style="color:#8b8fa8">Privacy</a> &middot; <a href="https://help.firmalux.eu" style="color:#8b8fa8">Help</a></div>
</div></body></html>`;
}

const firmalux: Mail[] = [
  {
    family: "firmalux",
    group: "regional",
    lang: "it",
    kind: "signing-otp",
    code: "729104",
    link: null,
    from: "Firmalux <otp@firmalux.eu>",
    to: TO,
    subject: "729104 è il tuo codice OTP di firma",
    date: d(3, 10, "17:51:36"),
    text: `Firma remota qualificata

Stai firmando 3 documenti con il certificato intestato a BENVENUTI CHIARA
(seriale ••••9C1E):
  - Procura_alle_liti_Ravaglia.pdf
  - Nota_iscrizione_ruolo.pdf
  - Atto_citazione_Ravaglia_c_ColleVerde.pdf

Codice OTP: 729104

Valido per 3 minuti. Firmalux non ti chiederà mai il codice via telefono o chat.

Firmalux S.r.l. - Viale Certosa 220, 20156 Milano
`,
    html: flx_page(
      "it",
      `<div style="font-size:13px;color:#6b6f86;text-transform:uppercase;letter-spacing:1px">Firma remota qualificata</div>
<p style="font-size:15px;line-height:23px">Stai firmando 3 documenti con il certificato intestato a <b>BENVENUTI CHIARA</b> (seriale &bull;&bull;&bull;&bull;9C1E):</p>
<ul style="font-size:14px;line-height:22px;color:#44485e;padding-left:18px"><li>Procura_alle_liti_Ravaglia.pdf</li><li>Nota_iscrizione_ruolo.pdf</li><li>Atto_citazione_Ravaglia_c_ColleVerde.pdf</li></ul>
<p style="font-size:13px;color:#6b6f86;margin:22px 0 6px">Codice OTP</p>
<div style="font-size:32px;font-weight:700;letter-spacing:10px;color:#23263b;background:#f1f2f8;border-radius:6px;padding:14px 0;text-align:center">729104</div>
<p style="font-size:13px;color:#6b6f86;line-height:20px">Valido per 3 minuti. Firmalux non ti chieder&agrave; mai il codice via telefono o chat.</p>`,
      "Hai ricevuto questa e-mail perch&eacute; hai avviato una sessione di firma remota.",
    ),
    enc: "qp",
  },
  {
    family: "firmalux",
    group: "regional",
    lang: "en",
    kind: "sign-invite-link",
    code: null,
    link: "https://sign.firmalux.eu/r/env_8Kq2WxT4mZ?recipient=r_31b7&lang=en",
    from: "Andreas Charalambous via Firmalux <sign@firmalux.eu>",
    to: TO,
    subject: "Andreas Charalambous invited you to sign: Engagement Letter - Charalambous Shipping Ltd",
    date: d(3, 26, "09:44:10", "+0200"),
    headers: [["Reply-To", "a.charalambous@chshipping.com.cy"]],
    text: `Andreas Charalambous (a.charalambous@chshipping.com.cy) has sent you a document to review and sign.

Document: Engagement Letter - Charalambous Shipping Ltd.pdf (6 pages)
Message from the sender:
  "Dear Chiara, as discussed on Tuesday, please find the engagement letter for the Limassol
   matter. Kind regards, Andreas"

Review and sign:
https://sign.firmalux.eu/r/env_8Kq2WxT4mZ?recipient=r_31b7&lang=en

This request expires on 09/04/2026. Do not forward this e-mail: the link is personal to you.
`,
    html: flx_page(
      "en",
      `<p style="font-size:16px;line-height:24px;margin-top:0"><b>Andreas Charalambous</b> (a.charalambous@chshipping.com.cy) has sent you a document to review and sign.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #e4e6ef;border-radius:6px;margin:14px 0"><tr>
<td width="48" style="padding:14px"><img src="https://assets.firmalux.eu/mail/icon-pdf.png" alt="PDF" width="32" height="32"></td>
<td style="padding:14px 14px 14px 0;font-size:14px"><b>Engagement Letter - Charalambous Shipping Ltd.pdf</b><br><span style="color:#8b8fa8">6 pages</span></td></tr></table>
<div style="border-left:3px solid #d5d8e6;padding:4px 12px;font-size:14px;color:#44485e;font-style:italic;margin:16px 0">Dear Chiara, as discussed on Tuesday, please find the engagement letter for the Limassol matter. Kind regards, Andreas</div>
<div style="text-align:center;margin:26px 0"><a href="https://sign.firmalux.eu/r/env_8Kq2WxT4mZ?recipient=r_31b7&amp;lang=en" style="display:inline-block;background:#4b3fd6;color:#fff;font-size:15px;font-weight:600;text-decoration:none;padding:13px 32px;border-radius:6px">Review and sign</a></div>
<p style="font-size:12px;color:#8b8fa8">This request expires on 09/04/2026. Do not forward this e-mail: the link is personal to you.</p>`,
      "Sent on behalf of Andreas Charalambous.",
    ),
    enc: "7bit",
  },
  {
    family: "firmalux",
    group: "regional",
    lang: "en",
    kind: "document-completed",
    code: null,
    link: null,
    from: "Firmalux <sign@firmalux.eu>",
    to: TO,
    subject: "Completed: Engagement Letter - Charalambous Shipping Ltd",
    date: d(3, 27, "11:02:57", "+0200"),
    text: `All parties have signed "Engagement Letter - Charalambous Shipping Ltd".

Signers:
  Chiara Benvenuti      signed 26/03/2026 18:20 CET
  Andreas Charalambous  signed 27/03/2026 11:02 EET

The signed document and the audit trail are attached. You can also download them from your
Firmalux archive for the next 10 years.

Envelope ID: env_8Kq2WxT4mZ
`,
    html: flx_page(
      "en",
      `<p style="font-size:16px;margin-top:0"><b>All parties have signed</b> &ldquo;Engagement Letter - Charalambous Shipping Ltd&rdquo;.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e4e6ef">
<tr><td>&#10003; Chiara Benvenuti</td><td align="right" style="color:#8b8fa8">26/03/2026 18:20 CET</td></tr>
<tr><td>&#10003; Andreas Charalambous</td><td align="right" style="color:#8b8fa8">27/03/2026 11:02 EET</td></tr></table>
<p style="font-size:13px;color:#44485e;line-height:20px">The signed document and the audit trail are attached. You can also download them from your <a href="https://app.firmalux.eu/archive" style="color:#4b3fd6">Firmalux archive</a> for the next 10 years.</p>
<p style="font-size:11px;color:#8b8fa8">Envelope ID: env_8Kq2WxT4mZ</p>`,
      "",
    ),
    enc: "qp",
    attachment: [
      "Engagement Letter - Charalambous Shipping Ltd (signed).pdf",
      "application/pdf",
      "%PDF-1.7\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "firmalux",
    group: "regional",
    lang: "it",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Firmalux Store <ordini@firmalux.eu>",
    to: TO,
    subject: "Ordine FLX-2026-118403 confermato - 100 marche temporali",
    date: d(4, 14, "12:30:05"),
    text: `Grazie per il tuo ordine, Chiara.

Ordine: FLX-2026-118403 del 14/04/2026
  Marche temporali - pacchetto 100 (validità 20 anni)      30,00 EUR
  IVA 22%                                                    6,60 EUR
  Totale                                                    36,60 EUR
Pagamento: Ilex Business •••• 2290

Le marche sono già disponibili sul tuo account (saldo attuale: 137). Le puoi usare da Firmalux
Desktop o dall'app web. La fattura elettronica arriverà tramite SdI entro 48 ore.

Firmalux S.r.l. - Viale Certosa 220, 20156 Milano - P.IVA 09983410964
`,
    html: flx_page(
      "it",
      `<p style="font-size:16px;margin-top:0">Grazie per il tuo ordine, Chiara.</p>
<p style="font-size:13px;color:#6b6f86">Ordine <b>FLX-2026-118403</b> del 14/04/2026</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #e4e6ef"><td>Marche temporali &ndash; pacchetto 100 (validit&agrave; 20 anni)</td><td align="right">30,00 &euro;</td></tr>
<tr><td style="color:#6b6f86">IVA 22%</td><td align="right" style="color:#6b6f86">6,60 &euro;</td></tr>
<tr><td><b>Totale</b></td><td align="right"><b>36,60 &euro;</b></td></tr></table>
<p style="font-size:13px;color:#44485e;line-height:20px">Pagamento: Ilex Business &bull;&bull;&bull;&bull; 2290<br>Le marche sono gi&agrave; disponibili sul tuo account (saldo attuale: <b>137</b>). Le puoi usare da Firmalux Desktop o dall'<a href="https://app.firmalux.eu" style="color:#4b3fd6">app web</a>. La fattura elettronica arriver&agrave; tramite SdI entro 48 ore.</p>`,
      "P.IVA 09983410964",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- client intake forms (clientbrief)

const clientbrief: Mail[] = [
  {
    family: "clientbrief",
    group: "regional",
    lang: "it",
    kind: "verify-code-link",
    code: "471902",
    link: "https://app.clientbrief.io/verify?email=c.benvenuti%40studiobenvenuti.it&code=471902&sig=9dd0c3",
    from: "Clientbrief <hello@clientbrief.io>",
    to: TO,
    subject: "Conferma il tuo indirizzo e-mail su Clientbrief",
    date: d(3, 5, "15:10:44"),
    text: `Ciao Chiara,

grazie per esserti registrata su Clientbrief. Per confermare il tuo indirizzo inserisci questo
codice nella pagina di registrazione:

    4 7 1 9 0 2

oppure apri direttamente questo link:
https://app.clientbrief.io/verify?email=c.benvenuti%40studiobenvenuti.it&code=471902&sig=9dd0c3

Il codice scade tra 30 minuti.

—
Clientbrief · moduli di presa in carico per studi professionali
Clientbrief B.V., Keizersgracht 482, 1017 EG Amsterdam
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fbf8f3">
<table width="100%" cellspacing="0" cellpadding="0" style="background:#fbf8f3"><tr><td align="center" style="padding:32px 12px">
<table width="500" cellspacing="0" cellpadding="0" style="font-family:'Inter',Helvetica,Arial,sans-serif;color:#1f1b16">
<tr><td style="padding-bottom:22px"><img src="https://clientbrief.io/brand/cb-mark.png" alt="Clientbrief" width="36" height="36"></td></tr>
<tr><td style="font-size:24px;font-weight:700;padding-bottom:12px">Conferma il tuo indirizzo</td></tr>
<tr><td style="font-size:15px;line-height:24px;padding-bottom:18px">Ciao Chiara, grazie per esserti registrata su Clientbrief. Inserisci questo codice nella pagina di registrazione:</td></tr>
<tr><td style="padding-bottom:18px"><table cellspacing="8" cellpadding="0"><tr>
<td style="width:42px;height:52px;background:#fff;border:1px solid #e6dfd3;border-radius:8px;text-align:center;font-size:26px;font-weight:700">4</td>
<td style="width:42px;height:52px;background:#fff;border:1px solid #e6dfd3;border-radius:8px;text-align:center;font-size:26px;font-weight:700">7</td>
<td style="width:42px;height:52px;background:#fff;border:1px solid #e6dfd3;border-radius:8px;text-align:center;font-size:26px;font-weight:700">1</td>
<td style="width:42px;height:52px;background:#fff;border:1px solid #e6dfd3;border-radius:8px;text-align:center;font-size:26px;font-weight:700">9</td>
<td style="width:42px;height:52px;background:#fff;border:1px solid #e6dfd3;border-radius:8px;text-align:center;font-size:26px;font-weight:700">0</td>
<td style="width:42px;height:52px;background:#fff;border:1px solid #e6dfd3;border-radius:8px;text-align:center;font-size:26px;font-weight:700">2</td>
</tr></table></td></tr>
<tr><td style="font-size:15px;line-height:24px;padding-bottom:12px">oppure conferma con un clic:</td></tr>
<tr><td style="padding-bottom:26px"><a href="https://app.clientbrief.io/verify?email=c.benvenuti%40studiobenvenuti.it&amp;code=471902&amp;sig=9dd0c3" style="display:inline-block;background:#1f1b16;color:#fbf8f3;text-decoration:none;padding:12px 22px;border-radius:8px;font-size:15px;font-weight:600">Conferma e-mail</a></td></tr>
<tr><td style="font-size:13px;color:#7d7468;border-top:1px solid #e6dfd3;padding-top:16px;line-height:20px">Il codice scade tra 30 minuti.<br>Clientbrief &middot; moduli di presa in carico per studi professionali<br>Clientbrief B.V., Keizersgracht 482, 1017 EG Amsterdam</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "clientbrief",
    group: "regional",
    lang: "it",
    kind: "form-submission",
    code: null,
    link: null,
    from: "Clientbrief <notifiche@clientbrief.io>",
    to: TO,
    subject: "Nuova richiesta dal modulo «Primo colloquio - diritto di famiglia»",
    date: d(3, 30, "22:17:03"),
    headers: [["Reply-To", "s.guerrini82@gmail.example"]],
    text: `Hai ricevuto una nuova risposta al modulo «Primo colloquio - diritto di famiglia».

Nome: Sara Guerrini
Telefono: 333 418 2270
E-mail: s.guerrini82@gmail.example
Comune di residenza: Figline e Incisa Valdarno (FI)
Argomento: separazione consensuale / affidamento minori
Figli minori: 2 (nati nel 2015 e nel 2019)
Disponibilità per il colloquio: martedì o giovedì pomeriggio
Come ci ha conosciuto: passaparola

Consenso privacy (art. 13 GDPR): sì - 30/03/2026 22:16

Vedi la risposta completa e gli allegati (1):
https://app.clientbrief.io/s/benvenuti/forms/primo-colloquio-famiglia/responses/4418

Rispondi a questa e-mail per scrivere direttamente a Sara Guerrini.
Modifica le notifiche: https://app.clientbrief.io/settings/notifications
`,
    html: `<html><body style="margin:0;background:#fbf8f3;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<table width="560" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:26px 10px">
<p style="font-size:15px">Hai ricevuto una nuova risposta al modulo <b>&laquo;Primo colloquio - diritto di famiglia&raquo;</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#fff;border:1px solid #e6dfd3;border-radius:8px;font-size:14px">
<tr><td style="color:#7d7468;width:190px">Nome</td><td>Sara Guerrini</td></tr>
<tr><td style="color:#7d7468">Telefono</td><td>333 418 2270</td></tr>
<tr><td style="color:#7d7468">E-mail</td><td>s.guerrini82@gmail.example</td></tr>
<tr><td style="color:#7d7468">Comune di residenza</td><td>Figline e Incisa Valdarno (FI)</td></tr>
<tr><td style="color:#7d7468">Argomento</td><td>separazione consensuale / affidamento minori</td></tr>
<tr><td style="color:#7d7468">Figli minori</td><td>2 (nati nel 2015 e nel 2019)</td></tr>
<tr><td style="color:#7d7468">Disponibilit&agrave;</td><td>marted&igrave; o gioved&igrave; pomeriggio</td></tr>
<tr><td style="color:#7d7468">Come ci ha conosciuto</td><td>passaparola</td></tr>
<tr><td style="color:#7d7468">Consenso privacy</td><td>s&igrave; &ndash; 30/03/2026 22:16</td></tr>
</table>
<p><a href="https://app.clientbrief.io/s/benvenuti/forms/primo-colloquio-famiglia/responses/4418" style="color:#b4532a;font-weight:600">Vedi la risposta completa e gli allegati (1) &rarr;</a></p>
<p style="font-size:12px;color:#7d7468">Rispondi a questa e-mail per scrivere direttamente a Sara Guerrini. <a href="https://app.clientbrief.io/settings/notifications" style="color:#7d7468">Modifica le notifiche</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "clientbrief",
    group: "regional",
    lang: "it",
    kind: "magic-link",
    code: null,
    link: "https://app.clientbrief.io/auth/magic?t=mlk_5f0aa2c9e8b14d73b61e0c4f",
    from: "Clientbrief <hello@clientbrief.io>",
    to: TO,
    subject: "Il tuo link di accesso a Clientbrief",
    date: d(4, 21, "07:48:29"),
    text: `Ciao Chiara,

ecco il link per accedere a Clientbrief dal dispositivo da cui l'hai richiesto:

https://app.clientbrief.io/auth/magic?t=mlk_5f0aa2c9e8b14d73b61e0c4f

Vale 15 minuti e una sola volta. Se non hai chiesto tu di accedere, ignora questa e-mail.

—
Clientbrief B.V., Keizersgracht 482, 1017 EG Amsterdam
`,
    html: `<html><body style="margin:0;background:#fbf8f3;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<table width="500" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:32px 12px">
<img src="https://clientbrief.io/brand/cb-mark.png" alt="Clientbrief" width="36" height="36">
<h1 style="font-size:22px;margin:20px 0 10px">Accedi a Clientbrief</h1>
<p style="font-size:15px;line-height:24px">Ciao Chiara, ecco il link per accedere dal dispositivo da cui l'hai richiesto.</p>
<p style="margin:24px 0"><a href="https://app.clientbrief.io/auth/magic?t=mlk_5f0aa2c9e8b14d73b61e0c4f" style="display:inline-block;background:#1f1b16;color:#fbf8f3;text-decoration:none;padding:12px 22px;border-radius:8px;font-size:15px;font-weight:600">Accedi</a></p>
<p style="font-size:13px;color:#7d7468;line-height:20px">Vale 15 minuti e una sola volta. Se non hai chiesto tu di accedere, ignora questa e-mail.</p>
<p style="font-size:12px;color:#a39a8d;border-top:1px solid #e6dfd3;padding-top:14px">Clientbrief B.V., Keizersgracht 482, 1017 EG Amsterdam &middot; <a href="https://clientbrief.io/legal/privacy" style="color:#a39a8d">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- document cloud (docuvela)

function dv_page(lang: string, preheader: string, inner: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f6">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${preheader}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Roboto,Arial,sans-serif;color:#1c2733">
<tr><td style="padding:22px 30px 6px"><img src="https://static.docuvela.com/email/docuvela-logo.png" alt="Docuvela" width="120" height="28"></td></tr>
${inner}
</table>
<table role="presentation" width="560" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 30px;font-family:Roboto,Arial,sans-serif;font-size:11px;line-height:17px;color:#7f8c99;text-align:center">
<a href="https://apps.apple.com/app/docuvela/id1488203311"><img src="https://static.docuvela.com/email/badge-appstore.png" alt="Download on the App Store" height="32"></a>&nbsp;<a href="https://play.google.com/store/apps/details?id=com.docuvela.android"><img src="https://static.docuvela.com/email/badge-googleplay.png" alt="Get it on Google Play" height="32"></a><br><br>
Docuvela GmbH &middot; Lindwurmstra&szlig;e 88, 80337 M&uuml;nchen &middot; <a href="https://docuvela.com/privacy" style="color:#7f8c99">Privacy</a> &middot; <a href="https://docuvela.com/help" style="color:#7f8c99">Help</a> &middot; &copy; 2026</td></tr></table>
</td></tr></table></body></html>`;
}

const docuvela: Mail[] = [
  {
    family: "docuvela",
    group: "consumer",
    lang: "en",
    kind: "share-invite-link",
    code: null,
    link: "https://go.docuvela.com/c/inv?d=shr_L7pX3cWq9&u=u_88213&utm_source=share_invite",
    from: "Mehmet Aydın (via Docuvela) <no-reply@docuvela.com>",
    to: TO,
    subject: 'Mehmet Aydın invited you to the folder "Aydın Tekstil - Milano distributorship"',
    date: d(3, 13, "10:31:17"),
    text: `Mehmet Aydın (m.aydin@aydintekstil.com.tr) invited you to collaborate on a folder in Docuvela.

Folder: Aydın Tekstil - Milano distributorship
Access: can edit
Contents: 23 files, 184 MB

Message: "Avv. Benvenuti, all contracts with the Milan distributor and the 2024-2025 invoices
are in here. Talk on Thursday - Mehmet"

Accept the invitation:
https://go.docuvela.com/c/inv?d=shr_L7pX3cWq9&u=u_88213&utm_source=share_invite

The invitation is valid for 14 days. You will need a free Docuvela account to open the folder.

Docuvela GmbH, Lindwurmstraße 88, 80337 München
`,
    html: dv_page(
      "en",
      "Mehmet Aydın shared a folder with you",
      `<tr><td style="padding:16px 30px 4px;font-size:18px;line-height:26px"><b>Mehmet Aydın</b> invited you to collaborate on a folder</td></tr>
<tr><td style="padding:12px 30px"><table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f8fb;border-radius:8px"><tr>
<td width="56" style="padding:14px"><img src="https://static.docuvela.com/email/folder-shared.png" alt="" width="40" height="40"></td>
<td style="padding:14px 14px 14px 0;font-size:14px;line-height:20px"><b>Aydın Tekstil - Milano distributorship</b><br><span style="color:#7f8c99">23 files &middot; 184 MB &middot; can edit</span></td></tr></table></td></tr>
<tr><td style="padding:6px 30px;font-size:14px;line-height:21px;color:#3d4a57">&ldquo;Avv. Benvenuti, all contracts with the Milan distributor and the 2024-2025 invoices are in here. Talk on Thursday - Mehmet&rdquo;</td></tr>
<tr><td style="padding:20px 30px"><a href="https://go.docuvela.com/c/inv?d=shr_L7pX3cWq9&amp;u=u_88213&amp;utm_source=share_invite" style="display:inline-block;background:#1769e0;color:#fff;text-decoration:none;font-size:15px;font-weight:500;padding:12px 26px;border-radius:22px">Accept invitation</a></td></tr>
<tr><td style="padding:0 30px 26px;font-size:12px;color:#7f8c99">The invitation is valid for 14 days. You will need a free Docuvela account to open the folder. m.aydin@aydintekstil.com.tr</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "docuvela",
    group: "consumer",
    lang: "it",
    kind: "login-code",
    code: "318-665",
    code_digits: "318665",
    link: null,
    from: "Docuvela <security@docuvela.com>",
    to: TO,
    subject: "Il tuo codice di verifica Docuvela",
    date: d(3, 14, "08:15:50"),
    text: `Codice di verifica Docuvela: 318-665

Qualcuno (speriamo tu) sta accedendo a Docuvela con c.benvenuti@studiobenvenuti.it
da Chrome su macOS (Arezzo, Italia). Inserisci il codice per completare l'accesso.
Scade tra 10 minuti.

Non sei stata tu? Cambia la password: https://docuvela.com/account/security
`,
    html: dv_page(
      "it",
      "Codice di verifica: 318-665",
      `<tr><td style="padding:16px 30px 6px;font-size:15px;line-height:23px">Qualcuno (speriamo tu) sta accedendo a Docuvela con <b>c.benvenuti@studiobenvenuti.it</b> da Chrome su macOS (Arezzo, Italia). Inserisci il codice per completare l'accesso.</td></tr>
<tr><td align="center" style="padding:18px 30px"><span style="display:inline-block;font-size:30px;font-weight:700;letter-spacing:4px;color:#1769e0;background:#eef4fd;padding:12px 28px;border-radius:8px">318-665</span></td></tr>
<tr><td style="padding:0 30px 26px;font-size:13px;color:#7f8c99;line-height:20px">Scade tra 10 minuti. Non sei stata tu? <a href="https://docuvela.com/account/security" style="color:#1769e0">Cambia la password</a>.</td></tr>`,
    ),
    enc: "8bit",
  },
  {
    family: "docuvela",
    group: "consumer",
    lang: "it",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Docuvela <no-reply@docuvela.com>",
    to: TO,
    subject: "Hai usato il 90% dello spazio del tuo piano",
    date: d(4, 9, "16:00:00"),
    text: `Ciao Chiara,

hai usato 90 GB dei 100 GB del piano Docuvela Pro (rinnovo il 12/06/2026, 11,99 EUR/mese).
Quando lo spazio sarà esaurito non potrai più caricare o sincronizzare file, ma i documenti
già salvati resteranno accessibili.

Cartelle più grandi:
  Studio/Archivio 2019-2023          41,2 GB
  Condivisi/Aydın Tekstil              0,2 GB
  Scansioni                          17,8 GB

Puoi liberare spazio svuotando il cestino (6,4 GB) o passare a Docuvela Business (1 TB).
Gestisci il piano: https://docuvela.com/account/plan
`,
    html: dv_page(
      "it",
      "90 GB su 100 GB usati",
      `<tr><td style="padding:16px 30px 4px;font-size:18px"><b>Hai usato il 90% dello spazio</b></td></tr>
<tr><td style="padding:10px 30px"><div style="background:#e3e9ef;border-radius:6px;height:12px"><div style="background:#e0621a;width:90%;height:12px;border-radius:6px"></div></div><div style="font-size:12px;color:#7f8c99;padding-top:6px">90 GB di 100 GB &middot; Docuvela Pro &middot; rinnovo il 12/06/2026 (11,99 &euro;/mese)</div></td></tr>
<tr><td style="padding:10px 30px;font-size:14px;line-height:21px;color:#3d4a57">Quando lo spazio sar&agrave; esaurito non potrai pi&ugrave; caricare o sincronizzare file, ma i documenti gi&agrave; salvati resteranno accessibili.</td></tr>
<tr><td style="padding:6px 30px"><table width="100%" cellpadding="5" style="font-size:13px"><tr><td>Studio/Archivio 2019-2023</td><td align="right">41,2 GB</td></tr><tr><td>Condivisi/Aydın Tekstil</td><td align="right">0,2 GB</td></tr><tr><td>Scansioni</td><td align="right">17,8 GB</td></tr></table></td></tr>
<tr><td style="padding:14px 30px 26px;font-size:14px">Puoi liberare spazio svuotando il cestino (6,4 GB) o <a href="https://docuvela.com/account/plan" style="color:#1769e0">passare a Docuvela Business (1 TB)</a>.</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "docuvela",
    group: "consumer",
    lang: "el",
    kind: "share-invite-link",
    code: null,
    link: "https://go.docuvela.com/c/inv?d=shr_Qe04nVb2K&u=u_88213&utm_source=share_invite",
    from: "Ελένη Παπαδοπούλου (μέσω Docuvela) <no-reply@docuvela.com>",
    to: TO,
    subject: "Η Ελένη Παπαδοπούλου σας προσκάλεσε στον φάκελο «Κληρονομιά Παπαδοπούλου - Χαλκίδα»",
    date: d(4, 16, "13:22:09", "+0300"),
    text:
      `Η Ελένη Παπαδοπούλου (eleni.papadopoulou@mailbox.gr) σας προσκάλεσε να συνεργαστείτε σε έναν φάκελο στο Docuvela.

Φάκελος: Κληρονομιά Παπαδοπούλου - Χαλκίδα
Δικαίωμα: προβολή
Περιεχόμενο: 9 αρχεία, 37 MB

Μήνυμα: «Κυρία Benvenuti, εδώ είναι η διαθήκη, τα συμβόλαια και τα έγγραφα του κτηματολογίου.»

Αποδοχή πρόσκλησης:
https://go.docuvela.com/c/inv?d=shr_Qe04nVb2K&u=u_88213&utm_source=share_invite

Η πρόσκληση ισχύει 14 ημέρες.

Docuvela GmbH, Lindwurmstraße 88, 80337 München
`,
    html: dv_page(
      "el",
      "Η Ελένη Παπαδοπούλου μοιράστηκε έναν φάκελο μαζί σας",
      `<tr><td style="padding:16px 30px 4px;font-size:18px;line-height:26px"><b>Ελένη Παπαδοπούλου</b> σας προσκάλεσε σε έναν φάκελο</td></tr>
<tr><td style="padding:12px 30px"><table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f8fb;border-radius:8px"><tr>
<td width="56" style="padding:14px"><img src="https://static.docuvela.com/email/folder-shared.png" alt="" width="40" height="40"></td>
<td style="padding:14px 14px 14px 0;font-size:14px;line-height:20px"><b>Κληρονομιά Παπαδοπούλου - Χαλκίδα</b><br><span style="color:#7f8c99">9 αρχεία &middot; 37 MB &middot; προβολή</span></td></tr></table></td></tr>
<tr><td style="padding:6px 30px;font-size:14px;line-height:21px;color:#3d4a57">«Κυρία Benvenuti, εδώ είναι η διαθήκη, τα συμβόλαια και τα έγγραφα του κτηματολογίου.»</td></tr>
<tr><td style="padding:20px 30px"><a href="https://go.docuvela.com/c/inv?d=shr_Qe04nVb2K&amp;u=u_88213&amp;utm_source=share_invite" style="display:inline-block;background:#1769e0;color:#fff;text-decoration:none;font-size:15px;font-weight:500;padding:12px 26px;border-radius:22px">Αποδοχή πρόσκλησης</a></td></tr>
<tr><td style="padding:0 30px 26px;font-size:12px;color:#7f8c99">Η πρόσκληση ισχύει 14 ημέρες. eleni.papadopoulou@mailbox.gr</td></tr>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- video calls (vocalis-meet)

const vocalis: Mail[] = [
  {
    family: "vocalis-meet",
    group: "consumer",
    lang: "en",
    kind: "hearing-reminder",
    code: null,
    link: null,
    from: "District Court of Nicosia via Vocalis <meetings@vocalis.app>",
    to: TO,
    subject: "Reminder: Remote hearing - Action No. 1187/2025 - tomorrow 10:00 (EET)",
    date: d(4, 22, "09:00:00", "+0300"),
    text: `Reminder: you are invited to a remote hearing tomorrow.

District Court of Nicosia - Civil Division
Action No. 1187/2025 - Charalambous Shipping Ltd v. Kaya Marine Services Ltd
Thursday, 23 April 2026, 10:00-11:00 (EET, UTC+3) - 09:00 Italian time

Join the hearing:
https://vocalis.app/j/48812093376?pwd=Zk4nRTBtcU9xM2JkWlE

Meeting ID: 488 1209 3376
Passcode: 731904

Please join 10 minutes early with your camera on and your identity document at hand.
The Registry can be reached at +357 22 805 410.

Add to calendar: https://vocalis.app/ics/48812093376
`,
    html: `<html><body style="margin:0;background:#f5f6f8;font-family:Arial,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e2e4e9">
<tr><td style="padding:16px 26px;border-bottom:1px solid #eceef2"><img src="https://cdn.vocalis.app/mail/vocalis.png" alt="Vocalis" height="24"></td></tr>
<tr><td style="padding:22px 26px 6px;font-size:13px;color:#6c7280">Reminder &middot; tomorrow</td></tr>
<tr><td style="padding:0 26px 10px;font-size:19px;font-weight:bold">Remote hearing &ndash; Action No. 1187/2025</td></tr>
<tr><td style="padding:0 26px;font-size:14px;line-height:22px">District Court of Nicosia &ndash; Civil Division<br>Charalambous Shipping Ltd v. Kaya Marine Services Ltd<br><b>Thursday, 23 April 2026, 10:00&ndash;11:00 (EET, UTC+3)</b> &ndash; 09:00 Italian time</td></tr>
<tr><td style="padding:20px 26px"><a href="https://vocalis.app/j/48812093376?pwd=Zk4nRTBtcU9xM2JkWlE" style="background:#0e8a6d;color:#fff;padding:11px 24px;text-decoration:none;border-radius:4px;font-weight:bold;font-size:14px">Join hearing</a></td></tr>
<tr><td style="padding:0 26px 14px;font-size:13px;color:#444;line-height:20px">Meeting ID: 488 1209 3376<br>Passcode: 731904</td></tr>
<tr><td style="padding:0 26px 22px;font-size:13px;color:#6c7280;line-height:20px">Please join 10 minutes early with your camera on and your identity document at hand. The Registry can be reached at +357 22 805 410.<br><a href="https://vocalis.app/ics/48812093376" style="color:#0e8a6d">Add to calendar</a></td></tr>
<tr><td style="padding:12px 26px;background:#f9fafb;font-size:10px;color:#9aa0aa">Vocalis Communications Ltd &middot; 3 Grand Canal Quay, Dublin 2, D02 X576, Ireland &middot; <a href="https://vocalis.app/legal" style="color:#9aa0aa">Legal</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "vocalis-meet",
    group: "consumer",
    lang: "it",
    kind: "login-code",
    code: "KQ7-M42",
    link: null,
    from: "Vocalis <no-reply@vocalis.app>",
    to: TO,
    subject: "KQ7-M42 è il tuo codice di accesso a Vocalis",
    date: d(3, 24, "14:56:02"),
    text: `Ciao,

usa questo codice per accedere a Vocalis dall'app desktop:

KQ7-M42

Il codice scade tra 15 minuti. Se non hai richiesto l'accesso, qualcuno potrebbe aver digitato
per errore il tuo indirizzo: puoi ignorare questa e-mail.

Vocalis Communications Ltd - 3 Grand Canal Quay, Dublin 2, Irlanda
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "vocalis-meet",
    group: "consumer",
    lang: "tr",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Mehmet Aydın (Vocalis) <meetings@vocalis.app>",
    to: TO,
    subject: "Toplantı daveti: Aydın Tekstil - sözleşme görüşmesi, 26 Mart 2026 15:00",
    date: d(3, 23, "11:40:26", "+0300"),
    text: `Mehmet Aydın sizi bir Vocalis toplantısına davet ediyor.

Konu: Aydın Tekstil - Milano distribütörlük sözleşmesi görüşmesi
Tarih: 26 Mart 2026 Perşembe, 15:00-16:00 (İstanbul, GMT+3) / 13:00 İtalya saati

Toplantıya katılın:
https://vocalis.app/j/60218834512?pwd=Tm9uYXZkZW5lbWUxMg

Toplantı Kimliği: 602 1883 4512
Parola: 220640

Telefonla katılmak için: +90 212 900 4471 (Türkiye), +39 02 3041 8820 (İtalya)

Takvime ekle: https://vocalis.app/ics/60218834512
`,
    html: `<html><body style="margin:0;background:#f5f6f8;font-family:Arial,sans-serif;color:#222">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e2e4e9;margin-top:24px">
<tr><td style="padding:16px 26px;border-bottom:1px solid #eceef2"><img src="https://cdn.vocalis.app/mail/vocalis.png" alt="Vocalis" height="24"></td></tr>
<tr><td style="padding:20px 26px 8px;font-size:15px"><b>Mehmet Aydın</b> sizi bir Vocalis toplantısına davet ediyor.</td></tr>
<tr><td style="padding:0 26px;font-size:14px;line-height:22px">Aydın Tekstil - Milano distribütörlük sözleşmesi görüşmesi<br><b>26 Mart 2026 Perşembe, 15:00&ndash;16:00</b> (İstanbul, GMT+3) / 13:00 İtalya saati</td></tr>
<tr><td style="padding:18px 26px"><a href="https://vocalis.app/j/60218834512?pwd=Tm9uYXZkZW5lbWUxMg" style="background:#0e8a6d;color:#fff;padding:11px 24px;text-decoration:none;border-radius:4px;font-weight:bold;font-size:14px">Toplantıya katıl</a></td></tr>
<tr><td style="padding:0 26px 10px;font-size:13px;line-height:20px">Toplantı Kimliği: 602 1883 4512<br>Parola: 220640<br>Telefonla: +90 212 900 4471 (Türkiye), +39 02 3041 8820 (İtalya)</td></tr>
<tr><td style="padding:0 26px 20px;font-size:13px"><a href="https://vocalis.app/ics/60218834512" style="color:#0e8a6d">Takvime ekle</a></td></tr>
<tr><td style="padding:12px 26px;background:#f9fafb;font-size:10px;color:#9aa0aa">Vocalis Communications Ltd &middot; Dublin, Ireland</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "vocalis-meet",
    group: "consumer",
    lang: "it",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "Vocalis <no-reply@vocalis.app>",
    to: TO,
    subject: "La registrazione di «Aydın Tekstil - sözleşme görüşmesi» è pronta",
    date: d(3, 26, "14:12:40"),
    text: `La registrazione cloud della riunione è pronta.

Riunione: Aydın Tekstil - sözleşme görüşmesi
Data: 26/03/2026 13:02-13:58 (durata 56 min)
Organizzatore: Mehmet Aydın
Dimensione: 412 MB - trascrizione automatica disponibile (it, tr)

L'organizzatore ha condiviso la registrazione con te. Resterà disponibile per 30 giorni,
fino al 25/04/2026.

Guarda la registrazione: https://vocalis.app/rec/play/8f0c22aa?share=1
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- travel for hearings (levanta-air, ledrino-suites)

const levanta: Mail[] = [
  {
    family: "levanta-air",
    group: "consumer",
    lang: "it",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Levanta Airlines <prenotazioni@levanta-air.gr>",
    to: TO,
    subject: "Conferma di prenotazione - codice PNR 7XKQ2M - Roma Fiumicino ⇄ Larnaca",
    date: d(3, 19, "14:09:58"),
    text: `Gentile Sig.ra Chiara Benvenuti,

grazie per aver scelto Levanta Airlines. La sua prenotazione è confermata.

Codice di prenotazione (PNR): 7XKQ2M
Numero biglietto elettronico: 318-2469904127

ANDATA   LV 3471  Mer 22 APR 2026  Roma Fiumicino (FCO) T1 16:35 -> Larnaca (LCA) 20:50
         Tariffa Flex - bagaglio a mano 8 kg + 1 bagaglio da stiva 23 kg - posto 4C
RITORNO  LV 3478  Ven 24 APR 2026  Larnaca (LCA) 07:10 -> Roma Fiumicino (FCO) T1 09:30
         Tariffa Flex - posto 4C

Passeggero: BENVENUTI/CHIARA MS
Totale pagato: 412,60 EUR (Ilex Business •••• 2290)

Il check-in online apre 36 ore prima della partenza.
Gestisci la prenotazione: https://www.levanta-air.gr/it/manage?pnr=7XKQ2M

Levanta Airlines S.A. - Leof. Vouliagmenis 412, 16451 Argyroupoli, Atene
Call center Italia: +39 06 9480 3311
`,
    html: `<html><body style="margin:0;background:#e8eef3">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#17324d">
<tr><td style="background:#17324d;padding:16px 24px"><table width="100%"><tr><td><img src="https://www.levanta-air.gr/mail/levanta-logo-white.png" alt="Levanta Airlines" width="160" height="36"></td><td align="right" style="color:#9fc3e6;font-size:12px">PNR <span style="color:#ffffff;font-size:18px;font-weight:bold">7XKQ2M</span></td></tr></table></td></tr>
<tr><td style="padding:22px 24px 10px">Gentile Sig.ra Chiara Benvenuti,<br><br>grazie per aver scelto Levanta Airlines. La sua prenotazione &egrave; <b>confermata</b>.</td></tr>
<tr><td style="padding:0 24px"><table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #cfdbe6;font-size:12px">
<tr style="background:#f0f5f9"><th align="left">Volo</th><th align="left">Data</th><th align="left">Partenza</th><th align="left">Arrivo</th><th align="left">Posto</th></tr>
<tr><td>LV 3471</td><td>Mer 22 APR 2026</td><td>FCO T1 16:35</td><td>LCA 20:50</td><td>4C</td></tr>
<tr><td>LV 3478</td><td>Ven 24 APR 2026</td><td>LCA 07:10</td><td>FCO T1 09:30</td><td>4C</td></tr></table></td></tr>
<tr><td style="padding:12px 24px;line-height:19px">Tariffa Flex &ndash; bagaglio a mano 8 kg + 1 bagaglio da stiva 23 kg<br>Passeggero: BENVENUTI/CHIARA MS &middot; Biglietto n. 318-2469904127<br>Totale pagato: <b>412,60 EUR</b> (Ilex Business &bull;&bull;&bull;&bull; 2290)</td></tr>
<tr><td style="padding:8px 24px 20px">Il check-in online apre 36 ore prima della partenza. <a href="https://www.levanta-air.gr/it/manage?pnr=7XKQ2M" style="color:#d2691e">Gestisci la prenotazione</a></td></tr>
<tr><td style="padding:14px 24px;background:#f0f5f9;font-size:10px;color:#5e7a94">Levanta Airlines S.A. &middot; Leof. Vouliagmenis 412, 16451 Argyroupoli, Atene &middot; Call center Italia +39 06 9480 3311 &middot; <a href="https://www.levanta-air.gr/it/condizioni" style="color:#5e7a94">Condizioni di trasporto</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "levanta-air",
    group: "consumer",
    lang: "en",
    kind: "checkin-open",
    code: null,
    link: null,
    from: "Levanta Airlines <checkin@levanta-air.gr>",
    to: TO,
    subject: "Online check-in is open for your flight LV 3471 to Larnaca",
    date: d(4, 21, "05:35:00", "+0300"),
    text: `Dear Ms Benvenuti,

online check-in is now open for your flight.

LV 3471  Rome Fiumicino (FCO) 16:35 -> Larnaca (LCA) 20:50  Wednesday 22 April 2026
Booking reference: 7XKQ2M

Check in online by 14:35 (Rome time) on the day of departure. Bag drop at FCO Terminal 1,
counters 221-226, closes 40 minutes before departure.

Check in: https://www.levanta-air.gr/en/checkin?pnr=7XKQ2M&ln=BENVENUTI

Travelling to Cyprus: a valid ID card or passport is required.

Levanta Airlines - +30 210 998 4400
`,
    html:
      `<html><body style="margin:0;background:#e8eef3;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#17324d">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px">
<tr><td style="background:#17324d;padding:16px 24px"><img src="https://www.levanta-air.gr/mail/levanta-logo-white.png" alt="Levanta Airlines" width="160" height="36"></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:18px;font-weight:bold">Online check-in is open</td></tr>
<tr><td style="padding:6px 24px">Dear Ms Benvenuti,</td></tr>
<tr><td style="padding:10px 24px"><table width="100%" cellpadding="10" style="background:#f0f5f9"><tr><td style="font-size:22px;font-weight:bold">FCO</td><td align="center">&#9992; LV 3471<br><span style="font-size:11px">Wed 22 Apr 2026</span></td><td align="right" style="font-size:22px;font-weight:bold">LCA</td></tr><tr><td>16:35</td><td></td><td align="right">20:50</td></tr></table></td></tr>
<tr><td style="padding:10px 24px;line-height:19px">Booking reference: <b>7XKQ2M</b><br>Check in online by 14:35 (Rome time) on the day of departure. Bag drop at FCO Terminal 1, counters 221&ndash;226, closes 40 minutes before departure.</td></tr>
<tr><td align="center" style="padding:16px 24px"><a href="https://www.levanta-air.gr/en/checkin?pnr=7XKQ2M&amp;ln=BENVENUTI" style="background:#d2691e;color:#fff;padding:12px 34px;text-decoration:none;font-weight:bold">CHECK IN</a></td></tr>
<tr><td style="padding:6px 24px 20px;font-size:12px;color:#5e7a94">Travelling to Cyprus: a valid ID card or passport is required.</td></tr>
<tr><td style="padding:14px 24px;background:#f0f5f9;font-size:10px;color:#5e7a94">Levanta Airlines S.A. &middot; +30 210 998 4400 &middot; <a href="https://www.levanta-air.gr/en/privacy" style="color:#5e7a94">Privacy</a></td></tr>
</table></body></html>`,
    enc: "7bit",
  },
  {
    family: "levanta-air",
    group: "consumer",
    lang: "en",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "Levanta Airlines <checkin@levanta-air.gr>",
    to: TO,
    subject: "Your boarding pass - LV 3471 FCO-LCA 22 Apr",
    date: d(4, 21, "18:02:11"),
    text: `Dear Ms Benvenuti,

you are checked in. Your boarding pass is attached (PDF); please print it or show it on your phone.

Passenger: BENVENUTI/CHIARA MS
Flight: LV 3471  Rome Fiumicino T1 -> Larnaca
Date: 22 April 2026   Departure 16:35   Boarding 15:55   Gate closes 16:15
Seat: 4C   Sequence: 067   Booking reference: 7XKQ2M

Have a pleasant flight.
Levanta Airlines
`,
    html: null,
    enc: "7bit",
    attachment: [
      "BoardingPass_LV3471_BENVENUTI.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\n% M1BENVENUTI/CHIARA MS E7XKQ2M FCOLCALV 3471 112Y004C0067\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

const ledrino: Mail[] = [
  {
    family: "ledrino-suites",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Ledrino Suites Nicosia <reservations@ledrinosuites.com.cy>",
    to: TO,
    subject: "Reservation confirmed - Ledrino Suites, 22-24 April 2026 (Conf. no. LDS-55019)",
    date: d(3, 20, "12:48:33", "+0200"),
    text: `Dear Ms Benvenuti,

thank you for choosing Ledrino Suites. We are pleased to confirm your reservation.

Confirmation number: LDS-55019
Arrival:   Wednesday 22 April 2026 (check-in from 14:00; late arrival noted, approx. 22:30)
Departure: Friday 24 April 2026 (check-out by 12:00; early departure 05:30 noted)
Room: Executive Studio, 1 guest, breakfast included
Rate: 2 nights x 159.00 EUR = 318.00 EUR (VAT 9% included), prepaid - Ilex Business •••• 2290
Cancellation: free until 20 April 2026, 18:00 local time

Address: 27 Ledras Street, 1011 Nicosia, Cyprus - 6 minutes' walk from the Courts complex.
Airport transfer from Larnaca: 45 EUR per way, book at least 24 hours in advance.

Reception: +357 22 456 700 (24h) - reservations@ledrinosuites.com.cy

We look forward to welcoming you.
Front Office, Ledrino Suites
`,
    html: `<html><body style="margin:0;background:#f4efe7;font-family:Georgia,serif;color:#3b2f22">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf9;margin:20px auto;border:1px solid #e5dccd">
<tr><td align="center" style="padding:26px"><img src="https://www.ledrinosuites.com.cy/img/ledrino-crest.png" alt="Ledrino Suites Nicosia" width="150" height="60"></td></tr>
<tr><td style="padding:0 34px 12px;font-size:15px;line-height:23px">Dear Ms Benvenuti,<br><br>thank you for choosing Ledrino Suites. We are pleased to confirm your reservation.</td></tr>
<tr><td style="padding:0 34px"><table width="100%" cellpadding="7" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #e5dccd">
<tr><td style="color:#8a7a63">Confirmation number</td><td><b>LDS-55019</b></td></tr>
<tr><td style="color:#8a7a63">Arrival</td><td>Wednesday 22 April 2026 &ndash; late arrival noted (approx. 22:30)</td></tr>
<tr><td style="color:#8a7a63">Departure</td><td>Friday 24 April 2026 &ndash; early departure 05:30 noted</td></tr>
<tr><td style="color:#8a7a63">Room</td><td>Executive Studio, 1 guest, breakfast included</td></tr>
<tr><td style="color:#8a7a63">Rate</td><td>2 nights &times; 159.00 EUR = <b>318.00 EUR</b> (VAT 9% incl.), prepaid &ndash; Ilex Business &bull;&bull;&bull;&bull; 2290</td></tr>
<tr><td style="color:#8a7a63">Cancellation</td><td>free until 20 April 2026, 18:00 local time</td></tr></table></td></tr>
<tr><td style="padding:16px 34px;font-size:14px;line-height:22px">27 Ledras Street, 1011 Nicosia &ndash; 6 minutes' walk from the Courts complex.<br>Airport transfer from Larnaca: 45 EUR per way, book at least 24 hours in advance.</td></tr>
<tr><td style="padding:14px 34px 24px;font-size:13px;font-style:italic">We look forward to welcoming you.<br>Front Office, Ledrino Suites</td></tr>
<tr><td style="padding:12px 34px;background:#efe7da;font-family:Arial,sans-serif;font-size:10px;color:#8a7a63">Reception +357 22 456 700 (24h) &middot; <a href="https://www.ledrinosuites.com.cy" style="color:#8a7a63">ledrinosuites.com.cy</a> &middot; <a href="https://www.instagram.com/ledrinosuites" style="color:#8a7a63">Instagram</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "ledrino-suites",
    group: "consumer",
    lang: "el",
    kind: "pre-arrival",
    code: null,
    link: null,
    from: "Ledrino Suites Λευκωσία <reservations@ledrinosuites.com.cy>",
    to: TO,
    subject: "Σας περιμένουμε αύριο στη Λευκωσία - κράτηση LDS-55019",
    date: d(4, 21, "10:15:02", "+0300"),
    text: `Αγαπητή κυρία Benvenuti,

σας περιμένουμε αύριο, Τετάρτη 22 Απριλίου 2026. Έχουμε σημειώσει την αργή άφιξή σας (περίπου 22:30):
η ρεσεψιόν λειτουργεί όλο το 24ωρο.

Κράτηση: LDS-55019 - Executive Studio, 2 νύχτες, με πρωινό
Πρωινό: 06:30-10:30 (από τις 05:00 μπορούμε να σας ετοιμάσουμε πρωινό σε χαρτοσακούλα)
Στάθμευση: δημοτικός χώρος Πλατείας Σολωμού, 5 λεπτά με τα πόδια

Για μεταφορά από το αεροδρόμιο Λάρνακας (45 EUR) απαντήστε σε αυτό το μήνυμα ή καλέστε
στο +357 22 456 700.

Καλό ταξίδι!
Ledrino Suites, Οδός Λήδρας 27, 1011 Λευκωσία
`,
    html: null,
    enc: "b64",
  },
  {
    family: "ledrino-suites",
    group: "consumer",
    lang: "en",
    kind: "folio",
    code: null,
    link: null,
    from: "Ledrino Suites Nicosia <frontoffice@ledrinosuites.com.cy>",
    to: TO,
    subject: "Your folio - Ledrino Suites - stay 22-24 April 2026",
    date: d(4, 24, "05:41:55", "+0300"),
    text: `Dear Ms Benvenuti,

thank you for staying with us. Please find your folio below.

Folio no. 26-04-1193    Room 305    Conf. no. LDS-55019
22/04  Executive Studio incl. breakfast          159.00
23/04  Executive Studio incl. breakfast          159.00
23/04  Minibar                                     6.50
23/04  Laundry - 2 shirts                         12.00
24/04  Breakfast bag (early departure)             0.00
       Total                                     336.50 EUR
       Prepaid                                  -318.00
       Paid at check-out (Ilex Business •••• 2290) -18.50
       Balance                                     0.00

VAT no. CY10388412T. VAT 9% on accommodation, 19% on other services, included.

Safe travels,
Front Office, Ledrino Suites - 27 Ledras Street, 1011 Nicosia - +357 22 456 700
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- professional insurance (egida-assicurazioni)

function egida_page(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#f0f3f0">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0f3f0"><tr><td align="center" style="padding:22px 8px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;color:#233223">
<tr><td style="padding:18px 28px" bgcolor="#1e5b3a"><img src="https://www.egidaassicurazioni.it/newsletter/img/egida-logo.png" alt="Egida Assicurazioni" width="170" height="38"></td></tr>
${inner}
<tr><td style="padding:16px 28px;font-size:10px;line-height:15px;color:#7b8b7b;border-top:1px solid #dfe6df">Egida Assicurazioni S.p.A. &ndash; Sede legale Via XX Settembre 98, 00187 Roma &ndash; Iscritta all'Albo Imprese IVASS n. 1.00184 &ndash; Capitale sociale 42.000.000 &euro; i.v.<br>Numero verde 800 617 330 &middot; <a href="https://www.egidaassicurazioni.it/privacy" style="color:#7b8b7b">Privacy</a> &middot; <a href="https://www.egidaassicurazioni.it/reclami" style="color:#7b8b7b">Reclami</a></td></tr>
</table></td></tr></table></body></html>`;
}

const egida: Mail[] = [
  {
    family: "egida-assicurazioni",
    group: "regional",
    lang: "it",
    kind: "renewal-notice",
    code: null,
    link: null,
    from: "Egida Assicurazioni <polizze@egidaassicurazioni.it>",
    to: TO,
    subject: "RC Professionale Avvocati: la tua polizza scade il 30/04/2026",
    date: d(3, 31, "09:30:00"),
    text: `Gentile Avv. Chiara Benvenuti,

ti ricordiamo che la polizza di Responsabilità Civile Professionale n. RCA/118/0045217 scade
il 30/04/2026 alle ore 24:00.

  Massimale: 1.000.000 EUR per sinistro e per anno
  Retroattività: illimitata - Ultrattività decennale: inclusa
  Premio annuo di rinnovo: 684,00 EUR (imposte incluse), invariato rispetto al 2025
  Estensione Grecia e Cipro: inclusa (attività stragiudiziale e di domiciliazione)

Il rinnovo è tacito: il premio sarà addebitato con SDD sul conto IT•• •••• 4417 il 28/04/2026.
Se desideri modificare il massimale o le garanzie contatta la tua agenzia:
Agenzia Egida Arezzo Centro - Via Guido Monaco 61, Arezzo - tel. 0575 24 118.

Ai sensi del DM 22/09/2016 la polizza soddisfa l'obbligo assicurativo per gli avvocati.
`,
    html: egida_page(
      `<tr><td style="padding:24px 28px 10px;font-size:19px;color:#1e5b3a;font-weight:bold">La tua polizza RC Professionale scade il 30/04/2026</td></tr>
<tr><td style="padding:0 28px 12px;font-size:14px;line-height:21px">Gentile Avv. Chiara Benvenuti,<br>ti ricordiamo che la polizza di Responsabilit&agrave; Civile Professionale n. <b>RCA/118/0045217</b> scade il 30/04/2026 alle ore 24:00.</td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #dfe6df">
<tr bgcolor="#f4f8f4"><td>Massimale</td><td>1.000.000 &euro; per sinistro e per anno</td></tr>
<tr><td>Retroattivit&agrave; / Ultrattivit&agrave;</td><td>illimitata / decennale inclusa</td></tr>
<tr bgcolor="#f4f8f4"><td>Premio annuo di rinnovo</td><td><b>684,00 &euro;</b> (imposte incluse), invariato</td></tr>
<tr><td>Estensione Grecia e Cipro</td><td>inclusa</td></tr></table></td></tr>
<tr><td style="padding:14px 28px;font-size:13px;line-height:20px">Il rinnovo &egrave; tacito: il premio sar&agrave; addebitato con SDD sul conto IT&bull;&bull; &bull;&bull;&bull;&bull; 4417 il 28/04/2026. Per modificare massimale o garanzie contatta la tua agenzia: <b>Agenzia Egida Arezzo Centro</b>, Via Guido Monaco 61, Arezzo &ndash; tel. 0575 24 118.</td></tr>
<tr><td style="padding:0 28px 20px;font-size:11px;color:#7b8b7b">Ai sensi del DM 22/09/2016 la polizza soddisfa l'obbligo assicurativo per gli avvocati.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "egida-assicurazioni",
    group: "regional",
    lang: "it",
    kind: "policy-document",
    code: null,
    link: null,
    from: "Egida Assicurazioni <polizze@egidaassicurazioni.it>",
    to: TO,
    subject: "Quietanza di rinnovo e certificato di assicurazione 2026/2027",
    date: d(4, 29, "08:05:47"),
    text: `Gentile Avv. Chiara Benvenuti,

il premio di 684,00 EUR è stato incassato e la polizza RCA/118/0045217 è rinnovata fino al
30/04/2027. In allegato trovi la quietanza e il certificato di assicurazione da comunicare al
Consiglio dell'Ordine ai sensi dell'art. 12 della L. 247/2012.

Conserva questo documento: ti servirà anche per le domiciliazioni all'estero.

Egida Assicurazioni - Numero verde 800 617 330
`,
    html: egida_page(
      `<tr><td style="padding:24px 28px;font-size:14px;line-height:21px">Gentile Avv. Chiara Benvenuti,<br><br>il premio di <b>684,00 &euro;</b> &egrave; stato incassato e la polizza <b>RCA/118/0045217</b> &egrave; rinnovata fino al 30/04/2027.<br><br>In allegato trovi la quietanza e il certificato di assicurazione da comunicare al Consiglio dell'Ordine ai sensi dell'art. 12 della L. 247/2012. Conserva questo documento: ti servir&agrave; anche per le domiciliazioni all'estero.</td></tr>`,
    ),
    enc: "b64",
    attachment: [
      "Certificato_RCA-118-0045217_2026.pdf",
      "application/pdf",
      "%PDF-1.6\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "egida-assicurazioni",
    group: "regional",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://area.egidaassicurazioni.it/Account/ResetPassword?userId=55a1e0b2&code=CfDJ8N2Yp4hQk1xM7rTz0aWb9sLc",
    from: "MyEgida <noreply@area.egidaassicurazioni.it>",
    to: TO,
    subject: "MyEgida - Recupero password",
    date: d(3, 31, "10:02:14"),
    text: `Gentile Cliente,

hai richiesto di recuperare la password di accesso all'area riservata MyEgida.
Per impostarne una nuova clicca sul link seguente (valido 2 ore):

https://area.egidaassicurazioni.it/Account/ResetPassword?userId=55a1e0b2&code=CfDJ8N2Yp4hQk1xM7rTz0aWb9sLc

Se non hai richiesto il recupero, ignora questo messaggio o contatta il numero verde 800 617 330.

Egida Assicurazioni S.p.A.
`,
    html: egida_page(
      `<tr><td style="padding:24px 28px 8px;font-size:14px;line-height:21px">Gentile Cliente,<br><br>hai richiesto di recuperare la password di accesso all'area riservata <b>MyEgida</b>. Per impostarne una nuova clicca sul pulsante (il link &egrave; valido 2 ore):</td></tr>
<tr><td style="padding:14px 28px"><a href="https://area.egidaassicurazioni.it/Account/ResetPassword?userId=55a1e0b2&amp;code=CfDJ8N2Yp4hQk1xM7rTz0aWb9sLc" style="background:#1e5b3a;color:#ffffff;padding:11px 26px;font-size:14px;font-weight:bold;text-decoration:none;display:inline-block">Imposta nuova password</a></td></tr>
<tr><td style="padding:8px 28px 22px;font-size:12px;color:#5f6f5f">Se non hai richiesto il recupero, ignora questo messaggio o contatta il numero verde 800 617 330.</td></tr>`,
    ),
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- translation (translatio-studio, tercume-ada)

const translatio: Mail[] = [
  {
    family: "translatio-studio",
    group: "regional",
    lang: "it",
    kind: "quote",
    code: null,
    link: null,
    from: "Translatio Studio - Preventivi <preventivi@translatiostudio.it>",
    to: TO,
    subject: "Preventivo n. P-26/0219 - traduzione giurata EL>IT (testamento e atti catastali)",
    date: d(4, 17, "11:44:20"),
    text: `Gentile Avvocato,

come da richiesta telefonica, le inviamo il preventivo per la traduzione giurata dal greco
all'italiano della documentazione ricevuta:

  Testamento olografo e verbale di pubblicazione (7 cartelle)      210,00 EUR
  Estratti del Catasto ellenico (Κτηματολόγιο) - 3 documenti        135,00 EUR
  Asseverazione presso il Tribunale di Arezzo (1 verbale)            60,00 EUR
  Marche da bollo (3 x 16,00 EUR)                                    48,00 EUR
  Totale (IVA esclusa ove applicabile)                             453,00 EUR

Consegna: 6 giorni lavorativi dall'accettazione (entro il 27/04/2026 se confermato oggi).
Per accettare è sufficiente rispondere a questa e-mail con «confermo»; l'acconto del 30% può
essere versato sull'IBAN IT58 Q030 6914 1000 0000 0771 204.

Cordiali saluti,
Dott.ssa Irene Mavridis
Translatio Studio - Traduzioni legali e giurate
Via Vittorio Veneto 14, 50129 Firenze - tel. 055 480 2217
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "translatio-studio",
    group: "regional",
    lang: "it",
    kind: "order-ready",
    code: null,
    link: null,
    from: "Irene Mavridis - Translatio Studio <irene.mavridis@translatiostudio.it>",
    to: TO,
    subject: "Re: Preventivo n. P-26/0219 - traduzioni asseverate pronte",
    date: d(4, 27, "16:20:31"),
    text: `Gentile Avvocato,

le traduzioni asseverate sono pronte. In allegato trova le scansioni e la fattura n. 143/2026
(453,00 EUR, acconto di 135,90 EUR già ricevuto; saldo 317,10 EUR).

Gli originali con le marche e il verbale di giuramento possono essere ritirati in studio
(lun-ven 9:30-13:00 / 15:00-18:30) oppure spediti con corriere assicurato a Montevarchi
(12,00 EUR). Ci faccia sapere come preferisce.

Un cordiale saluto,
Irene Mavridis
`,
    html:
      `<div dir="ltr"><div>Gentile Avvocato,</div><div><br></div><div>le traduzioni asseverate sono pronte. In allegato trova le scansioni e la fattura n. 143/2026 (453,00 EUR, acconto di 135,90 EUR gi&agrave; ricevuto; saldo 317,10 EUR).</div><div><br></div><div>Gli originali con le marche e il verbale di giuramento possono essere ritirati in studio (lun-ven 9:30-13:00 / 15:00-18:30) oppure spediti con corriere assicurato a Montevarchi (12,00 EUR). Ci faccia sapere come preferisce.</div><div><br></div><div>Un cordiale saluto,</div><div>Irene Mavridis</div><div><br></div><div style="color:#888;font-size:12px">--<br><b>Translatio Studio</b> &middot; Traduzioni legali e giurate<br>Via Vittorio Veneto 14, 50129 Firenze &middot; 055 480 2217<br><a href="https://www.translatiostudio.it">www.translatiostudio.it</a></div></div>`,
    enc: "qp",
    attachment: [
      "Fattura_143-2026_Translatio.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

const tercume: Mail[] = [
  {
    family: "tercume-ada",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "583107",
    link: null,
    from: "Tercüme Ada <bildirim@tercumeada.com.tr>",
    to: TO,
    subject: "Tercüme Ada müşteri paneli - e-posta doğrulama kodunuz",
    date: d(3, 12, "13:02:45", "+0300"),
    text: `Sayın Chiara Benvenuti,

Tercüme Ada müşteri paneline kaydınızı tamamlamak için aşağıdaki doğrulama kodunu kayıt
ekranına girin:

Doğrulama kodu: 583 107

Kod 15 dakika geçerlidir. Bu işlemi siz başlatmadıysanız bu e-postayı dikkate almayınız.

Tercüme Ada Yeminli Tercüme Bürosu
Bağdat Cad. No: 214/3, 34728 Kadıköy / İstanbul
Tel: +90 216 385 20 40 - www.tercumeada.com.tr
`,
    html: `<html><body style="margin:0;background:#f3f1ee;font-family:Tahoma,Arial,sans-serif;color:#2b2b2b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #eee"><img src="https://www.tercumeada.com.tr/assets/mail/logo.png" alt="Tercüme Ada" width="130" height="34"></td></tr>
<tr><td style="padding:24px 28px 6px;font-size:15px;line-height:22px">Sayın Chiara Benvenuti,<br><br>Tercüme Ada müşteri paneline kaydınızı tamamlamak için aşağıdaki doğrulama kodunu kayıt ekranına girin:</td></tr>
<tr><td align="center" style="padding:18px 28px"><div style="display:inline-block;border:2px dashed #c0392b;padding:12px 30px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#c0392b">583 107</div></td></tr>
<tr><td style="padding:6px 28px 24px;font-size:13px;color:#666;line-height:20px">Kod 15 dakika geçerlidir. Bu işlemi siz başlatmadıysanız bu e-postayı dikkate almayınız.</td></tr>
<tr><td style="padding:14px 28px;background:#faf8f5;font-size:11px;color:#888;line-height:17px">Tercüme Ada Yeminli Tercüme Bürosu &middot; Bağdat Cad. No: 214/3, 34728 Kadıköy / İstanbul<br>Tel: +90 216 385 20 40 &middot; <a href="https://www.tercumeada.com.tr" style="color:#888">www.tercumeada.com.tr</a> &middot; <a href="https://www.tercumeada.com.tr/kvkk" style="color:#888">KVKK Aydınlatma Metni</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "tercume-ada",
    group: "regional",
    lang: "tr",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "Tercüme Ada <bildirim@tercumeada.com.tr>",
    to: TO,
    subject: "Siparişiniz teslim edildi - TA-2026-04812 (İtalyanca > Türkçe, noter onaylı)",
    date: d(4, 7, "17:31:09", "+0300"),
    text: `Sayın Chiara Benvenuti,

TA-2026-04812 numaralı siparişinizin çevirisi tamamlanmış ve noter onayı alınmıştır.

Belge: Distribütörlük sözleşmesi taslağı (İtalyanca > Türkçe), 18 sayfa
Noter: Kadıköy 14. Noterliği, yevmiye no. 11907
Tutar: 7.450,00 TL (KDV dahil) - ödendi
Kargo: Orijinal nüshalar 8 Nisan 2026 tarihinde DHL ile İtalya'ya gönderilecektir
(takip numarası ayrıca bildirilecektir).

Taranmış kopyaları müşteri panelinizdeki "Siparişlerim" bölümünden indirebilirsiniz.

Bizi tercih ettiğiniz için teşekkür ederiz.
Tercüme Ada Yeminli Tercüme Bürosu - +90 216 385 20 40
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- continuing education (aula-iuris)

const aula: Mail[] = [
  {
    family: "aula-iuris",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "902715",
    link: null,
    from: "Aula Iuris <accessi@aulaiuris.it>",
    to: TO,
    subject: "Codice di accesso alla piattaforma Aula Iuris",
    date: d(3, 18, "18:59:12"),
    text: `Gentile Avv. Benvenuti,

per accedere alla piattaforma formativa Aula Iuris inserisca il seguente codice:

    90 27 15

Il codice è personale e vale 10 minuti. Le ricordiamo che, ai fini del riconoscimento dei
crediti formativi, la frequenza ai corsi e-learning è rilevata solo con accesso personale.

Assistenza tecnica: assistenza@aulaiuris.it - 051 644 9082 (lun-ven 9-18)
Aula Iuris - Ente accreditato CNF per la formazione continua - Via dell'Indipendenza 33, 40121 Bologna
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Calibri,Arial,sans-serif;color:#262626">
<table width="580" cellpadding="0" cellspacing="0" style="margin:0 auto;border:1px solid #e1e1e1">
<tr><td style="padding:14px 24px;background:#8c1d40;color:#fff;font-size:20px;font-family:Georgia,serif">Aula <i>Iuris</i></td></tr>
<tr><td style="padding:24px 24px 8px;font-size:15px;line-height:22px">Gentile Avv. Benvenuti,<br><br>per accedere alla piattaforma formativa Aula Iuris inserisca il seguente codice:</td></tr>
<tr><td style="padding:10px 24px"><table cellpadding="0" cellspacing="0"><tr>
<td style="font-size:28px;font-weight:bold;padding:8px 12px;background:#f6eef1;color:#8c1d40">90</td><td width="8"></td>
<td style="font-size:28px;font-weight:bold;padding:8px 12px;background:#f6eef1;color:#8c1d40">27</td><td width="8"></td>
<td style="font-size:28px;font-weight:bold;padding:8px 12px;background:#f6eef1;color:#8c1d40">15</td></tr></table></td></tr>
<tr><td style="padding:12px 24px 20px;font-size:13px;line-height:20px;color:#555">Il codice &egrave; personale e vale 10 minuti. Ai fini del riconoscimento dei crediti formativi, la frequenza ai corsi e-learning &egrave; rilevata solo con accesso personale.</td></tr>
<tr><td style="padding:12px 24px;background:#f7f7f7;font-size:11px;color:#888">Assistenza tecnica: <a href="mailto:assistenza@aulaiuris.it" style="color:#8c1d40">assistenza@aulaiuris.it</a> &middot; 051 644 9082 (lun-ven 9-18)<br>Aula Iuris &ndash; Ente accreditato CNF &middot; Via dell'Indipendenza 33, 40121 Bologna</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "aula-iuris",
    group: "regional",
    lang: "it",
    kind: "webinar-reminder",
    code: null,
    link: null,
    from: "Aula Iuris <eventi@aulaiuris.it>",
    to: TO,
    subject: "Oggi alle 15:00: «Arbitrato internazionale e lodi esteri» - link per collegarsi",
    date: d(4, 10, "08:00:00"),
    text: `Gentile Avv. Benvenuti,

le ricordiamo il webinar di oggi, venerdì 10 aprile 2026, dalle 15:00 alle 18:00:

«Arbitrato internazionale e riconoscimento dei lodi esteri in Italia, Grecia e Cipro»
Relatori: Prof. Avv. Dimitris Karras (Atene), Avv. Lorenza Vitali (Milano)
Crediti formativi: 3 (materia non obbligatoria)

Collegamento alla diretta:
https://live.aulaiuris.it/webinar/ARB-0410?p=benvenuti-c-7714

Per ottenere i crediti occorre restare collegati almeno per l'80% della durata e rispondere ai
due sondaggi di presenza. L'attestato sarà disponibile entro 10 giorni nell'area personale.

Materiali: https://www.aulaiuris.it/corsi/arb-0410/materiali
`,
    html: `<html><body style="margin:0;font-family:Calibri,Arial,sans-serif;color:#262626">
<table width="580" cellpadding="0" cellspacing="0" style="margin:0 auto;border:1px solid #e1e1e1">
<tr><td style="padding:14px 24px;background:#8c1d40;color:#fff;font-size:20px;font-family:Georgia,serif">Aula <i>Iuris</i></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:15px;line-height:22px">Gentile Avv. Benvenuti,<br>le ricordiamo il webinar di oggi, <b>venerd&igrave; 10 aprile 2026, dalle 15:00 alle 18:00</b>:</td></tr>
<tr><td style="padding:8px 24px;font-size:17px;font-family:Georgia,serif;color:#8c1d40">&laquo;Arbitrato internazionale e riconoscimento dei lodi esteri in Italia, Grecia e Cipro&raquo;</td></tr>
<tr><td style="padding:4px 24px 12px;font-size:13px;color:#555">Relatori: Prof. Avv. Dimitris Karras (Atene), Avv. Lorenza Vitali (Milano) &middot; Crediti: 3</td></tr>
<tr><td style="padding:10px 24px"><a href="https://live.aulaiuris.it/webinar/ARB-0410?p=benvenuti-c-7714" style="background:#8c1d40;color:#fff;padding:10px 22px;text-decoration:none;font-weight:bold;font-size:14px">Collegati alla diretta</a></td></tr>
<tr><td style="padding:14px 24px;font-size:13px;line-height:20px;color:#555">Per ottenere i crediti occorre restare collegati almeno per l'80% della durata e rispondere ai due sondaggi di presenza. L'attestato sar&agrave; disponibile entro 10 giorni nell'area personale.<br><a href="https://www.aulaiuris.it/corsi/arb-0410/materiali" style="color:#8c1d40">Scarica i materiali</a></td></tr>
<tr><td style="padding:12px 24px;background:#f7f7f7;font-size:11px;color:#888">Aula Iuris &ndash; Via dell'Indipendenza 33, 40121 Bologna &middot; <a href="https://www.aulaiuris.it/newsletter/cancella" style="color:#888">Non ricevere pi&ugrave; promemoria</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "aula-iuris",
    group: "regional",
    lang: "it",
    kind: "certificate",
    code: null,
    link: null,
    from: "Aula Iuris <attestati@aulaiuris.it>",
    to: TO,
    subject: "Attestato di partecipazione - ARB-0410 - 3 crediti formativi",
    date: d(4, 18, "10:10:10"),
    text: `Gentile Avv. Chiara Benvenuti,

in allegato trova l'attestato di partecipazione al corso ARB-0410 «Arbitrato internazionale e
riconoscimento dei lodi esteri in Italia, Grecia e Cipro» del 10/04/2026.

Presenza rilevata: 2 h 54 min (97%) - sondaggi: 2/2
Crediti riconosciuti: 3 (accreditamento CNF n. 2026/FC/00871)

I crediti sono stati trasmessi al suo Ordine di appartenenza (COA Valdarno) e risulteranno
nel portale Riconosco entro 30 giorni.

Segreteria didattica Aula Iuris - 051 644 9080
`,
    html: null,
    enc: "qp",
    attachment: [
      "Attestato_ARB-0410_Benvenuti.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Greek e-filing (themis-katathesi)

function themis_page(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eceff3;font-family:'Open Sans',Arial,sans-serif;color:#1f2d3d">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #1d5fa8">
<tr><td style="padding:16px 26px;border-bottom:1px solid #e3e8ee"><img src="https://www.themis-katathesi.gr/static/img/themis-logo.png" alt="ΘΕΜΙΣ - Ηλεκτρονική Κατάθεση Δικογράφων" width="220" height="40"></td></tr>
${inner}
<tr><td style="padding:14px 26px;background:#f5f7fa;font-size:11px;line-height:16px;color:#7a8899">Αυτό το μήνυμα στάλθηκε αυτόματα από την πλατφόρμα ΘΕΜΙΣ. Παρακαλούμε μην απαντάτε.<br>Γραφείο υποστήριξης: 213 160 5500 (Δευτ.-Παρ. 08:00-16:00) &middot; <a href="https://www.themis-katathesi.gr/voitheia" style="color:#7a8899">Βοήθεια</a> &middot; <a href="https://www.themis-katathesi.gr/prosopika-dedomena" style="color:#7a8899">Προσωπικά δεδομένα</a></td></tr>
</table></td></tr></table></body></html>`;
}

const themis: Mail[] = [
  {
    family: "themis-katathesi",
    group: "regional",
    lang: "el",
    kind: "login-code",
    code: "902417",
    link: null,
    from: "ΘΕΜΙΣ Ηλεκτρονική Κατάθεση <noreply@themis-katathesi.gr>",
    to: TO,
    subject: "Κωδικός μίας χρήσης για είσοδο στην πλατφόρμα ΘΕΜΙΣ",
    date: d(3, 16, "09:41:27", "+0200"),
    text: `Αγαπητή κυρία Benvenuti,

για να ολοκληρώσετε την είσοδό σας στην πλατφόρμα ηλεκτρονικής κατάθεσης δικογράφων ΘΕΜΙΣ
πληκτρολογήστε τον παρακάτω κωδικό μίας χρήσης:

Κωδικός: 902 417

Ο κωδικός ισχύει για 5 λεπτά. Αν δεν επιχειρήσατε εσείς να συνδεθείτε, επικοινωνήστε με το
γραφείο υποστήριξης στο 213 160 5500.

Αρ. Μητρώου Δικηγόρου (ΑΜΔΣ): ΕΕ-0412 (εγκατεστημένη αλλοδαπή δικηγόρος)
`,
    html: themis_page(
      `<tr><td style="padding:22px 26px 6px;font-size:14px;line-height:22px">Αγαπητή κυρία Benvenuti,<br><br>για να ολοκληρώσετε την είσοδό σας στην πλατφόρμα ηλεκτρονικής κατάθεσης δικογράφων ΘΕΜΙΣ πληκτρολογήστε τον παρακάτω κωδικό μίας χρήσης:</td></tr>
<tr><td align="center" style="padding:16px 26px"><span style="display:inline-block;background:#eaf2fb;border:1px solid #b9d2ee;padding:12px 28px;font-size:28px;letter-spacing:5px;font-weight:bold;color:#1d5fa8">902 417</span></td></tr>
<tr><td style="padding:6px 26px 22px;font-size:13px;line-height:20px;color:#4b5b6b">Ο κωδικός ισχύει για 5 λεπτά. Αν δεν επιχειρήσατε εσείς να συνδεθείτε, επικοινωνήστε με το γραφείο υποστήριξης στο 213 160 5500.<br><br>ΑΜΔΣ: ΕΕ-0412 (εγκατεστημένη αλλοδαπή δικηγόρος)</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "themis-katathesi",
    group: "regional",
    lang: "el",
    kind: "filing-receipt",
    code: null,
    link: null,
    from: "ΘΕΜΙΣ Ηλεκτρονική Κατάθεση <noreply@themis-katathesi.gr>",
    to: TO,
    subject: "Απόδειξη ηλεκτρονικής κατάθεσης - ΓΑΚ 3318/2026 - Ειρηνοδικείο Χαλκίδας",
    date: d(3, 16, "10:07:52", "+0200"),
    text: `ΑΠΟΔΕΙΞΗ ΗΛΕΚΤΡΟΝΙΚΗΣ ΚΑΤΑΘΕΣΗΣ

Δικαστήριο: Ειρηνοδικείο Χαλκίδας
Είδος δικογράφου: Αίτηση αποδοχής κληρονομίας με το ευεργέτημα της απογραφής
Αιτούσα: Ελένη Παπαδοπούλου του Νικολάου
Πληρεξούσια δικηγόρος: Chiara Benvenuti (ΑΜΔΣ ΕΕ-0412)

Γενικός Αριθμός Κατάθεσης (ΓΑΚ): 3318/2026
Ειδικός Αριθμός Κατάθεσης (ΕΑΚ): 412/2026
Ημερομηνία κατάθεσης: 16/03/2026 10:07
Παράβολο e-παράβολο: 41298877301 - 120,00 EUR (επαληθευμένο)

Η κατάθεση θα εξεταστεί από τη Γραμματεία. Ο ορισμός δικασίμου θα σας κοινοποιηθεί
με νεότερο μήνυμα.
`,
    html: themis_page(
      `<tr><td style="padding:20px 26px 6px;font-size:16px;font-weight:bold;color:#1d5fa8">ΑΠΟΔΕΙΞΗ ΗΛΕΚΤΡΟΝΙΚΗΣ ΚΑΤΑΘΕΣΗΣ</td></tr>
<tr><td style="padding:6px 26px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e3e8ee">
<tr><td style="background:#f5f7fa;width:210px">Δικαστήριο</td><td>Ειρηνοδικείο Χαλκίδας</td></tr>
<tr><td style="background:#f5f7fa">Είδος δικογράφου</td><td>Αίτηση αποδοχής κληρονομίας με το ευεργέτημα της απογραφής</td></tr>
<tr><td style="background:#f5f7fa">Αιτούσα</td><td>Ελένη Παπαδοπούλου του Νικολάου</td></tr>
<tr><td style="background:#f5f7fa">Πληρεξούσια δικηγόρος</td><td>Chiara Benvenuti (ΑΜΔΣ ΕΕ-0412)</td></tr>
<tr><td style="background:#f5f7fa">ΓΑΚ / ΕΑΚ</td><td><b>3318/2026</b> / 412/2026</td></tr>
<tr><td style="background:#f5f7fa">Ημερομηνία κατάθεσης</td><td>16/03/2026 10:07</td></tr>
<tr><td style="background:#f5f7fa">e-Παράβολο</td><td>41298877301 &ndash; 120,00 &euro; (επαληθευμένο)</td></tr></table></td></tr>
<tr><td style="padding:14px 26px 22px;font-size:13px;line-height:20px;color:#4b5b6b">Η κατάθεση θα εξεταστεί από τη Γραμματεία. Ο ορισμός δικασίμου θα σας κοινοποιηθεί με νεότερο μήνυμα.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "themis-katathesi",
    group: "regional",
    lang: "el",
    kind: "hearing-date",
    code: null,
    link: null,
    from: "ΘΕΜΙΣ Ηλεκτρονική Κατάθεση <noreply@themis-katathesi.gr>",
    to: TO,
    subject: "Ορισμός δικασίμου - ΓΑΚ 3318/2026",
    date: d(4, 2, "13:15:40", "+0300"),
    text: `Αγαπητή κυρία Benvenuti,

για την υπόθεση με ΓΑΚ 3318/2026 (Ειρηνοδικείο Χαλκίδας, αίτηση Ελένης Παπαδοπούλου)
ορίστηκε δικάσιμος:

    Τρίτη 19 Μαΐου 2026, ώρα 09:00, αίθουσα 2 - διαδικασία εκουσίας δικαιοδοσίας

Η κλήση προς τους τυχόν ενδιαφερόμενους πρέπει να επιδοθεί τουλάχιστον 30 ημέρες πριν από
τη δικάσιμο. Την πράξη ορισμού μπορείτε να τη δείτε στη θυρίδα σας, στην ενότητα «Οι
καταθέσεις μου».

ΘΕΜΙΣ - Ηλεκτρονική Κατάθεση Δικογράφων
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Greek legal database (nomobase)

const nomobase: Mail[] = [
  {
    family: "nomobase",
    group: "regional",
    lang: "el",
    kind: "verify-link",
    code: null,
    link: "https://www.nomobase.gr/logariasmos/epivevaiosi/3c0e7a51-92f4-4b1d-a8e6-0d4f19b2c8aa",
    from: "NomoBase <info@nomobase.gr>",
    to: TO,
    subject: "Επιβεβαίωση διεύθυνσης email - NomoBase",
    date: d(3, 8, "20:26:11", "+0200"),
    text: `Καλώς ήρθατε στη NomoBase!

Για να ενεργοποιήσετε τον λογαριασμό σας και τη συνδρομή «Δικηγόρος Basic» (29,00 EUR/μήνα
+ ΦΠΑ 24%) επιβεβαιώστε τη διεύθυνση email σας:

https://www.nomobase.gr/logariasmos/epivevaiosi/3c0e7a51-92f4-4b1d-a8e6-0d4f19b2c8aa

Ο σύνδεσμος ισχύει για 48 ώρες.

Αν δεν δημιουργήσατε εσείς λογαριασμό, αγνοήστε αυτό το μήνυμα.

NomoBase Α.Ε. - Ακαδημίας 61, 106 79 Αθήνα - 210 364 1180
`,
    html: `<!doctype html><html lang="el"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#202020">
<tr><td style="padding:18px 30px;background:#202020"><span style="font-family:Georgia,serif;font-size:22px;color:#e9c46a">Nomo</span><span style="font-family:Georgia,serif;font-size:22px;color:#ffffff">Base</span></td></tr>
<tr><td style="padding:26px 30px 8px;font-size:20px;font-weight:bold">Καλώς ήρθατε στη NomoBase!</td></tr>
<tr><td style="padding:4px 30px 10px;font-size:14px;line-height:22px">Για να ενεργοποιήσετε τον λογαριασμό σας και τη συνδρομή «Δικηγόρος Basic» (29,00 &euro;/μήνα + ΦΠΑ 24%) επιβεβαιώστε τη διεύθυνση email σας.</td></tr>
<tr><td style="padding:16px 30px"><a href="https://www.nomobase.gr/logariasmos/epivevaiosi/3c0e7a51-92f4-4b1d-a8e6-0d4f19b2c8aa" style="background:#e9c46a;color:#202020;font-weight:bold;font-size:14px;padding:12px 28px;text-decoration:none;display:inline-block">Επιβεβαίωση email</a></td></tr>
<tr><td style="padding:8px 30px 24px;font-size:12px;color:#6f6f6f;line-height:19px">Ο σύνδεσμος ισχύει για 48 ώρες. Αν δεν δημιουργήσατε εσείς λογαριασμό, αγνοήστε αυτό το μήνυμα.</td></tr>
<tr><td style="padding:14px 30px;background:#f4f4f0;font-size:11px;color:#8a8a8a">NomoBase Α.Ε. &middot; Ακαδημίας 61, 106 79 Αθήνα &middot; 210 364 1180 &middot; <a href="https://www.nomobase.gr/oroi" style="color:#8a8a8a">Όροι χρήσης</a> &middot; <a href="https://www.facebook.com/nomobase.gr" style="color:#8a8a8a">Facebook</a> &middot; <a href="https://www.linkedin.com/company/nomobase" style="color:#8a8a8a">LinkedIn</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "nomobase",
    group: "regional",
    lang: "el",
    kind: "newsletter",
    code: null,
    link: null,
    from: "NomoBase Ενημέρωση <newsletter@nomobase.gr>",
    to: TO,
    subject: "Νομολογιακή ενημέρωση Απριλίου: ΑΠ 412/2026 για την αποποίηση κληρονομίας",
    date: d(4, 13, "07:00:00", "+0300"),
    headers: [["List-Unsubscribe", "<https://www.nomobase.gr/newsletter/diagrafi?id=77ab31>"]],
    text: `ΝΟΜΟΛΟΓΙΑΚΗ ΕΝΗΜΕΡΩΣΗ - ΑΠΡΙΛΙΟΣ 2026

ΑΡΕΙΟΣ ΠΑΓΟΣ
ΑΠ 412/2026 (Α2 Πολ. Τμήμα) - Προθεσμία αποποίησης κληρονομίας όταν ο κληρονόμος διαμένει
στην αλλοδαπή: η προθεσμία είναι ενός έτους (άρθρο 1847 ΑΚ).
https://www.nomobase.gr/nomologia/ap-412-2026

ΝΟΜΟΘΕΣΙΑ
Ν. 5291/2026 (ΦΕΚ Α' 48/27.03.2026) - Τροποποιήσεις του ΚΠολΔ για την ηλεκτρονική κατάθεση.

ΣΕΜΙΝΑΡΙΑ
Τετάρτη 6 Μαΐου, 18:00 - «Διασυνοριακές κληρονομίες και Κανονισμός 650/2012» (διαδικτυακά)

Λαμβάνετε αυτό το μήνυμα ως συνδρομήτρια της NomoBase.
Διαγραφή: https://www.nomobase.gr/newsletter/diagrafi?id=77ab31
`,
    html: `<!doctype html><html lang="el"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#202020;margin-top:20px">
<tr><td style="padding:18px 30px;background:#202020"><span style="font-family:Georgia,serif;font-size:22px;color:#e9c46a">Nomo</span><span style="font-family:Georgia,serif;font-size:22px;color:#ffffff">Base</span> <span style="color:#aaa;font-size:12px;padding-left:10px">Νομολογιακή ενημέρωση &middot; Απρίλιος 2026</span></td></tr>
<tr><td style="padding:22px 30px 4px;font-size:12px;color:#b08a2e;font-weight:bold">ΑΡΕΙΟΣ ΠΑΓΟΣ</td></tr>
<tr><td style="padding:2px 30px 14px;font-size:15px;line-height:23px"><a href="https://www.nomobase.gr/nomologia/ap-412-2026" style="color:#202020;font-weight:bold">ΑΠ 412/2026 (Α2 Πολ. Τμήμα)</a> &ndash; Προθεσμία αποποίησης κληρονομίας όταν ο κληρονόμος διαμένει στην αλλοδαπή: η προθεσμία είναι ενός έτους (άρθρο 1847 ΑΚ).</td></tr>
<tr><td style="padding:14px 30px 4px;font-size:12px;color:#b08a2e;font-weight:bold;border-top:1px solid #eee">ΝΟΜΟΘΕΣΙΑ</td></tr>
<tr><td style="padding:2px 30px 14px;font-size:14px;line-height:22px">Ν. 5291/2026 (ΦΕΚ Α' 48/27.03.2026) &ndash; Τροποποιήσεις του ΚΠολΔ για την ηλεκτρονική κατάθεση.</td></tr>
<tr><td style="padding:14px 30px 4px;font-size:12px;color:#b08a2e;font-weight:bold;border-top:1px solid #eee">ΣΕΜΙΝΑΡΙΑ</td></tr>
<tr><td style="padding:2px 30px 20px;font-size:14px;line-height:22px">Τετάρτη 6 Μαΐου, 18:00 &ndash; «Διασυνοριακές κληρονομίες και Κανονισμός 650/2012» (διαδικτυακά). <a href="https://www.nomobase.gr/seminaria/650-2012" style="color:#b08a2e">Εγγραφή</a></td></tr>
<tr><td style="padding:14px 30px;background:#f4f4f0;font-size:11px;color:#8a8a8a">Λαμβάνετε αυτό το μήνυμα ως συνδρομήτρια της NomoBase. <a href="https://www.nomobase.gr/newsletter/diagrafi?id=77ab31" style="color:#8a8a8a">Διαγραφή</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Cyprus e-filing (kyprion-efiling)

const kyprion: Mail[] = [
  {
    family: "kyprion-efiling",
    group: "regional",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: "https://portal.kyprion-efiling.com.cy/Account/Activate?uid=LAW-CY-20931&token=e6Yh2QpLk0sVn8Rw",
    from: "Kyprion e-Filing <accounts@kyprion-efiling.com.cy>",
    to: TO,
    subject: "Activate your Kyprion e-Filing account",
    date: d(3, 4, "15:33:08", "+0200"),
    text: `Dear Ms Chiara Benvenuti,

Your registration as a foreign lawyer acting with local counsel (Mr Andreas Hadjipetrou, Advocate,
Nicosia) has been approved by the Registry.

User ID: LAW-CY-20931

To activate your account and set your password, open the link below within 72 hours:
https://portal.kyprion-efiling.com.cy/Account/Activate?uid=LAW-CY-20931&token=e6Yh2QpLk0sVn8Rw

Once activated you will be able to view the case files linked to your appointments and
receive electronic notifications. Filing fees are charged to the account of the local counsel.

Kyprion e-Filing Service Desk
+357 22 805 900 | servicedesk@kyprion-efiling.com.cy | Mon-Fri 07:30-15:30
`,
    html: `<html><body style="margin:0;background:#f2f4f6;font-family:'Segoe UI',Tahoma,sans-serif;color:#212b36">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;margin-top:24px;border:1px solid #dde2e7">
<tr><td style="padding:16px 28px;background:#0c6e7a"><img src="https://portal.kyprion-efiling.com.cy/Content/img/kyprion-logo-white.png" alt="Kyprion e-Filing" height="30"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:14px;line-height:22px">Dear Ms Chiara Benvenuti,<br><br>Your registration as a foreign lawyer acting with local counsel (Mr Andreas Hadjipetrou, Advocate, Nicosia) has been approved by the Registry.</td></tr>
<tr><td style="padding:4px 28px;font-size:14px">User ID: <b>LAW-CY-20931</b></td></tr>
<tr><td style="padding:20px 28px"><a href="https://portal.kyprion-efiling.com.cy/Account/Activate?uid=LAW-CY-20931&amp;token=e6Yh2QpLk0sVn8Rw" style="background:#0c6e7a;color:#fff;padding:11px 26px;text-decoration:none;font-size:14px;border-radius:3px">Activate account</a></td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;line-height:20px;color:#5c6873">The link is valid for 72 hours. Once activated you will be able to view the case files linked to your appointments and receive electronic notifications. Filing fees are charged to the account of the local counsel.</td></tr>
<tr><td style="padding:12px 28px;background:#f7f9fa;font-size:11px;color:#8795a1">Kyprion e-Filing Service Desk &middot; +357 22 805 900 &middot; servicedesk@kyprion-efiling.com.cy &middot; Mon&ndash;Fri 07:30&ndash;15:30</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "kyprion-efiling",
    group: "regional",
    lang: "en",
    kind: "filing-accepted",
    code: null,
    link: null,
    from: "Kyprion e-Filing <notifications@kyprion-efiling.com.cy>",
    to: TO,
    subject: "[Kyprion] Filing accepted - Action 1187/2025 - Application for directions",
    date: d(4, 3, "11:48:30", "+0300"),
    text: `FILING ACCEPTED

Court: District Court of Nicosia
Case: Action No. 1187/2025 - Charalambous Shipping Ltd v. Kaya Marine Services Ltd
Document: Application for directions (summons) with affidavit of A. Charalambous
Filed by: A. Hadjipetrou & Co LLC (with C. Benvenuti, foreign counsel)
Filing reference: NIC-E-2026-0044871
Accepted: 03/04/2026 11:47
Court fee: 67.00 EUR - charged to account HADJ-0092

Fixed for directions: 23/04/2026 at 10:00 before Hon. Judge M. Ioannou (remote hearing).
The sealed copy is available in the case file.

This is an automated notification. Please do not reply.
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "kyprion-efiling",
    group: "regional",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Kyprion e-Filing <accounts@kyprion-efiling.com.cy>",
    to: TO,
    subject: "Your Kyprion e-Filing password was changed",
    date: d(4, 24, "06:12:19", "+0300"),
    text: `Dear Ms Chiara Benvenuti,

The password for your Kyprion e-Filing account (User ID LAW-CY-20931) was changed on
24/04/2026 at 06:11 (Cyprus time) from IP address 85.12.xx.xx (Nicosia, CY).

If you made this change, no further action is needed.
If you did not, contact the Service Desk immediately on +357 22 805 900 so that the account can
be suspended. Outside office hours write to security@kyprion-efiling.com.cy.

Kyprion e-Filing Service Desk
`,
    html: `<html><body style="margin:0;background:#f2f4f6;font-family:'Segoe UI',Tahoma,sans-serif;color:#212b36">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;margin-top:24px;border:1px solid #dde2e7">
<tr><td style="padding:16px 28px;background:#0c6e7a"><img src="https://portal.kyprion-efiling.com.cy/Content/img/kyprion-logo-white.png" alt="Kyprion e-Filing" height="30"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:22px">Dear Ms Chiara Benvenuti,<br><br>The password for your Kyprion e-Filing account (User ID <b>LAW-CY-20931</b>) was changed on <b>24/04/2026 at 06:11</b> (Cyprus time) from IP address 85.12.xx.xx (Nicosia, CY).<br><br>If you made this change, no further action is needed.<br>If you did not, contact the Service Desk immediately on <b>+357 22 805 900</b> so that the account can be suspended. Outside office hours write to <a href="mailto:security@kyprion-efiling.com.cy" style="color:#0c6e7a">security@kyprion-efiling.com.cy</a>.</td></tr>
<tr><td style="padding:12px 28px;background:#f7f9fa;font-size:11px;color:#8795a1">Kyprion e-Filing Service Desk &middot; <a href="https://portal.kyprion-efiling.com.cy/help" style="color:#8795a1">Help</a> &middot; <a href="https://portal.kyprion-efiling.com.cy/privacy" style="color:#8795a1">Privacy notice</a></td></tr>
</table></body></html>`,
    enc: "7bit",
  },
];

export const mails: Mail[] = [
  ...pecsicura,
  ...tribunale,
  ...coa,
  ...iurisdata,
  ...credito,
  ...ilex,
  ...firmalux,
  ...clientbrief,
  ...docuvela,
  ...vocalis,
  ...levanta,
  ...ledrino,
  ...egida,
  ...translatio,
  ...tercume,
  ...aula,
  ...themis,
  ...nomobase,
  ...kyprion,
];
