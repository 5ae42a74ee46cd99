/**
 * The inbox of a young professional moving between Lagos, Accra, Dakar and Abidjan over two months:
 * mobile money, banks, rides, food, telecoms, marketplaces, jobs, courses, church, ID and licence
 * e-services, in English, French, Nigerian Pidgin, Wolof, Hausa, Yoruba, Twi and Igbo; most ask for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Adaeze Okafor <adaeze.okafor@inbox.example>";

/** A plain grey footer row, the way most of these senders close a mail. */
function foot(lines: string[], links: [string, string][] = []): string {
  const a = links.map(([href, label]) =>
    `<a href="${href}" style="color:#8a8f98;text-decoration:underline;">${label}</a>`
  ).join(" &nbsp;|&nbsp; ");
  return `<tr><td style="padding:24px 32px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#8a8f98;">
${lines.map((l) => `<p style="margin:0 0 6px 0;">${l}</p>`).join("\n")}
${a ? `<p style="margin:8px 0 0 0;">${a}</p>` : ""}
</td></tr>`;
}

/** A centred 600px shell with a preheader. */
function shell(pre: string, rows: string, bg = "#eef0f3"): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title></title></head>
<body style="margin:0;padding:0;background:${bg};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${bg};">
<tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;">
${rows}
</table>
</td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- Kudira (Nigerian fintech app)

const KUDIRA_FOOT = foot([
  "Kudira Technologies Ltd, 14B Admiralty Way, Lekki Phase 1, Lagos, Nigeria.",
  "Kudira is licensed by the Central Bank of Nigeria. Deposits are insured by NDIC.",
  "Need help? Chat with us in the app or call 0201 330 7410 (8am – 10pm daily).",
  "© 2026 Kudira Technologies Ltd.",
], [
  ["https://kudira.ng/help", "Help centre"],
  ["https://kudira.ng/legal/privacy", "Privacy"],
  ["https://twitter.com/kudirapay", "Twitter"],
  ["https://instagram.com/kudirapay", "Instagram"],
]);

