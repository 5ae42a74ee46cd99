/**
 * Two months of one inbox: a Pakistani physician working at a Dubai hospital, with family in Lahore —
 * hospital HR, rostering and e-learning, licensing and CPD portals, UAE and Pakistani banks, remittance,
 * telecoms, government portals, shopping, travel and a school portal, in English, Urdu (Nastaliq and
 * Roman), Arabic, Shahmukhi Punjabi and Turkish.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Dr Hamza Qureshi <hamza.qureshi@postbox.example>";
const ME_WORK = "Hamza Qureshi <h.qureshi@nakheelcrest.ae>";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2025. */
function d(month: number, day: number, time: string, tz = "+0400"): string {
  const wd = DAYS[new Date(Date.UTC(2025, month - 1, day)).getUTCDay()];
  const t = time.length === 5 ? time + ":00" : time;
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2025 ${t} ${tz}`;
}

// ------------------------------------------------------------ Nakheel Crest Hospital (HR portal)

function crestPage(preheader: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef2f5;font-family:Segoe UI,Arial,sans-serif;color:#1f2d3d;">
<div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #00796b;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e8ec;">
<img src="https://people.nakheelcrest.ae/assets/img/crest-logo-email.png" width="172" height="40" alt="Nakheel Crest Hospital">
<span style="float:right;font-size:12px;color:#6b7b8c;line-height:40px;">CrestPeople | HR Self-Service</span>
</td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:22px;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#f6f8fa;font-size:11px;line-height:17px;color:#7a8896;">
This is a system-generated message from CrestPeople. Please do not reply to this e-mail.<br>
Human Resources Department, Nakheel Crest Hospital, Al Barsha South 3, PO Box 391177, Dubai, UAE<br>
HR Helpdesk: ext. 4410 | +971 4 508 4410 | <a href="mailto:hrhelpdesk@nakheelcrest.ae" style="color:#00796b;">hrhelpdesk@nakheelcrest.ae</a><br>
CONFIDENTIALITY: This e-mail and any attachments are intended solely for the named recipient.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const crest: Mail[] = [
  {
    family: "nakheelcrest-hospital",
    group: "regional",
    lang: "en",
    kind: "payslip-available",
    code: null,
    link: null,
    from: "CrestPeople <no-reply@people.nakheelcrest.ae>",
    to: ME_WORK,
    subject: "Your payslip for August 2025 is now available",
    date: d(8, 28, "06:02:11"),
    text: `Dear Hamza Qureshi,

Your payslip for the period 01-Aug-2025 to 31-Aug-2025 has been published and is attached to this
message as a password-protected PDF. The password is your date of birth in DDMMYYYY format followed by
the last four digits of your Emirates ID.

Employee No.: NCH-20871
Department: Internal Medicine
Pay date: 28-Aug-2025
Payment method: Bank transfer (WPS)

You can also view all payslips under My Pay > Payslips in CrestPeople.

For any query about your salary, housing or transport allowance, please contact the Payroll team on
ext. 4416 before the 5th of next month.

Human Resources Department
Nakheel Crest Hospital
`,
    html: crestPage(
      "Payslip for August 2025 attached",
      "Payslip available",
      `<p style="margin:0 0 14px;">Dear Hamza Qureshi,</p>
<p style="margin:0 0 14px;">Your payslip for the period <b>01-Aug-2025 to 31-Aug-2025</b> has been published and is attached to this message as a password-protected PDF. The password is your date of birth in DDMMYYYY format followed by the last four digits of your Emirates ID.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e3e8ec;margin:0 0 16px;">
<tr><td style="color:#6b7b8c;">Employee No.</td><td><b>NCH-20871</b></td></tr>
<tr><td style="color:#6b7b8c;">Department</td><td>Internal Medicine</td></tr>
<tr><td style="color:#6b7b8c;">Pay date</td><td>28-Aug-2025</td></tr>
<tr><td style="color:#6b7b8c;">Payment method</td><td>Bank transfer (WPS)</td></tr>
</table>
<p style="margin:0 0 14px;">You can also view all payslips under <i>My Pay &gt; Payslips</i> in <a href="https://people.nakheelcrest.ae/psc/hcm/EMPLOYEE/c/PAYSLIPS" style="color:#00796b;">CrestPeople</a>.</p>
<p style="margin:0;">For any query about your salary, housing or transport allowance, please contact the Payroll team on ext. 4416 before the 5th of next month.</p>`,
    ),
    enc: "qp",
    attachment: [
      "Payslip_NCH-20871_2025-08.pdf",
      "application/pdf",
      "%PDF-1.4\n% encrypted payslip placeholder\n%%EOF\n",
    ],
  },
  {
    family: "nakheelcrest-hospital",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://people.nakheelcrest.ae/psp/hcm/?cmd=resettoken&tkn=b7Q2rX9eLm40VdPz&uid=NCH-20871",
    from: "CrestPeople <no-reply@people.nakheelcrest.ae>",
    to: ME_WORK,
    subject: "CrestPeople password reset request",
    date: d(9, 14, "22:47:36"),
    text: `Dear Hamza Qureshi,

We received a request to reset the password for your CrestPeople account (User ID: NCH-20871).

To choose a new password, open the link below. For security reasons it can be used once and expires
in 30 minutes.

https://people.nakheelcrest.ae/psp/hcm/?cmd=resettoken&tkn=b7Q2rX9eLm40VdPz&uid=NCH-20871

Your new password must be at least 12 characters and must not match your last 5 passwords.

If you did not request this, no action is needed and your current password will keep working. If you
think someone else is trying to access your account, call the IT Service Desk on ext. 7000.

Human Resources Department
Nakheel Crest Hospital
`,
    html: crestPage(
      "Reset your CrestPeople password - link valid for 30 minutes",
      "Password reset",
      `<p style="margin:0 0 14px;">Dear Hamza Qureshi,</p>
<p style="margin:0 0 14px;">We received a request to reset the password for your CrestPeople account (User ID: <b>NCH-20871</b>).</p>
<p style="margin:0 0 20px;">To choose a new password, click the button below. For security reasons the link can be used once and expires in 30 minutes.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;"><tr>
<td style="background:#00796b;border-radius:3px;"><a href="https://people.nakheelcrest.ae/psp/hcm/?cmd=resettoken&amp;tkn=b7Q2rX9eLm40VdPz&amp;uid=NCH-20871" style="display:inline-block;padding:11px 26px;color:#ffffff;text-decoration:none;font-weight:600;">Reset password</a></td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#56687a;">Your new password must be at least 12 characters and must not match your last 5 passwords.</p>
<p style="margin:0;font-size:13px;color:#56687a;">If you did not request this, no action is needed and your current password will keep working. If you think someone else is trying to access your account, call the IT Service Desk on ext. 7000.</p>`,
    ),
  },
  {
    family: "nakheelcrest-hospital",
    group: "regional",
    lang: "en",
    kind: "leave-approved",
    code: null,
    link: null,
    from: "CrestPeople Workflow <workflow@people.nakheelcrest.ae>",
    to: ME_WORK,
    subject: "Leave request LR-2025-06614 approved",
    date: d(10, 2, "11:20:05"),
    text: `Leave request approved

Employee: Hamza Qureshi (NCH-20871)
Leave type: Annual leave
From: 16-Oct-2025
To: 26-Oct-2025
Working days: 9
Approved by: Dr. Rania Haddad, Consultant & Head of Internal Medicine
Remaining balance after this leave: 13 days

Please hand over your inpatients and pending discharge summaries to the covering registrar before
you leave. If you need an exit/re-entry letter for travel, request it under My Requests > HR Letters.

View the request: https://people.nakheelcrest.ae/psp/hcm/leave/LR-2025-06614

-- CrestPeople Workflow, Nakheel Crest Hospital
`,
    html: null,
  },
];

// ------------------------------------------------------------ Shiftora (rostering)

const shiftora: Mail[] = [
  {
    family: "shiftora-roster",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.shiftora.io/join/team/im-registrars-nch?invite=inv_5KqT8wPZr2yM3cLe",
    from: "Rania Haddad via Shiftora <notifications@shiftora.io>",
    to: ME_WORK,
    subject: 'Rania Haddad invited you to the roster "IM Registrars - Nakheel Crest"',
    date: d(9, 1, "09:14:52"),
    headers: [["Reply-To", "Rania Haddad <r.haddad@nakheelcrest.ae>"]],
    text: `Hi Hamza,

Rania Haddad has invited you to join the shared roster "IM Registrars - Nakheel Crest" on Shiftora.

Once you join you'll see your on-call and ward shifts, can request swaps with colleagues, and can
sync the roster to your phone's calendar.

Accept the invitation:
https://app.shiftora.io/join/team/im-registrars-nch?invite=inv_5KqT8wPZr2yM3cLe

This invitation expires in 7 days. 14 people have already joined this roster.

--
Shiftora - rosters that people actually read
Shiftora Ltd, 3 Dock Road, Dublin 2, D02 XK21, Ireland
You're receiving this because someone invited h.qureshi@nakheelcrest.ae.
`,
    html: `<html><body style="margin:0;background:#f4f3fb;">
<div style="display:none;font-size:1px;color:#f4f3fb;">Join IM Registrars - Nakheel Crest to see your shifts</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f3fb"><tr><td align="center" style="padding:32px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-radius:10px;font-family:-apple-system,Helvetica,Arial,sans-serif;">
<tr><td style="padding:26px 32px 0;"><img src="https://cdn.shiftora.io/email/logo-wordmark@2x.png" width="110" alt="Shiftora"></td></tr>
<tr><td style="padding:22px 32px 0;">
<table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://cdn.shiftora.io/avatars/u_88213_96.png" width="44" height="44" style="border-radius:22px;" alt="RH"></td>
<td style="padding-left:12px;font-size:15px;color:#2b2540;"><b>Rania Haddad</b> invited you to join<br><span style="font-size:19px;font-weight:700;">IM Registrars - Nakheel Crest</span></td>
</tr></table>
</td></tr>
<tr><td style="padding:18px 32px 0;font-size:15px;line-height:23px;color:#4a4560;">Once you join you'll see your on-call and ward shifts, can request swaps with colleagues, and can sync the roster to your phone's calendar.</td></tr>
<tr><td style="padding:24px 32px;" align="left">
<a href="https://app.shiftora.io/join/team/im-registrars-nch?invite=inv_5KqT8wPZr2yM3cLe" style="background:#5b3fd4;color:#fff;padding:13px 28px;border-radius:6px;font-weight:600;font-size:15px;text-decoration:none;display:inline-block;">Join roster</a>
</td></tr>
<tr><td style="padding:0 32px 26px;font-size:13px;color:#8a85a0;">This invitation expires in 7 days. 14 people have already joined this roster.</td></tr>
</table>
<table width="520" cellpadding="0" cellspacing="0"><tr><td style="padding:18px 32px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#9a96ad;" align="center">
Shiftora Ltd, 3 Dock Road, Dublin 2, D02 XK21, Ireland<br>
You're receiving this because someone invited h.qureshi@nakheelcrest.ae. <a href="https://shiftora.io/help/invitations" style="color:#9a96ad;">About invitations</a> &middot; <a href="https://shiftora.io/privacy" style="color:#9a96ad;">Privacy</a>
</td></tr></table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "shiftora-roster",
    group: "consumer",
    lang: "en",
    kind: "roster-published",
    code: null,
    link: null,
    from: "Shiftora <notifications@shiftora.io>",
    to: ME_WORK,
    subject: "October roster published: you have 19 shifts",
    date: d(9, 24, "17:05:40"),
    text: `IM Registrars - Nakheel Crest: the October 2025 roster is published.

Your shifts (19):
Wed 1 Oct   08:00-16:00  Ward 4B
Thu 2 Oct   08:00-16:00  Ward 4B
Sat 4 Oct   20:00-08:00  Night on-call (MAU)
Sun 5 Oct   20:00-08:00  Night on-call (MAU)
Mon 6 Oct   off (post-nights)
...
Mon 27 Oct  08:00-20:00  Long day, ED referrals
Fri 31 Oct  08:00-16:00  Ward 4B

Annual leave 16-26 Oct is shown as AL.

Open your roster: https://app.shiftora.io/t/im-registrars-nch/me?month=2025-10
Subscribe to calendar: webcal://cal.shiftora.io/f/u_91034/9f2c11ab.ics

Manage notifications: https://app.shiftora.io/settings/notifications
Shiftora Ltd, 3 Dock Road, Dublin 2, D02 XK21, Ireland
`,
    html: `<html><body style="background:#f4f3fb;margin:0;font-family:-apple-system,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="padding:24px 30px 6px;"><img src="https://cdn.shiftora.io/email/logo-wordmark@2x.png" width="110" alt="Shiftora"></td></tr>
<tr><td style="padding:10px 30px;font-size:20px;font-weight:700;color:#2b2540;">October roster is out</td></tr>
<tr><td style="padding:0 30px 14px;font-size:14px;color:#4a4560;">IM Registrars - Nakheel Crest &middot; you have <b>19 shifts</b></td></tr>
<tr><td style="padding:0 30px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#f1eefc;"><td>Wed 1 Oct</td><td>08:00&ndash;16:00</td><td>Ward 4B</td></tr>
<tr><td>Thu 2 Oct</td><td>08:00&ndash;16:00</td><td>Ward 4B</td></tr>
<tr style="background:#f1eefc;"><td>Sat 4 Oct</td><td>20:00&ndash;08:00</td><td>Night on-call (MAU)</td></tr>
<tr><td>Sun 5 Oct</td><td>20:00&ndash;08:00</td><td>Night on-call (MAU)</td></tr>
<tr style="background:#f1eefc;"><td>Mon 6 Oct</td><td colspan="2" style="color:#8a85a0;">off (post-nights)</td></tr>
<tr><td colspan="3" style="color:#8a85a0;">&hellip; 13 more</td></tr>
<tr style="background:#fff4e5;"><td>16&ndash;26 Oct</td><td colspan="2">AL &ndash; annual leave</td></tr>
</table>
</td></tr>
<tr><td style="padding:22px 30px;"><a href="https://app.shiftora.io/t/im-registrars-nch/me?month=2025-10" style="background:#5b3fd4;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:600;">Open my roster</a>
&nbsp; <a href="webcal://cal.shiftora.io/f/u_91034/9f2c11ab.ics" style="color:#5b3fd4;font-size:13px;">Add to calendar</a></td></tr>
</table>
<p style="font-size:11px;color:#9a96ad;">Shiftora Ltd, 3 Dock Road, Dublin 2, D02 XK21, Ireland &middot; <a href="https://app.shiftora.io/settings/notifications" style="color:#9a96ad;">Manage notifications</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "shiftora-roster",
    group: "consumer",
    lang: "en",
    kind: "swap-approved",
    code: null,
    link: null,
    from: "Shiftora <notifications@shiftora.io>",
    to: ME_WORK,
    subject: "Swap approved: Sat 11 Oct night on-call <> Omar Farooqi",
    date: d(10, 3, "13:41:09"),
    text: `Good news - your shift swap was approved by Rania Haddad.

You gave:  Sat 11 Oct, 20:00-08:00, Night on-call (MAU)
You took:  Tue 14 Oct, 20:00-08:00, Night on-call (MAU)
Swapped with: Omar Farooqi

Your roster and calendar feed have been updated.

See the swap: https://app.shiftora.io/t/im-registrars-nch/swaps/sw_20251003_7731

Shiftora Ltd, 3 Dock Road, Dublin 2, D02 XK21, Ireland
Manage notifications: https://app.shiftora.io/settings/notifications
`,
    html: null,
  },
];

// ------------------------------------------------------------ Medlearnia (hospital e-learning)

const medlearnia: Mail[] = [
  {
    family: "medlearnia",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604217",
    link: null,
    from: "Medlearnia <security@mail.medlearnia.com>",
    to: ME_WORK,
    subject: "604217 is your Medlearnia sign-in code",
    date: d(9, 6, "07:31:58"),
    text: `Medlearnia

Your sign-in code

604217

Enter this code on the sign-in page to continue to Nakheel Crest Learning. It expires in 10 minutes.

Requested from: Chrome on Windows, Dubai, United Arab Emirates
Time: 06 Sep 2025, 07:31 (GST)

Didn't try to sign in? You can ignore this e-mail; nobody can sign in without the code.

Medlearnia Health Education FZ-LLC, Dubai Knowledge Park, Block 10, Dubai, UAE
Help centre: https://support.medlearnia.com
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa;">
<span style="display:none!important;opacity:0;">Your code expires in 10 minutes.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:40px 16px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border:1px solid #e6e6e6;border-radius:8px;font-family:Roboto,Arial,sans-serif;">
<tr><td align="center" style="padding:30px 30px 10px;"><img src="https://static.medlearnia.com/brand/ml-mark-64.png" width="48" height="48" alt="Medlearnia"></td></tr>
<tr><td align="center" style="font-size:20px;font-weight:500;color:#202124;padding:0 30px;">Your sign-in code</td></tr>
<tr><td align="center" style="padding:22px 30px;">
<div style="font-family:'Courier New',monospace;font-size:34px;letter-spacing:10px;font-weight:700;color:#0b5394;background:#eef4fb;padding:14px 10px;border-radius:6px;">604217</div>
</td></tr>
<tr><td style="padding:0 36px 20px;font-size:14px;line-height:21px;color:#444;text-align:center;">Enter this code on the sign-in page to continue to <b>Nakheel Crest Learning</b>. It expires in 10 minutes.</td></tr>
<tr><td style="padding:14px 36px;border-top:1px solid #eee;font-size:12px;line-height:18px;color:#777;">
Requested from: Chrome on Windows, Dubai, United Arab Emirates<br>Time: 06 Sep 2025, 07:31 (GST)<br><br>
Didn't try to sign in? You can ignore this e-mail; nobody can sign in without the code.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;">Medlearnia Health Education FZ-LLC, Dubai Knowledge Park, Block 10, Dubai, UAE &middot; <a href="https://support.medlearnia.com" style="color:#999;">Help centre</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "medlearnia",
    group: "consumer",
    lang: "en",
    kind: "course-reminder",
    code: null,
    link: null,
    from: "Nakheel Crest Learning <learning@mail.medlearnia.com>",
    to: ME_WORK,
    subject: "Reminder: 2 mandatory modules due by 30 September",
    date: d(9, 16, "08:00:00"),
    text: `Dear Hamza,

You have 2 mandatory training modules due by 30/09/2025:

1. Infection Prevention and Control - Annual Update (45 min) - Not started
2. Fire Safety and Evacuation 2025 (20 min) - In progress (60%)

Completion of mandatory training is required for your annual appraisal and for privileging renewal.

Go to My Learning: https://nakheelcrest.medlearnia.com/my-learning?utm_source=email&utm_campaign=mandatory_due

Learning & Development, Nakheel Crest Hospital | ext. 4470
Powered by Medlearnia
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333;background:#ffffff;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="background:#00796b;padding:14px 20px;color:#fff;font-size:16px;font-weight:bold;">Nakheel Crest Learning</td></tr>
<tr><td style="padding:20px;">
<p>Dear Hamza,</p>
<p>You have <b>2 mandatory training modules</b> due by <b>30/09/2025</b>:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f2f2f2;"><th align="left">Module</th><th align="left">Duration</th><th align="left">Status</th></tr>
<tr><td style="border-bottom:1px solid #eee;">Infection Prevention and Control &ndash; Annual Update</td><td style="border-bottom:1px solid #eee;">45 min</td><td style="border-bottom:1px solid #eee;color:#c62828;">Not started</td></tr>
<tr><td>Fire Safety and Evacuation 2025</td><td>20 min</td><td style="color:#ef6c00;">In progress (60%)</td></tr>
</table>
<p>Completion of mandatory training is required for your annual appraisal and for privileging renewal.</p>
<p><a href="https://nakheelcrest.medlearnia.com/my-learning?utm_source=email&amp;utm_campaign=mandatory_due" style="background:#00796b;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px;">Go to My Learning</a></p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#888;background:#fafafa;">Learning &amp; Development, Nakheel Crest Hospital | ext. 4470<br>Powered by <a href="https://www.medlearnia.com" style="color:#888;">Medlearnia</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "medlearnia",
    group: "consumer",
    lang: "en",
    kind: "certificate",
    code: null,
    link: null,
    from: "Nakheel Crest Learning <learning@mail.medlearnia.com>",
    to: ME_WORK,
    subject: "Certificate of completion: Infection Prevention and Control - Annual Update",
    date: d(9, 21, "23:12:44"),
    text: `Congratulations, Hamza!

You completed "Infection Prevention and Control - Annual Update" on 21 September 2025 with a score of
90%. Your certificate is attached (certificate no. ML-NCH-2025-118402) and has been added to your
learning record.

CPD: 1 hour (Category 1)

Learning & Development, Nakheel Crest Hospital
Powered by Medlearnia - https://www.medlearnia.com
`,
    html: null,
    attachment: [
      "Certificate_ML-NCH-2025-118402.pdf",
      "application/pdf",
      "%PDF-1.5\n% certificate placeholder\n%%EOF\n",
    ],
  },
];

// ------------------------------------------------------------ Tarkhees (health professional licensing portal)

const tarkhees: Mail[] = [
  {
    family: "tarkhees-health-licensing",
    group: "regional",
    lang: "ar",
    kind: "otp-code",
    code: "318806",
    link: null,
    from: "بوابة ترخيص <no-reply@tarkhees.gov.example>",
    to: ME,
    subject: "رمز التحقق لبوابة ترخيص المهنيين الصحيين",
    date: d(9, 9, "10:04:17"),
    text: `عزيزي المستخدم،

رمز التحقق الخاص بك لتسجيل الدخول إلى بوابة ترخيص المهنيين الصحيين هو:

318806

الرمز صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو البوابة لن يطلبوه منك أبداً.

Dear user,
Your verification code to sign in to the Tarkhees Health Professional Licensing portal is 318806.
It is valid for 5 minutes. Do not share it with anyone.

مركز الاتصال: 800 8277 | www.tarkhees.gov.example
هذه رسالة آلية، يرجى عدم الرد عليها.
`,
    html: `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f2f2;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#8a1538;padding:16px 24px;" align="right"><img src="https://www.tarkhees.gov.example/static/mail/header-ar-en.png" width="300" alt="بوابة ترخيص | Tarkhees"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:26px;color:#333;text-align:right;">
عزيزي المستخدم،<br>
رمز التحقق الخاص بك لتسجيل الدخول إلى بوابة ترخيص المهنيين الصحيين هو:
<p style="text-align:center;margin:18px 0;"><span style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#8a1538;border:1px dashed #8a1538;padding:8px 18px;">318806</span></p>
الرمز صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو البوابة لن يطلبوه منك أبداً.
</td></tr>
<tr><td dir="ltr" style="padding:0 24px 24px;font-size:13px;line-height:20px;color:#555;text-align:left;border-top:1px solid #eee;"><br>
Dear user,<br>Your verification code to sign in to the Tarkhees Health Professional Licensing portal is <b>318806</b>. It is valid for 5 minutes. Do not share it with anyone.
</td></tr>
<tr><td style="background:#f7f7f7;padding:14px 24px;font-size:11px;color:#888;text-align:center;">
مركز الاتصال: 800 8277 | <a href="https://www.tarkhees.gov.example" style="color:#8a1538;">www.tarkhees.gov.example</a><br>هذه رسالة آلية، يرجى عدم الرد عليها.
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "tarkhees-health-licensing",
    group: "regional",
    lang: "ar",
    kind: "licence-renewal-reminder",
    code: null,
    link: null,
    from: "بوابة ترخيص <no-reply@tarkhees.gov.example>",
    to: ME,
    subject: "تذكير: ترخيصك المهني ينتهي خلال 60 يوماً | Licence expiry reminder",
    date: d(9, 30, "09:00:02"),
    text: `السيد/ حمزة قريشي المحترم،

نود تذكيركم بأن ترخيصكم المهني رقم 41188207 (طبيب مقيم أول - الطب الباطني) سينتهي بتاريخ 29/11/2025.

لتجديد الترخيص يجب استيفاء ما يلي قبل تقديم الطلب:
- استكمال 40 ساعة تعليم طبي مستمر (المسجل حالياً: 34 ساعة)
- شهادة إنعاش قلبي رئوي أساسي (BLS) سارية
- تحديث بيانات جهة العمل

رسوم التجديد: 1,000 درهم.

يمكنكم تقديم طلب التجديد عبر خدماتي في البوابة: https://www.tarkhees.gov.example/services/renewal

Dear Dr Hamza Qureshi, your licence no. 41188207 expires on 29/11/2025. Renewal requires 40 CME hours
(34 recorded), a valid BLS certificate and updated employer details. Fee: AED 1,000.

مع التحية،
إدارة ترخيص المهنيين الصحيين
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Hakeem CPD (medical council CPD system)

function hakeemPage(pre: string, inner: string): string {
  return `<html><head><meta charset="utf-8"><style>a{color:#1b5e20}</style></head>
<body style="margin:0;background:#e8efe8;">
<div style="display:none;">${pre}</div>
<center>
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;margin-top:20px;">
<tr><td style="padding:20px 30px;border-bottom:3px double #1b5e20;">
<table width="100%"><tr><td><img src="https://cpd.hakeemcouncil.org.pk/static/img/seal-120.png" width="60" height="60" alt="Council seal"></td>
<td style="font-size:18px;color:#1b5e20;text-align:right;">Hakeem CPD<br><span style="font-size:12px;color:#555;font-family:Arial,sans-serif;">Continuing Professional Development Register</span></td></tr></table>
</td></tr>
<tr><td style="padding:26px 30px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#222;">${inner}</td></tr>
<tr><td style="padding:14px 30px;background:#f3f6f3;font-family:Arial,sans-serif;font-size:11px;color:#666;line-height:17px;">
CPD Section, Hakeem Medical Council, Plot 12, Mauve Area, G-10/4, Islamabad 44000, Pakistan<br>
UAN: 051-111-425-336 (Mon-Fri 9am-5pm PKT) &middot; <a href="https://cpd.hakeemcouncil.org.pk/faq">FAQ</a> &middot; <a href="https://cpd.hakeemcouncil.org.pk/privacy">Privacy</a>
</td></tr></table></center></body></html>`;
}

const hakeem: Mail[] = [
  {
    family: "hakeem-cpd",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://cpd.hakeemcouncil.org.pk/accounts/verify-email/MTg4NDI/cx7-4f1b2e9d0a6c3b58/",
    from: "Hakeem CPD <cpd-noreply@hakeemcouncil.org.pk>",
    to: ME,
    subject: "Verify your e-mail address for Hakeem CPD",
    date: d(9, 3, "21:16:30", "+0500"),
    text: `Dear Dr. Hamza Qureshi (Reg. No. 88412-P),

You have changed the e-mail address on your CPD account to hamza.qureshi@postbox.example.
Please confirm this address by opening the link below:

https://cpd.hakeemcouncil.org.pk/accounts/verify-email/MTg4NDI/cx7-4f1b2e9d0a6c3b58/

Until the address is confirmed, certificates and renewal notices will continue to go to your old
address. The link is valid for 3 days.

Regards,
CPD Section, Hakeem Medical Council
Plot 12, Mauve Area, G-10/4, Islamabad 44000, Pakistan
UAN: 051-111-425-336
`,
    html: hakeemPage(
      "Confirm your new e-mail address",
      `<p>Dear Dr. Hamza Qureshi (Reg. No. 88412-P),</p>
<p>You have changed the e-mail address on your CPD account to <b>hamza.qureshi@postbox.example</b>. Please confirm this address:</p>
<p style="margin:24px 0;"><a href="https://cpd.hakeemcouncil.org.pk/accounts/verify-email/MTg4NDI/cx7-4f1b2e9d0a6c3b58/" style="background:#1b5e20;color:#fff;padding:10px 22px;text-decoration:none;font-weight:bold;">Confirm e-mail address</a></p>
<p>Until the address is confirmed, certificates and renewal notices will continue to go to your old address. The link is valid for 3 days.</p>
<p>Regards,<br>CPD Section, Hakeem Medical Council</p>`,
    ),
  },
  {
    family: "hakeem-cpd",
    group: "regional",
    lang: "en",
    kind: "cpd-credited",
    code: null,
    link: null,
    from: "Hakeem CPD <cpd-noreply@hakeemcouncil.org.pk>",
    to: ME,
    subject: "CPD credits added to your record (activity HMC-CPD-25-30917)",
    date: d(10, 9, "15:40:12", "+0500"),
    text: `Dear Dr. Hamza Qureshi,

The following activity has been verified and added to your CPD record:

Activity: Gulf Internal Medicine Update 2025 (hybrid), 4-5 October 2025
Activity ID: HMC-CPD-25-30917
Credits: 12 (Category I)

Your CPD summary for the 2024-2026 cycle:
Credits earned: 47 of 60 required
Cycle ends: 31 December 2026

You can download your updated CPD transcript from your dashboard at
https://cpd.hakeemcouncil.org.pk/dashboard/transcript

CPD Section, Hakeem Medical Council
`,
    html: hakeemPage(
      "12 credits added. 47 of 60 earned this cycle.",
      `<p>Dear Dr. Hamza Qureshi,</p>
<p>The following activity has been verified and added to your CPD record:</p>
<table cellpadding="6" style="font-size:13px;border:1px solid #cfd8cf;">
<tr><td>Activity</td><td><b>Gulf Internal Medicine Update 2025 (hybrid)</b>, 4&ndash;5 October 2025</td></tr>
<tr><td>Activity ID</td><td>HMC-CPD-25-30917</td></tr>
<tr><td>Credits</td><td>12 (Category I)</td></tr>
</table>
<p style="margin-top:18px;">Your CPD summary for the 2024&ndash;2026 cycle: <b>47 of 60</b> credits earned. Cycle ends 31 December 2026.</p>
<p><a href="https://cpd.hakeemcouncil.org.pk/dashboard/transcript">Download CPD transcript</a></p>`,
    ),
    enc: "qp",
  },
];

// ------------------------------------------------------------ Sadeem Bank (UAE)

function sadeemPage(pre: string, inner: string, dir = "ltr"): string {
  return `<!DOCTYPE html><html dir="${dir}"><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background-color:#f5f1ea;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f5f1ea"><tr><td align="center">
<table width="600" border="0" cellspacing="0" cellpadding="0">
<tr><td height="20"></td></tr>
<tr><td bgcolor="#0e2a47" style="padding:18px 26px;"><img src="https://www.sadeembank.ae/-/media/email/sadeem-logo-white.png" width="140" alt="Sadeem Bank" style="display:block;border:0;"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:28px 26px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#26323d;">${inner}</td></tr>
<tr><td bgcolor="#e9e2d6" style="padding:16px 26px;font-family:Arial,Helvetica,sans-serif;font-size:10px;line-height:15px;color:#5e5a52;">
Sadeem Bank PJSC will never ask for your PIN, password or OTP by e-mail, phone or SMS.<br>
Call us 24/7 on 600 52 7334 (from abroad +971 4 609 7334) &middot; <a href="https://www.sadeembank.ae/en/security" style="color:#5e5a52;">Security centre</a> &middot; <a href="https://www.sadeembank.ae/en/privacy" style="color:#5e5a52;">Privacy notice</a><br>
Sadeem Bank PJSC, Sadeem Tower, Sheikh Zayed Road, PO Box 12004, Dubai, UAE. Licensed by the Central Bank of the UAE.
</td></tr>
<tr><td height="20"></td></tr>
</table></td></tr></table></body></html>`;
}

const sadeem: Mail[] = [
  {
    family: "sadeem-bank",
    group: "regional",
    lang: "en",
    kind: "salary-credited",
    code: null,
    link: null,
    from: "Sadeem Bank <alerts@sadeembank.ae>",
    to: ME,
    subject: "Salary credited to your account ****7702",
    date: d(8, 28, "09:48:27"),
    text: `Dear HAMZA QURESHI,

Your salary of AED 31,450.00 from NAKHEEL CREST HOSPITAL LLC has been credited to your Current
Account ****7702 on 28/08/2025.

Available balance: AED 36,912.18

Tip: set up a standing order to your family in Pakistan from the Sadeem app under Transfers >
International.

Sadeem Bank PJSC | 600 52 7334
`,
    html: sadeemPage(
      "AED 31,450.00 credited to ****7702",
      `<p style="margin:0 0 12px;">Dear HAMZA QURESHI,</p>
<p style="margin:0 0 18px;">Your salary has been credited.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #e4ddd0;">
<tr><td style="color:#7a7365;">Amount</td><td align="right" style="font-size:18px;font-weight:bold;color:#0e2a47;">AED 31,450.00</td></tr>
<tr><td style="color:#7a7365;">From</td><td align="right">NAKHEEL CREST HOSPITAL LLC</td></tr>
<tr><td style="color:#7a7365;">Account</td><td align="right">Current Account ****7702</td></tr>
<tr><td style="color:#7a7365;">Date</td><td align="right">28/08/2025</td></tr>
<tr><td style="color:#7a7365;">Available balance</td><td align="right">AED 36,912.18</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#5e5a52;">Tip: set up a standing order to your family in Pakistan from the Sadeem app under <i>Transfers &gt; International</i>.</p>
<p style="margin:16px 0 0;"><a href="https://sadeem.onelink.example/app?src=email_salary"><img src="https://www.sadeembank.ae/-/media/email/badges/app-store.png" width="120" alt="Download on the App Store"></a> <a href="https://sadeem.onelink.example/app?src=email_salary&amp;os=android"><img src="https://www.sadeembank.ae/-/media/email/badges/google-play.png" width="135" alt="Get it on Google Play"></a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "sadeem-bank",
    group: "regional",
    lang: "ar",
    kind: "transfer-otp",
    code: "90417633",
    link: null,
    from: "Sadeem Bank <otp@sadeembank.ae>",
    to: ME,
    subject: "كلمة المرور لمرة واحدة | One-Time Password",
    date: d(9, 2, "20:11:48"),
    text: `عميلنا العزيز،
كلمة المرور لمرة واحدة لتأكيد التحويل الدولي بمبلغ 4,000.00 درهم إلى المستفيد RAVI COMMERCIAL BANK ****3318 هي 90417633.
صالحة لمدة 3 دقائق. لا تشاركها مع أي شخص بما في ذلك موظفو البنك.

Dear Customer,
Your One-Time Password (OTP) to confirm the international transfer of AED 4,000.00 to beneficiary
RAVI COMMERCIAL BANK ****3318 is 90417633. Valid for 3 minutes. Do not share it with anyone,
including bank staff.

If you did not initiate this transaction, call 600 52 7334 immediately.
إذا لم تقم بهذه العملية، اتصل فوراً على 600 52 7334.

Sadeem Bank PJSC | بنك سديم ش.م.ع
`,
    html: null,
  },
  {
    family: "sadeem-bank",
    group: "regional",
    lang: "en",
    kind: "estatement",
    code: null,
    link: null,
    from: "Sadeem Bank eStatements <estatements@sadeembank.ae>",
    to: ME,
    subject: "Your Sadeem Bank e-Statement for September 2025",
    date: d(10, 3, "04:15:00"),
    text: `Dear HAMZA QURESHI,

Please find attached your e-Statement for Current Account ****7702 for the period 01/09/2025 to
30/09/2025.

The file is protected. To open it, enter the first four letters of your name as printed on the
statement in capitals followed by the last four digits of your mobile number.

Opening balance: AED 5,462.18
Closing balance: AED 27,380.55

Please review your statement and report any discrepancy within 30 days.

Sadeem Bank PJSC | 600 52 7334 | www.sadeembank.ae
`,
    html: sadeemPage(
      "Your e-Statement for September 2025 is attached",
      `<p style="margin:0 0 12px;">Dear HAMZA QURESHI,</p>
<p style="margin:0 0 12px;">Please find attached your e-Statement for Current Account ****7702 for the period 01/09/2025 to 30/09/2025.</p>
<p style="margin:0 0 12px;">The file is protected. To open it, enter the first four letters of your name as printed on the statement in capitals followed by the last four digits of your mobile number.</p>
<p style="margin:0 0 12px;">Opening balance: AED 5,462.18<br>Closing balance: <b>AED 27,380.55</b></p>
<p style="margin:0;font-size:12px;color:#7a7365;">Please review your statement and report any discrepancy within 30 days.</p>`,
    ),
    enc: "b64",
    attachment: [
      "eStatement_7702_202509.pdf",
      "application/pdf",
      "%PDF-1.6\n% protected statement placeholder\n%%EOF\n",
    ],
  },
  {
    family: "sadeem-bank",
    group: "regional",
    lang: "ar",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "بنك سديم <alerts@sadeembank.ae>",
    to: ME,
    subject: "تنبيه أمني: تسجيل دخول من جهاز جديد",
    date: d(10, 18, "02:37:51"),
    text: `عميلنا العزيز،

تم تسجيل الدخول إلى تطبيق بنك سديم من جهاز جديد:

الجهاز: iPhone 15
الموقع التقريبي: لاهور، باكستان
التاريخ والوقت: 18/10/2025 02:37 (بتوقيت الإمارات)

إذا كنت أنت من قام بذلك فلا حاجة لأي إجراء.
إذا لم تكن أنت، يرجى الاتصال بنا فوراً على 7334 52 600 أو من خارج الدولة على 7334 609 4 971+ لإيقاف الوصول إلى حسابك.

بنك سديم ش.م.ع
`,
    html: sadeemPage(
      "تسجيل دخول جديد إلى تطبيق بنك سديم",
      `<div dir="rtl" style="text-align:right;">
<p style="margin:0 0 12px;">عميلنا العزيز،</p>
<p style="margin:0 0 14px;">تم تسجيل الدخول إلى تطبيق بنك سديم من جهاز جديد:</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;background:#f8f5ef;">
<tr><td>الجهاز</td><td><b>iPhone 15</b></td></tr>
<tr><td>الموقع التقريبي</td><td>لاهور، باكستان</td></tr>
<tr><td>التاريخ والوقت</td><td>18/10/2025 02:37 (بتوقيت الإمارات)</td></tr>
</table>
<p style="margin:14px 0 0;">إذا كنت أنت من قام بذلك فلا حاجة لأي إجراء.</p>
<p style="margin:8px 0 0;">إذا لم تكن أنت، يرجى الاتصال بنا فوراً على <a href="tel:600527334">600 52 7334</a> لإيقاف الوصول إلى حسابك، أو <a href="https://www.sadeembank.ae/ar/security/report">الإبلاغ عن نشاط مشبوه</a>.</p>
</div>`,
      "rtl",
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------ Ravi Commercial Bank (Pakistan)

const ravi: Mail[] = [
  {
    family: "ravi-commercial-bank",
    group: "regional",
    lang: "ur",
    kind: "remittance-received",
    code: null,
    link: null,
    from: "Ravi Commercial Bank <e-alerts@ravibank.com.pk>",
    to: ME,
    subject: "ہوم ریمیٹنس موصول ہو گئی - اکاؤنٹ ****3318",
    date: d(9, 3, "10:22:05", "+0500"),
    text: `محترم حمزہ قریشی صاحب،

آپ کے اکاؤنٹ نمبر ****3318 میں متحدہ عرب امارات سے ہوم ریمیٹنس موصول ہوئی ہے۔

رقم: 306,540.00 روپے
بھیجنے والا بینک: SADEEM BANK PJSC, DUBAI
ریفرنس نمبر: RCB-HR-2509-0047815
تاریخ: 03-09-2025

آپ کا موجودہ بیلنس: 412,880.65 روپے

روشن ڈیجیٹل اور ہوم ریمیٹنس پر مزید سہولیات کے لیے ہماری ہیلپ لائن 111-728-111-042 پر رابطہ کریں۔

یہ ایک خودکار ای میل ہے، براہ کرم اس کا جواب نہ دیں۔
راوی کمرشل بینک لمیٹڈ، 21 ڈیوس روڈ، لاہور
`,
    html: `<html dir="rtl" lang="ur"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f0f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Jameel Noori Nastaleeq','Noto Nastaliq Urdu',Tahoma,sans-serif;">
<tr><td style="background:#6d1a36;padding:14px 20px;"><img src="https://www.ravibank.com.pk/mailer/rcb-logo.png" width="150" alt="Ravi Commercial Bank"></td></tr>
<tr><td style="padding:22px;font-size:16px;line-height:32px;text-align:right;color:#222;">
محترم حمزہ قریشی صاحب،<br>
آپ کے اکاؤنٹ نمبر ****3318 میں متحدہ عرب امارات سے ہوم ریمیٹنس موصول ہوئی ہے۔
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:15px;margin:12px 0;border:1px solid #e5d5da;">
<tr><td>رقم</td><td dir="ltr" style="text-align:right;"><b>PKR 306,540.00</b></td></tr>
<tr><td>بھیجنے والا بینک</td><td dir="ltr" style="text-align:right;">SADEEM BANK PJSC, DUBAI</td></tr>
<tr><td>ریفرنس نمبر</td><td dir="ltr" style="text-align:right;">RCB-HR-2509-0047815</td></tr>
<tr><td>تاریخ</td><td dir="ltr" style="text-align:right;">03-09-2025</td></tr>
<tr><td>موجودہ بیلنس</td><td dir="ltr" style="text-align:right;">PKR 412,880.65</td></tr>
</table>
روشن ڈیجیٹل اور ہوم ریمیٹنس پر مزید سہولیات کے لیے ہماری ہیلپ لائن <span dir="ltr">111-728-111-042</span> پر رابطہ کریں۔
</td></tr>
<tr><td style="background:#f7eef1;padding:12px 20px;font-size:12px;line-height:22px;text-align:right;color:#666;">
یہ ایک خودکار ای میل ہے، براہ کرم اس کا جواب نہ دیں۔<br>راوی کمرشل بینک لمیٹڈ، 21 ڈیوس روڈ، لاہور &middot; <a href="https://www.ravibank.com.pk" style="color:#6d1a36;">www.ravibank.com.pk</a>
</td></tr></table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "ravi-commercial-bank",
    group: "regional",
    lang: "ur",
    kind: "otp-code",
    code: "5529",
    link: null,
    from: "Ravi Commercial Bank <otp@ravibank.com.pk>",
    to: ME,
    subject: "RCB Digital OTP",
    date: d(9, 20, "23:58:14", "+0500"),
    text: `محترم صارف،
RCB ڈیجیٹل بینکنگ میں نئے بینیفیشری (MUHAMMAD ASLAM QURESHI - ****0912) کو شامل کرنے کے لیے آپ کا ون ٹائم پاس ورڈ 5529 ہے۔
یہ کوڈ 2 منٹ کے لیے کارآمد ہے۔ یہ کوڈ کسی کو نہ بتائیں، بینک کبھی آپ سے OTP نہیں مانگتا۔

Dear Customer, your OTP to add beneficiary MUHAMMAD ASLAM QURESHI (****0912) in RCB Digital is 5529. Valid for 2 minutes. Never share your OTP.

ہیلپ لائن: 111-728-111-042
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ ChenabSend (remittance app)

const chenab: Mail[] = [
  {
    family: "chenabsend",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "K7M-2Q9",
    code_digits: "K7M2Q9",
    link: "https://links.chenabsend.com/ls/click?upn=u001.Vq8rTz-2FkP1x7mLwD4&verify=ev_31c9e0b7",
    from: "ChenabSend <hello@chenabsend.com>",
    to: ME,
    subject: "Confirm your email to start sending money home",
    date: d(8, 30, "14:03:29"),
    text: `Assalam-o-Alaikum Hamza,

Thanks for signing up to ChenabSend. Before your first transfer, please confirm that this email
address belongs to you.

Tap the link below on the phone where the app is installed:
https://links.chenabsend.com/ls/click?upn=u001.Vq8rTz-2FkP1x7mLwD4&verify=ev_31c9e0b7

Or enter this code in the app: K7M-2Q9

The link and code expire in 24 hours.

Your first transfer to Pakistan is fee-free (up to AED 5,000).

Team ChenabSend
ChenabSend Payments Ltd is regulated by the Central Bank of the UAE. Office 1408, Bay Square 5,
Business Bay, Dubai. Help: help.chenabsend.com | WhatsApp +971 4 553 0190
`,
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#e9f7f3;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">Confirm your email - your first transfer to Pakistan is fee-free</div>
<table align="center" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:26px 20px 14px;" align="center"><img src="https://assets.chenabsend.com/mail/logo-teal.png" width="150" alt="ChenabSend"></td></tr>
<tr><td style="background:#ffffff;border-radius:14px;padding:30px 28px;font-family:Poppins,Arial,sans-serif;color:#173a35;">
<h1 style="margin:0 0 12px;font-size:22px;">Assalam-o-Alaikum Hamza,</h1>
<p style="margin:0 0 20px;font-size:15px;line-height:23px;">Thanks for signing up to ChenabSend. Before your first transfer, please confirm that this email address belongs to you.</p>
<table cellpadding="0" cellspacing="0" width="100%"><tr><td align="center">
<a href="https://links.chenabsend.com/ls/click?upn=u001.Vq8rTz-2FkP1x7mLwD4&amp;verify=ev_31c9e0b7" style="display:inline-block;background:#00a884;color:#ffffff;font-weight:600;font-size:16px;padding:14px 34px;border-radius:30px;text-decoration:none;">Confirm my email</a>
</td></tr></table>
<p style="margin:24px 0 8px;font-size:14px;text-align:center;color:#4f6b66;">Or enter this code in the app</p>
<p style="margin:0 0 20px;text-align:center;font-size:26px;font-weight:700;letter-spacing:4px;color:#173a35;">K7M-2Q9</p>
<p style="margin:0;font-size:13px;color:#4f6b66;text-align:center;">The link and code expire in 24 hours.</p>
</td></tr>
<tr><td style="padding:18px 10px;" align="center">
<table cellpadding="0" cellspacing="0" style="background:#fff7e0;border-radius:10px;"><tr><td style="padding:12px 18px;font-family:Arial,sans-serif;font-size:13px;color:#6b5500;">&#127873; Your first transfer to Pakistan is fee-free (up to AED 5,000).</td></tr></table>
</td></tr>
<tr><td style="padding:6px 24px 30px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#6f8884;" align="center">
ChenabSend Payments Ltd is regulated by the Central Bank of the UAE. Office 1408, Bay Square 5, Business Bay, Dubai.<br>
<a href="https://help.chenabsend.com" style="color:#6f8884;">Help</a> &middot; <a href="https://chenabsend.com/terms" style="color:#6f8884;">Terms</a> &middot; <a href="https://chenabsend.com/privacy" style="color:#6f8884;">Privacy</a> &middot; WhatsApp +971 4 553 0190<br>
<a href="https://www.instagram.com/chenabsend"><img src="https://assets.chenabsend.com/mail/ig.png" width="20" alt="Instagram"></a>
<a href="https://www.facebook.com/chenabsend"><img src="https://assets.chenabsend.com/mail/fb.png" width="20" alt="Facebook"></a>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "chenabsend",
    group: "consumer",
    lang: "ur",
    kind: "transfer-completed",
    code: null,
    link: null,
    from: "ChenabSend <receipts@chenabsend.com>",
    to: ME,
    subject: "رقم پہنچ گئی: 150,000 روپے محمد اسلم قریشی کو",
    date: d(9, 29, "18:44:02"),
    text: `آپ کی بھیجی ہوئی رقم پہنچ گئی ہے۔

ٹرانسفر آئی ڈی: CS-PK-7719024
بھیجی گئی رقم: AED 1,503.00 (29 ستمبر 2025، شام 6:21)
فیس: AED 0.00
ایکسچینج ریٹ: 1 درہم = 99.80 روپے
وصول شدہ رقم: PKR 150,000.00 (شام 6:43)
وصول کنندہ: محمد اسلم قریشی، راوی کمرشل بینک ****0912 (لاہور)

ادائیگی: صدیم بینک ڈیبٹ کارڈ ****4410

رسید شیئر کرنے یا یہی ٹرانسفر دوبارہ کرنے کے لیے ایپ میں Activity والا حصہ کھولیں۔

ChenabSend Payments Ltd - Office 1408, Bay Square 5, Business Bay, Dubai
مدد: help.chenabsend.com
`,
    html:
      `<html dir="rtl" lang="ur"><body style="margin:0;background:#e9f7f3;font-family:'Noto Nastaliq Urdu',Tahoma,sans-serif;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;margin-top:24px;">
<tr><td align="center" style="padding:26px;"><img src="https://assets.chenabsend.com/mail/delivered-check.png" width="56" alt="پہنچ گئی"><h2 style="color:#173a35;margin:10px 0 0;">آپ کی بھیجی ہوئی رقم پہنچ گئی ہے</h2>
<p dir="ltr" style="font-family:Arial,sans-serif;font-size:30px;font-weight:bold;color:#00a884;margin:10px 0;">PKR 150,000.00</p>
<p style="color:#4f6b66;margin:0;">محمد اسلم قریشی &middot; راوی کمرشل بینک <span dir="ltr">****0912</span></p></td></tr>
<tr><td style="padding:0 26px 26px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;color:#173a35;border-top:1px solid #e0ece9;">
<tr><td>ٹرانسفر آئی ڈی</td><td align="left" dir="ltr">CS-PK-7719024</td></tr>
<tr><td>بھیجی گئی رقم</td><td align="left" dir="ltr">AED 1,503.00</td></tr>
<tr><td>فیس</td><td align="left" dir="ltr">AED 0.00</td></tr>
<tr><td>ایکسچینج ریٹ</td><td align="left" dir="ltr">1 AED = 99.80 PKR</td></tr>
<tr><td>بھیجی / وصول ہوئی</td><td align="left" dir="ltr">29 Sep 2025, 18:21 / 18:43</td></tr>
<tr><td>ادائیگی</td><td align="left">صدیم بینک ڈیبٹ کارڈ <span dir="ltr">****4410</span></td></tr>
</table></td></tr></table>
<p dir="ltr" style="text-align:center;font-family:Arial,sans-serif;font-size:11px;color:#6f8884;">ChenabSend Payments Ltd &middot; Office 1408, Bay Square 5, Business Bay, Dubai &middot; <a href="https://help.chenabsend.com" style="color:#6f8884;">help.chenabsend.com</a></p>
</body></html>`,
    enc: "8bit",
  },
  {
    family: "chenabsend",
    group: "consumer",
    lang: "ur",
    kind: "login-code",
    code: "771093",
    link: null,
    from: "ChenabSend <security@chenabsend.com>",
    to: ME,
    subject: "آپ کا ChenabSend لاگ ان کوڈ",
    date: d(10, 17, "23:05:40", "+0500"),
    text: `السلام علیکم حمزہ،

نئے فون پر ChenabSend میں لاگ ان کرنے کے لیے یہ کوڈ درج کریں:

771093

یہ کوڈ 10 منٹ میں ختم ہو جائے گا۔ ہماری ٹیم کبھی بھی فون یا واٹس ایپ پر یہ کوڈ نہیں مانگے گی۔

اگر آپ نے لاگ ان کی کوشش نہیں کی تو ایپ میں Settings > Security میں جا کر اپنا پن تبدیل کریں۔

ChenabSend ٹیم
`,
    html: `<html dir="rtl" lang="ur"><body style="margin:0;background:#e9f7f3;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;margin-top:24px;font-family:'Noto Nastaliq Urdu',Tahoma,sans-serif;">
<tr><td align="center" style="padding:22px;"><img src="https://assets.chenabsend.com/mail/logo-teal.png" width="130" alt="ChenabSend"></td></tr>
<tr><td style="padding:0 28px;font-size:16px;line-height:32px;text-align:right;color:#173a35;">السلام علیکم حمزہ،<br>نئے فون پر ChenabSend میں لاگ ان کرنے کے لیے یہ کوڈ درج کریں:</td></tr>
<tr><td align="center" style="padding:16px;">
<table cellpadding="0" cellspacing="6" dir="ltr"><tr>
<td style="width:40px;height:48px;background:#e9f7f3;border-radius:8px;font:700 24px Arial;color:#173a35;text-align:center;">7</td>
<td style="width:40px;height:48px;background:#e9f7f3;border-radius:8px;font:700 24px Arial;color:#173a35;text-align:center;">7</td>
<td style="width:40px;height:48px;background:#e9f7f3;border-radius:8px;font:700 24px Arial;color:#173a35;text-align:center;">1</td>
<td style="width:40px;height:48px;background:#e9f7f3;border-radius:8px;font:700 24px Arial;color:#173a35;text-align:center;">0</td>
<td style="width:40px;height:48px;background:#e9f7f3;border-radius:8px;font:700 24px Arial;color:#173a35;text-align:center;">9</td>
<td style="width:40px;height:48px;background:#e9f7f3;border-radius:8px;font:700 24px Arial;color:#173a35;text-align:center;">3</td>
</tr></table></td></tr>
<tr><td style="padding:0 28px 24px;font-size:14px;line-height:28px;text-align:right;color:#4f6b66;">یہ کوڈ 10 منٹ میں ختم ہو جائے گا۔ ہماری ٹیم کبھی بھی فون یا واٹس ایپ پر یہ کوڈ نہیں مانگے گی۔<br>اگر آپ نے لاگ ان کی کوشش نہیں کی تو ایپ میں <span dir="ltr">Settings &gt; Security</span> میں جا کر اپنا پن تبدیل کریں۔</td></tr>
</table>
<p style="text-align:center;font-family:Arial,sans-serif;font-size:11px;color:#6f8884;">ChenabSend Payments Ltd &middot; Bay Square 5, Business Bay, Dubai &middot; <a href="https://help.chenabsend.com" style="color:#6f8884;">help.chenabsend.com</a></p>
</body></html>`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ Oudra Card (credit card)

const oudra: Mail[] = [
  {
    family: "oudra-card",
    group: "consumer",
    lang: "en",
    kind: "purchase-otp",
    code: "248861",
    link: null,
    from: "Oudra Card <secure@oudracard.ae>",
    to: ME,
    subject: "Your Oudra Card verification code",
    date: d(9, 11, "21:30:55"),
    text: `Your verification code is 248861

Use it to approve your online payment of AED 1,289.00 at FALAK AIRWAYS with your Oudra Signature
card ending 6630. The code is valid for 5 minutes.

Never share this code. Oudra Card will never call you to ask for it.
Not you? Call 800 OUDRA (800 68372) now to block your card.

Oudra Card is issued by Oudra Finance PJSC, Al Wasl Road, Dubai, UAE.
`,
    html: `<html><body style="margin:0;background:#1a1410;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="background:#2a1f17;padding:18px 26px;"><img src="https://static.oudracard.ae/mail/oudra-gold.png" width="96" alt="OUDRA"></td></tr>
<tr><td style="padding:28px 26px 8px;font-size:15px;color:#2a1f17;">Your verification code is</td></tr>
<tr><td style="padding:0 26px 16px;font-size:36px;font-weight:300;letter-spacing:3px;color:#8b6a2b;">248 861</td></tr>
<tr><td style="padding:0 26px 22px;font-size:14px;line-height:22px;color:#4c4036;">Use it to approve your online payment of <b>AED 1,289.00</b> at <b>FALAK AIRWAYS</b> with your Oudra Signature card ending 6630. The code is valid for 5 minutes.</td></tr>
<tr><td style="padding:16px 26px;border-top:1px solid #eadfcc;font-size:12px;line-height:19px;color:#7d6f60;">Never share this code. Oudra Card will never call you to ask for it.<br>Not you? Call <b>800 OUDRA (800 68372)</b> now to block your card.</td></tr>
<tr><td style="padding:14px 26px;background:#f4ede0;font-size:10px;color:#9a8a74;">Oudra Card is issued by Oudra Finance PJSC, Al Wasl Road, Dubai, UAE. <a href="https://www.oudracard.ae/privacy" style="color:#9a8a74;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "oudra-card",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Oudra Card <statements@oudracard.ae>",
    to: ME,
    subject: "Your Oudra Signature statement is ready - payment due 10 Oct",
    date: d(9, 15, "07:02:19"),
    text: `Hello Hamza,

Your statement for the Oudra Signature card ending 6630 is ready.

Statement date: 14 Sep 2025
Statement balance: AED 6,418.72
Minimum payment: AED 320.94
Payment due date: 10 Oct 2025

Oud Points earned this month: 3,209 (total 41,877)

View statement: https://online.oudracard.ae/statements?card=6630&period=2025-09&utm_medium=email

Pay on time to avoid a late fee of AED 241.50 and interest at 3.25% per month.

Oudra Finance PJSC, Al Wasl Road, Dubai, UAE | 800 68372
Unsubscribe from marketing: https://online.oudracard.ae/preferences
`,
    html: `<html><body style="margin:0;background:#1a1410;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:'Helvetica Neue',Arial,sans-serif;color:#2a1f17;">
<tr><td style="background:#2a1f17;padding:18px 26px;"><img src="https://static.oudracard.ae/mail/oudra-gold.png" width="96" alt="OUDRA"></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;">Hello Hamza,</td></tr>
<tr><td style="padding:0 26px 16px;font-size:14px;color:#4c4036;">Your statement for the Oudra Signature card ending 6630 is ready.</td></tr>
<tr><td style="padding:0 26px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" style="background:#f4ede0;padding:12px;font-size:11px;color:#7d6f60;">STATEMENT BALANCE<br><span style="font-size:18px;color:#2a1f17;">AED 6,418.72</span></td>
<td width="33%" style="background:#efe5d3;padding:12px;font-size:11px;color:#7d6f60;">MINIMUM PAYMENT<br><span style="font-size:18px;color:#2a1f17;">AED 320.94</span></td>
<td width="33%" style="background:#e8dcc5;padding:12px;font-size:11px;color:#7d6f60;">DUE DATE<br><span style="font-size:18px;color:#2a1f17;">10 Oct 2025</span></td>
</tr></table></td></tr>
<tr><td style="padding:14px 26px;font-size:13px;color:#4c4036;">Statement date: 14 Sep 2025 &middot; Oud Points earned: 3,209 (total 41,877)</td></tr>
<tr><td style="padding:6px 26px 22px;"><a href="https://online.oudracard.ae/statements?card=6630&amp;period=2025-09&amp;utm_medium=email" style="background:#8b6a2b;color:#fff;padding:11px 24px;text-decoration:none;font-size:14px;">View statement</a></td></tr>
<tr><td style="padding:14px 26px;background:#f4ede0;font-size:10px;line-height:15px;color:#9a8a74;">Pay on time to avoid a late fee of AED 241.50 and interest at 3.25% per month.<br>Oudra Finance PJSC, Al Wasl Road, Dubai, UAE &middot; 800 68372 &middot; <a href="https://online.oudracard.ae/preferences" style="color:#9a8a74;">Unsubscribe from marketing</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "oudra-card",
    group: "consumer",
    lang: "ar",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "بطاقة عُدرة <alerts@oudracard.ae>",
    to: ME,
    subject: "تمت عملية شراء ببطاقتك المنتهية بـ 6630",
    date: d(10, 12, "19:26:33"),
    text:
      `تمت عملية شراء بمبلغ 742.50 درهم لدى CARREFOUR MOE DUBAI ببطاقة عُدرة سيغنتشر المنتهية بـ 6630 بتاريخ 12/10/2025 الساعة 19:26.
الرصيد المتاح: 23,581.28 درهم.
إذا لم تقم بهذه العملية، اتصل بنا على 68372 800.
`,
    html: null,
    enc: "b64",
  },
];

// ------------------------------------------------------------ Shanakht Online (national identity database, Pakistan)

const shanakht: Mail[] = [
  {
    family: "shanakht-online",
    group: "regional",
    lang: "ur",
    kind: "verification-code",
    code: "83025417",
    link: null,
    from: "Shanakht Online <noreply@shanakht.gov.pk.example>",
    to: ME,
    subject: "شناخت آن لائن - ای میل تصدیقی کوڈ",
    date: d(9, 7, "16:12:09", "+0500"),
    text: `محترم درخواست گزار،

شناخت آن لائن پر اپنا اکاؤنٹ بنانے کے لیے درج ذیل تصدیقی کوڈ استعمال کریں:

تصدیقی کوڈ: 83025417

یہ کوڈ 15 منٹ تک کارآمد ہے۔

Dear Applicant, use verification code 83025417 to complete your Shanakht Online account registration. The code is valid for 15 minutes.

بیرون ملک مقیم پاکستانیوں کے لیے ہیلپ لائن: +92 51 111 786 100
یہ ای میل خودکار نظام سے بھیجی گئی ہے۔
`,
    html:
      `<html dir="rtl"><head><meta charset="utf-8"></head><body style="font-family:Tahoma,'Noto Naskh Arabic',sans-serif;background:#ffffff;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #0a5c36;">
<tr><td style="background:#0a5c36;color:#ffffff;padding:12px 18px;font-size:18px;">شناخت آن لائن <span style="font-size:12px;">| Shanakht Online</span></td></tr>
<tr><td style="padding:20px 18px;font-size:15px;line-height:30px;text-align:right;">
محترم درخواست گزار،<br>
شناخت آن لائن پر اپنا اکاؤنٹ بنانے کے لیے درج ذیل تصدیقی کوڈ استعمال کریں:<br>
<table align="center" style="margin:10px auto;"><tr><td style="border:2px solid #0a5c36;padding:6px 20px;font-family:Arial;font-size:24px;font-weight:bold;">83025417</td></tr></table>
یہ کوڈ 15 منٹ تک کارآمد ہے۔
</td></tr>
<tr><td dir="ltr" style="padding:0 18px 16px;font-family:Arial;font-size:12px;color:#444;">Dear Applicant, use verification code 83025417 to complete your Shanakht Online account registration. The code is valid for 15 minutes.</td></tr>
<tr><td style="padding:10px 18px;background:#eef5f1;font-size:11px;color:#555;text-align:right;">بیرون ملک مقیم پاکستانیوں کے لیے ہیلپ لائن: <span dir="ltr">+92 51 111 786 100</span><br>یہ ای میل خودکار نظام سے بھیجی گئی ہے۔</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "shanakht-online",
    group: "regional",
    lang: "ur",
    kind: "application-status",
    code: null,
    link: null,
    from: "Shanakht Online <noreply@shanakht.gov.pk.example>",
    to: ME,
    subject: "درخواست کی صورتحال: NICOP تجدید - ٹریکنگ آئی ڈی 1020-4587-3319",
    date: d(10, 6, "12:40:51", "+0500"),
    text: `محترم حمزہ قریشی،

آپ کی NICOP تجدید کی درخواست (ٹریکنگ آئی ڈی: 1020-4587-3319) پرنٹنگ کے مرحلے میں ہے۔

درخواست کی تاریخ: 14-09-2025
فیس ادا شدہ: 42 امریکی ڈالر (ارجنٹ)
ترسیل کا پتہ: جمیرہ ولیج سرکل، دبئی، متحدہ عرب امارات
متوقع ترسیل: 7 سے 10 کاروباری دن

کارڈ بذریعہ کوریئر آپ کے پتے پر بھیجا جائے گا۔ وصولی کے وقت اپنا پرانا کارڈ یا پاسپورٹ ساتھ رکھیں۔

اپنی درخواست کی صورتحال کسی بھی وقت ویب سائٹ پر ٹریکنگ آئی ڈی درج کر کے دیکھ سکتے ہیں۔

شناخت آن لائن
`,
    html: null,
    enc: "qp",
  },
];

// ------------------------------------------------------------ Mehsool (tax portal, Pakistan)

const mehsool: Mail[] = [
  {
    family: "mehsool-portal",
    group: "regional",
    lang: "en",
    kind: "verification-code",
    code: "2739",
    link: null,
    from: "Mehsool Portal <verification@mehsool.gov.pk.example>",
    to: ME,
    subject: "Mehsool e-Enrolment: e-mail verification code",
    date: d(9, 25, "19:03:44", "+0500"),
    text: `Dear Taxpayer,

Your e-mail verification code for e-Enrolment on the Mehsool Portal is:

Verification Code: 2739

Please enter this code on the enrolment form together with the mobile verification code sent by SMS.
CNIC: 35202-*******-5

Do not share this code with anyone. Tax officers will never ask for it.

Mehsool Portal - Directorate of Digital Taxation
Helpline: 051-111-772-772
This is a system generated e-mail.
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:12px;color:#000;">
<table width="600" border="0" cellpadding="4" cellspacing="0">
<tr><td bgcolor="#003366"><font color="#ffffff" size="3"><b>Mehsool Portal</b></font> <font color="#cccccc" size="1">Directorate of Digital Taxation</font></td></tr>
<tr><td><br>Dear Taxpayer,<br><br>
Your e-mail verification code for e-Enrolment on the Mehsool Portal is:<br><br>
<b>Verification Code:</b> <font size="4" color="#003366"><b>2739</b></font><br><br>
Please enter this code on the enrolment form together with the mobile verification code sent by SMS.<br>
CNIC: 35202-*******-5<br><br>
Do not share this code with anyone. Tax officers will never ask for it.<br><br>
Mehsool Portal<br>Helpline: 051-111-772-772<br><br>
<font color="#888888" size="1">This is a system generated e-mail.</font></td></tr>
</table></body></html>`,
  },
  {
    family: "mehsool-portal",
    group: "regional",
    lang: "en",
    kind: "return-acknowledgement",
    code: null,
    link: null,
    from: "Mehsool Portal <returns@mehsool.gov.pk.example>",
    to: ME,
    subject: "Acknowledgement: Income Tax Return for Tax Year 2025 filed",
    date: d(9, 29, "23:41:07", "+0500"),
    text: `Dear HAMZA QURESHI,

Your Return of Income for Tax Year 2025 has been filed successfully.

Registration No.: 3520219****45
Return type: Normal (Non-resident)
Filing date: 29-Sep-2025 23:39
Acknowledgement Slip No.: 100000241875509
Tax payable: Rs. 0
Status on Active Taxpayers List: to be updated from 15-Oct-2025

The acknowledgement slip and a copy of your return are attached for your record.

Mehsool Portal - Directorate of Digital Taxation
Helpline: 051-111-772-772
`,
    html: null,
    attachment: [
      "Acknowledgement_TY2025_100000241875509.pdf",
      "application/pdf",
      "%PDF-1.3\n% acknowledgement slip placeholder\n%%EOF\n",
    ],
  },
];

// ------------------------------------------------------------ Zaharat Telecom (UAE operator)

function zaharatPage(pre: string, inner: string, dir = "ltr"): string {
  return `<html dir="${dir}"><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f0f7;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f3f0f7"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0 12px;" align="center"><img src="https://cdn.zaharat.ae/em/logo-purple-2x.png" width="130" alt="zaharat"></td></tr>
<tr><td bgcolor="#ffffff" style="border-radius:16px;padding:28px 30px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#2d2640;">${inner}</td></tr>
<tr><td align="center" style="padding:18px 10px 6px;">
<a href="https://zaharat.app.link/email-footer?os=ios"><img src="https://cdn.zaharat.ae/em/appstore-badge.png" width="110" alt="App Store"></a>
<a href="https://zaharat.app.link/email-footer?os=android"><img src="https://cdn.zaharat.ae/em/googleplay-badge.png" width="124" alt="Google Play"></a></td></tr>
<tr><td align="center" style="padding:6px 10px 26px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#857d98;">
Zaharat Telecommunications PJSC, PO Box 50500, Dubai, UAE &middot; Call 155 from your Zaharat line<br>
<a href="https://www.zaharat.ae/en/legal/privacy" style="color:#857d98;">Privacy</a> &middot; <a href="https://www.zaharat.ae/en/legal/terms" style="color:#857d98;">Terms</a> &middot; &copy; 2025 Zaharat
</td></tr></table></td></tr></table></body></html>`;
}

const zaharat: Mail[] = [
  {
    family: "zaharat-telecom",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Zaharat <ebill@zaharat.ae>",
    to: ME,
    subject: "Your Zaharat bill for September: AED 312.38",
    date: d(10, 4, "08:30:00"),
    text: `Hi Hamza,

Your bill for account 1.20993841 (Postpaid Freedom 250, 05X XXX 4417) is ready.

Bill period: 01 Sep - 30 Sep 2025
Amount due: AED 312.38 (incl. VAT 5%)
Due date: 24 Oct 2025

Includes international calls to Pakistan: AED 41.20
Roaming: AED 0.00

AutoPay is ON - we'll charge your card ending 6630 on 20 Oct 2025.

View bill details: https://my.zaharat.ae/billing/invoices?acct=120993841

Zaharat Telecommunications PJSC, PO Box 50500, Dubai, UAE
`,
    html: zaharatPage(
      "AED 312.38 due on 24 Oct - AutoPay is on",
      `<p style="margin:0 0 10px;font-size:18px;font-weight:bold;">Hi Hamza, your bill is ready</p>
<p style="margin:0 0 16px;">Account 1.20993841 &middot; Postpaid Freedom 250 &middot; 05X XXX 4417</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f7f4fb;border-radius:10px;">
<tr><td>Bill period</td><td align="right">01 Sep &ndash; 30 Sep 2025</td></tr>
<tr><td>Amount due <span style="font-size:11px;color:#857d98;">(incl. VAT 5%)</span></td><td align="right" style="font-size:22px;font-weight:bold;color:#6a2bd9;">AED 312.38</td></tr>
<tr><td>Due date</td><td align="right">24 Oct 2025</td></tr>
</table>
<p style="margin:16px 0;font-size:13px;color:#5d5570;">Includes international calls to Pakistan: AED 41.20 &middot; Roaming: AED 0.00<br>AutoPay is ON &mdash; we'll charge your card ending 6630 on 20 Oct 2025.</p>
<a href="https://my.zaharat.ae/billing/invoices?acct=120993841" style="display:inline-block;background:#6a2bd9;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none;font-weight:bold;">View bill details</a>`,
    ),
    enc: "qp",
  },
  {
    family: "zaharat-telecom",
    group: "regional",
    lang: "ar",
    kind: "confirm-email-change",
    code: null,
    link: "https://my.zaharat.ae/ar/account/email/confirm?t=ZHR-eml-6c1f09d4a8b27e35",
    from: "زهرات <no-reply@zaharat.ae>",
    to: ME,
    subject: "يرجى تأكيد بريدك الإلكتروني الجديد",
    date: d(9, 12, "13:27:18"),
    text: `مرحباً حمزة،

طلبت تغيير البريد الإلكتروني المرتبط بحسابك في زهرات (رقم الحساب 1.20993841) إلى:
hamza.qureshi@postbox.example

لإتمام التغيير، يرجى تأكيد العنوان الجديد عبر الرابط التالي خلال 48 ساعة:
https://my.zaharat.ae/ar/account/email/confirm?t=ZHR-eml-6c1f09d4a8b27e35

ستصلك الفواتير والعروض على العنوان الجديد بعد التأكيد.
إذا لم تطلب هذا التغيير، اتصل بنا على 155.

فريق زهرات
`,
    html: zaharatPage(
      "أكّد بريدك الإلكتروني لإتمام التغيير",
      `<div style="text-align:right;">
<p style="margin:0 0 10px;font-size:18px;font-weight:bold;">مرحباً حمزة،</p>
<p style="margin:0 0 12px;">طلبت تغيير البريد الإلكتروني المرتبط بحسابك في زهرات (رقم الحساب <span dir="ltr">1.20993841</span>) إلى:<br><b dir="ltr">hamza.qureshi@postbox.example</b></p>
<p style="margin:0 0 18px;">لإتمام التغيير، يرجى تأكيد العنوان الجديد خلال 48 ساعة.</p>
<p style="margin:0 0 18px;"><a href="https://my.zaharat.ae/ar/account/email/confirm?t=ZHR-eml-6c1f09d4a8b27e35" style="display:inline-block;background:#6a2bd9;color:#fff;padding:12px 28px;border-radius:24px;text-decoration:none;font-weight:bold;">تأكيد البريد الإلكتروني</a></p>
<p style="margin:0;font-size:13px;color:#5d5570;">ستصلك الفواتير والعروض على العنوان الجديد بعد التأكيد.<br>إذا لم تطلب هذا التغيير، اتصل بنا على 155.</p>
</div>`,
      "rtl",
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------ Jugnu Mobile (Pakistan operator)

const jugnu: Mail[] = [
  {
    family: "jugnu-mobile",
    group: "regional",
    lang: "ur",
    kind: "bundle-activated",
    code: null,
    link: null,
    from: "Jugnu Mobile <care@jugnu.com.pk>",
    to: ME,
    subject: "Mubarak ho! Aap ka Monthly Super Bundle activate ho gaya",
    date: d(9, 5, "11:15:26", "+0500"),
    text: `Assalam-o-Alaikum,

Aap ke number 0321-XXX-7780 par Monthly Super Bundle kamyabi se activate ho gaya hai.

Bundle mein shamil:
- 30 GB internet
- 3000 Jugnu minutes
- 300 doosre network minutes
- 3000 SMS

Qeemat: Rs. 1,499 (tax samait)
Muddat: 05-09-2025 se 04-10-2025 tak
Baqi balance: Rs. 212.40

Remaining MBs check karne ke liye *777# dial karein ya Jugnu app istemal karein.

Shukriya,
Jugnu Mobile
Helpline: 4444 (Jugnu number se) | 042-111-458-648
`,
    html: `<html><body style="margin:0;background:#fff8e1;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#ffc107;padding:16px 22px;"><img src="https://www.jugnu.com.pk/emailers/jugnu-logo.png" width="110" alt="Jugnu"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:22px;color:#333;">
<p style="margin:0 0 10px;">Assalam-o-Alaikum,</p>
<p style="margin:0 0 14px;">Aap ke number <b>0321-XXX-7780</b> par <b>Monthly Super Bundle</b> kamyabi se activate ho gaya hai.</p>
<table width="100%" cellpadding="0" cellspacing="6"><tr>
<td align="center" style="background:#fff3cd;border-radius:6px;padding:10px;"><b style="font-size:18px;">30 GB</b><br><span style="font-size:11px;">internet</span></td>
<td align="center" style="background:#fff3cd;border-radius:6px;padding:10px;"><b style="font-size:18px;">3000</b><br><span style="font-size:11px;">Jugnu mins</span></td>
<td align="center" style="background:#fff3cd;border-radius:6px;padding:10px;"><b style="font-size:18px;">300</b><br><span style="font-size:11px;">other network</span></td>
<td align="center" style="background:#fff3cd;border-radius:6px;padding:10px;"><b style="font-size:18px;">3000</b><br><span style="font-size:11px;">SMS</span></td>
</tr></table>
<p style="margin:14px 0 0;">Qeemat: Rs. 1,499 (tax samait)<br>Muddat: 05-09-2025 se 04-10-2025 tak<br>Baqi balance: Rs. 212.40</p>
<p style="margin:14px 0 0;">Remaining MBs check karne ke liye <b>*777#</b> dial karein ya <a href="https://jugnu.onelink.example/myjugnu" style="color:#b8860b;">Jugnu app</a> istemal karein.</p>
</td></tr>
<tr><td style="background:#333;color:#bbb;padding:12px 22px;font-size:11px;">Helpline: 4444 (Jugnu number se) | 042-111-458-648 &middot; Jugnu Mobile (Pvt) Ltd, 65-B Main Boulevard Gulberg, Lahore</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "jugnu-mobile",
    group: "regional",
    lang: "ur",
    kind: "login-code",
    code: "4081",
    link: null,
    from: "Jugnu Mobile <noreply@jugnu.com.pk>",
    to: ME,
    subject: "Jugnu App login code",
    date: d(10, 19, "14:48:03", "+0500"),
    text:
      `Aap ka Jugnu App login code 4081 hai. Yeh code 5 minute tak valid hai. Yeh code kisi ke saath share na karein - Jugnu kabhi bhi call kar ke code nahin maangta.

Agar aap ne login ki koshish nahin ki to 4444 par rabta karein.

Jugnu Mobile
`,
    html: null,
  },
];

// ------------------------------------------------------------ Ghaf Drive (car rental)

const ghaf: Mail[] = [
  {
    family: "ghaf-drive",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Ghaf Drive Rentals <reservations@ghafdrive.ae>",
    to: ME,
    subject: "Booking confirmed GD-DXB-558120 | Nissan Sunny or similar, 5-12 Sep",
    date: d(9, 4, "16:52:30"),
    text: `Hi Hamza,

Thank you for choosing Ghaf Drive. Your car is reserved.

Booking number: GD-DXB-558120
Car: Nissan Sunny or similar (Economy, automatic)
Pick-up: Fri 05 Sep 2025, 09:00 - Al Barsha branch, Shop 4, Al Barsha 1, Dubai
Return: Fri 12 Sep 2025, 09:00 - same branch
Mileage: 250 km/day included
Total: AED 693.00 (7 days x AED 99.00, VAT included)
Security deposit: AED 1,500.00 (pre-authorised on your card, released 21 days after return)

Please bring your Emirates ID, your UAE driving licence and the credit card used for the booking.
Salik tolls (AED 4 + AED 1 service fee per crossing) and traffic fines are charged after the rental.

Manage booking: https://www.ghafdrive.ae/manage?ref=GD-DXB-558120
Branch: +971 4 399 2185 (daily 08:00-22:00)

Drive safe,
Ghaf Drive Rentals LLC
`,
    html: `<html><body style="margin:0;background:#f1f4ef;font-family:Verdana,Arial,sans-serif;">
<div style="display:none;">Your car is reserved. Pick-up Fri 05 Sep 2025, 09:00, Al Barsha.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#3d5a2a;"><img src="https://www.ghafdrive.ae/img/mail/ghaf-logo-white.png" width="120" alt="Ghaf Drive"><span style="float:right;color:#d8e5cc;font-size:12px;line-height:36px;">Booking GD-DXB-558120</span></td></tr>
<tr><td style="padding:24px;font-size:13px;line-height:20px;color:#2f3a2a;">
<p style="margin:0 0 10px;font-size:17px;"><b>Hi Hamza, your car is reserved.</b></p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="180"><img src="https://www.ghafdrive.ae/img/fleet/nissan-sunny-white-360.png" width="170" alt="Nissan Sunny or similar"></td>
<td style="font-size:13px;"><b>Nissan Sunny</b> or similar<br>Economy &middot; automatic &middot; 5 seats<br>250 km/day included</td>
</tr></table>
<table width="100%" cellpadding="7" cellspacing="0" style="margin-top:14px;font-size:12px;border:1px solid #dfe6d8;">
<tr><td width="50%" style="background:#f6f9f3;"><b>PICK-UP</b><br>Fri 05 Sep 2025, 09:00<br>Al Barsha branch, Shop 4, Al Barsha 1</td><td style="background:#f6f9f3;"><b>RETURN</b><br>Fri 12 Sep 2025, 09:00<br>Same branch</td></tr>
<tr><td>7 days &times; AED 99.00</td><td align="right"><b>AED 693.00</b> <span style="color:#777;">(VAT incl.)</span></td></tr>
<tr><td>Security deposit (pre-authorised)</td><td align="right">AED 1,500.00</td></tr>
</table>
<p style="margin:14px 0;">Please bring your Emirates ID, your UAE driving licence and the credit card used for the booking. Salik tolls (AED 4 + AED 1 service fee per crossing) and traffic fines are charged after the rental.</p>
<p><a href="https://www.ghafdrive.ae/manage?ref=GD-DXB-558120" style="color:#3d5a2a;font-weight:bold;">Manage booking</a> &nbsp;|&nbsp; Branch: +971 4 399 2185 (daily 08:00&ndash;22:00)</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#eef2ea;font-size:10px;color:#6c7765;">Ghaf Drive Rentals LLC &middot; Trade licence 771204 &middot; Al Quoz Industrial 3, Dubai, UAE &middot; <a href="https://www.ghafdrive.ae/terms" style="color:#6c7765;">Rental terms</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "ghaf-drive",
    group: "consumer",
    lang: "ar",
    kind: "deposit-released",
    code: null,
    link: null,
    from: "غاف درايف <accounts@ghafdrive.ae>",
    to: ME,
    subject: "تم الإفراج عن مبلغ التأمين - الحجز GD-DXB-558120",
    date: d(10, 3, "10:05:44"),
    text: `عزيزي العميل،

تم الإفراج عن مبلغ التأمين الخاص بالحجز GD-DXB-558120.

مبلغ التأمين: 1,500.00 درهم
رسوم سالك (6 عبور): 30.00 درهم
المبلغ المُفرج عنه: 1,470.00 درهم
لم تُسجّل أي مخالفات مرورية خلال فترة الإيجار.

قد يستغرق ظهور المبلغ في كشف حساب بطاقتك من 5 إلى 10 أيام عمل حسب البنك المُصدر.

Dear customer, the deposit for booking GD-DXB-558120 has been released: AED 1,470.00 after Salik
charges of AED 30.00 (6 crossings). No traffic fines were recorded.

غاف درايف لتأجير السيارات ذ.م.م | 2185 399 4 971+
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Masar (ride-hailing)

const masar: Mail[] = [
  {
    family: "masar-rides",
    group: "consumer",
    lang: "ar",
    kind: "login-code",
    code: "3316",
    link: null,
    from: "مسار <no-reply@masar.app>",
    to: ME,
    subject: "مسار: رمز تسجيل الدخول",
    date: d(9, 13, "01:14:22"),
    text: `رمز مسار الخاص بك: 3316

أدخل هذا الرمز في التطبيق لتسجيل الدخول على جهازك الجديد. تنتهي صلاحية الرمز خلال 5 دقائق.

لن تطلب منك مسار هذا الرمز أبداً عبر الهاتف أو المحادثة.

مسار للتقنيات م.ح.ذ.م.م، مدينة دبي للإنترنت، المبنى 2، دبي، الإمارات العربية المتحدة
المساعدة: https://help.masar.app/ar
`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#ffffff;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 16px;">
<table width="420" cellpadding="0" cellspacing="0" style="text-align:right;">
<tr><td><img src="https://cdn.masar.app/email/masar-m-black.png" width="36" height="36" alt="مسار"></td></tr>
<tr><td style="padding:24px 0 8px;font-size:24px;font-weight:700;color:#111;">رمز مسار الخاص بك</td></tr>
<tr><td style="padding:8px 0 16px;"><span dir="ltr" style="display:inline-block;font-family:Arial,sans-serif;font-size:40px;font-weight:800;letter-spacing:12px;color:#111;background:#f2f2f2;padding:10px 16px;border-radius:8px;">3316</span></td></tr>
<tr><td style="font-size:15px;line-height:24px;color:#444;">أدخل هذا الرمز في التطبيق لتسجيل الدخول على جهازك الجديد. تنتهي صلاحية الرمز خلال 5 دقائق.</td></tr>
<tr><td style="padding:16px 0;font-size:13px;color:#777;">لن تطلب منك مسار هذا الرمز أبداً عبر الهاتف أو المحادثة.</td></tr>
<tr><td style="padding-top:24px;border-top:1px solid #eee;font-size:11px;color:#999;">مسار للتقنيات م.ح.ذ.م.م، مدينة دبي للإنترنت، المبنى 2، دبي &middot; <a href="https://help.masar.app/ar" style="color:#999;">المساعدة</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "masar-rides",
    group: "consumer",
    lang: "ar",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "مسار <receipts@masar.app>",
    to: ME,
    subject: "إيصال رحلتك مع مسار - الجمعة 10 أكتوبر",
    date: d(10, 10, "23:58:10"),
    text: `شكراً لركوبك مع مسار يا حمزة

الإجمالي: 47.60 درهم

من: مستشفى نخيل كريست، البرشاء جنوب 3 (23:21)
إلى: قرية جميرا الدائرية، المنطقة 12 (23:42)
المسافة: 14.8 كم - المدة: 21 دقيقة
الفئة: مسار كومفورت
السائق: إمتياز - تويوتا كامري بيضاء

الأجرة: 42.10 درهم
رسوم سالك: 4.00 درهم
رسوم الحجز: 1.50 درهم
طريقة الدفع: Oudra •••• 6630

رقم الرحلة: MSR-9F27-11C4
قيّم رحلتك أو أبلغ عن غرض مفقود من صفحة الرحلات في التطبيق.
`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#f6f6f6;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#111;padding:18px 22px;color:#fff;font-size:13px;"><img src="https://cdn.masar.app/email/masar-wordmark-white.png" width="80" alt="مسار" style="vertical-align:middle;"> &nbsp; الجمعة 10 أكتوبر 2025</td></tr>
<tr><td style="padding:22px;text-align:right;"><div style="font-size:20px;font-weight:bold;color:#111;">شكراً لركوبك مع مسار يا حمزة</div>
<div style="font-size:34px;font-weight:bold;margin-top:10px;">47.60 <span style="font-size:16px;">درهم</span></div></td></tr>
<tr><td style="padding:0 22px;"><img src="https://maps.masar.app/static/trip/MSR-9F27-11C4.png?w=436&amp;h=180" width="436" alt="خريطة الرحلة"></td></tr>
<tr><td style="padding:14px 22px;font-size:13px;line-height:22px;color:#333;text-align:right;">
<b>23:21</b> مستشفى نخيل كريست، البرشاء جنوب 3<br><b>23:42</b> قرية جميرا الدائرية، المنطقة 12<br>
<span style="color:#777;">14.8 كم &middot; 21 دقيقة &middot; مسار كومفورت &middot; السائق: إمتياز، تويوتا كامري بيضاء</span></td></tr>
<tr><td style="padding:0 22px 18px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td>الأجرة</td><td align="left">42.10 درهم</td></tr>
<tr><td>رسوم سالك</td><td align="left">4.00 درهم</td></tr>
<tr><td>رسوم الحجز</td><td align="left">1.50 درهم</td></tr>
<tr><td><b>الإجمالي</b></td><td align="left"><b>47.60 درهم</b></td></tr>
<tr><td style="color:#777;">طريقة الدفع</td><td align="left" dir="ltr" style="color:#777;">Oudra •••• 6630</td></tr>
</table></td></tr>
<tr><td style="padding:12px 22px;background:#fafafa;font-size:11px;color:#888;text-align:right;">رقم الرحلة: MSR-9F27-11C4 &middot; <a href="https://help.masar.app/ar/lost-item" style="color:#888;">الإبلاغ عن غرض مفقود</a> &middot; <a href="https://help.masar.app/ar" style="color:#888;">المساعدة</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ Bazaarat (UAE online shop)

function bazaaratPage(pre: string, inner: string, dir = "ltr"): string {
  return `<!DOCTYPE html><html dir="${dir}"><head><meta charset="utf-8"><style>@media(max-width:600px){.w{width:100%!important}}</style></head>
<body style="margin:0;background:#fff6ee;">
<span style="display:none;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table class="w" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:14px 20px;border-bottom:3px solid #ff6a13;"><a href="https://www.bazaarat.ae/?utm_source=crm&amp;utm_medium=email"><img src="https://img.bazaarat.ae/crm/logo-orange.png" width="128" alt="bazaarat"></a></td></tr>
${inner}
<tr><td style="padding:16px 20px;background:#2b2b2b;color:#aaa;font-size:11px;line-height:17px;">
Bazaarat Retail FZE, Dubai Silicon Oasis, HQ Building, Dubai, UAE &middot; TRN 100384922700003<br>
<a href="https://www.bazaarat.ae/help" style="color:#ddd;">Help centre</a> &middot; <a href="https://www.bazaarat.ae/returns" style="color:#ddd;">Returns</a> &middot; <a href="https://www.bazaarat.ae/privacy" style="color:#ddd;">Privacy</a> &middot; <a href="https://www.bazaarat.ae/u/prefs?e=aHFAcGIuZXg" style="color:#ddd;">Email preferences</a>
</td></tr></table></td></tr></table></body></html>`;
}

const bazaarat: Mail[] = [
  {
    family: "bazaarat",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "bazaarat <orders@bazaarat.ae>",
    to: ME,
    subject: "Your order BZ-40221973 is on its way",
    date: d(9, 18, "12:31:06"),
    text: `Hi Hamza,

Good news: your order BZ-40221973 has shipped and will arrive Sat 20 Sep.

Philips Airfryer XXL HD9650 x 1 - AED 749.00
Kids' school backpack, navy x 1 - AED 89.00
Shipping: FREE
Total paid: AED 838.00 (Oudra •••• 6630)

Delivering to: Hamza Qureshi, Villa 27, District 12, Jumeirah Village Circle, Dubai, 05X XXX 4417
Carrier: bazaarat Express, tracking BZX-AE-7781204

Track your order: https://www.bazaarat.ae/orders/BZ-40221973/track?utm_source=crm&utm_medium=email

On delivery day we'll send you a delivery PIN to share with the courier.

Bazaarat Retail FZE, Dubai Silicon Oasis, Dubai, UAE
`,
    html: bazaaratPage(
      "Arriving Sat 20 Sep - order BZ-40221973",
      `<tr><td style="padding:22px 20px 6px;font-size:20px;font-weight:bold;color:#222;">Your order is on its way</td></tr>
<tr><td style="padding:0 20px 16px;font-size:14px;color:#555;">Order <b>BZ-40221973</b> &middot; Arriving <b style="color:#1a9e4b;">Sat 20 Sep</b></td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td width="70"><img src="https://img.bazaarat.ae/p/HD9650/thumb_64.jpg" width="60" alt="Philips Airfryer XXL"></td><td>Philips Airfryer XXL HD9650<br><span style="color:#888;">Qty 1</span></td><td align="right">AED 749.00</td></tr>
<tr><td><img src="https://img.bazaarat.ae/p/BKP-NV-22/thumb_64.jpg" width="60" alt="School backpack"></td><td>Kids' school backpack, navy<br><span style="color:#888;">Qty 1</span></td><td align="right">AED 89.00</td></tr>
<tr><td></td><td>Shipping</td><td align="right" style="color:#1a9e4b;">FREE</td></tr>
<tr><td></td><td><b>Total paid</b> <span style="color:#888;">(Oudra •••• 6630)</span></td><td align="right"><b>AED 838.00</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:13px;color:#555;line-height:19px;">Delivering to: Hamza Qureshi, Villa 27, District 12, Jumeirah Village Circle, Dubai<br>Carrier: bazaarat Express &middot; tracking BZX-AE-7781204</td></tr>
<tr><td style="padding:0 20px 22px;"><a href="https://www.bazaarat.ae/orders/BZ-40221973/track?utm_source=crm&amp;utm_medium=email" style="display:inline-block;background:#ff6a13;color:#fff;font-weight:bold;padding:12px 26px;border-radius:4px;text-decoration:none;">Track order</a>
<p style="font-size:12px;color:#888;margin:12px 0 0;">On delivery day we'll send you a delivery PIN to share with the courier.</p></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "bazaarat",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "7240",
    link: null,
    from: "bazaarat <orders@bazaarat.ae>",
    to: ME,
    subject: "Out for delivery today - your delivery PIN inside",
    date: d(9, 20, "08:12:44"),
    text: `Hi Hamza,

Your order BZ-40221973 is out for delivery today between 11:00 and 15:00.

Your delivery PIN: 7240

Share this PIN with the courier only when you receive the package. The courier cannot complete the
delivery without it.

Courier: Sajid (bazaarat Express), +971 58 XXX 2231
Tracking: BZX-AE-7781204

Bazaarat Retail FZE, Dubai Silicon Oasis, Dubai, UAE
`,
    html: bazaaratPage(
      "Delivery PIN for today's delivery",
      `<tr><td style="padding:22px 20px 6px;font-size:20px;font-weight:bold;color:#222;">Out for delivery today</td></tr>
<tr><td style="padding:0 20px 14px;font-size:14px;color:#555;">Order BZ-40221973 &middot; between 11:00 and 15:00</td></tr>
<tr><td align="center" style="padding:10px 20px;">
<table cellpadding="0" cellspacing="0" style="border:2px dashed #ff6a13;border-radius:8px;"><tr><td style="padding:14px 30px;text-align:center;">
<div style="font-size:12px;color:#888;text-transform:uppercase;letter-spacing:1px;">Your delivery PIN</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:8px;color:#222;">7240</div>
</td></tr></table></td></tr>
<tr><td style="padding:12px 20px 22px;font-size:13px;line-height:20px;color:#555;">Share this PIN with the courier only when you receive the package. The courier cannot complete the delivery without it.<br><br>Courier: Sajid (bazaarat Express), +971 58 XXX 2231<br>Tracking: BZX-AE-7781204</td></tr>`,
    ),
  },
  {
    family: "bazaarat",
    group: "consumer",
    lang: "ar",
    kind: "newsletter",
    code: null,
    link: null,
    from: "بازارات <offers@news.bazaarat.ae>",
    to: ME,
    subject: "الجمعة البيضاء بدأت مبكراً 🛍️ خصومات حتى 70%",
    date: d(10, 21, "18:00:00"),
    headers: [["List-Unsubscribe", "<https://www.bazaarat.ae/u/unsub?e=aHFAcGIuZXg>"]],
    text: `الجمعة البيضاء بدأت مبكراً في بازارات!

خصومات حتى 70% على الإلكترونيات والأجهزة المنزلية والأزياء.
استخدم كود الخصم WF25 واحصل على 15% إضافية (بحد أقصى 150 درهم) على الطلبات فوق 500 درهم.

- سماعات لاسلكية ابتداءً من 79 درهم
- قلايات هوائية ابتداءً من 199 درهم
- حقائب مدرسية ابتداءً من 39 درهم

تسوّق الآن: https://www.bazaarat.ae/ar/white-friday?utm_source=crm&utm_campaign=wf25_early

العرض ساري حتى 31 أكتوبر 2025 أو حتى نفاد الكمية.
لإلغاء الاشتراك: https://www.bazaarat.ae/u/unsub?e=aHFAcGIuZXg
`,
    html: bazaaratPage(
      "خصومات حتى 70% + كود WF25",
      `<tr><td><a href="https://www.bazaarat.ae/ar/white-friday?utm_source=crm&amp;utm_campaign=wf25_early"><img src="https://img.bazaarat.ae/crm/wf25/hero-ar-600.jpg" width="600" alt="الجمعة البيضاء - خصومات حتى 70%" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:18px 20px;text-align:right;font-size:15px;line-height:24px;color:#333;">خصومات حتى <b>70%</b> على الإلكترونيات والأجهزة المنزلية والأزياء.<br>استخدم كود الخصم <b style="background:#fff0e5;padding:2px 6px;">WF25</b> واحصل على 15% إضافية (بحد أقصى 150 درهم) على الطلبات فوق 500 درهم.</td></tr>
<tr><td style="padding:0 20px;"><table width="100%" cellpadding="6" cellspacing="0"><tr>
<td align="center"><a href="https://www.bazaarat.ae/ar/c/headphones?utm_campaign=wf25_early"><img src="https://img.bazaarat.ae/crm/wf25/tile-audio.jpg" width="170" alt="سماعات"></a><br>سماعات لاسلكية من 79 درهم</td>
<td align="center"><a href="https://www.bazaarat.ae/ar/c/air-fryers?utm_campaign=wf25_early"><img src="https://img.bazaarat.ae/crm/wf25/tile-airfryer.jpg" width="170" alt="قلايات هوائية"></a><br>قلايات هوائية من 199 درهم</td>
<td align="center"><a href="https://www.bazaarat.ae/ar/c/school-bags?utm_campaign=wf25_early"><img src="https://img.bazaarat.ae/crm/wf25/tile-bags.jpg" width="170" alt="حقائب مدرسية"></a><br>حقائب مدرسية من 39 درهم</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:18px 20px;"><a href="https://www.bazaarat.ae/ar/white-friday?utm_source=crm&amp;utm_campaign=wf25_early" style="background:#ff6a13;color:#fff;padding:13px 34px;font-weight:bold;text-decoration:none;border-radius:4px;">تسوّق الآن</a></td></tr>
<tr><td style="padding:0 20px 18px;font-size:11px;color:#999;text-align:right;">العرض ساري حتى 31 أكتوبر 2025 أو حتى نفاد الكمية. <a href="https://www.bazaarat.ae/u/unsub?e=aHFAcGIuZXg" style="color:#999;">إلغاء الاشتراك</a></td></tr>`,
      "rtl",
    ),
    enc: "b64",
  },
];

// ------------------------------------------------------------ SaudaGhar (Pakistani online shop)

const saudaghar: Mail[] = [
  {
    family: "saudaghar",
    group: "consumer",
    lang: "ur",
    kind: "order-placed",
    code: null,
    link: null,
    from: "SaudaGhar.pk <orders@saudaghar.pk>",
    to: ME,
    subject: "آپ کا آرڈر #SG-2587731 موصول ہو گیا ہے",
    date: d(9, 26, "22:10:37", "+0500"),
    text: `السلام علیکم حمزہ قریشی،

سودا گھر سے خریداری کا شکریہ! آپ کا آرڈر موصول ہو گیا ہے اور جلد روانہ کر دیا جائے گا۔

آرڈر نمبر: SG-2587731
آرڈر کی تاریخ: 26 ستمبر 2025

اشیاء:
1) ڈاؤلینس انورٹر ایئر کنڈیشنر 1.5 ٹن - 1 عدد - Rs. 164,999
2) سٹیبلائزر 2000W - 1 عدد - Rs. 12,450
ڈیلیوری چارجز: مفت
کل رقم: Rs. 177,449 (بین الاقوامی کارڈ سے ادا شدہ)

ترسیل کا پتہ:
محمد اسلم قریشی، مکان نمبر 114، بلاک C، علامہ اقبال ٹاؤن، لاہور 54570
فون: 0300-XXX-5561

متوقع ترسیل: 29 ستمبر سے 2 اکتوبر
انسٹالیشن ٹیم ترسیل کے 48 گھنٹوں کے اندر رابطہ کرے گی۔

سودا گھر کسٹمر کیئر: 042-111-728-324 (صبح 9 تا رات 11)
`,
    html: `<html dir="rtl" lang="ur"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6fb;font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:14px 20px;background:#14398a;"><img src="https://static.saudaghar.pk/mail/logo-ur-white.png" width="140" alt="سودا گھر"></td></tr>
<tr><td style="padding:20px;font-size:16px;line-height:32px;text-align:right;color:#222;">السلام علیکم حمزہ قریشی،<br>سودا گھر سے خریداری کا شکریہ! آپ کا آرڈر موصول ہو گیا ہے اور جلد روانہ کر دیا جائے گا۔
<p style="margin:6px 0;font-size:14px;">آرڈر نمبر: <b dir="ltr">SG-2587731</b> &middot; 26 ستمبر 2025</p></td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #e1e6f2;">
<tr style="background:#f0f3fa;"><td>شے</td><td>تعداد</td><td>قیمت</td></tr>
<tr><td><img src="https://static.saudaghar.pk/p/dwl-inv-15/80.jpg" width="50" alt="ایئر کنڈیشنر" style="vertical-align:middle;"> ڈاؤلینس انورٹر ایئر کنڈیشنر 1.5 ٹن</td><td>1</td><td dir="ltr">Rs. 164,999</td></tr>
<tr><td>سٹیبلائزر 2000W</td><td>1</td><td dir="ltr">Rs. 12,450</td></tr>
<tr><td>ڈیلیوری چارجز</td><td></td><td>مفت</td></tr>
<tr style="background:#f0f3fa;"><td><b>کل رقم</b></td><td></td><td dir="ltr"><b>Rs. 177,449</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:14px;line-height:28px;text-align:right;color:#333;">
<b>ترسیل کا پتہ:</b> محمد اسلم قریشی، مکان نمبر 114، بلاک C، علامہ اقبال ٹاؤن، لاہور 54570<br>
<b>متوقع ترسیل:</b> 29 ستمبر سے 2 اکتوبر<br>انسٹالیشن ٹیم ترسیل کے 48 گھنٹوں کے اندر رابطہ کرے گی۔<br>
<a href="https://www.saudaghar.pk/account/orders/SG-2587731" style="color:#14398a;">آرڈر کی تفصیل دیکھیں</a></td></tr>
<tr><td style="padding:12px 20px;background:#1d2433;color:#aab;font-size:12px;text-align:right;">کسٹمر کیئر: <span dir="ltr">042-111-728-324</span> (صبح 9 تا رات 11) &middot; <a href="https://www.saudaghar.pk/help" style="color:#dde;">مدد</a> &middot; <a href="https://www.saudaghar.pk/returns-policy" style="color:#dde;">واپسی کی پالیسی</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "saudaghar",
    group: "consumer",
    lang: "ur",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "SaudaGhar.pk <orders@saudaghar.pk>",
    to: ME,
    subject: "Order #SG-2587731 deliver ho gaya",
    date: d(10, 1, "15:26:50", "+0500"),
    text: `Assalam-o-Alaikum Hamza,

Aap ka order #SG-2587731 aaj 01-10-2025 ko 3:05 PM par deliver kar diya gaya hai.
Wusool kunanda: Muhammad Aslam Qureshi (Allama Iqbal Town, Lahore)

AC ki installation ke liye hamari team 48 ghante mein 0300-XXX-5561 par call karegi. Installation
muft hai (10 feet copper pipe tak); is se zyada pipe Rs. 1,100 fi foot charge hogi.

Warranty card aur invoice parcel ke andar mojood hain.

Apne tajurbe ke baare mein review likhein: https://www.saudaghar.pk/review/SG-2587731?src=email

Shukriya,
Team SaudaGhar
042-111-728-324
`,
    html: null,
  },
];

// ------------------------------------------------------------ Falak Airways

const falak: Mail[] = [
  {
    family: "falak-airways",
    group: "consumer",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Falak Airways <eticket@falakair.com.pk>",
    to: ME,
    subject: "E-ticket confirmation - PNR K4T9QZ - Dubai to Lahore, 16 Oct 2025",
    date: d(9, 11, "21:33:12"),
    text: `FALAK AIRWAYS - ELECTRONIC TICKET ITINERARY / RECEIPT

Booking reference (PNR): K4T9QZ
Passengers:
  MR HAMZA QURESHI        ticket 781-2290417735
  MRS SANA HAMZA          ticket 781-2290417736
  MSTR IBRAHIM HAMZA      ticket 781-2290417737

Outbound  FK 212  Thu 16 OCT 2025  DXB 15:40 (Terminal 1) -> LHE 19:55
Return    FK 215  Sun 26 OCT 2025  LHE 08:20 -> DXB 10:45 (Terminal 1)
Class: Economy (Flex)   Baggage: 2 x 23 kg + 7 kg cabin per adult

Fare: AED 3,867.00 | Taxes and fees: AED 1,095.00 | Total: AED 4,962.00
Paid by: VISA ending 6630 on 11 SEP 2025

Check-in counters close 60 minutes before departure. Passengers holding a NICOP or Pakistani passport
travel visa-free to Pakistan.

Manage your booking: https://www.falakair.com.pk/manage-booking?pnr=K4T9QZ&ln=QURESHI
Call centre: UAE 800 0357 4101 | Pakistan 111-325-252

Falak Airways Ltd, Falak House, Airport Road, Lahore Cantt, Pakistan
`,
    html: `<html><body style="margin:0;background:#eaf1f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1b2a3a;">
<tr><td style="background:#0b3c6d;padding:16px 22px;"><img src="https://www.falakair.com.pk/content/mail/falak-logo-white.png" width="150" alt="Falak Airways"></td></tr>
<tr><td style="padding:20px 22px 6px;font-size:18px;font-weight:bold;">Your e-ticket is confirmed</td></tr>
<tr><td style="padding:0 22px 12px;font-size:13px;">Booking reference (PNR): <span style="font-size:18px;font-weight:bold;letter-spacing:2px;color:#0b3c6d;">K4T9QZ</span></td></tr>
<tr><td style="padding:0 22px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #d5e1ec;">
<tr style="background:#f2f7fc;"><td colspan="4"><b>Outbound</b> &middot; FK 212 &middot; Thu 16 Oct 2025</td></tr>
<tr><td><b style="font-size:20px;">DXB</b><br>15:40 &middot; T1</td><td align="center">&#9992;<br>4h 45m</td><td><b style="font-size:20px;">LHE</b><br>19:55</td><td>Economy (Flex)</td></tr>
<tr style="background:#f2f7fc;"><td colspan="4"><b>Return</b> &middot; FK 215 &middot; Sun 26 Oct 2025</td></tr>
<tr><td><b style="font-size:20px;">LHE</b><br>08:20</td><td align="center">&#9992;<br>3h 25m</td><td><b style="font-size:20px;">DXB</b><br>10:45 &middot; T1</td><td>Economy (Flex)</td></tr>
</table></td></tr>
<tr><td style="padding:14px 22px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;">
<tr><td><b>Passenger</b></td><td><b>Ticket number</b></td></tr>
<tr><td>MR HAMZA QURESHI</td><td>781-2290417735</td></tr>
<tr><td>MRS SANA HAMZA</td><td>781-2290417736</td></tr>
<tr><td>MSTR IBRAHIM HAMZA</td><td>781-2290417737</td></tr>
</table></td></tr>
<tr><td style="padding:0 22px 14px;font-size:12px;line-height:19px;">Baggage: 2 &times; 23 kg + 7 kg cabin per adult<br>Fare AED 3,867.00 &middot; Taxes and fees AED 1,095.00 &middot; <b>Total AED 4,962.00</b> &middot; Paid by VISA ending 6630 on 11 Sep 2025</td></tr>
<tr><td style="padding:0 22px 18px;"><a href="https://www.falakair.com.pk/manage-booking?pnr=K4T9QZ&amp;ln=QURESHI" style="background:#f2a900;color:#0b3c6d;font-weight:bold;padding:10px 20px;text-decoration:none;">Manage booking</a></td></tr>
<tr><td style="padding:12px 22px;background:#f2f7fc;font-size:11px;line-height:17px;color:#55677a;">Check-in counters close 60 minutes before departure. Passengers holding a NICOP or Pakistani passport travel visa-free to Pakistan.<br>Call centre: UAE 800 0357 4101 | Pakistan 111-325-252 &middot; Falak Airways Ltd, Falak House, Airport Road, Lahore Cantt, Pakistan &middot; <a href="https://www.falakair.com.pk/conditions-of-carriage" style="color:#55677a;">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "falak-airways",
    group: "consumer",
    lang: "ur",
    kind: "miles-credited",
    code: null,
    link: null,
    from: "Falak Miles <miles@falakair.com.pk>",
    to: ME,
    subject: "فلک مائلز: آپ کے اکاؤنٹ میں 2,140 مائلز جمع ہو گئے",
    date: d(10, 29, "10:15:00", "+0500"),
    text: `محترم حمزہ قریشی،

آپ کی حالیہ پروازوں کے مائلز آپ کے فلک مائلز اکاؤنٹ (ممبرشپ نمبر FM 40 118 2277) میں جمع کر دیے گئے ہیں۔

FK 212 دبئی - لاہور، 16 اکتوبر: 1,070 مائلز
FK 215 لاہور - دبئی، 26 اکتوبر: 1,070 مائلز

کل بیلنس: 18,960 مائلز
ٹیئر: سلور (گولڈ کے لیے مزید 11,040 ٹیئر مائلز درکار)

مائلز کی میعاد: 31 دسمبر 2027

فلک ایئرویز
`,
    html:
      `<html dir="rtl" lang="ur"><body style="margin:0;background:#eaf1f8;font-family:'Noto Nastaliq Urdu',Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0b3c6d;padding:14px 22px;text-align:right;"><img src="https://www.falakair.com.pk/content/mail/falak-miles-white.png" width="150" alt="فلک مائلز"></td></tr>
<tr><td style="padding:20px 22px;font-size:16px;line-height:32px;text-align:right;color:#1b2a3a;">محترم حمزہ قریشی،<br>آپ کی حالیہ پروازوں کے مائلز آپ کے فلک مائلز اکاؤنٹ (ممبرشپ نمبر <span dir="ltr">FM 40 118 2277</span>) میں جمع کر دیے گئے ہیں۔</td></tr>
<tr><td style="padding:0 22px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #d5e1ec;">
<tr><td>FK 212 دبئی - لاہور، 16 اکتوبر</td><td dir="ltr" align="left">+1,070</td></tr>
<tr><td>FK 215 لاہور - دبئی، 26 اکتوبر</td><td dir="ltr" align="left">+1,070</td></tr>
<tr style="background:#f2f7fc;"><td><b>کل بیلنس</b></td><td dir="ltr" align="left"><b>18,960</b></td></tr>
</table></td></tr>
<tr><td style="padding:14px 22px;font-size:14px;line-height:28px;text-align:right;">ٹیئر: سلور (گولڈ کے لیے مزید 11,040 ٹیئر مائلز درکار)<br>مائلز کی میعاد: 31 دسمبر 2027</td></tr>
<tr><td style="padding:12px 22px;background:#f2f7fc;font-size:11px;color:#55677a;text-align:right;">فلک ایئرویز &middot; <a href="https://www.falakair.com.pk/ur/miles" style="color:#55677a;">فلک مائلز</a> &middot; <a href="https://www.falakair.com.pk/ur/unsubscribe" style="color:#55677a;">ای میلز بند کریں</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ Greenfield Heights British School (parent portal)

const greenfield: Mail[] = [
  {
    family: "greenfield-heights-school",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://parents.greenfieldheights.sch.ae/account/activate?token=GHBS-pa-8e41c7f9d2&email=hamza.qureshi%40postbox.example",
    from: "Greenfield Heights British School <noreply@greenfieldheights.sch.ae>",
    to: ME,
    subject: "Welcome to the GHBS Parent Portal - activate your account",
    date: d(8, 27, "13:05:22"),
    text: `Dear Dr Qureshi,

Welcome to Greenfield Heights British School for the 2025-26 academic year.

You have been added as a parent contact for:
  Ibrahim Hamza Qureshi - Year 3, class 3 Cedar (student ID GH-24178)

Please activate your Parent Portal account to see timetables, attendance, reports, fee statements
and to receive school messages:

https://parents.greenfieldheights.sch.ae/account/activate?token=GHBS-pa-8e41c7f9d2&email=hamza.qureshi%40postbox.example

The activation link is valid for 14 days. If you have already activated an account for another
child, just sign in with your existing details.

The first term starts on Monday 25 August 2025. School gates open at 07:15.

Kind regards,
Admissions and Parent Relations
Greenfield Heights British School
Al Barsha South 2, PO Box 283411, Dubai, UAE | +971 4 427 9900
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Calibri,Arial,sans-serif;color:#222;">
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:2px solid #0f5132;">
<table width="100%"><tr><td><img src="https://www.greenfieldheights.sch.ae/wp-content/uploads/ghbs-crest-80.png" width="64" height="64" alt="GHBS crest"></td>
<td style="text-align:right;font-family:Georgia,serif;color:#0f5132;font-size:20px;">Greenfield Heights<br><span style="font-size:13px;">British School &middot; Dubai</span></td></tr></table></td></tr>
<tr><td style="padding:20px 0;font-size:15px;line-height:23px;">
<p>Dear Dr Qureshi,</p>
<p>Welcome to Greenfield Heights British School for the 2025&ndash;26 academic year.</p>
<p>You have been added as a parent contact for:<br><b>Ibrahim Hamza Qureshi</b> &ndash; Year 3, class 3 Cedar (student ID GH-24178)</p>
<p>Please activate your Parent Portal account to see timetables, attendance, reports, fee statements and to receive school messages.</p>
<p style="margin:22px 0;"><a href="https://parents.greenfieldheights.sch.ae/account/activate?token=GHBS-pa-8e41c7f9d2&amp;email=hamza.qureshi%40postbox.example" style="background:#0f5132;color:#ffffff;padding:12px 26px;text-decoration:none;border-radius:4px;font-weight:bold;">Activate my account</a></p>
<p style="font-size:13px;color:#555;">The activation link is valid for 14 days. If you have already activated an account for another child, just <a href="https://parents.greenfieldheights.sch.ae/login" style="color:#0f5132;">sign in</a> with your existing details.</p>
<p>The first term starts on <b>Monday 25 August 2025</b>. School gates open at 07:15.</p>
<p>Kind regards,<br>Admissions and Parent Relations</p>
</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #ddd;font-size:11px;line-height:17px;color:#777;">Greenfield Heights British School, Al Barsha South 2, PO Box 283411, Dubai, UAE &middot; +971 4 427 9900<br>
<a href="https://www.facebook.com/GreenfieldHeightsDXB" style="color:#777;">Facebook</a> &middot; <a href="https://www.instagram.com/ghbs.dubai" style="color:#777;">Instagram</a> &middot; <a href="https://www.greenfieldheights.sch.ae/privacy-notice" style="color:#777;">Privacy notice</a></td></tr>
</table></body></html>`,
  },
  {
    family: "greenfield-heights-school",
    group: "regional",
    lang: "en",
    kind: "weekly-bulletin",
    code: null,
    link: null,
    from: "GHBS Primary <primary@greenfieldheights.sch.ae>",
    to: ME,
    subject: "Primary Weekly Bulletin - Week 7 (6-10 October)",
    date: d(10, 3, "15:30:00"),
    text: `Greenfield Heights British School - Primary Weekly Bulletin, Week 7

Dear Parents,

UPCOMING DATES
- Tue 7 Oct: Year 3 trip to the Dubai Dolphinarium science centre (buses leave 08:00, packed lunch)
- Thu 9 Oct: Parent-teacher meetings, 14:00-18:00 (bookings closed)
- 13-17 Oct: Mid-term break - school closed

YEAR 3 NEWS
This term Year 3 are learning about rocks and soils. Please send one empty jar to school by Wednesday.

UNIFORM SHOP
Open Mon/Wed 07:30-09:00. Winter jumpers are now in stock (AED 95).

FEES
Term 2 fees (AED 14,850) are due by 15 December. Statements are in the Parent Portal.

Have a lovely weekend,
Mrs Claire Whitford, Head of Primary

Greenfield Heights British School, Al Barsha South 2, Dubai | +971 4 427 9900
`,
    html: null,
    enc: "qp",
  },
];

// ------------------------------------------------------------ Dastaan Plus (Pakistani streaming)

const dastaan: Mail[] = [
  {
    family: "dastaan-plus",
    group: "consumer",
    lang: "ur",
    kind: "family-invite",
    code: null,
    link: "https://dastaanplus.tv/family/join?ref=fam_Q8w2ZrT4&utm_source=transactional&utm_medium=email",
    from: "Dastaan+ <hello@dastaanplus.tv>",
    to: ME,
    subject: "عثمان قریشی نے آپ کو Dastaan+ فیملی پلان میں شامل ہونے کی دعوت دی ہے",
    date: d(9, 19, "20:41:15", "+0500"),
    text: `السلام علیکم،

عثمان قریشی نے آپ کو اپنے Dastaan+ فیملی پلان میں شامل ہونے کی دعوت دی ہے۔ شامل ہونے کے بعد آپ اپنی الگ پروفائل کے ساتھ تمام ڈرامے، فلمیں اور لائیو کرکٹ بغیر کسی اضافی فیس کے دیکھ سکیں گے۔

دعوت قبول کرنے کے لیے یہ لنک کھولیں:
https://dastaanplus.tv/family/join?ref=fam_Q8w2ZrT4&utm_source=transactional&utm_medium=email

یہ دعوت 7 دن تک کارآمد ہے۔ فیملی پلان میں زیادہ سے زیادہ 5 ممبر شامل ہو سکتے ہیں۔

ٹیم Dastaan+
Dastaan Digital (Pvt) Ltd، ایم ایم عالم روڈ، گلبرگ III، لاہور
`,
    html: `<html dir="rtl" lang="ur"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0d0d14;font-family:'Noto Nastaliq Urdu',Tahoma,sans-serif;">
<div style="display:none;">عثمان قریشی کی طرف سے فیملی پلان کی دعوت</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#181826;border-radius:12px;">
<tr><td align="center" style="padding:26px;"><img src="https://img.dastaanplus.tv/mail/dastaan-plus-logo.png" width="140" alt="Dastaan+"></td></tr>
<tr><td style="padding:0 30px;text-align:right;color:#f1f1f5;font-size:18px;line-height:36px;">عثمان قریشی نے آپ کو اپنے <span dir="ltr">Dastaan+</span> فیملی پلان میں شامل ہونے کی دعوت دی ہے۔</td></tr>
<tr><td style="padding:10px 30px;text-align:right;color:#b8b8c8;font-size:14px;line-height:30px;">شامل ہونے کے بعد آپ اپنی الگ پروفائل کے ساتھ تمام ڈرامے، فلمیں اور لائیو کرکٹ بغیر کسی اضافی فیس کے دیکھ سکیں گے۔</td></tr>
<tr><td align="center" style="padding:22px;"><a href="https://dastaanplus.tv/family/join?ref=fam_Q8w2ZrT4&amp;utm_source=transactional&amp;utm_medium=email" style="background:#e50a5e;color:#fff;padding:13px 40px;border-radius:26px;text-decoration:none;font-size:17px;">دعوت قبول کریں</a></td></tr>
<tr><td style="padding:0 30px 24px;text-align:right;color:#8d8da0;font-size:12px;line-height:24px;">یہ دعوت 7 دن تک کارآمد ہے۔ فیملی پلان میں زیادہ سے زیادہ 5 ممبر شامل ہو سکتے ہیں۔</td></tr>
</table>
<p style="color:#6d6d80;font-size:11px;font-family:Arial,sans-serif;" dir="ltr">Dastaan Digital (Pvt) Ltd, MM Alam Road, Gulberg III, Lahore &middot; <a href="https://dastaanplus.tv/help" style="color:#6d6d80;">Help</a> &middot; <a href="https://dastaanplus.tv/privacy" style="color:#6d6d80;">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "dastaan-plus",
    group: "consumer",
    lang: "ur",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Dastaan+ <news@mail.dastaanplus.tv>",
    to: ME,
    subject: 'Is Jumay naya drama: "Mitti Ke Rang" - pehli 2 episodes abhi dekhein',
    date: d(10, 24, "19:00:00", "+0500"),
    headers: [["List-Unsubscribe", "<https://mail.dastaanplus.tv/unsub/u/7Zq81k>, <mailto:unsub@mail.dastaanplus.tv>"]],
    text: `Dastaan+ | Is hafte naya kya hai

MITTI KE RANG - naya drama serial
Lahore ke ek purane mohalle ki kahani, teen bhaiyon aur ek haveli ka jhagra. Pehli 2 episodes ab
streaming par, nayi episode har Jumay raat 8 baje.
Dekhein: https://dastaanplus.tv/series/mitti-ke-rang?utm_source=newsletter&utm_campaign=w43

LIVE CRICKET
Pakistan vs South Africa, 2nd ODI - Itwaar 26 October, 2:00 PM PKT

PHIR SE DEKHEIN
Purane classic dramas ab HD mein - Dhoop Kinare collection

Aap ko yeh email is liye mili kyun ke aap Dastaan+ Family plan ke member hain.
Unsubscribe: https://mail.dastaanplus.tv/unsub/u/7Zq81k
Dastaan Digital (Pvt) Ltd, MM Alam Road, Gulberg III, Lahore
`,
    html: `<html><body style="margin:0;background:#0d0d14;font-family:Arial,sans-serif;color:#f1f1f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#181826;">
<tr><td style="padding:16px 20px;"><img src="https://img.dastaanplus.tv/mail/dastaan-plus-logo.png" width="110" alt="Dastaan+"> <span style="float:right;color:#8d8da0;font-size:12px;line-height:30px;">Is hafte naya kya hai</span></td></tr>
<tr><td><a href="https://dastaanplus.tv/series/mitti-ke-rang?utm_source=newsletter&amp;utm_campaign=w43"><img src="https://img.dastaanplus.tv/mail/w43/mitti-ke-rang-hero.jpg" width="600" alt="Mitti Ke Rang - naya drama" style="display:block;"></a></td></tr>
<tr><td style="padding:18px 20px;"><div style="font-size:22px;font-weight:bold;">MITTI KE RANG</div>
<p style="color:#b8b8c8;font-size:14px;line-height:21px;">Lahore ke ek purane mohalle ki kahani, teen bhaiyon aur ek haveli ka jhagra. Pehli 2 episodes ab streaming par, nayi episode har Jumay raat 8 baje.</p>
<a href="https://dastaanplus.tv/series/mitti-ke-rang?utm_source=newsletter&amp;utm_campaign=w43" style="background:#e50a5e;color:#fff;padding:10px 24px;border-radius:20px;text-decoration:none;font-size:14px;">&#9654; Abhi dekhein</a></td></tr>
<tr><td style="padding:10px 20px;">
<table width="100%" cellpadding="0" cellspacing="8"><tr>
<td width="50%" style="background:#222235;padding:12px;font-size:13px;"><b>LIVE CRICKET</b><br><span style="color:#b8b8c8;">Pakistan vs South Africa, 2nd ODI<br>Itwaar 26 October, 2:00 PM PKT</span></td>
<td width="50%" style="background:#222235;padding:12px;font-size:13px;"><b>PHIR SE DEKHEIN</b><br><span style="color:#b8b8c8;">Purane classic dramas ab HD mein &ndash; Dhoop Kinare collection</span></td>
</tr></table></td></tr>
<tr><td style="padding:16px 20px;font-size:11px;color:#6d6d80;line-height:17px;">Aap ko yeh email is liye mili kyun ke aap Dastaan+ Family plan ke member hain. <a href="https://mail.dastaanplus.tv/unsub/u/7Zq81k" style="color:#6d6d80;">Unsubscribe</a><br>Dastaan Digital (Pvt) Ltd, MM Alam Road, Gulberg III, Lahore</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ Waris Adabi Sangat (Punjabi literary circle, Lahore)

const waris: Mail[] = [
  {
    family: "waris-adabi-sangat",
    group: "negative",
    lang: "pa",
    kind: "newsletter",
    code: null,
    link: null,
    from: "وارث ادبی سنگت <sangat.waris@postbox.example>",
    to: ME,
    subject: "وارث ادبی سنگت - اکتوبر دی ماہوار بیٹھک",
    date: d(10, 5, "21:12:40", "+0500"),
    text: `پیارے سنگتیو، سلام!

وارث ادبی سنگت دی اکتوبر دی ماہوار بیٹھک ایس واری چھنچھر وار 11 اکتوبر نوں شامیں 5 وجے پنجاب ہاؤس، مین بلیوارڈ گلبرگ، لاہور وچ ہووے گی۔

ایس بیٹھک دا پروگرام:
1۔ بابا بلھے شاہ دیاں کافیاں اُتے گل بات - پروفیسر نذیر احمد ڈوگر
2۔ نویاں نظماں دا پاٹھ - سنگت دے جوان لکھاری
3۔ چاہ تے گپ شپ

جیہڑے سجن پردیس وچ نیں، اوہ بیٹھک سنگت دے یوٹیوب چینل اُتے سدھی ویکھ سکدے نیں:
https://www.youtube.com/@warisadabisangat/live

ستمبر دی بیٹھک وچ پڑھیاں گئیاں نظماں سنگت دے اگلے رسالے "ونگاں" وچ چھپن گیاں۔

تہاڈا اپنا،
محمد شفیق بھٹی
سیکرٹری، وارث ادبی سنگت
فون: 0301-4471920
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "waris-adabi-sangat",
    group: "negative",
    lang: "pa",
    kind: "dues-receipt",
    code: null,
    link: null,
    from: "وارث ادبی سنگت <sangat.waris@postbox.example>",
    to: ME,
    subject: "رسید: سالانہ چندہ 2025-26",
    date: d(10, 14, "10:02:09", "+0500"),
    text: `ڈاکٹر حمزہ قریشی صاحب،

تہاڈا سالانہ چندہ 3,000 روپے (سال 2025-26) سنگت دے کھاتے وچ پہنچ گیا اے۔ بہت مہربانی۔

رسید نمبر: WAS-2025-0418
ممبر نمبر: 112
رقم: 3,000 روپے
ادائیگی: بینک ٹرانسفر، 13-10-2025

تہاڈے پیو جی، محمد اسلم قریشی صاحب، دی کتاب "چناں دے کنڈھے" دیاں 20 کاپیاں سنگت دی لائبریری لئی وی مل گئیاں نیں۔

رب راکھا،
خزانچی، وارث ادبی سنگت
`,
    html:
      `<html dir="rtl" lang="pnb"><body style="font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',serif;font-size:17px;line-height:34px;color:#2b2b2b;background:#fffdf6;">
<div style="max-width:560px;margin:0 auto;padding:20px;border:1px solid #e8dfc6;">
<p>ڈاکٹر حمزہ قریشی صاحب،</p>
<p>تہاڈا سالانہ چندہ 3,000 روپے (سال 2025-26) سنگت دے کھاتے وچ پہنچ گیا اے۔ بہت مہربانی۔</p>
<table cellpadding="4" style="font-size:15px;">
<tr><td>رسید نمبر:</td><td dir="ltr">WAS-2025-0418</td></tr>
<tr><td>ممبر نمبر:</td><td>112</td></tr>
<tr><td>رقم:</td><td>3,000 روپے</td></tr>
<tr><td>ادائیگی:</td><td>بینک ٹرانسفر، 13-10-2025</td></tr>
</table>
<p>تہاڈے پیو جی، محمد اسلم قریشی صاحب، دی کتاب "چناں دے کنڈھے" دیاں 20 کاپیاں سنگت دی لائبریری لئی وی مل گئیاں نیں۔</p>
<p>رب راکھا،<br>خزانچی، وارث ادبی سنگت</p>
</div></body></html>`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ Pera Kapı Otel (Istanbul)

const pera: Mail[] = [
  {
    family: "pera-kapi-otel",
    group: "consumer",
    lang: "tr",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Pera Kapı Otel <rezervasyon@perakapiotel.com.tr>",
    to: ME,
    subject: "Rezervasyon Onayı / Booking Confirmation - PK-251220-0871",
    date: d(10, 27, "16:48:31", "+0300"),
    text: `Sayın Hamza Qureshi,

Pera Kapı Otel'i tercih ettiğiniz için teşekkür ederiz. Rezervasyonunuz onaylanmıştır.

Rezervasyon No: PK-251220-0871
Giriş: 20 Aralık 2025, Cumartesi (14:00'ten itibaren)
Çıkış: 24 Aralık 2025, Çarşamba (12:00'ye kadar)
Oda: Aile Odası, Boğaz manzaralı - 2 yetişkin, 1 çocuk (8 yaş)
Konaklama: Oda + kahvaltı
Toplam tutar: 26.400,00 TL (KDV dahil) - ödeme otelde yapılacaktır
Ücretsiz iptal: 17 Aralık 2025 saat 23:59'a kadar

Havalimanı transferi talep etmek için bu e-postayı yanıtlayabilirsiniz (İstanbul Havalimanı - otel: 1.850 TL).

---
Dear Mr Qureshi, thank you for booking with Pera Kapı Otel. Booking PK-251220-0871 is confirmed:
20-24 December 2025, Family Room with Bosphorus view, bed and breakfast, TRY 26,400.00 payable at the
hotel. Free cancellation until 17 December 2025, 23:59.

Pera Kapı Otel
Meşrutiyet Cad. No: 118, 34430 Beyoğlu / İstanbul
+90 212 245 61 18 | www.perakapiotel.com.tr
`,
    html: `<html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5efe6;font-family:Georgia,'Times New Roman',serif;color:#3b2f2a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffaf3;border:1px solid #e2d4bf;">
<tr><td align="center" style="padding:22px;"><img src="https://www.perakapiotel.com.tr/mail/pera-kapi-logo.png" width="160" alt="Pera Kapı Otel"><div style="font-size:11px;letter-spacing:3px;color:#9b7d5c;margin-top:6px;">BEYOĞLU &middot; İSTANBUL</div></td></tr>
<tr><td><img src="https://www.perakapiotel.com.tr/mail/aile-odasi-bogaz-600.jpg" width="600" alt="Aile Odası, Boğaz manzaralı" style="display:block;"></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;line-height:24px;">
<p>Sayın Hamza Qureshi,</p>
<p>Pera Kapı Otel'i tercih ettiğiniz için teşekkür ederiz. Rezervasyonunuz onaylanmıştır.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #e2d4bf;border-bottom:1px solid #e2d4bf;">
<tr><td style="color:#9b7d5c;">Rezervasyon No</td><td><b>PK-251220-0871</b></td></tr>
<tr><td style="color:#9b7d5c;">Giriş</td><td>20 Aralık 2025, Cumartesi (14:00'ten itibaren)</td></tr>
<tr><td style="color:#9b7d5c;">Çıkış</td><td>24 Aralık 2025, Çarşamba (12:00'ye kadar)</td></tr>
<tr><td style="color:#9b7d5c;">Oda</td><td>Aile Odası, Boğaz manzaralı &ndash; 2 yetişkin, 1 çocuk (8 yaş)</td></tr>
<tr><td style="color:#9b7d5c;">Konaklama</td><td>Oda + kahvaltı</td></tr>
<tr><td style="color:#9b7d5c;">Toplam tutar</td><td><b>26.400,00 TL</b> (KDV dahil) &ndash; ödeme otelde yapılacaktır</td></tr>
<tr><td style="color:#9b7d5c;">Ücretsiz iptal</td><td>17 Aralık 2025 saat 23:59'a kadar</td></tr>
</table>
<p style="font-size:13px;">Havalimanı transferi talep etmek için bu e-postayı yanıtlayabilirsiniz (İstanbul Havalimanı &ndash; otel: 1.850 TL).</p>
<p style="font-size:13px;color:#7a6a5c;font-style:italic;">Dear Mr Qureshi, thank you for booking with Pera Kapı Otel. Booking PK-251220-0871 is confirmed: 20&ndash;24 December 2025, Family Room with Bosphorus view, bed and breakfast, TRY 26,400.00 payable at the hotel. Free cancellation until 17 December 2025, 23:59.</p>
</td></tr>
<tr><td align="center" style="padding:16px;background:#3b2f2a;color:#e2d4bf;font-family:Arial,sans-serif;font-size:11px;line-height:17px;">Pera Kapı Otel &middot; Meşrutiyet Cad. No: 118, 34430 Beyoğlu / İstanbul<br>+90 212 245 61 18 &middot; <a href="https://www.perakapiotel.com.tr" style="color:#e2d4bf;">www.perakapiotel.com.tr</a> &middot; <a href="https://www.instagram.com/perakapiotel" style="color:#e2d4bf;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...crest,
  ...shiftora,
  ...medlearnia,
  ...tarkhees,
  ...hakeem,
  ...sadeem,
  ...ravi,
  ...chenab,
  ...oudra,
  ...shanakht,
  ...mehsool,
  ...zaharat,
  ...jugnu,
  ...ghaf,
  ...masar,
  ...bazaarat,
  ...saudaghar,
  ...falak,
  ...greenfield,
  ...dastaan,
  ...waris,
  ...pera,
];
