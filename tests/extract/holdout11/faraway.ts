/**
 * Four personal inboxes far from the usual test senders: a reader in India (Hindi, with the English
 * Indian senders mix in), one in Turkey, one in Mexico and one in South Korea, each from invented local
 * banks, shops, couriers, telecoms, utilities, public portals and apps, most of them asking for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const IN_TO = "Ananya Verma <ananya.verma@inbox.example>";
const TR_TO = "Elif Aksoy <elif.aksoy@inbox.example>";
const MX_TO = "Mariana López Ruiz <mariana.lopez@inbox.example>";
const KR_TO = "김지민 <jimin.kim@inbox.example>";

/** A bare HTML document around a body, the way most senders wrap theirs. */
function doc(title: string, body: string, lang: string, preheader = ""): string {
  const pre = preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent">${preheader}</div>\n`
    : "";
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background:#f2f2f2">
${pre}${body}
</body>
</html>`;
}

// ================================================================ India

const KOSH_FOOT = `<tr><td style="padding:16px 24px;background:#f7f3ea;font:11px Arial,sans-serif;color:#777">
कोष गंगा बैंक कभी भी ईमेल, फ़ोन या SMS से आपका OTP, PIN या पासवर्ड नहीं माँगता।<br>
Kosh Ganga Bank Ltd., 14 Hazratganj, Lucknow 226001 | ग्राहक सेवा: 1800-274-5566 (टोल फ़्री)<br>
<a href="https://www.koshgangabank.co.in/privacy" style="color:#777">गोपनीयता नीति</a> ·
<a href="https://www.koshgangabank.co.in/grievance" style="color:#777">शिकायत निवारण</a><br>
© 2026 Kosh Ganga Bank. सर्वाधिकार सुरक्षित।</td></tr>`;

const india: Mail[] = [
  {
    family: "kosh-ganga-bank",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "738205",
    link: null,
    from: "Kosh Ganga Bank <alerts@koshgangabank.co.in>",
    to: IN_TO,
    subject: "नेट बैंकिंग लॉगिन के लिए OTP",
    date: "Mon, 16 Nov 2026 21:14:07 +0530",
    enc: "b64",
    text: `प्रिय ग्राहक,

आपके खाते XX4821 से जुड़े नेट बैंकिंग लॉगिन के लिए वन टाइम पासवर्ड (OTP) 738205 है।
यह OTP 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें, बैंक कर्मचारी के साथ भी नहीं।

लॉगिन का समय: 16-11-2026 21:14 IST
डिवाइस: Chrome, Windows

अगर यह लॉगिन आपने नहीं किया है, तो तुरंत 1800-274-5566 पर कॉल करके नेट बैंकिंग ब्लॉक करवाएँ।

सादर,
कोष गंगा बैंक

यह एक स्वचालित ईमेल है, कृपया इसका उत्तर न दें।`,
    html: doc(
      "OTP",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f2f2"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:4px solid #0b5e3c">
<tr><td style="padding:18px 24px"><img src="https://static.koshgangabank.co.in/mail/logo-hi.png" alt="कोष गंगा बैंक" width="160" height="40"></td></tr>
<tr><td style="padding:0 24px 8px;font:15px/1.6 Arial,sans-serif;color:#222">प्रिय ग्राहक,<br><br>
आपके खाते <b>XX4821</b> से जुड़े नेट बैंकिंग लॉगिन के लिए वन टाइम पासवर्ड (OTP) है:</td></tr>
<tr><td align="center" style="padding:12px 24px"><table cellpadding="0" cellspacing="0"><tr><td style="background:#eaf5ef;border:1px dashed #0b5e3c;padding:12px 28px;font:bold 28px 'Courier New',monospace;letter-spacing:6px;color:#0b5e3c">738205</td></tr></table></td></tr>
<tr><td style="padding:8px 24px 20px;font:14px/1.6 Arial,sans-serif;color:#444">यह OTP <b>5 मिनट</b> तक मान्य है। इसे किसी के साथ साझा न करें, बैंक कर्मचारी के साथ भी नहीं।<br>
लॉगिन का समय: 16-11-2026 21:14 IST · डिवाइस: Chrome, Windows<br><br>
अगर यह लॉगिन आपने नहीं किया है, तो तुरंत <a href="tel:18002745566">1800-274-5566</a> पर कॉल करें।</td></tr>
${KOSH_FOOT}
</table></td></tr></table>`,
      "hi",
      "आपका नेट बैंकिंग OTP — 5 मिनट तक मान्य",
    ),
  },
  {
    family: "kosh-ganga-bank",
    group: "regional",
    lang: "hi",
    kind: "statement",
    code: null,
    link: null,
    from: "Kosh Ganga Bank <estatement@koshgangabank.co.in>",
    to: IN_TO,
    subject: "आपका अक्टूबर 2026 का ई-स्टेटमेंट — खाता XX4821",
    date: "Tue, 03 Nov 2026 06:02:55 +0530",
    enc: "qp",
    text: `प्रिय अनन्या वर्मा,

आपके बचत खाते XX4821 का 01-10-2026 से 31-10-2026 तक का ई-स्टेटमेंट इस ईमेल के साथ संलग्न है।

शुरुआती शेष: ₹ 48,215.60
कुल जमा: ₹ 92,400.00
कुल निकासी: ₹ 71,386.25
अंतिम शेष: ₹ 69,229.35

PDF खोलने का पासवर्ड: आपके नाम के पहले चार अक्षर (कैपिटल में) और जन्म की तारीख DDMM में।
उदाहरण: नाम ANANYA, जन्मतिथि 05-07-1994 हो तो पासवर्ड ANAN0507 होगा।

पेपरलेस स्टेटमेंट चुनने के लिए धन्यवाद।

कोष गंगा बैंक
ग्राहक सेवा: 1800-274-5566`,
    html: doc(
      "ई-स्टेटमेंट",
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f2f2"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #0b5e3c;font-family:Arial,sans-serif">
<tr><td style="padding:18px 24px"><img src="https://static.koshgangabank.co.in/mail/logo-hi.png" alt="कोष गंगा बैंक" width="160" height="40"></td></tr>
<tr><td style="padding:0 24px;font-size:15px;line-height:1.6;color:#222">प्रिय अनन्या वर्मा,<br><br>
आपके बचत खाते <b>XX4821</b> का <b>01-10-2026 से 31-10-2026</b> तक का ई-स्टेटमेंट इस ईमेल के साथ संलग्न है।</td></tr>
<tr><td style="padding:14px 24px"><table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #dcdcdc;font-size:14px">
<tr><td>शुरुआती शेष</td><td align="right">₹ 48,215.60</td></tr>
<tr style="background:#fafafa"><td>कुल जमा</td><td align="right">₹ 92,400.00</td></tr>
<tr><td>कुल निकासी</td><td align="right">₹ 71,386.25</td></tr>
<tr style="background:#eaf5ef"><td><b>अंतिम शेष</b></td><td align="right"><b>₹ 69,229.35</b></td></tr>
</table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;color:#555;line-height:1.6">PDF खोलने का पासवर्ड: आपके नाम के पहले चार अक्षर (कैपिटल में) और जन्म की तारीख DDMM में।<br>
उदाहरण: नाम ANANYA, जन्मतिथि 05-07-1994 हो तो पासवर्ड <b>ANAN0507</b> होगा।</td></tr>
${KOSH_FOOT}
</table></td></tr></table>`,
      "hi",
    ),
    attachment: [
      "eStatement_XX4821_Oct2026.pdf",
      "application/pdf",
      "%PDF-1.4\n% Kosh Ganga Bank statement XX4821 Oct 2026 (encrypted)\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "bazaarbindu",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "BazaarBindu <orders@mail.bazaarbindu.in>",
    to: IN_TO,
    subject: "Shipped! Your BazaarBindu order #BB-40718825 is on the way",
    date: "Thu, 19 Nov 2026 11:47:30 +0530",
    enc: "qp",
    text: `Hi Ananya,

Great news - your order has been shipped!

Order #BB-40718825
Prestige Omega Deluxe Kadai 24 cm x 1 - ₹1,249
Cotton Bedsheet Set (Double, Indigo Block Print) x 1 - ₹899
Delivery charges: FREE
Total paid (UPI): ₹2,148

Courier: Dakshin Express | AWB 7730 2291 4458
Expected delivery: Sat, 21 Nov - Mon, 23 Nov

Track your package: https://www.bazaarbindu.in/account/orders/BB-40718825/track

Delivering to:
Ananya Verma, Flat 302, Shanti Kunj Apartments, Sector 12, Noida 201301

Aapka order jaldi pahunchega! Need help? Visit https://www.bazaarbindu.in/help or call 080-4719-2200.

Team BazaarBindu`,
    html: doc(
      "Your order is on the way",
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff7ec"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif">
<tr><td style="background:#ff6a13;padding:14px 20px"><a href="https://www.bazaarbindu.in/?utm_source=email&utm_medium=txn&utm_campaign=shipped"><img src="https://img.bazaarbindu.in/email/logo-white.png" alt="BazaarBindu" width="140"></a></td></tr>
<tr><td style="padding:24px 20px 4px;font-size:22px;font-weight:bold;color:#222">Your order is on the way 🚚</td></tr>
<tr><td style="padding:0 20px 16px;font-size:14px;color:#555">Hi Ananya, great news - order <b>#BB-40718825</b> has been shipped.</td></tr>
<tr><td style="padding:0 20px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee">
<tr><td width="64"><img src="https://img.bazaarbindu.in/p/88123/thumb.jpg" alt="Kadai" width="56"></td><td>Prestige Omega Deluxe Kadai 24 cm<br><span style="color:#888">Qty 1</span></td><td align="right">₹1,249</td></tr>
<tr><td><img src="https://img.bazaarbindu.in/p/55410/thumb.jpg" alt="Bedsheet" width="56"></td><td>Cotton Bedsheet Set (Double, Indigo Block Print)<br><span style="color:#888">Qty 1</span></td><td align="right">₹899</td></tr>
<tr><td></td><td>Delivery charges</td><td align="right" style="color:#1a8f3c">FREE</td></tr>
<tr><td></td><td><b>Total paid (UPI)</b></td><td align="right"><b>₹2,148</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:14px;color:#333">Courier: Dakshin Express · AWB 7730 2291 4458<br>Expected delivery: <b>Sat, 21 Nov - Mon, 23 Nov</b></td></tr>
<tr><td align="center" style="padding:8px 20px 24px"><a href="https://www.bazaarbindu.in/account/orders/BB-40718825/track" style="background:#ff6a13;color:#fff;text-decoration:none;padding:12px 30px;border-radius:4px;font-weight:bold;display:inline-block">Track package</a></td></tr>
<tr><td style="padding:0 20px 16px;font-size:13px;color:#666">Delivering to: Ananya Verma, Flat 302, Shanti Kunj Apartments, Sector 12, Noida 201301</td></tr>
<tr><td style="background:#fafafa;padding:16px 20px;font-size:11px;color:#888;text-align:center">
<a href="https://www.bazaarbindu.in/help">Help Centre</a> | <a href="https://www.bazaarbindu.in/returns">Returns</a> | 080-4719-2200<br><br>
<a href="https://play.google.com/store/apps/details?id=in.bazaarbindu.app"><img src="https://img.bazaarbindu.in/email/gplay.png" alt="Get it on Google Play" height="32"></a>
<a href="https://apps.apple.com/in/app/bazaarbindu/id1498830211"><img src="https://img.bazaarbindu.in/email/appstore.png" alt="Download on the App Store" height="32"></a><br><br>
BazaarBindu Retail Pvt. Ltd., 5th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103. CIN U52399KA2017PTC104112</td></tr>
</table></td></tr></table>`,
      "en",
      "AWB 7730 2291 4458 · expected Sat, 21 Nov",
    ),
  },
  {
    family: "bazaarbindu",
    group: "consumer",
    lang: "hi",
    kind: "delivery-code",
    code: "5917",
    link: null,
    from: "BazaarBindu <orders@mail.bazaarbindu.in>",
    to: IN_TO,
    subject: "आज डिलीवरी: ऑर्डर #BB-40718825 के लिए आपका डिलीवरी OTP",
    date: "Sat, 21 Nov 2026 08:31:12 +0530",
    enc: "b64",
    text: `नमस्ते अनन्या,

आपका पैकेट आज डिलीवरी के लिए निकल चुका है।

ऑर्डर: #BB-40718825 (2 आइटम)
डिलीवरी पार्टनर: राकेश (Dakshin Express) - 98XXXXXX41
अनुमानित समय: सुबह 10 बजे से शाम 6 बजे के बीच

डिलीवरी OTP: 5917

पैकेट लेते समय यह OTP डिलीवरी पार्टनर को बताएँ। OTP पहले से किसी को न बताएँ - पैकेट मिलने पर ही शेयर करें।

ट्रैक करें: https://www.bazaarbindu.in/account/orders/BB-40718825/track

धन्यवाद,
टीम बाज़ारबिंदु`,
    html: doc(
      "डिलीवरी OTP",
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff7ec"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Noto Sans Devanagari',Arial,sans-serif">
<tr><td style="background:#ff6a13;padding:14px 20px"><img src="https://img.bazaarbindu.in/email/logo-white.png" alt="BazaarBindu" width="140"></td></tr>
<tr><td style="padding:22px 20px 6px;font-size:20px;font-weight:bold;color:#222">आपका पैकेट आज आ रहा है</td></tr>
<tr><td style="padding:0 20px;font-size:14px;color:#444;line-height:1.7">नमस्ते अनन्या,<br>ऑर्डर <b>#BB-40718825</b> (2 आइटम) आज डिलीवरी के लिए निकल चुका है।<br>
डिलीवरी पार्टनर: राकेश (Dakshin Express) · 98XXXXXX41<br>अनुमानित समय: सुबह 10 बजे से शाम 6 बजे के बीच</td></tr>
<tr><td align="center" style="padding:20px"><div style="font-size:13px;color:#777">डिलीवरी OTP</div>
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:42px;height:50px;border:2px solid #ff6a13;border-radius:6px;text-align:center;font:bold 26px Arial">5</td>
<td style="width:42px;height:50px;border:2px solid #ff6a13;border-radius:6px;text-align:center;font:bold 26px Arial">9</td>
<td style="width:42px;height:50px;border:2px solid #ff6a13;border-radius:6px;text-align:center;font:bold 26px Arial">1</td>
<td style="width:42px;height:50px;border:2px solid #ff6a13;border-radius:6px;text-align:center;font:bold 26px Arial">7</td>
</tr></table></td></tr>
<tr><td style="padding:0 20px 16px;font-size:13px;color:#555">पैकेट लेते समय यह OTP डिलीवरी पार्टनर को बताएँ। पैकेट मिलने से पहले किसी को न बताएँ।</td></tr>
<tr><td align="center" style="padding:0 20px 22px"><a href="https://www.bazaarbindu.in/account/orders/BB-40718825/track" style="color:#ff6a13;font-weight:bold">पैकेट ट्रैक करें ›</a></td></tr>
<tr><td style="background:#fafafa;padding:14px 20px;font-size:11px;color:#888;text-align:center"><a href="https://www.bazaarbindu.in/help">सहायता</a> | 080-4719-2200<br>BazaarBindu Retail Pvt. Ltd., Bengaluru 560103</td></tr>
</table></td></tr></table>`,
      "hi",
      "डिलीवरी के समय यह OTP पार्टनर को बताएँ",
    ),
  },
  {
    family: "jalvayu-telecom",
    group: "regional",
    lang: "hi",
    kind: "bill",
    code: null,
    link: null,
    from: "Jalvayu Postpaid <ebill@jalvayu.co.in>",
    to: IN_TO,
    subject: "आपका नवंबर का Jalvayu पोस्टपेड बिल: ₹ 708.82",
    date: "Wed, 11 Nov 2026 07:15:00 +0530",
    enc: "8bit",
    text: `प्रिय अनन्या वर्मा,

मोबाइल नंबर 98XXXX7310 का बिल तैयार है।

बिल अवधि: 12 अक्टूबर - 11 नवंबर 2026
प्लान: Jalvayu Unlimited 599
बिल राशि (GST सहित): ₹ 708.82
भुगतान की अंतिम तिथि: 29 नवंबर 2026
खाता संख्या: 1-84220917

इस महीने आपने 61.4 GB डेटा और 1,284 मिनट कॉल का उपयोग किया।

ऑनलाइन भुगतान करें: https://pay.jalvayu.co.in/postpaid?acc=184220917
ऑटो-पे चालू करके हर महीने ₹ 20 का कैशबैक पाएँ।

बिल की PDF कॉपी Jalvayu ऐप में "मेरे बिल" सेक्शन में उपलब्ध है।

Jalvayu Telecom Ltd. | कस्टमर केयर: 198 (Jalvayu नंबर से मुफ़्त)`,
    html: doc(
      "Jalvayu बिल",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef3fb"><tr><td align="center" style="padding:16px 0">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;border-radius:8px">
<tr><td style="padding:18px 24px;border-bottom:1px solid #e3e8f0"><img src="https://cdn.jalvayu.co.in/mailer/jalvayu-logo.png" alt="Jalvayu" width="120"><span style="float:right;font-size:12px;color:#888">खाता 1-84220917</span></td></tr>
<tr><td style="padding:20px 24px 0;font-size:15px;color:#222">प्रिय अनन्या वर्मा,<br>मोबाइल नंबर <b>98XXXX7310</b> का बिल तैयार है।</td></tr>
<tr><td style="padding:16px 24px"><table width="100%" cellpadding="0" cellspacing="0" style="background:#1d4fa3;color:#fff;border-radius:6px"><tr>
<td style="padding:16px"><div style="font-size:12px;opacity:.8">बिल राशि (GST सहित)</div><div style="font-size:28px;font-weight:bold">₹ 708.82</div></td>
<td style="padding:16px" align="right"><div style="font-size:12px;opacity:.8">अंतिम तिथि</div><div style="font-size:18px;font-weight:bold">29 नवंबर 2026</div></td></tr></table></td></tr>
<tr><td style="padding:0 24px;font-size:14px;color:#444;line-height:1.7">बिल अवधि: 12 अक्टूबर - 11 नवंबर 2026<br>प्लान: Jalvayu Unlimited 599<br>उपयोग: 61.4 GB डेटा · 1,284 मिनट कॉल</td></tr>
<tr><td align="center" style="padding:20px 24px"><a href="https://pay.jalvayu.co.in/postpaid?acc=184220917" style="background:#e8322b;color:#fff;padding:12px 34px;border-radius:24px;text-decoration:none;font-weight:bold">अभी भुगतान करें</a></td></tr>
<tr><td style="padding:0 24px 16px;font-size:13px;color:#1a7f37">ऑटो-पे चालू करके हर महीने ₹ 20 का कैशबैक पाएँ।</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;border-top:1px solid #eee">Jalvayu Telecom Ltd., Tower B, DLF Cyber City, Gurugram 122002 · कस्टमर केयर: 198<br>
<a href="https://www.jalvayu.co.in/privacy" style="color:#999">Privacy</a> · <a href="https://www.jalvayu.co.in/email-preferences" style="color:#999">ईमेल सेटिंग</a></td></tr>
</table></td></tr></table>`,
      "hi",
    ),
  },
  {
    family: "yatri-setu",
    group: "consumer",
    lang: "en",
    kind: "ticket-booked",
    code: null,
    link: null,
    from: "YatriSetu <booking@yatrisetu.in>",
    to: IN_TO,
    subject: "Booking Confirmed | PNR 4521873390 | NDLS - LKO | 04-Dec-2026",
    date: "Fri, 20 Nov 2026 14:22:41 +0530",
    text: `Dear Ananya Verma,

Your train ticket is CONFIRMED. Happy journey!

PNR: 4521873390
Train: 12004 / LKO SWARN SHTBDI
From: NEW DELHI (NDLS)  Dep: 04-Dec-2026 06:10
To: LUCKNOW NR (LKO)    Arr: 04-Dec-2026 12:40
Class: CC (AC Chair Car)   Quota: GENERAL

Passenger        Age  Status     Coach/Seat
ANANYA VERMA     31   CNF        C3/47 WINDOW
RAJESH VERMA     62   CNF        C3/48

Ticket fare: Rs. 2,310.00
Convenience fee (incl. GST): Rs. 35.40
Total amount paid: Rs. 2,345.40
YatriSetu booking ID: YS26112091734

Please carry one original photo ID proof during the journey.
Chart is prepared about 4 hours before departure.

Cancel or view e-ticket: https://www.yatrisetu.in/trips/YS26112091734
Customer support: support@yatrisetu.in | 0120-471-8800 (9 AM - 9 PM)

YatriSetu Travel Tech Pvt. Ltd., Noida, UP
You received this mail because you booked on yatrisetu.in.`,
    html: null,
  },
];