function kudira(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="padding:24px 32px 8px 32px;"><img src="https://cdn.kudira.ng/email/logo-purple@2x.png" width="112" height="32" alt="Kudira" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 32px 28px 32px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:23px;color:#1d1b2c;">
${body}
</td></tr>
${KUDIRA_FOOT}`,
    "#f3f0fb",
  );
}

const kudira_mails: Mail[] = [
  {
    family: "kudira-pay",
    group: "regional",
    lang: "en",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Kudira <notifications@kudira.ng>",
    to: TO,
    subject: "You sent ₦45,000.00 to Emeka Nwosu",
    date: "Wed, 02 Sep 2026 18:42:07 +0100",
    enc: "qp",
    text: `Hi Adaeze,

Your transfer was successful.

Amount: ₦45,000.00
Fee: ₦10.00
Recipient: EMEKA CHUKWUDI NWOSU
Bank: Ekoharbour Bank
Account: 02•••••871
Narration: September rent share
Reference: KDR-20260902-8841390217
Session ID: 100004260902184207118273
Date: 02 Sep 2026, 6:42 PM

Your new balance is ₦118,360.55.

If you did not make this transfer, lock your account from the app (Settings > Security > Freeze account) or call 0201 330 7410.

Kudira Technologies Ltd, 14B Admiralty Way, Lekki Phase 1, Lagos.
Help: https://kudira.ng/help
`,
    html: kudira(
      "₦45,000.00 sent to EMEKA CHUKWUDI NWOSU",
      `<p style="margin:0 0 16px 0;">Hi Adaeze,</p>
<p style="margin:0 0 20px 0;">Your transfer was successful.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e6e1f5;border-radius:8px;">
<tr><td colspan="2" align="center" style="padding:20px;font-size:30px;font-weight:bold;color:#5b2bd9;">₦45,000.00</td></tr>
<tr><td style="padding:8px 16px;color:#6c6884;font-size:13px;">Fee</td><td align="right" style="padding:8px 16px;font-size:13px;">₦10.00</td></tr>
<tr><td style="padding:8px 16px;color:#6c6884;font-size:13px;">Recipient</td><td align="right" style="padding:8px 16px;font-size:13px;">EMEKA CHUKWUDI NWOSU</td></tr>
<tr><td style="padding:8px 16px;color:#6c6884;font-size:13px;">Bank</td><td align="right" style="padding:8px 16px;font-size:13px;">Ekoharbour Bank · 02•••••871</td></tr>
<tr><td style="padding:8px 16px;color:#6c6884;font-size:13px;">Narration</td><td align="right" style="padding:8px 16px;font-size:13px;">September rent share</td></tr>
<tr><td style="padding:8px 16px;color:#6c6884;font-size:13px;">Reference</td><td align="right" style="padding:8px 16px;font-size:13px;">KDR-20260902-8841390217</td></tr>
<tr><td style="padding:8px 16px;color:#6c6884;font-size:13px;">Session ID</td><td align="right" style="padding:8px 16px;font-size:13px;">100004260902184207118273</td></tr>
<tr><td style="padding:8px 16px 16px 16px;color:#6c6884;font-size:13px;">Date</td><td align="right" style="padding:8px 16px 16px 16px;font-size:13px;">02 Sep 2026, 6:42 PM</td></tr>
</table>
<p style="margin:20px 0 0 0;">Your new balance is <strong>₦118,360.55</strong>.</p>
<p style="margin:16px 0 0 0;font-size:13px;color:#6c6884;">Didn't make this transfer? Freeze your account from the app (Settings &gt; Security) or call 0201 330 7410.</p>`,
    ),
  },
  {
    family: "kudira-pay",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "739204",
    link: null,
    from: "Kudira <security@kudira.ng>",
    to: TO,
    subject: "739204 is your Kudira login code",
    date: "Mon, 07 Sep 2026 07:58:31 +0100",
    enc: "b64",
    text: `Hi Adaeze,

Use this code to log in to Kudira on the web:

739204

It expires in 10 minutes. Kudira staff will never ask you for this code, not on the phone, not on WhatsApp, not anywhere.

Login attempt: Chrome on Windows, Lagos NG, 07 Sep 2026 07:58 WAT

If this wasn't you, change your password from the app and reach us at https://kudira.ng/help.

— The Kudira team
`,
    html: kudira(
      "Your code expires in 10 minutes. Never share it.",
      `<p style="margin:0 0 16px 0;">Hi Adaeze,</p>
<p style="margin:0 0 20px 0;">Use this code to log in to Kudira on the web:</p>
<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>
<td width="44" height="54" align="center" style="background:#f3f0fb;border-radius:6px;font-size:28px;font-weight:bold;color:#1d1b2c;font-family:'Courier New',monospace;">7</td>
<td width="44" height="54" align="center" style="background:#f3f0fb;border-radius:6px;font-size:28px;font-weight:bold;color:#1d1b2c;font-family:'Courier New',monospace;">3</td>
<td width="44" height="54" align="center" style="background:#f3f0fb;border-radius:6px;font-size:28px;font-weight:bold;color:#1d1b2c;font-family:'Courier New',monospace;">9</td>
<td width="44" height="54" align="center" style="background:#f3f0fb;border-radius:6px;font-size:28px;font-weight:bold;color:#1d1b2c;font-family:'Courier New',monospace;">2</td>
<td width="44" height="54" align="center" style="background:#f3f0fb;border-radius:6px;font-size:28px;font-weight:bold;color:#1d1b2c;font-family:'Courier New',monospace;">0</td>
<td width="44" height="54" align="center" style="background:#f3f0fb;border-radius:6px;font-size:28px;font-weight:bold;color:#1d1b2c;font-family:'Courier New',monospace;">4</td>
</tr></table>
<p style="margin:20px 0 0 0;">It expires in 10 minutes. Kudira staff will never ask you for this code — not on the phone, not on WhatsApp, not anywhere.</p>
<p style="margin:16px 0 0 0;font-size:13px;color:#6c6884;">Login attempt: Chrome on Windows · Lagos, NG · 07 Sep 2026 07:58 WAT</p>`,
    ),
  },
  {
    family: "kudira-pay",
    group: "regional",
    lang: "pcm",
    kind: "credit-alert",
    code: null,
    link: null,
    from: "Kudira <notifications@kudira.ng>",
    to: TO,
    subject: "Money don land! ₦220,000.00 from TALLOWBRIDGE CONSULTING",
    date: "Fri, 25 Sep 2026 16:05:12 +0100",
    enc: "8bit",
    text: `How far Adaeze,

Money don land for your Kudira account o!

Amount: ₦220,000.00
From: TALLOWBRIDGE CONSULTING LTD
Bank: Crestwater Microfinance Bank
Narration: SALARY SEPT 2026
Reference: KDR-IN-7730015294
Time: 25 Sep 2026, 4:05 PM

Your balance now na ₦301,744.10.

You fit save part of am inside Kudira Stash make e grow 14% every year. Open the app, tap "Stash".

Wahala? Chat us for app or call 0201 330 7410.
Kudira Technologies Ltd, Lekki Phase 1, Lagos.
`,
    html: kudira(
      "₦220,000.00 don enter your account.",
      `<p style="margin:0 0 16px 0;">How far Adaeze,</p>
<p style="margin:0 0 20px 0;">Money don land for your Kudira account o! 🎉</p>
<p style="margin:0 0 4px 0;font-size:13px;color:#6c6884;">Amount</p>
<p style="margin:0 0 16px 0;font-size:28px;font-weight:bold;color:#0e9f6e;">+₦220,000.00</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#6c6884;">From</td><td align="right">TALLOWBRIDGE CONSULTING LTD</td></tr>
<tr><td style="color:#6c6884;">Bank</td><td align="right">Crestwater Microfinance Bank</td></tr>
<tr><td style="color:#6c6884;">Narration</td><td align="right">SALARY SEPT 2026</td></tr>
<tr><td style="color:#6c6884;">Reference</td><td align="right">KDR-IN-7730015294</td></tr>
<tr><td style="color:#6c6884;">Time</td><td align="right">25 Sep 2026, 4:05 PM</td></tr>
</table>
<p style="margin:20px 0 0 0;">Your balance now na <strong>₦301,744.10</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:24px;background:#5b2bd9;border-radius:8px;"><tr><td style="padding:18px 20px;color:#ffffff;font-size:14px;">
<strong>Make your money work.</strong> Save part of am inside Kudira Stash make e grow 14% every year.
<br><a href="https://kdr.link/c/stash?utm_source=email&amp;utm_campaign=credit_alert" style="color:#ffd84d;font-weight:bold;text-decoration:none;">Open Stash →</a>
</td></tr></table>`,
    ),
  },
  {
    family: "kudira-pay",
    group: "regional",
    lang: "en",
    kind: "device-confirm-link",
    code: null,
    link: "https://kudira.ng/account/devices/confirm?d=tcn-ck8n-5f02a1&t=QmF2Y2tX9dLr2sPe0vKj",
    from: "Kudira <security@kudira.ng>",
    to: TO,
    subject: "Confirm your new phone to keep using Kudira",
    date: "Sat, 10 Oct 2026 11:20:44 +0100",
    enc: "qp",
    text: `Hi Adaeze,

Someone (hopefully you) just signed in to Kudira on a new phone:

Device: TECNO CAMON 20 (Android 14)
Location: Ikeja, Lagos, NG (approximate)
Time: 10 Oct 2026, 11:20 AM

To finish setting up this phone, confirm it here within 30 minutes:
https://kudira.ng/account/devices/confirm?d=tcn-ck8n-5f02a1&t=QmF2Y2tX9dLr2sPe0vKj

Until you confirm, transfers above ₦20,000 are paused on this device.

Not you? Don't click anything. Freeze your account instead:
https://kudira.ng/account/freeze

The Kudira team
`,
    html: kudira(
      "Finish setting up TECNO CAMON 20 — link valid for 30 minutes.",
      `<p style="margin:0 0 16px 0;">Hi Adaeze,</p>
<p style="margin:0 0 16px 0;">Someone (hopefully you) just signed in to Kudira on a new phone:</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;margin:0 0 20px 0;">
<tr><td style="color:#6c6884;width:90px;">Device</td><td>TECNO CAMON 20 (Android 14)</td></tr>
<tr><td style="color:#6c6884;">Location</td><td>Ikeja, Lagos, NG (approximate)</td></tr>
<tr><td style="color:#6c6884;">Time</td><td>10 Oct 2026, 11:20 AM</td></tr>
</table>
<p style="margin:0 0 20px 0;">To finish setting up this phone, confirm it within 30 minutes. Until then, transfers above ₦20,000 are paused on this device.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#5b2bd9" style="border-radius:24px;">
<a href="https://kudira.ng/account/devices/confirm?d=tcn-ck8n-5f02a1&amp;t=QmF2Y2tX9dLr2sPe0vKj" style="display:inline-block;padding:13px 30px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Yes, it's my phone</a>
</td></tr></table>
<p style="margin:24px 0 0 0;font-size:13px;color:#6c6884;">Not you? Don't tap the button. <a href="https://kudira.ng/account/freeze" style="color:#d92b4b;">Freeze your account</a> instead.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Ekoharbour Bank (Nigerian bank)

const EKO_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 88 >> stream
BT /F1 10 Tf 40 800 Td (EKOHARBOUR BANK PLC - STATEMENT OF ACCOUNT 0123884821 AUG 2026) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

function eko(title: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9ecef;">
<center>
<table width="620" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Verdana,Geneva,sans-serif;font-size:12px;color:#222;">
<tr><td bgcolor="#003a5d" style="padding:14px 20px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.ekoharbourbank.com/ebanking/mail/img/eko-logo-white.gif" alt="EKOHARBOUR BANK" width="150" height="36"></td>
<td align="right" style="color:#9fd0ee;font-size:11px;">${title}</td></tr></table></td></tr>
<tr><td style="padding:22px 24px;">${body}</td></tr>
<tr><td style="padding:14px 24px;border-top:3px solid #f7a400;font-size:10px;color:#666;line-height:15px;">
Ekoharbour Bank Plc will never request your card PIN, token code, password or BVN by e-mail, SMS or phone.<br>
EkoCare Contact Centre: 0700-EKOHARBOUR (0700 356 427 2687) | +234 1 448 2000 | care@ekoharbourbank.com<br>
Head Office: Plot 1261 Adeola Hopewell Street, Victoria Island, Lagos. RC 10442.<br>
<a href="https://www.ekoharbourbank.com/privacy" style="color:#003a5d;">Privacy Policy</a> · <a href="https://www.ekoharbourbank.com/security-tips" style="color:#003a5d;">Security Tips</a> · © 2026 Ekoharbour Bank Plc. Licensed by the CBN.
</td></tr>
</table>
</center>
</body></html>`;
}

const eko_mails: Mail[] = [
  {
    family: "ekoharbour-bank",
    group: "regional",
    lang: "en",
    kind: "e-statement",
    code: null,
    link: null,
    from: "Ekoharbour Bank e-Statement <estatement@ekoharbourbank.com>",
    to: TO,
    subject: "Your Ekoharbour Bank e-Statement for August 2026",
    date: "Tue, 01 Sep 2026 05:12:40 +0100",
    enc: "qp",
    attachment: ["EKO_STMT_0123884821_AUG2026.pdf", "application/pdf", EKO_PDF],
    text: `Dear ADAEZE OKAFOR,

Please find attached your e-Statement for the period 01-AUG-2026 to 31-AUG-2026.

Account Number: 012388****
Account Type: Savings - EkoSmart
Opening Balance: NGN 96,412.70
Total Credits: NGN 242,000.00
Total Debits: NGN 219,877.35
Closing Balance: NGN 118,535.35

The statement is protected. Password: the last 4 digits of your account number followed by your year of birth (e.g. 48211995).

Kindly review your statement and report any discrepancy within 15 days to care@ekoharbourbank.com.

Thank you for banking with us.
Ekoharbour Bank Plc
`,
    html: eko(
      "e-Statement · August 2026",
      `<p>Dear ADAEZE OKAFOR,</p>
<p>Please find attached your e-Statement for the period <b>01-AUG-2026</b> to <b>31-AUG-2026</b>.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" bordercolor="#d9dee3" style="border-collapse:collapse;font-size:12px;">
<tr bgcolor="#f2f5f8"><td width="45%">Account Number</td><td>012388****</td></tr>
<tr><td>Account Type</td><td>Savings - EkoSmart</td></tr>
<tr bgcolor="#f2f5f8"><td>Opening Balance</td><td>NGN 96,412.70</td></tr>
<tr><td>Total Credits</td><td>NGN 242,000.00</td></tr>
<tr bgcolor="#f2f5f8"><td>Total Debits</td><td>NGN 219,877.35</td></tr>
<tr><td><b>Closing Balance</b></td><td><b>NGN 118,535.35</b></td></tr>
</table>
<p>The statement is protected. Password: the last 4 digits of your account number followed by your year of birth (e.g. 48211995).</p>
<p>Kindly review your statement and report any discrepancy within 15 days to <a href="mailto:care@ekoharbourbank.com">care@ekoharbourbank.com</a>.</p>
<p>Thank you for banking with us.</p>`,
    ),
  },
  {
    family: "ekoharbour-bank",
    group: "regional",
    lang: "en",
    kind: "debit-alert",
    code: null,
    link: null,
    from: "Ekoharbour Alerts <ekoalert@ekoharbourbank.com>",
    to: TO,
    subject: "Ekoharbour Bank Transaction Alert [Debit: NGN 18,500.00]",
    date: "Sat, 12 Sep 2026 13:47:03 +0100",
    text: "",
    html: eko(
      "Transaction Notification",
      `<p>Dear ADAEZE OKAFOR,</p>
<p>We wish to inform you that a <b>DEBIT</b> transaction occurred on your account with us. The details of this transaction are shown below:</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;">
<tr><td width="40%" style="border-bottom:1px solid #eee;">Account Number</td><td style="border-bottom:1px solid #eee;">012****821</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Transaction Location</td><td style="border-bottom:1px solid #eee;">POS SHOPRITE IKEJA CITY MALL LA NG</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Description</td><td style="border-bottom:1px solid #eee;">POS PURCHASE/5399 83** **** 4821/SHOPRITE</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Amount</td><td style="border-bottom:1px solid #eee;">NGN 18,500.00</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Value Date</td><td style="border-bottom:1px solid #eee;">12-SEP-2026</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Time of Transaction</td><td style="border-bottom:1px solid #eee;">01:46:58 PM</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Document Number</td><td style="border-bottom:1px solid #eee;">FT26255N7Q41</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Current Balance</td><td style="border-bottom:1px solid #eee;">NGN 99,860.55</td></tr>
<tr><td>Available Balance</td><td>NGN 99,860.55</td></tr>
</table>
<p>If you did not perform this transaction, please call 0700 356 427 2687 immediately to block your card.</p>
<p>Thank you for choosing Ekoharbour Bank Plc.</p>`,
    ),
  },
  {
    family: "ekoharbour-bank",
    group: "regional",
    lang: "en",
    kind: "transfer-otp",
    code: "48193027",
    link: null,
    from: "Ekoharbour Internet Banking <ekodirect@ekoharbourbank.com>",
    to: TO,
    subject: "One Time Password (OTP) for your EkoDirect transaction",
    date: "Thu, 24 Sep 2026 10:03:55 +0100",
    enc: "qp",
    text: `Dear ADAEZE OKAFOR,

You initiated a transfer on EkoDirect Internet Banking:

Beneficiary: ADEBAYO OLUWASEUN FOLARIN - 3029****11 (Zenora Bank)
Amount: NGN 250,000.00
Date: 24-SEP-2026 10:03 AM

Your One Time Password (OTP) is: 48193027

This OTP is valid for 5 minutes and can be used only once. Do not disclose it to anyone, including bank staff.

If you did not initiate this transaction, call 0700 356 427 2687 immediately.

Ekoharbour Bank Plc
`,
    html: eko(
      "EkoDirect · OTP",
      `<p>Dear ADAEZE OKAFOR,</p>
<p>You initiated a transfer on EkoDirect Internet Banking:</p>
<table cellpadding="4" cellspacing="0" style="font-size:12px;">
<tr><td>Beneficiary:</td><td>ADEBAYO OLUWASEUN FOLARIN - 3029****11 (Zenora Bank)</td></tr>
<tr><td>Amount:</td><td><b>NGN 250,000.00</b></td></tr>
<tr><td>Date:</td><td>24-SEP-2026 10:03 AM</td></tr>
</table>
<p>Your One Time Password (OTP) is:</p>
<p style="font-size:22px;font-weight:bold;color:#003a5d;letter-spacing:3px;">48193027</p>
<p>This OTP is valid for 5 minutes and can be used only once. Do not disclose it to anyone, including bank staff.</p>
<p style="color:#b00020;">If you did not initiate this transaction, call 0700 356 427 2687 immediately.</p>`,
    ),
  },
  {
    family: "ekoharbour-bank",
    group: "regional",
    lang: "en",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Ekoharbour Internet Banking <ekodirect@ekoharbourbank.com>",
    to: TO,
    subject: "EkoDirect Login Notification",
    date: "Mon, 19 Oct 2026 21:16:09 +0100",
    html: null,
    text: `Dear ADAEZE OKAFOR,

This is to notify you that your EkoDirect Internet Banking profile was accessed on 19-OCT-2026 at 09:16:02 PM.

IP Address: 102.89.34.117
Browser: Safari 18 / macOS
Location: Accra, Ghana

If you did not log in, kindly contact our EkoCare Contact Centre on 0700 356 427 2687 or +234 1 448 2000, or send an e-mail to care@ekoharbourbank.com.

Ekoharbour Bank will never ask for your password, PIN or token code.

Thank you for banking with us.
Ekoharbour Bank Plc
`,
  },
];

// ---------------------------------------------------------------- Keke Ride (ride-hailing, Lagos and Accra)

function keke(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="background:#111111;padding:18px 28px;"><img src="https://static.kekeride.app/mail/wordmark-yellow.png" alt="Keke" width="90" height="28" style="display:block;border:0;"></td></tr>
<tr><td style="padding:28px;font-family:Inter,Roboto,Arial,sans-serif;font-size:15px;line-height:22px;color:#111;">${body}</td></tr>
<tr><td style="padding:0 28px 20px 28px;"><a href="https://kekeride.app/dl?src=email"><img src="https://static.kekeride.app/mail/badge-google-play.png" alt="Get it on Google Play" width="130" height="40"></a>
<a href="https://kekeride.app/dl?src=email&amp;os=ios"><img src="https://static.kekeride.app/mail/badge-app-store.png" alt="Download on the App Store" width="120" height="40"></a></td></tr>
${
      foot([
        "Keke Mobility Ltd · 3 Adeyemo Alakija Street, Victoria Island, Lagos · 24 Liberation Road, Airport Residential, Accra",
        "© 2026 Keke Mobility",
      ], [
        ["https://kekeride.app/support", "Support"],
        ["https://kekeride.app/privacy", "Privacy"],
        ["https://kekeride.app/u/email-prefs?id=ad8821", "Email preferences"],
      ])
    }`,
  );
}

const keke_mails: Mail[] = [
  {
    family: "kekeride",
    group: "consumer",
    lang: "en",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Keke Receipts <receipts@kekeride.app>",
    to: TO,
    subject: "Your Thursday evening trip with Musa",
    date: "Thu, 03 Sep 2026 20:31:18 +0100",
    enc: "qp",
    text: `Thanks for riding with Keke, Adaeze

Total: ₦4,350.00
Thursday, 3 September 2026 · Keke Comfort

Trip fare ₦3,900.00
Booking fee ₦250.00
Toll (Lekki–Ikoyi Link Bridge) ₦200.00

Paid with Kudira •••• 3071

7:48 PM  Alausa Secretariat, Obafemi Awolowo Way, Ikeja
8:29 PM  12 Ogunlana Drive, Surulere

Driver: Musa A. · Toyota Corolla · KJA 482 HG
Distance 14.2 km · 41 min

Rate your trip or report a problem in the app.
Lost something? https://kekeride.app/support/lost-item?trip=KR-LOS-55810297
`,
    html: keke(
      "Total ₦4,350.00 · Alausa → Surulere",
      `<h1 style="margin:0 0 6px 0;font-size:22px;">Thanks for riding, Adaeze</h1>
<p style="margin:0 0 20px 0;color:#666;">Thursday, 3 September 2026 · Keke Comfort</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td style="padding:6px 0;font-size:20px;font-weight:bold;">Total</td><td align="right" style="padding:6px 0;font-size:20px;font-weight:bold;">₦4,350.00</td></tr>
<tr><td style="padding:6px 0;border-top:1px solid #eee;">Trip fare</td><td align="right" style="border-top:1px solid #eee;">₦3,900.00</td></tr>
<tr><td style="padding:6px 0;">Booking fee</td><td align="right">₦250.00</td></tr>
<tr><td style="padding:6px 0;">Toll (Lekki–Ikoyi Link Bridge)</td><td align="right">₦200.00</td></tr>
<tr><td style="padding:6px 0;color:#666;border-top:1px solid #eee;">Paid with Kudira •••• 3071</td><td style="border-top:1px solid #eee;"></td></tr>
</table>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:18px;font-size:14px;">
<tr><td width="70" style="padding:4px 0;color:#666;">7:48 PM</td><td>Alausa Secretariat, Obafemi Awolowo Way, Ikeja</td></tr>
<tr><td style="padding:4px 0;color:#666;">8:29 PM</td><td>12 Ogunlana Drive, Surulere</td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:13px;color:#666;">Driver: Musa A. · Toyota Corolla · KJA 482 HG · 14.2 km · 41 min</p>
<p style="margin:18px 0 0 0;font-size:13px;"><a href="https://kekeride.app/support/lost-item?trip=KR-LOS-55810297" style="color:#111;">Lost an item?</a> · <a href="https://kekeride.app/support/trip?trip=KR-LOS-55810297" style="color:#111;">Report a problem</a></p>`,
    ),
  },
  {
    family: "kekeride",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://email.kekeride.app/c/eJwVjMEKgzAQRH8l5KQHF2yTFfoVgoeeSs_LuGtRbIxJVij-e-Nt5s2bHV_P7TbVbH8ICxjqEWpHeXOXIzrmLtQPtIF4",
    from: "Keke <hello@kekeride.app>",
    to: TO,
    subject: "Adaeze, please verify your email address",
    date: "Tue, 15 Sep 2026 08:02:46 +0000",
    text: `Hi Adaeze,

You added this email address to your Keke account. Verify it so we can send you trip receipts and account notices:

https://email.kekeride.app/c/eJwVjMEKgzAQRH8l5KQHF2yTFfoVgoeeSs_LuGtRbIxJVij-e-Nt5s2bHV_P7TbVbH8ICxjqEWpHeXOXIzrmLtQPtIF4

The link works for 24 hours. If you didn't add this address, you can ignore this email — nothing will change.

Keke Mobility Ltd
`,
    html: keke(
      "One tap to get your trip receipts by email.",
      `<h1 style="margin:0 0 16px 0;font-size:22px;">Verify your email</h1>
<p style="margin:0 0 20px 0;">Hi Adaeze, you added <strong>adaeze.okafor@inbox.example</strong> to your Keke account. Verify it so we can send you trip receipts and account notices.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#ffd400;border-radius:4px;">
<a href="https://email.kekeride.app/c/eJwVjMEKgzAQRH8l5KQHF2yTFfoVgoeeSs_LuGtRbIxJVij-e-Nt5s2bHV_P7TbVbH8ICxjqEWpHeXOXIzrmLtQPtIF4" style="display:inline-block;padding:14px 28px;color:#111;font-weight:bold;text-decoration:none;">Verify email</a>
</td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#666;">The link works for 24 hours. If you didn't add this address, ignore this email — nothing will change.</p>`,
    ),
  },
  {
    family: "kekeride",
    group: "consumer",
    lang: "en",
    kind: "promo",
    code: null,
    link: null,
    from: "Keke <offers@kekeride.app>",
    to: TO,
    subject: "Accra, we've landed 🛺 30% off your first 5 rides",
    date: "Mon, 12 Oct 2026 09:30:00 +0000",
    enc: "b64",
    text: `Akwaaba, Adaeze!

Keke is now live in Accra. Ride from East Legon to Osu, Airport City to Cantonments, anywhere in Greater Accra.

Use promo code ACCRA30 for 30% off your first 5 rides (up to GH₵ 25 per ride). Valid until 31 October 2026.

Open the app: https://kekeride.app/dl?src=email&cmp=acc_launch

Terms apply: https://kekeride.app/promo-terms/ACCRA30
Unsubscribe: https://kekeride.app/u/email-prefs?id=ad8821
`,
    html: keke(
      "Use ACCRA30 for 30% off your first 5 rides in Accra.",
      `<img src="https://static.kekeride.app/mail/accra-launch-hero.jpg" width="544" alt="Keke rides now in Accra" style="display:block;width:100%;height:auto;border:0;margin-bottom:20px;">
<h1 style="margin:0 0 12px 0;font-size:24px;">Akwaaba, Adaeze!</h1>
<p style="margin:0 0 16px 0;">Keke is now live in Accra. East Legon to Osu, Airport City to Cantonments — anywhere in Greater Accra.</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;"><tr><td style="border:2px dashed #111;padding:12px 22px;font-size:22px;font-weight:bold;letter-spacing:2px;">ACCRA30</td></tr></table>
<p style="margin:0 0 20px 0;">30% off your first 5 rides (up to GH₵ 25 per ride). Valid until 31 October 2026.</p>
<a href="https://kekeride.app/dl?src=email&amp;cmp=acc_launch" style="display:inline-block;background:#111;color:#ffd400;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:bold;">Book a ride</a>
<p style="margin:20px 0 0 0;font-size:12px;color:#666;"><a href="https://kekeride.app/promo-terms/ACCRA30" style="color:#666;">Terms apply</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- ChopKart (food delivery, Lagos)

const CHOP_FOOT =
  `<tr><td align="center" style="padding:20px;font-family:Arial,sans-serif;font-size:11px;color:#9a7b6a;background:#fff5ee;">
ChopKart Foods Ltd · 27 Isaac John Street, GRA Ikeja, Lagos · 0908 112 4400<br>
<a href="https://chopkart.ng/help" style="color:#e8590c;">Help</a> · <a href="https://chopkart.ng/terms" style="color:#e8590c;">Terms</a> · <a href="https://chopkart.ng/unsubscribe?u=A0K8812" style="color:#e8590c;">Unsubscribe</a><br>© 2026 ChopKart</td></tr>`;

const chop_mails: Mail[] = [
  {
    family: "chopkart",
    group: "consumer",
    lang: "en",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "ChopKart <orders@chopkart.ng>",
    to: TO,
    subject: "Order #CK-88213 confirmed — Mama Put Deluxe is cooking",
    date: "Fri, 04 Sep 2026 13:12:50 +0100",
    enc: "qp",
    text: `Hi Adaeze, your order is confirmed!

Order #CK-88213 · Mama Put Deluxe, Allen Avenue

1x Jollof rice + grilled chicken (large) ₦5,800
1x Ofada sauce + 2 plantain ₦3,400
1x Zobo (50cl) ₦700
Delivery fee ₦1,200
Service fee ₦300
Total ₦11,400 (paid by card •••• 4821)

Deliver to: Tallowbridge Consulting, 5th floor, 19 Opebi Road, Ikeja
Estimated arrival: 1:50 PM – 2:05 PM

Track your order in the ChopKart app.
`,
    html: shell(
      "Estimated arrival 1:50 PM – 2:05 PM",
      `<tr><td style="background:#e8590c;padding:16px 24px;"><img src="https://img.chopkart.ng/email/logo-white.png" alt="ChopKart" width="120" height="30"></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:14px;color:#2b1d16;">
<h2 style="margin:0 0 8px 0;">Your order is confirmed!</h2>
<p style="margin:0 0 16px 0;">Order <b>#CK-88213</b> · Mama Put Deluxe, Allen Avenue<br>Estimated arrival: <b>1:50 PM – 2:05 PM</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>1× Jollof rice + grilled chicken (large)</td><td align="right">₦5,800</td></tr>
<tr><td>1× Ofada sauce + 2 plantain</td><td align="right">₦3,400</td></tr>
<tr><td>1× Zobo (50cl)</td><td align="right">₦700</td></tr>
<tr><td style="color:#8a6d5e;border-top:1px solid #f0e0d6;">Delivery fee</td><td align="right" style="color:#8a6d5e;border-top:1px solid #f0e0d6;">₦1,200</td></tr>
<tr><td style="color:#8a6d5e;">Service fee</td><td align="right" style="color:#8a6d5e;">₦300</td></tr>
<tr><td style="font-weight:bold;border-top:2px solid #2b1d16;">Total (card •••• 4821)</td><td align="right" style="font-weight:bold;border-top:2px solid #2b1d16;">₦11,400</td></tr>
</table>
<p style="margin:16px 0 0 0;">Deliver to: Tallowbridge Consulting, 5th floor, 19 Opebi Road, Ikeja</p>
<p style="margin:20px 0 0 0;"><a href="https://chopkart.ng/orders/CK-88213" style="background:#e8590c;color:#fff;padding:10px 20px;border-radius:20px;text-decoration:none;">Track order</a></p>
</td></tr>
${CHOP_FOOT}`,
    ),
  },
  {
    family: "chopkart",
    group: "consumer",
    lang: "pcm",
    kind: "delivery-code",
    code: "4417",
    link: null,
    from: "ChopKart <orders@chopkart.ng>",
    to: TO,
    subject: "Your rider don near! Delivery code for order #CK-90476",
    date: "Sat, 19 Sep 2026 19:44:05 +0100",
    enc: "8bit",
    text: `Adaeze, your food don dey road!

Rider: Tunde (Honda bike, LSR 221 QK)
Order: #CK-90476 from Suya Spot Lekki
E go reach you around 7:55 PM.

When rider reach, give am this delivery code make e fit close the order:

4417

No give am the code if the food never reach your hand.

Problem with your order? Chat us for app or call 0908 112 4400.
ChopKart Foods Ltd, GRA Ikeja, Lagos.
`,
    html: shell(
      "Give rider this code when food reach your hand.",
      `<tr><td style="background:#e8590c;padding:16px 24px;"><img src="https://img.chopkart.ng/email/logo-white.png" alt="ChopKart" width="120" height="30"></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:15px;color:#2b1d16;">
<h2 style="margin:0 0 12px 0;">Adaeze, your food don dey road! 🛵</h2>
<p style="margin:0 0 4px 0;">Rider: <b>Tunde</b> (Honda bike, LSR 221 QK)</p>
<p style="margin:0 0 4px 0;">Order: #CK-90476 from Suya Spot Lekki</p>
<p style="margin:0 0 20px 0;">E go reach you around <b>7:55 PM</b>.</p>
<p style="margin:0 0 10px 0;">When rider reach, give am this delivery code make e fit close the order:</p>
<table cellpadding="0" cellspacing="0" align="center"><tr><td style="background:#fff5ee;border:2px solid #e8590c;border-radius:10px;padding:14px 30px;font-size:34px;font-weight:bold;letter-spacing:10px;color:#e8590c;">4417</td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#8a6d5e;">No give am the code if the food never reach your hand.</p>
</td></tr>
${CHOP_FOOT}`,
    ),
  },
  {
    family: "chopkart",
    group: "consumer",
    lang: "pcm",
    kind: "promo",
    code: null,
    link: null,
    from: "ChopKart <deals@chopkart.ng>",
    to: TO,
    subject: "Friday don land: free delivery for everything wey pass ₦8,000",
    date: "Fri, 09 Oct 2026 11:00:00 +0100",
    enc: "qp",
    text: `Friday don land o!

Today only, free delivery for any order wey pass ₦8,000. No code needed, e go show for checkout.

Wetin dey trend this week:
- Asun + yam chips, Grills by Ope — ₦6,500
- Pepper soup (goat meat), Iya Basira Kitchen — ₦4,200
- Small chops platter (30 pcs), Sweet Bites — ₦9,000

Order now: https://chopkart.ng/go/fri-free-delivery?utm_source=newsletter&utm_medium=email

Offer ends 11:59 PM, 9 October 2026. Available for Lagos and Abuja only.
Unsubscribe: https://chopkart.ng/unsubscribe?u=A0K8812
`,
    html: shell(
      "No code needed — e go show for checkout.",
      `<tr><td><a href="https://chopkart.ng/go/fri-free-delivery?utm_source=newsletter&amp;utm_medium=email"><img src="https://img.chopkart.ng/campaigns/2026-10-09/hero.jpg" alt="Free delivery Friday" width="600" style="display:block;width:100%;border:0;"></a></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:15px;color:#2b1d16;">
<h2 style="margin:0 0 10px 0;">Friday don land o!</h2>
<p>Today only, <b>free delivery</b> for any order wey pass ₦8,000. No code needed, e go show for checkout.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr><td><img src="https://img.chopkart.ng/dish/asun.jpg" width="80" alt="Asun"></td><td>Asun + yam chips<br><span style="color:#8a6d5e;">Grills by Ope · ₦6,500</span></td></tr>
<tr><td><img src="https://img.chopkart.ng/dish/pepsoup.jpg" width="80" alt="Pepper soup"></td><td>Pepper soup (goat meat)<br><span style="color:#8a6d5e;">Iya Basira Kitchen · ₦4,200</span></td></tr>
<tr><td><img src="https://img.chopkart.ng/dish/smallchops.jpg" width="80" alt="Small chops"></td><td>Small chops platter (30 pcs)<br><span style="color:#8a6d5e;">Sweet Bites · ₦9,000</span></td></tr>
</table>
<p style="text-align:center;margin:20px 0;"><a href="https://chopkart.ng/go/fri-free-delivery?utm_source=newsletter&amp;utm_medium=email" style="background:#e8590c;color:#fff;padding:12px 28px;border-radius:22px;text-decoration:none;font-weight:bold;">Order now</a></p>
<p style="font-size:12px;color:#8a6d5e;">Offer ends 11:59 PM, 9 October 2026. Lagos and Abuja only.</p>
</td></tr>
${CHOP_FOOT}`,
    ),
  },
];

// ---------------------------------------------------------------- Kasuwa Fresh (grocery delivery, Abuja and Kano; Hausa)

function kasuwa(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="padding:18px 24px;border-bottom:4px solid #1f8a4c;"><table width="100%"><tr>
<td><img src="https://kasuwafresh.com.ng/static/mail/kasuwa-logo.png" alt="Kasuwa Fresh" width="140" height="38"></td>
<td align="right" style="font-family:Tahoma,Arial,sans-serif;font-size:12px;color:#1f8a4c;">Kayan abinci sabo, har ƙofar gida</td></tr></table></td></tr>
<tr><td style="padding:24px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:23px;color:#223;">${body}</td></tr>
${
      foot([
        "Kasuwa Fresh Nigeria Ltd · Plot 447 Ahmadu Bello Way, Wuse 2, Abuja · 14 Zoo Road, Kano",
        "Layin taimako: 0813 400 2211 (Litinin – Asabar, 8:00 – 20:00)",
        "© 2026 Kasuwa Fresh",
      ], [
        ["https://kasuwafresh.com.ng/taimako", "Taimako"],
        ["https://kasuwafresh.com.ng/sirri", "Manufar sirri"],
        ["https://kasuwafresh.com.ng/imel/daina?u=7712", "Daina karɓar imel"],
      ])
    }`,
    "#f1f7f3",
  );
}

