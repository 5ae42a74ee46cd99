/**
 * The inbox of the country coordinator of a small health NGO working in Haiti and the Dominican Republic over
 * two months: donor CRM, grant portal, shared drive, banks, mobile money, remittances, suppliers and volunteers.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Nadège Pierre-Louis <nadege.pierrelouis@lakaysante.org>";

// ---------------------------------------------------------------- Kotizan CRM

function kotizan_page(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Kotizan</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;">
<div style="display:none;max-height:0;overflow:hidden;color:#f2f4f7;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f4f7;">
<tr><td align="center" style="padding:28px 12px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e3e7ee;">
<img src="https://static.kotizan.io/mail/logo-kotizan-2x.png" width="118" height="30" alt="Kotizan" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#1f2933;">
${body}
</td></tr>
<tr><td style="padding:18px 32px 26px;background:#f8fafc;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#7b8794;">
Kotizan Nonprofit Cloud &middot; 1180 Peachtree St NE, Suite 400, Atlanta, GA 30309<br>
<a href="https://kotizan.io/help?utm_source=email" style="color:#7b8794;">Help center</a> &middot;
<a href="https://kotizan.io/legal/privacy?utm_source=email" style="color:#7b8794;">Privacy</a> &middot;
<a href="https://kotizan.io/status" style="color:#7b8794;">Status</a><br>
&copy; 2026 Kotizan, Inc. You are receiving this because you are a user of the Lakay Santé workspace.
</td></tr>
</table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- GrantTrail

function granttrail_page(title: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body bgcolor="#ffffff" style="font-family:Georgia,'Times New Roman',serif;color:#222;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #c9c9c9;">
<tr><td bgcolor="#1d3b2a" style="padding:14px 20px;color:#ffffff;font-size:20px;font-weight:bold;">GrantTrail <span style="font-weight:normal;font-size:13px;color:#b9d3c2;">Funder Reporting Portal</span></td></tr>
<tr><td style="padding:20px 24px 6px;font-size:18px;color:#1d3b2a;"><b>${title}</b></td></tr>
<tr><td style="padding:6px 24px 22px;font-size:14px;line-height:21px;">
${body}
</td></tr>
<tr><td style="padding:12px 24px;border-top:1px solid #c9c9c9;font-size:11px;color:#666;font-family:Arial,sans-serif;">
This is an automated message from GrantTrail on behalf of your funder. Replies to this address are not monitored.
Questions about a grant should go to your program officer. GrantTrail Systems Ltd, 21 Lower Leeson Street, Dublin 2, D02 X285, Ireland.
<a href="https://www.granttrail.net/support">Support</a> | <a href="https://www.granttrail.net/privacy">Privacy notice</a>
</td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Mapou Drive

function mapou_page(lang: string, body: string, foot: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<style>a.btn{background:#0b7a57;color:#fff!important;text-decoration:none;padding:11px 22px;border-radius:20px;display:inline-block;font-weight:600}</style></head>
<body style="margin:0;background:#ffffff;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="520" cellspacing="0" cellpadding="0" style="margin:24px auto;">
<tr><td style="padding:0 0 18px;"><img src="https://cdn.mapoudrive.com/email/mapou-wordmark.png" alt="Mapou Drive" width="132" height="28"></td></tr>
<tr><td style="border:1px solid #dadce0;border-radius:8px;padding:26px 28px;font-size:14px;line-height:21px;color:#3c4043;">
${body}
</td></tr>
<tr><td style="padding:16px 4px;font-size:11px;line-height:16px;color:#80868b;">${foot}<br>
Mapou Drive SAS, 14 rue des Tanneurs, 69002 Lyon, France</td></tr>
</table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Palabre

function palabre_page(body: string, foot: string): string {
  return `<html><body style="margin:0;background:#efeaf7;">
<center>
<table cellpadding="0" cellspacing="0" width="100%" style="max-width:560px;background:#efeaf7;"><tr><td style="padding:30px 16px;">
<table cellpadding="0" cellspacing="0" width="100%" style="background:#ffffff;border-radius:14px;">
<tr><td style="padding:26px 30px 0;"><img src="https://assets.palabre.video/m/palabre-logo.png" width="104" alt="Palabre"></td></tr>
<tr><td style="padding:18px 30px 30px;font-family:Inter,Arial,sans-serif;font-size:15px;line-height:24px;color:#2b2340;">
${body}
</td></tr></table>
<p style="font-family:Inter,Arial,sans-serif;font-size:11px;color:#8a7fa3;text-align:center;line-height:17px;">${foot}<br>
Palabre Communications Inc. &bull; 2050 rue de Bleury, Montréal (Québec) H3A 2J5<br>
<a href="https://palabre.video/aide" style="color:#8a7fa3;">Aide</a> &bull; <a href="https://palabre.video/confidentialite" style="color:#8a7fa3;">Confidentialité</a></p>
</td></tr></table></center></body></html>`;
}

// ---------------------------------------------------------------- LajanVit

function lajanvit_page(head: string, rows: [string, string][], after: string): string {
  const table = rows.map(([k, v]) =>
    `<tr><td style="padding:7px 0;color:#6b6b6b;border-bottom:1px dashed #e2e2e2;">${k}</td><td align="right" style="padding:7px 0;font-weight:bold;border-bottom:1px dashed #e2e2e2;">${v}</td></tr>`
  ).join("\n");
  return `<html><head><meta charset="utf-8"></head><body style="background:#fff5e6;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #e85d04;">
<tr><td style="padding:18px 24px;"><img src="https://lajanvit.ht/img/mail/logo-lajanvit.png" alt="LajanVit" height="34"></td></tr>
<tr><td style="padding:0 24px 8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;">${head}</td></tr>
<tr><td style="padding:0 24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;">
<table width="100%" cellpadding="0" cellspacing="0">
${table}
</table></td></tr>
<tr><td style="padding:0 24px 20px;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#444;line-height:19px;">${after}</td></tr>
<tr><td style="padding:14px 24px;background:#2d2d2d;font-family:Arial,Helvetica,sans-serif;font-size:11px;color:#bbbbbb;line-height:16px;">
LajanVit S.A. &mdash; 48, Route de Delmas, Delmas 33, Port-au-Prince, Haïti<br>
Sèvis kliyan: *202 oswa +509 2813-2020 &middot; <a href="https://lajanvit.ht/kondisyon" style="color:#f4a261;">Kondisyon</a> &middot; <a href="https://lajanvit.ht/vi-prive" style="color:#f4a261;">Vi prive</a><br>
<a href="https://play.google.com/store/apps/details?id=ht.lajanvit.app"><img src="https://lajanvit.ht/img/mail/google-play-ht.png" alt="Jwenn li sou Google Play" height="30"></a>
<a href="https://apps.apple.com/ht/app/lajanvit/id1588241907"><img src="https://lajanvit.ht/img/mail/app-store-ht.png" alt="Telechaje sou App Store" height="30"></a>
</td></tr></table></td></tr></table></body></html>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ Kotizan CRM
  {
    family: "kotizan-crm",
    group: "consumer",
    lang: "en",
    kind: "donation-received",
    code: null,
    link: null,
    from: "Kotizan Notifications <notify@kotizan.io>",
    to: ME,
    subject: "New gift: $250.00 from Margaret Okafor (recurring)",
    date: "Tue, 01 Sep 2026 07:14:09 -0400",
    text: `A new gift was recorded in Lakay Santé.

Donor: Margaret Okafor (constituent #10482)
Amount: $250.00 USD, monthly recurring (payment 7 of 12)
Fund: Maternal Health - Sud-Est
Payment: Visa ending 4471
Received: September 1, 2026 at 6:58 AM EDT
Receipt number: LS-2026-003318 (sent to donor automatically)

View the gift: https://app.kotizan.io/lakay-sante/gifts/88213004

To change which gifts send you a notification, go to Settings > Notifications.

Kotizan Nonprofit Cloud, 1180 Peachtree St NE, Suite 400, Atlanta, GA 30309
`,
    html: kotizan_page(
      "Margaret Okafor gave $250.00 to Maternal Health - Sud-Est",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:bold;">New gift: $250.00</p>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;">
<tr><td style="padding:6px 0;color:#7b8794;width:150px;">Donor</td><td style="padding:6px 0;">Margaret Okafor <span style="color:#7b8794;">(#10482)</span></td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">Amount</td><td style="padding:6px 0;">$250.00 USD &middot; monthly (7 of 12)</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">Fund</td><td style="padding:6px 0;">Maternal Health - Sud-Est</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">Payment</td><td style="padding:6px 0;">Visa &bull;&bull;&bull;&bull; 4471</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">Received</td><td style="padding:6px 0;">Sep 1, 2026, 6:58 AM EDT</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">Receipt</td><td style="padding:6px 0;">LS-2026-003318</td></tr>
</table>
<p style="margin:22px 0 0;"><a href="https://app.kotizan.io/lakay-sante/gifts/88213004" style="color:#2563eb;">View gift in Kotizan &rarr;</a></p>
<p style="margin:18px 0 0;font-size:13px;color:#7b8794;">Manage these alerts under Settings &gt; Notifications.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "kotizan-crm",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Kotizan <security@kotizan.io>",
    to: ME,
    subject: "604218 is your Kotizan sign-in code",
    date: "Mon, 07 Sep 2026 09:02:41 -0400",
    text: `Hi Nadège,

Use this code to finish signing in to Kotizan:

    604 218

It expires in 10 minutes. We asked for it because you signed in from a new browser
(Chrome on Windows, near Port-au-Prince, HT).

If you did not try to sign in, change your password and contact your workspace admin.

- The Kotizan team
https://kotizan.io/help
`,
    html: kotizan_page(
      "Your code expires in 10 minutes.",
      `<p style="margin:0 0 12px;">Hi Nadège,</p>
<p style="margin:0 0 18px;">Use this code to finish signing in to Kotizan:</p>
<div style="margin:0 0 18px;padding:16px 0;background:#eef2ff;border-radius:6px;text-align:center;font-family:'Courier New',monospace;font-size:32px;letter-spacing:8px;font-weight:bold;color:#1e3a8a;">604 218</div>
<p style="margin:0 0 12px;font-size:14px;">It expires in 10 minutes. We asked for it because you signed in from a new browser (Chrome on Windows, near Port-au-Prince, HT).</p>
<p style="margin:0;font-size:13px;color:#7b8794;">If you did not try to sign in, change your password and contact your workspace admin.</p>`,
    ),
    enc: "8bit",
  },
  {
    family: "kotizan-crm",
    group: "consumer",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://links.kotizan.io/ls/click?upn=u001.Qm9Xc2l6ZV9pbnZpdGU-3D&t=7f21c0d9e4",
    from: "Kotizan <invitations@kotizan.io>",
    to: ME,
    subject: "Jean-Baptiste Moïse vous invite dans l'espace « Lakay Santé – Bureau Jacmel »",
    date: "Thu, 10 Sep 2026 15:47:12 -0400",
    text: `Bonjour,

Jean-Baptiste Moïse (jb.moise@lakaysante.org) vous a ajoutée comme Gestionnaire de dons
dans l'espace Kotizan « Lakay Santé – Bureau Jacmel ».

Accepter l'invitation :
https://links.kotizan.io/ls/click?upn=u001.Qm9Xc2l6ZV9pbnZpdGU-3D&t=7f21c0d9e4

L'invitation est valable 7 jours. Si vous ne connaissez pas cette personne, vous pouvez ignorer ce message.

Kotizan Nonprofit Cloud
`,
    html: kotizan_page(
      "Rejoignez l'espace Lakay Santé – Bureau Jacmel",
      `<p style="margin:0 0 14px;font-size:19px;font-weight:bold;">Vous êtes invitée à rejoindre un espace</p>
<p style="margin:0 0 14px;"><b>Jean-Baptiste Moïse</b> (jb.moise@lakaysante.org) vous a ajoutée comme <b>Gestionnaire de dons</b> dans l'espace Kotizan <b>« Lakay Santé – Bureau Jacmel »</b>.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#2563eb" style="border-radius:5px;">
<a href="https://links.kotizan.io/ls/click?upn=u001.Qm9Xc2l6ZV9pbnZpdGU-3D&amp;t=7f21c0d9e4" style="display:inline-block;padding:12px 26px;color:#ffffff;font-weight:bold;text-decoration:none;">Accepter l'invitation</a>
</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#7b8794;">L'invitation est valable 7 jours. Si vous ne connaissez pas cette personne, ignorez ce message.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "kotizan-crm",
    group: "consumer",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Kotizan Insights <insights@kotizan.io>",
    to: ME,
    subject: "Your week in giving: 14 gifts, $3,182.50",
    date: "Mon, 21 Sep 2026 06:00:03 -0400",
    text: `Lakay Santé - week of September 14 to 20, 2026

Gifts: 14 (last week: 9)
Total raised: $3,182.50
New donors: 3
Lapsed recurring donors: 1 (card expired)

Top fund: Cholera Response - Artibonite, $1,400.00
Largest gift: $1,000.00 from the Rotary Club of Pétion-Ville

Open the dashboard: https://app.kotizan.io/lakay-sante/dashboard?range=7d

Unsubscribe from weekly digests: https://app.kotizan.io/settings/notifications?digest=off
`,
    html: kotizan_page(
      "14 gifts this week, 3 new donors",
      `<p style="margin:0 0 6px;font-size:12px;color:#7b8794;text-transform:uppercase;letter-spacing:1px;">Week of Sep 14 &ndash; 20, 2026</p>
<p style="margin:0 0 18px;font-size:22px;font-weight:bold;">$3,182.50 raised</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="text-align:center;">
<tr><td style="padding:12px;border:1px solid #e3e7ee;"><div style="font-size:22px;font-weight:bold;">14</div><div style="font-size:12px;color:#7b8794;">gifts (9 last week)</div></td>
<td style="padding:12px;border:1px solid #e3e7ee;"><div style="font-size:22px;font-weight:bold;">3</div><div style="font-size:12px;color:#7b8794;">new donors</div></td>
<td style="padding:12px;border:1px solid #e3e7ee;"><div style="font-size:22px;font-weight:bold;">1</div><div style="font-size:12px;color:#7b8794;">lapsed recurring</div></td></tr>
</table>
<p style="margin:18px 0 6px;">Top fund: <b>Cholera Response - Artibonite</b>, $1,400.00</p>
<p style="margin:0 0 18px;">Largest gift: $1,000.00 from the Rotary Club of Pétion-Ville</p>
<p style="margin:0;"><a href="https://app.kotizan.io/lakay-sante/dashboard?range=7d" style="color:#2563eb;">Open the dashboard</a> &nbsp;|&nbsp; <a href="https://app.kotizan.io/settings/notifications?digest=off" style="color:#7b8794;">Unsubscribe from digests</a></p>`,
    ),
    enc: "b64",
  },

  // ------------------------------------------------------------ GrantTrail
  {
    family: "granttrail",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.granttrail.net/account/verify-email?token=bf91c2a07de54e1a9c3f&uid=55102",
    from: "GrantTrail <no-reply@granttrail.net>",
    to: ME,
    subject: "Confirm your e-mail address for GrantTrail",
    date: "Wed, 02 Sep 2026 11:20:55 -0400",
    text: `Dear Nadège Pierre-Louis,

An account was created for you on GrantTrail by the Harwell Family Foundation so that you can
submit reports for grant HFF-2026-117 (Community Health Workers, Sud-Est, Haiti).

Please confirm your e-mail address by opening the link below:
https://www.granttrail.net/account/verify-email?token=bf91c2a07de54e1a9c3f&uid=55102

The link is valid for 48 hours. After confirming you will be asked to choose a password.

GrantTrail Support
support@granttrail.net
`,
    html: granttrail_page(
      "Confirm your e-mail address",
      `<p>Dear Nadège Pierre-Louis,</p>
<p>An account was created for you on GrantTrail by the <b>Harwell Family Foundation</b> so that you can submit reports for grant <b>HFF-2026-117</b> (Community Health Workers, Sud-Est, Haiti).</p>
<p>Please confirm your e-mail address:</p>
<p><a href="https://www.granttrail.net/account/verify-email?token=bf91c2a07de54e1a9c3f&amp;uid=55102" style="background:#1d3b2a;color:#ffffff;padding:10px 18px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Confirm e-mail address</a></p>
<p style="font-size:12px;color:#555;">Or paste this address into your browser:<br>https://www.granttrail.net/account/verify-email?token=bf91c2a07de54e1a9c3f&amp;uid=55102</p>
<p>The link is valid for 48 hours. After confirming you will be asked to choose a password.</p>`,
    ),
    enc: "7bit",
  },
  {
    family: "granttrail",
    group: "consumer",
    lang: "en",
    kind: "report-due",
    code: null,
    link: null,
    from: "GrantTrail <no-reply@granttrail.net>",
    to: ME,
    subject: "Reminder: Interim narrative report due October 15, 2026 (HFF-2026-117)",
    date: "Tue, 15 Sep 2026 08:00:00 -0400",
    text: `Dear Nadège Pierre-Louis,

This is a reminder that the following report is due in 30 days.

Grant: HFF-2026-117 - Community Health Workers, Sud-Est, Haiti
Funder: Harwell Family Foundation
Report: Interim narrative and financial report (period March 1 - August 31, 2026)
Due date: October 15, 2026
Amount awarded: $48,000.00 (second tranche of $24,000.00 released on approval)

You can start the report at any time and save drafts:
https://www.granttrail.net/grants/HFF-2026-117/reports

If you need an extension, contact your program officer, Ellen Marsh (emarsh@harwellfoundation.org).

GrantTrail Support
`,
    html: granttrail_page(
      "Report due in 30 days",
      `<p>Dear Nadège Pierre-Louis,</p>
<p>This is a reminder that the following report is due in 30 days.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="color:#555;">Grant</td><td>HFF-2026-117 &ndash; Community Health Workers, Sud-Est, Haiti</td></tr>
<tr><td style="color:#555;">Funder</td><td>Harwell Family Foundation</td></tr>
<tr><td style="color:#555;">Report</td><td>Interim narrative and financial report (Mar 1 &ndash; Aug 31, 2026)</td></tr>
<tr><td style="color:#555;">Due</td><td><b>October 15, 2026</b></td></tr>
<tr><td style="color:#555;">Award</td><td>$48,000.00 (second tranche $24,000.00 on approval)</td></tr>
</table>
<p><a href="https://www.granttrail.net/grants/HFF-2026-117/reports">Go to your reports</a></p>
<p>If you need an extension, contact your program officer, Ellen Marsh (<a href="mailto:emarsh@harwellfoundation.org">emarsh@harwellfoundation.org</a>).</p>`,
    ),
    enc: "qp",
  },
  {
    family: "granttrail",
    group: "consumer",
    lang: "en",
    kind: "report-submitted",
    code: null,
    link: null,
    from: "GrantTrail <no-reply@granttrail.net>",
    to: ME,
    subject: "Report received: HFF-2026-117 interim report (ref. GTR-2026-04418)",
    date: "Tue, 13 Oct 2026 17:36:20 -0400",
    text: `Dear Nadège Pierre-Louis,

We have received your submission. No further action is needed at this time.

Reference: GTR-2026-04418
Grant: HFF-2026-117
Submitted: October 13, 2026, 5:35 PM (UTC-04:00)
Attachments: 4 files (interim_narrative_HFF117.docx, budget_vs_actual_Q3.xlsx, photos_CHW_training.zip, bank_statement_aug.pdf)

The Harwell Family Foundation usually reviews reports within 20 working days. You will be
notified if your program officer has questions.

GrantTrail Support
`,
    html: granttrail_page(
      "Report received",
      `<p>Dear Nadège Pierre-Louis,</p>
<p>We have received your submission. No further action is needed at this time.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#555;">Reference</td><td>GTR-2026-04418</td></tr>
<tr><td style="color:#555;">Grant</td><td>HFF-2026-117</td></tr>
<tr><td style="color:#555;">Submitted</td><td>October 13, 2026, 5:35 PM (UTC&minus;04:00)</td></tr>
<tr><td style="color:#555;vertical-align:top;">Attachments</td><td>interim_narrative_HFF117.docx<br>budget_vs_actual_Q3.xlsx<br>photos_CHW_training.zip<br>bank_statement_aug.pdf</td></tr>
</table>
<p>The Harwell Family Foundation usually reviews reports within 20 working days. You will be notified if your program officer has questions.</p>`,
    ),
    enc: "8bit",
  },

  // ------------------------------------------------------------ Mapou Drive
  {
    family: "mapou-drive",
    group: "consumer",
    lang: "fr",
    kind: "share-invite",
    code: null,
    link: "https://mapoudrive.com/invite/accept/7Hq2LwXr9TzB?src=mail",
    from: "Marie-Ange Dorval (via Mapou Drive) <partage@mapoudrive.com>",
    to: ME,
    subject: "Marie-Ange Dorval a partagé un dossier avec vous : « Rapports trimestriels 2026 »",
    date: "Fri, 04 Sep 2026 10:11:37 -0400",
    text: `Marie-Ange Dorval (ma.dorval@lakaysante.org) vous invite à modifier ce dossier :

  Rapports trimestriels 2026
  38 fichiers · 1,2 Go

Message : « Nadège, voici le dossier pour le rapport Harwell. Merci d'y déposer les photos de la formation des ASCP. »

Accepter l'invitation et ouvrir le dossier :
https://mapoudrive.com/invite/accept/7Hq2LwXr9TzB?src=mail

Vous avez reçu cet e-mail car Marie-Ange Dorval a partagé un élément avec vous.
Mapou Drive SAS, 14 rue des Tanneurs, 69002 Lyon, France
`,
    html: mapou_page(
      "fr",
      `<p style="margin:0 0 16px;"><img src="https://cdn.mapoudrive.com/avatars/ma-dorval-48.jpg" width="32" height="32" alt="" style="border-radius:16px;vertical-align:middle;"> <b>Marie-Ange Dorval</b> (ma.dorval@lakaysante.org) vous invite à <b>modifier</b> ce dossier :</p>
<table cellspacing="0" cellpadding="0" style="margin:0 0 16px;"><tr><td style="padding:12px 16px;border:1px solid #dadce0;border-radius:6px;">
<img src="https://cdn.mapoudrive.com/email/icon-folder.png" width="20" alt="Dossier" style="vertical-align:middle;"> <b>Rapports trimestriels 2026</b><br><span style="font-size:12px;color:#80868b;">38 fichiers &middot; 1,2 Go</span></td></tr></table>
<p style="margin:0 0 20px;font-style:italic;color:#5f6368;">« Nadège, voici le dossier pour le rapport Harwell. Merci d'y déposer les photos de la formation des ASCP. »</p>
<p style="margin:0;"><a class="btn" href="https://mapoudrive.com/invite/accept/7Hq2LwXr9TzB?src=mail">Ouvrir</a></p>`,
      `Vous avez reçu cet e-mail car Marie-Ange Dorval a partagé un élément avec vous. <a href="https://mapoudrive.com/aide/partage" style="color:#80868b;">En savoir plus</a>`,
    ),
    enc: "qp",
  },
  {
    family: "mapou-drive",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Mapou Drive <no-reply@mapoudrive.com>",
    to: ME,
    subject: "Your team space is 92% full",
    date: "Sat, 26 Sep 2026 04:30:18 +0200",
    text: `Your team space "Lakay Santé" is using 92 GB of 100 GB.

When it is full, members will no longer be able to upload or sync new files.
The largest folders are:
  - Photos terrain 2025-2026 (41.7 GB)
  - Formations ASCP - vidéos (18.2 GB)
  - Archives comptables (6.9 GB)

Free up space: https://mapoudrive.com/storage/manage
Upgrade to Team Plus (1 TB, 9.90 EUR per user per month): https://mapoudrive.com/pricing?from=quota

Mapou Drive SAS, 14 rue des Tanneurs, 69002 Lyon, France
`,
    html: mapou_page(
      "en",
      `<p style="margin:0 0 14px;font-size:18px;color:#202124;">Your team space is almost full</p>
<div style="height:10px;background:#e8eaed;border-radius:5px;margin:0 0 8px;"><div style="width:92%;height:10px;background:#d93025;border-radius:5px;"></div></div>
<p style="margin:0 0 16px;font-size:13px;">92 GB of 100 GB used &middot; Lakay Santé</p>
<p style="margin:0 0 10px;">When it is full, members will no longer be able to upload or sync new files. The largest folders are:</p>
<ul style="margin:0 0 18px;padding-left:18px;"><li>Photos terrain 2025-2026 &mdash; 41.7 GB</li><li>Formations ASCP - vidéos &mdash; 18.2 GB</li><li>Archives comptables &mdash; 6.9 GB</li></ul>
<p style="margin:0;"><a class="btn" href="https://mapoudrive.com/storage/manage">Free up space</a> &nbsp; <a href="https://mapoudrive.com/pricing?from=quota" style="color:#0b7a57;">See Team Plus</a></p>`,
      `You are receiving this because you are an owner of the Lakay Santé team space.`,
    ),
    enc: "b64",
  },
  {
    family: "mapou-drive",
    group: "consumer",
    lang: "fr",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Mapou Drive <securite@mapoudrive.com>",
    to: ME,
    subject: "Nouvelle connexion à votre compte Mapou Drive",
    date: "Sun, 18 Oct 2026 22:05:49 +0200",
    text: `Bonjour Nadège,

Une nouvelle connexion à votre compte a été détectée.

Appareil : iPhone (application Mapou Drive 6.4.1)
Lieu approximatif : Santo Domingo, République dominicaine
Date : 18 octobre 2026 à 16:05 (heure de Port-au-Prince)

Si c'était vous, vous n'avez rien à faire.
Si ce n'était pas vous, sécurisez votre compte : https://mapoudrive.com/securite/verifier?evt=e81b02

L'équipe Mapou Drive
`,
    html: mapou_page(
      "fr",
      `<p style="margin:0 0 14px;">Bonjour Nadège,</p>
<p style="margin:0 0 14px;">Une nouvelle connexion à votre compte a été détectée.</p>
<table cellspacing="0" cellpadding="4" style="margin:0 0 16px;font-size:13px;">
<tr><td style="color:#80868b;">Appareil</td><td>iPhone (application Mapou Drive 6.4.1)</td></tr>
<tr><td style="color:#80868b;">Lieu approximatif</td><td>Santo Domingo, République dominicaine</td></tr>
<tr><td style="color:#80868b;">Date</td><td>18 octobre 2026 à 16:05 (heure de Port-au-Prince)</td></tr></table>
<p style="margin:0 0 8px;">Si c'était vous, vous n'avez rien à faire.</p>
<p style="margin:0;">Si ce n'était pas vous, <a href="https://mapoudrive.com/securite/verifier?evt=e81b02" style="color:#0b7a57;">sécurisez votre compte</a>.</p>`,
      `E-mail de sécurité envoyé à tous les titulaires de compte Mapou Drive.`,
    ),
    enc: "qp",
  },

  // ------------------------------------------------------------ Palabre
  {
    family: "palabre-meet",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "TQ8-4WZ",
    code_digits: "TQ84WZ",
    link: null,
    from: "Palabre <connexion@palabre.video>",
    to: ME,
    subject: "Votre code de connexion Palabre",
    date: "Wed, 09 Sep 2026 13:58:02 -0400",
    text: `Bonjour,

Voici votre code pour vous connecter à Palabre :

TQ8-4WZ

Saisissez-le dans la fenêtre où vous avez demandé la connexion. Il reste valable 15 minutes
et ne peut servir qu'une fois.

Vous n'avez rien demandé ? Quelqu'un a peut-être saisi votre adresse par erreur ; vous pouvez ignorer ce message.

Palabre Communications Inc. - 2050 rue de Bleury, Montréal (Québec) H3A 2J5
`,
    html: palabre_page(
      `<p style="margin:0 0 16px;font-size:20px;font-weight:700;">Votre code de connexion</p>
<p style="margin:0 0 18px;">Saisissez ce code dans la fenêtre où vous avez demandé la connexion :</p>
<p style="margin:0 0 18px;text-align:center;"><span style="display:inline-block;padding:14px 22px;background:#f4f0fb;border:1px dashed #7c5cc4;border-radius:10px;font-family:Menlo,Consolas,monospace;font-size:30px;letter-spacing:6px;color:#4b2a99;">TQ8-4WZ</span></p>
<p style="margin:0 0 12px;font-size:14px;">Il reste valable 15 minutes et ne peut servir qu'une fois.</p>
<p style="margin:0;font-size:13px;color:#8a7fa3;">Vous n'avez rien demandé ? Quelqu'un a peut-être saisi votre adresse par erreur ; vous pouvez ignorer ce message.</p>`,
      `Ce message vous a été envoyé parce qu'une connexion a été demandée pour nadege.pierrelouis@lakaysante.org.`,
    ),
    enc: "qp",
  },
  {
    family: "palabre-meet",
    group: "consumer",
    lang: "en",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "Palabre <recordings@palabre.video>",
    to: ME,
    subject: "Recording ready: Monthly partners call - Haiti / DR programs",
    date: "Thu, 24 Sep 2026 12:41:30 -0400",
    text: `Your cloud recording is ready.

Meeting: Monthly partners call - Haiti / DR programs
Date: September 24, 2026, 10:00 AM - 11:32 AM (America/Port-au-Prince)
Meeting ID: 884 2107 5561
Passcode: 552190
Duration: 1 h 32 min, 9 participants
Size: 412 MB (video), 88 MB (audio only), transcript (FR/EN)

Watch or share the recording:
https://palabre.video/rec/share/Lk3vQ0pRm2?lang=en

Recordings are kept for 120 days on your plan and deleted automatically after January 22, 2027.

Palabre Communications Inc.
`,
    html: palabre_page(
      `<p style="margin:0 0 14px;font-size:20px;font-weight:700;">Your cloud recording is ready</p>
<table cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;margin:0 0 18px;">
<tr><td style="padding:5px 0;color:#8a7fa3;width:120px;">Meeting</td><td style="padding:5px 0;">Monthly partners call - Haiti / DR programs</td></tr>
<tr><td style="padding:5px 0;color:#8a7fa3;">Date</td><td style="padding:5px 0;">Sep 24, 2026, 10:00 &ndash; 11:32 AM (America/Port-au-Prince)</td></tr>
<tr><td style="padding:5px 0;color:#8a7fa3;">Meeting ID</td><td style="padding:5px 0;">884 2107 5561</td></tr>
<tr><td style="padding:5px 0;color:#8a7fa3;">Passcode</td><td style="padding:5px 0;">552190</td></tr>
<tr><td style="padding:5px 0;color:#8a7fa3;">Files</td><td style="padding:5px 0;">Video 412 MB &middot; Audio 88 MB &middot; Transcript (FR/EN)</td></tr>
</table>
<p style="margin:0 0 18px;"><a href="https://palabre.video/rec/share/Lk3vQ0pRm2?lang=en" style="background:#6d28d9;color:#ffffff;padding:11px 20px;border-radius:8px;text-decoration:none;font-weight:600;">Watch recording</a></p>
<p style="margin:0;font-size:13px;color:#8a7fa3;">Recordings are kept for 120 days on your plan and deleted automatically after January 22, 2027.</p>`,
      `You hosted this meeting.`,
    ),
    enc: "7bit",
  },
  {
    family: "palabre-meet",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Palabre Billing <billing@palabre.video>",
    to: ME,
    subject: "Receipt for your Palabre Équipe plan - invoice PAL-INV-2026-091734",
    date: "Thu, 01 Oct 2026 03:12:44 -0400",
    text: `Thanks for your payment.

Invoice: PAL-INV-2026-091734
Plan: Palabre Équipe (nonprofit rate), 5 hosts
Period: October 1 - October 31, 2026
Amount: USD 37.50 (nonprofit discount 50% applied)
Charged to: Mastercard ending 0932
Customer number: C-448120

Download the PDF invoice: https://palabre.video/billing/invoices/PAL-INV-2026-091734.pdf

Palabre Communications Inc. - GST/HST 78341 2290 RT0001 - QST 1229834410 TQ0001
`,
    html: palabre_page(
      `<p style="margin:0 0 14px;font-size:20px;font-weight:700;">Thanks for your payment</p>
<table cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;border-top:1px solid #e6e0f2;">
<tr><td style="padding:8px 0;border-bottom:1px solid #e6e0f2;">Palabre Équipe (nonprofit rate), 5 hosts<br><span style="font-size:12px;color:#8a7fa3;">Oct 1 &ndash; Oct 31, 2026</span></td><td align="right" style="padding:8px 0;border-bottom:1px solid #e6e0f2;">USD 75.00</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #e6e0f2;">Nonprofit discount (50%)</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e6e0f2;">&minus;USD 37.50</td></tr>
<tr><td style="padding:8px 0;font-weight:700;">Total charged</td><td align="right" style="padding:8px 0;font-weight:700;">USD 37.50</td></tr>
</table>
<p style="margin:16px 0 4px;font-size:13px;">Invoice PAL-INV-2026-091734 &middot; Customer C-448120 &middot; Mastercard &bull;&bull;&bull;&bull; 0932</p>
<p style="margin:0;"><a href="https://palabre.video/billing/invoices/PAL-INV-2026-091734.pdf" style="color:#6d28d9;">Download PDF invoice</a></p>`,
      `GST/HST 78341 2290 RT0001 &bull; QST 1229834410 TQ0001`,
    ),
    enc: "qp",
  },

  // ------------------------------------------------------------ LajanVit
  {
    family: "lajanvit",
    group: "regional",
    lang: "ht",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "LajanVit <resi@lajanvit.ht>",
    to: ME,
    subject: "Ou resevwa 12 500,00 HTG nan men LAKAY SANTE JACMEL",
    date: "Fri, 04 Sep 2026 16:22:10 -0400",
    text: `Bonjou Nadège,

Ou resevwa lajan sou kont LajanVit ou.

Montan: 12 500,00 HTG
Voye pa: LAKAY SANTE JACMEL (3712-0458)
Motif: Avans fre transpò ASCP - septanm
Dat: 04/09/2026 16:21
Nimewo tranzaksyon: LV260904-88231907
Nouvo balans: 15 742,35 HTG

Mèsi paske w itilize LajanVit.
Sèvis kliyan: *202 oswa +509 2813-2020
`,
    html: lajanvit_page(
      `<p style="margin:0 0 12px;">Bonjou Nadège,</p><p style="margin:0 0 14px;">Ou resevwa lajan sou kont LajanVit ou.</p>
<p style="margin:0 0 14px;font-size:28px;font-weight:bold;color:#e85d04;">+12 500,00 HTG</p>`,
      [
        ["Voye pa", "LAKAY SANTE JACMEL (3712-0458)"],
        ["Motif", "Avans fre transpò ASCP - septanm"],
        ["Dat", "04/09/2026 16:21"],
        ["Nimewo tranzaksyon", "LV260904-88231907"],
        ["Nouvo balans", "15 742,35 HTG"],
      ],
      `Mèsi paske w itilize LajanVit.`,
    ),
    enc: "8bit",
  },
  {
    family: "lajanvit",
    group: "regional",
    lang: "ht",
    kind: "otp-code",
    code: "730518",
    link: null,
    from: "LajanVit <sekirite@lajanvit.ht>",
    to: ME,
    subject: "Kòd verifikasyon LajanVit ou",
    date: "Sat, 12 Sep 2026 08:44:17 -0400",
    text: `Bonjou,

Men kòd verifikasyon ou pou konekte sou LajanVit Biznis sou yon nouvo aparèy:

7 3 0 5 1 8

Kòd sa a ap ekspire nan 5 minit. Pa janm bay pèsonn kòd sa a, menm si yo di se anplwaye LajanVit.
LajanVit p ap janm mande w kòd ou pa telefòn.

Si se pa ou ki mande kòd sa a, rele nou touswit nan +509 2813-2020.
`,
    html: lajanvit_page(
      `<p style="margin:0 0 12px;">Bonjou,</p><p style="margin:0 0 14px;">Men kòd verifikasyon ou pou konekte sou <b>LajanVit Biznis</b> sou yon nouvo aparèy:</p>
<table cellpadding="0" cellspacing="6" align="center" style="margin:0 auto 14px;"><tr>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e0;border:1px solid #f4a261;">7</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e0;border:1px solid #f4a261;">3</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e0;border:1px solid #f4a261;">0</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e0;border:1px solid #f4a261;">5</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e0;border:1px solid #f4a261;">1</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e0;border:1px solid #f4a261;">8</td>
</tr></table>
<p style="margin:0 0 6px;font-size:13px;">Kòd sa a ap ekspire nan 5 minit.</p>`,
      [],
      `<b>Pa janm bay pèsonn kòd sa a</b>, menm si yo di se anplwaye LajanVit. LajanVit p ap janm mande w kòd ou pa telefòn.<br>Si se pa ou ki mande kòd sa a, rele nou touswit nan +509 2813-2020.`,
    ),
    enc: "b64",
  },
  {
    family: "lajanvit",
    group: "regional",
    lang: "fr",
    kind: "pin-changed",
    code: null,
    link: null,
    from: "LajanVit <sekirite@lajanvit.ht>",
    to: ME,
    subject: "Votre code PIN LajanVit a été modifié",
    date: "Sat, 12 Sep 2026 08:51:03 -0400",
    text: `Bonjour Nadège,

Le code PIN de votre portefeuille LajanVit (+509 3xxx-x614) a été modifié le 12/09/2026 à 08:50.

Si vous êtes à l'origine de cette modification, aucune action n'est nécessaire.
Dans le cas contraire, bloquez immédiatement votre compte en composant *202*9# ou appelez le +509 2813-2020 (24 h/24).

LajanVit S.A. - Établissement de monnaie électronique agréé par la BRH
`,
    html: lajanvit_page(
      `<p style="margin:0 0 12px;">Bonjour Nadège,</p><p style="margin:0 0 14px;">Le code PIN de votre portefeuille LajanVit a été modifié.</p>`,
      [
        ["Portefeuille", "+509 3xxx-x614"],
        ["Date", "12/09/2026 à 08:50"],
        ["Canal", "Application Android"],
      ],
      `Si vous êtes à l'origine de cette modification, aucune action n'est nécessaire.<br>Dans le cas contraire, bloquez immédiatement votre compte en composant <b>*202*9#</b> ou appelez le +509 2813-2020 (24 h/24).<br><br><span style="font-size:11px;color:#888;">Établissement de monnaie électronique agréé par la BRH.</span>`,
    ),
    enc: "qp",
  },
  {
    family: "lajanvit",
    group: "regional",
    lang: "ht",
    kind: "merchant-payment",
    code: null,
    link: null,
    from: "LajanVit <resi@lajanvit.ht>",
    to: ME,
    subject: "Resi peman: 3 250,00 HTG bay FAMASI NOU TOUT, Jakmèl",
    date: "Tue, 06 Oct 2026 11:09:55 -0400",
    text: `Resi peman LajanVit

Machann: FAMASI NOU TOUT, Jakmèl (kòd machann 40118)
Montan: 3 250,00 HTG
Frè: 0,00 HTG
Dat: 06/10/2026 11:09
Nimewo tranzaksyon: LV261006-90014452
Balans ki rete: 9 107,80 HTG

Kenbe resi sa a pou kontabilite ou. Pou nenpòt pwoblèm, rele +509 2813-2020.
`,
    html: lajanvit_page(
      `<p style="margin:0 0 6px;font-size:12px;color:#888;text-transform:uppercase;">Resi peman</p>
<p style="margin:0 0 14px;font-size:26px;font-weight:bold;">-3 250,00 HTG</p>`,
      [
        ["Machann", "FAMASI NOU TOUT, Jakmèl"],
        ["Kòd machann", "40118"],
        ["Frè", "0,00 HTG"],
        ["Dat", "06/10/2026 11:09"],
        ["Nimewo tranzaksyon", "LV261006-90014452"],
        ["Balans ki rete", "9 107,80 HTG"],
      ],
      `Kenbe resi sa a pou kontabilite ou.`,
    ),
    enc: "8bit",
  },

  // ------------------------------------------------------------ Banque Citadelle (Haïti)
  {
    family: "banque-citadelle",
    group: "regional",
    lang: "fr",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banque Citadelle <releves@banquecitadelle.ht>",
    to: ME,
    subject: "Votre relevé de compte de septembre 2026 est disponible",
    date: "Sat, 03 Oct 2026 06:15:00 -0400",
    text: `Chère cliente, cher client,

Vous trouverez ci-joint le relevé de septembre 2026 de votre compte courant en dollars américains.

Titulaire : ASSOCIATION LAKAY SANTE
Compte : ••••••2207 (USD)
Période : 01/09/2026 au 30/09/2026
Solde d'ouverture : 41 318,06 USD
Solde de clôture : 36 902,44 USD

Le fichier PDF est protégé par un mot de passe : le NIF de l'association sans tirets.

Pour toute question, contactez votre agence de Jacmel (Rue du Commerce, +509 2941-3300)
ou le Centre de relations clients au +509 2229-8000.

Banque Citadelle S.A. - Siège social : 125, Avenue John Brown, Port-au-Prince, Haïti
Ce message est généré automatiquement, merci de ne pas y répondre.
`,
    html: `<html><body style="margin:0;background:#e9ecef;font-family:Tahoma,Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#7a1f2b;padding:16px 24px;"><img src="https://www.banquecitadelle.ht/mail/logo-blanc.png" alt="Banque Citadelle" width="170"></td></tr>
<tr><td style="padding:24px;font-size:13px;line-height:20px;color:#333;">
<p>Chère cliente, cher client,</p>
<p>Vous trouverez ci-joint le relevé de <b>septembre 2026</b> de votre compte courant en dollars américains.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #ddd;font-size:13px;" width="100%">
<tr style="background:#f6f0f1;"><td>Titulaire</td><td>ASSOCIATION LAKAY SANTE</td></tr>
<tr><td>Compte</td><td>&bull;&bull;&bull;&bull;&bull;&bull;2207 (USD)</td></tr>
<tr style="background:#f6f0f1;"><td>Période</td><td>01/09/2026 au 30/09/2026</td></tr>
<tr><td>Solde d'ouverture</td><td>41 318,06 USD</td></tr>
<tr style="background:#f6f0f1;"><td>Solde de clôture</td><td>36 902,44 USD</td></tr>
</table>
<p>Le fichier PDF est protégé par un mot de passe : le NIF de l'association sans tirets.</p>
<p>Pour toute question, contactez votre agence de Jacmel (Rue du Commerce, +509 2941-3300) ou le Centre de relations clients au +509 2229-8000.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f3f3;font-size:10px;color:#777;">Banque Citadelle S.A. &ndash; Siège social : 125, Avenue John Brown, Port-au-Prince, Haïti. Ce message est généré automatiquement, merci de ne pas y répondre. <a href="https://www.banquecitadelle.ht/securite" style="color:#7a1f2b;">Conseils de sécurité</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Releve_2207_202609.pdf",
      "application/pdf",
      "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <</Type /Catalog /Pages 2 0 R /Encrypt 9 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "banque-citadelle",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "58204417",
    link: null,
    from: "Citadelle en ligne <securite@banquecitadelle.ht>",
    to: ME,
    subject: "Code de sécurité Citadelle en ligne",
    date: "Mon, 14 Sep 2026 09:31:26 -0400",
    text: `Citadelle en ligne - Code de sécurité

Vous avez demandé à valider un virement depuis le compte ••••••2207.
Bénéficiaire : CARBURANTS KARBINOR S.A.
Montant : 2 860,00 USD

Code de sécurité : 58204417

Ce code est valable 3 minutes. La Banque Citadelle ne vous demandera jamais ce code par téléphone, SMS ou courriel.
Si vous n'êtes pas à l'origine de cette opération, appelez le +509 2229-8000.
`,
    html: `<html><body style="margin:0;background:#e9ecef;font-family:Tahoma,Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#7a1f2b;padding:16px 24px;"><img src="https://www.banquecitadelle.ht/mail/logo-blanc.png" alt="Banque Citadelle" width="170"></td></tr>
<tr><td style="padding:24px;font-size:13px;line-height:20px;color:#333;">
<p style="font-size:16px;color:#7a1f2b;"><b>Citadelle en ligne &ndash; Code de sécurité</b></p>
<p>Vous avez demandé à valider un virement depuis le compte &bull;&bull;&bull;&bull;&bull;&bull;2207.</p>
<p>Bénéficiaire : CARBURANTS KARBINOR S.A.<br>Montant : 2 860,00 USD</p>
<table cellpadding="0" cellspacing="0" align="center"><tr><td style="border:2px solid #7a1f2b;padding:12px 30px;font-size:26px;font-weight:bold;letter-spacing:4px;color:#7a1f2b;">58204417</td></tr></table>
<p>Ce code est valable 3 minutes. La Banque Citadelle ne vous demandera jamais ce code par téléphone, SMS ou courriel.</p>
<p>Si vous n'êtes pas à l'origine de cette opération, appelez le +509 2229-8000.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f3f3;font-size:10px;color:#777;">Banque Citadelle S.A. &ndash; 125, Avenue John Brown, Port-au-Prince, Haïti.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "banque-citadelle",
    group: "regional",
    lang: "fr",
    kind: "confirm-change",
    code: null,
    link: "https://enligne.banquecitadelle.ht/confirmation/beneficiaire?ref=BNF-9921740&cle=Yt7pQ2vL0s",
    from: "Citadelle en ligne <securite@banquecitadelle.ht>",
    to: ME,
    subject: "Confirmez l'ajout d'un nouveau bénéficiaire",
    date: "Tue, 20 Oct 2026 14:02:51 -0400",
    text: `Bonjour,

Vous avez demandé l'ajout du bénéficiaire suivant à votre liste de virements :

Nom : DISTRIBUTION MEDISUD SARL
Banque : Banque Citadelle, agence Delmas
Compte : ••••••8830

Pour des raisons de sécurité, ce bénéficiaire ne sera actif qu'après votre confirmation.
Confirmez l'ajout dans les 24 heures en cliquant sur le lien suivant :
https://enligne.banquecitadelle.ht/confirmation/beneficiaire?ref=BNF-9921740&cle=Yt7pQ2vL0s

Si vous n'avez pas fait cette demande, ne cliquez pas et contactez-nous au +509 2229-8000.

Banque Citadelle S.A.
`,
    html: `<html><body style="margin:0;background:#e9ecef;font-family:Tahoma,Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#7a1f2b;padding:16px 24px;"><img src="https://www.banquecitadelle.ht/mail/logo-blanc.png" alt="Banque Citadelle" width="170"></td></tr>
<tr><td style="padding:24px;font-size:13px;line-height:20px;color:#333;">
<p>Bonjour,</p>
<p>Vous avez demandé l'ajout du bénéficiaire suivant à votre liste de virements :</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #ddd;font-size:13px;">
<tr><td>Nom</td><td><b>DISTRIBUTION MEDISUD SARL</b></td></tr>
<tr><td>Banque</td><td>Banque Citadelle, agence Delmas</td></tr>
<tr><td>Compte</td><td>&bull;&bull;&bull;&bull;&bull;&bull;8830</td></tr></table>
<p>Pour des raisons de sécurité, ce bénéficiaire ne sera actif qu'après votre confirmation (délai : 24 heures).</p>
<p style="text-align:center;"><a href="https://enligne.banquecitadelle.ht/confirmation/beneficiaire?ref=BNF-9921740&amp;cle=Yt7pQ2vL0s" style="background:#7a1f2b;color:#fff;padding:10px 24px;text-decoration:none;font-weight:bold;">Confirmer le bénéficiaire</a></p>
<p>Si vous n'avez pas fait cette demande, ne cliquez pas et contactez-nous au +509 2229-8000.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f3f3;font-size:10px;color:#777;">Banque Citadelle S.A. &ndash; 125, Avenue John Brown, Port-au-Prince, Haïti. <a href="https://www.banquecitadelle.ht/securite" style="color:#7a1f2b;">Conseils de sécurité</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },

  // ------------------------------------------------------------ Banco Cibao Norte (RD)
  {
    family: "banco-cibao-norte",
    group: "regional",
    lang: "es",
    kind: "transfer-notice",
    code: null,
    link: null,
    from: "Banco Cibao Norte <notificaciones@bancocibaonorte.com.do>",
    to: ME,
    subject: "Notificación de transferencia recibida - RD$ 185,400.00",
    date: "Wed, 16 Sep 2026 10:48:33 -0400",
    text: `Estimado(a) cliente:

Le informamos que su cuenta corriente No. ***-**5519-3 recibió una transferencia.

Ordenante: FUNDACION SALUD SIN FRONTERAS DO
Monto: RD$ 185,400.00
Concepto: Aporte programa clínicas móviles Dajabón - oct.
Fecha y hora: 16/09/2026 10:47 a. m.
No. de referencia LBTR: 2026091600347781

Si no reconoce esta operación, comuníquese con nosotros al 809-580-2200 o desde el interior sin cargos al 1-809-200-2260.

Banco Cibao Norte, S.A. - Banco Múltiple
Av. 27 de Febrero No. 88, Santiago de los Caballeros, República Dominicana
Este correo es informativo; por favor no responda a esta dirección.
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f4f8;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0f4f8"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="margin:18px 0;font-family:Verdana,Arial,sans-serif;">
<tr><td bgcolor="#005b3f" style="padding:18px 26px;"><img src="https://www.bancocibaonorte.com.do/correo/img/logo-bcn.png" alt="Banco Cibao Norte" width="180"></td></tr>
<tr><td bgcolor="#f2b705" height="4" style="font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:24px 26px;font-size:13px;color:#333;line-height:20px;">
<p>Estimado(a) cliente:</p>
<p>Le informamos que su cuenta corriente No. <b>***-**5519-3</b> recibió una transferencia.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d7e0e8;">
<tr bgcolor="#eef5f2"><td width="40%">Ordenante</td><td>FUNDACION SALUD SIN FRONTERAS DO</td></tr>
<tr><td>Monto</td><td><b>RD$ 185,400.00</b></td></tr>
<tr bgcolor="#eef5f2"><td>Concepto</td><td>Aporte programa clínicas móviles Dajabón - oct.</td></tr>
<tr><td>Fecha y hora</td><td>16/09/2026 10:47 a. m.</td></tr>
<tr bgcolor="#eef5f2"><td>No. de referencia LBTR</td><td>2026091600347781</td></tr>
</table>
<p>Si no reconoce esta operación, comuníquese con nosotros al 809-580-2200 o desde el interior sin cargos al 1-809-200-2260.</p>
</td></tr>
<tr><td bgcolor="#eaeaea" style="padding:14px 26px;font-size:10px;color:#666;line-height:15px;">Banco Cibao Norte, S.A. &ndash; Banco Múltiple. Av. 27 de Febrero No. 88, Santiago de los Caballeros, República Dominicana. Este correo es informativo; por favor no responda a esta dirección.<br>
<a href="https://www.facebook.com/BancoCibaoNorte" style="color:#005b3f;">Facebook</a> | <a href="https://www.instagram.com/bancocibaonorte" style="color:#005b3f;">Instagram</a> | <a href="https://www.bancocibaonorte.com.do/seguridad" style="color:#005b3f;">Consejos de seguridad</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "banco-cibao-norte",
    group: "regional",
    lang: "es",
    kind: "token-code",
    code: "481-906",
    link: null,
    from: "Cibao Norte en Línea <seguridad@bancocibaonorte.com.do>",
    to: ME,
    subject: "Su código de verificación",
    date: "Thu, 24 Sep 2026 19:07:40 -0400",
    text: `Cibao Norte en Línea

Su código de verificación para autorizar el pago a proveedores es:

481-906

Monto del lote: RD$ 96,350.00 (4 pagos)
Válido por 120 segundos.

Nunca comparta este código. El Banco nunca se lo solicitará por llamada, WhatsApp ni correo.
Centro de Contacto: 809-580-2200
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f4f8;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0f4f8"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="margin:18px 0;font-family:Verdana,Arial,sans-serif;">
<tr><td bgcolor="#005b3f" style="padding:14px 22px;color:#ffffff;font-size:15px;"><b>Cibao Norte en Línea</b></td></tr>
<tr><td style="padding:22px;font-size:13px;color:#333;line-height:20px;text-align:center;">
<p>Su código de verificación para autorizar el pago a proveedores es:</p>
<p style="font-size:34px;font-weight:bold;color:#005b3f;margin:18px 0;">481-906</p>
<p>Monto del lote: RD$ 96,350.00 (4 pagos)<br>Válido por 120 segundos.</p>
<p style="color:#b00020;font-size:12px;">Nunca comparta este código. El Banco nunca se lo solicitará por llamada, WhatsApp ni correo.</p>
</td></tr>
<tr><td bgcolor="#eaeaea" style="padding:10px 22px;font-size:10px;color:#666;">Centro de Contacto: 809-580-2200 &middot; Banco Cibao Norte, S.A.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "banco-cibao-norte",
    group: "regional",
    lang: "es",
    kind: "card-limit-changed",
    code: null,
    link: null,
    from: "Banco Cibao Norte <notificaciones@bancocibaonorte.com.do>",
    to: ME,
    subject: "Cambio de límite en su tarjeta de débito empresarial",
    date: "Mon, 19 Oct 2026 08:26:14 -0400",
    text: `Estimado(a) cliente:

Se realizó un cambio en su tarjeta de débito empresarial terminada en 7740.

Límite diario de compras anterior: RD$ 50,000.00
Límite diario de compras nuevo: RD$ 80,000.00
Fecha: 19/10/2026 08:25 a. m.
Canal: Sucursal Dajabón

Si usted no solicitó este cambio, llame de inmediato al 809-580-2200 opción 3 para bloquear la tarjeta.

Banco Cibao Norte, S.A. - Banco Múltiple
`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------------------ Quisqueya Remesas
  {
    family: "quisqueya-remesas",
    group: "regional",
    lang: "es",
    kind: "pickup-code",
    code: "7720-4513",
    code_digits: "77204513",
    link: null,
    from: "Quisqueya Remesas <envios@quisqueyaremesas.com>",
    to: ME,
    subject: "Tienes dinero listo para retirar - US$ 300.00",
    date: "Sat, 05 Sep 2026 12:33:08 -0400",
    text: `¡Hola, Nadège!

Roseline Pierre-Louis (Miami, FL) te envió dinero y ya está disponible para retiro en efectivo.

Monto a recibir: US$ 300.00
Número de envío: QR 310 558 9021
Código de retiro: 7720-4513

Preséntate en cualquier agente Quisqueya Remesas con tu documento de identidad vigente, el número de envío y el código de retiro.
Agentes cercanos a Dajabón:
  - Multiservicios La Frontera, Calle Duarte #41, Dajabón (809-579-8124)
  - Farmacia Carmen, Av. Pedro Santana #7, Dajabón (809-579-7701)

El código de retiro es personal: no lo compartas con nadie que no vaya a recibir el dinero por ti.

Quisqueya Remesas LLC - Licensed Money Transmitter - NMLS ID 2210458
1451 NW 36th St, Miami, FL 33142
`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fdf6ec;">
<div style="display:none;font-size:1px;color:#fdf6ec;">Roseline Pierre-Louis te envió US$ 300.00</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:10px;overflow:hidden;font-family:Arial,sans-serif;">
<tr><td style="background:#003893;padding:18px 24px;"><img src="https://cdn.quisqueyaremesas.com/mail/qr-logo-white.png" alt="Quisqueya Remesas" width="160"></td></tr>
<tr><td style="padding:26px 28px 8px;font-size:15px;color:#222;line-height:22px;">
<p style="margin:0 0 12px;font-size:20px;"><b>¡Hola, Nadège!</b></p>
<p style="margin:0 0 16px;">Roseline Pierre-Louis (Miami, FL) te envió dinero y ya está disponible para retiro en efectivo.</p></td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7fc;border-radius:8px;">
<tr><td style="padding:14px 18px;font-size:13px;color:#555;">Monto a recibir</td><td align="right" style="padding:14px 18px;font-size:18px;font-weight:bold;color:#003893;">US$ 300.00</td></tr>
<tr><td style="padding:0 18px 14px;font-size:13px;color:#555;">Número de envío</td><td align="right" style="padding:0 18px 14px;font-size:15px;">QR 310 558 9021</td></tr>
<tr><td style="padding:0 18px 16px;font-size:13px;color:#555;">Código de retiro</td><td align="right" style="padding:0 18px 16px;font-size:22px;font-weight:bold;letter-spacing:2px;color:#ce1126;">7720-4513</td></tr>
</table></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;color:#333;line-height:21px;">
<p style="margin:0 0 10px;">Preséntate en cualquier agente con tu documento de identidad vigente, el número de envío y el código de retiro. Agentes cercanos a Dajabón:</p>
<ul style="margin:0 0 12px;padding-left:18px;"><li>Multiservicios La Frontera, Calle Duarte #41 &ndash; 809-579-8124</li><li>Farmacia Carmen, Av. Pedro Santana #7 &ndash; 809-579-7701</li></ul>
<p style="margin:0 0 10px;"><a href="https://www.quisqueyaremesas.com/agentes?pais=DO&amp;ciudad=dajabon" style="color:#003893;">Ver todos los agentes en el mapa</a></p>
<p style="margin:0;font-size:12px;color:#777;">El código de retiro es personal: no lo compartas con nadie que no vaya a recibir el dinero por ti.</p></td></tr>
<tr><td style="padding:14px 28px;background:#f2f2f2;font-size:10px;color:#777;line-height:15px;">Quisqueya Remesas LLC &ndash; Licensed Money Transmitter &ndash; NMLS ID 2210458 &ndash; 1451 NW 36th St, Miami, FL 33142<br>
<a href="https://www.quisqueyaremesas.com/privacidad" style="color:#777;">Privacidad</a> &middot; <a href="https://www.quisqueyaremesas.com/quejas" style="color:#777;">Quejas y reclamos</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "quisqueya-remesas",
    group: "regional",
    lang: "ht",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "Quisqueya Remesas <envios@quisqueyaremesas.com>",
    to: ME,
    subject: "Resi: ou voye 4 000,00 DOP bay Wilner Jean-Charles",
    date: "Fri, 25 Sep 2026 17:18:45 -0400",
    text: `Mèsi, Nadège!

Transfè ou a anrejistre. Men detay yo:

Benefisyè: Wilner Jean-Charles, Ouanaminthe (Wanament), Ayiti
Montan ou voye: 4 000,00 DOP
Frè: 150,00 DOP
Total peye: 4 150,00 DOP
Benefisyè a ap resevwa: 8 912,00 HTG (to: 1 DOP = 2,228 HTG)
Nimewo transfè: QR 310 602 7748
Mòd resepsyon: LajanVit (+509 3xxx-x280)

Benefisyè a ap resevwa yon SMS lè lajan an disponib.

Quisqueya Remesas LLC - NMLS ID 2210458
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "quisqueya-remesas",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.quisqueyaremesas.com/u/verificar-correo?c=Nz1JxQ8w3Fv&lang=en",
    from: "Quisqueya Remesas <cuenta@quisqueyaremesas.com>",
    to: ME,
    subject: "Verify your e-mail to start sending",
    date: "Fri, 25 Sep 2026 16:51:02 -0400",
    text: `Welcome to Quisqueya Remesas!

Before you can send money, please verify your e-mail address:
https://www.quisqueyaremesas.com/u/verificar-correo?c=Nz1JxQ8w3Fv&lang=en

This link expires in 24 hours.

Your first transfer to Haiti or the Dominican Republic has no fee (up to US$ 500).
Questions? Call 1-833-555-0172 (US) or 809-200-4410 (DR), Monday to Saturday, 8 AM to 8 PM.

Quisqueya Remesas LLC - 1451 NW 36th St, Miami, FL 33142 - NMLS ID 2210458
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fdf6ec;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:10px;font-family:Arial,sans-serif;">
<tr><td style="background:#003893;padding:18px 24px;border-radius:10px 10px 0 0;"><img src="https://cdn.quisqueyaremesas.com/mail/qr-logo-white.png" alt="Quisqueya Remesas" width="160"></td></tr>
<tr><td style="padding:28px;font-size:15px;color:#222;line-height:22px;">
<p style="margin:0 0 14px;font-size:20px;"><b>Welcome to Quisqueya Remesas!</b></p>
<p style="margin:0 0 20px;">Before you can send money, please verify your e-mail address.</p>
<p style="margin:0 0 20px;text-align:center;"><a href="https://www.quisqueyaremesas.com/u/verificar-correo?c=Nz1JxQ8w3Fv&amp;lang=en" style="display:inline-block;background:#ce1126;color:#ffffff;font-weight:bold;padding:13px 30px;border-radius:24px;text-decoration:none;">Verify my e-mail</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#666;">This link expires in 24 hours.</p>
<table width="100%" cellpadding="12" cellspacing="0" style="background:#fff4d6;border-radius:8px;font-size:14px;"><tr><td>Your first transfer to Haiti or the Dominican Republic has <b>no fee</b> (up to US$ 500).</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;">Questions? Call 1-833-555-0172 (US) or 809-200-4410 (DR), Mon&ndash;Sat, 8 AM&ndash;8 PM.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f2f2f2;font-size:10px;color:#777;border-radius:0 0 10px 10px;">Quisqueya Remesas LLC &ndash; 1451 NW 36th St, Miami, FL 33142 &ndash; NMLS ID 2210458 &middot; <a href="https://www.quisqueyaremesas.com/privacidad" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "quisqueya-remesas",
    group: "regional",
    lang: "es",
    kind: "transfer-paid",
    code: null,
    link: null,
    from: "Quisqueya Remesas <envios@quisqueyaremesas.com>",
    to: ME,
    subject: "Tu envío QR 310 602 7748 fue entregado",
    date: "Sat, 26 Sep 2026 09:02:19 -0400",
    text: `Hola, Nadège:

Tu envío a Wilner Jean-Charles fue pagado el 26/09/2026 a las 8:58 a. m. en su billetera LajanVit.

Número de envío: QR 310 602 7748
Monto entregado: 8,912.00 HTG

Gracias por enviar con Quisqueya Remesas. Califica tu experiencia: https://www.quisqueyaremesas.com/encuesta?e=QR3106027748
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#ffffff;">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #e5e5e5;"><tr><td style="background:#003893;padding:12px 20px;"><img src="https://cdn.quisqueyaremesas.com/mail/qr-logo-white.png" alt="Quisqueya Remesas" width="140"></td></tr>
<tr><td style="padding:22px 20px;">
<p style="margin:0 0 12px;"><img src="https://cdn.quisqueyaremesas.com/mail/check-verde.png" width="22" alt="Entregado" style="vertical-align:middle;"> <b>Envío entregado</b></p>
<p style="margin:0 0 12px;">Hola, Nadège: tu envío a <b>Wilner Jean-Charles</b> fue pagado el 26/09/2026 a las 8:58 a. m. en su billetera LajanVit.</p>
<p style="margin:0 0 12px;">Número de envío: QR 310 602 7748<br>Monto entregado: 8,912.00 HTG</p>
<p style="margin:0;">¿Cómo te fue? <a href="https://www.quisqueyaremesas.com/encuesta?e=QR3106027748">Califica tu experiencia</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ Telimo (opérateur)
  {
    family: "telimo-mobil",
    group: "regional",
    lang: "ht",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Telimo <fakti@telimo.ht>",
    to: ME,
    subject: "Fakti Telimo Biznis ou pou mwa septanm 2026 disponib",
    date: "Thu, 01 Oct 2026 07:40:00 -0400",
    text: `Bonjou LAKAY SANTE,

Fakti ou pou sèvis Telimo Biznis (6 liy) pou mwa septanm 2026 pare.

Nimewo kont: 1002-774-315
Nimewo fakti: FT-2609-0183344
Montan pou peye: 14 850,00 HTG
Dat limit: 15 oktòb 2026

Ou ka peye ak LajanVit (kòd machann 10021), nan yon ajans Telimo, oswa pa vèsman labank.
Wè detay konsomasyon chak liy nan Espas Kliyan ou: https://kliyan.telimo.ht/fakti

Telimo S.A. - Angle Rue Capois et Rue Magny, Port-au-Prince - Sèvis kliyan 611
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="padding:16px 22px;background:#00a19a;"><img src="https://www.telimo.ht/assets/email/telimo-logo.png" alt="Telimo" width="110"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#333;line-height:21px;">
<p>Bonjou LAKAY SANTE,</p>
<p>Fakti ou pou sèvis <b>Telimo Biznis (6 liy)</b> pou mwa septanm 2026 pare.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #cde9e7;font-size:14px;">
<tr><td>Nimewo kont</td><td align="right">1002-774-315</td></tr>
<tr style="background:#f1f9f8;"><td>Nimewo fakti</td><td align="right">FT-2609-0183344</td></tr>
<tr><td>Montan pou peye</td><td align="right"><b style="font-size:18px;">14 850,00 HTG</b></td></tr>
<tr style="background:#f1f9f8;"><td>Dat limit</td><td align="right">15 oktòb 2026</td></tr>
</table>
<p>Ou ka peye ak LajanVit (kòd machann 10021), nan yon ajans Telimo, oswa pa vèsman labank.</p>
<p><a href="https://kliyan.telimo.ht/fakti" style="color:#00a19a;font-weight:bold;">Wè detay konsomasyon chak liy</a></p>
</td></tr>
<tr><td style="padding:12px 22px;background:#333;color:#ccc;font-size:11px;">Telimo S.A. &ndash; Angle Rue Capois et Rue Magny, Port-au-Prince &ndash; Sèvis kliyan 611<br>
<a href="https://www.facebook.com/telimo.ht" style="color:#7fd6d1;">Facebook</a> &middot; <a href="https://x.com/telimo_ht" style="color:#7fd6d1;">X</a> &middot; <a href="https://www.telimo.ht/dezabone?e=nadege.pierrelouis%40lakaysante.org" style="color:#7fd6d1;">Dezabone</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "telimo-mobil",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://kliyan.telimo.ht/compte/confirmer-courriel/3c9e0b71-5a2d-4c8f-9b1e-60d4f2a7c815",
    from: "Telimo Espace Client <noreply@telimo.ht>",
    to: ME,
    subject: "Confirmez votre adresse e-mail - Espace Client Telimo",
    date: "Wed, 30 Sep 2026 15:14:27 -0400",
    text: `Bonjour,

Vous avez indiqué cette adresse pour recevoir les factures du compte Telimo Biznis 1002-774-315.
Pour confirmer qu'elle vous appartient, ouvrez le lien ci-dessous :

https://kliyan.telimo.ht/compte/confirmer-courriel/3c9e0b71-5a2d-4c8f-9b1e-60d4f2a7c815

Ce lien est valable 72 heures. Tant que l'adresse n'est pas confirmée, vos factures continueront d'être envoyées par SMS.

Telimo S.A. - Service clients : 611 depuis un mobile Telimo, +509 2811-6110 depuis un autre réseau.
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="padding:16px 22px;background:#00a19a;"><img src="https://www.telimo.ht/assets/email/telimo-logo.png" alt="Telimo" width="110"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#333;line-height:21px;">
<p>Bonjour,</p>
<p>Vous avez indiqué cette adresse pour recevoir les factures du compte Telimo Biznis <b>1002-774-315</b>. Pour confirmer qu'elle vous appartient, cliquez sur le bouton ci-dessous.</p>
<p style="text-align:center;padding:8px 0;"><a href="https://kliyan.telimo.ht/compte/confirmer-courriel/3c9e0b71-5a2d-4c8f-9b1e-60d4f2a7c815" style="background:#00a19a;color:#ffffff;padding:12px 28px;border-radius:4px;text-decoration:none;font-weight:bold;">Confirmer mon adresse</a></p>
<p style="font-size:12px;color:#777;">Ce lien est valable 72 heures. Tant que l'adresse n'est pas confirmée, vos factures continueront d'être envoyées par SMS.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#333;color:#ccc;font-size:11px;">Service clients : 611 depuis un mobile Telimo, +509 2811-6110 depuis un autre réseau.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "telimo-mobil",
    group: "regional",
    lang: "ht",
    kind: "promo",
    code: null,
    link: null,
    from: "Telimo <pwomosyon@telimo.ht>",
    to: ME,
    subject: "Bonis 50% sou tout rechaj entènèt jiska dimanch!",
    date: "Fri, 16 Oct 2026 10:00:00 -0400",
    text: `Fèt Telimo rive!

Jiska dimanch 18 oktòb, resevwa 50% plis done sou tout pakè entènèt 7 jou ak 30 jou.
Tape *611*5# epi antre kòd pwomosyon BONIS50 anvan ou chwazi pakè a.

Egzanp: pakè 30 jou 10 GB a 1 250 HTG -> ou resevwa 15 GB.

Kondisyon aplikab. Yon sèl fwa pa liy. Pou dezabone: https://www.telimo.ht/dezabone
`,
    html: `<html><body style="margin:0;background:#00a19a;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td><a href="https://trk.telimo.ht/c/8811/promo-bonis50?utm_campaign=fet-telimo"><img src="https://www.telimo.ht/assets/email/fet-telimo-banner.jpg" width="600" alt="Fèt Telimo: 50% plis done" style="display:block;"></a></td></tr>
<tr><td style="padding:24px;text-align:center;font-size:16px;color:#222;line-height:24px;">
<p style="font-size:24px;color:#00a19a;margin:0 0 10px;"><b>Fèt Telimo rive!</b></p>
<p>Jiska dimanch 18 oktòb, resevwa <b>50% plis done</b> sou tout pakè entènèt 7 jou ak 30 jou.</p>
<p>Tape <b>*611*5#</b> epi antre kòd pwomosyon</p>
<p style="font-size:28px;letter-spacing:3px;border:2px dashed #00a19a;display:inline-block;padding:8px 18px;">BONIS50</p>
<p style="font-size:13px;color:#666;">Egzanp: pakè 30 jou 10 GB a 1 250 HTG &rarr; ou resevwa 15 GB.</p>
</td></tr>
<tr><td style="padding:12px;background:#333;color:#ccc;font-size:11px;text-align:center;">Kondisyon aplikab. Yon sèl fwa pa liy. <a href="https://www.telimo.ht/dezabone" style="color:#7fd6d1;">Dezabone</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },

  // ------------------------------------------------------------ Lambi Air
  {
    family: "lambi-air",
    group: "consumer",
    lang: "fr",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Lambi Air <reservations@lambiair.com>",
    to: ME,
    subject: "Confirmation de réservation K7QX4M - Port-au-Prince → Santo Domingo",
    date: "Mon, 28 Sep 2026 18:20:31 -0400",
    text: `Merci d'avoir choisi Lambi Air.

Code de réservation (PNR) : K7QX4M
Passagère : PIERRE-LOUIS/NADEGE MME
Billet électronique : 421-2230918874

Aller  - LB 312  Jeu. 15 oct. 2026  Port-au-Prince (PAP) 07:40 → Santo Domingo (SDQ) 09:55
Retour - LB 317  Dim. 18 oct. 2026  Santo Domingo (SDQ) 16:10 → Port-au-Prince (PAP) 16:25

Tarif : Classic, 1 bagage en soute de 23 kg inclus
Total payé : 342,60 USD (Visa •••• 4471)

Votre billet électronique et le reçu sont joints à ce message (PDF).
Enregistrement en ligne ouvert 24 h avant le départ sur lambiair.com.
Présentez-vous au comptoir au plus tard 2 h avant le départ avec un passeport valide.

Lambi Air S.A. - Aéroport international Toussaint Louverture, Port-au-Prince - +509 2816-5000
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f7fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1a2b3c;">
<tr><td style="background:#f28c28;padding:18px 26px;"><img src="https://www.lambiair.com/email/lambi-logo.png" alt="Lambi Air" width="140"></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;">Merci d'avoir choisi Lambi Air.</td></tr>
<tr><td style="padding:6px 26px;">
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e1e6ec;font-size:14px;">
<tr><td style="color:#667;">Code de réservation</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px;">K7QX4M</td></tr>
<tr><td style="color:#667;">Passagère</td><td>PIERRE-LOUIS/NADEGE MME</td></tr>
<tr><td style="color:#667;">Billet électronique</td><td>421-2230918874</td></tr></table></td></tr>
<tr><td style="padding:14px 26px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr style="background:#fff3e6;"><td><b>LB 312</b></td><td>Jeu. 15 oct. 2026</td><td>PAP 07:40 &rarr; SDQ 09:55</td></tr>
<tr><td><b>LB 317</b></td><td>Dim. 18 oct. 2026</td><td>SDQ 16:10 &rarr; PAP 16:25</td></tr></table></td></tr>
<tr><td style="padding:6px 26px 20px;font-size:13px;line-height:20px;">
Tarif : Classic, 1 bagage en soute de 23 kg inclus<br>Total payé : <b>342,60 USD</b> (Visa &bull;&bull;&bull;&bull; 4471)<br><br>
Votre billet électronique et le reçu sont joints à ce message (PDF). Enregistrement en ligne ouvert 24 h avant le départ sur <a href="https://www.lambiair.com/fr/enregistrement" style="color:#f28c28;">lambiair.com</a>. Présentez-vous au comptoir au plus tard 2 h avant le départ avec un passeport valide.</td></tr>
<tr><td style="padding:14px 26px;background:#1a2b3c;color:#aab;font-size:11px;">Lambi Air S.A. &ndash; Aéroport international Toussaint Louverture, Port-au-Prince &ndash; +509 2816-5000 &middot; <a href="https://www.lambiair.com/fr/bagages" style="color:#f7b267;">Bagages</a> &middot; <a href="https://www.lambiair.com/fr/conditions" style="color:#f7b267;">Conditions de transport</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Billet_K7QX4M_PIERRE-LOUIS.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R>> endobj\n4 0 obj <</Length 58>> stream\nBT /F1 12 Tf 72 760 Td (ITINERAIRE K7QX4M 421-2230918874) Tj ET\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "lambi-air",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Lambi Air <noreply@lambiair.com>",
    to: ME,
    subject: "Schedule change for booking K7QX4M - flight LB 317 on Oct 18",
    date: "Sat, 10 Oct 2026 07:05:12 -0400",
    text: `Dear Ms Pierre-Louis,

The departure time of one of your flights has changed.

Booking: K7QX4M
Flight LB 317, Sunday October 18, 2026, Santo Domingo (SDQ) - Port-au-Prince (PAP)
  Previous: departs 16:10, arrives 16:25
  New:      departs 18:45, arrives 19:00

Your seat (12C) and baggage allowance stay the same. If the new time does not suit you,
you may change to another Lambi Air flight within 3 days of the original date at no extra cost,
or request a refund, by calling +509 2816-5000 or +1 809-200-7730 (Dominican Republic).

We apologise for the inconvenience.
Lambi Air Customer Care
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "lambi-air",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "902617",
    link: null,
    from: "Club Lambi <club@lambiair.com>",
    to: ME,
    subject: "Tu código de acceso a Club Lambi",
    date: "Wed, 14 Oct 2026 21:37:09 -0400",
    text: `Hola, Nadège:

Para entrar a tu cuenta Club Lambi (socia No. CL 0088 1472), escribe este código:

902 617

Vence en 10 minutos. Si no intentaste iniciar sesión, puedes ignorar este correo.

Saldo actual: 6,420 millas Lambi
Lambi Air - Club Lambi
`,
    html: `<html><body style="margin:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 26px;border-bottom:3px solid #f28c28;"><img src="https://www.lambiair.com/email/club-lambi.png" alt="Club Lambi" width="130"></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;color:#1a2b3c;line-height:22px;">
<p style="margin:0 0 12px;">Hola, Nadège:</p>
<p style="margin:0 0 18px;">Para entrar a tu cuenta Club Lambi (socia No. CL 0088 1472), escribe este código:</p>
<p style="margin:0 0 18px;text-align:center;font-size:34px;font-weight:bold;letter-spacing:10px;color:#f28c28;">902 617</p>
<p style="margin:0 0 18px;font-size:13px;color:#667;">Vence en 10 minutos. Si no intentaste iniciar sesión, puedes ignorar este correo.</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#fff3e6;border-radius:6px;font-size:13px;"><tr><td>Saldo actual: <b>6,420 millas Lambi</b></td><td align="right"><a href="https://www.lambiair.com/es/club/canjear" style="color:#f28c28;">Canjear millas</a></td></tr></table>
</td></tr></table></td></tr></table></body></html>`,
    enc: "b64",
  },

  // ------------------------------------------------------------ Transit Bélizaire (customs broker)
  {
    family: "transit-belizaire",
    group: "regional",
    lang: "fr",
    kind: "clearance-status",
    code: null,
    link: null,
    from: "Transit Bélizaire - Suivi <suivi@transitbelizaire.com>",
    to: ME,
    subject: "Dossier TB-26-1187 : marchandise en entrepôt, dédouanement en cours",
    date: "Tue, 08 Sep 2026 14:25:00 -0400",
    text: `Madame Pierre-Louis,

Nous vous informons de l'avancement de votre dossier.

Dossier : TB-26-1187
Expéditeur : MedSupply Partners Inc., Miami
Connaissement (B/L) : CMDU MIA 4471902
Conteneur : 1 x 20' - 14 palettes - 3 860 kg
Contenu déclaré : consommables médicaux et médicaments essentiels (liste jointe au dossier)
Arrivée au port de Port-au-Prince (APN) : 05/09/2026
Déclaration en douane (DAU) : 2026-PAP-IM4-0081554, déposée le 07/09/2026

Statut : en attente de visite physique par la douane (prévue jeudi 10/09).
L'exonération de droits (franchise ONG) a été présentée avec la lettre du MSPP.

Nous vous tiendrons informée dès la mainlevée. Délai habituel de livraison à Jacmel après mainlevée : 2 à 3 jours ouvrables.

Transit Bélizaire & Fils - Commissionnaire en douane agréé n° 0347
Boulevard La Saline, Port-au-Prince - Tél. +509 2946-1187 / +509 3701-4408
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "transit-belizaire",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Guerda Bélizaire <comptabilite@transitbelizaire.com>",
    to: ME,
    subject: "Facture FB-2026-0962 - dossier TB-26-1187 (mainlevée obtenue)",
    date: "Mon, 14 Sep 2026 16:02:37 -0400",
    text: `Bonjour Madame Pierre-Louis,

La mainlevée du dossier TB-26-1187 a été obtenue ce matin et le conteneur sera chargé demain
pour Jacmel (camion immatriculé AA-24817, chauffeur M. Ronald Estimé, +509 3642-0915).

Veuillez trouver ci-dessous le détail de notre facture FB-2026-0962 :

  Honoraires de dédouanement ............ 450,00 USD
  Frais de magasinage APN (6 jours) ..... 318,00 USD
  Manutention et visite douane .......... 145,00 USD
  Transport PAP - Jacmel (20') .......... 620,00 USD
  Total ................................ 1 533,00 USD

Les droits et taxes ont été exonérés (franchise ONG), aucun montant n'est dû à ce titre.
Paiement par virement à notre compte Banque Citadelle n° 004-221-7780 (USD) dans les 15 jours,
en indiquant la référence FB-2026-0962.

Cordialement,

Guerda Bélizaire
Comptabilité - Transit Bélizaire & Fils
Tél. +509 2946-1187
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "transit-belizaire",
    group: "regional",
    lang: "fr",
    kind: "portal-activation",
    code: "306975",
    link: "https://portail.transitbelizaire.com/activation?client=LS0412&jeton=c1f7e3a90b2d",
    from: "Transit Bélizaire - Portail clients <portail@transitbelizaire.com>",
    to: ME,
    subject: "Activez votre accès au portail clients Transit Bélizaire",
    date: "Wed, 16 Sep 2026 09:12:48 -0400",
    text: `Madame Pierre-Louis,

Comme convenu par téléphone, nous avons ouvert un accès au portail clients pour l'Association Lakay Santé
(code client LS0412). Vous pourrez y suivre vos dossiers, télécharger les DAU et les factures.

Pour activer votre accès :
1. Ouvrez ce lien : https://portail.transitbelizaire.com/activation?client=LS0412&jeton=c1f7e3a90b2d
2. Saisissez le code d'activation : 306 975
3. Choisissez votre mot de passe.

Le code d'activation est valable 48 heures.

Transit Bélizaire & Fils - Boulevard La Saline, Port-au-Prince - +509 2946-1187
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #b7c4d1;">
<tr><td style="background:#17324d;color:#ffffff;padding:14px 20px;font-size:18px;"><b>TRANSIT BÉLIZAIRE &amp; FILS</b><br><span style="font-size:12px;color:#c9d6e3;">Commissionnaire en douane agréé n° 0347</span></td></tr>
<tr><td style="padding:20px;line-height:21px;">
<p>Madame Pierre-Louis,</p>
<p>Comme convenu par téléphone, nous avons ouvert un accès au portail clients pour l'Association Lakay Santé (code client LS0412). Vous pourrez y suivre vos dossiers, télécharger les DAU et les factures.</p>
<p><b>Pour activer votre accès :</b></p>
<ol><li>Cliquez sur <a href="https://portail.transitbelizaire.com/activation?client=LS0412&amp;jeton=c1f7e3a90b2d">Activer mon accès</a></li>
<li>Saisissez le code d'activation : <span style="font-size:20px;font-weight:bold;color:#17324d;">306 975</span></li>
<li>Choisissez votre mot de passe.</li></ol>
<p style="color:#666;font-size:12px;">Le code d'activation est valable 48 heures.</p>
</td></tr>
<tr><td style="padding:10px 20px;background:#eef2f6;font-size:11px;color:#555;">Transit Bélizaire &amp; Fils &ndash; Boulevard La Saline, Port-au-Prince &ndash; +509 2946-1187 &ndash; <a href="https://www.transitbelizaire.com">www.transitbelizaire.com</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ Medisud Distribution
  {
    family: "medisud-distribution",
    group: "regional",
    lang: "fr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Medisud Distribution <commandes@medisud.ht>",
    to: ME,
    subject: "Votre commande CMD-58731 a été expédiée",
    date: "Thu, 17 Sep 2026 11:44:06 -0400",
    text: `Bonjour,

Votre commande CMD-58731 a quitté notre entrepôt de Delmas ce matin.

Livraison : Centre de santé Lakay Santé, Route de Cayes-Jacmel, Jacmel
Transporteur : flotte Medisud, camion frigorifique n° 07
Arrivée estimée : vendredi 18 septembre 2026, entre 10 h et 14 h

Articles :
  Amoxicilline 500 mg gél. (boîte 1000) x 6     lot AMX2604  exp. 03/2028
  SRO sachets (carton 500) x 10                 lot SRO2611  exp. 11/2027
  Test de diagnostic rapide paludisme (25) x 20 lot RDT2539  exp. 07/2027  (2-8 °C)
  Gants nitrile M (boîte 100) x 40              lot GNM2620

Montant facturé : 4 218,75 USD (facture FAC-26-11942, paiement à 30 jours)

Merci de vérifier la température affichée sur l'enregistreur à la réception et de signer le bon de livraison.

Medisud Distribution SARL - 22, Rue Lamarre, Delmas 31 - +509 2813-4700
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f8fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;font-size:13px;color:#2a2a2a;">
<tr><td style="padding:16px 22px;border-bottom:2px solid #1565c0;"><img src="https://www.medisud.ht/img/mail/medisud-logo.png" alt="Medisud Distribution" width="160"></td></tr>
<tr><td style="padding:20px 22px 6px;line-height:20px;">
<p style="font-size:17px;color:#1565c0;margin:0 0 10px;"><b>Commande CMD-58731 expédiée</b></p>
<p style="margin:0 0 10px;">Votre commande a quitté notre entrepôt de Delmas ce matin.</p>
<p style="margin:0 0 10px;">Livraison : Centre de santé Lakay Santé, Route de Cayes-Jacmel, Jacmel<br>Transporteur : flotte Medisud, camion frigorifique n° 07<br>Arrivée estimée : <b>vendredi 18 septembre 2026, entre 10 h et 14 h</b></p></td></tr>
<tr><td style="padding:6px 22px;">
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:12px;">
<tr style="background:#e3eefa;"><th align="left">Article</th><th>Qté</th><th>Lot</th><th>Exp.</th></tr>
<tr><td>Amoxicilline 500 mg gél. (boîte 1000)</td><td align="center">6</td><td>AMX2604</td><td>03/2028</td></tr>
<tr style="background:#f7fafd;"><td>SRO sachets (carton 500)</td><td align="center">10</td><td>SRO2611</td><td>11/2027</td></tr>
<tr><td>TDR paludisme (25) &ndash; 2-8 °C</td><td align="center">20</td><td>RDT2539</td><td>07/2027</td></tr>
<tr style="background:#f7fafd;"><td>Gants nitrile M (boîte 100)</td><td align="center">40</td><td>GNM2620</td><td>&ndash;</td></tr>
</table></td></tr>
<tr><td style="padding:12px 22px 20px;line-height:20px;">Montant facturé : <b>4 218,75 USD</b> (facture FAC-26-11942, paiement à 30 jours)<br>
Merci de vérifier la température affichée sur l'enregistreur à la réception et de signer le bon de livraison.<br>
<a href="https://pro.medisud.ht/commandes/CMD-58731" style="color:#1565c0;">Voir la commande dans l'espace pro</a></td></tr>
<tr><td style="padding:12px 22px;background:#1565c0;color:#e3eefa;font-size:11px;">Medisud Distribution SARL &ndash; 22, Rue Lamarre, Delmas 31 &ndash; +509 2813-4700 &ndash; Agréée par la DPM/MT</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "medisud-distribution",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://u7734210.ct.sendgrid.net/ls/click?upn=Kp3vZ-2BfQ8x1mW0aLrT9yN4Hc7dG6sE-2FuJ5oR1iV-3D&medisud=pro",
    from: "Medisud Pro <no-reply@medisud.ht>",
    to: ME,
    subject: "Reset your Medisud Pro password",
    date: "Sun, 04 Oct 2026 20:16:52 -0400",
    text: `Hello,

We received a request to reset the password of your Medisud Pro account (client no. 11-2087, Lakay Santé).

Reset your password:
https://u7734210.ct.sendgrid.net/ls/click?upn=Kp3vZ-2BfQ8x1mW0aLrT9yN4Hc7dG6sE-2FuJ5oR1iV-3D&medisud=pro

This link can be used once and expires in 60 minutes. If you did not ask for a new password,
ignore this e-mail: your current password stays valid.

Medisud Distribution - 22, Rue Lamarre, Delmas 31, Haiti - +509 2813-4700
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f8fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;font-size:14px;color:#2a2a2a;">
<tr><td style="padding:16px 22px;border-bottom:2px solid #1565c0;"><img src="https://www.medisud.ht/img/mail/medisud-logo.png" alt="Medisud Pro" width="160"></td></tr>
<tr><td style="padding:22px;line-height:21px;">
<p>Hello,</p>
<p>We received a request to reset the password of your Medisud Pro account (client no. 11-2087, Lakay Santé).</p>
<p style="text-align:center;margin:24px 0;"><a href="https://u7734210.ct.sendgrid.net/ls/click?upn=Kp3vZ-2BfQ8x1mW0aLrT9yN4Hc7dG6sE-2FuJ5oR1iV-3D&amp;medisud=pro" style="background:#1565c0;color:#ffffff;padding:12px 26px;text-decoration:none;border-radius:3px;">Reset password</a></p>
<p style="font-size:12px;color:#666;">This link can be used once and expires in 60 minutes. If you did not ask for a new password, ignore this e-mail: your current password stays valid.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#1565c0;color:#e3eefa;font-size:11px;">Medisud Distribution &ndash; 22, Rue Lamarre, Delmas 31, Haiti &ndash; +509 2813-4700<img src="https://u7734210.ct.sendgrid.net/wf/open?upn=Xq8-2Bop" width="1" height="1" alt=""></td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "medisud-distribution",
    group: "regional",
    lang: "fr",
    kind: "backorder-notice",
    code: null,
    link: null,
    from: "Medisud Distribution <commandes@medisud.ht>",
    to: ME,
    subject: "Rupture de stock - commande CMD-59104 partiellement livrable",
    date: "Fri, 09 Oct 2026 13:30:11 -0400",
    text: `Bonjour,

Deux articles de votre commande CMD-59104 du 07/10/2026 sont momentanément en rupture :

  - Ocytocine 10 UI/ml amp. (boîte 50) x 8 : réapprovisionnement attendu le 26/10/2026
  - Sulfate de magnésium 50 % amp. (boîte 10) x 15 : réapprovisionnement attendu le 02/11/2026

Le reste de la commande (11 lignes, 2 975,40 USD) sera livré comme prévu le 12/10/2026.
Les articles manquants vous seront livrés sans frais de transport supplémentaires dès leur arrivée.
Si vous préférez annuler ces lignes, répondez simplement à ce message.

Service commandes - Medisud Distribution SARL - +509 2813-4700 (poste 2)
`,
    html: null,
    enc: "qp",
  },

  // ------------------------------------------------------------ Karbinor (carburant)
  {
    family: "karbinor",
    group: "regional",
    lang: "fr",
    kind: "delivery-note",
    code: null,
    link: null,
    from: "Karbinor S.A. <livraisons@karbinor.ht>",
    to: ME,
    subject: "Bon de livraison BL-26-40771 - Diesel 1 800 gallons - Jacmel",
    date: "Tue, 22 Sep 2026 15:55:40 -0400",
    text: `KARBINOR S.A. - BON DE LIVRAISON

N° BL-26-40771                     Date : 22/09/2026 14:10
Client : ASSOCIATION LAKAY SANTE (compte 7720-118)
Site : Centre de santé, Route de Cayes-Jacmel - groupe électrogène 150 kVA

Produit : Gasoil (diesel)
Quantité livrée : 1 800 gallons US (compteur 228 415 -> 230 215)
Prix unitaire : 4,15 USD/gal
Montant HT : 7 470,00 USD
Citerne : camion AB-30418, chauffeur Jocelyn Fils-Aimé
Réceptionné par : Wilson Dieudonné (gardien)

La facture sera émise en fin de mois. Solde du compte après cette livraison : 10 330,00 USD.
Commandes : +509 3790-4400 (WhatsApp) - Karbinor S.A., Route Nationale 2, Carrefour
`,
    html: `<html><body style="margin:0;font-family:'Courier New',monospace;font-size:13px;color:#111;">
<table width="620" cellpadding="0" cellspacing="0" style="border:2px solid #111;">
<tr><td colspan="2" style="padding:10px 14px;background:#ffd400;font-family:Arial,sans-serif;font-size:18px;"><b>KARBINOR S.A.</b> &mdash; BON DE LIVRAISON</td></tr>
<tr><td style="padding:8px 14px;">N° BL-26-40771</td><td align="right" style="padding:8px 14px;">22/09/2026 14:10</td></tr>
<tr><td colspan="2" style="padding:8px 14px;border-top:1px solid #111;">Client : ASSOCIATION LAKAY SANTE (compte 7720-118)<br>Site : Centre de santé, Route de Cayes-Jacmel &ndash; groupe électrogène 150 kVA</td></tr>
<tr><td colspan="2" style="padding:8px 14px;border-top:1px solid #111;">
<table width="100%" cellpadding="3" cellspacing="0" style="font-family:'Courier New',monospace;font-size:13px;">
<tr><td>Produit</td><td>Gasoil (diesel)</td></tr>
<tr><td>Quantité livrée</td><td>1 800 gallons US (compteur 228 415 &rarr; 230 215)</td></tr>
<tr><td>Prix unitaire</td><td>4,15 USD/gal</td></tr>
<tr><td>Montant HT</td><td><b>7 470,00 USD</b></td></tr>
<tr><td>Citerne</td><td>camion AB-30418, chauffeur Jocelyn Fils-Aimé</td></tr>
<tr><td>Réceptionné par</td><td>Wilson Dieudonné (gardien)</td></tr></table></td></tr>
<tr><td colspan="2" style="padding:8px 14px;border-top:1px solid #111;font-family:Arial,sans-serif;font-size:12px;">La facture sera émise en fin de mois. Solde du compte après cette livraison : 10 330,00 USD.<br>Commandes : +509 3790-4400 (WhatsApp) &ndash; Karbinor S.A., Route Nationale 2, Carrefour</td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "karbinor",
    group: "regional",
    lang: "ht",
    kind: "price-notice",
    code: null,
    link: null,
    from: "Karbinor S.A. <kliyan@karbinor.ht>",
    to: ME,
    subject: "Nouvo pri gazoil apati 1ye oktòb 2026",
    date: "Mon, 28 Sep 2026 09:00:00 -0400",
    text: `Chè kliyan,

Apati jedi 1ye oktòb 2026, pri gazoil pou kliyan kont antrepriz ap chanje:

  Gazoil: 4,15 USD/galon -> 4,32 USD/galon
  Gazolin: 4,40 USD/galon -> 4,55 USD/galon
  Frè livrezon Sid-Es (Jakmèl, Marigo, Bènè): 0,10 USD/galon (pa chanje)

Tout kòmand ki konfime anvan 30 septanm a 5è PM ap peye ansyen pri a.
Pou kòmande: +509 3790-4400 (WhatsApp) oswa kòmand@karbinor.ht

Mèsi pou konfyans ou.
Karbinor S.A. - Wout Nasyonal 2, Kafou
`,
    html: null,
    enc: "b64",
  },

  // ------------------------------------------------------------ Livrokont (comptabilité)
  {
    family: "livrokont",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318044",
    link: null,
    from: "Livrokont <auth@livrokont.app>",
    to: ME,
    subject: "Livrokont verification code",
    date: "Tue, 29 Sep 2026 08:12:37 -0400",
    text: `Your Livrokont verification code is 318 044

Enter it on the sign-in page to open the organisation "Association Lakay Santé (HTG/USD)".
The code is valid for 10 minutes.

Not you? Someone may have your password. Reset it from Settings > Security and turn on an authenticator app.

Livrokont - bookkeeping for small organisations
https://livrokont.app
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#fafaf7;">
<span style="display:none!important;opacity:0;">Valid for 10 minutes.</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#1c1c1a;">
<tr><td style="padding-bottom:24px;"><img src="https://livrokont.app/static/email/lk-mark.png" alt="Livrokont" width="36" height="36"></td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:12px;">Your verification code</td></tr>
<tr><td style="font-size:15px;line-height:23px;padding-bottom:20px;">Enter it on the sign-in page to open the organisation <b>Association Lakay Santé (HTG/USD)</b>.</td></tr>
<tr><td style="padding-bottom:20px;"><div style="font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:36px;font-weight:700;letter-spacing:4px;background:#efeee8;border-radius:8px;padding:16px 0;text-align:center;">318 044</div></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#6b6a63;">The code is valid for 10 minutes. Not you? Someone may have your password. Reset it from Settings &rsaquo; Security and turn on an authenticator app.</td></tr>
<tr><td style="padding-top:28px;font-size:12px;color:#9c9b93;border-top:1px solid #e4e3dc;">Livrokont &middot; bookkeeping for small organisations &middot; <a href="https://livrokont.app/privacy" style="color:#9c9b93;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "livrokont",
    group: "consumer",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://livrokont.app/auth/reinitialiser/Ye5r0PmKx2wQ9uTb?o=lakay-sante",
    from: "Livrokont <auth@livrokont.app>",
    to: ME,
    subject: "Réinitialisation de votre mot de passe Livrokont",
    date: "Sat, 17 Oct 2026 23:48:09 -0400",
    text: `Bonjour Nadège,

Quelqu'un (probablement vous) a demandé à réinitialiser le mot de passe de votre compte Livrokont.

Choisir un nouveau mot de passe :
https://livrokont.app/auth/reinitialiser/Ye5r0PmKx2wQ9uTb?o=lakay-sante

Ce lien expire dans 30 minutes. Si vous n'avez rien demandé, ignorez ce message ; votre mot de passe actuel reste valable.

Livrokont
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fafaf7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#1c1c1a;">
<tr><td style="padding-bottom:24px;"><img src="https://livrokont.app/static/email/lk-mark.png" alt="Livrokont" width="36" height="36"></td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:12px;">Nouveau mot de passe</td></tr>
<tr><td style="font-size:15px;line-height:23px;padding-bottom:22px;">Bonjour Nadège, quelqu'un (probablement vous) a demandé à réinitialiser le mot de passe de votre compte Livrokont.</td></tr>
<tr><td style="padding-bottom:22px;"><a href="https://livrokont.app/auth/reinitialiser/Ye5r0PmKx2wQ9uTb?o=lakay-sante" style="display:inline-block;background:#1c1c1a;color:#fafaf7;font-size:15px;font-weight:600;padding:12px 22px;border-radius:8px;text-decoration:none;">Choisir un mot de passe</a></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#6b6a63;">Ce lien expire dans 30 minutes. Si vous n'avez rien demandé, ignorez ce message ; votre mot de passe actuel reste valable.</td></tr>
<tr><td style="padding-top:28px;font-size:12px;color:#9c9b93;border-top:1px solid #e4e3dc;">Livrokont &middot; <a href="https://livrokont.app/aide" style="color:#9c9b93;">Aide</a> &middot; <a href="https://livrokont.app/privacy" style="color:#9c9b93;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "livrokont",
    group: "consumer",
    lang: "en",
    kind: "monthly-summary",
    code: null,
    link: null,
    from: "Livrokont <reports@livrokont.app>",
    to: ME,
    subject: "September 2026 close: 3 transactions still unreconciled",
    date: "Fri, 02 Oct 2026 07:00:00 -0400",
    text: `Association Lakay Santé - September 2026

Income: USD 61,942.10 (HTG equivalents converted at BRH reference rate 131.52)
Expenses: USD 48,207.66
Net: USD 13,734.44

Unreconciled bank lines: 3
  - Banque Citadelle USD, 14 Sep, -2,860.00 (Karbinor S.A.?)
  - Banco Cibao Norte DOP, 24 Sep, -96,350.00 (batch of 4)
  - LajanVit, 28 Sep, -1,500.00 HTG

Open the September close checklist: https://livrokont.app/o/lakay-sante/close/2026-09

You get this summary because you are an owner of this organisation. Change e-mail preferences: https://livrokont.app/settings/emails
`,
    html: null,
    enc: "7bit",
  },

  // ------------------------------------------------------------ Konbit Shifts (volunteer rota)
  {
    family: "konbit-shifts",
    group: "consumer",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://email.konbitshifts.com/c/eJxNjk0OgjAQRu_SdUNKTUxYuoVLNE4pBhUm7QwS4t0dYkzcvnnv-1Z8zPZGQoePP-BZA",
    from: "Konbit Shifts <equipos@konbitshifts.com>",
    to: ME,
    subject: "Yokasta Almonte te invitó al equipo «Clínica Móvil Dajabón»",
    date: "Tue, 06 Oct 2026 18:29:14 -0400",
    text: `Hola:

Yokasta Almonte te invitó a unirte al equipo «Clínica Móvil Dajabón» en Konbit Shifts como coordinadora.
Desde allí podrás ver los turnos de voluntarios, aprobar cambios y enviar avisos al grupo.

Aceptar la invitación:
https://email.konbitshifts.com/c/eJxNjk0OgjAQRu_SdUNKTUxYuoVLNE4pBhUm7QwS4t0dYkzcvnnv-1Z8zPZGQoePP-BZA

Próximos turnos del equipo:
  sáb. 10 oct., 7:00-13:00 - Loma de Cabrera (4/6 voluntarios)
  sáb. 17 oct., 7:00-13:00 - Partido (2/6 voluntarios)

La invitación vence el 13 de octubre de 2026.

Konbit Shifts · Ayuda: https://konbitshifts.com/ayuda · No quiero recibir más invitaciones: https://konbitshifts.com/preferencias
`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f5f1;">
<div style="display:none;max-height:0;overflow:hidden;">Únete como coordinadora y gestiona los turnos del equipo.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 12px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e7e4da;border-radius:12px;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:22px 28px 0;"><img src="https://konbitshifts.com/mail/konbit-logo@2x.png" alt="Konbit Shifts" width="128"></td></tr>
<tr><td style="padding:18px 28px;font-size:15px;line-height:23px;color:#26251f;">
<p style="margin:0 0 12px;font-size:19px;font-weight:bold;">Te invitaron a un equipo</p>
<p style="margin:0 0 14px;"><b>Yokasta Almonte</b> te invitó a unirte al equipo <b>«Clínica Móvil Dajabón»</b> como <b>coordinadora</b>. Desde allí podrás ver los turnos de voluntarios, aprobar cambios y enviar avisos al grupo.</p>
<p style="margin:0 0 20px;"><a href="https://email.konbitshifts.com/c/eJxNjk0OgjAQRu_SdUNKTUxYuoVLNE4pBhUm7QwS4t0dYkzcvnnv-1Z8zPZGQoePP-BZA" style="display:inline-block;background:#e0592a;color:#ffffff;font-weight:bold;padding:12px 24px;border-radius:8px;text-decoration:none;">Aceptar invitación</a></p>
<p style="margin:0 0 6px;font-size:13px;color:#77746a;text-transform:uppercase;letter-spacing:1px;">Próximos turnos</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td>sáb. 10 oct. &middot; 7:00&ndash;13:00</td><td>Loma de Cabrera</td><td align="right">4/6</td></tr>
<tr><td>sáb. 17 oct. &middot; 7:00&ndash;13:00</td><td>Partido</td><td align="right">2/6</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#77746a;">La invitación vence el 13 de octubre de 2026.</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #eee;font-size:11px;color:#9a978c;">Konbit Shifts &middot; <a href="https://konbitshifts.com/ayuda" style="color:#9a978c;">Ayuda</a> &middot; <a href="https://konbitshifts.com/preferencias" style="color:#9a978c;">No quiero recibir más invitaciones</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ Fonds Zonnehoek (NL donor)
  {
    family: "fonds-zonnehoek",
    group: "regional",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link: "https://partners.fondszonnehoek.nl/registratie/bevestig?id=PA-3318&sleutel=a8Kd02QmZr7x",
    from: "Fonds Zonnehoek <partnerportaal@fondszonnehoek.nl>",
    to: ME,
    subject: "Bevestig uw e-mailadres voor het partnerportaal",
    date: "Wed, 23 Sep 2026 10:04:51 +0200",
    text: `Beste mevrouw Pierre-Louis,

U bent door Fonds Zonnehoek uitgenodigd om een aanvraag in te dienen voor de ronde
"Moeder- en kindzorg Caribisch gebied 2027" (sluitingsdatum 30 november 2026).

Bevestig eerst uw e-mailadres via onderstaande link, daarna kunt u een wachtwoord kiezen:
https://partners.fondszonnehoek.nl/registratie/bevestig?id=PA-3318&sleutel=a8Kd02QmZr7x

De link is 5 dagen geldig.

Met vriendelijke groet,
Team Programma's
Fonds Zonnehoek - Maliesingel 41, 3581 BK Utrecht - 030 230 8810
`,
    html: `<html><body style="margin:0;background:#fffbea;font-family:Verdana,Geneva,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #f6b800;">
<tr><td style="padding:20px 26px;"><img src="https://www.fondszonnehoek.nl/media/logo-zonnehoek.png" alt="Fonds Zonnehoek" width="150"></td></tr>
<tr><td style="padding:0 26px 24px;font-size:13px;line-height:21px;color:#333;">
<p>Beste mevrouw Pierre-Louis,</p>
<p>U bent door Fonds Zonnehoek uitgenodigd om een aanvraag in te dienen voor de ronde <b>&ldquo;Moeder- en kindzorg Caribisch gebied 2027&rdquo;</b> (sluitingsdatum 30 november 2026).</p>
<p>Bevestig eerst uw e-mailadres; daarna kunt u een wachtwoord kiezen.</p>
<p><a href="https://partners.fondszonnehoek.nl/registratie/bevestig?id=PA-3318&amp;sleutel=a8Kd02QmZr7x" style="background:#2f5d50;color:#fff;padding:10px 20px;text-decoration:none;">E-mailadres bevestigen</a></p>
<p style="font-size:11px;color:#777;">De link is 5 dagen geldig.</p>
<p>Met vriendelijke groet,<br>Team Programma's</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#2f5d50;color:#dfeae6;font-size:10px;">Fonds Zonnehoek &middot; Maliesingel 41, 3581 BK Utrecht &middot; 030 230 8810 &middot; ANBI-status, RSIN 8154 22 907 &middot; <a href="https://www.fondszonnehoek.nl/privacy" style="color:#dfeae6;">Privacyverklaring</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },

  // ------------------------------------------------------------ Stiftung Brunnenlicht (DE donor)
  {
    family: "stiftung-brunnenlicht",
    group: "regional",
    lang: "de",
    kind: "disbursement-notice",
    code: null,
    link: null,
    from: "Stiftung Brunnenlicht <foerderung@brunnenlicht-stiftung.de>",
    to: ME,
    subject: "Auszahlung 2. Rate – Projekt BL-HT-2025-07 (Wasser & Hygiene Jacmel)",
    date: "Thu, 08 Oct 2026 11:17:25 +0200",
    text: `Sehr geehrte Frau Pierre-Louis,

wir freuen uns, Ihnen mitzuteilen, dass der Vorstand den Zwischenbericht vom 30. August 2026 angenommen hat.
Die zweite Rate wurde heute angewiesen:

Projekt: BL-HT-2025-07 – Wasser & Hygiene in Gesundheitsposten, Département Sud-Est
Betrag: 18.500,00 EUR
Empfängerkonto: Association Lakay Santé, Banque Citadelle, IBAN/Konto endet auf 2207
Verwendungszweck: BL-HT-2025-07 RATE 2
Valuta voraussichtlich: 13.10.2026 (Auslandsüberweisung in USD)

Der Abschlussbericht ist bis zum 31. März 2027 fällig. Bitte denken Sie daran, Belege über 500 EUR
im Original aufzubewahren.

Mit freundlichen Grüßen

Katharina Vogelsang
Programmreferentin Lateinamerika & Karibik
Stiftung Brunnenlicht · Kaiser-Wilhelm-Ring 17 · 50672 Köln · Tel. +49 221 9874 310
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#222;line-height:19px;">
<p><img src="https://www.brunnenlicht-stiftung.de/fileadmin/mail/briefkopf.png" alt="Stiftung Brunnenlicht" width="220"></p>
<p>Sehr geehrte Frau Pierre-Louis,</p>
<p>wir freuen uns, Ihnen mitzuteilen, dass der Vorstand den Zwischenbericht vom 30. August 2026 angenommen hat. Die zweite Rate wurde heute angewiesen:</p>
<table cellpadding="3" cellspacing="0" style="font-size:13px;">
<tr><td>Projekt:</td><td>BL-HT-2025-07 &ndash; Wasser &amp; Hygiene in Gesundheitsposten, Département Sud-Est</td></tr>
<tr><td>Betrag:</td><td><b>18.500,00 EUR</b></td></tr>
<tr><td>Empfängerkonto:</td><td>Association Lakay Santé, Banque Citadelle, Konto endet auf 2207</td></tr>
<tr><td>Verwendungszweck:</td><td>BL-HT-2025-07 RATE 2</td></tr>
<tr><td>Valuta voraussichtlich:</td><td>13.10.2026 (Auslandsüberweisung in USD)</td></tr></table>
<p>Der Abschlussbericht ist bis zum 31. März 2027 fällig. Bitte denken Sie daran, Belege über 500 EUR im Original aufzubewahren.</p>
<p>Mit freundlichen Grüßen</p>
<p><b>Katharina Vogelsang</b><br>Programmreferentin Lateinamerika &amp; Karibik<br>Stiftung Brunnenlicht &middot; Kaiser-Wilhelm-Ring 17 &middot; 50672 Köln &middot; Tel. +49 221 9874 310<br>
<span style="font-size:10px;color:#888;">Stiftungsaufsicht: Bezirksregierung Köln &middot; Steuernummer 214/5710/3382</span></p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "stiftung-brunnenlicht",
    group: "regional",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Stiftung Brunnenlicht <rundbrief@brunnenlicht-stiftung.de>",
    to: ME,
    subject: "Rundbrief Herbst 2026: Neue Förderlinie und Partnertreffen in Santo Domingo",
    date: "Thu, 15 Oct 2026 09:30:00 +0200",
    text: `Rundbrief der Stiftung Brunnenlicht – Herbst 2026

Liebe Partnerinnen und Partner,

1. Neue Förderlinie „Klima & Gesundheit"
   Ab Januar 2027 fördern wir Projekte zu Hitzeschutz und Wasserspeicherung in Gesundheitseinrichtungen
   mit bis zu 60.000 EUR über zwei Jahre. Interessenbekundungen bis 15. Dezember 2026.

2. Partnertreffen Karibik
   vom 24. bis 26. November 2026 in Santo Domingo. Reisekosten für eine Person je Partnerorganisation
   werden übernommen. Anmeldung bei Frau Vogelsang.

3. Jahresbericht 2025 ist erschienen (PDF, 4,2 MB): https://www.brunnenlicht-stiftung.de/jahresbericht-2025

Rundbrief abbestellen: https://www.brunnenlicht-stiftung.de/rundbrief/abmelden?u=7731
Stiftung Brunnenlicht · Kaiser-Wilhelm-Ring 17 · 50672 Köln
`,
    html: `<html><body style="margin:0;background:#eef3f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#243240;">
<tr><td><img src="https://www.brunnenlicht-stiftung.de/fileadmin/mail/rundbrief-kopf-herbst.jpg" width="600" alt="Rundbrief Herbst 2026" style="display:block;"></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;line-height:23px;">
<p>Liebe Partnerinnen und Partner,</p>
<h3 style="font-family:Arial,sans-serif;color:#1f6f8b;margin:20px 0 6px;">Neue Förderlinie &bdquo;Klima &amp; Gesundheit&ldquo;</h3>
<p style="margin:0;">Ab Januar 2027 fördern wir Projekte zu Hitzeschutz und Wasserspeicherung in Gesundheitseinrichtungen mit bis zu 60.000 EUR über zwei Jahre. Interessenbekundungen bis 15. Dezember 2026.</p>
<h3 style="font-family:Arial,sans-serif;color:#1f6f8b;margin:20px 0 6px;">Partnertreffen Karibik</h3>
<p style="margin:0;">Vom 24. bis 26. November 2026 in Santo Domingo. Reisekosten für eine Person je Partnerorganisation werden übernommen. Anmeldung bei Frau Vogelsang.</p>
<h3 style="font-family:Arial,sans-serif;color:#1f6f8b;margin:20px 0 6px;">Jahresbericht 2025</h3>
<p style="margin:0;"><a href="https://www.brunnenlicht-stiftung.de/jahresbericht-2025" style="color:#1f6f8b;">Jahresbericht herunterladen</a> (PDF, 4,2 MB)</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#243240;color:#b9c6d0;font-family:Arial,sans-serif;font-size:11px;">Stiftung Brunnenlicht &middot; Kaiser-Wilhelm-Ring 17 &middot; 50672 Köln &middot; <a href="https://www.brunnenlicht-stiftung.de/rundbrief/abmelden?u=7731" style="color:#b9c6d0;">Rundbrief abbestellen</a> &middot; <a href="https://www.brunnenlicht-stiftung.de/datenschutz" style="color:#b9c6d0;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },

  // ------------------------------------------------------------ Tomoshibi Kikin (JP donor)
  {
    family: "tomoshibi-kikin",
    group: "regional",
    lang: "ja",
    kind: "grant-decision",
    code: null,
    link: null,
    from: "ともしび国際医療基金 <josei@tomoshibi-kikin.or.jp>",
    to: ME,
    subject: "【ともしび国際医療基金】2026年度 第2期助成 採択のお知らせ",
    date: "Fri, 09 Oct 2026 10:00:00 +0900",
    text: `Association Lakay Santé
Nadège Pierre-Louis 様

平素より大変お世話になっております。
ともしび国際医療基金 助成事業担当でございます。

このたびは2026年度第2期助成にご応募いただき、誠にありがとうございました。
選考委員会での審査の結果、貴団体の事業が採択されましたのでお知らせいたします。

  受付番号：TK-2026-2-0417
  事業名：ハイチ南東県における母子保健ワーカー育成事業
  助成金額：3,200,000円
  助成期間：2027年1月1日～2027年12月31日

助成金交付契約書は11月中旬に郵送いたします。ご署名のうえ、12月15日（火）までにご返送ください。
英文の契約書が必要な場合は、本メールにご返信ください。

ともしび国際医療基金 助成事業担当
〒102-0083 東京都千代田区麹町3-5-2 麹町センタービル6階
TEL：03-6261-4470（平日10:00～17:00）
`,
    html: null,
    enc: "b64",
  },

  // ------------------------------------------------------------ Réseau Santé Hispaniola (newsletter)
  {
    family: "reseau-sante-hispaniola",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Réseau Santé Hispaniola <bulletin@reseausantehispaniola.org>",
    to: ME,
    subject: "Bulletin n° 41 – Choléra dans le Nord-Est, atelier transfrontalier de novembre",
    date: "Mon, 12 Oct 2026 08:15:00 -0400",
    text: `RÉSEAU SANTÉ HISPANIOLA – Bulletin n° 41 – octobre 2026

• Choléra : 212 cas suspects signalés dans le Nord-Est entre le 14 septembre et le 4 octobre (source : MSPP).
  Les partenaires disposant de stocks de SRO et de Ringer lactate peuvent se signaler au cluster santé.
• Atelier transfrontalier Ouanaminthe–Dajabón sur la référence des urgences obstétricales : 19 et 20 novembre 2026.
  Inscriptions ouvertes jusqu'au 6 novembre : https://www.reseausantehispaniola.org/atelier-2026
• Offre d'emploi : chargé·e de suivi-évaluation (Cap-Haïtien), candidatures avant le 31 octobre.

Vous recevez ce bulletin en tant que membre du réseau.
Se désabonner : https://www.reseausantehispaniola.org/bulletin/desabonnement?m=LS-088
`,
    html: `<html><body style="margin:0;background:#f7f7f2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 24px;background:#00209f;color:#ffffff;"><span style="font-size:20px;font-weight:bold;">RÉSEAU SANTÉ HISPANIOLA</span><br><span style="font-size:12px;">Bulletin n° 41 &ndash; octobre 2026</span></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:21px;color:#333;">
<h2 style="font-size:16px;color:#d21034;margin:0 0 6px;">Choléra dans le Nord-Est</h2>
<p style="margin:0 0 16px;">212 cas suspects signalés entre le 14 septembre et le 4 octobre (source : MSPP). Les partenaires disposant de stocks de SRO et de Ringer lactate peuvent se signaler au cluster santé.</p>
<h2 style="font-size:16px;color:#d21034;margin:0 0 6px;">Atelier transfrontalier Ouanaminthe&ndash;Dajabón</h2>
<p style="margin:0 0 16px;">Référence des urgences obstétricales, 19 et 20 novembre 2026. <a href="https://www.reseausantehispaniola.org/atelier-2026" style="color:#00209f;">Inscriptions</a> jusqu'au 6 novembre.</p>
<h2 style="font-size:16px;color:#d21034;margin:0 0 6px;">Offre d'emploi</h2>
<p style="margin:0;">Chargé&middot;e de suivi-évaluation (Cap-Haïtien), candidatures avant le 31 octobre.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#eeeeee;font-size:11px;color:#666;">Vous recevez ce bulletin en tant que membre du réseau. <a href="https://www.reseausantehispaniola.org/bulletin/desabonnement?m=LS-088" style="color:#666;">Se désabonner</a> &middot; <a href="https://www.facebook.com/reseausantehispaniola" style="color:#666;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },

  // ------------------------------------------------------------ Volunteers (personal mail)
  {
    family: "lakay-sante-benevoles",
    group: "negative",
    lang: "it",
    kind: "personal",
    code: null,
    link: null,
    from: "Chiara Benedetti <chiara.benedetti82@libero.it>",
    to: ME,
    subject: "Arrivo a Port-au-Prince il 3 ottobre",
    date: "Sun, 27 Sep 2026 21:44:10 +0200",
    text: `Ciao Nadège,

ti scrivo per confermarti il mio arrivo: volo AA 1139 da Miami, sabato 3 ottobre, atterraggio
previsto alle 11:45 a Port-au-Prince. Ho con me le due valigie di materiale che mi avete chiesto
(i 30 sfigmomanometri e le strisce per la glicemia), più la mia valigia personale.

Il mio numero italiano è +39 347 220 8815, ma appena arrivo prendo una SIM locale e ti mando il nuovo numero su WhatsApp.

Per il permesso del MSPP ho mandato ieri a Marie-Ange la copia della laurea e dell'iscrizione all'Ordine.

A presto e grazie ancora per l'accoglienza!
Chiara
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "lakay-sante-benevoles",
    group: "negative",
    lang: "pt",
    kind: "personal",
    code: null,
    link: null,
    from: "Rafael Monteiro <rafael.monteiro.enf@gmail.com>",
    to: ME,
    subject: "Re: Escala de outubro - clínica móvel",
    date: "Wed, 07 Oct 2026 07:58:33 -0300",
    text: `Oi Nadège, bom dia!

Recebi o convite da Yokasta para o Konbit Shifts e já me inscrevi nos turnos de 10 e 17 de outubro.
No dia 24 não consigo, tenho a prova de crioulo no Instituto às 9h.

Uma pergunta: o reembolso do transporte (os 1.200 gourdes de moto-táxi até Loma de Cabrera)
é feito pelo LajanVit ou em dinheiro no escritório?

Abraço,
Rafael
+55 21 98804-3317 (WhatsApp)

Em ter., 6 de out. de 2026 às 19:02, Nadège Pierre-Louis <nadege.pierrelouis@lakaysante.org> escreveu:
> Bonjou tout moun, la escala de outubro está no Konbit Shifts. Escolham os turnos até quinta-feira.
`,
    html:
      `<div dir="ltr">Oi Nadège, bom dia!<div><br></div><div>Recebi o convite da Yokasta para o Konbit Shifts e já me inscrevi nos turnos de 10 e 17 de outubro. No dia 24 não consigo, tenho a prova de crioulo no Instituto às 9h.</div><div><br></div><div>Uma pergunta: o reembolso do transporte (os 1.200 gourdes de moto-táxi até Loma de Cabrera) é feito pelo LajanVit ou em dinheiro no escritório?</div><div><br></div><div>Abraço,</div><div>Rafael</div><div>+55 21 98804-3317 (WhatsApp)</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">Em ter., 6 de out. de 2026 às 19:02, Nadège Pierre-Louis &lt;<a href="mailto:nadege.pierrelouis@lakaysante.org">nadege.pierrelouis@lakaysante.org</a>&gt; escreveu:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">Bonjou tout moun, la escala de outubro está no Konbit Shifts. Escolham os turnos até quinta-feira.</blockquote></div>`,
    enc: "qp",
  },
  {
    family: "lakay-sante-benevoles",
    group: "negative",
    lang: "ca",
    kind: "personal",
    code: null,
    link: null,
    from: "Jordi Puigdomènech <jordi.puigdomenech@xtec.cat>",
    to: ME,
    subject: "Fotos del taller d'higiene a l'escola de Marigot",
    date: "Mon, 19 Oct 2026 22:10:47 +0200",
    text: `Hola Nadège,

Ja soc a Barcelona. T'he deixat les 146 fotos del taller d'higiene de l'escola de Marigot a la carpeta
"Rapports trimestriels 2026 / Photos" del Mapou Drive que em vas compartir. N'he triat 12 per a l'informe
de la Fundació (són les que tenen el nom començat per SEL_).

Els nens van omplir 58 enquestes; te les passo escanejades aquesta setmana.

Moltes gràcies per tot. Espero tornar a l'estiu de 2027!
Jordi
`,
    html: null,
    enc: "8bit",
  },
];