const india2: Mail[] = [
  {
    family: "swasthya-sathi",
    group: "regional",
    lang: "hi",
    kind: "verify-link",
    code: null,
    link: "https://nagrik.swasthyasathi.in/auth/verify-email?uid=NS-7719204&token=e41c9f0a7b2d4c58a3f1b96d2c07e8a5",
    from: "स्वास्थ्य साथी पोर्टल <no-reply@swasthyasathi.in>",
    to: IN_TO,
    subject: "स्वास्थ्य साथी: अपना ईमेल पता सत्यापित करें",
    date: "Sun, 08 Nov 2026 17:40:18 +0530",
    enc: "qp",
    text: `नमस्कार अनन्या वर्मा,

स्वास्थ्य साथी नागरिक पोर्टल पर पंजीकरण के लिए धन्यवाद।
आपकी स्वास्थ्य आईडी: 91-4420-8813-5027

अपना ईमेल पता सत्यापित करने के लिए नीचे दिए गए लिंक पर क्लिक करें:
https://nagrik.swasthyasathi.in/auth/verify-email?uid=NS-7719204&token=e41c9f0a7b2d4c58a3f1b96d2c07e8a5

यह लिंक 24 घंटे तक मान्य है। सत्यापन के बाद आप अपनी लैब रिपोर्ट, पर्चे और टीकाकरण प्रमाणपत्र ईमेल पर पा सकेंगे।

यदि आपने पंजीकरण नहीं किया है, तो इस ईमेल को अनदेखा करें।

हेल्पलाइन: 1800-11-4477 (सुबह 8 से रात 8 बजे)
स्वास्थ्य एवं परिवार कल्याण विभाग`,
    html: doc(
      "ईमेल सत्यापन",
      `<table width="100%" cellspacing="0" cellpadding="0" style="background:#f4f6f8"><tr><td align="center" style="padding:24px 8px">
<table width="580" cellspacing="0" cellpadding="0" style="background:#ffffff;border:1px solid #d9dee3">
<tr><td style="background:#ffffff;border-bottom:3px solid #ff9933;padding:14px 20px">
<table width="100%"><tr><td><img src="https://nagrik.swasthyasathi.in/static/img/emblem.png" alt="राजकीय प्रतीक" width="36"> <img src="https://nagrik.swasthyasathi.in/static/img/ss-logo.png" alt="स्वास्थ्य साथी" width="150"></td>
<td align="right" style="font:12px Arial;color:#555">स्वास्थ्य एवं परिवार कल्याण विभाग</td></tr></table></td></tr>
<tr><td style="padding:24px 28px 8px;font:15px/1.7 Arial,sans-serif;color:#1f2933">नमस्कार <b>अनन्या वर्मा</b>,<br><br>
स्वास्थ्य साथी नागरिक पोर्टल पर पंजीकरण के लिए धन्यवाद।<br>आपकी स्वास्थ्य आईडी: <b>91-4420-8813-5027</b><br><br>
अपना ईमेल पता सत्यापित करने के लिए नीचे दिए गए बटन पर क्लिक करें।</td></tr>
<tr><td align="center" style="padding:12px 28px 20px"><table cellspacing="0" cellpadding="0"><tr><td bgcolor="#138808" style="border-radius:4px">
<a href="https://nagrik.swasthyasathi.in/auth/verify-email?uid=NS-7719204&amp;token=e41c9f0a7b2d4c58a3f1b96d2c07e8a5" target="_blank" style="display:inline-block;padding:12px 32px;font:bold 15px Arial;color:#ffffff;text-decoration:none">ईमेल सत्यापित करें</a>
</td></tr></table></td></tr>
<tr><td style="padding:0 28px 20px;font:13px/1.6 Arial,sans-serif;color:#52606d">यह लिंक 24 घंटे तक मान्य है। सत्यापन के बाद आप अपनी लैब रिपोर्ट, पर्चे और टीकाकरण प्रमाणपत्र ईमेल पर पा सकेंगे।<br>
यदि आपने पंजीकरण नहीं किया है, तो इस ईमेल को अनदेखा करें।</td></tr>
<tr><td style="background:#f4f6f8;padding:14px 28px;font:11px/1.6 Arial,sans-serif;color:#7b8794">हेल्पलाइन: 1800-11-4477 (सुबह 8 से रात 8 बजे) ·
<a href="https://nagrik.swasthyasathi.in/faq" style="color:#7b8794">अक्सर पूछे जाने वाले प्रश्न</a> · <a href="https://nagrik.swasthyasathi.in/privacy-policy" style="color:#7b8794">गोपनीयता नीति</a><br>
यह ईमेल स्वचालित रूप से भेजा गया है। कृपया उत्तर न दें।</td></tr>
</table></td></tr></table>`,
      "hi",
    ),
  },
  {
    family: "padhai-plus",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://click.padhaiplus.in/ls/click?upn=u001.Hk3Zq8Lw-2FtR9mYp4cVxB7nE1sJ0aG6dW5oK2iU3fT-3D-3D_pl9X4",
    from: "Padhai Plus <hello@padhaiplus.in>",
    to: IN_TO,
    subject: "Your sign-in link for Padhai Plus",
    date: "Tue, 24 Nov 2026 22:03:49 +0530",
    enc: "qp",
    text: `Hi Ananya,

Tap the link below to sign in to Padhai Plus on this device. No password needed.

https://click.padhaiplus.in/ls/click?upn=u001.Hk3Zq8Lw-2FtR9mYp4cVxB7nE1sJ0aG6dW5oK2iU3fT-3D-3D_pl9X4

The link works once and expires in 15 minutes.
Requested from: Chrome on Android, Noida, IN at 10:03 PM

Didn't ask for this? You can safely ignore this email - your account is still secure.

Keep learning,
Team Padhai Plus

Padhai Plus Edutech Pvt. Ltd., 3rd Floor, Koramangala 5th Block, Bengaluru 560095
Unsubscribe from tips: https://click.padhaiplus.in/ls/click?upn=u001.unsub-7Fq2Lr0pXw`,
    html: doc(
      "Sign in to Padhai Plus",
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f5f3ff"><tr><td align="center" style="padding:32px 12px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:'Segoe UI',Roboto,Arial,sans-serif">
<tr><td align="center" style="padding:28px 0 8px"><img src="https://cdn.padhaiplus.in/mail/pp-mark.png" alt="Padhai Plus" width="48" height="48"></td></tr>
<tr><td align="center" style="padding:0 32px;font-size:22px;font-weight:600;color:#1e1b4b">Sign in to Padhai Plus</td></tr>
<tr><td align="center" style="padding:12px 32px;font-size:15px;color:#4b5563;line-height:1.6">Hi Ananya, tap the button below to sign in on this device. No password needed.</td></tr>
<tr><td align="center" style="padding:12px 32px 20px"><a href="https://click.padhaiplus.in/ls/click?upn=u001.Hk3Zq8Lw-2FtR9mYp4cVxB7nE1sJ0aG6dW5oK2iU3fT-3D-3D_pl9X4" style="background:#6d28d9;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;padding:14px 40px;border-radius:8px;display:inline-block">Sign in</a></td></tr>
<tr><td align="center" style="padding:0 32px 24px;font-size:13px;color:#6b7280;line-height:1.6">The link works once and expires in 15 minutes.<br>Requested from Chrome on Android · Noida, IN · 10:03 PM</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eee;font-size:12px;color:#9ca3af;line-height:1.6">Didn't ask for this? You can safely ignore this email.<br>
Padhai Plus Edutech Pvt. Ltd., Koramangala 5th Block, Bengaluru 560095<br>
<a href="https://click.padhaiplus.in/ls/click?upn=u001.unsub-7Fq2Lr0pXw" style="color:#9ca3af">Unsubscribe from tips</a> · <a href="https://padhaiplus.in/privacy" style="color:#9ca3af">Privacy</a></td></tr>
</table></td></tr></table>`,
      "en",
      "One tap, no password. Expires in 15 minutes.",
    ),
  },
  {
    family: "padhai-plus",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Padhai Plus Billing <billing@padhaiplus.in>",
    to: IN_TO,
    subject: "Payment received - Padhai Plus Pro (12 months)",
    date: "Wed, 25 Nov 2026 09:12:04 +0530",
    enc: "b64",
    text: `Hi Ananya,

Thanks! We've received your payment.

Invoice no.: PP/2026-27/118204
Plan: Padhai Plus Pro - 12 months (UPSC GS Foundation + CSAT)
Amount: Rs. 7,999.00
Coupon SMART20 applied: -Rs. 1,600.00
GST @18%: Rs. 1,151.82
Total paid: Rs. 7,550.82 via RuPay Credit Card •••• 6643
Valid till: 24 Nov 2027

Your GST invoice is available under Account > Billing:
https://padhaiplus.in/account/billing

Questions about your plan? Write to billing@padhaiplus.in or call 080-6911-4040.

Team Padhai Plus
GSTIN 29AAJCP4417K1ZV`,
    html: doc(
      "Payment received",
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f5f3ff"><tr><td align="center" style="padding:28px 12px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Segoe UI',Roboto,Arial,sans-serif;color:#374151">
<tr><td style="padding:24px 28px 4px"><img src="https://cdn.padhaiplus.in/mail/pp-logo-wide.png" alt="Padhai Plus" width="140"></td></tr>
<tr><td style="padding:8px 28px;font-size:20px;font-weight:600;color:#1e1b4b">Payment received ✔</td></tr>
<tr><td style="padding:0 28px 12px;font-size:14px">Hi Ananya, thanks! Here is your receipt.</td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="color:#6b7280">Invoice no.</td><td align="right">PP/2026-27/118204</td></tr>
<tr><td style="color:#6b7280">Plan</td><td align="right">Pro · 12 months<br><span style="font-size:12px;color:#6b7280">UPSC GS Foundation + CSAT</span></td></tr>
<tr><td style="color:#6b7280">Amount</td><td align="right">₹7,999.00</td></tr>
<tr><td style="color:#6b7280">Coupon SMART20</td><td align="right" style="color:#059669">−₹1,600.00</td></tr>
<tr><td style="color:#6b7280">GST @18%</td><td align="right">₹1,151.82</td></tr>
<tr><td><b>Total paid</b></td><td align="right"><b>₹7,550.82</b></td></tr>
<tr><td style="color:#6b7280">Paid with</td><td align="right">RuPay Credit Card •••• 6643</td></tr>
<tr><td style="color:#6b7280">Valid till</td><td align="right">24 Nov 2027</td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px;font-size:13px">Your GST invoice is under <a href="https://padhaiplus.in/account/billing" style="color:#6d28d9">Account › Billing</a>.</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #eee;font-size:11px;color:#9ca3af">Padhai Plus Edutech Pvt. Ltd. · GSTIN 29AAJCP4417K1ZV · 080-6911-4040</td></tr>
</table></td></tr></table>`,
      "en",
    ),
  },
  {
    family: "urja-prakash-vidyut",
    group: "regional",
    lang: "hi",
    kind: "bill",
    code: null,
    link: null,
    from: "Urja Prakash Vidyut Vitaran <ebill@urjaprakash.co.in>",
    to: IN_TO,
    subject: "बिजली बिल नवंबर 2026 - खाता संख्या 2204817733",
    date: "Thu, 05 Nov 2026 10:30:00 +0530",
    enc: "qp",
    text: `उपभोक्ता का नाम: अनन्या वर्मा
खाता संख्या: 2204817733
पता: फ्लैट 302, शांति कुंज अपार्टमेंट्स, सेक्टर 12, नोएडा 201301

बिल माह: अक्टूबर 2026
पिछली रीडिंग: 18,442 (05-10-2026)
वर्तमान रीडिंग: 18,731 (04-11-2026)
खपत: 289 यूनिट

ऊर्जा शुल्क: ₹ 1,871.00
स्थायी शुल्क: ₹ 220.00
विद्युत कर: ₹ 104.55
कुल देय राशि: ₹ 2,195.55
नियत तिथि: 20-11-2026 (इसके बाद ₹ 2,251.00)

समय पर भुगतान पर 1% छूट।
ऑनलाइन भुगतान: https://www.urjaprakash.co.in/quick-pay
शिकायत एवं बिजली कटौती की सूचना: 1912

बिजली बचाएँ, देश बचाएँ।`,
    html: null,
  },
  {
    family: "chitrapat",
    group: "consumer",
    lang: "hi",
    kind: "reset-link",
    code: null,
    link: "https://www.chitrapat.tv/account/reset-password?rt=CHP-9a7f02c1d84e4b6fa5e3&lang=hi",
    from: "Chitrapat <account@chitrapat.tv>",
    to: IN_TO,
    subject: "Chitrapat पासवर्ड रीसेट करें",
    date: "Sat, 14 Nov 2026 23:51:36 +0530",
    enc: "b64",
    text: `नमस्ते अनन्या,

हमें आपके Chitrapat अकाउंट (ananya.verma@inbox.example) का पासवर्ड बदलने का अनुरोध मिला है।

नया पासवर्ड सेट करने के लिए यह लिंक खोलें:
https://www.chitrapat.tv/account/reset-password?rt=CHP-9a7f02c1d84e4b6fa5e3&lang=hi

यह लिंक 1 घंटे में समाप्त हो जाएगा।

अगर आपने यह अनुरोध नहीं किया, तो कुछ करने की ज़रूरत नहीं है। आपका मौजूदा पासवर्ड बना रहेगा।

- टीम Chitrapat
Help Centre: https://help.chitrapat.tv`,
    html: doc(
      "पासवर्ड रीसेट",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#0e0e12"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#18181f;color:#e6e6ea;font-family:Arial,sans-serif">
<tr><td style="padding:24px 32px"><img src="https://assets.chitrapat.tv/email/logo-red.png" alt="CHITRAPAT" width="130"></td></tr>
<tr><td style="padding:0 32px;font-size:24px;font-weight:bold">पासवर्ड रीसेट करें</td></tr>
<tr><td style="padding:14px 32px;font-size:15px;line-height:1.6;color:#c4c4cc">नमस्ते अनन्या,<br>हमें आपके अकाउंट <b>ananya.verma@inbox.example</b> का पासवर्ड बदलने का अनुरोध मिला है।</td></tr>
<tr><td style="padding:8px 32px 18px"><a href="https://www.chitrapat.tv/account/reset-password?rt=CHP-9a7f02c1d84e4b6fa5e3&amp;lang=hi" style="background:#e50914;color:#fff;display:block;text-align:center;padding:14px;border-radius:4px;font-size:16px;font-weight:bold;text-decoration:none">पासवर्ड रीसेट करें</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#9a9aa5;line-height:1.6">यह लिंक 1 घंटे में समाप्त हो जाएगा। अगर आपने यह अनुरोध नहीं किया, तो कुछ करने की ज़रूरत नहीं है।</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #2a2a33;font-size:11px;color:#707080">प्रश्न? <a href="https://help.chitrapat.tv" style="color:#9a9aa5">Help Centre</a> पर जाएँ।<br>
Chitrapat Media Pvt. Ltd., Andheri (E), Mumbai 400069 · <a href="https://www.chitrapat.tv/terms" style="color:#707080">Terms of Use</a> · <a href="https://www.chitrapat.tv/privacy" style="color:#707080">Privacy</a></td></tr>
</table></td></tr></table>`,
      "hi",
    ),
  },
  {
    family: "chitrapat",
    group: "consumer",
    lang: "hi",
    kind: "new-device",
    code: null,
    link: null,
    from: "Chitrapat <account@chitrapat.tv>",
    to: IN_TO,
    subject: "नए डिवाइस पर Chitrapat में साइन-इन हुआ",
    date: "Sun, 22 Nov 2026 19:08:10 +0530",
    enc: "8bit",
    text: `नमस्ते अनन्या,

आपके Chitrapat अकाउंट में एक नए डिवाइस से साइन-इन हुआ है:

डिवाइस: Samsung Smart TV (UA43AU7700)
स्थान: लखनऊ, उत्तर प्रदेश, भारत
समय: 22 नवंबर 2026, शाम 7:07 बजे

अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है। मज़े से देखिए!

अगर यह आप नहीं थे, तो सभी डिवाइस से साइन-आउट करें और पासवर्ड बदलें:
https://www.chitrapat.tv/account/security

आपका प्लान: Premium (4 स्क्रीन) · अगला बिल: 02 दिसंबर 2026, ₹ 649

- टीम Chitrapat`,
    html: doc(
      "नया साइन-इन",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#0e0e12"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#18181f;color:#e6e6ea;font-family:Arial,sans-serif">
<tr><td style="padding:24px 32px"><img src="https://assets.chitrapat.tv/email/logo-red.png" alt="CHITRAPAT" width="130"></td></tr>
<tr><td style="padding:0 32px;font-size:22px;font-weight:bold">नए डिवाइस पर साइन-इन</td></tr>
<tr><td style="padding:14px 32px;font-size:15px;line-height:1.6;color:#c4c4cc">नमस्ते अनन्या, आपके अकाउंट में एक नए डिवाइस से साइन-इन हुआ है:</td></tr>
<tr><td style="padding:0 32px"><table width="100%" cellpadding="8" cellspacing="0" style="background:#22222b;font-size:14px;border-radius:4px">
<tr><td style="color:#9a9aa5">डिवाइस</td><td>Samsung Smart TV (UA43AU7700)</td></tr>
<tr><td style="color:#9a9aa5">स्थान</td><td>लखनऊ, उत्तर प्रदेश, भारत</td></tr>
<tr><td style="color:#9a9aa5">समय</td><td>22 नवंबर 2026, शाम 7:07 बजे</td></tr></table></td></tr>
<tr><td style="padding:16px 32px;font-size:14px;color:#c4c4cc;line-height:1.6">अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है।<br>
अगर यह आप नहीं थे, तो <a href="https://www.chitrapat.tv/account/security" style="color:#ff4d57">सभी डिवाइस से साइन-आउट करें</a> और पासवर्ड बदलें।</td></tr>
<tr><td style="padding:0 32px 22px;font-size:12px;color:#9a9aa5">आपका प्लान: Premium (4 स्क्रीन) · अगला बिल: 02 दिसंबर 2026, ₹ 649</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #2a2a33;font-size:11px;color:#707080">Chitrapat Media Pvt. Ltd., Andheri (E), Mumbai 400069 · <a href="https://help.chitrapat.tv" style="color:#707080">Help</a></td></tr>
</table></td></tr></table>`,
      "hi",
    ),
  },
];

