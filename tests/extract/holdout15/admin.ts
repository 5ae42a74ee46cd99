/**
 * The inbox of an IT administrator at a mid-sized Belgian–Swiss firm over September and October 2026:
 * cloud console, single sign-on, device management, monitoring, ticketing, backups, a password
 * manager, registrars and CAs, a firewall vendor, resellers, couriers, telecoms and newsletters —
 * mostly notices, with a minority of two-step codes, verifications, resets and invitations.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Thomas Vanden Berghe <t.vandenberghe@vdb-partners.be>";

/** A bulletproof button as e-mail builders emit it. */
function button(href: string, label: string, bg: string, color = "#ffffff"): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:24px 0;">
<tr><td align="center" bgcolor="${bg}" style="border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:${color};text-decoration:none;border-radius:4px;">${label}</a>
</td></tr></table>`;
}

function preheader(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#ffffff;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

// ------------------------------------------------------------------ Nuvalis Cloud (console)

function nuvalis(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Nuvalis Cloud</title></head>
<body style="margin:0;padding:0;background:#eef1f5;">
${preheader(pre)}
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f5"><tr><td align="center" style="padding:32px 12px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:4px solid #3b5bdb;">
<tr><td style="padding:24px 36px 8px 36px;"><img src="https://static.nuvalis.cloud/email/logo-console-2x.png" width="132" height="28" alt="Nuvalis Cloud" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 36px 28px 36px;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:14px;line-height:22px;color:#1f2933;">
${body}
</td></tr>
<tr><td style="padding:18px 36px;background:#f7f8fa;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7b8794;">
This message was sent to t.vandenberghe@vdb-partners.be because you are an owner of the organisation <b>vdb-partners</b> (org-id 5580-2213-9047).<br>
Nuvalis Cloud SA &middot; Avenue de Sévelin 20 &middot; 1004 Lausanne &middot; Switzerland<br>
<a href="https://www.nuvalis.cloud/legal/privacy" style="color:#7b8794;">Privacy</a> &middot; <a href="https://www.nuvalis.cloud/legal/terms" style="color:#7b8794;">Terms</a> &middot; <a href="https://console.nuvalis.cloud/account/notifications" style="color:#7b8794;">Notification settings</a> &middot; &copy; 2026 Nuvalis Cloud SA
</td></tr></table></td></tr></table></body></html>`;
}

// ------------------------------------------------------------------ Helvid ID (SSO)

function helvid(lang: string, title: string, body: string, foot: string): string {
  return `<html lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style>
  @media only screen and (max-width:620px){ .wrap{width:100%!important} }
  a.hv-link{color:#c8102e}
</style></head>
<body style="background-color:#f4f4f4;margin:0;">
<center>
<table class="wrap" width="580" cellspacing="0" cellpadding="0" border="0" style="font-family:Helvetica,Arial,sans-serif;">
<tr><td height="24"></td></tr>
<tr><td style="background:#c8102e;padding:14px 24px;"><table width="100%" cellspacing="0" cellpadding="0"><tr>
<td><img src="https://cdn.helvid.ch/mail/helvid-white.png" alt="Helvid ID" width="96" style="display:block"></td>
<td align="right" style="color:#fff;font-size:12px;">${title}</td></tr></table></td></tr>
<tr><td style="background:#ffffff;padding:28px 24px;font-size:15px;line-height:1.55;color:#222;">${body}</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;line-height:1.5;">${foot}<br>Helvid AG · Bahnhofstrasse 41 · 8001 Zürich · <a href="https://www.helvid.ch/datenschutz" style="color:#888">Datenschutz</a> · <a href="https://status.helvid.ch" style="color:#888">Status</a></td></tr>
</table></center></body></html>`;
}

