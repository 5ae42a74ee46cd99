/**
 * The inbox of a coffee exporter's office manager in Addis Ababa over September and October 2026: the
 * commodity exchange, customs, bank, mobile money, telecom, freight, licensing, lab, airline, drive and
 * video-call services, and buyers writing in Amharic, Afaan Oromo, English, Italian, German, Japanese and more.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 (month 9 or 10), local time at the given offset. */
function dt(month: number, day: number, time: string, tz = "+0300"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${tz}`;
}

const TO = "Hirut Alemayehu <hirut.alemayehu@wenzabuna-export.et>";

// ---------------------------------------------------------------- Meda Commodity Exchange

function meda(title: string, body: string, pre: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1ec;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden;color:#eef1ec">${pre}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1ec"><tr><td align="center" style="padding:18px 8px">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #2f6b2a">
<tr><td style="padding:18px 26px;border-bottom:1px solid #dfe5dc">
<img src="https://static.medaexchange.et/mail/logo-meda-260.png" width="160" height="38" alt="Meda Commodity Exchange | መዳ የምርት ገበያ">
</td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:21px;color:#222">${body}</td></tr>
<tr><td style="padding:16px 26px;background:#f6f8f4;font-size:11px;line-height:16px;color:#6a7365">
Meda Commodity Exchange S.C. · Ras Mekonnen Avenue, Kirkos Sub-city, Woreda 08 · P.O. Box 17341, Addis Ababa<br>
Member Services: +251 11 554 7700 · <a href="https://www.medaexchange.et/members/help" style="color:#2f6b2a">Help centre</a> ·
<a href="https://www.medaexchange.et/legal/privacy" style="color:#2f6b2a">Privacy</a><br>
© 2026 Meda Commodity Exchange. This is a system message; replies to this address are not read.
</td></tr></table></td></tr></table></body></html>`;
}

