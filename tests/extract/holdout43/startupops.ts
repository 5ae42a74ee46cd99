/**
 * The inbox of the operations lead at a 25-person software startup in Austin: SSO, payroll, cards,
 * expenses, cloud, password manager, e-signature, CRM, helpdesk, drive, video calls, registrar, benefits,
 * coworking and travel mail, mostly in English with some Spanish, Portuguese, German and French vendors.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Jordan Alvarez <jordan@mesquitelabs.io>";

// ---------------------------------------------------------------- Keystrand (identity provider)

function keystrand(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Keystrand</title></head>
<body style="margin:0;padding:0;background-color:#f3f4f8;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f8;">
<tr><td align="center" style="padding:32px 12px;">
  <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="background-color:#ffffff;border-radius:8px;border:1px solid #e4e6ef;">
    <tr><td style="padding:28px 36px 0 36px;"><img src="https://static.keystrand.io/mail/wordmark@2x.png" width="132" height="28" alt="Keystrand" style="display:block;border:0;"></td></tr>
    <tr><td style="padding:20px 36px 32px 36px;font-family:Inter,Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#1d2130;">
${body}
    </td></tr>
  </table>
  <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0">
    <tr><td style="padding:18px 36px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8a8fa3;" align="center">
      Keystrand, Inc. &middot; 455 Harrison Street, Floor 6 &middot; San Francisco, CA 94105<br>
      <a href="https://keystrand.io/legal/privacy" style="color:#8a8fa3;">Privacy</a> &middot;
      <a href="https://status.keystrand.io" style="color:#8a8fa3;">System status</a> &middot;
      <a href="https://help.keystrand.io/hc/en-us" style="color:#8a8fa3;">Help center</a><br>
      &copy; 2026 Keystrand, Inc. All rights reserved.
    </td></tr>
  </table>
</td></tr>
</table>
</body></html>`;
}

function digitCells(code: string, style: string): string {
  return [...code].map((c) => `<td style="${style}">${c}</td>`).join("\n        ");
}

const part1: Mail[] = [
  {
    family: "keystrand",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "730415",
    link: null,
    from: "Keystrand <no-reply@keystrand.io>",
    to: TO,
    subject: "Your Keystrand sign-in code",
    date: "Mon, 02 Nov 2026 08:14:37 -0600",
    text: `Hi Jordan,

Use this code to finish signing in to the Mesquite Labs organization on Keystrand:

    730 415

The code expires in 10 minutes and can be used once.

Request details
  Browser: Chrome 131 on macOS
  Location: Austin, TX, United States (approximate)
  IP address: 72.182.14.9
  Time: November 2, 2026 at 8:14 AM CST

If you did not try to sign in, you can ignore this message. Your password has not been shared, but
we recommend changing it at https://mesquitelabs.keystrand.io/settings/security

Keystrand, Inc. · 455 Harrison Street, Floor 6 · San Francisco, CA 94105
Privacy: https://keystrand.io/legal/privacy · Help: https://help.keystrand.io/hc/en-us
`,
    html: keystrand(
      "Your one-time code expires in 10 minutes.",
      `      <h1 style="margin:0 0 12px 0;font-size:20px;line-height:28px;font-weight:600;">Finish signing in</h1>
      <p style="margin:0 0 20px 0;">Hi Jordan, use this code to finish signing in to the <strong>Mesquite Labs</strong> organization.</p>
      <table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:0 0 20px 0;"><tr>
        ${
        digitCells(
          "730415",
          "width:44px;height:54px;border:1px solid #cfd3e3;border-radius:6px;background:#f7f8fc;font-family:'SF Mono',Menlo,Consolas,monospace;font-size:26px;font-weight:700;text-align:center;color:#1d2130;",
        )
      }
      </tr></table>
      <p style="margin:0 0 20px 0;color:#5b6075;font-size:13px;">The code expires in 10 minutes and can be used once.</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f7f8fc;border-radius:6px;font-size:13px;line-height:20px;color:#5b6075;">
        <tr><td style="padding:12px 16px;">
          <strong style="color:#1d2130;">Request details</strong><br>
          Chrome 131 on macOS<br>Austin, TX, United States (approximate)<br>IP 72.182.14.9 &middot; November 2, 2026 at 8:14 AM CST
        </td></tr>
      </table>
      <p style="margin:20px 0 0 0;font-size:13px;color:#5b6075;">Didn&rsquo;t try to sign in? You can ignore this message, or <a href="https://mesquitelabs.keystrand.io/settings/security" style="color:#4b3fe0;">change your password</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "keystrand",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://mesquitelabs.keystrand.io/invitations/accept?token=inv_8Hq2LzR0pXw7TmK4Vd&role=org_admin",
    from: "Keystrand <no-reply@keystrand.io>",
    to: TO,
    subject: "Priya Raman invited you to be an Org Admin of Mesquite Labs",
    date: "Tue, 27 Oct 2026 16:42:05 -0500",
    text: `Priya Raman (priya@mesquitelabs.io) invited you to be an Org Admin of Mesquite Labs on Keystrand.

Org Admins can manage users, groups, application assignments, sign-on policies and SCIM
provisioning for all 25 members of the organization.

Accept the invitation:
https://mesquitelabs.keystrand.io/invitations/accept?token=inv_8Hq2LzR0pXw7TmK4Vd&role=org_admin

This invitation expires on November 3, 2026. If you weren't expecting it, you can ignore this
email or contact Priya directly.

Learn about admin roles: https://help.keystrand.io/hc/en-us/articles/360012-admin-roles

Keystrand, Inc. · 455 Harrison Street, Floor 6 · San Francisco, CA 94105
`,
    html: keystrand(
      "Priya Raman invited you to manage Mesquite Labs on Keystrand.",
      `      <h1 style="margin:0 0 12px 0;font-size:20px;line-height:28px;font-weight:600;">You&rsquo;ve been invited to be an Org Admin</h1>
      <p style="margin:0 0 16px 0;"><strong>Priya Raman</strong> (<a href="mailto:priya@mesquitelabs.io" style="color:#4b3fe0;">priya@mesquitelabs.io</a>) invited you to help manage <strong>Mesquite Labs</strong>.</p>
      <p style="margin:0 0 24px 0;">Org Admins can manage users, groups, application assignments, sign-on policies and SCIM provisioning for all 25 members of the organization.</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
        <td style="border-radius:6px;background:#4b3fe0;"><a href="https://mesquitelabs.keystrand.io/invitations/accept?token=inv_8Hq2LzR0pXw7TmK4Vd&amp;role=org_admin" style="display:inline-block;padding:12px 22px;font-family:Inter,Helvetica,Arial,sans-serif;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">Accept invitation</a></td>
      </tr></table>
      <p style="margin:24px 0 0 0;font-size:13px;color:#5b6075;">This invitation expires on November 3, 2026. <a href="https://help.keystrand.io/hc/en-us/articles/360012-admin-roles" style="color:#4b3fe0;">Learn about admin roles</a>.</p>`,
    ),
  },
  {
    family: "keystrand",
    group: "consumer",
    lang: "en",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Keystrand Security <security-noreply@keystrand.io>",
    to: TO,
    subject: "A new authenticator was added to your account",
    date: "Wed, 28 Oct 2026 09:03:51 -0500",
    text: `Hi Jordan,

A new sign-in factor was added to your Keystrand account (jordan@mesquitelabs.io).

  Factor: Security key (YubiKey 5C NFC)
  Added: October 28, 2026, 9:03 AM CDT
  From: Safari on macOS · Austin, TX · 72.182.14.9

You now have 3 active factors. Review them at
https://mesquitelabs.keystrand.io/settings/security/factors

If you didn't add this factor, lock your account right away:
https://mesquitelabs.keystrand.io/account/lock?src=email
and tell your Keystrand administrator.

— Keystrand Security
`,
    html: keystrand(
      "Security key added on October 28, 2026.",
      `      <h1 style="margin:0 0 12px 0;font-size:20px;line-height:28px;font-weight:600;">New authenticator added</h1>
      <p style="margin:0 0 16px 0;">Hi Jordan, a new sign-in factor was added to <strong>jordan@mesquitelabs.io</strong>.</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;border-top:1px solid #e4e6ef;">
        <tr><td style="padding:8px 0;color:#5b6075;width:90px;">Factor</td><td style="padding:8px 0;">Security key (YubiKey 5C NFC)</td></tr>
        <tr><td style="padding:8px 0;color:#5b6075;border-top:1px solid #e4e6ef;">Added</td><td style="padding:8px 0;border-top:1px solid #e4e6ef;">October 28, 2026, 9:03 AM CDT</td></tr>
        <tr><td style="padding:8px 0;color:#5b6075;border-top:1px solid #e4e6ef;">From</td><td style="padding:8px 0;border-top:1px solid #e4e6ef;">Safari on macOS &middot; Austin, TX &middot; 72.182.14.9</td></tr>
      </table>
      <p style="margin:20px 0 0 0;">You now have 3 active factors. <a href="https://mesquitelabs.keystrand.io/settings/security/factors" style="color:#4b3fe0;">Review factors</a></p>
      <p style="margin:16px 0 0 0;font-size:13px;color:#5b6075;">Didn&rsquo;t do this? <a href="https://mesquitelabs.keystrand.io/account/lock?src=email" style="color:#c0392b;">Lock your account</a> and tell your Keystrand administrator.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "keystrand",
    group: "consumer",
    lang: "en",
    kind: "cert-expiry",
    code: null,
    link: null,
    from: "Keystrand <no-reply@keystrand.io>",
    to: TO,
    subject: "Action needed: SAML signing certificate for Dealgrove CRM expires in 14 days",
    date: "Thu, 05 Nov 2026 07:00:12 -0600",
    text: `Mesquite Labs — certificate expiry notice

The SAML signing certificate used by the application "Dealgrove CRM" expires on
November 19, 2026 at 00:00 UTC (14 days from now).

  Application:   Dealgrove CRM (app_2Rk8s0)
  Certificate:   CN=mesquitelabs.keystrand.io, serial 4F:A2:19:0C:7E
  Assigned users: 18

When it expires, these users won't be able to sign in to the application with SSO. Generate a new
certificate in the admin console and upload it to the application before the old one expires:
https://mesquitelabs.keystrand.io/admin/apps/app_2Rk8s0/sign-on

You're receiving this because you're an Org Admin of Mesquite Labs.
Notification settings: https://mesquitelabs.keystrand.io/admin/settings/notifications
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Payvane (payroll and HR)

function payvane(title: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style>
a.pv-btn:hover{background:#0c6b4f !important}
@media only screen and (max-width:600px){.pv-wrap{width:100% !important}}
</style></head>
<body bgcolor="#eef3f1" style="margin:0;">
<center>
<table class="pv-wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="margin:24px auto;font-family:Georgia,'Times New Roman',serif;">
<tr><td bgcolor="#0f7a5a" style="padding:18px 32px;"><img src="https://cdn.payvane.com/email/payvane-white.png" alt="Payvane" width="110" style="display:block;"></td></tr>
<tr><td style="padding:30px 32px 8px 32px;font-size:22px;color:#12261f;">${title}</td></tr>
<tr><td style="padding:8px 32px 30px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#31433c;">
${body}
</td></tr>
<tr><td bgcolor="#f6f8f7" style="padding:20px 32px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#7c8a84;">
Questions? Call us at (888) 555-0142, Mon&ndash;Fri 7am&ndash;7pm CT, or visit <a href="https://support.payvane.com" style="color:#0f7a5a;">support.payvane.com</a>.<br>
Payvane Payroll Services LLC, 2100 Ross Avenue, Suite 1800, Dallas, TX 75201. Payvane will never ask for your password or bank PIN by email.<br>
<a href="https://payvane.com/privacy" style="color:#7c8a84;">Privacy Policy</a> | <a href="https://payvane.com/terms" style="color:#7c8a84;">Terms of Service</a>
</td></tr>
</table>
</center>
</body></html>`;
}

const part2: Mail[] = [
  {
    family: "payvane",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.payvane.com/invite/7f3c9e2a-51d4-4b8e-9c0a-2de61f7b8834",
    from: "Payvane <notifications@payvane.com>",
    to: TO,
    subject: "You've been added as a Payroll Admin for Mesquite Labs, Inc.",
    date: "Fri, 16 Oct 2026 11:27:44 -0500",
    text: `Hello Jordan,

Elena Sato has added you as a Payroll Admin for Mesquite Labs, Inc. on Payvane.

As a Payroll Admin you can run and approve payroll, manage employee tax forms, and update company
bank details. To get started, accept the invitation and create your login:

https://app.payvane.com/invite/7f3c9e2a-51d4-4b8e-9c0a-2de61f7b8834

This link is valid for 7 days. Next scheduled pay date: Friday, October 30, 2026 (semi-monthly,
25 employees).

Questions? Call (888) 555-0142 or visit https://support.payvane.com

Payvane Payroll Services LLC, 2100 Ross Avenue, Suite 1800, Dallas, TX 75201
`,
    html: payvane(
      "Welcome to the Mesquite Labs payroll team",
      `<p style="margin:0 0 14px 0;">Hello Jordan,</p>
<p style="margin:0 0 14px 0;"><b>Elena Sato</b> has added you as a <b>Payroll Admin</b> for <b>Mesquite Labs, Inc.</b></p>
<p style="margin:0 0 22px 0;">As a Payroll Admin you can run and approve payroll, manage employee tax forms, and update company bank details.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#0f7a5a" style="border-radius:24px;">
<a class="pv-btn" href="https://app.payvane.com/invite/7f3c9e2a-51d4-4b8e-9c0a-2de61f7b8834" style="display:block;padding:13px 30px;color:#ffffff;font-weight:bold;text-decoration:none;font-family:Arial,Helvetica,sans-serif;">Accept &amp; create login</a>
</td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#5d6e67;">This link is valid for 7 days. Next scheduled pay date: <b>Friday, October 30, 2026</b> (semi-monthly, 25 employees).</p>`,
    ),
    enc: "b64",
  },
  {
    family: "payvane",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://app.payvane.com/password/reset?t=pv_rst_Zk29QmA7eL0wXc3N",
    from: "Payvane <notifications@payvane.com>",
    to: TO,
    subject: "Reset your Payvane password",
    date: "Mon, 09 Nov 2026 19:51:02 -0600",
    text: `Hi Jordan,

We received a request to reset the password for your Payvane account (jordan@mesquitelabs.io).

Reset your password here:
https://app.payvane.com/password/reset?t=pv_rst_Zk29QmA7eL0wXc3N

For your security this link expires in 30 minutes. If you didn't request a reset, no action is
needed — your current password still works.

Payvane Support · (888) 555-0142
`,
    html: null,
  },
  {
    family: "payvane",
    group: "consumer",
    lang: "en",
    kind: "payroll-approved",
    code: null,
    link: null,
    from: "Payvane <notifications@payvane.com>",
    to: TO,
    subject: "Payroll approved: pay date Friday, November 13",
    date: "Tue, 10 Nov 2026 14:06:19 -0600",
    text: `Payroll approved

Mesquite Labs, Inc. — regular payroll for pay period Oct 26 – Nov 8, 2026

  Pay date:            Friday, November 13, 2026
  Employees paid:      25 (23 direct deposit, 2 paper checks)
  Net pay:             $148,392.17
  Employer taxes:      $11,704.88
  Total debit:         $160,097.05
  Debit date:          Wednesday, November 11, 2026
  Funding account:     Business Checking •••• 0917

Approved by Jordan Alvarez on Nov 10, 2026 at 2:06 PM CT.

View the payroll summary: https://app.payvane.com/payrolls/pr_20261113_reg/summary
Changes after approval must be made by 5:00 PM CT on Nov 11 by calling (888) 555-0142.
`,
    html: payvane(
      "Payroll approved",
      `<p style="margin:0 0 16px 0;">Regular payroll for <b>Mesquite Labs, Inc.</b>, pay period Oct 26 &ndash; Nov 8, 2026.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ebe7;">Pay date</td><td align="right" style="padding:7px 0;border-bottom:1px solid #e3ebe7;"><b>Friday, November 13, 2026</b></td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ebe7;">Employees paid</td><td align="right" style="padding:7px 0;border-bottom:1px solid #e3ebe7;">25 (23 direct deposit, 2 paper checks)</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ebe7;">Net pay</td><td align="right" style="padding:7px 0;border-bottom:1px solid #e3ebe7;">$148,392.17</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ebe7;">Employer taxes</td><td align="right" style="padding:7px 0;border-bottom:1px solid #e3ebe7;">$11,704.88</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ebe7;"><b>Total debit</b></td><td align="right" style="padding:7px 0;border-bottom:1px solid #e3ebe7;"><b>$160,097.05</b></td></tr>
<tr><td style="padding:7px 0;">Debit date / account</td><td align="right" style="padding:7px 0;">Nov 11, 2026 &middot; Business Checking &bull;&bull;&bull;&bull; 0917</td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:13px;">Approved by Jordan Alvarez on Nov 10, 2026 at 2:06 PM CT. <a href="https://app.payvane.com/payrolls/pr_20261113_reg/summary" style="color:#0f7a5a;">View payroll summary</a></p>
<p style="margin:10px 0 0 0;font-size:13px;color:#5d6e67;">Changes after approval must be made by 5:00 PM CT on Nov 11 by calling (888) 555-0142.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "payvane",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "518-204",
    link: null,
    from: "Payvane <security@payvane.com>",
    to: TO,
    subject: "Payvane verification code",
    date: "Thu, 12 Nov 2026 10:33:48 -0600",
    text: `Your Payvane verification code is 518-204

You're changing the company funding account for Mesquite Labs, Inc. Enter this code on the
verification screen to continue. It expires in 15 minutes.

Payvane will never call or text you to ask for this code.

If you didn't start this change, call us right away at (888) 555-0142.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Cardwren (corporate cards)

function cardwren(pre: string, inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#111318;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#111318;"><tr><td align="center" style="padding:40px 16px;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation">
<tr><td style="padding:0 0 24px 0;"><img src="https://assets.cardwren.com/email/v3/cardwren-mark-light.png" alt="Cardwren" width="40" height="40" style="display:block;"></td></tr>
<tr><td style="background:#1b1e26;border-radius:14px;padding:32px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#e9eaf0;font-size:15px;line-height:24px;">
${inner}
</td></tr>
<tr><td style="padding:24px 4px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:11px;line-height:17px;color:#7a7f8f;">
The Cardwren Visa&reg; Commercial Card is issued by Lakemont National Bank, Member FDIC, pursuant to a license from Visa U.S.A. Inc. Cardwren is a financial technology company, not a bank.<br><br>
Cardwren Inc., 88 Pine Street, 14th Floor, New York, NY 10005 &middot; <a href="https://cardwren.com/legal" style="color:#9aa0b4;">Legal</a> &middot; <a href="https://cardwren.com/privacy" style="color:#9aa0b4;">Privacy</a> &middot; <a href="https://help.cardwren.com" style="color:#9aa0b4;">Help</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const part3: Mail[] = [
  {
    family: "cardwren",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318406",
    link: null,
    from: "Cardwren <hello@notify.cardwren.com>",
    to: TO,
    subject: "318406 is your Cardwren login code",
    date: "Tue, 03 Nov 2026 13:22:09 -0600",
    text: `318406 is your Cardwren login code.

Enter it in the browser window where you started signing in. It expires in 5 minutes.

Cardwren will never ask you for this code by phone, text or chat. If you didn't request it,
someone may have your password — reset it at https://dashboard.cardwren.com/forgot

Cardwren Inc., 88 Pine Street, 14th Floor, New York, NY 10005
`,
    html: cardwren(
      "Expires in 5 minutes. Never share it.",
      `<p style="margin:0 0 8px 0;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#9aa0b4;">Login code</p>
<p style="margin:0 0 20px 0;font-family:'SFMono-Regular',Menlo,monospace;font-size:36px;line-height:44px;letter-spacing:10px;font-weight:600;color:#ffffff;">318406</p>
<p style="margin:0 0 16px 0;">Enter it in the browser window where you started signing in. It expires in 5 minutes.</p>
<p style="margin:0;font-size:13px;color:#9aa0b4;">Cardwren will never ask you for this code by phone, text or chat. Didn&rsquo;t request it? Someone may have your password &mdash; <a href="https://dashboard.cardwren.com/forgot" style="color:#b9a8ff;">reset it</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "cardwren",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Cardwren <hello@notify.cardwren.com>",
    to: TO,
    subject: "Your Cardwren card is on its way",
    date: "Fri, 23 Oct 2026 10:05:33 -0500",
    text: `Good news, Jordan — your physical Cardwren card has shipped.

  Card:            Visa Commercial •••• 4821 (Jordan Alvarez)
  Shipping to:     Mesquite Labs, 1100 E 6th St, Suite 210, Austin, TX 78702
  Carrier:         USPS Priority Mail
  Tracking number: 9405 5112 0623 4418 0977 31
  Estimated arrival: Oct 27 – Oct 29

Your virtual card is already active for online purchases. Once the physical card arrives, activate it
in the Cardwren app under Cards > Activate.

Track shipment: https://tools.usps.com/go/TrackConfirmAction?tLabels=9405511206234418097731
`,
    html: cardwren(
      "Arriving Oct 27 – Oct 29 via USPS Priority Mail.",
      `<img src="https://assets.cardwren.com/email/v3/card-in-envelope.png" width="456" alt="Card in envelope" style="display:block;width:100%;max-width:456px;border-radius:10px;margin:0 0 24px 0;">
<p style="margin:0 0 16px 0;font-size:20px;font-weight:600;color:#ffffff;">Your card is on its way</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="font-size:14px;color:#c9ccd8;">
<tr><td style="padding:6px 0;">Card</td><td align="right" style="padding:6px 0;color:#ffffff;">Visa Commercial &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="padding:6px 0;">Ship to</td><td align="right" style="padding:6px 0;color:#ffffff;">1100 E 6th St, Suite 210, Austin, TX 78702</td></tr>
<tr><td style="padding:6px 0;">Carrier</td><td align="right" style="padding:6px 0;color:#ffffff;">USPS Priority Mail</td></tr>
<tr><td style="padding:6px 0;">Tracking</td><td align="right" style="padding:6px 0;"><a href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9405511206234418097731" style="color:#b9a8ff;">9405 5112 0623 4418 0977 31</a></td></tr>
<tr><td style="padding:6px 0;">Estimated arrival</td><td align="right" style="padding:6px 0;color:#ffffff;">Oct 27 &ndash; Oct 29</td></tr>
</table>
<p style="margin:20px 0 0 0;font-size:14px;">Your virtual card is already active. When the physical card arrives, activate it in the app under <b>Cards &rsaquo; Activate</b>.</p>
<p style="margin:20px 0 0 0;"><a href="https://apps.apple.com/us/app/cardwren/id1588201934"><img src="https://assets.cardwren.com/email/badges/app-store.png" alt="Download on the App Store" height="36"></a>&nbsp;<a href="https://play.google.com/store/apps/details?id=com.cardwren.app"><img src="https://assets.cardwren.com/email/badges/google-play.png" alt="Get it on Google Play" height="36"></a></p>`,
    ),
  },
  {
    family: "cardwren",
    group: "consumer",
    lang: "en",
    kind: "confirm-change",
    code: null,
    link: "https://dashboard.cardwren.com/settings/bank-accounts/confirm?request=bac_41QyT9mWz&sig=8c1f0e77d2",
    from: "Cardwren <hello@notify.cardwren.com>",
    to: TO,
    subject: "Confirm the new repayment account for Mesquite Labs",
    date: "Mon, 09 Nov 2026 15:48:26 -0600",
    text: `Hi Jordan,

You asked to change the account Cardwren debits for statement repayments.

  Current account: Hillcountry Bank — Business Checking •••• 0917
  New account:     Frostwood Credit Union — Operating •••• 6630
  Requested:       Nov 9, 2026, 3:47 PM CT from the Cardwren dashboard

To finish the change, confirm it here within 24 hours:
https://dashboard.cardwren.com/settings/bank-accounts/confirm?request=bac_41QyT9mWz&sig=8c1f0e77d2

Until you confirm, autopay for your November statement ($38,216.40, due Dec 1) stays on the
current account. If you didn't request this, contact support@cardwren.com immediately.
`,
    html: cardwren(
      "Confirm within 24 hours to switch autopay.",
      `<p style="margin:0 0 16px 0;font-size:20px;font-weight:600;color:#ffffff;">Confirm your new repayment account</p>
<p style="margin:0 0 16px 0;">Hi Jordan, you asked to change the account Cardwren debits for statement repayments.</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="font-size:14px;color:#c9ccd8;background:#232733;border-radius:10px;">
<tr><td style="padding:12px 16px 4px 16px;">Current</td><td align="right" style="padding:12px 16px 4px 16px;color:#ffffff;">Hillcountry Bank &middot; Checking &bull;&bull;&bull;&bull; 0917</td></tr>
<tr><td style="padding:4px 16px 12px 16px;">New</td><td align="right" style="padding:4px 16px 12px 16px;color:#ffffff;">Frostwood Credit Union &middot; Operating &bull;&bull;&bull;&bull; 6630</td></tr>
</table>
<table cellpadding="0" cellspacing="0" role="presentation" style="margin:24px 0;"><tr><td style="background:#7c5cff;border-radius:8px;">
<a href="https://dashboard.cardwren.com/settings/bank-accounts/confirm?request=bac_41QyT9mWz&amp;sig=8c1f0e77d2" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:600;text-decoration:none;">Confirm change</a>
</td></tr></table>
<p style="margin:0;font-size:13px;color:#9aa0b4;">Until you confirm, autopay for your November statement ($38,216.40, due Dec 1) stays on the current account. Didn&rsquo;t request this? Email <a href="mailto:support@cardwren.com" style="color:#b9a8ff;">support@cardwren.com</a> right away.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "cardwren",
    group: "consumer",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Cardwren Statements <statements@notify.cardwren.com>",
    to: TO,
    subject: "Your October 2026 Cardwren statement",
    date: "Sun, 01 Nov 2026 06:00:41 -0600",
    text: `Mesquite Labs, Inc. — statement for October 1–31, 2026

  Statement balance:  $41,907.62
  Transactions:       312 across 19 cards
  Payment due:        November 30, 2026 (autopay on, Business Checking •••• 0917)
  Cashback earned:    $628.61

Your statement is attached as a PDF. You can also export it as CSV from Accounting > Statements.

Cardwren Inc., 88 Pine Street, 14th Floor, New York, NY 10005
`,
    html: null,
    attachment: [
      "Cardwren_Statement_2026-10_MesquiteLabs.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Cardwren statement Oct 2026, balance 41907.62\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Spendlark (expenses)

const part4: Mail[] = [
  {
    family: "spendlark",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://links.spendlark.com/ls/click?upn=u001.Vx9aK2pQ7LmN-2BzR4tWc8yH1oE5fG3jD0sA6kU",
    from: "Spendlark <login@spendlark.com>",
    to: TO,
    subject: "Your Spendlark sign-in link",
    date: "Wed, 04 Nov 2026 08:41:15 -0600",
    text: `Sign in to Spendlark

Click the link below to sign in as jordan@mesquitelabs.io. It works once and expires in 15 minutes.

https://links.spendlark.com/ls/click?upn=u001.Vx9aK2pQ7LmN-2BzR4tWc8yH1oE5fG3jD0sA6kU

Requested from Firefox on Windows, Austin TX, at 8:41 AM.

Didn't ask for this? You can safely delete this email.

Spendlark · 300 Congress Ave, Austin, TX 78701 · Unsubscribe from product news: https://links.spendlark.com/ls/click?upn=u001.unsub-Jh28Kq
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#fffaf2;margin:0;padding:0;">
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center">
<table width="480" cellspacing="0" cellpadding="0" border="0" style="margin:48px 0;">
<tr><td align="left" style="padding-bottom:28px;"><img src="https://cdn.spendlark.com/m/lark-orange.png" width="36" height="36" alt="Spendlark"></td></tr>
<tr><td style="font-family:'Helvetica Neue',Arial,sans-serif;font-size:26px;font-weight:700;color:#2b1d0e;padding-bottom:14px;">Sign in to Spendlark</td></tr>
<tr><td style="font-family:'Helvetica Neue',Arial,sans-serif;font-size:16px;line-height:25px;color:#4a3b2a;padding-bottom:26px;">Click the button below to sign in as <b>jordan@mesquitelabs.io</b>. This link works once and expires in 15 minutes.</td></tr>
<tr><td style="padding-bottom:26px;"><a href="https://links.spendlark.com/ls/click?upn=u001.Vx9aK2pQ7LmN-2BzR4tWc8yH1oE5fG3jD0sA6kU" style="background:#f26a1b;border-radius:4px;color:#ffffff;display:inline-block;font-family:'Helvetica Neue',Arial,sans-serif;font-size:16px;font-weight:700;line-height:48px;text-align:center;text-decoration:none;width:200px;">Sign in</a></td></tr>
<tr><td style="font-family:'Helvetica Neue',Arial,sans-serif;font-size:13px;line-height:20px;color:#8c7a66;border-top:1px solid #efe3d3;padding-top:18px;">Requested from Firefox on Windows, Austin TX, at 8:41 AM. Didn&rsquo;t ask for this? You can safely delete this email.<br><br>Spendlark &middot; 300 Congress Ave, Austin, TX 78701 &middot; <a href="https://links.spendlark.com/ls/click?upn=u001.unsub-Jh28Kq" style="color:#8c7a66;">Unsubscribe from product news</a></td></tr>
</table></td></tr></table>
<img src="https://links.spendlark.com/wf/open?upn=u001.op-9QmA2" width="1" height="1" alt="" style="display:none;">
</body></html>`,
    enc: "qp",
  },
  {
    family: "spendlark",
    group: "consumer",
    lang: "en",
    kind: "reimbursement-paid",
    code: null,
    link: null,
    from: "Spendlark <notifications@spendlark.com>",
    to: TO,
    subject: "Reimbursement batch RB-10482 was paid",
    date: "Thu, 29 Oct 2026 17:12:50 -0500",
    text: `Reimbursement batch RB-10482 was paid

7 employees were reimbursed for 23 approved expense reports.

  Total paid:     $4,318.95
  Paid from:      Hillcountry Bank •••• 0917 via ACH
  Expected in employee accounts: Monday, November 2, 2026

Largest items
  Marcus Lee      $1,204.00   AWS re:Connect Austin — conference pass
  Aiyana Brooks   $  612.40   Client dinner, Uchi, Oct 21
  Tomás Herrera   $  488.15   Flight AUS–SFO, Oct 14

See the full batch: https://app.spendlark.com/reimbursements/RB-10482

You're getting this because you're a Finance Admin at Mesquite Labs.
Manage notifications: https://app.spendlark.com/settings/notifications
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kilnstack (cloud hosting)

function kilnstack(inner: string, why: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Kilnstack</title></head>
<body style="margin:0;padding:0;background:#fafafa;">
<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" valign="top" style="padding:24px 0;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="border-top:4px solid #e8591a;background:#ffffff;">
<tr><td style="padding:24px 40px 8px 40px;"><a href="https://kilnstack.dev"><img src="https://kilnstack.dev/static/email/kilnstack-logo-dark.png" alt="kilnstack" width="120" height="26" border="0" /></a></td></tr>
<tr><td style="padding:8px 40px 32px 40px;font-family:'IBM Plex Sans',Arial,sans-serif;font-size:14px;line-height:22px;color:#24292f;">
${inner}
</td></tr>
</table>
<table border="0" cellpadding="0" cellspacing="0" width="600"><tr><td style="padding:16px 40px;font-family:'IBM Plex Sans',Arial,sans-serif;font-size:11px;line-height:16px;color:#8c959f;">
${why}<br />
Kilnstack Cloud, Inc. &bull; 1700 Montgomery St, Suite 300 &bull; San Francisco, CA 94111<br />
<a href="https://kilnstack.dev/docs" style="color:#8c959f;">Docs</a> &bull; <a href="https://status.kilnstack.dev" style="color:#8c959f;">Status</a> &bull; <a href="https://kilnstack.dev/legal/privacy" style="color:#8c959f;">Privacy</a> &bull; <a href="https://x.com/kilnstack" style="color:#8c959f;">@kilnstack</a>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const part5: Mail[] = [
  {
    family: "kilnstack",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://console.kilnstack.dev/account/verify-email?token=ksv1.eyJ1aWQiOiJ1XzkzMTIiLCJlIjoiam9yZGFuIn0.Qm8pR2tX",
    from: "Kilnstack <noreply@kilnstack.dev>",
    to: TO,
    subject: "Verify your email for Kilnstack",
    date: "Wed, 14 Oct 2026 10:02:17 -0500",
    text: `Welcome to Kilnstack!

Please verify your email address (jordan@mesquitelabs.io) to finish creating your account and to
join the team "mesquite-labs":

https://console.kilnstack.dev/account/verify-email?token=ksv1.eyJ1aWQiOiJ1XzkzMTIiLCJlIjoiam9yZGFuIn0.Qm8pR2tX

The link expires in 24 hours. Until you verify, you can't create projects or API tokens.

Need help? https://kilnstack.dev/docs/getting-started
`,
    html: kilnstack(
      `<h2 style="margin:16px 0 12px 0;font-size:20px;font-weight:600;">Welcome to Kilnstack</h2>
<p style="margin:0 0 16px 0;">Please verify <b>jordan@mesquitelabs.io</b> to finish creating your account and join the team <code style="background:#f6f8fa;padding:2px 5px;border-radius:4px;">mesquite-labs</code>.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="#e8591a" style="border-radius:4px;"><a href="https://console.kilnstack.dev/account/verify-email?token=ksv1.eyJ1aWQiOiJ1XzkzMTIiLCJlIjoiam9yZGFuIn0.Qm8pR2tX" style="display:inline-block;padding:10px 20px;font-family:'IBM Plex Sans',Arial,sans-serif;font-size:14px;font-weight:600;color:#ffffff;text-decoration:none;">Verify email address</a></td></tr></table>
<p style="margin:20px 0 0 0;color:#57606a;">The link expires in 24 hours. Until you verify, you can&rsquo;t create projects or API tokens. New here? Read <a href="https://kilnstack.dev/docs/getting-started" style="color:#e8591a;">Getting started</a>.</p>`,
      "You received this email because an account was created with this address.",
    ),
  },
  {
    family: "kilnstack",
    group: "consumer",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Kilnstack Billing <billing@kilnstack.dev>",
    to: TO,
    subject: "[mesquite-labs] Spend alert: 80% of your $3,500 monthly budget",
    date: "Sat, 21 Nov 2026 03:17:44 -0600",
    text: `Spend alert for team mesquite-labs

Your month-to-date usage has reached 80% of the budget you set.

  Budget:               $3,500.00 / month
  Month-to-date (Nov):  $2,804.37
  Forecast for Nov:     $3,912.10
  Top services:         Managed Postgres (pg-prod-2)  $1,140.22
                        Compute (api-prod, 6 × c4.large)  $986.55
                        Egress                        $402.81

Budgets don't stop your resources; they only send alerts. Adjust budgets and alert thresholds:
https://console.kilnstack.dev/t/mesquite-labs/billing/budgets

Usage by project: https://console.kilnstack.dev/t/mesquite-labs/billing/usage?month=2026-11
`,
    html: kilnstack(
      `<h2 style="margin:16px 0 12px 0;font-size:18px;font-weight:600;">&#9888;&#65039; Spend alert: 80% of budget</h2>
<p style="margin:0 0 12px 0;">Team <b>mesquite-labs</b> has used <b>$2,804.37</b> of its <b>$3,500.00</b> monthly budget.</p>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 16px 0;"><tr>
<td style="background:#e8591a;height:8px;width:80%;font-size:1px;">&nbsp;</td><td style="background:#eaeef2;height:8px;width:20%;font-size:1px;">&nbsp;</td></tr></table>
<table border="0" cellpadding="6" cellspacing="0" width="100%" style="font-size:13px;border:1px solid #d0d7de;">
<tr style="background:#f6f8fa;"><td><b>Service</b></td><td align="right"><b>MTD</b></td></tr>
<tr><td>Managed Postgres (pg-prod-2)</td><td align="right">$1,140.22</td></tr>
<tr><td>Compute (api-prod, 6 &times; c4.large)</td><td align="right">$986.55</td></tr>
<tr><td>Egress</td><td align="right">$402.81</td></tr>
<tr style="background:#f6f8fa;"><td>Forecast for November</td><td align="right">$3,912.10</td></tr>
</table>
<p style="margin:16px 0 0 0;color:#57606a;">Budgets don&rsquo;t stop your resources; they only send alerts. <a href="https://console.kilnstack.dev/t/mesquite-labs/billing/budgets" style="color:#e8591a;">Adjust budgets</a> &middot; <a href="https://console.kilnstack.dev/t/mesquite-labs/billing/usage?month=2026-11" style="color:#e8591a;">Usage by project</a></p>`,
      "You receive budget alerts because you are a Billing Owner of team mesquite-labs.",
    ),
    enc: "qp",
  },
  {
    family: "kilnstack",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Kilnstack Billing <billing@kilnstack.dev>",
    to: TO,
    subject: "Kilnstack invoice KS-2026-10-004417 — $3,291.48",
    date: "Sun, 01 Nov 2026 09:30:00 +0000",
    text: `Invoice KS-2026-10-004417

Team: mesquite-labs (Mesquite Labs, Inc.)
Billing period: Oct 1 – Oct 31, 2026
Amount: $3,291.48 USD
Charged to: Visa Commercial •••• 4821 on Nov 1, 2026

The PDF invoice is attached. Past invoices: https://console.kilnstack.dev/t/mesquite-labs/billing/invoices

Thanks for building on Kilnstack.
`,
    html: kilnstack(
      `<h2 style="margin:16px 0 12px 0;font-size:18px;font-weight:600;">Invoice KS-2026-10-004417</h2>
<table border="0" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#57606a;">Team</td><td>mesquite-labs (Mesquite Labs, Inc.)</td></tr>
<tr><td style="color:#57606a;">Period</td><td>Oct 1 &ndash; Oct 31, 2026</td></tr>
<tr><td style="color:#57606a;">Amount</td><td><b>$3,291.48 USD</b></td></tr>
<tr><td style="color:#57606a;">Charged to</td><td>Visa Commercial &bull;&bull;&bull;&bull; 4821 on Nov 1, 2026</td></tr>
</table>
<p style="margin:16px 0 0 0;">The PDF invoice is attached. <a href="https://console.kilnstack.dev/t/mesquite-labs/billing/invoices" style="color:#e8591a;">Past invoices</a></p>`,
      "You receive invoices because you are a Billing Owner of team mesquite-labs.",
    ),
    enc: "b64",
    attachment: [
      "KS-2026-10-004417.pdf",
      "application/pdf",
      "%PDF-1.5\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Kilnstack invoice KS-2026-10-004417 total 3291.48 USD\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "kilnstack",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "H7QK2M",
    link: null,
    from: "Kilnstack <noreply@kilnstack.dev>",
    to: TO,
    subject: "Kilnstack login verification",
    date: "Tue, 17 Nov 2026 22:08:31 -0600",
    text: `A sign-in to your Kilnstack account needs verification.

Verification code: H7QK2M

Device: kilnctl 2.14.0 (CLI) on Linux x86_64
IP: 104.28.61.190 (Austin, US)

Enter the code in your terminal to complete sign-in. It expires in 10 minutes.
If this wasn't you, revoke sessions at https://console.kilnstack.dev/account/sessions
`,
    html: kilnstack(
      `<h2 style="margin:16px 0 12px 0;font-size:18px;font-weight:600;">Verify this sign-in</h2>
<p style="margin:0 0 16px 0;">A sign-in to your Kilnstack account needs verification. Enter this code in your terminal:</p>
<div style="font-family:'IBM Plex Mono',Consolas,monospace;font-size:30px;font-weight:600;letter-spacing:6px;padding:16px 0;text-align:center;background:#f6f8fa;border:1px dashed #d0d7de;border-radius:6px;">H7QK2M</div>
<table border="0" cellpadding="3" cellspacing="0" style="font-size:13px;color:#57606a;margin-top:16px;">
<tr><td>Device</td><td>kilnctl 2.14.0 (CLI) on Linux x86_64</td></tr>
<tr><td>IP</td><td>104.28.61.190 (Austin, US)</td></tr>
</table>
<p style="margin:16px 0 0 0;color:#57606a;">It expires in 10 minutes. Not you? <a href="https://console.kilnstack.dev/account/sessions" style="color:#e8591a;">Revoke sessions</a>.</p>`,
      "This is a security email for jordan@mesquitelabs.io.",
    ),
  },
];

// ---------------------------------------------------------------- Keepmoss (password manager)

function keepmoss(heading: string, inner: string): string {
  return `<html>
<head><meta name="viewport" content="width=device-width"><meta charset="utf-8">
<style type="text/css">
body{margin:0;background:#f0f2ee}
.km-card{background:#ffffff;border:1px solid #dfe4da}
.km-btn{background:#2f5d3a;color:#ffffff !important;padding:12px 26px;border-radius:999px;text-decoration:none;font-weight:bold;display:inline-block}
</style></head>
<body>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0f2ee"><tr><td align="center" style="padding:28px 10px;">
<table width="540" cellpadding="0" cellspacing="0">
<tr><td style="padding:0 0 16px 4px;font-family:Verdana,Geneva,sans-serif;font-size:18px;font-weight:bold;color:#2f5d3a;"><img src="https://keepmoss.com/mail/moss-leaf.png" width="22" height="22" alt="" style="vertical-align:middle;">&nbsp;keepmoss</td></tr>
<tr><td class="km-card" style="padding:30px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:22px;color:#2a2f28;">
<h2 style="margin:0 0 16px 0;font-size:19px;color:#1c2a1f;">${heading}</h2>
${inner}
</td></tr>
<tr><td style="padding:18px 4px;font-family:Verdana,Geneva,sans-serif;font-size:11px;line-height:16px;color:#858c80;">
Keepmoss never sees your master password and will never ask for it. &middot; <a href="https://keepmoss.com/help" style="color:#858c80;">Help</a> &middot; <a href="https://keepmoss.com/security" style="color:#858c80;">Security</a> &middot; <a href="https://keepmoss.com/privacy" style="color:#858c80;">Privacy</a><br>
Keepmoss Software Ltd., 150 King Street West, Suite 200, Toronto, ON M5H 1J9, Canada
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const part6: Mail[] = [
  {
    family: "keepmoss",
    group: "consumer",
    lang: "en",
    kind: "device-approval",
    code: null,
    link: "https://vault.keepmoss.com/devices/approve?req=dr_5521ab90fe3c&u=jalvarez",
    from: "Keepmoss <account@keepmoss.com>",
    to: TO,
    subject: "Approve sign-in from a new device",
    date: "Mon, 19 Oct 2026 08:55:12 -0500",
    text: `Someone is trying to sign in to your Keepmoss account from a device we don't recognize.

  Device:   Keepmoss for Windows 8.3.1 — DESKTOP-MQL07
  Location: Round Rock, Texas, US (IP 99.47.130.22)
  Time:     October 19, 2026, 8:55 AM CDT

If this was you, approve the device:
https://vault.keepmoss.com/devices/approve?req=dr_5521ab90fe3c&u=jalvarez

The request expires in 20 minutes. If it wasn't you, don't approve it, and change your master
password from a trusted device. Questions: https://keepmoss.com/help/new-device
`,
    html: keepmoss(
      "Is this you signing in?",
      `<p style="margin:0 0 14px 0;">Someone is trying to sign in to your Keepmoss account from a device we don&rsquo;t recognize.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="background:#f6f8f4;border-radius:6px;font-size:13px;margin:0 0 22px 0;">
<tr><td style="padding:12px 16px;">
<b>Device:</b> Keepmoss for Windows 8.3.1 &mdash; DESKTOP-MQL07<br>
<b>Location:</b> Round Rock, Texas, US (IP 99.47.130.22)<br>
<b>Time:</b> October 19, 2026, 8:55 AM CDT
</td></tr></table>
<p style="margin:0 0 22px 0;"><a class="km-btn" href="https://vault.keepmoss.com/devices/approve?req=dr_5521ab90fe3c&amp;u=jalvarez" style="background:#2f5d3a;color:#ffffff;padding:12px 26px;border-radius:999px;text-decoration:none;font-weight:bold;display:inline-block;">Yes, approve this device</a></p>
<p style="margin:0;font-size:12px;color:#6b7366;">The request expires in 20 minutes. If it wasn&rsquo;t you, don&rsquo;t approve it and change your master password from a trusted device. <a href="https://keepmoss.com/help/new-device" style="color:#2f5d3a;">Why am I seeing this?</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "keepmoss",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://vault.keepmoss.com/join/org/mesquite-labs?invite=Kq7vT2nX9bR4&email=jordan%40mesquitelabs.io",
    from: "Elena Sato via Keepmoss <invites@keepmoss.com>",
    to: TO,
    subject: "Elena Sato invited you to join Mesquite Labs on Keepmoss Business",
    date: "Thu, 15 Oct 2026 09:18:40 -0500",
    text: `Elena Sato invited you to join Mesquite Labs on Keepmoss Business.

Your company uses Keepmoss to store and share passwords, API keys and secure notes. You'll be added
as an Admin and get access to 14 shared collections, including "Infrastructure" and "Finance".

Join Mesquite Labs:
https://vault.keepmoss.com/join/org/mesquite-labs?invite=Kq7vT2nX9bR4&email=jordan%40mesquitelabs.io

After you create your master password, an existing admin must confirm your membership before shared
items are decrypted for you.

This invitation expires in 5 days.
`,
    html: keepmoss(
      "Join Mesquite Labs on Keepmoss",
      `<p style="margin:0 0 14px 0;"><b>Elena Sato</b> invited you to join <b>Mesquite Labs</b> on Keepmoss Business as an <b>Admin</b>.</p>
<p style="margin:0 0 22px 0;">Your company uses Keepmoss to store and share passwords, API keys and secure notes. You&rsquo;ll get access to 14 shared collections, including &ldquo;Infrastructure&rdquo; and &ldquo;Finance&rdquo;.</p>
<p style="margin:0 0 22px 0;"><a class="km-btn" href="https://vault.keepmoss.com/join/org/mesquite-labs?invite=Kq7vT2nX9bR4&amp;email=jordan%40mesquitelabs.io" style="background:#2f5d3a;color:#ffffff;padding:12px 26px;border-radius:999px;text-decoration:none;font-weight:bold;display:inline-block;">Join Mesquite Labs</a></p>
<p style="margin:0;font-size:12px;color:#6b7366;">After you create your master password, an existing admin must confirm your membership before shared items are decrypted for you. This invitation expires in 5 days.</p>`,
    ),
  },
  {
    family: "keepmoss",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "40271938",
    link: null,
    from: "Keepmoss <account@keepmoss.com>",
    to: TO,
    subject: "Your Keepmoss email verification code",
    date: "Thu, 15 Oct 2026 09:24:03 -0500",
    text: `Verify your email address

Enter this code in the Keepmoss app to verify jordan@mesquitelabs.io:

  4027 1938

The code is valid for 1 hour. Keepmoss staff will never ask you for it.

Keepmoss Software Ltd., 150 King Street West, Suite 200, Toronto, ON M5H 1J9, Canada
`,
    html: keepmoss(
      "Verify your email address",
      `<p style="margin:0 0 18px 0;">Enter this code in the Keepmoss app to verify <b>jordan@mesquitelabs.io</b>:</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:0 auto 18px auto;"><tr>
<td style="font-family:Consolas,'Courier New',monospace;font-size:30px;font-weight:bold;color:#1c2a1f;padding:14px 10px 14px 20px;background:#eef3ea;border-radius:8px 0 0 8px;">4027</td>
<td style="font-family:Consolas,'Courier New',monospace;font-size:30px;font-weight:bold;color:#1c2a1f;padding:14px 20px 14px 10px;background:#eef3ea;border-radius:0 8px 8px 0;">1938</td>
</tr></table>
<p style="margin:0;font-size:12px;color:#6b7366;">The code is valid for 1 hour. Keepmoss staff will never ask you for it.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "keepmoss",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Keepmoss <account@keepmoss.com>",
    to: TO,
    subject: "Your Keepmoss master password was changed",
    date: "Fri, 06 Nov 2026 18:40:27 -0600",
    text: `Your master password was changed on November 6, 2026 at 6:40 PM CST from Keepmoss for macOS
(Austin, TX).

All other sessions have been signed out. Your recovery kit from October 15 no longer works — print
or save a new one from Settings > Account > Recovery kit.

Didn't change it? Contact your Keepmoss Business admin, or reach us at
https://keepmoss.com/help/account-compromised
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Sealwright (e-signature)

function sealwright(lang: string, inner: string, foot: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#eaeaea;">
<table align="center" width="100%" cellpadding="0" cellspacing="0" style="background:#eaeaea;"><tr><td align="center" style="padding:20px 0;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#1f3a5f;padding:16px 24px;"><img src="https://mail.sealwright.com/img/sw-logo-inverse.png" alt="Sealwright" height="24"></td></tr>
<tr><td style="padding:28px 24px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#333333;">
${inner}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e5e5;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#777777;">
${foot}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const part7: Mail[] = [
  {
    family: "sealwright",
    group: "consumer",
    lang: "en",
    kind: "access-code",
    code: "481206",
    link: null,
    from: "Sealwright <dse@na2.sealwright.com>",
    to: TO,
    subject: "Your access code for: Orvane Analytics — Mutual NDA",
    date: "Wed, 21 Oct 2026 12:11:58 -0500",
    text: `You're opening a document sent by Camila Duarte (Orvane Analytics) through Sealwright.

To confirm your identity, enter this access code:

481 206

Document: Orvane Analytics — Mutual NDA (4 pages)
Envelope ID: 7C21E0B4-55A9-4F3D-9D18-3B6A02C4E9F1

The code expires in 10 minutes. Do not share this code — anyone with it can view and sign the
document for you.

Sealwright Inc. · 1 Market Plaza, Spear Tower, San Francisco, CA 94105
`,
    html: sealwright(
      "en",
      `<p style="margin:0 0 14px 0;">You&rsquo;re opening a document sent by <b>Camila Duarte</b> (Orvane Analytics).</p>
<p style="margin:0 0 10px 0;">To confirm your identity, enter this access code:</p>
<p style="margin:0 0 18px 0;font-size:28px;font-weight:bold;letter-spacing:4px;color:#1f3a5f;">481 206</p>
<p style="margin:0 0 6px 0;font-size:12px;color:#666666;">Document: Orvane Analytics &mdash; Mutual NDA (4 pages)</p>
<p style="margin:0 0 18px 0;font-size:12px;color:#666666;">The code expires in 10 minutes. Do not share this code &mdash; anyone with it can view and sign the document for you.</p>`,
      `Envelope ID: 7C21E0B4-55A9-4F3D-9D18-3B6A02C4E9F1<br>Sealwright Inc. &middot; 1 Market Plaza, Spear Tower, San Francisco, CA 94105 &middot; <a href="https://sealwright.com/privacy" style="color:#777777;">Privacy</a> &middot; <a href="https://support.sealwright.com" style="color:#777777;">Support</a>`,
    ),
  },
  {
    family: "sealwright",
    group: "consumer",
    lang: "en",
    kind: "completed",
    code: null,
    link: null,
    from: "Sealwright <dse@na2.sealwright.com>",
    to: TO,
    subject: "Completed: Pecanyard Office Agreement — Amendment No. 2",
    date: "Mon, 26 Oct 2026 15:30:04 -0500",
    text: `All parties have completed "Pecanyard Office Agreement — Amendment No. 2".

Signers
  Jordan Alvarez (Mesquite Labs) — signed Oct 26, 2026 2:58 PM CDT
  Whitney Calder (Pecanyard Workspaces) — signed Oct 26, 2026 3:29 PM CDT

The completed document and certificate of completion are attached.

Envelope ID: A90F3C72-1E4B-4C8D-B6D2-0F5E7A9918C4
Sealwright Inc. · 1 Market Plaza, Spear Tower, San Francisco, CA 94105
`,
    html: sealwright(
      "en",
      `<p style="margin:0 0 14px 0;font-size:17px;color:#1f3a5f;"><b>All parties have completed the document.</b></p>
<p style="margin:0 0 14px 0;">&ldquo;Pecanyard Office Agreement &mdash; Amendment No. 2&rdquo;</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td>&#10003; Jordan Alvarez (Mesquite Labs)</td><td style="color:#666666;">Oct 26, 2026 2:58 PM CDT</td></tr>
<tr><td>&#10003; Whitney Calder (Pecanyard Workspaces)</td><td style="color:#666666;">Oct 26, 2026 3:29 PM CDT</td></tr>
</table>
<p style="margin:14px 0 0 0;">The completed document and certificate of completion are attached.</p>`,
      `Envelope ID: A90F3C72-1E4B-4C8D-B6D2-0F5E7A9918C4<br>Sealwright Inc. &middot; 1 Market Plaza, Spear Tower, San Francisco, CA 94105`,
    ),
    enc: "qp",
    attachment: [
      "Pecanyard_Office_Agreement_Amendment_2_completed.pdf",
      "application/pdf",
      "%PDF-1.6\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Sealwright envelope A90F3C72 completed\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "sealwright",
    group: "consumer",
    lang: "pt",
    kind: "access-code",
    code: "SW-730952",
    code_digits: "730952",
    link: null,
    from: "Sealwright <dse@la1.sealwright.com>",
    to: TO,
    subject: "Código de acesso: Contrato de Prestação de Serviços — Ribeiro Dev",
    date: "Tue, 10 Nov 2026 10:46:21 -0300",
    text: `Olá Jordan,

Rafael Ribeiro (Ribeiro Desenvolvimento de Software Ltda.) enviou um documento para você pelo
Sealwright. Para abrir o documento, confirme sua identidade com o código abaixo:

Código de acesso: SW-730952

Digite apenas os números na tela de verificação. O código vale por 15 minutos.

Documento: Contrato de Prestação de Serviços — Ribeiro Dev (7 páginas)
ID do envelope: 3E5D9A10-77B2-4C41-A0F8-91D6C2B4E3A7

Não compartilhe este código. Se você não esperava este documento, ignore este e-mail.

Sealwright Inc. · Av. Brigadeiro Faria Lima, 3477 · São Paulo – SP · 04538-133
`,
    html: sealwright(
      "pt-BR",
      `<p style="margin:0 0 14px 0;">Olá Jordan,</p>
<p style="margin:0 0 14px 0;"><b>Rafael Ribeiro</b> (Ribeiro Desenvolvimento de Software Ltda.) enviou um documento para você. Para abrir o documento, confirme sua identidade com o código abaixo:</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;"><tr><td style="border:2px solid #1f3a5f;padding:10px 22px;font-size:26px;font-weight:bold;letter-spacing:3px;color:#1f3a5f;font-family:'Courier New',monospace;">SW-730952</td></tr></table>
<p style="margin:0 0 8px 0;font-size:13px;">Digite apenas os números na tela de verificação. O código vale por 15 minutos.</p>
<p style="margin:0 0 8px 0;font-size:12px;color:#666666;">Documento: Contrato de Prestação de Serviços &mdash; Ribeiro Dev (7 páginas)</p>
<p style="margin:0;font-size:12px;color:#666666;">Não compartilhe este código. Se você não esperava este documento, ignore este e-mail.</p>`,
      `ID do envelope: 3E5D9A10-77B2-4C41-A0F8-91D6C2B4E3A7<br>Sealwright Inc. &middot; Av. Brigadeiro Faria Lima, 3477 &middot; São Paulo &ndash; SP &middot; 04538-133 &middot; <a href="https://sealwright.com/pt-br/privacidade" style="color:#777777;">Privacidade</a>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Dealgrove (CRM)

function dealgrove(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="color-scheme" content="light only"></head>
<body style="margin:0;padding:0;background:#fdfdfd;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}</div>
<table width="100%" border="0" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 16px;">
<table width="100%" border="0" cellpadding="0" cellspacing="0" style="max-width:580px;">
<tr><td style="padding-bottom:30px;"><img src="https://email-assets.dealgrove.com/brand/dealgrove-logo-v2.png" alt="Dealgrove" width="128" style="display:block;"></td></tr>
<tr><td style="font-family:'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#2d3142;">
${inner}
</td></tr>
<tr><td style="padding-top:36px;font-family:'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#9a9db0;">
<a href="https://email.dealgrove.com/c/eJx1kMFuwyAQRL9mjzGw4JhDDo3Sf1hiwiC7xQ" style="color:#9a9db0;">Help center</a> &nbsp;|&nbsp; <a href="https://email.dealgrove.com/c/eJx1kMFuwyAQRL9mjzGw4JhDDo3Sf1hiwiC7xR" style="color:#9a9db0;">Community</a> &nbsp;|&nbsp; <a href="https://email.dealgrove.com/c/eJx1kMFuwyAQRL9mjzGw4JhDDo3Sf1hiwiC7xS" style="color:#9a9db0;">Privacy</a><br>
Dealgrove, Inc. &middot; 60 State Street, 7th Floor &middot; Boston, MA 02109 &middot; &copy; 2026
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const part8: Mail[] = [
  {
    family: "dealgrove",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://email.dealgrove.com/c/eJx1kMFuwyAQRL9mjzGw4JhDDo3Sf1hiwiC7xQvU3cKq9aJ0_IbN3",
    from: "Marcus Lee (via Dealgrove) <no-reply@dealgrove.com>",
    to: TO,
    subject: "Marcus Lee invited you to Mesquite Labs on Dealgrove",
    date: "Thu, 08 Oct 2026 14:15:27 -0500",
    text: `Marcus Lee invited you to join the Mesquite Labs workspace on Dealgrove.

Role: Super Admin
Seats used: 11 of 15 (Growth plan)

Accept invitation ( https://email.dealgrove.com/c/eJx1kMFuwyAQRL9mjzGw4JhDDo3Sf1hiwiC7xQvU3cKq9aJ0_IbN3 )

The invitation expires in 14 days.

Dealgrove, Inc. · 60 State Street, 7th Floor · Boston, MA 02109
`,
    html: dealgrove(
      "Marcus Lee invited you to the Mesquite Labs workspace.",
      `<p style="margin:0 0 8px 0;font-size:22px;font-weight:600;color:#16182a;">Join Mesquite Labs on Dealgrove</p>
<p style="margin:0 0 22px 0;"><b>Marcus Lee</b> (marcus@mesquitelabs.io) invited you to the workspace as a <b>Super Admin</b>.</p>
<table border="0" cellpadding="0" cellspacing="0" style="margin:0 0 22px 0;"><tr>
<td style="padding-right:12px;"><img src="https://email-assets.dealgrove.com/avatars/ml-48.png" width="48" height="48" alt="Marcus Lee" style="border-radius:24px;display:block;"></td>
<td style="font-size:13px;color:#6b6f85;">Mesquite Labs &middot; Growth plan<br>11 of 15 seats used</td></tr></table>
<table border="0" cellpadding="0" cellspacing="0"><tr><td align="center" bgcolor="#ff6b35" style="border-radius:5px;">
<a href="https://email.dealgrove.com/c/eJx1kMFuwyAQRL9mjzGw4JhDDo3Sf1hiwiC7xQvU3cKq9aJ0_IbN3" target="_blank" style="display:inline-block;padding:13px 28px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">Accept invitation</a>
</td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#6b6f85;">The invitation expires in 14 days.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "dealgrove",
    group: "consumer",
    lang: "en",
    kind: "confirm-email-change",
    code: null,
    link: "https://app.dealgrove.com/account/email/confirm/3b7e1c58a9d24f0e8c6a/jordan-mesquitelabs-io",
    from: "Dealgrove <no-reply@dealgrove.com>",
    to: "Jordan Alvarez <ops@mesquitelabs.io>",
    subject: "Confirm your new Dealgrove login email",
    date: "Wed, 11 Nov 2026 11:02:39 -0600",
    text: `Hi Jordan,

You asked to change the login email of your Dealgrove account from jordan.alvarez@mesquitelabs.io
to ops@mesquitelabs.io.

Confirm the new address:
https://app.dealgrove.com/account/email/confirm/3b7e1c58a9d24f0e8c6a/jordan-mesquitelabs-io

Until you confirm, keep signing in with your current address. The link is valid for 48 hours.
If you didn't ask for this, ignore this email and your login stays the same.
`,
    html: dealgrove(
      "Confirm ops@mesquitelabs.io as your new login email.",
      `<p style="margin:0 0 16px 0;">Hi Jordan,</p>
<p style="margin:0 0 16px 0;">You asked to change the login email of your Dealgrove account from <b>jordan.alvarez@mesquitelabs.io</b> to <b>ops@mesquitelabs.io</b>.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td align="center" bgcolor="#ff6b35" style="border-radius:5px;">
<a href="https://app.dealgrove.com/account/email/confirm/3b7e1c58a9d24f0e8c6a/jordan-mesquitelabs-io" target="_blank" style="display:inline-block;padding:13px 28px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">Confirm new email</a>
</td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#6b6f85;">Until you confirm, keep signing in with your current address. The link is valid for 48 hours. If you didn&rsquo;t ask for this, ignore this email and your login stays the same.</p>`,
    ),
  },
  {
    family: "dealgrove",
    group: "consumer",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Dealgrove Billing <billing@dealgrove.com>",
    to: TO,
    subject: "Your Dealgrove Growth plan renews on December 1",
    date: "Sun, 01 Nov 2026 12:00:05 -0600",
    text: `Hi Jordan,

This is a reminder that the annual Growth plan for Mesquite Labs renews automatically in 30 days.

  Renewal date:   December 1, 2026
  Seats:          15 × $54.67/month, billed annually
  Amount:         $9,840.00 (plus applicable tax)
  Payment method: Visa Commercial ending 4821
  Account ID:     ACC-0042918

Adding or removing seats before the renewal date changes the amount. Review your subscription in
Settings > Billing. To cancel or change plans, reply to this email or call +1 (617) 555-0193.

Thanks for growing with Dealgrove.
`,
    html: dealgrove(
      "Growth plan · 15 seats · $9,840.00 on December 1.",
      `<p style="margin:0 0 16px 0;">Hi Jordan,</p>
<p style="margin:0 0 16px 0;">The annual <b>Growth</b> plan for <b>Mesquite Labs</b> renews automatically in 30 days.</p>
<table width="100%" border="0" cellpadding="0" cellspacing="0" style="font-size:14px;border:1px solid #ececf2;border-radius:6px;">
<tr><td style="padding:10px 14px;color:#6b6f85;">Renewal date</td><td align="right" style="padding:10px 14px;">December 1, 2026</td></tr>
<tr><td style="padding:10px 14px;color:#6b6f85;border-top:1px solid #ececf2;">Seats</td><td align="right" style="padding:10px 14px;border-top:1px solid #ececf2;">15 &times; $54.67/month, billed annually</td></tr>
<tr><td style="padding:10px 14px;color:#6b6f85;border-top:1px solid #ececf2;">Amount</td><td align="right" style="padding:10px 14px;border-top:1px solid #ececf2;"><b>$9,840.00</b> + tax</td></tr>
<tr><td style="padding:10px 14px;color:#6b6f85;border-top:1px solid #ececf2;">Payment method</td><td align="right" style="padding:10px 14px;border-top:1px solid #ececf2;">Visa Commercial ending 4821</td></tr>
<tr><td style="padding:10px 14px;color:#6b6f85;border-top:1px solid #ececf2;">Account ID</td><td align="right" style="padding:10px 14px;border-top:1px solid #ececf2;">ACC-0042918</td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:13px;color:#6b6f85;">Adding or removing seats before the renewal date changes the amount. To cancel or change plans, reply to this email or call +1 (617) 555-0193.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Queuefinch (helpdesk)

const part9: Mail[] = [
  {
    family: "queuefinch",
    group: "consumer",
    lang: "en",
    kind: "confirm-forwarding",
    code: null,
    link:
      "https://mesquitelabs.queuefinch.com/admin/channels/email/verify?addr=support%40mesquitelabs.io&key=qf_fw_62hT0pLs",
    from: "Queuefinch <verify@queuefinch.com>",
    to: "Mesquite Labs Support <support@mesquitelabs.io>",
    subject: "Confirm forwarding from support@mesquitelabs.io",
    date: "Tue, 13 Oct 2026 15:37:22 -0500",
    text: `Hello,

Someone on the Mesquite Labs helpdesk (jordan@mesquitelabs.io) added support@mesquitelabs.io as a
support address in Queuefinch. This message arrived through your forwarding rule, so the forwarding
works.

To finish setup and let Queuefinch send replies as support@mesquitelabs.io, confirm the address:

https://mesquitelabs.queuefinch.com/admin/channels/email/verify?addr=support%40mesquitelabs.io&key=qf_fw_62hT0pLs

If this address shouldn't be connected to Queuefinch, ignore this email.

— Queuefinch
Setup guide: https://docs.queuefinch.com/channels/email-forwarding
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:24px;">
<p><img src="https://static.queuefinch.com/mail/qf-bird.png" width="28" height="28" alt="Queuefinch"></p>
<p>Hello,</p>
<p>Someone on the Mesquite Labs helpdesk (jordan@mesquitelabs.io) added <b>support@mesquitelabs.io</b> as a support address in Queuefinch. This message arrived through your forwarding rule, so the forwarding works.</p>
<p>To finish setup and let Queuefinch send replies as support@mesquitelabs.io, confirm the address:</p>
<p><a href="https://mesquitelabs.queuefinch.com/admin/channels/email/verify?addr=support%40mesquitelabs.io&amp;key=qf_fw_62hT0pLs" style="color:#1565c0;">https://mesquitelabs.queuefinch.com/admin/channels/email/verify?addr=support%40mesquitelabs.io&amp;key=qf_fw_62hT0pLs</a></p>
<p>If this address shouldn&#39;t be connected to Queuefinch, ignore this email.</p>
<p style="color:#777;font-size:12px;">&mdash; Queuefinch &middot; <a href="https://docs.queuefinch.com/channels/email-forwarding" style="color:#777;">Setup guide</a></p>
</div></body></html>`,
  },
  {
    family: "queuefinch",
    group: "consumer",
    lang: "en",
    kind: "sla-alert",
    code: null,
    link: null,
    from: "Queuefinch Alerts <alerts@queuefinch.com>",
    to: TO,
    subject: '[Queuefinch] SLA breached on ticket #4172 — "SSO login loop after password reset"',
    date: "Fri, 20 Nov 2026 16:58:03 -0600",
    text: `SLA policy "Enterprise – Urgent" was breached.

Ticket:       #4172 SSO login loop after password reset
Requester:    Dana Whitfield <dana.w@orvane-analytics.com>
Priority:     Urgent
Group:        Tier 2 Support
Assignee:     (unassigned)
First reply target: 1 hour — breached by 23 minutes

Open ticket: https://mesquitelabs.queuefinch.com/agent/tickets/4172

You receive this alert because you are listed as an escalation contact for this SLA policy.
Edit triggers: https://mesquitelabs.queuefinch.com/admin/objects-rules/triggers
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Stashgrove (shared drive)

const part10: Mail[] = [
  {
    family: "stashgrove",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.stashgrove.com/reset_password/s2Gx8vQpA1rT6nWk0/confirm",
    from: "Stashgrove <no-reply@em.stashgrove.com>",
    to: TO,
    subject: "Reset your Stashgrove password",
    date: "Sat, 24 Oct 2026 21:15:48 -0500",
    text: `Hi Jordan,

Somebody (hopefully you!) asked to reset the password for your Stashgrove account.

Reset password: https://www.stashgrove.com/reset_password/s2Gx8vQpA1rT6nWk0/confirm

If you didn't ask, just ignore this email. The link expires in 1 hour.

Happy stashing!
The Stashgrove team
`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f5ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 20px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;">
<tr><td align="center" style="padding:36px 40px 12px 40px;"><img src="https://cdn.stashgrove.com/email/acorn-stack@2x.png" width="56" height="56" alt="Stashgrove"></td></tr>
<tr><td align="center" style="padding:0 40px;font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:24px;font-weight:bold;color:#2e2459;">Reset your password</td></tr>
<tr><td style="padding:18px 40px;font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:15px;line-height:23px;color:#4b4470;" align="center">Hi Jordan, somebody (hopefully you!) asked to reset the password for your Stashgrove account.</td></tr>
<tr><td align="center" style="padding:8px 40px 28px 40px;"><a href="https://www.stashgrove.com/reset_password/s2Gx8vQpA1rT6nWk0/confirm" style="display:inline-block;background:#6c4cf1;color:#ffffff;font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:14px 34px;border-radius:10px;">Reset password</a></td></tr>
<tr><td align="center" style="padding:0 40px 36px 40px;font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:12px;color:#8d87a8;">If you didn&rsquo;t ask, just ignore this email. The link expires in 1 hour.</td></tr>
</table>
<p style="font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:11px;color:#8d87a8;">Stashgrove, Inc. &middot; 500 Yale Ave N &middot; Seattle, WA 98109 &middot; <a href="https://www.stashgrove.com/privacy" style="color:#8d87a8;">Privacy</a> &middot; <a href="https://www.stashgrove.com/help" style="color:#8d87a8;">Help</a></p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "stashgrove",
    group: "consumer",
    lang: "en",
    kind: "storage-alert",
    code: null,
    link: null,
    from: "Stashgrove for Teams <teams@em.stashgrove.com>",
    to: TO,
    subject: "Mesquite Labs is using 92% of its team storage",
    date: "Tue, 17 Nov 2026 09:20:11 -0600",
    text: `Your team is almost out of space

Mesquite Labs has used 4.6 TB of its 5 TB (92%).

Biggest folders
  /Design/Video Exports        1.1 TB
  /Engineering/DB Snapshots    820 GB
  /Sales/Recordings            410 GB

When the team reaches 100%, members can't upload or sync new files. Add 1 TB for $10/month or
clean up older files from the admin console: https://www.stashgrove.com/team/admin/storage

— Stashgrove for Teams
Stashgrove, Inc. · 500 Yale Ave N · Seattle, WA 98109
`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f5ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 20px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;">
<tr><td style="padding:32px 36px 0 36px;font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:22px;font-weight:bold;color:#2e2459;">Your team is almost out of space</td></tr>
<tr><td style="padding:14px 36px;font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:15px;line-height:23px;color:#4b4470;">Mesquite Labs has used <b>4.6 TB of 5 TB</b> (92%).</td></tr>
<tr><td style="padding:0 36px 16px 36px;"><table width="100%" cellpadding="0" cellspacing="0"><tr><td width="92%" height="10" style="background:#e5484d;border-radius:5px 0 0 5px;font-size:0;">&nbsp;</td><td width="8%" height="10" style="background:#ece9f9;border-radius:0 5px 5px 0;font-size:0;">&nbsp;</td></tr></table></td></tr>
<tr><td style="padding:0 36px;font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:13px;line-height:21px;color:#4b4470;">
<b>Biggest folders</b><br>/Design/Video Exports &mdash; 1.1 TB<br>/Engineering/DB Snapshots &mdash; 820 GB<br>/Sales/Recordings &mdash; 410 GB</td></tr>
<tr><td style="padding:18px 36px 32px 36px;font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:13px;line-height:21px;color:#4b4470;">When the team reaches 100%, members can&rsquo;t upload or sync new files. Add 1 TB for $10/month or clean up older files in the <a href="https://www.stashgrove.com/team/admin/storage" style="color:#6c4cf1;">admin console</a>.</td></tr>
</table>
<p style="font-family:'Trebuchet MS',Helvetica,sans-serif;font-size:11px;color:#8d87a8;">Stashgrove, Inc. &middot; 500 Yale Ave N &middot; Seattle, WA 98109 &middot; <a href="https://www.stashgrove.com/team/notifications" style="color:#8d87a8;">Notification settings</a></p>
</td></tr></table>
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Huddlewick (video calls)

function huddlewick(inner: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:24px 24px 12px 24px;border-bottom:2px solid #0aa3a3;"><img src="https://huddlewick.com/assets/mail/huddlewick-logo.png" alt="Huddlewick" width="140" height="30"></td></tr>
<tr><td style="padding:24px;font-family:Lato,'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:23px;color:#222a2a;">
${inner}
</td></tr>
<tr><td style="padding:16px 24px 32px 24px;font-family:Lato,'Helvetica Neue',Arial,sans-serif;font-size:11px;line-height:17px;color:#8a9696;border-top:1px solid #e6ecec;">
Huddlewick Communications, Inc. &middot; 4400 Bayou Blvd, Suite 58 &middot; Pensacola, FL 32503<br>
<a href="https://huddlewick.com/support" style="color:#8a9696;">Support</a> &middot; <a href="https://huddlewick.com/privacy" style="color:#8a9696;">Privacy</a> &middot; <a href="https://huddlewick.com/download" style="color:#8a9696;">Download the app</a> &middot; <a href="https://www.linkedin.com/company/huddlewick" style="color:#8a9696;">LinkedIn</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const part11: Mail[] = [
  {
    family: "huddlewick",
    group: "consumer",
    lang: "en",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Whitney Calder <whitney@pecanyard.co>",
    to: TO,
    subject: "Invitation: Pecanyard move-in walkthrough @ Thu Nov 19, 2026 10am - 10:30am (CST)",
    date: "Mon, 16 Nov 2026 13:44:20 -0600",
    text: `Whitney Calder is inviting you to a scheduled Huddlewick meeting.

Topic: Pecanyard move-in walkthrough — Suite 210
Time: Nov 19, 2026 10:00 AM Central Time (US and Canada)

Join Huddlewick Meeting
https://meet.huddlewick.com/j/83920417751?pwd=Rk1xT2VwQ0hMcm9Yd3Bz

Meeting ID: 839 2041 7751
Passcode: 552198

One tap mobile
+15125550183,,83920417751#,,,,*552198# US (Austin)
+13465550144,,83920417751#,,,,*552198# US (Houston)

Dial by your location
        +1 512 555 0183 US (Austin)
Find your local number: https://meet.huddlewick.com/u/kc1JxN8e
`,
    html: huddlewick(
      `<p style="margin:0 0 16px 0;"><b>Whitney Calder</b> is inviting you to a scheduled Huddlewick meeting.</p>
<table cellpadding="0" cellspacing="0" border="0" style="font-size:14px;margin:0 0 18px 0;">
<tr><td style="padding:3px 16px 3px 0;color:#5c6a6a;">Topic</td><td>Pecanyard move-in walkthrough &mdash; Suite 210</td></tr>
<tr><td style="padding:3px 16px 3px 0;color:#5c6a6a;">Time</td><td>Nov 19, 2026 10:00 AM Central Time (US and Canada)</td></tr>
</table>
<p style="margin:0 0 18px 0;"><a href="https://meet.huddlewick.com/j/83920417751?pwd=Rk1xT2VwQ0hMcm9Yd3Bz" style="display:inline-block;background:#0aa3a3;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 22px;border-radius:4px;">Join Huddlewick Meeting</a></p>
<p style="margin:0 0 6px 0;font-size:14px;">Meeting ID: <b>839 2041 7751</b><br>Passcode: <b>552198</b></p>
<p style="margin:12px 0 0 0;font-size:13px;color:#5c6a6a;">One tap mobile<br>+15125550183,,83920417751#,,,,*552198# US (Austin)<br>+13465550144,,83920417751#,,,,*552198# US (Houston)<br><a href="https://meet.huddlewick.com/u/kc1JxN8e" style="color:#0aa3a3;">Find your local number</a></p>`,
    ),
    attachment: [
      "invite.ics",
      "text/calendar",
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Huddlewick//Scheduler 5.2//EN\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:83920417751@huddlewick.com\r\nDTSTART:20261119T160000Z\r\nDTEND:20261119T163000Z\r\nSUMMARY:Pecanyard move-in walkthrough\r\nLOCATION:https://meet.huddlewick.com/j/83920417751\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    ],
  },
  {
    family: "huddlewick",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604917",
    link: null,
    from: "Huddlewick <no-reply@huddlewick.com>",
    to: TO,
    subject: "Huddlewick sign-in verification",
    date: "Thu, 19 Nov 2026 09:52:36 -0600",
    text: `Hi Jordan,

We noticed a sign-in to your Huddlewick account from a new device. To continue, enter this
verification code in the Huddlewick app:

604917

This code expires in 10 minutes.

Device: Huddlewick Rooms controller (Pecanyard Suite 210)
Location: Austin, TX

If you did not request this code, please change your password:
https://huddlewick.com/profile/password
`,
    html: huddlewick(
      `<p style="margin:0 0 14px 0;">Hi Jordan,</p>
<p style="margin:0 0 18px 0;">We noticed a sign-in to your Huddlewick account from a new device. To continue, enter this verification code in the Huddlewick app:</p>
<table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 18px auto;"><tr><td style="background:#e8f6f6;border-radius:6px;padding:14px 34px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#076d6d;font-family:'Courier New',monospace;">604917</td></tr></table>
<p style="margin:0 0 14px 0;font-size:13px;color:#5c6a6a;">This code expires in 10 minutes.<br>Device: Huddlewick Rooms controller (Pecanyard Suite 210) &middot; Austin, TX</p>
<p style="margin:0;font-size:13px;color:#5c6a6a;">If you did not request this code, please <a href="https://huddlewick.com/profile/password" style="color:#0aa3a3;">change your password</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "huddlewick",
    group: "consumer",
    lang: "en",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "Huddlewick <no-reply@huddlewick.com>",
    to: TO,
    subject: "Cloud recording is now available: All-hands — November",
    date: "Fri, 06 Nov 2026 13:31:07 -0600",
    text: `Hi Jordan,

Your cloud recording is now available.

Topic: All-hands — November
Date: Nov 6, 2026 12:00 PM Central Time (US and Canada)
Duration: 58 min
Meeting ID: 471 008 3326

Share recording with viewers:
https://meet.huddlewick.com/rec/share/Vb1kq2E8mTzXnOa9_4pL
Passcode: m7$Kp2!x

Recordings are kept for 120 days under your Business plan.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Dotquarry (domain registrar)

const part12: Mail[] = [
  {
    family: "dotquarry",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://verify.dotquarry.com/registrant/confirm?id=RV-88213904&h=f2a9c6d1e07b",
    from: "Dotquarry Domains <registrant-verification@dotquarry.com>",
    to: TO,
    subject: "IMPORTANT: Verify your contact information for mesquitelabs.io",
    date: "Mon, 12 Oct 2026 07:45:19 +0000",
    text: `Dear Jordan Alvarez,

As required by ICANN, we need you to verify the registrant contact information for the following
domain name(s):

  mesquitelabs.io
  mesquitelabs.dev

Registrant: Mesquite Labs, Inc., 1100 E 6th St, Suite 210, Austin, TX 78702, US
Email: jordan@mesquitelabs.io · Phone: +1.5125550167

To verify, click the link below:
https://verify.dotquarry.com/registrant/confirm?id=RV-88213904&h=f2a9c6d1e07b

If you do not verify within 15 days (by October 27, 2026), the domain names above will be
suspended and your websites and email will stop working until you verify.

Sincerely,
Dotquarry Domains — Compliance Team
Dotquarry LLC, 2800 N Central Ave, Phoenix, AZ 85004 · +1 (480) 555-0120
`,
    html: `<html><body style="margin:0;padding:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #dddddd;margin:20px 0;">
<tr><td bgcolor="#3a3a3a" style="padding:14px 20px;"><img src="https://www.dotquarry.com/img/email/dq-logo-white.gif" alt="DOTQUARRY" width="150" height="24"></td></tr>
<tr><td style="padding:24px 20px;font-family:Tahoma,Verdana,sans-serif;font-size:13px;line-height:20px;color:#333333;">
<p>Dear Jordan Alvarez,</p>
<p>As required by ICANN, we need you to verify the registrant contact information for the following domain name(s):</p>
<ul><li><b>mesquitelabs.io</b></li><li><b>mesquitelabs.dev</b></li></ul>
<table cellpadding="4" cellspacing="0" style="font-size:12px;border:1px solid #e2e2e2;background:#fafafa;margin-bottom:14px;">
<tr><td><b>Registrant</b></td><td>Mesquite Labs, Inc., 1100 E 6th St, Suite 210, Austin, TX 78702, US</td></tr>
<tr><td><b>Email</b></td><td>jordan@mesquitelabs.io</td></tr>
<tr><td><b>Phone</b></td><td>+1.5125550167</td></tr></table>
<p style="text-align:center;"><a href="https://verify.dotquarry.com/registrant/confirm?id=RV-88213904&amp;h=f2a9c6d1e07b" style="background:#d9480f;color:#ffffff;padding:10px 24px;text-decoration:none;font-weight:bold;display:inline-block;">VERIFY NOW</a></p>
<p style="color:#b00020;"><b>If you do not verify within 15 days (by October 27, 2026), the domain names above will be suspended</b> and your websites and email will stop working until you verify.</p>
<p>Sincerely,<br>Dotquarry Domains &mdash; Compliance Team</p>
</td></tr>
<tr><td style="padding:12px 20px;font-family:Tahoma,Verdana,sans-serif;font-size:10px;color:#888888;border-top:1px solid #dddddd;">Dotquarry LLC, 2800 N Central Ave, Phoenix, AZ 85004 &middot; +1 (480) 555-0120 &middot; <a href="https://www.dotquarry.com/legal/registration-agreement" style="color:#888888;">Registration Agreement</a> &middot; <a href="https://www.dotquarry.com/privacy" style="color:#888888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "dotquarry",
    group: "consumer",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Dotquarry Domains <renewals@dotquarry.com>",
    to: TO,
    subject: "Renewal notice: 3 domains expire in 30 days",
    date: "Wed, 28 Oct 2026 05:00:00 +0000",
    text: `Hello Jordan,

The following domains in account DQ-5520391 expire soon. Auto-renew is ON, so we'll charge your
card on file (Visa •••• 4821) 7 days before expiration.

  Domain                 Expires       Term     Price
  mesquitelabs.io        2026-11-27    1 year   $59.99
  mesquite.ai            2026-11-29    1 year   $89.00
  getmesquite.com        2026-12-02    1 year   $22.99
                                       Total    $171.98 (before tax)

No action is needed. To change auto-renew or remove a domain, sign in to your account.

Dotquarry LLC, 2800 N Central Ave, Phoenix, AZ 85004 · +1 (480) 555-0120
You are receiving this mandatory service notice about domains you own.
`,
    html: null,
  },
  {
    family: "dotquarry",
    group: "consumer",
    lang: "en",
    kind: "confirm-change",
    code: null,
    link: "https://account.dotquarry.com/approve/nschg/0d91be3f-2c44-4a8f-b7e1-96c5aa0f4c21",
    from: "Dotquarry Domains <no-reply@dotquarry.com>",
    to: TO,
    subject: "Approve nameserver change for getmesquite.com",
    date: "Thu, 12 Nov 2026 16:20:55 +0000",
    text: `Hello Jordan,

A nameserver change was requested for getmesquite.com from your account (DQ-5520391) on
Nov 12, 2026 at 10:20 AM CST. Because Domain Lock Plus is on, the change needs your approval.

  Current nameservers: ns1.dotquarry-dns.com, ns2.dotquarry-dns.com
  New nameservers:     ada.ns.kilnstack.dev, rex.ns.kilnstack.dev

Approve the change:
https://account.dotquarry.com/approve/nschg/0d91be3f-2c44-4a8f-b7e1-96c5aa0f4c21

If you don't approve within 72 hours, the request is cancelled. DNS changes can take up to 48 hours
to propagate after approval.

Dotquarry LLC, 2800 N Central Ave, Phoenix, AZ 85004
`,
    html: `<html><body style="margin:0;padding:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #dddddd;margin:20px 0;">
<tr><td bgcolor="#3a3a3a" style="padding:14px 20px;"><img src="https://www.dotquarry.com/img/email/dq-logo-white.gif" alt="DOTQUARRY" width="150" height="24"></td></tr>
<tr><td style="padding:24px 20px;font-family:Tahoma,Verdana,sans-serif;font-size:13px;line-height:20px;color:#333333;">
<p>Hello Jordan,</p>
<p>A nameserver change was requested for <b>getmesquite.com</b> from your account (DQ-5520391) on Nov 12, 2026 at 10:20 AM CST. Because <b>Domain Lock Plus</b> is on, the change needs your approval.</p>
<table cellpadding="4" cellspacing="0" style="font-size:12px;border:1px solid #e2e2e2;background:#fafafa;margin-bottom:14px;">
<tr><td><b>Current</b></td><td>ns1.dotquarry-dns.com, ns2.dotquarry-dns.com</td></tr>
<tr><td><b>New</b></td><td>ada.ns.kilnstack.dev, rex.ns.kilnstack.dev</td></tr></table>
<p style="text-align:center;"><a href="https://account.dotquarry.com/approve/nschg/0d91be3f-2c44-4a8f-b7e1-96c5aa0f4c21" style="background:#d9480f;color:#ffffff;padding:10px 24px;text-decoration:none;font-weight:bold;display:inline-block;">APPROVE CHANGE</a></p>
<p>If you don&#39;t approve within 72 hours, the request is cancelled. DNS changes can take up to 48 hours to propagate after approval.</p>
</td></tr>
<tr><td style="padding:12px 20px;font-family:Tahoma,Verdana,sans-serif;font-size:10px;color:#888888;border-top:1px solid #dddddd;">Dotquarry LLC, 2800 N Central Ave, Phoenix, AZ 85004 &middot; <a href="https://www.dotquarry.com/help" style="color:#888888;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Bluestem Benefits

function bluestem(inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Bluestem Benefits</title></head>
<body style="margin:0;background:#f2f6fa;">
<div style="display:none;">Important information about your company's benefits administration.</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:4px;overflow:hidden;">
<tr><td style="background:#274c77;padding:22px 30px;"><table role="presentation" width="100%"><tr>
<td><img src="https://www.bluestembenefits.com/content/email/logo-bluestem-white.png" alt="Bluestem Benefits" width="170" height="32"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#c9d8ea;">Employer Services</td></tr></table></td></tr>
<tr><td style="padding:30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:24px;color:#243447;">
${inner}
</td></tr>
<tr><td style="background:#eef3f8;padding:20px 30px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#60748a;">
Employer Service Center: 1-800-555-0177 (TTY 711), Monday&ndash;Friday, 8 a.m.&ndash;8 p.m. ET.<br>
Bluestem Benefits Administrators, Inc., 9000 Keystone Crossing, Suite 700, Indianapolis, IN 46240.<br>
This message was sent to jordan@mesquitelabs.io because you are listed as a plan administrator for group #BSB-77120.
<a href="https://www.bluestembenefits.com/privacy" style="color:#60748a;">Privacy</a> | <a href="https://www.bluestembenefits.com/nondiscrimination" style="color:#60748a;">Nondiscrimination notice</a> | <a href="https://www.bluestembenefits.com/language-assistance" style="color:#60748a;">Language assistance / Asistencia de idiomas</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const part13: Mail[] = [
  {
    family: "bluestem-benefits",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://employer.bluestembenefits.com/register?inv=BSB77120-JA-5f8e21c4&utm_source=email&utm_campaign=admin_invite",
    from: "Bluestem Benefits <employer-services@bluestembenefits.com>",
    to: TO,
    subject: "Set up your employer administrator account",
    date: "Mon, 05 Oct 2026 08:10:42 -0400",
    text: `Dear Jordan Alvarez,

Mesquite Labs, Inc. (group #BSB-77120) has named you as a plan administrator on Bluestem
Benefits' employer portal. With your administrator account you can add and terminate employees,
approve qualifying life events, and review monthly premium invoices.

Create your administrator account:
https://employer.bluestembenefits.com/register?inv=BSB77120-JA-5f8e21c4&utm_source=email&utm_campaign=admin_invite

This invitation is valid for 10 days. You'll be asked to confirm the last four digits of your
company's EIN.

Open enrollment for the 2027 plan year runs November 2 – November 20, 2026.

Employer Service Center: 1-800-555-0177 (TTY 711)
`,
    html: bluestem(
      `<p style="margin:0 0 16px 0;">Dear Jordan Alvarez,</p>
<p style="margin:0 0 16px 0;"><b>Mesquite Labs, Inc.</b> (group #BSB-77120) has named you as a plan administrator on Bluestem Benefits&rsquo; employer portal. With your administrator account you can add and terminate employees, approve qualifying life events, and review monthly premium invoices.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 22px 0;"><tr><td style="background:#e07a1f;border-radius:3px;">
<a href="https://employer.bluestembenefits.com/register?inv=BSB77120-JA-5f8e21c4&amp;utm_source=email&amp;utm_campaign=admin_invite" style="display:inline-block;padding:12px 26px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Create administrator account</a></td></tr></table>
<p style="margin:0 0 16px 0;font-size:13px;color:#4f6378;">This invitation is valid for 10 days. You&rsquo;ll be asked to confirm the last four digits of your company&rsquo;s EIN.</p>
<p style="margin:0;padding:12px 14px;background:#fff6ec;border-left:4px solid #e07a1f;font-size:13px;">Open enrollment for the 2027 plan year runs <b>November 2 &ndash; November 20, 2026</b>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "bluestem-benefits",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Bluestem Benefits <employer-news@bluestembenefits.com>",
    to: TO,
    subject: "Open enrollment ends Nov 20 — 9 of your employees haven't made elections",
    date: "Mon, 16 Nov 2026 09:00:00 -0500",
    text: `Employer Update — November 2026

Open enrollment status for Mesquite Labs, Inc. (group #BSB-77120)
  Eligible employees:        25
  Elections completed:       16
  Not started / in progress: 9
  Enrollment closes:         Friday, November 20, 2026, 11:59 p.m. ET

Employees who don't make an election keep their current medical, dental and vision plans for 2027,
but HSA and FSA contributions reset to $0.

Also this month
- 2027 HSA limits: $4,400 self-only / $8,750 family
- New: virtual mental-health visits with a $0 copay on all PPO plans
- Webinar: "ACA reporting for small employers", December 3, 1:00 p.m. ET

See the list of employees who haven't enrolled in the employer portal under Reports > Open Enrollment.

Employer Service Center: 1-800-555-0177 (TTY 711)
Unsubscribe from Employer Update: https://www.bluestembenefits.com/email-preferences?g=BSB-77120
`,
    html: bluestem(
      `<p style="margin:0 0 6px 0;font-size:12px;color:#60748a;text-transform:uppercase;letter-spacing:1px;">Employer Update &mdash; November 2026</p>
<h2 style="margin:0 0 16px 0;font-size:21px;color:#274c77;">Open enrollment ends November 20</h2>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 18px 0;"><tr>
<td align="center" style="background:#eef3f8;padding:14px;"><span style="font-size:28px;font-weight:bold;color:#274c77;">16</span><br><span style="font-size:12px;">completed</span></td>
<td width="10"></td>
<td align="center" style="background:#fff6ec;padding:14px;"><span style="font-size:28px;font-weight:bold;color:#e07a1f;">9</span><br><span style="font-size:12px;">not started / in progress</span></td>
<td width="10"></td>
<td align="center" style="background:#eef3f8;padding:14px;"><span style="font-size:28px;font-weight:bold;color:#274c77;">25</span><br><span style="font-size:12px;">eligible</span></td>
</tr></table>
<p style="margin:0 0 16px 0;">Employees who don&rsquo;t make an election keep their current medical, dental and vision plans for 2027, but HSA and FSA contributions reset to $0.</p>
<h3 style="margin:0 0 8px 0;font-size:16px;color:#274c77;">Also this month</h3>
<ul style="margin:0 0 16px 0;padding-left:20px;">
<li>2027 HSA limits: $4,400 self-only / $8,750 family</li>
<li>New: virtual mental-health visits with a $0 copay on all PPO plans</li>
<li><a href="https://www.bluestembenefits.com/events/aca-reporting-small-employers" style="color:#274c77;">Webinar: ACA reporting for small employers</a>, December 3, 1:00 p.m. ET</li>
</ul>
<p style="margin:0;font-size:13px;color:#4f6378;">See who hasn&rsquo;t enrolled in the employer portal under Reports &rsaquo; Open Enrollment. <a href="https://www.bluestembenefits.com/email-preferences?g=BSB-77120" style="color:#4f6378;">Unsubscribe from Employer Update</a></p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Pecanyard Workspaces (office space)

const part14: Mail[] = [
  {
    family: "pecanyard",
    group: "consumer",
    lang: "en",
    kind: "guest-arrived",
    code: null,
    link: null,
    from: "Pecanyard Front Desk <frontdesk@pecanyard.co>",
    to: TO,
    subject: "Your guest Rafael Ribeiro has arrived",
    date: "Wed, 18 Nov 2026 09:47:13 -0600",
    text: `Hi Jordan,

Rafael Ribeiro (Ribeiro Desenvolvimento de Software) just checked in at the East 6th front desk
and is waiting in the lobby.

Visit: 9:45 AM – 5:00 PM · Host: Jordan Alvarez · Suite 210
Guest Wi-Fi: Pecanyard-Guest / password: pecan-harvest-26

Please come down to meet your guest. Guests need to be escorted above the 1st floor.

Pecanyard Workspaces · 1100 E 6th St, Austin, TX 78702 · (512) 555-0131
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5efe6;"><tr><td align="center" style="padding:24px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:Georgia,serif;color:#3b2f25;">
<tr><td style="padding:26px 28px 6px 28px;"><img src="https://pecanyard.co/wp-content/uploads/2024/email/pecanyard-wordmark.png" width="150" alt="PECANYARD"></td></tr>
<tr><td style="padding:12px 28px;font-size:20px;">Your guest has arrived</td></tr>
<tr><td style="padding:0 28px 10px 28px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;">
<img src="https://pecanyard.co/visitor-photos/thumb/v_118273.jpg" width="64" height="64" alt="Rafael Ribeiro" style="border-radius:32px;float:left;margin:0 14px 8px 0;">
<b>Rafael Ribeiro</b><br>Ribeiro Desenvolvimento de Software<br>Checked in 9:47 AM at East 6th front desk</td></tr>
<tr><td style="padding:8px 28px 20px 28px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:20px;color:#6b5a4b;">Visit: 9:45 AM &ndash; 5:00 PM &middot; Host: Jordan Alvarez &middot; Suite 210<br>Guest Wi-Fi: Pecanyard-Guest / password: pecan-harvest-26<br><br>Please come down to meet your guest. Guests need to be escorted above the 1st floor.</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #efe6d8;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#9a8877;">Pecanyard Workspaces &middot; 1100 E 6th St, Austin, TX 78702 &middot; (512) 555-0131 &middot; <a href="https://pecanyard.co/members" style="color:#9a8877;">Member portal</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
  {
    family: "pecanyard",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Pecanyard Billing <billing@pecanyard.co>",
    to: TO,
    subject: "Invoice INV-PY-20261201-0210 for December membership",
    date: "Wed, 25 Nov 2026 08:00:00 -0600",
    text: `Mesquite Labs, Inc. — Suite 210

Invoice:   INV-PY-20261201-0210
Issued:    November 25, 2026
Due:       December 1, 2026

  Private office, Suite 210 (18 desks)      $11,700.00
  Conference room credits overage (6 h)      $   270.00
  Mail handling & package room               $    75.00
  Guest day passes (4)                       $   140.00
  --------------------------------------------------------
  Total due                                  $12,185.00

Payment will be collected by ACH from account ending 0917 on December 1.
Questions about your bill? Reply to this email or call (512) 555-0131.

Pecanyard Workspaces · 1100 E 6th St, Austin, TX 78702
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Faretrellis (business travel)

const part15: Mail[] = [
  {
    family: "faretrellis",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "279348",
    link: "https://app.faretrellis.com/auth/email-link?token=ftl_6vN2Qx8aKp3Lz0Rm&redirect=%2Ftrips",
    from: "Faretrellis <signin@faretrellis.com>",
    to: TO,
    subject: "Sign in to Faretrellis",
    date: "Tue, 03 Nov 2026 06:58:44 -0600",
    text: `Sign in to Faretrellis

Click to sign in on this device:
https://app.faretrellis.com/auth/email-link?token=ftl_6vN2Qx8aKp3Lz0Rm&redirect=%2Ftrips

Or enter this code on the sign-in screen: 279348

The link and code expire in 15 minutes and can only be used once.

Faretrellis Travel Management · 1201 W Peachtree St NW, Atlanta, GA 30309
24/7 traveler support: +1 (404) 555-0109
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px;">
<table width="440" cellpadding="0" cellspacing="0" style="font-family:'Avenir Next',Avenir,Helvetica,Arial,sans-serif;color:#1c2b39;">
<tr><td align="center" style="padding-bottom:24px;"><img src="https://static.faretrellis.com/email/ft-logo-trellis.png" width="150" alt="Faretrellis"></td></tr>
<tr><td align="center" style="font-size:24px;font-weight:600;padding-bottom:16px;">Sign in to Faretrellis</td></tr>
<tr><td align="center" style="padding-bottom:22px;"><a href="https://app.faretrellis.com/auth/email-link?token=ftl_6vN2Qx8aKp3Lz0Rm&amp;redirect=%2Ftrips" style="display:block;background:#14866d;color:#ffffff;text-decoration:none;font-size:16px;font-weight:600;padding:14px 0;border-radius:8px;width:100%;">Sign in on this device</a></td></tr>
<tr><td align="center" style="font-size:14px;color:#5a6877;padding-bottom:8px;">Or enter this code on the sign-in screen:</td></tr>
<tr><td align="center" style="font-size:30px;font-weight:700;letter-spacing:5px;padding-bottom:22px;">279348</td></tr>
<tr><td align="center" style="font-size:12px;color:#8896a4;padding-bottom:26px;">The link and code expire in 15 minutes and can only be used once.</td></tr>
<tr><td align="center" style="font-size:11px;line-height:17px;color:#8896a4;border-top:1px solid #e8edf1;padding-top:16px;">Faretrellis Travel Management &middot; 1201 W Peachtree St NW, Atlanta, GA 30309<br>24/7 traveler support: +1 (404) 555-0109 &middot; <a href="https://www.faretrellis.com/privacy" style="color:#8896a4;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "faretrellis",
    group: "consumer",
    lang: "en",
    kind: "itinerary",
    code: null,
    link: null,
    from: "Faretrellis Trips <trips@faretrellis.com>",
    to: TO,
    subject: "Trip confirmed: Austin → Lisbon, Dec 7–12 (Trip FT-92K7QD)",
    date: "Thu, 05 Nov 2026 14:26:31 -0600",
    text: `Your trip is booked and ticketed.

Trip FT-92K7QD · Traveler: Jordan Alvarez · Purpose: Web Summit follow-up / client visits

FLIGHTS — Airline confirmation QXL4MP
  Mon Dec 7   AUS 16:05 → EWR 20:52   Flight 1418   Economy (K)   Seat 22C
  Mon Dec 7   EWR 22:10 → LIS 10:35+1 Flight 84     Economy (K)   Seat 31A
  Sat Dec 12  LIS 11:50 → AUS 19:40 via ORD          Economy (K)
  E-ticket: 016 2384711093

HOTEL — Confirmation 48817302
  Hotel Miradouro Chiado, Rua Garrett 28, 1200-204 Lisboa
  Check-in Tue Dec 8 · Check-out Sat Dec 12 · 4 nights · €186.00/night

Total charged to company card (Visa •••• 4821): $2,947.36
Policy status: In policy (approved automatically)

Need changes? Call 24/7 traveler support: +1 (404) 555-0109 and quote Trip FT-92K7QD.
View trip: https://app.faretrellis.com/trips/FT-92K7QD
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Pagalince (contractor payouts, Spanish)

function pagalince(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f1f0f7;">
<span style="display:none;max-height:0;overflow:hidden;">${pre}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:linear-gradient(90deg,#4a2bd4,#8a4be8);background-color:#5a33dc;padding:20px 32px;"><img src="https://cdn.pagalince.com/correo/lince-blanco.png" alt="Pagalince" width="118" height="30"></td></tr>
<tr><td style="padding:30px 32px;font-family:'Poppins',Arial,sans-serif;font-size:15px;line-height:24px;color:#2c2740;">
${inner}
</td></tr>
<tr><td style="padding:18px 32px 26px 32px;background:#faf9fd;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8b86a0;">
Pagalince Tecnologías S.A.P.I. de C.V. &middot; Av. Paseo de la Reforma 296, piso 12, Juárez, 06600 Ciudad de México<br>
Pagalince no es una institución bancaria. Nunca te pediremos tu contraseña ni códigos por teléfono.<br>
<a href="https://pagalince.com/es/privacidad" style="color:#8b86a0;">Aviso de privacidad</a> &middot; <a href="https://ayuda.pagalince.com" style="color:#8b86a0;">Centro de ayuda</a> &middot; <a href="https://www.instagram.com/pagalince" style="color:#8b86a0;">Instagram</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const part16: Mail[] = [
  {
    family: "pagalince",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "592031",
    link: null,
    from: "Pagalince <seguridad@pagalince.com>",
    to: TO,
    subject: "Tu código de verificación de Pagalince",
    date: "Tue, 20 Oct 2026 11:05:27 -0600",
    text: `Hola Jordan:

Para confirmar que eres tú y terminar de agregar a Mesquite Labs, Inc. como empresa pagadora,
ingresa este código en Pagalince:

592 031

El código vence en 10 minutos. Si no solicitaste este código, cambia tu contraseña y escríbenos a
ayuda@pagalince.com.

Equipo Pagalince
`,
    html: pagalince(
      "Tu código vence en 10 minutos.",
      `<p style="margin:0 0 14px 0;">Hola Jordan:</p>
<p style="margin:0 0 20px 0;">Para confirmar que eres tú y terminar de agregar a <b>Mesquite Labs, Inc.</b> como empresa pagadora, ingresa este código en Pagalince:</p>
<table role="presentation" cellpadding="0" cellspacing="8" align="center" style="margin:0 auto 20px auto;"><tr>
${
        digitCells(
          "592031",
          "width:42px;height:52px;background:#f1edff;border-radius:8px;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;color:#4a2bd4;text-align:center;",
        )
      }
</tr></table>
<p style="margin:0;font-size:13px;color:#6d6885;">El código vence en 10 minutos. Si no solicitaste este código, cambia tu contraseña y escríbenos a <a href="mailto:ayuda@pagalince.com" style="color:#5a33dc;">ayuda@pagalince.com</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pagalince",
    group: "regional",
    lang: "es",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Pagalince <pagos@pagalince.com>",
    to: TO,
    subject: "Pago enviado: 3 contratistas · USD 14,250.00",
    date: "Fri, 30 Oct 2026 12:41:09 -0600",
    text: `Hola Jordan:

Tu lote de pagos PL-2026-10-0388 fue enviado.

  Valeria Núñez (Bogotá, CO)        USD 5,400.00 → COP 21,303,000.00
  Tomás Herrera (Guadalajara, MX)   USD 4,850.00 → MXN 88,609.50
  Lucía Bermúdez (Montevideo, UY)   USD 4,000.00 → USD 4,000.00

  Total debitado: USD 14,250.00 + comisión USD 71.25
  Cuenta de origen: Hillcountry Bank •••• 0917
  Llegada estimada: 2 de noviembre de 2026

Los comprobantes de pago están disponibles en Pagos > Historial.

Equipo Pagalince
`,
    html: pagalince(
      "Lote PL-2026-10-0388 enviado a 3 contratistas.",
      `<p style="margin:0 0 14px 0;">Hola Jordan:</p>
<p style="margin:0 0 18px 0;">Tu lote de pagos <b>PL-2026-10-0388</b> fue enviado.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td style="padding:8px 0;border-bottom:1px solid #ece9f5;">Valeria Núñez <span style="color:#8b86a0;">(Bogotá, CO)</span></td><td align="right" style="padding:8px 0;border-bottom:1px solid #ece9f5;">USD 5,400.00<br><span style="font-size:12px;color:#8b86a0;">COP 21,303,000.00</span></td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #ece9f5;">Tomás Herrera <span style="color:#8b86a0;">(Guadalajara, MX)</span></td><td align="right" style="padding:8px 0;border-bottom:1px solid #ece9f5;">USD 4,850.00<br><span style="font-size:12px;color:#8b86a0;">MXN 88,609.50</span></td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #ece9f5;">Lucía Bermúdez <span style="color:#8b86a0;">(Montevideo, UY)</span></td><td align="right" style="padding:8px 0;border-bottom:1px solid #ece9f5;">USD 4,000.00</td></tr>
<tr><td style="padding:10px 0;"><b>Total debitado</b></td><td align="right" style="padding:10px 0;"><b>USD 14,250.00</b><br><span style="font-size:12px;color:#8b86a0;">+ comisión USD 71.25</span></td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#6d6885;">Cuenta de origen: Hillcountry Bank &bull;&bull;&bull;&bull; 0917 &middot; Llegada estimada: 2 de noviembre de 2026. Los comprobantes están en Pagos &rsaquo; Historial.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "pagalince",
    group: "regional",
    lang: "es",
    kind: "confirm-change",
    code: null,
    link: "https://app.pagalince.com/empresa/cuentas/confirmar/ch_9Lw2fX7kQe?t=4a1d0c",
    from: "Pagalince <seguridad@pagalince.com>",
    to: TO,
    subject: "Confirma el cambio de cuenta de fondeo",
    date: "Mon, 16 Nov 2026 17:22:48 -0600",
    text: `Hola Jordan:

Recibimos tu solicitud para cambiar la cuenta con la que Mesquite Labs, Inc. fondea los pagos a
contratistas:

  Cuenta actual: Hillcountry Bank •••• 0917
  Cuenta nueva:  Frostwood Credit Union •••• 6630

Para aplicar el cambio, confírmalo desde este enlace (válido por 24 horas):
https://app.pagalince.com/empresa/cuentas/confirmar/ch_9Lw2fX7kQe?t=4a1d0c

Los lotes programados antes de la confirmación se debitarán de la cuenta actual. Si no hiciste
esta solicitud, no hagas clic y avísanos de inmediato en ayuda@pagalince.com.

Equipo Pagalince
`,
    html: pagalince(
      "Confirma la nueva cuenta Frostwood Credit Union •••• 6630.",
      `<p style="margin:0 0 14px 0;">Hola Jordan:</p>
<p style="margin:0 0 16px 0;">Recibimos tu solicitud para cambiar la cuenta con la que <b>Mesquite Labs, Inc.</b> fondea los pagos a contratistas:</p>
<p style="margin:0 0 20px 0;padding:12px 16px;background:#f7f5fe;border-radius:8px;font-size:14px;">Cuenta actual: Hillcountry Bank &bull;&bull;&bull;&bull; 0917<br>Cuenta nueva: <b>Frostwood Credit Union &bull;&bull;&bull;&bull; 6630</b></p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px 0;"><tr><td style="background:#5a33dc;border-radius:24px;"><a href="https://app.pagalince.com/empresa/cuentas/confirmar/ch_9Lw2fX7kQe?t=4a1d0c" style="display:inline-block;padding:12px 28px;color:#ffffff;font-weight:bold;text-decoration:none;font-family:Arial,sans-serif;">Confirmar cambio</a></td></tr></table>
<p style="margin:0;font-size:13px;color:#6d6885;">El enlace es válido por 24 horas. Los lotes programados antes de la confirmación se debitarán de la cuenta actual. Si no hiciste esta solicitud, no hagas clic y avísanos en <a href="mailto:ayuda@pagalince.com" style="color:#5a33dc;">ayuda@pagalince.com</a>.</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Despacho Sotol (accountants' client portal, Spanish)

const part17: Mail[] = [
  {
    family: "despacho-sotol",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://portal.despachosotol.mx/clientes/invitacion/aceptar?c=MSL-0931&k=7e2fa0b6d1",
    from: "Despacho Sotol Contadores <portal@despachosotol.mx>",
    to: TO,
    subject: "Invitación al Portal de Clientes — Mesquite Labs México, S. de R.L. de C.V.",
    date: "Wed, 07 Oct 2026 10:14:55 -0600",
    text: `Estimado Jordan Alvarez:

La C.P. Adriana Villarreal le ha dado acceso al Portal de Clientes de Despacho Sotol para la
empresa Mesquite Labs México, S. de R.L. de C.V. (RFC MLM250314K82).

En el portal podrá descargar sus declaraciones mensuales, CFDI de nómina, opiniones de cumplimiento
y subir los estados de cuenta bancarios de cada mes.

Para aceptar la invitación y crear su contraseña, entre a:
https://portal.despachosotol.mx/clientes/invitacion/aceptar?c=MSL-0931&k=7e2fa0b6d1

La invitación vence el 14 de octubre de 2026.

Atentamente,
Despacho Sotol Contadores Públicos
Calle Victoria 1214, Col. Centro, 31000 Chihuahua, Chih. · Tel. (614) 555 0192
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#222222;max-width:620px;">
<p>Estimado Jordan Alvarez:</p>
<p>La C.P. Adriana Villarreal le ha dado acceso al <b>Portal de Clientes de Despacho Sotol</b> para la empresa <b>Mesquite Labs México, S. de R.L. de C.V.</b> (RFC MLM250314K82).</p>
<p>En el portal podrá descargar sus declaraciones mensuales, CFDI de nómina, opiniones de cumplimiento y subir los estados de cuenta bancarios de cada mes.</p>
<p>Para aceptar la invitación y crear su contraseña, haga clic aquí: <a href="https://portal.despachosotol.mx/clientes/invitacion/aceptar?c=MSL-0931&amp;k=7e2fa0b6d1">Aceptar invitación</a></p>
<p>La invitación vence el 14 de octubre de 2026.</p>
<p>Atentamente,<br><b>Despacho Sotol Contadores Públicos</b><br>Calle Victoria 1214, Col. Centro, 31000 Chihuahua, Chih. &middot; Tel. (614) 555 0192<br><img src="https://portal.despachosotol.mx/img/firma-sotol.png" alt="Despacho Sotol" width="160"></p>
<p style="font-size:11px;color:#888888;">Este correo y sus anexos son confidenciales y para uso exclusivo del destinatario. Si lo recibió por error, avísenos y elimínelo.</p>
</div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Sabiapay (receiving account, Portuguese)

function sabiapay(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8e7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f0e2bd;border-radius:10px;">
<tr><td style="padding:24px 30px 0 30px;"><img src="https://static.sabiapay.com.br/email/sabia-logo.png" width="112" height="32" alt="sabiá pay"></td></tr>
<tr><td style="padding:20px 30px 28px 30px;font-family:'Nunito',Arial,sans-serif;font-size:15px;line-height:24px;color:#3a3222;">
${inner}
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #f0e2bd;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#9c8f6e;">
Sabiá Pagamentos Internacionais S.A. &middot; CNPJ 41.882.307/0001-55 &middot; Rua Fradique Coutinho, 1632 &middot; São Paulo &ndash; SP &middot; 05416-001<br>
Ouvidoria: 0800 555 0144 &middot; <a href="https://sabiapay.com.br/privacidade" style="color:#9c8f6e;">Privacidade</a> &middot; <a href="https://ajuda.sabiapay.com.br" style="color:#9c8f6e;">Central de ajuda</a>
</td></tr></table></td></tr></table></body></html>`;
}

const part18: Mail[] = [
  {
    family: "sabiapay",
    group: "regional",
    lang: "pt",
    kind: "verify-code",
    code: "804-117",
    link: null,
    from: "Sabiá Pay <seguranca@sabiapay.com.br>",
    to: TO,
    subject: "Seu código de confirmação Sabiá Pay",
    date: "Thu, 22 Oct 2026 15:18:36 -0300",
    text: `Olá, Jordan!

Use o código abaixo para confirmar o cadastro da empresa pagadora Mesquite Labs, Inc. na conta
de Rafael Ribeiro:

804-117

Ele expira em 5 minutos. A Sabiá Pay nunca pede esse código por telefone ou WhatsApp.

Se não foi você, ignore este e-mail.
`,
    html: sabiapay(
      `<p style="margin:0 0 14px 0;">Olá, Jordan!</p>
<p style="margin:0 0 18px 0;">Use o código abaixo para confirmar o cadastro da empresa pagadora <b>Mesquite Labs, Inc.</b> na conta de Rafael Ribeiro:</p>
<p style="margin:0 0 18px 0;text-align:center;"><span style="display:inline-block;background:#ffd23f;color:#3a3222;font-family:Arial,sans-serif;font-size:30px;font-weight:800;letter-spacing:4px;padding:12px 26px;border-radius:8px;">804-117</span></p>
<p style="margin:0;font-size:13px;color:#7d7257;">Ele expira em 5 minutos. A Sabiá Pay nunca pede esse código por telefone ou WhatsApp. Se não foi você, ignore este e-mail.</p>`,
    ),
    enc: "8bit",
  },
  {
    family: "sabiapay",
    group: "regional",
    lang: "pt",
    kind: "payment-received-fwd",
    code: null,
    link: null,
    from: "Rafael Ribeiro <rafael@ribeirodev.com.br>",
    to: TO,
    subject: "Fwd: Você recebeu US$ 6.200,00 de Mesquite Labs, Inc.",
    date: "Mon, 02 Nov 2026 09:27:40 -0300",
    text: `Oi Jordan, chegou certinho hoje cedo, obrigado! Segue o comprovante da Sabiá abaixo pro
financeiro de vocês.

Abraço,
Rafael

---------- Forwarded message ---------
De: Sabiá Pay <avisos@sabiapay.com.br>
Date: seg., 2 de nov. de 2026 às 09:03
Subject: Você recebeu US$ 6.200,00 de Mesquite Labs, Inc.
To: <rafael@ribeirodev.com.br>

Olá, Rafael!

Você recebeu um pagamento internacional.

  Pagador:         Mesquite Labs, Inc. (Austin, TX, EUA)
  Valor enviado:   US$ 6.200,00
  Câmbio:          R$ 5,4312 (VET R$ 5,3925)
  Valor creditado: R$ 33.433,50
  Referência:      Invoice RD-2026-014 — outubro/2026
  ID da operação:  SBP-7731-90A4

O contrato de câmbio foi enviado ao seu e-mail cadastrado e fica disponível no app em Extrato.
`,
    html:
      `<div dir="ltr">Oi Jordan, chegou certinho hoje cedo, obrigado! Segue o comprovante da Sabiá abaixo pro financeiro de vocês.<div><br></div><div>Abraço,</div><div>Rafael</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>De: <strong class="gmail_sendername" dir="auto">Sabiá Pay</strong> <span dir="auto">&lt;<a href="mailto:avisos@sabiapay.com.br">avisos@sabiapay.com.br</a>&gt;</span><br>Date: seg., 2 de nov. de 2026 às 09:03<br>Subject: Você recebeu US$ 6.200,00 de Mesquite Labs, Inc.<br>To: &lt;<a href="mailto:rafael@ribeirodev.com.br">rafael@ribeirodev.com.br</a>&gt;<br></div><br><br>` +
      sabiapay(
        `<p style="margin:0 0 14px 0;">Olá, Rafael!</p>
<p style="margin:0 0 18px 0;">Você recebeu um pagamento internacional. &#127881;</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td style="padding:6px 0;color:#7d7257;">Pagador</td><td align="right">Mesquite Labs, Inc. (Austin, TX, EUA)</td></tr>
<tr><td style="padding:6px 0;color:#7d7257;">Valor enviado</td><td align="right">US$ 6.200,00</td></tr>
<tr><td style="padding:6px 0;color:#7d7257;">Câmbio</td><td align="right">R$ 5,4312 (VET R$ 5,3925)</td></tr>
<tr><td style="padding:6px 0;color:#7d7257;"><b>Valor creditado</b></td><td align="right"><b>R$ 33.433,50</b></td></tr>
<tr><td style="padding:6px 0;color:#7d7257;">Referência</td><td align="right">Invoice RD-2026-014 &mdash; outubro/2026</td></tr>
<tr><td style="padding:6px 0;color:#7d7257;">ID da operação</td><td align="right">SBP-7731-90A4</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#7d7257;">O contrato de câmbio fica disponível no app em Extrato.</p>
<p style="margin:16px 0 0 0;"><a href="https://apps.apple.com/br/app/sabia-pay/id1622093371"><img src="https://static.sabiapay.com.br/email/badge-app-store-pt.png" alt="Baixar na App Store" height="34"></a> <a href="https://play.google.com/store/apps/details?id=br.com.sabiapay"><img src="https://static.sabiapay.com.br/email/badge-google-play-pt.png" alt="Disponível no Google Play" height="34"></a></p>`,
      ) + `</div></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Serverhain (German hosting)

function serverhain(inner: string): string {
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Serverhain</title></head>
<body style="margin:0;padding:0;background:#e9edf0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#e9edf0;"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="padding:18px 28px;border-bottom:3px solid #2b7a3d;"><img src="https://www.serverhain.de/static/mail/serverhain-logo.png" alt="SERVERHAIN" width="160" height="32"></td></tr>
<tr><td style="padding:26px 28px;font-family:'Source Sans Pro',Arial,sans-serif;font-size:15px;line-height:23px;color:#2a2a2a;">
${inner}
</td></tr>
<tr><td style="padding:18px 28px;background:#f5f7f8;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7b858c;">
Serverhain GmbH &middot; Am Hafen 12 &middot; 28217 Bremen &middot; Deutschland<br>
Geschäftsführer: Jens Kordes, Merve Aydın &middot; Amtsgericht Bremen HRB 31877 &middot; USt-IdNr. DE 318 442 905<br>
<a href="https://www.serverhain.de/impressum" style="color:#7b858c;">Impressum</a> &middot; <a href="https://www.serverhain.de/datenschutz" style="color:#7b858c;">Datenschutz</a> &middot; <a href="https://status.serverhain.de" style="color:#7b858c;">Statusseite</a> &middot; Support: +49 421 555 3090
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const part19: Mail[] = [
  {
    family: "serverhain",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "73915842",
    link: null,
    from: "Serverhain Kundenkonto <konto@serverhain.de>",
    to: TO,
    subject: "Ihr Anmeldecode für das Serverhain Kundenkonto",
    date: "Wed, 04 Nov 2026 16:12:05 +0100",
    text: `Guten Tag Jordan Alvarez,

für die Anmeldung an Ihrem Kundenkonto K-204417 wurde ein Bestätigungscode angefordert:

    7391 5842

Bitte geben Sie den Code innerhalb von 15 Minuten im Anmeldefenster ein.

Anfrage von: 72.182.14.9 (Austin, US), Firefox 132 unter Windows
Zeitpunkt: 04.11.2026, 16:11 Uhr (MEZ)

Falls Sie sich nicht anmelden wollten, ändern Sie bitte umgehend Ihr Passwort.

Mit freundlichen Grüßen
Ihr Serverhain-Team
`,
    html: serverhain(
      `<p style="margin:0 0 14px 0;">Guten Tag Jordan Alvarez,</p>
<p style="margin:0 0 18px 0;">für die Anmeldung an Ihrem Kundenkonto <b>K-204417</b> wurde ein Bestätigungscode angefordert:</p>
<p style="margin:0 0 18px 0;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;letter-spacing:3px;color:#2b7a3d;background:#eef6f0;padding:14px 0;text-align:center;">7391 5842</p>
<p style="margin:0 0 14px 0;">Bitte geben Sie den Code innerhalb von 15 Minuten im Anmeldefenster ein.</p>
<table cellpadding="2" cellspacing="0" border="0" style="font-size:13px;color:#5d666c;margin:0 0 14px 0;">
<tr><td>Anfrage von:</td><td>72.182.14.9 (Austin, US), Firefox 132 unter Windows</td></tr>
<tr><td>Zeitpunkt:</td><td>04.11.2026, 16:11 Uhr (MEZ)</td></tr></table>
<p style="margin:0 0 14px 0;font-size:13px;">Falls Sie sich nicht anmelden wollten, ändern Sie bitte umgehend Ihr Passwort.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihr Serverhain-Team</p>`,
    ),
    enc: "qp",
  },
  {
    family: "serverhain",
    group: "regional",
    lang: "de",
    kind: "maintenance",
    code: null,
    link: null,
    from: "Serverhain Netzbetrieb <wartung@serverhain.de>",
    to: TO,
    subject: "Geplante Wartung: Rechenzentrum Bremen-Überseestadt am 24.11.2026",
    date: "Tue, 10 Nov 2026 10:00:00 +0100",
    text: `Guten Tag,

wir führen am Dienstag, 24.11.2026, zwischen 02:00 und 05:00 Uhr (MEZ) Wartungsarbeiten an den
Core-Routern im Rechenzentrum Bremen-Überseestadt (BRE2) durch.

Betroffene Produkte in Ihrem Konto K-204417:
  - Dedicated Server DS-8 "mesquite-eu-db1" (IP 185.212.44.17)
  - Cloud-Server CX-4 "mesquite-eu-edge" (IP 185.212.44.62)

Während des Wartungsfensters kann es zu zwei kurzen Unterbrechungen der Netzwerkverbindung von
jeweils bis zu 5 Minuten kommen. Ein Neustart Ihrer Server ist nicht erforderlich.

Aktuelle Informationen finden Sie auf https://status.serverhain.de (Meldung #W-2026-117).

Mit freundlichen Grüßen
Ihr Serverhain-Netzbetrieb
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "serverhain",
    group: "regional",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Serverhain Buchhaltung <rechnung@serverhain.de>",
    to: TO,
    subject: "Ihre Rechnung RE-2026-1104417 (November 2026)",
    date: "Sun, 01 Nov 2026 07:03:44 +0100",
    text: `Guten Tag Jordan Alvarez,

anbei erhalten Sie Ihre Rechnung für den Leistungszeitraum 01.11.2026 – 30.11.2026.

Kundennummer:     K-204417
Rechnungsnummer:  RE-2026-1104417
Rechnungsbetrag:  214,90 EUR (Reverse Charge, Steuerschuldnerschaft des Leistungsempfängers)

Der Betrag wird am 08.11.2026 von Ihrer Kreditkarte (Visa •••• 4821) abgebucht.

Ihre Rechnungen finden Sie jederzeit im Kundenkonto unter „Buchhaltung“.

Mit freundlichen Grüßen
Ihr Serverhain-Team
`,
    html: serverhain(
      `<p style="margin:0 0 14px 0;">Guten Tag Jordan Alvarez,</p>
<p style="margin:0 0 16px 0;">anbei erhalten Sie Ihre Rechnung für den Leistungszeitraum 01.11.2026 &ndash; 30.11.2026.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border:1px solid #dde3e6;">
<tr style="background:#f5f7f8;"><td>Kundennummer</td><td align="right">K-204417</td></tr>
<tr><td>Rechnungsnummer</td><td align="right">RE-2026-1104417</td></tr>
<tr style="background:#f5f7f8;"><td>Dedicated Server DS-8</td><td align="right">169,00 EUR</td></tr>
<tr><td>Cloud-Server CX-4</td><td align="right">38,90 EUR</td></tr>
<tr style="background:#f5f7f8;"><td>Backup-Speicher 500 GB</td><td align="right">7,00 EUR</td></tr>
<tr><td><b>Rechnungsbetrag</b></td><td align="right"><b>214,90 EUR</b></td></tr>
</table>
<p style="margin:10px 0 14px 0;font-size:12px;color:#5d666c;">Reverse Charge &ndash; Steuerschuldnerschaft des Leistungsempfängers.</p>
<p style="margin:0 0 14px 0;">Der Betrag wird am 08.11.2026 von Ihrer Kreditkarte (Visa &bull;&bull;&bull;&bull; 4821) abgebucht. Ihre Rechnungen finden Sie jederzeit im Kundenkonto unter &bdquo;Buchhaltung&ldquo;.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihr Serverhain-Team</p>`,
    ),
    enc: "b64",
    attachment: [
      "RE-2026-1104417.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Serverhain Rechnung RE-2026-1104417 214,90 EUR\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Auftragsraum (German agency project portal)

const part20: Mail[] = [
  {
    family: "auftragsraum",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://kunden.auftragsraum.de/einladung/annehmen/4XKp9T2mWq7Z?projekt=mesquite-website-relaunch",
    from: "Lena Brückner über Auftragsraum <benachrichtigung@auftragsraum.de>",
    to: TO,
    subject: "Einladung zum Projekt „Mesquite Website-Relaunch“",
    date: "Thu, 22 Oct 2026 14:31:26 +0200",
    text: `Hallo Jordan,

Lena Brückner (Studio Brückner & Pohl, Leipzig) hat dich als Kunde zum Projekt
„Mesquite Website-Relaunch“ eingeladen.

Im Projektraum findest du Entwürfe, Zeitplan, Freigaben und Rechnungen an einem Ort. Nächster
Meilenstein: Design-Review am 29.10.2026.

Einladung annehmen:
https://kunden.auftragsraum.de/einladung/annehmen/4XKp9T2mWq7Z?projekt=mesquite-website-relaunch

Die Einladung ist 14 Tage gültig.

Viele Grüße
Auftragsraum – im Auftrag von Studio Brückner & Pohl

Auftragsraum UG (haftungsbeschränkt) · Karl-Liebknecht-Str. 88 · 04275 Leipzig
Impressum: https://auftragsraum.de/impressum · Datenschutz: https://auftragsraum.de/datenschutz
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #ececec;border-radius:6px;">
<tr><td style="padding:28px 32px 0 32px;"><table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://kunden.auftragsraum.de/uploads/workspace/brueckner-pohl/logo-bp.png" width="44" height="44" alt="Studio Brückner &amp; Pohl" style="border-radius:6px;"></td>
<td style="padding-left:12px;font-family:Arial,sans-serif;font-size:13px;color:#777777;">Studio Brückner &amp; Pohl<br>via Auftragsraum</td></tr></table></td></tr>
<tr><td style="padding:22px 32px 30px 32px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#222222;">
<p style="margin:0 0 14px 0;">Hallo Jordan,</p>
<p style="margin:0 0 14px 0;"><b>Lena Brückner</b> hat dich als Kunde zum Projekt <b>&bdquo;Mesquite Website-Relaunch&ldquo;</b> eingeladen.</p>
<p style="margin:0 0 22px 0;">Im Projektraum findest du Entwürfe, Zeitplan, Freigaben und Rechnungen an einem Ort. Nächster Meilenstein: Design-Review am 29.10.2026.</p>
<p style="margin:0 0 22px 0;"><a href="https://kunden.auftragsraum.de/einladung/annehmen/4XKp9T2mWq7Z?projekt=mesquite-website-relaunch" style="display:inline-block;background:#111111;color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold;">Einladung annehmen</a></p>
<p style="margin:0;font-size:13px;color:#777777;">Die Einladung ist 14 Tage gültig.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999999;">Auftragsraum UG (haftungsbeschränkt) &middot; Karl-Liebknecht-Str. 88 &middot; 04275 Leipzig &middot; <a href="https://auftragsraum.de/impressum" style="color:#999999;">Impressum</a> &middot; <a href="https://auftragsraum.de/datenschutz" style="color:#999999;">Datenschutz</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Lexiboreal (translation agency client portal, French)

const part21: Mail[] = [
  {
    family: "lexiboreal",
    group: "regional",
    lang: "fr",
    kind: "magic-link",
    code: null,
    link: "https://clients.lexiboreal.ca/connexion/lien?jeton=lxb_T8v2mQ9pZr4KcW1s&lang=fr",
    from: "Lexiboréal — Espace client <portail@lexiboreal.ca>",
    to: TO,
    subject: "Votre lien de connexion à l’Espace client Lexiboréal",
    date: "Mon, 26 Oct 2026 09:12:44 -0400",
    text: `Bonjour Jordan,

Voici votre lien de connexion à l'Espace client Lexiboréal. Il est valide pendant 20 minutes et ne
peut être utilisé qu'une seule fois :

https://clients.lexiboreal.ca/connexion/lien?jeton=lxb_T8v2mQ9pZr4KcW1s&lang=fr

Vous n'avez pas demandé ce lien? Vous pouvez ignorer ce courriel en toute sécurité.

L'équipe Lexiboréal
Traduction et localisation · 1255, rue Peel, bureau 900, Montréal (Québec) H3B 2T9 · 514 555-0166
`,
    html: `<!DOCTYPE html><html lang="fr-CA"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #1d6fa5;">
<tr><td style="padding:26px 34px 6px 34px;"><img src="https://clients.lexiboreal.ca/assets/courriel/lexiboreal.png" alt="Lexiboréal" width="150"></td></tr>
<tr><td style="padding:14px 34px 30px 34px;font-family:'Open Sans',Arial,sans-serif;font-size:15px;line-height:24px;color:#22313b;">
<p style="margin:0 0 14px 0;">Bonjour Jordan,</p>
<p style="margin:0 0 22px 0;">Voici votre lien de connexion à l&rsquo;Espace client Lexiboréal. Il est valide pendant 20&nbsp;minutes et ne peut être utilisé qu&rsquo;une seule fois.</p>
<p style="margin:0 0 22px 0;text-align:center;"><a href="https://clients.lexiboreal.ca/connexion/lien?jeton=lxb_T8v2mQ9pZr4KcW1s&amp;lang=fr" style="display:inline-block;background:#1d6fa5;color:#ffffff;text-decoration:none;font-weight:600;padding:13px 30px;border-radius:3px;">Me connecter</a></p>
<p style="margin:0;font-size:13px;color:#62737f;">Vous n&rsquo;avez pas demandé ce lien? Vous pouvez ignorer ce courriel en toute sécurité.</p>
</td></tr>
<tr><td style="padding:16px 34px;background:#f6f9fb;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7b8a95;">Lexiboréal &middot; Traduction et localisation &middot; 1255, rue Peel, bureau 900, Montréal (Québec) H3B 2T9 &middot; 514 555-0166<br><a href="https://lexiboreal.ca/confidentialite" style="color:#7b8a95;">Politique de confidentialité</a> &middot; <a href="https://clients.lexiboreal.ca/preferences" style="color:#7b8a95;">Préférences de courriel</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "lexiboreal",
    group: "regional",
    lang: "fr",
    kind: "delivery-notice",
    code: null,
    link: null,
    from: "Lexiboréal — Gestion de projets <projets@lexiboreal.ca>",
    to: TO,
    subject: "Livraison : projet LXB-26-4418 (interface app, EN > FR-CA)",
    date: "Fri, 30 Oct 2026 15:47:02 -0400",
    text: `Bonjour Jordan,

Les fichiers traduits du projet LXB-26-4418 sont prêts et déposés dans votre Espace client.

  Projet :        Interface application Mesquite — chaînes v3.8
  Paire :         anglais > français (Canada)
  Volume :        6 412 mots (dont 1 980 répétitions)
  Livraison :     30 octobre 2026, 15 h 45 HAE
  Montant :       1 186,22 $ CA avant taxes — facture F-2026-0917 à venir

Vos commentaires sur la terminologie nous aident à mettre à jour votre glossaire.

Bonne fin de semaine!
Mathilde Gagnon, chargée de projets
Lexiboréal · 514 555-0166, poste 204
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Factuurvink (Dutch invoicing), Rozliczka (Polish invoicing), Forkwise (newsletter)

const part22: Mail[] = [
  {
    family: "factuurvink",
    group: "regional",
    lang: "nl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Studio Kade via Factuurvink <facturen@factuurvink.nl>",
    to: TO,
    subject: "Factuur 2026-0061 van Studio Kade",
    date: "Tue, 03 Nov 2026 10:25:18 +0100",
    text: `Beste Jordan,

Hierbij ontvang je factuur 2026-0061 voor de illustraties en iconenset (oktober 2026).

  Factuurnummer:  2026-0061
  Factuurdatum:   3 november 2026
  Vervaldatum:    17 november 2026
  Bedrag:         € 3.420,00 (btw verlegd)
  IBAN:           NL42 RABO 0318 7720 55 t.n.v. Studio Kade
  Kenmerk:        2026-0061

Je kunt de factuur bekijken en direct betalen via:
https://pay.factuurvink.nl/f/kade/2026-0061?s=9fc21a

Met vriendelijke groet,
Noor van Kampen
Studio Kade · Oostelijke Handelskade 34 · 1019 BN Amsterdam · KvK 81277342

Verstuurd met Factuurvink — factureren zonder gedoe.
`,
    html: `<html><body style="margin:0;background:#f4f6f5;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:26px 30px 10px 30px;font-size:20px;font-weight:bold;color:#14322b;">Studio Kade</td></tr>
<tr><td style="padding:0 30px 18px 30px;font-size:15px;line-height:23px;color:#333333;">Beste Jordan,<br><br>Hierbij ontvang je factuur <b>2026-0061</b> voor de illustraties en iconenset (oktober 2026).</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f4f6f5;border-radius:6px;">
<tr><td>Factuurdatum</td><td align="right">3 november 2026</td></tr>
<tr><td>Vervaldatum</td><td align="right">17 november 2026</td></tr>
<tr><td><b>Bedrag</b></td><td align="right"><b>&euro; 3.420,00</b> (btw verlegd)</td></tr>
<tr><td>IBAN</td><td align="right">NL42 RABO 0318 7720 55</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:22px 30px;"><a href="https://pay.factuurvink.nl/f/kade/2026-0061?s=9fc21a" style="display:inline-block;background:#f5b700;color:#14322b;font-weight:bold;text-decoration:none;padding:12px 28px;border-radius:6px;">Bekijk en betaal factuur</a></td></tr>
<tr><td style="padding:0 30px 24px 30px;font-size:14px;line-height:21px;color:#333333;">Met vriendelijke groet,<br>Noor van Kampen<br><span style="font-size:12px;color:#777777;">Studio Kade &middot; Oostelijke Handelskade 34 &middot; 1019 BN Amsterdam &middot; KvK 81277342</span></td></tr>
</table>
<p style="font-size:11px;color:#8a9a95;">Verstuurd met <a href="https://www.factuurvink.nl/?ref=email" style="color:#8a9a95;">Factuurvink</a> &mdash; factureren zonder gedoe.</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rozliczka",
    group: "regional",
    lang: "pl",
    kind: "access-code",
    code: "318774",
    link: null,
    from: "Rozliczka <powiadomienia@rozliczka.pl>",
    to: TO,
    subject: "Kod dostępu do dokumentów od Kowalczyk Software Sp. z o.o.",
    date: "Thu, 12 Nov 2026 08:36:50 +0100",
    text: `Dzień dobry,

aby otworzyć dokumenty udostępnione przez Kowalczyk Software Sp. z o.o. (faktura FV/11/2026/014
oraz raport godzin za październik 2026), wpisz poniższy kod na stronie dokumentu:

318 774

Kod jest ważny przez 30 minut. Nie przekazuj go nikomu.

Jeśli nie spodziewasz się dokumentów od tego nadawcy, zignoruj tę wiadomość.

Zespół Rozliczka
Rozliczka sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź · NIP 7252331904
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "forkwise-digest",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Forkwise Ops Digest <digest@news.forkwise.io>",
    to: TO,
    subject: "Ops Digest #112: SCIM gotchas, SOC 2 on a budget, and the 3 a.m. pager",
    date: "Thu, 19 Nov 2026 07:30:00 -0500",
    headers: [["List-Unsubscribe", "<https://news.forkwise.io/u/Jq8Lw2?list=ops-digest>"]],
    text: `FORKWISE OPS DIGEST — Issue #112 · November 19, 2026
Read on the web: https://news.forkwise.io/ops-digest/112

Hi Jordan — three things worth your coffee this week.

1. SCIM deprovisioning is not instant
   Most IdPs batch push deletes every 40 minutes. If you're offboarding someone on a Friday, suspend
   them in the apps that matter by hand too. (7 min read)
   https://news.forkwise.io/r/112-1?u=Jq8Lw2

2. SOC 2 Type I for under $20k
   A 30-person startup shares its vendor list, timeline and the evidence spreadsheet they wish they'd
   had from day one. (12 min read)
   https://news.forkwise.io/r/112-2?u=Jq8Lw2

3. Who gets paged at 3 a.m.?
   A template for on-call rotations that doesn't burn out your only SRE. (5 min read)
   https://news.forkwise.io/r/112-3?u=Jq8Lw2

Job of the week: Head of IT, Series A climate startup, remote (US) — $150k–$175k.

Forkwise Media, 2261 Market Street #4510, San Francisco, CA 94114
Unsubscribe: https://news.forkwise.io/u/Jq8Lw2?list=ops-digest
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ops Digest #112</title></head>
<body style="margin:0;background:#fbfbf8;">
<div style="display:none;">SCIM gotchas, SOC 2 on a budget, and the 3 a.m. pager.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Charter,Georgia,serif;color:#1e1e1e;">
<tr><td style="padding:14px 20px;font-family:Arial,sans-serif;font-size:11px;color:#888888;" align="right"><a href="https://news.forkwise.io/ops-digest/112" style="color:#888888;">Read on the web</a></td></tr>
<tr><td style="padding:10px 20px 20px 20px;border-bottom:3px double #1e1e1e;"><span style="font-size:30px;font-weight:bold;">Forkwise</span> <span style="font-size:16px;font-style:italic;color:#555555;">Ops Digest &middot; #112 &middot; Nov 19, 2026</span></td></tr>
<tr><td style="padding:22px 20px 6px 20px;font-size:17px;line-height:27px;">Hi Jordan &mdash; three things worth your coffee this week.</td></tr>
<tr><td style="padding:16px 20px;font-size:16px;line-height:26px;"><a href="https://news.forkwise.io/r/112-1?u=Jq8Lw2" style="color:#1e1e1e;font-size:20px;font-weight:bold;text-decoration:none;">1. SCIM deprovisioning is not instant</a><br>Most IdPs batch push deletes every 40 minutes. If you&rsquo;re offboarding someone on a Friday, suspend them in the apps that matter by hand too. <span style="color:#888888;">(7 min read)</span></td></tr>
<tr><td style="padding:16px 20px;font-size:16px;line-height:26px;"><img src="https://news.forkwise.io/img/112/soc2-spreadsheet.png" width="560" alt="A spreadsheet of SOC 2 controls" style="display:block;width:100%;margin-bottom:10px;"><a href="https://news.forkwise.io/r/112-2?u=Jq8Lw2" style="color:#1e1e1e;font-size:20px;font-weight:bold;text-decoration:none;">2. SOC 2 Type I for under $20k</a><br>A 30-person startup shares its vendor list, timeline and the evidence spreadsheet they wish they&rsquo;d had from day one. <span style="color:#888888;">(12 min read)</span></td></tr>
<tr><td style="padding:16px 20px;font-size:16px;line-height:26px;"><a href="https://news.forkwise.io/r/112-3?u=Jq8Lw2" style="color:#1e1e1e;font-size:20px;font-weight:bold;text-decoration:none;">3. Who gets paged at 3 a.m.?</a><br>A template for on-call rotations that doesn&rsquo;t burn out your only SRE. <span style="color:#888888;">(5 min read)</span></td></tr>
<tr><td style="padding:16px 20px;"><table width="100%" cellpadding="14" cellspacing="0" style="background:#f1efe6;font-family:Arial,sans-serif;font-size:14px;"><tr><td><b>Job of the week:</b> Head of IT, Series A climate startup, remote (US) &mdash; $150k&ndash;$175k. <a href="https://news.forkwise.io/r/112-jobs?u=Jq8Lw2" style="color:#1e1e1e;">See the listing</a></td></tr></table></td></tr>
<tr><td style="padding:22px 20px 40px 20px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#888888;border-top:1px solid #dddddd;">Forkwise Media, 2261 Market Street #4510, San Francisco, CA 94114<br><a href="https://news.forkwise.io/u/Jq8Lw2?list=ops-digest" style="color:#888888;">Unsubscribe</a> &middot; <a href="https://news.forkwise.io/preferences?u=Jq8Lw2" style="color:#888888;">Preferences</a> &middot; <a href="https://x.com/forkwise" style="color:#888888;">X</a> &middot; <a href="https://www.linkedin.com/company/forkwise" style="color:#888888;">LinkedIn</a></td></tr>
</table></td></tr></table>
<img src="https://news.forkwise.io/o/112.gif?u=Jq8Lw2" width="1" height="1" alt="">
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Tenuta Orciano (offsite villa, Italian)

function orciano(inner: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3ede4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fffdf9;">
<tr><td><img src="https://www.tenutaorciano.it/media/newsletter/header-cipressi.jpg" width="580" height="150" alt="Tenuta Orciano &mdash; Val d'Orcia" style="display:block;"></td></tr>
<tr><td style="padding:28px 36px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:24px;color:#3d3328;">
${inner}
</td></tr>
<tr><td style="padding:16px 36px 24px 36px;border-top:1px solid #e7dccb;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9a8b77;">
Tenuta Orciano S.r.l. Agricola &middot; Podere Orciano 7 &middot; 53027 San Quirico d&rsquo;Orcia (SI) &middot; P.IVA 01488320527<br>
Tel. +39 0577 555 812 &middot; WhatsApp +39 333 555 0418 &middot; <a href="https://www.tenutaorciano.it/privacy" style="color:#9a8b77;">Privacy</a> &middot; <a href="https://www.instagram.com/tenutaorciano" style="color:#9a8b77;">Instagram</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const part23: Mail[] = [
  {
    family: "tenuta-orciano",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://prenota.tenutaorciano.it/area-ospiti/conferma-email?c=TO-2027-0419&t=b83e6c1f9a0d",
    from: "Tenuta Orciano <prenotazioni@tenutaorciano.it>",
    to: TO,
    subject: "Conferma il tuo indirizzo e-mail per l’Area Ospiti",
    date: "Mon, 23 Nov 2026 11:40:26 +0100",
    text: `Gentile Jordan,

grazie per aver creato l'accesso all'Area Ospiti di Tenuta Orciano per la prenotazione TO-2027-0419
(ritiro aziendale Mesquite Labs, 19–23 aprile 2027, 14 ospiti).

Per attivare l'accesso conferma il tuo indirizzo e-mail:
https://prenota.tenutaorciano.it/area-ospiti/conferma-email?c=TO-2027-0419&t=b83e6c1f9a0d

Il link resta valido per 48 ore. Dopo la conferma potrai inserire i nomi degli ospiti, le
preferenze alimentari e gli orari di arrivo.

A presto in Val d'Orcia,
Giulia Marchetti — Ufficio prenotazioni
`,
    html: orciano(
      `<p style="margin:0 0 14px 0;">Gentile Jordan,</p>
<p style="margin:0 0 14px 0;">grazie per aver creato l&rsquo;accesso all&rsquo;Area Ospiti di Tenuta Orciano per la prenotazione <b>TO-2027-0419</b> (ritiro aziendale Mesquite Labs, 19&ndash;23 aprile 2027, 14 ospiti).</p>
<p style="margin:0 0 22px 0;">Per attivare l&rsquo;accesso conferma il tuo indirizzo e-mail:</p>
<p style="margin:0 0 22px 0;text-align:center;"><a href="https://prenota.tenutaorciano.it/area-ospiti/conferma-email?c=TO-2027-0419&amp;t=b83e6c1f9a0d" style="display:inline-block;background:#7a5c3e;color:#ffffff;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;letter-spacing:1px;text-transform:uppercase;padding:13px 28px;">Conferma e-mail</a></p>
<p style="margin:0 0 14px 0;font-size:13px;color:#75685a;">Il link resta valido per 48 ore. Dopo la conferma potrai inserire i nomi degli ospiti, le preferenze alimentari e gli orari di arrivo.</p>
<p style="margin:0;font-style:italic;">A presto in Val d&rsquo;Orcia,<br>Giulia Marchetti &mdash; Ufficio prenotazioni</p>`,
    ),
    enc: "qp",
  },
  {
    family: "tenuta-orciano",
    group: "regional",
    lang: "it",
    kind: "deposit-receipt",
    code: null,
    link: null,
    from: "Tenuta Orciano <amministrazione@tenutaorciano.it>",
    to: TO,
    subject: "Ricevuta caparra confirmatoria — prenotazione TO-2027-0419",
    date: "Wed, 25 Nov 2026 16:05:51 +0100",
    text: `Gentile Jordan,

confermiamo di aver ricevuto la caparra confirmatoria per il vostro soggiorno.

  Prenotazione:     TO-2027-0419
  Periodo:          19–23 aprile 2027 (4 notti), casale intero + sala riunioni
  Importo totale:   € 18.640,00
  Caparra ricevuta: € 5.592,00 (30%) il 24/11/2026 tramite bonifico SEPA
  Saldo residuo:    € 13.048,00 entro il 19/03/2027

La fattura sarà emessa al saldo. Per modifiche al numero di ospiti scriveteci almeno 30 giorni
prima dell'arrivo.

Cordiali saluti,
Amministrazione Tenuta Orciano
Tel. +39 0577 555 812
`,
    html: orciano(
      `<p style="margin:0 0 14px 0;">Gentile Jordan,</p>
<p style="margin:0 0 16px 0;">confermiamo di aver ricevuto la caparra confirmatoria per il vostro soggiorno.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #e7dccb;">
<tr><td style="color:#75685a;">Prenotazione</td><td align="right">TO-2027-0419</td></tr>
<tr style="background:#f8f3eb;"><td style="color:#75685a;">Periodo</td><td align="right">19&ndash;23 aprile 2027 (4 notti)</td></tr>
<tr><td style="color:#75685a;">Importo totale</td><td align="right">&euro; 18.640,00</td></tr>
<tr style="background:#f8f3eb;"><td style="color:#75685a;">Caparra ricevuta</td><td align="right">&euro; 5.592,00 (30%) &middot; 24/11/2026</td></tr>
<tr><td style="color:#75685a;"><b>Saldo residuo</b></td><td align="right"><b>&euro; 13.048,00</b> entro il 19/03/2027</td></tr>
</table>
<p style="margin:16px 0 14px 0;font-size:13px;color:#75685a;">La fattura sarà emessa al saldo. Per modifiche al numero di ospiti scriveteci almeno 30 giorni prima dell&rsquo;arrivo.</p>
<p style="margin:0;">Cordiali saluti,<br>Amministrazione Tenuta Orciano</p>`,
    ),
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...part1,
  ...part2,
  ...part3,
  ...part4,
  ...part5,
  ...part6,
  ...part7,
  ...part8,
  ...part9,
  ...part10,
  ...part11,
  ...part12,
  ...part13,
  ...part14,
  ...part15,
  ...part16,
  ...part17,
  ...part18,
  ...part19,
  ...part20,
  ...part21,
  ...part22,
  ...part23,
];
