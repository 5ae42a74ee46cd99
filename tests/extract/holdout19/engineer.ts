/**
 * The personal inbox of a software engineer in the Middle East over two months (September and October 2026): Hebrew, Arabic,
 * Persian and English mail from a bank, a card issuer, a wallet, a health fund, telecoms, delivery, a municipality, a gym,
 * an insurer, parking, streaming, courses, a developer platform, a cloud console, a password manager and an airline.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Noam Haddad <noam.haddad@inbox.example>";

// ------------------------------------------------------------------ Bank Tavor (he)

function tavor(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="he" dir="rtl">
<head><meta charset="utf-8"><title>בנק תבור</title></head>
<body style="margin:0;padding:0;background:#eef1f5;direction:rtl">
<div style="display:none;max-height:0;overflow:hidden">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1f5">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #0b4f8a;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<tr><td style="padding:20px 28px" align="right"><img src="https://static.banktavor.co.il/mail/logo-he@2x.png" width="132" height="36" alt="בנק תבור"></td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:15px;line-height:24px;text-align:right">
${body}
</td></tr>
<tr><td style="background:#f6f8fb;padding:18px 28px;font-size:12px;line-height:18px;color:#6b7785;text-align:right">
מוקד שירות טלפוני: ‎*2870 או ‎03-7718000, א׳–ה׳ 8:00–20:00<br>
בנק תבור בע״מ, דרך מנחם בגין 132, תל אביב 6701101<br>
הודעה זו נשלחה אוטומטית, אין להשיב אליה. לעולם לא נבקש ממך את הסיסמה שלך במייל.<br>
<a href="https://www.banktavor.co.il/privacy" style="color:#0b4f8a">מדיניות פרטיות</a> |
<a href="https://www.banktavor.co.il/accessibility" style="color:#0b4f8a">הצהרת נגישות</a> |
<a href="https://www.banktavor.co.il/mail-settings" style="color:#0b4f8a">ניהול דיוור</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const tavorText = `
--
מוקד שירות: *2870 | 03-7718000
בנק תבור בע"מ, דרך מנחם בגין 132, תל אביב
https://www.banktavor.co.il/privacy`;

// ------------------------------------------------------------------ Kochav card (he/en)

function kochav(dir: "rtl" | "ltr", body: string): string {
  const align = dir === "rtl" ? "right" : "left";
  return `<html dir="${dir}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>td{font-family:'Assistant',Arial,sans-serif} .amt{font-weight:bold;color:#3b1b6b}</style></head>
<body style="background:#f3effa;margin:0">
<center>
<table width="100%" style="max-width:620px" cellspacing="0" cellpadding="0" border="0">
<tr><td bgcolor="#3b1b6b" style="padding:16px 24px" align="${align}"><a href="https://click.kochavcard.co.il/c/?u=home&amp;s=hdr"><img src="https://img.kochavcard.co.il/em/kochav-white.png" alt="כוכב | Kochav" width="110" border="0"></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:24px;font-size:15px;line-height:1.6;color:#222" align="${align}">
${body}
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#7d7390" align="${align}">
כוכב כרטיסי אשראי בע"מ · רח' הברזל 27, תל אביב · שירות לקוחות 03-6029900<br>
Download the app: <a href="https://click.kochavcard.co.il/c/?u=appstore&amp;s=ftr"><img src="https://img.kochavcard.co.il/em/appstore.png" alt="App Store" width="90"></a>
<a href="https://click.kochavcard.co.il/c/?u=play&amp;s=ftr"><img src="https://img.kochavcard.co.il/em/googleplay.png" alt="Google Play" width="90"></a><br>
<a href="https://click.kochavcard.co.il/c/?u=unsub&amp;s=ftr" style="color:#7d7390">הסרה מרשימת התפוצה</a> · © 2026
</td></tr>
</table>
</center>
</body></html>`;
}

// ------------------------------------------------------------------ Fakka Pay (ar, Egypt)

function fakka(preheader: string, body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>فكّة</title>
</head>
<body style="margin:0;background:#fff7ec;font-family:Tahoma,'Segoe UI',sans-serif">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0">${preheader}</span>
<table align="center" width="560" cellpadding="0" cellspacing="0" role="presentation" style="margin:20px auto;background:#ffffff;border-radius:14px;overflow:hidden">
<tr><td style="background:#ff8a00;padding:18px 24px;text-align:right">
<img src="https://cdn.fakkapay.com.eg/email/fakka-logo-white.png" alt="فكّة Fakka" height="30">
</td></tr>
<tr><td style="padding:26px 28px;text-align:right;font-size:15px;line-height:26px;color:#2a2a2a">
${body}
</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #f0e2cf;text-align:center;font-size:12px;color:#8a7a66;line-height:20px">
خدمة العملاء: 16789 (من داخل مصر) — +20 2 2461 9000 (من الخارج)<br>
فكّة للمدفوعات الإلكترونية ش.م.م، 14 شارع التسعين الشمالي، التجمع الخامس، القاهرة الجديدة<br>
مرخّصة من البنك المركزي المصري<br>
<a href="https://www.fakkapay.com.eg/ar/help" style="color:#ff8a00">المساعدة</a> &nbsp;|&nbsp;
<a href="https://www.fakkapay.com.eg/ar/privacy" style="color:#ff8a00">الخصوصية</a> &nbsp;|&nbsp;
<a href="https://www.facebook.com/FakkaPayEG" style="color:#ff8a00">فيسبوك</a>
</td></tr>
</table>
</body>
</html>`;
}

export const mails: Mail[] = [
  // 1
  {
    family: "bank-tavor",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "538104",
    link: null,
    from: "בנק תבור <no-reply@alerts.banktavor.co.il>",
    to: ME,
    subject: "קוד חד-פעמי לכניסה לאתר בנק תבור",
    date: "Tue, 01 Sep 2026 08:14:52 +0300",
    enc: "qp",
    text: `שלום נועם,

קיבלנו בקשה להתחבר לחשבון שלך באתר בנק תבור מדפדפן Chrome ב-Windows.

הקוד החד-פעמי שלך: 538104

הקוד בתוקף ל-10 דקות. אין למסור את הקוד לאף אחד, גם לא לנציג הבנק.
אם לא ניסית להתחבר, מומלץ לשנות סיסמה ולפנות למוקד בטלפון *2870.
${tavorText}`,
    html: tavor(
      "הקוד החד-פעמי שלך לכניסה",
      `<p style="margin:0 0 12px 0">שלום נועם,</p>
<p style="margin:0 0 16px 0">קיבלנו בקשה להתחבר לחשבון שלך באתר בנק תבור מדפדפן Chrome ב-Windows.</p>
<p style="margin:0 0 6px 0">הקוד החד-פעמי שלך:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="right"><tr>
<td style="background:#e8f0f9;border-radius:6px;padding:12px 22px;font-size:30px;font-weight:bold;letter-spacing:8px;color:#0b4f8a;font-family:'Courier New',monospace" dir="ltr">538104</td>
</tr></table>
<div style="clear:both;height:16px"></div>
<p style="margin:0 0 8px 0;font-size:13px;color:#5a6672">הקוד בתוקף ל-10 דקות. אין למסור את הקוד לאף אחד, גם לא לנציג הבנק.</p>
<p style="margin:0;font-size:13px;color:#5a6672">אם לא ניסית להתחבר, מומלץ לשנות סיסמה ולפנות למוקד בטלפון ‎*2870.</p>`,
    ),
  },
  // 2
  {
    family: "bank-tavor",
    group: "regional",
    lang: "he",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "בנק תבור <statements@mail.banktavor.co.il>",
    to: ME,
    subject: "דף החשבון החודשי שלך לחודש אוגוסט 2026",
    date: "Thu, 03 Sep 2026 06:02:11 +0300",
    enc: "b64",
    text: `שלום נועם חדאד,

מצורף דף החשבון לחשבון מס' 12-648-••••317 לתקופה 01/08/2026–31/08/2026.

יתרה בסוף התקופה: 18,422.65 ₪
סך זיכויים: 24,910.00 ₪
סך חיובים: 21,377.40 ₪

הקובץ מוגן בסיסמה: 4 הספרות האחרונות של תעודת הזהות שלך.
לצפייה בתנועות באתר: https://www.banktavor.co.il/private/statements
${tavorText}`,
    html: tavor(
      "דף החשבון לאוגוסט 2026 מצורף",
      `<p>שלום נועם חדאד,</p>
<p>מצורף דף החשבון לחשבון מס' <span dir="ltr">12-648-••••317</span> לתקופה <span dir="ltr">01/08/2026–31/08/2026</span>.</p>
<table role="presentation" cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #dde3ea;font-size:14px;margin:8px 0 16px 0">
<tr><td>יתרה בסוף התקופה</td><td align="left" dir="ltr"><b>18,422.65 ₪</b></td></tr>
<tr bgcolor="#f6f8fb"><td>סך זיכויים</td><td align="left" dir="ltr">24,910.00 ₪</td></tr>
<tr><td>סך חיובים</td><td align="left" dir="ltr">21,377.40 ₪</td></tr>
</table>
<p style="font-size:13px;color:#5a6672">הקובץ מוגן בסיסמה: 4 הספרות האחרונות של תעודת הזהות שלך.</p>
<p><a href="https://www.banktavor.co.il/private/statements" style="color:#0b4f8a">לצפייה בתנועות באתר</a></p>`,
    ),
    attachment: [
      "tavor_statement_2026-08.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // 3
  {
    family: "bank-tavor",
    group: "regional",
    lang: "he",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "בנק תבור <no-reply@alerts.banktavor.co.il>",
    to: ME,
    subject: "התקבלה העברה לחשבונך",
    date: "Sun, 11 Oct 2026 09:40:03 +0300",
    text: `שלום נועם,

התקבלה העברה בסך 12,480.00 ₪ לחשבונך 12-648-••••317.
מאת: קוונטרי סיסטמס בע"מ
אסמכתא: 90331245
תאריך ערך: 11/10/2026

היתרה העדכנית זמינה באפליקציה ובאתר.
${tavorText}`,
    html: tavor(
      "העברה בסך 12,480.00 ₪",
      `<p>שלום נועם,</p>
<p>התקבלה העברה לחשבונך <span dir="ltr">12-648-••••317</span>.</p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px">
<tr><td style="color:#6b7785">סכום</td><td dir="ltr"><b>12,480.00 ₪</b></td></tr>
<tr><td style="color:#6b7785">מאת</td><td>קוונטרי סיסטמס בע"מ</td></tr>
<tr><td style="color:#6b7785">אסמכתא</td><td dir="ltr">90331245</td></tr>
<tr><td style="color:#6b7785">תאריך ערך</td><td dir="ltr">11/10/2026</td></tr>
</table>
<p>היתרה העדכנית זמינה <a href="https://www.banktavor.co.il/app" style="color:#0b4f8a">באפליקציה</a> ובאתר.</p>`,
    ),
  },
  // 4
  {
    family: "kochav-card",
    group: "regional",
    lang: "he",
    kind: "monthly-charge",
    code: null,
    link: null,
    from: "כוכב כרטיסי אשראי <info@kochavcard.co.il>",
    to: ME,
    subject: "פירוט החיובים שלך לחודש ספטמבר מוכן",
    date: "Fri, 02 Oct 2026 07:31:40 +0300",
    html_enc: "qp",
    enc: "qp",
    text: `נועם שלום,
פירוט החיובים בכרטיס כוכב פלטינום המסתיים ב-4821 מוכן לצפייה.

סכום לחיוב ב-10/10/2026: 6,318.22 ₪
מתוכם בתשלומים: 1,240.00 ₪ (תשלום 3 מתוך 12)
עסקאות בחו"ל: 412.90 ₪

לצפייה בפירוט המלא באפליקציה או באתר:
https://click.kochavcard.co.il/c/?u=statement&s=body

כוכב כרטיסי אשראי בע"מ | 03-6029900`,
    html: kochav(
      "rtl",
      `<p>נועם שלום,</p>
<p>פירוט החיובים בכרטיס <b>כוכב פלטינום</b> המסתיים ב-<span dir="ltr">4821</span> מוכן לצפייה.</p>
<table cellpadding="8" cellspacing="0" width="100%" style="background:#f8f5fd;border-radius:8px;font-size:15px">
<tr><td>סכום לחיוב ב-<span dir="ltr">10/10/2026</span></td><td align="left" class="amt" dir="ltr">6,318.22 ₪</td></tr>
<tr><td>מתוכם בתשלומים (3 מתוך 12)</td><td align="left" dir="ltr">1,240.00 ₪</td></tr>
<tr><td>עסקאות בחו"ל</td><td align="left" dir="ltr">412.90 ₪</td></tr>
</table>
<p style="text-align:center;margin:22px 0"><a href="https://click.kochavcard.co.il/c/?u=statement&amp;s=body" style="background:#ffc53d;color:#3b1b6b;padding:12px 28px;border-radius:24px;text-decoration:none;font-weight:bold">לפירוט המלא</a></p>`,
    ),
  },
  // 5
  {
    family: "kochav-card",
    group: "regional",
    lang: "en",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Kochav Card Alerts <alerts@kochavcard.co.il>",
    to: ME,
    subject: "Card ending 4821: foreign transaction of EUR 89.00",
    date: "Sat, 19 Sep 2026 22:47:05 +0300",
    text: `Hi Noam,

Your Kochav Platinum card ending 4821 was just used abroad.

Merchant: PARKHAUS ZENTRUM MUNCHEN
Amount: EUR 89.00 (approx. 352.40 ILS)
Date: 19/09/2026 21:46 (Israel time)

If you made this purchase, there is nothing to do.
Don't recognise it? Block the card in the app or call us 24/7 on +972-3-6029900.
https://click.kochavcard.co.il/c/?u=block&s=alert

Kochav Credit Cards Ltd.`,
    html: kochav(
      "ltr",
      `<p>Hi Noam,</p>
<p>Your <b>Kochav Platinum</b> card ending <b>4821</b> was just used abroad.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border-left:3px solid #ffc53d">
<tr><td style="color:#7d7390">Merchant</td><td>PARKHAUS ZENTRUM MUNCHEN</td></tr>
<tr><td style="color:#7d7390">Amount</td><td class="amt">EUR 89.00 <span style="font-weight:normal;color:#7d7390">(approx. 352.40 ILS)</span></td></tr>
<tr><td style="color:#7d7390">Date</td><td>19/09/2026 21:46 (Israel time)</td></tr>
</table>
<p>If you made this purchase, there is nothing to do.</p>
<p style="font-size:13px">Don't recognise it? <a href="https://click.kochavcard.co.il/c/?u=block&amp;s=alert" style="color:#3b1b6b">Block the card</a> in the app or call us 24/7 on +972-3-6029900.</p>`,
    ),
  },
  // 6
  {
    family: "fakka-pay",
    group: "regional",
    lang: "ar",
    kind: "verify-link",
    code: null,
    link: "https://links.fakkapay.com.eg/ls/click?upn=fK2x9qPzV7cT-2BmLw8rN4hE3sYd0aJ&v=ar",
    from: "فكّة <hello@fakkapay.com.eg>",
    to: ME,
    subject: "أكّد بريدك الإلكتروني لتفعيل محفظة فكّة",
    date: "Mon, 07 Sep 2026 13:05:27 +0300",
    html_enc: "b64",
    enc: "qp",
    text: `أهلاً نعوم،

شكراً لتسجيلك في فكّة. باقي خطوة واحدة: أكّد إن ده بريدك الإلكتروني علشان نقدر نبعتلك إيصالات التحويلات وكشف الحساب الشهري.

تأكيد البريد الإلكتروني:
https://links.fakkapay.com.eg/ls/click?upn=fK2x9qPzV7cT-2BmLw8rN4hE3sYd0aJ&v=ar

الرابط صالح لمدة 48 ساعة. لو ما سجّلتش في فكّة، تجاهل الرسالة دي.

فريق فكّة
خدمة العملاء: 16789`,
    html: fakka(
      "خطوة أخيرة لتفعيل محفظتك",
      `<h1 style="font-size:22px;margin:0 0 14px 0;color:#ff8a00">أهلاً نعوم 👋</h1>
<p style="margin:0 0 12px 0">شكراً لتسجيلك في فكّة. باقي خطوة واحدة: أكّد إن ده بريدك الإلكتروني علشان نقدر نبعتلك إيصالات التحويلات وكشف الحساب الشهري.</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center" style="margin:22px auto"><tr>
<td bgcolor="#ff8a00" style="border-radius:26px"><a href="https://links.fakkapay.com.eg/ls/click?upn=fK2x9qPzV7cT-2BmLw8rN4hE3sYd0aJ&amp;v=ar" style="display:inline-block;padding:13px 34px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:16px">تأكيد البريد الإلكتروني</a></td>
</tr></table>
<p style="margin:0;font-size:13px;color:#8a7a66">الرابط صالح لمدة 48 ساعة. لو ما سجّلتش في فكّة، تجاهل الرسالة دي.</p>`,
    ),
  },
  // 7
  {
    family: "fakka-pay",
    group: "regional",
    lang: "ar",
    kind: "money-received",
    code: null,
    link: null,
    from: "فكّة <notifications@fakkapay.com.eg>",
    to: ME,
    subject: "وصلك تحويل بقيمة 1,250.00 ج.م",
    date: "Wed, 23 Sep 2026 18:22:49 +0300",
    text: `أهلاً نعوم،

وصلك تحويل على محفظة فكّة:
المبلغ: 1,250.00 ج.م
من: سلمى عبد الرحمن (010•••••428)
الرسالة: "نصيبك من عشا الخميس 🍕"
رقم العملية: FK-20260923-771904
الرصيد الحالي: 3,918.75 ج.م

فريق فكّة`,
    html: fakka(
      "سلمى عبد الرحمن حوّلت لك 1,250.00 ج.م",
      `<p style="margin:0 0 12px 0">أهلاً نعوم،</p>
<p style="margin:0 0 6px 0">وصلك تحويل على محفظة فكّة:</p>
<p style="font-size:34px;font-weight:bold;color:#1f9d55;margin:8px 0 16px 0" dir="ltr">+1,250.00 ج.م</p>
<table role="presentation" cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;background:#fffaf3">
<tr><td style="color:#8a7a66">من</td><td>سلمى عبد الرحمن <span dir="ltr">(010•••••428)</span></td></tr>
<tr><td style="color:#8a7a66">الرسالة</td><td>"نصيبك من عشا الخميس 🍕"</td></tr>
<tr><td style="color:#8a7a66">رقم العملية</td><td dir="ltr">FK-20260923-771904</td></tr>
<tr><td style="color:#8a7a66">الرصيد الحالي</td><td dir="ltr">3,918.75 ج.م</td></tr>
</table>`,
    ),
  },
  // 8
  {
    family: "fakka-pay",
    group: "regional",
    lang: "ar",
    kind: "pin-change-code",
    code: "690247",
    link: null,
    from: "فكّة <security@fakkapay.com.eg>",
    to: ME,
    subject: "رمز التحقق لتغيير الرقم السري للمحفظة",
    date: "Tue, 13 Oct 2026 11:58:02 +0300",
    enc: "8bit",
    text: `أهلاً نعوم،

طلبت تغيير الرقم السري (PIN) لمحفظة فكّة على جهاز Samsung SM-S918B.

رمز التحقق: 690 247

اكتب الرمز في التطبيق خلال 5 دقائق. موظفو فكّة عمرهم ما هيطلبوا منك الرمز ده.
لو مش انت اللي طلبت التغيير، كلّمنا فوراً على 16789.

فريق فكّة`,
    html: fakka(
      "رمز التحقق صالح لمدة 5 دقائق",
      `<p style="margin:0 0 12px 0">أهلاً نعوم،</p>
<p style="margin:0 0 16px 0">طلبت تغيير الرقم السري (PIN) لمحفظة فكّة على جهاز <span dir="ltr">Samsung SM-S918B</span>.</p>
<p style="margin:0 0 8px 0;text-align:center;color:#8a7a66">رمز التحقق</p>
<p style="margin:0 0 18px 0;text-align:center;font-size:34px;letter-spacing:6px;font-weight:bold;color:#2a2a2a" dir="ltr">690 247</p>
<p style="margin:0 0 8px 0;font-size:13px">اكتب الرمز في التطبيق خلال 5 دقائق. موظفو فكّة عمرهم ما هيطلبوا منك الرمز ده.</p>
<p style="margin:0;font-size:13px;color:#b3261e">لو مش انت اللي طلبت التغيير، كلّمنا فوراً على 16789.</p>`,
    ),
  },
  // 9
  {
    family: "kupat-shalva",
    group: "regional",
    lang: "he",
    kind: "results-ready",
    code: null,
    link: null,
    from: "שלווה שירותי בריאות <noreply@shalva-health.org.il>",
    to: ME,
    subject: "תוצאות בדיקות המעבדה שלך זמינות",
    date: "Wed, 09 Sep 2026 15:12:38 +0300",
    enc: "qp",
    text: `שלום נועם חדאד,

תוצאות בדיקות הדם שביצעת בתאריך 07/09/2026 בסניף רמת החייל זמינות לצפייה באזור האישי ובאפליקציית שלווה.
מטעמי פרטיות איננו שולחים תוצאות בדואר אלקטרוני.

לשאלות: מוקד שלווה *3640, זמין 24/7.

שלווה שירותי בריאות
https://www.shalva-health.org.il`,
    html: `<html dir="rtl"><body style="font-family:Arial,sans-serif;background:#ffffff;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:2px solid #13a89e"><img src="https://www.shalva-health.org.il/assets/mail/shalva-logo.png" alt="שלווה שירותי בריאות" width="150"></td></tr>
<tr><td style="padding:22px 0;font-size:15px;line-height:1.7;color:#263238;text-align:right">
<p>שלום נועם חדאד,</p>
<p>תוצאות בדיקות הדם שביצעת בתאריך <span dir="ltr">07/09/2026</span> בסניף רמת החייל זמינות לצפייה <a href="https://my.shalva-health.org.il/results" style="color:#13a89e">באזור האישי</a> ובאפליקציית שלווה.</p>
<p style="background:#eaf7f6;padding:10px 14px;font-size:13px">מטעמי פרטיות איננו שולחים תוצאות בדואר אלקטרוני.</p>
<p>לשאלות: מוקד שלווה <b dir="ltr">*3640</b>, זמין 24/7.</p>
</td></tr>
<tr><td style="font-size:11px;color:#90a4ae;padding:14px 0;border-top:1px solid #eceff1;text-align:right">
שלווה שירותי בריאות · ת.ד. 5120, ירושלים 9105001 · <a href="https://www.shalva-health.org.il/privacy" style="color:#90a4ae">פרטיות</a> · <a href="https://www.shalva-health.org.il/unsubscribe?t=mail" style="color:#90a4ae">הפסקת קבלת הודעות</a>
</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 10
  {
    family: "kupat-shalva",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "714096",
    link: null,
    from: "שלווה שירותי בריאות <noreply@shalva-health.org.il>",
    to: ME,
    subject: "קוד אימות לכניסה לאזור האישי",
    date: "Mon, 21 Sep 2026 20:03:14 +0300",
    html_enc: "qp",
    text: `שלום נועם,

קוד האימות לכניסה לאזור האישי באתר שלווה: 714096

הקוד תקף ל-5 דקות ולשימוש חד-פעמי.
אם לא ביקשת קוד, אפשר להתעלם מהודעה זו.

שלווה שירותי בריאות | *3640`,
    html: `<html dir="rtl"><body style="font-family:Arial,sans-serif;background:#f4f7f7;margin:0">
<div style="display:none">הקוד תקף ל-5 דקות</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="520" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:8px">
<tr><td style="padding:18px 24px;border-bottom:2px solid #13a89e;text-align:right"><img src="https://www.shalva-health.org.il/assets/mail/shalva-logo.png" alt="שלווה" width="120"></td></tr>
<tr><td style="padding:24px;text-align:right;font-size:15px;color:#263238">
<p>שלום נועם,</p>
<p>קוד האימות לכניסה לאזור האישי באתר שלווה:</p>
<table cellpadding="0" cellspacing="6" align="center" dir="ltr"><tr>
<td style="width:40px;height:48px;border:1px solid #13a89e;border-radius:6px;text-align:center;font-size:26px;font-weight:bold">7</td>
<td style="width:40px;height:48px;border:1px solid #13a89e;border-radius:6px;text-align:center;font-size:26px;font-weight:bold">1</td>
<td style="width:40px;height:48px;border:1px solid #13a89e;border-radius:6px;text-align:center;font-size:26px;font-weight:bold">4</td>
<td style="width:40px;height:48px;border:1px solid #13a89e;border-radius:6px;text-align:center;font-size:26px;font-weight:bold">0</td>
<td style="width:40px;height:48px;border:1px solid #13a89e;border-radius:6px;text-align:center;font-size:26px;font-weight:bold">9</td>
<td style="width:40px;height:48px;border:1px solid #13a89e;border-radius:6px;text-align:center;font-size:26px;font-weight:bold">6</td>
</tr></table>
<p style="font-size:13px;color:#607d8b">הקוד תקף ל-5 דקות ולשימוש חד-פעמי. אם לא ביקשת קוד, אפשר להתעלם מהודעה זו.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#90a4ae;text-align:right">שלווה שירותי בריאות · <span dir="ltr">*3640</span> · <a href="https://www.shalva-health.org.il/privacy" style="color:#90a4ae">פרטיות</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 11
  {
    family: "kupat-shalva",
    group: "regional",
    lang: "he",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "שלווה - תזכורות <reminders@shalva-health.org.il>",
    to: ME,
    subject: 'תזכורת: תור לד"ר אורית בן שושן מחר ב-16:20',
    date: "Sun, 04 Oct 2026 10:00:00 +0300",
    text: `שלום נועם,

זוהי תזכורת לתור שנקבע עבורך:
רופאה: ד"ר אורית בן שושן, רפואת עור
מועד: יום שני 05/10/2026 בשעה 16:20
מקום: מרפאת שלווה רמת החייל, רח' הברזל 30, קומה 2, חדר 214

נא להגיע 10 דקות לפני התור עם כרטיס חבר.
אם אינך יכול להגיע, ניתן לבטל את התור באפליקציה או במוקד *3640 כדי לפנות אותו למטופלים אחרים.

בריאות טובה,
שלווה שירותי בריאות`,
    html: null,
  },
  // 12
  {
    family: "petra-mobile",
    group: "regional",
    lang: "ar",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "بترا موبايل <ebill@petramobile.jo>",
    to: ME,
    subject: "فاتورتك لشهر أيلول 2026 جاهزة",
    date: "Thu, 01 Oct 2026 09:15:00 +0300",
    enc: "b64",
    text: `عزيزي المشترك نعوم حداد،

فاتورتك الإلكترونية لرقم الخط 079•••5512 عن شهر أيلول 2026 مرفقة بهذه الرسالة.

رقم الحساب: 4000218863
قيمة الفاتورة: 18.750 د.أ
تاريخ الاستحقاق: 20/10/2026

يمكنك الدفع عبر تطبيق بترا موبايل أو من خلال إي فواتيركم.

مع تحيات
بترا موبايل - خدمة العملاء 0790000100`,
    html: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#f2f2f2;font-family:'Noto Kufi Arabic',Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f2f2"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td bgcolor="#c8102e" style="padding:14px 20px"><img src="https://www.petramobile.jo/static/mail/petra-logo-w.png" alt="بترا موبايل" height="34"></td></tr>
<tr><td style="padding:24px 26px;text-align:right;color:#333;font-size:14px;line-height:24px">
<p>عزيزي المشترك نعوم حداد،</p>
<p>فاتورتك الإلكترونية لرقم الخط <span dir="ltr">079•••5512</span> عن شهر أيلول 2026 مرفقة بهذه الرسالة.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #eee">
<tr bgcolor="#fafafa"><td>رقم الحساب</td><td dir="ltr" align="left">4000218863</td></tr>
<tr><td>قيمة الفاتورة</td><td align="left"><b>18.750 د.أ</b></td></tr>
<tr bgcolor="#fafafa"><td>تاريخ الاستحقاق</td><td dir="ltr" align="left">20/10/2026</td></tr>
</table>
<p>يمكنك الدفع عبر <a href="https://www.petramobile.jo/ar/app" style="color:#c8102e">تطبيق بترا موبايل</a> أو من خلال إي فواتيركم.</p>
</td></tr>
<tr><td bgcolor="#222" style="padding:16px 20px;color:#aaa;font-size:11px;text-align:center">
بترا موبايل ذ.م.م · شارع الملكة رانيا 210، عمّان · 0790000100<br>
<a href="https://www.petramobile.jo/ar/privacy" style="color:#ddd">سياسة الخصوصية</a> · <a href="https://www.instagram.com/petramobile.jo" style="color:#ddd">Instagram</a> · © 2026
</td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "Invoice_4000218863_202609.pdf",
      "application/pdf",
      "%PDF-1.5\n%petra\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // 13
  {
    family: "petra-mobile",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://my.petramobile.jo/account/email/confirm?token=pm_9f3c0e71a2b64d88b5e1&lang=en",
    from: "Petra Mobile <no-reply@my.petramobile.jo>",
    to: ME,
    subject: "Confirm your email to receive e-bills",
    date: "Sat, 12 Sep 2026 12:41:09 +0300",
    text: `Dear Noam,

You asked to receive your Petra Mobile bills by email at noam.haddad@inbox.example.
Please confirm this address:

https://my.petramobile.jo/account/email/confirm?token=pm_9f3c0e71a2b64d88b5e1&lang=en

Until you confirm, your bills will continue to arrive by SMS.
The link expires in 24 hours.

Petra Mobile Customer Care - 0790000100
Queen Rania Street 210, Amman, Jordan`,
    html: `<html><body style="margin:0;background:#f2f2f2;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td bgcolor="#c8102e" style="padding:14px 20px"><img src="https://www.petramobile.jo/static/mail/petra-logo-w-en.png" alt="Petra Mobile" height="34"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#333;line-height:22px">
<p>Dear Noam,</p>
<p>You asked to receive your Petra Mobile bills by email at <b>noam.haddad@inbox.example</b>. Please confirm this address.</p>
<p style="text-align:center;padding:10px 0"><a href="https://my.petramobile.jo/account/email/confirm?token=pm_9f3c0e71a2b64d88b5e1&amp;lang=en" style="background:#c8102e;color:#fff;text-decoration:none;padding:12px 30px;display:inline-block;font-weight:bold">Confirm email</a></p>
<p style="font-size:13px;color:#777">Until you confirm, your bills will continue to arrive by SMS. The link expires in 24 hours.</p>
</td></tr>
<tr><td bgcolor="#222" style="padding:16px 20px;color:#aaa;font-size:11px;text-align:center">
Petra Mobile LLC · Queen Rania Street 210, Amman · 0790000100<br>
<a href="https://www.petramobile.jo/en/privacy" style="color:#ddd">Privacy</a> · <a href="https://www.petramobile.jo/en/terms" style="color:#ddd">Terms</a> · © 2026
</td></tr></table></td></tr></table></body></html>`,
  },
  // 14
  {
    family: "petra-mobile",
    group: "regional",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Petra Mobile <notify@petramobile.jo>",
    to: ME,
    subject: "You've used 80% of your 60 GB data bundle",
    date: "Sun, 27 Sep 2026 16:30:51 +0300",
    text: `Hi Noam,

You have used 48 GB of your 60 GB monthly bundle on 079•••5512.
Your bundle renews on 01/10/2026.

Need more? Add 10 GB for JOD 3.500 from the Petra app or dial *121#.

Petra Mobile`,
    html: null,
  },
  // 15
  {
    family: "karmel-fiber",
    group: "regional",
    lang: "he",
    kind: "technician-visit",
    code: null,
    link: null,
    from: "כרמל סיבים <service@karmel-fiber.co.il>",
    to: ME,
    subject: "נקבע ביקור טכנאי להתקנת סיבים אופטיים",
    date: "Tue, 08 Sep 2026 11:17:44 +0300",
    html_enc: "qp",
    enc: "qp",
    text: `היי נועם,

ביקור הטכנאי להתקנת התשתית נקבע ל:
יום חמישי, 10/09/2026, בין השעות 12:00–16:00
כתובת: רח' הדקל 14 דירה 7, גבעתיים

מספר הזמנה: KF-558210
חבילה: סיב 1000 מגה + נתב Wi-Fi 7, 119 ₪ לחודש

הטכנאי יתקשר כחצי שעה לפני ההגעה. חשוב שיהיה מבוגר בבית וגישה לארון התקשורת בלובי.

כרמל סיבים | 1-700-505-606`,
    html: `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#0f1b2d">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0f1b2d"><tr><td align="center" style="padding:24px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:Heebo,Arial,sans-serif">
<tr><td style="padding:22px 26px;text-align:right"><img src="https://cdn.karmel-fiber.co.il/mail/logo.svg" alt="כרמל סיבים" width="140"></td></tr>
<tr><td style="padding:0 26px 10px;text-align:right;font-size:22px;font-weight:700;color:#0f1b2d">הטכנאי בדרך אליך ביום חמישי 🛠️</td></tr>
<tr><td style="padding:0 26px 20px;text-align:right;font-size:15px;line-height:1.6;color:#334">
<p>היי נועם, ביקור הטכנאי להתקנת התשתית נקבע ל:</p>
<table cellpadding="6" cellspacing="0" width="100%" style="background:#f0f6ff;border-radius:8px">
<tr><td>📅 יום חמישי, <span dir="ltr">10/09/2026</span></td></tr>
<tr><td>🕛 בין השעות <span dir="ltr">12:00–16:00</span></td></tr>
<tr><td>📍 רח' הדקל 14 דירה 7, גבעתיים</td></tr>
</table>
<p>מספר הזמנה: <span dir="ltr">KF-558210</span><br>חבילה: סיב 1000 מגה + נתב Wi-Fi 7, <span dir="ltr">119 ₪</span> לחודש</p>
<p>הטכנאי יתקשר כחצי שעה לפני ההגעה. חשוב שיהיה מבוגר בבית וגישה לארון התקשורת בלובי.</p>
<p>צריך לשנות מועד? <a href="https://www.karmel-fiber.co.il/my/appointments" style="color:#1565c0">באזור האישי</a> או ב-<span dir="ltr">1-700-505-606</span>.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f5f7fa;font-size:11px;color:#7a8699;text-align:right;border-radius:0 0 12px 12px">כרמל סיבים תקשורת בע"מ · שד' הנשיא 50, חיפה · <a href="https://www.karmel-fiber.co.il/terms" style="color:#7a8699">תקנון</a> · <a href="https://www.karmel-fiber.co.il/privacy" style="color:#7a8699">פרטיות</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 16
  {
    family: "karmel-fiber",
    group: "regional",
    lang: "he",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "כרמל סיבים - חשבונות <billing@karmel-fiber.co.il>",
    to: ME,
    subject: "קבלה על תשלום - חשבונית 2026/10/338174",
    date: "Thu, 15 Oct 2026 04:12:09 +0300",
    text: `לקוח/ה יקר/ה,

התקבל תשלום בסך 119.00 ₪ עבור שירותי אינטרנט לתקופה 01/10/2026–31/10/2026.
אמצעי תשלום: כרטיס אשראי המסתיים ב-4821
מספר לקוח: 2207719
חשבונית מס/קבלה: 2026/10/338174

את החשבונית המלאה ניתן להוריד באזור האישי: https://www.karmel-fiber.co.il/my/invoices

תודה שבחרת בכרמל סיבים.
1-700-505-606`,
    html: null,
  },
  // 17
  {
    family: "aklaty",
    group: "consumer",
    lang: "ar",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "أكلتي <orders@aklaty.app>",
    to: ME,
    subject: "إيصال طلبك من كشري التحرير #AK-4471290",
    date: "Fri, 18 Sep 2026 21:36:12 +0300",
    html_enc: "b64",
    enc: "8bit",
    text: `شكراً يا نعوم! وصل طلبك.

المطعم: كشري التحرير - فرع المعادي
رقم الطلب: AK-4471290
2 × كشري كبير .............. 110.00 ج.م
1 × أرز بلبن ................ 35.00 ج.م
رسوم التوصيل ................ 19.00 ج.م
خصم (كود GOMAA25) ......... -25.00 ج.م
الإجمالي .................... 139.00 ج.م
الدفع: نقداً عند الاستلام

قيّم طلبك: https://aklaty.app/r/AK-4471290

أكلتي - 19876`,
    html: `<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdf1f1;font-family:Tahoma,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">طلبك #AK-4471290 وصل. بالهنا والشفا!</div>
<table role="presentation" width="100%"><tr><td align="center" style="padding:18px">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:16px">
<tr><td style="padding:20px;text-align:center"><img src="https://img.aklaty.app/mail/aklaty-logo-red.png" alt="أكلتي" height="40"></td></tr>
<tr><td style="padding:0 26px;text-align:center;font-size:20px;font-weight:bold;color:#e23744">شكراً يا نعوم! وصل طلبك 🎉</td></tr>
<tr><td style="padding:18px 26px;font-size:14px;color:#333;text-align:right">
<p>كشري التحرير - فرع المعادي<br><span style="color:#888">رقم الطلب: <span dir="ltr">AK-4471290</span> · الجمعة 18 سبتمبر، 9:34 م</span></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px dashed #ddd">
<tr><td>2 × كشري كبير</td><td align="left">110.00 ج.م</td></tr>
<tr><td>1 × أرز بلبن</td><td align="left">35.00 ج.م</td></tr>
<tr><td style="color:#888">رسوم التوصيل</td><td align="left" style="color:#888">19.00 ج.م</td></tr>
<tr><td style="color:#1f9d55">خصم (كود GOMAA25)</td><td align="left" style="color:#1f9d55">-25.00 ج.م</td></tr>
<tr><td style="border-top:1px solid #eee"><b>الإجمالي</b></td><td align="left" style="border-top:1px solid #eee"><b>139.00 ج.م</b></td></tr>
</table>
<p style="color:#888">الدفع: نقداً عند الاستلام</p>
<p style="text-align:center"><a href="https://aklaty.app/r/AK-4471290" style="color:#e23744;font-weight:bold">⭐ قيّم طلبك</a></p>
</td></tr>
<tr><td style="padding:14px;text-align:center;font-size:11px;color:#999">أكلتي للتوصيل · الخط الساخن 19876 · <a href="https://aklaty.app/ar/help" style="color:#999">مركز المساعدة</a><br>
<a href="https://apps.apple.com/eg/app/aklaty/id1588234011"><img src="https://img.aklaty.app/mail/badge-appstore-ar.png" alt="حمّل من App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=app.aklaty.customer"><img src="https://img.aklaty.app/mail/badge-gplay-ar.png" alt="احصل عليه من Google Play" height="32"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 18
  {
    family: "aklaty",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "4417",
    link: null,
    from: "Aklaty <no-reply@aklaty.app>",
    to: ME,
    subject: "4417 is your Aklaty login code",
    date: "Sat, 26 Sep 2026 13:02:44 +0300",
    text: `Your Aklaty login code is 4417.

Enter it in the app to continue. It expires in 3 minutes.
Didn't try to log in? You can safely ignore this email.

Aklaty - food and groceries, delivered
https://aklaty.app/en/help`,
    html:
      `<html><body style="font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#ffffff;margin:0;padding:24px">
<table width="100%" style="max-width:480px;margin:0 auto" cellpadding="0" cellspacing="0">
<tr><td><img src="https://img.aklaty.app/mail/aklaty-logo-red-en.png" alt="Aklaty" height="32"></td></tr>
<tr><td style="padding:24px 0 8px;font-size:16px;color:#222">Your Aklaty login code is</td></tr>
<tr><td style="font-size:40px;font-weight:800;letter-spacing:12px;color:#e23744;padding-bottom:16px">4417</td></tr>
<tr><td style="font-size:14px;color:#555;line-height:20px">Enter it in the app to continue. It expires in 3 minutes.<br>Didn't try to log in? You can safely ignore this email.</td></tr>
<tr><td style="padding-top:28px;font-size:11px;color:#aaa">Aklaty · food and groceries, delivered · <a href="https://aklaty.app/en/help" style="color:#aaa">Help</a> · <a href="https://aklaty.app/en/privacy" style="color:#aaa">Privacy</a></td></tr>
</table></body></html>`,
  },
  // 19
  {
    family: "aklaty",
    group: "consumer",
    lang: "ar",
    kind: "delivery-pin",
    code: "8302",
    link: null,
    from: "أكلتي <orders@aklaty.app>",
    to: ME,
    subject: "طلبك من كارفور ماركت في الطريق - رمز الاستلام 8302",
    date: "Sat, 10 Oct 2026 19:48:30 +0300",
    html_enc: "qp",
    text: `طلبك في الطريق يا نعوم!

المندوب: محمود (دراجة نارية)
الوصول المتوقع: 8:05 م - 8:15 م
رقم الطلب: AK-4530118

رمز الاستلام: 8302
اِدّي الرمز ده للمندوب وقت الاستلام بس، علشان نتأكد إن الطلب وصل لك انت.

تتبّع الطلب من التطبيق.
أكلتي - 19876`,
    html: `<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdf1f1;font-family:Tahoma,Arial,sans-serif">
<table role="presentation" width="100%"><tr><td align="center" style="padding:18px">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:16px">
<tr><td style="padding:20px;text-align:center"><img src="https://img.aklaty.app/mail/aklaty-logo-red.png" alt="أكلتي" height="40"></td></tr>
<tr><td style="padding:0 26px;text-align:center;font-size:20px;font-weight:bold;color:#222">طلبك في الطريق يا نعوم! 🛵</td></tr>
<tr><td style="padding:16px 26px;text-align:right;font-size:14px;color:#444;line-height:24px">
المندوب: محمود (دراجة نارية)<br>
الوصول المتوقع: <span dir="ltr">8:05 - 8:15</span> م<br>
رقم الطلب: <span dir="ltr">AK-4530118</span>
</td></tr>
<tr><td align="center" style="padding:6px 26px 18px">
<table cellpadding="0" cellspacing="0" style="border:2px dashed #e23744;border-radius:12px"><tr><td style="padding:12px 28px;text-align:center">
<div style="font-size:13px;color:#888">رمز الاستلام</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:10px;color:#e23744" dir="ltr">8302</div>
</td></tr></table>
<p style="font-size:13px;color:#666">اِدّي الرمز ده للمندوب وقت الاستلام بس، علشان نتأكد إن الطلب وصل لك انت.</p>
</td></tr>
<tr><td style="padding:14px;text-align:center;font-size:11px;color:#999">أكلتي للتوصيل · الخط الساخن 19876 · <a href="https://aklaty.app/ar/help" style="color:#999">مركز المساعدة</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 20
  {
    family: "tzafon-market",
    group: "consumer",
    lang: "he",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "צפון מרקט אונליין <online@tzafonmarket.co.il>",
    to: ME,
    subject: "ההזמנה שלך התקבלה! מס' 8817402",
    date: "Wed, 16 Sep 2026 22:08:57 +0300",
    enc: "qp",
    text: `תודה נועם, ההזמנה התקבלה.

מספר הזמנה: 8817402
משלוח: יום שישי 18/09/2026, חלון 08:00–10:00
כתובת: הדקל 14/7, גבעתיים
סכום משוער: 486.30 ₪ (כולל דמי משלוח 29.90 ₪)

הסכום הסופי ייקבע לאחר ליקוט מוצרים במשקל. החיוב יבוצע ביום המשלוח בכרטיס המסתיים ב-4821.
אפשר להוסיף מוצרים עד יום חמישי ב-20:00 דרך "ההזמנות שלי" באתר.

צפון מרקט אונליין | *6070`,
    html:
      `<html dir="rtl"><head><meta charset="utf-8"><style>.it td{border-bottom:1px solid #f0f0f0;padding:6px 4px}</style></head>
<body style="margin:0;background:#f7faf3;font-family:Rubik,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#2e7d32;padding:14px 22px;text-align:right"><a href="https://www.tzafonmarket.co.il/?utm_source=mail&amp;utm_campaign=order_conf"><img src="https://www.tzafonmarket.co.il/img/mail/logo-white.png" alt="צפון מרקט" width="130" border="0"></a></td></tr>
<tr><td style="padding:24px;text-align:right;color:#222;font-size:15px">
<h2 style="margin:0 0 10px;color:#2e7d32">תודה נועם, ההזמנה התקבלה 🛒</h2>
<table width="100%" cellpadding="0" cellspacing="0" class="it" style="font-size:14px">
<tr><td>מספר הזמנה</td><td align="left" dir="ltr">8817402</td></tr>
<tr><td>משלוח</td><td align="left">יום שישי <span dir="ltr">18/09/2026</span>, <span dir="ltr">08:00–10:00</span></td></tr>
<tr><td>כתובת</td><td align="left">הדקל 14/7, גבעתיים</td></tr>
<tr><td>סכום משוער</td><td align="left"><b dir="ltr">486.30 ₪</b></td></tr>
<tr><td style="color:#777">מתוכו דמי משלוח</td><td align="left" style="color:#777" dir="ltr">29.90 ₪</td></tr>
</table>
<p style="font-size:13px;color:#666">הסכום הסופי ייקבע לאחר ליקוט מוצרים במשקל. החיוב יבוצע ביום המשלוח בכרטיס המסתיים ב-<span dir="ltr">4821</span>.</p>
<p style="font-size:13px">אפשר להוסיף מוצרים עד יום חמישי ב-20:00 דרך <a href="https://www.tzafonmarket.co.il/account/orders?utm_source=mail" style="color:#2e7d32">ההזמנות שלי</a>.</p>
</td></tr>
<tr><td style="padding:14px 22px;background:#f1f5ec;font-size:11px;color:#7b8a6e;text-align:right">צפון מרקט בע"מ · רח' המלאכה 9, יקנעם עילית · <span dir="ltr">*6070</span> · <a href="https://www.tzafonmarket.co.il/unsubscribe" style="color:#7b8a6e">הסרה מדיוור</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 21
  {
    family: "tzafon-market",
    group: "consumer",
    lang: "he",
    kind: "substitutions",
    code: null,
    link: null,
    from: "צפון מרקט אונליין <online@tzafonmarket.co.il>",
    to: ME,
    subject: "ההזמנה 8817402 לוקטה ויוצאת לדרך",
    date: "Fri, 18 Sep 2026 07:21:33 +0300",
    text: `בוקר טוב נועם,

ההזמנה 8817402 לוקטה ותגיע היום בין 08:00 ל-10:00.

שינויים בהזמנה:
- יוגורט דנונה 1.5% 200 גרם: חסר במלאי, הוחלף ב"יוגורט יטבתה 1.5%" (ללא שינוי מחיר)
- אבוקדו האס: נשקל 1.12 ק"ג (הוזמן 1 ק"ג)

סכום לחיוב: 491.85 ₪

לא מעוניין בתחליף? אפשר להחזיר אותו לשליח.
צפון מרקט אונליין | *6070`,
    html: null,
  },
  // 22
  {
    family: "tzafon-market",
    group: "consumer",
    lang: "he",
    kind: "reset-link",
    code: null,
    link: "https://www.tzafonmarket.co.il/account/reset-password?key=c1Zy3NnW7kTq0pVb&uid=520931",
    from: "צפון מרקט אונליין <no-reply@tzafonmarket.co.il>",
    to: ME,
    subject: "איפוס סיסמה באתר צפון מרקט",
    date: "Mon, 12 Oct 2026 08:50:16 +0300",
    html_enc: "qp",
    text: `שלום נועם,

קיבלנו בקשה לאיפוס הסיסמה לחשבון שלך באתר צפון מרקט.
לבחירת סיסמה חדשה היכנס לקישור הבא:
https://www.tzafonmarket.co.il/account/reset-password?key=c1Zy3NnW7kTq0pVb&uid=520931

הקישור תקף לשעה אחת. אם לא ביקשת איפוס, אפשר להתעלם מהמייל והסיסמה הנוכחית תישאר בתוקף.

צפון מרקט אונליין`,
    html: `<html dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7faf3;font-family:Rubik,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#2e7d32;padding:14px 22px;text-align:right"><img src="https://www.tzafonmarket.co.il/img/mail/logo-white.png" alt="צפון מרקט" width="130"></td></tr>
<tr><td style="padding:28px 24px;text-align:right;color:#222;font-size:15px;line-height:1.6">
<p>שלום נועם,</p>
<p>קיבלנו בקשה לאיפוס הסיסמה לחשבון שלך באתר צפון מרקט.</p>
<p style="text-align:center;margin:24px 0"><a href="https://www.tzafonmarket.co.il/account/reset-password?key=c1Zy3NnW7kTq0pVb&amp;uid=520931" style="background:#2e7d32;color:#fff;text-decoration:none;padding:12px 36px;border-radius:6px;font-weight:bold">בחירת סיסמה חדשה</a></p>
<p style="font-size:13px;color:#666">הקישור תקף לשעה אחת. אם לא ביקשת איפוס, אפשר להתעלם מהמייל והסיסמה הנוכחית תישאר בתוקף.</p>
</td></tr>
<tr><td style="padding:14px 22px;background:#f1f5ec;font-size:11px;color:#7b8a6e;text-align:right">צפון מרקט בע"מ · רח' המלאכה 9, יקנעם עילית · <span dir="ltr">*6070</span> · <a href="https://www.tzafonmarket.co.il/privacy" style="color:#7b8a6e">מדיניות פרטיות</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 23
  {
    family: "givat-oren-city",
    group: "regional",
    lang: "he",
    kind: "tax-bill",
    code: null,
    link: null,
    from: "עיריית גבעת אורן <e-billing@givat-oren.muni.il>",
    to: ME,
    subject: "שובר ארנונה לתקופה ספטמבר–אוקטובר 2026",
    date: "Tue, 01 Sep 2026 10:30:00 +0300",
    enc: "b64",
    text: `לכבוד נועם חדאד
מספר משלם: 30418872
נכס: הדקל 14 דירה 7, שטח 84 מ"ר

חיוב ארנונה לתקופה 09–10/2026: 1,096.40 ₪
מועד תשלום אחרון: 30/09/2026

החיוב ייגבה בהוראת קבע מחשבונך. אם אין הוראת קבע, ניתן לשלם באתר העירייה או במוקד 106.
לבקשת הנחה (אזרח ותיק, סטודנט, נכות) יש להגיש טופס עד 31/12/2026.

מחלקת גבייה, עיריית גבעת אורן
שד' העצמאות 1, גבעת אורן | מוקד עירוני 106 | 08-6543210`,
    html: `<html dir="rtl"><body style="margin:0;font-family:David,Arial,sans-serif;background:#fafafa">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ddd">
<tr><td style="padding:14px 20px;border-bottom:4px solid #00629b"><table width="100%"><tr>
<td style="text-align:right"><img src="https://www.givat-oren.muni.il/_layouts/mail/semel-ir.png" alt="סמל עיריית גבעת אורן" height="56"></td>
<td style="text-align:left;font-size:13px;color:#00629b">עיריית גבעת אורן<br>מחלקת גבייה</td></tr></table></td></tr>
<tr><td style="padding:20px;text-align:right;font-size:14px;line-height:1.7">
<p>לכבוד נועם חדאד<br>מספר משלם: <span dir="ltr">30418872</span><br>נכס: הדקל 14 דירה 7, שטח 84 מ"ר</p>
<table cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfd8dc;font-size:14px" width="100%">
<tr bgcolor="#e3f2fd"><th>תקופה</th><th>סכום</th><th>מועד אחרון</th></tr>
<tr><td align="center" dir="ltr">09–10/2026</td><td align="center"><b dir="ltr">1,096.40 ₪</b></td><td align="center" dir="ltr">30/09/2026</td></tr>
</table>
<p>החיוב ייגבה בהוראת קבע מחשבונך. אם אין הוראת קבע, ניתן <a href="https://pay.givat-oren.muni.il/arnona" style="color:#00629b">לשלם באתר העירייה</a> או במוקד 106.</p>
<p style="font-size:12px;color:#555">לבקשת הנחה (אזרח ותיק, סטודנט, נכות) יש להגיש טופס עד <span dir="ltr">31/12/2026</span>.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#eceff1;font-size:11px;color:#546e7a;text-align:right">שד' העצמאות 1, גבעת אורן · מוקד עירוני 106 · <span dir="ltr">08-6543210</span> · <a href="https://www.givat-oren.muni.il/accessibility" style="color:#546e7a">נגישות</a></td></tr>
</table></body></html>`,
    attachment: [
      "shovar_arnona_30418872_09-2026.pdf",
      "application/pdf",
      "%PDF-1.4\n%arnona\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // 24
  {
    family: "givat-oren-city",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "29461",
    link: null,
    from: "גבעת אורן דיגיטלית <digital@givat-oren.muni.il>",
    to: ME,
    subject: "קוד הזדהות לאתר השירותים הדיגיטליים",
    date: "Sun, 20 Sep 2026 12:11:45 +0300",
    text: `תושב/ת יקר/ה,

קוד ההזדהות שלך לאתר השירותים הדיגיטליים של עיריית גבעת אורן הוא:

29461

יש להזין את הקוד בחלון ההתחברות. הקוד תקף ל-15 דקות.
העירייה לא תבקש ממך את הקוד בטלפון.

גבעת אורן דיגיטלית | מוקד 106`,
    html: null,
  },
  // 25
  {
    family: "givat-oren-city",
    group: "regional",
    lang: "he",
    kind: "request-received",
    code: null,
    link: null,
    from: "מוקד 106 גבעת אורן <moked106@givat-oren.muni.il>",
    to: ME,
    subject: "פנייתך התקבלה - מספר פנייה 2026-118734",
    date: "Sun, 20 Sep 2026 12:19:02 +0300",
    enc: "qp",
    text: `שלום נועם,

פנייתך למוקד העירוני התקבלה ותטופל על ידי אגף שפ"ע.

מספר פנייה: 2026-118734
נושא: פנס רחוב לא תקין
מיקום: רח' הדקל מול מס' 9
זמן טיפול משוער: עד 5 ימי עבודה

נעדכן אותך במייל כשהטיפול יסתיים. למעקב אחר הפנייה: https://www.givat-oren.muni.il/106/track

מוקד 106 - עיריית גבעת אורן`,
    html: `<html dir="rtl"><body style="margin:0;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:10px">
<table width="600" cellpadding="14" cellspacing="0" style="border:1px solid #cfd8dc">
<tr><td bgcolor="#00629b" style="color:#fff;font-size:18px;text-align:right">מוקד 106 · עיריית גבעת אורן</td></tr>
<tr><td style="text-align:right;font-size:14px;line-height:1.7;color:#263238">
<p>שלום נועם,</p>
<p>פנייתך למוקד העירוני התקבלה ותטופל על ידי אגף שפ"ע.</p>
<ul style="padding-right:18px">
<li>מספר פנייה: <b dir="ltr">2026-118734</b></li>
<li>נושא: פנס רחוב לא תקין</li>
<li>מיקום: רח' הדקל מול מס' 9</li>
<li>זמן טיפול משוער: עד 5 ימי עבודה</li>
</ul>
<p>נעדכן אותך במייל כשהטיפול יסתיים. <a href="https://www.givat-oren.muni.il/106/track" style="color:#00629b">למעקב אחר הפנייה</a></p>
</td></tr>
<tr><td style="background:#eceff1;font-size:11px;color:#546e7a;text-align:right">הודעה אוטומטית, אין להשיב. · <a href="https://www.givat-oren.muni.il/privacy" style="color:#546e7a">פרטיות</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 26
  {
    family: "nabd-fitness",
    group: "consumer",
    lang: "en",
    kind: "membership-receipt",
    code: null,
    link: null,
    from: "Nabd Fitness <membership@nabdfitness.jo>",
    to: ME,
    subject: "Receipt: Nabd Fitness 3-month membership (Abdoun)",
    date: "Mon, 14 Sep 2026 17:55:21 +0300",
    text: `Thanks for renewing, Noam!

Receipt no.: NB-ABD-0093321
Plan: Unlimited 3 months, Abdoun branch
Period: 15/09/2026 - 14/12/2026
Amount paid: JOD 135.000 (incl. 16% sales tax)
Paid with: Visa •••• 4821

Your member ID stays the same: 200418.
Opening hours: Sat-Thu 05:30-23:00, Fri 09:00-21:00.

Nabd Fitness - Abdoun, Al-Qahira St. 44, Amman
+962 6 592 4400 | nabdfitness.jo`,
    html: `<html><body style="margin:0;background:#111;font-family:'Montserrat',Arial,sans-serif;color:#eee">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#111"><tr><td align="center" style="padding:24px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#1c1c1c;border-radius:10px">
<tr><td style="padding:22px;text-align:center"><img src="https://nabdfitness.jo/mail/nabd-logo-lime.png" alt="NABD FITNESS" height="36"></td></tr>
<tr><td style="padding:0 26px 8px;font-size:22px;font-weight:700;color:#c6ff3d;text-align:center">Thanks for renewing, Noam!</td></tr>
<tr><td style="padding:14px 26px;font-size:14px">
<table width="100%" cellpadding="7" cellspacing="0" style="color:#ddd">
<tr><td style="color:#888">Receipt no.</td><td align="right">NB-ABD-0093321</td></tr>
<tr><td style="color:#888">Plan</td><td align="right">Unlimited 3 months · Abdoun</td></tr>
<tr><td style="color:#888">Period</td><td align="right">15/09/2026 – 14/12/2026</td></tr>
<tr><td style="color:#888">Amount paid</td><td align="right"><b>JOD 135.000</b> <span style="color:#888">(incl. 16% sales tax)</span></td></tr>
<tr><td style="color:#888">Paid with</td><td align="right">Visa •••• 4821</td></tr>
</table>
<p style="color:#aaa;font-size:13px">Your member ID stays the same: 200418.<br>Opening hours: Sat–Thu 05:30–23:00, Fri 09:00–21:00.</p>
</td></tr>
<tr><td style="padding:16px;text-align:center;font-size:11px;color:#777">Nabd Fitness · Al-Qahira St. 44, Abdoun, Amman · +962 6 592 4400<br>
<a href="https://www.instagram.com/nabdfitness" style="color:#c6ff3d">Instagram</a> · <a href="https://nabdfitness.jo/terms" style="color:#c6ff3d">Membership terms</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 27
  {
    family: "nabd-fitness",
    group: "consumer",
    lang: "ar",
    kind: "class-reminder",
    code: null,
    link: null,
    from: "نبض فتنس <classes@nabdfitness.jo>",
    to: ME,
    subject: "تذكير: حصة سبينينغ غداً الساعة 7:00 صباحاً",
    date: "Tue, 29 Sep 2026 20:00:00 +0300",
    text: `مرحباً نعوم،

نذكّرك بحجزك:
الحصة: سبينينغ مع المدرّبة رنا
الموعد: الأربعاء 30/09/2026 الساعة 7:00 صباحاً
القاعة: استوديو 2، فرع عبدون
الدراجة رقم: 14

إذا لم تتمكن من الحضور، الرجاء الإلغاء قبل ساعتين على الأقل من التطبيق حتى لا تُحتسب عليك الحصة.

نبض فتنس`,
    html: null,
  },
  // 28
  {
    family: "nabd-fitness",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://app.nabdfitness.jo/auth/magic?t=eyJtIjoiMjAwNDE4IiwiZSI6MTc2MDAwMH0.Qm9uZ28&redirect=%2Fbookings",
    from: "Nabd Fitness App <app@nabdfitness.jo>",
    to: ME,
    subject: "Your sign-in link for the Nabd app",
    date: "Fri, 09 Oct 2026 06:12:38 +0300",
    html_enc: "qp",
    text: `Hi Noam,

Tap the link below on this phone to sign in to the Nabd Fitness app:

https://app.nabdfitness.jo/auth/magic?t=eyJtIjoiMjAwNDE4IiwiZSI6MTc2MDAwMH0.Qm9uZ28&redirect=%2Fbookings

The link works once and expires in 15 minutes.
If you didn't ask to sign in, ignore this email - your account is safe.

Nabd Fitness`,
    html: `<html><body style="margin:0;background:#111;font-family:'Montserrat',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#111"><tr><td align="center" style="padding:24px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#1c1c1c;border-radius:10px">
<tr><td style="padding:22px;text-align:center"><img src="https://nabdfitness.jo/mail/nabd-logo-lime.png" alt="NABD FITNESS" height="32"></td></tr>
<tr><td style="padding:0 26px;color:#eee;font-size:15px;line-height:22px;text-align:center">Hi Noam, tap the button on this phone to sign in to the Nabd Fitness app.</td></tr>
<tr><td align="center" style="padding:24px"><a href="https://app.nabdfitness.jo/auth/magic?t=eyJtIjoiMjAwNDE4IiwiZSI6MTc2MDAwMH0.Qm9uZ28&amp;redirect=%2Fbookings" style="display:inline-block;background:#c6ff3d;color:#111;font-weight:700;text-decoration:none;padding:14px 40px;border-radius:30px">Sign in to Nabd</a></td></tr>
<tr><td style="padding:0 26px 22px;color:#888;font-size:12px;text-align:center">The link works once and expires in 15 minutes. If you didn't ask to sign in, ignore this email — your account is safe.</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 29
  {
    family: "sepidar-bimeh",
    group: "regional",
    lang: "fa",
    kind: "policy-issued",
    code: null,
    link: null,
    from: "بیمه سپیدار <bimenameh@sepidarbimeh.ir>",
    to: ME,
    subject: "بیمه‌نامه شخص ثالث شما صادر شد",
    date: "Wed, 02 Sep 2026 10:44:18 +0330",
    enc: "b64",
    text: `نوعام حداد عزیز،

بیمه‌نامه شخص ثالث خودروی شما با موفقیت صادر شد و فایل آن پیوست این ایمیل است.

شماره بیمه‌نامه: 1405/3/118/774102
خودرو: پژو ۲۰۶ تیپ ۵، مدل ۱۳۹۹
پلاک: ۲۲ ج ۴۵۸ ایران ۱۰
مدت اعتبار: از ۱۴۰۵/۰۶/۱۱ تا ۱۴۰۶/۰۶/۱۱
حق بیمه پرداختی: ۱۸٬۴۵۰٬۰۰۰ ریال

اطلاعات بیمه‌نامه طی ۲۴ ساعت در سامانه مرکزی ثبت می‌شود.

بیمه سپیدار - مرکز تماس ۰۲۱-۸۸۶۵۴۰۰۰
تهران، خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۳۱۵`,
    html: `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>بیمه سپیدار</title></head>
<body style="margin:0;background:#eef3f1;font-family:Vazirmatn,Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;overflow:hidden">
<tr><td style="background:#00695c;padding:16px 24px;text-align:right"><img src="https://www.sepidarbimeh.ir/static/email/logo-fa.png" alt="بیمه سپیدار" height="38"></td></tr>
<tr><td style="padding:24px;text-align:right;font-size:14px;line-height:26px;color:#263238">
<p>نوعام حداد عزیز،</p>
<p>بیمه‌نامه شخص ثالث خودروی شما با موفقیت صادر شد و فایل آن پیوست این ایمیل است.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="border:1px solid #d7e4e0;font-size:13px">
<tr><td bgcolor="#f3f8f6" width="40%">شماره بیمه‌نامه</td><td dir="ltr" style="text-align:right">1405/3/118/774102</td></tr>
<tr><td bgcolor="#f3f8f6">خودرو</td><td>پژو ۲۰۶ تیپ ۵، مدل ۱۳۹۹</td></tr>
<tr><td bgcolor="#f3f8f6">پلاک</td><td>۲۲ ج ۴۵۸ ایران ۱۰</td></tr>
<tr><td bgcolor="#f3f8f6">مدت اعتبار</td><td>از ۱۴۰۵/۰۶/۱۱ تا ۱۴۰۶/۰۶/۱۱</td></tr>
<tr><td bgcolor="#f3f8f6">حق بیمه پرداختی</td><td><b>۱۸٬۴۵۰٬۰۰۰ ریال</b></td></tr>
</table>
<p style="font-size:12px;color:#607d8b">اطلاعات بیمه‌نامه طی ۲۴ ساعت در سامانه مرکزی ثبت می‌شود.</p>
</td></tr>
<tr><td style="background:#f3f8f6;padding:14px 24px;font-size:11px;color:#78909c;text-align:right">بیمه سپیدار · مرکز تماس <span dir="ltr">۰۲۱-۸۸۶۵۴۰۰۰</span> · تهران، خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۳۱۵<br>
<a href="https://www.sepidarbimeh.ir/branches" style="color:#00695c">شعب</a> · <a href="https://www.sepidarbimeh.ir/claims" style="color:#00695c">اعلام خسارت</a> · <a href="https://t.me/sepidarbimeh" style="color:#00695c">تلگرام</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "bimenameh-774102.pdf",
      "application/pdf",
      "%PDF-1.6\n%sepidar\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // 30
  {
    family: "sepidar-bimeh",
    group: "regional",
    lang: "fa",
    kind: "claim-update",
    code: null,
    link: null,
    from: "بیمه سپیدار - خسارت <khesarat@sepidarbimeh.ir>",
    to: ME,
    subject: "وضعیت پرونده خسارت ۵۵۰۲۸۱: کارشناسی انجام شد",
    date: "Sun, 04 Oct 2026 14:26:53 +0330",
    text: `نوعام حداد گرامی،

کارشناسی پرونده خسارت بدنه شماره 550281 انجام شد.

مبلغ برآوردشده: ۴۲٬۳۰۰٬۰۰۰ ریال
فرانشیز: ۱۰٪
مبلغ قابل پرداخت: ۳۸٬۰۷۰٬۰۰۰ ریال
واریز به شبا: IR•• •••• •••• •••• •••• 0917

واریز طی ۷ روز کاری انجام می‌شود. برای پیگیری با شماره ۰۲۱-۸۸۶۵۴۰۰۰ داخلی ۳ تماس بگیرید.

بیمه سپیدار`,
    html: null,
    enc: "8bit",
  },
  // 31
  {
    family: "sepidar-bimeh",
    group: "regional",
    lang: "fa",
    kind: "login-code",
    code: "863017",
    link: null,
    from: "بیمه سپیدار <no-reply@sepidarbimeh.ir>",
    to: ME,
    subject: "کد ورود به پنل بیمه‌گذاران",
    date: "Sat, 03 Oct 2026 09:02:40 +0330",
    html_enc: "qp",
    text: `کد ورود شما به پنل بیمه‌گذاران سپیدار: 863017
این کد تا ۲ دقیقه معتبر است. آن را در اختیار هیچ‌کس قرار ندهید.

بیمه سپیدار
https://my.sepidarbimeh.ir`,
    html: `<html dir="rtl"><body style="margin:0;font-family:Vazirmatn,Tahoma,sans-serif;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="440" cellpadding="0" cellspacing="0" style="border:1px solid #d7e4e0;border-radius:8px">
<tr><td style="padding:16px;text-align:center;border-bottom:1px solid #d7e4e0"><img src="https://www.sepidarbimeh.ir/static/email/logo-fa-green.png" alt="بیمه سپیدار" height="30"></td></tr>
<tr><td style="padding:22px;text-align:center;font-size:14px;color:#37474f">کد ورود شما به پنل بیمه‌گذاران سپیدار</td></tr>
<tr><td style="padding:0 22px 18px;text-align:center"><span style="display:inline-block;background:#e0f2f1;color:#00695c;font-size:28px;font-weight:bold;letter-spacing:5px;padding:10px 22px;border-radius:6px;font-family:monospace" dir="ltr">863017</span></td></tr>
<tr><td style="padding:0 22px 22px;text-align:center;font-size:12px;color:#78909c">این کد تا ۲ دقیقه معتبر است. آن را در اختیار هیچ‌کس قرار ندهید.</td></tr>
</table>
<p style="font-size:11px;color:#90a4ae"><a href="https://my.sepidarbimeh.ir" style="color:#90a4ae">my.sepidarbimeh.ir</a></p>
</td></tr></table></body></html>`,
  },
  // 32
  {
    family: "chanipo",
    group: "consumer",
    lang: "he",
    kind: "parking-receipt",
    code: null,
    link: null,
    from: "חניפו <receipts@chanipo.co.il>",
    to: ME,
    subject: "קבלה על חניה - תל אביב-יפו, אזור 4",
    date: "Thu, 24 Sep 2026 19:41:06 +0300",
    text: `חניפו - קבלה על חניה

רכב: 72-418-63
עיר: תל אביב-יפו, אזור חניה 4 (כחול-לבן)
רחוב: אבן גבירול
התחלה: 24/09/2026 17:02
סיום: 24/09/2026 19:39
משך: 2 שעות ו-37 דקות
סכום: 17.28 ₪ (כולל עמלת שירות 0.90 ₪)
אמצעי תשלום: ויזה ••••4821
מס' עסקה: CH-9912770

חניפו בע"מ, ע.מ. 516223344 | support@chanipo.co.il`,
    html: `<html dir="rtl"><body style="margin:0;background:#fffbe6;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px">
<table width="420" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f5e08a;border-radius:14px">
<tr><td style="padding:16px;text-align:center;background:#ffd400;border-radius:14px 14px 0 0"><img src="https://chanipo.co.il/mail/chanipo-p.png" alt="חניפו" height="34"></td></tr>
<tr><td style="padding:18px 22px;font-size:14px;color:#333;text-align:right">
<div style="font-size:28px;font-weight:bold;text-align:center;margin-bottom:10px" dir="ltr">17.28 ₪</div>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px">
<tr><td style="color:#888">רכב</td><td dir="ltr" align="left">72-418-63</td></tr>
<tr><td style="color:#888">אזור</td><td align="left">תל אביב-יפו · אזור 4 · אבן גבירול</td></tr>
<tr><td style="color:#888">התחלה</td><td dir="ltr" align="left">24/09/2026 17:02</td></tr>
<tr><td style="color:#888">סיום</td><td dir="ltr" align="left">24/09/2026 19:39</td></tr>
<tr><td style="color:#888">משך</td><td align="left">2 שעות ו-37 דקות</td></tr>
<tr><td style="color:#888">עמלת שירות</td><td dir="ltr" align="left">0.90 ₪</td></tr>
<tr><td style="color:#888">תשלום</td><td dir="ltr" align="left">VISA ••••4821</td></tr>
<tr><td style="color:#888">מס' עסקה</td><td dir="ltr" align="left">CH-9912770</td></tr>
</table></td></tr>
<tr><td style="padding:12px;text-align:center;font-size:10px;color:#aaa">חניפו בע"מ · ע.מ. 516223344 · <a href="mailto:support@chanipo.co.il" style="color:#aaa">support@chanipo.co.il</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 33
  {
    family: "chanipo",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://u4812903.ct.sendgrid.net/ls/click?upn=chanipo-2FvErIfY-3DqR8mZx0aN5bWc7eH&mid=cp19a2",
    from: "Chanipo <hello@chanipo.co.il>",
    to: ME,
    subject: "Verify your email to get parking receipts",
    date: "Mon, 07 Sep 2026 08:03:59 +0300",
    text: `Welcome to Chanipo, Noam!

Verify your email address so we can send you a receipt after each parking session:

https://u4812903.ct.sendgrid.net/ls/click?upn=chanipo-2FvErIfY-3DqR8mZx0aN5bWc7eH&mid=cp19a2

You can start parking right away - pay by zone in 180+ cities across Israel.

Chanipo Ltd.
Need help? support@chanipo.co.il`,
    html: `<html><body style="margin:0;background:#fffbe6;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px">
<tr><td style="padding:18px;text-align:center;background:#ffd400;border-radius:14px 14px 0 0"><img src="https://chanipo.co.il/mail/chanipo-en.png" alt="Chanipo" height="34"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#333;line-height:22px">
<h2 style="margin:0 0 12px">Welcome to Chanipo, Noam!</h2>
<p>Verify your email address so we can send you a receipt after each parking session.</p>
<p style="text-align:center;margin:24px 0"><a href="https://u4812903.ct.sendgrid.net/ls/click?upn=chanipo-2FvErIfY-3DqR8mZx0aN5bWc7eH&amp;mid=cp19a2" style="background:#111;color:#ffd400;padding:13px 32px;border-radius:8px;text-decoration:none;font-weight:bold">Verify email</a></p>
<p style="color:#666;font-size:13px">You can start parking right away — pay by zone in 180+ cities across Israel.</p>
</td></tr>
<tr><td style="padding:12px;text-align:center;font-size:11px;color:#aaa">Chanipo Ltd. · <a href="https://u4812903.ct.sendgrid.net/ls/click?upn=chanipo-2FpRiVaCy&amp;mid=cp19a2" style="color:#aaa">Privacy</a> · <a href="https://u4812903.ct.sendgrid.net/ls/click?upn=chanipo-2FhElP&amp;mid=cp19a2" style="color:#aaa">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 34
  {
    family: "layali-tv",
    group: "consumer",
    lang: "ar",
    kind: "device-code",
    code: "K7M4Q2",
    link: null,
    from: "ليالي <account@layali.tv>",
    to: ME,
    subject: "رمز تسجيل الدخول على جهاز التلفاز",
    date: "Fri, 25 Sep 2026 21:14:07 +0300",
    html_enc: "b64",
    enc: "qp",
    text: `مرحباً نعوم،

طلب جهاز "Android TV - غرفة الجلوس" تسجيل الدخول إلى حسابك في ليالي.

أدخل هذا الرمز على شاشة التلفاز:
K7M4Q2

ينتهي الرمز بعد 15 دقيقة.
إذا لم تكن أنت، تجاهل هذه الرسالة وغيّر كلمة المرور من الإعدادات.

فريق ليالي`,
    html: `<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0d0a1a;font-family:'IBM Plex Sans Arabic',Tahoma,sans-serif;color:#f1eefc">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d0a1a"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td style="text-align:center;padding-bottom:24px"><img src="https://assets.layali.tv/email/layali-wordmark-gold.png" alt="ليالي" height="40"></td></tr>
<tr><td style="background:#1a1530;border-radius:12px;padding:28px;text-align:right;font-size:15px;line-height:24px">
<p style="margin-top:0">مرحباً نعوم،</p>
<p>طلب جهاز <b dir="ltr">Android TV - غرفة الجلوس</b> تسجيل الدخول إلى حسابك في ليالي. أدخل هذا الرمز على شاشة التلفاز:</p>
<table align="center" cellpadding="0" cellspacing="8" dir="ltr"><tr>
<td style="background:#2b2450;border-radius:6px;width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;color:#f4c95d">K</td>
<td style="background:#2b2450;border-radius:6px;width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;color:#f4c95d">7</td>
<td style="background:#2b2450;border-radius:6px;width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;color:#f4c95d">M</td>
<td style="background:#2b2450;border-radius:6px;width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;color:#f4c95d">4</td>
<td style="background:#2b2450;border-radius:6px;width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;color:#f4c95d">Q</td>
<td style="background:#2b2450;border-radius:6px;width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;color:#f4c95d">2</td>
</tr></table>
<p style="font-size:13px;color:#a59fc4">ينتهي الرمز بعد 15 دقيقة. إذا لم تكن أنت، تجاهل هذه الرسالة وغيّر كلمة المرور من <a href="https://www.layali.tv/ar/account/security" style="color:#f4c95d">الإعدادات</a>.</p>
</td></tr>
<tr><td style="text-align:center;padding:18px;font-size:11px;color:#6f6890">ليالي ميديا م.م.ح، دبي · <a href="https://www.layali.tv/ar/help" style="color:#6f6890">مركز المساعدة</a> · <a href="https://www.layali.tv/ar/terms" style="color:#6f6890">الشروط</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 35
  {
    family: "layali-tv",
    group: "consumer",
    lang: "ar",
    kind: "subscription-renewed",
    code: null,
    link: null,
    from: "ليالي <billing@layali.tv>",
    to: ME,
    subject: "تم تجديد اشتراكك في ليالي بريميوم",
    date: "Thu, 01 Oct 2026 03:00:12 +0300",
    text: `مرحباً نعوم،

تم تجديد اشتراكك الشهري بنجاح.

الباقة: بريميوم (4 شاشات، Full HD)
المبلغ: 39.99 ₪
طريقة الدفع: Mastercard •••• 7730
التجديد القادم: 01/11/2026
رقم الفاتورة: LYL-INV-2026-0881546

يمكنك تغيير الباقة أو إلغاء الاشتراك في أي وقت من صفحة الحساب.

فريق ليالي`,
    html: `<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0d0a1a;font-family:Tahoma,sans-serif;color:#f1eefc">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d0a1a"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1a1530;border-radius:12px">
<tr><td style="text-align:center;padding:22px"><img src="https://assets.layali.tv/email/layali-wordmark-gold.png" alt="ليالي" height="36"></td></tr>
<tr><td style="padding:0 28px 24px;text-align:right;font-size:14px;line-height:24px">
<p>مرحباً نعوم، تم تجديد اشتراكك الشهري بنجاح.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#d7d2ee">
<tr><td style="color:#a59fc4">الباقة</td><td>بريميوم (4 شاشات، Full HD)</td></tr>
<tr><td style="color:#a59fc4">المبلغ</td><td dir="ltr" style="text-align:right">39.99 ₪</td></tr>
<tr><td style="color:#a59fc4">طريقة الدفع</td><td dir="ltr" style="text-align:right">Mastercard •••• 7730</td></tr>
<tr><td style="color:#a59fc4">التجديد القادم</td><td dir="ltr" style="text-align:right">01/11/2026</td></tr>
<tr><td style="color:#a59fc4">رقم الفاتورة</td><td dir="ltr" style="text-align:right">LYL-INV-2026-0881546</td></tr>
</table>
<p style="font-size:12px;color:#a59fc4">يمكنك تغيير الباقة أو إلغاء الاشتراك في أي وقت من <a href="https://www.layali.tv/ar/account" style="color:#f4c95d">صفحة الحساب</a>.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  // 36
  {
    family: "layali-tv",
    group: "consumer",
    lang: "ar",
    kind: "newsletter",
    code: null,
    link: null,
    from: "ليالي <news@layali.tv>",
    to: ME,
    subject: "جديد ليالي في أكتوبر: 6 مسلسلات و12 فيلماً",
    date: "Sat, 03 Oct 2026 17:30:00 +0300",
    html_enc: "qp",
    text: "",
    html: `<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0d0a1a;font-family:Tahoma,sans-serif;color:#f1eefc">
<div style="display:none">دراما، كوميديا ووثائقيات جديدة كل أسبوع</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d0a1a"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="text-align:center;padding:12px"><img src="https://assets.layali.tv/email/layali-wordmark-gold.png" alt="ليالي" height="34"></td></tr>
<tr><td><a href="https://trk.layali.tv/c/nl-2610/hero"><img src="https://assets.layali.tv/email/2610/hero-bayt-al-qasr.jpg" width="600" alt="مسلسل بيت القصر - كل الحلقات الآن" style="display:block;border:0"></a></td></tr>
<tr><td style="padding:20px 24px;text-align:right;font-size:15px;line-height:24px">
<h2 style="color:#f4c95d;margin:0 0 8px">بيت القصر — كل الحلقات الآن</h2>
<p style="margin:0">دراما عائلية من 30 حلقة تدور أحداثها في الإسكندرية في الخمسينيات.</p>
</td></tr>
<tr><td style="padding:0 18px"><table width="100%" cellpadding="6" cellspacing="0"><tr>
<td width="33%" align="center"><a href="https://trk.layali.tv/c/nl-2610/t1"><img src="https://assets.layali.tv/email/2610/t1.jpg" width="170" alt="ضحكة وطن - الموسم 2"></a><br><span style="font-size:12px">ضحكة وطن · الموسم 2</span></td>
<td width="33%" align="center"><a href="https://trk.layali.tv/c/nl-2610/t2"><img src="https://assets.layali.tv/email/2610/t2.jpg" width="170" alt="طريق الحرير"></a><br><span style="font-size:12px">طريق الحرير · وثائقي</span></td>
<td width="33%" align="center"><a href="https://trk.layali.tv/c/nl-2610/t3"><img src="https://assets.layali.tv/email/2610/t3.jpg" width="170" alt="آخر قطار"></a><br><span style="font-size:12px">آخر قطار · فيلم</span></td>
</tr></table></td></tr>
<tr><td style="text-align:center;padding:24px;font-size:11px;color:#6f6890">تصلك هذه الرسالة لأنك مشترك في ليالي. <a href="https://trk.layali.tv/u/nl-2610?e=noam.haddad%40inbox.example" style="color:#6f6890">إلغاء الاشتراك في النشرة</a><br>ليالي ميديا م.م.ح، مدينة دبي للإعلام، دبي · © 2026</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 37
  {
    family: "daneshyar",
    group: "regional",
    lang: "fa",
    kind: "verify-email",
    code: "71935",
    link: "https://daneshyar.ir/accounts/verify/?email=noam.haddad%40inbox.example&token=5d1e0a77c9f2",
    from: "دانشیار <noreply@daneshyar.ir>",
    to: ME,
    subject: "تأیید ایمیل حساب دانشیار",
    date: "Thu, 10 Sep 2026 23:18:31 +0330",
    html_enc: "b64",
    enc: "b64",
    text: `سلام نوعام،

به دانشیار خوش آمدی! برای فعال شدن حسابت، ایمیلت را تأیید کن.

کد تأیید: 71935

یا روی این لینک بزن:
https://daneshyar.ir/accounts/verify/?email=noam.haddad%40inbox.example&token=5d1e0a77c9f2

اگر در دانشیار ثبت‌نام نکرده‌ای، این ایمیل را نادیده بگیر.

دانشیار - آموزش آنلاین برنامه‌نویسی و داده
پشتیبانی: ۰۲۱-۹۱۰۰۴۴۲۰`,
    html: `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f3ff;font-family:Vazirmatn,IRANSans,Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:22px;text-align:center"><img src="https://static.daneshyar.ir/mail/logo-purple.png" alt="دانشیار" height="36"></td></tr>
<tr><td style="padding:0 30px;text-align:right;font-size:15px;line-height:28px;color:#2d2a3e">
<p>سلام نوعام،</p>
<p>به دانشیار خوش آمدی! برای فعال شدن حسابت، ایمیلت را تأیید کن.</p>
</td></tr>
<tr><td align="center" style="padding:8px 30px">
<div style="font-size:13px;color:#7a7590">کد تأیید</div>
<div style="font-size:32px;font-weight:800;letter-spacing:8px;color:#5b3cc4;font-family:monospace" dir="ltr">71935</div>
</td></tr>
<tr><td align="center" style="padding:16px 30px 8px;font-size:13px;color:#7a7590">یا</td></tr>
<tr><td align="center" style="padding:0 30px 24px"><a href="https://daneshyar.ir/accounts/verify/?email=noam.haddad%40inbox.example&amp;token=5d1e0a77c9f2" style="background:#5b3cc4;color:#fff;text-decoration:none;padding:12px 34px;border-radius:10px;display:inline-block">تأیید ایمیل</a></td></tr>
<tr><td style="padding:0 30px 24px;text-align:right;font-size:12px;color:#9a95ad">اگر در دانشیار ثبت‌نام نکرده‌ای، این ایمیل را نادیده بگیر.</td></tr>
<tr><td style="background:#faf9ff;padding:14px 30px;text-align:center;font-size:11px;color:#9a95ad;border-radius:0 0 16px 16px">دانشیار · آموزش آنلاین برنامه‌نویسی و داده · پشتیبانی <span dir="ltr">۰۲۱-۹۱۰۰۴۴۲۰</span><br>
<a href="https://instagram.com/daneshyar.ir" style="color:#5b3cc4">اینستاگرام</a> · <a href="https://t.me/daneshyar_ir" style="color:#5b3cc4">تلگرام</a> · <a href="https://daneshyar.ir/rules" style="color:#5b3cc4">قوانین</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 38
  {
    family: "daneshyar",
    group: "regional",
    lang: "fa",
    kind: "certificate-issued",
    code: null,
    link: null,
    from: "دانشیار <noreply@daneshyar.ir>",
    to: ME,
    subject: "🎓 گواهی پایان دوره «Go پیشرفته» صادر شد",
    date: "Tue, 20 Oct 2026 18:05:44 +0330",
    text: `نوعام عزیز، تبریک!

دوره «برنامه‌نویسی Go پیشرفته: هم‌روندی و طراحی سرویس» را با نمره ۹۴ از ۱۰۰ به پایان رساندی.

شماره گواهی: DY-GO-2026-04419
مدت دوره: ۳۸ ساعت
مدرس: مهندس آرش کیانی

گواهی در پروفایلت قابل دانلود است و می‌توانی آن را در لینکدین هم به اشتراک بگذاری:
https://daneshyar.ir/certificates/DY-GO-2026-04419

دوره بعدی پیشنهادی: «Kubernetes برای توسعه‌دهندگان» - ۲۰٪ تخفیف با کد NEXT20 تا پایان آبان.

دانشیار`,
    html: null,
    enc: "8bit",
  },
  // 39
  {
    family: "daneshyar",
    group: "regional",
    lang: "fa",
    kind: "new-lesson",
    code: null,
    link: null,
    from: "دانشیار <courses@daneshyar.ir>",
    to: ME,
    subject: "جلسه جدید منتشر شد: Context و لغو عملیات",
    date: "Mon, 21 Sep 2026 12:00:00 +0330",
    html_enc: "qp",
    text: `سلام نوعام،

جلسه ۱۴ دوره «برنامه‌نویسی Go پیشرفته» منتشر شد:
«Context و لغو عملیات در سرویس‌های HTTP» - ۴۲ دقیقه

پیشرفت تو در این دوره: ۱۳ از ۲۲ جلسه (۵۹٪)

ادامه یادگیری: https://daneshyar.ir/course/go-advanced/lesson-14

دانشیار`,
    html: `<html dir="rtl"><body style="margin:0;background:#f5f3ff;font-family:Vazirmatn,Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:18px;text-align:center"><img src="https://static.daneshyar.ir/mail/logo-purple.png" alt="دانشیار" height="30"></td></tr>
<tr><td style="padding:0 26px 10px;text-align:right;font-size:14px;line-height:26px;color:#2d2a3e">
<p>سلام نوعام،</p>
<p>جلسه ۱۴ دوره «برنامه‌نویسی Go پیشرفته» منتشر شد:</p>
<p style="background:#f5f3ff;border-radius:10px;padding:12px"><b>Context و لغو عملیات در سرویس‌های HTTP</b><br><span style="color:#7a7590">⏱ ۴۲ دقیقه</span></p>
<p style="font-size:12px;color:#7a7590">پیشرفت تو: ۱۳ از ۲۲ جلسه</p>
<div style="background:#ece8fb;border-radius:4px;height:8px"><div style="background:#5b3cc4;width:59%;height:8px;border-radius:4px"></div></div>
</td></tr>
<tr><td align="center" style="padding:20px"><a href="https://daneshyar.ir/course/go-advanced/lesson-14?utm_source=email&amp;utm_medium=lesson" style="background:#5b3cc4;color:#fff;text-decoration:none;padding:11px 30px;border-radius:10px">ادامه یادگیری</a></td></tr>
<tr><td style="padding:12px;text-align:center;font-size:11px;color:#9a95ad"><a href="https://daneshyar.ir/settings/notifications" style="color:#9a95ad">تنظیمات اعلان‌ها</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 40
  {
    family: "branchyard",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://branchyard.dev/orgs/quantry-systems/invitation?via_email=1&token=inv_7Hq2mZpL0rXc",
    from: "Branchyard <noreply@branchyard.dev>",
    to: ME,
    subject: "@dana-levi invited you to join the quantry-systems organization on Branchyard",
    date: "Tue, 15 Sep 2026 10:22:41 +0300",
    text: `@dana-levi has invited you to join the @quantry-systems organization on Branchyard.

Head over to https://branchyard.dev/orgs/quantry-systems/invitation?via_email=1&token=inv_7Hq2mZpL0rXc to view the invitation and accept or decline it. You'll be added to the "platform" and "backend" teams.

This invitation will expire in 7 days.

Note: This invitation was intended for noam.haddad@inbox.example. If you were not expecting it, you can ignore this email. If @dana-levi is sending you too many emails, you can block them: https://branchyard.dev/settings/blocked_users?block_user=dana-levi

---
Branchyard, Inc. - 410 Townsend St, San Francisco, CA 94107`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#24292f">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table width="544" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:20px"><img src="https://branchyard.dev/static/mail/mark-dark-32.png" width="32" height="32" alt="Branchyard"></td></tr>
<tr><td style="font-size:24px;line-height:32px;padding-bottom:16px">
<img src="https://avatars.branchyard.dev/u/dana-levi?s=40" width="20" height="20" alt="@dana-levi" style="border-radius:50%;vertical-align:middle"> <b>@dana-levi</b> has invited you to join the <b>@quantry-systems</b> organization</td></tr>
<tr><td style="border:1px solid #d0d7de;border-radius:6px;padding:24px;font-size:14px;line-height:21px">
<p style="margin-top:0">You'll be added to the <b>platform</b> and <b>backend</b> teams.</p>
<p><a href="https://branchyard.dev/orgs/quantry-systems/invitation?via_email=1&amp;token=inv_7Hq2mZpL0rXc" style="background:#1f883d;color:#fff;border-radius:6px;padding:8px 18px;text-decoration:none;font-weight:600;display:inline-block">Join @quantry-systems</a></p>
<p style="margin-bottom:0;color:#57606a">This invitation will expire in 7 days.</p>
</td></tr>
<tr><td style="padding-top:18px;font-size:12px;color:#57606a;line-height:18px">
<b>Note:</b> This invitation was intended for <b>noam.haddad@inbox.example</b>. If you were not expecting it, you can ignore this email. If @dana-levi is sending you too many emails, you can <a href="https://branchyard.dev/settings/blocked_users?block_user=dana-levi" style="color:#0969da">block them</a>.</td></tr>
<tr><td style="padding-top:28px;font-size:12px;color:#6e7781;text-align:center">Branchyard, Inc. ・410 Townsend St ・San Francisco, CA 94107</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 41
  {
    family: "branchyard",
    group: "oss",
    lang: "en",
    kind: "device-verification",
    code: "305862",
    link: null,
    from: "Branchyard <noreply@branchyard.dev>",
    to: ME,
    subject: "[Branchyard] Please verify your device",
    date: "Sat, 26 Sep 2026 23:51:18 +0300",
    text: `Hey noamh!

A sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.

Device: Firefox on Linux
Verification code: 305862

If you did not attempt to sign in to your account, your password may be compromised. Visit https://branchyard.dev/settings/security to create a new, strong password for your Branchyard account.

Thanks,
The Branchyard Team`,
    html: null,
  },
  // 42
  {
    family: "branchyard",
    group: "oss",
    lang: "en",
    kind: "ci-failed",
    code: null,
    link: null,
    from: "Branchyard Actions <notifications@branchyard.dev>",
    to: ME,
    subject: "[quantry-systems/ingest-gateway] Run failed: ci - main (a41f9e2)",
    date: "Wed, 07 Oct 2026 14:09:26 +0300",
    headers: [["List-Id", "quantry-systems/ingest-gateway <ingest-gateway.quantry-systems.branchyard.dev>"], [
      "X-Branchyard-Reason",
      "ci_activity",
    ]],
    html_enc: "qp",
    text: `[quantry-systems/ingest-gateway] ci workflow run

ci: Some jobs were not successful
View workflow run: https://branchyard.dev/quantry-systems/ingest-gateway/actions/runs/11820945713

  test (1.23, ubuntu-latest)  Failed in 4 minutes and 12 seconds
  lint                        Succeeded in 58 seconds
  build-image                 Skipped

  Annotations
  X  internal/batch/flush_test.go:88: TestFlushOnShutdown: expected 512 records, got 509

-- 
You are receiving this because this workflow ran on your push to main.
Manage your Branchyard Actions notifications here: https://branchyard.dev/settings/notifications`,
    html:
      `<html><body style="margin:0;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:12px"><img src="https://branchyard.dev/static/mail/mark-dark-32.png" width="24" alt="Branchyard"> <span style="color:#57606a">quantry-systems/ingest-gateway</span></td></tr>
<tr><td style="border:1px solid #d0d7de;border-radius:6px">
<table width="100%" cellpadding="12" cellspacing="0">
<tr><td style="background:#f6f8fa;border-bottom:1px solid #d0d7de"><span style="color:#cf222e">&#10060;</span> <b>ci</b>: Some jobs were not successful<br><span style="color:#57606a;font-size:12px">main · a41f9e2 · triggered by noamh</span></td></tr>
<tr><td><table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px">
<tr><td><span style="color:#cf222e">&#10007;</span> test (1.23, ubuntu-latest)</td><td align="right" style="color:#57606a">Failed in 4m 12s</td></tr>
<tr><td><span style="color:#1a7f37">&#10003;</span> lint</td><td align="right" style="color:#57606a">Succeeded in 58s</td></tr>
<tr><td><span style="color:#8c959f">&#8856;</span> build-image</td><td align="right" style="color:#57606a">Skipped</td></tr>
</table></td></tr>
<tr><td style="font-family:ui-monospace,Menlo,monospace;font-size:12px;background:#fff8f8;color:#82071e">internal/batch/flush_test.go:88: TestFlushOnShutdown: expected 512 records, got 509</td></tr>
<tr><td><a href="https://branchyard.dev/quantry-systems/ingest-gateway/actions/runs/11820945713" style="color:#0969da">View workflow run</a></td></tr>
</table></td></tr>
<tr><td style="padding-top:14px;font-size:12px;color:#6e7781">You are receiving this because this workflow ran on your push to main.<br><a href="https://branchyard.dev/settings/notifications" style="color:#0969da">Manage your notifications</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 43
  {
    family: "branchyard",
    group: "oss",
    lang: "en",
    kind: "token-expiring",
    code: null,
    link: null,
    from: "Branchyard <noreply@branchyard.dev>",
    to: ME,
    subject: '[Branchyard] Your personal access token "laptop-deploy" expires in 7 days',
    date: "Thu, 22 Oct 2026 09:00:04 +0300",
    text: `Hi noamh,

We noticed your personal access token "laptop-deploy" (fine-grained, 3 repositories) will expire on Thu, Oct 29 2026.

If this token is still needed, visit https://branchyard.dev/settings/tokens to generate an equivalent and update any scripts or CI secrets that use it.

Tokens that have expired cannot be renewed.

Thanks,
The Branchyard Team`,
    html: null,
  },
  // 44
  {
    family: "stratolake-cloud",
    group: "oss",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Stratolake Billing <billing@stratolake.cloud>",
    to: ME,
    subject: "Your Stratolake invoice for September 2026 (INV-2026-09-448120)",
    date: "Fri, 02 Oct 2026 02:14:55 +0000",
    enc: "qp",
    text: `Hello Noam,

Your invoice for project "noam-sandbox" is ready and attached as a PDF.

Invoice number: INV-2026-09-448120
Billing period: Sep 1 - Sep 30, 2026
Compute (2x s2.small, eu-central-2): USD 24.80
Block storage (80 GB): USD 6.40
Egress (31.2 GB): USD 0.00 (free tier)
Subtotal: USD 31.20
VAT (17%, IL): USD 5.30
Total charged: USD 36.50 to Visa ending 4821 on Oct 2, 2026

View usage details: https://console.stratolake.cloud/billing/invoices/INV-2026-09-448120

Stratolake Cloud Ltd., 2 Dock Road, Limassol 3036, Cyprus
VAT CY10392217M`,
    html: `<html><body style="margin:0;background:#f4f6fb;font-family:Inter,Arial,sans-serif;color:#1b2030">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;border:1px solid #e3e7f0">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e3e7f0"><img src="https://static.stratolake.cloud/email/wordmark.png" alt="Stratolake" height="24"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:22px">
<p style="margin-top:0">Hello Noam,</p>
<p>Your invoice for project <code style="background:#f0f2f8;padding:1px 5px">noam-sandbox</code> is ready and attached as a PDF.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="color:#6a7186"><td>Invoice</td><td align="right">INV-2026-09-448120</td></tr>
<tr style="color:#6a7186"><td>Billing period</td><td align="right">Sep 1 – Sep 30, 2026</td></tr>
<tr><td style="border-top:1px solid #eef0f5">Compute (2× s2.small, eu-central-2)</td><td align="right" style="border-top:1px solid #eef0f5">$24.80</td></tr>
<tr><td>Block storage (80 GB)</td><td align="right">$6.40</td></tr>
<tr><td>Egress (31.2 GB)</td><td align="right">$0.00 <span style="color:#6a7186">free tier</span></td></tr>
<tr><td>VAT (17%, IL)</td><td align="right">$5.30</td></tr>
<tr><td style="border-top:2px solid #1b2030"><b>Total charged</b></td><td align="right" style="border-top:2px solid #1b2030"><b>$36.50</b></td></tr>
</table>
<p style="color:#6a7186;font-size:12px">Charged to Visa ending 4821 on Oct 2, 2026.</p>
<p><a href="https://console.stratolake.cloud/billing/invoices/INV-2026-09-448120" style="color:#3d5afe">View usage details →</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8a90a3;border-top:1px solid #e3e7f0">Stratolake Cloud Ltd. · 2 Dock Road, Limassol 3036, Cyprus · VAT CY10392217M<br><a href="https://stratolake.cloud/legal/terms" style="color:#8a90a3">Terms</a> · <a href="https://status.stratolake.cloud" style="color:#8a90a3">Status</a> · <a href="https://console.stratolake.cloud/account/notifications" style="color:#8a90a3">Email preferences</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "INV-2026-09-448120.pdf",
      "application/pdf",
      "%PDF-1.7\n%stratolake\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // 45
  {
    family: "stratolake-cloud",
    group: "oss",
    lang: "en",
    kind: "email-change-confirm",
    code: null,
    link: "https://console.stratolake.cloud/account/email/verify?rid=ecr_01J8ZK4W2Q&sig=9b7e11c0d2f4a6",
    from: "Stratolake <no-reply@stratolake.cloud>",
    to: ME,
    subject: "Confirm your new Stratolake login email",
    date: "Mon, 19 Oct 2026 16:47:30 +0000",
    text: `Hi Noam,

Someone (hopefully you) asked to change the login email of your Stratolake account from noam@quantry.example to noam.haddad@inbox.example.

To confirm the change, open this link within 1 hour:
https://console.stratolake.cloud/account/email/verify?rid=ecr_01J8ZK4W2Q&sig=9b7e11c0d2f4a6

Until you confirm, you keep signing in with your old address. We also sent a notice to the old address.

Request made from 85.130.x.x (Tel Aviv, IL), Oct 19, 2026 16:46 UTC.

- Stratolake`,
    html: `<html><body style="margin:0;background:#f4f6fb;font-family:Inter,Arial,sans-serif;color:#1b2030">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;border:1px solid #e3e7f0">
<tr><td style="padding:20px 28px"><img src="https://static.stratolake.cloud/email/wordmark.png" alt="Stratolake" height="24"></td></tr>
<tr><td style="padding:0 28px 8px;font-size:14px;line-height:22px">
<p>Hi Noam,</p>
<p>Someone (hopefully you) asked to change the login email of your Stratolake account from <b>noam@quantry.example</b> to <b>noam.haddad@inbox.example</b>.</p>
</td></tr>
<tr><td style="padding:8px 28px 20px"><a href="https://console.stratolake.cloud/account/email/verify?rid=ecr_01J8ZK4W2Q&amp;sig=9b7e11c0d2f4a6" style="background:#3d5afe;color:#fff;padding:10px 22px;border-radius:6px;text-decoration:none;font-weight:600;font-size:14px;display:inline-block">Confirm new email</a></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#6a7186;line-height:18px">The link is valid for 1 hour. Until you confirm, you keep signing in with your old address. We also sent a notice to the old address.<br>Request made from 85.130.x.x (Tel Aviv, IL), Oct 19, 2026 16:46 UTC.</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8a90a3;border-top:1px solid #e3e7f0">Stratolake Cloud Ltd. · Limassol, Cyprus · <a href="https://stratolake.cloud/security" style="color:#8a90a3">Security</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 46
  {
    family: "stratolake-cloud",
    group: "oss",
    lang: "en",
    kind: "budget-alert",
    code: null,
    link: null,
    from: "Stratolake Alerts <alerts@stratolake.cloud>",
    to: ME,
    subject: "[Budget] noam-sandbox has reached 90% of its USD 40 monthly budget",
    date: "Sun, 25 Oct 2026 06:00:19 +0000",
    text: `Budget alert for project noam-sandbox

Month-to-date spend: USD 36.12
Budget: USD 40.00 (90% threshold crossed on Oct 25, 2026 05:58 UTC)
Forecast for October: USD 43.70

Top services:
  Compute        USD 29.44
  Block storage  USD 6.40
  Snapshots      USD 0.28

This is a notification only - resources keep running.
Adjust budgets: https://console.stratolake.cloud/billing/budgets

Stratolake Cloud Ltd.`,
    html: null,
  },
  // 47
  {
    family: "lockwren",
    group: "consumer",
    lang: "en",
    kind: "new-device-code",
    code: "382-119",
    link: null,
    from: "Lockwren <security@lockwren.com>",
    to: ME,
    subject: "Your Lockwren verification code",
    date: "Mon, 14 Sep 2026 09:33:02 +0300",
    html_enc: "b64",
    text: `Hi Noam,

Use this code to finish signing in to Lockwren on a new device:

    382-119

Device: Lockwren for macOS 4.12.0
Location (approx.): Ramat Gan, Israel
Time: Sep 14, 2026 09:32 IDT

The code expires in 10 minutes. Lockwren staff will never ask you for it.
Not you? Your vault is still encrypted with your master password, but we recommend changing it: https://vault.lockwren.com/settings/security

Lockwren, 88 Harbour Street, Dublin D02 X285, Ireland`,
    html: `<html><body style="margin:0;background:#f6f4f0;font-family:'Source Sans Pro',Arial,sans-serif;color:#2b2722">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<tr><td style="padding:24px 30px 8px"><img src="https://lockwren.com/assets/email/lockwren-logo@2x.png" width="120" alt="Lockwren"></td></tr>
<tr><td style="padding:8px 30px;font-size:15px;line-height:23px">Hi Noam,<br>Use this code to finish signing in to Lockwren on a new device:</td></tr>
<tr><td align="center" style="padding:18px 30px"><div style="font-family:'SF Mono',Consolas,monospace;font-size:34px;letter-spacing:4px;background:#fdf6e9;border:1px solid #f1dfbd;border-radius:8px;padding:14px 0;width:100%;font-weight:600">382-119</div></td></tr>
<tr><td style="padding:0 30px 16px"><table cellpadding="4" cellspacing="0" style="font-size:13px;color:#6d655b">
<tr><td>Device</td><td>Lockwren for macOS 4.12.0</td></tr>
<tr><td>Location (approx.)</td><td>Ramat Gan, Israel</td></tr>
<tr><td>Time</td><td>Sep 14, 2026 09:32 IDT</td></tr></table></td></tr>
<tr><td style="padding:0 30px 24px;font-size:12px;color:#8c8377;line-height:18px">The code expires in 10 minutes. Lockwren staff will never ask you for it. Not you? Your vault is still encrypted with your master password, but we recommend <a href="https://vault.lockwren.com/settings/security" style="color:#b5651d">changing it</a>.</td></tr>
</table>
<p style="font-size:11px;color:#a39a8e">Lockwren · 88 Harbour Street, Dublin D02 X285, Ireland · <a href="https://lockwren.com/privacy" style="color:#a39a8e">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  // 48
  {
    family: "lockwren",
    group: "consumer",
    lang: "en",
    kind: "family-invite",
    code: null,
    link: "https://vault.lockwren.com/join/family/f_3kP9tW?inv=noam.haddad%40inbox.example&k=hx81Lq",
    from: "Maya Haddad via Lockwren <invites@lockwren.com>",
    to: ME,
    subject: "Maya Haddad invited you to the Haddad family on Lockwren",
    date: "Sun, 04 Oct 2026 20:25:48 +0300",
    enc: "qp",
    text: `Maya Haddad (maya.haddad@inbox.example) invited you to join "Haddad family" on Lockwren Families.

As a member you get your own private vault, plus access to the shared folders Maya chooses (currently: "Home Wi-Fi & router", "Streaming", "Utilities").

Accept the invitation:
https://vault.lockwren.com/join/family/f_3kP9tW?inv=noam.haddad%40inbox.example&k=hx81Lq

The invitation expires on Oct 11, 2026. If you already have a Lockwren account with this address, sign in after opening the link and your existing items will move with you.

Lockwren, 88 Harbour Street, Dublin D02 X285, Ireland`,
    html: `<html><body style="margin:0;background:#f6f4f0;font-family:'Source Sans Pro',Arial,sans-serif;color:#2b2722">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:24px 30px 8px"><img src="https://lockwren.com/assets/email/lockwren-logo@2x.png" width="120" alt="Lockwren"></td></tr>
<tr><td style="padding:10px 30px;font-size:20px;font-weight:600">Maya Haddad invited you to “Haddad family”</td></tr>
<tr><td style="padding:0 30px;font-size:15px;line-height:23px">As a member you get your own private vault, plus access to the shared folders Maya chooses:
<ul style="color:#6d655b;font-size:14px"><li>Home Wi-Fi &amp; router</li><li>Streaming</li><li>Utilities</li></ul></td></tr>
<tr><td style="padding:6px 30px 22px"><a href="https://vault.lockwren.com/join/family/f_3kP9tW?inv=noam.haddad%40inbox.example&amp;k=hx81Lq" style="background:#b5651d;color:#fff;text-decoration:none;padding:12px 26px;border-radius:6px;font-weight:600;display:inline-block">Accept invitation</a></td></tr>
<tr><td style="padding:0 30px 24px;font-size:12px;color:#8c8377">The invitation expires on Oct 11, 2026. If you already have a Lockwren account with this address, sign in after opening the link and your existing items will move with you.</td></tr>
</table>
<p style="font-size:11px;color:#a39a8e">Lockwren · 88 Harbour Street, Dublin D02 X285, Ireland · <a href="https://lockwren.com/help/families" style="color:#a39a8e">About Lockwren Families</a></p>
</td></tr></table></body></html>`,
  },
  // 49
  {
    family: "lockwren",
    group: "consumer",
    lang: "en",
    kind: "security-report",
    code: null,
    link: null,
    from: "Lockwren <reports@lockwren.com>",
    to: ME,
    subject: "Your monthly Watchtower report: 3 weak passwords, 1 exposed login",
    date: "Thu, 01 Oct 2026 11:00:00 +0300",
    text: `Your Lockwren Watchtower report - September 2026

Vault health score: 82/100 (up from 76)

- 1 login appeared in a known data breach: forum.example-bikes.com
- 3 weak or reused passwords
- 12 logins could use two-step verification
- 0 expired cards

Review items in the app under Watchtower.

You are getting this report because it is turned on in Settings > Notifications.
Lockwren, 88 Harbour Street, Dublin D02 X285, Ireland`,
    html: null,
  },
  // 50
  {
    family: "kanaf-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Kanaf Airlines <bookings@kanafair.co.il>",
    to: ME,
    subject: "Booking confirmed - TLV to ATH - Booking ref. Q7XJ4M",
    date: "Tue, 22 Sep 2026 13:37:12 +0300",
    html_enc: "qp",
    enc: "qp",
    text: `Thank you for flying Kanaf, Noam!

Booking reference: Q7XJ4M
E-ticket: 512-2398814470

OUTBOUND  KF 341  Thu 29 Oct 2026
  Tel Aviv (TLV) 06:25 -> Athens (ATH) 08:40
  Economy Light, 1 x 8 kg cabin bag
RETURN    KF 346  Mon 02 Nov 2026
  Athens (ATH) 21:15 -> Tel Aviv (TLV) 23:20
  Economy Light, 1 x 8 kg cabin bag

Passenger: HADDAD/NOAM MR
Total paid: ILS 1,148.60 (Visa ****4821)

Online check-in opens 24 hours before departure.
Manage booking: https://www.kanafair.co.il/en/manage?pnr=Q7XJ4M&ln=HADDAD

Kanaf Airlines Ltd., Ben Gurion Airport, P.O.Box 77, 7015001 | Call centre *9060`,
    html: `<html><body style="margin:0;background:#eaf2f8;font-family:Arial,Helvetica,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px">
<table width="640" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#0a3d62;padding:16px 24px"><table width="100%"><tr><td><img src="https://www.kanafair.co.il/static/email/kanaf-logo-white.png" alt="Kanaf Airlines" height="32"></td><td align="right" style="color:#9cc3e6;font-size:12px">Booking ref.<br><span style="color:#fff;font-size:22px;font-weight:bold;letter-spacing:2px">Q7XJ4M</span></td></tr></table></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:18px;color:#0a3d62">Thank you for flying Kanaf, Noam!</td></tr>
<tr><td style="padding:6px 24px;font-size:13px;color:#555">E-ticket: 512-2398814470 · Passenger: HADDAD/NOAM MR</td></tr>
<tr><td style="padding:12px 24px"><table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #d5e3ee;font-size:14px">
<tr bgcolor="#f3f8fc"><td colspan="3" style="font-size:12px;color:#0a3d62;font-weight:bold">OUTBOUND · KF 341 · Thu 29 Oct 2026</td></tr>
<tr><td><b style="font-size:20px">06:25</b><br>Tel Aviv (TLV)</td><td align="center" style="color:#999">✈ 3h 15m</td><td align="right"><b style="font-size:20px">08:40</b><br>Athens (ATH)</td></tr>
<tr bgcolor="#f3f8fc"><td colspan="3" style="font-size:12px;color:#0a3d62;font-weight:bold">RETURN · KF 346 · Mon 02 Nov 2026</td></tr>
<tr><td><b style="font-size:20px">21:15</b><br>Athens (ATH)</td><td align="center" style="color:#999">✈ 2h 05m</td><td align="right"><b style="font-size:20px">23:20</b><br>Tel Aviv (TLV)</td></tr>
</table></td></tr>
<tr><td style="padding:6px 24px;font-size:13px;color:#333">Fare: Economy Light, 1 × 8 kg cabin bag per flight<br>Total paid: <b>ILS 1,148.60</b> (Visa ****4821)</td></tr>
<tr><td style="padding:14px 24px;font-size:13px;color:#333">Online check-in opens 24 hours before departure. <a href="https://www.kanafair.co.il/en/manage?pnr=Q7XJ4M&amp;ln=HADDAD" style="color:#0a6ebd">Manage booking</a> · <a href="https://www.kanafair.co.il/en/baggage" style="color:#0a6ebd">Baggage rules</a></td></tr>
<tr><td style="background:#0a3d62;color:#9cc3e6;font-size:11px;padding:14px 24px">Kanaf Airlines Ltd. · Ben Gurion Airport, P.O.Box 77, 7015001 · Call centre *9060<br><a href="https://www.kanafair.co.il/en/privacy" style="color:#9cc3e6">Privacy</a> · <a href="https://www.kanafair.co.il/en/conditions-of-carriage" style="color:#9cc3e6">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 51
  {
    family: "kanaf-air",
    group: "consumer",
    lang: "he",
    kind: "flight-reminder",
    code: null,
    link: null,
    from: "כנף נתיבי אוויר <noreply@kanafair.co.il>",
    to: ME,
    subject: "מחר טסים לאתונה ✈ טיסה KF 341",
    date: "Wed, 28 Oct 2026 06:30:00 +0200",
    text: `נועם, מחר טסים!

טיסה KF 341 מתל אביב לאתונה
יום חמישי 29/10/2026, המראה 06:25, טרמינל 3
קוד הזמנה: Q7XJ4M

מומלץ להגיע לנתב"ג 3 שעות לפני ההמראה. דלפקי הצ'ק-אין נסגרים 60 דקות לפני הטיסה.
בכרטיס Economy Light כלול תיק יד אחד עד 8 ק"ג. מזוודה לבטן ניתן להוסיף באתר עד 6 שעות לפני הטיסה.

טיסה נעימה,
כנף נתיבי אוויר | *9060`,
    html: null,
  },
];
