/**
 * The inbox of a structural engineer at an Erbil construction company over September–October 2026: company HR and
 * project tools, a bank, a wallet, telecom, electricity and residency e-services, suppliers, a car dealer, an airline and
 * family mail from Sulaymaniyah and Istanbul, in Sorani, Kurmanji, Arabic, English, Turkish, Persian, German and Chinese.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ------------------------------------------------------------------ helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function p2(n: number): string {
  return String(n).padStart(2, "0");
}

/** An RFC 2822 date in 2026, Erbil / Istanbul time unless told. */
function date(month: number, day: number, hh: number, mm: number, tz = "+0300"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${p2(day)} ${MONTHS[month - 1]} 2026 ${p2(hh)}:${p2(mm)}:${p2((day * 7 + mm) % 60)} ${tz}`;
}

const WORK = "Karwan Othman <karwan.othman@sarwaran-group.com>";
const HOME = "Karwan Othman <karwan.othman84@mailbox.example>";

/** A small stand-in for a PDF file. */
function pdf(title: string, lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 10 Tf 50 ${760 - i * 14} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n` +
    `4 0 obj << /Length ${body.length} >> stream\n${body}\nendstream endobj\n` +
    `5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n` +
    `6 0 obj << /Title (${title}) >> endobj\ntrailer << /Root 1 0 R /Info 6 0 R >>\n%%EOF\n`;
}

// ---------------------------------------------------------- Sarwaran People (company HR)

function sarwaranPage(preheader: string, body: string, dir: "ltr" | "rtl" = "ltr"): string {
  return `<!DOCTYPE html>
<html dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sarwaran People</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1f4"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #c4631b;font-family:Segoe UI,Tahoma,Arial,sans-serif;font-size:14px;color:#28323c;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e6ea;">
<img src="https://hr.sarwaran-group.com/static/mail/logo-people.png" width="150" height="34" alt="Sarwaran People" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:26px 28px;line-height:1.6;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f7f9;font-size:11px;color:#7a8591;line-height:1.5;">
Sarwaran Construction Group · HR Shared Services · 100m Street, Empire Business Towers, Tower C, Floor 9, Erbil, Kurdistan Region – Iraq<br>
HR helpdesk: ext. 2210 · +964 66 257 4410 · <a href="https://hr.sarwaran-group.com/help" style="color:#7a8591;">hr.sarwaran-group.com/help</a><br>
This is an automated message from Sarwaran People. Please do not reply.
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const sarwaran: Mail[] = [
  {
    family: "sarwaran-people",
    group: "regional",
    lang: "en",
    kind: "payslip-ready",
    code: null,
    link: null,
    from: "Sarwaran People <no-reply@hr.sarwaran-group.com>",
    to: WORK,
    subject: "Your payslip for August 2026 is available",
    date: date(9, 1, 8, 2),
    enc: "qp",
    text: `Dear Karwan Othman,

Your payslip for the period 01/08/2026 – 31/08/2026 has been published.

Employee no.: SCG-01873
Department: Engineering – Structural (Erbil Projects)
Pay date: 01 September 2026
Net pay: 2,145,000 IQD, transferred to your account ending 4821

You can view and download it under My Pay > Payslips:
https://hr.sarwaran-group.com/self-service/pay/payslips

Questions about allowances or deductions go to payroll@sarwaran-group.com or ext. 2214.

Sarwaran People
Sarwaran Construction Group`,
    html: sarwaranPage(
      "Payslip for August 2026 published – net pay 2,145,000 IQD",
      `<p style="margin:0 0 14px;">Dear Karwan Othman,</p>
<p style="margin:0 0 14px;">Your payslip for the period <b>01/08/2026 – 31/08/2026</b> has been published.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #e3e6ea;font-size:13px;width:100%;">
<tr><td style="color:#7a8591;width:45%;">Employee no.</td><td>SCG-01873</td></tr>
<tr><td style="color:#7a8591;">Department</td><td>Engineering – Structural (Erbil Projects)</td></tr>
<tr><td style="color:#7a8591;">Pay date</td><td>01 September 2026</td></tr>
<tr><td style="color:#7a8591;">Net pay</td><td><b>2,145,000 IQD</b> · account •••• 4821</td></tr>
</table>
<p style="margin:18px 0 14px;">You can view and download it under <a href="https://hr.sarwaran-group.com/self-service/pay/payslips" style="color:#c4631b;">My Pay &gt; Payslips</a>.</p>
<p style="margin:0;color:#5b6670;font-size:13px;">Questions about allowances or deductions go to <a href="mailto:payroll@sarwaran-group.com" style="color:#c4631b;">payroll@sarwaran-group.com</a> or ext. 2214.</p>`,
    ),
  },
  {
    family: "sarwaran-people",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "604217",
    link: null,
    from: "Sarwaran People <no-reply@hr.sarwaran-group.com>",
    to: WORK,
    subject: "Sarwaran People sign-in verification",
    date: date(9, 9, 7, 41),
    text: `Hello Karwan,

Someone is signing in to Sarwaran People from outside the company network.

Verification code: 604217

Enter it on the sign-in page to continue. It expires in 10 minutes and can be used once.

Request details
Time: 09 Sep 2026, 07:41 (Erbil)
Location: Erbil, IQ (approx.)
Browser: Chrome on Android

If this was not you, call the IT service desk on ext. 1100 straight away.

Sarwaran People`,
    html: sarwaranPage(
      "Your verification code is inside. It expires in 10 minutes.",
      `<p style="margin:0 0 14px;">Hello Karwan,</p>
<p style="margin:0 0 18px;">Someone is signing in to Sarwaran People from outside the company network. Enter this verification code on the sign-in page to continue:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr>
<td style="background:#fbf1e9;border:1px dashed #c4631b;padding:14px 30px;font-family:Consolas,Menlo,monospace;font-size:30px;letter-spacing:8px;color:#28323c;font-weight:bold;">604217</td>
</tr></table>
<p style="margin:18px 0 14px;font-size:13px;color:#5b6670;text-align:center;">Expires in 10 minutes · single use</p>
<table cellpadding="4" cellspacing="0" style="font-size:12px;color:#5b6670;">
<tr><td>Time</td><td>09 Sep 2026, 07:41 (Erbil)</td></tr>
<tr><td>Location</td><td>Erbil, IQ (approx.)</td></tr>
<tr><td>Browser</td><td>Chrome on Android</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;">If this was not you, call the IT service desk on ext. 1100 straight away.</p>`,
    ),
  },
  {
    family: "sarwaran-people",
    group: "regional",
    lang: "ckb",
    kind: "leave-approved",
    code: null,
    link: null,
    from: "Sarwaran People <no-reply@hr.sarwaran-group.com>",
    to: WORK,
    subject: "داواکاری مۆڵەتەکەت پەسەند کرا – LV-2026-0931",
    date: date(9, 17, 14, 20),
    enc: "b64",
    text: `بەڕێز کاروان عوسمان،

داواکاری مۆڵەتی ساڵانەکەت لەلایەن بەڕێوەبەرەکەتەوە (ئەندازیار هێمن عەلی) پەسەند کرا.

ژمارەی داواکاری: LV-2026-0931
جۆری مۆڵەت: مۆڵەتی ساڵانە
لە: 05/10/2026  تا: 09/10/2026 (٥ ڕۆژی کار)
ڕۆژە ماوەکانی مۆڵەتی ساڵانە دوای ئەم داواکارییە: 11

تکایە پێش دەستپێکردنی مۆڵەتەکەت کارەکانت بە هاوکارەکەت بسپێرە.

سەروان پیپڵ
گرووپی بیناسازی سەروان`,
    html: sarwaranPage(
      "مۆڵەتی ساڵانە لە 05/10/2026 تا 09/10/2026 پەسەند کرا",
      `<p style="margin:0 0 14px;">بەڕێز کاروان عوسمان،</p>
<p style="margin:0 0 14px;">داواکاری مۆڵەتی ساڵانەکەت لەلایەن بەڕێوەبەرەکەتەوە (ئەندازیار هێمن عەلی) <b style="color:#2e7d32;">پەسەند کرا</b>.</p>
<table cellpadding="7" cellspacing="0" style="border:1px solid #e3e6ea;font-size:13px;width:100%;">
<tr><td style="color:#7a8591;width:45%;">ژمارەی داواکاری</td><td dir="ltr" style="text-align:right;">LV-2026-0931</td></tr>
<tr><td style="color:#7a8591;">جۆری مۆڵەت</td><td>مۆڵەتی ساڵانە</td></tr>
<tr><td style="color:#7a8591;">ماوە</td><td>05/10/2026 – 09/10/2026 (٥ ڕۆژی کار)</td></tr>
<tr><td style="color:#7a8591;">ڕۆژە ماوەکان</td><td>11</td></tr>
</table>
<p style="margin:16px 0 0;">تکایە پێش دەستپێکردنی مۆڵەتەکەت کارەکانت بە هاوکارەکەت بسپێرە. بۆ بینینی هەموو داواکارییەکانت سەردانی <a href="https://hr.sarwaran-group.com/self-service/leave" style="color:#c4631b;">مۆڵەتەکانم</a> بکە.</p>`,
      "rtl",
    ),
  },
  {
    family: "sarwaran-people",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://hr.sarwaran-group.com/account/reset?token=7Jq2vXwP0kRzT9mB4yLc8sHe&uid=SCG-01873",
    from: "Sarwaran People <no-reply@hr.sarwaran-group.com>",
    to: WORK,
    subject: "Reset your Sarwaran People password",
    date: date(10, 21, 19, 3),
    enc: "qp",
    text: `Hello Karwan,

We received a request to reset the password for your Sarwaran People account (SCG-01873).

Choose a new password here (the link works for 30 minutes):
https://hr.sarwaran-group.com/account/reset?token=7Jq2vXwP0kRzT9mB4yLc8sHe&uid=SCG-01873

Your new password must be at least 12 characters and cannot be one of your last 5 passwords.

Did not ask for this? Your current password still works; you can ignore this message or tell the IT service desk (ext. 1100).

Sarwaran People`,
    html: sarwaranPage(
      "A password reset was requested for SCG-01873",
      `<p style="margin:0 0 14px;">Hello Karwan,</p>
<p style="margin:0 0 20px;">We received a request to reset the password for your Sarwaran People account (SCG-01873).</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#c4631b" style="border-radius:3px;">
<a href="https://hr.sarwaran-group.com/account/reset?token=7Jq2vXwP0kRzT9mB4yLc8sHe&amp;uid=SCG-01873" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Choose a new password</a>
</td></tr></table>
<p style="margin:20px 0 14px;font-size:13px;color:#5b6670;">The link works for 30 minutes. Your new password must be at least 12 characters and cannot be one of your last 5 passwords.</p>
<p style="margin:0;font-size:13px;color:#5b6670;">Did not ask for this? Your current password still works; you can ignore this message or tell the IT service desk (ext. 1100).</p>`,
    ),
  },
];

// ---------------------------------------------------------- Beamgrid (project management SaaS)