const kasuwa_mails: Mail[] = [
  {
    family: "kasuwa-fresh",
    group: "regional",
    lang: "ha",
    kind: "signup-code",
    code: "582913",
    link: null,
    from: "Kasuwa Fresh <tsaro@kasuwafresh.com.ng>",
    to: TO,
    subject: "Lambar tabbatarwa ta Kasuwa Fresh: 582913",
    date: "Sun, 06 Sep 2026 10:14:22 +0100",
    enc: "b64",
    text: `Sannu Adaeze,

Na gode da buɗe asusu a Kasuwa Fresh.

Lambar tabbatarwarku ita ce: 582913

Shigar da wannan lambar a cikin manhajar domin tabbatar da adireshin imel ɗinku. Lambar za ta ƙare bayan minti 15.

Kada ku bayyana wannan lambar ga kowa. Ma'aikatan Kasuwa Fresh ba za su taɓa tambayar ku ita ba.

Idan ba ku ne kuka buɗe asusun ba, ku yi watsi da wannan saƙon.

Kasuwa Fresh
`,
    html: kasuwa(
      "Lambarku za ta ƙare bayan minti 15.",
      `<p style="margin:0 0 14px 0;">Sannu Adaeze,</p>
<p style="margin:0 0 18px 0;">Na gode da buɗe asusu a Kasuwa Fresh. Shigar da wannan lambar a cikin manhajar domin tabbatar da adireshin imel ɗinku:</p>
<p style="margin:0 0 18px 0;text-align:center;"><span style="display:inline-block;background:#1f8a4c;color:#fff;font-size:30px;font-weight:bold;letter-spacing:6px;padding:12px 26px;border-radius:6px;">582913</span></p>
<p style="margin:0 0 10px 0;">Lambar za ta ƙare bayan <b>minti 15</b>.</p>
<p style="margin:0 0 10px 0;">Kada ku bayyana wannan lambar ga kowa. Ma'aikatan Kasuwa Fresh ba za su taɓa tambayar ku ita ba.</p>
<p style="margin:0;font-size:13px;color:#667;">Idan ba ku ne kuka buɗe asusun ba, ku yi watsi da wannan saƙon.</p>`,
    ),
  },
  {
    family: "kasuwa-fresh",
    group: "regional",
    lang: "ha",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Kasuwa Fresh <oda@kasuwafresh.com.ng>",
    to: TO,
    subject: "Mun karɓi odarku #KF-204117",
    date: "Sun, 06 Sep 2026 10:31:09 +0100",
    enc: "qp",
    text: `Sannu Adaeze,

Mun karɓi odarku. Na gode da siyayya a Kasuwa Fresh!

Lambar oda: #KF-204117
Ranar kawowa: Litinin, 7 ga Satumba 2026, tsakanin 9:00 zuwa 12:00 na safe
Adireshi: Flat 3, Block C, Gwarinpa Estate, Abuja

Kayan da kuka saya:
- Shinkafa (Ofada), buhu 10kg ........ ₦19,500
- Tumatir, kwando ɗaya ................ ₦6,000
- Albasa, kilo 3 ...................... ₦2,700
- Man gyaɗa, lita 2 ................... ₦5,400
- Kwai, kiret 1 (30) .................. ₦5,200

Kuɗin kawowa: ₦1,500
Jimilla: ₦40,300 (an biya da kati •••• 4821)

Za mu aiko muku da saƙo idan direba ya kama hanya.

Kasuwa Fresh
`,
    html: kasuwa(
      "Za mu kawo odarku ranar Litinin, 7 ga Satumba.",
      `<p style="margin:0 0 14px 0;">Sannu Adaeze,</p>
<p style="margin:0 0 18px 0;">Mun karɓi odarku. Na gode da siyayya a Kasuwa Fresh!</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;background:#f1f7f3;">
<tr><td>Lambar oda</td><td align="right"><b>#KF-204117</b></td></tr>
<tr><td>Ranar kawowa</td><td align="right">Litinin, 7 ga Satumba 2026, 9:00 – 12:00</td></tr>
<tr><td>Adireshi</td><td align="right">Flat 3, Block C, Gwarinpa Estate, Abuja</td></tr>
</table>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;margin-top:14px;">
<tr><td>Shinkafa (Ofada), buhu 10kg</td><td align="right">₦19,500</td></tr>
<tr><td>Tumatir, kwando ɗaya</td><td align="right">₦6,000</td></tr>
<tr><td>Albasa, kilo 3</td><td align="right">₦2,700</td></tr>
<tr><td>Man gyaɗa, lita 2</td><td align="right">₦5,400</td></tr>
<tr><td>Kwai, kiret 1 (30)</td><td align="right">₦5,200</td></tr>
<tr><td style="border-top:1px solid #cfe3d6;color:#667;">Kuɗin kawowa</td><td align="right" style="border-top:1px solid #cfe3d6;color:#667;">₦1,500</td></tr>
<tr><td><b>Jimilla</b> (kati •••• 4821)</td><td align="right"><b>₦40,300</b></td></tr>
</table>
<p style="margin:18px 0 0 0;">Za mu aiko muku da saƙo idan direba ya kama hanya.</p>
<p style="margin:14px 0 0 0;"><a href="https://kasuwafresh.com.ng/odoji/KF-204117" style="color:#1f8a4c;font-weight:bold;">Duba odarku →</a></p>`,
    ),
  },
  {
    family: "kasuwa-fresh",
    group: "regional",
    lang: "ha",
    kind: "order-out-for-delivery",
    code: null,
    link: null,
    from: "Kasuwa Fresh <oda@kasuwafresh.com.ng>",
    to: TO,
    subject: "Odarku #KF-204117 tana kan hanya",
    date: "Mon, 07 Sep 2026 09:42:37 +0100",
    html: null,
    enc: "8bit",
    text: `Sannu Adaeze,

Odarku #KF-204117 ta bar rumbunmu kuma tana kan hanya zuwa gare ku.

Direba: Sani Abdullahi
Lambar waya: 0816 220 9034
Mota: Farin bas, KUJ 118 XA
Zai iso kusan ƙarfe 10:30 na safe.

Idan ba za ku kasance a gida ba, ku kira direban kai tsaye.

Na gode,
Kasuwa Fresh · 0813 400 2211
`,
  },
];

// ---------------------------------------------------------------- Diamano (Senegalese telecom; French and Wolof)

