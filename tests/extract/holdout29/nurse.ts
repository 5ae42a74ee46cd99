/**
 * The inbox of a nurse at an English hospital trust with family in Poland and Kerala, over two
 * months: rota, e-learning, regulator, union, staff bank, agency, banks, council, GP, pharmacy,
 * trains, groceries, transfers home, church groups and a mobile network, in English, Polish,
 * Malayalam, Hindi and Welsh; most mail asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date (the weekday worked out from the day). */
function d(y: number, mo: number, da: number, h: number, mi: number, tz = "+0100"): string {
  const wd = WEEKDAYS[new Date(Date.UTC(y, mo - 1, da)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${p(da)} ${MONTHS[mo - 1]} ${y} ${p(h)}:${p(mi)}:${p((h * 7 + mi) % 60)} ${tz}`;
}

const ANNA = "Anna Mathew <anna.mathew@inbox.example>";
const ANNA_WORK = "Anna Mathew <anna.mathew3@nhs.example.uk>";

// ------------------------------------------------------------------ RotaWeave (e-rostering)

function rotaweave(title: string, body: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef2f5;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef2f5"><tr><td align="center" style="padding:20px 0;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #005eb8;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #dde3e8;">
<img src="https://assets.rotaweave.co.uk/brand/rw-logo-2x.png" width="132" height="28" alt="RotaWeave">
<span style="float:right;font-size:12px;color:#5a6b78;">Aldbury &amp; Rothwell Hospitals NHS FT</span></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#212b32;">${body}</td></tr>
<tr><td style="padding:16px 24px;background:#f7f9fa;font-size:11px;line-height:16px;color:#5a6b78;">
This is an automated message from RotaWeave on behalf of your employer. Please do not reply.<br>
Rostering queries: your ward manager or the e-Rostering team, ext. 4417 (01632 960 417).<br>
RotaWeave Ltd, Unit 6 Sextant Park, Northampton NN4 7GQ. Registered in England 08812274.<br>
<a href="https://www.rotaweave.co.uk/privacy" style="color:#5a6b78;">Privacy</a> &middot; <a href="https://help.rotaweave.co.uk/staff" style="color:#5a6b78;">Help for staff</a></td></tr>
</table></td></tr></table></body></html>`;
}

const rw_swap = "https://aldburyrothwell.rotaweave.co.uk/Staff/Swaps/Confirm?req=SW-88213&t=f1c93be07a4d4c8e";

const part1: Mail[] = [
  {
    family: "rotaweave",
    group: "regional",
    lang: "en",
    kind: "roster-published",
    code: null,
    link: null,
    from: "RotaWeave <noreply@rotaweave.co.uk>",
    to: ANNA_WORK,
    subject: "Roster published: Ward 14 (Acute Medicine) 19 Oct - 15 Nov 2026",
    date: d(2026, 9, 21, 16, 2),
    enc: "qp",
    text: `Hello Anna,

The roster for Ward 14 (Acute Medicine) covering 19 Oct 2026 to 15 Nov 2026 has been approved and published.

Your duties in this period: 16 shifts, 183.5 hours (contracted 180.0, +3.5).
Night duties: 4   Weekend duties: 3   Annual leave: 22-23 Oct (approved)

First duty: Mon 19 Oct, LD 07:30-20:00

View the full roster in Employee Online:
https://aldburyrothwell.rotaweave.co.uk/Staff/Roster?period=2026-10-19

If something looks wrong, speak to your roster creator before 5 Oct 2026.

RotaWeave on behalf of Aldbury & Rothwell Hospitals NHS FT
`,
    html: rotaweave(
      "Roster published",
      `<p style="margin:0 0 12px;">Hello Anna,</p>
<p style="margin:0 0 16px;">The roster for <strong>Ward 14 (Acute Medicine)</strong> covering <strong>19 Oct 2026 &ndash; 15 Nov 2026</strong> has been approved and published.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #dde3e8;">
<tr style="background:#f0f4f5;"><td>Shifts</td><td align="right"><b>16</b></td></tr>
<tr><td>Hours (contracted 180.0)</td><td align="right"><b>183.5</b> (+3.5)</td></tr>
<tr style="background:#f0f4f5;"><td>Nights / weekends</td><td align="right">4 / 3</td></tr>
<tr><td>Annual leave</td><td align="right">22&ndash;23 Oct (approved)</td></tr>
<tr style="background:#f0f4f5;"><td>First duty</td><td align="right">Mon 19 Oct &middot; LD 07:30&ndash;20:00</td></tr>
</table>
<p style="margin:20px 0;"><a href="https://aldburyrothwell.rotaweave.co.uk/Staff/Roster?period=2026-10-19" style="background:#005eb8;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px;">View my roster</a></p>
<p style="margin:0;font-size:13px;color:#5a6b78;">If something looks wrong, speak to your roster creator before 5 Oct 2026.</p>`,
    ),
  },
  {
    family: "rotaweave",
    group: "regional",
    lang: "en",
    kind: "confirm-link",
    code: null,
    link: rw_swap,
    from: "RotaWeave <noreply@rotaweave.co.uk>",
    to: ANNA_WORK,
    subject: "Please confirm your shift swap request SW-88213",
    date: d(2026, 10, 8, 21, 47),
    enc: "qp",
    text: `Hello Anna,

You have asked to swap a duty with a colleague. Before it goes to your ward manager for approval, please confirm the request is yours:

  You give:     Wed 28 Oct 2026  N  19:30-08:00  (Ward 14)
  You receive:  Sat 31 Oct 2026  LD 07:30-20:00 (Ward 14)
  Colleague:    Priya Raghunathan, Band 5 RN

Confirm the swap request:
${rw_swap}

The link expires in 48 hours. If you did not ask for this swap, ignore this e-mail and nothing will change.

RotaWeave on behalf of Aldbury & Rothwell Hospitals NHS FT
`,
    html: rotaweave(
      "Confirm your swap",
      `<p style="margin:0 0 12px;">Hello Anna,</p>
<p style="margin:0 0 16px;">You have asked to swap a duty with a colleague. Before it goes to your ward manager for approval, please confirm the request is yours.</p>
<table cellpadding="8" cellspacing="0" width="100%" style="font-size:14px;border-collapse:collapse;">
<tr><td style="border:1px solid #dde3e8;width:35%;color:#5a6b78;">You give</td><td style="border:1px solid #dde3e8;">Wed 28 Oct 2026 &middot; N 19:30&ndash;08:00</td></tr>
<tr><td style="border:1px solid #dde3e8;color:#5a6b78;">You receive</td><td style="border:1px solid #dde3e8;">Sat 31 Oct 2026 &middot; LD 07:30&ndash;20:00</td></tr>
<tr><td style="border:1px solid #dde3e8;color:#5a6b78;">Colleague</td><td style="border:1px solid #dde3e8;">Priya Raghunathan, Band 5 RN</td></tr>
<tr><td style="border:1px solid #dde3e8;color:#5a6b78;">Request</td><td style="border:1px solid #dde3e8;">SW-88213</td></tr>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td bgcolor="#007f3b" style="border-radius:4px;">
<a href="${
        rw_swap.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:bold;text-decoration:none;">Confirm swap request</a></td></tr></table>
<p style="margin:0;font-size:13px;color:#5a6b78;">The link expires in 48 hours. If you did not ask for this swap, ignore this e-mail and nothing will change.</p>`,
    ),
  },
  {
    family: "rotaweave",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "506118",
    link: null,
    from: "RotaWeave <noreply@rotaweave.co.uk>",
    to: ANNA_WORK,
    subject: "Your RotaWeave verification code",
    date: d(2026, 10, 30, 6, 41, "+0000"),
    html: null,
    text: `Your RotaWeave verification code is: 506118

You are signing in to Employee Online (Aldbury & Rothwell Hospitals NHS FT) from a device we don't recognise. The code is valid for 10 minutes.

If you are not signing in, please contact the e-Rostering team on 01632 960 417.

RotaWeave Ltd
`,
  },
];

// ------------------------------------------------------------------ Skillsward (statutory & mandatory training)

function skillsward(inner: string, pre: string): string {
  return `<html><head><style>
  .btn{background:#41235c;color:#fff!important;padding:11px 20px;border-radius:22px;text-decoration:none;display:inline-block}
  @media (max-width:600px){.wrap{width:100%!important}}
</style></head>
<body style="margin:0;background:#f4f1f7;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table class="wrap" width="580" cellpadding="0" cellspacing="0" style="font-family:'Segoe UI',Tahoma,sans-serif;color:#2b2335;">
<tr><td style="padding:24px 0 12px;"><img src="https://cdn.skillsward.com/mail/skillsward-wordmark.png" alt="Skillsward" width="150"></td></tr>
<tr><td style="background:#fff;padding:28px;border-radius:6px;font-size:15px;line-height:1.55;">${inner}</td></tr>
<tr><td style="padding:18px 6px;font-size:11px;color:#7c7287;line-height:1.5;">
Skillsward is the learning platform of Aldbury &amp; Rothwell Hospitals NHS Foundation Trust.<br>
Learning &amp; Development, Education Centre, Aldbury General Hospital, Rothwell Road, Aldbury AB4 2XY &middot; 01632 960 250<br>
<a href="https://arh.skillsward.com/help" style="color:#7c7287;">Help centre</a> | <a href="https://arh.skillsward.com/privacy" style="color:#7c7287;">Privacy notice</a> | &copy; 2026 Skillsward Learning Ltd</td></tr>
</table></td></tr></table></body></html>`;
}

const sw_verify = "https://arh.skillsward.com/account/email/verify/3f0e19a2-77c1-4b1d-9c4e-52b8d61e0f7a";

part1.push(
  {
    family: "skillsward",
    group: "regional",
    lang: "en",
    kind: "training-overdue",
    code: null,
    link: null,
    from: "Skillsward - ARH Learning <learning@mail.skillsward.com>",
    to: ANNA_WORK,
    subject: "2 mandatory courses are due in the next 30 days",
    date: d(2026, 9, 17, 9, 15),
    enc: "b64",
    text: `Hi Anna,

Your compliance is currently 87%. The following courses expire soon:

- Safeguarding Adults Level 3 - expires 04/10/2026
- Blood Transfusion (Practitioner) - expires 12/10/2026

Both are available as e-learning (approx. 50 and 35 minutes). Completed face-to-face sessions can take up to 5 working days to appear.

Go to my learning: https://arh.skillsward.com/my-learning

Learning & Development
`,
    html: skillsward(
      `<p>Hi Anna,</p>
<p>Your compliance is currently <b style="color:#b3261e;">87%</b>. These courses expire soon:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr style="background:#faf7fc;"><td>Safeguarding Adults Level 3</td><td align="right">expires 04/10/2026</td></tr>
<tr><td>Blood Transfusion (Practitioner)</td><td align="right">expires 12/10/2026</td></tr>
</table>
<p>Both are available as e-learning (approx. 50 and 35 minutes). Completed face-to-face sessions can take up to 5 working days to appear.</p>
<p><a class="btn" href="https://arh.skillsward.com/my-learning">Go to my learning</a></p>
<p style="font-size:13px;color:#7c7287;">Learning &amp; Development</p>`,
      "Safeguarding Adults Level 3 expires 04/10/2026",
    ),
  },
  {
    family: "skillsward",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: sw_verify,
    from: "Skillsward <no-reply@mail.skillsward.com>",
    to: ANNA,
    subject: "Verify your new email address",
    date: d(2026, 9, 24, 22, 8),
    enc: "qp",
    text: `Hi Anna,

You have added anna.mathew@inbox.example as the personal email address on your Skillsward account. Please verify it so we can send course reminders and certificates there:

${sw_verify}

This link will work for 24 hours. Your work address (anna.mathew3@nhs.example.uk) stays on your account either way.

Didn't make this change? Contact Learning & Development on 01632 960 250.
`,
    html: skillsward(
      `<p>Hi Anna,</p>
<p>You have added <b>anna.mathew@inbox.example</b> as the personal email address on your Skillsward account. Please verify it so we can send course reminders and certificates there.</p>
<p style="text-align:center;margin:26px 0;"><a class="btn" href="${sw_verify}">Verify email address</a></p>
<p style="font-size:13px;">This link will work for 24 hours. Your work address (anna.mathew3@nhs.example.uk) stays on your account either way.</p>
<p style="font-size:13px;color:#7c7287;">Didn't make this change? Contact Learning &amp; Development on 01632 960 250.</p>`,
      "Confirm anna.mathew@inbox.example for your Skillsward account",
    ),
  },
  {
    family: "skillsward",
    group: "regional",
    lang: "en",
    kind: "certificate",
    code: null,
    link: null,
    from: "Skillsward - ARH Learning <learning@mail.skillsward.com>",
    to: ANNA,
    subject: "Certificate: Safeguarding Adults Level 3",
    date: d(2026, 10, 2, 14, 33),
    text: `Hi Anna,

Well done - you completed Safeguarding Adults Level 3 on 02/10/2026 with a score of 92%. Your certificate is attached and saved in your Skillsward portfolio. This competency is now valid until 01/10/2029.

Your overall compliance: 94%

Learning & Development
Aldbury & Rothwell Hospitals NHS Foundation Trust
`,
    html: skillsward(
      `<p>Hi Anna,</p>
<p>Well done &ndash; you completed <b>Safeguarding Adults Level 3</b> on 02/10/2026 with a score of 92%.</p>
<p>Your certificate is attached and saved in your Skillsward portfolio. This competency is now valid until <b>01/10/2029</b>.</p>
<p>Your overall compliance: <b style="color:#1e7b34;">94%</b></p>
<p style="font-size:13px;color:#7c7287;">Learning &amp; Development</p>`,
      "Your certificate is attached",
    ),
    attachment: [
      "Certificate_SafeguardingAdultsL3_AMathew.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Certificate of completion - Safeguarding Adults Level 3 - Anna Mathew - 02/10/2026\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
);

// ------------------------------------------------------------------ NMSB Online (nursing regulator)

const NMSB_FOOT = `Nursing and Midwifery Standards Board, 14 Carlow Place, London WC1E 7QH
Registered charity 1098321. Phone 020 7946 0820 (Mon-Fri 8am-6pm).
This email was sent to you because you hold a registration with us.`;

function nmsb(body: string): string {
  return `<html><body style="margin:0;background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#1b1b1b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#2c1a4d;padding:16px 28px;">
<img src="https://www.nmsb.org.uk/static/email/nmsb-logo-white.png" alt="Nursing and Midwifery Standards Board" height="40"></td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:24px;max-width:620px;">${body}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #ccc;font-size:12px;line-height:18px;color:#555;">
${NMSB_FOOT.replaceAll("\n", "<br>")}<br>
<a href="https://www.nmsb.org.uk/contact-us" style="color:#2c1a4d;">Contact us</a> &nbsp; <a href="https://www.nmsb.org.uk/privacy" style="color:#2c1a4d;">Privacy</a> &nbsp; <a href="https://www.nmsb.org.uk/accessibility" style="color:#2c1a4d;">Accessibility</a></td></tr>
</table></body></html>`;
}

part1.push(
  {
    family: "nmsb-online",
    group: "regional",
    lang: "en",
    kind: "revalidation-reminder",
    code: null,
    link: null,
    from: "NMSB Online <noreply@nmsb.org.uk>",
    to: ANNA,
    subject: "Your revalidation application is due by 1 December 2026",
    date: d(2026, 9, 15, 10, 0),
    enc: "qp",
    text: `Dear Anna Mathew

PIN: 19K4207E

Your registration is due for renewal on 31 December 2026. To stay on the register you need to submit your revalidation application through NMSB Online by 1 December 2026.

Before you start, make sure you have:
- 450 practice hours over the last three years
- 35 hours of CPD, including 20 hours of participatory learning
- five pieces of practice-related feedback and five written reflective accounts
- a reflective discussion and confirmation form signed by your confirmer

You can start your application at any time from your NMSB Online account at https://online.nmsb.org.uk. Guidance is at https://www.nmsb.org.uk/revalidation.

Yours sincerely
Registrations team

${NMSB_FOOT}
`,
    html: nmsb(`<p>Dear Anna Mathew</p>
<p style="color:#555;">PIN: 19K4207E</p>
<p>Your registration is due for renewal on <strong>31 December 2026</strong>. To stay on the register you need to submit your revalidation application through NMSB Online by <strong>1 December 2026</strong>.</p>
<p>Before you start, make sure you have:</p>
<ul><li>450 practice hours over the last three years</li><li>35 hours of CPD, including 20 hours of participatory learning</li>
<li>five pieces of practice-related feedback and five written reflective accounts</li><li>a reflective discussion and confirmation form signed by your confirmer</li></ul>
<p>You can start your application at any time from your <a href="https://online.nmsb.org.uk">NMSB Online</a> account. Read the <a href="https://www.nmsb.org.uk/revalidation">revalidation guidance</a>.</p>
<p>Yours sincerely<br>Registrations team</p>`),
  },
  {
    family: "nmsb-online",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "739204",
    link: null,
    from: "NMSB Online <noreply@nmsb.org.uk>",
    to: ANNA,
    subject: "NMSB Online: your security code",
    date: d(2026, 11, 3, 20, 14, "+0000"),
    enc: "qp",
    text: `Dear Anna Mathew

Your security code is 739 204

Enter this code on the sign-in page to continue to NMSB Online. It expires in 15 minutes and can only be used once.

We will never ask you for this code by phone. If you did not try to sign in, please change your password and call us on 020 7946 0820.

${NMSB_FOOT}
`,
    html: nmsb(`<p>Dear Anna Mathew</p>
<p>Your security code is</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:8px 0 20px;">739 204</p>
<p>Enter this code on the sign-in page to continue to NMSB Online. It expires in 15 minutes and can only be used once.</p>
<p style="font-size:14px;">We will never ask you for this code by phone. If you did not try to sign in, please change your password and call us on 020 7946 0820.</p>`),
  },
  {
    family: "nmsb-online",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "NMSB Finance <payments@nmsb.org.uk>",
    to: ANNA,
    subject: "Receipt for your annual fee - PIN 19K4207E",
    date: d(2026, 11, 9, 11, 26, "+0000"),
    text: `Dear Anna Mathew

Thank you. We have received your annual registration fee.

Amount paid:       £120.00
Payment method:    Visa debit ending 3318
Date:              09/11/2026
Receipt number:    NMSB-RC-2611-0480937
Registration:      Registered Nurse - Adult, PIN 19K4207E

Your fee covers the period 1 January 2027 to 31 December 2027. Annual fees are tax deductible - keep this receipt for your records.

Finance team

${NMSB_FOOT}
`,
    html: nmsb(`<p>Dear Anna Mathew</p>
<p>Thank you. We have received your annual registration fee.</p>
<table cellpadding="6" cellspacing="0" style="font-size:15px;border:1px solid #ccc;">
<tr><td>Amount paid</td><td><b>&pound;120.00</b></td></tr>
<tr><td>Payment method</td><td>Visa debit ending 3318</td></tr>
<tr><td>Date</td><td>09/11/2026</td></tr>
<tr><td>Receipt number</td><td>NMSB-RC-2611-0480937</td></tr>
<tr><td>Registration</td><td>Registered Nurse &ndash; Adult, PIN 19K4207E</td></tr>
</table>
<p>Your fee covers the period 1 January 2027 to 31 December 2027. Annual fees are tax deductible &ndash; keep this receipt for your records.</p>
<p>Finance team</p>`),
  },
);

// ------------------------------------------------------------------ CareGuild (union)

const cg_invite =
  "https://members.careguild.org.uk/e/c?u=a91f3c&l=branch-invite&d=aHR0cHM6Ly9tZW1iZXJzLmNhcmVndWlsZC5vcmcudWsvZ3JvdXBzL2pvaW4_dG9rZW49N2Q0YTkxYzA";

const part2: Mail[] = [
  {
    family: "careguild-union",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "CareGuild <bulletin@news.careguild.org.uk>",
    to: ANNA,
    subject: "Pay offer vote result, winter pressures guidance, and your rights on breaks",
    date: d(2026, 9, 25, 12, 0),
    headers: [["List-Unsubscribe", "<https://news.careguild.org.uk/unsub?m=4410927&c=bul-0925>"]],
    enc: "qp",
    text: `CareGuild Members' Bulletin - September 2026

THE PAY OFFER: YOU VOTED
62% of members who voted rejected the 3.1% offer for 2026/27. Turnout was 54%. Our national committee meets on 8 October to decide next steps.
Read more: https://news.careguild.org.uk/c/bul-0925/1

BREAKS ARE NOT OPTIONAL
If you work over 6 hours you are entitled to an uninterrupted 20-minute break. Our new pocket guide explains what to do when breaks are cancelled.
https://news.careguild.org.uk/c/bul-0925/2

WINTER PRESSURES
Corridor care is back on the agenda. Tell us what is happening on your ward - the survey takes 4 minutes and closes 17 October.
https://news.careguild.org.uk/c/bul-0925/3

MEMBER OFFERS
Up to 15% off car breakdown cover with code CGWINTER15 until 31 October.

CareGuild, 200 Tavistock Row, London WC1H 9JP. Membership no. 7021846.
Update preferences: https://news.careguild.org.uk/prefs?m=4410927
Unsubscribe: https://news.careguild.org.uk/unsub?m=4410927&c=bul-0925
`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<div style="display:none;font-size:1px;color:#f2f2f2;">62% rejected the pay offer - what happens next</div>
<center><table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;">
<tr><td style="background:#e4003b;padding:20px 30px;color:#fff;font-size:26px;font-weight:bold;">CareGuild <span style="font-weight:normal;font-size:16px;">Members' Bulletin &middot; September 2026</span></td></tr>
<tr><td style="padding:26px 30px 10px;"><img src="https://news.careguild.org.uk/img/bul-0925/vote.jpg" width="580" alt="Members voting at a branch meeting" style="display:block;"></td></tr>
<tr><td style="padding:10px 30px;font-size:16px;line-height:25px;color:#222;">
<h2 style="font-size:22px;margin:8px 0;">The pay offer: you voted</h2>
<p>62% of members who voted rejected the 3.1% offer for 2026/27. Turnout was 54%. Our national committee meets on 8 October to decide next steps.</p>
<p><a href="https://news.careguild.org.uk/c/bul-0925/1" style="color:#e4003b;font-weight:bold;">Read more &rsaquo;</a></p>
<h2 style="font-size:22px;margin:24px 0 8px;">Breaks are not optional</h2>
<p>If you work over 6 hours you are entitled to an uninterrupted 20-minute break. Our new pocket guide explains what to do when breaks are cancelled.</p>
<p><a href="https://news.careguild.org.uk/c/bul-0925/2" style="color:#e4003b;font-weight:bold;">Download the guide &rsaquo;</a></p>
<h2 style="font-size:22px;margin:24px 0 8px;">Winter pressures</h2>
<p>Corridor care is back on the agenda. Tell us what is happening on your ward &ndash; the survey takes 4 minutes and closes 17 October.</p>
<p><a href="https://news.careguild.org.uk/c/bul-0925/3" style="color:#e4003b;font-weight:bold;">Take the survey &rsaquo;</a></p>
<table width="100%" cellpadding="14" style="background:#fff4f6;margin-top:18px;"><tr><td style="font-size:15px;"><b>Member offers</b><br>Up to 15% off car breakdown cover with code <b>CGWINTER15</b> until 31 October.</td></tr></table>
</td></tr>
<tr><td style="padding:20px 30px;font-family:Arial,sans-serif;font-size:11px;color:#777;line-height:17px;">
CareGuild, 200 Tavistock Row, London WC1H 9JP. Membership no. 7021846.<br>
<a href="https://twitter.com/careguild" style="color:#777;">X</a> &middot; <a href="https://www.facebook.com/careguilduk" style="color:#777;">Facebook</a> &middot; <a href="https://www.instagram.com/careguild" style="color:#777;">Instagram</a><br>
<a href="https://news.careguild.org.uk/prefs?m=4410927" style="color:#777;">Update preferences</a> | <a href="https://news.careguild.org.uk/unsub?m=4410927&amp;c=bul-0925" style="color:#777;">Unsubscribe</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "careguild-union",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: cg_invite,
    from: "CareGuild Members <members@careguild.org.uk>",
    to: ANNA,
    subject: "Tomasz Nowicki invited you to the Aldbury Acute Branch group",
    date: d(2026, 10, 13, 18, 22),
    enc: "b64",
    text: `Hi Anna,

Tomasz Nowicki (Branch Secretary) has invited you to join "Aldbury Acute Branch - Ward Contacts" on the CareGuild member hub. Ward contacts get branch meeting papers, the rota for the stall at the staff canteen and early notice of consultations.

Accept the invitation:
${cg_invite}

The invitation is valid for 14 days. You'll need to sign in with your membership number (7021846).

CareGuild, 200 Tavistock Row, London WC1H 9JP
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#fafafa;margin:0;padding:24px;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;">
<tr><td style="padding:20px 28px;border-bottom:3px solid #e4003b;"><img src="https://members.careguild.org.uk/static/cg-logo.png" alt="CareGuild" height="32"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:23px;color:#222;">
<p>Hi Anna,</p>
<p><b>Tomasz Nowicki</b> (Branch Secretary) has invited you to join <b>Aldbury Acute Branch &ndash; Ward Contacts</b> on the CareGuild member hub.</p>
<p>Ward contacts get branch meeting papers, the rota for the stall at the staff canteen and early notice of consultations.</p>
<p style="margin:26px 0;"><a href="${cg_invite}" style="background:#e4003b;color:#fff;text-decoration:none;padding:12px 24px;font-weight:bold;">Accept invitation</a></p>
<p style="font-size:13px;color:#666;">The invitation is valid for 14 days. You'll need to sign in with your membership number (7021846).</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#888;background:#f5f5f5;">CareGuild, 200 Tavistock Row, London WC1H 9JP &middot; <a href="https://www.careguild.org.uk/privacy" style="color:#888;">Privacy</a></td></tr>
</table></body></html>`,
  },
];

// ------------------------------------------------------------------ WardFlex (trust staff bank)

function wardflex(body: string): string {
  return `<!doctype html><html><body style="margin:0;padding:0;background:#e8f4f1;">
<table width="100%" bgcolor="#e8f4f1" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:21px;color:#123;">
<tr><td style="padding:18px 24px;"><img src="https://static.wardflex.app/email/wardflex@2x.png" alt="WardFlex" width="110"> <span style="font-size:11px;color:#678;">Staff Bank &middot; Aldbury &amp; Rothwell</span></td></tr>
<tr><td style="padding:0 24px 24px;">${body}</td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid #e1ece9;font-size:10px;color:#789;line-height:15px;">
Staff Bank Office, Block C, Aldbury General Hospital, AB4 2XY &middot; 01632 960 391 (7am&ndash;9pm)<br>
<a href="https://apps.apple.com/gb/app/wardflex/id1569021177"><img src="https://static.wardflex.app/email/appstore.png" alt="Download on the App Store" height="30"></a>
<a href="https://play.google.com/store/apps/details?id=app.wardflex.staff"><img src="https://static.wardflex.app/email/googleplay.png" alt="Get it on Google Play" height="30"></a><br>
<a href="https://wardflex.app/notifications" style="color:#789;">Notification settings</a> &middot; <a href="https://wardflex.app/privacy" style="color:#789;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`;
}

const wf_reset =
  "https://wardflex.app/auth/reset-password?token=wf_rst_5Kq8Zt2mVbX0cHn7&email=anna.mathew%40inbox.example";

part2.push(
  {
    family: "wardflex",
    group: "regional",
    lang: "en",
    kind: "shifts-available",
    code: null,
    link: null,
    from: "WardFlex Staff Bank <shifts@wardflex.app>",
    to: ANNA,
    subject: "7 new bank shifts match your grade this week",
    date: d(2026, 9, 29, 7, 5),
    enc: "qp",
    text: `New bank shifts for Band 5 RN (Adult)

Thu 1 Oct  LD 07:30-20:00  Ward 12 Respiratory     £24.11/hr + enhancement
Fri 2 Oct  N  19:30-08:00  AMU                     £27.88/hr
Sat 3 Oct  E  07:30-15:30  Ward 9 Elderly Care     £24.11/hr
Sat 3 Oct  N  19:30-08:00  Ward 14 Acute Medicine  £29.02/hr (weekend)
Sun 4 Oct  LD 07:30-20:00  Discharge Lounge        £24.11/hr
Mon 5 Oct  L  12:00-20:00  Ward 7 Surgical         £24.11/hr
Tue 6 Oct  N  19:30-08:00  Ward 12 Respiratory     £27.88/hr

Shifts go first-come-first-served. Book in the WardFlex app or at https://wardflex.app/shifts

You get these alerts because "New shifts digest" is on. Change it at https://wardflex.app/notifications
`,
    html: wardflex(`<p style="font-size:17px;font-weight:bold;margin:6px 0 14px;">7 new shifts for Band 5 RN (Adult)</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#f2f8f6;"><td>Thu 1 Oct</td><td>LD 07:30&ndash;20:00</td><td>Ward 12 Respiratory</td><td align="right">&pound;24.11/hr</td></tr>
<tr><td>Fri 2 Oct</td><td>N 19:30&ndash;08:00</td><td>AMU</td><td align="right">&pound;27.88/hr</td></tr>
<tr style="background:#f2f8f6;"><td>Sat 3 Oct</td><td>E 07:30&ndash;15:30</td><td>Ward 9 Elderly Care</td><td align="right">&pound;24.11/hr</td></tr>
<tr><td>Sat 3 Oct</td><td>N 19:30&ndash;08:00</td><td>Ward 14 Acute Medicine</td><td align="right">&pound;29.02/hr</td></tr>
<tr style="background:#f2f8f6;"><td>Sun 4 Oct</td><td>LD 07:30&ndash;20:00</td><td>Discharge Lounge</td><td align="right">&pound;24.11/hr</td></tr>
<tr><td>Mon 5 Oct</td><td>L 12:00&ndash;20:00</td><td>Ward 7 Surgical</td><td align="right">&pound;24.11/hr</td></tr>
<tr style="background:#f2f8f6;"><td>Tue 6 Oct</td><td>N 19:30&ndash;08:00</td><td>Ward 12 Respiratory</td><td align="right">&pound;27.88/hr</td></tr>
</table>
<p style="margin:20px 0 6px;"><a href="https://wardflex.app/shifts" style="background:#0b7a63;color:#fff;padding:10px 18px;border-radius:18px;text-decoration:none;">See all shifts</a></p>
<p style="font-size:12px;color:#678;">Shifts go first-come-first-served.</p>`),
  },
  {
    family: "wardflex",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "WardFlex Staff Bank <shifts@wardflex.app>",
    to: ANNA,
    subject: "Booked: Sat 3 Oct, Night, Ward 14 Acute Medicine",
    date: d(2026, 9, 29, 7, 11),
    text: `You're booked.

Shift:     Sat 3 Oct 2026, N 19:30-08:00 (12h incl. 60 min unpaid break)
Ward:      Ward 14 Acute Medicine, Aldbury General, Level 3
Rate:      £29.02/hr (weekend night)
Booking:   WF-2210934

Report to the nurse in charge at 19:15. If you can no longer work this shift, cancel in the app at least 24 hours ahead or call the Staff Bank Office on 01632 960 391. Late cancellations are reviewed.

Timesheets are signed off electronically at the end of the shift; pay follows on the next weekly bank run.
`,
    html: wardflex(
      `<p style="font-size:20px;font-weight:bold;color:#0b7a63;margin:6px 0 12px;">&#10003; You're booked</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#678;width:90px;">Shift</td><td>Sat 3 Oct 2026, N 19:30&ndash;08:00 (12h incl. 60 min unpaid break)</td></tr>
<tr><td style="color:#678;">Ward</td><td>Ward 14 Acute Medicine, Aldbury General, Level 3</td></tr>
<tr><td style="color:#678;">Rate</td><td>&pound;29.02/hr (weekend night)</td></tr>
<tr><td style="color:#678;">Booking</td><td>WF-2210934</td></tr>
</table>
<p>Report to the nurse in charge at 19:15. If you can no longer work this shift, cancel in the app at least 24 hours ahead or call the Staff Bank Office on 01632 960 391. Late cancellations are reviewed.</p>
<p style="font-size:12px;color:#678;">Timesheets are signed off electronically at the end of the shift; pay follows on the next weekly bank run.</p>`,
    ),
  },
  {
    family: "wardflex",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: wf_reset,
    from: "WardFlex <no-reply@wardflex.app>",
    to: ANNA,
    subject: "Reset your WardFlex password",
    date: d(2026, 10, 27, 23, 52, "+0000"),
    enc: "qp",
    text: `Hi Anna,

We received a request to reset the password for your WardFlex account.

Reset password: ${wf_reset}

This link expires in 60 minutes. If you didn't request a reset, you can ignore this email - your password won't change.

WardFlex Staff Bank
`,
    html: wardflex(`<p>Hi Anna,</p>
<p>We received a request to reset the password for your WardFlex account.</p>
<p style="text-align:center;margin:24px 0;"><a href="${wf_reset}" style="background:#0b7a63;color:#fff;padding:12px 26px;border-radius:20px;text-decoration:none;font-weight:bold;">Reset password</a></p>
<p style="font-size:12px;color:#678;">This link expires in 60 minutes. If you didn't request a reset, you can ignore this email &ndash; your password won't change.</p>`),
  },
);

// ------------------------------------------------------------------ Meridale Nursing (agency)

part2.push(
  {
    family: "meridale-nursing",
    group: "regional",
    lang: "en",
    kind: "timesheet-approved",
    code: null,
    link: null,
    from: "Meridale Nursing Payroll <payroll@meridalenursing.co.uk>",
    to: ANNA,
    subject: "Timesheet approved - w/e 04/10/2026",
    date: d(2026, 10, 6, 15, 40),
    html: null,
    text: `Dear Anna,

Your timesheet for week ending 04/10/2026 has been authorised by the client.

Client:        St Bede's Community Hospital, Rothwell
Shifts:        2 x Long Day (Sun 04/10 and Mon 28/09)
Hours:         23.00
Rate:          £31.50 (Sun £37.80)
Gross:         £788.55

Payment will be made to your account ending ***912 on Friday 09/10/2026.

Kind regards,
Payroll Team
Meridale Nursing Ltd | 3rd Floor, 41 Bridge Street, Rothwell RW2 1EE | 01632 960 804
Meridale Nursing Ltd is registered in England and Wales, company no. 09347716.
`,
  },
  {
    family: "meridale-nursing",
    group: "regional",
    lang: "en",
    kind: "payslip",
    code: null,
    link: null,
    from: "Meridale Nursing Payroll <payroll@meridalenursing.co.uk>",
    to: ANNA,
    subject: "Your payslip for 09/10/2026",
    date: d(2026, 10, 9, 8, 3),
    text: `Dear Anna,

Please find attached your payslip for the pay date 09/10/2026. The PDF is protected with your date of birth (DDMMYYYY).

Net pay: £612.40

If you have any questions about your pay, reply to this email or call 01632 960 804.

Payroll Team
Meridale Nursing Ltd
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<p>Dear Anna,</p>
<p>Please find attached your payslip for the pay date 09/10/2026. The PDF is protected with your date of birth (DDMMYYYY).</p>
<p>Net pay: <b>&pound;612.40</b></p>
<p>If you have any questions about your pay, reply to this email or call 01632 960 804.</p>
<p>Payroll Team<br><b>Meridale Nursing Ltd</b><br>
<img src="https://www.meridalenursing.co.uk/img/sig-logo.png" alt="Meridale Nursing" width="140"><br>
<span style="font-size:8pt;color:#666;">3rd Floor, 41 Bridge Street, Rothwell RW2 1EE. Registered in England and Wales 09347716. This email and any attachments are confidential.</span></p></div>`,
    attachment: [
      "Payslip_0910_2026_AMATHEW.pdf",
      "application/pdf",
      "%PDF-1.6\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n% encrypted payslip placeholder 09/10/2026\ntrailer << /Root 1 0 R /Encrypt 5 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "meridale-nursing",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "KP7-4QX",
    code_digits: "KP74QX",
    link: null,
    from: "Meridale Connect <connect@meridalenursing.co.uk>",
    to: ANNA,
    subject: "Meridale Connect sign-in code",
    date: d(2026, 11, 11, 19, 18, "+0000"),
    enc: "b64",
    text: `Hi Anna,

Use this code to sign in to Meridale Connect:

KP7-4QX

It expires in 10 minutes. Our consultants will never ask you for this code.

Meridale Nursing Ltd
`,
    html: `<html><body style="margin:0;background:#f6f6f4;font-family:Arial,sans-serif;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="margin-top:24px;background:#fff;border:1px solid #e2e2dc;">
<tr><td style="padding:22px 26px;background:#1d3b53;color:#fff;font-size:18px;font-weight:bold;">Meridale Connect</td></tr>
<tr><td style="padding:26px;font-size:15px;color:#222;line-height:22px;">
<p>Hi Anna,</p><p>Use this code to sign in to Meridale Connect:</p>
<div style="font-family:'Courier New',monospace;font-size:30px;font-weight:bold;background:#f1f4f7;padding:14px;text-align:center;letter-spacing:4px;">KP7-4QX</div>
<p style="font-size:13px;color:#555;">It expires in 10 minutes. Our consultants will never ask you for this code.</p></td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;">Meridale Nursing Ltd &middot; 41 Bridge Street, Rothwell RW2 1EE &middot; <a href="https://www.meridalenursing.co.uk/privacy" style="color:#888;">Privacy</a></td></tr>
</table></body></html>`,
  },
);

// ------------------------------------------------------------------ Lanterncross Bank

function lantern(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#f5f3ee;">
<span style="display:none !important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}</span>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#f5f3ee;"><tr><td align="center" valign="top" style="padding:24px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background-color:#ffffff;">
<tr><td style="padding:22px 32px;background-color:#0f2d25;"><img src="https://email.lanterncross.co.uk/i/lc-lantern-white.png" width="170" height="34" alt="Lanterncross Bank" style="display:block;border:0;" /></td></tr>
<tr><td style="padding:32px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1f2a27;">${body}</td></tr>
<tr><td style="padding:22px 32px;background-color:#efece4;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#5d625f;">
We'll never ask you to move money to a 'safe account' or to tell us your full PIN or password.<br /><br />
Lanterncross Bank plc. Registered office: 1 Lantern Yard, Leeds LS1 4DP. Registered in England and Wales no. 04418290. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 318844).<br /><br />
<a href="https://www.lanterncross.co.uk/security" style="color:#5d625f;">Security centre</a> | <a href="https://www.lanterncross.co.uk/privacy" style="color:#5d625f;">Privacy</a> | <a href="https://www.lanterncross.co.uk/contact" style="color:#5d625f;">Contact us</a></td></tr>
</table></td></tr></table></body></html>`;
}

const part3: Mail[] = [
  {
    family: "lanterncross-bank",
    group: "consumer",
    lang: "en",
    kind: "payment-code",
    code: "31857402",
    link: null,
    from: "Lanterncross Bank <security@alerts.lanterncross.co.uk>",
    to: ANNA,
    subject: "Your one-time passcode to approve a payment",
    date: d(2026, 9, 19, 13, 4),
    enc: "qp",
    text: `Lanterncross Bank

Your one-time passcode is 3185 7402

Use it to approve a payment of £450.00 to SENDKARA LTD from your Everyday Account ending 4821.

Never share this passcode - not even with us. If you didn't start this payment, call us now on 0345 600 1844 (+44 113 496 0188 from abroad).
`,
    html: lantern(
      "Approve a payment of £450.00 to SENDKARA LTD",
      `<p style="margin:0 0 18px;">Your one-time passcode is</p>
<p style="margin:0 0 22px;font-size:34px;font-weight:bold;letter-spacing:3px;color:#0f2d25;">3185&nbsp;7402</p>
<p style="margin:0 0 18px;">Use it to approve a payment of <b>&pound;450.00</b> to <b>SENDKARA LTD</b> from your Everyday Account ending 4821.</p>
<p style="margin:0;padding:14px;background-color:#fff4e0;border-left:4px solid #e39b00;font-size:14px;">Never share this passcode &ndash; not even with us. If you didn't start this payment, call us now on 0345 600 1844 (+44 113 496 0188 from abroad).</p>`,
    ),
  },
  {
    family: "lanterncross-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Lanterncross Bank <statements@alerts.lanterncross.co.uk>",
    to: ANNA,
    subject: "Your October statement is ready",
    date: d(2026, 11, 2, 6, 30, "+0000"),
    enc: "qp",
    text: `Hello Anna,

Your statement for Everyday Account ending 4821 (sort code ending 12) for 1 - 31 October 2026 is now available in online banking and the Lanterncross app.

Closing balance: £1,204.37

To see it, log in to the app or online banking yourself - we won't send a link to your statement.

Lanterncross Bank
`,
    html: lantern(
      "Everyday Account ending 4821 - October 2026",
      `<p style="margin:0 0 16px;">Hello Anna,</p>
<p style="margin:0 0 16px;">Your statement for <b>Everyday Account ending 4821</b> (sort code ending 12) for <b>1 &ndash; 31 October 2026</b> is now available in online banking and the Lanterncross app.</p>
<table cellpadding="10" cellspacing="0" style="border:1px solid #e2ded4;margin:0 0 16px;"><tr><td style="color:#5d625f;">Closing balance</td><td style="font-weight:bold;font-size:18px;">&pound;1,204.37</td></tr></table>
<p style="margin:0;">To see it, log in to the app or online banking yourself &ndash; we won't send a link to your statement.</p>`,
    ),
  },
  {
    family: "lanterncross-bank",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Lanterncross Bank <security@alerts.lanterncross.co.uk>",
    to: ANNA,
    subject: "New device registered for app banking",
    date: d(2026, 11, 12, 21, 9, "+0000"),
    text: `Hello Anna,

The Lanterncross app was registered on a new device:

Device:   Samsung Galaxy A55
When:     12 November 2026, 21:07
Where:    near Aldbury, UK

If this was you, there's nothing else to do. If it wasn't, call us straight away on 0345 600 1844 or visit https://www.lanterncross.co.uk/security/report so we can secure your account.

Lanterncross Bank
`,
    html: lantern(
      "Samsung Galaxy A55 - 12 November 2026, 21:07",
      `<p style="margin:0 0 16px;">Hello Anna,</p>
<p style="margin:0 0 16px;">The Lanterncross app was registered on a new device:</p>
<table cellpadding="6" cellspacing="0" style="margin:0 0 16px;font-size:14px;">
<tr><td style="color:#5d625f;">Device</td><td>Samsung Galaxy A55</td></tr>
<tr><td style="color:#5d625f;">When</td><td>12 November 2026, 21:07</td></tr>
<tr><td style="color:#5d625f;">Where</td><td>near Aldbury, UK</td></tr></table>
<p style="margin:0 0 16px;">If this was you, there's nothing else to do.</p>
<p style="margin:0;">If it wasn't, call us straight away on 0345 600 1844 or <a href="https://www.lanterncross.co.uk/security/report" style="color:#0f2d25;font-weight:bold;">report it online</a> so we can secure your account.</p>`,
    ),
  },
];

// ------------------------------------------------------------------ Penwick & District Credit Union

const pcu_confirm = "https://my.penwickcu.org.uk/Account/ConfirmEmail?userId=55183&code=CfDJ8Nq2w%2BhL0sVx7kPzQ1";

part3.push(
  {
    family: "penwick-credit-union",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: "240917",
    link: pcu_confirm,
    from: "Penwick & District Credit Union <noreply@penwickcu.org.uk>",
    to: ANNA,
    subject: "Confirm your email address",
    date: d(2026, 9, 22, 19, 46),
    enc: "b64",
    text: `Dear Anna Mathew,

Thank you for registering for Online Member Services. To finish setting up, confirm your email address by opening the link below:

${pcu_confirm}

Or enter this confirmation code on the registration page: 240917

Member number: 0031877

Penwick & District Credit Union Ltd
12 Market Hill, Penwick PW3 8AD. Tel 01632 960 622.
Authorised by the Prudential Regulation Authority and regulated by the FCA and PRA. FRN 213944.
`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#333;background:#fff;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8dc;">
<tr><td style="padding:14px 20px;background:#2e7d32;"><img src="https://my.penwickcu.org.uk/Content/img/pcu-logo.png" alt="Penwick &amp; District Credit Union" height="48"></td></tr>
<tr><td style="padding:20px;">
<p>Dear Anna Mathew,</p>
<p>Thank you for registering for Online Member Services. To finish setting up, please confirm your email address.</p>
<p><a href="${pcu_confirm}" style="display:inline-block;background:#2e7d32;color:#fff;padding:9px 16px;text-decoration:none;">Confirm email address</a></p>
<p>Or enter this confirmation code on the registration page: <b style="font-size:18px;">240917</b></p>
<p style="color:#777;">Member number: 0031877</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#777;background:#f4f6f7;">Penwick &amp; District Credit Union Ltd, 12 Market Hill, Penwick PW3 8AD. Tel 01632 960 622.<br>Authorised by the Prudential Regulation Authority and regulated by the FCA and PRA. FRN 213944.</td></tr>
</table></body></html>`,
  },
  {
    family: "penwick-credit-union",
    group: "regional",
    lang: "en",
    kind: "loan-payment",
    code: null,
    link: null,
    from: "Penwick & District Credit Union <noreply@penwickcu.org.uk>",
    to: ANNA,
    subject: "Payment received - thank you",
    date: d(2026, 10, 28, 10, 12, "+0000"),
    html: null,
    text: `Dear Anna Mathew,

We have received your payroll deduction of £85.00 on 28/10/2026.

Loan (ref L-0031877-02):   £62.00   Balance now £1,488.16
Savings:                   £23.00   Balance now £642.50

Your next deduction is due on 25/11/2026.

Log in to Online Member Services at any time to see your accounts: https://my.penwickcu.org.uk

Penwick & District Credit Union Ltd, 12 Market Hill, Penwick PW3 8AD. Tel 01632 960 622.
`,
  },
);

// ------------------------------------------------------------------ Aldbury Borough Council (tax, parking, My Account)

function aldbury(body: string): string {
  return `<html lang="en"><body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#0b0c0c;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#00594f;padding:14px 24px;border-bottom:8px solid #f0b323;">
<img src="https://www.aldbury.gov.uk/site/img/aldbury-crest-white.png" alt="Aldbury Borough Council" height="44"></td></tr>
<tr><td style="padding:24px;max-width:640px;">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #b1b4b6;font-size:13px;color:#505a5f;">
Aldbury Borough Council, Civic Centre, Station Road, Aldbury AB1 1AA<br>
Do not reply to this email &ndash; this mailbox is not monitored. <a href="https://www.aldbury.gov.uk/contact" style="color:#1d70b8;">Contact the council</a> &middot; <a href="https://www.aldbury.gov.uk/privacy" style="color:#1d70b8;">Privacy notice</a></td></tr>
</table></body></html>`;
}

const abc_verify = "https://myaccount.aldbury.gov.uk/register/verify?ref=c7e02b91-5d8a-4e3b-a0f1-66e93f0a1d27";

part3.push(
  {
    family: "aldbury-borough-council",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: abc_verify,
    from: "Aldbury Borough Council <myaccount@notifications.aldbury.gov.uk>",
    to: ANNA,
    subject: "Activate your Aldbury My Account",
    date: d(2026, 9, 16, 20, 31),
    enc: "qp",
    text: `Dear Anna Mathew

You (or someone using your email address) started creating a My Account with Aldbury Borough Council.

To activate your account, follow this link:
${abc_verify}

The link is valid for 72 hours. Once activated you can view your council tax bills, apply for a residents' parking permit and report problems in your street.

If you did not start this registration, you don't need to do anything.

Customer Services
Aldbury Borough Council
`,
    html: aldbury(`<h1 style="font-size:24px;margin:0 0 16px;">Activate your My Account</h1>
<p>Dear Anna Mathew</p>
<p>You (or someone using your email address) started creating a My Account with Aldbury Borough Council.</p>
<p><a href="${abc_verify}" style="display:inline-block;background:#00703c;color:#fff;padding:8px 14px;text-decoration:none;box-shadow:0 2px 0 #002d18;">Activate my account</a></p>
<p>The link is valid for 72 hours. Once activated you can view your council tax bills, apply for a residents' parking permit and report problems in your street.</p>
<p>If you did not start this registration, you don't need to do anything.</p>
<p>Customer Services<br>Aldbury Borough Council</p>`),
  },
  {
    family: "aldbury-borough-council",
    group: "regional",
    lang: "en",
    kind: "council-tax-bill",
    code: null,
    link: null,
    from: "Aldbury Council Tax <counciltax@notifications.aldbury.gov.uk>",
    to: ANNA,
    subject: "Your council tax e-bill - account 60012287",
    date: d(2026, 9, 30, 9, 0),
    enc: "qp",
    text: `Dear Anna Mathew

Account number: 60012287
Property: Flat 3, 27 Kiln Lane, Aldbury AB3 6TR (Band B)

Your bill has been revised because you have been awarded the single person discount (25%) from 1 October 2026. Your revised bill is attached.

Remaining instalments: 6 x £98.23, on the 1st of each month from November 2026 to April 2027, by Direct Debit.

Customer Services
Aldbury Borough Council
`,
    html: aldbury(`<h1 style="font-size:24px;margin:0 0 16px;">Your council tax e-bill</h1>
<p>Dear Anna Mathew</p>
<table cellpadding="4" cellspacing="0" style="font-size:15px;margin-bottom:12px;">
<tr><td style="color:#505a5f;">Account number</td><td><b>60012287</b></td></tr>
<tr><td style="color:#505a5f;">Property</td><td>Flat 3, 27 Kiln Lane, Aldbury AB3 6TR (Band B)</td></tr></table>
<p>Your bill has been revised because you have been awarded the single person discount (25%) from 1 October 2026. Your revised bill is attached.</p>
<p>Remaining instalments: <b>6 x &pound;98.23</b>, on the 1st of each month from November 2026 to April 2027, by Direct Debit.</p>
<p>Customer Services<br>Aldbury Borough Council</p>`),
    attachment: [
      "CouncilTaxBill_60012287_2026-09-30.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Council tax demand notice, account 60012287, Band B, single person discount\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "aldbury-borough-council",
    group: "regional",
    lang: "en",
    kind: "permit-issued",
    code: null,
    link: null,
    from: "Aldbury Parking Services <parking@notifications.aldbury.gov.uk>",
    to: ANNA,
    subject: "Residents' parking permit issued - Zone K (PRM-K-104472)",
    date: d(2026, 10, 5, 11, 48),
    text: `Dear Anna Mathew

Your virtual residents' parking permit has been issued.

Permit number:  PRM-K-104472
Zone:           K (Kiln Lane / Tanners Walk)
Vehicle:        LR19 XKT
Valid:          05/10/2026 - 04/10/2027
Amount paid:    £62.00 (card ending 3318)

Virtual permits are linked to your number plate, so there is nothing to display. Civil enforcement officers check permits by your vehicle registration.

Parking Services
Aldbury Borough Council | 01632 960 700
`,
    html: aldbury(`<h1 style="font-size:24px;margin:0 0 16px;">Permit issued</h1>
<p>Dear Anna Mathew</p>
<p>Your virtual residents' parking permit has been issued.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:15px;">
<tr><td style="border-bottom:1px solid #b1b4b6;">Permit number</td><td style="border-bottom:1px solid #b1b4b6;">PRM-K-104472</td></tr>
<tr><td style="border-bottom:1px solid #b1b4b6;">Zone</td><td style="border-bottom:1px solid #b1b4b6;">K (Kiln Lane / Tanners Walk)</td></tr>
<tr><td style="border-bottom:1px solid #b1b4b6;">Vehicle</td><td style="border-bottom:1px solid #b1b4b6;">LR19 XKT</td></tr>
<tr><td style="border-bottom:1px solid #b1b4b6;">Valid</td><td style="border-bottom:1px solid #b1b4b6;">05/10/2026 &ndash; 04/10/2027</td></tr>
<tr><td>Amount paid</td><td>&pound;62.00 (card ending 3318)</td></tr></table>
<p>Virtual permits are linked to your number plate, so there is nothing to display. Civil enforcement officers check permits by your vehicle registration.</p>
<p>Parking Services<br>Aldbury Borough Council &middot; 01632 960 700</p>`),
  },
);

// ------------------------------------------------------------------ Marlcroft Surgery (GP practice)

const mc_confirm = "https://online.marlcroftsurgery.nhs.example.uk/patient/confirm-email?k=8d31f0c2a94e4b7c";

part3.push(
  {
    family: "marlcroft-surgery",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: "6R2K9W",
    link: mc_confirm,
    from: "Marlcroft Surgery Online <no-reply@online.marlcroftsurgery.nhs.example.uk>",
    to: ANNA,
    subject: "Marlcroft Surgery - confirm your email for online services",
    date: d(2026, 9, 18, 17, 55),
    text: `Dear Ms Mathew,

You have asked to use online services at Marlcroft Surgery (repeat prescriptions, appointments and your record).

Please confirm your email address: ${mc_confirm}

If the link does not open, go to the Online Services page and type this code: 6R2K9W

The practice will then check your identity; this can take up to 5 working days. You may be asked to bring photo ID to reception.

Marlcroft Surgery, 2 Marlcroft Road, Aldbury AB2 5LN. Tel 01632 960 150.
Please do not reply to this email. For medical emergencies call 999; for urgent advice call 111.
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#212b32;">
<table width="600" cellpadding="16" cellspacing="0"><tr><td style="background:#005eb8;color:#fff;font-size:18px;font-weight:bold;">Marlcroft Surgery</td></tr>
<tr><td>
<p>Dear Ms Mathew,</p>
<p>You have asked to use online services at Marlcroft Surgery (repeat prescriptions, appointments and your record).</p>
<p><a href="${mc_confirm}" style="color:#005eb8;font-weight:bold;">Confirm my email address</a></p>
<p>If the link does not open, go to the Online Services page and type this code: <b style="letter-spacing:2px;">6R2K9W</b></p>
<p>The practice will then check your identity; this can take up to 5 working days. You may be asked to bring photo ID to reception.</p>
</td></tr>
<tr><td style="font-size:12px;color:#4c6272;border-top:1px solid #d8dde0;">Marlcroft Surgery, 2 Marlcroft Road, Aldbury AB2 5LN. Tel 01632 960 150.<br>Please do not reply to this email. For medical emergencies call 999; for urgent advice call 111.</td></tr>
</table></body></html>`,
  },
  {
    family: "marlcroft-surgery",
    group: "regional",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Marlcroft Surgery <reminders@online.marlcroftsurgery.nhs.example.uk>",
    to: ANNA,
    subject: "Reminder: flu and COVID vaccination clinic, Sat 10 Oct 09:20",
    date: d(2026, 10, 8, 10, 0),
    html: null,
    text: `Dear Ms Mathew,

This is a reminder of your appointment:

Sat 10 Oct 2026 at 09:20
Flu and COVID-19 vaccination clinic (as a frontline health worker)
Marlcroft Surgery, Room 4

Please wear a short-sleeved top and bring your staff ID badge. If you cannot attend, call 01632 960 150 so we can offer the slot to someone else.

Marlcroft Surgery
`,
  },
  {
    family: "marlcroft-surgery",
    group: "regional",
    lang: "en",
    kind: "prescription-approved",
    code: null,
    link: null,
    from: "Marlcroft Surgery Online <no-reply@online.marlcroftsurgery.nhs.example.uk>",
    to: ANNA,
    subject: "Your repeat prescription request has been approved",
    date: d(2026, 11, 4, 12, 37, "+0000"),
    enc: "qp",
    text: `Dear Ms Mathew,

Your request of 02/11/2026 has been approved by Dr K. Oyelaran:

- Salbutamol 100mcg/dose inhaler (2 inhalers)
- Clenil Modulite 100mcg/dose inhaler (1 inhaler)

It has been sent electronically to your nominated pharmacy: Pestle & Pill Pharmacy, 88 High Street, Aldbury. Please allow 2 working days before collecting.

Your asthma review is due in January 2027.

Marlcroft Surgery, 2 Marlcroft Road, Aldbury AB2 5LN
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#212b32;">
<table width="600" cellpadding="16" cellspacing="0"><tr><td style="background:#005eb8;color:#fff;font-size:18px;font-weight:bold;">Marlcroft Surgery</td></tr>
<tr><td>
<p>Dear Ms Mathew,</p>
<p>Your request of 02/11/2026 has been approved by Dr K. Oyelaran:</p>
<ul><li>Salbutamol 100mcg/dose inhaler (2 inhalers)</li><li>Clenil Modulite 100mcg/dose inhaler (1 inhaler)</li></ul>
<p>It has been sent electronically to your nominated pharmacy: <b>Pestle &amp; Pill Pharmacy, 88 High Street, Aldbury</b>. Please allow 2 working days before collecting.</p>
<p style="background:#fff9c4;padding:10px;">Your asthma review is due in January 2027.</p>
</td></tr>
<tr><td style="font-size:12px;color:#4c6272;border-top:1px solid #d8dde0;">Marlcroft Surgery, 2 Marlcroft Road, Aldbury AB2 5LN</td></tr>
</table></body></html>`,
  },
);

// ------------------------------------------------------------------ Pestle & Pill Pharmacy

part3.push(
  {
    family: "pestle-and-pill",
    group: "regional",
    lang: "en",
    kind: "pickup-code",
    code: "825063",
    link: null,
    from: "Pestle & Pill Pharmacy <hello@pestleandpill.co.uk>",
    to: ANNA,
    subject: "Your prescription is waiting in our 24/7 collection point",
    date: d(2026, 11, 6, 16, 21, "+0000"),
    enc: "qp",
    text: `Hi Anna,

Good news - your prescription (2 items) is ready in the 24/7 collection point outside Pestle & Pill Pharmacy, 88 High Street, Aldbury.

Your collection PIN: 825 063

Tap "Collect" on the screen and enter the PIN. Your items will be held for 7 days (until 13 November). Prescription charge: £0.00 - covered by your prepayment certificate (expires 14/03/2027).

Want to talk to a pharmacist about your inhalers? Pop in during opening hours: Mon-Fri 8:30-18:30, Sat 9:00-13:00.

Pestle & Pill Pharmacy | 01632 960 188 | GPhC premises no. 1128840
`,
    html: `<html><body style="margin:0;background:#fbf7f2;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#6a994e;padding:18px 24px;"><img src="https://pestleandpill.co.uk/email/logo-white.png" alt="Pestle &amp; Pill Pharmacy" height="36"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#2f3a2a;">
<p>Hi Anna,</p>
<p>Good news &ndash; your prescription (2 items) is ready in the <b>24/7 collection point</b> outside Pestle &amp; Pill Pharmacy, 88 High Street, Aldbury.</p>
<p style="margin:18px 0 6px;font-size:13px;color:#6b7565;text-transform:uppercase;">Your collection PIN</p>
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eef5e9;border-radius:4px;">8</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eef5e9;border-radius:4px;">2</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eef5e9;border-radius:4px;">5</td>
<td style="width:14px;"></td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eef5e9;border-radius:4px;">0</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eef5e9;border-radius:4px;">6</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eef5e9;border-radius:4px;">3</td>
</tr></table>
<p>Tap <b>Collect</b> on the screen and enter the PIN. Your items will be held for 7 days (until 13 November). Prescription charge: &pound;0.00 &ndash; covered by your prepayment certificate (expires 14/03/2027).</p>
<p>Want to talk to a pharmacist about your inhalers? Pop in during opening hours: Mon&ndash;Fri 8:30&ndash;18:30, Sat 9:00&ndash;13:00.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#8a9384;background:#f4f1ea;">Pestle &amp; Pill Pharmacy &middot; 01632 960 188 &middot; GPhC premises no. 1128840 &middot; <a href="https://pestleandpill.co.uk/privacy" style="color:#8a9384;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pestle-and-pill",
    group: "regional",
    lang: "en",
    kind: "order-received",
    code: null,
    link: null,
    from: "Pestle & Pill Pharmacy <hello@pestleandpill.co.uk>",
    to: ANNA,
    subject: "We've received your prescription from Marlcroft Surgery",
    date: d(2026, 11, 4, 15, 2, "+0000"),
    html: null,
    text: `Hi Anna,

We've received an electronic prescription for you from Marlcroft Surgery (2 items). We'll let you know as soon as it's ready to collect - usually within 2 working days.

Pestle & Pill Pharmacy, 88 High Street, Aldbury AB1 2HQ | 01632 960 188
`,
  },
);

// ------------------------------------------------------------------ Sendkara (money transfers to India and Poland)

function sendkara(pre: string, body: string, lang = "en"): string {
  const foot = lang === "pl"
    ? "Sendkara Ltd jest instytucją płatniczą nadzorowaną przez FCA (nr 902114). 5 Canal Wharf, Birmingham B1 2RA, Wielka Brytania."
    : "Sendkara Ltd is authorised by the Financial Conduct Authority as a payment institution (FRN 902114). 5 Canal Wharf, Birmingham B1 2RA.";
  return `<!DOCTYPE html><html lang="${lang}"><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fff7ec;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 12px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="font-family:Inter,Roboto,Arial,sans-serif;">
<tr><td style="padding-bottom:18px;"><img src="https://img.sendkara.com/email/v3/sendkara-logo.png" width="128" alt="Sendkara"></td></tr>
<tr><td style="background:#ffffff;border-radius:14px;padding:32px;font-size:15px;line-height:24px;color:#1c1917;">${body}</td></tr>
<tr><td style="padding:20px 8px;font-size:11px;line-height:17px;color:#8b8178;">${foot}<br>
<a href="https://sendkara.com/help" style="color:#8b8178;">Help</a> &middot; <a href="https://sendkara.com/legal/privacy" style="color:#8b8178;">Privacy</a> &middot; &copy; 2026 Sendkara</td></tr>
</table></td></tr></table></body></html>`;
}

const part4: Mail[] = [
  {
    family: "sendkara",
    group: "consumer",
    lang: "en",
    kind: "transfer-completed",
    code: null,
    link: null,
    from: "Sendkara <hello@sendkara.com>",
    to: ANNA,
    subject: "₹49,612.80 has arrived in Joseph's account",
    date: d(2026, 9, 19, 13, 31),
    enc: "qp",
    text: `Hi Anna,

Your money has arrived.

Joseph Mathew received ₹49,612.80 in his South Indian Bank account ending 0447 (Pala branch) at 17:59 IST.

You sent:        £450.00
Our fee:         £1.99
Exchange rate:   1 GBP = 110.7195 INR
Transfer no.:    SK-7730-19926-IN

Track every transfer in the Sendkara app: https://sendkara.com/app/transfers

Thanks for sending with us,
The Sendkara team
`,
    html: sendkara(
      "Joseph received ₹49,612.80",
      `<p style="font-size:22px;font-weight:700;margin:0 0 14px;">Your money has arrived &#127881;</p>
<p style="margin:0 0 20px;">Joseph Mathew received <b>&#8377;49,612.80</b> in his South Indian Bank account ending 0447 (Pala branch) at 17:59 IST.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#faf6f0;border-radius:10px;">
<tr><td style="color:#78716c;">You sent</td><td align="right">&pound;450.00</td></tr>
<tr><td style="color:#78716c;">Our fee</td><td align="right">&pound;1.99</td></tr>
<tr><td style="color:#78716c;">Exchange rate</td><td align="right">1 GBP = 110.7195 INR</td></tr>
<tr><td style="color:#78716c;">Transfer no.</td><td align="right">SK-7730-19926-IN</td></tr></table>
<p style="margin:24px 0 0;"><a href="https://sendkara.com/app/transfers" style="color:#ea580c;font-weight:600;">Track your transfers</a></p>`,
    ),
  },
  {
    family: "sendkara",
    group: "consumer",
    lang: "pl",
    kind: "transfer-completed",
    code: null,
    link: null,
    from: "Sendkara <hello@sendkara.com>",
    to: ANNA,
    subject: "Przelew do Haliny Wójcik został zaksięgowany",
    date: d(2026, 10, 10, 10, 4),
    enc: "b64",
    text: `Cześć Anno,

Twój przelew dotarł do odbiorcy.

Odbiorca:        Halina Wójcik
Rachunek:        PL** **** **** **** **** **** 2290 (Bank Spółdzielczy Nadnarwiański)
Kwota wysłana:   £200.00
Kwota otrzymana: 1 012,36 zł
Kurs:            1 GBP = 5,0618 PLN
Opłata:          £0.99
Numer przelewu:  SK-7731-04418-PL

Historię przelewów znajdziesz w aplikacji: https://sendkara.com/app/transfers

Pozdrawiamy,
Zespół Sendkara
`,
    html: sendkara(
      "Halina Wójcik otrzymała 1 012,36 zł",
      `<p style="font-size:22px;font-weight:700;margin:0 0 14px;">Przelew dotarł &#10003;</p>
<p style="margin:0 0 20px;">Cześć Anno, Halina Wójcik otrzymała <b>1&nbsp;012,36&nbsp;zł</b> na rachunek kończący się na 2290 (Bank Spółdzielczy Nadnarwiański).</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#faf6f0;border-radius:10px;">
<tr><td style="color:#78716c;">Kwota wysłana</td><td align="right">&pound;200.00</td></tr>
<tr><td style="color:#78716c;">Kurs</td><td align="right">1 GBP = 5,0618 PLN</td></tr>
<tr><td style="color:#78716c;">Opłata</td><td align="right">&pound;0.99</td></tr>
<tr><td style="color:#78716c;">Numer przelewu</td><td align="right">SK-7731-04418-PL</td></tr></table>
<p style="margin:24px 0 0;"><a href="https://sendkara.com/app/transfers" style="color:#ea580c;font-weight:600;">Zobacz historię przelewów</a></p>`,
      "pl",
    ),
  },
  {
    family: "sendkara",
    group: "consumer",
    lang: "en",
    kind: "verification-code",
    code: "918447",
    link: null,
    from: "Sendkara <security@sendkara.com>",
    to: ANNA,
    subject: "918447 is your Sendkara code",
    date: d(2026, 11, 14, 9, 12, "+0000"),
    enc: "qp",
    text: `Hi Anna,

You're adding a new recipient: Mariamma Kurian (Federal Bank, Kottayam).

Enter this code in the app to confirm it's you: 918447

The code expires in 5 minutes. Sendkara staff will never call you to ask for it. If you aren't adding a recipient, change your password now.
`,
    html: sendkara(
      "You're adding a new recipient: Mariamma Kurian",
      `<p style="margin:0 0 16px;">Hi Anna,</p>
<p style="margin:0 0 16px;">You're adding a new recipient: <b>Mariamma Kurian</b> (Federal Bank, Kottayam).</p>
<p style="margin:0 0 8px;">Enter this code in the app to confirm it's you:</p>
<p style="margin:0 0 20px;font-size:36px;font-weight:800;letter-spacing:10px;color:#ea580c;">918447</p>
<p style="margin:0;font-size:13px;color:#78716c;">The code expires in 5 minutes. Sendkara staff will never call you to ask for it. If you aren't adding a recipient, change your password now.</p>`,
    ),
  },
];

// ------------------------------------------------------------------ Bank Spółdzielczy Nadnarwiański

const BSN_FOOT = `Bank Spółdzielczy Nadnarwiański w Łomży, ul. Dworna 14, 18-400 Łomża
Infolinia: 86 215 40 00 (pn.-pt. 8:00-18:00) | www.bsnadnarwianski.pl
Sąd Rejonowy w Białymstoku, XII Wydział Gospodarczy KRS, KRS 0000119822, NIP 718-000-42-17.
Wiadomość wygenerowana automatycznie - prosimy na nią nie odpowiadać.`;

part4.push(
  {
    family: "bs-nadnarwianski",
    group: "regional",
    lang: "pl",
    kind: "login-code",
    code: "583-107",
    code_digits: "583107",
    link: null,
    from: "BS Nadnarwiański <powiadomienia@bsnadnarwianski.pl>",
    to: ANNA,
    subject: "Kod do logowania w bankowości internetowej",
    date: d(2026, 9, 27, 20, 3, "+0200"),
    enc: "qp",
    text: `Szanowna Pani,

Kod jednorazowy do logowania w systemie eBank24: 583-107

Kod jest ważny przez 5 minut. Logowanie z nowego urządzenia (Windows, Chrome), lokalizacja: Wielka Brytania.

Pracownicy banku nigdy nie proszą o podanie kodów. Jeśli to nie Pani się loguje, prosimy o pilny kontakt: 86 215 40 00.

${BSN_FOOT}
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #c8d3c0;">
<tr><td style="background:#1f6d3a;padding:12px 18px;"><img src="https://www.bsnadnarwianski.pl/img/mail/logo-bsn.png" alt="Bank Spółdzielczy Nadnarwiański" height="40"></td></tr>
<tr><td style="padding:20px 18px;line-height:21px;">
<p>Szanowna Pani,</p>
<p>Kod jednorazowy do logowania w systemie eBank24:</p>
<p style="font-size:26px;font-weight:bold;color:#1f6d3a;">583-107</p>
<p>Kod jest ważny przez 5 minut. Logowanie z nowego urządzenia (Windows, Chrome), lokalizacja: Wielka Brytania.</p>
<p style="color:#a01818;">Pracownicy banku nigdy nie proszą o podanie kodów. Jeśli to nie Pani się loguje, prosimy o pilny kontakt: 86 215 40 00.</p>
</td></tr>
<tr><td style="padding:12px 18px;background:#eef3ea;font-size:11px;color:#666;line-height:16px;">${
      BSN_FOOT.replaceAll("\n", "<br>")
    }</td></tr>
</table></body></html>`,
  },
  {
    family: "bs-nadnarwianski",
    group: "regional",
    lang: "pl",
    kind: "statement",
    code: null,
    link: null,
    from: "BS Nadnarwiański <wyciagi@bsnadnarwianski.pl>",
    to: ANNA,
    subject: "Wyciąg z rachunku nr 7/2026 - październik",
    date: d(2026, 11, 3, 6, 15, "+0100"),
    enc: "8bit",
    html: null,
    text: `Szanowna Pani Anna Mathew,

w załączeniu przesyłamy wyciąg z rachunku ROR Konto Plus
nr 40 8760 0005 0012 3344 2000 0010 za okres 01.10.2026 - 31.10.2026.

Saldo początkowe:  3 412,18 PLN
Uznania:           1 012,36 PLN
Obciążenia:          589,00 PLN
Saldo końcowe:     3 835,54 PLN

Plik PDF jest zabezpieczony hasłem - są to cyfry Pani numeru PESEL od 5. do 11.

Wyciąg jest także dostępny w systemie eBank24 w zakładce "Dokumenty".

${BSN_FOOT}
`,
    attachment: [
      "wyciag_07_2026_konto_plus.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% wyciag 7/2026 zaszyfrowany\ntrailer << /Root 1 0 R /Encrypt 4 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "bs-nadnarwianski",
    group: "regional",
    lang: "pl",
    kind: "password-changed",
    code: null,
    link: null,
    from: "BS Nadnarwiański <powiadomienia@bsnadnarwianski.pl>",
    to: ANNA,
    subject: "Hasło do eBank24 zostało zmienione",
    date: d(2026, 9, 27, 20, 9, "+0200"),
    enc: "b64",
    text: `Szanowna Pani,

27.09.2026 o godz. 21:08 hasło dostępu do systemu eBank24 zostało zmienione.

Jeżeli to Pani zmieniła hasło, nie trzeba nic robić. Jeżeli nie, prosimy natychmiast zastrzec dostęp pod numerem 86 215 40 00 lub 828 828 828 (Zastrzegam.pl).

${BSN_FOOT}
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #c8d3c0;">
<tr><td style="background:#1f6d3a;padding:12px 18px;"><img src="https://www.bsnadnarwianski.pl/img/mail/logo-bsn.png" alt="Bank Spółdzielczy Nadnarwiański" height="40"></td></tr>
<tr><td style="padding:20px 18px;line-height:21px;">
<p>Szanowna Pani,</p>
<p><b>27.09.2026 o godz. 21:08</b> hasło dostępu do systemu eBank24 zostało zmienione.</p>
<p>Jeżeli to Pani zmieniła hasło, nie trzeba nic robić. Jeżeli nie, prosimy natychmiast zastrzec dostęp pod numerem 86 215 40 00 lub 828 828 828 (Zastrzegam.pl).</p>
</td></tr>
<tr><td style="padding:12px 18px;background:#eef3ea;font-size:11px;color:#666;line-height:16px;">${
      BSN_FOOT.replaceAll("\n", "<br>")
    }</td></tr>
</table></body></html>`,
  },
);

// ------------------------------------------------------------------ Polska Misja Katolicka, Aldbury

const pmk_confirm = "https://pmkaldbury.org.uk/zapisy/potwierdz/?id=412&key=b71c0e9f33";

part4.push(
  {
    family: "pmk-aldbury",
    group: "regional",
    lang: "pl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Polska Misja Katolicka Aldbury <ogloszenia@pmkaldbury.org.uk>",
    to: ANNA,
    subject: "Ogłoszenia duszpasterskie - XXVIII Niedziela Zwykła",
    date: d(2026, 10, 10, 18, 30),
    headers: [["List-Unsubscribe", "<mailto:ogloszenia-leave@pmkaldbury.org.uk>"]],
    enc: "qp",
    text: `Szczęść Boże!

OGŁOSZENIA DUSZPASTERSKIE, 11 października 2026

1. Msze św. w języku polskim: sobota 18:00, niedziela 9:30 i 13:00 (kościół St Joseph, Kiln Lane 40).
2. Nabożeństwa różańcowe przez cały październik od poniedziałku do piątku o 19:00.
3. W przyszłą niedzielę kolekta na ogrzewanie kościoła. Bóg zapłać za ofiary z ubiegłej niedzieli: £1,184.60.
4. Sobotnia szkoła języka polskiego zaprasza dzieci w wieku 5-14 lat. Opłata za semestr: £95.
5. Zapisy na rekolekcje adwentowe (28-29 listopada) przez formularz na stronie.
6. Kancelaria czynna we wtorki 17:00-19:00, tel. 01632 960 530.

Ks. Marek Zieliński, proboszcz

Polska Misja Katolicka w Aldbury, 40 Kiln Lane, Aldbury AB3 6TQ
https://pmkaldbury.org.uk | Charity no. 1150277
Aby zrezygnować z ogłoszeń, odpowiedz na tę wiadomość słowem "REZYGNUJĘ".
`,
    html: `<html><body style="font-family:Georgia,'Times New Roman',serif;background:#fffdf8;color:#3a2e20;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding:20px 0;border-bottom:2px solid #b8860b;"><img src="https://pmkaldbury.org.uk/wp-content/uploads/2024/03/pmk-naglowek.jpg" width="560" alt="Polska Misja Katolicka w Aldbury"></td></tr>
<tr><td style="padding:20px 10px;font-size:16px;line-height:25px;">
<p>Szczęść Boże!</p>
<h2 style="font-size:19px;color:#8b1a1a;">Ogłoszenia duszpasterskie, 11 października 2026</h2>
<ol>
<li>Msze św. w języku polskim: sobota 18:00, niedziela 9:30 i 13:00 (kościół St Joseph, Kiln Lane 40).</li>
<li>Nabożeństwa różańcowe przez cały październik od poniedziałku do piątku o 19:00.</li>
<li>W przyszłą niedzielę kolekta na ogrzewanie kościoła. Bóg zapłać za ofiary z ubiegłej niedzieli: &pound;1,184.60.</li>
<li>Sobotnia szkoła języka polskiego zaprasza dzieci w wieku 5&ndash;14 lat. Opłata za semestr: &pound;95.</li>
<li>Zapisy na rekolekcje adwentowe (28&ndash;29 listopada) przez <a href="https://pmkaldbury.org.uk/zapisy/">formularz na stronie</a>.</li>
<li>Kancelaria czynna we wtorki 17:00&ndash;19:00, tel. 01632 960 530.</li>
</ol>
<p><i>Ks. Marek Zieliński, proboszcz</i></p>
</td></tr>
<tr><td style="padding:14px 10px;font-size:12px;color:#7a6a55;border-top:1px solid #e5d9c3;">Polska Misja Katolicka w Aldbury, 40 Kiln Lane, Aldbury AB3 6TQ &middot; <a href="https://pmkaldbury.org.uk">pmkaldbury.org.uk</a> &middot; Charity no. 1150277<br>
<a href="https://www.facebook.com/pmkaldbury">Facebook</a> &middot; Aby zrezygnować z ogłoszeń, odpowiedz na tę wiadomość słowem &bdquo;REZYGNUJĘ&rdquo;.</td></tr>
</table></body></html>`,
  },
  {
    family: "pmk-aldbury",
    group: "regional",
    lang: "pl",
    kind: "confirm-link",
    code: null,
    link: pmk_confirm,
    from: "Polska Misja Katolicka Aldbury <zapisy@pmkaldbury.org.uk>",
    to: ANNA,
    subject: "Potwierdź zapis: Rekolekcje adwentowe 2026",
    date: d(2026, 10, 14, 22, 40),
    enc: "8bit",
    text: `Dzień dobry, Anna Mathew!

Dziękujemy za wypełnienie formularza zapisu na Rekolekcje adwentowe (28-29 listopada 2026, sala parafialna St Joseph).

Liczba osób: 1
Posiłek w sobotę: tak (wegetariański)

Aby potwierdzić zapis, kliknij w link:
${pmk_confirm}

Niepotwierdzone zgłoszenia usuwamy po 3 dniach.

--
Polska Misja Katolicka w Aldbury
`,
    html: `<p>Dzień dobry, Anna Mathew!</p>
<p>Dziękujemy za wypełnienie formularza zapisu na <strong>Rekolekcje adwentowe</strong> (28-29 listopada 2026, sala parafialna St Joseph).</p>
<p>Liczba osób: 1<br />Posiłek w sobotę: tak (wegetariański)</p>
<p>Aby potwierdzić zapis, kliknij w link:<br /><a href="${pmk_confirm}">${pmk_confirm}</a></p>
<p>Niepotwierdzone zgłoszenia usuwamy po 3 dniach.</p>
<p>--<br />Polska Misja Katolicka w Aldbury</p>`,
  },
);

// ------------------------------------------------------------------ Wisła Air

function wisla(body: string): string {
  return `<html><body style="margin:0;background:#e9eef5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;background:#fff;">
<tr><td style="background:#0a2a66;padding:18px 26px;"><img src="https://www.wislaair.pl/static/mail/wisla-air-logo.png" alt="Wisła Air" height="34"></td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:21px;color:#14213d;">${body}</td></tr>
<tr><td style="padding:18px 26px;background:#f3f5f9;font-size:11px;color:#6b7280;line-height:16px;">
Wisła Air Sp. z o.o., ul. Skarżyńskiego 2, 31-866 Kraków, KRS 0000611203. Centrum obsługi: +48 12 300 45 45, z Wielkiej Brytanii: +44 20 3808 4545.<br>
<a href="https://www.wislaair.pl/pl/regulamin" style="color:#6b7280;">Regulamin przewozu</a> | <a href="https://www.wislaair.pl/pl/prywatnosc" style="color:#6b7280;">Polityka prywatności</a> | <a href="https://www.wislaair.pl/pl/kontakt" style="color:#6b7280;">Kontakt</a></td></tr>
</table></td></tr></table></body></html>`;
}

const wa_reset =
  "https://www.wislaair.pl/pl/konto/nowe-haslo?token=Zm9yZ290LTg4MTktYW1hdGhldw&utm_source=transactional";

part4.push(
  {
    family: "wisla-air",
    group: "consumer",
    lang: "pl",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Wisła Air <rezerwacje@wislaair.pl>",
    to: ANNA,
    subject: "Potwierdzenie rezerwacji QW7XRM - Londyn Luton ⇄ Kraków",
    date: d(2026, 10, 1, 23, 18, "+0200"),
    enc: "qp",
    text: `Dziękujemy za rezerwację!

Kod rezerwacji: QW7XRM
Pasażer: MATHEW/ANNA MS

WYLOT   WA 2213   sob. 19 gru 2026   Londyn Luton (LTN) 06:40 -> Kraków (KRK) 09:55
POWRÓT  WA 2214   sob. 2 sty 2027    Kraków (KRK) 10:35 -> Londyn Luton (LTN) 12:05

Bagaż: 1 x bagaż podręczny 10 kg, 1 x bagaż rejestrowany 20 kg
Miejsca: 12A / 14C
Razem zapłacono: £287.96 (Mastercard ****3318)

Odprawa online otwiera się 48 godzin przed wylotem. Kartę pokładową można pobrać w aplikacji Wisła Air.
Zarządzaj rezerwacją: https://www.wislaair.pl/pl/moja-rezerwacja

Życzymy udanej podróży!
Wisła Air
`,
    html: wisla(`<p style="font-size:20px;font-weight:bold;margin:0 0 16px;">Dziękujemy za rezerwację!</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f3f5f9;margin-bottom:18px;"><tr>
<td>Kod rezerwacji<br><span style="font-size:24px;font-weight:bold;letter-spacing:2px;">QW7XRM</span></td>
<td align="right">Pasażer<br><b>MATHEW/ANNA MS</b></td></tr></table>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#0a2a66;color:#fff;"><td></td><td>Lot</td><td>Data</td><td>Trasa</td></tr>
<tr><td><b>Wylot</b></td><td>WA 2213</td><td>sob. 19 gru 2026</td><td>LTN 06:40 &rarr; KRK 09:55</td></tr>
<tr style="background:#f9fafb;"><td><b>Powrót</b></td><td>WA 2214</td><td>sob. 2 sty 2027</td><td>KRK 10:35 &rarr; LTN 12:05</td></tr></table>
<p>Bagaż: 1 x bagaż podręczny 10 kg, 1 x bagaż rejestrowany 20 kg<br>Miejsca: 12A / 14C<br>Razem zapłacono: <b>&pound;287.96</b> (Mastercard ****3318)</p>
<p>Odprawa online otwiera się 48 godzin przed wylotem. Kartę pokładową można pobrać w aplikacji Wisła Air.</p>
<p><a href="https://www.wislaair.pl/pl/moja-rezerwacja" style="background:#e63946;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px;">Zarządzaj rezerwacją</a></p>`),
  },
  {
    family: "wisla-air",
    group: "consumer",
    lang: "pl",
    kind: "reset-link",
    code: null,
    link: wa_reset,
    from: "Wisła Air <konto@wislaair.pl>",
    to: ANNA,
    subject: "Ustaw nowe hasło do konta Wisła Air",
    date: d(2026, 10, 1, 22, 51, "+0200"),
    enc: "b64",
    text: `Dzień dobry,

otrzymaliśmy prośbę o zmianę hasła do konta Wisła Air powiązanego z adresem anna.mathew@inbox.example.

Aby ustawić nowe hasło, otwórz link (ważny przez 30 minut):
${wa_reset}

Jeśli to nie Ty, zignoruj tę wiadomość - Twoje obecne hasło pozostanie bez zmian.

Wisła Air
`,
    html: wisla(`<p>Dzień dobry,</p>
<p>otrzymaliśmy prośbę o zmianę hasła do konta Wisła Air powiązanego z adresem <b>anna.mathew@inbox.example</b>.</p>
<p style="margin:24px 0;"><a href="${
      wa_reset.replaceAll("&", "&amp;")
    }" style="background:#e63946;color:#fff;padding:12px 24px;text-decoration:none;border-radius:3px;font-weight:bold;">Ustaw nowe hasło</a></p>
<p>Link jest ważny przez 30 minut. Jeśli to nie Ty, zignoruj tę wiadomość &ndash; Twoje obecne hasło pozostanie bez zmian.</p>`),
  },
);

// ------------------------------------------------------------------ Busik Ekspres (parcels Poland - UK)

part4.push(
  {
    family: "busik-ekspres",
    group: "regional",
    lang: "pl",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Busik Ekspres PL-UK <biuro@busikekspres.pl>",
    to: ANNA,
    subject: "Paczka BE-26-118374 odebrana od nadawcy",
    date: d(2026, 11, 16, 12, 5, "+0100"),
    html: null,
    enc: "8bit",
    text: `Dzień dobry,

paczka nr BE-26-118374 została odebrana od nadawcy:
Halina Wójcik, ul. Polna 7, 18-400 Łomża

Waga: 14,5 kg
Trasa: Łomża - Białystok - Calais - Aldbury
Planowane doręczenie: czwartek 19.11.2026 (wieczorem, 17:00-22:00)
Adres doręczenia: Flat 3, 27 Kiln Lane, Aldbury AB3 6TR

W dniu doręczenia wyślemy kod odbioru, który należy podać kierowcy.

Busik Ekspres - przewozy i paczki Polska-Anglia
tel. PL +48 86 219 77 10, UK +44 7700 900 418
`,
  },
  {
    family: "busik-ekspres",
    group: "regional",
    lang: "pl",
    kind: "delivery-pin",
    code: "4172",
    link: null,
    from: "Busik Ekspres PL-UK <biuro@busikekspres.pl>",
    to: ANNA,
    subject: "Dziś doręczamy paczkę BE-26-118374 - kod odbioru",
    date: d(2026, 11, 19, 11, 30, "+0000"),
    enc: "qp",
    text: `Dzień dobry,

dziś wieczorem (ok. 18:30-20:00) kierowca Paweł (tel. +44 7700 900 418) dostarczy paczkę BE-26-118374.

KOD ODBIORU: 4172

Podaj ten kod kierowcy przy odbiorze - bez kodu paczka nie zostanie wydana. Jeśli nie będzie Cię w domu, zadzwoń do kierowcy, żeby ustalić inną godzinę lub sąsiada.

Busik Ekspres
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;">
<p>Dzień dobry,</p>
<p>dziś wieczorem (ok. 18:30&ndash;20:00) kierowca Paweł (tel. +44 7700 900 418) dostarczy paczkę <b>BE-26-118374</b>.</p>
<table cellpadding="12" style="border:2px dashed #d62828;"><tr><td style="font-size:14px;">KOD ODBIORU<br><span style="font-size:34px;font-weight:bold;">4172</span></td></tr></table>
<p>Podaj ten kod kierowcy przy odbiorze &ndash; bez kodu paczka nie zostanie wydana. Jeśli nie będzie Cię w domu, zadzwoń do kierowcy, żeby ustalić inną godzinę lub sąsiada.</p>
<p>Busik Ekspres<br><img src="https://busikekspres.pl/img/busik-stopka.png" alt="Busik Ekspres - przewozy Polska-Anglia" width="220"></p></div>`,
  },
);

// ------------------------------------------------------------------ St Alphonsa Syro-Malabar Mission, Aldbury

const alph_invite = "https://alphonsamission.org.uk/members/invite/accept/9b2f61d0c4?g=choir";

const part5: Mail[] = [
  {
    family: "alphonsa-mission-aldbury",
    group: "regional",
    lang: "ml",
    kind: "newsletter",
    code: null,
    link: null,
    from: "St Alphonsa Mission Aldbury <office@alphonsamission.org.uk>",
    to: ANNA,
    subject: "ഒക്ടോബർ മാസത്തെ അറിയിപ്പുകൾ - St Alphonsa Mission",
    date: d(2026, 10, 3, 21, 15),
    enc: "b64",
    text: `പ്രിയപ്പെട്ടവരെ,

ഈ മാസത്തെ പ്രധാന അറിയിപ്പുകൾ:

1. വിശുദ്ധ കുർബാന എല്ലാ ഞായറാഴ്ചയും ഉച്ചകഴിഞ്ഞ് 2:30-ന് St Joseph's Church, Kiln Lane-ൽ.
2. മതബോധന ക്ലാസുകൾ ഒക്ടോബർ 11 മുതൽ കുർബാനയ്ക്ക് ശേഷം 4:00 മുതൽ 5:15 വരെ.
3. ജപമാല മാസാചരണം: ഓരോ കുടുംബ കൂട്ടായ്മയും ഒരു ദിവസം ജപമാല നയിക്കും. പട്ടിക പള്ളിയിലെ നോട്ടീസ് ബോർഡിൽ.
4. ക്രിസ്മസ് കരോൾ ഒരുക്കങ്ങൾക്കുള്ള ആദ്യ യോഗം ഒക്ടോബർ 25 ഞായറാഴ്ച കുർബാനയ്ക്ക് ശേഷം.
5. പള്ളി ഫണ്ടിലേക്കുള്ള സംഭാവനകൾ: Account 31876420, sort code 40-11-62 (reference: പേര് + FUND).

ദൈവം അനുഗ്രഹിക്കട്ടെ,
ഫാ. ജോസഫ് വടക്കേൽ
St Alphonsa Syro-Malabar Mission, Aldbury
07700 900 261 | office@alphonsamission.org.uk
`,
    html:
      `<html><body style="font-family:'Noto Sans Malayalam','Manjari',Arial,sans-serif;background:#fdf8f0;color:#3b2f2f;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#7b1e1e;padding:16px 22px;color:#f5e6c8;font-size:18px;">St Alphonsa Syro-Malabar Mission, Aldbury</td></tr>
<tr><td style="padding:22px;font-size:16px;line-height:28px;">
<p>പ്രിയപ്പെട്ടവരെ,</p>
<p>ഈ മാസത്തെ പ്രധാന അറിയിപ്പുകൾ:</p>
<ol>
<li>വിശുദ്ധ കുർബാന എല്ലാ ഞായറാഴ്ചയും ഉച്ചകഴിഞ്ഞ് 2:30-ന് St Joseph's Church, Kiln Lane-ൽ.</li>
<li>മതബോധന ക്ലാസുകൾ ഒക്ടോബർ 11 മുതൽ കുർബാനയ്ക്ക് ശേഷം 4:00 മുതൽ 5:15 വരെ.</li>
<li>ജപമാല മാസാചരണം: ഓരോ കുടുംബ കൂട്ടായ്മയും ഒരു ദിവസം ജപമാല നയിക്കും. പട്ടിക പള്ളിയിലെ നോട്ടീസ് ബോർഡിൽ.</li>
<li>ക്രിസ്മസ് കരോൾ ഒരുക്കങ്ങൾക്കുള്ള ആദ്യ യോഗം ഒക്ടോബർ 25 ഞായറാഴ്ച കുർബാനയ്ക്ക് ശേഷം.</li>
<li>പള്ളി ഫണ്ടിലേക്കുള്ള സംഭാവനകൾ: Account 31876420, sort code 40-11-62 (reference: പേര് + FUND).</li>
</ol>
<p>ദൈവം അനുഗ്രഹിക്കട്ടെ,<br>ഫാ. ജോസഫ് വടക്കേൽ</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:12px;color:#8a7a6a;border-top:1px solid #eee;">07700 900 261 &middot; <a href="mailto:office@alphonsamission.org.uk">office@alphonsamission.org.uk</a> &middot; <a href="https://www.facebook.com/alphonsamissionaldbury">Facebook</a> &middot; <a href="https://www.youtube.com/@alphonsamissionaldbury">YouTube (തത്സമയ കുർബാന)</a></td></tr>
</table></body></html>`,
  },
  {
    family: "alphonsa-mission-aldbury",
    group: "regional",
    lang: "ml",
    kind: "invite-link",
    code: null,
    link: alph_invite,
    from: "St Alphonsa Mission Aldbury <no-reply@alphonsamission.org.uk>",
    to: ANNA,
    subject: "ഗായകസംഘം ഗ്രൂപ്പിലേക്ക് ക്ഷണം",
    date: d(2026, 10, 26, 20, 2, "+0000"),
    enc: "qp",
    text: `പ്രിയ അന്ന,

ഫാ. ജോസഫ് വടക്കേൽ നിങ്ങളെ മിഷൻ വെബ്സൈറ്റിലെ "അൽഫോൻസാ ഗായകസംഘം" ഗ്രൂപ്പിൽ ചേരാൻ ക്ഷണിച്ചിരിക്കുന്നു. ക്രിസ്മസ് കരോളിനുള്ള പാട്ടുകളും പരിശീലന സമയങ്ങളും ഈ ഗ്രൂപ്പിലാണ് പങ്കുവെക്കുന്നത്.

ക്ഷണം സ്വീകരിക്കാൻ ഈ ലിങ്ക് തുറക്കുക:
${alph_invite}

ഈ ക്ഷണം 7 ദിവസത്തേക്ക് മാത്രം സാധുവാണ്.

St Alphonsa Syro-Malabar Mission, Aldbury
`,
    html:
      `<div style="font-family:'Noto Sans Malayalam',Arial,sans-serif;font-size:16px;line-height:28px;max-width:560px;">
<p>പ്രിയ അന്ന,</p>
<p>ഫാ. ജോസഫ് വടക്കേൽ നിങ്ങളെ മിഷൻ വെബ്സൈറ്റിലെ <b>&ldquo;അൽഫോൻസാ ഗായകസംഘം&rdquo;</b> ഗ്രൂപ്പിൽ ചേരാൻ ക്ഷണിച്ചിരിക്കുന്നു. ക്രിസ്മസ് കരോളിനുള്ള പാട്ടുകളും പരിശീലന സമയങ്ങളും ഈ ഗ്രൂപ്പിലാണ് പങ്കുവെക്കുന്നത്.</p>
<p><a href="${alph_invite}" style="background:#7b1e1e;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px;">ക്ഷണം സ്വീകരിക്കുക</a></p>
<p style="font-size:13px;color:#777;">ഈ ക്ഷണം 7 ദിവസത്തേക്ക് മാത്രം സാധുവാണ്.</p>
<p style="font-size:12px;color:#999;">St Alphonsa Syro-Malabar Mission, Aldbury &middot; <a href="https://alphonsamission.org.uk" style="color:#999;">alphonsamission.org.uk</a></p></div>`,
  },
];

// ------------------------------------------------------------------ Kerala Pravasi Kshema Board (member portal)

const KPKB_FOOT = `Kerala Pravasi Kshema Board, Pravasi Bhavan, Thycaud, Thiruvananthapuram 695014
Toll free (India): 1800 425 3939 | International: +91 471 277 0500`;

part5.push(
  {
    family: "pravasi-kshema-board",
    group: "regional",
    lang: "ml",
    kind: "login-code",
    code: "472915",
    link: null,
    from: "Pravasi Kshema Board <otp@pravasikshema.kerala.example.in>",
    to: ANNA,
    subject: "OTP - പ്രവാസി ക്ഷേമ ബോർഡ് അംഗത്വ പോർട്ടൽ",
    date: d(2026, 10, 17, 14, 26, "+0530"),
    enc: "b64",
    html: null,
    text: `പ്രിയ അന്ന മാത്യു,

പ്രവാസി ക്ഷേമ ബോർഡ് അംഗത്വ പോർട്ടലിൽ ലോഗിൻ ചെയ്യാനുള്ള നിങ്ങളുടെ ഒറ്റത്തവണ പാസ്‌വേഡ് (OTP): 472915

ഈ OTP 10 മിനിറ്റ് വരെ മാത്രം സാധുവാണ്. ഇത് ആരുമായും പങ്കിടരുത്. ബോർഡ് ജീവനക്കാർ ഒരിക്കലും OTP ചോദിക്കില്ല.

Your OTP for the member portal is 472915. Valid for 10 minutes.

Membership no.: KPKB/OS/2019/0388104

${KPKB_FOOT}
This is a system generated e-mail. Please do not reply.
`,
  },
  {
    family: "pravasi-kshema-board",
    group: "regional",
    lang: "ml",
    kind: "contribution-receipt",
    code: null,
    link: null,
    from: "Pravasi Kshema Board <receipts@pravasikshema.kerala.example.in>",
    to: ANNA,
    subject: "അംശദായം ലഭിച്ചു - രസീത് നമ്പർ KPKB-R-26-7719240",
    date: d(2026, 10, 17, 14, 40, "+0530"),
    enc: "qp",
    text: `പ്രിയ അന്ന മാത്യു,

നിങ്ങളുടെ അംശദായം ലഭിച്ചതായി അറിയിക്കുന്നു.

അംഗത്വ നമ്പർ:   KPKB/OS/2019/0388104
കാലയളവ്:       ഏപ്രിൽ 2026 - മാർച്ച് 2027 (12 മാസം)
തുക:            ₹4,200.00
രസീത് നമ്പർ:    KPKB-R-26-7719240
തീയതി:          17-10-2026

പെൻഷൻ അർഹത നിലനിർത്താൻ അംശദായം മുടക്കമില്ലാതെ അടയ്ക്കുക. കുടിശ്ശിക ഇല്ല.

${KPKB_FOOT}
`,
    html: `<html><body style="font-family:'Noto Sans Malayalam',Arial,sans-serif;font-size:15px;color:#222;">
<table width="620" cellpadding="0" cellspacing="0" style="border:1px solid #ccc;">
<tr><td style="background:#0d5c46;color:#fff;padding:12px 18px;"><img src="https://pravasikshema.kerala.example.in/assets/emblem-kpkb.png" alt="Kerala Pravasi Kshema Board" height="46" style="vertical-align:middle;"> &nbsp;കേരള പ്രവാസി ക്ഷേമ ബോർഡ്</td></tr>
<tr><td style="padding:18px;line-height:27px;">
<p>പ്രിയ അന്ന മാത്യു,</p>
<p>നിങ്ങളുടെ അംശദായം ലഭിച്ചതായി അറിയിക്കുന്നു.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:14px;">
<tr><td>അംഗത്വ നമ്പർ</td><td>KPKB/OS/2019/0388104</td></tr>
<tr><td>കാലയളവ്</td><td>ഏപ്രിൽ 2026 &ndash; മാർച്ച് 2027 (12 മാസം)</td></tr>
<tr><td>തുക</td><td>&#8377;4,200.00</td></tr>
<tr><td>രസീത് നമ്പർ</td><td>KPKB-R-26-7719240</td></tr>
<tr><td>തീയതി</td><td>17-10-2026</td></tr></table>
<p>പെൻഷൻ അർഹത നിലനിർത്താൻ അംശദായം മുടക്കമില്ലാതെ അടയ്ക്കുക. കുടിശ്ശിക ഇല്ല.</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#f1f1f1;font-size:11px;color:#555;">${
      KPKB_FOOT.replaceAll("\n", "<br>")
    }</td></tr>
</table></body></html>`,
  },
);

// ------------------------------------------------------------------ Meenachil Valley Co-operative Bank

const MVCB_FOOT = `മീനച്ചിൽ വാലി സർവീസ് സഹകരണ ബാങ്ക് ലിമിറ്റഡ് നമ്പർ K.1184, പ്രധാന ശാഖ, പാലാ, കോട്ടയം 686575
ഫോൺ: 04822 212 440 | NRI ഡെസ്ക്: +91 94470 12440 (WhatsApp)`;

part5.push(
  {
    family: "meenachil-valley-bank",
    group: "regional",
    lang: "ml",
    kind: "deposit-maturity",
    code: null,
    link: null,
    from: "Meenachil Valley Co-op Bank <nri@meenachilbank.example.in>",
    to: ANNA,
    subject: "സ്ഥിര നിക്ഷേപം കാലാവധി പൂർത്തിയാകുന്നു - FD 0412/NRE/55871",
    date: d(2026, 10, 12, 11, 5, "+0530"),
    enc: "8bit",
    text: `ബഹുമാനപ്പെട്ട അന്ന മാത്യു,

താങ്കളുടെ താഴെ പറയുന്ന സ്ഥിര നിക്ഷേപം ഉടൻ കാലാവധി പൂർത്തിയാകുന്നു:

നിക്ഷേപ നമ്പർ:   0412/NRE/55871
തുക:            ₹5,00,000.00
പലിശ നിരക്ക്:    7.25% (വാർഷികം)
കാലാവധി തീയതി:  25-10-2026
കാലാവധി തുക:    ₹5,37,912.00

പ്രത്യേക നിർദ്ദേശം ലഭിച്ചില്ലെങ്കിൽ, നിക്ഷേപം അന്നത്തെ നിരക്കിൽ ഒരു വർഷത്തേക്ക് സ്വയമേവ പുതുക്കുന്നതാണ്. തുക NRE സേവിംഗ്സ് അക്കൗണ്ടിലേക്ക് (xxxx6630) മാറ്റാൻ താൽപര്യമുണ്ടെങ്കിൽ 23-10-2026-നു മുമ്പ് NRI ഡെസ്കിനെ അറിയിക്കുക.

വിശ്വസ്തതയോടെ,
മാനേജർ

${MVCB_FOOT}
`,
    html:
      `<table width="600" cellpadding="14" cellspacing="0" style="font-family:'Noto Sans Malayalam',Arial,sans-serif;font-size:15px;border:1px solid #b7c9e2;">
<tr><td style="background:#12355b;color:#fff;font-weight:bold;">മീനച്ചിൽ വാലി സർവീസ് സഹകരണ ബാങ്ക് &middot; Meenachil Valley Co-operative Bank</td></tr>
<tr><td style="line-height:27px;">
<p>ബഹുമാനപ്പെട്ട അന്ന മാത്യു,</p>
<p>താങ്കളുടെ താഴെ പറയുന്ന സ്ഥിര നിക്ഷേപം ഉടൻ കാലാവധി പൂർത്തിയാകുന്നു:</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td>നിക്ഷേപ നമ്പർ</td><td><b>0412/NRE/55871</b></td></tr>
<tr><td>തുക</td><td>&#8377;5,00,000.00</td></tr>
<tr><td>പലിശ നിരക്ക്</td><td>7.25% (വാർഷികം)</td></tr>
<tr><td>കാലാവധി തീയതി</td><td>25-10-2026</td></tr>
<tr><td>കാലാവധി തുക</td><td>&#8377;5,37,912.00</td></tr></table>
<p>പ്രത്യേക നിർദ്ദേശം ലഭിച്ചില്ലെങ്കിൽ, നിക്ഷേപം അന്നത്തെ നിരക്കിൽ ഒരു വർഷത്തേക്ക് സ്വയമേവ പുതുക്കുന്നതാണ്. തുക NRE സേവിംഗ്സ് അക്കൗണ്ടിലേക്ക് (xxxx6630) മാറ്റാൻ താൽപര്യമുണ്ടെങ്കിൽ 23-10-2026-നു മുമ്പ് NRI ഡെസ്കിനെ അറിയിക്കുക.</p>
<p>വിശ്വസ്തതയോടെ,<br>മാനേജർ</p></td></tr>
<tr><td style="background:#eef3f9;font-size:11px;color:#555;">${MVCB_FOOT.replaceAll("\n", "<br>")}</td></tr></table>`,
  },
  {
    family: "meenachil-valley-bank",
    group: "regional",
    lang: "ml",
    kind: "interest-certificate",
    code: null,
    link: null,
    from: "Meenachil Valley Co-op Bank <nri@meenachilbank.example.in>",
    to: ANNA,
    subject: "പലിശ സർട്ടിഫിക്കറ്റ് 2025-26 / Interest certificate",
    date: d(2026, 11, 5, 10, 20, "+0530"),
    html: null,
    enc: "qp",
    text: `ബഹുമാനപ്പെട്ട അന്ന മാത്യു,

2025-26 സാമ്പത്തിക വർഷത്തെ താങ്കളുടെ NRE അക്കൗണ്ടുകളുടെ പലിശ സർട്ടിഫിക്കറ്റ് ഇതോടൊപ്പം അയയ്ക്കുന്നു. NRE അക്കൗണ്ടുകളിലെ പലിശ ഇന്ത്യയിൽ നികുതി രഹിതമാണ്; യുകെയിലെ നികുതി റിട്ടേണിൽ ഇത് കാണിക്കേണ്ടി വന്നേക്കാം.

Please find attached the interest certificate for FY 2025-26. Total interest credited: ₹38,407.00.

${MVCB_FOOT}
`,
    attachment: [
      "InterestCertificate_FY2025-26_0412.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Interest certificate FY 2025-26, NRE accounts, total interest INR 38407.00\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
);

// ------------------------------------------------------------------ Kaavyam Play (Malayalam streaming)

function kaavyam(body: string): string {
  return `<html><body style="margin:0;background:#0e0b14;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0e0b14"><tr><td align="center" style="padding:26px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:'Noto Sans Malayalam','Manjari',Arial,sans-serif;color:#ece7f5;">
<tr><td align="center" style="padding-bottom:20px;"><img src="https://cdn.kaavyamplay.com/mailers/logo-gold.png" alt="Kaavyam Play" width="150"></td></tr>
<tr><td style="background:#1b1624;border-radius:12px;padding:30px;font-size:15px;line-height:26px;">${body}</td></tr>
<tr><td align="center" style="padding:18px;font-size:11px;color:#8e86a0;line-height:17px;">
<a href="https://apps.apple.com/app/kaavyam-play/id1620917734"><img src="https://cdn.kaavyamplay.com/mailers/appstore-badge.png" alt="App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=com.kaavyam.play"><img src="https://cdn.kaavyamplay.com/mailers/googleplay-badge.png" alt="Google Play" height="32"></a><br>
Kaavyam Digital Media Pvt Ltd, Infopark Phase II, Kakkanad, Kochi 682042<br>
<a href="https://www.kaavyamplay.com/help" style="color:#8e86a0;">സഹായം</a> &middot; <a href="https://www.kaavyamplay.com/privacy" style="color:#8e86a0;">സ്വകാര്യതാ നയം</a> &middot; &copy; 2026</td></tr>
</table></td></tr></table></body></html>`;
}

part5.push(
  {
    family: "kaavyam-play",
    group: "consumer",
    lang: "ml",
    kind: "login-code",
    code: "306691",
    link: null,
    from: "Kaavyam Play <noreply@kaavyamplay.com>",
    to: ANNA,
    subject: "നിങ്ങളുടെ കാവ്യം പ്ലേ ലോഗിൻ കോഡ്",
    date: d(2026, 10, 24, 19, 48),
    enc: "b64",
    text: `നമസ്കാരം,

ടിവിയിൽ കാവ്യം പ്ലേ ലോഗിൻ ചെയ്യാനുള്ള കോഡ്:

3 0 6 6 9 1

ഈ കോഡ് 15 മിനിറ്റ് വരെ സാധുവാണ്. നിങ്ങൾ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചിട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക.

ടീം കാവ്യം പ്ലേ
`,
    html: kaavyam(`<p>നമസ്കാരം,</p>
<p>ടിവിയിൽ കാവ്യം പ്ലേ ലോഗിൻ ചെയ്യാനുള്ള കോഡ്:</p>
<p style="text-align:center;font-family:Arial,sans-serif;font-size:34px;font-weight:bold;letter-spacing:12px;color:#f2c14e;margin:22px 0;">3 0 6 6 9 1</p>
<p style="font-size:13px;color:#b7aec8;">ഈ കോഡ് 15 മിനിറ്റ് വരെ സാധുവാണ്. നിങ്ങൾ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചിട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക.</p>
<p>ടീം കാവ്യം പ്ലേ</p>`),
  },
  {
    family: "kaavyam-play",
    group: "consumer",
    lang: "ml",
    kind: "subscription-renewed",
    code: null,
    link: null,
    from: "Kaavyam Play <billing@kaavyamplay.com>",
    to: ANNA,
    subject: "സബ്‌സ്ക്രിപ്ഷൻ പുതുക്കി - Kaavyam Play Premium",
    date: d(2026, 11, 1, 4, 3, "+0000"),
    enc: "qp",
    text: `നമസ്കാരം അന്ന,

നിങ്ങളുടെ Kaavyam Play Premium (UK) സബ്‌സ്ക്രിപ്ഷൻ വിജയകരമായി പുതുക്കി.

പ്ലാൻ:          Premium - പ്രതിമാസം
തുക:           £5.99 (VAT ഉൾപ്പെടെ)
കാർഡ്:         Visa •••• 3318
അടുത്ത പുതുക്കൽ:  01 ഡിസംബർ 2026
ഇൻവോയ്സ്:       KP-UK-2611-004471

ഈ മാസം പുതിയതായി: "കായൽക്കരയിലെ വീട്" (വെബ് സീരീസ്), "ഓണനിലാവ്" (സിനിമ).

സബ്‌സ്ക്രിപ്ഷൻ നിയന്ത്രിക്കാൻ: https://www.kaavyamplay.com/account/plan
`,
    html: kaavyam(`<p>നമസ്കാരം അന്ന,</p>
<p>നിങ്ങളുടെ <b>Kaavyam Play Premium (UK)</b> സബ്‌സ്ക്രിപ്ഷൻ വിജയകരമായി പുതുക്കി.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#ece7f5;">
<tr><td style="color:#b7aec8;">പ്ലാൻ</td><td align="right">Premium &ndash; പ്രതിമാസം</td></tr>
<tr><td style="color:#b7aec8;">തുക</td><td align="right">&pound;5.99 (VAT ഉൾപ്പെടെ)</td></tr>
<tr><td style="color:#b7aec8;">കാർഡ്</td><td align="right">Visa &bull;&bull;&bull;&bull; 3318</td></tr>
<tr><td style="color:#b7aec8;">അടുത്ത പുതുക്കൽ</td><td align="right">01 ഡിസംബർ 2026</td></tr>
<tr><td style="color:#b7aec8;">ഇൻവോയ്സ്</td><td align="right">KP-UK-2611-004471</td></tr></table>
<p style="margin-top:20px;">ഈ മാസം പുതിയതായി: &ldquo;കായൽക്കരയിലെ വീട്&rdquo; (വെബ് സീരീസ്), &ldquo;ഓണനിലാവ്&rdquo; (സിനിമ).</p>
<p><a href="https://www.kaavyamplay.com/account/plan" style="color:#f2c14e;">സബ്‌സ്ക്രിപ്ഷൻ നിയന്ത്രിക്കുക</a></p>`),
  },
);

// ------------------------------------------------------------------ Nilavu (Malayalam news digest)

part5.push({
  family: "nilavu-news",
  group: "consumer",
  lang: "ml",
  kind: "newsletter",
  code: null,
  link: null,
  from: "നിലാവ് വാർത്ത <digest@nilavunews.example.in>",
  to: ANNA,
  subject: "ആഴ്ചയിലെ പ്രധാന വാർത്തകൾ | പ്രവാസി പതിപ്പ്",
  date: d(2026, 11, 8, 7, 0, "+0000"),
  headers: [["List-Unsubscribe", "<https://nilavunews.example.in/newsletter/unsubscribe?s=pr-8841c>"], [
    "List-Unsubscribe-Post",
    "List-Unsubscribe=One-Click",
  ]],
  enc: "b64",
  text: `നിലാവ് - പ്രവാസി പതിപ്പ് | 8 നവംബർ 2026

1. യുകെയിലേക്കുള്ള നഴ്സിംഗ് റിക്രൂട്ട്മെന്റ്: പുതിയ നിയമങ്ങൾ എന്തൊക്കെ?
https://nilavunews.example.in/pravasi/uk-nursing-rules-2026

2. കൊച്ചി - ലണ്ടൻ നേരിട്ടുള്ള വിമാന സർവീസ് ഡിസംബർ മുതൽ ആഴ്ചയിൽ നാല് ദിവസം
https://nilavunews.example.in/pravasi/kochi-london-flights

3. രൂപയുടെ മൂല്യം: ഒരു പൗണ്ടിന് ₹111 കടന്നു
https://nilavunews.example.in/business/gbp-inr-111

4. പാലായിൽ ഇന്ന് മുതൽ റബ്ബർ കർഷക സംഗമം
https://nilavunews.example.in/kottayam/pala-rubber-sangamam

വാർത്താക്കുറിപ്പ് വേണ്ടെങ്കിൽ: https://nilavunews.example.in/newsletter/unsubscribe?s=pr-8841c
Nilavu Media, MG Road, Kozhikode 673001
`,
  html: `<html><body style="margin:0;background:#f4f4f4;font-family:'Noto Sans Malayalam',Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 20px;border-bottom:4px solid #1565c0;"><img src="https://nilavunews.example.in/static/nilavu-masthead.png" alt="നിലാവ്" height="40"> <span style="float:right;font-size:12px;color:#888;">പ്രവാസി പതിപ്പ് &middot; 8 നവംബർ 2026</span></td></tr>
<tr><td style="padding:18px 20px;"><a href="https://nilavunews.example.in/pravasi/uk-nursing-rules-2026"><img src="https://nilavunews.example.in/img/2026/11/nurses-heathrow.jpg" width="560" alt="ഹീത്രൂ വിമാനത്താവളത്തിൽ എത്തിയ നഴ്സുമാർ"></a>
<h2 style="font-size:20px;line-height:30px;margin:12px 0 4px;"><a href="https://nilavunews.example.in/pravasi/uk-nursing-rules-2026" style="color:#111;text-decoration:none;">യുകെയിലേക്കുള്ള നഴ്സിംഗ് റിക്രൂട്ട്മെന്റ്: പുതിയ നിയമങ്ങൾ എന്തൊക്കെ?</a></h2></td></tr>
<tr><td style="padding:0 20px 10px;font-size:16px;line-height:28px;">
<p><a href="https://nilavunews.example.in/pravasi/kochi-london-flights" style="color:#1565c0;">കൊച്ചി &ndash; ലണ്ടൻ നേരിട്ടുള്ള വിമാന സർവീസ് ഡിസംബർ മുതൽ ആഴ്ചയിൽ നാല് ദിവസം</a></p>
<p><a href="https://nilavunews.example.in/business/gbp-inr-111" style="color:#1565c0;">രൂപയുടെ മൂല്യം: ഒരു പൗണ്ടിന് &#8377;111 കടന്നു</a></p>
<p><a href="https://nilavunews.example.in/kottayam/pala-rubber-sangamam" style="color:#1565c0;">പാലായിൽ ഇന്ന് മുതൽ റബ്ബർ കർഷക സംഗമം</a></p></td></tr>
<tr><td style="padding:14px 20px;background:#fafafa;font-size:11px;color:#888;">Nilavu Media, MG Road, Kozhikode 673001 &middot; <a href="https://nilavunews.example.in/newsletter/unsubscribe?s=pr-8841c" style="color:#888;">അൺസബ്സ്ക്രൈബ്</a></td></tr>
</table></body></html>`,
});

// ------------------------------------------------------------------ NiveshSetu KRA (KYC registration agency)

part5.push(
  {
    family: "niveshsetu-kra",
    group: "regional",
    lang: "hi",
    kind: "kyc-verified",
    code: null,
    link: null,
    from: "NiveshSetu KRA <kyc@niveshsetu-kra.example.in>",
    to: ANNA,
    subject: "आपका KYC सत्यापित हो गया है / Your KYC is now validated",
    date: d(2026, 9, 23, 16, 10, "+0530"),
    enc: "qp",
    text: `प्रिय निवेशक,

PAN: AQxxxxxx7K (ANNA MATHEW)

आपका KYC रिकॉर्ड सफलतापूर्वक सत्यापित (KYC Validated) हो गया है। अब आप किसी भी पंजीकृत म्यूचुअल फंड या स्टॉक ब्रोकर के साथ निवेश कर सकते हैं। आवासीय स्थिति: अनिवासी भारतीय (NRI).

अनुरोध संख्या: NSK/26/09/4418207
मध्यस्थ: Kaveri Wealth Advisors (ARN-221190)

Dear Investor, your KYC record has been validated. Residential status: NRI.

यह एक स्वचालित ईमेल है, कृपया उत्तर न दें। सहायता: 1800 22 7040 (भारत), support@niveshsetu-kra.example.in
NiveshSetu KRA Ltd, Bandra Kurla Complex, Mumbai 400051
`,
    html: `<html><body style="font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif;font-size:14px;color:#222;">
<table width="620" cellpadding="0" cellspacing="0" style="border:1px solid #d0d7e2;">
<tr><td style="padding:12px 18px;background:#233e8b;"><img src="https://niveshsetu-kra.example.in/images/mailer/nsk-logo.png" alt="NiveshSetu KRA" height="36"></td></tr>
<tr><td style="padding:18px;line-height:24px;">
<p>प्रिय निवेशक,</p>
<p>PAN: <b>AQxxxxxx7K</b> (ANNA MATHEW)</p>
<p>आपका KYC रिकॉर्ड सफलतापूर्वक <b style="color:#1b7f3b;">सत्यापित (KYC Validated)</b> हो गया है। अब आप किसी भी पंजीकृत म्यूचुअल फंड या स्टॉक ब्रोकर के साथ निवेश कर सकते हैं। आवासीय स्थिति: अनिवासी भारतीय (NRI).</p>
<table cellpadding="5" style="font-size:13px;background:#f4f6fa;"><tr><td>अनुरोध संख्या</td><td>NSK/26/09/4418207</td></tr><tr><td>मध्यस्थ</td><td>Kaveri Wealth Advisors (ARN-221190)</td></tr></table>
<p style="color:#555;">Dear Investor, your KYC record has been validated. Residential status: NRI.</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#f4f6fa;font-size:11px;color:#666;">यह एक स्वचालित ईमेल है, कृपया उत्तर न दें। सहायता: 1800 22 7040 (भारत), support@niveshsetu-kra.example.in<br>NiveshSetu KRA Ltd, Bandra Kurla Complex, Mumbai 400051 &middot; <a href="https://niveshsetu-kra.example.in/privacy">Privacy Policy</a></td></tr>
</table></body></html>`,
  },
  {
    family: "niveshsetu-kra",
    group: "regional",
    lang: "hi",
    kind: "verification-code",
    code: "661038",
    link: null,
    from: "NiveshSetu KRA <otp@niveshsetu-kra.example.in>",
    to: ANNA,
    subject: "KYC ईमेल सत्यापन हेतु OTP",
    date: d(2026, 9, 21, 22, 34, "+0530"),
    enc: "b64",
    html: null,
    text: `प्रिय निवेशक,

आपके KYC रिकॉर्ड में ईमेल पता जोड़ने/बदलने के लिए OTP: 661038

यह OTP 10 मिनट के लिए मान्य है। कृपया इसे किसी के साथ साझा न करें। NiveshSetu या आपका वितरक कभी भी OTP नहीं मांगता।

Dear Investor, the OTP to verify your email ID in the KYC record is 661038. Valid for 10 minutes.

NiveshSetu KRA Ltd
`,
  },
);

// ------------------------------------------------------------------ Glannau Rail / Rheilffordd Glannau (train operator)

function glannau(body: string): string {
  return `<html><body style="margin:0;background:#f0f0ea;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<tr><td style="background:#c8102e;padding:16px 26px;"><img src="https://www.glannaurail.co.uk/media/email/glannau-logo-bilingual.png" alt="Rheilffordd Glannau | Glannau Rail" height="38"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:23px;">${body}</td></tr>
<tr><td style="padding:18px 26px;background:#2b2b2b;color:#cfcfcf;font-size:11px;line-height:17px;">
Glannau Rail Ltd, Tŷ'r Orsaf, Ffordd y Rheilffordd, Caer-went, NP26 5XL. Cofrestrwyd yng Nghymru / Registered in Wales 11830562.<br>
Gwasanaethau cwsmeriaid / Customer services: 0333 320 1818<br>
<a href="https://www.glannaurail.co.uk/cy/preifatrwydd" style="color:#cfcfcf;">Preifatrwydd</a> | <a href="https://www.glannaurail.co.uk/en/privacy" style="color:#cfcfcf;">Privacy</a> | <a href="https://www.glannaurail.co.uk/en/help" style="color:#cfcfcf;">Help</a></td></tr>
</table></td></tr></table></body></html>`;
}

const gr_verify = "https://tickets.glannaurail.co.uk/account/verify?lang=cy&token=GR.v1.a7f0e2c9b4d81163";

const part6: Mail[] = [
  {
    family: "glannau-rail",
    group: "regional",
    lang: "cy",
    kind: "verify-link",
    code: null,
    link: gr_verify,
    from: "Rheilffordd Glannau <tocynnau@glannaurail.co.uk>",
    to: ANNA,
    subject: "Cadarnhewch eich cyfeiriad e-bost | Confirm your email address",
    date: d(2026, 9, 20, 10, 44),
    enc: "qp",
    text: `Helo Anna,

Diolch am greu cyfrif gyda Rheilffordd Glannau. Cadarnhewch eich cyfeiriad e-bost i gael tocynnau electronig a hysbysiadau am oedi:

${gr_verify}

Mae'r ddolen yn ddilys am 24 awr.

---

Hello Anna,

Thanks for creating a Glannau Rail account. Confirm your email address to receive e-tickets and delay alerts (link above, valid for 24 hours).

Rheilffordd Glannau | Glannau Rail
`,
    html: glannau(`<p><b>Helo Anna,</b></p>
<p>Diolch am greu cyfrif gyda Rheilffordd Glannau. Cadarnhewch eich cyfeiriad e-bost i gael tocynnau electronig a hysbysiadau am oedi.</p>
<p style="margin:22px 0;"><a href="${gr_verify}" style="background:#c8102e;color:#fff;padding:12px 22px;text-decoration:none;font-weight:bold;">Cadarnhau e-bost / Confirm email</a></p>
<p style="font-size:13px;color:#555;">Mae'r ddolen yn ddilys am 24 awr.</p>
<hr style="border:0;border-top:1px solid #ddd;margin:22px 0;">
<p style="color:#444;"><b>Hello Anna,</b></p>
<p style="color:#444;">Thanks for creating a Glannau Rail account. Confirm your email address to receive e-tickets and delay alerts. The link is valid for 24 hours.</p>`),
  },
  {
    family: "glannau-rail",
    group: "regional",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Glannau Rail <tickets@glannaurail.co.uk>",
    to: ANNA,
    subject: "Your e-ticket: Aldbury to Chester, Sat 24 Oct",
    date: d(2026, 10, 19, 21, 3),
    enc: "qp",
    text: `Hello Anna,

Thanks for booking with Glannau Rail. Your e-ticket is ready in the app.

Booking reference: GLR7K2QD
Ticket:  Off-Peak Day Return, Adult (NHS Railcard discount)
Out:     Sat 24 Oct 2026, Aldbury 08:52 -> Chester 10:37 (change at Crewe)
Return:  any off-peak train on Sat 24 Oct 2026
Paid:    £23.40 (Visa debit ****3318)

Show the barcode on your phone to the conductor or at the gates. Keep your railcard with you.

Tip: if your train arrives 15 minutes or more late, you can claim Delay Repay within 28 days.

Glannau Rail - diolch am deithio gyda ni / thank you for travelling with us
`,
    html: glannau(`<p>Hello Anna,</p>
<p>Thanks for booking with Glannau Rail. Your e-ticket is ready in the app.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #ddd;font-size:14px;">
<tr style="background:#f7f7f2;"><td>Booking reference</td><td><b>GLR7K2QD</b></td></tr>
<tr><td>Ticket</td><td>Off-Peak Day Return, Adult (NHS Railcard discount)</td></tr>
<tr style="background:#f7f7f2;"><td>Out</td><td>Sat 24 Oct 2026, Aldbury 08:52 &rarr; Chester 10:37 (change at Crewe)</td></tr>
<tr><td>Return</td><td>any off-peak train on Sat 24 Oct 2026</td></tr>
<tr style="background:#f7f7f2;"><td>Paid</td><td>&pound;23.40 (Visa debit ****3318)</td></tr></table>
<p>Show the barcode on your phone to the conductor or at the gates. Keep your railcard with you.</p>
<p style="font-size:13px;color:#555;">Tip: if your train arrives 15 minutes or more late, you can <a href="https://www.glannaurail.co.uk/en/delay-repay" style="color:#c8102e;">claim Delay Repay</a> within 28 days.</p>`),
  },
  {
    family: "glannau-rail",
    group: "regional",
    lang: "en",
    kind: "delay-repay-paid",
    code: null,
    link: null,
    from: "Glannau Rail Delay Repay <delayrepay@glannaurail.co.uk>",
    to: ANNA,
    subject: "Delay Repay claim DR-2610-558120 approved",
    date: d(2026, 10, 29, 15, 27, "+0000"),
    html: null,
    text: `Hello Anna,

Good news - your Delay Repay claim has been approved.

Claim:        DR-2610-558120
Journey:      Chester 17:12 -> Aldbury, Sat 24 Oct 2026
Delay:        34 minutes
Compensation: £5.85 (50% of the single fare)

We'll refund this to the card you paid with (ending 3318) within 5 working days.

We're sorry your journey was delayed.

Glannau Rail Customer Relations
0333 320 1818
`,
  },
];

// ------------------------------------------------------------------ Hartley's Grocer (supermarket delivery)

function hartleys(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#f6f4ef;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#25282a;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee;"><a href="https://t.hartleysgrocer.co.uk/r/?u=home&m=8812"><img src="https://img.hartleysgrocer.co.uk/email/hg-logo.png" alt="Hartley's Grocer" width="160"></a></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;">${body}</td></tr>
<tr><td style="padding:20px 24px;background:#25282a;color:#c9c9c9;font-size:11px;line-height:17px;">
<a href="https://t.hartleysgrocer.co.uk/r/?u=help&m=8812" style="color:#fff;">Help &amp; contact</a> &nbsp; <a href="https://t.hartleysgrocer.co.uk/r/?u=orders&m=8812" style="color:#fff;">My orders</a> &nbsp; <a href="https://t.hartleysgrocer.co.uk/r/?u=privacy&m=8812" style="color:#fff;">Privacy</a><br><br>
Hartley's Grocer Ltd, Wharf House, 2 Canalside, Stockport SK1 3XE. Registered in England no. 02884517. VAT no. GB 311 4820 17.<br>
&copy; 2026 Hartley's Grocer. Prices include VAT.</td></tr>
</table></td></tr></table></body></html>`;
}

part6.push(
  {
    family: "hartleys-grocer",
    group: "consumer",
    lang: "en",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Hartley's Grocer <orders@hartleysgrocer.co.uk>",
    to: ANNA,
    subject: "Order confirmed: delivery Thu 15 Oct, 20:00-21:00",
    date: d(2026, 10, 12, 22, 17),
    enc: "qp",
    text: `Hi Anna,

Thanks for your order. Here are the details.

Order number:   HG-40918273
Delivery:       Thursday 15 October, 20:00-21:00
Address:        Flat 3, 27 Kiln Lane, Aldbury AB3 6TR
Items:          31
Estimated total: £68.42 (incl. £1.50 delivery; £4.00 saving with Hartley's Perks)

You can change your order until 23:45 on Tuesday 13 October. Your card (Visa debit ending 3318) will be charged on the day of delivery for the final amount.

Substitutions: allowed (you can reject them at the door).

Hartley's Grocer
`,
    html: hartleys(
      "Thursday 15 October, 20:00-21:00 - you can edit until Tue 23:45",
      `<p style="font-size:22px;font-weight:bold;margin:0 0 12px;">Thanks for your order, Anna</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef7ee;border-radius:6px;"><tr><td style="padding:16px;">
<span style="font-size:12px;color:#4a7a4a;text-transform:uppercase;">Delivery slot</span><br>
<span style="font-size:19px;font-weight:bold;">Thursday 15 October, 20:00&ndash;21:00</span><br>
Flat 3, 27 Kiln Lane, Aldbury AB3 6TR</td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:16px;font-size:14px;">
<tr><td>Order number</td><td align="right">HG-40918273</td></tr>
<tr><td>Items</td><td align="right">31</td></tr>
<tr><td>Delivery</td><td align="right">&pound;1.50</td></tr>
<tr><td>Hartley's Perks savings</td><td align="right" style="color:#c0392b;">-&pound;4.00</td></tr>
<tr><td style="border-top:1px solid #ddd;"><b>Estimated total</b></td><td align="right" style="border-top:1px solid #ddd;"><b>&pound;68.42</b></td></tr></table>
<p>You can change your order until <b>23:45 on Tuesday 13 October</b>. Your card (Visa debit ending 3318) will be charged on the day of delivery for the final amount.</p>
<p>Substitutions: allowed (you can reject them at the door).</p>
<p><a href="https://t.hartleysgrocer.co.uk/r/?u=order%2FHG-40918273&m=8812" style="background:#2e7d32;color:#fff;padding:10px 20px;border-radius:20px;text-decoration:none;">View or edit order</a></p>`,
    ),
  },
  {
    family: "hartleys-grocer",
    group: "consumer",
    lang: "en",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "Hartley's Grocer <orders@hartleysgrocer.co.uk>",
    to: ANNA,
    subject: "Your receipt for order HG-40918273",
    date: d(2026, 10, 15, 20, 41),
    enc: "b64",
    text: `Hi Anna,

Your shopping was delivered at 20:36. Here's your receipt.

Charged today:  £66.97 (Visa debit ending 3318)

Substituted (1):
  Basmati rice 1kg  ->  Tilda pure basmati 1kg (same price)
Unavailable (1):
  Fresh curry leaves 20g  -  £0.95 refunded

Perks points earned: 66 (balance 1,204)

Something not right? Tell us within 3 days: https://t.hartleysgrocer.co.uk/r/?u=help%2Fproblem&m=8812

Hartley's Grocer
`,
    html: hartleys(
      "Delivered at 20:36 - charged £66.97",
      `<p style="font-size:20px;font-weight:bold;margin:0 0 10px;">Delivered at 20:36</p>
<p>Charged today: <b>&pound;66.97</b> (Visa debit ending 3318)</p>
<p style="margin:18px 0 6px;font-weight:bold;">Substituted (1)</p>
<p style="margin:0;">Basmati rice 1kg &rarr; Tilda pure basmati 1kg <span style="color:#777;">(same price)</span></p>
<p style="margin:18px 0 6px;font-weight:bold;">Unavailable (1)</p>
<p style="margin:0;">Fresh curry leaves 20g &ndash; &pound;0.95 refunded</p>
<p style="margin-top:18px;">Perks points earned: 66 (balance 1,204)</p>
<p style="font-size:13px;color:#666;">Something not right? <a href="https://t.hartleysgrocer.co.uk/r/?u=help%2Fproblem&m=8812" style="color:#2e7d32;">Tell us within 3 days</a>.</p>`,
    ),
  },
);

// ------------------------------------------------------------------ Lyra Mobile (mobile network, Polish-language account)

part6.push(
  {
    family: "lyra-mobile",
    group: "consumer",
    lang: "pl",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Lyra Mobile <rachunki@lyramobile.co.uk>",
    to: ANNA,
    subject: "Twój rachunek za październik jest gotowy",
    date: d(2026, 11, 2, 8, 10, "+0000"),
    enc: "qp",
    text: `Cześć Anna,

Twój rachunek za okres 01.10-31.10.2026 jest już dostępny w Moja Lyra.

Numer:           07700 900 733
Plan:            Lyra 30GB + Polska bez limitu
Kwota:           £14.00
Płatność:        Polecenie zapłaty, 12.11.2026 (konto ****4821)
Numer konta:     LM-5520981

Połączenia do Polski w tym miesiącu: 412 minut (w cenie planu).

Zobacz szczegóły: https://moja.lyramobile.co.uk/rachunki

Lyra Mobile Ltd, 18 Aire Street, Leeds LS1 4PR. Obsługa klienta po polsku: 0333 200 4545.
`,
    html: `<html><body style="margin:0;background:#f5f0ff;font-family:Arial,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="background:#5b2a86;padding:18px 24px;"><img src="https://www.lyramobile.co.uk/assets/mail/lyra-logo-white.svg" alt="Lyra Mobile" height="30"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#222;">
<p>Cześć Anna,</p>
<p>Twój rachunek za okres <b>01.10&ndash;31.10.2026</b> jest już dostępny w Moja Lyra.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #e6dff0;">
<tr><td>Numer</td><td align="right">07700 900 733</td></tr>
<tr style="background:#faf7ff;"><td>Plan</td><td align="right">Lyra 30GB + Polska bez limitu</td></tr>
<tr><td>Kwota</td><td align="right"><b>&pound;14.00</b></td></tr>
<tr style="background:#faf7ff;"><td>Płatność</td><td align="right">Polecenie zapłaty, 12.11.2026 (konto ****4821)</td></tr>
<tr><td>Numer konta</td><td align="right">LM-5520981</td></tr></table>
<p>Połączenia do Polski w tym miesiącu: 412 minut (w cenie planu).</p>
<p><a href="https://moja.lyramobile.co.uk/rachunki" style="background:#5b2a86;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px;">Zobacz szczegóły</a></p></td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;background:#faf7ff;">Lyra Mobile Ltd, 18 Aire Street, Leeds LS1 4PR. Obsługa klienta po polsku: 0333 200 4545. <a href="https://www.lyramobile.co.uk/pl/prywatnosc" style="color:#888;">Prywatność</a> &middot; <a href="https://www.lyramobile.co.uk/pl/zgody" style="color:#888;">Zarządzaj zgodami marketingowymi</a></td></tr>
</table></body></html>`,
  },
  {
    family: "lyra-mobile",
    group: "consumer",
    lang: "pl",
    kind: "verification-code",
    code: "7730-21",
    code_digits: "773021",
    link: null,
    from: "Lyra Mobile <bezpieczenstwo@lyramobile.co.uk>",
    to: ANNA,
    subject: "Kod weryfikacyjny Moja Lyra",
    date: d(2026, 10, 22, 7, 58),
    html: null,
    enc: "8bit",
    text: `Cześć Anna,

Twój kod weryfikacyjny do Moja Lyra to: 7730-21

Wpisz go, aby potwierdzić zmianę adresu dostawy karty SIM. Kod wygasa za 10 minut.

Nikomu nie podawaj tego kodu - konsultanci Lyra Mobile nigdy o niego nie proszą. Jeśli to nie Ty, zadzwoń pod 0333 200 4545.

Lyra Mobile
`,
  },
);

export const mails: Mail[] = [...part1, ...part2, ...part3, ...part4, ...part5, ...part6];
