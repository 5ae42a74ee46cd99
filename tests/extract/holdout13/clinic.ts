/**
 * The inbox of a nurse working at a hospital in Haifa and a private clinic in Nazareth over two months:
 * the hospital's HR portal and single sign-on, rostering, licensing, e-learning, shops, bank, card,
 * telecom, travel and a congress, in he, ar, el, it, es, pt, fr and English; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Rania Haddad <rania.haddad@mailbox.example>";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026. */
function d(month: number, day: number, time: string, zone = "+0300"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time}:${
    String((day * 7) % 60).padStart(2, "0")
  } ${zone}`;
}

/** A plain centred card, the way many transactional senders lay out their mail. */
function card(opts: {
  lang: string;
  dir?: "rtl" | "ltr";
  title: string;
  pre: string;
  brand: string;
  color: string;
  body: string;
  foot: string;
}): string {
  const dir = opts.dir ?? "ltr";
  return `<!DOCTYPE html>
<html lang="${opts.lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${opts.title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${opts.pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f4;">
<tr><td align="center" style="padding:28px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;">
<tr><td style="background:${opts.color};padding:18px 28px;font-family:Arial,Helvetica,sans-serif;font-size:20px;font-weight:bold;color:#ffffff;border-radius:6px 6px 0 0;">${opts.brand}</td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#2b2f33;text-align:${
    dir === "rtl" ? "right" : "left"
  };">
${opts.body}
</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #e3e6ea;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#7a8088;text-align:${
    dir === "rtl" ? "right" : "left"
  };">
${opts.foot}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr><td bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td></tr></table>`;
}

/** One table cell per digit, as some sign-on products print their codes. */
function digit_cells(code: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center" style="margin:18px auto;"><tr>${
    [...code].map((c) =>
      `<td width="38" height="46" align="center" style="border:1px solid ${color};border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:#1d2733;">${c}</td>`
    ).join("")
  }</tr></table>`;
}

// ---------------------------------------------------------------- the hospital: single sign-on

const GALIM_FOOT =
  `Galim Coastal Medical Center &middot; 7 HaLeviim St, Haifa 3508409 &middot; IT Service Desk ext. 4357 / 04-850-4357<br>
This message was sent automatically by Galim Connect. Do not reply. <a href="https://intranet.galim-med.org.il/it/security" style="color:#7a8088;">Information security policy</a>`;