function diamano(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="background:#0057b8;padding:20px 28px;"><img src="https://www.diamano.sn/mail/assets/logo-diamano-blanc.png" alt="Diamano" width="130" height="34"></td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#1a1a1a;">${body}</td></tr>
<tr><td style="padding:16px 28px;background:#f0f5fb;font-family:Arial,sans-serif;font-size:12px;color:#3b5a80;">
Téléchargez l'application Diamano &amp; Moi :
<a href="https://diamano.sn/app?store=android"><img src="https://www.diamano.sn/mail/assets/google-play-fr.png" alt="Disponible sur Google Play" width="110" height="33" style="vertical-align:middle;"></a>
<a href="https://diamano.sn/app?store=ios"><img src="https://www.diamano.sn/mail/assets/app-store-fr.png" alt="Télécharger dans l'App Store" width="100" height="33" style="vertical-align:middle;"></a></td></tr>
${
      foot([
        "Diamano SA · Immeuble Sokhna Anta, Rue Carnot x Joseph Gomis, BP 21100 Dakar, Sénégal",
        "Service client : 1414 (gratuit depuis une ligne Diamano) · +221 33 889 14 14",
        "© 2026 Diamano SA – NINEA 004 812 377 2G3",
      ], [
        ["https://www.diamano.sn/aide", "Aide"],
        ["https://www.diamano.sn/donnees-personnelles", "Données personnelles"],
        ["https://www.diamano.sn/desabonnement?c=6641", "Se désabonner"],
      ])
    }`,
  );
}

const diamano_mails: Mail[] = [
  {
    family: "diamano-telecom",
    group: "regional",
    lang: "fr",
    kind: "bundle-activated",
    code: null,
    link: null,
    from: "Diamano <noreply@diamano.sn>",
    to: TO,
    subject: "Votre Pass Internet 10 Go est activé",
    date: "Tue, 22 Sep 2026 08:10:41 +0000",
    enc: "qp",
    text: `Bonjour Adaeze,

Votre achat a bien été pris en compte.

Offre : Pass Internet Mois 10 Go
Numéro : +221 77 318 45 09
Prix : 5 000 FCFA (débité de votre crédit principal)
Validité : jusqu'au 22/10/2026 à 08h10
Crédit restant : 1 275 FCFA

Pour suivre votre consommation, composez #144# ou ouvrez l'application Diamano & Moi.

Merci de votre fidélité.
Diamano – Service client 1414
`,
    html: diamano(
      "Valable jusqu'au 22/10/2026 · 5 000 FCFA",
      `<p style="margin:0 0 14px 0;">Bonjour Adaeze,</p>
<p style="margin:0 0 18px 0;">Votre achat a bien été pris en compte.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d6e2f0;font-size:14px;">
<tr bgcolor="#f0f5fb"><td>Offre</td><td align="right"><b>Pass Internet Mois 10 Go</b></td></tr>
<tr><td>Numéro</td><td align="right">+221 77 318 45 09</td></tr>
<tr bgcolor="#f0f5fb"><td>Prix</td><td align="right">5 000 FCFA</td></tr>
<tr><td>Validité</td><td align="right">jusqu'au 22/10/2026 à 08h10</td></tr>
<tr bgcolor="#f0f5fb"><td>Crédit restant</td><td align="right">1 275 FCFA</td></tr>
</table>
<p style="margin:18px 0 0 0;">Pour suivre votre consommation, composez <b>#144#</b> ou ouvrez l'application Diamano &amp; Moi.</p>
<p style="margin:14px 0 0 0;">Merci de votre fidélité.</p>`,
    ),
  },
  {
    family: "diamano-telecom",
    group: "regional",
    lang: "wo",
    kind: "bundle-low",
    code: null,
    link: null,
    from: "Diamano <noreply@diamano.sn>",
    to: TO,
    subject: "Sa pass internet bi dafay jeex: 500 Mo rekk a des",
    date: "Sat, 17 Oct 2026 21:03:12 +0000",
    enc: "8bit",
    text: `Salaamaalekum Adaeze,

Sa Pass Internet Mois 10 Go bi ngir +221 77 318 45 09 des na 500 Mo rekk.
Dina jeex ci 22 oktoobar 2026 ci 08h10.

Bu la bëggee jëndaat, bindal #144# walla nga ubbi app Diamano & Moi.
Pass 5 Go: 2 500 FCFA · Pass 10 Go: 5 000 FCFA · Pass 25 Go: 10 000 FCFA

Jërëjëf ci sa kóolute.
Diamano – 1414
`,
    html: diamano(
      "500 Mo rekk a des ci sa pass.",
      `<p style="margin:0 0 14px 0;">Salaamaalekum Adaeze,</p>
<p style="margin:0 0 14px 0;">Sa <b>Pass Internet Mois 10 Go</b> bi ngir +221 77 318 45 09 des na <b>500 Mo</b> rekk.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 6px 0;"><tr>
<td width="5%" style="background:#e4002b;height:10px;border-radius:5px 0 0 5px;"></td><td width="95%" style="background:#d6e2f0;height:10px;border-radius:0 5px 5px 0;"></td></tr></table>
<p style="margin:0 0 18px 0;font-size:12px;color:#3b5a80;">Dina jeex ci 22 oktoobar 2026 ci 08h10.</p>
<p style="margin:0 0 10px 0;">Bu la bëggee jëndaat, bindal <b>#144#</b> walla nga ubbi app Diamano &amp; Moi.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>Pass 5 Go</td><td>2 500 FCFA</td></tr><tr><td>Pass 10 Go</td><td>5 000 FCFA</td></tr><tr><td>Pass 25 Go</td><td>10 000 FCFA</td></tr></table>
<p style="margin:18px 0 0 0;"><a href="https://diamano.sn/pass?src=mail_low_data&amp;l=wo" style="background:#0057b8;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px;">Jënd beneen pass</a></p>
<p style="margin:16px 0 0 0;">Jërëjëf ci sa kóolute.</p>`,
    ),
  },
  {
    family: "diamano-telecom",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "381602",
    link: null,
    from: "Diamano Espace Client <securite@diamano.sn>",
    to: TO,
    subject: "Votre code de connexion à l'Espace Client",
    date: "Wed, 30 Sep 2026 14:26:58 +0000",
    enc: "qp",
    text: `Bonjour,

Voici votre code de connexion à l'Espace Client Diamano :

3 8 1 6 0 2

Ce code est valable 5 minutes. Ne le communiquez à personne : Diamano ne vous le demandera jamais par téléphone.

Si vous n'êtes pas à l'origine de cette demande, ignorez ce message ; votre compte reste protégé.

L'équipe Diamano
`,
    html: diamano(
      "Code valable 5 minutes.",
      `<p style="margin:0 0 14px 0;">Bonjour,</p>
<p style="margin:0 0 18px 0;">Voici votre code de connexion à l'Espace Client Diamano :</p>
<table align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:14px 28px;border:1px solid #0057b8;border-radius:4px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;letter-spacing:12px;color:#0057b8;">381602</td></tr></table>
<p style="margin:18px 0 10px 0;">Ce code est valable <b>5 minutes</b>. Ne le communiquez à personne : Diamano ne vous le demandera jamais par téléphone.</p>
<p style="margin:0;font-size:12px;color:#666;">Si vous n'êtes pas à l'origine de cette demande, ignorez ce message ; votre compte reste protégé.</p>`,
    ),
  },
  {
    family: "diamano-telecom",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Diamano Facturation <facture@diamano.sn>",
    to: TO,
    subject: "Votre facture Diamano Box – Octobre 2026",
    date: "Thu, 01 Oct 2026 06:00:12 +0000",
    enc: "b64",
    attachment: [
      "Facture_DBX-2026-10-0077318.pdf",
      "application/pdf",
      `%PDF-1.5
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`,
    ],
    text: `Bonjour Adaeze Okafor,

Votre facture Diamano Box du mois d'octobre 2026 est disponible (en pièce jointe).

N° client : 33-0077318
N° facture : DBX-2026-10-0077318
Offre : Diamano Box Fibre 50 Méga
Montant TTC : 25 000 FCFA
Date limite de paiement : 15/10/2026

Vous pouvez régler par JammPay, par carte bancaire dans l'application Diamano & Moi ou dans nos agences.

Merci de votre confiance.
Diamano – Service client 1414
`,
    html: diamano(
      "Montant : 25 000 FCFA · à régler avant le 15/10/2026",
      `<p style="margin:0 0 14px 0;">Bonjour Adaeze Okafor,</p>
<p style="margin:0 0 18px 0;">Votre facture Diamano Box du mois d'octobre 2026 est disponible. Vous la trouverez en pièce jointe.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:2px solid #0057b8;">
<tr><td>N° client</td><td align="right">33-0077318</td></tr>
<tr><td>N° facture</td><td align="right">DBX-2026-10-0077318</td></tr>
<tr><td>Offre</td><td align="right">Diamano Box Fibre 50 Méga</td></tr>
<tr><td><b>Montant TTC</b></td><td align="right"><b>25 000 FCFA</b></td></tr>
<tr><td>Date limite de paiement</td><td align="right">15/10/2026</td></tr>
</table>
<p style="margin:18px 0 0 0;">Vous pouvez régler par JammPay, par carte bancaire dans l'application Diamano &amp; Moi ou dans nos agences.</p>
<p style="margin:18px 0 0 0;"><a href="https://www.diamano.sn/espace-client/factures?f=DBX-2026-10-0077318" style="color:#0057b8;">Voir mes factures</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- JammPay (Senegalese mobile money; Wolof and French)

function jamm(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td align="center" style="padding:26px 20px 10px 20px;"><img src="https://assets.jammpay.sn/email/jammpay-logo.png" alt="JammPay" width="120" height="40" style="border:0;"></td></tr>
<tr><td style="padding:10px 36px 30px 36px;font-family:Poppins,Arial,sans-serif;font-size:14px;line-height:22px;color:#203040;">${body}</td></tr>
<tr><td align="center" style="padding:16px;background:#0b3b2e;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#a7d1c2;">
JammPay SA · Établissement de monnaie électronique agréé par la BCEAO · Route de Ngor, Almadies, Dakar<br>
Service client : 200 (gratuit) · +221 33 860 20 20 · <a href="https://jammpay.sn/aide" style="color:#ffffff;">jammpay.sn/aide</a><br>
<a href="https://facebook.com/jammpay.sn" style="color:#a7d1c2;">Facebook</a> · <a href="https://instagram.com/jammpay" style="color:#a7d1c2;">Instagram</a> · © 2026 JammPay
</td></tr>`,
    "#e8f3ef",
  );
}

const jamm_mails: Mail[] = [
  {
    family: "jammpay",
    group: "regional",
    lang: "wo",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "JammPay <recu@jammpay.sn>",
    to: TO,
    subject: "Sa yónnent bi jàll na – 15 000 FCFA",
    date: "Sun, 27 Sep 2026 12:18:33 +0000",
    enc: "8bit",
    text: `Salaamaalekum Adaeze,

Sa yónnent bi jàll na.

Xaalis bi: 15 000 FCFA
Ki mu dem: Fatou Ndiaye (+221 77 •• •• 45 12)
Frais: 0 FCFA
Bés ak waxtu: 27/09/2026, 12h18
Référence: JP-TRF-7Q2K91XB

Sa solde: 42 350 FCFA

Bu dul yow def yónnent bii, woowal 200 (amul pay) léegi.

Jërëjëf ci jëfandikoo JammPay.
`,
    html: jamm(
      "15 000 FCFA dem na ci Fatou Ndiaye.",
      `<p style="margin:0 0 12px 0;">Salaamaalekum Adaeze,</p>
<p style="margin:0 0 18px 0;">Sa yónnent bi jàll na. ✅</p>
<p style="margin:0;text-align:center;font-size:32px;font-weight:bold;color:#0b3b2e;">15 000 FCFA</p>
<p style="margin:4px 0 20px 0;text-align:center;color:#5b7a6e;">ci Fatou Ndiaye</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-top:1px solid #d5e8e0;">
<tr><td style="color:#5b7a6e;">Nimero</td><td align="right">+221 77 •• •• 45 12</td></tr>
<tr><td style="color:#5b7a6e;">Frais</td><td align="right">0 FCFA</td></tr>
<tr><td style="color:#5b7a6e;">Bés ak waxtu</td><td align="right">27/09/2026, 12h18</td></tr>
<tr><td style="color:#5b7a6e;">Référence</td><td align="right">JP-TRF-7Q2K91XB</td></tr>
<tr><td style="color:#5b7a6e;border-top:1px solid #d5e8e0;">Sa solde</td><td align="right" style="border-top:1px solid #d5e8e0;"><b>42 350 FCFA</b></td></tr>
</table>
<p style="margin:20px 0 0 0;font-size:12px;color:#5b7a6e;">Bu dul yow def yónnent bii, woowal 200 (amul pay) léegi.</p>`,
    ),
  },
  {
    family: "jammpay",
    group: "regional",
    lang: "fr",
    kind: "payment-otp",
    code: "602517",
    link: null,
    from: "JammPay Sécurité <securite@jammpay.sn>",
    to: TO,
    subject: "Code de validation de votre paiement en ligne",
    date: "Fri, 02 Oct 2026 19:07:45 +0000",
    enc: "qp",
    text: `Bonjour Adaeze,

Vous êtes en train de payer 38 900 FCFA à BABI DEALS SARL avec votre compte JammPay (+221 77 318 45 09).

Votre code de validation : 602 517

Saisissez-le sur la page de paiement pour confirmer l'opération. Il expire dans 3 minutes.

JammPay ne vous demandera jamais ce code par téléphone, SMS ou WhatsApp. Si vous n'êtes pas à l'origine de ce paiement, ne saisissez rien et appelez le 200.

JammPay
`,
    html: jamm(
      "Paiement de 38 900 FCFA à BABI DEALS SARL",
      `<p style="margin:0 0 12px 0;">Bonjour Adaeze,</p>
<p style="margin:0 0 18px 0;">Vous êtes en train de payer <b>38 900 FCFA</b> à <b>BABI DEALS SARL</b> avec votre compte JammPay (+221 77 318 45 09).</p>
<p style="margin:0 0 8px 0;text-align:center;color:#5b7a6e;font-size:12px;text-transform:uppercase;letter-spacing:1px;">Votre code de validation</p>
<p style="margin:0 0 18px 0;text-align:center;font-size:34px;font-weight:bold;color:#0b3b2e;letter-spacing:4px;">602 517</p>
<p style="margin:0 0 12px 0;">Saisissez-le sur la page de paiement pour confirmer l'opération. Il expire dans <b>3 minutes</b>.</p>
<p style="margin:0;font-size:12px;color:#b3261e;">JammPay ne vous demandera jamais ce code par téléphone, SMS ou WhatsApp. Si vous n'êtes pas à l'origine de ce paiement, ne saisissez rien et appelez le 200.</p>`,
    ),
  },
  {
    family: "jammpay",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://jammpay.sn/compte/email/verifier?token=b7f1e0c44a9d4e2f8a61c3d5e0f72b19",
    from: "JammPay <bienvenue@jammpay.sn>",
    to: TO,
    subject: "Confirmez votre adresse e-mail",
    date: "Tue, 01 Sep 2026 17:44:10 +0000",
    enc: "b64",
    text: `Bonjour Adaeze,

Bienvenue sur JammPay ! Pour recevoir vos reçus et relevés par e-mail, confirmez votre adresse :

https://jammpay.sn/compte/email/verifier?token=b7f1e0c44a9d4e2f8a61c3d5e0f72b19

Ce lien est valable 48 heures.

Rappel : plafond de votre compte Niveau 1 : 200 000 FCFA par mois. Ajoutez votre pièce d'identité dans l'application pour passer au Niveau 2.

L'équipe JammPay
`,
    html: jamm(
      "Un clic pour recevoir vos reçus par e-mail.",
      `<p style="margin:0 0 12px 0;">Bonjour Adaeze,</p>
<p style="margin:0 0 20px 0;">Bienvenue sur JammPay ! Pour recevoir vos reçus et relevés par e-mail, confirmez votre adresse.</p>
<p style="margin:0 0 20px 0;text-align:center;"><a href="https://jammpay.sn/compte/email/verifier?token=b7f1e0c44a9d4e2f8a61c3d5e0f72b19" style="display:inline-block;background:#12a46b;color:#ffffff;font-weight:bold;padding:14px 34px;border-radius:28px;text-decoration:none;">Confirmer mon e-mail</a></p>
<p style="margin:0 0 16px 0;font-size:12px;color:#5b7a6e;">Ce lien est valable 48 heures.</p>
<p style="margin:0;font-size:12px;color:#5b7a6e;">Rappel : plafond de votre compte Niveau 1 : 200 000 FCFA par mois. Ajoutez votre pièce d'identité dans l'application pour passer au Niveau 2.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Lagune Money (Ivorian mobile money; French)

const LAGUNE_FOOT =
  `<tr><td style="padding:18px 30px;border-top:1px solid #ffe0b2;font-family:Arial,sans-serif;font-size:11px;color:#8d6e63;line-height:16px;">
Lagune Money CI SA · Plateau, Avenue Chardy, Immeuble Alpha 2000, 01 BP 4410 Abidjan 01, Côte d'Ivoire<br>
Service client : 1313 ou +225 27 20 31 13 13 · <a href="https://lagunemoney.ci/aide" style="color:#ef6c00;">Aide</a> · <a href="https://lagunemoney.ci/confidentialite" style="color:#ef6c00;">Confidentialité</a><br>
© 2026 Lagune Money. Agréé par la BCEAO.</td></tr>`;

function lagune(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="padding:22px 30px;background:linear-gradient(90deg,#ff8f00,#ef6c00);background-color:#ef6c00;"><img src="https://lagunemoney.ci/static/mail/logo-lagune.png" alt="Lagune Money" width="150" height="36"></td></tr>
<tr><td style="padding:26px 30px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#3e2723;">${body}</td></tr>
${LAGUNE_FOOT}`,
    "#fff8f0",
  );
}

const lagune_mails: Mail[] = [
  {
    family: "lagune-money",
    group: "regional",
    lang: "fr",
    kind: "airtime-topup",
    code: null,
    link: null,
    from: "Lagune Money <notifications@lagunemoney.ci>",
    to: TO,
    subject: "Recharge de crédit effectuée : 2 000 FCFA",
    date: "Tue, 06 Oct 2026 07:51:02 +0000",
    enc: "qp",
    text: `Bonjour Adaeze,

Votre recharge de crédit a réussi.

Numéro rechargé : +225 07 48 92 10 36
Montant : 2 000 FCFA
Bonus : +20 % (400 FCFA de crédit offert)
Frais : 0 FCFA
Date : 06/10/2026 07:50
ID transaction : LM2610060750A88K3

Nouveau solde Lagune Money : 63 410 FCFA

Merci d'utiliser Lagune Money.
`,
    html: lagune(
      "2 000 FCFA + 400 FCFA de bonus sur le +225 07 48 92 10 36",
      `<p style="margin:0 0 12px 0;">Bonjour Adaeze,</p>
<p style="margin:0 0 18px 0;">Votre recharge de crédit a réussi.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8d6e63;">Numéro rechargé</td><td align="right">+225 07 48 92 10 36</td></tr>
<tr><td style="color:#8d6e63;">Montant</td><td align="right"><b>2 000 FCFA</b></td></tr>
<tr><td style="color:#8d6e63;">Bonus</td><td align="right">+20 % (400 FCFA offerts)</td></tr>
<tr><td style="color:#8d6e63;">Frais</td><td align="right">0 FCFA</td></tr>
<tr><td style="color:#8d6e63;">Date</td><td align="right">06/10/2026 07:50</td></tr>
<tr><td style="color:#8d6e63;">ID transaction</td><td align="right">LM2610060750A88K3</td></tr>
</table>
<p style="margin:18px 0 0 0;padding:12px;background:#fff3e0;border-radius:6px;">Nouveau solde Lagune Money : <b>63 410 FCFA</b></p>`,
    ),
  },
  {
    family: "lagune-money",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://lagunemoney.ci/web/mot-de-passe/nouveau?jeton=Lg8uQe2VxT0pN5rW7yZ3cA&id=5510793",
    from: "Lagune Money <securite@lagunemoney.ci>",
    to: TO,
    subject: "Réinitialisation de votre mot de passe Lagune Money Web",
    date: "Wed, 14 Oct 2026 22:35:17 +0000",
    enc: "qp",
    text: `Bonjour Adaeze,

Nous avons reçu une demande de réinitialisation du mot de passe de votre espace Lagune Money Web (utilisé pour consulter vos relevés et gérer vos paiements marchands).

Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :
https://lagunemoney.ci/web/mot-de-passe/nouveau?jeton=Lg8uQe2VxT0pN5rW7yZ3cA&id=5510793

Votre code secret (PIN) de l'application mobile ne change pas.

Si vous n'avez rien demandé, ignorez cet e-mail. Par précaution, vous pouvez appeler le 1313.

Lagune Money
`,
    html: lagune(
      "Lien valable 1 heure.",
      `<p style="margin:0 0 12px 0;">Bonjour Adaeze,</p>
<p style="margin:0 0 18px 0;">Nous avons reçu une demande de réinitialisation du mot de passe de votre espace <b>Lagune Money Web</b> (utilisé pour consulter vos relevés et gérer vos paiements marchands).</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px 0;"><tr><td style="background:#ef6c00;border-radius:4px;">
<a href="https://lagunemoney.ci/web/mot-de-passe/nouveau?jeton=Lg8uQe2VxT0pN5rW7yZ3cA&amp;id=5510793" style="display:inline-block;padding:12px 26px;color:#fff;font-weight:bold;text-decoration:none;">Choisir un nouveau mot de passe</a></td></tr></table>
<p style="margin:0 0 10px 0;">Ce lien est valable une heure. Votre code secret (PIN) de l'application mobile ne change pas.</p>
<p style="margin:0;font-size:12px;color:#8d6e63;">Si vous n'avez rien demandé, ignorez cet e-mail. Par précaution, vous pouvez appeler le 1313.</p>`,
    ),
  },
  {
    family: "lagune-money",
    group: "regional",
    lang: "fr",
    kind: "bill-payment-receipt",
    code: null,
    link: null,
    from: "Lagune Money <notifications@lagunemoney.ci>",
    to: TO,
    subject: "Paiement de facture – Électricité (CIE) – 18 745 FCFA",
    date: "Mon, 19 Oct 2026 18:22:40 +0000",
    html: null,
    text: `LAGUNE MONEY - REÇU DE PAIEMENT

Bonjour Adaeze,

Votre paiement de facture a été effectué avec succès.

Facturier : CIE (électricité)
Référence contrat : 2002 1147 3380
Facture : période 08/2026 - 09/2026
Montant : 18 745 FCFA
Frais : 100 FCFA
Total débité : 18 845 FCFA
Date : 19/10/2026 18:22
ID transaction : LM2610191822F01Z7

Solde : 44 565 FCFA

Conservez ce reçu. Le facturier peut mettre jusqu'à 48 h pour enregistrer le paiement.

Lagune Money · Service client 1313
`,
  },
];

// ---------------------------------------------------------------- Sika Wallet (Ghanaian mobile money; English and Twi)

