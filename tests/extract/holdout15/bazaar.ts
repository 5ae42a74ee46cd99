/**
 * The inbox of a family trading business between Karachi, Dubai, Muscat, Surat and Dhaka over
 * September and October 2026: banks, wallets, a payment gateway, marketplaces, freight, customs,
 * tax and e-invoice portals, suppliers, an airline and a courier, in English, Urdu, Hindi, Bengali,
 * Persian, Arabic and a few more; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const IMRAN = "Imran Siddiqui <imran@siddiqui-sons.example>";
const ACCOUNTS = "Siddiqui & Sons Accounts <accounts@siddiqui-sons.example>";
const FAISAL = "Faisal Siddiqui <faisal@siddiqui-sons.example>";
const NASREEN = "Nasreen Siddiqui <nasreen@siddiqui-sons.example>";

/** A plain sign-off block many Pakistani and Gulf banks put under every alert. */
function bank_footer(name: string, phone: string, web: string): string {
  return `<tr><td style="padding:16px 24px;background:#f2f2f2;font:11px/16px Arial,sans-serif;color:#777">
This is a system generated e-mail, please do not reply. For queries call ${phone} (24/7) or visit
<a href="https://${web}/contact" style="color:#777">${web}</a>.<br>
${name} will never ask for your PIN, password or OTP over phone, SMS or e-mail.<br>
<a href="https://${web}/privacy" style="color:#777">Privacy</a> &middot; <a href="https://${web}/security-tips" style="color:#777">Security tips</a>
</td></tr>`;
}

// ---------------------------------------------------------------- Sohni Bank (Pakistan)

