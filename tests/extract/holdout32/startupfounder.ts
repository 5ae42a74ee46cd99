/**
 * The inbox of the founder of a small Lagos and Nairobi fintech with investors in the US and UK, over
 * two months: registries, cloud, payments and banking partners, payroll, cap table, data room, KYC,
 * co-working, airlines and newsletters, in English, Nigerian Pidgin, Swahili, French and a few others.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Ngozi Kamau <ngozi@zurafi.africa>";
const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from a local wall-clock time and its zone. */
function at(local: string, zone: string): string {
  const d = new Date(local + "Z");
  const p = (n: number) => String(n).padStart(2, "0");
  return `${WD[d.getUTCDay()]}, ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p(d.getUTCHours())}:${
    p(d.getUTCMinutes())
  }:${p(d.getUTCSeconds())} ${zone}`;
}

/** A tiny fake PDF body for attachments. */
function pdf(title: string): string {
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 60 >> stream\nBT /F1 12 Tf 72 770 Td (${title}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
}

// ---------------------------------------------------------------- usajili-portal (Kenya business registry)

function usajili(inner: string, pre: string): string {
  return `<!DOCTYPE html><html lang="sw"><head><meta charset="utf-8"><title>Usajili Portal</title></head>
<body style="margin:0;background:#eef2ee;font-family:Verdana,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:18px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #006b3f">
<tr><td style="padding:16px 24px;border-bottom:1px solid #dde5dd">
<img src="https://static.usajili-portal.go.ke/img/crest-64.png" width="48" height="48" alt="Nembo ya Usajili Portal" style="vertical-align:middle">
<span style="font-size:15px;font-weight:bold;color:#006b3f;margin-left:10px">USAJILI PORTAL &mdash; Huduma za Usajili wa Biashara</span></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#222">${inner}</td></tr>
<tr><td style="padding:14px 24px;background:#f5f7f5;font-size:11px;color:#6a746a;line-height:16px">
Usajili Portal, Jengo la Huduma, Barabara ya Harambee, S.L.P. 30031-00100, Nairobi.<br>
Simu: +254 20 222 7461 &middot; <a href="https://usajili-portal.go.ke/msaada" style="color:#006b3f">Msaada</a> &middot;
<a href="https://usajili-portal.go.ke/faragha" style="color:#006b3f">Sera ya faragha</a><br>
Barua pepe hii imetumwa kiotomatiki; tafadhali usiijibu.</td></tr>
</table></td></tr></table></body></html>`;
}

const usajiliMails: Mail[] = [
  {
    family: "usajili-portal",
    group: "regional",
    lang: "sw",
    kind: "verify-link",
    code: null,
    link: "https://usajili-portal.go.ke/akaunti/thibitisha?t=Qm9rMjAyNi0wOS0xNnpyZg&u=44810273",
    from: "Usajili Portal <hakuna-jibu@usajili-portal.go.ke>",
    to: ME,
    subject: "Thibitisha anwani yako ya barua pepe — Usajili Portal",
    date: at("2026-09-16T10:14:09", "+0300"),
    text: `Habari Ngozi Kamau,

Asante kwa kufungua akaunti kwenye Usajili Portal. Kabla ya kuwasilisha maombi ya kusajili kampuni au kubadilisha taarifa za wakurugenzi, tafadhali thibitisha anwani yako ya barua pepe kwa kufungua kiungo kifuatacho:

https://usajili-portal.go.ke/akaunti/thibitisha?t=Qm9rMjAyNi0wOS0xNnpyZg&u=44810273

Kiungo hiki kitaisha muda wake baada ya saa 24.

Namba ya akaunti: 44810273
Aina ya akaunti: Mwakilishi wa kampuni

Kama hukufungua akaunti hii, puuza barua pepe hii.

Usajili Portal
Simu: +254 20 222 7461
https://usajili-portal.go.ke/msaada
`,
    html: usajili(
      `<p>Habari <b>Ngozi Kamau</b>,</p>
<p>Asante kwa kufungua akaunti kwenye Usajili Portal. Kabla ya kuwasilisha maombi ya kusajili kampuni au kubadilisha taarifa za wakurugenzi, tafadhali thibitisha anwani yako ya barua pepe.</p>
<table cellpadding="0" cellspacing="0" style="margin:22px 0"><tr><td bgcolor="#006b3f" style="border-radius:3px">
<a href="https://usajili-portal.go.ke/akaunti/thibitisha?t=Qm9rMjAyNi0wOS0xNnpyZg&amp;u=44810273" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold">Thibitisha barua pepe</a></td></tr></table>
<p style="font-size:12px;color:#555">Kiungo hiki kitaisha muda wake baada ya saa 24.</p>
<table cellpadding="4" style="font-size:13px;border:1px solid #dde5dd;margin:10px 0"><tr><td style="color:#666">Namba ya akaunti</td><td>44810273</td></tr>
<tr><td style="color:#666">Aina ya akaunti</td><td>Mwakilishi wa kampuni</td></tr></table>
<p style="font-size:12px;color:#777">Kama hukufungua akaunti hii, puuza barua pepe hii.</p>`,
      "Thibitisha barua pepe yako ili kuanza kutumia huduma",
    ),
    enc: "qp",
  },
  {
    family: "usajili-portal",
    group: "regional",
    lang: "sw",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "Usajili Portal <hakuna-jibu@usajili-portal.go.ke>",
    to: ME,
    subject: "PIN yako ya matumizi moja — Usajili Portal",
    date: at("2026-10-02T16:41:52", "+0300"),
    text: `Mpendwa NGOZI KAMAU,

Kuna jaribio la kuingia kwenye akaunti yako ya Usajili Portal (namba 44810273) kutoka Chrome kwenye Windows, Nairobi, KE saa 16:41.

PIN yako ya matumizi moja ni: 730418

PIN hii itatumika kwa dakika 5 tu. Wafanyakazi wa ofisi ya usajili hawatakuuliza PIN hii kwa simu wala kwa SMS.

Unahitaji msaada? Piga +254 20 222 7461 (Jumatatu-Ijumaa, 08:00-17:00) au tembelea https://usajili-portal.go.ke/msaada

Usajili Portal - Huduma za Usajili wa Biashara
`,
    html: usajili(
      `<p>Mpendwa NGOZI KAMAU,</p>
<p>Kuna jaribio la kuingia kwenye akaunti yako ya Usajili Portal (namba 44810273) kutoka <b>Chrome kwenye Windows</b>, Nairobi, KE saa 16:41.</p>
<p style="margin:20px 0 6px">PIN yako ya matumizi moja ni:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:8px;color:#006b3f;margin:0 0 20px;font-family:'Courier New',monospace">730418</p>
<p>PIN hii itatumika kwa dakika 5 tu. Wafanyakazi wa ofisi ya usajili hawatakuuliza PIN hii kwa simu wala kwa SMS.</p>
<p style="font-size:12px;color:#666">Unahitaji msaada? Piga +254 20 222 7461 (Jumatatu&ndash;Ijumaa, 08:00&ndash;17:00).</p>`,
      "PIN ya kuingia kwenye akaunti yako",
    ),
    enc: "8bit",
  },
  {
    family: "usajili-portal",
    group: "regional",
    lang: "sw",
    kind: "filing-received",
    code: null,
    link: null,
    from: "Usajili Portal <hakuna-jibu@usajili-portal.go.ke>",
    to: ME,
    subject: "Ritani ya mwaka imepokelewa: ZURAFI TECHNOLOGIES LIMITED (PVT-7LUQ2X9A)",
    date: at("2026-10-09T11:03:27", "+0300"),
    text: `Habari Ngozi Kamau,

Ritani ya mwaka ya kampuni iliyo hapa chini imepokelewa na kusajiliwa.

Jina la kampuni: ZURAFI TECHNOLOGIES LIMITED
Namba ya usajili: PVT-7LUQ2X9A
Mwaka wa ritani: 2026
Namba ya ombi: UP/AR/2026/0918834
Ada iliyolipwa: KES 1,050.00 (M-Pesa, risiti SJ92KL0TQ4)
Tarehe ya usajili: 09/10/2026

Cheti cha kupokelewa kimeambatishwa kwenye barua pepe hii (PDF). Unaweza pia kukipakua wakati wowote kwenye sehemu ya "Maombi Yangu" baada ya kuingia.

Hakuna hatua zaidi inayohitajika kutoka kwako.

Usajili Portal
`,
    html: usajili(
      `<p>Habari Ngozi Kamau,</p>
<p>Ritani ya mwaka ya kampuni iliyo hapa chini imepokelewa na kusajiliwa.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;width:100%">
<tr style="background:#f5f7f5"><td style="width:45%;color:#555">Jina la kampuni</td><td><b>ZURAFI TECHNOLOGIES LIMITED</b></td></tr>
<tr><td style="color:#555">Namba ya usajili</td><td>PVT-7LUQ2X9A</td></tr>
<tr style="background:#f5f7f5"><td style="color:#555">Mwaka wa ritani</td><td>2026</td></tr>
<tr><td style="color:#555">Namba ya ombi</td><td>UP/AR/2026/0918834</td></tr>
<tr style="background:#f5f7f5"><td style="color:#555">Ada iliyolipwa</td><td>KES 1,050.00 (M-Pesa, risiti SJ92KL0TQ4)</td></tr>
<tr><td style="color:#555">Tarehe ya usajili</td><td>09/10/2026</td></tr></table>
<p>Cheti cha kupokelewa kimeambatishwa kwenye barua pepe hii (PDF). Unaweza pia kukipakua kwenye sehemu ya <a href="https://usajili-portal.go.ke/maombi-yangu" style="color:#006b3f">Maombi Yangu</a>.</p>
<p>Hakuna hatua zaidi inayohitajika kutoka kwako.</p>`,
      "Ritani ya mwaka ya 2026 imesajiliwa",
    ),
    enc: "b64",
    attachment: ["UP-AR-2026-0918834.pdf", "application/pdf", pdf("Annual return acknowledgement UP/AR/2026/0918834")],
  },
];

// ---------------------------------------------------------------- corpfile-ng (Nigerian company registry e-service)

const corpfileMails: Mail[] = [
  {
    family: "corpfile-ng",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://portal.corpfile.gov.ng/auth/reset-password/8f3c1e0a-5b7d-4c2e-9a61-d2f4b7c09e55",
    from: "CorpFile NG <no-reply@corpfile.gov.ng>",
    to: ME,
    subject: "CorpFile NG: Password Reset Request",
    date: at("2026-09-22T08:57:13", "+0100"),
    text: `CORPFILE NG - COMPANY REGISTRATION PORTAL

Dear Ngozi Kamau,

We received a request to reset the password for your CorpFile NG accredited-presenter account (ngozi@zurafi.africa).

To choose a new password, open the link below:
https://portal.corpfile.gov.ng/auth/reset-password/8f3c1e0a-5b7d-4c2e-9a61-d2f4b7c09e55

This link can be used once and expires in 30 minutes.

If you did not make this request, your password has not been changed and you may ignore this e-mail.

Customer Service Desk
Plot 420, Tigris Crescent, Maitama, Abuja
Tel: 0700 2673 4532
`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#1d1d1d;background:#ffffff">
<table width="640" align="center" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c9d3c9">
<tr><td bgcolor="#0a5c36" style="padding:12px 18px;color:#fff;font-size:16px;font-weight:bold">
<img src="https://portal.corpfile.gov.ng/assets/img/coat-of-arms.png" alt="CorpFile NG" height="36" style="vertical-align:middle"> &nbsp;CORPFILE NG &ndash; COMPANY REGISTRATION PORTAL</td></tr>
<tr><td style="padding:22px 18px">
<p>Dear Ngozi Kamau,</p>
<p>We received a request to reset the password for your CorpFile NG accredited-presenter account (ngozi@zurafi.africa).</p>
<p>To choose a new password, click the button below:</p>
<p style="text-align:center;margin:24px 0"><a href="https://portal.corpfile.gov.ng/auth/reset-password/8f3c1e0a-5b7d-4c2e-9a61-d2f4b7c09e55" style="background:#0a5c36;color:#ffffff;padding:11px 30px;text-decoration:none;border-radius:2px;font-weight:bold">RESET PASSWORD</a></p>
<p>This link can be used once and expires in 30 minutes.</p>
<p>If you did not make this request, your password has not been changed and you may ignore this e-mail.</p>
</td></tr>
<tr><td style="padding:12px 18px;background:#f2f5f2;font-size:11px;color:#666">Customer Service Desk &middot; Plot 420, Tigris Crescent, Maitama, Abuja &middot; Tel: 0700 2673 4532<br>
<a href="https://corpfile.gov.ng/faq" style="color:#0a5c36">FAQ</a> | <a href="https://corpfile.gov.ng/privacy" style="color:#0a5c36">Privacy</a> | &copy; 2026 CorpFile NG</td></tr>
</table></body></html>`,
  },
  {
    family: "corpfile-ng",
    group: "regional",
    lang: "en",
    kind: "status-update",
    code: null,
    link: null,
    from: "CorpFile NG <no-reply@corpfile.gov.ng>",
    to: ME,
    subject: "Application RC-2026-114907: Allotment of shares - APPROVED",
    date: at("2026-10-14T14:22:40", "+0100"),
    text: `Dear Ngozi Kamau,

Your post-incorporation filing has been reviewed.

Company: ZURAFI PAYMENTS NIGERIA LIMITED
RC Number: 1987342
Filing: Return of Allotment (Form CAC 2.3)
Application No.: RC-2026-114907
Status: APPROVED
Date: 14-Oct-2026

The updated status report and certified true copy will be available in your dashboard under "Documents" within 48 hours. No further action is required.

Thank you for using CorpFile NG.
Tel: 0700 2673 4532 | https://corpfile.gov.ng/faq
`,
    html: null,
  },
];

// ---------------------------------------------------------------- stratoloom-cloud (cloud provider)

function strato(inner: string, pre: string): string {
  return `<!doctype html>
<html><head><meta name="viewport" content="width=device-width"><style>
@media (max-width:600px){.c{width:100%!important}}
</style></head>
<body style="margin:0;padding:0;background:#f4f5fb">
<div style="display:none;font-size:1px;color:#f4f5fb;line-height:1px;max-height:0;opacity:0;overflow:hidden">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:32px 12px">
<table class="c" role="presentation" width="560" cellspacing="0" cellpadding="0" border="0">
<tr><td style="padding:0 0 18px"><img src="https://cdn.stratoloom.com/mail/logo-wordmark@2x.png" width="132" height="28" alt="Stratoloom"></td></tr>
<tr><td style="background:#ffffff;border-radius:8px;padding:32px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#1f2333">${inner}</td></tr>
<tr><td style="padding:20px 8px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8a8fa3;text-align:center">
Stratoloom, Inc. &middot; 548 Market St, PMB 77120 &middot; San Francisco, CA 94104<br>
<a href="https://stratoloom.com/docs" style="color:#8a8fa3">Docs</a> &middot; <a href="https://status.stratoloom.com" style="color:#8a8fa3">Status</a> &middot; <a href="https://stratoloom.com/legal/privacy" style="color:#8a8fa3">Privacy</a> &middot; <a href="https://cloud.stratoloom.com/account/notifications" style="color:#8a8fa3">Notification settings</a></td></tr>
</table></td></tr></table></body></html>`;
}

const stratoloomMails: Mail[] = [
  {
    family: "stratoloom-cloud",
    group: "consumer",
    lang: "en",
    kind: "device-code",
    code: "QXKM-TWLB",
    link: "https://cloud.stratoloom.com/device?user_code=QXKM-TWLB",
    from: "Stratoloom <no-reply@stratoloom.com>",
    to: ME,
    subject: "Confirm CLI sign-in for team zurafi-prod",
    date: at("2026-09-18T21:36:02", "+0000"),
    text: `Someone is signing in to the Stratoloom CLI (sl v3.14.2) as ngozi@zurafi.africa.

Open this page and confirm the code shown in your terminal:

https://cloud.stratoloom.com/device?user_code=QXKM-TWLB

Code: QXKM-TWLB

Requested from: 102.89.47.201 (Lagos, NG), Linux x86_64
Team: zurafi-prod
Expires: in 15 minutes

If you didn't run "sl auth login", don't confirm, and consider rotating your password.

-- Stratoloom
548 Market St, PMB 77120, San Francisco, CA 94104
`,
    html: strato(
      `<h1 style="font-size:20px;margin:0 0 16px">Confirm CLI sign-in</h1>
<p style="margin:0 0 16px">Someone is signing in to the Stratoloom CLI (<code>sl v3.14.2</code>) as <b>ngozi@zurafi.africa</b>. Check that this code matches the one in your terminal:</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 20px"><tr>
<td style="font-family:Menlo,Consolas,monospace;font-size:26px;font-weight:600;letter-spacing:4px;background:#eef0fa;border:1px solid #d7dbf0;border-radius:6px;padding:12px 20px">QXKM-TWLB</td></tr></table>
<table role="presentation" cellspacing="0" cellpadding="0"><tr><td style="border-radius:6px;background:#4b4fe0">
<a href="https://cloud.stratoloom.com/device?user_code=QXKM-TWLB" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:600;text-decoration:none">Confirm sign-in</a></td></tr></table>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:24px 0 0;font-size:13px;color:#5b6077">
<tr><td style="padding:2px 12px 2px 0">Requested from</td><td>102.89.47.201 (Lagos, NG), Linux x86_64</td></tr>
<tr><td style="padding:2px 12px 2px 0">Team</td><td>zurafi-prod</td></tr>
<tr><td style="padding:2px 12px 2px 0">Expires</td><td>in 15 minutes</td></tr></table>
<p style="font-size:13px;color:#5b6077;margin:20px 0 0">If you didn't run <code>sl auth login</code>, don't confirm, and consider <a href="https://cloud.stratoloom.com/account/security" style="color:#4b4fe0">rotating your password</a>.</p>`,
      "Code QXKM-TWLB · expires in 15 minutes",
    ),
    enc: "qp",
  },
  {
    family: "stratoloom-cloud",
    group: "consumer",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Stratoloom Billing <billing@stratoloom.com>",
    to: ME,
    subject: "zurafi-prod has reached 80% of its October budget",
    date: at("2026-10-21T06:02:11", "+0000"),
    text: `Budget alert for team zurafi-prod

Your month-to-date spend is $1,612.40, which is 80% of the $2,000.00 budget you set for October 2026.

Top services this month:
  Managed Postgres (af-lagos-1)      $684.12
  Compute instances (af-lagos-1)     $521.90
  Object storage (eu-london-2)       $188.33
  Egress                             $118.05

Forecast for the month: $2,090 (based on the last 7 days).

This is an automated alert; nothing has been paused. You can adjust budgets and alert thresholds at https://cloud.stratoloom.com/billing/budgets

Stratoloom, Inc. - 548 Market St, PMB 77120, San Francisco, CA 94104
`,
    html: strato(
      `<p style="margin:0 0 6px;font-size:13px;color:#b15c00;font-weight:600;text-transform:uppercase;letter-spacing:1px">Budget alert</p>
<h1 style="font-size:20px;margin:0 0 16px">zurafi-prod is at 80% of its October budget</h1>
<p>Month-to-date spend is <b>$1,612.40</b> of the <b>$2,000.00</b> budget.</p>
<div style="background:#eceef6;border-radius:4px;height:10px;margin:8px 0 20px"><div style="background:#e08a1e;width:80%;height:10px;border-radius:4px"></div></div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="6" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #eceef6"><td>Managed Postgres (af-lagos-1)</td><td align="right">$684.12</td></tr>
<tr style="border-bottom:1px solid #eceef6"><td>Compute instances (af-lagos-1)</td><td align="right">$521.90</td></tr>
<tr style="border-bottom:1px solid #eceef6"><td>Object storage (eu-london-2)</td><td align="right">$188.33</td></tr>
<tr><td>Egress</td><td align="right">$118.05</td></tr></table>
<p style="margin:20px 0 0">Forecast for the month: <b>$2,090</b> (based on the last 7 days). Nothing has been paused.</p>
<p style="margin:16px 0 0"><a href="https://cloud.stratoloom.com/billing/budgets" style="color:#4b4fe0">Manage budgets</a></p>`,
      "Month-to-date spend $1,612.40 of $2,000.00",
    ),
  },
  {
    family: "stratoloom-cloud",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Stratoloom Billing <billing@stratoloom.com>",
    to: ME,
    subject: "Your Stratoloom invoice for October 2026 (INV-SL-20261101-38815)",
    date: at("2026-11-01T03:15:44", "+0000"),
    text: `Hi Ngozi,

Your invoice for October 2026 is ready and has been charged to the Visa card ending 4417.

Invoice: INV-SL-20261101-38815
Team: zurafi-prod
Period: Oct 1 - Oct 31, 2026
Amount: $2,041.77 (incl. $0.00 tax)
Paid: Nov 1, 2026

A PDF copy is attached. Past invoices live at https://cloud.stratoloom.com/billing/invoices

Thanks for building on Stratoloom.
`,
    html: strato(
      `<p>Hi Ngozi,</p>
<p>Your invoice for <b>October 2026</b> is ready and has been charged to the Visa card ending 4417.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="6" style="font-size:14px;background:#f7f8fc;border-radius:6px">
<tr><td style="color:#5b6077">Invoice</td><td align="right">INV-SL-20261101-38815</td></tr>
<tr><td style="color:#5b6077">Team</td><td align="right">zurafi-prod</td></tr>
<tr><td style="color:#5b6077">Period</td><td align="right">Oct 1 &ndash; Oct 31, 2026</td></tr>
<tr><td style="color:#5b6077">Amount</td><td align="right"><b>$2,041.77</b></td></tr></table>
<p style="margin:20px 0 0">A PDF copy is attached. <a href="https://cloud.stratoloom.com/billing/invoices" style="color:#4b4fe0">View all invoices</a></p>`,
      "October 2026: $2,041.77 charged to Visa ending 4417",
    ),
    enc: "b64",
    attachment: ["INV-SL-20261101-38815.pdf", "application/pdf", pdf("Stratoloom invoice INV-SL-20261101-38815")],
  },
];

// ---------------------------------------------------------------- paylattice (payments infrastructure API, Lagos)

function lattice(inner: string, pre: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#0f1222;padding:0">
<div style="display:none;max-height:0;overflow:hidden">${pre}</div>
<center><table width="100%" cellpadding="0" cellspacing="0" style="max-width:580px;background:#0f1222"><tr><td style="padding:28px 24px 12px">
<img src="https://assets.paylattice.co/email/lattice-mark-light.png" alt="Paylattice" width="120"></td></tr>
<tr><td style="padding:0 16px"><table width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px"><tr>
<td style="padding:30px 28px;font-family:'Inter',Arial,sans-serif;font-size:15px;line-height:1.6;color:#1a1d2e">${inner}</td></tr></table></td></tr>
<tr><td style="padding:22px 24px 36px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8b90ad">
Paylattice Technologies Ltd is licensed by the Central Bank of Nigeria as a Payment Solution Service Provider.<br>
14B Admiralty Way, Lekki Phase 1, Lagos &middot; support@paylattice.co &middot; +234 1 631 0288<br>
<a href="https://x.com/paylattice" style="color:#8b90ad">X</a> &middot; <a href="https://www.linkedin.com/company/paylattice" style="color:#8b90ad">LinkedIn</a> &middot;
<a href="https://paylattice.co/legal/privacy" style="color:#8b90ad">Privacy</a> &middot; &copy; 2026 Paylattice</td></tr>
</table></center></body></html>`;
}

const paylatticeMails: Mail[] = [
  {
    family: "paylattice",
    group: "regional",
    lang: "pcm",
    kind: "2fa-code",
    code: "582194",
    link: null,
    from: "Paylattice <security@paylattice.co>",
    to: ME,
    subject: "Your Paylattice login code na 582194",
    date: at("2026-09-17T09:12:30", "+0100"),
    text: `How far Ngozi,

Somebody dey try enter your Paylattice dashboard with your email and password. If na you, use this code finish the login:

58 21 94

The code go expire after 10 minutes. Abeg no send am give anybody, even person wey talk say im dey work for Paylattice.

Device: Safari on macOS, Lagos (102.89.33.17)
Time: 17 Sep 2026, 09:12 WAT

If no be you, change your password sharp sharp and call us: +234 1 631 0288.

Paylattice Security Team
`,
    html: lattice(
      `<p style="margin:0 0 14px">How far Ngozi,</p>
<p style="margin:0 0 20px">Somebody dey try enter your Paylattice dashboard with your email and password. If na you, use this code finish the login:</p>
<table cellpadding="0" cellspacing="6" style="margin:0 auto 20px"><tr>
<td style="width:40px;height:48px;text-align:center;font-size:24px;font-weight:700;border:1px solid #d5d8ea;border-radius:6px;background:#f5f6fc">5</td>
<td style="width:40px;height:48px;text-align:center;font-size:24px;font-weight:700;border:1px solid #d5d8ea;border-radius:6px;background:#f5f6fc">8</td>
<td style="width:14px"></td>
<td style="width:40px;height:48px;text-align:center;font-size:24px;font-weight:700;border:1px solid #d5d8ea;border-radius:6px;background:#f5f6fc">2</td>
<td style="width:40px;height:48px;text-align:center;font-size:24px;font-weight:700;border:1px solid #d5d8ea;border-radius:6px;background:#f5f6fc">1</td>
<td style="width:14px"></td>
<td style="width:40px;height:48px;text-align:center;font-size:24px;font-weight:700;border:1px solid #d5d8ea;border-radius:6px;background:#f5f6fc">9</td>
<td style="width:40px;height:48px;text-align:center;font-size:24px;font-weight:700;border:1px solid #d5d8ea;border-radius:6px;background:#f5f6fc">4</td>
</tr></table>
<p style="margin:0 0 18px">The code go expire after 10 minutes. Abeg no send am give anybody, even person wey talk say im dey work for Paylattice.</p>
<p style="font-size:13px;color:#5d627d;margin:0">Device: Safari on macOS, Lagos (102.89.33.17)<br>Time: 17 Sep 2026, 09:12 WAT</p>
<p style="font-size:13px;color:#5d627d;margin:14px 0 0">If no be you, <a href="https://dashboard.paylattice.co/settings/security" style="color:#5a4bff">change your password</a> sharp sharp and call us: +234 1 631 0288.</p>`,
      "Use am finish your login. E go expire in 10 minutes.",
    ),
    enc: "qp",
  },
  {
    family: "paylattice",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://email.paylattice.co/c/eJxNjkEOgjAQRe_SNSEthUJZunDhwoUHmLQzgcbSQltjjPHuYjQxmd2b_2beQPQd7kFdgs-UQ4uTr-V8LSzLJhT1SyFvzBL4FXTQUgUTMP1uyR9Hl8eMRBPtGOSEa_5i0hR_6CjpTzBUkAhJB-qkJIGYlbPTkDAvoNNOfpGD-GTVnzYdnPJMVsTONBUqpPBhWiq7KHz8mH_NGvt7VcmC7zqt2Gm3P6Vt_PF1B7D8hl7fDwnhg9BnHtg",
    from: "Paylattice <no-reply@paylattice.co>",
    to: ME,
    subject: "Tunde Bakare invited you to the Zurafi Payments team on Paylattice",
    date: at("2026-09-29T13:47:05", "+0100"),
    text:
      `Tunde Bakare (tunde@zurafi.africa) has invited you to join the Zurafi Payments business on Paylattice with the role Admin.

Accept the invitation:
https://email.paylattice.co/c/eJxNjkEOgjAQRe_SNSEthUJZunDhwoUHmLQzgcbSQltjjPHuYjQxmd2b_2beQPQd7kFdgs-UQ4uTr-V8LSzLJhT1SyFvzBL4FXTQUgUTMP1uyR9Hl8eMRBPtGOSEa_5i0hR_6CjpTzBUkAhJB-qkJIGYlbPTkDAvoNNOfpGD-GTVnzYdnPJMVsTONBUqpPBhWiq7KHz8mH_NGvt7VcmC7zqt2Gm3P6Vt_PF1B7D8hl7fDwnhg9BnHtg

This invitation expires in 72 hours. Admins can view transactions, manage API keys and approve payouts.

Questions? support@paylattice.co
Paylattice Technologies Ltd, 14B Admiralty Way, Lekki Phase 1, Lagos
`,
    html: lattice(
      `<h2 style="margin:0 0 14px;font-size:20px">You've been invited to Zurafi Payments</h2>
<p style="margin:0 0 18px"><b>Tunde Bakare</b> (tunde@zurafi.africa) has invited you to join the <b>Zurafi Payments</b> business on Paylattice with the role <b>Admin</b>.</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 20px"><tr><td style="background:#5a4bff;border-radius:6px">
<a href="https://email.paylattice.co/c/eJxNjkEOgjAQRe_SNSEthUJZunDhwoUHmLQzgcbSQltjjPHuYjQxmd2b_2beQPQd7kFdgs-UQ4uTr-V8LSzLJhT1SyFvzBL4FXTQUgUTMP1uyR9Hl8eMRBPtGOSEa_5i0hR_6CjpTzBUkAhJB-qkJIGYlbPTkDAvoNNOfpGD-GTVnzYdnPJMVsTONBUqpPBhWiq7KHz8mH_NGvt7VcmC7zqt2Gm3P6Vt_PF1B7D8hl7fDwnhg9BnHtg" style="display:inline-block;padding:12px 24px;color:#fff;text-decoration:none;font-weight:600">Accept invitation</a></td></tr></table>
<p style="font-size:13px;color:#5d627d;margin:0">This invitation expires in 72 hours. Admins can view transactions, manage API keys and approve payouts.</p>`,
      "Join Zurafi Payments as Admin",
    ),
  },
  {
    family: "paylattice",
    group: "regional",
    lang: "en",
    kind: "settlement-report",
    code: null,
    link: null,
    from: "Paylattice Settlements <settlements@paylattice.co>",
    to: ME,
    subject: "Settlement of NGN 4,218,650.35 sent to GTB ****0913",
    date: at("2026-10-08T07:31:19", "+0100"),
    text: `Hello Zurafi Payments,

Your settlement for transactions on 07 Oct 2026 has been paid out.

Settlement ID: STL_01JA6Q3M8VYT2K
Gross volume: NGN 4,281,900.00 (1,204 transactions)
Fees: NGN 63,249.65
Net settled: NGN 4,218,650.35
Destination: GTB ****0913
Value date: 08 Oct 2026

The full breakdown (CSV) is available under Settlements in your dashboard.

Paylattice Settlements
`,
    html: lattice(
      `<p style="margin:0 0 6px;font-size:12px;letter-spacing:1px;color:#5d627d">SETTLEMENT PAID</p>
<p style="margin:0 0 18px;font-size:28px;font-weight:700">NGN 4,218,650.35</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-top:1px solid #ebedf5">
<tr><td style="color:#5d627d">Settlement ID</td><td align="right">STL_01JA6Q3M8VYT2K</td></tr>
<tr><td style="color:#5d627d">Transactions date</td><td align="right">07 Oct 2026</td></tr>
<tr><td style="color:#5d627d">Gross volume</td><td align="right">NGN 4,281,900.00 (1,204)</td></tr>
<tr><td style="color:#5d627d">Fees</td><td align="right">NGN 63,249.65</td></tr>
<tr><td style="color:#5d627d">Destination</td><td align="right">GTB ****0913</td></tr>
<tr><td style="color:#5d627d">Value date</td><td align="right">08 Oct 2026</td></tr></table>
<p style="margin:18px 0 0;font-size:13px"><a href="https://dashboard.paylattice.co/settlements/STL_01JA6Q3M8VYT2K" style="color:#5a4bff">View breakdown</a></p>`,
      "Net settled for 07 Oct 2026",
    ),
  },
  {
    family: "paylattice",
    group: "regional",
    lang: "en",
    kind: "webhook-alert",
    code: null,
    link: null,
    from: "Paylattice <alerts@paylattice.co>",
    to: ME,
    subject: "[Action needed] Webhook deliveries failing for https://api.zurafi.africa/hooks/paylattice",
    date: at("2026-10-26T02:18:55", "+0100"),
    text: `Webhook delivery failures - live mode

We have not been able to deliver events to your endpoint:
https://api.zurafi.africa/hooks/paylattice

Failures in the last hour: 214 (HTTP 502)
First failure: 26 Oct 2026, 01:12 WAT
Event types affected: charge.success, transfer.success, transfer.failed

We will keep retrying each event with exponential backoff for up to 72 hours. If the endpoint keeps failing, it will be disabled automatically on 29 Oct 2026 and you will need to re-enable it in the dashboard.

Delivery logs: https://dashboard.paylattice.co/developers/webhooks/wh_8813/logs

Paylattice
`,
    html: null,
  },
];

// ---------------------------------------------------------------- akiba-core (banking-as-a-service partner, Nairobi)

const akibaMails: Mail[] = [
  {
    family: "akiba-core",
    group: "regional",
    lang: "en",
    kind: "compliance-review",
    code: null,
    link: null,
    from: "Akiba Core Partnerships <partners@akibacore.co.ke>",
    to: ME,
    subject: "Production access approved - Zurafi Technologies (Partner ID AKC-P-0457)",
    date: at("2026-09-24T15:05:33", "+0300"),
    text: `Dear Ngozi,

Good news: the compliance review for Zurafi Technologies Limited is complete and your programme has been approved for production on Akiba Core.

Partner ID: AKC-P-0457
Programme: Zurafi Wallet (virtual accounts + card issuing)
Approved limits: KES 150,000 per customer per day; KES 25,000,000 pooled float
Go-live window: from 01 Oct 2026

What happens next
1. Your production API keys will be issued to the technical contact (Tunde Bakare) through the partner console.
2. Your relationship manager, Wambui Otieno, will schedule a go-live call this week.
3. Monthly float statements will be sent to this address from October.

Please keep your AML policy and customer-complaints log up to date; we review them each quarter.

Kind regards,
Partnerships Team
Akiba Core Ltd - regulated partner bank services
Delta Corner Annex, 7th Floor, Westlands, Nairobi | +254 709 918 300
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:14.5px;color:#222;line-height:1.5">
<p>Dear Ngozi,</p>
<p>Good news: the compliance review for <b>Zurafi Technologies Limited</b> is complete and your programme has been approved for production on Akiba Core.</p>
<table cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><td style="border:1px solid #cfd8dc;background:#f3f6f7">Partner ID</td><td style="border:1px solid #cfd8dc">AKC-P-0457</td></tr>
<tr><td style="border:1px solid #cfd8dc;background:#f3f6f7">Programme</td><td style="border:1px solid #cfd8dc">Zurafi Wallet (virtual accounts + card issuing)</td></tr>
<tr><td style="border:1px solid #cfd8dc;background:#f3f6f7">Approved limits</td><td style="border:1px solid #cfd8dc">KES 150,000 per customer per day; KES 25,000,000 pooled float</td></tr>
<tr><td style="border:1px solid #cfd8dc;background:#f3f6f7">Go-live window</td><td style="border:1px solid #cfd8dc">from 01 Oct 2026</td></tr></table>
<p><b>What happens next</b></p>
<ol><li>Your production API keys will be issued to the technical contact (Tunde Bakare) through the partner console.</li>
<li>Your relationship manager, Wambui Otieno, will schedule a go-live call this week.</li>
<li>Monthly float statements will be sent to this address from October.</li></ol>
<p>Please keep your AML policy and customer-complaints log up to date; we review them each quarter.</p>
<p>Kind regards,<br>Partnerships Team</p>
<p style="font-size:12px;color:#607d8b;border-top:1px solid #cfd8dc;padding-top:8px"><img src="https://akibacore.co.ke/brand/akiba-core-sig.png" alt="Akiba Core" width="96"><br>
Akiba Core Ltd &ndash; regulated partner bank services<br>Delta Corner Annex, 7th Floor, Westlands, Nairobi | +254 709 918 300<br>
<a href="https://akibacore.co.ke" style="color:#00796b">akibacore.co.ke</a></p></div>`,
  },
  {
    family: "akiba-core",
    group: "regional",
    lang: "sw",
    kind: "statement",
    code: null,
    link: null,
    from: "Akiba Core <taarifa@akibacore.co.ke>",
    to: ME,
    subject: "Taarifa ya float ya Oktoba 2026 — AKC-P-0457",
    date: at("2026-11-03T08:00:12", "+0300"),
    text: `Mpendwa mshirika,

Taarifa ya akaunti ya float ya Zurafi Wallet kwa kipindi cha 01/10/2026 hadi 31/10/2026 imeambatishwa (PDF, imelindwa kwa nenosiri: tarakimu nne za mwisho za Partner ID pamoja na mwaka wa usajili).

Salio la kufungua: KES 3,004,120.00
Jumla ya pesa zilizoingia: KES 18,227,455.50
Jumla ya pesa zilizotoka: KES 16,930,812.75
Salio la kufunga: KES 4,300,762.75

Kwa maswali kuhusu taarifa hii, wasiliana na meneja wako wa uhusiano au piga +254 709 918 300.

Akiba Core Ltd
`,
    html: null,
    enc: "8bit",
    attachment: ["AKC-P-0457_float_2026-10.pdf", "application/pdf", pdf("Float statement October 2026 AKC-P-0457")],
  },
];

// ---------------------------------------------------------------- mshahara-hq (HR and payroll)

function mshahara(inner: string): string {
  return `<!DOCTYPE html><html><body style="margin:0;background:#fbf7f2">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif">
<tr><td style="padding-bottom:14px"><img src="https://mshahara.com/static/mail/mshahara-logo.png" alt="Mshahara" width="110" height="30"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #eadfd2;border-radius:4px;padding:28px;font-size:15px;line-height:23px;color:#2e2a26">${inner}</td></tr>
<tr><td style="padding:16px 4px;font-size:11px;color:#9a8f83;line-height:16px">Mshahara HQ Ltd &middot; The Mirage, Tower 2, Chiromo Road, Nairobi &middot; Lagos office: 3 Adeola Hopewell St, Victoria Island<br>
<a href="https://help.mshahara.com" style="color:#9a8f83">Help centre</a> &middot; <a href="https://mshahara.com/privacy" style="color:#9a8f83">Privacy</a> &middot; <a href="https://app.mshahara.com/settings/emails" style="color:#9a8f83">Email preferences</a></td></tr>
</table></td></tr></table></body></html>`;
}

const mshaharaMails: Mail[] = [
  {
    family: "mshahara-hq",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.mshahara.com/join/9dQe7v2LrM0xZa4KpT8s?company=zurafi-ng",
    from: "Mshahara <notifications@mshahara.com>",
    to: ME,
    subject: "Join Zurafi Payments Nigeria Ltd on Mshahara",
    date: at("2026-09-19T11:20:48", "+0100"),
    text: `Hi Ngozi,

Adaobi Eze has added you to Zurafi Payments Nigeria Ltd on Mshahara as a Payroll Approver.

Set up your login to approve pay runs and see team payroll reports:
https://app.mshahara.com/join/9dQe7v2LrM0xZa4KpT8s?company=zurafi-ng

The link is valid for 7 days. After that, ask Adaobi to send a new invitation.

- The Mshahara team
`,
    html: mshahara(
      `<p style="margin:0 0 16px">Hi Ngozi,</p>
<p style="margin:0 0 16px"><b>Adaobi Eze</b> has added you to <b>Zurafi Payments Nigeria Ltd</b> on Mshahara as a <b>Payroll Approver</b>.</p>
<p style="margin:0 0 22px">Set up your login to approve pay runs and see team payroll reports.</p>
<p style="margin:0 0 22px"><a href="https://app.mshahara.com/join/9dQe7v2LrM0xZa4KpT8s?company=zurafi-ng" style="background:#d9622b;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:4px;display:inline-block;font-weight:bold">Join Zurafi Payments Nigeria Ltd</a></p>
<p style="margin:0;font-size:13px;color:#7a7066">The link is valid for 7 days. After that, ask Adaobi to send a new invitation.</p>`,
    ),
  },
  {
    family: "mshahara-hq",
    group: "regional",
    lang: "sw",
    kind: "payroll-complete",
    code: null,
    link: null,
    from: "Mshahara <notifications@mshahara.com>",
    to: ME,
    subject: "Mishahara ya Septemba 2026 imelipwa — Zurafi Technologies Ltd",
    date: at("2026-09-28T17:02:36", "+0300"),
    text: `Habari Ngozi,

Malipo ya mishahara ya Septemba 2026 kwa Zurafi Technologies Ltd yamekamilika.

Wafanyakazi waliolipwa: 11
Jumla ya mishahara halisi: KES 2,318,440.00
PAYE: KES 611,205.00
NSSF: KES 47,520.00
SHIF: KES 63,756.10
Housing levy: KES 44,098.50
Tarehe ya malipo: 28/09/2026

Hati za mishahara (payslips) zimetumwa kwa kila mfanyakazi. Makato ya kisheria yatawasilishwa kwa KRA kabla ya tarehe 9 Oktoba.

Timu ya Mshahara
`,
    html: mshahara(
      `<p style="margin:0 0 14px">Habari Ngozi,</p>
<p style="margin:0 0 16px">Malipo ya mishahara ya <b>Septemba 2026</b> kwa Zurafi Technologies Ltd yamekamilika.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #f0e7dc"><td>Wafanyakazi waliolipwa</td><td align="right">11</td></tr>
<tr style="border-bottom:1px solid #f0e7dc"><td>Jumla ya mishahara halisi</td><td align="right"><b>KES 2,318,440.00</b></td></tr>
<tr style="border-bottom:1px solid #f0e7dc"><td>PAYE</td><td align="right">KES 611,205.00</td></tr>
<tr style="border-bottom:1px solid #f0e7dc"><td>NSSF</td><td align="right">KES 47,520.00</td></tr>
<tr style="border-bottom:1px solid #f0e7dc"><td>SHIF</td><td align="right">KES 63,756.10</td></tr>
<tr style="border-bottom:1px solid #f0e7dc"><td>Housing levy</td><td align="right">KES 44,098.50</td></tr>
<tr><td>Tarehe ya malipo</td><td align="right">28/09/2026</td></tr></table>
<p style="margin:16px 0 0">Hati za mishahara zimetumwa kwa kila mfanyakazi. Makato ya kisheria yatawasilishwa kwa KRA kabla ya tarehe 9 Oktoba.</p>
<p style="margin:16px 0 0"><a href="https://app.mshahara.com/payruns/PR-2026-09-KE" style="color:#d9622b">Angalia ripoti ya malipo</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "mshahara-hq",
    group: "regional",
    lang: "en",
    kind: "remittance-filed",
    code: null,
    link: null,
    from: "Mshahara <notifications@mshahara.com>",
    to: ME,
    subject: "October PAYE and pension remittances filed (Lagos State IRS, PFA)",
    date: at("2026-11-06T10:44:09", "+0100"),
    text: `Hi Ngozi,

We've filed the statutory remittances for Zurafi Payments Nigeria Ltd for October 2026:

  PAYE - Lagos State Internal Revenue Service   NGN 1,884,320.00   Ref LIRS/PAYE/26/10/558102
  Pension - 7 employees, 3 PFAs                 NGN   912,400.00   Ref PEN-2610-ZRF-0091
  NHF                                           NGN    61,775.00
  ITF (1%)                                      NGN    97,050.00

Receipts are in Documents > Statutory. Nothing else is needed from you this month.

The Mshahara team
`,
    html: null,
  },
];

// ---------------------------------------------------------------- stakeleaf (cap table) and inkbridge-sign (e-signature)

const stakeleafMails: Mail[] = [
  {
    family: "stakeleaf",
    group: "consumer",
    lang: "en",
    kind: "sign-documents",
    code: null,
    link: "https://app.stakeleaf.com/sign/doc_7NwV3qK2pXhs?utm_source=email&utm_medium=transactional",
    from: "Stakeleaf <notifications@stakeleaf.com>",
    to: ME,
    subject: "Signature needed: Board consent - 2026 Option Pool Increase",
    date: at("2026-10-05T12:11:28", "-0400"),
    text: `Zurafi Inc. needs your signature

Document: Action by Unanimous Written Consent of the Board of Directors - 2026 Option Pool Increase
Requested by: David Hollis (Counsel, Rowan & Pike LLP)
Signers: Ngozi Kamau, Tunde Bakare, Elena Varga

Review and sign:
https://app.stakeleaf.com/sign/doc_7NwV3qK2pXhs?utm_source=email&utm_medium=transactional

Once all directors have signed, Stakeleaf will update the option pool from 1,200,000 to 1,750,000 shares on the Zurafi Inc. cap table.

Stakeleaf, Inc. | 99 Wall Street, Suite 1840, New York, NY 10005
Manage notifications: https://app.stakeleaf.com/settings/notifications
`,
    html: `<!doctype html><html><body style="margin:0;background:#f6f8f7;font-family:Georgia,'Times New Roman',serif">
<div style="display:none">David Hollis requested your signature on a board consent</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dfe6e2">
<tr><td style="padding:20px 30px;border-bottom:1px solid #dfe6e2"><img src="https://static.stakeleaf.com/e/leaf-logo-green.png" alt="Stakeleaf" width="118"></td></tr>
<tr><td style="padding:30px;font-size:16px;line-height:25px;color:#21302a">
<p style="margin:0 0 8px;font-family:Arial,sans-serif;font-size:12px;color:#6a7d74;text-transform:uppercase;letter-spacing:1px">Zurafi Inc. needs your signature</p>
<p style="margin:0 0 18px;font-size:20px">Action by Unanimous Written Consent of the Board of Directors &ndash; 2026 Option Pool Increase</p>
<table cellpadding="3" style="font-family:Arial,sans-serif;font-size:13px;color:#44564e;margin:0 0 22px">
<tr><td>Requested by</td><td>David Hollis (Counsel, Rowan &amp; Pike LLP)</td></tr>
<tr><td>Signers</td><td>Ngozi Kamau, Tunde Bakare, Elena Varga</td></tr></table>
<a href="https://app.stakeleaf.com/sign/doc_7NwV3qK2pXhs?utm_source=email&amp;utm_medium=transactional" style="display:inline-block;background:#1f7a4d;color:#fff;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;padding:13px 28px;text-decoration:none;border-radius:3px">Review and sign</a>
<p style="margin:22px 0 0;font-family:Arial,sans-serif;font-size:13px;color:#6a7d74">Once all directors have signed, Stakeleaf will update the option pool from 1,200,000 to 1,750,000 shares on the Zurafi Inc. cap table.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f6f8f7;font-family:Arial,sans-serif;font-size:11px;color:#8a9a92">Stakeleaf, Inc. | 99 Wall Street, Suite 1840, New York, NY 10005 &middot; <a href="https://app.stakeleaf.com/settings/notifications" style="color:#8a9a92">Manage notifications</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "stakeleaf",
    group: "consumer",
    lang: "en",
    kind: "valuation-ready",
    code: null,
    link: null,
    from: "Stakeleaf <notifications@stakeleaf.com>",
    to: ME,
    subject: "Your 409A valuation is final: $0.41 per common share",
    date: at("2026-10-23T16:30:00", "-0400"),
    text: `Hi Ngozi,

The independent 409A valuation for Zurafi Inc. is final.

Fair market value: $0.41 per share of common stock
Valuation date: September 30, 2026
Safe harbor valid until: September 29, 2027 (or until a material event)
Report ID: 409A-ZUR-2026-02

New option grants made from today will default to a $0.41 exercise price. The signed report is in Documents > Valuations.

Stakeleaf Valuations
`,
    html: null,
  },
];

const inkbridgeMails: Mail[] = [
  {
    family: "inkbridge-sign",
    group: "consumer",
    lang: "en",
    kind: "sign-documents",
    code: null,
    link: "https://go.inkbridge.io/t/7f1a2c/aHR0cHM6Ly9hcHAuaW5rYnJpZGdlLmlvL2UvZW52X1c4cVQ",
    from: "Halden Ventures via Inkbridge <sign@inkbridge.io>",
    to: ME,
    subject: "Please sign: Zurafi Inc. - SAFE (Post-money, Halden Ventures Fund II)",
    date: at("2026-09-30T10:02:47", "+0100"),
    text: `Olivia Marsh (Halden Ventures) sent you documents to review and sign.

Envelope: Zurafi Inc. - SAFE (Post-money, Halden Ventures Fund II)
Documents: SAFE_Zurafi_Halden_FundII.pdf (9 pages), Side_Letter_Pro_Rata.pdf (2 pages)
Message from Olivia: "Hi Ngozi - final versions with the $9m cap and the pro-rata side letter as agreed. Once you sign we'll wire the $400,000 the same day."

REVIEW DOCUMENTS
https://go.inkbridge.io/t/7f1a2c/aHR0cHM6Ly9hcHAuaW5rYnJpZGdlLmlvL2UvZW52X1c4cVQ

Do not share this e-mail: the link gives access to the envelope.

Inkbridge - 1 Finsbury Avenue, London EC2M 2PF
`,
    html: `<html><body style="margin:0;background:#e9ebef">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif">
<tr><td style="background:#13294b;padding:26px 32px;color:#ffffff">
<img src="https://go.inkbridge.io/brand/ink-white.png" alt="Inkbridge" width="104" style="display:block;margin-bottom:22px">
<p style="margin:0 0 20px;font-size:17px;line-height:24px">Olivia Marsh (Halden Ventures) sent you documents to review and sign.</p>
<a href="https://go.inkbridge.io/t/7f1a2c/aHR0cHM6Ly9hcHAuaW5rYnJpZGdlLmlvL2UvZW52X1c4cVQ" style="display:inline-block;background:#f6b400;color:#13294b;font-weight:bold;font-size:14px;padding:12px 26px;text-decoration:none;border-radius:3px">REVIEW DOCUMENTS</a></td></tr>
<tr><td style="background:#ffffff;padding:26px 32px;font-size:14px;line-height:21px;color:#333">
<p style="margin:0 0 6px;color:#777;font-size:12px">ENVELOPE</p><p style="margin:0 0 16px">Zurafi Inc. &ndash; SAFE (Post-money, Halden Ventures Fund II)</p>
<p style="margin:0 0 6px;color:#777;font-size:12px">DOCUMENTS</p><p style="margin:0 0 16px">SAFE_Zurafi_Halden_FundII.pdf (9 pages)<br>Side_Letter_Pro_Rata.pdf (2 pages)</p>
<p style="margin:0 0 6px;color:#777;font-size:12px">MESSAGE FROM OLIVIA MARSH</p>
<p style="margin:0;font-style:italic">Hi Ngozi &ndash; final versions with the $9m cap and the pro-rata side letter as agreed. Once you sign we'll wire the $400,000 the same day.</p></td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#666;line-height:16px"><b>Do not share this e-mail.</b> The link gives access to the envelope.<br>
Inkbridge Ltd &middot; 1 Finsbury Avenue, London EC2M 2PF &middot; <a href="https://inkbridge.io/help" style="color:#666">Help</a> &middot; <a href="https://inkbridge.io/report-abuse" style="color:#666">Report this e-mail</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "inkbridge-sign",
    group: "consumer",
    lang: "en",
    kind: "signing-complete",
    code: null,
    link: null,
    from: "Inkbridge <sign@inkbridge.io>",
    to: ME,
    subject: "Completed: Zurafi Inc. - SAFE (Post-money, Halden Ventures Fund II)",
    date: at("2026-09-30T15:48:21", "+0100"),
    text: `All parties have signed "Zurafi Inc. - SAFE (Post-money, Halden Ventures Fund II)".

Signed by:
  Ngozi Kamau (ngozi@zurafi.africa) - 30 Sep 2026, 11:16 WAT
  Olivia Marsh (olivia@haldenvc.com) - 30 Sep 2026, 15:47 BST

The completed documents and the certificate of completion are attached.

Inkbridge Ltd - 1 Finsbury Avenue, London EC2M 2PF
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="background:#13294b;padding:18px 28px"><img src="https://go.inkbridge.io/brand/ink-white.png" alt="Inkbridge" width="96"></td></tr>
<tr><td style="padding:24px 28px;line-height:21px">
<p style="font-size:17px;margin:0 0 14px">&#10003; All parties have signed</p>
<p>Zurafi Inc. &ndash; SAFE (Post-money, Halden Ventures Fund II)</p>
<table cellpadding="4" style="font-size:13px"><tr><td>Ngozi Kamau</td><td>30 Sep 2026, 11:16 WAT</td></tr><tr><td>Olivia Marsh</td><td>30 Sep 2026, 15:47 BST</td></tr></table>
<p>The completed documents and the certificate of completion are attached.</p></td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#777">Inkbridge Ltd &middot; 1 Finsbury Avenue, London EC2M 2PF</td></tr></table></body></html>`,
    attachment: [
      "Completed_SAFE_Zurafi_Halden_FundII.pdf",
      "application/pdf",
      pdf("Completed SAFE Zurafi Inc Halden Ventures Fund II"),
    ],
  },
];

// ---------------------------------------------------------------- dealcrate (virtual data room)

function crate(inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body bgcolor="#ffffff" style="margin:0">
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="600" border="0" cellspacing="0" cellpadding="0">
<tr><td height="4" bgcolor="#1b1f3b" style="font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td style="padding:22px 34px 8px"><img src="https://cdn.dealcrate.com/mail/dealcrate-dark.png" width="124" alt="DEALCRATE"></td></tr>
<tr><td style="padding:14px 34px 28px;font-family:'Segoe UI',Arial,sans-serif;font-size:14px;line-height:22px;color:#2b2d3a">${inner}</td></tr>
<tr><td style="padding:18px 34px;border-top:1px solid #e6e7ee;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8d90a0">
This message was sent by Dealcrate on behalf of the data room administrator. Dealcrate Ltd, 20 Gresham Street, London EC2V 7JE, United Kingdom. Registered in England No. 11840392.<br>
<a href="https://www.dealcrate.com/security" style="color:#8d90a0">Security</a> | <a href="https://www.dealcrate.com/privacy" style="color:#8d90a0">Privacy notice</a> | <a href="https://support.dealcrate.com" style="color:#8d90a0">Support</a></td></tr>
</table></td></tr></table></body></html>`;
}

const dealcrateMails: Mail[] = [
  {
    family: "dealcrate",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://rooms.dealcrate.com/invitation/accept?inv=6c0b8d9e4f2a41e7&room=ZRF-SeriesA",
    from: "Dealcrate <rooms@dealcrate.com>",
    to: ME,
    subject: 'Marcus Feld invited you to the data room "Zurafi - Series A diligence"',
    date: at("2026-10-12T09:33:41", "+0100"),
    text: `Marcus Feld (Kestrel Lane Capital) has invited you to the Dealcrate data room:

  Zurafi - Series A diligence
  Access group: Company - Admin (upload, Q&A, user management)

Accept the invitation to set a password and enter the room:
https://rooms.dealcrate.com/invitation/accept?inv=6c0b8d9e4f2a41e7&room=ZRF-SeriesA

Message from Marcus:
"Ngozi - room is set up with the index we discussed (sections 1-9). Please upload the financial model and the CBN licence file by Friday 17 Oct."

This invitation is personal and expires on 26 Oct 2026.

Dealcrate Ltd, 20 Gresham Street, London EC2V 7JE
`,
    html: crate(
      `<p style="margin:0 0 16px"><b>Marcus Feld</b> (Kestrel Lane Capital) has invited you to a data room.</p>
<table width="100%" cellspacing="0" cellpadding="14" style="background:#f4f5fa;border-left:3px solid #1b1f3b;margin:0 0 18px"><tr><td>
<span style="font-size:16px;font-weight:bold">Zurafi &ndash; Series A diligence</span><br>
<span style="font-size:12px;color:#6b6e80">Access group: Company &ndash; Admin (upload, Q&amp;A, user management)</span></td></tr></table>
<p style="margin:0 0 6px;font-size:12px;color:#6b6e80">Message from Marcus</p>
<p style="margin:0 0 22px;font-style:italic">&ldquo;Ngozi &ndash; room is set up with the index we discussed (sections 1&ndash;9). Please upload the financial model and the CBN licence file by Friday 17 Oct.&rdquo;</p>
<table cellspacing="0" cellpadding="0"><tr><td bgcolor="#2f6bff" style="border-radius:2px"><a href="https://rooms.dealcrate.com/invitation/accept?inv=6c0b8d9e4f2a41e7&amp;room=ZRF-SeriesA" style="display:block;padding:11px 24px;font-family:Arial,sans-serif;font-size:14px;color:#ffffff;text-decoration:none;font-weight:bold">Accept invitation</a></td></tr></table>
<p style="margin:18px 0 0;font-size:12px;color:#6b6e80">This invitation is personal and expires on 26 Oct 2026.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "dealcrate",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "319562",
    link: null,
    from: "Dealcrate <security@dealcrate.com>",
    to: ME,
    subject: "319 562 is your Dealcrate verification code",
    date: at("2026-10-13T07:58:03", "+0100"),
    text: `Your Dealcrate verification code:

319 562

Enter this code on the sign-in page to open "Zurafi - Series A diligence". It expires in 10 minutes.

Because this room is protected by two-step verification, a code is sent every time you sign in from a new browser.

If you didn't try to sign in, contact support@dealcrate.com.
`,
    html: crate(
      `<p style="margin:0 0 14px">Your Dealcrate verification code:</p>
<p style="margin:0 0 18px;font-family:Consolas,'Courier New',monospace;font-size:32px;letter-spacing:6px;color:#1b1f3b"><b>319&nbsp;562</b></p>
<p style="margin:0 0 14px">Enter this code on the sign-in page to open <b>Zurafi &ndash; Series A diligence</b>. It expires in 10 minutes.</p>
<p style="margin:0;font-size:12px;color:#6b6e80">Because this room is protected by two-step verification, a code is sent every time you sign in from a new browser. If you didn't try to sign in, contact <a href="mailto:support@dealcrate.com" style="color:#2f6bff">support@dealcrate.com</a>.</p>`,
    ),
  },
  {
    family: "dealcrate",
    group: "consumer",
    lang: "en",
    kind: "activity-digest",
    code: null,
    link: null,
    from: "Dealcrate <digest@dealcrate.com>",
    to: ME,
    subject: "Daily activity: Zurafi - Series A diligence (21 Oct 2026)",
    date: at("2026-10-22T06:00:07", "+0100"),
    text: `Daily activity for Zurafi - Series A diligence
21 Oct 2026

Most viewed documents
  4.2 Financial model FY24-FY28.xlsx           38 views  (Kestrel Lane Capital, Tamarind Partners)
  6.1 CBN PSSP licence and conditions.pdf      17 views
  3.4 Customer cohort analysis Q3 2026.pdf     12 views

Q&A
  3 new questions (2 assigned to you), 5 answered, 1 overdue (Q-041: chargeback rates by card scheme)

New users
  Priya Raman (Tamarind Partners) - Investor, view only

Open the room: https://rooms.dealcrate.com/r/ZRF-SeriesA
To change how often you get this digest: https://rooms.dealcrate.com/r/ZRF-SeriesA/notifications
`,
    html: crate(
      `<p style="margin:0 0 4px;font-size:16px;font-weight:bold">Daily activity</p>
<p style="margin:0 0 18px;color:#6b6e80">Zurafi &ndash; Series A diligence &middot; 21 Oct 2026</p>
<p style="margin:0 0 6px;font-weight:bold">Most viewed documents</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;margin:0 0 16px">
<tr><td>4.2 Financial model FY24&ndash;FY28.xlsx</td><td align="right">38 views</td></tr>
<tr bgcolor="#f7f7fb"><td>6.1 CBN PSSP licence and conditions.pdf</td><td align="right">17 views</td></tr>
<tr><td>3.4 Customer cohort analysis Q3 2026.pdf</td><td align="right">12 views</td></tr></table>
<p style="margin:0 0 6px;font-weight:bold">Q&amp;A</p>
<p style="margin:0 0 16px">3 new questions (2 assigned to you), 5 answered, <span style="color:#c0392b">1 overdue</span> (Q-041: chargeback rates by card scheme)</p>
<p style="margin:0 0 6px;font-weight:bold">New users</p>
<p style="margin:0 0 20px">Priya Raman (Tamarind Partners) &ndash; Investor, view only</p>
<p style="margin:0"><a href="https://rooms.dealcrate.com/r/ZRF-SeriesA" style="color:#2f6bff">Open the room</a> &middot; <a href="https://rooms.dealcrate.com/r/ZRF-SeriesA/notifications" style="color:#2f6bff">Digest settings</a></p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- quarterline (investor-update tool)

const quarterlineMails: Mail[] = [
  {
    family: "quarterline",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://app.quarterline.io/auth/email-link?token=ql_ml_Zk3vR9pW1yQe8TnB4sXa&next=%2Fupdates%2Fnew",
    from: "Quarterline <hello@quarterline.io>",
    to: ME,
    subject: "Your sign-in link for Quarterline",
    date: at("2026-10-01T19:24:15", "+0100"),
    text: `Hi Ngozi,

Click to sign in to Quarterline:
https://app.quarterline.io/auth/email-link?token=ql_ml_Zk3vR9pW1yQe8TnB4sXa&next=%2Fupdates%2Fnew

This link works once and expires in 15 minutes. If you didn't ask for it, you can safely ignore this email.

Quarterline - investor updates founders actually send
`,
    html:
      `<div style="max-width:480px;margin:0 auto;padding:32px 20px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',sans-serif;color:#111">
<p style="font-size:22px;font-weight:700;margin:0 0 24px">quarterline<span style="color:#ff5c39">.</span></p>
<p style="font-size:15px;margin:0 0 20px">Hi Ngozi, click the button below to sign in.</p>
<a href="https://app.quarterline.io/auth/email-link?token=ql_ml_Zk3vR9pW1yQe8TnB4sXa&amp;next=%2Fupdates%2Fnew" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-size:15px;font-weight:600">Sign in to Quarterline</a>
<p style="font-size:13px;color:#666;margin:24px 0 0">This link works once and expires in 15 minutes. If you didn't ask for it, you can safely ignore this email.</p>
<hr style="border:none;border-top:1px solid #eee;margin:28px 0 12px">
<p style="font-size:11px;color:#999;margin:0">Quarterline Labs Ltd &middot; 71-75 Shelton Street, London WC2H 9JQ</p></div>`,
  },
  {
    family: "quarterline",
    group: "consumer",
    lang: "en",
    kind: "update-sent",
    code: null,
    link: null,
    from: "Quarterline <hello@quarterline.io>",
    to: ME,
    subject: 'Sent: "Zurafi - September 2026 update" to 23 investors',
    date: at("2026-10-02T08:05:52", "+0100"),
    text: `Your update is on its way.

"Zurafi - September 2026 update"
Sent to 23 recipients (list: Investors & advisors)
Metrics included: TPV $3.1M (+18% MoM), active wallets 41,200, burn $148k, runway 19 months

We'll email you a summary of opens and replies in 48 hours.

Tip: updates that include a clear "ask" get 2.4x more replies. Yours asked for intros to Kenyan SACCOs.

Quarterline
`,
    html:
      `<div style="max-width:520px;margin:0 auto;padding:28px 20px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',sans-serif;color:#111">
<p style="font-size:22px;font-weight:700;margin:0 0 22px">quarterline<span style="color:#ff5c39">.</span></p>
<p style="font-size:17px;font-weight:600;margin:0 0 12px">Your update is on its way &#128232;</p>
<div style="border:1px solid #eee;border-radius:10px;padding:16px 18px;margin:0 0 18px">
<p style="margin:0 0 6px;font-weight:600">Zurafi &ndash; September 2026 update</p>
<p style="margin:0;font-size:13px;color:#555">23 recipients &middot; list: Investors &amp; advisors</p>
<p style="margin:10px 0 0;font-size:13px;color:#555">TPV $3.1M (+18% MoM) &middot; active wallets 41,200 &middot; burn $148k &middot; runway 19 months</p></div>
<p style="font-size:14px;margin:0 0 14px">We'll email you a summary of opens and replies in 48 hours.</p>
<p style="font-size:13px;color:#666;margin:0">Tip: updates that include a clear &ldquo;ask&rdquo; get 2.4&times; more replies. Yours asked for intros to Kenyan SACCOs.</p>
<p style="font-size:13px;margin:18px 0 0"><a href="https://app.quarterline.io/updates/upd_5512/analytics" style="color:#ff5c39">View analytics</a></p></div>`,
    enc: "qp",
  },
  {
    family: "quarterline",
    group: "consumer",
    lang: "en",
    kind: "reply-notice",
    code: null,
    link: null,
    from: "Quarterline <replies@quarterline.io>",
    to: ME,
    subject: 'Elena Varga replied to "Zurafi - September 2026 update"',
    date: at("2026-10-02T15:40:26", "+0100"),
    text: `Elena Varga (Northcanal Angels) replied to your update:

> Great month. Happy to intro you to the team at Ushirika SACCO Union in
> Nakuru - will send a note tomorrow. Also: can you share the updated
> cohort chart before our partner meeting on the 9th?

Reply directly to this email to answer Elena, or see the thread:
https://app.quarterline.io/updates/upd_5512/replies

Quarterline
`,
    html: null,
  },
];

// ---------------------------------------------------------------- savannaforge (accelerator portal, Dakar and Kigali)

function forge(inner: string, pre: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f1e6">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 10px">
<table width="580" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:6px;overflow:hidden">
<tr><td style="background:#c8551b;padding:20px 30px"><img src="https://portail.savannaforge.org/static/img/sf-logo-blanc.png" alt="Savanna Forge" width="150" height="34"></td></tr>
<tr><td style="padding:30px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:23px;color:#33261b">${inner}</td></tr>
<tr><td style="padding:18px 30px;background:#33261b;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#d8c9b6">
Savanna Forge &mdash; accélérateur fintech &middot; Immeuble Kër Digital, Route des Almadies, Dakar &middot; KG 7 Ave, Kigali<br>
<a href="https://savannaforge.org" style="color:#f0b27a">savannaforge.org</a> &middot; <a href="https://www.linkedin.com/school/savanna-forge" style="color:#f0b27a">LinkedIn</a> &middot;
<a href="https://portail.savannaforge.org/preferences" style="color:#f0b27a">Se désabonner</a></td></tr>
</table></td></tr></table></body></html>`;
}

const savannaforgeMails: Mail[] = [
  {
    family: "savannaforge",
    group: "regional",
    lang: "fr",
    kind: "application-result",
    code: null,
    link: null,
    from: "Savanna Forge <programme@savannaforge.org>",
    to: ME,
    subject: "Cohorte 7 : Zurafi est retenue 🎉",
    date: at("2026-09-15T18:10:00", "+0000"),
    text: `Bonjour Ngozi,

Au nom de tout le comité de sélection, nous avons le plaisir de vous annoncer que Zurafi a été retenue pour la Cohorte 7 du programme Savanna Forge (fintech et inclusion financière).

Ce que cela signifie :
- 12 semaines de programme, du 3 novembre 2026 au 30 janvier 2027 (hybride, semaine d'ouverture à Dakar)
- un investissement de 100 000 USD contre 6 % (SAFE post-money), sous réserve de la due diligence
- 40 000 USD de crédits cloud et d'outils partenaires

Votre chargée de portefeuille, Aïssatou Ndiaye, vous contactera d'ici vendredi avec le calendrier détaillé et les documents juridiques. Il n'y a rien à faire pour l'instant.

Félicitations encore,
L'équipe Savanna Forge
`,
    html: forge(
      `<p style="margin:0 0 16px">Bonjour Ngozi,</p>
<p style="margin:0 0 16px">Au nom de tout le comité de sélection, nous avons le plaisir de vous annoncer que <b>Zurafi</b> a été retenue pour la <b>Cohorte 7</b> du programme Savanna Forge (fintech et inclusion financière).</p>
<p style="margin:0 0 8px"><b>Ce que cela signifie :</b></p>
<ul style="margin:0 0 16px;padding-left:20px">
<li>12 semaines de programme, du 3 novembre 2026 au 30 janvier 2027 (hybride, semaine d&rsquo;ouverture à Dakar)</li>
<li>un investissement de 100&nbsp;000&nbsp;USD contre 6&nbsp;% (SAFE post-money), sous réserve de la due diligence</li>
<li>40&nbsp;000&nbsp;USD de crédits cloud et d&rsquo;outils partenaires</li></ul>
<p style="margin:0 0 16px">Votre chargée de portefeuille, Aïssatou Ndiaye, vous contactera d&rsquo;ici vendredi avec le calendrier détaillé et les documents juridiques. Il n&rsquo;y a rien à faire pour l&rsquo;instant.</p>
<p style="margin:0">Félicitations encore,<br>L&rsquo;équipe Savanna Forge</p>`,
      "Bienvenue dans la Cohorte 7 du programme",
    ),
    enc: "qp",
  },
  {
    family: "savannaforge",
    group: "regional",
    lang: "fr",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Portail Savanna Forge <portail@savannaforge.org>",
    to: ME,
    subject: "Office hours réservées : mardi 11 novembre, 14h00 (GMT) avec Karim Benali",
    date: at("2026-11-05T12:31:47", "+0000"),
    text: `Bonjour Ngozi,

Votre créneau d'office hours est réservé.

Mentor : Karim Benali (ex-responsable conformité, paiements transfrontaliers)
Date : mardi 11 novembre 2026
Heure : 14h00 - 14h45 (GMT) / 15h00 WAT / 17h00 EAT
Lieu : visioconférence, lien dans l'invitation de calendrier jointe à votre agenda
Sujet indiqué : licence d'émetteur de monnaie électronique dans l'UEMOA

Pour annuler ou déplacer le créneau, passez par l'onglet « Mes rendez-vous » du portail au moins 24 h à l'avance.

Portail Savanna Forge
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "savannaforge",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Savanna Forge <news@savannaforge.org>",
    to: ME,
    subject: "Forge Notes #38: Demo Day dates, a new LP, and what investors asked Cohort 6",
    date: at("2026-10-16T09:00:00", "+0000"),
    text: `FORGE NOTES #38 - October 2026

1. Demo Day for Cohort 6 is on 27 November in Kigali and online. Founders of Cohort 7 get front-row seats.
2. Welcome to our newest limited partner, the Teranga Diaspora Fund.
3. What investors asked Cohort 6 most often: unit economics by corridor, licence timelines, and FX exposure. Read the full write-up on the blog: https://savannaforge.org/blog/what-investors-asked-cohort-6
4. Office hours are now bookable through the portal, 45-minute slots, 3 per month per team.

Jobs board: 14 open roles across portfolio companies - https://savannaforge.org/jobs

You get Forge Notes because you are part of the Savanna Forge community. Unsubscribe: https://portail.savannaforge.org/preferences?list=news
`,
    html: forge(
      `<p style="margin:0 0 4px;font-size:12px;letter-spacing:2px;color:#c8551b">FORGE NOTES #38 &middot; OCTOBER 2026</p>
<h1 style="margin:0 0 20px;font-size:22px;line-height:28px">Demo Day dates, a new LP, and what investors asked Cohort 6</h1>
<img src="https://portail.savannaforge.org/static/news/38-hero.jpg" alt="Cohort 6 founders in Kigali" width="520" style="display:block;width:100%;border-radius:4px;margin:0 0 20px">
<p style="margin:0 0 14px"><b>Demo Day</b> for Cohort 6 is on 27 November in Kigali and online. Founders of Cohort 7 get front-row seats.</p>
<p style="margin:0 0 14px"><b>Welcome</b> to our newest limited partner, the Teranga Diaspora Fund.</p>
<p style="margin:0 0 14px"><b>What investors asked most often:</b> unit economics by corridor, licence timelines, and FX exposure. <a href="https://savannaforge.org/blog/what-investors-asked-cohort-6" style="color:#c8551b">Read the write-up &rarr;</a></p>
<p style="margin:0 0 14px"><b>Office hours</b> are now bookable through the portal: 45-minute slots, 3 per month per team.</p>
<p style="margin:0"><a href="https://savannaforge.org/jobs" style="color:#c8551b">14 open roles across the portfolio</a></p>`,
      "Demo Day on 27 November in Kigali",
    ),
  },
];

// ---------------------------------------------------------------- playvista-console (app store developer console)

function vista(inner: string): string {
  return `<html><body style="margin:0;padding:0;background:#f1f3f4">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Roboto,Arial,sans-serif">
<tr><td style="padding:24px 40px 0"><img src="https://www.gstatic.playvista.dev/console/email/pv-console-logo.png" width="180" alt="Playvista Console"></td></tr>
<tr><td style="padding:20px 40px 32px;font-size:14px;line-height:22px;color:#3c4043">${inner}</td></tr>
<tr><td style="padding:20px 40px;background:#f8f9fa;font-size:12px;line-height:18px;color:#70757a">
&copy; 2026 Playvista LLC, 2100 Bayshore Parkway, Mountain View, CA 94043, USA<br>
You have received this mandatory service announcement to update you about important changes to your Playvista Console account.<br>
<a href="https://console.playvista.dev/policy" style="color:#1a73e8">Developer Program Policies</a> &middot; <a href="https://playvista.dev/privacy" style="color:#1a73e8">Privacy Policy</a></td></tr>
</table></td></tr></table></body></html>`;
}

const playvistaMails: Mail[] = [
  {
    family: "playvista-console",
    group: "consumer",
    lang: "en",
    kind: "app-rejected",
    code: null,
    link: null,
    from: "Playvista Console <console-noreply@playvista.dev>",
    to: ME,
    subject: "Action required: Your app Zurafi Wallet (africa.zurafi.wallet) was rejected",
    date: at("2026-09-26T01:14:38", "+0000"),
    text: `Hi Developers at Zurafi Technologies,

After review, Zurafi Wallet (africa.zurafi.wallet), version 2.8.0 (code 2080), has been rejected because it does not comply with our Financial Services policy.

Issue found: Missing licence documentation for the countries where the app offers money transfer (Kenya).

About the issue:
Apps that provide money-transfer or wallet services must declare, in the Financial features declaration, the licence or authorisation held in each target country, or the partner institution that holds it.

Next steps:
1. Complete the Financial features declaration in Playvista Console > App content.
2. Upload proof of your authorisation or of your partnership with a licensed institution.
3. Submit a new release for review.

Your previous version (2.7.3) remains available on the store.

Submission ID: 4a1e-77b2-90cd
The Playvista App Review Team
`,
    html: vista(
      `<p>Hi Developers at Zurafi Technologies,</p>
<p>After review, <b>Zurafi Wallet</b> (africa.zurafi.wallet), version 2.8.0 (code 2080), has been <b style="color:#d93025">rejected</b> because it does not comply with our <a href="https://console.playvista.dev/policy/financial-services" style="color:#1a73e8">Financial Services policy</a>.</p>
<table width="100%" cellpadding="12" cellspacing="0" style="background:#fce8e6;border-radius:4px;margin:12px 0"><tr><td>
<b>Issue found:</b> Missing licence documentation for the countries where the app offers money transfer (Kenya).</td></tr></table>
<p><b>About the issue</b><br>Apps that provide money-transfer or wallet services must declare, in the Financial features declaration, the licence or authorisation held in each target country, or the partner institution that holds it.</p>
<p><b>Next steps</b></p>
<ol style="padding-left:18px"><li>Complete the Financial features declaration in Playvista Console &gt; App content.</li>
<li>Upload proof of your authorisation or of your partnership with a licensed institution.</li>
<li>Submit a new release for review.</li></ol>
<p>Your previous version (2.7.3) remains available on the store.</p>
<p style="font-size:12px;color:#70757a">Submission ID: 4a1e-77b2-90cd<br>The Playvista App Review Team</p>`,
    ),
    enc: "qp",
  },
  {
    family: "playvista-console",
    group: "consumer",
    lang: "en",
    kind: "app-approved",
    code: null,
    link: null,
    from: "Playvista Console <console-noreply@playvista.dev>",
    to: ME,
    subject: "Zurafi Wallet 2.8.1 is now live on Playvista",
    date: at("2026-10-03T22:47:09", "+0000"),
    text: `Your update is live.

App: Zurafi Wallet (africa.zurafi.wallet)
Version: 2.8.1 (code 2081)
Track: Production, staged rollout 20%
Countries: Kenya, Nigeria

Rollout can be increased or halted from the Releases page in Playvista Console.

The Playvista App Review Team
`,
    html: vista(
      `<p style="font-size:20px;color:#202124;margin:0 0 16px">Your update is live &#10004;</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px">
<tr><td style="color:#70757a">App</td><td>Zurafi Wallet (africa.zurafi.wallet)</td></tr>
<tr><td style="color:#70757a">Version</td><td>2.8.1 (code 2081)</td></tr>
<tr><td style="color:#70757a">Track</td><td>Production, staged rollout 20%</td></tr>
<tr><td style="color:#70757a">Countries</td><td>Kenya, Nigeria</td></tr></table>
<p>Rollout can be increased or halted from the <a href="https://console.playvista.dev/app/4977120358/releases" style="color:#1a73e8">Releases</a> page.</p>
<p style="font-size:12px;color:#70757a">The Playvista App Review Team</p>`,
    ),
  },
  {
    family: "playvista-console",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "V-604217",
    code_digits: "604217",
    link: null,
    from: "Playvista Accounts <accounts-noreply@playvista.dev>",
    to: ME,
    subject: "V-604217 is your Playvista verification code",
    date: at("2026-10-29T13:05:51", "+0300"),
    text: `Playvista verification code

Someone is trying to sign in to the Playvista Console account ngozi@zurafi.africa. To continue, enter this code:

V-604217

Don't share this code with anyone. If you didn't try to sign in, someone else may know your password.
`,
    html: vista(
      `<p style="font-size:20px;color:#202124;margin:0 0 12px">Verification code</p>
<p>Someone is trying to sign in to the Playvista Console account <b>ngozi@zurafi.africa</b>. To continue, enter this code:</p>
<p style="font-size:36px;letter-spacing:3px;color:#202124;text-align:center;margin:26px 0">V-604217</p>
<p>Don&rsquo;t share this code with anyone. If you didn&rsquo;t try to sign in, <a href="https://myaccount.playvista.dev/security" style="color:#1a73e8">someone else may know your password</a>.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- verifika-id (KYC vendor, Abidjan)

function verifika(inner: string, pre: string): string {
  return `<!DOCTYPE html>
<html lang="fr"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#eaf4f1">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0">${pre}</span>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px">
<table role="presentation" width="100%" style="max-width:540px" border="0" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding:0 0 20px"><img src="https://img.verifika.ci/mail/verifika-logo-teal.png" width="140" alt="Verifika"></td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:34px 32px;font-family:'Poppins',Arial,sans-serif;font-size:14px;line-height:22px;color:#23403a">${inner}</td></tr>
<tr><td align="center" style="padding:20px 10px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6f8a84">
Verifika SAS &middot; Rue des Jardins, Cocody Deux-Plateaux, Abidjan, Côte d'Ivoire &middot; +225 27 22 41 08 90<br>
<a href="https://verifika.ci/confidentialite" style="color:#0f8f7a">Confidentialité</a> &middot; <a href="https://verifika.ci/cgu" style="color:#0f8f7a">CGU</a> &middot; <a href="https://docs.verifika.ci" style="color:#0f8f7a">Documentation API</a></td></tr>
</table></td></tr></table></body></html>`;
}

const verifikaMails: Mail[] = [
  {
    family: "verifika-id",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://dashboard.verifika.ci/verify-email?key=vk_ev_3MZ9x1dQpB7aR2tLnC5w&lang=fr",
    from: "Verifika <noreply@verifika.ci>",
    to: ME,
    subject: "Confirmez votre adresse e-mail pour activer votre sandbox Verifika",
    date: at("2026-09-20T14:06:33", "+0000"),
    text: `Bienvenue chez Verifika, Ngozi !

Plus qu'une étape avant d'accéder à votre sandbox : vérification d'identité NIN, BVN, carte d'identité kényane et passeport, détection du vivant et lecture de documents.

Confirmez votre adresse e-mail :
https://dashboard.verifika.ci/verify-email?key=vk_ev_3MZ9x1dQpB7aR2tLnC5w&lang=fr

Ce lien est valable 48 heures. Une fois l'adresse confirmée, vos clés API de test apparaîtront dans Développeurs > Clés, avec 500 vérifications de test offertes.

L'équipe Verifika
Abidjan - Lagos - Nairobi
`,
    html: verifika(
      `<h1 style="font-size:21px;margin:0 0 14px;color:#0b3d35">Bienvenue chez Verifika, Ngozi&nbsp;!</h1>
<p style="margin:0 0 18px">Plus qu&rsquo;une étape avant d&rsquo;accéder à votre sandbox&nbsp;: vérification d&rsquo;identité NIN, BVN, carte d&rsquo;identité kényane et passeport, détection du vivant et lecture de documents.</p>
<p style="margin:0 0 22px;text-align:center"><a href="https://dashboard.verifika.ci/verify-email?key=vk_ev_3MZ9x1dQpB7aR2tLnC5w&amp;lang=fr" style="display:inline-block;background:#0f8f7a;color:#ffffff;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:600">Confirmer mon adresse</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#5b746e">Ce lien est valable 48&nbsp;heures. Une fois l&rsquo;adresse confirmée, vos clés API de test apparaîtront dans Développeurs &gt; Clés, avec 500 vérifications de test offertes.</p>
<p style="margin:0;font-size:13px">L&rsquo;équipe Verifika<br><span style="color:#5b746e">Abidjan &middot; Lagos &middot; Nairobi</span></p>`,
      "Activez votre sandbox et profitez de 500 vérifications de test",
    ),
    enc: "b64",
  },
  {
    family: "verifika-id",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "847052",
    link: null,
    from: "Verifika <noreply@verifika.ci>",
    to: ME,
    subject: "Votre code de connexion Verifika",
    date: at("2026-10-07T10:48:16", "+0000"),
    text: `Bonjour Ngozi,

Voici votre code de connexion au tableau de bord Verifika :

847052

Il est valable 10 minutes et ne peut être utilisé qu'une seule fois.

Connexion demandée depuis : Firefox, Nairobi (Kenya) - 07/10/2026 à 13:48 (heure de Nairobi)

Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et écrivez à securite@verifika.ci.

L'équipe Verifika
`,
    html: verifika(
      `<p style="margin:0 0 14px">Bonjour Ngozi,</p>
<p style="margin:0 0 18px">Voici votre code de connexion au tableau de bord Verifika&nbsp;:</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" style="margin:0 auto 20px"><tr><td style="background:#eaf4f1;border-radius:8px;padding:14px 26px;font-size:30px;font-weight:700;letter-spacing:10px;color:#0b3d35;font-family:'Courier New',monospace">847052</td></tr></table>
<p style="margin:0 0 14px">Il est valable <b>10 minutes</b> et ne peut être utilisé qu&rsquo;une seule fois.</p>
<p style="margin:0 0 14px;font-size:12px;color:#5b746e">Connexion demandée depuis&nbsp;: Firefox, Nairobi (Kenya) &ndash; 07/10/2026 à 13:48 (heure de Nairobi)</p>
<p style="margin:0;font-size:12px;color:#5b746e">Si vous n&rsquo;êtes pas à l&rsquo;origine de cette demande, changez votre mot de passe et écrivez à <a href="mailto:securite@verifika.ci" style="color:#0f8f7a">securite@verifika.ci</a>.</p>`,
      "Code valable 10 minutes",
    ),
    enc: "qp",
  },
  {
    family: "verifika-id",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Verifika Facturation <facturation@verifika.ci>",
    to: ME,
    subject: "Facture VK-2026-10-00731 — octobre 2026",
    date: at("2026-11-02T07:12:09", "+0000"),
    text: `Bonjour,

Veuillez trouver ci-joint la facture de Zurafi Technologies Ltd pour le mois d'octobre 2026.

N° de facture : VK-2026-10-00731
Vérifications d'identité (NIN/BVN) : 6 482 x 0,09 USD = 583,38 USD
Contrôles de vivacité : 2 915 x 0,15 USD = 437,25 USD
Lecture de documents (OCR) : 1 106 x 0,12 USD = 132,72 USD
Total HT : 1 153,35 USD
Échéance : 16/11/2026
Mode de paiement : prélèvement sur la carte Mastercard se terminant par 2290

Aucune action n'est requise de votre part : le prélèvement sera effectué automatiquement à l'échéance.

Service facturation - Verifika SAS
`,
    html: verifika(
      `<p style="margin:0 0 14px">Bonjour,</p>
<p style="margin:0 0 16px">Veuillez trouver ci-joint la facture de <b>Zurafi Technologies Ltd</b> pour le mois d&rsquo;octobre 2026.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="border-bottom:1px solid #d6e8e3"><td>N° de facture</td><td align="right">VK-2026-10-00731</td></tr>
<tr style="border-bottom:1px solid #d6e8e3"><td>Vérifications d&rsquo;identité (NIN/BVN) &ndash; 6&nbsp;482</td><td align="right">583,38 USD</td></tr>
<tr style="border-bottom:1px solid #d6e8e3"><td>Contrôles de vivacité &ndash; 2&nbsp;915</td><td align="right">437,25 USD</td></tr>
<tr style="border-bottom:1px solid #d6e8e3"><td>Lecture de documents (OCR) &ndash; 1&nbsp;106</td><td align="right">132,72 USD</td></tr>
<tr><td><b>Total HT</b></td><td align="right"><b>1&nbsp;153,35 USD</b></td></tr></table>
<p style="margin:16px 0 0;font-size:13px">Échéance&nbsp;: 16/11/2026 &middot; prélèvement sur la carte Mastercard se terminant par 2290. Aucune action n&rsquo;est requise de votre part.</p>`,
      "Total 1 153,35 USD, prélèvement automatique le 16/11",
    ),
    enc: "b64",
    attachment: ["VK-2026-10-00731.pdf", "application/pdf", pdf("Facture Verifika VK-2026-10-00731")],
  },
];

// ---------------------------------------------------------------- mbuyu-workspace (Nairobi co-working) and yabahive (Lagos co-working)

function mbuyu(inner: string): string {
  return `<html><body style="margin:0;background:#f3efe8;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#2f4f2f;padding:16px 26px"><img src="https://mbuyu.work/mail/mbuyu-logo-cream.png" width="112" alt="Mbuyu Workspace"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:23px;color:#2b2b2b">${inner}</td></tr>
<tr><td style="padding:14px 26px;background:#f7f4ee;font-size:11px;line-height:16px;color:#7b7468">Mbuyu Workspace &middot; 4th Floor, Kilimani Square, Argwings Kodhek Rd, Nairobi &middot; +254 722 408 166<br>
<a href="https://mbuyu.work/members" style="color:#2f4f2f">Members' portal</a> &middot; <a href="https://instagram.com/mbuyuworkspace" style="color:#2f4f2f">Instagram</a></td></tr>
</table></td></tr></table></body></html>`;
}

const mbuyuMails: Mail[] = [
  {
    family: "mbuyu-workspace",
    group: "regional",
    lang: "sw",
    kind: "parcel-pickup",
    code: "4471",
    link: null,
    from: "Mbuyu Workspace Mapokezi <mapokezi@mbuyu.work>",
    to: ME,
    subject: "Una kifurushi mapokezi 📦",
    date: at("2026-10-15T11:26:40", "+0300"),
    text: `Habari Ngozi,

Kifurushi chako kimefika mapokezi ya Mbuyu Workspace.

Kutoka: G4S Courier (namba ya ufuatiliaji KE-88120394)
Kimepokelewa: 15/10/2026 saa 11:20
Kabati: Sanduku B-12

Ukija kuchukua, mwonyeshe mhudumu wa mapokezi nambari hii ya kuchukua:

4471

Mapokezi yako wazi Jumatatu hadi Ijumaa 07:30-19:00 na Jumamosi 09:00-14:00. Vifurushi visivyochukuliwa ndani ya siku 7 vitarudishwa kwa msafirishaji.

Asante,
Timu ya Mapokezi
`,
    html: mbuyu(
      `<p style="margin:0 0 14px">Habari Ngozi,</p>
<p style="margin:0 0 16px">Kifurushi chako kimefika mapokezi ya Mbuyu Workspace.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;margin:0 0 18px">
<tr><td style="color:#7b7468">Kutoka</td><td>G4S Courier (KE-88120394)</td></tr>
<tr><td style="color:#7b7468">Kimepokelewa</td><td>15/10/2026 saa 11:20</td></tr>
<tr><td style="color:#7b7468">Kabati</td><td>Sanduku B-12</td></tr></table>
<p style="margin:0 0 8px">Nambari ya kuchukua:</p>
<table cellpadding="0" cellspacing="8" style="margin:0 0 18px"><tr>
<td style="width:44px;height:52px;background:#2f4f2f;color:#fff;font-size:28px;font-weight:bold;text-align:center">4</td>
<td style="width:44px;height:52px;background:#2f4f2f;color:#fff;font-size:28px;font-weight:bold;text-align:center">4</td>
<td style="width:44px;height:52px;background:#2f4f2f;color:#fff;font-size:28px;font-weight:bold;text-align:center">7</td>
<td style="width:44px;height:52px;background:#2f4f2f;color:#fff;font-size:28px;font-weight:bold;text-align:center">1</td></tr></table>
<p style="margin:0;font-size:13px;color:#5d574e">Mapokezi yako wazi Jumatatu hadi Ijumaa 07:30&ndash;19:00 na Jumamosi 09:00&ndash;14:00. Vifurushi visivyochukuliwa ndani ya siku 7 vitarudishwa kwa msafirishaji.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "mbuyu-workspace",
    group: "regional",
    lang: "sw",
    kind: "invoice",
    code: null,
    link: null,
    from: "Mbuyu Workspace Malipo <billing@mbuyu.work>",
    to: ME,
    subject: "Ankara MBY-10482 ya Novemba 2026 - Zurafi Technologies",
    date: at("2026-11-01T08:30:00", "+0300"),
    text: `Habari Ngozi,

Hii hapa ankara yako ya uanachama ya Novemba 2026.

Namba ya ankara: MBY-10482
Ofisi binafsi P-07 (madawati 6)      KES 162,000.00
Saa za chumba cha mikutano (10)     KES  12,000.00
Maegesho, nafasi 2                  KES  16,000.00
VAT 16%                             KES  30,400.00
Jumla ya kulipa                     KES 220,400.00
Tarehe ya mwisho: 05/11/2026

Lipa kwa M-Pesa Paybill 4098123 (akaunti MBY-10482) au kwa uhamisho wa benki kwenda Kilimani Commerce Bank, a/c 0107 2245 9801.

Asante kwa kufanya kazi Mbuyu!
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "mbuyu-workspace",
    group: "regional",
    lang: "sw",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Mbuyu Workspace <jamii@mbuyu.work>",
    to: ME,
    subject: "Jamii ya Mbuyu: Fintech Friday, yoga ya asubuhi na mabadiliko ya maegesho",
    date: at("2026-10-24T16:00:00", "+0300"),
    text: `JAMII YA MBUYU - Toleo la Oktoba

Fintech Friday: Ijumaa 31/10, saa 17:30, ukumbi wa Baobab. Mazungumzo kuhusu malipo ya kuvuka mipaka kati ya Kenya na Nigeria, na vinywaji baadaye. Jisajili: https://mbuyu.work/events/fintech-friday-oct

Yoga ya asubuhi: kila Jumanne na Alhamisi saa 07:00 kwenye paa. Bure kwa wanachama.

Maegesho: kuanzia 1 Novemba, lango la B litafungwa kwa ukarabati. Tumia lango la A kwenye barabara ya Lenana.

Karibu kwa wanachama wapya: Kazi Robotics, Mama Mboga Logistics na Tamu Studio.

Kujiondoa kwenye jarida hili: https://mbuyu.work/unsubscribe?list=jamii
`,
    html: mbuyu(
      `<p style="margin:0 0 4px;font-size:12px;letter-spacing:2px;color:#8a6d3b">JAMII YA MBUYU &middot; OKTOBA</p>
<img src="https://mbuyu.work/mail/news/oct-rooftop.jpg" alt="Paa la Mbuyu Workspace" width="508" style="width:100%;display:block;margin:8px 0 18px">
<h3 style="margin:0 0 6px">Fintech Friday</h3>
<p style="margin:0 0 16px">Ijumaa 31/10, saa 17:30, ukumbi wa Baobab. Mazungumzo kuhusu malipo ya kuvuka mipaka kati ya Kenya na Nigeria, na vinywaji baadaye. <a href="https://mbuyu.work/events/fintech-friday-oct" style="color:#2f4f2f">Jisajili</a></p>
<h3 style="margin:0 0 6px">Yoga ya asubuhi</h3>
<p style="margin:0 0 16px">Kila Jumanne na Alhamisi saa 07:00 kwenye paa. Bure kwa wanachama.</p>
<h3 style="margin:0 0 6px">Maegesho</h3>
<p style="margin:0 0 16px">Kuanzia 1 Novemba, lango la B litafungwa kwa ukarabati. Tumia lango la A kwenye barabara ya Lenana.</p>
<p style="margin:0 0 16px">Karibu kwa wanachama wapya: Kazi Robotics, Mama Mboga Logistics na Tamu Studio.</p>
<p style="margin:0;font-size:11px;color:#7b7468"><a href="https://mbuyu.work/unsubscribe?list=jamii" style="color:#7b7468">Jiondoe kwenye jarida</a></p>`,
    ),
    enc: "b64",
  },
];

const yabahiveMails: Mail[] = [
  {
    family: "yabahive",
    group: "regional",
    lang: "pcm",
    kind: "service-notice",
    code: null,
    link: null,
    from: "YabaHive Community <community@yabahive.ng>",
    to: ME,
    subject: "Light and internet update for this weekend (Sat 4 Oct)",
    date: at("2026-10-02T17:45:12", "+0100"),
    text: `Hello Hive fam,

Small gist for una: this Saturday, 4 October, from 8am reach 2pm, the engineers go dey service our big generator and change the inverter batteries for 2nd floor.

Wetin this one mean:
- Light go still dey, but na only the solar backup. Abeg no carry kettle or heater enter.
- Fibre internet no go off, but speed fit drop small around 10am.
- Meeting rooms Ikoyi and Epe go close. If you book am before, we don move your booking go Sunday same time.

Sunday everything go normal. Any wahala, call front desk: 0809 414 2277.

Thank you for your patience o!
YabaHive, 21 Herbert Macaulay Way, Yaba, Lagos
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.55;color:#231f20;max-width:560px">
<img src="https://yabahive.ng/wp-content/uploads/2025/01/yabahive-email-header.png" alt="YabaHive" width="560" style="display:block;max-width:100%">
<p>Hello Hive fam,</p>
<p>Small gist for una: this <b>Saturday, 4 October, from 8am reach 2pm</b>, the engineers go dey service our big generator and change the inverter batteries for 2nd floor.</p>
<p><b>Wetin this one mean:</b></p>
<ul><li>Light go still dey, but na only the solar backup. Abeg no carry kettle or heater enter.</li>
<li>Fibre internet no go off, but speed fit drop small around 10am.</li>
<li>Meeting rooms Ikoyi and Epe go close. If you book am before, we don move your booking go Sunday same time.</li></ul>
<p>Sunday everything go normal. Any wahala, call front desk: <a href="tel:+2348094142277">0809 414 2277</a>.</p>
<p>Thank you for your patience o!<br><b>YabaHive</b>, 21 Herbert Macaulay Way, Yaba, Lagos</p>
<p style="font-size:11px;color:#888"><a href="https://yabahive.ng/members/email-preferences" style="color:#888">Email preferences</a></p></div>`,
  },
  {
    family: "yabahive",
    group: "regional",
    lang: "pcm",
    kind: "event-newsletter",
    code: null,
    link: null,
    from: "YabaHive Community <community@yabahive.ng>",
    to: ME,
    subject: "Founders' Jollof Night dey come! + October gist from the Hive",
    date: at("2026-10-17T12:00:00", "+0100"),
    text: `OCTOBER GIST FROM THE HIVE

1. FOUNDERS' JOLLOF NIGHT - Friday 24 Oct, 6pm, rooftop. Na free for members; bring one guest for N5,000. Na Ghana vs Naija jollof again, una go judge. RSVP for the members app.

2. NEW PHONE BOOTHS - We don put 4 new booths for 3rd floor. You fit book am for 30 minutes at a time.

3. MEMBER SPOTLIGHT - Ngozi Kamau of Zurafi go talk about "How we take launch wallet for two countries" for our Tuesday lunch & learn, 28 Oct, 1pm.

4. PRICE NOTICE - From 1 December, hot desk na N95,000 per month. Members wey pay for 6 months before 30 Nov go keep old price.

See you for the Hive!
YabaHive, 21 Herbert Macaulay Way, Yaba, Lagos | 0809 414 2277
Unsubscribe: https://yabahive.ng/members/email-preferences
`,
    html: null,
  },
];

// ---------------------------------------------------------------- twiga-air (Nairobi airline) and wahat-airways (Gulf airline)

function twiga(inner: string, pre: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8eef3">
<div style="display:none;max-height:0;overflow:hidden">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif">
<tr><td style="background:#7a1f3d;padding:18px 28px"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.twigaair.com/email/img/twiga-air-white.png" width="140" alt="Twiga Air"></td>
<td align="right" style="color:#f3d9a4;font-size:12px">Twiga Miles &middot; <a href="https://www.twigaair.com/manage" style="color:#f3d9a4">Manage booking</a></td></tr></table></td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:21px;color:#2a2a2a">${inner}</td></tr>
<tr><td style="padding:16px 28px;background:#f4f4f4;font-size:11px;line-height:16px;color:#777">
Twiga Air Ltd, Airport North Road, Embakasi, Nairobi &middot; Call centre +254 20 690 4000 (24/7)<br>
<a href="https://www.twigaair.com/conditions-of-carriage" style="color:#7a1f3d">Conditions of carriage</a> &middot; <a href="https://www.twigaair.com/privacy" style="color:#7a1f3d">Privacy</a> &middot;
<a href="https://apps.apple.com/app/twiga-air/id1588201344"><img src="https://www.twigaair.com/email/img/badge-appstore.png" alt="Download on the App Store" height="28" style="vertical-align:middle"></a>
<a href="https://play.google.com/store/apps/details?id=com.twigaair.app"><img src="https://www.twigaair.com/email/img/badge-googleplay.png" alt="Get it on Google Play" height="28" style="vertical-align:middle"></a></td></tr>
</table></td></tr></table></body></html>`;
}

const twigaMails: Mail[] = [
  {
    family: "twiga-air",
    group: "regional",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Twiga Air <bookings@twigaair.com>",
    to: ME,
    subject: "Booking confirmed: Nairobi - Lagos, 08 Oct 2026 (ref 6KPT2W)",
    date: at("2026-09-27T20:13:44", "+0300"),
    text: `Thank you for flying with Twiga Air.

Booking reference: 6KPT2W
Passenger: MS NGOZI KAMAU
Twiga Miles: TM 40 118 762 (Silver)

Outbound  TW 532  Wed 08 Oct 2026  Nairobi (NBO) 08:40 -> Lagos (LOS) 11:55   Economy Flex, 1 x 23 kg
Return    TW 533  Sun 12 Oct 2026  Lagos (LOS) 13:10 -> Nairobi (NBO) 20:05   Economy Flex, 1 x 23 kg

E-ticket number: 716-2480917334
Total paid: USD 684.20 (Visa ****4417)

Online check-in opens 24 hours before departure. Please carry the passport used for this booking.

Manage your booking at https://www.twigaair.com/manage
`,
    html: twiga(
      `<p style="margin:0 0 16px;font-size:18px;color:#7a1f3d"><b>Your booking is confirmed</b></p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px"><tr>
<td style="font-size:12px;color:#777">Booking reference<br><span style="font-size:24px;font-weight:bold;color:#2a2a2a;letter-spacing:2px">6KPT2W</span></td>
<td align="right" style="font-size:12px;color:#777">Passenger<br><b style="color:#2a2a2a;font-size:14px">MS NGOZI KAMAU</b><br>Twiga Miles TM 40 118 762 (Silver)</td></tr></table>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e2e2e2;font-size:13px;margin:0 0 14px">
<tr style="background:#faf6f0"><td><b>TW 532</b><br>Wed 08 Oct 2026</td><td><b>NBO 08:40</b><br>Nairobi</td><td>&#9992;</td><td><b>LOS 11:55</b><br>Lagos</td><td>Economy Flex<br>1 &times; 23 kg</td></tr>
<tr><td><b>TW 533</b><br>Sun 12 Oct 2026</td><td><b>LOS 13:10</b><br>Lagos</td><td>&#9992;</td><td><b>NBO 20:05</b><br>Nairobi</td><td>Economy Flex<br>1 &times; 23 kg</td></tr></table>
<p style="margin:0 0 6px;font-size:13px">E-ticket number: 716-2480917334 &middot; Total paid: <b>USD 684.20</b> (Visa ****4417)</p>
<p style="margin:0;font-size:13px;color:#555">Online check-in opens 24 hours before departure. Please carry the passport used for this booking.</p>`,
      "NBO-LOS 08 Oct, LOS-NBO 12 Oct",
    ),
    enc: "qp",
  },
  {
    family: "twiga-air",
    group: "regional",
    lang: "sw",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Twiga Air <bookings@twigaair.com>",
    to: ME,
    subject: "Mabadiliko ya ratiba: TW 533 Lagos - Nairobi, 12 Okt 2026 (6KPT2W)",
    date: at("2026-10-06T09:51:20", "+0300"),
    text: `Mpendwa Ngozi Kamau,

Tunasikitika kukujulisha kwamba muda wa safari yako ya kurudi umebadilika kutokana na marekebisho ya ratiba.

Nambari ya uhifadhi: 6KPT2W
Safari: TW 533, Jumapili 12 Oktoba 2026
Muda wa awali: Lagos (LOS) 13:10 - Nairobi (NBO) 20:05
Muda mpya: Lagos (LOS) 15:25 - Nairobi (NBO) 22:20

Kiti chako (14C) na mizigo yako havijabadilika. Ikiwa muda mpya unakufaa, huhitaji kufanya lolote.

Ikiwa haukufai, unaweza kubadilisha safari bila malipo au kuomba kurejeshewa pesa kupitia "Simamia uhifadhi" kwenye tovuti yetu au kwa kupiga simu +254 20 690 4000.

Samahani kwa usumbufu.
Twiga Air
`,
    html: twiga(
      `<p style="margin:0 0 14px">Mpendwa Ngozi Kamau,</p>
<p style="margin:0 0 16px">Tunasikitika kukujulisha kwamba muda wa safari yako ya kurudi umebadilika kutokana na marekebisho ya ratiba.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #e2e2e2;margin:0 0 16px">
<tr><td style="color:#777">Nambari ya uhifadhi</td><td><b>6KPT2W</b></td></tr>
<tr><td style="color:#777">Safari</td><td>TW 533, Jumapili 12 Oktoba 2026</td></tr>
<tr><td style="color:#777">Muda wa awali</td><td><s>LOS 13:10 &ndash; NBO 20:05</s></td></tr>
<tr><td style="color:#777">Muda mpya</td><td style="color:#7a1f3d"><b>LOS 15:25 &ndash; NBO 22:20</b></td></tr></table>
<p style="margin:0 0 14px">Kiti chako (14C) na mizigo yako havijabadilika. Ikiwa muda mpya unakufaa, huhitaji kufanya lolote.</p>
<p style="margin:0 0 14px">Ikiwa haukufai, unaweza kubadilisha safari bila malipo au kuomba kurejeshewa pesa kupitia <a href="https://www.twigaair.com/manage?pnr=6KPT2W" style="color:#7a1f3d">Simamia uhifadhi</a> au kwa kupiga simu +254 20 690 4000.</p>
<p style="margin:0">Samahani kwa usumbufu.</p>`,
      "Safari yako ya kurudi sasa inaondoka saa 15:25",
    ),
    enc: "8bit",
  },
  {
    family: "twiga-air",
    group: "regional",
    lang: "en",
    kind: "verify-code",
    code: "902613",
    link: null,
    from: "Twiga Miles <miles@twigaair.com>",
    to: ME,
    subject: "Twiga Miles: confirm your new email address",
    date: at("2026-10-19T22:03:08", "+0300"),
    text: `Hello Ngozi,

You asked to change the email address on Twiga Miles account TM 40 118 762 to ngozi@zurafi.africa.

Enter this verification code in the app or on twigaair.com to confirm the change:

902613

The code expires in 20 minutes. Your current balance of 38,450 Miles is not affected.

If you did not request this change, call us on +254 20 690 4000.

Twiga Miles
`,
    html: twiga(
      `<p style="margin:0 0 14px">Hello Ngozi,</p>
<p style="margin:0 0 16px">You asked to change the email address on Twiga Miles account <b>TM 40 118 762</b> to <b>ngozi@zurafi.africa</b>.</p>
<p style="margin:0 0 8px">Enter this verification code in the app or on twigaair.com to confirm the change:</p>
<div style="margin:0 0 18px;padding:14px;background:#faf6f0;border:1px dashed #c9a46a;text-align:center;font-size:30px;font-weight:bold;letter-spacing:6px;color:#7a1f3d">902613</div>
<p style="margin:0 0 14px;font-size:13px;color:#555">The code expires in 20 minutes. Your current balance of 38,450 Miles is not affected.</p>
<p style="margin:0;font-size:13px;color:#555">If you did not request this change, call us on +254 20 690 4000.</p>`,
      "Your verification code expires in 20 minutes",
    ),
    enc: "b64",
  },
];

const wahatMails: Mail[] = [
  {
    family: "wahat-airways",
    group: "regional",
    lang: "ar",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "طيران الواحات <reservations@wahatairways.ae>",
    to: ME,
    subject: "تأكيد الحجز — لاغوس إلى لندن عبر دبي، رقم الحجز QH7R4M",
    date: at("2026-10-27T23:40:02", "+0400"),
    text: `عزيزتي السيدة نغوزي كاماو،

شكرًا لاختيارك طيران الواحات. تم تأكيد حجزك.

رقم الحجز: QH7R4M
رقم التذكرة الإلكترونية: 629-5501873402

الرحلة الأولى: WH 784، الثلاثاء 4 نوفمبر 2026، لاغوس (LOS) 21:35 - دبي (DXB) 07:50 (+1)
الرحلة الثانية: WH 17، الأربعاء 5 نوفمبر 2026، دبي (DXB) 09:55 - لندن هيثرو (LHR) 14:10
الدرجة: رجال الأعمال
الأمتعة: قطعتان، 32 كغ لكل قطعة

المبلغ المدفوع: 3,912.00 دولار أمريكي

يفتح تسجيل الوصول عبر الإنترنت قبل 48 ساعة من موعد الإقلاع.
للاستفسار: +971 4 707 1100

طيران الواحات
`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#f5f1ea;font-family:Tahoma,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;direction:rtl;text-align:right">
<tr><td style="background:#0d4d4d;padding:18px 26px"><img src="https://www.wahatairways.ae/mail/logo-ar-en.png" alt="طيران الواحات" width="160"></td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:24px;color:#222">
<p>عزيزتي السيدة نغوزي كاماو،</p>
<p>شكرًا لاختيارك طيران الواحات. تم تأكيد حجزك.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e6ddd0;font-size:13px">
<tr style="background:#faf7f2"><td>رقم الحجز</td><td><b style="font-size:18px;letter-spacing:2px">QH7R4M</b></td></tr>
<tr><td>رقم التذكرة الإلكترونية</td><td>629-5501873402</td></tr>
<tr style="background:#faf7f2"><td>WH 784 &middot; الثلاثاء 4 نوفمبر 2026</td><td>لاغوس (LOS) 21:35 &larr; دبي (DXB) 07:50 (+1)</td></tr>
<tr><td>WH 17 &middot; الأربعاء 5 نوفمبر 2026</td><td>دبي (DXB) 09:55 &larr; لندن هيثرو (LHR) 14:10</td></tr>
<tr style="background:#faf7f2"><td>الدرجة</td><td>رجال الأعمال &middot; قطعتان، 32 كغ لكل قطعة</td></tr>
<tr><td>المبلغ المدفوع</td><td>3,912.00 دولار أمريكي</td></tr></table>
<p>يفتح تسجيل الوصول عبر الإنترنت قبل 48 ساعة من موعد الإقلاع.</p>
<p style="font-size:12px;color:#777">للاستفسار: <span dir="ltr">+971 4 707 1100</span> &middot; <a href="https://www.wahatairways.ae/ar/manage-booking" style="color:#0d4d4d">إدارة الحجز</a> &middot; <a href="https://www.wahatairways.ae/ar/privacy" style="color:#0d4d4d">سياسة الخصوصية</a></p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- nairaledger-weekly (newsletter), kapitalhain (German angel platform)

const nairaledgerMails: Mail[] = [
  {
    family: "nairaledger-weekly",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "The Naira Ledger <letters@nairaledger.com>",
    to: ME,
    subject: "The Naira Ledger #212: CBN's new PSSP capital rules, and who can afford them",
    date: at("2026-10-13T06:30:00", "+0100"),
    headers: [["List-Unsubscribe", "<https://nairaledger.com/unsubscribe?e=bmdvemlAenVyYWZpLmFmcmljYQ>"]],
    text: `THE NAIRA LEDGER - #212 - Monday, 13 October 2026

Good morning. This week: the new capital floor for payment service providers, a quiet round in Nairobi, and three charts on stablecoin remittances.

1. THE N2BN QUESTION
The CBN's circular of 3 October raises the minimum paid-up capital for Payment Solution Service Providers from N100m to N2bn by 30 June 2027. Our count: of the 64 licensed PSSPs, fewer than 20 clear the bar today. Expect mergers, licence sales and a lot of "strategic partnerships".
Read more: https://nairaledger.com/p/the-n2bn-question

2. DEALS
- A Nairobi-based merchant-credit start-up raised $6.5m led by a London fund.
- A Lagos pensions app closed a $1.2m pre-seed.
- Two payments companies in Accra announced a merger (terms undisclosed).

3. CHARTS
Stablecoin flows on the Lagos-London corridor hit $410m in Q3, up 22% quarter on quarter.

Forwarded this? Subscribe at https://nairaledger.com/subscribe
The Naira Ledger, 6 Bode Thomas Street, Surulere, Lagos
Unsubscribe: https://nairaledger.com/unsubscribe?e=bmdvemlAenVyYWZpLmFmcmljYQ
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#fffdf8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#1c1b18">
<tr><td style="border-bottom:3px double #1c1b18;padding-bottom:12px;text-align:center">
<a href="https://nairaledger.com/p/issue-212?utm_source=newsletter&amp;utm_campaign=212"><img src="https://nairaledger.com/img/masthead.png" alt="THE NAIRA LEDGER" width="360" style="border:0"></a><br>
<span style="font-family:Arial,sans-serif;font-size:11px;letter-spacing:2px;color:#6b655a">#212 &middot; MONDAY, 13 OCTOBER 2026</span></td></tr>
<tr><td style="padding:22px 0;font-size:16px;line-height:26px">
<p>Good morning. This week: the new capital floor for payment service providers, a quiet round in Nairobi, and three charts on stablecoin remittances.</p>
<h2 style="font-size:20px;margin:24px 0 8px">1. The &#8358;2bn question</h2>
<p>The CBN&rsquo;s circular of 3 October raises the minimum paid-up capital for Payment Solution Service Providers from &#8358;100m to &#8358;2bn by 30 June 2027. Our count: of the 64 licensed PSSPs, fewer than 20 clear the bar today. Expect mergers, licence sales and a lot of &ldquo;strategic partnerships&rdquo;. <a href="https://nairaledger.com/p/the-n2bn-question?utm_source=newsletter&amp;utm_campaign=212" style="color:#0a6b4f">Read more &rarr;</a></p>
<h2 style="font-size:20px;margin:24px 0 8px">2. Deals</h2>
<ul><li>A Nairobi-based merchant-credit start-up raised $6.5m led by a London fund.</li>
<li>A Lagos pensions app closed a $1.2m pre-seed.</li>
<li>Two payments companies in Accra announced a merger (terms undisclosed).</li></ul>
<h2 style="font-size:20px;margin:24px 0 8px">3. Charts</h2>
<img src="https://nairaledger.com/img/212/stablecoin-corridor.png" alt="Stablecoin flows, Lagos-London corridor, Q1-Q3 2026" width="600" style="display:block;width:100%">
<p>Stablecoin flows on the Lagos&ndash;London corridor hit $410m in Q3, up 22% quarter on quarter.</p></td></tr>
<tr><td style="border-top:1px solid #d8d2c4;padding:14px 0;font-family:Arial,sans-serif;font-size:11px;color:#6b655a;text-align:center">
Forwarded this? <a href="https://nairaledger.com/subscribe" style="color:#6b655a">Subscribe</a> &middot; The Naira Ledger, 6 Bode Thomas Street, Surulere, Lagos &middot;
<a href="https://nairaledger.com/unsubscribe?e=bmdvemlAenVyYWZpLmFmcmljYQ" style="color:#6b655a">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const kapitalhainMails: Mail[] = [
  {
    family: "kapitalhain",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://app.kapitalhain.de/registrierung/bestaetigen/Kh2026Qz8yWd71mP",
    from: "Kapitalhain <service@kapitalhain.de>",
    to: ME,
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: at("2026-10-10T14:22:06", "+0200"),
    text: `Guten Tag Frau Kamau,

Jonas Brenner vom Business-Angel-Netzwerk Rheinland hat Zurafi Inc. auf Kapitalhain angelegt, damit Sie Ihr Unternehmensprofil und den Pitch für die Syndikatsrunde im November pflegen können.

Bitte bestätigen Sie zunächst Ihre E-Mail-Adresse:
https://app.kapitalhain.de/registrierung/bestaetigen/Kh2026Qz8yWd71mP

Der Link ist 3 Tage gültig.

Mit freundlichen Grüßen
Ihr Kapitalhain-Team

Kapitalhain GmbH, Schanzenstraße 28, 51063 Köln
Geschäftsführer: Dr. Anke Wiedemann, Leon Hartwig | HRB 104772, Amtsgericht Köln
Impressum: https://kapitalhain.de/impressum | Datenschutz: https://kapitalhain.de/datenschutz
`,
    html: `<html><body style="margin:0;background:#f2f4f3;font-family:Arial,Helvetica,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dde2df">
<tr><td style="padding:22px 32px;border-bottom:2px solid #2d6a4f"><img src="https://kapitalhain.de/mail/kh-logo.png" alt="Kapitalhain" width="130"></td></tr>
<tr><td style="padding:30px 32px;font-size:15px;line-height:23px;color:#263029">
<p style="margin:0 0 14px">Guten Tag Frau Kamau,</p>
<p style="margin:0 0 14px">Jonas Brenner vom Business-Angel-Netzwerk Rheinland hat <b>Zurafi Inc.</b> auf Kapitalhain angelegt, damit Sie Ihr Unternehmensprofil und den Pitch für die Syndikatsrunde im November pflegen können.</p>
<p style="margin:0 0 22px">Bitte bestätigen Sie zunächst Ihre E-Mail-Adresse:</p>
<p style="margin:0 0 22px"><a href="https://app.kapitalhain.de/registrierung/bestaetigen/Kh2026Qz8yWd71mP" style="background:#2d6a4f;color:#ffffff;padding:12px 24px;text-decoration:none;display:inline-block;font-weight:bold">E-Mail-Adresse bestätigen</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#5f6b63">Der Link ist 3 Tage gültig.</p>
<p style="margin:0">Mit freundlichen Grüßen<br>Ihr Kapitalhain-Team</p></td></tr>
<tr><td style="padding:16px 32px;background:#f7f8f7;font-size:11px;line-height:16px;color:#7a857e">
Kapitalhain GmbH, Schanzenstraße 28, 51063 Köln &middot; Geschäftsführer: Dr. Anke Wiedemann, Leon Hartwig &middot; HRB 104772, Amtsgericht Köln<br>
<a href="https://kapitalhain.de/impressum" style="color:#7a857e">Impressum</a> &middot; <a href="https://kapitalhain.de/datenschutz" style="color:#7a857e">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kapitalhain",
    group: "regional",
    lang: "de",
    kind: "round-update",
    code: null,
    link: null,
    from: "Kapitalhain <service@kapitalhain.de>",
    to: ME,
    subject: "Syndikatsrunde Zurafi Inc.: 18 Zusagen, 212.500 USD gezeichnet",
    date: at("2026-11-12T18:05:40", "+0100"),
    text: `Guten Abend Frau Kamau,

hier der aktuelle Stand Ihrer Syndikatsrunde auf Kapitalhain:

Runde: Zurafi Inc. - Seed-Extension (SAFE, Cap 9 Mio. USD)
Zusagen: 18 Business Angels
Gezeichnet: 212.500 USD von geplanten 250.000 USD (85 %)
Zeichnungsfrist: 26.11.2026, 23:59 Uhr MEZ

Sobald die Frist abgelaufen ist, prüfen wir die Zeichnungen und senden Ihnen die Unterlagen zur Gegenzeichnung. Bis dahin müssen Sie nichts tun.

Mit freundlichen Grüßen
Ihr Kapitalhain-Team

Kapitalhain GmbH, Schanzenstraße 28, 51063 Köln | HRB 104772, Amtsgericht Köln
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- xitique-pagamentos (Maputo payments partner)

const xitiqueMails: Mail[] = [
  {
    family: "xitique-pagamentos",
    group: "regional",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: "https://parceiros.xitique.co.mz/convite/aceitar?c=XQ-PT-55A1E9C3&email=ngozi%40zurafi.africa",
    from: "Xitique Pagamentos <parceiros@xitique.co.mz>",
    to: ME,
    subject: "Convite para o ambiente de testes Xitique — Zurafi Technologies",
    date: at("2026-10-20T10:17:55", "+0200"),
    text: `Olá Ngozi,

A sua empresa, Zurafi Technologies, foi convidada para o ambiente de testes (sandbox) da API de remessas Xitique, no corredor Quénia - Moçambique.

Para aceitar o convite e criar o seu acesso de administradora, abra:
https://parceiros.xitique.co.mz/convite/aceitar?c=XQ-PT-55A1E9C3&email=ngozi%40zurafi.africa

O convite é válido por 5 dias úteis. Depois de aceitar, poderá gerar chaves de teste e convidar a sua equipa técnica.

Gestor de parceria: Edson Macuácua (+258 84 301 7720)

Com os melhores cumprimentos,
Equipa de Parcerias Xitique
Av. Julius Nyerere, 1412, Maputo, Moçambique
`,
    html: `<html><body style="margin:0;background:#f6f3fb;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 30px 0"><img src="https://xitique.co.mz/assets/email/xitique-roxo.png" alt="Xitique Pagamentos" width="140"></td></tr>
<tr><td style="padding:20px 30px 28px;font-size:15px;line-height:23px;color:#2a2238">
<p>Olá Ngozi,</p>
<p>A sua empresa, <b>Zurafi Technologies</b>, foi convidada para o ambiente de testes (sandbox) da API de remessas Xitique, no corredor <b>Quénia &ndash; Moçambique</b>.</p>
<p style="margin:24px 0"><a href="https://parceiros.xitique.co.mz/convite/aceitar?c=XQ-PT-55A1E9C3&amp;email=ngozi%40zurafi.africa" style="background:#6a2fbf;color:#ffffff;text-decoration:none;padding:12px 26px;border-radius:6px;font-weight:bold">Aceitar convite</a></p>
<p>O convite é válido por 5 dias úteis. Depois de aceitar, poderá gerar chaves de teste e convidar a sua equipa técnica.</p>
<p style="font-size:13px;color:#6a6078">Gestor de parceria: Edson Macuácua (+258 84 301 7720)</p>
<p>Com os melhores cumprimentos,<br>Equipa de Parcerias Xitique</p></td></tr>
<tr><td style="padding:14px 30px;border-top:1px solid #eee8f5;font-size:11px;color:#8d84a0">Xitique Pagamentos, SA &middot; Av. Julius Nyerere, 1412, Maputo, Moçambique &middot; Instituição de moeda electrónica autorizada pelo Banco de Moçambique</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "xitique-pagamentos",
    group: "regional",
    lang: "pt",
    kind: "api-notice",
    code: null,
    link: null,
    from: "Xitique Pagamentos <tecnico@xitique.co.mz>",
    to: ME,
    subject: "Manutenção programada da API sandbox — sábado, 8 de novembro",
    date: at("2026-11-04T15:30:12", "+0200"),
    text: `Caro parceiro,

Informamos que a API sandbox da Xitique estará indisponível no sábado, 8 de novembro de 2026, das 02h00 às 05h00 (hora de Maputo, CAT), para actualização da base de dados.

Durante este período:
- os pedidos para https://sandbox.api.xitique.co.mz devolverão HTTP 503;
- os webhooks pendentes serão reenviados depois da janela;
- o ambiente de produção não será afectado.

Não é necessária qualquer acção da vossa parte.

Equipa Técnica Xitique
tecnico@xitique.co.mz | +258 21 48 9900
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- irepo-microfinance (Yoruba), gidan-kudi (Hausa), umunze-union-lagos (Igbo)

const irepoMails: Mail[] = [
  {
    family: "irepo-microfinance",
    group: "regional",
    lang: "yo",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Ìrẹ̀pọ̀ Microfinance Bank <itaniji@irepomfb.ng>",
    to: ME,
    subject: "Ìfitónilétí ìdúnàádúrà: ₦250,000.00 ti wọlé sí àkáǹtì rẹ",
    date: at("2026-10-14T09:42:31", "+0100"),
    text: `Ẹ kú iṣẹ́ o, NGOZI KAMAU,

A fẹ́ fi tó ọ létí pé ìdúnàádúrà kan ti wáyé lórí àkáǹtì rẹ:

Irú ìdúnàádúrà: Owó tó wọlé (Credit)
Iye owó: ₦250,000.00
Àkáǹtì: 00****8812
Àpèjúwe: TRF FROM ADEBAYO OLUWASEUN/RENT SHARE
Ọjọ́ àti àkókò: 14/10/2026 09:42
Iye owó tó kù: ₦1,384,220.45

Tí o kò bá mọ̀ nípa ìdúnàádúrà yìí, pe wa ní 0201 888 4400 tàbí kọ̀wé sí iranlowo@irepomfb.ng.

Ìrẹ̀pọ̀ Microfinance Bank - 12 Ìbàdàn Road, Ọ̀yọ́
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#fff">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #d7c9a8">
<tr><td style="background:#5b3a1a;padding:14px 20px;color:#f5e6c4;font-size:16px;font-weight:bold"><img src="https://irepomfb.ng/img/irepo-logo.png" alt="Ìrẹ̀pọ̀ MFB" height="30" style="vertical-align:middle"> Ìfitónilétí Ìdúnàádúrà</td></tr>
<tr><td style="padding:20px">
<p>Ẹ kú iṣẹ́ o, <b>NGOZI KAMAU</b>,</p>
<p>A fẹ́ fi tó ọ létí pé ìdúnàádúrà kan ti wáyé lórí àkáǹtì rẹ:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px">
<tr style="background:#faf5ea"><td>Irú ìdúnàádúrà</td><td><b style="color:#1e7a34">Owó tó wọlé (Credit)</b></td></tr>
<tr><td>Iye owó</td><td><b>₦250,000.00</b></td></tr>
<tr style="background:#faf5ea"><td>Àkáǹtì</td><td>00****8812</td></tr>
<tr><td>Àpèjúwe</td><td>TRF FROM ADEBAYO OLUWASEUN/RENT SHARE</td></tr>
<tr style="background:#faf5ea"><td>Ọjọ́ àti àkókò</td><td>14/10/2026 09:42</td></tr>
<tr><td>Iye owó tó kù</td><td>₦1,384,220.45</td></tr></table>
<p style="font-size:12px;color:#6b5a40">Tí o kò bá mọ̀ nípa ìdúnàádúrà yìí, pe wa ní 0201 888 4400.</p></td></tr>
<tr><td style="padding:10px 20px;background:#faf5ea;font-size:11px;color:#8a7a5e">Ìrẹ̀pọ̀ Microfinance Bank &middot; 12 Ìbàdàn Road, Ọ̀yọ́ &middot; Ilé-ìfowópamọ́ tí CBN fún ní ìwé-àṣẹ</td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

const gidanKudiMails: Mail[] = [
  {
    family: "gidan-kudi",
    group: "regional",
    lang: "ha",
    kind: "login-code",
    code: "615208",
    link: null,
    from: "Gidan Kudi <tsaro@gidankudi.ng>",
    to: ME,
    subject: "Lambar tabbatarwa ta Gidan Kudi",
    date: at("2026-11-08T20:17:45", "+0100"),
    text: `Sannu Ngozi,

Ga lambar tabbatarwa don shiga asusunka na Gidan Kudi a sabuwar na'ura:

615208

Lambar za ta ƙare cikin minti 5. Kada ka bayyana wannan lambar ga kowa, har da ma'aikatan Gidan Kudi.

Na'ura: Samsung Galaxy A54, Kano
Lokaci: 08/11/2026, 20:17

Idan ba kai ne ka nema ba, kira mu nan take a 0700 443 2653.

Gidan Kudi - Titin Zoo, Kano
`,
    html:
      `<div style="font-family:Verdana,sans-serif;font-size:14px;color:#1f2a1f;max-width:520px;border:1px solid #cfe3cf">
<div style="background:#1f7a3d;padding:14px 18px"><img src="https://gidankudi.ng/email/gk-logo-white.png" alt="Gidan Kudi" height="28"></div>
<div style="padding:20px 18px">
<p>Sannu Ngozi,</p>
<p>Ga lambar tabbatarwa don shiga asusunka na Gidan Kudi a sabuwar na'ura:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:10px;text-align:center;color:#1f7a3d;margin:22px 0">615208</p>
<p>Lambar za ta ƙare cikin <b>minti 5</b>. Kada ka bayyana wannan lambar ga kowa, har da ma'aikatan Gidan Kudi.</p>
<p style="font-size:12px;color:#5d6b5d">Na'ura: Samsung Galaxy A54, Kano<br>Lokaci: 08/11/2026, 20:17</p>
<p style="font-size:12px;color:#5d6b5d">Idan ba kai ne ka nema ba, kira mu nan take a 0700 443 2653.</p></div>
<div style="padding:10px 18px;background:#f1f7f1;font-size:11px;color:#7a8a7a">Gidan Kudi &middot; Titin Zoo, Kano &middot; <a href="https://gidankudi.ng/sirri" style="color:#1f7a3d">Manufar sirri</a></div></div>`,
    enc: "qp",
  },
];

const umunzeMails: Mail[] = [
  {
    family: "umunze-union-lagos",
    group: "regional",
    lang: "ig",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "Umunze Progressive Union, Lagos <odeakwukwo@umunzeunionlagos.org>",
    to: ME,
    subject: "Ọkwa: Nzukọ ọnwa Ọktoba na ụtụ afọ 2026",
    date: at("2026-10-18T07:55:03", "+0100"),
    text: `Ndị otu anyị,

Ekele dịrị unu n'aha Chineke.

Anyị na-agwa unu na nzukọ ọnwa a ga-eme na Sọnde, 26 Ọktoba 2026, n'elekere 3 nke ehihie, na St. Agnes Parish Hall, Maryland, Lagos.

Ihe a ga-atụle:
1. Akụkọ kọmitii ọrụ mmiri (borehole) n'obodo anyị
2. Ndokwa maka Ememme Iri Ji nke afọ 2026
3. Ụtụ afọ: ₦20,000 kwa onye. Biko kwụọ ya tupu 30 Nọvemba n'akaụntụ otu anyị: Umunze Progressive Union Lagos, 1017442381, Zenfold Bank.

Onye ọ bụla bịa n'oge.

Chukwuemeka Obi
Odeakwụkwọ Ukwu
0803 551 2290
`,
    html: null,
    enc: "8bit",
  },
];

const akibaSecurityMails: Mail[] = [
  {
    family: "akiba-core",
    group: "regional",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Akiba Core Partner Console <console@akibacore.co.ke>",
    to: ME,
    subject: "Your Partner Console password was changed",
    date: at("2026-10-30T21:09:58", "+0300"),
    text: `Hello Ngozi,

The password for your Akiba Core Partner Console user (ngozi@zurafi.africa, partner AKC-P-0457) was changed on 30 Oct 2026 at 21:09 EAT.

Browser: Chrome 141 on macOS
IP address: 197.248.12.90 (Nairobi, KE)

If you made this change, you don't need to do anything.

If you didn't, lock your account immediately:
https://console.akibacore.co.ke/security/lock?u=usr_4471b&r=pwchg
and call our 24/7 fraud desk on +254 709 918 399.

Akiba Core Ltd
`,
    html:
      `<div style="font-family:Calibri,Arial,sans-serif;font-size:14.5px;color:#222;line-height:1.5;max-width:560px">
<p><img src="https://akibacore.co.ke/brand/akiba-core-sig.png" alt="Akiba Core" width="96"></p>
<p>Hello Ngozi,</p>
<p>The password for your Akiba Core Partner Console user (ngozi@zurafi.africa, partner AKC-P-0457) was changed on <b>30 Oct 2026 at 21:09 EAT</b>.</p>
<table cellpadding="4" style="font-size:13px;color:#455a64"><tr><td>Browser</td><td>Chrome 141 on macOS</td></tr><tr><td>IP address</td><td>197.248.12.90 (Nairobi, KE)</td></tr></table>
<p>If you made this change, you don't need to do anything.</p>
<p>If you didn't, <a href="https://console.akibacore.co.ke/security/lock?u=usr_4471b&amp;r=pwchg" style="color:#c62828">lock your account immediately</a> and call our 24/7 fraud desk on +254 709 918 399.</p>
<p style="font-size:12px;color:#607d8b">Akiba Core Ltd &middot; Delta Corner Annex, 7th Floor, Westlands, Nairobi</p></div>`,
  },
];

// ---------------------------------------------------------------- paylattice product news (Pidgin)

const paylatticeNewsMails: Mail[] = [
  {
    family: "paylattice",
    group: "regional",
    lang: "pcm",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Paylattice <news@paylattice.co>",
    to: ME,
    subject: "Wetin new for Paylattice this month: Pay with Transfer don land, USSD fees don drop",
    date: at("2026-11-10T11:00:00", "+0100"),
    text: `Paylattice Monthly - November 2026

Oga/Madam Ngozi,

We get better gist for you this month:

1. PAY WITH TRANSFER DON LAND
Your customers fit now pay you by bank transfer enter one dynamic account wey we go generate for each checkout. The money go confirm inside 30 seconds, and e go show for your dashboard sharp sharp.

2. USSD FEES DON DROP
From 1 December, USSD payments go cost 1.2% (cap N1,500), no be 1.5% again.

3. WEBHOOK RETRIES
We don add "Replay event" button for Developers > Webhooks, so if your server fall hand you fit resend events yourself.

4. HOLIDAY SETTLEMENTS
Settlements for 25 and 26 December go enter your account on 27 December.

Questions? Reply this email or chat us for dashboard.

Paylattice Technologies Ltd, 14B Admiralty Way, Lekki Phase 1, Lagos
You dey get this email because you be Paylattice merchant. Unsubscribe from product news: https://dashboard.paylattice.co/settings/notifications?unsub=product_news
`,
    html: lattice(
      `<p style="margin:0 0 4px;font-size:12px;letter-spacing:1px;color:#5a4bff">PAYLATTICE MONTHLY &middot; NOVEMBER 2026</p>
<h1 style="margin:0 0 16px;font-size:22px">Oga/Madam Ngozi, we get better gist for you</h1>
<img src="https://assets.paylattice.co/email/nov-2026-transfer.png" alt="Pay with Transfer" width="524" style="display:block;width:100%;border-radius:8px;margin:0 0 18px">
<h3 style="margin:0 0 6px">1. Pay with Transfer don land</h3>
<p style="margin:0 0 16px">Your customers fit now pay you by bank transfer enter one dynamic account wey we go generate for each checkout. The money go confirm inside 30 seconds. <a href="https://paylattice.co/blog/pay-with-transfer?utm_source=email&amp;utm_campaign=nov26" style="color:#5a4bff">Learn more</a></p>
<h3 style="margin:0 0 6px">2. USSD fees don drop</h3>
<p style="margin:0 0 16px">From 1 December, USSD payments go cost <b>1.2% (cap &#8358;1,500)</b>, no be 1.5% again.</p>
<h3 style="margin:0 0 6px">3. Webhook retries</h3>
<p style="margin:0 0 16px">We don add &ldquo;Replay event&rdquo; button for Developers &gt; Webhooks, so if your server fall hand you fit resend events yourself.</p>
<h3 style="margin:0 0 6px">4. Holiday settlements</h3>
<p style="margin:0 0 16px">Settlements for 25 and 26 December go enter your account on 27 December.</p>
<p style="margin:0;font-size:12px;color:#5d627d">You dey get this email because you be Paylattice merchant. <a href="https://dashboard.paylattice.co/settings/notifications?unsub=product_news" style="color:#5d627d">Unsubscribe from product news</a></p>`,
      "Pay with Transfer, cheaper USSD, and holiday settlement dates",
    ),
    enc: "qp",
  },
];

export const mails: Mail[] = [
  ...usajiliMails,
  ...corpfileMails,
  ...stratoloomMails,
  ...paylatticeMails,
  ...akibaMails,
  ...mshaharaMails,
  ...stakeleafMails,
  ...inkbridgeMails,
  ...dealcrateMails,
  ...quarterlineMails,
  ...savannaforgeMails,
  ...playvistaMails,
  ...verifikaMails,
  ...mbuyuMails,
  ...yabahiveMails,
  ...twigaMails,
  ...wahatMails,
  ...nairaledgerMails,
  ...kapitalhainMails,
  ...xitiqueMails,
  ...irepoMails,
  ...gidanKudiMails,
  ...umunzeMails,
  ...akibaSecurityMails,
  ...paylatticeNewsMails,
];
