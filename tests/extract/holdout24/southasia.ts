/**
 * The inbox of a small knitwear exporter near Dhaka with partners in Sri Lanka and Nepal over two months:
 * banks and mobile wallets, customs and export portals, forwarders, buyers' supplier portals and vendors, in
 * Bengali, Sinhala, Tamil, Nepali, English and the languages of its buyers and suppliers; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Farhana Akter <farhana.akter@rupshitex.com.bd>";

/** A bulletproof button, as most bulk senders still write it. */
function button(href: string, label: string, bg: string, color = "#ffffff"): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:24px 0">
  <tr>
    <td align="center" bgcolor="${bg}" style="border-radius:4px">
      <a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:${color};text-decoration:none;border-radius:4px">${label}</a>
    </td>
  </tr>
</table>`;
}

/** A hidden preheader line. */
function pre(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#ffffff;line-height:1px">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** One table cell per digit. */
function digit_cells(code: string, border: string): string {
  return [...code].map((d) =>
    `<td width="44" height="52" align="center" style="border:1px solid ${border};border-radius:6px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:#1b1b1b">${d}</td><td width="6"></td>`
  ).join("\n");
}

/** A small fake PDF, enough for an attachment part. */
function pdf(title: string, lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 10 Tf 50 ${760 - i * 16} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${body.length + 40} >> stream
BT /F1 14 Tf 50 800 Td (${title}) Tj ET
${body}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

// ---------------------------------------------------------------- Jamuna Setu Bank (Bangladesh)

function jamuna_page(preheader: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Jamuna Setu Bank</title></head>
<body style="margin:0;padding:0;background:#eef1f4">
${pre(preheader)}
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f4"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:5px solid #0b6e4f">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e6ea">
  <img src="https://static.jamunasetubank.com.bd/mail/logo-jsb-2x.png" width="168" height="38" alt="Jamuna Setu Bank PLC" style="display:block;border:0">
</td></tr>
<tr><td style="padding:26px 28px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#2b2b2b">
${inner}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f7f8;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7a7f85">
  Jamuna Setu Bank PLC &middot; Head Office: 41 Dilkusha C/A, Motijheel, Dhaka 1000 &middot; Contact Centre 16488 (from abroad +880 9612 016488)<br>
  This is a system-generated message. Jamuna Setu Bank never asks for your PIN, password or OTP by phone, SMS or e-mail.<br>
  <a href="https://www.jamunasetubank.com.bd/privacy" style="color:#0b6e4f">Privacy</a> &middot; <a href="https://www.jamunasetubank.com.bd/security-tips" style="color:#0b6e4f">Security tips</a> &middot; &copy; 2026 Jamuna Setu Bank PLC
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const jamuna: Mail[] = [
  {
    family: "jamuna-setu-bank",
    group: "regional",
    lang: "en",
    kind: "remittance-advice",
    code: null,
    link: null,
    from: "JSB Trade Services <tradeservices@jamunasetubank.com.bd>",
    to: ME,
    subject: "Inward Remittance Advice - EXP/JSB/26/08841 - USD 38,416.50",
    date: "Tue, 08 Sep 2026 11:42:09 +0600",
    text: `Dear Valued Customer,

We are pleased to inform you that the following export proceeds have been credited to your account.

Beneficiary      : RUPSHI KNIT & TEXTILES LTD
Account          : ERQ ****-****-0917 (USD)
Our reference    : EXP/JSB/26/08841
Remitter         : NORDVIK RETAIL GROUP AB, STOCKHOLM
Remitting bank   : SKANDIA HANDELSBANK AB (SKHASESS)
Value date       : 07-09-2026
Amount           : USD 38,416.50
Charges          : USD 25.00 (OUR)
EXP No.          : 0187-026144-2026
Invoice          : RKT/EXP/2026/0219

Please find the detailed advice attached. Kindly submit the EXP realisation documents to your
relationship branch (Fatullah) within 7 working days for issuance of the PRC.

For any query please contact Trade Services at +880 2 9551 4421 (10:00-17:00, Sun-Thu).

Regards,
Trade Services Division
Jamuna Setu Bank PLC`,
    html: jamuna_page(
      "USD 38,416.50 credited to your ERQ account - EXP/JSB/26/08841",
      `<p style="margin:0 0 14px">Dear Valued Customer,</p>
<p style="margin:0 0 14px">We are pleased to inform you that the following export proceeds have been credited to your account.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="border:1px solid #dfe3e7;font-size:13px">
<tr bgcolor="#f3f7f5"><td width="40%"><b>Beneficiary</b></td><td>RUPSHI KNIT &amp; TEXTILES LTD</td></tr>
<tr><td><b>Account</b></td><td>ERQ ****-****-0917 (USD)</td></tr>
<tr bgcolor="#f3f7f5"><td><b>Our reference</b></td><td>EXP/JSB/26/08841</td></tr>
<tr><td><b>Remitter</b></td><td>NORDVIK RETAIL GROUP AB, STOCKHOLM</td></tr>
<tr bgcolor="#f3f7f5"><td><b>Remitting bank</b></td><td>SKANDIA HANDELSBANK AB (SKHASESS)</td></tr>
<tr><td><b>Value date</b></td><td>07-09-2026</td></tr>
<tr bgcolor="#f3f7f5"><td><b>Amount</b></td><td><b>USD 38,416.50</b></td></tr>
<tr><td><b>Charges</b></td><td>USD 25.00 (OUR)</td></tr>
<tr bgcolor="#f3f7f5"><td><b>EXP No.</b></td><td>0187-026144-2026</td></tr>
<tr><td><b>Invoice</b></td><td>RKT/EXP/2026/0219</td></tr>
</table>
<p style="margin:14px 0">Please find the detailed advice attached. Kindly submit the EXP realisation documents to your relationship branch (Fatullah) within 7 working days for issuance of the PRC.</p>
<p style="margin:0">For any query please contact Trade Services at +880 2 9551 4421 (10:00&ndash;17:00, Sun&ndash;Thu).</p>
<p style="margin:14px 0 0">Regards,<br>Trade Services Division<br>Jamuna Setu Bank PLC</p>`,
    ),
    html_enc: "b64",
    attachment: [
      "JSB_IRA_EXP-JSB-26-08841.pdf",
      "application/pdf",
      pdf("INWARD REMITTANCE ADVICE", [
        "Ref EXP/JSB/26/08841  Value date 07-09-2026",
        "Beneficiary RUPSHI KNIT & TEXTILES LTD  A/C ERQ ****0917",
        "Amount USD 38,416.50  Charges USD 25.00",
      ]),
    ],
  },
  {
    family: "jamuna-setu-bank",
    group: "regional",
    lang: "bn",
    kind: "login-code",
    code: "731904",
    link: null,
    from: "JSB iBanking <ibanking-noreply@jamunasetubank.com.bd>",
    to: ME,
    subject: "ইন্টারনেট ব্যাংকিং লগইনের ওটিপি",
    date: "Sun, 13 Sep 2026 09:03:51 +0600",
    text: `প্রিয় গ্রাহক,

আপনার জেএসবি আই-ব্যাংকিং (ইউজার আইডি: rupshi_ops) লগইনের জন্য ওয়ান টাইম পাসওয়ার্ড (OTP):

731904

এই ওটিপি ৩ মিনিট পর্যন্ত কার্যকর থাকবে। অনুরোধের সময়: ১৩-০৯-২০২৬, সকাল ০৯:০৩।
ওটিপি কারো সাথে শেয়ার করবেন না; ব্যাংকের কর্মকর্তারাও কখনো এটি জানতে চাইবেন না।

আপনি লগইনের চেষ্টা না করে থাকলে অবিলম্বে ১৬৪৮৮ নম্বরে কল করুন।

জামুনা সেতু ব্যাংক পিএলসি`,
    html: `<!DOCTYPE html><html lang="bn"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef1f4">