const sohni: Mail[] = [
  {
    family: "sohni-bank",
    group: "regional",
    lang: "en",
    kind: "transfer-otp",
    code: "740216",
    link: null,
    from: "Sohni Bank Alerts <e-alerts@sohnibank.com.pk>",
    to: ACCOUNTS,
    subject: "OTP for Interbank Funds Transfer",
    date: "Tue, 01 Sep 2026 11:42:07 +0500",
    text: `Dear Valued Customer,

Your One Time Password (OTP) for Interbank Funds Transfer (IBFT) of PKR 1,248,500.00 to
LYALLPUR WEAVING MILLS (PVT) LTD, A/C PK** **** **** **** **** 7712, is:

740216

This OTP is valid for 3 minutes. Transaction reference: IBFT-26090111-4478.

آپ کا او ٹی پی 740216 ہے۔ یہ کوڈ کسی کو مت بتائیں، بینک کا نمائندہ بھی نہیں پوچھے گا۔

If you did not initiate this transaction, call our 24/7 helpline 111-764-664 immediately.

Sohni Bank Limited
Head Office, Shahrah-e-Faisal, Karachi 75350`,
    html: `<html><body style="margin:0;background:#e9eef2">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#e9eef2"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #00704a">
<tr><td style="padding:18px 24px"><img src="https://static.sohnibank.com.pk/mail/logo-green.png" alt="Sohni Bank" width="140" height="38"></td></tr>
<tr><td style="padding:0 24px;font:14px/21px Arial,sans-serif;color:#222">
<p>Dear Valued Customer,</p>
<p>Your One Time Password (OTP) for Interbank Funds Transfer (IBFT) of <b>PKR 1,248,500.00</b> to
LYALLPUR WEAVING MILLS (PVT) LTD, A/C PK** **** **** **** **** 7712, is:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:4px;color:#00704a;text-align:center;margin:22px 0">740216</p>
<p>This OTP is valid for 3 minutes. Transaction reference: IBFT-26090111-4478.</p>
<p dir="rtl" style="font-family:'Jameel Noori Nastaleeq',Tahoma,serif;font-size:16px;text-align:right">آپ کا او ٹی پی <b>740216</b> ہے۔ یہ کوڈ کسی کو مت بتائیں، بینک کا نمائندہ بھی نہیں پوچھے گا۔</p>
<p>If you did not initiate this transaction, call our 24/7 helpline <b>111-764-664</b> immediately.</p>
</td></tr>
${bank_footer("Sohni Bank", "111-764-664", "www.sohnibank.com.pk")}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "sohni-bank",
    group: "negative",
    lang: "en",
    kind: "e-statement",
    code: null,
    link: null,
    from: "Sohni Bank e-Statements <estatements@sohnibank.com.pk>",
    to: ACCOUNTS,
    subject: "Your e-Statement for August 2026 - A/C ending 3390",
    date: "Thu, 03 Sep 2026 06:15:44 +0500",
    text: `Dear SIDDIQUI & SONS TRADING,

Please find attached your account statement for the period 01-Aug-2026 to 31-Aug-2026.

Account: Current Account (PKR) ending 3390
Opening balance: PKR 4,812,330.18
Closing balance: PKR 3,907,114.60

The attachment is password protected. The password is the first four letters of the account
title in capitals followed by the last four digits of your registered mobile number.

To change the statement delivery preference, log in to Sohni Digital > Services > e-Statement.

Sohni Bank Limited. UAN 111-764-664. www.sohnibank.com.pk`,
    html: `<html><body>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;color:#333;border:1px solid #dfe5e8">
<tr><td bgcolor="#00704a" style="padding:12px 20px;color:#fff;font-size:16px">e-Statement | August 2026</td></tr>
<tr><td style="padding:20px">
<p>Dear <b>SIDDIQUI &amp; SONS TRADING</b>,</p>
<p>Please find attached your account statement for the period 01-Aug-2026 to 31-Aug-2026.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr><td style="border:1px solid #ddd">Account</td><td style="border:1px solid #ddd">Current Account (PKR) ending 3390</td></tr>
<tr><td style="border:1px solid #ddd">Opening balance</td><td style="border:1px solid #ddd">PKR 4,812,330.18</td></tr>
<tr><td style="border:1px solid #ddd">Closing balance</td><td style="border:1px solid #ddd">PKR 3,907,114.60</td></tr>
</table>
<p>The attachment is password protected. The password is the first four letters of the account title in capitals followed by the last four digits of your registered mobile number.</p>
<p>To change the statement delivery preference, log in to <a href="https://digital.sohnibank.com.pk/">Sohni Digital</a> &gt; Services &gt; e-Statement.</p>
</td></tr>
${bank_footer("Sohni Bank", "111-764-664", "www.sohnibank.com.pk")}
</table></td></tr></table></body></html>`,
    attachment: [
      "Statement_3390_Aug2026.pdf",
      "application/pdf",
      "%PDF-1.4\n% encrypted statement placeholder\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "sohni-bank",
    group: "negative",
    lang: "ur",
    kind: "beneficiary-added",
    code: null,
    link: null,
    from: "Sohni Bank Alerts <e-alerts@sohnibank.com.pk>",
    to: ACCOUNTS,
    subject: "نیا بینیفشری شامل کر دیا گیا",
    date: "Mon, 14 Sep 2026 16:03:51 +0500",
    text: `محترم صارف،

آپ کے سوہنی ڈیجیٹل اکاؤنٹ میں 14-09-2026 کو شام 4:02 بجے ایک نیا بینیفشری شامل کیا گیا ہے:

نام: BUKHARI PACKAGING INDUSTRIES
بینک: ALLIED / اکاؤنٹ نمبر ****5521
حوالہ نمبر: BEN-0914-88213

حفاظت کے لیے اس بینیفشری کو پہلی رقم 24 گھنٹے بعد بھیجی جا سکے گی، اور پہلے دن کی حد 500,000 روپے ہو گی۔

اگر یہ آپ نے نہیں کیا تو فوری طور پر 111-764-664 پر کال کریں۔

سوہنی بینک لمیٹڈ`,
    html: `<html dir="rtl"><body style="background:#f4f4f4;margin:0">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,'Noto Nastaliq Urdu',serif;font-size:15px;line-height:28px;color:#222">
<tr><td style="padding:16px 24px;border-bottom:3px solid #00704a"><img src="https://static.sohnibank.com.pk/mail/logo-green.png" alt="سوہنی بینک" width="140"></td></tr>
<tr><td style="padding:20px 24px;text-align:right">
<p>محترم صارف،</p>
<p>آپ کے سوہنی ڈیجیٹل اکاؤنٹ میں 14-09-2026 کو شام 4:02 بجے ایک نیا بینیفشری شامل کیا گیا ہے:</p>
<table cellpadding="4" style="font-size:14px">
<tr><td>نام:</td><td dir="ltr">BUKHARI PACKAGING INDUSTRIES</td></tr>
<tr><td>بینک:</td><td dir="ltr">ALLIED / ****5521</td></tr>
<tr><td>حوالہ نمبر:</td><td dir="ltr">BEN-0914-88213</td></tr>
</table>
<p>حفاظت کے لیے اس بینیفشری کو پہلی رقم 24 گھنٹے بعد بھیجی جا سکے گی، اور پہلے دن کی حد 500,000 روپے ہو گی۔</p>
<p style="background:#fff4e5;padding:10px">اگر یہ آپ نے نہیں کیا تو فوری طور پر <b dir="ltr">111-764-664</b> پر کال کریں یا <a href="https://www.sohnibank.com.pk/report-fraud">یہاں رپورٹ کریں</a>۔</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f2f2f2;font-size:11px;color:#777;text-align:right">یہ خودکار ای میل ہے، براہ کرم جواب نہ دیں۔ © 2026 سوہنی بینک لمیٹڈ</td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- JhatPat Cash (mobile wallet, Pakistan)

const jhatpat: Mail[] = [
  {
    family: "jhatpat-cash",
    group: "regional",
    lang: "ur",
    kind: "login-code",
    code: "5193",
    link: null,
    from: "JhatPat Cash <no-reply@jhatpat.pk>",
    to: NASREEN,
    subject: "جھٹ پٹ کیش: نئے فون پر لاگ اِن",
    date: "Sat, 05 Sep 2026 21:17:30 +0500",
    text: `السلام علیکم نسرین،

آپ کے جھٹ پٹ اکاؤنٹ (0300-***-4417) میں ایک نئے فون (Samsung SM-A155F) سے لاگ اِن کی کوشش کی جا رہی ہے۔

تصدیقی کوڈ: 5193

یہ کوڈ 5 منٹ میں ختم ہو جائے گا۔ جھٹ پٹ کا کوئی نمائندہ آپ سے یہ کوڈ کبھی نہیں مانگے گا۔

اگر یہ آپ نہیں ہیں تو اپنا ایم پن فوراً تبدیل کریں یا ہیلپ لائن 0800-58287 پر کال کریں۔

ٹیم جھٹ پٹ کیش`,
    html: `<!DOCTYPE html><html lang="ur" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff7e6">
<span style="display:none;font-size:0;max-height:0;overflow:hidden">آپ کا تصدیقی کوڈ اندر ہے</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:Tahoma,sans-serif;color:#2b2b2b">
<tr><td style="padding:22px;text-align:center"><img src="https://cdn.jhatpat.pk/email/jp-logo@2x.png" alt="JhatPat Cash" width="120"></td></tr>
<tr><td style="padding:0 28px;text-align:right;font-size:15px;line-height:27px">
<p>السلام علیکم نسرین،</p>
<p>آپ کے جھٹ پٹ اکاؤنٹ (<span dir="ltr">0300-***-4417</span>) میں ایک نئے فون (Samsung SM-A155F) سے لاگ اِن کی کوشش کی جا رہی ہے۔</p>
</td></tr>
<tr><td align="center" style="padding:8px 28px">
<table role="presentation" cellpadding="0" cellspacing="6" dir="ltr"><tr>
<td style="width:44px;height:52px;border:2px solid #ff9900;border-radius:8px;font:bold 26px Arial;text-align:center">5</td>
<td style="width:44px;height:52px;border:2px solid #ff9900;border-radius:8px;font:bold 26px Arial;text-align:center">1</td>
<td style="width:44px;height:52px;border:2px solid #ff9900;border-radius:8px;font:bold 26px Arial;text-align:center">9</td>
<td style="width:44px;height:52px;border:2px solid #ff9900;border-radius:8px;font:bold 26px Arial;text-align:center">3</td>
</tr></table></td></tr>
<tr><td style="padding:8px 28px 20px;text-align:right;font-size:14px;line-height:25px;color:#555">
<p>یہ کوڈ 5 منٹ میں ختم ہو جائے گا۔ جھٹ پٹ کا کوئی نمائندہ آپ سے یہ کوڈ کبھی نہیں مانگے گا۔</p>
<p>اگر یہ آپ نہیں ہیں تو اپنا ایم پن فوراً تبدیل کریں یا ہیلپ لائن <span dir="ltr">0800-58287</span> پر کال کریں۔</p>
</td></tr>
<tr><td style="padding:14px;text-align:center;background:#2b2b2b;border-radius:0 0 14px 14px;font-size:11px;color:#bbb">
<a href="https://play.google.com/store/apps/details?id=pk.jhatpat.wallet"><img src="https://cdn.jhatpat.pk/email/google-play.png" alt="Get it on Google Play" height="32"></a>
<a href="https://apps.apple.com/pk/app/jhatpat-cash/id1588203311"><img src="https://cdn.jhatpat.pk/email/app-store.png" alt="Download on the App Store" height="32"></a><br>
JhatPat Microfinance Bank Ltd. &middot; 7th Floor, Ocean Tower, Clifton, Karachi
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "jhatpat-cash",
    group: "negative",
    lang: "ur",
    kind: "payment-received",
    code: null,
    link: null,
    from: "JhatPat Cash <receipts@jhatpat.pk>",
    to: NASREEN,
    subject: "رقم موصول ہو گئی - Rs. 36,000",
    date: "Thu, 10 Sep 2026 13:48:02 +0500",
    text: `جھٹ پٹ کیش - رسید

آپ کو Rs. 36,000.00 موصول ہوئے ہیں۔
بھیجنے والا: MUHAMMAD ARSHAD (0321-***-9086)
تاریخ و وقت: 10 ستمبر 2026، 1:47 PM
ٹرانزیکشن آئی ڈی: 031947720553
نیا بیلنس: Rs. 41,260.75

پیغام: "ستمبر کا کرایہ - دکان نمبر 14"

شکریہ کہ آپ جھٹ پٹ استعمال کرتی ہیں۔`,
    html: null,
    enc: "8bit",
  },
  {
    family: "jhatpat-cash",
    group: "negative",
    lang: "ur",
    kind: "promotion",
    code: null,
    link: null,
    from: "JhatPat Cash <offers@mail.jhatpat.pk>",
    to: NASREEN,
    subject: "بل ادا کریں، 10% کیش بیک پائیں 🎉",
    date: "Fri, 02 Oct 2026 10:00:00 +0500",
    text: `بجلی، گیس اور پانی کے بل جھٹ پٹ سے ادا کریں اور 10% کیش بیک پائیں (زیادہ سے زیادہ Rs. 250)۔

پرومو کوڈ: BILL10 - ادائیگی کے وقت درج کریں۔
آفر 2 اکتوبر سے 31 اکتوبر 2026 تک، فی صارف ایک بار۔

ابھی ایپ کھولیں: https://jhatpat.pk/go/bills?utm_source=email&utm_campaign=oct_bill10

شرائط و ضوابط: https://jhatpat.pk/terms/bill10
ای میلز بند کرنے کے لیے: https://mail.jhatpat.pk/unsub?u=8f31c0a2`,
    html: `<html dir="rtl"><body style="margin:0;background:#ffb300">
<div style="display:none">10% کیش بیک صرف اکتوبر میں</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,sans-serif">
<tr><td><a href="https://jhatpat.pk/go/bills?utm_source=email&amp;utm_campaign=oct_bill10"><img src="https://cdn.jhatpat.pk/campaigns/oct26/bill10-hero.jpg" width="600" alt="بل ادا کریں، 10% کیش بیک پائیں" style="display:block"></a></td></tr>
<tr><td style="padding:20px 30px;text-align:right;font-size:16px;line-height:28px">
<p>بجلی، گیس اور پانی کے بل جھٹ پٹ سے ادا کریں اور <b>10% کیش بیک</b> پائیں (زیادہ سے زیادہ Rs. 250)۔</p>
<p style="text-align:center;font-size:22px;border:2px dashed #ff9900;padding:10px">پرومو کوڈ: <b dir="ltr">BILL10</b></p>
<p style="font-size:13px;color:#666">آفر 2 اکتوبر سے 31 اکتوبر 2026 تک، فی صارف ایک بار۔ <a href="https://jhatpat.pk/terms/bill10">شرائط و ضوابط</a></p>
<p style="text-align:center"><a href="https://jhatpat.pk/go/bills?utm_source=email&amp;utm_campaign=oct_bill10" style="background:#ff9900;color:#fff;padding:12px 34px;border-radius:24px;text-decoration:none;font-weight:bold">ابھی ادا کریں</a></p>
</td></tr>
<tr><td style="background:#2b2b2b;color:#aaa;font-size:11px;padding:14px;text-align:center">
<a href="https://www.facebook.com/jhatpatcash" style="color:#aaa">Facebook</a> | <a href="https://www.instagram.com/jhatpat.pk" style="color:#aaa">Instagram</a> | <a href="https://mail.jhatpat.pk/unsub?u=8f31c0a2" style="color:#aaa">ای میلز بند کریں</a><br>
JhatPat Microfinance Bank Ltd. - Clifton, Karachi</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- PayKhazana (payment gateway)

function pk_layout(pre: string, inner: string): string {
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f5f6fa">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f5f6fa"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border:1px solid #e3e6ef;border-radius:6px">
<tr><td style="padding:24px 32px 8px"><img src="https://assets.paykhazana.com/email/wordmark-navy.png" width="132" alt="PayKhazana"></td></tr>
<tr><td style="padding:8px 32px 28px;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;font-size:15px;line-height:24px;color:#1c2340">${inner}</td></tr>
</table>
<table role="presentation" width="560" cellspacing="0" cellpadding="0"><tr><td style="padding:16px 32px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a90a6;text-align:center">
PayKhazana (Private) Limited &middot; Plot 21-C, Lane 7, Bukhari Commercial, DHA Phase VI, Karachi<br>
Licensed as a Payment Service Operator &middot; <a href="https://paykhazana.com/legal/privacy" style="color:#8a90a6">Privacy</a> &middot; <a href="https://help.paykhazana.com" style="color:#8a90a6">Help centre</a><br>
&copy; 2026 PayKhazana
</td></tr></table>
</td></tr></table></body></html>`;
}

const paykhazana: Mail[] = [
  {
    family: "paykhazana",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://dashboard.paykhazana.com/verify-email?token=c2lkZGlxdWktc29ucy5leGFtcGxl.Qm9vLTI2MDkwNg&mid=MK-20931",
    from: "PayKhazana <hello@paykhazana.com>",
    to: FAISAL,
    subject: "Verify your email to finish setting up Siddiqui & Sons Trading",
    date: "Sun, 06 Sep 2026 09:22:14 +0500",
    text: `Hi Faisal,

Thanks for signing up Siddiqui & Sons Trading (merchant ID MK-20931) on PayKhazana.

Confirm that faisal@siddiqui-sons.example is your work email so we can send you settlement
reports and dispute alerts:

https://dashboard.paykhazana.com/verify-email?token=c2lkZGlxdWktc29ucy5leGFtcGxl.Qm9vLTI2MDkwNg&mid=MK-20931

The link expires in 48 hours. After that you'll still need to upload your NTN certificate and
the CNIC of each director before you can accept live card payments.

Questions? Reply to this email or write to onboarding@paykhazana.com.

- The PayKhazana onboarding team`,
    html: pk_layout(
      "Confirm your work email - one click and you're done",
      `<h1 style="font-size:22px;margin:12px 0 16px">Verify your email address</h1>
<p>Hi Faisal,</p>
<p>Thanks for signing up <b>Siddiqui &amp; Sons Trading</b> (merchant ID MK-20931) on PayKhazana. Confirm that <b>faisal@siddiqui-sons.example</b> is your work email so we can send you settlement reports and dispute alerts.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:24px 0"><tr><td style="background:#2f3cff;border-radius:4px">
<a href="https://dashboard.paykhazana.com/verify-email?token=c2lkZGlxdWktc29ucy5leGFtcGxl.Qm9vLTI2MDkwNg&amp;mid=MK-20931" style="display:inline-block;padding:12px 26px;color:#fff;text-decoration:none;font-weight:600">Verify email</a>
</td></tr></table>
<p style="font-size:13px;color:#5b6280">The link expires in 48 hours. After that you'll still need to upload your NTN certificate and the CNIC of each director before you can accept live card payments.</p>
<p style="font-size:13px;color:#5b6280">Button not working? Paste this into your browser:<br><a href="https://dashboard.paykhazana.com/verify-email?token=c2lkZGlxdWktc29ucy5leGFtcGxl.Qm9vLTI2MDkwNg&amp;mid=MK-20931" style="color:#2f3cff;word-break:break-all">https://dashboard.paykhazana.com/verify-email?token=c2lkZGlxdWktc29ucy5leGFtcGxl.Qm9vLTI2MDkwNg&amp;mid=MK-20931</a></p>`,
    ),
  },
  {
    family: "paykhazana",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "318406",
    link: null,
    from: "PayKhazana Security <security@paykhazana.com>",
    to: FAISAL,
    subject: "318406 is your PayKhazana sign-in code",
    date: "Mon, 21 Sep 2026 08:05:39 +0400",
    text: `Sign-in code: 318406

Someone (hopefully you) is signing in to the PayKhazana dashboard for Siddiqui & Sons Trading.

Device: Chrome 129 on Windows
Location: Dubai, United Arab Emirates (approximate)
Time: 21 Sep 2026, 08:05 GST

The code expires in 10 minutes and can be used once. If this wasn't you, change your password
at https://dashboard.paykhazana.com/settings/security and let us know.`,
    html: pk_layout(
      "318406 - expires in 10 minutes",
      `<p>Use this code to finish signing in to the PayKhazana dashboard for Siddiqui &amp; Sons Trading:</p>
<div style="margin:22px 0;padding:16px;background:#f0f2ff;border-radius:4px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:30px;letter-spacing:8px;color:#1c2340">318 406</div>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:13px;color:#5b6280">
<tr><td style="padding:2px 16px 2px 0">Device</td><td>Chrome 129 on Windows</td></tr>
<tr><td style="padding:2px 16px 2px 0">Location</td><td>Dubai, United Arab Emirates (approximate)</td></tr>
<tr><td style="padding:2px 16px 2px 0">Time</td><td>21 Sep 2026, 08:05 GST</td></tr>
</table>
<p style="font-size:13px;color:#5b6280">The code expires in 10 minutes and can be used once. If this wasn't you, <a href="https://dashboard.paykhazana.com/settings/security" style="color:#2f3cff">change your password</a> and let us know.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "paykhazana",
    group: "negative",
    lang: "en",
    kind: "settlement-report",
    code: null,
    link: null,
    from: "PayKhazana Settlements <settlements@paykhazana.com>",
    to: ACCOUNTS,
    subject: "Settlement STL-0928-20931 credited: PKR 612,440.00",
    date: "Mon, 28 Sep 2026 18:30:12 +0500",
    text: `Settlement credited

Merchant: Siddiqui & Sons Trading (MK-20931)
Settlement ID: STL-0928-20931
Value date: 28 Sep 2026
Payout account: Sohni Bank ****3390

Gross collections (214 transactions)   PKR 631,900.00
MDR and fees                           PKR -16,738.00
Sindh sales tax on services (13%)      PKR  -2,176.00
Refunds                                PKR    -546.00
Net settled                            PKR 612,440.00

Download the transaction-level report from Dashboard > Settlements.`,
    html: pk_layout(
      "PKR 612,440.00 is on its way to ****3390",
      `<h1 style="font-size:20px;margin:12px 0">Settlement credited</h1>
<p>Settlement <b>STL-0928-20931</b> for Siddiqui &amp; Sons Trading (MK-20931) was sent to Sohni Bank ****3390, value date 28 Sep 2026.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr><td style="border-bottom:1px solid #e3e6ef">Gross collections (214 transactions)</td><td align="right" style="border-bottom:1px solid #e3e6ef">PKR 631,900.00</td></tr>
<tr><td style="border-bottom:1px solid #e3e6ef">MDR and fees</td><td align="right" style="border-bottom:1px solid #e3e6ef">-16,738.00</td></tr>
<tr><td style="border-bottom:1px solid #e3e6ef">Sindh sales tax on services (13%)</td><td align="right" style="border-bottom:1px solid #e3e6ef">-2,176.00</td></tr>
<tr><td style="border-bottom:1px solid #e3e6ef">Refunds</td><td align="right" style="border-bottom:1px solid #e3e6ef">-546.00</td></tr>
<tr><td><b>Net settled</b></td><td align="right"><b>PKR 612,440.00</b></td></tr>
</table>
<p><a href="https://dashboard.paykhazana.com/settlements/STL-0928-20931" style="color:#2f3cff">View transaction-level report</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- TijaratHub (B2B marketplace, Pakistan/UAE)

const tijarat: Mail[] = [
  {
    family: "tijarathub",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://click.tijarathub.com/ls/click?upn=aHR0cHM6Ly9zdXBwbGllcnMudGlqYXJhdGh1Yi5jb20vaW52aXRlL2FjY2VwdD9pZD1JTlYtNzcyMTA&sig=0b9d4e",
    from: "TijaratHub Supplier Network <suppliers@tijarathub.com>",
    to: IMRAN,
    subject: "Al Fajr Foodstuff Trading LLC invited you to their supplier portal",
    date: "Wed, 09 Sep 2026 12:31:55 +0400",
    text: `Hello Imran Siddiqui,

Al Fajr Foodstuff Trading LLC (Deira, Dubai) has invited Siddiqui & Sons Trading to join their
approved supplier list on TijaratHub. As an approved supplier you can receive their RFQs for
rice, pulses and spices, submit quotations and upload invoices directly.

Accept the invitation:
https://click.tijarathub.com/ls/click?upn=aHR0cHM6Ly9zdXBwbGllcnMudGlqYXJhdGh1Yi5jb20vaW52aXRlL2FjY2VwdD9pZD1JTlYtNzcyMTA&sig=0b9d4e

Invitation ID: INV-77210. It stays open for 14 days.
Buyer contact: Rashid Al Hammadi, Procurement (+971 4 295 3310)

You will be asked for your trade licence or NTN and a bank letter during registration.

TijaratHub FZ-LLC, Dubai Silicon Oasis, UAE
Manage notifications: https://www.tijarathub.com/account/notifications`,
    html: `<html><body style="margin:0;background:#eef3f1">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef3f1"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="margin:24px 0;font-family:Helvetica,Arial,sans-serif;color:#203030">
<tr><td bgcolor="#0c5c4c" style="padding:18px 28px"><img src="https://img.tijarathub.com/mail/th-logo-white.png" alt="TijaratHub" width="150"></td></tr>
<tr><td style="padding:28px">
<p style="font-size:13px;color:#6a7a78;margin:0 0 6px">SUPPLIER INVITATION</p>
<h2 style="margin:0 0 16px;font-size:21px">Al Fajr Foodstuff Trading LLC wants you as a supplier</h2>
<p style="font-size:15px;line-height:23px">Hello Imran Siddiqui,</p>
<p style="font-size:15px;line-height:23px">Al Fajr Foodstuff Trading LLC (Deira, Dubai) has invited <b>Siddiqui &amp; Sons Trading</b> to join their approved supplier list. As an approved supplier you can receive their RFQs for rice, pulses and spices, submit quotations and upload invoices directly.</p>
<table cellpadding="0" cellspacing="0" style="margin:22px 0"><tr><td bgcolor="#f2a900" style="border-radius:3px"><a href="https://click.tijarathub.com/ls/click?upn=aHR0cHM6Ly9zdXBwbGllcnMudGlqYXJhdGh1Yi5jb20vaW52aXRlL2FjY2VwdD9pZD1JTlYtNzcyMTA&amp;sig=0b9d4e" style="display:block;padding:13px 30px;color:#1a1a1a;font-weight:bold;text-decoration:none;font-size:15px">Accept invitation</a></td></tr></table>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#4b5b59">
<tr><td>Invitation ID</td><td>INV-77210 (open for 14 days)</td></tr>
<tr><td>Buyer contact</td><td>Rashid Al Hammadi, Procurement, +971 4 295 3310</td></tr>
</table>
<p style="font-size:13px;color:#4b5b59">You will be asked for your trade licence or NTN and a bank letter during registration.</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e1e8e6;font-size:11px;color:#8a9896">TijaratHub FZ-LLC, Dubai Silicon Oasis, UAE &middot; <a href="https://www.tijarathub.com/account/notifications" style="color:#8a9896">Manage notifications</a> &middot; <a href="https://www.tijarathub.com/legal/privacy" style="color:#8a9896">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "tijarathub",
    group: "negative",
    lang: "ar",
    kind: "rfq-alert",
    code: null,
    link: null,
    from: "تجارت هب <rfq@tijarathub.com>",
    to: IMRAN,
    subject: "طلب عرض سعر جديد يطابق منتجاتك: أرز سيلا بسمتي 1121",
    date: "Tue, 22 Sep 2026 07:14:20 +0400",
    text: `طلب شراء جديد

رقم الطلب: RFQ-2609-55812
المنتج: أرز سيلا بسمتي 1121 — حاويتان 20 قدم (حوالي 50 طن متري)
المشتري: مستورد موثّق، صحار، سلطنة عُمان (عضو منذ 2021)
التعبئة: أكياس 25 كغ بعلامة المشتري
شروط التسليم: CFR صحار
السعر المستهدف: 1,040 – 1,090 دولار أمريكي للطن
آخر موعد لتقديم العروض: 29/09/2026 الساعة 17:00 بتوقيت الخليج
عدد العروض المستلمة حتى الآن: 6

قدّم عرضك: https://www.tijarathub.com/ar/rfq/RFQ-2609-55812?utm_source=alert&utm_medium=email

وصلتك هذه الرسالة لأن فئة "الأرز" مدرجة في كتالوج منتجاتك.
إدارة التنبيهات: https://www.tijarathub.com/ar/account/notifications`,
    html: null,
    enc: "qp",
  },
  {
    family: "tijarathub",
    group: "negative",
    lang: "en",
    kind: "buyer-message",
    code: null,
    link: null,
    from: "Rashid Al Hammadi via TijaratHub <messages@tijarathub.com>",
    to: IMRAN,
    subject: "Re: Quotation Q-20931-118 (Red lentils, 18 MT)",
    date: "Thu, 01 Oct 2026 15:42:09 +0400",
    text: `Rashid Al Hammadi sent you a message about quotation Q-20931-118:

  "Dear Imran, thank you for the revised price of USD 742/MT. Management is fine with it
   if you can ship before 20 October. Please share the phytosanitary certificate draft and
   the packing list. PO will follow on Sunday. Regards, Rashid"

Reply on TijaratHub: https://www.tijarathub.com/inbox/thread/TH-884120

Do not reply to this email. Messages sent outside TijaratHub are not covered by Trade Assurance.`,
    html: `<html><body style="font-family:Helvetica,Arial,sans-serif;background:#eef3f1;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="padding:14px 24px;border-bottom:3px solid #0c5c4c"><img src="https://img.tijarathub.com/mail/th-logo.png" alt="TijaratHub" width="120"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:21px;color:#203030">
<p><b>Rashid Al Hammadi</b> (Al Fajr Foodstuff Trading LLC) sent you a message about quotation <b>Q-20931-118</b>:</p>
<blockquote style="margin:0;padding:12px 16px;background:#f6f8f7;border-left:4px solid #f2a900">Dear Imran, thank you for the revised price of USD 742/MT. Management is fine with it if you can ship before 20 October. Please share the phytosanitary certificate draft and the packing list. PO will follow on Sunday. Regards, Rashid</blockquote>
<p style="margin-top:20px"><a href="https://www.tijarathub.com/inbox/thread/TH-884120" style="background:#0c5c4c;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px">Reply on TijaratHub</a></p>
<p style="font-size:12px;color:#8a9896">Do not reply to this email. Messages sent outside TijaratHub are not covered by Trade Assurance.</p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Vyapaar Setu (Indian B2B wholesale app, Hindi)

const vyapaar: Mail[] = [
  {
    family: "vyapaar-setu",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "824517",
    link: null,
    from: "व्यापार सेतु <noreply@vyapaarsetu.in>",
    to: IMRAN,
    subject: "व्यापार सेतु लॉगिन के लिए ओटीपी",
    date: "Fri, 11 Sep 2026 10:26:48 +0530",
    text: `नमस्ते इमरान जी,

आपके व्यापार सेतु खाते में लॉगिन के लिए वन टाइम पासवर्ड (OTP) है: 824517

यह OTP 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें — व्यापार सेतु कभी भी फ़ोन पर OTP नहीं माँगता।

यदि आपने लॉगिन का प्रयास नहीं किया है, तो तुरंत हमारी सहायता टीम से 1800-309-7710 (टोल फ़्री, सुबह 9 से रात 8 बजे) पर संपर्क करें।

धन्यवाद,
टीम व्यापार सेतु
विश्वास ट्रेडटेक प्रा. लि., सूरत, गुजरात 395003`,
    html: `<html lang="hi"><body style="margin:0;background:#fdf3ec">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px">
<table width="520" cellspacing="0" cellpadding="0" style="background:#fff;border-radius:8px;font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif;color:#333">
<tr><td style="background:#e2571e;border-radius:8px 8px 0 0;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold">व्यापार सेतु</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:26px">
<p>नमस्ते इमरान जी,</p>
<p>आपके व्यापार सेतु खाते में लॉगिन के लिए वन टाइम पासवर्ड (OTP) है:</p>
<p style="text-align:center"><span style="display:inline-block;background:#fdf3ec;border:1px dashed #e2571e;padding:10px 28px;font-size:28px;letter-spacing:6px;font-family:Arial;font-weight:bold">824517</span></p>
<p>यह OTP 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें — व्यापार सेतु कभी भी फ़ोन पर OTP नहीं माँगता।</p>
<p style="font-size:13px;color:#777">यदि आपने लॉगिन का प्रयास नहीं किया है, तो तुरंत हमारी सहायता टीम से 1800-309-7710 (टोल फ़्री, सुबह 9 से रात 8 बजे) पर संपर्क करें।</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;border-radius:0 0 8px 8px;font-size:11px;color:#999">विश्वास ट्रेडटेक प्रा. लि., रिंग रोड, सूरत, गुजरात 395003 · <a href="https://vyapaarsetu.in/privacy" style="color:#999">गोपनीयता नीति</a> · <a href="https://vyapaarsetu.in/help" style="color:#999">सहायता</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "vyapaar-setu",
    group: "negative",
    lang: "hi",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "व्यापार सेतु ऑर्डर <orders@vyapaarsetu.in>",
    to: IMRAN,
    subject: "ऑर्डर पक्का हुआ: VS-2609-004712 (₹2,86,740)",
    date: "Fri, 11 Sep 2026 10:41:03 +0530",
    text: `नमस्ते इमरान जी,

आपका ऑर्डर VS-2609-004712 विक्रेता "श्री अंबिका टेक्सटाइल्स, सूरत" द्वारा स्वीकार कर लिया गया है।

सामान:
  1. पॉली-विस्कोस सूटिंग, 58" — 1,200 मीटर × ₹186 = ₹2,23,200
  2. कॉटन लाइनिंग, 44" — 800 मीटर × ₹64 = ₹51,200
उप-योग: ₹2,74,400
IGST (5%, निर्यात से पहले): ₹13,720 (LUT लागू होने पर वापसी योग्य)
माल-भाड़ा (सूरत → न्हावा शेवा): ₹4,820
कुल: ₹2,86,740 (छूट −₹6,000 समायोजित)

भुगतान: 30% अग्रिम प्राप्त (₹86,022), शेष डिस्पैच से पहले।
अनुमानित डिस्पैच: 18 सितंबर 2026

टैक्स इनवॉइस डिस्पैच के समय ईमेल से भेजा जाएगा।

टीम व्यापार सेतु`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Dhow Crest Shipping (container line)

const dhowcrest: Mail[] = [
  {
    family: "dhow-crest-lines",
    group: "negative",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Dhow Crest Lines Karachi <kar.bookings@dhowcrest.com>",
    to: IMRAN,
    subject: "Booking Confirmation DCLKHI26091847 / MV CREST AL WAFI V.612W",
    date: "Tue, 15 Sep 2026 14:09:33 +0500",
    text: `BOOKING CONFIRMATION

Booking no.      : DCLKHI26091847
Shipper          : SIDDIQUI & SONS TRADING, KARACHI
Vessel / Voyage  : CREST AL WAFI / 612W
Port of loading  : KARACHI (QICT)
Port of discharge: JEBEL ALI
Equipment        : 2 x 20GP
Commodity        : RICE, SELLA BASMATI, IN 25 KG BAGS (HS 1006.30)
Empty pick-up    : Dhow Crest Depot, Mauripur Road, from 16 Sep 2026 08:00

CUT-OFFS (PKT)
  VGM cut-off          : 19 Sep 2026 12:00
  SI / documentation   : 19 Sep 2026 16:00
  CY / gate-in cut-off : 20 Sep 2026 10:00
ETD Karachi            : 21 Sep 2026
ETA Jebel Ali          : 25 Sep 2026

Please submit shipping instructions and VGM through the Dhow Crest e-portal quoting the booking
number. Late SI will attract an amendment fee of USD 50 per B/L. Detention free time at origin:
5 days.

Regards,
Customer Service - Export
Dhow Crest Lines (Pakistan) Pvt Ltd, Office 904, Dolmen Executive Tower, Clifton, Karachi
Tel +92 21 3583 1140`,
    html: null,
    attachment: [
      "DCLKHI26091847_BookingConfirmation.pdf",
      "application/pdf",
      "%PDF-1.3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n% Booking DCLKHI26091847 CREST AL WAFI 612W\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "dhow-crest-lines",
    group: "negative",
    lang: "en",
    kind: "arrival-notice",
    code: null,
    link: null,
    from: "Dhow Crest Lines Jebel Ali <jea.import@dhowcrest.com>",
    to: FAISAL,
    subject: "ARRIVAL NOTICE - B/L DCLKHI0261847A - CREST AL WAFI 612W - ETA 25/09",
    date: "Wed, 23 Sep 2026 09:50:18 +0400",
    text: `Dear Consignee,

Please be advised of the arrival of the following shipment:

B/L: DCLKHI0261847A   Vessel: CREST AL WAFI 612W   ETA Jebel Ali: 25/09/2026
Containers: DCSU 204118-3, DCSU 204562-0 (2 x 20GP)
Consignee: SIDDIQUI GENERAL TRADING LLC, AL RAS, DEIRA, DUBAI

Charges payable before delivery order release:
  Delivery order fee          AED 525.00
  Terminal handling (2x20)    AED 1,460.00
  Container protection        AED 160.00
  VAT 5%                      AED 107.25
  Total                       AED 2,252.25

Free time at destination: 7 days from discharge. Detention thereafter AED 90/day/container.
Original B/L or telex release confirmation is required for DO issuance.

Dhow Crest Lines (UAE) LLC - Jebel Ali Free Zone, LOB 15, Office 417 - +971 4 881 6620`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#000">
<p>Dear Consignee,</p>
<p>Please be advised of the arrival of the following shipment:</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr style="background:#1f3b63;color:#fff"><th>B/L</th><th>Vessel / Voy</th><th>ETA Jebel Ali</th><th>Containers</th></tr>
<tr><td>DCLKHI0261847A</td><td>CREST AL WAFI 612W</td><td>25/09/2026</td><td>DCSU 204118-3<br>DCSU 204562-0</td></tr>
</table>
<p>Consignee: <b>SIDDIQUI GENERAL TRADING LLC</b>, AL RAS, DEIRA, DUBAI</p>
<p><b>Charges payable before delivery order release:</b></p>
<table cellpadding="3" cellspacing="0" style="font-size:13px">
<tr><td>Delivery order fee</td><td align="right">AED 525.00</td></tr>
<tr><td>Terminal handling (2x20)</td><td align="right">AED 1,460.00</td></tr>
<tr><td>Container protection</td><td align="right">AED 160.00</td></tr>
<tr><td>VAT 5%</td><td align="right">AED 107.25</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>AED 2,252.25</b></td></tr>
</table>
<p>Free time at destination: 7 days from discharge. Detention thereafter AED 90/day/container.<br>
Original B/L or telex release confirmation is required for DO issuance.</p>
<p style="color:#555;font-size:12px">Dhow Crest Lines (UAE) LLC - Jebel Ali Free Zone, LOB 15, Office 417 - +971 4 881 6620<br>
<a href="https://www.dhowcrest.com/tariffs/uae">Local tariff</a> | <a href="https://eportal.dhowcrest.com/">e-portal</a></p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- GulfBridge Freight (forwarder, Dubai)

const gulfbridge: Mail[] = [
  {
    family: "gulfbridge-freight",
    group: "regional",
    lang: "en",
    kind: "verify-code-link",
    code: "GB-7734",
    code_digits: "7734",
    link: "https://track.gulfbridgefreight.ae/account/confirm?u=41872&k=9xQm2LwT7s",
    from: "GulfBridge Freight myShipments <myshipments@gulfbridgefreight.ae>",
    to: FAISAL,
    subject: "Confirm your myShipments account",
    date: "Thu, 17 Sep 2026 11:12:40 +0400",
    text: `Dear Faisal Siddiqui,

Your myShipments account has been created by our Dubai sales office so that you can follow
your consignments, download documents and approve invoices online.

Confirm your e-mail address by opening this link:
https://track.gulfbridgefreight.ae/account/confirm?u=41872&k=9xQm2LwT7s

or, if you are on the mobile app, enter this confirmation code: GB-7734

The link and the code are valid for 24 hours.

Your customer code with us is SIDGT-DXB-0192 (this is not a password).

Kind regards,
GulfBridge Freight LLC
Al Qusais Industrial Area 2, Dubai, UAE | +971 4 267 4400`,
    html: `<html><body style="background:#f3f5f8;margin:0;padding:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#2a2f36">
<tr><td style="padding:0"><img src="https://www.gulfbridgefreight.ae/mail/header-580.jpg" width="580" alt="GulfBridge Freight - myShipments" style="display:block"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:22px">
<p>Dear Faisal Siddiqui,</p>
<p>Your <b>myShipments</b> account has been created by our Dubai sales office so that you can follow your consignments, download documents and approve invoices online.</p>
<p style="text-align:center;margin:26px 0"><a href="https://track.gulfbridgefreight.ae/account/confirm?u=41872&amp;k=9xQm2LwT7s" style="background:#d62a2a;color:#fff;padding:12px 36px;text-decoration:none;font-weight:bold;border-radius:2px">CONFIRM E-MAIL</a></p>
<p>On the mobile app? Enter this confirmation code instead:</p>
<p style="text-align:center;font-size:24px;font-weight:bold;letter-spacing:3px">GB-7734</p>
<p style="font-size:12px;color:#6b7380">The link and the code are valid for 24 hours. Your customer code with us is SIDGT-DXB-0192 (this is not a password).</p>
</td></tr>
<tr><td style="background:#2a2f36;color:#aab0b8;font-size:11px;padding:14px 30px">GulfBridge Freight LLC &middot; Al Qusais Industrial Area 2, Dubai, UAE &middot; +971 4 267 4400<br>
<a href="https://www.gulfbridgefreight.ae/terms" style="color:#aab0b8">Standard Trading Conditions</a> &middot; <a href="https://www.linkedin.com/company/gulfbridge-freight" style="color:#aab0b8">LinkedIn</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "gulfbridge-freight",
    group: "negative",
    lang: "en",
    kind: "shipment-status",
    code: null,
    link: null,
    from: "GulfBridge Freight myShipments <myshipments@gulfbridgefreight.ae>",
    to: FAISAL,
    subject: "Shipment GBF-SEA-26-03318: Customs cleared, out for delivery",
    date: "Sat, 26 Sep 2026 16:27:05 +0400",
    text: `Shipment update

Job no.: GBF-SEA-26-03318
Your ref.: PO/SGT/2026/044
Route: Karachi -> Jebel Ali -> Al Ras warehouse, Deira
Status: Customs cleared 26/09 14:50, out for delivery

Milestones
  21/09 Sailed from Karachi (CREST AL WAFI 612W)
  25/09 Discharged Jebel Ali
  26/09 Declaration 101-26-0884120 cleared
  26/09 Loaded on truck DXB-L-44817, driver Anwar (+971 55 310 2294)

Expected at site: 27/09/2026 between 09:00 and 12:00.
Charges on this job will be invoiced separately.

Track online: https://track.gulfbridgefreight.ae/jobs/GBF-SEA-26-03318`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#2a2f36;background:#f3f5f8">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="padding:14px 24px;border-bottom:4px solid #d62a2a"><b style="font-size:16px">GulfBridge Freight</b> <span style="color:#6b7380">myShipments</span></td></tr>
<tr><td style="padding:20px 24px">
<p style="font-size:18px;margin:0 0 10px">Customs cleared, out for delivery</p>
<p>Job <b>GBF-SEA-26-03318</b> &middot; your ref. PO/SGT/2026/044<br>Karachi &rarr; Jebel Ali &rarr; Al Ras warehouse, Deira</p>
<table cellpadding="4" cellspacing="0" width="100%" style="font-size:13px">
<tr><td width="60" style="color:#6b7380">21/09</td><td>Sailed from Karachi (CREST AL WAFI 612W)</td></tr>
<tr><td style="color:#6b7380">25/09</td><td>Discharged Jebel Ali</td></tr>
<tr><td style="color:#6b7380">26/09</td><td>Declaration 101-26-0884120 cleared</td></tr>
<tr><td style="color:#6b7380">26/09</td><td><b>Loaded on truck DXB-L-44817</b>, driver Anwar (+971 55 310 2294)</td></tr>
</table>
<p>Expected at site: <b>27/09/2026 between 09:00 and 12:00</b>. Charges on this job will be invoiced separately.</p>
<p><a href="https://track.gulfbridgefreight.ae/jobs/GBF-SEA-26-03318" style="color:#d62a2a">Track online</a></p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Sahil customs clearance portal (UAE, Arabic)

const sahil: Mail[] = [
  {
    family: "sahil-clearance",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "604871",
    link: null,
    from: "بوابة ساحل للتخليص <noreply@sahil-clearance.ae>",
    to: FAISAL,
    subject: "رمز التحقق لتسجيل الدخول إلى بوابة ساحل",
    date: "Fri, 25 Sep 2026 22:03:11 +0400",
    text: `عزيزي المتعامل فيصل صديقي،

رمز التحقق الخاص بك لتسجيل الدخول إلى بوابة ساحل للتخليص الجمركي هو:

604871

صلاحية الرمز 5 دقائق فقط. لا تشارك هذا الرمز مع أي شخص، بما في ذلك موظفي البوابة أو المخلص الجمركي.

رقم الملف الجمركي: AE-1092288
آخر دخول ناجح: 24/09/2026 18:40

إذا لم تطلب هذا الرمز، يرجى التواصل مع مركز الاتصال على 800 72445.

بوابة ساحل — دبي، الإمارات العربية المتحدة`,
    html: `<html lang="ar" dir="rtl"><body style="margin:0;background:#f1ede4">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d9d1bf;font-family:Tahoma,'Dubai',Arial,sans-serif;color:#2d2a24">
<tr><td style="padding:16px 26px;background:#7a5c2e"><img src="https://www.sahil-clearance.ae/assets/mail/logo-ar-en.png" alt="بوابة ساحل | Sahil Portal" height="40"></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;line-height:26px;text-align:right">
<p>عزيزي المتعامل فيصل صديقي،</p>
<p>رمز التحقق الخاص بك لتسجيل الدخول إلى بوابة ساحل للتخليص الجمركي هو:</p>
<p style="text-align:center;margin:20px 0"><span dir="ltr" style="font-family:Arial;font-size:32px;font-weight:bold;letter-spacing:10px;color:#7a5c2e">604871</span></p>
<p>صلاحية الرمز <b>5 دقائق</b> فقط. لا تشارك هذا الرمز مع أي شخص، بما في ذلك موظفي البوابة أو المخلص الجمركي.</p>
<table cellpadding="3" style="font-size:13px;color:#6b6457"><tr><td>رقم الملف الجمركي:</td><td dir="ltr">AE-1092288</td></tr><tr><td>آخر دخول ناجح:</td><td dir="ltr">24/09/2026 18:40</td></tr></table>
<p style="font-size:13px;color:#6b6457">إذا لم تطلب هذا الرمز، يرجى التواصل مع مركز الاتصال على <span dir="ltr">800 72445</span>.</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f7f4ee;font-size:11px;color:#8c8473;text-align:center">بوابة ساحل — دبي، الإمارات العربية المتحدة &middot; <a href="https://www.sahil-clearance.ae/ar/privacy" style="color:#8c8473">سياسة الخصوصية</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "sahil-clearance",
    group: "negative",
    lang: "ar",
    kind: "declaration-cleared",
    code: null,
    link: null,
    from: "بوابة ساحل للتخليص <noreply@sahil-clearance.ae>",
    to: FAISAL,
    subject: "تم إفراج البيان الجمركي رقم 101-26-0884120",
    date: "Sat, 26 Sep 2026 14:51:37 +0400",
    text: `عزيزي المتعامل،

نود إعلامكم بأنه تم إفراج البيان الجمركي التالي:

رقم البيان: 101-26-0884120
نوع البيان: استيراد للسوق المحلي
المستورد: صديقي للتجارة العامة ذ.م.م (AE-1092288)
المنفذ: ميناء جبل علي
عدد الحاويات: 2
الرسوم الجمركية المدفوعة: 4,318.00 درهم
ضريبة القيمة المضافة على الاستيراد: 4,534.00 درهم
تاريخ الإفراج: 26/09/2026 الساعة 14:50

يمكنكم طباعة شهادة الإفراج من قسم "بياناتي" في البوابة.

مع تحيات،
بوابة ساحل`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Sooratnameh e-invoice system (Iran, Persian)

const soorat: Mail[] = [
  {
    family: "samaneh-sooratnameh",
    group: "regional",
    lang: "fa",
    kind: "login-code",
    code: "93542",
    link: null,
    from: "سامانه صورتنامه <no-reply@sooratnameh.ir>",
    to: "Reza Hosseini (Bandar Abbas) <reza@siddiqui-sons.example>",
    subject: "کد ورود به کارپوشه صورتنامه",
    date: "Sun, 04 Oct 2026 09:14:22 +0330",
    text: `مودی گرامی، آقای رضا حسینی

کد یکبار مصرف ورود به کارپوشه شما در سامانه صورتنامه:

93542

این کد تا ۲ دقیقه معتبر است.
شناسه یکتای حافظه مالیاتی: A1B2C3
کد اقتصادی: ۱۴۰۰۹۸۷۶۵۴۳

اگر درخواست ورود نداده‌اید، این پیام را نادیده بگیرید و رمز عبور خود را تغییر دهید.

سامانه صورتنامه — پشتیبانی: ۰۲۱-۹۱۰۰۴۴۲۰`,
    html: `<html dir="rtl" lang="fa"><body style="font-family:Tahoma,Vazirmatn,sans-serif;background:#eef2f6;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px">
<tr><td style="background:#16456b;color:#fff;padding:14px 20px;font-size:17px;border-radius:6px 6px 0 0">سامانه صورتنامه</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:26px;text-align:right;color:#222">
<p>مودی گرامی، آقای رضا حسینی</p>
<p>کد یکبار مصرف ورود به کارپوشه شما:</p>
<div style="text-align:center;font:bold 30px Tahoma;letter-spacing:6px;color:#16456b;background:#eef2f6;padding:12px;margin:12px 0" dir="ltr">93542</div>
<p>این کد تا <b>۲ دقیقه</b> معتبر است.</p>
<p style="font-size:12px;color:#666">شناسه یکتای حافظه مالیاتی: <span dir="ltr">A1B2C3</span> &nbsp;|&nbsp; کد اقتصادی: ۱۴۰۰۹۸۷۶۵۴۳</p>
<p style="font-size:12px;color:#666">اگر درخواست ورود نداده‌اید، این پیام را نادیده بگیرید و رمز عبور خود را تغییر دهید.</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#888;text-align:center;border-top:1px solid #e4e8ec">پشتیبانی: ۰۲۱-۹۱۰۰۴۴۲۰ &middot; <a href="https://sooratnameh.ir/help" style="color:#888">راهنما</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "samaneh-sooratnameh",
    group: "negative",
    lang: "fa",
    kind: "invoice-registered",
    code: null,
    link: null,
    from: "سامانه صورتنامه <no-reply@sooratnameh.ir>",
    to: "Reza Hosseini (Bandar Abbas) <reza@siddiqui-sons.example>",
    subject: "ثبت صورتحساب الکترونیکی — شماره منحصر به فرد مالیاتی A1B2C3-04AF-00018",
    date: "Tue, 06 Oct 2026 16:40:05 +0330",
    text: `مودی گرامی،

صورتحساب الکترونیکی شما با مشخصات زیر در سامانه ثبت و توسط خریدار تأیید شد:

شماره منحصر به فرد مالیاتی: A1B2C3-04AF-00018
نوع صورتحساب: نوع اول — الگوی صادرات
تاریخ صدور: ۱۴۰۵/۰۷/۱۴
خریدار: شرکت بازرگانی دریای نور کیش
مبلغ کل: ۱٬۸۴۰٬۰۰۰٬۰۰۰ ریال
مالیات و عوارض ارزش افزوده: ۰ ریال (صادراتی)
وضعیت: تأیید شده

مشاهده جزئیات در کارپوشه: https://sooratnameh.ir/karpooshe/invoices

سامانه صورتنامه`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Indus Valley Chamber of Commerce

const chamber: Mail[] = [
  {
    family: "indus-valley-chamber",
    group: "negative",
    lang: "en",
    kind: "circular",
    code: null,
    link: null,
    from: "IVCCI Secretariat <secretariat@ivcci.org.pk>",
    to: IMRAN,
    subject: "Circular No. IVCCI/TR/2026/117 - Revised documentation for rice exports to GCC",
    date: "Mon, 07 Sep 2026 12:00:00 +0500",
    text: `INDUS VALLEY CHAMBER OF COMMERCE & INDUSTRY
Circular No. IVCCI/TR/2026/117                                   Dated: 07 September 2026

Subject: Revised documentation for rice exports to GCC markets

Dear Member,

The Secretariat has received communication from the Trade Development Authority regarding
changes in the documentation required for rice consignments to the GCC, effective 1 November 2026:

1. Certificates of origin must be issued electronically; manual certificates will not be accepted
   at Jebel Ali, Sohar and Dammam.
2. The phytosanitary certificate number must be quoted on the commercial invoice.
3. Pesticide residue reports must come from a laboratory accredited by PNAC.

Members are requested to brief their clearing agents accordingly. An awareness session will be held
on Thursday, 17 September 2026 at 3:00 pm in the Chamber's Committee Room (2nd floor).

For queries contact Mr. Tariq Mehmood, Deputy Secretary (Trade), 021-3568 1422 ext. 214.

Secretary General
IVCCI, Chamber House, Aiwan-e-Tijarat Road, Karachi`,
    html: `<html><body style="font-family:'Times New Roman',serif;font-size:15px;color:#000;background:#fff">
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding:12px 0;border-bottom:2px solid #003366"><img src="https://www.ivcci.org.pk/images/ivcci-letterhead.png" alt="Indus Valley Chamber of Commerce &amp; Industry" width="420"></td></tr>
<tr><td style="padding:16px 4px">
<table width="100%"><tr><td>Circular No. IVCCI/TR/2026/117</td><td align="right">Dated: 07 September 2026</td></tr></table>
<p><b><u>Subject: Revised documentation for rice exports to GCC markets</u></b></p>
<p>Dear Member,</p>
<p>The Secretariat has received communication from the Trade Development Authority regarding changes in the documentation required for rice consignments to the GCC, effective <b>1 November 2026</b>:</p>
<ol>
<li>Certificates of origin must be issued electronically; manual certificates will not be accepted at Jebel Ali, Sohar and Dammam.</li>
<li>The phytosanitary certificate number must be quoted on the commercial invoice.</li>
<li>Pesticide residue reports must come from a laboratory accredited by PNAC.</li>
</ol>
<p>Members are requested to brief their clearing agents accordingly. An awareness session will be held on Thursday, 17 September 2026 at 3:00 pm in the Chamber's Committee Room (2nd floor).</p>
<p>For queries contact Mr. Tariq Mehmood, Deputy Secretary (Trade), 021-3568 1422 ext. 214.</p>
<p>Secretary General<br>IVCCI, Chamber House, Aiwan-e-Tijarat Road, Karachi</p>
<p style="font-size:11px;color:#666;font-family:Arial">You are receiving this as a registered member (Membership No. IV-08817). <a href="https://www.ivcci.org.pk/circulars">All circulars</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "indus-valley-chamber",
    group: "negative",
    lang: "ur",
    kind: "membership-renewal",
    code: null,
    link: null,
    from: "IVCCI Membership <membership@ivcci.org.pk>",
    to: ACCOUNTS,
    subject: "رکنیت کی تجدید 2026-27 - بل نمبر IV-08817/26",
    date: "Wed, 30 Sep 2026 10:35:48 +0500",
    text: `محترم رکن،

رکنیت نمبر: IV-08817 (ایسوسی ایٹ کلاس)
فرم: میسرز صدیقی اینڈ سنز ٹریڈنگ

آپ کی سال 2026-27 کی رکنیت کی تجدید واجب الادا ہے۔ سالانہ فیس: 18,000 روپے
(سرٹیفکیٹ آف اوریجن کی سہولت کے لیے مزید 2,500 روپے)۔ بغیر سرچارج ادائیگی کی آخری تاریخ: 31 اکتوبر 2026۔

ادائیگی "انڈس ویلی چیمبر آف کامرس اینڈ انڈسٹری" کے نام کراسڈ چیک یا آن لائن ٹرانسفر کے ذریعے کی جا سکتی ہے:
  سوہنی بینک لمیٹڈ، چیمبر ہاؤس برانچ
  IBAN PK58 SOHN 0001 2233 0044 5511

براہ کرم ڈپازٹ سلپ پر رکنیت نمبر ضرور لکھیں اور اس کی کاپی اسی ای میل پر بھیج دیں۔
31 اکتوبر کے بعد واجبات ادا نہ کرنے والے اراکین سالانہ انتخابات میں ووٹ کے اہل نہیں ہوں گے۔

ممبرشپ سیکشن، آئی وی سی سی آئی
021-3568 1422 ایکسٹینشن 120`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Bahikhata Cloud (accounting app)

function bk_footer(): string {
  return `<tr><td style="padding:20px 36px 28px;font:12px/18px 'Inter',Arial,sans-serif;color:#98a2b3;border-top:1px solid #eaecf0">
You're receiving this because you have a Bahikhata Cloud account.<br>
Bahikhata Technologies Pvt. Ltd., 3rd Floor, Arfa Software Technology Park, Ferozepur Road, Lahore 54000<br>
<a href="https://bahikhata.cloud/help" style="color:#98a2b3">Help</a> &middot; <a href="https://bahikhata.cloud/terms" style="color:#98a2b3">Terms</a> &middot; <a href="https://bahikhata.cloud/privacy" style="color:#98a2b3">Privacy</a> &middot; <a href="https://x.com/bahikhatacloud" style="color:#98a2b3">X</a>
</td></tr>`;
}

const bahikhata: Mail[] = [
  {
    family: "bahikhata-cloud",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.bahikhata.cloud/join/org_7fK2pQ/inv_9a81c7d2e4b3?email=nasreen%40siddiqui-sons.example",
    from: "Imran Siddiqui via Bahikhata <notifications@bahikhata.cloud>",
    to: NASREEN,
    subject: "Imran Siddiqui invited you to Siddiqui & Sons Trading on Bahikhata",
    date: "Tue, 08 Sep 2026 19:55:10 +0500",
    text: `Imran Siddiqui has invited you to join the books of Siddiqui & Sons Trading on Bahikhata Cloud
as an Accountant (can record sales, purchases and bank entries; cannot delete vouchers).

Join the organisation:
https://app.bahikhata.cloud/join/org_7fK2pQ/inv_9a81c7d2e4b3?email=nasreen%40siddiqui-sons.example

This invitation is for nasreen@siddiqui-sons.example and expires on 15 September 2026.

New to Bahikhata? You'll create a password after accepting.

--
Bahikhata Cloud - simple books for Pakistani businesses
Help: https://bahikhata.cloud/help`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f9fafb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(16,24,40,.1)">
<tr><td style="padding:32px 36px 0"><img src="https://bahikhata.cloud/static/email/logo-teal.png" alt="Bahikhata" height="30"></td></tr>
<tr><td style="padding:24px 36px;font:15px/24px 'Inter',Arial,sans-serif;color:#344054">
<h1 style="font-size:20px;line-height:28px;color:#101828;margin:0 0 16px">Join Siddiqui &amp; Sons Trading on Bahikhata</h1>
<p><b>Imran Siddiqui</b> (imran@siddiqui-sons.example) has invited you to the organisation's books as an <b>Accountant</b> &mdash; you can record sales, purchases and bank entries, but not delete vouchers.</p>
<p style="margin:28px 0"><a href="https://app.bahikhata.cloud/join/org_7fK2pQ/inv_9a81c7d2e4b3?email=nasreen%40siddiqui-sons.example" style="background:#0e9384;color:#fff;text-decoration:none;padding:11px 20px;border-radius:8px;font-weight:600">Accept invitation</a></p>
<p style="font-size:13px;color:#667085">This invitation is for nasreen@siddiqui-sons.example and expires on 15 September 2026. New to Bahikhata? You'll create a password after accepting.</p>
</td></tr>
${bk_footer()}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bahikhata-cloud",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://app.bahikhata.cloud/password/reset/3c9e77b1f0a24e6d9b5a?uid=u_20484",
    from: "Bahikhata Cloud <security@bahikhata.cloud>",
    to: NASREEN,
    subject: "Reset your Bahikhata password",
    date: "Sat, 19 Sep 2026 23:48:27 +0500",
    text: `Hi Nasreen,

We received a request to reset the password for your Bahikhata account.

Choose a new password here (the link works for 30 minutes):
https://app.bahikhata.cloud/password/reset/3c9e77b1f0a24e6d9b5a?uid=u_20484

If you didn't ask for this, ignore this email - your current password keeps working.

Requested from: 39.45.xx.xx (Karachi, PK), Safari on iPhone`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f9fafb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:32px 36px 0"><img src="https://bahikhata.cloud/static/email/logo-teal.png" alt="Bahikhata" height="30"></td></tr>
<tr><td style="padding:24px 36px;font:15px/24px 'Inter',Arial,sans-serif;color:#344054">
<p>Hi Nasreen,</p>
<p>We received a request to reset the password for your Bahikhata account.</p>
<p style="margin:28px 0"><a href="https://app.bahikhata.cloud/password/reset/3c9e77b1f0a24e6d9b5a?uid=u_20484" style="background:#0e9384;color:#fff;text-decoration:none;padding:11px 20px;border-radius:8px;font-weight:600">Choose a new password</a></p>
<p style="font-size:13px;color:#667085">The link works for 30 minutes. If you didn't ask for this, ignore this email &mdash; your current password keeps working.</p>
<p style="font-size:13px;color:#667085">Requested from 39.45.xx.xx (Karachi, PK), Safari on iPhone.</p>
</td></tr>
${bk_footer()}
</table></td></tr></table></body></html>`,
  },
  {
    family: "bahikhata-cloud",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Bahikhata Cloud <security@bahikhata.cloud>",
    to: NASREEN,
    subject: "Your Bahikhata password was changed",
    date: "Sat, 19 Sep 2026 23:51:02 +0500",
    text: `Hi Nasreen,

The password for your Bahikhata account was changed on 19 Sep 2026 at 11:50 pm (PKT).
Other devices have been signed out.

If you made this change, there is nothing else to do.
If you didn't, secure your account: https://app.bahikhata.cloud/account/recover
or write to security@bahikhata.cloud.`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f9fafb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:32px 36px 0"><img src="https://bahikhata.cloud/static/email/logo-teal.png" alt="Bahikhata" height="30"></td></tr>
<tr><td style="padding:24px 36px;font:15px/24px 'Inter',Arial,sans-serif;color:#344054">
<p>Hi Nasreen,</p>
<p>The password for your Bahikhata account was changed on <b>19 Sep 2026 at 11:50 pm (PKT)</b>. Other devices have been signed out.</p>
<p>If you made this change, there is nothing else to do. If you didn't, <a href="https://app.bahikhata.cloud/account/recover" style="color:#0e9384">secure your account</a> or write to security@bahikhata.cloud.</p>
</td></tr>
${bk_footer()}
</table></td></tr></table></body></html>`,
  },
  {
    family: "bahikhata-cloud",
    group: "negative",
    lang: "en",
    kind: "weekly-summary",
    code: null,
    link: null,
    from: "Bahikhata Cloud <reports@bahikhata.cloud>",
    to: IMRAN,
    subject: "Your week in numbers: 28 Sep - 4 Oct",
    date: "Mon, 05 Oct 2026 07:00:00 +0500",
    text: `Siddiqui & Sons Trading - weekly summary (28 Sep - 4 Oct 2026)

Sales            Rs. 3,412,900   (up 12% on last week)
Purchases        Rs. 2,006,350
Received         Rs. 2,870,000
Paid             Rs. 1,944,120
Bank balance     Rs. 5,118,447 (Sohni Bank ****3390)

Overdue receivables: 4 invoices, Rs. 612,800 (oldest: INV-2026-0388, 41 days, Karachi Rice Depot)
Sales tax payable this month (estimate): Rs. 286,190

Open the dashboard: https://app.bahikhata.cloud/o/org_7fK2pQ/dashboard
Turn off weekly summaries: https://app.bahikhata.cloud/settings/notifications`,
    html: null,
  },
];

// ---------------------------------------------------------------- PadmaFone (Bangladesh telecom, Bengali)

const padma: Mail[] = [
  {
    family: "padmafone",
    group: "regional",
    lang: "bn",
    kind: "verify-code-link",
    code: "271946",
    link: "https://my.padmafone.com.bd/email/verify?ref=EV-5521930&t=Zm9vYmFyMjcxOTQ2",
    from: "PadmaFone <mypadma@padmafone.com.bd>",
    to: "Shahana Akter (Dhaka) <dhaka@siddiqui-sons.example>",
    subject: "আপনার ইমেইল ঠিকানা যাচাই করুন — মাই পদ্মা",
    date: "Wed, 16 Sep 2026 15:20:44 +0600",
    text: `প্রিয় গ্রাহক,

আপনি মাই পদ্মা অ্যাকাউন্টে (কর্পোরেট নম্বর 01911-***-620) এই ইমেইল ঠিকানাটি যোগ করেছেন। ঠিকানাটি নিশ্চিত করতে নিচের লিংকে ক্লিক করুন:

https://my.padmafone.com.bd/email/verify?ref=EV-5521930&t=Zm9vYmFyMjcxOTQ2

অথবা অ্যাপে এই যাচাইকরণ কোডটি লিখুন: 271946

লিংক ও কোড ৩০ মিনিট পর্যন্ত বৈধ থাকবে। ইমেইল যাচাই হলে মাসিক বিল ও কর্পোরেট প্যাকেজের রিপোর্ট এই ঠিকানায় পাঠানো হবে।

আপনি যদি এই অনুরোধ না করে থাকেন, তাহলে এই ইমেইলটি উপেক্ষা করুন।

ধন্যবাদান্তে,
পদ্মাফোন লিমিটেড
হেল্পলাইন: ১২১ (পদ্মাফোন থেকে) অথবা ০৯৬১০-১২১১২১`,
    html: `<html lang="bn"><body style="margin:0;background:#f0f7f2">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'SolaimanLipi','Noto Sans Bengali',Arial,sans-serif;color:#23312a">
<tr><td style="background:#1b8a4c;padding:16px 26px"><img src="https://static.padmafone.com.bd/email/padma-logo-white.png" alt="PadmaFone" width="130"></td></tr>
<tr><td style="padding:26px;font-size:16px;line-height:28px">
<p>প্রিয় গ্রাহক,</p>
<p>আপনি মাই পদ্মা অ্যাকাউন্টে (কর্পোরেট নম্বর 01911-***-620) এই ইমেইল ঠিকানাটি যোগ করেছেন। ঠিকানাটি নিশ্চিত করতে নিচের বোতামে ক্লিক করুন:</p>
<p style="text-align:center;margin:24px 0"><a href="https://my.padmafone.com.bd/email/verify?ref=EV-5521930&amp;t=Zm9vYmFyMjcxOTQ2" style="background:#e63946;color:#fff;padding:12px 32px;border-radius:22px;text-decoration:none">ইমেইল যাচাই করুন</a></p>
<p>অথবা অ্যাপে এই যাচাইকরণ কোডটি লিখুন:</p>
<p style="text-align:center;font:bold 28px Arial;letter-spacing:8px;color:#1b8a4c">271946</p>
<p style="font-size:14px;color:#5f6f66">লিংক ও কোড ৩০ মিনিট পর্যন্ত বৈধ থাকবে। ইমেইল যাচাই হলে মাসিক বিল ও কর্পোরেট প্যাকেজের রিপোর্ট এই ঠিকানায় পাঠানো হবে। আপনি যদি এই অনুরোধ না করে থাকেন, তাহলে এই ইমেইলটি উপেক্ষা করুন।</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f6f6f6;font-size:12px;color:#888">পদ্মাফোন লিমিটেড, গুলশান-২, ঢাকা ১২১২ &middot; হেল্পলাইন ১২১ / ০৯৬১০-১২১১২১<br>
<a href="https://www.padmafone.com.bd/privacy" style="color:#888">গোপনীয়তা নীতি</a> &middot; <a href="https://www.facebook.com/padmafone" style="color:#888">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "padmafone",
    group: "negative",
    lang: "bn",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "PadmaFone Billing <ebill@padmafone.com.bd>",
    to: "Shahana Akter (Dhaka) <dhaka@siddiqui-sons.example>",
    subject: "সেপ্টেম্বর ২০২৬ এর কর্পোরেট বিল — ৳১২,৪৮০.৫০",
    date: "Fri, 02 Oct 2026 08:10:00 +0600",
    text: `প্রিয় গ্রাহক,

আপনার কর্পোরেট অ্যাকাউন্টের (অ্যাকাউন্ট নম্বর: CA-7730195) সেপ্টেম্বর ২০২৬ মাসের বিল প্রস্তুত।

বিলের সময়কাল: ০১/০৯/২০২৬ — ৩০/০৯/২০২৬
সংযোগ সংখ্যা: ৬
মোট বিল (ভ্যাট ও সম্পূরক শুল্কসহ): ৳১২,৪৮০.৫০
পরিশোধের শেষ তারিখ: ২০ অক্টোবর ২০২৬

বিকাশ, নগদ, ব্যাংক ট্রান্সফার বা মাই পদ্মা অ্যাপে বিল পরিশোধ করা যাবে।
বিস্তারিত বিল দেখতে মাই পদ্মা পোর্টালে লগইন করুন: https://my.padmafone.com.bd/bills

পদ্মাফোন লিমিটেড`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Majan Mobile (Oman telecom, Arabic)

const majan: Mail[] = [
  {
    family: "majan-mobile",
    group: "negative",
    lang: "ar",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "مجان موبايل <ebill@majanmobile.om>",
    to: "Siddiqui Trading Muscat <muscat@siddiqui-sons.example>",
    subject: "فاتورتك لشهر سبتمبر 2026 جاهزة",
    date: "Sat, 03 Oct 2026 09:30:00 +0400",
    text: `عزيزنا العميل،

فاتورة حسابك رقم 4410082391 لشهر سبتمبر 2026 أصبحت جاهزة.

المبلغ المستحق: 38.650 ر.ع.
تاريخ الاستحقاق: 17/10/2026
الخطة: أعمال بلس 25 (3 خطوط)

يمكنك الدفع عبر تطبيق مجان أو الخدمات المصرفية عبر الإنترنت أو في أي من فروعنا.
للاستفسار اتصل بـ 1500 من هاتف مجان أو 24505500.

شكراً لاختيارك مجان موبايل.`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#f4f0f8;font-family:Tahoma,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#5b2a86;padding:18px;text-align:center"><img src="https://www.majanmobile.om/mail/logo-ar.png" alt="مجان موبايل" width="140"></td></tr>
<tr><td style="padding:24px;text-align:right;font-size:15px;line-height:26px;color:#2e2438">
<p>عزيزنا العميل،</p>
<p>فاتورة حسابك رقم <span dir="ltr">4410082391</span> لشهر سبتمبر 2026 أصبحت جاهزة.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#f7f3fb;font-size:15px">
<tr><td>المبلغ المستحق</td><td align="left"><b>38.650 ر.ع.</b></td></tr>
<tr><td>تاريخ الاستحقاق</td><td align="left">17/10/2026</td></tr>
<tr><td>الخطة</td><td align="left">أعمال بلس 25 (3 خطوط)</td></tr>
</table>
<p style="text-align:center;margin:22px 0"><a href="https://www.majanmobile.om/ar/quickpay?acc=4410082391" style="background:#f39200;color:#fff;padding:11px 30px;text-decoration:none;border-radius:4px">ادفع الآن</a></p>
<p style="font-size:13px;color:#777">للاستفسار اتصل بـ 1500 من هاتف مجان أو <span dir="ltr">24505500</span>.</p>
</td></tr>
<tr><td style="padding:12px;text-align:center;font-size:11px;color:#999;background:#faf8fc">مجان موبايل ش.م.ع.ع — ص.ب 1120، الرمز البريدي 112، روي، سلطنة عُمان<br>
<a href="https://apps.apple.com/om/app/majan/id1402231987">App Store</a> | <a href="https://play.google.com/store/apps/details?id=om.majanmobile.app">Google Play</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Sankhya IRP (Indian e-invoice registration portal)

const sankhya: Mail[] = [
  {
    family: "sankhya-irp",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "662905",
    link: null,
    from: "Sankhya IRP <alerts@sankhya-irp.in>",
    to: "Siddiqui Exports Surat <surat@siddiqui-sons.example>",
    subject: "OTP for login to Sankhya e-Invoice IRP",
    date: "Mon, 12 Oct 2026 11:06:54 +0530",
    text: `Dear Taxpayer,

OTP for login to Sankhya e-Invoice Registration Portal for GSTIN 24AAKFS4417M1Z3 is 662905.
Valid for 10 minutes. Do not share this OTP with anyone.

प्रिय करदाता, GSTIN 24AAKFS4417M1Z3 के लिए लॉगिन OTP 662905 है। यह 10 मिनट तक मान्य है।

- Sankhya IRP (Authorised Invoice Registration Portal)
Helpdesk: 0261-660 4400 | helpdesk@sankhya-irp.in`,
    html: null,
  },
  {
    family: "sankhya-irp",
    group: "negative",
    lang: "en",
    kind: "irn-generated",
    code: null,
    link: null,
    from: "Sankhya IRP <alerts@sankhya-irp.in>",
    to: "Siddiqui Exports Surat <surat@siddiqui-sons.example>",
    subject: "IRN generated for Doc No. SSE/26-27/0142",
    date: "Mon, 12 Oct 2026 11:19:30 +0530",
    text: `Dear Taxpayer,

An Invoice Reference Number (IRN) has been generated for the following document:

GSTIN of supplier : 24AAKFS4417M1Z3
Document type     : Tax Invoice (Export without payment of IGST under LUT)
Document no./date : SSE/26-27/0142 dated 12/10/2026
Recipient         : SIDDIQUI GENERAL TRADING LLC, Dubai (URP)
Invoice value     : INR 18,46,200.00
IRN               : 7c41e0a9d2b53f86c1e7a4b09d8f2e615a3c7b9e0d4f1a2b6c8e9d0f7a1b3c5d
Ack No. / Date    : 182610048831577 / 12/10/2026 11:19

The signed QR code and the signed JSON are available under "Search IRN" on the portal.
An IRN can be cancelled within 24 hours of generation; after that only a credit note can be
issued.

This is a system generated message.`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:12px;color:#222">
<p>Dear Taxpayer,</p>
<p>An Invoice Reference Number (IRN) has been generated for the following document:</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:12px;border-color:#999">
<tr><td bgcolor="#eef">GSTIN of supplier</td><td>24AAKFS4417M1Z3</td></tr>
<tr><td bgcolor="#eef">Document type</td><td>Tax Invoice (Export without payment of IGST under LUT)</td></tr>
<tr><td bgcolor="#eef">Document no./date</td><td>SSE/26-27/0142 dated 12/10/2026</td></tr>
<tr><td bgcolor="#eef">Recipient</td><td>SIDDIQUI GENERAL TRADING LLC, Dubai (URP)</td></tr>
<tr><td bgcolor="#eef">Invoice value</td><td>INR 18,46,200.00</td></tr>
<tr><td bgcolor="#eef">IRN</td><td style="font-family:monospace;word-break:break-all">7c41e0a9d2b53f86c1e7a4b09d8f2e615a3c7b9e0d4f1a2b6c8e9d0f7a1b3c5d</td></tr>
<tr><td bgcolor="#eef">Ack No. / Date</td><td>182610048831577 / 12/10/2026 11:19</td></tr>
</table>
<p>The signed QR code and the signed JSON are available under "Search IRN" on the <a href="https://sankhya-irp.in/">portal</a>. An IRN can be cancelled within 24 hours of generation; after that only a credit note can be issued.</p>
<p style="color:#777">This is a system generated message.</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Lyallpur Weaving Mills (supplier, Faisalabad)

const lyallpur: Mail[] = [
  {
    family: "lyallpur-weaving-mills",
    group: "negative",
    lang: "en",
    kind: "proforma-invoice",
    code: null,
    link: null,
    from: "Kashif Rana - Lyallpur Weaving <kashif.rana@lyallpurweaving.com.pk>",
    to: IMRAN,
    subject: 'PI No. LWM/PI/26/0915 - Greige cotton sheeting 63" - 24,000 mtrs',
    date: "Tue, 01 Sep 2026 09:12:55 +0500",
    text: `Dear Imran Sahib,

Assalam o Alaikum.

As discussed on phone yesterday, please find attached our Proforma Invoice No. LWM/PI/26/0915
for the following:

  Quality   : Greige cotton sheeting 63", 20x20 / 60x60
  Quantity  : 24,000 metres (+/- 3%)
  Rate      : Rs. 214 per metre ex-mill Faisalabad
  Amount    : Rs. 5,136,000
  Payment   : 25% advance (Rs. 1,284,000), balance against dispatch
  Delivery  : 3-4 weeks from receipt of advance

Our bank details for the advance are on the PI. Kindly send the payment advice after transfer so
that we can book the looms.

Best regards,
Kashif Rana
Marketing Manager
Lyallpur Weaving Mills (Pvt) Ltd
Sargodha Road, Faisalabad | 041-8714 402 | 0300-6612 905`,
    html:
      `<div dir="ltr" style="font-family:Arial,sans-serif;font-size:small">Dear Imran Sahib,<br><br>Assalam o Alaikum.<br><br>As discussed on phone yesterday, please find attached our Proforma Invoice No. LWM/PI/26/0915 for the following:<br><br>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:small">
<tr><td>Quality</td><td>Greige cotton sheeting 63", 20x20 / 60x60</td></tr>
<tr><td>Quantity</td><td>24,000 metres (+/- 3%)</td></tr>
<tr><td>Rate</td><td>Rs. 214 per metre ex-mill Faisalabad</td></tr>
<tr><td>Amount</td><td>Rs. 5,136,000</td></tr>
<tr><td>Payment</td><td>25% advance (Rs. 1,284,000), balance against dispatch</td></tr>
<tr><td>Delivery</td><td>3-4 weeks from receipt of advance</td></tr>
</table><br>
Our bank details for the advance are on the PI. Kindly send the payment advice after transfer so that we can book the looms.<br><br>
Best regards,<br><div><b>Kashif Rana</b><br>Marketing Manager<br>Lyallpur Weaving Mills (Pvt) Ltd<br>Sargodha Road, Faisalabad | 041-8714 402 | 0300-6612 905<br><a href="http://www.lyallpurweaving.com.pk">www.lyallpurweaving.com.pk</a></div></div>`,
    attachment: [
      "LWM-PI-26-0915.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n% Proforma LWM/PI/26/0915 Rs. 5,136,000\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "lyallpur-weaving-mills",
    group: "negative",
    lang: "ur",
    kind: "payment-reminder",
    code: null,
    link: null,
    from: "Lyallpur Weaving Accounts <accounts@lyallpurweaving.com.pk>",
    to: ACCOUNTS,
    subject: "بقایا جات کی یاد دہانی - بل نمبر LWM/INV/26/1187",
    date: "Wed, 14 Oct 2026 12:20:41 +0500",
    text: `محترم عمران صاحب،
السلام علیکم

گزارش ہے کہ بل نمبر LWM/INV/26/1187 مورخہ 29 ستمبر 2026 (گریج کاٹن شیٹنگ، 23,410 میٹر) کی بقایا رقم
3,725,740 روپے ابھی تک موصول نہیں ہوئی۔ معاہدے کے مطابق یہ رقم ڈسپیچ کے 10 دن کے اندر واجب الادا تھی۔

براہ کرم ادائیگی جلد از جلد ہمارے اکاؤنٹ میں منتقل کر کے ادائیگی کی تفصیل اس ای میل پر بھیج دیں۔
اگر ادائیگی ہو چکی ہے تو اس یاد دہانی کو نظر انداز کر دیں۔

شکریہ،
محمد یونس
اکاؤنٹس ڈیپارٹمنٹ، لائل پور ویونگ ملز (پرائیویٹ) لمیٹڈ
فون: 041-8714 410`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Shree Ambika Textiles (supplier, Surat, Gujarati)

const ambika: Mail[] = [
  {
    family: "shree-ambika-textiles",
    group: "negative",
    lang: "gu",
    kind: "dispatch-notice",
    code: null,
    link: null,
    from: "શ્રી અંબિકા ટેક્સટાઇલ્સ <dispatch@ambikatextiles.co.in>",
    to: "Siddiqui Exports Surat <surat@siddiqui-sons.example>",
    subject: "માલ રવાના થયો — ઓર્ડર VS-2609-004712 / એલઆર નં. 558012",
    date: "Fri, 18 Sep 2026 17:45:10 +0530",
    text: `માનનીય ગ્રાહક,

જય શ્રી કૃષ્ણ. આપના ઓર્ડર VS-2609-004712 નો માલ આજે રવાના કરવામાં આવ્યો છે.

ટ્રાન્સપોર્ટ: શ્રી ગણેશ રોડલાઇન્સ, સુરત → ન્હાવા શેવા
એલઆર નંબર: 558012
ગાંસડી: 14 (પોલી-વિસ્કોસ 9, કોટન લાઇનિંગ 5)
ટેક્સ ઇનવોઇસ નં.: SAT/26-27/0871, રકમ ₹2,86,740
ઈ-વે બિલ નં.: 3617 4402 9915

બાકી રકમ ₹2,00,718 મળ્યા બાદ મૂળ બિલ્ટી કુરિયર કરવામાં આવશે.

આભાર,
હિતેશભાઈ પટેલ
શ્રી અંબિકા ટેક્સટાઇલ્સ, રિંગ રોડ, સુરત — 98250 41177`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Zafran Airways

function zf_shell(inner: string): string {
  return `<html><body style="margin:0;background:#ece8e1">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,'Times New Roman',serif;color:#2c2418">
<tr><td style="background:#8c1c13;padding:18px 30px"><img src="https://www.zafranairways.com/media/email/zafran-logo-gold.png" alt="Zafran Airways" width="170"></td></tr>
${inner}
<tr><td style="padding:18px 30px;background:#2c2418;color:#c9b99a;font:11px/17px Arial,sans-serif">
Zafran Airways, PO Box 30481, Muscat, Sultanate of Oman &middot; Call centre +968 2451 9000<br>
<a href="https://www.zafranairways.com/en/manage" style="color:#c9b99a">Manage booking</a> &middot; <a href="https://www.zafranairways.com/en/baggage" style="color:#c9b99a">Baggage</a> &middot; <a href="https://www.zafranairways.com/en/privacy" style="color:#c9b99a">Privacy</a> &middot; <a href="https://www.zafranairways.com/en/unsubscribe?e=ZmFpc2Fs" style="color:#c9b99a">Unsubscribe</a>
</td></tr></table></td></tr></table></body></html>`;
}

const zafran: Mail[] = [
  {
    family: "zafran-airways",
    group: "negative",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Zafran Airways <bookings@zafranairways.com>",
    to: FAISAL,
    subject: "Your e-ticket receipt - Booking reference QK7TRM",
    date: "Sun, 13 Sep 2026 20:14:39 +0400",
    text: `ZAFRAN AIRWAYS - E-TICKET RECEIPT

Booking reference: QK7TRM
Passenger: MR FAISAL SIDDIQUI
E-ticket number: 741-2398844102

ZF 516  DXB 29SEP 07:40 -> KHI 29SEP 11:20  Economy (Q)  Baggage 30 kg
ZF 519  KHI 06OCT 13:05 -> DXB 06OCT 14:50  Economy (Q)  Baggage 30 kg

Fare          AED 690.00
Taxes & fees  AED 412.50
Total paid    AED 1,102.50  (Visa ****1184)

Online check-in opens 30 hours before departure. Please carry your passport and, for travel to
Pakistan, your NICOP or visa.

Safe travels,
Zafran Airways`,
    html: zf_shell(`<tr><td style="padding:26px 30px">
<p style="font-size:20px;margin:0 0 6px">Your trip to Karachi</p>
<p style="font:14px Arial,sans-serif;color:#6b5f4c;margin:0 0 18px">Booking reference <b style="font-size:18px;color:#8c1c13;letter-spacing:2px">QK7TRM</b> &middot; E-ticket 741-2398844102</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font:13px Arial,sans-serif;border-top:1px solid #e4dccd">
<tr><td><b>ZF 516</b></td><td>DXB 29 Sep 07:40</td><td>&rarr;</td><td>KHI 29 Sep 11:20</td><td>Economy (Q), 30 kg</td></tr>
<tr style="background:#faf7f2"><td><b>ZF 519</b></td><td>KHI 06 Oct 13:05</td><td>&rarr;</td><td>DXB 06 Oct 14:50</td><td>Economy (Q), 30 kg</td></tr>
</table>
<p style="font:13px Arial,sans-serif">Passenger: MR FAISAL SIDDIQUI</p>
<table cellpadding="3" cellspacing="0" style="font:13px Arial,sans-serif"><tr><td>Fare</td><td align="right">AED 690.00</td></tr><tr><td>Taxes &amp; fees</td><td align="right">AED 412.50</td></tr><tr><td><b>Total paid</b> (Visa ****1184)</td><td align="right"><b>AED 1,102.50</b></td></tr></table>
<p style="font:13px Arial,sans-serif;color:#6b5f4c">Online check-in opens 30 hours before departure. Please carry your passport and, for travel to Pakistan, your NICOP or visa.</p>
</td></tr>`),
    enc: "qp",
  },
  {
    family: "zafran-airways",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "480331",
    link: null,
    from: "Zafran Sky Club <skyclub@zafranairways.com>",
    to: FAISAL,
    subject: "Your Sky Club verification code",
    date: "Sun, 27 Sep 2026 17:02:15 +0400",
    text: `Dear Mr Siddiqui,

To sign in to your Sky Club account (member no. ZS 3318 0472), enter this verification code:

480331

The code is valid for 15 minutes.

Your balance: 18,240 Sky Miles (Silver tier, valid until 31 March 2027).

If you did not try to sign in, please call the Sky Club service centre on +968 2451 9010.

Zafran Sky Club`,
    html: zf_shell(`<tr><td style="padding:26px 30px;font:14px/22px Arial,sans-serif">
<p>Dear Mr Siddiqui,</p>
<p>To sign in to your Sky Club account (member no. ZS 3318 0472), enter this verification code:</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:18px auto"><tr><td style="border:1px solid #c9a14a;padding:12px 30px;font:bold 30px Georgia,serif;letter-spacing:6px;color:#8c1c13">480331</td></tr></table>
<p>The code is valid for 15 minutes.</p>
<p style="background:#faf7f2;padding:10px 14px;color:#6b5f4c">Your balance: <b>18,240 Sky Miles</b> &middot; Silver tier, valid until 31 March 2027</p>
<p style="font-size:12px;color:#6b5f4c">If you did not try to sign in, please call the Sky Club service centre on +968 2451 9010.</p>
</td></tr>`),
    html_enc: "b64",
  },
  {
    family: "zafran-airways",
    group: "negative",
    lang: "ar",
    kind: "checkin-reminder",
    code: null,
    link: null,
    from: "طيران زعفران <bookings@zafranairways.com>",
    to: FAISAL,
    subject: "تسجيل الوصول متاح الآن لرحلتك ZF 519 إلى دبي",
    date: "Mon, 05 Oct 2026 07:05:00 +0500",
    text: `عزيزي السيد فيصل صديقي،

أصبح تسجيل الوصول عبر الإنترنت متاحاً الآن لرحلتك:

رقم الحجز: QK7TRM
الرحلة: ZF 519 كراتشي (KHI) ← دبي (DXB)
المغادرة: 06 أكتوبر 2026 الساعة 13:05 بالتوقيت المحلي
البوابة تُغلق قبل 25 دقيقة من المغادرة.

يمكنك تسجيل الوصول واختيار مقعدك عبر موقعنا أو تطبيق زعفران، أو في المطار حتى 60 دقيقة قبل الإقلاع.

رحلة سعيدة،
طيران زعفران`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Rahbar Courier (Pakistan)

const rahbar: Mail[] = [
  {
    family: "rahbar-courier",
    group: "negative",
    lang: "ur",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Rahbar Courier <tracking@rahbarcourier.pk>",
    to: IMRAN,
    subject: "آپ کا پارسل روانہ ہو گیا — ٹریکنگ نمبر RB408812653PK",
    date: "Thu, 08 Oct 2026 18:22:47 +0500",
    text: `محترم عمران صدیقی،

آپ کا پارسل لاہور سے روانہ ہو گیا ہے۔

ٹریکنگ نمبر: RB408812653PK
بھیجنے والا: Bahikhata Technologies (لاہور)
وزن: 0.8 کلو
متوقع ترسیل: 10 اکتوبر 2026
کیش آن ڈیلیوری: نہیں

پارسل کی صورتحال دیکھیں: https://rahbarcourier.pk/track?cn=RB408812653PK

رہبر کورئیر — ہیلپ لائن 021-111-724-227`,
    html: `<html dir="rtl"><body style="margin:0;background:#fff;font-family:Tahoma,sans-serif">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#c8102e;padding:12px 20px;text-align:right"><img src="https://rahbarcourier.pk/img/mail-logo.png" alt="Rahbar Courier" height="34"></td></tr>
<tr><td style="padding:20px;text-align:right;font-size:15px;line-height:28px">
<p>محترم عمران صدیقی،</p>
<p>آپ کا پارسل لاہور سے روانہ ہو گیا ہے۔</p>
<table cellpadding="4" style="font-size:14px">
<tr><td>ٹریکنگ نمبر:</td><td dir="ltr"><b>RB408812653PK</b></td></tr>
<tr><td>بھیجنے والا:</td><td>Bahikhata Technologies (لاہور)</td></tr>
<tr><td>متوقع ترسیل:</td><td>10 اکتوبر 2026</td></tr>
</table>
<p style="text-align:center"><a href="https://rahbarcourier.pk/track?cn=RB408812653PK" style="background:#c8102e;color:#fff;padding:9px 24px;text-decoration:none">پارسل ٹریک کریں</a></p>
</td></tr>
<tr><td style="padding:10px;background:#f5f5f5;font-size:11px;color:#888;text-align:center">رہبر کورئیر — ہیلپ لائن <span dir="ltr">021-111-724-227</span></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "rahbar-courier",
    group: "regional",
    lang: "ur",
    kind: "delivery-pin",
    code: "8306",
    link: null,
    from: "Rahbar Courier <tracking@rahbarcourier.pk>",
    to: IMRAN,
    subject: "آج ترسیل: رائیڈر کو یہ کوڈ بتائیں",
    date: "Sat, 10 Oct 2026 09:41:18 +0500",
    text: `محترم عمران صدیقی،

آپ کا پارسل RB408812653PK آج ترسیل کے لیے نکل چکا ہے۔ رائیڈر: شاہد (0312-***-7731)

ترسیل کا کوڈ: 8306

پارسل وصول کرتے وقت یہ کوڈ صرف رائیڈر کو بتائیں۔ کوڈ کے بغیر پارسل حوالے نہیں کیا جائے گا۔

رہبر کورئیر`,
    html: `<html dir="rtl"><body style="margin:0;font-family:Tahoma,sans-serif">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#c8102e;padding:12px 20px;text-align:right"><img src="https://rahbarcourier.pk/img/mail-logo.png" alt="Rahbar Courier" height="34"></td></tr>
<tr><td style="padding:20px;text-align:right;font-size:15px;line-height:28px">
<p>محترم عمران صدیقی،</p>
<p>آپ کا پارسل <span dir="ltr">RB408812653PK</span> آج ترسیل کے لیے نکل چکا ہے۔ رائیڈر: شاہد (<span dir="ltr">0312-***-7731</span>)</p>
<p style="text-align:center;font-size:13px;color:#666;margin-bottom:0">ترسیل کا کوڈ</p>
<p style="text-align:center;font:bold 34px Arial;letter-spacing:10px;margin-top:4px" dir="ltr">8306</p>
<p>پارسل وصول کرتے وقت یہ کوڈ صرف رائیڈر کو بتائیں۔ کوڈ کے بغیر پارسل حوالے نہیں کیا جائے گا۔</p>
</td></tr>
<tr><td style="padding:10px;background:#f5f5f5;font-size:11px;color:#888;text-align:center">رہبر کورئیر — ہیلپ لائن <span dir="ltr">021-111-724-227</span> &middot; <a href="https://rahbarcourier.pk/help">مدد</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Dana Islamic Bank (UAE)

const dana: Mail[] = [
  {
    family: "dana-islamic-bank",
    group: "regional",
    lang: "ar",
    kind: "beneficiary-otp",
    code: "15907342",
    link: null,
    from: "Dana Islamic Bank | بنك دانة الإسلامي <alerts@danaislamic.ae>",
    to: FAISAL,
    subject: "رمز إضافة مستفيد جديد | Add beneficiary code",
    date: "Tue, 29 Sep 2026 10:18:06 +0400",
    text: `عميلنا العزيز،

لإتمام إضافة المستفيد "LYALLPUR WEAVING MILLS PVT LTD" (رقم الآيبان PK** **** **** **** 7712) إلى حساب الشركة، أدخل الرمز التالي:

15907342

ينتهي الرمز خلال 120 ثانية. لن يطلب منك البنك هذا الرمز أبداً عبر الهاتف.

Dear Customer,
To complete adding the beneficiary "LYALLPUR WEAVING MILLS PVT LTD" (IBAN PK** **** **** **** 7712)
to your business account, enter the code 15907342. It expires in 120 seconds.

بنك دانة الإسلامي ش.م.ع — 600 52 3262`,
    html: `<html><body style="margin:0;background:#f3f1ea">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:18px auto;border-top:6px solid #b08d3c">
<tr><td style="padding:16px 24px"><img src="https://www.danaislamic.ae/assets/email/dana-bilingual.png" alt="Dana Islamic Bank" width="190"></td></tr>
<tr><td dir="rtl" style="padding:4px 24px 10px;font:15px/26px Tahoma,Arial,sans-serif;color:#222;text-align:right">
<p>عميلنا العزيز،</p>
<p>لإتمام إضافة المستفيد "LYALLPUR WEAVING MILLS PVT LTD" (رقم الآيبان <span dir="ltr">PK** **** **** **** 7712</span>) إلى حساب الشركة، أدخل الرمز التالي:</p>
</td></tr>
<tr><td align="center" style="padding:8px 24px"><div style="display:inline-block;background:#f7f3e8;padding:12px 26px;font:bold 28px 'Courier New',monospace;letter-spacing:5px;color:#5c4716">1590 7342</div></td></tr>
<tr><td dir="rtl" style="padding:10px 24px;font:13px/22px Tahoma,Arial,sans-serif;color:#555;text-align:right">ينتهي الرمز خلال 120 ثانية. لن يطلب منك البنك هذا الرمز أبداً عبر الهاتف.</td></tr>
<tr><td dir="ltr" style="padding:10px 24px 18px;font:13px/21px Arial,sans-serif;color:#555;border-top:1px solid #eee">Dear Customer, to complete adding the beneficiary "LYALLPUR WEAVING MILLS PVT LTD" (IBAN PK** **** **** **** 7712) to your business account, enter the code above. It expires in 120 seconds.</td></tr>
<tr><td style="padding:12px 24px;background:#f3f1ea;font:11px Arial,sans-serif;color:#888;text-align:center">Dana Islamic Bank PJSC &middot; 600 52 3262 &middot; <a href="https://www.danaislamic.ae/en/security" style="color:#888">Security centre</a> &middot; <a href="https://www.danaislamic.ae/ar/privacy" style="color:#888">الخصوصية</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "dana-islamic-bank",
    group: "negative",
    lang: "en",
    kind: "transfer-executed",
    code: null,
    link: null,
    from: "Dana Islamic Bank <alerts@danaislamic.ae>",
    to: FAISAL,
    subject: "International transfer executed - AED 51,730.00",
    date: "Wed, 30 Sep 2026 09:02:44 +0400",
    text: `Dear Customer,

Your international transfer has been executed.

From account        : Business Current ****6025 (AED)
Beneficiary         : LYALLPUR WEAVING MILLS PVT LTD
Beneficiary bank    : Sohni Bank Ltd, Faisalabad (SOHNPKKA)
Amount debited      : AED 51,730.00
Amount credited     : PKR 3,725,740.00 (rate 72.0228)
Charges             : AED 26.25 incl. VAT
Purpose             : Goods bought (GDI)
Reference           : DIB-FT-2609300418822

The beneficiary bank usually credits within one working day.

Dana Islamic Bank PJSC - 600 52 3262`,
    html: null,
  },
];

// ---------------------------------------------------------------- ShaplaPay (Bangladesh mobile wallet, Bengali)

const shapla: Mail[] = [
  {
    family: "shaplapay",
    group: "regional",
    lang: "bn",
    kind: "transfer-otp",
    code: "693018",
    link: null,
    from: "ShaplaPay <no-reply@shaplapay.com.bd>",
    to: "Shahana Akter (Dhaka) <dhaka@siddiqui-sons.example>",
    subject: "শাপলাপে মার্চেন্ট পেমেন্ট যাচাই কোড",
    date: "Thu, 24 Sep 2026 13:33:09 +0600",
    text: `শাপলাপে

আপনার মার্চেন্ট অ্যাকাউন্ট থেকে ৳৪৮,৫০০ "সোনালী আঁশ জুট মিলস"-কে পাঠানোর জন্য যাচাই কোড: 693018

কোডটি ৩ মিনিটের মধ্যে ব্যবহার করুন। শাপলাপে কখনও ফোন করে কোড বা পিন চায় না।

লেনদেনটি আপনি না করে থাকলে এখনই ১৬২৪৭ নম্বরে কল করুন।`,
    html: `<html lang="bn"><body style="background:#fdeff4;margin:0">
<table width="460" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;border-radius:10px;font-family:'Noto Sans Bengali',Arial,sans-serif">
<tr><td style="padding:20px;text-align:center;border-bottom:1px solid #f3d3df"><img src="https://cdn.shaplapay.com.bd/mail/shaplapay-logo.png" alt="ShaplaPay" width="120"></td></tr>
<tr><td style="padding:22px 26px;font-size:15px;line-height:27px;color:#333">
<p>আপনার মার্চেন্ট অ্যাকাউন্ট থেকে <b>৳৪৮,৫০০</b> "সোনালী আঁশ জুট মিলস"-কে পাঠানোর জন্য যাচাই কোড:</p>
<p style="text-align:center;font:bold 30px Arial;letter-spacing:7px;color:#d1245f;margin:18px 0">693 018</p>
<p style="font-size:13px;color:#777">কোডটি ৩ মিনিটের মধ্যে ব্যবহার করুন। শাপলাপে কখনও ফোন করে কোড বা পিন চায় না। লেনদেনটি আপনি না করে থাকলে এখনই ১৬২৪৭ নম্বরে কল করুন।</p>
</td></tr>
<tr><td style="padding:12px;text-align:center;font-size:11px;color:#aaa">শাপলাপে লিমিটেড, বনানী, ঢাকা ১২১৩ &middot; <a href="https://www.shaplapay.com.bd/terms" style="color:#aaa">শর্তাবলি</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "shaplapay",
    group: "negative",
    lang: "bn",
    kind: "payment-sent",
    code: null,
    link: null,
    from: "ShaplaPay <no-reply@shaplapay.com.bd>",
    to: "Shahana Akter (Dhaka) <dhaka@siddiqui-sons.example>",
    subject: "পেমেন্ট সফল — ট্রানজেকশন আইডি SP9K27XQ41",
    date: "Thu, 24 Sep 2026 13:34:02 +0600",
    text: `পেমেন্ট সফল হয়েছে

প্রাপক: সোনালী আঁশ জুট মিলস (মার্চেন্ট নম্বর 01713-***-208)
পরিমাণ: ৳৪৮,৫০০.০০
চার্জ: ৳০.০০
ট্রানজেকশন আইডি: SP9K27XQ41
সময়: ২৪/০৯/২০২৬, দুপুর ১:৩৩
রেফারেন্স: চালান SAJ-2026-311 অগ্রিম
বর্তমান ব্যালেন্স: ৳১,১২,৩৪০.২৫

শাপলাপে ব্যবহারের জন্য ধন্যবাদ।`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Bank Arya Tejarat (Iran, Persian)

const arya: Mail[] = [
  {
    family: "bank-arya-tejarat",
    group: "regional",
    lang: "fa",
    kind: "transfer-otp",
    code: "46190528",
    link: null,
    from: "بانک آریا تجارت <pouya@aryatejarat.ir>",
    to: "Reza Hosseini (Bandar Abbas) <reza@siddiqui-sons.example>",
    subject: "رمز پویا انتقال وجه پایا",
    date: "Wed, 07 Oct 2026 11:52:30 +0330",
    text: `بانک آریا تجارت
رمز دوم پویا (یکبار مصرف) برای انتقال پایا

مبلغ: ۹۲۰٬۰۰۰٬۰۰۰ ریال
به شبا: IR** **** **** **** **** 4471 (شرکت بازرگانی دریای نور کیش)
رمز: 46190528
اعتبار: ۶۰ ثانیه

این رمز را در اختیار هیچ‌کس قرار ندهید.
پشتیبانی: ۰۲۱-۸۸۷۲۰۰۰۰`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Narmada Commercial Bank (India, Hindi)

const narmada: Mail[] = [
  {
    family: "narmada-commercial-bank",
    group: "negative",
    lang: "hi",
    kind: "credit-alert",
    code: null,
    link: null,
    from: "नर्मदा कमर्शियल बैंक <alerts@narmadabank.co.in>",
    to: "Siddiqui Exports Surat <surat@siddiqui-sons.example>",
    subject: "खाते में राशि जमा: ₹18,46,200.00",
    date: "Tue, 20 Oct 2026 15:06:12 +0530",
    text: `प्रिय ग्राहक,

आपके चालू खाता XXXXXX8104 में 20-10-2026 को ₹18,46,200.00 जमा किए गए हैं।
विवरण: FIRC/SWIFT INW — SIDDIQUI GENERAL TRADING LLC, DUBAI — INV SSE/26-27/0142
उपलब्ध शेष राशि: ₹24,11,953.40

विदेशी आवक प्रेषण प्रमाणपत्र (e-FIRC) 2 कार्यदिवसों में नेट बैंकिंग पर उपलब्ध होगा।

यदि यह लेन-देन आपसे संबंधित नहीं है, तो कृपया 1800-233-6620 पर संपर्क करें।

— नर्मदा कमर्शियल बैंक लि.

Dear Customer, your A/c XXXXXX8104 is credited with INR 18,46,200.00 on 20-10-2026 (inward remittance).`,
    html:
      `<html lang="hi"><body style="margin:0;font-family:'Noto Sans Devanagari',Arial,sans-serif;background:#eef4fb">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="background:#0b4f8a;color:#fff;padding:14px 22px;font-size:18px">नर्मदा कमर्शियल बैंक <span style="font-size:12px;opacity:.8">Narmada Commercial Bank Ltd.</span></td></tr>
<tr><td style="padding:22px;font-size:15px;line-height:26px;color:#222">
<p>प्रिय ग्राहक,</p>
<p>आपके चालू खाता <b>XXXXXX8104</b> में 20-10-2026 को <b style="color:#1a7f37">₹18,46,200.00</b> जमा किए गए हैं।</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;background:#f6f9fc;width:100%">
<tr><td width="35%">विवरण</td><td>FIRC/SWIFT INW — SIDDIQUI GENERAL TRADING LLC, DUBAI — INV SSE/26-27/0142</td></tr>
<tr><td>उपलब्ध शेष राशि</td><td>₹24,11,953.40</td></tr>
</table>
<p style="font-size:13px">विदेशी आवक प्रेषण प्रमाणपत्र (e-FIRC) 2 कार्यदिवसों में नेट बैंकिंग पर उपलब्ध होगा।</p>
<p style="font-size:12px;color:#777">यदि यह लेन-देन आपसे संबंधित नहीं है, तो कृपया 1800-233-6620 पर संपर्क करें।<br>Dear Customer, your A/c XXXXXX8104 is credited with INR 18,46,200.00 on 20-10-2026 (inward remittance).</p>
</td></tr>
<tr><td style="padding:10px 22px;font-size:11px;color:#999;border-top:1px solid #e5e5e5">यह एक स्वचालित ईमेल है। &middot; <a href="https://www.narmadabank.co.in/hi/suraksha" style="color:#999">सुरक्षा सुझाव</a> &middot; © 2026 Narmada Commercial Bank Ltd.</td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Godaam (inventory app)

const godaam: Mail[] = [
  {
    family: "godaam-app",
    group: "regional",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://links.godaam.app/u/click?id=7731bc02&url=https%3A%2F%2Fgodaam.app%2Fauth%2Fmagic%3Ftoken%3Dmt_4Fh19sQxZk2Lw0",
    from: "Godaam <login@godaam.app>",
    to: "Siddiqui Trading Muscat <muscat@siddiqui-sons.example>",
    subject: "Your Godaam sign-in link",
    date: "Sun, 11 Oct 2026 08:47:21 +0400",
    text: `Sign in to Godaam

Click the link below to sign in to the "Siddiqui Muscat - Wadi Kabir" warehouse. It works once
and expires in 15 minutes.

https://links.godaam.app/u/click?id=7731bc02&url=https%3A%2F%2Fgodaam.app%2Fauth%2Fmagic%3Ftoken%3Dmt_4Fh19sQxZk2Lw0

Requested from Chrome on Android, Muscat, Oman.
Didn't request it? You can safely ignore this email.

Godaam - stock, bins and barcodes for small warehouses`,
    html: `<!doctype html><html><body style="margin:0;background:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#1f2937;border-radius:10px;font-family:ui-sans-serif,system-ui,Arial,sans-serif;color:#e5e7eb">
<tr><td style="padding:28px 32px 0"><img src="https://godaam.app/brand/godaam-mark-light.png" alt="Godaam" width="36" height="36"></td></tr>
<tr><td style="padding:18px 32px 30px;font-size:15px;line-height:24px">
<h1 style="font-size:20px;margin:0 0 12px;color:#fff">Sign in to Godaam</h1>
<p>Click below to sign in to the <b>Siddiqui Muscat - Wadi Kabir</b> warehouse. The link works once and expires in 15 minutes.</p>
<p style="margin:26px 0"><a href="https://links.godaam.app/u/click?id=7731bc02&amp;url=https%3A%2F%2Fgodaam.app%2Fauth%2Fmagic%3Ftoken%3Dmt_4Fh19sQxZk2Lw0" style="background:#f59e0b;color:#111827;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:700">Sign in</a></p>
<p style="font-size:13px;color:#9ca3af">Requested from Chrome on Android, Muscat, Oman. Didn't request it? You can safely ignore this email.</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #374151;font-size:11px;color:#6b7280">Godaam &middot; <a href="https://godaam.app/help" style="color:#6b7280">Help</a> &middot; <a href="https://godaam.app/privacy" style="color:#6b7280">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "godaam-app",
    group: "negative",
    lang: "en",
    kind: "stock-alert",
    code: null,
    link: null,
    from: "Godaam <alerts@godaam.app>",
    to: "Siddiqui Trading Muscat <muscat@siddiqui-sons.example>",
    subject: "3 items below reorder level at Wadi Kabir",
    date: "Wed, 14 Oct 2026 06:00:00 +0400",
    text: `Low stock - Siddiqui Muscat - Wadi Kabir

SKU          Item                                   On hand   Reorder at
RC-1121-25   Sella Basmati 1121, 25 kg bag            38        60
DL-MSR-5     Red lentils (masoor), 5 kg pouch         112       150
SP-CHL-1     Kashmiri chilli powder, 1 kg             9         40

Open purchase orders: PO-MCT-0419 (rice, 400 bags, ETA 21 Oct).

View in Godaam: https://godaam.app/w/wadi-kabir/stock?filter=low
Alert settings: https://godaam.app/settings/alerts`,
    html: null,
  },
];

// ---------------------------------------------------------------- Perumal Exchange (UAE exchange house, Malayalam)

const perumal: Mail[] = [
  {
    family: "perumal-exchange",
    group: "negative",
    lang: "ml",
    kind: "remittance-receipt",
    code: null,
    link: null,
    from: "പെരുമാൾ എക്സ്ചേഞ്ച് <remit@perumalexchange.ae>",
    to: "Ajith Kumar (Stores) <ajith@siddiqui-sons.example>",
    subject: "പണം അയച്ചു — റഫറൻസ് PX-DXB-88130452",
    date: "Fri, 16 Oct 2026 19:10:37 +0400",
    text: `പ്രിയ അജിത് കുമാർ,

നിങ്ങളുടെ പണമിടപാട് വിജയകരമായി പൂർത്തിയായി.

റഫറൻസ് നമ്പർ: PX-DXB-88130452
സ്വീകർത്താവ്: ലത അജിത് (ഫെഡറൽ ബാങ്ക്, തൃശ്ശൂർ — A/c ****0937)
അയച്ച തുക: AED 2,000.00
വിനിമയ നിരക്ക്: 1 AED = 22.84 INR
ലഭിക്കുന്ന തുക: ₹45,680.00
സേവന നിരക്ക്: AED 16.80 (VAT ഉൾപ്പെടെ)
തീയതി: 16/10/2026, 19:08

തുക സാധാരണയായി 30 മിനിറ്റിനുള്ളിൽ അക്കൗണ്ടിൽ എത്തും.

സംശയങ്ങൾക്ക്: 600 54 7788 (ഞായർ മുതൽ വ്യാഴം വരെ, രാവിലെ 8 മുതൽ രാത്രി 10 വരെ)

പെരുമാൾ എക്സ്ചേഞ്ച് എൽഎൽസി, കരാമ, ദുബായ്`,
    html: `<html lang="ml"><body style="margin:0;background:#f4f6f1;font-family:'Noto Sans Malayalam',Arial,sans-serif">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border:1px solid #dfe6d6">
<tr><td style="padding:14px 22px;background:#2e6b30;color:#fff;font-size:18px">പെരുമാൾ എക്സ്ചേഞ്ച് <span style="font:12px Arial;opacity:.8">Perumal Exchange LLC</span></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:25px;color:#222">
<p>പ്രിയ അജിത് കുമാർ,</p>
<p>നിങ്ങളുടെ പണമിടപാട് വിജയകരമായി പൂർത്തിയായി.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e6ebe0">
<tr><td>റഫറൻസ് നമ്പർ</td><td><b>PX-DXB-88130452</b></td></tr>
<tr style="background:#f8faf5"><td>സ്വീകർത്താവ്</td><td>ലത അജിത് (ഫെഡറൽ ബാങ്ക്, തൃശ്ശൂർ — A/c ****0937)</td></tr>
<tr><td>അയച്ച തുക</td><td>AED 2,000.00</td></tr>
<tr style="background:#f8faf5"><td>വിനിമയ നിരക്ക്</td><td>1 AED = 22.84 INR</td></tr>
<tr><td>ലഭിക്കുന്ന തുക</td><td><b>₹45,680.00</b></td></tr>
<tr style="background:#f8faf5"><td>സേവന നിരക്ക്</td><td>AED 16.80 (VAT ഉൾപ്പെടെ)</td></tr>
</table>
<p>തുക സാധാരണയായി 30 മിനിറ്റിനുള്ളിൽ അക്കൗണ്ടിൽ എത്തും.</p>
<p style="font-size:12px;color:#777">സംശയങ്ങൾക്ക്: 600 54 7788 · <a href="https://www.perumalexchange.ae/ml/rates">ഇന്നത്തെ നിരക്കുകൾ</a> · <a href="https://www.perumalexchange.ae/branches">ശാഖകൾ</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Mehran Kinara Bank (Sindh, Sindhi)

const kinara: Mail[] = [
  {
    family: "mehran-kinara-bank",
    group: "negative",
    lang: "sd",
    kind: "atm-withdrawal",
    code: null,
    link: null,
    from: "Mehran Kinara Bank <alerts@mehrankinara.com.pk>",
    to: "Siddiqui Hyderabad Branch <hyd@siddiqui-sons.example>",
    subject: "اي ٽي ايم مان رقم ڪڍي وئي - Rs. 50,000",
    date: "Sat, 17 Oct 2026 20:31:55 +0500",
    text: `محترم گراهڪ،

توهان جي اڪائونٽ ****2218 مان 17-10-2026 تي رات 8:31 وڳي Rs. 50,000 اي ٽي ايم ذريعي ڪڍيا ويا.
هنڌ: ATM 0447، آٽو ڀان روڊ، حيدرآباد
باقي بيلنس: Rs. 213,406.90

جيڪڏهن هي رقم توهان نه ڪڍي آهي ته فوري طور 111-636-472 تي رابطو ڪريو ۽ ڪارڊ بند ڪرايو.

مهراڻ ڪناره بئنڪ`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Marutham Spices (supplier, Erode, Tamil)

const marutham: Mail[] = [
  {
    family: "marutham-spices",
    group: "negative",
    lang: "ta",
    kind: "payment-received",
    code: null,
    link: null,
    from: "மருதம் ஸ்பைசஸ் <accounts@maruthamspices.in>",
    to: "Siddiqui Exports Surat <surat@siddiqui-sons.example>",
    subject: "பணம் பெறப்பட்டது — விலைப்பட்டியல் MS/26-27/0388",
    date: "Thu, 22 Oct 2026 12:14:09 +0530",
    text: `மதிப்பிற்குரிய வாடிக்கையாளருக்கு,

வணக்கம். விலைப்பட்டியல் எண் MS/26-27/0388 (ஈரோடு மஞ்சள், விரலி, 4,000 கிலோ) க்கான
₹5,62,000.00 தொகை 21-10-2026 அன்று எங்கள் கணக்கில் வரவு வைக்கப்பட்டது (UTR: NCBKH26294471820).

மீதமுள்ள நிலுவை: ₹0.00

சரக்கு 24-10-2026 அன்று லாரி மூலம் அனுப்பப்படும். LR நகல் தனியாக அனுப்பப்படும்.

நன்றி,
செ. முருகேசன்
கணக்குப் பிரிவு, மருதம் ஸ்பைசஸ், பெருந்துறை சாலை, ஈரோடு 638011
தொலைபேசி: 0424-225 8813`,
    html: null,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...sohni,
  ...jhatpat,
  ...paykhazana,
  ...tijarat,
  ...vyapaar,
  ...dhowcrest,
  ...gulfbridge,
  ...sahil,
  ...soorat,
  ...chamber,
  ...bahikhata,
  ...padma,
  ...majan,
  ...sankhya,
  ...lyallpur,
  ...ambika,
  ...zafran,
  ...rahbar,
  ...dana,
  ...shapla,
  ...arya,
  ...narmada,
  ...godaam,
  ...perumal,
  ...kinara,
  ...marutham,
];