const a: Mail[] = [
  {
    family: "nuvalis-cloud",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604918",
    link: null,
    from: "Nuvalis Cloud <no-reply@accounts.nuvalis.cloud>",
    to: ME,
    subject: "Your Nuvalis Cloud verification code",
    date: "Tue, 01 Sep 2026 08:12:44 +0200",
    text: `Nuvalis Cloud

Hi Thomas,

Someone (hopefully you) is signing in to the Nuvalis Cloud console with the account
t.vandenberghe@vdb-partners.be.

Your verification code is:

    604 918

Enter it on the sign-in page to continue. The code expires in 10 minutes and can be used once.

Sign-in details
  Time:      1 September 2026, 08:12 CEST
  Browser:   Firefox 131 on Windows 11
  IP:        185.44.72.19 (Brussels, BE)

If you did not try to sign in, change your password and review the security log:
https://console.nuvalis.cloud/account/security

--
Nuvalis Cloud SA, Avenue de Sévelin 20, 1004 Lausanne, Switzerland
Privacy: https://www.nuvalis.cloud/legal/privacy
`,
    html: nuvalis(
      "604 918 is your verification code. It expires in 10 minutes.",
      `<h1 style="font-size:20px;font-weight:600;margin:12px 0 16px 0;">Verify it's you</h1>
<p style="margin:0 0 14px 0;">Hi Thomas,</p>
<p style="margin:0 0 14px 0;">Someone (hopefully you) is signing in to the Nuvalis Cloud console with <b>t.vandenberghe@vdb-partners.be</b>. Enter this code on the sign-in page:</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr>
<td style="background:#edf2ff;border:1px solid #bac8ff;border-radius:6px;padding:14px 26px;font-family:'SFMono-Regular',Consolas,monospace;font-size:30px;letter-spacing:8px;font-weight:700;color:#1c2f8a;">604&nbsp;918</td>
</tr></table>
<p style="margin:0 0 14px 0;color:#52606d;font-size:13px;">The code expires in 10 minutes and can be used once.</p>
<table cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#52606d;margin:8px 0 16px 0;">
<tr><td style="padding:2px 16px 2px 0;">Time</td><td>1 September 2026, 08:12 CEST</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Browser</td><td>Firefox 131 on Windows 11</td></tr>
<tr><td style="padding:2px 16px 2px 0;">IP address</td><td>185.44.72.19 (Brussels, BE)</td></tr>
</table>
<p style="margin:0;font-size:13px;">Not you? <a href="https://console.nuvalis.cloud/account/security" style="color:#3b5bdb;">Change your password and review the security log</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "nuvalis-cloud",
    group: "negative",
    lang: "en",
    kind: "budget-alert",
    code: null,
    link: null,
    from: "Nuvalis Cloud Billing <billing-alerts@nuvalis.cloud>",
    to: ME,
    subject: 'Budget alert: "prod-eu-central" has reached 90% of CHF 4,500.00',
    date: "Thu, 17 Sep 2026 06:00:09 +0200",
    text: `Budget alert for organisation vdb-partners

Budget:            prod-eu-central (monthly)
Amount:            CHF 4,500.00
Threshold:         90 %
Actual spend:      CHF 4,061.37 (as of 17.09.2026 04:00 UTC)
Forecast:          CHF 6,812.90 by 30.09.2026

Top services this month
  Compute instances      CHF 2,214.80
  Block storage          CHF   903.12
  Managed PostgreSQL     CHF   611.45
  Egress traffic         CHF   332.00

View the cost breakdown: https://console.nuvalis.cloud/billing/budgets/bdg-71c2e09a
Change alert thresholds: https://console.nuvalis.cloud/billing/budgets/bdg-71c2e09a/edit

You receive this alert because you are listed as a budget recipient.
Nuvalis Cloud SA, Avenue de Sévelin 20, 1004 Lausanne
`,
    html: nuvalis(
      "Actual spend CHF 4,061.37 — forecast CHF 6,812.90 for September.",
      `<h1 style="font-size:20px;font-weight:600;margin:12px 0 6px 0;">Budget threshold reached</h1>
<p style="margin:0 0 18px 0;color:#52606d;">Organisation <b>vdb-partners</b> &middot; budget <b>prod-eu-central</b></p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-bottom:18px;"><tr>
<td width="33%" style="padding:12px;background:#fff4e6;border-left:3px solid #f76707;"><div style="font-size:11px;color:#7b8794;text-transform:uppercase;">Actual</div><div style="font-size:20px;font-weight:700;">CHF 4,061.37</div></td>
<td width="33%" style="padding:12px;background:#f7f8fa;"><div style="font-size:11px;color:#7b8794;text-transform:uppercase;">Budget</div><div style="font-size:20px;font-weight:700;">CHF 4,500.00</div></td>
<td width="33%" style="padding:12px;background:#fff5f5;border-left:3px solid #e03131;"><div style="font-size:11px;color:#7b8794;text-transform:uppercase;">Forecast</div><div style="font-size:20px;font-weight:700;">CHF 6,812.90</div></td>
</tr></table>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#f7f8fa;"><th align="left">Service</th><th align="right">Month to date</th></tr>
<tr><td style="border-bottom:1px solid #e4e7eb;">Compute instances</td><td align="right" style="border-bottom:1px solid #e4e7eb;">CHF 2,214.80</td></tr>
<tr><td style="border-bottom:1px solid #e4e7eb;">Block storage</td><td align="right" style="border-bottom:1px solid #e4e7eb;">CHF 903.12</td></tr>
<tr><td style="border-bottom:1px solid #e4e7eb;">Managed PostgreSQL</td><td align="right" style="border-bottom:1px solid #e4e7eb;">CHF 611.45</td></tr>
<tr><td>Egress traffic</td><td align="right">CHF 332.00</td></tr>
</table>
${button("https://console.nuvalis.cloud/billing/budgets/bdg-71c2e09a", "View cost breakdown", "#3b5bdb")}
<p style="margin:0;font-size:12px;color:#7b8794;">Spend as of 17.09.2026 04:00 UTC. <a href="https://console.nuvalis.cloud/billing/budgets/bdg-71c2e09a/edit" style="color:#3b5bdb;">Change alert thresholds</a></p>`,
    ),
  },
  {
    family: "nuvalis-cloud",
    group: "negative",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Nuvalis Cloud Billing <invoices@nuvalis.cloud>",
    to: ME,
    subject: "Invoice NCL-2026-09-0044712 for vdb-partners",
    date: "Thu, 01 Oct 2026 03:41:27 +0200",
    text: `Hello,

Your invoice for September 2026 is attached.

Invoice number:   NCL-2026-09-0044712
Billing period:   01.09.2026 - 30.09.2026
Amount due:       CHF 4,388.15 (incl. VAT 8.1 %)
Payment method:   SEPA direct debit, IBAN BE•• •••• •••• 4821
Collection date:  08.10.2026

No action is needed; the amount will be collected automatically.

Invoices and payment history: https://console.nuvalis.cloud/billing/invoices

Nuvalis Cloud SA · CHE-412.887.305 MWST · Avenue de Sévelin 20, 1004 Lausanne
`,
    html: null,
    attachment: [
      "NCL-2026-09-0044712.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "8bit",
  },
  {
    family: "nuvalis-cloud",
    group: "negative",
    lang: "fr",
    kind: "quota-approved",
    code: null,
    link: null,
    from: "Nuvalis Cloud Support <support@nuvalis.cloud>",
    to: ME,
    subject: "[Ticket 2026091400318] Augmentation de quota approuvée – vCPU ch-gva-1",
    date: "Mon, 14 Sep 2026 15:27:02 +0200",
    text: `Bonjour Thomas,

Votre demande d'augmentation de quota a été approuvée et appliquée.

  Région :        ch-gva-1 (Genève)
  Ressource :     vCPU (instances standard)
  Ancien quota :  64
  Nouveau quota : 128

Le nouveau quota est disponible immédiatement, aucune action n'est requise de votre part.
Vous pouvez consulter vos quotas à tout moment dans la console :
https://console.nuvalis.cloud/quotas?region=ch-gva-1

Cordialement,
Léa Rochat
Support Nuvalis Cloud – +41 21 560 77 00 (lun.–ven., 8h–18h)

Pour répondre, merci de conserver le numéro de ticket 2026091400318 dans l'objet.
`,
    html: nuvalis(
      "Nouveau quota : 128 vCPU dans ch-gva-1.",
      `<p style="margin:12px 0 14px 0;">Bonjour Thomas,</p>
<p style="margin:0 0 14px 0;">Votre demande d'augmentation de quota a été <b>approuvée et appliquée</b>.</p>
<table cellpadding="5" cellspacing="0" border="0" style="font-size:13px;margin:0 0 16px 0;">
<tr><td style="color:#7b8794;">Région</td><td>ch-gva-1 (Genève)</td></tr>
<tr><td style="color:#7b8794;">Ressource</td><td>vCPU (instances standard)</td></tr>
<tr><td style="color:#7b8794;">Ancien quota</td><td>64</td></tr>
<tr><td style="color:#7b8794;">Nouveau quota</td><td><b>128</b></td></tr>
</table>
<p style="margin:0 0 14px 0;">Le nouveau quota est disponible immédiatement, aucune action n'est requise. Vous pouvez consulter vos quotas dans la <a href="https://console.nuvalis.cloud/quotas?region=ch-gva-1" style="color:#3b5bdb;">console</a>.</p>
<p style="margin:0;">Cordialement,<br>Léa Rochat<br><span style="color:#7b8794;font-size:12px;">Support Nuvalis Cloud – +41 21 560 77 00 (lun.–ven., 8h–18h)<br>Ticket 2026091400318</span></p>`,
    ),
    enc: "qp",
  },
  // ---------------------------------------------------------------- Helvid ID
  {
    family: "helvid-id",
    group: "regional",
    lang: "de",
    kind: "device-approve-link",
    code: null,
    link: "https://login.helvid.ch/device/approve?rid=9f3c1e07-5b2a-4d8e-a1f6-0c77e2b41d95&sig=Qm8xT2pKc0lWbnV3",
    from: "Helvid ID <no-reply@helvid.ch>",
    to: ME,
    subject: "Neues Gerät bestätigen",
    date: "Wed, 02 Sep 2026 09:03:51 +0200",
    text: `Guten Tag Thomas Vanden Berghe

Sie melden sich gerade auf einem Gerät an, das wir noch nicht kennen:

  Gerät:     Dell Latitude 7450 · Windows 11 · Edge 129
  Ort:       Zürich, CH (IP 194.230.148.77)
  Zeitpunkt: 02.09.2026, 09:03 Uhr

Wenn Sie das sind, bestätigen Sie das Gerät innerhalb von 15 Minuten:
https://login.helvid.ch/device/approve?rid=9f3c1e07-5b2a-4d8e-a1f6-0c77e2b41d95&sig=Qm8xT2pKc0lWbnV3

Danach können Sie sich auf diesem Gerät ohne erneute Bestätigung anmelden.

Waren Sie das nicht? Dann melden Sie den Versuch bitte hier, wir sperren den Zugang vorsorglich:
https://login.helvid.ch/security/report?rid=9f3c1e07-5b2a-4d8e-a1f6-0c77e2b41d95

Freundliche Grüsse
Ihr Helvid-Team

Helvid AG · Bahnhofstrasse 41 · 8001 Zürich · +41 44 515 20 90
`,
    html: helvid(
      "de",
      "Sicherheit",
      `<p style="margin:0 0 16px">Guten Tag Thomas Vanden Berghe</p>
<p style="margin:0 0 16px">Sie melden sich gerade auf einem Gerät an, das wir noch nicht kennen:</p>
<table cellspacing="0" cellpadding="6" style="background:#fafafa;border:1px solid #eee;font-size:14px;width:100%;">
<tr><td width="30%" style="color:#666">Gerät</td><td>Dell Latitude 7450 · Windows 11 · Edge 129</td></tr>
<tr><td style="color:#666">Ort</td><td>Zürich, CH (IP 194.230.148.77)</td></tr>
<tr><td style="color:#666">Zeitpunkt</td><td>02.09.2026, 09:03 Uhr</td></tr></table>
<p style="margin:20px 0 0">Wenn Sie das sind, bestätigen Sie das Gerät innerhalb von 15 Minuten.</p>
${
        button(
          "https://login.helvid.ch/device/approve?rid=9f3c1e07-5b2a-4d8e-a1f6-0c77e2b41d95&amp;sig=Qm8xT2pKc0lWbnV3",
          "Gerät bestätigen",
          "#c8102e",
        )
      }
<p style="margin:0;font-size:13px;color:#555">Waren Sie das nicht? <a class="hv-link" href="https://login.helvid.ch/security/report?rid=9f3c1e07-5b2a-4d8e-a1f6-0c77e2b41d95">Versuch melden</a> – wir sperren den Zugang vorsorglich.</p>`,
      "Diese E-Mail wurde automatisch versendet. Antworten werden nicht gelesen.",
    ),
    enc: "qp",
  },
  {
    family: "helvid-id",
    group: "negative",
    lang: "fr",
    kind: "signin-notice",
    code: null,
    link: null,
    from: "Helvid ID <no-reply@helvid.ch>",
    to: ME,
    subject: "Nouvelle connexion à votre compte Helvid",
    date: "Sat, 19 Sep 2026 22:47:10 +0200",
    text: `Bonjour Thomas Vanden Berghe,

Une connexion à votre compte Helvid a été effectuée depuis un nouvel appareil :

  Appareil : iPhone 15 · iOS 18.6 · application Helvid Authenticator
  Lieu :     Namur, BE (IP 81.240.17.203)
  Date :     19.09.2026 à 22:46

Si c'était vous, vous n'avez rien à faire.

Si vous ne reconnaissez pas cette connexion, sécurisez votre compte :
https://login.helvid.ch/fr/security/report?ev=ev_5d21b8

Meilleures salutations,
L'équipe Helvid
`,
    html: helvid(
      "fr",
      "Sécurité",
      `<p style="margin:0 0 16px">Bonjour Thomas Vanden Berghe,</p>
<p style="margin:0 0 16px">Une connexion à votre compte Helvid a été effectuée depuis un nouvel appareil&nbsp;:</p>
<ul style="margin:0 0 16px;padding-left:20px;color:#333">
<li>iPhone 15 · iOS 18.6 · application Helvid Authenticator</li>
<li>Namur, BE (IP 81.240.17.203)</li>
<li>19.09.2026 à 22:46</li></ul>
<p style="margin:0 0 16px">Si c'était vous, vous n'avez rien à faire.</p>
<p style="margin:0;font-size:13px;color:#555">Vous ne reconnaissez pas cette connexion&nbsp;? <a class="hv-link" href="https://login.helvid.ch/fr/security/report?ev=ev_5d21b8">Sécurisez votre compte</a>.</p>`,
      "Vous recevez cet e-mail car les alertes de connexion sont activées pour votre compte.",
    ),
    enc: "8bit",
  },
  {
    family: "helvid-id",
    group: "regional",
    lang: "en",
    kind: "role-activation-link",
    code: null,
    link: "https://admin.helvid.ch/pim/activate/confirm/act_3KQ9v7Zx2mWp?tenant=vdb-partners",
    from: "Helvid Privileged Access <pim@helvid.ch>",
    to: ME,
    subject: "Confirm your activation request: Tenant Administrator (4 hours)",
    date: "Tue, 06 Oct 2026 07:58:33 +0200",
    text: `You requested a privileged role on tenant vdb-partners.

  Role:           Tenant Administrator
  Duration:       4 hours (until 06.10.2026 12:00 CEST)
  Justification:  "CHG-0412 – rotate SAML signing certificate for the ERP app"
  Requested from: 194.230.148.77 (Zürich)

Your tenant policy requires e-mail confirmation before the role becomes active.
Confirm the activation (link valid for 10 minutes):

https://admin.helvid.ch/pim/activate/confirm/act_3KQ9v7Zx2mWp?tenant=vdb-partners

If you did not request this role, do nothing; the request will expire. Your security
officer (Nadia Keller) has been notified of the request as per policy.

Helvid AG, Bahnhofstrasse 41, 8001 Zürich
`,
    html: helvid(
      "en",
      "Privileged Access",
      `<p style="margin:0 0 16px">You requested a privileged role on tenant <b>vdb-partners</b>.</p>
<table cellspacing="0" cellpadding="6" style="background:#fafafa;border:1px solid #eee;font-size:14px;width:100%;">
<tr><td width="32%" style="color:#666">Role</td><td><b>Tenant Administrator</b></td></tr>
<tr><td style="color:#666">Duration</td><td>4 hours (until 06.10.2026 12:00 CEST)</td></tr>
<tr><td style="color:#666">Justification</td><td>CHG-0412 – rotate SAML signing certificate for the ERP app</td></tr>
<tr><td style="color:#666">Requested from</td><td>194.230.148.77 (Zürich)</td></tr></table>
<p style="margin:20px 0 0">Your tenant policy requires e-mail confirmation before the role becomes active. The link is valid for 10 minutes.</p>
${
        button(
          "https://admin.helvid.ch/pim/activate/confirm/act_3KQ9v7Zx2mWp?tenant=vdb-partners",
          "Confirm activation",
          "#c8102e",
        )
      }
<p style="margin:0;font-size:13px;color:#555">If you did not request this role, do nothing; the request will expire. Your security officer has been notified as per policy.</p>`,
      "Sent by Helvid Privileged Identity Management for tenant vdb-partners.",
    ),
    enc: "qp",
  },
];

// ------------------------------------------------------------------ Fleetwarden MDM

function fleetwarden(body: string, lang = "en"): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0f172a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e2e8f0;"><img src="https://mail-assets.fleetwarden.io/fw-wordmark.png" alt="Fleetwarden" height="24" style="display:block;height:24px;"></td></tr>
<tr><td style="padding:26px 32px;font-family:Inter,Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#0f172a;">${body}</td></tr>
<tr><td style="padding:18px 32px;background:#f8fafc;font-family:Inter,Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#64748b;">
Fleetwarden B.V. · Stationsplein 45 · 3013 AK Rotterdam · KvK 81234907<br>
<a href="https://help.fleetwarden.io" style="color:#64748b;">Help center</a> · <a href="https://fleetwarden.io/privacy" style="color:#64748b;">Privacy</a> · <a href="https://status.fleetwarden.io" style="color:#64748b;">Status</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ------------------------------------------------------------------ Klarodesk (ticketing)

function klarodesk(lang: string, body: string, ticketUrl: string | null): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#2d3748;background:#ffffff;">
<div style="color:#a0aec0;font-size:12px;">##- ${
    lang === "fr"
      ? "Veuillez écrire votre réponse au-dessus de cette ligne"
      : lang === "it"
      ? "Rispondi sopra questa riga"
      : lang === "de"
      ? "Bitte oberhalb dieser Zeile antworten"
      : "Please type your reply above this line"
  } -##</div>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:10px;max-width:640px;"><tr><td style="border-top:3px solid #2f855a;padding:18px 0;">${body}</td></tr>
${
    ticketUrl
      ? `<tr><td style="padding:6px 0 18px;"><a href="${ticketUrl}" style="color:#2f855a;font-weight:600;">${ticketUrl}</a></td></tr>`
      : ""
  }
<tr><td style="border-top:1px solid #e2e8f0;padding-top:10px;font-size:11px;color:#a0aec0;">Klarodesk · vdb-partners.klarodesk.com · <a href="https://www.klarodesk.com" style="color:#a0aec0;">Powered by Klarodesk</a></td></tr>
</table></body></html>`;
}

const b: Mail[] = [
  {
    family: "fleetwarden-mdm",
    group: "negative",
    lang: "en",
    kind: "certificate-expiring",
    code: null,
    link: null,
    from: "Fleetwarden <notifications@fleetwarden.io>",
    to: ME,
    subject: "Action needed within 14 days: Apple push certificate for vdb-partners expires 21 Sep 2026",
    date: "Mon, 07 Sep 2026 10:00:03 +0200",
    text: `Your Apple Push Notification service (APNs) certificate expires soon.

Tenant:          vdb-partners
Apple ID used:   it-apple@vdb-partners.be
Expires:         21 September 2026, 14:22 CEST
Managed devices: 212 iPhones and iPads, 38 Macs

If the certificate expires, Fleetwarden can no longer send commands, policies or app
updates to Apple devices. Renew it with the same Apple ID; creating a new certificate
with another Apple ID means re-enrolling every device.

Renewal guide: https://help.fleetwarden.io/articles/apns-renewal
Certificate settings: https://app.fleetwarden.io/settings/apple/apns

-- 
Fleetwarden B.V., Stationsplein 45, 3013 AK Rotterdam
`,
    html: fleetwarden(
      `<p style="margin:0 0 6px;font-size:12px;font-weight:700;color:#d97706;text-transform:uppercase;letter-spacing:1px;">Expires in 14 days</p>
<h1 style="margin:0 0 16px;font-size:21px;">Your Apple push certificate expires soon</h1>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;margin-bottom:18px;">
<tr><td style="padding:4px 0;color:#64748b;width:40%;">Tenant</td><td>vdb-partners</td></tr>
<tr><td style="padding:4px 0;color:#64748b;">Apple ID used</td><td>it-apple@vdb-partners.be</td></tr>
<tr><td style="padding:4px 0;color:#64748b;">Expires</td><td><b>21 September 2026, 14:22 CEST</b></td></tr>
<tr><td style="padding:4px 0;color:#64748b;">Managed devices</td><td>212 iPhones and iPads, 38 Macs</td></tr></table>
<p style="margin:0 0 14px;">If the certificate expires, Fleetwarden can no longer send commands, policies or app updates to Apple devices. Renew it with the <b>same Apple ID</b>; a certificate created with another Apple ID means re-enrolling every device.</p>
${button("https://app.fleetwarden.io/settings/apple/apns", "Open certificate settings", "#0f172a")}
<p style="margin:0;font-size:13px;color:#64748b;">Need help? Read the <a href="https://help.fleetwarden.io/articles/apns-renewal" style="color:#2563eb;">renewal guide</a>.</p>`,
    ),
  },
  {
    family: "fleetwarden-mdm",
    group: "consumer",
    lang: "nl",
    kind: "enrollment-code",
    code: "K7Q-94X-2MD",
    link: null,
    from: "Fleetwarden <no-reply@fleetwarden.io>",
    to: ME,
    subject: "Je inschrijvingscode voor Fleetwarden",
    date: "Thu, 10 Sep 2026 13:36:18 +0200",
    text: `Hallo Thomas,

Je hebt gevraagd om een toestel in te schrijven bij vdb-partners.

Open de Fleetwarden Agent-app op het toestel en voer deze eenmalige code in:

    K7Q-94X-2MD

De code is 60 minuten geldig en werkt voor één toestel.

Lukt het niet? Bekijk https://help.fleetwarden.io/nl/articles/inschrijven-android

Groeten,
Fleetwarden
Fleetwarden B.V., Stationsplein 45, 3013 AK Rotterdam
`,
    html: fleetwarden(
      `<h1 style="margin:0 0 16px;font-size:21px;">Toestel inschrijven</h1>
<p style="margin:0 0 14px;">Hallo Thomas,</p>
<p style="margin:0 0 14px;">Je hebt gevraagd om een toestel in te schrijven bij <b>vdb-partners</b>. Open de Fleetwarden Agent-app op het toestel en voer deze eenmalige code in:</p>
<table role="presentation" cellpadding="0" cellspacing="6" style="margin:8px 0 16px;"><tr>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">K</td>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">7</td>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">Q</td>
<td style="width:14px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;color:#94a3b8;">-</td>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">9</td>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">4</td>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">X</td>
<td style="width:14px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;color:#94a3b8;">-</td>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">2</td>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">M</td>
<td style="width:38px;height:46px;text-align:center;font:700 24px/46px Menlo,Consolas,monospace;background:#f1f5f9;border-radius:6px;">D</td>
</tr></table>
<p style="margin:0 0 14px;color:#64748b;font-size:13px;">De code is 60 minuten geldig en werkt voor één toestel.</p>
<p style="margin:0;font-size:13px;">Lukt het niet? Bekijk ons <a href="https://help.fleetwarden.io/nl/articles/inschrijven-android" style="color:#2563eb;">helpartikel</a>.</p>`,
      "nl",
    ),
    enc: "b64",
  },
  {
    family: "fleetwarden-mdm",
    group: "negative",
    lang: "en",
    kind: "compliance-report",
    code: null,
    link: null,
    from: "Fleetwarden Reports <reports@fleetwarden.io>",
    to: ME,
    subject: "Weekly compliance summary · vdb-partners · week 41",
    date: "Mon, 12 Oct 2026 07:15:40 +0200",
    text: `Weekly compliance summary — vdb-partners — 5 to 11 October 2026

Devices managed:       261  (+3)
Compliant:             247  (94.6 %)
Non-compliant:          11
Not checked in >7 d:     3

Top reasons for non-compliance
  OS below minimum (iOS 18.4 / Android 14)    6
  Disk encryption off                         3
  Passcode policy not met                     2

Devices not seen for more than 7 days
  BE-LT-0193   Sophie Lambrechts   last seen 29.09.2026
  CH-MB-0021   Marco Bernasconi    last seen 02.10.2026
  BE-PH-0412   (unassigned)        last seen 30.09.2026

Full report: https://app.fleetwarden.io/reports/compliance?week=2026-41
Unsubscribe from weekly summaries: https://app.fleetwarden.io/settings/notifications
`,
    html: null,
  },
  // ---------------------------------------------------------------- Vigilo monitoring
  {
    family: "vigilo-monitor",
    group: "negative",
    lang: "en",
    kind: "alert",
    code: null,
    link: null,
    from: "Vigilo Alerts <alerts@vigilo.io>",
    to: ME,
    subject: "[FIRING:2] DiskSpaceLow (infra-be, severity=warning)",
    date: "Sun, 13 Sep 2026 03:14:57 +0200",
    text: `[FIRING:2] DiskSpaceLow

Alerts Firing:

Labels:
 - alertname = DiskSpaceLow
 - instance = fs01.corp.vdb.lan:9100
 - mountpoint = /srv/shares
 - severity = warning
 - team = infra-be
Annotations:
 - summary = Less than 10% free on /srv/shares (8.7% = 352 GiB left)
Started: 2026-09-13 01:09:12 UTC
Source: https://vigilo.io/o/vdb-partners/alerts/a-88213

Labels:
 - alertname = DiskSpaceLow
 - instance = veeam-repo02.corp.vdb.lan:9100
 - mountpoint = /mnt/repo
 - severity = warning
 - team = infra-be
Annotations:
 - summary = Less than 10% free on /mnt/repo (6.1% = 1.2 TiB left)
Started: 2026-09-13 01:12:40 UTC
Source: https://vigilo.io/o/vdb-partners/alerts/a-88214

Acknowledge: https://vigilo.io/o/vdb-partners/incidents/4471/ack
Silence for 4h: https://vigilo.io/o/vdb-partners/silences/new?matcher=alertname%3DDiskSpaceLow

You are on call for escalation policy "Infra BE – primary" until Mon 14 Sep 08:00.
`,
    html: null,
  },
  {
    family: "vigilo-monitor",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://vigilo.io/invitations/accept?token=inv_7d0b6c2f9a1e44f0b3a8&org=vdb-partners",
    from: "Vigilo <team@vigilo.io>",
    to: "Thomas Vanden Berghe <thomas.vdb@gmail.com>",
    subject: "Ana Moreau invited you to join vdb-partners on Vigilo",
    date: "Fri, 04 Sep 2026 16:20:05 +0200",
    text: `Ana Moreau (ana.moreau@vdb-partners.be) invited you to join the organisation
vdb-partners on Vigilo as a Responder, and added you to the team "Infra BE".

Accept the invitation:
https://vigilo.io/invitations/accept?token=inv_7d0b6c2f9a1e44f0b3a8&org=vdb-partners

This invitation expires in 7 days. Once you join you can set your notification rules
(SMS, push, phone call) and see the on-call schedule.

Download the Vigilo app:
  App Store:   https://apps.apple.com/app/vigilo-on-call/id1582044731
  Google Play: https://play.google.com/store/apps/details?id=io.vigilo.oncall

Vigilo Inc. · 548 Market St #61802 · San Francisco, CA 94104
`,
    html: `<!DOCTYPE html><html><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f7;"><tr><td align="center" style="padding:40px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e5e5ea;">
<tr><td align="center" style="padding:30px 0 10px;"><img src="https://vigilo.io/static/mail/vigilo-eye-64.png" width="48" height="48" alt="Vigilo"></td></tr>
<tr><td align="center" style="padding:0 40px;font-size:20px;font-weight:bold;color:#111;">Join vdb-partners on Vigilo</td></tr>
<tr><td style="padding:18px 40px;font-size:15px;line-height:23px;color:#3a3a3c;">
<b>Ana Moreau</b> (ana.moreau@vdb-partners.be) invited you to join <b>vdb-partners</b> as a <b>Responder</b> and added you to the team <b>Infra BE</b>.</td></tr>
<tr><td align="center" style="padding:4px 40px 20px;">
<a href="https://vigilo.io/invitations/accept?token=inv_7d0b6c2f9a1e44f0b3a8&amp;org=vdb-partners" style="background:#6d28d9;color:#fff;display:inline-block;padding:13px 34px;border-radius:22px;font-weight:bold;text-decoration:none;font-size:15px;">Accept invitation</a></td></tr>
<tr><td style="padding:0 40px 24px;font-size:13px;line-height:20px;color:#8e8e93;">This invitation expires in 7 days. Once you join you can set your notification rules (SMS, push, phone call) and see the on-call schedule.</td></tr>
<tr><td align="center" style="padding:16px 40px;border-top:1px solid #e5e5ea;">
<a href="https://apps.apple.com/app/vigilo-on-call/id1582044731"><img src="https://vigilo.io/static/mail/badge-app-store.png" alt="Download on the App Store" height="36" style="border:0;"></a>&nbsp;
<a href="https://play.google.com/store/apps/details?id=io.vigilo.oncall"><img src="https://vigilo.io/static/mail/badge-google-play.png" alt="Get it on Google Play" height="36" style="border:0;"></a></td></tr>
</table>
<p style="font-size:11px;color:#8e8e93;">Vigilo Inc. · 548 Market St #61802 · San Francisco, CA 94104 · <a href="https://vigilo.io/privacy" style="color:#8e8e93;">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "vigilo-monitor",
    group: "negative",
    lang: "de",
    kind: "uptime-report",
    code: null,
    link: null,
    from: "Vigilo <reports@vigilo.io>",
    to: ME,
    subject: "Monatsbericht September 2026: Verfügbarkeit 99,94 %",
    date: "Thu, 01 Oct 2026 06:30:00 +0200",
    text: `Monatsbericht September 2026 – vdb-partners

Gesamtverfügbarkeit: 99,94 %
Incidents: 7 (davon 2 kritisch)
Mittlere Zeit bis Bestätigung (MTTA): 4 min 12 s
Mittlere Zeit bis Behebung (MTTR): 38 min

Checks mit der geringsten Verfügbarkeit
  vpn.vdb-partners.be (HTTPS)      99,71 %   2 Ausfälle, 2 h 05 min
  erp.vdb-partners.ch (HTTPS)      99,88 %   1 Ausfall, 52 min
  mail relay smtp01 (TCP 25)       99,96 %   1 Ausfall, 17 min

Bericht als PDF: https://vigilo.io/o/vdb-partners/reports/2026-09.pdf
Berichte abbestellen: https://vigilo.io/o/vdb-partners/settings/reports
`,
    html: `<html><body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#222;">
<tr><td style="padding:20px 28px;background:#1c1c28;"><img src="https://vigilo.io/static/mail/vigilo-logo-light.png" alt="Vigilo" height="22"></td></tr>
<tr><td style="padding:24px 28px 4px;font-size:13px;color:#6b6b80;">Monatsbericht · September 2026 · vdb-partners</td></tr>
<tr><td style="padding:0 28px 18px;font-size:40px;font-weight:bold;color:#16a34a;">99,94&nbsp;%</td></tr>
<tr><td style="padding:0 28px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td>Incidents</td><td align="right"><b>7</b> (2 kritisch)</td></tr>
<tr style="background:#fafafa;"><td>MTTA</td><td align="right">4 min 12 s</td></tr>
<tr><td>MTTR</td><td align="right">38 min</td></tr></table></td></tr>
<tr><td style="padding:20px 28px 6px;font-size:15px;font-weight:bold;">Checks mit der geringsten Verfügbarkeit</td></tr>
<tr><td style="padding:0 28px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr style="color:#6b6b80;"><td>Check</td><td align="right">Verfügbarkeit</td><td align="right">Ausfallzeit</td></tr>
<tr><td>vpn.vdb-partners.be (HTTPS)</td><td align="right" style="color:#dc2626;">99,71 %</td><td align="right">2 h 05 min</td></tr>
<tr><td>erp.vdb-partners.ch (HTTPS)</td><td align="right" style="color:#d97706;">99,88 %</td><td align="right">52 min</td></tr>
<tr><td>mail relay smtp01 (TCP 25)</td><td align="right">99,96 %</td><td align="right">17 min</td></tr></table></td></tr>
<tr><td style="padding:22px 28px;"><a href="https://vigilo.io/o/vdb-partners/reports/2026-09.pdf" style="color:#6d28d9;font-weight:bold;font-size:14px;">Bericht als PDF herunterladen →</a></td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;border-top:1px solid #eee;">Sie erhalten diesen Bericht als Administrator von vdb-partners. <a href="https://vigilo.io/o/vdb-partners/settings/reports" style="color:#999;">Berichte abbestellen</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- Klarodesk
  {
    family: "klarodesk",
    group: "negative",
    lang: "fr",
    kind: "ticket-assigned",
    code: null,
    link: null,
    from: "Support IT VDB <it-support@vdb-partners.klarodesk.com>",
    to: ME,
    subject: "[KD-48213] Imprimante du 3e étage : bourrage papier permanent — assigné à vous",
    date: "Tue, 08 Sep 2026 10:41:06 +0200",
    text: `##- Veuillez écrire votre réponse au-dessus de cette ligne -##

Le ticket KD-48213 vous a été assigné par Julie Dumont.

Demandeur : Céline Jacquet (Comptabilité, Bruxelles)
Priorité : Normale · Catégorie : Matériel > Impression
Créé le : 08/09/2026 10:32

Céline Jacquet, 08/09/2026 10:32 :
Bonjour,
L'imprimante du 3e étage (HP-BXL-3F, à côté de la salle Meuse) affiche « bourrage papier » en
continu depuis ce matin, alors qu'il n'y a plus de papier coincé. Nous devons imprimer les
déclarations TVA avant 14h. Pouvez-vous passer ? Poste 2214.
Merci,
Céline

Voir le ticket : https://vdb-partners.klarodesk.com/agent/tickets/48213
`,
    html: klarodesk(
      "fr",
      `<p style="margin:0 0 12px;">Le ticket <b>KD-48213</b> vous a été assigné par Julie Dumont.</p>
<table cellpadding="3" cellspacing="0" style="font-size:13px;color:#4a5568;margin-bottom:14px;">
<tr><td>Demandeur</td><td>Céline Jacquet (Comptabilité, Bruxelles)</td></tr>
<tr><td>Priorité</td><td>Normale · Matériel &gt; Impression</td></tr>
<tr><td>Créé le</td><td>08/09/2026 10:32</td></tr></table>
<div style="border-left:3px solid #e2e8f0;padding-left:12px;"><p style="margin:0 0 4px;font-weight:600;">Céline Jacquet <span style="font-weight:normal;color:#a0aec0;">08/09/2026 10:32</span></p>
<p style="margin:0 0 8px;">Bonjour,<br>L'imprimante du 3e étage (HP-BXL-3F, à côté de la salle Meuse) affiche «&nbsp;bourrage papier&nbsp;» en continu depuis ce matin, alors qu'il n'y a plus de papier coincé. Nous devons imprimer les déclarations TVA avant 14h. Pouvez-vous passer&nbsp;? Poste 2214.<br>Merci,<br>Céline</p></div>`,
      "https://vdb-partners.klarodesk.com/agent/tickets/48213",
    ),
    enc: "qp",
  },
  {
    family: "klarodesk",
    group: "negative",
    lang: "it",
    kind: "ticket-new",
    code: null,
    link: null,
    from: "Marco Bernasconi via Supporto IT <it-support@vdb-partners.klarodesk.com>",
    to: ME,
    subject: "[KD-48377] VPN non si connette da casa (errore 809)",
    date: "Mon, 21 Sep 2026 08:05:49 +0200",
    text: `##- Rispondi sopra questa riga -##

Nuovo ticket KD-48377 nella coda "Lugano".

Marco Bernasconi, 21.09.2026 08:05:

Buongiorno Thomas,
da stamattina la VPN non si connette più dal mio portatile (CH-MB-0021), ricevo l'errore 809.
Ieri sera funzionava. Ho già riavviato il router. Ho una call con il cliente alle 10:30 e mi
servono i file sul server. Sono raggiungibile al +41 91 910 43 27.

Grazie mille,
Marco

Ticket: https://vdb-partners.klarodesk.com/agent/tickets/48377
`,
    html: klarodesk(
      "it",
      `<p style="margin:0 0 12px;color:#4a5568;">Nuovo ticket <b>KD-48377</b> nella coda «Lugano».</p>
<p style="margin:0 0 4px;font-weight:600;">Marco Bernasconi <span style="font-weight:normal;color:#a0aec0;">21.09.2026 08:05</span></p>
<p style="margin:0;">Buongiorno Thomas,<br>da stamattina la VPN non si connette più dal mio portatile (CH-MB-0021), ricevo l'errore 809. Ieri sera funzionava. Ho già riavviato il router. Ho una call con il cliente alle 10:30 e mi servono i file sul server. Sono raggiungibile al +41 91 910 43 27.</p>
<p style="margin:8px 0 0;">Grazie mille,<br>Marco</p>`,
      "https://vdb-partners.klarodesk.com/agent/tickets/48377",
    ),
    enc: "8bit",
  },
  {
    family: "klarodesk",
    group: "consumer",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://vdb-partners.klarodesk.com/agent/invitation/5c2e8f13a7d94b61?locale=de",
    from: "Klarodesk <noreply@klarodesk.com>",
    to: "Thomas Vanden Berghe <thomas.vandenberghe@vdb-partners.ch>",
    subject: "Einladung: Werden Sie Agent bei Support IT VDB",
    date: "Wed, 30 Sep 2026 11:12:27 +0200",
    text: `Hallo Thomas,

Julie Dumont hat Sie eingeladen, als Agent im Helpdesk "Support IT VDB" mitzuarbeiten
(Gruppen: Zürich, Lugano).

Einladung annehmen und Passwort festlegen:
https://vdb-partners.klarodesk.com/agent/invitation/5c2e8f13a7d94b61?locale=de

Der Link ist 72 Stunden gültig.

Viele Grüsse
Ihr Klarodesk-Team
`,
    html: `<html lang="de"><body style="margin:0;background:#f0fff4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;">
<tr><td style="padding:28px 36px 0;"><img src="https://assets.klarodesk.com/mail/klarodesk-logo.png" alt="Klarodesk" width="120"></td></tr>
<tr><td style="padding:20px 36px 8px;font-size:15px;line-height:24px;color:#2d3748;">Hallo Thomas,<br><br><b>Julie Dumont</b> hat Sie eingeladen, als Agent im Helpdesk <b>Support IT VDB</b> mitzuarbeiten (Gruppen: Zürich, Lugano).</td></tr>
<tr><td style="padding:8px 36px;">${
      button(
        "https://vdb-partners.klarodesk.com/agent/invitation/5c2e8f13a7d94b61?locale=de",
        "Einladung annehmen",
        "#2f855a",
      )
    }</td></tr>
<tr><td style="padding:0 36px 28px;font-size:13px;color:#718096;">Der Link ist 72 Stunden gültig. Sie legen beim ersten Besuch Ihr Passwort fest.</td></tr>
</table>
<p style="font:11px Helvetica,Arial,sans-serif;color:#a0aec0;">Klarodesk GmbH · Kaiser-Wilhelm-Ring 17 · 50672 Köln · <a href="https://www.klarodesk.com/de/datenschutz" style="color:#a0aec0;">Datenschutz</a> · <a href="https://www.klarodesk.com/de/impressum" style="color:#a0aec0;">Impressum</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "klarodesk",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://vdb-partners.klarodesk.com/password/reset/edit?reset_token=Zq4mWv8n2TbLx9KcR1sD",
    from: "Support IT VDB <noreply@klarodesk.com>",
    to: ME,
    subject: "Reset your password for Support IT VDB",
    date: "Tue, 27 Oct 2026 18:44:12 +0100",
    text: `Hi Thomas,

We received a request to reset the password of your agent account on Support IT VDB.

Choose a new password here (the link expires in 1 hour):
https://vdb-partners.klarodesk.com/password/reset/edit?reset_token=Zq4mWv8n2TbLx9KcR1sD

If you didn't ask for this, ignore this e-mail; your password stays the same.

Support IT VDB
`,
    html: klarodesk(
      "en",
      `<p style="margin:0 0 12px;">Hi Thomas,</p>
<p style="margin:0 0 12px;">We received a request to reset the password of your agent account on <b>Support IT VDB</b>.</p>
<p style="margin:0 0 12px;"><a href="https://vdb-partners.klarodesk.com/password/reset/edit?reset_token=Zq4mWv8n2TbLx9KcR1sD" style="background:#2f855a;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none;display:inline-block;">Choose a new password</a></p>
<p style="margin:0 0 12px;color:#718096;font-size:13px;">The link expires in 1 hour. If you didn't ask for this, ignore this e-mail; your password stays the same.</p>`,
      null,
    ),
  },
];

// ------------------------------------------------------------------ Clefgarde (password manager)

function clefgarde(lang: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Clefgarde</title></head>
<body style="margin:0;padding:0;background-color:#f3f0ea;">
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#f3f0ea;"><tr><td align="center" valign="top" style="padding:30px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="560">
<tr><td align="left" style="padding:0 0 18px 0;"><img src="https://www.clefgarde.com/img/email/clefgarde-key-dark.png" alt="Clefgarde" width="140" height="32" border="0" style="display:block;" /></td></tr>
<tr><td style="background-color:#ffffff;border:1px solid #e6e0d4;padding:32px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:26px;color:#2b2a28;">${body}</td></tr>
<tr><td style="padding:18px 4px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8378;">
Clefgarde SAS · 12 rue du Faubourg Saint-Jean · 45000 Orléans · France<br />
<a href="https://www.clefgarde.com/aide" style="color:#8a8378;">Aide</a> &nbsp;|&nbsp; <a href="https://www.clefgarde.com/confidentialite" style="color:#8a8378;">Confidentialité</a> &nbsp;|&nbsp; <a href="https://twitter.com/clefgarde" style="color:#8a8378;">X</a> &nbsp;|&nbsp; <a href="https://www.linkedin.com/company/clefgarde" style="color:#8a8378;">LinkedIn</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ------------------------------------------------------------------ Nomio (registrar)

function nomio(lang: string, pre: string, body: string, unsub: boolean): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#ffffff;">${preheader(pre)}
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="600" border="0" cellspacing="0" cellpadding="0" style="font-family:Verdana,Geneva,sans-serif;">
<tr><td style="padding:20px 24px;border-bottom:2px solid #ffcc00;"><a href="https://www.nomio.be/?utm_source=mail&amp;utm_medium=transactional"><img src="https://www.nomio.be/mail/nomio-logo.gif" alt="nomio.be" width="110" border="0"></a></td></tr>
<tr><td style="padding:24px;font-size:13px;line-height:21px;color:#333;">${body}</td></tr>
<tr><td style="padding:14px 24px;background:#222;color:#bbb;font-size:10px;line-height:16px;">
Nomio BV · Kortrijksesteenweg 1088 · 9051 Gent · BTW BE 0712.448.301 · +32 9 298 11 40<br>
${
    lang === "fr"
      ? "Bureau d'enregistrement accrédité DNS Belgium et ICANN"
      : lang === "nl"
      ? "Erkend registrar bij DNS Belgium en ICANN"
      : "Accredited registrar with DNS Belgium and ICANN"
  } · <a href="https://www.nomio.be/${lang}/privacy" style="color:#bbb;">Privacy</a>${
    unsub
      ? ` · <a href="https://www.nomio.be/${lang}/account/mailprefs" style="color:#bbb;">${
        lang === "nl" ? "E-mailvoorkeuren" : "E-mail preferences"
      }</a>`
      : ""
  }
</td></tr></table></td></tr></table></body></html>`;
}

const c: Mail[] = [
  // ---------------------------------------------------------------- Tresorback
  {
    family: "tresorback",
    group: "negative",
    lang: "de",
    kind: "backup-report",
    code: null,
    link: null,
    from: "Tresorback Agent NAS-ZH <backup-noreply@tresorback.ch>",
    to: ME,
    subject: '[Erfolgreich] Sicherungsauftrag "NAS-ZH Nacht" – 14 von 14 Objekten',
    date: "Fri, 11 Sep 2026 02:48:19 +0200",
    text: `Tresorback – Auftragsbericht

Auftrag:         NAS-ZH Nacht (inkrementell)
Status:          Erfolgreich
Start:           11.09.2026 01:00:02
Ende:            11.09.2026 02:48:11
Dauer:           1:48:09
Objekte:         14 von 14 gesichert, 0 Warnungen
Übertragen:      38,4 GB (dedupliziert 4,1 GB)
Ziel:            Tresorback Cloud, Rechenzentrum Bern-2 (unveränderlich, 30 Tage)
Speicher belegt: 7,82 TB von 10 TB (78 %)

Nächste Ausführung: 12.09.2026 01:00

Dieser Bericht wurde automatisch erstellt. Einstellungen:
https://portal.tresorback.ch/jobs/NAS-ZH-Nacht/notifications
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "tresorback",
    group: "negative",
    lang: "en",
    kind: "backup-failed",
    code: null,
    link: null,
    from: "Tresorback <alerts@tresorback.ch>",
    to: ME,
    subject: 'FAILED: Job "SQL-PROD hourly" on sql02.corp.vdb.lan (3 consecutive failures)',
    date: "Sat, 26 Sep 2026 14:07:33 +0200",
    text: `Job "SQL-PROD hourly" failed

Host:          sql02.corp.vdb.lan (agent 7.4.2)
Last success:  26.09.2026 11:00
Failures:      12:00, 13:00, 14:00
Error:         E2041 – repository unreachable (tls handshake timeout, bern-2.s3.tresorback.ch:443)

Your recovery point objective for this job is 1 hour and is currently not met.

What to check:
  - outbound 443 to bern-2.s3.tresorback.ch from the agent
  - proxy settings in C:\\ProgramData\\Tresorback\\agent.conf

Job details: https://portal.tresorback.ch/jobs/SQL-PROD-hourly/runs
Knowledge base E2041: https://help.tresorback.ch/en/errors/E2041
Support: +41 31 528 60 60 (24/7 for Business Plus)
`,
    html: `<html><body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#b91c1c;color:#fff;padding:14px 22px;font-size:16px;font-weight:bold;">&#9888; Job failed: SQL-PROD hourly</td></tr>
<tr><td style="padding:20px 22px;font-size:14px;color:#333;">
<table cellpadding="5" cellspacing="0" style="font-size:13px;width:100%;border:1px solid #e5e5e5;">
<tr><td style="width:35%;background:#fafafa;">Host</td><td>sql02.corp.vdb.lan (agent 7.4.2)</td></tr>
<tr><td style="background:#fafafa;">Last success</td><td>26.09.2026 11:00</td></tr>
<tr><td style="background:#fafafa;">Failures</td><td>12:00, 13:00, 14:00</td></tr>
<tr><td style="background:#fafafa;">Error</td><td><code>E2041</code> – repository unreachable (tls handshake timeout, bern-2.s3.tresorback.ch:443)</td></tr></table>
<p>Your recovery point objective for this job is <b>1 hour</b> and is currently not met.</p>
<p style="margin-bottom:4px;"><b>What to check</b></p>
<ul style="margin-top:0;"><li>outbound 443 to bern-2.s3.tresorback.ch from the agent</li><li>proxy settings in C:\\ProgramData\\Tresorback\\agent.conf</li></ul>
<p><a href="https://portal.tresorback.ch/jobs/SQL-PROD-hourly/runs" style="color:#b91c1c;font-weight:bold;">Open job details</a> &nbsp;·&nbsp; <a href="https://help.tresorback.ch/en/errors/E2041" style="color:#b91c1c;">Knowledge base: E2041</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#888;border-top:1px solid #eee;">Tresorback AG · Monbijoustrasse 68 · 3007 Bern · Support +41 31 528 60 60 (24/7 for Business Plus)</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tresorback",
    group: "regional",
    lang: "fr",
    kind: "restore-code",
    code: "382715",
    link: null,
    from: "Tresorback <securite@tresorback.ch>",
    to: ME,
    subject: "Code de confirmation pour votre restauration",
    date: "Tue, 29 Sep 2026 16:52:08 +0200",
    text: `Bonjour Thomas,

Vous avez lancé une restauration vers un nouvel emplacement :

  Source :      NAS-ZH / \\\\nas-zh\\Direction (point du 28.09.2026 01:00)
  Destination : srv-bxl-fs01 → D:\\Restore\\Direction
  Volume :      112,6 Go, 48 213 fichiers

Pour des raisons de sécurité, cette opération doit être confirmée. Saisissez le code
suivant dans le portail Tresorback :

  382 715

Ce code est valable 15 minutes. Si vous n'êtes pas à l'origine de cette demande,
contactez immédiatement notre support au +41 31 528 60 60.

Tresorback AG · Monbijoustrasse 68 · 3007 Berne
`,
    html: `<html lang="fr"><body style="margin:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #14532d;">
<tr><td style="padding:22px 26px 6px;"><img src="https://portal.tresorback.ch/static/mail/tresorback.png" alt="Tresorback" width="128"></td></tr>
<tr><td style="padding:10px 26px;font-size:14px;line-height:22px;color:#333;">
<p>Bonjour Thomas,</p>
<p>Vous avez lancé une restauration vers un nouvel emplacement&nbsp;:</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">Source</td><td>NAS-ZH / \\\\nas-zh\\Direction (point du 28.09.2026 01:00)</td></tr>
<tr><td style="color:#777;">Destination</td><td>srv-bxl-fs01 → D:\\Restore\\Direction</td></tr>
<tr><td style="color:#777;">Volume</td><td>112,6 Go, 48&nbsp;213 fichiers</td></tr></table>
<p>Pour des raisons de sécurité, cette opération doit être confirmée. Saisissez le code suivant dans le portail Tresorback&nbsp;:</p>
<p style="text-align:center;margin:22px 0;"><span style="display:inline-block;padding:12px 24px;border:2px dashed #14532d;font-size:28px;font-weight:bold;letter-spacing:6px;color:#14532d;">382 715</span></p>
<p style="font-size:12px;color:#777;">Ce code est valable 15 minutes. Si vous n'êtes pas à l'origine de cette demande, contactez immédiatement notre support au +41 31 528 60 60.</p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#999;border-top:1px solid #eee;">Tresorback AG · Monbijoustrasse 68 · 3007 Berne · <a href="https://www.tresorback.ch/fr/protection-des-donnees" style="color:#999;">Protection des données</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- Clefgarde
  {
    family: "clefgarde",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "51902286",
    link: null,
    from: "Clefgarde <security@clefgarde.com>",
    to: ME,
    subject: "Clefgarde: confirm this sign-in",
    date: "Wed, 16 Sep 2026 08:31:55 +0200",
    text: `Hello Thomas,

A sign-in to your Clefgarde Business vault was started from a browser we don't recognise:

  Chrome 130 on macOS · Geneva, Switzerland · 16 Sep 2026, 08:31

To continue, enter this code in the Clefgarde window:

  5190 2286

It expires in 5 minutes. Clefgarde staff will never ask you for this code.

If this wasn't you, someone knows your master password. Change it now from a trusted
device: https://vault.clefgarde.com/settings/master-password

Clefgarde SAS, 12 rue du Faubourg Saint-Jean, 45000 Orléans, France
`,
    html: clefgarde(
      "en",
      `<p style="margin:0 0 16px;">Hello Thomas,</p>
<p style="margin:0 0 16px;">A sign-in to your Clefgarde Business vault was started from a browser we don't recognise:</p>
<p style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:13px;color:#5c574f;">Chrome 130 on macOS &middot; Geneva, Switzerland &middot; 16 Sep 2026, 08:31</p>
<p style="margin:0 0 8px;">To continue, enter this code in the Clefgarde window:</p>
<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="padding:18px 0;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:4px;color:#2b2a28;background:#f8f5ef;">5190&nbsp;2286</td></tr></table>
<p style="margin:16px 0 16px;font-size:14px;color:#5c574f;">It expires in 5 minutes. Clefgarde staff will never ask you for this code.</p>
<p style="margin:0;font-size:14px;">If this wasn't you, someone knows your master password. <a href="https://vault.clefgarde.com/settings/master-password" style="color:#a4471f;">Change it now</a> from a trusted device.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "clefgarde",
    group: "negative",
    lang: "nl",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Clefgarde <security@clefgarde.com>",
    to: ME,
    subject: "Je hoofdwachtwoord is gewijzigd",
    date: "Thu, 24 Sep 2026 17:09:41 +0200",
    text: `Dag Thomas,

Het hoofdwachtwoord van je Clefgarde-kluis (t.vandenberghe@vdb-partners.be) is op
24 september 2026 om 17:09 gewijzigd vanaf Edge op Windows (Brussel, BE).

Alle andere sessies zijn afgemeld. Je moet opnieuw inloggen in de browserextensie
en de mobiele app.

Heb je dit niet zelf gedaan? Neem dan meteen contact op met de beheerder van je
organisatie of met ons via https://www.clefgarde.com/aide/contact.

Clefgarde SAS, 12 rue du Faubourg Saint-Jean, 45000 Orléans, Frankrijk
`,
    html: clefgarde(
      "nl",
      `<p style="margin:0 0 16px;">Dag Thomas,</p>
<p style="margin:0 0 16px;">Het hoofdwachtwoord van je Clefgarde-kluis (<b>t.vandenberghe@vdb-partners.be</b>) is op 24 september 2026 om 17:09 gewijzigd vanaf Edge op Windows (Brussel, BE).</p>
<p style="margin:0 0 16px;">Alle andere sessies zijn afgemeld. Je moet opnieuw inloggen in de browserextensie en de mobiele app.</p>
<p style="margin:0;font-size:14px;color:#5c574f;">Heb je dit niet zelf gedaan? Neem dan meteen contact op met de beheerder van je organisatie of <a href="https://www.clefgarde.com/aide/contact" style="color:#a4471f;">met ons</a>.</p>`,
    ),
    enc: "8bit",
  },
  {
    family: "clefgarde",
    group: "consumer",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://vault.clefgarde.com/rejoindre?org=org_4Fh72kQ&jeton=b6e1d0f4-9a37-4c2e-8f15-3d7a90c4e2b8",
    from: "Clefgarde <invitations@clefgarde.com>",
    to: "Thomas Vanden Berghe <thomas.vandenberghe@vdb-partners.ch>",
    subject: "Julien Favre vous invite à rejoindre VDB Partners SA sur Clefgarde",
    date: "Mon, 05 Oct 2026 09:14:20 +0200",
    text: `Bonjour,

Julien Favre (j.favre@vdb-partners.ch) vous invite à rejoindre l'organisation
« VDB Partners SA » sur Clefgarde Business, avec le rôle Administrateur.

Vous aurez accès aux coffres partagés : Infrastructure CH, Fournisseurs, Comptes de service.

Accepter l'invitation :
https://vault.clefgarde.com/rejoindre?org=org_4Fh72kQ&jeton=b6e1d0f4-9a37-4c2e-8f15-3d7a90c4e2b8

L'invitation est valable 5 jours. Si vous avez déjà un compte Clefgarde personnel avec
cette adresse, il sera rattaché à l'organisation.

Clefgarde SAS, 12 rue du Faubourg Saint-Jean, 45000 Orléans
`,
    html: clefgarde(
      "fr",
      `<p style="margin:0 0 16px;">Bonjour,</p>
<p style="margin:0 0 16px;"><b>Julien Favre</b> (j.favre@vdb-partners.ch) vous invite à rejoindre l'organisation <b>«&nbsp;VDB Partners SA&nbsp;»</b> sur Clefgarde Business, avec le rôle <b>Administrateur</b>.</p>
<p style="margin:0 0 16px;font-size:14px;">Coffres partagés&nbsp;: Infrastructure CH &middot; Fournisseurs &middot; Comptes de service</p>
<table border="0" cellpadding="0" cellspacing="0" style="margin:10px 0 20px;"><tr><td style="background:#a4471f;padding:13px 30px;"><a href="https://vault.clefgarde.com/rejoindre?org=org_4Fh72kQ&amp;jeton=b6e1d0f4-9a37-4c2e-8f15-3d7a90c4e2b8" style="font-family:Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Accepter l'invitation</a></td></tr></table>
<p style="margin:0;font-size:13px;color:#5c574f;">L'invitation est valable 5 jours. Si vous avez déjà un compte Clefgarde personnel avec cette adresse, il sera rattaché à l'organisation.</p>`,
    ),
    enc: "qp",
  },
  // ---------------------------------------------------------------- Nomio
  {
    family: "nomio-domains",
    group: "negative",
    lang: "nl",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Nomio <facturatie@nomio.be>",
    to: ME,
    subject: "Herinnering: vdb-partners.be wordt op 12 november 2026 automatisch verlengd",
    date: "Mon, 28 Sep 2026 09:00:00 +0200",
    text: `Beste Thomas,

De volgende domeinnaam wordt binnenkort automatisch verlengd:

  Domeinnaam:     vdb-partners.be
  Vervaldatum:    12/11/2026
  Periode:        1 jaar
  Prijs:          € 9,95 excl. btw (€ 12,04 incl. 21% btw)
  Betaalmethode:  Visa •••• 4821

Je hoeft niets te doen. Wil je de domeinnaam niet verlengen, schakel dan de automatische
verlenging uit vóór 05/11/2026 in je klantenzone: https://www.nomio.be/nl/account/domains

Klantnummer: NC-209341

Met vriendelijke groeten,
Team Nomio
`,
    html: nomio(
      "nl",
      "vdb-partners.be wordt automatisch verlengd — je hoeft niets te doen.",
      `<p>Beste Thomas,</p>
<p>De volgende domeinnaam wordt binnenkort automatisch verlengd:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;border:1px solid #ddd;">
<tr style="background:#f6f6f6;font-weight:bold;"><td>Domeinnaam</td><td>Vervaldatum</td><td>Periode</td><td align="right">Prijs excl. btw</td></tr>
<tr><td>vdb-partners.be</td><td>12/11/2026</td><td>1 jaar</td><td align="right">€ 9,95</td></tr></table>
<p style="font-size:12px;color:#666;">Totaal incl. 21% btw: € 12,04 &middot; Betaalmethode: Visa •••• 4821 &middot; Klantnummer NC-209341</p>
<p>Je hoeft niets te doen. Wil je de domeinnaam niet verlengen, schakel dan de automatische verlenging uit vóór 05/11/2026 in je <a href="https://www.nomio.be/nl/account/domains" style="color:#0066cc;">klantenzone</a>.</p>
<p>Met vriendelijke groeten,<br>Team Nomio</p>`,
      true,
    ),
    enc: "qp",
  },
  {
    family: "nomio-domains",
    group: "regional",
    lang: "en",
    kind: "transfer-approve-link",
    code: null,
    link: "https://www.nomio.be/en/transfer/approve/TR-88410-6QZ3?h=9c1f0e2ab7d4",
    from: "Nomio Transfers <transfers@nomio.be>",
    to: ME,
    subject: "Approve the transfer of vdb-partners.eu to Nomio (TR-88410)",
    date: "Thu, 08 Oct 2026 14:22:37 +0200",
    text: `Dear Thomas Vanden Berghe,

We received a request, placed from your Nomio account NC-209341, to transfer the domain
vdb-partners.eu from its current registrar to Nomio.

As the registrant contact, please approve the transfer within 5 days:
https://www.nomio.be/en/transfer/approve/TR-88410-6QZ3?h=9c1f0e2ab7d4

Transfer reference: TR-88410
Price: EUR 7.50 excl. VAT (includes 1 year extension)

If you do not approve, the transfer is cancelled on 13/10/2026 and nothing changes.

Kind regards,
Nomio BV - Kortrijksesteenweg 1088 - 9051 Gent - +32 9 298 11 40
`,
    html: nomio(
      "en",
      "Approve within 5 days to move vdb-partners.eu to Nomio.",
      `<p>Dear Thomas Vanden Berghe,</p>
<p>We received a request, placed from your Nomio account NC-209341, to transfer the domain <b>vdb-partners.eu</b> from its current registrar to Nomio.</p>
<p>As the registrant contact, please approve the transfer within 5 days.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:16px 0;"><tr><td bgcolor="#ffcc00" style="padding:11px 26px;"><a href="https://www.nomio.be/en/transfer/approve/TR-88410-6QZ3?h=9c1f0e2ab7d4" style="color:#222;font-weight:bold;text-decoration:none;font-size:14px;">Approve transfer</a></td></tr></table>
<p style="font-size:12px;color:#666;">Transfer reference: TR-88410 &middot; Price: EUR 7.50 excl. VAT (includes 1 year extension)</p>
<p>If you do not approve, the transfer is cancelled on 13/10/2026 and nothing changes.</p>
<p>Kind regards,<br>Nomio</p>`,
      false,
    ),
  },
  {
    family: "nomio-domains",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://verify.nomio.be/contact/8b7f2d61c0e94a5f?lang=fr",
    from: "Nomio <verification@nomio.be>",
    to: "Thomas Vanden Berghe <thomas.vandenberghe@vdb-partners.ch>",
    subject: "Action requise : vérifiez l'adresse e-mail du titulaire de vdb-partners.com",
    date: "Fri, 09 Oct 2026 10:05:12 +0200",
    text: `Bonjour,

Suite à la modification des coordonnées du titulaire de vdb-partners.com, les règles de
l'ICANN nous obligent à vérifier l'adresse e-mail thomas.vandenberghe@vdb-partners.ch.

Cliquez sur le lien ci-dessous pour confirmer que cette adresse est correcte :
https://verify.nomio.be/contact/8b7f2d61c0e94a5f?lang=fr

Sans vérification avant le 24/10/2026, le domaine sera suspendu et les sites web et
e-mails associés cesseront de fonctionner.

Titulaire : VDB Partners SA, Rue de Lausanne 64, 1202 Genève
Numéro client : NC-209341

L'équipe Nomio
`,
    html: nomio(
      "fr",
      "Vérification obligatoire avant le 24/10/2026.",
      `<p>Bonjour,</p>
<p>Suite à la modification des coordonnées du titulaire de <b>vdb-partners.com</b>, les règles de l'ICANN nous obligent à vérifier l'adresse e-mail <b>thomas.vandenberghe@vdb-partners.ch</b>.</p>
<p><a href="https://verify.nomio.be/contact/8b7f2d61c0e94a5f?lang=fr" style="display:inline-block;background:#222;color:#ffcc00;padding:11px 24px;text-decoration:none;font-weight:bold;">Vérifier mon adresse e-mail</a></p>
<p style="color:#b00020;">Sans vérification avant le 24/10/2026, le domaine sera suspendu et les sites web et e-mails associés cesseront de fonctionner.</p>
<p style="font-size:12px;color:#666;">Titulaire&nbsp;: VDB Partners SA, Rue de Lausanne 64, 1202 Genève &middot; Numéro client NC-209341</p>
<p>L'équipe Nomio</p>`,
      false,
    ),
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Certhaven
  {
    family: "certhaven",
    group: "consumer",
    lang: "en",
    kind: "dcv-code-link",
    code: "H7XQ-2MKP-R49D",
    link: "https://dcv.certhaven.com/validate?order=CH-5521873&email=admin%40vdb-partners.be",
    from: "Certhaven Validation <dcv@certhaven.com>",
    to: "IT Admin <admin@vdb-partners.be>",
    subject: "Domain Control Validation for *.vdb-partners.be (Order CH-5521873)",
    date: "Tue, 15 Sep 2026 11:48:02 +0000",
    text: `DOMAIN CONTROL VALIDATION

A certificate was requested for the following domain and the request must be approved
by an administrator of the domain before it can be issued.

  Order number:    CH-5521873
  Product:         Certhaven OV Wildcard SSL (1 year)
  Common name:     *.vdb-partners.be
  SANs:            vdb-partners.be
  Organisation:    VDB Partners NV, Brussels, BE
  Requested by:    t.vandenberghe@vdb-partners.be

To approve, open the validation page and enter the validation code below:

  Validation page: https://dcv.certhaven.com/validate?order=CH-5521873&email=admin%40vdb-partners.be
  Validation code: H7XQ-2MKP-R49D

The code is valid for 30 days. If you do not approve this request, simply ignore this
message; the certificate will not be issued.

Certhaven Trust Services Ltd, 2 Dock Road, Dublin 1, D01 K2X5, Ireland
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#000;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:10px 0;border-bottom:1px solid #999;"><img src="https://www.certhaven.com/img/certhaven-email.png" alt="Certhaven" width="150"></td></tr>
<tr><td style="padding:14px 0;"><b>DOMAIN CONTROL VALIDATION</b></td></tr>
<tr><td>A certificate was requested for the following domain and the request must be approved by an administrator of the domain before it can be issued.<br><br>
<table cellpadding="3" cellspacing="0" border="1" style="border-collapse:collapse;font-size:12px;border-color:#ccc;">
<tr><td>Order number</td><td>CH-5521873</td></tr>
<tr><td>Product</td><td>Certhaven OV Wildcard SSL (1 year)</td></tr>
<tr><td>Common name</td><td>*.vdb-partners.be</td></tr>
<tr><td>SANs</td><td>vdb-partners.be</td></tr>
<tr><td>Organisation</td><td>VDB Partners NV, Brussels, BE</td></tr>
<tr><td>Requested by</td><td>t.vandenberghe@vdb-partners.be</td></tr></table><br>
To approve, open the validation page and enter the validation code below.<br><br>
Validation page: <a href="https://dcv.certhaven.com/validate?order=CH-5521873&amp;email=admin%40vdb-partners.be">https://dcv.certhaven.com/validate?order=CH-5521873&amp;email=admin%40vdb-partners.be</a><br>
Validation code: <b style="font-family:'Courier New',monospace;font-size:15px;">H7XQ-2MKP-R49D</b><br><br>
The code is valid for 30 days. If you do not approve this request, simply ignore this message; the certificate will not be issued.</td></tr>
<tr><td style="padding-top:18px;font-size:11px;color:#666;">Certhaven Trust Services Ltd, 2 Dock Road, Dublin 1, D01 K2X5, Ireland &middot; <a href="https://www.certhaven.com/repository">Repository</a> &middot; <a href="https://www.certhaven.com/support">Support</a></td></tr>
</table></body></html>`,
  },
  {
    family: "certhaven",
    group: "negative",
    lang: "en",
    kind: "cert-expiring",
    code: null,
    link: null,
    from: "Certhaven <renewals@certhaven.com>",
    to: ME,
    subject: "30 days left: certificate for vpn.vdb-partners.ch expires on 26 Oct 2026",
    date: "Sat, 26 Sep 2026 05:00:14 +0000",
    text: `Your certificate expires in 30 days.

  Common name:   vpn.vdb-partners.ch
  Product:       Certhaven DV SSL
  Serial:        0A:41:7F:2C:9E:33:18:B0:5D:62:C4:07:AE:19:F0:88
  Valid until:   26 Oct 2026 23:59:59 UTC
  Order:         CH-4870215

Renew now to keep the same price (EUR 39.00 / year):
https://account.certhaven.com/orders/CH-4870215/renew?utm_source=expiry30&utm_medium=email

Already replaced this certificate? Turn off reminders for it:
https://account.certhaven.com/orders/CH-4870215/reminders

Certhaven Trust Services Ltd · Dublin
`,
    html:
      `<html><body style="margin:0;background:#f4f6f8;"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:24px 30px 0;"><img src="https://www.certhaven.com/img/certhaven-email.png" alt="Certhaven" width="140"></td></tr>
<tr><td style="padding:18px 30px 0;font-size:22px;font-weight:bold;color:#0b3954;">Your certificate expires in 30 days</td></tr>
<tr><td style="padding:14px 30px;"><table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;background:#f4f6f8;">
<tr><td style="color:#667;">Common name</td><td><b>vpn.vdb-partners.ch</b></td></tr>
<tr><td style="color:#667;">Product</td><td>Certhaven DV SSL</td></tr>
<tr><td style="color:#667;">Serial</td><td style="font-family:monospace;font-size:11px;">0A:41:7F:2C:9E:33:18:B0:5D:62:C4:07:AE:19:F0:88</td></tr>
<tr><td style="color:#667;">Valid until</td><td>26 Oct 2026 23:59:59 UTC</td></tr>
<tr><td style="color:#667;">Order</td><td>CH-4870215</td></tr></table></td></tr>
<tr><td style="padding:4px 30px 10px;font-size:14px;color:#333;">Renew now to keep the same price (EUR 39.00 / year).</td></tr>
<tr><td style="padding:0 30px;">${
        button(
          "https://account.certhaven.com/orders/CH-4870215/renew?utm_source=expiry30&amp;utm_medium=email",
          "Renew certificate",
          "#0b3954",
        )
      }</td></tr>
<tr><td style="padding:0 30px 24px;font-size:12px;color:#889;">Already replaced it? <a href="https://account.certhaven.com/orders/CH-4870215/reminders" style="color:#087e8b;">Turn off reminders for this certificate</a>.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Pyrowall Networks
  {
    family: "pyrowall-networks",
    group: "negative",
    lang: "en",
    kind: "security-advisory",
    code: null,
    link: null,
    from: "Pyrowall PSIRT <psirt-noreply@pyrowall.com>",
    to: ME,
    subject: "[PSIRT] PWSA-2026-031 (Critical): heap overflow in SSL-VPN web portal, CVE-2026-41187",
    date: "Tue, 13 Oct 2026 18:00:00 +0000",
    text: `Pyrowall Product Security Advisory PWSA-2026-031

Severity:   Critical (CVSS 3.1 base score 9.3)
CVE:        CVE-2026-41187
Published:  2026-10-13
Affected:   PyroOS 7.2.0 - 7.2.9, 7.4.0 - 7.4.5 with SSL-VPN web mode enabled
Fixed in:   PyroOS 7.2.10, 7.4.6

Summary
A heap-based buffer overflow in the SSL-VPN web portal may allow an unauthenticated
remote attacker to execute arbitrary code through crafted HTTP requests. Pyrowall is
aware of limited exploitation in the wild.

Workaround
Disable SSL-VPN web mode, or restrict access to the portal by source address.

Your registered devices that may be affected:
  PW-600F  FG6H2T26004417  PyroOS 7.4.3  (Brussels HQ)
  PW-100F  FG1K0T25009931  PyroOS 7.2.8  (Zürich)

Full advisory: https://psirt.pyrowall.com/advisories/PWSA-2026-031
Firmware downloads: https://support.pyrowall.com/downloads/firmware

You are subscribed to PSIRT notifications for all products.
Manage subscriptions: https://support.pyrowall.com/profile/subscriptions
`,
    html: null,
  },
  {
    family: "pyrowall-networks",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "PW-418306",
    code_digits: "418306",
    link: null,
    from: "Pyrowall Support <no-reply@support.pyrowall.com>",
    to: ME,
    subject: "Ihr Anmeldecode für das Pyrowall Support-Portal",
    date: "Wed, 14 Oct 2026 07:22:49 +0200",
    text: `Guten Tag

Für die Anmeldung am Pyrowall Support-Portal mit t.vandenberghe@vdb-partners.be
verwenden Sie bitte folgenden Einmalcode:

PW-418306

Geben Sie im Portal die sechs Ziffern nach "PW-" ein. Der Code ist 10 Minuten gültig.

Sie haben keine Anmeldung versucht? Dann können Sie diese Nachricht ignorieren.

Pyrowall Networks GmbH · Lyoner Strasse 14 · 60528 Frankfurt am Main
Technischer Support DACH: +49 69 8088 2300
`,
    html: `<html lang="de"><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Tahoma,Verdana,sans-serif;">
<tr><td style="background:#1a1a1a;padding:16px 24px;"><img src="https://support.pyrowall.com/static/img/pyrowall-logo-red.png" alt="PYROWALL" width="130"></td></tr>
<tr><td style="padding:26px 24px 6px;font-size:14px;color:#333;line-height:21px;">Guten Tag<br><br>Für die Anmeldung am Pyrowall Support-Portal mit <b>t.vandenberghe@vdb-partners.be</b> verwenden Sie bitte folgenden Einmalcode:</td></tr>
<tr><td align="center" style="padding:18px 24px;"><div style="font-size:30px;font-weight:bold;color:#da291c;letter-spacing:3px;font-family:Consolas,monospace;">PW-418306</div></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;color:#555;line-height:20px;">Geben Sie im Portal die sechs Ziffern nach «PW-» ein. Der Code ist 10 Minuten gültig.<br>Sie haben keine Anmeldung versucht? Dann können Sie diese Nachricht ignorieren.</td></tr>
<tr><td style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#777;">Pyrowall Networks GmbH · Lyoner Strasse 14 · 60528 Frankfurt am Main · Technischer Support DACH: +49 69 8088 2300<br><a href="https://www.pyrowall.com/de/datenschutz" style="color:#777;">Datenschutz</a> | <a href="https://www.pyrowall.com/de/impressum" style="color:#777;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "pyrowall-networks",
    group: "negative",
    lang: "en",
    kind: "contract-expiring",
    code: null,
    link: null,
    from: "Pyrowall Renewals <renewals@pyrowall.com>",
    to: ME,
    subject: "Your PyroCare support contract for FG6H2T26004417 expires in 60 days",
    date: "Fri, 02 Oct 2026 12:30:00 +0000",
    text: `Dear customer,

The following entitlements expire on 01 Dec 2026:

Serial            Model     Service                                 End date
FG6H2T26004417    PW-600F   PyroCare Premium 24x7                   2026-12-01
FG6H2T26004417    PW-600F   Unified Threat Protection bundle        2026-12-01

After expiry the device keeps forwarding traffic but stops receiving IPS, antivirus and
web-filter updates, and you lose access to technical support and firmware downloads.

Please contact your Pyrowall partner to renew:
  Licentro BV, Brussel – renewals@licentro.be – +32 2 896 44 10

Quote reference (partner use): PQ-2026-0931-7781

Pyrowall Networks · https://www.pyrowall.com
`,
    html: `<html><body style="font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#333;">
<table width="620" cellpadding="0" cellspacing="0"><tr><td style="background:#1a1a1a;padding:14px 20px;"><img src="https://support.pyrowall.com/static/img/pyrowall-logo-red.png" alt="PYROWALL" width="120"></td></tr>
<tr><td style="padding:20px;">Dear customer,<br><br>The following entitlements expire on <b>01 Dec 2026</b>:<br><br>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;border:1px solid #ddd;">
<tr style="background:#f0f0f0;"><th align="left">Serial</th><th align="left">Model</th><th align="left">Service</th><th align="left">End date</th></tr>
<tr><td>FG6H2T26004417</td><td>PW-600F</td><td>PyroCare Premium 24x7</td><td>2026-12-01</td></tr>
<tr><td>FG6H2T26004417</td><td>PW-600F</td><td>Unified Threat Protection bundle</td><td>2026-12-01</td></tr></table><br>
After expiry the device keeps forwarding traffic but stops receiving IPS, antivirus and web-filter updates, and you lose access to technical support and firmware downloads.<br><br>
Please contact your Pyrowall partner to renew:<br><b>Licentro BV</b>, Brussel – <a href="mailto:renewals@licentro.be">renewals@licentro.be</a> – +32 2 896 44 10<br><br>
<span style="color:#777;font-size:11px;">Quote reference (partner use): PQ-2026-0931-7781</span></td></tr>
<tr><td style="padding:12px 20px;background:#f5f5f5;font-size:11px;color:#777;"><a href="https://www.pyrowall.com" style="color:#777;">pyrowall.com</a> · <a href="https://support.pyrowall.com/profile/subscriptions" style="color:#777;">Manage notifications</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ------------------------------------------------------------------ Kolabra (workspace)

function kolabra(lang: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#1d1c1d;">
<tr><td style="padding:36px 0 24px;"><img src="https://a.kolabra.app/mail/kolabra-mark@2x.png" alt="Kolabra" width="36" height="36" style="display:block;"></td></tr>
${body}
<tr><td style="padding:30px 0 40px;border-top:1px solid #ebeaeb;font-size:12px;line-height:18px;color:#8d8b8d;">
<a href="https://kolabra.app/blog" style="color:#8d8b8d;">Blog</a> &nbsp; <a href="https://kolabra.app/help" style="color:#8d8b8d;">Help</a> &nbsp; <a href="https://kolabra.app/legal/privacy" style="color:#8d8b8d;">Privacy</a><br><br>
Kolabra ApS · Njalsgade 76 · 2300 Copenhagen S · Denmark</td></tr>
</table></td></tr></table></body></html>`;
}

const d: Mail[] = [
  // ---------------------------------------------------------------- Licentro (licence reseller)
  {
    family: "licentro",
    group: "negative",
    lang: "nl",
    kind: "quote",
    code: null,
    link: null,
    from: "Wouter Peeters | Licentro <w.peeters@licentro.be>",
    to: ME,
    subject: "Offerte OF-26-10417 – verlenging PyroCare + Tessera Office (85 gebruikers)",
    date: "Wed, 14 Oct 2026 15:03:22 +0200",
    text: `Dag Thomas,

Zoals telefonisch besproken vind je in bijlage onze offerte OF-26-10417 voor:

  - PyroCare Premium 24x7 + UTP, PW-600F (FG6H2T26004417), 1 jaar   € 3.412,00
  - Tessera Office Business, 85 gebruikers, 12 maanden               € 10.710,00
  - Tessera Office Business, 5 extra gebruikers (nieuwe collega's)   €    630,00
                                                      Totaal excl. btw € 14.752,00

De prijzen zijn geldig tot 13/11/2026. Voor de PyroCare-verlenging hebben we de
bestelling ten laatste op 24/11 nodig zodat er geen onderbreking is.

Een ondertekende offerte of een bestelbon volstaat als akkoord.

Met vriendelijke groeten,

Wouter Peeters
Account Manager
Licentro BV · Havenlaan 86C bus 204 · 1000 Brussel
T +32 2 896 44 10 · M +32 476 21 88 09
www.licentro.be
`,
    html:
      `<html><head><meta charset="utf-8"></head><body><div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<p>Dag Thomas,</p>
<p>Zoals telefonisch besproken vind je in bijlage onze offerte OF-26-10417 voor:</p>
<ul><li>PyroCare Premium 24x7 + UTP, PW-600F (FG6H2T26004417), 1 jaar – € 3.412,00</li>
<li>Tessera Office Business, 85 gebruikers, 12 maanden – € 10.710,00</li>
<li>Tessera Office Business, 5 extra gebruikers (nieuwe collega's) – € 630,00</li></ul>
<p><b>Totaal excl. btw: € 14.752,00</b></p>
<p>De prijzen zijn geldig tot 13/11/2026. Voor de PyroCare-verlenging hebben we de bestelling ten laatste op 24/11 nodig zodat er geen onderbreking is.</p>
<p>Een ondertekende offerte of een bestelbon volstaat als akkoord.</p>
<p>Met vriendelijke groeten,</p>
<p style="margin:0;"><b>Wouter Peeters</b><br>Account Manager</p>
<table cellpadding="0" cellspacing="0" style="margin-top:8px;font-size:9pt;color:#555;"><tr><td style="padding-right:10px;border-right:2px solid #00a19a;"><img src="https://www.licentro.be/sig/licentro-logo.png" alt="Licentro" width="90"></td>
<td style="padding-left:10px;">Licentro BV · Havenlaan 86C bus 204 · 1000 Brussel<br>T +32 2 896 44 10 · M +32 476 21 88 09<br><a href="https://www.licentro.be" style="color:#00a19a;">www.licentro.be</a></td></tr></table>
</div></body></html>`,
    attachment: [
      "OF-26-10417_VDB_Partners.pdf",
      "application/pdf",
      "%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "qp",
  },
  {
    family: "licentro",
    group: "regional",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: "https://portal.licentro.be/account/activate/e3c91a7b4f2d0856?utm_source=welcome&utm_medium=email",
    from: "Licentro Customer Portal <portal@licentro.be>",
    to: ME,
    subject: "Activate your Licentro portal account",
    date: "Thu, 15 Oct 2026 09:40:51 +0200",
    text: `Hello Thomas,

Wouter Peeters created an account for you on the Licentro customer portal, where you can
follow orders, download licence keys and see all renewal dates for VDB Partners NV
(customer number 100-48817).

Activate your account and choose a password:
https://portal.licentro.be/account/activate/e3c91a7b4f2d0856?utm_source=welcome&utm_medium=email

The activation link is valid for 7 days.

Licentro BV · Havenlaan 86C bus 204 · 1000 Brussel · +32 2 896 44 10
`,
    html: `<html><body style="margin:0;background:#eef7f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:22px 30px;border-bottom:3px solid #00a19a;"><img src="https://www.licentro.be/sig/licentro-logo.png" alt="Licentro" width="110"></td></tr>
<tr><td style="padding:26px 30px 6px;font-size:14px;line-height:22px;color:#333;">Hello Thomas,<br><br>Wouter Peeters created an account for you on the Licentro customer portal, where you can follow orders, download licence keys and see all renewal dates for <b>VDB Partners NV</b> (customer number 100-48817).</td></tr>
<tr><td style="padding:6px 30px;">${
      button(
        "https://portal.licentro.be/account/activate/e3c91a7b4f2d0856?utm_source=welcome&amp;utm_medium=email",
        "Activate account",
        "#00a19a",
      )
    }</td></tr>
<tr><td style="padding:0 30px 26px;font-size:12px;color:#888;">The activation link is valid for 7 days.</td></tr>
<tr><td style="padding:14px 30px;background:#f4f4f4;font-size:11px;color:#888;">Licentro BV · Havenlaan 86C bus 204 · 1000 Brussel · +32 2 896 44 10 · <a href="https://www.licentro.be/en/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- Rhonetek (hardware reseller)
  {
    family: "rhonetek",
    group: "negative",
    lang: "fr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Rhonetek <commandes@rhonetek.ch>",
    to: ME,
    subject: "Votre commande 2026-55183 a été expédiée",
    date: "Thu, 24 Sep 2026 16:18:40 +0200",
    text: `Bonjour Monsieur Vanden Berghe,

Bonne nouvelle : votre commande 2026-55183 du 22.09.2026 a quitté notre entrepôt de Crissier.

  3 x  Dell Latitude 7450, i7, 32 Go, 1 To, clavier CH-FR     CHF 5'487.00
  3 x  Station d'accueil WD22TB4                               CHF   687.00
  1 x  Switch 24 ports PoE+ Aruba 2930F                          CHF 2'140.00
                                          Total TTC (8.1 %)     CHF 8'987.23

Transporteur : Velocolis · numéro de suivi 70 4418 2290 5517
Livraison prévue : vendredi 25.09.2026 entre 9h et 13h
Adresse : VDB Partners SA, Rue de Lausanne 64, 1202 Genève

Suivre l'envoi : https://www.velocolis.ch/fr/suivi?n=704418229055517
Votre compte client (n° 30-77419) : https://www.rhonetek.ch/fr/mon-compte/commandes

Rhonetek SA · Chemin de Mongevon 9 · 1023 Crissier · 021 635 80 80
`,
    html: `<html lang="fr"><body style="margin:0;background:#f6f6f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#222;">
<tr><td style="padding:16px 24px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><a href="https://www.rhonetek.ch/fr/?utm_campaign=shipconf"><img src="https://www.rhonetek.ch/media/mail/rhonetek-logo.png" alt="Rhonetek" width="140" border="0"></a></td>
<td align="right" style="font-size:12px;color:#666;">Commande <b>2026-55183</b><br>Client n° 30-77419</td></tr></table></td></tr>
<tr><td style="background:#005eb8;color:#fff;padding:16px 24px;font-size:18px;font-weight:bold;">Votre commande est en route&nbsp;!</td></tr>
<tr><td style="padding:20px 24px 6px;font-size:14px;line-height:21px;">Bonjour Monsieur Vanden Berghe,<br>votre commande du 22.09.2026 a quitté notre entrepôt de Crissier.</td></tr>
<tr><td style="padding:10px 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;">
<tr><td style="border-bottom:1px solid #eee;">3 × Dell Latitude 7450, i7, 32 Go, 1 To, clavier CH-FR</td><td align="right" style="border-bottom:1px solid #eee;">CHF 5'487.00</td></tr>
<tr><td style="border-bottom:1px solid #eee;">3 × Station d'accueil WD22TB4</td><td align="right" style="border-bottom:1px solid #eee;">CHF 687.00</td></tr>
<tr><td style="border-bottom:1px solid #eee;">1 × Switch 24 ports PoE+ Aruba 2930F</td><td align="right" style="border-bottom:1px solid #eee;">CHF 2'140.00</td></tr>
<tr><td align="right"><b>Total TTC (TVA 8.1&nbsp;%)</b></td><td align="right"><b>CHF 8'987.23</b></td></tr></table></td></tr>
<tr><td style="padding:10px 24px;font-size:13px;line-height:20px;background:#f0f6fc;">Transporteur&nbsp;: <b>Velocolis</b> · suivi 70&nbsp;4418&nbsp;2290&nbsp;5517<br>Livraison prévue&nbsp;: vendredi 25.09.2026 entre 9h et 13h<br>VDB Partners SA, Rue de Lausanne 64, 1202 Genève</td></tr>
<tr><td style="padding:16px 24px;"><a href="https://www.velocolis.ch/fr/suivi?n=704418229055517" style="background:#005eb8;color:#fff;padding:10px 20px;text-decoration:none;font-size:14px;display:inline-block;">Suivre l'envoi</a> &nbsp; <a href="https://www.rhonetek.ch/fr/mon-compte/commandes" style="color:#005eb8;font-size:13px;">Mes commandes</a></td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;border-top:1px solid #eee;">Rhonetek SA · Chemin de Mongevon 9 · 1023 Crissier · 021 635 80 80 · <a href="https://www.rhonetek.ch/fr/cgv" style="color:#888;">CGV</a> · <a href="https://www.rhonetek.ch/fr/newsletter/desinscription" style="color:#888;">Se désinscrire</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rhonetek",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://www.rhonetek.ch/de/konto/bestaetigen?k=7A2F91C0D34E&m=facturation%40vdb-partners.ch",
    from: "Rhonetek <konto@rhonetek.ch>",
    to: ME,
    subject: "Bitte bestätigen Sie die neue Rechnungs-E-Mail-Adresse für Ihr Firmenkonto",
    date: "Mon, 19 Oct 2026 11:26:03 +0200",
    text: `Guten Tag Herr Vanden Berghe

Sie haben in Ihrem Firmenkonto (Kundennummer 30-77419) die Rechnungsadresse für
E-Mail-Rechnungen geändert auf: facturation@vdb-partners.ch

Damit künftige Rechnungen an diese Adresse gehen, bestätigen Sie die Änderung bitte:
https://www.rhonetek.ch/de/konto/bestaetigen?k=7A2F91C0D34E&m=facturation%40vdb-partners.ch

Bis zur Bestätigung senden wir Rechnungen weiterhin an die bisherige Adresse.

Freundliche Grüsse
Ihr Rhonetek-Kundendienst · 021 635 80 80
`,
    html:
      `<html lang="de"><body style="margin:0;background:#f6f6f6;"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#222;">
<tr><td style="padding:16px 24px;"><img src="https://www.rhonetek.ch/media/mail/rhonetek-logo.png" alt="Rhonetek" width="140"></td></tr>
<tr><td style="padding:8px 24px 20px;font-size:14px;line-height:22px;">Guten Tag Herr Vanden Berghe<br><br>Sie haben in Ihrem Firmenkonto (Kundennummer 30-77419) die Rechnungsadresse für E-Mail-Rechnungen geändert auf: <b>facturation@vdb-partners.ch</b><br><br>Damit künftige Rechnungen an diese Adresse gehen, bestätigen Sie die Änderung bitte.</td></tr>
<tr><td style="padding:0 24px 20px;"><a href="https://www.rhonetek.ch/de/konto/bestaetigen?k=7A2F91C0D34E&amp;m=facturation%40vdb-partners.ch" style="background:#005eb8;color:#fff;padding:11px 22px;text-decoration:none;font-size:14px;display:inline-block;">Änderung bestätigen</a></td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;color:#666;">Bis zur Bestätigung senden wir Rechnungen weiterhin an die bisherige Adresse.</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;border-top:1px solid #eee;">Rhonetek SA · Chemin de Mongevon 9 · 1023 Crissier · 021 635 80 80 · <a href="https://www.rhonetek.ch/de/datenschutz" style="color:#888;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Velocolis (courier)
  {
    family: "velocolis",
    group: "regional",
    lang: "fr",
    kind: "delivery-pin",
    code: "7305",
    link: null,
    from: "Velocolis <notification@velocolis.ch>",
    to: ME,
    subject: "Livraison aujourd'hui entre 9h et 13h – votre code de remise",
    date: "Fri, 25 Sep 2026 07:02:15 +0200",
    text: `Bonjour,

Votre colis de Rhonetek SA sera livré aujourd'hui, vendredi 25.09.2026, entre 9h00 et 13h00.

N° d'envoi : 70 4418 2290 5517 (3 colis, 14,2 kg)
Adresse : VDB Partners SA, Rue de Lausanne 64, 1202 Genève

Cet envoi a une valeur élevée. Le livreur vous demandera votre code de remise :

    7305

Ne communiquez ce code qu'au livreur, au moment de la remise.

Vous ne serez pas là ? Modifiez la livraison : https://www.velocolis.ch/fr/suivi?n=704418229055517

Velocolis SA · 0848 835 265 (tarif local)
`,
    html: `<html lang="fr"><body style="margin:0;background:#fff8e1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:Verdana,Arial,sans-serif;">
<tr><td style="padding:20px 24px;background:#ffb300;border-radius:12px 12px 0 0;"><img src="https://www.velocolis.ch/mail/velocolis-bike.png" alt="Velocolis" width="120"></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:17px;font-weight:bold;color:#222;">Livraison aujourd'hui, 9h00–13h00</td></tr>
<tr><td style="padding:4px 24px;font-size:13px;color:#444;line-height:20px;">Votre colis de <b>Rhonetek SA</b> sera livré aujourd'hui, vendredi 25.09.2026.<br>N° d'envoi 70 4418 2290 5517 · 3 colis, 14,2 kg<br>VDB Partners SA, Rue de Lausanne 64, 1202 Genève</td></tr>
<tr><td style="padding:18px 24px 4px;font-size:13px;color:#444;">Cet envoi a une valeur élevée. Le livreur vous demandera votre code de remise&nbsp;:</td></tr>
<tr><td align="center" style="padding:10px 24px;"><table cellpadding="0" cellspacing="8"><tr>
<td style="width:44px;height:54px;border:2px solid #ffb300;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">7</td>
<td style="width:44px;height:54px;border:2px solid #ffb300;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">3</td>
<td style="width:44px;height:54px;border:2px solid #ffb300;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">0</td>
<td style="width:44px;height:54px;border:2px solid #ffb300;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;">5</td>
</tr></table></td></tr>
<tr><td style="padding:6px 24px 18px;font-size:12px;color:#777;">Ne communiquez ce code qu'au livreur, au moment de la remise.</td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;">Vous ne serez pas là&nbsp;? <a href="https://www.velocolis.ch/fr/suivi?n=704418229055517" style="color:#e65100;">Modifier la livraison</a></td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#999;border-top:1px solid #eee;">Velocolis SA · 0848 835 265 (tarif local) · <a href="https://www.velocolis.ch/fr/protection-donnees" style="color:#999;">Protection des données</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "velocolis",
    group: "negative",
    lang: "fr",
    kind: "delivered",
    code: null,
    link: null,
    from: "Velocolis <notification@velocolis.ch>",
    to: ME,
    subject: "Votre envoi 70 4418 2290 5517 a été livré",
    date: "Fri, 25 Sep 2026 10:47:31 +0200",
    text: `Bonjour,

Votre envoi 70 4418 2290 5517 (3 colis) a été remis le 25.09.2026 à 10:46.
Réceptionné par : M. SANTOS (réception)

Comment s'est passée la livraison ? Donnez votre avis en 30 secondes :
https://feedback.velocolis.ch/s/704418229055517

Velocolis SA · 0848 835 265
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Lemanet (telecom CH)
  {
    family: "lemanet-telecom",
    group: "negative",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Lemanet Business <facture@business.lemanet.ch>",
    to: ME,
    subject: "Votre facture Lemanet Business d'octobre 2026 est disponible",
    date: "Sat, 03 Oct 2026 04:12:00 +0200",
    text: `Bonjour,

Votre facture est disponible dans l'Espace client.

Client :            VDB Partners SA (n° 8.441.902)
Facture n° :        F-2026-10-3318845
Période :           01.10.2026 – 31.10.2026
Montant :           CHF 1'284.60 TTC
Échéance :          02.11.2026 (LSV+, aucune action requise)

Détail
  Fibre Business 10 Gbit/s, Rue de Lausanne 64        CHF   389.00
  SIP Trunk 30 canaux + 200 numéros                    CHF   215.00
  Mobile Business Pro × 18                             CHF   611.10
  Itinérance UE (3 utilisateurs)                       CHF    69.50

Consulter la facture : https://espace-client.lemanet.ch/factures/F-2026-10-3318845

Lemanet SA · Avenue de la Gare 12 · 1950 Sion · Service Business 0800 55 22 33
`,
    html: `<html lang="fr"><body style="margin:0;background:#e9eef3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Roboto,Arial,sans-serif;color:#1b2a3a;">
<tr><td style="padding:18px 26px;background:#00385e;"><img src="https://espace-client.lemanet.ch/mail/lemanet-business-w.png" alt="Lemanet Business" width="150"></td></tr>
<tr><td style="padding:24px 26px 8px;font-size:15px;">Bonjour,<br>votre facture est disponible dans l'Espace client.</td></tr>
<tr><td style="padding:8px 26px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;background:#f4f7fa;">
<tr><td>Client</td><td align="right">VDB Partners SA (n° 8.441.902)</td></tr>
<tr><td>Facture n°</td><td align="right">F-2026-10-3318845</td></tr>
<tr><td>Période</td><td align="right">01.10.2026 – 31.10.2026</td></tr>
<tr><td><b>Montant</b></td><td align="right" style="font-size:18px;"><b>CHF 1'284.60</b></td></tr>
<tr><td>Échéance</td><td align="right">02.11.2026 (LSV+, aucune action requise)</td></tr></table></td></tr>
<tr><td style="padding:14px 26px;font-size:12px;color:#5a6b7c;line-height:19px;">Fibre Business 10 Gbit/s, Rue de Lausanne 64 — CHF 389.00<br>SIP Trunk 30 canaux + 200 numéros — CHF 215.00<br>Mobile Business Pro × 18 — CHF 611.10<br>Itinérance UE (3 utilisateurs) — CHF 69.50</td></tr>
<tr><td style="padding:8px 26px 24px;"><a href="https://espace-client.lemanet.ch/factures/F-2026-10-3318845" style="color:#0078c8;font-weight:bold;">Consulter la facture</a></td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#8896a4;background:#f4f7fa;">Lemanet SA · Avenue de la Gare 12 · 1950 Sion · Service Business 0800 55 22 33<br><a href="https://www.lemanet.ch/fr/protection-donnees" style="color:#8896a4;">Protection des données</a> · <a href="https://www.facebook.com/lemanet" style="color:#8896a4;">Facebook</a> · <a href="https://www.linkedin.com/company/lemanet" style="color:#8896a4;">LinkedIn</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "lemanet-telecom",
    group: "negative",
    lang: "it",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Lemanet Business <noc@business.lemanet.ch>",
    to: ME,
    subject: "Manutenzione programmata rete fibra – Lugano, notte 20/21 ottobre 2026",
    date: "Tue, 13 Oct 2026 14:00:00 +0200",
    text: `Gentile cliente,

la informiamo che effettueremo lavori di manutenzione sulla rete in fibra nella zona di
Lugano-Paradiso.

Finestra:           martedì 20.10.2026 ore 23:00 – mercoledì 21.10.2026 ore 05:00
Interruzione:       fino a 45 minuti, all'interno della finestra
Servizi coinvolti:  Fibra Business 1 Gbit/s, Via Geretta 8, 6900 Lugano (collegamento FB-TI-22187)
Riferimento:        MNT-2026-1047

Non è richiesta alcuna azione da parte sua. Per domande può contattare il nostro
servizio Business allo 0800 55 22 33 indicando il riferimento.

Distinti saluti
Lemanet Network Operations Center
`,
    html: null,
    enc: "8bit",
  },
];

const e: Mail[] = [
  // ---------------------------------------------------------------- Belnetix (telecom BE)
  {
    family: "belnetix",
    group: "negative",
    lang: "nl",
    kind: "porting-done",
    code: null,
    link: null,
    from: "Belnetix Zakelijk <zakelijk@belnetix.be>",
    to: ME,
    subject: "Nummeroverdracht voltooid – 12 nummers zijn nu actief bij Belnetix",
    date: "Wed, 23 Sep 2026 12:31:48 +0200",
    text: `Beste klant,

De overdracht van uw nummers van uw vorige operator naar Belnetix is voltooid op
23/09/2026 om 12:15.

Klantnummer:    BNX-5520918
Dossier:        PORT-26-004711
Nummers:        02 896 10 00 tot 02 896 10 09, 0470 55 12 08, 0470 55 12 19

Uw vaste nummers zijn nu gekoppeld aan de SIP-trunk "VDB-BXL-01". Inkomende oproepen
lopen vanaf nu via Belnetix. U hoeft niets te doen; de contracten bij uw vorige operator
voor deze nummers worden automatisch beëindigd.

Vragen? Bel de zakelijke klantendienst op 0800 12 450 (werkdagen 8u–19u) of
bekijk https://zakelijk.belnetix.be/nl/support

Met vriendelijke groet,
Belnetix NV · Koning Albert II-laan 33 · 1030 Brussel
`,
    html: `<html lang="nl"><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#262626;">
<tr><td style="padding:18px 26px;border-bottom:4px solid #7a1fa2;"><img src="https://zakelijk.belnetix.be/static/mail/belnetix-zakelijk.png" alt="Belnetix Zakelijk" width="150"></td></tr>
<tr><td style="padding:24px 26px 0;font-size:20px;font-weight:bold;">Uw nummers zijn overgezet</td></tr>
<tr><td style="padding:12px 26px;font-size:14px;line-height:22px;">Beste klant,<br>de overdracht van uw nummers naar Belnetix is voltooid op 23/09/2026 om 12:15.</td></tr>
<tr><td style="padding:4px 26px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e6e6e6;">
<tr><td style="width:34%;color:#777;">Klantnummer</td><td>BNX-5520918</td></tr>
<tr><td style="color:#777;">Dossier</td><td>PORT-26-004711</td></tr>
<tr><td style="color:#777;">Nummers</td><td>02 896 10 00 tot 02 896 10 09<br>0470 55 12 08, 0470 55 12 19</td></tr></table></td></tr>
<tr><td style="padding:14px 26px;font-size:14px;line-height:22px;">Uw vaste nummers zijn nu gekoppeld aan de SIP-trunk <b>VDB-BXL-01</b>. U hoeft niets te doen; de contracten bij uw vorige operator voor deze nummers worden automatisch beëindigd.</td></tr>
<tr><td style="padding:0 26px 22px;font-size:13px;">Vragen? Bel 0800 12 450 (werkdagen 8u–19u) of bekijk <a href="https://zakelijk.belnetix.be/nl/support" style="color:#7a1fa2;">onze supportpagina</a>.</td></tr>
<tr><td style="padding:14px 26px;background:#262626;color:#aaa;font-size:11px;">Belnetix NV · Koning Albert II-laan 33 · 1030 Brussel · BTW BE 0488.201.774<br><a href="https://www.belnetix.be/nl/privacy" style="color:#aaa;">Privacy</a> · <a href="https://www.belnetix.be/nl/cookies" style="color:#aaa;">Cookies</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "belnetix",
    group: "negative",
    lang: "nl",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "Belnetix Storingsdienst <storingen@belnetix.be>",
    to: ME,
    subject: "Storing opgelost: internet Havenlaan, Brussel (ticket INC-26-88102)",
    date: "Thu, 22 Oct 2026 16:55:10 +0200",
    text: `Beste klant,

De storing die uw internetverbinding op Havenlaan 86C, 1000 Brussel beïnvloedde, is
opgelost.

Ticket:         INC-26-88102
Begin storing:  22/10/2026 13:42
Opgelost:       22/10/2026 16:38
Oorzaak:        beschadigde glasvezelkabel door graafwerken (Picardstraat)

Volgens uw SLA (Business Fiber Gold) heeft u recht op een compensatie van € 45,00. Die
wordt automatisch verrekend op uw volgende factuur.

Blijft u problemen ervaren? Herstart dan eerst uw router en bel ons op 0800 12 450.

Belnetix NV
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- PatchWatch weekly (newsletter)
  {
    family: "patchwatch-weekly",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "PatchWatch Weekly <newsletter@patchwatch.news>",
    to: ME,
    subject: "PatchWatch #212: VPN appliances under fire again, a busy Patch Tuesday, and 2FA fatigue",
    date: "Fri, 16 Oct 2026 06:45:00 +0000",
    text: `PATCHWATCH WEEKLY — Issue #212 — 16 October 2026
View in browser: https://patchwatch.news/issues/212

THIS WEEK
1. Another SSL-VPN heap overflow (CVE-2026-41187, CVSS 9.3) is being exploited. If you
   run Pyrowall appliances, PyroOS 7.4.6 and 7.2.10 are out. Read: https://patchwatch.news/r/212-1
2. October Patch Tuesday: 87 fixes, 4 zero-days, one in the print spooler (again).
   Our priority list: https://patchwatch.news/r/212-2
3. Push-bombing is back: attackers send dozens of approval prompts at 3 a.m. until a
   tired user taps "Approve". Number matching helps. https://patchwatch.news/r/212-3

TOOL OF THE WEEK
A small script that lists every service account with a password older than 365 days.
https://patchwatch.news/r/212-4

SPONSOR
Tresorback immutable backups — 30 days free for PatchWatch readers with code PATCH30.
https://patchwatch.news/r/212-sponsor

You're receiving this because you subscribed with t.vandenberghe@vdb-partners.be.
Unsubscribe: https://patchwatch.news/unsubscribe?u=8c21f0a7
PatchWatch Media Ltd, 71-75 Shelton Street, London WC2H 9JQ
`,
    html: `<html><body style="margin:0;background:#111;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fdfdfb;font-family:Georgia,serif;color:#1a1a1a;">
<tr><td style="padding:10px 28px;font-family:Arial,sans-serif;font-size:11px;color:#888;" align="right"><a href="https://patchwatch.news/issues/212" style="color:#888;">View in browser</a></td></tr>
<tr><td style="padding:6px 28px 16px;border-bottom:3px double #1a1a1a;"><span style="font-size:32px;font-weight:bold;">PatchWatch</span><span style="font-family:Arial,sans-serif;font-size:12px;color:#888;"> &nbsp;Weekly · Issue #212 · 16 October 2026</span></td></tr>
<tr><td style="padding:22px 28px 0;font-size:19px;font-weight:bold;">1. VPN appliances under fire again</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:24px;">Another SSL-VPN heap overflow (CVE-2026-41187, CVSS 9.3) is being exploited. If you run Pyrowall appliances, PyroOS 7.4.6 and 7.2.10 are out. <a href="https://patchwatch.news/r/212-1" style="color:#b3261e;">Read more</a></td></tr>
<tr><td style="padding:18px 28px 0;font-size:19px;font-weight:bold;">2. A busy Patch Tuesday</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:24px;">87 fixes, 4 zero-days, one in the print spooler (again). <a href="https://patchwatch.news/r/212-2" style="color:#b3261e;">Our priority list</a></td></tr>
<tr><td style="padding:18px 28px 0;font-size:19px;font-weight:bold;">3. Push-bombing is back</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:24px;">Attackers send dozens of approval prompts at 3 a.m. until a tired user taps “Approve”. Number matching helps. <a href="https://patchwatch.news/r/212-3" style="color:#b3261e;">How to turn it on</a></td></tr>
<tr><td style="padding:18px 28px;"><table width="100%" cellpadding="14" cellspacing="0" style="background:#f1efe6;font-family:Arial,sans-serif;font-size:13px;"><tr><td><b>Tool of the week:</b> a small script that lists every service account with a password older than 365 days. <a href="https://patchwatch.news/r/212-4" style="color:#b3261e;">Get it</a></td></tr></table></td></tr>
<tr><td style="padding:0 28px 18px;font-family:Arial,sans-serif;font-size:12px;color:#666;"><i>Sponsor:</i> Tresorback immutable backups — 30 days free for PatchWatch readers with code <b>PATCH30</b>. <a href="https://patchwatch.news/r/212-sponsor" style="color:#666;">Learn more</a></td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #ddd;font-family:Arial,sans-serif;font-size:11px;color:#888;">You're receiving this because you subscribed with t.vandenberghe@vdb-partners.be. <a href="https://patchwatch.news/unsubscribe?u=8c21f0a7" style="color:#888;">Unsubscribe</a><br>PatchWatch Media Ltd, 71-75 Shelton Street, London WC2H 9JQ</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Cyberveille (newsletter FR)
  {
    family: "cyberveille-romande",
    group: "negative",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Cyberveille romande <lettre@cyberveille-romande.ch>",
    to: ME,
    subject: "La lettre du RSSI — octobre 2026 : hameçonnage aux faux avis de colis, nLPD un an après",
    date: "Tue, 06 Oct 2026 07:30:00 +0200",
    text: `LA LETTRE DU RSSI – octobre 2026
Version en ligne : https://www.cyberveille-romande.ch/lettre/2026-10

À LA UNE
Vague d'hameçonnage aux faux avis de colis : des SMS et e-mails imitant des transporteurs
suisses demandent de « payer 2.90 CHF de frais de douane ». Nos conseils pour sensibiliser
vos collaborateurs : https://www.cyberveille-romande.ch/a/faux-colis-2026

nLPD : un an après, où en sont les PME romandes ? Résultats de notre enquête auprès de
312 entreprises : https://www.cyberveille-romande.ch/a/nlpd-bilan

AGENDA
Jeudi 12 novembre 2026, 17h30 – Afterwork « Sauvegardes et rançongiciels », Lausanne,
HEIG-VD. Inscription gratuite : https://www.cyberveille-romande.ch/agenda/2026-11-12

Vous recevez cette lettre car vous y êtes abonné·e. Se désabonner :
https://www.cyberveille-romande.ch/desabonnement?e=dGhvbWFz
Association Cyberveille romande · Case postale 1204 · 1001 Lausanne
`,
    html: `<html lang="fr"><body style="margin:0;background:#eef2f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Trebuchet MS',Arial,sans-serif;color:#223;">
<tr><td style="padding:8px 24px;font-size:11px;color:#889;" align="center"><a href="https://www.cyberveille-romande.ch/lettre/2026-10" style="color:#889;">Version en ligne</a></td></tr>
<tr><td style="padding:18px 24px;background:#0d4d3a;color:#fff;"><div style="font-size:24px;font-weight:bold;">La lettre du RSSI</div><div style="font-size:13px;opacity:.8;">Octobre 2026 · Cyberveille romande</div></td></tr>
<tr><td style="padding:20px 24px 4px;"><img src="https://www.cyberveille-romande.ch/img/lettre/2026-10-colis.jpg" alt="Faux avis de colis sur un smartphone" width="552" style="display:block;width:100%;"></td></tr>
<tr><td style="padding:12px 24px;font-size:17px;font-weight:bold;">Vague d'hameçonnage aux faux avis de colis</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;line-height:22px;">Des SMS et e-mails imitant des transporteurs suisses demandent de «&nbsp;payer 2.90 CHF de frais de douane&nbsp;». <a href="https://www.cyberveille-romande.ch/a/faux-colis-2026" style="color:#0d4d3a;font-weight:bold;">Nos conseils pour sensibiliser vos collaborateurs</a></td></tr>
<tr><td style="padding:12px 24px 0;font-size:17px;font-weight:bold;">nLPD&nbsp;: un an après</td></tr>
<tr><td style="padding:6px 24px 14px;font-size:14px;line-height:22px;">Où en sont les PME romandes&nbsp;? Résultats de notre enquête auprès de 312 entreprises. <a href="https://www.cyberveille-romande.ch/a/nlpd-bilan" style="color:#0d4d3a;font-weight:bold;">Lire l'enquête</a></td></tr>
<tr><td style="padding:14px 24px;background:#f5f8f6;font-size:13px;line-height:20px;"><b>Agenda</b><br>Jeudi 12 novembre 2026, 17h30 – Afterwork «&nbsp;Sauvegardes et rançongiciels&nbsp;», Lausanne, HEIG-VD. <a href="https://www.cyberveille-romande.ch/agenda/2026-11-12" style="color:#0d4d3a;">Inscription gratuite</a></td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#889;">Vous recevez cette lettre car vous y êtes abonné·e. <a href="https://www.cyberveille-romande.ch/desabonnement?e=dGhvbWFz" style="color:#889;">Se désabonner</a><br>Association Cyberveille romande · Case postale 1204 · 1001 Lausanne</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- Kolabra
  {
    family: "kolabra",
    group: "consumer",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://kolabra.app/join/w/vdb-proyectos?invite=KLB-3f9a72c1e0d84b55&lang=es",
    from: "Lucía Navarro (vía Kolabra) <notifications@kolabra.app>",
    to: ME,
    subject: "Lucía Navarro te ha invitado a unirte a VDB Proyectos en Kolabra",
    date: "Wed, 21 Oct 2026 10:12:30 +0200",
    text: `Lucía Navarro (l.navarro@vdb-partners.es) te ha invitado a unirte al espacio de trabajo
VDB Proyectos en Kolabra.

"Hola Thomas, te añado para que puedas gestionar las integraciones y el SSO del espacio. ¡Gracias!"

Únete ahora:
https://kolabra.app/join/w/vdb-proyectos?invite=KLB-3f9a72c1e0d84b55&lang=es

VDB Proyectos tiene 23 miembros y 9 canales. La invitación caduca en 30 días.

Kolabra ApS · Njalsgade 76 · 2300 Copenhague S · Dinamarca
`,
    html: kolabra(
      "es",
      `<tr><td style="padding:0 0 16px;font-size:26px;line-height:32px;font-weight:bold;">Lucía Navarro te ha invitado a unirte a VDB Proyectos</td></tr>
<tr><td style="padding:0 0 18px;font-size:16px;line-height:24px;">Lucía Navarro (<a href="mailto:l.navarro@vdb-partners.es" style="color:#1264a3;">l.navarro@vdb-partners.es</a>) te ha invitado al espacio de trabajo de Kolabra <b>VDB Proyectos</b>.</td></tr>
<tr><td style="padding:0 0 20px;"><table cellpadding="0" cellspacing="0" width="100%" style="background:#f8f8f8;border-left:4px solid #ddd;"><tr><td style="padding:12px 16px;font-size:15px;font-style:italic;color:#454245;">«Hola Thomas, te añado para que puedas gestionar las integraciones y el SSO del espacio. ¡Gracias!»</td></tr></table></td></tr>
<tr><td style="padding:0 0 24px;"><a href="https://kolabra.app/join/w/vdb-proyectos?invite=KLB-3f9a72c1e0d84b55&amp;lang=es" style="display:block;text-align:center;background:#4a154b;color:#ffffff;font-size:16px;font-weight:bold;padding:14px 0;border-radius:4px;text-decoration:none;">Unirse ahora</a></td></tr>
<tr><td style="padding:0 0 10px;font-size:13px;color:#616061;">VDB Proyectos tiene 23 miembros y 9 canales. La invitación caduca en 30 días.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "kolabra",
    group: "negative",
    lang: "de",
    kind: "digest",
    code: null,
    link: null,
    from: "Kolabra <digest@kolabra.app>",
    to: ME,
    subject: "Was Sie in VDB Partners verpasst haben: 14 ungelesene Nachrichten",
    date: "Sat, 24 Oct 2026 09:00:12 +0200",
    text: `Hallo Thomas,

Sie haben 14 ungelesene Nachrichten in VDB Partners.

#it-changes (6)
  Nadia Keller: CHG-0431 Firewall-Regeln Zürich genehmigt, Umsetzung Mo 26.10. 19:00
  Julien Favre: Bitte noch das Zertifikat für vpn.vdb-partners.ch erneuern, läuft am 26.10. ab!

#allgemein (5)
  Sophie Lambrechts: Die Kaffeemaschine im 2. Stock ist wieder repariert ☕

Direktnachrichten (3)
  Marco Bernasconi: Grazie, VPN funziona di nuovo 👍

Öffnen Sie Kolabra: https://vdb-partners.kolabra.app/unreads
E-Mail-Benachrichtigungen ändern: https://vdb-partners.kolabra.app/settings/notifications
`,
    html: kolabra(
      "de",
      `<tr><td style="padding:0 0 14px;font-size:22px;font-weight:bold;">14 ungelesene Nachrichten in VDB Partners</td></tr>
<tr><td style="padding:10px 0 4px;font-size:14px;font-weight:bold;color:#616061;">#it-changes (6)</td></tr>
<tr><td style="padding:4px 0;font-size:15px;line-height:22px;"><b>Nadia Keller</b>: CHG-0431 Firewall-Regeln Zürich genehmigt, Umsetzung Mo 26.10. 19:00</td></tr>
<tr><td style="padding:4px 0;font-size:15px;line-height:22px;"><b>Julien Favre</b>: Bitte noch das Zertifikat für vpn.vdb-partners.ch erneuern, läuft am 26.10. ab!</td></tr>
<tr><td style="padding:14px 0 4px;font-size:14px;font-weight:bold;color:#616061;">#allgemein (5)</td></tr>
<tr><td style="padding:4px 0;font-size:15px;line-height:22px;"><b>Sophie Lambrechts</b>: Die Kaffeemaschine im 2. Stock ist wieder repariert ☕</td></tr>
<tr><td style="padding:14px 0 4px;font-size:14px;font-weight:bold;color:#616061;">Direktnachrichten (3)</td></tr>
<tr><td style="padding:4px 0 20px;font-size:15px;line-height:22px;"><b>Marco Bernasconi</b>: Grazie, VPN funziona di nuovo 👍</td></tr>
<tr><td style="padding:0 0 20px;"><a href="https://vdb-partners.kolabra.app/unreads" style="display:inline-block;background:#4a154b;color:#fff;font-weight:bold;padding:11px 22px;border-radius:4px;text-decoration:none;">In Kolabra öffnen</a></td></tr>
<tr><td style="padding:0 0 10px;font-size:12px;color:#8d8b8d;"><a href="https://vdb-partners.kolabra.app/settings/notifications" style="color:#8d8b8d;">E-Mail-Benachrichtigungen ändern</a></td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "kolabra",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "QXN-7RW",
    link: null,
    from: "Kolabra <no-reply@kolabra.app>",
    to: ME,
    subject: "Kolabra confirmation code: QXN-7RW",
    date: "Mon, 26 Oct 2026 19:03:44 +0100",
    text: `Confirm your email address

Your confirmation code is below — enter it in your open browser window and we'll help
you get signed in.

QXN-7RW

If you didn't request this email, there's nothing to worry about — you can safely ignore it.

Kolabra ApS · Njalsgade 76 · 2300 Copenhagen S · Denmark
`,
    html: kolabra(
      "en",
      `<tr><td style="padding:0 0 18px;font-size:30px;line-height:36px;font-weight:bold;">Confirm your email address</td></tr>
<tr><td style="padding:0 0 24px;font-size:17px;line-height:26px;">Your confirmation code is below — enter it in your open browser window and we'll help you get signed in.</td></tr>
<tr><td align="center" style="padding:28px 0;background:#f5f4f5;border-radius:4px;font-size:30px;line-height:38px;letter-spacing:2px;">QXN-7RW</td></tr>
<tr><td style="padding:24px 0 10px;font-size:15px;line-height:22px;color:#454245;">If you didn't request this email, there's nothing to worry about — you can safely ignore it.</td></tr>`,
    ),
  },
  // ---------------------------------------------------------------- Burrowgit (self-hosted forge)
  {
    family: "burrowgit",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://git.vdb-partners.be/user/activate_email?code=2026091814320500a7f31c9e44b2d8f01be6a3c5d7e9f2b4&email=t.vandenberghe%40vdb-partners.be",
    from: "VDB Git <git-noreply@vdb-partners.be>",
    to: ME,
    subject: "Please verify your email address",
    date: "Fri, 18 Sep 2026 14:32:05 +0200",
    text: `Hi tvdb,

please click the following link to verify your email address within 180 minutes:

https://git.vdb-partners.be/user/activate_email?code=2026091814320500a7f31c9e44b2d8f01be6a3c5d7e9f2b4&email=t.vandenberghe%40vdb-partners.be

Not working? Try copying and pasting it to your browser.

© VDB Git — powered by Burrowgit 1.24.3
`,
    html: `<!DOCTYPE html>
<html>
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
	<meta name="format-detection" content="telephone=no,date=no,address=no,email=no,url=no"/>
	<title>tvdb, please verify your email address</title>
</head>
<body>
	<p>Hi <b>tvdb</b>, please click the following link to verify your email address within <b>180 minutes</b>:</p>
	<p><a href="https://git.vdb-partners.be/user/activate_email?code=2026091814320500a7f31c9e44b2d8f01be6a3c5d7e9f2b4&amp;email=t.vandenberghe%40vdb-partners.be">https://git.vdb-partners.be/user/activate_email?code=2026091814320500a7f31c9e44b2d8f01be6a3c5d7e9f2b4&amp;email=t.vandenberghe%40vdb-partners.be</a></p>
	<p>Not working? Try copying and pasting it to your browser.</p>
	<p>© <a target="_blank" rel="noopener noreferrer" href="https://git.vdb-partners.be/">VDB Git</a></p>
</body>
</html>`,
  },
  {
    family: "burrowgit",
    group: "negative",
    lang: "en",
    kind: "key-added",
    code: null,
    link: null,
    from: "VDB Git <git-noreply@vdb-partners.be>",
    to: ME,
    subject: "A new SSH key was added to your account",
    date: "Fri, 18 Sep 2026 14:51:22 +0200",
    text: `Hi tvdb,

A new SSH key was added to your account on VDB Git:

  Title:        thomas@bxl-lt-0007
  Fingerprint:  SHA256:r4Y0mV2hq8Xb1kPz9LwTn6cJ3sFd5GuE7oAiQ2yBxM8
  Added from:   10.20.4.57

If you did not add this key, remove it immediately at
https://git.vdb-partners.be/user/settings/keys and contact your administrator.

© VDB Git — powered by Burrowgit 1.24.3
`,
    html: null,
  },
  // ---------------------------------------------------------------- Orbix (PL hosting)
  {
    family: "serwerownia-orbix",
    group: "regional",
    lang: "pl",
    kind: "login-code",
    code: "804271",
    link: null,
    from: "Orbix Panel Klienta <noreply@orbix.pl>",
    to: ME,
    subject: "Kod weryfikacyjny do Panelu Klienta Orbix",
    date: "Thu, 01 Oct 2026 08:57:16 +0200",
    text: `Dzień dobry,

Twój jednorazowy kod do logowania w Panelu Klienta Orbix to:

804271

Kod jest ważny przez 10 minut. Nie przekazuj go nikomu – pracownicy Orbix nigdy
nie poproszą Cię o ten kod.

Logowanie: 01.10.2026, 08:57, IP 185.44.72.19 (Belgia)

Jeżeli to nie Ty próbowałeś się zalogować, zmień hasło i skontaktuj się z nami:
+48 22 307 61 00, bok@orbix.pl

Orbix Sp. z o.o., ul. Marynarska 15, 02-674 Warszawa, NIP 521-38-44-917
`,
    html: `<html lang="pl"><body style="margin:0;background:#eef0f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;color:#222;border-radius:6px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e3e6ec;"><img src="https://www.orbix.pl/assets/mail/orbix-logo.png" alt="Orbix" width="100"></td></tr>
<tr><td style="padding:24px 28px 6px;font-size:15px;line-height:23px;">Dzień dobry,<br>Twój jednorazowy kod do logowania w Panelu Klienta Orbix to:</td></tr>
<tr><td align="center" style="padding:16px 28px;"><span style="display:inline-block;font-size:32px;font-weight:700;letter-spacing:10px;color:#ff5a00;background:#fff4ec;padding:10px 20px;border-radius:4px;">804271</span></td></tr>
<tr><td style="padding:6px 28px;font-size:13px;line-height:20px;color:#555;">Kod jest ważny przez 10 minut. Nie przekazuj go nikomu – pracownicy Orbix nigdy nie poproszą Cię o ten kod.<br>Logowanie: 01.10.2026, 08:57, IP 185.44.72.19 (Belgia)</td></tr>
<tr><td style="padding:12px 28px 22px;font-size:13px;color:#555;">Jeżeli to nie Ty, zmień hasło i skontaktuj się z nami: +48 22 307 61 00, <a href="mailto:bok@orbix.pl" style="color:#ff5a00;">bok@orbix.pl</a></td></tr>
<tr><td style="padding:14px 28px;background:#f7f8fa;font-size:11px;color:#888;border-radius:0 0 6px 6px;">Orbix Sp. z o.o., ul. Marynarska 15, 02-674 Warszawa, NIP 521-38-44-917 · <a href="https://www.orbix.pl/polityka-prywatnosci" style="color:#888;">Polityka prywatności</a> · <a href="https://www.orbix.pl/regulamin" style="color:#888;">Regulamin</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "serwerownia-orbix",
    group: "negative",
    lang: "pl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Orbix Faktury <faktury@orbix.pl>",
    to: ME,
    subject: "Faktura VAT nr FV/2026/10/04417 – Orbix",
    date: "Mon, 05 Oct 2026 06:10:44 +0200",
    text: `Dzień dobry,

w załączeniu przesyłamy fakturę VAT nr FV/2026/10/04417.

Nabywca:            VDB Partners NV (VAT BE0834.112.569)
Usługa:             Serwer dedykowany DS-24 (WAW-2), kolokacja 2U, 10 TB transferu
Okres:              01.10.2026 – 31.10.2026
Kwota netto:        1 240,00 PLN
VAT:                odwrotne obciążenie
Termin płatności:   19.10.2026
Rachunek:           PL61 1090 1014 0000 0712 1981 2874 (tytuł: FV/2026/10/04417)

Faktury są również dostępne w Panelu Klienta: https://panel.orbix.pl/faktury

Z poważaniem
Dział Rozliczeń Orbix · +48 22 307 61 05
`,
    html: null,
    attachment: [
      "FV_2026_10_04417.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "8bit",
  },
];

const f: Mail[] = [
  {
    family: "klarodesk",
    group: "negative",
    lang: "pt",
    kind: "ticket-new",
    code: null,
    link: null,
    from: "Ana Paula Ferreira via Support IT VDB <it-support@vdb-partners.klarodesk.com>",
    to: ME,
    subject: "[KD-48690] Não consigo abrir o Outlook desde a atualização",
    date: "Thu, 22 Oct 2026 08:19:37 +0200",
    text: `##- Please type your reply above this line -##

New ticket KD-48690 in queue "Genève".

Ana Paula Ferreira, 22.10.2026 08:19:

Bom dia,
desde a atualização de ontem à noite o Outlook fecha sozinho logo que abro. Já reiniciei o
computador duas vezes (CH-LT-0148). Consigo ler os e-mails no telemóvel, mas preciso de
enviar as faturas aos clientes até às 11h. Estou no 1.º andar, extensão 3302.

Obrigada,
Ana Paula

Ticket: https://vdb-partners.klarodesk.com/agent/tickets/48690
`,
    html: klarodesk(
      "en",
      `<p style="margin:0 0 12px;color:#4a5568;">New ticket <b>KD-48690</b> in queue “Genève”.</p>
<p style="margin:0 0 4px;font-weight:600;">Ana Paula Ferreira <span style="font-weight:normal;color:#a0aec0;">22.10.2026 08:19</span></p>
<p style="margin:0;">Bom dia,<br>desde a atualização de ontem à noite o Outlook fecha sozinho logo que abro. Já reiniciei o computador duas vezes (CH-LT-0148). Consigo ler os e-mails no telemóvel, mas preciso de enviar as faturas aos clientes até às 11h. Estou no 1.º andar, extensão 3302.</p>
<p style="margin:8px 0 0;">Obrigada,<br>Ana Paula</p>`,
      "https://vdb-partners.klarodesk.com/agent/tickets/48690",
    ),
    enc: "qp",
  },
  {
    family: "tidvakt",
    group: "negative",
    lang: "sv",
    kind: "export-ready",
    code: null,
    link: null,
    from: "Tidvakt <hej@tidvakt.se>",
    to: ME,
    subject: 'Din export "Tidrapport september 2026" är klar',
    date: "Fri, 02 Oct 2026 17:24:09 +0200",
    text: `Hej Thomas!

Exporten du beställde är klar.

  Rapport:     Tidrapport september 2026 (alla projekt)
  Format:      Excel (.xlsx), 1 842 rader
  Beställd:    2026-10-02 17:21

Ladda ner den här (länken fungerar i 7 dagar):
https://app.tidvakt.se/exports/ex_91b0c6/download

Tips: du kan schemalägga exporten så att den skickas automatiskt den 1:a varje månad.

Vänliga hälsningar,
Tidvakt AB · Sveavägen 44 · 111 34 Stockholm
`,
    html: `<html lang="sv"><body style="margin:0;background:#fdf6ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:Helvetica,Arial,sans-serif;color:#2a2118;">
<tr><td style="padding:26px 30px 10px;"><img src="https://tidvakt.se/mail/tidvakt-klocka.png" alt="Tidvakt" width="40" height="40"></td></tr>
<tr><td style="padding:0 30px 8px;font-size:22px;font-weight:bold;">Hej Thomas! Din export är klar.</td></tr>
<tr><td style="padding:8px 30px;font-size:14px;line-height:22px;color:#5b4c3d;">Tidrapport september 2026 (alla projekt)<br>Excel (.xlsx), 1&nbsp;842 rader · beställd 2026-10-02 17:21</td></tr>
<tr><td style="padding:16px 30px;"><a href="https://app.tidvakt.se/exports/ex_91b0c6/download" style="display:inline-block;background:#e8743b;color:#fff;padding:12px 26px;border-radius:22px;font-weight:bold;text-decoration:none;">Ladda ner</a></td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;color:#8a7a69;">Länken fungerar i 7 dagar. Tips: du kan schemalägga exporten så att den skickas automatiskt den 1:a varje månad.</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#a89886;border-top:1px solid #f1e6da;">Tidvakt AB · Sveavägen 44 · 111 34 Stockholm · <a href="https://tidvakt.se/integritet" style="color:#a89886;">Integritet</a> · <a href="https://app.tidvakt.se/installningar/epost" style="color:#a89886;">E-postinställningar</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "tessera-office",
    group: "negative",
    lang: "en",
    kind: "subscription-renewal",
    code: null,
    link: null,
    from: "Tessera Office <billing-noreply@tesseraoffice.com>",
    to: ME,
    subject: "Your Tessera Office Business subscription renews on 1 November 2026",
    date: "Thu, 01 Oct 2026 20:05:33 +0000",
    text: `Hi Thomas,

This is a reminder that the subscription for vdb-partners.be renews automatically.

  Plan:            Tessera Office Business (annual commitment, billed monthly)
  Licences:        85 assigned of 85
  Renewal date:    1 November 2026
  Monthly price:   EUR 892.50 (85 × EUR 10.50), excl. VAT
  Billed via:      Licentro BV (partner)

You are using all of your licences. New users added after 1 November will need
additional licences; your partner can add them at any time.

Manage licences: https://admin.tesseraoffice.com/billing/subscriptions
Billing questions: contact your partner Licentro BV (+32 2 896 44 10).

Tessera Software Ltd · 1 Grand Canal Square · Dublin 2 · Ireland
`,
    html: `<html><body style="margin:0;background:#f3f3f3;font-family:'Segoe UI',Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 32px;"><img src="https://cdn.tesseraoffice.com/mail/tessera-logo.png" alt="Tessera Office" width="150"></td></tr>
<tr><td style="padding:6px 32px;font-size:24px;color:#242424;">Your subscription renews soon</td></tr>
<tr><td style="padding:14px 32px;font-size:14px;line-height:21px;color:#424242;">Hi Thomas,<br>This is a reminder that the subscription for <b>vdb-partners.be</b> renews automatically.</td></tr>
<tr><td style="padding:4px 32px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #e0e0e0;">
<tr><td style="background:#fafafa;width:40%;">Plan</td><td>Tessera Office Business (annual commitment, billed monthly)</td></tr>
<tr><td style="background:#fafafa;">Licences</td><td>85 assigned of 85</td></tr>
<tr><td style="background:#fafafa;">Renewal date</td><td>1 November 2026</td></tr>
<tr><td style="background:#fafafa;">Monthly price</td><td>EUR 892.50 (85 × EUR 10.50), excl. VAT</td></tr>
<tr><td style="background:#fafafa;">Billed via</td><td>Licentro BV (partner)</td></tr></table></td></tr>
<tr><td style="padding:16px 32px;font-size:14px;line-height:21px;color:#424242;">You are using all of your licences. New users added after 1 November will need additional licences; your partner can add them at any time.</td></tr>
<tr><td style="padding:0 32px 24px;"><a href="https://admin.tesseraoffice.com/billing/subscriptions" style="display:inline-block;background:#0f6cbd;color:#fff;padding:10px 22px;text-decoration:none;font-size:14px;">Manage licences</a></td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#707070;background:#fafafa;">Tessera Software Ltd · 1 Grand Canal Square · Dublin 2 · Ireland<br><a href="https://www.tesseraoffice.com/privacy" style="color:#707070;">Privacy Statement</a> · <a href="https://www.tesseraoffice.com/legal" style="color:#707070;">Legal</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];
export const mails: Mail[] = [...a, ...b, ...c, ...d, ...e, ...f];