const meda_mails: Mail[] = [
  {
    family: "meda-commodity-exchange",
    group: "regional",
    lang: "en",
    kind: "trade-confirmation",
    code: null,
    link: null,
    from: "MCX Clearing <clearing-noreply@medaexchange.et>",
    to: TO,
    subject: "Trade confirmation T-2609-044817 – Washed Yirgacheffe Grade 2",
    date: dt(9, 8, "16:42:10"),
    enc: "qp",
    text: `MEDA COMMODITY EXCHANGE – TRADE CONFIRMATION

Member: Wenza Buna Export PLC (Member No. 0412)
Session: 08 September 2026, Coffee – Export Session 2 (14:00–15:30)

Trade No.:        T-2609-044817
Contract:         WYCA2 – Washed Yirgacheffe A, Grade 2
Side:             BUY
Quantity:         120 bags (7,200 kg)
Price:            ETB 11,460.00 per feresula (17 kg)
Trade value:      ETB 4,853,223.53
Warehouse:        Dilla W-03, lot 26/0913

Pay-in deadline: 09 September 2026, 11:00 via your designated settlement bank.
Warehouse receipts will be transferred after successful pay-in.

For disputes, contact the Clearing Desk within 24 hours: +251 11 554 7712.

This confirmation is generated automatically.
Meda Commodity Exchange S.C., P.O. Box 17341, Addis Ababa`,
    html: meda(
      "Trade confirmation",
      `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;color:#2f6b2a">Trade confirmation</p>
<p style="margin:0 0 14px">Member: <b>Wenza Buna Export PLC</b> (Member No. 0412)<br>Session: 08 September 2026 – Coffee Export Session 2 (14:00–15:30)</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;width:100%">
<tr style="background:#f0f4ee"><td style="border:1px solid #dfe5dc">Trade No.</td><td style="border:1px solid #dfe5dc"><b>T-2609-044817</b></td></tr>
<tr><td style="border:1px solid #dfe5dc">Contract</td><td style="border:1px solid #dfe5dc">WYCA2 – Washed Yirgacheffe A, Grade 2</td></tr>
<tr style="background:#f0f4ee"><td style="border:1px solid #dfe5dc">Side</td><td style="border:1px solid #dfe5dc">BUY</td></tr>
<tr><td style="border:1px solid #dfe5dc">Quantity</td><td style="border:1px solid #dfe5dc">120 bags (7,200 kg)</td></tr>
<tr style="background:#f0f4ee"><td style="border:1px solid #dfe5dc">Price</td><td style="border:1px solid #dfe5dc">ETB 11,460.00 / feresula (17 kg)</td></tr>
<tr><td style="border:1px solid #dfe5dc">Trade value</td><td style="border:1px solid #dfe5dc">ETB 4,853,223.53</td></tr>
<tr style="background:#f0f4ee"><td style="border:1px solid #dfe5dc">Warehouse</td><td style="border:1px solid #dfe5dc">Dilla W-03, lot 26/0913</td></tr>
</table>
<p style="margin:14px 0 0">Pay-in deadline: <b>09 September 2026, 11:00</b> through your designated settlement bank. Warehouse receipts are transferred after successful pay-in.</p>
<p style="margin:10px 0 0;color:#555;font-size:12px">Disputes must reach the Clearing Desk within 24 hours: +251 11 554 7712.</p>`,
      "T-2609-044817 · BUY 120 bags WYCA2 · pay-in by 09 Sep 11:00",
    ),
  },
  {
    family: "meda-commodity-exchange",
    group: "regional",
    lang: "am",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "መዳ የምርት ገበያ <otp@medaexchange.et>",
    to: TO,
    subject: "የአባላት ፖርታል መግቢያ ኮድ",
    date: dt(9, 14, "08:03:55"),
    enc: "b64",
    text: `ጤና ይስጥልኝ ሂሩት፣

ወደ መዳ የአባላት ፖርታል (Member Portal) ለመግባት የሚከተለውን የአንድ ጊዜ ኮድ ያስገቡ፦

730418

ኮዱ ለ5 ደቂቃ ብቻ ያገለግላል። ለማንም አያጋሩት፤ የመዳ ሠራተኞች ኮዱን በስልክም ሆነ በኢሜይል አይጠይቁም።

ይህን ሙከራ እርስዎ ካላደረጉ ወዲያውኑ ለአባላት አገልግሎት በ +251 11 554 7700 ይደውሉ።

መዳ የምርት ገበያ አ.ማ.
ፖ.ሣ.ቁ. 17341፣ አዲስ አበባ`,
    html: meda(
      "የመግቢያ ኮድ",
      `<p style="margin:0 0 12px">ጤና ይስጥልኝ ሂሩት፣</p>
<p style="margin:0 0 12px">ወደ መዳ የአባላት ፖርታል ለመግባት የሚከተለውን የአንድ ጊዜ ኮድ ያስገቡ፦</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center" style="margin:8px auto 16px"><tr>
<td style="background:#f0f4ee;border:1px dashed #2f6b2a;padding:12px 28px;font-size:30px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;color:#1d4419">730418</td>
</tr></table>
<p style="margin:0 0 12px">ኮዱ ለ<b>5 ደቂቃ</b> ብቻ ያገለግላል። ለማንም አያጋሩት፤ የመዳ ሠራተኞች ኮዱን በስልክም ሆነ በኢሜይል አይጠይቁም።</p>
<p style="margin:0;color:#666;font-size:12px">ይህን ሙከራ እርስዎ ካላደረጉ ወዲያውኑ በ +251 11 554 7700 ይደውሉ።</p>`,
      "የአንድ ጊዜ መግቢያ ኮድዎ ለ5 ደቂቃ ያገለግላል",
    ),
  },
  {
    family: "meda-commodity-exchange",
    group: "regional",
    lang: "en",
    kind: "warehouse-receipt",
    code: null,
    link: null,
    from: "MCX Warehouse Operations <wr-notice@medaexchange.et>",
    to: TO,
    subject: "Warehouse receipts transferred – T-2609-044817",
    date: dt(9, 9, "14:20:31"),
    text: `Dear Member,

Following confirmed pay-in for trade T-2609-044817, the following electronic warehouse receipts
have been transferred to your account (Member No. 0412):

  WR 26-DIL-0913-001 to WR 26-DIL-0913-006   120 bags   Dilla W-03

Please arrange pick-up within 5 working days (by 16 September 2026). Storage charges of
ETB 3.50 per bag per day apply after that date.

The official receipt statement is attached as a PDF. You can also view your holdings under
Portfolio > Warehouse Receipts in the Member Portal.

MCX Warehouse Operations
+251 11 554 7730`,
    html: null,
    attachment: [
      "MCX_WR_Statement_0412_20260909.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Meskot e-Customs single window

const meskot_mails: Mail[] = [
  {
    family: "meskot-ecustoms",
    group: "regional",
    lang: "am",
    kind: "declaration-released",
    code: null,
    link: null,
    from: "መስኮት ኢ-ጉምሩክ <no-reply@meskot.gov.et>",
    to: TO,
    subject: "የወጪ ንግድ ዲክላራሲዮን ተለቋል – EX/26/0091274",
    date: dt(9, 21, "10:15:00"),
    text: `የተከበሩ ደንበኛ፣

የወጪ ንግድ ዲክላራሲዮን ቁጥር EX/26/0091274 በቃሊቲ ጉምሩክ ቅርንጫፍ ተመርምሮ ተለቋል።

ላኪ፦ ወንዛ ቡና ኤክስፖርት ኃ.የተ.የግ.ማ (TIN 0012847395)
ዕቃ፦ ያልተቆላ ቡና፣ HS 0901.11.00 – 320 ጆንያ (19,200 ኪ.ግ)
መድረሻ፦ ጂቡቲ ወደብ → ትሪዬስቴ፣ ጣሊያን
ኮንቴይነር፦ MSKU 418227-3፣ MSKU 418561-0
የተለቀቀበት ቀን፦ 21/09/2026 ሰዓት 10:12

የክፍያ ማስረጃ ቁጥር፦ RCPT-2026-557410

ይህ መልእክት በራስ-ሰር የተላከ ነው፤ እባክዎ መልስ አይስጡ።
የኢትዮጵያ ጉምሩክ – መስኮት የኤሌክትሮኒክ አገልግሎት
የጥሪ ማዕከል፦ 8133`,
    html: `<html><body style="font-family:'Nyala','Abyssinica SIL',Arial,sans-serif;font-size:14px;color:#1b1b1b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0c3a6b;padding:10px 16px;color:#fff;font-size:16px">
<img src="https://meskot.gov.et/assets/img/emblem-48.png" width="32" height="32" alt="" style="vertical-align:middle"> መስኮት ኢ-ጉምሩክ</td></tr>
<tr><td style="padding:16px">
<p>የተከበሩ ደንበኛ፣</p>
<p>የወጪ ንግድ ዲክላራሲዮን ቁጥር <b>EX/26/0091274</b> በቃሊቲ ጉምሩክ ቅርንጫፍ ተመርምሮ <span style="color:#16803c;font-weight:bold">ተለቋል</span>።</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d3df;font-size:13px">
<tr><td>ላኪ</td><td>ወንዛ ቡና ኤክስፖርት ኃ.የተ.የግ.ማ (TIN 0012847395)</td></tr>
<tr><td>ዕቃ</td><td>ያልተቆላ ቡና፣ HS 0901.11.00 – 320 ጆንያ (19,200 ኪ.ግ)</td></tr>
<tr><td>መድረሻ</td><td>ጂቡቲ ወደብ → ትሪዬስቴ፣ ጣሊያን</td></tr>
<tr><td>ኮንቴይነር</td><td>MSKU 418227-3፣ MSKU 418561-0</td></tr>
<tr><td>የተለቀቀበት ቀን</td><td>21/09/2026 ሰዓት 10:12</td></tr>
<tr><td>የክፍያ ማስረጃ</td><td>RCPT-2026-557410</td></tr>
</table>
<p style="font-size:12px;color:#666">ይህ መልእክት በራስ-ሰር የተላከ ነው፤ እባክዎ መልስ አይስጡ። የጥሪ ማዕከል፦ 8133 · <a href="https://meskot.gov.et/help">meskot.gov.et/help</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "meskot-ecustoms",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://portal.meskot.gov.et/auth/realms/traders/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJyZXNldC1jcmVkZW50aWFscyIsInN1YiI6IjQxMjg4NyJ9.Qm9vS2tYh3d0Vn2-RkQ8pLzW1c&client_id=trader-portal&tab_id=rV3k0sXq",
    from: "Meskot e-Customs <no-reply@meskot.gov.et>",
    to: TO,
    subject: "Reset password",
    date: dt(9, 29, "09:47:12"),
    enc: "qp",
    text:
      `Someone has requested to change the credentials of your Meskot Trader Portal account (user: hirut.alemayehu). If this was you, click on the link below to reset them.

https://portal.meskot.gov.et/auth/realms/traders/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJyZXNldC1jcmVkZW50aWFscyIsInN1YiI6IjQxMjg4NyJ9.Qm9vS2tYh3d0Vn2-RkQ8pLzW1c&client_id=trader-portal&tab_id=rV3k0sXq

This link will expire within 30 minutes.

If you don't want to reset your credentials, just ignore this message and nothing will be changed.

Ethiopian Customs Commission – Meskot Single Window
Call centre 8133`,
    html: `<html><body>
<p>Someone has requested to change the credentials of your Meskot Trader Portal account (user: <b>hirut.alemayehu</b>). If this was you, click on the link below to reset them.</p>
<p><a href="https://portal.meskot.gov.et/auth/realms/traders/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJyZXNldC1jcmVkZW50aWFscyIsInN1YiI6IjQxMjg4NyJ9.Qm9vS2tYh3d0Vn2-RkQ8pLzW1c&amp;client_id=trader-portal&amp;tab_id=rV3k0sXq" rel="nofollow">Link to reset credentials</a></p>
<p>This link will expire within 30 minutes.</p>
<p>If you don't want to reset your credentials, just ignore this message and nothing will be changed.</p>
<p style="color:#777;font-size:12px">Ethiopian Customs Commission – Meskot Single Window · Call centre 8133</p>
</body></html>`,
  },
  {
    family: "meskot-ecustoms",
    group: "regional",
    lang: "am",
    kind: "login-code",
    code: "592046",
    link: null,
    from: "መስኮት ኢ-ጉምሩክ <no-reply@meskot.gov.et>",
    to: TO,
    subject: "የማረጋገጫ ኮድ / Verification code: 592046",
    date: dt(9, 29, "09:55:40"),
    text: `የመስኮት ነጋዴ ፖርታል ባለሁለት ደረጃ ማረጋገጫ

የማረጋገጫ ኮድዎ፦ 592046
Your verification code: 592046

ኮዱ በ10 ደቂቃ ውስጥ ጊዜው ያልፋል። ይህን ኮድ ለማንም አያጋሩ።
The code expires in 10 minutes. Do not share it with anyone, including customs brokers.

የጥሪ ማዕከል 8133`,
    html: null,
  },
];

// ---------------------------------------------------------------- Sheger Amana Bank

function sheger(inner: string, pre: string): string {
  return `<!doctype html>
<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>a{color:#7a1f2b}</style></head>
<body style="margin:0;background:#f3efe9">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0">${pre}&zwnj;&nbsp;&zwnj;&nbsp;</div>
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,'Times New Roman',serif">
<tr><td height="14"></td></tr>
<tr><td bgcolor="#7a1f2b" style="padding:14px 22px">
<table width="100%"><tr><td><img src="https://www.shegeramanabank.com.et/img/mail/sab-logo-white.png" alt="Sheger Amana Bank" width="150"></td>
<td align="right" style="color:#f1d9b5;font-family:Arial,sans-serif;font-size:11px">Trusted since 1998</td></tr></table>
</td></tr>
<tr><td bgcolor="#ffffff" style="padding:24px 22px;font-family:Arial,sans-serif;font-size:14px;line-height:20px;color:#2a2a2a">${inner}</td></tr>
<tr><td style="padding:16px 22px;font-family:Arial,sans-serif;font-size:11px;color:#7d746a;line-height:16px">
Sheger Amana Bank S.C. · Head Office, Africa Avenue (Bole Road), Addis Ababa · SWIFT SHAMETAA<br>
24/7 Contact Centre 8457 · <a href="https://www.shegeramanabank.com.et/security">Security tips</a> · <a href="https://www.shegeramanabank.com.et/privacy">Privacy notice</a><br>
Sheger Amana Bank will never ask for your PIN, password or one-time code by e-mail, SMS or phone.<br>© 2026 Sheger Amana Bank S.C. Licensed by the National Bank of Ethiopia.
</td></tr></table></center></body></html>`;
}

const sheger_mails: Mail[] = [
  {
    family: "sheger-amana-bank",
    group: "regional",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Sheger Amana Bank eStatements <estatement@shegeramanabank.com.et>",
    to: TO,
    subject: "Your September 2026 account statement (•••• 0573)",
    date: dt(10, 1, "06:12:44"),
    enc: "qp",
    text: `Dear WENZA BUNA EXPORT PLC,

Your statement for current account •••• 0573 for the period 01/09/2026 – 30/09/2026 is attached.

Opening balance:  ETB 12,408,331.17
Closing balance:  ETB 9,846,120.90

The PDF is protected. To open it, use the first four letters of the account name in capitals followed by the last four digits of your TIN.

For queries on any transaction call our Contact Centre on 8457 or visit your branch (Bole Medhanealem).

Sheger Amana Bank S.C.`,
    html: sheger(
      `<p>Dear WENZA BUNA EXPORT PLC,</p>
<p>Your statement for current account <b>•••• 0573</b> for the period <b>01/09/2026 – 30/09/2026</b> is attached to this e-mail.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #eadfd0;font-size:13px">
<tr><td>Opening balance</td><td align="right">ETB 12,408,331.17</td></tr>
<tr bgcolor="#faf6f0"><td>Closing balance</td><td align="right"><b>ETB 9,846,120.90</b></td></tr></table>
<p>The PDF is protected. To open it, use the first four letters of the account name in capitals followed by the last four digits of your TIN.</p>
<p>For queries on any transaction call our Contact Centre on 8457 or visit your branch (Bole Medhanealem).</p>`,
      "Statement for •••• 0573, September 2026",
    ),
    attachment: [
      "SAB_Statement_0573_202609.pdf",
      "application/pdf",
      "%PDF-1.6\n%encrypted statement placeholder\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R /Encrypt 9 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "sheger-amana-bank",
    group: "regional",
    lang: "am",
    kind: "transfer-otp",
    code: "84120957",
    link: null,
    from: "ሸገር አማና ባንክ <alerts@shegeramanabank.com.et>",
    to: TO,
    subject: "የዝውውር ማረጋገጫ ኮድ",
    date: dt(9, 9, "10:21:07"),
    enc: "b64",
    text: `ውድ ደንበኛችን፣

ከሂሳብ ቁጥር •••• 0573 ወደ መዳ የምርት ገበያ ክሊሪንግ ሂሳብ የ ETB 4,853,223.53 ዝውውር ጠይቀዋል።

ዝውውሩን ለማጽደቅ በኢንተርኔት ባንኪንግ ገጹ ላይ ይህን ኮድ ያስገቡ፦ 84120957

ኮዱ ለ3 ደቂቃ ያገለግላል። ይህን ዝውውር እርስዎ ካልጠየቁ በ 8457 ይደውሉልን።

ሸገር አማና ባንክ አ.ማ.`,
    html: sheger(
      `<p>ውድ ደንበኛችን፣</p>
<p>ከሂሳብ ቁጥር <b>•••• 0573</b> ወደ <b>መዳ የምርት ገበያ ክሊሪንግ ሂሳብ</b> የ <b>ETB 4,853,223.53</b> ዝውውር ጠይቀዋል።</p>
<p>ዝውውሩን ለማጽደቅ በኢንተርኔት ባንኪንግ ገጹ ላይ ይህን ኮድ ያስገቡ፦</p>
<p style="text-align:center;margin:18px 0"><span style="display:inline-block;border:2px solid #7a1f2b;border-radius:4px;padding:10px 22px;font-size:26px;letter-spacing:5px;font-weight:bold;color:#7a1f2b">8412 0957</span></p>
<p>ኮዱ ለ3 ደቂቃ ያገለግላል። ይህን ዝውውር እርስዎ ካልጠየቁ በ 8457 ይደውሉልን።</p>`,
      "የዝውውር ማረጋገጫ ኮድ – ለ3 ደቂቃ ያገለግላል",
    ),
  },
  {
    family: "sheger-amana-bank",
    group: "regional",
    lang: "en",
    kind: "lc-advice",
    code: null,
    link: null,
    from: "SAB Trade Services <tradeservices@shegeramanabank.com.et>",
    to: TO,
    subject: "Advice of export documentary credit SAB/EXLC/26/1187",
    date: dt(9, 16, "15:03:29"),
    text: `WENZA BUNA EXPORT PLC
Attn: Export Department

ADVICE OF IRREVOCABLE DOCUMENTARY CREDIT

Our ref.:            SAB/EXLC/26/1187
Issuing bank:        Banca Popolare Giuliana, Trieste (BPGIIT3T)
Issuing bank ref.:   LC-TS-2026-00874
Applicant:           Torrefazione Aureliana S.r.l., Trieste
Amount:              USD 118,560.00
Expiry:              15 December 2026 at our counters
Latest shipment:     30 November 2026
Goods:               320 bags Ethiopian washed Yirgacheffe Gr. 2, crop 2025/26, FOB Djibouti

We advise this credit without adding our confirmation. The full MT700 text is available at
the Trade Services desk, 4th floor, Head Office.

Documents must be presented within 21 days after shipment. Discrepancy fee USD 75.

Trade Services Department
Sheger Amana Bank S.C. – +251 11 618 4400 ext. 2210`,
    html: null,
  },
  {
    family: "sheger-amana-bank",
    group: "regional",
    lang: "am",
    kind: "new-device",
    code: null,
    link: null,
    from: "ሸገር አማና ባንክ <alerts@shegeramanabank.com.et>",
    to: TO,
    subject: "አዲስ መሣሪያ ወደ ሞባይል ባንኪንግ ገብቷል",
    date: dt(10, 12, "19:40:02"),
    text: `ውድ ደንበኛችን፣

በ12/10/2026 ሰዓት 19:38 ላይ በአዲስ መሣሪያ (Samsung Galaxy A35, Android 15) ወደ ሸገር አማና ሞባይል ባንኪንግ መለያዎ ተገብቷል።
ቦታ፦ አዲስ አበባ (IP 196.189.x.x)

ይህ እርስዎ ከሆኑ ምንም ማድረግ አያስፈልግዎትም።
እርስዎ ካልሆኑ ወዲያውኑ በ 8457 ይደውሉ ወይም መተግበሪያው ውስጥ "መለያ አግድ" የሚለውን ይጫኑ።

ሸገር አማና ባንክ አ.ማ.`,
    html: sheger(
      `<p>ውድ ደንበኛችን፣</p>
<p>በ<b>12/10/2026 ሰዓት 19:38</b> ላይ በአዲስ መሣሪያ ወደ ሸገር አማና ሞባይል ባንኪንግ መለያዎ ተገብቷል።</p>
<table cellpadding="5" style="font-size:13px;background:#faf6f0;width:100%"><tr><td>መሣሪያ</td><td>Samsung Galaxy A35, Android 15</td></tr><tr><td>ቦታ</td><td>አዲስ አበባ (IP 196.189.x.x)</td></tr></table>
<p>ይህ እርስዎ ከሆኑ ምንም ማድረግ አያስፈልግዎትም።</p>
<p>እርስዎ ካልሆኑ ወዲያውኑ በ <b>8457</b> ይደውሉ ወይም <a href="https://www.shegeramanabank.com.et/security/report?ref=dev-alert">ይህን ገጽ ይጎብኙ</a>።</p>`,
      "አዲስ መሣሪያ ገብቷል – እርስዎ ካልሆኑ ይደውሉ",
    ),
  },
];

// ---------------------------------------------------------------- Qelal Pay (mobile money)

const qelal_mails: Mail[] = [
  {
    family: "qelal-pay",
    group: "regional",
    lang: "om",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Qelal Pay <receipts@qelalpay.et>",
    to: TO,
    subject: "Kaffaltii argattaniittu: ETB 18,500.00",
    date: dt(9, 11, "13:07:18"),
    enc: "qp",
    text: `Akkam jirtu Hirut,

Herrega Qelal Pay keessan (+251 9•• ••• 612) irratti kaffaltiin armaan gadii galeera:

Kan ergee:        Tolasa Gemechu (+251 91 ••• 4407)
Maallaqa:         ETB 18,500.00
Sababa:           Kaffaltii geejjibaa – Jimmaa–Finfinnee
Lakkoofsa daldalaa: QP26091187340
Guyyaa:           11/09/2026 13:07

Haftee ammaa:     ETB 42,316.75

Galatoomaa, Qelal Pay.
Gargaarsa: 6060 (bilisa) | www.qelalpay.et/gargaarsa`,
    html: `<html><body style="margin:0;background:#fff7e6;font-family:Verdana,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;margin:20px 0;border:1px solid #f0dcb0">
<tr><td style="padding:18px;text-align:center;background:#ffb300;border-radius:10px 10px 0 0"><img src="https://cdn.qelalpay.et/mail/qelal-logo.png" alt="Qelal Pay" width="110"></td></tr>
<tr><td style="padding:20px;text-align:center">
<div style="font-size:13px;color:#7a6a45">Kaffaltii argattaniittu</div>
<div style="font-size:32px;font-weight:bold;color:#1f1a10;margin:6px 0 14px">ETB 18,500.00</div>
<table width="100%" cellpadding="6" style="font-size:12px;text-align:left;border-top:1px solid #eee">
<tr><td style="color:#888">Kan ergee</td><td>Tolasa Gemechu (+251 91 ••• 4407)</td></tr>
<tr><td style="color:#888">Sababa</td><td>Kaffaltii geejjibaa – Jimmaa–Finfinnee</td></tr>
<tr><td style="color:#888">Lakk. daldalaa</td><td>QP26091187340</td></tr>
<tr><td style="color:#888">Guyyaa</td><td>11/09/2026 13:07</td></tr>
<tr><td style="color:#888">Haftee ammaa</td><td>ETB 42,316.75</td></tr></table>
</td></tr>
<tr><td style="padding:14px;font-size:11px;color:#999;text-align:center">Gargaarsa: 6060 (bilisa) · <a href="https://www.qelalpay.et/gargaarsa" style="color:#b07800">qelalpay.et/gargaarsa</a><br>
<a href="https://play.google.com/store/apps/details?id=et.qelalpay.app"><img src="https://cdn.qelalpay.et/mail/google-play-om.png" alt="Google Play irraa buufadhaa" width="120"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "qelal-pay",
    group: "regional",
    lang: "am",
    kind: "verify-code",
    code: "3958",
    link: null,
    from: "ቀላል ፔይ <security@qelalpay.et>",
    to: TO,
    subject: "ቀላል ፔይ፦ የማረጋገጫ ኮድ",
    date: dt(10, 3, "07:55:21"),
    text: `ቀላል ፔይን በአዲስ ስልክ ላይ እያስገቡ ነው።

የማረጋገጫ ኮድ፦ 3958

ይህን ኮድ በመተግበሪያው ውስጥ ያስገቡ። ኮዱ ለ2 ደቂቃ ያገለግላል።
የቀላል ፔይ ወኪሎች ወይም ሠራተኞች ይህን ኮድ ፈጽሞ አይጠይቁዎትም።

ቀላል ፔይ · 6060`,
    html:
      `<div style="font-family:'Noto Sans Ethiopic',Arial,sans-serif;max-width:460px;margin:0 auto;padding:20px;border:1px solid #f0dcb0;border-radius:10px">
<img src="https://cdn.qelalpay.et/mail/qelal-logo-dark.png" alt="ቀላል ፔይ" width="100">
<p style="font-size:15px">ቀላል ፔይን በአዲስ ስልክ ላይ እያስገቡ ነው።</p>
<p style="font-size:13px;color:#666">የማረጋገጫ ኮድ</p>
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:44px;height:52px;background:#fff3d1;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">3</td>
<td style="width:44px;height:52px;background:#fff3d1;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">9</td>
<td style="width:44px;height:52px;background:#fff3d1;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">5</td>
<td style="width:44px;height:52px;background:#fff3d1;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">8</td>
</tr></table>
<p style="font-size:13px">ይህን ኮድ በመተግበሪያው ውስጥ ያስገቡ። ኮዱ ለ2 ደቂቃ ያገለግላል።<br>የቀላል ፔይ ወኪሎች ወይም ሠራተኞች ይህን ኮድ ፈጽሞ አይጠይቁዎትም።</p>
<p style="font-size:11px;color:#aaa">ቀላል ፔይ · 6060 · <a href="https://www.qelalpay.et/am/privacy">የግላዊነት ፖሊሲ</a></p>
</div>`,
  },
  {
    family: "qelal-pay",
    group: "regional",
    lang: "am",
    kind: "pin-changed",
    code: null,
    link: null,
    from: "ቀላል ፔይ <security@qelalpay.et>",
    to: TO,
    subject: "የቀላል ፔይ ፒንዎ ተቀይሯል",
    date: dt(10, 3, "08:01:49"),
    enc: "b64",
    text: `ውድ ሂሩት፣

የቀላል ፔይ ሚስጥራዊ ቁጥርዎ (PIN) በ03/10/2026 ሰዓት 08:01 ተቀይሯል።

ይህን ለውጥ እርስዎ ካላደረጉ በአስቸኳይ ወደ 6060 ይደውሉ ወይም በአቅራቢያዎ ወዳለ የቀላል ፔይ ወኪል ከመታወቂያዎ ጋር ይሂዱ።

ቀላል ፔይ`,
    html: null,
  },
];

// ---------------------------------------------------------------- Lemlem Telecom

const lemlem_mails: Mail[] = [
  {
    family: "lemlem-telecom",
    group: "regional",
    lang: "am",
    kind: "bill",
    code: null,
    link: null,
    from: "ለምለም ቴሌኮም <ebill@lemlemtel.et>",
    to: TO,
    subject: "የመስከረም 2026 የድርጅት ሂሳብ መግለጫ – 0117-334-905",
    date: dt(10, 2, "05:30:00"),
    enc: "b64",
    text: `ውድ ደንበኛችን ወንዛ ቡና ኤክስፖርት፣

የድርጅት ሂሳብ ቁጥር፦ 0117-334-905
የክፍያ ጊዜ፦ 01/09/2026 – 30/09/2026

ፋይበር ኢንተርኔት 50 Mbps ........ ETB 6,900.00
መደበኛ ስልክ (4 መስመሮች) ......... ETB 1,184.20
የድርጅት ሞባይል ጥቅል (12 SIM) ... ETB 8,640.00
ተ.እ.ታ 15% ...................... ETB 2,508.63
ጠቅላላ ክፍያ ..................... ETB 19,232.83

የመክፈያ የመጨረሻ ቀን፦ 20/10/2026
በቀላል ፔይ፣ በባንክ ወይም በማንኛውም የለምለም ማዕከል መክፈል ይችላሉ።

ለጥያቄ፦ 994 (ለድርጅት ደንበኞች 9941)
ለምለም ቴሌኮም`,
    html: `<html><body style="background:#f2f7f2;margin:0">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif">
<tr><td style="background:#3aa635;padding:16px 20px"><img src="https://www.lemlemtel.et/static/email/lemlem-logo.png" alt="ለምለም ቴሌኮም" height="34"></td></tr>
<tr><td style="padding:20px;font-size:14px;color:#222">
<p>ውድ ደንበኛችን ወንዛ ቡና ኤክስፖርት፣</p>
<p>የድርጅት ሂሳብ ቁጥር፦ <b>0117-334-905</b><br>የክፍያ ጊዜ፦ 01/09/2026 – 30/09/2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="border-bottom:1px solid #eee"><td>ፋይበር ኢንተርኔት 50 Mbps</td><td align="right">ETB 6,900.00</td></tr>
<tr style="border-bottom:1px solid #eee"><td>መደበኛ ስልክ (4 መስመሮች)</td><td align="right">ETB 1,184.20</td></tr>
<tr style="border-bottom:1px solid #eee"><td>የድርጅት ሞባይል ጥቅል (12 SIM)</td><td align="right">ETB 8,640.00</td></tr>
<tr style="border-bottom:1px solid #eee"><td>ተ.እ.ታ 15%</td><td align="right">ETB 2,508.63</td></tr>
<tr style="background:#eaf6e9;font-weight:bold"><td>ጠቅላላ ክፍያ</td><td align="right">ETB 19,232.83</td></tr></table>
<p>የመክፈያ የመጨረሻ ቀን፦ <b>20/10/2026</b></p>
<p style="text-align:center"><a href="https://selfcare.lemlemtel.et/billing/pay?acct=0117334905" style="background:#3aa635;color:#fff;padding:10px 22px;text-decoration:none;border-radius:4px">አሁን ይክፈሉ</a></p>
</td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#888;background:#f7f7f7">ለጥያቄ፦ 994 (ለድርጅት ደንበኞች 9941) · ለምለም ቴሌኮም፣ ቸርችል ጎዳና፣ አዲስ አበባ · <a href="https://www.lemlemtel.et/unsubscribe-ebill">ኢ-ቢል ማቆም</a></td></tr>
</table></body></html>`,
  },
  {
    family: "lemlem-telecom",
    group: "regional",
    lang: "om",
    kind: "verify-link",
    code: null,
    link: "https://selfcare.lemlemtel.et/account/email/confirm?token=c8e1f7a04b2d4e93a1f56d7c0e8b9a21&lang=om",
    from: "Lemlem Telecom <selfcare@lemlemtel.et>",
    to: TO,
    subject: "Teessoo imeelii keessanii mirkaneessaa",
    date: dt(9, 18, "11:32:05"),
    text: `Akkam jirtu,

Teessoo imeelii kana (hirut.alemayehu@wenzabuna-export.et) portaala Lemlem Selfcare irratti galmeessitaniittu.
Galmee xumuruuf liinkii armaan gadii cuqaasaa:

https://selfcare.lemlemtel.et/account/email/confirm?token=c8e1f7a04b2d4e93a1f56d7c0e8b9a21&lang=om

Liinkiin kun sa'aatii 24 booda hojii ala ta'a.
Yoo isin hin galmeessine ta'e, ergaa kana dagadhaa.

Lemlem Telecom · Tajaajila maamiltootaa: 994`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f2f7f2;padding:20px">
<table align="center" width="560" style="background:#fff;border-radius:6px" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 24px;border-bottom:3px solid #3aa635"><img src="https://www.lemlemtel.et/static/email/lemlem-logo-green.png" alt="Lemlem Telecom" height="30"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px">
<h2 style="margin:0 0 12px;font-size:19px">Imeelii keessan mirkaneessaa</h2>
<p>Teessoo imeelii <b>hirut.alemayehu@wenzabuna-export.et</b> portaala Lemlem Selfcare irratti galmeessitaniittu. Galmee xumuruuf qabduu armaan gadii cuqaasaa.</p>
<p style="text-align:center;margin:24px 0"><a href="https://selfcare.lemlemtel.et/account/email/confirm?token=c8e1f7a04b2d4e93a1f56d7c0e8b9a21&amp;lang=om" style="background:#3aa635;color:#ffffff;font-weight:bold;padding:12px 28px;border-radius:4px;text-decoration:none;display:inline-block">Imeelii mirkaneessi</a></p>
<p style="font-size:12px;color:#777">Liinkiin kun sa'aatii 24 booda hojii ala ta'a. Yoo isin hin galmeessine ta'e, ergaa kana dagadhaa.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;border-top:1px solid #eee">Lemlem Telecom · 994 · <a href="https://www.lemlemtel.et/om/dhuunfaa">Imaammata dhuunfaa</a> · <a href="https://facebook.com/lemlemtelecom">Facebook</a></td></tr>
</table></body></html>`,
  },
  {
    family: "lemlem-telecom",
    group: "regional",
    lang: "en",
    kind: "bundle-expiry",
    code: null,
    link: null,
    from: "Lemlem Telecom Business <business@lemlemtel.et>",
    to: TO,
    subject: "Your business data bundle expires in 3 days",
    date: dt(10, 17, "12:00:00"),
    enc: "qp",
    text: `Hello Wenza Buna Export,

Your Business Data 200GB bundle on account 0117-334-905 expires on 20 October 2026 at 23:59.
Remaining: 31.4 GB of 200 GB.

Renew before expiry to carry over unused data. Renew from Selfcare or dial *999#.

This month only: use promo code HARVEST26 for 15% off the annual Business Fiber plan.
(Offer valid until 31/10/2026; terms apply.)

Lemlem Telecom Business Care: 9941
Lemlem Telecom, Churchill Avenue, Addis Ababa
Unsubscribe from offers: https://www.lemlemtel.et/prefs?u=0117334905`,
    html:
      `<table width="100%" bgcolor="#f2f7f2" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table width="600" bgcolor="#ffffff" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif">
<tr><td><img src="https://www.lemlemtel.et/static/email/banner-business-oct26.jpg" width="600" alt="Lemlem Business – stay connected this harvest season" style="display:block"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;color:#333">
<p>Hello Wenza Buna Export,</p>
<p>Your <b>Business Data 200GB</b> bundle on account 0117-334-905 expires on <b>20 October 2026 at 23:59</b>.</p>
<div style="background:#eaf6e9;border-radius:6px;padding:12px;margin:12px 0">Remaining: <b>31.4 GB</b> of 200 GB<div style="height:8px;background:#d3e8d1;border-radius:4px;margin-top:6px"><div style="width:16%;height:8px;background:#3aa635;border-radius:4px"></div></div></div>
<p>Renew before expiry to carry over unused data. Renew from Selfcare or dial <b>*999#</b>.</p>
<p style="text-align:center"><a href="https://t.lemlemtel.et/c/eJwtjMEOgjAQRH9l2-m3Y5M?u=0117334905" style="background:#3aa635;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Renew bundle</a></p>
<p style="border:1px dashed #3aa635;padding:10px;text-align:center">This month only: use promo code <b>HARVEST26</b> for 15% off the annual Business Fiber plan.<br><span style="font-size:11px;color:#777">Offer valid until 31/10/2026; terms apply.</span></p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#999;background:#fafafa">Business Care: 9941 · Lemlem Telecom, Churchill Avenue, Addis Ababa · <a href="https://www.lemlemtel.et/prefs?u=0117334905">Unsubscribe from offers</a></td></tr>
</table></td></tr></table>`,
  },
];

// ---------------------------------------------------------------- Horngate Forwarding (freight forwarder)

const HG_FOOT = `--
Horngate Forwarding & Logistics PLC
Bole Sub-city, Woreda 03, Getu Commercial Centre, 6th floor, Addis Ababa
Tel +251 11 667 2090 | Djibouti office +253 21 35 44 18
www.horngate-logistics.com`;

const horngate_mails: Mail[] = [
  {
    family: "horngate-forwarding",
    group: "regional",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Meron Tadesse | Horngate <meron.tadesse@horngate-logistics.com>",
    to: TO,
    subject: "RE: Booking request – 2x20' Djibouti/Trieste – HGF-BK-26-3318",
    date: dt(9, 15, "17:26:40"),
    text: `Dear Hirut,

Good afternoon. Booking is confirmed with the line as below:

Our ref:        HGF-BK-26-3318
Carrier bkg:    MSC 177AB2094
Vessel/voyage:  MSC ALINA / FW638R
POL/POD:        Djibouti (DJPOD) / Trieste (ITTRS)
Equipment:      2 x 20' DV, food grade, with kraft liner
ETD Djibouti:   29 Sep 2026    ETA Trieste: 14 Oct 2026
CY cut-off:     26 Sep 2026 12:00
SI/VGM cut-off: 25 Sep 2026 16:00

Empties will be released at our Modjo dry port yard from 18 Sep. Please share the stuffing
date and the truck plate numbers by Thursday so we can arrange the gate-in.

Ocean freight USD 1,450/20' all-in as per our quotation Q-26-0712.

Best regards,
Meron

${HG_FOOT}

-----Original Message-----
From: Hirut Alemayehu <hirut.alemayehu@wenzabuna-export.et>
Sent: Monday, September 14, 2026 4:02 PM
Subject: Booking request – 2x20' Djibouti/Trieste

Dear Meron, please book 2x20' for our Trieste contract, shipment latest end of September.`,
    html: null,
  },
  {
    family: "horngate-forwarding",
    group: "regional",
    lang: "en",
    kind: "bl-draft",
    code: null,
    link: null,
    from: "Horngate Documentation <docs@horngate-logistics.com>",
    to: TO,
    subject: "Draft B/L for approval – MEDUHG418227 – Wenza Buna / Torrefazione Aureliana",
    date: dt(9, 25, "11:09:03"),
    enc: "qp",
    text: `Dear Customer,

Please find attached the draft Bill of Lading for your shipment:

B/L no.:       MEDUHG418227
Containers:    MSKU 418227-3 / MSKU 418561-0
Description:   320 bags Ethiopian Washed Coffee Yirgacheffe Gr.2, crop 2025/26, net 19,200 kg
ICO marks:     010/0412/0174

Kindly check shipper, consignee, notify party and the goods description against your L/C
(SAB/EXLC/26/1187) and reply with your approval or corrections by 26 Sep 2026 10:00.
Amendments after final issue are charged USD 50 per set.

Regards,
Documentation Team

${HG_FOOT}`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#1f1f1f">
<p>Dear Customer,</p>
<p>Please find attached the draft Bill of Lading for your shipment:</p>
<table cellpadding="3" style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<tr><td>B/L no.:</td><td><b>MEDUHG418227</b></td></tr>
<tr><td>Containers:</td><td>MSKU 418227-3 / MSKU 418561-0</td></tr>
<tr><td>Description:</td><td>320 bags Ethiopian Washed Coffee Yirgacheffe Gr.2, crop 2025/26, net 19,200 kg</td></tr>
<tr><td>ICO marks:</td><td>010/0412/0174</td></tr></table>
<p>Kindly check shipper, consignee, notify party and the goods description against your L/C (SAB/EXLC/26/1187) and reply with your approval or corrections by <b>26 Sep 2026 10:00</b>. Amendments after final issue are charged USD 50 per set.</p>
<p>Regards,<br>Documentation Team</p>
<p style="color:#1b4f7a;font-size:9pt;border-top:1px solid #ccc;padding-top:6px"><b>Horngate Forwarding &amp; Logistics PLC</b><br>Bole Sub-city, Woreda 03, Getu Commercial Centre, 6th floor, Addis Ababa<br>Tel +251 11 667 2090 | Djibouti office +253 21 35 44 18<br><a href="https://www.horngate-logistics.com">www.horngate-logistics.com</a></p>
</div>`,
    attachment: [
      "DRAFT_BL_MEDUHG418227.pdf",
      "application/pdf",
      "%PDF-1.4\n% draft bill of lading\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "horngate-forwarding",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://track.horngate-logistics.com/portal/invitations/accept/7Hq2LmX9cRtV4pWz?email=hirut.alemayehu%40wenzabuna-export.et",
    from: "Horngate Track <noreply@track.horngate-logistics.com>",
    to: TO,
    subject: "Meron Tadesse invited you to Horngate Track",
    date: dt(9, 16, "09:14:12"),
    text: `Hi Hirut,

Meron Tadesse (Horngate Forwarding & Logistics) has invited you to Horngate Track, our
customer portal for Wenza Buna Export PLC.

In Horngate Track you can follow container milestones from Modjo to destination, download
shipping documents and see invoices.

Accept the invitation and set your password:
https://track.horngate-logistics.com/portal/invitations/accept/7Hq2LmX9cRtV4pWz?email=hirut.alemayehu%40wenzabuna-export.et

This invitation expires in 7 days.

Questions? Reply to this e-mail or call +251 11 667 2090.
Horngate Forwarding & Logistics PLC`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f4f6f9">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:'Segoe UI',Arial,sans-serif;color:#24313f">
<tr><td style="padding:26px 30px 0"><img src="https://track.horngate-logistics.com/static/img/horngate-track.png" alt="Horngate Track" width="140"></td></tr>
<tr><td style="padding:20px 30px;font-size:15px;line-height:23px">
<p style="margin:0 0 14px">Hi Hirut,</p>
<p style="margin:0 0 14px"><b>Meron Tadesse</b> (Horngate Forwarding &amp; Logistics) has invited you to Horngate Track, our customer portal for <b>Wenza Buna Export PLC</b>.</p>
<p style="margin:0 0 20px">Follow container milestones from Modjo to destination, download shipping documents and see invoices.</p>
<table cellpadding="0" cellspacing="0"><tr><td bgcolor="#1b4f7a" style="border-radius:5px"><a href="https://track.horngate-logistics.com/portal/invitations/accept/7Hq2LmX9cRtV4pWz?email=hirut.alemayehu%40wenzabuna-export.et" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:600">Accept invitation</a></td></tr></table>
<p style="margin:20px 0 0;font-size:12px;color:#6b7785">This invitation expires in 7 days.</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #e7ebf0;font-size:11px;color:#8b96a3">Horngate Forwarding &amp; Logistics PLC · +251 11 667 2090 · <a href="https://www.horngate-logistics.com/privacy" style="color:#8b96a3">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "horngate-forwarding",
    group: "regional",
    lang: "en",
    kind: "vessel-departed",
    code: null,
    link: null,
    from: "Horngate Track <noreply@track.horngate-logistics.com>",
    to: TO,
    subject: "Shipment update: MEDUHG418227 departed Djibouti",
    date: dt(9, 30, "06:44:50"),
    text: `Shipment update

B/L MEDUHG418227 – Wenza Buna Export PLC → Torrefazione Aureliana S.r.l.

  ✓ Gate-in Modjo dry port        22 Sep 2026
  ✓ Arrived Djibouti (rail)       24 Sep 2026
  ✓ Loaded on MSC ALINA FW638R    29 Sep 2026
  ✓ Vessel departed Djibouti      29 Sep 2026 23:10
  … Transhipment Salalah          ETA 04 Oct 2026
  … Arrival Trieste               ETA 14 Oct 2026

View the shipment: https://track.horngate-logistics.com/s/MEDUHG418227

You receive these updates because you follow this shipment. Manage notifications in your profile.`,
    html: `<html><body style="font-family:'Segoe UI',Arial,sans-serif;background:#f4f6f9;padding:20px">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:22px 26px"><div style="font-size:12px;color:#6b7785">Shipment update</div><div style="font-size:20px;font-weight:600;color:#24313f">Departed Djibouti</div>
<div style="font-size:13px;color:#24313f;margin-top:4px">B/L MEDUHG418227 · Wenza Buna Export PLC → Torrefazione Aureliana S.r.l.</div></td></tr>
<tr><td style="padding:0 26px 18px"><table width="100%" cellpadding="5" style="font-size:13px">
<tr><td style="color:#2e9d57">●</td><td>Gate-in Modjo dry port</td><td align="right">22 Sep 2026</td></tr>
<tr><td style="color:#2e9d57">●</td><td>Arrived Djibouti (rail)</td><td align="right">24 Sep 2026</td></tr>
<tr><td style="color:#2e9d57">●</td><td>Loaded on MSC ALINA FW638R</td><td align="right">29 Sep 2026</td></tr>
<tr><td style="color:#2e9d57">●</td><td><b>Vessel departed Djibouti</b></td><td align="right"><b>29 Sep 2026 23:10</b></td></tr>
<tr><td style="color:#b8c1cc">○</td><td>Transhipment Salalah</td><td align="right">ETA 04 Oct 2026</td></tr>
<tr><td style="color:#b8c1cc">○</td><td>Arrival Trieste</td><td align="right">ETA 14 Oct 2026</td></tr></table>
<p style="margin:16px 0 0"><a href="https://track.horngate-logistics.com/s/MEDUHG418227" style="color:#1b4f7a;font-weight:600">View the shipment →</a></p></td></tr>
<tr><td style="padding:12px 26px;border-top:1px solid #e7ebf0;font-size:11px;color:#8b96a3">You receive these updates because you follow this shipment. <a href="https://track.horngate-logistics.com/profile/notifications" style="color:#8b96a3">Manage notifications</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Bunna Fikad (coffee authority licensing portal)

function fikad(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f7f3ee;font-family:'Noto Sans Ethiopic','Segoe UI',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e4dacb">
<tr><td style="background:#4b2e1e;padding:14px 20px;color:#f4e3c9;font-size:15px"><img src="https://fikad.coffeeauthority.gov.et/static/img/cta-seal.png" width="36" height="36" alt="" style="vertical-align:middle;margin-right:8px">የቡናና ሻይ ባለሥልጣን · Bunna Fikad</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:22px;color:#2b2118">${inner}</td></tr>
<tr><td style="padding:12px 24px;background:#faf6f0;font-size:11px;color:#8a7a66">Coffee &amp; Tea Authority · Bunna Fikad e-Licensing · Mexico Square, Addis Ababa · Tel +251 11 551 5566 · <a href="https://fikad.coffeeauthority.gov.et/help" style="color:#8a5a2b">Help</a></td></tr>
</table></td></tr></table></body></html>`;
}

const fikad_mails: Mail[] = [
  {
    family: "bunna-fikad-portal",
    group: "regional",
    lang: "am",
    kind: "license-renewal",
    code: null,
    link: null,
    from: "ቡና ፍቃድ <notifications@fikad.coffeeauthority.gov.et>",
    to: TO,
    subject: "ማሳሰቢያ፦ የቡና ላኪነት ፈቃድዎ በ30 ቀናት ውስጥ ያበቃል",
    date: dt(9, 3, "08:00:00"),
    text: `የተከበሩ ወንዛ ቡና ኤክስፖርት ኃ.የተ.የግ.ማ፣

የቡና ላኪነት የብቃት ማረጋገጫ ፈቃድዎ (ቁጥር CTA/EXP/0412/2018) በ03/10/2026 ያበቃል።

ፈቃዱን ለማሳደስ የሚያስፈልጉ ሰነዶች፦
 - የታደሰ የንግድ ፈቃድ
 - የ2018 በጀት ዓመት የኦዲት ሪፖርት
 - የመጋዘንና የማበጠሪያ ቦታ ኪራይ ውል
 - የእድሳት ክፍያ ETB 2,500 የተከፈለበት ደረሰኝ

ማመልከቻውን በቡና ፍቃድ ፖርታል በኩል "ፈቃዶቼ" በሚለው ክፍል ማቅረብ ይችላሉ።
ፈቃዱ ካበቃ በኋላ የወጪ ንግድ ውል ምዝገባ አይፈቀድም።

የቡናና ሻይ ባለሥልጣን
ስልክ +251 11 551 5566`,
    html: fikad(`<p>የተከበሩ ወንዛ ቡና ኤክስፖርት ኃ.የተ.የግ.ማ፣</p>
<p>የቡና ላኪነት የብቃት ማረጋገጫ ፈቃድዎ (ቁጥር <b>CTA/EXP/0412/2018</b>) በ<b style="color:#a3361a">03/10/2026</b> ያበቃል።</p>
<p>ፈቃዱን ለማሳደስ የሚያስፈልጉ ሰነዶች፦</p>
<ul><li>የታደሰ የንግድ ፈቃድ</li><li>የ2018 በጀት ዓመት የኦዲት ሪፖርት</li><li>የመጋዘንና የማበጠሪያ ቦታ ኪራይ ውል</li><li>የእድሳት ክፍያ ETB 2,500 የተከፈለበት ደረሰኝ</li></ul>
<p>ማመልከቻውን በቡና ፍቃድ ፖርታል በኩል «ፈቃዶቼ» በሚለው ክፍል ማቅረብ ይችላሉ። ፈቃዱ ካበቃ በኋላ የወጪ ንግድ ውል ምዝገባ አይፈቀድም።</p>
<p><a href="https://fikad.coffeeauthority.gov.et/licenses">ወደ ፖርታሉ ይሂዱ</a></p>`),
  },
  {
    family: "bunna-fikad-portal",
    group: "regional",
    lang: "am",
    kind: "email-change",
    code: null,
    link: "https://fikad.coffeeauthority.gov.et/account/confirm-email/MTI4ODc/ct4k9-b71f2e0d8a6c5e4f3b21",
    from: "ቡና ፍቃድ <notifications@fikad.coffeeauthority.gov.et>",
    to: TO,
    subject: "የኢሜይል አድራሻ ለውጥ ያረጋግጡ",
    date: dt(9, 4, "14:36:27"),
    enc: "qp",
    text: `ጤና ይስጥልኝ፣

በቡና ፍቃድ ፖርታል የድርጅትዎ የመገናኛ ኢሜይል ወደ hirut.alemayehu@wenzabuna-export.et እንዲቀየር ጥያቄ ቀርቧል።

ለውጡን ለማረጋገጥ የሚከተለውን ሊንክ ይክፈቱ፦
https://fikad.coffeeauthority.gov.et/account/confirm-email/MTI4ODc/ct4k9-b71f2e0d8a6c5e4f3b21

ሊንኩ ለ48 ሰዓት ያገለግላል። እስኪያረጋግጡ ድረስ ማሳወቂያዎች በቀድሞው አድራሻ (info@wenzabuna-export.et) ይላካሉ።
ይህን ጥያቄ ካላቀረቡ ይህን መልእክት ችላ ይበሉ።

የቡናና ሻይ ባለሥልጣን – ቡና ፍቃድ`,
    html: fikad(`<p>ጤና ይስጥልኝ፣</p>
<p>በቡና ፍቃድ ፖርታል የድርጅትዎ የመገናኛ ኢሜይል ወደ <b>hirut.alemayehu@wenzabuna-export.et</b> እንዲቀየር ጥያቄ ቀርቧል።</p>
<p style="text-align:center;margin:22px 0"><a href="https://fikad.coffeeauthority.gov.et/account/confirm-email/MTI4ODc/ct4k9-b71f2e0d8a6c5e4f3b21" style="background:#8a5a2b;color:#fff;text-decoration:none;padding:11px 26px;border-radius:3px">ለውጡን አረጋግጥ</a></p>
<p style="font-size:12px;color:#776">ሊንኩ ለ48 ሰዓት ያገለግላል። እስኪያረጋግጡ ድረስ ማሳወቂያዎች በቀድሞው አድራሻ (info@wenzabuna-export.et) ይላካሉ። ይህን ጥያቄ ካላቀረቡ ይህን መልእክት ችላ ይበሉ።</p>`),
  },
  {
    family: "bunna-fikad-portal",
    group: "regional",
    lang: "en",
    kind: "permit-approved",
    code: null,
    link: null,
    from: "Bunna Fikad <notifications@fikad.coffeeauthority.gov.et>",
    to: TO,
    subject: "Export contract registered – CTA-CR-2026-08815",
    date: dt(9, 17, "16:50:13"),
    text: `Dear Exporter,

Your export sales contract has been registered and the minimum export price check passed.

Registration no.:   CTA-CR-2026-08815
Buyer:              Torrefazione Aureliana S.r.l., Trieste, Italy
Quality:            Washed Yirgacheffe Grade 2
Quantity:           19,200 kg (320 bags x 60 kg)
Contract price:     USD 6.175 / kg FOB Djibouti (USD 118,560.00)
Registered on:      17/09/2026
Valid for shipment until: 16/12/2026

Quality inspection and certificate of origin can now be requested for this contract.

Coffee & Tea Authority – Export Contract Registration Desk`,
    html: fikad(`<p>Dear Exporter,</p>
<p>Your export sales contract has been <b style="color:#2e7d32">registered</b> and the minimum export price check passed.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border:1px solid #e4dacb;width:100%">
<tr><td>Registration no.</td><td><b>CTA-CR-2026-08815</b></td></tr>
<tr><td>Buyer</td><td>Torrefazione Aureliana S.r.l., Trieste, Italy</td></tr>
<tr><td>Quality</td><td>Washed Yirgacheffe Grade 2</td></tr>
<tr><td>Quantity</td><td>19,200 kg (320 bags x 60 kg)</td></tr>
<tr><td>Contract price</td><td>USD 6.175 / kg FOB Djibouti (USD 118,560.00)</td></tr>
<tr><td>Registered on</td><td>17/09/2026</td></tr>
<tr><td>Valid for shipment until</td><td>16/12/2026</td></tr></table>
<p>Quality inspection and certificate of origin can now be requested for this contract.</p>`),
  },
  {
    family: "bunna-fikad-portal",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "FK-615093",
    code_digits: "615093",
    link: null,
    from: "Bunna Fikad <notifications@fikad.coffeeauthority.gov.et>",
    to: TO,
    subject: "Bunna Fikad sign-in code",
    date: dt(10, 6, "09:02:48"),
    text: `Your Bunna Fikad sign-in code is FK-615093

Enter the six digits after "FK-" on the sign-in page. The code is valid for 10 minutes and can be used once.

If you did not try to sign in, change your password and inform the Authority's ICT desk at +251 11 551 5566 ext. 140.`,
    html: fikad(`<p>Your Bunna Fikad sign-in code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#4b2e1e;text-align:center;background:#faf6f0;padding:14px">FK-615093</p>
<p>Enter the six digits after «FK-» on the sign-in page. The code is valid for 10 minutes and can be used once.</p>
<p style="font-size:12px;color:#776">If you did not try to sign in, change your password and inform the Authority's ICT desk at +251 11 551 5566 ext. 140.</p>`),
  },
];

// ---------------------------------------------------------------- Ras Dashen Air

const rasdashen_mails: Mail[] = [
  {
    family: "ras-dashen-air",
    group: "regional",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Ras Dashen Air <eticket@rasdashenair.com>",
    to: TO,
    subject: "Your e-ticket receipt – Booking K7QZ4M – Addis Ababa to Milan",
    date: dt(10, 5, "20:14:33"),
    enc: "qp",
    text: `RAS DASHEN AIR – ELECTRONIC TICKET RECEIPT

Booking reference: K7QZ4M
Ticket number:     318-2407715593
Passenger:         ALEMAYEHU/HIRUT MS
Frequent flyer:    Dashen Miles 40 172 886 (Silver)

  RD 712  20 OCT 2026  ADD 23:55 → MXP 06:10+1  Economy (M)  Baggage 2PC
  RD 713  31 OCT 2026  MXP 11:40 → ADD 20:35    Economy (M)  Baggage 2PC

Fare:      USD 612.00
Taxes:     USD 248.60
Total:     USD 860.60   Paid with VISA •••• 2218

Online check-in opens 24 hours before departure. Bole International Airport Terminal 2:
please arrive 3 hours before international departures.

Manage your booking: https://www.rasdashenair.com/manage?pnr=K7QZ4M&ln=ALEMAYEHU
Ras Dashen Air S.C., Bole Road, Addis Ababa · Reservations +251 11 617 8000`,
    html: `<html><body style="margin:0;background:#e9eef3">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#1c2a39">
<tr><td style="background:#0f3d5e;padding:16px 22px"><img src="https://media.rasdashenair.com/email/rd-logo-white.png" alt="Ras Dashen Air" width="170"></td></tr>
<tr><td style="padding:20px 22px"><div style="font-size:12px;color:#6c7a89;text-transform:uppercase;letter-spacing:1px">Electronic ticket receipt</div>
<table width="100%" cellpadding="4" style="font-size:13px;margin-top:10px">
<tr><td>Booking reference</td><td><b style="font-size:18px;letter-spacing:2px">K7QZ4M</b></td><td>Ticket number</td><td>318-2407715593</td></tr>
<tr><td>Passenger</td><td>ALEMAYEHU/HIRUT MS</td><td>Dashen Miles</td><td>40 172 886 (Silver)</td></tr></table></td></tr>
<tr><td style="padding:0 22px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #dbe3ea">
<tr style="background:#f2f6f9;font-weight:bold"><td>Flight</td><td>Date</td><td>From</td><td>To</td><td>Class</td></tr>
<tr><td>RD 712</td><td>20 Oct 2026</td><td>ADD 23:55</td><td>MXP 06:10 <sup>+1</sup></td><td>Economy (M) · 2PC</td></tr>
<tr><td>RD 713</td><td>31 Oct 2026</td><td>MXP 11:40</td><td>ADD 20:35</td><td>Economy (M) · 2PC</td></tr></table></td></tr>
<tr><td style="padding:14px 22px;font-size:13px">Fare USD 612.00 · Taxes USD 248.60 · <b>Total USD 860.60</b> · Paid with VISA •••• 2218</td></tr>
<tr><td style="padding:0 22px 18px;font-size:13px">Online check-in opens 24 hours before departure. At Bole International Airport Terminal 2, please arrive 3 hours before international departures.<br><br>
<a href="https://www.rasdashenair.com/manage?pnr=K7QZ4M&amp;ln=ALEMAYEHU" style="color:#0f3d5e;font-weight:bold">Manage your booking</a></td></tr>
<tr><td style="background:#f2f6f9;padding:12px 22px;font-size:11px;color:#6c7a89">Ras Dashen Air S.C., Bole Road, Addis Ababa · Reservations +251 11 617 8000 · <a href="https://www.rasdashenair.com/conditions-of-carriage" style="color:#6c7a89">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ras-dashen-air",
    group: "regional",
    lang: "am",
    kind: "verify-link",
    code: null,
    link: "https://miles.rasdashenair.com/am/activate?uid=40172886&t=9d3b77f0c2a14e5e",
    from: "ዳሸን ማይልስ <miles@rasdashenair.com>",
    to: TO,
    subject: "የዳሸን ማይልስ መለያዎን ያግብሩ",
    date: dt(10, 5, "19:51:09"),
    enc: "b64",
    text: `ሰላም ሂሩት፣

ወደ ዳሸን ማይልስ እንኳን በደህና መጡ! የአባልነት ቁጥርዎ 40 172 886 ነው።

መለያዎን ለማግበርና የኢሜይል አድራሻዎን ለማረጋገጥ ይህን ሊንክ ይክፈቱ፦
https://miles.rasdashenair.com/am/activate?uid=40172886&t=9d3b77f0c2a14e5e

መለያውን ካገበሩ በኋላ ያደረጓቸው በረራዎች ማይልስ በራስ-ሰር ይመዘገባሉ።

ራስ ዳሸን አየር መንገድ`,
    html:
      `<table width="100%" bgcolor="#e9eef3" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" bgcolor="#ffffff" cellpadding="0" cellspacing="0" style="font-family:'Nyala',Arial,sans-serif">
<tr><td><img src="https://media.rasdashenair.com/email/miles-hero-am.jpg" width="560" alt="ዳሸን ማይልስ" style="display:block"></td></tr>
<tr><td style="padding:22px;font-size:15px;color:#1c2a39">
<p>ሰላም ሂሩት፣</p>
<p>ወደ ዳሸን ማይልስ እንኳን በደህና መጡ! የአባልነት ቁጥርዎ <b>40 172 886</b> ነው።</p>
<p>መለያዎን ለማግበርና የኢሜይል አድራሻዎን ለማረጋገጥ ከታች ያለውን ቁልፍ ይጫኑ።</p>
<p style="text-align:center"><a href="https://miles.rasdashenair.com/am/activate?uid=40172886&amp;t=9d3b77f0c2a14e5e" style="background:#c8962e;color:#fff;padding:12px 30px;text-decoration:none;border-radius:24px;font-weight:bold">መለያዬን አግብር</a></p>
<p style="font-size:13px;color:#55606b">መለያውን ካገበሩ በኋላ ያደረጓቸው በረራዎች ማይልስ በራስ-ሰር ይመዘገባሉ።</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#8895a2;background:#f2f6f9">ራስ ዳሸን አየር መንገድ · ቦሌ መንገድ፣ አዲስ አበባ · <a href="https://www.rasdashenair.com/am/privacy">ግላዊነት</a> · <a href="https://www.rasdashenair.com/am/unsubscribe">ከደብዳቤ ዝርዝር ይውጡ</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "ras-dashen-air",
    group: "regional",
    lang: "en",
    kind: "checkin-open",
    code: null,
    link: null,
    from: "Ras Dashen Air <checkin@rasdashenair.com>",
    to: TO,
    subject: "Check-in is now open for RD 712 to Milan",
    date: dt(10, 19, "23:56:02"),
    text: `Hello Hirut,

Online check-in is now open for your flight.

RD 712 · Tue 20 Oct 2026 · Addis Ababa (ADD) 23:55 → Milan Malpensa (MXP) 06:10 +1
Booking reference K7QZ4M · Seat 23C

Check in online: https://www.rasdashenair.com/checkin?pnr=K7QZ4M
Bag drop closes 60 minutes before departure.

Travelling with coffee samples? Green coffee in hold baggage is allowed up to 5 kg per passenger
if vacuum-packed. Phytosanitary rules at destination apply.

Have a good flight,
Ras Dashen Air`,
    html: null,
  },
];

// ---------------------------------------------------------------- Cherrymark Labs (quality lab results portal)

const cherrymark_mails: Mail[] = [
  {
    family: "cherrymark-labs",
    group: "regional",
    lang: "en",
    kind: "results-ready",
    code: null,
    link: null,
    from: "Cherrymark Labs Results <results@cherrymarklabs.com>",
    to: TO,
    subject: "Results available: sample CML-26-4471 (Guji natural G1)",
    date: dt(9, 22, "15:31:18"),
    enc: "qp",
    text: `Hello Hirut,

Results for your sample are now available.

Sample ID:        CML-26-4471
Description:      Guji Natural Grade 1, lot GJ-118, 300 g
Received:         18 Sep 2026

Moisture:         10.8 %
Water activity:   0.55 aw
Screen 14+:       91 %
Primary defects:  0   Secondary defects: 4
Cupping score:    87.25 (SCA form, 3 Q graders)
Notes:            blueberry, bergamot, cacao nib, long sweet finish

The signed certificate (PDF) is available in the results portal under My Samples.

Cherrymark Labs · Sarbet, Addis Ababa · +251 11 372 9041
Accredited to ISO/IEC 17025:2017, certificate no. EAS-T-2291`,
    html: `<html><body style="margin:0;padding:0;background:#fbf7f4">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;background:#fff;margin:18px 0;border-radius:4px;overflow:hidden">
<tr><td style="padding:18px 24px;border-bottom:2px solid #b3262d"><img src="https://cherrymarklabs.com/mail/cml-logo.png" alt="Cherrymark Labs" width="150"></td></tr>
<tr><td style="padding:22px 24px;color:#302624;font-size:14px;line-height:21px">
<p>Hello Hirut,</p><p>Results for your sample are now available.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px">
<tr style="background:#f8efec"><td width="40%">Sample ID</td><td><b>CML-26-4471</b></td></tr>
<tr><td>Description</td><td>Guji Natural Grade 1, lot GJ-118, 300 g</td></tr>
<tr style="background:#f8efec"><td>Received</td><td>18 Sep 2026</td></tr>
<tr><td>Moisture / a<sub>w</sub></td><td>10.8 % / 0.55</td></tr>
<tr style="background:#f8efec"><td>Screen 14+</td><td>91 %</td></tr>
<tr><td>Defects (primary / secondary)</td><td>0 / 4</td></tr>
<tr style="background:#f8efec"><td>Cupping score</td><td><b style="color:#b3262d;font-size:16px">87.25</b> (SCA form, 3 Q graders)</td></tr>
<tr><td>Notes</td><td>blueberry, bergamot, cacao nib, long sweet finish</td></tr></table>
<p style="margin-top:18px"><a href="https://results.cherrymarklabs.com/samples/CML-26-4471" style="color:#b3262d;font-weight:bold">Open in results portal</a> to download the signed certificate.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#8c7f7b;background:#faf4f1">Cherrymark Labs · Sarbet, Addis Ababa · +251 11 372 9041 · ISO/IEC 17025:2017, cert. EAS-T-2291</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cherrymark-labs",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "248067",
    link: null,
    from: "Cherrymark Labs <no-reply@cherrymarklabs.com>",
    to: TO,
    subject: "248067 is your Cherrymark results portal code",
    date: dt(9, 22, "15:40:55"),
    text: `Your one-time sign-in code for the Cherrymark Labs results portal:

2 4 8 0 6 7

It expires in 15 minutes. If you didn't request it, you can ignore this e-mail.

Cherrymark Labs · +251 11 372 9041`,
    html: `<div style="font-family:'Helvetica Neue',Arial,sans-serif;background:#fbf7f4;padding:24px">
<div style="max-width:440px;margin:0 auto;background:#fff;padding:26px;border-radius:4px">
<img src="https://cherrymarklabs.com/mail/cml-logo.png" alt="Cherrymark Labs" width="130">
<p style="font-size:15px;color:#302624">Your one-time sign-in code for the results portal:</p>
<table cellpadding="0" cellspacing="4" style="margin:10px 0 16px"><tr>
<td style="border:1px solid #d9c7c2;width:40px;height:48px;text-align:center;font-size:24px;font-family:Menlo,monospace">2</td>
<td style="border:1px solid #d9c7c2;width:40px;height:48px;text-align:center;font-size:24px;font-family:Menlo,monospace">4</td>
<td style="border:1px solid #d9c7c2;width:40px;height:48px;text-align:center;font-size:24px;font-family:Menlo,monospace">8</td>
<td style="border:1px solid #d9c7c2;width:40px;height:48px;text-align:center;font-size:24px;font-family:Menlo,monospace">0</td>
<td style="border:1px solid #d9c7c2;width:40px;height:48px;text-align:center;font-size:24px;font-family:Menlo,monospace">6</td>
<td style="border:1px solid #d9c7c2;width:40px;height:48px;text-align:center;font-size:24px;font-family:Menlo,monospace">7</td>
</tr></table>
<p style="font-size:13px;color:#6d605c">It expires in 15 minutes. If you didn't request it, you can ignore this e-mail.</p>
</div><p style="text-align:center;font-size:11px;color:#a39590">Cherrymark Labs · Sarbet, Addis Ababa · <a href="https://cherrymarklabs.com/privacy" style="color:#a39590">Privacy</a></p></div>`,
  },
  {
    family: "cherrymark-labs",
    group: "regional",
    lang: "am",
    kind: "sample-received",
    code: null,
    link: null,
    from: "ቸሪማርክ ላብስ መቀበያ <reception@cherrymarklabs.com>",
    to: TO,
    subject: "ናሙና ደርሶናል – CML-26-4502፣ CML-26-4503",
    date: dt(10, 8, "10:05:37"),
    enc: "8bit",
    text: `ውድ ደንበኛችን፣

ከወንዛ ቡና ኤክስፖርት የተላኩ የሚከተሉትን ናሙናዎች በ08/10/2026 ሰዓት 09:40 ተቀብለናል፦

  CML-26-4502   ሲዳማ የታጠበ G2፣ ሎት SD-207፣ 350 ግ   – ፊዚካል + ካፒንግ
  CML-26-4503   ሊሙ የታጠበ G2፣ ሎት LM-031፣ 350 ግ     – ፊዚካል + ካፒንግ + OTA

ውጤቱ እስከ 13/10/2026 ይደርሳል (የOTA ምርመራ 3 የሥራ ቀናት ይጨምራል)።
ደረሰኝ INV-CML-26-1180 (ETB 7,820.00 ተ.እ.ታን ጨምሮ) ለብቻው ይላካል።

ከሰላምታ ጋር፣
መቀበያ ክፍል
ቸሪማርክ ላብስ · ሳርቤት፣ አዲስ አበባ · +251 11 372 9041`,
    html: null,
  },
];

// ---------------------------------------------------------------- KaffaCloud (shared drive)

function kaffa(inner: string, pre: string): string {
  return `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:24px"><img src="https://assets.kaffacloud.com/email/v3/kaffacloud-wordmark.png" alt="KaffaCloud" width="118" height="26"></td></tr>
<tr><td style="font-size:15px;line-height:24px;color:#1d2329">${inner}</td></tr>
<tr><td style="padding-top:32px;border-top:1px solid #eceff2;font-size:12px;line-height:18px;color:#8a939c">
KaffaCloud Ltd · 6 Harcourt Street, Dublin 2, D02 X285, Ireland<br>
<a href="https://www.kaffacloud.com/help" style="color:#8a939c">Help</a> · <a href="https://www.kaffacloud.com/legal/privacy" style="color:#8a939c">Privacy</a> · <a href="https://www.kaffacloud.com/settings/notifications" style="color:#8a939c">Notification settings</a>
</td></tr></table></td></tr></table></body></html>`;
}

const kaffacloud_mails: Mail[] = [
  {
    family: "kaffacloud",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.kaffacloud.com/ls/click?upn=u001.Zk8qW2nVbT5Lh-2BcYx7mP4rQ1sD9fJ6aE3gK0oN&share=fld_8XbQ2r",
    from: "Lukas Brandt (via KaffaCloud) <no-reply@kaffacloud.com>",
    to: TO,
    subject: 'Lukas Brandt shared "Elbstrand – Lieferantendokumente 2026/27" with you',
    date: dt(9, 10, "10:18:44"),
    text: `Lukas Brandt (lukas.brandt@kaffeekontor-elbstrand.de) invited you to edit the folder

  Elbstrand – Lieferantendokumente 2026/27

Message from Lukas:
"Hallo Hirut, please upload the phyto certificates, ICO certificates and the pre-shipment samples
photos here for the October shipment. Thanks! Lukas"

Open the folder:
https://links.kaffacloud.com/ls/click?upn=u001.Zk8qW2nVbT5Lh-2BcYx7mP4rQ1sD9fJ6aE3gK0oN&share=fld_8XbQ2r

You'll need to sign in or create a free KaffaCloud account with hirut.alemayehu@wenzabuna-export.et to accept.

KaffaCloud Ltd · 6 Harcourt Street, Dublin 2, Ireland`,
    html: kaffa(
      `<p style="margin:0 0 18px"><b>Lukas Brandt</b> (lukas.brandt@kaffeekontor-elbstrand.de) invited you to <b>edit</b> a folder</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e3e7eb;border-radius:8px"><tr>
<td width="48" style="padding:14px"><img src="https://assets.kaffacloud.com/email/v3/icon-folder-shared.png" width="32" height="32" alt="Folder"></td>
<td style="padding:14px 14px 14px 0;font-weight:600">Elbstrand – Lieferantendokumente 2026/27</td></tr></table>
<p style="margin:18px 0;padding:12px 14px;background:#f5f7f9;border-radius:6px;font-style:italic">“Hallo Hirut, please upload the phyto certificates, ICO certificates and the pre-shipment samples photos here for the October shipment. Thanks! Lukas”</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#5b3a29;border-radius:6px"><a href="https://links.kaffacloud.com/ls/click?upn=u001.Zk8qW2nVbT5Lh-2BcYx7mP4rQ1sD9fJ6aE3gK0oN&amp;share=fld_8XbQ2r" style="display:inline-block;padding:11px 22px;color:#fff;text-decoration:none;font-weight:600">Open folder</a></td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#5d6670">You'll need to sign in or create a free KaffaCloud account with hirut.alemayehu@wenzabuna-export.et to accept.</p>`,
      "Lukas Brandt invited you to edit a folder",
    ),
  },
  {
    family: "kaffacloud",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "K4M-9TQ",
    code_digits: "K4M9TQ",
    link: "https://www.kaffacloud.com/verify-email?c=K4M9TQ&e=aGlydXQuYWxlbWF5ZWh1QHdlbnphYnVuYS1leHBvcnQuZXQ",
    from: "KaffaCloud <no-reply@kaffacloud.com>",
    to: TO,
    subject: "Verify your email for KaffaCloud",
    date: dt(9, 10, "10:26:03"),
    enc: "qp",
    text: `Welcome to KaffaCloud!

Enter this code in the app to verify your email address:

K4M-9TQ

Or open this link on the device where you're signing up:
https://www.kaffacloud.com/verify-email?c=K4M9TQ&e=aGlydXQuYWxlbWF5ZWh1QHdlbnphYnVuYS1leHBvcnQuZXQ

The code expires in 1 hour. If you didn't create a KaffaCloud account, you can safely ignore this email.`,
    html: kaffa(
      `<h1 style="margin:0 0 14px;font-size:22px">Welcome to KaffaCloud!</h1>
<p style="margin:0 0 14px">Enter this code in the app to verify your email address:</p>
<div style="font-size:30px;font-weight:700;letter-spacing:6px;font-family:'SF Mono',Consolas,monospace;padding:14px 0;text-align:center;background:#f5f7f9;border-radius:8px">K4M-9TQ</div>
<p style="margin:18px 0 10px">Or verify with one click on the device where you're signing up:</p>
<p style="margin:0"><a href="https://www.kaffacloud.com/verify-email?c=K4M9TQ&amp;e=aGlydXQuYWxlbWF5ZWh1QHdlbnphYnVuYS1leHBvcnQuZXQ" style="color:#5b3a29;font-weight:600">Verify email address</a></p>
<p style="margin:18px 0 0;font-size:13px;color:#5d6670">The code expires in 1 hour. If you didn't create a KaffaCloud account, you can safely ignore this email.</p>`,
      "Your verification code: K4M-9TQ",
    ),
  },
  {
    family: "kaffacloud",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "KaffaCloud <no-reply@kaffacloud.com>",
    to: TO,
    subject: "You've used 90% of your KaffaCloud storage",
    date: dt(10, 21, "04:12:09"),
    text: `Hi Hirut,

Your KaffaCloud Basic plan is almost full: 4.52 GB of 5 GB used.

When you run out of space, files in shared folders will stop syncing and others won't be able
to add files you own. Largest items:
  - Lot photos Sidama 2026 (1.8 GB)
  - Cupping videos (1.1 GB)

Upgrade to Plus (200 GB) for USD 4.99/month, or free up space.
https://www.kaffacloud.com/plans?src=quota90

KaffaCloud Ltd · 6 Harcourt Street, Dublin 2, Ireland`,
    html: kaffa(
      `<p style="margin:0 0 14px">Hi Hirut,</p>
<p style="margin:0 0 10px">Your KaffaCloud Basic plan is almost full.</p>
<div style="background:#eceff2;border-radius:4px;height:10px"><div style="background:#d9822b;width:90%;height:10px;border-radius:4px"></div></div>
<p style="margin:6px 0 18px;font-size:13px;color:#5d6670">4.52 GB of 5 GB used</p>
<p style="margin:0 0 14px">When you run out of space, files in shared folders will stop syncing and others won't be able to add files you own.</p>
<p style="margin:0 0 6px;font-size:13px;color:#5d6670">Largest items</p>
<ul style="margin:0 0 18px;padding-left:18px;font-size:14px"><li>Lot photos Sidama 2026 — 1.8 GB</li><li>Cupping videos — 1.1 GB</li></ul>
<a href="https://www.kaffacloud.com/plans?src=quota90" style="display:inline-block;background:#5b3a29;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;font-weight:600">Upgrade to Plus — USD 4.99/month</a>`,
      "4.52 GB of 5 GB used",
    ),
  },
];

// ---------------------------------------------------------------- Palaver (video calls)

const palaver_mails: Mail[] = [
  {
    family: "palaver-meet",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "51739820",
    link: null,
    from: "Palaver <account@palaver.video>",
    to: TO,
    subject: "Your Palaver sign-in code",
    date: dt(9, 24, "17:58:30"),
    text: `Sign in to Palaver

We got a request to sign in to Palaver with hirut.alemayehu@wenzabuna-export.et from Chrome on Windows (Addis Ababa, Ethiopia).

Your code: 5173 9820

The code is valid for 10 minutes. Never share it — Palaver support will never ask for it.

Not you? Someone may have typed your email by mistake. You can ignore this message.

Palaver Video Inc., 548 Market St #48211, San Francisco, CA 94104`,
    html: `<html><body style="background:#f6f5fb;margin:0;padding:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Inter,Arial,sans-serif">
<tr><td style="padding:28px 32px 8px"><img src="https://static.palaver.video/mail/palaver-mark.png" alt="Palaver" width="40" height="40"></td></tr>
<tr><td style="padding:8px 32px;font-size:20px;font-weight:700;color:#1e1b3a">Sign in to Palaver</td></tr>
<tr><td style="padding:8px 32px;font-size:14px;line-height:22px;color:#4a4766">We got a request to sign in with <b>hirut.alemayehu@wenzabuna-export.et</b> from Chrome on Windows (Addis Ababa, Ethiopia).</td></tr>
<tr><td style="padding:18px 32px"><div style="background:#efedfb;border-radius:10px;padding:16px;text-align:center;font-size:30px;font-weight:700;letter-spacing:4px;color:#4b3fcf">5173&nbsp;9820</div></td></tr>
<tr><td style="padding:0 32px 26px;font-size:13px;line-height:20px;color:#77739a">The code is valid for 10 minutes. Never share it — Palaver support will never ask for it. Not you? Someone may have typed your email by mistake; you can ignore this message.</td></tr>
</table>
<p style="font-family:Inter,Arial,sans-serif;font-size:11px;color:#9a97b5">Palaver Video Inc., 548 Market St #48211, San Francisco, CA 94104 · <a href="https://palaver.video/privacy" style="color:#9a97b5">Privacy</a> · <a href="https://palaver.video/terms" style="color:#9a97b5">Terms</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "palaver-meet",
    group: "consumer",
    lang: "en",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "Palaver <notifications@palaver.video>",
    to: TO,
    subject: "Recording ready: Wenza × Asanagi – 2026/27 pre-shipment cupping",
    date: dt(9, 24, "20:03:11"),
    enc: "qp",
    text: `Your recording is ready

Wenza × Asanagi – 2026/27 pre-shipment cupping
Thu, 24 Sep 2026 · 18:00–19:42 EAT · 1 h 42 min · 5 participants

Watch recording: https://palaver.video/r/Wx7p-Qh2m-Lt9d
Meeting ID: 884 2091 3376  ·  Passcode: cup2627

AI summary (beta):
- Asanagi confirmed interest in 150 bags Guji natural G1 at cupping score 87+.
- Samples CML-26-4471 and -4472 to be re-sent by courier by 30 Sep.
- Price discussion to continue by e-mail.

Recordings on the Free plan are kept for 30 days.
Palaver Video Inc.`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f5fb"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:Inter,Arial,sans-serif;color:#1e1b3a">
<tr><td style="padding:26px 30px 6px;font-size:13px;color:#77739a">Your recording is ready</td></tr>
<tr><td style="padding:0 30px;font-size:18px;font-weight:700">Wenza × Asanagi – 2026/27 pre-shipment cupping</td></tr>
<tr><td style="padding:6px 30px 16px;font-size:13px;color:#4a4766">Thu, 24 Sep 2026 · 18:00–19:42 EAT · 1 h 42 min · 5 participants</td></tr>
<tr><td style="padding:0 30px"><a href="https://palaver.video/r/Wx7p-Qh2m-Lt9d"><img src="https://static.palaver.video/thumbs/Wx7p-Qh2m-Lt9d.jpg" width="460" alt="Play recording" style="border-radius:10px;display:block"></a></td></tr>
<tr><td style="padding:12px 30px;font-size:12px;color:#77739a">Meeting ID: 884 2091 3376 · Passcode: cup2627</td></tr>
<tr><td style="padding:6px 30px 20px;font-size:14px;line-height:21px"><b>AI summary (beta)</b><ul style="padding-left:18px;margin:6px 0">
<li>Asanagi confirmed interest in 150 bags Guji natural G1 at cupping score 87+.</li>
<li>Samples CML-26-4471 and -4472 to be re-sent by courier by 30 Sep.</li>
<li>Price discussion to continue by e-mail.</li></ul></td></tr>
<tr><td style="padding:0 30px 24px"><a href="https://palaver.video/r/Wx7p-Qh2m-Lt9d" style="background:#4b3fcf;color:#fff;text-decoration:none;padding:10px 22px;border-radius:8px;font-weight:600;font-size:14px">Watch recording</a></td></tr>
<tr><td style="padding:14px 30px;border-top:1px solid #eeecf7;font-size:11px;color:#9a97b5">Recordings on the Free plan are kept for 30 days. · <a href="https://palaver.video/settings/notifications" style="color:#9a97b5">Notification settings</a></td></tr>
</table></td></tr></table>`,
  },
];

// ---------------------------------------------------------------- Torrefazione Aureliana (Italian buyer)

const AURELIANA_SIG = `Giulia Benussi
Ufficio Acquisti Caffè Verde
Torrefazione Aureliana S.r.l.
Riva Tommaso Gulli 12 – 34123 Trieste (TS)
Tel. +39 040 318 7740 – P.IVA 01187450326`;

const aureliana_mails: Mail[] = [
  {
    family: "torrefazione-aureliana",
    group: "regional",
    lang: "it",
    kind: "contract",
    code: null,
    link: null,
    from: "Giulia Benussi <g.benussi@torrefazioneaureliana.it>",
    to: TO,
    subject: "Contratto di acquisto n. TA-VERDE-26/041 – Yirgacheffe lavato Gr. 2",
    date: dt(9, 7, "11:48:02", "+0200"),
    enc: "qp",
    text: `Gentile Hirut,

come concordato al telefono, in allegato il contratto di acquisto firmato da parte nostra.

Riepilogo:
- Contratto n. TA-VERDE-26/041
- Qualità: Etiopia Yirgacheffe lavato Grado 2, raccolto 2025/26
- Quantità: 320 sacchi da 60 kg (19.200 kg netti)
- Prezzo: USD 6,175/kg FOB Gibuti – totale USD 118.560,00
- Pagamento: lettera di credito irrevocabile a vista, già richiesta alla nostra banca
- Imbarco: entro il 30 novembre 2026
- Campione di pre-imbarco: 300 g, da spedire a Trieste prima dello stuffing

Vi preghiamo di restituirci una copia controfirmata entro venerdì 11 settembre.

Cordiali saluti,

${AURELIANA_SIG}`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<p>Gentile Hirut,</p>
<p>come concordato al telefono, in allegato il contratto di acquisto firmato da parte nostra.</p>
<p>Riepilogo:</p>
<ul>
<li>Contratto n. <b>TA-VERDE-26/041</b></li>
<li>Qualità: Etiopia Yirgacheffe lavato Grado 2, raccolto 2025/26</li>
<li>Quantità: 320 sacchi da 60 kg (19.200 kg netti)</li>
<li>Prezzo: USD 6,175/kg FOB Gibuti – totale USD 118.560,00</li>
<li>Pagamento: lettera di credito irrevocabile a vista, già richiesta alla nostra banca</li>
<li>Imbarco: entro il 30 novembre 2026</li>
<li>Campione di pre-imbarco: 300 g, da spedire a Trieste prima dello stuffing</li>
</ul>
<p>Vi preghiamo di restituirci una copia controfirmata entro venerdì 11 settembre.</p>
<p>Cordiali saluti,</p>
<p style="color:#5a3d2b"><b>Giulia Benussi</b><br>Ufficio Acquisti Caffè Verde<br>Torrefazione Aureliana S.r.l.<br>Riva Tommaso Gulli 12 – 34123 Trieste (TS)<br>Tel. +39 040 318 7740 – P.IVA 01187450326<br>
<img src="https://www.torrefazioneaureliana.it/firma/logo-aureliana-1921.png" alt="Torrefazione Aureliana dal 1921" width="140"></p>
</div>`,
    attachment: [
      "Contratto_TA-VERDE-26-041_firmato.pdf",
      "application/pdf",
      "%PDF-1.5\n% contratto firmato\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "torrefazione-aureliana",
    group: "regional",
    lang: "it",
    kind: "invite-link",
    code: null,
    link: "https://fornitori.torrefazioneaureliana.it/registrazione/invito?token=TAinv-3f8c2d1e9b7a&lang=it",
    from: "Portale Fornitori Aureliana <portale.fornitori@torrefazioneaureliana.it>",
    to: TO,
    subject: "Invito al Portale Fornitori di Torrefazione Aureliana",
    date: dt(9, 8, "09:12:40", "+0200"),
    text: `Gentile fornitore,

Torrefazione Aureliana S.r.l. La invita a registrarsi al Portale Fornitori, dove potrà caricare certificati di analisi, documenti di spedizione e dichiarazioni di sostenibilità (EUDR) per i contratti in corso.

Ragione sociale: Wenza Buna Export PLC
Codice fornitore: F-ET-0093
Referente: Giulia Benussi

Per completare la registrazione apra il seguente collegamento e scelga una password:
https://fornitori.torrefazioneaureliana.it/registrazione/invito?token=TAinv-3f8c2d1e9b7a&lang=it

L'invito è valido 14 giorni.

Per assistenza: portale.fornitori@torrefazioneaureliana.it – tel. +39 040 318 7700
Torrefazione Aureliana S.r.l. – Riva Tommaso Gulli 12, 34123 Trieste`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4efe8"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#3b2a20">
<tr><td style="padding:22px 28px;border-bottom:1px solid #e5d9c9"><img src="https://www.torrefazioneaureliana.it/portale/img/aureliana-logo.png" alt="Torrefazione Aureliana" width="180"></td></tr>
<tr><td style="padding:24px 28px;font-family:Arial,sans-serif;font-size:14px;line-height:22px">
<p>Gentile fornitore,</p>
<p>Torrefazione Aureliana S.r.l. La invita a registrarsi al <b>Portale Fornitori</b>, dove potrà caricare certificati di analisi, documenti di spedizione e dichiarazioni di sostenibilità (EUDR) per i contratti in corso.</p>
<table cellpadding="4" style="font-size:13px;background:#faf6f0;width:100%"><tr><td>Ragione sociale</td><td>Wenza Buna Export PLC</td></tr><tr><td>Codice fornitore</td><td>F-ET-0093</td></tr><tr><td>Referente</td><td>Giulia Benussi</td></tr></table>
<p style="text-align:center;margin:26px 0"><a href="https://fornitori.torrefazioneaureliana.it/registrazione/invito?token=TAinv-3f8c2d1e9b7a&amp;lang=it" style="background:#8b1e1e;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold">Completa la registrazione</a></p>
<p style="font-size:12px;color:#7a6a5c">L'invito è valido 14 giorni. Per assistenza: portale.fornitori@torrefazioneaureliana.it – tel. +39 040 318 7700</p>
</td></tr>
<tr><td style="padding:14px 28px;font-family:Arial,sans-serif;font-size:11px;color:#9a8878;border-top:1px solid #e5d9c9">Torrefazione Aureliana S.r.l. – Riva Tommaso Gulli 12, 34123 Trieste – <a href="https://www.torrefazioneaureliana.it/privacy" style="color:#9a8878">Informativa privacy</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "torrefazione-aureliana",
    group: "regional",
    lang: "it",
    kind: "sample-feedback",
    code: null,
    link: null,
    from: "Giulia Benussi <g.benussi@torrefazioneaureliana.it>",
    to: TO,
    subject: "R: Campione pre-imbarco lotto 26/0913",
    date: dt(9, 19, "14:22:17", "+0200"),
    text: `Ciao Hirut,

il campione pre-imbarco del lotto 26/0913 è arrivato ieri con DHL (AWB 4417 2093 55).
Il nostro Q grader lo ha assaggiato stamattina: 85,5 punti, pulito, agrumato, corpo medio – in linea con il campione di offerta. Umidità 10,9 %.

Approvato per l'imbarco. Potete procedere con lo stuffing.

Un saluto e a presto,
Giulia

${AURELIANA_SIG}`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kaffeekontor Elbstrand (German buyer)

const ELB_SIG = `Lukas Brandt
Einkauf Rohkaffee
Kaffeekontor Elbstrand GmbH
Am Sandtorkai 41 · 20457 Hamburg
Tel. +49 40 3861 7720 · www.kaffeekontor-elbstrand.de
Amtsgericht Hamburg HRB 148822 · Geschäftsführer: Jens Albers`;

const elbstrand_mails: Mail[] = [
  {
    family: "kaffeekontor-elbstrand",
    group: "regional",
    lang: "de",
    kind: "contract",
    code: null,
    link: null,
    from: "Lukas Brandt <lukas.brandt@kaffeekontor-elbstrand.de>",
    to: TO,
    subject: "Kaufvertrag KE-2026-117 – Sidama gewaschen Gr. 2 / Limu Gr. 2",
    date: dt(9, 9, "15:40:21", "+0200"),
    enc: "qp",
    text: `Liebe Hirut,

vielen Dank für das gute Gespräch gestern. Anbei wie besprochen unsere Vertragsbestätigung:

Vertrag:       KE-2026-117
Partie 1:      150 Sack Sidama gewaschen Gr. 2, Ernte 2025/26 – USD 5,920/kg FOB Dschibuti
Partie 2:      100 Sack Limu gewaschen Gr. 2, Ernte 2025/26 – USD 5,480/kg FOB Dschibuti
Gewicht:       60 kg netto je Sack, GrainPro-Inlays
Verschiffung:  Oktober/November 2026, Bestimmungshafen Hamburg
Zahlung:       CAD (Kasse gegen Dokumente) über unsere Hausbank
Vorverschiffungsmuster: je 300 g an unser Labor in Hamburg

Die Dokumente (Phyto, ICO-Zertifikat, Ursprungszeugnis, EUDR-Geodaten) bitte in den
geteilten Ordner auf KaffaCloud hochladen – die Einladung habe ich dir gerade geschickt.

Viele Grüße aus Hamburg
Lukas

${ELB_SIG}`,
    html: null,
  },
  {
    family: "kaffeekontor-elbstrand",
    group: "regional",
    lang: "de",
    kind: "payment-advice",
    code: null,
    link: null,
    from: "Buchhaltung Elbstrand <buchhaltung@kaffeekontor-elbstrand.de>",
    to: TO,
    subject: "Zahlungsavis 2026-10-0477 – Vertrag KE-2026-117, Partie 1",
    date: dt(10, 27, "10:03:55", "+0100"),
    text: `Sehr geehrte Damen und Herren,

hiermit avisieren wir folgende Zahlung:

Avis-Nr.:         2026-10-0477
Zahlungsdatum:    27.10.2026
Betrag:           USD 53.280,00
Empfänger:        Wenza Buna Export PLC, Sheger Amana Bank S.C., Addis Abeba (SHAMETAA)
Verwendungszweck: KE-2026-117 / Partie 1 / B/L MEDUHG420915

Die Zahlung erfolgte nach Aufnahme der Dokumente durch die Commerzbank Hamburg.

Mit freundlichen Grüßen
Buchhaltung
Kaffeekontor Elbstrand GmbH · Am Sandtorkai 41 · 20457 Hamburg`,
    html: `<div style="font-family:Arial,sans-serif;font-size:10pt;color:#222">
<p>Sehr geehrte Damen und Herren,</p>
<p>hiermit avisieren wir folgende Zahlung:</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;font-size:10pt;border-color:#bbb">
<tr><td>Avis-Nr.</td><td>2026-10-0477</td></tr>
<tr><td>Zahlungsdatum</td><td>27.10.2026</td></tr>
<tr><td>Betrag</td><td><b>USD 53.280,00</b></td></tr>
<tr><td>Empfänger</td><td>Wenza Buna Export PLC, Sheger Amana Bank S.C., Addis Abeba (SHAMETAA)</td></tr>
<tr><td>Verwendungszweck</td><td>KE-2026-117 / Partie 1 / B/L MEDUHG420915</td></tr></table>
<p>Die Zahlung erfolgte nach Aufnahme der Dokumente durch die Commerzbank Hamburg.</p>
<p>Mit freundlichen Grüßen<br>Buchhaltung<br><span style="color:#0b5a7a">Kaffeekontor Elbstrand GmbH · Am Sandtorkai 41 · 20457 Hamburg</span></p>
</div>`,
  },
  {
    family: "kaffeekontor-elbstrand",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://lieferanten.kaffeekontor-elbstrand.de/konto/bestaetigen?id=LF-2291&sig=0a9e7c4f52b1d8e36c",
    from: "Elbstrand Lieferantenportal <noreply@lieferanten.kaffeekontor-elbstrand.de>",
    to: TO,
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: dt(9, 11, "08:30:12", "+0200"),
    enc: "b64",
    text: `Guten Tag Frau Alemayehu,

Sie haben sich im Lieferantenportal der Kaffeekontor Elbstrand GmbH registriert (Lieferantennummer LF-2291).

Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link, um die Registrierung abzuschließen:
https://lieferanten.kaffeekontor-elbstrand.de/konto/bestaetigen?id=LF-2291&sig=0a9e7c4f52b1d8e36c

Der Link ist 72 Stunden gültig. Haben Sie sich nicht registriert, können Sie diese Nachricht ignorieren.

Mit freundlichen Grüßen
Ihr Team Einkauf
Kaffeekontor Elbstrand GmbH · Am Sandtorkai 41 · 20457 Hamburg
Impressum: https://www.kaffeekontor-elbstrand.de/impressum`,
    html: `<!DOCTYPE html><html lang="de"><body style="margin:0;background:#eef3f5">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#1f2d33">
<tr><td style="background:#0b5a7a;padding:16px 26px;color:#fff;font-size:16px;font-weight:bold">Kaffeekontor Elbstrand · Lieferantenportal</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:22px">
<p>Guten Tag Frau Alemayehu,</p>
<p>Sie haben sich im Lieferantenportal der Kaffeekontor Elbstrand GmbH registriert (Lieferantennummer <b>LF-2291</b>).</p>
<p>Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Registrierung abzuschließen:</p>
<p style="margin:22px 0"><a href="https://lieferanten.kaffeekontor-elbstrand.de/konto/bestaetigen?id=LF-2291&amp;sig=0a9e7c4f52b1d8e36c" style="background:#0b5a7a;color:#fff;text-decoration:none;padding:11px 24px;display:inline-block">E-Mail-Adresse bestätigen</a></p>
<p style="font-size:12px;color:#5f6f76">Der Link ist 72 Stunden gültig. Haben Sie sich nicht registriert, können Sie diese Nachricht ignorieren.</p>
<p>Mit freundlichen Grüßen<br>Ihr Team Einkauf</p></td></tr>
<tr><td style="padding:14px 26px;background:#f5f8f9;font-size:11px;color:#7b8a90">Kaffeekontor Elbstrand GmbH · Am Sandtorkai 41 · 20457 Hamburg · HRB 148822 · <a href="https://www.kaffeekontor-elbstrand.de/impressum" style="color:#7b8a90">Impressum</a> · <a href="https://www.kaffeekontor-elbstrand.de/datenschutz" style="color:#7b8a90">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Asanagi Coffee Trading (Japanese buyer)

const asanagi_mails: Mail[] = [
  {
    family: "asanagi-coffee-trading",
    group: "regional",
    lang: "ja",
    kind: "purchase-order",
    code: null,
    link: null,
    from: "朝凪珈琲商事 生豆部 <namamame@asanagi-coffee.co.jp>",
    to: TO,
    subject: "【注文書】AS-PO-2610-022 グジ ナチュラル G1 150袋",
    date: dt(10, 1, "16:05:44", "+0900"),
    enc: "b64",
    text: `Wenza Buna Export PLC
Hirut Alemayehu 様

いつもお世話になっております。朝凪珈琲商事 生豆部の森田でございます。
先日のオンラインカッピングの結果を踏まえ、下記の通りご注文申し上げます。

注文番号：AS-PO-2610-022
品名：エチオピア グジ ナチュラル G1（2025/26クロップ）
数量：150袋（60kg × 150 = 9,000kg）
単価：USD 7.30/kg FOB ジブチ
合計：USD 65,700.00
船積期限：2026年12月15日
仕向港：横浜
決済：L/C at sight（三つ葉銀行 横浜支店より開設予定）

注文書（PDF）を添付いたしますので、ご署名のうえご返送くださいますようお願いいたします。
何卒よろしくお願い申し上げます。

――――――――――――――――
朝凪珈琲商事株式会社 生豆部
森田 彩
〒231-0023 神奈川県横浜市中区山下町 2-14
TEL 045-662-3180 / FAX 045-662-3181
――――――――――――――――`,
    html: null,
    attachment: [
      "AS-PO-2610-022_注文書.pdf",
      "application/pdf",
      "%PDF-1.4\n% purchase order\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "asanagi-coffee-trading",
    group: "regional",
    lang: "ja",
    kind: "registration-code",
    code: "804215",
    link: null,
    from: "朝凪サプライヤーポータル <no-reply@supplier.asanagi-coffee.co.jp>",
    to: TO,
    subject: "【朝凪サプライヤーポータル】メールアドレス確認コードのお知らせ",
    date: dt(10, 2, "10:31:27", "+0900"),
    text: `Hirut Alemayehu 様

朝凪サプライヤーポータルへの登録手続きをいただき、ありがとうございます。
以下の確認コードを登録画面に入力し、メールアドレスの確認を完了してください。

確認コード：804215

※確認コードの有効期限は発行から30分です。
※本メールは送信専用アドレスから送信しています。ご返信いただいてもお答えできません。
※お心当たりのない場合は、本メールを破棄してください。

朝凪珈琲商事株式会社
サプライヤーポータル事務局
TEL 045-662-3188（平日 9:00〜17:30）`,
    html: `<html><body style="margin:0;background:#f5f5f0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Hiragino Kaku Gothic ProN','Yu Gothic',Meiryo,sans-serif;color:#333">
<tr><td style="padding:16px 24px;border-bottom:3px solid #1f5e8c"><img src="https://supplier.asanagi-coffee.co.jp/img/mail/logo.png" alt="朝凪珈琲商事" width="160"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.9">
<p>Hirut Alemayehu 様</p>
<p>朝凪サプライヤーポータルへの登録手続きをいただき、ありがとうございます。<br>以下の確認コードを登録画面に入力し、メールアドレスの確認を完了してください。</p>
<table cellpadding="0" cellspacing="0" width="100%" style="margin:16px 0"><tr><td align="center" style="background:#eef4f9;padding:18px">
<div style="font-size:12px;color:#666">確認コード</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:0.3em;color:#1f5e8c">804215</div></td></tr></table>
<p style="font-size:12px;color:#777">※確認コードの有効期限は発行から30分です。<br>※本メールは送信専用アドレスから送信しています。ご返信いただいてもお答えできません。<br>※お心当たりのない場合は、本メールを破棄してください。</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f0f0ea;font-size:11px;color:#888">朝凪珈琲商事株式会社 サプライヤーポータル事務局<br>〒231-0023 神奈川県横浜市中区山下町 2-14 ／ TEL 045-662-3188（平日 9:00〜17:30）<br>
<a href="https://www.asanagi-coffee.co.jp/privacy/" style="color:#888">個人情報保護方針</a> ｜ © 2026 Asanagi Coffee Trading Co., Ltd.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "asanagi-coffee-trading",
    group: "regional",
    lang: "ja",
    kind: "sample-arrival",
    code: null,
    link: null,
    from: "森田 彩 <a.morita@asanagi-coffee.co.jp>",
    to: TO,
    subject: "Re: 船積前サンプル送付のご連絡（CML-26-4471 / 4472）",
    date: dt(10, 14, "09:47:10", "+0900"),
    text: `Hirut 様

お世話になっております。朝凪珈琲商事の森田です。

お送りいただいた船積前サンプル2点（CML-26-4471、CML-26-4472）、
本日10月14日に無事到着いたしました（EMS追跡番号 EE 418 207 735 ET）。

今週中に弊社カッピングルームで評価し、16日（金）までに結果をご連絡いたします。
引き続きよろしくお願いいたします。

森田 彩
朝凪珈琲商事株式会社 生豆部
TEL 045-662-3180`,
    html: `<div style="font-family:'Yu Gothic',Meiryo,sans-serif;font-size:14px">
<p>Hirut 様</p>
<p>お世話になっております。朝凪珈琲商事の森田です。</p>
<p>お送りいただいた船積前サンプル2点（CML-26-4471、CML-26-4472）、<br>本日10月14日に無事到着いたしました（EMS追跡番号 EE 418 207 735 ET）。</p>
<p>今週中に弊社カッピングルームで評価し、16日（金）までに結果をご連絡いたします。<br>引き続きよろしくお願いいたします。</p>
<p>森田 彩<br>朝凪珈琲商事株式会社 生豆部<br>TEL 045-662-3180</p>
</div>`,
  },
];

// ---------------------------------------------------------------- Other buyers: Arabic, Korean, French

const buyers_mails: Mail[] = [
  {
    family: "bayt-alnakheel-trading",
    group: "regional",
    lang: "ar",
    kind: "price-inquiry",
    code: null,
    link: null,
    from: "فيصل الغامدي | بيت النخيل <faisal@baytalnakheel.sa>",
    to: TO,
    subject: "طلب عرض سعر – بن هرري وسيدامو للموسم 2026/27",
    date: dt(9, 13, "12:18:35"),
    enc: "b64",
    text: `السيدة هيروت المحترمة،

السلام عليكم ورحمة الله وبركاته،

نأمل أن تكوني بخير. نحن في شركة بيت النخيل للتجارة بجدة نرغب في الحصول على عرض سعر للكميات التالية:

١- بن هرري طبيعي درجة 4 – 200 كيس (60 كجم)
٢- بن سيدامو طبيعي درجة 3 – 150 كيس (60 كجم)

الشحن: سي آند إف ميناء جدة الإسلامي، خلال شهري نوفمبر وديسمبر 2026.
الدفع: اعتماد مستندي عند الاطلاع.

نرجو إرسال العينات (300 غرام لكل صنف) إلى عنواننا أدناه، مع عرض السعر قبل 25 سبتمبر.

مع خالص التحية،
فيصل الغامدي
مدير المشتريات
شركة بيت النخيل للتجارة
حي البلد، شارع الملك عبدالعزيز، جدة 22234، المملكة العربية السعودية
هاتف: ‎+966 12 644 3190`,
    html: `<div dir="rtl" style="font-family:Tahoma,Arial,sans-serif;font-size:14px;line-height:1.8">
<p>السيدة هيروت المحترمة،</p>
<p>السلام عليكم ورحمة الله وبركاته،</p>
<p>نأمل أن تكوني بخير. نحن في شركة بيت النخيل للتجارة بجدة نرغب في الحصول على عرض سعر للكميات التالية:</p>
<ol><li>بن هرري طبيعي درجة 4 – 200 كيس (60 كجم)</li><li>بن سيدامو طبيعي درجة 3 – 150 كيس (60 كجم)</li></ol>
<p>الشحن: سي آند إف ميناء جدة الإسلامي، خلال شهري نوفمبر وديسمبر 2026.<br>الدفع: اعتماد مستندي عند الاطلاع.</p>
<p>نرجو إرسال العينات (300 غرام لكل صنف) إلى عنواننا أدناه، مع عرض السعر قبل 25 سبتمبر.</p>
<p>مع خالص التحية،<br><b>فيصل الغامدي</b><br>مدير المشتريات<br>شركة بيت النخيل للتجارة<br>حي البلد، شارع الملك عبدالعزيز، جدة 22234، المملكة العربية السعودية<br>هاتف: <span dir="ltr">+966 12 644 3190</span></p>
</div>`,
  },
  {
    family: "mokdol-roasters",
    group: "regional",
    lang: "ko",
    kind: "sample-request",
    code: null,
    link: null,
    from: "목돌로스터스 정하은 <haeun.jung@mokdol.kr>",
    to: TO,
    subject: "[목돌로스터스] 2026/27 시즌 오퍼 샘플 요청드립니다",
    date: dt(10, 9, "14:12:03", "+0900"),
    text: `안녕하세요, Hirut 님.

서울 성수동의 스페셜티 로스터리 목돌로스터스 생두 담당 정하은입니다.
지난주 부산 커피쇼에서 명함을 받아 연락드립니다.

이번 시즌 아래 품목의 오퍼 샘플(각 200g)을 받아보고 싶습니다.
- 예가체프 워시드 G1
- 구지 내추럴 G1
- 리무 워시드 G2

예상 물량은 품목당 20~40포대(60kg)이며, 부산항 도착 기준 CIF 가격을 함께 알려주시면 감사하겠습니다.

샘플 수령 주소:
(04781) 서울특별시 성동구 연무장길 27, 2층 목돌로스터스 정하은
전화 +82 2-463-7719

좋은 한 주 보내세요.
정하은 드림`,
    html: null,
  },
  {
    family: "cafes-belleroche",
    group: "regional",
    lang: "fr",
    kind: "offer-reply",
    code: null,
    link: null,
    from: "Antoine Marchal <a.marchal@cafes-belleroche.fr>",
    to: TO,
    subject: "RE: Offre Sidama lavé G2 – récolte 2025/26",
    date: dt(10, 15, "18:27:51", "+0200"),
    enc: "qp",
    text: `Bonjour Hirut,

Merci pour l'offre du 12 octobre et pour les échantillons, bien reçus.

Le Sidama lavé G2 (lot SD-207) nous plaît beaucoup : 85 points chez nous, très propre. En revanche le prix de USD 6,10/kg FOB est un peu au-dessus de notre budget pour ce volume. Pourriez-vous envisager USD 5,85/kg pour 80 sacs, embarquement décembre, destination Le Havre ?

Pour le Limu, nous passons notre tour cette année.

Bien cordialement,

Antoine Marchal
Acheteur café vert
Cafés Belleroche SAS – 14 rue des Torréfacteurs, 69007 Lyon
Tél. +33 4 72 71 08 35`,
    html: `<div style="font-family:Arial,sans-serif;font-size:10pt">
<p>Bonjour Hirut,</p>
<p>Merci pour l'offre du 12 octobre et pour les échantillons, bien reçus.</p>
<p>Le Sidama lavé G2 (lot SD-207) nous plaît beaucoup : 85 points chez nous, très propre. En revanche le prix de USD 6,10/kg FOB est un peu au-dessus de notre budget pour ce volume. Pourriez-vous envisager <b>USD 5,85/kg pour 80 sacs</b>, embarquement décembre, destination Le Havre ?</p>
<p>Pour le Limu, nous passons notre tour cette année.</p>
<p>Bien cordialement,</p>
<p><b>Antoine Marchal</b><br>Acheteur café vert<br>Cafés Belleroche SAS – 14 rue des Torréfacteurs, 69007 Lyon<br>Tél. +33 4 72 71 08 35<br><a href="https://www.cafes-belleroche.fr">www.cafes-belleroche.fr</a></p>
</div>`,
  },
];

// ---------------------------------------------------------------- Mayweyni Hotel (Tigrinya)

const mayweyni_mails: Mail[] = [
  {
    family: "mayweyni-hotel",
    group: "regional",
    lang: "ti",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "ማይወይኒ ሆቴል <reservations@mayweynihotel.com>",
    to: TO,
    subject: "ምርጋጽ ሕጽረት ክፍሊ – MWH-26-10384",
    date: dt(10, 10, "13:44:19"),
    enc: "b64",
    text: `ክብርቲ ወ/ሮ ሂሩት ዓለማየሁ፣

ኣብ ማይወይኒ ሆቴል መቐለ ክፍሊ ስለ ዝሓዝክን ነመስግን።

ቁጽሪ ሕጽረት፦ MWH-26-10384
ዓይነት ክፍሊ፦ ዴሉክስ ንጽል ዓራት
ምእታው፦ 26/10/2026 (ካብ ሰዓት 14:00)
ምውጻእ፦ 29/10/2026 (ክሳብ ሰዓት 12:00)
ዋጋ፦ 3 ለይቲ × ETB 4,200 = ETB 12,600 (ቁርሲ ሓዊሱ)

ሕጽረት ንምስራዝ ቅድሚ 48 ሰዓት ብተሌፎን ኣፍልጡና።

ማይወይኒ ሆቴል፣ ሮማናት ኣደባባይ፣ መቐለ
ተሌፎን፦ +251 34 441 2760`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f8f4ec"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Abyssinica SIL','Nyala',serif;color:#2d2418">
<tr><td style="background:#3e5c3a;padding:14px 20px;color:#fff;font-size:18px"><img src="https://mayweynihotel.com/img/mail-logo.png" alt="ማይወይኒ ሆቴል" height="32"></td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.8">
<p>ክብርቲ ወ/ሮ ሂሩት ዓለማየሁ፣</p>
<p>ኣብ ማይወይኒ ሆቴል መቐለ ክፍሊ ስለ ዝሓዝክን ነመስግን።</p>
<table cellpadding="5" style="font-size:14px;border-top:1px solid #e6dccb;width:100%">
<tr><td>ቁጽሪ ሕጽረት</td><td><b>MWH-26-10384</b></td></tr>
<tr><td>ዓይነት ክፍሊ</td><td>ዴሉክስ ንጽል ዓራት</td></tr>
<tr><td>ምእታው</td><td>26/10/2026 (ካብ ሰዓት 14:00)</td></tr>
<tr><td>ምውጻእ</td><td>29/10/2026 (ክሳብ ሰዓት 12:00)</td></tr>
<tr><td>ዋጋ</td><td>3 ለይቲ × ETB 4,200 = ETB 12,600 (ቁርሲ ሓዊሱ)</td></tr></table>
<p>ሕጽረት ንምስራዝ ቅድሚ 48 ሰዓት ብተሌፎን ኣፍልጡና።</p></td></tr>
<tr><td style="padding:12px 20px;background:#f3ede1;font-size:12px;color:#7d6f5a">ማይወይኒ ሆቴል፣ ሮማናት ኣደባባይ፣ መቐለ · +251 34 441 2760 · <a href="https://mayweynihotel.com" style="color:#3e5c3a">mayweynihotel.com</a></td></tr>
</table></td></tr></table>`,
  },
];

// ---------------------------------------------------------------- Gamtaa Bunaa Guji (cooperative union, Afaan Oromo)

const gamtaa_mails: Mail[] = [
  {
    family: "gamtaa-bunaa-guji",
    group: "regional",
    lang: "om",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Gamtaa Waldaalee Bunaa Guujii <oduu@gamtaabunaaguji.org>",
    to: TO,
    subject: "Oduu Gamtaa – Fulbaana 2026: Haala sassaabbii bunaa fi gatii",
    date: dt(9, 20, "09:00:00"),
    enc: "qp",
    text: `ODUU GAMTAA – FULBAANA 2026

Kabajamoo hiriyoota daldalaa keenyaa,

1. Haala sassaabbii
Sassaabbiin bunaa bara 2026/27 godinaalee Uraagaa, Shaakkisoo fi Odoo Shaakkisoo keessatti jalqabeera.
Waldaaleen miseensaa 34 keessaa 21 qullaa bunaa diimaa (cherry) fudhachuu jalqabaniiru.

2. Gatii
Gatiin bunaa diimaa torban kana ETB 118 – 126 kiiloo tokkoof ture.

3. Leenjii
Leenjiin qulqullina bunaa Onkoloolessa 8–10, 2026 Adoolaa keessatti ni kennama.

4. Walgahii waggaa
Walgahiin waggaa gamtaa Sadaasa 14, 2026 galma Hagare Maariyaam keessatti ni geggeeffama.

Gaaffii qabaattan: +251 46 335 0921
Gamtaa Waldaalee Bunaa Guujii, Hagare Maariyaam, Oromiyaa
Oduu kana dhaabsisuuf: https://gamtaabunaaguji.org/oduu/dhaabi?e=hirut.alemayehu%40wenzabuna-export.et`,
    html: `<html><body style="background:#eef2e6;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#262b1e">
<tr><td style="background:#c0392b;height:6px"></td></tr>
<tr><td style="padding:18px 24px"><img src="https://gamtaabunaaguji.org/img/oduu-mastheadi.png" alt="Oduu Gamtaa – Fulbaana 2026" width="552"></td></tr>
<tr><td style="padding:0 24px 10px;font-family:Arial,sans-serif;font-size:14px;line-height:22px">
<p>Kabajamoo hiriyoota daldalaa keenyaa,</p>
<h3 style="color:#3d6b21;margin:14px 0 4px">1. Haala sassaabbii</h3>
<p style="margin:0">Sassaabbiin bunaa bara 2026/27 godinaalee Uraagaa, Shaakkisoo fi Odoo Shaakkisoo keessatti jalqabeera. Waldaaleen miseensaa 34 keessaa 21 qullaa bunaa diimaa (cherry) fudhachuu jalqabaniiru.</p>
<h3 style="color:#3d6b21;margin:14px 0 4px">2. Gatii</h3>
<p style="margin:0">Gatiin bunaa diimaa torban kana <b>ETB 118 – 126</b> kiiloo tokkoof ture.</p>
<h3 style="color:#3d6b21;margin:14px 0 4px">3. Leenjii</h3>
<p style="margin:0">Leenjiin qulqullina bunaa Onkoloolessa 8–10, 2026 Adoolaa keessatti ni kennama.</p>
<h3 style="color:#3d6b21;margin:14px 0 4px">4. Walgahii waggaa</h3>
<p style="margin:0">Walgahiin waggaa gamtaa Sadaasa 14, 2026 galma Hagare Maariyaam keessatti ni geggeeffama.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f6ef;font-family:Arial,sans-serif;font-size:11px;color:#6b7360">Gaaffii qabaattan: +251 46 335 0921 · Gamtaa Waldaalee Bunaa Guujii, Hagare Maariyaam, Oromiyaa<br>
<a href="https://facebook.com/gamtaabunaaguji" style="color:#3d6b21">Facebook</a> · <a href="https://gamtaabunaaguji.org/oduu/dhaabi?e=hirut.alemayehu%40wenzabuna-export.et" style="color:#3d6b21">Oduu kana dhaabsisuuf</a></td></tr>
</table></body></html>`,
  },
  {
    family: "gamtaa-bunaa-guji",
    group: "regional",
    lang: "om",
    kind: "lot-allocation",
    code: null,
    link: null,
    from: "Dabalaa Guyyoo <dabalaa.guyyoo@gamtaabunaaguji.org>",
    to: TO,
    subject: "Ramaddii lootii: GJ-118 fi GJ-121 – Wenza Buna",
    date: dt(10, 7, "11:15:26"),
    text: `Akkam bultan Hirut,

Akkuma bilbilaan walii galle, lootiin armaan gadii dhaabbata keessaniif ramadameera:

  GJ-118  Guujii uumamaa G1, Uraagaa    – joonyaa 150 (kg 9,000)
  GJ-121  Guujii uumamaa G1, Shaakkisoo – joonyaa 60  (kg 3,600)

Bunni kun magaazina keenya Hagare Maariyaam keessa jira; konkolaataan keessan Onkoloolessa 20
dura fudhachuu qaba. Kaffaltiin duraa (30 %) ETB 1,950,000 baankii Sheger Amana, herrega
lakk. 1000 2291 4475 tti galchamuu qaba.

Nagaan,
Dabalaa Guyyoo
Itti gaafatamaa gabaa, Gamtaa Waldaalee Bunaa Guujii
+251 91 776 3052`,
    html: null,
  },
];

// ---------------------------------------------------------------- Greenbean Ledger (market newsletter)

const greenbean_mails: Mail[] = [
  {
    family: "greenbean-ledger",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Greenbean Ledger <weekly@greenbeanledger.com>",
    to: TO,
    subject: "East Africa differentials firm as Guji lots tighten | Greenbean Ledger #212",
    date: dt(10, 23, "07:00:00", "+0000"),
    enc: "qp",
    text: `GREENBEAN LEDGER · Issue #212 · 23 October 2026
Your Friday read on the green coffee market

ARABICA FUTURES
ICE "C" December closed Thursday at 284.35 c/lb, up 3.1% on the week; certified stocks fell to
612,400 bags.

ETHIOPIA
Early-harvest Guji and Sidama naturals are trading at +95 to +130 over "C" FOB Djibouti, firmer
than last year. Exporters report longer queues at Modjo dry port; allow 5–7 days for gate-in.

EUDR
The EU deforestation regulation's due-diligence statements become mandatory for large operators
on 30 December 2026. Our explainer: https://greenbeanledger.com/eudr-explainer

EVENTS
Addis Coffee Forum – 18–19 November 2026, Skylight Hotel. Use code GBL15 for 15% off tickets.

Read online: https://greenbeanledger.com/issues/212
Unsubscribe: https://greenbeanledger.com/u/7f3e21ab9c
Greenbean Ledger, 27 Old Gloucester Street, London WC1N 3AX, UK`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f1f3ef">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,'Times New Roman',serif;color:#1e241c">
<tr><td style="padding:10px 24px;font-family:Arial,sans-serif;font-size:11px;color:#889080" align="right"><a href="https://greenbeanledger.com/issues/212" style="color:#889080">Read online</a></td></tr>
<tr><td style="padding:6px 24px 16px;border-bottom:3px double #2d4a27"><img src="https://greenbeanledger.com/static/mast.png" alt="GREENBEAN LEDGER" width="300"><div style="font-family:Arial,sans-serif;font-size:12px;color:#5d6657">Issue #212 · 23 October 2026 · Your Friday read on the green coffee market</div></td></tr>
<tr><td style="padding:18px 24px;font-size:15px;line-height:24px">
<h2 style="font-size:14px;font-family:Arial,sans-serif;letter-spacing:1px;color:#2d4a27;margin:0 0 6px">ARABICA FUTURES</h2>
<p style="margin:0 0 16px">ICE "C" December closed Thursday at <b>284.35 c/lb</b>, up 3.1% on the week; certified stocks fell to 612,400 bags.</p>
<h2 style="font-size:14px;font-family:Arial,sans-serif;letter-spacing:1px;color:#2d4a27;margin:0 0 6px">ETHIOPIA</h2>
<p style="margin:0 0 16px">Early-harvest Guji and Sidama naturals are trading at +95 to +130 over "C" FOB Djibouti, firmer than last year. Exporters report longer queues at Modjo dry port; allow 5–7 days for gate-in.</p>
<h2 style="font-size:14px;font-family:Arial,sans-serif;letter-spacing:1px;color:#2d4a27;margin:0 0 6px">EUDR</h2>
<p style="margin:0 0 16px">Due-diligence statements become mandatory for large operators on 30 December 2026. <a href="https://greenbeanledger.com/eudr-explainer" style="color:#2d4a27">Read our explainer →</a></p>
<table width="100%" cellpadding="12" style="background:#f4f1e6"><tr><td style="font-family:Arial,sans-serif;font-size:13px"><b>Addis Coffee Forum</b> – 18–19 November 2026, Skylight Hotel.<br>Use code <b>GBL15</b> for 15% off tickets.</td></tr></table>
</td></tr>
<tr><td style="padding:14px 24px;background:#2d4a27;color:#cfd8c9;font-family:Arial,sans-serif;font-size:11px">Greenbean Ledger, 27 Old Gloucester Street, London WC1N 3AX, UK · <a href="https://greenbeanledger.com/u/7f3e21ab9c" style="color:#cfd8c9">Unsubscribe</a> · <a href="https://twitter.com/greenbeanledger" style="color:#cfd8c9">X</a> · <a href="https://linkedin.com/company/greenbean-ledger" style="color:#cfd8c9">LinkedIn</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];
export const mails: Mail[] = [
  ...meda_mails,
  ...meskot_mails,
  ...sheger_mails,
  ...qelal_mails,
  ...lemlem_mails,
  ...horngate_mails,
  ...fikad_mails,
  ...rasdashen_mails,
  ...cherrymark_mails,
  ...kaffacloud_mails,
  ...palaver_mails,
  ...aureliana_mails,
  ...elbstrand_mails,
  ...asanagi_mails,
  ...buyers_mails,
  ...mayweyni_mails,
  ...gamtaa_mails,
  ...greenbean_mails,
];
