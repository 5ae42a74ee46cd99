/**
 * The inbox of a Kerala-born staff nurse at an NHS trust in the English Midlands over September and
 * October: rostering, e-learning, payroll, the regulator, her immigration account, UK and NRI banks,
 * remittances, bills, shopping and travel, her church and family senders, in ten languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Reshma Varghese <reshma.varghese@inbox.example>";

// ---------------------------------------------------------------- Wardline Roster (trust e-rostering)

function wardline(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Wardline Roster</title></head>
<body style="margin:0;padding:0;background:#eef2f5;font-family:Arial,Helvetica,sans-serif;">
<span style="display:none;max-height:0;overflow:hidden;color:#eef2f5;">${pre}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f5;">
<tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #005eb8;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #d8dde0;">
<img src="https://static.wardline-roster.co.uk/brand/wardline-logo-2x.png" width="150" height="34" alt="Wardline Roster">
<span style="float:right;font-size:12px;color:#4c6272;padding-top:10px;">Brindley Vale Hospitals NHS Trust</span>
</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#212b32;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:#f0f4f5;font-size:11px;line-height:16px;color:#4c6272;">
This is an automated message from Wardline Roster on behalf of Brindley Vale Hospitals NHS Trust. Replies to this address are not read.<br>
Rostering queries: ext. 4417 or <a href="mailto:rostering.team@brindleyvale.nhs.example" style="color:#005eb8;">rostering.team@brindleyvale.nhs.example</a><br>
<a href="https://brindleyvale.wardline-roster.co.uk/help" style="color:#005eb8;">Help</a> &middot;
<a href="https://www.wardline-roster.co.uk/privacy" style="color:#005eb8;">Privacy notice</a> &middot;
<a href="https://brindleyvale.wardline-roster.co.uk/me/notifications" style="color:#005eb8;">Notification settings</a><br>
Wardline Systems Ltd, 3 Canal Wharf, Birmingham B1 2JR. Registered in England No. 08813344.
</td></tr>
</table></td></tr></table></body></html>`;
}

const wardlineMails: Mail[] = [
  {
    family: "wardline-roster",
    group: "consumer",
    lang: "en",
    kind: "roster-published",
    code: null,
    link: null,
    from: "Wardline Roster <no-reply@wardline-roster.co.uk>",
    to: ME,
    subject: "Roster published: Ward 14 AMU, 28 Sep – 25 Oct 2026",
    date: "Mon, 7 Sep 2026 16:02:11 +0100",
    text: `Hello Reshma,

The roster for Ward 14 Acute Medical Unit covering 28 September to 25 October 2026 has been
approved and published by Joy Mathew (Ward Manager).

Your duties in this period:
  Long days (07:30-20:00)   9
  Nights (19:30-08:00)      4
  Annual leave              2 (19-20 Oct)
  Contracted hours          150.0   Rostered hours 149.5   Balance -0.5

First duty: Mon 28 Sep, LD, 07:30
Rest days requested and granted: 3 of 3

View your full roster:
https://brindleyvale.wardline-roster.co.uk/me/roster?period=2026-09-28

If you think a duty is wrong, speak to the ward manager before 14 September. Changes after the
roster is published go through the swap request process.

Wardline Roster for Brindley Vale Hospitals NHS Trust
Rostering team: ext. 4417
`,
    html: wardline(
      "Your roster for 28 Sep – 25 Oct is now published.",
      `<p style="margin:0 0 14px;">Hello Reshma,</p>
<p style="margin:0 0 14px;">The roster for <strong>Ward 14 Acute Medical Unit</strong> covering <strong>28 September to 25 October 2026</strong> has been approved and published by Joy Mathew (Ward Manager).</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px;width:100%;margin:0 0 16px;">
<tr style="background:#f0f4f5;"><td>Long days (07:30&ndash;20:00)</td><td align="right">9</td></tr>
<tr><td>Nights (19:30&ndash;08:00)</td><td align="right">4</td></tr>
<tr style="background:#f0f4f5;"><td>Annual leave</td><td align="right">2 (19&ndash;20 Oct)</td></tr>
<tr><td>Contracted / rostered hours</td><td align="right">150.0 / 149.5 (&minus;0.5)</td></tr>
</table>
<p style="margin:0 0 14px;">First duty: <strong>Mon 28 Sep, LD 07:30</strong>. Rest days requested and granted: 3 of 3.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#005eb8;border-radius:4px;">
<a href="https://brindleyvale.wardline-roster.co.uk/me/roster?period=2026-09-28" style="display:inline-block;padding:11px 20px;color:#ffffff;text-decoration:none;font-weight:bold;">View my roster</a>
</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#4c6272;">If you think a duty is wrong, speak to the ward manager before 14 September. Changes after publication go through the swap request process.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "wardline-roster",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://brindleyvale.wardline-roster.co.uk/invite/accept?t=wS7qK2mVx9LpR4dE&unit=AMU14-SWAP",
    from: "Wardline Roster <no-reply@wardline-roster.co.uk>",
    to: ME,
    subject: "Joy Mathew added you to the Ward 14 AMU swap board",
    date: "Thu, 10 Sep 2026 09:41:37 +0100",
    text: `Joy Mathew has invited you to the shared swap board for Ward 14 AMU.

The swap board lets staff on the unit offer and pick up each other's duties. Swaps still need
ward manager approval before they show on the roster.

Accept the invitation:
https://brindleyvale.wardline-roster.co.uk/invite/accept?t=wS7qK2mVx9LpR4dE&unit=AMU14-SWAP

This invitation is valid for 7 days. 23 colleagues have already joined.

Wardline Roster for Brindley Vale Hospitals NHS Trust
`,
    html: wardline(
      "Accept to see and offer shift swaps on Ward 14.",
      `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;">You're invited to the Ward 14 AMU swap board</p>
<p style="margin:0 0 14px;"><strong>Joy Mathew</strong> (Ward Manager) has invited you to the shared swap board for Ward 14 AMU. Staff on the unit use it to offer and pick up each other's duties; swaps still need ward manager approval before they show on the roster.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;"><tr><td style="background:#007f3b;border-radius:4px;">
<a href="https://brindleyvale.wardline-roster.co.uk/invite/accept?t=wS7qK2mVx9LpR4dE&amp;unit=AMU14-SWAP" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">Accept invitation</a>
</td></tr></table>
<p style="margin:0;font-size:13px;color:#4c6272;">Valid for 7 days &middot; 23 colleagues have already joined</p>`,
    ),
  },
  {
    family: "wardline-roster",
    group: "consumer",
    lang: "en",
    kind: "swap-approved",
    code: null,
    link: null,
    from: "Wardline Roster <no-reply@wardline-roster.co.uk>",
    to: ME,
    subject: "Swap approved – Sat 10 Oct N ↔ Tue 13 Oct LD",
    date: "Fri, 2 Oct 2026 13:15:52 +0100",
    text: `Your swap request SW-20611 has been approved by Joy Mathew.

  You give:  Sat 10 Oct 2026  Night 19:30-08:00
  You take:  Tue 13 Oct 2026  Long day 07:30-20:00
  With:      Merin Joseph (Band 5, Ward 14)

Your roster has been updated. No further action is needed.

https://brindleyvale.wardline-roster.co.uk/me/roster?period=2026-09-28
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Learnbridge Health (e-learning)

const learnbridgeMails: Mail[] = [
  {
    family: "learnbridge-health",
    group: "consumer",
    lang: "en",
    kind: "training-due",
    code: null,
    link: null,
    from: "Learnbridge Health <notifications@learnbridge-health.co.uk>",
    to: ME,
    subject: "3 statutory and mandatory courses due within 30 days",
    date: "Tue, 8 Sep 2026 06:00:04 +0100",
    text: `Dear Reshma Varghese,

Our records show the following statutory and mandatory training will expire soon:

  Basic Life Support (Level 2)           expires 21/09/2026
  Safeguarding Adults (Level 3)          expires 30/09/2026
  Information Governance & Data Security expires 04/10/2026

Compliance below 90% is reported to your line manager every month. Complete the courses at
https://brindleyvale.learnbridge-health.co.uk/my/learning

Basic Life Support also has a face-to-face part: book a session through the Resuscitation team
on ext. 2210.

Learning & Development, Brindley Vale Hospitals NHS Trust
`,
    html: `<html><body style="margin:0;background:#ffffff;">
<div style="display:none;">3 courses expire in the next 30 days.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#333;">
<tr><td style="background:#41245c;padding:14px 20px;"><img src="https://cdn.learnbridge-health.co.uk/email/lbh-white.png" alt="Learnbridge Health" height="28"></td></tr>
<tr><td style="padding:20px;">
<p>Dear Reshma Varghese,</p>
<p>Our records show the following statutory and mandatory training will expire soon:</p>
<table cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;">
<tr style="background:#f3eef7;"><th align="left">Course</th><th align="left">Expires</th><th></th></tr>
<tr><td>Basic Life Support (Level 2)</td><td style="color:#b00020;">21/09/2026</td><td><a href="https://brindleyvale.learnbridge-health.co.uk/course/view.php?id=118">Start</a></td></tr>
<tr><td>Safeguarding Adults (Level 3)</td><td>30/09/2026</td><td><a href="https://brindleyvale.learnbridge-health.co.uk/course/view.php?id=204">Start</a></td></tr>
<tr><td>Information Governance &amp; Data Security</td><td>04/10/2026</td><td><a href="https://brindleyvale.learnbridge-health.co.uk/course/view.php?id=77">Start</a></td></tr>
</table>
<p>Compliance below 90% is reported to your line manager every month. See everything assigned to you on <a href="https://brindleyvale.learnbridge-health.co.uk/my/learning">My learning</a>.</p>
<p>Basic Life Support also has a face-to-face part: book a session through the Resuscitation team on ext. 2210.</p>
<p>Learning &amp; Development<br>Brindley Vale Hospitals NHS Trust</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#777;border-top:1px solid #eee;">You receive these reminders because you hold an active employee account. <a href="https://brindleyvale.learnbridge-health.co.uk/user/preferences.php">Email preferences</a></td></tr>
</table></body></html>`,
  },
  {
    family: "learnbridge-health",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://brindleyvale.learnbridge-health.co.uk/login/forgot_password.php?token=Hq3vXcP0aZk81nLwT6eYb2RsJ9mU4fDg",
    from: "Learnbridge Health <notifications@learnbridge-health.co.uk>",
    to: ME,
    subject: "Brindley Vale Learning: password reset request",
    date: "Sat, 12 Sep 2026 22:48:19 +0100",
    text: `Hi Reshma,

A password reset was requested for your account 'rvarghese14' on Brindley Vale Learning
(Learnbridge Health).

To choose a new password, go to the following web address:

https://brindleyvale.learnbridge-health.co.uk/login/forgot_password.php?token=Hq3vXcP0aZk81nLwT6eYb2RsJ9mU4fDg

In most mail programs this should appear as a blue link which you can just click on. If that
doesn't work, copy and paste the address into the address line at the top of your web browser.

The link stays valid for 30 minutes from the time the reset was requested.

If you need help, please contact the site administrator,
Learning & Development Team
ld.helpdesk@brindleyvale.nhs.example
`,
    html: null,
  },
];

// ---------------------------------------------------------------- ePayDesk (payslips)

function epaydesk(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="background:#f7f7f7;margin:0;">
<center>
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;border:1px solid #e2e2e2;margin:24px 0;">
<tr><td style="padding:16px 22px;"><img src="https://www.epaydesk.co.uk/img/mail/epaydesk-logo.gif" alt="ePayDesk" width="120"></td>
<td align="right" style="padding:16px 22px;font-size:11px;color:#888;">Payroll Services<br>Brindley Vale Hospitals NHS Trust</td></tr>
<tr><td colspan="2" style="padding:4px 22px 22px;">${body}</td></tr>
<tr><td colspan="2" style="padding:12px 22px;background:#2d3e50;color:#cfd8e0;font-size:10px;line-height:15px;">
ePayDesk will never ask for your password or a security code by email or phone.<br>
Payroll Services: 0121 496 0871 (Mon&ndash;Fri 09:00&ndash;16:00) &middot; <a href="https://www.epaydesk.co.uk/support" style="color:#cfd8e0;">Support</a> &middot; <a href="https://www.epaydesk.co.uk/privacy" style="color:#cfd8e0;">Privacy</a><br>
&copy; 2026 ePayDesk Ltd, Unit 9 Lichfield Business Park, Lichfield WS13 6QX
</td></tr></table></center></body></html>`;
}

const epaydeskMails: Mail[] = [
  {
    family: "epaydesk",
    group: "consumer",
    lang: "en",
    kind: "payslip-available",
    code: null,
    link: null,
    from: "ePayDesk <payslips@epaydesk.co.uk>",
    to: ME,
    subject: "Your September 2026 payslip is ready",
    date: "Fri, 25 Sep 2026 05:30:00 +0100",
    text: `Dear Reshma,

Your payslip for September 2026 (pay date 25/09/2026) is now available in ePayDesk.

Employee number: 20417733
Pay period: Month 6

For your security, we do not show pay amounts in emails. Sign in to view or download it:
https://www.epaydesk.co.uk/brindleyvale/payslips

Queries about enhancements, unsocial hours or bank shifts should go to your rostering lead first.

Payroll Services
`,
    html: epaydesk(
      `<p>Dear Reshma,</p>
<p>Your payslip for <b>September 2026</b> (pay date 25/09/2026) is now available in ePayDesk.</p>
<p style="background:#f2f5f8;padding:10px;">Employee number: 20417733<br>Pay period: Month 6</p>
<p>For your security, we do not show pay amounts in emails. <a href="https://www.epaydesk.co.uk/brindleyvale/payslips" style="color:#1a6fb5;">Sign in to view or download it</a>.</p>
<p>Queries about enhancements, unsocial hours or bank shifts should go to your rostering lead first.</p>
<p>Payroll Services</p>`,
    ),
    enc: "qp",
  },
  {
    family: "epaydesk",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "503817",
    link: null,
    from: "ePayDesk <security@epaydesk.co.uk>",
    to: ME,
    subject: "ePayDesk security code",
    date: "Fri, 25 Sep 2026 19:04:26 +0100",
    text: `Your ePayDesk security code is: 503817

Enter this code on the sign-in screen to continue. It expires in 10 minutes.

You are receiving this because someone signed in to ePayDesk with your employee number and
password from a new browser (Chrome on Android, 19:04 BST). If this wasn't you, call Payroll
Services on 0121 496 0871 and change your password.
`,
    html: epaydesk(
      `<p>Your ePayDesk security code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#2d3e50;margin:8px 0 16px;">503817</p>
<p>Enter this code on the sign-in screen to continue. It expires in 10 minutes.</p>
<p style="font-size:11px;color:#666;">You are receiving this because someone signed in to ePayDesk with your employee number and password from a new browser (Chrome on Android, 19:04 BST). If this wasn't you, call Payroll Services on 0121 496 0871 and change your password.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- CNMP Registrant Online (regulator)

function cnmp(pre: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>CNMP</title></head>
<body style="margin:0;background:#f4f4f4;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="620" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="font-family:Georgia,'Times New Roman',serif;color:#1d1d1b;">
<tr><td bgcolor="#6a1b4d" style="padding:20px 28px;"><img src="https://www.cnmp.org.uk/assets/email/cnmp-logo-reverse.png" width="210" alt="Council for Nursing and Midwifery Practice"></td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:24px;">${body}</td></tr>
<tr><td style="padding:20px 28px;border-top:4px solid #6a1b4d;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#5a5a5a;">
Council for Nursing and Midwifery Practice, 61 Aldwych Court, London WC2B 4HN<br>
Registration enquiries: 020 7946 0523 &middot; <a href="https://www.cnmp.org.uk/contact" style="color:#6a1b4d;">Contact us</a> &middot; <a href="https://www.cnmp.org.uk/privacy" style="color:#6a1b4d;">Privacy</a> &middot; <a href="https://www.cnmp.org.uk/accessibility" style="color:#6a1b4d;">Accessibility</a><br>
<a href="https://twitter.com/cnmp_uk" style="color:#6a1b4d;">X</a> &middot; <a href="https://www.facebook.com/cnmpuk" style="color:#6a1b4d;">Facebook</a> &middot; <a href="https://www.linkedin.com/company/cnmp-uk" style="color:#6a1b4d;">LinkedIn</a>
</td></tr></table></td></tr></table></body></html>`;
}

const cnmpMails: Mail[] = [
  {
    family: "cnmp-online",
    group: "consumer",
    lang: "en",
    kind: "revalidation-reminder",
    code: null,
    link: null,
    from: "CNMP Registrant Online <registrant.online@cnmp.org.uk>",
    to: ME,
    subject: "Your revalidation application is due by 1 December 2026",
    date: "Tue, 1 Sep 2026 10:00:00 +0100",
    text: `Dear Reshma Varghese
PIN: 19E2741O

Your registration renewal date is 31 December 2026. You must submit your revalidation
application by 1 December 2026.

Before you apply, make sure you have:
 - completed 450 practice hours in the last three years
 - 35 hours of CPD, including 20 hours of participatory learning
 - five pieces of practice-related feedback and five written reflective accounts
 - had a reflective discussion and obtained confirmation

You apply through Registrant Online: https://online.cnmp.org.uk/
Guidance and templates: https://www.cnmp.org.uk/revalidation

If you do not submit by the deadline, your registration may lapse and you would not be able to
work as a nurse in the UK.

Registrations team
Council for Nursing and Midwifery Practice
`,
    html: cnmp(
      "Submit by 1 December 2026 to keep your registration.",
      `<p style="margin:0 0 6px;">Dear Reshma Varghese</p>
<p style="margin:0 0 18px;font-family:Arial,sans-serif;font-size:13px;color:#5a5a5a;">PIN: 19E2741O</p>
<p>Your registration renewal date is <strong>31 December 2026</strong>. You must submit your revalidation application by <strong>1 December 2026</strong>.</p>
<p>Before you apply, make sure you have:</p>
<ul style="padding-left:20px;">
<li>completed 450 practice hours in the last three years</li>
<li>35 hours of CPD, including 20 hours of participatory learning</li>
<li>five pieces of practice-related feedback and five written reflective accounts</li>
<li>had a reflective discussion and obtained confirmation</li>
</ul>
<p>You apply through <a href="https://online.cnmp.org.uk/" style="color:#6a1b4d;">Registrant Online</a>. Read our <a href="https://www.cnmp.org.uk/revalidation" style="color:#6a1b4d;">guidance and templates</a>.</p>
<p>If you do not submit by the deadline, your registration may lapse and you would not be able to work as a nurse in the UK.</p>
<p>Registrations team<br>Council for Nursing and Midwifery Practice</p>`,
    ),
  },
  {
    family: "cnmp-online",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://online.cnmp.org.uk/account/confirm-email?ref=cnmp_3e91b0c7d2a448f6&uid=884120",
    from: "CNMP Registrant Online <registrant.online@cnmp.org.uk>",
    to: ME,
    subject: "Confirm your new email address",
    date: "Sat, 19 Sep 2026 14:36:08 +0100",
    text: `Dear Reshma Varghese

You asked us to change the email address on your Registrant Online account to this one.
Please confirm the change by opening the link below within 24 hours:

https://online.cnmp.org.uk/account/confirm-email?ref=cnmp_3e91b0c7d2a448f6&uid=884120

Until you confirm, we will keep sending registration correspondence to your previous address.

If you did not ask for this, you can ignore this email and your details will not change.

Council for Nursing and Midwifery Practice
`,
    html: cnmp(
      "Confirm to start receiving registration emails here.",
      `<p>Dear Reshma Varghese</p>
<p>You asked us to change the email address on your Registrant Online account to this one. Please confirm the change within 24 hours.</p>
<table border="0" cellspacing="0" cellpadding="0" style="margin:22px 0;"><tr><td bgcolor="#6a1b4d" style="padding:13px 26px;">
<a href="https://online.cnmp.org.uk/account/confirm-email?ref=cnmp_3e91b0c7d2a448f6&amp;uid=884120" style="font-family:Arial,sans-serif;font-size:16px;color:#ffffff;text-decoration:none;font-weight:bold;">Confirm email address</a>
</td></tr></table>
<p>Until you confirm, we will keep sending registration correspondence to your previous address.</p>
<p style="font-size:14px;color:#5a5a5a;">If you did not ask for this, you can ignore this email and your details will not change.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "cnmp-online",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "K7P2Q9",
    link: null,
    from: "CNMP Registrant Online <registrant.online@cnmp.org.uk>",
    to: ME,
    subject: "Your Registrant Online verification code",
    date: "Sun, 4 Oct 2026 21:12:55 +0100",
    text: `Your verification code is K7P2Q9

Enter it on the Registrant Online sign-in page. The code can be used once and expires in 15 minutes.

Never share this code. CNMP staff will never ask you for it.
`,
    html: cnmp(
      "Your verification code is K7P2Q9",
      `<p>Your verification code is</p>
<table border="0" cellspacing="0" cellpadding="0" style="margin:8px 0 20px;"><tr>
<td style="border:1px solid #c9b3c1;background:#f8f2f6;padding:14px 22px;font-family:'Courier New',monospace;font-size:30px;letter-spacing:8px;font-weight:bold;">K7P2Q9</td>
</tr></table>
<p>Enter it on the Registrant Online sign-in page. The code can be used once and expires in 15 minutes.</p>
<p style="font-size:14px;color:#5a5a5a;">Never share this code. CNMP staff will never ask you for it.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- StatusLedger (immigration account)

const statusledgerMails: Mail[] = [
  {
    family: "statusledger-uk",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "774210",
    link: null,
    from: "StatusLedger <no-reply@notify.statusledger.service.example>",
    to: ME,
    subject: "Your StatusLedger security code",
    date: "Wed, 9 Sep 2026 07:53:21 +0100",
    text: `Your security code to sign in to your StatusLedger account is:

774 210

The code expires in 20 minutes.

Do not share this code with anyone, including employers or landlords. To prove your
immigration status to them, create a share code from your account instead.

StatusLedger - online immigration status
`,
    html:
      `<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:19px;line-height:1.3;color:#0b0c0c;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td bgcolor="#0b0c0c" style="padding:10px 15px;">
<span style="font-size:22px;font-weight:700;color:#ffffff;">StatusLedger</span></td></tr>
<tr><td bgcolor="#1d70b8" height="10"></td></tr>
<tr><td style="padding:20px 15px;max-width:580px;">
<p style="margin:0 0 20px;">Your security code to sign in to your StatusLedger account is:</p>
<p style="margin:0 0 20px;font-size:27px;font-weight:700;">774 210</p>
<p style="margin:0 0 20px;">The code expires in 20 minutes.</p>
<p style="margin:0 0 20px;">Do not share this code with anyone, including employers or landlords. To prove your immigration status to them, create a share code from your account instead.</p>
</td></tr></table></body></html>`,
  },
  {
    family: "statusledger-uk",
    group: "consumer",
    lang: "en",
    kind: "details-updated",
    code: null,
    link: null,
    from: "StatusLedger <no-reply@notify.statusledger.service.example>",
    to: ME,
    subject: "You updated the passport linked to your StatusLedger account",
    date: "Wed, 9 Sep 2026 08:05:47 +0100",
    text: `Dear RESHMA VARGHESE

You have linked a new passport to your StatusLedger account.

Passport number ending: ••••4417
Issued by: India
Expiry date: 14 August 2036

You should use this passport when you travel to the UK. Carriers and Border Force will check it
against your eVisa.

Your immigration status has not changed:
  Skilled Worker (Health and Care), valid until 22 March 2028

If you did not make this change, contact the StatusLedger Resolution Centre on 0300 790 6268.
`,
    html:
      `<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:19px;line-height:1.3;color:#0b0c0c;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td bgcolor="#0b0c0c" style="padding:10px 15px;">
<span style="font-size:22px;font-weight:700;color:#ffffff;">StatusLedger</span></td></tr>
<tr><td bgcolor="#1d70b8" height="10"></td></tr>
<tr><td style="padding:20px 15px;">
<p>Dear RESHMA VARGHESE</p>
<p>You have linked a new passport to your StatusLedger account.</p>
<table cellpadding="0" cellspacing="0" style="border-left:10px solid #b1b4b6;"><tr><td style="padding:15px;">
Passport number ending: &bull;&bull;&bull;&bull;4417<br>Issued by: India<br>Expiry date: 14 August 2036</td></tr></table>
<p>You should use this passport when you travel to the UK. Carriers and Border Force will check it against your eVisa.</p>
<p>Your immigration status has not changed:<br><strong>Skilled Worker (Health and Care), valid until 22 March 2028</strong></p>
<p>If you did not make this change, contact the StatusLedger Resolution Centre on 0300 790 6268.</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Hollybrook Bank (UK current account)

function hollybrook(pre: string, body: string): string {
  return `<html><head><meta charset="UTF-8"><style>a{color:#00704a}</style></head>
<body style="margin:0;background:#e9efe9;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:Tahoma,Arial,sans-serif;color:#1f2a24;">
<tr><td style="padding:22px 30px 10px;"><img src="https://email.hollybrookbank.co.uk/i/hb-holly-green.png" width="160" alt="Hollybrook Bank"></td></tr>
<tr><td style="padding:10px 30px 26px;font-size:15px;line-height:23px;">${body}</td></tr>
<tr><td style="padding:18px 30px;background:#f3f6f3;border-radius:0 0 8px 8px;font-size:11px;line-height:17px;color:#5b665f;">
We'll never ask you for your PIN, full password or a code we've sent you. If something doesn't feel right, call us on 0345 600 2731 (+44 113 496 0200 from abroad).<br>
<a href="https://click.email.hollybrookbank.co.uk/?qs=a81c2e&amp;u=help">Help</a> | <a href="https://click.email.hollybrookbank.co.uk/?qs=a81c2e&amp;u=security">Security centre</a> | <a href="https://click.email.hollybrookbank.co.uk/?qs=a81c2e&amp;u=privacy">Privacy</a><br>
Hollybrook Bank plc. Registered office: 1 Kirkgate Row, Leeds LS1 6BN. Registered in England and Wales no. 02093381. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 114402).
</td></tr></table></td></tr></table></body></html>`;
}

const hollybrookMails: Mail[] = [
  {
    family: "hollybrook-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Hollybrook Bank <statements@email.hollybrookbank.co.uk>",
    to: ME,
    subject: "Your September statement is ready to view",
    date: "Sat, 3 Oct 2026 06:14:02 +0100",
    text: `Hi Reshma,

Your statement for Everyday Current Account ending 6620 (sort code ending 41) for
3 September to 2 October 2026 is now available in the app and in Online Banking.

Your arranged overdraft limit is £500. You didn't use it during this period.

Log on to view your statement: https://click.email.hollybrookbank.co.uk/?qs=a81c2e&u=statements

Thanks,
Hollybrook Bank
`,
    html: hollybrook(
      "Everyday Current Account ending 6620",
      `<p>Hi Reshma,</p>
<p>Your statement for <b>Everyday Current Account ending 6620</b> (sort code ending 41) for 3 September to 2 October 2026 is now available in the app and in Online Banking.</p>
<p>Your arranged overdraft limit is &pound;500. You didn't use it during this period.</p>
<p><a href="https://click.email.hollybrookbank.co.uk/?qs=a81c2e&amp;u=statements" style="display:inline-block;background:#00704a;color:#ffffff;text-decoration:none;padding:10px 22px;border-radius:20px;">Log on to view</a></p>
<p>Thanks,<br>Hollybrook Bank</p>`,
    ),
    enc: "qp",
  },
  {
    family: "hollybrook-bank",
    group: "consumer",
    lang: "en",
    kind: "confirm-change-link",
    code: null,
    link:
      "https://click.email.hollybrookbank.co.uk/?qs=f20d97e41b&u=https%3A%2F%2Fonline.hollybrookbank.co.uk%2Fprofile%2Femail%2Fconfirm%3Fk%3D7YQm3Z0wd2",
    from: "Hollybrook Bank <alerts@email.hollybrookbank.co.uk>",
    to: ME,
    subject: "Please confirm your new email address",
    date: "Mon, 12 Oct 2026 08:11:44 +0100",
    text: `Hi Reshma,

You've asked us to use this email address for your Hollybrook Bank accounts. To finish the change,
confirm it here within 48 hours:

https://click.email.hollybrookbank.co.uk/?qs=f20d97e41b&u=https%3A%2F%2Fonline.hollybrookbank.co.uk%2Fprofile%2Femail%2Fconfirm%3Fk%3D7YQm3Z0wd2

We'll carry on using your old address until you do.

Didn't ask for this? Call us on 0345 600 2731.

Hollybrook Bank
`,
    html: hollybrook(
      "One step left to update your email address.",
      `<p>Hi Reshma,</p>
<p>You've asked us to use this email address for your Hollybrook Bank accounts. To finish the change, confirm it within 48 hours.</p>
<p><a href="https://click.email.hollybrookbank.co.uk/?qs=f20d97e41b&amp;u=https%3A%2F%2Fonline.hollybrookbank.co.uk%2Fprofile%2Femail%2Fconfirm%3Fk%3D7YQm3Z0wd2" style="display:inline-block;background:#00704a;color:#ffffff;text-decoration:none;padding:12px 26px;border-radius:20px;font-weight:bold;">Confirm email address</a></p>
<p>We'll carry on using your old address until you do.</p>
<p style="font-size:13px;color:#5b665f;">Didn't ask for this? Call us on 0345 600 2731.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Vembanad Bank (NRI banking, Kochi)

function vembanad(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body bgcolor="#ffffff" style="margin:0;">
<table width="640" align="center" border="0" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;color:#333333;border:1px solid #dcdcdc;">
<tr><td style="padding:12px 18px;border-bottom:3px solid #f29100;"><img src="https://www.vembanadbank.co.in/mailer/images/vb-logo.jpg" alt="Vembanad Bank" width="180" height="44" border="0"></td>
<td align="right" style="padding:12px 18px;border-bottom:3px solid #f29100;font-size:11px;color:#0b3d6b;">NRI Services</td></tr>
<tr><td colspan="2" style="padding:18px;">${body}</td></tr>
<tr><td colspan="2" style="padding:12px 18px;background:#0b3d6b;color:#ffffff;font-size:10px;line-height:15px;">
NRI Helpdesk (24x7): +91 484 661 2200 | Toll free from UK: 0800 028 6614 | nri.care@vembanadbank.co.in<br>
Vembanad Bank Ltd., Regd. Office: Marine Drive, Ernakulam, Kochi 682 031, Kerala. CIN L65191KL1931PLC000412.<br>
<a href="https://www.vembanadbank.co.in/security-tips" style="color:#ffd28a;">Security tips</a> | <a href="https://www.vembanadbank.co.in/privacy-policy" style="color:#ffd28a;">Privacy policy</a> | <a href="https://www.vembanadbank.co.in/unsubscribe?id=NR4471" style="color:#ffd28a;">Unsubscribe</a>
</td></tr></table></body></html>`;
}

const vembanadMails: Mail[] = [
  {
    family: "vembanad-bank",
    group: "regional",
    lang: "en",
    kind: "login-otp",
    code: "62049173",
    link: null,
    from: "Vembanad Bank <alerts@vembanadbank.co.in>",
    to: ME,
    subject: "OTP for VB NetBanking login",
    date: "Sun, 6 Sep 2026 17:22:10 +0530",
    text: `Dear Customer,

62049173 is your One Time Password (OTP) for logging in to VB NetBanking (User ID: RES****14).
The OTP is valid for 5 minutes. Do not share it with anyone, including bank staff.

Login requested on 06-09-2026 at 17:22:04 IST from IP 86.12.xx.xx.

If you have not initiated this request, please call our 24x7 NRI Helpdesk +91 484 661 2200
immediately.

Regards,
Vembanad Bank Ltd.

** This is a system generated mail. Please do not reply. **
`,
    html: null,
  },
  {
    family: "vembanad-bank",
    group: "regional",
    lang: "ml",
    kind: "fd-maturity",
    code: null,
    link: null,
    from: "Vembanad Bank <alerts@vembanadbank.co.in>",
    to: ME,
    subject: "നിങ്ങളുടെ NRE സ്ഥിരനിക്ഷേപം 15-10-2026-ന് കാലാവധി പൂർത്തിയാകുന്നു",
    date: "Tue, 15 Sep 2026 10:05:33 +0530",
    text: `പ്രിയ ഉപഭോക്താവേ,

താങ്കളുടെ NRE സ്ഥിരനിക്ഷേപ അക്കൗണ്ട് XXXXXXXX2291 15-10-2026-ന് കാലാവധി പൂർത്തിയാകുന്നു.

  നിക്ഷേപ തുക:       ₹ 4,00,000.00
  പലിശ നിരക്ക്:        7.10% (വാർഷികം)
  കാലാവധി തുക:      ₹ 4,29,412.00 (ഏകദേശം)
  നിലവിലെ നിർദ്ദേശം:   മുതലും പലിശയും ഒരു വർഷത്തേക്ക് സ്വയം പുതുക്കുക

നിർദ്ദേശം മാറ്റണമെങ്കിൽ 13-10-2026-നു മുമ്പ് VB NetBanking-ൽ "Deposits > Maturity instructions"
എന്ന ഭാഗം ഉപയോഗിക്കുകയോ ഞങ്ങളുടെ NRI ഹെൽപ്ഡെസ്ക്കിനെ (+91 484 661 2200) വിളിക്കുകയോ ചെയ്യുക.
NRE നിക്ഷേപത്തിന്റെ പലിശ ഇന്ത്യയിൽ ആദായനികുതി രഹിതമാണ്.

സ്നേഹപൂർവ്വം,
വേമ്പനാട് ബാങ്ക്, NRI സർവീസസ്
`,
    html: vembanad(
      `<p>പ്രിയ ഉപഭോക്താവേ,</p>
<p>താങ്കളുടെ NRE സ്ഥിരനിക്ഷേപ അക്കൗണ്ട് <b>XXXXXXXX2291</b> <b>15-10-2026</b>-ന് കാലാവധി പൂർത്തിയാകുന്നു.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;border-color:#dcdcdc;font-size:13px;">
<tr><td bgcolor="#fff4e0">നിക്ഷേപ തുക</td><td>₹ 4,00,000.00</td></tr>
<tr><td bgcolor="#fff4e0">പലിശ നിരക്ക്</td><td>7.10% (വാർഷികം)</td></tr>
<tr><td bgcolor="#fff4e0">കാലാവധി തുക</td><td>₹ 4,29,412.00 (ഏകദേശം)</td></tr>
<tr><td bgcolor="#fff4e0">നിലവിലെ നിർദ്ദേശം</td><td>മുതലും പലിശയും ഒരു വർഷത്തേക്ക് സ്വയം പുതുക്കുക</td></tr>
</table>
<p>നിർദ്ദേശം മാറ്റണമെങ്കിൽ 13-10-2026-നു മുമ്പ് <a href="https://netbanking.vembanadbank.co.in/">VB NetBanking</a>-ൽ "Deposits &gt; Maturity instructions" എന്ന ഭാഗം ഉപയോഗിക്കുകയോ ഞങ്ങളുടെ NRI ഹെൽപ്ഡെസ്ക്കിനെ വിളിക്കുകയോ ചെയ്യുക. NRE നിക്ഷേപത്തിന്റെ പലിശ ഇന്ത്യയിൽ ആദായനികുതി രഹിതമാണ്.</p>
<p>സ്നേഹപൂർവ്വം,<br>വേമ്പനാട് ബാങ്ക്, NRI സർവീസസ്</p>`,
    ),
    enc: "b64",
  },
  {
    family: "vembanad-bank",
    group: "regional",
    lang: "en",
    kind: "e-statement",
    code: null,
    link: null,
    from: "Vembanad Bank e-Statements <estatement@vembanadbank.co.in>",
    to: ME,
    subject: "Vembanad Bank NRE Savings e-Statement for September 2026",
    date: "Fri, 2 Oct 2026 03:11:47 +0530",
    text: `Dear RESHMA VARGHESE,

Please find attached your e-Statement for NRE Savings Account XXXXXXXX0817 for the period
01-09-2026 to 30-09-2026.

The attachment is password protected. The password is the first four letters of your name in
capitals followed by your date of birth in DDMM format (e.g. RESH0104).

Customer ID: 4471xxxx
Branch: Kadavanthra, Kochi (IFSC VMBK0000213)

To view the statement you need Adobe Reader 9 or later.

Regards,
Vembanad Bank Ltd.
`,
    html: vembanad(
      `<p>Dear RESHMA VARGHESE,</p>
<p>Please find attached your e-Statement for <b>NRE Savings Account XXXXXXXX0817</b> for the period 01-09-2026 to 30-09-2026.</p>
<p>The attachment is password protected. The password is the first four letters of your name in capitals followed by your date of birth in DDMM format (e.g. RESH0104).</p>
<p>Customer ID: 4471xxxx<br>Branch: Kadavanthra, Kochi (IFSC VMBK0000213)</p>
<p style="font-size:11px;color:#777;">To view the statement you need Adobe Reader 9 or later. <a href="https://get.adobe.com/reader/">Download</a></p>`,
    ),
    attachment: [
      "VB_NRE_XXXX0817_SEP2026.pdf",
      "application/pdf",
      "%PDF-1.6\n% encrypted statement placeholder\n1 0 obj << /Type /Catalog >> endobj\n/Encrypt << /Filter /Standard /V 2 >>\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "vembanad-bank",
    group: "regional",
    lang: "ml",
    kind: "beneficiary-otp",
    code: "318602",
    link: null,
    from: "Vembanad Bank <alerts@vembanadbank.co.in>",
    to: ME,
    subject: "ഗുണഭോക്താവിനെ ചേർക്കാനുള്ള OTP",
    date: "Thu, 22 Oct 2026 21:47:02 +0530",
    text: `പ്രിയ ഉപഭോക്താവേ,

VB NetBanking-ൽ പുതിയ ഗുണഭോക്താവിനെ (THOMAS VARGHESE, A/c XXXXXX5530, IFSC VMBK0000087)
ചേർക്കുന്നതിനുള്ള OTP: 318602

ഈ OTP 10 മിനിറ്റ് മാത്രം സാധുവാണ്. ആരുമായും പങ്കിടരുത്. ഗുണഭോക്താവിനെ ചേർത്ത ശേഷം ആദ്യ
30 മിനിറ്റ് ₹ 50,000 വരെ മാത്രമേ കൈമാറാൻ കഴിയൂ.

ഈ അഭ്യർത്ഥന താങ്കൾ നടത്തിയതല്ലെങ്കിൽ ഉടൻ +91 484 661 2200 എന്ന നമ്പറിൽ വിളിക്കുക.

വേമ്പനാട് ബാങ്ക്
`,
    html: vembanad(
      `<p>പ്രിയ ഉപഭോക്താവേ,</p>
<p>VB NetBanking-ൽ പുതിയ ഗുണഭോക്താവിനെ (<b>THOMAS VARGHESE</b>, A/c XXXXXX5530, IFSC VMBK0000087) ചേർക്കുന്നതിനുള്ള OTP:</p>
<p style="font-size:24px;font-weight:bold;color:#0b3d6b;margin:10px 0;">318602</p>
<p>ഈ OTP 10 മിനിറ്റ് മാത്രം സാധുവാണ്. ആരുമായും പങ്കിടരുത്. ഗുണഭോക്താവിനെ ചേർത്ത ശേഷം ആദ്യ 30 മിനിറ്റ് ₹ 50,000 വരെ മാത്രമേ കൈമാറാൻ കഴിയൂ.</p>
<p>ഈ അഭ്യർത്ഥന താങ്കൾ നടത്തിയതല്ലെങ്കിൽ ഉടൻ +91 484 661 2200 എന്ന നമ്പറിൽ വിളിക്കുക.</p>
<p>വേമ്പനാട് ബാങ്ക്</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Thuzhi Remit (UK → India remittance)

function thuzhi(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fdf7ee;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-radius:14px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#1b2b34;">
<tr><td style="padding:24px 32px 0;"><img src="https://assets.thuzhi.co.uk/mail/thuzhi-wordmark.png" width="112" height="32" alt="thuzhi"></td></tr>
<tr><td style="padding:20px 32px 28px;font-size:15px;line-height:24px;">${body}</td></tr>
</table>
<table role="presentation" width="560" cellspacing="0" cellpadding="0" border="0" style="font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8a7f70;">
<tr><td style="padding:18px 32px;" align="center">
<a href="https://apps.apple.com/gb/app/thuzhi-send-money-to-india/id1598803341"><img src="https://assets.thuzhi.co.uk/mail/app-store.png" width="110" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=uk.co.thuzhi.app"><img src="https://assets.thuzhi.co.uk/mail/google-play.png" width="122" alt="Get it on Google Play"></a><br><br>
Thuzhi Payments Ltd is authorised by the Financial Conduct Authority under the Payment Services Regulations 2017 (FRN 927455). 14 Hatton Garden, London EC1N 8AT.<br>
<a href="https://thuzhi.co.uk/help" style="color:#8a7f70;">Help centre</a> &middot; <a href="https://thuzhi.co.uk/legal/privacy" style="color:#8a7f70;">Privacy</a> &middot; <a href="https://thuzhi.co.uk/legal/terms" style="color:#8a7f70;">Terms</a>
</td></tr></table></td></tr></table></body></html>`;
}

const thuzhiMails: Mail[] = [
  {
    family: "thuzhi-remit",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "38104",
    link: "https://thuzhi.co.uk/verify-email?c=38104&e=cmVzaG1hLnZhcmdoZXNl&s=9f8b2a",
    from: "Thuzhi <hello@thuzhi.co.uk>",
    to: ME,
    subject: "38104 is your Thuzhi verification code",
    date: "Fri, 18 Sep 2026 12:40:55 +0100",
    text: `Welcome to Thuzhi, Reshma!

Enter this code in the app to verify your email address:

    38104

Or tap this link on your phone:
https://thuzhi.co.uk/verify-email?c=38104&e=cmVzaG1hLnZhcmdoZXNl&s=9f8b2a

Your first transfer to India is fee-free. We'll ask for your BRP or eVisa share code and a selfie
before you can send more than £1,000.

Team Thuzhi
`,
    html: thuzhi(
      "Verify your email to start sending money home.",
      `<h1 style="margin:0 0 14px;font-size:24px;">Welcome to Thuzhi, Reshma!</h1>
<p style="margin:0 0 10px;">Enter this code in the app to verify your email address:</p>
<table role="presentation" cellspacing="6" cellpadding="0" border="0" style="margin:0 0 16px;"><tr>
<td style="width:44px;height:54px;background:#fdf0dc;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;">3</td>
<td style="width:44px;height:54px;background:#fdf0dc;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;">8</td>
<td style="width:44px;height:54px;background:#fdf0dc;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;">1</td>
<td style="width:44px;height:54px;background:#fdf0dc;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;">0</td>
<td style="width:44px;height:54px;background:#fdf0dc;border-radius:8px;font-size:28px;font-weight:bold;text-align:center;">4</td>
</tr></table>
<p style="margin:0 0 18px;">Or, on your phone, <a href="https://thuzhi.co.uk/verify-email?c=38104&amp;e=cmVzaG1hLnZhcmdoZXNl&amp;s=9f8b2a" style="color:#d9480f;font-weight:bold;">tap here to verify</a>.</p>
<p style="margin:0;font-size:13px;color:#5f6b73;">Your first transfer to India is fee-free. We'll ask for your BRP or eVisa share code and a selfie before you can send more than &pound;1,000.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "thuzhi-remit",
    group: "consumer",
    lang: "ml",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "Thuzhi <transfers@thuzhi.co.uk>",
    to: ME,
    subject: "£650.00 തോമസ് വർഗീസിന് അയച്ചുകൊണ്ടിരിക്കുന്നു",
    date: "Fri, 25 Sep 2026 05:17:30 +0100",
    text: `നിങ്ങളുടെ പണം യാത്രയിലാണ്.

  നിങ്ങൾ അയച്ചത്        £650.00
  ഞങ്ങളുടെ ഫീസ്         £0.99
  ആകെ അടച്ചത്          £650.99
  വിനിമയ നിരക്ക്         1 GBP = 112.8830 INR (ഉറപ്പ്)
  തോമസിന് ലഭിക്കുന്നത്   ₹73,373.95
  അക്കൗണ്ട്             വേമ്പനാട് ബാങ്ക് ••••5530
  റഫറൻസ്              TZ-88201746
  പ്രതീക്ഷിക്കുന്ന സമയം    ഇന്ന്, 11:00 IST-നുള്ളിൽ

ആപ്പിൽ ട്രാക്ക് ചെയ്യാം. പണം എത്തുമ്പോൾ വീണ്ടും ഇമെയിൽ അയയ്ക്കും.

ടീം തുഴി
`,
    html: thuzhi(
      "₹73,373.95 ഇന്ന് വേമ്പനാട് ബാങ്ക് ••••5530-ൽ എത്തും.",
      `<p style="margin:0 0 6px;font-size:13px;color:#5f6b73;">ഇടപാട് TZ-88201746</p>
<h1 style="margin:0 0 18px;font-size:22px;">നിങ്ങളുടെ പണം യാത്രയിലാണ്</h1>
<table role="presentation" width="100%" cellspacing="0" cellpadding="7" border="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td>നിങ്ങൾ അയച്ചത്</td><td align="right">&pound;650.00</td></tr>
<tr><td>ഞങ്ങളുടെ ഫീസ്</td><td align="right">&pound;0.99</td></tr>
<tr><td><b>ആകെ അടച്ചത്</b></td><td align="right"><b>&pound;650.99</b></td></tr>
<tr><td>വിനിമയ നിരക്ക്</td><td align="right">1 GBP = 112.8830 INR</td></tr>
<tr><td><b>തോമസിന് ലഭിക്കുന്നത്</b></td><td align="right"><b>₹73,373.95</b></td></tr>
<tr><td>അക്കൗണ്ട്</td><td align="right">വേമ്പനാട് ബാങ്ക് &bull;&bull;&bull;&bull;5530</td></tr>
<tr><td>പ്രതീക്ഷിക്കുന്ന സമയം</td><td align="right">ഇന്ന്, 11:00 IST-നുള്ളിൽ</td></tr>
</table>
<p style="margin:18px 0 0;">ആപ്പിൽ ട്രാക്ക് ചെയ്യാം. പണം എത്തുമ്പോൾ വീണ്ടും ഇമെയിൽ അയയ്ക്കും.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "thuzhi-remit",
    group: "consumer",
    lang: "ml",
    kind: "transfer-delivered",
    code: null,
    link: null,
    from: "Thuzhi <transfers@thuzhi.co.uk>",
    to: ME,
    subject: "പണം എത്തി: ₹73,373.95 തോമസിന്റെ അക്കൗണ്ടിൽ",
    date: "Fri, 25 Sep 2026 06:02:41 +0100",
    text: `നമസ്കാരം റേഷ്മ,

നിങ്ങൾ അയച്ച ₹73,373.95 തോമസ് വർഗീസിന്റെ വേമ്പനാട് ബാങ്ക് അക്കൗണ്ടിൽ (••••5530) 10:31 IST-ന്
എത്തിയിരിക്കുന്നു.

ഇടപാട് നമ്പർ: TZ-88201746
UTR: VMBKH26268019934

അടുത്ത തവണ അയയ്ക്കാൻ ആപ്പിൽ "വീണ്ടും അയയ്ക്കുക" അമർത്തിയാൽ മതി.

ടീം തുഴി
`,
    html: thuzhi(
      "10:31 IST-ന് അക്കൗണ്ടിൽ എത്തി",
      `<h1 style="margin:0 0 14px;font-size:22px;">പണം എത്തി ✓</h1>
<p>നമസ്കാരം റേഷ്മ,</p>
<p>നിങ്ങൾ അയച്ച <b>₹73,373.95</b> തോമസ് വർഗീസിന്റെ വേമ്പനാട് ബാങ്ക് അക്കൗണ്ടിൽ (&bull;&bull;&bull;&bull;5530) 10:31 IST-ന് എത്തിയിരിക്കുന്നു.</p>
<p style="font-size:13px;color:#5f6b73;">ഇടപാട് നമ്പർ: TZ-88201746<br>UTR: VMBKH26268019934</p>
<p>അടുത്ത തവണ അയയ്ക്കാൻ ആപ്പിൽ "വീണ്ടും അയയ്ക്കുക" അമർത്തിയാൽ മതി.</p>
<p>ടീം തുഴി</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Paisalane (second remittance app)

const paisalaneMails: Mail[] = [
  {
    family: "paisalane",
    group: "consumer",
    lang: "hi",
    kind: "rate-alert",
    code: null,
    link: null,
    from: "Paisalane <offers@mail.paisalane.com>",
    to: ME,
    subject: "🔔 रेट अलर्ट: आज £1 = ₹113.40 — इस महीने का सबसे अच्छा रेट",
    date: "Wed, 14 Oct 2026 09:00:12 +0100",
    text: `नमस्ते रेशमा जी,

आपने £1 = ₹113.00 पर अलर्ट सेट किया था। आज सुबह 9 बजे का रेट ₹113.40 है।

  £250 भेजें  → ₹28,350.00
  £500 भेजें  → ₹56,700.00
  £1,000 भेजें → ₹1,13,400.00

दिवाली ऑफ़र: 31 अक्टूबर तक £300 से ज़्यादा के ट्रांसफ़र पर कोई फ़ीस नहीं। प्रोमो कोड DIWALI26।

रेट बदल सकता है; ट्रांसफ़र शुरू करते समय का रेट ही मान्य होगा।

अलर्ट बंद करने के लिए: https://www.paisalane.com/settings/alerts
टीम पैसालेन
`,
    html: `<html><body style="margin:0;background:#f2f0ff;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:'Noto Sans Devanagari',Arial,sans-serif;"><tr><td align="center" style="padding:18px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:20px 26px;background:#4b2bd6;border-radius:12px 12px 0 0;"><img src="https://cdn.paisalane.com/mail/paisalane-white.png" alt="Paisalane" width="130"></td></tr>
<tr><td style="padding:22px 26px;font-size:15px;line-height:24px;color:#222;">
<p>नमस्ते रेशमा जी,</p>
<p>आपने £1 = ₹113.00 पर अलर्ट सेट किया था। आज सुबह 9 बजे का रेट है:</p>
<p style="font-size:30px;font-weight:bold;color:#4b2bd6;margin:6px 0 16px;">£1 = ₹113.40</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f7f6ff;border-radius:8px;">
<tr><td>£250 भेजें</td><td align="right">₹28,350.00</td></tr>
<tr><td>£500 भेजें</td><td align="right">₹56,700.00</td></tr>
<tr><td>£1,000 भेजें</td><td align="right">₹1,13,400.00</td></tr>
</table>
<p style="margin:18px 0;"><a href="https://l.paisalane.com/c/ra?u=send&amp;utm_source=email&amp;utm_campaign=rate_alert" style="background:#ff7a1a;color:#ffffff;text-decoration:none;padding:11px 24px;border-radius:22px;font-weight:bold;">अभी पैसे भेजें</a></p>
<p style="background:#fff3e6;padding:10px;border-radius:6px;">🪔 दिवाली ऑफ़र: 31 अक्टूबर तक £300 से ज़्यादा के ट्रांसफ़र पर कोई फ़ीस नहीं। प्रोमो कोड <b>DIWALI26</b>।</p>
<p style="font-size:12px;color:#777;">रेट बदल सकता है; ट्रांसफ़र शुरू करते समय का रेट ही मान्य होगा।</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;border-top:1px solid #eee;">Paisalane Ltd, 88 Belgrave Road, Leicester LE4 6AS. FCA FRN 905813.<br><a href="https://www.paisalane.com/settings/alerts" style="color:#888;">अलर्ट बंद करें</a> · <a href="https://www.paisalane.com/unsubscribe?m=rv7781" style="color:#888;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "paisalane",
    group: "consumer",
    lang: "hi",
    kind: "login-code",
    code: "8841",
    link: null,
    from: "Paisalane <security@mail.paisalane.com>",
    to: ME,
    subject: "आपका Paisalane साइन-इन कोड",
    date: "Wed, 14 Oct 2026 09:06:48 +0100",
    text: `नमस्ते रेशमा जी,

नए डिवाइस पर साइन इन करने के लिए यह कोड डालें: 8841

यह कोड 5 मिनट में समाप्त हो जाएगा। Paisalane आपको यह कोड पूछने के लिए कभी फ़ोन नहीं करता।

अगर आपने साइन इन करने की कोशिश नहीं की, तो ऐप से अपना पासवर्ड बदलें और help@paisalane.com पर हमें लिखें।
`,
    html: `<html><body style="font-family:'Noto Sans Devanagari',Arial,sans-serif;font-size:15px;color:#222;">
<p>नमस्ते रेशमा जी,</p>
<p>नए डिवाइस पर साइन इन करने के लिए यह कोड डालें:</p>
<div style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#4b2bd6;padding:8px 0;">8841</div>
<p>यह कोड 5 मिनट में समाप्त हो जाएगा। Paisalane आपको यह कोड पूछने के लिए कभी फ़ोन नहीं करता।</p>
<p style="font-size:12px;color:#777;">अगर आपने साइन इन करने की कोशिश नहीं की, तो ऐप से अपना पासवर्ड बदलें और <a href="mailto:help@paisalane.com">help@paisalane.com</a> पर हमें लिखें।</p>
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Hedgerow Mobile (UK phone operator)

function hedgerow(pre: string, body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<span style="display:none!important;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;">
<tr><td style="padding:18px 20px;background:#2f5d3a;"><img src="https://img.hedgerowmobile.co.uk/e/logo-hedgerow-cream.png" width="140" alt="Hedgerow Mobile"></td>
<td align="right" style="padding:18px 20px;background:#2f5d3a;"><a href="https://trk.hedgerowmobile.co.uk/c/myaccount" style="color:#f3ead3;font-size:13px;">My Hedgerow</a></td></tr>
<tr><td colspan="2" style="padding:24px 20px;font-size:15px;line-height:22px;">${body}</td></tr>
<tr><td colspan="2" style="padding:18px 20px;background:#f3ead3;font-size:11px;line-height:16px;color:#555;">
Call 150 from your Hedgerow phone or 0333 014 9150 from any other. <a href="https://www.hedgerowmobile.co.uk/help" style="color:#2f5d3a;">Help</a> &middot; <a href="https://www.hedgerowmobile.co.uk/privacy" style="color:#2f5d3a;">Privacy</a> &middot; <a href="https://trk.hedgerowmobile.co.uk/c/prefs?u=HM20557" style="color:#2f5d3a;">Email preferences</a><br>
Hedgerow Mobile Ltd, Foundry House, 20 Shambles Street, Worcester WR1 2RB. Company no. 10944210.
</td></tr></table></td></tr></table></body></html>`;
}

const hedgerowMails: Mail[] = [
  {
    family: "hedgerow-mobile",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Hedgerow Mobile <bills@hedgerowmobile.co.uk>",
    to: ME,
    subject: "Your Hedgerow bill for October: £18.50",
    date: "Thu, 8 Oct 2026 07:45:19 +0100",
    text: `Hi Reshma,

Your bill is ready.

  Account number      HM-20557183
  Mobile              07700 900 418
  Bill date           8 October 2026
  Plan                SIM Only 30GB + World Minutes 200   £16.00
  Extras              Calls to India beyond allowance       £2.50
  Total               £18.50

We'll collect £18.50 by Direct Debit on or after 15 October 2026 from your account ending 6620.

See the full breakdown: https://trk.hedgerowmobile.co.uk/c/bill?m=2026-10

Hedgerow Mobile
`,
    html: hedgerow(
      "£18.50 will be collected on or after 15 October.",
      `<p>Hi Reshma,</p>
<p style="font-size:20px;font-weight:bold;margin:0 0 14px;">Your October bill is &pound;18.50</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #e4ddc6;">
<tr><td>Account number</td><td align="right">HM-20557183</td></tr>
<tr><td>Mobile</td><td align="right">07700 900 418</td></tr>
<tr><td>SIM Only 30GB + World Minutes 200</td><td align="right">&pound;16.00</td></tr>
<tr><td>Calls to India beyond allowance</td><td align="right">&pound;2.50</td></tr>
<tr style="background:#f3ead3;"><td><b>Total</b></td><td align="right"><b>&pound;18.50</b></td></tr>
</table>
<p>We'll collect &pound;18.50 by Direct Debit on or after 15 October 2026 from your account ending 6620.</p>
<p><a href="https://trk.hedgerowmobile.co.uk/c/bill?m=2026-10" style="color:#2f5d3a;font-weight:bold;">See the full breakdown &rsaquo;</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "hedgerow-mobile",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "290731",
    link: null,
    from: "Hedgerow Mobile <noreply@hedgerowmobile.co.uk>",
    to: ME,
    subject: "Your My Hedgerow one-time code",
    date: "Sat, 17 Oct 2026 15:20:02 +0100",
    text: `Your one-time code for My Hedgerow is 290 731.

It's valid for 10 minutes. If you didn't ask for it, you can ignore this email - your account is safe.
`,
    html: hedgerow(
      "Your one-time code is 290 731",
      `<p>Your one-time code for My Hedgerow is</p>
<p style="font-size:32px;font-weight:bold;color:#2f5d3a;margin:4px 0 16px;">290&nbsp;731</p>
<p>It's valid for 10 minutes. If you didn't ask for it, you can ignore this email &ndash; your account is safe.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Ravensmoor District Council

const ravensmoorMails: Mail[] = [
  {
    family: "ravensmoor-council",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://myaccount.ravensmoor.gov.example/register/verify?token=eyJhbGciOiJIUzI1NiJ9.cnZhcmdoZXNl.Yk8mQ3",
    from: "Ravensmoor District Council <myaccount@ravensmoor.gov.example>",
    to: ME,
    subject: "Activate your Ravensmoor MyAccount",
    date: "Wed, 16 Sep 2026 20:14:33 +0100",
    text: `Dear Reshma Varghese,

Thank you for registering for a Ravensmoor MyAccount. To activate your account, please click the
link below or copy it into your browser:

https://myaccount.ravensmoor.gov.example/register/verify?token=eyJhbGciOiJIUzI1NiJ9.cnZhcmdoZXNl.Yk8mQ3

The link expires after 72 hours. Once your account is active you can link your council tax
account (you will need the 8-digit account reference from your bill), set up Direct Debit,
check bin collection days and report problems.

Customer Services
Ravensmoor District Council, Civic Centre, Market Street, Ravensmoor RM4 1AA
01632 960 400
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#003a5d;padding:14px 18px;"><img src="https://www.ravensmoor.gov.example/site/img/crest-white.png" height="40" alt="Ravensmoor District Council"></td></tr>
<tr><td style="padding:20px 18px;">
<p>Dear Reshma Varghese,</p>
<p>Thank you for registering for a Ravensmoor MyAccount. To activate your account, please click the link below or copy it into your browser:</p>
<p><a href="https://myaccount.ravensmoor.gov.example/register/verify?token=eyJhbGciOiJIUzI1NiJ9.cnZhcmdoZXNl.Yk8mQ3">https://myaccount.ravensmoor.gov.example/register/verify?token=eyJhbGciOiJIUzI1NiJ9.cnZhcmdoZXNl.Yk8mQ3</a></p>
<p>The link expires after 72 hours. Once your account is active you can link your council tax account (you will need the 8-digit account reference from your bill), set up Direct Debit, check bin collection days and report problems.</p>
<p>Customer Services<br>Ravensmoor District Council, Civic Centre, Market Street, Ravensmoor RM4 1AA<br>01632 960 400</p>
</td></tr>
<tr><td style="padding:12px 18px;border-top:1px solid #ccc;font-size:12px;"><a href="https://www.ravensmoor.gov.example/privacy">Privacy notice</a> | <a href="https://www.ravensmoor.gov.example/accessibility">Accessibility</a></td></tr></table>
</body></html>`,
  },
  {
    family: "ravensmoor-council",
    group: "consumer",
    lang: "en",
    kind: "council-tax-bill",
    code: null,
    link: null,
    from: "Ravensmoor District Council <ebilling@ravensmoor.gov.example>",
    to: ME,
    subject: "Council Tax bill - account 60418227",
    date: "Mon, 21 Sep 2026 10:31:08 +0100",
    text: `Dear Reshma Varghese,

Your council tax bill for 14 Aylesford Court, Station Road, Ravensmoor RM4 7TQ is attached.
You moved in on 1 September 2026, so this bill covers 1 September 2026 to 31 March 2027.

  Account reference:   60418227
  Valuation band:      B
  Charge for period:   £1,073.61
  Single person discount (25%): -£268.40
  Amount due:          £805.21

You pay by Direct Debit: 7 instalments of £115.03 on the 1st of each month from 1 October 2026.

Please keep this email for your records. You can view your bills and instalments in MyAccount.

Revenues Team
Ravensmoor District Council
`,
    html: null,
    attachment: [
      "CouncilTax_60418227_2026-27.pdf",
      "application/pdf",
      "%PDF-1.4\n% Ravensmoor District Council - Council Tax demand notice 2026/27 - account 60418227\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Oakhaven Lettings (letting agent)

function oakhaven(body: string): string {
  return `<div style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#333;max-width:620px;">
${body}
<table cellpadding="0" cellspacing="0" style="margin-top:24px;border-top:2px solid #a2783c;font-size:12px;color:#666;"><tr>
<td style="padding:10px 12px 0 0;"><img src="https://oakhavenlettings.co.uk/wp-content/uploads/2024/02/oakhaven-sig.png" width="90" alt="Oakhaven Lettings"></td>
<td style="padding:10px 0 0;">Oakhaven Lettings &amp; Property Management<br>22 High Street, Ravensmoor RM4 1BD &middot; 01632 960 712<br>
<a href="https://oakhavenlettings.co.uk" style="color:#a2783c;">oakhavenlettings.co.uk</a> &middot; Member of Propertymark. Client money protection: CMP 00481.</td>
</tr></table></div>`;
}

const oakhavenMails: Mail[] = [
  {
    family: "oakhaven-lettings",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://oakhaven.tenantdesk.co.uk/activate/3b7d0c9e-2f14-4a66-8d1b-90e5c7a2f431",
    from: "Oakhaven Lettings <lettings@oakhavenlettings.co.uk>",
    to: ME,
    subject: "Your tenant portal for 14 Aylesford Court",
    date: "Wed, 2 Sep 2026 11:09:50 +0100",
    text: `Dear Reshma,

Welcome to your new home at 14 Aylesford Court. We've set up your tenant portal, where you can
report repairs, see your rent statements and find your tenancy documents.

Please activate your account and choose a password here:
https://oakhaven.tenantdesk.co.uk/activate/3b7d0c9e-2f14-4a66-8d1b-90e5c7a2f431

For emergencies out of office hours (no heating, water leaks, lock-outs) call 01632 960 799.

Kind regards,
Hannah Pryce
Property Manager
`,
    html: oakhaven(`<p>Dear Reshma,</p>
<p>Welcome to your new home at 14 Aylesford Court. We've set up your tenant portal, where you can report repairs, see your rent statements and find your tenancy documents.</p>
<p>Please <a href="https://oakhaven.tenantdesk.co.uk/activate/3b7d0c9e-2f14-4a66-8d1b-90e5c7a2f431" style="color:#a2783c;font-weight:bold;">activate your account and choose a password</a>.</p>
<p>For emergencies out of office hours (no heating, water leaks, lock-outs) call 01632 960 799.</p>
<p>Kind regards,<br>Hannah Pryce<br>Property Manager</p>`),
  },
  {
    family: "oakhaven-lettings",
    group: "consumer",
    lang: "en",
    kind: "rent-receipt",
    code: null,
    link: null,
    from: "Oakhaven Lettings <accounts@oakhavenlettings.co.uk>",
    to: ME,
    subject: "Rent received - 14 Aylesford Court - October 2026",
    date: "Thu, 1 Oct 2026 14:26:03 +0100",
    text: `Dear Reshma,

Thank you, we have received your rent payment.

Property: 14 Aylesford Court, Station Road, Ravensmoor RM4 7TQ
Tenancy ref: OH/AYL/014
Amount received: £795.00 on 01/10/2026
Period: 01/10/2026 - 31/10/2026
Balance: £0.00

Accounts Team
Oakhaven Lettings
`,
    html: oakhaven(`<p>Dear Reshma,</p>
<p>Thank you, we have received your rent payment.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;border:1px solid #e6dccb;">
<tr><td>Property</td><td>14 Aylesford Court, Station Road, Ravensmoor RM4 7TQ</td></tr>
<tr><td>Tenancy ref</td><td>OH/AYL/014</td></tr>
<tr><td>Amount received</td><td>&pound;795.00 on 01/10/2026</td></tr>
<tr><td>Period</td><td>01/10/2026 &ndash; 31/10/2026</td></tr>
<tr><td>Balance</td><td>&pound;0.00</td></tr></table>
<p>Accounts Team<br>Oakhaven Lettings</p>`),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Pantrywell (supermarket)

const pantrywellMails: Mail[] = [
  {
    family: "pantrywell",
    group: "consumer",
    lang: "en",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Pantrywell <orders@pantrywell.co.uk>",
    to: ME,
    subject: "Order confirmed for Sunday 20 Sep, 18:00-19:00",
    date: "Thu, 17 Sep 2026 22:03:51 +0100",
    text: `Thanks for your order, Reshma

Order number: PW-4410-93826
Delivery: Sunday 20 September, 18:00-19:00
Address: 14 Aylesford Court, Station Road, Ravensmoor RM4 7TQ

  32 items                       £61.47
  Pantrywell Plus savings        -£4.20
  Delivery (Saver slot)          £1.50
  Estimated total                £58.77

You can add or change items until 23:00 on Saturday 19 September. Items charged by weight, like
fish and vegetables, may change the final total slightly.

Points: you've earned 58 Pantrywell Points with this order.

Manage your order: https://www.pantrywell.co.uk/account/orders/PW-4410-93826
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fffaf2;">
<div style="display:none;">You can change it until 23:00 on Saturday.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Trebuchet MS,Arial,sans-serif;color:#2e2a25;background:#ffffff;">
<tr><td style="padding:16px 24px;background:#e8552f;"><a href="https://www.pantrywell.co.uk/?utm_source=transactional"><img src="https://media.pantrywell.co.uk/email/pw-logo-white.png" width="150" alt="Pantrywell"></a></td></tr>
<tr><td style="padding:24px;">
<h1 style="font-size:22px;margin:0 0 12px;">Thanks for your order, Reshma</h1>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#fff2ea;font-size:14px;"><tr>
<td><b>Delivery</b><br>Sunday 20 September<br>18:00&ndash;19:00</td>
<td><b>Order number</b><br>PW-4410-93826</td>
<td><b>Address</b><br>14 Aylesford Court<br>Ravensmoor RM4 7TQ</td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin-top:14px;">
<tr><td>32 items</td><td align="right">&pound;61.47</td></tr>
<tr><td>Pantrywell Plus savings</td><td align="right" style="color:#1d7a3e;">&minus;&pound;4.20</td></tr>
<tr><td>Delivery (Saver slot)</td><td align="right">&pound;1.50</td></tr>
<tr style="border-top:1px solid #ddd;"><td><b>Estimated total</b></td><td align="right"><b>&pound;58.77</b></td></tr></table>
<p style="font-size:14px;">You can add or change items until <b>23:00 on Saturday 19 September</b>. Items charged by weight may change the final total slightly.</p>
<p><a href="https://www.pantrywell.co.uk/account/orders/PW-4410-93826" style="background:#e8552f;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px;">Manage order</a></p>
<p style="font-size:13px;">You've earned <b>58 Pantrywell Points</b> with this order.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#8b8175;background:#f6efe4;">Pantrywell Stores Ltd, Pantrywell House, Wolverhampton WV10 9RU. Customer care 0800 048 7220.<br>
<a href="https://www.pantrywell.co.uk/help" style="color:#8b8175;">Help</a> &middot; <a href="https://www.pantrywell.co.uk/privacy" style="color:#8b8175;">Privacy</a> &middot; <a href="https://www.facebook.com/pantrywell" style="color:#8b8175;">Facebook</a> &middot; <a href="https://www.instagram.com/pantrywell" style="color:#8b8175;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Railbird (UK train tickets)

const railbirdMails: Mail[] = [
  {
    family: "railbird-tickets",
    group: "consumer",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Railbird <tickets@railbird.co.uk>",
    to: ME,
    subject: "Your e-tickets: Ravensmoor → London Euston, Sat 24 Oct",
    date: "Mon, 19 Oct 2026 23:18:40 +0100",
    text: `Booking confirmed

Booking reference: RB7Q4KX2
Ravensmoor to London Euston (via Birmingham New Street)
Out: Saturday 24 October 2026, depart 07:42, arrive 09:58
Return: Saturday 24 October 2026, depart 19:23, arrive 21:40
1 adult, 2 x Advance Single, Standard class

  Outward Advance Single    £23.40
  Return Advance Single     £19.10
  Booking fee               £0.00
  Total                     £42.50 (Apple Pay)

Your mobile tickets are in the Railbird app. Advance tickets are only valid on the booked trains.
Seats: Coach C, seat 42 (out) / Coach F, seat 17 (return).

Receipt and refunds: https://www.railbird.co.uk/bookings/RB7Q4KX2
`,
    html: `<html><body style="margin:0;background:#eaf3fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Helvetica,Arial,sans-serif;color:#102a43;border-radius:10px;overflow:hidden;">
<tr><td style="padding:18px 24px;background:#102a43;"><img src="https://static.railbird.co.uk/email/railbird-logo-light.png" width="120" alt="Railbird"></td></tr>
<tr><td style="padding:22px 24px;">
<p style="margin:0;font-size:13px;color:#627d98;">Booking reference <b style="color:#102a43;">RB7Q4KX2</b></p>
<h1 style="margin:6px 0 16px;font-size:22px;">Ravensmoor &rarr; London Euston</h1>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;border:1px solid #d9e2ec;border-radius:8px;">
<tr><td><b>Out</b> Sat 24 Oct<br>07:42 Ravensmoor &rarr; 09:58 London Euston<br><span style="color:#627d98;">Change at Birmingham New Street &middot; Coach C, seat 42</span></td><td align="right">&pound;23.40</td></tr>
<tr><td><b>Return</b> Sat 24 Oct<br>19:23 London Euston &rarr; 21:40 Ravensmoor<br><span style="color:#627d98;">Coach F, seat 17</span></td><td align="right">&pound;19.10</td></tr>
<tr><td><b>Total</b> (Apple Pay)</td><td align="right"><b>&pound;42.50</b></td></tr>
</table>
<p style="font-size:14px;">Your mobile tickets are in the Railbird app. Advance tickets are only valid on the booked trains.</p>
<p><a href="https://railbird.app.link/tickets?booking=RB7Q4KX2" style="background:#f0b429;color:#102a43;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold;">Open tickets in the app</a></p>
<p style="font-size:12px;color:#627d98;"><a href="https://www.railbird.co.uk/bookings/RB7Q4KX2" style="color:#627d98;">Receipt and refunds</a> &middot; <a href="https://www.railbird.co.uk/help/delay-repay" style="color:#627d98;">Delay Repay</a></p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f0f4f8;font-size:11px;color:#829ab1;">Railbird Travel Ltd, 5 Temple Row, Birmingham B2 5LG. &copy; 2026 Railbird.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Trenau Glannau (Welsh rail operator)

const trenauMails: Mail[] = [
  {
    family: "trenau-glannau",
    group: "regional",
    lang: "cy",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Trenau Glannau <archebion@trenauglannau.cymru>",
    to: ME,
    subject: "Cadarnhad archeb / Booking confirmation TG-51173",
    date: "Sun, 4 Oct 2026 10:26:12 +0100",
    text: `Diolch am archebu gyda Trenau Glannau.

Cyfeirnod archeb: TG-51173
Taith: Amwythig i Aberystwyth
Dyddiad: Dydd Sadwrn 17 Hydref 2026
Gadael: 10:28   Cyrraedd: 12:21
Dychwelyd: Dydd Sul 18 Hydref 2026, 15:30 - 17:24
Tocyn: Dychwelyd Unrhyw Bryd Oddi ar Frig, 2 oedolyn
Cyfanswm: £58.60

Casglwch eich tocynnau o'r peiriant tocynnau yn Amwythig gyda'r cerdyn a ddefnyddiwyd i dalu.

---

Thank you for booking with Trenau Glannau.

Booking reference: TG-51173
Journey: Shrewsbury to Aberystwyth
Date: Saturday 17 October 2026, depart 10:28, arrive 12:21
Return: Sunday 18 October 2026, 15:30 - 17:24
Ticket: Off-Peak Return, 2 adults
Total: £58.60

Collect your tickets from the ticket machine at Shrewsbury using the card you paid with.

Trenau Glannau, Gorsaf Aberystwyth, Ffordd Alexandra, Aberystwyth SY23 1LH
`,
    html: `<html lang="cy"><body style="margin:0;font-family:Arial,sans-serif;font-size:15px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#c8102e;padding:14px 20px;"><img src="https://www.trenauglannau.cymru/static/img/tg-logo-gwyn.png" height="36" alt="Trenau Glannau"></td></tr></table>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top" style="padding:18px 20px;border-right:1px solid #ddd;" lang="cy">
<h2 style="font-size:18px;margin:0 0 10px;">Diolch am archebu</h2>
<p>Cyfeirnod archeb: <b>TG-51173</b></p>
<p><b>Amwythig &rarr; Aberystwyth</b><br>Dydd Sadwrn 17 Hydref 2026<br>10:28 &ndash; 12:21</p>
<p><b>Dychwelyd</b><br>Dydd Sul 18 Hydref 2026<br>15:30 &ndash; 17:24</p>
<p>Dychwelyd Unrhyw Bryd Oddi ar Frig, 2 oedolyn<br>Cyfanswm: <b>&pound;58.60</b></p>
<p style="font-size:13px;">Casglwch eich tocynnau o'r peiriant tocynnau yn Amwythig gyda'r cerdyn a ddefnyddiwyd i dalu.</p>
</td>
<td width="50%" valign="top" style="padding:18px 20px;" lang="en">
<h2 style="font-size:18px;margin:0 0 10px;">Thank you for booking</h2>
<p>Booking reference: <b>TG-51173</b></p>
<p><b>Shrewsbury &rarr; Aberystwyth</b><br>Saturday 17 October 2026<br>10:28 &ndash; 12:21</p>
<p><b>Return</b><br>Sunday 18 October 2026<br>15:30 &ndash; 17:24</p>
<p>Off-Peak Return, 2 adults<br>Total: <b>&pound;58.60</b></p>
<p style="font-size:13px;">Collect your tickets from the ticket machine at Shrewsbury using the card you paid with.</p>
</td></tr></table>
<p style="padding:12px 20px;font-size:11px;color:#666;border-top:1px solid #ddd;">Trenau Glannau, Gorsaf Aberystwyth, Ffordd Alexandra, Aberystwyth SY23 1LH &middot; 0333 321 0702 &middot; <a href="https://www.trenauglannau.cymru/preifatrwydd">Preifatrwydd / Privacy</a> &middot; Rydym yn croesawu gohebiaeth yn Gymraeg.</p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "trenau-glannau",
    group: "regional",
    lang: "cy",
    kind: "reset-link",
    code: null,
    link: "https://www.trenauglannau.cymru/cyfrif/ailosod-cyfrinair?tocyn=a94e1f7c2b6d4380&iaith=cy",
    from: "Trenau Glannau <cyfrif@trenauglannau.cymru>",
    to: ME,
    subject: "Ailosod eich cyfrinair / Reset your password",
    date: "Sun, 4 Oct 2026 10:12:40 +0100",
    text: `Helo,

Cawsom gais i ailosod y cyfrinair ar gyfer eich cyfrif Trenau Glannau. Dewiswch gyfrinair newydd
drwy agor y ddolen hon o fewn 1 awr:

https://www.trenauglannau.cymru/cyfrif/ailosod-cyfrinair?tocyn=a94e1f7c2b6d4380&iaith=cy

Os na wnaethoch chi ofyn am hyn, anwybyddwch yr e-bost hwn.

Hello,

We received a request to reset the password for your Trenau Glannau account. Choose a new password
by opening the link above within 1 hour. If you didn't ask for this, ignore this email.

Trenau Glannau
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Hôtel Les Gaves, Lourdes (parish pilgrimage)

const gavesMails: Mail[] = [
  {
    family: "hotel-les-gaves-lourdes",
    group: "regional",
    lang: "fr",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Hôtel Les Gaves <reservation@hotel-lesgaves-lourdes.fr>",
    to: ME,
    subject: "Confirmation de votre réservation n° 26-1187 – Pèlerinage paroissial",
    date: "Mon, 28 Sep 2026 15:52:06 +0200",
    text: `Madame Varghese,

Nous avons le plaisir de vous confirmer votre réservation dans le cadre du pèlerinage du groupe
« St Gregorios Ravensmoor ».

Numéro de réservation : 26-1187
Arrivée : jeudi 12 novembre 2026 (à partir de 14h00)
Départ : dimanche 15 novembre 2026 (avant 10h00)
Chambre : double à partager, 2e étage, vue sur le Gave
Formule : pension complète, 3 nuits – 246,00 € par personne, réglés par l'organisateur
Taxe de séjour : 1,65 € par nuit et par personne, à régler sur place

Le sanctuaire est à 4 minutes à pied. La procession aux flambeaux a lieu chaque soir à 21h00.

Pour toute demande particulière (régime alimentaire, mobilité réduite), répondez simplement à ce
courriel.

Bien cordialement,
Sylvie Lacaze
Réception – Hôtel Les Gaves ***
12 avenue Bernadette-Soubirous, 65100 Lourdes – +33 5 62 94 31 08
`,
    html: `<html><body style="font-family:Georgia,serif;font-size:15px;color:#333;background:#f6f3ee;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 26px;border-bottom:1px solid #d9cdb8;" align="center"><img src="https://www.hotel-lesgaves-lourdes.fr/images/logo-les-gaves.png" width="180" alt="Hôtel Les Gaves ***"></td></tr>
<tr><td style="padding:24px 26px;line-height:23px;">
<p>Madame Varghese,</p>
<p>Nous avons le plaisir de vous confirmer votre réservation dans le cadre du pèlerinage du groupe « St Gregorios Ravensmoor ».</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="color:#8a7a5c;">Numéro de réservation</td><td><b>26-1187</b></td></tr>
<tr><td style="color:#8a7a5c;">Arrivée</td><td>jeudi 12 novembre 2026 (à partir de 14h00)</td></tr>
<tr><td style="color:#8a7a5c;">Départ</td><td>dimanche 15 novembre 2026 (avant 10h00)</td></tr>
<tr><td style="color:#8a7a5c;">Chambre</td><td>double à partager, 2<sup>e</sup> étage, vue sur le Gave</td></tr>
<tr><td style="color:#8a7a5c;">Formule</td><td>pension complète, 3 nuits – 246,00 € par personne, réglés par l'organisateur</td></tr>
<tr><td style="color:#8a7a5c;">Taxe de séjour</td><td>1,65 € par nuit et par personne, à régler sur place</td></tr>
</table>
<p>Le sanctuaire est à 4 minutes à pied. La procession aux flambeaux a lieu chaque soir à 21h00.</p>
<p>Pour toute demande particulière (régime alimentaire, mobilité réduite), répondez simplement à ce courriel.</p>
<p>Bien cordialement,<br>Sylvie Lacaze<br>Réception – Hôtel Les Gaves ***</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#3d3326;color:#e9dfcc;font-size:11px;">12 avenue Bernadette-Soubirous, 65100 Lourdes &middot; +33 5 62 94 31 08 &middot; <a href="https://www.hotel-lesgaves-lourdes.fr" style="color:#e9dfcc;">hotel-lesgaves-lourdes.fr</a> &middot; <a href="https://www.hotel-lesgaves-lourdes.fr/acces" style="color:#e9dfcc;">Plan d'accès</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Kairali Airways (Indian airline)

const kairaliMails: Mail[] = [
  {
    family: "kairali-airways",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Kairali Airways <bookings@kairaliair.in>",
    to: ME,
    subject: "Booking Confirmed | PNR K4X9TB | LHR-COK 18 Dec 2026",
    date: "Sat, 3 Oct 2026 01:14:27 +0530",
    text: `Dear Ms RESHMA VARGHESE,

Thank you for choosing Kairali Airways. Your booking is confirmed.

PNR: K4X9TB
E-ticket number: 791-2284401937

  KX 118  London Heathrow (T4) 21:40, Fri 18 Dec 2026 -> Kochi (COK) 12:55+1, Sat 19 Dec 2026
          Economy (Saver)  Baggage 2 x 23 kg  Seat 34K  Meal: Kerala vegetarian
  KX 117  Kochi (COK) 03:10, Sun 17 Jan 2027 -> London Heathrow (T4) 08:35, Sun 17 Jan 2027
          Economy (Saver)  Baggage 2 x 23 kg  Seat 34K  Meal: Kerala vegetarian

Fare summary
  Base fare         GBP 512.00
  Taxes and fees    GBP 189.46
  Total paid        GBP 701.46  (Visa xx6620)

Web check-in opens 48 hours before departure. Passengers must carry a passport valid for at least
6 months and proof of UK immigration status (eVisa) for the return.

Manage booking: https://www.kairaliair.in/manage?pnr=K4X9TB
Call centre: +91 484 710 1234 | UK: 020 3966 4471

Kairali Airways Ltd., Nedumbassery, Kochi 683 111
`,
    html: `<html><body style="margin:0;background:#eef6f3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:13px;color:#222;">
<tr><td style="background:#00594c;padding:16px 20px;"><img src="https://www.kairaliair.in/email/kx-logo-gold.png" width="170" alt="Kairali Airways"></td>
<td align="right" style="background:#00594c;padding:16px 20px;color:#e8c468;font-size:12px;">PNR<br><b style="font-size:20px;letter-spacing:2px;">K4X9TB</b></td></tr>
<tr><td colspan="2" style="padding:20px;">
<p>Dear Ms RESHMA VARGHESE,</p>
<p>Thank you for choosing Kairali Airways. Your booking is <b style="color:#00594c;">confirmed</b>. E-ticket number 791-2284401937.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d5e6e0;">
<tr style="background:#e6f2ee;"><th align="left">Flight</th><th align="left">Departs</th><th align="left">Arrives</th><th align="left">Details</th></tr>
<tr><td>KX 118</td><td>London Heathrow T4<br>21:40 Fri 18 Dec 2026</td><td>Kochi (COK)<br>12:55 Sat 19 Dec 2026</td><td>Economy Saver &middot; 2 x 23 kg<br>Seat 34K</td></tr>
<tr><td>KX 117</td><td>Kochi (COK)<br>03:10 Sun 17 Jan 2027</td><td>London Heathrow T4<br>08:35 Sun 17 Jan 2027</td><td>Economy Saver &middot; 2 x 23 kg<br>Seat 34K</td></tr>
</table>
<table cellpadding="4" cellspacing="0" style="margin-top:12px;"><tr><td>Base fare</td><td align="right">GBP 512.00</td></tr><tr><td>Taxes and fees</td><td align="right">GBP 189.46</td></tr><tr><td><b>Total paid</b> (Visa xx6620)</td><td align="right"><b>GBP 701.46</b></td></tr></table>
<p>Web check-in opens 48 hours before departure. Carry a passport valid for at least 6 months and proof of UK immigration status (eVisa) for the return.</p>
<p><a href="https://www.kairaliair.in/manage?pnr=K4X9TB" style="color:#00594c;font-weight:bold;">Manage booking</a> &middot; <a href="https://www.kairaliair.in/baggage" style="color:#00594c;">Baggage rules</a> &middot; <a href="https://www.kairaliair.in/mathura-miles" style="color:#00594c;">Join Mathura Miles</a></p>
</td></tr>
<tr><td colspan="2" style="padding:12px 20px;background:#f4f4f4;font-size:11px;color:#777;">Call centre +91 484 710 1234 &middot; UK 020 3966 4471 &middot; Kairali Airways Ltd., Nedumbassery, Kochi 683 111</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kairali-airways",
    group: "regional",
    lang: "hi",
    kind: "login-otp",
    code: "493027",
    link: null,
    from: "Kairali Airways Mathura Miles <miles@kairaliair.in>",
    to: ME,
    subject: "मथुरा माइल्स लॉगिन के लिए आपका OTP",
    date: "Sat, 3 Oct 2026 01:31:09 +0530",
    text: `प्रिय सदस्य,

आपके मथुरा माइल्स खाते (सदस्य संख्या 30 1884 2271) में लॉगिन के लिए वन टाइम पासवर्ड (OTP) है:

493027

यह OTP 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। कैराली एयरवेज़ कभी भी फ़ोन
या ईमेल पर आपका OTP नहीं माँगता।

सादर,
कैराली एयरवेज़ - मथुरा माइल्स
`,
    html: `<html><body style="font-family:'Noto Sans Devanagari',Arial,sans-serif;font-size:15px;color:#222;">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #d5e6e0;"><tr><td style="background:#00594c;padding:12px 18px;color:#e8c468;font-weight:bold;">Kairali Airways · मथुरा माइल्स</td></tr>
<tr><td style="padding:18px;">
<p>प्रिय सदस्य,</p>
<p>आपके मथुरा माइल्स खाते (सदस्य संख्या 30 1884 2271) में लॉगिन के लिए वन टाइम पासवर्ड (OTP) है:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:4px;color:#00594c;">493027</p>
<p>यह OTP 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। कैराली एयरवेज़ कभी भी फ़ोन या ईमेल पर आपका OTP नहीं माँगता।</p>
<p>सादर,<br>कैराली एयरवेज़ - मथुरा माइल्स</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kairali-airways",
    group: "regional",
    lang: "ml",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Kairali Airways <bookings@kairaliair.in>",
    to: ME,
    subject: "PNR K4X9TB: വിമാന സമയത്തിൽ മാറ്റം",
    date: "Thu, 29 Oct 2026 18:40:55 +0530",
    text: `പ്രിയ യാത്രക്കാരി,

പ്രവർത്തനപരമായ കാരണങ്ങളാൽ നിങ്ങളുടെ വിമാനത്തിന്റെ സമയം മാറിയിരിക്കുന്നു.

  വിമാനം: KX 118, ലണ്ടൻ ഹീത്രോ (T4) → കൊച്ചി
  തീയതി: 18 ഡിസംബർ 2026
  പഴയ സമയം: 21:40 പുറപ്പെടൽ / 12:55 (+1) എത്തിച്ചേരൽ
  പുതിയ സമയം: 22:15 പുറപ്പെടൽ / 13:30 (+1) എത്തിച്ചേരൽ

നിങ്ങളുടെ സീറ്റും (34K) ബാഗേജ് അലവൻസും മാറ്റമില്ലാതെ തുടരും. പുതിയ സമയം സ്വീകാര്യമല്ലെങ്കിൽ,
യാത്രയ്ക്ക് 72 മണിക്കൂർ മുമ്പ് വരെ സൗജന്യമായി തീയതി മാറ്റുകയോ മുഴുവൻ തുകയും തിരികെ വാങ്ങുകയോ
ചെയ്യാം: https://www.kairaliair.in/manage?pnr=K4X9TB

അസൗകര്യത്തിൽ ഖേദിക്കുന്നു.
കൈരളി എയർവേയ്സ്
കോൾ സെന്റർ: +91 484 710 1234
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- St Gregorios church, Ravensmoor

const gregoriosMails: Mail[] = [
  {
    family: "st-gregorios-ravensmoor",
    group: "negative",
    lang: "ml",
    kind: "parish-bulletin",
    code: null,
    link: null,
    from: "St Gregorios Orthodox Church Ravensmoor <office@stgregoriosravensmoor.org.uk>",
    to: ME,
    subject: "ഇടവക വാർത്താപത്രിക – ഒക്ടോബർ 2026",
    date: "Fri, 2 Oct 2026 21:05:00 +0100",
    text: `സെന്റ് ഗ്രിഗോറിയോസ് ഓർത്തഡോക്സ് ഇടവക, റാവൻസ്മൂർ
ഇടവക വാർത്താപത്രിക – ഒക്ടോബർ 2026

പ്രിയ ഇടവകാംഗങ്ങളേ,

• വിശുദ്ധ കുർബാന എല്ലാ ഞായറാഴ്ചയും രാവിലെ 9:30-ന് (പ്രഭാത നമസ്കാരം 8:45-ന്).
  സ്ഥലം: St Peter's Church Hall, Mill Lane, Ravensmoor RM4 2PL.
• ഒക്ടോബർ 18 ഞായർ: ആദ്യഫലപ്പെരുന്നാൾ. ലേലം ഉച്ചയ്ക്ക് 1 മണിക്ക്. വീട്ടിൽ ഉണ്ടാക്കിയ
  പലഹാരങ്ങൾ 11 മണിക്ക് മുമ്പ് ഹാളിൽ എത്തിക്കുക.
• നവംബർ 12–15: ലൂർദ് തീർത്ഥാടനം. ബാക്കി തുക (£185) ഒക്ടോബർ 25-നകം ട്രസ്റ്റിയെ ഏൽപ്പിക്കുക.
• ഷിഫ്റ്റ് ജോലി ചെയ്യുന്ന നഴ്സുമാർക്കായി ബുധനാഴ്ച വൈകിട്ട് 8 മണിക്ക് ഓൺലൈൻ സന്ധ്യാനമസ്കാരം
  തുടരുന്നു.

വികാരി: ഫാ. ജോർജ് കുര്യാക്കോസ് – 07700 900 231
സെക്രട്ടറി: ബിനു ചാക്കോ – 07700 900 872

സംഭാവനകൾ: St Gregorios Ravensmoor, sort code 40-11-62, account 71553920 (Gift Aid ഫോം ഓഫീസിൽ).
Registered charity no. 1178240
`,
    html:
      `<html><body style="font-family:'Noto Sans Malayalam',Arial,sans-serif;font-size:15px;color:#2a1a10;background:#fbf6ec;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e4d4b4;">
<tr><td align="center" style="padding:18px;border-bottom:3px double #9c6b1f;"><img src="https://stgregoriosravensmoor.org.uk/wp-content/uploads/2023/05/cross-emblem.png" width="60" alt="St Gregorios"><br>
<b style="font-size:18px;">സെന്റ് ഗ്രിഗോറിയോസ് ഓർത്തഡോക്സ് ഇടവക, റാവൻസ്മൂർ</b><br><span style="font-size:13px;color:#7b5b2e;">ഇടവക വാർത്താപത്രിക – ഒക്ടോബർ 2026</span></td></tr>
<tr><td style="padding:18px 22px;line-height:25px;">
<p>പ്രിയ ഇടവകാംഗങ്ങളേ,</p>
<ul>
<li>വിശുദ്ധ കുർബാന എല്ലാ ഞായറാഴ്ചയും രാവിലെ 9:30-ന് (പ്രഭാത നമസ്കാരം 8:45-ന്). സ്ഥലം: St Peter's Church Hall, Mill Lane, Ravensmoor RM4 2PL.</li>
<li><b>ഒക്ടോബർ 18 ഞായർ: ആദ്യഫലപ്പെരുന്നാൾ.</b> ലേലം ഉച്ചയ്ക്ക് 1 മണിക്ക്. വീട്ടിൽ ഉണ്ടാക്കിയ പലഹാരങ്ങൾ 11 മണിക്ക് മുമ്പ് ഹാളിൽ എത്തിക്കുക.</li>
<li><b>നവംബർ 12–15: ലൂർദ് തീർത്ഥാടനം.</b> ബാക്കി തുക (£185) ഒക്ടോബർ 25-നകം ട്രസ്റ്റിയെ ഏൽപ്പിക്കുക.</li>
<li>ഷിഫ്റ്റ് ജോലി ചെയ്യുന്ന നഴ്സുമാർക്കായി ബുധനാഴ്ച വൈകിട്ട് 8 മണിക്ക് <a href="https://stgregoriosravensmoor.org.uk/online-prayer">ഓൺലൈൻ സന്ധ്യാനമസ്കാരം</a> തുടരുന്നു.</li>
</ul>
<p style="font-size:13px;">വികാരി: ഫാ. ജോർജ് കുര്യാക്കോസ് – 07700 900 231<br>സെക്രട്ടറി: ബിനു ചാക്കോ – 07700 900 872</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f5ead3;font-size:11px;color:#6b5535;">സംഭാവനകൾ: St Gregorios Ravensmoor, sort code 40-11-62, account 71553920 · Registered charity no. 1178240 · <a href="https://stgregoriosravensmoor.org.uk">stgregoriosravensmoor.org.uk</a> · <a href="https://stgregoriosravensmoor.org.uk/newsletter/unsubscribe">Unsubscribe</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "st-gregorios-ravensmoor",
    group: "negative",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://stgregoriosravensmoor.org.uk/members/rota/join?invite=SSCH-7Q2M-RV41",
    from: "St Gregorios Ravensmoor <office@stgregoriosravensmoor.org.uk>",
    to: ME,
    subject: "Binu Chacko invited you to the Sunday School teachers' rota",
    date: "Tue, 13 Oct 2026 19:48:22 +0100",
    text: `Hello Reshma,

Binu Chacko (Secretary) has invited you to join the Sunday School teachers' rota on the
St Gregorios members' site. Once you join you can mark the Sundays you're on shift, and swap
classes with other teachers.

Join the rota:
https://stgregoriosravensmoor.org.uk/members/rota/join?invite=SSCH-7Q2M-RV41

Classes run 11:15-12:00 after the Holy Qurbana, in the small hall. Current teachers: 9.

St Gregorios Orthodox Church, Ravensmoor
Registered charity no. 1178240
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#2a1a10;">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #e4d4b4;"><tr><td style="background:#9c6b1f;color:#fff;padding:12px 18px;font-weight:bold;">St Gregorios Ravensmoor &middot; Members</td></tr>
<tr><td style="padding:18px;line-height:23px;">
<p>Hello Reshma,</p>
<p><b>Binu Chacko</b> (Secretary) has invited you to join the <b>Sunday School teachers' rota</b>. Once you join you can mark the Sundays you're on shift, and swap classes with other teachers.</p>
<p><a href="https://stgregoriosravensmoor.org.uk/members/rota/join?invite=SSCH-7Q2M-RV41" style="background:#9c6b1f;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px;">Join the rota</a></p>
<p style="font-size:13px;color:#6b5535;">Classes run 11:15&ndash;12:00 after the Holy Qurbana, in the small hall. Current teachers: 9.</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:11px;color:#6b5535;background:#f5ead3;">St Gregorios Orthodox Church, Ravensmoor &middot; Registered charity no. 1178240 &middot; <a href="https://stgregoriosravensmoor.org.uk/privacy">Privacy</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Doorhop (parcel courier)

const doorhopMails: Mail[] = [
  {
    family: "doorhop-couriers",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "4829",
    link: null,
    from: "Doorhop <updates@doorhop.co.uk>",
    to: ME,
    subject: "Your parcel from KOCHI arrives today – have your PIN ready",
    date: "Thu, 22 Oct 2026 07:12:36 +0100",
    text: `Good news, Reshma!

Your parcel from MARY THOMAS, KOCHI (IN) is out for delivery today between 11:25 and 12:25.

Tracking number: DH 6620 0913 4471 GB
Driver: Kamal
Stop: 14 of 37

This parcel needs a delivery PIN. Give this PIN to Kamal when he arrives:

    PIN: 4829

Import duty of £12.40 was paid on 20 October, so there is nothing to pay on the doorstep.

Not in? Choose a safe place or a neighbour: https://track.doorhop.co.uk/DH662009134471GB/options

Doorhop Ltd, Hub 3, Fradley Park, Lichfield WS13 8RZ
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f1f1f6;">
<div style="display:none;">Arriving 11:25–12:25. Your PIN is inside.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:14px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;color:#1e1b3a;border-radius:6px;">
<tr><td style="padding:14px 20px;background:#6b2bd9;border-radius:6px 6px 0 0;"><img src="https://cdn.doorhop.co.uk/mail/doorhop-logo-w.png" width="110" alt="Doorhop"></td></tr>
<tr><td style="padding:20px;">
<p style="font-size:20px;font-weight:bold;margin:0 0 8px;">Arriving today, 11:25&ndash;12:25</p>
<p style="margin:0 0 16px;">From <b>MARY THOMAS, KOCHI (IN)</b> &middot; Driver Kamal &middot; stop 14 of 37</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 16px;background:#f3edff;border-radius:6px;"><tr><td style="padding:14px 20px;">
<span style="font-size:12px;color:#6b2bd9;text-transform:uppercase;">Delivery PIN &ndash; give this to your driver</span><br>
<span style="font-size:34px;font-weight:bold;letter-spacing:12px;">4829</span></td></tr></table>
<p style="font-size:13px;">Import duty of &pound;12.40 was paid on 20 October, so there is nothing to pay on the doorstep.</p>
<p><a href="https://track.doorhop.co.uk/DH662009134471GB" style="color:#6b2bd9;">Track live</a> &middot; <a href="https://track.doorhop.co.uk/DH662009134471GB/options" style="color:#6b2bd9;">Not in? Choose a safe place</a></p>
<p style="font-size:12px;color:#777;">Tracking number DH 6620 0913 4471 GB</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:10px;color:#999;">Doorhop Ltd, Hub 3, Fradley Park, Lichfield WS13 8RZ &middot; <a href="https://www.doorhop.co.uk/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "doorhop-couriers",
    group: "consumer",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Doorhop <updates@doorhop.co.uk>",
    to: ME,
    subject: "Delivered: your parcel from KOCHI",
    date: "Thu, 22 Oct 2026 11:58:04 +0100",
    text: `Delivered at 11:57 to Reshma (PIN confirmed).

Tracking number: DH 6620 0913 4471 GB

How did Kamal do? Rate your delivery: https://track.doorhop.co.uk/DH662009134471GB/rate

Doorhop
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Ponmalar Jewellers (Tamil gold savings scheme)

const ponmalarMails: Mail[] = [
  {
    family: "ponmalar-jewellers",
    group: "regional",
    lang: "ta",
    kind: "instalment-receipt",
    code: null,
    link: null,
    from: "பொன்மலர் ஜுவல்லர்ஸ் <scheme@ponmalarjewellers.in>",
    to: ME,
    subject: "தங்க சேமிப்புத் திட்டம்: 7-ஆவது தவணை பெறப்பட்டது",
    date: "Mon, 5 Oct 2026 11:20:44 +0530",
    text: `அன்புள்ள ரேஷ்மா வர்கீஸ் அவர்களுக்கு,

உங்கள் "பொன் கனவு" 11 மாத தங்க சேமிப்புத் திட்டத்தின் 7-ஆவது தவணை பெறப்பட்டது. நன்றி.

  திட்ட எண்:         PKS-CBE-0048213
  தவணைத் தொகை:     ₹10,000
  இன்றைய தங்க விலை:  ₹7,215 / கிராம் (22K)
  இந்தத் தவணையில் சேர்ந்த எடை: 1.386 கிராம்
  மொத்த எடை இதுவரை:  9.884 கிராம்
  அடுத்த தவணை:      05-11-2026

திட்ட முடிவில் செய்கூலியில் 50% தள்ளுபடி உண்டு. இதை உங்கள் சித்தி திருமதி லதா ராஜன்
(கோயம்புத்தூர்) அவர்கள் கேட்டுக்கொண்டபடி அவர்களுக்கும் நகலாக அனுப்பியுள்ளோம்.

பொன்மலர் ஜுவல்லர்ஸ், 41 கிராஸ் கட் ரோடு, கோயம்புத்தூர் 641012
வாடிக்கையாளர் சேவை: 0422 430 7788
`,
    html:
      `<html><body style="font-family:'Noto Sans Tamil',Latha,Arial,sans-serif;font-size:14px;color:#3a2a00;background:#fffaf0;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e8d08a;">
<tr><td style="padding:14px 20px;background:#7a0f2b;"><img src="https://www.ponmalarjewellers.in/mailer/ponmalar-logo-gold.png" width="170" alt="பொன்மலர் ஜுவல்லர்ஸ்"></td></tr>
<tr><td style="padding:20px;line-height:24px;">
<p>அன்புள்ள ரேஷ்மா வர்கீஸ் அவர்களுக்கு,</p>
<p>உங்கள் <b>"பொன் கனவு"</b> 11 மாத தங்க சேமிப்புத் திட்டத்தின் 7-ஆவது தவணை பெறப்பட்டது. நன்றி.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e8d08a;font-size:13px;">
<tr><td>திட்ட எண்</td><td>PKS-CBE-0048213</td></tr>
<tr><td>தவணைத் தொகை</td><td>₹10,000</td></tr>
<tr><td>இன்றைய தங்க விலை</td><td>₹7,215 / கிராம் (22K)</td></tr>
<tr><td>இந்தத் தவணையில் சேர்ந்த எடை</td><td>1.386 கிராம்</td></tr>
<tr><td>மொத்த எடை இதுவரை</td><td><b>9.884 கிராம்</b></td></tr>
<tr><td>அடுத்த தவணை</td><td>05-11-2026</td></tr>
</table>
<p>திட்ட முடிவில் செய்கூலியில் 50% தள்ளுபடி உண்டு. இதை உங்கள் சித்தி திருமதி லதா ராஜன் (கோயம்புத்தூர்) அவர்கள் கேட்டுக்கொண்டபடி அவர்களுக்கும் நகலாக அனுப்பியுள்ளோம்.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#fbf1d6;font-size:11px;">பொன்மலர் ஜுவல்லர்ஸ், 41 கிராஸ் கட் ரோடு, கோயம்புத்தூர் 641012 · 0422 430 7788 · <a href="https://www.ponmalarjewellers.in/schemes">திட்ட விவரங்கள்</a> · <a href="https://wa.me/914224307788">WhatsApp</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "ponmalar-jewellers",
    group: "regional",
    lang: "ta",
    kind: "login-otp",
    code: "7731",
    link: null,
    from: "பொன்மலர் ஜுவல்லர்ஸ் <noreply@ponmalarjewellers.in>",
    to: ME,
    subject: "உங்கள் OTP: 7731",
    date: "Mon, 5 Oct 2026 11:34:18 +0530",
    text: `பொன்மலர் ஆன்லைன் தவணைக் கணக்கில் உள்நுழைய உங்கள் OTP 7731. இது 5 நிமிடங்களுக்கு மட்டுமே
செல்லுபடியாகும். இதை யாரிடமும் பகிர வேண்டாம்.

- பொன்மலர் ஜுவல்லர்ஸ்
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Baitna (family photo albums, Gulf)

const baitnaMails: Mail[] = [
  {
    family: "baitna-albums",
    group: "regional",
    lang: "ar",
    kind: "invite-link",
    code: null,
    link: "https://baitna.app/i/fam/Q7rT2vX9?ref=email_invite&lang=ar",
    from: "بيتنا <invite@baitna.app>",
    to: ME,
    subject: "أنو دعتك للانضمام إلى ألبوم العائلة «عائلة فرغيز»",
    date: "Sat, 26 Sep 2026 23:02:15 +0400",
    text: `مرحباً،

دعتك أنو جورج (الشارقة) للانضمام إلى ألبوم العائلة «عائلة فرغيز» على تطبيق بيتنا.
يضم الألبوم 214 صورة و12 فيديو، وفيه 9 أفراد من العائلة.

لقبول الدعوة افتحي الرابط التالي:
https://baitna.app/i/fam/Q7rT2vX9?ref=email_invite&lang=ar

تنتهي صلاحية الدعوة بعد 14 يوماً.

إذا لم تكوني تعرفين أنو جورج، يمكنك تجاهل هذه الرسالة.

فريق بيتنا
بيتنا للتقنية م.م.ح، مدينة الشارقة للنشر، الإمارات العربية المتحدة
`,
    html: `<!DOCTYPE html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f0e8;font-family:Tahoma,'Segoe UI',Arial,sans-serif;">
<div style="display:none;">214 صورة و12 فيديو بانتظارك</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;" dir="rtl">
<tr><td align="center" style="padding:26px 26px 8px;"><img src="https://cdn.baitna.app/email/baitna-logo.png" width="96" alt="بيتنا"></td></tr>
<tr><td align="center" style="padding:0 26px;"><img src="https://cdn.baitna.app/avatars/u/88121/anu-g-128.jpg" width="64" height="64" style="border-radius:32px;" alt="أنو جورج"></td></tr>
<tr><td style="padding:14px 30px;font-size:16px;line-height:28px;color:#2d2418;text-align:center;">
<p style="font-size:20px;font-weight:bold;margin:0 0 8px;">دعتك أنو جورج إلى «عائلة فرغيز»</p>
<p style="margin:0 0 18px;">يضم الألبوم ٢١٤ صورة و١٢ فيديو، وفيه ٩ أفراد من العائلة.</p>
<p style="margin:0 0 18px;"><a href="https://baitna.app/i/fam/Q7rT2vX9?ref=email_invite&amp;lang=ar" style="background:#c2562b;color:#ffffff;text-decoration:none;padding:12px 34px;border-radius:24px;font-weight:bold;">قبول الدعوة</a></p>
<p style="font-size:13px;color:#8c7d68;margin:0;">تنتهي صلاحية الدعوة بعد ١٤ يوماً. إذا لم تكوني تعرفين أنو جورج، يمكنك تجاهل هذه الرسالة.</p>
</td></tr>
<tr><td align="center" style="padding:16px;">
<a href="https://apps.apple.com/ae/app/baitna/id1620448815"><img src="https://cdn.baitna.app/email/badge-appstore-ar.png" width="110" alt="حمّله من App Store"></a>
<a href="https://play.google.com/store/apps/details?id=app.baitna"><img src="https://cdn.baitna.app/email/badge-googleplay-ar.png" width="122" alt="احصل عليه من Google Play"></a></td></tr>
</table>
<p style="font-size:11px;color:#8c7d68;">بيتنا للتقنية م.م.ح، مدينة الشارقة للنشر، الإمارات العربية المتحدة · <a href="https://baitna.app/ar/privacy" style="color:#8c7d68;">الخصوصية</a> · <a href="https://baitna.app/ar/help" style="color:#8c7d68;">المساعدة</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Noor Al Khaleej Exchange (Dubai)

const noorMails: Mail[] = [
  {
    family: "noor-al-khaleej-exchange",
    group: "regional",
    lang: "ar",
    kind: "account-notice",
    code: null,
    link: null,
    from: "نور الخليج للصرافة <care@nooralkhaleej.ae>",
    to: ME,
    subject: "إشعار: سيتم إيقاف حسابك لعدم النشاط / Account inactivity notice",
    date: "Sun, 11 Oct 2026 10:00:31 +0400",
    text: `عزيزتنا العميلة ريشما فرغيز،

نود إعلامك بأنه لم تُسجَّل أي حوالة على حسابك رقم العميل 1177-30-4482 منذ أكثر من 24 شهراً،
كما انتهت صلاحية بطاقة الهوية الإماراتية المسجلة لدينا بتاريخ 30/06/2024.

وفقاً لتعليمات المصرف المركزي، سيتم إيقاف الحساب بتاريخ 30/11/2026. لا يترتب على ذلك أي رسوم.
إذا رغبتِ في إعادة تفعيله، يرجى زيارة أي من فروعنا مع جواز سفر ساري المفعول وإثبات إقامة حالي.

رصيد نقاط «نور» لديك: 1,240 نقطة (تنتهي صلاحيتها مع إيقاف الحساب).

---
Dear Ms Reshma Varghese,
No remittance has been made on customer number 1177-30-4482 in over 24 months and the Emirates ID
we hold expired on 30/06/2024. As required by the Central Bank, the account will be closed on
30/11/2026. There is no charge. To reactivate it, visit any branch with a valid passport and
current proof of residence.

مركز خدمة العملاء: 600 52 4040 (من داخل الإمارات) / +971 4 295 3100
نور الخليج للصرافة ذ.م.م، شارع الرقة، ديرة، دبي، ص.ب 41802
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Jeevandhara Life (Indian life insurer)

const jeevandharaMails: Mail[] = [
  {
    family: "jeevandhara-life",
    group: "regional",
    lang: "hi",
    kind: "premium-due",
    code: null,
    link: null,
    from: "जीवनधारा लाइफ़ इंश्योरेंस <customercare@jeevandharalife.co.in>",
    to: ME,
    subject: "प्रीमियम देय सूचना – पॉलिसी संख्या 8812 4470 19",
    date: "Thu, 1 Oct 2026 08:30:00 +0530",
    text: `प्रिय रेशमा वर्गीज़,

आपकी पॉलिसी "जीवनधारा सुरक्षा प्लस" (पॉलिसी संख्या 8812 4470 19) का वार्षिक प्रीमियम
₹24,360.00 दिनांक 28-10-2026 को देय है। अनुग्रह अवधि 27-11-2026 तक है।

भुगतान के तरीके:
  • वेबसाइट या ऐप पर नेट बैंकिंग / UPI / कार्ड से
  • NRE/NRO खाते से ऑटो-डेबिट
  • किसी भी शाखा में

आयकर अधिनियम के तहत कर लाभ के लिए प्रीमियम रसीद भुगतान के बाद ईमेल की जाएगी।

पॉलिसी विवरण देखें: https://www.jeevandharalife.co.in/customer/policies
ग्राहक सेवा: 1800 419 2600 (निःशुल्क) | विदेश से: +91 22 6180 2600

सादर,
जीवनधारा लाइफ़ इंश्योरेंस कंपनी लिमिटेड
IRDAI पंजीकरण सं. 163
`,
    html: `<html><body style="font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif;font-size:14px;color:#222;">
<table width="620" cellpadding="0" cellspacing="0" style="border:1px solid #ccd;">
<tr><td style="padding:12px 18px;background:#123f8c;"><img src="https://www.jeevandharalife.co.in/content/dam/mailer/jdl-logo.png" width="160" alt="जीवनधारा लाइफ़"></td></tr>
<tr><td style="padding:18px;line-height:23px;">
<p>प्रिय रेशमा वर्गीज़,</p>
<p>आपकी पॉलिसी <b>"जीवनधारा सुरक्षा प्लस"</b> (पॉलिसी संख्या 8812 4470 19) का वार्षिक प्रीमियम <b>₹24,360.00</b> दिनांक <b>28-10-2026</b> को देय है। अनुग्रह अवधि 27-11-2026 तक है।</p>
<p><b>भुगतान के तरीके:</b></p>
<ul><li>वेबसाइट या ऐप पर नेट बैंकिंग / UPI / कार्ड से</li><li>NRE/NRO खाते से ऑटो-डेबिट</li><li>किसी भी शाखा में</li></ul>
<p><a href="https://www.jeevandharalife.co.in/customer/paypremium?src=pdn_mail" style="background:#f7a600;color:#111;padding:9px 18px;text-decoration:none;font-weight:bold;">अभी भुगतान करें</a> &nbsp; <a href="https://www.jeevandharalife.co.in/customer/policies">पॉलिसी विवरण देखें</a></p>
<p style="font-size:12px;color:#666;">आयकर अधिनियम के तहत कर लाभ के लिए प्रीमियम रसीद भुगतान के बाद ईमेल की जाएगी।</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#eef2fa;font-size:11px;color:#555;">ग्राहक सेवा: 1800 419 2600 (निःशुल्क) | विदेश से: +91 22 6180 2600 · जीवनधारा लाइफ़ इंश्योरेंस कंपनी लिमिटेड, IRDAI पंजीकरण सं. 163 · बीमा आग्रह की विषय वस्तु है।</td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Kapatiran (Filipino nurses' association)

const kapatiranMails: Mail[] = [
  {
    family: "kapatiran-nurses-midlands",
    group: "negative",
    lang: "tl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kapatiran ng mga Nars – Midlands <balita@kapatirannars.org.uk>",
    to: ME,
    subject: "Balita ng Kapatiran: OSCE review, Paskuhan at bagong miyembro",
    date: "Sun, 18 Oct 2026 17:30:00 +0100",
    text: `Magandang araw, mga kapatid!

Salamat sa lahat ng dumalo sa ating Family Day sa Cannon Hill Park. Narito ang mga balita ngayong
buwan:

1. OSCE REVIEW PARA SA MGA BAGONG DATING
   Libreng mock OSCE tuwing Sabado, 10:00-13:00, sa Clinical Skills Lab ng Brindley Vale
   (salamat kay Ate Rowena). Magdala ng fob watch at pen torch.

2. PASKUHAN 2026
   Sabado, 12 Disyembre, 18:00, St Anne's Parish Hall. £15 bawat matanda, libre ang mga bata.
   Potluck: mag-sign up sa Google Sheet na nasa group chat.

3. MALUGOD NA PAGTANGGAP
   Kasama na natin sina Reshma at Merin mula sa Ward 14, ang ating mga kaibigang Malayali.
   Welcome sa Kapatiran!

Membership fee para sa 2027: £24 (Hollybrook Bank, sort code 40-22-18, acct 31790014,
reference: pangalan + "2027").

Ingat po palagi,
Lorna Dizon, Kalihim
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Rasoi Bazaar (Indian grocer, Leicester)

const rasoiMails: Mail[] = [
  {
    family: "rasoi-bazaar",
    group: "consumer",
    lang: "gu",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Rasoi Bazaar <namaste@rasoibazaar.co.uk>",
    to: ME,
    subject: "દિવાળી ધમાકા: મીઠાઈ બૉક્સ £9.99 થી, £60+ પર મફત ડિલિવરી 🪔",
    date: "Fri, 16 Oct 2026 18:00:00 +0100",
    text: `રસોઈ બજાર – દિવાળી ધમાકા

નમસ્તે!

આ દિવાળીએ ઘરે જ તાજી મીઠાઈ અને નાસ્તો મંગાવો. ઑફર 1 નવેમ્બર સુધી.

  કાજુ કતરી 500g ....................... £9.99 (હતું £12.49)
  મોહનથાળ 500g ......................... £7.49
  કેરળ બનાના ચિપ્સ 400g ............... £3.29
  ચકરી અને મઠિયાં કૉમ્બો ................ £6.99

£60 કે વધુ ઓર્ડર પર મફત ડિલિવરી (LE, CV, B અને WS પોસ્ટકોડ). કૂપન કોડ DIWALI10 વાપરો અને
વધારાના 10% બચાવો.

ખરીદી કરો: https://www.rasoibazaar.co.uk/collections/diwali?utm_source=newsletter&utm_medium=email&utm_campaign=diwali26_gu

દુકાન: 212 Belgrave Road, Leicester LE4 5AT · 0116 496 0518
સોમ–શનિ 9:00–20:00, રવિ 10:00–18:00

અનસબ્સ્ક્રાઇબ: https://www.rasoibazaar.co.uk/unsubscribe?e=rv%40inbox
`,
    html: `<html><body style="margin:0;background:#fff4e0;font-family:'Noto Sans Gujarati',Shruti,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:14px;background:#8d1b3d;"><a href="https://www.rasoibazaar.co.uk/?utm_source=newsletter"><img src="https://cdn.shopify.example/rasoibazaar/files/logo-cream.png" width="150" alt="Rasoi Bazaar"></a></td></tr>
<tr><td><a href="https://www.rasoibazaar.co.uk/collections/diwali?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=diwali26_gu"><img src="https://cdn.shopify.example/rasoibazaar/files/diwali26-hero-gu.jpg" width="600" alt="દિવાળી ધમાકા – મીઠાઈ બૉક્સ £9.99 થી" style="display:block;"></a></td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:24px;color:#3b1b12;">
<p>નમસ્તે!</p>
<p>આ દિવાળીએ ઘરે જ તાજી મીઠાઈ અને નાસ્તો મંગાવો. ઑફર 1 નવેમ્બર સુધી.</p>
<table width="100%" cellpadding="8" cellspacing="0">
<tr><td width="50%" align="center" style="border:1px solid #f0d9b5;"><img src="https://cdn.shopify.example/rasoibazaar/products/kaju-katli.jpg" width="140" alt="કાજુ કતરી"><br>કાજુ કતરી 500g<br><b>£9.99</b> <s style="color:#999;">£12.49</s></td>
<td width="50%" align="center" style="border:1px solid #f0d9b5;"><img src="https://cdn.shopify.example/rasoibazaar/products/mohanthal.jpg" width="140" alt="મોહનથાળ"><br>મોહનથાળ 500g<br><b>£7.49</b></td></tr>
<tr><td align="center" style="border:1px solid #f0d9b5;"><img src="https://cdn.shopify.example/rasoibazaar/products/banana-chips.jpg" width="140" alt="કેરળ બનાના ચિપ્સ"><br>કેરળ બનાના ચિપ્સ 400g<br><b>£3.29</b></td>
<td align="center" style="border:1px solid #f0d9b5;"><img src="https://cdn.shopify.example/rasoibazaar/products/chakri-combo.jpg" width="140" alt="ચકરી કૉમ્બો"><br>ચકરી અને મઠિયાં કૉમ્બો<br><b>£6.99</b></td></tr>
</table>
<p>£60 કે વધુ ઓર્ડર પર મફત ડિલિવરી (LE, CV, B અને WS પોસ્ટકોડ). કૂપન કોડ <b style="border:1px dashed #8d1b3d;padding:2px 6px;">DIWALI10</b> વાપરો અને વધારાના 10% બચાવો.</p>
<p align="center"><a href="https://www.rasoibazaar.co.uk/collections/diwali?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=diwali26_gu" style="background:#e89b18;color:#3b1b12;padding:12px 30px;text-decoration:none;font-weight:bold;border-radius:4px;">હમણાં ખરીદો</a></p>
</td></tr>
<tr><td style="padding:14px 20px;background:#3b1b12;color:#f4dcc0;font-size:11px;line-height:17px;">દુકાન: 212 Belgrave Road, Leicester LE4 5AT · 0116 496 0518 · સોમ–શનિ 9:00–20:00, રવિ 10:00–18:00<br>
<a href="https://www.instagram.com/rasoibazaar.leicester" style="color:#f4dcc0;">Instagram</a> · <a href="https://www.rasoibazaar.co.uk/policies/privacy-policy" style="color:#f4dcc0;">Privacy</a> · <a href="https://www.rasoibazaar.co.uk/unsubscribe?e=rv%40inbox" style="color:#f4dcc0;">અનસબ્સ્ક્રાઇબ</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Szkoła Jazdy Sokół (driving school)

const sokolMails: Mail[] = [
  {
    family: "szkola-jazdy-sokol",
    group: "regional",
    lang: "pl",
    kind: "lesson-booked",
    code: null,
    link: null,
    from: "Szkoła Jazdy Sokół <rezerwacje@sokol-driving.co.uk>",
    to: ME,
    subject: "Potwierdzenie lekcji jazdy – czw. 8 października, 14:00",
    date: "Mon, 5 Oct 2026 20:41:13 +0100",
    text: `Dzień dobry Pani Reshmo,

potwierdzamy rezerwację lekcji jazdy:

  Data:        czwartek, 8 października 2026
  Godzina:     14:00–16:00 (2 godziny)
  Instruktor:  Piotr Nowak (ADI 418822)
  Samochód:    Toyota Yaris, manual, WR21 KXF
  Odbiór:      14 Aylesford Court, Station Road, Ravensmoor RM4 7TQ
  Cena:        £76,00 (pakiet 10 lekcji – pozostało 6 lekcji)

Prosimy mieć przy sobie tymczasowe prawo jazdy (provisional licence). Odwołanie lekcji jest
bezpłatne najpóźniej 48 godzin przed jej rozpoczęciem.

Egzamin praktyczny: 19 listopada 2026, 09:07, ośrodek egzaminacyjny w Wolverhampton.

Pozdrawiamy,
Szkoła Jazdy Sokół
07700 900 614 · www.sokol-driving.co.uk

(English: Your driving lesson is confirmed for Thursday 8 October, 14:00-16:00 with Piotr.)
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Pravasi Kshemanidhi (Kerala expatriate welfare fund)

const kshemanidhiMails: Mail[] = [
  {
    family: "pravasi-kshemanidhi-board",
    group: "regional",
    lang: "ml",
    kind: "contribution-receipt",
    code: null,
    link: null,
    from: "പ്രവാസി ക്ഷേമനിധി ബോർഡ് <noreply@pravasikshemanidhi.kerala.example>",
    to: ME,
    subject: "അംശദായം ലഭിച്ചു – അംഗത്വ നമ്പർ 1C/104478/2021",
    date: "Wed, 23 Sep 2026 14:02:37 +0530",
    text: `പ്രിയ അംഗമേ,

താങ്കളുടെ പ്രവാസി ക്ഷേമനിധി അംശദായം ലഭിച്ചതായി അറിയിക്കുന്നു.

  അംഗത്വ നമ്പർ:     1C/104478/2021 (വിഭാഗം: 1A – വിദേശത്ത് ജോലി ചെയ്യുന്നവർ)
  കാലയളവ്:         ഒക്ടോബർ 2026 – മാർച്ച് 2027 (6 മാസം)
  തുക:             ₹ 2,100.00
  രസീത് നമ്പർ:      KPWB/ONL/2026/0981447
  അടച്ച തീയതി:      23-09-2026

അംശദായം തുടർച്ചയായി അടയ്ക്കുന്നവർക്ക് 60 വയസ്സിനു ശേഷം പെൻഷന് അർഹതയുണ്ട്. കുടിശ്ശിക ഉണ്ടെങ്കിൽ
പിഴയോടെ അടയ്ക്കേണ്ടി വരും.

സംശയങ്ങൾക്ക്: 0471 278 5500 (ഇന്ത്യ) / +91 471 278 5500 (വിദേശത്തു നിന്ന്)

കേരള പ്രവാസി ക്ഷേമനിധി ബോർഡ്, തിരുവനന്തപുരം
`,
    html: `<html><body style="font-family:'Noto Sans Malayalam',Kartika,Arial,sans-serif;font-size:14px;color:#1c2a1c;">
<table width="620" cellpadding="0" cellspacing="0" style="border:1px solid #c7d8c2;">
<tr><td style="padding:12px 16px;background:#1e5a2a;color:#fff;"><img src="https://pravasikshemanidhi.kerala.example/img/emblem-small.png" width="36" alt="" style="vertical-align:middle;"> <b>കേരള പ്രവാസി ക്ഷേമനിധി ബോർഡ്</b></td></tr>
<tr><td style="padding:16px;line-height:24px;">
<p>പ്രിയ അംഗമേ,</p>
<p>താങ്കളുടെ പ്രവാസി ക്ഷേമനിധി അംശദായം ലഭിച്ചതായി അറിയിക്കുന്നു.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c7d8c2;">
<tr><td>അംഗത്വ നമ്പർ</td><td>1C/104478/2021 (വിഭാഗം: 1A – വിദേശത്ത് ജോലി ചെയ്യുന്നവർ)</td></tr>
<tr><td>കാലയളവ്</td><td>ഒക്ടോബർ 2026 – മാർച്ച് 2027 (6 മാസം)</td></tr>
<tr><td>തുക</td><td>₹ 2,100.00</td></tr>
<tr><td>രസീത് നമ്പർ</td><td>KPWB/ONL/2026/0981447</td></tr>
<tr><td>അടച്ച തീയതി</td><td>23-09-2026</td></tr>
</table>
<p>അംശദായം തുടർച്ചയായി അടയ്ക്കുന്നവർക്ക് 60 വയസ്സിനു ശേഷം പെൻഷന് അർഹതയുണ്ട്. കുടിശ്ശിക ഉണ്ടെങ്കിൽ പിഴയോടെ അടയ്ക്കേണ്ടി വരും.</p>
<p><a href="https://pravasikshemanidhi.kerala.example/member/receipts">രസീതുകൾ ഡൗൺലോഡ് ചെയ്യുക</a></p>
</td></tr>
<tr><td style="padding:10px 16px;background:#eef5ec;font-size:11px;">സംശയങ്ങൾക്ക്: +91 471 278 5500 · ഇത് ഒരു സ്വയമേവ അയച്ച സന്ദേശമാണ്, മറുപടി അയയ്ക്കരുത്.</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "pravasi-kshemanidhi-board",
    group: "regional",
    lang: "ml",
    kind: "login-otp",
    code: "583190",
    link: null,
    from: "പ്രവാസി ക്ഷേമനിധി ബോർഡ് <noreply@pravasikshemanidhi.kerala.example>",
    to: ME,
    subject: "ലോഗിൻ ചെയ്യാനുള്ള ഒറ്റത്തവണ പാസ്‌വേഡ്",
    date: "Wed, 23 Sep 2026 13:49:05 +0530",
    text: `പ്രിയ അംഗമേ,

പ്രവാസി ക്ഷേമനിധി ഓൺലൈൻ പോർട്ടലിൽ ലോഗിൻ ചെയ്യാനുള്ള OTP: 583190

ഈ OTP 10 മിനിറ്റ് വരെ സാധുവാണ്. ബോർഡ് ഉദ്യോഗസ്ഥർ ഒരിക്കലും OTP ചോദിക്കില്ല.

കേരള പ്രവാസി ക്ഷേമനിധി ബോർഡ്
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Yatrapath (Indian rail bookings)

const yatrapathMails: Mail[] = [
  {
    family: "yatrapath-rail",
    group: "regional",
    lang: "hi",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "यात्रापथ <tickets@yatrapath.in>",
    to: ME,
    subject: "ई-टिकट बुक हुआ: PNR 4215887360 | एर्णाकुलम जं. → चेन्नई सेंट्रल, 27 दिसंबर",
    date: "Tue, 27 Oct 2026 08:05:44 +0530",
    text: `नमस्ते रेशमा,

आपका ई-टिकट बुक हो गया है।

PNR: 4215887360
ट्रेन: 12624 त्रिवेंद्रम–चेन्नई मेल
यात्रा तिथि: 27-12-2026
से: एर्णाकुलम जं. (ERS) 17:40   तक: चेन्नई सेंट्रल (MAS) 06:15 (+1)
श्रेणी: 3A   कोटा: सामान्य

यात्री                       आयु  स्थिति
1. RESHMA VARGHESE           31   CNF / B2 / 34 / LB
2. MARY THOMAS               58   CNF / B2 / 33 / LB

कुल किराया: ₹2,890.00 (सुविधा शुल्क ₹35.40 सहित), UPI से भुगतान

यात्रा के समय मूल पहचान पत्र (पासपोर्ट/आधार) साथ रखें। यह ई-टिकट या SMS मान्य है।

टिकट रद्द करें / PDF डाउनलोड करें: https://www.yatrapath.in/bookings/4215887360

यात्रापथ ट्रैवल टेक प्रा. लि., कोच्चि | सहायता: 0484 491 6060
`,
    html: null,
    enc: "8bit",
  },
];

baitnaMails.push({
  family: "baitna-albums",
  group: "regional",
  lang: "ar",
  kind: "activity-digest",
  code: null,
  link: null,
  from: "بيتنا <notify@baitna.app>",
  to: ME,
  subject: "٣٨ صورة جديدة في «عائلة فرغيز»",
  date: "Sat, 24 Oct 2026 20:15:09 +0400",
  text: `أضاف أفراد عائلتك صوراً جديدة هذا الأسبوع:

• ماري توماس: 23 صورة من «عيد ميلاد أبّا الثمانين – كوتشي»
• أنو جورج: 15 صورة من «رحلة حتا»

وعلّق 6 أشخاص على صورك.

شاهد الصور في التطبيق: https://baitna.app/a/fam/Q7rT2vX9/latest

لإيقاف الملخص الأسبوعي: https://baitna.app/settings/notifications
`,
  html: `<!DOCTYPE html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f0e8;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;" dir="rtl">
<tr><td style="padding:20px 26px;font-size:18px;font-weight:bold;color:#2d2418;">٣٨ صورة جديدة في «عائلة فرغيز»</td></tr>
<tr><td style="padding:0 26px;">
<table width="100%" cellpadding="4" cellspacing="0"><tr>
<td><img src="https://cdn.baitna.app/t/fam/Q7rT2vX9/p/91204-sq.jpg" width="150" height="150" alt="" style="border-radius:8px;"></td>
<td><img src="https://cdn.baitna.app/t/fam/Q7rT2vX9/p/91211-sq.jpg" width="150" height="150" alt="" style="border-radius:8px;"></td>
<td><img src="https://cdn.baitna.app/t/fam/Q7rT2vX9/p/91230-sq.jpg" width="150" height="150" alt="" style="border-radius:8px;"></td>
</tr></table></td></tr>
<tr><td style="padding:14px 26px;font-size:15px;line-height:26px;color:#2d2418;">
<p>• ماري توماس: ٢٣ صورة من «عيد ميلاد أبّا الثمانين – كوتشي»<br>• أنو جورج: ١٥ صورة من «رحلة حتا»</p>
<p>وعلّق ٦ أشخاص على صورك.</p>
<p><a href="https://baitna.app/a/fam/Q7rT2vX9/latest" style="background:#c2562b;color:#fff;text-decoration:none;padding:10px 28px;border-radius:22px;">شاهد الصور</a></p>
</td></tr></table>
<p style="font-size:11px;color:#8c7d68;"><a href="https://baitna.app/settings/notifications" style="color:#8c7d68;">إيقاف الملخص الأسبوعي</a> · بيتنا للتقنية م.م.ح، الشارقة</p>
</td></tr></table></body></html>`,
  enc: "qp",
});

// ---------------------------------------------------------------- Malayoram (Malayalam e-paper)

const malayoramMails: Mail[] = [
  {
    family: "malayoram-epaper",
    group: "negative",
    lang: "ml",
    kind: "newsletter",
    code: null,
    link: null,
    from: "മലയോരം ഇ-പേപ്പർ <pravasi@malayoram.example.in>",
    to: ME,
    subject: "പ്രവാസി പതിപ്പ്: യുകെയിലെ നഴ്സുമാർക്ക് പുതിയ വിസ നിയമങ്ങൾ; കൊച്ചി മെട്രോ കാക്കനാട്ടേക്ക്",
    date: "Sun, 11 Oct 2026 06:30:00 +0530",
    text: `മലയോരം പ്രവാസി പതിപ്പ് | 11 ഒക്ടോബർ 2026

പ്രധാന വാർത്തകൾ

▪ യുകെയിലെ ആരോഗ്യ പ്രവർത്തകരുടെ വിസ: ആശ്രിതരെ കൊണ്ടുവരുന്നതിലെ നിയന്ത്രണങ്ങളിൽ ഇളവ്
  പരിഗണനയിലെന്ന് റിപ്പോർട്ട്
  https://malayoram.example.in/pravasi/2026/10/11/uk-health-visa-dependants

▪ കൊച്ചി മെട്രോ കാക്കനാട് പാത: പരീക്ഷണ ഓട്ടം ഡിസംബറിൽ
  https://malayoram.example.in/kerala/2026/10/10/kochi-metro-kakkanad-trial

▪ ക്രിസ്മസ് സീസൺ: ഗൾഫ്, യുകെ വിമാന നിരക്കുകൾ ഇരട്ടിയായി
  https://malayoram.example.in/pravasi/2026/10/09/christmas-airfares

▪ നോർക്ക: പ്രവാസി ഭദ്രത വായ്പാ പദ്ധതിക്ക് നവംബർ 30 വരെ അപേക്ഷിക്കാം

ഇന്നത്തെ ഇ-പേപ്പർ വായിക്കാൻ: https://epaper.malayoram.example.in/edition/pravasi/2026-10-11

ഈ വാർത്താക്കുറിപ്പ് ലഭിക്കേണ്ടെങ്കിൽ: https://malayoram.example.in/newsletter/unsubscribe?u=88412
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Thiruvarul Chits (Tamil chit fund)

const thiruvarulMails: Mail[] = [
  {
    family: "thiruvarul-chits",
    group: "regional",
    lang: "ta",
    kind: "verify-link",
    code: null,
    link: "https://my.thiruvarulchits.in/email/verify/5c1e8a0f93d24b77?lang=ta",
    from: "திருவருள் சிட்ஸ் <online@thiruvarulchits.in>",
    to: ME,
    subject: "உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்",
    date: "Tue, 29 Sep 2026 19:26:50 +0530",
    text: `வணக்கம் ரேஷ்மா வர்கீஸ்,

திருவருள் சிட்ஸ் ஆன்லைன் கணக்கில் இந்த மின்னஞ்சல் முகவரியைச் சேர்த்துள்ளீர்கள். ஏல அறிவிப்புகள்,
தவணை ரசீதுகள் ஆகியவற்றை மின்னஞ்சலில் பெற, கீழே உள்ள இணைப்பைத் திறந்து முகவரியை உறுதிப்படுத்துங்கள்:

https://my.thiruvarulchits.in/email/verify/5c1e8a0f93d24b77?lang=ta

இந்த இணைப்பு 48 மணி நேரம் மட்டுமே செல்லும்.

சந்தாதாரர் எண்: TC-CBE-25/14-09
பரிந்துரைத்தவர்: திருமதி லதா ராஜன்

திருவருள் சிட்ஸ் (பி) லிமிடெட், 8 ராமர் கோவில் தெரு, ராம் நகர், கோயம்புத்தூர் 641009
தொலைபேசி: 0422 423 1155
`,
    html: `<html><body style="font-family:'Noto Sans Tamil',Latha,Arial,sans-serif;font-size:15px;color:#1f1f3a;">
<table width="580" cellpadding="0" cellspacing="0" style="border:1px solid #cfd2ea;">
<tr><td style="padding:14px 18px;background:#23307a;"><img src="https://www.thiruvarulchits.in/assets/mail/logo-white.png" width="150" alt="திருவருள் சிட்ஸ்"></td></tr>
<tr><td style="padding:20px 18px;line-height:25px;">
<p>வணக்கம் ரேஷ்மா வர்கீஸ்,</p>
<p>திருவருள் சிட்ஸ் ஆன்லைன் கணக்கில் இந்த மின்னஞ்சல் முகவரியைச் சேர்த்துள்ளீர்கள். ஏல அறிவிப்புகள், தவணை ரசீதுகள் ஆகியவற்றை மின்னஞ்சலில் பெற, முகவரியை உறுதிப்படுத்துங்கள்.</p>
<p style="margin:20px 0;"><a href="https://my.thiruvarulchits.in/email/verify/5c1e8a0f93d24b77?lang=ta" style="background:#d4a017;color:#1f1f3a;font-weight:bold;padding:11px 24px;text-decoration:none;border-radius:4px;">மின்னஞ்சலை உறுதிப்படுத்து</a></p>
<p style="font-size:13px;color:#555;">இந்த இணைப்பு 48 மணி நேரம் மட்டுமே செல்லும்.<br>சந்தாதாரர் எண்: TC-CBE-25/14-09 · பரிந்துரைத்தவர்: திருமதி லதா ராஜன்</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#eef0fa;font-size:11px;color:#555;">திருவருள் சிட்ஸ் (பி) லிமிடெட், 8 ராமர் கோவில் தெரு, ராம் நகர், கோயம்புத்தூர் 641009 · 0422 423 1155 · சிட் ஃபண்ட்ஸ் சட்டம் 1982-இன் கீழ் பதிவு பெற்றது</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "thiruvarul-chits",
    group: "regional",
    lang: "ta",
    kind: "auction-result",
    code: null,
    link: null,
    from: "திருவருள் சிட்ஸ் <online@thiruvarulchits.in>",
    to: ME,
    subject: "குழு TC-25/14: அக்டோபர் ஏல முடிவு மற்றும் ஈவுத்தொகை",
    date: "Wed, 21 Oct 2026 17:10:02 +0530",
    text: `வணக்கம்,

குழு TC-25/14 (₹5,00,000 – 25 மாதங்கள்) இன் 9-ஆவது ஏலம் 20-10-2026 அன்று நடைபெற்றது.

  ஏலத் தள்ளுபடி:        ₹62,500
  உங்கள் ஈவுத்தொகை:     ₹2,300
  இந்த மாதம் செலுத்த வேண்டியது: ₹17,700 (₹20,000 − ₹2,300)
  கடைசி நாள்:          05-11-2026

UPI அல்லது NEFT மூலம் செலுத்தலாம் (கணக்கு: THIRUVARUL CHITS PVT LTD, IFSC VMBK0000311).
தாமதக் கட்டணம் மாதம் 2%.

திருவருள் சிட்ஸ்
`,
    html: null,
    enc: "8bit",
  },
];

kapatiranMails.push({
  family: "kapatiran-nurses-midlands",
  group: "negative",
  lang: "tl",
  kind: "ticket-receipt",
  code: null,
  link: null,
  from: "Kapatiran ng mga Nars – Midlands <ingat-yaman@kapatirannars.org.uk>",
  to: ME,
  subject: "Resibo: 2 tiket para sa Paskuhan 2026",
  date: "Wed, 28 Oct 2026 21:14:40 +0000",
  text: `Hi Reshma,

Natanggap na namin ang bayad mo para sa Paskuhan 2026. Maraming salamat!

  Bilang ng tiket:  2 matanda
  Halaga:           £30.00 (bank transfer, 28/10/2026)
  Resibo blg.:      KNM-PSK-0412
  Mesa:             7

Sabado, 12 Disyembre 2026, 18:00
St Anne's Parish Hall, 4 Church Walk, Wolverhampton WV3 9LX

Pakidala ang iyong potluck dish bago mag-17:30. Ang pangalan mo ang nasa listahan sa pinto, kaya
hindi na kailangan ng ticket na naka-print.

Maligayang Pasko!
Jun Bautista, Ingat-yaman
`,
  html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<p>Hi Reshma,</p>
<p>Natanggap na namin ang bayad mo para sa <b>Paskuhan 2026</b>. Maraming salamat!</p>
<table cellpadding="4" style="background:#fff7e0;border:1px solid #f0c040;">
<tr><td>Bilang ng tiket</td><td>2 matanda</td></tr>
<tr><td>Halaga</td><td>&pound;30.00 (bank transfer, 28/10/2026)</td></tr>
<tr><td>Resibo blg.</td><td>KNM-PSK-0412</td></tr>
<tr><td>Mesa</td><td>7</td></tr></table>
<p>Sabado, 12 Disyembre 2026, 18:00<br>St Anne's Parish Hall, 4 Church Walk, Wolverhampton WV3 9LX</p>
<p>Pakidala ang iyong potluck dish bago mag-17:30. Ang pangalan mo ang nasa listahan sa pinto, kaya hindi na kailangan ng ticket na naka-print.</p>
<p>Maligayang Pasko!<br>Jun Bautista, Ingat-yaman<br><span style="color:#888;font-size:12px;">Kapatiran ng mga Nars &ndash; Midlands &middot; <a href="https://www.facebook.com/groups/kapatirannarsmidlands">Facebook group</a></span></p>
</div>`,
  enc: "qp",
});

sokolMails.push({
  family: "szkola-jazdy-sokol",
  group: "regional",
  lang: "pl",
  kind: "test-reminder",
  code: null,
  link: null,
  from: "Szkoła Jazdy Sokół <rezerwacje@sokol-driving.co.uk>",
  to: ME,
  subject: "Przypomnienie: egzamin praktyczny 19 listopada – ostatnie lekcje",
  date: "Thu, 29 Oct 2026 09:15:27 +0000",
  text: `Dzień dobry Pani Reshmo,

do egzaminu praktycznego zostały trzy tygodnie (czwartek 19 listopada 2026, godz. 09:07,
ośrodek egzaminacyjny w Wolverhampton, Weston Road).

Na podstawie ostatnich lekcji Piotr proponuje jeszcze dwie lekcje po 2 godziny, głównie:
  - ronda wielopasmowe (Five Ways, Ring Road),
  - parkowanie równoległe i wjazd tyłem do zatoczki,
  - jazda według nawigacji (independent driving).

Wolne terminy: pon. 9.11 o 10:00, śr. 11.11 o 15:00, pon. 16.11 o 10:00. Proszę odpisać, który
termin pasuje, albo zadzwonić: 07700 900 614.

Na egzamin proszę zabrać tymczasowe prawo jazdy. Samochód szkoły jest dostępny na egzamin za
£95 (w tym godzina rozgrzewki przed egzaminem).

Pozdrawiamy,
Szkoła Jazdy Sokół
`,
  html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#1a1a1a;">
<p>Dzień dobry Pani Reshmo,</p>
<p>do egzaminu praktycznego zostały trzy tygodnie (<b>czwartek 19 listopada 2026, godz. 09:07</b>, ośrodek egzaminacyjny w Wolverhampton, Weston Road).</p>
<p>Na podstawie ostatnich lekcji Piotr proponuje jeszcze dwie lekcje po 2 godziny, głównie:</p>
<ul><li>ronda wielopasmowe (Five Ways, Ring Road),</li><li>parkowanie równoległe i wjazd tyłem do zatoczki,</li><li>jazda według nawigacji (independent driving).</li></ul>
<p>Wolne terminy: pon. 9.11 o 10:00, śr. 11.11 o 15:00, pon. 16.11 o 10:00. Proszę odpisać, który termin pasuje, albo zadzwonić: 07700 900 614.</p>
<p>Na egzamin proszę zabrać tymczasowe prawo jazdy. Samochód szkoły jest dostępny na egzamin za £95 (w tym godzina rozgrzewki przed egzaminem).</p>
<p>Pozdrawiamy,<br><b>Szkoła Jazdy Sokół</b><br><img src="https://sokol-driving.co.uk/img/sokol-sygnatura.png" width="120" alt="Sokół – nauka jazdy"><br>
<a href="https://sokol-driving.co.uk">sokol-driving.co.uk</a> · <a href="https://www.facebook.com/sokoldriving">Facebook</a></p>
</div>`,
  enc: "qp",
});

export const mails: Mail[] = [
  ...wardlineMails,
  ...learnbridgeMails,
  ...epaydeskMails,
  ...cnmpMails,
  ...statusledgerMails,
  ...hollybrookMails,
  ...vembanadMails,
  ...thuzhiMails,
  ...paisalaneMails,
  ...hedgerowMails,
  ...ravensmoorMails,
  ...oakhavenMails,
  ...pantrywellMails,
  ...railbirdMails,
  ...trenauMails,
  ...gavesMails,
  ...kairaliMails,
  ...gregoriosMails,
  ...doorhopMails,
  ...ponmalarMails,
  ...baitnaMails,
  ...noorMails,
  ...jeevandharaMails,
  ...kapatiranMails,
  ...rasoiMails,
  ...sokolMails,
  ...kshemanidhiMails,
  ...yatrapathMails,
  ...malayoramMails,
  ...thiruvarulMails,
];
