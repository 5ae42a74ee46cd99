/**
 * The shared inbox of a household in Kingston, Jamaica (a son at university in Trinidad, relatives in
 * Florida and Toronto) over two months: banks, a credit union, remittances, utilities, the tax portal,
 * school and church mail, plus a little Spanish, French, Haitian Creole, Dutch, Papiamento and more.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

/** A plain grey footer row with a postal address and a few links. */
function foot(lines: string[], links: [string, string][], color = "#8a8a8a"): string {
  const a = links.map(([t, u]) => `<a href="${u}" style="color:${color};text-decoration:underline;">${t}</a>`).join(
    " &nbsp;|&nbsp; ",
  );
  return `<tr><td style="padding:18px 28px 26px 28px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:${color};">
${lines.map((l) => `${l}<br>`).join("\n")}
<p style="margin:10px 0 0 0;">${a}</p>
</td></tr>`;
}

function preheader(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#ffffff;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** A centred 600px card on a tinted page. */
function card(bg: string, head: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:${bg};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${bg};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
${head}
${body}
${footer}
</table>
</td></tr></table>
</body></html>`;
}

function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:22px auto;">
<tr><td bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:13px 30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td></tr>
</table>`;
}

function digitCells(code: string, border: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>
${
    [...code].map((d) =>
      `<td width="40" height="48" align="center" style="border:1px solid ${border};border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:#1a1a1a;">${d}</td>`
    ).join("\n")
  }
</tr></table>`;
}

// ---------------------------------------------------------------- Blue Mahoe Bank (Kingston)

const BMB_FOOT = foot(
  [
    "Blue Mahoe Bank Limited, 22–24 Knutsford Boulevard, Kingston 5, Jamaica.",
    "Customer Care: 1-888-BLUE-MHB (1-888-258-3642) · from overseas +1 876 926 4410",
    "Blue Mahoe Bank will never ask for your PIN or full card number by e-mail, text or phone.",
    "© 2026 Blue Mahoe Bank Limited. Deposits insured by the JDIC up to the prescribed limit.",
  ],
  [
    ["Privacy Notice", "https://www.bluemahoebank.com.jm/privacy"],
    ["Security Centre", "https://www.bluemahoebank.com.jm/security"],
    ["Contact us", "https://www.bluemahoebank.com.jm/contact"],
  ],
);
const BMB_HEAD =
  `<tr><td style="background:#0d4d3a;padding:18px 28px;border-radius:6px 6px 0 0;"><img src="https://cdn.bluemahoebank.com.jm/email/logo-white.png" width="150" height="36" alt="Blue Mahoe Bank" style="display:block;border:0;"></td></tr>`;

// ---------------------------------------------------------------- mails

const batch1: Mail[] = [
  {
    family: "blue-mahoe-bank",
    group: "regional",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Blue Mahoe Bank <estatements@notify.bluemahoebank.com.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Your September e-Statement is ready",
    date: "Thu, 03 Sep 2026 06:12:44 -0500",
    text: `Dear MARCIA CAMPBELL,

Your e-Statement for the period 01 August 2026 to 31 August 2026 is now available.

Account: Savings Plus ••••7731
Closing balance: JMD 184,906.52
Interest credited: JMD 212.07

To view it, sign in to Mahoe Online or the Blue Mahoe mobile app and go to Accounts > Statements.
Statements are kept online for 7 years.

For your protection this e-mail does not contain links to sign in. Always type
www.bluemahoebank.com.jm into your browser.

Blue Mahoe Bank Limited
22-24 Knutsford Boulevard, Kingston 5
1-888-258-3642
`,
    html: card(
      "#eef2f0",
      BMB_HEAD,
      `<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#222;">
${preheader("Savings Plus ••••7731 · statement for August 2026")}
<p style="margin:0 0 14px 0;">Dear MARCIA CAMPBELL,</p>
<p style="margin:0 0 14px 0;">Your e-Statement for the period <strong>01 August 2026 to 31 August 2026</strong> is now available.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="border-collapse:collapse;font-size:13px;margin:0 0 16px 0;">
<tr><td style="color:#666;border-bottom:1px solid #e3e3e3;">Account</td><td style="border-bottom:1px solid #e3e3e3;">Savings Plus ••••7731</td></tr>
<tr><td style="color:#666;border-bottom:1px solid #e3e3e3;">Closing balance</td><td style="border-bottom:1px solid #e3e3e3;">JMD 184,906.52</td></tr>
<tr><td style="color:#666;">Interest credited</td><td>JMD 212.07</td></tr>
</table>
<p style="margin:0 0 14px 0;">To view it, sign in to Mahoe Online or the Blue Mahoe mobile app and go to <em>Accounts &gt; Statements</em>. Statements are kept online for 7 years.</p>
<p style="margin:0;font-size:12px;color:#555;">For your protection this e-mail does not contain links to sign in. Always type www.bluemahoebank.com.jm into your browser.</p>
</td></tr>`,
      BMB_FOOT,
    ),
    enc: "qp",
  },
  {
    family: "blue-mahoe-bank",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "604417",
    link: null,
    from: "Blue Mahoe Bank <no-reply@notify.bluemahoebank.com.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Mahoe Online: your one-time password",
    date: "Sat, 19 Sep 2026 21:47:03 -0500",
    text: `Blue Mahoe Bank

Your one-time password (OTP) for Mahoe Online is:

604417

It expires in 5 minutes and can only be used once. You asked for it at 9:46 PM
on 19-Sep-2026 from a Chrome browser on Windows.

Do not share this OTP with anyone, including bank staff. If you did not try to
sign in, call us right away on 1-888-258-3642.
`,
    html: card(
      "#eef2f0",
      BMB_HEAD,
      `<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#222;">
${preheader("Use this OTP to finish signing in. It expires in 5 minutes.")}
<p style="margin:0 0 10px 0;">Your one-time password (OTP) for Mahoe Online is:</p>
<p style="margin:18px 0;text-align:center;font-family:'Courier New',monospace;font-size:34px;letter-spacing:10px;font-weight:bold;color:#0d4d3a;">604417</p>
<p style="margin:0 0 14px 0;">It expires in 5 minutes and can only be used once. You asked for it at 9:46 PM on 19-Sep-2026 from a Chrome browser on Windows.</p>
<p style="margin:0;padding:12px;background:#fff6e0;border-left:4px solid #e0a200;font-size:13px;">Do not share this OTP with anyone, including bank staff. If you did not try to sign in, call us right away on 1-888-258-3642.</p>
</td></tr>`,
      BMB_FOOT,
    ),
  },
  {
    family: "blue-mahoe-bank",
    group: "regional",
    lang: "en",
    kind: "payee-added",
    code: null,
    link: null,
    from: "Blue Mahoe Bank <alerts@notify.bluemahoebank.com.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Security alert: a new payee was added",
    date: "Mon, 05 Oct 2026 10:03:58 -0500",
    text: `Dear MARCIA CAMPBELL,

A new payee was added to your Mahoe Online profile.

Payee: CARIBELLE POWER CO. (utility)
Customer reference: 0041 8823 507
Added: 05 October 2026, 10:03 AM

If you added this payee, there is nothing else to do.

Not you? Call 1-888-258-3642 (24 hours) or visit
https://www.bluemahoebank.com.jm/security/report so we can lock your profile.

Blue Mahoe Bank Limited
`,
    html: card(
      "#eef2f0",
      BMB_HEAD,
      `<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#222;">
<p style="margin:0 0 14px 0;">Dear MARCIA CAMPBELL,</p>
<p style="margin:0 0 14px 0;">A new payee was added to your Mahoe Online profile.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;margin:0 0 16px 0;background:#f5f8f6;">
<tr><td style="color:#666;">Payee</td><td><strong>CARIBELLE POWER CO.</strong> (utility)</td></tr>
<tr><td style="color:#666;">Customer reference</td><td>0041 8823 507</td></tr>
<tr><td style="color:#666;">Added</td><td>05 October 2026, 10:03 AM</td></tr>
</table>
<p style="margin:0 0 14px 0;">If you added this payee, there is nothing else to do.</p>
<p style="margin:0;">Not you? Call <a href="tel:18882583642" style="color:#0d4d3a;">1-888-258-3642</a> (24 hours) or <a href="https://www.bluemahoebank.com.jm/security/report" style="color:#0d4d3a;">report it here</a> so we can lock your profile.</p>
</td></tr>`,
      BMB_FOOT,
    ),
  },
];

// ---------------------------------------------------------------- credit union, remittances

const LCU_LINKS: [string, string][] = [
  ["liguaneacu.org.jm", "https://www.liguaneacu.org.jm/"],
  ["Privacy", "https://www.liguaneacu.org.jm/privacy-policy"],
  ["Unsubscribe from member news", "https://www.liguaneacu.org.jm/preferences?m=JM-0088213"],
];

const batch2: Mail[] = [
  {
    family: "liguanea-credit-union",
    group: "regional",
    lang: "en",
    kind: "agm-notice",
    code: null,
    link: null,
    from: "Liguanea Co-operative Credit Union <membernews@liguaneacu.org.jm>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Notice of the 61st Annual General Meeting – Saturday, October 24",
    date: "Tue, 22 Sep 2026 14:20:11 -0500",
    text: `LIGUANEA CO-OPERATIVE CREDIT UNION LIMITED

NOTICE OF ANNUAL GENERAL MEETING

Dear Member (No. JM-0088213),

Notice is hereby given that the 61st Annual General Meeting of the Liguanea
Co-operative Credit Union Limited will be held on Saturday, October 24, 2026 at
10:00 a.m. at the Jamaica Conference Centre, 14-20 Port Royal Street, Kingston,
and online for members who register by October 20.

AGENDA
 1. Call to order and ascertainment of quorum
 2. Confirmation of minutes of the 60th AGM
 3. Reports of the Board, Credit Committee and Supervisory Committee
 4. Financial statements for the year ended June 30, 2026
 5. Proposed dividend of 3.5% on shares and interest rebate of 5%
 6. Elections
 7. Any other business

The full notice, with proxy form, is attached as a PDF. Refreshments will be
served. Members attending in person should walk with a valid ID.

By order of the Board
Sharon Ellis-Whyte, Secretary

Liguanea Co-operative Credit Union Ltd
7 Barbican Road, Kingston 6 · 876-927-5503 · 876-927-5510
`,
    html: `<html><body style="margin:0;background:#f4f1ea;">
${preheader("61st AGM · Jamaica Conference Centre · Saturday, October 24, 10:00 a.m.")}
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea;"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #6b1f2a;">
<tr><td style="padding:22px 30px 6px 30px;"><img src="https://www.liguaneacu.org.jm/assets/lccu-logo.png" alt="Liguanea Co-operative Credit Union" width="210"></td></tr>
<tr><td style="padding:8px 30px;font-family:Georgia,serif;font-size:22px;color:#6b1f2a;">Notice of Annual General Meeting</td></tr>
<tr><td style="padding:6px 30px 18px 30px;font-family:Verdana,sans-serif;font-size:13px;line-height:20px;color:#333;">
<p>Dear Member (No. JM-0088213),</p>
<p>Notice is hereby given that the <b>61st Annual General Meeting</b> of the Liguanea Co-operative Credit Union Limited will be held on <b>Saturday, October 24, 2026 at 10:00 a.m.</b> at the Jamaica Conference Centre, 14-20 Port Royal Street, Kingston, and online for members who register by October 20.</p>
<p style="margin-bottom:4px;"><b>Agenda</b></p>
<ol style="margin-top:0;">
<li>Call to order and ascertainment of quorum</li>
<li>Confirmation of minutes of the 60th AGM</li>
<li>Reports of the Board, Credit Committee and Supervisory Committee</li>
<li>Financial statements for the year ended June 30, 2026</li>
<li>Proposed dividend of 3.5% on shares and interest rebate of 5%</li>
<li>Elections</li>
<li>Any other business</li>
</ol>
<p>The full notice, with proxy form, is attached as a PDF. Refreshments will be served. Members attending in person should walk with a valid ID.</p>
<p>By order of the Board<br><i>Sharon Ellis-Whyte</i>, Secretary</p>
</td></tr>
<tr><td style="background:#6b1f2a;padding:14px 30px;font-family:Verdana,sans-serif;font-size:11px;color:#f1dede;">Liguanea Co-operative Credit Union Ltd · 7 Barbican Road, Kingston 6 · 876-927-5503 · 876-927-5510<br>
${LCU_LINKS.map(([t, u]) => `<a href="${u}" style="color:#ffffff;">${t}</a>`).join(" · ")}</td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "LCCU_61st_AGM_Notice_and_Proxy.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "liguanea-credit-union",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://my.liguaneacu.org.jm/auth/reset-password?token=f7Qm2c0LrV9xk4TzN1aP8wEh&member=JM-0088213",
    from: "LCCU Online <noreply@liguaneacu.org.jm>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Reset your LCCU Online password",
    date: "Fri, 09 Oct 2026 07:41:26 -0500",
    text: `Hello Devon,

We received a request to reset the password for LCCU Online (member JM-0088213).

Reset your password here (the link works for 30 minutes):
https://my.liguaneacu.org.jm/auth/reset-password?token=f7Qm2c0LrV9xk4TzN1aP8wEh&member=JM-0088213

If you didn't ask for this, you can ignore this message - your password stays the
same. Questions? Call Member Services at 876-927-5503, Monday to Friday 8:30 a.m. to 4:00 p.m.

Liguanea Co-operative Credit Union
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#333;background:#ffffff;">
<table width="560" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #e2dccf;">
<tr><td style="background:#6b1f2a;padding:14px 24px;color:#fff;font-family:Georgia,serif;font-size:18px;">LCCU Online</td></tr>
<tr><td style="padding:24px;line-height:20px;">
<p>Hello Devon,</p>
<p>We received a request to reset the password for LCCU Online (member JM-0088213).</p>
<p style="text-align:center;margin:26px 0;"><a href="https://my.liguaneacu.org.jm/auth/reset-password?token=f7Qm2c0LrV9xk4TzN1aP8wEh&amp;member=JM-0088213" style="background:#6b1f2a;color:#fff;padding:12px 26px;text-decoration:none;border-radius:3px;">Reset password</a></p>
<p style="font-size:12px;color:#777;">The link works for 30 minutes. If you didn't ask for this, you can ignore this message - your password stays the same.</p>
<p style="font-size:12px;color:#777;">Questions? Call Member Services at 876-927-5503, Monday to Friday 8:30 a.m. to 4:00 p.m.</p>
</td></tr>
<tr><td style="padding:10px 24px;font-size:11px;color:#999;border-top:1px solid #eee;">7 Barbican Road, Kingston 6 · <a href="https://www.liguaneacu.org.jm/privacy-policy" style="color:#999;">Privacy</a></td></tr>
</table></body></html>`,
  },
  {
    family: "seagrape-remit",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://click.seagrape.money/ls/click?upn=u001.Rk3vZ9pQ-2BwLx7aHc0s-3D-3D_v3kQ&e=2Ffw",
    from: "Seagrape Money <hello@seagrape.money>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Devon, please confirm your email address",
    date: "Sun, 13 Sep 2026 16:05:40 -0400",
    text: `Welcome to Seagrape!

Hi Devon,

Thanks for signing up. Before you can send or receive money, please confirm
that this is your email address:

https://click.seagrape.money/ls/click?upn=u001.Rk3vZ9pQ-2BwLx7aHc0s-3D-3D_v3kQ&e=2Ffw

This link expires in 48 hours.

Send money from Canada to Jamaica, Trinidad & Tobago, Guyana and 40+ countries.
Transfers to Jamaica start at CAD 2.99.

Seagrape Financial Inc., 4900 Yonge Street, Suite 310, Toronto, ON M2N 6A6, Canada.
Seagrape is registered with FINTRAC as a money services business (M21440917).
Help: https://help.seagrape.money
`,
    html: card(
      "#f2f7f4",
      `<tr><td style="padding:26px 32px 8px 32px;"><img src="https://static.seagrape.money/mail/wordmark.png" alt="Seagrape" width="132" height="30" style="display:block;"></td></tr>`,
      `<tr><td style="padding:8px 32px 24px 32px;font-family:Helvetica,Arial,sans-serif;color:#1d2b24;">
${preheader("One quick step before your first transfer.")}
<h1 style="font-size:24px;line-height:30px;margin:12px 0 14px 0;">Confirm your email</h1>
<p style="font-size:15px;line-height:23px;margin:0 0 6px 0;">Hi Devon,</p>
<p style="font-size:15px;line-height:23px;margin:0;">Thanks for signing up. Before you can send or receive money, please confirm that this is your email address.</p>
${
        button(
          "https://click.seagrape.money/ls/click?upn=u001.Rk3vZ9pQ-2BwLx7aHc0s-3D-3D_v3kQ&e=2Ffw",
          "Confirm email",
          "#2f8f5b",
        )
      }
<p style="font-size:13px;color:#5c6b63;margin:0;">This link expires in 48 hours.</p>
<hr style="border:0;border-top:1px solid #e4ece7;margin:24px 0;">
<table role="presentation" width="100%"><tr>
<td style="font-size:13px;color:#1d2b24;">Send from Canada to Jamaica, Trinidad &amp; Tobago, Guyana and 40+ countries.<br><b>Transfers to Jamaica from CAD 2.99.</b></td>
<td align="right"><a href="https://click.seagrape.money/ls/click?upn=u001.app-ios_7Hh2"><img src="https://static.seagrape.money/mail/app-store.png" alt="Download on the App Store" width="110"></a><br><a href="https://click.seagrape.money/ls/click?upn=u001.app-and_9Qx1"><img src="https://static.seagrape.money/mail/google-play.png" alt="Get it on Google Play" width="110"></a></td>
</tr></table>
</td></tr>`,
      foot(
        [
          "Seagrape Financial Inc., 4900 Yonge Street, Suite 310, Toronto, ON M2N 6A6, Canada.",
          "Seagrape is registered with FINTRAC as a money services business (M21440917).",
        ],
        [["Help", "https://help.seagrape.money"], ["Privacy", "https://seagrape.money/legal/privacy"], [
          "Terms",
          "https://seagrape.money/legal/terms",
        ]],
      ),
    ),
    enc: "qp",
  },
  {
    family: "seagrape-remit",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "51820936",
    link: null,
    from: "Seagrape Money <transfers@seagrape.money>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Money is on the way: JMD 37,450.00 from Denise Brown",
    date: "Fri, 02 Oct 2026 11:32:09 -0400",
    text: `Hi Devon,

Denise Brown sent you money with Seagrape.

Amount to collect: JMD 37,450.00
Sent: CAD 330.00 on October 2, 2026
Transfer no.: SG-2610-02-77154

HOW TO COLLECT
Go to any Seagrape cash agent in Jamaica (list: https://seagrape.money/agents/jm).
Show a valid government ID and give the agent your collection PIN:

    5182 0936

Keep this PIN private - anyone who has it and a matching ID can collect the money.
The money is held for you for 30 days.

Seagrape Financial Inc. · Toronto, ON
`,
    html: card(
      "#f2f7f4",
      `<tr><td style="padding:26px 32px 8px 32px;"><img src="https://static.seagrape.money/mail/wordmark.png" alt="Seagrape" width="132" height="30" style="display:block;"></td></tr>`,
      `<tr><td style="padding:8px 32px 24px 32px;font-family:Helvetica,Arial,sans-serif;color:#1d2b24;font-size:15px;line-height:23px;">
${preheader("JMD 37,450.00 is ready to collect at any Seagrape agent.")}
<p>Hi Devon,</p>
<p><b>Denise Brown</b> sent you money with Seagrape.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="background:#f2f7f4;border-radius:6px;font-size:14px;">
<tr><td style="color:#5c6b63;">Amount to collect</td><td align="right"><b>JMD 37,450.00</b></td></tr>
<tr><td style="color:#5c6b63;">Sent</td><td align="right">CAD 330.00 on October 2, 2026</td></tr>
<tr><td style="color:#5c6b63;">Transfer no.</td><td align="right">SG-2610-02-77154</td></tr>
</table>
<p style="margin-top:20px;"><b>How to collect</b><br>Go to any <a href="https://seagrape.money/agents/jm" style="color:#2f8f5b;">Seagrape cash agent in Jamaica</a>. Show a valid government ID and give the agent your collection PIN:</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:4px;margin:18px 0;">5182&nbsp;0936</p>
<p style="font-size:13px;color:#5c6b63;">Keep this PIN private - anyone who has it and a matching ID can collect the money. The money is held for you for 30 days.</p>
</td></tr>`,
      foot(["Seagrape Financial Inc., 4900 Yonge Street, Suite 310, Toronto, ON M2N 6A6, Canada."], [[
        "Help",
        "https://help.seagrape.money",
      ], ["Privacy", "https://seagrape.money/legal/privacy"]]),
    ),
    enc: "b64",
  },
  {
    family: "seagrape-remit",
    group: "consumer",
    lang: "en",
    kind: "collection-receipt",
    code: null,
    link: null,
    from: "Seagrape Money <transfers@seagrape.money>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Collected: JMD 37,450.00 from Denise Brown",
    date: "Sat, 03 Oct 2026 13:02:17 -0400",
    text: `Seagrape - Collection receipt

The money Denise Brown sent you has been collected.

Amount paid out: JMD 37,450.00
Paid by: Hi-Lo Cross Roads agent, 41 Half Way Tree Road, Kingston 5
ID shown: Jamaican driver's licence ending 4406
Transfer no.: SG-2610-02-77154
Collected: October 3, 2026, 12:58 PM (Jamaica)

Denise has been told that the transfer is complete. If you did not collect this
money yourself, reply to this email or call 1-855-732-4727 right away.

Seagrape Financial Inc., 4900 Yonge Street, Suite 310, Toronto, ON M2N 6A6
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kiskeya Envíos, Lakay Transfè, Palmtide, Caribelle, Hope River

const KE_FOOT =
  `<tr><td style="padding:16px 26px;background:#1b2f5e;color:#c9d3ee;font-family:Arial,sans-serif;font-size:11px;line-height:16px;">
Kiskeya Envíos LLC · 1450 NW 7th Street, Miami, FL 33125 · (305) 642-8810<br>
Licenciada como transmisor de dinero por la Oficina de Regulación Financiera de Florida.<br>
<a href="https://www.kiskeyaenvios.com/ayuda" style="color:#ffffff;">Ayuda</a> · <a href="https://www.kiskeyaenvios.com/privacidad" style="color:#ffffff;">Privacidad</a> · <a href="https://www.facebook.com/kiskeyaenvios" style="color:#ffffff;">Facebook</a> · <a href="https://www.instagram.com/kiskeyaenvios" style="color:#ffffff;">Instagram</a>
</td></tr>`;

const PT_HEAD = `<tr><td style="background:#00a5a8;padding:20px 26px;"><table width="100%"><tr>
<td><img src="https://img.palmtide.com.jm/e/palmtide-logo-w.png" alt="Palmtide" width="120" height="32"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#e6fffe;">My Palmtide</td></tr></table></td></tr>`;

const batch3: Mail[] = [
  {
    family: "kiskeya-envios",
    group: "consumer",
    lang: "es",
    kind: "pickup-code",
    code: "7392-0418",
    link: null,
    from: "Kiskeya Envíos <avisos@kiskeyaenvios.com>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "¡Tienes dinero listo para retirar! Envío de Yolanda Reyes",
    date: "Thu, 17 Sep 2026 18:22:37 -0400",
    text: `Hola Marcia:

Yolanda Reyes te envió dinero desde Miami y ya está listo para retirar.

Monto a recibir: USD 150.00
Número de envío: KE-5570213
Lugar de pago: cualquier agente Kiskeya en Jamaica

Para retirar, presenta tu cédula o pasaporte y esta clave de retiro:

  7392-0418

No compartas tu clave con nadie por teléfono ni por redes sociales.
Kiskeya nunca te la va a pedir.

Tienes 45 días para retirar el dinero.

Kiskeya Envíos LLC - 1450 NW 7th Street, Miami, FL 33125 - (305) 642-8810
`,
    html: `<!doctype html><html lang="es"><body style="margin:0;background:#eef1f8;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f8;"><tr><td align="center" style="padding:20px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 26px;border-bottom:4px solid #d62839;"><img src="https://www.kiskeyaenvios.com/img/mail/logo.png" alt="Kiskeya Envíos" width="160"></td></tr>
<tr><td style="padding:26px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#222;">
${preheader("Presenta tu identificación y tu clave en cualquier agente Kiskeya.")}
<p>Hola Marcia:</p>
<p><b>Yolanda Reyes</b> te envió dinero desde Miami y ya está listo para retirar.</p>
<table cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #dfe3ee;width:100%;">
<tr><td style="color:#666;">Monto a recibir</td><td align="right"><b>USD 150.00</b></td></tr>
<tr><td style="color:#666;background:#f7f8fb;">Número de envío</td><td align="right" style="background:#f7f8fb;">KE-5570213</td></tr>
<tr><td style="color:#666;">Lugar de pago</td><td align="right">Cualquier agente Kiskeya en Jamaica</td></tr>
</table>
<p style="margin-top:20px;">Para retirar, presenta tu cédula o pasaporte y esta <b>clave de retiro</b>:</p>
<div style="text-align:center;margin:14px 0 18px 0;"><span style="display:inline-block;padding:12px 22px;border:2px dashed #1b2f5e;font-size:28px;font-weight:bold;letter-spacing:3px;color:#1b2f5e;">7392-0418</span></div>
<p style="font-size:13px;color:#666;">No compartas tu clave con nadie por teléfono ni por redes sociales. Kiskeya nunca te la va a pedir. Tienes 45 días para retirar el dinero.</p>
<p style="font-size:13px;"><a href="https://www.kiskeyaenvios.com/agentes?pais=JM" style="color:#d62839;">Buscar agentes cerca de ti</a></p>
</td></tr>
${KE_FOOT}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kiskeya-envios",
    group: "consumer",
    lang: "es",
    kind: "promo-newsletter",
    code: null,
    link: null,
    from: "Kiskeya Envíos <novedades@kiskeyaenvios.com>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Octubre sin comisión 🎉 usa el código OCTUBRE0",
    date: "Thu, 01 Oct 2026 10:00:00 -0400",
    text: `Kiskeya Envíos - Octubre sin comisión

Todo el mes de octubre, tu primer envío a Jamaica, República Dominicana o Haití
va sin comisión. Escribe el código OCTUBRE0 al pagar en la app.

Válido del 1 al 31 de octubre de 2026, hasta USD 500 por envío. Un uso por cliente.

Descarga la app: https://www.kiskeyaenvios.com/app

¿Ya no quieres recibir estas promociones? https://www.kiskeyaenvios.com/baja?u=mc8841
Kiskeya Envíos LLC - 1450 NW 7th Street, Miami, FL 33125
`,
    html: `<!doctype html><html lang="es"><body style="margin:0;background:#eef1f8;">
${preheader("Tu primer envío de octubre no paga comisión.")}
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f8;"><tr><td align="center" style="padding:20px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><a href="https://www.kiskeyaenvios.com/app?utm_source=mail&amp;utm_campaign=oct26"><img src="https://www.kiskeyaenvios.com/img/mail/oct26-hero.jpg" width="580" alt="Octubre sin comisión" style="display:block;"></a></td></tr>
<tr><td style="padding:24px 26px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#222;text-align:center;">
<p style="font-size:22px;font-weight:bold;color:#d62839;margin:0 0 10px 0;">Octubre sin comisión</p>
<p>Todo el mes de octubre, tu primer envío a Jamaica, República Dominicana o Haití va sin comisión.</p>
<p>Escribe el código <b style="background:#fff3c4;padding:2px 6px;">OCTUBRE0</b> al pagar en la app.</p>
<p><a href="https://www.kiskeyaenvios.com/app?utm_source=mail&amp;utm_campaign=oct26" style="display:inline-block;background:#d62839;color:#fff;padding:12px 28px;text-decoration:none;border-radius:24px;font-weight:bold;">Enviar ahora</a></p>
<p style="font-size:11px;color:#888;">Válido del 1 al 31 de octubre de 2026, hasta USD 500 por envío. Un uso por cliente. <a href="https://www.kiskeyaenvios.com/baja?u=mc8841" style="color:#888;">Darse de baja</a></p>
</td></tr>
${KE_FOOT}
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "lakay-transfe",
    group: "consumer",
    lang: "ht",
    kind: "verify-code",
    code: "318574",
    link: null,
    from: "Lakay Transfè <sipo@lakaytransfe.ht>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Kòd verifikasyon Lakay Transfè ou",
    date: "Tue, 29 Sep 2026 08:51:12 -0400",
    text: `Bonjou Devon,

Men kòd pou verifye adrès imel ou nan aplikasyon Lakay Transfè a:

318574

Kòd la bon pou 10 minit. Antre l nan aplikasyon an pou fini kreye kont ou.

Pa janm bay pèsonn kòd sa a, menm si yo di se anplwaye Lakay Transfè yo ye.

Si se pa ou ki te mande kòd sa a, ou pa bezwen fè anyen.

Lakay Transfè S.A.
45, Rue Capois, Port-au-Prince, Ayiti
WhatsApp: +509 3701 2250
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px 0;border:1px solid #eaeaea;">
<tr><td style="padding:20px;background:#0b3d91;color:#ffffff;font-size:20px;font-weight:bold;">Lakay <span style="color:#f5c400;">Transfè</span></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:22px;color:#333;">
<p>Bonjou Devon,</p>
<p>Men kòd pou verifye adrès imel ou nan aplikasyon Lakay Transfè a:</p>
${digitCells("318574", "#0b3d91")}
<p>Kòd la bon pou <b>10 minit</b>. Antre l nan aplikasyon an pou fini kreye kont ou.</p>
<p style="color:#b00020;">Pa janm bay pèsonn kòd sa a, menm si yo di se anplwaye Lakay Transfè yo ye.</p>
<p style="font-size:13px;color:#777;">Si se pa ou ki te mande kòd sa a, ou pa bezwen fè anyen.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#999;border-top:1px solid #eee;">Lakay Transfè S.A. · 45, Rue Capois, Port-au-Prince, Ayiti · WhatsApp +509 3701 2250<br><a href="https://lakaytransfe.ht/konfidansyalite" style="color:#999;">Konfidansyalite</a> · <a href="https://lakaytransfe.ht/ed" style="color:#999;">Èd</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "lakay-transfe",
    group: "consumer",
    lang: "ht",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Lakay Transfè <resi@lakaytransfe.ht>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Resi: ou voye USD 80.00 bay Jean-Robert Pierre",
    date: "Tue, 29 Sep 2026 09:20:48 -0400",
    text: `LAKAY TRANSFÈ - RESI

Mèsi Devon! Transfè ou a pase.

Benefisyè:        Jean-Robert Pierre (MonCash +509 •••• 4471)
Montan voye:      USD 80.00
Frè:              USD 3.50
Total peye:       USD 83.50 (kat Visa •••• 2208)
Benefisyè resevwa: HTG 10,480.00
Nimewo tranzaksyon: LT-26092903318
Dat:              29 septanm 2026, 9:19 AM

Kenbe resi sa a. Pou nenpòt kesyon, ekri nou sou WhatsApp +509 3701 2250.

Lakay Transfè S.A. - 45, Rue Capois, Port-au-Prince
`,
    html: null,
    enc: "qp",
  },
  {
    family: "palmtide-mobile",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Palmtide <mybill@palmtide.com.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Your Palmtide bill for account 8801 442 907 is ready",
    date: "Mon, 07 Sep 2026 05:30:02 -0500",
    text: `Wah gwaan, Marcia!

Your Palmtide Postpaid bill is ready.

Account number: 8801 442 907
Bill date: 07 Sep 2026
Amount due: JMD 9,874.35
Due date: 28 Sep 2026

Lines on this account:
  876-555-0148  Postpaid Plus 25GB    JMD 4,999.00
  876-555-0193  Postpaid Flex 10GB    JMD 3,299.00
  Roaming (Trinidad & Tobago, 3 days) JMD 1,576.35

Pay in the My Palmtide app, online banking (payee: PALMTIDE POSTPAID) or at any
Palmtide store. Paid already? Thank you - please ignore this message.

Palmtide Communications Jamaica Ltd., 8 Trafalgar Road, Kingston 10
Dial *120 from your Palmtide phone or 1-876-620-0000
`,
    html: card(
      "#e9f7f7",
      PT_HEAD,
      `<tr><td style="padding:26px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#223;">
${preheader("JMD 9,874.35 due 28 Sep 2026")}
<p style="font-size:20px;font-weight:bold;margin:0 0 12px 0;">Wah gwaan, Marcia!</p>
<p>Your Palmtide Postpaid bill is ready.</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" style="padding:14px;background:#f3fbfb;"><span style="font-size:12px;color:#667;">Amount due</span><br><span style="font-size:26px;font-weight:bold;color:#007e80;">JMD 9,874.35</span></td>
<td width="50%" style="padding:14px;background:#f3fbfb;"><span style="font-size:12px;color:#667;">Due date</span><br><span style="font-size:20px;font-weight:bold;">28 Sep 2026</span></td>
</tr></table>
<p style="font-size:12px;color:#667;">Account number 8801 442 907 · Bill date 07 Sep 2026</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-top:1px solid #dde;">
<tr><td>876-555-0148 · Postpaid Plus 25GB</td><td align="right">JMD 4,999.00</td></tr>
<tr><td>876-555-0193 · Postpaid Flex 10GB</td><td align="right">JMD 3,299.00</td></tr>
<tr><td>Roaming (Trinidad &amp; Tobago, 3 days)</td><td align="right">JMD 1,576.35</td></tr>
</table>
<p style="text-align:center;margin:22px 0;"><a href="https://my.palmtide.com.jm/bill/8801442907?src=ebill" style="background:#00a5a8;color:#fff;padding:12px 28px;border-radius:22px;text-decoration:none;font-weight:bold;">View bill</a></p>
<p style="font-size:12px;color:#667;">Pay in the My Palmtide app, online banking (payee: PALMTIDE POSTPAID) or at any Palmtide store. Paid already? Thank you - please ignore this message.</p>
</td></tr>`,
      foot([
        "Palmtide Communications Jamaica Ltd., 8 Trafalgar Road, Kingston 10",
        "Dial *120 from your Palmtide phone or 1-876-620-0000",
      ], [
        ["Terms", "https://www.palmtide.com.jm/legal"],
        ["Privacy", "https://www.palmtide.com.jm/privacy"],
        ["Facebook", "https://facebook.com/palmtidejm"],
        ["Instagram", "https://instagram.com/palmtidejm"],
      ]),
    ),
    enc: "qp",
  },
  {
    family: "palmtide-mobile",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "2749",
    link: null,
    from: "My Palmtide <noreply@palmtide.com.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "2749 is your My Palmtide code",
    date: "Wed, 14 Oct 2026 19:08:50 -0500",
    text: `2749 is your My Palmtide code.

Enter it in the app to sign in. It expires in 10 minutes.
Palmtide will never call you to ask for this code.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Caribelle Power, Hope River Water, RevenueLink, Caroni Tech

const CP_FOOT = foot(
  [
    "Caribelle Power Company Limited · 6 Knutsford Boulevard, Kingston 5, Jamaica",
    "Report an outage: 888-225-5227 · WhatsApp 876-935-0000",
    "You are receiving this e-mail because you are a Caribelle Power customer.",
  ],
  [
    ["My Account", "https://myaccount.caribellepower.com.jm/"],
    ["Energy-saving tips", "https://www.caribellepower.com.jm/save-energy"],
    ["Privacy Policy", "https://www.caribellepower.com.jm/privacy"],
  ],
  "#6b6b6b",
);

const CIT_HEAD = `<tr><td style="padding:16px 24px;border-bottom:3px solid #b8860b;background:#13294b;">
<img src="https://www.cit.edu.tt/sites/all/themes/cit/mail/cit-crest-white.png" alt="Caroni Institute of Technology" width="220" height="44">
</td></tr>`;

const batch4: Mail[] = [
  {
    family: "caribelle-power",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Caribelle Power <ebill@caribellepower.com.jm>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Your electricity bill – Account 0041 8823 507",
    date: "Fri, 11 Sep 2026 04:15:33 -0500",
    text: `CARIBELLE POWER COMPANY

Dear DEVON CAMPBELL,

Your bill for 22 Jul 2026 - 21 Aug 2026 is attached and also available in My Account.

Account number: 0041 8823 507
Premises: 14 Paddington Terrace, Kingston 6
Energy used: 412 kWh (last month 388 kWh)
Current charges: $19,642.80
Previous balance: $0.00
TOTAL DUE: $19,642.80 by 01 Oct 2026

Meter reading: 058214 (actual)

Ways to pay: online banking, the Caribelle Power app, Bill Express and Paymaster
locations, or any Caribelle Power customer service office.

Save with the sun: ask about our net-billing programme for rooftop solar.
`,
    html: card(
      "#f1f1f1",
      `<tr><td style="padding:18px 26px;background:#ffffff;border-bottom:5px solid #f39c12;"><img src="https://www.caribellepower.com.jm/img/email/cpc-logo.png" alt="Caribelle Power" width="170" height="40"></td></tr>`,
      `<tr><td style="padding:24px 26px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#333;">
${preheader("TOTAL DUE $19,642.80 by 01 Oct 2026 · 412 kWh")}
<p>Dear DEVON CAMPBELL,</p>
<p>Your bill for <b>22 Jul 2026 - 21 Aug 2026</b> is attached and also available in My Account.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e5e5e5;font-size:13px;">
<tr style="background:#fafafa;"><td>Account number</td><td align="right">0041 8823 507</td></tr>
<tr><td>Premises</td><td align="right">14 Paddington Terrace, Kingston 6</td></tr>
<tr style="background:#fafafa;"><td>Energy used</td><td align="right">412 kWh <span style="color:#999;">(last month 388 kWh)</span></td></tr>
<tr><td>Meter reading</td><td align="right">058214 (actual)</td></tr>
<tr style="background:#fafafa;"><td>Current charges</td><td align="right">$19,642.80</td></tr>
<tr><td>Previous balance</td><td align="right">$0.00</td></tr>
<tr style="background:#fff4e0;font-weight:bold;"><td>TOTAL DUE by 01 Oct 2026</td><td align="right" style="font-size:16px;">$19,642.80</td></tr>
</table>
<p style="font-size:13px;">Ways to pay: online banking, the Caribelle Power app, Bill Express and Paymaster locations, or any Caribelle Power customer service office.</p>
<table width="100%" cellpadding="12" style="background:#fffbe9;font-size:13px;"><tr><td><b>Save with the sun</b> - ask about our <a href="https://www.caribellepower.com.jm/net-billing?utm_source=ebill" style="color:#d35400;">net-billing programme</a> for rooftop solar.</td></tr></table>
</td></tr>`,
      CP_FOOT,
    ),
    enc: "qp",
    attachment: [
      "CPC_Bill_004188235070_Aug2026.pdf",
      "application/pdf",
      "%PDF-1.5\n%âãÏÓ\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "caribelle-power",
    group: "regional",
    lang: "en",
    kind: "confirm-paperless",
    code: null,
    link: "https://myaccount.caribellepower.com.jm/paperless/confirm?ref=PB-3390217&k=6e0c1f95b2d847a3",
    from: "Caribelle Power <myaccount@caribellepower.com.jm>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Confirm your switch to paperless billing",
    date: "Sat, 12 Sep 2026 12:44:09 -0500",
    text: `Dear Devon Campbell,

You asked us to send the bills for account 0041 8823 507 to this e-mail address
instead of by post.

To finish, please confirm the request:
https://myaccount.caribellepower.com.jm/paperless/confirm?ref=PB-3390217&k=6e0c1f95b2d847a3

Until you confirm, paper bills will continue to go to 14 Paddington Terrace,
Kingston 6. The link is valid for 7 days.

If you did not make this request, call us on 888-225-5227.

Caribelle Power Company Limited
`,
    html: card(
      "#f1f1f1",
      `<tr><td style="padding:18px 26px;background:#ffffff;border-bottom:5px solid #f39c12;"><img src="https://www.caribellepower.com.jm/img/email/cpc-logo.png" alt="Caribelle Power" width="170" height="40"></td></tr>`,
      `<tr><td style="padding:24px 26px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#333;">
<p>Dear Devon Campbell,</p>
<p>You asked us to send the bills for account <b>0041 8823 507</b> to this e-mail address instead of by post.</p>
<p>To finish, please confirm the request.</p>
${
        button(
          "https://myaccount.caribellepower.com.jm/paperless/confirm?ref=PB-3390217&amp;k=6e0c1f95b2d847a3",
          "Yes, go paperless",
          "#e67e22",
        )
      }
<p style="font-size:13px;color:#666;">Until you confirm, paper bills will continue to go to 14 Paddington Terrace, Kingston 6. The link is valid for 7 days.</p>
<p style="font-size:13px;color:#666;">If you did not make this request, call us on 888-225-5227.</p>
</td></tr>`,
      CP_FOOT,
    ),
  },
  {
    family: "hope-river-water",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Hope River Water Services <customercare@hoperiverwater.com.jm>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Water bill for September + planned supply interruption, Kingston 6",
    date: "Tue, 06 Oct 2026 08:02:47 -0500",
    text: `HOPE RIVER WATER SERVICES LIMITED
Customer Account: 7710-2094-55

Dear Customer,

Your water and sewerage bill dated 05-Oct-2026 is ready.

  Consumption:        18,400 litres (4,860 gal)
  Water charge:       $5,318.22
  Sewerage charge:    $4,733.21
  Service charge:     $1,402.00
  K-factor adjustment:  $286.91
  AMOUNT DUE:         $11,740.34
  DUE DATE:           26-Oct-2026

PLANNED SUPPLY INTERRUPTION
Customers in Barbican, Paddington Terrace, Shortwood Road and surrounding areas
will be without piped water on Wednesday, 14-Oct-2026 from 8:00 a.m. to 6:00 p.m.
while we replace a 12-inch main on Barbican Road. Please store water. Trucks will
serve the Shortwood Road and Jacks Hill areas.

Customer Care: 888-225-5249 (toll-free) | www.hoperiverwater.com.jm
Hope River Water Services Limited, 4 Marescaux Road, Kingston 5
`,
    html: null,
  },
  {
    family: "revenuelink-jm",
    group: "regional",
    lang: "en",
    kind: "activate-account",
    code: "8K4TQ2",
    link: "https://www.revenuelink.gov.jm/portal/account/activate?req=A7F3K29D",
    from: "RevenueLink Jamaica <donotreply@revenuelink.gov.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "RevenueLink – activate your online account",
    date: "Mon, 14 Sep 2026 15:10:28 -0500",
    text: `GOVERNMENT OF JAMAICA - REVENUELINK TAXPAYER PORTAL

Dear Taxpayer,

An online account was created for TRN ***-***-482 with this e-mail address.

To activate it:
1. Open https://www.revenuelink.gov.jm/portal/account/activate?req=A7F3K29D
2. Enter your activation code: 8K4TQ2
3. Choose your password and security questions.

The activation code expires 72 hours after this e-mail was sent. If it expires,
you will need to register again.

If you did not register, please contact the Taxpayer Contact Centre at
1-888-TAX-HELP (829-4357) and do not use the code.

This is a system generated e-mail. Please do not reply.
`,
    html: `<html><body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="font-family:'Times New Roman',serif;">
<tr><td style="background:#006b3f;height:8px;font-size:0;">&nbsp;</td></tr>
<tr><td style="background:#ffd100;height:4px;font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:16px 20px;"><img src="https://www.revenuelink.gov.jm/portal/images/rl_header.gif" alt="Government of Jamaica - RevenueLink Taxpayer Portal" width="600" height="60"></td></tr>
<tr><td style="padding:6px 20px 20px 20px;font-size:15px;line-height:22px;color:#000;">
<p>Dear Taxpayer,</p>
<p>An online account was created for TRN ***-***-482 with this e-mail address.</p>
<p>To activate it:</p>
<ol>
<li>Open <a href="https://www.revenuelink.gov.jm/portal/account/activate?req=A7F3K29D">https://www.revenuelink.gov.jm/portal/account/activate?req=A7F3K29D</a></li>
<li>Enter your activation code: <b style="font-family:'Courier New',monospace;font-size:18px;">8K4TQ2</b></li>
<li>Choose your password and security questions.</li>
</ol>
<p>The activation code expires 72 hours after this e-mail was sent. If it expires, you will need to register again.</p>
<p>If you did not register, please contact the Taxpayer Contact Centre at 1-888-TAX-HELP (829-4357) and do not use the code.</p>
<p style="font-size:12px;color:#555;"><i>This is a system generated e-mail. Please do not reply.</i></p>
</td></tr>
<tr><td style="border-top:1px solid #ccc;padding:10px 20px;font-size:11px;color:#555;font-family:Arial,sans-serif;">
<a href="https://www.revenuelink.gov.jm/portal/help">Help</a> | <a href="https://www.revenuelink.gov.jm/portal/privacy">Privacy Statement</a> | <a href="https://www.revenuelink.gov.jm/portal/accessibility">Accessibility</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "revenuelink-jm",
    group: "regional",
    lang: "en",
    kind: "filing-acknowledgement",
    code: null,
    link: null,
    from: "RevenueLink Jamaica <donotreply@revenuelink.gov.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Acknowledgement of Return Filed – IT01 – Year of Assessment 2025",
    date: "Thu, 22 Oct 2026 11:56:40 -0500",
    text: `GOVERNMENT OF JAMAICA - REVENUELINK TAXPAYER PORTAL

ACKNOWLEDGEMENT OF RETURN FILED

Taxpayer:            MARCIA A CAMPBELL
TRN:                 ***-***-482
Return type:         IT01 - Individual Income Tax (Self-Employed)
Year of assessment:  2025
Date filed:          22-Oct-2026 11:56
Confirmation no.:    RL-IT01-2025-00918833
Tax payable:         $143,270.00
Payments/credits:    $143,270.00
Balance:             $0.00

A copy of the acknowledgement is attached. Please keep it with your records for
at least six (6) years.

This is a system generated e-mail. Please do not reply.
`,
    html: null,
    attachment: [
      "Acknowledgement_RL-IT01-2025-00918833.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "caroni-tech",
    group: "regional",
    lang: "en",
    kind: "mfa-code",
    code: "771035",
    link: null,
    from: "CIT Identity Services <idm-noreply@cit.edu.tt>",
    to: "Andre Campbell <campbell.household@inbox.example>",
    subject: "CIT verification code",
    date: "Mon, 21 Sep 2026 07:58:14 -0400",
    text: `Caroni Institute of Technology - Identity Services

Your verification code is 771035

Use this code to finish signing in to myCIT (student self-service) as
andre.campbell@my.cit.edu.tt. It is valid for 15 minutes.

If you did not try to sign in, change your password at https://id.cit.edu.tt
and contact the IT Help Desk: 1 (868) 662-2002 ext. 83000, helpdesk@cit.edu.tt.

Caroni Institute of Technology, Eastern Main Road, St. Augustine, Trinidad and Tobago
`,
    html: card(
      "#eceff3",
      CIT_HEAD,
      `<tr><td style="padding:26px 28px;font-family:'Segoe UI',Arial,sans-serif;font-size:14px;line-height:21px;color:#1f2937;">
<p style="margin:0 0 16px 0;">Your verification code is</p>
<p style="margin:0 0 18px 0;font-size:32px;font-weight:600;letter-spacing:6px;color:#13294b;">771035</p>
<p>Use this code to finish signing in to <b>myCIT</b> (student self-service) as andre.campbell@my.cit.edu.tt. It is valid for 15 minutes.</p>
<p style="font-size:12px;color:#6b7280;">If you did not try to sign in, change your password at <a href="https://id.cit.edu.tt" style="color:#13294b;">id.cit.edu.tt</a> and contact the IT Help Desk: 1 (868) 662-2002 ext. 83000, <a href="mailto:helpdesk@cit.edu.tt" style="color:#13294b;">helpdesk@cit.edu.tt</a>.</p>
</td></tr>`,
      foot(["Caroni Institute of Technology, Eastern Main Road, St. Augustine, Trinidad and Tobago"], [
        ["IT Services", "https://its.cit.edu.tt"],
        ["Acceptable Use Policy", "https://its.cit.edu.tt/policies/aup"],
      ]),
    ),
  },
  {
    family: "caroni-tech",
    group: "regional",
    lang: "en",
    kind: "fee-statement",
    code: null,
    link: null,
    from: "CIT Bursary <bursary@cit.edu.tt>",
    to: "Andre Campbell <campbell.household@inbox.example>",
    subject: "Semester I 2026/2027 – Statement of Fees (ID 8160 3347)",
    date: "Fri, 25 Sep 2026 13:30:00 -0400",
    text: `Caroni Institute of Technology
Office of the Bursar

Student: ANDRE CAMPBELL   ID: 8160 3347
Programme: BSc Electrical & Computer Engineering (Year 2) - International student

Semester I 2026/2027 statement

  Tuition (international rate)          TTD 29,850.00
  Student Guild fee                     TTD    460.00
  Lab/materials fee (ECNG)              TTD    750.00
  Hall of residence - Milner Hall       TTD  7,800.00
  Less: payment received 14-Aug-2026   -TTD 25,000.00
  BALANCE DUE                           TTD 13,860.00

Payment deadline: 16 October 2026. A late fee of TTD 500.00 applies after this date,
and holds may be placed on registration and transcripts.

Pay by bank transfer (beneficiary: CIT Bursary, account 2405-118-9902, Central
Caribbean Bank, St. Augustine) quoting your student ID, or at the Bursary counter,
Mon-Fri 8:30 a.m. - 3:30 p.m.

Bursary Services · 1 (868) 662-2002 ext. 82150 · bursary@cit.edu.tt
`,
    html: card(
      "#eceff3",
      CIT_HEAD,
      `<tr><td style="padding:24px 28px;font-family:'Segoe UI',Arial,sans-serif;font-size:14px;line-height:21px;color:#1f2937;">
<p style="margin:0 0 4px 0;font-size:18px;font-weight:600;color:#13294b;">Statement of Fees - Semester I 2026/2027</p>
<p style="margin:0 0 14px 0;font-size:12px;color:#6b7280;">ANDRE CAMPBELL · ID 8160 3347 · BSc Electrical &amp; Computer Engineering (Year 2) · International student</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #e5e7eb;">Tuition (international rate)</td><td align="right" style="border-bottom:1px solid #e5e7eb;">TTD 29,850.00</td></tr>
<tr><td style="border-bottom:1px solid #e5e7eb;">Student Guild fee</td><td align="right" style="border-bottom:1px solid #e5e7eb;">TTD 460.00</td></tr>
<tr><td style="border-bottom:1px solid #e5e7eb;">Lab/materials fee (ECNG)</td><td align="right" style="border-bottom:1px solid #e5e7eb;">TTD 750.00</td></tr>
<tr><td style="border-bottom:1px solid #e5e7eb;">Hall of residence - Milner Hall</td><td align="right" style="border-bottom:1px solid #e5e7eb;">TTD 7,800.00</td></tr>
<tr><td style="border-bottom:1px solid #e5e7eb;">Less: payment received 14-Aug-2026</td><td align="right" style="border-bottom:1px solid #e5e7eb;">-TTD 25,000.00</td></tr>
<tr><td style="font-weight:600;">Balance due</td><td align="right" style="font-weight:600;color:#b91c1c;">TTD 13,860.00</td></tr>
</table>
<p><b>Payment deadline: 16 October 2026.</b> A late fee of TTD 500.00 applies after this date, and holds may be placed on registration and transcripts.</p>
<p style="font-size:13px;">Pay by bank transfer (beneficiary: CIT Bursary, account 2405-118-9902, Central Caribbean Bank, St. Augustine) quoting your student ID, or at the Bursary counter, Mon-Fri 8:30 a.m. - 3:30 p.m.</p>
</td></tr>`,
      foot(["Bursary Services · 1 (868) 662-2002 ext. 82150 · bursary@cit.edu.tt"], [[
        "Fees schedule",
        "https://www.cit.edu.tt/bursary/fees-2026-2027",
      ], ["Financial aid", "https://www.cit.edu.tt/financial-aid"]]),
    ),
    enc: "b64",
  },
  {
    family: "caroni-tech",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://learn.cit.edu.tt/enrol/groups/join.php?invite=ECNG2006-S1-G4&token=q8WcZ2nKd51L",
    from: "CIT Learn <learn-noreply@cit.edu.tt>",
    to: "Andre Campbell <campbell.household@inbox.example>",
    subject: "Invitation: ECNG 2006 Signals & Systems – Tutorial Group 4",
    date: "Tue, 29 Sep 2026 16:47:31 -0400",
    text: `Hi Andre,

Dr. Kavita Rampersad has invited you to join "ECNG 2006 Signals & Systems -
Tutorial Group 4" on CIT Learn.

Tutorials: Thursdays 1:00 - 2:50 p.m., Room ENG-214 (from 8 October)
Group members: 14

Accept the invitation:
https://learn.cit.edu.tt/enrol/groups/join.php?invite=ECNG2006-S1-G4&token=q8WcZ2nKd51L

Once you join you will see the group's forum, lab sheets and submission boxes.
The invitation expires on 9 October 2026.

---
You are receiving this because you are enrolled in ECNG 2006.
Manage notifications: https://learn.cit.edu.tt/message/notificationpreferences.php
`,
    html: `<html><body style="background:#f7f7f9;margin:0;">
<div style="max-width:600px;margin:0 auto;padding:20px;font-family:'Segoe UI',Arial,sans-serif;color:#1f2937;">
<div style="background:#13294b;color:#fff;padding:12px 18px;font-size:16px;font-weight:600;">CIT Learn</div>
<div style="background:#fff;padding:22px 18px;border:1px solid #e5e7eb;border-top:0;font-size:14px;line-height:21px;">
<p>Hi Andre,</p>
<p><b>Dr. Kavita Rampersad</b> has invited you to join <b>ECNG 2006 Signals &amp; Systems - Tutorial Group 4</b> on CIT Learn.</p>
<ul style="padding-left:18px;color:#374151;"><li>Tutorials: Thursdays 1:00 - 2:50 p.m., Room ENG-214 (from 8 October)</li><li>Group members: 14</li></ul>
<p><a href="https://learn.cit.edu.tt/enrol/groups/join.php?invite=ECNG2006-S1-G4&amp;token=q8WcZ2nKd51L" style="display:inline-block;background:#b8860b;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px;">Accept invitation</a></p>
<p style="font-size:13px;color:#6b7280;">Once you join you will see the group's forum, lab sheets and submission boxes. The invitation expires on 9 October 2026.</p>
</div>
<p style="font-size:11px;color:#9ca3af;">You are receiving this because you are enrolled in <a href="https://learn.cit.edu.tt/course/view.php?id=4471" style="color:#9ca3af;">ECNG 2006</a>. <a href="https://learn.cit.edu.tt/message/notificationpreferences.php" style="color:#9ca3af;">Manage notifications</a></p>
</div></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Grocerun, Breadnut General, Aerocigua, Gordon Town Moravian

const BG_FOOT = foot(
  [
    "Breadnut General Insurance Company Limited, 19 Belmont Road, Kingston 5 · 876-960-2288",
    "Regulated by the Financial Services Commission.",
  ],
  [
    ["Make a claim", "https://www.breadnutgeneral.com.jm/claims"],
    ["Privacy", "https://www.breadnutgeneral.com.jm/privacy"],
    ["Find a broker", "https://www.breadnutgeneral.com.jm/brokers"],
  ],
);

const batch5: Mail[] = [
  {
    family: "grocerun",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "4417",
    link: null,
    from: "Grocerun <orders@grocerun.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Your groceries are on the way 🛵 (order #GR-418290)",
    date: "Sat, 26 Sep 2026 10:36:52 -0500",
    text: `Your Grocerun order is on the way!

Rider: Kemar B. (Honda Wave, plate 8842 JB)
Estimated arrival: 10:55 - 11:10 AM
Deliver to: 14 Paddington Terrace, Kingston 6

Give your rider this delivery PIN when the bags reach you:
4417

The rider can't complete the drop-off without it.

Order #GR-418290 · 23 items from MegaFresh Liguanea
Subtotal JMD 18,215.00 · delivery JMD 650.00 · tip JMD 500.00 · total JMD 19,365.00
Paid with Visa •••• 2208

Substituted: Grace coconut milk 400ml -> Tropical Rhythms coconut milk 400ml
Out of stock: scallion (1 bundle) - refunded JMD 180.00

Track your rider: https://grocerun.jm/track/GR-418290
Help: WhatsApp 876-618-4400
`,
    html: `<!doctype html><html><body style="margin:0;background:#f6f3ee;">
${preheader("Delivery PIN inside · arriving 10:55 - 11:10 AM")}
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee;"><tr><td align="center" style="padding:18px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:#ff6b2c;padding:16px 22px;"><img src="https://cdn.grocerun.jm/mail/grocerun-logo-white@2x.png" width="118" alt="grocerun"></td></tr>
<tr><td style="padding:22px;font-family:'Helvetica Neue',Arial,sans-serif;color:#2b2b2b;">
<p style="font-size:22px;font-weight:bold;margin:0 0 6px 0;">Your order is on the way!</p>
<p style="margin:0 0 16px 0;font-size:14px;color:#666;">Kemar B. · Honda Wave · plate 8842 JB · arriving <b>10:55 - 11:10 AM</b></p>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#fff2ea;border-radius:10px;"><tr><td align="center" style="font-size:14px;">
Give your rider this delivery PIN when the bags reach you<br>
<span style="display:block;font-size:40px;font-weight:800;letter-spacing:14px;color:#ff6b2c;margin-top:8px;">4417</span>
<span style="font-size:12px;color:#8a5a44;">The rider can't complete the drop-off without it.</span></td></tr></table>
<p style="margin:18px 0 4px 0;font-size:14px;"><a href="https://grocerun.jm/track/GR-418290" style="color:#ff6b2c;font-weight:bold;">Track your rider &rarr;</a></p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;margin-top:14px;border-top:1px solid #eee;">
<tr><td colspan="2" style="color:#888;padding-top:10px;">Order #GR-418290 · 23 items from MegaFresh Liguanea · 14 Paddington Terrace, Kingston 6</td></tr>
<tr><td>Subtotal</td><td align="right">JMD 18,215.00</td></tr>
<tr><td>Delivery</td><td align="right">JMD 650.00</td></tr>
<tr><td>Rider tip</td><td align="right">JMD 500.00</td></tr>
<tr><td><b>Total</b> (Visa •••• 2208)</td><td align="right"><b>JMD 19,365.00</b></td></tr>
<tr><td colspan="2" style="color:#888;padding-top:8px;">Substituted: Grace coconut milk 400ml &rarr; Tropical Rhythms coconut milk 400ml<br>Out of stock: scallion (1 bundle) - refunded JMD 180.00</td></tr>
</table>
</td></tr>
<tr><td style="padding:14px 22px;background:#faf8f5;font-family:Arial,sans-serif;font-size:11px;color:#999;">Grocerun Ltd · 2 Seymour Avenue, Kingston 10 · Help on WhatsApp <a href="https://wa.me/18766184400" style="color:#999;">876-618-4400</a><br>
<a href="https://apps.apple.com/jm/app/grocerun/id1588204417"><img src="https://cdn.grocerun.jm/mail/appstore.png" alt="App Store" width="96"></a> <a href="https://play.google.com/store/apps/details?id=jm.grocerun.app"><img src="https://cdn.grocerun.jm/mail/googleplay.png" alt="Google Play" width="96"></a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "grocerun",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Grocerun <hello@grocerun.jm>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Heritage Week basket: ackee, saltfish & J$1,000 off",
    date: "Thu, 15 Oct 2026 09:05:00 -0500",
    text: `Heritage Week pon Grocerun 🇯🇲

Stock up for National Heroes Day (Monday, October 19): ackee, saltfish, breadfruit,
callaloo, hard dough bread, bun and cheese - delivered in under an hour in Kingston
and St. Andrew.

J$1,000 off orders over J$8,000 with code HEROES1000 (ends Oct 19, once per customer).

Shop now: https://grocerun.jm/c/heritage?utm_source=newsletter&utm_medium=email&utm_campaign=heroes26

Unsubscribe: https://grocerun.jm/unsubscribe?e=bWNhbXBiZWxs
Grocerun Ltd, 2 Seymour Avenue, Kingston 10
`,
    html: `<html><body style="margin:0;background:#f6f3ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><a href="https://grocerun.jm/c/heritage?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=heroes26"><img src="https://cdn.grocerun.jm/mail/heroes26/hero.jpg" alt="Heritage Week on Grocerun" width="560" style="display:block;"></a></td></tr>
<tr><td style="padding:22px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:22px;color:#2b2b2b;">
<p>Stock up for <b>National Heroes Day</b> (Monday, October 19): ackee, saltfish, breadfruit, callaloo, hard dough bread, bun and cheese - delivered in under an hour in Kingston and St. Andrew.</p>
<table cellpadding="0" cellspacing="0" width="100%"><tr>
<td width="33%" align="center"><img src="https://cdn.grocerun.jm/mail/heroes26/ackee.jpg" width="150" alt="Ackee 540g"><br><span style="font-size:13px;">Ackee 540g<br><b>J$1,290</b></span></td>
<td width="33%" align="center"><img src="https://cdn.grocerun.jm/mail/heroes26/saltfish.jpg" width="150" alt="Saltfish 1lb"><br><span style="font-size:13px;">Saltfish 1lb<br><b>J$1,150</b></span></td>
<td width="33%" align="center"><img src="https://cdn.grocerun.jm/mail/heroes26/breadfruit.jpg" width="150" alt="Breadfruit"><br><span style="font-size:13px;">Breadfruit (each)<br><b>J$480</b></span></td>
</tr></table>
<p style="text-align:center;margin:22px 0 8px 0;">J$1,000 off orders over J$8,000 with code</p>
<p style="text-align:center;margin:0 0 18px 0;"><span style="border:2px dashed #ff6b2c;padding:8px 18px;font-weight:bold;font-size:20px;">HEROES1000</span></p>
<p style="text-align:center;"><a href="https://grocerun.jm/c/heritage?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=heroes26" style="background:#ff6b2c;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Shop now</a></p>
<p style="font-size:11px;color:#999;text-align:center;">Ends Oct 19, once per customer. <a href="https://grocerun.jm/unsubscribe?e=bWNhbXBiZWxs" style="color:#999;">Unsubscribe</a> · Grocerun Ltd, 2 Seymour Avenue, Kingston 10</p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "breadnut-general",
    group: "regional",
    lang: "en",
    kind: "renewal-notice",
    code: null,
    link: null,
    from: "Breadnut General Insurance <renewals@breadnutgeneral.com.jm>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Motor policy MP-0337215 renews on 1 November 2026",
    date: "Thu, 01 Oct 2026 08:20:15 -0500",
    text: `Dear Mr. Campbell,

RENEWAL OF MOTOR INSURANCE - POLICY MP-0337215

Your comprehensive private motor policy for 2019 Toyota Axio, registration 7403 HX,
expires at midnight on 31 October 2026. Your renewal terms are attached.

  Sum insured:                  $2,450,000.00
  Premium (incl. GCT):          $161,884.50
  No-claim discount:            40% (unchanged)
  Excess (own damage):          $60,000.00
  Windscreen cover:             up to $150,000.00

Pay at any Breadnut General branch, through your broker, by bank transfer, or by
card in the Breadnut app. A certificate of insurance will be issued once payment is
received. Driving without a valid certificate is an offence under the Motor Vehicles
Insurance (Third-Party Risks) Act.

Your broker: Island Shield Brokers Ltd, 876-929-3341

Yours faithfully,
Renewals Department
Breadnut General Insurance Company Limited
`,
    html: card(
      "#eef0f4",
      `<tr><td style="padding:20px 28px;border-bottom:1px solid #e0e3ea;"><img src="https://www.breadnutgeneral.com.jm/media/email/bgi-logo.png" alt="Breadnut General Insurance" width="190" height="46"></td></tr>`,
      `<tr><td style="padding:24px 28px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:23px;color:#262a33;">
${preheader("Renewal terms for 2019 Toyota Axio 7403 HX are attached.")}
<p>Dear Mr. Campbell,</p>
<p style="font-family:Arial,sans-serif;font-size:13px;font-weight:bold;letter-spacing:1px;color:#2d4a7a;">RENEWAL OF MOTOR INSURANCE - POLICY MP-0337215</p>
<p>Your comprehensive private motor policy for <b>2019 Toyota Axio, registration 7403 HX</b>, expires at midnight on <b>31 October 2026</b>. Your renewal terms are attached.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #e0e3ea;width:100%;">
<tr><td>Sum insured</td><td align="right">$2,450,000.00</td></tr>
<tr style="background:#f6f7fa;"><td>Premium (incl. GCT)</td><td align="right"><b>$161,884.50</b></td></tr>
<tr><td>No-claim discount</td><td align="right">40% (unchanged)</td></tr>
<tr style="background:#f6f7fa;"><td>Excess (own damage)</td><td align="right">$60,000.00</td></tr>
<tr><td>Windscreen cover</td><td align="right">up to $150,000.00</td></tr>
</table>
<p>Pay at any Breadnut General branch, through your broker, by bank transfer, or by card in the Breadnut app. A certificate of insurance will be issued once payment is received. Driving without a valid certificate is an offence under the Motor Vehicles Insurance (Third-Party Risks) Act.</p>
<p style="font-size:13px;">Your broker: Island Shield Brokers Ltd, 876-929-3341</p>
<p>Yours faithfully,<br>Renewals Department</p>
</td></tr>`,
      BG_FOOT,
    ),
    enc: "qp",
    attachment: [
      "Renewal_MP-0337215_2026.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "breadnut-general",
    group: "regional",
    lang: "en",
    kind: "confirm-email-change",
    code: null,
    link: "https://portal.breadnutgeneral.com.jm/account/email/confirm/3f1d9c7e-52aa-4b08-9e61-c4a0d27b6e15",
    from: "Breadnut General Insurance <noreply@breadnutgeneral.com.jm>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Please confirm your new e-mail address",
    date: "Wed, 04 Nov 2026 20:11:43 -0500",
    text: `Dear Devon Campbell,

You asked to change the e-mail address on your Breadnut General online account
(client no. C-118702) to campbell.household@inbox.example.

Confirm the change:
https://portal.breadnutgeneral.com.jm/account/email/confirm/3f1d9c7e-52aa-4b08-9e61-c4a0d27b6e15

Policy documents, renewal notices and claim updates will go to the new address once
you confirm. If you did not ask for this change, do not click the link and call us
on 876-960-2288.
`,
    html: card(
      "#eef0f4",
      `<tr><td style="padding:20px 28px;border-bottom:1px solid #e0e3ea;"><img src="https://www.breadnutgeneral.com.jm/media/email/bgi-logo.png" alt="Breadnut General Insurance" width="190" height="46"></td></tr>`,
      `<tr><td style="padding:24px 28px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#262a33;">
<p>Dear Devon Campbell,</p>
<p>You asked to change the e-mail address on your Breadnut General online account (client no. C-118702) to <b>campbell.household@inbox.example</b>.</p>
${
        button(
          "https://portal.breadnutgeneral.com.jm/account/email/confirm/3f1d9c7e-52aa-4b08-9e61-c4a0d27b6e15",
          "Confirm the change",
          "#2d4a7a",
        )
      }
<p style="font-size:13px;color:#5a6070;">Policy documents, renewal notices and claim updates will go to the new address once you confirm. If you did not ask for this change, do not click the button and call us on 876-960-2288.</p>
</td></tr>`,
      BG_FOOT,
    ),
  },
  {
    family: "aerocigua",
    group: "consumer",
    lang: "es",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Aerocigua <reservas@aerocigua.com.do>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Confirmación de reserva Q7MX4P – Kingston ⇄ Santo Domingo",
    date: "Mon, 28 Sep 2026 17:25:06 -0400",
    text: `AEROCIGUA - CONFIRMACIÓN DE RESERVA

Código de reserva: Q7MX4P
Pasajeros: CAMPBELL/MARCIA MRS · CAMPBELL/DEVON MR

IDA   Jue 12 nov 2026  CG 418  Kingston (KIN) 07:40 -> Santo Domingo (SDQ) 10:05
VUELTA Dom 15 nov 2026 CG 419  Santo Domingo (SDQ) 16:30 -> Kingston (KIN) 17:00

Tarifa Clásica · 1 maleta de 23 kg por pasajero
Total pagado: USD 642.40 (Mastercard •••• 5519)
Boletos electrónicos: 517-2401188734, 517-2401188735

El check-in en línea abre 24 horas antes de la salida. Recuerda completar el
formulario e-Ticket de migración de la República Dominicana antes de viajar.

Administra tu reserva: https://www.aerocigua.com.do/mi-reserva
Centro de llamadas: +1 809 200 4418
`,
    html: `<!doctype html><html lang="es"><body style="margin:0;background:#e8f1f8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#004e89;padding:18px 24px;"><img src="https://www.aerocigua.com.do/static/mail/logo-blanco.png" alt="Aerocigua" width="140"></td></tr>
<tr><td style="padding:22px 24px;color:#1c2a39;font-size:14px;line-height:20px;">
${preheader("Kingston ⇄ Santo Domingo · 12-15 nov 2026")}
<p style="font-size:20px;margin:0 0 4px 0;">¡Tu reserva está confirmada!</p>
<p style="margin:0 0 16px 0;color:#5b6b7b;">Código de reserva <b style="font-size:18px;color:#004e89;">Q7MX4P</b></p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d7e3ee;font-size:13px;">
<tr style="background:#f2f7fb;"><td><b>IDA</b> · Jue 12 nov 2026 · CG 418</td><td align="right">KIN 07:40 &rarr; SDQ 10:05</td></tr>
<tr><td><b>VUELTA</b> · Dom 15 nov 2026 · CG 419</td><td align="right">SDQ 16:30 &rarr; KIN 17:00</td></tr>
</table>
<p style="font-size:13px;">Pasajeros: CAMPBELL/MARCIA MRS · CAMPBELL/DEVON MR<br>Tarifa Clásica · 1 maleta de 23 kg por pasajero<br>Total pagado: <b>USD 642.40</b> (Mastercard •••• 5519)<br>Boletos electrónicos: 517-2401188734, 517-2401188735</p>
<p style="font-size:13px;">El check-in en línea abre 24 horas antes de la salida. Recuerda completar el formulario e-Ticket de migración de la República Dominicana antes de viajar.</p>
<p><a href="https://www.aerocigua.com.do/mi-reserva" style="color:#004e89;font-weight:bold;">Administrar mi reserva</a> &nbsp; <a href="https://www.aerocigua.com.do/equipaje" style="color:#004e89;">Equipaje</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#889;background:#f7f9fb;">Aerocigua, S.A. · Av. Winston Churchill 1099, Santo Domingo · +1 809 200 4418 · © 2026</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "aerocigua",
    group: "consumer",
    lang: "es",
    kind: "verify-code",
    code: "905362",
    link: null,
    from: "Cigua Millas <millas@aerocigua.com.do>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Tu código para Cigua Millas",
    date: "Tue, 29 Sep 2026 07:12:40 -0400",
    text: `Hola Marcia,

Para terminar de crear tu cuenta Cigua Millas, ingresa este código en la página donde
te registraste:

905362

El código vence en 15 minutos.

Si no solicitaste este código, puedes ignorar este correo.

Aerocigua · Cigua Millas
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;">
<div style="max-width:480px;margin:0 auto;padding:28px 20px;color:#1c2a39;">
<img src="https://www.aerocigua.com.do/static/mail/cigua-millas.png" alt="Cigua Millas" width="150">
<p style="font-size:15px;margin-top:24px;">Hola Marcia,</p>
<p style="font-size:15px;">Para terminar de crear tu cuenta Cigua Millas, ingresa este código en la página donde te registraste:</p>
<div style="background:#f2f7fb;border-radius:8px;padding:18px;text-align:center;font-size:32px;letter-spacing:8px;font-weight:bold;color:#004e89;">905362</div>
<p style="font-size:13px;color:#5b6b7b;">El código vence en 15 minutos. Si no solicitaste este código, puedes ignorar este correo.</p>
<p style="font-size:11px;color:#99a;border-top:1px solid #eee;padding-top:12px;"><a href="https://www.aerocigua.com.do/privacidad" style="color:#99a;">Privacidad</a> · <a href="https://www.aerocigua.com.do/millas/terminos" style="color:#99a;">Términos del programa</a></p>
</div></body></html>`,
    enc: "b64",
  },
  {
    family: "gordon-town-moravian",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Gordon Town Moravian Church <office@gordontownmoravian.org>",
    to: "Campbell Family <campbell.household@inbox.example>",
    subject: "Church Bulletin – Harvest Sunday, October 11",
    date: "Fri, 09 Oct 2026 18:40:00 -0500",
    text: `GORDON TOWN MORAVIAN CHURCH
Weekly Bulletin - 20th Sunday after Pentecost / Harvest Sunday

SUNDAY, OCTOBER 11
  7:00 a.m.  Early Service (Holy Communion)
 10:00 a.m.  Harvest Thanksgiving Service - Preacher: Rev. Dr. Lorna Gayle
  3:00 p.m.  Harvest Sale in the churchyard (yam, breadfruit, cakes, pudding)

THIS WEEK
  Tue 6:30 p.m.  Prayer meeting (also on WhatsApp video)
  Wed 5:00 p.m.  Youth Fellowship
  Sat 9:00 a.m.  Clean-up of the cemetery - walk with cutlass and gloves

Harvest produce can be dropped off at the church hall from Friday 4:00 p.m.

PASTORAL CARE: please remember in prayer Sis. Hyacinth Morgan (KPH) and
Bro. Clive Lindo, recovering at home.

Building fund: we have raised $1,284,500 toward the new roof. Contributions can be
made at the office or by transfer to the church's account (ask the treasurer).

The Church Office, Gordon Town Road, St. Andrew · 876-927-1188
"Let everything that has breath praise the Lord." - Psalm 150:6
`,
    html: null,
  },
  {
    family: "gordon-town-moravian",
    group: "regional",
    lang: "jam",
    kind: "event-notice",
    code: null,
    link: null,
    from: "Gordon Town Moravian Youth <youth@gordontownmoravian.org>",
    to: "Campbell Family <campbell.household@inbox.example>",
    subject: "Yout Fellowship: Gospel Concert an Fish Fry – Satideh 31 Oktoba",
    date: "Sat, 24 Oct 2026 12:15:22 -0500",
    text: `Wah gwaan, church family!

Di Yout Fellowship a keep wi gospel concert an fish fry pon Satideh 31 Oktoba,
from 5 o'clock a evenin, inna di church yaad a Gordon Town.

Wha fi expek:
 - Choir dem from Mavis Bank, Papine an Gordon Town
 - Fry fish, festival an bammy - $1,200 a plate
 - Sorrel an ginger beer fi sell
 - Pickney corner wid face painting

All di money weh wi raise a go to di roof fund. If yuh can help wid di cookin or
yuh waan sponsor a plate fi one a di elderly member dem, call Sista Tanya pon
876-381-2207.

Kum wid yuh family an yuh fren dem. No fuget yuh umbrella - rain can fall!

Bless up,
Yout Fellowship, Gordon Town Moravian Church
`,
    html: `<html><body style="margin:0;background:#fdf6e3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:2px solid #2e7d32;">
<tr><td><img src="https://gordontownmoravian.org/wp-content/uploads/2026/10/fishfry-flyer.jpg" width="556" alt="Gospel Concert an Fish Fry - Satideh 31 Oktoba, 5 p.m." style="display:block;"></td></tr>
<tr><td style="padding:18px 22px;font-family:Verdana,sans-serif;font-size:14px;line-height:21px;color:#333;">
<p><b>Wah gwaan, church family!</b></p>
<p>Di Yout Fellowship a keep wi gospel concert an fish fry pon <b>Satideh 31 Oktoba</b>, from 5 o'clock a evenin, inna di church yaad a Gordon Town.</p>
<p><b>Wha fi expek:</b></p>
<ul><li>Choir dem from Mavis Bank, Papine an Gordon Town</li><li>Fry fish, festival an bammy - $1,200 a plate</li><li>Sorrel an ginger beer fi sell</li><li>Pickney corner wid face painting</li></ul>
<p>All di money weh wi raise a go to di roof fund. If yuh can help wid di cookin or yuh waan sponsor a plate fi one a di elderly member dem, call Sista Tanya pon 876-381-2207.</p>
<p>Kum wid yuh family an yuh fren dem. No fuget yuh umbrella - rain can fall!</p>
<p>Bless up,<br>Yout Fellowship, Gordon Town Moravian Church</p>
</td></tr>
<tr><td style="padding:10px 22px;background:#2e7d32;font-family:Verdana,sans-serif;font-size:11px;color:#e8f5e9;">Gordon Town Road, St. Andrew · 876-927-1188 · <a href="https://www.facebook.com/gordontownmoravian" style="color:#fff;">Facebook</a> · <a href="https://gordontownmoravian.org/unsubscribe?list=youth" style="color:#fff;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- SkoolTrak, Yaadflix, Karukera Mobile, Madinina Voyages

const ST_FOOT =
  `<tr><td style="padding:18px 24px;font-family:Arial,sans-serif;font-size:11px;color:#94a3b8;text-align:center;">
SkoolTrak is used by Tamarind Hill Preparatory School, 3 Tamarind Hill Drive, Kingston 8.<br>
<a href="https://skooltrak.com/help" style="color:#94a3b8;">Help centre</a> · <a href="https://skooltrak.com/privacy" style="color:#94a3b8;">Privacy</a> · <a href="https://app.skooltrak.com/settings/notifications" style="color:#94a3b8;">Notification settings</a><br>
<a href="https://apps.apple.com/app/skooltrak/id1490022315"><img src="https://skooltrak.com/mail/badge-ios.png" alt="Download on the App Store" width="100" style="margin-top:8px;"></a> <a href="https://play.google.com/store/apps/details?id=com.skooltrak.parent"><img src="https://skooltrak.com/mail/badge-android.png" alt="Get it on Google Play" width="100" style="margin-top:8px;"></a>
</td></tr>`;

const batch6: Mail[] = [
  {
    family: "skooltrak",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.skooltrak.com/i/THPS-7QK2Z9?src=email",
    from: "SkoolTrak <noreply@skooltrak.com>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Tamarind Hill Prep invited you to follow Keisha Campbell on SkoolTrak",
    date: "Mon, 07 Sep 2026 09:30:12 -0500",
    text: `Hello Mrs. Campbell,

Tamarind Hill Preparatory School has invited you to SkoolTrak as a parent of:

  Keisha Campbell - Grade 5 (Class 5R, Mrs. Annette Reid)

With SkoolTrak you get homework, class notices, attendance, fee statements and
messages from Keisha's teachers in one place.

Accept the invitation and set up your parent account:
https://app.skooltrak.com/i/THPS-7QK2Z9?src=email

This invitation was sent by the school office (876-925-6610) and expires in 14 days.
If you are not Keisha's parent or guardian, please let the school know.
`,
    html: card(
      "#f1f5f9",
      `<tr><td style="padding:20px 24px;border-bottom:1px solid #e2e8f0;"><table width="100%"><tr><td><img src="https://skooltrak.com/mail/skooltrak-logo.png" alt="SkoolTrak" width="112"></td><td align="right"><img src="https://cdn.skooltrak.com/schools/thps/crest-64.png" alt="Tamarind Hill Preparatory School" width="40" height="40"></td></tr></table></td></tr>`,
      `<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#0f172a;">
${preheader("Follow Keisha's homework, notices and attendance.")}
<p>Hello Mrs. Campbell,</p>
<p>Tamarind Hill Preparatory School has invited you to SkoolTrak as a parent of:</p>
<table cellpadding="10" cellspacing="0" style="background:#f8fafc;border:1px solid #e2e8f0;border-radius:8px;width:100%;"><tr>
<td width="48"><div style="width:40px;height:40px;border-radius:20px;background:#7c3aed;color:#fff;text-align:center;line-height:40px;font-weight:bold;">KC</div></td>
<td style="font-size:14px;"><b>Keisha Campbell</b><br><span style="color:#64748b;">Grade 5 · Class 5R · Mrs. Annette Reid</span></td></tr></table>
<p>With SkoolTrak you get homework, class notices, attendance, fee statements and messages from Keisha's teachers in one place.</p>
${button("https://app.skooltrak.com/i/THPS-7QK2Z9?src=email", "Accept invitation", "#7c3aed")}
<p style="font-size:13px;color:#64748b;">This invitation was sent by the school office (876-925-6610) and expires in 14 days. If you are not Keisha's parent or guardian, please let the school know.</p>
</td></tr>`,
      ST_FOOT,
    ),
    enc: "qp",
  },
  {
    family: "skooltrak",
    group: "consumer",
    lang: "en",
    kind: "school-notice",
    code: null,
    link: null,
    from: "Tamarind Hill Prep via SkoolTrak <notices@skooltrak.com>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Notice: Mid-term break, PEP mock exams and Sports Day",
    date: "Thu, 08 Oct 2026 14:02:59 -0500",
    text: `Tamarind Hill Preparatory School - Notice to Parents (Grades 4-6)

Dear Parents and Guardians,

1. MID-TERM BREAK: School will be closed on Friday 16 and Monday 19 October
   (National Heroes Day). Classes resume Tuesday 20 October at 7:45 a.m.

2. PEP MOCK EXAMS (Grade 5 and 6): Tuesday 27 to Thursday 29 October. Students
   should bring two HB pencils, an eraser, a ruler and a protractor. No calculators.

3. SPORTS DAY: Saturday 7 November at the Mona Bowl, 8:00 a.m. Houses: Blue Mahoe
   (blue), Lignum Vitae (purple), Doctor Bird (green), Ackee (red). Tuck shop open;
   please send your child with a water bottle and a hat.

4. SECOND INSTALMENT of fees ($96,500) is due by 30 October. Statements are in the
   app under Fees.

Thank you for your continued support.

Mrs. Joan Whitely-Clarke, Principal

View in SkoolTrak: https://app.skooltrak.com/n/THPS/88213
`,
    html: `<html><body style="margin:0;background:#f1f5f9;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:16px 24px;background:#4c1d95;color:#fff;font-family:Arial,sans-serif;font-size:14px;"><b>Tamarind Hill Preparatory School</b> · Notice to Parents (Grades 4-6)</td></tr>
<tr><td style="padding:22px 24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#0f172a;">
<p>Dear Parents and Guardians,</p>
<p><b>1. Mid-term break:</b> School will be closed on Friday 16 and Monday 19 October (National Heroes Day). Classes resume Tuesday 20 October at 7:45 a.m.</p>
<p><b>2. PEP mock exams (Grade 5 and 6):</b> Tuesday 27 to Thursday 29 October. Students should bring two HB pencils, an eraser, a ruler and a protractor. No calculators.</p>
<p><b>3. Sports Day:</b> Saturday 7 November at the Mona Bowl, 8:00 a.m. Houses: Blue Mahoe (blue), Lignum Vitae (purple), Doctor Bird (green), Ackee (red). Tuck shop open; please send your child with a water bottle and a hat.</p>
<p><b>4. Second instalment</b> of fees ($96,500) is due by 30 October. Statements are in the app under Fees.</p>
<p>Thank you for your continued support.</p>
<p>Mrs. Joan Whitely-Clarke, Principal</p>
<p><a href="https://app.skooltrak.com/n/THPS/88213" style="color:#7c3aed;">View in SkoolTrak</a></p>
</td></tr>
${ST_FOOT}
</table></td></tr></table></body></html>`,
  },
  {
    family: "yaadflix",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.yaadflix.com/e/c/eyJsIjoiaHR0cHM6Ly93d3cueWFhZGZsaXguY29tL2pvaW4vaDlLMnBYIn0/7b3e",
    from: "Yaadflix <info@mail.yaadflix.com>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Paulette wants you on her Yaadflix Family plan",
    date: "Sun, 20 Sep 2026 20:33:18 -0400",
    text: `Paulette Grant invited you to join her Yaadflix Family plan.

Watch Caribbean films, series, live cricket and dancehall concerts on your own
profile - at no extra cost to you. The Family plan has room for 5 members.

Join Paulette's plan:
https://links.yaadflix.com/e/c/eyJsIjoiaHR0cHM6Ly93d3cueWFhZGZsaXguY29tL2pvaW4vaDlLMnBYIn0/7b3e

The invitation expires on September 27, 2026.

Yaadflix Media Inc., 1200 Brickell Avenue, Miami, FL 33131
Help: https://help.yaadflix.com | Terms: https://www.yaadflix.com/terms
`,
    html: `<!doctype html><html><body style="margin:0;background:#111111;">
${preheader("Your own profile on Paulette's Family plan - no extra cost.")}
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111111;"><tr><td align="center" style="padding:26px 8px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding-bottom:18px;"><img src="https://assets.yaadflix.com/email/yaadflix-logo-gold.png" alt="YAADFLIX" width="150"></td></tr>
<tr><td><img src="https://assets.yaadflix.com/email/family-hero-2026.jpg" width="560" alt="Family plan" style="display:block;border-radius:10px 10px 0 0;"></td></tr>
<tr><td style="background:#1c1c1c;padding:26px;font-family:Helvetica,Arial,sans-serif;color:#eeeeee;font-size:15px;line-height:23px;border-radius:0 0 10px 10px;">
<p style="font-size:22px;font-weight:bold;color:#ffffff;margin:0 0 12px 0;">Paulette Grant invited you to her Family plan</p>
<p>Watch Caribbean films, series, live cricket and dancehall concerts on your own profile - at no extra cost to you. The Family plan has room for 5 members.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://links.yaadflix.com/e/c/eyJsIjoiaHR0cHM6Ly93d3cueWFhZGZsaXguY29tL2pvaW4vaDlLMnBYIn0/7b3e" style="background:#f5b700;color:#111;padding:14px 34px;border-radius:4px;text-decoration:none;font-weight:bold;">Join the plan</a></p>
<p style="font-size:12px;color:#9a9a9a;">The invitation expires on September 27, 2026.</p>
</td></tr>
<tr><td style="padding:18px 6px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#777;text-align:center;">Yaadflix Media Inc., 1200 Brickell Avenue, Miami, FL 33131<br>
<a href="https://links.yaadflix.com/e/c/aGVscA/11ac" style="color:#777;">Help</a> · <a href="https://links.yaadflix.com/e/c/dGVybXM/22bd" style="color:#777;">Terms</a> · <a href="https://links.yaadflix.com/e/c/cHJpdmFjeQ/33ce" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "yaadflix",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Yaadflix <billing@mail.yaadflix.com>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Your Yaadflix receipt – October 2026",
    date: "Tue, 20 Oct 2026 03:14:09 -0400",
    text: `Yaadflix - Receipt

Thanks for watching! Here is your receipt.

Plan: Yaadflix Standard (moved from Family member on Oct 18, 2026)
Period: Oct 20, 2026 - Nov 19, 2026
Amount: USD 6.99
Paid with: Visa ending in 2208
Invoice: YF-INV-2026-10-3309871

Next payment: Nov 20, 2026

Manage your plan: https://www.yaadflix.com/account
Yaadflix Media Inc., 1200 Brickell Avenue, Miami, FL 33131
`,
    html: null,
  },
  {
    family: "karukera-mobile",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "583201",
    link: null,
    from: "Karukera Mobile <ne-pas-repondre@karukera-mobile.gp>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Votre code de connexion à l’Espace Client",
    date: "Wed, 16 Sep 2026 11:27:45 -0400",
    text: `Bonjour,

Voici votre code de connexion à l'Espace Client Karukera Mobile :

583 201

Ce code est valable 10 minutes. Ne le communiquez à personne : nos conseillers ne
vous le demanderont jamais.

Vous n'êtes pas à l'origine de cette demande ? Ignorez ce message.

Karukera Mobile - Immeuble Le Raizet, 97139 Les Abymes, Guadeloupe
Service client : 3960 (depuis une ligne Karukera) ou +590 590 21 40 40
`,
    html: `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 24px;background:#e30074;"><img src="https://www.karukera-mobile.gp/medias/mail/logo-blanc.png" alt="Karukera Mobile" width="150"></td></tr>
<tr><td style="padding:26px 24px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#333;">
<p>Bonjour,</p>
<p>Voici votre code de connexion à l'Espace Client Karukera Mobile :</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:5px;color:#e30074;margin:20px 0;">583&nbsp;201</p>
<p>Ce code est valable <b>10 minutes</b>. Ne le communiquez à personne : nos conseillers ne vous le demanderont jamais.</p>
<p style="font-size:13px;color:#777;">Vous n'êtes pas à l'origine de cette demande ? Ignorez ce message.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f9f9f9;font-family:Arial,sans-serif;font-size:11px;color:#888;">Karukera Mobile - Immeuble Le Raizet, 97139 Les Abymes, Guadeloupe<br>Service client : 3960 (depuis une ligne Karukera) ou +590 590 21 40 40<br><a href="https://www.karukera-mobile.gp/mentions-legales" style="color:#888;">Mentions légales</a> · <a href="https://www.karukera-mobile.gp/donnees-personnelles" style="color:#888;">Données personnelles</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "karukera-mobile",
    group: "regional",
    lang: "fr",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Karukera Mobile <ne-pas-repondre@karukera-mobile.gp>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Confirmation de votre recharge de 20,00 €",
    date: "Wed, 16 Sep 2026 11:31:02 -0400",
    text: `Bonjour,

Votre recharge a bien été prise en compte.

Ligne : 0690 •• •• 57
Recharge : 20,00 € - Pass Caraïbes 10 Go (30 jours)
Valable jusqu'au : 16/10/2026
Paiement : carte Mastercard se terminant par 5519
Référence de transaction : RCH-2609-1642-77
Date : 16/09/2026 à 11:30

Votre Pass Caraïbes fonctionne aussi en Martinique, en Guyane, à Saint-Martin,
à Saint-Barthélemy et en Dominique, sans surcoût.

Karukera Mobile - Service client 3960
`,
    html: `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#f4f4f4;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 24px;background:#e30074;"><img src="https://www.karukera-mobile.gp/medias/mail/logo-blanc.png" alt="Karukera Mobile" width="150"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#333;">
<p>Bonjour,</p>
<p>Votre recharge a bien été prise en compte.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td style="color:#777;">Ligne</td><td>0690 •• •• 57</td></tr>
<tr style="background:#fafafa;"><td style="color:#777;">Recharge</td><td><b>20,00 €</b> - Pass Caraïbes 10 Go (30 jours)</td></tr>
<tr><td style="color:#777;">Valable jusqu'au</td><td>16/10/2026</td></tr>
<tr style="background:#fafafa;"><td style="color:#777;">Paiement</td><td>Mastercard se terminant par 5519</td></tr>
<tr><td style="color:#777;">Référence</td><td>RCH-2609-1642-77</td></tr>
<tr style="background:#fafafa;"><td style="color:#777;">Date</td><td>16/09/2026 à 11:30</td></tr>
</table>
<p style="font-size:13px;">Votre Pass Caraïbes fonctionne aussi en Martinique, en Guyane, à Saint-Martin, à Saint-Barthélemy et en Dominique, sans surcoût.</p>
<p><a href="https://www.karukera-mobile.gp/espace-client/conso" style="color:#e30074;">Suivre ma consommation</a></p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f9f9f9;font-size:11px;color:#888;">Karukera Mobile - Immeuble Le Raizet, 97139 Les Abymes · <a href="https://www.karukera-mobile.gp/mentions-legales" style="color:#888;">Mentions légales</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "madinina-voyages",
    group: "consumer",
    lang: "fr",
    kind: "travel-quote",
    code: null,
    link: null,
    from: "Madinina Voyages <contact@madinina-voyages.mq>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Votre devis n° DV-26-0419 – Séjour Carnaval Martinique 2027",
    date: "Fri, 30 Oct 2026 15:48:33 -0400",
    text: `Bonjour Madame Campbell,

Suite à notre échange téléphonique, voici notre proposition pour votre séjour en
Martinique pendant le Carnaval 2027.

Devis n° DV-26-0419 (valable jusqu'au 20 novembre 2026)

  Dates : du samedi 6 au samedi 13 février 2027 (7 nuits)
  Voyageurs : 2 adultes
  Hébergement : Résidence Les Flamboyants, Les Trois-Îlets - studio vue mer
  Location de voiture : catégorie B, 7 jours, assurance incluse
  Transfert aéroport Aimé-Césaire -> résidence : inclus
  Soirée Vaval (mercredi des Cendres) : 2 places en tribune, Fort-de-France

  Prix total : 2 185,00 € TTC (hors vols)

Les vols depuis Kingston ne sont pas compris ; nous pouvons vous proposer une
liaison via Saint-Domingue ou via Miami si vous le souhaitez.

Pour réserver, il suffit de nous répondre par e-mail ou de nous appeler. Un acompte
de 30 % sera demandé à la réservation.

Bien cordialement,

Sandrine Louis-Joseph
Conseillère voyages
Madinina Voyages - 12, rue Victor Hugo, 97200 Fort-de-France
Tél. +596 596 63 18 22 - IM 972120004
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Casa Ozama, Kas di Kunuku, Maracatu Idiomas, Hakka association, Felicity mandir

const batch7: Mail[] = [
  {
    family: "casa-ozama-hostal",
    group: "consumer",
    lang: "es",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Casa Ozama Hostal Boutique <reservas@casaozama.com.do>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Reserva confirmada n.º 20261112-0871 · Casa Ozama, Zona Colonial",
    date: "Wed, 30 Sep 2026 12:09:51 -0400",
    text: `Estimada Sra. Campbell:

¡Gracias por elegir Casa Ozama! Su reserva está confirmada.

Reserva n.º: 20261112-0871
Llegada: jueves 12 de noviembre de 2026 (a partir de las 15:00)
Salida: domingo 15 de noviembre de 2026 (hasta las 12:00)
Habitación: Doble Superior con balcón a la calle Las Damas
Huéspedes: 2 adultos
Régimen: alojamiento y desayuno
Total: USD 387.00 (impuestos incluidos) - pagado con Mastercard •••• 5519

Cancelación gratuita hasta el 9 de noviembre. Después se cobra la primera noche.

Estamos a 25 minutos del Aeropuerto Internacional Las Américas. Podemos reservarle un
traslado privado por USD 35; solo responda a este correo con su número de vuelo.

Calle Las Damas 58, Zona Colonial, Santo Domingo, República Dominicana
Tel. / WhatsApp +1 809 685 2240
`,
    html: `<!doctype html><html lang="es"><body style="margin:0;background:#f5efe6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fffdf9;border:1px solid #e7dccb;">
<tr><td align="center" style="padding:22px;"><img src="https://casaozama.com.do/wp-content/uploads/logo-casa-ozama.png" alt="Casa Ozama Hostal Boutique" width="180"></td></tr>
<tr><td><img src="https://casaozama.com.do/wp-content/uploads/patio-1160.jpg" width="578" alt="El patio de Casa Ozama" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-family:Georgia,serif;font-size:15px;line-height:23px;color:#3b3024;">
<p>Estimada Sra. Campbell:</p>
<p>¡Gracias por elegir Casa Ozama! Su reserva está confirmada.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #e7dccb;border-bottom:1px solid #e7dccb;">
<tr><td style="color:#8a7a66;">Reserva n.º</td><td>20261112-0871</td></tr>
<tr><td style="color:#8a7a66;">Llegada</td><td>jueves 12 de noviembre de 2026 (a partir de las 15:00)</td></tr>
<tr><td style="color:#8a7a66;">Salida</td><td>domingo 15 de noviembre de 2026 (hasta las 12:00)</td></tr>
<tr><td style="color:#8a7a66;">Habitación</td><td>Doble Superior con balcón a la calle Las Damas</td></tr>
<tr><td style="color:#8a7a66;">Huéspedes</td><td>2 adultos · alojamiento y desayuno</td></tr>
<tr><td style="color:#8a7a66;">Total</td><td><b>USD 387.00</b> (impuestos incluidos) - Mastercard •••• 5519</td></tr>
</table>
<p style="font-size:13px;">Cancelación gratuita hasta el 9 de noviembre. Después se cobra la primera noche.</p>
<p style="font-size:13px;">Estamos a 25 minutos del Aeropuerto Internacional Las Américas. Podemos reservarle un traslado privado por USD 35; solo responda a este correo con su número de vuelo.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#3b3024;font-family:Arial,sans-serif;font-size:11px;color:#e7dccb;">Calle Las Damas 58, Zona Colonial, Santo Domingo · Tel. / WhatsApp <a href="https://wa.me/18096852240" style="color:#fff;">+1 809 685 2240</a> · <a href="https://www.instagram.com/casaozama" style="color:#fff;">Instagram</a> · <a href="https://casaozama.com.do/como-llegar" style="color:#fff;">Cómo llegar</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "casa-ozama-hostal",
    group: "consumer",
    lang: "es",
    kind: "stay-invoice",
    code: null,
    link: null,
    from: "Casa Ozama Hostal Boutique <facturacion@casaozama.com.do>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Factura de su estadía – Casa Ozama",
    date: "Sun, 15 Nov 2026 11:40:26 -0400",
    text: `Estimada Sra. Campbell:

Gracias por su visita. Adjuntamos el detalle de su estadía.

Factura (NCF): B0200004418
Reserva n.º: 20261112-0871
  3 noches, Doble Superior con desayuno     USD 387.00
  Traslado aeropuerto (12/11)               USD  35.00
  Minibar y bar del patio                   USD  22.50
  Total                                     USD 444.50
  Pagado (Mastercard •••• 5519)             USD 444.50
  Saldo                                     USD   0.00

Nos encantaría conocer su opinión; puede dejarnos una reseña en Google o TripAdvisor.

¡Hasta pronto!
Casa Ozama Hostal Boutique · RNC 1-31-88204-6
Calle Las Damas 58, Zona Colonial, Santo Domingo
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Factura_B0200004418.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "kas-di-kunuku",
    group: "consumer",
    lang: "nl",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Kas di Kunuku Curaçao <info@kasdikunuku.cw>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Bevestiging van uw boeking – Kas di Kunuku, Westpunt",
    date: "Sat, 10 Oct 2026 10:17:08 -0400",
    text: `Beste mevrouw Campbell,

Hartelijk dank voor uw boeking bij Kas di Kunuku. Hierbij bevestigen wij uw verblijf.

Boekingsnummer: KDK-2026-1187
Aankomst:       vrijdag 18 december 2026, inchecken vanaf 15.00 uur
Vertrek:        dinsdag 29 december 2026, uitchecken tot 11.00 uur
Accommodatie:   Kunuku-huisje "Shon Mosa" (2 slaapkamers, max. 4 personen)
Gasten:         2 volwassenen, 1 kind (11 jaar)
Totaalbedrag:   USD 1.540,00 (incl. 7% toeristenbelasting)
Aanbetaling:    USD 462,00 ontvangen op 10-10-2026
Restbedrag:     USD 1.078,00, te voldoen uiterlijk 18-11-2026

Het restbedrag kunt u overmaken naar rekening 5500-221-08 bij Banco di Kòrsou
Noord, o.v.v. het boekingsnummer.

Vanaf Hato Airport is het ongeveer 45 minuten rijden. Wij raden een huurauto aan;
Westpunt heeft weinig openbaar vervoer.

Met vriendelijke groet,
Ivette en Roderick Martina
Kas di Kunuku - Kaya Playa Grandi 3, Westpunt, Curaçao
Tel. +599 9 864 1177
`,
    html: `<html><body style="margin:0;background:#f0f7f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;">
<tr><td style="padding:20px 26px;background:#1f7a68;font-family:Trebuchet MS,Arial,sans-serif;font-size:22px;color:#fff;">Kas di Kunuku <span style="font-size:13px;color:#cdeee6;">· Westpunt, Curaçao</span></td></tr>
<tr><td style="padding:22px 26px;font-family:Trebuchet MS,Arial,sans-serif;font-size:14px;line-height:21px;color:#24332f;">
<p>Beste mevrouw Campbell,</p>
<p>Hartelijk dank voor uw boeking bij Kas di Kunuku. Hierbij bevestigen wij uw verblijf.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;background:#f6fbf9;">
<tr><td style="color:#5d7a72;">Boekingsnummer</td><td>KDK-2026-1187</td></tr>
<tr><td style="color:#5d7a72;">Aankomst</td><td>vrijdag 18 december 2026, inchecken vanaf 15.00 uur</td></tr>
<tr><td style="color:#5d7a72;">Vertrek</td><td>dinsdag 29 december 2026, uitchecken tot 11.00 uur</td></tr>
<tr><td style="color:#5d7a72;">Accommodatie</td><td>Kunuku-huisje "Shon Mosa" (2 slaapkamers, max. 4 personen)</td></tr>
<tr><td style="color:#5d7a72;">Gasten</td><td>2 volwassenen, 1 kind (11 jaar)</td></tr>
<tr><td style="color:#5d7a72;">Totaalbedrag</td><td>USD 1.540,00 (incl. 7% toeristenbelasting)</td></tr>
<tr><td style="color:#5d7a72;">Aanbetaling</td><td>USD 462,00 ontvangen op 10-10-2026</td></tr>
<tr><td style="color:#5d7a72;">Restbedrag</td><td><b>USD 1.078,00</b>, uiterlijk 18-11-2026</td></tr>
</table>
<p>Het restbedrag kunt u overmaken naar rekening 5500-221-08 bij Banco di Kòrsou Noord, o.v.v. het boekingsnummer.</p>
<p>Vanaf Hato Airport is het ongeveer 45 minuten rijden. Wij raden een huurauto aan; Westpunt heeft weinig openbaar vervoer.</p>
<p>Met vriendelijke groet,<br>Ivette en Roderick Martina</p>
</td></tr>
<tr><td style="padding:12px 26px;border-top:1px solid #e3efeb;font-family:Arial,sans-serif;font-size:11px;color:#7d948e;">Kaya Playa Grandi 3, Westpunt, Curaçao · Tel. +599 9 864 1177 · <a href="https://www.kasdikunuku.cw" style="color:#1f7a68;">www.kasdikunuku.cw</a> · <a href="https://www.kasdikunuku.cw/huisregels" style="color:#1f7a68;">Huisregels</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kas-di-kunuku",
    group: "consumer",
    lang: "pap",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Kas di Kunuku Curaçao <info@kasdikunuku.cw>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Danki! Nos a risibí bo pago – KDK-2026-1187",
    date: "Tue, 17 Nov 2026 09:02:33 -0400",
    text: `Bon dia Marcia,

Danki pa bo pago! Nos a risibí e restu di USD 1.078,00 pa bo reservashon
KDK-2026-1187. Awor bo reservashon ta kompletamente pagá.

Kunuku-huisje "Shon Mosa"
Yegada: djabièrnè 18 di desèmber 2026, for di 3'or di atardi
Salida: djárason 29 di desèmber 2026, promé ku 11'or di mainta

Algun informashon pa boso yegada:
- Si boso yega mas lat ku 8'or di anochi, manda un mensahe riba WhatsApp
  +599 9 864 1177 i nos ta laga e yabi den e kashi na porta.
- E kaminda for di Hato ta mas o ménos 45 minüt. Sigui e kaminda pa Westpunt.
- Den e kas tin awa friu, kòfi, pan i fruta pa e promé mainta.
- Playa Grandi i Playa Kalki ta na 5 minüt kana.

Nos ta warda boso ku smak!

Ivette i Roderick
Kas di Kunuku - Kaya Playa Grandi 3, Westpunt, Kòrsou
`,
    html: null,
    enc: "qp",
  },
  {
    family: "maracatu-idiomas",
    group: "consumer",
    lang: "pt",
    kind: "enrolment-receipt",
    code: null,
    link: null,
    from: "Maracatu Idiomas <secretaria@maracatuidiomas.com.br>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Matrícula confirmada – Português para Estrangeiros A2 (online)",
    date: "Wed, 23 Sep 2026 14:55:10 -0300",
    text: `Olá, Marcia!

Sua matrícula foi confirmada. Seja bem-vinda à Maracatu Idiomas!

Curso: Português para Estrangeiros - Nível A2 (turma online T-A2-19)
Professora: Juliana Albuquerque
Aulas: terças e quintas, 19h00 às 20h30 (horário de Brasília) - 18h00 às 19h30 em Kingston
Início: 6 de outubro de 2026 · Término: 10 de dezembro de 2026 (20 aulas)
Investimento: R$ 1.180,00 em 2x de R$ 590,00 (cartão Visa final 2208)
Pedido: MI-2026-03318

O material didático em PDF será enviado pela professora na primeira semana.

Qualquer dúvida, fale com a secretaria pelo WhatsApp +55 81 3031-4470.

Abraços,
Equipe Maracatu Idiomas
Rua da Aurora, 295 - Boa Vista, Recife - PE, 50050-000
`,
    html: `<html><body style="margin:0;background:#fff8ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f1e2c9;">
<tr><td style="padding:18px 24px;background:#ffb703;"><img src="https://maracatuidiomas.com.br/email/logo.png" alt="Maracatu Idiomas" width="160"></td></tr>
<tr><td style="padding:24px;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:21px;color:#3d2f1a;">
<p>Olá, Marcia!</p>
<p>Sua matrícula foi confirmada. Seja bem-vinda à Maracatu Idiomas!</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#8c6d3f;">Curso</td><td>Português para Estrangeiros - Nível A2 (turma online T-A2-19)</td></tr>
<tr><td style="color:#8c6d3f;">Professora</td><td>Juliana Albuquerque</td></tr>
<tr><td style="color:#8c6d3f;">Aulas</td><td>terças e quintas, 19h00 às 20h30 (horário de Brasília) - 18h00 às 19h30 em Kingston</td></tr>
<tr><td style="color:#8c6d3f;">Período</td><td>6 de outubro a 10 de dezembro de 2026 (20 aulas)</td></tr>
<tr><td style="color:#8c6d3f;">Investimento</td><td>R$ 1.180,00 em 2x de R$ 590,00 (Visa final 2208)</td></tr>
<tr><td style="color:#8c6d3f;">Pedido</td><td>MI-2026-03318</td></tr>
</table>
<p>O material didático em PDF será enviado pela professora na primeira semana.</p>
<p>Qualquer dúvida, fale com a secretaria pelo <a href="https://wa.me/558130314470" style="color:#d97706;">WhatsApp +55 81 3031-4470</a>.</p>
<p>Abraços,<br>Equipe Maracatu Idiomas</p>
</td></tr>
<tr><td style="padding:12px 24px;font-family:Verdana,sans-serif;font-size:11px;color:#a08a66;background:#fffaf2;">Rua da Aurora, 295 - Boa Vista, Recife - PE, 50050-000 · <a href="https://maracatuidiomas.com.br/politica-de-privacidade" style="color:#a08a66;">Política de privacidade</a> · <a href="https://instagram.com/maracatuidiomas" style="color:#a08a66;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "maracatu-idiomas",
    group: "consumer",
    lang: "pt",
    kind: "class-reminder",
    code: null,
    link: null,
    from: "Juliana Albuquerque (Maracatu Idiomas) <juliana.albuquerque@maracatuidiomas.com.br>",
    to: "Turma T-A2-19 <campbell.household@inbox.example>",
    subject: "Lembrete: aula de hoje + link da sala",
    date: "Tue, 13 Oct 2026 10:21:47 -0300",
    text: `Oi, pessoal!

Lembrete da nossa aula de hoje (terça, 13/10), das 19h00 às 20h30 (Brasília).

Tema: "Na feira" - frutas, quantidades e preços. Tragam uma foto de uma feira ou
mercado da cidade de vocês para a conversa inicial!

Sala virtual (a mesma de sempre):
https://meet.salaviva.com.br/j/84120377651
ID da reunião: 841 2037 7651
Senha: feira13

Lição de casa para quinta: exercícios 4 a 7 da página 22 da apostila.

Até mais tarde!
Juliana
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "kingston-hakka-huiguan",
    group: "regional",
    lang: "zh",
    kind: "event-notice",
    code: null,
    link: null,
    from: "京士顿客家会馆 <secretary@kingstonhakka.org.jm>",
    to: "Campbell Family <campbell.household@inbox.example>",
    subject: "【通知】2026年中秋联欢晚会（9月26日）",
    date: "Sat, 12 Sep 2026 19:30:00 -0500",
    text: `各位会员及家属：

本会谨定于2026年9月26日（星期六）晚上6时30分，在会馆礼堂（Old Hope Road 133号）
举行中秋联欢晚会，敬请各位会员携眷出席。

节目安排：
  6:30 pm  签到、茶点
  7:00 pm  会长致辞
  7:20 pm  舞狮表演（青年组）、粤语及客家山歌演唱
  8:00 pm  晚宴（月饼、椰子糕、炸鱼、炒面等）
  9:00 pm  猜灯谜、抽奖

餐券：成人 JMD 3,500，12岁以下儿童 JMD 1,500。请于9月22日前向秘书处登记，
电话 876-927-3381（星期一至星期五上午9时至下午1时）。

欢迎会员邀请亲友参加。

京士顿客家会馆 秘书处
Kingston Hakka Association · 133 Old Hope Road, Kingston 6
`,
    html: `<html><body style="margin:0;background:#fff7f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:3px double #b71c1c;">
<tr><td align="center" style="padding:18px;background:#b71c1c;color:#ffd54f;font-family:'Microsoft YaHei','PingFang SC',sans-serif;font-size:22px;font-weight:bold;">京士顿客家会馆 · 中秋联欢晚会</td></tr>
<tr><td style="padding:22px 26px;font-family:'Microsoft YaHei','PingFang SC',sans-serif;font-size:15px;line-height:26px;color:#333;">
<p>各位会员及家属：</p>
<p>本会谨定于<b>2026年9月26日（星期六）晚上6时30分</b>，在会馆礼堂（Old Hope Road 133号）举行中秋联欢晚会，敬请各位会员携眷出席。</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td>6:30 pm</td><td>签到、茶点</td></tr>
<tr><td>7:00 pm</td><td>会长致辞</td></tr>
<tr><td>7:20 pm</td><td>舞狮表演（青年组）、粤语及客家山歌演唱</td></tr>
<tr><td>8:00 pm</td><td>晚宴（月饼、椰子糕、炸鱼、炒面等）</td></tr>
<tr><td>9:00 pm</td><td>猜灯谜、抽奖</td></tr>
</table>
<p>餐券：成人 JMD 3,500，12岁以下儿童 JMD 1,500。请于9月22日前向秘书处登记，电话 876-927-3381（星期一至星期五上午9时至下午1时）。</p>
<p>欢迎会员邀请亲友参加。</p>
<p style="text-align:right;">京士顿客家会馆 秘书处</p>
</td></tr>
<tr><td style="padding:10px 26px;font-family:Arial,sans-serif;font-size:11px;color:#999;border-top:1px solid #f0d0d0;">Kingston Hakka Association · 133 Old Hope Road, Kingston 6 · <a href="https://www.facebook.com/kingstonhakka" style="color:#b71c1c;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kingston-hakka-huiguan",
    group: "regional",
    lang: "zh",
    kind: "dues-receipt",
    code: null,
    link: null,
    from: "京士顿客家会馆 <treasurer@kingstonhakka.org.jm>",
    to: "Campbell Family <campbell.household@inbox.example>",
    subject: "收据：2026-2027年度会费",
    date: "Mon, 02 Nov 2026 13:12:45 -0500",
    text: `陈美玲（Marcia Campbell）会员：

兹收到您缴交的2026-2027年度家庭会费，谢谢！

收据编号：KHA-R-2026-0457
会员编号：F-0218
金额：JMD 8,000.00
付款方式：银行转账（11月2日）
有效期：2026年11月1日至2027年10月31日

另收到您为会馆屋顶维修基金的捐款 JMD 5,000.00，特此鸣谢。

如需正式收据正本，请到会馆办公室领取。

京士顿客家会馆 司库 李国华
Kingston Hakka Association · 133 Old Hope Road, Kingston 6 · 876-927-3381
`,
    html: null,
    enc: "b64",
  },
  {
    family: "felicity-mandir-sabha",
    group: "regional",
    lang: "hi",
    kind: "event-notice",
    code: null,
    link: null,
    from: "Felicity Shri Radha Krishna Mandir <sabha@felicitymandir.org.tt>",
    to: "Andre Campbell <campbell.household@inbox.example>",
    subject: "दिवाली समारोह 2026 – आप सादर आमंत्रित हैं",
    date: "Thu, 29 Oct 2026 18:05:11 -0400",
    text: `जय श्री कृष्ण!

फ़ेलिसिटी श्री राधा कृष्ण मंदिर सभा आप सभी को दिवाली समारोह में सादर आमंत्रित करती है।

दिनांक: रविवार, 8 नवंबर 2026
समय: शाम 5:00 बजे से
स्थान: मंदिर प्रांगण, Pierre Road, Felicity, Chaguanas

कार्यक्रम:
  5:00  लक्ष्मी पूजा और हवन - पंडित रामदेव महाराज
  6:30  भजन और शास्त्रीय नृत्य (बाल विकास कक्षा के बच्चे)
  7:15  दीये जलाना - कृपया अपना दिया साथ लाएँ
  7:45  प्रसाद और भोजन (सोहारी, आलू चोखा, कद्दू, छोला, खीर)

विश्वविद्यालय के जो विद्यार्थी St. Augustine से आना चाहते हैं, उनके लिए शाम 4:00 बजे
गेट से मैक्सी-टैक्सी की व्यवस्था है। कृपया भैया दिनेश को 1 (868) 671-3390 पर बताएँ।

सेवा के लिए स्वयंसेवक चाहिए - खाना बनाने और सफ़ाई के लिए शनिवार 7 नवंबर दोपहर 2 बजे आएँ।

धन्यवाद,
मंदिर सभा, Felicity, Trinidad
`,
    html: `<html><body style="margin:0;background:#fff3e0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fffdf8;border:2px solid #ef6c00;">
<tr><td><img src="https://felicitymandir.org.tt/images/divali-2026-banner.jpg" width="576" alt="शुभ दिवाली 2026" style="display:block;"></td></tr>
<tr><td style="padding:20px 24px;font-family:'Noto Sans Devanagari','Mangal',sans-serif;font-size:15px;line-height:26px;color:#3e2723;">
<p><b>जय श्री कृष्ण!</b></p>
<p>फ़ेलिसिटी श्री राधा कृष्ण मंदिर सभा आप सभी को दिवाली समारोह में सादर आमंत्रित करती है।</p>
<p>दिनांक: <b>रविवार, 8 नवंबर 2026</b><br>समय: शाम 5:00 बजे से<br>स्थान: मंदिर प्रांगण, Pierre Road, Felicity, Chaguanas</p>
<table cellpadding="3" cellspacing="0" style="font-size:14px;">
<tr><td>5:00</td><td>लक्ष्मी पूजा और हवन - पंडित रामदेव महाराज</td></tr>
<tr><td>6:30</td><td>भजन और शास्त्रीय नृत्य (बाल विकास कक्षा के बच्चे)</td></tr>
<tr><td>7:15</td><td>दीये जलाना - कृपया अपना दिया साथ लाएँ</td></tr>
<tr><td>7:45</td><td>प्रसाद और भोजन (सोहारी, आलू चोखा, कद्दू, छोला, खीर)</td></tr>
</table>
<p>विश्वविद्यालय के जो विद्यार्थी St. Augustine से आना चाहते हैं, उनके लिए शाम 4:00 बजे गेट से मैक्सी-टैक्सी की व्यवस्था है। कृपया भैया दिनेश को 1 (868) 671-3390 पर बताएँ।</p>
<p>सेवा के लिए स्वयंसेवक चाहिए - खाना बनाने और सफ़ाई के लिए शनिवार 7 नवंबर दोपहर 2 बजे आएँ।</p>
<p>धन्यवाद,<br>मंदिर सभा, Felicity, Trinidad</p>
</td></tr>
<tr><td style="padding:10px 24px;background:#ef6c00;font-family:Arial,sans-serif;font-size:11px;color:#fff;">Felicity Shri Radha Krishna Mandir · Pierre Road, Felicity, Chaguanas · <a href="https://felicitymandir.org.tt" style="color:#fff;">felicitymandir.org.tt</a> · <a href="https://felicitymandir.org.tt/unsubscribe" style="color:#fff;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "felicity-mandir-sabha",
    group: "regional",
    lang: "hi",
    kind: "donation-receipt",
    code: null,
    link: null,
    from: "Felicity Shri Radha Krishna Mandir <treasurer@felicitymandir.org.tt>",
    to: "Andre Campbell <campbell.household@inbox.example>",
    subject: "दान की रसीद – धन्यवाद",
    date: "Tue, 10 Nov 2026 08:44:19 -0400",
    text: `प्रिय आंद्रे कैम्पबेल जी,

दिवाली समारोह के भोजन कोष में आपके दान के लिए हार्दिक धन्यवाद।

रसीद संख्या: FRKM/2026/1193
राशि: TTD 150.00
दिनांक: 8 नवंबर 2026
भुगतान: नकद

आपकी सेवा से 400 से अधिक भक्तों को प्रसाद मिला। भगवान आपको सुख और समृद्धि दें।

कोषाध्यक्ष, मंदिर सभा
Felicity Shri Radha Krishna Mandir, Pierre Road, Felicity, Chaguanas
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- a few more from the neighbours

const batch8: Mail[] = [
  {
    family: "madinina-voyages",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://espace.madinina-voyages.mq/compte/valider?jeton=9c2f61ad3b7e4d10a85f&utm_source=transactionnel",
    from: "Madinina Voyages <espace-client@madinina-voyages.mq>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Activez votre Espace Voyageur Madinina",
    date: "Mon, 02 Nov 2026 09:36:20 -0400",
    text: `Bonjour Marcia Campbell,

Vous venez de créer votre Espace Voyageur pour suivre le devis DV-26-0419 et,
plus tard, retrouver vos bons d'échange et carnets de voyage.

Pour valider votre adresse e-mail, ouvrez ce lien :
https://espace.madinina-voyages.mq/compte/valider?jeton=9c2f61ad3b7e4d10a85f&utm_source=transactionnel

Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce
message.

À très bientôt en Martinique !
L'équipe Madinina Voyages
12, rue Victor Hugo, 97200 Fort-de-France - +596 596 63 18 22
`,
    html: `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#eaf6fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 26px;"><img src="https://www.madinina-voyages.mq/img/logo-madinina.png" alt="Madinina Voyages" width="170"></td></tr>
<tr><td style="padding:0 26px 24px 26px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#123;">
<p>Bonjour Marcia Campbell,</p>
<p>Vous venez de créer votre <b>Espace Voyageur</b> pour suivre le devis DV-26-0419 et, plus tard, retrouver vos bons d'échange et carnets de voyage.</p>
${
      button(
        "https://espace.madinina-voyages.mq/compte/valider?jeton=9c2f61ad3b7e4d10a85f&amp;utm_source=transactionnel",
        "Valider mon adresse e-mail",
        "#0a8fbf",
      )
    }
<p style="font-size:13px;color:#667;">Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce message.</p>
<p>À très bientôt en Martinique !<br>L'équipe Madinina Voyages</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f3f9fc;font-family:Arial,sans-serif;font-size:11px;color:#889;border-radius:0 0 8px 8px;">12, rue Victor Hugo, 97200 Fort-de-France · +596 596 63 18 22 · Immatriculation Atout France IM 972120004<br><a href="https://www.madinina-voyages.mq/cgv" style="color:#889;">Conditions générales de vente</a> · <a href="https://www.madinina-voyages.mq/confidentialite" style="color:#889;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "lakay-transfe",
    group: "consumer",
    lang: "ht",
    kind: "payout-notice",
    code: null,
    link: null,
    from: "Lakay Transfè <notifikasyon@lakaytransfe.ht>",
    to: "Devon Campbell <campbell.household@inbox.example>",
    subject: "Jean-Robert Pierre resevwa lajan ou voye a",
    date: "Tue, 29 Sep 2026 09:42:05 -0400",
    text: `Bonjou Devon,

Bon nouvèl: HTG 10,480.00 rive sou kont MonCash Jean-Robert Pierre a
(+509 •••• 4471) jodi a, 29 septanm 2026, a 9:41 AM.

Nimewo tranzaksyon: LT-26092903318

Mèsi paske ou fè Lakay Transfè konfyans. Pwochen fwa, voye ankò an 2 minit nan
aplikasyon an.

Lakay Transfè S.A. - 45, Rue Capois, Port-au-Prince, Ayiti
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px 0;border:1px solid #eaeaea;">
<tr><td style="padding:20px;background:#0b3d91;color:#ffffff;font-size:20px;font-weight:bold;">Lakay <span style="color:#f5c400;">Transfè</span></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:22px;color:#333;">
<p>Bonjou Devon,</p>
<p style="font-size:18px;color:#0b7a3e;"><b>✔ Lajan an rive!</b></p>
<p><b>HTG 10,480.00</b> rive sou kont MonCash Jean-Robert Pierre a (+509 •••• 4471) jodi a, 29 septanm 2026, a 9:41 AM.</p>
<p style="font-size:13px;color:#777;">Nimewo tranzaksyon: LT-26092903318</p>
<p>Mèsi paske ou fè Lakay Transfè konfyans.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#999;border-top:1px solid #eee;">Lakay Transfè S.A. · 45, Rue Capois, Port-au-Prince · <a href="https://lakaytransfe.ht/ed" style="color:#999;">Èd</a> · <a href="https://lakaytransfe.ht/dezabone?u=dc2208" style="color:#999;">Dezabòne</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kiskeya-envios",
    group: "consumer",
    lang: "es",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Kiskeya Envíos <recibos@kiskeyaenvios.com>",
    to: "Marcia Campbell <campbell.household@inbox.example>",
    subject: "Recibo de tu envío KE-5618840 a Santiago de los Caballeros",
    date: "Fri, 06 Nov 2026 16:18:29 -0500",
    text: `Hola Marcia:

Gracias por enviar con Kiskeya. Este es el recibo de tu envío.

Número de envío:   KE-5618840
Beneficiaria:      Yokasta Peña Almonte - Santiago de los Caballeros, R.D.
Forma de pago:     depósito a cuenta, Banco del Cibao ••••3391
Monto enviado:     USD 200.00
Comisión:          USD 4.99
Total cobrado:     USD 204.99 (Visa •••• 2208)
Tipo de cambio:    1 USD = 60.85 DOP
Recibe:            DOP 12,170.00
Fecha:             6 de noviembre de 2026, 4:17 p. m.

El depósito suele acreditarse en menos de 1 hora hábil. Guarda este recibo: puedes
necesitarlo para cualquier reclamo (tienes 180 días).

Kiskeya Envíos LLC - 1450 NW 7th Street, Miami, FL 33125 - (305) 642-8810
`,
    html: null,
    enc: "qp",
  },
];
export const mails: Mail[] = [...batch1, ...batch2, ...batch3, ...batch4, ...batch5, ...batch6, ...batch7, ...batch8];
