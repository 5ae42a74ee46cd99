/**
 * Two months (October–November 2026) of the shared inbox of a family in Israel: health fund, pharmacy,
 * school and parent app, youth movement, banks, cards, pension, state portals, utilities, shops, rides
 * and travel, mostly in Hebrew with Russian, Arabic, English, Amharic and a few other languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Dana Levin-Katz <levinkatz.home@inbox.example>";

/** An RFC 2822 date in Israel time (summer time until 25 October 2026). */
function d(month: number, day: number, hh: number, mm: number): string {
  const dt = new Date(Date.UTC(2026, month - 1, day, hh, mm));
  const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const tz = month < 10 || (month === 10 && day < 25) ? "+0300" : "+0200";
  const p = (n: number) => String(n).padStart(2, "0");
  return `${days[dt.getUTCDay()]}, ${dt.getUTCDate()} ${months[month - 1]} 2026 ${p(hh)}:${p(mm)}:${
    p((day * 7 + mm) % 60)
  } ${tz}`;
}

interface Page {
  dir?: "rtl" | "ltr";
  lang: string;
  title: string;
  pre?: string;
  color: string;
  logo: string;
  logo_alt: string;
  body: string;
  foot: string;
}

/** A sender's table layout: preheader, logo bar, content card, footer. */
function page(p: Page): string {
  const dir = p.dir ?? "ltr";
  const align = dir === "rtl" ? "right" : "left";
  return `<!DOCTYPE html>
<html lang="${p.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.title}</title>
</head>
<body style="margin:0;padding:0;background:#eef1f4;">
${
    p.pre
      ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${p.pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`
      : ""
  }
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f4;">
<tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;" dir="${dir}">
<tr><td style="background:${p.color};padding:18px 24px;text-align:${align};">
<img src="${p.logo}" width="140" height="36" alt="${p.logo_alt}" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:28px 28px 20px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#1f2933;text-align:${align};">
${p.body}
</td></tr>
<tr><td style="padding:18px 28px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#6b7280;text-align:${align};">
${p.foot}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function btn(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:13px 30px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a>
</td></tr></table>`;
}

/** A code printed one digit per cell. */
function cells(code: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" dir="ltr" style="margin:18px auto;"><tr>
${
    [...code].map((c) =>
      `<td width="40" height="50" align="center" style="border:1px solid #d5dae1;border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};">${c}</td>`
    ).join("\n")
  }
</tr></table>`;
}

function row(label: string, value: string): string {
  return `<tr><td style="padding:6px 0;color:#6b7280;">${label}</td><td style="padding:6px 0;font-weight:bold;">${value}</td></tr>`;
}