const sso: Mail[] = [
  {
    family: "galim-connect-sso",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "604118",
    link: null,
    from: "Galim Connect <no-reply@connect.galim-med.org.il>",
    subject: "Your Galim Connect verification code",
    date: d(9, 2, "06:41"),
    text: `Galim Connect - two-step verification

Someone (hopefully you) is signing in to Galim Connect as rhaddad.

Verification code: 604118

The code expires in 5 minutes. Enter it on the sign-in page of the device you started from.
Sign-in from: Chrome on Windows, workstation NRS-ICU3-07, 06:41 IDT

If you did not try to sign in, call the IT Service Desk on ext. 4357 (04-850-4357 from outside) right away.

Galim Coastal Medical Center, 7 HaLeviim St, Haifa 3508409`,
    html: card({
      lang: "en",
      title: "Verification code",
      pre: "Your code expires in 5 minutes.",
      brand: "Galim Connect",
      color: "#0b5c7a",
      body: `<p style="margin:0 0 12px;">Someone (hopefully you) is signing in to Galim Connect as <b>rhaddad</b>.</p>
<p style="margin:0;">Enter this verification code on the sign-in page:</p>
${digit_cells("604118", "#0b5c7a")}
<p style="margin:0 0 12px;font-size:13px;color:#5b636b;">The code expires in 5 minutes.<br>Sign-in from: Chrome on Windows, workstation NRS-ICU3-07, 06:41 IDT</p>
<p style="margin:0;font-size:13px;color:#5b636b;">Not you? Call the IT Service Desk on ext. 4357 right away.</p>`,
      foot: GALIM_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "galim-connect-sso",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "271953",
    link: null,
    from: "Galim Connect <no-reply@connect.galim-med.org.il>",
    subject: "קוד אימות לכניסה ל-Galim Connect",
    date: d(9, 19, "22:58"),
    text: `שלום רניה,

קוד האימות שלך הוא: 271953

הקוד תקף ל-5 דקות. יש להזין אותו במסך הכניסה.
ניסיון כניסה מ: Safari ב-iPhone, מחוץ לרשת בית החולים, 22:58

לא ניסית להתחבר? נא לפנות מיד למוקד התמיכה במחשוב, שלוחה 4357.

המרכז הרפואי גלים חוף, רח' הלויים 7, חיפה`,
    html: card({
      lang: "he",
      dir: "rtl",
      title: "קוד אימות",
      pre: "הקוד תקף ל-5 דקות",
      brand: "Galim Connect",
      color: "#0b5c7a",
      body: `<p style="margin:0 0 12px;">שלום רניה,</p>
<p style="margin:0;">קוד האימות שלך לכניסה:</p>
<p dir="ltr" style="margin:18px 0;text-align:center;font-family:'Courier New',monospace;font-size:32px;letter-spacing:8px;font-weight:bold;color:#0b5c7a;">271 953</p>
<p style="margin:0 0 12px;font-size:13px;color:#5b636b;">הקוד תקף ל-5 דקות.<br>ניסיון כניסה מ: Safari ב-iPhone, מחוץ לרשת בית החולים, 22:58</p>
<p style="margin:0;font-size:13px;color:#5b636b;">לא ניסית להתחבר? נא לפנות מיד למוקד התמיכה במחשוב, שלוחה 4357.</p>`,
      foot:
        `המרכז הרפואי גלים חוף &middot; רח' הלויים 7, חיפה 3508409 &middot; מוקד מחשוב 04-850-4357<br><a href="https://intranet.galim-med.org.il/it/security" style="color:#7a8088;">מדיניות אבטחת מידע</a>`,
    }),
    enc: "b64",
  },
  {
    family: "galim-connect-sso",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://connect.galim-med.org.il/idp/pwreset/confirm?ticket=Q2xZ-8fTn41wLr0vbd7HsK2p&user=rhaddad",
    from: "Galim Connect <no-reply@connect.galim-med.org.il>",
    subject: "Password reset requested for rhaddad",
    date: d(10, 6, "14:12"),
    text: `Hello Rania Haddad,

A password reset was requested for your Galim Connect account (rhaddad) at 14:12 from the self-service kiosk in Building B.

To choose a new password, open this link within 30 minutes:
https://connect.galim-med.org.il/idp/pwreset/confirm?ticket=Q2xZ-8fTn41wLr0vbd7HsK2p&user=rhaddad

Your new password must be at least 12 characters and must not match your last 10 passwords. It will apply to Chameleon, the HR portal, e-mail and the Wi-Fi (GALIM-STAFF).

If you did not ask for this, ignore this message and tell the IT Service Desk (ext. 4357).

Galim Coastal Medical Center - Information Systems`,
    html: card({
      lang: "en",
      title: "Password reset",
      pre: "Choose a new password within 30 minutes.",
      brand: "Galim Connect",
      color: "#0b5c7a",
      body: `<p style="margin:0 0 12px;">Hello Rania Haddad,</p>
<p style="margin:0 0 12px;">A password reset was requested for your Galim Connect account (<b>rhaddad</b>) at 14:12 from the self-service kiosk in Building B.</p>
${
        button(
          "https://connect.galim-med.org.il/idp/pwreset/confirm?ticket=Q2xZ-8fTn41wLr0vbd7HsK2p&amp;user=rhaddad",
          "Choose a new password",
          "#0b5c7a",
        )
      }
<p style="margin:0 0 12px;font-size:13px;color:#5b636b;">The link is valid for 30 minutes. Your new password must be at least 12 characters and must not match your last 10 passwords. It applies to Chameleon, the <a href="https://hr.galim-med.org.il" style="color:#0b5c7a;">HR portal</a>, e-mail and the Wi-Fi (GALIM-STAFF).</p>
<p style="margin:0;font-size:13px;color:#5b636b;">If you did not ask for this, ignore this message and tell the IT Service Desk (ext. 4357).</p>`,
      foot: GALIM_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "galim-connect-sso",
    group: "regional",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Galim Connect <no-reply@connect.galim-med.org.il>",
    subject: "New device registered for two-step verification",
    date: d(10, 7, "09:30"),
    text: `Hello Rania,

A new device was registered for two-step verification on your account rhaddad:

  Device: iPhone 15 (Galim Authenticator 4.2)
  When: 7 October 2026, 09:30 IDT
  Where: Galim staff Wi-Fi, Building B

Your previous device (Samsung Galaxy A54) was removed. Nothing else changed.

If this wasn't you, call ext. 4357 or 04-850-4357 immediately; the service desk is staffed 24/7.

Galim Coastal Medical Center - Information Systems`,
    html: null,
  },
];

// ---------------------------------------------------------------- the hospital: HR and payroll portal

const HR_FOOT = `מערכת משאבי אנוש &ndash; המרכז הרפואי גלים חוף, חיפה<br>
לשאלות בנושא שכר: מדור שכר, טל' 04-850-2210, א'-ה' 08:00-14:00 &middot; <a href="https://hr.galim-med.org.il/help" style="color:#7a8088;">מרכז עזרה</a>`;

const hr: Mail[] = [
  {
    family: "galim-hr-portal",
    group: "regional",
    lang: "he",
    kind: "payslip",
    code: null,
    link: null,
    from: "מדור שכר - גלים חוף <payroll@hr.galim-med.org.il>",
    subject: "תלוש שכר לחודש אוגוסט 2026",
    date: d(9, 9, "11:05"),
    text: `שלום רניה חדאד,

תלוש השכר שלך לחודש אוגוסט 2026 מצורף להודעה זו כקובץ PDF.
מספר עובד: 40872 | מחלקה: טיפול נמרץ כללי | דרגה: אחות מוסמכת, דרגה 38

הקובץ מוגן בסיסמה: מספר תעודת הזהות שלך (9 ספרות, ללא ספרת ביקורת מופרדת).
השכר יופקד בחשבונך בתאריך 10.09.2026.

ניתן לצפות גם בתלושים קודמים בפורטל משאבי אנוש: https://hr.galim-med.org.il/payslips

בברכה,
מדור שכר`,
    html: card({
      lang: "he",
      dir: "rtl",
      title: "תלוש שכר",
      pre: "תלוש השכר לאוגוסט 2026 מצורף",
      brand: "גלים חוף &middot; משאבי אנוש",
      color: "#2f6e4f",
      body: `<p style="margin:0 0 12px;">שלום רניה חדאד,</p>
<p style="margin:0 0 12px;">תלוש השכר שלך לחודש <b>אוגוסט 2026</b> מצורף להודעה זו כקובץ PDF.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;margin:0 0 12px;">
<tr><td style="color:#5b636b;">מספר עובד</td><td>40872</td></tr>
<tr><td style="color:#5b636b;">מחלקה</td><td>טיפול נמרץ כללי</td></tr>
<tr><td style="color:#5b636b;">תאריך הפקדה</td><td>10.09.2026</td></tr>
</table>
<p style="margin:0 0 12px;font-size:13px;color:#5b636b;">הקובץ מוגן בסיסמה: מספר תעודת הזהות שלך.</p>
<p style="margin:0;">לתלושים קודמים: <a href="https://hr.galim-med.org.il/payslips" style="color:#2f6e4f;">פורטל משאבי אנוש</a></p>`,
      foot: HR_FOOT,
    }),
    enc: "b64",
    attachment: [
      "payslip_2026-08_40872.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n%%EOF\n",
    ],
  },
  {
    family: "galim-hr-portal",
    group: "regional",
    lang: "he",
    kind: "leave-approved",
    code: null,
    link: null,
    from: "פורטל משאבי אנוש <hr-noreply@hr.galim-med.org.il>",
    subject: "בקשת החופשה שלך אושרה (12.10-18.10)",
    date: d(9, 24, "15:47"),
    text: `שלום רניה,

בקשת החופשה שהגשת אושרה על ידי האחות האחראית, עינת שגיא.

סוג היעדרות: חופשה שנתית
תאריכים: 12.10.2026 - 18.10.2026 (5 ימי עבודה)
יתרת ימי חופשה לאחר האישור: 16.5

אין צורך בפעולה נוספת. סידור העבודה יעודכן אוטומטית.

פורטל משאבי אנוש - המרכז הרפואי גלים חוף
https://hr.galim-med.org.il`,
    html: null,
    enc: "8bit",
  },
  {
    family: "galim-hr-portal",
    group: "regional",
    lang: "he",
    kind: "payslip",
    code: null,
    link: null,
    from: "מדור שכר - גלים חוף <payroll@hr.galim-med.org.il>",
    subject: "תלוש שכר לחודש ספטמבר 2026 זמין בפורטל",
    date: d(10, 9, "10:52"),
    text: `שלום רניה חדאד,

תלוש השכר לחודש ספטמבר 2026 זמין לצפייה בפורטל משאבי אנוש.
החודש נכללו: תוספת משמרות לילה (9 משמרות), שעות נוספות 125% (6.5 ש'), החזר נסיעות.
השכר יופקד בתאריך 10.10.2026 לחשבון המסתיים ב-••4821.

לצפייה: https://hr.galim-med.org.il/payslips/2026-09

מדור שכר, טל' 04-850-2210`,
    html: card({
      lang: "he",
      dir: "rtl",
      title: "תלוש שכר",
      pre: "תלוש ספטמבר 2026 זמין בפורטל",
      brand: "גלים חוף &middot; משאבי אנוש",
      color: "#2f6e4f",
      body: `<p style="margin:0 0 12px;">שלום רניה חדאד,</p>
<p style="margin:0 0 12px;">תלוש השכר לחודש <b>ספטמבר 2026</b> זמין לצפייה בפורטל.</p>
<ul style="margin:0 0 12px;padding-right:18px;font-size:14px;">
<li>תוספת משמרות לילה (9 משמרות)</li><li>שעות נוספות 125% (6.5 ש')</li><li>החזר נסיעות</li></ul>
<p style="margin:0 0 12px;">השכר יופקד בתאריך 10.10.2026 לחשבון המסתיים ב-<span dir="ltr">••4821</span>.</p>
${button("https://hr.galim-med.org.il/payslips/2026-09", "לצפייה בתלוש", "#2f6e4f")}`,
      foot: HR_FOOT,
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- shift rostering app

const RM = "#5b3fd1";
const RM_FOOT =
  `Rostermint Ltd, Suite 4, 21 Ha'Arba'a St, Tel Aviv &middot; <a href="https://rostermint.app/help" style="color:#7a8088;">Help</a> &middot; <a href="https://rostermint.app/settings/notifications" style="color:#7a8088;">Notification settings</a><br>
You're receiving this because you are on the roster of ICU 3 &ndash; Galim Coastal Medical Center.`;

const roster: Mail[] = [
  {
    family: "rostermint",
    group: "consumer",
    lang: "en",
    kind: "roster-published",
    code: null,
    link: null,
    from: "Rostermint <notifications@rostermint.app>",
    subject: "October roster published - ICU 3",
    date: d(9, 15, "17:20"),
    text: `Hi Rania,

Einat Sagi has published the October roster for ICU 3.

Your shifts (1-31 Oct): 16 shifts, 5 nights, 2 weekends
First shift: Thu 1 Oct, 07:00-15:00 (Morning)
Leave: 12-18 Oct (approved)

View your shifts in the app or at https://rostermint.app/r/icu3-galim/2026-10

Swaps can be requested until 48 hours before the shift.

- Rostermint`,
    html: card({
      lang: "en",
      title: "October roster",
      pre: "16 shifts, 5 nights, first shift Thu 1 Oct 07:00",
      brand: "rostermint",
      color: RM,
      body: `<p style="margin:0 0 12px;">Hi Rania,</p>
<p style="margin:0 0 16px;"><b>Einat Sagi</b> has published the <b>October</b> roster for ICU 3.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border:1px solid #e3e6ea;border-radius:4px;">
<tr><td style="color:#5b636b;">Shifts</td><td align="right"><b>16</b> (5 nights, 2 weekends)</td></tr>
<tr><td style="color:#5b636b;border-top:1px solid #e3e6ea;">First shift</td><td align="right" style="border-top:1px solid #e3e6ea;">Thu 1 Oct, 07:00&ndash;15:00</td></tr>
<tr><td style="color:#5b636b;border-top:1px solid #e3e6ea;">Leave</td><td align="right" style="border-top:1px solid #e3e6ea;">12&ndash;18 Oct</td></tr>
</table>
${button("https://rostermint.app/r/icu3-galim/2026-10", "View my shifts", RM)}
<p style="margin:0;font-size:13px;color:#5b636b;">Swaps can be requested until 48 hours before the shift.</p>`,
      foot: RM_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "rostermint",
    group: "consumer",
    lang: "en",
    kind: "swap-confirm",
    code: null,
    link: "https://rostermint.app/swaps/confirm/sw_8Kq2Lm7Xc4?sig=9f1ac03e7b",
    from: "Rostermint <notifications@rostermint.app>",
    subject: "Confirm your swap request with Noa Levi",
    date: d(9, 28, "20:03"),
    text: `Hi Rania,

You asked to swap shifts with Noa Levi:

  You give:   Sat 10 Oct, 19:00-07:00 (Night)
  You take:   Tue 20 Oct, 19:00-07:00 (Night)

Please confirm that this request is yours before we send it to Noa and to the charge nurse:
https://rostermint.app/swaps/confirm/sw_8Kq2Lm7Xc4?sig=9f1ac03e7b

Unconfirmed requests are dropped after 24 hours.

- Rostermint`,
    html: card({
      lang: "en",
      title: "Confirm swap",
      pre: "Sat 10 Oct night for Tue 20 Oct night",
      brand: "rostermint",
      color: RM,
      body: `<p style="margin:0 0 12px;">Hi Rania,</p>
<p style="margin:0 0 12px;">You asked to swap shifts with <b>Noa Levi</b>:</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;background:#f5f3ff;border-radius:4px;">
<tr><td style="color:#5b636b;">You give</td><td>Sat 10 Oct, 19:00&ndash;07:00 (Night)</td></tr>
<tr><td style="color:#5b636b;">You take</td><td>Tue 20 Oct, 19:00&ndash;07:00 (Night)</td></tr>
</table>
<p style="margin:16px 0 0;">Please confirm that this request is yours before we send it to Noa and to the charge nurse.</p>
${button("https://rostermint.app/swaps/confirm/sw_8Kq2Lm7Xc4?sig=9f1ac03e7b", "Confirm swap request", RM)}
<p style="margin:0;font-size:13px;color:#5b636b;">Unconfirmed requests are dropped after 24 hours. <a href="https://rostermint.app/swaps" style="color:${RM};">See all my swaps</a></p>`,
      foot: RM_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "rostermint",
    group: "consumer",
    lang: "en",
    kind: "swap-approved",
    code: null,
    link: null,
    from: "Rostermint <notifications@rostermint.app>",
    subject: "Swap approved: you now work Tue 20 Oct (Night)",
    date: d(9, 29, "08:15"),
    text: `Hi Rania,

Einat Sagi approved your swap with Noa Levi.

Removed: Sat 10 Oct, 19:00-07:00
Added:   Tue 20 Oct, 19:00-07:00

Your calendar feed has been updated. Nothing else to do.

- Rostermint
Notification settings: https://rostermint.app/settings/notifications`,
    html: null,
  },
  {
    family: "rostermint",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://rostermint.app/auth/magic?token=ml_3vH9cQ0aZr6TtY1kWp8N&device=web",
    from: "Rostermint <notifications@rostermint.app>",
    subject: "Your sign-in link for Rostermint",
    date: d(10, 22, "13:34"),
    text: `Hi Rania,

Here is the sign-in link you asked for on rostermint.app:
https://rostermint.app/auth/magic?token=ml_3vH9cQ0aZr6TtY1kWp8N&device=web

It works once and expires in 15 minutes.

Didn't ask for it? You can ignore this e-mail; nobody can sign in without opening the link.

- Rostermint`,
    html: card({
      lang: "en",
      title: "Sign in",
      pre: "One click and you're in. Expires in 15 minutes.",
      brand: "rostermint",
      color: RM,
      body: `<p style="margin:0 0 12px;">Hi Rania,</p>
<p style="margin:0;">Here is the sign-in link you asked for on rostermint.app.</p>
${button("https://rostermint.app/auth/magic?token=ml_3vH9cQ0aZr6TtY1kWp8N&amp;device=web", "Sign in to Rostermint", RM)}
<p style="margin:0 0 12px;font-size:13px;color:#5b636b;">It works once and expires in 15 minutes. Didn't ask for it? You can ignore this e-mail.</p>`,
      foot: RM_FOOT,
    }),
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- nursing licensing registry

const licence: Mail[] = [
  {
    family: "rishui-siud-portal",
    group: "regional",
    lang: "he",
    kind: "verify-code",
    code: "83920517",
    link: null,
    from: "פורטל רישוי סיעוד <no-reply@rishui-siud.gov-portal.il>",
    subject: "קוד חד-פעמי לחידוש רישיון",
    date: d(9, 7, "19:26"),
    text: `שלום,

התקבלה בקשה להתחבר לפורטל רישוי סיעוד לצורך חידוש רישיון.

הקוד החד-פעמי שלך: 83920517

הקוד תקף ל-10 דקות. אין למסור את הקוד לאף אדם, גם לא לנציג הפורטל.

מספר רישיון: 1-54903 | סוג: אחות מוסמכת

פורטל רישוי סיעוד | מוקד טלפוני *5400 | www.rishui-siud.gov-portal.il`,
    html: card({
      lang: "he",
      dir: "rtl",
      title: "קוד חד-פעמי",
      pre: "הקוד תקף ל-10 דקות",
      brand: "פורטל רישוי סיעוד",
      color: "#1f3b73",
      body: `<p style="margin:0 0 12px;">שלום,</p>
<p style="margin:0 0 12px;">התקבלה בקשה להתחבר לפורטל לצורך חידוש רישיון.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:10px auto 18px;"><tr><td dir="ltr" style="background:#eef2fa;border:1px dashed #1f3b73;padding:14px 30px;font-family:Arial,sans-serif;font-size:30px;font-weight:bold;letter-spacing:5px;color:#1f3b73;">8392 0517</td></tr></table>
<p style="margin:0 0 12px;font-size:13px;color:#5b636b;">הקוד תקף ל-10 דקות. אין למסור את הקוד לאף אדם, גם לא לנציג הפורטל.</p>
<p style="margin:0;font-size:13px;color:#5b636b;">מספר רישיון: <span dir="ltr">1-54903</span> | סוג: אחות מוסמכת</p>`,
      foot:
        `פורטל רישוי סיעוד &middot; מוקד טלפוני <span dir="ltr">*5400</span> &middot; <a href="https://www.rishui-siud.gov-portal.il/privacy" style="color:#7a8088;">מדיניות פרטיות</a> &middot; <a href="https://www.rishui-siud.gov-portal.il/accessibility" style="color:#7a8088;">הצהרת נגישות</a>`,
    }),
    enc: "b64",
  },
  {
    family: "rishui-siud-portal",
    group: "regional",
    lang: "he",
    kind: "licence-renewed",
    code: null,
    link: null,
    from: "פורטל רישוי סיעוד <no-reply@rishui-siud.gov-portal.il>",
    subject: "אישור: הרישיון חודש עד 30.09.2031",
    date: d(9, 8, "09:03"),
    text: `שלום רניה חדאד,

בקשתך לחידוש רישיון טופלה.

מספר רישיון: 1-54903
תוקף חדש: עד 30.09.2031
אגרה ששולמה: 412.00 ש"ח (אסמכתא 2026-0917734)

תעודת הרישיון הדיגיטלית זמינה להורדה באזור האישי בפורטל.
יש לעדכן את מחלקת משאבי אנוש במקום העבודה.

פורטל רישוי סיעוד | מוקד *5400`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- e-learning

const ND = "#e4572e";
const ND_FOOT =
  `Nursedemy &middot; 55 Ermou, 1st floor, 10563 Athens, Greece &middot; <a href="https://nursedemy.com/help" style="color:#7a8088;">Help centre</a> &middot; <a href="https://nursedemy.com/privacy" style="color:#7a8088;">Privacy</a> &middot; <a href="https://nursedemy.com/account/emails" style="color:#7a8088;">E-mail preferences</a><br>&copy; 2026 Nursedemy. All rights reserved.`;

const elearn: Mail[] = [
  {
    family: "nursedemy",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "KX7-41P",
    code_digits: "KX741P",
    link: "https://nursedemy.com/verify?e=cmFuaWEuaGFkZGFk&c=KX741P",
    from: "Nursedemy <hello@nursedemy.com>",
    subject: "Confirm your e-mail for Nursedemy",
    date: d(9, 3, "21:44"),
    text: `Welcome to Nursedemy, Rania!

Before you start your first course, please confirm your e-mail address.

Your confirmation code: KX7-41P

Or open this link:
https://nursedemy.com/verify?e=cmFuaWEuaGFkZGFk&c=KX741P

The code and link expire in 24 hours.

Nursedemy, 55 Ermou, 10563 Athens, Greece`,
    html: card({
      lang: "en",
      title: "Confirm your e-mail",
      pre: "One last step before your first course.",
      brand:
        `<img src="https://cdn.nursedemy.com/mail/logo-white.png" width="130" height="28" alt="Nursedemy" style="display:block;border:0;">`,
      color: ND,
      body: `<h1 style="margin:0 0 14px;font-size:22px;">Welcome to Nursedemy, Rania!</h1>
<p style="margin:0 0 12px;">Before you start your first course, please confirm your e-mail address. Type this code in the app:</p>
<p style="margin:16px 0;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:3px;color:${ND};">KX7-41P</p>
<p style="margin:0;">Or confirm with one click:</p>
${button("https://nursedemy.com/verify?e=cmFuaWEuaGFkZGFk&amp;c=KX741P", "Confirm my e-mail", ND)}
<p style="margin:0;font-size:13px;color:#5b636b;">The code and link expire in 24 hours.</p>`,
      foot: ND_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "nursedemy",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://nursedemy.com/join/cohort/ICU-SEPSIS-26B?invite=inv_5tR8pLx2Wq",
    from: "Dr. Miriam Aboud via Nursedemy <hello@nursedemy.com>",
    subject: 'Miriam Aboud invited you to "Sepsis Recognition in the ICU (Cohort B)"',
    date: d(9, 10, "12:18"),
    text: `Dr. Miriam Aboud invited you to join a private course on Nursedemy.

Sepsis Recognition in the ICU - Cohort B
6 modules, about 5 hours, 4 CE hours on completion
Starts: 21 September 2026

"Rania - this is the refresher we talked about at the unit meeting. Please finish module 1 before the 30th." - Miriam

Accept the invitation:
https://nursedemy.com/join/cohort/ICU-SEPSIS-26B?invite=inv_5tR8pLx2Wq

This invitation was sent to rania.haddad@mailbox.example and expires on 20 September 2026.

Nursedemy, 55 Ermou, 10563 Athens, Greece`,
    html: card({
      lang: "en",
      title: "Course invitation",
      pre: "Sepsis Recognition in the ICU (Cohort B) starts 21 September",
      brand:
        `<img src="https://cdn.nursedemy.com/mail/logo-white.png" width="130" height="28" alt="Nursedemy" style="display:block;border:0;">`,
      color: ND,
      body: `<p style="margin:0 0 16px;"><b>Dr. Miriam Aboud</b> invited you to join a private course.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e3e6ea;border-radius:6px;">
<tr><td><img src="https://cdn.nursedemy.com/courses/icu-sepsis/cover-600.jpg" width="544" alt="Sepsis Recognition in the ICU" style="display:block;width:100%;border-radius:6px 6px 0 0;"></td></tr>
<tr><td style="padding:14px;"><b style="font-size:17px;">Sepsis Recognition in the ICU &ndash; Cohort B</b><br><span style="font-size:13px;color:#5b636b;">6 modules &middot; about 5 hours &middot; 4 CE hours &middot; starts 21 Sep 2026</span></td></tr>
</table>
<p style="margin:16px 0 0;font-style:italic;color:#5b636b;">&ldquo;Rania &ndash; this is the refresher we talked about at the unit meeting. Please finish module 1 before the 30th.&rdquo;</p>
${button("https://nursedemy.com/join/cohort/ICU-SEPSIS-26B?invite=inv_5tR8pLx2Wq", "Accept invitation", ND)}
<p style="margin:0;font-size:13px;color:#5b636b;">This invitation was sent to rania.haddad@mailbox.example and expires on 20 September 2026.</p>`,
      foot: ND_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "nursedemy",
    group: "consumer",
    lang: "en",
    kind: "certificate",
    code: null,
    link: null,
    from: "Nursedemy <hello@nursedemy.com>",
    subject: "Your certificate: Sepsis Recognition in the ICU",
    date: d(10, 19, "18:02"),
    text: `Congratulations, Rania!

You completed "Sepsis Recognition in the ICU - Cohort B" with a final score of 92%.

Certificate no.: ND-2026-118-40577
CE hours: 4.0
Issued: 19 October 2026

Your certificate is attached and is also saved in My Learning: https://nursedemy.com/me/certificates

Share it on LinkedIn: https://nursedemy.com/me/certificates/ND-2026-118-40577/share

Nursedemy, 55 Ermou, 10563 Athens, Greece`,
    html: card({
      lang: "en",
      title: "Certificate",
      pre: "4.0 CE hours added to your record",
      brand:
        `<img src="https://cdn.nursedemy.com/mail/logo-white.png" width="130" height="28" alt="Nursedemy" style="display:block;border:0;">`,
      color: ND,
      body: `<h1 style="margin:0 0 14px;font-size:22px;">Congratulations, Rania! &#127891;</h1>
<p style="margin:0 0 12px;">You completed <b>Sepsis Recognition in the ICU &ndash; Cohort B</b> with a final score of <b>92%</b>.</p>
<p style="margin:0 0 12px;font-size:14px;">Certificate no. ND-2026-118-40577<br>CE hours: 4.0<br>Issued: 19 October 2026</p>
${button("https://nursedemy.com/me/certificates", "Open My Learning", ND)}
<p style="margin:0;font-size:13px;"><a href="https://nursedemy.com/me/certificates/ND-2026-118-40577/share" style="color:${ND};">Share on LinkedIn</a></p>`,
      foot: ND_FOOT,
    }),
    enc: "qp",
    attachment: [
      "Nursedemy_Certificate_ND-2026-118-40577.pdf",
      "application/pdf",
      "%PDF-1.5\n%Nursedemy certificate\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- continuing education (Greek)

const KAIROS_FOOT =
  `ΚΑΙΡΟΣ Συνεχιζόμενη Εκπαίδευση Υγείας &middot; Λεωφ. Μακαρίου 48, 1075 Λευκωσία &middot; Τηλ. +357 22 456 780<br>
<a href="https://kairos-cme.com.cy/oroi" style="color:#7a8088;">Όροι χρήσης</a> &middot; <a href="https://kairos-cme.com.cy/aporrito" style="color:#7a8088;">Πολιτική απορρήτου</a> &middot; <a href="https://kairos-cme.com.cy/unsubscribe?u=7731" style="color:#7a8088;">Διαγραφή</a>`;

const kairos: Mail[] = [
  {
    family: "kairos-cme",
    group: "regional",
    lang: "el",
    kind: "login-code",
    code: "558204",
    link: null,
    from: "ΚΑΙΡΟΣ CME <noreply@kairos-cme.com.cy>",
    subject: "Κωδικός σύνδεσης: 558204",
    date: d(9, 12, "08:37"),
    text: `Γεια σας,

Ο κωδικός σύνδεσής σας στην πλατφόρμα ΚΑΙΡΟΣ είναι:

558204

Ισχύει για 10 λεπτά. Αν δεν ζητήσατε εσείς τον κωδικό, αγνοήστε αυτό το μήνυμα.

ΚΑΙΡΟΣ Συνεχιζόμενη Εκπαίδευση Υγείας
Λεωφ. Μακαρίου 48, 1075 Λευκωσία`,
    html: card({
      lang: "el",
      title: "Κωδικός σύνδεσης",
      pre: "Ισχύει για 10 λεπτά",
      brand: "ΚΑΙΡΟΣ",
      color: "#8a1c3b",
      body: `<p style="margin:0 0 12px;">Γεια σας,</p>
<p style="margin:0;">Ο κωδικός σύνδεσής σας στην πλατφόρμα ΚΑΙΡΟΣ είναι:</p>
<p style="margin:18px 0;font-size:34px;font-weight:bold;letter-spacing:10px;color:#8a1c3b;">558204</p>
<p style="margin:0;font-size:13px;color:#5b636b;">Ισχύει για 10 λεπτά. Αν δεν ζητήσατε εσείς τον κωδικό, αγνοήστε αυτό το μήνυμα.</p>`,
      foot: KAIROS_FOOT,
    }),
    enc: "b64",
  },
  {
    family: "kairos-cme",
    group: "regional",
    lang: "el",
    kind: "certificate",
    code: null,
    link: null,
    from: "ΚΑΙΡΟΣ CME <noreply@kairos-cme.com.cy>",
    subject: "Βεβαίωση παρακολούθησης – Διαχείριση πόνου μετά από χειρουργείο",
    date: d(9, 26, "16:10"),
    text: `Αγαπητή κα Χαντάντ,

Σας ευχαριστούμε για τη συμμετοχή σας στο διαδικτυακό σεμινάριο «Διαχείριση μετεγχειρητικού πόνου: νέες οδηγίες» (24/09/2026).

Πιστωτικές μονάδες: 3 CPD
Αρ. βεβαίωσης: KCME-26-0932-118

Η βεβαίωση είναι διαθέσιμη στον λογαριασμό σας: https://kairos-cme.com.cy/my/certificates

Με εκτίμηση,
Η ομάδα του ΚΑΙΡΟΣ`,
    html: card({
      lang: "el",
      title: "Βεβαίωση",
      pre: "3 πιστωτικές μονάδες CPD",
      brand: "ΚΑΙΡΟΣ",
      color: "#8a1c3b",
      body: `<p style="margin:0 0 12px;">Αγαπητή κα Χαντάντ,</p>
<p style="margin:0 0 12px;">Σας ευχαριστούμε για τη συμμετοχή σας στο διαδικτυακό σεμινάριο <b>«Διαχείριση μετεγχειρητικού πόνου: νέες οδηγίες»</b> (24/09/2026).</p>
<p style="margin:0 0 12px;">Πιστωτικές μονάδες: <b>3 CPD</b><br>Αρ. βεβαίωσης: KCME-26-0932-118</p>
${button("https://kairos-cme.com.cy/my/certificates", "Οι βεβαιώσεις μου", "#8a1c3b")}`,
      foot: KAIROS_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "kairos-cme",
    group: "regional",
    lang: "el",
    kind: "newsletter",
    code: null,
    link: null,
    from: "ΚΑΙΡΟΣ CME <news@kairos-cme.com.cy>",
    subject: "Νέα σεμινάρια Νοεμβρίου: ΚΑΡΠΑ, τραύματα, φαρμακολογία",
    date: d(10, 27, "10:00", "+0200"),
    text: `Τα σεμινάρια του Νοεμβρίου

• Βασική & προχωρημένη ΚΑΡΠΑ – Λεμεσός, 7/11, 09:00–17:00 – 120 €
• Φροντίδα χρόνιων τραυμάτων – διαδικτυακά, 12/11, 18:30 – 35 €
• Φαρμακολογία για νοσηλευτές ΜΕΘ – διαδικτυακά, 19–26/11 – 60 €

Με τον κωδικό NOV15 έχετε έκπτωση 15% έως τις 5/11.

Όλο το πρόγραμμα: https://kairos-cme.com.cy/seminaria?utm_source=newsletter&utm_medium=email&utm_campaign=nov26

Διαγραφή από τη λίστα: https://kairos-cme.com.cy/unsubscribe?u=7731`,
    html: card({
      lang: "el",
      title: "Σεμινάρια Νοεμβρίου",
      pre: "Έκπτωση 15% με τον κωδικό NOV15",
      brand: "ΚΑΙΡΟΣ",
      color: "#8a1c3b",
      body: `<h2 style="margin:0 0 14px;font-size:20px;">Τα σεμινάρια του Νοεμβρίου</h2>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="border-bottom:1px solid #eee;"><b>Βασική &amp; προχωρημένη ΚΑΡΠΑ</b><br>Λεμεσός, 7/11, 09:00&ndash;17:00</td><td align="right" style="border-bottom:1px solid #eee;">120 &euro;</td></tr>
<tr><td style="border-bottom:1px solid #eee;"><b>Φροντίδα χρόνιων τραυμάτων</b><br>διαδικτυακά, 12/11, 18:30</td><td align="right" style="border-bottom:1px solid #eee;">35 &euro;</td></tr>
<tr><td><b>Φαρμακολογία για νοσηλευτές ΜΕΘ</b><br>διαδικτυακά, 19&ndash;26/11</td><td align="right">60 &euro;</td></tr>
</table>
<p style="margin:16px 0;padding:12px;background:#fbeef2;">Με τον κωδικό <b>NOV15</b> έχετε έκπτωση 15% έως τις 5/11.</p>
${
        button(
          "https://kairos-cme.com.cy/seminaria?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=nov26",
          "Όλο το πρόγραμμα",
          "#8a1c3b",
        )
      }`,
      foot: KAIROS_FOOT,
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- uniform shop (Italian)

const SC_FOOT =
  `Scrubella S.r.l. &middot; Via Tortona 31, 20144 Milano &middot; P.IVA 10493820961 &middot; servizio clienti 02 8736 1150<br>
<a href="https://www.scrubella.it/pages/resi" style="color:#7a8088;">Resi e cambi</a> &middot; <a href="https://www.scrubella.it/pages/privacy" style="color:#7a8088;">Privacy</a> &middot;
<a href="https://www.instagram.com/scrubella.it" style="color:#7a8088;">Instagram</a>`;

function sc_item(name: string, variant: string, qty: number, price: string): string {
  return `<tr><td width="70" style="padding:8px 0;"><img src="https://cdn.scrubella.it/p/${
    name.toLowerCase().replace(/[^a-z]+/g, "-")
  }-80.jpg" width="60" height="60" alt="${name}" style="display:block;border-radius:4px;"></td><td style="padding:8px;font-size:14px;">${name}<br><span style="color:#7a8088;font-size:12px;">${variant} &middot; Qtà ${qty}</span></td><td align="right" style="font-size:14px;">${price}</td></tr>`;
}

const scrubella: Mail[] = [
  {
    family: "scrubella",
    group: "consumer",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://www.scrubella.it/account/activate/70418522711/c8b1e4f09a6d3b27?syclid=a81f",
    from: "Scrubella <ciao@scrubella.it>",
    subject: "Attiva il tuo account Scrubella",
    date: d(9, 4, "23:12", "+0200"),
    text: `Ciao Rania,

grazie per esserti registrata su Scrubella! Per attivare l'account e salvare le tue taglie, conferma il tuo indirizzo e-mail:

https://www.scrubella.it/account/activate/70418522711/c8b1e4f09a6d3b27?syclid=a81f

Se non hai creato tu l'account, ignora questa e-mail.

Scrubella S.r.l. - Via Tortona 31, 20144 Milano`,
    html: card({
      lang: "it",
      title: "Attiva il tuo account",
      pre: "Un clic e le tue taglie sono salvate",
      brand:
        `<img src="https://cdn.scrubella.it/mail/logo.png" width="140" alt="Scrubella" style="display:block;border:0;">`,
      color: "#1d8a83",
      body: `<p style="margin:0 0 12px;">Ciao Rania,</p>
<p style="margin:0;">grazie per esserti registrata su Scrubella! Per attivare l'account e salvare le tue taglie, conferma il tuo indirizzo e-mail.</p>
${
        button(
          "https://www.scrubella.it/account/activate/70418522711/c8b1e4f09a6d3b27?syclid=a81f",
          "Attiva l'account",
          "#1d8a83",
        )
      }
<p style="margin:0;font-size:13px;color:#5b636b;">Se non hai creato tu l'account, ignora questa e-mail.</p>`,
      foot: SC_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "scrubella",
    group: "consumer",
    lang: "it",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Scrubella <ordini@scrubella.it>",
    subject: "Ordine #SC-28817 confermato",
    date: d(9, 4, "23:26", "+0200"),
    text: `Grazie per il tuo ordine, Rania!

Ordine #SC-28817 - 4 settembre 2026

Casacca Elia stretch, blu navy, S x2 ........ 69,80 €
Pantalone jogger Elia, blu navy, S x2 ....... 75,80 €
Zoccoli Clog Pro antiscivolo, bianco, 38 x1 . 54,90 €
Spedizione internazionale (Israele) ......... 19,00 €
Totale ...................................... 219,50 €

Pagato con Visa •••• 7734.
Ti scriveremo quando il pacco partirà (di solito entro 2 giorni lavorativi).

Vedi l'ordine: https://www.scrubella.it/account/orders/SC-28817`,
    html: card({
      lang: "it",
      title: "Ordine confermato",
      pre: "Ordine #SC-28817 - totale 219,50 €",
      brand:
        `<img src="https://cdn.scrubella.it/mail/logo.png" width="140" alt="Scrubella" style="display:block;border:0;">`,
      color: "#1d8a83",
      body: `<h1 style="margin:0 0 6px;font-size:21px;">Grazie per il tuo ordine, Rania!</h1>
<p style="margin:0 0 16px;color:#5b636b;">Ordine #SC-28817 &middot; 4 settembre 2026</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${sc_item("Casacca Elia stretch", "blu navy / S", 2, "69,80 &euro;")}
${sc_item("Pantalone jogger Elia", "blu navy / S", 2, "75,80 &euro;")}
${sc_item("Zoccoli Clog Pro antiscivolo", "bianco / 38", 1, "54,90 &euro;")}
<tr><td></td><td style="padding:8px;font-size:14px;border-top:1px solid #eee;">Spedizione (Israele)</td><td align="right" style="font-size:14px;border-top:1px solid #eee;">19,00 &euro;</td></tr>
<tr><td></td><td style="padding:8px;font-size:15px;font-weight:bold;">Totale</td><td align="right" style="font-size:15px;font-weight:bold;">219,50 &euro;</td></tr>
</table>
<p style="margin:12px 0;font-size:13px;color:#5b636b;">Pagato con Visa &bull;&bull;&bull;&bull; 7734. Ti scriveremo quando il pacco partir&agrave;.</p>
${button("https://www.scrubella.it/account/orders/SC-28817", "Vedi l'ordine", "#1d8a83")}`,
      foot: SC_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "scrubella",
    group: "consumer",
    lang: "it",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Scrubella <ordini@scrubella.it>",
    subject: "Il tuo ordine #SC-28817 è in viaggio 📦",
    date: d(9, 7, "11:40", "+0200"),
    text: `Ciao Rania,

il tuo ordine #SC-28817 è stato spedito con Corriere Express Internazionale.
Numero di tracciamento: CE4471902385IT
Consegna prevista: 14-16 settembre 2026

Traccia la spedizione: https://track.scrubella.it/CE4471902385IT

Possibili dazi all'arrivo in Israele sono a carico del destinatario.

Scrubella`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- medical supply shop (Spanish)

const BN_FOOT =
  `Botiquín Norte S.L. &middot; C/ Industria 112, 08025 Barcelona &middot; CIF B66420917 &middot; Tel. 932 184 550<br>
<a href="https://www.botiquinnorte.es/ayuda" style="color:#7a8088;">Ayuda</a> &middot; <a href="https://www.botiquinnorte.es/condiciones" style="color:#7a8088;">Condiciones</a> &middot; <a href="https://www.botiquinnorte.es/privacidad" style="color:#7a8088;">Privacidad</a>`;

const botiquin: Mail[] = [
  {
    family: "botiquin-norte",
    group: "consumer",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://email.botiquinnorte.es/c/eJwNyEEKgzAQBdCzuG9DmRp0-pfQhV6g-ZOgYBRqSj1_bsbD1q8V-pLMb8UQ",
    from: "Botiquín Norte <no-reply@botiquinnorte.es>",
    subject: "Restablece tu contraseña",
    date: d(9, 14, "00:48", "+0200"),
    text: `Hola Rania:

Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en Botiquín Norte.

Crea una nueva contraseña aquí (válido durante 60 minutos):
https://email.botiquinnorte.es/c/eJwNyEEKgzAQBdCzuG9DmRp0-pfQhV6g-ZOgYBRqSj1_bsbD1q8V-pLMb8UQ

Si no lo has solicitado, ignora este mensaje: tu contraseña actual sigue siendo válida.

Un saludo,
Atención al cliente - 932 184 550`,
    html: card({
      lang: "es",
      title: "Restablecer contraseña",
      pre: "El enlace caduca en 60 minutos",
      brand: "Botiquín Norte",
      color: "#c0392b",
      body: `<p style="margin:0 0 12px;">Hola Rania:</p>
<p style="margin:0;">Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.</p>
${
        button(
          "https://email.botiquinnorte.es/c/eJwNyEEKgzAQBdCzuG9DmRp0-pfQhV6g-ZOgYBRqSj1_bsbD1q8V-pLMb8UQ",
          "Crear nueva contraseña",
          "#c0392b",
        )
      }
<p style="margin:0;font-size:13px;color:#5b636b;">El enlace es válido durante 60 minutos. Si no lo has solicitado, ignora este mensaje.</p>`,
      foot: BN_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "botiquin-norte",
    group: "consumer",
    lang: "es",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Botiquín Norte <pedidos@botiquinnorte.es>",
    subject: "Pedido BN-552093 recibido",
    date: d(9, 14, "01:05", "+0200"),
    text: `Hola Rania:

Gracias por tu pedido BN-552093.

1 x Fonendoscopio Littmann Classic III, burdeos ..... 98,50 €
2 x Reloj de enfermería de silicona, gris ........... 17,80 €
1 x Tijeras de vendaje Lister 14 cm ................. 6,95 €
Envío UE/Internacional .............................. 24,00 €
TOTAL (IVA incl.) ................................... 147,25 €

Dirección de entrega: Rania Haddad, Derech HaYam 118, apto 6, 3436211 Haifa, Israel

Plazo estimado de envío: 5-8 días laborables.

Botiquín Norte S.L. - C/ Industria 112, 08025 Barcelona`,
    html: null,
    enc: "qp",
  },
];

botiquin.push({
  family: "botiquin-norte",
  group: "consumer",
  lang: "es",
  kind: "order-shipped",
  code: null,
  link: null,
  from: "Botiquín Norte <pedidos@botiquinnorte.es>",
  subject: "Tu pedido BN-552093 ya está en camino",
  date: d(9, 16, "17:33", "+0200"),
  text: `Hola Rania:

¡Buenas noticias! Tu pedido BN-552093 ha salido de nuestro almacén de Barcelona.

Transportista: InterCargo Express
Número de seguimiento: ICX0099127745ES
Entrega estimada: 22-25 de septiembre

Sigue tu envío: https://www.botiquinnorte.es/seguimiento?n=ICX0099127745ES

Recuerda que los envíos fuera de la UE pueden estar sujetos a aranceles.

Botiquín Norte S.L.`,
  html: card({
    lang: "es",
    title: "Pedido enviado",
    pre: "Entrega estimada: 22-25 de septiembre",
    brand: "Botiquín Norte",
    color: "#c0392b",
    body: `<p style="margin:0 0 12px;">Hola Rania:</p>
<p style="margin:0 0 12px;">¡Buenas noticias! Tu pedido <b>BN-552093</b> ha salido de nuestro almacén de Barcelona.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#5b636b;">Transportista</td><td>InterCargo Express</td></tr>
<tr><td style="color:#5b636b;">Seguimiento</td><td>ICX0099127745ES</td></tr>
<tr><td style="color:#5b636b;">Entrega estimada</td><td>22&ndash;25 de septiembre</td></tr>
</table>
${button("https://www.botiquinnorte.es/seguimiento?n=ICX0099127745ES", "Seguir mi envío", "#c0392b")}
<p style="margin:0;font-size:13px;color:#5b636b;">Los envíos fuera de la UE pueden estar sujetos a aranceles.</p>`,
    foot: BN_FOOT,
  }),
  enc: "qp",
});

// ---------------------------------------------------------------- nurses' union (Hebrew)

const union: Mail[] = [
  {
    family: "koach-siudi",
    group: "regional",
    lang: "he",
    kind: "newsletter",
    code: null,
    link: null,
    from: "כוח סיעודי - ארגון האחיות והאחים <news@koach-siudi.org.il>",
    subject: "עדכון חברים: ההסכם החדש לתוספת משמרות לילה",
    date: d(9, 17, "12:30"),
    text: `חברות וחברים יקרים,

אתמול נחתם הסכם עקרונות עם הנהלות בתי החולים בנושא תוספת משמרות לילה:
• העלאת התוספת ב-8% החל ממשכורת ינואר 2027
• הגבלה ל-7 משמרות לילה בחודש ללא הסכמה בכתב
• יום מנוחה מלא לאחר רצף של 3 לילות

אסיפת הסבר לחברי מחוז חיפה: יום ב' 28.9, 18:00, אולם הכנסים, רח' הנביאים 12.

לקריאת ההסכם המלא: https://koach-siudi.org.il/news/night-shift-2026?utm_source=mail
להסרה מרשימת התפוצה: https://koach-siudi.org.il/unsubscribe?m=40872

כוח סיעודי | טל' 03-620-7700`,
    html: `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Arial,sans-serif;direction:rtl;text-align:right;">
<tr><td><img src="https://koach-siudi.org.il/mail/header-2026.jpg" width="640" alt="כוח סיעודי - ארגון האחיות והאחים" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:16px;line-height:1.6;color:#222;">
<p>חברות וחברים יקרים,</p>
<p>אתמול נחתם הסכם עקרונות עם הנהלות בתי החולים בנושא תוספת משמרות לילה:</p>
<ul><li>העלאת התוספת ב-8% החל ממשכורת ינואר 2027</li><li>הגבלה ל-7 משמרות לילה בחודש ללא הסכמה בכתב</li><li>יום מנוחה מלא לאחר רצף של 3 לילות</li></ul>
<p style="background:#fff6d6;padding:12px;"><b>אסיפת הסבר לחברי מחוז חיפה:</b> יום ב' 28.9, 18:00, אולם הכנסים, רח' הנביאים 12.</p>
<p><a href="https://koach-siudi.org.il/news/night-shift-2026?utm_source=mail" style="color:#b3261e;font-weight:bold;">לקריאת ההסכם המלא &raquo;</a></p>
</td></tr>
<tr><td style="padding:16px 30px;background:#333;color:#ccc;font-size:12px;">
כוח סיעודי &middot; טל' 03-620-7700 &middot; <a href="https://www.facebook.com/koachsiudi" style="color:#ccc;">פייסבוק</a> &middot; <a href="https://koach-siudi.org.il/unsubscribe?m=40872" style="color:#ccc;">הסרה מרשימת התפוצה</a>
</td></tr></table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "koach-siudi",
    group: "regional",
    lang: "he",
    kind: "dues-receipt",
    code: null,
    link: null,
    from: "כוח סיעודי - גזברות <gizbarut@koach-siudi.org.il>",
    subject: "קבלה על דמי חבר - רבעון 3/2026",
    date: d(10, 2, "09:15"),
    text: `שלום רניה חדאד,

מצורפת קבלה על דמי חבר לרבעון 3/2026.

מספר חבר: 118-2290
סכום: 186.00 ש"ח (נוכה מהשכר)
מספר קבלה: 2026/77419

הקבלה מוכרת לצורכי זיכוי במס.

גזברות כוח סיעודי`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- bank (Hebrew)

const bank: Mail[] = [
  {
    family: "bank-hasharon-yam",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "9047",
    link: null,
    from: "בנק השרון-ים <alerts@sharonyam-bank.co.il>",
    subject: "קוד כניסה לאתר הבנק",
    date: d(9, 21, "20:11"),
    text: `קוד הכניסה החד-פעמי שלך לאתר בנק השרון-ים: 9047
הקוד תקף ל-3 דקות.
הבנק לעולם לא יבקש ממך את הקוד בטלפון.
חשבון: 12-640-••••81`,
    html: null,
    enc: "8bit",
  },
  {
    family: "bank-hasharon-yam",
    group: "regional",
    lang: "he",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "בנק השרון-ים <doar@sharonyam-bank.co.il>",
    subject: "דף חשבון לחודש ספטמבר מוכן לצפייה",
    date: d(10, 4, "07:00"),
    text: `לקוחה יקרה,

דף החשבון לחודש ספטמבר 2026 לחשבון 12-640-••••81 זמין באתר ובאפליקציה, תחת "מסמכים ודיוור".

יתרה ליום 30.09.2026: 14,382.55 ש"ח
מסגרת אשראי: 10,000 ש"ח

לנוחותך, ניתן להירשם לקבלת התראות על תנועות בחשבון בהגדרות האפליקציה.

בנק השרון-ים | מוקד שירות *2630 | www.sharonyam-bank.co.il`,
    html:
      `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;font-family:Arial,sans-serif;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#003f6b;padding:14px 24px;"><img src="https://www.sharonyam-bank.co.il/mail/logo_w.png" alt="בנק השרון-ים" height="32"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6;text-align:right;">
<p>לקוחה יקרה,</p>
<p>דף החשבון לחודש <b>ספטמבר 2026</b> לחשבון <span dir="ltr">12-640-••••81</span> זמין באתר ובאפליקציה, תחת &quot;מסמכים ודיוור&quot;.</p>
<table cellpadding="6" style="border:1px solid #d6dde3;font-size:14px;"><tr><td>יתרה ליום 30.09.2026</td><td><b>14,382.55 ש&quot;ח</b></td></tr><tr><td>מסגרת אשראי</td><td>10,000 ש&quot;ח</td></tr></table>
<p><a href="https://www.sharonyam-bank.co.il/login" style="color:#003f6b;">כניסה לחשבון</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f1f4f6;font-size:11px;color:#666;text-align:right;">בנק השרון-ים בע&quot;מ &middot; מוקד שירות *2630 &middot; דיוור זה נשלח אליך כחלק מהסכם ההתקשרות. <a href="https://www.sharonyam-bank.co.il/security" style="color:#666;">איך לזהות הודעות מתחזות</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "bank-hasharon-yam",
    group: "regional",
    lang: "he",
    kind: "password-changed",
    code: null,
    link: null,
    from: "בנק השרון-ים <alerts@sharonyam-bank.co.il>",
    subject: "הסיסמה לחשבונך שונתה",
    date: d(9, 21, "20:15"),
    text: `הסיסמה לכניסה לאתר ולאפליקציה של בנק השרון-ים שונתה היום, 21.09.2026, בשעה 20:15.
אם לא את ביצעת את השינוי, יש להתקשר מיד למוקד *2630 (24/7).`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- credit card (Arabic)

const ZAY_FOOT =
  `زيتونة كارد م.ض &middot; شارع بولس السادس 41، الناصرة &middot; مركز الخدمة: <span dir="ltr">*6090</span> أو <span dir="ltr">04-650-6090</span><br>
لا تشارك رمز التحقق مع أي شخص. <a href="https://www.zaytouna-card.co.il/ar/security" style="color:#7a8088;">نصائح الأمان</a>`;

const zaytouna: Mail[] = [
  {
    family: "zaytouna-card",
    group: "regional",
    lang: "ar",
    kind: "payment-otp",
    code: "318864",
    link: null,
    from: "زيتونة كارد <secure@zaytouna-card.co.il>",
    subject: "رمز التحقق لعملية الشراء عبر الإنترنت",
    date: d(9, 30, "21:37"),
    text: `عزيزتي رانية،

رمز التحقق لإتمام عملية الشراء هو: 318864

التاجر: AEROPORTUGA ONLINE
المبلغ: 389.40 EUR
البطاقة: Visa Platinum المنتهية بـ 5512
التاريخ: 30/09/2026 21:37

الرمز صالح لمدة 5 دقائق. إذا لم تقومي بهذه العملية، اتصلي فوراً على *6090.

زيتونة كارد`,
    html: card({
      lang: "ar",
      dir: "rtl",
      title: "رمز التحقق",
      pre: "رمز لمرة واحدة لعملية بقيمة 389.40 EUR",
      brand: "زيتونة كارد",
      color: "#4d6b1f",
      body: `<p style="margin:0 0 12px;">عزيزتي رانية،</p>
<p style="margin:0;">رمز التحقق لإتمام عملية الشراء هو:</p>
<p dir="ltr" style="margin:16px 0;text-align:center;font-size:32px;font-weight:bold;letter-spacing:6px;color:#4d6b1f;">318864</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f4f7ee;">
<tr><td>التاجر</td><td dir="ltr" align="left">AEROPORTUGA ONLINE</td></tr>
<tr><td>المبلغ</td><td dir="ltr" align="left">389.40 EUR</td></tr>
<tr><td>البطاقة</td><td>Visa Platinum المنتهية بـ 5512</td></tr>
<tr><td>التاريخ</td><td dir="ltr" align="left">30/09/2026 21:37</td></tr>
</table>
<p style="margin:14px 0 0;font-size:13px;color:#5b636b;">الرمز صالح لمدة 5 دقائق. إذا لم تقومي بهذه العملية، اتصلي فوراً على <span dir="ltr">*6090</span>.</p>`,
      foot: ZAY_FOOT,
    }),
    enc: "b64",
  },
  {
    family: "zaytouna-card",
    group: "regional",
    lang: "ar",
    kind: "card-transaction",
    code: null,
    link: null,
    from: "زيتونة كارد <alerts@zaytouna-card.co.il>",
    subject: "إشعار عملية على بطاقتك المنتهية بـ 5512",
    date: d(10, 14, "14:03"),
    text: `تمت عملية على بطاقتك Visa Platinum المنتهية بـ 5512:

المبلغ: 46.80 EUR
التاجر: PASTELARIA ALFAMA LISBOA
التاريخ والوقت: 14/10/2026 12:02 (بتوقيت لشبونة)
المبلغ بالشيكل (تقريبي): 184.30 ₪
الإطار المتاح: 11,240.00 ₪

إذا لم تتعرفي على هذه العملية، اتصلي بمركز الخدمة على *6090 أو 04-650-6090 لإيقاف البطاقة.

زيتونة كارد`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- telecom (Arabic and Hebrew)

const OFEK = "#ff6a13";

const ofek: Mail[] = [
  {
    family: "ofek-mobile",
    group: "regional",
    lang: "ar",
    kind: "bill",
    code: null,
    link: null,
    from: "أوفيك موبايل <billing@ofek-mobile.co.il>",
    subject: "فاتورتك لشهر أيلول 2026 جاهزة",
    date: d(10, 3, "10:20"),
    text: `مرحباً رانية،

فاتورتك لشهر أيلول 2026 جاهزة.

رقم المشترك: 054-7XX-X318
المبلغ للدفع: 79.90 ₪
تاريخ الخصم: 15/10/2026 من بطاقة الائتمان المنتهية بـ 7734

يمكنك مشاهدة تفاصيل الفاتورة في التطبيق أو في منطقتك الشخصية: https://my.ofek-mobile.co.il/ar/bills

أوفيك موبايل | خدمة الزبائن *018`,
    html: card({
      lang: "ar",
      dir: "rtl",
      title: "الفاتورة",
      pre: "المبلغ للدفع 79.90 ₪",
      brand: "أوفيك موبايل",
      color: OFEK,
      body: `<p style="margin:0 0 12px;">مرحباً رانية،</p>
<p style="margin:0 0 14px;">فاتورتك لشهر <b>أيلول 2026</b> جاهزة.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border:1px solid #f1d2bd;">
<tr><td>رقم المشترك</td><td dir="ltr" align="left">054-7XX-X318</td></tr>
<tr><td>المبلغ للدفع</td><td align="left"><b>79.90 ₪</b></td></tr>
<tr><td>تاريخ الخصم</td><td dir="ltr" align="left">15/10/2026</td></tr>
</table>
${button("https://my.ofek-mobile.co.il/ar/bills", "تفاصيل الفاتورة", OFEK)}
<p style="margin:0;"><a href="https://apps.apple.com/il/app/ofek-mobile/id1488201" style="text-decoration:none;"><img src="https://my.ofek-mobile.co.il/mail/appstore-ar.png" width="120" alt="App Store"></a> <a href="https://play.google.com/store/apps/details?id=il.co.ofekmobile" style="text-decoration:none;"><img src="https://my.ofek-mobile.co.il/mail/googleplay-ar.png" width="135" alt="Google Play"></a></p>`,
      foot:
        `أوفيك موبايل م.ض &middot; خدمة الزبائن <span dir="ltr">*018</span> &middot; <a href="https://www.ofek-mobile.co.il/ar/privacy" style="color:#7a8088;">الخصوصية</a>`,
    }),
    enc: "b64",
  },
  {
    family: "ofek-mobile",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "4471",
    link: null,
    from: "אופק מובייל <noreply@ofek-mobile.co.il>",
    subject: "קוד האימות שלך לאזור האישי",
    date: d(10, 11, "07:55"),
    text: `קוד האימות שלך לכניסה לאזור האישי של אופק מובייל הוא 4471.
הקוד בתוקף ל-5 דקות. אין להעביר אותו לאחר.`,
    html: `<div dir="rtl" style="font-family:Arial,sans-serif;font-size:15px;color:#222;">
<img src="https://my.ofek-mobile.co.il/mail/logo.png" alt="אופק מובייל" height="30"><br><br>
קוד האימות שלך לכניסה לאזור האישי של אופק מובייל הוא <b style="font-size:22px;color:${OFEK};">4471</b>.<br>
הקוד בתוקף ל-5 דקות. אין להעביר אותו לאחר.
</div>`,
    enc: "b64",
  },
  {
    family: "ofek-mobile",
    group: "regional",
    lang: "he",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "אופק מובייל <noreply@ofek-mobile.co.il>",
    subject: "ברוכה הבאה לפורטוגל! חבילת הגלישה שלך פעילה",
    date: d(10, 12, "15:06", "+0100"),
    text: `ברוכה הבאה לפורטוגל!

חבילת "אירופה 10GB" פעילה עד 19.10.2026, 23:59 (שעון ישראל).
נוצלו: 0.2GB מתוך 10GB
שיחה לישראל: 0.25 ₪ לדקה. מוקד חירום אירופאי: 112.

לרכישת חבילת המשך: *018 או באפליקציה.`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- online pharmacy (Greek)

const pharmacy: Mail[] = [
  {
    family: "farmakeio-thalassa",
    group: "regional",
    lang: "el",
    kind: "receipt",
    code: null,
    link: null,
    from: "Φαρμακείο Θάλασσα e-shop <eshop@farmakeio-thalassa.gr>",
    subject: "Ευχαριστούμε για την παραγγελία σας #FT-10932",
    date: d(10, 2, "23:21"),
    text: `Ευχαριστούμε για την αγορά σας!

Παραγγελία #FT-10932 – 02/10/2026

La Roche-Posay Cicaplast Baume B5 40ml ........ 11,90 €
Κάλτσες διαβαθμισμένης συμπίεσης Class I, M x2 . 49,00 €
Avène Cold Cream κρέμα χεριών 50ml ............ 8,40 €
Μεταφορικά (Ισραήλ, ταχυμεταφορά) ............. 14,00 €
Σύνολο (με ΦΠΑ) ............................... 83,30 €

Πληρωμή: Visa ·· 5512
Αποστολή σε: Rania Haddad, Derech HaYam 118, apt 6, 3436211 Haifa, Israel

Φαρμακείο Θάλασσα, Λεωφ. Νίκης 27, 546 22 Θεσσαλονίκη – Τ. 2310 278 190`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Verdana,sans-serif;font-size:13px;color:#333;">
<tr><td align="center" style="padding:20px;background:#e8f5f7;"><img src="https://farmakeio-thalassa.gr/img/logo-mail.png" alt="Φαρμακείο Θάλασσα" width="180"></td></tr>
<tr><td style="padding:20px;">
<h3 style="margin:0 0 8px;">Ευχαριστούμε για την αγορά σας!</h3>
<p style="margin:0 0 12px;color:#777;">Παραγγελία #FT-10932 &ndash; 02/10/2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;">
<tr style="background:#f6f6f6;"><th align="left">Προϊόν</th><th align="right">Τιμή</th></tr>
<tr><td>La Roche-Posay Cicaplast Baume B5 40ml</td><td align="right">11,90 &euro;</td></tr>
<tr><td>Κάλτσες διαβαθμισμένης συμπίεσης Class I, M &times;2</td><td align="right">49,00 &euro;</td></tr>
<tr><td>Avène Cold Cream κρέμα χεριών 50ml</td><td align="right">8,40 &euro;</td></tr>
<tr><td>Μεταφορικά (Ισραήλ, ταχυμεταφορά)</td><td align="right">14,00 &euro;</td></tr>
<tr><td style="border-top:2px solid #333;"><b>Σύνολο (με ΦΠΑ)</b></td><td align="right" style="border-top:2px solid #333;"><b>83,30 &euro;</b></td></tr>
</table>
<p style="color:#777;">Πληρωμή: Visa &middot;&middot; 5512<br>Αποστολή σε: Rania Haddad, Derech HaYam 118, apt 6, 3436211 Haifa, Israel</p>
<p><a href="https://farmakeio-thalassa.gr/account/orders/FT-10932" style="color:#0a7d8c;">Δείτε την παραγγελία σας</a></p>
</td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#888;border-top:1px solid #ddd;">Φαρμακείο Θάλασσα, Λεωφ. Νίκης 27, 546 22 Θεσσαλονίκη &ndash; Τ. 2310 278 190 &middot; <a href="https://farmakeio-thalassa.gr/oroi" style="color:#888;">Όροι</a> &middot; <a href="https://www.facebook.com/farmakeiothalassa" style="color:#888;">Facebook</a></td></tr>
</table>`,
    enc: "b64",
  },
  {
    family: "farmakeio-thalassa",
    group: "regional",
    lang: "el",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Φαρμακείο Θάλασσα e-shop <eshop@farmakeio-thalassa.gr>",
    subject: "Η παραγγελία σας #FT-10932 απεστάλη",
    date: d(10, 5, "12:44"),
    text: `Αγαπητή κα Haddad,

Η παραγγελία σας #FT-10932 παραδόθηκε στην εταιρεία ταχυμεταφορών.

Αριθμός αποστολής: 7204418839
Εκτιμώμενη παράδοση στο Ισραήλ: 9–14/10/2026
Παρακολούθηση: https://farmakeio-thalassa.gr/track/7204418839

Τυχόν τελωνειακοί δασμοί επιβαρύνουν τον παραλήπτη.
Για οποιαδήποτε απορία καλέστε μας στο 2310 278 190 (Δευ–Παρ 09:00–17:00).

Φαρμακείο Θάλασσα`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- gym

const MS = "#111111";
const MS_FOOT =
  `Marina Strong Fitness &middot; Haifa Bay Mall, level -1, 40 HaHistadrut Blvd, Haifa &middot; 04-866-1200<br>
<a href="https://marinastrong.fit/terms" style="color:#7a8088;">Membership terms</a> &middot; <a href="https://marinastrong.fit/email-preferences?m=MS-30418" style="color:#7a8088;">Unsubscribe</a>`;

const gym: Mail[] = [
  {
    family: "marina-strong-fitness",
    group: "consumer",
    lang: "en",
    kind: "membership-renewed",
    code: null,
    link: null,
    from: "Marina Strong Fitness <members@marinastrong.fit>",
    subject: "Your membership has been renewed",
    date: d(9, 1, "06:00"),
    text: `Hi Rania,

Your Shift Worker membership renewed today.

Member no.: MS-30418
Plan: Shift Worker (24/7 access, 2 PT sessions a quarter)
Charged: 229.00 ILS to card ending 7734
Next renewal: 1 October 2026

Show your QR pass in the app at the turnstile, any hour.

See you on the floor,
Marina Strong Fitness`,
    html: card({
      lang: "en",
      title: "Membership renewed",
      pre: "229.00 ILS charged - next renewal 1 October",
      brand: "MARINA STRONG",
      color: MS,
      body: `<p style="margin:0 0 12px;">Hi Rania,</p>
<p style="margin:0 0 14px;">Your <b>Shift Worker</b> membership renewed today.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#5b636b;">Member no.</td><td>MS-30418</td></tr>
<tr><td style="color:#5b636b;">Plan</td><td>24/7 access, 2 PT sessions a quarter</td></tr>
<tr><td style="color:#5b636b;">Charged</td><td>229.00 ILS, card ending 7734</td></tr>
<tr><td style="color:#5b636b;">Next renewal</td><td>1 October 2026</td></tr>
</table>
<p style="margin:16px 0 0;">Show your QR pass in the app at the turnstile, any hour.</p>`,
      foot: MS_FOOT,
    }),
    enc: "7bit",
  },
  {
    family: "marina-strong-fitness",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://app.marinastrong.fit/login/email?token=eyJtIjoiTVMtMzA0MTgiLCJ4IjoxNzkwfQ.Hk2vP0",
    from: "Marina Strong Fitness <members@marinastrong.fit>",
    subject: "Log in to the Marina Strong app",
    date: d(10, 1, "05:48"),
    text: `Tap the link below on your phone to log in to the Marina Strong app:

https://app.marinastrong.fit/login/email?token=eyJtIjoiTVMtMzA0MTgiLCJ4IjoxNzkwfQ.Hk2vP0

The link expires in 20 minutes and can only be used once.

If you didn't try to log in, you can ignore this e-mail.`,
    html: card({
      lang: "en",
      title: "Log in",
      pre: "Tap to log in - expires in 20 minutes",
      brand: "MARINA STRONG",
      color: MS,
      body: `<p style="margin:0;">Tap the button on your phone to log in to the Marina Strong app.</p>
${
        button(
          "https://app.marinastrong.fit/login/email?token=eyJtIjoiTVMtMzA0MTgiLCJ4IjoxNzkwfQ.Hk2vP0",
          "Log in",
          "#f2b705",
        )
      }
<p style="margin:0;font-size:13px;color:#5b636b;">The link expires in 20 minutes and can only be used once. If you didn't try to log in, you can ignore this e-mail.</p>`,
      foot: MS_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "marina-strong-fitness",
    group: "consumer",
    lang: "en",
    kind: "class-booked",
    code: null,
    link: null,
    from: "Marina Strong Fitness <bookings@marinastrong.fit>",
    subject: "Booked: Mobility & Core, Wed 28 Oct 16:30",
    date: d(10, 27, "22:10", "+0200"),
    text: `You're booked!

Mobility & Core with Dana
Wed 28 Oct 2026, 16:30-17:15, Studio 2
Spot 11 of 18

Can't make it? Cancel in the app up to 2 hours before class to avoid a 20 ILS late-cancel fee.

Marina Strong Fitness, Haifa Bay Mall, 04-866-1200`,
    html: null,
  },
];

// ---------------------------------------------------------------- car lease

const DV = "#00796b";
const DV_FOOT =
  `Drivora Leasing Ltd &middot; 3 Abba Hillel St, Ramat Gan 5250606 &middot; Customer care *9290 &middot; Roadside 24/7 1-800-300-411<br>
<a href="https://my.drivora.co.il" style="color:#7a8088;">My Drivora</a> &middot; <a href="https://www.drivora.co.il/privacy" style="color:#7a8088;">Privacy</a>`;

const lease: Mail[] = [
  {
    family: "drivora-lease",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Drivora Leasing <invoices@drivora.co.il>",
    subject: "Invoice 2026-09-118452 - Kia Niro EV 71-482-33",
    date: d(9, 5, "03:14"),
    text: `Dear Rania Haddad,

Please find attached your invoice for September 2026.

Contract: PL-22918 (private lease, 36 months)
Vehicle: Kia Niro EV, plate 71-482-33
Monthly payment: 2,340.00 ILS (incl. VAT)
Toll road Kvish 6, August: 58.40 ILS
Total: 2,398.40 ILS
Direct debit on: 10 September 2026, account ••4821

Kind regards,
Drivora Leasing - Billing`,
    html: card({
      lang: "en",
      title: "Invoice",
      pre: "September invoice - 2,398.40 ILS by direct debit",
      brand: "drivora",
      color: DV,
      body: `<p style="margin:0 0 12px;">Dear Rania Haddad,</p>
<p style="margin:0 0 14px;">Please find attached your invoice for <b>September 2026</b>.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border:1px solid #dfe7e6;">
<tr><td>Contract</td><td align="right">PL-22918</td></tr>
<tr><td>Vehicle</td><td align="right">Kia Niro EV &middot; 71-482-33</td></tr>
<tr><td>Monthly payment</td><td align="right">2,340.00 ILS</td></tr>
<tr><td>Toll road Kvish 6 (Aug)</td><td align="right">58.40 ILS</td></tr>
<tr><td style="border-top:1px solid #dfe7e6;"><b>Total</b></td><td align="right" style="border-top:1px solid #dfe7e6;"><b>2,398.40 ILS</b></td></tr>
</table>
<p style="margin:14px 0 0;font-size:13px;color:#5b636b;">Direct debit on 10 September 2026 from account &bull;&bull;4821.</p>`,
      foot: DV_FOOT,
    }),
    enc: "qp",
    attachment: [
      "Drivora_Invoice_2026-09-118452.pdf",
      "application/pdf",
      "%PDF-1.4\n%Drivora invoice 2026-09-118452\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n",
    ],
  },
  {
    family: "drivora-lease",
    group: "consumer",
    lang: "he",
    kind: "service-reminder",
    code: null,
    link: null,
    from: "דריבורה ליסינג <service@drivora.co.il>",
    subject: 'תזכורת: טיפול 30,000 ק"מ לרכב 71-482-33',
    date: d(10, 25, "10:00", "+0200"),
    text: `שלום רניה,

לפי נתוני הרכב, הקיה נירו EV (71-482-33) מתקרבת לטיפול 30,000 ק"מ.

מוסך מורשה קרוב: אוטו-סרוויס המפרץ, רח' ההסתדרות 88, חיפה, טל' 04-872-5530
הטיפול כלול בחוזה ולא תחויבי בתשלום.

לתיאום יש להתקשר למוסך ישירות או למוקד *9290.

דריבורה ליסינג`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- team space

const WN = "#2d6cdf";

const wardnote: Mail[] = [
  {
    family: "wardnote",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.wardnote.io/ls/click?upn=u001.Gp7dX2nQ-2FkLm9vRt4Yh0sA3wE-2Bj6",
    from: "Einat Sagi (via Wardnote) <invites@wardnote.io>",
    subject: 'Einat Sagi invited you to the "ICU 3 Nursing" space on Wardnote',
    date: d(9, 11, "16:42"),
    text: `Einat Sagi invited you to join ICU 3 Nursing on Wardnote.

ICU 3 Nursing - 38 members
Handover templates, protocols, unit announcements and the education calendar.

Join the space:
https://links.wardnote.io/ls/click?upn=u001.Gp7dX2nQ-2FkLm9vRt4Yh0sA3wE-2Bj6

Wardnote is for staff communication only. Do not post patient-identifiable information.

Wardnote, 500 Howard St, San Francisco, CA 94105`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Invitation</title></head>
<body style="margin:0;background:#f6f8fb;">
<span style="display:none;font-size:1px;color:#f6f8fb;">Handover templates, protocols and unit announcements in one place.</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border:1px solid #e1e6ee;border-radius:8px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;">
<tr><td style="padding:28px 32px 0;"><img src="https://static.wardnote.io/email/wordmark.png" width="110" alt="Wardnote"></td></tr>
<tr><td style="padding:20px 32px;font-size:16px;line-height:24px;color:#1c2330;">
<table cellpadding="0" cellspacing="0"><tr><td><img src="https://avatars.wardnote.io/u/88213/48.png" width="40" height="40" alt="" style="border-radius:20px;"></td><td style="padding-left:12px;"><b>Einat Sagi</b> invited you to join<br><b style="font-size:20px;">ICU 3 Nursing</b></td></tr></table>
<p style="color:#5a6475;font-size:14px;">38 members &middot; Handover templates, protocols, unit announcements and the education calendar.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:${WN};border-radius:6px;"><a href="https://links.wardnote.io/ls/click?upn=u001.Gp7dX2nQ-2FkLm9vRt4Yh0sA3wE-2Bj6" style="display:block;padding:12px 24px;color:#fff;font-weight:600;text-decoration:none;">Join ICU 3 Nursing</a></td></tr></table>
<p style="color:#8a93a3;font-size:12px;margin-top:20px;">Wardnote is for staff communication only. Do not post patient-identifiable information.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8a93a3;">Wardnote, 500 Howard St, San Francisco, CA 94105 &middot; <a href="https://wardnote.io/legal/privacy" style="color:#8a93a3;">Privacy</a> &middot; <a href="https://wardnote.io/help" style="color:#8a93a3;">Help</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "wardnote",
    group: "consumer",
    lang: "en",
    kind: "digest",
    code: null,
    link: null,
    from: "Wardnote <digest@wardnote.io>",
    subject: "This week in ICU 3 Nursing: 4 new posts, 1 protocol update",
    date: d(10, 5, "08:00"),
    text: `Your weekly digest for ICU 3 Nursing

PROTOCOL UPDATE
Einat Sagi updated "Central line dressing change (v3.2)" - read before your next shift.

NEW POSTS
- Yusuf Nasser: Flu vaccine clinic for staff, 12-14 Oct, 08:00-16:00, Building A lobby
- Noa Levi: Anyone swapping a weekend in November?
- Dr. Miriam Aboud: Sepsis refresher - module 2 is open
- Einat Sagi: Reminder: new pump training sessions on 8 and 9 Oct

Open Wardnote: https://app.wardnote.io/s/icu3-galim
Change digest frequency: https://app.wardnote.io/settings/notifications`,
    html: null,
  },
];

// ---------------------------------------------------------------- congress in Valencia

const MN = "#f28c28";
const MN_FOOT =
  `MEDINURS 2026 &middot; 9th Mediterranean Nursing Congress &middot; Palau de Congressos, Av. de les Corts Valencianes 60, 46015 València<br>
Technical secretariat: Viajes Turia Congresos S.L. &middot; +34 963 510 274 &middot; <a href="https://medinurs2026.org/privacy" style="color:#7a8088;">Privacy</a>`;

const congress: Mail[] = [
  {
    family: "medinurs-congress",
    group: "consumer",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://registro.medinurs2026.org/cuenta/confirmar/5c0e21b7-94a3-4f6d-8e10-3b2d7a9c6f41",
    from: "MEDINURS 2026 - Secretaría <registro@medinurs2026.org>",
    subject: "Confirma tu correo para completar la inscripción",
    date: d(9, 6, "18:20", "+0200"),
    text: `Hola, Rania:

Gracias por iniciar tu inscripción en MEDINURS 2026 (València, 22-24 de octubre de 2026).

Para activar tu cuenta y continuar con el pago, confirma tu dirección de correo:
https://registro.medinurs2026.org/cuenta/confirmar/5c0e21b7-94a3-4f6d-8e10-3b2d7a9c6f41

La cuota reducida de enfermería (290 €) se mantiene hasta el 15 de septiembre.

Secretaría técnica - Viajes Turia Congresos
+34 963 510 274`,
    html: card({
      lang: "es",
      title: "Confirma tu correo",
      pre: "Un paso más para tu inscripción en MEDINURS 2026",
      brand:
        `<img src="https://medinurs2026.org/img/mail-header.png" width="240" alt="MEDINURS 2026 · València" style="display:block;border:0;">`,
      color: "#0d3b66",
      body: `<p style="margin:0 0 12px;">Hola, Rania:</p>
<p style="margin:0 0 12px;">Gracias por iniciar tu inscripción en <b>MEDINURS 2026</b> (València, 22&ndash;24 de octubre de 2026).</p>
<p style="margin:0;">Para activar tu cuenta y continuar con el pago, confirma tu dirección de correo:</p>
${
        button(
          "https://registro.medinurs2026.org/cuenta/confirmar/5c0e21b7-94a3-4f6d-8e10-3b2d7a9c6f41",
          "Confirmar correo",
          MN,
        )
      }
<p style="margin:0;font-size:13px;color:#5b636b;">La cuota reducida de enfermería (290 &euro;) se mantiene hasta el 15 de septiembre. <a href="https://medinurs2026.org/es/cuotas" style="color:#0d3b66;">Ver cuotas</a></p>`,
      foot: MN_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "medinurs-congress",
    group: "consumer",
    lang: "en",
    kind: "registration-receipt",
    code: null,
    link: null,
    from: "MEDINURS 2026 - Registration <registro@medinurs2026.org>",
    subject: "Registration complete - MEDINURS 2026 (ref. MN26-01873)",
    date: d(9, 6, "18:41", "+0200"),
    text: `Dear Rania Haddad,

Your registration for MEDINURS 2026 is complete.

Registration ref.: MN26-01873
Category: Nurse / midwife (early rate)
Includes: scientific sessions, lunches, welcome reception (22 Oct, 20:00)
Paid: 290.00 EUR by card ending 5512

Your badge will be printed on site: bring an ID to desk B in the main hall from 08:00 on 22 October.
Workshop places (limited) open on 20 September.

Palau de Congressos, Av. de les Corts Valencianes 60, 46015 València`,
    html: card({
      lang: "en",
      title: "Registration complete",
      pre: "Ref. MN26-01873 - see you in València",
      brand:
        `<img src="https://medinurs2026.org/img/mail-header.png" width="240" alt="MEDINURS 2026 · València" style="display:block;border:0;">`,
      color: "#0d3b66",
      body: `<p style="margin:0 0 12px;">Dear Rania Haddad,</p>
<p style="margin:0 0 14px;">Your registration for <b>MEDINURS 2026</b> is complete.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#fff6ec;">
<tr><td>Registration ref.</td><td><b>MN26-01873</b></td></tr>
<tr><td>Category</td><td>Nurse / midwife (early rate)</td></tr>
<tr><td>Paid</td><td>290.00 EUR, card ending 5512</td></tr>
</table>
<p style="margin:14px 0;">Your badge will be printed on site: bring an ID to desk B in the main hall from 08:00 on 22 October.</p>
<p style="margin:0;font-size:13px;"><a href="https://medinurs2026.org/programme" style="color:#0d3b66;">Programme</a> &middot; <a href="https://medinurs2026.org/venue" style="color:#0d3b66;">Venue &amp; hotels</a> &middot; <a href="https://medinurs2026.org/workshops" style="color:#0d3b66;">Workshops (open 20 Sep)</a></p>`,
      foot: MN_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "medinurs-congress",
    group: "consumer",
    lang: "en",
    kind: "abstract-accepted",
    code: null,
    link: null,
    from: "MEDINURS 2026 Scientific Committee <abstracts@medinurs2026.org>",
    subject: "Abstract #A-0412 accepted for poster presentation",
    date: d(9, 18, "11:09", "+0200"),
    text: `Dear Ms Haddad,

On behalf of the Scientific Committee, we are pleased to inform you that your abstract

  #A-0412 "Nurse-led early mobilisation in mechanically ventilated patients: a single-centre audit"

has been accepted as a POSTER in session P3 (Critical Care), Friday 23 October, 13:00-14:00.

Poster size: A0 portrait (841 x 1189 mm). Boards will be available from 08:00 on the day.
At least one author must be registered by 1 October for the abstract to appear in the book of abstracts.

With best regards,
Prof. Lucía Ferrer Soler
Chair, Scientific Committee`,
    html: null,
  },
];

// ---------------------------------------------------------------- travel (Portuguese)

const AP = "#00594f";
const AP_FOOT =
  `AeroPortuga, S.A. &middot; Edifício Tejo, Rua C ao Aeroporto, 1700-008 Lisboa &middot; Centro de contacto +351 218 420 900<br>
<a href="https://www.aeroportuga.pt/pt/privacidade" style="color:#7a8088;">Privacidade</a> &middot; <a href="https://www.aeroportuga.pt/pt/ajuda" style="color:#7a8088;">Ajuda</a> &middot; <a href="https://www.aeroportuga.pt/pt/bagagem" style="color:#7a8088;">Bagagem</a>`;

const travel: Mail[] = [
  {
    family: "aeroportuga",
    group: "consumer",
    lang: "pt",
    kind: "verify-code",
    code: "730215",
    link: null,
    from: "AeroPortuga Viajante+ <naoresponder@aeroportuga.pt>",
    subject: "O seu código de verificação Viajante+",
    date: d(9, 30, "19:31", "+0100"),
    text: `Olá Rania,

Para concluir a criação da sua conta Viajante+, introduza este código:

730215

O código é válido durante 15 minutos.

Com a conta Viajante+ acumula milhas em todos os voos AeroPortuga.

AeroPortuga, S.A. - Lisboa`,
    html: card({
      lang: "pt",
      title: "Código de verificação",
      pre: "Válido durante 15 minutos",
      brand: "AeroPortuga &middot; Viajante+",
      color: AP,
      body: `<p style="margin:0 0 12px;">Olá Rania,</p>
<p style="margin:0;">Para concluir a criação da sua conta Viajante+, introduza este código:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr><td style="background:#e6f2f0;padding:14px 28px;border-radius:6px;font-size:30px;font-weight:bold;letter-spacing:6px;color:${AP};">730215</td></tr></table>
<p style="margin:0;font-size:13px;color:#5b636b;">O código é válido durante 15 minutos. Se não pediu este código, ignore este e-mail.</p>`,
      foot: AP_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "aeroportuga",
    group: "consumer",
    lang: "pt",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "AeroPortuga <reservas@aeroportuga.pt>",
    subject: "Reserva confirmada: Tel Aviv – Lisboa · Código XK7P2Q",
    date: d(9, 30, "19:40", "+0100"),
    text: `Olá Rania Haddad,

A sua reserva está confirmada.

Código de reserva: XK7P2Q
Bilhete eletrónico: 471-2209843316

IDA   AP 1762  TLV 12/10/2026 06:15 -> LIS 12/10/2026 10:05  Económica (Clássica)
VOLTA AP 1763  LIS 18/10/2026 23:40 -> TLV 19/10/2026 06:35  Económica (Clássica)

Passageira: HADDAD/RANIA MS
Bagagem: 1 peça de porão 23 kg + 1 mala de cabine 8 kg
Total pago: 389,40 EUR

O check-in online abre 36 horas antes da partida.

Gerir reserva: https://www.aeroportuga.pt/pt/gerir-reserva?pnr=XK7P2Q&apelido=HADDAD

Boa viagem!
AeroPortuga`,
    html: card({
      lang: "pt",
      title: "Reserva confirmada",
      pre: "TLV–LIS 12/10 · LIS–TLV 18/10 · Código XK7P2Q",
      brand: "AeroPortuga",
      color: AP,
      body: `<p style="margin:0 0 12px;">Olá Rania Haddad,</p>
<p style="margin:0 0 14px;">A sua reserva está confirmada.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border:1px solid #cfe3e0;">
<tr><td colspan="2" style="background:#e6f2f0;">Código de reserva <b style="font-size:18px;letter-spacing:2px;">XK7P2Q</b> &middot; Bilhete 471-2209843316</td></tr>
<tr><td><b>AP 1762</b><br>Tel Aviv (TLV) &rarr; Lisboa (LIS)</td><td align="right">12/10/2026<br>06:15 &ndash; 10:05</td></tr>
<tr><td style="border-top:1px solid #cfe3e0;"><b>AP 1763</b><br>Lisboa (LIS) &rarr; Tel Aviv (TLV)</td><td align="right" style="border-top:1px solid #cfe3e0;">18/10/2026<br>23:40 &ndash; 06:35 (+1)</td></tr>
</table>
<p style="margin:14px 0 0;font-size:14px;">Passageira: HADDAD/RANIA MS<br>Bagagem: 1 peça de porão 23 kg + 1 mala de cabine 8 kg<br>Total pago: <b>389,40 EUR</b></p>
<p style="margin:12px 0 0;font-size:13px;color:#5b636b;">O check-in online abre 36 horas antes da partida.</p>
${button("https://www.aeroportuga.pt/pt/gerir-reserva?pnr=XK7P2Q&amp;apelido=HADDAD", "Gerir reserva", AP)}`,
      foot: AP_FOOT,
    }),
    enc: "b64",
  },
  {
    family: "casa-dos-azulejos-alfama",
    group: "consumer",
    lang: "pt",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Casa dos Azulejos · Alfama <reservas@casadosazulejos.pt>",
    subject: "Confirmação da sua estadia de 12 a 18 de outubro",
    date: d(10, 1, "14:05", "+0100"),
    text: `Cara Sra. Haddad,

Obrigado por escolher a Casa dos Azulejos. A sua reserva está confirmada:

Reserva n.º: 2026-1048
Quarto: Duplo Superior com varanda (vista rio)
Chegada: 12/10/2026, a partir das 15:00
Partida: 18/10/2026, até às 11:00
6 noites, pequeno-almoço incluído - 672,00 EUR
Taxa turística municipal (pagar no local): 4,00 EUR por noite

Morada: Beco do Mirante 9, 1100-341 Lisboa
O aeroporto fica a cerca de 20 minutos de táxi. Se chegar depois das 22:00, avise-nos pelo +351 912 448 360.

Até breve,
Inês Carvalho - Receção`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- private clinic in Nazareth (patient-facing)

const CSE = "#7b1e3a";
const CSE_FOOT =
  `Clinique Saint-Élie &middot; Rue 6133 n° 14, Nazareth 1613101 &middot; Standard : +972 4 602 7220 &middot; Urgences 24h/24 : +972 4 602 7299<br>
<a href="https://www.clinique-saintelie.org.il/confidentialite" style="color:#7a8088;">Confidentialité</a> &middot; <a href="https://www.clinique-saintelie.org.il/contact" style="color:#7a8088;">Nous contacter</a>`;

const clinique: Mail[] = [
  {
    family: "clinique-saint-elie",
    group: "regional",
    lang: "fr",
    kind: "activate-link",
    code: null,
    link: "https://patient.clinique-saintelie.org.il/activation?jeton=7QmV2rLx9sKe0pW4dYt1&lang=fr",
    from: "Espace patient – Clinique Saint-Élie <espace-patient@clinique-saintelie.org.il>",
    subject: "Activez votre espace patient",
    date: d(9, 16, "10:30"),
    text: `Madame Rania Haddad,

Suite à votre passage à l'accueil le 16/09/2026, un espace patient a été créé à votre nom (dossier n° 26-118402).

Pour l'activer et choisir votre mot de passe, cliquez sur le lien ci-dessous (valable 72 heures) :
https://patient.clinique-saintelie.org.il/activation?jeton=7QmV2rLx9sKe0pW4dYt1&lang=fr

Dans votre espace, vous retrouverez vos rendez-vous, vos factures et vos comptes rendus de consultation.

Clinique Saint-Élie - Nazareth
Standard : +972 4 602 7220`,
    html: card({
      lang: "fr",
      title: "Espace patient",
      pre: "Activez votre espace sous 72 heures",
      brand: "Clinique Saint-Élie",
      color: CSE,
      body: `<p style="margin:0 0 12px;">Madame Rania Haddad,</p>
<p style="margin:0 0 12px;">Suite à votre passage à l'accueil le 16/09/2026, un espace patient a été créé à votre nom (dossier n° 26-118402).</p>
<p style="margin:0;">Pour l'activer et choisir votre mot de passe :</p>
${
        button(
          "https://patient.clinique-saintelie.org.il/activation?jeton=7QmV2rLx9sKe0pW4dYt1&amp;lang=fr",
          "Activer mon espace",
          CSE,
        )
      }
<p style="margin:0;font-size:13px;color:#5b636b;">Lien valable 72 heures. Dans votre espace, vous retrouverez vos rendez-vous, vos factures et vos comptes rendus de consultation.</p>`,
      foot: CSE_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "clinique-saint-elie",
    group: "regional",
    lang: "fr",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Clinique Saint-Élie <rendez-vous@clinique-saintelie.org.il>",
    subject: "Rappel : votre rendez-vous du jeudi 29 octobre à 09h40",
    date: d(10, 27, "09:00", "+0200"),
    text: `Madame Haddad,

Nous vous rappelons votre rendez-vous :

Dr Karim Nassar - Orthopédie
Jeudi 29 octobre 2026 à 09h40
Bâtiment B, 2e étage, consultation 214

Merci de vous présenter 15 minutes en avance avec votre pièce d'identité, votre carte de caisse maladie et vos radiographies.
En cas d'empêchement, merci de prévenir le secrétariat au +972 4 602 7240 au moins 24 heures à l'avance.

Clinique Saint-Élie`,
    html: card({
      lang: "fr",
      title: "Rappel de rendez-vous",
      pre: "Dr Karim Nassar, jeudi 29 octobre à 09h40",
      brand: "Clinique Saint-Élie",
      color: CSE,
      body: `<p style="margin:0 0 12px;">Madame Haddad,</p>
<p style="margin:0 0 12px;">Nous vous rappelons votre rendez-vous :</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" border="0" style="background:#f8eef1;border-left:4px solid ${CSE};font-size:15px;">
<tr><td><b>Dr Karim Nassar</b> &ndash; Orthopédie<br>Jeudi 29 octobre 2026 à 09h40<br>Bâtiment B, 2e étage, consultation 214</td></tr></table>
<p style="margin:14px 0 12px;font-size:14px;">Merci de vous présenter 15 minutes en avance avec votre pièce d'identité, votre carte de caisse maladie et vos radiographies.</p>
<p style="margin:0;font-size:13px;color:#5b636b;">En cas d'empêchement, merci de prévenir le secrétariat au +972 4 602 7240 au moins 24 heures à l'avance. <a href="https://www.clinique-saintelie.org.il/acces" style="color:${CSE};">Plan d'accès</a></p>`,
      foot: CSE_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "clinique-saint-elie",
    group: "regional",
    lang: "ar",
    kind: "invoice",
    code: null,
    link: null,
    from: "عيادة القديس إيليا - المحاسبة <factures@clinique-saintelie.org.il>",
    subject: "إيصال دفع - زيارة العيادات الخارجية 16/09/2026",
    date: d(9, 16, "13:12"),
    text: `السيدة رانية حداد المحترمة،

نرفق لكم إيصال الدفع الخاص بزيارتكم للعيادات الخارجية.

رقم الملف: 26-118402
رقم الإيصال: R-2026-55713
استشارة طب العظام + صورة أشعة للركبة: 640.00 ₪
حصة صندوق المرضى (بموجب تحويل رقم 4410298): 585.00 ₪
المبلغ المدفوع: 55.00 ₪ (بطاقة ائتمان)

للاستفسار: قسم المحاسبة، 04-602-7230، من الاثنين إلى الجمعة 8:00 - 15:00.

عيادة القديس إيليا - الناصرة`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Italian CME provider

const FARO_FOOT =
  `Faro Formazione Sanitaria S.r.l. &ndash; Provider ECM n. 5127 &middot; Via dei Mille 18, 80121 Napoli &middot; Tel. 081 764 3310<br>
<a href="https://www.faroformazione.it/privacy" style="color:#7a8088;">Informativa privacy</a> &middot; <a href="https://www.faroformazione.it/assistenza" style="color:#7a8088;">Assistenza</a>`;

const faro: Mail[] = [
  {
    family: "faro-formazione",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "F-660391",
    code_digits: "660391",
    link: null,
    from: "Faro Formazione <noreply@faroformazione.it>",
    subject: "Codice di accesso alla piattaforma FAD",
    date: d(10, 8, "21:05", "+0200"),
    text: `Gentile Rania Haddad,

per completare l'accesso alla piattaforma FAD di Faro Formazione inserisci il codice:

F-660391

Il codice scade tra 10 minuti. Non condividerlo con nessuno: il nostro personale non te lo chiederà mai.

Faro Formazione Sanitaria - Provider ECM n. 5127`,
    html: card({
      lang: "it",
      title: "Codice di accesso",
      pre: "Il codice scade tra 10 minuti",
      brand: "Faro Formazione",
      color: "#14467a",
      body: `<p style="margin:0 0 12px;">Gentile Rania Haddad,</p>
<p style="margin:0;">per completare l'accesso alla piattaforma FAD inserisci il codice:</p>
<p style="margin:18px 0;text-align:center;"><span style="display:inline-block;padding:12px 24px;border:2px solid #14467a;font-family:Consolas,monospace;font-size:28px;font-weight:bold;color:#14467a;">F-660391</span></p>
<p style="margin:0;font-size:13px;color:#5b636b;">Il codice scade tra 10 minuti. Non condividerlo con nessuno: il nostro personale non te lo chieder&agrave; mai.</p>`,
      foot: FARO_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "faro-formazione",
    group: "regional",
    lang: "it",
    kind: "certificate",
    code: null,
    link: null,
    from: "Faro Formazione <segreteria@faroformazione.it>",
    subject: "Attestato ECM disponibile – Corso FAD 5127-461",
    date: d(10, 30, "09:12", "+0100"),
    text: `Gentile Rania Haddad,

hai superato il test di apprendimento del corso FAD

  "Gestione delle lesioni da pressione in area critica" (ID evento 5127-461)

con il punteggio di 14/15. Crediti ECM assegnati: 12.

L'attestato è scaricabile dalla tua area riservata, sezione "I miei attestati".
Ti ricordiamo di compilare il questionario di gradimento entro il 30/11/2026.

Cordiali saluti,
Segreteria Organizzativa
Faro Formazione Sanitaria S.r.l. - Via dei Mille 18, 80121 Napoli`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- a nursing journal, a travel eSIM

const journal: Mail[] = [
  {
    family: "icu-insight-journal",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "ICU Insight <toc@icuinsight-journal.org>",
    subject: "ICU Insight - October 2026 issue: delirium, prone positioning, moral distress",
    date: d(10, 9, "15:00", "+0100"),
    headers: [["List-Unsubscribe", "<https://icuinsight-journal.org/alerts/unsubscribe?s=77c0e1>"]],
    text: `ICU INSIGHT - Volume 14, Issue 10 (October 2026)

RESEARCH
- Nurse-driven delirium screening with the CAM-ICU: a stepped-wedge trial in 11 units (pp. 402-411)
- Pressure injury rates during prone positioning: a retrospective cohort (pp. 412-420)

PRACTICE
- Twelve tips for a calmer night shift handover (pp. 421-424)

OPINION
- Moral distress after COVID: what we still have not fixed (pp. 425-427)

Read the issue: https://icuinsight-journal.org/issues/14/10?utm_source=toc&utm_medium=email
Members read free. Not a member? Join for GBP 48 a year.

You receive table-of-contents alerts as a registered reader.
Manage alerts: https://icuinsight-journal.org/alerts
ICU Insight is published by Harcourt Lane Press, 22 Gower St, London WC1E 6HJ.`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafaf7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#222;">
<tr><td style="padding:22px 30px;border-bottom:3px solid #14213d;"><span style="font-size:26px;letter-spacing:1px;color:#14213d;">ICU <i>Insight</i></span><br><span style="font-family:Arial,sans-serif;font-size:12px;color:#777;">Volume 14 &middot; Issue 10 &middot; October 2026</span></td></tr>
<tr><td style="padding:20px 30px;">
<p style="font-family:Arial,sans-serif;font-size:11px;letter-spacing:2px;color:#c1121f;margin:0 0 6px;">RESEARCH</p>
<p style="margin:0 0 12px;"><a href="https://icuinsight-journal.org/articles/14.10.402?utm_source=toc&amp;utm_medium=email" style="color:#14213d;font-size:17px;">Nurse-driven delirium screening with the CAM-ICU: a stepped-wedge trial in 11 units</a><br><span style="font-size:13px;color:#777;">pp. 402&ndash;411</span></p>
<p style="margin:0 0 18px;"><a href="https://icuinsight-journal.org/articles/14.10.412?utm_source=toc&amp;utm_medium=email" style="color:#14213d;font-size:17px;">Pressure injury rates during prone positioning: a retrospective cohort</a><br><span style="font-size:13px;color:#777;">pp. 412&ndash;420</span></p>
<p style="font-family:Arial,sans-serif;font-size:11px;letter-spacing:2px;color:#c1121f;margin:0 0 6px;">PRACTICE</p>
<p style="margin:0 0 18px;"><a href="https://icuinsight-journal.org/articles/14.10.421?utm_source=toc&amp;utm_medium=email" style="color:#14213d;font-size:17px;">Twelve tips for a calmer night shift handover</a><br><span style="font-size:13px;color:#777;">pp. 421&ndash;424</span></p>
<p style="font-family:Arial,sans-serif;font-size:11px;letter-spacing:2px;color:#c1121f;margin:0 0 6px;">OPINION</p>
<p style="margin:0 0 18px;"><a href="https://icuinsight-journal.org/articles/14.10.425?utm_source=toc&amp;utm_medium=email" style="color:#14213d;font-size:17px;">Moral distress after COVID: what we still have not fixed</a><br><span style="font-size:13px;color:#777;">pp. 425&ndash;427</span></p>
<p style="font-family:Arial,sans-serif;font-size:13px;"><a href="https://icuinsight-journal.org/issues/14/10?utm_source=toc&amp;utm_medium=email" style="color:#c1121f;font-weight:bold;">Read the full issue &rarr;</a> &nbsp; Members read free. Not a member? Join for GBP 48 a year.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f0f0ea;font-family:Arial,sans-serif;font-size:11px;color:#777;">You receive table-of-contents alerts as a registered reader. <a href="https://icuinsight-journal.org/alerts" style="color:#777;">Manage alerts</a> &middot; <a href="https://icuinsight-journal.org/alerts/unsubscribe?s=77c0e1" style="color:#777;">Unsubscribe</a><br>ICU Insight is published by Harcourt Lane Press, 22 Gower St, London WC1E 6HJ.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const NS = "#6c2bd9";
const NS_FOOT =
  `Nomadsim OÜ &middot; Narva mnt 5, 10117 Tallinn, Estonia &middot; <a href="https://nomadsim.io/support" style="color:#7a8088;">Support</a> &middot; <a href="https://nomadsim.io/legal/privacy" style="color:#7a8088;">Privacy</a><br>
<a href="https://apps.apple.com/app/nomadsim/id1620044" style="color:#7a8088;">Get the iOS app</a> &middot; <a href="https://play.google.com/store/apps/details?id=io.nomadsim.app" style="color:#7a8088;">Get the Android app</a>`;

const esim: Mail[] = [
  {
    family: "nomadsim",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "290417",
    link: null,
    from: "Nomadsim <auth@nomadsim.io>",
    subject: "290417 is your Nomadsim code",
    date: d(10, 10, "18:22"),
    text: `Your Nomadsim sign-in code is 290417

Enter it in the app to continue. It expires in 10 minutes.

If you didn't request this code, someone may have typed your e-mail address by mistake. You can ignore this message.

Nomadsim OU, Narva mnt 5, 10117 Tallinn, Estonia`,
    html: card({
      lang: "en",
      title: "Your code",
      pre: "Enter it in the app. Expires in 10 minutes.",
      brand: "nomadsim",
      color: NS,
      body: `<p style="margin:0;">Your sign-in code is</p>
<p style="margin:14px 0 18px;font-family:Menlo,Consolas,monospace;font-size:36px;font-weight:bold;letter-spacing:4px;">290417</p>
<p style="margin:0 0 12px;">Enter it in the app to continue. It expires in 10 minutes.</p>
<p style="margin:0;font-size:13px;color:#5b636b;">If you didn't request this code, someone may have typed your e-mail address by mistake. You can ignore this message.</p>`,
      foot: NS_FOOT,
    }),
    enc: "7bit",
  },
  {
    family: "nomadsim",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Nomadsim <receipts@nomadsim.io>",
    subject: "Receipt for your Portugal 5 GB eSIM",
    date: d(10, 10, "18:26"),
    text: `Thanks for your purchase, Rania!

Order: NS-8812-4406
Portugal 5 GB / 15 days ........ USD 11.00
VAT ............................ USD 0.00
Total charged .................. USD 11.00 (Visa ending 5512)

Your eSIM is ready in the app under My eSIMs. Install it before you fly, and switch on data roaming for the Nomadsim line when you land.

Questions? Reply to this e-mail or chat with us 24/7 in the app.

Nomadsim OU, Narva mnt 5, 10117 Tallinn, Estonia`,
    html: null,
  },
];

// ---------------------------------------------------------------- the airline's boarding pass, in English

travel.push({
  family: "aeroportuga",
  group: "consumer",
  lang: "en",
  kind: "boarding-pass",
  code: null,
  link: null,
  from: "AeroPortuga <checkin@aeroportuga.pt>",
  subject: "Your boarding pass - AP 1762 Tel Aviv to Lisbon, 12 Oct",
  date: d(10, 11, "08:47"),
  text: `You're checked in, Rania.

AP 1762  Tel Aviv (TLV) -> Lisbon (LIS)
Monday 12 October 2026, departs 06:15, arrives 10:05
Seat 23A | Group 4 | Gate closes 05:45
Booking code: XK7P2Q

Your boarding pass is attached. You can also add it to Apple Wallet or Google Wallet from the app.

Please be at Ben Gurion Airport at least 3 hours before departure; security checks for international flights can take a while.

Have a good flight!
AeroPortuga`,
  html: card({
    lang: "en",
    title: "Boarding pass",
    pre: "Seat 23A, gate closes 05:45",
    brand: "AeroPortuga",
    color: AP,
    body: `<p style="margin:0 0 14px;font-size:18px;">You're checked in, Rania.</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" border="0" style="border:1px dashed ${AP};font-size:14px;">
<tr><td><span style="font-size:26px;font-weight:bold;">TLV</span><br>06:15</td><td align="center">&#9992;&#65038;<br>AP 1762</td><td align="right"><span style="font-size:26px;font-weight:bold;">LIS</span><br>10:05</td></tr>
<tr><td>Seat <b>23A</b></td><td align="center">Group <b>4</b></td><td align="right">Gate closes <b>05:45</b></td></tr>
<tr><td colspan="3" style="border-top:1px dashed ${AP};color:#5b636b;">Mon 12 Oct 2026 &middot; Booking code XK7P2Q &middot; HADDAD/RANIA MS</td></tr>
</table>
<p style="margin:14px 0 0;">Your boarding pass is attached. Please be at Ben Gurion Airport at least 3 hours before departure.</p>
<p style="margin:12px 0 0;"><a href="https://www.aeroportuga.pt/en/wallet/XK7P2Q/apple"><img src="https://www.aeroportuga.pt/mail/add-to-apple-wallet.png" width="120" alt="Add to Apple Wallet"></a> <a href="https://www.aeroportuga.pt/en/wallet/XK7P2Q/google"><img src="https://www.aeroportuga.pt/mail/add-to-google-wallet.png" width="140" alt="Add to Google Wallet"></a></p>`,
    foot: AP_FOOT,
  }),
  enc: "qp",
  attachment: [
    "BoardingPass_AP1762_HADDAD.pdf",
    "application/pdf",
    "%PDF-1.4\n%AeroPortuga boarding pass AP1762 23A\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n",
  ],
});

const all: Mail[] = [
  ...sso,
  ...hr,
  ...roster,
  ...licence,
  ...elearn,
  ...kairos,
  ...scrubella,
  ...botiquin,
  ...union,
  ...bank,
  ...zaytouna,
  ...ofek,
  ...pharmacy,
  ...gym,
  ...lease,
  ...wardnote,
  ...congress,
  ...travel,
  ...clinique,
  ...faro,
  ...journal,
  ...esim,
];

export const mails: Mail[] = all.map((m) => ({ to: ME, ...m }));