function beamgridPage(preheader: string, inner: string): string {
  return `<!doctype html>
<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>a{color:#3b5bdb}</style></head>
<body style="background-color:#f4f5f7;margin:0;">
<span style="display:none!important;color:transparent;opacity:0;height:0;width:0;">${preheader}&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</span>
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="560" border="0" cellspacing="0" cellpadding="0" style="font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:28px 0 18px;"><a href="https://beamgrid.io"><img src="https://cdn.beamgrid.io/email/wordmark@2x.png" width="112" alt="Beamgrid" style="border:0;"></a></td></tr>
<tr><td style="background:#ffffff;border-radius:8px;padding:32px 36px;font-size:15px;line-height:24px;color:#1f2330;">
${inner}
</td></tr>
<tr><td style="padding:22px 4px;font-size:12px;line-height:18px;color:#8a8fa3;">
Beamgrid Ltd · 14 Ropewalk Yard, Dublin D08 K2R4, Ireland<br>
<a href="https://beamgrid.io/settings/notifications" style="color:#8a8fa3;">Notification settings</a> · <a href="https://beamgrid.io/help" style="color:#8a8fa3;">Help centre</a> · <a href="https://beamgrid.io/legal/privacy" style="color:#8a8fa3;">Privacy</a><br>
<a href="https://apps.apple.com/app/beamgrid/id1587730214"><img src="https://cdn.beamgrid.io/email/app-store.png" width="108" alt="Download on the App Store" style="border:0;margin-top:10px;"></a>
<a href="https://play.google.com/store/apps/details?id=io.beamgrid.android"><img src="https://cdn.beamgrid.io/email/google-play.png" width="122" alt="Get it on Google Play" style="border:0;margin-top:10px;"></a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const beamgrid: Mail[] = [
  {
    family: "beamgrid-projects",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.beamgrid.io/ls/click?upn=u001.Xk4Pw9-2FqRt7Lm0aZbYc3&inv=wsi_8fK2mQ7tR4",
    from: "Dilan Rashid via Beamgrid <notifications@beamgrid.io>",
    to: WORK,
    subject: 'Dilan Rashid invited you to "Erbil Skyline Tower B – Structural"',
    date: date(9, 3, 10, 12),
    text: `Dilan Rashid (dilan.rashid@sarwaran-group.com) invited you to join the workspace

  Erbil Skyline Tower B – Structural
  Sarwaran Construction Group · 23 members · 6 boards

as an Editor.

Accept the invitation:
https://links.beamgrid.io/ls/click?upn=u001.Xk4Pw9-2FqRt7Lm0aZbYc3&inv=wsi_8fK2mQ7tR4

This invitation expires on 17 September 2026. If you don't know Dilan or weren't expecting this, you can ignore this email.

--
Beamgrid Ltd · 14 Ropewalk Yard, Dublin D08 K2R4, Ireland
Notification settings: https://beamgrid.io/settings/notifications`,
    html: beamgridPage(
      "Join Erbil Skyline Tower B – Structural on Beamgrid",
      `<table border="0" cellspacing="0" cellpadding="0"><tr>
<td style="width:44px;"><img src="https://cdn.beamgrid.io/avatars/u_55120.jpg" width="36" height="36" alt="DR" style="border-radius:18px;"></td>
<td style="font-size:15px;"><b>Dilan Rashid</b> invited you to join a workspace</td></tr></table>
<table border="0" cellspacing="0" cellpadding="0" width="100%" style="margin:22px 0;border:1px solid #e4e6ee;border-radius:6px;"><tr><td style="padding:16px 18px;">
<div style="font-size:17px;font-weight:600;">Erbil Skyline Tower B – Structural</div>
<div style="font-size:13px;color:#6b7085;">Sarwaran Construction Group · 23 members · 6 boards</div>
<div style="font-size:13px;color:#6b7085;margin-top:6px;">Your role: Editor</div>
</td></tr></table>
<table border="0" cellspacing="0" cellpadding="0"><tr><td style="background:#3b5bdb;border-radius:6px;">
<a href="https://links.beamgrid.io/ls/click?upn=u001.Xk4Pw9-2FqRt7Lm0aZbYc3&amp;inv=wsi_8fK2mQ7tR4" style="display:block;padding:12px 22px;color:#ffffff;font-weight:600;text-decoration:none;">Accept invitation</a>
</td></tr></table>
<p style="font-size:13px;color:#6b7085;margin:22px 0 0;">This invitation expires on 17 September 2026. If you don't know Dilan (dilan.rashid@sarwaran-group.com) or weren't expecting this, you can ignore this email.</p>`,
    ),
  },
  {
    family: "beamgrid-projects",
    group: "consumer",
    lang: "en",
    kind: "daily-digest",
    code: null,
    link: null,
    from: "Beamgrid <digest@beamgrid.io>",
    to: WORK,
    subject: "Your day in Erbil Skyline Tower B – 4 tasks due, 2 overdue",
    date: date(9, 22, 6, 30),
    enc: "qp",
    text: `Good morning Karwan, here's what's on your plate today (Tue 22 Sep).

OVERDUE
- TB-214 Rebar shop drawings, level 7 slab – due 20 Sep
- TB-219 RFI #031: column C4 offset vs. architectural grid – due 21 Sep

DUE TODAY
- TB-226 Check pour sequence for core wall, levels 8–9
- TB-230 Review formwork supplier's method statement (rev. 2)
- TB-231 Concrete cube results 28-day, batch 0914
- TB-233 Site walk with consultant, 13:00

Open your board: https://app.beamgrid.io/w/erbil-skyline-b/board/structural

You get this digest every working day at 06:30 Asia/Baghdad. Change it: https://beamgrid.io/settings/notifications`,
    html: beamgridPage(
      "2 overdue · 4 due today",
      `<p style="margin:0 0 6px;font-size:13px;color:#6b7085;">Tue 22 Sep · Erbil Skyline Tower B – Structural</p>
<h2 style="margin:0 0 18px;font-size:20px;">Good morning Karwan</h2>
<div style="font-size:12px;font-weight:700;color:#d9480f;letter-spacing:.5px;">OVERDUE</div>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;margin-bottom:16px;">
<tr style="border-bottom:1px solid #eee;"><td style="color:#6b7085;width:64px;">TB-214</td><td><a href="https://app.beamgrid.io/w/erbil-skyline-b/t/TB-214">Rebar shop drawings, level 7 slab</a></td><td style="color:#d9480f;white-space:nowrap;">20 Sep</td></tr>
<tr><td style="color:#6b7085;">TB-219</td><td><a href="https://app.beamgrid.io/w/erbil-skyline-b/t/TB-219">RFI #031: column C4 offset vs. architectural grid</a></td><td style="color:#d9480f;white-space:nowrap;">21 Sep</td></tr>
</table>
<div style="font-size:12px;font-weight:700;color:#3b5bdb;letter-spacing:.5px;">DUE TODAY</div>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#6b7085;width:64px;">TB-226</td><td><a href="https://app.beamgrid.io/w/erbil-skyline-b/t/TB-226">Check pour sequence for core wall, levels 8–9</a></td></tr>
<tr><td style="color:#6b7085;">TB-230</td><td><a href="https://app.beamgrid.io/w/erbil-skyline-b/t/TB-230">Review formwork supplier's method statement (rev. 2)</a></td></tr>
<tr><td style="color:#6b7085;">TB-231</td><td><a href="https://app.beamgrid.io/w/erbil-skyline-b/t/TB-231">Concrete cube results 28-day, batch 0914</a></td></tr>
<tr><td style="color:#6b7085;">TB-233</td><td><a href="https://app.beamgrid.io/w/erbil-skyline-b/t/TB-233">Site walk with consultant, 13:00</a></td></tr>
</table>
<p style="margin:22px 0 0;"><a href="https://app.beamgrid.io/w/erbil-skyline-b/board/structural" style="font-weight:600;">Open your board →</a></p>`,
    ),
  },
  {
    family: "beamgrid-projects",
    group: "consumer",
    lang: "en",
    kind: "mention",
    code: null,
    link: null,
    from: "Rebin Kareem via Beamgrid <notifications@beamgrid.io>",
    to: WORK,
    subject: "Re: [TB-219] RFI #031: column C4 offset vs. architectural grid",
    date: date(10, 6, 16, 48),
    headers: [["In-Reply-To", "<tb-219.thread@beamgrid.io>"], [
      "List-Unsubscribe",
      "<https://beamgrid.io/u/n/8c1f0e2a>",
    ]],
    text: `Rebin Kareem mentioned you in TB-219:

  "@Karwan Othman the consultant accepted the 75 mm offset on C4 provided we add
  2 T16 bars each face at the transfer level. Can you update sheet S-207 before
  Thursday's pour? Cube results for batch 0914 came back at 41.2 MPa, so we are fine there."

Reply to this email to comment, or view the task:
https://app.beamgrid.io/w/erbil-skyline-b/t/TB-219#c-88412

--
You're receiving this because you're assigned to TB-219.
Mute this task: https://beamgrid.io/u/n/8c1f0e2a`,
    html: beamgridPage(
      "the consultant accepted the 75 mm offset on C4",
      `<p style="margin:0 0 14px;"><b>Rebin Kareem</b> mentioned you in <a href="https://app.beamgrid.io/w/erbil-skyline-b/t/TB-219">TB-219 RFI #031: column C4 offset vs. architectural grid</a></p>
<blockquote style="margin:0;padding:12px 16px;border-left:3px solid #3b5bdb;background:#f6f7fb;font-size:14px;color:#333;">
<span style="color:#3b5bdb;">@Karwan Othman</span> the consultant accepted the 75 mm offset on C4 provided we add 2 T16 bars each face at the transfer level. Can you update sheet S-207 before Thursday's pour? Cube results for batch 0914 came back at 41.2 MPa, so we are fine there.
</blockquote>
<p style="margin:20px 0 0;font-size:13px;color:#6b7085;">Reply to this email to comment, or <a href="https://app.beamgrid.io/w/erbil-skyline-b/t/TB-219#c-88412">view the task</a>.<br>
You're receiving this because you're assigned to TB-219. <a href="https://beamgrid.io/u/n/8c1f0e2a">Mute this task</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------- Hamrin Bank

function hamrinPage(dir: "rtl" | "ltr", lang: string, inner: string): string {
  return `<html lang="${lang}" dir="${dir}">
<head><meta charset="UTF-8"></head>
<body style="margin:0;background:#f2f2ee;">
<center>
<table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Tahoma,'Noto Naskh Arabic',Arial,sans-serif;">
<tr><td bgcolor="#0d4d3a" style="padding:14px 22px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.hamrinbank.iq/mail/img/hamrin-logo-white.png" alt="Hamrin Bank | بانکی حەمرین | مصرف حمرين" width="190" height="40" style="display:block;"></td>
<td align="${dir === "rtl" ? "left" : "right"}" style="color:#cfe5dc;font-size:12px;">Hamrin Online</td>
</tr></table></td></tr>
<tr><td style="padding:26px 26px 10px;font-size:14px;line-height:1.8;color:#222;">
${inner}
</td></tr>
<tr><td style="padding:14px 26px 22px;font-size:11px;color:#888;line-height:1.6;border-top:1px solid #eee;">
Hamrin Bank P.J.S.C. · Gulan Street, Erbil, Kurdistan Region – Iraq · Call centre 6060 / +964 750 606 0606<br>
<a href="https://www.hamrinbank.iq/security" style="color:#0d4d3a;">Security centre</a> · <a href="https://www.hamrinbank.iq/privacy" style="color:#0d4d3a;">Privacy</a> ·
<a href="https://www.facebook.com/hamrinbank" style="color:#0d4d3a;">Facebook</a> · <a href="https://www.instagram.com/hamrinbank" style="color:#0d4d3a;">Instagram</a><br>
© 2026 Hamrin Bank. Licensed by the Central Bank of Iraq.
</td></tr>
</table>
</center>
</body></html>`;
}

const hamrin: Mail[] = [
  {
    family: "hamrin-bank",
    group: "regional",
    lang: "ckb",
    kind: "login-code",
    code: "381942",
    link: null,
    from: "Hamrin Online <otp@hamrinbank.iq>",
    to: HOME,
    subject: "کۆدی چوونەژوورەوە بۆ حەمرین ئۆنلاین",
    date: date(9, 2, 21, 15),
    enc: "b64",
    text: `بەڕێز کاروان عوسمان،

کۆدی چوونەژوورەوەی تاکجارەت (OTP) بۆ حەمرین ئۆنلاین:

381 942

ئەم کۆدە تەنها بۆ ماوەی ٣ خولەک کارایە. هەرگیز ئەم کۆدە بە کەس مەڵێ، تەنانەت بە کارمەندانی بانکیش.
ئەگەر تۆ هەوڵی چوونەژوورەوەت نەداوە، تکایە یەکسەر پەیوەندی بە ناوەندی پەیوەندییەکانەوە بکە: 6060

بانکی حەمرین`,
    html: hamrinPage(
      "rtl",
      "ckb",
      `<p style="margin:0 0 12px;">بەڕێز کاروان عوسمان،</p>
<p style="margin:0 0 16px;">کۆدی چوونەژوورەوەی تاکجارەت (OTP) بۆ حەمرین ئۆنلاین:</p>
<table align="center" cellpadding="0" cellspacing="0" style="margin:0 auto 16px;"><tr>
<td dir="ltr" style="font-size:28px;font-weight:bold;letter-spacing:4px;color:#0d4d3a;background:#eaf4ef;padding:12px 26px;border-radius:4px;font-family:Arial,sans-serif;">381 942</td>
</tr></table>
<p style="margin:0 0 10px;">ئەم کۆدە تەنها بۆ ماوەی ٣ خولەک کارایە. <b>هەرگیز ئەم کۆدە بە کەس مەڵێ</b>، تەنانەت بە کارمەندانی بانکیش.</p>
<p style="margin:0;color:#666;font-size:13px;">ئەگەر تۆ هەوڵی چوونەژوورەوەت نەداوە، تکایە یەکسەر پەیوەندی بە ناوەندی پەیوەندییەکانەوە بکە: <span dir="ltr">6060</span></p>`,
    ),
  },
  {
    family: "hamrin-bank",
    group: "regional",
    lang: "ar",
    kind: "statement",
    code: null,
    link: null,
    from: "مصرف حمرين <estatement@hamrinbank.iq>",
    to: HOME,
    subject: "كشف الحساب الشهري – أيلول 2026",
    date: date(10, 2, 9, 0),
    enc: "b64",
    attachment: [
      "Hamrin_Statement_0041-2283-4821_2026-09.pdf",
      "application/pdf",
      pdf("Hamrin Bank statement September 2026", [
        "Hamrin Bank P.J.S.C. - Account statement",
        "Account: 0041-2283-****4821  Currency: IQD",
        "Period: 01/09/2026 - 30/09/2026",
        "Opening balance: 3,412,750",
        "01/09 Salary SARWARAN CONSTRUCTION GROUP  +2,145,000",
        "04/09 POS NAZ MALL ERBIL  -186,500",
        "12/09 Transfer to Zhiyan Pay wallet  -250,000",
        "Closing balance: 4,281,400",
      ]),
    ],
    text: `عميلنا العزيز كاروان عثمان،

تجدون مرفقاً كشف حسابكم لشهر أيلول 2026.

رقم الحساب: 0041-2283-****4821
الفترة: 01/09/2026 – 30/09/2026
الرصيد الافتتاحي: 3,412,750 د.ع
الرصيد الختامي: 4,281,400 د.ع

الملف محمي بكلمة مرور: آخر أربعة أرقام من رقم هاتفكم المسجل متبوعة بسنة ميلادكم.

يرجى مراجعة الكشف وإبلاغنا بأي ملاحظة خلال 30 يوماً من تاريخه على الرقم 6060.

مع التحية،
مصرف حمرين – خدمة الكشوفات الإلكترونية`,
    html: hamrinPage(
      "rtl",
      "ar",
      `<p style="margin:0 0 12px;">عميلنا العزيز كاروان عثمان،</p>
<p style="margin:0 0 14px;">تجدون مرفقاً كشف حسابكم لشهر <b>أيلول 2026</b>.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="border:1px solid #dfe7e3;font-size:13px;">
<tr bgcolor="#f4f8f6"><td>رقم الحساب</td><td dir="ltr" style="text-align:right;">0041-2283-****4821</td></tr>
<tr><td>الفترة</td><td>01/09/2026 – 30/09/2026</td></tr>
<tr bgcolor="#f4f8f6"><td>الرصيد الافتتاحي</td><td>3,412,750 د.ع</td></tr>
<tr><td>الرصيد الختامي</td><td><b>4,281,400 د.ع</b></td></tr>
</table>
<p style="margin:14px 0 8px;font-size:13px;">الملف محمي بكلمة مرور: آخر أربعة أرقام من رقم هاتفكم المسجل متبوعة بسنة ميلادكم.</p>
<p style="margin:0;font-size:13px;color:#666;">يرجى مراجعة الكشف وإبلاغنا بأي ملاحظة خلال 30 يوماً من تاريخه على الرقم <span dir="ltr">6060</span>.</p>`,
    ),
  },
  {
    family: "hamrin-bank",
    group: "regional",
    lang: "en",
    kind: "card-transaction",
    code: null,
    link: null,
    from: "Hamrin Bank Alerts <alerts@hamrinbank.iq>",
    to: HOME,
    subject: "Card purchase: USD 312.40 at TURKISH DUTY FREE IST",
    date: date(10, 11, 23, 52),
    text: `Hamrin Bank – card alert

Your Visa Platinum card ending 7730 was used:

Amount:    USD 312.40
Merchant:  TURKISH DUTY FREE IST, Istanbul TR
Date/time: 11/10/2026 23:51 (Erbil)
Available: USD 4,118.65

Not you? Block the card instantly in the Hamrin Online app (Cards > Freeze) or call 6060 / +964 750 606 0606, 24 hours.

This is an automated alert. Please do not reply.`,
    html: hamrinPage(
      "ltr",
      "en",
      `<p style="margin:0 0 14px;font-size:16px;font-weight:bold;color:#0d4d3a;">Card purchase</p>
<p style="margin:0 0 14px;">Your Visa Platinum card ending <b>7730</b> was used:</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td style="color:#777;">Amount</td><td align="right"><b>USD 312.40</b></td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#777;">Merchant</td><td align="right">TURKISH DUTY FREE IST, Istanbul TR</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#777;">Date/time</td><td align="right">11/10/2026 23:51 (Erbil)</td></tr>
<tr><td style="color:#777;">Available</td><td align="right">USD 4,118.65</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;">Not you? Block the card instantly in the Hamrin Online app (Cards &gt; Freeze) or call 6060 / +964 750 606 0606, 24 hours.</p>`,
    ),
  },
  {
    family: "hamrin-bank",
    group: "regional",
    lang: "ar",
    kind: "beneficiary-code",
    code: "730255",
    link: null,
    from: "Hamrin Online <otp@hamrinbank.iq>",
    to: HOME,
    subject: "رمز التحقق لإضافة مستفيد جديد",
    date: date(10, 14, 11, 26),
    text: `عميلنا العزيز،

طلبتم إضافة مستفيد جديد عبر حمرين أونلاين:
اسم المستفيد: شيلان عثمان
البنك: مصرف دجلة والفرات – السليمانية
رقم الحساب: ****6619

رمز التحقق: 730255

صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو المصرف لن يطلبوه منك أبداً.
إذا لم تقم بهذا الطلب فاتصل فوراً على 6060.

مصرف حمرين`,
    html: null,
  },
];

// ---------------------------------------------------------- Zhiyan Pay (mobile wallet)

function zhiyanPage(dir: "rtl" | "ltr", inner: string): string {
  return `<!DOCTYPE html><html dir="${dir}"><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:0;background:#fff7ec;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:14px;font-family:'Noto Sans Arabic','Segoe UI',sans-serif;color:#2b2b2b;">
<tr><td align="center" style="padding:26px 0 8px;"><img src="https://static.zhiyanpay.com/mail/zhiyan-mark.png" width="56" height="56" alt="Zhiyan Pay"></td></tr>
<tr><td style="padding:8px 32px 28px;font-size:15px;line-height:1.7;">${inner}</td></tr>
</table>
<table width="480" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:16px;font-family:Arial,sans-serif;font-size:11px;color:#a08a6c;line-height:1.6;">
Zhiyan Pay · licensed e-money issuer · 60m Street, Italian City 2, Erbil<br>
<a href="https://zhiyanpay.com/help" style="color:#a08a6c;">Help</a> · <a href="https://zhiyanpay.com/terms" style="color:#a08a6c;">Terms</a> · <a href="https://zhiyanpay.com/privacy" style="color:#a08a6c;">Privacy</a> · 📞 +964 751 900 4455
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const zhiyan: Mail[] = [
  {
    family: "zhiyan-pay",
    group: "regional",
    lang: "ckb",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "ژیان پەی <noreply@zhiyanpay.com>",
    to: HOME,
    subject: "٧٥,٠٠٠ دینار گەیشتە جزدانەکەت",
    date: date(9, 12, 18, 44),
    enc: "8bit",
    text: `سڵاو کاروان،

بڕی 75,000 IQD لە ئاسۆ عوسمان (0770 •••• 318) گەیشتە جزدانەکەت.

تێبینی نێرەر: "پارەی نانی ئێوارە 🙂"
ژمارەی مامەڵە: ZP-26091218-55402
کات: 12/09/2026 – 18:44
باڵانسی ئێستا: 412,300 IQD

ژیان پەی`,
    html: zhiyanPage(
      "rtl",
      `<p style="margin:0 0 6px;font-size:13px;color:#999;text-align:center;">پارەی وەرگیراو</p>
<p dir="ltr" style="margin:0 0 18px;font-size:30px;font-weight:bold;text-align:center;color:#e07b00;">+75,000 IQD</p>
<p style="margin:0 0 14px;">سڵاو کاروان، بڕی سەرەوە لە <b>ئاسۆ عوسمان</b> (<span dir="ltr">0770 •••• 318</span>) گەیشتە جزدانەکەت.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#fffaf2;border-radius:8px;">
<tr><td style="color:#999;">تێبینی نێرەر</td><td>پارەی نانی ئێوارە 🙂</td></tr>
<tr><td style="color:#999;">ژمارەی مامەڵە</td><td dir="ltr" style="text-align:right;">ZP-26091218-55402</td></tr>
<tr><td style="color:#999;">کات</td><td>12/09/2026 – 18:44</td></tr>
<tr><td style="color:#999;">باڵانسی ئێستا</td><td dir="ltr" style="text-align:right;">412,300 IQD</td></tr>
</table>`,
    ),
  },
  {
    family: "zhiyan-pay",
    group: "regional",
    lang: "en",
    kind: "new-device-code",
    code: "5519-0832",
    code_digits: "55190832",
    link: null,
    from: "Zhiyan Pay <security@zhiyanpay.com>",
    to: HOME,
    subject: "Approve sign-in on a new phone",
    date: date(9, 26, 8, 5),
    text: `Hi Karwan,

You're signing in to Zhiyan Pay on a new phone (Samsung SM-A556E).

Type this code in the app to move your wallet to this phone:

    5519-0832

It is valid for 15 minutes. Once approved, your old phone will be signed out and card top-ups are paused for 24 hours for your safety.

Zhiyan Pay staff will never ask for this code by phone or WhatsApp.

Didn't try to sign in? Open Help > Report a problem, or call +964 751 900 4455.

— Zhiyan Pay security`,
    html: zhiyanPage(
      "ltr",
      `<p style="margin:0 0 12px;">Hi Karwan,</p>
<p style="margin:0 0 16px;">You're signing in to Zhiyan Pay on a new phone (<b>Samsung SM-A556E</b>). Type this code in the app to move your wallet to this phone:</p>
<table align="center" cellspacing="6" cellpadding="0"><tr>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;background:#fff2de;border-radius:6px;">5</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;background:#fff2de;border-radius:6px;">5</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;background:#fff2de;border-radius:6px;">1</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;background:#fff2de;border-radius:6px;">9</td>
<td style="width:18px;text-align:center;font-size:24px;color:#c8a878;">-</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;background:#fff2de;border-radius:6px;">0</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;background:#fff2de;border-radius:6px;">8</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;background:#fff2de;border-radius:6px;">3</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;background:#fff2de;border-radius:6px;">2</td>
</tr></table>
<p style="margin:16px 0 12px;font-size:13px;color:#777;">Valid for 15 minutes. Once approved, your old phone will be signed out and card top-ups are paused for 24 hours for your safety.</p>
<p style="margin:0;font-size:13px;">Zhiyan Pay staff will never ask for this code by phone or WhatsApp. Didn't try to sign in? Open Help &gt; Report a problem, or call +964 751 900 4455.</p>`,
    ),
  },
  {
    family: "zhiyan-pay",
    group: "regional",
    lang: "kmr",
    kind: "verify-link",
    code: null,
    link: "https://zhiyanpay.com/e/verify?t=a2Fyd2FuLm90aG1hbjg0.Lq81Zd",
    from: "Zhiyan Pay <noreply@zhiyanpay.com>",
    to: HOME,
    subject: "Navnîşana e-nameya xwe piştrast bike",
    date: date(10, 3, 13, 37),
    enc: "qp",
    text: `Silav Karwan,

Te ev navnîşana e-nameyê li hesabê xwe yê Zhiyan Payê zêde kir. Ji bo ku em wergirtin û raporên mehane ji te re bişînin, divê tu pêşî wê piştrast bikî:

https://zhiyanpay.com/e/verify?t=a2Fyd2FuLm90aG1hbjg0.Lq81Zd

Girêdan 48 saetan derbasdar e. Heke te ev daxwaz nekiribe, vê e-nameyê paşguh bike; tiştek li hesabê te naguhere.

Bi silav,
Tîma Zhiyan Pay`,
    html: zhiyanPage(
      "ltr",
      `<p style="margin:0 0 12px;">Silav Karwan,</p>
<p style="margin:0 0 18px;">Te ev navnîşana e-nameyê li hesabê xwe yê Zhiyan Payê zêde kir. Ji bo ku em wergirtin û raporên mehane ji te re bişînin, divê tu pêşî wê piştrast bikî.</p>
<p style="text-align:center;margin:0 0 18px;"><a href="https://zhiyanpay.com/e/verify?t=a2Fyd2FuLm90aG1hbjg0.Lq81Zd" style="display:inline-block;background:#e07b00;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">E-nameyê piştrast bike</a></p>
<p style="margin:0;font-size:13px;color:#777;">Girêdan 48 saetan derbasdar e. Heke te ev daxwaz nekiribe, vê e-nameyê paşguh bike; tiştek li hesabê te naguhere.</p>`,
    ),
  },
];