function rows(list: [string, string][]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb;margin:16px 0;font-size:14px;">
${list.map(([a, b]) => row(a, b)).join("\n")}
</table>`;
}

function stores(lang: string): string {
  return `<p style="margin:14px 0 0 0;"><a href="https://apps.apple.com/il/app/id14${lang.length}0087731"><img src="https://static.mailassets.example/badges/appstore-${lang}.png" width="120" height="40" alt="App Store"></a>&nbsp;<a href="https://play.google.com/store/apps/details?id=il.app.${lang}.client"><img src="https://static.mailassets.example/badges/googleplay-${lang}.png" width="135" height="40" alt="Google Play"></a></p>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ health fund
  {
    family: "rimon-briut",
    group: "regional",
    lang: "he",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "רימון בריאות <tori@notify.rimon-briut.co.il>",
    to: TO,
    subject: "תזכורת: תור לרופאת ילדים ביום ראשון 4.10 בשעה 16:40",
    date: d(10, 2, 9, 15),
    text: `שלום דנה,

זוהי תזכורת לתור שנקבע עבור: נועם כ"ץ (ת"ז •••••4417)

רופאה: ד"ר מירב אלון, רפואת ילדים
מועד: יום ראשון, 4 באוקטובר 2026, בשעה 16:40
מקום: מרפאת רימון גבעת אורן, רח' הדקל 12, קומה 2
טלפון המרפאה: 08-6274410

יש להגיע 10 דקות לפני המועד עם כרטיס חבר.
לביטול או שינוי התור: באפליקציה, באתר או במוקד *3690.
ביטול פחות מ-24 שעות לפני התור ללא הודעה עלול להיות כרוך בתשלום.

בברכת בריאות,
רימון בריאות

הודעה זו נשלחה אוטומטית, אין להשיב אליה.`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "תזכורת לתור",
      pre: 'ד"ר מירב אלון · יום ראשון 4.10 · 16:40',
      color: "#0f766e",
      logo: "https://cdn.rimon-briut.co.il/mail/logo-white.png",
      logo_alt: "רימון בריאות",
      body: `<p style="margin:0 0 10px 0;font-size:20px;font-weight:bold;">תזכורת לתור</p>
<p>שלום דנה,<br>זוהי תזכורת לתור שנקבע עבור <b>נועם כ"ץ</b> (ת"ז •••••4417).</p>
${
        rows([
          ["רופאה", 'ד"ר מירב אלון, רפואת ילדים'],
          ["מועד", "יום ראשון, 04.10.2026, 16:40"],
          ["מקום", "מרפאת רימון גבעת אורן, רח' הדקל 12, קומה 2"],
          ["טלפון המרפאה", "08-6274410"],
        ])
      }
<p>יש להגיע 10 דקות לפני המועד עם כרטיס חבר.</p>
<p>לביטול או שינוי התור: <a href="https://www.rimon-briut.co.il/my/appointments" style="color:#0f766e;">התורים שלי</a> או במוקד <a href="tel:*3690">*3690</a>.<br>
<span style="font-size:13px;color:#6b7280;">ביטול פחות מ-24 שעות לפני התור ללא הודעה עלול להיות כרוך בתשלום.</span></p>
${stores("he")}`,
      foot: `רימון בריאות – קופת חולים · רח' הרכבת 40, באר שבע 8489301<br>
<a href="https://www.rimon-briut.co.il/privacy" style="color:#6b7280;">מדיניות פרטיות</a> · <a href="https://www.rimon-briut.co.il/mail-prefs?u=4417" style="color:#6b7280;">הגדרות דיוור</a><br>
הודעה זו נשלחה אוטומטית, אין להשיב אליה. © 2026`,
    }),
    enc: "b64",
  },
  {
    family: "rimon-briut",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "318604",
    link: null,
    from: "רימון בריאות <no-reply@id.rimon-briut.co.il>",
    to: TO,
    subject: "קוד הכניסה שלך לאתר רימון בריאות",
    date: d(10, 11, 21, 47),
    text: `קוד הכניסה שלך: 318604

הקוד תקף ל-10 דקות. יש להזין אותו במסך הכניסה לאזור האישי.
אם לא ביקשת להתחבר, אפשר להתעלם מהודעה זו. לעולם לא נבקש ממך את הקוד בטלפון.

מוקד רימון בריאות: *3690 | https://www.rimon-briut.co.il/help`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "קוד כניסה",
      pre: "הקוד תקף ל-10 דקות",
      color: "#0f766e",
      logo: "https://cdn.rimon-briut.co.il/mail/logo-white.png",
      logo_alt: "רימון בריאות",
      body: `<p style="margin:0;font-size:18px;font-weight:bold;">כניסה לאזור האישי</p>
<p>קוד הכניסה שלך:</p>
<div dir="ltr" style="text-align:center;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:10px;color:#0f766e;padding:14px 0;background:#f0fdfa;border-radius:6px;">318604</div>
<p>הקוד תקף ל-10 דקות. יש להזין אותו במסך הכניסה.</p>
<p style="font-size:13px;color:#6b7280;">אם לא ביקשת להתחבר, אפשר להתעלם מהודעה זו. לעולם לא נבקש ממך את הקוד בטלפון.</p>`,
      foot:
        `מוקד רימון בריאות: *3690 · <a href="https://www.rimon-briut.co.il/help" style="color:#6b7280;">מרכז עזרה</a><br>© 2026 רימון בריאות`,
    }),
    enc: "qp",
  },
  {
    family: "rimon-briut",
    group: "regional",
    lang: "ru",
    kind: "lab-results",
    code: null,
    link: null,
    from: "Rimon Briut <results@notify.rimon-briut.co.il>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "Результаты анализов готовы",
    date: d(11, 3, 14, 2),
    text: `Здравствуйте, Игорь!

Результаты ваших анализов от 29.10.2026 (направление № 7730-5518) готовы.
Посмотреть их можно в личном кабинете на сайте или в приложении «Римон Бриют» в разделе «Результаты».

Если врач назначил повторный приём, запишитесь по телефону *3690 (доб. 3 — обслуживание на русском языке).

С пожеланием здоровья,
Больничная касса «Римон Бриют»
Личный кабинет: https://www.rimon-briut.co.il/ru/my`,
    html: page({
      lang: "ru",
      title: "Результаты анализов",
      color: "#0f766e",
      logo: "https://cdn.rimon-briut.co.il/mail/logo-white.png",
      logo_alt: "Римон Бриют",
      body: `<p>Здравствуйте, Игорь!</p>
<p>Результаты ваших анализов от <b>29.10.2026</b> (направление № 7730-5518) готовы.</p>
<p>Посмотреть их можно в <a href="https://www.rimon-briut.co.il/ru/my" style="color:#0f766e;">личном кабинете</a> или в приложении в разделе «Результаты».</p>
<p>Если врач назначил повторный приём, запишитесь по телефону *3690 (доб. 3 — обслуживание на русском языке).</p>
<p>С пожеланием здоровья,<br>Больничная касса «Римон Бриют»</p>`,
      foot:
        `Римон Бриют · ул. ха-Ракевет 40, Беэр-Шева 8489301<br><a href="https://www.rimon-briut.co.il/ru/privacy" style="color:#6b7280;">Конфиденциальность</a> · © 2026`,
    }),
    enc: "b64",
  },
  // ------------------------------------------------------------ pharmacy
  {
    family: "shaked-pharm",
    group: "regional",
    lang: "he",
    kind: "prescription-ready",
    code: null,
    link: null,
    from: "שקד פארם <orders@shaked-pharm.co.il>",
    to: TO,
    subject: "המרשם שלך מוכן לאיסוף בסניף גבעת אורן",
    date: d(10, 5, 12, 20),
    text: `שלום דנה לוין-כ"ץ,

התרופות במרשם שהוזמן ב-04.10 מוכנות לאיסוף:
סניף: שקד פארם גבעת אורן, מרכז מסחרי הדקל
שעות פתיחה: א'-ה' 08:00-21:00, ו' 08:00-14:00
השתתפות עצמית לתשלום: 32.40 ₪

יש להציג תעודה מזהה בעת האיסוף. ההזמנה תישמר בסניף 7 ימים.

שקד פארם | 1-700-507-330`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "מרשם מוכן",
      pre: "ההזמנה תישמר בסניף 7 ימים",
      color: "#4338ca",
      logo: "https://img.shaked-pharm.co.il/email/logo.png",
      logo_alt: "שקד פארם",
      body: `<p>שלום דנה לוין-כ"ץ,</p>
<p>התרופות במרשם שהוזמן ב-04.10 <b>מוכנות לאיסוף</b>.</p>
${
        rows([
          ["סניף", "שקד פארם גבעת אורן, מרכז מסחרי הדקל"],
          ["שעות פתיחה", "א'-ה' 08:00-21:00, ו' 08:00-14:00"],
          ["השתתפות עצמית", "32.40 ₪"],
        ])
      }
<p>יש להציג תעודה מזהה בעת האיסוף. ההזמנה תישמר בסניף 7 ימים.</p>
<p><a href="https://www.shaked-pharm.co.il/branches/givat-oren" style="color:#4338ca;">ניווט לסניף</a></p>`,
      foot:
        `שקד פארם בע"מ · 1-700-507-330 · <a href="https://www.shaked-pharm.co.il/unsubscribe?e=lk77" style="color:#6b7280;">הסרה מרשימת התפוצה</a>`,
    }),
    enc: "8bit",
  },
  {
    family: "shaked-pharm",
    group: "regional",
    lang: "he",
    kind: "pickup-code",
    code: "772041",
    link: null,
    from: "שקד פארם אונליין <online@shaked-pharm.co.il>",
    to: TO,
    subject: "הזמנה 5510238 ממתינה לך בלוקר – קוד איסוף בפנים",
    date: d(11, 8, 17, 34),
    text: `היי דנה,
ההזמנה שלך מספר 5510238 הונחה בלוקר "שקד פארם" בכניסה לסניף גבעת אורן.

קוד איסוף: 772041
תא מספר: 14
ניתן לאסוף עד: 11.11.2026 בשעה 20:00

הקלידו את הקוד במסך הלוקר והדלת תיפתח.
סכום ההזמנה: 189.90 ₪ (שולם בכרטיס •••• 6032)

שאלות? 1-700-507-330 או https://www.shaked-pharm.co.il/help`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "ההזמנה בלוקר",
      pre: "קוד האיסוף והתא שלך",
      color: "#4338ca",
      logo: "https://img.shaked-pharm.co.il/email/logo.png",
      logo_alt: "שקד פארם אונליין",
      body: `<p style="font-size:19px;font-weight:bold;margin:0 0 8px 0;">ההזמנה שלך מחכה בלוקר</p>
<p>היי דנה, הזמנה מספר <b>5510238</b> הונחה בלוקר בכניסה לסניף גבעת אורן.</p>
<p style="text-align:center;margin:18px 0 4px 0;color:#6b7280;">קוד איסוף</p>
${cells("772041", "#4338ca")}
${
        rows([
          ["תא מספר", "14"],
          ["ניתן לאסוף עד", "11.11.2026, 20:00"],
          ["סכום ההזמנה", "189.90 ₪ (כרטיס •••• 6032)"],
        ])
      }
<p>הקלידו את הקוד במסך הלוקר והדלת תיפתח.</p>`,
      foot:
        `<a href="https://www.shaked-pharm.co.il/help" style="color:#6b7280;">מרכז עזרה</a> · 1-700-507-330 · © 2026 שקד פארם בע"מ`,
    }),
    enc: "b64",
  },
  // ------------------------------------------------------------ parent app
  {
    family: "yoman-kita",
    group: "regional",
    lang: "he",
    kind: "invite-link",
    code: null,
    link: "https://app.yomankita.co.il/join/c/8f3Kq2Lm?ref=mail",
    from: "יומן כיתה <invite@yomankita.co.il>",
    to: TO,
    subject: "הוזמנת להצטרף לקבוצת ההורים של כיתה ט'3",
    date: d(10, 1, 19, 5),
    text: `שלום,

רונית שגיא (מחנכת ט'3, חטיבת הביניים "האורנים") הזמינה אותך להצטרף לקבוצת ההורים של הכיתה ביומן כיתה.

בקבוצה תקבלו הודעות מהמחנכת, לוח מבחנים, אישורי יציאה לטיולים ועדכוני נוכחות.

להצטרפות: https://app.yomankita.co.il/join/c/8f3Kq2Lm?ref=mail

ההזמנה בתוקף 14 יום. אם אינך הורה לתלמיד בכיתה, אפשר להתעלם מההודעה.

יומן כיתה – https://www.yomankita.co.il`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "הזמנה לקבוצת הורים",
      pre: "רונית שגיא הזמינה אותך לקבוצה של ט'3",
      color: "#f59e0b",
      logo: "https://www.yomankita.co.il/assets/mail-logo.png",
      logo_alt: "יומן כיתה",
      body: `<p style="font-size:19px;font-weight:bold;margin:0;">הוזמנת לקבוצת ההורים של ט'3</p>
<p><b>רונית שגיא</b> (מחנכת ט'3, חטיבת הביניים "האורנים") הזמינה אותך להצטרף.</p>
<p>בקבוצה תקבלו הודעות מהמחנכת, לוח מבחנים, אישורי יציאה לטיולים ועדכוני נוכחות.</p>
${btn("https://app.yomankita.co.il/join/c/8f3Kq2Lm?ref=mail", "הצטרפות לקבוצה", "#d97706")}
<p style="font-size:13px;color:#6b7280;">ההזמנה בתוקף 14 יום. אם אינך הורה לתלמיד בכיתה, אפשר להתעלם מההודעה.</p>
${stores("he")}`,
      foot:
        `יומן כיתה בע"מ · <a href="https://www.yomankita.co.il/terms" style="color:#6b7280;">תנאי שימוש</a> · <a href="https://www.yomankita.co.il/privacy" style="color:#6b7280;">פרטיות</a>`,
    }),
    enc: "qp",
  },
  {
    family: "yoman-kita",
    group: "regional",
    lang: "he",
    kind: "school-notice",
    code: null,
    link: null,
    from: "יומן כיתה <updates@yomankita.co.il>",
    to: TO,
    subject: "עדכון מהמחנכת: לוח מבחנים לחודש נובמבר – ט'3",
    date: d(10, 28, 16, 12),
    text: `הודעה חדשה מרונית שגיא בקבוצת ט'3:

הורים יקרים,
מצורף לוח המבחנים לחודש נובמבר:
• 05.11 – מתמטיקה (פרקים 3-4)
• 12.11 – אנגלית, בוחן אוצר מילים
• 19.11 – מדעים
• 26.11 – היסטוריה, עבודה מסכמת להגשה

אסיפת הורים תתקיים ביום שלישי 17.11 בין 17:00 ל-20:00. ההרשמה לשיחות האישיות תיפתח בשבוע הבא.
בברכה, רונית

לצפייה בהודעה באפליקציה: https://app.yomankita.co.il/c/t93/posts/20931`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "הודעה חדשה",
      color: "#f59e0b",
      logo: "https://www.yomankita.co.il/assets/mail-logo.png",
      logo_alt: "יומן כיתה",
      body: `<p style="color:#6b7280;margin:0;">הודעה חדשה מ<b>רונית שגיא</b> · ט'3</p>
<p>הורים יקרים,<br>מצורף לוח המבחנים לחודש נובמבר:</p>
<ul style="padding-right:18px;">
<li>05.11 – מתמטיקה (פרקים 3-4)</li>
<li>12.11 – אנגלית, בוחן אוצר מילים</li>
<li>19.11 – מדעים</li>
<li>26.11 – היסטוריה, עבודה מסכמת להגשה</li>
</ul>
<p>אסיפת הורים תתקיים ביום שלישי 17.11 בין 17:00 ל-20:00. ההרשמה לשיחות האישיות תיפתח בשבוע הבא.</p>
<p>בברכה, רונית</p>
<p><a href="https://app.yomankita.co.il/c/t93/posts/20931" style="color:#d97706;">לצפייה בהודעה באפליקציה</a></p>`,
      foot:
        `קיבלת הודעה זו כי הנך חבר/ה בקבוצת ט'3. <a href="https://app.yomankita.co.il/settings/notifications" style="color:#6b7280;">ניהול התראות</a>`,
    }),
    enc: "8bit",
  },
  // ------------------------------------------------------------ school
  {
    family: "tichon-haoranim",
    group: "regional",
    lang: "he",
    kind: "school-notice",
    code: null,
    link: null,
    from: "מזכירות האורנים <mazkirut@haoranim.school.example.org.il>",
    to: TO,
    subject: "סיור שכבתי לירושלים – מידע ותשלום",
    date: d(10, 14, 10, 41),
    text: `להורי תלמידי שכבת ט' שלום,

ביום חמישי 29.10.2026 תצא השכבה לסיור לימודי בירושלים (עיר דוד ומוזיאון ישראל).
יציאה: 07:00 מחניית בית הספר | חזרה משוערת: 18:30
עלות: 145 ₪ לתלמיד, לתשלום דרך מערכת התשלומים של הרשות עד 22.10.
יש להצטייד בכובע, 2 ליטר מים, ארוחת צהריים ונעליים סגורות.

אישור ההורים יימסר דרך יומן כיתה.
לשאלות: מזכירות בית הספר 08-6279001 (א'-ה' 08:00-14:00).

בברכה,
אורית בן-חיים, רכזת שכבה
חטיבת הביניים והתיכון "האורנים", גבעת אורן`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ youth movement
  {
    family: "tnuat-gesher",
    group: "regional",
    lang: "he",
    kind: "verify-link",
    code: null,
    link: "https://rishum.gesher-noar.org.il/account/verify?t=Wk93aFJ2cTF0bmV4&uid=66120",
    from: "תנועת גשר – רישום <rishum@gesher-noar.org.il>",
    to: TO,
    subject: 'אימות כתובת המייל – רישום לשנת הפעילות תשפ"ז',
    date: d(10, 6, 22, 8),
    text: `שלום דנה,

תודה שנרשמת למערכת הרישום של תנועת הנוער גשר.
כדי להשלים את פתיחת החשבון ולהמשיך ברישום של נועם לשבט "אלון", יש לאמת את כתובת המייל:

https://rishum.gesher-noar.org.il/account/verify?t=Wk93aFJ2cTF0bmV4&uid=66120

הקישור בתוקף 48 שעות.
דמי חבר לשנה: 420 ₪ (ניתן לחלק ל-3 תשלומים). מחנה חנוכה יפורסם בנפרד.

שאלות? מזכירות הקן: 052-7710394

תנועת גשר`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "אימות כתובת מייל",
      color: "#166534",
      logo: "https://rishum.gesher-noar.org.il/static/gesher-logo.png",
      logo_alt: "תנועת גשר",
      body: `<p>שלום דנה,</p>
<p>תודה שנרשמת למערכת הרישום של תנועת הנוער גשר. כדי להשלים את פתיחת החשבון ולהמשיך ברישום של נועם לשבט "אלון", יש לאמת את כתובת המייל.</p>
${btn("https://rishum.gesher-noar.org.il/account/verify?t=Wk93aFJ2cTF0bmV4&amp;uid=66120", "אימות המייל", "#166534")}
<p style="font-size:13px;color:#6b7280;">הקישור בתוקף 48 שעות.</p>
<p>דמי חבר לשנה: 420 ₪ (ניתן לחלק ל-3 תשלומים). מחנה חנוכה יפורסם בנפרד.</p>`,
      foot:
        `מזכירות הקן: 052-7710394 · <a href="https://www.gesher-noar.org.il" style="color:#6b7280;">gesher-noar.org.il</a> · <a href="https://www.instagram.com/gesher.noar" style="color:#6b7280;">אינסטגרם</a>`,
    }),
    enc: "qp",
  },
  {
    family: "tnuat-gesher",
    group: "regional",
    lang: "he",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "תנועת גשר – רישום <rishum@gesher-noar.org.il>",
    to: TO,
    subject: 'קבלה על תשלום דמי חבר – נועם כ"ץ',
    date: d(10, 7, 8, 55),
    text: `שלום דנה,

התקבל תשלום עבור דמי חבר לשנת תשפ"ז.
חניך: נועם כ"ץ, שבט "אלון", קן גבעת אורן
סכום: 140.00 ₪ (תשלום 1 מתוך 3)
אמצעי תשלום: ויזה •••• 6032
מספר קבלה: 2026-004719

הקבלה המלאה מצורפת כקובץ PDF. פעולות הקן מתקיימות בימי שלישי 17:30-19:30 ובשבת 10:00-12:00.

בברכה,
הנהלת תנועת גשר (ע"ר 580412778)`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "קבלה",
      color: "#166534",
      logo: "https://rishum.gesher-noar.org.il/static/gesher-logo.png",
      logo_alt: "תנועת גשר",
      body: `<p>שלום דנה,</p><p>התקבל תשלום עבור דמי חבר לשנת תשפ"ז.</p>
${
        rows([
          ["חניך", 'נועם כ"ץ, שבט "אלון", קן גבעת אורן'],
          ["סכום", "140.00 ₪ (תשלום 1 מתוך 3)"],
          ["אמצעי תשלום", "ויזה •••• 6032"],
          ["מספר קבלה", "2026-004719"],
        ])
      }
<p>הקבלה המלאה מצורפת כקובץ PDF.</p>
<p>פעולות הקן: שלישי 17:30-19:30, שבת 10:00-12:00.</p>`,
      foot: `תנועת גשר (ע"ר 580412778) · רח' העצמאות 8, גבעת אורן`,
    }),
    enc: "b64",
    attachment: [
      "kabala-2026-004719.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ sports club
  {
    family: "hapoel-kiryat-eshel",
    group: "regional",
    lang: "he",
    kind: "club-newsletter",
    code: null,
    link: null,
    from: "הפועל קריית אשל כדורסל <office@hapoel-eshel-basket.org.il>",
    to: TO,
    subject: "ילדים ב' – שינוי בשעות האימון + משחק חוץ בשבת",
    date: d(10, 20, 13, 30),
    text: `הורים יקרים,

החל מיום ראשון 25.10 האימונים של קבוצת ילדים ב' יעברו לאולם הספורט "אשל" (רח' הנרקיס 3):
ראשון ורביעי 17:45-19:15.

ביום שבת 24.10 משחק חוץ מול מכבי עין גדי, שעת משחק 11:00. הסעה יוצאת ב-09:15 מהאולם.
נא לאשר השתתפות מול המאמן עד יום חמישי.

תזכורת: יתרת דמי הרישום לעונה (1,250 ₪) יש להסדיר עד 31.10 במשרדי העמותה.

ספורטיבית,
גיל אוחנה, רכז מחלקת הנוער | 054-6630128`,
    html: null,
    enc: "qp",
  },
  // ------------------------------------------------------------ banks
  {
    family: "bank-haemek",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "54078312",
    link: null,
    from: "בנק העמק <security@mail.bank-haemek.co.il>",
    to: TO,
    subject: "קוד חד-פעמי לכניסה לחשבון",
    date: d(10, 9, 7, 58),
    text: `קוד חד-פעמי לכניסה לאתר בנק העמק: 54078312

הקוד בתוקף ל-5 דקות בלבד.
בנק העמק לעולם לא יבקש ממך למסור קוד זה בטלפון, ב-SMS או בוואטסאפ.
לא ביקשת להתחבר? צרו קשר מיד עם המוקד: 03-9440500.

בנק העמק בע"מ`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "קוד חד-פעמי",
      pre: "הקוד בתוקף ל-5 דקות בלבד",
      color: "#1e3a8a",
      logo: "https://www.bank-haemek.co.il/images/mail/logo_w.png",
      logo_alt: "בנק העמק",
      body: `<p>קוד חד-פעמי לכניסה לאתר בנק העמק:</p>
<p dir="ltr" style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:6px;color:#1e3a8a;margin:18px 0;">54078312</p>
<p>הקוד בתוקף ל-5 דקות בלבד.</p>
<table role="presentation" width="100%" style="background:#fef3c7;border-radius:4px;"><tr><td style="padding:12px;font-size:13px;">
בנק העמק לעולם לא יבקש ממך למסור קוד זה בטלפון, ב-SMS או בוואטסאפ.<br>לא ביקשת להתחבר? צרו קשר מיד עם המוקד: <b>03-9440500</b>.
</td></tr></table>`,
      foot:
        `בנק העמק בע"מ · <a href="https://www.bank-haemek.co.il/security" style="color:#6b7280;">אבטחת מידע</a> · <a href="https://www.bank-haemek.co.il/accessibility" style="color:#6b7280;">הצהרת נגישות</a>`,
    }),
    enc: "b64",
  },
  {
    family: "bank-haemek",
    group: "regional",
    lang: "he",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "בנק העמק <info@mail.bank-haemek.co.il>",
    to: TO,
    subject: "דף החשבון הרבעוני שלך זמין באתר",
    date: d(10, 15, 11, 0),
    text: `לקוח/ה יקר/ה,

דף החשבון לרבעון יולי-ספטמבר 2026 עבור חשבון •••-•••482 בסניף 614 (גבעת אורן) זמין לצפייה באזור האישי באתר ובאפליקציה.

כמו כן, דוח עמלות שנתי לשנת 2025 ודוח ריכוז ריבית זמינים באותו מקום.

לכל שאלה: מוקד בנק העמק 03-9440500, א'-ה' 08:00-20:00.

בנק העמק בע"מ
הודעה זו אינה מהווה אסמכתא. אין להשיב להודעה.`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "דף חשבון",
      color: "#1e3a8a",
      logo: "https://www.bank-haemek.co.il/images/mail/logo_w.png",
      logo_alt: "בנק העמק",
      body: `<p>לקוח/ה יקר/ה,</p>
<p>דף החשבון לרבעון <b>יולי-ספטמבר 2026</b> עבור חשבון •••-•••482 בסניף 614 (גבעת אורן) זמין לצפייה באזור האישי באתר ובאפליקציה.</p>
<p>כמו כן, דוח עמלות שנתי לשנת 2025 ודוח ריכוז ריבית זמינים באותו מקום.</p>
<p><a href="https://www.bank-haemek.co.il/private" style="color:#1e3a8a;font-weight:bold;">לאתר הבנק ›</a></p>`,
      foot:
        `מוקד: 03-9440500, א'-ה' 08:00-20:00 · <a href="https://www.bank-haemek.co.il/mail/unsubscribe" style="color:#6b7280;">הפסקת קבלת דיוור</a><br>הודעה זו אינה מהווה אסמכתא.`,
    }),
    enc: "qp",
  },
  {
    family: "bank-gilboa",
    group: "regional",
    lang: "ru",
    kind: "login-code",
    code: "806-127",
    code_digits: "806127",
    link: null,
    from: "Банк Гильбоа <otp@gilboa-bank.co.il>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "Код подтверждения для входа",
    date: d(10, 13, 20, 16),
    text: `Код для входа в интернет-банк «Гильбоа»: 806-127

Код действует 3 минуты. Никому не сообщайте его, даже сотрудникам банка.
Если вы не пытались войти, позвоните нам: 03-7215800 (обслуживание на русском — доб. 4).

Банк Гильбоа`,
    html: page({
      lang: "ru",
      title: "Код подтверждения",
      color: "#7c2d12",
      logo: "https://www.gilboa-bank.co.il/ru/img/mail-logo.png",
      logo_alt: "Банк Гильбоа",
      body: `<p>Код для входа в интернет-банк «Гильбоа»:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:3px;color:#7c2d12;text-align:center;margin:14px 0;">806-127</p>
<p>Код действует 3 минуты. Никому не сообщайте его, даже сотрудникам банка.</p>
<p style="font-size:13px;color:#6b7280;">Если вы не пытались войти, позвоните нам: 03-7215800 (обслуживание на русском — доб. 4).</p>`,
      foot:
        `Банк Гильбоа Лтд. · <a href="https://www.gilboa-bank.co.il/ru/security" style="color:#6b7280;">Безопасность</a>`,
    }),
    enc: "b64",
  },
  {
    family: "bank-gilboa",
    group: "regional",
    lang: "ru",
    kind: "transfer-notice",
    code: null,
    link: null,
    from: "Банк Гильбоа <info@gilboa-bank.co.il>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "Поступление на ваш счёт",
    date: d(11, 2, 9, 4),
    text: `Уважаемый клиент!

На ваш счёт •••3907 поступил перевод:
Сумма: 12 480,00 ₪
Отправитель: ЗАРПЛАТА — ОРАН ТЕК ЛТД
Дата валютирования: 02.11.2026

Текущий баланс доступен в приложении и на сайте банка.

Это автоматическое уведомление. Настроить уведомления можно в разделе «Профиль».
Банк Гильбоа, 03-7215800`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ credit card
  {
    family: "yahalom-card",
    group: "regional",
    lang: "he",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "יהלום כרטיסי אשראי <pirut@yahalom-card.co.il>",
    to: TO,
    subject: "פירוט החיובים לחודש אוקטובר מוכן",
    date: d(10, 3, 6, 30),
    text: `שלום דנה,

פירוט החיובים בכרטיס ויזה יהלום המסתיים ב-6032 לחודש אוקטובר מוכן לצפייה.

סך החיוב: 7,318.64 ₪
מועד החיוב: 10.10.2026
מהם עסקאות בתשלומים: 1,120.00 ₪

לצפייה בפירוט המלא: https://digital.yahalom-card.co.il/statements
לשאלות: *6090

יהלום כרטיסי אשראי לישראל בע"מ
אם אינך מעוניין/ת לקבל פירוט במייל: https://digital.yahalom-card.co.il/settings/mail`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "פירוט חיובים",
      pre: "סך החיוב: 7,318.64 ₪ · מועד חיוב 10.10",
      color: "#0e7490",
      logo: "https://digital.yahalom-card.co.il/mail/yahalom.png",
      logo_alt: "יהלום",
      body: `<p>שלום דנה,</p>
<p>פירוט החיובים בכרטיס <b>ויזה יהלום •••• 6032</b> לחודש אוקטובר מוכן לצפייה.</p>
<table role="presentation" width="100%" style="background:#ecfeff;border-radius:6px;margin:14px 0;"><tr>
<td style="padding:16px;text-align:center;"><div style="font-size:13px;color:#6b7280;">סך החיוב</div><div style="font-size:28px;font-weight:bold;color:#0e7490;">7,318.64 ₪</div><div style="font-size:13px;">יחויב ב-10.10.2026</div></td>
</tr></table>
<p style="font-size:13px;">מהם עסקאות בתשלומים: 1,120.00 ₪</p>
${btn("https://digital.yahalom-card.co.il/statements", "לפירוט המלא", "#0e7490")}`,
      foot:
        `לשאלות: *6090 · <a href="https://digital.yahalom-card.co.il/settings/mail" style="color:#6b7280;">הפסקת פירוט במייל</a><br>יהלום כרטיסי אשראי לישראל בע"מ, דרך מנחם בגין 132, תל אביב`,
    }),
    enc: "b64",
  },
  {
    family: "yahalom-card",
    group: "regional",
    lang: "he",
    kind: "confirm-change",
    code: null,
    link: "https://digital.yahalom-card.co.il/profile/email/confirm?rq=7d1c0e44a9f2&lang=he",
    from: "יהלום כרטיסי אשראי <service@yahalom-card.co.il>",
    to: TO,
    subject: "אישור עדכון כתובת הדואר האלקטרוני",
    date: d(10, 16, 18, 22),
    text: `שלום דנה,

קיבלנו בקשה לעדכן את כתובת הדואר האלקטרוני לקבלת פירוטים והודעות בחשבון יהלום שלך לכתובת זו.

כדי שהשינוי ייכנס לתוקף, יש לאשר אותו בקישור הבא (תקף 24 שעות):
https://digital.yahalom-card.co.il/profile/email/confirm?rq=7d1c0e44a9f2&lang=he

אם לא ביקשת את השינוי, אין צורך לעשות דבר – הכתובת הקודמת תישאר פעילה. מומלץ לפנות אלינו ב-*6090.

יהלום כרטיסי אשראי`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "אישור עדכון מייל",
      color: "#0e7490",
      logo: "https://digital.yahalom-card.co.il/mail/yahalom.png",
      logo_alt: "יהלום",
      body: `<p>שלום דנה,</p>
<p>קיבלנו בקשה לעדכן את כתובת הדואר האלקטרוני לקבלת פירוטים והודעות בחשבון יהלום שלך לכתובת זו.</p>
<p>כדי שהשינוי ייכנס לתוקף, יש לאשר אותו:</p>
${
        btn(
          "https://digital.yahalom-card.co.il/profile/email/confirm?rq=7d1c0e44a9f2&amp;lang=he",
          "אישור הכתובת",
          "#0e7490",
        )
      }
<p style="font-size:13px;color:#6b7280;">הקישור תקף 24 שעות. אם לא ביקשת את השינוי, אין צורך לעשות דבר – הכתובת הקודמת תישאר פעילה. מומלץ לפנות אלינו ב-*6090.</p>`,
      foot:
        `יהלום כרטיסי אשראי לישראל בע"מ · <a href="https://www.yahalom-card.co.il/privacy" style="color:#6b7280;">פרטיות</a> · <a href="https://www.facebook.com/yahalomcard" style="color:#6b7280;">פייסבוק</a>`,
    }),
    enc: "qp",
  },
  {
    family: "yahalom-card",
    group: "regional",
    lang: "he",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "יהלום התראות <alerts@yahalom-card.co.il>",
    to: TO,
    subject: 'בוצעה עסקה בחו"ל בכרטיס המסתיים ב-6032',
    date: d(11, 14, 23, 51),
    text: `בוצעה עסקה בכרטיס ויזה יהלום המסתיים ב-6032:
בית עסק: SOLOLAKI BOUTIQUE HOTEL, TBILISI GE
סכום: 612.00 GEL (כ-846.90 ₪)
תאריך: 14.11.2026 23:48

זיהית את העסקה? אין צורך לעשות דבר.
לא זיהית? התקשרו מיד ל-*6090 או חסמו את הכרטיס באפליקציה: https://digital.yahalom-card.co.il/cards/block`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ pension / savings
  {
    family: "nativ-gemel",
    group: "regional",
    lang: "he",
    kind: "annual-report",
    code: null,
    link: null,
    from: "נתיב פנסיה וגמל <doch@nativ-gemel.co.il>",
    to: TO,
    subject: "הדוח השנתי המפורט לשנת 2025 – קרן הפנסיה נתיב מקיפה",
    date: d(10, 19, 10, 5),
    text: `לעמית/ה דנה לוין-כ"ץ שלום,

מצורף הדוח השנתי המפורט לשנת 2025 בקרן הפנסיה "נתיב מקיפה", מספר עמית 3301-88172.

עיקרי הדוח:
• יתרה צבורה ליום 31.12.2025: 284,615 ₪
• תשואה נומינלית ברוטו במסלול הכללי: 9.84%
• דמי ניהול מהפקדות: 1.49%, מהצבירה: 0.18%
• קצבת זקנה חודשית צפויה בגיל 67: 6,820 ₪

לקובץ מצורף סיסמה: 9 הספרות של תעודת הזהות שלך.
לשיחה עם יועץ: 1-700-700-361.

בברכה,
נתיב פנסיה וגמל בע"מ`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "דוח שנתי 2025",
      pre: "יתרה צבורה, תשואה ודמי ניהול – הדוח מצורף",
      color: "#6d28d9",
      logo: "https://www.nativ-gemel.co.il/mail/nativ.png",
      logo_alt: "נתיב פנסיה וגמל",
      body: `<p>לעמית/ה דנה לוין-כ"ץ שלום,</p>
<p>מצורף הדוח השנתי המפורט לשנת 2025 בקרן הפנסיה "נתיב מקיפה", מספר עמית 3301-88172.</p>
${
        rows([
          ["יתרה צבורה ליום 31.12.2025", "284,615 ₪"],
          ["תשואה נומינלית ברוטו", "9.84%"],
          ["דמי ניהול מהפקדות / מצבירה", "1.49% / 0.18%"],
          ["קצבת זקנה צפויה בגיל 67", "6,820 ₪"],
        ])
      }
<p style="font-size:13px;">לקובץ מצורף סיסמה: 9 הספרות של תעודת הזהות שלך.</p>`,
      foot:
        `נתיב פנסיה וגמל בע"מ · 1-700-700-361 · <a href="https://www.nativ-gemel.co.il/privacy" style="color:#6b7280;">פרטיות</a>`,
    }),
    enc: "b64",
    attachment: [
      "doch-shnati-2025-3301-88172.pdf",
      "application/pdf",
      "%PDF-1.5\n%encrypted-placeholder\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R /Encrypt 9 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ national insurance
  {
    family: "gimla-leumit-portal",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "40317",
    link: null,
    from: "המוסד לגמלאות לאומיות – אזור אישי <noreply@ezor-ishi.gimla-leumit.gov.example>",
    to: TO,
    subject: "קוד אימות לכניסה לאזור האישי",
    date: d(10, 22, 15, 9),
    text: `קוד האימות שלך הוא: 40317

יש להקליד את הקוד בחלון הכניסה לאזור האישי. הקוד תקף ל-15 דקות.
אם לא ניסית להיכנס, ניתן להתעלם מהודעה זו.

המוסד לגמלאות לאומיות
מוקד טלפוני: *6050`,
    html: `<html dir="rtl"><body style="font-family:Arial,sans-serif;direction:rtl;text-align:right;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="border-bottom:3px solid #003a70;padding:10px;">
<img src="https://www.gimla-leumit.gov.example/images/semel.png" alt="המוסד לגמלאות לאומיות" height="48">
</td></tr>
<tr><td style="padding:20px;font-size:16px;">
<p>קוד האימות שלך הוא: <strong style="font-size:22px;">40317</strong></p>
<p>יש להקליד את הקוד בחלון הכניסה לאזור האישי. הקוד תקף ל-15 דקות.</p>
<p>אם לא ניסית להיכנס, ניתן להתעלם מהודעה זו.</p>
</td></tr>
<tr><td style="padding:10px;font-size:12px;color:#555;">המוסד לגמלאות לאומיות · מוקד טלפוני: *6050 · <a href="https://www.gimla-leumit.gov.example/negishut">נגישות</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "gimla-leumit-portal",
    group: "regional",
    lang: "ar",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "المؤسسة الوطنية للمخصصات <noreply@ezor-ishi.gimla-leumit.gov.example>",
    to: "Rawan Katz <rawan.k@inbox.example>",
    subject: "إشعار: تم تحويل مخصصات الأولاد لشهر تشرين الثاني",
    date: d(11, 20, 8, 40),
    text: `حضرة المؤمَّنة،

نعلمك بأنه تم تحويل مخصصات الأولاد لشهر تشرين الثاني 2026 إلى حسابك البنكي المنتهي بـ 482.
المبلغ: 359 ₪
تاريخ التحويل: 20.11.2026

يمكنك الاطلاع على تفاصيل الدفعات والمستندات في المنطقة الشخصية على موقع المؤسسة.
للاستفسار: *6050 (الخدمة بالعربية متوفرة).

المؤسسة الوطنية للمخصصات`,
    html: `<html dir="rtl" lang="ar"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="border-bottom:3px solid #003a70;padding:10px;">
<img src="https://www.gimla-leumit.gov.example/images/semel.png" alt="المؤسسة الوطنية للمخصصات" height="48">
</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.7;">
<p>حضرة المؤمَّنة،</p>
<p>نعلمك بأنه تم تحويل <b>مخصصات الأولاد</b> لشهر تشرين الثاني 2026 إلى حسابك البنكي المنتهي بـ 482.</p>
<table cellpadding="6" style="border:1px solid #ccd;font-size:14px;"><tr><td>المبلغ</td><td><b>359 ₪</b></td></tr><tr><td>تاريخ التحويل</td><td>20.11.2026</td></tr></table>
<p>يمكنك الاطلاع على تفاصيل الدفعات في <a href="https://www.gimla-leumit.gov.example/ar/ezor-ishi">المنطقة الشخصية</a>.</p>
</td></tr>
<tr><td style="padding:10px;font-size:12px;color:#555;">للاستفسار: *6050 · المؤسسة الوطنية للمخصصات</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  // ------------------------------------------------------------ tax portal
  {
    family: "shaar-hamas",
    group: "regional",
    lang: "he",
    kind: "reset-link",
    code: null,
    link: "https://secure.shaar-hamas.gov.example/idp/reset?token=Q2hhbmdlTWU5MjE3NzQ&src=mail",
    from: "שער המס – שירותים מקוונים <hodaot@shaar-hamas.gov.example>",
    to: TO,
    subject: "איפוס סיסמה לשער המס",
    date: d(10, 26, 21, 3),
    text: `שלום,

התקבלה בקשה לאיפוס הסיסמה של המשתמש המקושר לכתובת דואר זו בשער המס.
לבחירת סיסמה חדשה יש להיכנס לקישור הבא. הקישור תקף לשעה אחת ולשימוש חד-פעמי:

https://secure.shaar-hamas.gov.example/idp/reset?token=Q2hhbmdlTWU5MjE3NzQ&src=mail

אם לא ביקשת לאפס את הסיסמה, התעלם/י מהודעה זו; הסיסמה הקיימת לא תשתנה.

מוקד התמיכה: *4954, א'-ה' 08:00-19:00`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "איפוס סיסמה",
      color: "#1f2937",
      logo: "https://secure.shaar-hamas.gov.example/static/mail/shaar.png",
      logo_alt: "שער המס",
      body: `<p>שלום,</p>
<p>התקבלה בקשה לאיפוס הסיסמה של המשתמש המקושר לכתובת דואר זו בשער המס.</p>
${
        btn(
          "https://secure.shaar-hamas.gov.example/idp/reset?token=Q2hhbmdlTWU5MjE3NzQ&amp;src=mail",
          "בחירת סיסמה חדשה",
          "#1f2937",
        )
      }
<p style="font-size:13px;color:#6b7280;">הקישור תקף לשעה אחת ולשימוש חד-פעמי. אם לא ביקשת לאפס את הסיסמה, התעלם/י מהודעה זו.</p>`,
      foot:
        `מוקד התמיכה: *4954, א'-ה' 08:00-19:00 · <a href="https://www.shaar-hamas.gov.example/negishut" style="color:#6b7280;">הצהרת נגישות</a>`,
    }),
    enc: "qp",
  },
  {
    family: "shaar-hamas",
    group: "regional",
    lang: "he",
    kind: "refund-status",
    code: null,
    link: null,
    from: "שער המס – שירותים מקוונים <hodaot@shaar-hamas.gov.example>",
    to: TO,
    subject: "עדכון סטטוס: בקשה להחזר מס לשנת 2025",
    date: d(11, 18, 12, 44),
    text: `שלום דנה לוין-כ"ץ,

הבקשה להחזר מס לשנת המס 2025 (מספר פנייה 21-7740913) נקלטה ונמצאת בבדיקה.
סכום ההחזר המשוער: 2,946 ₪.
ההחזר, אם יאושר, יועבר לחשבון הבנק שדווח בבקשה בתוך 90 יום ממועד הקליטה.

ניתן לעקוב אחר מצב הבקשה באזור האישי בשער המס.
זוהי הודעה אוטומטית.

שער המס`,
    html: null,
    enc: "b64",
  },
  // ------------------------------------------------------------ municipality
  {
    family: "iriyat-givat-oren",
    group: "regional",
    lang: "he",
    kind: "bill",
    code: null,
    link: null,
    from: "עיריית גבעת אורן – גבייה <gvia@givat-oren.muni.example>",
    to: TO,
    subject: "שובר ארנונה לתקופה נובמבר-דצמבר 2026",
    date: d(11, 1, 9, 0),
    text: `לכבוד דנה לוין-כ"ץ,

מצורף לעיונך שובר תשלום ארנונה לתקופה 11-12/2026.
מספר משלם: 100-44712-3
נכס: רח' השקמה 17 דירה 6, גבעת אורן
סכום לתשלום: 1,018.30 ₪
מועד אחרון לתשלום: 15.11.2026

משלמים בהוראת קבע? החיוב יבוצע אוטומטית ואין צורך לשלם.
תשלום מקוון, הסדרי הנחה וטפסים: באתר העירייה, תחת "שירותים מקוונים".
מוקד עירוני: 106

עיריית גבעת אורן – אגף הכנסות`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "שובר ארנונה",
      color: "#b45309",
      logo: "https://www.givat-oren.muni.example/img/semel-ir.png",
      logo_alt: "עיריית גבעת אורן",
      body: `<p>לכבוד דנה לוין-כ"ץ,</p>
<p>מצורף לעיונך שובר תשלום ארנונה לתקופה 11-12/2026.</p>
${
        rows([
          ["מספר משלם", "100-44712-3"],
          ["נכס", "רח' השקמה 17 דירה 6, גבעת אורן"],
          ["סכום לתשלום", "1,018.30 ₪"],
          ["מועד אחרון לתשלום", "15.11.2026"],
        ])
      }
<p>משלמים בהוראת קבע? החיוב יבוצע אוטומטית ואין צורך לשלם.</p>
<p><a href="https://www.givat-oren.muni.example/online/arnona" style="color:#b45309;">תשלום מקוון</a> · <a href="https://www.givat-oren.muni.example/online/hanahot" style="color:#b45309;">הנחות בארנונה</a></p>`,
      foot:
        `מוקד עירוני 106 · עיריית גבעת אורן, כיכר העירייה 1 · <a href="https://www.givat-oren.muni.example/unsubscribe" style="color:#6b7280;">הסרה</a>`,
    }),
    enc: "8bit",
  },
  {
    family: "iriyat-givat-oren",
    group: "regional",
    lang: "he",
    kind: "verify-email",
    code: "HG-5937",
    code_digits: "5937",
    link: "https://digital.givat-oren.muni.example/register/confirm/5f0a3e91c8",
    from: "גבעת אורן דיגיטלית <no-reply@digital.givat-oren.muni.example>",
    to: TO,
    subject: "השלמת ההרשמה לגבעת אורן דיגיטלית",
    date: d(10, 12, 20, 35),
    text: `שלום דנה,

נשאר רק לאמת את כתובת הדואר כדי לסיים את ההרשמה לאתר ולאפליקציה "גבעת אורן דיגיטלית".

אפשר ללחוץ על הקישור:
https://digital.givat-oren.muni.example/register/confirm/5f0a3e91c8

או להקליד בחלון ההרשמה את קוד האימות: HG-5937
(הקידומת HG כבר מופיעה בחלון – יש להקליד את הספרות בלבד)

הקוד והקישור תקפים 30 דקות.
תושבים רשומים נהנים מתשלומים מקוונים, פניות למוקד 106 ועדכונים על עבודות ברחוב.

עיריית גבעת אורן`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "השלמת ההרשמה",
      color: "#b45309",
      logo: "https://www.givat-oren.muni.example/img/semel-ir.png",
      logo_alt: "גבעת אורן דיגיטלית",
      body: `<p>שלום דנה,</p>
<p>נשאר רק לאמת את כתובת הדואר כדי לסיים את ההרשמה ל"גבעת אורן דיגיטלית".</p>
${btn("https://digital.givat-oren.muni.example/register/confirm/5f0a3e91c8", "אימות כתובת הדואר", "#b45309")}
<p>או להקליד בחלון ההרשמה את קוד האימות:</p>
<p dir="ltr" style="text-align:center;font-size:26px;font-weight:bold;letter-spacing:4px;">HG-5937</p>
<p style="font-size:13px;">הקידומת HG כבר מופיעה בחלון – יש להקליד את הספרות בלבד.</p>
<p style="font-size:13px;color:#6b7280;">הקוד והקישור תקפים 30 דקות.</p>`,
      foot:
        `עיריית גבעת אורן · מוקד 106 · <a href="https://www.givat-oren.muni.example/privacy" style="color:#6b7280;">מדיניות פרטיות</a>`,
    }),
    enc: "b64",
  },
  // ------------------------------------------------------------ electricity, water
  {
    family: "zohar-energia",
    group: "regional",
    lang: "he",
    kind: "bill",
    code: null,
    link: null,
    from: "זוהר אנרגיה <heshbonit@zohar-energia.co.il>",
    to: TO,
    subject: "החשבונית הדו-חודשית שלך: 742.18 ₪",
    date: d(10, 8, 14, 12),
    text: `שלום דנה,

החשבונית לתקופה 01.08.2026-30.09.2026 מוכנה.
מספר חוזה: 346012877
צריכה: 1,164 קוט"ש (לעומת 1,302 קוט"ש בתקופה המקבילה אשתקד)
סכום לתשלום: 742.18 ₪ כולל מע"מ
החיוב יבוצע בכרטיס האשראי •••• 6032 ב-18.10.2026.

ההנחה שלך במסלול "לילה חסכוני": 61.40 ₪ בתקופה זו.
לצפייה בחשבונית המלאה ובגרף הצריכה: https://my.zohar-energia.co.il/bills
שירות לקוחות: 1-800-440-220`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "חשבונית חשמל",
      pre: 'צריכה 1,164 קוט"ש · חיוב ב-18.10',
      color: "#ca8a04",
      logo: "https://static.zohar-energia.co.il/mail/zohar-logo.png",
      logo_alt: "זוהר אנרגיה",
      body: `<p>שלום דנה,</p><p>החשבונית לתקופה <b>01.08.2026-30.09.2026</b> מוכנה.</p>
${
        rows([
          ["מספר חוזה", "346012877"],
          ["צריכה", '1,164 קוט"ש'],
          ["סכום לתשלום", '742.18 ₪ כולל מע"מ'],
          ["מועד חיוב", "18.10.2026 · כרטיס •••• 6032"],
        ])
      }
<p style="background:#fefce8;padding:10px;border-radius:4px;">ההנחה שלך במסלול "לילה חסכוני": <b>61.40 ₪</b> בתקופה זו.</p>
${btn("https://my.zohar-energia.co.il/bills", "לחשבונית המלאה", "#a16207")}`,
      foot:
        `זוהר אנרגיה בע"מ · 1-800-440-220 · <a href="https://www.zohar-energia.co.il/unsubscribe?c=346012877" style="color:#6b7280;">הסרה מדיוור</a>`,
    }),
    enc: "qp",
  },
  {
    family: "zohar-energia",
    group: "regional",
    lang: "ru",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "Зоар Энергия <service@zohar-energia.co.il>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "Плановое отключение электроэнергии 12.11",
    date: d(11, 9, 11, 25),
    text: `Уважаемый клиент!

Сообщаем, что в четверг, 12.11.2026, с 08:30 до 13:00 в связи с работами на сети по адресу ул. ха-Шиква 9–21, Гиват-Орен будет отключена электроэнергия.

Рекомендуем заранее отключить чувствительные электроприборы.
Компания «Зоар Энергия» передаёт информацию, полученную от сетевого оператора, и не отвечает за сроки работ.

Служба поддержки: 1-800-440-220`,
    html: null,
    enc: "b64",
  },
  {
    family: "mei-givat-oren",
    group: "regional",
    lang: "he",
    kind: "bill",
    code: null,
    link: null,
    from: "מי גבעת אורן <billing@mei-go.co.il>",
    to: TO,
    subject: "חשבון מים לתקופה 09-10/2026",
    date: d(11, 5, 8, 10),
    text: `לקוח/ה נכבד/ה,

חשבון המים לתקופה ספטמבר-אוקטובר 2026 הופק.
מספר צרכן: 5402917 | מספר מונה: 21-880341
צריכה: 24 מ"ק (נפשות רשומות: 4)
סכום: 236.70 ₪
לתשלום עד 25.11.2026

שימו לב: צריכה חריגה בחודש אוקטובר. מומלץ לבדוק נזילות (ניתן לבקש בדיקה חינם במוקד).
מוקד: 08-6270777 | תשלום מקוון: https://www.mei-go.co.il/pay

מי גבעת אורן – תאגיד המים והביוב`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ phone
  {
    family: "kavnet-mobile",
    group: "regional",
    lang: "he",
    kind: "invite-link",
    code: null,
    link: "https://click.kavnet.co.il/ls/click?upn=u001.fAm-8QzvL2&dst=family%2Faccept%2F3390172",
    from: "קווינט <family@kavnet.co.il>",
    to: "Noam Katz <noamk2011@inbox.example>",
    subject: "אמא הוסיפה אותך למסלול המשפחתי בקווינט",
    date: d(10, 10, 17, 2),
    text: `היי נועם,

דנה לוין-כ"ץ הזמינה אותך להצטרף למסלול "קווינט משפחה 5" – 200GB גלישה לכל קו, שיחות ו-SMS ללא הגבלה.
כדי לקבל את ההטבה ולהעביר את הקו שלך לחשבון המשפחתי, יש לאשר את ההזמנה:

https://click.kavnet.co.il/ls/click?upn=u001.fAm-8QzvL2&dst=family%2Faccept%2F3390172

המספר שלך (054-•••-2871) לא ישתנה. ההזמנה בתוקף 7 ימים.

קווינט | *2100`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "הזמנה למסלול משפחתי",
      pre: "200GB לכל קו · אישור ההזמנה לוקח רגע",
      color: "#db2777",
      logo: "https://img.kavnet.co.il/mail/kavnet-w.png",
      logo_alt: "קווינט",
      body: `<p style="font-size:20px;font-weight:bold;margin:0;">היי נועם 👋</p>
<p><b>דנה לוין-כ"ץ</b> הזמינה אותך להצטרף למסלול <b>"קווינט משפחה 5"</b> – 200GB גלישה לכל קו, שיחות ו-SMS ללא הגבלה.</p>
${
        btn(
          "https://click.kavnet.co.il/ls/click?upn=u001.fAm-8QzvL2&amp;dst=family%2Faccept%2F3390172",
          "אישור ההזמנה",
          "#db2777",
        )
      }
<p style="font-size:13px;color:#6b7280;">המספר שלך (054-•••-2871) לא ישתנה. ההזמנה בתוקף 7 ימים.</p>
${stores("he")}`,
      foot:
        `קווינט תקשורת בע"מ · *2100 · <a href="https://click.kavnet.co.il/ls/click?upn=u001.pRv-0x&amp;dst=privacy" style="color:#6b7280;">פרטיות</a> · <a href="https://click.kavnet.co.il/ls/click?upn=u001.uNs-1q&amp;dst=unsubscribe" style="color:#6b7280;">הסרה</a>`,
    }),
    enc: "qp",
  },
  {
    family: "kavnet-mobile",
    group: "regional",
    lang: "ru",
    kind: "bill",
    code: null,
    link: null,
    from: "Kavnet <invoice@kavnet.co.il>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "Ваш счёт за октябрь 2026",
    date: d(11, 4, 6, 45),
    text: `Здравствуйте, Игорь!

Счёт за октябрь 2026 по договору 88120455 готов.
Тариф: «Кавнет Семья 5» (5 линий)
Сумма к оплате: 219,90 ₪ (включая НДС)
Дата списания: 10.11.2026, карта •••• 1188

Роуминг: пакет «Европа 7 дней» — 49,00 ₪ (включён в сумму).
Подробная детализация в личном кабинете: https://my.kavnet.co.il/ru/invoices

Служба поддержки на русском: *2100, доб. 3
Кавнет`,
    html: page({
      lang: "ru",
      title: "Счёт за октябрь",
      color: "#db2777",
      logo: "https://img.kavnet.co.il/mail/kavnet-w.png",
      logo_alt: "Кавнет",
      body: `<p>Здравствуйте, Игорь!</p><p>Счёт за <b>октябрь 2026</b> по договору 88120455 готов.</p>
${
        rows([
          ["Тариф", "«Кавнет Семья 5» (5 линий)"],
          ["Сумма к оплате", "219,90 ₪"],
          ["Дата списания", "10.11.2026, карта •••• 1188"],
          ["Роуминг «Европа 7 дней»", "49,00 ₪"],
        ])
      }
<p><a href="https://my.kavnet.co.il/ru/invoices" style="color:#db2777;">Детализация в личном кабинете</a></p>`,
      foot: `Поддержка: *2100, доб. 3 · © 2026 Kavnet Communications Ltd.`,
    }),
    enc: "b64",
  },
  {
    family: "kavnet-mobile",
    group: "regional",
    lang: "he",
    kind: "esim-code",
    code: "731902",
    link: null,
    from: "קווינט <no-reply@kavnet.co.il>",
    to: TO,
    subject: "קוד אימות להזמנת eSIM",
    date: d(11, 12, 19, 27),
    text: `קוד האימות להזמנת eSIM לקו 052-•••-6614 הוא 731902.
יש להזין אותו באתר קווינט כדי להמשיך בהזמנה. הקוד תקף ל-10 דקות.
לא ביקשת? פנו אלינו ב-*2100. לעולם לא נבקש את הקוד בטלפון.`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ supermarket
  {
    family: "tsameret-online",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "2846",
    link: null,
    from: "צמרת אונליין <login@tsameret-online.co.il>",
    to: TO,
    subject: "2846 הוא קוד הכניסה שלך לצמרת אונליין",
    date: d(10, 4, 18, 3),
    text: `הקוד שלך לכניסה לצמרת אונליין: 2846

הקוד תקף ל-5 דקות.
לא ניסית להתחבר? אפשר להתעלם מהמייל.

צמרת – הסופר של השכונה | https://www.tsameret-online.co.il`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "קוד כניסה",
      color: "#15803d",
      logo: "https://cdn.tsameret-online.co.il/mail/logo.png",
      logo_alt: "צמרת אונליין",
      body: `<p style="text-align:center;">הקוד שלך לכניסה לצמרת אונליין</p>
${cells("2846", "#15803d")}
<p style="text-align:center;font-size:13px;color:#6b7280;">הקוד תקף ל-5 דקות. לא ניסית להתחבר? אפשר להתעלם מהמייל.</p>`,
      foot:
        `צמרת – הסופר של השכונה · <a href="https://www.tsameret-online.co.il/takanon" style="color:#6b7280;">תקנון</a> · <a href="https://www.tsameret-online.co.il/contact" style="color:#6b7280;">צור קשר</a>`,
    }),
    enc: "qp",
  },
  {
    family: "tsameret-online",
    group: "regional",
    lang: "he",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "צמרת אונליין <orders@tsameret-online.co.il>",
    to: TO,
    subject: "ההזמנה שלך התקבלה! משלוח ביום חמישי 15.10 בין 16:00-18:00",
    date: d(10, 13, 22, 41),
    text: `תודה דנה, ההזמנה התקבלה.

מספר הזמנה: TS-2026-0918844
חלון משלוח: יום חמישי 15.10.2026, 16:00-18:00
כתובת: השקמה 17 דירה 6, גבעת אורן
פריטים: 38 | סכום משוער: 684.35 ₪ (כולל דמי משלוח 29.90 ₪)

החיוב הסופי ייקבע לפי משקל פריטי השקילה ויבוצע בעת ליקוט ההזמנה.
ניתן לעדכן את ההזמנה עד יום רביעי בשעה 20:00 באתר או באפליקציה.

צמרת – הסופר של השכונה | שירות לקוחות: *5336`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "ההזמנה התקבלה",
      pre: "משלוח ביום חמישי 15.10 בין 16:00-18:00",
      color: "#15803d",
      logo: "https://cdn.tsameret-online.co.il/mail/logo.png",
      logo_alt: "צמרת אונליין",
      body: `<p style="font-size:20px;font-weight:bold;margin:0;">תודה דנה, ההזמנה התקבלה 🛒</p>
${
        rows([
          ["מספר הזמנה", "TS-2026-0918844"],
          ["חלון משלוח", "יום חמישי 15.10.2026, 16:00-18:00"],
          ["כתובת", "השקמה 17 דירה 6, גבעת אורן"],
          ["פריטים", "38"],
          ["סכום משוער", "684.35 ₪ (כולל משלוח 29.90 ₪)"],
        ])
      }
<p style="font-size:13px;">החיוב הסופי ייקבע לפי משקל פריטי השקילה. ניתן לעדכן את ההזמנה עד יום רביעי בשעה 20:00.</p>
<p><a href="https://www.tsameret-online.co.il/account/orders/0918844" style="color:#15803d;">צפייה בהזמנה</a></p>
${stores("he")}`,
      foot:
        `שירות לקוחות: *5336 · <a href="https://www.tsameret-online.co.il/unsubscribe" style="color:#6b7280;">הסרה מדיוור</a> · © 2026 צמרת רשתות בע"מ`,
    }),
    enc: "b64",
  },
  // ------------------------------------------------------------ food delivery
  {
    family: "tavlin-delivery",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Tavlin <receipts@tavlin.app>",
    to: "Noam Katz <noamk2011@inbox.example>",
    subject: "Your Tavlin receipt – Shawarma Ha-Kikar",
    date: d(10, 24, 21, 18),
    text: `Thanks for ordering, Noam!

Shawarma Ha-Kikar · Order #T-58203
Delivered 21:14 to Ha-Shikma 17, Givat Oren

1 × Shawarma laffa, extra amba      ₪52.00
2 × Fries (large)                   ₪36.00
1 × Lemonade mint                   ₪14.00
Delivery                            ₪12.00
Tip for Yossi                       ₪8.00
Total                               ₪122.00
Paid with Tavlin Credit + card ••1188

Rate your order in the app. Questions? help.tavlin.app`,
    html: page({
      lang: "en",
      title: "Your receipt",
      color: "#ea580c",
      logo: "https://img.tavlin.app/email/tavlin-logo@2x.png",
      logo_alt: "Tavlin",
      body: `<p style="font-size:20px;font-weight:bold;margin:0;">Thanks for ordering, Noam!</p>
<p>Shawarma Ha-Kikar · Order #T-58203<br>Delivered 21:14 to Ha-Shikma 17, Givat Oren</p>
${
        rows([
          ["1 × Shawarma laffa, extra amba", "₪52.00"],
          ["2 × Fries (large)", "₪36.00"],
          ["1 × Lemonade mint", "₪14.00"],
          ["Delivery", "₪12.00"],
          ["Tip for Yossi", "₪8.00"],
          ["Total", "₪122.00"],
        ])
      }
<p style="font-size:13px;color:#6b7280;">Paid with Tavlin Credit + card ••1188</p>`,
      foot:
        `<a href="https://help.tavlin.app" style="color:#6b7280;">Help</a> · <a href="https://tavlin.app/legal/privacy" style="color:#6b7280;">Privacy</a> · Tavlin Technologies Ltd., 3 Ha-Barzel St, Tel Aviv`,
    }),
    enc: "qp",
  },
  // ------------------------------------------------------------ marketplaces
  {
    family: "kone-mocher",
    group: "regional",
    lang: "he",
    kind: "verify-link",
    code: null,
    link: "https://www.konemocher.co.il/auth/verify-email?k=e81b5c2f0d7a4e6b&u=dana.lk",
    from: "קונה מוכר <hello@konemocher.co.il>",
    to: TO,
    subject: "עוד צעד אחד לפרסום המודעה שלך",
    date: d(10, 17, 11, 52),
    text: `היי דנה!

כדי לפרסם את המודעה "עגלת תינוק ברייטון – במצב מצוין" ב-350 ₪, צריך רק לאמת את המייל:
https://www.konemocher.co.il/auth/verify-email?k=e81b5c2f0d7a4e6b&u=dana.lk

אחרי האימות המודעה תעלה לאוויר תוך כמה דקות ותופיע באזור באר שבע והסביבה.

טיפ בטיחות: אל תשלחו מקדמה לפני שראיתם את הפריט.

קונה מוכר`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "אימות מייל",
      color: "#7c3aed",
      logo: "https://www.konemocher.co.il/img/email/km-logo.png",
      logo_alt: "קונה מוכר",
      body: `<p style="font-size:19px;font-weight:bold;">היי דנה!</p>
<p>כדי לפרסם את המודעה <b>"עגלת תינוק ברייטון – במצב מצוין"</b> ב-350 ₪, צריך רק לאמת את המייל.</p>
${btn("https://www.konemocher.co.il/auth/verify-email?k=e81b5c2f0d7a4e6b&amp;u=dana.lk", "אימות המייל", "#7c3aed")}
<p>אחרי האימות המודעה תעלה לאוויר תוך כמה דקות ותופיע באזור באר שבע והסביבה.</p>
<p style="font-size:13px;background:#f5f3ff;padding:10px;">טיפ בטיחות: אל תשלחו מקדמה לפני שראיתם את הפריט.</p>`,
      foot:
        `<a href="https://www.konemocher.co.il/help" style="color:#6b7280;">עזרה</a> · <a href="https://www.konemocher.co.il/terms" style="color:#6b7280;">תקנון</a> · <a href="https://www.facebook.com/konemocher" style="color:#6b7280;">פייסבוק</a>`,
    }),
    enc: "qp",
  },
  {
    family: "kone-mocher",
    group: "regional",
    lang: "he",
    kind: "new-message",
    code: null,
    link: null,
    from: "קונה מוכר <messages@konemocher.co.il>",
    to: TO,
    subject: "הודעה חדשה על המודעה: עגלת תינוק ברייטון",
    date: d(10, 18, 9, 14),
    text: `יש לך הודעה חדשה מאבי מ.:

"בוקר טוב, העגלה עוד רלוונטית? אפשר לבוא לראות היום אחרי 18:00? 300 ₪ מתאים?"

להשיב להודעה: https://www.konemocher.co.il/inbox/th/44190273
(אין להשיב למייל זה)

קונה מוכר`,
    html: null,
    enc: "8bit",
  },
  {
    family: "baraholka-israel",
    group: "regional",
    lang: "ru",
    kind: "saved-search",
    code: null,
    link: null,
    from: "Барахолка Израиль <alerts@baraholka-il.com>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "3 новых объявления по запросу «велосипед 26 Беэр-Шева»",
    date: d(11, 6, 7, 30),
    text: `Новые объявления по вашему сохранённому поиску «велосипед 26 Беэр-Шева»:

1. Велосипед Trek 26", алюминиевая рама — 650 ₪, Беэр-Шева, Рамот
   https://baraholka-il.com/ad/778120
2. Горный велосипед 26", 21 скорость, новые тормоза — 480 ₪, Омер
   https://baraholka-il.com/ad/778301
3. Детский велосипед (не 26!) — 150 ₪, Беэр-Шева
   https://baraholka-il.com/ad/778344

Изменить или удалить поиск: https://baraholka-il.com/my/searches
Отписаться от уведомлений: https://baraholka-il.com/unsubscribe?s=bk26`,
    html: null,
    enc: "qp",
  },
  // ------------------------------------------------------------ ride app
  {
    family: "tzomet-taxi",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "6620",
    link: null,
    from: "تسوميت تاكسي <no-reply@tzomet.taxi>",
    to: "Rawan Katz <rawan.k@inbox.example>",
    subject: "رمز الدخول إلى تسوميت",
    date: d(10, 21, 23, 40),
    text: `مرحبًا روان،

رمز الدخول الخاص بك هو: 6620
أدخليه في التطبيق خلال 10 دقائق.

إذا لم تطلبي هذا الرمز، تجاهلي هذه الرسالة.
تسوميت تاكسي — خدمة العملاء: 03-5077600`,
    html: page({
      dir: "rtl",
      lang: "ar",
      title: "رمز الدخول",
      color: "#facc15",
      logo: "https://assets.tzomet.taxi/mail/logo-dark.png",
      logo_alt: "تسوميت تاكسي",
      body: `<p>مرحبًا روان،</p><p>رمز الدخول الخاص بك:</p>
<p dir="ltr" style="text-align:center;font-size:36px;font-weight:bold;letter-spacing:12px;margin:10px 0;">6620</p>
<p>أدخليه في التطبيق خلال 10 دقائق.</p>
<p style="font-size:13px;color:#6b7280;">إذا لم تطلبي هذا الرمز، تجاهلي هذه الرسالة.</p>`,
      foot:
        `تسوميت تاكسي · خدمة العملاء: 03-5077600 · <a href="https://tzomet.taxi/ar/privacy" style="color:#6b7280;">الخصوصية</a>`,
    }),
    enc: "b64",
  },
  {
    family: "tzomet-taxi",
    group: "regional",
    lang: "en",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Tzomet Taxi <receipts@tzomet.taxi>",
    to: "Rawan Katz <rawan.k@inbox.example>",
    subject: "Your ride on Thursday night – ₪64.30",
    date: d(10, 23, 0, 22),
    text: `Thanks for riding with Tzomet.

Thu, 22 Oct 2026
23:47  Ben Gurion University, Gate 90
00:09  Ha-Shikma 17, Givat Oren
Driver: Samer · Skoda Octavia · 44-812-77

Meter fare      ₪58.30
Night booking   ₪6.00
Total           ₪64.30   (Visa ••6032)

Lost something? Report it in the app within 24 hours.
Tzomet Taxi Ltd. · tzomet.taxi/help`,
    html: page({
      lang: "en",
      title: "Your ride receipt",
      color: "#facc15",
      logo: "https://assets.tzomet.taxi/mail/logo-dark.png",
      logo_alt: "Tzomet",
      body:
        `<p style="font-size:22px;font-weight:bold;margin:0;">₪64.30</p><p style="color:#6b7280;margin-top:0;">Thu, 22 Oct 2026</p>
<p><b>23:47</b> Ben Gurion University, Gate 90<br><b>00:09</b> Ha-Shikma 17, Givat Oren</p>
<p>Driver: Samer · Skoda Octavia · 44-812-77</p>
${rows([["Meter fare", "₪58.30"], ["Night booking", "₪6.00"], ["Total (Visa ••6032)", "₪64.30"]])}
<p style="font-size:13px;">Lost something? Report it in the app within 24 hours.</p>
<img src="https://assets.tzomet.taxi/maps/ride/8813027.png" width="544" alt="Route map" style="width:100%;border-radius:4px;">`,
      foot:
        `Tzomet Taxi Ltd. · <a href="https://tzomet.taxi/help" style="color:#6b7280;">Help</a> · <a href="https://tzomet.taxi/terms" style="color:#6b7280;">Terms</a>`,
    }),
    enc: "8bit",
  },
  // ------------------------------------------------------------ courier, streaming, games
  {
    family: "mahir-express",
    group: "regional",
    lang: "he",
    kind: "delivery-pin",
    code: "5193",
    link: null,
    from: "מהיר אקספרס <updates@mahir-express.co.il>",
    to: TO,
    subject: "השליח בדרך אלייך – קוד מסירה למשלוח 4400917263",
    date: d(11, 10, 10, 6),
    text: `שלום דנה,

המשלוח שלך ממוסר "טכנו-בית" (מספר משלוח 4400917263) יוצא היום לחלוקה.
חלון הגעה משוער: 13:00-16:00

קוד מסירה: 5193
יש למסור את הקוד לשליח בעת קבלת החבילה. ללא הקוד השליח לא יוכל למסור את המשלוח.

לא תהיו בבית? אפשר לבקש השארה אצל שכן או העברה לנקודת איסוף בקישור המעקב:
https://track.mahir-express.co.il/t/4400917263

מהיר אקספרס | *8636`,
    html: page({
      dir: "rtl",
      lang: "he",
      title: "המשלוח בדרך",
      pre: "חלון הגעה 13:00-16:00 · קוד מסירה בפנים",
      color: "#dc2626",
      logo: "https://track.mahir-express.co.il/img/mahir-mail.png",
      logo_alt: "מהיר אקספרס",
      body: `<p>שלום דנה,</p>
<p>המשלוח שלך ממוסר <b>"טכנו-בית"</b> (מספר משלוח 4400917263) יוצא היום לחלוקה.<br>חלון הגעה משוער: <b>13:00-16:00</b></p>
<table role="presentation" width="100%" style="border:2px dashed #dc2626;border-radius:6px;margin:16px 0;"><tr><td style="padding:14px;text-align:center;">
<div style="font-size:13px;color:#6b7280;">קוד מסירה</div>
<div dir="ltr" style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#dc2626;">5193</div>
<div style="font-size:13px;">יש למסור את הקוד לשליח בעת קבלת החבילה</div>
</td></tr></table>
<p>לא תהיו בבית? אפשר לבקש השארה אצל שכן או העברה לנקודת איסוף:</p>
<p><a href="https://track.mahir-express.co.il/t/4400917263" style="color:#dc2626;">מעקב ושינוי מסירה</a></p>`,
      foot: `מהיר אקספרס בע"מ · *8636 · אזור תעשייה עמק שרה, באר שבע`,
    }),
    enc: "qp",
  },
  {
    family: "kinoflux",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://www.kinoflux.com/household/join?invite=HH-9XK2-77QW&utm_source=email&utm_medium=invite",
    from: "Kinoflux <members@mail.kinoflux.com>",
    to: "Noam Katz <noamk2011@inbox.example>",
    subject: "Dana invited you to the Kinoflux Family plan",
    date: d(10, 27, 20, 48),
    text: `Hi Noam,

Dana Levin-Katz has invited you to join her Kinoflux Family plan. You'll get your own profile, your own watchlist and downloads on up to 2 devices, at no extra cost to you.

Accept the invitation:
https://www.kinoflux.com/household/join?invite=HH-9XK2-77QW&utm_source=email&utm_medium=invite

This invitation expires on 3 November 2026.
Profiles for members under 16 use Teen content settings, which the plan owner can change.

Kinoflux · Help Centre: https://help.kinoflux.com
You received this email because someone entered your address in a Family plan invitation.`,
    html: page({
      lang: "en",
      title: "Join the Family plan",
      pre: "Your own profile and watchlist, on Dana's plan",
      color: "#111827",
      logo: "https://assets.kinoflux.com/email/wordmark-white.png",
      logo_alt: "KINOFLUX",
      body: `<p style="font-size:22px;font-weight:bold;margin:0 0 10px 0;">You're invited 🎬</p>
<p><b>Dana Levin-Katz</b> has invited you to join her Kinoflux Family plan. You'll get your own profile, your own watchlist and downloads on up to 2 devices, at no extra cost to you.</p>
${
        btn(
          "https://www.kinoflux.com/household/join?invite=HH-9XK2-77QW&amp;utm_source=email&amp;utm_medium=invite",
          "Accept invitation",
          "#e11d48",
        )
      }
<p style="font-size:13px;color:#6b7280;">This invitation expires on 3 November 2026. Profiles for members under 16 use Teen content settings, which the plan owner can change.</p>
<img src="https://assets.kinoflux.com/email/posters-row-1026.jpg" width="544" alt="New this month on Kinoflux" style="width:100%;">
${stores("en")}`,
      foot:
        `<a href="https://help.kinoflux.com" style="color:#6b7280;">Help Centre</a> · <a href="https://www.kinoflux.com/legal/privacy" style="color:#6b7280;">Privacy</a> · <a href="https://www.kinoflux.com/legal/terms" style="color:#6b7280;">Terms</a><br>Kinoflux B.V., Herengracht 420, 1017 BZ Amsterdam, Netherlands<br>You received this email because someone entered your address in a Family plan invitation.`,
    }),
    enc: "qp",
  },
  {
    family: "kinoflux",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Kinoflux <billing@mail.kinoflux.com>",
    to: TO,
    subject: "Your Kinoflux receipt for November",
    date: d(11, 1, 3, 12),
    text: `Hi Dana,

Thanks for being a member. Here's your receipt.

Plan: Family (up to 5 profiles, 4 screens)
Billing period: 1 Nov 2026 – 30 Nov 2026
Amount: ₪64.90 (incl. VAT 18%)
Payment method: Visa ending 6032
Invoice: KFX-IL-26110488217

Manage your plan: https://www.kinoflux.com/account
Kinoflux B.V., Herengracht 420, 1017 BZ Amsterdam`,
    html: null,
    enc: "b64",
  },
  {
    family: "pixelgrove",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "K7M-4QX",
    code_digits: "K7M4QX",
    link: "https://account.pixelgrove.gg/device/approve?session=d4c19a7e2b&code=K7M4QX",
    from: "Pixelgrove <security@pixelgrove.gg>",
    to: "Noam Katz <noamk2011@inbox.example>",
    subject: "Pixelgrove sign-in from a new device",
    date: d(11, 7, 16, 33),
    text: `Hey noamster11,

Someone is trying to sign in to your Pixelgrove account from a new device:
Device: Windows PC · Chrome 131
Location (approximate): Be'er Sheva, Israel
Time: 7 Nov 2026, 16:33 (IST)

If this was you, enter this code on the sign-in screen:

    K7M-4QX

or approve the device here:
https://account.pixelgrove.gg/device/approve?session=d4c19a7e2b&code=K7M4QX

The code expires in 15 minutes.
If this wasn't you, change your password right away and turn on two-factor authentication: https://account.pixelgrove.gg/security

GG,
The Pixelgrove Team`,
    html: page({
      lang: "en",
      title: "New device sign-in",
      color: "#4c1d95",
      logo: "https://cdn.pixelgrove.gg/mail/pg-logo.png",
      logo_alt: "PIXELGROVE",
      body: `<p>Hey <b>noamster11</b>,</p>
<p>Someone is trying to sign in to your Pixelgrove account from a new device:</p>
${
        rows([
          ["Device", "Windows PC · Chrome 131"],
          ["Location (approximate)", "Be'er Sheva, Israel"],
          ["Time", "7 Nov 2026, 16:33 (IST)"],
        ])
      }
<p>If this was you, enter this code on the sign-in screen:</p>
<div style="text-align:center;font-family:Consolas,monospace;font-size:32px;font-weight:bold;letter-spacing:6px;background:#f5f3ff;color:#4c1d95;padding:14px;border-radius:6px;">K7M-4QX</div>
<p style="text-align:center;">or</p>
${
        btn(
          "https://account.pixelgrove.gg/device/approve?session=d4c19a7e2b&amp;code=K7M4QX",
          "Approve this device",
          "#6d28d9",
        )
      }
<p style="font-size:13px;color:#6b7280;">The code expires in 15 minutes. If this wasn't you, <a href="https://account.pixelgrove.gg/security" style="color:#6d28d9;">change your password</a> right away and turn on two-factor authentication.</p>`,
      foot:
        `Pixelgrove Interactive Ltd. · 2 Dublin Landings, Dublin 1, Ireland<br><a href="https://discord.gg/pixelgrove" style="color:#6b7280;">Discord</a> · <a href="https://x.com/pixelgrovegg" style="color:#6b7280;">X</a> · <a href="https://support.pixelgrove.gg" style="color:#6b7280;">Support</a>`,
    }),
    enc: "qp",
  },
  // ------------------------------------------------------------ travel
  {
    family: "yarden-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Yarden Air <bookings@yardenair.co.il>",
    to: TO,
    subject: "Booking confirmed: TLV ⇄ TBS · Ref 7QXD4M",
    date: d(10, 18, 22, 15),
    text: `Your booking is confirmed.

Booking reference: 7QXD4M
Passengers: DANA LEVIN-KATZ, IGOR KATZ, NOAM KATZ, MAYA KATZ

Outbound  YJ 611  Thu 12 Nov 2026  TLV 06:10 → TBS 09:05  Economy Light
Return    YJ 612  Mon 16 Nov 2026  TBS 10:20 → TLV 11:35  Economy Light

Baggage: 1 × 8 kg cabin bag per passenger. Checked bags can be added up to 24 hours before departure.
Total paid: $1,146.40 (Visa •••• 6032)

Online check-in opens 24 hours before departure.
Manage booking: https://www.yardenair.co.il/en/manage
Yarden Air call centre: *9611 / +972-3-9776100`,
    html: page({
      lang: "en",
      title: "Booking confirmed",
      pre: "TLV ⇄ TBS · 12–16 Nov · 4 passengers",
      color: "#0369a1",
      logo: "https://www.yardenair.co.il/static/mail/yarden-white.png",
      logo_alt: "Yarden Air",
      body: `<p style="font-size:20px;font-weight:bold;margin:0;">Your booking is confirmed ✈</p>
<p>Booking reference: <b style="font-size:18px;letter-spacing:2px;">7QXD4M</b></p>
<p>Passengers: DANA LEVIN-KATZ, IGOR KATZ, NOAM KATZ, MAYA KATZ</p>
<table role="presentation" width="100%" cellpadding="8" style="border:1px solid #e5e7eb;font-size:14px;">
<tr style="background:#f0f9ff;"><td>Outbound</td><td>YJ 611</td><td>Thu 12 Nov 2026</td><td>TLV 06:10 → TBS 09:05</td></tr>
<tr><td>Return</td><td>YJ 612</td><td>Mon 16 Nov 2026</td><td>TBS 10:20 → TLV 11:35</td></tr>
</table>
<p style="font-size:13px;">Baggage: 1 × 8 kg cabin bag per passenger. Checked bags can be added up to 24 hours before departure.</p>
<p>Total paid: <b>$1,146.40</b> (Visa •••• 6032)</p>
<p><a href="https://www.yardenair.co.il/en/manage" style="color:#0369a1;">Manage booking</a> · <a href="https://www.yardenair.co.il/en/baggage" style="color:#0369a1;">Add baggage</a></p>`,
      foot:
        `Yarden Air Ltd. · Ben Gurion Airport, Terminal 3 · *9611 / +972-3-9776100<br><a href="https://www.yardenair.co.il/en/privacy" style="color:#6b7280;">Privacy</a> · <a href="https://www.yardenair.co.il/en/conditions" style="color:#6b7280;">Conditions of carriage</a>`,
    }),
    enc: "b64",
  },
  {
    family: "yarden-air",
    group: "consumer",
    lang: "he",
    kind: "checkin-reminder",
    code: null,
    link: null,
    from: "ירדן איר <checkin@yardenair.co.il>",
    to: TO,
    subject: "הצ'ק-אין לטיסה YJ 611 לטביליסי נפתח",
    date: d(11, 11, 6, 10),
    text: `שלום דנה,

הצ'ק-אין המקוון לטיסה YJ 611 מתל אביב לטביליסי ביום חמישי 12.11.2026 בשעה 06:10 נפתח.
קוד הזמנה: 7QXD4M

הגיעו לנתב"ג טרמינל 3 לפחות 3 שעות לפני ההמראה. דלפקי הטיסה נסגרים 60 דקות לפני ההמראה.
לכניסה לגאורגיה נדרש דרכון בתוקף ל-6 חודשים לפחות.

לצ'ק-אין: https://www.yardenair.co.il/checkin או באפליקציה.
טיסה נעימה!
ירדן איר`,
    html: null,
    enc: "8bit",
  },
  {
    family: "sololaki-boutique-hotel",
    group: "consumer",
    lang: "ka",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "სოლოლაკი ბუტიკ სასტუმრო <reservations@sololaki-hotel.ge>",
    to: TO,
    subject: "ჯავშნის დადასტურება № SBH-26-1187",
    date: d(10, 19, 13, 7),
    text: `ძვირფასო დანა,

გმადლობთ, რომ აირჩიეთ სოლოლაკი ბუტიკ სასტუმრო. თქვენი ჯავშანი დადასტურებულია.

ჯავშნის ნომერი: SBH-26-1187
შესვლა: 12.11.2026, 14:00-დან
გასვლა: 16.11.2026, 12:00-მდე
ოთახი: საოჯახო ოთახი აივნით (2 ზრდასრული, 2 ბავშვი)
ღირებულება: 1 224 GEL, საუზმე შედის
გადახდა: სასტუმროში ჩასვლისას

აეროპორტიდან ტრანსფერი: 75 GEL, შეკვეთა შესაძლებელია ამ წერილზე პასუხით.

სოლოლაკი ბუტიკ სასტუმრო
ლერმონტოვის ქ. 14, თბილისი 0105
+995 32 2 44 81 90

Dear guest, an English copy of this confirmation is available on request.`,
    html: null,
    enc: "b64",
  },
  {
    family: "lindos-aura-suites",
    group: "consumer",
    lang: "el",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Lindos Aura Suites <stay@lindosaura.gr>",
    to: TO,
    subject: "Επιβεβαίωση κράτησης – Lindos Aura Suites, 20–25 Απριλίου 2027",
    date: d(11, 22, 12, 36),
    text: `Αγαπητή κυρία Levin-Katz,

Σας ευχαριστούμε για την κράτησή σας. Με χαρά επιβεβαιώνουμε τα στοιχεία της διαμονής σας:

Αριθμός κράτησης: LAS-27-0342
Άφιξη: Τρίτη 20 Απριλίου 2027 (check-in από 15:00)
Αναχώρηση: Κυριακή 25 Απριλίου 2027 (check-out έως 11:00)
Δωμάτιο: Family Suite με θέα θάλασσα, 4 άτομα
Σύνολο: 1.480,00 € (πρωινό περιλαμβάνεται)
Προκαταβολή 30% (444,00 €) χρεώθηκε στην κάρτα •••• 6032

Δωρεάν ακύρωση έως 20 Μαρτίου 2027.
Δημοτικός φόρος διαμονής: 3 € ανά δωμάτιο ανά νύχτα, πληρωτέος στο ξενοδοχείο.

Με εκτίμηση,
Ρεσεψιόν Lindos Aura Suites
Λίνδος 851 07, Ρόδος · +30 22440 31 882`,
    html: page({
      lang: "el",
      title: "Επιβεβαίωση κράτησης",
      pre: "LAS-27-0342 · 20–25 Απριλίου 2027",
      color: "#1d4ed8",
      logo: "https://lindosaura.gr/mail/logo-white.png",
      logo_alt: "Lindos Aura Suites",
      body: `<p>Αγαπητή κυρία Levin-Katz,</p>
<p>Σας ευχαριστούμε για την κράτησή σας. Με χαρά επιβεβαιώνουμε τα στοιχεία της διαμονής σας:</p>
${
        rows([
          ["Αριθμός κράτησης", "LAS-27-0342"],
          ["Άφιξη", "Τρίτη 20/04/2027, από 15:00"],
          ["Αναχώρηση", "Κυριακή 25/04/2027, έως 11:00"],
          ["Δωμάτιο", "Family Suite με θέα θάλασσα, 4 άτομα"],
          ["Σύνολο", "1.480,00 € (με πρωινό)"],
          ["Προκαταβολή 30%", "444,00 € · κάρτα •••• 6032"],
        ])
      }
<p style="font-size:13px;">Δωρεάν ακύρωση έως 20 Μαρτίου 2027. Δημοτικός φόρος διαμονής: 3 € ανά δωμάτιο ανά νύχτα, πληρωτέος στο ξενοδοχείο.</p>
<p><a href="https://lindosaura.gr/el/location" style="color:#1d4ed8;">Πώς θα έρθετε</a> · <a href="https://www.instagram.com/lindosaura" style="color:#1d4ed8;">Instagram</a></p>`,
      foot: `Lindos Aura Suites · Λίνδος 851 07, Ρόδος · +30 22440 31 882 · ΜΗΤΕ 1143Κ033Α0812700`,
    }),
    enc: "b64",
  },
  // ------------------------------------------------------------ Amharic
  {
    family: "selam-hawala",
    group: "regional",
    lang: "am",
    kind: "login-code",
    code: "739215",
    link: null,
    from: "ሰላም ሐዋላ <noreply@selamhawala.co.il>",
    to: "Desta Alemu <desta.alemu@inbox.example>",
    subject: "የሰላም ሐዋላ የማረጋገጫ ኮድ",
    date: d(10, 29, 19, 12),
    text: `ሰላም ደስታ፣

ወደ ሰላም ሐዋላ መለያዎ ለመግባት የሚከተለውን የማረጋገጫ ኮድ ያስገቡ፦

    739 215

ኮዱ ለ10 ደቂቃ ብቻ ያገለግላል። ይህን ኮድ ለማንም አያጋሩ፤ የሰላም ሐዋላ ሠራተኞች ኮዱን በፍጹም አይጠይቁም።

ይህን ጥያቄ እርስዎ ካላቀረቡ፣ እባክዎ ወዲያውኑ በ 03-6091840 ይደውሉልን።

ሰላም ሐዋላ – ከእስራኤል ወደ ኢትዮጵያ`,
    html: page({
      lang: "am",
      title: "የማረጋገጫ ኮድ",
      color: "#047857",
      logo: "https://www.selamhawala.co.il/img/mail-logo.png",
      logo_alt: "ሰላም ሐዋላ",
      body: `<p>ሰላም ደስታ፣</p>
<p>ወደ ሰላም ሐዋላ መለያዎ ለመግባት የሚከተለውን የማረጋገጫ ኮድ ያስገቡ፦</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:4px;color:#047857;">739 215</p>
<p>ኮዱ ለ10 ደቂቃ ብቻ ያገለግላል። ይህን ኮድ ለማንም አያጋሩ፤ የሰላም ሐዋላ ሠራተኞች ኮዱን በፍጹም አይጠይቁም።</p>
<p style="font-size:13px;color:#6b7280;">ይህን ጥያቄ እርስዎ ካላቀረቡ፣ እባክዎ ወዲያውኑ በ 03-6091840 ይደውሉልን።</p>`,
      foot:
        `ሰላም ሐዋላ בע"מ · רח' הרצל 88, רחובות · 03-6091840 · <a href="https://www.selamhawala.co.il/he/privacy" style="color:#6b7280;">מדיניות פרטיות</a>`,
    }),
    enc: "b64",
  },
  {
    family: "selam-hawala",
    group: "regional",
    lang: "am",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "ሰላም ሐዋላ <receipts@selamhawala.co.il>",
    to: "Desta Alemu <desta.alemu@inbox.example>",
    subject: "ገንዘብዎ ተልኳል – SH-261029-3381",
    date: d(10, 29, 19, 31),
    text: `ውድ ደስታ አለሙ፣

ገንዘብዎ በተሳካ ሁኔታ ተልኳል።

የግብይት ቁጥር፦ SH-261029-3381
የተላከው መጠን፦ 1,500.00 ₪
የአገልግሎት ክፍያ፦ 25.00 ₪
ተቀባዩ የሚያገኘው፦ 58,350.00 ብር
ተቀባይ፦ ዮሐንስ አለሙ – ጎንደር
የባንክ ሂሳብ፦ •••• 7734

ገንዘቡ በ24 ሰዓት ውስጥ ወደ ተቀባዩ ሂሳብ ይገባል።
ለጥያቄ፦ 03-6091840 (እሑድ–ሐሙስ 09:00–19:00)

ስለመረጡን እናመሰግናለን።
ሰላም ሐዋላ`,
    html: null,
    enc: "8bit",
  },
  {
    family: "beit-tsion-kehila",
    group: "regional",
    lang: "am",
    kind: "community-newsletter",
    code: null,
    link: null,
    from: "ቤተ ጽዮን ማኅበረሰብ ማዕከል <kesher@beit-tsion-kehila.org.il>",
    to: "Desta Alemu <desta.alemu@inbox.example>",
    subject: "የሲግድ በዓል አከባበር – ሐሙስ ኅዳር 19",
    date: d(11, 13, 10, 0),
    text: `ውድ የማኅበረሰባችን አባላት፣

የሲግድ በዓልን በጋራ ለማክበር ሁላችሁንም በደስታ እንጋብዛለን።

ቀን፦ ሐሙስ ኅዳር 19 ቀን 2026 (19.11.2026)
ሰዓት፦ 09:00 – ጸሎት፣ 12:30 – የጋራ ምሳ
ቦታ፦ ቤተ ጽዮን ማኅበረሰብ ማዕከል፣ רח' הגפן 5, רחובות

ወደ ኢየሩሳሌም (טיילת ארמון הנציב) የሚሄድ አውቶቡስ በ06:30 ከማዕከሉ ይነሳል። ቦታ ለማስያዝ ለሙሉጌታ በ 050-4418826 ይደውሉ።

በተጨማሪ፦ የአማርኛ–ዕብራይስጥ የኮምፒውተር ትምህርት ለአረጋውያን እሑድ ጠዋት ይቀጥላል።

በሰላም ያቆየን፣
ቤተ ጽዮን ማኅበረሰብ ማዕከል`,
    html: `<html lang="am"><body style="margin:0;background:#fdf6e3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Noto Sans Ethiopic',Nyala,Arial,sans-serif;">
<tr><td><img src="https://www.beit-tsion-kehila.org.il/news/sigd-2026-banner.jpg" width="600" alt="የሲግድ በዓል 2026" style="display:block;"></td></tr>
<tr><td style="padding:22px;font-size:15px;line-height:1.8;color:#333;">
<p>ውድ የማኅበረሰባችን አባላት፣</p>
<p>የሲግድ በዓልን በጋራ ለማክበር ሁላችሁንም በደስታ እንጋብዛለን።</p>
<table cellpadding="6" style="background:#fef3c7;width:100%;">
<tr><td>ቀን</td><td><b>ሐሙስ 19.11.2026</b></td></tr>
<tr><td>ሰዓት</td><td>09:00 – ጸሎት፣ 12:30 – የጋራ ምሳ</td></tr>
<tr><td>ቦታ</td><td>ቤተ ጽዮን ማኅበረሰብ ማዕከል፣ <span dir="rtl">רח' הגפן 5, רחובות</span></td></tr>
</table>
<p>ወደ ኢየሩሳሌም (טיילת ארמון הנציב) የሚሄድ አውቶቡስ በ06:30 ከማዕከሉ ይነሳል። ቦታ ለማስያዝ ለሙሉጌታ በ <a href="tel:+972504418826">050-4418826</a> ይደውሉ።</p>
<p>በተጨማሪ፦ የአማርኛ–ዕብራይስጥ የኮምፒውተር ትምህርት ለአረጋውያን እሑድ ጠዋት ይቀጥላል።</p>
<p>በሰላም ያቆየን፣<br>ቤተ ጽዮን ማኅበረሰብ ማዕከል</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:12px;color:#777;background:#f3f4f6;">
<a href="https://www.facebook.com/beittsionkehila">Facebook</a> · <a href="https://www.beit-tsion-kehila.org.il/tromot">תרומות</a> · <a href="https://www.beit-tsion-kehila.org.il/list/remove?m=desta">הסרה מרשימת התפוצה</a>
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // ------------------------------------------------------------ Russian, Arabic, French, German, Ukrainian
  {
    family: "novosti-negeva",
    group: "regional",
    lang: "ru",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Новости Негева <digest@novosti-negeva.co.il>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "Дайджест недели: новый автобусный маршрут, цены на бензин, афиша выходных",
    date: d(10, 30, 8, 0),
    text: `НОВОСТИ НЕГЕВА — главное за неделю

• С 1 ноября в Гиват-Орене запускают новый автобусный маршрут № 47 до университета и больницы.
• Бензин в ноябре подешевеет на 9 агорот: 95-й — 7,12 ₪ за литр на самообслуживании.
• Муниципалитет напоминает: последний срок скидки на арнону для репатриантов первого года — 30.11.
• Афиша: концерт русского романса в Доме культуры 7.11 в 19:30, билеты 60 ₪.

Читать на сайте: https://novosti-negeva.co.il/digest/2026-44
Реклама в рассылке: 08-6231190

Вы получили это письмо, потому что подписались на рассылку. Отписаться: https://novosti-negeva.co.il/unsubscribe?id=ik5521`,
    html: page({
      lang: "ru",
      title: "Дайджест недели",
      pre: "Маршрут № 47, цены на бензин, афиша",
      color: "#991b1b",
      logo: "https://novosti-negeva.co.il/img/nn-logo.png",
      logo_alt: "Новости Негева",
      body: `<h2 style="margin:0 0 12px 0;font-size:20px;">Главное за неделю</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td width="120" valign="top" style="padding:0 0 14px 12px;"><img src="https://novosti-negeva.co.il/media/2026/10/bus47.jpg" width="110" alt="Автобус"></td><td valign="top" style="padding-bottom:14px;"><a href="https://novosti-negeva.co.il/news/77120" style="color:#111;font-weight:bold;text-decoration:none;">С 1 ноября запускают маршрут № 47 до университета и больницы</a></td></tr>
<tr><td width="120" valign="top" style="padding:0 0 14px 12px;"><img src="https://novosti-negeva.co.il/media/2026/10/fuel.jpg" width="110" alt="АЗС"></td><td valign="top" style="padding-bottom:14px;"><a href="https://novosti-negeva.co.il/news/77134" style="color:#111;font-weight:bold;text-decoration:none;">Бензин подешевеет на 9 агорот: 95-й — 7,12 ₪</a></td></tr>
<tr><td width="120" valign="top" style="padding:0 0 14px 12px;"><img src="https://novosti-negeva.co.il/media/2026/10/arnona.jpg" width="110" alt="Муниципалитет"></td><td valign="top" style="padding-bottom:14px;"><a href="https://novosti-negeva.co.il/news/77141" style="color:#111;font-weight:bold;text-decoration:none;">Скидка на арнону для репатриантов: срок — до 30.11</a></td></tr>
</table>
<p style="background:#fef2f2;padding:10px;">Афиша: концерт русского романса в Доме культуры 7.11 в 19:30, билеты 60 ₪.</p>
<p><a href="https://novosti-negeva.co.il/digest/2026-44" style="color:#991b1b;">Читать весь дайджест на сайте</a></p>`,
      foot:
        `Реклама: 08-6231190 · <a href="https://t.me/novostinegeva" style="color:#6b7280;">Telegram</a><br>Вы получили это письмо, потому что подписались на рассылку. <a href="https://novosti-negeva.co.il/unsubscribe?id=ik5521" style="color:#6b7280;">Отписаться</a>`,
    }),
    enc: "qp",
  },
  {
    family: "nazareth-kitchens",
    group: "regional",
    lang: "ar",
    kind: "price-quote",
    code: null,
    link: null,
    from: "مطابخ الناصرة – سليم خوري <salim@nazareth-kitchens.co.il>",
    to: "Rawan Katz <rawan.k@inbox.example>",
    subject: "عرض سعر لمطبخ – شقة الشكماه 17",
    date: d(11, 16, 17, 55),
    text: `مرحبا روان،

شكرًا على زيارتكم للمعرض يوم الجمعة. مرفق عرض السعر للمطبخ حسب القياسات التي أخذناها:

- خزائن سفلية وعلوية من خشب MDF مطلي أبيض مطفي، 4.20 م طولي
- سطح عمل كوارتز رمادي فاتح مع حوض مدمج
- جزيرة صغيرة 1.40 × 0.80 م
- التركيب والنقل إلى غفعات أورن

المجموع: 38,900 ₪ شامل ض.ق.م
دفعة أولى 30% عند التوقيع، والباقي عند التركيب.
مدة التنفيذ: 5–6 أسابيع من تاريخ التوقيع.
العرض ساري حتى 15.12.2026.

لأي سؤال أنا متوفر على 052-6683021.

مع التحية،
سليم خوري
مطابخ الناصرة – شارع بولس السادس 112، الناصرة`,
    html: null,
    enc: "b64",
    attachment: [
      "ard-sier-matbakh-shikma17.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% quote 38900 ILS\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "colonie-les-cedres",
    group: "consumer",
    lang: "fr",
    kind: "registration-confirmation",
    code: null,
    link: null,
    from: "Colonie Les Cèdres <inscriptions@colonie-lescedres.fr>",
    to: TO,
    subject: "Inscription reçue – séjour ski « Cèdres d'hiver » 2027",
    date: d(11, 19, 9, 48),
    text: `Bonjour Madame Levin-Katz,

Nous avons bien reçu l'inscription de Noam Katz (15 ans) au séjour « Cèdres d'hiver » :

Dates : du 21 au 31 décembre 2026
Lieu : Chalet Les Cèdres, Les Saisies (Savoie)
Tarif : 1 390 € (voyage depuis Paris non compris)
Acompte réglé : 400 € — solde à verser avant le 1er décembre 2026

Le dossier sanitaire et l'autorisation parentale sont à remplir dans votre espace famille avant le départ.
Une réunion d'information en visio aura lieu le 6 décembre à 18 h (heure de Paris) ; le lien vous sera envoyé la veille.

À très bientôt,
L'équipe des Cèdres
12 rue des Pyrénées, 75020 Paris · 01 43 70 18 62`,
    html: page({
      lang: "fr",
      title: "Inscription reçue",
      color: "#0f766e",
      logo: "https://www.colonie-lescedres.fr/mail/logo-cedres.png",
      logo_alt: "Colonie Les Cèdres",
      body: `<p>Bonjour Madame Levin-Katz,</p>
<p>Nous avons bien reçu l'inscription de <b>Noam Katz</b> (15 ans) au séjour <b>« Cèdres d'hiver »</b>.</p>
${
        rows([
          ["Dates", "du 21 au 31 décembre 2026"],
          ["Lieu", "Chalet Les Cèdres, Les Saisies (Savoie)"],
          ["Tarif", "1 390 € (voyage depuis Paris non compris)"],
          ["Acompte réglé", "400 €"],
          ["Solde", "avant le 1er décembre 2026"],
        ])
      }
<p>Le dossier sanitaire et l'autorisation parentale sont à remplir dans votre <a href="https://www.colonie-lescedres.fr/espace-famille" style="color:#0f766e;">espace famille</a> avant le départ.</p>
<p>Une réunion d'information en visio aura lieu le 6 décembre à 18 h (heure de Paris) ; le lien vous sera envoyé la veille.</p>
<p>À très bientôt,<br>L'équipe des Cèdres</p>`,
      foot:
        `Colonie Les Cèdres · 12 rue des Pyrénées, 75020 Paris · 01 43 70 18 62<br>Association loi 1901 · agrément Jeunesse et Sports n° 075-0831 · <a href="https://www.colonie-lescedres.fr/mentions-legales" style="color:#6b7280;">Mentions légales</a>`,
    }),
    enc: "qp",
  },
  {
    family: "fahrradkiste",
    group: "consumer",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Fahrradkiste <versand@fahrradkiste.de>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "Deine Bestellung 300418826 ist unterwegs nach Israel",
    date: d(10, 31, 14, 20),
    text: `Hallo Igor,

gute Nachrichten: Deine Bestellung 300418826 hat unser Lager in Kassel verlassen.

Artikel:
1 × Scheibenbremsbeläge organisch, 2 Paar        18,90 €
1 × Schwalbe-kompatibler Faltreifen 26 × 2.25    32,50 €
1 × Kettenöl Trocken, 100 ml                      7,99 €
Versand international (Paket, versichert)        24,90 €
Gesamt (ohne deutsche MwSt.)                      70,72 €

Versanddienstleister: Deutsche Post / Israel Post
Sendungsnummer: CX118420936DE
Voraussichtliche Zustellung: 12.–20. November 2026

Hinweis: Bei Sendungen nach Israel können Einfuhrabgaben anfallen, die der Empfänger trägt.

Sendung verfolgen: https://www.fahrradkiste.de/konto/bestellungen/300418826

Viel Spaß beim Schrauben!
Dein Fahrradkiste-Team

Fahrradkiste GmbH · Wilhelmshöher Allee 210 · 34119 Kassel
Geschäftsführer: Jonas Weidlich · HRB 19274, Amtsgericht Kassel`,
    html: null,
    enc: "qp",
  },
  {
    family: "yasen-bank",
    group: "regional",
    lang: "uk",
    kind: "new-login-alert",
    code: null,
    link: null,
    from: "Ясен Банк <notify@yasenbank.com.ua>",
    to: "Igor Katz <igor.katz.home@inbox.example>",
    subject: "Вхід у Ясен Онлайн з нового пристрою",
    date: d(11, 15, 22, 9),
    text: `Вітаємо, Ігорю!

Щойно виконано вхід у Ясен Онлайн з нового пристрою:
Пристрій: iPhone 15, iOS 19.1
Місце: Тбілісі, Грузія (за IP-адресою)
Час: 15.11.2026, 22:07 (за київським часом)

Якщо це були ви — нічого робити не потрібно.
Якщо ні — негайно заблокуйте доступ у застосунку або зателефонуйте на 0 800 30 47 11 (безкоштовно по Україні) чи +380 44 390 47 11 з-за кордону.

Ясен Банк ніколи не просить повідомити CVV, PIN або коди з SMS.

З повагою,
АТ «Ясен Банк»`,
    html: page({
      lang: "uk",
      title: "Вхід з нового пристрою",
      color: "#1e40af",
      logo: "https://yasenbank.com.ua/static/mail/yasen-logo.png",
      logo_alt: "Ясен Банк",
      body: `<p>Вітаємо, Ігорю!</p>
<p>Щойно виконано вхід у Ясен Онлайн з нового пристрою:</p>
${
        rows([
          ["Пристрій", "iPhone 15, iOS 19.1"],
          ["Місце", "Тбілісі, Грузія (за IP-адресою)"],
          ["Час", "15.11.2026, 22:07 (за київським часом)"],
        ])
      }
<p>Якщо це були ви — нічого робити не потрібно.</p>
<p>Якщо ні — негайно заблокуйте доступ у застосунку або зателефонуйте на <b>0 800 30 47 11</b> чи <b>+380 44 390 47 11</b> з-за кордону.</p>
<p style="font-size:13px;color:#6b7280;">Ясен Банк ніколи не просить повідомити CVV, PIN або коди з SMS.</p>`,
      foot:
        `АТ «Ясен Банк» · ліцензія НБУ № 271 · <a href="https://yasenbank.com.ua/security" style="color:#6b7280;">Безпека</a> · <a href="https://www.facebook.com/yasenbank" style="color:#6b7280;">Facebook</a>`,
    }),
    enc: "b64",
  },
];
