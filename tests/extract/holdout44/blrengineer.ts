/**
 * The inbox of a software engineer in Bengaluru over two months (September and October 2026): the employer's
 * HR portal, code hosting, CI, cloud and a package registry, a bank, UPI and card, tax and provident-fund
 * portals, food and grocery delivery, rides, flights and trains, the housing society, telecom and
 * streaming, in English, Hindi, Kannada, Tamil and Telugu; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MO = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function p2(n: number): string {
  return String(n).padStart(2, "0");
}

/** An RFC 2822 date in 2026; `tz` defaults to India Standard Time. */
function at(m: number, d: number, hh: number, mm: number, ss = 0, tz = "+0530"): string {
  const wd = WD[new Date(Date.UTC(2026, m - 1, d)).getUTCDay()];
  return `${wd}, ${p2(d)} ${MO[m - 1]} 2026 ${p2(hh)}:${p2(mm)}:${p2(ss)} ${tz}`;
}

/** A tiny stand-in PDF, enough for a mail client to show an attachment. */
function pdf(title: string): string {
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n` +
    `4 0 obj << /Length ${title.length + 24} >> stream\nBT /F1 12 Tf 72 770 Td (${title}) Tj ET\nendstream endobj\n` +
    `trailer << /Root 1 0 R >>\n%%EOF\n`;
}

// ---------------------------------------------------------------- Kaveri Softworks PeopleHub (employer HR)

const PH = "https://peoplehub.kaverisoftworks.in";

function peoplehub(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>PeopleHub</title></head>
<body style="margin:0;padding:0;background:#eef1f5;font-family:Segoe UI,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f5"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:4px solid #0f6e5c;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e7ec;">
<img src="${PH}/static/img/kaveri-logo-mail.png" width="132" height="30" alt="Kaveri Softworks" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:21px;color:#28313b;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f7f9fb;font-size:11px;line-height:16px;color:#7a8590;">
This is a system-generated mail from PeopleHub, the HR portal of Kaveri Softworks Pvt. Ltd.<br>
No. 41, 3rd Floor, Outer Ring Road, Bellandur, Bengaluru 560103 &middot; CIN U72200KA2011PTC058812<br>
HR helpdesk: <a href="mailto:hrhelp@kaverisoftworks.in" style="color:#0f6e5c;">hrhelp@kaverisoftworks.in</a> &middot; ext. 4400
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const kaveri: Mail[] = [
  {
    family: "kaveri-peoplehub",
    group: "negative",
    lang: "en",
    kind: "payslip",
    code: null,
    link: null,
    from: "PeopleHub Payroll <payroll-noreply@kaverisoftworks.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "Payslip for September 2026 - KSW01873",
    date: at(9, 30, 19, 42, 11),
    text: `Dear Arjun Hegde,

Your payslip for the month of September 2026 is attached to this mail.

Employee ID : KSW01873
Pay period  : 01-Sep-2026 to 30-Sep-2026
Paid days   : 30
Net pay     : INR 1,48,362.00
Credited to : Vrishabha Bank A/c XXXXXX4821 on 30-Sep-2026

The attachment is password protected. The password is your PAN in capital letters followed by your date
of birth in DDMM format.

You can also view all your payslips and your Form 16 under My Pay in PeopleHub:
${PH}/my-pay/payslips

For any query on your salary, raise a ticket under Payroll > Salary Query. Please do not reply to this mail.

Regards,
Payroll Team
Kaveri Softworks Pvt. Ltd.`,
    html: peoplehub(
      "Your September 2026 payslip is attached.",
      `<p style="margin:0 0 14px;">Dear Arjun Hegde,</p>
<p style="margin:0 0 14px;">Your payslip for the month of <b>September 2026</b> is attached to this mail.</p>
<table cellpadding="6" cellspacing="0" border="0" style="border:1px solid #e3e7ec;font-size:13px;margin:0 0 16px;">
<tr><td style="color:#7a8590;">Employee ID</td><td>KSW01873</td></tr>
<tr><td style="color:#7a8590;">Pay period</td><td>01-Sep-2026 to 30-Sep-2026</td></tr>
<tr><td style="color:#7a8590;">Paid days</td><td>30</td></tr>
<tr><td style="color:#7a8590;">Net pay</td><td><b>INR 1,48,362.00</b></td></tr>
<tr><td style="color:#7a8590;">Credited to</td><td>Vrishabha Bank A/c XXXXXX4821 on 30-Sep-2026</td></tr>
</table>
<p style="margin:0 0 14px;">The attachment is password protected. The password is your PAN in capital letters followed by your date of birth in DDMM format.</p>
<p style="margin:0 0 14px;">You can also view all your payslips and your Form 16 under <a href="${PH}/my-pay/payslips" style="color:#0f6e5c;">My Pay</a> in PeopleHub.</p>
<p style="margin:0;">Regards,<br>Payroll Team</p>`,
    ),
    enc: "qp",
    attachment: ["Payslip_KSW01873_Sep2026.pdf", "application/pdf", pdf("Payslip KSW01873 September 2026")],
  },
  {
    family: "kaveri-peoplehub",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: `${PH}/auth/reset-password?uid=KSW01873&token=c4e1b7f0-92aa-4d3e-8b55-6f1d0e93a7c2`,
    from: "PeopleHub <no-reply@kaverisoftworks.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "PeopleHub: reset your password",
    date: at(9, 8, 9, 17, 52),
    text: `Hi Arjun,

We received a request to reset the password of your PeopleHub account (KSW01873) from the login page at
09:16 IST on 08 Sep 2026.

Reset your password here (the link works once and expires in 30 minutes):
${PH}/auth/reset-password?uid=KSW01873&token=c4e1b7f0-92aa-4d3e-8b55-6f1d0e93a7c2

Your new password must have at least 12 characters and must not match your last 5 passwords.

If you did not ask for this, ignore this mail; your password stays the same. If you keep getting these
mails, write to it-security@kaverisoftworks.in.

- PeopleHub`,
    html: peoplehub(
      "Reset link valid for 30 minutes.",
      `<p style="margin:0 0 14px;">Hi Arjun,</p>
<p style="margin:0 0 14px;">We received a request to reset the password of your PeopleHub account (KSW01873) from the login page at 09:16 IST on 08 Sep 2026.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr>
<td bgcolor="#0f6e5c" style="border-radius:4px;"><a href="${PH}/auth/reset-password?uid=KSW01873&amp;token=c4e1b7f0-92aa-4d3e-8b55-6f1d0e93a7c2" style="display:inline-block;padding:11px 26px;color:#ffffff;text-decoration:none;font-weight:600;">Reset password</a></td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#56616c;">The link works once and expires in 30 minutes. Your new password must have at least 12 characters and must not match your last 5 passwords.</p>
<p style="margin:0;font-size:13px;color:#56616c;">If you did not ask for this, ignore this mail; your password stays the same. If you keep getting these mails, write to <a href="mailto:it-security@kaverisoftworks.in" style="color:#0f6e5c;">it-security@kaverisoftworks.in</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "kaveri-peoplehub",
    group: "negative",
    lang: "en",
    kind: "declaration-reminder",
    code: null,
    link: null,
    from: "HR Operations <hrops@kaverisoftworks.in>",
    to: "All Employees - Bengaluru <blr-all@kaverisoftworks.in>",
    subject: "Reminder: investment proof submission window closes 15 Oct",
    date: at(10, 6, 11, 3, 40),
    text: "",
    html: peoplehub(
      "Upload your FY 2026-27 proofs before 15 October.",
      `<p style="margin:0 0 14px;">Dear colleague,</p>
<p style="margin:0 0 14px;">The window to upload investment proofs for FY 2026-27 is open in PeopleHub until <b>15 October 2026, 11:59 PM</b>. Proofs not uploaded by then will not be considered, and TDS from the October payroll will be calculated on the declared amounts only.</p>
<ul style="margin:0 0 14px;padding-left:20px;">
<li>Section 80C: PPF, ELSS, life insurance premium, tuition fees (limit INR 1,50,000)</li>
<li>Section 80D: health insurance premium</li>
<li>HRA: rent receipts for April to September and the landlord's PAN if annual rent exceeds INR 1,00,000</li>
</ul>
<p style="margin:0 0 14px;">Employees who chose the new tax regime need not upload anything except the NPS (80CCD(2)) statement.</p>
<p style="margin:0 0 14px;">Go to <a href="${PH}/my-pay/tax/proofs" style="color:#0f6e5c;">My Pay &gt; Tax &gt; Proofs</a>. A short walkthrough is on the <a href="https://intranet.kaverisoftworks.in/hr/faq/investment-proofs" style="color:#0f6e5c;">intranet FAQ</a>.</p>
<p style="margin:0;">Thanks,<br>HR Operations, Bengaluru</p>`,
    ),
    html_enc: "b64",
  },
  {
    family: "kaveri-peoplehub",
    group: "negative",
    lang: "kn",
    kind: "holiday-notice",
    code: null,
    link: null,
    from: "HR Operations <hrops@kaverisoftworks.in>",
    to: "All Employees - Bengaluru <blr-all@kaverisoftworks.in>",
    subject: "ಕನ್ನಡ ರಾಜ್ಯೋತ್ಸವ ರಜೆ ಮತ್ತು ಕಚೇರಿ ಆಚರಣೆ / Kannada Rajyotsava holiday",
    date: at(10, 27, 15, 12, 0),
    text: `ಎಲ್ಲರಿಗೂ ನಮಸ್ಕಾರ,

ನವೆಂಬರ್ 1, 2026 (ಭಾನುವಾರ) ಕನ್ನಡ ರಾಜ್ಯೋತ್ಸವ. ರಜೆ ಭಾನುವಾರ ಬರುವುದರಿಂದ, ಬೆಂಗಳೂರು ಕಚೇರಿಗೆ ಸೋಮವಾರ,
ನವೆಂಬರ್ 2 ರಂದು ಬದಲಿ ರಜೆ ಇರುತ್ತದೆ. ಪೀಪಲ್‌ಹಬ್‌ನ ರಜಾ ಕ್ಯಾಲೆಂಡರ್ ಅನ್ನು ನವೀಕರಿಸಲಾಗಿದೆ.

ಶುಕ್ರವಾರ, ಅಕ್ಟೋಬರ್ 30 ರಂದು ಮಧ್ಯಾಹ್ನ 3:30 ಕ್ಕೆ ಬೆಳ್ಳಂದೂರು ಕ್ಯಾಂಪಸ್‌ನ ಕೆಫೆಟೇರಿಯಾದಲ್ಲಿ ಧ್ವಜಾರೋಹಣ,
ಜಾನಪದ ಗೀತೆಗಳು ಮತ್ತು ಹೋಳಿಗೆ ಊಟ. ಎಲ್ಲರೂ ಹಳದಿ-ಕೆಂಪು ಉಡುಗೆಯಲ್ಲಿ ಬನ್ನಿ!

Hello all, Kannada Rajyotsava (1 November) falls on a Sunday this year, so the Bengaluru office will
have a substitute holiday on Monday, 2 November. Celebrations at the Bellandur cafeteria on Friday,
30 October at 3:30 PM. On-call rosters for 2 November stay as published.

ಜೈ ಕರ್ನಾಟಕ,
HR ಕಾರ್ಯಾಚರಣೆ ತಂಡ, ಕಾವೇರಿ ಸಾಫ್ಟ್‌ವರ್ಕ್ಸ್`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- GitMandala (code hosting)

const GM = "https://gitmandala.dev";

function gmFooter(reason: string): string {
  return `<tr><td style="padding:20px 0 0;font-size:12px;line-height:18px;color:#6a737d;border-top:1px solid #e1e4e8;">
${reason}<br>
<a href="${GM}/settings/notifications" style="color:#0366d6;">Notification settings</a> &middot;
<a href="${GM}/site/terms" style="color:#0366d6;">Terms</a> &middot;
<a href="${GM}/site/privacy" style="color:#0366d6;">Privacy</a><br>
GitMandala Labs Pvt. Ltd. &middot; 12th Main, HAL 2nd Stage, Indiranagar, Bengaluru 560008
</td></tr>`;
}

const gitmandala: Mail[] = [
  {
    family: "gitmandala",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "40819372",
    link: null,
    from: "GitMandala <noreply@gitmandala.dev>",
    to: "arjunh <arjun.hegde@inbox.example>",
    subject: "[GitMandala] Please verify your device",
    date: at(9, 3, 4, 12, 9, "+0000"),
    text: `Hey arjunh!

A sign-in attempt requires further verification because we did not recognize your device. To complete
the sign-in, enter the verification code on the unrecognized device.

Device: Firefox on Ubuntu Linux
Location: Bengaluru, Karnataka, IN (approximate)
Verification code: 40819372

If you did not attempt to sign in to your account, your password may be compromised. Visit
${GM}/settings/security to create a new, strong password for your GitMandala account.

If you'd like to automatically verify devices in the future, consider enabling two-factor authentication:
${GM}/settings/two_factor_authentication

Thanks,
The GitMandala Team`,
    html:
      `<!doctype html><html><body style="background:#ffffff;margin:0;font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="544" cellpadding="0" cellspacing="0" style="margin:32px 0;">
<tr><td style="padding-bottom:16px;"><img src="${GM}/assets/mail/mandala-mark-32.png" width="32" height="32" alt="GitMandala"></td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#24292e;">
<p>Hey arjunh!</p>
<p>A sign-in attempt requires further verification because we did not recognize your device. To complete the sign-in, enter the verification code on the unrecognized device.</p>
<p style="margin:0;"><b>Device:</b> Firefox on Ubuntu Linux<br><b>Location:</b> Bengaluru, Karnataka, IN (approximate)</p>
<p style="margin:16px 0 4px;"><b>Verification code:</b></p>
<p style="font-size:24px;font-family:SFMono-Regular,Consolas,monospace;letter-spacing:2px;margin:0 0 16px;">40819372</p>
<p>If you did not attempt to sign in to your account, your password may be compromised. Visit <a href="${GM}/settings/security" style="color:#0366d6;">${GM}/settings/security</a> to create a new, strong password for your GitMandala account.</p>
<p>If you'd like to automatically verify devices in the future, consider <a href="${GM}/settings/two_factor_authentication" style="color:#0366d6;">enabling two-factor authentication</a>.</p>
<p>Thanks,<br>The GitMandala Team</p>
</td></tr>
${gmFooter("You're receiving this email because a sign-in was attempted on your account.")}
</table></td></tr></table></body></html>`,
  },
  {
    family: "gitmandala",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: `${GM}/orgs/kaveri-softworks/invitation?via_email=1`,
    from: "Priya Raghunath <noreply@gitmandala.dev>",
    to: "arjunh <arjun.hegde@inbox.example>",
    subject: "[GitMandala] @priya-r has invited you to join the @kaveri-softworks organization",
    date: at(9, 1, 6, 48, 30, "+0000"),
    text: `Hi arjunh!

@priya-r has invited you to join the @kaveri-softworks organization on GitMandala. Head over to
${GM}/orgs/kaveri-softworks/invitation?via_email=1 to check out @kaveri-softworks's profile.

You have been added to the teams: payments-core, platform-oncall.

This invitation will expire in 7 days.

Some helpful resources:
- Learn about organizations: ${GM}/docs/organizations
- Enforcing two-factor authentication: ${GM}/docs/orgs/2fa-requirement

----------------------------------------------------------------
This invitation was intended for arjun.hegde@inbox.example. If you were not expecting it, you can ignore
this email. If @priya-r is sending you too many emails, you can block them
(${GM}/settings/blocked_users?block_user=priya-r) or report abuse
(${GM}/contact/report-abuse?report=priya-r).`,
    html: `<!doctype html><html><body style="margin:0;background:#f6f8fa;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f6f8fa"><tr><td align="center" style="padding:24px 0;">
<table width="544" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e4e8;border-radius:6px;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;">
<tr><td align="center" style="padding:28px 24px 8px;">
<img src="https://avatars.gitmandala-usercontent.dev/u/88213?s=120" width="60" height="60" alt="@priya-r" style="border-radius:6px;">
<span style="font-size:28px;color:#959da5;padding:0 12px;vertical-align:top;line-height:60px;">+</span>
<img src="https://avatars.gitmandala-usercontent.dev/o/30417?s=120" width="60" height="60" alt="@kaveri-softworks" style="border-radius:6px;">
</td></tr>
<tr><td align="center" style="padding:8px 32px;font-size:20px;color:#24292e;">
<b>@priya-r</b> has invited you to join the <b>@kaveri-softworks</b> organization
</td></tr>
<tr><td align="center" style="padding:8px 32px;font-size:14px;color:#586069;">You have been added to the teams: payments-core, platform-oncall.</td></tr>
<tr><td align="center" style="padding:20px 32px;">
<a href="${GM}/orgs/kaveri-softworks/invitation?via_email=1" style="background:#2ea44f;color:#fff;font-size:16px;font-weight:600;text-decoration:none;padding:12px 24px;border-radius:6px;display:inline-block;">Join @kaveri-softworks</a>
</td></tr>
<tr><td align="center" style="padding:0 32px 24px;font-size:12px;color:#586069;">This invitation will expire in 7 days. <a href="${GM}/docs/organizations" style="color:#0366d6;">Learn about organizations</a></td></tr>
</table>
<table width="544" cellpadding="0" cellspacing="0" style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:12px;color:#6a737d;">
<tr><td style="padding:16px 8px;">This invitation was intended for arjun.hegde@inbox.example. If you were not expecting it, you can ignore this email. If @priya-r is sending you too many emails, you can <a href="${GM}/settings/blocked_users?block_user=priya-r" style="color:#0366d6;">block them</a> or <a href="${GM}/contact/report-abuse?report=priya-r" style="color:#0366d6;">report abuse</a>.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "gitmandala",
    group: "negative",
    lang: "en",
    kind: "review-requested",
    code: null,
    link: null,
    from: "Karthik Subramanian <notifications@gitmandala.dev>",
    to: "kaveri-softworks/ledger-svc <ledger-svc@noreply.gitmandala.dev>",
    subject: "[kaveri-softworks/ledger-svc] Retry UPI settlement callbacks with jitter (PR #2291)",
    date: at(9, 17, 10, 26, 4, "+0000"),
    headers: [["List-ID", "kaveri-softworks/ledger-svc <ledger-svc.kaveri-softworks.gitmandala.dev>"], [
      "X-GitMandala-Reason",
      "review_requested",
    ]],
    text:
      `@ksubramanian requested your review on: kaveri-softworks/ledger-svc#2291 Retry UPI settlement callbacks with jitter.

Settlement callbacks from the switch arrive in bursts around 23:30 IST; the current retry loop hammers
the bank adapter with fixed 5 s intervals. This moves it to exponential backoff (base 2 s, cap 120 s) with
full jitter and adds a dead-letter queue after 8 attempts.

Closes #2274

You can view, comment on, or merge this pull request online at:

  ${GM}/kaveri-softworks/ledger-svc/pull/2291

Commit Summary

  * 9f3c1ad  settle: exponential backoff with full jitter
  * 0b27e64  settle: dead-letter queue after 8 attempts
  * e81d5a0  tests: fake clock for retry schedule

File Changes (4 files)

  M internal/settle/retry.go (62)
  M internal/settle/retry_test.go (118)
  A internal/settle/dlq.go (47)
  M config/settle.yaml (3)

Patch Links:

  ${GM}/kaveri-softworks/ledger-svc/pull/2291.patch
  ${GM}/kaveri-softworks/ledger-svc/pull/2291.diff

--
Reply to this email directly, view it on GitMandala:
${GM}/kaveri-softworks/ledger-svc/pull/2291#event-114907731
You are receiving this because your review was requested.`,
    html:
      `<p><b>@ksubramanian</b> requested your review on: <a href="${GM}/kaveri-softworks/ledger-svc/pull/2291">kaveri-softworks/ledger-svc#2291</a> Retry UPI settlement callbacks with jitter.</p>
<p>Settlement callbacks from the switch arrive in bursts around 23:30 IST; the current retry loop hammers the bank adapter with fixed 5 s intervals. This moves it to exponential backoff (base 2 s, cap 120 s) with full jitter and adds a dead-letter queue after 8 attempts.</p>
<p>Closes <a href="${GM}/kaveri-softworks/ledger-svc/issues/2274">#2274</a></p>
<hr>
<h4>You can view, comment on, or merge this pull request online at:</h4>
<p>&nbsp;&nbsp;<a href="${GM}/kaveri-softworks/ledger-svc/pull/2291">${GM}/kaveri-softworks/ledger-svc/pull/2291</a></p>
<h4>Commit Summary</h4>
<ul>
<li><a href="${GM}/kaveri-softworks/ledger-svc/pull/2291/commits/9f3c1ad">9f3c1ad</a> settle: exponential backoff with full jitter</li>
<li><a href="${GM}/kaveri-softworks/ledger-svc/pull/2291/commits/0b27e64">0b27e64</a> settle: dead-letter queue after 8 attempts</li>
<li><a href="${GM}/kaveri-softworks/ledger-svc/pull/2291/commits/e81d5a0">e81d5a0</a> tests: fake clock for retry schedule</li>
</ul>
<h4>File Changes (4 files)</h4>
<ul>
<li><b>M</b> internal/settle/retry.go (62)</li>
<li><b>M</b> internal/settle/retry_test.go (118)</li>
<li><b>A</b> internal/settle/dlq.go (47)</li>
<li><b>M</b> config/settle.yaml (3)</li>
</ul>
<p style="font-size:small;-webkit-text-size-adjust:none;color:#666;">&mdash;<br>Reply to this email directly, <a href="${GM}/kaveri-softworks/ledger-svc/pull/2291#event-114907731">view it on GitMandala</a>, or <a href="${GM}/notifications/unsubscribe-auth/AB7QK2M4XH6WZ3PLJ5">unsubscribe</a>.<br>You are receiving this because your review was requested.</p>`,
    enc: "8bit",
  },
  {
    family: "gitmandala",
    group: "negative",
    lang: "en",
    kind: "token-expiring",
    code: null,
    link: null,
    from: "GitMandala <noreply@gitmandala.dev>",
    to: "arjunh <arjun.hegde@inbox.example>",
    subject: '[GitMandala] Your personal access token "laptop-deploy" expires in 7 days',
    date: at(10, 14, 2, 0, 41, "+0000"),
    text: `Hi arjunh,

Your personal access token "laptop-deploy" (scopes: repo, read:packages) will expire on Wed, Oct 21
2026 at 02:00 UTC. Scripts and tools that use this token will stop working after that.

If you still need it, you can regenerate the token with a new expiry date:
${GM}/settings/tokens/5521987/regenerate

To see all your tokens, visit ${GM}/settings/tokens.

Thanks,
The GitMandala Team

You're receiving this email because one of your personal access tokens is about to expire.
GitMandala Labs Pvt. Ltd., 12th Main, HAL 2nd Stage, Indiranagar, Bengaluru 560008`,
    html: null,
  },
];

// ---------------------------------------------------------------- Pipelark CI

const PL = "https://app.pipelark.io";

function pipelarkHtml(state: string, color: string, rows: string, pre: string): string {
  return `<html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f2f2f5;font-family:Helvetica,Arial,sans-serif;">
<span style="display:none;color:transparent;height:0;width:0;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;">
<tr><td style="background:${color};color:#fff;padding:14px 22px;font-size:18px;font-weight:bold;">${state}</td></tr>
<tr><td style="padding:18px 22px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#333;">${rows}</table>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#999;border-top:1px solid #eee;">
You get this mail because you authored the last commit on this branch. <a href="${PL}/account/notifications" style="color:#999;">Manage notifications</a> &middot; <a href="${PL}/legal/privacy" style="color:#999;">Privacy</a><br>
Pipelark Inc., 548 Market St #74920, San Francisco, CA 94104
</td></tr></table></td></tr></table></body></html>`;
}

const pipelark: Mail[] = [
  {
    family: "pipelark-ci",
    group: "negative",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "Pipelark <builds@pipelark.io>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "Failed: kaveri-softworks/ledger-svc#1482 (feature/settle-jitter - 9f3c1ad)",
    date: at(9, 17, 4, 58, 13, "+0000"),
    text: `Build #1482 failed

Repository : kaveri-softworks/ledger-svc
Branch     : feature/settle-jitter
Commit     : 9f3c1ad settle: exponential backoff with full jitter
Author     : Arjun Hegde
Duration   : 6 min 41 s

Failed job: test (go 1.23, ubuntu-22.04)
  --- FAIL: TestRetrySchedule/cap_at_120s (0.00s)
      retry_test.go:88: got delay 131.2s, want <= 120s

View the build log:
${PL}/gm/kaveri-softworks/ledger-svc/builds/1482

Restart the build: ${PL}/gm/kaveri-softworks/ledger-svc/builds/1482/restart

--
Pipelark Inc., 548 Market St #74920, San Francisco, CA 94104
Manage notifications: ${PL}/account/notifications`,
    html: pipelarkHtml(
      "Build #1482 failed",
      "#d0393e",
      `<tr><td width="110" style="color:#888;">Repository</td><td><a href="${PL}/gm/kaveri-softworks/ledger-svc" style="color:#1f6feb;">kaveri-softworks/ledger-svc</a></td></tr>
<tr><td style="color:#888;">Branch</td><td>feature/settle-jitter</td></tr>
<tr><td style="color:#888;">Commit</td><td><a href="https://gitmandala.dev/kaveri-softworks/ledger-svc/commit/9f3c1ad" style="color:#1f6feb;">9f3c1ad</a> settle: exponential backoff with full jitter</td></tr>
<tr><td style="color:#888;">Author</td><td>Arjun Hegde</td></tr>
<tr><td style="color:#888;">Duration</td><td>6 min 41 s</td></tr>
<tr><td colspan="2" style="padding-top:14px;"><pre style="background:#1e1e1e;color:#f0f0f0;padding:10px;font-size:12px;white-space:pre-wrap;">--- FAIL: TestRetrySchedule/cap_at_120s (0.00s)
    retry_test.go:88: got delay 131.2s, want &lt;= 120s</pre></td></tr>
<tr><td colspan="2" style="padding-top:10px;"><a href="${PL}/gm/kaveri-softworks/ledger-svc/builds/1482" style="background:#333;color:#fff;padding:9px 18px;text-decoration:none;border-radius:3px;">View build log</a>
&nbsp; <a href="${PL}/gm/kaveri-softworks/ledger-svc/builds/1482/restart" style="color:#1f6feb;font-size:12px;">Restart build</a></td></tr>`,
      "test (go 1.23, ubuntu-22.04) failed after 6 min 41 s",
    ),
    enc: "qp",
  },
  {
    family: "pipelark-ci",
    group: "negative",
    lang: "en",
    kind: "build-fixed",
    code: null,
    link: null,
    from: "Pipelark <builds@pipelark.io>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "Fixed: kaveri-softworks/ledger-svc#1485 (feature/settle-jitter - 3ad70e2)",
    date: at(9, 17, 6, 21, 50, "+0000"),
    text: `Build #1485 passed - the branch is green again.

Repository : kaveri-softworks/ledger-svc
Branch     : feature/settle-jitter
Commit     : 3ad70e2 settle: clamp jittered delay to cap
Duration   : 7 min 02 s
Jobs       : lint ok, test (go 1.23) ok, test (go 1.22) ok, build-image ok

Coverage 81.4% (+0.6%)

${PL}/gm/kaveri-softworks/ledger-svc/builds/1485

--
Pipelark Inc., 548 Market St #74920, San Francisco, CA 94104
Manage notifications: ${PL}/account/notifications`,
    html: null,
  },
];

// ---------------------------------------------------------------- NimbusDeck Cloud

const ND = "https://console.nimbusdeck.cloud";
const NDT = "https://t.mail.nimbusdeck.cloud/c";

function nimbus(pre: string, title: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>${title}</title>
<style>@media only screen and (max-width:600px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:#0b1526;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#0b1526;"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" class="wrap" width="600" cellspacing="0" cellpadding="0" border="0">
<tr><td style="padding:0 0 18px;"><img src="https://cdn.nimbusdeck.cloud/mail/nd-wordmark-white.png" width="150" height="28" alt="NimbusDeck" style="border:0;display:block;"></td></tr>
<tr><td style="background:#ffffff;border-radius:8px;padding:32px 36px;font-family:Inter,Roboto,Arial,sans-serif;font-size:15px;line-height:24px;color:#1b2430;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0b1526;">${title}</h1>
${body}
</td></tr>
<tr><td style="padding:22px 8px;font-family:Inter,Roboto,Arial,sans-serif;font-size:12px;line-height:18px;color:#8a99ad;" align="center">
<a href="${NDT}/hb7Q2/docs" style="color:#8a99ad;">Docs</a> &nbsp;|&nbsp; <a href="${NDT}/hb7Q2/status" style="color:#8a99ad;">Status</a> &nbsp;|&nbsp; <a href="${NDT}/hb7Q2/support" style="color:#8a99ad;">Support</a> &nbsp;|&nbsp; <a href="https://nimbusdeck.cloud/legal/privacy" style="color:#8a99ad;">Privacy</a><br>
NimbusDeck Cloud Services India Pvt. Ltd., Prestige Tech Park, Marathahalli-Sarjapur Outer Ring Road, Bengaluru 560103<br>
&copy; 2026 NimbusDeck. GSTIN 29AAJCN4417R1ZQ
</td></tr></table></td></tr></table></body></html>`;
}

const nimbusdeck: Mail[] = [
  {
    family: "nimbusdeck-cloud",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: "739204",
    link: `${NDT}/eJx9kE1uwzAIhe_ND3oAbIMd2Pxdp3Ha0gBvmoKe0nK4ZhqxCdMAHFG7uPlyqAn`,
    from: "NimbusDeck <no-reply@mail.nimbusdeck.cloud>",
    to: "arjun.hegde.dev@inbox.example",
    subject: "Verify your email to activate your NimbusDeck account",
    date: at(9, 5, 14, 33, 2),
    text: `Welcome to NimbusDeck!

Verify your email address to finish creating your account (arjun.hegde.dev@inbox.example).

Enter this code on the sign-up page: 739204

Or open this link in the same browser:
${NDT}/eJx9kE1uwzAIhe_ND3oAbIMd2Pxdp3Ha0gBvmoKe0nK4ZhqxCdMAHFG7uPlyqAn

The code and link expire in 24 hours. Once verified, you get INR 25,000 of free credits valid for 90 days
in the Mumbai (ap-west-1) and Hyderabad (ap-south-2) regions.

Didn't sign up? You can ignore this message.

NimbusDeck Cloud Services India Pvt. Ltd., Prestige Tech Park, Bengaluru 560103`,
    html: nimbus(
      "Your verification code is inside. Free credits are waiting.",
      "Verify your email address",
      `<p style="margin:0 0 16px;">Thanks for signing up with <b>arjun.hegde.dev@inbox.example</b>. Enter this code on the sign-up page:</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 20px;"><tr>
<td style="background:#eef3fb;border:1px solid #cbd8ea;border-radius:6px;padding:12px 22px;font-family:'JetBrains Mono',Menlo,monospace;font-size:30px;letter-spacing:8px;color:#0b1526;">739204</td>
</tr></table>
<p style="margin:0 0 16px;">Or verify with one click (use the same browser):</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 22px;"><tr>
<td style="background:#2f6bff;border-radius:6px;"><a href="${NDT}/eJx9kE1uwzAIhe_ND3oAbIMd2Pxdp3Ha0gBvmoKe0nK4ZhqxCdMAHFG7uPlyqAn" style="display:inline-block;padding:12px 28px;font-weight:600;color:#ffffff;text-decoration:none;">Verify email</a></td>
</tr></table>
<p style="margin:0 0 12px;font-size:13px;color:#5b6b80;">The code and link expire in 24 hours. Once verified, you get INR 25,000 of free credits valid for 90 days in the Mumbai (ap-west-1) and Hyderabad (ap-south-2) regions.</p>
<p style="margin:0;font-size:13px;color:#5b6b80;">Didn't sign up? You can ignore this message.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "nimbusdeck-cloud",
    group: "negative",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "NimbusDeck Billing <billing@mail.nimbusdeck.cloud>",
    to: "arjun.hegde.dev@inbox.example",
    subject: "Your NimbusDeck invoice ND-IN-2026-0918447 for September 2026",
    date: at(10, 2, 5, 11, 27),
    text: `Hello Arjun,

Your invoice for September 2026 is ready and attached.

Invoice number : ND-IN-2026-0918447
Account ID     : 7710-2284-5519
Billing period : 01 Sep 2026 - 30 Sep 2026
Usage          : INR 3,412.60
Free credits   : - INR 3,412.60
IGST 18%       : INR 0.00
Amount due     : INR 0.00

Top services: Compute (ap-west-1) INR 2,180.40, Object Storage INR 611.25, Managed Postgres INR 540.95,
Data transfer INR 80.00.

Remaining free credits: INR 21,587.40 (expire 04 Dec 2026).

Billing dashboard: ${ND}/billing/invoices

NimbusDeck Cloud Services India Pvt. Ltd. GSTIN 29AAJCN4417R1ZQ`,
    html: nimbus(
      "Amount due INR 0.00. Credits covered this month.",
      "Your September invoice",
      `<p style="margin:0 0 16px;">Hello Arjun, your invoice for September 2026 is attached.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="8" border="0" style="font-size:14px;border-collapse:collapse;margin:0 0 18px;">
<tr style="border-bottom:1px solid #e6ebf2;"><td style="color:#5b6b80;">Invoice number</td><td align="right">ND-IN-2026-0918447</td></tr>
<tr style="border-bottom:1px solid #e6ebf2;"><td style="color:#5b6b80;">Account ID</td><td align="right">7710-2284-5519</td></tr>
<tr style="border-bottom:1px solid #e6ebf2;"><td style="color:#5b6b80;">Billing period</td><td align="right">01 Sep 2026 &ndash; 30 Sep 2026</td></tr>
<tr style="border-bottom:1px solid #e6ebf2;"><td style="color:#5b6b80;">Usage</td><td align="right">INR 3,412.60</td></tr>
<tr style="border-bottom:1px solid #e6ebf2;"><td style="color:#5b6b80;">Free credits</td><td align="right">&minus; INR 3,412.60</td></tr>
<tr><td><b>Amount due</b></td><td align="right"><b>INR 0.00</b></td></tr>
</table>
<p style="margin:0 0 18px;font-size:13px;color:#5b6b80;">Remaining free credits: INR 21,587.40 (expire 04 Dec 2026).</p>
<a href="${NDT}/Lq82x/billing" style="display:inline-block;padding:10px 22px;border:1px solid #2f6bff;border-radius:6px;color:#2f6bff;text-decoration:none;font-weight:600;">Open billing dashboard</a>`,
    ),
    enc: "b64",
    attachment: ["ND-IN-2026-0918447.pdf", "application/pdf", pdf("NimbusDeck invoice ND-IN-2026-0918447")],
  },
  {
    family: "nimbusdeck-cloud",
    group: "consumer",
    lang: "en",
    kind: "mfa-code",
    code: "516088",
    link: null,
    from: "NimbusDeck <no-reply@mail.nimbusdeck.cloud>",
    to: "arjun.hegde.dev@inbox.example",
    subject: "516088 is your NimbusDeck sign-in code",
    date: at(10, 19, 23, 47, 15),
    text: `Your NimbusDeck sign-in code is 516088

Someone (hopefully you) is signing in to the root user of account 7710-2284-5519 from Chrome on macOS,
IP 49.207.xx.xx (Bengaluru, IN). The code expires in 10 minutes.

NimbusDeck staff will never ask you for this code. If this wasn't you, change your password at
${ND}/account/security and contact support.`,
    html: nimbus(
      "Code expires in 10 minutes.",
      "Your sign-in code",
      `<p style="margin:0 0 16px;">Someone (hopefully you) is signing in to the root user of account <b>7710-2284-5519</b> from Chrome on macOS, IP 49.207.xx.xx (Bengaluru, IN).</p>
<p style="margin:0 0 20px;font-family:'JetBrains Mono',Menlo,monospace;font-size:34px;font-weight:700;letter-spacing:6px;color:#0b1526;">516088</p>
<p style="margin:0 0 12px;font-size:13px;color:#5b6b80;">The code expires in 10 minutes. NimbusDeck staff will never ask you for this code.</p>
<p style="margin:0;font-size:13px;color:#5b6b80;">If this wasn't you, <a href="${ND}/account/security" style="color:#2f6bff;">change your password</a> and contact support.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- pkgbarn (package registry)

const PB = "https://pkgbarn.org";

const pkgbarn: Mail[] = [
  {
    family: "pkgbarn",
    group: "oss",
    lang: "en",
    kind: "publish-notice",
    code: null,
    link: null,
    from: "pkgbarn <support@pkgbarn.org>",
    to: "arjunh <arjun.hegde@inbox.example>",
    subject: "Successfully published @kaveri/log-lantern@2.4.1",
    date: at(9, 22, 12, 9, 33, "+0000"),
    text: `Hi arjunh!

A new version of the package @kaveri/log-lantern (2.4.1) was published at 2026-09-22T12:09:31.842Z
from 13.126.44.207 (CI token "pipelark-release", created 2026-03-02).

The shasum of this package was 6f1b0e2c4d7a98e35f0b1c2a77d46e9103bb58fe.

If you have questions or security concerns, you can reply to this message or email support@pkgbarn.org.

Package page: ${PB}/package/@kaveri/log-lantern/v/2.4.1

The pkgbarn Team`,
    html: null,
  },
  {
    family: "pkgbarn",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: `${PB}/verify-email?token=pbv_4Xq9Lm2Rt7Wc0Ne8Ks3Jd6Ha1`,
    from: "pkgbarn <support@pkgbarn.org>",
    to: "arjunh <arjun.hegde.dev@inbox.example>",
    subject: "Please verify your pkgbarn email address",
    date: at(9, 5, 9, 51, 8, "+0000"),
    text: `Hi arjunh!

You changed the email address on your pkgbarn account to arjun.hegde.dev@inbox.example. Until you
verify it, you cannot publish packages or add two-factor authentication.

To verify, visit:
${PB}/verify-email?token=pbv_4Xq9Lm2Rt7Wc0Ne8Ks3Jd6Ha1

This link is valid for 48 hours. Your previous address (arjun.hegde@inbox.example) has been told about
this change.

If you did not make this change, reply to this message at once.

The pkgbarn Team`,
    html: `<html><body style="font-family:Menlo,Consolas,monospace;font-size:14px;color:#231f20;background:#fff;">
<div style="max-width:560px;margin:24px auto;border-top:6px solid #c12127;padding:18px 8px;">
<p><img src="${PB}/static/barn-logo.png" width="90" height="34" alt="pkgbarn"></p>
<p>Hi arjunh!</p>
<p>You changed the email address on your pkgbarn account to <b>arjun.hegde.dev@inbox.example</b>. Until you verify it, you cannot publish packages or add two-factor authentication.</p>
<p><a href="${PB}/verify-email?token=pbv_4Xq9Lm2Rt7Wc0Ne8Ks3Jd6Ha1" style="color:#c12127;">Verify my email address</a></p>
<p>This link is valid for 48 hours. Your previous address (arjun.hegde@inbox.example) has been told about this change.</p>
<p>If you did not make this change, reply to this message at once.</p>
<p>The pkgbarn Team</p>
<p style="font-size:11px;color:#888;">pkgbarn &middot; <a href="${PB}/policies/privacy" style="color:#888;">Privacy</a> &middot; <a href="${PB}/policies/terms" style="color:#888;">Terms</a></p>
</div></body></html>`,
  },
  {
    family: "pkgbarn",
    group: "oss",
    lang: "en",
    kind: "otp",
    code: "51092837",
    link: null,
    from: "pkgbarn <support@pkgbarn.org>",
    to: "arjunh <arjun.hegde.dev@inbox.example>",
    subject: "One-time password for pkgbarn",
    date: at(10, 9, 11, 40, 2, "+0000"),
    text: `Hi arjunh!

Someone is trying to publish @kaveri/log-lantern from the command line with your account.
To continue, enter this one-time password at the prompt:

    51092837

The code is valid for 5 minutes and can be used once.

If this was not you, revoke your tokens at ${PB}/settings/arjunh/tokens and reply to this message.

The pkgbarn Team`,
    html: null,
  },
];

// ---------------------------------------------------------------- Vrishabha Bank

const VB = "https://www.vrishabhabank.co.in";

function vbank(lang: string, body: string): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4efe6;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:18px 6px;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #ddd2bf;font-family:Arial,'Noto Sans',sans-serif;">
<tr><td style="background:#7a1f1f;padding:12px 20px;"><img src="${VB}/mailer/vb-logo-gold.png" width="170" height="36" alt="Vrishabha Bank" style="display:block;"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:22px;color:#222;">${body}</td></tr>
<tr><td style="padding:12px 24px;background:#faf6ee;font-size:11px;line-height:16px;color:#6b6357;">
Vrishabha Bank will never ask for your OTP, PIN, CVV or password over phone, SMS or e-mail. / वृषभ बैंक कभी भी आपका OTP, PIN या पासवर्ड नहीं माँगता।<br>
24x7 Phone Banking: 1800 425 7788 &middot; <a href="${VB}/grievance" style="color:#7a1f1f;">Grievance redressal</a> &middot; <a href="${VB}/privacy-policy" style="color:#7a1f1f;">Privacy</a><br>
Vrishabha Bank Ltd., Regd. Office: 88, Kempegowda Road, Gandhinagar, Bengaluru 560009. CIN L65110KA1946PLC000417
</td></tr></table></td></tr></table></body></html>`;
}

const vrishabha: Mail[] = [
  {
    family: "vrishabha-bank",
    group: "regional",
    lang: "en",
    kind: "otp",
    code: "268417",
    link: null,
    from: "Vrishabha Bank <alerts@vrishabhabank.co.in>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "OTP for adding a beneficiary in Vrishabha NetBanking",
    date: at(9, 12, 18, 31, 44),
    text: `Dear Customer,

The One Time Password (OTP) for adding beneficiary RAMESH K BHAT (A/c no. ending 0917, IFSC VRSB0000214)
to your NetBanking profile is 268417.

This OTP is valid for 5 minutes. Please do not share it with anyone, including bank staff.

The beneficiary can receive up to Rs. 50,000 in the first 24 hours after it is added.

If you did not initiate this request, call 1800 425 7788 immediately.

Warm regards,
Vrishabha Bank`,
    html: vbank(
      "en",
      `<p style="margin:0 0 12px;">Dear Customer,</p>
<p style="margin:0 0 12px;">The One Time Password (OTP) for adding beneficiary <b>RAMESH K BHAT</b> (A/c no. ending 0917, IFSC VRSB0000214) to your NetBanking profile is</p>
<p style="margin:0 0 14px;font-size:26px;font-weight:bold;color:#7a1f1f;letter-spacing:3px;">268417</p>
<p style="margin:0 0 12px;">This OTP is valid for 5 minutes. Please do not share it with anyone, including bank staff.</p>
<p style="margin:0 0 12px;font-size:12px;color:#555;">The beneficiary can receive up to Rs. 50,000 in the first 24 hours after it is added. If you did not initiate this request, call 1800 425 7788 immediately.</p>
<p style="margin:0;">Warm regards,<br>Vrishabha Bank</p>`,
    ),
  },
  {
    family: "vrishabha-bank",
    group: "negative",
    lang: "hi",
    kind: "statement",
    code: null,
    link: null,
    from: "Vrishabha Bank e-Statement <estatement@vrishabhabank.co.in>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "सितंबर 2026 का ई-स्टेटमेंट: बचत खाता XXXXXX4821",
    date: at(10, 3, 7, 15, 0),
    text: `प्रिय ग्राहक,

आपके बचत खाते XXXXXX4821 का 01-09-2026 से 30-09-2026 तक का ई-स्टेटमेंट इस ईमेल के साथ संलग्न है।

प्रारंभिक शेष : ₹1,96,240.55
कुल जमा       : ₹1,55,112.00
कुल निकासी    : ₹1,18,448.43
अंतिम शेष     : ₹2,32,904.12

पीडीएफ़ खोलने का पासवर्ड आपकी ग्राहक आईडी के अंतिम चार अंक और जन्म तिथि (DDMM) है।
उदाहरण: ग्राहक आईडी 30071234 और जन्म तिथि 05 मार्च हो तो पासवर्ड 12340503 होगा।

कृपया स्टेटमेंट की जाँच करें और 30 दिनों के भीतर किसी भी विसंगति की सूचना दें।

सादर,
वृषभ बैंक`,
    html: vbank(
      "hi",
      `<p style="margin:0 0 12px;">प्रिय ग्राहक,</p>
<p style="margin:0 0 12px;">आपके बचत खाते <b>XXXXXX4821</b> का 01-09-2026 से 30-09-2026 तक का ई-स्टेटमेंट इस ईमेल के साथ संलग्न है।</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd2bf;font-size:13px;margin:0 0 14px;">
<tr><td>प्रारंभिक शेष</td><td align="right">₹1,96,240.55</td></tr>
<tr><td>कुल जमा</td><td align="right">₹1,55,112.00</td></tr>
<tr><td>कुल निकासी</td><td align="right">₹1,18,448.43</td></tr>
<tr><td><b>अंतिम शेष</b></td><td align="right"><b>₹2,32,904.12</b></td></tr>
</table>
<p style="margin:0 0 12px;">पीडीएफ़ खोलने का पासवर्ड आपकी ग्राहक आईडी के अंतिम चार अंक और जन्म तिथि (DDMM) है। उदाहरण: ग्राहक आईडी 30071234 और जन्म तिथि 05 मार्च हो तो पासवर्ड 12340503 होगा।</p>
<p style="margin:0 0 12px;">कृपया स्टेटमेंट की जाँच करें और 30 दिनों के भीतर किसी भी विसंगति की सूचना दें।</p>
<p style="margin:0;">सादर,<br>वृषभ बैंक</p>`,
    ),
    enc: "b64",
    attachment: [
      "VB_Statement_XX4821_Sep2026.pdf",
      "application/pdf",
      pdf("Vrishabha Bank statement XXXXXX4821 Sep 2026"),
    ],
  },
  {
    family: "vrishabha-bank",
    group: "negative",
    lang: "kn",
    kind: "debit-alert",
    code: null,
    link: null,
    from: "Vrishabha Bank <alerts@vrishabhabank.co.in>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "ವಹಿವಾಟು ಸೂಚನೆ: ಖಾತೆ XXXXXX4821 ರಿಂದ ₹12,500.00 ಡೆಬಿಟ್",
    date: at(10, 5, 18, 42, 51),
    text: `ಆತ್ಮೀಯ ಗ್ರಾಹಕರೇ,

ನಿಮ್ಮ ಉಳಿತಾಯ ಖಾತೆ XXXXXX4821 ರಿಂದ 05-10-2026 ರಂದು 18:42 ಕ್ಕೆ ₹12,500.00 ಡೆಬಿಟ್ ಆಗಿದೆ.
ವಿವರ: UPI/628118830417/HOYSALA GREENS AOA
ಲಭ್ಯ ಬಾಕಿ: ₹2,20,404.12

ಈ ವಹಿವಾಟು ನೀವು ಮಾಡದಿದ್ದರೆ, ತಕ್ಷಣ 1800 425 7788 ಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ನೆಟ್‌ಬ್ಯಾಂಕಿಂಗ್‌ನಲ್ಲಿ "ವಿವಾದ ದಾಖಲಿಸಿ" ಆಯ್ಕೆ ಬಳಸಿ.

ವೃಷಭ ಬ್ಯಾಂಕ್`,
    html: vbank(
      "kn",
      `<p style="margin:0 0 12px;">ಆತ್ಮೀಯ ಗ್ರಾಹಕರೇ,</p>
<p style="margin:0 0 12px;">ನಿಮ್ಮ ಉಳಿತಾಯ ಖಾತೆ <b>XXXXXX4821</b> ರಿಂದ 05-10-2026 ರಂದು 18:42 ಕ್ಕೆ <b>₹12,500.00</b> ಡೆಬಿಟ್ ಆಗಿದೆ.</p>
<p style="margin:0 0 12px;">ವಿವರ: UPI/628118830417/HOYSALA GREENS AOA<br>ಲಭ್ಯ ಬಾಕಿ: ₹2,20,404.12</p>
<p style="margin:0 0 12px;font-size:13px;">ಈ ವಹಿವಾಟು ನೀವು ಮಾಡದಿದ್ದರೆ, ತಕ್ಷಣ 1800 425 7788 ಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ <a href="${VB}/netbanking/dispute" style="color:#7a1f1f;">ನೆಟ್‌ಬ್ಯಾಂಕಿಂಗ್‌ನಲ್ಲಿ ವಿವಾದ ದಾಖಲಿಸಿ</a>.</p>
<p style="margin:0;">ವೃಷಭ ಬ್ಯಾಂಕ್</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- ChillarePay (UPI app)

const CP = "https://chillarepay.in";

function chillare(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#f5f3ff;">
<div style="display:none;max-height:0px;overflow:hidden;">${pre}</div>
<center>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:560px;background:#ffffff;font-family:'Noto Sans',Roboto,Arial,sans-serif;">
<tr><td style="background:#5b2ee0;padding:20px 24px;"><img src="https://static.chillarepay.in/email/cp-logo-w.png" alt="ChillarePay" width="128" height="32" style="display:block;"></td></tr>
<tr><td style="padding:26px 24px;font-size:15px;line-height:23px;color:#1d1b26;">${body}</td></tr>
<tr><td style="padding:0 24px 18px;" align="center">
<a href="https://ck.chillarepay.in/app-android"><img src="https://static.chillarepay.in/email/badge-play.png" width="120" height="36" alt="Get it on Google Play"></a>
<a href="https://ck.chillarepay.in/app-ios"><img src="https://static.chillarepay.in/email/badge-appstore.png" width="108" height="36" alt="Download on the App Store"></a>
</td></tr>
<tr><td style="padding:14px 24px;background:#f0edfa;font-size:11px;line-height:17px;color:#6d6880;" align="center">
<a href="https://x.com/chillarepay" style="color:#6d6880;">X</a> &middot; <a href="https://instagram.com/chillarepay" style="color:#6d6880;">Instagram</a> &middot; <a href="${CP}/help" style="color:#6d6880;">Help</a> &middot; <a href="${CP}/privacy" style="color:#6d6880;">Privacy</a><br>
ChillarePay Technologies Pvt. Ltd., 4th Floor, 27th Main, HSR Layout Sector 2, Bengaluru 560102<br>
UPI services in partnership with Vrishabha Bank Ltd. &copy; 2026
</td></tr></table></center></body></html>`;
}

const chillarepay: Mail[] = [
  {
    family: "chillarepay",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://ck.chillarepay.in/ls/click?upn=u001.Hq7Kd2bX9-2FvMpLw3R0aZ-2BtY4cE8gN5sJ1fUoQ6iD",
    from: "ChillarePay <care@chillarepay.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "Confirm your email to get monthly statements",
    date: at(9, 2, 20, 5, 12),
    text: `Hi Arjun,

You added this email address to your ChillarePay profile (+91 98xxxxx512). Confirm it so we can send you
monthly statements and tax-ready payment reports.

Confirm email:
https://ck.chillarepay.in/ls/click?upn=u001.Hq7Kd2bX9-2FvMpLw3R0aZ-2BtY4cE8gN5sJ1fUoQ6iD

The link is valid for 72 hours. If you didn't add this address, you can ignore this email.

Team ChillarePay
Help: ${CP}/help`,
    html: chillare(
      "One tap and your statements start arriving here.",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:700;">Confirm your email</p>
<p style="margin:0 0 14px;">Hi Arjun, you added this email address to your ChillarePay profile (+91 98xxxxx512). Confirm it so we can send you monthly statements and tax-ready payment reports.</p>
<p style="margin:0 0 18px;"><a href="https://ck.chillarepay.in/ls/click?upn=u001.Hq7Kd2bX9-2FvMpLw3R0aZ-2BtY4cE8gN5sJ1fUoQ6iD" style="display:inline-block;background:#5b2ee0;color:#ffffff;text-decoration:none;padding:12px 30px;border-radius:24px;font-weight:600;">Confirm email</a></p>
<p style="margin:0;font-size:12px;color:#6d6880;">The link is valid for 72 hours. If you didn't add this address, you can ignore this email.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "chillarepay",
    group: "negative",
    lang: "kn",
    kind: "monthly-summary",
    code: null,
    link: null,
    from: "ChillarePay <statements@chillarepay.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "ನಿಮ್ಮ ಸೆಪ್ಟೆಂಬರ್ ಖರ್ಚಿನ ಸಾರಾಂಶ ಸಿದ್ಧವಾಗಿದೆ",
    date: at(10, 1, 9, 2, 0),
    text: `ನಮಸ್ಕಾರ ಅರ್ಜುನ್,

ಸೆಪ್ಟೆಂಬರ್ 2026 ರಲ್ಲಿ ನಿಮ್ಮ ChillarePay ವಹಿವಾಟುಗಳ ಸಾರಾಂಶ:

ಒಟ್ಟು ಪಾವತಿಗಳು: 64
ಕಳುಹಿಸಿದ ಮೊತ್ತ: ₹38,214
ಸ್ವೀಕರಿಸಿದ ಮೊತ್ತ: ₹6,750
ಹೆಚ್ಚು ಖರ್ಚು: ಆಹಾರ ಮತ್ತು ದಿನಸಿ (₹14,880)
ಗಳಿಸಿದ ಕ್ಯಾಶ್‌ಬ್ಯಾಕ್: ₹112

ಪೂರ್ಣ ವಿವರಗಳನ್ನು ಆ್ಯಪ್‌ನಲ್ಲಿ ಇತಿಹಾಸ > ಮಾಸಿಕ ವರದಿ ವಿಭಾಗದಲ್ಲಿ ನೋಡಿ.

ತಂಡ ChillarePay`,
    html: chillare(
      "64 ಪಾವತಿಗಳು, ₹112 ಕ್ಯಾಶ್‌ಬ್ಯಾಕ್",
      `<p style="margin:0 0 14px;">ನಮಸ್ಕಾರ ಅರ್ಜುನ್,</p>
<p style="margin:0 0 14px;">ಸೆಪ್ಟೆಂಬರ್ 2026 ರಲ್ಲಿ ನಿಮ್ಮ ChillarePay ವಹಿವಾಟುಗಳ ಸಾರಾಂಶ:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;margin:0 0 16px;">
<tr><td style="background:#f5f3ff;">ಒಟ್ಟು ಪಾವತಿಗಳು</td><td style="background:#f5f3ff;" align="right"><b>64</b></td></tr>
<tr><td>ಕಳುಹಿಸಿದ ಮೊತ್ತ</td><td align="right">₹38,214</td></tr>
<tr><td style="background:#f5f3ff;">ಸ್ವೀಕರಿಸಿದ ಮೊತ್ತ</td><td style="background:#f5f3ff;" align="right">₹6,750</td></tr>
<tr><td>ಹೆಚ್ಚು ಖರ್ಚು</td><td align="right">ಆಹಾರ ಮತ್ತು ದಿನಸಿ (₹14,880)</td></tr>
<tr><td style="background:#f5f3ff;">ಗಳಿಸಿದ ಕ್ಯಾಶ್‌ಬ್ಯಾಕ್</td><td style="background:#f5f3ff;" align="right">₹112</td></tr>
</table>
<p style="margin:0 0 18px;"><a href="https://ck.chillarepay.in/ls/click?upn=u001.sM4-2Fq8Rr1TnV0bY3kW7-2FxEj" style="color:#5b2ee0;font-weight:600;">ಪೂರ್ಣ ವರದಿ ನೋಡಿ &rarr;</a></p>
<p style="margin:0;">ತಂಡ ChillarePay</p>`,
    ),
    enc: "b64",
  },
  {
    family: "chillarepay",
    group: "negative",
    lang: "hi",
    kind: "new-device",
    code: null,
    link: null,
    from: "ChillarePay Security <security@chillarepay.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "नए डिवाइस से लॉग इन हुआ",
    date: at(10, 14, 22, 6, 37),
    text: `नमस्ते अर्जुन,

आपके ChillarePay खाते में 14 अक्टूबर 2026 को रात 10:05 बजे एक नए डिवाइस (Redmi Note 13, Android 14)
से लॉग इन किया गया। इस डिवाइस पर UPI ID arjunh@vrishabha जोड़ी गई है।

अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है।

अगर यह आप नहीं थे, तो तुरंत ऐप में सहायता > खाता ब्लॉक करें पर जाएँ या 080-4719-2200 पर कॉल करें।
आप यहाँ भी खाता ब्लॉक कर सकते हैं: ${CP}/security/block?ref=DV-7719304

टीम ChillarePay`,
    html: chillare(
      "Redmi Note 13 से 10:05 बजे लॉग इन",
      `<p style="margin:0 0 14px;">नमस्ते अर्जुन,</p>
<p style="margin:0 0 14px;">आपके ChillarePay खाते में <b>14 अक्टूबर 2026 को रात 10:05 बजे</b> एक नए डिवाइस (Redmi Note 13, Android 14) से लॉग इन किया गया। इस डिवाइस पर UPI ID arjunh@vrishabha जोड़ी गई है।</p>
<p style="margin:0 0 14px;">अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है।</p>
<p style="margin:0 0 18px;">अगर यह आप नहीं थे, तो तुरंत <a href="${CP}/security/block?ref=DV-7719304" style="color:#c0262d;font-weight:600;">खाता ब्लॉक करें</a> या 080-4719-2200 पर कॉल करें।</p>
<p style="margin:0;">टीम ChillarePay</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Suvarna Credit Card

const SC = "https://www.suvarnacard.com";

const suvarna: Mail[] = [
  {
    family: "suvarna-card",
    group: "negative",
    lang: "en",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Suvarna Credit Card <statements@suvarnacard.com>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "Your Suvarna Signature Credit Card statement for 18 Sep - 17 Oct 2026",
    date: at(10, 18, 6, 30, 5),
    text: `Dear Arjun Hegde,

Your credit card statement is ready.

Card number          : XXXX XXXX XXXX 7712
Statement date       : 17 Oct 2026
Total amount due     : Rs. 41,286.50
Minimum amount due   : Rs. 2,070.00
Payment due date     : 06 Nov 2026
Reward points earned : 826 (balance 14,310)

The statement is attached (password: first four letters of your name in capitals followed by your
date of birth as DDMM, e.g. ARJU0503).

Pay with UPI, NetBanking or auto-debit. Paying only the minimum amount attracts finance charges of
3.6% per month on the outstanding balance.

Suvarna Cards Ltd., Embassy Golf Links, Domlur, Bengaluru 560071 | Customer care 1860 500 1122`,
    html: `<html><body style="margin:0;background:#1b1b1b;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#1b1b1b;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;">
<tr><td style="background:linear-gradient(90deg,#b8892c,#e6c66b);background-color:#c99a3a;padding:18px 26px;"><img src="${SC}/em/suvarna-signature.png" width="200" height="40" alt="Suvarna Signature"></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;color:#2a2a2a;line-height:22px;">
<p style="margin:0 0 12px;">Dear Arjun Hegde,</p>
<p style="margin:0 0 16px;">Your credit card statement is ready.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #e8dcc0;">
<tr><td style="color:#8a7444;">Card number</td><td align="right">XXXX XXXX XXXX 7712</td></tr>
<tr><td style="color:#8a7444;">Statement date</td><td align="right">17 Oct 2026</td></tr>
<tr><td style="color:#8a7444;">Total amount due</td><td align="right"><b>Rs. 41,286.50</b></td></tr>
<tr><td style="color:#8a7444;">Minimum amount due</td><td align="right">Rs. 2,070.00</td></tr>
<tr><td style="color:#8a7444;">Payment due date</td><td align="right"><b>06 Nov 2026</b></td></tr>
<tr><td style="color:#8a7444;">Reward points earned</td><td align="right">826 (balance 14,310)</td></tr>
</table>
<p style="margin:16px 0 12px;font-size:13px;">The statement is attached (password: first four letters of your name in capitals followed by your date of birth as DDMM, e.g. ARJU0503).</p>
<p style="margin:0 0 18px;"><a href="https://em.suvarnacard.com/r/?id=h4a91b2,8c71fe0,1" style="background:#1b1b1b;color:#e6c66b;padding:11px 24px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Pay now</a></p>
<p style="margin:0;font-family:Arial,sans-serif;font-size:11px;color:#888;">Paying only the minimum amount attracts finance charges of 3.6% per month on the outstanding balance.<br>Suvarna Cards Ltd., Embassy Golf Links, Domlur, Bengaluru 560071 | Customer care 1860 500 1122 | <a href="${SC}/mitc" style="color:#888;">MITC</a> | <a href="https://em.suvarnacard.com/u/?id=h4a91b2" style="color:#888;">Unsubscribe from offers</a></p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: ["Suvarna_7712_17Oct2026.pdf", "application/pdf", pdf("Suvarna Signature statement 7712 17 Oct 2026")],
  },
  {
    family: "suvarna-card",
    group: "regional",
    lang: "hi",
    kind: "txn-otp",
    code: "839104",
    link: null,
    from: "Suvarna Credit Card <alerts@suvarnacard.com>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "लेनदेन के लिए OTP - कार्ड XX7712",
    date: at(9, 27, 21, 14, 8),
    text: `प्रिय कार्डधारक,

आपके सुवर्ण क्रेडिट कार्ड (अंतिम अंक 7712) से MINCHU MART पर ₹3,499.00 के ऑनलाइन लेनदेन के लिए
वन टाइम पासवर्ड (OTP) 839104 है।

यह OTP 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें। बैंक या कार्ड कंपनी कभी भी फ़ोन पर OTP नहीं माँगती।

यदि आपने यह लेनदेन शुरू नहीं किया है, तो तुरंत 1860 500 1122 पर कॉल करके कार्ड ब्लॉक करें।

सुवर्ण कार्ड्स`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Aaykar Seva e-filing (income tax)

const AS = "https://www.aaykarseva.gov.in";

function aaykar(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,'Noto Sans Devanagari',sans-serif;font-size:14px;color:#000;background:#ffffff;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c9d3e0;">
<tr><td style="background:#173b6c;padding:10px 16px;color:#fff;font-size:15px;"><img src="${AS}/iec/images/emblem-mail.png" width="28" height="40" alt="Emblem" style="vertical-align:middle;"> &nbsp;<b>आयकर सेवा ई-फ़ाइलिंग / Aaykar Seva e-Filing</b></td></tr>
<tr><td style="padding:18px 18px;line-height:21px;">${body}</td></tr>
<tr><td style="padding:10px 16px;background:#eef2f7;font-size:11px;color:#444;">
This is a system-generated e-mail. Please do not reply. / यह सिस्टम द्वारा भेजा गया ई-मेल है, कृपया उत्तर न दें।<br>
Helpdesk: 1800 103 0025 / +91-80-46122000 (08:00 hrs - 20:00 hrs, Monday to Friday) &middot; <a href="${AS}/iec/foportal/help">Help</a>
</td></tr></table></body></html>`;
}

const aaykarSeva: Mail[] = [
  {
    family: "aaykar-seva",
    group: "negative",
    lang: "hi",
    kind: "itr-filed",
    code: null,
    link: null,
    from: "Aaykar Seva e-Filing <intimations@aaykarseva.gov.in>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "आयकर रिटर्न सफलतापूर्वक दाखिल - पावती संख्या 642918370150926",
    date: at(9, 15, 23, 48, 19),
    text: `प्रिय करदाता ARJUN HEGDE,

PAN: AXXXX1234X
निर्धारण वर्ष: 2026-27
आईटीआर फ़ॉर्म: ITR-1
पावती संख्या: 642918370150926
दाखिल करने की तारीख: 15-09-2026

आपका आयकर रिटर्न सफलतापूर्वक दाखिल कर दिया गया है। रिटर्न की प्रक्रिया तभी शुरू होगी जब इसे दाखिल करने के
30 दिनों के भीतर ई-सत्यापित किया जाए या हस्ताक्षरित ITR-V बेंगलुरु स्थित केंद्रीकृत प्रसंस्करण केंद्र
को भेजा जाए।

पावती (ITR-V) पोर्टल पर ई-फ़ाइल > आयकर रिटर्न > दाखिल किए गए रिटर्न देखें में उपलब्ध है।

सादर,
ई-फ़ाइलिंग टीम`,
    html: aaykar(`<p>प्रिय करदाता <b>ARJUN HEGDE</b>,</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d3e0;font-size:13px;">
<tr><td>PAN</td><td>AXXXX1234X</td></tr>
<tr><td>निर्धारण वर्ष</td><td>2026-27</td></tr>
<tr><td>आईटीआर फ़ॉर्म</td><td>ITR-1</td></tr>
<tr><td>पावती संख्या</td><td>642918370150926</td></tr>
<tr><td>दाखिल करने की तारीख</td><td>15-09-2026</td></tr>
</table>
<p>आपका आयकर रिटर्न सफलतापूर्वक दाखिल कर दिया गया है। रिटर्न की प्रक्रिया तभी शुरू होगी जब इसे दाखिल करने के 30 दिनों के भीतर ई-सत्यापित किया जाए या हस्ताक्षरित ITR-V बेंगलुरु स्थित केंद्रीकृत प्रसंस्करण केंद्र को भेजा जाए।</p>
<p>पावती (ITR-V) <a href="${AS}/iec/foportal/">पोर्टल</a> पर ई-फ़ाइल &gt; आयकर रिटर्न &gt; दाखिल किए गए रिटर्न देखें में उपलब्ध है।</p>
<p>सादर,<br>ई-फ़ाइलिंग टीम</p>`),
    enc: "b64",
  },
  {
    family: "aaykar-seva",
    group: "regional",
    lang: "en",
    kind: "evc",
    code: "HX7K2M9PQ1",
    link: null,
    from: "Aaykar Seva e-Filing <evc@aaykarseva.gov.in>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "Electronic Verification Code (EVC) for e-Verification",
    date: at(9, 16, 8, 2, 44),
    text: `Dear ARJUN HEGDE,

The Electronic Verification Code (EVC) for e-Verifying your Income Tax Return for AY 2026-27
(Acknowledgement No. 642918370150926) is HX7K2M9PQ1.

The EVC is valid for 72 hours and for this return only. The same code has also been sent to your
registered mobile number ending with 512.

Please do not share the EVC with anyone.

Regards,
e-Filing Team`,
    html: aaykar(`<p>Dear <b>ARJUN HEGDE</b>,</p>
<p>The Electronic Verification Code (EVC) for e-Verifying your Income Tax Return for AY 2026-27 (Acknowledgement No. 642918370150926) is <b>HX7K2M9PQ1</b>.</p>
<p>The EVC is valid for 72 hours and for this return only. The same code has also been sent to your registered mobile number ending with 512.</p>
<p>Please do not share the EVC with anyone.</p>
<p>Regards,<br>e-Filing Team</p>`),
  },
  {
    family: "aaykar-seva",
    group: "negative",
    lang: "hi",
    kind: "refund-issued",
    code: null,
    link: null,
    from: "Aaykar Seva Refunds <refunds@aaykarseva.gov.in>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "निर्धारण वर्ष 2026-27 के लिए रिफ़ंड जारी - PAN AXXXX1234X",
    date: at(10, 23, 16, 20, 31),
    text: `प्रिय करदाता,

निर्धारण वर्ष 2026-27 के लिए आपका रिटर्न (पावती संख्या 642918370150926) धारा 143(1) के अंतर्गत संसाधित कर
दिया गया है। धारा 244A के अंतर्गत ₹412 ब्याज सहित ₹18,640 का रिफ़ंड 23-10-2026 को आपके पूर्व-सत्यापित
बैंक खाते XXXXXXX4821 (IFSC VRSB0000031) में जारी कर दिया गया है।

रिफ़ंड अनुक्रम संख्या: 2026-27/RF/00481177293

सूचना आदेश ई-फ़ाइल > आयकर रिटर्न > दाखिल किए गए रिटर्न देखें में उपलब्ध है।

सादर,
केंद्रीकृत प्रसंस्करण केंद्र`,
    html: null,
  },
];

// ---------------------------------------------------------------- Bhavishya Nidhi Seva (provident fund)

const bhavishya: Mail[] = [
  {
    family: "bhavishyanidhi-sewa",
    group: "regional",
    lang: "hi",
    kind: "login-otp",
    code: "904317",
    link: null,
    from: "Bhavishya Nidhi Seva <no-reply@bhavishyanidhi.org.in>",
    to: "arjun.hegde@inbox.example",
    subject: "सदस्य ई-सेवा लॉगिन हेतु OTP",
    date: at(10, 10, 12, 51, 3),
    text: `प्रिय सदस्य,

UAN 1011XXXX4470 के लिए सदस्य ई-सेवा पोर्टल पर लॉगिन करने हेतु आपका वन टाइम पासवर्ड (OTP) 904317 है।
यह OTP 10 मिनट के लिए मान्य है।

कृपया किसी के साथ OTP साझा न करें। भविष्य निधि संगठन कभी भी फ़ोन, ईमेल या सोशल मीडिया पर आपका OTP,
UAN पासवर्ड या बैंक विवरण नहीं माँगता।

Dear Member, 904317 is the OTP to log in to the Member e-Sewa portal for UAN 1011XXXX4470. Valid for 10 minutes.

भविष्य निधि सेवा
यह स्वचालित ईमेल है, कृपया उत्तर न दें।`,
    html: `<div style="font-family:Mangal,'Noto Sans Devanagari',Arial,sans-serif;font-size:14px;line-height:22px;">
<p>प्रिय सदस्य,</p>
<p>UAN 1011XXXX4470 के लिए सदस्य ई-सेवा पोर्टल पर लॉगिन करने हेतु आपका वन टाइम पासवर्ड (OTP) <b style="font-size:18px;">904317</b> है। यह OTP 10 मिनट के लिए मान्य है।</p>
<p>कृपया किसी के साथ OTP साझा न करें। भविष्य निधि संगठन कभी भी फ़ोन, ईमेल या सोशल मीडिया पर आपका OTP, UAN पासवर्ड या बैंक विवरण नहीं माँगता।</p>
<p style="color:#555;font-size:12px;">Dear Member, 904317 is the OTP to log in to the Member e-Sewa portal for UAN 1011XXXX4470. Valid for 10 minutes.</p>
<p>भविष्य निधि सेवा<br><span style="font-size:11px;color:#777;">यह स्वचालित ईमेल है, कृपया उत्तर न दें। | <a href="https://unifiedportal.bhavishyanidhi.org.in/memberinterface/">सदस्य पोर्टल</a></span></p>
</div>`,
    enc: "qp",
  },
  {
    family: "bhavishyanidhi-sewa",
    group: "negative",
    lang: "hi",
    kind: "contribution-credited",
    code: null,
    link: null,
    from: "Bhavishya Nidhi Seva <no-reply@bhavishyanidhi.org.in>",
    to: "arjun.hegde@inbox.example",
    subject: "वेतन माह 09/2026 का पीएफ़ अंशदान प्राप्त हुआ",
    date: at(10, 16, 10, 4, 57),
    text: `प्रिय सदस्य,

सदस्य आईडी KABNG00417520000018731 में वेतन माह 09/2026 के लिए ₹21,600/- का अंशदान प्राप्त हो गया है।
आपकी पासबुक में शेष राशि ₹6,84,215/- है।

नियोक्ता अंश (EPF)  : ₹4,201
नियोक्ता अंश (EPS)  : ₹1,250
कर्मचारी अंश        : ₹16,149 (VPF ₹10,000 सहित)

UAN: 1011XXXX4470

Dear Member, contribution of Rs. 21,600 for wage month 09/2026 received. Passbook balance Rs. 6,84,215.

पासबुक देखने के लिए सदस्य ई-सेवा पोर्टल पर लॉगिन करें।

- भविष्य निधि सेवा (स्वचालित ईमेल, कृपया उत्तर न दें)`,
    html: null,
  },
];

// ---------------------------------------------------------------- Thindi Runner (food delivery)

const TR = "https://www.thindirunner.in";

function thindi(pre: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fff5ef;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;font-family:'Noto Sans','Noto Sans Kannada','Noto Sans Tamil',Helvetica,Arial,sans-serif;">
<tr><td style="padding:18px 22px;border-bottom:3px solid #ff5a1f;"><img src="https://img.thindirunner.in/mail/tr-logo.png" width="140" height="34" alt="Thindi Runner"></td></tr>
${body}
<tr><td style="padding:16px 22px;font-size:11px;line-height:16px;color:#9a8f88;background:#fbf7f4;" align="center">
<a href="${TR}/support" style="color:#9a8f88;">Help &amp; support</a> | <a href="${TR}/terms" style="color:#9a8f88;">Terms</a> | <a href="${TR}/privacy" style="color:#9a8f88;">Privacy</a><br>
Thindi Runner Foods Pvt. Ltd., No. 9, 100 Feet Road, Koramangala 4th Block, Bengaluru 560034. FSSAI Lic. No. 11226998000412
</td></tr></table></td></tr></table></body></html>`;
}

const thindiRunner: Mail[] = [
  {
    family: "thindi-runner",
    group: "negative",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Thindi Runner <orders@thindirunner.in>",
    to: "Arjun <arjun.hegde@inbox.example>",
    subject: "Your Thindi Runner order from Vidyarthi Dosa Corner was delivered",
    date: at(9, 6, 9, 48, 22),
    text: `Hope you enjoyed your meal, Arjun!

Order #TR7731940286 - delivered at 09:47 AM, Sun 06 Sep 2026
From: Vidyarthi Dosa Corner, Jayanagar 4th T Block
To: Flat C-1104, Hoysala Greens, Haralur Road, Bengaluru 560102

2 x Benne Masala Dosa      Rs. 240.00
1 x Khara Bath             Rs.  70.00
2 x Filter Coffee          Rs.  80.00
Item total                 Rs. 390.00
Delivery fee (4.8 km)      Rs.  39.00
Platform fee               Rs.   6.00
GST and restaurant charges Rs.  22.10
Discount (ThindiOne)      -Rs.  39.00
Paid via UPI               Rs. 418.10

Rate your delivery partner Manjunath: ${TR}/rate/TR7731940286

Thindi Runner Foods Pvt. Ltd., Koramangala, Bengaluru 560034`,
    html: thindi(
      "Rs. 418.10 paid via UPI. Rate your order.",
      `<tr><td style="padding:22px;font-size:15px;line-height:22px;color:#2b2b2b;">
<p style="margin:0 0 6px;font-size:20px;font-weight:700;">Hope you enjoyed your meal, Arjun!</p>
<p style="margin:0 0 16px;color:#777;font-size:13px;">Order #TR7731940286 &middot; delivered 09:47 AM, Sun 06 Sep 2026</p>
<p style="margin:0 0 4px;"><b>Vidyarthi Dosa Corner</b>, Jayanagar 4th T Block</p>
<p style="margin:0 0 16px;color:#777;font-size:13px;">to Flat C-1104, Hoysala Greens, Haralur Road, Bengaluru 560102</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td>2 x Benne Masala Dosa</td><td align="right">Rs. 240.00</td></tr>
<tr><td>1 x Khara Bath</td><td align="right">Rs. 70.00</td></tr>
<tr><td>2 x Filter Coffee</td><td align="right">Rs. 80.00</td></tr>
<tr><td style="border-top:1px dashed #ddd;color:#777;">Delivery fee (4.8 km)</td><td style="border-top:1px dashed #ddd;" align="right">Rs. 39.00</td></tr>
<tr><td style="color:#777;">Platform fee</td><td align="right">Rs. 6.00</td></tr>
<tr><td style="color:#777;">GST and restaurant charges</td><td align="right">Rs. 22.10</td></tr>
<tr><td style="color:#1a8a3a;">Discount (ThindiOne)</td><td align="right" style="color:#1a8a3a;">&minus;Rs. 39.00</td></tr>
<tr><td style="border-top:1px solid #333;"><b>Paid via UPI</b></td><td style="border-top:1px solid #333;" align="right"><b>Rs. 418.10</b></td></tr>
</table>
<p style="margin:18px 0 0;" align="center"><a href="${TR}/rate/TR7731940286" style="display:inline-block;background:#ff5a1f;color:#fff;padding:10px 26px;border-radius:20px;text-decoration:none;font-weight:600;">Rate Manjunath's delivery</a></p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "thindi-runner",
    group: "regional",
    lang: "kn",
    kind: "delivery-otp",
    code: "7304",
    link: null,
    from: "Thindi Runner <orders@thindirunner.in>",
    to: "Arjun <arjun.hegde@inbox.example>",
    subject: "ನಿಮ್ಮ ಆರ್ಡರ್ ದಾರಿಯಲ್ಲಿದೆ - ಡೆಲಿವರಿ OTP ಒಳಗಿದೆ",
    date: at(10, 11, 20, 34, 10),
    text: `ನಮಸ್ಕಾರ ಅರ್ಜುನ್,

ಮೇಘನಾ ಫುಡ್ಸ್, ಮಾರತಹಳ್ಳಿ ಇಂದ ನಿಮ್ಮ ಆರ್ಡರ್ #TR7790415562 ಹೊರಟಿದೆ. ಡೆಲಿವರಿ ಪಾಲುದಾರ ಸಂತೋಷ್ ಸುಮಾರು 18 ನಿಮಿಷಗಳಲ್ಲಿ ತಲುಪುತ್ತಾರೆ.

ಆರ್ಡರ್ ಕೈಗೆ ಸಿಕ್ಕಾಗ ಮಾತ್ರ ಈ OTP ಅನ್ನು ಡೆಲಿವರಿ ಪಾಲುದಾರರಿಗೆ ಹೇಳಿ: 7304

ಒಟ್ಟು ಮೊತ್ತ: ₹1,126 (ಪಾವತಿಸಲಾಗಿದೆ)

ತಂಡ Thindi Runner`,
    html: thindi(
      "ಡೆಲಿವರಿ OTP: ಆರ್ಡರ್ ಸಿಕ್ಕಾಗ ಮಾತ್ರ ಹೇಳಿ",
      `<tr><td style="padding:22px;font-size:15px;line-height:23px;color:#2b2b2b;">
<p style="margin:0 0 12px;">ನಮಸ್ಕಾರ ಅರ್ಜುನ್,</p>
<p style="margin:0 0 16px;">ಮೇಘನಾ ಫುಡ್ಸ್, ಮಾರತಹಳ್ಳಿ ಇಂದ ನಿಮ್ಮ ಆರ್ಡರ್ <b>#TR7790415562</b> ಹೊರಟಿದೆ. ಡೆಲಿವರಿ ಪಾಲುದಾರ ಸಂತೋಷ್ ಸುಮಾರು 18 ನಿಮಿಷಗಳಲ್ಲಿ ತಲುಪುತ್ತಾರೆ.</p>
<p style="margin:0 0 8px;">ಆರ್ಡರ್ ಕೈಗೆ ಸಿಕ್ಕಾಗ ಮಾತ್ರ ಈ OTP ಅನ್ನು ಡೆಲಿವರಿ ಪಾಲುದಾರರಿಗೆ ಹೇಳಿ:</p>
<table cellpadding="0" cellspacing="6" role="presentation" style="margin:0 0 16px;"><tr>
<td style="width:42px;height:50px;border:2px solid #ff5a1f;border-radius:6px;font-size:26px;font-weight:700;text-align:center;">7</td>
<td style="width:42px;height:50px;border:2px solid #ff5a1f;border-radius:6px;font-size:26px;font-weight:700;text-align:center;">3</td>
<td style="width:42px;height:50px;border:2px solid #ff5a1f;border-radius:6px;font-size:26px;font-weight:700;text-align:center;">0</td>
<td style="width:42px;height:50px;border:2px solid #ff5a1f;border-radius:6px;font-size:26px;font-weight:700;text-align:center;">4</td>
</tr></table>
<p style="margin:0 0 12px;font-size:13px;color:#777;">ಒಟ್ಟು ಮೊತ್ತ: ₹1,126 (ಪಾವತಿಸಲಾಗಿದೆ) &middot; <a href="${TR}/track/TR7790415562" style="color:#ff5a1f;">ಆರ್ಡರ್ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ</a></p>
<p style="margin:0;">ತಂಡ Thindi Runner</p>
</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "thindi-runner",
    group: "negative",
    lang: "ta",
    kind: "promo",
    code: null,
    link: null,
    from: "Thindi Runner <offers@thindirunner.in>",
    to: "Arjun <arjun.hegde@inbox.example>",
    subject: "தீபாவளி விருந்து: ₹150 தள்ளுபடி, குறியீடு DEEPA150",
    date: at(10, 24, 11, 0, 0),
    headers: [["List-Unsubscribe", "<https://www.thindirunner.in/unsub?u=ah4470&c=diwali26>"]],
    text: `வணக்கம் அர்ஜுன்,

இந்த தீபாவளிக்கு இனிப்பும் காரமும் உங்கள் வீட்டு வாசலுக்கே!

₹499க்கு மேல் ஆர்டர் செய்தால் ₹150 தள்ளுபடி. செக்அவுட்டில் DEEPA150 என்ற கூப்பன் குறியீட்டைப் பயன்படுத்துங்கள்.
சலுகை 26 அக்டோபர் முதல் 2 நவம்பர் 2026 வரை மட்டும். ஒரு கணக்கிற்கு இரண்டு முறை.

பிரபலமான உணவகங்கள்: அடையார் ஸ்வீட்ஸ், சங்கீதா வெஜ், ஆந்திரா ஸ்பைஸ் ஹவுஸ்

ஆர்டர் செய்ய: ${TR}/offers/diwali26

விதிமுறைகள் பொருந்தும். குழுவிலகல்: ${TR}/unsub?u=ah4470&c=diwali26`,
    html: thindi(
      "₹499க்கு மேல் ₹150 தள்ளுபடி",
      `<tr><td><a href="${TR}/offers/diwali26"><img src="https://img.thindirunner.in/mail/diwali26-hero-ta.jpg" width="520" height="260" alt="தீபாவளி விருந்து - ₹150 தள்ளுபடி" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:22px;font-size:15px;line-height:24px;color:#2b2b2b;" align="center">
<p style="margin:0 0 10px;">வணக்கம் அர்ஜுன், இந்த தீபாவளிக்கு இனிப்பும் காரமும் உங்கள் வீட்டு வாசலுக்கே!</p>
<p style="margin:0 0 14px;">₹499க்கு மேல் ஆர்டர் செய்தால் <b>₹150 தள்ளுபடி</b>. கூப்பன் குறியீடு:</p>
<p style="margin:0 0 14px;"><span style="border:2px dashed #ff5a1f;padding:8px 18px;font-size:22px;font-weight:700;letter-spacing:2px;color:#ff5a1f;">DEEPA150</span></p>
<p style="margin:0 0 16px;font-size:12px;color:#777;">26 அக்டோபர் முதல் 2 நவம்பர் 2026 வரை. ஒரு கணக்கிற்கு இரண்டு முறை.</p>
<a href="${TR}/offers/diwali26" style="display:inline-block;background:#ff5a1f;color:#fff;padding:11px 28px;border-radius:20px;text-decoration:none;font-weight:600;">இப்போதே ஆர்டர் செய்யுங்கள்</a>
<p style="margin:18px 0 0;font-size:11px;color:#9a8f88;">விதிமுறைகள் பொருந்தும். <a href="${TR}/unsub?u=ah4470&amp;c=diwali26" style="color:#9a8f88;">குழுவிலகல்</a></p>
</td></tr>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Minchu Mart (quick commerce)

const MM = "https://minchumart.in";

const minchu: Mail[] = [
  {
    family: "minchu-mart",
    group: "negative",
    lang: "kn",
    kind: "order-invoice",
    code: null,
    link: null,
    from: "Minchu Mart <orders@minchumart.in>",
    to: "arjun.hegde@inbox.example",
    subject: "ಆರ್ಡರ್ MM-48817302 ತಲುಪಿಸಲಾಗಿದೆ - ನಿಮ್ಮ ಇನ್‌ವಾಯ್ಸ್",
    date: at(9, 20, 8, 12, 40),
    text: `ನಮಸ್ಕಾರ,

ನಿಮ್ಮ ಆರ್ಡರ್ MM-48817302 ಕೇವಲ 9 ನಿಮಿಷಗಳಲ್ಲಿ ತಲುಪಿಸಲಾಗಿದೆ ⚡

ನಂದಿನಿ ಹಾಲು 1 ಲೀ x 2       ₹108
ಐಡಿ ದೋಸೆ ಹಿಟ್ಟು 1 ಕೆಜಿ       ₹95
ಈರುಳ್ಳಿ 1 ಕೆಜಿ              ₹42
ಬಾಳೆಹಣ್ಣು (ಏಲಕ್ಕಿ) 500 ಗ್ರಾಂ  ₹38
ಹ್ಯಾಂಡ್ಲಿಂಗ್ ಶುಲ್ಕ            ₹4
ಒಟ್ಟು                       ₹287

ಪಾವತಿ: ChillarePay UPI
ವಿಳಾಸ: C-1104, ಹೊಯ್ಸಳ ಗ್ರೀನ್ಸ್, ಹರಳೂರು ರಸ್ತೆ, ಬೆಂಗಳೂರು 560102

GST ಇನ್‌ವಾಯ್ಸ್: ${MM}/account/orders/MM-48817302/invoice

ಮಿಂಚು ಮಾರ್ಟ್`,
    html: `<html><body style="margin:0;background:#fffbe6;font-family:'Noto Sans Kannada',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden;">
<tr><td style="background:#ffd400;padding:14px 18px;"><img src="${MM}/e/mm-bolt.png" width="36" height="36" alt="Minchu Mart" style="vertical-align:middle;"> <b style="font-size:18px;vertical-align:middle;">ಮಿಂಚು ಮಾರ್ಟ್</b></td></tr>
<tr><td style="padding:18px;font-size:14px;line-height:21px;">
<p style="margin:0 0 12px;font-size:17px;"><b>ನಿಮ್ಮ ಆರ್ಡರ್ ಕೇವಲ 9 ನಿಮಿಷಗಳಲ್ಲಿ ತಲುಪಿಸಲಾಗಿದೆ ⚡</b></p>
<p style="margin:0 0 12px;color:#777;">ಆರ್ಡರ್ MM-48817302 &middot; 20 ಸೆಪ್ಟೆಂಬರ್ 2026, 08:11</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td>ನಂದಿನಿ ಹಾಲು 1 ಲೀ x 2</td><td align="right">₹108</td></tr>
<tr><td>ಐಡಿ ದೋಸೆ ಹಿಟ್ಟು 1 ಕೆಜಿ</td><td align="right">₹95</td></tr>
<tr><td>ಈರುಳ್ಳಿ 1 ಕೆಜಿ</td><td align="right">₹42</td></tr>
<tr><td>ಬಾಳೆಹಣ್ಣು (ಏಲಕ್ಕಿ) 500 ಗ್ರಾಂ</td><td align="right">₹38</td></tr>
<tr><td style="color:#777;">ಹ್ಯಾಂಡ್ಲಿಂಗ್ ಶುಲ್ಕ</td><td align="right">₹4</td></tr>
<tr><td style="border-top:1px solid #eee;"><b>ಒಟ್ಟು</b></td><td style="border-top:1px solid #eee;" align="right"><b>₹287</b></td></tr>
</table>
<p style="margin:14px 0 0;color:#777;font-size:12px;">ಪಾವತಿ: ChillarePay UPI<br>ವಿಳಾಸ: C-1104, ಹೊಯ್ಸಳ ಗ್ರೀನ್ಸ್, ಹರಳೂರು ರಸ್ತೆ, ಬೆಂಗಳೂರು 560102</p>
<p style="margin:14px 0 0;"><a href="${MM}/account/orders/MM-48817302/invoice" style="color:#1a1a1a;font-weight:bold;">GST ಇನ್‌ವಾಯ್ಸ್ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ</a></p>
</td></tr>
<tr><td style="padding:12px 18px;background:#fafafa;font-size:10px;color:#999;">Minchu Commerce Pvt. Ltd., Survey No. 71, Kudlu Gate, Hosur Road, Bengaluru 560068 &middot; <a href="${MM}/help" style="color:#999;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "minchu-mart",
    group: "regional",
    lang: "hi",
    kind: "delivery-otp",
    code: "5186",
    link: null,
    from: "Minchu Mart <orders@minchumart.in>",
    to: "arjun.hegde@inbox.example",
    subject: "ऑर्डर MM-49260118: डिलीवरी के समय यह PIN बताएँ",
    date: at(10, 17, 19, 3, 26),
    text: `नमस्ते,

आपके ऑर्डर MM-49260118 (₹6,240, इसमें बोल्टवेव ब्लूटूथ हेडफ़ोन शामिल हैं) में अधिक मूल्य का सामान है, इसलिए
डिलीवरी पार्टनर सामान सौंपने से पहले आपसे डिलीवरी PIN पूछेगा।

डिलीवरी PIN: 5186

यह PIN केवल सामान हाथ में मिलने पर ही बताएँ। ऑर्डर 10-12 मिनट में पहुँचेगा।

मिंचु मार्ट
सहायता: ${MM}/help`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Savari (ride app)

const SV = "https://savari.in";

function savari(lang: string, pre: string, body: string): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eaeaea;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Noto Sans','Noto Sans Kannada','Noto Sans Telugu',Arial,sans-serif;">
<tr><td style="background:#111111;padding:16px 22px;"><img src="https://cdn.savari.in/em/savari-y.png" width="96" height="28" alt="Savari"></td></tr>
${body}
<tr><td style="padding:14px 22px;border-top:1px solid #eee;font-size:11px;line-height:16px;color:#8c8c8c;">
<a href="${SV}/help" style="color:#8c8c8c;">Help</a> &middot; <a href="${SV}/privacy" style="color:#8c8c8c;">Privacy</a> &middot; <a href="${SV}/terms" style="color:#8c8c8c;">Terms</a><br>
Savari Mobility Pvt. Ltd., 2nd Floor, 80 Feet Road, Indiranagar, Bengaluru 560038. Fares include applicable taxes.
</td></tr></table></td></tr></table></body></html>`;
}

const savariGo: Mail[] = [
  {
    family: "savari-go",
    group: "negative",
    lang: "kn",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Savari <receipts@savari.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "ಸವಾರಿ ಪ್ರಯಾಣದ ರಸೀದಿ - 09 ಸೆಪ್ಟೆಂಬರ್ 2026",
    date: at(9, 9, 9, 58, 41),
    text: `ಸವಾರಿಯೊಂದಿಗೆ ಪ್ರಯಾಣಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು, ಅರ್ಜುನ್

ದಿನಾಂಕ: 09 ಸೆಪ್ಟೆಂಬರ್ 2026, ಬೆಳಿಗ್ಗೆ 8:51
ಪಿಕಪ್: ಹೊಯ್ಸಳ ಗ್ರೀನ್ಸ್, ಹರಳೂರು ರಸ್ತೆ
ಡ್ರಾಪ್: ಮಾನ್ಯತಾ ಟೆಕ್ ಪಾರ್ಕ್, ಗೇಟ್ 5
ದೂರ: 24.6 ಕಿ.ಮೀ · ಸಮಯ: 67 ನಿಮಿಷ
ಪ್ರಯಾಣ ದರ: ₹548.00
ಟೋಲ್: ₹0.00
ಒಟ್ಟು: ₹548.00 (ChillarePay UPI)

ಚಾಲಕ: ಲೋಕೇಶ್ · KA 51 AD 7720 · Savari Mini
ರೈಡ್ ಐಡಿ: SVR-CB-87341126

ಸವಾರಿ ತಂಡ`,
    html: savari(
      "kn",
      "₹548.00 · ಮಾನ್ಯತಾ ಟೆಕ್ ಪಾರ್ಕ್",
      `<tr><td style="padding:22px;">
<p style="margin:0 0 4px;font-size:28px;font-weight:700;color:#111;">₹548.00</p>
<p style="margin:0 0 18px;font-size:14px;color:#555;">ಸವಾರಿಯೊಂದಿಗೆ ಪ್ರಯಾಣಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು, ಅರ್ಜುನ್</p>
<img src="https://maps.savari.in/static/route/SVR-CB-87341126.png" width="516" height="180" alt="ಮಾರ್ಗ ನಕ್ಷೆ" style="display:block;margin:0 0 16px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;color:#222;">
<tr><td style="color:#888;">ದಿನಾಂಕ</td><td>09 ಸೆಪ್ಟೆಂಬರ್ 2026, ಬೆಳಿಗ್ಗೆ 8:51</td></tr>
<tr><td style="color:#888;">ಪಿಕಪ್</td><td>ಹೊಯ್ಸಳ ಗ್ರೀನ್ಸ್, ಹರಳೂರು ರಸ್ತೆ</td></tr>
<tr><td style="color:#888;">ಡ್ರಾಪ್</td><td>ಮಾನ್ಯತಾ ಟೆಕ್ ಪಾರ್ಕ್, ಗೇಟ್ 5</td></tr>
<tr><td style="color:#888;">ದೂರ · ಸಮಯ</td><td>24.6 ಕಿ.ಮೀ · 67 ನಿಮಿಷ</td></tr>
<tr><td style="color:#888;">ಪಾವತಿ</td><td>ChillarePay UPI</td></tr>
<tr><td style="color:#888;">ಚಾಲಕ</td><td>ಲೋಕೇಶ್ · KA 51 AD 7720 · Savari Mini</td></tr>
<tr><td style="color:#888;">ರೈಡ್ ಐಡಿ</td><td>SVR-CB-87341126</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;"><a href="${SV}/trips/SVR-CB-87341126/invoice" style="color:#111;">GST ಇನ್‌ವಾಯ್ಸ್</a> &middot; <a href="${SV}/trips/SVR-CB-87341126/report" style="color:#111;">ಸಮಸ್ಯೆ ವರದಿ ಮಾಡಿ</a></p>
</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "savari-go",
    group: "negative",
    lang: "te",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Savari <receipts@savari.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "మీ సవారీ ఆటో ప్రయాణ రసీదు",
    date: at(10, 2, 19, 14, 3),
    text: `మీ సవారీ ఆటో ప్రయాణానికి ధన్యవాదాలు

తేదీ: 02 అక్టోబర్ 2026, సాయంత్రం 6:12
పికప్: కెంపేగౌడ బస్ స్టేషన్ (మెజెస్టిక్)
డ్రాప్: హొయసళ గ్రీన్స్, హరళూరు రోడ్
దూరం: 21.4 కి.మీ · సమయం: 58 నిమి
ఛార్జీ: ₹412.00
చెల్లింపు: నగదు

డ్రైవర్: వెంకటేశ్ · KA 05 AK 3391
రైడ్ ఐడి: SVR-AU-88120473

ప్రయాణం ఎలా జరిగింది? యాప్‌లో రేటింగ్ ఇవ్వండి.
సవారీ మొబిలిటీ ప్రైవేట్ లిమిటెడ్, ఇందిరానగర్, బెంగళూరు 560038`,
    html: null,
    enc: "8bit",
  },
  {
    family: "savari-go",
    group: "regional",
    lang: "te",
    kind: "verify-link",
    code: null,
    link: `${SV}/account/email/verify?t=eyJ1IjoiNzcxOTMwNCIsImUiOiJhcmp1bi5oZWdkZSJ9.kP3xQ9`,
    from: "Savari <no-reply@savari.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "మీ ఇమెయిల్ చిరునామాను ధృవీకరించండి",
    date: at(9, 4, 7, 40, 18),
    text: `హాయ్ అర్జున్,

రైడ్ రసీదులు మరియు GST ఇన్‌వాయిస్‌లు ఈ చిరునామాకు రావాలంటే మీ ఇమెయిల్‌ను ధృవీకరించండి:

${SV}/account/email/verify?t=eyJ1IjoiNzcxOTMwNCIsImUiOiJhcmp1bi5oZWdkZSJ9.kP3xQ9

ఈ లింక్ 24 గంటల తర్వాత పనిచేయదు. మీరు ఈ మార్పు చేయకపోతే, ఈ ఇమెయిల్‌ను పట్టించుకోకండి.

– టీమ్ సవారీ`,
    html: savari(
      "te",
      "ఒక్క క్లిక్‌తో ధృవీకరించండి",
      `<tr><td style="padding:26px 22px;font-size:15px;line-height:24px;color:#222;">
<p style="margin:0 0 14px;font-size:20px;font-weight:700;">మీ ఇమెయిల్‌ను ధృవీకరించండి</p>
<p style="margin:0 0 18px;">హాయ్ అర్జున్, రైడ్ రసీదులు మరియు GST ఇన్‌వాయిస్‌లు ఈ చిరునామాకు రావాలంటే మీ ఇమెయిల్‌ను ధృవీకరించండి.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#ffcc00;border-radius:4px;">
<a href="${SV}/account/email/verify?t=eyJ1IjoiNzcxOTMwNCIsImUiOiJhcmp1bi5oZWdkZSJ9.kP3xQ9" style="display:inline-block;padding:12px 28px;color:#111;font-weight:700;text-decoration:none;">ఇమెయిల్ ధృవీకరించండి</a>
</td></tr></table>
<p style="margin:18px 0 0;font-size:12px;color:#888;">ఈ లింక్ 24 గంటల తర్వాత పనిచేయదు. మీరు ఈ మార్పు చేయకపోతే, ఈ ఇమెయిల్‌ను పట్టించుకోకండి.</p>
</td></tr>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Nilgiri Air (airline)

const NA = "https://www.nilgiriair.in";

const nilgiri: Mail[] = [
  {
    family: "nilgiri-air",
    group: "negative",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Nilgiri Air <bookings@nilgiriair.in>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "Booking confirmed: Bengaluru to Chennai, 24 Oct 2026 | PNR K7QX2M",
    date: at(10, 4, 13, 22, 7),
    text: `Dear Mr. Arjun Hegde,

Thank you for booking with Nilgiri Air. Your booking is confirmed.

PNR / Booking reference: K7QX2M

Flight NG 517  Sat, 24 Oct 2026
  Bengaluru (BLR) T1  06:10  ->  Chennai (MAA) T1  07:15
  Economy Saver, 15 kg check-in + 7 kg cabin

Flight NG 522  Sun, 25 Oct 2026
  Chennai (MAA) T1  21:40  ->  Bengaluru (BLR) T1  22:45

Passenger: Mr. Arjun Hegde (adult)
Seat: 12A / 14C
Total fare: INR 7,386 (incl. taxes and UDF INR 1,104), paid with card XX7712

Web check-in opens 48 hours before departure. Your e-ticket and itinerary are attached.
Manage booking: ${NA}/manage?pnr=K7QX2M&ln=HEGDE

Nilgiri Air Ltd. | Kempegowda International Airport, Devanahalli, Bengaluru 560300 | Call 0124 698 1100`,
    html: `<html><body style="margin:0;background:#e9f1ef;font-family:Verdana,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#14532d;padding:14px 20px;"><img src="${NA}/mailer/nilgiri-logo.png" width="160" height="36" alt="Nilgiri Air"></td><td style="background:#14532d;padding:14px 20px;color:#c9f2d8;font-size:12px;" align="right">PNR<br><b style="font-size:20px;color:#fff;letter-spacing:2px;">K7QX2M</b></td></tr>
<tr><td colspan="2" style="padding:20px;font-size:13px;line-height:20px;color:#222;">
<p style="margin:0 0 12px;">Dear Mr. Arjun Hegde,</p>
<p style="margin:0 0 16px;">Thank you for booking with Nilgiri Air. Your booking is <b style="color:#14532d;">confirmed</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d5e3de;font-size:13px;">
<tr style="background:#f2f7f5;"><td><b>NG 517</b><br>Sat, 24 Oct 2026</td><td>BLR T1<br><b>06:10</b></td><td>&rarr;</td><td>MAA T1<br><b>07:15</b></td><td>Economy Saver<br>Seat 12A</td></tr>
<tr><td><b>NG 522</b><br>Sun, 25 Oct 2026</td><td>MAA T1<br><b>21:40</b></td><td>&rarr;</td><td>BLR T1<br><b>22:45</b></td><td>Economy Saver<br>Seat 14C</td></tr>
</table>
<p style="margin:14px 0 4px;">Passenger: Mr. Arjun Hegde (adult) &middot; 15 kg check-in + 7 kg cabin</p>
<p style="margin:0 0 14px;">Total fare: <b>INR 7,386</b> (incl. taxes and UDF INR 1,104), paid with card XX7712</p>
<p style="margin:0 0 16px;">Web check-in opens 48 hours before departure. Your e-ticket and itinerary are attached.</p>
<a href="${NA}/manage?pnr=K7QX2M&amp;ln=HEGDE" style="background:#f59e0b;color:#1f2937;padding:10px 22px;text-decoration:none;font-weight:bold;">Manage booking</a>
</td></tr>
<tr><td colspan="2" style="padding:12px 20px;background:#f2f7f5;font-size:10px;color:#666;">Nilgiri Air Ltd. | Kempegowda International Airport, Devanahalli, Bengaluru 560300 | Call 0124 698 1100 | <a href="${NA}/conditions-of-carriage" style="color:#666;">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: ["NilgiriAir_Eticket_K7QX2M.pdf", "application/pdf", pdf("Nilgiri Air e-ticket K7QX2M")],
  },
  {
    family: "nilgiri-air",
    group: "negative",
    lang: "ta",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "Nilgiri Air <checkin@nilgiriair.in>",
    to: "ARJUN HEGDE <arjun.hegde@inbox.example>",
    subject: "உங்கள் போர்டிங் பாஸ் - NG 522 சென்னை → பெங்களூரு",
    date: at(10, 24, 14, 5, 52),
    text: `வணக்கம் திரு. அர்ஜுன் ஹெக்டே,

உங்கள் வலை செக்-இன் முடிந்தது. போர்டிங் பாஸ் கீழே உள்ளது.

விமானம்: NG 522
தேதி: 25 அக்டோபர் 2026
சென்னை (MAA) T1 21:40 → பெங்களூரு (BLR) T1 22:45
இருக்கை: 14C · வரிசை: 3
போர்டிங் தொடக்கம்: 21:00 · கேட் மூடல்: 21:15
PNR: K7QX2M

பை அனுப்பும் கவுண்டர் புறப்பாட்டுக்கு 45 நிமிடங்கள் முன் மூடப்படும்.
கேட்டில் போர்டிங் பாஸ் மற்றும் அரசு அடையாள அட்டையைக் காட்டவும்.

நீலகிரி ஏர்`,
    html: `<html><body style="margin:0;background:#e9f1ef;font-family:'Noto Sans Tamil',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;overflow:hidden;">
<tr><td colspan="2" style="background:#14532d;padding:12px 18px;color:#fff;font-size:14px;"><img src="${NA}/mailer/nilgiri-mark.png" width="24" height="24" alt="" style="vertical-align:middle;"> போர்டிங் பாஸ் &middot; NG 522</td></tr>
<tr><td style="padding:16px 18px;font-size:30px;font-weight:700;">MAA</td><td style="padding:16px 18px;font-size:30px;font-weight:700;" align="right">BLR</td></tr>
<tr><td style="padding:0 18px;font-size:12px;color:#555;">சென்னை T1 · 21:40</td><td style="padding:0 18px;font-size:12px;color:#555;" align="right">பெங்களூரு T1 · 22:45</td></tr>
<tr><td colspan="2" style="padding:14px 18px;">
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">பயணி</td><td>HEGDE/ARJUN MR</td></tr>
<tr><td style="color:#777;">தேதி</td><td>25 அக்டோபர் 2026</td></tr>
<tr><td style="color:#777;">இருக்கை</td><td><b>14C</b> · வரிசை 3</td></tr>
<tr><td style="color:#777;">போர்டிங்</td><td>21:00 · கேட் மூடல் 21:15</td></tr>
<tr><td style="color:#777;">PNR</td><td>K7QX2M</td></tr>
</table></td></tr>
<tr><td colspan="2" align="center" style="padding:6px 18px 16px;"><img src="${NA}/bp/qr/K7QX2M-NG522-14C.png" width="180" height="180" alt="போர்டிங் பாஸ் QR குறியீடு"></td></tr>
<tr><td colspan="2" style="padding:12px 18px;background:#f2f7f5;font-size:11px;color:#555;">பை அனுப்பும் கவுண்டர் புறப்பாட்டுக்கு 45 நிமிடங்கள் முன் மூடப்படும். கேட்டில் போர்டிங் பாஸ் மற்றும் அரசு அடையாள அட்டையைக் காட்டவும். <a href="${NA}/manage?pnr=K7QX2M&amp;ln=HEGDE" style="color:#14532d;">முன்பதிவை நிர்வகிக்க</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- RailMitra (train tickets)

const RM = "https://www.railmitra.co.in";

const railmitra: Mail[] = [
  {
    family: "railmitra-tickets",
    group: "negative",
    lang: "hi",
    kind: "ticket-booked",
    code: null,
    link: null,
    from: "RailMitra <tickets@railmitra.co.in>",
    to: "arjun.hegde@inbox.example",
    subject: "टिकट बुक हो गया - PNR 4521873096 | 16526 आइलैंड एक्सप्रेस",
    date: at(9, 24, 22, 17, 35),
    text: `प्रिय अर्जुन हेगड़े,

आपका ई-टिकट सफलतापूर्वक बुक हो गया है।

PNR: 4521873096
ट्रेन: 16526 आइलैंड एक्सप्रेस
यात्रा तिथि: 17-10-2026
से: KSR बेंगलुरु (SBC) 20:00
तक: एर्णाकुलम टाउन (ERN) 08:45 (18-10-2026)
श्रेणी: 3A · कोटा: सामान्य

यात्री 1: अर्जुन हेगड़े, 33, पु - CNF / B2 / 41 / निचली
यात्री 2: मेघना हेगड़े, 31, म - CNF / B2 / 44 / निचली

किराया: ₹2,390.00 · सुविधा शुल्क: ₹35.40 · कुल: ₹2,425.40
लेनदेन आईडी: RMT100084417263

यात्रा के समय कोई मूल पहचान पत्र साथ रखें। चार्ट बनने के बाद कोच/बर्थ बदल सकते हैं।
रद्द करने के नियम: ${RM}/help/cancellation-rules

रेलमित्र`,
    html:
      `<div style="font-family:'Noto Sans Devanagari',Arial,sans-serif;font-size:14px;line-height:21px;max-width:600px;">
<div style="background:#0d3b66;color:#fff;padding:10px 14px;"><b>RailMitra</b> &nbsp;|&nbsp; ई-टिकट</div>
<p>प्रिय अर्जुन हेगड़े,</p>
<p>आपका ई-टिकट सफलतापूर्वक बुक हो गया है।</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfd8e3;font-size:13px;">
<tr><td><b>PNR</b></td><td><b>4521873096</b></td><td>ट्रेन</td><td>16526 आइलैंड एक्सप्रेस</td></tr>
<tr><td>से</td><td>KSR बेंगलुरु (SBC) 20:00, 17-10-2026</td><td>तक</td><td>एर्णाकुलम टाउन (ERN) 08:45, 18-10-2026</td></tr>
<tr><td>श्रेणी</td><td>3A</td><td>कोटा</td><td>सामान्य</td></tr>
</table>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfd8e3;font-size:13px;margin-top:8px;">
<tr style="background:#eef3f8;"><th>#</th><th>नाम</th><th>आयु</th><th>लिंग</th><th>स्थिति</th></tr>
<tr><td>1</td><td>अर्जुन हेगड़े</td><td>33</td><td>पु</td><td>CNF / B2 / 41 / निचली</td></tr>
<tr><td>2</td><td>मेघना हेगड़े</td><td>31</td><td>म</td><td>CNF / B2 / 44 / निचली</td></tr>
</table>
<p>किराया: ₹2,390.00 · सुविधा शुल्क: ₹35.40 · <b>कुल: ₹2,425.40</b><br>लेनदेन आईडी: RMT100084417263</p>
<p style="font-size:12px;color:#555;">यात्रा के समय कोई मूल पहचान पत्र साथ रखें। चार्ट बनने के बाद कोच/बर्थ बदल सकते हैं। <a href="${RM}/help/cancellation-rules">रद्द करने के नियम</a> &middot; <a href="${RM}/pnr-status?pnr=4521873096">PNR स्थिति</a></p>
</div>`,
    enc: "qp",
  },
  {
    family: "railmitra-tickets",
    group: "regional",
    lang: "te",
    kind: "register-otp",
    code: "618274",
    link: null,
    from: "RailMitra <no-reply@railmitra.co.in>",
    to: "arjun.hegde@inbox.example",
    subject: "రైల్‌మిత్ర నమోదు: మీ ఇమెయిల్ ధృవీకరణ OTP",
    date: at(9, 24, 21, 58, 2),
    text: `ప్రియమైన వినియోగదారు,

రైల్‌మిత్ర ఖాతా నమోదు పూర్తి చేయడానికి మీ ఇమెయిల్ ధృవీకరణ OTP: 618274

ఈ OTP 15 నిమిషాల పాటు మాత్రమే చెల్లుతుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.
మొబైల్ నంబర్ ధృవీకరణ కోసం వేరే OTP SMS ద్వారా పంపబడింది.

మీరు ఈ నమోదు చేయకపోతే, ఈ ఇమెయిల్‌ను పట్టించుకోకండి.

రైల్‌మిత్ర
సహాయం: ${RM}/help · 080-6913-4400`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:'Noto Sans Telugu',Arial,sans-serif;"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8e3;">
<tr><td style="background:#0d3b66;color:#fff;padding:10px 16px;font-size:15px;"><b>RailMitra</b></td></tr>
<tr><td style="padding:20px 16px;font-size:14px;line-height:22px;">
<p style="margin:0 0 10px;">ప్రియమైన వినియోగదారు,</p>
<p style="margin:0 0 10px;">రైల్‌మిత్ర ఖాతా నమోదు పూర్తి చేయడానికి మీ ఇమెయిల్ ధృవీకరణ OTP:</p>
<p style="margin:0 0 14px;font-size:28px;font-weight:bold;letter-spacing:10px;color:#0d3b66;">6 1 8 2 7 4</p>
<p style="margin:0 0 10px;">ఈ OTP 15 నిమిషాల పాటు మాత్రమే చెల్లుతుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు. మొబైల్ నంబర్ ధృవీకరణ కోసం వేరే OTP SMS ద్వారా పంపబడింది.</p>
<p style="margin:0 0 10px;font-size:12px;color:#666;">మీరు ఈ నమోదు చేయకపోతే, ఈ ఇమెయిల్‌ను పట్టించుకోకండి.</p>
<p style="margin:0;">రైల్‌మిత్ర</p>
</td></tr>
<tr><td style="padding:8px 16px;background:#eef3f8;font-size:11px;color:#666;"><a href="${RM}/help">సహాయం</a> · 080-6913-4400 · <a href="${RM}/privacy">గోప్యత</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- GharSangha (housing society app)

const GS = "https://gharsangha.app";

function ghar(lang: string, pre: string, body: string): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1f5f4;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'Noto Sans','Noto Sans Kannada',Arial,sans-serif;">
<tr><td style="padding:16px 22px;border-bottom:1px solid #e4ebe9;"><img src="https://cdn.gharsangha.app/mail/gs-logo.png" width="120" height="30" alt="GharSangha"> <span style="float:right;font-size:12px;color:#6b7c78;line-height:30px;">Hoysala Greens AOA</span></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:22px;color:#1f2a28;">${body}</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#8a9995;background:#f7faf9;border-radius:0 0 8px 8px;">
Sent via GharSangha on behalf of Hoysala Greens Apartment Owners Association, Haralur Road, Bengaluru 560102.<br>
<a href="${GS}/help" style="color:#8a9995;">Help</a> &middot; <a href="${GS}/privacy" style="color:#8a9995;">Privacy</a> &middot; <a href="${GS}/settings/email?u=hg-c1104" style="color:#8a9995;">Email preferences</a> &middot; GharSangha Technologies LLP, Whitefield, Bengaluru 560066
</td></tr></table></td></tr></table></body></html>`;
}

const gharsangha: Mail[] = [
  {
    family: "gharsangha",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: `${GS}/invite/accept?soc=HGAOA-560102&unit=C-1104&inv=b61f0d2e7a`,
    from: "Hoysala Greens AOA via GharSangha <invites@gharsangha.app>",
    to: "arjun.hegde@inbox.example",
    subject: "You're invited to join Hoysala Greens on GharSangha",
    date: at(9, 1, 17, 26, 49),
    text: `Hello Arjun,

Suresh Nayak (Secretary, Hoysala Greens Apartment Owners Association) has added you as an owner of
flat C-1104 on GharSangha, the app your society uses for visitor entry, maintenance bills, amenity
booking and notices.

Accept the invitation and set up your household:
${GS}/invite/accept?soc=HGAOA-560102&unit=C-1104&inv=b61f0d2e7a

This invitation is valid for 14 days. After you join, you can add family members and domestic help
from the app.

Society office: 080-2573-1190 (10 AM to 6 PM, Tuesday closed)

- GharSangha`,
    html: ghar(
      "en",
      "Suresh Nayak added you as owner of C-1104.",
      `<p style="margin:0 0 14px;font-size:19px;font-weight:700;">You're invited to Hoysala Greens</p>
<p style="margin:0 0 14px;">Hello Arjun, <b>Suresh Nayak</b> (Secretary, Hoysala Greens Apartment Owners Association) has added you as an owner of flat <b>C-1104</b> on GharSangha, the app your society uses for visitor entry, maintenance bills, amenity booking and notices.</p>
<p style="margin:0 0 20px;"><a href="${GS}/invite/accept?soc=HGAOA-560102&amp;unit=C-1104&amp;inv=b61f0d2e7a" style="display:inline-block;background:#0e7c66;color:#fff;padding:11px 26px;border-radius:6px;text-decoration:none;font-weight:600;">Accept invitation</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#6b7c78;">This invitation is valid for 14 days. After you join, you can add family members and domestic help from the app.</p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7c78;">Society office: 080-2573-1190 (10 AM to 6 PM, Tuesday closed)</p>
<p style="margin:0;"><a href="https://gsh.link/android"><img src="https://cdn.gharsangha.app/mail/google-play.png" width="118" height="35" alt="Get it on Google Play"></a> <a href="https://gsh.link/ios"><img src="https://cdn.gharsangha.app/mail/app-store.png" width="105" height="35" alt="Download on the App Store"></a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "gharsangha",
    group: "negative",
    lang: "kn",
    kind: "maintenance-bill",
    code: null,
    link: null,
    from: "Hoysala Greens AOA via GharSangha <bills@gharsangha.app>",
    to: "arjun.hegde@inbox.example",
    subject: "ನಿರ್ವಹಣಾ ಶುಲ್ಕ ಬಿಲ್ - ಅಕ್ಟೋಬರ್ 2026 (C-1104)",
    date: at(10, 1, 8, 0, 12),
    text: `ಹೊಯ್ಸಳ ಗ್ರೀನ್ಸ್ ಅಪಾರ್ಟ್‌ಮೆಂಟ್ ಮಾಲೀಕರ ಸಂಘ
ನಿರ್ವಹಣಾ ಶುಲ್ಕ ಬಿಲ್ - ಅಕ್ಟೋಬರ್ 2026

ಫ್ಲಾಟ್: C-1104 · ವಿಸ್ತೀರ್ಣ: 1,420 ಚ.ಅಡಿ
ಬಿಲ್ ಸಂಖ್ಯೆ: HG/C1104/2026-10

ನಿರ್ವಹಣೆ (₹4.50/ಚ.ಅಡಿ)   ₹6,390
ನೀರು (ಟ್ಯಾಂಕರ್ ಹಂಚಿಕೆ)     ₹1,840
ಕ್ಲಬ್‌ಹೌಸ್                 ₹770
ಸಿಂಕಿಂಗ್ ಫಂಡ್              ₹3,500
ಒಟ್ಟು                     ₹12,500

ಪಾವತಿಯ ಕೊನೆಯ ದಿನಾಂಕ: 10-10-2026. ನಂತರ ₹200 ತಡ ಶುಲ್ಕ ಅನ್ವಯಿಸುತ್ತದೆ.
ಆ್ಯಪ್‌ನಲ್ಲಿ ಬಿಲ್‌ಗಳು > ಪಾವತಿಸಿ ಮೂಲಕ UPI ಅಥವಾ ನೆಟ್‌ಬ್ಯಾಂಕಿಂಗ್‌ನಲ್ಲಿ ಪಾವತಿಸಬಹುದು.

ಖಜಾಂಚಿ, ಹೊಯ್ಸಳ ಗ್ರೀನ್ಸ್ AOA`,
    html: ghar(
      "kn",
      "ಒಟ್ಟು ₹12,500 · ಕೊನೆಯ ದಿನಾಂಕ 10-10-2026",
      `<p style="margin:0 0 4px;font-size:17px;font-weight:700;">ನಿರ್ವಹಣಾ ಶುಲ್ಕ ಬಿಲ್ - ಅಕ್ಟೋಬರ್ 2026</p>
<p style="margin:0 0 14px;color:#6b7c78;font-size:13px;">ಫ್ಲಾಟ್ C-1104 · 1,420 ಚ.ಅಡಿ · ಬಿಲ್ ಸಂಖ್ಯೆ HG/C1104/2026-10</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e4ebe9;">
<tr><td>ನಿರ್ವಹಣೆ (₹4.50/ಚ.ಅಡಿ)</td><td align="right">₹6,390</td></tr>
<tr style="background:#f7faf9;"><td>ನೀರು (ಟ್ಯಾಂಕರ್ ಹಂಚಿಕೆ)</td><td align="right">₹1,840</td></tr>
<tr><td>ಕ್ಲಬ್‌ಹೌಸ್</td><td align="right">₹770</td></tr>
<tr style="background:#f7faf9;"><td>ಸಿಂಕಿಂಗ್ ಫಂಡ್</td><td align="right">₹3,500</td></tr>
<tr><td style="border-top:1px solid #1f2a28;"><b>ಒಟ್ಟು</b></td><td style="border-top:1px solid #1f2a28;" align="right"><b>₹12,500</b></td></tr>
</table>
<p style="margin:14px 0 14px;">ಪಾವತಿಯ ಕೊನೆಯ ದಿನಾಂಕ: <b>10-10-2026</b>. ನಂತರ ₹200 ತಡ ಶುಲ್ಕ ಅನ್ವಯಿಸುತ್ತದೆ.</p>
<p style="margin:0 0 14px;"><a href="${GS}/s/HGAOA-560102/bills/HG-C1104-2026-10" style="background:#0e7c66;color:#fff;padding:9px 22px;border-radius:6px;text-decoration:none;">ಬಿಲ್ ನೋಡಿ / ಪಾವತಿಸಿ</a></p>
<p style="margin:0;">ಖಜಾಂಚಿ, ಹೊಯ್ಸಳ ಗ್ರೀನ್ಸ್ AOA</p>`,
    ),
    enc: "b64",
  },
  {
    family: "gharsangha",
    group: "negative",
    lang: "kn",
    kind: "notice",
    code: null,
    link: null,
    from: "Hoysala Greens AOA via GharSangha <notices@gharsangha.app>",
    to: "arjun.hegde@inbox.example",
    subject: "ಸೂಚನೆ: 14 ಅಕ್ಟೋಬರ್ ನೀರು ಸರಬರಾಜು ಸ್ಥಗಿತ / Water supply shutdown on 14 Oct",
    date: at(10, 12, 19, 45, 0),
    text: `ಆತ್ಮೀಯ ನಿವಾಸಿಗಳೇ,

ಓವರ್‌ಹೆಡ್ ಟ್ಯಾಂಕ್‌ಗಳ ಸ್ವಚ್ಛತೆಗಾಗಿ ಬುಧವಾರ, 14 ಅಕ್ಟೋಬರ್ 2026 ರಂದು ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ಸಂಜೆ 5 ರವರೆಗೆ
B, C ಮತ್ತು D ಬ್ಲಾಕ್‌ಗಳಲ್ಲಿ ನೀರು ಸರಬರಾಜು ಇರುವುದಿಲ್ಲ. ದಯವಿಟ್ಟು ಮುಂಚಿತವಾಗಿ ನೀರು ಸಂಗ್ರಹಿಸಿಕೊಳ್ಳಿ.

Dear residents, water supply to Blocks B, C and D will be off on Wednesday, 14 October 2026 from
10 AM to 5 PM for overhead tank cleaning. Please store water in advance.

ತುರ್ತು ಸಂಪರ್ಕ / Emergency: ಫೆಸಿಲಿಟಿ ಮ್ಯಾನೇಜರ್ ರವಿ 98450 22817

ಕಾರ್ಯದರ್ಶಿ, ಹೊಯ್ಸಳ ಗ್ರೀನ್ಸ್ AOA`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Tarang Fibernet (broadband and mobile)

const TF = "https://my.tarangfiber.net";

function tarang(lang: string, body: string): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans','Noto Sans Telugu','Noto Sans Devanagari',Arial,sans-serif;">
<tr><td style="padding:0;"><img src="https://static.tarangfiber.net/em/header-wave-600.png" width="600" height="70" alt="Tarang Fibernet" style="display:block;"></td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:22px;color:#1a2433;">${body}</td></tr>
<tr><td style="padding:16px 26px;background:#0a2a4f;color:#a9bdd6;font-size:11px;line-height:17px;">
<a href="https://www.facebook.com/tarangfiber" style="color:#a9bdd6;">Facebook</a> &middot; <a href="https://x.com/tarangfiber" style="color:#a9bdd6;">X</a> &middot; <a href="${TF}/support" style="color:#a9bdd6;">Support</a> &middot; <a href="https://www.tarangfiber.net/privacy" style="color:#a9bdd6;">Privacy</a><br>
Tarang Fibernet Pvt. Ltd., 7th Floor, Salarpuria Aura, Kadubeesanahalli, Bengaluru 560103 &middot; Customer care 1800 208 4455 &middot; Nodal officer: nodal@tarangfiber.net
</td></tr></table></td></tr></table></body></html>`;
}

const tarangFibernet: Mail[] = [
  {
    family: "tarang-fibernet",
    group: "negative",
    lang: "te",
    kind: "bill",
    code: null,
    link: null,
    from: "Tarang Fibernet <billing@tarangfiber.net>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "మీ తరంగ్ ఫైబర్‌నెట్ బిల్లు - అక్టోబర్ 2026",
    date: at(10, 7, 10, 30, 14),
    text: `ప్రియమైన అర్జున్ హెగ్డే,

మీ అక్టోబర్ 2026 బిల్లు సిద్ధంగా ఉంది.

ఖాతా సంఖ్య: 1100482231
బిల్లు కాలం: 07-09-2026 నుండి 06-10-2026
ఫైబర్ 300 Mbps ప్లాన్: ₹999.00
పోస్ట్‌పెయిడ్ మొబైల్ (+91 98xxxxx512): ₹399.00
GST 18%: ₹251.64
మొత్తం చెల్లించాల్సింది: ₹1,649.64
చెల్లింపు గడువు: 21-10-2026

ఆటో-పే ఆన్‌లో ఉంది: ఈ మొత్తం 19-10-2026న కార్డ్ XX7712 నుండి తీసుకోబడుతుంది.

ఈ నెల డేటా వినియోగం: ఫైబర్ 842 GB · మొబైల్ 38.6 GB

తరంగ్ ఫైబర్‌నెట్`,
    html: tarang(
      "te",
      `<p style="margin:0 0 12px;">ప్రియమైన అర్జున్ హెగ్డే,</p>
<p style="margin:0 0 14px;">మీ అక్టోబర్ 2026 బిల్లు సిద్ధంగా ఉంది.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d7e3f1;">
<tr><td style="color:#5a6b80;">ఖాతా సంఖ్య</td><td align="right">1100482231</td></tr>
<tr><td style="color:#5a6b80;">బిల్లు కాలం</td><td align="right">07-09-2026 నుండి 06-10-2026</td></tr>
<tr><td style="color:#5a6b80;">ఫైబర్ 300 Mbps ప్లాన్</td><td align="right">₹999.00</td></tr>
<tr><td style="color:#5a6b80;">పోస్ట్‌పెయిడ్ మొబైల్ (+91 98xxxxx512)</td><td align="right">₹399.00</td></tr>
<tr><td style="color:#5a6b80;">GST 18%</td><td align="right">₹251.64</td></tr>
<tr style="background:#eef4fb;"><td><b>మొత్తం చెల్లించాల్సింది</b></td><td align="right"><b>₹1,649.64</b></td></tr>
<tr><td style="color:#5a6b80;">చెల్లింపు గడువు</td><td align="right">21-10-2026</td></tr>
</table>
<p style="margin:14px 0;">ఆటో-పే ఆన్‌లో ఉంది: ఈ మొత్తం 19-10-2026న కార్డ్ XX7712 నుండి తీసుకోబడుతుంది.</p>
<p style="margin:0 0 14px;font-size:13px;color:#5a6b80;">ఈ నెల డేటా వినియోగం: ఫైబర్ 842 GB · మొబైల్ 38.6 GB</p>
<p style="margin:0;"><a href="${TF}/bills/1100482231/2026-10.pdf" style="color:#0a66c2;">బిల్లు PDF డౌన్‌లోడ్</a></p>`,
    ),
    enc: "b64",
  },
  {
    family: "tarang-fibernet",
    group: "regional",
    lang: "hi",
    kind: "confirm-email-change",
    code: null,
    link: `${TF}/profile/email/confirm?req=EC-55810273&sig=9f2a6c1e04b7`,
    from: "Tarang Fibernet <no-reply@tarangfiber.net>",
    to: "Arjun Hegde <arjun.hegde.dev@inbox.example>",
    subject: "अपना नया ईमेल पता कन्फ़र्म करें",
    date: at(9, 19, 16, 2, 33),
    text: `प्रिय अर्जुन हेगड़े,

आपने खाता संख्या 1100482231 के लिए अपना ईमेल पता बदलकर arjun.hegde.dev@inbox.example करने का
अनुरोध किया है (अनुरोध संख्या EC-55810273, 19-09-2026 को 16:01 बजे)।

बदलाव पूरा करने के लिए नीचे दिए गए लिंक पर क्लिक करें:
${TF}/profile/email/confirm?req=EC-55810273&sig=9f2a6c1e04b7

यह लिंक 24 घंटे तक मान्य है। कन्फ़र्म होने के बाद बिल और सूचनाएँ इसी पते पर आएँगी।

अगर आपने यह अनुरोध नहीं किया है, तो 1800 208 4455 पर कॉल करें।

टीम तरंग फ़ाइबरनेट`,
    html: tarang(
      "hi",
      `<p style="margin:0 0 12px;">प्रिय अर्जुन हेगड़े,</p>
<p style="margin:0 0 14px;">आपने खाता संख्या 1100482231 के लिए अपना ईमेल पता बदलकर <b>arjun.hegde.dev@inbox.example</b> करने का अनुरोध किया है (अनुरोध संख्या EC-55810273, 19-09-2026 को 16:01 बजे)।</p>
<p style="margin:0 0 18px;"><a href="${TF}/profile/email/confirm?req=EC-55810273&amp;sig=9f2a6c1e04b7" style="display:inline-block;background:#0a66c2;color:#fff;padding:11px 26px;border-radius:4px;text-decoration:none;font-weight:600;">ईमेल कन्फ़र्म करें</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#5a6b80;">यह लिंक 24 घंटे तक मान्य है। कन्फ़र्म होने के बाद बिल और सूचनाएँ इसी पते पर आएँगी।</p>
<p style="margin:0 0 12px;font-size:13px;color:#5a6b80;">अगर आपने यह अनुरोध नहीं किया है, तो 1800 208 4455 पर कॉल करें।</p>
<p style="margin:0;">टीम तरंग फ़ाइबरनेट</p>`,
    ),
    enc: "qp",
  },
  {
    family: "tarang-fibernet",
    group: "negative",
    lang: "kn",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Tarang Mobile <alerts@tarangfiber.net>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "ನಿಮ್ಮ ಮೊಬೈಲ್ ಡೇಟಾ 90% ಬಳಕೆಯಾಗಿದೆ",
    date: at(10, 28, 17, 51, 9),
    text: `ನಮಸ್ಕಾರ,

ನಿಮ್ಮ ಪೋಸ್ಟ್‌ಪೇಯ್ಡ್ ಸಂಖ್ಯೆ +91 98xxxxx512 ರ ಈ ಬಿಲ್ ಅವಧಿಯ 40 GB ಡೇಟಾದಲ್ಲಿ 36 GB (90%) ಬಳಕೆಯಾಗಿದೆ.
ಬಿಲ್ ಅವಧಿ 06-11-2026 ರಂದು ಕೊನೆಗೊಳ್ಳುತ್ತದೆ.

ಮಿತಿ ಮೀರಿದ ನಂತರ ವೇಗ 64 Kbps ಗೆ ಇಳಿಯುತ್ತದೆ. ₹49 ಕ್ಕೆ 6 GB ಹೆಚ್ಚುವರಿ ಡೇಟಾ ಆ್ಯಪ್‌ನಲ್ಲಿ ಲಭ್ಯವಿದೆ.

ತರಂಗ್ ಮೊಬೈಲ್`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Haravi (streaming)

const HV = "https://www.haravi.tv";

function haravi(lang: string, pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#000;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#000;"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#141414;font-family:'Noto Sans','Noto Sans Tamil','Noto Sans Telugu','Noto Sans Devanagari',Helvetica,Arial,sans-serif;color:#e5e5e5;">
<tr><td style="padding:24px 28px 8px;"><img src="https://img.haravi.tv/email/haravi-logo-red.png" width="110" height="30" alt="Haravi"></td></tr>
${body}
<tr><td style="padding:22px 28px;font-size:11px;line-height:17px;color:#808080;border-top:1px solid #2a2a2a;">
<a href="${HV}/help" style="color:#808080;">Help Centre</a> &middot; <a href="${HV}/terms" style="color:#808080;">Terms of Use</a> &middot; <a href="${HV}/privacy" style="color:#808080;">Privacy</a><br>
Haravi Media Pvt. Ltd., Lavelle Road, Bengaluru 560001 &middot; 000 800 919 1640
</td></tr></table></td></tr></table></body></html>`;
}

const haraviStream: Mail[] = [
  {
    family: "haravi-stream",
    group: "regional",
    lang: "ta",
    kind: "tv-signin-code",
    code: "QW7R-3KD9",
    link: null,
    from: "Haravi <info@account.haravi.tv>",
    to: "arjun.hegde@inbox.example",
    subject: "உங்கள் Haravi உள்நுழைவுக் குறியீடு",
    date: at(10, 3, 21, 9, 40),
    text: `வணக்கம்,

Samsung ஸ்மார்ட் டிவி (வரவேற்பறை) இல் Haravi கணக்கில் உள்நுழைய ஒரு கோரிக்கை வந்துள்ளது.
டிவி திரையில் இந்தக் குறியீட்டை உள்ளிடவும்:

QW7R-3KD9

இந்தக் குறியீடு 15 நிமிடங்களில் காலாவதியாகும்.

நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும். யாருடனும் இந்தக் குறியீட்டைப் பகிர வேண்டாம்.

— Haravi குழு`,
    html: haravi(
      "ta",
      "15 நிமிடங்களுக்குள் டிவியில் உள்ளிடவும்",
      `<tr><td style="padding:14px 28px 26px;font-size:15px;line-height:24px;">
<p style="margin:0 0 14px;font-size:22px;font-weight:700;color:#fff;">டிவியில் உள்நுழைய இந்தக் குறியீட்டை உள்ளிடவும்</p>
<p style="margin:0 0 18px;">Samsung ஸ்மார்ட் டிவி (வரவேற்பறை) இல் Haravi கணக்கில் உள்நுழைய ஒரு கோரிக்கை வந்துள்ளது.</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td style="background:#2a2a2a;border-radius:6px;padding:14px 26px;font-size:30px;font-weight:700;letter-spacing:6px;color:#fff;font-family:Menlo,Consolas,monospace;">QW7R-3KD9</td></tr></table>
<p style="margin:0 0 10px;font-size:13px;color:#b3b3b3;">இந்தக் குறியீடு 15 நிமிடங்களில் காலாவதியாகும்.</p>
<p style="margin:0;font-size:13px;color:#b3b3b3;">நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும். யாருடனும் இந்தக் குறியீட்டைப் பகிர வேண்டாம்.</p>
</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "haravi-stream",
    group: "negative",
    lang: "te",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Haravi <info@account.haravi.tv>",
    to: "arjun.hegde@inbox.example",
    subject: "మీ Haravi పాస్‌వర్డ్ మార్చబడింది",
    date: at(10, 3, 21, 22, 5),
    text: `నమస్తే,

మీ Haravi ఖాతా పాస్‌వర్డ్ 03 అక్టోబర్ 2026, రాత్రి 9:21కి మార్చబడింది.
పరికరం: Chrome, Windows · స్థానం: బెంగళూరు, భారతదేశం

ఈ మార్పు మీరు చేసినట్లయితే, ఇంకేమీ చేయనవసరం లేదు.
మీరు చేయకపోతే, వెంటనే మీ పాస్‌వర్డ్‌ను రీసెట్ చేసి అన్ని పరికరాల నుండి సైన్ అవుట్ చేయండి:
${HV}/account/security

— Haravi బృందం`,
    html: haravi(
      "te",
      "ఈ మార్పు మీరు చేయకపోతే మాకు తెలియజేయండి",
      `<tr><td style="padding:14px 28px 26px;font-size:15px;line-height:24px;">
<p style="margin:0 0 14px;font-size:22px;font-weight:700;color:#fff;">పాస్‌వర్డ్ మార్చబడింది</p>
<p style="margin:0 0 14px;">మీ Haravi ఖాతా పాస్‌వర్డ్ 03 అక్టోబర్ 2026, రాత్రి 9:21కి మార్చబడింది.<br>పరికరం: Chrome, Windows · స్థానం: బెంగళూరు, భారతదేశం</p>
<p style="margin:0 0 14px;">ఈ మార్పు మీరు చేసినట్లయితే, ఇంకేమీ చేయనవసరం లేదు.</p>
<p style="margin:0;">మీరు చేయకపోతే, వెంటనే <a href="${HV}/account/security" style="color:#e50914;">పాస్‌వర్డ్‌ను రీసెట్ చేసి అన్ని పరికరాల నుండి సైన్ అవుట్ చేయండి</a>.</p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "haravi-stream",
    group: "negative",
    lang: "hi",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Haravi <hello@mail.haravi.tv>",
    to: "arjun.hegde@inbox.example",
    subject: "इस हफ़्ते Haravi पर: 'कावेरी के किनारे' का दूसरा सीज़न और 4 नई फ़िल्में",
    date: at(10, 16, 18, 30, 0),
    headers: [["List-Unsubscribe", "<https://www.haravi.tv/email/unsubscribe?e=ah%40inbox.example&l=weekly>"], [
      "List-Unsubscribe-Post",
      "List-Unsubscribe=One-Click",
    ]],
    text: `इस हफ़्ते Haravi पर

कावेरी के किनारे - सीज़न 2 (16 अक्टूबर से, सभी 8 एपिसोड)
श्रीरंगपट्टण के एक परिवार की कहानी आगे बढ़ती है। हिंदी, कन्नड़ और तमिल में।
${HV}/title/81122047

नई फ़िल्में: 'रात की पाली' (हिंदी), 'ಮಳೆಗಾಲ' (कन्नड़), 'நிழல்' (तमिल), 'ఆఖరి బస్సు' (तेलुगु)

आपका प्लान: प्रीमियम (4 स्क्रीन, 4K) · अगला भुगतान 02-11-2026 को ₹649

यह ईमेल आपको इसलिए मिला क्योंकि आपने Haravi से सुझाव पाने के लिए सदस्यता ली है।
सदस्यता समाप्त करें: ${HV}/email/unsubscribe?e=ah%40inbox.example&l=weekly`,
    html: haravi(
      "hi",
      "कावेरी के किनारे - सीज़न 2 अब उपलब्ध",
      `<tr><td style="padding:10px 0 0;"><a href="https://clk.haravi.tv/t/81122047?src=wk42"><img src="https://img.haravi.tv/email/kk-s2-hero.jpg" width="560" height="315" alt="कावेरी के किनारे - सीज़न 2" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:18px 28px;font-size:15px;line-height:24px;">
<p style="margin:0 0 6px;font-size:20px;font-weight:700;color:#fff;">कावेरी के किनारे - सीज़न 2</p>
<p style="margin:0 0 14px;color:#b3b3b3;">16 अक्टूबर से, सभी 8 एपिसोड। श्रीरंगपट्टण के एक परिवार की कहानी आगे बढ़ती है। हिंदी, कन्नड़ और तमिल में।</p>
<p style="margin:0 0 20px;"><a href="https://clk.haravi.tv/t/81122047?src=wk42" style="background:#e50914;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:700;">▶ अभी देखें</a></p>
<table width="100%" cellpadding="0" cellspacing="6"><tr>
<td><img src="https://img.haravi.tv/email/p/raat-ki-paali.jpg" width="120" height="170" alt="रात की पाली"></td>
<td><img src="https://img.haravi.tv/email/p/malegaala.jpg" width="120" height="170" alt="ಮಳೆಗಾಲ"></td>
<td><img src="https://img.haravi.tv/email/p/nizhal.jpg" width="120" height="170" alt="நிழல்"></td>
<td><img src="https://img.haravi.tv/email/p/aakhari-bassu.jpg" width="120" height="170" alt="ఆఖరి బస్సు"></td>
</tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#808080;">आपका प्लान: प्रीमियम (4 स्क्रीन, 4K) · अगला भुगतान 02-11-2026 को ₹649<br>यह ईमेल आपको इसलिए मिला क्योंकि आपने Haravi से सुझाव पाने के लिए सदस्यता ली है। <a href="${HV}/email/unsubscribe?e=ah%40inbox.example&amp;l=weekly" style="color:#808080;">सदस्यता समाप्त करें</a></p>
</td></tr>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Namma Dev Digest (community newsletter)

const namma: Mail[] = [
  {
    family: "namma-dev-digest",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Namma Dev Digest <digest@nammadev.in>",
    to: "arjun.hegde@inbox.example",
    subject: "Namma Dev Digest #214: Postgres 18 in prod, BMTC GTFS feed, 11 Bengaluru jobs",
    date: at(9, 26, 7, 0, 0),
    headers: [["List-Unsubscribe", "<https://nammadev.in/unsub/7f31ac>"], ["Precedence", "bulk"]],
    text: `NAMMA DEV DIGEST - Issue #214 - 26 September 2026
The weekly letter for engineers in and around Bengaluru.

READS
1. What broke when we moved ledger writes to Postgres 18 async I/O (14 min)
   https://nammadev.in/r/214-1
2. BMTC now publishes a live GTFS-RT feed; here is a weekend hack using it (6 min)
   https://nammadev.in/r/214-2
3. Why your Go service leaks goroutines only on Kubernetes (9 min)
   https://nammadev.in/r/214-3

EVENTS
- Namma Dev Meetup #58, Sat 10 Oct, 10:30 AM, Koramangala. Talks on eBPF and UPI reconciliation.
  RSVP: https://nammadev.in/meetup/58
- Hack the Monsoon online hackathon, 17-18 Oct. Prize pool INR 3,00,000.

JOBS (11 new)
- Senior Backend Engineer, Go - fintech, HSR Layout - INR 45-60 L
- SRE II - logistics, Bellandur, hybrid - INR 32-40 L
- Staff Android Engineer - edtech, remote within India
All jobs: https://nammadev.in/jobs

You are getting this because you subscribed at nammadev.in. Unsubscribe: https://nammadev.in/unsub/7f31ac
Namma Dev Collective, 221 1st Cross, Domlur Layout, Bengaluru 560071`,
    html: null,
  },
  {
    family: "namma-dev-digest",
    group: "negative",
    lang: "en",
    kind: "event-registered",
    code: null,
    link: null,
    from: "Namma Dev Meetups <meetups@nammadev.in>",
    to: "Arjun Hegde <arjun.hegde@inbox.example>",
    subject: "You're registered: Namma Dev Meetup #58 (Sat 10 Oct)",
    date: at(9, 28, 13, 40, 21),
    text: `Hi Arjun,

You're on the list for Namma Dev Meetup #58.

When : Saturday, 10 October 2026, 10:30 AM - 1:30 PM IST
Where: Cowork Hub, 5th Floor, 80 Feet Road, Koramangala 6th Block, Bengaluru 560095
Ticket: NDM58-0417 (show it at the desk; free entry)

Talks
- 10:45 Tracing UPI reconciliation with eBPF - Divya Ramesh
- 11:30 Our year of running Kafka on spot instances - Imran Pasha
- 12:15 Lightning talks

Can't come in person? Join online:
Meeting link: https://meet.nammadev.in/j/84522910071
Meeting ID: 845 2291 0071
Passcode: 661204

Add to calendar: https://nammadev.in/meetup/58/ics

Parking is limited; Namma Metro Purple Line (Indiranagar) plus a short auto ride works best.

See you there,
Namma Dev Collective`,
    html: `<div style="font-family:Georgia,serif;font-size:15px;line-height:24px;color:#222;max-width:580px;">
<p>Hi Arjun,</p>
<p>You're on the list for <b>Namma Dev Meetup #58</b>.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">When</td><td>Saturday, 10 October 2026, 10:30 AM &ndash; 1:30 PM IST</td></tr>
<tr><td style="color:#777;">Where</td><td>Cowork Hub, 5th Floor, 80 Feet Road, Koramangala 6th Block, Bengaluru 560095</td></tr>
<tr><td style="color:#777;">Ticket</td><td>NDM58-0417 (show it at the desk; free entry)</td></tr>
</table>
<h3 style="font-size:16px;margin:18px 0 6px;">Talks</h3>
<ul style="margin:0;padding-left:20px;">
<li>10:45 Tracing UPI reconciliation with eBPF &ndash; Divya Ramesh</li>
<li>11:30 Our year of running Kafka on spot instances &ndash; Imran Pasha</li>
<li>12:15 Lightning talks</li>
</ul>
<p style="background:#f4f4f0;padding:10px 12px;">Can't come in person? <a href="https://meet.nammadev.in/j/84522910071">Join online</a><br>Meeting ID: 845 2291 0071 &middot; Passcode: 661204</p>
<p><a href="https://nammadev.in/meetup/58/ics">Add to calendar</a></p>
<p style="font-size:13px;color:#666;">Parking is limited; Namma Metro Purple Line (Indiranagar) plus a short auto ride works best.</p>
<p>See you there,<br>Namma Dev Collective</p>
</div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- the part

export const mails: Mail[] = [
  ...kaveri,
  ...gitmandala,
  ...pipelark,
  ...nimbusdeck,
  ...pkgbarn,
  ...vrishabha,
  ...chillarepay,
  ...suvarna,
  ...aaykarSeva,
  ...bhavishya,
  ...thindiRunner,
  ...minchu,
  ...savariGo,
  ...nilgiri,
  ...railmitra,
  ...gharsangha,
  ...tarangFibernet,
  ...haraviStream,
  ...namma,
];
