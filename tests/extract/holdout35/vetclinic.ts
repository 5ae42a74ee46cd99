/**
 * The inbox of the practice manager of a small veterinary practice in Connemara (with clients in
 * Scotland and Wales) over September and October 2026: practice software, lab, wholesaler, insurers,
 * payments, payroll, council, couriers and lockers, and staff and client mail in English, Irish,
 * Scottish Gaelic, Welsh, French, Polish, Portuguese, German, Dutch and Spanish.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Orla Keane <orla@clochanvets.ie>";

/** RFC 2822 date in 2026, Irish summer time until 25 October. */
function d(day: string, month: "Sep" | "Oct" | "Nov", dom: number, time: string, zone = "+0100"): string {
  return `${day}, ${dom} ${month} 2026 ${time} ${zone}`;
}

// ---------------------------------------------------------------- Vetlyra (practice management)

function vetlyraPage(preheader: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Vetlyra</title>
<style>@media only screen and (max-width:600px){.wrap{width:100% !important}}</style></head>
<body style="margin:0;padding:0;background:#eef2f1">
<div style="display:none;max-height:0;overflow:hidden;color:#eef2f1">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f1">
<tr><td align="center" style="padding:28px 10px">
<table role="presentation" class="wrap" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:22px 32px;border-bottom:3px solid #1f8a70">
<img src="https://static.vetlyra.com/mail/logo-2x.png" width="118" height="30" alt="Vetlyra" style="display:block;border:0">
</td></tr>
<tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#28332f">
${inner}
</td></tr>
<tr><td style="padding:18px 32px;background:#f6f8f7;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#7b8883">
Vetlyra Software Ltd, Unit 4, Ballybrit Business Park, Galway H91 X2T6, Ireland &middot; +353 91 555 218<br>
<a href="https://help.vetlyra.com" style="color:#1f8a70">Help centre</a> &middot;
<a href="https://vetlyra.com/privacy" style="color:#1f8a70">Privacy</a> &middot;
<a href="https://status.vetlyra.com" style="color:#1f8a70">System status</a><br>
&copy; 2026 Vetlyra Software Ltd. Registered in Ireland, no. 614922.
</td></tr></table>
</td></tr></table></body></html>`;
}

const vetlyra: Mail[] = [
  {
    family: "vetlyra",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604137",
    link: null,
    from: "Vetlyra <no-reply@vetlyra.com>",
    to: ME,
    subject: "604137 is your Vetlyra sign-in code",
    date: d("Tue", "Sep", 1, "07:52:10"),
    text: `Hi Orla,

Someone (hopefully you) is signing in to Clochán Veterinary Clinic on Vetlyra from a new device.

Your sign-in code: 604137

It expires in 10 minutes. Device: Chrome on Windows, near Galway, IE.

If this wasn't you, change your password and tell your practice owner straight away.

Vetlyra Software Ltd, Unit 4, Ballybrit Business Park, Galway H91 X2T6
Help: https://help.vetlyra.com
`,
    html: vetlyraPage(
      "Use this code to finish signing in. It expires in 10 minutes.",
      `<p style="margin:0 0 14px">Hi Orla,</p>
<p style="margin:0 0 18px">Someone (hopefully you) is signing in to <b>Clochán Veterinary Clinic</b> on Vetlyra from a new device. Enter this code to continue:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 18px"><tr>
<td style="background:#e7f4ef;border-radius:4px;padding:14px 26px;font-family:'Courier New',monospace;font-size:30px;letter-spacing:8px;font-weight:bold;color:#14523f">604137</td>
</tr></table>
<p style="margin:0 0 8px;font-size:13px;color:#5a6762">Expires in 10 minutes &middot; Chrome on Windows &middot; near Galway, IE</p>
<p style="margin:0;font-size:13px;color:#5a6762">If this wasn't you, change your password and tell your practice owner straight away.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "vetlyra",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.vetlyra.com/invitations/accept?token=Vq3mK8zLr2TnW6yDe9Hs",
    from: "Vetlyra <no-reply@vetlyra.com>",
    to: ME,
    subject: "Declan Ó Fátharta invited you to Clochán Vets – Roundstone branch",
    date: d("Thu", "Sep", 10, "16:20:44"),
    text:
      `Declan Ó Fátharta has invited you to join the practice "Clochán Vets – Roundstone branch" on Vetlyra as a Practice Manager.

Accept the invitation:
https://app.vetlyra.com/invitations/accept?token=Vq3mK8zLr2TnW6yDe9Hs

You'll keep using your existing login (orla@clochanvets.ie). The invitation expires on 17 September 2026.

Roundstone branch: Main Street, Roundstone, Co. Galway H91 E6P2 · 095 35 118

Not expecting this? You can ignore it; nothing changes until you accept.
`,
    html: vetlyraPage(
      "Join the Roundstone branch as Practice Manager.",
      `<p style="margin:0 0 14px"><b>Declan Ó Fátharta</b> has invited you to join a practice on Vetlyra.</p>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #dde5e2;border-radius:4px;margin:0 0 20px">
<tr><td style="padding:14px 16px;font-size:14px;line-height:21px">
<b>Clochán Vets – Roundstone branch</b><br>Main Street, Roundstone, Co. Galway H91 E6P2<br>Role: Practice Manager</td></tr></table>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1f8a70;border-radius:4px">
<a href="https://app.vetlyra.com/invitations/accept?token=Vq3mK8zLr2TnW6yDe9Hs" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none">Accept invitation</a>
</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#5a6762">You'll keep your existing login. This invitation expires on 17 September 2026. Not expecting it? Ignore this e-mail.</p>`,
    ),
  },
  {
    family: "vetlyra",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://app.vetlyra.com/password/reset/7f2c91ab04de4c1f9a6b3e58d0c7a214",
    from: "Vetlyra <no-reply@vetlyra.com>",
    to: ME,
    subject: "Reset your Vetlyra password",
    date: d("Mon", "Oct", 19, "08:41:37"),
    text: `Hi Orla,

We got a request to reset the password for orla@clochanvets.ie.

Choose a new password here (the link works once and expires in 60 minutes):
https://app.vetlyra.com/password/reset/7f2c91ab04de4c1f9a6b3e58d0c7a214

Didn't ask for this? You can ignore this e-mail; your password stays the same.

— Vetlyra
`,
    html: vetlyraPage(
      "The link works once and expires in 60 minutes.",
      `<p style="margin:0 0 14px">Hi Orla,</p>
<p style="margin:0 0 20px">We got a request to reset the password for <b>orla@clochanvets.ie</b>.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1f8a70;border-radius:4px">
<a href="https://app.vetlyra.com/password/reset/7f2c91ab04de4c1f9a6b3e58d0c7a214" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none">Choose a new password</a>
</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#5a6762">The link works once and expires in 60 minutes. Didn't ask for this? Ignore this e-mail; your password stays the same.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Lochlann Veterinary Laboratories

const LOCH_FOOT = `--
Lochlann Veterinary Laboratories
Unit 9, Oranmore Business Park, Oranmore, Co. Galway H91 T2K4
Lab: 091 790 442 | Couriers collect Mon–Thu only
https://results.lochlannlabs.ie`;

const lochlann: Mail[] = [
  {
    family: "lochlann-vetlab",
    group: "regional",
    lang: "en",
    kind: "results-ready",
    code: null,
    link: null,
    from: "Lochlann Vet Labs <results@lochlannlabs.ie>",
    to: ME,
    subject: "Results complete: LVL-2609-11873 (BELLA, Canine)",
    date: d("Wed", "Sep", 9, "14:07:22"),
    text: `Results are now complete for the following submission.

Accession:     LVL-2609-11873
Patient:       BELLA (Canine, Labrador, F, 9y)
Owner:         Ní Chonghaile
Clinician:     D. Ó Fátharta MVB
Received:      08/09/2026 10:42
Tests:         Senior profile (biochemistry + haematology), T4 total, urinalysis

2 result(s) are flagged outside the reference interval (ALP, USG).

Log in to the results portal to view and print the report.

${LOCH_FOOT}
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td bgcolor="#203864" style="padding:10px 14px;color:#fff;font-size:16px"><b>LOCHLANN</b> Veterinary Laboratories</td></tr>
<tr><td style="padding:14px">
<p>Results are now complete for the following submission.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d1e0;font-size:13px">
<tr><td bgcolor="#eef1f7">Accession</td><td>LVL-2609-11873</td></tr>
<tr><td bgcolor="#eef1f7">Patient</td><td>BELLA (Canine, Labrador, F, 9y)</td></tr>
<tr><td bgcolor="#eef1f7">Owner</td><td>Ní Chonghaile</td></tr>
<tr><td bgcolor="#eef1f7">Clinician</td><td>D. Ó Fátharta MVB</td></tr>
<tr><td bgcolor="#eef1f7">Received</td><td>08/09/2026 10:42</td></tr>
<tr><td bgcolor="#eef1f7">Tests</td><td>Senior profile (biochemistry + haematology), T4 total, urinalysis</td></tr>
</table>
<p style="color:#b00020"><b>2 result(s) flagged</b> outside the reference interval (ALP, USG).</p>
<p>Log in to the <a href="https://results.lochlannlabs.ie/">results portal</a> to view and print the report.</p>
</td></tr>
<tr><td style="padding:10px 14px;font-size:11px;color:#666;border-top:1px solid #ccc">Lochlann Veterinary Laboratories &middot; Unit 9, Oranmore Business Park, Oranmore, Co. Galway H91 T2K4 &middot; 091 790 442<br>This e-mail contains confidential clinical information intended for the submitting practice only.</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "lochlann-vetlab",
    group: "regional",
    lang: "en",
    kind: "results-report",
    code: null,
    link: null,
    from: "Lochlann Vet Labs <results@lochlannlabs.ie>",
    to: ME,
    subject: "Final report attached: LVL-2609-12410 (MISTY, Feline) – histopathology",
    date: d("Fri", "Sep", 18, "11:31:05"),
    text: `Please find attached the final report for:

Accession: LVL-2609-12410
Patient:   MISTY (Feline, DSH, FN, 13y)
Test:      Histopathology – 1 site (skin mass, left flank), margins assessed
Pathologist: Dr R. Mac Donncha MVB DipECVP

Comment from the pathologist: please see the diagnosis and margin section on page 2.

The report is also available on the results portal under the accession number.

${LOCH_FOOT}
`,
    html: null,
    attachment: [
      "LVL-2609-12410_MISTY_final.pdf",
      "application/pdf",
      "%PDF-1.4\n% Lochlann Veterinary Laboratories final report LVL-2609-12410\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "lochlann-vetlab",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://results.lochlannlabs.ie/account/verify?u=CLO-0412&k=e81d7c2a55b94f30",
    from: "Lochlann Results Portal <portal@lochlannlabs.ie>",
    to: ME,
    subject: "Confirm your e-mail address for the Lochlann results portal",
    date: d("Mon", "Sep", 14, "09:15:48"),
    text: `Dear Orla Keane,

A results portal login has been created for you under practice account CLO-0412 (Clochán Veterinary Clinic).

Before you can sign in, please confirm this e-mail address by opening the link below:

https://results.lochlannlabs.ie/account/verify?u=CLO-0412&k=e81d7c2a55b94f30

The link is valid for 48 hours. If it expires, ask the lab office (091 790 442) to send a new one.

${LOCH_FOOT}
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td bgcolor="#203864" style="padding:10px 14px;color:#fff;font-size:16px"><b>LOCHLANN</b> Veterinary Laboratories</td></tr>
<tr><td style="padding:14px">
<p>Dear Orla Keane,</p>
<p>A results portal login has been created for you under practice account <b>CLO-0412</b> (Clochán Veterinary Clinic).</p>
<p>Before you can sign in, please confirm this e-mail address:</p>
<p><a href="https://results.lochlannlabs.ie/account/verify?u=CLO-0412&amp;k=e81d7c2a55b94f30" style="background:#203864;color:#fff;padding:8px 16px;text-decoration:none">Confirm e-mail address</a></p>
<p style="font-size:12px;color:#555">Or paste this into your browser:<br>https://results.lochlannlabs.ie/account/verify?u=CLO-0412&amp;k=e81d7c2a55b94f30</p>
<p>The link is valid for 48 hours. If it expires, ask the lab office (091 790 442) to send a new one.</p>
</td></tr>
<tr><td style="padding:10px 14px;font-size:11px;color:#666;border-top:1px solid #ccc">Lochlann Veterinary Laboratories &middot; Unit 9, Oranmore Business Park, Oranmore, Co. Galway H91 T2K4</td></tr>
</table></body></html>`,
  },
  {
    family: "lochlann-vetlab",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "834192",
    link: null,
    from: "Lochlann Results Portal <portal@lochlannlabs.ie>",
    to: ME,
    subject: "Lochlann results portal – security code",
    date: d("Tue", "Oct", 6, "13:02:19"),
    text: `Your security code for the Lochlann results portal is:

    83 41 92

Enter it on the sign-in page within 5 minutes. Lab staff will never ask you for this code.

${LOCH_FOOT}
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td bgcolor="#203864" style="padding:10px 14px;color:#fff;font-size:16px"><b>LOCHLANN</b> Veterinary Laboratories</td></tr>
<tr><td style="padding:14px">
<p>Your security code for the Lochlann results portal is:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:3px;font-family:Consolas,monospace">83 41 92</p>
<p>Enter it on the sign-in page within 5 minutes. Lab staff will never ask you for this code.</p>
</td></tr>
<tr><td style="padding:10px 14px;font-size:11px;color:#666;border-top:1px solid #ccc">Lochlann Veterinary Laboratories &middot; Unit 9, Oranmore Business Park, Oranmore, Co. Galway H91 T2K4 &middot; 091 790 442</td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Braddan Animal Health (wholesaler)

function braddanHtml(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f3f3;font-family:Verdana,Geneva,sans-serif">
<span style="display:none!important;font-size:1px;color:#f3f3f3">${title}</span>
<center>
<table width="640" cellpadding="0" cellspacing="0" border="0" style="background:#fff">
<tr><td style="padding:16px 20px" bgcolor="#7a1f2b"><table width="100%"><tr>
<td><img src="https://www.braddanah.ie/img/email/braddan-white.png" alt="Braddan Animal Health" width="170" height="36"></td>
<td align="right" style="color:#f5dada;font-size:11px">Order line 1800 552 910<br>orders@braddanah.ie</td></tr></table></td></tr>
<tr><td style="padding:20px;font-size:13px;line-height:20px;color:#333">${body}</td></tr>
<tr><td style="padding:14px 20px;background:#eeeeee;font-size:10px;color:#777;line-height:15px">
Braddan Animal Health Ltd, Kilmore Industrial Estate, Athlone, Co. Westmeath N37 V9F1 &middot; Licensed veterinary medicines wholesaler WDA(V) 0417<br>
Prices exclude VAT unless stated. <a href="https://www.braddanah.ie/terms" style="color:#7a1f2b">Terms of trade</a> &middot; <a href="https://www.braddanah.ie/account/preferences" style="color:#7a1f2b">E-mail preferences</a>
</td></tr></table></center></body></html>`;
}

const braddan: Mail[] = [
  {
    family: "braddan-animal-health",
    group: "regional",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Braddan Animal Health <dispatch@braddanah.ie>",
    to: ME,
    subject: "Order SO-448291 dispatched – 3 cartons (1 cold chain)",
    date: d("Wed", "Sep", 2, "15:48:30"),
    text: `Account: CLOCH01 – Clochán Veterinary Clinic
Order: SO-448291 (your ref: PO-0902-OK)

Your order was dispatched today on our own van route WEST-3 and should arrive tomorrow before 13:00.

Cartons: 3 (1 cold chain – please refrigerate on arrival)

Qty  Item                                         Net
 2   Nobivac-style DHPPi 10 x 1 dose              €96.40
 1   Meloxicam oral susp. dog 1.5 mg/ml 100 ml    €27.15
 4   Amoxicillin/clav. 250 mg tabs x 100          €118.60
 1   Surgical gloves size 7 x 50 pairs            €22.90
                                   Subtotal       €265.05

Backordered: Cefovecin 80 mg/ml inj. – expected w/c 14/09.

Track your deliveries under My account > Deliveries.

Braddan Animal Health Ltd · 1800 552 910
`,
    html: braddanHtml(
      "Order SO-448291 is on its way",
      `<p><b>Order SO-448291 dispatched</b><br>Account CLOCH01 &middot; your ref PO-0902-OK</p>
<p>Your order left today on van route WEST-3 and should arrive tomorrow before 13:00. <b>3 cartons, 1 cold chain</b> – please refrigerate on arrival.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;border-collapse:collapse">
<tr style="background:#f6e9eb"><th align="left">Qty</th><th align="left">Item</th><th align="right">Net</th></tr>
<tr><td>2</td><td>Nobivac-style DHPPi 10 x 1 dose</td><td align="right">€96.40</td></tr>
<tr><td>1</td><td>Meloxicam oral susp. dog 1.5 mg/ml 100 ml</td><td align="right">€27.15</td></tr>
<tr><td>4</td><td>Amoxicillin/clav. 250 mg tabs x 100</td><td align="right">€118.60</td></tr>
<tr><td>1</td><td>Surgical gloves size 7 x 50 pairs</td><td align="right">€22.90</td></tr>
<tr><td colspan="2" align="right"><b>Subtotal</b></td><td align="right"><b>€265.05</b></td></tr></table>
<p style="color:#7a1f2b">Backordered: Cefovecin 80 mg/ml inj. – expected w/c 14/09.</p>
<p><a href="https://www.braddanah.ie/account/deliveries" style="color:#7a1f2b">View deliveries</a></p>`,
    ),
    enc: "8bit",
  },
  {
    family: "braddan-animal-health",
    group: "regional",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Braddan Animal Health Accounts <accounts@braddanah.ie>",
    to: ME,
    subject: "Statement of account CLOCH01 – September 2026",
    date: d("Thu", "Oct", 1, "05:30:00"),
    text: `Dear Customer,

Please find attached your statement of account for September 2026.

Account:            CLOCH01
Opening balance:    €1,402.77
Invoices:           €3,918.40
Credits:            €-86.10
Payments received:  €1,402.77
Balance due:        €3,832.30 by 31/10/2026

Payment by EFT to IBAN IE29 AIBK 9311 5212 3456 78, quoting CLOCH01.

Accounts team
Braddan Animal Health Ltd
`,
    html: braddanHtml(
      "Balance due €3,832.30 by 31/10/2026",
      `<p>Dear Customer,</p><p>Please find attached your statement of account for <b>September 2026</b>.</p>
<table cellpadding="4" cellspacing="0" style="font-size:12px">
<tr><td>Account</td><td>CLOCH01</td></tr>
<tr><td>Opening balance</td><td align="right">€1,402.77</td></tr>
<tr><td>Invoices</td><td align="right">€3,918.40</td></tr>
<tr><td>Credits</td><td align="right">€-86.10</td></tr>
<tr><td>Payments received</td><td align="right">€1,402.77</td></tr>
<tr><td><b>Balance due by 31/10/2026</b></td><td align="right"><b>€3,832.30</b></td></tr></table>
<p>Payment by EFT to IBAN IE29 AIBK 9311 5212 3456 78, quoting CLOCH01.</p><p>Accounts team</p>`,
    ),
    enc: "qp",
    attachment: [
      "CLOCH01_statement_2026-09.pdf",
      "application/pdf",
      "%PDF-1.3\n% Braddan Animal Health statement CLOCH01 2026-09\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "braddan-animal-health",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.braddanah.ie/account/reset-password?key=ZmV9QtwL8c1xRkP0&login=CLOCH01-OK",
    from: "Braddan Animal Health <webshop@braddanah.ie>",
    to: ME,
    subject: "Password reset for your Braddan webshop login",
    date: d("Tue", "Oct", 13, "10:11:57"),
    text: `Someone asked to reset the password for the following webshop login:

Account: CLOCH01
Username: CLOCH01-OK

If this was a mistake, just ignore this e-mail and nothing will happen.

To reset your password, visit the following address:
https://www.braddanah.ie/account/reset-password?key=ZmV9QtwL8c1xRkP0&login=CLOCH01-OK

Braddan Animal Health webshop
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Pawcrest (pet insurer)

function pawcrestHtml(pre: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;padding:0;background:#fdf8f1">
<div style="display:none;font-size:0;line-height:0;max-height:0">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table width="100%" bgcolor="#fdf8f1" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#2d2a26">
<tr><td align="center" style="padding:26px 0 14px"><a href="https://click.pawcrest.co.uk/?qs=a81f3e0c"><img src="https://img.pawcrest.co.uk/em/pawcrest-logo.png" alt="Pawcrest Pet Insurance" width="180" height="44" border="0"></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px 36px;font-size:16px;line-height:25px;border-top:4px solid #e08a2c">${body}</td></tr>
<tr><td style="padding:20px 36px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8279" align="center">
Pawcrest Pet Insurance is a trading name of Pawcrest Underwriting DAC, regulated by the Central Bank of Ireland. Registered office: 22 Fitzwilliam Place, Dublin 2, D02 T292.<br>
<a href="https://click.pawcrest.co.uk/?qs=c22d91b7" style="color:#8a8279">Privacy notice</a> | <a href="https://click.pawcrest.co.uk/?qs=f0b6a4e9" style="color:#8a8279">Vet partner help</a><br>
Vet claims line 0818 303 414 (Mon–Fri 9am–5pm)</td></tr></table></td></tr></table></body></html>`;
}

const pawcrest: Mail[] = [
  {
    family: "pawcrest-insurance",
    group: "consumer",
    lang: "en",
    kind: "claim-settled",
    code: null,
    link: null,
    from: "Pawcrest Vet Claims <vetclaims@pawcrest.co.uk>",
    to: ME,
    subject: "Claim PC-7719034 settled – payment to practice",
    date: d("Fri", "Sep", 4, "12:26:41"),
    text: `Dear Clochán Veterinary Clinic,

We've settled the following direct claim and paid your practice.

Claim number:    PC-7719034
Policy:          PWC-IE-0028815
Pet:             Rusty (dog, Border Collie)
Condition:       Cruciate ligament rupture, right stifle
Treatment dates: 11/08/2026 – 25/08/2026
Invoiced:        €2,960.00
Excess:          €150.00
Co-payment:      €0.00
Paid to you:     €2,810.00 on 04/09/2026 to account ending •••• 6620

The policyholder has been told the claim is settled and that the €150.00 excess is theirs to pay.

Vet claims team
Pawcrest Pet Insurance | 0818 303 414
`,
    html: pawcrestHtml(
      "We've paid €2,810.00 to your practice.",
      `<p style="margin:0 0 16px">Dear Clochán Veterinary Clinic,</p>
<p style="margin:0 0 16px">We've settled the following direct claim and paid your practice.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border-collapse:collapse">
<tr><td style="border-bottom:1px solid #eee;color:#8a8279">Claim number</td><td style="border-bottom:1px solid #eee">PC-7719034</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#8a8279">Policy</td><td style="border-bottom:1px solid #eee">PWC-IE-0028815</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#8a8279">Pet</td><td style="border-bottom:1px solid #eee">Rusty (dog, Border Collie)</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#8a8279">Condition</td><td style="border-bottom:1px solid #eee">Cruciate ligament rupture, right stifle</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#8a8279">Invoiced</td><td style="border-bottom:1px solid #eee">€2,960.00</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#8a8279">Excess</td><td style="border-bottom:1px solid #eee">€150.00</td></tr>
<tr><td style="color:#8a8279"><b>Paid to you</b></td><td><b>€2,810.00</b> on 04/09/2026 to •••• 6620</td></tr></table>
<p style="margin:16px 0 0">The policyholder has been told the claim is settled and that the excess is theirs to pay.</p>
<p style="margin:16px 0 0">Vet claims team</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pawcrest-insurance",
    group: "consumer",
    lang: "en",
    kind: "claim-received",
    code: null,
    link: null,
    from: "Pawcrest Vet Claims <vetclaims@pawcrest.co.uk>",
    to: ME,
    subject: "We've received your claim for Pepper (ref PC-7740518)",
    date: d("Tue", "Sep", 22, "17:03:12"),
    text: `Thanks – we've received the claim you submitted for Pepper (cat, policy PWC-UK-0190441).

Claim reference: PC-7740518
Amount claimed: £684.20
Submitted by: Orla Keane, 22/09/2026 16:58

Most claims are assessed within 5 working days. We'll e-mail you when there's a decision, or if we need the full clinical history.

Please quote PC-7740518 if you call us on 0818 303 414.

Pawcrest Pet Insurance
`,
    html: pawcrestHtml(
      "Claim reference PC-7740518 – usually assessed within 5 working days.",
      `<p style="margin:0 0 16px">Thanks – we've received the claim you submitted for <b>Pepper</b> (cat, policy PWC-UK-0190441).</p>
<p style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:14px;background:#fdf1e3;padding:12px">Claim reference <b>PC-7740518</b><br>Amount claimed £684.20<br>Submitted by Orla Keane, 22/09/2026 16:58</p>
<p style="margin:0 0 16px">Most claims are assessed within 5 working days. We'll e-mail you when there's a decision, or if we need the full clinical history.</p>
<p style="margin:0">Please quote PC-7740518 if you call us.</p>`,
    ),
  },
  {
    family: "pawcrest-insurance",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://click.pawcrest.co.uk/?qs=7e3b0c55d1a94f62b8e0&u=https%3A%2F%2Fvets.pawcrest.co.uk%2Fjoin%3Finvite%3DJN4-82HQ-TT7W",
    from: "Pawcrest Vet Portal <vetportal@pawcrest.co.uk>",
    to: ME,
    subject: "You're invited to the Pawcrest Vet Portal",
    date: d("Mon", "Oct", 5, "10:44:09"),
    text: `Hello Orla,

Siobhán Joyce has added you as a user for Clochán Veterinary Clinic (practice ID VP-20931) on the Pawcrest Vet Portal, where you can submit direct claims, check pre-authorisations and download remittances.

Set up your login:
https://click.pawcrest.co.uk/?qs=7e3b0c55d1a94f62b8e0&u=https%3A%2F%2Fvets.pawcrest.co.uk%2Fjoin%3Finvite%3DJN4-82HQ-TT7W

This invitation is valid for 7 days.

Pawcrest Pet Insurance | Vet partner help 0818 303 414
`,
    html: pawcrestHtml(
      "Siobhán Joyce added you as a user for Clochán Veterinary Clinic.",
      `<p style="margin:0 0 16px">Hello Orla,</p>
<p style="margin:0 0 16px">Siobhán Joyce has added you as a user for <b>Clochán Veterinary Clinic</b> (practice ID VP-20931) on the Pawcrest Vet Portal, where you can submit direct claims, check pre-authorisations and download remittances.</p>
<table cellpadding="0" cellspacing="0" align="center"><tr><td bgcolor="#e08a2c" style="border-radius:22px">
<a href="https://click.pawcrest.co.uk/?qs=7e3b0c55d1a94f62b8e0&amp;u=https%3A%2F%2Fvets.pawcrest.co.uk%2Fjoin%3Finvite%3DJN4-82HQ-TT7W" style="display:block;padding:12px 30px;font-family:Arial,sans-serif;font-size:15px;color:#fff;text-decoration:none;font-weight:bold">Set up my login</a></td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#8a8279">This invitation is valid for 7 days.</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Tearmann Pet Cover (insurer, plain style)

const tearmann: Mail[] = [
  {
    family: "tearmann-pet-cover",
    group: "consumer",
    lang: "en",
    kind: "claim-settled",
    code: null,
    link: null,
    from: "Tearmann Pet Cover <claims@tearmannpet.ie>",
    to: ME,
    subject: "Remittance advice – Tearmann Pet Cover – batch 26-0917",
    date: d("Thu", "Sep", 17, "08:02:55"),
    text: `REMITTANCE ADVICE
Payee: Clochán Veterinary Clinic (vet ID TPV-1187)
Payment date: 17/09/2026   Method: SEPA credit   Batch: 26-0917

Claim        Pet / owner                Invoice   Paid
TC-0381552   Biscuit / Mannion          €412.50   €337.50
TC-0381609   Luna / Ó Conaola           €1,086.00 €1,086.00
TC-0381744   Tadhg / Walsh              €238.90   €0.00 (declined – pre-existing)

Total paid: €1,423.50

Owners have been written to separately. Queries: vetteam@tearmannpet.ie or 01 442 7780.
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<p><b>REMITTANCE ADVICE</b><br>Payee: Clochán Veterinary Clinic (vet ID TPV-1187)<br>Payment date: 17/09/2026 &nbsp; Method: SEPA credit &nbsp; Batch: 26-0917</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:10pt">
<tr bgcolor="#d9e7d4"><th>Claim</th><th>Pet / owner</th><th>Invoice</th><th>Paid</th></tr>
<tr><td>TC-0381552</td><td>Biscuit / Mannion</td><td>€412.50</td><td>€337.50</td></tr>
<tr><td>TC-0381609</td><td>Luna / Ó Conaola</td><td>€1,086.00</td><td>€1,086.00</td></tr>
<tr><td>TC-0381744</td><td>Tadhg / Walsh</td><td>€238.90</td><td>€0.00 (declined – pre-existing)</td></tr>
<tr><td colspan="3" align="right"><b>Total paid</b></td><td><b>€1,423.50</b></td></tr></table>
<p>Owners have been written to separately. Queries: <a href="mailto:vetteam@tearmannpet.ie">vetteam@tearmannpet.ie</a> or 01 442 7780.</p>
<p style="color:#5b7a52;font-size:9pt">Tearmann Pet Cover DAC, 3 Herbert Street, Dublin 2. Regulated by the Central Bank of Ireland.</p></div>`,
    enc: "b64",
  },
  {
    family: "tearmann-pet-cover",
    group: "consumer",
    lang: "ga",
    kind: "login-code",
    code: "TPV-592860",
    code_digits: "592860",
    link: null,
    from: "Tearmann Pet Cover <noreply@tearmannpet.ie>",
    to: ME,
    subject: "Do phaschód aonuaire",
    date: d("Wed", "Oct", 21, "14:36:02"),
    text: `Tearmann – Mol na dTréidlianna

Is é do phaschód aonuaire ná TPV-592860

Clóscríobh na sé dhigit i ndiaidh "TPV-" ar an scáileán logála isteach. Rachaidh an paschód as feidhm ag 14:46.

Níor iarr tú é seo? Glaoigh orainn ar 01 442 7780.

(Chun teanga do ríomhphoist a athrú go Béarla, téigh chuig Socruithe > Teanga.)
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif"><tr><td align="center">
<table width="480" cellpadding="20" cellspacing="0" style="border:1px solid #c8d8c2">
<tr><td style="background:#5b7a52;color:#fff;font-size:18px">Tearmann – Mol na dTréidlianna</td></tr>
<tr><td style="font-size:14px;color:#333">Is é do phaschód aonuaire ná<br><br>
<span style="font-size:28px;font-weight:bold;color:#5b7a52">TPV-592860</span><br><br>
Clóscríobh na sé dhigit i ndiaidh "TPV-" ar an scáileán logála isteach. Rachaidh an paschód as feidhm ag 14:46.<br><br>
<span style="font-size:12px;color:#777">Níor iarr tú é seo? Glaoigh orainn ar 01 442 7780.<br>Chun teanga do ríomhphoist a athrú go Béarla, téigh chuig Socruithe &gt; Teanga.</span></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Tapwell (card terminal)

function tapwellHtml(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#111827">
<div style="display:none">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111827"><tr><td align="center" style="padding:32px 12px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<tr><td style="padding:28px 36px 0"><img src="https://cdn.tapwell.io/email/wordmark-dark.png" alt="tapwell" width="96" height="26"></td></tr>
<tr><td style="padding:20px 36px 30px;font-size:15px;line-height:24px;color:#1f2937">${body}</td></tr>
</table>
<table width="520" cellpadding="0" cellspacing="0"><tr><td style="padding:18px 36px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9ca3af" align="center">
Tapwell Payments Europe Ltd is authorised by the Central Bank of Ireland as an electronic money institution (C412088).<br>
2 Grand Canal Square, Dublin 2 &middot; <a href="https://tapwell.io/legal/privacy" style="color:#9ca3af">Privacy</a> &middot; <a href="https://support.tapwell.io" style="color:#9ca3af">Support</a><br>
<a href="https://apps.apple.com/ie/app/tapwell-business/id1558304412"><img src="https://cdn.tapwell.io/email/app-store.png" alt="Download on the App Store" width="110" height="34"></a>
<a href="https://play.google.com/store/apps/details?id=io.tapwell.business"><img src="https://cdn.tapwell.io/email/google-play.png" alt="Get it on Google Play" width="114" height="34"></a>
</td></tr></table></td></tr></table></body></html>`;
}

const tapwell: Mail[] = [
  {
    family: "tapwell-payments",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Tapwell <payouts@tapwell.io>",
    to: ME,
    subject: "€4,318.65 is on its way to your bank",
    date: d("Mon", "Sep", 7, "06:14:20"),
    text: `Payout sent

€4,318.65 is on its way to your bank account ending 6620. It should arrive today.

Sales period: Fri 4 Sep – Sun 6 Sep 2026
Card payments: 61 (€4,402.10)
Refunds: 1 (−€35.00)
Fees: −€48.45
Payout: €4,318.65
Payout ID: po_7Hq2LmV9xK

Terminals: Front desk (TW-S2 •••• 0917), Consult room 2 (TW-S2 •••• 1183)

See the breakdown in the Tapwell Business app or at https://dashboard.tapwell.io/payouts
`,
    html: tapwellHtml(
      "Sales period Fri 4 Sep – Sun 6 Sep 2026",
      `<p style="margin:0 0 4px;font-size:13px;color:#6b7280">Payout sent</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:700">€4,318.65</p>
<p style="margin:0 0 18px">is on its way to your bank account ending 6620. It should arrive today.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;line-height:28px">
<tr><td style="color:#6b7280">Sales period</td><td align="right">Fri 4 Sep – Sun 6 Sep 2026</td></tr>
<tr><td style="color:#6b7280">Card payments (61)</td><td align="right">€4,402.10</td></tr>
<tr><td style="color:#6b7280">Refunds (1)</td><td align="right">−€35.00</td></tr>
<tr><td style="color:#6b7280">Fees</td><td align="right">−€48.45</td></tr>
<tr><td style="border-top:1px solid #e5e7eb"><b>Payout</b></td><td align="right" style="border-top:1px solid #e5e7eb"><b>€4,318.65</b></td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#6b7280">Payout ID po_7Hq2LmV9xK &middot; <a href="https://dashboard.tapwell.io/payouts" style="color:#2563eb">View breakdown</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "tapwell-payments",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "271804",
    link: null,
    from: "Tapwell <security@tapwell.io>",
    to: ME,
    subject: "Your Tapwell verification code",
    date: d("Sat", "Sep", 26, "19:21:48"),
    text: `Enter this code to sign in to the Tapwell dashboard:

271 804

This code expires in 10 minutes. Tapwell will never call or text you to ask for it.

If you didn't try to sign in, reset your password at https://dashboard.tapwell.io/forgot and contact support.
`,
    html: tapwellHtml(
      "271 804 – expires in 10 minutes",
      `<p style="margin:0 0 18px">Enter this code to sign in to the Tapwell dashboard:</p>
<p style="margin:0 0 18px;font-size:34px;font-weight:700;letter-spacing:4px;font-family:'SF Mono',Menlo,monospace">271&nbsp;804</p>
<p style="margin:0 0 12px;font-size:13px;color:#6b7280">This code expires in 10 minutes. Tapwell will never call or text you to ask for it.</p>
<p style="margin:0;font-size:13px;color:#6b7280">If you didn't try to sign in, <a href="https://dashboard.tapwell.io/forgot" style="color:#2563eb">reset your password</a> and contact support.</p>`,
    ),
  },
  {
    family: "tapwell-payments",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Tapwell <hardware@tapwell.io>",
    to: ME,
    subject: "Your Tapwell S2 terminal has shipped",
    date: d("Wed", "Oct", 14, "13:55:31"),
    text: `Good news – your hardware order has shipped.

Order: HW-IE-0094127
Item: Tapwell S2 card terminal + charging dock (1)
Price: €199.00 incl. VAT, charged to card ending 4821
Carrier: An Post, tracking CE 104 882 716 IE
Expected: Fri 16 Oct

When it arrives, switch it on and sign in with your dashboard login to pair it to "Clochán Veterinary Clinic".
`,
    html: tapwellHtml(
      "Order HW-IE-0094127 · expected Fri 16 Oct",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:700">Your terminal has shipped</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;line-height:26px">
<tr><td style="color:#6b7280">Order</td><td align="right">HW-IE-0094127</td></tr>
<tr><td style="color:#6b7280">Item</td><td align="right">Tapwell S2 + charging dock</td></tr>
<tr><td style="color:#6b7280">Price</td><td align="right">€199.00 incl. VAT (•••• 4821)</td></tr>
<tr><td style="color:#6b7280">Carrier</td><td align="right">An Post · CE 104 882 716 IE</td></tr>
<tr><td style="color:#6b7280">Expected</td><td align="right">Fri 16 Oct</td></tr></table>
<p style="margin:18px 0 0">When it arrives, switch it on and sign in with your dashboard login to pair it.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Cuanbridge Bank

const cuanbridge: Mail[] = [
  {
    family: "cuanbridge-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Cuanbridge Bank <notifications@cuanbridge.ie>",
    to: ME,
    subject: "Your business current account statement is ready",
    date: d("Sat", "Oct", 3, "03:11:09"),
    text: `Cuanbridge Bank – Business Online

Your statement for account ending 6620 (CLOCHÁN VETERINARY CLINIC) for the period 1 September 2026 to 30 September 2026 is now available in Business Online under Accounts > Statements.

For your security we never put links to sign in in our e-mails. Please go to cuanbridge.ie and sign in as usual.

Cuanbridge Bank plc is regulated by the Central Bank of Ireland. Registered office: 40 Eyre Square, Galway H91 FH2D.
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#ffffff"><tr><td>
<table width="600" cellpadding="0" cellspacing="0" align="center" style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#222">
<tr><td style="padding:16px 0;border-bottom:2px solid #00594f"><img src="https://www.cuanbridge.ie/static/mail/cb-logo.gif" alt="Cuanbridge Bank" width="160" height="40"></td></tr>
<tr><td style="padding:22px 0;line-height:22px">
<p>Your statement for account ending <b>6620</b> (CLOCHÁN VETERINARY CLINIC) for the period 1 September 2026 to 30 September 2026 is now available in Business Online under <b>Accounts &gt; Statements</b>.</p>
<p style="background:#eef6f4;padding:10px;font-size:12px">For your security we never put links to sign in in our e-mails. Please go to cuanbridge.ie and sign in as usual.</p>
</td></tr>
<tr><td style="font-size:10px;color:#777;padding:10px 0;border-top:1px solid #ddd">Cuanbridge Bank plc is regulated by the Central Bank of Ireland. Registered office: 40 Eyre Square, Galway H91 FH2D. Registered in Ireland no. 118204.</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "cuanbridge-bank",
    group: "consumer",
    lang: "en",
    kind: "payee-added",
    code: null,
    link: null,
    from: "Cuanbridge Bank <notifications@cuanbridge.ie>",
    to: ME,
    subject: "New payee added to your business account",
    date: d("Tue", "Sep", 15, "11:48:26"),
    text: `A new payee was added to Business Online.

Payee name: CAORTHANN LOCUMS LTD
IBAN: IE•• •••• •••• •••• 3319
Added by: OKEANE01
Date: 15/09/2026 11:47

If you or a colleague did not add this payee, call us immediately on 1800 224 600 (24 hours) or +353 91 480 600 from abroad.

Cuanbridge Bank plc, 40 Eyre Square, Galway H91 FH2D.
`,
    html: null,
  },
  {
    family: "cuanbridge-bank",
    group: "consumer",
    lang: "en",
    kind: "payment-code",
    code: "48213907",
    link: null,
    from: "Cuanbridge Bank <security@cuanbridge.ie>",
    to: ME,
    subject: "Authorise your payment",
    date: d("Tue", "Sep", 15, "11:52:03"),
    text: `Cuanbridge Business Online

To authorise your payment of €1,240.00 to CAORTHANN LOCUMS LTD (IBAN ending 3319), enter this authorisation code:

48213907

The code is valid for 5 minutes and can only be used for this payment.

Never share this code with anyone, including Cuanbridge Bank staff.
`,
    html:
      `<table width="600" cellpadding="0" cellspacing="0" align="center" style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#222">
<tr><td style="padding:16px 0;border-bottom:2px solid #00594f"><img src="https://www.cuanbridge.ie/static/mail/cb-logo.gif" alt="Cuanbridge Bank" width="160" height="40"></td></tr>
<tr><td style="padding:22px 0;line-height:22px">
<p>To authorise your payment of <b>€1,240.00</b> to <b>CAORTHANN LOCUMS LTD</b> (IBAN ending 3319), enter this authorisation code:</p>
<p style="font-size:26px;font-weight:bold;color:#00594f;letter-spacing:2px">48213907</p>
<p>The code is valid for 5 minutes and can only be used for this payment.</p>
<p style="color:#b00000;font-size:12px"><b>Never share this code with anyone, including Cuanbridge Bank staff.</b></p></td></tr>
<tr><td style="font-size:10px;color:#777;padding:10px 0;border-top:1px solid #ddd">Cuanbridge Bank plc, 40 Eyre Square, Galway H91 FH2D.</td></tr></table>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Paydrift (payroll)

const paydrift: Mail[] = [
  {
    family: "paydrift-payroll",
    group: "consumer",
    lang: "en",
    kind: "payroll-submitted",
    code: null,
    link: null,
    from: "Paydrift <payroll@paydrift.ie>",
    to: ME,
    subject: "Pay run 38 submitted to Revenue – Clochán Veterinary Clinic",
    date: d("Thu", "Sep", 17, "16:40:12"),
    text:
      `Pay run 38 (weekly, pay date Fri 18 Sep 2026) has been finalised and the payroll submission was accepted by Revenue.

Employees paid: 9
Gross pay: €8,914.37
Employer PRSI: €989.50
Net pay: €6,702.11
Revenue submission ID: 2609178820341

Payslips have been published to the employee app. The bank file (SEPA XML) is ready to download in Paydrift > Pay runs > 38.

Paydrift · Payroll for Irish small businesses · support@paydrift.ie
`,
    html: `<div style="font-family:'Trebuchet MS',Arial,sans-serif;max-width:560px;margin:0 auto;color:#333">
<div style="background:#5a3fc0;color:#fff;padding:16px 22px;font-size:20px">paydrift</div>
<div style="padding:20px 22px;border:1px solid #e4e0f3;border-top:0">
<h2 style="font-size:18px;margin:0 0 12px">Pay run 38 submitted</h2>
<p>Pay run 38 (weekly, pay date <b>Fri 18 Sep 2026</b>) has been finalised and the payroll submission was accepted by Revenue.</p>
<ul style="line-height:24px"><li>Employees paid: 9</li><li>Gross pay: €8,914.37</li><li>Employer PRSI: €989.50</li><li>Net pay: €6,702.11</li><li>Revenue submission ID: 2609178820341</li></ul>
<p>Payslips have been published to the employee app. The bank file (SEPA XML) is ready in <a href="https://app.paydrift.ie/payruns/38" style="color:#5a3fc0">Pay runs › 38</a>.</p>
</div>
<p style="font-size:11px;color:#999;padding:10px 22px">Paydrift Ltd, The Crescent Building, Northwood, Santry, Dublin 9 · <a href="https://paydrift.ie/privacy" style="color:#999">Privacy</a> · <a href="https://app.paydrift.ie/settings/notifications" style="color:#999">Notification settings</a></p></div>`,
    enc: "qp",
  },
  {
    family: "paydrift-payroll",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.paydrift.ie/invite/accept/5c0e7a19-3b8f-4d26-9e41-a72fd0b6c853",
    from: "Paydrift <noreply@paydrift.ie>",
    to: ME,
    subject: "Dr Declan Ó Fátharta added you as a payroll approver",
    date: d("Wed", "Sep", 2, "09:03:45"),
    text: `Hi Orla,

Dr Declan Ó Fátharta has added you to Clochán Veterinary Clinic on Paydrift with the role "Payroll approver". Approvers can review and finalise pay runs before they go to Revenue.

Accept the invite and create your password:
https://app.paydrift.ie/invite/accept/5c0e7a19-3b8f-4d26-9e41-a72fd0b6c853

The link expires in 72 hours.

Paydrift
`,
    html: `<div style="font-family:'Trebuchet MS',Arial,sans-serif;max-width:560px;margin:0 auto;color:#333">
<div style="background:#5a3fc0;color:#fff;padding:16px 22px;font-size:20px">paydrift</div>
<div style="padding:20px 22px;border:1px solid #e4e0f3;border-top:0">
<p>Hi Orla,</p>
<p><b>Dr Declan Ó Fátharta</b> has added you to <b>Clochán Veterinary Clinic</b> on Paydrift with the role <i>Payroll approver</i>. Approvers can review and finalise pay runs before they go to Revenue.</p>
<p style="text-align:center;margin:26px 0"><a href="https://app.paydrift.ie/invite/accept/5c0e7a19-3b8f-4d26-9e41-a72fd0b6c853" style="background:#5a3fc0;color:#fff;padding:12px 28px;border-radius:5px;text-decoration:none">Accept invite</a></p>
<p style="font-size:13px;color:#777">The link expires in 72 hours.</p>
</div>
<p style="font-size:11px;color:#999;padding:10px 22px">Paydrift Ltd, The Crescent Building, Northwood, Santry, Dublin 9</p></div>`,
  },
];

// ---------------------------------------------------------------- Comhairle Contae Chill Aodáin (county council)

function councilHtml(body: string): string {
  return `<html lang="ga"><body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0b4f3c;padding:14px 24px">
<img src="https://www.cillaodain.ie/images/crest-email.png" alt="Comhairle Contae Chill Aodáin | Cill Aodáin County Council" width="260" height="48"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:22px;color:#1b1b1b">${body}</td></tr>
<tr><td style="padding:14px 24px;background:#f1f1ec;font-size:11px;color:#555;line-height:17px">
Comhairle Contae Chill Aodáin, Áras an Chontae, Sráid an Mhuilinn, Béal an Átha Bhuí, Co. na Gaillimhe H91 KX30<br>
Cill Aodáin County Council, County Buildings, Mill Street &middot; 091 509 000 &middot; <a href="https://www.cillaodain.ie/priobhaideachas">Priobháideachas / Privacy</a> &middot; <a href="https://www.cillaodain.ie/en/accessibility">Inrochtaineacht / Accessibility</a></td></tr></table></body></html>`;
}

const cillAodain: Mail[] = [
  {
    family: "cill-aodain-council",
    group: "regional",
    lang: "ga",
    kind: "rates-bill",
    code: null,
    link: null,
    from: "Rátaí Tráchtála <rates@cillaodain.ie>",
    to: ME,
    subject: "Bille rátaí tráchtála 2026 – Uimhir chuntais 40118873 / Commercial rates bill 2026",
    date: d("Mon", "Sep", 21, "10:00:00"),
    text: `A chara,

Tá do bhille rátaí tráchtála don bhliain 2026 ceangailte leis an ríomhphost seo.

Uimhir chuntais:      40118873
Áitreabh:             Clinic Tréidliachta an Chlocháin, Bóthar na Trá, An Clochán, H71 YP46
Luacháil inrátaithe:  €21,400
Ráta bliantúil (ARV): 0.2179
Méid dlite 2026:      €4,663.06
Íocaíocht sa chuntas: €2,331.53 (Eanáir–Meitheamh)
Iarmhéid:             €2,331.53 – le híoc faoi 30 Samhain 2026

Is féidir íoc ar líne, trí dhochar díreach nó ag oifig an chontae. Má tá ceist agat, glaoigh ar an Rannóg Rátaí ar 091 509 114.

Is mise le meas,
An Rannóg Rátaí

—
English: Your 2026 commercial rates bill for account 40118873 is attached. Balance €2,331.53 due by 30 November 2026. Rates section 091 509 114.
`,
    html: councilHtml(`<p>A chara,</p>
<p>Tá do bhille rátaí tráchtála don bhliain 2026 ceangailte leis an ríomhphost seo.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr><td style="color:#555">Uimhir chuntais</td><td>40118873</td></tr>
<tr><td style="color:#555">Áitreabh</td><td>Clinic Tréidliachta an Chlocháin, Bóthar na Trá, An Clochán, H71 YP46</td></tr>
<tr><td style="color:#555">Luacháil inrátaithe</td><td>€21,400</td></tr>
<tr><td style="color:#555">Ráta bliantúil (ARV)</td><td>0.2179</td></tr>
<tr><td style="color:#555">Méid dlite 2026</td><td>€4,663.06</td></tr>
<tr><td style="color:#555">Íocaíocht sa chuntas</td><td>€2,331.53 (Eanáir–Meitheamh)</td></tr>
<tr><td style="color:#555"><b>Iarmhéid</b></td><td><b>€2,331.53 – le híoc faoi 30 Samhain 2026</b></td></tr></table>
<p>Is féidir <a href="https://www.cillaodain.ie/ioc-ar-line">íoc ar líne</a>, trí dhochar díreach nó ag oifig an chontae. Má tá ceist agat, glaoigh ar an Rannóg Rátaí ar 091 509 114.</p>
<p>Is mise le meas,<br>An Rannóg Rátaí</p>
<hr style="border:0;border-top:1px solid #ccc">
<p style="font-size:12px;color:#555" lang="en">English: Your 2026 commercial rates bill for account 40118873 is attached. Balance €2,331.53 due by 30 November 2026.</p>`),
    enc: "qp",
    attachment: [
      "Bille_Ratai_40118873_2026.pdf",
      "application/pdf",
      "%PDF-1.4\n% Comhairle Contae Chill Aodain - bille ratai 40118873\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "cill-aodain-council",
    group: "regional",
    lang: "ga",
    kind: "verify-link",
    code: null,
    link: "https://seirbhisi.cillaodain.ie/cuntas/deimhnigh?t=QmM4ZC1hMjE3LTc3Zg",
    from: "Seirbhísí Ar Líne <noreply@seirbhisi.cillaodain.ie>",
    to: ME,
    subject: "Deimhnigh do sheoladh ríomhphoist – Seirbhísí Ar Líne",
    date: d("Tue", "Sep", 22, "19:34:51"),
    text: `Dia duit Orla,

Go raibh maith agat as cuntas a chruthú ar Sheirbhísí Ar Líne Chomhairle Contae Chill Aodáin.

Chun do sheoladh ríomhphoist a dheimhniú, oscail an nasc seo:
https://seirbhisi.cillaodain.ie/cuntas/deimhnigh?t=QmM4ZC1hMjE3LTc3Zg

Tá an nasc bailí ar feadh 24 uair an chloig. Mura ndearna tusa an cuntas seo a chruthú, déan neamhaird den teachtaireacht seo.

(English: Thanks for creating an Online Services account. Open the link above to confirm your e-mail address. It is valid for 24 hours.)
`,
    html: councilHtml(`<p>Dia duit Orla,</p>
<p>Go raibh maith agat as cuntas a chruthú ar <b>Sheirbhísí Ar Líne</b> Chomhairle Contae Chill Aodáin.</p>
<p>Chun do sheoladh ríomhphoist a dheimhniú, cliceáil an cnaipe thíos:</p>
<p><a href="https://seirbhisi.cillaodain.ie/cuntas/deimhnigh?t=QmM4ZC1hMjE3LTc3Zg" style="display:inline-block;background:#0b4f3c;color:#fff;padding:10px 22px;text-decoration:none;font-weight:bold">Deimhnigh mo ríomhphost</a></p>
<p style="font-size:12px;color:#555">Tá an nasc bailí ar feadh 24 uair an chloig. Mura ndearna tusa an cuntas seo a chruthú, déan neamhaird den teachtaireacht seo.</p>
<p style="font-size:12px;color:#555" lang="en">English: Thanks for creating an Online Services account. Click the button above to confirm your e-mail address. It is valid for 24 hours.</p>`),
    enc: "b64",
  },
  {
    family: "cill-aodain-council",
    group: "regional",
    lang: "ga",
    kind: "application-approved",
    code: null,
    link: null,
    from: "Seirbhísí Ar Líne <noreply@seirbhisi.cillaodain.ie>",
    to: ME,
    subject: "Iarratas CA-DOG-26-03318 ceadaithe: cigireacht ar ionad póraithe madraí",
    date: d("Wed", "Oct", 7, "12:15:40"),
    text: `A Orla Keane, a chara,

Tá d'iarratas CA-DOG-26-03318 ceadaithe (iarratas ar chigire tréidliachta chun freastal ar ionad póraithe madraí, tagairt áitribh DBE-0071, Cloch na Rón).

Dáta na cigireachta: Déardaoin 22 Deireadh Fómhair 2026, 10:30
Cigire: Pádraig Ó Cualáin, Oifigeach Tréidliachta
Táille: €0.00 (cigireacht reachtúil)

Níl aon rud eile le déanamh agat. Mura n-oireann an dáta, déan teagmháil leis an Rannóg Tréidliachta ar 091 509 240 agus luaigh CA-DOG-26-03318.

Comhairle Contae Chill Aodáin – An Rannóg Tréidliachta
`,
    html: councilHtml(`<p>A Orla Keane, a chara,</p>
<p>Tá d'iarratas <b>CA-DOG-26-03318</b> <b>ceadaithe</b> (iarratas ar chigire tréidliachta chun freastal ar ionad póraithe madraí, tagairt áitribh DBE-0071, Cloch na Rón).</p>
<table cellpadding="4" style="font-size:13px"><tr><td>Dáta na cigireachta</td><td>Déardaoin 22 Deireadh Fómhair 2026, 10:30</td></tr>
<tr><td>Cigire</td><td>Pádraig Ó Cualáin, Oifigeach Tréidliachta</td></tr><tr><td>Táille</td><td>€0.00 (cigireacht reachtúil)</td></tr></table>
<p>Níl aon rud eile le déanamh agat. Mura n-oireann an dáta, déan teagmháil leis an Rannóg Tréidliachta ar 091 509 240 agus luaigh CA-DOG-26-03318.</p>
<p>Comhairle Contae Chill Aodáin – An Rannóg Tréidliachta</p>`),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Ledgerwick (accounting app)

function ledgerwickHtml(body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>a{color:#0e7490}</style></head>
<body style="background:#f8fafc;margin:0;padding:24px 0">
<table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e2e8f0;font-family:'Helvetica Neue',Arial,sans-serif">
<tr><td style="padding:24px 32px 8px"><img src="https://assets.ledgerwick.com/mail/lw-logo.png" alt="Ledgerwick" width="128" height="28"></td></tr>
<tr><td style="padding:8px 32px 28px;font-size:15px;line-height:24px;color:#334155">${body}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:11px;color:#94a3b8;line-height:16px">
Ledgerwick Ltd, 11 Lower Hatch Street, Dublin 2, D02 R250 &middot; <a href="https://ledgerwick.com/legal/privacy">Privacy</a> &middot; <a href="https://ledgerwick.com/help">Help</a><br>
<a href="https://twitter.com/ledgerwick">X</a> &middot; <a href="https://www.linkedin.com/company/ledgerwick">LinkedIn</a> &middot; &copy; 2026 Ledgerwick</td></tr></table></body></html>`;
}

const ledgerwick: Mail[] = [
  {
    family: "ledgerwick-books",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://go.ledgerwick.com/ls/click?upn=u001.Hk7Qm2pV-2BzT9xWc4Lr8NdA0fYe3sJ6bG1",
    from: "Ledgerwick <hello@ledgerwick.com>",
    to: ME,
    subject: "Fergal at Mannion & Co. Accountants invited you to Ledgerwick",
    date: d("Fri", "Sep", 11, "11:09:36"),
    text:
      `Fergal Mannion (Mannion & Co. Accountants) has invited you to work on Clochán Veterinary Clinic Ltd in Ledgerwick.

Your access: Standard user – bank reconciliation, sales and purchase invoices, VAT returns (view only)

Accept the invitation ( https://go.ledgerwick.com/ls/click?upn=u001.Hk7Qm2pV-2BzT9xWc4Lr8NdA0fYe3sJ6bG1 )

The invitation expires in 14 days. Questions about your access? Reply to this e-mail to reach Fergal.
`,
    html: ledgerwickHtml(
      `<p style="margin:0 0 16px"><b>Fergal Mannion</b> (Mannion &amp; Co. Accountants) has invited you to work on <b>Clochán Veterinary Clinic Ltd</b> in Ledgerwick.</p>
<p style="margin:0 0 20px;font-size:14px;color:#64748b">Your access: Standard user – bank reconciliation, sales and purchase invoices, VAT returns (view only)</p>
<a href="https://go.ledgerwick.com/ls/click?upn=u001.Hk7Qm2pV-2BzT9xWc4Lr8NdA0fYe3sJ6bG1" style="display:inline-block;background:#0e7490;color:#fff;text-decoration:none;padding:11px 22px;border-radius:6px;font-weight:600">Accept the invitation</a>
<p style="margin:20px 0 0;font-size:13px;color:#64748b">The invitation expires in 14 days. Questions about your access? Reply to this e-mail to reach Fergal.</p>`,
    ),
    headers: [["Reply-To", "Fergal Mannion <fergal@mannionaccountants.ie>"]],
    enc: "qp",
  },
  {
    family: "ledgerwick-books",
    group: "consumer",
    lang: "en",
    kind: "bank-feed-alert",
    code: null,
    link: null,
    from: "Ledgerwick <notifications@ledgerwick.com>",
    to: ME,
    subject: "Action needed: your Cuanbridge bank feed stopped updating",
    date: d("Sun", "Oct", 11, "08:30:14"),
    text: `Your bank feed for Cuanbridge Business Current •••• 6620 hasn't updated since 2 October 2026.

Bank connections need renewing every 180 days under PSD2. Go to Banking > Bank feeds and choose Reconnect; you'll be sent to your bank to approve it.

Until then, 0 new transactions will import. Transactions from before 2 October are not affected.

Ledgerwick
`,
    html: ledgerwickHtml(
      `<p style="margin:0 0 16px;font-size:18px;font-weight:600;color:#b45309">Your bank feed stopped updating</p>
<p style="margin:0 0 16px">Your feed for <b>Cuanbridge Business Current •••• 6620</b> hasn't updated since 2 October 2026.</p>
<p style="margin:0 0 16px">Bank connections need renewing every 180 days under PSD2. Go to <b>Banking › Bank feeds</b> and choose <b>Reconnect</b>; you'll be sent to your bank to approve it.</p>
<p style="margin:0;font-size:13px;color:#64748b">Transactions from before 2 October are not affected. <a href="https://ledgerwick.com/help/bank-feeds-reconnect">Why does this happen?</a></p>`,
    ),
  },
  {
    family: "ledgerwick-books",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: "https://app.ledgerwick.com/account/email/confirm?token=lw_ec_0b7e2f94c3a1d856",
    from: "Ledgerwick <security@ledgerwick.com>",
    to: "Orla Keane <accounts@clochanvets.ie>",
    subject: "Confirm your new Ledgerwick login e-mail",
    date: d("Wed", "Oct", 28, "15:22:40", "+0000"),
    text:
      `You asked to change the e-mail address you use to log in to Ledgerwick from orla@clochanvets.ie to accounts@clochanvets.ie.

Confirm the change:
https://app.ledgerwick.com/account/email/confirm?token=lw_ec_0b7e2f94c3a1d856

Until you confirm, you keep logging in with orla@clochanvets.ie. This link expires in 24 hours.

We've also sent a notice to your old address.
`,
    html: ledgerwickHtml(
      `<p style="margin:0 0 16px">You asked to change the e-mail address you use to log in to Ledgerwick from <b>orla@clochanvets.ie</b> to <b>accounts@clochanvets.ie</b>.</p>
<a href="https://app.ledgerwick.com/account/email/confirm?token=lw_ec_0b7e2f94c3a1d856" style="display:inline-block;background:#0e7490;color:#fff;text-decoration:none;padding:11px 22px;border-radius:6px;font-weight:600">Confirm new e-mail</a>
<p style="margin:20px 0 0;font-size:13px;color:#64748b">Until you confirm, you keep logging in with orla@clochanvets.ie. This link expires in 24 hours. We've also sent a notice to your old address.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Caorthann Locums (locum agency)

const caorthann: Mail[] = [
  {
    family: "caorthann-locums",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Caorthann Locums <bookings@caorthannlocums.ie>",
    to: ME,
    subject: "Locum confirmed: Dr Marta Wiśniewska MVB, 5–9 October (booking CL-26-1147)",
    date: d("Fri", "Sep", 25, "13:42:08"),
    text: `Hi Orla,

Good news – we have a vet for your cover request.

Booking:   CL-26-1147
Locum:     Dr Marta Wiśniewska MVB (VCI reg. 0008231)
Dates:     Mon 5 – Fri 9 October 2026, 08:30–18:30, plus OOH Wed 7 Oct
Type:      Mixed practice (small animal + farm calls)
Day rate:  €520 + OOH €180; mileage €0.45/km
Accommodation: provided by practice (as per your request)

Marta's CV and indemnity certificate are on the booking page in your client area. She'll phone the practice the week before to arrange a handover.

Kind regards,
Gráinne Ní Mhaoláin
Caorthann Locums Ltd · 094 902 7711 · Castlebar, Co. Mayo
`,
    html: null,
  },
  {
    family: "caorthann-locums",
    group: "regional",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Caorthann Locums Accounts <accounts@caorthannlocums.ie>",
    to: ME,
    subject: "Invoice INV-CL-09864 for booking CL-26-1147",
    date: d("Mon", "Oct", 12, "09:20:33"),
    text: `Dear Orla,

Please find attached invoice INV-CL-09864 for locum cover provided by Dr Marta Wiśniewska, 5–9 October 2026.

5 days @ €520.00           €2,600.00
1 OOH shift @ €180.00        €180.00
Mileage 212 km @ €0.45        €95.40
Agency fee                   €260.00
VAT 23% on agency fee         €59.80
Total                      €3,195.20

Payment terms 14 days. Bank: IBAN IE71 BOFI 9000 1712 3319 44.

Thank you,
Caorthann Locums Accounts
`,
    html: null,
    attachment: [
      "INV-CL-09864.pdf",
      "application/pdf",
      "%PDF-1.4\n% Caorthann Locums invoice INV-CL-09864\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- CPDgrove (continuing education)

function cpdgroveHtml(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#f4f1ea">
<div style="display:none;mso-hide:all">${pre}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f4f1ea"><tr><td align="center" valign="top" style="padding:20px 0">
<table border="0" cellpadding="0" cellspacing="0" width="600">
<tr><td bgcolor="#2f4a3a" style="padding:18px 30px"><a href="https://e.cpdgrove.com/c/eJx1kE1OwzAQhE_TG7"><img src="https://e.cpdgrove.com/img/cpdgrove-logo-light.png" alt="CPDgrove" width="140" height="32" border="0" /></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px;font-family:Lato,Arial,sans-serif;font-size:15px;line-height:24px;color:#2b2b2b">${body}</td></tr>
<tr><td style="padding:18px 30px;font-family:Lato,Arial,sans-serif;font-size:11px;line-height:17px;color:#7d776b" align="center">
CPDgrove is run by Grove Learning Ltd, 14 Shop Street, Galway H91 W2C8, Ireland.<br />
<a href="https://e.cpdgrove.com/c/eJx1kE1OwzAQhE_TG8" style="color:#7d776b">My courses</a> &middot; <a href="https://e.cpdgrove.com/c/eJx1kE1OwzAQhE_TG9" style="color:#7d776b">Help</a> &middot; <a href="https://e.cpdgrove.com/unsub/eJx1kE1OwzAQhE_TGa" style="color:#7d776b">Unsubscribe from course news</a><br />
<a href="https://www.facebook.com/cpdgrove"><img src="https://e.cpdgrove.com/img/fb.png" alt="Facebook" width="20" height="20" border="0" /></a>
<a href="https://www.instagram.com/cpdgrove"><img src="https://e.cpdgrove.com/img/ig.png" alt="Instagram" width="20" height="20" border="0" /></a>
</td></tr></table></td></tr></table></body></html>`;
}

const cpdgrove: Mail[] = [
  {
    family: "cpdgrove",
    group: "consumer",
    lang: "en",
    kind: "certificate",
    code: null,
    link: null,
    from: "CPDgrove <certificates@cpdgrove.com>",
    to: ME,
    subject: "Your CPD certificate: Practice finance for non-vets (6 hours)",
    date: d("Sat", "Sep", 12, "10:05:11"),
    text: `Well done, Orla!

You've completed "Practice finance for non-vets: margins, stock and fee setting" and your certificate is attached.

CPD hours: 6.0 (structured)
Completed: 12 September 2026
Certificate no.: CPDG-2026-088417

Your hours have been added to your CPD record. Download all certificates any time from My courses.

The CPDgrove team
`,
    html: cpdgroveHtml(
      "6.0 structured CPD hours added to your record.",
      `<p style="margin:0 0 14px;font-size:22px;font-weight:bold;color:#2f4a3a">Well done, Orla!</p>
<p style="margin:0 0 14px">You've completed <b>Practice finance for non-vets: margins, stock and fee setting</b> and your certificate is attached.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;background:#f7f5ef;width:100%"><tr><td>CPD hours</td><td>6.0 (structured)</td></tr><tr><td>Completed</td><td>12 September 2026</td></tr><tr><td>Certificate no.</td><td>CPDG-2026-088417</td></tr></table>
<p style="margin:14px 0 0">Your hours have been added to your CPD record.</p>`,
    ),
    enc: "qp",
    attachment: [
      "CPDgrove_certificate_CPDG-2026-088417.pdf",
      "application/pdf",
      "%PDF-1.4\n% CPDgrove certificate CPDG-2026-088417\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "cpdgrove",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://learn.cpdgrove.com/auth/magic?email=orla%40clochanvets.ie&token=mg_5b1f0e93c7a248d6b2f4",
    from: "CPDgrove <login@cpdgrove.com>",
    to: ME,
    subject: "Your CPDgrove login link",
    date: d("Thu", "Oct", 1, "21:47:03"),
    text: `Here's the login link you asked for:

https://learn.cpdgrove.com/auth/magic?email=orla%40clochanvets.ie&token=mg_5b1f0e93c7a248d6b2f4

It works once, on the device where you asked for it, for the next 15 minutes.

If you didn't ask to log in, you can ignore this e-mail.
`,
    html: cpdgroveHtml(
      "One click and you're in. Valid for 15 minutes.",
      `<p style="margin:0 0 20px">Here's the login link you asked for. It works once, on the device where you asked for it, for the next 15 minutes.</p>
<table cellpadding="0" cellspacing="0"><tr><td bgcolor="#c8793a" style="border-radius:3px"><a href="https://learn.cpdgrove.com/auth/magic?email=orla%40clochanvets.ie&amp;token=mg_5b1f0e93c7a248d6b2f4" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold">Log in to CPDgrove</a></td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#7d776b">If you didn't ask to log in, you can ignore this e-mail.</p>`,
    ),
  },
  {
    family: "cpdgrove",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "CPDgrove <news@cpdgrove.com>",
    to: ME,
    subject: "New this autumn: client communication, controlled drugs audits and a free webinar",
    date: d("Tue", "Oct", 20, "07:30:00"),
    text: `CPDgrove – autumn courses

1. Difficult conversations at the front desk (3 hrs) – €45
   Scripts for estimates, complaints and euthanasia bookings.
2. Controlled drugs: running a register audit (2 hrs) – €35
   Updated for the 2026 regulations.
3. Free webinar, Thu 12 November 2026, 19:30 (GMT):
   "Recruiting and keeping RVNs in rural practice"

Use AUTUMN15 at checkout for 15% off any paid course until 31 October.

Browse courses: https://e.cpdgrove.com/c/eJx1kE1OwzAQhE_TGb

You're receiving this because you have a CPDgrove account. Unsubscribe: https://e.cpdgrove.com/unsub/eJx1kE1OwzAQhE_TGa
Grove Learning Ltd, 14 Shop Street, Galway H91 W2C8
`,
    html: cpdgroveHtml(
      "Three new courses, a free webinar and 15% off until 31 October.",
      `<p style="margin:0 0 18px;font-size:20px;font-weight:bold;color:#2f4a3a">New this autumn</p>
<table cellpadding="0" cellspacing="0" width="100%">
<tr><td style="padding:0 0 16px"><img src="https://e.cpdgrove.com/img/courses/front-desk.jpg" alt="Reception desk" width="540" height="180" style="display:block" /><b>Difficult conversations at the front desk</b> &middot; 3 hrs &middot; €45<br>Scripts for estimates, complaints and euthanasia bookings.</td></tr>
<tr><td style="padding:0 0 16px"><b>Controlled drugs: running a register audit</b> &middot; 2 hrs &middot; €35<br>Updated for the 2026 regulations.</td></tr>
<tr><td style="padding:12px;background:#eef3ef"><b>Free webinar</b> &middot; Thu 12 November 2026, 19:30 (GMT)<br>Recruiting and keeping RVNs in rural practice</td></tr></table>
<p style="margin:18px 0">Use <b>AUTUMN15</b> at checkout for 15% off any paid course until 31 October.</p>
<p style="margin:0"><a href="https://e.cpdgrove.com/c/eJx1kE1OwzAQhE_TGb" style="color:#c8793a;font-weight:bold">Browse courses &rarr;</a></p>`,
    ),
    headers: [["List-Unsubscribe", "<https://e.cpdgrove.com/unsub/eJx1kE1OwzAQhE_TGa>"]],
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Currach Couriers

const currach: Mail[] = [
  {
    family: "currach-couriers",
    group: "regional",
    lang: "en",
    kind: "delivery-pin",
    code: "7316",
    link: null,
    from: "Currach Couriers <notify@currachcouriers.ie>",
    to: ME,
    subject: "Your delivery PIN for parcel CC4471902815 (arriving today)",
    date: d("Thu", "Sep", 3, "07:12:44"),
    text: `Hi Clochán Veterinary Clinic,

Your parcel from BRADDAN ANIMAL HEALTH is out for delivery today between 10:40 and 12:40.

This parcel needs a delivery PIN. Please give this PIN to the driver when they arrive:

PIN: 7316

Tracking number: CC4471902815
Driver: Seán  |  Van: G-24
Delivery address: Bóthar na Trá, Clifden, Co. Galway H71 YP46

Not going to be in? Change your delivery at https://track.currachcouriers.ie/CC4471902815

Currach Couriers · 091 862 300
`,
    html: `<html><body style="margin:0;background:#eaf1f8;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0d3b66;padding:14px 22px"><img src="https://track.currachcouriers.ie/img/logo-email.png" alt="Currach Couriers" width="150" height="34"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;color:#1c2a38">
<p style="margin:0 0 10px">Hi Clochán Veterinary Clinic,</p>
<p style="margin:0 0 16px">Your parcel from <b>BRADDAN ANIMAL HEALTH</b> is out for delivery today between <b>10:40 and 12:40</b>.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff6d6;border:1px dashed #e0b400"><tr><td style="padding:14px;text-align:center">
<div style="font-size:12px;text-transform:uppercase;color:#7a6200">Delivery PIN – give this to the driver</div>
<table align="center" cellpadding="0" cellspacing="6"><tr>
<td style="border:1px solid #e0b400;background:#fff;width:38px;height:46px;font-size:28px;font-weight:bold;text-align:center">7</td>
<td style="border:1px solid #e0b400;background:#fff;width:38px;height:46px;font-size:28px;font-weight:bold;text-align:center">3</td>
<td style="border:1px solid #e0b400;background:#fff;width:38px;height:46px;font-size:28px;font-weight:bold;text-align:center">1</td>
<td style="border:1px solid #e0b400;background:#fff;width:38px;height:46px;font-size:28px;font-weight:bold;text-align:center">6</td>
</tr></table></td></tr></table>
<p style="margin:16px 0 4px;font-size:13px">Tracking number: CC4471902815 &middot; Driver: Seán &middot; Van G-24</p>
<p style="margin:0 0 16px;font-size:13px">Bóthar na Trá, Clifden, Co. Galway H71 YP46</p>
<p style="margin:0"><a href="https://track.currachcouriers.ie/CC4471902815" style="color:#0d3b66">Not going to be in? Change your delivery</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#6b7b8c;background:#f4f7fa">Currach Couriers Ltd &middot; Ballybrit, Galway &middot; 091 862 300 &middot; <a href="https://currachcouriers.ie/privacy" style="color:#6b7b8c">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "currach-couriers",
    group: "regional",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Currach Couriers <notify@currachcouriers.ie>",
    to: ME,
    subject: "Delivered: parcel CC4471902815",
    date: d("Thu", "Sep", 3, "11:26:09"),
    text: `Your parcel CC4471902815 was delivered at 11:24 and signed for by "AOIFE".

Proof of delivery is available at https://track.currachcouriers.ie/CC4471902815/pod

How did we do? Rate your delivery: https://track.currachcouriers.ie/feedback?p=CC4471902815

Currach Couriers · 091 862 300
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Boscapod (parcel lockers)

function boscapodHtml(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0" style="font-family:Verdana,sans-serif;color:#222">
<tr><td style="padding:18px 0;border-bottom:4px solid #ffcc00"><img src="https://boscapod.ie/m/boscapod.png" alt="BOSCAPOD" width="140" height="30"></td></tr>
<tr><td style="padding:20px 0;font-size:14px;line-height:21px">${body}</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #eee;font-size:10px;color:#888">Boscapod Lockers Ltd, Unit 2, Parkmore East, Galway. Help: help@boscapod.ie &middot; <a href="https://boscapod.ie/privacy" style="color:#888">Privacy</a><br>
<a href="https://apps.apple.com/ie/app/boscapod/id1612207750"><img src="https://boscapod.ie/m/appstore.png" alt="App Store" width="96" height="30"></a> <a href="https://play.google.com/store/apps/details?id=ie.boscapod.app"><img src="https://boscapod.ie/m/googleplay.png" alt="Google Play" width="100" height="30"></a></td></tr>
</table></td></tr></table></body></html>`;
}

const boscapod: Mail[] = [
  {
    family: "boscapod",
    group: "regional",
    lang: "en",
    kind: "pickup-code",
    code: "528914",
    link: null,
    from: "Boscapod <noreply@boscapod.ie>",
    to: ME,
    subject: "Your parcel is in locker CLIFDEN-02 (Centra Market St)",
    date: d("Sat", "Oct", 10, "09:48:17"),
    text: `Your parcel is ready to collect.

Locker: CLIFDEN-02, Centra, Market Street, Clifden H71 D2X8 (open 07:00–22:00)
From: LABSENSE SUPPLIES UK
Parcel no.: BP-IE-66201347

Collection code: 528914

Type the code on the locker screen, or scan the QR code in the Boscapod app. Please collect by Tue 13 Oct 2026, 21:59, or the parcel goes back to the sender.
`,
    html: boscapodHtml(`<p style="margin:0 0 12px;font-size:18px;font-weight:bold">Your parcel is ready to collect</p>
<p style="margin:0 0 12px">Locker <b>CLIFDEN-02</b><br>Centra, Market Street, Clifden H71 D2X8 (open 07:00–22:00)</p>
<table cellpadding="10" cellspacing="0" style="background:#fff7cc;margin:0 0 12px"><tr><td>
<span style="font-size:11px;color:#665200">COLLECTION CODE</span><br><span style="font-size:32px;font-weight:bold;letter-spacing:6px">528914</span></td>
<td><img src="https://boscapod.ie/qr/BP-IE-66201347.png" alt="QR code" width="96" height="96"></td></tr></table>
<p style="margin:0 0 12px;font-size:12px">From LABSENSE SUPPLIES UK &middot; Parcel no. BP-IE-66201347</p>
<p style="margin:0;font-size:12px">Please collect by <b>Tue 13 Oct 2026, 21:59</b>, or the parcel goes back to the sender.</p>`),
    enc: "8bit",
  },
  {
    family: "boscapod",
    group: "regional",
    lang: "en",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Boscapod <noreply@boscapod.ie>",
    to: ME,
    subject: "Collected: BP-IE-66201347",
    date: d("Sat", "Oct", 10, "17:05:52"),
    text: `Your parcel BP-IE-66201347 was collected from locker CLIFDEN-02 at 17:05 on 10/10/2026.

Wasn't you? Contact help@boscapod.ie within 48 hours.
`,
    html: boscapodHtml(`<p style="margin:0 0 12px;font-size:18px;font-weight:bold">Parcel collected</p>
<p style="margin:0 0 12px">Your parcel <b>BP-IE-66201347</b> was collected from locker CLIFDEN-02 at 17:05 on 10/10/2026.</p>
<p style="margin:0;font-size:12px;color:#666">Wasn't you? <a href="mailto:help@boscapod.ie">Contact us</a> within 48 hours.</p>`),
  },
];

// ---------------------------------------------------------------- Ceolfon (hosted phone system)

const ceolfon: Mail[] = [
  {
    family: "ceolfon-voip",
    group: "consumer",
    lang: "en",
    kind: "voicemail",
    code: null,
    link: null,
    from: "Ceolfon Voicemail <voicemail@ceolfon.ie>",
    to: ME,
    subject: "New voicemail from +44 7700 912 448 (0:47) – Reception",
    date: d("Sun", "Sep", 6, "22:13:39"),
    text: `You have a new voicemail in the Reception mailbox (ext. 200).

From: +44 7700 912 448
Received: Sun 06/09/2026 22:12
Length: 0:47

Transcript (automatic, may contain errors):
"Hi, it's Morag MacLeod calling from Barra, we're coming over on the ferry and the dog needs his tapeworm treatment for coming back into Scotland, could someone ring me back tomorrow, thanks, bye."

Listen in the Ceolfon app or portal. Voicemails are kept for 30 days.
`,
    html: `<div style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#222;max-width:600px">
<p style="font-size:16px"><b>New voicemail</b> – Reception (ext. 200)</p>
<table cellpadding="3" style="font-size:13px"><tr><td style="color:#666">From</td><td>+44 7700 912 448</td></tr>
<tr><td style="color:#666">Received</td><td>Sun 06/09/2026 22:12</td></tr><tr><td style="color:#666">Length</td><td>0:47</td></tr></table>
<p style="background:#f3f0fa;padding:10px;font-style:italic">"Hi, it's Morag MacLeod calling from Barra, we're coming over on the ferry and the dog needs his tapeworm treatment for coming back into Scotland, could someone ring me back tomorrow, thanks, bye."</p>
<p style="font-size:12px;color:#666">Transcript is automatic and may contain errors. <a href="https://portal.ceolfon.ie/voicemail">Listen in the portal</a>. Voicemails are kept for 30 days.</p>
<p style="font-size:11px;color:#999">Ceolfon Communications Ltd &middot; Galway Technology Park &middot; support 091 394 000</p></div>`,
    enc: "qp",
  },
  {
    family: "ceolfon-voip",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://portal.ceolfon.ie/admin/verify-email/3d91f0c6ab7e4b52",
    from: "Ceolfon <accounts@ceolfon.ie>",
    to: ME,
    subject: "Please verify the admin e-mail for account CF-30418",
    date: d("Tue", "Sep", 29, "10:27:55"),
    text: `Hello,

This address was set as the administrator e-mail for Ceolfon account CF-30418 (Clochán Veterinary Clinic, 6 extensions, 2 numbers).

Please verify it so that billing and security notices reach you:
https://portal.ceolfon.ie/admin/verify-email/3d91f0c6ab7e4b52

If you don't recognise this account, reply to this e-mail or call 091 394 000.

Ceolfon Communications Ltd
`,
    html: `<div style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#222;max-width:600px">
<div style="border-left:6px solid #6a4bc4;padding:4px 14px;margin-bottom:16px;font-size:18px">ceolfon</div>
<p>Hello,</p>
<p>This address was set as the administrator e-mail for Ceolfon account <b>CF-30418</b> (Clochán Veterinary Clinic, 6 extensions, 2 numbers).</p>
<p>Please verify it so that billing and security notices reach you.</p>
<p><a href="https://portal.ceolfon.ie/admin/verify-email/3d91f0c6ab7e4b52" style="background:#6a4bc4;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px">Verify e-mail</a></p>
<p style="font-size:12px;color:#666">If you don't recognise this account, reply to this e-mail or call 091 394 000.</p>
<p style="font-size:11px;color:#999">Ceolfon Communications Ltd &middot; Galway Technology Park</p></div>`,
  },
];

// ---------------------------------------------------------------- Sitewren (practice website forms)

const sitewren: Mail[] = [
  {
    family: "sitewren-forms",
    group: "consumer",
    lang: "fr",
    kind: "form-submission",
    code: null,
    link: null,
    from: "Sitewren Forms <forms@sitewren.com>",
    to: ME,
    subject: "New submission: Contact us – clochanvets.ie",
    date: d("Thu", "Sep", 24, "20:51:03"),
    text: `New form submission on clochanvets.ie
Form: Contact us

Name: Camille Lefebvre
Email: camille.lefebvre@orange.fr
Phone: +33 6 12 48 90 37
Message:
Bonjour,
Nous sommes en vacances à Clifden avec notre chienne (Pixel, berger australien, 4 ans) jusqu'au 3 octobre. Son passeport européen est à jour pour la rage. Pour rentrer en France par Rosslare–Cherbourg, faut-il un traitement contre l'échinocoque ? Si oui, pourriez-vous nous proposer un rendez-vous le 1er ou le 2 octobre ? Elle pèse environ 19 kg.
Merci beaucoup et bonne soirée,
Camille

---
Reply directly to this e-mail to answer Camille.
Manage forms: https://app.sitewren.com/sites/clochanvets/forms
`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#333">
<p style="color:#888;font-size:12px">New form submission on <b>clochanvets.ie</b> &middot; Form: Contact us</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:560px">
<tr><td style="background:#f5f5f5;width:90px"><b>Name</b></td><td>Camille Lefebvre</td></tr>
<tr><td style="background:#f5f5f5"><b>Email</b></td><td><a href="mailto:camille.lefebvre@orange.fr">camille.lefebvre@orange.fr</a></td></tr>
<tr><td style="background:#f5f5f5"><b>Phone</b></td><td>+33 6 12 48 90 37</td></tr>
<tr><td style="background:#f5f5f5;vertical-align:top"><b>Message</b></td><td>Bonjour,<br>Nous sommes en vacances à Clifden avec notre chienne (Pixel, berger australien, 4 ans) jusqu'au 3 octobre. Son passeport européen est à jour pour la rage. Pour rentrer en France par Rosslare–Cherbourg, faut-il un traitement contre l'échinocoque ? Si oui, pourriez-vous nous proposer un rendez-vous le 1er ou le 2 octobre ? Elle pèse environ 19 kg.<br>Merci beaucoup et bonne soirée,<br>Camille</td></tr></table>
<p style="font-size:12px;color:#888">Reply directly to this e-mail to answer Camille. <a href="https://app.sitewren.com/sites/clochanvets/forms">Manage forms</a></p></div>`,
    headers: [["Reply-To", "Camille Lefebvre <camille.lefebvre@orange.fr>"]],
    enc: "qp",
  },
  {
    family: "sitewren-forms",
    group: "consumer",
    lang: "pl",
    kind: "form-submission",
    code: null,
    link: null,
    from: "Sitewren Forms <forms@sitewren.com>",
    to: ME,
    subject: "New submission: Register as a new client – clochanvets.ie",
    date: d("Mon", "Oct", 12, "13:17:45"),
    text: `New form submission on clochanvets.ie
Form: Register as a new client

Name: Tomasz Zieliński
Email: t.zielinski86@wp.pl
Phone: 087 614 2290
Address: 3 Ard na Mara, Clifden, H71 KP20
Pet name: Kropka
Species / breed: Kot, europejski krótkowłosy
Date of birth: 05/2024
Message:
Dzień dobry, przeprowadziliśmy się niedawno z Poznania. Kotka ma czip i paszport, szczepienia robione w Polsce w marcu. Chcielibyśmy ją zarejestrować i umówić sterylizację. Czy ktoś w klinice mówi po polsku? Najlepiej dzwonić po 17:00. Dziękuję!

---
Reply directly to this e-mail to answer Tomasz.
Manage forms: https://app.sitewren.com/sites/clochanvets/forms
`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#333">
<p style="color:#888;font-size:12px">New form submission on <b>clochanvets.ie</b> &middot; Form: Register as a new client</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:560px">
<tr><td style="background:#f5f5f5;width:120px"><b>Name</b></td><td>Tomasz Zieliński</td></tr>
<tr><td style="background:#f5f5f5"><b>Email</b></td><td><a href="mailto:t.zielinski86@wp.pl">t.zielinski86@wp.pl</a></td></tr>
<tr><td style="background:#f5f5f5"><b>Phone</b></td><td>087 614 2290</td></tr>
<tr><td style="background:#f5f5f5"><b>Address</b></td><td>3 Ard na Mara, Clifden, H71 KP20</td></tr>
<tr><td style="background:#f5f5f5"><b>Pet name</b></td><td>Kropka</td></tr>
<tr><td style="background:#f5f5f5"><b>Species / breed</b></td><td>Kot, europejski krótkowłosy</td></tr>
<tr><td style="background:#f5f5f5"><b>Date of birth</b></td><td>05/2024</td></tr>
<tr><td style="background:#f5f5f5;vertical-align:top"><b>Message</b></td><td>Dzień dobry, przeprowadziliśmy się niedawno z Poznania. Kotka ma czip i paszport, szczepienia robione w Polsce w marcu. Chcielibyśmy ją zarejestrować i umówić sterylizację. Czy ktoś w klinice mówi po polsku? Najlepiej dzwonić po 17:00. Dziękuję!</td></tr></table>
<p style="font-size:12px;color:#888">Reply directly to this e-mail to answer Tomasz. <a href="https://app.sitewren.com/sites/clochanvets/forms">Manage forms</a></p></div>`,
    headers: [["Reply-To", "Tomasz Zieliński <t.zielinski86@wp.pl>"]],
    enc: "b64",
  },
  {
    family: "sitewren-forms",
    group: "consumer",
    lang: "cy",
    kind: "form-submission",
    code: null,
    link: null,
    from: "Sitewren Forms <forms@sitewren.com>",
    to: ME,
    subject: "New submission: Contact us – clochanvets.ie",
    date: d("Wed", "Oct", 21, "07:58:30"),
    text: `New form submission on clochanvets.ie
Form: Contact us

Name: Elin Pritchard
Email: elin@fferm-bryngwyn.cymru
Phone: +44 1974 298 031
Message:
Bore da,
Diolch am drin Mot (ci defaid) pan oeddem ni ar wyliau yn Connemara ym mis Awst. Mae'r briw ar ei goes wedi gwella'n llwyr. Mae ein milfeddyg yn Aberystwyth yn gofyn am gopi o'r nodiadau clinigol a'r canlyniadau gwaed – allech chi eu hanfon nhw at vets@milfeddygonystwyth.cymru os gwelwch yn dda?
Cofion cynnes,
Elin

---
Reply directly to this e-mail to answer Elin.
Manage forms: https://app.sitewren.com/sites/clochanvets/forms
`,
    html: null,
    headers: [["Reply-To", "Elin Pritchard <elin@fferm-bryngwyn.cymru>"]],
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Ysbyty Milfeddygol Dyfi (Welsh referral hospital)

function dyfiHtml(body: string): string {
  return `<html lang="cy"><body style="margin:0;padding:0;background:#f2f5f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif">
<tr><td style="padding:18px 26px;background:#14324a;color:#fff"><img src="https://www.ysbytydyfi.cymru/delweddau/logo-gwyn.png" alt="Ysbyty Milfeddygol Dyfi | Dyfi Veterinary Referrals" width="220" height="40"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:22px;color:#222">${body}</td></tr>
<tr><td style="padding:14px 26px;background:#e9eef2;font-size:11px;color:#556;line-height:17px">Ysbyty Milfeddygol Dyfi, Parc Busnes Glan yr Afon, Machynlleth SY20 8PQ &middot; 01654 703 880 (24 awr / 24 hours)<br>
<a href="https://www.ysbytydyfi.cymru/preifatrwydd" style="color:#556">Preifatrwydd</a> &middot; <a href="https://www.ysbytydyfi.cymru/en/" style="color:#556">English</a></td></tr></table></td></tr></table></body></html>`;
}

const dyfi: Mail[] = [
  {
    family: "ysbyty-milfeddygol-dyfi",
    group: "regional",
    lang: "cy",
    kind: "referral-received",
    code: null,
    link: null,
    from: "Ysbyty Milfeddygol Dyfi <atgyfeirio@ysbytydyfi.cymru>",
    to: ME,
    subject: "Atgyfeiriad wedi'i dderbyn: NEL (Milgi) – cyf. YMD-26-4471",
    date: d("Tue", "Sep", 8, "15:32:10"),
    text: `Annwyl Glinig Filfeddygol Clochán,

Diolch am atgyfeirio'r claf isod. Rydym wedi derbyn y ffurflen a'r hanes clinigol.

Cyfeirnod:   YMD-26-4471
Claf:        NEL (ci, milgi, benyw, 6 oed)
Perchennog:  Mr a Mrs Hughes, Tywyn
Adran:       Orthopedeg – Dr Ifan Rowlands MRCVS
Apwyntiad:   Dydd Llun 14 Medi 2026, 10:00

Byddwn yn anfon adroddiad llawn atoch ar ôl yr ymgynghoriad. Cysylltwch â ni ar 01654 703 880 os bydd cyflwr y claf yn newid.

Yn gywir,
Tîm Atgyfeirio
Ysbyty Milfeddygol Dyfi
`,
    html: dyfiHtml(`<p>Annwyl Glinig Filfeddygol Clochán,</p>
<p>Diolch am atgyfeirio'r claf isod. Rydym wedi derbyn y ffurflen a'r hanes clinigol.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border:1px solid #d5dde3;width:100%">
<tr><td style="background:#f2f5f7;width:120px">Cyfeirnod</td><td>YMD-26-4471</td></tr>
<tr><td style="background:#f2f5f7">Claf</td><td>NEL (ci, milgi, benyw, 6 oed)</td></tr>
<tr><td style="background:#f2f5f7">Perchennog</td><td>Mr a Mrs Hughes, Tywyn</td></tr>
<tr><td style="background:#f2f5f7">Adran</td><td>Orthopedeg – Dr Ifan Rowlands MRCVS</td></tr>
<tr><td style="background:#f2f5f7">Apwyntiad</td><td>Dydd Llun 14 Medi 2026, 10:00</td></tr></table>
<p>Byddwn yn anfon adroddiad llawn atoch ar ôl yr ymgynghoriad. Cysylltwch â ni ar 01654 703 880 os bydd cyflwr y claf yn newid.</p>
<p>Yn gywir,<br>Tîm Atgyfeirio</p>`),
    enc: "qp",
  },
  {
    family: "ysbyty-milfeddygol-dyfi",
    group: "regional",
    lang: "cy",
    kind: "invite-link",
    code: null,
    link: "https://porth.ysbytydyfi.cymru/gwahoddiad/derbyn?cod=9XK2-PW7M-41TQ",
    from: "Porth Atgyfeirio Dyfi <porth@ysbytydyfi.cymru>",
    to: ME,
    subject: "Gwahoddiad i Borth Atgyfeirio Dyfi / Invitation to the Dyfi Referral Portal",
    date: d("Wed", "Sep", 16, "09:40:00"),
    text: `Annwyl Orla Keane,

Mae Dr Ifan Rowlands wedi'ch gwahodd i ymuno â Phorth Atgyfeirio Dyfi ar ran Clinig Filfeddygol Clochán. Yn y porth gallwch weld adroddiadau, canlyniadau delweddu a chyfarwyddiadau rhyddhau ar gyfer eich cleifion.

Derbyn y gwahoddiad a chreu cyfrinair:
https://porth.ysbytydyfi.cymru/gwahoddiad/derbyn?cod=9XK2-PW7M-41TQ

Mae'r gwahoddiad yn ddilys am 7 diwrnod.

---
Dear Orla Keane, Dr Ifan Rowlands has invited you to the Dyfi Referral Portal for Clochán Veterinary Clinic. Use the link above to accept and set a password (valid for 7 days).
`,
    html: dyfiHtml(`<p>Annwyl Orla Keane,</p>
<p>Mae <b>Dr Ifan Rowlands</b> wedi'ch gwahodd i ymuno â Phorth Atgyfeirio Dyfi ar ran Clinig Filfeddygol Clochán. Yn y porth gallwch weld adroddiadau, canlyniadau delweddu a chyfarwyddiadau rhyddhau ar gyfer eich cleifion.</p>
<p style="text-align:center;margin:22px 0"><a href="https://porth.ysbytydyfi.cymru/gwahoddiad/derbyn?cod=9XK2-PW7M-41TQ" style="background:#1c7c6c;color:#fff;padding:11px 24px;text-decoration:none;border-radius:4px;font-weight:bold">Derbyn y gwahoddiad / Accept invitation</a></p>
<p style="font-size:12px;color:#556">Mae'r gwahoddiad yn ddilys am 7 diwrnod.</p>
<p style="font-size:12px;color:#556" lang="en">Dear Orla Keane, Dr Ifan Rowlands has invited you to the Dyfi Referral Portal for Clochán Veterinary Clinic. Use the button above to accept and set a password (valid for 7 days).</p>`),
    enc: "b64",
  },
  {
    family: "ysbyty-milfeddygol-dyfi",
    group: "regional",
    lang: "en",
    kind: "discharge-report",
    code: null,
    link: null,
    from: "Dyfi Veterinary Referrals <reports@ysbytydyfi.cymru>",
    to: ME,
    subject: "Discharge report: NEL (Greyhound) YMD-26-4471",
    date: d("Fri", "Sep", 18, "16:11:48"),
    text: `Dear colleagues,

Please find attached the discharge summary for NEL (Greyhound, FN, 6y), owners Mr and Mrs Hughes.

Procedure: TPLO, left stifle, 15/09/2026 (Dr Ifan Rowlands MRCVS)
Discharged: 18/09/2026
Medication: meloxicam 1.5 mg/ml, 0.1 mg/kg PO SID x 14 days; gabapentin 10 mg/kg PO TID x 7 days
Recheck radiographs: 6 weeks post-op (we are happy for these to be done at your practice)

Owners have a printed copy of the home-care instructions.

Kind regards,
Dyfi Veterinary Referrals
`,
    html: null,
    attachment: [
      "YMD-26-4471_NEL_discharge.pdf",
      "application/pdf",
      "%PDF-1.5\n% Dyfi Veterinary Referrals discharge YMD-26-4471\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Comann Pònaidh Bharraigh (pony society, Scottish Gaelic)

const comann: Mail[] = [
  {
    family: "comann-ponaidh-bharraigh",
    group: "regional",
    lang: "gd",
    kind: "verify-link",
    code: null,
    link: "https://buill.ponaidhbharraigh.scot/dearbh?id=7731&h=c4e90a1b2f",
    from: "Comann Pònaidh Bharraigh <buill@ponaidhbharraigh.scot>",
    to: ME,
    subject: "Dearbhaich do sheòladh post-d",
    date: d("Fri", "Sep", 11, "18:22:07"),
    text: `A charaid,

Tapadh leibh airson clàradh air làrach nam ball aig Comann Pònaidh Bharraigh mar lighiche-sprèidh oifigeil airson Fèill nam Pònaidhean 2026.

Feuch gun dearbh sibh an seòladh post-d agaibh le bhith a' briogadh air a' cheangal seo:
https://buill.ponaidhbharraigh.scot/dearbh?id=7731&h=c4e90a1b2f

Mairidh an ceangal 3 latha. Mura b' e sibhse a chlàraich, leigibh seachad am post-d seo.

Le deagh dhùrachd,
Catrìona NicNìll
Rùnaire, Comann Pònaidh Bharraigh
Bàgh a' Chaisteil, Eilean Bharraigh HS9 5XD
`,
    html: `<div style="font-family:Georgia,serif;font-size:15px;line-height:23px;color:#2a2a2a;max-width:560px">
<p style="font-size:20px;color:#3d5a80;border-bottom:1px solid #ccd;padding-bottom:8px">Comann Pònaidh Bharraigh</p>
<p>A charaid,</p>
<p>Tapadh leibh airson clàradh air làrach nam ball aig Comann Pònaidh Bharraigh mar lighiche-sprèidh oifigeil airson Fèill nam Pònaidhean 2026.</p>
<p>Feuch gun dearbh sibh an seòladh post-d agaibh:</p>
<p><a href="https://buill.ponaidhbharraigh.scot/dearbh?id=7731&amp;h=c4e90a1b2f" style="color:#3d5a80;font-weight:bold">Dearbhaich mo sheòladh post-d</a></p>
<p style="font-size:13px;color:#666">Mairidh an ceangal 3 latha. Mura b' e sibhse a chlàraich, leigibh seachad am post-d seo.</p>
<p>Le deagh dhùrachd,<br>Catrìona NicNìll<br>Rùnaire</p>
<p style="font-size:11px;color:#888">Comann Pònaidh Bharraigh &middot; Bàgh a' Chaisteil, Eilean Bharraigh HS9 5XD &middot; Carthannas Albannach SC049117</p></div>`,
    enc: "qp",
  },
  {
    family: "comann-ponaidh-bharraigh",
    group: "regional",
    lang: "gd",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Comann Pònaidh Bharraigh <naidheachdan@ponaidhbharraigh.scot>",
    to: ME,
    subject: "Naidheachdan an Fhoghair – Fèill nam Pònaidhean, 10 Dàmhair",
    date: d("Fri", "Oct", 2, "12:00:00"),
    text: `NAIDHEACHDAN AN FHOGHAIR 2026

Fèill nam Pònaidhean
Disathairne 10 Dàmhair 2026, Pàirc Bhàgh a' Chaisteil, 11:00–16:00
Tha 34 pònaidhean clàraichte am bliadhna. Bidh an lighiche-sprèidh oifigeil a' sgrùdadh nan searrach aig 10:00.
Cìs inntrigidh: £5 (clann an-asgaidh)

Aiseag
Bidh an t-aiseag à Òban aig 07:50 Dihaoine. Thoiribh an aire: feumaidh cead-siubhail sprèidh a bhith agaibh airson pònaidhean a' tighinn à Èirinn.

Coinneamh Bhliadhnail
Diciadain 25 Samhain 2026, 19:30, Talla a' Bhàigh.

Gus sgur de na naidheachdan seo fhaighinn: https://buill.ponaidhbharraigh.scot/naidheachdan/sguir
`,
    html: null,
    headers: [["List-Unsubscribe", "<https://buill.ponaidhbharraigh.scot/naidheachdan/sguir>"]],
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Dyżurka (staff rota app, Polish locale)

const dyzurka: Mail[] = [
  {
    family: "dyzurka-app",
    group: "consumer",
    lang: "pl",
    kind: "login-code",
    code: "318552",
    link: null,
    from: "Dyżurka <bez-odpowiedzi@dyzurka.app>",
    to: "Agnieszka Nowak <rota@clochanvets.ie>",
    subject: "Kod logowania do Dyżurki: 318 552",
    date: d("Sun", "Sep", 20, "20:05:36"),
    text: `Cześć Agnieszko,

Twój kod logowania do aplikacji Dyżurka:

318 552

Kod jest ważny przez 15 minut. Jeśli to nie Ty próbujesz się zalogować, zignoruj tę wiadomość – Twoje konto jest bezpieczne.

Zespół Dyżurka
Dyżurka sp. z o.o., ul. Półwiejska 32, 61-888 Poznań
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff"><tr><td align="center" style="padding:24px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:Inter,Arial,sans-serif;color:#1e1b4b">
<tr><td style="padding:24px 28px 0;font-size:20px;font-weight:700;color:#4338ca">dyżurka</td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:23px">Cześć Agnieszko,<br>Twój kod logowania do aplikacji Dyżurka:</td></tr>
<tr><td align="center" style="padding:8px 28px 16px"><table cellpadding="0" cellspacing="4"><tr>
<td style="width:40px;height:50px;background:#eef2ff;border-radius:6px;font-size:26px;font-weight:700;text-align:center">3</td>
<td style="width:40px;height:50px;background:#eef2ff;border-radius:6px;font-size:26px;font-weight:700;text-align:center">1</td>
<td style="width:40px;height:50px;background:#eef2ff;border-radius:6px;font-size:26px;font-weight:700;text-align:center">8</td>
<td style="width:14px"></td>
<td style="width:40px;height:50px;background:#eef2ff;border-radius:6px;font-size:26px;font-weight:700;text-align:center">5</td>
<td style="width:40px;height:50px;background:#eef2ff;border-radius:6px;font-size:26px;font-weight:700;text-align:center">5</td>
<td style="width:40px;height:50px;background:#eef2ff;border-radius:6px;font-size:26px;font-weight:700;text-align:center">2</td>
</tr></table></td></tr>
<tr><td style="padding:0 28px 24px;font-size:13px;line-height:20px;color:#6b7280">Kod jest ważny przez 15 minut. Jeśli to nie Ty próbujesz się zalogować, zignoruj tę wiadomość – Twoje konto jest bezpieczne.</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #eee;font-size:11px;color:#9ca3af">Dyżurka sp. z o.o., ul. Półwiejska 32, 61-888 Poznań &middot; <a href="https://dyzurka.app/polityka-prywatnosci" style="color:#9ca3af">Polityka prywatności</a> &middot; <a href="https://pomoc.dyzurka.app" style="color:#9ca3af">Pomoc</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "dyzurka-app",
    group: "consumer",
    lang: "pl",
    kind: "shift-swap",
    code: null,
    link: null,
    from: "Dyżurka <powiadomienia@dyzurka.app>",
    to: "Agnieszka Nowak <rota@clochanvets.ie>",
    subject: "Zamiana dyżuru zaakceptowana: Agnieszka Nowak ↔ Ciarán Joyce",
    date: d("Wed", "Oct", 14, "08:44:19"),
    text: `Zamiana dyżuru została zaakceptowana.

Grafik: Clochán Veterinary Clinic – pielęgniarki (RVN)
Agnieszka Nowak oddaje: sobota 24.10.2026, 09:00–13:00
Ciarán Joyce oddaje: wtorek 27.10.2026, 14:00–19:00

Zaakceptował(a): Orla Keane, 14.10.2026 08:44
Godziny w tym tygodniu: Agnieszka 38,5 h · Ciarán 36 h

Grafik został zaktualizowany, a oboje pracownicy dostali powiadomienie w aplikacji.
`,
    html:
      `<div style="font-family:Inter,Arial,sans-serif;font-size:14px;line-height:22px;color:#1e1b4b;max-width:520px">
<p style="font-size:18px;font-weight:700;color:#4338ca">Zamiana dyżuru zaakceptowana</p>
<p>Grafik: <b>Clochán Veterinary Clinic – pielęgniarki (RVN)</b></p>
<table cellpadding="8" cellspacing="0" style="width:100%;background:#f5f3ff;border-radius:8px">
<tr><td><b>Agnieszka Nowak</b> oddaje</td><td>sobota 24.10.2026, 09:00–13:00</td></tr>
<tr><td><b>Ciarán Joyce</b> oddaje</td><td>wtorek 27.10.2026, 14:00–19:00</td></tr></table>
<p style="font-size:13px;color:#6b7280">Zaakceptował(a): Orla Keane, 14.10.2026 08:44 &middot; Godziny w tym tygodniu: Agnieszka 38,5 h, Ciarán 36 h</p>
<p>Grafik został zaktualizowany, a oboje pracownicy dostali powiadomienie w aplikacji. <a href="https://app.dyzurka.app/grafik" style="color:#4338ca">Otwórz grafik</a></p></div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Sonokraft (ultrasound maker, German)

const sonokraft: Mail[] = [
  {
    family: "sonokraft-medtech",
    group: "consumer",
    lang: "de",
    kind: "service-report",
    code: null,
    link: null,
    from: "Sonokraft Service <service@sonokraft.de>",
    to: ME,
    subject: "Servicebericht SR-2026-10-0387 – VetScan C5 (SN 5C5-118204)",
    date: d("Thu", "Oct", 8, "14:19:52", "+0200"),
    text: `Sehr geehrte Frau Keane,

anbei erhalten Sie den Servicebericht zur Fernwartung Ihres Ultraschallgeräts.

Servicefall:     SR-2026-10-0387
Gerät:           Sonokraft VetScan C5, Seriennummer 5C5-118204
Durchgeführt:    07.10.2026, 16:05–16:40 (Fernzugriff)
Techniker:       Jonas Brettschneider
Befund:          Firmware 4.2.1 → 4.3.0 aktualisiert, Konvexsonde C3-8 geprüft (ohne Befund), Bildspeicher bereinigt (82 % → 31 %)
Kosten:          im Wartungsvertrag WV-IE-0219 enthalten

Die nächste planmäßige Wartung ist für April 2027 vorgesehen.

Mit freundlichen Grüßen
Ihr Sonokraft Service-Team
Sonokraft Medizintechnik GmbH · Robert-Bosch-Str. 14 · 72160 Horb am Neckar
Service-Hotline: +49 7451 62 90 400 (Mo–Fr 8–17 Uhr MEZ)
`,
    html: null,
    attachment: [
      "Servicebericht_SR-2026-10-0387.pdf",
      "application/pdf",
      "%PDF-1.4\n% Sonokraft Servicebericht SR-2026-10-0387\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "qp",
  },
  {
    family: "sonokraft-medtech",
    group: "consumer",
    lang: "de",
    kind: "contract-renewal",
    code: null,
    link: null,
    from: "Sonokraft Vertragsservice <vertrag@sonokraft.de>",
    to: ME,
    subject: "Ihr Wartungsvertrag WV-IE-0219 verlängert sich zum 01.01.2027",
    date: d("Mon", "Oct", 26, "09:08:41", "+0100"),
    text: `Sehr geehrte Frau Keane,

Ihr Wartungsvertrag WV-IE-0219 für den Sonokraft VetScan C5 (SN 5C5-118204) verlängert sich automatisch um zwölf Monate zum 01.01.2027.

Leistungsumfang: Fernwartung, eine Vor-Ort-Inspektion pro Jahr, Leihgerät innerhalb von 72 Stunden
Jahresgebühr 2027: 1.140,00 € netto (2026: 1.090,00 €)
Abrechnung: jährlich im Voraus, Rechnung im Januar

Eine Kündigung ist bis zum 30.11.2026 schriftlich möglich. Bei Fragen erreichen Sie uns unter +49 7451 62 90 410.

Mit freundlichen Grüßen
Sonokraft Vertragsservice

Sonokraft Medizintechnik GmbH · Robert-Bosch-Str. 14 · 72160 Horb am Neckar
Geschäftsführer: Dr. Katrin Aldinger · Amtsgericht Stuttgart HRB 742118
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eceff1"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#263238">
<tr><td style="padding:16px 24px;border-bottom:1px solid #cfd8dc"><img src="https://portal.sonokraft.de/static/logo.png" alt="Sonokraft Medizintechnik" width="170" height="32"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:22px">Sehr geehrte Frau Keane,<br><br>Ihr Wartungsvertrag <b>WV-IE-0219</b> für den Sonokraft VetScan C5 (SN 5C5-118204) verlängert sich automatisch um zwölf Monate zum <b>01.01.2027</b>.</td></tr>
<tr><td style="padding:0 24px 20px"><table cellpadding="6" cellspacing="0" width="100%" style="font-size:13px;background:#f5f7f8">
<tr><td style="color:#607d8b">Leistungsumfang</td><td>Fernwartung, eine Vor-Ort-Inspektion pro Jahr, Leihgerät innerhalb von 72 Stunden</td></tr>
<tr><td style="color:#607d8b">Jahresgebühr 2027</td><td>1.140,00 € netto (2026: 1.090,00 €)</td></tr>
<tr><td style="color:#607d8b">Abrechnung</td><td>jährlich im Voraus, Rechnung im Januar</td></tr></table></td></tr>
<tr><td style="padding:0 24px 24px;font-size:13px;color:#607d8b">Eine Kündigung ist bis zum 30.11.2026 schriftlich möglich. Bei Fragen erreichen Sie uns unter +49 7451 62 90 410.</td></tr>
<tr><td style="padding:14px 24px;background:#f5f7f8;font-size:10px;color:#90a4ae;line-height:15px">Sonokraft Medizintechnik GmbH &middot; Robert-Bosch-Str. 14 &middot; 72160 Horb am Neckar<br>Geschäftsführer: Dr. Katrin Aldinger &middot; Amtsgericht Stuttgart HRB 742118 &middot; <a href="https://www.sonokraft.de/datenschutz" style="color:#90a4ae">Datenschutz</a> &middot; <a href="https://www.sonokraft.de/impressum" style="color:#90a4ae">Impressum</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Chipwijzer (Dutch pet microchip registry)

const chipwijzer: Mail[] = [
  {
    family: "chipwijzer",
    group: "regional",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link: "https://mijn.chipwijzer.nl/praktijk/activeren?token=cw-8d2f61a0-49be-4c17",
    from: "Chipwijzer <info@chipwijzer.nl>",
    to: ME,
    subject: "Activeer uw praktijkaccount bij Chipwijzer",
    date: d("Wed", "Sep", 30, "11:36:25", "+0200"),
    text: `Geachte mevrouw Keane,

U heeft een praktijkaccount aangevraagd bij Chipwijzer, de databank voor gechipte gezelschapsdieren. Met dit account kunt u chipnummers van buitenlandse dieren opzoeken en een registratie overdragen.

Praktijk: Clochán Veterinary Clinic, Clifden (Ierland)
VCI-registratienummer: 0004417

Activeer uw account via onderstaande link:
https://mijn.chipwijzer.nl/praktijk/activeren?token=cw-8d2f61a0-49be-4c17

Deze link is 48 uur geldig.

Met vriendelijke groet,
Chipwijzer
Postbus 2210, 3500 GE Utrecht · 030 760 44 10
`,
    html: `<div style="font-family:Verdana,Arial,sans-serif;font-size:13px;line-height:20px;color:#333;max-width:580px">
<div style="background:#ff7a00;color:#fff;padding:12px 18px;font-size:17px;font-weight:bold">Chipwijzer</div>
<div style="padding:18px;border:1px solid #ffd2ad;border-top:0">
<p>Geachte mevrouw Keane,</p>
<p>U heeft een praktijkaccount aangevraagd bij Chipwijzer, de databank voor gechipte gezelschapsdieren. Met dit account kunt u chipnummers van buitenlandse dieren opzoeken en een registratie overdragen.</p>
<p>Praktijk: <b>Clochán Veterinary Clinic, Clifden (Ierland)</b><br>VCI-registratienummer: 0004417</p>
<p><a href="https://mijn.chipwijzer.nl/praktijk/activeren?token=cw-8d2f61a0-49be-4c17" style="background:#ff7a00;color:#fff;padding:9px 18px;text-decoration:none;font-weight:bold">Account activeren</a></p>
<p style="font-size:11px;color:#777">Deze link is 48 uur geldig.</p>
<p>Met vriendelijke groet,<br>Chipwijzer</p></div>
<p style="font-size:10px;color:#999;padding:8px 18px">Chipwijzer &middot; Postbus 2210, 3500 GE Utrecht &middot; 030 760 44 10 &middot; <a href="https://www.chipwijzer.nl/privacy" style="color:#999">Privacyverklaring</a></p></div>`,
    enc: "qp",
  },
  {
    family: "chipwijzer",
    group: "regional",
    lang: "nl",
    kind: "registration-notice",
    code: null,
    link: null,
    from: "Chipwijzer <info@chipwijzer.nl>",
    to: ME,
    subject: "Opzoeking chipnummer 528210004417392 – eigenaar geïnformeerd",
    date: d("Fri", "Oct", 16, "15:02:37", "+0200"),
    text: `Geachte mevrouw Keane,

Uw praktijk heeft op 16-10-2026 om 14:58 het chipnummer 528210004417392 opgezocht (hond, Friese stabij, reu).

Het dier staat geregistreerd op naam van een eigenaar in Leeuwarden. Volgens onze privacyregels delen wij de gegevens van de eigenaar niet; wij hebben de eigenaar per e-mail en sms laten weten dat het dier bij uw praktijk is gemeld, met uw telefoonnummer 095 21 477.

U hoeft verder niets te doen.

Met vriendelijke groet,
Chipwijzer
`,
    html: null,
    enc: "8bit",
  },
];

const sitewrenMore: Mail[] = [
  {
    family: "sitewren-forms",
    group: "consumer",
    lang: "pt",
    kind: "form-submission",
    code: null,
    link: null,
    from: "Sitewren Forms <forms@sitewren.com>",
    to: ME,
    subject: "New submission: Out-of-hours enquiry – clochanvets.ie",
    date: d("Sat", "Oct", 31, "23:14:02", "+0000"),
    text: `New form submission on clochanvets.ie
Form: Out-of-hours enquiry

Name: Larissa Monteiro
Email: larissa.monteiro@gmail.com
Phone: 083 402 7715
Message:
Boa noite, a minha gata (Jabuticaba, 2 anos) comeu um pedaço de lírio do ramo de flores há cerca de uma hora. Ainda não vomitou e parece normal. Liguei para o número de urgência mas a chamada caiu. Devo levá-la já? Moro em Letterfrack, a 15 minutos. Obrigada.

---
Out-of-hours forms are also sent by SMS to the on-call number.
Reply directly to this e-mail to answer Larissa.
`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#333">
<p style="color:#888;font-size:12px">New form submission on <b>clochanvets.ie</b> &middot; Form: Out-of-hours enquiry</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:560px">
<tr><td style="background:#f5f5f5;width:90px"><b>Name</b></td><td>Larissa Monteiro</td></tr>
<tr><td style="background:#f5f5f5"><b>Email</b></td><td><a href="mailto:larissa.monteiro@gmail.com">larissa.monteiro@gmail.com</a></td></tr>
<tr><td style="background:#f5f5f5"><b>Phone</b></td><td>083 402 7715</td></tr>
<tr><td style="background:#f5f5f5;vertical-align:top"><b>Message</b></td><td>Boa noite, a minha gata (Jabuticaba, 2 anos) comeu um pedaço de lírio do ramo de flores há cerca de uma hora. Ainda não vomitou e parece normal. Liguei para o número de urgência mas a chamada caiu. Devo levá-la já? Moro em Letterfrack, a 15 minutos. Obrigada.</td></tr></table>
<p style="font-size:12px;color:#888">Out-of-hours forms are also sent by SMS to the on-call number. Reply directly to this e-mail to answer Larissa.</p></div>`,
    headers: [["Reply-To", "Larissa Monteiro <larissa.monteiro@gmail.com>"]],
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Congreso VetIberia (Spanish congress)

const vetiberia: Mail[] = [
  {
    family: "vetiberia-congreso",
    group: "regional",
    lang: "es",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "Congreso VetIberia 2026 <inscripciones@vetiberia.es>",
    to: ME,
    subject: "Inscripción confirmada – Congreso VetIberia 2026 (Santiago de Compostela)",
    date: d("Tue", "Sep", 29, "12:48:30", "+0200"),
    text: `Estimada Orla Keane:

Su inscripción en el Congreso VetIberia 2026 ha sido confirmada y el pago se ha recibido correctamente.

Número de inscripción: VI26-02184
Modalidad: Gestión de clínicas (2 días) + cena de gala
Fechas: 19 y 20 de noviembre de 2026
Sede: Palacio de Congresos, Santiago de Compostela
Importe abonado: 395,00 € (IVA incluido), tarjeta terminada en 4821

Recogida de acreditaciones: jueves 19 de noviembre desde las 8:00, presentando un documento de identidad.
La factura está disponible en su área personal.

Reciba un cordial saludo,
Secretaría Técnica – Congreso VetIberia
Tel. +34 981 55 20 14
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f3ee"><tr><td align="center" style="padding:24px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;color:#333">
<tr><td><img src="https://www.vetiberia.es/mailing/2026/cabecera.jpg" alt="Congreso VetIberia 2026 · Santiago de Compostela · 19-20 noviembre" width="600" height="150" style="display:block"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:22px">
<p>Estimada Orla Keane:</p>
<p>Su inscripción en el <b>Congreso VetIberia 2026</b> ha sido confirmada y el pago se ha recibido correctamente.</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:13px;border-top:2px solid #a4343a">
<tr><td style="color:#777">Número de inscripción</td><td>VI26-02184</td></tr>
<tr><td style="color:#777">Modalidad</td><td>Gestión de clínicas (2 días) + cena de gala</td></tr>
<tr><td style="color:#777">Fechas</td><td>19 y 20 de noviembre de 2026</td></tr>
<tr><td style="color:#777">Sede</td><td>Palacio de Congresos, Santiago de Compostela</td></tr>
<tr><td style="color:#777">Importe abonado</td><td>395,00 € (IVA incluido) · tarjeta •••• 4821</td></tr></table>
<p>Recogida de acreditaciones: jueves 19 de noviembre desde las 8:00, presentando un documento de identidad. La factura está disponible en su <a href="https://www.vetiberia.es/area-personal" style="color:#a4343a">área personal</a>.</p>
<p>Reciba un cordial saludo,<br>Secretaría Técnica – Congreso VetIberia</p></td></tr>
<tr><td style="padding:14px 30px;background:#a4343a;color:#f4dcdc;font-size:11px;line-height:16px">Secretaría Técnica VetIberia · Rúa do Hórreo 61, 15702 Santiago de Compostela · +34 981 55 20 14<br>
<a href="https://www.vetiberia.es/privacidad" style="color:#fff">Política de privacidad</a> · <a href="https://twitter.com/vetiberia" style="color:#fff">@vetiberia</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "vetiberia-congreso",
    group: "regional",
    lang: "es",
    kind: "event-info",
    code: null,
    link: null,
    from: "Congreso VetIberia 2026 <inscripciones@vetiberia.es>",
    to: ME,
    subject: "Información práctica: programa definitivo y alojamiento",
    date: d("Thu", "Oct", 29, "10:00:00", "+0100"),
    text: `Estimada congresista:

Ya está publicado el programa definitivo del Congreso VetIberia 2026 (19–20 de noviembre).

- Sala 2, jueves 11:30: "Indicadores clave en la clínica pequeña: ticket medio, ocupación y stock"
- Sala 2, viernes 9:00: "Turnos de urgencias sin quemar al equipo"
- Cena de gala: jueves 21:00, Hostal dos Reis Católicos (traje informal)

Hoteles con tarifa de congreso hasta el 5 de noviembre (código de reserva de grupo VETIB26; no es un descuento, identifica el bloque de habitaciones).

Programa completo: https://www.vetiberia.es/programa

Secretaría Técnica – Congreso VetIberia
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Comharchumann na mBeann (local Gaeltacht co-op)

const comharchumann: Mail[] = [
  {
    family: "comharchumann-na-mbeann",
    group: "regional",
    lang: "ga",
    kind: "statement",
    code: null,
    link: null,
    from: "Comharchumann na mBeann <cuntais@comharchumannnambeann.ie>",
    to: ME,
    subject: "Ráiteas cuntais – Meán Fómhair 2026 – Cuntas 00871",
    date: d("Fri", "Oct", 2, "16:30:12"),
    text: `A chara,

Seo thíos achoimre ar do chuntas don mhí Meán Fómhair 2026. Tá an ráiteas iomlán ceangailte.

Cuntas:                 00871 – Clinic Tréidliachta an Chlocháin
Iarmhéid tosaigh:       €318.40
Earraí (gual, beatha ainmhithe, sábh-dhusta): €412.75
Íocaíochtaí:            €318.40
Iarmhéid le híoc:       €412.75 faoi 31/10/2026

Is féidir íoc ag an gcuntar sa siopa, nó trí aistriú bainc chuig IBAN IE64 CUAN 9900 4412 0087 10 ag lua uimhir do chuntais.

Go raibh maith agat as do ghnó.

Máire Ní Ghionnáin
Oifig na gCuntas, Comharchumann na mBeann, Baile na hInse, Co. na Gaillimhe H91 C8N7
Fón: 095 34 220
`,
    html: null,
    attachment: [
      "Raiteas_00871_2026-09.pdf",
      "application/pdf",
      "%PDF-1.3\n% Comharchumann na mBeann raiteas 00871 2026-09\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "8bit",
  },
  {
    family: "comharchumann-na-mbeann",
    group: "regional",
    lang: "ga",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Comharchumann na mBeann <nuacht@comharchumannnambeann.ie>",
    to: ME,
    subject: "Nuacht an Chomharchumainn – Deireadh Fómhair 2026",
    date: d("Thu", "Oct", 22, "11:00:00"),
    text: `NUACHT AN CHOMHARCHUMAINN – DEIREADH FÓMHAIR 2026

Oíche eolais do fheirmeoirí caorach
Déardaoin 5 Samhain, 20:00, Halla an Phobail. Beidh tréidlia ó Chlinic an Chlocháin ag caint faoi phlánaí inmheánacha agus faoi fhrithsheasmhacht.

Beatha gheimhridh
Tá ciúbanna caorach (25 kg) ar €14.50 go dtí deireadh na míosa.

Cruinniú Cinn Bhliana
Dé Máirt 24 Samhain 2026, 19:30. Fáilte roimh gach ball.

Uaireanta an tsiopa: Luan–Satharn 09:00–18:00 | 095 34 220
Mura mian leat an nuachtlitir seo a fháil: https://comharchumannnambeann.ie/nuacht/diliostail
`,
    html: `<div style="font-family:Georgia,serif;max-width:600px;margin:0 auto;color:#2b2b2b">
<div style="background:#3b6e2f;color:#fff;padding:18px 22px"><span style="font-size:22px">Comharchumann na mBeann</span><br><span style="font-size:13px">Nuacht an Chomharchumainn · Deireadh Fómhair 2026</span></div>
<img src="https://comharchumannnambeann.ie/nuacht/2026-10/caoirigh.jpg" alt="Caoirigh ar an sliabh" width="600" height="200" style="display:block">
<div style="padding:18px 22px;font-size:15px;line-height:23px">
<h3 style="color:#3b6e2f;margin:0 0 6px">Oíche eolais do fheirmeoirí caorach</h3>
<p style="margin:0 0 16px">Déardaoin 5 Samhain, 20:00, Halla an Phobail. Beidh tréidlia ó Chlinic an Chlocháin ag caint faoi phlánaí inmheánacha agus faoi fhrithsheasmhacht.</p>
<h3 style="color:#3b6e2f;margin:0 0 6px">Beatha gheimhridh</h3>
<p style="margin:0 0 16px">Tá ciúbanna caorach (25 kg) ar <b>€14.50</b> go dtí deireadh na míosa.</p>
<h3 style="color:#3b6e2f;margin:0 0 6px">Cruinniú Cinn Bhliana</h3>
<p style="margin:0 0 16px">Dé Máirt 24 Samhain 2026, 19:30. Fáilte roimh gach ball.</p></div>
<div style="padding:12px 22px;background:#eef3ec;font-family:Arial,sans-serif;font-size:11px;color:#666">Comharchumann na mBeann, Baile na hInse, Co. na Gaillimhe H91 C8N7 · 095 34 220 · Luan–Satharn 09:00–18:00<br>
<a href="https://www.facebook.com/comharchumannnambeann" style="color:#3b6e2f">Facebook</a> · <a href="https://comharchumannnambeann.ie/nuacht/diliostail" style="color:#3b6e2f">Díliostáil</a></div></div>`,
    headers: [["List-Unsubscribe", "<https://comharchumannnambeann.ie/nuacht/diliostail>"]],
    enc: "b64",
  },
];

export const mails: Mail[] = [
  ...vetlyra,
  ...lochlann,
  ...braddan,
  ...pawcrest,
  ...tearmann,
  ...tapwell,
  ...cuanbridge,
  ...paydrift,
  ...cillAodain,
  ...ledgerwick,
  ...caorthann,
  ...cpdgrove,
  ...currach,
  ...boscapod,
  ...ceolfon,
  ...sitewren,
  ...sitewrenMore,
  ...dyfi,
  ...comann,
  ...dyzurka,
  ...sonokraft,
  ...chipwijzer,
  ...vetiberia,
  ...comharchumann,
];