// ---------------------------------------------------------- Asoyan Telecom

const ASOYAN_FOOT =
  `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#1b1340"><tr><td align="center" style="padding:18px 20px;font-family:Arial,sans-serif;font-size:11px;color:#b9b3d6;line-height:1.7;">
<a href="https://www.facebook.com/asoyantelecom"><img src="https://my.asoyan.iq/mail/fb.png" width="22" alt="Facebook"></a>&nbsp;
<a href="https://www.instagram.com/asoyantelecom"><img src="https://my.asoyan.iq/mail/ig.png" width="22" alt="Instagram"></a>&nbsp;
<a href="https://t.me/asoyantelecom"><img src="https://my.asoyan.iq/mail/tg.png" width="22" alt="Telegram"></a><br>
Asoyan Telecom · Kurdistan Street, Sulaymaniyah · Customer care 333 (from Asoyan lines) · +964 771 333 0000<br>
<a href="https://my.asoyan.iq/unsubscribe?c=8830214" style="color:#b9b3d6;">Unsubscribe</a> · <a href="https://asoyan.iq/privacy" style="color:#b9b3d6;">Privacy policy</a> · © 2026 Asoyan Telecom
</td></tr></table>`;

const asoyan: Mail[] = [
  {
    family: "asoyan-telecom",
    group: "regional",
    lang: "ar",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "آسۆیان تيليكوم <ebill@asoyan.iq>",
    to: HOME,
    subject: "فاتورتك لشهر آب 2026 جاهزة",
    date: date(9, 5, 10, 30),
    enc: "b64",
    text: `عزيزي المشترك كاروان عثمان،

فاتورة خطك الآجل 0771 ••• 2045 لشهر آب 2026 أصبحت جاهزة.

رقم الفاتورة: INV-AS-2608-771204
المبلغ المستحق: 38,500 دينار عراقي
تاريخ الاستحقاق: 20/09/2026

يمكنك الدفع عبر تطبيق آسۆیان أو محافظ الدفع الإلكتروني أو أي مركز خدمة.
لعرض تفاصيل الفاتورة: https://my.asoyan.iq/bills/INV-AS-2608-771204

شكراً لاختيارك آسۆیان.`,
    html: `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f1fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Arial,sans-serif;">
<tr><td style="background:linear-gradient(90deg,#5b2be0,#1b1340);background-color:#3a1f9a;padding:20px;"><img src="https://my.asoyan.iq/mail/asoyan-logo.png" width="130" alt="Asoyan"></td></tr>
<tr><td style="padding:28px 30px;font-size:14px;line-height:1.9;color:#333;">
<p style="margin:0 0 10px;">عزيزي المشترك <b>كاروان عثمان</b>،</p>
<p style="margin:0 0 16px;">فاتورة خطك الآجل <span dir="ltr">0771 ••• 2045</span> لشهر <b>آب 2026</b> أصبحت جاهزة.</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f7f5ff;border-radius:8px;">
<tr><td>رقم الفاتورة</td><td dir="ltr" align="left">INV-AS-2608-771204</td></tr>
<tr><td>المبلغ المستحق</td><td align="left"><b style="font-size:18px;color:#5b2be0;">38,500 د.ع</b></td></tr>
<tr><td>تاريخ الاستحقاق</td><td align="left">20/09/2026</td></tr>
</table>
<p style="margin:18px 0;text-align:center;"><a href="https://my.asoyan.iq/bills/INV-AS-2608-771204" style="background:#5b2be0;color:#fff;padding:10px 26px;border-radius:20px;text-decoration:none;">عرض الفاتورة</a></p>
<p style="margin:0;font-size:12px;color:#777;">يمكنك الدفع عبر تطبيق آسۆیان أو محافظ الدفع الإلكتروني أو أي مركز خدمة.</p>
</td></tr>
<tr><td>${ASOYAN_FOOT}</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "asoyan-telecom",
    group: "regional",
    lang: "ckb",
    kind: "bundle-expiring",
    code: null,
    link: null,
    from: "ئاسۆیان <offers@asoyan.iq>",
    to: HOME,
    subject: "پاکێجی ئینتەرنێتەکەت سبەی تەواو دەبێت 📶",
    date: date(9, 29, 17, 10),
    enc: "qp",
    text: `کاروانی ئازیز،

پاکێجی "ئاسۆ مانگانە 60GB" لەسەر هێڵی 0751 ••• 8890 لە 30/09/2026 کاتژمێر 23:59 تەواو دەبێت. 4.2GB ت ماوە.

ئەگەر نۆژەنکردنەوەی خۆکار چالاکە، بڕی 25,000 دینار لە باڵانسەکەت دەبڕدرێت.
بۆ گۆڕینی پاکێج: *333# یان ئەپی ئاسۆیان.

ئۆفەری ئەم هەفتەیە: 100GB بە 35,000 دینار بۆ 30 ڕۆژ.

ئاسۆیان تێلیکۆم`,
    html: `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f1fa;">
<div style="display:none;">4.2GB ت ماوە – پاکێجەکەت لە 30/09 تەواو دەبێت</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Naskh Arabic',Tahoma,sans-serif;">
<tr><td style="background-color:#3a1f9a;padding:20px;"><img src="https://my.asoyan.iq/mail/asoyan-logo.png" width="130" alt="ئاسۆیان"></td></tr>
<tr><td align="center" style="padding:26px 30px 8px;">
<div style="font-size:14px;color:#666;">ماوەی پاکێجەکەت</div>
<div dir="ltr" style="font-size:40px;font-weight:bold;color:#5b2be0;">4.2 GB</div>
<div style="height:10px;background:#eee;border-radius:5px;width:80%;"><div style="height:10px;width:7%;background:#e0462b;border-radius:5px;"></div></div>
</td></tr>
<tr><td style="padding:18px 30px;font-size:15px;line-height:1.9;color:#333;">
<p style="margin:0 0 10px;">کاروانی ئازیز، پاکێجی <b>ئاسۆ مانگانە 60GB</b> لەسەر هێڵی <span dir="ltr">0751 ••• 8890</span> لە 30/09/2026 کاتژمێر 23:59 تەواو دەبێت.</p>
<p style="margin:0 0 10px;">ئەگەر نۆژەنکردنەوەی خۆکار چالاکە، بڕی 25,000 دینار لە باڵانسەکەت دەبڕدرێت. بۆ گۆڕینی پاکێج: <span dir="ltr">*333#</span> یان ئەپی ئاسۆیان.</p>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#fff4d6;border-radius:8px;margin-top:10px;"><tr><td style="font-size:14px;">🎁 ئۆفەری ئەم هەفتەیە: <b>100GB</b> بە <b>35,000 دینار</b> بۆ 30 ڕۆژ – <a href="https://my.asoyan.iq/offers/100gb?utm_source=email&amp;utm_campaign=expiry" style="color:#5b2be0;">وەریبگرە</a></td></tr></table>
</td></tr>
<tr><td>${ASOYAN_FOOT}</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "asoyan-telecom",
    group: "regional",
    lang: "en",
    kind: "verify-code-link",
    code: "HT4K9Q",
    link: "https://my.asoyan.iq/register/confirm?email=karwan.othman84%40mailbox.example&k=HT4K9Q&s=71e0b3",
    from: "My Asoyan <accounts@asoyan.iq>",
    to: HOME,
    subject: "Confirm your email for My Asoyan",
    date: date(10, 8, 20, 2),
    enc: "qp",
    text: `Welcome to My Asoyan!

To finish creating your account for line 0751 ••• 8890, confirm this email address.

Enter this code in the app:  HT4K9Q

or open this link on any device:
https://my.asoyan.iq/register/confirm?email=karwan.othman84%40mailbox.example&k=HT4K9Q&s=71e0b3

The code and link expire in 24 hours.

Once confirmed, you can pay bills, see usage and switch bundles online.

Asoyan Telecom – customer care 333`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f1fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background-color:#3a1f9a;padding:20px;"><img src="https://my.asoyan.iq/mail/asoyan-logo.png" width="130" alt="Asoyan"></td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:1.6;color:#333;">
<h1 style="margin:0 0 14px;font-size:22px;color:#1b1340;">Welcome to My Asoyan!</h1>
<p style="margin:0 0 18px;">To finish creating your account for line <b>0751 ••• 8890</b>, confirm this email address. Enter this code in the app:</p>
<p style="margin:0 0 18px;text-align:center;"><span style="display:inline-block;font-family:'Courier New',monospace;font-size:26px;letter-spacing:6px;padding:10px 22px;border:2px solid #5b2be0;border-radius:6px;color:#1b1340;">HT4K9Q</span></p>
<p style="margin:0 0 18px;text-align:center;">or</p>
<p style="margin:0 0 20px;text-align:center;"><a href="https://my.asoyan.iq/register/confirm?email=karwan.othman84%40mailbox.example&amp;k=HT4K9Q&amp;s=71e0b3" style="background:#5b2be0;color:#fff;padding:12px 28px;border-radius:22px;text-decoration:none;font-weight:bold;">Confirm my email</a></p>
<p style="margin:0;font-size:13px;color:#777;">The code and link expire in 24 hours. Once confirmed, you can pay bills, see usage and switch bundles online.</p>
</td></tr>
<tr><td>${ASOYAN_FOOT}</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------- Rozhna Electric (electricity distribution e-service)

const rozhna: Mail[] = [
  {
    family: "rozhna-electric",
    group: "regional",
    lang: "ckb",
    kind: "bill-notice",
    code: null,
    link: null,
    from: "ڕۆژنا - خزمەتگوزاری ئەلیکترۆنی کارەبا <bills@rozhna-kareba.krd>",
    to: HOME,
    subject: "پسووڵەی کارەبای مانگی ئەیلوول – ژمارەی بەشداربوو 11-0472-3308",
    date: date(10, 4, 9, 15),
    enc: "b64",
    text: `بەڕێز کاروان عوسمان

پسووڵەی کارەبای نیشتەجێبوون بۆ مانگی ئەیلوولی 2026 دەرچوو.

ژمارەی بەشداربوو: 11-0472-3308
ناونیشان: هەولێر، گەڕەکی ئازادی، کۆڵان 214، خانووی 37
خوێندنەوەی پێشوو: 48 215 kWh
خوێندنەوەی ئێستا: 49 097 kWh
بەکارهێنان: 882 kWh
کۆی گشتی: 61,740 دینار
دوا ڕۆژی پارەدان: 25/10/2026

پارەدان لە ڕێگەی پۆرتاڵی ڕۆژنا، جزدانە ئەلیکترۆنییەکان یان نووسینگەکانی کۆکردنەوە.

ڕۆژنا – بەڕێوەبەرایەتی دابەشکردنی کارەبای هەولێر`,
    html: `<!DOCTYPE html><html dir="rtl" lang="ckb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ececec;font-family:Tahoma,'Noto Naskh Arabic',sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:18px;">
<table width="640" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #d6d6d6;">
<tr><td style="padding:14px 20px;border-bottom:3px solid #f2b705;">
<table width="100%"><tr><td><img src="https://rozhna-kareba.krd/assets/mail/rozhna.png" width="120" alt="ڕۆژنا"></td>
<td style="text-align:left;font-size:12px;color:#555;">بەڕێوەبەرایەتی دابەشکردنی کارەبای هەولێر</td></tr></table>
</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:1.9;">
<p style="margin:0 0 12px;">بەڕێز کاروان عوسمان، پسووڵەی کارەبای نیشتەجێبوون بۆ مانگی <b>ئەیلوولی 2026</b> دەرچوو.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:13px;">
<tr><th bgcolor="#fafafa" align="right" width="40%">ژمارەی بەشداربوو</th><td dir="ltr" align="right">11-0472-3308</td></tr>
<tr><th bgcolor="#fafafa" align="right">ناونیشان</th><td>هەولێر، گەڕەکی ئازادی، کۆڵان 214، خانووی 37</td></tr>
<tr><th bgcolor="#fafafa" align="right">خوێندنەوەی پێشوو / ئێستا</th><td dir="ltr" align="right">48 215 → 49 097 kWh</td></tr>
<tr><th bgcolor="#fafafa" align="right">بەکارهێنان</th><td>882 kWh</td></tr>
<tr><th bgcolor="#fafafa" align="right">کۆی گشتی</th><td><b style="font-size:16px;">61,740 دینار</b></td></tr>
<tr><th bgcolor="#fafafa" align="right">دوا ڕۆژی پارەدان</th><td>25/10/2026</td></tr>
</table>
<p style="margin:16px 0 0;">پارەدان لە ڕێگەی <a href="https://rozhna-kareba.krd/pay?acc=1104723308" style="color:#b07f00;">پۆرتاڵی ڕۆژنا</a>، جزدانە ئەلیکترۆنییەکان یان نووسینگەکانی کۆکردنەوە.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#333;color:#ccc;font-size:11px;line-height:1.6;">ژمارەی سکاڵا و لەکارکەوتن: 188 · <a href="https://rozhna-kareba.krd" style="color:#f2b705;">rozhna-kareba.krd</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rozhna-electric",
    group: "regional",
    lang: "ar",
    kind: "register-code",
    code: "84160",
    link: null,
    from: "روژنا - الخدمات الإلكترونية <no-reply@rozhna-kareba.krd>",
    to: HOME,
    subject: "رمز تفعيل حسابك في بوابة روژنا",
    date: date(9, 7, 22, 48),
    text: `مرحباً،

شكراً لتسجيلك في بوابة روژنا للخدمات الإلكترونية للكهرباء.

رمز التفعيل الخاص بك هو: 84160

أدخل الرمز في صفحة التسجيل لإكمال ربط رقم المشترك 11-0472-3308 بحسابك. الرمز صالح لمدة 30 دقيقة.

إذا لم تقم بالتسجيل، تجاهل هذه الرسالة.

مع التحية
مديرية توزيع كهرباء أربيل – بوابة روژنا
الطوارئ والأعطال: 188`,
    html: null,
  },
  {
    family: "rozhna-electric",
    group: "regional",
    lang: "ckb",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "ڕۆژنا - ئاگاداری <notice@rozhna-kareba.krd>",
    to: HOME,
    subject: "ئاگاداری: بڕینی پلاندانراوی کارەبا – گەڕەکی ئازادی، 24/10",
    date: date(10, 22, 16, 0),
    text: `هاوڵاتی بەڕێز،

بەهۆی چاککردنەوەی وێستگەی 33/11 kV ی ئازادی، کارەبا لە ڕۆژی شەممە 24/10/2026 لە کاتژمێر 08:00 تا 14:00 لەم شوێنانەدا دەبڕدرێت:

- گەڕەکی ئازادی (کۆڵانەکانی 200–230)
- شەقامی 30 مەتری، لای ڕاستی نێوان فولکەی ئازادی و فولکەی شێرەوانە

لە ماوەی کارەکەدا تکایە ئامێرە هەستیارەکان لە کارەبا دەربهێنە. ئەم ماوەیە لە کۆی کاتژمێرەکانی نیشتمانی ناژمێردرێت.

سوپاس بۆ لێبوردنتان.
ڕۆژنا – بەڕێوەبەرایەتی دابەشکردنی کارەبای هەولێر
ژمارەی فریاکەوتن: 188`,
    html:
      `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;font-family:Tahoma,sans-serif;background:#fff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#f2b705;padding:10px 18px;font-weight:bold;color:#222;">⚡ ئاگاداری بڕینی پلاندانراو</td></tr>
<tr><td style="padding:18px;font-size:14px;line-height:1.9;color:#222;">
<p>هاوڵاتی بەڕێز،</p>
<p>بەهۆی چاککردنەوەی وێستگەی <span dir="ltr">33/11 kV</span> ی ئازادی، کارەبا لە ڕۆژی <b>شەممە 24/10/2026</b> لە کاتژمێر <b>08:00 تا 14:00</b> لەم شوێنانەدا دەبڕدرێت:</p>
<ul><li>گەڕەکی ئازادی (کۆڵانەکانی 200–230)</li><li>شەقامی 30 مەتری، لای ڕاستی نێوان فولکەی ئازادی و فولکەی شێرەوانە</li></ul>
<p>لە ماوەی کارەکەدا تکایە ئامێرە هەستیارەکان لە کارەبا دەربهێنە.</p>
<p style="color:#666;font-size:12px;">ڕۆژنا – بەڕێوەبەرایەتی دابەشکردنی کارەبای هەولێر · ژمارەی فریاکەوتن: 188 · <a href="https://rozhna-kareba.krd/outages">خشتەی بڕینەکان</a></p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------- Nishtaje (residency e-services)

function nishtajePage(dir: "rtl" | "ltr", inner: string): string {
  return `<html dir="${dir}"><head><meta charset="utf-8"><title>Nishtaje</title></head>
<body style="margin:0;padding:0;background:#f5f5f0;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f0;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dcdcd2;font-family:Tahoma,Arial,sans-serif;">
<tr><td style="padding:0;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="8" bgcolor="#d52b1e"></td><td width="8" bgcolor="#ffffff"></td><td width="8" bgcolor="#1a8f3c"></td>
<td style="padding:14px 18px;"><img src="https://nishtaje.gov-krd.net/static/img/emblem-64.png" width="40" height="40" alt="" style="vertical-align:middle;"> <span style="font-size:16px;font-weight:bold;color:#333;vertical-align:middle;">Nishtaje · نیشتەجێ · نيشتەجێ</span></td>
</tr></table></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:1.85;color:#222;">${inner}</td></tr>
<tr><td style="padding:14px 26px;background:#fafaf6;border-top:1px solid #e6e6dc;font-size:11px;color:#777;line-height:1.6;">
Nishtaje residency e-services · Directorate of Residency, Erbil · Hotline 115 (Sun–Thu 08:30–14:30)<br>
<a href="https://nishtaje.gov-krd.net/faq" style="color:#1a8f3c;">FAQ</a> · <a href="https://nishtaje.gov-krd.net/privacy" style="color:#1a8f3c;">Privacy</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const nishtaje: Mail[] = [
  {
    family: "nishtaje-portal",
    group: "regional",
    lang: "ar",
    kind: "verify-link",
    code: null,
    link: "https://nishtaje.gov-krd.net/account/activate/5f2c91e4-7a0b-4c3e-9d1a-0b8e66f3c2a7",
    from: "بوابة نيشتەجێ <no-reply@nishtaje.gov-krd.net>",
    to: HOME,
    subject: "تفعيل حسابك في بوابة نيشتەجێ للإقامة",
    date: date(9, 4, 12, 33),
    enc: "qp",
    text: `السيد/ كاروان عثمان المحترم

تم إنشاء حساب كفيل باسمكم في بوابة نيشتەجێ لخدمات الإقامة الإلكترونية.
لتفعيل الحساب والبدء بتقديم طلب الإقامة للمكفول، يرجى فتح الرابط التالي:

https://nishtaje.gov-krd.net/account/activate/5f2c91e4-7a0b-4c3e-9d1a-0b8e66f3c2a7

الرابط صالح لمدة 72 ساعة. بعد التفعيل ستحتاجون إلى:
- نسخة من هوية الأحوال المدنية أو البطاقة الوطنية للكفيل
- جواز سفر المكفول (صالح لستة أشهر على الأقل)
- عقد الزواج المصدق

إذا لم تقوموا بالتسجيل فيرجى تجاهل هذه الرسالة.

مديرية الإقامة – أربيل`,
    html: nishtajePage(
      "rtl",
      `<p style="margin:0 0 12px;">السيد/ كاروان عثمان المحترم</p>
<p style="margin:0 0 18px;">تم إنشاء حساب <b>كفيل</b> باسمكم في بوابة نيشتەجێ لخدمات الإقامة الإلكترونية. لتفعيل الحساب والبدء بتقديم طلب الإقامة للمكفول، يرجى الضغط على الزر أدناه:</p>
<p style="text-align:center;margin:0 0 18px;"><a href="https://nishtaje.gov-krd.net/account/activate/5f2c91e4-7a0b-4c3e-9d1a-0b8e66f3c2a7" style="display:inline-block;background:#1a8f3c;color:#fff;padding:11px 34px;text-decoration:none;border-radius:3px;">تفعيل الحساب</a></p>
<p style="margin:0 0 8px;font-size:13px;">الرابط صالح لمدة 72 ساعة. بعد التفعيل ستحتاجون إلى:</p>
<ul style="margin:0 0 12px;font-size:13px;"><li>نسخة من هوية الأحوال المدنية أو البطاقة الوطنية للكفيل</li><li>جواز سفر المكفول (صالح لستة أشهر على الأقل)</li><li>عقد الزواج المصدق</li></ul>
<p style="margin:0;font-size:12px;color:#777;">إذا لم تقوموا بالتسجيل فيرجى تجاهل هذه الرسالة.</p>`,
    ),
  },
  {
    family: "nishtaje-portal",
    group: "regional",
    lang: "en",
    kind: "application-status",
    code: null,
    link: null,
    from: "Nishtaje e-Residency <no-reply@nishtaje.gov-krd.net>",
    to: HOME,
    subject: "Application RS-EBL-2026-118407: biometrics appointment scheduled",
    date: date(9, 15, 10, 5),
    text: `Dear Karwan Othman,

The residency application you submitted as sponsor has moved to the next stage.

Application no.: RS-EBL-2026-118407
Applicant: ELIF OTHMAN (passport U 2839 ••••, Türkiye)
Type: Family residency – spouse, 1 year
Status: Documents accepted → Biometrics

Biometrics appointment
Date: Wednesday 23 September 2026, 10:40
Place: Residency Directorate, Hall 2, 40m Street near Shorsh roundabout, Erbil

The applicant must attend in person with the original passport and two photos (4x6, white background). The sponsor does not need to attend.

You can follow the application at any time under "My applications" on https://nishtaje.gov-krd.net

Directorate of Residency – Erbil`,
    html: nishtajePage(
      "ltr",
      `<p style="margin:0 0 12px;">Dear Karwan Othman,</p>
<p style="margin:0 0 16px;">The residency application you submitted as sponsor has moved to the next stage.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #e6e6dc;">
<tr><td bgcolor="#fafaf6" width="38%">Application no.</td><td><b>RS-EBL-2026-118407</b></td></tr>
<tr><td bgcolor="#fafaf6">Applicant</td><td>ELIF OTHMAN (passport U 2839 ••••, Türkiye)</td></tr>
<tr><td bgcolor="#fafaf6">Type</td><td>Family residency – spouse, 1 year</td></tr>
<tr><td bgcolor="#fafaf6">Status</td><td>Documents accepted → <b style="color:#1a8f3c;">Biometrics</b></td></tr>
</table>
<h3 style="margin:20px 0 6px;font-size:15px;">Biometrics appointment</h3>
<p style="margin:0 0 12px;">Wednesday 23 September 2026, 10:40<br>Residency Directorate, Hall 2, 40m Street near Shorsh roundabout, Erbil</p>
<p style="margin:0 0 12px;font-size:13px;">The applicant must attend in person with the original passport and two photos (4x6, white background). The sponsor does not need to attend.</p>
<p style="margin:0;font-size:13px;">Follow the application under <a href="https://nishtaje.gov-krd.net/applications/RS-EBL-2026-118407" style="color:#1a8f3c;">My applications</a>.</p>`,
    ),
  },
  {
    family: "nishtaje-portal",
    group: "regional",
    lang: "ckb",
    kind: "fee-receipt",
    code: null,
    link: null,
    from: "نیشتەجێ <payments@nishtaje.gov-krd.net>",
    to: HOME,
    subject: "وەسڵی پارەدان – داواکاری RS-EBL-2026-118407",
    date: date(9, 24, 13, 12),
    enc: "b64",
    attachment: [
      "receipt_RS-EBL-2026-118407.pdf",
      "application/pdf",
      pdf("Nishtaje payment receipt", [
        "Directorate of Residency - Erbil",
        "Receipt no. PAY-26-0924-77310",
        "Application RS-EBL-2026-118407",
        "Residency card fee (1 year): 75,000 IQD",
        "Service fee: 5,000 IQD",
        "Total paid: 80,000 IQD by card ****7730",
      ]),
    ],
    text: `بەڕێز کاروان عوسمان،

پارەی داواکارییەکەت بە سەرکەوتوویی وەرگیرا.

ژمارەی وەسڵ: PAY-26-0924-77310
داواکاری: RS-EBL-2026-118407
کرێی کارتی نیشتەجێبوون (ساڵێک): 75,000 دینار
کرێی خزمەتگوزاری: 5,000 دینار
کۆی گشتی: 80,000 دینار – کارتی •••• 7730

وەسڵەکە بە فایلی PDF هاوپێچ کراوە. کارتی نیشتەجێبوون دوای 10 ڕۆژی کار ئامادە دەبێت و بە نامەیەکی تر ئاگادار دەکرێیتەوە.

بەڕێوەبەرایەتی نیشتەجێبوونی هەولێر`,
    html: nishtajePage(
      "rtl",
      `<p style="margin:0 0 12px;">بەڕێز کاروان عوسمان، پارەی داواکارییەکەت بە سەرکەوتوویی وەرگیرا.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #e6e6dc;">
<tr><td bgcolor="#fafaf6" width="45%">ژمارەی وەسڵ</td><td dir="ltr" align="right">PAY-26-0924-77310</td></tr>
<tr><td bgcolor="#fafaf6">داواکاری</td><td dir="ltr" align="right">RS-EBL-2026-118407</td></tr>
<tr><td bgcolor="#fafaf6">کرێی کارتی نیشتەجێبوون (ساڵێک)</td><td>75,000 دینار</td></tr>
<tr><td bgcolor="#fafaf6">کرێی خزمەتگوزاری</td><td>5,000 دینار</td></tr>
<tr><td bgcolor="#fafaf6"><b>کۆی گشتی</b></td><td><b>80,000 دینار</b> – کارتی <span dir="ltr">•••• 7730</span></td></tr>
</table>
<p style="margin:14px 0 0;font-size:13px;">وەسڵەکە بە فایلی PDF هاوپێچ کراوە. کارتی نیشتەجێبوون دوای 10 ڕۆژی کار ئامادە دەبێت و بە نامەیەکی تر ئاگادار دەکرێیتەوە.</p>`,
    ),
  },
];

// ---------------------------------------------------------- Berdin Building Supply

const BERDIN_FOOT_TEXT = `Berdin Building Supply Co. · Kirkuk Road, Industrial Zone, Block 6, Erbil
Sales +964 750 412 7700 · WhatsApp +964 750 412 7701 · www.berdin-supply.com`;

const berdin: Mail[] = [
  {
    family: "berdin-building-supply",
    group: "regional",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Berdin Building Supply – Accounts <accounts@berdin-supply.com>",
    to: WORK,
    subject: "Invoice BBS-INV-26-04417 – PO SCG-PO-8821 (Skyline Tower B)",
    date: date(9, 10, 11, 40),
    attachment: [
      "BBS-INV-26-04417.pdf",
      "application/pdf",
      pdf("Invoice BBS-INV-26-04417", [
        "Berdin Building Supply Co. - TAX INVOICE BBS-INV-26-04417",
        "Customer: Sarwaran Construction Group - Skyline Tower B site",
        "PO: SCG-PO-8821   Delivery notes DN-77120, DN-77134",
        "Rebar B500B 16mm  24.000 t x 865 USD = 20,760.00",
        "Rebar B500B 12mm  11.500 t x 870 USD = 10,005.00",
        "Binding wire 1.6mm  40 rolls x 18.50 = 740.00",
        "Total USD 31,505.00   Due 10/10/2026",
      ]),
    ],
    text: `Dear Eng. Karwan,

Please find attached our invoice for the steel delivered to the Skyline Tower B site.

Invoice:        BBS-INV-26-04417
Your PO:        SCG-PO-8821
Delivery notes: DN-77120 (03/09), DN-77134 (07/09)
Amount:         USD 31,505.00
Payment terms:  30 days – due 10/10/2026

Bank details: Hamrin Bank, Erbil Main Branch, account 0012-7740-0093 (USD), beneficiary Berdin Building Supply Co.

Kindly forward to your accounts department and quote the invoice number on the transfer.

Best regards,
Avin Jalal
Accounts Receivable

${BERDIN_FOOT_TEXT}`,
    html: null,
  },
  {
    family: "berdin-building-supply",
    group: "regional",
    lang: "ar",
    kind: "delivery-pin",
    code: "4471",
    link: null,
    from: "بردين لمواد البناء <dispatch@berdin-supply.com>",
    to: WORK,
    subject: "شحنتك في الطريق – رمز الاستلام للطلب SO-26-11902",
    date: date(10, 13, 6, 55),
    enc: "b64",
    text: `المهندس كاروان المحترم،

غادرت شحنتك مستودع بردين صباح اليوم وهي في طريقها إلى موقع برج سكاي لاين B.

رقم الطلب: SO-26-11902
المواد: سمنت مقاوم 50 كغم × 600 كيس، بلوك خرساني 20 سم × 2,400 قطعة
الشاحنة: 22 أربيل 48315 – السائق: هوشيار محمد (0750 381 2296)
الوصول المتوقع: 09:30 – 10:30

رمز الاستلام: 4471
يرجى إعطاء هذا الرمز للسائق فقط بعد عدّ المواد وفحصها. لن يتم تفريغ الحمولة بدون الرمز.

مع التحية،
قسم التوزيع – بردين لمواد البناء
0750 412 7700`,
    html:
      `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4efe8;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellspacing="0" cellpadding="0" style="background:#fff;border-radius:4px;overflow:hidden;">
<tr><td style="background:#6d4c2f;padding:16px 22px;color:#fff;font-size:18px;font-weight:bold;"><img src="https://www.berdin-supply.com/img/berdin-logo-light.png" width="34" height="34" alt="" style="vertical-align:middle;"> بردين لمواد البناء</td></tr>
<tr><td style="padding:24px 24px 6px;font-size:14px;line-height:1.9;color:#2a2a2a;">
<p style="margin:0 0 10px;">المهندس كاروان المحترم،</p>
<p style="margin:0 0 14px;">غادرت شحنتك مستودع بردين صباح اليوم وهي في طريقها إلى موقع <b>برج سكاي لاين B</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #eadfd2;">
<tr><td bgcolor="#faf6f1" width="32%">رقم الطلب</td><td dir="ltr" align="right">SO-26-11902</td></tr>
<tr><td bgcolor="#faf6f1">المواد</td><td>سمنت مقاوم 50 كغم × 600 كيس<br>بلوك خرساني 20 سم × 2,400 قطعة</td></tr>
<tr><td bgcolor="#faf6f1">الشاحنة</td><td>22 أربيل 48315 – السائق: هوشيار محمد (<span dir="ltr">0750 381 2296</span>)</td></tr>
<tr><td bgcolor="#faf6f1">الوصول المتوقع</td><td>09:30 – 10:30</td></tr>
</table>
</td></tr>
<tr><td align="center" style="padding:14px 24px;">
<div style="font-size:13px;color:#6d4c2f;">رمز الاستلام</div>
<table cellspacing="6" cellpadding="0" dir="ltr"><tr>
<td style="width:46px;height:54px;border:2px solid #6d4c2f;text-align:center;font-size:28px;font-weight:bold;">4</td>
<td style="width:46px;height:54px;border:2px solid #6d4c2f;text-align:center;font-size:28px;font-weight:bold;">4</td>
<td style="width:46px;height:54px;border:2px solid #6d4c2f;text-align:center;font-size:28px;font-weight:bold;">7</td>
<td style="width:46px;height:54px;border:2px solid #6d4c2f;text-align:center;font-size:28px;font-weight:bold;">1</td>
</tr></table>
</td></tr>
<tr><td style="padding:0 24px 22px;font-size:13px;line-height:1.8;color:#444;">يرجى إعطاء هذا الرمز للسائق فقط بعد عدّ المواد وفحصها. لن يتم تفريغ الحمولة بدون الرمز.</td></tr>
<tr><td style="padding:12px 24px;background:#f7f1ea;font-size:11px;color:#8a7560;">قسم التوزيع · طريق كركوك، المنطقة الصناعية، بلوك 6، أربيل · <span dir="ltr">+964 750 412 7700</span> · <a href="https://www.berdin-supply.com" style="color:#6d4c2f;">berdin-supply.com</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "berdin-building-supply",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Berdin Building Supply <news@berdin-supply.com>",
    to: WORK,
    subject: "October price list: rebar down 3%, new AAC block stock in Erbil",
    date: date(10, 1, 9, 20),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://www.berdin-supply.com/newsletter/unsubscribe?e=k.othman&l=trade>"]],
    text: `BERDIN TRADE BULLETIN – OCTOBER 2026

Rebar prices down 3% this month
B500B 8–32 mm now from USD 845/t ex-works Erbil (was USD 872/t). Prices held until 31 October for orders above 20 t.

New: AAC blocks in stock
600x200x200 mm autoclaved aerated blocks, 3.5 N/mm², from USD 58/m³. Free delivery within Erbil city for 40 m³ or more.

Cement
Sulfate-resistant (SRC) 50 kg bags – IQD 7,250/bag. OPC 42.5 – IQD 6,500/bag.

Winter concreting
Accelerators and frost admixtures back in stock from 15 October.

Download the full price list (PDF): https://www.berdin-supply.com/downloads/pricelist-2026-10.pdf
Ask for a quote: sales@berdin-supply.com · +964 750 412 7700

${BERDIN_FOOT_TEXT}
Unsubscribe: https://www.berdin-supply.com/newsletter/unsubscribe?e=k.othman&l=trade`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#ede6dc;">
<div style="display:none;">Rebar from USD 845/t, AAC blocks from USD 58/m³, winter admixtures back in stock</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 0;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;color:#2c2620;">
<tr><td><img src="https://www.berdin-supply.com/news/2026-10/header.jpg" width="640" height="180" alt="Berdin Trade Bulletin – October 2026" style="display:block;"></td></tr>
<tr><td style="padding:22px 28px 6px;"><h2 style="margin:0 0 6px;font-size:19px;color:#6d4c2f;">Rebar prices down 3% this month</h2>
<p style="margin:0 0 16px;font-size:14px;line-height:1.6;">B500B 8–32 mm now from <b>USD 845/t</b> ex-works Erbil (was USD 872/t). Prices held until 31 October for orders above 20 t.</p></td></tr>
<tr><td style="padding:0 28px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top" style="padding-right:10px;"><img src="https://www.berdin-supply.com/news/2026-10/aac.jpg" width="280" alt="AAC blocks" style="display:block;"><h3 style="font-size:15px;margin:10px 0 4px;">New: AAC blocks in stock</h3><p style="font-size:13px;line-height:1.5;margin:0;">600x200x200 mm, 3.5 N/mm², from USD 58/m³. Free delivery within Erbil city for 40 m³ or more.</p></td>
<td width="50%" valign="top" style="padding-left:10px;"><img src="https://www.berdin-supply.com/news/2026-10/cement.jpg" width="280" alt="Cement bags" style="display:block;"><h3 style="font-size:15px;margin:10px 0 4px;">Cement</h3><p style="font-size:13px;line-height:1.5;margin:0;">SRC 50 kg – IQD 7,250/bag<br>OPC 42.5 – IQD 6,500/bag<br>Frost admixtures back from 15 October.</p></td>
</tr></table></td></tr>
<tr><td align="center" style="padding:24px;"><a href="https://www.berdin-supply.com/downloads/pricelist-2026-10.pdf" style="background:#6d4c2f;color:#fff;padding:12px 24px;text-decoration:none;font-size:14px;">Download full price list (PDF)</a></td></tr>
<tr><td style="background:#2c2620;color:#bfb3a5;font-size:11px;padding:16px 28px;line-height:1.7;">Berdin Building Supply Co. · Kirkuk Road, Industrial Zone, Block 6, Erbil<br>Sales +964 750 412 7700 · WhatsApp +964 750 412 7701<br>
<a href="https://www.berdin-supply.com/newsletter/unsubscribe?e=k.othman&amp;l=trade" style="color:#bfb3a5;">Unsubscribe</a> · <a href="https://www.berdin-supply.com/privacy" style="color:#bfb3a5;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------- Kavir Siman (Iranian cement supplier)

const kavir: Mail[] = [
  {
    family: "kavir-siman",
    group: "regional",
    lang: "fa",
    kind: "proforma",
    code: null,
    link: null,
    from: "سیمان کویر - واحد صادرات <export@kavirsiman.ir>",
    to: WORK,
    subject: "پیش‌فاکتور شماره KS-EX-1405-0712 – سیمان تیپ ۵ برای اربیل",
    date: date(9, 14, 12, 18),
    enc: "b64",
    text: `جناب آقای مهندس کاروان عثمان
شرکت ساختمانی سروان – اربیل

با سلام و احترام،
پیرو مذاکره تلفنی روز گذشته، پیش‌فاکتور صادراتی به شرح زیر تقدیم می‌گردد:

شماره پیش‌فاکتور: KS-EX-1405-0712
کالا: سیمان پرتلند تیپ ۵ (ضد سولفات)، کیسه ۵۰ کیلوگرمی
مقدار: ۴۸۰ تن (۱۶ کامیون)
قیمت: ۶۲ دلار آمریکا هر تن، تحویل مرز حاج‌عمران (DAP)
مبلغ کل: ۲۹٬۷۶۰ دلار
اعتبار پیش‌فاکتور: تا ۲۸ سپتامبر ۲۰۲۶
شرایط پرداخت: ۳۰٪ پیش‌پرداخت، مابقی قبل از بارگیری

فایل PDF و گواهی آزمایشگاه در پنل مشتریان در دسترس است.

با احترام
سمیرا نادری – کارشناس فروش صادرات
تلفن: ۹۸۴۴۳۳۲۲۱۱۰۰+ | واتس‌اپ: ۹۸۹۱۴۵۵۰۲۳۱۷+
ارومیه، جاده سلماس، کیلومتر ۱۲`,
    html: null,
  },
  {
    family: "kavir-siman",
    group: "regional",
    lang: "fa",
    kind: "login-code",
    code: "72914",
    link: null,
    from: "پنل مشتریان سیمان کویر <panel@kavirsiman.ir>",
    to: WORK,
    subject: "کد ورود به پنل مشتریان",
    date: date(9, 14, 12, 51),
    text: `کاربر گرامی،

کد یک‌بار مصرف ورود شما به پنل مشتریان سیمان کویر:

72914

این کد تا ۲ دقیقه معتبر است. آن را در اختیار دیگران قرار ندهید.

سیمان کویر
https://panel.kavirsiman.ir`,
    html:
      `<div dir="rtl" style="font-family:Tahoma,Vazirmatn,sans-serif;font-size:14px;color:#222;max-width:520px;margin:auto;border:1px solid #ddd;">
<div style="background:#4a5a6a;color:#fff;padding:12px 16px;font-weight:bold;">سیمان کویر · پنل مشتریان</div>
<div style="padding:20px 16px;line-height:1.9;">
<p>کاربر گرامی،</p>
<p>کد یک‌بار مصرف ورود شما به پنل مشتریان:</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:10px;color:#4a5a6a;">72914</p>
<p style="font-size:12px;color:#888;">این کد تا ۲ دقیقه معتبر است. آن را در اختیار دیگران قرار ندهید.</p>
</div>
<div style="background:#f4f4f4;padding:10px 16px;font-size:11px;color:#777;">© ۱۴۰۵ سیمان کویر · <a href="https://panel.kavirsiman.ir">panel.kavirsiman.ir</a></div>
</div>`,
  },
];

// ---------------------------------------------------------- Chinar Motors (car dealer, service bookings)

function chinarPage(dir: "ltr" | "rtl", inner: string): string {
  return `<!DOCTYPE html><html dir="${dir}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9ecef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Tahoma,sans-serif;color:#212529;">
<tr><td style="background:#111;padding:18px 24px;"><img src="https://service.chinarmotors.iq/img/chinar-motors-white.png" width="160" height="30" alt="CHINAR MOTORS"></td></tr>
<tr><td style="padding:26px 26px 20px;font-size:14px;line-height:1.7;">${inner}</td></tr>
<tr><td style="padding:16px 26px;background:#f8f9fa;border-top:1px solid #dee2e6;font-size:11px;color:#6c757d;line-height:1.7;">
Chinar Motors – Authorised Sales &amp; Service · Erbil–Koya Road, km 4, Erbil · Service reception +964 750 880 2020 (Sat–Thu 08:00–17:00)<br>
<a href="https://service.chinarmotors.iq/privacy" style="color:#6c757d;">Privacy</a> · <a href="https://www.instagram.com/chinarmotors.erbil" style="color:#6c757d;">Instagram</a> · © 2026 Chinar Motors
</td></tr>
</table></td></tr></table></body></html>`;
}

const chinar: Mail[] = [
  {
    family: "chinar-motors",
    group: "regional",
    lang: "en",
    kind: "booking-confirm-link",
    code: null,
    link: "https://service.chinarmotors.iq/booking/confirm?req=SRV-REQ-40918&sig=a83f0c11d2",
    from: "Chinar Motors Service <service@chinarmotors.iq>",
    to: HOME,
    subject: "Please confirm your service booking request – Sat 26 Sep",
    date: date(9, 20, 21, 34),
    text: `Hello Karwan,

Thank you for requesting a service appointment on our website. Your slot is held but NOT yet booked.

Request:  SRV-REQ-40918
Vehicle:  Toyota Land Cruiser Prado 2021 – plate 22 Erbil 71384
Service:  60,000 km periodic maintenance + brake inspection
Slot:     Saturday 26 September 2026, 09:00
Estimate: USD 185 (parts and labour, before any additional work)

Confirm your booking here within 2 hours, or the slot will be released:
https://service.chinarmotors.iq/booking/confirm?req=SRV-REQ-40918&sig=a83f0c11d2

Need a different time? Reply to this email or call service reception on +964 750 880 2020.

Chinar Motors Service`,
    html: chinarPage(
      "ltr",
      `<p style="margin:0 0 12px;">Hello Karwan,</p>
<p style="margin:0 0 16px;">Thank you for requesting a service appointment on our website. Your slot is held but <b>not yet booked</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #dee2e6;font-size:13px;">
<tr><td width="30%" style="color:#6c757d;">Request</td><td>SRV-REQ-40918</td></tr>
<tr><td style="color:#6c757d;">Vehicle</td><td>Toyota Land Cruiser Prado 2021 – plate 22 Erbil 71384</td></tr>
<tr><td style="color:#6c757d;">Service</td><td>60,000 km periodic maintenance + brake inspection</td></tr>
<tr><td style="color:#6c757d;">Slot</td><td><b>Saturday 26 September 2026, 09:00</b></td></tr>
<tr><td style="color:#6c757d;">Estimate</td><td>USD 185 (parts and labour, before any additional work)</td></tr>
</table>
<p style="margin:22px 0;text-align:center;"><a href="https://service.chinarmotors.iq/booking/confirm?req=SRV-REQ-40918&amp;sig=a83f0c11d2" style="display:inline-block;background:#c8102e;color:#fff;padding:13px 34px;text-decoration:none;font-weight:bold;">Confirm my booking</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#6c757d;">Please confirm within 2 hours, or the slot will be released.</p>
<p style="margin:0;font-size:13px;color:#6c757d;">Need a different time? Reply to this email or call service reception on +964 750 880 2020.</p>`,
    ),
  },
  {
    family: "chinar-motors",
    group: "regional",
    lang: "ckb",
    kind: "service-reminder",
    code: null,
    link: null,
    from: "چنار مۆتۆرز <service@chinarmotors.iq>",
    to: HOME,
    subject: "بیرخستنەوە: سبەینێ کاتژمێر 09:00 چاوەڕێتین",
    date: date(9, 25, 18, 0),
    enc: "qp",
    text: `کاروانی بەڕێز،

بیرت دەخەینەوە کە سبەینێ شەممە 26/09/2026 کاتژمێر 09:00 ئۆتۆمبێلەکەت (Land Cruiser Prado – 22 هەولێر 71384) بۆ چاککردنەوەی خولی 60,000 کم چاوەڕێ دەکرێت.

تکایە 10 خولەک زووتر بگە و ئەمانە لەگەڵ خۆت بهێنە:
- کتێبی خزمەتگوزاری ئۆتۆمبێلەکە
- ئەو کلیلە زیادانەی کە هەتە بۆ نوێکردنەوەی پاتری کلیل (ئەگەر پێویست بوو)

ژووری چاوەڕوانی وای‌فای و قاوەی بێبەرامبەری تێدایە. خزمەتگوزاری گواستنەوە بۆ ناو شار بەردەستە.

چنار مۆتۆرز – بەشی خزمەتگوزاری
+964 750 880 2020`,
    html: chinarPage(
      "rtl",
      `<p style="margin:0 0 12px;">کاروانی بەڕێز،</p>
<p style="margin:0 0 14px;">بیرت دەخەینەوە کە <b>سبەینێ شەممە 26/09/2026 کاتژمێر 09:00</b> ئۆتۆمبێلەکەت (<span dir="ltr">Land Cruiser Prado – 22 Erbil 71384</span>) بۆ چاککردنەوەی خولی 60,000 کم چاوەڕێ دەکرێت.</p>
<p style="margin:0 0 6px;">تکایە 10 خولەک زووتر بگە و ئەمانە لەگەڵ خۆت بهێنە:</p>
<ul style="margin:0 0 14px;"><li>کتێبی خزمەتگوزاری ئۆتۆمبێلەکە</li><li>ئەو کلیلە زیادانەی کە هەتە بۆ نوێکردنەوەی پاتری کلیل (ئەگەر پێویست بوو)</li></ul>
<p style="margin:0;font-size:13px;color:#6c757d;">ژووری چاوەڕوانی وای‌فای و قاوەی بێبەرامبەری تێدایە. خزمەتگوزاری گواستنەوە بۆ ناو شار بەردەستە. <a href="https://maps.app.goo.gl/ChnrMtrsErbil4" style="color:#c8102e;">نەخشەی گەیشتن</a></p>`,
    ),
  },
  {
    family: "chinar-motors",
    group: "regional",
    lang: "ar",
    kind: "vehicle-ready",
    code: null,
    link: null,
    from: "جنار موتورز – الصيانة <service@chinarmotors.iq>",
    to: HOME,
    subject: "سيارتك جاهزة للاستلام – أمر العمل WO-26-09-3317",
    date: date(9, 26, 15, 22),
    text: `السيد كاروان عثمان المحترم،

نود إعلامكم بأن سيارتكم جاهزة للاستلام.

أمر العمل: WO-26-09-3317
السيارة: تويوتا لاند كروزر برادو 2021 – 22 أربيل 71384
الأعمال المنفذة: صيانة 60,000 كم، تغيير فحمات الفرامل الأمامية، تغيير فلتر المكيف
المبلغ الإجمالي: 243 دولار أمريكي (يشمل فحمات الفرامل 58 دولار بعد موافقتكم الهاتفية)
موعد الصيانة القادمة: 70,000 كم أو 26/03/2027 أيهما أسبق

ساعات الاستلام: حتى 17:00 اليوم، أو غداً من 08:00.

شكراً لثقتكم بجنار موتورز.`,
    html: null,
  },
];

// ---------------------------------------------------------- Sirwan Airways

function sirwanPage(inner: string): string {
  return `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#dfe9f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;background:#ffffff;">
<tr><td style="background:#0b3954;padding:20px 26px;"><table width="100%"><tr>
<td><img src="https://mail.sirwanair.com/assets/sirwan-logo.png" width="150" alt="Sirwan Airways"></td>
<td align="right" style="color:#9cc5db;font-size:12px;">Sirwan Miles</td></tr></table></td></tr>
${inner}
<tr><td style="padding:18px 26px;background:#f0f4f7;font-size:11px;color:#6a7b87;line-height:1.7;">
Sirwan Airways · Erbil International Airport, Administration Building · Call centre +964 66 210 5000 · +90 212 909 1414 (Istanbul)<br>
<a href="https://www.sirwanair.com/en/manage-booking" style="color:#0b3954;">Manage booking</a> · <a href="https://www.sirwanair.com/en/baggage" style="color:#0b3954;">Baggage</a> · <a href="https://www.sirwanair.com/en/privacy" style="color:#0b3954;">Privacy</a> · <a href="https://www.sirwanair.com/en/unsubscribe?m=ko84" style="color:#0b3954;">Unsubscribe from offers</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const sirwan: Mail[] = [
  {
    family: "sirwan-airways",
    group: "regional",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Sirwan Airways <booking@sirwanair.com>",
    to: HOME,
    subject: "Your e-ticket – Erbil to Istanbul, 02 Oct 2026 – Booking ref. K7TQ2M",
    date: date(9, 18, 22, 10),
    enc: "qp",
    attachment: [
      "eticket_K7TQ2M.pdf",
      "application/pdf",
      pdf("Sirwan Airways e-ticket K7TQ2M", [
        "SIRWAN AIRWAYS - ELECTRONIC TICKET RECEIPT",
        "Booking reference K7TQ2M   Ticket 771 2419 503 118",
        "Passenger OTHMAN/KARWAN MR",
        "SW 421 EBL-IST 02OCT 07:15-09:40 Economy Flex 30kg",
        "SW 424 IST-EBL 12OCT 18:50-22:55 Economy Flex 30kg",
        "Total fare USD 412.60",
      ]),
    ],
    text: `Thank you for flying with Sirwan Airways.

Booking reference: K7TQ2M
E-ticket number: 771 2419 503 118
Passenger: MR KARWAN OTHMAN

OUTBOUND  SW 421  Fri 02 Oct 2026
  Erbil (EBL) 07:15 → Istanbul (IST) 09:40   Economy Flex, 30 kg + 7 kg cabin

RETURN    SW 424  Mon 12 Oct 2026
  Istanbul (IST) 18:50 → Erbil (EBL) 22:55   Economy Flex, 30 kg + 7 kg cabin

Total paid: USD 412.60 (Visa •••• 7730)

Online check-in opens 24 hours before departure. At Erbil, please arrive at the terminal at least 3 hours before departure due to security screening.

Your e-ticket receipt is attached.

Sirwan Airways`,
    html: sirwanPage(`<tr><td style="padding:26px;">
<p style="margin:0 0 4px;font-size:13px;color:#6a7b87;">Booking reference</p>
<p style="margin:0 0 18px;font-size:28px;font-weight:bold;letter-spacing:3px;color:#0b3954;">K7TQ2M</p>
<p style="margin:0 0 18px;font-size:14px;">Thank you for flying with Sirwan Airways, Mr Karwan Othman. E-ticket 771 2419 503 118.</p>
<table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #d5e0e7;font-size:14px;margin-bottom:10px;">
<tr><td width="90" style="background:#f0f4f7;font-weight:bold;color:#0b3954;">SW 421<br><span style="font-weight:normal;font-size:12px;">Fri 02 Oct</span></td>
<td><b>EBL 07:15</b> → <b>IST 09:40</b><br><span style="font-size:12px;color:#6a7b87;">Erbil – Istanbul Airport · Economy Flex · 30 kg + 7 kg</span></td></tr></table>
<table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #d5e0e7;font-size:14px;">
<tr><td width="90" style="background:#f0f4f7;font-weight:bold;color:#0b3954;">SW 424<br><span style="font-weight:normal;font-size:12px;">Mon 12 Oct</span></td>
<td><b>IST 18:50</b> → <b>EBL 22:55</b><br><span style="font-size:12px;color:#6a7b87;">Istanbul Airport – Erbil · Economy Flex · 30 kg + 7 kg</span></td></tr></table>
<p style="margin:16px 0 8px;font-size:14px;">Total paid: <b>USD 412.60</b> (Visa •••• 7730)</p>
<p style="margin:0;font-size:13px;color:#6a7b87;">Online check-in opens 24 hours before departure. At Erbil, please arrive at the terminal at least 3 hours before departure due to security screening. Your e-ticket receipt is attached.</p>
</td></tr>`),
  },
  {
    family: "sirwan-airways",
    group: "regional",
    lang: "tr",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Sirwan Airways <info@sirwanair.com>",
    to: HOME,
    subject: "Uçuş saati değişikliği – SW 424 İstanbul–Erbil, 12 Ekim",
    date: date(10, 7, 11, 45),
    enc: "b64",
    text: `Sayın Karwan Othman,

K7TQ2M numaralı rezervasyonunuzdaki dönüş uçuşunun saati değişmiştir.

SW 424 – 12 Ekim 2026, Pazartesi
İstanbul Havalimanı (IST) → Erbil (EBL)
Eski saat: 18:50 – 22:55
Yeni saat: 20:05 – 00:10 (+1)

Koltuk seçiminiz (14C) ve bagaj hakkınız değişmemiştir. Yeni saat size uygun değilse, kalkıştan 72 saat öncesine kadar ücretsiz tarih değişikliği yapabilir veya iade talep edebilirsiniz: +90 212 909 1414.

Anlayışınız için teşekkür ederiz.
Sirwan Airways`,
    html: sirwanPage(`<tr><td style="padding:26px;font-size:14px;line-height:1.7;color:#1f2d36;">
<p style="margin:0 0 12px;">Sayın Karwan Othman,</p>
<p style="margin:0 0 16px;"><b>K7TQ2M</b> numaralı rezervasyonunuzdaki dönüş uçuşunun saati değişmiştir.</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #d5e0e7;">
<tr><td colspan="2" style="background:#f0f4f7;font-weight:bold;">SW 424 · 12 Ekim 2026, Pazartesi · IST → EBL</td></tr>
<tr><td width="50%" style="color:#a33;"><s>18:50 – 22:55</s></td><td style="color:#0a7d3b;font-weight:bold;">20:05 – 00:10 (+1)</td></tr>
</table>
<p style="margin:16px 0 0;">Koltuk seçiminiz (14C) ve bagaj hakkınız değişmemiştir. Yeni saat size uygun değilse, kalkıştan 72 saat öncesine kadar ücretsiz tarih değişikliği yapabilir veya iade talep edebilirsiniz: +90 212 909 1414.</p>
</td></tr>`),
  },
  {
    family: "sirwan-airways",
    group: "regional",
    lang: "en",
    kind: "verify-code",
    code: "318504",
    link: null,
    from: "Sirwan Miles <miles@sirwanair.com>",
    to: HOME,
    subject: "318504 is your Sirwan Miles verification code",
    date: date(9, 18, 21, 58),
    text: `Welcome to Sirwan Miles!

Your verification code is 318504. Enter it in the enrolment form to verify your email address and activate membership no. SM 40 118 276.

The code is valid for 10 minutes.

Sirwan Airways`,
    html: sirwanPage(`<tr><td style="padding:30px 26px;font-size:15px;color:#1f2d36;">
<p style="margin:0 0 14px;">Welcome to Sirwan Miles!</p>
<p style="margin:0 0 14px;">Enter this code in the enrolment form to verify your email address and activate membership no. SM 40 118 276:</p>
<p style="margin:0 0 14px;font-size:34px;font-weight:bold;color:#0b3954;letter-spacing:2px;">318504</p>
<p style="margin:0;font-size:13px;color:#6a7b87;">The code is valid for 10 minutes.</p>
</td></tr>`),
  },
];

// ---------------------------------------------------------- Kervan Sepeti (Turkish online shop)

function kervanPage(preheader: string, inner: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="tr"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#f7f3ee;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;overflow:hidden;">${preheader}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="padding:18px 0;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background-color:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#333333;">
<tr><td style="padding:16px 24px;border-bottom:2px solid #ff6a13;"><a href="https://t.kervansepeti.com.tr/c/hdr?u=https%3A%2F%2Fwww.kervansepeti.com.tr"><img src="https://img.kervansepeti.com.tr/mail/logo.png" width="170" height="36" alt="Kervan Sepeti" border="0" /></a></td></tr>
${inner}
<tr><td style="padding:14px 24px;background-color:#fbf8f4;"><table width="100%"><tr>
<td style="font-size:12px;color:#666;">🚚 250 TL üzeri kargo bedava</td><td style="font-size:12px;color:#666;">↩ 15 gün içinde ücretsiz iade</td><td style="font-size:12px;color:#666;">🔒 Güvenli ödeme</td></tr></table></td></tr>
<tr><td style="padding:18px 24px;font-size:11px;color:#999999;line-height:1.6;">
Kervan Sepeti Elektronik Ticaret A.Ş. · Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer / İstanbul · Mersis No: 0583 0912 2740 0017<br />
Müşteri Hizmetleri: 0850 460 22 88 · <a href="https://www.kervansepeti.com.tr/yardim" style="color:#999999;">Yardım</a> · <a href="https://www.kervansepeti.com.tr/kvkk" style="color:#999999;">KVKK Aydınlatma Metni</a> · <a href="https://www.kervansepeti.com.tr/hesabim/iletisim-tercihleri" style="color:#999999;">E-posta tercihleri</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const kervan: Mail[] = [
  {
    family: "kervan-sepeti",
    group: "consumer",
    lang: "tr",
    kind: "order-received",
    code: null,
    link: null,
    from: "Kervan Sepeti <siparis@kervansepeti.com.tr>",
    to: HOME,
    subject: "Siparişiniz alındı – #KS-41728836",
    date: date(10, 4, 15, 9),
    enc: "qp",
    text: `Merhaba Karwan,

Siparişiniz bize ulaştı, teşekkür ederiz!

Sipariş no: KS-41728836
Sipariş tarihi: 04.10.2026 15:08

1 x Arzum Çay Makinesi 1650 W, inox – 2.349,00 TL
2 x Pamuk Nevresim Takımı Çift Kişilik, lacivert – 2 x 899,90 TL
Kargo: Ücretsiz
Toplam: 4.148,80 TL (Kredi kartı •••• 7730, tek çekim)

Teslimat adresi:
Elif Othman, Bahçelievler Mah. Şair Nedim Sk. No: 12 D: 7, 34180 Bahçelievler / İstanbul

Tahmini teslim: 07–09 Ekim

Siparişinizi "Hesabım > Siparişlerim" sayfasından takip edebilirsiniz:
https://www.kervansepeti.com.tr/hesabim/siparisler/KS-41728836

Kervan Sepeti`,
    html: kervanPage(
      "Sipariş #KS-41728836 alındı – tahmini teslim 07–09 Ekim",
      `<tr><td style="padding:24px;">
<h1 style="margin:0 0 8px;font-size:20px;color:#222;">Siparişiniz alındı 🎉</h1>
<p style="margin:0 0 18px;font-size:14px;">Merhaba Karwan, siparişiniz bize ulaştı. Sipariş no: <b>KS-41728836</b> · 04.10.2026 15:08</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr style="border-bottom:1px solid #eee;"><td width="70"><img src="https://img.kervansepeti.com.tr/p/88213/cay-makinesi-80.jpg" width="60" alt="Arzum Çay Makinesi" /></td><td>Arzum Çay Makinesi 1650 W, inox<br /><span style="color:#999;">Adet: 1</span></td><td align="right">2.349,00 TL</td></tr>
<tr><td><img src="https://img.kervansepeti.com.tr/p/50917/nevresim-80.jpg" width="60" alt="Nevresim Takımı" /></td><td>Pamuk Nevresim Takımı Çift Kişilik, lacivert<br /><span style="color:#999;">Adet: 2</span></td><td align="right">1.799,80 TL</td></tr>
<tr><td colspan="2" align="right" style="color:#666;">Kargo</td><td align="right">Ücretsiz</td></tr>
<tr><td colspan="2" align="right"><b>Toplam</b></td><td align="right"><b style="color:#ff6a13;">4.148,80 TL</b></td></tr>
</table>
<p style="margin:16px 0 4px;font-size:13px;color:#666;">Ödeme: Kredi kartı •••• 7730, tek çekim</p>
<p style="margin:0 0 16px;font-size:13px;color:#666;">Teslimat: Elif Othman, Bahçelievler Mah. Şair Nedim Sk. No: 12 D: 7, 34180 Bahçelievler / İstanbul · Tahmini teslim <b>07–09 Ekim</b></p>
<p style="margin:0;"><a href="https://t.kervansepeti.com.tr/c/ord?u=https%3A%2F%2Fwww.kervansepeti.com.tr%2Fhesabim%2Fsiparisler%2FKS-41728836" style="background:#ff6a13;color:#fff;padding:10px 22px;text-decoration:none;border-radius:4px;font-size:14px;">Siparişimi takip et</a></p>
</td></tr>`,
    ),
  },
  {
    family: "kervan-sepeti",
    group: "consumer",
    lang: "tr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Kervan Sepeti <siparis@kervansepeti.com.tr>",
    to: HOME,
    subject: "Siparişiniz kargoya verildi 📦 #KS-41728836",
    date: date(10, 6, 10, 41),
    enc: "qp",
    text: `Merhaba Karwan,

KS-41728836 numaralı siparişiniz kargoya verildi.

Kargo firması: Yurtiçi Kargo
Takip no: 318 402 775 16
Tahmini teslim: 08 Ekim 2026, Perşembe

Kargo takibi: https://t.kervansepeti.com.tr/c/trk?u=https%3A%2F%2Fwww.yurticikargo.com%2Ftr%2Fonline-servisler%2Fgonderi-sorgula%3Fcode%3D31840277516

Teslimat sırasında kimlik kontrolü yapılabilir.

Kervan Sepeti`,
    html: kervanPage(
      "Yurtiçi Kargo ile yola çıktı, tahmini teslim 8 Ekim",
      `<tr><td style="padding:24px;font-size:14px;">
<h1 style="margin:0 0 12px;font-size:20px;">Siparişiniz yola çıktı 📦</h1>
<p style="margin:0 0 16px;">Merhaba Karwan, <b>KS-41728836</b> numaralı siparişiniz kargoya verildi.</p>
<table cellpadding="8" cellspacing="0" style="font-size:13px;background:#fbf8f4;width:100%;">
<tr><td width="40%" style="color:#777;">Kargo firması</td><td>Yurtiçi Kargo</td></tr>
<tr><td style="color:#777;">Takip no</td><td>318 402 775 16</td></tr>
<tr><td style="color:#777;">Tahmini teslim</td><td><b>08 Ekim 2026, Perşembe</b></td></tr>
</table>
<p style="margin:18px 0 8px;"><a href="https://t.kervansepeti.com.tr/c/trk?u=https%3A%2F%2Fwww.yurticikargo.com%2Ftr%2Fonline-servisler%2Fgonderi-sorgula%3Fcode%3D31840277516" style="color:#ff6a13;font-weight:bold;">Kargom nerede? →</a></p>
<p style="margin:0;font-size:12px;color:#999;">Teslimat sırasında kimlik kontrolü yapılabilir.</p>
</td></tr>`,
    ),
  },
  {
    family: "kervan-sepeti",
    group: "consumer",
    lang: "tr",
    kind: "email-change-link",
    code: null,
    link:
      "https://t.kervansepeti.com.tr/c/acc?u=https%3A%2F%2Fwww.kervansepeti.com.tr%2Fhesabim%2Feposta-onay%3Ft%3D9QmZ2rXv71KpLw0s",
    from: "Kervan Sepeti <hesap@kervansepeti.com.tr>",
    to: HOME,
    subject: "E-posta adresi değişikliğini onaylayın",
    date: date(10, 19, 20, 27),
    text: `Merhaba Karwan,

Kervan Sepeti hesabınızın e-posta adresini karwan.othman84@mailbox.example olarak değiştirmek istediniz.

Değişikliği tamamlamak için aşağıdaki bağlantıya tıklayın (24 saat geçerlidir):
https://t.kervansepeti.com.tr/c/acc?u=https%3A%2F%2Fwww.kervansepeti.com.tr%2Fhesabim%2Feposta-onay%3Ft%3D9QmZ2rXv71KpLw0s

Onaylayana kadar eski adresiniz (k.othman@mail-tr.example) geçerli kalır.
Bu talebi siz yapmadıysanız şifrenizi değiştirin ve 0850 460 22 88'i arayın.

Kervan Sepeti`,
    html: kervanPage(
      "Yeni e-posta adresinizi onaylayın",
      `<tr><td style="padding:24px;font-size:14px;line-height:1.6;">
<p style="margin:0 0 12px;">Merhaba Karwan,</p>
<p style="margin:0 0 18px;">Kervan Sepeti hesabınızın e-posta adresini <b>karwan.othman84@mailbox.example</b> olarak değiştirmek istediniz. Değişikliği tamamlamak için onaylayın:</p>
<p style="margin:0 0 18px;"><a href="https://t.kervansepeti.com.tr/c/acc?u=https%3A%2F%2Fwww.kervansepeti.com.tr%2Fhesabim%2Feposta-onay%3Ft%3D9QmZ2rXv71KpLw0s" style="background:#ff6a13;color:#fff;padding:12px 26px;text-decoration:none;border-radius:4px;font-weight:bold;">E-posta adresimi onayla</a></p>
<p style="margin:0 0 8px;font-size:12px;color:#777;">Bağlantı 24 saat geçerlidir. Onaylayana kadar eski adresiniz (k.othman@mail-tr.example) geçerli kalır.</p>
<p style="margin:0;font-size:12px;color:#777;">Bu talebi siz yapmadıysanız şifrenizi değiştirin ve 0850 460 22 88'i arayın.</p>
</td></tr>`,
    ),
  },
];

// ---------------------------------------------------------- Hawar Express (courier, Kurdistan)

const hawar: Mail[] = [
  {
    family: "hawar-express",
    group: "regional",
    lang: "ckb",
    kind: "delivery-pin",
    code: "2086",
    link: null,
    from: "هاوار ئێکسپرێس <noreply@hawarexpress.krd>",
    to: HOME,
    subject: "کۆدی وەرگرتنی بەستەکەت – HX-EBL-0918274",
    date: date(10, 15, 9, 47),
    enc: "b64",
    text: `سڵاو کاروان،

بەستەکەت ئەمڕۆ لە نێوان کاتژمێر 12:00 و 16:00 دەگاتە ناونیشانەکەت (هەولێر، گەڕەکی ئازادی، کۆڵان 214).

ژمارەی بەستە: HX-EBL-0918274
نێرەر: ZANISTKAR BOOKS – سلێمانی
پارە لە کاتی گەیاندن: 0 دینار (پێشتر دراوە)

کۆدی وەرگرتن: 2086
ئەم کۆدە تەنها کاتێک بە گەیەنەرەکە بدە کە بەستەکەت وەرگرت.

گەیەنەر: ئارام (0750 226 9141)

هاوار ئێکسپرێس – 0750 700 1919`,
    html:
      `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#fff;font-family:Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;">
<tr><td style="padding:16px;background:#e30613;"><img src="https://hawarexpress.krd/img/hx-white.png" width="120" alt="Hawar Express"></td></tr>
<tr><td style="padding:20px 16px;font-size:14px;line-height:1.9;color:#222;">
<p style="margin:0 0 10px;">سڵاو کاروان،</p>
<p style="margin:0 0 14px;">بەستەکەت ئەمڕۆ لە نێوان کاتژمێر <b>12:00 و 16:00</b> دەگاتە ناونیشانەکەت (هەولێر، گەڕەکی ئازادی، کۆڵان 214).</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f7f7f7;">
<tr><td>ژمارەی بەستە</td><td dir="ltr" align="right">HX-EBL-0918274</td></tr>
<tr><td>نێرەر</td><td>ZANISTKAR BOOKS – سلێمانی</td></tr>
<tr><td>پارە لە کاتی گەیاندن</td><td>0 دینار (پێشتر دراوە)</td></tr>
<tr><td>گەیەنەر</td><td>ئارام (<span dir="ltr">0750 226 9141</span>)</td></tr>
</table>
<p style="margin:18px 0 4px;text-align:center;font-size:13px;color:#e30613;">کۆدی وەرگرتن</p>
<p dir="ltr" style="margin:0 0 14px;text-align:center;font-size:34px;font-weight:bold;letter-spacing:12px;">2086</p>
<p style="margin:0;font-size:13px;color:#555;">ئەم کۆدە تەنها کاتێک بە گەیەنەرەکە بدە کە بەستەکەت وەرگرت.</p>
</td></tr>
<tr><td style="padding:12px 16px;font-size:11px;color:#888;border-top:1px solid #eee;">هاوار ئێکسپرێس · <span dir="ltr">0750 700 1919</span> · <a href="https://hawarexpress.krd/track?n=HX-EBL-0918274" style="color:#e30613;">بەدواداچوونی بەستە</a></td></tr>
</table></body></html>`,
  },
  {
    family: "hawar-express",
    group: "regional",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Hawar Express <noreply@hawarexpress.krd>",
    to: WORK,
    subject: "Delivered: HX-EBL-0925510 to Skyline Tower B site office",
    date: date(10, 27, 13, 18),
    text: `Your shipment HX-EBL-0925510 was delivered.

Delivered to: Skyline Tower B site office, 100m Street, Erbil
Received by: SHWAN (security)
Time: 27/10/2026 13:16
Pieces: 2 (11.4 kg)
Sender: TECHLAB INSTRUMENTS – Baghdad

Rate your delivery: https://hawarexpress.krd/rate/HX-EBL-0925510

Hawar Express · 0750 700 1919`,
    html: null,
  },
];

// ---------------------------------------------------------- Bestun Technical University – alumni portal

function bestunPage(dir: "ltr" | "rtl", inner: string): string {
  return `<html dir="${dir}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1eee8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,'Times New Roman','Noto Naskh Arabic',serif;color:#2d2a26;">
<tr><td style="background:#7a1f2b;padding:18px 26px;"><img src="https://alumni.bestun.edu.krd/img/btu-crest-white.png" width="44" height="52" alt="" style="vertical-align:middle;">
<span style="color:#fff;font-size:18px;vertical-align:middle;margin:0 10px;">Bestun Technical University · Alumni</span></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:1.7;">${inner}</td></tr>
<tr><td style="padding:14px 26px;background:#f7f4ef;font-family:Arial,sans-serif;font-size:11px;color:#857c70;line-height:1.7;">
Office of Alumni Relations · Bestun Technical University · Koya Road, Erbil · alumni@bestun.edu.krd · +964 66 224 8800<br>
<a href="https://alumni.bestun.edu.krd/preferences" style="color:#7a1f2b;">Email preferences</a> · <a href="https://www.linkedin.com/school/bestun-technical-university" style="color:#7a1f2b;">LinkedIn</a> · <a href="https://www.facebook.com/BestunAlumni" style="color:#7a1f2b;">Facebook</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const bestun: Mail[] = [
  {
    family: "bestun-alumni",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://alumni.bestun.edu.krd/join?invite=BTU-ALM-2008-CIV-0447&token=hd72kQp1Zx",
    from: "Bestun Alumni Network <alumni@bestun.edu.krd>",
    to: HOME,
    subject: "Karwan, claim your place in the new Bestun Alumni Network",
    date: date(9, 8, 10, 0),
    enc: "qp",
    text: `Dear Karwan Othman (B.Sc. Civil Engineering, class of 2008),

We have moved our alumni community to a new platform, and your classmates are already there: 112 graduates of Civil Engineering 2006–2010 have joined so far.

You have been invited to create your alumni profile. Your personal invitation link:
https://alumni.bestun.edu.krd/join?invite=BTU-ALM-2008-CIV-0447&token=hd72kQp1Zx

With your profile you can:
- find and message classmates and former lecturers
- post and browse engineering jobs across the Kurdistan Region
- book a free desk at the Innovation Hub (Sun–Thu)
- keep your university library card active

The invitation is personal and valid until 30 September 2026.

Warm regards,
Dr. Nazdar Qadir
Director of Alumni Relations`,
    html: bestunPage(
      "ltr",
      `<p style="margin:0 0 14px;">Dear Karwan Othman <span style="color:#857c70;">(B.Sc. Civil Engineering, class of 2008)</span>,</p>
<p style="margin:0 0 14px;">We have moved our alumni community to a new platform, and your classmates are already there: <b>112 graduates of Civil Engineering 2006–2010</b> have joined so far.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="https://alumni.bestun.edu.krd/join?invite=BTU-ALM-2008-CIV-0447&amp;token=hd72kQp1Zx" style="display:inline-block;background:#7a1f2b;color:#fff;padding:12px 30px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Create my alumni profile</a></p>
<p style="margin:0 0 6px;">With your profile you can:</p>
<ul style="margin:0 0 16px;"><li>find and message classmates and former lecturers</li><li>post and browse engineering jobs across the Kurdistan Region</li><li>book a free desk at the Innovation Hub (Sun–Thu)</li><li>keep your university library card active</li></ul>
<p style="margin:0 0 16px;font-size:13px;color:#857c70;">The invitation is personal and valid until 30 September 2026.</p>
<p style="margin:0;">Warm regards,<br>Dr. Nazdar Qadir<br><span style="font-size:13px;color:#857c70;">Director of Alumni Relations</span></p>`,
    ),
  },
  {
    family: "bestun-alumni",
    group: "regional",
    lang: "ckb",
    kind: "newsletter",
    code: null,
    link: null,
    from: "تۆڕی دەرچووانی زانکۆی بێستوون <alumni@bestun.edu.krd>",
    to: HOME,
    subject: "هەواڵنامەی دەرچووان – تشرینی یەکەم 2026",
    date: date(10, 12, 12, 0),
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://alumni.bestun.edu.krd/preferences?unsub=news>"]],
    text: `هەواڵنامەی دەرچووان – تشرینی یەکەم 2026

■ کۆبوونەوەی ساڵانەی دەرچووان
پێنجشەممە 19/11/2026، کاتژمێر 18:00، هۆڵی کۆنفرانسی زانکۆ. تۆمارکردن لە پۆرتاڵی دەرچووان دەکرێت.

■ وتاری میوان: "بیناسازی بەرگەگری بوومەلەرزە لە هەرێمی کوردستان"
ئەندازیار ڕێژنە حەمە، دەرچووی 2011، سێشەممە 03/11/2026.

■ بەرنامەی ڕاهێنەرایەتی (Mentoring)
پێویستمان بە 40 ڕاهێنەر هەیە بۆ خوێندکارانی قۆناغی چوارەم. ئەگەر ئامادەیت مانگی دوو کاتژمێر کات تەرخان بکەیت، لە پۆرتاڵەکەدا ناوی خۆت بنووسە.

■ بەخشینی ساڵانە
تا ئێستا 38,400,000 دینار بۆ سندوقی بورسی خوێندنی کۆکراوەتەوە. سوپاس بۆ هەموو بەخشەران.

ئۆفیسی پەیوەندییەکانی دەرچووان
https://alumni.bestun.edu.krd`,
    html: bestunPage(
      "rtl",
      `<h2 style="margin:0 0 16px;font-size:20px;color:#7a1f2b;">هەواڵنامەی دەرچووان – تشرینی یەکەم 2026</h2>
<img src="https://alumni.bestun.edu.krd/news/2026-10/reunion.jpg" width="568" alt="کۆبوونەوەی ساڵانەی دەرچووان" style="display:block;margin-bottom:12px;">
<h3 style="margin:0 0 6px;font-size:16px;">کۆبوونەوەی ساڵانەی دەرچووان</h3>
<p style="margin:0 0 16px;">پێنجشەممە 19/11/2026، کاتژمێر 18:00، هۆڵی کۆنفرانسی زانکۆ. <a href="https://alumni.bestun.edu.krd/events/reunion-2026" style="color:#7a1f2b;">زانیاری زیاتر</a></p>
<h3 style="margin:0 0 6px;font-size:16px;">وتاری میوان: «بیناسازی بەرگەگری بوومەلەرزە لە هەرێمی کوردستان»</h3>
<p style="margin:0 0 16px;">ئەندازیار ڕێژنە حەمە، دەرچووی 2011، سێشەممە 03/11/2026.</p>
<h3 style="margin:0 0 6px;font-size:16px;">بەرنامەی ڕاهێنەرایەتی</h3>
<p style="margin:0 0 16px;">پێویستمان بە 40 ڕاهێنەر هەیە بۆ خوێندکارانی قۆناغی چوارەم. <a href="https://alumni.bestun.edu.krd/mentoring" style="color:#7a1f2b;">ناوی خۆت بنووسە</a></p>
<h3 style="margin:0 0 6px;font-size:16px;">بەخشینی ساڵانە</h3>
<p style="margin:0;">تا ئێستا 38,400,000 دینار بۆ سندوقی بورسی خوێندن کۆکراوەتەوە. سوپاس بۆ هەموو بەخشەران.</p>`,
    ),
  },
  {
    family: "bestun-alumni",
    group: "regional",
    lang: "en",
    kind: "event-registration",
    code: null,
    link: null,
    from: "Bestun Alumni Network <events@bestun.edu.krd>",
    to: HOME,
    subject: "You're registered: Alumni Reunion 2026 (+1 guest)",
    date: date(10, 16, 22, 14),
    text: `Hi Karwan,

Thanks for registering for the Alumni Reunion 2026.

When: Thursday 19 November 2026, 18:00–22:00
Where: University Conference Hall, Koya Road, Erbil (parking at Gate 3)
Registration no.: REU26-0613
Guests: 1 (Elif Othman)
Dinner: 2 x standard menu – paid, 50,000 IQD via Zhiyan Pay

Show the QR code in the portal at the entrance. Dress code: smart casual.

Can't make it? Cancel in the portal before 12 November for a full refund.

Office of Alumni Relations`,
    html: null,
  },
];

// ---------------------------------------------------------- Ostwald Hebetechnik (crane maker, customer service portal)

const ostwald: Mail[] = [
  {
    family: "ostwald-hebetechnik",
    group: "consumer",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://serviceportal.ostwald-hebetechnik.de/auth/passwort-neu?key=Vb81x-QmT4-rr02-LkWs",
    from: "Ostwald ServicePortal <noreply@ostwald-hebetechnik.de>",
    to: WORK,
    subject: "Ostwald ServicePortal: Passwort zurücksetzen",
    date: date(9, 30, 8, 12, "+0200"),
    enc: "qp",
    text: `Sehr geehrter Herr Othman,

für Ihr Benutzerkonto im Ostwald ServicePortal (Kunde 40-118803, Sarwaran Construction Group) wurde das Zurücksetzen des Passworts angefordert.

Über folgenden Link vergeben Sie ein neues Passwort. Der Link ist 60 Minuten gültig:
https://serviceportal.ostwald-hebetechnik.de/auth/passwort-neu?key=Vb81x-QmT4-rr02-LkWs

Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt gültig.

Mit freundlichen Grüßen
Ihr Ostwald Kundendienst

--
Ostwald Hebetechnik GmbH · Industriestraße 18 · 88400 Biberach an der Riß · Deutschland
Tel. +49 7351 4480-0 · Service-Hotline (24/7) +49 7351 4480-911
Geschäftsführer: Martin Ostwald, Dr. Sabine Keller · Amtsgericht Ulm HRB 731266`,
    html:
      `<html lang="de"><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1d1d1d;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#ffcc00;height:6px;"></td></tr>
<tr><td style="padding:20px 30px;"><img src="https://serviceportal.ostwald-hebetechnik.de/static/ostwald-logo.png" width="180" height="40" alt="OSTWALD Hebetechnik"></td></tr>
<tr><td style="padding:0 30px 20px;line-height:1.6;max-width:600px;">
<p>Sehr geehrter Herr Othman,</p>
<p>für Ihr Benutzerkonto im Ostwald ServicePortal (Kunde 40-118803, Sarwaran Construction Group) wurde das Zurücksetzen des Passworts angefordert.</p>
<p><a href="https://serviceportal.ostwald-hebetechnik.de/auth/passwort-neu?key=Vb81x-QmT4-rr02-LkWs" style="display:inline-block;background:#1d1d1d;color:#ffcc00;padding:11px 24px;text-decoration:none;font-weight:bold;">Neues Passwort vergeben</a></p>
<p style="font-size:12px;color:#666;">Der Link ist 60 Minuten gültig. Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt gültig.</p>
<p>Mit freundlichen Grüßen<br>Ihr Ostwald Kundendienst</p>
</td></tr>
<tr><td style="padding:14px 30px;border-top:1px solid #ddd;font-size:11px;color:#777;line-height:1.6;">
Ostwald Hebetechnik GmbH · Industriestraße 18 · 88400 Biberach an der Riß · Deutschland<br>
Tel. +49 7351 4480-0 · Service-Hotline (24/7) +49 7351 4480-911<br>
Geschäftsführer: Martin Ostwald, Dr. Sabine Keller · Amtsgericht Ulm HRB 731266 · <a href="https://www.ostwald-hebetechnik.de/datenschutz" style="color:#777;">Datenschutz</a> · <a href="https://www.ostwald-hebetechnik.de/impressum" style="color:#777;">Impressum</a>
</td></tr></table></body></html>`,
  },
  {
    family: "ostwald-hebetechnik",
    group: "consumer",
    lang: "en",
    kind: "service-report",
    code: null,
    link: null,
    from: "Ostwald Service Middle East <service.me@ostwald-hebetechnik.de>",
    to: WORK,
    subject: "Service report SR-ME-26-0877 – tower crane OTK 172-8, Skyline Tower B",
    date: date(10, 9, 17, 30, "+0400"),
    attachment: [
      "SR-ME-26-0877.pdf",
      "application/pdf",
      pdf("Service report SR-ME-26-0877", [
        "Ostwald Hebetechnik - Service report SR-ME-26-0877",
        "Crane OTK 172-8, serial 17208-2291, site Skyline Tower B, Erbil",
        "Inspection: 2500 h periodic. Hoist brake lining replaced.",
        "Slewing ring bolts re-torqued 1,250 Nm. Load moment limiter recalibrated.",
        "Next inspection due at 3000 h or 09/01/2027.",
      ]),
    ],
    text: `Dear Mr Othman,

please find attached the service report for the periodic 2,500-hour inspection carried out on 08 October 2026.

Crane: OTK 172-8, serial no. 17208-2291
Site: Skyline Tower B, 100m Street, Erbil
Technician: Firas Haddad
Hour meter: 2,514 h

Findings and work done
- Hoist brake lining worn to 3.1 mm – replaced (part 172-4410-03)
- Slewing ring bolts re-torqued to 1,250 Nm, 2 of 48 found below spec
- Load moment limiter recalibrated with test weights, max. deviation 1.8 %
- Anemometer cable damaged at jib foot – replaced

The crane is released for operation. Next inspection is due at 3,000 h or on 09/01/2027, whichever comes first.

Parts and labour will be invoiced separately under your service contract SC-ME-2025-031.

Best regards,
Ostwald Service Middle East
Jebel Ali Free Zone, Dubai · +971 4 887 2140`,
    html: null,
  },
];

// ---------------------------------------------------------- Huayu Formwork (Chinese supplier)

const huayu: Mail[] = [
  {
    family: "huayu-formwork",
    group: "consumer",
    lang: "zh",
    kind: "shipment-notice",
    code: null,
    link: null,
    from: "华宇模板 出口部 <export@huayu-formwork.cn>",
    to: WORK,
    subject: "【发货通知】合同 HY-2026-EX-0398 铝模板已装船",
    date: date(9, 21, 16, 5, "+0800"),
    enc: "b64",
    text: `Karwan 工程师，您好！

贵司合同 HY-2026-EX-0398（Skyline Tower B 项目 铝合金模板及配件）已于 2026年9月20日 在天津港装船，详情如下：

船名/航次：CMA CGM TIGRIS / 0FM7RW1MA
提单号：TJUMQ2604417
集装箱：CMAU 418 203-6、TGHU 771 590-2（2 × 40'HQ）
预计到港：乌姆盖斯尔港 2026年10月24日前后
货值：USD 86,240.00（FOB 天津）

尾款 USD 25,872.00（30%）请于见提单副本后 7 个工作日内支付。提单副本、装箱单、原产地证已通过采购平台上传。

如有问题请随时联系。
祝工作顺利！

张莉 | 外贸业务经理
华宇模板科技有限公司
电话：+86 22 5899 3107 | 微信：zhangli_huayu
天津市滨海新区 中塘镇 工业园 18 号`,
    html:
      `<div style="font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif;font-size:14px;color:#333;line-height:1.8;">
<p>Karwan 工程师，您好！</p>
<p>贵司合同 <b>HY-2026-EX-0398</b>（Skyline Tower B 项目 铝合金模板及配件）已于 <b>2026年9月20日</b> 在天津港装船，详情如下：</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;border-color:#ccc;font-size:13px;">
<tr><td bgcolor="#f2f6fa">船名/航次</td><td>CMA CGM TIGRIS / 0FM7RW1MA</td></tr>
<tr><td bgcolor="#f2f6fa">提单号</td><td>TJUMQ2604417</td></tr>
<tr><td bgcolor="#f2f6fa">集装箱</td><td>CMAU 418 203-6、TGHU 771 590-2（2 × 40'HQ）</td></tr>
<tr><td bgcolor="#f2f6fa">预计到港</td><td>乌姆盖斯尔港 2026年10月24日前后</td></tr>
<tr><td bgcolor="#f2f6fa">货值</td><td>USD 86,240.00（FOB 天津）</td></tr>
</table>
<p>尾款 <b>USD 25,872.00</b>（30%）请于见提单副本后 7 个工作日内支付。提单副本、装箱单、原产地证已通过<a href="https://b2b.huayu-formwork.cn/orders/HY-2026-EX-0398">采购平台</a>上传。</p>
<p>如有问题请随时联系。<br>祝工作顺利！</p>
<p style="color:#666;font-size:12px;border-top:1px solid #ddd;padding-top:8px;"><b>张莉</b> | 外贸业务经理<br>华宇模板科技有限公司<br>电话：+86 22 5899 3107 | 微信：zhangli_huayu<br>天津市滨海新区 中塘镇 工业园 18 号<br><img src="https://www.huayu-formwork.cn/img/sign-logo.png" width="120" alt="华宇模板 HUAYU FORMWORK"></p>
</div>`,
  },
];

// ---------------------------------------------------------- Zanyar School, Sulaymaniyah (parent portal)

const zanyar: Mail[] = [
  {
    family: "zanyar-school",
    group: "regional",
    lang: "ckb",
    kind: "report-card",
    code: null,
    link: null,
    from: "قوتابخانەی زانیار – سلێمانی <parents@zanyarschool.edu.krd>",
    to: HOME,
    subject: "ئەنجامی تاقیکردنەوەکانی مانگی یەکەم – ڕێبوار کاروان، پۆلی 5-ب",
    date: date(10, 20, 14, 40),
    enc: "b64",
    text: `دایک و باوکی بەڕێز،

ئەنجامی تاقیکردنەوەکانی مانگی یەکەمی ساڵی خوێندنی 2026–2027 بۆ ڕێبوار کاروان (پۆلی 5-ب، ژمارەی قوتابی 2019-0412) بڵاوکرایەوە:

زمانی کوردی: 92
بیرکاری: 88
زانست: 95
زمانی ئینگلیزی: 84
زمانی عەرەبی: 79
کۆنمرە: 87.6

کۆبوونەوەی دایک و باوکان لەگەڵ مامۆستایانی پۆل ڕۆژی پێنجشەممە 29/10/2026 کاتژمێر 13:30 دەبێت.

بۆ بینینی تێبینییەکانی مامۆستایان سەردانی پۆرتاڵی دایک و باوکان بکەن.

بەڕێوەبەرایەتی قوتابخانەی زانیار
شەقامی سالم، سلێمانی · 0770 155 4090`,
    html:
      `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef6f9;font-family:Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:16px 20px;background:#1679a8;border-radius:6px 6px 0 0;color:#fff;font-size:17px;"><img src="https://zanyarschool.edu.krd/logo-sm.png" width="32" height="32" alt="" style="vertical-align:middle;"> قوتابخانەی زانیار – سلێمانی</td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.9;color:#222;">
<p style="margin:0 0 10px;">دایک و باوکی بەڕێز،</p>
<p style="margin:0 0 14px;">ئەنجامی تاقیکردنەوەکانی مانگی یەکەمی ساڵی خوێندنی 2026–2027 بۆ <b>ڕێبوار کاروان</b> (پۆلی 5-ب، ژمارەی قوتابی <span dir="ltr">2019-0412</span>) بڵاوکرایەوە:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d8e8ef;">
<tr bgcolor="#f3f9fb"><td>زمانی کوردی</td><td>92</td></tr><tr><td>بیرکاری</td><td>88</td></tr>
<tr bgcolor="#f3f9fb"><td>زانست</td><td>95</td></tr><tr><td>زمانی ئینگلیزی</td><td>84</td></tr>
<tr bgcolor="#f3f9fb"><td>زمانی عەرەبی</td><td>79</td></tr><tr><td><b>کۆنمرە</b></td><td><b>87.6</b></td></tr>
</table>
<p style="margin:14px 0 10px;">کۆبوونەوەی دایک و باوکان لەگەڵ مامۆستایانی پۆل ڕۆژی پێنجشەممە 29/10/2026 کاتژمێر 13:30 دەبێت.</p>
<p style="margin:0;">بۆ بینینی تێبینییەکانی مامۆستایان سەردانی <a href="https://portal.zanyarschool.edu.krd/student/2019-0412/results" style="color:#1679a8;">پۆرتاڵی دایک و باوکان</a> بکەن.</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#789;border-top:1px solid #eee;">شەقامی سالم، سلێمانی · <span dir="ltr">0770 155 4090</span></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "zanyar-school",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "917305",
    link: null,
    from: "Zanyar School Parent Portal <portal@zanyarschool.edu.krd>",
    to: HOME,
    subject: "Your Zanyar Parent Portal sign-in code",
    date: date(10, 20, 21, 3),
    text: `Hello,

Use this code to sign in to the Zanyar School Parent Portal:

917 305

The code is valid for 5 minutes. If you did not try to sign in, you can ignore this email.

Zanyar School – Sulaymaniyah
Salim Street · 0770 155 4090`,
    html: `<div style="font-family:Arial,sans-serif;max-width:480px;margin:0 auto;padding:24px;color:#222;">
<img src="https://zanyarschool.edu.krd/logo-sm.png" width="40" height="40" alt="Zanyar School">
<p>Hello,</p><p>Use this code to sign in to the Zanyar School Parent Portal:</p>
<div style="font-size:32px;font-weight:bold;letter-spacing:6px;background:#eef6f9;padding:14px;text-align:center;color:#1679a8;">917 305</div>
<p style="font-size:13px;color:#666;">The code is valid for 5 minutes. If you did not try to sign in, you can ignore this email.</p>
<p style="font-size:11px;color:#999;">Zanyar School – Sulaymaniyah · Salim Street · 0770 155 4090</p>
</div>`,
  },
];

// ---------------------------------------------------------- Marmara Gaz (Istanbul gas distribution)

const marmaragaz: Mail[] = [
  {
    family: "marmaragaz",
    group: "consumer",
    lang: "tr",
    kind: "bill-notice",
    code: null,
    link: null,
    from: "MarmaraGaz e-Fatura <efatura@marmaragaz.com.tr>",
    to: HOME,
    subject: "Ekim 2026 doğal gaz faturanız – Tesisat No 1007 4418 2",
    date: date(10, 23, 7, 30),
    enc: "qp",
    text: `Sayın KARWAN OTHMAN,

Bahçelievler Mah. Şair Nedim Sk. No: 12 D: 7 adresindeki tesisatınıza ait fatura bilgileri:

Tesisat no: 1007 4418 2
Sözleşme hesap no: 2103 8877 6512
Dönem: 22.09.2026 – 21.10.2026 (30 gün)
Tüketim: 41 m³ (459,2 kWh)
Fatura tutarı: 612,35 TL
Son ödeme tarihi: 06.11.2026

Faturanız otomatik ödeme talimatınız (kart •••• 7730) ile son ödeme tarihinde tahsil edilecektir.

e-Arşiv faturanızı görüntülemek için: https://online.marmaragaz.com.tr/fatura/2026-10/10074418

Acil durumlar için 187 Doğal Gaz Acil.

MarmaraGaz Dağıtım A.Ş.`,
    html:
      `<html lang="tr"><head><meta charset="utf-8"></head><body style="margin:0;background:#e8f1f8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00529b;padding:14px 22px;"><img src="https://online.marmaragaz.com.tr/img/mg-logo-w.png" width="140" alt="MarmaraGaz"></td><td style="background:#00529b;color:#cfe3f5;font-size:12px;text-align:right;padding-right:22px;">e-Fatura Bildirimi</td></tr>
<tr><td colspan="2" style="padding:22px;font-size:14px;line-height:1.7;color:#222;">
<p style="margin:0 0 12px;">Sayın KARWAN OTHMAN,</p>
<p style="margin:0 0 14px;">Bahçelievler Mah. Şair Nedim Sk. No: 12 D: 7 adresindeki tesisatınıza ait Ekim 2026 faturası oluşturuldu.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #d6e4f0;">
<tr><td bgcolor="#f3f8fc" width="45%">Tesisat no</td><td>1007 4418 2</td></tr>
<tr><td bgcolor="#f3f8fc">Sözleşme hesap no</td><td>2103 8877 6512</td></tr>
<tr><td bgcolor="#f3f8fc">Dönem</td><td>22.09.2026 – 21.10.2026 (30 gün)</td></tr>
<tr><td bgcolor="#f3f8fc">Tüketim</td><td>41 m³ (459,2 kWh)</td></tr>
<tr><td bgcolor="#f3f8fc"><b>Fatura tutarı</b></td><td><b style="font-size:16px;color:#00529b;">612,35 TL</b></td></tr>
<tr><td bgcolor="#f3f8fc">Son ödeme tarihi</td><td>06.11.2026</td></tr>
</table>
<p style="margin:14px 0 10px;font-size:13px;">Faturanız otomatik ödeme talimatınız (kart •••• 7730) ile son ödeme tarihinde tahsil edilecektir.</p>
<p style="margin:0 0 10px;"><a href="https://online.marmaragaz.com.tr/fatura/2026-10/10074418" style="color:#00529b;">e-Arşiv faturayı görüntüle</a></p>
<p style="margin:0;font-size:12px;color:#c00;">Acil durumlar için 187 Doğal Gaz Acil.</p>
</td></tr>
<tr><td colspan="2" style="padding:12px 22px;background:#f3f8fc;font-size:11px;color:#7a8a99;">MarmaraGaz Dağıtım A.Ş. · Çağrı Merkezi 444 4 187 · <a href="https://www.marmaragaz.com.tr/kvkk" style="color:#7a8a99;">KVKK</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------- Ferncloud Drive (personal cloud storage)

const ferncloud: Mail[] = [
  {
    family: "ferncloud-drive",
    group: "consumer",
    lang: "en",
    kind: "new-signin-alert",
    code: null,
    link: null,
    from: "Ferncloud <security@ferncloud.app>",
    to: HOME,
    subject: "New sign-in to your Ferncloud account",
    date: date(10, 2, 9, 58),
    enc: "qp",
    text: `Hi Karwan,

Your Ferncloud account (karwan.othman84@mailbox.example) was just signed in to from a new device.

Device: Windows 11 · Edge 129
Location: Istanbul, Türkiye (approximate)
IP address: 88.241.17.203
Time: 2 October 2026, 09:57 GMT+3

If this was you, you don't need to do anything.

If you don't recognise this activity, secure your account here: https://ferncloud.app/account/security/review?e=evt_71Ka02

Ferncloud Inc. · 501 Folsom Street, Suite 300 · San Francisco, CA 94105
Privacy: https://ferncloud.app/privacy`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6faf7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #dfeae2;border-radius:10px;font-family:Inter,Helvetica,Arial,sans-serif;color:#1d2b22;">
<tr><td style="padding:28px 32px 0;"><img src="https://ferncloud.app/email/fern-32.png" width="32" height="32" alt="Ferncloud"></td></tr>
<tr><td style="padding:18px 32px 28px;font-size:15px;line-height:1.6;">
<h1 style="font-size:20px;margin:0 0 12px;">New sign-in to your account</h1>
<p style="margin:0 0 16px;">Hi Karwan, your Ferncloud account (karwan.othman84@mailbox.example) was just signed in to from a new device.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f6faf7;border-radius:6px;">
<tr><td style="color:#5f7367;">Device</td><td>Windows 11 · Edge 129</td></tr>
<tr><td style="color:#5f7367;">Location</td><td>Istanbul, Türkiye (approximate)</td></tr>
<tr><td style="color:#5f7367;">IP address</td><td>88.241.17.203</td></tr>
<tr><td style="color:#5f7367;">Time</td><td>2 October 2026, 09:57 GMT+3</td></tr>
</table>
<p style="margin:16px 0 8px;">If this was you, you don't need to do anything.</p>
<p style="margin:0;">If you don't recognise this activity, <a href="https://ferncloud.app/account/security/review?e=evt_71Ka02" style="color:#1f8a4c;">secure your account</a>.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8ea095;">Ferncloud Inc. · 501 Folsom Street, Suite 300 · San Francisco, CA 94105 · <a href="https://ferncloud.app/privacy" style="color:#8ea095;">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "ferncloud-drive",
    group: "consumer",
    lang: "en",
    kind: "storage-almost-full",
    code: null,
    link: null,
    from: "Ferncloud <hello@ferncloud.app>",
    to: HOME,
    subject: "You've used 95% of your 200 GB",
    date: date(10, 25, 18, 12),
    text: `Hi Karwan,

Your Ferncloud storage is almost full: 190.4 GB of 200 GB used.

Biggest folders
  Site photos 2026 ........ 88.1 GB
  Phone backup (Galaxy) ... 41.7 GB
  Istanbul trip Oct ....... 12.9 GB

When you run out of space, new photos stop backing up and shared folders stop syncing.

Upgrade to 2 TB for $9.99/month, or free up space: https://ferncloud.app/storage?utm_source=email&utm_campaign=quota95

Ferncloud Inc. · 501 Folsom Street, Suite 300 · San Francisco, CA 94105
Unsubscribe from storage tips: https://ferncloud.app/email/unsub?t=quota&u=ko84`,
    html: null,
  },
];

// ---------------------------------------------------------- Kovara Avahî (Kurmanji engineering & architecture magazine)

const kovara: Mail[] = [
  {
    family: "kovara-avahi",
    group: "regional",
    lang: "kmr",
    kind: "subscribe-confirm",
    code: null,
    link: "https://kovaraavahi.org/?na=c&nk=4417-9b3e2a11d0&nek=7f",
    from: "Kovara Avahî <bulten@kovaraavahi.org>",
    to: HOME,
    subject: "Abonetiya xwe piştrast bike – Bultena Avahî",
    date: date(9, 6, 23, 11, "+0300"),
    text: `Silav,

Spas ji bo qeydkirina te li bultena heftane ya Kovara Avahî (avahîsazî, mîmarî û bajarvanî li Kurdistanê).

Ji bo ku abonetiya te dest pê bike, ji kerema xwe li vê girêdanê bitikîne:
https://kovaraavahi.org/?na=c&nk=4417-9b3e2a11d0&nek=7f

Heke te xwe qeyd nekiribe, tu ne hewce yî tiştekî bikî; tu e-nameyên din ji me wernagirî.

Kovara Avahî · Amed / Hewlêr`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafaf7;font-family:Georgia,serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #b5472a;">
<tr><td style="padding:24px 30px 0;font-size:26px;font-weight:bold;letter-spacing:1px;">AVAHÎ<span style="font-size:12px;font-weight:normal;color:#888;letter-spacing:0;"> · kovara avahîsazî û mîmariyê</span></td></tr>
<tr><td style="padding:18px 30px 28px;font-size:15px;line-height:1.7;">
<p>Silav,</p>
<p>Spas ji bo qeydkirina te li bultena heftane ya Kovara Avahî (avahîsazî, mîmarî û bajarvanî li Kurdistanê).</p>
<p>Ji bo ku abonetiya te dest pê bike, ji kerema xwe abonetiyê piştrast bike:</p>
<p style="text-align:center;"><a href="https://kovaraavahi.org/?na=c&amp;nk=4417-9b3e2a11d0&amp;nek=7f" style="display:inline-block;background:#b5472a;color:#fff;padding:11px 28px;text-decoration:none;font-family:Arial,sans-serif;">Erê, min abone bike</a></p>
<p style="font-size:13px;color:#777;">Heke te xwe qeyd nekiribe, tu ne hewce yî tiştekî bikî; tu e-nameyên din ji me wernagirî.</p>
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#999;font-family:Arial,sans-serif;border-top:1px solid #eee;">Kovara Avahî · Amed / Hewlêr · <a href="https://kovaraavahi.org" style="color:#999;">kovaraavahi.org</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kovara-avahi",
    group: "regional",
    lang: "kmr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kovara Avahî <bulten@kovaraavahi.org>",
    to: HOME,
    subject: "Bultena Avahî #212: Betona li zivistanê, xaniyên axê yên Mêrdînê û pêşbirka mîmariyê",
    date: date(10, 17, 8, 0),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://kovaraavahi.org/?na=u&nk=4417-9b3e2a11d0>"]],
    text: `BULTENA AVAHÎ – HEJMAR 212 – 17ê Cotmeha 2026

1) Betona li zivistanê: 7 xeletiyên ku li şantiyeyan dubare dibin
Dema germahî dadikeve bin 5 °C, betona nû hêdî hişk dibe. Endezyar Rojhat Yilmaz şîretên pratîkî dide: pêvekên zû-hişkkirinê, pêçandina qalibên, û pîvandina germahiya betonê ya 72 saetan.
https://kovaraavahi.org/2026/10/betona-zivistane

2) Xaniyên axê yên Mêrdînê: mîrata ku careke din tê dîtin
Projeya nûkirina 14 xaniyên kevn li Qoserê çawa bi kerpîçên herêmî hate kirin.
https://kovaraavahi.org/2026/10/xaniyen-axe-merdin

3) Pêşbirka mîmariyê ya ciwanan 2026
Dawiya serlêdanê: 30ê Mijdarê. Xelata yekem: 3.000 USD.
https://kovaraavahi.org/pesbirk-2026

---
Tu vê bultenê distînî ji ber ku te xwe qeyd kiribû.
Abonetiyê betal bike: https://kovaraavahi.org/?na=u&nk=4417-9b3e2a11d0`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafaf7;font-family:Georgia,serif;color:#222;">
<div style="display:none;">Betona li zivistanê, xaniyên axê yên Mêrdînê, pêşbirka mîmariyê 2026</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #b5472a;">
<tr><td style="padding:22px 30px 4px;font-size:26px;font-weight:bold;">AVAHÎ <span style="font-size:12px;font-weight:normal;color:#888;">Hejmar 212 · 17ê Cotmeha 2026</span></td></tr>
<tr><td style="padding:14px 30px;"><img src="https://kovaraavahi.org/wp-content/uploads/2026/10/beton-zivistan-600.jpg" width="540" alt="Betonrijandin li şantiyeyekê di zivistanê de" style="display:block;">
<h2 style="font-size:19px;margin:12px 0 6px;"><a href="https://kovaraavahi.org/2026/10/betona-zivistane" style="color:#222;text-decoration:none;">Betona li zivistanê: 7 xeletiyên ku li şantiyeyan dubare dibin</a></h2>
<p style="font-size:14px;line-height:1.6;margin:0;">Dema germahî dadikeve bin 5 °C, betona nû hêdî hişk dibe. Endezyar Rojhat Yilmaz şîretên pratîkî dide.</p></td></tr>
<tr><td style="padding:14px 30px;border-top:1px solid #eee;">
<h2 style="font-size:17px;margin:0 0 6px;"><a href="https://kovaraavahi.org/2026/10/xaniyen-axe-merdin" style="color:#222;text-decoration:none;">Xaniyên axê yên Mêrdînê: mîrata ku careke din tê dîtin</a></h2>
<p style="font-size:14px;line-height:1.6;margin:0;">Projeya nûkirina 14 xaniyên kevn li Qoserê çawa bi kerpîçên herêmî hate kirin.</p></td></tr>
<tr><td style="padding:14px 30px;border-top:1px solid #eee;">
<h2 style="font-size:17px;margin:0 0 6px;"><a href="https://kovaraavahi.org/pesbirk-2026" style="color:#222;text-decoration:none;">Pêşbirka mîmariyê ya ciwanan 2026</a></h2>
<p style="font-size:14px;line-height:1.6;margin:0;">Dawiya serlêdanê: 30ê Mijdarê. Xelata yekem: 3.000 USD.</p></td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#999;font-family:Arial,sans-serif;border-top:1px solid #eee;">Tu vê bultenê distînî ji ber ku te xwe qeyd kiribû. <a href="https://kovaraavahi.org/?na=u&amp;nk=4417-9b3e2a11d0" style="color:#999;">Abonetiyê betal bike</a> · <a href="https://www.instagram.com/kovaraavahi" style="color:#999;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];
export const mails: Mail[] = [
  ...sarwaran,
  ...beamgrid,
  ...hamrin,
  ...zhiyan,
  ...asoyan,
  ...rozhna,
  ...nishtaje,
  ...berdin,
  ...kavir,
  ...chinar,
  ...sirwan,
  ...kervan,
  ...hawar,
  ...bestun,
  ...ostwald,
  ...huayu,
  ...zanyar,
  ...marmaragaz,
  ...ferncloud,
  ...kovara,
];