${pre("আপনার লগইন ওটিপি ৩ মিনিট কার্যকর থাকবে")}
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-top:5px solid #0b6e4f">
<tr><td style="padding:18px 26px"><img src="https://static.jamunasetubank.com.bd/mail/logo-jsb-2x.png" width="150" alt="জামুনা সেতু ব্যাংক"></td></tr>
<tr><td style="padding:6px 26px 0;font-family:'Noto Sans Bengali','SolaimanLipi',Arial,sans-serif;font-size:15px;line-height:24px;color:#222">
<p>প্রিয় গ্রাহক,</p>
<p>আপনার জেএসবি আই-ব্যাংকিং (ইউজার আইডি: <b>rupshi_ops</b>) লগইনের জন্য ওয়ান টাইম পাসওয়ার্ড (OTP):</p>
</td></tr>
<tr><td align="center" style="padding:10px 26px">
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#f0f7f4;border:1px dashed #0b6e4f;padding:14px 34px;font-family:Consolas,monospace;font-size:30px;letter-spacing:8px;font-weight:bold;color:#0b6e4f">731904</td></tr></table>
</td></tr>
<tr><td style="padding:6px 26px 22px;font-family:'Noto Sans Bengali',Arial,sans-serif;font-size:14px;line-height:22px;color:#444">
<p>এই ওটিপি ৩ মিনিট পর্যন্ত কার্যকর থাকবে। অনুরোধের সময়: ১৩-০৯-২০২৬, সকাল ০৯:০৩।<br>
ওটিপি কারো সাথে শেয়ার করবেন না; ব্যাংকের কর্মকর্তারাও কখনো এটি জানতে চাইবেন না।</p>
<p>আপনি লগইনের চেষ্টা না করে থাকলে অবিলম্বে <a href="tel:16488" style="color:#0b6e4f">১৬৪৮৮</a> নম্বরে কল করুন।</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f6f7f8;font-family:Arial,sans-serif;font-size:11px;color:#888">জামুনা সেতু ব্যাংক পিএলসি &middot; ৪১ দিলকুশা বা/এ, মতিঝিল, ঢাকা ১০০০ &middot; <a href="https://www.jamunasetubank.com.bd/bn/privacy" style="color:#888">গোপনীয়তা নীতি</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "jamuna-setu-bank",
    group: "regional",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "JSB iBanking <ibanking-noreply@jamunasetubank.com.bd>",
    to: ME,
    subject: "Your iBanking password was changed",
    date: "Sun, 13 Sep 2026 09:07:12 +0600",
    text: `Dear Customer,

The login password of your JSB iBanking user rupshi_ops was changed on 13-Sep-2026 at 09:06 (BST)
from a Chrome browser on Windows, IP 103.98.xx.xx (Dhaka).

If you made this change, no action is needed.

If you did not, please call our 24/7 Contact Centre at 16488 right away or visit
https://www.jamunasetubank.com.bd/report-fraud so that we can block your access.

Jamuna Setu Bank PLC`,
    html: jamuna_page(
      "Password changed on 13-Sep-2026 at 09:06",
      `<p style="margin:0 0 14px">Dear Customer,</p>
<p style="margin:0 0 14px">The login password of your JSB iBanking user <b>rupshi_ops</b> was changed on <b>13-Sep-2026 at 09:06 (BST)</b>.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#555"><tr><td>Device</td><td>Chrome on Windows</td></tr><tr><td>IP address</td><td>103.98.xx.xx (Dhaka)</td></tr></table>
<p style="margin:14px 0">If you made this change, no action is needed.</p>
<p style="margin:0 0 14px">If you did not, please call our 24/7 Contact Centre at <b>16488</b> right away or <a href="https://www.jamunasetubank.com.bd/report-fraud" style="color:#c0392b">report it here</a> so that we can block your access.</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Dhanshiri Pay (mobile financial service)

const dhanshiri: Mail[] = [
  {
    family: "dhanshiri-pay",
    group: "regional",
    lang: "bn",
    kind: "login-code",
    code: "582016",
    link: null,
    from: "ধানশিরি পে <no-reply@dhanshiripay.com>",
    to: ME,
    subject: "ধানশিরি পে মার্চেন্ট প্যানেলে লগইন যাচাই",
    date: "Wed, 16 Sep 2026 14:21:33 +0600",
    text: `ধানশিরি পে মার্চেন্ট প্যানেল

আপনার মার্চেন্ট অ্যাকাউন্ট (০১৭১১-XXX৪৭৩) এ লগইনের জন্য যাচাইকরণ কোড:

5 8 2 0 1 6

কোডটি ৫ মিনিটের মধ্যে ব্যবহার করুন। কেউ ফোন করে কোড চাইলে দেবেন না।

সাহায্য: ১৬২৪৭ | https://merchant.dhanshiripay.com/help
© ২০২৬ ধানশিরি পে লিমিটেড, গুলশান-২, ঢাকা ১২১২`,
    html: `<html><head><meta charset="UTF-8"><style>@media (max-width:480px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:#fdf3f7">
${pre("লগইনের যাচাইকরণ কোড, ৫ মিনিট কার্যকর")}
<center>
<table class="wrap" width="520" cellpadding="0" cellspacing="0" style="margin:24px auto;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td bgcolor="#c2185b" style="padding:16px 24px"><img src="https://cdn.dhanshiripay.com/email/dp-logo-white.png" height="30" alt="ধানশিরি পে"></td></tr>
<tr><td style="padding:26px 24px 8px;font-family:'Hind Siliguri',Arial,sans-serif;font-size:15px;color:#333;line-height:24px">
<h2 style="margin:0 0 10px;font-size:20px;color:#c2185b">মার্চেন্ট প্যানেলে লগইন</h2>
আপনার মার্চেন্ট অ্যাকাউন্ট (০১৭১১-XXX৪৭৩) এ লগইনের জন্য যাচাইকরণ কোড:
</td></tr>
<tr><td align="center" style="padding:14px 0 6px">
<table cellpadding="0" cellspacing="0" border="0"><tr>
${digit_cells("582016", "#e9a5c0")}
</tr></table>
</td></tr>
<tr><td style="padding:14px 24px 24px;font-family:'Hind Siliguri',Arial,sans-serif;font-size:13px;color:#666;line-height:21px">
কোডটি ৫ মিনিটের মধ্যে ব্যবহার করুন। কেউ ফোন করে কোড চাইলে দেবেন না।
</td></tr>
<tr><td style="padding:14px 24px;background:#faf6f8;font-family:Arial,sans-serif;font-size:11px;color:#999">
সাহায্য: ১৬২৪৭ &middot; <a href="https://merchant.dhanshiripay.com/help" style="color:#c2185b">সহায়তা কেন্দ্র</a> &middot; <a href="https://www.dhanshiripay.com/privacy" style="color:#c2185b">গোপনীয়তা</a><br>© ২০২৬ ধানশিরি পে লিমিটেড, গুলশান-২, ঢাকা ১২১২
</td></tr>
</table>
</center>
</body></html>`,
    enc: "8bit",
  },
  {
    family: "dhanshiri-pay",
    group: "regional",
    lang: "bn",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "ধানশিরি পে <statement@dhanshiripay.com>",
    to: ME,
    subject: "পেমেন্ট সফল: ৳১২,৪৫০.০০ — মেঘনা ডাইং অ্যান্ড ক্যামিক্যালস",
    date: "Mon, 21 Sep 2026 17:48:05 +0600",
    text: `আপনার পেমেন্ট সফল হয়েছে।

প্রাপক: মেঘনা ডাইং অ্যান্ড ক্যামিক্যালস (মার্চেন্ট ০১৯১২-XXX২০৮)
পরিমাণ: ৳১২,৪৫০.০০
চার্জ: ৳০.০০
ট্রানজ্যাকশন আইডি: 9KD73JH2QX
রেফারেন্স: PO-2291 রং
সময়: ২১/০৯/২০২৬ ০৫:৪৭ PM
বর্তমান ব্যালেন্স: ৳৮৪,৩১০.৫৫

লেনদেনের বিবরণ অ্যাপের "স্টেটমেন্ট" অংশে দেখুন।
কোনো অভিযোগ থাকলে ১৬২৪৭ নম্বরে কল করুন।

ধানশিরি পে`,
    html: `<html><body style="margin:0;background:#f4f4f4;font-family:'Hind Siliguri',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0;border:1px solid #eee">
<tr><td style="padding:14px 20px;border-bottom:3px solid #c2185b"><img src="https://cdn.dhanshiripay.com/email/dp-logo.png" height="28" alt="ধানশিরি পে"></td></tr>
<tr><td align="center" style="padding:22px 20px 6px"><img src="https://cdn.dhanshiripay.com/email/ic-success.png" width="48" alt="✓"><div style="font-size:18px;color:#2e7d32;margin-top:8px">আপনার পেমেন্ট সফল হয়েছে</div><div style="font-size:30px;font-weight:bold;color:#222;margin-top:6px">৳১২,৪৫০.০০</div></td></tr>
<tr><td style="padding:12px 24px">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#444">
<tr><td style="color:#888">প্রাপক</td><td align="right">মেঘনা ডাইং অ্যান্ড ক্যামিক্যালস<br><span style="font-size:12px;color:#999">মার্চেন্ট ০১৯১২-XXX২০৮</span></td></tr>
<tr><td style="color:#888">চার্জ</td><td align="right">৳০.০০</td></tr>
<tr><td style="color:#888">ট্রানজ্যাকশন আইডি</td><td align="right" style="font-family:monospace">9KD73JH2QX</td></tr>
<tr><td style="color:#888">রেফারেন্স</td><td align="right">PO-2291 রং</td></tr>
<tr><td style="color:#888">সময়</td><td align="right">২১/০৯/২০২৬ ০৫:৪৭ PM</td></tr>
<tr><td style="color:#888">বর্তমান ব্যালেন্স</td><td align="right">৳৮৪,৩১০.৫৫</td></tr>
</table></td></tr>
<tr><td style="padding:10px 24px 20px;font-size:12px;color:#777">লেনদেনের বিবরণ অ্যাপের "স্টেটমেন্ট" অংশে দেখুন। কোনো অভিযোগ থাকলে ১৬২৪৭ নম্বরে কল করুন।</td></tr>
<tr><td align="center" style="padding:12px;background:#faf6f8"><a href="https://dhanshiripay.page.link/app"><img src="https://cdn.dhanshiripay.com/email/google-play-bn.png" height="36" alt="Google Play থেকে নিন"></a> <a href="https://dhanshiripay.page.link/ios"><img src="https://cdn.dhanshiripay.com/email/app-store-bn.png" height="36" alt="App Store থেকে নিন"></a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Raptani Setu (export promotion portal)

const raptani: Mail[] = [
  {
    family: "raptani-setu",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://portal.raptanisetu.gov.bd/account/verify-email?uid=48817&token=c9f1e2a7-0b44-4d36-9a1e-5f2d8c31b7e0",
    from: "Raptani Setu <no-reply@raptanisetu.gov.bd>",
    to: ME,
    subject: "Raptani Setu: verify your e-mail address",
    date: "Thu, 10 Sep 2026 16:12:40 +0600",
    text: `Raptani Setu - Exporters' Single Window
Export Promotion Services

Dear Farhana Akter,

Thank you for creating an exporter user account for RUPSHI KNIT & TEXTILES LTD (ERC No. RA-0211873).

To activate the account, please verify this e-mail address by opening the link below:

https://portal.raptanisetu.gov.bd/account/verify-email?uid=48817&token=c9f1e2a7-0b44-4d36-9a1e-5f2d8c31b7e0

The link expires in 24 hours. After verification you can apply for Export Registration Certificate
renewal, cash incentive certificates and fair participation.

If you did not register, please ignore this message.

Helpdesk: 09612-333222 (Sun-Thu, 9:00 AM - 5:00 PM) | support@raptanisetu.gov.bd
TCB Bhaban (4th floor), 1 Kawran Bazar, Dhaka 1215`,
    html: `<html><body style="margin:0;padding:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#333">
<tr><td style="background:#006a4e;padding:14px 20px"><table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://portal.raptanisetu.gov.bd/assets/img/govt-emblem.png" width="44" height="44" alt="Government of Bangladesh"></td>
<td style="padding-left:12px;color:#fff"><b style="font-size:17px">Raptani Setu</b><br><span style="font-size:11px">Exporters' Single Window &middot; Export Promotion Services</span></td>
</tr></table></td></tr>
<tr><td style="height:4px;background:#f42a41"></td></tr>
<tr><td style="padding:22px 22px 4px">
<p>Dear Farhana Akter,</p>
<p>Thank you for creating an exporter user account for <b>RUPSHI KNIT &amp; TEXTILES LTD</b> (ERC No. RA-0211873).</p>
<p>To activate the account, please verify this e-mail address:</p>
<p><a href="https://portal.raptanisetu.gov.bd/account/verify-email?uid=48817&amp;token=c9f1e2a7-0b44-4d36-9a1e-5f2d8c31b7e0" style="background:#006a4e;color:#fff;padding:9px 18px;text-decoration:none;border-radius:3px">Verify e-mail address</a></p>
<p style="font-size:11px;color:#777">Or copy this address into your browser:<br>https://portal.raptanisetu.gov.bd/account/verify-email?uid=48817&amp;token=c9f1e2a7-0b44-4d36-9a1e-5f2d8c31b7e0</p>
<p>The link expires in 24 hours. After verification you can apply for Export Registration Certificate renewal, cash incentive certificates and fair participation.</p>
<p>If you did not register, please ignore this message.</p>
</td></tr>
<tr><td style="padding:14px 22px;border-top:1px solid #ddd;font-size:11px;color:#888">Helpdesk: 09612-333222 (Sun&ndash;Thu, 9:00 AM &ndash; 5:00 PM) | <a href="mailto:support@raptanisetu.gov.bd">support@raptanisetu.gov.bd</a><br>TCB Bhaban (4th floor), 1 Kawran Bazar, Dhaka 1215 &middot; <a href="https://portal.raptanisetu.gov.bd/terms">Terms of use</a></td></tr>
</table></body></html>`,
  },
  {
    family: "raptani-setu",
    group: "regional",
    lang: "bn",
    kind: "status-update",
    code: null,
    link: null,
    from: "রপ্তানি সেতু <no-reply@raptanisetu.gov.bd>",
    to: ME,
    subject: "আবেদনের অবস্থা হালনাগাদ: ইআরসি নবায়ন অনুমোদিত (আবেদন নং RS-ERC-2026-104377)",
    date: "Tue, 29 Sep 2026 12:30:02 +0600",
    text: `রপ্তানি সেতু — রপ্তানিকারকদের একক সেবা জানালা

প্রিয় রপ্তানিকারক,

আপনার আবেদনের অবস্থা পরিবর্তিত হয়েছে।

আবেদন নম্বর : RS-ERC-2026-104377
সেবা         : রপ্তানি নিবন্ধন সনদ (ইআরসি) নবায়ন
প্রতিষ্ঠান     : রূপসী নিট অ্যান্ড টেক্সটাইলস লিমিটেড
বর্তমান অবস্থা : অনুমোদিত
মেয়াদ         : ৩০ জুন ২০২৭ পর্যন্ত
পরিশোধিত ফি  : ৳৩,৪৫০ (চালান নং ০৯৮৭৩৪৫৬)

নবায়নকৃত সনদ পোর্টালের "আমার আবেদন" অংশ থেকে ডাউনলোড করা যাবে।

হেল্পডেস্ক: ০৯৬১২-৩৩৩২২২`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- ShulkaDwar (customs e-services)

const shulka: Mail[] = [
  {
    family: "shulkadwar",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "417338",
    link: null,
    from: "ShulkaDwar Customs e-Services <otp@shulkadwar.customs.gov.bd>",
    to: ME,
    subject: "ShulkaDwar OTP",
    date: "Thu, 17 Sep 2026 10:55:18 +0600",
    text: `ShulkaDwar - Customs e-Services

Your one time password (OTP) for login is 417 338

User        : AIN-301042187 (C&F/Exporter)
Requested at: 17/09/2026 10:55:14 BST
Valid for   : 120 seconds

Do not disclose this OTP to anyone, including customs officials or your C&F agent.

This is an automatically generated message. Replies to this address are not monitored.
Customs House, Chattogram 4100 | Helpline 333 (Option 4)`,
    html: null,
  },
  {
    family: "shulkadwar",
    group: "regional",
    lang: "en",
    kind: "assessment-notice",
    code: null,
    link: null,
    from: "ShulkaDwar Customs e-Services <notify@shulkadwar.customs.gov.bd>",
    to: ME,
    subject: "Bill of Export C-22871 assessed - Customs House Chattogram",
    date: "Sun, 20 Sep 2026 15:02:47 +0600",
    text: `ShulkaDwar - Customs e-Services
Notification of assessment

Bill of Export   : C-22871 dated 19/09/2026
Office           : 301 - Customs House, Chattogram
Exporter         : RUPSHI KNIT & TEXTILES LTD (BIN 000418877-0203)
C&F agent        : Patenga Shipping & Clearing (AIN 301019544)
HS code          : 6110.20.00 (Pullovers, knitted, cotton)
Packages         : 612 CTN
FOB value        : USD 41,880.00
Lane             : GREEN
Status           : ASSESSED - ready for examination / loading

Export LC / contract : 2026/NVK/0193
EXP No.              : 0187-026144-2026

You can follow the declaration under "My declarations" in ShulkaDwar.

This is an automatically generated message.`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:12px;color:#222;margin:0">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #9aa9b8">
<tr><td style="background:#1f3b57;color:#fff;padding:10px 14px;font-size:15px"><b>ShulkaDwar</b> &ndash; Customs e-Services</td></tr>
<tr><td style="background:#dfe7ef;padding:6px 14px;font-weight:bold">Notification of assessment</td></tr>
<tr><td style="padding:12px 14px">
<table cellpadding="4" cellspacing="0" border="1" bordercolor="#c8d2dc" style="border-collapse:collapse;font-size:12px;width:100%">
<tr><td width="36%">Bill of Export</td><td><b>C-22871</b> dated 19/09/2026</td></tr>
<tr><td>Office</td><td>301 &ndash; Customs House, Chattogram</td></tr>
<tr><td>Exporter</td><td>RUPSHI KNIT &amp; TEXTILES LTD (BIN 000418877-0203)</td></tr>
<tr><td>C&amp;F agent</td><td>Patenga Shipping &amp; Clearing (AIN 301019544)</td></tr>
<tr><td>HS code</td><td>6110.20.00 (Pullovers, knitted, cotton)</td></tr>
<tr><td>Packages</td><td>612 CTN</td></tr>
<tr><td>FOB value</td><td>USD 41,880.00</td></tr>
<tr><td>Lane</td><td style="color:#1b7f2a"><b>GREEN</b></td></tr>
<tr><td>Status</td><td><b>ASSESSED</b> &ndash; ready for examination / loading</td></tr>
<tr><td>Export LC / contract</td><td>2026/NVK/0193</td></tr>
<tr><td>EXP No.</td><td>0187-026144-2026</td></tr>
</table>
<p>You can follow the declaration under &ldquo;My declarations&rdquo; in <a href="https://shulkadwar.customs.gov.bd/ecs/declarations">ShulkaDwar</a>.</p>
</td></tr>
<tr><td style="padding:8px 14px;font-size:10px;color:#666;border-top:1px solid #c8d2dc">This is an automatically generated message. National Board of Revenue &middot; Customs Wing &middot; Helpline 333 (Option 4)</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Karnaphuli Freight Lines (forwarder)

function kfl_page(inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#f2f4f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px">
<table width="640" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Segoe UI',Arial,sans-serif;font-size:13px;color:#263238">
<tr><td style="padding:14px 22px;background:#0d2c54"><img src="https://www.karnaphulifreight.com/img/kfl-logo-neg.png" height="34" alt="Karnaphuli Freight Lines"></td>
</tr>
<tr><td style="padding:20px 22px">${inner}</td></tr>
<tr><td style="padding:14px 22px;background:#eceff3;font-size:11px;color:#6b7785;line-height:16px">
Karnaphuli Freight Lines Ltd. &middot; Agrabad C/A, Ahmed Court (7th floor), Chattogram 4100 &middot; Dhaka office: House 22, Road 11, Banani<br>
Tel +880 31 2512 660 &middot; <a href="https://www.karnaphulifreight.com" style="color:#0d2c54">www.karnaphulifreight.com</a> &middot; All business is undertaken subject to BAFFA standard trading conditions.
</td></tr></table></td></tr></table></body></html>`;
}

const kfl: Mail[] = [
  {
    family: "karnaphuli-freight-lines",
    group: "regional",
    lang: "en",
    kind: "shipment-update",
    code: null,
    link: null,
    from: "KFL Tracking <tracking@karnaphulifreight.com>",
    to: ME,
    subject: "[KFL] Departed CGP - HBL KFLCGP2609114 - MSKU 7412306 - ETA HAM 19 Oct",
    date: "Thu, 24 Sep 2026 08:15:00 +0600",
    text: `SHIPMENT STATUS UPDATE

House B/L      : KFLCGP2609114
Shipper        : RUPSHI KNIT & TEXTILES LTD
Consignee      : NORDVIK RETAIL GROUP AB
Container      : MSKU 7412306 / 40'HC / seal ML-2219047
Feeder vessel  : KOTA NAZAR V.2637W
Port of loading: Chattogram (BDCGP) - ATD 23 Sep 2026 22:40
Transshipment  : Colombo (LKCMB) - ETA 27 Sep 2026
Mother vessel  : MAERSK EINDHOVEN V.641W
Destination    : Hamburg (DEHAM) - ETA 19 Oct 2026

Packages / weight / volume: 612 CTN / 7,344.0 KG / 58.20 CBM

Track this shipment: https://track.karnaphulifreight.com/hbl/KFLCGP2609114

Best regards,
Operations - Export Sea
Karnaphuli Freight Lines Ltd.`,
    html: kfl_page(
      `<h3 style="margin:0 0 12px;color:#0d2c54">Shipment status update &ndash; <span style="color:#2e7d32">DEPARTED</span></h3>
<table width="100%" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr style="background:#f5f7fa"><td width="38%">House B/L</td><td><b>KFLCGP2609114</b></td></tr>
<tr><td>Shipper</td><td>RUPSHI KNIT &amp; TEXTILES LTD</td></tr>
<tr style="background:#f5f7fa"><td>Consignee</td><td>NORDVIK RETAIL GROUP AB</td></tr>
<tr><td>Container</td><td>MSKU 7412306 / 40'HC / seal ML-2219047</td></tr>
<tr style="background:#f5f7fa"><td>Feeder vessel</td><td>KOTA NAZAR V.2637W</td></tr>
<tr><td>Port of loading</td><td>Chattogram (BDCGP) &ndash; ATD 23 Sep 2026 22:40</td></tr>
<tr style="background:#f5f7fa"><td>Transshipment</td><td>Colombo (LKCMB) &ndash; ETA 27 Sep 2026</td></tr>
<tr><td>Mother vessel</td><td>MAERSK EINDHOVEN V.641W</td></tr>
<tr style="background:#f5f7fa"><td>Destination</td><td>Hamburg (DEHAM) &ndash; <b>ETA 19 Oct 2026</b></td></tr>
<tr><td>Packages / weight / volume</td><td>612 CTN / 7,344.0 KG / 58.20 CBM</td></tr>
</table>
<p style="margin:18px 0"><a href="https://track.karnaphulifreight.com/hbl/KFLCGP2609114" style="color:#0d2c54;font-weight:bold">Track this shipment &rsaquo;</a></p>
<p>Best regards,<br>Operations &ndash; Export Sea<br>Karnaphuli Freight Lines Ltd.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "karnaphuli-freight-lines",
    group: "regional",
    lang: "en",
    kind: "draft-bl",
    code: null,
    link: null,
    from: "Tanvir Hossain (KFL Docs) <docs.ctg@karnaphulifreight.com>",
    to: ME,
    subject: "Draft HBL for checking - KFLCGP2610027 / PO 4500187734",
    date: "Mon, 12 Oct 2026 13:37:26 +0600",
    text: `Dear Farhana apa,

Please find attached the draft House B/L for your shipment under booking KFLCGP2610027
(PO 4500187734, 448 CTN, CFS Chattogram cut-off 14 Oct 2026 17:00).

Kindly check shipper/consignee/notify details, marks & numbers and the goods description,
and send us your comments or OK by reply before 14 Oct 12:00 so that we can release the
final HBL after vessel departure.

Freight: USD 1,180.00 prepaid (invoice KFL/INV/26/5512 will follow).

Thanks & regards,
Tanvir Hossain
Documentation - Export
Karnaphuli Freight Lines Ltd., Chattogram
Cell: +880 1819-442107`,
    html: null,
    attachment: [
      "KFLCGP2610027_DRAFT_HBL.pdf",
      "application/pdf",
      pdf("DRAFT - NOT NEGOTIABLE - HOUSE BILL OF LADING", [
        "HBL KFLCGP2610027  Shipper RUPSHI KNIT & TEXTILES LTD",
        "448 CTN Ladies knitted pullover 80% cotton 20% polyester",
        "Port of loading Chattogram  Port of discharge Gothenburg",
      ]),
    ],
  },
];
// ---------------------------------------------------------------- Ekota Courier (domestic parcels)

const ekota: Mail[] = [
  {
    family: "ekota-courier",
    group: "regional",
    lang: "bn",
    kind: "delivery-pin",
    code: "7240",
    link: null,
    from: "একতা কুরিয়ার <noreply@ekotacourier.com.bd>",
    to: ME,
    subject: "আজ আপনার পার্সেল ডেলিভারি হবে — ডেলিভারি পিন ভিতরে",
    date: "Sat, 19 Sep 2026 10:02:44 +0600",
    text: `প্রিয় ফারহানা আক্তার,

আপনার পার্সেল (কনসাইনমেন্ট EK-5520193) আজ বিকেল ৫টার মধ্যে ডেলিভারি দেওয়া হবে।
প্রেরক: সুতারখানা ইয়ার্ন সাপ্লাই, নরসিংদী
ডেলিভারি ঠিকানা: প্লট ১৪, বিসিক শিল্প নগরী, ফতুল্লা, নারায়ণগঞ্জ ১৪০০
রাইডার: মোঃ সজীব (০১৭৯৮-২২৪১৫৬)

ডেলিভারি পিন: 7240

পার্সেল হাতে পাওয়ার পর শুধু রাইডারকে এই পিনটি বলুন। পার্সেল না পেলে পিন দেবেন না।
ক্যাশ অন ডেলিভারি: ৳০ (প্রিপেইড)

ট্র্যাক করুন: https://ekotacourier.com.bd/track/EK-5520193
হটলাইন: ০৯৬৭৮-১১২২৩৩`,
    html: `<html><body style="margin:0;background:#fff8e7">
${pre("ডেলিভারি পিন রাইডারকে শুধু পার্সেল হাতে পাওয়ার পর বলবেন")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f2d49b;font-family:'Noto Sans Bengali',Arial,sans-serif;color:#333">
<tr><td style="padding:14px 20px;background:#ff9f1c"><img src="https://ekotacourier.com.bd/static/mail/ekota-logo.png" height="30" alt="একতা কুরিয়ার"></td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:24px">প্রিয় ফারহানা আক্তার,<br>আপনার পার্সেল (কনসাইনমেন্ট <b>EK-5520193</b>) আজ বিকেল ৫টার মধ্যে ডেলিভারি দেওয়া হবে।</td></tr>
<tr><td style="padding:0 20px"><table width="100%" cellpadding="4" style="font-size:13px;color:#555;background:#fffaf0">
<tr><td>প্রেরক</td><td>সুতারখানা ইয়ার্ন সাপ্লাই, নরসিংদী</td></tr>
<tr><td>ঠিকানা</td><td>প্লট ১৪, বিসিক শিল্প নগরী, ফতুল্লা, নারায়ণগঞ্জ ১৪০০</td></tr>
<tr><td>রাইডার</td><td>মোঃ সজীব (০১৭৯৮-২২৪১৫৬)</td></tr>
<tr><td>ক্যাশ অন ডেলিভারি</td><td>৳০ (প্রিপেইড)</td></tr></table></td></tr>
<tr><td align="center" style="padding:22px 20px 6px;font-size:14px;color:#555">ডেলিভারি পিন</td></tr>
<tr><td align="center" style="padding:0 20px 8px"><span style="display:inline-block;font-size:34px;font-weight:bold;letter-spacing:12px;color:#e07a00;border:2px solid #ff9f1c;padding:8px 18px 8px 30px;border-radius:8px">7240</span></td></tr>
<tr><td style="padding:8px 20px 20px;font-size:13px;color:#666">পার্সেল হাতে পাওয়ার পর শুধু রাইডারকে এই পিনটি বলুন। পার্সেল না পেলে পিন দেবেন না।</td></tr>
<tr><td style="padding:12px 20px;border-top:1px solid #f2d49b;font-size:12px;color:#888"><a href="https://ekotacourier.com.bd/track/EK-5520193" style="color:#e07a00">পার্সেল ট্র্যাক করুন</a> &middot; হটলাইন ০৯৬৭৮-১১২২৩৩ &middot; <a href="https://www.facebook.com/ekotacourierbd" style="color:#e07a00">ফেসবুক</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "ekota-courier",
    group: "regional",
    lang: "bn",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "একতা কুরিয়ার <noreply@ekotacourier.com.bd>",
    to: ME,
    subject: "পার্সেল বুকিং নিশ্চিত — EK-5538810",
    date: "Tue, 06 Oct 2026 18:25:10 +0600",
    text: `আপনার পার্সেল বুক করা হয়েছে।

কনসাইনমেন্ট: EK-5538810
প্রাপক: নর্ডভিক রিটেইল লিয়াজোঁ অফিস, বাড়ি ৭, রোড ১১৩, গুলশান-২, ঢাকা ১২১২
বিষয়বস্তু: সাইজ সেট স্যাম্পল (৬ পিস)
ওজন: ১.২ কেজি
চার্জ: ৳১৩০ (পরিশোধিত)
সম্ভাব্য ডেলিভারি: ০৭ অক্টোবর ২০২৬

ট্র্যাকিং: https://ekotacourier.com.bd/track/EK-5538810

ধন্যবাদ,
একতা কুরিয়ার সার্ভিস লিমিটেড`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Nordvik Retail Group supplier portal

function nordvik_page(preheader: string, inner: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#f7f5f2">
${pre(preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 18px"><img src="https://supplier.nordvikgroup.se/static/email/nordvik-wordmark.png" width="132" alt="NORDVIK"></td></tr>
<tr><td style="background:#ffffff;padding:32px 36px;font-family:-apple-system,'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#1f1f1f">
${inner}
</td></tr>
<tr><td style="padding:18px 4px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8b857d">
Nordvik Retail Group AB &middot; Sveavägen 44, 111 34 Stockholm, Sweden &middot; Org.nr 556712-4470<br>
Supplier support: <a href="mailto:supplier.support@nordvikgroup.se" style="color:#8b857d">supplier.support@nordvikgroup.se</a> &middot; <a href="https://supplier.nordvikgroup.se/code-of-conduct" style="color:#8b857d">Supplier Code of Conduct</a> &middot; <a href="https://www.nordvikgroup.se/privacy" style="color:#8b857d">Privacy notice</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const nordvik: Mail[] = [
  {
    family: "nordvik-sourcing-hub",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://supplier.nordvikgroup.se/invitation/accept?inv=SUP-7Q2K9M&email=farhana.akter%40rupshitex.com.bd",
    from: "Nordvik Sourcing Hub <no-reply@supplier.nordvikgroup.se>",
    to: ME,
    subject: "You have been invited to the Nordvik Sourcing Hub",
    date: "Wed, 09 Sep 2026 13:18:55 +0200",
    text: `Hello Farhana,

Karin Sjöberg (Sourcing Manager, Knitwear) has invited you to join Nordvik Sourcing Hub as a user for
supplier RUPSHI KNIT & TEXTILES LTD (supplier no. 201884).

In the Sourcing Hub you will receive purchase orders, confirm delivery dates, upload test reports and
follow your invoices.

Accept the invitation and set your password:
https://supplier.nordvikgroup.se/invitation/accept?inv=SUP-7Q2K9M&email=farhana.akter%40rupshitex.com.bd

This invitation is valid until 23 September 2026.

Questions? Write to supplier.support@nordvikgroup.se.

Nordvik Retail Group AB
Sveavägen 44, 111 34 Stockholm, Sweden`,
    html: nordvik_page(
      "Karin Sjöberg invited you to join as a user for RUPSHI KNIT & TEXTILES LTD",
      `<h1 style="margin:0 0 18px;font-size:22px;font-weight:600">Welcome to Nordvik Sourcing Hub</h1>
<p style="margin:0 0 14px">Hello Farhana,</p>
<p style="margin:0 0 14px"><b>Karin Sjöberg</b> (Sourcing Manager, Knitwear) has invited you to join Nordvik Sourcing Hub as a user for supplier <b>RUPSHI KNIT &amp; TEXTILES LTD</b> (supplier no. 201884).</p>
<p style="margin:0 0 14px">In the Sourcing Hub you will receive purchase orders, confirm delivery dates, upload test reports and follow your invoices.</p>
${
        button(
          "https://supplier.nordvikgroup.se/invitation/accept?inv=SUP-7Q2K9M&amp;email=farhana.akter%40rupshitex.com.bd",
          "Accept invitation",
          "#1f1f1f",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#6b665f">This invitation is valid until 23 September 2026. Questions? Write to <a href="mailto:supplier.support@nordvikgroup.se" style="color:#1f1f1f">supplier.support@nordvikgroup.se</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "nordvik-sourcing-hub",
    group: "regional",
    lang: "en",
    kind: "purchase-order",
    code: null,
    link: null,
    from: "Nordvik Sourcing Hub <no-reply@supplier.nordvikgroup.se>",
    to: ME,
    subject: "New purchase order 4500187734 released - AW27 Drop 1",
    date: "Fri, 25 Sep 2026 09:41:20 +0200",
    text: `Hello Farhana,

A new purchase order has been released to RUPSHI KNIT & TEXTILES LTD.

PO number        : 4500187734
Season           : AW27 Drop 1
Article          : 7731-204 Ladies crew neck pullover, 80/20 cotton/poly, 5 colours
Quantity         : 10,752 pcs (448 cartons)
Unit price (FOB) : USD 4.15
Total            : USD 44,620.80
Ex-factory date  : 14 Oct 2026
Port             : Chattogram -> Gothenburg
Payment          : 60 days after B/L date

The size and colour breakdown, packing instructions and labelling files are in the Sourcing Hub:
https://supplier.nordvikgroup.se/orders

Kind regards,
Nordvik Sourcing - Knitwear`,
    html: nordvik_page(
      "PO 4500187734 - 10,752 pcs - ex-factory 14 Oct 2026",
      `<p style="margin:0 0 14px">Hello Farhana,</p>
<p style="margin:0 0 18px">A new purchase order has been released to <b>RUPSHI KNIT &amp; TEXTILES LTD</b>.</p>
<table width="100%" cellpadding="7" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #e6e1da">
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">PO number</td><td style="border-bottom:1px solid #e6e1da"><b>4500187734</b></td></tr>
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">Season</td><td style="border-bottom:1px solid #e6e1da">AW27 Drop 1</td></tr>
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">Article</td><td style="border-bottom:1px solid #e6e1da">7731-204 Ladies crew neck pullover, 80/20 cotton/poly, 5 colours</td></tr>
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">Quantity</td><td style="border-bottom:1px solid #e6e1da">10,752 pcs (448 cartons)</td></tr>
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">Unit price (FOB)</td><td style="border-bottom:1px solid #e6e1da">USD 4.15</td></tr>
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">Total</td><td style="border-bottom:1px solid #e6e1da">USD 44,620.80</td></tr>
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">Ex-factory date</td><td style="border-bottom:1px solid #e6e1da">14 Oct 2026</td></tr>
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">Port</td><td style="border-bottom:1px solid #e6e1da">Chattogram &rarr; Gothenburg</td></tr>
<tr><td style="border-bottom:1px solid #e6e1da;color:#6b665f">Payment</td><td style="border-bottom:1px solid #e6e1da">60 days after B/L date</td></tr>
</table>
${button("https://supplier.nordvikgroup.se/orders", "Open Sourcing Hub", "#1f1f1f")}
<p style="margin:0;font-size:13px;color:#6b665f">The size and colour breakdown, packing instructions and labelling files are in the Sourcing Hub.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Rheinfaden Textilhandel (German buyer portal)

const rheinfaden: Mail[] = [
  {
    family: "rheinfaden-einkauf",
    group: "regional",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://lieferanten.rheinfaden.de/auth/passwort-neu?t=Hk29xPq0LmR7vB3sWc81",
    from: "Rheinfaden Lieferantenportal <portal@lieferanten.rheinfaden.de>",
    to: ME,
    subject: "Passwort zurücksetzen – Rheinfaden Lieferantenportal",
    date: "Mon, 14 Sep 2026 08:12:37 +0200",
    text: `Guten Tag Frau Akter,

für Ihren Zugang zum Rheinfaden Lieferantenportal (Lieferantennr. 70044182) wurde das Zurücksetzen
des Passworts angefordert.

Über den folgenden Link vergeben Sie ein neues Passwort:
https://lieferanten.rheinfaden.de/auth/passwort-neu?t=Hk29xPq0LmR7vB3sWc81

Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden.
Haben Sie das nicht angefordert, können Sie diese E-Mail ignorieren; Ihr bisheriges Passwort bleibt gültig.

Mit freundlichen Grüßen
Rheinfaden Textilhandel GmbH – Einkauf
Rheinallee 118, 47119 Duisburg
Tel. +49 203 7781-0 | Amtsgericht Duisburg HRB 31877`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333;line-height:21px">
<tr><td style="padding:16px 24px;border-bottom:3px solid #b1001c"><img src="https://lieferanten.rheinfaden.de/img/rheinfaden_logo.png" width="180" alt="Rheinfaden Textilhandel"></td></tr>
<tr><td style="padding:24px">
<p>Guten Tag Frau Akter,</p>
<p>für Ihren Zugang zum Rheinfaden Lieferantenportal (Lieferantennr. 70044182) wurde das Zurücksetzen des Passworts angefordert.</p>
<p><a href="https://lieferanten.rheinfaden.de/auth/passwort-neu?t=Hk29xPq0LmR7vB3sWc81" style="display:inline-block;background:#b1001c;color:#fff;padding:10px 22px;text-decoration:none;font-weight:bold">Neues Passwort vergeben</a></p>
<p style="font-size:12px;color:#777">Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden. Haben Sie das nicht angefordert, können Sie diese E-Mail ignorieren; Ihr bisheriges Passwort bleibt gültig.</p>
<p>Mit freundlichen Grüßen<br>Rheinfaden Textilhandel GmbH &ndash; Einkauf</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f4f4f4;font-size:11px;color:#888">Rheinfaden Textilhandel GmbH &middot; Rheinallee 118 &middot; 47119 Duisburg &middot; Tel. +49 203 7781-0<br>Geschäftsführer: Jörg Albers, Dr. Nina Kessler &middot; Amtsgericht Duisburg HRB 31877 &middot; <a href="https://www.rheinfaden.de/impressum" style="color:#888">Impressum</a> &middot; <a href="https://www.rheinfaden.de/datenschutz" style="color:#888">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rheinfaden-einkauf",
    group: "regional",
    lang: "de",
    kind: "purchase-order",
    code: null,
    link: null,
    from: "Rheinfaden Einkauf <einkauf@rheinfaden.de>",
    to: ME,
    subject: "Bestellung 4711-26-03318 / Änderung Liefertermin",
    date: "Thu, 01 Oct 2026 15:44:09 +0200",
    text: `Guten Tag Frau Akter,

zu unserer Bestellung 4711-26-03318 (Artikel 88-412 Herren-Strickpullover Merino-Optik, 6.480 Stück)
teilen wir Ihnen folgende Änderung mit:

  Liefertermin FOB Chattogram alt:  20.10.2026
  Liefertermin FOB Chattogram neu:  03.11.2026
  Ankunft Lager Duisburg (KW):      KW 50/2026

Preise und Mengen bleiben unverändert (USD 5,30 je Stück, gesamt USD 34.344,00).
Die geänderte Bestellung finden Sie wie gewohnt im Lieferantenportal unter "Bestellungen".

Bei Rückfragen erreichen Sie mich unter +49 203 7781-254.

Mit freundlichen Grüßen
Sabine Vogt
Einkauf Strick / Herren
Rheinfaden Textilhandel GmbH`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Maple & Thread supplier hub (UK buyer)

const maple: Mail[] = [
  {
    family: "maple-and-thread-hub",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "903177",
    link: null,
    from: "Maple & Thread Supplier Hub <security@hub.mapleandthread.co.uk>",
    to: ME,
    subject: "903177 is your Supplier Hub sign-in code",
    date: "Tue, 15 Sep 2026 06:58:02 +0100",
    text: `Maple & Thread Supplier Hub

Your sign-in code is: 903 177

Enter it on the sign-in page to continue. The code expires in 10 minutes.

Signing in as: farhana.akter@rupshitex.com.bd (Rupshi Knit & Textiles Ltd, vendor 11-40291)
Location: Dhaka, Bangladesh (approximate)

Didn't try to sign in? Change your password and contact vendor.compliance@mapleandthread.co.uk.

Maple & Thread plc, 3 Wharfside Way, Leeds LS11 5QY`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3efe9">
${pre("Expires in 10 minutes. Signing in as farhana.akter@rupshitex.com.bd")}
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 10px">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:28px 32px 0"><img src="https://hub.mapleandthread.co.uk/assets/mt-mark.png" width="40" height="40" alt="Maple &amp; Thread"></td></tr>
<tr><td style="padding:18px 32px 0;font-family:Georgia,serif;font-size:22px;color:#2f2a25">Your sign-in code</td></tr>
<tr><td style="padding:18px 32px 0"><div style="background:#f3efe9;border-radius:6px;padding:16px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:32px;letter-spacing:6px;color:#2f2a25">903&nbsp;177</div></td></tr>
<tr><td style="padding:18px 32px 28px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#5c554d">
Enter it on the sign-in page to continue. The code expires in 10 minutes.<br><br>
Signing in as <b>farhana.akter@rupshitex.com.bd</b> (Rupshi Knit &amp; Textiles Ltd, vendor 11-40291)<br>Location: Dhaka, Bangladesh (approximate)<br><br>
Didn't try to sign in? Change your password and contact <a href="mailto:vendor.compliance@mapleandthread.co.uk" style="color:#7a4b2a">vendor.compliance@mapleandthread.co.uk</a>.
</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9b948b">Maple &amp; Thread plc &middot; 3 Wharfside Way, Leeds LS11 5QY &middot; Registered in England No. 04418823</p>
</td></tr></table></body></html>`,
  },
  {
    family: "maple-and-thread-hub",
    group: "regional",
    lang: "en",
    kind: "compliance-reminder",
    code: null,
    link: null,
    from: "Maple & Thread Vendor Compliance <vendor.compliance@mapleandthread.co.uk>",
    to: ME,
    subject: "Reminder: 2 certificates expire within 30 days - Rupshi Knit & Textiles Ltd (11-40291)",
    date: "Mon, 05 Oct 2026 10:00:00 +0100",
    text: `Dear Supplier,

Our records show the following documents for factory Rupshi Knit & Textiles Ltd, Fatullah
(site ID BD-NG-0147) will expire soon:

  - Social compliance audit report (amfori BSCI)   expires 28 Oct 2026
  - OEKO-TEX STANDARD 100 certificate 21.HBD.44187  expires 02 Nov 2026

Please upload the renewed documents in the Supplier Hub under Compliance > Certificates before the
expiry date. Orders for sites without valid documents may be put on hold.

Your compliance contact: Priya Raman, +44 113 496 0772.

Maple & Thread plc - Ethical Trade Team
3 Wharfside Way, Leeds LS11 5QY

You receive this because you are a registered user for vendor 11-40291.`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;font-size:14px;color:#2f2a25">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:20px 0;border-bottom:1px solid #e4ddd3"><img src="https://hub.mapleandthread.co.uk/assets/mt-logo-horizontal.png" width="190" alt="Maple &amp; Thread"></td></tr>
<tr><td style="padding:22px 0;line-height:21px">
<p>Dear Supplier,</p>
<p>Our records show the following documents for factory <b>Rupshi Knit &amp; Textiles Ltd, Fatullah</b> (site ID BD-NG-0147) will expire soon:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e4ddd3;font-size:13px">
<tr style="background:#f8f5f0"><th align="left">Document</th><th align="left">Reference</th><th align="left">Expires</th></tr>
<tr><td>Social compliance audit report</td><td>amfori BSCI</td><td style="color:#b3261e">28 Oct 2026</td></tr>
<tr><td>OEKO-TEX STANDARD 100</td><td>21.HBD.44187</td><td style="color:#b3261e">02 Nov 2026</td></tr>
</table>
<p>Please upload the renewed documents in the <a href="https://hub.mapleandthread.co.uk/compliance/certificates" style="color:#7a4b2a">Supplier Hub</a> under Compliance &gt; Certificates before the expiry date. Orders for sites without valid documents may be put on hold.</p>
<p>Your compliance contact: Priya Raman, +44 113 496 0772.</p>
<p>Maple &amp; Thread plc &ndash; Ethical Trade Team</p>
</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #e4ddd3;font-size:11px;color:#9b948b">3 Wharfside Way, Leeds LS11 5QY &middot; You receive this because you are a registered user for vendor 11-40291. &middot; <a href="https://www.mapleandthread.co.uk/privacy" style="color:#9b948b">Privacy</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Tantubazar (B2B marketplace)

function tantu_page(preheader: string, inner: string, unsub: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#eef6f6">
${pre(preheader)}
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef6f6"><tr><td align="center" style="padding:22px 10px">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff">
<tr><td style="padding:16px 26px;background:#0f766e"><a href="https://www.tantubazar.com/?utm_source=email&amp;utm_medium=logo"><img src="https://img.tantubazar.com/mail/tb-logo-w.png" height="32" alt="Tantubazar" style="border:0"></a></td></tr>
<tr><td style="padding:26px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:14px;line-height:22px;color:#1e293b">
${inner}
</td></tr>
<tr><td style="padding:16px 26px;background:#f1f5f9;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#64748b">
<a href="https://www.tantubazar.com/app?utm_source=email"><img src="https://img.tantubazar.com/mail/badge-google-play.png" height="30" alt="Get it on Google Play" style="border:0"></a>&nbsp;<a href="https://www.tantubazar.com/app-ios?utm_source=email"><img src="https://img.tantubazar.com/mail/badge-app-store.png" height="30" alt="Download on the App Store" style="border:0"></a><br><br>
Tantubazar Technologies Ltd. &middot; Level 9, Concord I-K Tower, Gulshan 1, Dhaka 1212 &middot; +880 9606-115577<br>
<a href="https://www.tantubazar.com/help" style="color:#0f766e">Help centre</a> &middot; <a href="https://www.tantubazar.com/terms" style="color:#0f766e">Terms</a> &middot; <a href="https://www.tantubazar.com/privacy" style="color:#0f766e">Privacy</a>${unsub}<br>&copy; 2026 Tantubazar
</td></tr></table></td></tr></table></body></html>`;
}

const tantu: Mail[] = [
  {
    family: "tantubazar",
    group: "regional",
    lang: "en",
    kind: "verify-email",
    code: "604118",
    link: "https://click.tantubazar.com/ls/click?upn=vE4xq-2BNw8Rt6_verify-3DJm90aQ2-26uid-3D55120847",
    from: "Tantubazar <accounts@tantubazar.com>",
    to: ME,
    subject: "Confirm your email for your Tantubazar supplier account",
    date: "Fri, 11 Sep 2026 20:33:17 +0600",
    text: `Confirm your email

Hi Farhana,

You're one step away from listing Rupshi Knit & Textiles Ltd on Tantubazar, the B2B marketplace for
yarn, fabric and garment trade.

Enter this verification code in the app or on the website:

604118

or confirm with this link:
https://click.tantubazar.com/ls/click?upn=vE4xq-2BNw8Rt6_verify-3DJm90aQ2-26uid-3D55120847

The code and link are valid for 30 minutes.

Tantubazar Technologies Ltd., Level 9, Concord I-K Tower, Gulshan 1, Dhaka 1212`,
    html: tantu_page(
      "Your code is inside - valid for 30 minutes",
      `<h2 style="margin:0 0 14px;font-size:21px;color:#0f766e">Confirm your email</h2>
<p style="margin:0 0 12px">Hi Farhana,</p>
<p style="margin:0 0 16px">You're one step away from listing <b>Rupshi Knit &amp; Textiles Ltd</b> on Tantubazar, the B2B marketplace for yarn, fabric and garment trade.</p>
<p style="margin:0 0 8px">Enter this verification code in the app or on the website:</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px"><tr><td style="padding:12px 26px;background:#ecfdf5;border:1px solid #99f6e4;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:10px;color:#0f766e">604118</td></tr></table>
<p style="margin:0">or confirm with one click:</p>
${
        button(
          "https://click.tantubazar.com/ls/click?upn=vE4xq-2BNw8Rt6_verify-3DJm90aQ2-26uid-3D55120847",
          "Confirm email",
          "#0f766e",
        )
      }
<p style="margin:0;font-size:12px;color:#64748b">The code and link are valid for 30 minutes. If you didn't sign up, ignore this email.</p>`,
      "",
    ),
  },
  {
    family: "tantubazar",
    group: "regional",
    lang: "en",
    kind: "buyer-inquiry",
    code: null,
    link: null,
    from: "Tantubazar Inquiries <inquiry@tantubazar.com>",
    to: ME,
    subject: "New inquiry: 20,000 pcs knitted cardigans - buyer from Rotterdam, NL",
    date: "Wed, 30 Sep 2026 11:09:48 +0600",
    text: `You have a new buying inquiry

Product   : Ladies knitted cardigan, 100% acrylic, 5GG
Quantity  : 20,000 pcs (4 colours)
Target    : USD 5.80 - 6.20 FOB
Delivery  : March 2027, Rotterdam
Buyer     : Textielhuis V.d. Lans B.V. (verified buyer since 2023, 14 orders)
Inquiry ID: INQ-88231904

"Hello, we are looking for a new knitting partner for our spring programme. Please send your best
price and lead time, and photos of similar styles. Regards, Mark"

Reply from your dashboard: https://www.tantubazar.com/seller/inquiries/INQ-88231904?utm_source=email&utm_campaign=inq

Respond within 24 hours to keep your response rate above 90 %.`,
    html: tantu_page(
      "Ladies knitted cardigan, 20,000 pcs, target USD 5.80-6.20 FOB",
      `<p style="margin:0 0 6px;font-size:12px;color:#64748b;text-transform:uppercase;letter-spacing:1px">New buying inquiry</p>
<h2 style="margin:0 0 16px;font-size:20px">20,000 pcs knitted cardigans</h2>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#f8fafc">
<tr><td width="30%" style="color:#64748b">Product</td><td>Ladies knitted cardigan, 100% acrylic, 5GG</td></tr>
<tr><td style="color:#64748b">Quantity</td><td>20,000 pcs (4 colours)</td></tr>
<tr><td style="color:#64748b">Target</td><td>USD 5.80 &ndash; 6.20 FOB</td></tr>
<tr><td style="color:#64748b">Delivery</td><td>March 2027, Rotterdam</td></tr>
<tr><td style="color:#64748b">Buyer</td><td>Textielhuis V.d. Lans B.V. <span style="color:#0f766e">&#10003; verified</span> since 2023, 14 orders</td></tr>
<tr><td style="color:#64748b">Inquiry ID</td><td>INQ-88231904</td></tr>
</table>
<blockquote style="margin:16px 0;padding:10px 14px;border-left:3px solid #0f766e;color:#334155">Hello, we are looking for a new knitting partner for our spring programme. Please send your best price and lead time, and photos of similar styles. Regards, Mark</blockquote>
${
        button(
          "https://www.tantubazar.com/seller/inquiries/INQ-88231904?utm_source=email&amp;utm_campaign=inq",
          "Reply to buyer",
          "#0f766e",
        )
      }
<p style="margin:0;font-size:12px;color:#64748b">Respond within 24 hours to keep your response rate above 90 %.</p>`,
      ` &middot; <a href="https://www.tantubazar.com/settings/notifications?utm_source=email" style="color:#0f766e">Notification settings</a>`,
    ),
    enc: "qp",
  },
  {
    family: "tantubazar",
    group: "regional",
    lang: "bn",
    kind: "newsletter",
    code: null,
    link: null,
    from: "তন্তুবাজার <news@tantubazar.com>",
    to: ME,
    subject: "সুতার দাম এই সপ্তাহে: কটন ৩০/১ কম্বড ৳২.৮৫/পাউন্ড পর্যন্ত",
    date: "Sat, 17 Oct 2026 08:00:00 +0600",
    text: `তন্তুবাজার সাপ্তাহিক বাজার বার্তা — ১৭ অক্টোবর ২০২৬

সুতার দাম (প্রতি পাউন্ড, মিল গেট)
- কটন ৩০/১ কম্বড: $২.৭৫ – $২.৮৫
- কটন ২৪/১ কার্ডেড: $২.৪০ – $২.৫২
- পলিয়েস্টার ১৫০ ডি: $১.১২ – $১.১৮

এই সপ্তাহের খবর
- ইউরোপের ক্রেতারা বসন্ত ২০২৭ মৌসুমের জন্য অর্ডার দিতে শুরু করেছেন
- নিট পোশাক রপ্তানিতে সেপ্টেম্বরে ৬.২% প্রবৃদ্ধি
- লুমএশিয়া এক্সপো ঢাকা ২০২৬: ২৬–২৮ নভেম্বর, আইসিসিবি

বিক্রেতাদের জন্য অফার: প্রিমিয়াম লিস্টিং-এ ২০% ছাড়, কোড PREMIUM20 (৩১ অক্টোবর পর্যন্ত)।

সব খবর পড়ুন: https://www.tantubazar.com/bn/market?utm_source=newsletter&utm_medium=email&utm_campaign=wk42

সাবস্ক্রিপশন বাতিল: https://www.tantubazar.com/unsubscribe?u=55120847&list=weekly-bn`,
    html: tantu_page(
      "কটন ৩০/১ কম্বড $২.৭৫–$২.৮৫, ইউরোপে বসন্ত মৌসুমের অর্ডার শুরু",
      `<h2 style="margin:0 0 6px;font-size:20px;color:#0f766e">সাপ্তাহিক বাজার বার্তা</h2>
<p style="margin:0 0 16px;font-size:12px;color:#64748b">১৭ অক্টোবর ২০২৬</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e2e8f0;font-size:14px">
<tr style="background:#f1f5f9"><th align="left">সুতা</th><th align="right">দাম (প্রতি পাউন্ড)</th></tr>
<tr><td>কটন ৩০/১ কম্বড</td><td align="right">$২.৭৫ – $২.৮৫</td></tr>
<tr><td>কটন ২৪/১ কার্ডেড</td><td align="right">$২.৪০ – $২.৫২</td></tr>
<tr><td>পলিয়েস্টার ১৫০ ডি</td><td align="right">$১.১২ – $১.১৮</td></tr>
</table>
<h3 style="margin:20px 0 8px;font-size:16px">এই সপ্তাহের খবর</h3>
<ul style="margin:0;padding-left:18px">
<li><a href="https://www.tantubazar.com/bn/news/eu-spring-2027?utm_source=newsletter&amp;utm_campaign=wk42" style="color:#0f766e">ইউরোপের ক্রেতারা বসন্ত ২০২৭ মৌসুমের জন্য অর্ডার দিতে শুরু করেছেন</a></li>
<li><a href="https://www.tantubazar.com/bn/news/knit-export-sep?utm_source=newsletter&amp;utm_campaign=wk42" style="color:#0f766e">নিট পোশাক রপ্তানিতে সেপ্টেম্বরে ৬.২% প্রবৃদ্ধি</a></li>
<li>লুমএশিয়া এক্সপো ঢাকা ২০২৬: ২৬–২৮ নভেম্বর, আইসিসিবি</li>
</ul>
<p style="margin:18px 0 0;padding:12px;background:#fef9c3;font-size:13px">বিক্রেতাদের জন্য অফার: প্রিমিয়াম লিস্টিং-এ ২০% ছাড়, কোড <b>PREMIUM20</b> (৩১ অক্টোবর পর্যন্ত)।</p>
${
        button(
          "https://www.tantubazar.com/bn/market?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=wk42",
          "সব খবর পড়ুন",
          "#0f766e",
        )
      }`,
      ` &middot; <a href="https://www.tantubazar.com/unsubscribe?u=55120847&amp;list=weekly-bn" style="color:#0f766e">সাবস্ক্রিপশন বাতিল</a>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Lekhajokha Books (accounting app)

const lekha: Mail[] = [
  {
    family: "lekhajokha-books",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "266451",
    link: null,
    from: "Lekhajokha Books <security@lekhajokha.app>",
    to: ME,
    subject: "Your Lekhajokha verification code",
    date: "Mon, 14 Sep 2026 19:20:45 +0600",
    text: `Hi Farhana,

Use this code to finish signing in to Lekhajokha Books:

    266451

It expires in 15 minutes. For your security, don't forward this email.

Organisation: Rupshi Knit & Textiles Ltd (Business plan, renews 01 Jan 2027)
Browser: Firefox 131 on Windows 11
Time: 14 Sep 2026, 7:20 PM (Asia/Dhaka)

Not you? Reset your password from the sign-in page and turn on an authenticator app.

- The Lekhajokha team
Lekhajokha Software Ltd, 12/A Dhanmondi R/A Road 4, Dhaka 1205`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>a{color:#4f46e5}</style></head>
<body style="margin:0;padding:0;background:#f5f5fa">
${pre("It expires in 15 minutes.")}
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:36px 12px">
<table width="460" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e6e6ef;border-radius:12px">
<tr><td style="padding:28px 32px 8px"><img src="https://assets.lekhajokha.app/email/logo@2x.png" width="126" alt="Lekhajokha"></td></tr>
<tr><td style="padding:8px 32px;font-family:Inter,Arial,sans-serif;font-size:15px;line-height:23px;color:#27272a">
<p style="margin:0 0 14px">Hi Farhana,</p>
<p style="margin:0 0 18px">Use this code to finish signing in to Lekhajokha Books:</p>
<p style="margin:0 0 18px;font-size:34px;font-weight:700;letter-spacing:4px;color:#111">266451</p>
<p style="margin:0 0 18px;color:#52525b">It expires in 15 minutes. For your security, don't forward this email.</p>
<table cellpadding="3" cellspacing="0" border="0" style="font-size:12px;color:#71717a">
<tr><td>Organisation</td><td>Rupshi Knit &amp; Textiles Ltd (Business plan, renews 01 Jan 2027)</td></tr>
<tr><td>Browser</td><td>Firefox 131 on Windows 11</td></tr>
<tr><td>Time</td><td>14 Sep 2026, 7:20 PM (Asia/Dhaka)</td></tr>
</table>
<p style="margin:18px 0 24px;font-size:13px;color:#52525b">Not you? Reset your password from the sign-in page and turn on an authenticator app.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a1a1aa">Lekhajokha Software Ltd &middot; 12/A Dhanmondi R/A Road 4, Dhaka 1205 &middot; <a href="https://lekhajokha.app/help">Help</a> &middot; <a href="https://lekhajokha.app/legal/privacy">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "lekhajokha-books",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://lekhajokha.app/join/org_8Rk2TzQ?invite=inv_01J9W4D7XKQ5M3&src=email",
    from: "Rafiqul Islam via Lekhajokha <invites@lekhajokha.app>",
    to: ME,
    subject: "Rafiqul Islam invited you to Rupshi Knit & Textiles Ltd on Lekhajokha",
    date: "Thu, 01 Oct 2026 11:05:32 +0600",
    headers: [["Reply-To", "Rafiqul Islam <rafiq@rupshitex.com.bd>"]],
    text: `Rafiqul Islam (rafiq@rupshitex.com.bd) invited you to join the organisation
"Rupshi Knit & Textiles Ltd" on Lekhajokha Books as Accountant.

As an Accountant you can create invoices and bills, reconcile bank accounts and run VAT reports.

Join Rupshi Knit & Textiles Ltd:
https://lekhajokha.app/join/org_8Rk2TzQ?invite=inv_01J9W4D7XKQ5M3&src=email

The invitation expires in 7 days. If you weren't expecting it, you can ignore this email.

Lekhajokha Software Ltd, 12/A Dhanmondi R/A Road 4, Dhaka 1205`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f5fa">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:36px 12px">
<table width="500" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e6e6ef;border-radius:12px">
<tr><td align="center" style="padding:30px 32px 6px"><img src="https://assets.lekhajokha.app/avatars/u_51277.png" width="56" height="56" alt="Rafiqul Islam" style="border-radius:28px"></td></tr>
<tr><td align="center" style="padding:8px 32px;font-family:Inter,Arial,sans-serif;font-size:18px;line-height:26px;color:#27272a"><b>Rafiqul Islam</b> invited you to join<br><b>Rupshi Knit &amp; Textiles Ltd</b> as Accountant</td></tr>
<tr><td align="center" style="padding:6px 32px;font-family:Inter,Arial,sans-serif;font-size:14px;line-height:21px;color:#52525b">As an Accountant you can create invoices and bills, reconcile bank accounts and run VAT reports.</td></tr>
<tr><td align="center">${
      button(
        "https://lekhajokha.app/join/org_8Rk2TzQ?invite=inv_01J9W4D7XKQ5M3&amp;src=email",
        "Join organisation",
        "#4f46e5",
      )
    }</td></tr>
<tr><td align="center" style="padding:0 32px 26px;font-family:Inter,Arial,sans-serif;font-size:12px;color:#a1a1aa">The invitation expires in 7 days. If you weren't expecting it, you can ignore this email.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a1a1aa">Lekhajokha Software Ltd &middot; 12/A Dhanmondi R/A Road 4, Dhaka 1205</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "lekhajokha-books",
    group: "consumer",
    lang: "bn",
    kind: "invoice-sent",
    code: null,
    link: null,
    from: "লেখাজোখা বুকস <notifications@lekhajokha.app>",
    to: ME,
    subject: "চালান INV-2026-0412 পাঠানো হয়েছে — সুতারখানা ইয়ার্ন সাপ্লাই",
    date: "Wed, 07 Oct 2026 16:40:21 +0600",
    text: `চালান পাঠানো হয়েছে

রূপসী নিট অ্যান্ড টেক্সটাইলস লিমিটেড থেকে চালান INV-2026-0412 সুতারখানা ইয়ার্ন সাপ্লাই-কে
(accounts@sutarkhana.com.bd) ইমেইলে পাঠানো হয়েছে।

মোট: ৳২,১৮,৭৫০.০০ (ভ্যাট ১৫% সহ)
পরিশোধের শেষ তারিখ: ০৬ নভেম্বর ২০২৬
পাঠিয়েছেন: রফিকুল ইসলাম

ক্রেতা চালান খুললে আপনাকে জানানো হবে।

— লেখাজোখা বুকস`,
    html: `<html><body style="margin:0;background:#f5f5fa;font-family:'Noto Sans Bengali',Inter,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6ef;border-radius:12px">
<tr><td style="padding:22px 28px 0"><img src="https://assets.lekhajokha.app/email/logo@2x.png" width="110" alt="লেখাজোখা"></td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:24px;color:#27272a">
<h3 style="margin:0 0 10px;font-size:18px">চালান পাঠানো হয়েছে</h3>
রূপসী নিট অ্যান্ড টেক্সটাইলস লিমিটেড থেকে চালান <b>INV-2026-0412</b> সুতারখানা ইয়ার্ন সাপ্লাই-কে (accounts@sutarkhana.com.bd) ইমেইলে পাঠানো হয়েছে।
</td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="6" style="font-size:14px;background:#fafafa;border-radius:8px">
<tr><td style="color:#71717a">মোট</td><td align="right"><b>৳২,১৮,৭৫০.০০</b> <span style="font-size:12px;color:#71717a">(ভ্যাট ১৫% সহ)</span></td></tr>
<tr><td style="color:#71717a">পরিশোধের শেষ তারিখ</td><td align="right">০৬ নভেম্বর ২০২৬</td></tr>
<tr><td style="color:#71717a">পাঠিয়েছেন</td><td align="right">রফিকুল ইসলাম</td></tr></table></td></tr>
<tr><td style="padding:16px 28px 24px;font-size:13px;color:#52525b">ক্রেতা চালান খুললে আপনাকে জানানো হবে। <a href="https://lekhajokha.app/o/org_8Rk2TzQ/invoices/INV-2026-0412" style="color:#4f46e5">চালান দেখুন</a></td></tr>
</table>
<p style="font-size:11px;color:#a1a1aa"><a href="https://lekhajokha.app/settings/notifications" style="color:#a1a1aa">নোটিফিকেশন সেটিংস</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Kuasha Drive (cloud storage)

const kuasha: Mail[] = [
  {
    family: "kuasha-drive",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Kuasha Drive <hello@kuashadrive.com>",
    to: ME,
    subject: "Your Kuasha Drive is 92% full",
    date: "Sat, 26 Sep 2026 12:00:05 +0600",
    text: `Your storage is almost full

You've used 184.3 GB of your 200 GB (Team Basic) storage. When it's full, new files and photos
won't sync and shared folders like "AW27 Tech Packs" and "Shipping Docs 2026" will stop updating
for your team.

Upgrade to Team Plus (1 TB) for BDT 1,450/month, or free up space by emptying the bin (12.8 GB).

Manage storage: https://app.kuashadrive.com/settings/storage?utm_source=email&utm_campaign=quota92

Kuasha Cloud Ltd, Kawran Bazar, Dhaka 1215
Unsubscribe from storage tips: https://app.kuashadrive.com/email-prefs?t=tips`,
    html: `<html><body style="margin:0;background:#f0f4f8">
${pre("184.3 GB of 200 GB used")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:Roboto,Arial,sans-serif;color:#1f2933">
<tr><td style="padding:24px 30px 0"><img src="https://cdn.kuashadrive.com/mail/kuasha-logo.png" height="28" alt="Kuasha Drive"></td></tr>
<tr><td style="padding:18px 30px 0;font-size:22px;font-weight:500">Your storage is almost full</td></tr>
<tr><td style="padding:16px 30px 0"><table width="100%" cellpadding="0" cellspacing="0"><tr><td width="92%" height="10" style="background:#e8590c;border-radius:5px 0 0 5px"></td><td width="8%" height="10" style="background:#dde3ea;border-radius:0 5px 5px 0"></td></tr></table>
<div style="font-size:12px;color:#7b8794;margin-top:6px">184.3 GB of 200 GB used (Team Basic)</div></td></tr>
<tr><td style="padding:16px 30px;font-size:14px;line-height:22px;color:#3e4c59">When it's full, new files and photos won't sync and shared folders like &ldquo;AW27 Tech Packs&rdquo; and &ldquo;Shipping Docs 2026&rdquo; will stop updating for your team.<br><br>Upgrade to <b>Team Plus (1 TB)</b> for BDT 1,450/month, or free up space by emptying the bin (12.8 GB).</td></tr>
<tr><td style="padding:0 30px 26px">${
      button(
        "https://app.kuashadrive.com/settings/storage?utm_source=email&amp;utm_campaign=quota92",
        "Manage storage",
        "#2563eb",
      )
    }</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9aa5b1">Kuasha Cloud Ltd &middot; Kawran Bazar, Dhaka 1215 &middot; <a href="https://app.kuashadrive.com/email-prefs?t=tips" style="color:#9aa5b1">Unsubscribe from storage tips</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "kuasha-drive",
    group: "consumer",
    lang: "bn",
    kind: "verify-link",
    code: null,
    link: "https://app.kuashadrive.com/account/confirm-email?c=ZXhwb3J0LXJ1cHNoaS0xMDQ4&lang=bn",
    from: "কুয়াশা ড্রাইভ <hello@kuashadrive.com>",
    to: "Farhana Akter <export@rupshitex.com.bd>",
    subject: "নতুন ইমেইল ঠিকানা নিশ্চিত করুন",
    date: "Mon, 19 Oct 2026 10:31:49 +0600",
    text: `হ্যালো ফারহানা,

আপনার কুয়াশা ড্রাইভ অ্যাকাউন্টের ইমেইল ঠিকানা farhana.akter@rupshitex.com.bd থেকে
export@rupshitex.com.bd তে বদলানোর অনুরোধ পেয়েছি।

পরিবর্তনটি সম্পন্ন করতে নিচের লিংকে যান:
https://app.kuashadrive.com/account/confirm-email?c=ZXhwb3J0LXJ1cHNoaS0xMDQ4&lang=bn

লিংকটি ৪৮ ঘণ্টা কার্যকর থাকবে। নিশ্চিত না করা পর্যন্ত পুরনো ঠিকানাতেই লগইন করবেন।
আপনি অনুরোধ না করে থাকলে এই ইমেইল উপেক্ষা করুন।

কুয়াশা ক্লাউড লিমিটেড, কারওয়ান বাজার, ঢাকা ১২১৫`,
    html: `<html><body style="margin:0;background:#f0f4f8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:'Noto Sans Bengali',Roboto,Arial,sans-serif;color:#1f2933">
<tr><td style="padding:24px 30px 0"><img src="https://cdn.kuashadrive.com/mail/kuasha-logo.png" height="28" alt="কুয়াশা ড্রাইভ"></td></tr>
<tr><td style="padding:18px 30px 0;font-size:20px;font-weight:500">নতুন ইমেইল ঠিকানা নিশ্চিত করুন</td></tr>
<tr><td style="padding:14px 30px 0;font-size:15px;line-height:25px;color:#3e4c59">হ্যালো ফারহানা,<br>আপনার কুয়াশা ড্রাইভ অ্যাকাউন্টের ইমেইল ঠিকানা <b>farhana.akter@rupshitex.com.bd</b> থেকে <b>export@rupshitex.com.bd</b> তে বদলানোর অনুরোধ পেয়েছি।</td></tr>
<tr><td style="padding:0 30px">${
      button(
        "https://app.kuashadrive.com/account/confirm-email?c=ZXhwb3J0LXJ1cHNoaS0xMDQ4&amp;lang=bn",
        "ঠিকানা নিশ্চিত করুন",
        "#2563eb",
      )
    }</td></tr>
<tr><td style="padding:0 30px 26px;font-size:13px;line-height:21px;color:#7b8794">লিংকটি ৪৮ ঘণ্টা কার্যকর থাকবে। নিশ্চিত না করা পর্যন্ত পুরনো ঠিকানাতেই লগইন করবেন। আপনি অনুরোধ না করে থাকলে এই ইমেইল উপেক্ষা করুন।</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9aa5b1">কুয়াশা ক্লাউড লিমিটেড &middot; কারওয়ান বাজার, ঢাকা ১২১৫ &middot; <a href="https://kuashadrive.com/bn/help" style="color:#9aa5b1">সহায়তা</a></p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Sabhaghar Meet (video meetings)

const sabha: Mail[] = [
  {
    family: "sabhaghar-meet",
    group: "consumer",
    lang: "en",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Karin Sjöberg via Sabhaghar <calendar@sabhaghar.io>",
    to: ME,
    subject: "Invitation: AW27 fit review - Nordvik / Rupshi @ Tue 22 Sep 2026 14:00 - 15:00 (BST)",
    date: "Fri, 18 Sep 2026 10:14:00 +0200",
    text: `Karin Sjöberg is inviting you to a Sabhaghar meeting.

AW27 fit review - Nordvik / Rupshi
Tuesday 22 September 2026, 14:00 - 15:00 Bangladesh Standard Time (10:00 - 11:00 CEST)

Join meeting: https://meet.sabhaghar.io/j/84120057734?pwd=Qk9tR2ZqcWtVa1N3

Meeting ID: 841 2005 7734
Passcode: 551902

Dial in by phone
+46 8 505 200 91 Sweden
+880 9610 998877 Bangladesh
Find your local number: https://meet.sabhaghar.io/dialin

Agenda: size set comments 7731-204, yarn shade band approval, ex-factory plan.

Invitation from Sabhaghar Calendar. You are receiving this because you are a guest on this event.`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;font-size:14px;color:#202124">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px">
<tr><td style="padding:20px 24px">
<p style="margin:0 0 4px;font-size:12px;color:#5f6368">Karin Sjöberg is inviting you to a Sabhaghar meeting.</p>
<h2 style="margin:0 0 12px;font-size:20px;font-weight:normal">AW27 fit review &ndash; Nordvik / Rupshi</h2>
<p style="margin:0 0 14px">Tuesday 22 September 2026 &middot; 14:00 &ndash; 15:00 (BST)<br><span style="color:#5f6368">10:00 &ndash; 11:00 CEST</span></p>
<p style="margin:0 0 16px"><a href="https://meet.sabhaghar.io/j/84120057734?pwd=Qk9tR2ZqcWtVa1N3" style="background:#5b3cc4;color:#fff;padding:9px 20px;border-radius:4px;text-decoration:none">Join meeting</a></p>
<table cellpadding="3" cellspacing="0" style="font-size:13px">
<tr><td style="color:#5f6368">Meeting ID</td><td><b>841 2005 7734</b></td></tr>
<tr><td style="color:#5f6368">Passcode</td><td><b>551902</b></td></tr>
</table>
<p style="margin:14px 0 4px;font-size:13px"><b>Dial in by phone</b></p>
<p style="margin:0;font-size:13px">+46 8 505 200 91 Sweden<br>+880 9610 998877 Bangladesh<br><a href="https://meet.sabhaghar.io/dialin">Find your local number</a></p>
<p style="margin:14px 0 0;font-size:13px"><b>Agenda:</b> size set comments 7731-204, yarn shade band approval, ex-factory plan.</p>
<p style="margin:14px 0 0;font-size:13px">Guests: karin.sjoberg@nordvikgroup.se (organiser), farhana.akter@rupshitex.com.bd, rafiq@rupshitex.com.bd</p>
</td></tr>
<tr><td style="padding:12px 24px;border-top:1px solid #dadce0;font-size:11px;color:#70757a">Invitation from Sabhaghar Calendar. You are receiving this because you are a guest on this event. <a href="https://calendar.sabhaghar.io/event?action=RESPOND&amp;eid=ZmJhN2Q0&amp;rst=1">Yes</a> &middot; <a href="https://calendar.sabhaghar.io/event?action=RESPOND&amp;eid=ZmJhN2Q0&amp;rst=2">No</a> &middot; <a href="https://calendar.sabhaghar.io/event?action=RESPOND&amp;eid=ZmJhN2Q0&amp;rst=3">Maybe</a></td></tr>
</table></body></html>`,
    enc: "qp",
    attachment: [
      "invite.ics",
      "text/calendar",
      `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Sabhaghar//Calendar 3.2//EN
METHOD:REQUEST
BEGIN:VEVENT
UID:fba7d4e0-84120057734@sabhaghar.io
DTSTART:20260922T080000Z
DTEND:20260922T090000Z
SUMMARY:AW27 fit review - Nordvik / Rupshi
LOCATION:https://meet.sabhaghar.io/j/84120057734
ORGANIZER;CN=Karin Sjöberg:mailto:karin.sjoberg@nordvikgroup.se
END:VEVENT
END:VCALENDAR
`,
    ],
  },
  {
    family: "sabhaghar-meet",
    group: "consumer",
    lang: "si",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Sabhaghar <no-reply@sabhaghar.io>",
    to: ME,
    subject: "රැස්වීම් ආරාධනය: නූල් සාම්පල සාකච්ඡාව — බ්‍රහස්පතින්දා 08 ඔක්තෝබර්",
    date: "Mon, 05 Oct 2026 16:22:10 +0530",
    text: `නිලන්ති පෙරේරා ඔබට Sabhaghar රැස්වීමකට ආරාධනා කරයි.

මාතෘකාව: නූල් සාම්පල සාකච්ඡාව — Sapphire Weave Lanka / Rupshi
දිනය: 2026 ඔක්තෝබර් 08, බ්‍රහස්පතින්දා
වේලාව: පෙ.ව. 11:00 – 11:45 (ශ්‍රී ලංකා වේලාව) / පෙ.ව. 11:30 (බංග්ලාදේශ වේලාව)

රැස්වීමට සම්බන්ධ වන්න: https://meet.sabhaghar.io/j/62077431188?pwd=dGhyZWFkLXNhbXBsZQ

රැස්වීම් හැඳුනුම් අංකය: 620 7743 1188
මුරකේතය: 7rQ2xe

දුරකථනයෙන් සම්බන්ධ වීමට: +94 11 754 2200 (ශ්‍රී ලංකාව)

Sabhaghar Calendar`,
    html:
      `<html><body style="margin:0;font-family:'Noto Sans Sinhala','Iskoola Pota',Arial,sans-serif;font-size:14px;color:#202124">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px">
<tr><td style="padding:20px 24px">
<p style="margin:0 0 4px;font-size:12px;color:#5f6368">නිලන්ති පෙරේරා ඔබට Sabhaghar රැස්වීමකට ආරාධනා කරයි.</p>
<h2 style="margin:0 0 12px;font-size:19px;font-weight:normal">නූල් සාම්පල සාකච්ඡාව — Sapphire Weave Lanka / Rupshi</h2>
<p style="margin:0 0 14px">2026 ඔක්තෝබර් 08, බ්‍රහස්පතින්දා<br>පෙ.ව. 11:00 – 11:45 (ශ්‍රී ලංකා වේලාව)</p>
<p style="margin:0 0 16px"><a href="https://meet.sabhaghar.io/j/62077431188?pwd=dGhyZWFkLXNhbXBsZQ" style="background:#5b3cc4;color:#fff;padding:9px 20px;border-radius:4px;text-decoration:none">රැස්වීමට සම්බන්ධ වන්න</a></p>
<table cellpadding="3" cellspacing="0" style="font-size:13px">
<tr><td style="color:#5f6368">රැස්වීම් හැඳුනුම් අංකය</td><td><b>620 7743 1188</b></td></tr>
<tr><td style="color:#5f6368">මුරකේතය</td><td><b>7rQ2xe</b></td></tr>
</table>
<p style="margin:14px 0 0;font-size:13px">දුරකථනයෙන්: +94 11 754 2200 (ශ්‍රී ලංකාව)</p>
</td></tr>
<tr><td style="padding:12px 24px;border-top:1px solid #dadce0;font-size:11px;color:#70757a">Sabhaghar Calendar &middot; <a href="https://sabhaghar.io/si/help">උදව්</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Nirjhor Telecom

const nirjhor: Mail[] = [
  {
    family: "nirjhor-telecom",
    group: "regional",
    lang: "bn",
    kind: "bill",
    code: null,
    link: null,
    from: "নির্ঝর টেলিকম <ebill@nirjhortel.com.bd>",
    to: ME,
    subject: "আপনার সেপ্টেম্বর ২০২৬ মাসের ই-বিল (কর্পোরেট অ্যাকাউন্ট ৮৮০১২৪৪৭)",
    date: "Fri, 02 Oct 2026 07:30:00 +0600",
    text: `সম্মানিত গ্রাহক,

রূপসী নিট অ্যান্ড টেক্সটাইলস লিমিটেড-এর কর্পোরেট অ্যাকাউন্টের সেপ্টেম্বর ২০২৬ মাসের বিল সংযুক্ত করা হলো।

অ্যাকাউন্ট নম্বর: ৮৮০১২৪৪৭
বিল নম্বর: NT-CB-2609-0031877
সংযোগ সংখ্যা: ১৮টি (পোস্টপেইড)
বিলের পরিমাণ: ৳২৩,৬৮০.৪০ (ভ্যাট ও সম্পূরক শুল্ক সহ)
পরিশোধের শেষ তারিখ: ২০ অক্টোবর ২০২৬

পরিশোধের মাধ্যম: নির্ঝর অ্যাপ, ব্যাংক ট্রান্সফার বা মোবাইল ব্যাংকিং।
কর্পোরেট হেল্পলাইন: ০১৯০০-১২১২১২

ধন্যবাদান্তে,
নির্ঝর টেলিকম লিমিটেড`,
    html: `<html><body style="margin:0;background:#eaf4fb;font-family:'Noto Sans Bengali',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:14px 22px;background:#00a6d6"><img src="https://www.nirjhortel.com.bd/mail/logo-nirjhor.png" height="34" alt="নির্ঝর টেলিকম"></td><td align="right" style="padding:14px 22px;background:#00a6d6;color:#fff;font-size:13px">ই-বিল</td></tr>
<tr><td colspan="2" style="padding:22px;font-size:14px;line-height:23px;color:#333">সম্মানিত গ্রাহক,<br>রূপসী নিট অ্যান্ড টেক্সটাইলস লিমিটেড-এর কর্পোরেট অ্যাকাউন্টের সেপ্টেম্বর ২০২৬ মাসের বিল সংযুক্ত করা হলো।</td></tr>
<tr><td colspan="2" style="padding:0 22px"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #d6e9f3">
<tr style="background:#f4fafd"><td>অ্যাকাউন্ট নম্বর</td><td align="right">৮৮০১২৪৪৭</td></tr>
<tr><td>বিল নম্বর</td><td align="right">NT-CB-2609-0031877</td></tr>
<tr style="background:#f4fafd"><td>সংযোগ সংখ্যা</td><td align="right">১৮টি (পোস্টপেইড)</td></tr>
<tr><td><b>বিলের পরিমাণ</b></td><td align="right"><b>৳২৩,৬৮০.৪০</b></td></tr>
<tr style="background:#f4fafd"><td>পরিশোধের শেষ তারিখ</td><td align="right" style="color:#d32f2f">২০ অক্টোবর ২০২৬</td></tr>
</table></td></tr>
<tr><td colspan="2" style="padding:16px 22px;font-size:13px;color:#555">পরিশোধের মাধ্যম: নির্ঝর অ্যাপ, ব্যাংক ট্রান্সফার বা মোবাইল ব্যাংকিং। <a href="https://www.nirjhortel.com.bd/corporate/pay" style="color:#00a6d6">অনলাইনে পরিশোধ</a><br>কর্পোরেট হেল্পলাইন: ০১৯০০-১২১২১২</td></tr>
<tr><td colspan="2" style="padding:12px 22px;background:#f5f5f5;font-size:11px;color:#888">নির্ঝর টেলিকম লিমিটেড &middot; নির্ঝর টাওয়ার, তেজগাঁও শিল্প এলাকা, ঢাকা ১২০৮ &middot; <a href="https://www.nirjhortel.com.bd/privacy" style="color:#888">গোপনীয়তা</a> &middot; <a href="https://www.facebook.com/nirjhortelecom" style="color:#888">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
    attachment: [
      "NT_eBill_88012447_Sep2026.pdf",
      "application/pdf",
      pdf("NIRJHOR TELECOM - CORPORATE BILL SEP 2026", [
        "Account 88012447  Bill NT-CB-2609-0031877",
        "18 postpaid connections  Total BDT 23,680.40",
        "Due date 20-10-2026",
      ]),
    ],
  },
  {
    family: "nirjhor-telecom",
    group: "regional",
    lang: "bn",
    kind: "verify-code",
    code: "381947",
    link: null,
    from: "নির্ঝর টেলিকম <noreply@nirjhortel.com.bd>",
    to: ME,
    subject: "কর্পোরেট সেলফ-কেয়ার পোর্টাল: আপনার যাচাই কোড",
    date: "Sat, 03 Oct 2026 12:14:28 +0600",
    text: `নির্ঝর কর্পোরেট সেলফ-কেয়ার

আপনার ইমেইল ঠিকানা যাচাই করতে নিচের কোডটি পোর্টালে লিখুন:

381947

কোডটি ১০ মিনিট কার্যকর। অ্যাকাউন্ট: ৮৮০১২৪৪৭

আপনি অনুরোধ না করে থাকলে ০১৯০০-১২১২১২ নম্বরে জানান।
নির্ঝর টেলিকম লিমিটেড`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Noto Sans Bengali',Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;border:1px solid #e0e0e0">
<div style="background:#00a6d6;padding:12px 20px"><img src="https://www.nirjhortel.com.bd/mail/logo-nirjhor.png" height="28" alt="নির্ঝর টেলিকম"></div>
<div style="padding:22px 20px;font-size:15px;line-height:24px;color:#333">
<div style="font-size:17px;font-weight:bold;margin-bottom:10px">নির্ঝর কর্পোরেট সেলফ-কেয়ার</div>
আপনার ইমেইল ঠিকানা যাচাই করতে নিচের কোডটি পোর্টালে লিখুন:
<div style="margin:18px 0;text-align:center"><span style="font-size:30px;font-weight:bold;letter-spacing:9px;background:#e6f7fc;padding:10px 20px;border-radius:6px;color:#007ea3">381947</span></div>
<span style="font-size:13px;color:#666">কোডটি ১০ মিনিট কার্যকর। অ্যাকাউন্ট: ৮৮০১২৪৪৭<br>আপনি অনুরোধ না করে থাকলে ০১৯০০-১২১২১২ নম্বরে জানান।</span>
</div>
<div style="padding:10px 20px;background:#f5f5f5;font-size:11px;color:#888">© ২০২৬ নির্ঝর টেলিকম লিমিটেড</div>
</div></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Alokdhara Bidyut (electricity distributor)

const alok: Mail[] = [
  {
    family: "alokdhara-bidyut",
    group: "regional",
    lang: "bn",
    kind: "bill",
    code: null,
    link: null,
    from: "আলোকধারা বিদ্যুৎ বিতরণ কোম্পানি <bill@alokdhara.org.bd>",
    to: ME,
    subject: "বিদ্যুৎ বিল — সেপ্টেম্বর ২০২৬ — হিসাব নং ৪১০২৩৩৮৭",
    date: "Sun, 04 Oct 2026 09:00:00 +0600",
    text: `আলোকধারা বিদ্যুৎ বিতরণ কোম্পানি লিমিটেড
ফতুল্লা বিক্রয় ও বিতরণ বিভাগ

গ্রাহকের নাম: রূপসী নিট অ্যান্ড টেক্সটাইলস লিঃ
হিসাব নং: ৪১০২৩৩৮৭
ট্যারিফ: শিল্প (এলটি-সি১)
মিটার নং: ৩৩০০৫৯৮১২২
বিলের মাস: সেপ্টেম্বর ২০২৬
পূর্ববর্তী রিডিং: ১,৮৪,২১০  বর্তমান রিডিং: ১,৯৩,৬৪৮
ব্যবহৃত ইউনিট: ৯,৪৩৮ কিলোওয়াট-ঘণ্টা
মোট বিল: ৳১,১২,৭৩৫.০০ (ভ্যাট ৫% সহ)
বিলম্ব মাশুলসহ (৩০/১০/২০২৬ এর পরে): ৳১,১৮,৩৭১.০০
পরিশোধের শেষ তারিখ: ৩০ অক্টোবর ২০২৬

মোবাইল ব্যাংকিং বা তফসিলি ব্যাংকের যেকোনো শাখায় বিল পরিশোধ করা যাবে।
অভিযোগ: ১৬১১৬ (২৪ ঘণ্টা)`,
    html: null,
    enc: "8bit",
  },
  {
    family: "alokdhara-bidyut",
    group: "regional",
    lang: "en",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Alokdhara Bidyut <payment@alokdhara.org.bd>",
    to: ME,
    subject: "Payment received - Account 41023387 - BDT 112,735.00",
    date: "Tue, 20 Oct 2026 14:05:51 +0600",
    text: `Dear Customer,

We have received your electricity bill payment.

Account no.     : 41023387
Customer        : RUPSHI KNIT & TEXTILES LTD
Bill month      : September 2026
Amount paid     : BDT 112,735.00
Paid through    : Jamuna Setu Bank PLC (iBanking)
Transaction ref : ADB20261020-774102
Date            : 20-10-2026 14:03

Thank you for paying on time.

Alokdhara Bidyut Bitoron Company Ltd.
Hotline 16116 | www.alokdhara.org.bd`,
    html: `<html><body style="margin:0;font-family:Calibri,Arial,sans-serif;font-size:14px;color:#222">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8dc">
<tr><td style="background:#ffc107;padding:10px 18px"><img src="https://www.alokdhara.org.bd/images/logo-abbcl.png" height="36" alt="Alokdhara Bidyut"></td></tr>
<tr><td style="padding:18px">
<p>Dear Customer,</p>
<p>We have received your electricity bill payment.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td>Account no.</td><td>: 41023387</td></tr>
<tr><td>Customer</td><td>: RUPSHI KNIT &amp; TEXTILES LTD</td></tr>
<tr><td>Bill month</td><td>: September 2026</td></tr>
<tr><td>Amount paid</td><td>: <b>BDT 112,735.00</b></td></tr>
<tr><td>Paid through</td><td>: Jamuna Setu Bank PLC (iBanking)</td></tr>
<tr><td>Transaction ref</td><td>: ADB20261020-774102</td></tr>
<tr><td>Date</td><td>: 20-10-2026 14:03</td></tr>
</table>
<p>Thank you for paying on time.</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#eceff1;font-size:11px;color:#607d8b">Alokdhara Bidyut Bitoron Company Ltd. &middot; Hotline 16116 &middot; <a href="https://www.alokdhara.org.bd">www.alokdhara.org.bd</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Shankhachil Airways

const shankha: Mail[] = [
  {
    family: "shankhachil-airways",
    group: "regional",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Shankhachil Airways <reservations@flyshankhachil.com>",
    to: ME,
    subject: "Booking confirmed - PNR K7QX4M - Dhaka to Colombo, 11 Oct 2026",
    date: "Tue, 22 Sep 2026 21:47:03 +0600",
    text: `Thank you for flying Shankhachil Airways

Booking reference (PNR): K7QX4M
E-ticket number: 417-2390665184

Passenger: MS FARHANA AKTER

Outbound  BS 331  Sun 11 Oct 2026  DAC 09:40 -> CMB 12:35  Economy (V)  Baggage 30 kg
Return    BS 332  Thu 15 Oct 2026  CMB 13:35 -> DAC 17:40  Economy (V)  Baggage 30 kg

Fare        : BDT 38,200
Taxes & fees: BDT 9,615
Total paid  : BDT 47,815 (Visa ending 4821)

Online check-in opens 48 hours before departure. Please carry your passport (valid at least 6 months)
and Sri Lanka ETA approval.

Manage booking: https://www.flyshankhachil.com/manage?pnr=K7QX4M&ln=AKTER

Shankhachil Airways Ltd., Airport Road, Nikunja-2, Dhaka 1229 | Call centre 13600`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1f3f6">
${pre("DAC-CMB 11 Oct, CMB-DAC 15 Oct - e-ticket 417-2390665184")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#1d2733">
<tr><td style="background:#102a5c;padding:16px 24px"><img src="https://www.flyshankhachil.com/email/logo-white.png" height="36" alt="Shankhachil Airways"></td><td align="right" style="background:#102a5c;padding:16px 24px;color:#f5b700;font-size:12px">Booking reference<br><b style="font-size:22px;color:#fff;letter-spacing:2px">K7QX4M</b></td></tr>
<tr><td colspan="2" style="padding:22px 24px 8px"><h2 style="margin:0;font-size:20px">Your booking is confirmed</h2><p style="margin:6px 0 0;color:#5a6776">Passenger: MS FARHANA AKTER &middot; E-ticket 417-2390665184</p></td></tr>
<tr><td colspan="2" style="padding:12px 24px"><table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #dde3ea;font-size:13px">
<tr style="background:#f5f7fa"><th align="left">Flight</th><th align="left">Date</th><th align="left">From</th><th align="left">To</th><th align="left">Cabin</th></tr>
<tr><td>BS 331</td><td>Sun 11 Oct 2026</td><td>DAC 09:40</td><td>CMB 12:35</td><td>Economy (V)</td></tr>
<tr><td>BS 332</td><td>Thu 15 Oct 2026</td><td>CMB 13:35</td><td>DAC 17:40</td><td>Economy (V)</td></tr>
</table><p style="font-size:12px;color:#5a6776">Baggage allowance: 30 kg checked, 7 kg cabin</p></td></tr>
<tr><td colspan="2" style="padding:0 24px"><table width="100%" cellpadding="5" style="font-size:13px">
<tr><td>Fare</td><td align="right">BDT 38,200</td></tr><tr><td>Taxes &amp; fees</td><td align="right">BDT 9,615</td></tr>
<tr><td><b>Total paid</b></td><td align="right"><b>BDT 47,815</b> (Visa &bull;&bull;&bull;&bull; 4821)</td></tr></table></td></tr>
<tr><td colspan="2" style="padding:14px 24px;font-size:13px;color:#5a6776">Online check-in opens 48 hours before departure. Please carry your passport (valid at least 6 months) and Sri Lanka ETA approval.</td></tr>
<tr><td colspan="2" style="padding:0 24px 20px"><a href="https://www.flyshankhachil.com/manage?pnr=K7QX4M&amp;ln=AKTER" style="color:#102a5c;font-weight:bold">Manage booking</a> &nbsp;|&nbsp; <a href="https://www.flyshankhachil.com/baggage" style="color:#102a5c">Baggage rules</a></td></tr>
<tr><td colspan="2" style="padding:12px 24px;background:#eef1f5;font-size:11px;color:#7a8694">Shankhachil Airways Ltd. &middot; Airport Road, Nikunja-2, Dhaka 1229 &middot; Call centre 13600 &middot; &copy; 2026</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "shankhachil-airways",
    group: "regional",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Shankhachil Airways <noreply@flyshankhachil.com>",
    to: ME,
    subject: "Schedule change for your flight BS 332 on 15 Oct (PNR K7QX4M)",
    date: "Fri, 09 Oct 2026 18:02:40 +0600",
    text: `Dear MS FARHANA AKTER,

Due to an operational reason, the timing of your return flight has changed.

BS 332  Colombo (CMB) -> Dhaka (DAC)  Thursday 15 Oct 2026
  Previous: dep 13:35  arr 17:40
  New:      dep 15:10  arr 19:15

No action is required if the new time suits you. If it does not, you may change to another
Shankhachil flight or request a refund without fee by calling 13600 (+880 9606 13600 from abroad).

We regret the inconvenience.
Shankhachil Airways`,
    html: null,
  },
];

// ---------------------------------------------------------------- LoomAsia Expo Dhaka (trade fair)

const loom: Mail[] = [
  {
    family: "loomasia-expo",
    group: "regional",
    lang: "en",
    kind: "confirm-registration",
    code: null,
    link: "https://register.loomasiaexpo.com/e/dhaka2026/confirm?rid=VR-26-118450&k=a81fd3c02e",
    from: "LoomAsia Expo Dhaka 2026 <visitor@loomasiaexpo.com>",
    to: ME,
    subject: "Action required: confirm your trade visitor registration - LoomAsia Expo Dhaka 2026",
    date: "Mon, 12 Oct 2026 22:10:19 +0600",
    text: `LoomAsia Expo Dhaka 2026
26-28 November 2026 | International Convention City Bashundhara (ICCB), Dhaka

Dear Ms Farhana Akter,

Thank you for registering as a trade visitor (Registration ID VR-26-118450).

Please confirm your registration to receive your e-badge:
https://register.loomasiaexpo.com/e/dhaka2026/confirm?rid=VR-26-118450&k=a81fd3c02e

Unconfirmed registrations are released after 72 hours.

Company : Rupshi Knit & Textiles Ltd
Category: Knitwear manufacturer / exporter
Interests: Flat knitting machines, yarn, dyes & chemicals

Opening hours: 10:00 - 18:00 daily. Entry is free for registered trade visitors; under-18s are
not admitted.

LoomAsia Exhibitions Pvt Ltd, House 58, Road 7, Block H, Banani, Dhaka 1213 | +880 1713-044880
Unsubscribe from show updates: https://register.loomasiaexpo.com/unsubscribe?rid=VR-26-118450`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#1a1033">
${pre("Confirm within 72 hours to receive your e-badge")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td><a href="https://www.loomasiaexpo.com/dhaka?utm_source=reg&amp;utm_medium=email"><img src="https://www.loomasiaexpo.com/mail/dhaka2026-banner.jpg" width="600" height="180" alt="LoomAsia Expo Dhaka 2026 &middot; 26-28 November &middot; ICCB" style="display:block;border:0"></a></td></tr>
<tr><td style="padding:26px 30px;font-family:Montserrat,Arial,sans-serif;font-size:14px;line-height:22px;color:#2a2140">
<p>Dear Ms Farhana Akter,</p>
<p>Thank you for registering as a trade visitor (Registration ID <b>VR-26-118450</b>).</p>
<p>Please confirm your registration to receive your e-badge. Unconfirmed registrations are released after 72 hours.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:20px 0"><tr><td bgcolor="#e4007c" style="border-radius:24px"><a href="https://register.loomasiaexpo.com/e/dhaka2026/confirm?rid=VR-26-118450&amp;k=a81fd3c02e" style="display:inline-block;padding:12px 32px;font-weight:bold;color:#fff;text-decoration:none">CONFIRM MY REGISTRATION</a></td></tr></table>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#5b5170">
<tr><td>Company</td><td>Rupshi Knit &amp; Textiles Ltd</td></tr>
<tr><td>Category</td><td>Knitwear manufacturer / exporter</td></tr>
<tr><td>Interests</td><td>Flat knitting machines, yarn, dyes &amp; chemicals</td></tr>
</table>
<p style="font-size:13px;color:#5b5170">Opening hours: 10:00 &ndash; 18:00 daily. Entry is free for registered trade visitors; under-18s are not admitted.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f4f1fa;font-family:Arial,sans-serif;font-size:11px;color:#8a8399">LoomAsia Exhibitions Pvt Ltd &middot; House 58, Road 7, Block H, Banani, Dhaka 1213 &middot; +880 1713-044880<br>
<a href="https://www.facebook.com/loomasiaexpo" style="color:#8a8399">Facebook</a> &middot; <a href="https://www.linkedin.com/company/loomasia-expo" style="color:#8a8399">LinkedIn</a> &middot; <a href="https://register.loomasiaexpo.com/unsubscribe?rid=VR-26-118450" style="color:#8a8399">Unsubscribe from show updates</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "loomasia-expo",
    group: "regional",
    lang: "en",
    kind: "e-badge",
    code: null,
    link: null,
    from: "LoomAsia Expo Dhaka 2026 <visitor@loomasiaexpo.com>",
    to: ME,
    subject: "Your e-badge for LoomAsia Expo Dhaka 2026",
    date: "Mon, 12 Oct 2026 22:14:55 +0600",
    text: `Your registration is confirmed.

Name           : Farhana Akter
Company        : Rupshi Knit & Textiles Ltd
Registration ID: VR-26-118450
Badge type     : Trade Visitor

Show your e-badge (QR code attached in the HTML version of this e-mail or in the LoomAsia app) at
the fast-track counters, Hall 2 entrance. Please bring a business card or company ID.

Dates: 26-28 November 2026, 10:00 - 18:00
Venue: ICCB, Kuril, Dhaka 1229

Seminar programme: https://www.loomasiaexpo.com/dhaka/seminars
Hotel partners with show rates from USD 85/night: https://www.loomasiaexpo.com/dhaka/hotels

See you at the show!`,
    html: `<html><body style="margin:0;background:#f4f1fa;font-family:Montserrat,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="420" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden">
<tr><td style="background:#e4007c;padding:14px 20px;color:#fff;font-size:13px;letter-spacing:1px">LOOMASIA EXPO DHAKA 2026 &middot; TRADE VISITOR</td></tr>
<tr><td align="center" style="padding:22px 20px 6px"><img src="https://register.loomasiaexpo.com/qr/VR-26-118450.png" width="180" height="180" alt="QR VR-26-118450"></td></tr>
<tr><td align="center" style="padding:6px 20px 20px;font-size:14px;color:#2a2140"><b style="font-size:20px">Farhana Akter</b><br>Rupshi Knit &amp; Textiles Ltd<br><span style="color:#8a8399;font-size:12px">VR-26-118450</span></td></tr>
<tr><td style="padding:14px 20px;background:#faf8fd;font-size:12px;color:#5b5170;line-height:19px">26&ndash;28 November 2026, 10:00&ndash;18:00 &middot; ICCB, Kuril, Dhaka 1229<br>Fast-track counters at Hall 2 entrance. Please bring a business card or company ID.<br><a href="https://www.loomasiaexpo.com/dhaka/seminars" style="color:#e4007c">Seminar programme</a> &middot; <a href="https://www.loomasiaexpo.com/dhaka/hotels" style="color:#e4007c">Hotel partners</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Kelani Merchant Bank (Sri Lanka)

const kelani: Mail[] = [
  {
    family: "kelani-merchant-bank",
    group: "regional",
    lang: "si",
    kind: "login-code",
    code: "64028173",
    link: null,
    from: "Kelani Merchant Bank <eservices@kelanimerchant.lk>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "KMB Online: ඔබගේ එක් වරක් මුරපදය (OTP)",
    date: "Mon, 12 Oct 2026 10:18:36 +0530",
    text: `හිතවත් පාරිභෝගිකය,

KMB Online Business වෙත පිවිසීම සඳහා ඔබගේ එක් වරක් මුරපදය (OTP):

6402 8173

මෙය විනාඩි 5ක් සඳහා පමණක් වලංගු වේ. ගිණුම: ****-****-3306 (LKR)
ඉල්ලීම් කළ වේලාව: 2026-10-12 10:18 (ශ්‍රී ලංකා වේලාව)

මෙම මුරපදය කිසිවෙකු සමඟ බෙදා නොගන්න. බැංකුව කිසි විටෙක දුරකථනයෙන් OTP ඉල්ලා නොසිටී.
ඔබ මෙය ඉල්ලා නොසිටියේ නම්, වහාම +94 11 230 8800 අමතන්න.

කැලණි මර්චන්ට් බැංකුව පීඑල්සී
අංක 210, ධර්මපාල මාවත, කොළඹ 07`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f0ea">
${pre("OTP විනාඩි 5ක් සඳහා වලංගු වේ")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-bottom:4px solid #7b1e3b;font-family:'Noto Sans Sinhala','Iskoola Pota',Arial,sans-serif">
<tr><td style="padding:16px 24px;background:#7b1e3b"><img src="https://www.kelanimerchant.lk/assets/mail/kmb-logo-light.png" height="34" alt="Kelani Merchant Bank"></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:15px;line-height:25px;color:#333">හිතවත් පාරිභෝගිකය,<br>KMB Online Business වෙත පිවිසීම සඳහා ඔබගේ එක් වරක් මුරපදය (OTP):</td></tr>
<tr><td align="center" style="padding:12px 24px"><table cellpadding="0" cellspacing="0"><tr><td style="border:2px solid #7b1e3b;padding:10px 26px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:5px;color:#7b1e3b">6402&nbsp;8173</td></tr></table></td></tr>
<tr><td style="padding:8px 24px 20px;font-size:13px;line-height:22px;color:#555">මෙය විනාඩි 5ක් සඳහා පමණක් වලංගු වේ. ගිණුම: ****-****-3306 (LKR)<br>ඉල්ලීම් කළ වේලාව: 2026-10-12 10:18 (ශ්‍රී ලංකා වේලාව)<br><br>මෙම මුරපදය කිසිවෙකු සමඟ බෙදා නොගන්න. බැංකුව කිසි විටෙක දුරකථනයෙන් OTP ඉල්ලා නොසිටී. ඔබ මෙය ඉල්ලා නොසිටියේ නම්, වහාම <b>+94 11 230 8800</b> අමතන්න.</td></tr>
<tr><td style="padding:12px 24px;background:#faf8f4;font-size:11px;color:#8a8175">කැලණි මර්චන්ට් බැංකුව පීඑල්සී &middot; අංක 210, ධර්මපාල මාවත, කොළඹ 07 &middot; ශ්‍රී ලංකා මහ බැංකුවේ බලපත්‍රලාභී වාණිජ බැංකුවකි &middot; <a href="https://www.kelanimerchant.lk/si/privacy" style="color:#7b1e3b">පෞද්ගලිකත්ව ප්‍රතිපත්තිය</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kelani-merchant-bank",
    group: "regional",
    lang: "si",
    kind: "transfer-alert",
    code: null,
    link: null,
    from: "Kelani Merchant Bank <alerts@kelanimerchant.lk>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "ගනුදෙනු දැනුම්දීම: LKR 1,245,600.00 ක් බැර කරන ලදී",
    date: "Wed, 14 Oct 2026 15:51:02 +0530",
    text: `KMB ගනුදෙනු දැනුම්දීම

ගිණුම         : ****-****-3306 (RUPSHI KNIT & TEXTILES LTD - LK BRANCH OFFICE)
ගනුදෙනු වර්ගය : SLIPS බැර කිරීම
මුදල          : LKR 1,245,600.00
ගෙවන්නා       : SAPPHIRE WEAVE LANKA (PVT) LTD
විස්තරය       : INV SWL-2026-0877 YARN DYEING CHARGES REFUND
දිනය / වේලාව   : 2026-10-14 15:49
ලබා ගත හැකි ශේෂය: LKR 3,018,442.75

මෙය ස්වයංක්‍රීය දැනුම්දීමකි. කරුණාකර පිළිතුරු නොදෙන්න.
විමසීම්: +94 11 230 8800 | www.kelanimerchant.lk`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Nelum Pay (Sri Lankan wallet, Tamil)

const nelum: Mail[] = [
  {
    family: "nelum-pay",
    group: "regional",
    lang: "ta",
    kind: "login-code",
    code: "559302",
    link: null,
    from: "Nelum Pay <no-reply@nelumpay.lk>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "நெளும் பே: உங்கள் சரிபார்ப்புக் குறியீடு 559302",
    date: "Sun, 11 Oct 2026 19:40:12 +0530",
    text: `வணக்கம்,

புதிய சாதனத்தில் உங்கள் நெளும் பே கணக்கில் உள்நுழைய கீழே உள்ள குறியீட்டைப் பயன்படுத்தவும்:

559302

இந்தக் குறியீடு 3 நிமிடங்களுக்கு மட்டுமே செல்லுபடியாகும்.
கணக்கு: +94 77 ••• 4410
சாதனம்: Samsung Galaxy A35, கொழும்பு

இந்தக் குறியீட்டை யாரிடமும் பகிர வேண்டாம். நீங்கள் கோரவில்லை என்றால் 1919 ஐ அழைக்கவும்.

நெளும் பே (பிரைவேட்) லிமிடெட், 45 காலி வீதி, கொழும்பு 03`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf2f6;font-family:'Noto Sans Tamil','Latha',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px">
<tr><td align="center" style="padding:24px 20px 4px"><img src="https://static.nelumpay.lk/mail/lotus-mark.png" width="48" height="48" alt="Nelum Pay"></td></tr>
<tr><td align="center" style="padding:6px 24px;font-size:18px;font-weight:bold;color:#9d174d">புதிய சாதனத்தில் உள்நுழைவு</td></tr>
<tr><td style="padding:8px 26px;font-size:14px;line-height:23px;color:#444">வணக்கம்,<br>புதிய சாதனத்தில் உங்கள் நெளும் பே கணக்கில் உள்நுழைய கீழே உள்ள குறியீட்டைப் பயன்படுத்தவும்:</td></tr>
<tr><td align="center" style="padding:14px 0"><table cellpadding="0" cellspacing="0"><tr>
${digit_cells("559302", "#f9a8d4")}
</tr></table></td></tr>
<tr><td style="padding:6px 26px 22px;font-size:13px;line-height:21px;color:#666">இந்தக் குறியீடு 3 நிமிடங்களுக்கு மட்டுமே செல்லுபடியாகும்.<br>கணக்கு: +94 77 ••• 4410 &middot; சாதனம்: Samsung Galaxy A35, கொழும்பு<br><br>இந்தக் குறியீட்டை யாரிடமும் பகிர வேண்டாம். நீங்கள் கோரவில்லை என்றால் <b>1919</b> ஐ அழைக்கவும்.</td></tr>
</table>
<p style="font-size:11px;color:#a78b99">நெளும் பே (பிரைவேட்) லிமிடெட் &middot; 45 காலி வீதி, கொழும்பு 03 &middot; <a href="https://nelumpay.lk/ta/help" style="color:#9d174d">உதவி</a></p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "nelum-pay",
    group: "regional",
    lang: "ta",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Nelum Pay <receipts@nelumpay.lk>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "கட்டண ரசீது — Rs. 18,750.00 — ஹோட்டல் ஓஷன் ப்ரீஸ், கொழும்பு",
    date: "Wed, 14 Oct 2026 08:12:47 +0530",
    text: `கட்டணம் வெற்றிகரமாக செலுத்தப்பட்டது

வணிகர்: ஹோட்டல் ஓஷன் ப்ரீஸ், காலி வீதி, கொழும்பு 03
தொகை: Rs. 18,750.00
பரிவர்த்தனை எண்: NP2610140812-66391
தேதி: 14-10-2026 காலை 08:12
செலுத்திய முறை: நெளும் பே இருப்பு
மீதமுள்ள இருப்பு: Rs. 4,380.50

இந்தப் பரிவர்த்தனை நீங்கள் செய்யவில்லை என்றால் உடனடியாக 1919 ஐ அழைக்கவும்.

நெளும் பே`,
    html: `<html><body style="margin:0;font-family:'Noto Sans Tamil',Arial,sans-serif;background:#ffffff">
<div style="max-width:460px;margin:20px auto;border:1px solid #f3d1e0;border-radius:12px;overflow:hidden">
<div style="background:#9d174d;color:#fff;padding:14px 20px;font-size:15px">நெளும் பே &middot; கட்டண ரசீது</div>
<div style="padding:20px;text-align:center"><div style="font-size:14px;color:#16a34a">கட்டணம் வெற்றிகரமாக செலுத்தப்பட்டது</div><div style="font-size:28px;font-weight:bold;color:#222;margin:8px 0">Rs. 18,750.00</div><div style="font-size:13px;color:#666">ஹோட்டல் ஓஷன் ப்ரீஸ், காலி வீதி, கொழும்பு 03</div></div>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;color:#444;border-top:1px solid #f3d1e0">
<tr><td>பரிவர்த்தனை எண்</td><td align="right">NP2610140812-66391</td></tr>
<tr><td>தேதி</td><td align="right">14-10-2026 காலை 08:12</td></tr>
<tr><td>செலுத்திய முறை</td><td align="right">நெளும் பே இருப்பு</td></tr>
<tr><td>மீதமுள்ள இருப்பு</td><td align="right">Rs. 4,380.50</td></tr>
</table>
<div style="padding:14px 20px;background:#fdf2f6;font-size:12px;color:#777">இந்தப் பரிவர்த்தனை நீங்கள் செய்யவில்லை என்றால் உடனடியாக 1919 ஐ அழைக்கவும். <a href="https://nelumpay.lk/ta/disputes" style="color:#9d174d">புகார் அளிக்க</a></div>
</div></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Rathna Express (Sri Lankan courier)

const rathna: Mail[] = [
  {
    family: "rathna-express-lk",
    group: "regional",
    lang: "si",
    kind: "delivery-pin",
    code: "5821",
    link: null,
    from: "Rathna Express <notify@rathnaexpress.lk>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "ඔබේ පාර්සලය අද බෙදා හරිනු ලැබේ — RX-LK-00938127",
    date: "Tue, 13 Oct 2026 08:45:09 +0530",
    text: `ආයුබෝවන් Farhana Akter,

ඔබේ පාර්සලය (RX-LK-00938127) අද දින ප.ව. 4.00ට පෙර බෙදා හැරීමට නියමිතයි.
යවන්නා: Sapphire Weave Lanka (Pvt) Ltd, කටුනායක අපනයන සැකසුම් කලාපය
ලිපිනය: Hotel Ocean Breeze, ගාලු පාර, කොළඹ 03

භාරදීමේ PIN අංකය: 5821

පාර්සලය ලැබුණු පසු පමණක් මෙම PIN අංකය බෙදාහරින්නාට පවසන්න.

පාර්සලය සොයා බලන්න: https://rathnaexpress.lk/track?awb=RX-LK-00938127
පාරිභෝගික සේවා: 011 288 7700`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff7ed;font-family:'Noto Sans Sinhala',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #fed7aa">
<tr><td style="padding:12px 20px;background:#c2410c"><img src="https://rathnaexpress.lk/img/rx-logo.png" height="30" alt="Rathna Express"></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:24px;color:#333">ආයුබෝවන් Farhana Akter,<br>ඔබේ පාර්සලය (<b>RX-LK-00938127</b>) අද දින ප.ව. 4.00ට පෙර බෙදා හැරීමට නියමිතයි.</td></tr>
<tr><td style="padding:0 20px"><table width="100%" cellpadding="5" style="font-size:13px;color:#555;background:#fffbf5"><tr><td>යවන්නා</td><td>Sapphire Weave Lanka (Pvt) Ltd, කටුනායක අපනයන සැකසුම් කලාපය</td></tr><tr><td>ලිපිනය</td><td>Hotel Ocean Breeze, ගාලු පාර, කොළඹ 03</td></tr></table></td></tr>
<tr><td align="center" style="padding:20px 20px 4px;font-size:13px;color:#666">භාරදීමේ PIN අංකය</td></tr>
<tr><td align="center" style="padding:0 20px 10px"><table cellpadding="0" cellspacing="0"><tr>
${digit_cells("5821", "#fdba74")}
</tr></table></td></tr>
<tr><td style="padding:6px 20px 18px;font-size:13px;color:#666">පාර්සලය ලැබුණු පසු පමණක් මෙම PIN අංකය බෙදාහරින්නාට පවසන්න.</td></tr>
<tr><td style="padding:10px 20px;border-top:1px solid #fed7aa;font-size:12px;color:#999"><a href="https://rathnaexpress.lk/track?awb=RX-LK-00938127" style="color:#c2410c">පාර්සලය සොයා බලන්න</a> &middot; පාරිභෝගික සේවා 011 288 7700</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Sapphire Weave Lanka (partner mill)

const sapphire: Mail[] = [
  {
    family: "sapphire-weave-lanka",
    group: "regional",
    lang: "ta",
    kind: "sample-dispatch",
    code: null,
    link: null,
    from: "Nilanthi Perera <nilanthi@sapphireweave.lk>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "நூல் மாதிரிகள் அனுப்பப்பட்டன — ஷேட் கார்டு SW-AW27",
    date: "Thu, 08 Oct 2026 17:26:40 +0530",
    headers: [["Cc", "Rafiqul Islam <rafiq@rupshitex.com.bd>"], ["X-Mailer", "Microsoft Outlook 16.0"]],
    text: `அன்புள்ள ஃபர்ஹானா,

இன்றைய கூட்டத்தில் பேசியபடி, AW27 பருவத்திற்கான நூல் மாதிரிகளை (ஷேட் கார்டு SW-AW27, 12 நிறங்கள்,
2/28 Nm மெரினோ கலவை) இன்று DHL மூலம் அனுப்பியுள்ளோம்.

AWB: 4420 1187 63
எதிர்பார்க்கப்படும் விநியோகம்: 12 அக்டோபர் 2026, ஃபதுல்லா
ஒவ்வொரு நிறத்திற்கும் 250 கிராம்; ப்ரோஃபார்மா இன்வாய்ஸ் PI-SWL-26-0412 (USD 0.00, வணிக மதிப்பு இல்லை)

நிறங்களை உறுதிப்படுத்திய பின் உங்கள் கருத்துகளை மின்னஞ்சலில் தெரிவிக்கவும். மொத்த ஆர்டருக்கான
விலை பட்டியலை அடுத்த வாரம் அனுப்புகிறோம்.

நன்றி,
நிலந்தி பெரேரா
Merchandising Manager
Sapphire Weave Lanka (Pvt) Ltd
Block 12, Katunayake EPZ, Sri Lanka | +94 11 225 3391 | +94 77 361 0284`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Gandaki Pragati Bank (Nepal)

const gandaki: Mail[] = [
  {
    family: "gandaki-pragati-bank",
    group: "regional",
    lang: "ne",
    kind: "login-code",
    code: "827405",
    link: null,
    from: "Gandaki Pragati Bank <ebanking@gandakipragati.com.np>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "इ-बैंकिङ लगइन OTP",
    date: "Thu, 24 Sep 2026 11:31:07 +0545",
    text: `आदरणीय ग्राहक,

तपाईंको गण्डकी प्रगति बैंक कर्पोरेट इ-बैंकिङ (प्रयोगकर्ता: RUPSHI.NPL01) मा लगइन गर्न
एक पटक प्रयोग हुने पासवर्ड (OTP): 827405

यो OTP ५ मिनेटसम्म मात्र मान्य हुनेछ।
कृपया यो कोड कसैलाई पनि नदिनुहोस्। बैंकले कहिल्यै फोन वा इमेलमार्फत OTP माग्दैन।

तपाईंले लगइन गर्न खोज्नुभएको होइन भने तुरुन्त ०१-५९७०१२३ मा सम्पर्क गर्नुहोस्।

गण्डकी प्रगति बैंक लिमिटेड
केन्द्रीय कार्यालय, न्यूरोड, पोखरा-९, कास्की`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f7;font-family:'Noto Sans Devanagari','Mangal',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:14px 22px;border-bottom:4px solid #d62828"><img src="https://www.gandakipragati.com.np/images/gpb-logo.png" height="40" alt="गण्डकी प्रगति बैंक"></td></tr>
<tr><td style="padding:20px 22px;font-size:15px;line-height:25px;color:#333">आदरणीय ग्राहक,<br>तपाईंको गण्डकी प्रगति बैंक कर्पोरेट इ-बैंकिङ (प्रयोगकर्ता: <b>RUPSHI.NPL01</b>) मा लगइन गर्न एक पटक प्रयोग हुने पासवर्ड (OTP):</td></tr>
<tr><td align="center" style="padding:0 22px 10px"><div style="display:inline-block;background:#003f88;color:#fff;font-size:28px;font-weight:bold;letter-spacing:6px;padding:10px 26px;border-radius:4px">827405</div></td></tr>
<tr><td style="padding:10px 22px 20px;font-size:13px;line-height:22px;color:#555">यो OTP ५ मिनेटसम्म मात्र मान्य हुनेछ।<br>कृपया यो कोड कसैलाई पनि नदिनुहोस्। बैंकले कहिल्यै फोन वा इमेलमार्फत OTP माग्दैन।<br>तपाईंले लगइन गर्न खोज्नुभएको होइन भने तुरुन्त ०१-५९७०१२३ मा सम्पर्क गर्नुहोस्।</td></tr>
<tr><td style="padding:12px 22px;background:#f4f6f9;font-size:11px;color:#888">गण्डकी प्रगति बैंक लिमिटेड &middot; केन्द्रीय कार्यालय, न्यूरोड, पोखरा-९, कास्की &middot; नेपाल राष्ट्र बैंकबाट &ldquo;क&rdquo; वर्गको इजाजतपत्रप्राप्त संस्था</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "gandaki-pragati-bank",
    group: "regional",
    lang: "ne",
    kind: "remittance-credit",
    code: null,
    link: null,
    from: "Gandaki Pragati Bank <alerts@gandakipragati.com.np>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "खातामा रकम जम्मा भएको सूचना — NPR ७,४२,५००.००",
    date: "Mon, 19 Oct 2026 13:02:19 +0545",
    text: `आदरणीय ग्राहक,

तपाईंको खातामा निम्न रकम जम्मा भएको छ।

खाता नं.       : ०१२०XXXXXXX८८१ (RUPSHI KNIT & TEXTILES - NEPAL LIAISON)
रकम            : NPR ७,४२,५००.००
पठाउने         : HIMSHIKHAR FASHION PVT LTD, KATHMANDU
विवरण          : PAYMENT AGAINST INV RKT/NP/2026/031 (SCARVES 2,700 PCS)
कारोबार नं.     : FT26292KTM04418
मिति           : २०८३ कात्तिक २ (१९ अक्टोबर २०२६)
उपलब्ध मौज्दात : NPR १२,०४,३१८.६०

यो स्वचालित सूचना हो, कृपया जवाफ नदिनुहोस्।
गण्डकी प्रगति बैंक लिमिटेड | ग्राहक सेवा ०१-५९७०१२३`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Dhukuti Wallet (Nepal)

const dhukuti: Mail[] = [
  {
    family: "dhukuti-wallet",
    group: "regional",
    lang: "ne",
    kind: "verify-link",
    code: null,
    link: "https://dhukuti.com.np/r/em?t=9c3fe1a7d2b04e88&utm_source=email&utm_medium=verify",
    from: "ढुकुटी वालेट <no-reply@dhukuti.com.np>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस् — ढुकुटी",
    date: "Fri, 25 Sep 2026 20:16:44 +0545",
    text: `नमस्ते Farhana Akter,

ढुकुटी वालेटमा मर्चेन्ट खाता दर्ता गर्नुभएकोमा धन्यवाद।
इमेल ठेगाना प्रमाणित गर्न तलको लिंकमा क्लिक गर्नुहोस्:

https://dhukuti.com.np/r/em?t=9c3fe1a7d2b04e88&utm_source=email&utm_medium=verify

यो लिंक २४ घण्टासम्म मान्य छ। इमेल प्रमाणित नगरेसम्म तपाईंले NPR २५,००० भन्दा बढीको कारोबार गर्न सक्नुहुने छैन।

तपाईंले दर्ता गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।

ढुकुटी डिजिटल वालेट प्रा. लि., ज्ञानेश्वर, काठमाडौं | ०१-४४१९९००`,
    html: `<!DOCTYPE html><html lang="ne"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0fdf4">
${pre("लिंक २४ घण्टासम्म मान्य छ")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 8px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:'Noto Sans Devanagari',Arial,sans-serif">
<tr><td align="center" style="padding:22px 20px 0"><img src="https://dhukuti.com.np/static/mail/dhukuti-logo.png" height="40" alt="ढुकुटी"></td></tr>
<tr><td style="padding:18px 28px 0;font-size:15px;line-height:25px;color:#1f2937">नमस्ते Farhana Akter,<br>ढुकुटी वालेटमा मर्चेन्ट खाता दर्ता गर्नुभएकोमा धन्यवाद। इमेल ठेगाना प्रमाणित गर्न तलको बटन थिच्नुहोस्।</td></tr>
<tr><td align="center" style="padding:0 28px">${
      button(
        "https://dhukuti.com.np/r/em?t=9c3fe1a7d2b04e88&amp;utm_source=email&amp;utm_medium=verify",
        "इमेल प्रमाणित गर्नुहोस्",
        "#15803d",
      )
    }</td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;line-height:22px;color:#6b7280">यो लिंक २४ घण्टासम्म मान्य छ। इमेल प्रमाणित नगरेसम्म तपाईंले NPR २५,००० भन्दा बढीको कारोबार गर्न सक्नुहुने छैन।<br>तपाईंले दर्ता गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।</td></tr>
<tr><td style="padding:12px 28px;background:#f9fafb;font-size:11px;color:#9ca3af;border-radius:0 0 10px 10px">ढुकुटी डिजिटल वालेट प्रा. लि. &middot; ज्ञानेश्वर, काठमाडौं &middot; ०१-४४१९९०० &middot; <a href="https://dhukuti.com.np/privacy" style="color:#9ca3af">गोपनीयता नीति</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "dhukuti-wallet",
    group: "regional",
    lang: "ne",
    kind: "promo",
    code: null,
    link: null,
    from: "ढुकुटी वालेट <offers@dhukuti.com.np>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "दशैं विशेष: QR भुक्तानीमा १०% क्यासब्याक 🎉",
    date: "Wed, 07 Oct 2026 09:30:00 +0545",
    text: `दशैं विशेष अफर!

असोज २५ देखि कात्तिक ५ सम्म ढुकुटी QR बाट भुक्तानी गर्दा १०% क्यासब्याक (बढीमा NPR ५००)।
बिजुली, इन्टरनेट र मोबाइल रिचार्जमा कोड DASHAIN500 प्रयोग गर्नुहोस्।

नियम तथा सर्तहरू: https://dhukuti.com.np/offers/dashain-2083?utm_source=email&utm_campaign=dashain

सदस्यता रद्द गर्न: https://dhukuti.com.np/unsubscribe?e=f.akter%40rupshitex.com.bd`,
    html: `<html><body style="margin:0;background:#7f1d1d">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><a href="https://dhukuti.com.np/offers/dashain-2083?utm_source=email&amp;utm_campaign=dashain"><img src="https://dhukuti.com.np/static/mail/dashain-2083-hero.jpg" width="600" height="300" alt="दशैं विशेष: १०% क्यासब्याक" style="display:block;border:0"></a></td></tr>
<tr><td style="padding:22px 28px;font-family:'Noto Sans Devanagari',Arial,sans-serif;font-size:15px;line-height:25px;color:#1f2937">
<b style="font-size:20px;color:#b91c1c">दशैं विशेष अफर!</b><br>
असोज २५ देखि कात्तिक ५ सम्म ढुकुटी QR बाट भुक्तानी गर्दा <b>१०% क्यासब्याक</b> (बढीमा NPR ५००)।<br>
बिजुली, इन्टरनेट र मोबाइल रिचार्जमा कोड <span style="background:#fef3c7;padding:2px 8px;font-weight:bold">DASHAIN500</span> प्रयोग गर्नुहोस्।
</td></tr>
<tr><td align="center" style="padding:0 28px 24px"><a href="https://dhukuti.com.np/offers/dashain-2083?utm_source=email&amp;utm_campaign=dashain" style="display:inline-block;background:#b91c1c;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;font-family:Arial,sans-serif">अफर हेर्नुहोस्</a></td></tr>
<tr><td style="padding:14px 28px;background:#f9fafb;font-family:Arial,sans-serif;font-size:11px;color:#9ca3af">ढुकुटी डिजिटल वालेट प्रा. लि., ज्ञानेश्वर, काठमाडौं &middot; <a href="https://dhukuti.com.np/unsubscribe?e=f.akter%40rupshitex.com.bd" style="color:#9ca3af">सदस्यता रद्द</a> &middot; <a href="https://www.instagram.com/dhukutiwallet" style="color:#9ca3af">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Sutradhar Yarns (Indian spinner)

const sutradhar: Mail[] = [
  {
    family: "sutradhar-yarns",
    group: "regional",
    lang: "hi",
    kind: "dispatch-notice",
    code: null,
    link: null,
    from: "Sutradhar Yarns Pvt Ltd <dispatch@sutradharyarns.in>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "माल प्रेषण सूचना — इनवॉइस SY/EXP/26-27/0158 — 2 ट्रक, बेनापोल बॉर्डर",
    date: "Tue, 29 Sep 2026 16:04:55 +0530",
    text: `आदरणीय महोदया,

आपके ऑर्डर PO-RKT-2291 के अंतर्गत निम्नलिखित माल आज तिरुप्पुर से रवाना कर दिया गया है:

इनवॉइस संख्या  : SY/EXP/26-27/0158 (दिनांक 29.09.2026)
माल           : 30/1 Ne कॉम्ब्ड कॉटन यार्न, रिंग स्पन, 100% कॉटन
मात्रा         : 18,144 किग्रा (756 बैग × 24 किग्रा)
मूल्य          : USD 2.78 प्रति किग्रा, कुल USD 50,440.32 (CPT बेनापोल)
वाहन संख्या    : TN 39 CY 4417, TN 39 CZ 0862
शिपिंग बिल     : 8811402 / पेट्रापोल LCS
LC संख्या      : 0187-LC-26-00931 (जमुना सेतु बैंक)

अनुमानित सीमा पार: 04 अक्टूबर 2026 (पेट्रापोल-बेनापोल)
मूल दस्तावेज़ (इनवॉइस, पैकिंग लिस्ट, सर्टिफिकेट ऑफ ओरिजिन) कूरियर से बैंक को भेजे जा रहे हैं।

धन्यवाद सहित,
राजेश सुब्रमणियन
निर्यात विभाग, सूत्रधार यार्न्स प्रा. लि.
SF No. 214, अविनाशी रोड, तिरुप्पुर 641603, तमिलनाडु | +91 421 248 3300`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'Noto Sans Devanagari',Arial,sans-serif;font-size:14px;color:#222">
<p>आदरणीय महोदया,</p>
<p>आपके ऑर्डर <b>PO-RKT-2291</b> के अंतर्गत निम्नलिखित माल आज तिरुप्पुर से रवाना कर दिया गया है:</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:13px;border-color:#bbb">
<tr><td bgcolor="#f2f2f2">इनवॉइस संख्या</td><td>SY/EXP/26-27/0158 (दिनांक 29.09.2026)</td></tr>
<tr><td bgcolor="#f2f2f2">माल</td><td>30/1 Ne कॉम्ब्ड कॉटन यार्न, रिंग स्पन, 100% कॉटन</td></tr>
<tr><td bgcolor="#f2f2f2">मात्रा</td><td>18,144 किग्रा (756 बैग × 24 किग्रा)</td></tr>
<tr><td bgcolor="#f2f2f2">मूल्य</td><td>USD 2.78 प्रति किग्रा, कुल USD 50,440.32 (CPT बेनापोल)</td></tr>
<tr><td bgcolor="#f2f2f2">वाहन संख्या</td><td>TN 39 CY 4417, TN 39 CZ 0862</td></tr>
<tr><td bgcolor="#f2f2f2">शिपिंग बिल</td><td>8811402 / पेट्रापोल LCS</td></tr>
<tr><td bgcolor="#f2f2f2">LC संख्या</td><td>0187-LC-26-00931 (जमुना सेतु बैंक)</td></tr>
</table>
<p>अनुमानित सीमा पार: <b>04 अक्टूबर 2026</b> (पेट्रापोल-बेनापोल)<br>मूल दस्तावेज़ (इनवॉइस, पैकिंग लिस्ट, सर्टिफिकेट ऑफ ओरिजिन) कूरियर से बैंक को भेजे जा रहे हैं।</p>
<p>धन्यवाद सहित,<br>राजेश सुब्रमणियन<br>निर्यात विभाग, सूत्रधार यार्न्स प्रा. लि.<br><span style="font-size:12px;color:#666">SF No. 214, अविनाशी रोड, तिरुप्पुर 641603, तमिलनाडु | +91 421 248 3300 | <a href="https://www.sutradharyarns.in">www.sutradharyarns.in</a></span></p>
</body></html>`,
    enc: "b64",
  },
  {
    family: "sutradhar-yarns",
    group: "regional",
    lang: "hi",
    kind: "payment-reminder",
    code: null,
    link: null,
    from: "Sutradhar Yarns Accounts <accounts@sutradharyarns.in>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "भुगतान अनुस्मारक: इनवॉइस SY/EXP/26-27/0117 — देय तिथि 15.10.2026",
    date: "Fri, 09 Oct 2026 11:20:00 +0530",
    text: `नमस्कार,

यह एक स्वचालित अनुस्मारक है। निम्नलिखित इनवॉइस का भुगतान शीघ्र देय है:

इनवॉइस        : SY/EXP/26-27/0117
दिनांक         : 17.08.2026
राशि           : USD 31,208.00
देय तिथि       : 15.10.2026 (LC 60 दिन साइट)

यदि भुगतान पहले ही हो चुका है तो कृपया इस संदेश को अनदेखा करें, या UTR/SWIFT संदर्भ
accounts@sutradharyarns.in पर भेज दें।

सूत्रधार यार्न्स प्रा. लि. — लेखा विभाग
फ़ोन: +91 421 248 3305`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Jinsuo Peijian (knitting machine parts store)

const jinsuo: Mail[] = [
  {
    family: "jinsuo-peijian",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "318604",
    link: null,
    from: "金梭配件商城 <service@jinsuopj.com>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "【金梭配件商城】邮箱验证码",
    date: "Sat, 26 Sep 2026 15:08:31 +0800",
    text: `尊敬的用户：

您正在注册金梭配件商城企业采购账号，邮箱验证码为：318604

验证码10分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。

金梭配件商城 —— 电脑横机针、沉降片、三角及纱嘴专业供应
客服热线：400-880-6712（周一至周六 8:30-18:00）
浙江省宁波市鄞州区环城南路西段 688 号

此邮件由系统自动发送，请勿直接回复。`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #d4380d">
<tr><td style="padding:18px 30px;border-bottom:1px solid #eee"><img src="https://img.jinsuopj.com/mail/logo.png" height="32" alt="金梭配件商城"></td></tr>
<tr><td style="padding:26px 30px 8px;font-size:14px;line-height:24px;color:#333">尊敬的用户：<br>您正在注册金梭配件商城企业采购账号，邮箱验证码为：</td></tr>
<tr><td style="padding:8px 30px"><span style="font-size:32px;font-weight:bold;color:#d4380d;letter-spacing:6px">318604</span></td></tr>
<tr><td style="padding:8px 30px 24px;font-size:13px;line-height:22px;color:#888">验证码10分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-size:12px;line-height:20px;color:#999">金梭配件商城 —— 电脑横机针、沉降片、三角及纱嘴专业供应<br>客服热线：400-880-6712（周一至周六 8:30-18:00）<br>浙江省宁波市鄞州区环城南路西段 688 号 &middot; <a href="https://www.jinsuopj.com/help" style="color:#999">帮助中心</a><br>此邮件由系统自动发送，请勿直接回复。</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "jinsuo-peijian",
    group: "regional",
    lang: "zh",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "金梭配件商城 <order@jinsuopj.com>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "您的订单 JS20260927-00481 已发货",
    date: "Wed, 30 Sep 2026 10:45:12 +0800",
    text: `您好，Rupshi Knit & Textiles Ltd：

您的订单已发货，预计 7-10 个工作日送达（孟加拉国 达卡）。

订单编号：JS20260927-00481
商品：
  VO 137.52 G07 横机织针 × 2000 支   ¥ 1,960.00
  沉降片 12G（适配 SCS 机型） × 500 片   ¥ 725.00
运费（国际快递）：¥ 380.00
合计：¥ 3,065.00（已通过信用证/电汇付款）

承运商：顺丰国际
运单号：SF1389024417265

查看物流：https://www.jinsuopj.com/order/JS20260927-00481/track

感谢您的惠顾！
金梭配件商城`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;font-family:'Microsoft YaHei',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #d4380d">
<tr><td style="padding:18px 30px;border-bottom:1px solid #eee"><img src="https://img.jinsuopj.com/mail/logo.png" height="32" alt="金梭配件商城"></td></tr>
<tr><td style="padding:20px 30px;font-size:14px;line-height:24px;color:#333">您好，Rupshi Knit &amp; Textiles Ltd：<br>您的订单已发货，预计 7-10 个工作日送达（孟加拉国 达卡）。</td></tr>
<tr><td style="padding:0 30px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #eee">
<tr style="background:#fafafa"><td colspan="2">订单编号：JS20260927-00481</td></tr>
<tr><td><img src="https://img.jinsuopj.com/goods/vo137-g07.jpg" width="48" alt="织针"> VO 137.52 G07 横机织针 × 2000 支</td><td align="right">¥ 1,960.00</td></tr>
<tr><td><img src="https://img.jinsuopj.com/goods/sinker-12g.jpg" width="48" alt="沉降片"> 沉降片 12G（适配 SCS 机型） × 500 片</td><td align="right">¥ 725.00</td></tr>
<tr><td>运费（国际快递）</td><td align="right">¥ 380.00</td></tr>
<tr><td><b>合计</b></td><td align="right"><b style="color:#d4380d">¥ 3,065.00</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 30px;font-size:13px;color:#555">承运商：顺丰国际 &nbsp; 运单号：SF1389024417265<br><a href="https://www.jinsuopj.com/order/JS20260927-00481/track" style="color:#d4380d">查看物流 &gt;</a></td></tr>
<tr><td style="padding:14px 30px;background:#fafafa;font-size:12px;color:#999">感谢您的惠顾！客服热线 400-880-6712 &middot; <a href="https://www.jinsuopj.com" style="color:#999">www.jinsuopj.com</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Kinuito Shoji (Japanese buyer)

const kinuito: Mail[] = [
  {
    family: "kinuito-shoji",
    group: "regional",
    lang: "ja",
    kind: "purchase-order",
    code: null,
    link: null,
    from: "絹糸商事株式会社 調達部 <chotatsu@kinuito-shoji.co.jp>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "【注文書送付】KS-PO-2610-0072 ニットカーディガン（27SS）",
    date: "Thu, 15 Oct 2026 09:12:44 +0900",
    text: `Rupshi Knit & Textiles Ltd
Farhana Akter 様

いつも大変お世話になっております。
絹糸商事株式会社 調達部の佐々木でございます。

先日お見積りいただきました27SS向けニットカーディガンにつきまして、下記のとおり発注いたします。

注文番号　：KS-PO-2610-0072
品番　　　：KC-27S-114（レディース ニットカーディガン 綿100% 12G）
数量　　　：3,600枚（3色 × 4サイズ）
単価　　　：USD 6.45（FOB Chattogram）
合計金額　：USD 23,220.00
納期　　　：2027年1月20日 工場出荷
仕向地　　：横浜港
支払条件　：L/C at sight

正式な注文書（PDF）は別途当社サプライヤーシステムよりお送りいたします。
ご確認のほど、何卒よろしくお願い申し上げます。

――――――――――――――――
絹糸商事株式会社　調達部
佐々木 由美
〒103-0023 東京都中央区日本橋本町2-4-11
TEL 03-5201-7738 / FAX 03-5201-7739
――――――――――――――――`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Khor Al Nawras Shipping (Dubai)

const nawras: Mail[] = [
  {
    family: "khor-alnawras-shipping",
    group: "regional",
    lang: "ar",
    kind: "arrival-notice",
    code: null,
    link: null,
    from: "خور النورس للشحن <ops@khoralnawras.ae>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "إشعار وصول الشحنة — بوليصة KAN-DXB-260931 — ميناء جبل علي",
    date: "Sun, 04 Oct 2026 10:26:38 +0400",
    text: `السادة / روبشي نيت آند تكستايلز المحدودة
تحية طيبة وبعد،

نود إعلامكم بوصول الشحنة التالية إلى ميناء جبل علي لإعادة الشحن جواً إلى أوروبا (بحري-جوي):

رقم البوليصة      : KAN-DXB-260931
الحاوية           : TGHU 8812075 (20 قدم)
عدد الطرود       : 214 كرتونة
الوزن الإجمالي    : 2,568 كغ
تاريخ الوصول      : 03 أكتوبر 2026
الرحلة الجوية المتوقعة: EK 9861 بتاريخ 06 أكتوبر 2026 إلى أمستردام (AMS)

رسوم المناولة في جبل علي: 1,450.00 درهم إماراتي (مشمولة في عرض السعر رقم Q-26-1187)

لا يلزم أي إجراء من طرفكم في هذه المرحلة. سنرسل لكم بوليصة الشحن الجوي فور صدورها.

مع خالص التحية،
قسم العمليات — خور النورس للشحن ذ.م.م
المنطقة الحرة بجبل علي، دبي، الإمارات العربية المتحدة
هاتف: 4300 883 4 971+`,
    html: `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6f8">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,'Segoe UI',Arial,sans-serif;font-size:14px;color:#222;line-height:24px">
<tr><td style="background:#0b4f6c;padding:14px 22px;text-align:right"><img src="https://www.khoralnawras.ae/mail/logo-ar.png" height="34" alt="خور النورس للشحن"></td></tr>
<tr><td style="padding:20px 22px;text-align:right">
<p>السادة / روبشي نيت آند تكستايلز المحدودة<br>تحية طيبة وبعد،</p>
<p>نود إعلامكم بوصول الشحنة التالية إلى ميناء جبل علي لإعادة الشحن جواً إلى أوروبا (بحري-جوي):</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d9e2ea;font-size:13px">
<tr style="background:#f2f6f9"><td width="40%">رقم البوليصة</td><td>KAN-DXB-260931</td></tr>
<tr><td>الحاوية</td><td>TGHU 8812075 (20 قدم)</td></tr>
<tr style="background:#f2f6f9"><td>عدد الطرود</td><td>214 كرتونة</td></tr>
<tr><td>الوزن الإجمالي</td><td>2,568 كغ</td></tr>
<tr style="background:#f2f6f9"><td>تاريخ الوصول</td><td>03 أكتوبر 2026</td></tr>
<tr><td>الرحلة الجوية المتوقعة</td><td>EK 9861 بتاريخ 06 أكتوبر 2026 إلى أمستردام (AMS)</td></tr>
</table>
<p>رسوم المناولة في جبل علي: 1,450.00 درهم إماراتي (مشمولة في عرض السعر رقم Q-26-1187)</p>
<p>لا يلزم أي إجراء من طرفكم في هذه المرحلة. سنرسل لكم بوليصة الشحن الجوي فور صدورها.</p>
<p>مع خالص التحية،<br>قسم العمليات &ndash; خور النورس للشحن ذ.م.م</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#eef2f5;font-size:11px;color:#6b7b88;text-align:right">المنطقة الحرة بجبل علي، دبي، الإمارات العربية المتحدة &middot; هاتف 4300 883 4 971+ &middot; <a href="https://www.khoralnawras.ae/track" style="color:#0b4f6c">تتبع الشحنات</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Textielhuis Van der Lans (Dutch buyer)

const vanderlans: Mail[] = [
  {
    family: "textielhuis-vanderlans",
    group: "regional",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link: "https://leveranciers.vanderlans-textiel.nl/uitnodiging/7f3c2b91-5e0a-4c47-9d18-b6a0e1f4c822",
    from: "Textielhuis Van der Lans <leveranciersportaal@vanderlans-textiel.nl>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "Uitnodiging: registreer u in ons leveranciersportaal",
    date: "Thu, 08 Oct 2026 14:37:12 +0200",
    text: `Beste Farhana Akter,

Naar aanleiding van uw offerte voor het voorjaarsprogramma 2027 nodigt Mark de Bruijn (inkoper gebreide
damesmode) u uit om Rupshi Knit & Textiles Ltd te registreren in het leveranciersportaal van
Textielhuis Van der Lans B.V.

Via het portaal ontvangt u onze inkooporders, deelt u labrapporten en volgt u betalingen.

Registratie starten:
https://leveranciers.vanderlans-textiel.nl/uitnodiging/7f3c2b91-5e0a-4c47-9d18-b6a0e1f4c822

Deze uitnodiging is 14 dagen geldig. Houd uw KvK- of handelsregisternummer, bankgegevens en
BSCI-auditrapport bij de hand.

Met vriendelijke groet,
Textielhuis Van der Lans B.V.
Waalhaven Oostzijde 71, 3087 BM Rotterdam | +31 10 429 6610
KvK 24187733`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;font-size:13px;line-height:21px;color:#333">
<tr><td style="padding:20px 28px;border-bottom:2px solid #ff6f00"><img src="https://leveranciers.vanderlans-textiel.nl/static/logo-vdl.png" width="170" alt="Textielhuis Van der Lans"></td></tr>
<tr><td style="padding:24px 28px">
<p>Beste Farhana Akter,</p>
<p>Naar aanleiding van uw offerte voor het voorjaarsprogramma 2027 nodigt <b>Mark de Bruijn</b> (inkoper gebreide damesmode) u uit om <b>Rupshi Knit &amp; Textiles Ltd</b> te registreren in het leveranciersportaal van Textielhuis Van der Lans B.V.</p>
<p>Via het portaal ontvangt u onze inkooporders, deelt u labrapporten en volgt u betalingen.</p>
${
      button(
        "https://leveranciers.vanderlans-textiel.nl/uitnodiging/7f3c2b91-5e0a-4c47-9d18-b6a0e1f4c822",
        "Registratie starten",
        "#ff6f00",
      )
    }
<p style="font-size:12px;color:#777">Deze uitnodiging is 14 dagen geldig. Houd uw KvK- of handelsregisternummer, bankgegevens en BSCI-auditrapport bij de hand.</p>
<p>Met vriendelijke groet,<br>Textielhuis Van der Lans B.V.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#999">Waalhaven Oostzijde 71, 3087 BM Rotterdam &middot; +31 10 429 6610 &middot; KvK 24187733 &middot; <a href="https://www.vanderlans-textiel.nl/privacy" style="color:#999">Privacyverklaring</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Maison Ourdir (French buyer)

const ourdir: Mail[] = [
  {
    family: "maison-ourdir",
    group: "regional",
    lang: "fr",
    kind: "payment-advice",
    code: null,
    link: null,
    from: "Maison Ourdir - Comptabilité fournisseurs <compta.fournisseurs@maison-ourdir.fr>",
    to: "Farhana Akter <farhana.akter@rupshitex.com.bd>",
    subject: "Avis de paiement n° AP-2026-10-0388",
    date: "Fri, 16 Oct 2026 11:03:27 +0200",
    text: `Madame, Monsieur,

Nous vous informons qu'un virement a été émis en votre faveur ce jour.

Avis de paiement : AP-2026-10-0388
Bénéficiaire     : RUPSHI KNIT & TEXTILES LTD
Compte           : IBAN/Compte se terminant par 0917 - JAMUNA SETU BANK PLC
Montant          : 19 842,60 USD
Date de valeur   : 19/10/2026

Détail des factures réglées :
  RKT/EXP/2026/0188   du 18/07/2026   12 604,00 USD
  RKT/EXP/2026/0201   du 04/08/2026    7 488,60 USD
  Avoir AV-26-0412                     - 250,00 USD (retour défaut coloris)

Pour toute question, merci de rappeler le numéro d'avis dans votre correspondance.

Cordialement,
Service Comptabilité Fournisseurs
Maison Ourdir SAS - 14 rue du Faubourg de Roubaix, 59800 Lille
Tél. +33 3 20 55 71 40 - SIRET 512 884 307 00029`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:13px;color:#222">
<p>Madame, Monsieur,</p>
<p>Nous vous informons qu'un virement a été émis en votre faveur ce jour.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px">
<tr><td>Avis de paiement</td><td>: <b>AP-2026-10-0388</b></td></tr>
<tr><td>Bénéficiaire</td><td>: RUPSHI KNIT &amp; TEXTILES LTD</td></tr>
<tr><td>Compte</td><td>: IBAN/Compte se terminant par 0917 &ndash; JAMUNA SETU BANK PLC</td></tr>
<tr><td>Montant</td><td>: <b>19&nbsp;842,60 USD</b></td></tr>
<tr><td>Date de valeur</td><td>: 19/10/2026</td></tr>
</table>
<p><b>Détail des factures réglées :</b></p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;font-size:12px;border-color:#ccc">
<tr style="background:#eee"><th>Facture</th><th>Date</th><th align="right">Montant</th></tr>
<tr><td>RKT/EXP/2026/0188</td><td>18/07/2026</td><td align="right">12&nbsp;604,00 USD</td></tr>
<tr><td>RKT/EXP/2026/0201</td><td>04/08/2026</td><td align="right">7&nbsp;488,60 USD</td></tr>
<tr><td>Avoir AV-26-0412 (retour défaut coloris)</td><td></td><td align="right">&minus;250,00 USD</td></tr>
</table>
<p>Pour toute question, merci de rappeler le numéro d'avis dans votre correspondance.</p>
<p>Cordialement,<br>Service Comptabilité Fournisseurs<br><b>Maison Ourdir SAS</b><br><span style="font-size:11px;color:#777">14 rue du Faubourg de Roubaix, 59800 Lille &middot; Tél. +33 3 20 55 71 40 &middot; SIRET 512 884 307 00029<br>Ce message et ses pièces jointes sont confidentiels et destinés exclusivement à leurs destinataires.</span></p>
</body></html>`,
    enc: "qp",
  },
];

export const mails: Mail[] = [
  ...jamuna,
  ...dhanshiri,
  ...raptani,
  ...shulka,
  ...kfl,
  ...ekota,
  ...nordvik,
  ...rheinfaden,
  ...maple,
  ...tantu,
  ...lekha,
  ...kuasha,
  ...sabha,
  ...nirjhor,
  ...alok,
  ...shankha,
  ...loom,
  ...kelani,
  ...nelum,
  ...rathna,
  ...sapphire,
  ...gandaki,
  ...dhukuti,
  ...sutradhar,
  ...jinsuo,
  ...kinuito,
  ...nawras,
  ...vanderlans,
  ...ourdir,
];
