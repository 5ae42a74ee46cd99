/**
 * The inbox of the secretary of a farmers' producer company near Niphad (Nashik, Maharashtra) over
 * August–September 2025: state subsidy and farmer-registry portals, a commodity exchange, an
 * agri-marketplace, a cooperative bank, a payments app, crop insurance, input suppliers, cold storage,
 * truck booking, weather advisories, GST and e-invoice software, a phone operator and buyers writing in
 * Marathi, Hindi, English, Kannada, Telugu, Gujarati, Tamil and Bengali.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Sachiv Godavari Kinara FPC <secretary@godavarikinarafpc.in>";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** An RFC 2822 date from "2025-08-05" and "09:14:22" (IST unless another zone is given). */
function dt(day: string, time: string, zone = "+0530"): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wd = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${wd}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} ${time} ${zone}`;
}

/** A small stand-in for a PDF file. */
function pdf(title: string, lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 10 Tf 50 ${760 - i * 14} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n` +
    `4 0 obj << /Length ${
      body.length + 40
    } >> stream\nBT /F1 14 Tf 50 800 Td (${title}) Tj ET\n${body}\nendstream endobj\n` +
    `5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
}

// ---------------------------------------------------------------- कृषी समृद्धी पोर्टल (state subsidy portal)

function ksp(inner: string): string {
  return `<!DOCTYPE html>
<html lang="mr"><head><meta charset="utf-8"><title>कृषी समृद्धी पोर्टल</title></head>
<body style="margin:0;background:#eef3ea;font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef3ea;"><tr><td align="center" style="padding:18px 8px;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #c9d8c0;">
<tr><td style="background:#2f6b2a;padding:12px 18px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="56"><img src="https://krushisamruddhi.org.in/static/img/emblem-white.png" width="44" height="52" alt="राजमुद्रा"></td>
<td style="color:#ffffff;font-size:18px;font-weight:bold;">कृषी समृद्धी पोर्टल<br><span style="font-size:12px;font-weight:normal;">कृषी विभाग · शेतकरी योजना एक खिडकी</span></td>
</tr></table></td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:1.7;color:#222;">${inner}</td></tr>
<tr><td style="background:#f4f7f2;padding:14px 24px;font-size:11px;color:#666;line-height:1.6;">
हा ई-मेल संगणकाद्वारे पाठवला आहे, कृपया उत्तर देऊ नका. मदतीसाठी टोल-फ्री क्रमांक 1800-233-4117 (सकाळी 9 ते सायं. 6, सोमवार ते शनिवार).<br>
<a href="https://krushisamruddhi.org.in/help" style="color:#2f6b2a;">मदत केंद्र</a> · <a href="https://krushisamruddhi.org.in/privacy" style="color:#2f6b2a;">गोपनीयता धोरण</a> · <a href="https://krushisamruddhi.org.in/grievance" style="color:#2f6b2a;">तक्रार निवारण</a><br>
© 2025 कृषी समृद्धी पोर्टल. सर्व हक्क राखीव.
</td></tr></table></td></tr></table></body></html>`;
}

const krushi: Mail[] = [
  {
    family: "krushi-samruddhi-portal",
    group: "regional",
    lang: "mr",
    kind: "login-code",
    code: "738215",
    link: null,
    from: "Krushi Samruddhi Portal <no-reply@krushisamruddhi.org.in>",
    to: TO,
    subject: "कृषी समृद्धी पोर्टल: लॉगिनसाठी OTP",
    date: dt("2025-08-04", "10:02:41"),
    text: `प्रिय वापरकर्ता,

कृषी समृद्धी पोर्टलवर लॉगिन करण्यासाठी आपला एकवेळ पासवर्ड (OTP) 738215 आहे.
हा OTP 10 मिनिटांसाठी वैध आहे. तो कोणालाही सांगू नका — कृषी विभागाचे कर्मचारी कधीही OTP विचारत नाहीत.

वापरकर्ता आयडी : FPC27NSK0417
लॉगिन वेळ      : 04/08/2025 10:02

आपण लॉगिनचा प्रयत्न केला नसेल तर 1800-233-4117 वर संपर्क साधा.

कृषी समृद्धी पोर्टल
कृषी विभाग
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "krushi-samruddhi-portal",
    group: "regional",
    lang: "mr",
    kind: "subsidy-status",
    code: null,
    link: null,
    from: "Krushi Samruddhi Portal <no-reply@krushisamruddhi.org.in>",
    to: TO,
    subject: "अर्ज क्र. KS/2025/NSK/004417 — पूर्वसंमती देण्यात आली",
    date: dt("2025-08-12", "16:45:09"),
    text: `नमस्कार गोदावरी किनारा शेतकरी उत्पादक कंपनी लि.,

आपल्या खालील अर्जाची स्थिती बदलली आहे.

योजना        : कांदा चाळ उभारणी अनुदान (25 मे.टन क्षमता)
अर्ज क्रमांक  : KS/2025/NSK/004417
तालुका        : निफाड, जि. नाशिक
नवीन स्थिती   : पूर्वसंमती दिली
अनुज्ञेय अनुदान : ₹1,75,000

पुढील टप्पा: पूर्वसंमती दिनांकापासून 90 दिवसांत काम पूर्ण करून देयके व जिओ-टॅग केलेले फोटो पोर्टलवर अपलोड करावेत. त्यानंतर मंडळ कृषी अधिकारी मोका तपासणी करतील.

अर्जाची सद्यस्थिती पाहा: https://krushisamruddhi.org.in/applications/KS-2025-NSK-004417

कृषी समृद्धी पोर्टल
`,
    html: ksp(`<p>नमस्कार <b>गोदावरी किनारा शेतकरी उत्पादक कंपनी लि.</b>,</p>
<p>आपल्या खालील अर्जाची स्थिती बदलली आहे.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d8c0;font-size:14px;width:100%;">
<tr><td style="background:#f4f7f2;width:40%;">योजना</td><td>कांदा चाळ उभारणी अनुदान (25 मे.टन क्षमता)</td></tr>
<tr><td style="background:#f4f7f2;">अर्ज क्रमांक</td><td>KS/2025/NSK/004417</td></tr>
<tr><td style="background:#f4f7f2;">तालुका</td><td>निफाड, जि. नाशिक</td></tr>
<tr><td style="background:#f4f7f2;">नवीन स्थिती</td><td><span style="color:#2f6b2a;font-weight:bold;">पूर्वसंमती दिली</span></td></tr>
<tr><td style="background:#f4f7f2;">अनुज्ञेय अनुदान</td><td>₹1,75,000</td></tr>
</table>
<p><b>पुढील टप्पा:</b> पूर्वसंमती दिनांकापासून 90 दिवसांत काम पूर्ण करून देयके व जिओ-टॅग केलेले फोटो पोर्टलवर अपलोड करावेत. त्यानंतर मंडळ कृषी अधिकारी मोका तपासणी करतील.</p>
<p><a href="https://krushisamruddhi.org.in/applications/KS-2025-NSK-004417" style="color:#2f6b2a;">अर्जाची सद्यस्थिती पाहा »</a></p>`),
    enc: "b64",
  },
  {
    family: "krushi-samruddhi-portal",
    group: "regional",
    lang: "mr",
    kind: "verify-link",
    code: null,
    link: "https://krushisamruddhi.org.in/profile/verify-email?uid=FPC27NSK0417&token=8e4c1f0a9b7d42e6a1c35f90d2b8e771",
    from: "Krushi Samruddhi Portal <no-reply@krushisamruddhi.org.in>",
    to: TO,
    subject: "ई-मेल पत्ता पडताळणी / Verify your e-mail address",
    date: dt("2025-08-02", "11:37:50"),
    text: `प्रिय वापरकर्ता,

आपल्या प्रोफाइलमध्ये secretary@godavarikinarafpc.in हा ई-मेल पत्ता नोंदवण्यात आला आहे. हा पत्ता आपलाच आहे याची खात्री करण्यासाठी खालील लिंक उघडा:

https://krushisamruddhi.org.in/profile/verify-email?uid=FPC27NSK0417&token=8e4c1f0a9b7d42e6a1c35f90d2b8e771

ही लिंक 48 तास वैध राहील. पडताळणी झाल्यावरच अनुदानाच्या सूचना या पत्त्यावर पाठवल्या जातील.

---
Dear user, the e-mail address above was added to your profile. Open the link above within 48 hours to verify it.

कृषी समृद्धी पोर्टल · 1800-233-4117
`,
    html: ksp(`<p>प्रिय वापरकर्ता,</p>
<p>आपल्या प्रोफाइलमध्ये <b>secretary@godavarikinarafpc.in</b> हा ई-मेल पत्ता नोंदवण्यात आला आहे. हा पत्ता आपलाच आहे याची खात्री करण्यासाठी खालील बटणावर क्लिक करा.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr><td bgcolor="#e07b00" style="border-radius:4px;">
<a href="https://krushisamruddhi.org.in/profile/verify-email?uid=FPC27NSK0417&amp;token=8e4c1f0a9b7d42e6a1c35f90d2b8e771" style="display:inline-block;padding:11px 26px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:15px;">ई-मेल पडताळा</a>
</td></tr></table>
<p style="font-size:13px;color:#555;">ही लिंक 48 तास वैध राहील. पडताळणी झाल्यावरच अनुदानाच्या सूचना या पत्त्यावर पाठवल्या जातील.</p>
<p style="font-size:13px;color:#555;border-top:1px dashed #ccc;padding-top:10px;">Dear user, this e-mail address was added to your profile. Click the button above within 48 hours to verify it.</p>`),
    enc: "qp",
  },
  {
    family: "krushi-samruddhi-portal",
    group: "regional",
    lang: "mr",
    kind: "payment-credited",
    code: null,
    link: null,
    from: "Krushi Samruddhi Portal <dbt@krushisamruddhi.org.in>",
    to: TO,
    subject: "अनुदान रक्कम थेट खात्यात जमा (DBT)",
    date: dt("2025-09-26", "18:20:03"),
    text: `नमस्कार,

कांदा चाळ उभारणी अनुदानापोटी ₹1,75,000 (अक्षरी: एक लाख पंचाहत्तर हजार रुपये) आपल्या आधार संलग्न बँक खात्यात थेट जमा करण्यात आले आहेत.

अर्ज क्रमांक : KS/2025/NSK/004417
बँक खाते    : XXXXXXXX2093 (दारणा नागरी सहकारी बँक)
PFMS संदर्भ : MHPF2509264417783
जमा दिनांक  : 26/09/2025

रक्कम खात्यात दिसत नसल्यास 7 कामकाजाच्या दिवसांनंतर आपल्या बँक शाखेशी संपर्क साधा.

कृषी समृद्धी पोर्टल
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Vasundhara Commodity Exchange

function vcx(preheader: string, inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>td{font-family:Segoe UI,Helvetica,Arial,sans-serif}</style></head>
<body style="margin:0;padding:0;background:#f2f4f7;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${preheader}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" bgcolor="#f2f4f7"><tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="margin:20px 0;">
<tr><td style="border-top:4px solid #1b3a6b;padding:16px 24px;"><img src="https://www.vcxindia.in/assets/mail/vcx-logo.png" width="150" height="36" alt="VCX | Vasundhara Commodity Exchange"></td></tr>
<tr><td style="padding:4px 24px 20px 24px;font-size:14px;color:#1d2330;line-height:1.6;">${inner}</td></tr>
<tr><td style="background:#1b3a6b;padding:14px 24px;font-size:11px;color:#c8d3e6;line-height:1.6;">
Vasundhara Commodity Exchange Ltd. · Exchange Plaza, 4th Floor, Senapati Bapat Marg, Pune 411016<br>
Member helpdesk: 020-6718 4400 · <a href="mailto:memberdesk@vcxindia.in" style="color:#ffffff;">memberdesk@vcxindia.in</a><br>
<a href="https://www.vcxindia.in/disclaimer" style="color:#ffffff;">Disclaimer</a> | <a href="https://www.vcxindia.in/investor-grievance" style="color:#ffffff;">Investor grievance</a> | <a href="https://www.vcxindia.in/privacy" style="color:#ffffff;">Privacy</a>
</td></tr></table></td></tr></table></body></html>`;
}

