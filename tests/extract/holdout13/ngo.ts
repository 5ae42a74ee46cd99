/**
 * The inboxes of the staff of a small non-profit working in East and West Africa over September and
 * October 2026: mobile money and banks, grant and donor portals, crowdfunding, office and file tools,
 * telecoms, registration and tax portals, travel, events, field-data and fleet tools, local suppliers.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

/** A simple centred card layout, the way most transactional senders ship it. */
function card(o: {
  pre: string;
  brand: string;
  color: string;
  logo: string;
  body: string;
  footer: string;
  lang?: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${o.brand}</title></head>
<body style="margin:0;padding:0;background:#f2f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${o.pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f4f6;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="background:${o.color};padding:18px 28px;border-radius:6px 6px 0 0;">
<img src="${o.logo}" width="140" height="32" alt="${o.brand}" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#222222;">
${o.body}
</td></tr>
<tr><td style="padding:18px 28px;background:#fafafa;border-top:1px solid #e5e5e5;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#888888;border-radius:0 0 6px 6px;">
${o.footer}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a>
</td></tr></table>`;
}

function digit_cells(code: string, color = "#111111"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:18px 0;"><tr>${
    [...code].map((d) =>
      `<td width="40" height="48" align="center" style="border:1px solid #d0d5dd;border-radius:6px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};">${d}</td>`
    ).join("")
  }</tr></table>`;
}

// ---------------------------------------------------------------- mails

export const mails: Mail[] = [
  // ---- Zuri Pesa (Kenyan mobile money, business account)
  {
    family: "zuri-pesa",
    group: "regional",
    lang: "en",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Zuri Pesa Business <no-reply@biz.zuripesa.co.ke>",
    subject: "You have received KES 48,500.00 from KAMAU & SONS HARDWARE",
    date: "Wed, 02 Sep 2026 10:14:37 +0300",
    text: `Zuri Pesa Business

Transaction ID: SJ29K4TQ8M
Confirmed. You have received KES 48,500.00 from KAMAU & SONS HARDWARE 0722 418 903 on 2/9/26 at 10:14 AM.
Account: TUMAINI WATER TRUST (Till 5523190)
New Business balance: KES 312,406.50
Transaction cost: KES 0.00

To view your full statement, log in to Zuri Pesa Business on the web or dial *334*7#.

Never share your PIN with anyone. Zuri Pesa staff will never ask for it.
Customer care: 0700 200 200 | business@zuripesa.co.ke
Zuri Pesa Ltd, Westlands Square, 4th Floor, Nairobi. Regulated by the Central Bank of Kenya.`,
    html: card({
      pre: "KES 48,500.00 received from KAMAU & SONS HARDWARE",
      brand: "Zuri Pesa Business",
      color: "#0a7d3b",
      logo: "https://static.zuripesa.co.ke/email/logo-biz-white.png",
      body: `<p style="margin:0 0 6px;font-size:13px;color:#6b7280;">Transaction ID</p>
<p style="margin:0 0 18px;font-size:18px;font-weight:bold;letter-spacing:1px;">SJ29K4TQ8M</p>
<p>Confirmed. You have received <strong>KES 48,500.00</strong> from <strong>KAMAU &amp; SONS HARDWARE</strong> 0722 418 903 on 2/9/26 at 10:14 AM.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr><td style="border-bottom:1px solid #eee;color:#6b7280;">Account</td><td style="border-bottom:1px solid #eee;text-align:right;">TUMAINI WATER TRUST (Till 5523190)</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#6b7280;">New Business balance</td><td style="border-bottom:1px solid #eee;text-align:right;">KES 312,406.50</td></tr>
<tr><td style="color:#6b7280;">Transaction cost</td><td style="text-align:right;">KES 0.00</td></tr>
</table>
<p style="margin-top:20px;">To view your full statement, <a href="https://business.zuripesa.co.ke/statements?utm_source=txn_email" style="color:#0a7d3b;">log in to Zuri Pesa Business</a> or dial *334*7#.</p>`,
      footer: `Never share your PIN with anyone. Zuri Pesa staff will never ask for it.<br>
Customer care: 0700 200 200 &middot; <a href="mailto:business@zuripesa.co.ke" style="color:#888;">business@zuripesa.co.ke</a><br>
Zuri Pesa Ltd, Westlands Square, 4th Floor, Nairobi. Regulated by the Central Bank of Kenya.<br>
<a href="https://www.zuripesa.co.ke/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://www.zuripesa.co.ke/terms" style="color:#888;">Terms</a>`,
    }),
    enc: "qp",
  },
  {
    family: "zuri-pesa",
    group: "regional",
    lang: "sw",
    kind: "link-confirm-code",
    code: "730418",
    link: null,
    from: "Zuri Pesa Business <no-reply@biz.zuripesa.co.ke>",
    subject: "Nambari ya uthibitisho: kuunganisha Till 5523190",
    date: "Mon, 07 Sep 2026 15:41:02 +0300",
    text: `Habari TUMAINI WATER TRUST,

Umeomba kuunganisha Till 5523190 na huduma ya nje "Harambee Rise - Malipo".
Ili kukamilisha, weka nambari hii ya uthibitisho kwenye ukurasa uliofungua:

    730 418

Nambari hii itaisha baada ya dakika 10 (saa 15:51).
Kama hukuomba hili, usishiriki nambari hii na mtu yeyote, piga 0700 200 200 mara moja.

Zuri Pesa Ltd, Westlands Square, Nairobi
https://www.zuripesa.co.ke/usalama`,
    html: card({
      lang: "sw",
      pre: "Weka nambari hii kukamilisha kuunganisha Till yako",
      brand: "Zuri Pesa Business",
      color: "#0a7d3b",
      logo: "https://static.zuripesa.co.ke/email/logo-biz-white.png",
      body: `<p>Habari <strong>TUMAINI WATER TRUST</strong>,</p>
<p>Umeomba kuunganisha Till <strong>5523190</strong> na huduma ya nje <em>"Harambee Rise - Malipo"</em>. Ili kukamilisha, weka nambari hii ya uthibitisho kwenye ukurasa uliofungua:</p>
<p style="margin:24px 0;text-align:center;"><span style="display:inline-block;padding:14px 24px;background:#eef8f1;border:1px dashed #0a7d3b;font-size:30px;font-weight:bold;letter-spacing:8px;font-family:Consolas,monospace;">730 418</span></p>
<p style="font-size:13px;color:#6b7280;">Nambari hii itaisha baada ya dakika 10 (saa 15:51).</p>
<p style="font-size:13px;">Kama hukuomba hili, usishiriki nambari hii na mtu yeyote, piga <strong>0700 200 200</strong> mara moja.</p>`,
      footer:
        `Zuri Pesa Ltd, Westlands Square, Nairobi &middot; <a href="https://www.zuripesa.co.ke/usalama" style="color:#888;">Usalama</a> &middot; <a href="https://www.zuripesa.co.ke/faragha" style="color:#888;">Faragha</a>`,
    }),
    enc: "b64",
  },
  {
    family: "zuri-pesa",
    group: "regional",
    lang: "sw",
    kind: "statement",
    code: null,
    link: null,
    from: "Zuri Pesa Business <statements@biz.zuripesa.co.ke>",
    subject: "Taarifa ya akaunti ya Septemba 2026 - Till 5523190",
    date: "Thu, 01 Oct 2026 06:02:11 +0300",
    text: `Habari,

Taarifa yako ya akaunti ya kipindi cha 01/09/2026 hadi 30/09/2026 imeambatishwa kama PDF.
Nenosiri la kufungua faili ni nambari yako ya KRA PIN (herufi kubwa).

Muhtasari:
  Pesa zilizoingia:   KES 1,284,300.00
  Pesa zilizotoka:    KES 1,019,775.00
  Salio la mwisho:    KES 376,931.50
  Idadi ya miamala:   142

Asante kwa kutumia Zuri Pesa Business.
Huduma kwa wateja: 0700 200 200`,
    html: null,
    attachment: ["ZuriPesa_Statement_5523190_2026-09.pdf", "application/pdf", "%PDF-1.4\n% statement placeholder\n"],
    enc: "8bit",
  },

  // ---- Savanna Commercial Bank (Kenya)
  {
    family: "savanna-commercial-bank",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "58204913",
    link: null,
    from: "Savanna Commercial Bank <alerts@savannabank.co.ke>",
    subject: "Your SavannaBiz Online one-time password",
    date: "Tue, 08 Sep 2026 09:03:55 +0300",
    text: `Dear Customer,

Your one-time password for SavannaBiz Online is 58204913.

It is valid for 5 minutes and can only be used once. The bank will never call you to ask for this password.

Login attempt details
Date: 08-Sep-2026 09:03 EAT
User: TWT_FINANCE02
Device: Chrome on Windows

If you did not attempt to sign in, call our 24-hour Contact Centre on +254 20 760 0000 or 0711 058 000.

Savanna Commercial Bank Ltd is regulated by the Central Bank of Kenya.
Savanna House, Upper Hill Road, P.O. Box 30412-00100, Nairobi.`,
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,sans-serif;">
<tr><td style="padding:16px 0;border-bottom:3px solid #c8911c;"><img src="https://www.savannabank.co.ke/assets/mail/scb-logo.gif" alt="Savanna Commercial Bank" width="180"></td></tr>
<tr><td style="padding:24px 0 8px;font-size:14px;color:#333;">Dear Customer,</td></tr>
<tr><td style="padding:0 0 8px;font-size:14px;color:#333;">Your one-time password for SavannaBiz Online is:</td></tr>
<tr><td style="padding:8px 0 16px;"><table cellpadding="0" cellspacing="0"><tr><td style="background:#1b3a5c;color:#ffffff;font-size:24px;font-weight:bold;padding:10px 18px;font-family:Courier,monospace;">58204913</td></tr></table></td></tr>
<tr><td style="font-size:13px;color:#555;">It is valid for 5 minutes and can only be used once. The bank will never call you to ask for this password.</td></tr>
<tr><td style="padding:18px 0;">
<table cellpadding="4" cellspacing="0" style="font-size:12px;color:#555;border:1px solid #ddd;width:100%;">
<tr><td colspan="2" style="background:#f4f4f4;font-weight:bold;">Login attempt details</td></tr>
<tr><td width="30%">Date</td><td>08-Sep-2026 09:03 EAT</td></tr>
<tr><td>User</td><td>TWT_FINANCE02</td></tr>
<tr><td>Device</td><td>Chrome on Windows</td></tr>
</table></td></tr>
<tr><td style="font-size:13px;color:#333;">If you did not attempt to sign in, call our 24-hour Contact Centre on +254 20 760 0000 or 0711 058 000.</td></tr>
<tr><td style="padding:24px 0;font-size:10px;color:#999;border-top:1px solid #eee;">Savanna Commercial Bank Ltd is regulated by the Central Bank of Kenya. Savanna House, Upper Hill Road, P.O. Box 30412-00100, Nairobi.<br>
This e-mail is confidential and intended only for the addressee. <a href="https://www.savannabank.co.ke/security-centre" style="color:#1b3a5c;">Security centre</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "savanna-commercial-bank",
    group: "regional",
    lang: "en",
    kind: "estatement",
    code: null,
    link: null,
    from: "Savanna Commercial Bank <estatements@savannabank.co.ke>",
    subject: "E-Statement: Current Account ****0447 for September 2026",
    date: "Sat, 03 Oct 2026 02:30:00 +0300",
    text: `Dear TUMAINI WATER TRUST,

Please find attached your e-statement for account ****0447 (KES Current) for the period 01-Sep-2026 to 30-Sep-2026.

The attachment is protected. To open it, use the first four letters of the account name in capitals followed by the last four digits of your account number.

Opening balance   KES 2,904,118.20
Closing balance   KES 2,411,630.75

Kindly review the statement and report any discrepancy within 30 days.

Yours faithfully,
Savanna Commercial Bank
Contact Centre +254 20 760 0000`,
    html: card({
      pre: "Your September 2026 e-statement is attached",
      brand: "Savanna Commercial Bank",
      color: "#1b3a5c",
      logo: "https://www.savannabank.co.ke/assets/mail/scb-logo-white.png",
      body: `<p>Dear TUMAINI WATER TRUST,</p>
<p>Please find attached your e-statement for account <strong>****0447</strong> (KES Current) for the period 01-Sep-2026 to 30-Sep-2026.</p>
<p>The attachment is protected. To open it, use the first four letters of the account name in capitals followed by the last four digits of your account number.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e2e2e2;">
<tr><td>Opening balance</td><td align="right">KES 2,904,118.20</td></tr>
<tr><td>Closing balance</td><td align="right"><strong>KES 2,411,630.75</strong></td></tr></table>
<p>Kindly review the statement and report any discrepancy within 30 days.</p>
<p>Yours faithfully,<br>Savanna Commercial Bank</p>`,
      footer:
        `Contact Centre +254 20 760 0000 &middot; <a href="https://www.savannabank.co.ke" style="color:#888;">www.savannabank.co.ke</a><br>Savanna House, Upper Hill Road, Nairobi`,
    }),
    attachment: ["Statement_0447_Sep2026.pdf", "application/pdf", "%PDF-1.5\n% protected statement\n"],
    enc: "qp",
  },
  {
    family: "savanna-commercial-bank",
    group: "regional",
    lang: "en",
    kind: "beneficiary-added",
    code: null,
    link: null,
    from: "Savanna Commercial Bank <alerts@savannabank.co.ke>",
    subject: "New beneficiary added to SavannaBiz Online",
    date: "Fri, 16 Oct 2026 11:47:20 +0300",
    text: `Dear Customer,

A new beneficiary was added to your SavannaBiz Online profile.

Beneficiary: RIFT VALLEY DRILLING CO LTD
Bank: Equatorial Bank, Nakuru Branch
Account: ******6612
Added by: TWT_FINANCE02 on 16-Oct-2026 at 11:46 EAT

No further action is needed if you made this change. If you did not, call +254 20 760 0000 immediately.

Savanna Commercial Bank Ltd`,
    html: null,
  },

  // ---- Banque Teranga Atlantique (Sénégal)
  {
    family: "banque-teranga-atlantique",
    group: "regional",
    lang: "fr",
    kind: "transfer-code",
    code: "294751",
    link: null,
    from: "Banque Teranga Atlantique <securite@bta-senegal.sn>",
    subject: "Code de validation de votre virement international",
    date: "Thu, 10 Sep 2026 12:22:41 +0000",
    text: `Madame, Monsieur,

Vous avez initié un virement international depuis TerangaNet Entreprises.

Bénéficiaire : ATELIER SOLAIRE DU SAHEL SARL
Montant : 4 850 000 FCFA
Compte débité : SN08 S0123 ...0913

Code de validation : 294751

Saisissez ce code dans TerangaNet pour confirmer l'opération. Il expire dans 15 minutes.
Ne communiquez jamais ce code, même à un conseiller de la banque.

Service clients : +221 33 889 40 40 (du lundi au vendredi, 8h-18h)
Banque Teranga Atlantique — Avenue Léopold Sédar Senghor, Dakar-Plateau`,
    html: card({
      lang: "fr",
      pre: "Votre code de validation expire dans 15 minutes",
      brand: "Banque Teranga Atlantique",
      color: "#00507a",
      logo: "https://www.bta-senegal.sn/img/mail/logo-bta.png",
      body: `<p>Madame, Monsieur,</p>
<p>Vous avez initié un virement international depuis <strong>TerangaNet Entreprises</strong>.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">Bénéficiaire</td><td>ATELIER SOLAIRE DU SAHEL SARL</td></tr>
<tr><td style="color:#666;">Montant</td><td>4 850 000 FCFA</td></tr>
<tr><td style="color:#666;">Compte débité</td><td>SN08 S0123 ...0913</td></tr></table>
<p style="margin-top:20px;">Code de validation :</p>
${digit_cells("294751", "#00507a")}
<p>Saisissez ce code dans TerangaNet pour confirmer l'opération. Il expire dans 15 minutes.</p>
<p style="color:#b00020;font-size:13px;">Ne communiquez jamais ce code, même à un conseiller de la banque.</p>`,
      footer:
        `Service clients : +221 33 889 40 40 (du lundi au vendredi, 8h-18h)<br>Banque Teranga Atlantique — Avenue Léopold Sédar Senghor, Dakar-Plateau<br><a href="https://www.bta-senegal.sn/securite" style="color:#888;">Conseils de sécurité</a>`,
    }),
    enc: "qp",
  },
  {
    family: "banque-teranga-atlantique",
    group: "regional",
    lang: "fr",
    kind: "credit-notice",
    code: null,
    link: null,
    from: "Banque Teranga Atlantique <notifications@bta-senegal.sn>",
    subject: "Avis de crédit sur votre compte",
    date: "Tue, 29 Sep 2026 08:10:03 +0000",
    text: `AVIS DE CREDIT

Date de valeur : 28/09/2026
Compte : ...0913 - ASSOCIATION TUMAINI SENEGAL
Référence : TRF/INT/2609/88213
Donneur d'ordre : STIFTUNG WEITBLICK, BERLIN
Montant : 19 678 710 FCFA (30 000,00 EUR)
Frais : 12 500 FCFA

Ce message est envoyé automatiquement, merci de ne pas y répondre.
Banque Teranga Atlantique`,
    html: null,
    enc: "8bit",
  },

  // ---- Kilele Mobile (Kenyan operator)
  {
    family: "kilele-mobile",
    group: "regional",
    lang: "sw",
    kind: "bundle-expiry",
    code: null,
    link: null,
    from: "Kilele Mobile <huduma@kilele.co.ke>",
    subject: "Kifurushi chako cha data kitaisha kesho",
    date: "Sat, 12 Sep 2026 18:00:04 +0300",
    text: `Mteja mpendwa,

Kifurushi chako cha "Biashara 50GB" kwenye nambari 0745 *** 219 kitaisha kesho 13/09/2026 saa 23:59.
Salio la data: 3.4GB

Kununua tena, piga *544# au tumia programu ya MyKilele: https://kilele.co.ke/app
Bei: KES 3,000 kwa siku 30.

Kilele Mobile - Tuko pamoja.
Hutaki kupokea ujumbe huu? https://kilele.co.ke/mipangilio/barua`,
    html: `<!doctype html><html lang="sw"><body style="margin:0;background:#101820;">
<span style="display:none;">Salio la data: 3.4GB. Nunua tena kwa *544#</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Verdana,sans-serif;">
<tr><td style="background:#ff6a13;padding:20px;color:#fff;font-size:22px;font-weight:bold;">KILELE<span style="font-weight:normal;"> mobile</span></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;">
<p>Mteja mpendwa,</p>
<p>Kifurushi chako cha <b>"Biashara 50GB"</b> kwenye nambari 0745 *** 219 kitaisha kesho <b>13/09/2026 saa 23:59</b>.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="margin:16px 0;"><tr>
<td style="background:#f3f3f3;padding:12px;">Salio la data</td><td style="background:#f3f3f3;padding:12px;text-align:right;font-size:20px;font-weight:bold;color:#ff6a13;">3.4GB</td></tr></table>
<p>Kununua tena, piga <b>*544#</b> au tumia programu ya MyKilele. Bei: KES 3,000 kwa siku 30.</p>
<p><a href="https://kilele.co.ke/app?src=email_expiry"><img src="https://kilele.co.ke/img/badge-google-play-sw.png" alt="Pakua kwenye Google Play" width="135"></a>
<a href="https://kilele.co.ke/app?src=email_expiry&os=ios"><img src="https://kilele.co.ke/img/badge-app-store-sw.png" alt="Pakua kwenye App Store" width="120"></a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;background:#fafafa;">Kilele Mobile - Tuko pamoja. &copy; 2026 Kilele Telecom PLC, Kilele Towers, Mombasa Road, Nairobi.<br><a href="https://kilele.co.ke/mipangilio/barua" style="color:#777;">Jiondoe kwenye barua hizi</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kilele-mobile",
    group: "regional",
    lang: "en",
    kind: "bill",
    code: null,
    link: null,
    from: "Kilele Mobile Business <ebill@kilele.co.ke>",
    subject: "Your Kilele Business bill for September 2026 is ready",
    date: "Mon, 05 Oct 2026 07:15:30 +0300",
    text: `Hello Tumaini Water Trust,

Your bill for account 8830017762 is ready.

Billing period: 01 Sep 2026 - 30 Sep 2026
Amount due: KES 27,840.00 (incl. VAT and excise duty)
Due date: 20 Oct 2026
Lines on account: 9

View and download the bill: https://business.kilele.co.ke/bills/8830017762/2026-09
Pay via Zuri Pesa Paybill 300300, account 8830017762.

Kilele Business Care: 0745 100 100 (24/7)`,
    html: card({
      pre: "Amount due KES 27,840.00 by 20 Oct 2026",
      brand: "Kilele Mobile Business",
      color: "#ff6a13",
      logo: "https://kilele.co.ke/img/mail/kilele-business-white.png",
      body: `<p>Hello Tumaini Water Trust,</p>
<p>Your bill for account <strong>8830017762</strong> is ready.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eee;">
<tr><td>Billing period</td><td align="right">01 Sep 2026 - 30 Sep 2026</td></tr>
<tr style="background:#fff5ee;"><td><b>Amount due</b></td><td align="right"><b>KES 27,840.00</b></td></tr>
<tr><td>Due date</td><td align="right">20 Oct 2026</td></tr>
<tr><td>Lines on account</td><td align="right">9</td></tr></table>
${button("https://business.kilele.co.ke/bills/8830017762/2026-09", "View my bill", "#ff6a13")}
<p style="font-size:13px;">Pay via Zuri Pesa Paybill <b>300300</b>, account 8830017762.</p>`,
      footer: `Kilele Business Care: 0745 100 100 (24/7) &middot; &copy; 2026 Kilele Telecom PLC`,
    }),
  },

  // ---- Abay Telecom (Ethiopia)
  {
    family: "abay-telecom",
    group: "regional",
    lang: "am",
    kind: "bundle-purchase",
    code: null,
    link: null,
    from: "አባይ ቴሌኮም <noreply@abaytelecom.et>",
    subject: "የዳታ ጥቅል ግዢዎ ተሳክቷል",
    date: "Mon, 14 Sep 2026 09:26:12 +0300",
    text: `ውድ ደንበኛችን፣

የ 30 ቀን ወርሃዊ የዳታ ጥቅል (25 ጊጋ ባይት) በተሳካ ሁኔታ ገዝተዋል።

ስልክ ቁጥር: 0911 ** ** 37
ዋጋ: 1,250.00 ብር
የሚያበቃበት ቀን: 14/10/2026
የግብይት ቁጥር: ABT-DT-7730215

ቀሪ ሂሳብዎን ለማወቅ *804# ይደውሉ።
ለእርዳታ 994 ይደውሉ።

አባይ ቴሌኮም — አዲስ አበባ`,
    html: card({
      lang: "am",
      pre: "25 ጊጋ ባይት ወርሃዊ ጥቅል ተገዝቷል",
      brand: "አባይ ቴሌኮም",
      color: "#5b2c83",
      logo: "https://www.abaytelecom.et/mail/logo.png",
      body: `<p>ውድ ደንበኛችን፣</p>
<p>የ 30 ቀን ወርሃዊ የዳታ ጥቅል (<b>25 ጊጋ ባይት</b>) በተሳካ ሁኔታ ገዝተዋል።</p>
<table cellpadding="6" style="font-size:14px;">
<tr><td>ስልክ ቁጥር</td><td>0911 ** ** 37</td></tr>
<tr><td>ዋጋ</td><td>1,250.00 ብር</td></tr>
<tr><td>የሚያበቃበት ቀን</td><td>14/10/2026</td></tr>
<tr><td>የግብይት ቁጥር</td><td>ABT-DT-7730215</td></tr></table>
<p>ቀሪ ሂሳብዎን ለማወቅ *804# ይደውሉ። ለእርዳታ 994 ይደውሉ።</p>`,
      footer:
        `አባይ ቴሌኮም — አዲስ አበባ &middot; <a href="https://www.abaytelecom.et/privacy" style="color:#888;">የግላዊነት ፖሊሲ</a>`,
    }),
    enc: "b64",
  },

  // ---- Arewa Mobile (Northern Nigeria)
  {
    family: "arewa-mobile",
    group: "regional",
    lang: "ha",
    kind: "bundle-expiry",
    code: null,
    link: null,
    from: "Arewa Mobile <sanarwa@arewamobile.ng>",
    subject: "Sanarwa: kunshin data ɗinku zai ƙare cikin kwanaki 2",
    date: "Fri, 25 Sep 2026 16:45:00 +0100",
    text: `Barka da yamma,

Kunshin data ɗinku "Ofis 40GB" a lambar 0803 *** 5512 zai ƙare ranar 27/09/2026.
Ragowar data: 6.1GB

Don sabuntawa, danna *312# ko ku ziyarci https://arewamobile.ng/sabunta
Farashi: ₦15,000 na kwanaki 30.

Arewa Mobile — Kano | Kaduna | Abuja
Layin taimako: 300`,
    html: null,
    enc: "8bit",
  },

  // ---- Harambee Rise (crowdfunding)
  {
    family: "harambee-rise",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://harambeerise.org/account/verify?token=hr_v1.Z2xhZHlzLm9rb3RoQHR1bWFpbmkub3Jn.8f3a91c0",
    from: "Harambee Rise <hello@harambeerise.org>",
    subject: "Confirm your email to publish your fundraiser",
    date: "Wed, 09 Sep 2026 13:02:44 +0300",
    text: `Hi Gladys,

Thanks for starting "Clean water for Kajiado schools" on Harambee Rise!

Before your fundraiser can go live, please confirm that gladys.okoth@tumaini.org is your email address:

https://harambeerise.org/account/verify?token=hr_v1.Z2xhZHlzLm9rb3RoQHR1bWFpbmkub3Jn.8f3a91c0

This link expires in 48 hours.

Goal: KES 2,500,000
Beneficiary: Tumaini Water Trust (registered charity)

Questions? Reply to this email or visit https://help.harambeerise.org

The Harambee Rise team
Harambee Rise Ltd, The Mirage, Chiromo Road, Nairobi`,
    html: card({
      pre: 'One more step before "Clean water for Kajiado schools" goes live',
      brand: "Harambee Rise",
      color: "#d9480f",
      logo: "https://cdn.harambeerise.org/brand/logo-white@2x.png",
      body: `<h1 style="margin:0 0 16px;font-size:22px;">Hi Gladys,</h1>
<p>Thanks for starting <strong>"Clean water for Kajiado schools"</strong> on Harambee Rise!</p>
<p>Before your fundraiser can go live, please confirm that <a href="mailto:gladys.okoth@tumaini.org" style="color:#222;">gladys.okoth@tumaini.org</a> is your email address.</p>
${
        button(
          "https://harambeerise.org/account/verify?token=hr_v1.Z2xhZHlzLm9rb3RoQHR1bWFpbmkub3Jn.8f3a91c0",
          "Confirm my email",
          "#d9480f",
        )
      }
<p style="font-size:13px;color:#666;">This link expires in 48 hours.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="margin-top:12px;border:1px solid #f0d9cc;border-radius:6px;"><tr>
<td width="120" style="padding:12px;"><img src="https://cdn.harambeerise.org/c/8812/cover-thumb.jpg" width="100" alt="Campaign cover photo" style="border-radius:4px;"></td>
<td style="padding:12px;font-size:13px;">Goal: <b>KES 2,500,000</b><br>Beneficiary: Tumaini Water Trust (registered charity)</td></tr></table>`,
      footer:
        `Questions? Reply to this email or visit <a href="https://help.harambeerise.org" style="color:#888;">our help centre</a>.<br>
Harambee Rise Ltd, The Mirage, Chiromo Road, Nairobi &middot; <a href="https://harambeerise.org/legal/privacy" style="color:#888;">Privacy</a><br>
<a href="https://facebook.com/harambeerise"><img src="https://cdn.harambeerise.org/mail/fb.png" width="20" alt="Facebook"></a> <a href="https://x.com/harambeerise"><img src="https://cdn.harambeerise.org/mail/x.png" width="20" alt="X"></a>`,
    }),
    enc: "qp",
  },
  {
    family: "harambee-rise",
    group: "consumer",
    lang: "en",
    kind: "donation-received",
    code: null,
    link: null,
    from: "Harambee Rise <notifications@harambeerise.org>",
    subject: "🎉 Wanjiru M. donated KES 5,000 to Clean water for Kajiado schools",
    date: "Sun, 20 Sep 2026 20:31:09 +0300",
    text: `Great news, Gladys!

Wanjiru M. just donated KES 5,000 to "Clean water for Kajiado schools".
"Maji ni uhai. Good luck to the team!"

Raised so far: KES 1,147,250 of KES 2,500,000 (46%)
Donors: 213
Days left: 24

Say thank you: https://harambeerise.org/f/clean-water-kajiado/donors
Share your fundraiser: https://harambeerise.org/f/clean-water-kajiado

You're receiving this because you organise this fundraiser. Manage notifications: https://harambeerise.org/settings/notifications`,
    html: card({
      pre: "Raised so far: KES 1,147,250 of KES 2,500,000",
      brand: "Harambee Rise",
      color: "#d9480f",
      logo: "https://cdn.harambeerise.org/brand/logo-white@2x.png",
      body: `<p style="font-size:18px;"><b>Great news, Gladys!</b></p>
<p>Wanjiru M. just donated <b>KES 5,000</b> to "Clean water for Kajiado schools".</p>
<blockquote style="margin:12px 0;padding:8px 14px;border-left:3px solid #d9480f;color:#555;font-style:italic;">"Maji ni uhai. Good luck to the team!"</blockquote>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;"><tr><td style="background:#eee;height:10px;border-radius:5px;"><div style="width:46%;height:10px;background:#d9480f;border-radius:5px;"></div></td></tr></table>
<p style="font-size:14px;">Raised so far: <b>KES 1,147,250</b> of KES 2,500,000 (46%) &middot; 213 donors &middot; 24 days left</p>
<p><a href="https://harambeerise.org/f/clean-water-kajiado/donors" style="color:#d9480f;font-weight:bold;">Say thank you</a> &nbsp;|&nbsp; <a href="https://harambeerise.org/f/clean-water-kajiado" style="color:#d9480f;font-weight:bold;">Share your fundraiser</a></p>`,
      footer:
        `You're receiving this because you organise this fundraiser. <a href="https://harambeerise.org/settings/notifications" style="color:#888;">Manage notifications</a><br>Harambee Rise Ltd, The Mirage, Chiromo Road, Nairobi`,
    }),
    enc: "b64",
  },
  {
    family: "harambee-rise",
    group: "consumer",
    lang: "en",
    kind: "payout-code",
    code: "481207",
    link: null,
    from: "Harambee Rise Security <security@harambeerise.org>",
    subject: "Your code to change payout details",
    date: "Tue, 06 Oct 2026 10:58:33 +0300",
    text: `Hi Gladys,

Someone (hopefully you) asked to change where withdrawals from "Clean water for Kajiado schools" are paid.

New payout method: Zuri Pesa Till 5523190

Enter this code on the payout settings page to confirm:

481 207

The code expires in 20 minutes. For your security, payouts are paused for 72 hours after any change.

Didn't ask for this? Don't share the code, and contact trust@harambeerise.org.

Harambee Rise Trust & Safety`,
    html: null,
  },
  {
    family: "harambee-rise",
    group: "consumer",
    lang: "sw",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Harambee Rise <notifications@harambeerise.org>",
    subject: "Malipo yako ya KES 980,000 yametumwa",
    date: "Mon, 12 Oct 2026 15:20:00 +0300",
    text: `Habari Gladys,

Tumetuma KES 980,000 kutoka kwa harambee "Clean water for Kajiado schools" kwenda Zuri Pesa Till 5523190.

Nambari ya malipo: PO-2026-104417
Ada ya jukwaa: KES 0 (shirika la hisani)
Ada ya usindikaji: KES 19,600

Pesa zinapaswa kufika ndani ya saa 24. Angalia historia ya malipo: https://harambeerise.org/dashboard/payouts

Timu ya Harambee Rise`,
    html: card({
      lang: "sw",
      pre: "KES 980,000 zimetumwa kwa Till 5523190",
      brand: "Harambee Rise",
      color: "#d9480f",
      logo: "https://cdn.harambeerise.org/brand/logo-white@2x.png",
      body: `<p>Habari Gladys,</p>
<p>Tumetuma <b>KES 980,000</b> kutoka kwa harambee "Clean water for Kajiado schools" kwenda Zuri Pesa Till 5523190.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #eee;width:100%;">
<tr><td>Nambari ya malipo</td><td align="right">PO-2026-104417</td></tr>
<tr><td>Ada ya jukwaa</td><td align="right">KES 0 (shirika la hisani)</td></tr>
<tr><td>Ada ya usindikaji</td><td align="right">KES 19,600</td></tr></table>
<p>Pesa zinapaswa kufika ndani ya saa 24. <a href="https://harambeerise.org/dashboard/payouts" style="color:#d9480f;">Angalia historia ya malipo</a></p>`,
      footer: `Harambee Rise Ltd, The Mirage, Chiromo Road, Nairobi`,
    }),
    enc: "qp",
  },

  // ---- Fundhaven Grants (grant portal)
  {
    family: "fundhaven-grants",
    group: "consumer",
    lang: "en",
    kind: "submission-received",
    code: null,
    link: null,
    from: "Fundhaven Grants <noreply@apply.fundhaven.org>",
    subject: "Application received: FH-2026-EA-0317 (Community WASH Fund, Round 4)",
    date: "Fri, 04 Sep 2026 17:59:48 +0000",
    text: `Dear Amina Hassan,

Thank you. Your application to the Community WASH Fund, Round 4 has been submitted.

Application ID: FH-2026-EA-0317
Organisation: Tumaini Water Trust
Amount requested: USD 148,000 over 24 months
Submitted: 4 September 2026, 17:59 UTC

What happens next
- Eligibility screening: by 30 September 2026
- Shortlisted applicants will be invited to submit a full proposal by 15 October 2026
- Final decisions: December 2026

A PDF copy of your submission is attached for your records. You can no longer edit this application.

Kind regards,
Grants Team, Fundhaven Foundation
fundhaven.org | grants@fundhaven.org`,
    html: `<html><body style="font-family:Georgia,serif;background:#f7f5f0;margin:0;padding:20px;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e0dcd0;">
<tr><td style="padding:22px 30px;border-bottom:4px solid #2e6b4f;"><img src="https://apply.fundhaven.org/static/img/fundhaven-wordmark.png" alt="Fundhaven Foundation" width="200"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:1.55;color:#2b2b2b;">
<p>Dear Amina Hassan,</p>
<p>Thank you. Your application to the <b>Community WASH Fund, Round 4</b> has been submitted.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;background:#f3f7f4;width:100%;">
<tr><td width="40%">Application ID</td><td><b>FH-2026-EA-0317</b></td></tr>
<tr><td>Organisation</td><td>Tumaini Water Trust</td></tr>
<tr><td>Amount requested</td><td>USD 148,000 over 24 months</td></tr>
<tr><td>Submitted</td><td>4 September 2026, 17:59 UTC</td></tr></table>
<h3 style="font-size:16px;margin:22px 0 8px;">What happens next</h3>
<ul style="padding-left:18px;margin:0;">
<li>Eligibility screening: by 30 September 2026</li>
<li>Shortlisted applicants will be invited to submit a full proposal by 15 October 2026</li>
<li>Final decisions: December 2026</li></ul>
<p>A PDF copy of your submission is attached for your records. You can no longer edit this application.</p>
<p>Kind regards,<br>Grants Team, Fundhaven Foundation</p>
</td></tr>
<tr><td style="padding:14px 30px;font-family:Arial,sans-serif;font-size:11px;color:#888;background:#faf9f6;"><a href="https://fundhaven.org" style="color:#2e6b4f;">fundhaven.org</a> &middot; <a href="mailto:grants@fundhaven.org" style="color:#2e6b4f;">grants@fundhaven.org</a> &middot; Fundhaven Foundation is a registered charity in England and Wales (no. 1184320)</td></tr>
</table></body></html>`,
    attachment: ["FH-2026-EA-0317_submission.pdf", "application/pdf", "%PDF-1.7\n% application copy\n"],
  },
  {
    family: "fundhaven-grants",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://apply.fundhaven.org/accounts/password/reset/key/4x9-c2e8d1a07f3b4b6e/",
    from: "Fundhaven Grants <noreply@apply.fundhaven.org>",
    subject: "Reset your Fundhaven Grants password",
    date: "Wed, 14 Oct 2026 06:12:19 +0000",
    text: `Hello,

We received a request to reset the password for the Fundhaven Grants account linked to amina.hassan@tumaini.org.

To choose a new password, open this link:
https://apply.fundhaven.org/accounts/password/reset/key/4x9-c2e8d1a07f3b4b6e/

The link can be used once and expires in 24 hours. If you didn't request a reset, you can ignore this email; your password won't change.

Reminder: full proposals for Round 4 are due on 15 October 2026 at 23:59 UTC.

Fundhaven Foundation`,
    html: null,
  },
  {
    family: "fundhaven-grants",
    group: "consumer",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://apply.fundhaven.org/invitations/accept/7d2f0e91b4c84a55a1/?lang=fr",
    from: "Fundhaven Grants <noreply@apply.fundhaven.org>",
    subject: "Amina Hassan vous invite à collaborer sur une candidature",
    date: "Thu, 08 Oct 2026 09:40:27 +0000",
    text: `Bonjour Mamadou Diallo,

Amina Hassan (Tumaini Water Trust) vous invite à rejoindre la candidature FH-2026-EA-0317 « Eau potable pour les écoles » en tant que co-demandeur.

Rôle proposé : Partenaire de mise en œuvre (Association Tumaini Sénégal)
Date limite de la proposition complète : 15 octobre 2026

Accepter l'invitation :
https://apply.fundhaven.org/invitations/accept/7d2f0e91b4c84a55a1/?lang=fr

Si vous n'avez pas encore de compte Fundhaven, vous pourrez en créer un après avoir cliqué sur le lien. L'invitation expire dans 7 jours.

Cordialement,
L'équipe Subventions, Fondation Fundhaven`,
    html: card({
      lang: "fr",
      pre: "Rejoignez la candidature FH-2026-EA-0317 en tant que co-demandeur",
      brand: "Fundhaven Foundation",
      color: "#2e6b4f",
      logo: "https://apply.fundhaven.org/static/img/fundhaven-wordmark-white.png",
      body: `<p>Bonjour Mamadou Diallo,</p>
<p><b>Amina Hassan</b> (Tumaini Water Trust) vous invite à rejoindre la candidature <b>FH-2026-EA-0317</b> « Eau potable pour les écoles » en tant que co-demandeur.</p>
<table cellpadding="5" style="font-size:14px;"><tr><td style="color:#666;">Rôle proposé</td><td>Partenaire de mise en œuvre (Association Tumaini Sénégal)</td></tr>
<tr><td style="color:#666;">Date limite</td><td>15 octobre 2026</td></tr></table>
${
        button(
          "https://apply.fundhaven.org/invitations/accept/7d2f0e91b4c84a55a1/?lang=fr",
          "Accepter l'invitation",
          "#2e6b4f",
        )
      }
<p style="font-size:13px;color:#666;">Si vous n'avez pas encore de compte Fundhaven, vous pourrez en créer un après avoir cliqué sur le bouton. L'invitation expire dans 7 jours.</p>`,
      footer:
        `Fondation Fundhaven &middot; <a href="https://fundhaven.org/fr/confidentialite" style="color:#888;">Confidentialité</a> &middot; <a href="mailto:grants@fundhaven.org" style="color:#888;">grants@fundhaven.org</a>`,
    }),
    enc: "qp",
  },
  {
    family: "fundhaven-grants",
    group: "consumer",
    lang: "en",
    kind: "shortlist-notice",
    code: null,
    link: null,
    from: "Fundhaven Grants <noreply@apply.fundhaven.org>",
    subject: "Good news: FH-2026-EA-0317 has been shortlisted",
    date: "Tue, 29 Sep 2026 14:05:00 +0000",
    text: `Dear Amina Hassan,

We are pleased to let you know that application FH-2026-EA-0317 has passed eligibility screening and has been shortlisted for the full proposal stage of the Community WASH Fund, Round 4.

The full proposal form is now open in your dashboard at https://apply.fundhaven.org/dashboard
Deadline: 15 October 2026, 23:59 UTC
Budget template: https://fundhaven.org/docs/wash-r4-budget-template.xlsx

An information webinar will be held on 2 October 2026 at 13:00 UTC (details to follow).

Kind regards,
Grants Team, Fundhaven Foundation`,
    html: null,
  },

  // ---- Stiftung Weitblick (German donor)
  {
    family: "stiftung-weitblick",
    group: "regional",
    lang: "de",
    kind: "disbursement-notice",
    code: null,
    link: null,
    from: "Stiftung Weitblick – Förderbüro <foerderung@stiftung-weitblick.de>",
    subject: "Auszahlung der 2. Rate – Projekt WB-2025-118",
    date: "Fri, 25 Sep 2026 11:30:00 +0200",
    text: `Sehr geehrte Frau Hassan,

wir freuen uns, Ihnen mitzuteilen, dass die zweite Rate für das Projekt WB-2025-118 „Wasser für Schulen in Kajiado und Thiès" angewiesen wurde.

Betrag: 30.000,00 EUR
Empfängerkonto: Association Tumaini Sénégal, Banque Teranga Atlantique
Wertstellung voraussichtlich: 28.09.2026

Bitte denken Sie an den Zwischenbericht, der bis zum 31.01.2027 fällig ist. Die Berichtsvorlage finden Sie wie gewohnt im Partnerportal.

Mit freundlichen Grüßen

Katharina Vogel
Programmreferentin Ostafrika
Stiftung Weitblick · Oranienstraße 183 · 10999 Berlin
Tel. +49 30 5557 2041 · www.stiftung-weitblick.de`,
    html: null,
    enc: "qp",
  },
  {
    family: "stiftung-weitblick",
    group: "regional",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Stiftung Weitblick <newsletter@stiftung-weitblick.de>",
    subject: "Partnerbrief Oktober 2026: Neue Förderlinie Klimaresilienz",
    date: "Thu, 15 Oct 2026 08:00:00 +0200",
    text: `Partnerbrief Oktober 2026

Liebe Partnerinnen und Partner,

1. Neue Förderlinie „Klimaresilienz in Trockengebieten" – Interessenbekundungen bis 30.11.2026
   https://www.stiftung-weitblick.de/foerderung/klimaresilienz?utm_source=partnerbrief&utm_medium=email

2. Rückblick: Partnertreffen in Nairobi (8.–10. September)

3. Neue Berichtsvorlagen ab 2027 – bitte nur noch die Version 3.1 verwenden.

Newsletter abbestellen: https://www.stiftung-weitblick.de/newsletter/abmelden?e=amina.hassan%40tumaini.org
Stiftung Weitblick · Oranienstraße 183 · 10999 Berlin`,
    html: `<html><body style="margin:0;background:#eceae4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#333;">
<tr><td><img src="https://www.stiftung-weitblick.de/media/newsletter/header-okt26.jpg" width="640" alt="Partnerbrief Oktober 2026" style="display:block;"></td></tr>
<tr><td style="padding:26px 32px;font-size:15px;line-height:1.6;">
<p>Liebe Partnerinnen und Partner,</p>
<h2 style="font-size:18px;color:#8a1c2b;">1. Neue Förderlinie „Klimaresilienz in Trockengebieten"</h2>
<p>Interessenbekundungen sind bis zum 30.11.2026 möglich. <a href="https://www.stiftung-weitblick.de/foerderung/klimaresilienz?utm_source=partnerbrief&amp;utm_medium=email" style="color:#8a1c2b;">Mehr erfahren</a></p>
<h2 style="font-size:18px;color:#8a1c2b;">2. Rückblick: Partnertreffen in Nairobi</h2>
<p><img src="https://www.stiftung-weitblick.de/media/newsletter/nairobi-treffen.jpg" width="576" alt="Gruppenfoto Partnertreffen Nairobi"></p>
<p>Vom 8. bis 10. September trafen sich 34 Partnerorganisationen aus sieben Ländern.</p>
<h2 style="font-size:18px;color:#8a1c2b;">3. Neue Berichtsvorlagen ab 2027</h2>
<p>Bitte verwenden Sie ab Januar nur noch die Version 3.1.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#3a3a3a;color:#ccc;font-size:11px;">Stiftung Weitblick · Oranienstraße 183 · 10999 Berlin · <a href="https://www.stiftung-weitblick.de/impressum" style="color:#ccc;">Impressum</a> · <a href="https://www.stiftung-weitblick.de/newsletter/abmelden?e=amina.hassan%40tumaini.org" style="color:#ccc;">Newsletter abbestellen</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },

  // ---- Docwell Suite (cloud office)
  {
    family: "docwell-suite",
    group: "consumer",
    lang: "en",
    kind: "share-invite",
    code: null,
    link: "https://docs.docwell.com/d/1qZr8TkW3vXb0mNa/edit?invite=ATm91xK2&usp=sharing_eil",
    from: "Peter Mwangi (via Docwell Docs) <drive-shares-noreply@docwell.com>",
    subject: 'Document shared with you: "Kajiado borehole M&E framework v3"',
    date: "Tue, 15 Sep 2026 08:44:10 +0000",
    headers: [["Reply-To", "Peter Mwangi <peter.mwangi@tumaini.org>"]],
    text: `Peter Mwangi (peter.mwangi@tumaini.org) has invited you to edit the following document:

Kajiado borehole M&E framework v3

"Gladys - please add the indicator targets for Q4 before Friday's call. Thanks!"

Open: https://docs.docwell.com/d/1qZr8TkW3vXb0mNa/edit?invite=ATm91xK2&usp=sharing_eil

If you don't want to receive files from this person, block the sender: https://docs.docwell.com/settings/blocked?sender=peter.mwangi%40tumaini.org

Docwell LLC, 500 Harbor Blvd, Oakland, CA 94607, USA
You have received this email because peter.mwangi@tumaini.org shared a document with you from Docwell Docs.`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#ffffff;">
<div style="display:none;">Peter Mwangi has invited you to edit this document</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Roboto,Arial,sans-serif;"><tr><td align="center" style="padding:32px 12px;">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #dadce0;border-radius:8px;">
<tr><td style="padding:24px 24px 0;"><img src="https://ssl.docwell.com/images/docwell_docs_48.png" width="40" height="40" alt="Docwell Docs"></td></tr>
<tr><td style="padding:16px 24px 0;font-size:20px;color:#202124;">Peter Mwangi shared a document</td></tr>
<tr><td style="padding:16px 24px 0;">
<table cellpadding="0" cellspacing="0"><tr><td><img src="https://lh3.docwellusercontent.com/a/pm-avatar=s50" width="36" height="36" alt="" style="border-radius:50%;"></td>
<td style="padding-left:12px;font-size:14px;color:#3c4043;">Peter Mwangi (<a href="mailto:peter.mwangi@tumaini.org" style="color:#3c4043;">peter.mwangi@tumaini.org</a>) has invited you to <b>edit</b> the following document:</td></tr></table></td></tr>
<tr><td style="padding:16px 24px 0;"><div style="background:#f1f3f4;border-radius:8px;padding:12px 14px;font-size:14px;color:#3c4043;">Gladys - please add the indicator targets for Q4 before Friday's call. Thanks!</div></td></tr>
<tr><td style="padding:16px 24px 0;"><a href="https://docs.docwell.com/d/1qZr8TkW3vXb0mNa/edit?invite=ATm91xK2&amp;usp=sharing_eil" style="text-decoration:none;color:#202124;"><table cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:16px;"><tr><td style="padding:6px 12px;"><img src="https://ssl.docwell.com/images/icon_doc_16.png" width="16" alt=""></td><td style="padding:6px 12px 6px 0;font-size:14px;font-weight:500;">Kajiado borehole M&amp;E framework v3</td></tr></table></a></td></tr>
<tr><td style="padding:20px 24px 24px;"><a href="https://docs.docwell.com/d/1qZr8TkW3vXb0mNa/edit?invite=ATm91xK2&amp;usp=sharing_eil" style="display:inline-block;background:#1a73e8;color:#ffffff;font-size:14px;font-weight:500;padding:10px 24px;border-radius:4px;text-decoration:none;">Open</a></td></tr>
</table>
<table width="480" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 0;font-size:12px;color:#5f6368;line-height:16px;">
If you don't want to receive files from this person, <a href="https://docs.docwell.com/settings/blocked?sender=peter.mwangi%40tumaini.org" style="color:#1a73e8;">block the sender</a> from Docwell Docs.<br><br>
Docwell LLC, 500 Harbor Blvd, Oakland, CA 94607, USA<br>You have received this email because peter.mwangi@tumaini.org shared a document with you from Docwell Docs.<br>
<img src="https://ssl.docwell.com/images/docwell_logo_grey_96.png" width="72" alt="Docwell"></td></tr></table>
</td></tr></table></body></html>`,
  },
  {
    family: "docwell-suite",
    group: "consumer",
    lang: "fr",
    kind: "2fa-code",
    code: "G-730915",
    code_digits: "730915",
    link: null,
    from: "Docwell <no-reply@accounts.docwell.com>",
    subject: "G-730915 est votre code de validation Docwell",
    date: "Mon, 21 Sep 2026 07:55:48 +0000",
    text: `Docwell

Validation en deux étapes

Utilisez ce code pour terminer la connexion à mamadou.diallo@tumaini.org :

G-730915

Ne le communiquez à personne. Le code est valable 10 minutes.

Vous n'êtes pas à l'origine de cette connexion ? Consultez l'activité de votre compte : https://myaccount.docwell.com/security?hl=fr

Cet e-mail a été envoyé pour vous informer de modifications importantes concernant votre compte et vos services Docwell.
© 2026 Docwell LLC, 500 Harbor Blvd, Oakland, CA 94607, USA`,
    html: `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#fff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 8px;">
<table width="516" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;font-family:Roboto,Arial,sans-serif;">
<tr><td align="center" style="padding:40px 20px 20px;border-bottom:1px solid #dadce0;"><img src="https://ssl.docwell.com/images/docwell_logo_74x24.png" width="74" alt="Docwell"><div style="font-size:24px;padding-top:24px;color:#202124;">Validation en deux étapes</div>
<div style="font-size:14px;padding-top:8px;color:#3c4043;">mamadou.diallo@tumaini.org</div></td></tr>
<tr><td style="padding:24px 40px;font-size:14px;line-height:20px;color:#3c4043;">Utilisez ce code pour terminer la connexion :
<div style="text-align:center;font-size:36px;margin:36px 0;line-height:44px;color:#202124;letter-spacing:2px;">G-730915</div>
Ne le communiquez à personne. Le code est valable 10 minutes.<br><br>
Vous n'êtes pas à l'origine de cette connexion ? <a href="https://myaccount.docwell.com/security?hl=fr" style="color:#1a73e8;">Consultez l'activité de votre compte</a>.</td></tr>
</table>
<div style="width:516px;font-family:Roboto,Arial,sans-serif;font-size:11px;color:#5f6368;padding-top:18px;text-align:center;">Cet e-mail a été envoyé pour vous informer de modifications importantes concernant votre compte et vos services Docwell.<br>© 2026 Docwell LLC, 500 Harbor Blvd, Oakland, CA 94607, USA</div>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "docwell-suite",
    group: "consumer",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Docwell <no-reply@accounts.docwell.com>",
    subject: "Security alert: new sign-in on Android",
    date: "Sat, 03 Oct 2026 19:12:02 +0000",
    text: `A new sign-in on Android

amina.hassan@tumaini.org

We noticed a new sign-in to your Docwell Account on a Samsung Galaxy A15 device. If this was you, you don't need to do anything. If not, we'll help you secure your account.

Check activity: https://myaccount.docwell.com/notifications/eid/7730198843?utm_source=alert

You can also see security activity at https://myaccount.docwell.com/security

© 2026 Docwell LLC, 500 Harbor Blvd, Oakland, CA 94607, USA`,
    html: `<!DOCTYPE html><html><body style="margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 8px;">
<table width="516" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;font-family:Roboto,Arial,sans-serif;">
<tr><td align="center" style="padding:40px 20px 20px;border-bottom:1px solid #dadce0;"><img src="https://ssl.docwell.com/images/docwell_logo_74x24.png" width="74" alt="Docwell">
<div style="font-size:24px;padding-top:24px;color:#202124;">A new sign-in on Android</div>
<div style="font-size:14px;padding-top:8px;color:#3c4043;">amina.hassan@tumaini.org</div></td></tr>
<tr><td style="padding:24px 40px;font-size:14px;line-height:20px;color:#3c4043;text-align:center;">We noticed a new sign-in to your Docwell Account on a Samsung Galaxy A15 device. If this was you, you don't need to do anything. If not, we'll help you secure your account.
<div style="padding-top:32px;"><a href="https://myaccount.docwell.com/notifications/eid/7730198843?utm_source=alert" style="background:#4184f3;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:500;">Check activity</a></div>
<div style="padding-top:24px;font-size:12px;">You can also see security activity at<br><a href="https://myaccount.docwell.com/security" style="color:#1a73e8;">https://myaccount.docwell.com/security</a></div></td></tr>
</table>
<div style="font-family:Roboto,Arial,sans-serif;font-size:11px;color:#5f6368;padding-top:18px;">© 2026 Docwell LLC, 500 Harbor Blvd, Oakland, CA 94607, USA</div>
</td></tr></table></body></html>`,
  },

  // ---- Shelfbox (file sharing)
  {
    family: "shelfbox-files",
    group: "consumer",
    lang: "sw",
    kind: "folder-invite",
    code: null,
    link: "https://www.shelfbox.com/scl/fo/k3h8pq2/AAB7xR_mZ1?invite_token=s9Q4wLbd&dl=0",
    from: "Shelfbox <no-reply@shelfbox.com>",
    subject: 'Neema Kileo amekualika kwenye folda "Picha za Mradi - Arusha 2026"',
    date: "Wed, 23 Sep 2026 12:03:37 +0000",
    text:
      `Neema Kileo (neema.kileo@tumaini.org) amekualika kuhariri folda "Picha za Mradi - Arusha 2026" kwenye Shelfbox.

Ujumbe: "Tafadhali pakia picha za ziara ya Monduli hapa, sio kwenye WhatsApp."

Tazama folda: https://www.shelfbox.com/scl/fo/k3h8pq2/AAB7xR_mZ1?invite_token=s9Q4wLbd&dl=0

Ukubwa wa folda: 4.2 GB · faili 318

Furahia!
Timu ya Shelfbox

© 2026 Shelfbox, Inc. · Msaada: https://help.shelfbox.com · Jiondoe: https://www.shelfbox.com/account/notifications`,
    html: `<!doctype html><html lang="sw"><body style="margin:0;background:#f7f5f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;color:#1e1919;">
<tr><td style="padding:28px 40px 8px;"><img src="https://cfl.shelfbox-static.com/static/images/emails/glyph_34.png" width="34" height="34" alt="Shelfbox"></td></tr>
<tr><td style="padding:12px 40px;font-size:16px;line-height:24px;">
<b>Neema Kileo</b> (neema.kileo@tumaini.org) amekualika kuhariri folda hii:</td></tr>
<tr><td style="padding:8px 40px;"><table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #e5e1da;border-radius:4px;"><tr>
<td width="48" style="padding:14px;"><img src="https://cfl.shelfbox-static.com/static/images/emails/folder_shared_40.png" width="40" alt="Folda"></td>
<td style="padding:14px 14px 14px 0;font-size:15px;"><b>Picha za Mradi - Arusha 2026</b><br><span style="font-size:12px;color:#736c64;">4.2 GB · faili 318</span></td></tr></table></td></tr>
<tr><td style="padding:12px 40px;font-size:14px;color:#52463b;font-style:italic;">"Tafadhali pakia picha za ziara ya Monduli hapa, sio kwenye WhatsApp."</td></tr>
<tr><td style="padding:12px 40px 32px;"><a href="https://www.shelfbox.com/scl/fo/k3h8pq2/AAB7xR_mZ1?invite_token=s9Q4wLbd&amp;dl=0" style="display:inline-block;background:#0061fe;color:#fff;padding:12px 22px;border-radius:4px;font-size:15px;text-decoration:none;">Tazama folda</a></td></tr>
</table>
<table width="560" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 40px;font-family:Arial,sans-serif;font-size:11px;color:#8c8580;">© 2026 Shelfbox, Inc. · <a href="https://help.shelfbox.com" style="color:#8c8580;">Msaada</a> · <a href="https://www.shelfbox.com/account/notifications" style="color:#8c8580;">Jiondoe</a></td></tr></table>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "shelfbox-files",
    group: "consumer",
    lang: "en",
    kind: "quota-warning",
    code: null,
    link: null,
    from: "Shelfbox <no-reply@shelfbox.com>",
    subject: "Your Shelfbox team space is 92% full",
    date: "Fri, 16 Oct 2026 04:21:50 +0000",
    text: `Hi Peter,

Tumaini Water Trust is using 1.84 TB of its 2 TB team space (92%).

When the space is full, files will stop syncing for all 14 members. Here's what you can do:
- Delete old versions and large files you no longer need: https://www.shelfbox.com/team/admin/storage
- Upgrade to Advanced for as much space as your team needs: https://www.shelfbox.com/plans?tk=team_full_92&oqa=email

Nonprofit discount: registered charities get 30% off. Learn more at https://www.shelfbox.com/nonprofits

The Shelfbox team
© 2026 Shelfbox, Inc., 1800 Owens St, San Francisco, CA 94158`,
    html: null,
  },

  // ---- Baraza Meet (video calls)
  {
    family: "baraza-meet",
    group: "consumer",
    lang: "en",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "Baraza Meet <recordings@barazameet.com>",
    subject: "Your cloud recording is ready: Donor check-in – Stiftung Weitblick",
    date: "Fri, 02 Oct 2026 14:48:22 +0000",
    text: `Hi Amina,

Your cloud recording is now available.

Topic: Donor check-in – Stiftung Weitblick
Date: Oct 2, 2026 3:00 PM Nairobi
Duration: 47 min
Meeting ID: 824 5519 0736

Share recording with viewers:
https://tumaini.barazameet.com/rec/share/Hq7Xo2_mW1c.Pk0sRa?startTime=1791036000000
Passcode: Wb#2026q

Recordings are kept for 90 days on your plan.

Thank you for choosing Baraza Meet.
+1 888 555 0199 | barazameet.com`,
    html: card({
      pre: "Topic: Donor check-in – Stiftung Weitblick, 47 min",
      brand: "Baraza Meet",
      color: "#4b3fd1",
      logo: "https://st.barazameet.com/mail/logo-white.png",
      body: `<p>Hi Amina,</p>
<p>Your cloud recording is now available.</p>
<table cellpadding="5" style="font-size:14px;">
<tr><td style="color:#666;">Topic</td><td>Donor check-in – Stiftung Weitblick</td></tr>
<tr><td style="color:#666;">Date</td><td>Oct 2, 2026 3:00 PM Nairobi</td></tr>
<tr><td style="color:#666;">Duration</td><td>47 min</td></tr>
<tr><td style="color:#666;">Meeting ID</td><td>824 5519 0736</td></tr></table>
<p style="margin-top:18px;"><b>Share recording with viewers:</b><br><a href="https://tumaini.barazameet.com/rec/share/Hq7Xo2_mW1c.Pk0sRa?startTime=1791036000000" style="color:#4b3fd1;word-break:break-all;">https://tumaini.barazameet.com/rec/share/Hq7Xo2_mW1c.Pk0sRa?startTime=1791036000000</a><br>Passcode: Wb#2026q</p>
<p style="font-size:13px;color:#666;">Recordings are kept for 90 days on your plan.</p>`,
      footer:
        `Thank you for choosing Baraza Meet. +1 888 555 0199 &middot; <a href="https://barazameet.com" style="color:#888;">barazameet.com</a>`,
    }),
  },
  {
    family: "baraza-meet",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "604128",
    link: null,
    from: "Baraza Meet <no-reply@barazameet.com>",
    subject: "Votre code de connexion Baraza Meet",
    date: "Wed, 07 Oct 2026 08:02:15 +0000",
    text: `Bonjour,

Une connexion à votre compte Baraza Meet (awa.ndiaye@tumaini.org) a été demandée depuis un nouvel appareil.

Saisissez le code suivant pour continuer :

604 128

Ce code expire dans 10 minutes.

Appareil : Firefox sur Windows 10
Lieu approximatif : Dakar, Sénégal

Si ce n'était pas vous, changez votre mot de passe.

Baraza Meet, Inc.`,
    html: card({
      lang: "fr",
      pre: "Saisissez ce code pour continuer la connexion",
      brand: "Baraza Meet",
      color: "#4b3fd1",
      logo: "https://st.barazameet.com/mail/logo-white.png",
      body: `<p>Bonjour,</p>
<p>Une connexion à votre compte Baraza Meet (awa.ndiaye@tumaini.org) a été demandée depuis un nouvel appareil.</p>
<p>Saisissez le code suivant pour continuer :</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:10px;text-align:center;color:#4b3fd1;margin:26px 0;">604&nbsp;128</p>
<p style="font-size:13px;color:#666;">Ce code expire dans 10 minutes.</p>
<table cellpadding="4" style="font-size:13px;color:#555;"><tr><td>Appareil</td><td>Firefox sur Windows 10</td></tr><tr><td>Lieu approximatif</td><td>Dakar, Sénégal</td></tr></table>
<p style="font-size:13px;">Si ce n'était pas vous, <a href="https://barazameet.com/profile/password?lang=fr" style="color:#4b3fd1;">changez votre mot de passe</a>.</p>`,
      footer:
        `Baraza Meet, Inc. &middot; <a href="https://barazameet.com/fr/privacy" style="color:#888;">Confidentialité</a> &middot; <a href="https://support.barazameet.com" style="color:#888;">Aide</a>`,
    }),
    enc: "8bit",
  },

  // ---- Kilimanjaro Skyways (airline)
  {
    family: "kilimanjaro-skyways",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Kilimanjaro Skyways <reservations@kiliskyways.co.tz>",
    subject: "Booking confirmed – NBO to JRO – Ref K7QXM2",
    date: "Thu, 17 Sep 2026 10:25:40 +0300",
    text: `KILIMANJARO SKYWAYS – BOOKING CONFIRMATION

Booking reference: K7QXM2
Passenger: MWANGI/PETER MR
E-ticket: 728-2604419913

Outbound  KS 214  Tue 06 Oct 2026  NBO 07:40 → JRO 08:45  Economy (Y)  Bag 23kg
Return    KS 219  Fri 09 Oct 2026  JRO 17:10 → NBO 18:15  Economy (Y)  Bag 23kg

Fare:        USD 212.00
Taxes/fees:  USD 96.40
Total paid:  USD 308.40 (Visa •••• 4821)

Online check-in opens 30 hours before departure at kiliskyways.co.tz/checkin.
Please carry a valid passport or East African travel document.

Manage booking: https://www.kiliskyways.co.tz/manage?pnr=K7QXM2&ln=MWANGI
Reservations: +255 22 219 8800 | +254 20 388 1100`,
    html: `<html><body style="margin:0;background:#e9eef3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background:#003b5c;padding:18px 24px;"><table width="100%"><tr><td><img src="https://www.kiliskyways.co.tz/email/ks-logo-white.png" width="170" alt="Kilimanjaro Skyways"></td><td align="right" style="color:#fff;font-size:12px;">Booking reference<br><span style="font-size:22px;font-weight:bold;letter-spacing:2px;">K7QXM2</span></td></tr></table></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#222;">Thank you for booking with us. Your trip is confirmed.<br>Passenger: <b>MWANGI/PETER MR</b> &middot; E-ticket 728-2604419913</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #d6dde4;">
<tr style="background:#f0f4f7;font-weight:bold;"><td>Flight</td><td>Date</td><td>From</td><td>To</td><td>Class</td></tr>
<tr><td>KS 214</td><td>Tue 06 Oct 2026</td><td>NBO 07:40</td><td>JRO 08:45</td><td>Economy (Y) · 23kg</td></tr>
<tr><td>KS 219</td><td>Fri 09 Oct 2026</td><td>JRO 17:10</td><td>NBO 18:15</td><td>Economy (Y) · 23kg</td></tr></table></td></tr>
<tr><td style="padding:16px 24px;"><table cellpadding="4" style="font-size:13px;"><tr><td>Fare</td><td align="right">USD 212.00</td></tr><tr><td>Taxes/fees</td><td align="right">USD 96.40</td></tr><tr><td><b>Total paid</b></td><td align="right"><b>USD 308.40</b> (Visa •••• 4821)</td></tr></table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;color:#333;">Online check-in opens 30 hours before departure. Please carry a valid passport or East African travel document.<br><br>
<a href="https://www.kiliskyways.co.tz/manage?pnr=K7QXM2&amp;ln=MWANGI" style="background:#f2a900;color:#003b5c;padding:10px 18px;text-decoration:none;font-weight:bold;">Manage booking</a></td></tr>
<tr><td style="background:#003b5c;color:#b9c9d6;font-size:11px;padding:14px 24px;">Reservations: +255 22 219 8800 | +254 20 388 1100 · Kilimanjaro Skyways Ltd, Julius Nyerere International Airport, Dar es Salaam · <a href="https://www.kiliskyways.co.tz/conditions" style="color:#b9c9d6;">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kilimanjaro-skyways",
    group: "consumer",
    lang: "sw",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Kilimanjaro Skyways <reservations@kiliskyways.co.tz>",
    subject: "Mabadiliko ya ratiba ya safari yako K7QXM2",
    date: "Sat, 03 Oct 2026 13:14:00 +0300",
    text: `Ndugu MWANGI/PETER,

Tunasikitika kukujulisha kuwa safari KS 219 ya Ijumaa 09 Oct 2026 kutoka JRO imebadilishwa muda.

Muda wa zamani: 17:10 → 18:15
Muda mpya:      19:25 → 20:30

Hakuna hatua inayohitajika ikiwa muda mpya unakufaa. Kama unataka kubadilisha safari bila malipo, piga +255 22 219 8800 ndani ya siku 7.

Nambari ya kuhifadhi: K7QXM2

Asante kwa kusafiri nasi,
Kilimanjaro Skyways`,
    html: null,
    enc: "8bit",
  },

  // ---- Sahel Airlink (airline, West Africa)
  {
    family: "sahel-airlink",
    group: "consumer",
    lang: "fr",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Sahel Airlink <billetterie@sahel-airlink.com>",
    subject: "Votre billet électronique – Dakar → Abidjan – Dossier 6TRNQA",
    date: "Mon, 21 Sep 2026 18:33:07 +0000",
    text: `Bonjour Madame NDIAYE AWA,

Merci d'avoir choisi Sahel Airlink. Vous trouverez en pièce jointe votre reçu de billet électronique.

Dossier de réservation : 6TRNQA
Billet n° : 651-2215098843

Vol SL 520 – jeudi 15 octobre 2026
Dakar (DSS) 06:50 → Abidjan (ABJ) 09:35
Classe : Économique – Bagage : 1 x 23 kg

Montant payé : 287 400 FCFA

Présentez-vous à l'enregistrement au plus tard 2 heures avant le départ. Un passeport ou une carte d'identité CEDEAO en cours de validité est exigé.

Centre d'appels : +221 33 869 77 77 – +225 27 21 35 90 00
www.sahel-airlink.com`,
    html: card({
      lang: "fr",
      pre: "Dossier 6TRNQA – SL 520 le 15 octobre",
      brand: "Sahel Airlink",
      color: "#a0522d",
      logo: "https://www.sahel-airlink.com/media/mail/logo-blanc.png",
      body: `<p>Bonjour Madame <b>NDIAYE AWA</b>,</p>
<p>Merci d'avoir choisi Sahel Airlink. Vous trouverez en pièce jointe votre reçu de billet électronique.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#fbf5ef;border-radius:4px;">
<tr><td>Dossier de réservation</td><td align="right"><b style="letter-spacing:2px;">6TRNQA</b></td></tr>
<tr><td>Billet n°</td><td align="right">651-2215098843</td></tr>
<tr><td>Vol</td><td align="right">SL 520 – jeudi 15 octobre 2026</td></tr>
<tr><td>Trajet</td><td align="right">Dakar (DSS) 06:50 → Abidjan (ABJ) 09:35</td></tr>
<tr><td>Classe</td><td align="right">Économique – 1 x 23 kg</td></tr>
<tr><td>Montant payé</td><td align="right"><b>287 400 FCFA</b></td></tr></table>
<p style="font-size:13px;margin-top:16px;">Présentez-vous à l'enregistrement au plus tard 2 heures avant le départ. Un passeport ou une carte d'identité CEDEAO en cours de validité est exigé.</p>`,
      footer:
        `Centre d'appels : +221 33 869 77 77 – +225 27 21 35 90 00 &middot; <a href="https://www.sahel-airlink.com" style="color:#888;">www.sahel-airlink.com</a> &middot; <a href="https://www.sahel-airlink.com/fr/conditions-transport" style="color:#888;">Conditions de transport</a>`,
    }),
    attachment: ["6TRNQA_recu_billet.pdf", "application/pdf", "%PDF-1.4\n% e-ticket receipt\n"],
    enc: "qp",
  },
  {
    family: "sahel-airlink",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://club.sahel-airlink.com/fr/compte/activer?uid=558120&jeton=b3c1e0f4a9d27a61",
    from: "Club Baobab – Sahel Airlink <club@sahel-airlink.com>",
    subject: "Activez votre compte Club Baobab",
    date: "Mon, 21 Sep 2026 18:40:51 +0000",
    text: `Bienvenue au Club Baobab, Awa !

Votre numéro de membre : SB 4471 0925

Pour activer votre compte et commencer à cumuler des miles, confirmez votre adresse e-mail :
https://club.sahel-airlink.com/fr/compte/activer?uid=558120&jeton=b3c1e0f4a9d27a61

Ce lien est valable 72 heures.

Bon voyage,
L'équipe Club Baobab`,
    html: `<html><body style="margin:0;background:#f4ede4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Trebuchet MS,Arial,sans-serif;">
<tr><td><img src="https://club.sahel-airlink.com/mail/bandeau-baobab.jpg" width="580" alt="Club Baobab" style="display:block;"></td></tr>
<tr><td style="padding:28px 34px;font-size:15px;color:#3b2a1a;line-height:1.5;">
<h1 style="font-size:22px;margin:0 0 14px;">Bienvenue au Club Baobab, Awa !</h1>
<p>Votre numéro de membre : <b>SB 4471 0925</b></p>
<p>Pour activer votre compte et commencer à cumuler des miles, confirmez votre adresse e-mail.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://club.sahel-airlink.com/fr/compte/activer?uid=558120&amp;jeton=b3c1e0f4a9d27a61" style="background:#a0522d;color:#fff;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Activer mon compte</a></p>
<p style="font-size:12px;color:#7a6a5a;">Ce lien est valable 72 heures.</p>
<p>Bon voyage,<br>L'équipe Club Baobab</p></td></tr>
<tr><td style="padding:14px 34px;background:#3b2a1a;color:#d8c8b4;font-size:11px;">Sahel Airlink SA · Aéroport International Blaise Diagne, Diass, Sénégal · <a href="https://club.sahel-airlink.com/fr/desabonnement" style="color:#d8c8b4;">Se désabonner</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },

  // ---- Horizon eVisa (visa e-service)
  {
    family: "horizon-evisa",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://apply.horizon-evisa.gov.gh/applicant/confirm-email?ref=GHV-26-0918-44127&k=Q2a9Lm4sTz",
    from: "Horizon eVisa <donotreply@horizon-evisa.gov.gh>",
    subject: "Confirm your email to continue your visa application",
    date: "Fri, 18 Sep 2026 09:09:31 +0000",
    text: `HORIZON eVISA – REPUBLIC OF GHANA

Dear Applicant,

You have started an application for a Business Single-Entry eVisa.

Application reference: GHV-26-0918-44127

To continue, confirm your email address by opening the link below:
https://apply.horizon-evisa.gov.gh/applicant/confirm-email?ref=GHV-26-0918-44127&k=Q2a9Lm4sTz

Unconfirmed applications are deleted after 72 hours. Keep your application reference; you will need it to check your status and pay the fee (USD 60.00).

This mailbox is not monitored. For assistance, write to support@horizon-evisa.gov.gh`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:14px 0;border-bottom:4px solid #006b3f;"><table><tr><td><img src="https://apply.horizon-evisa.gov.gh/static/img/coat-of-arms-64.png" width="48" alt="Coat of arms"></td><td style="padding-left:10px;font-size:16px;font-weight:bold;color:#006b3f;">HORIZON eVISA<br><span style="font-size:12px;color:#555;font-weight:normal;">Republic of Ghana</span></td></tr></table></td></tr>
<tr><td style="padding:20px 0;font-size:14px;color:#222;line-height:1.5;">
<p>Dear Applicant,</p>
<p>You have started an application for a <b>Business Single-Entry eVisa</b>.</p>
<p>Application reference: <b>GHV-26-0918-44127</b></p>
<p>To continue, confirm your email address:</p>
<p><a href="https://apply.horizon-evisa.gov.gh/applicant/confirm-email?ref=GHV-26-0918-44127&amp;k=Q2a9Lm4sTz" style="color:#006b3f;font-weight:bold;">https://apply.horizon-evisa.gov.gh/applicant/confirm-email?ref=GHV-26-0918-44127&amp;k=Q2a9Lm4sTz</a></p>
<p>Unconfirmed applications are deleted after 72 hours. Keep your application reference; you will need it to check your status and pay the fee (USD 60.00).</p></td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #ddd;font-size:11px;color:#777;">This mailbox is not monitored. For assistance, write to <a href="mailto:support@horizon-evisa.gov.gh">support@horizon-evisa.gov.gh</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "horizon-evisa",
    group: "regional",
    lang: "en",
    kind: "visa-approved",
    code: null,
    link: null,
    from: "Horizon eVisa <donotreply@horizon-evisa.gov.gh>",
    subject: "eVisa GRANTED – Application GHV-26-0918-44127",
    date: "Tue, 22 Sep 2026 15:47:03 +0000",
    text: `HORIZON eVISA – REPUBLIC OF GHANA

Dear MWANGI PETER KARIUKI,

Your application GHV-26-0918-44127 has been approved.

Visa type: Business – Single Entry
Visa number: GH-E-2609-0071843
Valid from: 01 October 2026
Valid until: 30 December 2026
Duration of stay: up to 30 days

Your eVisa is attached to this email. Print it and present it with your passport (A2290417) on arrival at Kotoka International Airport.

This mailbox is not monitored.`,
    html: null,
    attachment: ["eVisa_GHV-26-0918-44127.pdf", "application/pdf", "%PDF-1.4\n% eVisa grant\n"],
  },

  // ---- Registrika (conference registration)
  {
    family: "registrika-events",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "K4P9QZ",
    link: "https://registrika.com/e/acds-2026/register/verify?email=awa.ndiaye%40tumaini.org&code=K4P9QZ",
    from: "Africa Civic Data Summit via Registrika <noreply@registrika.com>",
    subject: "Verify your email to continue registering for ACDS 2026",
    date: "Mon, 28 Sep 2026 10:31:58 +0000",
    text: `Africa Civic Data Summit 2026
Accra · 18–20 November 2026

Hi Awa,

Use this code to verify your email and continue your registration:

K4P9QZ

Or open this link:
https://registrika.com/e/acds-2026/register/verify?email=awa.ndiaye%40tumaini.org&code=K4P9QZ

The code is valid for 30 minutes. Your ticket (NGO rate, USD 120) is held until then.

Powered by Registrika · https://registrika.com/privacy`,
    html: card({
      pre: "Your verification code: K4P9QZ",
      brand: "Africa Civic Data Summit 2026",
      color: "#0f766e",
      logo: "https://cdn.registrika.com/events/acds-2026/logo-white.png",
      body: `<p style="font-size:13px;color:#0f766e;margin:0 0 12px;">Accra · 18–20 November 2026</p>
<p>Hi Awa,</p>
<p>Use this code to verify your email and continue your registration:</p>
<p style="text-align:center;font-family:Menlo,Consolas,monospace;font-size:32px;font-weight:bold;letter-spacing:6px;background:#f0fdfa;padding:16px;border-radius:6px;">K4P9QZ</p>
<p style="text-align:center;">or</p>
${
        button(
          "https://registrika.com/e/acds-2026/register/verify?email=awa.ndiaye%40tumaini.org&code=K4P9QZ",
          "Verify email",
          "#0f766e",
        )
      }
<p style="font-size:13px;color:#666;">The code is valid for 30 minutes. Your ticket (NGO rate, USD 120) is held until then.</p>`,
      footer:
        `Powered by <a href="https://registrika.com" style="color:#888;">Registrika</a> &middot; <a href="https://registrika.com/privacy" style="color:#888;">Privacy</a>`,
    }),
  },
  {
    family: "registrika-events",
    group: "consumer",
    lang: "fr",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "Africa Civic Data Summit via Registrika <noreply@registrika.com>",
    subject: "Inscription confirmée – Africa Civic Data Summit 2026 (commande #RG-883104)",
    date: "Mon, 28 Sep 2026 10:44:20 +0000",
    text: `Votre inscription est confirmée !

Africa Civic Data Summit 2026
Accra International Conference Centre · 18–20 novembre 2026

Participante : Awa Ndiaye (Tumaini Water Trust)
Billet : Tarif ONG – 3 jours
Commande : #RG-883104
Montant : 120,00 USD (Mastercard •••• 0932)

Votre badge sera disponible à l'accueil sur présentation d'une pièce d'identité. Le billet au format PDF est joint.

Ajouter à l'agenda : https://registrika.com/e/acds-2026/calendar.ics

Propulsé par Registrika`,
    html: null,
    attachment: ["billet-RG-883104.pdf", "application/pdf", "%PDF-1.4\n% ticket\n"],
    enc: "qp",
  },

  // ---- Tallysheet Collect (survey and field data collection)
  {
    family: "tallysheet-collect",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://eu.tallysheet.io/invite/accept/f2c81d07-4b9e-4e5a-9a41-0d6f3b72c915",
    from: "Tallysheet <notifications@tallysheet.io>",
    subject: 'You\'ve been added to the project "Kajiado household WASH baseline"',
    date: "Thu, 10 Sep 2026 07:18:26 +0000",
    text: `Hello,

Peter Mwangi has invited you to join the Tallysheet organisation "Tumaini Water Trust" as a Data collector on the project "Kajiado household WASH baseline".

Accept the invitation and set your password:
https://eu.tallysheet.io/invite/accept/f2c81d07-4b9e-4e5a-9a41-0d6f3b72c915

After accepting, install the Tallysheet Collect app on your Android device and sign in with this email address. Forms will download automatically.

This invitation expires on 17 September 2026.

--
Tallysheet · open-source data collection for the field
https://docs.tallysheet.io · Server: eu.tallysheet.io`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;padding:0;background:#f5f7fa;font-family:-apple-system,Segoe UI,Roboto,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e3e8ee;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e3e8ee;"><img src="https://eu.tallysheet.io/static/img/tallysheet-logo.svg" height="26" alt="Tallysheet"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.6;color:#1f2d3d;">
<p>Hello,</p>
<p><b>Peter Mwangi</b> has invited you to join the Tallysheet organisation <b>Tumaini Water Trust</b> as a <i>Data collector</i> on the project <b>Kajiado household WASH baseline</b>.</p>
<p><a href="https://eu.tallysheet.io/invite/accept/f2c81d07-4b9e-4e5a-9a41-0d6f3b72c915" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 20px;border-radius:3px;text-decoration:none;">Accept invitation</a></p>
<p style="font-size:13px;color:#52606d;">After accepting, install the Tallysheet Collect app on your Android device and sign in with this email address. Forms will download automatically.</p>
<p style="font-size:13px;color:#52606d;">This invitation expires on 17 September 2026.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:12px;color:#8795a1;border-top:1px solid #e3e8ee;">Tallysheet · open-source data collection for the field · <a href="https://docs.tallysheet.io" style="color:#8795a1;">Documentation</a> · Server: eu.tallysheet.io</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tallysheet-collect",
    group: "oss",
    lang: "en",
    kind: "submissions-digest",
    code: null,
    link: null,
    from: "Tallysheet <notifications@tallysheet.io>",
    subject: "Weekly summary: 412 new submissions in Kajiado household WASH baseline",
    date: "Mon, 28 Sep 2026 05:00:12 +0000",
    text: `Weekly summary for Tumaini Water Trust (21–27 September 2026)

Kajiado household WASH baseline
  New submissions: 412 (total 1,906 of target 2,400)
  Flagged for review: 17
  Top collectors: N. Kileo (88), J. Sankale (74), M. Parsimei (69)

Borehole functionality check v2
  New submissions: 23 (total 141)

See the project dashboard: https://eu.tallysheet.io/o/tumaini/projects/kajiado-wash-baseline
Change how often you get these emails: https://eu.tallysheet.io/account/notifications`,
    html: null,
  },
  {
    family: "tallysheet-collect",
    group: "oss",
    lang: "am",
    kind: "login-code",
    code: "915372",
    link: null,
    from: "Tallysheet <notifications@tallysheet.io>",
    subject: "የTallysheet መግቢያ ኮድዎ",
    date: "Tue, 13 Oct 2026 06:40:45 +0000",
    text: `ሰላም ሰላማዊት፣

ወደ Tallysheet (eu.tallysheet.io) ለመግባት የሚከተለውን ኮድ ያስገቡ፦

915 372

ይህ ኮድ ለ10 ደቂቃ ብቻ ያገለግላል። ኮዱን ለማንም አያጋሩ።

ይህን ጥያቄ ካላቀረቡ ይህን መልዕክት ችላ ይበሉት።

--
Tallysheet`,
    html:
      `<!DOCTYPE html><html lang="am"><body style="margin:0;padding:0;background:#f5f7fa;font-family:'Noto Sans Ethiopic',Nyala,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e3e8ee;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e3e8ee;"><img src="https://eu.tallysheet.io/static/img/tallysheet-logo.svg" height="26" alt="Tallysheet"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.7;color:#1f2d3d;">
<p>ሰላም ሰላማዊት፣</p>
<p>ወደ Tallysheet (eu.tallysheet.io) ለመግባት የሚከተለውን ኮድ ያስገቡ፦</p>
<p style="font-family:monospace;font-size:30px;letter-spacing:6px;font-weight:bold;">915 372</p>
<p style="font-size:13px;color:#52606d;">ይህ ኮድ ለ10 ደቂቃ ብቻ ያገለግላል። ኮዱን ለማንም አያጋሩ።</p>
<p style="font-size:13px;color:#52606d;">ይህን ጥያቄ ካላቀረቡ ይህን መልዕክት ችላ ይበሉት።</p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "b64",
  },

  // ---- Rotawise (volunteer rota app)
  {
    family: "rotawise",
    group: "consumer",
    lang: "sw",
    kind: "invite-link",
    code: null,
    link: "https://app.rotawise.com/join/tumaini-arusha?t=rw_inv_93KfQ0pLx7",
    from: "Rotawise kwa niaba ya Tumaini Arusha <team@rotawise.com>",
    subject: "Umealikwa kujiunga na ratiba ya wajitolea ya Tumaini Arusha",
    date: "Fri, 11 Sep 2026 16:22:05 +0300",
    text: `Habari Baraka,

Neema Kileo amekuongeza kwenye timu ya wajitolea ya "Tumaini Arusha" kwenye Rotawise.

Bofya hapa kukubali mwaliko na kuweka nenosiri lako:
https://app.rotawise.com/join/tumaini-arusha?t=rw_inv_93KfQ0pLx7

Ukishajiunga utaweza kuona zamu zako, kubadilishana zamu na wenzako, na kupokea vikumbusho kwa SMS.

Zamu zinazofuata:
- Jumamosi 19/09 08:00-12:00 · Usambazaji wa vichujio vya maji, Ngaramtoni
- Jumamosi 26/09 08:00-12:00 · Mafunzo ya usafi, Shule ya Msingi Olasiti

Rotawise · https://rotawise.com · Jiondoe: https://app.rotawise.com/unsubscribe?u=b.lema`,
    html: card({
      lang: "sw",
      pre: "Neema Kileo amekuongeza kwenye timu ya Tumaini Arusha",
      brand: "Rotawise",
      color: "#7c3aed",
      logo: "https://app.rotawise.com/img/email-logo-white.png",
      body: `<p>Habari Baraka,</p>
<p><b>Neema Kileo</b> amekuongeza kwenye timu ya wajitolea ya <b>"Tumaini Arusha"</b> kwenye Rotawise.</p>
${button("https://app.rotawise.com/join/tumaini-arusha?t=rw_inv_93KfQ0pLx7", "Kubali mwaliko", "#7c3aed")}
<p>Ukishajiunga utaweza kuona zamu zako, kubadilishana zamu na wenzako, na kupokea vikumbusho kwa SMS.</p>
<p style="margin-bottom:4px;"><b>Zamu zinazofuata</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td>Jumamosi 19/09 08:00-12:00</td><td>Usambazaji wa vichujio vya maji, Ngaramtoni</td></tr>
<tr><td>Jumamosi 26/09 08:00-12:00</td><td>Mafunzo ya usafi, Shule ya Msingi Olasiti</td></tr></table>`,
      footer:
        `<a href="https://rotawise.com" style="color:#888;">Rotawise</a> &middot; <a href="https://app.rotawise.com/unsubscribe?u=b.lema" style="color:#888;">Jiondoe</a>`,
    }),
    enc: "qp",
  },
  {
    family: "rotawise",
    group: "consumer",
    lang: "en",
    kind: "shift-reminder",
    code: null,
    link: null,
    from: "Rotawise <reminders@rotawise.com>",
    subject: "Reminder: your shift tomorrow, Sat 26 Sep, 08:00",
    date: "Fri, 25 Sep 2026 17:00:00 +0300",
    text: `Hi Baraka,

This is a reminder of your shift tomorrow with Tumaini Arusha.

Hygiene training – Olasiti Primary School
Saturday 26 September 2026, 08:00–12:00
Meeting point: Tumaini office, Sokoine Road (transport leaves 07:30)
Team lead: Neema Kileo, +255 754 310 882

Can't make it? Offer your shift to the team in the app: https://app.rotawise.com/shifts/55102

Rotawise`,
    html: null,
  },

  // ---- Trackmile Fleet (vehicle tracking)
  {
    family: "trackmile-fleet",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://portal.trackmile.africa/auth/magic?token=tmf_ml_Jq84XcVd0Rb2eW1s&redirect=%2Ffleet",
    from: "Trackmile Fleet <login@trackmile.africa>",
    subject: "Sign in to Trackmile Fleet",
    date: "Tue, 22 Sep 2026 06:05:17 +0300",
    text: `Sign in to Trackmile Fleet

Hi Joseph,

Click the link below to sign in to the Tumaini Water Trust fleet portal. It works once and expires in 15 minutes.

https://portal.trackmile.africa/auth/magic?token=tmf_ml_Jq84XcVd0Rb2eW1s&redirect=%2Ffleet

Requested from: 196.201.x.x (Nairobi, KE), Chrome on Android

If you didn't request this, you can safely ignore this email.

Trackmile Ltd · Mombasa Road, Nairobi · support@trackmile.africa · +254 709 880 400`,
    html: card({
      pre: "Your sign-in link expires in 15 minutes",
      brand: "Trackmile Fleet",
      color: "#14532d",
      logo: "https://portal.trackmile.africa/assets/mail-logo.png",
      body: `<h2 style="margin:0 0 12px;font-size:20px;">Sign in to Trackmile Fleet</h2>
<p>Hi Joseph,</p>
<p>Click the button below to sign in to the <b>Tumaini Water Trust</b> fleet portal. It works once and expires in 15 minutes.</p>
${
        button(
          "https://portal.trackmile.africa/auth/magic?token=tmf_ml_Jq84XcVd0Rb2eW1s&redirect=%2Ffleet",
          "Sign in",
          "#16a34a",
        )
      }
<p style="font-size:12px;color:#666;">Requested from: 196.201.x.x (Nairobi, KE), Chrome on Android</p>
<p style="font-size:12px;color:#666;">If you didn't request this, you can safely ignore this email.</p>`,
      footer:
        `Trackmile Ltd &middot; Mombasa Road, Nairobi &middot; <a href="mailto:support@trackmile.africa" style="color:#888;">support@trackmile.africa</a> &middot; +254 709 880 400`,
    }),
  },
  {
    family: "trackmile-fleet",
    group: "consumer",
    lang: "en",
    kind: "geofence-alert",
    code: null,
    link: null,
    from: "Trackmile Fleet Alerts <alerts@trackmile.africa>",
    subject: '[ALERT] KDK 512Q left geofence "Kajiado project area"',
    date: "Sun, 04 Oct 2026 21:47:09 +0300",
    text: `Geofence exit

Vehicle: KDK 512Q (Toyota Land Cruiser 79, driver: S. Ole Nkoitoi)
Geofence: Kajiado project area
Time: 04 Oct 2026 21:46 EAT
Location: A104, near Kitengela (-1.4712, 36.9580)
Speed: 84 km/h
Ignition: ON

Out-of-hours movement rule: vehicles must be parked by 19:00.

View live position: https://portal.trackmile.africa/fleet/vehicles/KDK512Q/live
Alert rules: https://portal.trackmile.africa/fleet/alerts`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#111;">
<table cellpadding="0" cellspacing="0" width="100%" style="max-width:560px;">
<tr><td style="background:#b91c1c;color:#fff;padding:10px 14px;font-weight:bold;">⚠ Geofence exit</td></tr>
<tr><td style="padding:12px 14px;border:1px solid #eee;">
<table cellpadding="4" cellspacing="0">
<tr><td style="color:#666;">Vehicle</td><td><b>KDK 512Q</b> (Toyota Land Cruiser 79, driver: S. Ole Nkoitoi)</td></tr>
<tr><td style="color:#666;">Geofence</td><td>Kajiado project area</td></tr>
<tr><td style="color:#666;">Time</td><td>04 Oct 2026 21:46 EAT</td></tr>
<tr><td style="color:#666;">Location</td><td>A104, near Kitengela (-1.4712, 36.9580)</td></tr>
<tr><td style="color:#666;">Speed</td><td>84 km/h</td></tr>
<tr><td style="color:#666;">Ignition</td><td>ON</td></tr></table>
<p>Out-of-hours movement rule: vehicles must be parked by 19:00.</p>
<p><a href="https://portal.trackmile.africa/fleet/vehicles/KDK512Q/live"><img src="https://maps.trackmile.africa/static?c=-1.4712,36.9580&z=13&w=520&h=200" width="520" alt="Map of last position"></a></p>
<p><a href="https://portal.trackmile.africa/fleet/vehicles/KDK512Q/live">View live position</a> · <a href="https://portal.trackmile.africa/fleet/alerts">Alert rules</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "trackmile-fleet",
    group: "consumer",
    lang: "sw",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Trackmile Fleet <reports@trackmile.africa>",
    subject: "Ripoti ya wiki ya magari: 5–11 Oktoba 2026",
    date: "Mon, 12 Oct 2026 05:30:00 +0300",
    text: `Ripoti ya wiki - Tumaini Water Trust
5–11 Oktoba 2026

Magari: 4
Jumla ya umbali: 2,318 km
Mafuta yaliyokadiriwa: 301 lita
Matukio ya mwendo kasi (>100 km/h): 3 (KDK 512Q: 2, KCY 880M: 1)
Muda wa injini kuwaka bila kusonga: saa 6 dakika 12

Ripoti kamili imeambatishwa (PDF).

Trackmile Ltd · support@trackmile.africa`,
    html: null,
    attachment: ["trackmile_weekly_2026-10-05.pdf", "application/pdf", "%PDF-1.4\n% fleet report\n"],
    enc: "8bit",
  },

  // ---- Sajili (company registration portal)
  {
    family: "sajili-biashara",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://sajili.go.ke/portal/activate/U2FqaWxpLTg4MTI0Nw/c7e1a9f04b",
    from: "Sajili Business Registration Service <no-reply@sajili.go.ke>",
    subject: "Activate your Sajili account",
    date: "Wed, 16 Sep 2026 11:52:33 +0300",
    text: `SAJILI – Business Registration Service

Dear PETER KARIUKI MWANGI,

Thank you for registering on the Sajili portal with ID number 2741****.

To activate your account, click on the link below or copy it into your browser:

https://sajili.go.ke/portal/activate/U2FqaWxpLTg4MTI0Nw/c7e1a9f04b

Once activated, you can link your account to entities where you are an official, for example TUMAINI WATER TRUST (CLG-2019-0088124).

Please do not reply to this email. For assistance call 020 222 7461 or visit Huduma Centre, GPO.`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#000;background:#fff;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#006600;padding:10px;"><img src="https://sajili.go.ke/portal/images/sajili_banner.png" alt="SAJILI - Business Registration Service" width="620"></td></tr>
<tr><td style="padding:16px 10px;">
<p>Dear PETER KARIUKI MWANGI,</p>
<p>Thank you for registering on the Sajili portal with ID number 2741****.</p>
<p>To activate your account, click on the link below or copy it into your browser:</p>
<p><a href="https://sajili.go.ke/portal/activate/U2FqaWxpLTg4MTI0Nw/c7e1a9f04b">https://sajili.go.ke/portal/activate/U2FqaWxpLTg4MTI0Nw/c7e1a9f04b</a></p>
<p>Once activated, you can link your account to entities where you are an official, for example TUMAINI WATER TRUST (CLG-2019-0088124).</p>
<hr size="1" color="#cccccc">
<p style="font-size:11px;color:#555;">Please do not reply to this email. For assistance call 020 222 7461 or visit Huduma Centre, GPO.</p>
</td></tr></table></body></html>`,
  },
  {
    family: "sajili-biashara",
    group: "regional",
    lang: "sw",
    kind: "annual-return-reminder",
    code: null,
    link: null,
    from: "Sajili Business Registration Service <no-reply@sajili.go.ke>",
    subject: "Kikumbusho: Ripoti ya mwaka ya TUMAINI WATER TRUST inadaiwa",
    date: "Thu, 15 Oct 2026 09:00:00 +0300",
    text: `Ndugu mkurugenzi,

Hiki ni kikumbusho kwamba ripoti ya mwaka (Annual Return) ya kampuni TUMAINI WATER TRUST (CLG-2019-0088124) kwa mwaka 2026 inapaswa kuwasilishwa kabla ya 31/10/2026.

Ada ya kuwasilisha: KES 1,050
Adhabu ya kuchelewa: KES 500 kwa kila mwezi

Wasilisha kupitia akaunti yako ya Sajili: https://sajili.go.ke/portal

Usijibu barua pepe hii. Msaada: 020 222 7461`,
    html: null,
    enc: "qp",
  },

  // ---- HarajiNet (state tax portal, Northern Nigeria)
  {
    family: "harajinet",
    group: "regional",
    lang: "ha",
    kind: "tax-receipt",
    code: null,
    link: null,
    from: "HarajiNet – Hukumar Tara Kuɗaɗen Shiga <rasit@harajinet.ng>",
    subject: "Rasit ɗin biyan haraji KRS-26-09-118824",
    date: "Wed, 07 Oct 2026 13:26:51 +0100",
    text: `HarajiNet – Hukumar Tara Kuɗaɗen Shiga

Mun karɓi biyan kuɗin ku. Na gode.

Mai biya: TUMAINI WATER TRUST (Ofishin Kano)
Lambar TIN: 22904417-0001
Nau'in haraji: Harajin Albashi (PAYE) – Satumba 2026
Adadi: ₦184,500.00
Hanyar biya: Canja wuri ta banki
Lambar rasit: KRS-26-09-118824
Kwanan wata: 07/10/2026 13:24

Ajiye wannan rasit don bayananku. Kuna iya sauke kwafin PDF a https://harajinet.ng/rasit

Layin taimako: 0700 427 2524`,
    html: card({
      lang: "ha",
      pre: "Mun karɓi biyan kuɗin ku: ₦184,500.00",
      brand: "HarajiNet",
      color: "#065f46",
      logo: "https://harajinet.ng/assets/email/logo.png",
      body: `<p><b>Mun karɓi biyan kuɗin ku. Na gode.</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e5e7eb;">
<tr><td style="color:#555;">Mai biya</td><td>TUMAINI WATER TRUST (Ofishin Kano)</td></tr>
<tr><td style="color:#555;">Lambar TIN</td><td>22904417-0001</td></tr>
<tr><td style="color:#555;">Nau'in haraji</td><td>Harajin Albashi (PAYE) – Satumba 2026</td></tr>
<tr><td style="color:#555;">Adadi</td><td><b>₦184,500.00</b></td></tr>
<tr><td style="color:#555;">Hanyar biya</td><td>Canja wuri ta banki</td></tr>
<tr><td style="color:#555;">Lambar rasit</td><td>KRS-26-09-118824</td></tr>
<tr><td style="color:#555;">Kwanan wata</td><td>07/10/2026 13:24</td></tr></table>
<p style="font-size:13px;">Ajiye wannan rasit don bayananku. Kuna iya <a href="https://harajinet.ng/rasit" style="color:#065f46;">sauke kwafin PDF</a>.</p>`,
      footer: `Layin taimako: 0700 427 2524 &middot; HarajiNet, Kano`,
    }),
    enc: "b64",
  },
  {
    family: "harajinet",
    group: "regional",
    lang: "ha",
    kind: "filing-reminder",
    code: null,
    link: null,
    from: "HarajiNet – Hukumar Tara Kuɗaɗen Shiga <sanarwa@harajinet.ng>",
    subject: "Tunatarwa: ranar ƙarshe ta biyan PAYE na Oktoba",
    date: "Tue, 20 Oct 2026 08:15:00 +0100",
    text: `Assalamu alaikum,

Muna tunatar da ku cewa ranar ƙarshe ta biyan Harajin Albashi (PAYE) na watan Oktoba 2026 ita ce 10 ga Nuwamba, 2026.

Lambar TIN: 22904417-0001
Biyan bayan lokaci yana jawo tara ta kashi 10% da riba.

Ku shiga HarajiNet don cike fom ɗin kuma ku biya: https://harajinet.ng

Hukumar Tara Kuɗaɗen Shiga`,
    html: null,
    enc: "8bit",
  },

  // ---- Local suppliers
  {
    family: "kibanda-office-supplies",
    group: "regional",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Kibanda Office Supplies <accounts@kibandasupplies.co.ke>",
    subject: "Invoice INV-10458 from Kibanda Office Supplies",
    date: "Wed, 30 Sep 2026 15:02:18 +0300",
    text: `Dear Tumaini Water Trust,

Please find below invoice INV-10458 for your order LPO-TWT-2026-071.

  10 x A4 paper 80gsm (ream box)      KES 6,800.00 each   KES 68,000.00
   4 x HP 305A toner, black           KES 9,450.00 each   KES 37,800.00
   2 x Box files (pack of 12)         KES 2,150.00 each    KES 4,300.00
                                           Subtotal       KES 110,100.00
                                           VAT 16%         KES 17,616.00
                                           TOTAL          KES 127,716.00

Payment due: 30 Oct 2026
Pay to: Zuri Pesa Paybill 880412, account INV-10458, or bank transfer to Savanna Commercial Bank, Industrial Area, A/C 0102 558 1930.

Delivery was made on 29 Sep 2026 (delivery note DN-7731, received by J. Otieno).

Thank you for your business!
Kibanda Office Supplies Ltd · Lunga Lunga Road, Industrial Area, Nairobi · 0722 901 445 · KRA PIN P051662810Q`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#333;">
<p>Dear Tumaini Water Trust,</p>
<p>Please find below invoice <b>INV-10458</b> for your order LPO-TWT-2026-071.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:12px;">
<tr style="background:#f59e0b;color:#fff;"><th align="left">Item</th><th>Qty</th><th align="right">Unit</th><th align="right">Amount</th></tr>
<tr><td>A4 paper 80gsm (ream box)</td><td align="center">10</td><td align="right">KES 6,800.00</td><td align="right">KES 68,000.00</td></tr>
<tr><td>HP 305A toner, black</td><td align="center">4</td><td align="right">KES 9,450.00</td><td align="right">KES 37,800.00</td></tr>
<tr><td>Box files (pack of 12)</td><td align="center">2</td><td align="right">KES 2,150.00</td><td align="right">KES 4,300.00</td></tr>
<tr><td colspan="3" align="right">Subtotal</td><td align="right">KES 110,100.00</td></tr>
<tr><td colspan="3" align="right">VAT 16%</td><td align="right">KES 17,616.00</td></tr>
<tr><td colspan="3" align="right"><b>TOTAL</b></td><td align="right"><b>KES 127,716.00</b></td></tr></table>
<p>Payment due: <b>30 Oct 2026</b><br>Pay to: Zuri Pesa Paybill 880412, account INV-10458, or bank transfer to Savanna Commercial Bank, Industrial Area, A/C 0102 558 1930.</p>
<p>Delivery was made on 29 Sep 2026 (delivery note DN-7731, received by J. Otieno).</p>
<p>Thank you for your business!</p>
<p style="font-size:11px;color:#777;border-top:1px solid #ddd;padding-top:8px;"><img src="https://kibandasupplies.co.ke/img/logo-small.png" alt="Kibanda" width="90"><br>Kibanda Office Supplies Ltd · Lunga Lunga Road, Industrial Area, Nairobi · 0722 901 445 · KRA PIN P051662810Q<br><a href="https://kibandasupplies.co.ke">kibandasupplies.co.ke</a></p>
</body></html>`,
  },
  {
    family: "entoto-printing",
    group: "regional",
    lang: "am",
    kind: "order-ready",
    code: null,
    link: null,
    from: "እንጦጦ ማተሚያ ቤት <info@entotoprinting.com.et>",
    subject: "ትዕዛዝዎ ዝግጁ ነው – ቁጥር EP-2026-0512",
    date: "Thu, 08 Oct 2026 14:10:00 +0300",
    text: `ጤና ይስጥልን፣

ለቱማይኒ ዋተር ትረስት ያዘዙት የህትመት ስራ ተጠናቋል።

የትዕዛዝ ቁጥር: EP-2026-0512
ዝርዝር: 500 የስልጠና ማኑዋሎች (A5, 48 ገጽ) እና 20 ባነሮች
ጠቅላላ ዋጋ: 86,250.00 ብር (ቫትን ጨምሮ)
ቅድመ ክፍያ: 45,000.00 ብር
ቀሪ ክፍያ: 41,250.00 ብር

ከሰኞ እስከ ቅዳሜ ከጠዋቱ 2:30 እስከ ምሽቱ 11:30 ድረስ ከሱቃችን መውሰድ ይችላሉ።
አድራሻ: ፒያሳ፣ ከአራዳ ህንፃ ጀርባ፣ አዲስ አበባ
ስልክ: 0111 55 78 20

እናመሰግናለን!
እንጦጦ ማተሚያ ቤት`,
    html: null,
    enc: "b64",
  },
  {
    family: "imprimerie-ndar",
    group: "regional",
    lang: "fr",
    kind: "quote",
    code: null,
    link: null,
    from: "Imprimerie Ndar <contact@imprimerie-ndar.sn>",
    subject: "Devis n° D-2026-214 – Affiches et dépliants campagne hygiène",
    date: "Tue, 22 Sep 2026 10:48:33 +0000",
    text: `Bonjour Madame Ndiaye,

Suite à notre échange téléphonique, veuillez trouver ci-dessous notre devis.

Devis n° D-2026-214 du 22/09/2026
- 300 affiches A2 quadri, papier 135 g : 210 000 FCFA
- 2 000 dépliants A4 trois volets, recto verso : 340 000 FCFA
- Conception graphique (2 allers-retours) : 75 000 FCFA
Total HT : 625 000 FCFA
TVA 18 % : 112 500 FCFA
Total TTC : 737 500 FCFA

Délai : 6 jours ouvrés après validation du BAT et versement de l'acompte (50 %).
Validité du devis : 30 jours.

Bien cordialement,
Ousmane Fall
Imprimerie Ndar – Quai Henry Jay, Saint-Louis
Tél. : +221 33 961 22 18 / +221 77 640 15 09`,
    html: null,
    enc: "8bit",
  },
  {
    family: "oorun-solar",
    group: "regional",
    lang: "yo",
    kind: "delivery-scheduled",
    code: null,
    link: null,
    from: "Oorun Solar <ibere@oorunsolar.ng>",
    subject: "Ọjọ́ ìfijíṣẹ́ ẹ̀rọ oòrùn rẹ: 14 Oṣù Kẹwàá 2026",
    date: "Fri, 09 Oct 2026 12:30:00 +0100",
    text: `Ẹ n lẹ́ o,

A dúpẹ́ pé ẹ yan Oorun Solar. A ti ṣètò ìfijíṣẹ́ àti ìgbékalẹ̀ ẹ̀rọ oòrùn yín.

Nọ́mbà ìbéèrè: OS-LAG-20931
Ẹ̀rọ: 5kVA inverter, bátìrì lithium 10kWh, pánẹ́ẹ̀lì 12 (450W)
Ọjọ́: Ọjọ́rú, 14 Oṣù Kẹwàá 2026, láàrin aago mẹ́sàn-án sí aago méjìlá ọ̀sán
Àdírẹ́sì: 27 Adeniyi Jones Avenue, Ikeja, Lagos

Ẹ jọ̀wọ́ ẹ rí i dájú pé ẹnìkan wà níbẹ̀ láti gbà á. Ẹ pè wá lórí 0809 440 2210 tí ẹ bá fẹ́ yí ọjọ́ padà.

Oorun Solar – Agbára oòrùn fún gbogbo ilé`,
    html: card({
      lang: "yo",
      pre: "A ti ṣètò ìfijíṣẹ́ ẹ̀rọ oòrùn yín",
      brand: "Oorun Solar",
      color: "#ea8c00",
      logo: "https://oorunsolar.ng/img/mail/oorun-logo.png",
      body: `<p>Ẹ n lẹ́ o,</p>
<p>A dúpẹ́ pé ẹ yan Oorun Solar. A ti ṣètò ìfijíṣẹ́ àti ìgbékalẹ̀ ẹ̀rọ oòrùn yín.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">Nọ́mbà ìbéèrè</td><td>OS-LAG-20931</td></tr>
<tr><td style="color:#777;">Ẹ̀rọ</td><td>5kVA inverter, bátìrì lithium 10kWh, pánẹ́ẹ̀lì 12 (450W)</td></tr>
<tr><td style="color:#777;">Ọjọ́</td><td><b>Ọjọ́rú, 14 Oṣù Kẹwàá 2026</b>, láàrin aago mẹ́sàn-án sí aago méjìlá ọ̀sán</td></tr>
<tr><td style="color:#777;">Àdírẹ́sì</td><td>27 Adeniyi Jones Avenue, Ikeja, Lagos</td></tr></table>
<p>Ẹ jọ̀wọ́ ẹ rí i dájú pé ẹnìkan wà níbẹ̀ láti gbà á. Ẹ pè wá lórí <b>0809 440 2210</b> tí ẹ bá fẹ́ yí ọjọ́ padà.</p>`,
      footer:
        `Oorun Solar – Agbára oòrùn fún gbogbo ilé &middot; <a href="https://oorunsolar.ng" style="color:#888;">oorunsolar.ng</a> &middot; <a href="https://instagram.com/oorunsolar" style="color:#888;">Instagram</a>`,
    }),
    enc: "qp",
  },

  // ---- Ajo Pay (Nigerian fintech)
  {
    family: "ajo-pay",
    group: "regional",
    lang: "yo",
    kind: "credit-alert",
    code: null,
    link: null,
    from: "Ajo Pay <titaniji@ajopay.ng>",
    subject: "Ìtaniji: ₦250,000.00 ti wọlé sí àkáǹtì rẹ",
    date: "Fri, 02 Oct 2026 11:05:44 +0100",
    text: `Ẹ kú àárọ̀ Folasade,

Owó ti wọlé sí àkáǹtì Ajo Pay rẹ.

Iye owó: ₦250,000.00
Láti ọ̀dọ̀: TUMAINI WATER TRUST NIGERIA
Àpèjúwe: Advance - Ibadan training Oct
Ìtọ́kasí: AJP/26/10/0041873
Ọjọ́: 02/10/2026 11:05
Iyokù owó: ₦1,418,220.50

Tí o kò bá mọ̀ nípa ìdúnàádúrà yìí, pe wa lórí 0700 2556 729.

Ajo Pay Microfinance Bank Ltd. NDIC ló ń dáàbò bo owó rẹ.`,
    html: `<!doctype html><html lang="yo"><body style="margin:0;background:#f4f1ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Segoe UI',Arial,sans-serif;">
<tr><td style="padding:22px 26px 6px;"><img src="https://cdn.ajopay.ng/mail/ajopay-logo.png" height="28" alt="Ajo Pay"></td></tr>
<tr><td style="padding:10px 26px;font-size:14px;color:#333;">Ẹ kú àárọ̀ Folasade,<br>Owó ti wọlé sí àkáǹtì Ajo Pay rẹ.</td></tr>
<tr><td align="center" style="padding:14px 26px;"><div style="font-size:12px;color:#6d28d9;text-transform:uppercase;">Iye owó</div><div style="font-size:32px;font-weight:700;color:#16a34a;">+₦250,000.00</div></td></tr>
<tr><td style="padding:0 26px 12px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#faf8ff;border-radius:8px;">
<tr><td style="color:#666;">Láti ọ̀dọ̀</td><td align="right">TUMAINI WATER TRUST NIGERIA</td></tr>
<tr><td style="color:#666;">Àpèjúwe</td><td align="right">Advance - Ibadan training Oct</td></tr>
<tr><td style="color:#666;">Ìtọ́kasí</td><td align="right">AJP/26/10/0041873</td></tr>
<tr><td style="color:#666;">Ọjọ́</td><td align="right">02/10/2026 11:05</td></tr>
<tr><td style="color:#666;">Iyokù owó</td><td align="right"><b>₦1,418,220.50</b></td></tr></table></td></tr>
<tr><td style="padding:6px 26px 20px;font-size:12px;color:#555;">Tí o kò bá mọ̀ nípa ìdúnàádúrà yìí, pe wa lórí 0700 2556 729.</td></tr>
<tr><td style="padding:14px 26px;background:#1e1b4b;color:#c7c2f0;font-size:11px;border-radius:0 0 12px 12px;">Ajo Pay Microfinance Bank Ltd. NDIC ló ń dáàbò bo owó rẹ.<br>
<a href="https://play.google.com/store/apps/details?id=ng.ajopay.app"><img src="https://cdn.ajopay.ng/mail/google-play.png" height="30" alt="Get it on Google Play"></a> <a href="https://apps.apple.com/ng/app/ajo-pay/id1588204411"><img src="https://cdn.ajopay.ng/mail/app-store.png" height="30" alt="Download on the App Store"></a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "ajo-pay",
    group: "regional",
    lang: "yo",
    kind: "transfer-otp",
    code: "374920",
    link: null,
    from: "Ajo Pay <aabo@ajopay.ng>",
    subject: "Kóòdù OTP rẹ fún ìfiránṣẹ́ owó",
    date: "Thu, 15 Oct 2026 16:48:02 +0100",
    text: `Ẹ kú ọ̀sán Folasade,

O fẹ́ fi ₦96,000.00 ránṣẹ́ sí ẹni tuntun: OLAWALE BUS HIRE (Àkáǹtì ****2209).

Kóòdù OTP rẹ ni: 374920

Ó máa parí lẹ́yìn ìṣẹ́jú márùn-ún. Má ṣe fi kóòdù yìí han ẹnikẹ́ni, kódà òṣìṣẹ́ Ajo Pay.

Ajo Pay Microfinance Bank Ltd.`,
    html: null,
    enc: "8bit",
  },

  // ---- Xaalis Bi (mobile money, Senegal)
  {
    family: "xaalis-bi",
    group: "regional",
    lang: "wo",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Xaalis Bi <xibaar@xaalisbi.sn>",
    subject: "Jot nga 75 000 FCFA",
    date: "Sat, 19 Sep 2026 19:22:10 +0000",
    text: `Asalaa maalekum Awa,

Jot nga 75 000 FCFA ci Fatou Sarr (77 512 34 90).
Bés: 19/09/2026 ci 19:21
Limu jëfandikoo: XB2609.1921.88120
Sa xaalis bi des: 212 450 FCFA

Jërëjëf ci jëfandikoo Xaalis Bi.
Ndimbal: 200 600 (ñaari fan yu nekk)`,
    html: card({
      lang: "wo",
      pre: "Jot nga 75 000 FCFA ci Fatou Sarr",
      brand: "Xaalis Bi",
      color: "#1d4ed8",
      logo: "https://www.xaalisbi.sn/mail/logo.png",
      body: `<p>Asalaa maalekum Awa,</p>
<p style="font-size:22px;font-weight:bold;color:#1d4ed8;">+75 000 FCFA</p>
<p>Jot nga 75 000 FCFA ci <b>Fatou Sarr</b> (77 512 34 90).</p>
<table cellpadding="5" style="font-size:14px;"><tr><td style="color:#666;">Bés</td><td>19/09/2026 ci 19:21</td></tr>
<tr><td style="color:#666;">Limu jëfandikoo</td><td>XB2609.1921.88120</td></tr>
<tr><td style="color:#666;">Sa xaalis bi des</td><td>212 450 FCFA</td></tr></table>
<p>Jërëjëf ci jëfandikoo Xaalis Bi.</p>`,
      footer:
        `Ndimbal: 200 600 &middot; Xaalis Bi SA, Route des Almadies, Dakar &middot; <a href="https://www.xaalisbi.sn/sarti" style="color:#888;">Sàrti</a>`,
    }),
    enc: "qp",
  },
  {
    family: "xaalis-bi",
    group: "regional",
    lang: "wo",
    kind: "device-code",
    code: "583041",
    link: null,
    from: "Xaalis Bi <kaaraange@xaalisbi.sn>",
    subject: "Sa kóodu wóorlu Xaalis Bi",
    date: "Tue, 13 Oct 2026 07:31:46 +0000",
    text: `Asalaa maalekum,

Danga bëgg duggal sa kontu Xaalis Bi (77 *** 61 08) ci benn telefon bu bees (Tecno Spark 20).

Sa kóodu wóorlu mooy:

5 8 3 0 4 1

Bul ko wone kenn. Liggéeykatu Xaalis Bi du la ko laaj mukk. Dina jeex ci 5 simili.

Bu dul yaw, woote ci 200 600 léegi.

Xaalis Bi`,
    html: card({
      lang: "wo",
      pre: "Sa kóodu wóorlu: bul ko wone kenn",
      brand: "Xaalis Bi",
      color: "#1d4ed8",
      logo: "https://www.xaalisbi.sn/mail/logo.png",
      body: `<p>Asalaa maalekum,</p>
<p>Danga bëgg duggal sa kontu Xaalis Bi (77 *** 61 08) ci benn telefon bu bees (Tecno Spark 20).</p>
<p>Sa kóodu wóorlu mooy:</p>
${digit_cells("583041", "#1d4ed8")}
<p style="color:#b91c1c;">Bul ko wone kenn. Liggéeykatu Xaalis Bi du la ko laaj mukk. Dina jeex ci 5 simili.</p>
<p style="font-size:13px;">Bu dul yaw, woote ci <b>200 600</b> léegi.</p>`,
      footer: `Xaalis Bi SA, Route des Almadies, Dakar`,
    }),
    enc: "b64",
  },

  // ---- Gihon Bank (Ethiopia)
  {
    family: "gihon-bank",
    group: "regional",
    lang: "am",
    kind: "login-otp",
    code: "627041",
    link: null,
    from: "ግዮን ባንክ <ebanking@gihonbank.com.et>",
    subject: "የግዮን ኢ-ባንኪንግ የአንድ ጊዜ የይለፍ ቃል",
    date: "Wed, 23 Sep 2026 08:17:29 +0300",
    text: `ውድ ደንበኛ፣

ወደ ግዮን ኢ-ባንኪንግ ለመግባት የአንድ ጊዜ የይለፍ ቃል (OTP)ዎ፦ 627041

ይህ የይለፍ ቃል ለ5 ደቂቃ ብቻ ያገለግላል። ባንኩ ይህን ኮድ በስልክም ሆነ በኢሜል በፍጹም አይጠይቅዎትም።

ይህን ሙከራ ያላደረጉት እርስዎ ካልሆኑ ወዲያውኑ በ 8397 ይደውሉ።

ግዮን ባንክ አ.ማ. — ቦሌ ክፍለ ከተማ፣ አዲስ አበባ`,
    html: `<html lang="am"><body style="margin:0;background:#f6f3ea;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Nyala','Noto Sans Ethiopic',Arial,sans-serif;border-top:5px solid #8b6f2e;">
<tr><td style="padding:18px 24px;"><img src="https://www.gihonbank.com.et/images/mail/gihon-logo.png" width="150" alt="ግዮን ባንክ"></td></tr>
<tr><td style="padding:6px 24px;font-size:15px;color:#222;">ውድ ደንበኛ፣<br><br>ወደ ግዮን ኢ-ባንኪንግ ለመግባት የአንድ ጊዜ የይለፍ ቃል (OTP)ዎ፦</td></tr>
<tr><td align="center" style="padding:18px;"><span style="font-family:Courier,monospace;font-size:30px;font-weight:bold;letter-spacing:5px;border:2px solid #8b6f2e;padding:8px 18px;">627041</span></td></tr>
<tr><td style="padding:6px 24px 18px;font-size:13px;color:#444;">ይህ የይለፍ ቃል ለ5 ደቂቃ ብቻ ያገለግላል። ባንኩ ይህን ኮድ በስልክም ሆነ በኢሜል በፍጹም አይጠይቅዎትም።<br><br>ይህን ሙከራ ያላደረጉት እርስዎ ካልሆኑ ወዲያውኑ በ <b>8397</b> ይደውሉ።</td></tr>
<tr><td style="padding:12px 24px;background:#f3efe3;font-size:11px;color:#777;">ግዮን ባንክ አ.ማ. — ቦሌ ክፍለ ከተማ፣ አዲስ አበባ · <a href="https://www.gihonbank.com.et" style="color:#8b6f2e;">www.gihonbank.com.et</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "gihon-bank",
    group: "regional",
    lang: "am",
    kind: "debit-notice",
    code: null,
    link: null,
    from: "ግዮን ባንክ <alerts@gihonbank.com.et>",
    subject: "የሂሳብ እንቅስቃሴ ማሳወቂያ",
    date: "Wed, 23 Sep 2026 08:25:02 +0300",
    text: `ውድ ደንበኛ፣

ሂሳብ ቁጥር 1000****7731 በብር 45,000.00 ተቀንሷል።

ተቀባይ: እንጦጦ ማተሚያ ቤት
ምክንያት: ቅድመ ክፍያ EP-2026-0512
ቀን: 23/09/2026 08:24
የአገልግሎት ክፍያ: ብር 15.00
ቀሪ ሂሳብ: ብር 612,380.42
የማጣቀሻ ቁጥር: FT26266KQ4M1

ስለመረጡን እናመሰግናለን።
ግዮን ባንክ`,
    html: null,
    enc: "8bit",
  },
];