function sika(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="padding:20px 28px;background:#fcd116;"><img src="https://mail-assets.sikawallet.com.gh/logo-black.png" alt="Sika Wallet" width="128" height="34"></td></tr>
<tr><td style="padding:26px 28px;font-family:'Segoe UI',Arial,sans-serif;font-size:15px;line-height:22px;color:#1b1b1b;">${body}</td></tr>
${
      foot([
        "Sika Wallet Ltd is an Enhanced Payment Service Provider licensed by the Bank of Ghana.",
        "No. 7 Ring Road East, Danquah Circle, Osu, Accra. GPS: GA-071-2245. Call 0302 910 440 or dial *711#.",
        "© 2026 Sika Wallet Ltd",
      ], [["https://sikawallet.com.gh/help", "Help"], ["https://sikawallet.com.gh/privacy", "Privacy"], [
        "https://sikawallet.com.gh/terms",
        "Terms",
      ]])
    }`,
    "#fffbe6",
  );
}

const sika_mails: Mail[] = [
  {
    family: "sika-wallet",
    group: "regional",
    lang: "en",
    kind: "verify-code-link",
    code: "582019",
    link: "https://sikawallet.com.gh/verify-email?uid=GH88124&code=582019&sig=9e41c0",
    from: "Sika Wallet <no-reply@sikawallet.com.gh>",
    to: TO,
    subject: "Verify your email for Sika Wallet",
    date: "Sun, 11 Oct 2026 15:02:26 +0000",
    enc: "qp",
    text: `Hello Adaeze,

Thanks for adding an email to your Sika Wallet (0244 •••• 517).

Enter this code in the app to verify your email:

582 019

Or open this link on your phone:
https://sikawallet.com.gh/verify-email?uid=GH88124&code=582019&sig=9e41c0

The code and link expire in 20 minutes.

Sika Wallet will never ask for your PIN. If you did not request this, please ignore this email.

Sika Wallet Ltd, Osu, Accra
`,
    html: sika(
      "Your code is inside. Expires in 20 minutes.",
      `<p style="margin:0 0 12px 0;">Hello Adaeze,</p>
<p style="margin:0 0 18px 0;">Thanks for adding an email to your Sika Wallet (0244 •••• 517). Enter this code in the app to verify your email:</p>
<p style="margin:0 0 18px 0;text-align:center;"><span style="font-size:32px;font-weight:700;letter-spacing:8px;background:#f4f4f4;padding:10px 22px;border-radius:6px;">582 019</span></p>
<p style="margin:0 0 14px 0;text-align:center;">or</p>
<p style="margin:0 0 18px 0;text-align:center;"><a href="https://sikawallet.com.gh/verify-email?uid=GH88124&amp;code=582019&amp;sig=9e41c0" style="background:#006b3f;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:600;">Verify email</a></p>
<p style="margin:0 0 8px 0;font-size:13px;color:#666;">The code and link expire in 20 minutes.</p>
<p style="margin:0;font-size:13px;color:#666;">Sika Wallet will never ask for your PIN. If you did not request this, please ignore this email.</p>`,
    ),
  },
  {
    family: "sika-wallet",
    group: "regional",
    lang: "tw",
    kind: "credit-alert",
    code: null,
    link: null,
    from: "Sika Wallet <alerts@sikawallet.com.gh>",
    to: TO,
    subject: "Sika aba wo akonta mu: GH₵ 350.00",
    date: "Thu, 15 Oct 2026 09:48:51 +0000",
    enc: "8bit",
    text: `Maakye Adaeze,

Wɔde GH₵ 350.00 afi KWAME OSEI ASANTE (0201 •••• 884) hɔ aba wo Sika Wallet mu.

Nkrataa: "Chop money for the week"
Da ne bere: 15/10/2026, 9:48 AM
Transaction ID: SW-2610-77120451

Wo sika a aka: GH₵ 1,204.50

Sɛ wonnim saa sika yi ho hwee a, frɛ 0302 910 440.

Yɛda wo ase sɛ wode Sika Wallet di dwuma.
`,
    html: sika(
      "GH₵ 350.00 afi KWAME OSEI ASANTE hɔ.",
      `<p style="margin:0 0 12px 0;">Maakye Adaeze,</p>
<p style="margin:0 0 14px 0;">Wɔde sika aba wo Sika Wallet mu:</p>
<p style="margin:0 0 14px 0;font-size:30px;font-weight:700;color:#006b3f;">+ GH₵ 350.00</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">Efi</td><td align="right">KWAME OSEI ASANTE (0201 •••• 884)</td></tr>
<tr><td style="color:#666;">Nkrataa</td><td align="right">"Chop money for the week"</td></tr>
<tr><td style="color:#666;">Da ne bere</td><td align="right">15/10/2026, 9:48 AM</td></tr>
<tr><td style="color:#666;">Transaction ID</td><td align="right">SW-2610-77120451</td></tr>
<tr><td style="color:#666;border-top:1px solid #eee;">Wo sika a aka</td><td align="right" style="border-top:1px solid #eee;"><b>GH₵ 1,204.50</b></td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:13px;color:#666;">Sɛ wonnim saa sika yi ho hwee a, frɛ 0302 910 440.</p>
<p style="margin:10px 0 0 0;">Yɛda wo ase sɛ wode Sika Wallet di dwuma.</p>`,
    ),
  },
  {
    family: "sika-wallet",
    group: "regional",
    lang: "en",
    kind: "cash-out-receipt",
    code: null,
    link: null,
    from: "Sika Wallet <alerts@sikawallet.com.gh>",
    to: TO,
    subject: "Cash-out successful: GH₵ 500.00 at Adom Ventures, Madina",
    date: "Sat, 24 Oct 2026 17:12:08 +0000",
    enc: "qp",
    text: `Hello Adaeze,

You withdrew cash at a Sika agent.

Amount: GH₵ 500.00
Fee: GH₵ 5.00
E-levy: GH₵ 0.00
Agent: ADOM VENTURES, Madina Zongo Junction (Agent ID 448120)
Date: 24/10/2026, 5:11 PM
Transaction ID: SW-2610-80033917

New balance: GH₵ 699.50

If you did not make this withdrawal, call 0302 910 440 or dial *711*9# to block your wallet.
`,
    html: sika(
      "GH₵ 500.00 withdrawn · balance GH₵ 699.50",
      `<p style="margin:0 0 12px 0;">Hello Adaeze,</p>
<p style="margin:0 0 16px 0;">You withdrew cash at a Sika agent.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #eee;">
<tr><td style="color:#666;">Amount</td><td align="right"><b>GH₵ 500.00</b></td></tr>
<tr><td style="color:#666;">Fee</td><td align="right">GH₵ 5.00</td></tr>
<tr><td style="color:#666;">E-levy</td><td align="right">GH₵ 0.00</td></tr>
<tr><td style="color:#666;">Agent</td><td align="right">ADOM VENTURES, Madina Zongo Junction<br>Agent ID 448120</td></tr>
<tr><td style="color:#666;">Date</td><td align="right">24/10/2026, 5:11 PM</td></tr>
<tr><td style="color:#666;">Transaction ID</td><td align="right">SW-2610-80033917</td></tr>
<tr><td style="color:#666;border-top:1px solid #eee;">New balance</td><td align="right" style="border-top:1px solid #eee;">GH₵ 699.50</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#b00020;">Not you? Call 0302 910 440 or dial *711*9# to block your wallet.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Babi Deals (Ivorian marketplace; French)

function babi(pre: string, body: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#f6f6f6;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;margin:16px 0;border-radius:10px;overflow:hidden;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #eee;"><a href="https://babideals.ci/?utm_source=crm&amp;utm_medium=email"><img src="https://cdn.babideals.ci/mail/babi-deals-logo.png" alt="Babi Deals" width="126" height="32" border="0"></a></td></tr>
<tr><td style="padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;color:#262626;">${body}</td></tr>
<tr><td style="padding:18px 24px;background:#262626;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#bdbdbd;line-height:17px;">
Babi Deals SARL · Cocody Riviera 3, Rue des Jardins, Abidjan · RCCM CI-ABJ-2021-B-11872<br>
WhatsApp : +225 05 55 00 21 21 · <a href="https://babideals.ci/aide" style="color:#ffb300;">Centre d'aide</a> · <a href="https://babideals.ci/cgv" style="color:#ffb300;">CGV</a> · <a href="https://babideals.ci/preferences?u=cfa1d7" style="color:#ffb300;">Préférences e-mail</a><br>© 2026 Babi Deals</td></tr>
</table></td></tr></table></body></html>`;
}

const babi_mails: Mail[] = [
  {
    family: "babi-deals",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://babideals.ci/compte/activer/cfa1d7e2-52b0-4d8e-9a33-61fe0c7c0b44",
    from: "Babi Deals <compte@babideals.ci>",
    to: TO,
    subject: "Activez votre compte Babi Deals",
    date: "Thu, 01 Oct 2026 20:14:38 +0000",
    enc: "qp",
    text: `Bonjour Adaeze,

Merci de vous être inscrite sur Babi Deals, la place de marché des bonnes affaires d'Abidjan.

Pour activer votre compte et pouvoir acheter ou publier des annonces, cliquez sur le lien ci-dessous :
https://babideals.ci/compte/activer/cfa1d7e2-52b0-4d8e-9a33-61fe0c7c0b44

Le lien expire dans 72 heures.

À très vite,
L'équipe Babi Deals
`,
    html: babi(
      "Un dernier clic pour commencer à acheter et vendre.",
      `<h1 style="font-size:20px;margin:0 0 14px 0;">Bienvenue, Adaeze 👋</h1>
<p style="margin:0 0 14px 0;">Merci de vous être inscrite sur Babi Deals, la place de marché des bonnes affaires d'Abidjan.</p>
<p style="margin:0 0 20px 0;">Pour activer votre compte et pouvoir acheter ou publier des annonces, confirmez votre adresse e-mail :</p>
<p style="margin:0 0 20px 0;"><a href="https://babideals.ci/compte/activer/cfa1d7e2-52b0-4d8e-9a33-61fe0c7c0b44" style="display:inline-block;background:#ffb300;color:#262626;font-weight:bold;padding:13px 30px;border-radius:6px;text-decoration:none;">Activer mon compte</a></p>
<p style="margin:0;font-size:12px;color:#777;">Le lien expire dans 72 heures. Si le bouton ne marche pas, copiez ce lien : https://babideals.ci/compte/activer/cfa1d7e2-52b0-4d8e-9a33-61fe0c7c0b44</p>`,
    ),
  },
  {
    family: "babi-deals",
    group: "consumer",
    lang: "fr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Babi Deals <commandes@babideals.ci>",
    to: TO,
    subject: "Votre commande BD-31107 est en route 🚚",
    date: "Sat, 03 Oct 2026 10:26:15 +0000",
    enc: "b64",
    text: `Bonjour Adaeze,

Bonne nouvelle : votre commande BD-31107 a été remise au livreur.

Article : Ventilateur sur pied Binatone 16" (vendeur : Électro Adjamé)
Prix : 36 900 FCFA + livraison 2 000 FCFA = 38 900 FCFA (payé par JammPay)
Livreur : Koffi – +225 01 02 77 63 45
Numéro de suivi : CIX-AB-0093318
Livraison prévue : aujourd'hui entre 14h et 17h
Adresse : Cocody Angré 8e tranche, près de la pharmacie Les Oliviers

Suivre le colis : https://babideals.ci/suivi/CIX-AB-0093318

Merci pour votre achat !
`,
    html: babi(
      "Livraison prévue aujourd'hui entre 14h et 17h.",
      `<h1 style="font-size:20px;margin:0 0 14px 0;">Votre commande est en route</h1>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="90" valign="top"><img src="https://cdn.babideals.ci/p/88213/thumb.jpg" width="80" height="80" alt="Ventilateur sur pied Binatone 16 pouces" style="border-radius:6px;"></td>
<td valign="top" style="font-size:14px;">Ventilateur sur pied Binatone 16"<br><span style="color:#777;">Vendeur : Électro Adjamé</span><br><b>38 900 FCFA</b> <span style="color:#777;">(dont livraison 2 000 FCFA, payé par JammPay)</span></td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:16px;font-size:13px;background:#fafafa;">
<tr><td style="color:#777;">Commande</td><td>BD-31107</td></tr>
<tr><td style="color:#777;">Livreur</td><td>Koffi – +225 01 02 77 63 45</td></tr>
<tr><td style="color:#777;">N° de suivi</td><td>CIX-AB-0093318</td></tr>
<tr><td style="color:#777;">Livraison prévue</td><td>aujourd'hui entre 14h et 17h</td></tr>
<tr><td style="color:#777;">Adresse</td><td>Cocody Angré 8e tranche, près de la pharmacie Les Oliviers</td></tr>
</table>
<p style="margin:18px 0 0 0;"><a href="https://babideals.ci/suivi/CIX-AB-0093318" style="color:#e08e00;font-weight:bold;">Suivre le colis →</a></p>`,
    ),
  },
  {
    family: "babi-deals",
    group: "consumer",
    lang: "fr",
    kind: "listing-published",
    code: null,
    link: null,
    from: "Babi Deals <annonces@babideals.ci>",
    to: TO,
    subject: "Votre annonce « Canapé 3 places, très bon état » est en ligne",
    date: "Wed, 21 Oct 2026 12:40:02 +0000",
    enc: "qp",
    text: `Bonjour Adaeze,

Votre annonce a été validée par notre équipe de modération et elle est maintenant visible.

Titre : Canapé 3 places, très bon état
Prix : 85 000 FCFA (négociable)
Catégorie : Maison > Meubles
Lieu : Cocody Angré
Référence de l'annonce : 2210-48817

Astuce : les annonces avec au moins 4 photos se vendent 2 fois plus vite. Vous pouvez modifier votre annonce à tout moment depuis « Mes annonces ».

Voir mon annonce : https://babideals.ci/annonce/2210-48817

Boostez-la en tête de liste pour 1 500 FCFA / 7 jours : https://babideals.ci/boost/2210-48817

L'équipe Babi Deals
`,
    html: babi(
      "Elle est maintenant visible par les acheteurs d'Abidjan.",
      `<h1 style="font-size:20px;margin:0 0 14px 0;">Votre annonce est en ligne ✅</h1>
<p style="margin:0 0 14px 0;">Bonjour Adaeze, votre annonce a été validée par notre équipe de modération.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td style="color:#777;">Titre</td><td>Canapé 3 places, très bon état</td></tr>
<tr><td style="color:#777;">Prix</td><td>85 000 FCFA (négociable)</td></tr>
<tr><td style="color:#777;">Catégorie</td><td>Maison &gt; Meubles</td></tr>
<tr><td style="color:#777;">Lieu</td><td>Cocody Angré</td></tr>
<tr><td style="color:#777;">Référence</td><td>2210-48817</td></tr>
</table>
<p style="margin:16px 0;">💡 Les annonces avec au moins 4 photos se vendent 2 fois plus vite.</p>
<p style="margin:0;"><a href="https://babideals.ci/annonce/2210-48817" style="color:#262626;font-weight:bold;">Voir mon annonce</a> &nbsp; · &nbsp; <a href="https://babideals.ci/boost/2210-48817" style="color:#e08e00;">Booster pour 1 500 FCFA / 7 jours</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- OjaPlace (Nigerian marketplace; English and Yoruba)

function oja(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="background:#6a1b9a;padding:14px 24px;"><table width="100%"><tr><td><img src="https://static.ojaplace.ng/e/oja-logo.png" alt="OjaPlace" width="118" height="30"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;"><a href="https://ojaplace.ng/account/orders" style="color:#fff;text-decoration:none;">My Orders</a> &nbsp; <a href="https://ojaplace.ng/help" style="color:#fff;text-decoration:none;">Help</a></td></tr></table></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#222;">${body}</td></tr>
${
      foot([
        "OjaPlace Nigeria Ltd, 52 Allen Avenue, Ikeja, Lagos. Customer care: 0700 652 7522.",
        "You are receiving this e-mail because you have an OjaPlace account. © 2026 OjaPlace.",
      ], [["https://ojaplace.ng/help", "Help"], ["https://ojaplace.ng/returns", "Returns"], [
        "https://ojaplace.ng/newsletter/unsubscribe?e=YWRhZXplLm9rYWZvcg",
        "Unsubscribe",
      ]])
    }`,
  );
}