const vcxMails: Mail[] = [
  {
    family: "vasundhara-commodity-exchange",
    group: "regional",
    lang: "en",
    kind: "price-bulletin",
    code: null,
    link: null,
    from: "VCX Market Data <marketdata@vcxindia.in>",
    to: TO,
    subject: "VCX Daily Spot Bulletin – 18 Aug 2025",
    date: dt("2025-08-18", "19:05:12"),
    text: `VCX DAILY SPOT BULLETIN — Monday, 18 August 2025

Commodity        Centre        Unit       Spot (Rs)   Chg
Onion (Red)      Lasalgaon     Quintal    1,640       +35
Soybean          Latur         Quintal    4,512       -18
Tur (Arhar)      Akola         Quintal    7,280       +60
Maize            Jalgaon       Quintal    2,195       +5
Pomegranate      Sangola       20 kg      1,310       0

Futures: NOV-25 Soybean settled at 4,598 (OI 41,220 MT).
Polled prices are indicative. Full bulletin: https://www.vcxindia.in/market-data/spot?d=2025-08-18

To stop receiving the daily bulletin, update preferences in the member portal.
`,
    html: vcx(
      "Onion Lasalgaon 1,640 (+35) · Soybean Latur 4,512 (-18)",
      `<h2 style="font-size:18px;margin:8px 0;">Daily Spot Bulletin</h2>
<p style="color:#5b6475;margin:0 0 12px 0;">Monday, 18 August 2025 · polled at 17:00 IST</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#e8edf5;font-weight:bold;"><td>Commodity</td><td>Centre</td><td>Unit</td><td align="right">Spot (₹)</td><td align="right">Chg</td></tr>
<tr><td>Onion (Red)</td><td>Lasalgaon</td><td>Quintal</td><td align="right">1,640</td><td align="right" style="color:#1a7f37;">+35</td></tr>
<tr style="background:#fafbfd;"><td>Soybean</td><td>Latur</td><td>Quintal</td><td align="right">4,512</td><td align="right" style="color:#c0392b;">-18</td></tr>
<tr><td>Tur (Arhar)</td><td>Akola</td><td>Quintal</td><td align="right">7,280</td><td align="right" style="color:#1a7f37;">+60</td></tr>
<tr style="background:#fafbfd;"><td>Maize</td><td>Jalgaon</td><td>Quintal</td><td align="right">2,195</td><td align="right" style="color:#1a7f37;">+5</td></tr>
<tr><td>Pomegranate</td><td>Sangola</td><td>20 kg</td><td align="right">1,310</td><td align="right">0</td></tr>
</table>
<p>Futures: NOV-25 Soybean settled at 4,598 (OI 41,220 MT).</p>
<p><a href="https://www.vcxindia.in/market-data/spot?d=2025-08-18" style="color:#1b3a6b;">Open the full bulletin</a></p>
<p style="font-size:11px;color:#8a93a3;">Polled prices are indicative. <a href="https://memberportal.vcxindia.in/preferences" style="color:#8a93a3;">Manage bulletin preferences</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "vasundhara-commodity-exchange",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "509137",
    link: null,
    from: "VCX Member Portal <security@vcxindia.in>",
    to: TO,
    subject: "Your VCX Member Portal verification code",
    date: dt("2025-08-21", "09:16:44"),
    text: `Verification code: 509137

Use this code to finish signing in to the VCX Member Portal as client GKFPC-NSK-2231. It expires in 5 minutes.

Sign-in attempt: 21-Aug-2025 09:16 IST, Chrome on Windows, IP 117.221.40.18 (Nashik)

VCX staff will never call you for this code. If you did not try to sign in, change your password and inform memberdesk@vcxindia.in or 020-6718 4400.
`,
    html: vcx(
      "Use 509137 to finish signing in. Expires in 5 minutes.",
      `<p>Use this code to finish signing in to the VCX Member Portal as client <b>GKFPC-NSK-2231</b>.</p>
<table cellpadding="0" cellspacing="0" style="margin:14px 0;"><tr><td style="background:#e8edf5;border-radius:6px;padding:14px 30px;font-family:Consolas,Menlo,monospace;font-size:30px;letter-spacing:8px;font-weight:bold;color:#1b3a6b;">509137</td></tr></table>
<p style="color:#5b6475;">The code expires in 5 minutes.</p>
<table cellpadding="4" cellspacing="0" style="font-size:12px;color:#5b6475;"><tr><td>Time</td><td>21-Aug-2025 09:16 IST</td></tr><tr><td>Device</td><td>Chrome on Windows</td></tr><tr><td>IP</td><td>117.221.40.18 (Nashik)</td></tr></table>
<p style="font-size:12px;">VCX staff will never call you for this code. If you did not try to sign in, change your password and inform the member helpdesk.</p>`,
    ),
    enc: "8bit",
  },
  {
    family: "vasundhara-commodity-exchange",
    group: "regional",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "VCX Clearing <clearing.statements@vcxindia.in>",
    to: TO,
    subject: "Monthly margin & settlement statement – August 2025 – GKFPC-NSK-2231",
    date: dt("2025-09-03", "06:30:00"),
    text: `Dear Member,

Please find attached the monthly margin and settlement statement for August 2025.

Client code        : GKFPC-NSK-2231
Opening ledger     : Rs 2,41,800.00
Pay-in / Pay-out   : Rs 3,10,450.00 / Rs 4,86,220.50
Closing ledger     : Rs 4,17,570.50
Margin utilised    : Rs 1,12,300.00

The PDF is protected. Open it with your PAN in capital letters.

Any discrepancy must be reported within 7 days of receipt to clearing@vcxindia.in.

Regards,
Clearing & Settlement Department
Vasundhara Commodity Exchange Ltd.
`,
    html: null,
    attachment: [
      "VCX_Statement_GKFPC-NSK-2231_Aug2025.pdf",
      "application/pdf",
      pdf("VCX Margin and Settlement Statement Aug 2025", [
        "Client GKFPC-NSK-2231",
        "Opening ledger 241800.00",
        "Closing ledger 417570.50",
      ]),
    ],
  },
];

// ---------------------------------------------------------------- Haritbazaar (agri B2B marketplace)

function hb(inner: string, lang = "en"): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f6f6f1;">
<center>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:560px;background:#ffffff;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:20px 28px 8px 28px;"><a href="https://haritbazaar.in/?utm_source=email"><img src="https://cdn.haritbazaar.in/email/logo-green@2x.png" width="132" alt="Haritbazaar" style="border:0;"></a></td></tr>
<tr><td style="padding:8px 28px 24px 28px;font-size:15px;line-height:1.55;color:#26302a;">${inner}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e6e8e1;font-size:11px;color:#7b8279;">
<a href="https://play.google.com/store/apps/details?id=in.haritbazaar.app"><img src="https://cdn.haritbazaar.in/email/google-play-badge.png" width="110" alt="Get it on Google Play"></a><br><br>
Haritbazaar Agritech Pvt. Ltd., 3rd floor, Trimurti Chowk Complex, Nashik 422008 · CIN U01403MH2019PTC328811<br>
<a href="https://haritbazaar.in/help" style="color:#7b8279;">Help</a> · <a href="https://haritbazaar.in/terms" style="color:#7b8279;">Terms</a> · <a href="https://haritbazaar.in/privacy" style="color:#7b8279;">Privacy</a>
</td></tr></table></center></body></html>`;
}

const hbInvite = "https://buyers.haritbazaar.in/invite/accept?inv=HB-INV-77213&sig=Qm9xQ2FyVHJ1Y2s2Nzg";
const hbReset =
  "https://click.haritbazaar.in/ls/click?upn=aHR0cHM6Ly9oYXJpdGJhemFhci5pbi9hY2NvdW50L3Jlc2V0P3Q9ZDdmMmE5-3D_v1kQ2sR8&sid=55120";

const hbMails: Mail[] = [
  {
    family: "haritbazaar",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: hbInvite,
    from: "Haritbazaar <buyers@haritbazaar.in>",
    to: TO,
    subject: "FreshRoute Retail invited you to supply through Haritbazaar",
    date: dt("2025-08-06", "14:22:18"),
    text: `Hello,

Meera Kulkarni (Procurement, FreshRoute Retail Pvt. Ltd.) has invited Godavari Kinara FPC to join their approved supplier list on Haritbazaar.

As an approved supplier you will see FreshRoute's weekly requirement for onion, pomegranate and grapes and can quote directly.

Accept the invitation:
${hbInvite}

This invitation is valid for 14 days. If you don't know FreshRoute Retail, you can ignore this e-mail.

— Team Haritbazaar
Help: https://haritbazaar.in/help · 1800-120-5566
`,
    html: hb(
      `<p style="font-size:20px;font-weight:bold;margin:0 0 12px 0;">You're invited to supply FreshRoute Retail</p>
<p><b>Meera Kulkarni</b> (Procurement, FreshRoute Retail Pvt. Ltd.) has invited <b>Godavari Kinara FPC</b> to join their approved supplier list on Haritbazaar.</p>
<p>As an approved supplier you will see FreshRoute's weekly requirement for onion, pomegranate and grapes and can quote directly.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr><td style="background:#3c8d2f;border-radius:22px;">
<a href="${
        hbInvite.replace(/&/g, "&amp;")
      }" style="display:block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">Accept invitation</a></td></tr></table>
<p style="font-size:13px;color:#6b7368;">This invitation is valid for 14 days. If you don't know FreshRoute Retail, you can ignore this e-mail.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "haritbazaar",
    group: "regional",
    lang: "hi",
    kind: "bid-received",
    code: null,
    link: null,
    from: "Haritbazaar <alerts@haritbazaar.in>",
    to: TO,
    subject: "आपके लॉट HB-LOT-55120 पर नई बोली: ₹1,725/क्विंटल",
    date: dt("2025-08-19", "12:08:37"),
    text: `नमस्ते,

आपके लॉट पर एक नई बोली आई है।

लॉट         : HB-LOT-55120 — लाल प्याज, 20 टन, 55 mm+
खरीदार      : Shree Ganesh Traders, Pimpalgaon Baswant
बोली        : ₹1,725 प्रति क्विंटल (उठान: 22 अगस्त तक)
अब तक की सबसे ऊँची बोली: ₹1,725

बोलियाँ देखें: https://haritbazaar.in/seller/lots/HB-LOT-55120/bids

नीलामी 20 अगस्त 2025, शाम 6 बजे बंद होगी।

टीम हरितबाज़ार
`,
    html: hb(
      `<p>नमस्ते,</p>
<p>आपके लॉट पर एक नई बोली आई है।</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#f3f8f0;border-radius:8px;font-size:14px;">
<tr><td style="color:#6b7368;">लॉट</td><td><b>HB-LOT-55120</b> — लाल प्याज, 20 टन, 55 mm+</td></tr>
<tr><td style="color:#6b7368;">खरीदार</td><td>Shree Ganesh Traders, Pimpalgaon Baswant</td></tr>
<tr><td style="color:#6b7368;">बोली</td><td style="font-size:20px;font-weight:bold;color:#3c8d2f;">₹1,725 / क्विंटल</td></tr>
<tr><td style="color:#6b7368;">उठान</td><td>22 अगस्त तक</td></tr>
</table>
<p><a href="https://haritbazaar.in/seller/lots/HB-LOT-55120/bids" style="color:#3c8d2f;font-weight:bold;">सभी बोलियाँ देखें →</a></p>
<p style="font-size:13px;color:#6b7368;">नीलामी 20 अगस्त 2025, शाम 6 बजे बंद होगी।</p>`,
      "hi",
    ),
    enc: "b64",
  },
  {
    family: "haritbazaar",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: hbReset,
    from: "Haritbazaar <no-reply@haritbazaar.in>",
    to: TO,
    subject: "Reset your Haritbazaar password",
    date: dt("2025-09-09", "21:41:05"),
    text: `Hi Godavari Kinara FPC,

We received a request to reset the password for your seller account (+91 98•••••412).

Reset password: ${hbReset}

The link works once and expires in 30 minutes. If you didn't ask for this, your password stays the same and you can ignore this e-mail.

— Team Haritbazaar
`,
    html: hb(`<p>Hi Godavari Kinara FPC,</p>
<p>We received a request to reset the password for your seller account (+91 98•••••412).</p>
<p style="margin:22px 0;"><a href="${hbReset}" style="background:#26302a;color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold;">Choose a new password</a></p>
<p style="font-size:13px;color:#6b7368;">The link works once and expires in 30 minutes. If you didn't ask for this, your password stays the same and you can ignore this e-mail.</p>`),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- दारणा नागरी सहकारी बँक (cooperative bank)

function dnb(inner: string): string {
  return `<html><body style="margin:0;background:#ffffff;">
<table width="640" align="center" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,'Noto Sans Devanagari',sans-serif;font-size:14px;color:#222;">
<tr><td style="padding:10px 0;border-bottom:3px solid #8a1c1c;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.darnanagaribank.co.in/images/dnb_logo_mail.gif" width="210" height="48" alt="Darna Nagari Sahakari Bank Ltd."></td>
<td align="right" style="font-size:11px;color:#8a1c1c;">Scheduled Co-operative Bank<br>Toll free 1800-233-0915</td></tr></table></td></tr>
<tr><td style="padding:18px 4px;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:12px 4px;border-top:1px solid #ddd;font-size:11px;color:#777;line-height:1.5;">
Head Office: Darna Nagari Sahakari Bank Ltd., Main Road, Nashik Road, Nashik 422101 · IFSC prefix DNSB0<br>
Never share your OTP, PIN, CVV or passwords with anyone, including bank staff. · <a href="https://www.darnanagaribank.co.in/security-tips" style="color:#8a1c1c;">Security tips</a> · <a href="https://www.darnanagaribank.co.in/privacy-policy" style="color:#8a1c1c;">Privacy policy</a><br>
This is a system-generated mail. Please do not reply.
</td></tr></table></body></html>`;
}

const dnbChange =
  "https://netbanking.darnanagaribank.co.in/ib/profile/confirm-email?ref=CHG20250819-3381&k=5f1ea2c7d90b";

const dnbMails: Mail[] = [
  {
    family: "darna-nagari-bank",
    group: "regional",
    lang: "mr",
    kind: "credit-alert",
    code: null,
    link: null,
    from: "Darna Nagari Bank Alerts <alerts@darnanagaribank.co.in>",
    to: TO,
    subject: "खाते जमा सूचना - XXXX2093",
    date: dt("2025-08-23", "15:12:46"),
    text: `प्रिय ग्राहक,

आपल्या चालू खाते क्र. XXXXXXXX2093 मध्ये दि. 23-08-2025 रोजी 15:11 वाजता ₹4,36,200.00 NEFT द्वारे जमा झाले आहेत.

पाठवणार : FRESHROUTE RETAIL PVT LTD
UTR      : HDFCN52025082377310442
उपलब्ध शिल्लक : ₹6,02,418.35

हा व्यवहार आपण अपेक्षित केला नसेल तर त्वरित 1800-233-0915 वर संपर्क करा.

- दारणा नागरी सहकारी बँक लि.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "darna-nagari-bank",
    group: "regional",
    lang: "en",
    kind: "transaction-code",
    code: "914402",
    link: null,
    from: "Darna Nagari Bank NetBanking <ibanking@darnanagaribank.co.in>",
    to: TO,
    subject: "OTP for adding beneficiary",
    date: dt("2025-08-27", "11:48:03"),
    text: `Dear Customer,

One Time Password (OTP) for adding beneficiary SHREE GANESH TRADERS (A/c XXXXXX7719, IFSC DNSB0000014) in Internet Banking is 914402.

The OTP is valid for 180 seconds. Do not share this OTP with anyone.

If you have not initiated this request, call 1800-233-0915 immediately.

Darna Nagari Sahakari Bank Ltd.
`,
    html: dnb(`<p>Dear Customer,</p>
<p>One Time Password (OTP) for adding beneficiary <b>SHREE GANESH TRADERS</b> (A/c XXXXXX7719, IFSC DNSB0000014) in Internet Banking is <b style="font-size:18px;">914402</b>.</p>
<p>The OTP is valid for 180 seconds. Do not share this OTP with anyone.</p>
<p>If you have not initiated this request, call 1800-233-0915 immediately.</p>
<p>Darna Nagari Sahakari Bank Ltd.</p>`),
    enc: "qp",
  },
  {
    family: "darna-nagari-bank",
    group: "regional",
    lang: "mr",
    kind: "confirm-change",
    code: null,
    link: dnbChange,
    from: "Darna Nagari Bank NetBanking <ibanking@darnanagaribank.co.in>",
    to: TO,
    subject: "ई-मेल पत्ता बदल विनंती - पुष्टी करा",
    date: dt("2025-08-19", "17:30:22"),
    text: `प्रिय ग्राहक,

इंटरनेट बँकिंगमधून आपल्या ग्राहक आयडी 40021873 साठी ई-मेल पत्ता बदलण्याची विनंती दि. 19-08-2025 रोजी करण्यात आली आहे.

नवीन ई-मेल : secretary@godavarikinarafpc.in
विनंती क्र. : CHG20250819-3381

हा बदल पूर्ण करण्यासाठी 24 तासांच्या आत खालील लिंकवर क्लिक करा:
${dnbChange}

आपण ही विनंती केली नसेल तर लिंक उघडू नका आणि शाखेशी संपर्क साधा.

दारणा नागरी सहकारी बँक लि.
`,
    html: dnb(`<p>प्रिय ग्राहक,</p>
<p>इंटरनेट बँकिंगमधून आपल्या ग्राहक आयडी <b>40021873</b> साठी ई-मेल पत्ता बदलण्याची विनंती दि. 19-08-2025 रोजी करण्यात आली आहे.</p>
<table cellpadding="5" cellspacing="0" border="0" style="background:#fbf3f3;margin:8px 0;"><tr><td>नवीन ई-मेल</td><td><b>secretary@godavarikinarafpc.in</b></td></tr><tr><td>विनंती क्र.</td><td>CHG20250819-3381</td></tr></table>
<p>हा बदल पूर्ण करण्यासाठी 24 तासांच्या आत खालील लिंकवर क्लिक करा:</p>
<p><a href="${dnbChange}" style="color:#8a1c1c;font-weight:bold;">ई-मेल बदलाची पुष्टी करा</a></p>
<p>आपण ही विनंती केली नसेल तर लिंक उघडू नका आणि शाखेशी संपर्क साधा.</p>`),
    enc: "b64",
  },
  {
    family: "darna-nagari-bank",
    group: "regional",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Darna Nagari Bank <estatement@darnanagaribank.co.in>",
    to: TO,
    subject: "e-Statement for Current A/c XXXX2093 : 01-Jul-2025 to 30-Sep-2025",
    date: dt("2025-10-01", "07:02:11"),
    text: "",
    html: dnb(`<p>Dear GODAVARI KINARA FARMER PRODUCER CO LTD,</p>
<p>Your e-Statement for Current Account XXXXXXXX2093 for the period 01-Jul-2025 to 30-Sep-2025 is attached.</p>
<p>To open the PDF, enter the first four letters of the account holder name in capitals followed by the date of incorporation in DDMM format (example: GODA1503).</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:13px;">
<tr><td>Opening balance</td><td align="right">₹1,88,204.10</td></tr>
<tr><td>Total credits</td><td align="right">₹21,47,905.00</td></tr>
<tr><td>Total debits</td><td align="right">₹18,92,330.75</td></tr>
<tr><td>Closing balance</td><td align="right">₹4,43,778.35</td></tr></table>
<p>Switch to paperless banking and help us save paper.</p>`),
    html_enc: "qp",
    attachment: [
      "DNSB_eStatement_XXXX2093_Q2FY26.pdf",
      "application/pdf",
      pdf("Darna Nagari Sahakari Bank e-Statement", [
        "A/c XXXXXXXX2093",
        "01-Jul-2025 to 30-Sep-2025",
        "Closing 443778.35",
      ]),
    ],
  },
];

// ---------------------------------------------------------------- TijoriPay (payments app)

function tijori(inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#f4f1fb;">
<table width="100%" cellspacing="0" cellpadding="0" style="background:#f4f1fb;"><tr><td align="center" style="padding:24px 10px;">
<table width="520" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:14px;font-family:Inter,Roboto,Arial,sans-serif;">
<tr><td style="padding:22px 28px 0 28px;"><img src="https://static.tijoripay.com/mail/tijori-wordmark.png" height="28" alt="TijoriPay"></td></tr>
<tr><td style="padding:16px 28px 24px 28px;font-size:15px;color:#221a33;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:16px 28px;background:#faf9fd;border-radius:0 0 14px 14px;font-size:11px;color:#8a8499;">
TijoriPay Payments Pvt. Ltd. · Baner Road, Pune 411045 · <a href="https://tijoripay.com/grievance" style="color:#6b4fd8;">Grievance redressal</a> · <a href="https://tijoripay.com/privacy" style="color:#6b4fd8;">Privacy</a><br>
<a href="https://apps.apple.com/in/app/tijoripay/id1609934471"><img src="https://static.tijoripay.com/mail/app-store.png" width="96" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=com.tijoripay.business"><img src="https://static.tijoripay.com/mail/google-play.png" width="108" alt="Get it on Google Play"></a>
</td></tr></table></td></tr></table></body></html>`;
}

const tijoriMails: Mail[] = [
  {
    family: "tijori-pay",
    group: "regional",
    lang: "hi",
    kind: "payment-received",
    code: null,
    link: null,
    from: "TijoriPay for Business <payments@tijoripay.com>",
    to: TO,
    subject: "₹2,18,450 प्राप्त हुए — Shree Ganesh Traders से",
    date: dt("2025-08-25", "13:04:55"),
    text: `भुगतान प्राप्त हुआ

₹2,18,450.00
Shree Ganesh Traders से · UPI

लेनदेन आईडी : TJP2508251304A77Q
UPI संदर्भ  : 523712948801
नोट         : lot 55120 onion 126.6 qtl
जमा खाता    : दारणा नागरी बैंक ••••2093
समय         : 25 अगस्त 2025, 1:04 pm

सेटलमेंट अगले कार्य दिवस सुबह 10 बजे तक आपके बैंक खाते में होगा।

TijoriPay for Business
`,
    html: tijori(`<p style="color:#8a8499;margin:0;">भुगतान प्राप्त हुआ</p>
<p style="font-size:32px;font-weight:800;margin:4px 0;">₹2,18,450.00</p>
<p style="margin:0 0 16px 0;">Shree Ganesh Traders से · UPI</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td style="color:#8a8499;">लेनदेन आईडी</td><td align="right">TJP2508251304A77Q</td></tr>
<tr><td style="color:#8a8499;">UPI संदर्भ</td><td align="right">523712948801</td></tr>
<tr><td style="color:#8a8499;">नोट</td><td align="right">lot 55120 onion 126.6 qtl</td></tr>
<tr><td style="color:#8a8499;">जमा खाता</td><td align="right">दारणा नागरी बैंक ••••2093</td></tr>
<tr><td style="color:#8a8499;">समय</td><td align="right">25 अगस्त 2025, 1:04 pm</td></tr></table>
<p style="font-size:13px;color:#8a8499;">सेटलमेंट अगले कार्य दिवस सुबह 10 बजे तक आपके बैंक खाते में होगा।</p>`),
    enc: "b64",
  },
  {
    family: "tijori-pay",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "407188",
    link: null,
    from: "TijoriPay <no-reply@tijoripay.com>",
    to: TO,
    subject: "407188 is your TijoriPay login code",
    date: dt("2025-09-02", "08:55:17"),
    text: `Your TijoriPay login code is 407188

Enter it in the app to sign in on a new device (Redmi Note 12). The code expires in 10 minutes.

Never share this code, not even with someone who says they are from TijoriPay.

Need help? https://tijoripay.com/help
`,
    html: tijori(`<p style="font-size:20px;font-weight:700;margin:0 0 8px 0;">Your login code</p>
<p>Enter this code in the app to sign in on a new device (Redmi Note 12).</p>
<table cellspacing="6" cellpadding="0" style="margin:10px 0;"><tr>
<td style="width:40px;height:48px;background:#efeafd;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">4</td>
<td style="width:40px;height:48px;background:#efeafd;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">0</td>
<td style="width:40px;height:48px;background:#efeafd;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">7</td>
<td style="width:40px;height:48px;background:#efeafd;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">1</td>
<td style="width:40px;height:48px;background:#efeafd;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">8</td>
<td style="width:40px;height:48px;background:#efeafd;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">8</td>
</tr></table>
<p style="font-size:13px;color:#8a8499;">The code expires in 10 minutes. Never share it, not even with someone who says they are from TijoriPay.</p>
<p style="font-size:13px;"><a href="https://tijoripay.com/help" style="color:#6b4fd8;">Need help?</a></p>`),
    enc: "qp",
  },
  {
    family: "tijori-pay",
    group: "regional",
    lang: "en",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "TijoriPay <security@tijoripay.com>",
    to: TO,
    subject: "New sign-in to your TijoriPay business account",
    date: dt("2025-09-02", "08:56:40"),
    text: `New sign-in detected

Your TijoriPay business account (Godavari Kinara FPC, +91 98•••••412) was signed in on a new device.

Device   : Redmi Note 12, Android 14
Location : Niphad, Maharashtra (approx.)
Time     : 2 Sep 2025, 8:56 am IST

If this was you, there's nothing to do.
If it wasn't, block access right away: https://tijoripay.com/security/devices or call 020-7117 9900.
`,
    html: tijori(`<p style="font-size:20px;font-weight:700;margin:0 0 8px 0;">New sign-in detected</p>
<p>Your TijoriPay business account (Godavari Kinara FPC, +91 98•••••412) was signed in on a new device.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;"><tr><td style="color:#8a8499;">Device</td><td>Redmi Note 12, Android 14</td></tr><tr><td style="color:#8a8499;">Location</td><td>Niphad, Maharashtra (approx.)</td></tr><tr><td style="color:#8a8499;">Time</td><td>2 Sep 2025, 8:56 am IST</td></tr></table>
<p>If this was you, there's nothing to do.</p>
<p>If it wasn't, <a href="https://tijoripay.com/security/devices" style="color:#6b4fd8;">block access right away</a> or call 020-7117 9900.</p>`),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Kavach Krishi Bima (crop insurance)

const kavachMails: Mail[] = [
  {
    family: "kavach-krishi-bima",
    group: "regional",
    lang: "mr",
    kind: "policy-issued",
    code: null,
    link: null,
    from: "Kavach Krishi Bima <policy@kavachkrishibima.co.in>",
    to: TO,
    subject: "खरीप 2025 पीक विमा पॉलिसी जारी - KKB/KH25/NSK/118204",
    date: dt("2025-08-08", "10:40:26"),
    text: `नमस्कार,

खरीप 2025 हंगामासाठी आपल्या सभासद शेतकऱ्यांच्या समूह पीक विमा पॉलिसीचे प्रमाणपत्र सोबत जोडले आहे.

पॉलिसी क्रमांक : KKB/KH25/NSK/118204
पिके           : सोयाबीन, मका, कांदा (खरीप)
सभासद संख्या   : 312
एकूण क्षेत्र    : 486.40 हेक्टर
विमा संरक्षित रक्कम : ₹4,12,36,000
शेतकरी हिस्सा हप्ता : ₹8,24,720
कालावधी       : 01-07-2025 ते 31-12-2025

नुकसान झाल्यास 72 तासांच्या आत 1800-267-4400 वर किंवा ॲपमधून पूर्वसूचना द्या.

कवच कृषी विमा कं. लि.
`,
    html: `<html><body style="font-family:Arial,'Noto Sans Devanagari',sans-serif;font-size:14px;color:#1e2a22;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #d6e2d9;">
<tr><td style="background:#0e5a3b;color:#fff;padding:12px 16px;font-size:17px;font-weight:bold;">कवच कृषी विमा <span style="font-weight:normal;font-size:12px;">| Kavach Krishi Bima Co. Ltd.</span></td></tr>
<tr><td style="padding:16px;line-height:1.7;">
<p>नमस्कार,</p>
<p>खरीप 2025 हंगामासाठी आपल्या सभासद शेतकऱ्यांच्या समूह पीक विमा पॉलिसीचे प्रमाणपत्र सोबत जोडले आहे.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td>पॉलिसी क्रमांक</td><td><b>KKB/KH25/NSK/118204</b></td></tr>
<tr><td>पिके</td><td>सोयाबीन, मका, कांदा (खरीप)</td></tr>
<tr><td>सभासद संख्या</td><td>312</td></tr>
<tr><td>एकूण क्षेत्र</td><td>486.40 हेक्टर</td></tr>
<tr><td>विमा संरक्षित रक्कम</td><td>₹4,12,36,000</td></tr>
<tr><td>शेतकरी हिस्सा हप्ता</td><td>₹8,24,720</td></tr>
<tr><td>कालावधी</td><td>01-07-2025 ते 31-12-2025</td></tr></table>
<p style="background:#fff7e0;padding:8px;">नुकसान झाल्यास 72 तासांच्या आत 1800-267-4400 वर किंवा ॲपमधून पूर्वसूचना द्या.</p>
</td></tr>
<tr><td style="padding:10px 16px;font-size:11px;color:#6d7a71;border-top:1px solid #d6e2d9;">IRDAI नोंदणी क्र. 178 · कवच कृषी विमा कं. लि., कार्पोरेट कार्यालय: बीकेसी, मुंबई 400051 · <a href="https://www.kavachkrishibima.co.in/claims">दावा प्रक्रिया</a> · <a href="https://www.kavachkrishibima.co.in/privacy">गोपनीयता</a></td></tr>
</table></body></html>`,
    enc: "b64",
    attachment: [
      "Policy_KKB-KH25-NSK-118204.pdf",
      "application/pdf",
      pdf("Kavach Krishi Bima - Group Crop Policy Kharif 2025", [
        "Policy KKB/KH25/NSK/118204",
        "Members 312  Area 486.40 ha",
        "Sum insured 41236000",
      ]),
    ],
  },
  {
    family: "kavach-krishi-bima",
    group: "regional",
    lang: "hi",
    kind: "claim-registered",
    code: null,
    link: null,
    from: "Kavach Krishi Bima Claims <claims@kavachkrishibima.co.in>",
    to: TO,
    subject: "नुकसान पूर्वसूचना दर्ज — डॉकेट क्र. KKB-INT-2509-006632",
    date: dt("2025-09-17", "19:22:51"),
    text: `प्रिय पॉलिसीधारक,

आपकी फसल नुकसान की पूर्वसूचना दर्ज कर ली गई है।

डॉकेट क्रमांक : KKB-INT-2509-006632
पॉलिसी       : KKB/KH25/NSK/118204
कारण         : अतिवृष्टि / जलभराव
गाँव          : कसबे सुकेणे, ता. निफाड
प्रभावित क्षेत्र : 38.5 हेक्टर (सोयाबीन)

हमारे सर्वेक्षक 10 दिनों के भीतर खेत का निरीक्षण करेंगे। सर्वे के समय 7/12 उतारा और बैंक पासबुक की प्रति तैयार रखें।

स्थिति जानने के लिए डॉकेट क्रमांक के साथ 1800-267-4400 पर कॉल करें।

कवच कृषि बीमा
`,
    html: null,
    enc: "qp",
  },
  {
    family: "kavach-krishi-bima",
    group: "regional",
    lang: "en",
    kind: "verify-code",
    code: "265804",
    link: null,
    from: "Kavach Krishi Bima <no-reply@kavachkrishibima.co.in>",
    to: TO,
    subject: "Verify your e-mail for Kavach Claim Tracker",
    date: dt("2025-09-17", "19:31:08"),
    text: `Hello,

You are registering secretary@godavarikinarafpc.in on Kavach Claim Tracker.

Your verification code: 265 804

Enter this code on the registration screen. It is valid for 15 minutes.

If you did not start this registration, you can ignore this e-mail.

Kavach Krishi Bima Co. Ltd. | Toll free 1800-267-4400
https://www.kavachkrishibima.co.in
`,
    html: `<div style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#1e2a22;max-width:560px;">
<div style="background:#0e5a3b;padding:10px 14px;"><img src="https://www.kavachkrishibima.co.in/img/mail-logo-w.png" alt="Kavach Krishi Bima" height="30"></div>
<div style="padding:16px 14px;line-height:1.6;">
<p>Hello,</p>
<p>You are registering <b>secretary@godavarikinarafpc.in</b> on Kavach Claim Tracker.</p>
<p>Your verification code:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;color:#0e5a3b;margin:6px 0 14px 0;">265 804</p>
<p>Enter this code on the registration screen. It is valid for 15 minutes.</p>
<p style="color:#6d7a71;">If you did not start this registration, you can ignore this e-mail.</p>
</div>
<div style="padding:10px 14px;border-top:1px solid #d6e2d9;font-size:11px;color:#6d7a71;">Kavach Krishi Bima Co. Ltd. · Toll free 1800-267-4400 · <a href="https://www.kavachkrishibima.co.in">kavachkrishibima.co.in</a></div>
</div>`,
  },
];

// ---------------------------------------------------------------- Bhuratna Fertilisers

function bhuratna(inner: string): string {
  return `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fbf8f1"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#2b2620;border:1px solid #eadfc8;">
<tr><td bgcolor="#b5651d" style="padding:14px 20px;"><img src="https://www.bhuratna.co.in/mailer/bhuratna-logo.png" width="170" alt="BHURATNA Fertilisers & Chemicals Ltd"></td></tr>
<tr><td style="padding:20px;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:12px 20px;background:#f7f1e5;font-size:11px;color:#7d7161;">
Bhuratna Fertilisers &amp; Chemicals Ltd. · Plot D-14, MIDC Sinnar, Nashik 422113 · GSTIN 27AABCB4417K1ZQ<br>
Kisan helpline 1800-222-6030 · <a href="https://www.bhuratna.co.in/privacy" style="color:#b5651d;">Privacy</a> · <a href="https://www.bhuratna.co.in/unsubscribe?e=secretary%40godavarikinarafpc.in" style="color:#b5651d;">Unsubscribe</a>
</td></tr></table></td></tr></table>`;
}

const bhuratnaInvite = "https://partners.bhuratna.co.in/onboarding/accept?invite=PRT-8841-GKFPC&code=a71f0e3c";

const bhuratnaMails: Mail[] = [
  {
    family: "bhuratna-fertilisers",
    group: "regional",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Bhuratna Dispatch <dispatch@bhuratna.co.in>",
    to: TO,
    subject: "Dispatched: Sales Order SO/25-26/08812 – 400 bags",
    date: dt("2025-08-11", "17:58:14"),
    text: `Dear Customer,

Your order has left our Sinnar depot.

Sales Order   : SO/25-26/08812 (PO GKFPC/PO/2025/061)
Material      : DAP 18:46:0 — 250 bags x 50 kg
                NPK 10:26:26 — 150 bags x 50 kg
Invoice       : BFC/INV/25-26/14077 dated 11-08-2025, Rs 5,61,250.00
Transporter   : Shivneri Roadlines, LR No. 66214
Vehicle       : MH-15-GV-4410, driver Santosh 98226 14530
Expected at   : Niphad godown, 12-08-2025 by noon

Please check seal and bag count at unloading and note any shortage on the LR copy.

Regards,
Dispatch Cell, Bhuratna Fertilisers & Chemicals Ltd.
`,
    html: bhuratna(`<p>Dear Customer,</p><p>Your order has left our Sinnar depot.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#eadfc8;font-size:13px;">
<tr><td width="35%" bgcolor="#fbf8f1">Sales Order</td><td>SO/25-26/08812 (PO GKFPC/PO/2025/061)</td></tr>
<tr><td bgcolor="#fbf8f1">Material</td><td>DAP 18:46:0 — 250 bags x 50 kg<br>NPK 10:26:26 — 150 bags x 50 kg</td></tr>
<tr><td bgcolor="#fbf8f1">Invoice</td><td>BFC/INV/25-26/14077 dated 11-08-2025, ₹5,61,250.00</td></tr>
<tr><td bgcolor="#fbf8f1">Transporter</td><td>Shivneri Roadlines, LR No. 66214</td></tr>
<tr><td bgcolor="#fbf8f1">Vehicle</td><td>MH-15-GV-4410, driver Santosh 98226 14530</td></tr>
<tr><td bgcolor="#fbf8f1">Expected at</td><td>Niphad godown, 12-08-2025 by noon</td></tr></table>
<p>Please check seal and bag count at unloading and note any shortage on the LR copy.</p>
<p>Regards,<br>Dispatch Cell</p>`),
    enc: "qp",
  },
  {
    family: "bhuratna-fertilisers",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: bhuratnaInvite,
    from: "Bhuratna Partner Connect <partnerconnect@bhuratna.co.in>",
    to: TO,
    subject: "Set up your Bhuratna Partner Connect account",
    date: dt("2025-08-14", "12:15:40"),
    text: `Namaskar,

Your area manager Ravindra Gaikwad has added Godavari Kinara FPC (dealer code NSK-FPO-0219) to Bhuratna Partner Connect, where you can place indents, see your credit limit and download invoices.

Create your login here:
${bhuratnaInvite}

The link is valid for 7 days. After that, ask your area manager to resend it.

Bhuratna Fertilisers & Chemicals Ltd.
`,
    html: bhuratna(`<p>Namaskar,</p>
<p>Your area manager <b>Ravindra Gaikwad</b> has added <b>Godavari Kinara FPC</b> (dealer code NSK-FPO-0219) to Bhuratna Partner Connect, where you can place indents, see your credit limit and download invoices.</p>
<table cellpadding="0" cellspacing="0" style="margin:18px 0;"><tr><td bgcolor="#b5651d" style="padding:12px 24px;border-radius:3px;"><a href="${bhuratnaInvite}" style="color:#ffffff;text-decoration:none;font-weight:bold;">Create your login</a></td></tr></table>
<p style="font-size:12px;color:#7d7161;">The link is valid for 7 days. After that, ask your area manager to resend it.</p>`),
    enc: "qp",
  },
  {
    family: "bhuratna-fertilisers",
    group: "regional",
    lang: "hi",
    kind: "invoice",
    code: null,
    link: null,
    from: "Bhuratna Accounts <accounts.receivable@bhuratna.co.in>",
    to: TO,
    subject: "कर बीजक BFC/INV/25-26/15530 — भुगतान देय 10-10-2025",
    date: dt("2025-09-10", "10:05:00"),
    text: `आदरणीय ग्राहक,

सितंबर की आपूर्ति का कर बीजक संलग्न है।

बीजक संख्या : BFC/INV/25-26/15530
दिनांक      : 10-09-2025
माल         : यूरिया (नीम लेपित) 300 बोरी x 45 किग्रा
कर योग्य मूल्य : ₹79,830.00
GST (5%)    : ₹3,991.50
कुल देय     : ₹83,821.50
देय तिथि    : 10-10-2025

भुगतान NEFT से करें और UTR accounts.receivable@bhuratna.co.in पर भेजें।

लेखा विभाग, भूरत्न फर्टिलाइज़र्स
`,
    html: null,
    enc: "8bit",
    attachment: [
      "BFC_INV_25-26_15530.pdf",
      "application/pdf",
      pdf("Bhuratna Fertilisers Tax Invoice BFC/INV/25-26/15530", [
        "Urea 300 bags",
        "Taxable 79830.00",
        "Total 83821.50",
      ]),
    ],
  },
];

// ---------------------------------------------------------------- Navankur Seeds

const navankurVerify = "https://krushiclub.navankurseeds.com/account/confirm/3f9c2d11-7a40-4c8e-b2e6-91d0f5a2c4e8";

const navankurMails: Mail[] = [
  {
    family: "navankur-seeds",
    group: "regional",
    lang: "mr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "नवांकुर सीड्स <krushiclub@navankurseeds.com>",
    to: TO,
    subject: "रब्बी 2025: कांदा बियाणे बुकिंग सुरू, नवीन वाण NS-Bhima Gold",
    date: dt("2025-09-05", "09:00:00"),
    text: `नवांकुर कृषी क्लब — सप्टेंबर 2025

1) रब्बी कांदा बियाणे बुकिंग सुरू
NS-Bhima Gold (लाल, 110-120 दिवस, साठवणुकीस उत्तम) — ₹2,450 प्रति किलो. FPO साठी 50 किलोवर 6% सवलत.

2) रोपवाटिका टिप्स
गादी वाफे 1 मी. रुंद व 15 सें.मी. उंच ठेवा. पेरणीपूर्वी बियाण्यास ट्रायकोडर्मा 4 ग्रॅ./किलो प्रक्रिया करा.

3) शेतीदिन
निफाड येथे 28 सप्टेंबर 2025 रोजी सकाळी 10 वाजता प्रात्यक्षिक प्लॉट भेट. संपर्क: 98500 33120.

वाण माहिती: https://www.navankurseeds.com/mr/onion/bhima-gold

ही माहिती नको असल्यास: https://www.navankurseeds.com/newsletter/unsubscribe?u=gkfpc-8812
नवांकुर सीड्स प्रा. लि., जालना रोड, छत्रपती संभाजीनगर 431005
`,
    html: `<!DOCTYPE html><html lang="mr"><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f5e9;">
<div style="display:none;">NS-Bhima Gold बुकिंग सुरू · शेतीदिन 28 सप्टेंबर</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans Devanagari',Arial,sans-serif;color:#243b1a;">
<tr><td><img src="https://www.navankurseeds.com/newsletter/2025-09/header-rabi.jpg" width="600" alt="नवांकुर कृषी क्लब — रब्बी 2025" style="display:block;"></td></tr>
<tr><td style="padding:20px 24px;font-size:15px;line-height:1.7;">
<h2 style="color:#4e8a1f;font-size:19px;">रब्बी कांदा बियाणे बुकिंग सुरू</h2>
<table cellpadding="0" cellspacing="0"><tr><td width="160"><img src="https://www.navankurseeds.com/newsletter/2025-09/bhima-gold.jpg" width="150" alt="NS-Bhima Gold कांदा"></td>
<td style="padding-left:12px;"><b>NS-Bhima Gold</b> — लाल, 110-120 दिवस, साठवणुकीस उत्तम.<br>₹2,450 प्रति किलो · FPO साठी 50 किलोवर 6% सवलत.<br><a href="https://www.navankurseeds.com/mr/onion/bhima-gold" style="color:#4e8a1f;">वाण माहिती »</a></td></tr></table>
<h2 style="color:#4e8a1f;font-size:19px;">रोपवाटिका टिप्स</h2>
<p>गादी वाफे 1 मी. रुंद व 15 सें.मी. उंच ठेवा. पेरणीपूर्वी बियाण्यास ट्रायकोडर्मा 4 ग्रॅ./किलो प्रक्रिया करा.</p>
<h2 style="color:#4e8a1f;font-size:19px;">शेतीदिन, निफाड</h2>
<p>28 सप्टेंबर 2025, सकाळी 10 वाजता प्रात्यक्षिक प्लॉट भेट. संपर्क: 98500 33120.</p>
</td></tr>
<tr><td style="background:#243b1a;color:#cfe0c0;font-size:11px;padding:14px 24px;">
<a href="https://www.facebook.com/navankurseeds" style="color:#fff;">Facebook</a> · <a href="https://www.youtube.com/@navankurseeds" style="color:#fff;">YouTube</a> · <a href="https://wa.me/919850033120" style="color:#fff;">WhatsApp</a><br>
नवांकुर सीड्स प्रा. लि., जालना रोड, छत्रपती संभाजीनगर 431005<br>
<a href="https://www.navankurseeds.com/newsletter/unsubscribe?u=gkfpc-8812" style="color:#cfe0c0;">ही माहिती नको असल्यास येथे क्लिक करा</a>
</td></tr></table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "navankur-seeds",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: navankurVerify,
    from: "Navankur Krushi Club <krushiclub@navankurseeds.com>",
    to: TO,
    subject: "Confirm your e-mail to finish joining Navankur Krushi Club",
    date: dt("2025-08-29", "16:03:31"),
    text: `Welcome to Navankur Krushi Club!

One last step: confirm that secretary@godavarikinarafpc.in belongs to you.

${navankurVerify}

Once confirmed you can book seed, track your bookings and get crop advisories from our agronomists.

If you didn't sign up, ignore this e-mail and no account will be created.

Navankur Seeds Pvt. Ltd.
`,
    html: `<html><body style="background:#f0f5e9;margin:0;padding:24px;font-family:Arial,sans-serif;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:24px;text-align:center;"><img src="https://www.navankurseeds.com/img/logo-sprout.png" width="64" alt="Navankur"><h1 style="font-size:21px;color:#243b1a;">Welcome to Navankur Krushi Club!</h1>
<p style="color:#4a5b40;">One last step: confirm that <b>secretary@godavarikinarafpc.in</b> belongs to you.</p>
<a href="${navankurVerify}" style="display:inline-block;margin:14px 0;background:#4e8a1f;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Confirm e-mail</a>
<p style="color:#4a5b40;font-size:13px;">Once confirmed you can book seed, track your bookings and get crop advisories from our agronomists.</p>
<p style="color:#8a9a80;font-size:12px;">If you didn't sign up, ignore this e-mail and no account will be created.</p>
</td></tr></table>
<p style="text-align:center;font-size:11px;color:#8a9a80;">Navankur Seeds Pvt. Ltd., Jalna Road, Chhatrapati Sambhajinagar 431005 · <a href="https://www.navankurseeds.com/privacy" style="color:#8a9a80;">Privacy</a></p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- HimSheetal cold storage

function himsheetal(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf4f8;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #1686b0;">
<tr><td style="padding:16px 22px;"><img src="https://book.himsheetal.in/img/himsheetal-logo.png" width="140" alt="HimSheetal Cold Chain"><span style="float:right;font-size:12px;color:#1686b0;">Pimpalgaon Baswant Facility</span></td></tr>
<tr><td style="padding:4px 22px 20px 22px;font-size:14px;color:#1c2e36;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:12px 22px;background:#f3f9fb;font-size:11px;color:#6c8590;">HimSheetal Cold Chain LLP · Gat No. 412, Mumbai–Agra Highway, Pimpalgaon Baswant 422209 · 02550-251 880<br>
<a href="https://book.himsheetal.in/terms" style="color:#1686b0;">Storage terms</a> · <a href="https://book.himsheetal.in/help" style="color:#1686b0;">Help</a></td></tr>
</table></td></tr></table></body></html>`;
}

const himsheetalMails: Mail[] = [
  {
    family: "himsheetal-cold-storage",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "HimSheetal Bookings <bookings@himsheetal.in>",
    to: TO,
    subject: "Booking HS-PB-25-0932 confirmed: Chamber 3, 1,200 crates",
    date: dt("2025-08-16", "11:26:09"),
    text: `Your storage booking is confirmed.

Booking no.   : HS-PB-25-0932
Chamber       : 3 (2–4 °C, RH 90%)
Produce       : Pomegranate (Bhagwa)
Quantity      : 1,200 crates (approx. 24 MT)
Inward date   : 18-Aug-2025, 07:00–13:00
Rent          : Rs 2.10 per crate per day, minimum 15 days
Advance paid  : Rs 37,800 (Receipt R-25-4471)

Bring the inward slip and vehicle number at the gate. Crates must be pre-cooled and labelled with your lot mark.

HimSheetal Cold Chain LLP
`,
    html: himsheetal(`<p style="font-size:18px;font-weight:bold;color:#1686b0;">Your storage booking is confirmed.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d4e7ef;">
<tr><td bgcolor="#f3f9fb">Booking no.</td><td><b>HS-PB-25-0932</b></td></tr>
<tr><td bgcolor="#f3f9fb">Chamber</td><td>3 (2–4 °C, RH 90%)</td></tr>
<tr><td bgcolor="#f3f9fb">Produce</td><td>Pomegranate (Bhagwa)</td></tr>
<tr><td bgcolor="#f3f9fb">Quantity</td><td>1,200 crates (approx. 24 MT)</td></tr>
<tr><td bgcolor="#f3f9fb">Inward date</td><td>18-Aug-2025, 07:00–13:00</td></tr>
<tr><td bgcolor="#f3f9fb">Rent</td><td>₹2.10 per crate per day, minimum 15 days</td></tr>
<tr><td bgcolor="#f3f9fb">Advance paid</td><td>₹37,800 (Receipt R-25-4471)</td></tr></table>
<p>Bring the inward slip and vehicle number at the gate. Crates must be pre-cooled and labelled with your lot mark.</p>`),
    enc: "qp",
  },
  {
    family: "himsheetal-cold-storage",
    group: "regional",
    lang: "mr",
    kind: "release-code",
    code: "5826",
    link: null,
    from: "HimSheetal Bookings <bookings@himsheetal.in>",
    to: TO,
    subject: "माल उचल गेट पास OTP - बुकिंग HS-PB-25-0932",
    date: dt("2025-09-04", "06:48:15"),
    text: `नमस्कार,

बुकिंग HS-PB-25-0932 मधून आज 04-09-2025 रोजी 400 क्रेट डाळिंब उचलण्याची (आउटवर्ड) नोंद झाली आहे.

गेट पास OTP : 5826

वाहन MH-41-AU-2207 गेटवर आल्यावर हा OTP सुरक्षा रक्षकाला सांगा. OTP शिवाय माल बाहेर सोडला जाणार नाही. OTP फक्त आजसाठी वैध आहे.

उर्वरित साठा : 800 क्रेट
थकीत भाडे   : ₹0

हिमशीतल कोल्ड चेन, पिंपळगाव बसवंत
`,
    html: himsheetal(`<p>नमस्कार,</p>
<p>बुकिंग <b>HS-PB-25-0932</b> मधून आज 04-09-2025 रोजी 400 क्रेट डाळिंब उचलण्याची (आउटवर्ड) नोंद झाली आहे.</p>
<table cellpadding="0" cellspacing="0" style="margin:12px 0;"><tr><td style="border:2px dashed #1686b0;padding:12px 22px;text-align:center;">
<div style="font-size:12px;color:#6c8590;">गेट पास OTP</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#1c2e36;">5826</div></td></tr></table>
<p>वाहन <b>MH-41-AU-2207</b> गेटवर आल्यावर हा OTP सुरक्षा रक्षकाला सांगा. OTP शिवाय माल बाहेर सोडला जाणार नाही. OTP फक्त आजसाठी वैध आहे.</p>
<p style="font-size:13px;">उर्वरित साठा : 800 क्रेट · थकीत भाडे : ₹0</p>`),
    enc: "b64",
  },
  {
    family: "himsheetal-cold-storage",
    group: "regional",
    lang: "en",
    kind: "confirm-change",
    code: null,
    link: "https://book.himsheetal.in/bookings/HS-PB-25-0932/extend/confirm?req=EXT-2209&t=7c01b9e4a2",
    from: "HimSheetal Bookings <bookings@himsheetal.in>",
    to: TO,
    subject: "Confirm your extension request for HS-PB-25-0932",
    date: dt("2025-09-22", "18:10:47"),
    text: `Hello,

You asked to extend storage for booking HS-PB-25-0932 (800 crates, Chamber 3) from 30-Sep-2025 to 20-Oct-2025.

Additional rent at Rs 2.10 per crate per day: Rs 33,600 (billed on 01-Oct-2025).

Confirm the extension:
https://book.himsheetal.in/bookings/HS-PB-25-0932/extend/confirm?req=EXT-2209&t=7c01b9e4a2

Unconfirmed requests lapse after 48 hours and the chamber space may be released to the waiting list.

HimSheetal Cold Chain LLP
`,
    html: himsheetal(`<p>Hello,</p>
<p>You asked to extend storage for booking <b>HS-PB-25-0932</b> (800 crates, Chamber 3) from 30-Sep-2025 to <b>20-Oct-2025</b>.</p>
<p>Additional rent at ₹2.10 per crate per day: <b>₹33,600</b> (billed on 01-Oct-2025).</p>
<p><a href="https://book.himsheetal.in/bookings/HS-PB-25-0932/extend/confirm?req=EXT-2209&amp;t=7c01b9e4a2" style="display:inline-block;background:#1686b0;color:#fff;padding:11px 22px;text-decoration:none;border-radius:3px;">Confirm extension</a></p>
<p style="font-size:12px;color:#6c8590;">Unconfirmed requests lapse after 48 hours and the chamber space may be released to the waiting list.</p>`),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- LorryMitra (truck booking)

const lorryMails: Mail[] = [
  {
    family: "lorrymitra",
    group: "regional",
    lang: "hi",
    kind: "delivery-pin",
    code: "7315",
    link: null,
    from: "LorryMitra <trips@lorrymitra.in>",
    to: TO,
    subject: "ट्रिप LM-2508-44190 बुक हुई — डिलीवरी PIN अंदर",
    date: dt("2025-08-22", "05:42:10"),
    text: `नमस्ते Godavari Kinara FPC,

आपकी ट्रिप बुक हो गई है।

ट्रिप आईडी   : LM-2508-44190
रूट          : निफाड (महाराष्ट्र) → हुबली (कर्नाटक), 612 किमी
माल          : लाल प्याज, 20 टन (400 बोरी)
वाहन         : 12 चक्का ओपन ट्रक, KA-25-AB-7731
ड्राइवर       : इमरान शेख, 90086 22451
भाड़ा         : ₹46,500 (एडवांस ₹15,000 चुकाया)

डिलीवरी PIN : 7315
यह PIN सिर्फ़ माल उतरने और गिनती पूरी होने के बाद ही ड्राइवर को बताएँ (या पाने वाले को भेजें)। PIN डालने पर ही ट्रिप पूरी मानी जाएगी और बाकी भुगतान ड्राइवर को जाएगा।

लाइव ट्रैकिंग: https://lorrymitra.in/t/LM-2508-44190

टीम लॉरीमित्र · 1800-309-7070
`,
    html: `<html><body style="margin:0;background:#fff8ec;font-family:Arial,'Noto Sans Devanagari',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f1dcb4;">
<tr><td style="background:#f29f05;padding:12px 18px;"><img src="https://cdn.lorrymitra.in/m/logo-dark.png" height="30" alt="LorryMitra"></td></tr>
<tr><td style="padding:18px;font-size:14px;line-height:1.65;color:#2a2014;">
<p>नमस्ते Godavari Kinara FPC,</p><p>आपकी ट्रिप बुक हो गई है।</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#8b7a5e;">ट्रिप आईडी</td><td>LM-2508-44190</td></tr>
<tr><td style="color:#8b7a5e;">रूट</td><td>निफाड (महाराष्ट्र) → हुबली (कर्नाटक), 612 किमी</td></tr>
<tr><td style="color:#8b7a5e;">माल</td><td>लाल प्याज, 20 टन (400 बोरी)</td></tr>
<tr><td style="color:#8b7a5e;">वाहन</td><td>12 चक्का ओपन ट्रक, KA-25-AB-7731</td></tr>
<tr><td style="color:#8b7a5e;">ड्राइवर</td><td>इमरान शेख, 90086 22451</td></tr>
<tr><td style="color:#8b7a5e;">भाड़ा</td><td>₹46,500 (एडवांस ₹15,000 चुकाया)</td></tr></table>
<table cellpadding="0" cellspacing="0" style="margin:16px 0;background:#fff3d6;border-left:4px solid #f29f05;width:100%;"><tr><td style="padding:12px;">
<div style="font-size:12px;color:#8b7a5e;">डिलीवरी PIN</div><div style="font-size:30px;font-weight:bold;letter-spacing:6px;">7315</div>
<div style="font-size:12px;">यह PIN सिर्फ़ माल उतरने और गिनती पूरी होने के बाद ही ड्राइवर को बताएँ (या पाने वाले को भेजें)। PIN डालने पर ही ट्रिप पूरी मानी जाएगी और बाकी भुगतान ड्राइवर को जाएगा।</div>
</td></tr></table>
<p><a href="https://lorrymitra.in/t/LM-2508-44190" style="color:#c47f00;font-weight:bold;">लाइव ट्रैकिंग देखें</a></p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:11px;color:#8b7a5e;border-top:1px solid #f1dcb4;">LorryMitra Logistics Pvt. Ltd. · Wagholi, Pune 412207 · 1800-309-7070 · <a href="https://lorrymitra.in/privacy" style="color:#8b7a5e;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "lorrymitra",
    group: "regional",
    lang: "en",
    kind: "trip-invoice",
    code: null,
    link: null,
    from: "LorryMitra Billing <billing@lorrymitra.in>",
    to: TO,
    subject: "Trip LM-2508-44190 delivered – freight invoice LMI/25/118773",
    date: dt("2025-08-24", "10:31:56"),
    text: `Trip delivered

Trip LM-2508-44190, Niphad to Hubballi, was marked delivered on 23-Aug-2025 at 21:14 by the consignee (Hosapete Eerulli Traders).

Freight                Rs 46,500.00
Detention (4 h)        Rs  1,200.00
GST 5% (RCM, payable by you)
Total                  Rs 47,700.00
Advance paid           Rs 15,000.00
Balance due            Rs 32,700.00  (due 31-Aug-2025)

Invoice LMI/25/118773 and POD are available in the app under Trips > Documents.

Rate your driver Imran Shaikh: https://lorrymitra.in/rate/LM-2508-44190
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "lorrymitra",
    group: "regional",
    lang: "mr",
    kind: "kyc-approved",
    code: null,
    link: null,
    from: "LorryMitra <support@lorrymitra.in>",
    to: TO,
    subject: "आपले व्यवसाय KYC मंजूर झाले",
    date: dt("2025-08-20", "15:02:33"),
    text: `नमस्कार,

Godavari Kinara FPC चे व्यवसाय KYC (GSTIN 27AAHCG5102M1Z7, PAN AAHCG5102M) यशस्वीरीत्या पडताळले गेले आहे.

आता आपण ₹1,00,000 पर्यंत क्रेडिटवर ट्रिप बुक करू शकता. क्रेडिट कालावधी: 15 दिवस.

काही प्रश्न असल्यास 1800-309-7070 वर किंवा ॲपमधील मदत विभागात संपर्क साधा.

टीम लॉरीमित्र
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;max-width:540px;color:#2a2014;line-height:1.6;">
<img src="https://cdn.lorrymitra.in/m/kyc-ok.png" width="64" alt="">
<p>नमस्कार,</p>
<p><b>Godavari Kinara FPC</b> चे व्यवसाय KYC (GSTIN 27AAHCG5102M1Z7, PAN AAHCG5102M) यशस्वीरीत्या पडताळले गेले आहे.</p>
<p>आता आपण <b>₹1,00,000</b> पर्यंत क्रेडिटवर ट्रिप बुक करू शकता. क्रेडिट कालावधी: 15 दिवस.</p>
<p style="color:#8b7a5e;font-size:12px;">काही प्रश्न असल्यास 1800-309-7070 वर किंवा ॲपमधील मदत विभागात संपर्क साधा.<br>टीम लॉरीमित्र</p>
</div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- आभाळ हवामान (weather advisory)

const aabhalConfirm = "https://aabhal.in/subscribe/confirm?list=nashik-niphad&id=sb_91f2c07e&lang=mr";

const aabhalMails: Mail[] = [
  {
    family: "aabhal-havaman",
    group: "regional",
    lang: "mr",
    kind: "confirm-subscription",
    code: null,
    link: aabhalConfirm,
    from: "आभाळ हवामान <salla@aabhal.in>",
    to: TO,
    subject: "निफाड हवामान सल्ला: सदस्यत्वाची पुष्टी करा",
    date: dt("2025-08-01", "08:12:05"),
    text: `नमस्कार,

निफाड (जि. नाशिक) साठी आठवड्याचा कृषी हवामान सल्ला आणि अतिवृष्टी इशारे ई-मेलवर मिळवण्यासाठी आपण नोंदणी केली आहे.

सदस्यत्व सुरू करण्यासाठी खालील लिंकवर क्लिक करा:
${aabhalConfirm}

आपण नोंदणी केली नसेल तर काहीही करू नका; आपल्याला पुढे ई-मेल येणार नाहीत.

आभाळ हवामान सेवा
`,
    html: `<html><body style="margin:0;background:#e9f1fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:'Noto Sans Devanagari',Arial,sans-serif;">
<tr><td style="padding:22px 26px 4px 26px;"><img src="https://aabhal.in/img/aabhal-cloud.png" width="42" alt="आभाळ"> <span style="font-size:20px;font-weight:bold;color:#1f4e8c;vertical-align:middle;">आभाळ हवामान</span></td></tr>
<tr><td style="padding:10px 26px 24px 26px;font-size:15px;line-height:1.7;color:#23303f;">
<p>नमस्कार,</p>
<p><b>निफाड (जि. नाशिक)</b> साठी आठवड्याचा कृषी हवामान सल्ला आणि अतिवृष्टी इशारे ई-मेलवर मिळवण्यासाठी आपण नोंदणी केली आहे.</p>
<p style="text-align:center;margin:22px 0;"><a href="${
      aabhalConfirm.replace(/&/g, "&amp;")
    }" style="background:#1f4e8c;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;">होय, सदस्यत्व सुरू करा</a></p>
<p style="font-size:13px;color:#6b7a8c;">आपण नोंदणी केली नसेल तर काहीही करू नका; आपल्याला पुढे ई-मेल येणार नाहीत.</p>
</td></tr></table>
<p style="font-size:11px;color:#6b7a8c;font-family:Arial,sans-serif;">Aabhal Weather Services · Kothrud, Pune 411038 · <a href="https://aabhal.in/privacy" style="color:#6b7a8c;">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "aabhal-havaman",
    group: "regional",
    lang: "mr",
    kind: "advisory",
    code: null,
    link: null,
    from: "आभाळ हवामान <salla@aabhal.in>",
    to: TO,
    subject: "साप्ताहिक कृषी हवामान सल्ला: निफाड, 26 ऑगस्ट ते 1 सप्टेंबर",
    date: dt("2025-08-26", "06:00:00"),
    text: `साप्ताहिक कृषी हवामान सल्ला — निफाड
कालावधी: 26 ऑगस्ट ते 1 सप्टेंबर 2025

अंदाज:
मंगळ 26  पाऊस 12 मिमी  कमाल 29°  किमान 22°
बुध  27  पाऊस 18 मिमी  कमाल 28°  किमान 22°
गुरु 28  पाऊस 35 मिमी  कमाल 27°  किमान 21°
शुक्र 29 पाऊस 8 मिमी   कमाल 29°  किमान 21°
शनि 30  कोरडे          कमाल 31°  किमान 21°

पिकनिहाय सल्ला:
• सोयाबीन: शेतात पाणी साचू देऊ नका, चर काढा. पाने खाणाऱ्या अळीसाठी सापळे लावा.
• खरीप कांदा: करपा रोगाचा धोका; पाऊस थांबल्यावर बुरशीनाशकाची फवारणी करा.
• द्राक्ष (खरड छाटणी नंतर): डाऊनी मिल्ड्यूसाठी बागेत हवा खेळती ठेवा.

फवारणी शक्यतो शनिवारी (कोरडे हवामान) करावी.

सल्ला: कृषी हवामानशास्त्र तज्ज्ञ, आभाळ हवामान सेवा
सदस्यत्व रद्द करा: https://aabhal.in/unsubscribe?id=sb_91f2c07e
`,
    html: null,
    enc: "b64",
  },
  {
    family: "aabhal-havaman",
    group: "regional",
    lang: "hi",
    kind: "weather-alert",
    code: null,
    link: null,
    from: "Aabhal Weather Alerts <alerts@aabhal.in>",
    to: TO,
    subject: "⚠️ भारी बारिश चेतावनी: नाशिक जिला, 15–16 सितंबर",
    date: dt("2025-09-14", "17:45:00"),
    text: `भारी बारिश की चेतावनी (ऑरेंज अलर्ट)

क्षेत्र: नाशिक जिला — निफाड, सिन्नर, येवला, चांदवड
समय: 15 सितंबर सुबह से 16 सितंबर रात तक
अनुमानित वर्षा: 65–110 मिमी, 40 किमी/घंटा तक तेज़ हवा

क्या करें:
- कटी हुई फसल और प्याज़ की बोरियाँ ढके हुए स्थान पर रखें।
- खेत से पानी निकासी की नालियाँ खुली रखें।
- 15 और 16 तारीख को छिड़काव न करें।
- नदी-नालों के पास पशु न बाँधें।

अगला अपडेट: 15 सितंबर सुबह 6 बजे।

आभाळ वेदर सर्विसेज़ · https://aabhal.in/alerts/nashik
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;"><tr><td>
<table width="560" cellpadding="14" cellspacing="0" style="border:2px solid #e8710a;">
<tr><td style="background:#e8710a;color:#fff;font-size:18px;font-weight:bold;">⚠️ भारी बारिश की चेतावनी (ऑरेंज अलर्ट)</td></tr>
<tr><td style="font-size:14px;line-height:1.7;color:#2b2b2b;">
<b>क्षेत्र:</b> नाशिक जिला — निफाड, सिन्नर, येवला, चांदवड<br>
<b>समय:</b> 15 सितंबर सुबह से 16 सितंबर रात तक<br>
<b>अनुमानित वर्षा:</b> 65–110 मिमी, 40 किमी/घंटा तक तेज़ हवा
<p><b>क्या करें:</b></p>
<ul><li>कटी हुई फसल और प्याज़ की बोरियाँ ढके हुए स्थान पर रखें।</li><li>खेत से पानी निकासी की नालियाँ खुली रखें।</li><li>15 और 16 तारीख को छिड़काव न करें।</li><li>नदी-नालों के पास पशु न बाँधें।</li></ul>
<p>अगला अपडेट: 15 सितंबर सुबह 6 बजे। <a href="https://aabhal.in/alerts/nashik">नक्शे पर देखें</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#777;background:#fafafa;">आभाळ वेदर सर्विसेज़ · <a href="https://aabhal.in/unsubscribe?id=sb_91f2c07e" style="color:#777;">अलर्ट बंद करें</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- KarSetu GST (GST filing software)

function karsetu(inner: string): string {
  return `<html><body style="margin:0;background:#f5f6f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;font-size:14px;color:#2d3340;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #e4e7ec;"><img src="https://assets.karsetu.app/email/karsetu-logo.png" height="26" alt="KarSetu GST"></td></tr>
<tr><td style="padding:22px 24px;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:14px 24px;background:#f9fafb;font-size:11px;color:#7b8494;">KarSetu is a GST Suvidha Provider software by Lekhaank Technologies Pvt. Ltd., Ahmedabad 380054.<br>
<a href="https://karsetu.app/support" style="color:#3451b2;">Support</a> · <a href="https://karsetu.app/legal/terms" style="color:#3451b2;">Terms</a> · <a href="https://karsetu.app/legal/privacy" style="color:#3451b2;">Privacy</a> · <a href="https://karsetu.app/email-settings" style="color:#3451b2;">E-mail settings</a></td></tr>
</table></td></tr></table></body></html>`;
}

const karsetuMails: Mail[] = [
  {
    family: "karsetu-gst",
    group: "regional",
    lang: "en",
    kind: "filing-reminder",
    code: null,
    link: null,
    from: "KarSetu GST <reminders@karsetu.app>",
    to: TO,
    subject: "GSTR-3B for August 2025 is due on 20 September",
    date: dt("2025-09-15", "09:30:00"),
    text: `GSTR-3B due in 5 days

GSTIN      : 27AAHCG5102M1Z7 (Godavari Kinara Farmer Producer Co Ltd)
Return     : GSTR-3B, August 2025
Due date   : 20-Sep-2025
Status     : Not filed

Draft summary from your sales and purchase registers:
Outward taxable supplies   Rs 3,84,200   Tax Rs 19,210
Eligible ITC               Rs 14,655
Net cash payable (est.)    Rs 4,555

Late fee after the due date is Rs 50 per day plus interest at 18% p.a.

Review the draft: https://app.karsetu.app/returns/gstr3b/2025-08
`,
    html: karsetu(`<p style="font-size:18px;font-weight:600;">GSTR-3B due in 5 days</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f9fafb;">
<tr><td>GSTIN</td><td>27AAHCG5102M1Z7 (Godavari Kinara Farmer Producer Co Ltd)</td></tr>
<tr><td>Return</td><td>GSTR-3B, August 2025</td></tr>
<tr><td>Due date</td><td><b>20-Sep-2025</b></td></tr>
<tr><td>Status</td><td style="color:#c2410c;">Not filed</td></tr></table>
<p>Draft summary from your sales and purchase registers:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e4e7ec;">
<tr><td>Outward taxable supplies</td><td align="right">₹3,84,200</td><td align="right">Tax ₹19,210</td></tr>
<tr><td>Eligible ITC</td><td></td><td align="right">₹14,655</td></tr>
<tr><td><b>Net cash payable (est.)</b></td><td></td><td align="right"><b>₹4,555</b></td></tr></table>
<p style="font-size:13px;color:#7b8494;">Late fee after the due date is ₹50 per day plus interest at 18% p.a.</p>
<p><a href="https://app.karsetu.app/returns/gstr3b/2025-08" style="color:#3451b2;font-weight:600;">Review the draft →</a></p>`),
    enc: "qp",
  },
  {
    family: "karsetu-gst",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "KS-830561",
    code_digits: "830561",
    link: null,
    from: "KarSetu GST <no-reply@karsetu.app>",
    to: TO,
    subject: "KarSetu sign-in code",
    date: dt("2025-09-19", "22:07:38"),
    text: `Your KarSetu sign-in code is KS-830561

Type the six digits after "KS-" on the sign-in page. The code is valid for 10 minutes and can be used once.

Requested from: Firefox on Windows, Nashik, IN · 19 Sep 2025, 10:07 PM IST

If this wasn't you, reset your password from Settings > Security.
`,
    html: karsetu(`<p>Your KarSetu sign-in code is</p>
<p style="font-family:'Courier New',monospace;font-size:28px;font-weight:bold;background:#eef2ff;display:inline-block;padding:10px 18px;border-radius:6px;color:#3451b2;">KS-830561</p>
<p>Type the six digits after "KS-" on the sign-in page. The code is valid for 10 minutes and can be used once.</p>
<p style="font-size:12px;color:#7b8494;">Requested from: Firefox on Windows, Nashik, IN · 19 Sep 2025, 10:07 PM IST</p>
<p style="font-size:12px;color:#7b8494;">If this wasn't you, reset your password from Settings › Security.</p>`),
    enc: "8bit",
  },
  {
    family: "karsetu-gst",
    group: "regional",
    lang: "en",
    kind: "filing-acknowledgement",
    code: null,
    link: null,
    from: "KarSetu GST <filings@karsetu.app>",
    to: TO,
    subject: "Filed: GSTR-3B August 2025 – ARN AA270825193847K",
    date: dt("2025-09-19", "22:21:04"),
    text: `GSTR-3B filed successfully

GSTIN    : 27AAHCG5102M1Z7
Period   : August 2025
ARN      : AA270825193847K
Filed on : 19-Sep-2025 22:20 via EVC
Paid     : Rs 4,555 (CGST 2,277 + SGST 2,278), challan CPIN 25092700118842

The filed return PDF is in Returns > History. Keep the ARN for your records.
`,
    html: karsetu(`<p style="font-size:18px;font-weight:600;color:#15803d;">✓ GSTR-3B filed successfully</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>GSTIN</td><td>27AAHCG5102M1Z7</td></tr><tr><td>Period</td><td>August 2025</td></tr>
<tr><td>ARN</td><td><b>AA270825193847K</b></td></tr><tr><td>Filed on</td><td>19-Sep-2025 22:20 via EVC</td></tr>
<tr><td>Paid</td><td>₹4,555 (CGST 2,277 + SGST 2,278), challan CPIN 25092700118842</td></tr></table>
<p>The filed return PDF is in <a href="https://app.karsetu.app/returns/history" style="color:#3451b2;">Returns › History</a>. Keep the ARN for your records.</p>`),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- BillSetu e-invoice

const billsetuInvite = "https://einvoice.billsetu.co.in/team/join?t=bst_inv_4KQ9xP2mWn7Ra";

const billsetuMails: Mail[] = [
  {
    family: "billsetu-einvoice",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: billsetuInvite,
    from: "BillSetu e-Invoice <team@billsetu.co.in>",
    to: TO,
    subject: "Prakash Jadhav added you to Godavari Kinara FPC on BillSetu",
    date: dt("2025-08-07", "18:44:29"),
    text:
      `Prakash Jadhav (accounts@godavarikinarafpc.in) has invited you to the Godavari Kinara FPC workspace on BillSetu as "Approver".

Approvers can review draft invoices and generate IRN and e-way bills.

Join the workspace: ${billsetuInvite}

This invite expires on 14 Aug 2025.

— BillSetu, e-invoicing for growing businesses
`,
    html:
      `<html><body style="background:#ffffff;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827;">
<table width="480" cellpadding="0" cellspacing="0" align="center" style="margin-top:30px;">
<tr><td><img src="https://billsetu.co.in/static/mail/logo-mark.png" width="36" alt="BillSetu"></td></tr>
<tr><td style="padding-top:16px;font-size:15px;line-height:1.6;">
<p><b>Prakash Jadhav</b> (accounts@godavarikinarafpc.in) has invited you to the <b>Godavari Kinara FPC</b> workspace on BillSetu as <b>Approver</b>.</p>
<p>Approvers can review draft invoices and generate IRN and e-way bills.</p>
<p><a href="${billsetuInvite}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;">Join workspace</a></p>
<p style="font-size:13px;color:#6b7280;">This invite expires on 14 Aug 2025. Button not working? Paste this into your browser:<br>${billsetuInvite}</p>
</td></tr>
<tr><td style="padding-top:20px;border-top:1px solid #e5e7eb;font-size:11px;color:#9ca3af;">BillSetu Software Pvt. Ltd. · Koramangala, Bengaluru 560034</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "billsetu-einvoice",
    group: "regional",
    lang: "en",
    kind: "irn-summary",
    code: null,
    link: null,
    from: "BillSetu e-Invoice <notifications@billsetu.co.in>",
    to: TO,
    subject: "Weekly e-invoice summary: 14 IRNs generated, 1 cancelled",
    date: dt("2025-09-08", "08:00:00"),
    text: `Weekly e-invoice summary, 1–7 Sep 2025
Godavari Kinara FPC · GSTIN 27AAHCG5102M1Z7

IRNs generated        14
IRNs cancelled         1  (GKF/25-26/0417, within 24 h)
Taxable value        Rs 6,12,840
E-way bills           9

Largest invoice: GKF/25-26/0422 to FreshRoute Retail Pvt Ltd, Rs 1,48,000

Open dashboard: https://einvoice.billsetu.co.in/dashboard
Manage notifications: https://einvoice.billsetu.co.in/settings/notifications
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Vayulink Mobile (phone operator)

const vayulinkMails: Mail[] = [
  {
    family: "vayulink-mobile",
    group: "regional",
    lang: "hi",
    kind: "bill",
    code: null,
    link: null,
    from: "Vayulink Business <ebill@vayulink.in>",
    to: TO,
    subject: "आपका Vayulink पोस्टपेड बिल ₹2,361.82 — देय तिथि 18 सितंबर",
    date: dt("2025-09-03", "04:15:27"),
    text: `प्रिय ग्राहक,

आपके बिज़नेस पोस्टपेड खाते का अगस्त 2025 का बिल संलग्न है।

खाता संख्या : 1.10048812
कनेक्शन     : 5 (98XXXXX412 सहित)
बिल अवधि    : 01-08-2025 से 31-08-2025
बिल राशि    : ₹2,361.82
देय तिथि    : 18-09-2025

ऑटो-पे चालू नहीं है। समय पर भुगतान करें ताकि ₹100 विलंब शुल्क न लगे।

Vayulink Telecom Ltd. · कस्टमर केयर 198 / 1800-889-0198
`,
    html: `<html><body style="margin:0;background:#f2f2f7;font-family:Arial,'Noto Sans Devanagari',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:linear-gradient(90deg,#d7263d,#f46036);background-color:#d7263d;padding:16px 22px;"><img src="https://www.vayulink.in/ebill/img/vayulink-white.png" height="28" alt="Vayulink"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:1.65;color:#222;">
<p>प्रिय ग्राहक,</p><p>आपके बिज़नेस पोस्टपेड खाते का अगस्त 2025 का बिल संलग्न है।</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #eee;font-size:13px;">
<tr><td>खाता संख्या</td><td align="right">1.10048812</td></tr>
<tr><td>कनेक्शन</td><td align="right">5 (98XXXXX412 सहित)</td></tr>
<tr><td>बिल अवधि</td><td align="right">01-08-2025 से 31-08-2025</td></tr>
<tr><td style="font-size:16px;"><b>बिल राशि</b></td><td align="right" style="font-size:20px;color:#d7263d;"><b>₹2,361.82</b></td></tr>
<tr><td>देय तिथि</td><td align="right">18-09-2025</td></tr></table>
<p><a href="https://www.vayulink.in/pay?acct=110048812&amp;src=ebill" style="display:inline-block;background:#d7263d;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px;">अभी भुगतान करें</a></p>
<p style="font-size:12px;color:#777;">ऑटो-पे चालू नहीं है। समय पर भुगतान करें ताकि ₹100 विलंब शुल्क न लगे।</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#fafafa;font-size:11px;color:#888;">Vayulink Telecom Ltd. · कस्टमर केयर 198 / 1800-889-0198 · <a href="https://www.vayulink.in/privacy" style="color:#888;">गोपनीयता</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
    attachment: [
      "Vayulink_Bill_110048812_Aug2025.pdf",
      "application/pdf",
      pdf("Vayulink Business Postpaid Bill Aug 2025", ["Account 1.10048812", "Amount due 2361.82", "Due 18-09-2025"]),
    ],
  },
  {
    family: "vayulink-mobile",
    group: "regional",
    lang: "mr",
    kind: "data-alert",
    code: null,
    link: null,
    from: "Vayulink <alerts@vayulink.in>",
    to: TO,
    subject: "डेटा वापर 90% — 98XXXXX412",
    date: dt("2025-09-27", "20:33:12"),
    text: `नमस्कार,

आपल्या 98XXXXX412 क्रमांकावरील या महिन्याच्या 75 GB डेटापैकी 67.6 GB (90%) वापरला गेला आहे.

मर्यादा संपल्यानंतर वेग 64 kbps होईल. अतिरिक्त 10 GB डेटा ₹151 मध्ये Vayulink ॲपमधून घेता येईल.

बिल चक्र 30 सप्टेंबर रोजी नूतनीकरण होईल.

व्हायुलिंक
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- किसान पहचान रजिस्ट्री (farmer / FPO registry)

const pehchanMails: Mail[] = [
  {
    family: "kisan-pehchan-registry",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "602947",
    link: null,
    from: "Kisan Pehchan Registry <otp@kisanpehchan.org.in>",
    to: TO,
    subject: "किसान पहचान पोर्टल — ओटीपी",
    date: dt("2025-09-11", "12:58:20"),
    text:
      `किसान पहचान पोर्टल पर FPO लॉगिन के लिए आपका ओटीपी 602947 है। यह 5 मिनट तक मान्य है। कृपया किसी से साझा न करें। -किसान पहचान रजिस्ट्री`,
    html: null,
    enc: "8bit",
  },
  {
    family: "kisan-pehchan-registry",
    group: "regional",
    lang: "hi",
    kind: "record-updated",
    code: null,
    link: null,
    from: "Kisan Pehchan Registry <no-reply@kisanpehchan.org.in>",
    to: TO,
    subject: "FPO सदस्य सूची अद्यतन स्वीकृत — FPO-ID MH-NSK-FPO-00417",
    date: dt("2025-09-13", "16:26:45"),
    text: `महोदय/महोदया,

आपके द्वारा 11-09-2025 को भेजी गई सदस्य सूची का अद्यतन सत्यापन के बाद स्वीकार कर लिया गया है।

FPO आईडी         : MH-NSK-FPO-00417
जोड़े गए सदस्य     : 14
हटाए गए सदस्य     : 2
कुल सक्रिय सदस्य   : 312
किसान आईडी लंबित : 6 (आधार ई-केवाईसी अधूरा)

लंबित सदस्यों की ई-केवाईसी नज़दीकी CSC केंद्र पर 30-09-2025 तक पूरी कराएँ।

किसान पहचान रजिस्ट्री
`,
    html:
      `<div style="font-family:Arial,'Noto Sans Devanagari',sans-serif;font-size:14px;color:#1a1a1a;max-width:620px;">
<div style="border-bottom:3px solid #ff9933;padding:8px 0;"><img src="https://kisanpehchan.org.in/assets/logo.png" height="40" alt="किसान पहचान रजिस्ट्री"></div>
<p>महोदय/महोदया,</p>
<p>आपके द्वारा 11-09-2025 को भेजी गई सदस्य सूची का अद्यतन सत्यापन के बाद स्वीकार कर लिया गया है।</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr><td>FPO आईडी</td><td>MH-NSK-FPO-00417</td></tr><tr><td>जोड़े गए सदस्य</td><td>14</td></tr>
<tr><td>हटाए गए सदस्य</td><td>2</td></tr><tr><td>कुल सक्रिय सदस्य</td><td>312</td></tr>
<tr><td>किसान आईडी लंबित</td><td>6 (आधार ई-केवाईसी अधूरा)</td></tr></table>
<p>लंबित सदस्यों की ई-केवाईसी नज़दीकी CSC केंद्र पर 30-09-2025 तक पूरी कराएँ।</p>
<p style="font-size:11px;color:#666;border-top:1px solid #ddd;padding-top:8px;">यह स्वचालित ई-मेल है। · <a href="https://kisanpehchan.org.in/help">सहायता</a> · हेल्पलाइन 1800-180-1551</p>
</div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- समृद्ध FPO संघ (federation newsletter)

const sanghMails: Mail[] = [
  {
    family: "samruddha-fpo-sangh",
    group: "regional",
    lang: "mr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "समृद्ध FPO संघ <vartapatra@samruddhafpo.org>",
    to: TO,
    subject: "वार्तापत्र ऑगस्ट 2025: कांदा निर्यात धोरण, संचालक प्रशिक्षण",
    date: dt("2025-08-30", "10:00:00"),
    text: `समृद्ध FPO संघ — मासिक वार्तापत्र, ऑगस्ट 2025

• कांदा निर्यात: किमान निर्यात मूल्य हटवल्यानंतर लासलगाव दरात 8% वाढ. सभासद कंपन्यांनी निर्यातदारांशी थेट करार करताना आगाऊ रकमेची अट ठेवावी.
• संचालक प्रशिक्षण: 12-13 सप्टेंबर, नाशिक. शुल्क ₹1,500 प्रति व्यक्ती. नोंदणी: https://samruddhafpo.org/training/2025-09
• वार्षिक सर्वसाधारण सभा: कंपनी कायद्यानुसार 30 सप्टेंबरपूर्वी AGM घ्या; ROC फाईलिंग (AOC-4, MGT-7) वेळेत करा.
• यशोगाथा: येवला तालुक्यातील शिवार FPC ने 1,100 मे.टन कांदा चाळ उभारली.

संपर्क: 0253-2311 470 · samruddhafpo.org
वार्तापत्र बंद करण्यासाठी: https://samruddhafpo.org/unsubscribe?m=gkfpc
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "samruddha-fpo-sangh",
    group: "regional",
    lang: "en",
    kind: "webinar-registration",
    code: null,
    link: null,
    from: "Samruddha FPO Sangh Events <events@samruddhafpo.org>",
    to: TO,
    subject: "Registered: Webinar on e-NAM and inter-state trade, 24 Sep, 4 PM",
    date: dt("2025-09-18", "13:11:09"),
    text: `Thank you for registering.

Webinar : e-NAM and inter-state trade for FPOs
Date    : Wednesday, 24 September 2025, 4:00–5:30 PM IST
Speaker : Dr. Anjali Pawar, former Deputy Director, Agricultural Marketing

Join online (Meetmandal):
https://meetmandal.com/j/83120554791
Meeting ID : 831 2055 4791
Passcode   : 240925

The recording and slides will be shared with registered participants.

Samruddha FPO Sangh · 0253-2311 470
`,
    html:
      `<table width="560" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#2d2a26;"><tr><td style="padding:18px;border:1px solid #e2d9c8;">
<p style="font-size:12px;color:#8a7b62;text-transform:uppercase;letter-spacing:1px;">Samruddha FPO Sangh · Webinar</p>
<h2 style="font-weight:normal;">e-NAM and inter-state trade for FPOs</h2>
<p>Thank you for registering.</p>
<table cellpadding="4" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;">
<tr><td>Date</td><td>Wednesday, 24 September 2025, 4:00–5:30 PM IST</td></tr>
<tr><td>Speaker</td><td>Dr. Anjali Pawar, former Deputy Director, Agricultural Marketing</td></tr>
<tr><td>Join</td><td><a href="https://meetmandal.com/j/83120554791">https://meetmandal.com/j/83120554791</a></td></tr>
<tr><td>Meeting ID</td><td>831 2055 4791</td></tr><tr><td>Passcode</td><td>240925</td></tr></table>
<p style="font-size:13px;">The recording and slides will be shared with registered participants.</p>
<p style="font-size:11px;color:#8a7b62;">Samruddha FPO Sangh, Gangapur Road, Nashik 422013 · 0253-2311 470 · <a href="https://samruddhafpo.org/unsubscribe?m=gkfpc" style="color:#8a7b62;">Unsubscribe</a></p>
</td></tr></table>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- buyers: Hubballi (Kannada)

const hetInvite = "https://vendors.hosapeteeerulli.com/portal/register?invite=HET-V-0388&key=9d2b71ce";

const hosapeteMails: Mail[] = [
  {
    family: "hosapete-eerulli-traders",
    group: "regional",
    lang: "kn",
    kind: "purchase-order",
    code: null,
    link: null,
    from: "Hosapete Eerulli Traders <purchase@hosapeteeerulli.com>",
    to: TO,
    subject: "ಖರೀದಿ ಆದೇಶ HET/PO/2025/219 - ಕೆಂಪು ಈರುಳ್ಳಿ 20 ಟನ್",
    date: dt("2025-08-21", "11:04:37"),
    text: `ಗೋದಾವರಿ ಕಿನಾರಾ ಎಫ್‌ಪಿಸಿ ಅವರಿಗೆ ನಮಸ್ಕಾರ,

ನಿನ್ನೆಯ ಫೋನ್ ಮಾತುಕತೆಯಂತೆ ಖರೀದಿ ಆದೇಶವನ್ನು ಲಗತ್ತಿಸಿದ್ದೇವೆ.

ಆದೇಶ ಸಂಖ್ಯೆ : HET/PO/2025/219
ಸರಕು       : ಕೆಂಪು ಈರುಳ್ಳಿ, 55 mm ಮೇಲ್ಪಟ್ಟು, 20 ಟನ್ (50 ಕೆಜಿ ಚೀಲ)
ದರ          : ಕ್ವಿಂಟಾಲ್‌ಗೆ ₹1,760, ಹುಬ್ಬಳ್ಳಿ ಎಪಿಎಂಸಿ ಗೋದಾಮಿಗೆ ತಲುಪಿಸಿ
ಪಾವತಿ       : ಸರಕು ತಲುಪಿದ 3 ದಿನಗಳಲ್ಲಿ NEFT ಮೂಲಕ
ವಿತರಣೆ      : 24 ಆಗಸ್ಟ್ 2025 ರೊಳಗೆ

ಲಾರಿ ಹೊರಟ ತಕ್ಷಣ ವಾಹನ ಸಂಖ್ಯೆ ಮತ್ತು ಬಿಲ್ಟಿ ಕಳುಹಿಸಿ.

ಧನ್ಯವಾದಗಳು,
ಮಂಜುನಾಥ ಹಿರೇಮಠ
ಹೊಸಪೇಟೆ ಈರುಳ್ಳಿ ಟ್ರೇಡರ್ಸ್, ಎಪಿಎಂಸಿ ಯಾರ್ಡ್, ಅಮರಗೋಳ, ಹುಬ್ಬಳ್ಳಿ 580025
ಮೊ: 94481 30277
`,
    html: null,
    enc: "8bit",
    attachment: [
      "HET_PO_2025_219.pdf",
      "application/pdf",
      pdf("Hosapete Eerulli Traders Purchase Order HET/PO/2025/219", [
        "Red onion 55mm+ 20 MT",
        "Rate 1760 per quintal",
        "Delivery by 24-08-2025",
      ]),
    ],
  },
  {
    family: "hosapete-eerulli-traders",
    group: "regional",
    lang: "kn",
    kind: "invite-link",
    code: null,
    link: hetInvite,
    from: "HET Vendor Portal <vendors@hosapeteeerulli.com>",
    to: TO,
    subject: "ಪೂರೈಕೆದಾರರ ಪೋರ್ಟಲ್‌ಗೆ ಆಹ್ವಾನ - Hosapete Eerulli Traders",
    date: dt("2025-09-01", "10:20:14"),
    text: `ನಮಸ್ಕಾರ,

ಇನ್ನು ಮುಂದೆ ನಮ್ಮ ಖರೀದಿ ಆದೇಶಗಳು, ಗುಣಮಟ್ಟ ವರದಿಗಳು ಮತ್ತು ಪಾವತಿ ವಿವರಗಳು ಪೂರೈಕೆದಾರರ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಲಭ್ಯವಿರುತ್ತವೆ. ಗೋದಾವರಿ ಕಿನಾರಾ ಎಫ್‌ಪಿಸಿಯನ್ನು ಪೂರೈಕೆದಾರರಾಗಿ ಸೇರಿಸಲಾಗಿದೆ.

ಖಾತೆ ರಚಿಸಲು ಕೆಳಗಿನ ಲಿಂಕ್ ತೆರೆಯಿರಿ:
${hetInvite}

ಈ ಲಿಂಕ್ 10 ದಿನಗಳವರೆಗೆ ಮಾನ್ಯ. ನೋಂದಣಿಗೆ ಜಿಎಸ್‌ಟಿ ಸಂಖ್ಯೆ ಮತ್ತು ಬ್ಯಾಂಕ್ ವಿವರಗಳು ಬೇಕಾಗುತ್ತವೆ.

ಸಹಾಯಕ್ಕಾಗಿ: 94481 30277 (ಮಂಜುನಾಥ)
ಹೊಸಪೇಟೆ ಈರುಳ್ಳಿ ಟ್ರೇಡರ್ಸ್
`,
    html: `<html><body style="font-family:'Noto Sans Kannada',Tunga,Arial,sans-serif;background:#f7f7f7;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e3e3e3;">
<tr><td style="background:#7a1f5c;color:#fff;padding:12px 18px;font-size:16px;font-weight:bold;">HET ಪೂರೈಕೆದಾರರ ಪೋರ್ಟಲ್</td></tr>
<tr><td style="padding:18px;font-size:15px;line-height:1.7;color:#222;">
<p>ನಮಸ್ಕಾರ,</p>
<p>ಇನ್ನು ಮುಂದೆ ನಮ್ಮ ಖರೀದಿ ಆದೇಶಗಳು, ಗುಣಮಟ್ಟ ವರದಿಗಳು ಮತ್ತು ಪಾವತಿ ವಿವರಗಳು ಪೂರೈಕೆದಾರರ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಲಭ್ಯವಿರುತ್ತವೆ. <b>ಗೋದಾವರಿ ಕಿನಾರಾ ಎಫ್‌ಪಿಸಿ</b>ಯನ್ನು ಪೂರೈಕೆದಾರರಾಗಿ ಸೇರಿಸಲಾಗಿದೆ.</p>
<p><a href="${hetInvite}" style="display:inline-block;background:#7a1f5c;color:#fff;padding:11px 24px;text-decoration:none;border-radius:4px;">ಖಾತೆ ರಚಿಸಿ</a></p>
<p style="font-size:13px;color:#666;">ಈ ಲಿಂಕ್ 10 ದಿನಗಳವರೆಗೆ ಮಾನ್ಯ. ನೋಂದಣಿಗೆ ಜಿಎಸ್‌ಟಿ ಸಂಖ್ಯೆ ಮತ್ತು ಬ್ಯಾಂಕ್ ವಿವರಗಳು ಬೇಕಾಗುತ್ತವೆ.</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:11px;color:#888;border-top:1px solid #eee;">ಹೊಸಪೇಟೆ ಈರುಳ್ಳಿ ಟ್ರೇಡರ್ಸ್ · ಎಪಿಎಂಸಿ ಯಾರ್ಡ್, ಅಮರಗೋಳ, ಹುಬ್ಬಳ್ಳಿ 580025 · 94481 30277</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- buyers: Rajamahendravaram (Telugu)

const gfeVerify = "https://suppliers.godarifresh.in/verify?e=c2VjcmV0YXJ5QGdvZGF2YXJpa2luYXJhZnBjLmlu&c=318274";

const godariMails: Mail[] = [
  {
    family: "godari-fresh-exports",
    group: "regional",
    lang: "te",
    kind: "verify-code",
    code: "318274",
    link: gfeVerify,
    from: "Godari Fresh Exports <suppliers@godarifresh.in>",
    to: TO,
    subject: "మీ ఇమెయిల్ ధృవీకరించండి - గోదారి ఫ్రెష్ సరఫరాదారుల నమోదు",
    date: dt("2025-09-06", "15:37:02"),
    text: `నమస్కారం,

గోదారి ఫ్రెష్ ఎక్స్‌పోర్ట్స్ సరఫరాదారుల నమోదు కోసం ఈ ఇమెయిల్ చిరునామా ఇవ్వబడింది.

మీ ధృవీకరణ కోడ్: 318274

నమోదు పేజీలో ఈ కోడ్ నమోదు చేయండి, లేదా కింది లింక్‌ను తెరవండి:
${gfeVerify}

కోడ్ 30 నిమిషాలు మాత్రమే చెల్లుతుంది.

మీరు నమోదు ప్రారంభించకపోతే ఈ మెయిల్‌ను పట్టించుకోకండి.

గోదారి ఫ్రెష్ ఎక్స్‌పోర్ట్స్ ప్రై. లి., రాజమహేంద్రవరం 533103
`,
    html: `<!DOCTYPE html><html lang="te"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef6f2;font-family:'Noto Sans Telugu',Gautami,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #e0ece6;"><img src="https://godarifresh.in/img/gfe-logo.png" height="34" alt="Godari Fresh Exports"></td></tr>
<tr><td style="padding:20px 24px;font-size:15px;line-height:1.7;color:#1f2d27;">
<p>నమస్కారం,</p>
<p>గోదారి ఫ్రెష్ ఎక్స్‌పోర్ట్స్ సరఫరాదారుల నమోదు కోసం ఈ ఇమెయిల్ చిరునామా ఇవ్వబడింది.</p>
<p>మీ ధృవీకరణ కోడ్:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#13795b;margin:6px 0 16px 0;">318274</p>
<p>నమోదు పేజీలో ఈ కోడ్ నమోదు చేయండి, లేదా కింది బటన్ నొక్కండి.</p>
<p><a href="${gfeVerify}" style="display:inline-block;background:#13795b;color:#fff;padding:11px 24px;border-radius:5px;text-decoration:none;">ఇమెయిల్ ధృవీకరించండి</a></p>
<p style="font-size:13px;color:#6a7d74;">కోడ్ 30 నిమిషాలు మాత్రమే చెల్లుతుంది. మీరు నమోదు ప్రారంభించకపోతే ఈ మెయిల్‌ను పట్టించుకోకండి.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#8a9b93;background:#f7fbf9;border-radius:0 0 8px 8px;">Godari Fresh Exports Pvt. Ltd. · Dowleswaram Road, Rajamahendravaram 533103 · APEDA RCMC 118/2023 · <a href="https://godarifresh.in/privacy" style="color:#8a9b93;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "godari-fresh-exports",
    group: "regional",
    lang: "te",
    kind: "payment-advice",
    code: null,
    link: null,
    from: "Godari Fresh Accounts <accounts@godarifresh.in>",
    to: TO,
    subject: "చెల్లింపు సలహా - GFE/PAY/25-26/0741",
    date: dt("2025-09-24", "17:02:48"),
    text: `గౌరవనీయులైన సరఫరాదారులకు,

కింది బిల్లులకు చెల్లింపు మీ ఖాతాకు పంపబడింది.

చెల్లింపు సంఖ్య : GFE/PAY/25-26/0741
తేదీ          : 24-09-2025
బిల్లులు       : GKF/25-26/0431 (₹3,12,000), GKF/25-26/0436 (₹1,96,500)
TDS (194Q)    : ₹508.50
నికర చెల్లింపు : ₹5,07,991.50
UTR           : AXISN52025092411804473
ఖాతా         : XXXXXXXX2093

దానిమ్మ ఎగుమతి సరకులో 2.5% తిరస్కరణకు సంబంధించిన డెబిట్ నోట్ వేరుగా పంపబడుతుంది.

ఖాతాల విభాగం, గోదారి ఫ్రెష్ ఎక్స్‌పోర్ట్స్
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- buyers: Ahmedabad (Gujarati)

const kalupurMails: Mail[] = [
  {
    family: "kalupur-shakbhaji-traders",
    group: "regional",
    lang: "gu",
    kind: "purchase-confirmation",
    code: null,
    link: null,
    from: "Kalupur Shakbhaji Traders <orders@kalupurshakbhaji.com>",
    to: TO,
    subject: "દાડમ ખરીદી પુષ્ટિ – 600 ક્રેટ, ભગવા",
    date: dt("2025-09-03", "12:40:19"),
    text: `જય શ્રી કૃષ્ણ,

આજે ફોન પર થયેલી વાત મુજબ નીચેનો માલ અમે ખરીદીએ છીએ:

માલ       : દાડમ (ભગવા), 250 ગ્રામ ઉપર
જથ્થો     : 600 ક્રેટ (આશરે 12 ટન)
ભાવ       : ₹92 પ્રતિ કિલો, નાસિક લોડિંગ
ઉપાડ      : 6 સપ્ટેમ્બર, અમારી ગાડી GJ-01-DT-5563
ચુકવણી    : માલ પહોંચ્યા પછી 7 દિવસમાં RTGS

માલ ઠંડો કરીને (pre-cooled) ભરાવજો. દરેક ક્રેટ પર લોટ નંબર લખજો.

આભાર,
હિતેશ પટેલ
કાલુપુર શાકભાજી ટ્રેડર્સ, જમાલપુર APMC, અમદાવાદ 380001
મો. 98250 44718
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "kalupur-shakbhaji-traders",
    group: "regional",
    lang: "gu",
    kind: "debit-note",
    code: null,
    link: null,
    from: "Kalupur Shakbhaji Traders <accounts@kalupurshakbhaji.com>",
    to: TO,
    subject: "ડેબિટ નોટ KST/DN/118 – દાડમ લોટ તફાવત",
    date: dt("2025-09-10", "18:15:50"),
    text: `નમસ્તે,

6 સપ્ટેમ્બરના દાડમ લોટમાં 38 ક્રેટમાં ફાટેલા / ડાઘવાળા ફળ મળ્યા. ફોટા WhatsApp પર મોકલ્યા છે.

ડેબિટ નોટ નં. : KST/DN/118
ઘટાડો        : 38 ક્રેટ × 20 કિલો × ₹92 = ₹69,920
બિલ રકમ      : ₹11,04,000
ચૂકવવાપાત્ર   : ₹10,34,080 (12 સપ્ટેમ્બરે RTGS થશે)

કંઈ વાંધો હોય તો 11 સપ્ટેમ્બર સુધી જણાવજો.

હિતેશ પટેલ, કાલુપુર શાકભાજી ટ્રેડર્સ
`,
    html: `<div style="font-family:'Noto Sans Gujarati',Shruti,Arial,sans-serif;font-size:14px;color:#222;">
<p>નમસ્તે,</p>
<p>6 સપ્ટેમ્બરના દાડમ લોટમાં 38 ક્રેટમાં ફાટેલા / ડાઘવાળા ફળ મળ્યા. ફોટા WhatsApp પર મોકલ્યા છે.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;">
<tr><td>ડેબિટ નોટ નં.</td><td>KST/DN/118</td></tr>
<tr><td>ઘટાડો</td><td>38 ક્રેટ × 20 કિલો × ₹92 = ₹69,920</td></tr>
<tr><td>બિલ રકમ</td><td>₹11,04,000</td></tr>
<tr><td>ચૂકવવાપાત્ર</td><td><b>₹10,34,080</b> (12 સપ્ટેમ્બરે RTGS થશે)</td></tr></table>
<p>કંઈ વાંધો હોય તો 11 સપ્ટેમ્બર સુધી જણાવજો.</p>
<p>હિતેશ પટેલ<br>કાલુપુર શાકભાજી ટ્રેડર્સ<br>જમાલપુર APMC, અમદાવાદ 380001 · 98250 44718</p>
</div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- buyers: Chennai (Tamil) and Kolkata (Bengali)

const otherBuyers: Mail[] = [
  {
    family: "koyambedu-kaikari-traders",
    group: "regional",
    lang: "ta",
    kind: "rate-enquiry",
    code: null,
    link: null,
    from: "Koyambedu Kaikari Traders <kkt.chennai@kaikaritraders.in>",
    to: TO,
    subject: "வெங்காயம் விலை விசாரணை – வாரம் 2 லோடு",
    date: dt("2025-09-16", "09:48:33"),
    text: `வணக்கம்,

கோயம்பேடு சந்தையில் எங்களுக்கு அக்டோபர் முதல் வாரம் 2 லோடு (ஒவ்வொன்றும் 25 டன்) சிவப்பு வெங்காயம் தேவை.

அளவு: 45–55 mm, உலர்ந்தது, 50 கிலோ சாக்கு
டெலிவரி: கோயம்பேடு மொத்த விற்பனை வளாகம், சென்னை 600107

கீழ்க்கண்டவற்றை 20 செப்டம்பருக்குள் அனுப்பவும்:
1. குவிண்டாலுக்கு விலை (சென்னை டெலிவரி)
2. வாரம் எத்தனை லோடு தர முடியும்
3. முந்தைய வாங்குபவர்கள் பெயர் (இருந்தால்)

கடந்த ஆண்டு லாசல்காவ் வழியாக வாங்கினோம்; இந்த முறை நேரடியாக FPO-விடம் வாங்க விரும்புகிறோம்.

நன்றி,
எஸ். முருகேசன்
கோயம்பேடு காய்கறி டிரேடர்ஸ், கடை எண் B-214
கைபேசி: 94440 71826
`,
    html: null,
    enc: "b64",
  },
  {
    family: "padma-bazar-importers",
    group: "regional",
    lang: "bn",
    kind: "shipment-received",
    code: null,
    link: null,
    from: "Padma Bazar Importers <import@padmabazar.co.in>",
    to: TO,
    subject: "পেট্রাপোল সীমান্তে পেঁয়াজের চালান পৌঁছেছে – চালান PBI/EX/2025/063",
    date: dt("2025-09-29", "14:26:07"),
    text: `নমস্কার,

আপনাদের পাঠানো পেঁয়াজের চালান আজ পেট্রাপোল স্থলবন্দরে পৌঁছেছে।

চালান নং    : PBI/EX/2025/063
ট্রাক        : MH-15-HH-9021, MH-41-AU-2207
পরিমাণ     : ৪০ টন (৮০০ বস্তা)
শিপিং বিল  : 4418207 তারিখ 25-09-2025
ফাইটোস্যানিটারি সার্টিফিকেট: গৃহীত

কাস্টমস ছাড়পত্র ১-২ কার্যদিবসের মধ্যে আশা করছি। ছাড়পত্রের পরে বাকি ৭০% অর্থ (₹৮,৪০,০০০) পাঠানো হবে।

ধন্যবাদান্তে,
সুব্রত ঘোষ
পদ্মা বাজার ইমপোর্টার্স, বনগাঁ, উত্তর ২৪ পরগনা ৭৪৩২৩৫
ফোন: 98300 52741
`,
    html:
      `<div style="font-family:'Noto Sans Bengali',Vrinda,Arial,sans-serif;font-size:14px;line-height:1.7;color:#222;">
<p>নমস্কার,</p>
<p>আপনাদের পাঠানো পেঁয়াজের চালান আজ <b>পেট্রাপোল স্থলবন্দরে</b> পৌঁছেছে।</p>
<table cellpadding="4" cellspacing="0" style="border-left:3px solid #0a6e8a;padding-left:8px;">
<tr><td>চালান নং</td><td>PBI/EX/2025/063</td></tr>
<tr><td>ট্রাক</td><td>MH-15-HH-9021, MH-41-AU-2207</td></tr>
<tr><td>পরিমাণ</td><td>৪০ টন (৮০০ বস্তা)</td></tr>
<tr><td>শিপিং বিল</td><td>4418207 তারিখ 25-09-2025</td></tr>
<tr><td>ফাইটোস্যানিটারি সার্টিফিকেট</td><td>গৃহীত</td></tr></table>
<p>কাস্টমস ছাড়পত্র ১-২ কার্যদিবসের মধ্যে আশা করছি। ছাড়পত্রের পরে বাকি ৭০% অর্থ (₹৮,৪০,০০০) পাঠানো হবে।</p>
<p>ধন্যবাদান্তে,<br>সুব্রত ঘোষ<br>পদ্মা বাজার ইমপোর্টার্স, বনগাঁ, উত্তর ২৪ পরগনা ৭৪৩২৩৫<br>ফোন: 98300 52741</p>
</div>`,
    enc: "qp",
  },
];
export const mails: Mail[] = [
  ...krushi,
  ...vcxMails,
  ...hbMails,
  ...dnbMails,
  ...tijoriMails,
  ...kavachMails,
  ...bhuratnaMails,
  ...navankurMails,
  ...himsheetalMails,
  ...lorryMails,
  ...aabhalMails,
  ...karsetuMails,
  ...billsetuMails,
  ...vayulinkMails,
  ...pehchanMails,
  ...sanghMails,
  ...hosapeteMails,
  ...godariMails,
  ...kalupurMails,
  ...otherBuyers,
];