// ================================================================ Turkey

const KIZIL_FOOT =
  `<tr><td style="padding:18px 26px;background:#2b2b2b;color:#aaaaaa;font:11px/1.6 Tahoma,Arial,sans-serif">
Kızılırmak Bankası A.Ş. · Büyükdere Cad. No:128, 34394 Esentepe/Şişli/İstanbul · Mersis No: 0588004411200017<br>
Müşteri İletişim Merkezi: 0850 222 41 41 · <a href="https://www.kizilirmakbank.com.tr/kvkk" style="color:#cccccc">KVKK Aydınlatma Metni</a> ·
<a href="https://www.kizilirmakbank.com.tr/guvenlik" style="color:#cccccc">Güvenlik İpuçları</a><br>
Bankamız hiçbir koşulda e-posta veya telefonla şifrenizi ya da doğrulama kodunuzu sormaz.</td></tr>`;

const turkey: Mail[] = [
  {
    family: "kizilirmak-bank",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "418207",
    link: null,
    from: "Kızılırmak Bankası <bilgilendirme@kizilirmakbank.com.tr>",
    to: TR_TO,
    subject: "E-posta adresi güncelleme doğrulama kodunuz",
    date: "Tue, 17 Nov 2026 13:26:44 +0300",
    enc: "qp",
    text: `Sayın Elif Aksoy,

İnternet Şubesi üzerinden e-posta adresinizi güncelleme talebinde bulundunuz.
İşlemi tamamlamak için aşağıdaki doğrulama kodunu ekrandaki alana giriniz:

Doğrulama kodu: 418 207

Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.

İşlem tarihi: 17.11.2026 13:26
Müşteri numarası: ****5519

Bu talep size ait değilse lütfen 0850 222 41 41 numaralı Müşteri İletişim Merkezimizi arayınız.

Saygılarımızla,
Kızılırmak Bankası A.Ş.`,
    html: doc(
      "Doğrulama kodu",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#ededed"><tr><td align="center" style="padding:18px 0">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff">
<tr><td style="background:#b3121f;padding:16px 26px"><img src="https://www.kizilirmakbank.com.tr/mail/img/logo-beyaz.png" alt="Kızılırmak Bankası" width="170" height="34"></td></tr>
<tr><td style="padding:26px 26px 6px;font:14px/1.7 Tahoma,Arial,sans-serif;color:#333">Sayın <b>Elif Aksoy</b>,<br><br>
İnternet Şubesi üzerinden e-posta adresinizi güncelleme talebinde bulundunuz. İşlemi tamamlamak için aşağıdaki doğrulama kodunu ekrandaki alana giriniz.</td></tr>
<tr><td align="center" style="padding:14px 26px"><span style="display:inline-block;font:bold 30px Tahoma,Arial;color:#b3121f;letter-spacing:4px">418 207</span><br>
<span style="font:12px Tahoma,Arial;color:#888">Kod 3 dakika geçerlidir.</span></td></tr>
<tr><td style="padding:10px 26px 24px;font:13px/1.7 Tahoma,Arial,sans-serif;color:#555">İşlem tarihi: 17.11.2026 13:26<br>Müşteri numarası: ****5519<br><br>
Bu talep size ait değilse lütfen <b>0850 222 41 41</b> numaralı Müşteri İletişim Merkezimizi arayınız.</td></tr>
${KIZIL_FOOT}
</table></td></tr></table>`,
      "tr",
    ),
  },
  {
    family: "kizilirmak-bank",
    group: "regional",
    lang: "tr",
    kind: "statement",
    code: null,
    link: null,
    from: "Kızılırmak Bankası <ekstre@kizilirmakbank.com.tr>",
    to: TR_TO,
    subject: "Kızılırmak Kart Kasım 2026 hesap özetiniz",
    date: "Fri, 20 Nov 2026 08:04:19 +0300",
    enc: "b64",
    text: `Sayın Elif Aksoy,

Kızılırmak Kart (**** **** **** 3092) Kasım 2026 dönemi hesap özetiniz ekte yer almaktadır.

Hesap kesim tarihi: 19.11.2026
Son ödeme tarihi: 30.11.2026
Dönem borcu: 8.412,35 TL
Asgari ödeme tutarı: 3.364,94 TL
Kullanılabilir limit: 21.587,65 TL
Kazanılan KızılPuan: 168,24

Ödemenizi İnternet Şubesi, Mobil Şube, ATM'lerimiz veya otomatik ödeme talimatı ile yapabilirsiniz.
Hesap özeti PDF dosyasının şifresi T.C. kimlik numaranızın ilk 6 hanesidir.

Saygılarımızla,
Kızılırmak Bankası A.Ş.`,
    html: doc(
      "Hesap özeti",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#ededed"><tr><td align="center" style="padding:18px 0">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff">
<tr><td style="background:#b3121f;padding:16px 26px"><img src="https://www.kizilirmakbank.com.tr/mail/img/logo-beyaz.png" alt="Kızılırmak Bankası" width="170" height="34"></td></tr>
<tr><td style="padding:24px 26px 10px;font:14px/1.7 Tahoma,Arial,sans-serif;color:#333">Sayın <b>Elif Aksoy</b>,<br>Kızılırmak Kart (**** **** **** 3092) <b>Kasım 2026</b> dönemi hesap özetiniz ektedir.</td></tr>
<tr><td style="padding:6px 26px"><table width="100%" cellpadding="9" cellspacing="0" style="font:14px Tahoma,Arial;border:1px solid #e2e2e2">
<tr style="background:#f7f7f7"><td>Hesap kesim tarihi</td><td align="right">19.11.2026</td></tr>
<tr><td>Son ödeme tarihi</td><td align="right"><b>30.11.2026</b></td></tr>
<tr style="background:#f7f7f7"><td>Dönem borcu</td><td align="right"><b style="color:#b3121f">8.412,35 TL</b></td></tr>
<tr><td>Asgari ödeme tutarı</td><td align="right">3.364,94 TL</td></tr>
<tr style="background:#f7f7f7"><td>Kullanılabilir limit</td><td align="right">21.587,65 TL</td></tr>
<tr><td>Kazanılan KızılPuan</td><td align="right">168,24</td></tr></table></td></tr>
<tr><td style="padding:14px 26px 24px;font:12px/1.7 Tahoma,Arial;color:#666">Hesap özeti PDF dosyasının şifresi T.C. kimlik numaranızın ilk 6 hanesidir.<br>
<a href="https://www.kizilirmakbank.com.tr/bireysel/kartlar/otomatik-odeme" style="color:#b3121f">Otomatik ödeme talimatı verin</a>, son ödeme tarihini hiç kaçırmayın.</td></tr>
${KIZIL_FOOT}
</table></td></tr></table>`,
      "tr",
    ),
    attachment: [
      "HesapOzeti_202611_3092.pdf",
      "application/pdf",
      "%PDF-1.5\n% Kizilirmak Kart hesap ozeti 2026-11 (sifreli)\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "sepetcik",
    group: "consumer",
    lang: "tr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Sepetçik <siparis@sepetcik.com>",
    to: TR_TO,
    subject: "Siparişin kargoya verildi 📦",
    date: "Mon, 23 Nov 2026 16:45:02 +0300",
    enc: "qp",
    text: `Merhaba Elif,

3178820465 numaralı siparişindeki ürün kargoya verildi.

Ürün: Karaca Hatır Türk Kahve Makinesi - Bakır (1 adet)
Satıcı: Ev Keyfi Mağazacılık
Tutar: 1.899,90 TL

Kargo firması: Turna Kargo
Takip numarası: TRN 5506 1183 27
Tahmini teslimat: 25 Kasım Çarşamba

Kargonu takip et: https://www.sepetcik.com/hesabim/siparislerim/3178820465

Teslimat adresi: Caferağa Mah. Moda Cad. No:42 D:5, 34710 Kadıköy/İstanbul

Sepetçik'i tercih ettiğin için teşekkürler!
Sepetçik Elektronik Ticaret A.Ş. | 0850 480 10 10`,
    html: doc(
      "Siparişin kargoda",
      `<center style="width:100%;background:#f4f4f6">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="margin:0 auto;background:#ffffff;font-family:'Open Sans',Arial,sans-serif">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee"><a href="https://www.sepetcik.com/?utm_source=crm&utm_medium=email&utm_campaign=kargo"><img src="https://cdn.sepetcik.com/mail/logo.png" alt="sepetçik" width="120"></a></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:20px;font-weight:700;color:#2d2d2d">Siparişin kargoya verildi</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;color:#666">Merhaba Elif, <b>3178820465</b> numaralı siparişindeki ürün yola çıktı.</td></tr>
<tr><td style="padding:0 24px"><table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #eee;border-radius:6px"><tr>
<td width="90" style="padding:10px"><img src="https://cdn.sepetcik.com/urun/88/karaca-hatir-bakir_90.jpg" alt="Karaca Hatır Türk Kahve Makinesi" width="80"></td>
<td style="padding:10px;font-size:13px;color:#333">Karaca Hatır Türk Kahve Makinesi - Bakır<br><span style="color:#999">Satıcı: Ev Keyfi Mağazacılık · 1 adet</span><br><b>1.899,90 TL</b></td></tr></table></td></tr>
<tr><td style="padding:14px 24px;font-size:13px;color:#444;line-height:1.7">Kargo firması: <b>Turna Kargo</b><br>Takip numarası: TRN 5506 1183 27<br>Tahmini teslimat: <b>25 Kasım Çarşamba</b></td></tr>
<tr><td align="center" style="padding:6px 24px 22px"><a href="https://www.sepetcik.com/hesabim/siparislerim/3178820465" style="display:inline-block;background:#f27a1a;color:#fff;padding:12px 36px;border-radius:6px;font-weight:700;text-decoration:none">Kargonu Takip Et</a></td></tr>
<tr><td style="padding:0 24px 18px;font-size:12px;color:#888">Teslimat adresi: Caferağa Mah. Moda Cad. No:42 D:5, 34710 Kadıköy/İstanbul</td></tr>
<tr><td style="background:#fafafa;padding:16px 24px;font-size:11px;color:#999;text-align:center">
<a href="https://www.facebook.com/sepetcik"><img src="https://cdn.sepetcik.com/mail/fb.png" alt="Facebook" width="22"></a>
<a href="https://www.instagram.com/sepetcik"><img src="https://cdn.sepetcik.com/mail/ig.png" alt="Instagram" width="22"></a>
<a href="https://x.com/sepetcik"><img src="https://cdn.sepetcik.com/mail/x.png" alt="X" width="22"></a><br><br>
Sepetçik Elektronik Ticaret A.Ş. · Maslak Mah. Eski Büyükdere Cad. No:1, Sarıyer/İstanbul · 0850 480 10 10<br>
<a href="https://www.sepetcik.com/yardim" style="color:#999">Yardım</a> · <a href="https://www.sepetcik.com/kvkk" style="color:#999">Kişisel Verilerin Korunması</a></td></tr>
</table></center>`,
      "tr",
      "Takip numarası: TRN 5506 1183 27",
    ),
  },
  {
    family: "sepetcik",
    group: "negative",
    lang: "tr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Sepetçik <kampanya@e.sepetcik.com>",
    to: TR_TO,
    subject: "Efsane Kasım son 48 saat! Sepette ekstra 150 TL indirim kodun içeride",
    date: "Wed, 25 Nov 2026 10:00:00 +0300",
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://e.sepetcik.com/u/abonelik?e=elif.aksoy%40inbox.example>"]],
    text: `Efsane Kasım'ın son 48 saati!

Elif, sepette ekstra 150 TL indirim seni bekliyor.
İndirim kodu: KASIM150
(750 TL ve üzeri alışverişlerde, 27.11.2026 23:59'a kadar geçerli. Tek kullanımlık değildir.)

Öne çıkanlar:
- Küçük ev aletlerinde %40'a varan indirim: https://e.sepetcik.com/c/ev-aletleri?cid=EK26
- Kış botlarında 2. ürün %50: https://e.sepetcik.com/c/kis-botlari?cid=EK26
- Kitapta 3 al 2 öde: https://e.sepetcik.com/c/kitap?cid=EK26

Hemen alışverişe başla: https://e.sepetcik.com/c/efsane-kasim?cid=EK26

Bu e-postayı ticari ileti onayın doğrultusunda aldın. Almak istemiyorsan: https://e.sepetcik.com/u/abonelik?e=elif.aksoy%40inbox.example
Sepetçik Elektronik Ticaret A.Ş. · Mersis: 0771055320800014`,
    html: doc(
      "Efsane Kasım",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#1b1b1b"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif">
<tr><td align="center" style="padding:14px"><img src="https://cdn.sepetcik.com/mail/logo.png" alt="sepetçik" width="110"></td></tr>
<tr><td><a href="https://e.sepetcik.com/c/efsane-kasim?cid=EK26"><img src="https://cdn.sepetcik.com/kampanya/efsane-kasim-48saat-600.jpg" alt="Efsane Kasım - son 48 saat" width="600" style="display:block"></a></td></tr>
<tr><td align="center" style="padding:22px 24px 6px;font-size:18px;color:#333">Elif, sepette <b>ekstra 150 TL indirim</b> seni bekliyor!</td></tr>
<tr><td align="center" style="padding:8px"><div style="display:inline-block;border:2px dashed #f27a1a;padding:10px 26px;font:bold 24px 'Courier New',monospace;color:#f27a1a">KASIM150</div></td></tr>
<tr><td align="center" style="padding:0 24px 18px;font-size:11px;color:#888">750 TL ve üzeri alışverişlerde, 27.11.2026 23:59'a kadar geçerlidir.</td></tr>
<tr><td><table width="100%" cellpadding="6" cellspacing="0"><tr>
<td align="center" width="33%"><a href="https://e.sepetcik.com/c/ev-aletleri?cid=EK26"><img src="https://cdn.sepetcik.com/kampanya/ev-aletleri.jpg" alt="Küçük ev aletleri %40" width="180"></a></td>
<td align="center" width="33%"><a href="https://e.sepetcik.com/c/kis-botlari?cid=EK26"><img src="https://cdn.sepetcik.com/kampanya/bot.jpg" alt="Kış botlarında 2. ürün %50" width="180"></a></td>
<td align="center" width="33%"><a href="https://e.sepetcik.com/c/kitap?cid=EK26"><img src="https://cdn.sepetcik.com/kampanya/kitap.jpg" alt="Kitapta 3 al 2 öde" width="180"></a></td>
</tr></table></td></tr>
<tr><td align="center" style="padding:20px"><a href="https://e.sepetcik.com/c/efsane-kasim?cid=EK26" style="background:#f27a1a;color:#fff;padding:14px 40px;border-radius:30px;font-weight:bold;text-decoration:none">Alışverişe Başla</a></td></tr>
<tr><td style="background:#f4f4f4;padding:14px 24px;font-size:10px;color:#999;text-align:center">Bu e-postayı ticari ileti onayın doğrultusunda aldın. <a href="https://e.sepetcik.com/u/abonelik?e=elif.aksoy%40inbox.example" style="color:#999">Abonelikten çık</a><br>
Sepetçik Elektronik Ticaret A.Ş. · Mersis: 0771055320800014</td></tr>
</table></td></tr></table>`,
      "tr",
      "KASIM150 kodu 27 Kasım'a kadar geçerli",
    ),
  },
  {
    family: "turna-kargo",
    group: "regional",
    lang: "tr",
    kind: "delivery-code",
    code: "7304",
    link: null,
    from: "Turna Kargo <bilgi@turnakargo.com.tr>",
    to: TR_TO,
    subject: "Gönderiniz bugün dağıtımda - Teslimat kodunuz",
    date: "Wed, 25 Nov 2026 09:12:55 +0300",
    enc: "8bit",
    text: `Sayın ELİF AKSOY,

TRN 5506 1183 27 takip numaralı gönderiniz bugün Kadıköy Şubemiz tarafından dağıtıma çıkarılmıştır.

Gönderici: EV KEYFİ MAĞAZACILIK
Parça sayısı: 1
Kurye: Murat Y. (0530 *** ** 18)

Teslimat kodunuz: 7304

Teslimat sırasında bu kodu kuryemize söylemeniz gerekmektedir. Kodu yalnızca gönderinizi teslim alırken paylaşınız.

Gönderi takibi: https://www.turnakargo.com.tr/gonderi-takip?no=TRN550611832

Turna Kargo Yurtiçi Taşımacılık A.Ş. | Çağrı Merkezi: 444 86 27`,
    html: doc(
      "Teslimat kodu",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef4f8"><tr><td align="center" style="padding:20px 0">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333">
<tr><td style="background:#0a3d62;padding:14px 22px"><img src="https://www.turnakargo.com.tr/eposta/turna-logo.png" alt="Turna Kargo" width="150"></td></tr>
<tr><td style="padding:22px 22px 8px;line-height:1.7">Sayın <b>ELİF AKSOY</b>,<br><b>TRN 5506 1183 27</b> takip numaralı gönderiniz bugün Kadıköy Şubemiz tarafından dağıtıma çıkarılmıştır.</td></tr>
<tr><td style="padding:6px 22px"><table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d6e2ea">
<tr><td width="40%" style="color:#777">Gönderici</td><td>EV KEYFİ MAĞAZACILIK</td></tr>
<tr><td style="color:#777">Parça sayısı</td><td>1</td></tr>
<tr><td style="color:#777">Kurye</td><td>Murat Y. (0530 *** ** 18)</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:18px 22px"><div style="font-size:12px;color:#777;margin-bottom:6px">TESLİMAT KODUNUZ</div>
<div style="font:bold 34px Verdana,Arial;letter-spacing:10px;color:#0a3d62;background:#fff8e1;padding:10px 20px;display:inline-block">7304</div></td></tr>
<tr><td style="padding:0 22px 18px;line-height:1.7">Teslimat sırasında bu kodu kuryemize söylemeniz gerekmektedir. Kodu yalnızca gönderinizi teslim alırken paylaşınız.</td></tr>
<tr><td align="center" style="padding:0 22px 22px"><a href="https://www.turnakargo.com.tr/gonderi-takip?no=TRN550611832" style="color:#0a3d62;font-weight:bold">Gönderimi takip et »</a></td></tr>
<tr><td style="background:#0a3d62;color:#c9d6df;padding:12px 22px;font-size:10px">Turna Kargo Yurtiçi Taşımacılık A.Ş. · Çağrı Merkezi: 444 86 27 · <a href="https://www.turnakargo.com.tr/kvkk" style="color:#c9d6df">KVKK</a></td></tr>
</table></td></tr></table>`,
      "tr",
    ),
  },
  {
    family: "turna-kargo",
    group: "regional",
    lang: "tr",
    kind: "delivered",
    code: null,
    link: null,
    from: "Turna Kargo <bilgi@turnakargo.com.tr>",
    to: TR_TO,
    subject: "Gönderiniz teslim edildi - TRN 5506 1183 27",
    date: "Wed, 25 Nov 2026 14:37:21 +0300",
    enc: "8bit",
    text: `Sayın ELİF AKSOY,

TRN 5506 1183 27 takip numaralı gönderiniz 25.11.2026 14:35 tarihinde teslim edilmiştir.

Teslim alan: ELİF AKSOY
Teslimat adresi: Caferağa Mah. Moda Cad. No:42 D:5 Kadıköy/İSTANBUL

Hizmetimizi değerlendirmek ister misiniz? https://anket.turnakargo.com.tr/s/TRN550611832

Bizi tercih ettiğiniz için teşekkür ederiz.
Turna Kargo | 444 86 27`,
    html: null,
  },
  {
    family: "saglik-cebimde",
    group: "regional",
    lang: "tr",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Sağlık Cebimde <bildirim@saglikcebimde.gov.tr>",
    to: TR_TO,
    subject: "Randevu hatırlatma: 27.11.2026 Cuma 10:20",
    date: "Thu, 26 Nov 2026 18:00:00 +0300",
    enc: "qp",
    text: `Sayın Elif AKSOY,

Yarınki hastane randevunuzu hatırlatırız.

Hastane: Kadıköy Moda Devlet Hastanesi
Klinik: Dermatoloji
Hekim: Uzm. Dr. Selin KARAHAN
Tarih/Saat: 27.11.2026 Cuma 10:20
Muayene yeri: B Blok, 2. Kat, Poliklinik 14
Randevu numarası: 2611-88405172

Lütfen randevu saatinden 15 dakika önce hastanede olunuz ve kimlik kartınızı yanınızda bulundurunuz.
Randevunuza gidemeyecekseniz başka bir hastanın yararlanabilmesi için randevunuzu en geç 2 saat önce iptal ediniz.
İptal ve randevu işlemleri: https://www.saglikcebimde.gov.tr/randevularim veya ALO 182

Geçmiş olsun.
T.C. Sağlık Bakanlığı - Sağlık Cebimde`,
    html: doc(
      "Randevu hatırlatma",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f4f7"><tr><td align="center" style="padding:20px 0">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#263238">
<tr><td style="padding:16px 24px;border-bottom:3px solid #c8102e"><img src="https://www.saglikcebimde.gov.tr/static/eposta/logo.png" alt="T.C. Sağlık Bakanlığı - Sağlık Cebimde" width="220"></td></tr>
<tr><td style="padding:22px 24px 10px;font-size:14px;line-height:1.7">Sayın <b>Elif AKSOY</b>,<br>Yarınki hastane randevunuzu hatırlatırız.</td></tr>
<tr><td style="padding:0 24px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #dfe6eb">
<tr><td style="background:#f7f9fa;width:38%">Hastane</td><td>Kadıköy Moda Devlet Hastanesi</td></tr>
<tr><td style="background:#f7f9fa">Klinik</td><td>Dermatoloji</td></tr>
<tr><td style="background:#f7f9fa">Hekim</td><td>Uzm. Dr. Selin KARAHAN</td></tr>
<tr><td style="background:#f7f9fa">Tarih/Saat</td><td><b>27.11.2026 Cuma 10:20</b></td></tr>
<tr><td style="background:#f7f9fa">Muayene yeri</td><td>B Blok, 2. Kat, Poliklinik 14</td></tr>
<tr><td style="background:#f7f9fa">Randevu no</td><td>2611-88405172</td></tr></table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;line-height:1.7;color:#455a64">Lütfen randevu saatinden 15 dakika önce hastanede olunuz ve kimlik kartınızı yanınızda bulundurunuz.<br>
Gidemeyecekseniz randevunuzu en geç 2 saat önce <a href="https://www.saglikcebimde.gov.tr/randevularim" style="color:#c8102e">Randevularım</a> sayfasından veya ALO 182'yi arayarak iptal ediniz.</td></tr>
<tr><td style="padding:12px 24px;background:#f7f9fa;font-size:11px;color:#78909c">Bu ileti bilgilendirme amaçlıdır, lütfen yanıtlamayınız. · <a href="https://www.saglikcebimde.gov.tr/gizlilik" style="color:#78909c">Gizlilik</a></td></tr>
</table></td></tr></table>`,
      "tr",
    ),
  },
  {
    family: "papelcik",
    group: "consumer",
    lang: "tr",
    kind: "verify-email",
    code: "PC-583160",
    code_digits: "583160",
    link: "https://hesap.papelcik.app/eposta-dogrula?k=5f1e0c93a2d64b7e&e=elif.aksoy%40inbox.example",
    from: "Papelcik <merhaba@papelcik.app>",
    to: TR_TO,
    subject: "Papelcik: e-posta adresini doğrula",
    date: "Sat, 07 Nov 2026 12:19:33 +0300",
    enc: "b64",
    text: `Merhaba Elif,

Papelcik'e hoş geldin! Hesabını kullanmaya başlamadan önce e-posta adresini doğrulaman gerekiyor.

Aşağıdaki bağlantıya dokun:
https://hesap.papelcik.app/eposta-dogrula?k=5f1e0c93a2d64b7e&e=elif.aksoy%40inbox.example

Ya da uygulamadaki alana şu kodu yaz: PC-583160

Bağlantı ve kod 30 dakika geçerli.

Bu hesabı sen açmadıysan bu e-postayı dikkate alma.

Papelcik Ödeme ve Elektronik Para Hizmetleri A.Ş.
TCMB lisanslı elektronik para kuruluşudur.
Destek: destek@papelcik.app`,
    html: doc(
      "E-postanı doğrula",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7fb"><tr><td align="center" style="padding:34px 10px">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:Inter,'Helvetica Neue',Arial,sans-serif;color:#1f2430">
<tr><td style="padding:28px 32px 0"><img src="https://static.papelcik.app/mail/papelcik-logo.png" alt="Papelcik" width="110"></td></tr>
<tr><td style="padding:18px 32px 0;font-size:22px;font-weight:700">E-posta adresini doğrula</td></tr>
<tr><td style="padding:10px 32px;font-size:15px;line-height:1.6;color:#5b6170">Merhaba Elif, Papelcik'e hoş geldin! Hesabını kullanmaya başlamadan önce e-posta adresini doğrulaman gerekiyor.</td></tr>
<tr><td style="padding:14px 32px"><a href="https://hesap.papelcik.app/eposta-dogrula?k=5f1e0c93a2d64b7e&amp;e=elif.aksoy%40inbox.example" style="display:block;background:#5b3df5;color:#fff;text-align:center;padding:14px 0;border-radius:10px;font-weight:600;text-decoration:none">E-postamı doğrula</a></td></tr>
<tr><td style="padding:10px 32px 0;font-size:13px;color:#8a8f9c" align="center">ya da uygulamadaki alana şu kodu yaz</td></tr>
<tr><td align="center" style="padding:8px 32px 16px"><span style="font:600 26px 'SF Mono',Menlo,monospace;letter-spacing:3px;color:#1f2430">PC-583160</span></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#8a8f9c;line-height:1.6" align="center">Bağlantı ve kod 30 dakika geçerli. Bu hesabı sen açmadıysan bu e-postayı dikkate alma.</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eef0f4;font-size:11px;color:#a3a8b4;line-height:1.6">Papelcik Ödeme ve Elektronik Para Hizmetleri A.Ş. · TCMB lisanslı elektronik para kuruluşudur.<br>
<a href="https://papelcik.app/yardim" style="color:#a3a8b4">Yardım</a> · <a href="https://papelcik.app/gizlilik" style="color:#a3a8b4">Gizlilik</a></td></tr>
</table></td></tr></table>`,
      "tr",
      "Hesabını kullanmaya başlamak için son adım",
    ),
  },
  {
    family: "papelcik",
    group: "consumer",
    lang: "tr",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Papelcik <bildirim@papelcik.app>",
    to: TR_TO,
    subject: "Hesabına 750,00 TL geldi",
    date: "Sun, 22 Nov 2026 20:41:07 +0300",
    enc: "8bit",
    text: `Merhaba Elif,

Cem Yıldırım sana 750,00 TL gönderdi.
Açıklama: "Kapadokya bilet payı 🎈"

İşlem no: PPC-20261122-7781290
Tarih: 22.11.2026 20:41
Güncel bakiyen: 1.284,60 TL

İşlem detayını uygulamada Hareketler sekmesinde görebilirsin.

Papelcik`,
    html: doc(
      "Para geldi",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7fb"><tr><td align="center" style="padding:30px 10px">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:Inter,'Helvetica Neue',Arial,sans-serif;color:#1f2430">
<tr><td style="padding:26px 32px 0"><img src="https://static.papelcik.app/mail/papelcik-logo.png" alt="Papelcik" width="110"></td></tr>
<tr><td align="center" style="padding:22px 32px 4px;font-size:14px;color:#5b6170">Cem Yıldırım sana gönderdi</td></tr>
<tr><td align="center" style="padding:0 32px;font-size:36px;font-weight:700;color:#16a34a">+750,00 TL</td></tr>
<tr><td align="center" style="padding:6px 32px 18px;font-size:14px;color:#5b6170">“Kapadokya bilet payı 🎈”</td></tr>
<tr><td style="padding:0 32px 22px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f6f7fb;border-radius:10px">
<tr><td style="color:#8a8f9c">İşlem no</td><td align="right">PPC-20261122-7781290</td></tr>
<tr><td style="color:#8a8f9c">Tarih</td><td align="right">22.11.2026 20:41</td></tr>
<tr><td style="color:#8a8f9c">Güncel bakiye</td><td align="right">1.284,60 TL</td></tr></table></td></tr>
<tr><td style="padding:14px 32px;border-top:1px solid #eef0f4;font-size:11px;color:#a3a8b4">Papelcik Ödeme ve Elektronik Para Hizmetleri A.Ş. · <a href="https://papelcik.app/yardim" style="color:#a3a8b4">Yardım</a></td></tr>
</table></td></tr></table>`,
      "tr",
    ),
  },
  {
    family: "kordon-gaz",
    group: "regional",
    lang: "tr",
    kind: "bill",
    code: null,
    link: null,
    from: "Kordon Doğalgaz <efatura@kordongaz.com.tr>",
    to: TR_TO,
    subject: "Kasım 2026 doğalgaz faturanız oluşturuldu",
    date: "Thu, 12 Nov 2026 07:30:00 +0300",
    enc: "qp",
    text: `Sayın ELİF AKSOY,

Tesisat numaranıza ait Kasım 2026 dönemi doğalgaz faturanız oluşturulmuştur.

Tesisat no: 10048812
Sözleşme hesap no: 600233417
Okuma tarihi: 10.11.2026
Tüketim: 96 m³ (1.018,56 kWh)
Fatura tutarı: 1.126,40 TL
Son ödeme tarihi: 26.11.2026

Faturanızı online ödemek için: https://online.kordongaz.com.tr/fatura-ode
Otomatik ödeme talimatı ile son ödeme tarihini kaçırmayın.

Gaz kokusu ihbarı için 187'yi arayınız.

Kordon Doğalgaz Dağıtım A.Ş.`,
    html: doc(
      "Doğalgaz faturası",
      `<table width="600" align="center" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;background:#fff;border:1px solid #dde3e8">
<tr><td style="background:#00577b;padding:14px 20px;color:#fff;font-size:18px;font-weight:bold"><img src="https://www.kordongaz.com.tr/img/eposta/logo-alev.png" alt="" width="26" style="vertical-align:middle"> Kordon Doğalgaz</td></tr>
<tr><td style="padding:20px;font-size:14px;color:#333;line-height:1.7">Sayın <b>ELİF AKSOY</b>,<br>Kasım 2026 dönemi doğalgaz faturanız oluşturulmuştur.</td></tr>
<tr><td style="padding:0 20px"><table width="100%" cellpadding="7" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#dde3e8;font-size:13px">
<tr><td>Tesisat no</td><td>10048812</td></tr><tr><td>Sözleşme hesap no</td><td>600233417</td></tr>
<tr><td>Okuma tarihi</td><td>10.11.2026</td></tr><tr><td>Tüketim</td><td>96 m³ (1.018,56 kWh)</td></tr>
<tr><td><b>Fatura tutarı</b></td><td><b>1.126,40 TL</b></td></tr><tr><td>Son ödeme tarihi</td><td>26.11.2026</td></tr></table></td></tr>
<tr><td align="center" style="padding:18px"><a href="https://online.kordongaz.com.tr/fatura-ode" style="background:#f39200;color:#fff;padding:10px 28px;text-decoration:none;font-weight:bold">Online Öde</a></td></tr>
<tr><td style="padding:12px 20px;background:#f2f6f8;font-size:11px;color:#667">Gaz kokusu ihbarı: 187 · Kordon Doğalgaz Dağıtım A.Ş., Alsancak/İzmir · <a href="https://www.kordongaz.com.tr/kvkk" style="color:#667">KVKK</a></td></tr>
</table>`,
      "tr",
    ),
  },
  {
    family: "dizifon",
    group: "consumer",
    lang: "tr",
    kind: "invite-link",
    code: null,
    link: "https://www.dizifon.com.tr/aile/katil?davet=fam_8QmT2vR7xLp4",
    from: "Dizifon <hesap@dizifon.com.tr>",
    to: TR_TO,
    subject: "Burak seni Dizifon Aile paketine davet etti",
    date: "Mon, 09 Nov 2026 21:33:15 +0300",
    enc: "qp",
    text: `Merhaba,

Burak Aksoy seni Dizifon Aile paketine davet etti. Pakete katılırsan kendi profilinle, kendi izleme listenle ve ek ücret ödemeden Dizifon'daki tüm dizi ve filmleri izleyebilirsin.

Daveti kabul et:
https://www.dizifon.com.tr/aile/katil?davet=fam_8QmT2vR7xLp4

Davet 7 gün geçerlidir. Aile paketinde en fazla 5 kişi yer alabilir.

Keyifli seyirler!
Dizifon

Dizifon Dijital Yayın Hizmetleri A.Ş. · Levent, İstanbul
Yardım: https://yardim.dizifon.com.tr`,
    html: doc(
      "Dizifon Aile daveti",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#120a24"><tr><td align="center" style="padding:36px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#ffffff">
<tr><td align="center"><img src="https://img.dizifon.com.tr/mail/dizifon-logo-mor.png" alt="dizifon" width="140"></td></tr>
<tr><td align="center" style="padding:26px 0 0"><img src="https://img.dizifon.com.tr/mail/aile-ikon.png" alt="" width="96"></td></tr>
<tr><td align="center" style="padding:16px 20px 6px;font-size:24px;font-weight:bold">Burak seni Aile paketine davet etti</td></tr>
<tr><td align="center" style="padding:6px 30px 22px;font-size:15px;line-height:1.6;color:#cfc6e6">Kendi profilin, kendi izleme listen ve ek ücret yok. Dizifon'daki tüm dizi ve filmler seninle.</td></tr>
<tr><td align="center"><a href="https://www.dizifon.com.tr/aile/katil?davet=fam_8QmT2vR7xLp4" style="background:#9b5cff;color:#fff;padding:15px 46px;border-radius:28px;font-size:16px;font-weight:bold;text-decoration:none;display:inline-block">Daveti kabul et</a></td></tr>
<tr><td align="center" style="padding:18px 30px;font-size:12px;color:#9d93b8">Davet 7 gün geçerlidir. Aile paketinde en fazla 5 kişi yer alabilir.</td></tr>
<tr><td align="center" style="padding:22px 30px 0;font-size:11px;color:#6f6690;border-top:1px solid #2b2145">Dizifon Dijital Yayın Hizmetleri A.Ş. · Levent, İstanbul<br>
<a href="https://yardim.dizifon.com.tr" style="color:#6f6690">Yardım</a> · <a href="https://www.dizifon.com.tr/gizlilik" style="color:#6f6690">Gizlilik</a> · <a href="https://www.dizifon.com.tr/kullanim-kosullari" style="color:#6f6690">Kullanım Koşulları</a></td></tr>
</table></td></tr></table>`,
      "tr",
      "Kendi profilinle, ek ücret ödemeden izle",
    ),
  },
  {
    family: "dizifon",
    group: "consumer",
    lang: "tr",
    kind: "subscription-renewed",
    code: null,
    link: null,
    from: "Dizifon <odeme@dizifon.com.tr>",
    to: TR_TO,
    subject: "Dizifon aboneliğin yenilendi",
    date: "Tue, 24 Nov 2026 03:12:48 +0300",
    enc: "b64",
    text: `Merhaba Elif,

Dizifon Aile aboneliğin yenilendi. Bu ayki ödemeni aldık.

Paket: Aile (5 profil, 4K)
Tutar: 229,99 TL (KDV dahil)
Ödeme yöntemi: Mastercard **** 3092
Dönem: 24.11.2026 - 23.12.2026
Fatura no: DZF2026001188347

E-arşiv faturan Hesabım > Ödeme Geçmişi sayfasında.

Paketini istediğin zaman Hesabım sayfasından değiştirebilir veya iptal edebilirsin: https://www.dizifon.com.tr/hesabim

Dizifon`,
    html: doc(
      "Abonelik yenilendi",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f0fa"><tr><td align="center" style="padding:24px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:'Helvetica Neue',Arial,sans-serif;color:#2a2140">
<tr><td style="padding:22px 28px"><img src="https://img.dizifon.com.tr/mail/dizifon-logo-koyu.png" alt="dizifon" width="120"></td></tr>
<tr><td style="padding:0 28px;font-size:19px;font-weight:bold">Aboneliğin yenilendi</td></tr>
<tr><td style="padding:10px 28px 14px;font-size:14px;color:#5c5375">Merhaba Elif, bu ayki ödemeni aldık.</td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;border-bottom:1px solid #eee">
<tr><td style="color:#8b83a3">Paket</td><td align="right">Aile (5 profil, 4K)</td></tr>
<tr><td style="color:#8b83a3">Tutar</td><td align="right"><b>229,99 TL</b> (KDV dahil)</td></tr>
<tr><td style="color:#8b83a3">Ödeme yöntemi</td><td align="right">Mastercard **** 3092</td></tr>
<tr><td style="color:#8b83a3">Dönem</td><td align="right">24.11.2026 - 23.12.2026</td></tr>
<tr><td style="color:#8b83a3">Fatura no</td><td align="right">DZF2026001188347</td></tr></table></td></tr>
<tr><td style="padding:16px 28px 24px;font-size:13px;color:#5c5375">Paketini istediğin zaman <a href="https://www.dizifon.com.tr/hesabim" style="color:#7c3aed">Hesabım</a> sayfasından değiştirebilir veya iptal edebilirsin.</td></tr>
</table></td></tr></table>`,
      "tr",
    ),
  },
];

// ================================================================ Mexico

const TEZONTLE_LEGAL =
  `Banco Tezontle, S.A., Institución de Banca Múltiple. Av. Paseo de la Reforma 412, Col. Juárez, Cuauhtémoc, C.P. 06600, Ciudad de México.
Línea Tezontle: 55 5140 9000. Banco Tezontle nunca te pedirá por correo tus contraseñas, NIP o códigos.
Aviso de privacidad: https://www.bancotezontle.com.mx/aviso-de-privacidad`;

const mexico: Mail[] = [
  {
    family: "banco-tezontle",
    group: "regional",
    lang: "es",
    kind: "device-code",
    code: "40712296",
    link: null,
    from: "Banco Tezontle <notificaciones@bancotezontle.com.mx>",
    to: MX_TO,
    subject: "Código para registrar tu nuevo celular en Tezontle Móvil",
    date: "Mon, 16 Nov 2026 19:52:08 -0600",
    enc: "qp",
    text: `Hola, Mariana:

Estás registrando un nuevo dispositivo (iPhone 15) en Tezontle Móvil.
Para continuar, ingresa este código de seguridad en la app:

4071 2296

El código vence en 10 minutos y solo se puede usar una vez.
Al registrar este celular, el anterior dejará de generar tu Token Móvil.

¿No fuiste tú? Llama de inmediato a Línea Tezontle 55 5140 9000, opción 2.

Cuenta: Débito Tezontle *7731
Fecha: 16/11/2026 19:52 h (hora del centro)

${TEZONTLE_LEGAL}`,
    html: doc(
      "Código de seguridad",
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f3efe9"><tr><td align="center" style="padding:22px 8px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;color:#2f2f2f">
<tr><td style="padding:18px 28px;border-bottom:1px solid #eee"><img src="https://www.bancotezontle.com.mx/correo/img/logo-tezontle.png" alt="Banco Tezontle" width="168" height="38"></td></tr>
<tr><td style="padding:26px 28px 10px;font-size:15px;line-height:1.6">Hola, <b>Mariana</b>:<br><br>Estás registrando un nuevo dispositivo (<b>iPhone 15</b>) en Tezontle Móvil. Para continuar, ingresa este código de seguridad en la app:</td></tr>
<tr><td align="center" style="padding:10px 28px 16px"><table cellpadding="0" cellspacing="0" style="background:#a63a1f;border-radius:6px"><tr>
<td style="padding:14px 30px;font:bold 30px 'Courier New',Courier,monospace;color:#ffffff;letter-spacing:4px">4071&nbsp;2296</td></tr></table></td></tr>
<tr><td style="padding:0 28px 20px;font-size:13px;line-height:1.6;color:#555">El código vence en 10 minutos y solo se puede usar una vez. Al registrar este celular, el anterior dejará de generar tu Token Móvil.<br><br>
<b>¿No fuiste tú?</b> Llama de inmediato a Línea Tezontle <a href="tel:+525551409000" style="color:#a63a1f">55 5140 9000</a>, opción 2.</td></tr>
<tr><td style="padding:0 28px 20px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;color:#666;background:#faf7f3">
<tr><td>Cuenta</td><td align="right">Débito Tezontle *7731</td></tr><tr><td>Fecha</td><td align="right">16/11/2026 19:52 h</td></tr></table></td></tr>
<tr><td style="padding:16px 28px;background:#2f2f2f;color:#bdbdbd;font-size:10px;line-height:1.6">Banco Tezontle, S.A., Institución de Banca Múltiple. Av. Paseo de la Reforma 412, Col. Juárez, Cuauhtémoc, C.P. 06600, CDMX.<br>
Banco Tezontle nunca te pedirá por correo tus contraseñas, NIP o códigos. <a href="https://www.bancotezontle.com.mx/aviso-de-privacidad" style="color:#e0e0e0">Aviso de privacidad</a></td></tr>
</table></td></tr></table>`,
      "es",
      "Vence en 10 minutos. No lo compartas.",
    ),
  },
  {
    family: "banco-tezontle",
    group: "regional",
    lang: "es",
    kind: "statement",
    code: null,
    link: null,
    from: "Banco Tezontle <estadosdecuenta@bancotezontle.com.mx>",
    to: MX_TO,
    subject: "Tu estado de cuenta de noviembre ya está disponible",
    date: "Sat, 07 Nov 2026 05:40:11 -0600",
    enc: "8bit",
    text: `Hola, Mariana:

Te enviamos adjunto el estado de cuenta de tu tarjeta de crédito Tezontle Oro (terminación 5108), periodo del 07/10/2026 al 06/11/2026.

Saldo al corte: $14,862.40
Pago para no generar intereses: $14,862.40
Pago mínimo: $1,189.00
Fecha límite de pago: 27/11/2026
Puntos Tezontle acumulados: 1,486

Para abrir el PDF usa tu RFC con homoclave, en mayúsculas.
El archivo XML del CFDI está disponible en Tezontle en Línea.

${TEZONTLE_LEGAL}`,
    html: doc(
      "Estado de cuenta",
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f3efe9"><tr><td align="center" style="padding:22px 8px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;color:#2f2f2f">
<tr><td style="padding:18px 28px;border-bottom:1px solid #eee"><img src="https://www.bancotezontle.com.mx/correo/img/logo-tezontle.png" alt="Banco Tezontle" width="168" height="38"></td></tr>
<tr><td style="padding:22px 28px 8px;font-size:15px;line-height:1.6">Hola, <b>Mariana</b>:<br>Te enviamos adjunto el estado de cuenta de tu tarjeta <b>Tezontle Oro</b> (terminación 5108), periodo del 07/10/2026 al 06/11/2026.</td></tr>
<tr><td style="padding:8px 28px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px">
<tr style="background:#faf7f3"><td>Saldo al corte</td><td align="right">$14,862.40</td></tr>
<tr><td>Pago para no generar intereses</td><td align="right"><b>$14,862.40</b></td></tr>
<tr style="background:#faf7f3"><td>Pago mínimo</td><td align="right">$1,189.00</td></tr>
<tr><td>Fecha límite de pago</td><td align="right" style="color:#a63a1f"><b>27/11/2026</b></td></tr>
<tr style="background:#faf7f3"><td>Puntos Tezontle acumulados</td><td align="right">1,486</td></tr></table></td></tr>
<tr><td style="padding:12px 28px 22px;font-size:12px;color:#666;line-height:1.6">Para abrir el PDF usa tu RFC con homoclave, en mayúsculas. El archivo XML del CFDI está disponible en <a href="https://enlinea.bancotezontle.com.mx" style="color:#a63a1f">Tezontle en Línea</a>.</td></tr>
<tr><td style="padding:16px 28px;background:#2f2f2f;color:#bdbdbd;font-size:10px;line-height:1.6">Banco Tezontle, S.A., Institución de Banca Múltiple. C.P. 06600, CDMX. <a href="https://www.bancotezontle.com.mx/aviso-de-privacidad" style="color:#e0e0e0">Aviso de privacidad</a> · <a href="https://www.bancotezontle.com.mx/une" style="color:#e0e0e0">UNE</a></td></tr>
</table></td></tr></table>`,
      "es",
    ),
    attachment: [
      "EdoCta_TezontleOro_5108_202611.pdf",
      "application/pdf",
      "%PDF-1.6\n% Banco Tezontle estado de cuenta 5108 noviembre 2026\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "tiendita-maguey",
    group: "consumer",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://links.tienditamaguey.mx/u/click?_t=9d1c2e7a55f0&_m=c4b81f&_e=vBq3Xr2wPz8LkT0yN5uA",
    from: "Tiendita Maguey <hola@tienditamaguey.mx>",
    to: MX_TO,
    subject: "Confirma tu correo y recibe envío gratis en tu primera compra",
    date: "Tue, 03 Nov 2026 12:08:27 -0600",
    enc: "b64",
    text: `¡Hola, Mariana!

Gracias por crear tu cuenta en Tiendita Maguey, el mercado de artesanos y productores mexicanos.

Solo falta un paso: confirma tu correo para activar tu cuenta.

Confirmar mi correo:
https://links.tienditamaguey.mx/u/click?_t=9d1c2e7a55f0&_m=c4b81f&_e=vBq3Xr2wPz8LkT0yN5uA

Una vez confirmado, tu primera compra mayor a $399 tiene envío gratis a todo México.

Si no creaste esta cuenta, ignora este mensaje.

Con cariño,
El equipo de Tiendita Maguey
Calle Macedonio Alcalá 307, Centro, Oaxaca de Juárez, Oax., C.P. 68000`,
    html: doc(
      "Confirma tu correo",
      `<div style="background:#fdf6e9;padding:30px 0">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Georgia,'Times New Roman',serif;color:#3d2c1e">
<tr><td align="center" style="padding:26px 0 10px"><a href="https://links.tienditamaguey.mx/u/click?_t=home01&_m=c4b81f"><img src="https://cdn.tienditamaguey.mx/email/maguey-logo.png" alt="Tiendita Maguey" width="150"></a></td></tr>
<tr><td align="center" style="padding:8px 36px;font-size:26px">¡Hola, Mariana!</td></tr>
<tr><td align="center" style="padding:8px 36px 20px;font:15px/1.6 Arial,sans-serif;color:#6b5a4a">Gracias por crear tu cuenta en el mercado de artesanos y productores mexicanos. Solo falta un paso: confirma tu correo para activar tu cuenta.</td></tr>
<tr><td align="center" style="padding:0 36px 22px"><a href="https://links.tienditamaguey.mx/u/click?_t=9d1c2e7a55f0&amp;_m=c4b81f&amp;_e=vBq3Xr2wPz8LkT0yN5uA" style="background:#2f7d5b;color:#ffffff;font:bold 16px Arial,sans-serif;text-decoration:none;padding:14px 38px;border-radius:30px;display:inline-block">Confirmar mi correo</a></td></tr>
<tr><td style="padding:0 36px"><table width="100%" cellpadding="12" cellspacing="0" style="background:#fdf1dc;border-radius:10px;font:14px Arial,sans-serif"><tr><td align="center">🌵 Tu primera compra mayor a <b>$399</b> tiene <b>envío gratis</b> a todo México.</td></tr></table></td></tr>
<tr><td align="center" style="padding:20px 36px;font:12px Arial,sans-serif;color:#9b8b7b">Si no creaste esta cuenta, ignora este mensaje.</td></tr>
<tr><td align="center" style="padding:16px 36px 24px;border-top:1px solid #f1e6d4;font:11px/1.7 Arial,sans-serif;color:#9b8b7b">
<a href="https://www.facebook.com/tienditamaguey"><img src="https://cdn.tienditamaguey.mx/email/fb.png" alt="Facebook" width="20"></a>
<a href="https://www.instagram.com/tienditamaguey"><img src="https://cdn.tienditamaguey.mx/email/ig.png" alt="Instagram" width="20"></a>
<a href="https://www.tiktok.com/@tienditamaguey"><img src="https://cdn.tienditamaguey.mx/email/tt.png" alt="TikTok" width="20"></a><br>
Calle Macedonio Alcalá 307, Centro, Oaxaca de Juárez, Oax., C.P. 68000<br>
<a href="https://tienditamaguey.mx/privacidad" style="color:#9b8b7b">Aviso de privacidad</a> · <a href="https://tienditamaguey.mx/ayuda" style="color:#9b8b7b">Ayuda</a></td></tr>
</table></div>`,
      "es",
      "Un paso más y tu cuenta queda lista",
    ),
  },
  {
    family: "tiendita-maguey",
    group: "consumer",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Tiendita Maguey <pedidos@tienditamaguey.mx>",
    to: MX_TO,
    subject: "Tu pedido TM-228417 ya va en camino 🚚",
    date: "Thu, 12 Nov 2026 10:15:42 -0600",
    enc: "qp",
    text: `¡Buenas noticias, Mariana!

Tu pedido TM-228417 ya salió del taller de Barro Negro Doña Rosa (San Bartolo Coyotepec, Oax.).

- Cántaro de barro negro bruñido, 25 cm (1) ... $690.00
- Mezcal espadín joven "Tres Lunas" 750 ml (1) ... $540.00
Envío: $0.00
Total: $1,230.00 (pagado con tarjeta *5108)

Paquetería: Colibrí Envíos
Número de guía: CLB 8830 2145 906
Entrega estimada: 17 al 19 de noviembre

Sigue tu paquete: https://tienditamaguey.mx/mis-pedidos/TM-228417

Dirección de entrega:
Mariana López Ruiz
Calle Zacatecas 118, int. 4, Col. Roma Norte, Cuauhtémoc, C.P. 06700, CDMX

Gracias por apoyar el trabajo de artesanos mexicanos.
Tiendita Maguey`,
    html: null,
  },
  {
    family: "colibri-envios",
    group: "regional",
    lang: "es",
    kind: "pickup-code",
    code: "835027",
    link: null,
    from: "Colibrí Envíos <avisos@colibrienvios.mx>",
    to: MX_TO,
    subject: "Tu paquete te espera en Punto Colibrí Roma Norte",
    date: "Wed, 18 Nov 2026 15:03:37 -0600",
    enc: "b64",
    text: `Hola Mariana López Ruiz,

No pudimos entregarte en domicilio, así que dejamos tu paquete en un Punto Colibrí cerca de ti.

Guía: CLB 8830 2145 906
Remitente: TIENDITA MAGUEY
Punto Colibrí: Papelería El Estudiante, Av. Álvaro Obregón 162, Col. Roma Norte, C.P. 06700
Horario: lunes a sábado de 9:00 a 20:00 h
Disponible hasta: 25/11/2026

Código de recolección: 8 3 5 0 2 7

Muestra este código y una identificación oficial (INE o pasaporte) en el mostrador.

¿Dudas? WhatsApp 55 8012 4477
Colibrí Envíos`,
    html: doc(
      "Código de recolección",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#e9f6f4"><tr><td align="center" style="padding:24px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;overflow:hidden;font-family:'Trebuchet MS',Arial,sans-serif;color:#23343a">
<tr><td style="background:#00a19a;padding:16px 24px"><img src="https://colibrienvios.mx/mail/colibri-blanco.png" alt="Colibrí Envíos" width="150"></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:15px;line-height:1.6">Hola <b>Mariana López Ruiz</b>,<br>No pudimos entregarte en domicilio, así que dejamos tu paquete en un Punto Colibrí cerca de ti.</td></tr>
<tr><td align="center" style="padding:14px 24px"><div style="font-size:12px;text-transform:uppercase;color:#5c7a80;letter-spacing:1px">Código de recolección</div>
<table cellpadding="0" cellspacing="5" style="margin-top:6px"><tr>
<td style="background:#e9f6f4;width:40px;height:48px;text-align:center;font:bold 26px Arial;color:#00756f">8</td>
<td style="background:#e9f6f4;width:40px;height:48px;text-align:center;font:bold 26px Arial;color:#00756f">3</td>
<td style="background:#e9f6f4;width:40px;height:48px;text-align:center;font:bold 26px Arial;color:#00756f">5</td>
<td style="background:#e9f6f4;width:40px;height:48px;text-align:center;font:bold 26px Arial;color:#00756f">0</td>
<td style="background:#e9f6f4;width:40px;height:48px;text-align:center;font:bold 26px Arial;color:#00756f">2</td>
<td style="background:#e9f6f4;width:40px;height:48px;text-align:center;font:bold 26px Arial;color:#00756f">7</td>
</tr></table></td></tr>
<tr><td style="padding:6px 24px 14px;font-size:13px;color:#5c7a80" align="center">Muestra este código y una identificación oficial (INE o pasaporte) en el mostrador.</td></tr>
<tr><td style="padding:0 24px 20px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d7ebe8">
<tr><td style="color:#5c7a80">Guía</td><td>CLB 8830 2145 906</td></tr>
<tr><td style="color:#5c7a80">Remitente</td><td>TIENDITA MAGUEY</td></tr>
<tr><td style="color:#5c7a80">Punto Colibrí</td><td>Papelería El Estudiante<br>Av. Álvaro Obregón 162, Col. Roma Norte, C.P. 06700</td></tr>
<tr><td style="color:#5c7a80">Horario</td><td>Lun a sáb, 9:00 a 20:00 h</td></tr>
<tr><td style="color:#5c7a80">Disponible hasta</td><td><b>25/11/2026</b></td></tr></table></td></tr>
<tr><td align="center" style="padding:0 24px 18px"><a href="https://maps.colibrienvios.mx/punto/CDMX-RN-0412" style="color:#00a19a;font-size:13px">Ver ubicación en el mapa</a></td></tr>
<tr><td style="background:#f4f8f8;padding:12px 24px;font-size:11px;color:#7d9499">¿Dudas? WhatsApp 55 8012 4477 · <a href="https://colibrienvios.mx/privacidad" style="color:#7d9499">Aviso de privacidad</a><br>Colibrí Envíos, S.A. de C.V. · Tlalnepantla, Edo. Méx.</td></tr>
</table></td></tr></table>`,
      "es",
    ),
  },
  {
    family: "colibri-envios",
    group: "regional",
    lang: "es",
    kind: "in-transit",
    code: null,
    link: null,
    from: "Colibrí Envíos <avisos@colibrienvios.mx>",
    to: MX_TO,
    subject: "Tu envío CLB 8830 2145 906 está en camino",
    date: "Mon, 16 Nov 2026 08:22:10 -0600",
    enc: "8bit",
    text: `Hola Mariana López Ruiz,

Tu envío de TIENDITA MAGUEY ya está en ruta.

Guía: CLB 8830 2145 906
Último movimiento: Salió del centro de distribución Puebla (16/11/2026 06:40 h)
Entrega estimada: 18/11/2026

Rastrea tu envío: https://colibrienvios.mx/rastreo?guia=CLB88302145906

Si no estarás en casa, puedes elegir un Punto Colibrí desde la página de rastreo.

Colibrí Envíos · WhatsApp 55 8012 4477`,
    html: doc(
      "En camino",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#e9f6f4"><tr><td align="center" style="padding:24px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:'Trebuchet MS',Arial,sans-serif;color:#23343a">
<tr><td style="background:#00a19a;padding:16px 24px"><img src="https://colibrienvios.mx/mail/colibri-blanco.png" alt="Colibrí Envíos" width="150"></td></tr>
<tr><td style="padding:22px 24px 10px;font-size:15px">Hola <b>Mariana López Ruiz</b>, tu envío de TIENDITA MAGUEY ya está en ruta.</td></tr>
<tr><td style="padding:0 24px"><img src="https://colibrienvios.mx/mail/progreso-3de4.png" alt="Recolectado ✓ · En tránsito ✓ · En reparto · Entregado" width="512"></td></tr>
<tr><td style="padding:14px 24px;font-size:13px;line-height:1.7">Guía: <b>CLB 8830 2145 906</b><br>Último movimiento: Salió del centro de distribución Puebla (16/11/2026 06:40 h)<br>Entrega estimada: <b>18/11/2026</b></td></tr>
<tr><td align="center" style="padding:8px 24px 22px"><a href="https://colibrienvios.mx/rastreo?guia=CLB88302145906" style="background:#00a19a;color:#fff;padding:12px 32px;border-radius:6px;text-decoration:none;font-weight:bold">Rastrear envío</a></td></tr>
<tr><td style="background:#f4f8f8;padding:12px 24px;font-size:11px;color:#7d9499">Si no estarás en casa, elige un Punto Colibrí desde la página de rastreo. · WhatsApp 55 8012 4477</td></tr>
</table></td></tr></table>`,
      "es",
    ),
  },
  {
    family: "luz-del-bajio",
    group: "regional",
    lang: "es",
    kind: "bill",
    code: null,
    link: null,
    from: "Luz del Bajío <recibos@luzdelbajio.mx>",
    to: MX_TO,
    subject: "Tu recibo de luz bimestral: $486.00 - vence 30/11/2026",
    date: "Fri, 13 Nov 2026 06:00:00 -0600",
    enc: "qp",
    text: `Estimada MARIANA LOPEZ RUIZ:

Ya está disponible tu recibo de luz del periodo 10 SEP 26 - 09 NOV 26.

Número de servicio: 5512 0733 9104
Tarifa: 1
Consumo: 212 kWh
Total a pagar: $486.00
Fecha límite de pago: 30/11/2026
Corte a partir de: 01/12/2026

Paga en línea, en tiendas de conveniencia o con domiciliación: https://www.luzdelbajio.mx/pago
Consulta el detalle de tu consumo en https://www.luzdelbajio.mx/mi-cuenta

Reporte de fallas: 071

Luz del Bajío, Suministro Básico`,
    html: doc(
      "Recibo de luz",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f0"><tr><td align="center" style="padding:16px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#333">
<tr><td style="background:#006847;padding:12px 22px"><img src="https://www.luzdelbajio.mx/img/mail/ldb-logo.png" alt="Luz del Bajío" width="140"></td></tr>
<tr><td style="padding:20px 22px 6px;font-size:14px">Estimada <b>MARIANA LOPEZ RUIZ</b>:<br>Ya está disponible tu recibo de luz del periodo <b>10 SEP 26 - 09 NOV 26</b>.</td></tr>
<tr><td style="padding:10px 22px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #d5dfda">
<tr><td>Número de servicio</td><td align="right">5512 0733 9104</td></tr><tr><td>Tarifa</td><td align="right">1</td></tr>
<tr><td>Consumo</td><td align="right">212 kWh</td></tr>
<tr style="background:#eef7f2"><td><b>Total a pagar</b></td><td align="right"><b>$486.00</b></td></tr>
<tr><td>Fecha límite de pago</td><td align="right">30/11/2026</td></tr><tr><td>Corte a partir de</td><td align="right">01/12/2026</td></tr></table></td></tr>
<tr><td align="center" style="padding:14px 22px"><a href="https://www.luzdelbajio.mx/pago" style="background:#006847;color:#fff;padding:11px 30px;text-decoration:none;border-radius:3px">Pagar en línea</a>
&nbsp; <a href="https://www.luzdelbajio.mx/mi-cuenta" style="color:#006847">Ver detalle</a></td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#888;border-top:1px solid #eee">Reporte de fallas: 071 · Luz del Bajío, Suministro Básico · <a href="https://www.luzdelbajio.mx/privacidad" style="color:#888">Aviso de privacidad</a></td></tr>
</table></td></tr></table>`,
      "es",
    ),
  },
  {
    family: "quetzal-movil",
    group: "regional",
    lang: "es",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Quetzal Móvil <recargas@quetzalmovil.mx>",
    to: MX_TO,
    subject: "Recarga exitosa de $200 a tu línea 55 **** 3318",
    date: "Sun, 15 Nov 2026 13:44:51 -0600",
    enc: "8bit",
    text: `¡Listo! Tu recarga se aplicó correctamente.

Línea: 55 **** 3318
Paquete: Quetzal Ilimitado 200
Monto: $200.00 MXN
Vigencia: 30 días (hasta el 15/12/2026)
Incluye: 6 GB para navegar + redes sociales ilimitadas + minutos y SMS ilimitados en México, EUA y Canadá
Folio de la transacción: QZ-RC-99412087
Método de pago: Tarjeta de débito *7731

Consulta tu saldo marcando *133# o en la app Mi Quetzal.

Gracias por ser parte de Quetzal Móvil.
Quetzal Telecomunicaciones, S.A.P.I. de C.V.`,
    html: null,
  },
  {
    family: "ruta-jaguar",
    group: "consumer",
    lang: "es",
    kind: "ticket-booked",
    code: null,
    link: null,
    from: "Autobuses Ruta Jaguar <boletos@rutajaguar.com.mx>",
    to: MX_TO,
    subject: "Tus boletos: CDMX TAPO → Oaxaca, 19 dic 2026",
    date: "Sat, 21 Nov 2026 22:17:03 -0600",
    enc: "b64",
    text: `¡Gracias por viajar con Ruta Jaguar!

Reservación: RJ7Q4M2
Origen: Ciudad de México (TAPO) - 19/12/2026 23:45 h
Destino: Oaxaca (Terminal 1° Clase) - 20/12/2026 06:20 h (llegada estimada)
Servicio: Jaguar Platino, autobús 3214

Pasajeros:
MARIANA LOPEZ RUIZ - Asiento 9 - Adulto - $1,186.00
DIEGO LOPEZ RUIZ - Asiento 10 - Estudiante (50%) - $593.00

Total pagado: $1,779.00

Presenta el código QR de tu boleto electrónico (en la app o impreso) al abordar. Llega 30 minutos antes de la salida.
Cambios hasta 3 horas antes de la salida, con cargo de $80 por boleto.

Administra tu viaje: https://www.rutajaguar.com.mx/mis-viajes?r=RJ7Q4M2
Atención a clientes: 800 700 5240`,
    html: doc(
      "Tus boletos",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#1c1c1c"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#222">
<tr><td style="background:#111;padding:16px 24px"><img src="https://www.rutajaguar.com.mx/email/jaguar-logo-dorado.png" alt="Ruta Jaguar" width="160"></td></tr>
<tr><td style="padding:22px 24px 4px;font-size:20px;font-weight:bold">¡Gracias por viajar con Ruta Jaguar!</td></tr>
<tr><td style="padding:0 24px 14px;font-size:13px;color:#666">Reservación <b style="font-size:16px;color:#111">RJ7Q4M2</b></td></tr>
<tr><td style="padding:0 24px"><table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #ddd"><tr>
<td width="45%" style="padding:14px"><div style="font-size:11px;color:#888">SALIDA</div><div style="font-size:18px;font-weight:bold">CDMX TAPO</div><div style="font-size:13px">19/12/2026 · 23:45 h</div></td>
<td align="center" style="font-size:22px;color:#c89b3c">→</td>
<td width="45%" style="padding:14px" align="right"><div style="font-size:11px;color:#888">LLEGADA</div><div style="font-size:18px;font-weight:bold">Oaxaca</div><div style="font-size:13px">20/12/2026 · 06:20 h</div></td>
</tr></table></td></tr>
<tr><td style="padding:14px 24px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px">
<tr style="background:#f5f5f5"><td>Pasajero</td><td>Asiento</td><td>Tipo</td><td align="right">Importe</td></tr>
<tr><td>MARIANA LOPEZ RUIZ</td><td>9</td><td>Adulto</td><td align="right">$1,186.00</td></tr>
<tr><td>DIEGO LOPEZ RUIZ</td><td>10</td><td>Estudiante (50%)</td><td align="right">$593.00</td></tr>
<tr><td colspan="3"><b>Total pagado</b></td><td align="right"><b>$1,779.00</b></td></tr></table></td></tr>
<tr><td align="center" style="padding:6px 24px 14px"><img src="https://www.rutajaguar.com.mx/qr/RJ7Q4M2.png" alt="Código QR del boleto RJ7Q4M2" width="150" height="150"></td></tr>
<tr><td style="padding:0 24px 18px;font-size:12px;color:#555;line-height:1.6">Presenta el código QR al abordar y llega 30 minutos antes de la salida. Cambios hasta 3 horas antes, con cargo de $80 por boleto.<br>
<a href="https://www.rutajaguar.com.mx/mis-viajes?r=RJ7Q4M2" style="color:#a87b1f">Administrar mi viaje</a></td></tr>
<tr><td style="background:#111;color:#aaa;padding:12px 24px;font-size:11px">Atención a clientes: 800 700 5240 · <a href="https://www.rutajaguar.com.mx/terminos" style="color:#aaa">Términos del servicio de transporte</a></td></tr>
</table></td></tr></table>`,
      "es",
    ),
  },
  {
    family: "laboratorio-ahuehuete",
    group: "regional",
    lang: "es",
    kind: "results-ready",
    code: null,
    link: null,
    from: "Laboratorios Ahuehuete <resultados@labahuehuete.mx>",
    to: MX_TO,
    subject: "Tus resultados ya están listos - Orden 26-114072",
    date: "Thu, 19 Nov 2026 17:26:58 -0600",
    enc: "qp",
    text: `Hola Mariana López Ruiz,

Los resultados de tus estudios ya están disponibles.

Orden: 26-114072
Sucursal: Ahuehuete Condesa (Av. Tamaulipas 54)
Fecha de toma: 18/11/2026
Estudios: Biometría hemática completa; Química sanguínea de 6 elementos; Perfil tiroideo

Consúltalos en nuestro portal con tu número de orden y tu fecha de nacimiento:
https://resultados.labahuehuete.mx

Por tu seguridad, no enviamos resultados como archivo adjunto. Recuerda que la interpretación corresponde a tu médico.

Laboratorios Ahuehuete
Tel. 55 5211 8080 · WhatsApp 55 3900 1122`,
    html: doc(
      "Resultados listos",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5fa"><tr><td align="center" style="padding:22px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:Helvetica,Arial,sans-serif;color:#1f3550">
<tr><td style="padding:18px 26px;border-bottom:2px solid #3a7bd5"><img src="https://www.labahuehuete.mx/img/email/logo-ahuehuete.png" alt="Laboratorios Ahuehuete" width="180"></td></tr>
<tr><td style="padding:22px 26px 8px;font-size:15px;line-height:1.6">Hola <b>Mariana López Ruiz</b>,<br>Los resultados de tus estudios ya están disponibles.</td></tr>
<tr><td style="padding:6px 26px"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;background:#f6f9fc">
<tr><td style="color:#5f7690">Orden</td><td>26-114072</td></tr>
<tr><td style="color:#5f7690">Sucursal</td><td>Ahuehuete Condesa (Av. Tamaulipas 54)</td></tr>
<tr><td style="color:#5f7690">Fecha de toma</td><td>18/11/2026</td></tr>
<tr><td style="color:#5f7690">Estudios</td><td>Biometría hemática completa<br>Química sanguínea de 6 elementos<br>Perfil tiroideo</td></tr></table></td></tr>
<tr><td style="padding:16px 26px;font-size:14px;line-height:1.6">Consúltalos en nuestro portal con tu número de orden y tu fecha de nacimiento.</td></tr>
<tr><td align="center" style="padding:0 26px 20px"><a href="https://resultados.labahuehuete.mx" style="background:#3a7bd5;color:#fff;text-decoration:none;padding:12px 30px;border-radius:4px;font-weight:bold">Ver mis resultados</a></td></tr>
<tr><td style="padding:0 26px 18px;font-size:12px;color:#7a8ea6">Por tu seguridad, no enviamos resultados como archivo adjunto. La interpretación corresponde a tu médico.</td></tr>
<tr><td style="background:#f1f5fa;padding:12px 26px;font-size:11px;color:#7a8ea6">Tel. 55 5211 8080 · WhatsApp 55 3900 1122 · <a href="https://www.labahuehuete.mx/aviso-de-privacidad" style="color:#7a8ea6">Aviso de privacidad</a></td></tr>
</table></td></tr></table>`,
      "es",
    ),
  },
  {
    family: "pantalla-nopal",
    group: "consumer",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://cuenta.pantallanopal.com/restablecer/9eK2pLq7Ws4bZx1T",
    from: "Pantalla Nopal <no-responder@pantallanopal.com>",
    to: MX_TO,
    subject: "Restablece tu contraseña de Pantalla Nopal",
    date: "Tue, 10 Nov 2026 23:05:19 -0600",
    enc: "qp",
    text: `Hola Mariana,

Recibimos una solicitud para restablecer la contraseña de tu cuenta de Pantalla Nopal.

Crea una contraseña nueva aquí:
https://cuenta.pantallanopal.com/restablecer/9eK2pLq7Ws4bZx1T

Este enlace vence en 60 minutos. Si no pediste el cambio, ignora este correo; tu contraseña actual sigue funcionando.

Pantalla Nopal
Centro de ayuda: https://ayuda.pantallanopal.com`,
    html: doc(
      "Restablecer contraseña",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1f14"><tr><td align="center" style="padding:32px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#16291c;border-radius:10px;font-family:Arial,sans-serif;color:#e8f2ea">
<tr><td align="center" style="padding:26px 0 6px"><img src="https://static.pantallanopal.com/mail/nopal-logo.png" alt="Pantalla Nopal" width="150"></td></tr>
<tr><td align="center" style="padding:10px 30px;font-size:22px;font-weight:bold">Restablece tu contraseña</td></tr>
<tr><td align="center" style="padding:6px 30px 20px;font-size:15px;line-height:1.6;color:#b9cdbf">Hola Mariana, recibimos una solicitud para restablecer la contraseña de tu cuenta.</td></tr>
<tr><td align="center" style="padding:0 30px 20px"><a href="https://cuenta.pantallanopal.com/restablecer/9eK2pLq7Ws4bZx1T" style="background:#7ac943;color:#0f1f14;padding:14px 40px;border-radius:6px;font-weight:bold;text-decoration:none;display:inline-block">Crear contraseña nueva</a></td></tr>
<tr><td align="center" style="padding:0 30px 24px;font-size:12px;color:#8fa796;line-height:1.6">Este enlace vence en 60 minutos. Si no pediste el cambio, ignora este correo.</td></tr>
<tr><td align="center" style="padding:14px 30px;border-top:1px solid #24402c;font-size:11px;color:#6f8a76"><a href="https://ayuda.pantallanopal.com" style="color:#8fa796">Centro de ayuda</a> · <a href="https://pantallanopal.com/privacidad" style="color:#8fa796">Privacidad</a><br>Pantalla Nopal Entretenimiento, S. de R.L. de C.V. · Guadalajara, Jal.</td></tr>
</table></td></tr></table>`,
      "es",
    ),
  },
  {
    family: "pantalla-nopal",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "291047",
    link: null,
    from: "Pantalla Nopal <no-responder@pantallanopal.com>",
    to: MX_TO,
    subject: "Tu código de acceso: 291047",
    date: "Sun, 22 Nov 2026 20:31:44 -0600",
    enc: "b64",
    text: `Hola Mariana,

Alguien está iniciando sesión en tu cuenta de Pantalla Nopal desde una Smart TV (Guadalajara, Jal.).

Escribe este código en la pantalla de la TV para continuar:

2 9 1 0 4 7

El código vence en 15 minutos.

Si no fuiste tú, no compartas el código y cambia tu contraseña desde Cuenta > Seguridad en la app.

Pantalla Nopal`,
    html: doc(
      "Código de acceso",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1f14"><tr><td align="center" style="padding:32px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#16291c;border-radius:10px;font-family:Arial,sans-serif;color:#e8f2ea">
<tr><td align="center" style="padding:26px 0 6px"><img src="https://static.pantallanopal.com/mail/nopal-logo.png" alt="Pantalla Nopal" width="150"></td></tr>
<tr><td align="center" style="padding:10px 30px;font-size:15px;line-height:1.6;color:#b9cdbf">Hola Mariana, alguien está iniciando sesión en tu cuenta desde una <b style="color:#e8f2ea">Smart TV</b> (Guadalajara, Jal.). Escribe este código en la pantalla de la TV:</td></tr>
<tr><td align="center" style="padding:16px 30px"><span style="font:bold 40px 'Courier New',monospace;letter-spacing:12px;color:#7ac943">291047</span></td></tr>
<tr><td align="center" style="padding:0 30px 24px;font-size:12px;color:#8fa796;line-height:1.6">El código vence en 15 minutos.<br>Si no fuiste tú, no compartas el código y cambia tu contraseña desde Cuenta › Seguridad.</td></tr>
<tr><td align="center" style="padding:14px 30px;border-top:1px solid #24402c;font-size:11px;color:#6f8a76"><a href="https://ayuda.pantallanopal.com" style="color:#8fa796">Centro de ayuda</a> · Pantalla Nopal Entretenimiento, S. de R.L. de C.V.</td></tr>
</table></td></tr></table>`,
      "es",
    ),
  },
];

// ================================================================ South Korea

const MAEUM_FOOT =
  `<tr><td style="padding:18px 24px;background:#f7f7f7;font:11px/1.7 'Malgun Gothic','맑은 고딕',sans-serif;color:#999">
본 메일은 발신 전용입니다. 문의는 <a href="https://www.maeummall.co.kr/cs" style="color:#777">고객센터</a>를 이용해 주세요.<br>
(주)마음몰 | 대표이사 정하윤 | 서울특별시 성동구 성수이로 113, 7층 | 사업자등록번호 214-88-40921<br>
통신판매업신고 2021-서울성동-01877 | 고객센터 1588-4120 (평일 09:00~18:00)<br>
<a href="https://www.maeummall.co.kr/policy/privacy" style="color:#777"><b>개인정보처리방침</b></a> · <a href="https://www.maeummall.co.kr/policy/terms" style="color:#777">이용약관</a><br>
© 2026 MAEUM MALL Corp. All rights reserved.</td></tr>`;

const korea: Mail[] = [
  {
    family: "bitgaram-bank",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "604918",
    link: null,
    from: "빛가람은행 <noreply@bitgarambank.co.kr>",
    to: KR_TO,
    subject: "[빛가람은행] 이메일 인증번호 안내",
    date: "Wed, 18 Nov 2026 09:41:26 +0900",
    enc: "b64",
    text: `[빛가람은행] 이메일 인증번호 안내

김지민 고객님, 안녕하세요.
요청하신 이메일 인증번호를 알려드립니다.

인증번호: 604918

- 인증번호는 발송 시점부터 3분간 유효합니다.
- 인증번호 입력 화면에 위 번호를 정확히 입력해 주세요.
- 요청 일시: 2026.11.18 09:41

빛가람은행은 어떠한 경우에도 전화나 문자로 인증번호를 요구하지 않습니다.
본인이 요청하지 않은 경우 고객센터(1599-3700)로 즉시 연락 바랍니다.

빛가람은행 | 광주광역시 서구 상무중앙로 60`,
    html: doc(
      "이메일 인증번호",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f3f7"><tr><td align="center" style="padding:24px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Malgun Gothic','맑은 고딕',AppleSDGothicNeo,sans-serif;color:#333">
<tr><td style="padding:20px 30px;border-bottom:2px solid #f2a900"><img src="https://www.bitgarambank.co.kr/mail/img/logo.png" alt="빛가람은행" width="140" height="32"></td></tr>
<tr><td style="padding:30px 30px 10px;font-size:20px;font-weight:bold;color:#1a2b4c">이메일 인증번호 안내</td></tr>
<tr><td style="padding:0 30px 20px;font-size:14px;line-height:1.8;color:#555"><b>김지민</b> 고객님, 안녕하세요.<br>요청하신 이메일 인증번호를 알려드립니다.</td></tr>
<tr><td style="padding:0 30px"><table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f8fa;border:1px solid #e4e7ec"><tr>
<td width="120" style="padding:20px;font-size:14px;color:#777">인증번호</td>
<td style="padding:20px;font-size:30px;font-weight:bold;letter-spacing:8px;color:#1a2b4c">604918</td></tr></table></td></tr>
<tr><td style="padding:18px 30px;font-size:13px;line-height:1.9;color:#666">· 인증번호는 발송 시점부터 <span style="color:#e0312b">3분간</span> 유효합니다.<br>· 인증번호 입력 화면에 위 번호를 정확히 입력해 주세요.<br>· 요청 일시: 2026.11.18 09:41</td></tr>
<tr><td style="padding:0 30px 26px;font-size:12px;line-height:1.8;color:#888">빛가람은행은 어떠한 경우에도 전화나 문자로 인증번호를 요구하지 않습니다.<br>본인이 요청하지 않은 경우 고객센터(1599-3700)로 즉시 연락 바랍니다.</td></tr>
<tr><td style="padding:16px 30px;background:#1a2b4c;font-size:11px;line-height:1.7;color:#aab4c5">빛가람은행 | 광주광역시 서구 상무중앙로 60 | 고객센터 1599-3700<br>
<a href="https://www.bitgarambank.co.kr/privacy" style="color:#ffffff">개인정보처리방침</a> · <a href="https://www.bitgarambank.co.kr/security" style="color:#aab4c5">보안센터</a></td></tr>
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "bitgaram-bank",
    group: "regional",
    lang: "ko",
    kind: "autopay-notice",
    code: null,
    link: null,
    from: "빛가람은행 <noreply@bitgarambank.co.kr>",
    to: KR_TO,
    subject: "[빛가람은행] 12월 자동이체 출금 예정 안내",
    date: "Thu, 26 Nov 2026 10:00:00 +0900",
    enc: "qp",
    text: `김지민 고객님, 다음 자동이체가 출금될 예정입니다.

출금계좌: 빛가람 입출금통장 (***-***-482917)
출금 예정일: 2026.12.01

1. 해밀텔레콤 휴대폰요금 - 58,300원
2. 새움아파트 관리비 - 214,660원
3. 빛가람 적금 (내집마련 자유적금) - 300,000원
합계: 572,960원

출금일 전일까지 잔액을 확인해 주세요. 잔액이 부족하면 출금되지 않을 수 있습니다.
자동이체 내역 조회 및 해지는 빛가람 뱅킹 앱 > 이체 > 자동이체 관리에서 가능합니다.

빛가람은행 고객센터 1599-3700`,
    html: doc(
      "자동이체 출금 예정 안내",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f3f7"><tr><td align="center" style="padding:24px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Malgun Gothic','맑은 고딕',sans-serif;color:#333">
<tr><td style="padding:20px 30px;border-bottom:2px solid #f2a900"><img src="https://www.bitgarambank.co.kr/mail/img/logo.png" alt="빛가람은행" width="140" height="32"></td></tr>
<tr><td style="padding:26px 30px 8px;font-size:19px;font-weight:bold;color:#1a2b4c">12월 자동이체 출금 예정 안내</td></tr>
<tr><td style="padding:0 30px 14px;font-size:14px;color:#555">김지민 고객님, 다음 자동이체가 출금될 예정입니다.</td></tr>
<tr><td style="padding:0 30px"><table width="100%" cellpadding="9" cellspacing="0" style="font-size:13px;border-top:2px solid #1a2b4c">
<tr><td style="background:#f7f8fa" width="30%">출금계좌</td><td>빛가람 입출금통장 (***-***-482917)</td></tr>
<tr><td style="background:#f7f8fa">출금 예정일</td><td><b>2026.12.01</b></td></tr></table>
<table width="100%" cellpadding="9" cellspacing="0" style="font-size:13px;margin-top:12px;border-top:1px solid #ddd">
<tr><td>해밀텔레콤 휴대폰요금</td><td align="right">58,300원</td></tr>
<tr><td>새움아파트 관리비</td><td align="right">214,660원</td></tr>
<tr><td>빛가람 적금 (내집마련 자유적금)</td><td align="right">300,000원</td></tr>
<tr style="border-top:1px solid #ddd"><td><b>합계</b></td><td align="right"><b style="color:#1a2b4c">572,960원</b></td></tr></table></td></tr>
<tr><td style="padding:18px 30px 24px;font-size:12px;line-height:1.8;color:#777">출금일 전일까지 잔액을 확인해 주세요. 잔액이 부족하면 출금되지 않을 수 있습니다.<br>자동이체 조회 및 해지: 빛가람 뱅킹 앱 &gt; 이체 &gt; 자동이체 관리</td></tr>
<tr><td style="padding:16px 30px;background:#1a2b4c;font-size:11px;color:#aab4c5">빛가람은행 | 고객센터 1599-3700 | <a href="https://www.bitgarambank.co.kr/privacy" style="color:#ffffff">개인정보처리방침</a></td></tr>
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "maeum-mall",
    group: "consumer",
    lang: "ko",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "마음몰 <order@maeummall.co.kr>",
    to: KR_TO,
    subject: "[마음몰] 주문하신 상품이 발송되었습니다",
    date: "Mon, 23 Nov 2026 14:20:33 +0900",
    enc: "b64",
    text: `김지민님, 주문하신 상품이 발송되었습니다.

주문번호: 20261122-0038815
주문일시: 2026.11.22 21:47

[리빙] 순면 워싱 차렵이불 Q (그레이지) / 1개 - 59,900원
[식품] 제주 노지 감귤 5kg (로얄과) / 1개 - 24,900원
배송비: 무료
결제금액: 84,800원 (마음페이 적립금 1,500원 사용 후 83,300원)

택배사: 바른택배
운송장번호: 5520-3318-7046
배송지: 서울특별시 마포구 월드컵북로 402, 101동 1203호 (03925)

배송 조회: https://www.maeummall.co.kr/mypage/order/20261122-0038815

※ 상품별로 출고지가 달라 따로 도착할 수 있습니다.

(주)마음몰 | 고객센터 1588-4120`,
    html: doc(
      "상품 발송 안내",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff"><tr><td align="center" style="padding:20px 0">
<table width="640" cellpadding="0" cellspacing="0" style="font-family:'Malgun Gothic','맑은 고딕',sans-serif;color:#222;border:1px solid #eaeaea">
<tr><td style="padding:20px 24px"><a href="https://www.maeummall.co.kr/?utm_source=email&utm_campaign=shipping"><img src="https://img.maeummall.co.kr/mail/logo_pink.png" alt="마음몰" width="110"></a></td></tr>
<tr><td style="padding:4px 24px 20px;font-size:22px;font-weight:bold">김지민님, 주문하신 상품이<br><span style="color:#ff4f7b">발송되었습니다.</span></td></tr>
<tr><td style="padding:0 24px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:2px solid #222">
<tr><td style="color:#888" width="25%">주문번호</td><td>20261122-0038815</td></tr>
<tr><td style="color:#888">택배사</td><td>바른택배</td></tr>
<tr><td style="color:#888">운송장번호</td><td>5520-3318-7046</td></tr>
<tr><td style="color:#888">배송지</td><td>서울특별시 마포구 월드컵북로 402, 101동 1203호 (03925)</td></tr></table></td></tr>
<tr><td style="padding:16px 24px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #eee">
<tr><td width="70"><img src="https://img.maeummall.co.kr/goods/77/771204_s.jpg" alt="차렵이불" width="60"></td><td>[리빙] 순면 워싱 차렵이불 Q (그레이지) / 1개</td><td align="right">59,900원</td></tr>
<tr><td><img src="https://img.maeummall.co.kr/goods/31/310588_s.jpg" alt="감귤" width="60"></td><td>[식품] 제주 노지 감귤 5kg (로얄과) / 1개</td><td align="right">24,900원</td></tr>
<tr><td></td><td>배송비</td><td align="right">무료</td></tr>
<tr><td></td><td><b>결제금액</b> (적립금 1,500원 사용)</td><td align="right"><b>83,300원</b></td></tr></table></td></tr>
<tr><td align="center" style="padding:6px 24px 24px"><a href="https://www.maeummall.co.kr/mypage/order/20261122-0038815" style="display:inline-block;border:1px solid #222;color:#222;padding:12px 50px;text-decoration:none;font-size:14px">배송 조회하기</a></td></tr>
<tr><td style="padding:0 24px 18px;font-size:12px;color:#999">※ 상품별로 출고지가 달라 따로 도착할 수 있습니다.</td></tr>
${MAEUM_FOOT}
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "maeum-mall",
    group: "consumer",
    lang: "ko",
    kind: "reset-link",
    code: null,
    link: "https://member.maeummall.co.kr/password/reset?key=MM8f3a1c0e6b9d4275&ts=1763960212",
    from: "마음몰 <member@maeummall.co.kr>",
    to: KR_TO,
    subject: "[마음몰] 비밀번호 재설정 안내",
    date: "Tue, 24 Nov 2026 13:36:52 +0900",
    enc: "qp",
    text: `[마음몰] 비밀번호 재설정 안내

안녕하세요, 김지민님.
비밀번호 찾기를 요청하셨습니다. 아래 링크에서 새 비밀번호를 설정해 주세요.

https://member.maeummall.co.kr/password/reset?key=MM8f3a1c0e6b9d4275&ts=1763960212

- 링크는 발송 후 30분 동안 1회만 사용할 수 있습니다.
- 아이디: jimin***
- 요청 일시: 2026-11-24 13:36

본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.

(주)마음몰 고객센터 1588-4120`,
    html: doc(
      "비밀번호 재설정",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff"><tr><td align="center" style="padding:20px 0">
<table width="640" cellpadding="0" cellspacing="0" style="font-family:'Malgun Gothic','맑은 고딕',sans-serif;color:#222;border:1px solid #eaeaea">
<tr><td style="padding:20px 24px"><img src="https://img.maeummall.co.kr/mail/logo_pink.png" alt="마음몰" width="110"></td></tr>
<tr><td style="padding:4px 24px 16px;font-size:22px;font-weight:bold">비밀번호 재설정 안내</td></tr>
<tr><td style="padding:0 24px 20px;font-size:14px;line-height:1.8;color:#555">안녕하세요, <b>김지민</b>님.<br>비밀번호 찾기를 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 설정해 주세요.</td></tr>
<tr><td align="center" style="padding:0 24px 22px"><a href="https://member.maeummall.co.kr/password/reset?key=MM8f3a1c0e6b9d4275&amp;ts=1763960212" target="_blank" style="display:inline-block;background:#ff4f7b;color:#ffffff;padding:15px 60px;font-size:15px;font-weight:bold;text-decoration:none;border-radius:4px">비밀번호 재설정하기</a></td></tr>
<tr><td style="padding:0 24px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;background:#fafafa">
<tr><td style="color:#888" width="25%">아이디</td><td>jimin***</td></tr><tr><td style="color:#888">요청 일시</td><td>2026-11-24 13:36</td></tr></table></td></tr>
<tr><td style="padding:16px 24px 24px;font-size:12px;line-height:1.8;color:#999">· 링크는 발송 후 30분 동안 1회만 사용할 수 있습니다.<br>· 본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.</td></tr>
${MAEUM_FOOT}
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "bareun-taekbae",
    group: "regional",
    lang: "ko",
    kind: "locker-code",
    code: "2739",
    link: null,
    from: "바른택배 <alarm@bareunexpress.co.kr>",
    to: KR_TO,
    subject: "[바른택배] 무인택배함 보관 완료 안내",
    date: "Wed, 25 Nov 2026 16:08:45 +0900",
    enc: "8bit",
    text: `[바른택배] 무인택배함 보관 완료 안내

김지민 고객님의 택배가 무인택배함에 보관되었습니다.

운송장번호: 5520-3318-7046
보낸 분: (주)마음몰
보관 장소: 월드컵북로 402 아파트 101동 1층 무인택배함 14번
보관 일시: 2026-11-25 16:07
보관함 비밀번호: 2739

택배함 화면에서 '택배 찾기' > 동·호수 입력 후 위 비밀번호를 입력하세요.
72시간 이내에 찾아가지 않으시면 관리사무소로 이관될 수 있습니다.

배송기사: 박성훈 (010-****-4528)
바른택배 고객센터 1644-2380`,
    html: doc(
      "무인택배함 보관 완료",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eaf2ea"><tr><td align="center" style="padding:20px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#253525">
<tr><td style="padding:18px 22px;background:#2e8b3d;border-radius:12px 12px 0 0"><img src="https://www.bareunexpress.co.kr/mail/bareun_w.png" alt="바른택배" width="110"></td></tr>
<tr><td style="padding:22px 22px 8px;font-size:18px;font-weight:bold">무인택배함 보관 완료</td></tr>
<tr><td style="padding:0 22px 16px;font-size:14px;color:#556655">김지민 고객님의 택배가 무인택배함에 보관되었습니다.</td></tr>
<tr><td align="center" style="padding:6px 22px 18px"><table cellpadding="0" cellspacing="0" style="background:#f2f8f2;border:1px solid #cfe3cf;border-radius:8px"><tr>
<td style="padding:14px 22px;font-size:13px;color:#556655">보관함 비밀번호</td>
<td style="padding:14px 22px;font:bold 30px Arial;letter-spacing:6px;color:#2e8b3d">2739</td></tr></table></td></tr>
<tr><td style="padding:0 22px"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-top:1px solid #e3ece3">
<tr><td style="color:#889988" width="30%">운송장번호</td><td>5520-3318-7046</td></tr>
<tr><td style="color:#889988">보낸 분</td><td>(주)마음몰</td></tr>
<tr><td style="color:#889988">보관 장소</td><td>101동 1층 무인택배함 <b>14번</b></td></tr>
<tr><td style="color:#889988">보관 일시</td><td>2026-11-25 16:07</td></tr>
<tr><td style="color:#889988">배송기사</td><td>박성훈 (010-****-4528)</td></tr></table></td></tr>
<tr><td style="padding:14px 22px 22px;font-size:12px;line-height:1.8;color:#778877">택배함 화면에서 '택배 찾기' &gt; 동·호수 입력 후 위 비밀번호를 입력하세요.<br>72시간 이내에 찾아가지 않으시면 관리사무소로 이관될 수 있습니다.</td></tr>
<tr><td style="padding:12px 22px;background:#f6f9f6;font-size:11px;color:#99a899;border-radius:0 0 12px 12px">바른택배 고객센터 1644-2380 · <a href="https://www.bareunexpress.co.kr/tracking?no=552033187046" style="color:#99a899">배송조회</a></td></tr>
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "saeum-minwon",
    group: "regional",
    lang: "ko",
    kind: "document-notice",
    code: null,
    link: null,
    from: "새움민원 <no-reply@saeumminwon.go.kr>",
    to: KR_TO,
    subject: "[새움민원] 전자문서가 도착했습니다 (자동차 정기검사 안내)",
    date: "Fri, 20 Nov 2026 11:03:12 +0900",
    enc: "qp",
    text: `김지민 님, 전자문서가 도착했습니다.

문서명: 자동차 정기검사 기간 도래 안내
발송기관: 서울특별시 마포구청 교통행정과
차량번호: 12가 34**
검사 유효기간 만료일: 2026-12-28
검사 가능 기간: 2026-11-28 ~ 2027-01-27

전자문서는 새움민원 누리집 또는 앱의 [나의 전자문서함]에서 열람할 수 있습니다.
https://www.saeumminwon.go.kr/mydocs

※ 이 메일은 발신 전용이며, 열람 기한(2027-02-20)이 지나면 문서가 삭제됩니다.
행정안전부 새움민원 | 정부민원안내콜센터 110`,
    html: doc(
      "전자문서 도착 알림",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:20px 0">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Malgun Gothic','맑은 고딕',sans-serif;color:#1e2124;border-top:4px solid #003764">
<tr><td style="padding:18px 26px"><img src="https://www.saeumminwon.go.kr/images/mail/gov_symbol.png" alt="대한민국정부" width="28"> <img src="https://www.saeumminwon.go.kr/images/mail/saeum_logo.png" alt="새움민원" width="110"></td></tr>
<tr><td style="padding:8px 26px 16px;font-size:20px;font-weight:bold">김지민 님, 전자문서가 도착했습니다.</td></tr>
<tr><td style="padding:0 26px"><table width="100%" cellpadding="10" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d9dce0;font-size:13px">
<tr><th align="left" style="background:#f1f3f5" width="32%">문서명</th><td>자동차 정기검사 기간 도래 안내</td></tr>
<tr><th align="left" style="background:#f1f3f5">발송기관</th><td>서울특별시 마포구청 교통행정과</td></tr>
<tr><th align="left" style="background:#f1f3f5">차량번호</th><td>12가 34**</td></tr>
<tr><th align="left" style="background:#f1f3f5">검사 유효기간 만료일</th><td>2026-12-28</td></tr>
<tr><th align="left" style="background:#f1f3f5">검사 가능 기간</th><td>2026-11-28 ~ 2027-01-27</td></tr></table></td></tr>
<tr><td align="center" style="padding:22px 26px"><a href="https://www.saeumminwon.go.kr/mydocs" style="background:#003764;color:#fff;padding:12px 36px;text-decoration:none;font-size:14px">나의 전자문서함 바로가기</a></td></tr>
<tr><td style="padding:0 26px 20px;font-size:12px;color:#6d7882">※ 이 메일은 발신 전용이며, 열람 기한(2027-02-20)이 지나면 문서가 삭제됩니다.</td></tr>
<tr><td style="padding:14px 26px;background:#f4f5f7;font-size:11px;color:#6d7882">행정안전부 새움민원 · 정부민원안내콜센터 110 · <a href="https://www.saeumminwon.go.kr/privacy" style="color:#6d7882">개인정보처리방침</a></td></tr>
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "haemil-telecom",
    group: "regional",
    lang: "ko",
    kind: "bill",
    code: null,
    link: null,
    from: "해밀텔레콤 <bill@haemiltel.co.kr>",
    to: KR_TO,
    subject: "[해밀텔레콤] 김지민 고객님의 2026년 11월 이메일 청구서",
    date: "Tue, 17 Nov 2026 08:30:00 +0900",
    enc: "b64",
    text: `해밀텔레콤 2026년 11월 청구서

고객명: 김지민
휴대폰번호: 010-****-6617
청구금액: 58,300원
납부기한: 2026-12-01 (자동이체: 빛가람은행)

월정액 (5G 스탠다드 69): 69,000원
선택약정 할인 (25%): -17,250원
단말기 할부금 (24개월 중 11회차): 6,550원
부가서비스 (컬러링): 0원
부가가치세 등: 0원 (월정액에 포함)

이번 달 데이터 사용량: 38.2GB / 110GB

청구서 상세 보기: https://my.haemiltel.co.kr/bill/202611
해밀텔레콤 고객센터 114 (해밀 휴대폰에서 무료)`,
    html: doc(
      "11월 청구서",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1fb"><tr><td align="center" style="padding:24px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Noto Sans KR','Malgun Gothic',sans-serif;color:#2a2440">
<tr><td style="padding:20px 28px;background:#5b3fd1"><img src="https://www.haemiltel.co.kr/email/haemil_logo_white.png" alt="해밀텔레콤" width="130"></td></tr>
<tr><td style="padding:24px 28px 4px;font-size:14px;color:#6b6485">2026년 11월 청구서 · 010-****-6617</td></tr>
<tr><td style="padding:0 28px 18px;font-size:30px;font-weight:bold">58,300<span style="font-size:18px">원</span></td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #e5e1f2">
<tr><td>월정액 (5G 스탠다드 69)</td><td align="right">69,000원</td></tr>
<tr><td>선택약정 할인 (25%)</td><td align="right" style="color:#e0314b">-17,250원</td></tr>
<tr><td>단말기 할부금 (11/24회)</td><td align="right">6,550원</td></tr>
<tr><td>부가서비스 (컬러링)</td><td align="right">0원</td></tr>
<tr style="border-top:1px solid #e5e1f2"><td><b>납부하실 금액</b></td><td align="right"><b>58,300원</b></td></tr>
<tr><td>납부기한</td><td align="right">2026-12-01 (자동이체)</td></tr></table></td></tr>
<tr><td style="padding:14px 28px"><div style="background:#f3f1fb;border-radius:6px;padding:12px;font-size:13px">이번 달 데이터 사용량 <b>38.2GB</b> / 110GB</div></td></tr>
<tr><td align="center" style="padding:6px 28px 22px"><a href="https://my.haemiltel.co.kr/bill/202611" style="color:#5b3fd1;font-weight:bold;font-size:14px">청구서 상세 보기 ›</a></td></tr>
<tr><td style="padding:14px 28px;background:#faf9fd;font-size:11px;color:#9891ad;line-height:1.7">(주)해밀텔레콤 | 서울특별시 중구 을지로 170 | 고객센터 114<br><a href="https://www.haemiltel.co.kr/privacy" style="color:#9891ad">개인정보처리방침</a> · <a href="https://my.haemiltel.co.kr/bill/setting" style="color:#9891ad">청구서 수신방법 변경</a></td></tr>
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "chorok-maeul-clinic",
    group: "regional",
    lang: "ko",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "초록마을내과의원 <reserve@chorokclinic.kr>",
    to: KR_TO,
    subject: "[초록마을내과] 11월 30일(월) 진료 예약 안내",
    date: "Fri, 27 Nov 2026 10:00:00 +0900",
    enc: "8bit",
    text: `[초록마을내과] 진료 예약 안내

김지민 님, 예약하신 진료 일정을 안내드립니다.

일시: 2026년 11월 30일(월) 오전 9:30
진료과: 내과 (건강검진 결과 상담)
담당의: 윤서진 원장
장소: 서울 마포구 성산로 88, 초록빌딩 3층

- 예약 시간 10분 전까지 접수해 주세요.
- 신분증(또는 모바일 건강보험증)을 지참해 주세요.
- 예약 변경은 전화(02-332-7575)로만 가능합니다.

초록마을내과의원
진료시간: 평일 09:00~18:30 / 토요일 09:00~13:00 (점심시간 13:00~14:00)`,
    html: null,
  },
  {
    family: "dasom-works",
    group: "consumer",
    lang: "ko",
    kind: "invite-link",
    code: null,
    link: "https://app.dasomworks.com/invite/accept?token=dw_inv_3KcP9mXa7Rt2Lq&ws=hangang-design",
    from: "다솜웍스 <noreply@dasomworks.com>",
    to: KR_TO,
    subject: "이서연님이 '한강디자인스튜디오' 워크스페이스에 초대했습니다",
    date: "Mon, 02 Nov 2026 15:11:27 +0900",
    enc: "qp",
    text: `안녕하세요,

이서연님(seoyeon.lee@hangangdesign.kr)이 다솜웍스의 '한강디자인스튜디오' 워크스페이스에 김지민님을 초대했습니다.

초대 수락하기:
https://app.dasomworks.com/invite/accept?token=dw_inv_3KcP9mXa7Rt2Lq&ws=hangang-design

이 초대는 7일 후 만료됩니다.
다솜웍스는 팀 메신저, 할 일, 캘린더를 한곳에서 쓰는 협업 도구입니다.

초대를 예상하지 못했다면 이 메일을 무시하세요.

다솜웍스 | (주)다솜랩스 | 경기도 성남시 분당구 판교역로 235
도움말: https://help.dasomworks.com`,
    html: doc(
      "워크스페이스 초대",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa"><tr><td align="center" style="padding:36px 10px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e3e8ef;border-radius:10px;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1b2330">
<tr><td style="padding:28px 32px 10px"><img src="https://static.dasomworks.com/email/dasom-logo.png" alt="다솜웍스" width="100"></td></tr>
<tr><td style="padding:8px 32px;font-size:20px;font-weight:700;line-height:1.5">이서연님이 <span style="color:#2563eb">한강디자인스튜디오</span><br>워크스페이스에 초대했습니다</td></tr>
<tr><td style="padding:8px 32px 18px;font-size:14px;line-height:1.7;color:#5a6577"><img src="https://static.dasomworks.com/avatars/u/88120.png" alt="" width="20" style="vertical-align:middle;border-radius:10px"> 이서연 (seoyeon.lee@hangangdesign.kr)<br>
팀 메신저, 할 일, 캘린더를 한곳에서 함께 써 보세요.</td></tr>
<tr><td style="padding:0 32px 20px"><a href="https://app.dasomworks.com/invite/accept?token=dw_inv_3KcP9mXa7Rt2Lq&amp;ws=hangang-design" style="display:block;text-align:center;background:#2563eb;color:#ffffff;padding:14px 0;border-radius:8px;font-size:15px;font-weight:700;text-decoration:none">초대 수락하기</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:12px;color:#8a94a6;line-height:1.7">이 초대는 7일 후 만료됩니다. 초대를 예상하지 못했다면 이 메일을 무시하세요.</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eef1f5;font-size:11px;color:#a0a9b8;line-height:1.7">(주)다솜랩스 | 경기도 성남시 분당구 판교역로 235<br>
<a href="https://help.dasomworks.com" style="color:#a0a9b8">도움말</a> · <a href="https://dasomworks.com/privacy" style="color:#a0a9b8">개인정보처리방침</a> · <a href="https://dasomworks.com/terms" style="color:#a0a9b8">이용약관</a></td></tr>
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "pado-tv",
    group: "consumer",
    lang: "ko",
    kind: "verify-email",
    code: "381529",
    link: "https://www.padotv.kr/join/email-confirm?c=7b1e94d0a3f2&uid=4471902",
    from: "파도TV <account@padotv.kr>",
    to: KR_TO,
    subject: "[파도TV] 회원가입을 완료하려면 이메일을 인증해 주세요",
    date: "Sun, 08 Nov 2026 22:47:10 +0900",
    enc: "b64",
    text: `파도TV에 오신 것을 환영합니다!

회원가입을 완료하려면 이메일 주소(jimin.kim@inbox.example)를 인증해 주세요.

방법 1) 아래 링크를 눌러 인증하기
https://www.padotv.kr/join/email-confirm?c=7b1e94d0a3f2&uid=4471902

방법 2) 가입 화면에 인증번호 입력하기
인증번호: 381529

인증 링크와 인증번호는 24시간 동안 유효합니다.

파도TV 고객센터 1670-0909 (평일 10:00~19:00)
(주)파도미디어 | 서울특별시 영등포구 여의대로 108`,
    html: doc(
      "이메일 인증",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#0b1a2e"><tr><td align="center" style="padding:34px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#10243f;border-radius:12px;font-family:'Noto Sans KR','Malgun Gothic',sans-serif;color:#e6eef9">
<tr><td align="center" style="padding:28px 0 8px"><img src="https://img.padotv.kr/mail/pado_logo_wave.png" alt="파도TV" width="120"></td></tr>
<tr><td align="center" style="padding:10px 30px;font-size:21px;font-weight:bold">이메일 인증을 완료해 주세요</td></tr>
<tr><td align="center" style="padding:4px 30px 22px;font-size:14px;line-height:1.7;color:#9fb3cf">회원가입을 완료하려면 <b style="color:#e6eef9">jimin.kim@inbox.example</b> 주소를 인증해 주세요.</td></tr>
<tr><td align="center" style="padding:0 30px 18px"><a href="https://www.padotv.kr/join/email-confirm?c=7b1e94d0a3f2&amp;uid=4471902" style="display:inline-block;background:#1fb6ff;color:#0b1a2e;padding:14px 48px;border-radius:26px;font-weight:bold;text-decoration:none">이메일 인증하기</a></td></tr>
<tr><td align="center" style="padding:4px 30px 6px;font-size:13px;color:#9fb3cf">또는 가입 화면에 인증번호를 입력하세요</td></tr>
<tr><td align="center" style="padding:0 30px 18px"><table cellpadding="0" cellspacing="4"><tr>
<td style="background:#183258;width:38px;height:46px;text-align:center;font:bold 24px Arial;color:#ffffff;border-radius:6px">3</td>
<td style="background:#183258;width:38px;height:46px;text-align:center;font:bold 24px Arial;color:#ffffff;border-radius:6px">8</td>
<td style="background:#183258;width:38px;height:46px;text-align:center;font:bold 24px Arial;color:#ffffff;border-radius:6px">1</td>
<td style="background:#183258;width:38px;height:46px;text-align:center;font:bold 24px Arial;color:#ffffff;border-radius:6px">5</td>
<td style="background:#183258;width:38px;height:46px;text-align:center;font:bold 24px Arial;color:#ffffff;border-radius:6px">2</td>
<td style="background:#183258;width:38px;height:46px;text-align:center;font:bold 24px Arial;color:#ffffff;border-radius:6px">9</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:0 30px 24px;font-size:12px;color:#7f93b0">인증 링크와 인증번호는 24시간 동안 유효합니다.</td></tr>
<tr><td align="center" style="padding:16px 30px;border-top:1px solid #1c3a62;font-size:11px;line-height:1.7;color:#6c82a3">파도TV 고객센터 1670-0909 (평일 10:00~19:00)<br>(주)파도미디어 | 서울특별시 영등포구 여의대로 108 | 사업자등록번호 107-87-55102<br>
<a href="https://www.padotv.kr/policy/privacy" style="color:#6c82a3">개인정보처리방침</a></td></tr>
</table></td></tr></table>`,
      "ko",
      "인증 링크와 인증번호는 24시간 동안 유효합니다",
    ),
  },
  {
    family: "pado-tv",
    group: "consumer",
    lang: "ko",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "파도TV <billing@padotv.kr>",
    to: KR_TO,
    subject: "[파도TV] 이용권 결제가 완료되었습니다",
    date: "Sun, 08 Nov 2026 22:55:03 +0900",
    enc: "qp",
    text: `김지민님, 파도TV 이용권 결제가 완료되었습니다. 첫 달부터 정기결제로 이용하실 수 있습니다.

이용권: 파도 프리미엄 (동시접속 4명, 4K)
결제금액: 13,900원
결제수단: 빛가람카드 (9012-****-****-0741)
결제일시: 2026-11-08 22:55
다음 결제 예정일: 2026-12-08
주문번호: PTV-2611-08841573

이용권 변경 및 해지: https://www.padotv.kr/my/voucher

※ 본 메일은 전자상거래법에 따라 발송되는 결제 안내 메일입니다.
(주)파도미디어 | 통신판매업신고 2019-서울영등포-2207`,
    html: doc(
      "이용권 결제 완료",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef3f9"><tr><td align="center" style="padding:24px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:'Noto Sans KR','Malgun Gothic',sans-serif;color:#1a2a40">
<tr><td style="padding:22px 26px"><img src="https://img.padotv.kr/mail/pado_logo_navy.png" alt="파도TV" width="100"></td></tr>
<tr><td style="padding:0 26px 14px;font-size:18px;font-weight:bold">이용권 결제가 완료되었습니다</td></tr>
<tr><td style="padding:0 26px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:2px solid #1a2a40">
<tr><td style="color:#7a8aa0" width="35%">이용권</td><td>파도 프리미엄 (동시접속 4명, 4K)</td></tr>
<tr><td style="color:#7a8aa0">결제금액</td><td><b>13,900원</b></td></tr>
<tr><td style="color:#7a8aa0">결제수단</td><td>빛가람카드 (9012-****-****-0741)</td></tr>
<tr><td style="color:#7a8aa0">결제일시</td><td>2026-11-08 22:55</td></tr>
<tr><td style="color:#7a8aa0">다음 결제 예정일</td><td>2026-12-08</td></tr>
<tr><td style="color:#7a8aa0">주문번호</td><td>PTV-2611-08841573</td></tr></table></td></tr>
<tr><td style="padding:16px 26px 22px;font-size:12px;color:#7a8aa0">이용권 변경 및 해지는 <a href="https://www.padotv.kr/my/voucher" style="color:#1f7ae0">마이페이지 &gt; 이용권</a>에서 할 수 있습니다.</td></tr>
<tr><td style="padding:12px 26px;background:#f6f8fb;font-size:10px;color:#9aa7b8">※ 본 메일은 전자상거래법에 따라 발송되는 결제 안내 메일입니다. (주)파도미디어 | 통신판매업신고 2019-서울영등포-2207</td></tr>
</table></td></tr></table>`,
      "ko",
    ),
  },
  {
    family: "gyeol-letter",
    group: "negative",
    lang: "ko",
    kind: "newsletter",
    code: null,
    link: null,
    from: "결레터 <letter@gyeol.kr>",
    to: KR_TO,
    subject: "(광고) [결레터 #142] 겨울 제철 밥상과 이번 주 읽을거리",
    date: "Thu, 26 Nov 2026 07:00:00 +0900",
    enc: "b64",
    headers: [[
      "List-Unsubscribe",
      "<https://gyeol.kr/unsubscribe?u=5a7f22c1>, <mailto:unsubscribe@gyeol.kr?subject=5a7f22c1>",
    ]],
    text: `결레터 #142 · 2026년 11월 26일 목요일

지민님, 좋은 아침이에요. 이번 주 결레터는 찬 바람이 불기 시작한 요즘에 어울리는 이야기로 채웠어요.

1. 겨울 제철 밥상: 꼬막, 매생이, 시금치
가장 맛있을 때 먹는 세 가지 재료와 10분 레시피를 정리했어요.
https://gyeol.kr/r/142-1?utm_source=letter&utm_medium=email

2. 연말정산 미리보기 - 12월 31일 전에 챙길 것 4가지
https://gyeol.kr/r/142-2?utm_source=letter&utm_medium=email

3. 이번 주 읽을거리: 동네 책방 세 곳의 겨울 추천 도서
https://gyeol.kr/r/142-3?utm_source=letter&utm_medium=email

[광고] 결레터 독자 전용 - 해담 유기농 차 세트 20% 할인 (할인코드 GYEOL20, 12월 10일까지)
https://gyeol.kr/ad/haedam?utm_source=letter

결레터는 매주 목요일 아침 7시에 도착합니다.
수신거부: https://gyeol.kr/unsubscribe?u=5a7f22c1
결스튜디오 | 서울특별시 종로구 자하문로 12, 2층 | 02-730-4410`,
    html: doc(
      "결레터 #142",
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ea"><tr><td align="center" style="padding:30px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf9;font-family:'Nanum Myeongjo',Georgia,serif;color:#3b322a">
<tr><td align="center" style="padding:30px 0 4px"><img src="https://gyeol.kr/static/letter/gyeol-wordmark.png" alt="결레터" width="120"></td></tr>
<tr><td align="center" style="padding:0 0 24px;font:12px Arial,sans-serif;color:#a08f7e">#142 · 2026년 11월 26일 목요일</td></tr>
<tr><td style="padding:0 40px 20px;font-size:16px;line-height:1.9">지민님, 좋은 아침이에요. 이번 주 결레터는 찬 바람이 불기 시작한 요즘에 어울리는 이야기로 채웠어요.</td></tr>
<tr><td style="padding:0 40px"><a href="https://gyeol.kr/r/142-1?utm_source=letter&utm_medium=email"><img src="https://gyeol.kr/static/letter/142/winter-table.jpg" alt="겨울 제철 밥상" width="520" style="display:block;border-radius:6px"></a></td></tr>
<tr><td style="padding:14px 40px 22px;font-size:15px;line-height:1.8"><b>1. 겨울 제철 밥상: 꼬막, 매생이, 시금치</b><br>가장 맛있을 때 먹는 세 가지 재료와 10분 레시피. <a href="https://gyeol.kr/r/142-1?utm_source=letter&utm_medium=email" style="color:#b5651d">읽기 →</a></td></tr>
<tr><td style="padding:0 40px 22px;font-size:15px;line-height:1.8"><b>2. 연말정산 미리보기</b><br>12월 31일 전에 챙길 것 4가지. <a href="https://gyeol.kr/r/142-2?utm_source=letter&utm_medium=email" style="color:#b5651d">읽기 →</a></td></tr>
<tr><td style="padding:0 40px 22px;font-size:15px;line-height:1.8"><b>3. 이번 주 읽을거리</b><br>동네 책방 세 곳의 겨울 추천 도서. <a href="https://gyeol.kr/r/142-3?utm_source=letter&utm_medium=email" style="color:#b5651d">읽기 →</a></td></tr>
<tr><td style="padding:0 40px 26px"><table width="100%" cellpadding="14" cellspacing="0" style="background:#f2e8da;font:13px/1.7 Arial,sans-serif"><tr><td><span style="color:#a08f7e">[광고]</span> 결레터 독자 전용 - 해담 유기농 차 세트 20% 할인<br>할인코드 <b>GYEOL20</b> · 12월 10일까지 · <a href="https://gyeol.kr/ad/haedam?utm_source=letter" style="color:#b5651d">보러 가기</a></td></tr></table></td></tr>
<tr><td align="center" style="padding:18px 40px 30px;border-top:1px solid #eadfce;font:11px/1.8 Arial,sans-serif;color:#a08f7e">결레터는 매주 목요일 아침 7시에 도착합니다.<br>
<a href="https://www.instagram.com/gyeol.letter" style="color:#a08f7e">Instagram</a> · <a href="https://gyeol.kr/archive" style="color:#a08f7e">지난 레터</a> · <a href="https://gyeol.kr/unsubscribe?u=5a7f22c1" style="color:#a08f7e">수신거부</a><br>
결스튜디오 | 서울특별시 종로구 자하문로 12, 2층 | 02-730-4410</td></tr>
</table></td></tr></table>`,
      "ko",
      "꼬막, 매생이, 시금치 - 그리고 연말정산 미리보기",
    ),
  },
];

export const mails: Mail[] = [...india, ...india2, ...turkey, ...mexico, ...korea];