const oja_mails: Mail[] = [
  {
    family: "ojaplace",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "773104",
    link: null,
    from: "OjaPlace <orders@ojaplace.ng>",
    to: TO,
    subject: "Your package is ready for pickup at OjaPlace Station Yaba",
    date: "Tue, 08 Sep 2026 15:33:20 +0100",
    enc: "qp",
    text: `Dear Adaeze,

Good news! Your package from order 310582447 has arrived at your pickup station.

Pickup station: OjaPlace Station Yaba, 41 Herbert Macaulay Way (beside Tejuosho Market), Yaba, Lagos
Opening hours: Mon–Sat 8:00 AM – 7:00 PM
Item: Oraimo FreePods 4 (Black) x1
Amount paid: ₦24,990

Your pickup code: 773104

Show this code and a valid ID at the counter. Please collect your package by 15 September 2026; packages not collected by then are returned and refunded.

Thank you for shopping on OjaPlace.
`,
    html: oja(
      "Pickup code inside · collect by 15 September 2026",
      `<p style="margin:0 0 12px 0;">Dear Adaeze,</p>
<p style="margin:0 0 18px 0;">Good news! Your package from order <b>310582447</b> has arrived at your pickup station.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6effa;border-radius:8px;"><tr><td style="padding:18px;" align="center">
<p style="margin:0 0 6px 0;font-size:12px;color:#6a1b9a;text-transform:uppercase;letter-spacing:1px;">Your pickup code</p>
<p style="margin:0;font-size:34px;font-weight:bold;letter-spacing:6px;color:#6a1b9a;">773104</p>
</td></tr></table>
<p style="margin:16px 0 0 0;">Show this code and a valid ID at the counter.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="margin-top:14px;font-size:13px;">
<tr><td style="color:#666;" width="120">Pickup station</td><td>OjaPlace Station Yaba, 41 Herbert Macaulay Way (beside Tejuosho Market), Yaba, Lagos</td></tr>
<tr><td style="color:#666;">Opening hours</td><td>Mon–Sat 8:00 AM – 7:00 PM</td></tr>
<tr><td style="color:#666;">Item</td><td>Oraimo FreePods 4 (Black) ×1</td></tr>
<tr><td style="color:#666;">Amount paid</td><td>₦24,990</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:12px;color:#666;">Please collect your package by 15 September 2026; packages not collected by then are returned and refunded.</p>`,
    ),
  },
  {
    family: "ojaplace",
    group: "consumer",
    lang: "en",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "OjaPlace <orders@ojaplace.ng>",
    to: TO,
    subject: "Delivered: your order 310582447",
    date: "Wed, 09 Sep 2026 12:05:44 +0100",
    enc: "qp",
    text: `Dear Adaeze,

Your order 310582447 was collected at OjaPlace Station Yaba on 09 Sep 2026 at 12:04 PM.

Oraimo FreePods 4 (Black) x1 — ₦24,990

How was your experience? Rate the product and help other shoppers:
https://ojaplace.ng/review?order=310582447&sku=ORA-FP4-BLK

Need to return something? You have 7 days: https://ojaplace.ng/returns

Thank you for shopping on OjaPlace.
`,
    html: oja(
      "Thank you for shopping on OjaPlace.",
      `<p style="margin:0 0 12px 0;">Dear Adaeze,</p>
<p style="margin:0 0 18px 0;">Your order <b>310582447</b> was collected at OjaPlace Station Yaba on 09 Sep 2026 at 12:04 PM.</p>
<table cellpadding="0" cellspacing="0"><tr><td width="90"><img src="https://static.ojaplace.ng/p/ORA-FP4-BLK/200.jpg" width="80" alt="Oraimo FreePods 4"></td><td>Oraimo FreePods 4 (Black) ×1<br><b>₦24,990</b></td></tr></table>
<p style="margin:20px 0 8px 0;">How was your experience?</p>
<p style="margin:0 0 16px 0;font-size:24px;"><a href="https://ojaplace.ng/review?order=310582447&amp;sku=ORA-FP4-BLK&amp;stars=1" style="text-decoration:none;color:#f9a825;">★</a><a href="https://ojaplace.ng/review?order=310582447&amp;sku=ORA-FP4-BLK&amp;stars=2" style="text-decoration:none;color:#f9a825;">★</a><a href="https://ojaplace.ng/review?order=310582447&amp;sku=ORA-FP4-BLK&amp;stars=3" style="text-decoration:none;color:#f9a825;">★</a><a href="https://ojaplace.ng/review?order=310582447&amp;sku=ORA-FP4-BLK&amp;stars=4" style="text-decoration:none;color:#f9a825;">★</a><a href="https://ojaplace.ng/review?order=310582447&amp;sku=ORA-FP4-BLK&amp;stars=5" style="text-decoration:none;color:#f9a825;">★</a></p>
<p style="margin:0;font-size:12px;color:#666;">Need to return something? You have 7 days. <a href="https://ojaplace.ng/returns" style="color:#6a1b9a;">Start a return</a></p>`,
    ),
  },
  {
    family: "ojaplace",
    group: "consumer",
    lang: "yo",
    kind: "promo",
    code: null,
    link: null,
    from: "OjaPlace <deals@ojaplace.ng>",
    to: TO,
    subject: "Àjọ̀dún ọdún kẹta OjaPlace: ẹ̀dínwó tó tó 40%!",
    date: "Thu, 15 Oct 2026 08:00:00 +0100",
    enc: "b64",
    text: `Ẹ káàárọ̀ Adaeze,

OjaPlace ti pé ọmọ ọdún mẹ́ta! Láti dúpẹ́ lọ́wọ́ yín, a ní ẹ̀dínwó tó tó 40% lórí fóònù, aṣọ àti ohun èlò ilé.

Ìgbà: Ọjọ́ Ẹtì, 16 Oṣù Kẹwàá 2026 – Ọjọ́ Àìkú, 18 Oṣù Kẹwàá 2026
Owó ìfiránṣẹ́ ọ̀fẹ́ fún rírà tó ju ₦25,000 lọ ní Èkó àti Ìbàdàn.

- Tecno Spark 30 (128GB): ₦189,000 (tẹ́lẹ̀ ₦229,000)
- Ìkòkò ìrẹsì Scanfrost 1.8L: ₦32,500 (tẹ́lẹ̀ ₦41,000)
- Aṣọ Ankara (yards 6): ₦14,000

Ẹ wá ra báyìí: https://ojaplace.ng/c/ajodun-3?utm_source=email&utm_campaign=anniv3_yo

Láti dáwọ́ àwọn lẹ́tà wọ̀nyí dúró: https://ojaplace.ng/newsletter/unsubscribe?e=YWRhZXplLm9rYWZvcg
`,
    html: oja(
      "Ẹ̀dínwó tó tó 40% láti ọjọ́ Ẹtì títí di ọjọ́ Àìkú.",
      `<a href="https://ojaplace.ng/c/ajodun-3?utm_source=email&amp;utm_campaign=anniv3_yo"><img src="https://static.ojaplace.ng/campaigns/anniv3/banner-yo.jpg" width="552" alt="Àjọ̀dún ọdún kẹta OjaPlace — ẹ̀dínwó tó tó 40%" style="display:block;width:100%;border:0;"></a>
<p style="margin:18px 0 12px 0;">Ẹ káàárọ̀ Adaeze,</p>
<p style="margin:0 0 12px 0;">OjaPlace ti pé ọmọ ọdún mẹ́ta! Láti dúpẹ́ lọ́wọ́ yín, a ní ẹ̀dínwó tó tó <b>40%</b> lórí fóònù, aṣọ àti ohun èlò ilé.</p>
<p style="margin:0 0 16px 0;font-size:13px;color:#666;">Ọjọ́ Ẹtì, 16 – Ọjọ́ Àìkú, 18 Oṣù Kẹwàá 2026 · Owó ìfiránṣẹ́ ọ̀fẹ́ fún rírà tó ju ₦25,000 lọ ní Èkó àti Ìbàdàn.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;">
<tr><td align="center" width="33%"><img src="https://static.ojaplace.ng/p/TEC-SP30/200.jpg" width="120" alt="Tecno Spark 30"><br>Tecno Spark 30 (128GB)<br><b>₦189,000</b> <s style="color:#999;">₦229,000</s></td>
<td align="center" width="33%"><img src="https://static.ojaplace.ng/p/SCF-RC18/200.jpg" width="120" alt="Ìkòkò ìrẹsì Scanfrost"><br>Ìkòkò ìrẹsì Scanfrost 1.8L<br><b>₦32,500</b> <s style="color:#999;">₦41,000</s></td>
<td align="center" width="33%"><img src="https://static.ojaplace.ng/p/ANK-6Y/200.jpg" width="120" alt="Aṣọ Ankara"><br>Aṣọ Ankara (yards 6)<br><b>₦14,000</b></td></tr>
</table>
<p style="margin:18px 0 0 0;text-align:center;"><a href="https://ojaplace.ng/c/ajodun-3?utm_source=email&amp;utm_campaign=anniv3_yo" style="background:#6a1b9a;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none;font-weight:bold;">Ẹ wá ra báyìí</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Baobab Careers (job site; English and French)

const BAOBAB_FOOT =
  `<tr><td style="padding:20px 30px;font-family:Georgia,serif;font-size:11px;color:#7a6a55;border-top:1px solid #e8dfd0;">
Baobab Careers · 9 Kofi Annan Street, Airport Residential Area, Accra · 1 Kingsway Road, Ikoyi, Lagos<br>
<a href="https://baobabcareers.com/alerts/manage?u=ao-55120" style="color:#7a6a55;">Manage job alerts</a> · <a href="https://baobabcareers.com/privacy" style="color:#7a6a55;">Privacy</a> · <a href="https://baobabcareers.com/unsubscribe?u=ao-55120&amp;list=alerts" style="color:#7a6a55;">Unsubscribe</a><br>© 2026 Baobab Careers</td></tr>`;

function baobab(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="padding:22px 30px;border-bottom:3px solid #8d6e3f;"><img src="https://baobabcareers.com/assets/mail/baobab-careers.png" alt="Baobab Careers" width="160" height="36"></td></tr>
<tr><td style="padding:26px 30px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:23px;color:#2e2a24;">${body}</td></tr>
${BAOBAB_FOOT}`,
    "#f7f3ec",
  );
}

function job(title: string, company: string, place: string, pay: string, id: string): string {
  return `<tr><td style="padding:14px 0;border-bottom:1px solid #eee5d6;">
<a href="https://baobabcareers.com/r/job/${id}?src=alert" style="font-size:16px;font-weight:bold;color:#5d4320;text-decoration:none;">${title}</a><br>
<span style="font-size:13px;color:#7a6a55;">${company} · ${place} · ${pay}</span></td></tr>`;
}

const baobab_mails: Mail[] = [
  {
    family: "baobab-careers",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://baobabcareers.com/r/verify?k=ao-55120.1758702113.e9c3a7b2f8",
    from: "Baobab Careers <accounts@baobabcareers.com>",
    to: TO,
    subject: "One more step: confirm your email",
    date: "Thu, 24 Sep 2026 09:15:13 +0100",
    enc: "qp",
    text: `Hello Adaeze,

Welcome to Baobab Careers. Please confirm that this is your email address so employers can reach you about your applications:

https://baobabcareers.com/r/verify?k=ao-55120.1758702113.e9c3a7b2f8

Until you confirm, your CV stays hidden from recruiters.

If you didn't sign up, just ignore this message.

The Baobab Careers team
`,
    html: baobab(
      "Your CV stays hidden until you confirm.",
      `<p style="margin:0 0 14px 0;">Hello Adaeze,</p>
<p style="margin:0 0 20px 0;">Welcome to Baobab Careers. Please confirm that this is your email address so employers can reach you about your applications. Until you do, your CV stays hidden from recruiters.</p>
<p style="margin:0 0 22px 0;"><a href="https://baobabcareers.com/r/verify?k=ao-55120.1758702113.e9c3a7b2f8" style="background:#8d6e3f;color:#fff;padding:12px 28px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;">Confirm my email</a></p>
<p style="margin:0;font-size:13px;color:#7a6a55;">If you didn't sign up, just ignore this message.</p>`,
    ),
  },
  {
    family: "baobab-careers",
    group: "consumer",
    lang: "en",
    kind: "job-alert",
    code: null,
    link: null,
    from: "Baobab Careers Alerts <alerts@baobabcareers.com>",
    to: TO,
    subject: '6 new jobs for "Business Analyst" in Lagos and Accra',
    date: "Mon, 05 Oct 2026 07:00:00 +0100",
    enc: "qp",
    text: `New jobs matching your alert "Business Analyst" (Lagos, Accra, Remote)

1. Senior Business Analyst – Payments — Kudira Technologies · Lagos (hybrid) · ₦850k–₦1.1m/month
   https://baobabcareers.com/r/job/118203?src=alert
2. Business Analyst, Credit Risk — Ekoharbour Bank · Victoria Island · Competitive
   https://baobabcareers.com/r/job/118177?src=alert
3. Product / Business Analyst — Sika Wallet · Accra (Osu) · GH₵ 14,000–18,000/month
   https://baobabcareers.com/r/job/118164?src=alert
4. Data & Business Analyst — Harmattan Air · Lagos (Ikeja) · Competitive
   https://baobabcareers.com/r/job/118150?src=alert
5. Junior Business Analyst — Cowrie Cowork · Remote (WAT) · $900–1,200/month
   https://baobabcareers.com/r/job/118141?src=alert
6. Business Analyst (French speaker) — Lagune Money · Abidjan · Competitive
   https://baobabcareers.com/r/job/118139?src=alert

See all matches: https://baobabcareers.com/alerts/ba-lagos-accra
`,
    html: baobab(
      "Kudira Technologies, Ekoharbour Bank, Sika Wallet and 3 more are hiring.",
      `<p style="margin:0 0 6px 0;font-size:13px;color:#7a6a55;">Your alert: <b>Business Analyst</b> · Lagos, Accra, Remote</p>
<h2 style="margin:0 0 8px 0;font-size:20px;">6 new jobs this week</h2>
<table width="100%" cellpadding="0" cellspacing="0">
${job("Senior Business Analyst – Payments", "Kudira Technologies", "Lagos (hybrid)", "₦850k–₦1.1m/month", "118203")}
${job("Business Analyst, Credit Risk", "Ekoharbour Bank", "Victoria Island", "Competitive", "118177")}
${job("Product / Business Analyst", "Sika Wallet", "Accra (Osu)", "GH₵ 14,000–18,000/month", "118164")}
${job("Data &amp; Business Analyst", "Harmattan Air", "Lagos (Ikeja)", "Competitive", "118150")}
${job("Junior Business Analyst", "Cowrie Cowork", "Remote (WAT)", "$900–1,200/month", "118141")}
${job("Business Analyst (French speaker)", "Lagune Money", "Abidjan", "Competitive", "118139")}
</table>
<p style="margin:20px 0 0 0;"><a href="https://baobabcareers.com/alerts/ba-lagos-accra" style="color:#8d6e3f;font-weight:bold;">See all matches →</a></p>`,
    ),
  },
  {
    family: "baobab-careers",
    group: "consumer",
    lang: "fr",
    kind: "application-received",
    code: null,
    link: null,
    from: "Baobab Careers <candidatures@baobabcareers.com>",
    to: TO,
    subject: "Candidature envoyée : Business Analyst (francophone) – Lagune Money",
    date: "Tue, 06 Oct 2026 21:48:29 +0000",
    enc: "8bit",
    text: `Bonjour Adaeze,

Votre candidature a bien été transmise.

Poste : Business Analyst (francophone)
Entreprise : Lagune Money CI SA
Lieu : Abidjan, Plateau
Réf. de l'offre : 118139
Envoyée le : 06/10/2026 à 21h48
Documents : CV_Adaeze_Okafor_2026.pdf, Lettre_motivation_LM.pdf

Le recruteur examine généralement les candidatures sous 10 jours ouvrés. Vous pouvez suivre l'état de votre candidature dans « Mes candidatures ».

Bonne chance !
L'équipe Baobab Careers
`,
    html: baobab(
      "Le recruteur examine généralement les candidatures sous 10 jours ouvrés.",
      `<p style="margin:0 0 14px 0;">Bonjour Adaeze,</p>
<p style="margin:0 0 18px 0;">Votre candidature a bien été transmise. ✔</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#fbf8f2;">
<tr><td style="color:#7a6a55;">Poste</td><td>Business Analyst (francophone)</td></tr>
<tr><td style="color:#7a6a55;">Entreprise</td><td>Lagune Money CI SA</td></tr>
<tr><td style="color:#7a6a55;">Lieu</td><td>Abidjan, Plateau</td></tr>
<tr><td style="color:#7a6a55;">Réf. de l'offre</td><td>118139</td></tr>
<tr><td style="color:#7a6a55;">Envoyée le</td><td>06/10/2026 à 21h48</td></tr>
<tr><td style="color:#7a6a55;">Documents</td><td>CV_Adaeze_Okafor_2026.pdf, Lettre_motivation_LM.pdf</td></tr>
</table>
<p style="margin:18px 0 0 0;">Le recruteur examine généralement les candidatures sous 10 jours ouvrés. Suivez l'état de votre candidature dans <a href="https://baobabcareers.com/fr/mes-candidatures" style="color:#8d6e3f;">Mes candidatures</a>.</p>
<p style="margin:14px 0 0 0;">Bonne chance !</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Kente Academy (online courses)

const kente_mails: Mail[] = [
  {
    family: "kente-academy",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://learn.kenteacademy.com/auth/reset-password/ZXlKMWFXUWlPaUl4TWpBNE9ETWlmUS5hYjE4ZjI",
    from: "Kente Academy <support@kenteacademy.com>",
    to: TO,
    subject: "Reset your Kente Academy password",
    date: "Sun, 13 Sep 2026 23:11:40 +0000",
    html: null,
    text: `Hi Adaeze,

We received a request to reset the password for your Kente Academy account (adaeze.okafor@inbox.example).

Click the link below to choose a new password:

https://learn.kenteacademy.com/auth/reset-password/ZXlKMWFXUWlPaUl4TWpBNE9ETWlmUS5hYjE4ZjI

This link will expire in 60 minutes. If you did not request a password reset, you can safely ignore this email; your password will not change.

Your courses in progress:
- SQL for Business Analysts (62% complete)
- Excel Power Query & Dashboards (18% complete)

Happy learning,
Kente Academy Support
https://kenteacademy.com/help
`,
  },
  {
    family: "kente-academy",
    group: "consumer",
    lang: "en",
    kind: "certificate-ready",
    code: null,
    link: null,
    from: "Kente Academy <hello@kenteacademy.com>",
    to: TO,
    subject: "🎓 Congratulations, Adaeze! You completed SQL for Business Analysts",
    date: "Wed, 07 Oct 2026 19:58:03 +0000",
    enc: "qp",
    text: `Congratulations, Adaeze!

You completed SQL for Business Analysts with a final score of 91%.

Course: SQL for Business Analysts (14 hours, 6 modules)
Instructor: Kwabena Darko-Mensah
Completed: 7 October 2026
Certificate ID: KA-SQLBA-2026-048812

Your certificate is available in your profile. Add it to LinkedIn to show employers your new skills:
https://learn.kenteacademy.com/certificates/KA-SQLBA-2026-048812

Keep going: "Python for Data Analysis" starts 2 November 2026. Early-bird price GH₵ 450 / ₦55,000 until 20 October.

Kente Academy · Accra · Lagos
Unsubscribe from course news: https://kenteacademy.com/email/unsubscribe?u=120883
`,
    html: shell(
      "Final score 91% · Certificate ID KA-SQLBA-2026-048812",
      `<tr><td style="background:#1a1a2e;padding:0;"><img src="https://kenteacademy.com/img/mail/kente-strip.png" width="600" height="14" alt="" style="display:block;width:100%;"></td></tr>
<tr><td align="center" style="padding:26px 30px 0 30px;"><img src="https://kenteacademy.com/img/mail/logo-dark.png" alt="Kente Academy" width="150" height="40"></td></tr>
<tr><td align="center" style="padding:20px 40px 30px 40px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:23px;color:#1a1a2e;">
<h1 style="margin:0 0 10px 0;font-size:26px;">Congratulations, Adaeze! 🎓</h1>
<p style="margin:0 0 20px 0;">You completed <b>SQL for Business Analysts</b> with a final score of <b>91%</b>.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;text-align:left;border:1px solid #e0d7c0;">
<tr><td style="color:#777;">Instructor</td><td>Kwabena Darko-Mensah</td></tr>
<tr><td style="color:#777;">Length</td><td>14 hours, 6 modules</td></tr>
<tr><td style="color:#777;">Completed</td><td>7 October 2026</td></tr>
<tr><td style="color:#777;">Certificate ID</td><td>KA-SQLBA-2026-048812</td></tr>
</table>
<p style="margin:22px 0;"><a href="https://learn.kenteacademy.com/certificates/KA-SQLBA-2026-048812" style="background:#d4a017;color:#1a1a2e;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:bold;">View certificate</a></p>
<p style="margin:0;font-size:13px;color:#555;">Keep going: <i>Python for Data Analysis</i> starts 2 November 2026. Early-bird price GH₵ 450 / ₦55,000 until 20 October.</p>
</td></tr>
${
        foot([
          "Kente Academy Ltd · 21 Jungle Avenue, East Legon, Accra · 8 Bode Thomas Street, Surulere, Lagos",
          "© 2026 Kente Academy",
        ], [
          ["https://kenteacademy.com/help", "Help"],
          ["https://kenteacademy.com/email/unsubscribe?u=120883", "Unsubscribe from course news"],
        ])
      }`,
    ),
  },
];

// ---------------------------------------------------------------- Touchline XI (free fantasy football league)

function touchline(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="background:#0d3b1e;padding:18px 26px;"><img src="https://touchlinexi.com/mail/txi-logo.png" alt="Touchline XI" width="140" height="34"></td></tr>
<tr><td style="padding:26px;font-family:'Arial Rounded MT Bold',Arial,sans-serif;font-size:15px;line-height:22px;color:#0d1f13;">${body}</td></tr>
${
      foot([
        "Touchline XI is free to play. No money, no betting — just bragging rights.",
        "Touchline XI Media Ltd, 6 Bayo Kuku Road, Ikoyi, Lagos. © 2026",
      ], [["https://touchlinexi.com/rules", "Rules"], ["https://touchlinexi.com/privacy", "Privacy"], [
        "https://touchlinexi.com/settings/notifications",
        "Email settings",
      ]])
    }`,
    "#e6efe8",
  );
}

const touchline_mails: Mail[] = [
  {
    family: "touchline-xi",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://touchlinexi.com/leagues/join/yb-ballers-7x2m?inv=tunde.f&ref=email",
    from: "Touchline XI <leagues@touchlinexi.com>",
    to: TO,
    subject: 'Tunde invited you to join "Yaba Ballers 26/27" on Touchline XI',
    date: "Fri, 11 Sep 2026 20:40:55 +0100",
    enc: "qp",
    text: `Tunde Folarin wants you in his private league!

League: Yaba Ballers 26/27
Managers so far: 11
Scoring: Classic (head-to-head from Gameweek 4)

"Oya Ada, come and show these guys how it's done 😂" — Tunde

Join the league:
https://touchlinexi.com/leagues/join/yb-ballers-7x2m?inv=tunde.f&ref=email

Gameweek 4 deadline: Saturday 12 September 2026, 11:00 AM WAT. Pick your squad of 15 before then to score points this week.

Touchline XI is free to play. No money, no betting.
`,
    html: touchline(
      "Join before the GW4 deadline: Sat 12 Sep, 11:00 AM WAT.",
      `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Tunde Folarin wants you in his private league!</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f7f3;border-left:4px solid #2ecc71;"><tr><td style="padding:14px 16px;font-size:14px;">
<b>Yaba Ballers 26/27</b><br>11 managers · Classic scoring · head-to-head from Gameweek 4<br>
<i style="color:#4a6b55;">"Oya Ada, come and show these guys how it's done 😂" — Tunde</i></td></tr></table>
<p style="margin:22px 0;text-align:center;"><a href="https://touchlinexi.com/leagues/join/yb-ballers-7x2m?inv=tunde.f&amp;ref=email" style="background:#2ecc71;color:#0d1f13;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:bold;">Join the league</a></p>
<p style="margin:0;font-size:13px;color:#4a6b55;">Gameweek 4 deadline: Saturday 12 September 2026, 11:00 AM WAT. Pick your squad of 15 before then to score points this week.</p>`,
    ),
  },
  {
    family: "touchline-xi",
    group: "consumer",
    lang: "pcm",
    kind: "deadline-reminder",
    code: null,
    link: null,
    from: "Touchline XI <noreply@touchlinexi.com>",
    to: TO,
    subject: "Oya! Gameweek 8 deadline na tomorrow 11:00 AM",
    date: "Fri, 09 Oct 2026 18:00:00 +0100",
    enc: "8bit",
    text: `Adaeze, your team never ready o!

Gameweek 8 deadline na Saturday 10 October 2026, 11:00 AM WAT.

Wetin remain:
- You get 1 free transfer (you fit carry am go next week)
- Your captain still be Haaland — e go play Arsenal away
- 2 of your players dey injured: Saka (75% chance), Isak (out)

Your league "Yaba Ballers 26/27": you dey number 4 out of 12, 31 points behind Tunde.

Make your changes: https://touchlinexi.com/my-team?gw=8

No money, no betting. Na only bragging rights we dey play for.
`,
    html: touchline(
      "1 free transfer · 2 injured players · captain still Haaland",
      `<p style="margin:0 0 12px 0;font-size:20px;font-weight:bold;">Adaeze, your team never ready o! ⏰</p>
<p style="margin:0 0 16px 0;">Gameweek 8 deadline na <b>Saturday 10 October 2026, 11:00 AM WAT</b>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td width="28">🔁</td><td>You get 1 free transfer (you fit carry am go next week)</td></tr>
<tr><td>©️</td><td>Your captain still be Haaland — e go play Arsenal away</td></tr>
<tr><td>🚑</td><td>2 of your players dey injured: Saka (75% chance), Isak (out)</td></tr>
</table>
<p style="margin:16px 0;padding:12px;background:#f2f7f3;font-size:14px;">Yaba Ballers 26/27: you dey number <b>4</b> out of 12, 31 points behind Tunde.</p>
<p style="margin:0;text-align:center;"><a href="https://touchlinexi.com/my-team?gw=8" style="background:#0d3b1e;color:#fff;padding:12px 28px;border-radius:30px;text-decoration:none;">Make your changes</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Harmattan Air (regional airline)

function harmattan(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="background:#b34700;padding:0;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td style="padding:18px 26px;"><img src="https://www.harmattanair.com/content/email/ha-logo-sand.png" alt="Harmattan Air" width="150" height="36"></td>
<td align="right" style="padding:18px 26px;font-family:Arial,sans-serif;font-size:12px;"><a href="https://www.harmattanair.com/manage" style="color:#ffe0b2;text-decoration:none;">Manage booking</a></td></tr></table></td></tr>
<tr><td style="padding:26px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#2d2013;">${body}</td></tr>
${
      foot([
        "Harmattan Air Ltd · Murtala Muhammed Airport Domestic Terminal 2, Ikeja, Lagos · Call centre +234 1 700 4260 · +233 30 274 4260",
        "Baggage: 1 × 23 kg checked, 1 × 7 kg cabin on Classic fares. Check-in closes 45 minutes before departure on regional flights.",
        "© 2026 Harmattan Air. All rights reserved.",
      ], [["https://www.harmattanair.com/help", "Help"], [
        "https://www.harmattanair.com/conditions-of-carriage",
        "Conditions of carriage",
      ], [
        "https://www.harmattanair.com/privacy",
        "Privacy",
      ]])
    }`,
    "#f5ede4",
  );
}

const harmattan_mails: Mail[] = [
  {
    family: "harmattan-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Harmattan Air <bookings@harmattanair.com>",
    to: TO,
    subject: "Booking confirmed: Lagos → Accra, 08 Oct 2026 (Ref K7QX2M)",
    date: "Mon, 21 Sep 2026 13:27:06 +0100",
    enc: "qp",
    text: `Thank you for flying Harmattan Air, Adaeze.

Booking reference: K7QX2M
E-ticket number: 781-2400918836

OUTBOUND  HA 311  Thu 08 Oct 2026
Lagos (LOS) 07:40 → Accra (ACC) 08:45
Economy Classic · Seat 14A

RETURN    HA 318  Sun 25 Oct 2026
Accra (ACC) 18:20 → Lagos (LOS) 21:25
Economy Classic · Seat 12C

Passenger: MS ADAEZE OKAFOR
Harmattan Miles: HM 4401 2287

Fare: USD 298.00
Taxes and charges: USD 141.60
Total paid: USD 439.60 (Visa •••• 4821)

Online check-in opens 24 hours before departure.
Manage your booking: https://www.harmattanair.com/manage?pnr=K7QX2M&ln=OKAFOR
`,
    html: harmattan(
      "HA 311 · Thu 08 Oct · LOS 07:40 → ACC 08:45",
      `<p style="margin:0 0 6px 0;font-size:20px;font-weight:bold;">Your booking is confirmed</p>
<p style="margin:0 0 18px 0;color:#7a5c3e;">Booking reference <b style="font-size:18px;color:#b34700;letter-spacing:2px;">K7QX2M</b> · E-ticket 781-2400918836</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #ead7c3;font-size:14px;">
<tr bgcolor="#fbf3ea"><td colspan="3"><b>Outbound</b> · HA 311 · Thu 08 Oct 2026</td></tr>
<tr><td><span style="font-size:22px;font-weight:bold;">07:40</span><br>Lagos (LOS)</td><td align="center" style="color:#b34700;">✈ 1h 05m</td><td align="right"><span style="font-size:22px;font-weight:bold;">08:45</span><br>Accra (ACC)</td></tr>
<tr><td colspan="3" style="color:#7a5c3e;font-size:12px;">Economy Classic · Seat 14A</td></tr>
<tr bgcolor="#fbf3ea"><td colspan="3"><b>Return</b> · HA 318 · Sun 25 Oct 2026</td></tr>
<tr><td><span style="font-size:22px;font-weight:bold;">18:20</span><br>Accra (ACC)</td><td align="center" style="color:#b34700;">✈ 2h 05m</td><td align="right"><span style="font-size:22px;font-weight:bold;">21:25</span><br>Lagos (LOS)</td></tr>
<tr><td colspan="3" style="color:#7a5c3e;font-size:12px;">Economy Classic · Seat 12C</td></tr>
</table>
<table width="100%" cellpadding="5" cellspacing="0" style="margin-top:16px;font-size:13px;">
<tr><td>Passenger</td><td align="right">MS ADAEZE OKAFOR · Harmattan Miles HM 4401 2287</td></tr>
<tr><td>Fare</td><td align="right">USD 298.00</td></tr>
<tr><td>Taxes and charges</td><td align="right">USD 141.60</td></tr>
<tr><td><b>Total paid</b> (Visa •••• 4821)</td><td align="right"><b>USD 439.60</b></td></tr>
</table>
<p style="margin:18px 0 0 0;">Online check-in opens 24 hours before departure.</p>
<p style="margin:14px 0 0 0;"><a href="https://www.harmattanair.com/manage?pnr=K7QX2M&amp;ln=OKAFOR" style="background:#b34700;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px;">Manage booking</a></p>`,
    ),
  },
  {
    family: "harmattan-air",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "264870",
    link: null,
    from: "Harmattan Miles <miles@harmattanair.com>",
    to: TO,
    subject: "Your Harmattan Miles verification code",
    date: "Sun, 20 Sep 2026 22:04:51 +0100",
    enc: "b64",
    text: `Dear Adaeze,

To finish creating your Harmattan Miles account, enter this verification code on the sign-up page:

264870

The code is valid for 15 minutes.

Once your account is active, you can add your membership number to bookings and earn miles on every Harmattan Air flight.

If you did not request this code, no action is needed.

Harmattan Miles Service Centre
+234 1 700 4260
`,
    html: harmattan(
      "Valid for 15 minutes.",
      `<p style="margin:0 0 14px 0;">Dear Adaeze,</p>
<p style="margin:0 0 18px 0;">To finish creating your <b>Harmattan Miles</b> account, enter this verification code on the sign-up page:</p>
<table align="center" cellpadding="0" cellspacing="0"><tr><td style="background:#fbf3ea;border:1px dashed #b34700;padding:16px 36px;font-size:30px;font-weight:bold;letter-spacing:8px;color:#b34700;">264870</td></tr></table>
<p style="margin:18px 0 10px 0;">The code is valid for 15 minutes.</p>
<p style="margin:0 0 10px 0;">Once your account is active, you can add your membership number to bookings and earn miles on every Harmattan Air flight.</p>
<p style="margin:0;font-size:12px;color:#7a5c3e;">If you did not request this code, no action is needed.</p>`,
    ),
  },
  {
    family: "harmattan-air",
    group: "consumer",
    lang: "fr",
    kind: "flight-delay",
    code: null,
    link: null,
    from: "Harmattan Air <info-vols@harmattanair.com>",
    to: TO,
    subject: "Retard de votre vol HA 542 Abidjan → Dakar du 16/10/2026",
    date: "Fri, 16 Oct 2026 09:12:44 +0000",
    enc: "qp",
    text: `Chère Madame Okafor,

Nous vous informons que votre vol HA 542 du vendredi 16 octobre 2026 est retardé en raison de l'arrivée tardive de l'appareil.

Abidjan (ABJ) – nouvelle heure de départ : 14h35 (au lieu de 12h50)
Dakar (DSS) – nouvelle heure d'arrivée : 17h05 (au lieu de 15h20)

Réservation : P3WZ8N
Siège : 9F

L'enregistrement reste ouvert jusqu'à 13h50 au comptoir Harmattan Air, hall B de l'aéroport Félix-Houphouët-Boigny. Un bon de restauration vous sera remis à l'enregistrement.

Nous vous prions de nous excuser pour ce désagrément.

Harmattan Air – Centre de contact +225 27 21 58 42 60
`,
    html: harmattan(
      "Nouvelle heure de départ : 14h35 (au lieu de 12h50)",
      `<p style="margin:0 0 14px 0;">Chère Madame Okafor,</p>
<p style="margin:0 0 18px 0;">Nous vous informons que votre vol <b>HA 542</b> du vendredi 16 octobre 2026 est retardé en raison de l'arrivée tardive de l'appareil.</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;border:1px solid #ead7c3;">
<tr bgcolor="#fbf3ea"><td></td><td>Prévu</td><td><b>Nouveau</b></td></tr>
<tr><td>Départ Abidjan (ABJ)</td><td><s>12h50</s></td><td style="color:#b34700;"><b>14h35</b></td></tr>
<tr><td>Arrivée Dakar (DSS)</td><td><s>15h20</s></td><td style="color:#b34700;"><b>17h05</b></td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;">Réservation : P3WZ8N · Siège : 9F</p>
<p style="margin:14px 0 0 0;">L'enregistrement reste ouvert jusqu'à 13h50 au comptoir Harmattan Air, hall B de l'aéroport Félix-Houphouët-Boigny. Un bon de restauration vous sera remis à l'enregistrement.</p>
<p style="margin:14px 0 0 0;">Nous vous prions de nous excuser pour ce désagrément.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Living Waters Chapel, Ikeja (church)

const living_mails: Mail[] = [
  {
    family: "living-waters-ikeja",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Living Waters Chapel Ikeja <bulletin@livingwatersikeja.org>",
    to: TO,
    subject: "This Week at Living Waters — Harvest Thanksgiving, 18 October",
    date: "Sat, 10 Oct 2026 17:30:00 +0100",
    enc: "qp",
    text: `LIVING WATERS CHAPEL, IKEJA
Weekly Bulletin · Sunday 11 October 2026

Theme for October: "Fruitful in Every Season" (John 15:5)

SERVICES
First Service: 7:00 AM · Second Service: 9:30 AM (livestream on YouTube)
Midweek Bible Study: Wednesday 6:00 PM
Youth Fellowship: Friday 6:30 PM, Church Annex

ANNOUNCEMENTS
- Harvest Thanksgiving Service holds Sunday 18 October at 9:00 AM (one service only). Families and departments should submit their harvest items by Saturday 17 October.
- Congratulations to Bro. Chinedu & Sis. Ifeoma Obi on their wedding, Saturday 3 October.
- Free medical outreach (blood pressure, sugar, eye checks) after service on 25 October.

GIVING
Tithes & offerings: Living Waters Chapel, Ekoharbour Bank 0123 4490 77
Building fund: Living Waters Chapel Building, Ekoharbour Bank 0123 4490 85

Pastor's office: 0803 455 2190 · 23 Oba Akran Avenue, Ikeja, Lagos
To stop receiving the bulletin, reply with "REMOVE".
`,
    html: `<html><body style="margin:0;background:#faf7f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#2b2b2b;">
<tr><td align="center" style="padding:24px;background:#13315c;color:#ffffff;"><img src="https://livingwatersikeja.org/wp-content/uploads/2024/02/lwc-logo-white.png" alt="Living Waters Chapel" width="80" height="80"><br>
<span style="font-size:20px;letter-spacing:1px;">LIVING WATERS CHAPEL, IKEJA</span><br><span style="font-size:13px;">Weekly Bulletin · Sunday 11 October 2026</span></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;line-height:23px;">
<p style="text-align:center;font-style:italic;margin:0 0 18px 0;">Theme for October: "Fruitful in Every Season" (John 15:5)</p>
<h3 style="margin:0 0 6px 0;color:#13315c;">Services</h3>
<p style="margin:0 0 16px 0;">First Service: 7:00 AM · Second Service: 9:30 AM (<a href="https://youtube.com/@livingwatersikeja/live">livestream</a>)<br>Midweek Bible Study: Wednesday 6:00 PM<br>Youth Fellowship: Friday 6:30 PM, Church Annex</p>
<h3 style="margin:0 0 6px 0;color:#13315c;">Announcements</h3>
<ul style="margin:0 0 16px 0;padding-left:20px;">
<li><b>Harvest Thanksgiving Service</b> holds Sunday 18 October at 9:00 AM (one service only). Families and departments should submit their harvest items by Saturday 17 October.</li>
<li>Congratulations to Bro. Chinedu &amp; Sis. Ifeoma Obi on their wedding, Saturday 3 October.</li>
<li>Free medical outreach (blood pressure, sugar, eye checks) after service on 25 October.</li>
</ul>
<h3 style="margin:0 0 6px 0;color:#13315c;">Giving</h3>
<p style="margin:0 0 16px 0;">Tithes &amp; offerings: Living Waters Chapel, Ekoharbour Bank <b>0123 4490 77</b><br>Building fund: Living Waters Chapel Building, Ekoharbour Bank <b>0123 4490 85</b></p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f0ebe1;font-size:12px;color:#555;">Pastor's office: 0803 455 2190 · 23 Oba Akran Avenue, Ikeja, Lagos<br>
<a href="https://livingwatersikeja.org">livingwatersikeja.org</a> · <a href="https://facebook.com/livingwatersikeja">Facebook</a><br>To stop receiving the bulletin, reply with "REMOVE".</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "living-waters-ikeja",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://rota.livingwatersikeja.org/invitations/accept?token=6d1f0a9b3e7c42d5a8f1e2b3c4d5e6f7",
    from: "Living Waters Volunteers <volunteers@livingwatersikeja.org>",
    to: TO,
    subject: "Sis. Funmi added you to the Media & Projection team",
    date: "Tue, 13 Oct 2026 12:16:35 +0100",
    enc: "8bit",
    text: `Hello Adaeze,

Sis. Funmilayo Adeyemi (Media & Projection team lead) has invited you to join the team on the Living Waters volunteer rota.

Once you accept, you will be able to see the Sunday roster, swap shifts with other volunteers and get reminders before your turn.

Accept the invitation and set your password here:
https://rota.livingwatersikeja.org/invitations/accept?token=6d1f0a9b3e7c42d5a8f1e2b3c4d5e6f7

This invitation expires on 27 October 2026.

Team training: Saturday 17 October, 4:00 PM, Media Room (upstairs, behind the gallery).

God bless you,
Living Waters Chapel Volunteers
23 Oba Akran Avenue, Ikeja
`,
    html:
      `<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#222;max-width:520px;margin:0 auto;padding:24px;">
<p><img src="https://rota.livingwatersikeja.org/static/org/lwc-small.png" alt="Living Waters Chapel" width="48" height="48"></p>
<p>Hello Adaeze,</p>
<p><b>Sis. Funmilayo Adeyemi</b> (Media &amp; Projection team lead) has invited you to join the team on the Living Waters volunteer rota.</p>
<p>Once you accept, you will be able to see the Sunday roster, swap shifts with other volunteers and get reminders before your turn.</p>
<p style="margin:26px 0;"><a href="https://rota.livingwatersikeja.org/invitations/accept?token=6d1f0a9b3e7c42d5a8f1e2b3c4d5e6f7" style="background:#13315c;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;">Accept invitation</a></p>
<p style="font-size:13px;color:#666;">This invitation expires on 27 October 2026.</p>
<p>Team training: Saturday 17 October, 4:00 PM, Media Room (upstairs, behind the gallery).</p>
<p>God bless you,<br>Living Waters Chapel Volunteers</p>
<hr style="border:none;border-top:1px solid #eee;">
<p style="font-size:11px;color:#999;">Sent via the Living Waters volunteer rota · 23 Oba Akran Avenue, Ikeja · <a href="https://rota.livingwatersikeja.org/help" style="color:#999;">Help</a></p>
</div>`,
  },
];

// ---------------------------------------------------------------- Cowrie Cowork (co-working, Lagos and Accra)

function cowrie(pre: string, body: string): string {
  return shell(
    pre,
    `<tr><td style="padding:24px 32px 0 32px;"><img src="https://hub.cowriecowork.com/brand/cowrie-wordmark.png" alt="Cowrie Cowork" width="140" height="30"></td></tr>
<tr><td style="padding:20px 32px 30px 32px;font-family:'DM Sans',Arial,sans-serif;font-size:15px;line-height:23px;color:#23201c;">${body}</td></tr>
${
      foot([
        "Cowrie Cowork · 16 Commercial Avenue, Sabo, Yaba, Lagos · 4th Floor, Kwame Nkrumah Avenue, Adabraka, Accra",
        "Front desk: +234 909 222 0468 · hello@cowriecowork.com",
      ], [["https://cowriecowork.com/house-rules", "House rules"], ["https://cowriecowork.com/privacy", "Privacy"]])
    }`,
    "#f6f1ea",
  );
}

const cowrie_mails: Mail[] = [
  {
    family: "cowrie-cowork",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://hub.cowriecowork.com/join/team/tallowbridge?invite=ci_9QpL3vX8aR2m",
    from: "Cowrie Cowork <hub@cowriecowork.com>",
    to: TO,
    subject: "You're invited to join Tallowbridge Consulting on Cowrie Hub",
    date: "Wed, 16 Sep 2026 10:48:22 +0100",
    enc: "qp",
    text: `Hi Adaeze,

Ifeanyi Eze has invited you to join the Tallowbridge Consulting team on Cowrie Hub.

As a team member you can:
- book meeting rooms and phone booths on the team's credit (20 hours/month)
- register guests at the front desk
- use the Yaba and Adabraka locations with your team plan

Accept your invitation:
https://hub.cowriecowork.com/join/team/tallowbridge?invite=ci_9QpL3vX8aR2m

The invitation is valid for 7 days.

See you at the Hub,
Cowrie Cowork
`,
    html: cowrie(
      "Ifeanyi Eze invited you. Valid for 7 days.",
      `<p style="margin:0 0 14px 0;">Hi Adaeze,</p>
<p style="margin:0 0 16px 0;"><b>Ifeanyi Eze</b> has invited you to join the <b>Tallowbridge Consulting</b> team on Cowrie Hub.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;margin:0 0 20px 0;">
<tr><td valign="top">🗓️</td><td>Book meeting rooms and phone booths on the team's credit (20 hours/month)</td></tr>
<tr><td valign="top">🧾</td><td>Register guests at the front desk</td></tr>
<tr><td valign="top">📍</td><td>Use the Yaba and Adabraka locations with your team plan</td></tr>
</table>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#23201c;border-radius:6px;"><a href="https://hub.cowriecowork.com/join/team/tallowbridge?invite=ci_9QpL3vX8aR2m" style="display:inline-block;padding:13px 28px;color:#f6f1ea;text-decoration:none;font-weight:bold;">Accept invitation</a></td></tr></table>
<p style="margin:18px 0 0 0;font-size:13px;color:#7d746a;">The invitation is valid for 7 days.</p>`,
    ),
  },
  {
    family: "cowrie-cowork",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Cowrie Cowork <hub@cowriecowork.com>",
    to: TO,
    subject: "Booked: Ebony Room, Adabraka — Tue 20 Oct, 10:00–12:00",
    date: "Mon, 19 Oct 2026 16:05:10 +0000",
    enc: "qp",
    text: `Your room is booked.

Ebony Room (6 people, screen + whiteboard)
Cowrie Adabraka, 4th Floor, Kwame Nkrumah Avenue, Accra
Tuesday 20 October 2026, 10:00 – 12:00 GMT

Booked by: Adaeze Okafor (Tallowbridge Consulting)
Booking no.: CWR-ACC-61422
Charged to: team credit (2 h) — 7.5 h left this month

Guests: Kojo Mensah, Abena Owusu. They will get a welcome text at 9:30.

Wi-Fi: Cowrie-Members (password at the front desk)

Need to cancel? Cancel up to 2 hours before to get the credit back: https://hub.cowriecowork.com/bookings/CWR-ACC-61422
`,
    html: cowrie(
      "Tue 20 Oct, 10:00–12:00 · Cowrie Adabraka",
      `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Your room is booked ✔</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e4dccf;border-radius:8px;"><tr><td style="padding:16px;">
<b>Ebony Room</b> <span style="color:#7d746a;">(6 people, screen + whiteboard)</span><br>
Cowrie Adabraka, 4th Floor, Kwame Nkrumah Avenue, Accra<br>
<b>Tuesday 20 October 2026, 10:00 – 12:00 GMT</b></td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" style="margin-top:14px;font-size:13px;">
<tr><td style="color:#7d746a;">Booked by</td><td>Adaeze Okafor (Tallowbridge Consulting)</td></tr>
<tr><td style="color:#7d746a;">Booking no.</td><td>CWR-ACC-61422</td></tr>
<tr><td style="color:#7d746a;">Charged to</td><td>team credit (2 h) — 7.5 h left this month</td></tr>
<tr><td style="color:#7d746a;">Guests</td><td>Kojo Mensah, Abena Owusu (welcome text at 9:30)</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#7d746a;">Cancel up to 2 hours before to get the credit back: <a href="https://hub.cowriecowork.com/bookings/CWR-ACC-61422" style="color:#23201c;">manage booking</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Sunu ID (Senegalese national ID e-service; French)

function sunu(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f4;">
<div style="display:none;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1f4"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-top:6px solid #00853f;">
<tr><td style="padding:0;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" height="4" bgcolor="#00853f"></td><td width="34%" height="4" bgcolor="#fdef42"></td><td width="33%" height="4" bgcolor="#e31b23"></td></tr></table></td></tr>
<tr><td style="padding:18px 26px;font-family:Arial,sans-serif;"><table width="100%"><tr>
<td width="60"><img src="https://sunuid.sn/static/img/armoiries.png" alt="Armoiries" width="52" height="52"></td>
<td style="font-size:12px;color:#333;line-height:16px;">RÉPUBLIQUE DU SÉNÉGAL<br><i>Un Peuple – Un But – Une Foi</i><br><b>Sunu ID – Portail national d'identification</b></td></tr></table></td></tr>
<tr><td style="padding:8px 26px 26px 26px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#1e1e1e;">${body}</td></tr>
<tr><td style="padding:16px 26px;background:#f5f7f9;font-family:Arial,sans-serif;font-size:11px;color:#6b7785;line-height:16px;">
Ceci est un message automatique, merci de ne pas y répondre.<br>
Centre d'appel : 800 00 43 43 (gratuit) · Du lundi au vendredi, 8h – 17h<br>
<a href="https://sunuid.sn/faq" style="color:#00853f;">FAQ</a> · <a href="https://sunuid.sn/mentions-legales" style="color:#00853f;">Mentions légales</a> · <a href="https://sunuid.sn/cdp" style="color:#00853f;">Protection des données (CDP)</a></td></tr>
</table></td></tr></table></body></html>`;
}

const sunu_mails: Mail[] = [
  {
    family: "sunu-id",
    group: "regional",
    lang: "fr",
    kind: "signup-code",
    code: "SN-418307",
    code_digits: "418307",
    link: null,
    from: "Sunu ID <ne-pas-repondre@sunuid.sn>",
    to: TO,
    subject: "Sunu ID – Code de vérification de votre adresse e-mail",
    date: "Thu, 17 Sep 2026 11:02:37 +0000",
    enc: "qp",
    text: `RÉPUBLIQUE DU SÉNÉGAL – Sunu ID

Madame, Monsieur,

Vous avez entamé la création de votre compte sur le portail national d'identification Sunu ID (demande de carte de séjour / carte CEDEAO).

Votre code de vérification est : SN-418307

Saisissez les 6 chiffres après « SN- » dans le champ prévu à cet effet. Ce code est valable 10 minutes.

Pour votre sécurité, ne communiquez jamais ce code. Les agents de Sunu ID ne vous le demanderont jamais.

Ceci est un message automatique, merci de ne pas y répondre.
Centre d'appel : 800 00 43 43
`,
    html: sunu(
      "Code valable 10 minutes.",
      `<p style="margin:0 0 12px 0;">Madame, Monsieur,</p>
<p style="margin:0 0 18px 0;">Vous avez entamé la création de votre compte sur le portail national d'identification Sunu ID (demande de carte de séjour / carte CEDEAO).</p>
<p style="margin:0 0 6px 0;">Votre code de vérification est :</p>
<p style="margin:0 0 18px 0;"><span style="font-size:26px;font-weight:bold;font-family:'Courier New',monospace;color:#00853f;border:1px solid #00853f;padding:8px 18px;display:inline-block;">SN-418307</span></p>
<p style="margin:0 0 10px 0;">Saisissez les 6 chiffres après « SN- » dans le champ prévu à cet effet. Ce code est valable <b>10 minutes</b>.</p>
<p style="margin:0;font-size:12px;color:#e31b23;">Pour votre sécurité, ne communiquez jamais ce code. Les agents de Sunu ID ne vous le demanderont jamais.</p>`,
    ),
  },
  {
    family: "sunu-id",
    group: "regional",
    lang: "fr",
    kind: "card-ready",
    code: null,
    link: null,
    from: "Sunu ID <ne-pas-repondre@sunuid.sn>",
    to: TO,
    subject: "Votre carte est disponible – Demande n° DKR-2026-0914552",
    date: "Thu, 22 Oct 2026 08:45:19 +0000",
    enc: "b64",
    text: `RÉPUBLIQUE DU SÉNÉGAL – Sunu ID

Madame OKAFOR Adaeze,

Nous avons le plaisir de vous informer que votre carte (carte d'identité CEDEAO – résident) est disponible.

N° de demande : DKR-2026-0914552
Centre de retrait : Centre d'identification de Dakar-Plateau, 12 avenue Léopold Sédar Senghor
Horaires : du lundi au vendredi, 8h30 – 15h30

Pièces à présenter :
- le récépissé de dépôt (n° REC-77810493)
- votre passeport en cours de validité

Le retrait est personnel. La carte doit être retirée dans un délai de 3 mois, soit avant le 22/01/2027.

Ceci est un message automatique, merci de ne pas y répondre.
`,
    html: sunu(
      "Centre de retrait : Dakar-Plateau",
      `<p style="margin:0 0 12px 0;">Madame OKAFOR Adaeze,</p>
<p style="margin:0 0 16px 0;">Nous avons le plaisir de vous informer que votre carte (<b>carte d'identité CEDEAO – résident</b>) est disponible.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #dde3e8;">
<tr bgcolor="#f5f7f9"><td width="40%">N° de demande</td><td>DKR-2026-0914552</td></tr>
<tr><td>Centre de retrait</td><td>Centre d'identification de Dakar-Plateau, 12 avenue Léopold Sédar Senghor</td></tr>
<tr bgcolor="#f5f7f9"><td>Horaires</td><td>du lundi au vendredi, 8h30 – 15h30</td></tr>
</table>
<p style="margin:16px 0 6px 0;"><b>Pièces à présenter :</b></p>
<ul style="margin:0 0 14px 0;padding-left:20px;"><li>le récépissé de dépôt (n° REC-77810493)</li><li>votre passeport en cours de validité</li></ul>
<p style="margin:0;">Le retrait est personnel. La carte doit être retirée dans un délai de 3 mois, soit avant le <b>22/01/2027</b>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- PermisNet CI (driving-licence e-service, Côte d'Ivoire; French)

const permis_mails: Mail[] = [
  {
    family: "permisnet-ci",
    group: "regional",
    lang: "fr",
    kind: "activate-link",
    code: null,
    link: "https://www.permisnet.ci/usager/activation?cle=9F3A-77C2-E10B-5D48&email=adaeze.okafor%40inbox.example",
    from: "PermisNet <noreply@permisnet.ci>",
    to: TO,
    subject: "PermisNet : activez votre compte usager",
    date: "Tue, 29 Sep 2026 15:40:02 +0000",
    enc: "8bit",
    html: null,
    text: `PermisNet – Service en ligne du permis de conduire
République de Côte d'Ivoire

Bonjour OKAFOR Adaeze,

Votre compte usager a été créé sur PermisNet. Pour l'activer, cliquez sur le lien ci-dessous (ou copiez-le dans votre navigateur) :

https://www.permisnet.ci/usager/activation?cle=9F3A-77C2-E10B-5D48&email=adaeze.okafor%40inbox.example

Ce lien est valable 24 heures. Sans activation, votre compte sera supprimé.

Après activation, vous pourrez :
- déposer une demande d'échange de permis étranger (CEDEAO) ;
- payer les frais de dossier (25 000 FCFA) par mobile money ou carte bancaire ;
- prendre rendez-vous pour la capture biométrique.

Assistance : +225 27 22 50 18 18 – assistance@permisnet.ci
Ne répondez pas à ce message.
`,
  },
  {
    family: "permisnet-ci",
    group: "regional",
    lang: "fr",
    kind: "appointment-notice",
    code: null,
    link: null,
    from: "PermisNet <noreply@permisnet.ci>",
    to: TO,
    subject: "Rendez-vous de capture biométrique fixé – Dossier ECH-2026-004871",
    date: "Mon, 12 Oct 2026 10:18:57 +0000",
    enc: "qp",
    text: `Bonjour OKAFOR Adaeze,

Votre paiement de 25 000 FCFA (reçu n° PN-PAY-26101288341) a été enregistré et votre dossier d'échange de permis étranger est complet.

Dossier : ECH-2026-004871
Permis d'origine : Nigeria, n° LAG 88142 AD 31

Votre rendez-vous de capture biométrique :
Date : jeudi 29 octobre 2026 à 9h40
Lieu : Guichet unique du permis de conduire, Cocody Deux-Plateaux, rue des Jardins (face à la SGBCI)

Présentez-vous 15 minutes à l'avance avec votre permis d'origine, votre passeport et l'impression de ce message.

Le nouveau permis sera disponible environ 10 jours ouvrés après la capture. Vous serez informée par e-mail.

PermisNet – Ne répondez pas à ce message.
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2f2;"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#222;">
<tr><td style="background:#ff8200;padding:12px 20px;color:#fff;font-size:16px;font-weight:bold;">PermisNet <span style="font-weight:normal;font-size:12px;">· Service en ligne du permis de conduire</span></td></tr>
<tr><td style="padding:20px;line-height:20px;">
<p>Bonjour OKAFOR Adaeze,</p>
<p>Votre paiement de <b>25 000 FCFA</b> (reçu n° PN-PAY-26101288341) a été enregistré et votre dossier d'échange de permis étranger est complet.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#666;">Dossier</td><td>ECH-2026-004871</td></tr>
<tr><td style="color:#666;">Permis d'origine</td><td>Nigeria, n° LAG 88142 AD 31</td></tr>
</table>
<table width="100%" cellpadding="12" cellspacing="0" style="margin:16px 0;border:2px solid #009e60;"><tr><td>
<b>Votre rendez-vous de capture biométrique</b><br>
Date : <b>jeudi 29 octobre 2026 à 9h40</b><br>
Lieu : Guichet unique du permis de conduire, Cocody Deux-Plateaux, rue des Jardins (face à la SGBCI)</td></tr></table>
<p>Présentez-vous 15 minutes à l'avance avec votre permis d'origine, votre passeport et l'impression de ce message.</p>
<p>Le nouveau permis sera disponible environ 10 jours ouvrés après la capture. Vous serez informée par e-mail.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f7f7f7;font-size:11px;color:#777;">Assistance : +225 27 22 50 18 18 – <a href="mailto:assistance@permisnet.ci">assistance@permisnet.ci</a> · <a href="https://www.permisnet.ci/faq">FAQ</a><br>Ne répondez pas à ce message.</td></tr>
</table></td></tr></table>`,
  },
];

// ---------------------------------------------------------------- Kudira again: a savings promo in Igbo

kudira_mails.push({
  family: "kudira-pay",
  group: "regional",
  lang: "ig",
  kind: "promo",
  code: null,
  link: null,
  from: "Kudira <hello@kudira.ng>",
  to: TO,
  subject: "Chekwaa ego gị maka Krismas: 16% kwa afọ na Kudira Stash",
  date: "Thu, 22 Oct 2026 12:00:00 +0100",
  enc: "b64",
  text: `Ndewo Adaeze,

Krismas na-abịa! Malite ichekwa ugbu a ka ego gị too tupu Disemba.

Site taa ruo 31 Ọktoba 2026, Kudira Stash na-akwụ 16% kwa afọ (kama 14%) maka ego ọ bụla ị tinyere n'ime "Christmas Stash".

- Tinye ma ọ dịkarịa ala ₦5,000
- Ọ dịghị ụgwọ ọ bụla
- I nwere ike iwepụ ego gị na 15 Disemba 2026

Mepee ngwa Kudira, pịa "Stash", wee họrọ "Christmas Stash".

Kudira Technologies Ltd, Lekki Phase 1, Lagos.
Iwepụ onwe gị na ndepụta a: https://kudira.ng/email/unsubscribe?u=kd-30718
`,
  html: kudira(
    "16% kwa afọ ruo 31 Ọktoba 2026.",
    `<p style="margin:0 0 16px 0;">Ndewo Adaeze,</p>
<p style="margin:0 0 16px 0;font-size:20px;font-weight:bold;color:#5b2bd9;">Krismas na-abịa! 🎄</p>
<p style="margin:0 0 16px 0;">Malite ichekwa ugbu a ka ego gị too tupu Disemba. Site taa ruo <b>31 Ọktoba 2026</b>, Kudira Stash na-akwụ <b>16% kwa afọ</b> (kama 14%) maka ego ọ bụla ị tinyere n'ime "Christmas Stash".</p>
<ul style="margin:0 0 18px 0;padding-left:20px;"><li>Tinye ma ọ dịkarịa ala ₦5,000</li><li>Ọ dịghị ụgwọ ọ bụla</li><li>I nwere ike iwepụ ego gị na 15 Disemba 2026</li></ul>
<p style="margin:0 0 18px 0;"><a href="https://kdr.link/c/xmas-stash?utm_source=email&amp;utm_campaign=xmas26_ig" style="background:#5b2bd9;color:#fff;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold;">Mepee Christmas Stash</a></p>
<p style="margin:0;font-size:12px;color:#6c6884;"><a href="https://kudira.ng/email/unsubscribe?u=kd-30718" style="color:#6c6884;">Iwepụ onwe gị na ndepụta a</a></p>`,
  ),
});

export const mails: Mail[] = [
  ...kudira_mails,
  ...eko_mails,
  ...keke_mails,
  ...chop_mails,
  ...kasuwa_mails,
  ...diamano_mails,
  ...jamm_mails,
  ...lagune_mails,
  ...sika_mails,
  ...babi_mails,
  ...oja_mails,
  ...baobab_mails,
  ...kente_mails,
  ...touchline_mails,
  ...harmattan_mails,
  ...living_mails,
  ...cowrie_mails,
  ...sunu_mails,
  ...permis_mails,
];
