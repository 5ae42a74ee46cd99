/**
 * The inbox of a medical student training between Egypt, Jordan, Morocco and Tunisia over two
 * months (Arabic, French and English, with some German, Spanish and Italian): university portal and
 * learning platform, exam board, library, hospital rota, bank, wallet, telecom, apps, housing,
 * scholarship, congress, language school and visa service; most mail asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

/** The reader's personal address, where most senders write. */
const SALMA = "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** An RFC 2822 date with the right weekday. */
function d(y: number, m: number, day: number, hh: number, mm: number, ss: number, tz: string): string {
  const wd = DAYS[new Date(Date.UTC(y, m - 1, day)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${p(day)} ${MONTHS[m - 1]} ${y} ${p(hh)}:${p(mm)}:${p(ss)} ${tz}`;
}

/** A fake but PDF-looking attachment body. */
function pdf(title: string, lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 10 Tf 56 ${760 - i * 16} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n` +
    `4 0 obj << /Length ${body.length} >> stream\n${body}\nendstream endobj\n` +
    `5 0 obj << /Title (${title}) /Producer (ReportLab PDF Library) >> endobj\ntrailer << /Root 1 0 R /Info 5 0 R >>\n%%EOF\n`;
}

// ------------------------------------------------------------ Nilecrest University (Cairo)

function nilecrest(title: string, body: string, dir: "ltr" | "rtl" = "ltr"): string {
  return `<!DOCTYPE html>
<html lang="${dir === "rtl" ? "ar" : "en"}" dir="${dir}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#eef1f5;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f5"><tr><td align="center" style="padding:24px 8px;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:5px solid #0b3d6b;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #dde3ea;">
<img src="https://www.nilecrest.edu.eg/static/img/nu-crest-blue.png" width="42" height="48" alt="Nilecrest University" style="vertical-align:middle;">
<span style="font-size:17px;color:#0b3d6b;font-weight:bold;vertical-align:middle;padding:0 10px;">${
    dir === "rtl" ? "جامعة نايلكرست — بوابة الطالب" : "Nilecrest University — Student Portal"
  }</span>
</td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:22px;color:#23313f;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f8fa;font-size:11px;line-height:17px;color:#6b7785;">
${
    dir === "rtl"
      ? "إدارة شؤون الطلاب — كلية الطب، مبنى 3، طريق المحور المركزي، الشيخ زايد، الجيزة 12588"
      : "Student Affairs Office — Faculty of Medicine, Building 3, Central Axis Road, Sheikh Zayed, Giza 12588, Egypt"
  }<br>
${
    dir === "rtl"
      ? "الخط الساخن"
      : "Hotline"
  }: 16923 &nbsp;|&nbsp; <a href="https://www.nilecrest.edu.eg/it-helpdesk" style="color:#0b3d6b;">IT Help Desk</a> &nbsp;|&nbsp; <a href="https://www.nilecrest.edu.eg/privacy" style="color:#0b3d6b;">${
    dir === "rtl" ? "سياسة الخصوصية" : "Privacy"
  }</a><br>
© 2026 Nilecrest University. ${
    dir === "rtl" ? "هذه رسالة آلية، يرجى عدم الرد عليها." : "This is an automated message; replies are not monitored."
  }
</td></tr>
</table></td></tr></table></body></html>`;
}

const nu: Mail[] = [
  {
    family: "nilecrest-university",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "739104",
    link: null,
    from: "Nilecrest Student Portal <no-reply@portal.nilecrest.edu.eg>",
    to: "Salma Abdelrahman <s.abdelrahman@students.nilecrest.edu.eg>",
    subject: "Nilecrest Portal: your sign-in verification code",
    date: d(2026, 9, 2, 8, 41, 7, "+0300"),
    enc: "qp",
    text: `Nilecrest University - Student Portal

Dear Salma,

A sign-in to the Student Portal was started for student ID 20214417 from
Chrome on Windows (Giza, EG) at 08:40 Cairo time.

Your verification code is:

    739104

The code expires in 10 minutes and can be used only once. Never share it
with anyone, including university staff.

If you did not try to sign in, change your password at once and contact
the IT Help Desk on 16923.

Student Affairs Office - Faculty of Medicine
https://www.nilecrest.edu.eg/it-helpdesk
`,
    html: nilecrest(
      "Sign-in verification code",
      `<p style="margin:0 0 14px;">Dear Salma,</p>
<p style="margin:0 0 14px;">A sign-in to the Student Portal was started for student ID <b>20214417</b> from Chrome on Windows (Giza, EG) at 08:40 Cairo time.</p>
<p style="margin:0 0 8px;">Your verification code is:</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:6px 0 18px;"><tr>
<td style="background:#e8f0f8;border:1px dashed #0b3d6b;padding:12px 26px;font-family:'Courier New',monospace;font-size:30px;letter-spacing:8px;color:#0b3d6b;font-weight:bold;">739104</td>
</tr></table>
<p style="margin:0 0 14px;">The code expires in 10 minutes and can be used only once. Never share it with anyone, including university staff.</p>
<p style="margin:0;color:#8a4b08;">If you did not try to sign in, change your password at once and contact the IT Help Desk on 16923.</p>`,
    ),
  },
  {
    family: "nilecrest-university",
    group: "negative",
    lang: "ar",
    kind: "grades-posted",
    code: null,
    link: null,
    from: "جامعة نايلكرست <no-reply@portal.nilecrest.edu.eg>",
    to: "Salma Abdelrahman <s.abdelrahman@students.nilecrest.edu.eg>",
    subject: "تم رصد درجة مقرر علم الأمراض الخاص (PATH 402)",
    date: d(2026, 9, 9, 15, 12, 44, "+0300"),
    enc: "b64",
    text: `عزيزتي الطالبة سلمى عبد الرحمن،

نحيطك علمًا بأنه تم رصد درجة المقرر التالي في بوابة الطالب:

المقرر: علم الأمراض الخاص (PATH 402)
الفصل: الصيفي 2026
الدرجة: 84 من 100 — تقدير: جيد جدًا
الرقم الجامعي: 20214417

يمكنك الاطلاع على كشف الدرجات التفصيلي من قائمة "السجل الأكاديمي" في البوابة.
آخر موعد لتقديم التظلمات: الخميس 17 سبتمبر 2026 الساعة 14:00، عبر مكتب شؤون الطلاب (رسوم التظلم 150 جنيهًا).

مع التمنيات بالتوفيق،
إدارة شؤون الطلاب — كلية الطب
`,
    html: nilecrest(
      "رصد درجة",
      `<p style="margin:0 0 14px;">عزيزتي الطالبة سلمى عبد الرحمن،</p>
<p style="margin:0 0 14px;">نحيطك علمًا بأنه تم رصد درجة المقرر التالي في بوابة الطالب:</p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="border:1px solid #dde3ea;font-size:14px;margin-bottom:16px;">
<tr><td style="background:#f6f8fa;width:40%;">المقرر</td><td>علم الأمراض الخاص (PATH 402)</td></tr>
<tr><td style="background:#f6f8fa;">الفصل</td><td>الصيفي 2026</td></tr>
<tr><td style="background:#f6f8fa;">الدرجة</td><td><b>84</b> من 100 — جيد جدًا</td></tr>
<tr><td style="background:#f6f8fa;">الرقم الجامعي</td><td>20214417</td></tr>
</table>
<p style="margin:0 0 14px;">يمكنك الاطلاع على كشف الدرجات التفصيلي من قائمة «السجل الأكاديمي» في <a href="https://portal.nilecrest.edu.eg/academic-record" style="color:#0b3d6b;">البوابة</a>.</p>
<p style="margin:0;">آخر موعد لتقديم التظلمات: الخميس 17 سبتمبر 2026 الساعة 14:00، عبر مكتب شؤون الطلاب (رسوم التظلم 150 جنيهًا).</p>`,
      "rtl",
    ),
  },
  {
    family: "nilecrest-university",
    group: "negative",
    lang: "en",
    kind: "timetable-change",
    code: null,
    link: null,
    from: "Faculty of Medicine Timetabling <timetable@med.nilecrest.edu.eg>",
    to: "MED-Y5 Cohort <med-y5-2026@lists.nilecrest.edu.eg>",
    subject: "[MED-Y5] Room and time change: Clinical Skills Lab, Wed 16 Sep",
    date: d(2026, 9, 14, 19, 3, 51, "+0300"),
    text: `Dear Year 5 students,

Please note the following change to next week's timetable:

  Session:   Clinical Skills Lab - Suturing & wound care (CSL-507)
  Groups:    C and D
  Was:       Wednesday 16 September, 10:00-12:00, Room B-214
  Now:       Wednesday 16 September, 14:00-16:00, Skills Centre, Room S-03

Groups A and B are not affected. Please bring your own gloves (size
chart on the Skills Centre noticeboard) and wear closed shoes.

The updated timetable is already live on the Student Portal under
"My Timetable". Students with a clash should contact the Year 5
coordinator, Dr. Hany Mostafa, at ext. 4217 before Tuesday noon.

Regards,
Timetabling Unit
Faculty of Medicine, Nilecrest University
--
You receive this message because you are enrolled on MED-Y5 (2026/27).
`,
    html: null,
  },
];

// ------------------------------------------------------------ TabibLearn (learning platform)

function tabib(pre: string, inner: string): string {
  return `<html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>
@media only screen and (max-width:600px){.tl-wrap{width:100%!important}}
a.tl-btn:hover{background:#0f766e!important}
</style></head>
<body style="margin:0;padding:0;background:#f4f7f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<center>
<table class="tl-wrap" width="560" cellpadding="0" cellspacing="0" role="presentation" style="font-family:Helvetica,Arial,sans-serif;color:#1f2a2e;">
<tr><td style="padding:28px 0 16px;"><img src="https://cdn.tabiblearn.com/email/logo-teal@2x.png" alt="TabibLearn" width="132" height="30"></td></tr>
<tr><td style="background:#ffffff;border-radius:8px;padding:32px 36px;font-size:15px;line-height:24px;">
${inner}
</td></tr>
<tr><td style="padding:22px 8px;font-size:12px;line-height:18px;color:#7d8b8f;text-align:center;">
TabibLearn is provided to your institution by Tabib Education Technologies FZ-LLC, Dubai Knowledge Park, Block 11, Dubai, UAE.<br>
<a href="https://nilecrest.tabiblearn.com/user/preferences.php" style="color:#7d8b8f;">Notification preferences</a> ·
<a href="https://www.tabiblearn.com/help" style="color:#7d8b8f;">Help centre</a> ·
<a href="https://www.tabiblearn.com/privacy" style="color:#7d8b8f;">Privacy</a><br>
<a href="https://apps.apple.com/app/tabiblearn/id1580041137"><img src="https://cdn.tabiblearn.com/email/app-store-badge.png" alt="Download on the App Store" width="110" height="34" style="margin:10px 4px 0;"></a>
<a href="https://play.google.com/store/apps/details?id=com.tabiblearn.mobile"><img src="https://cdn.tabiblearn.com/email/google-play-badge.png" alt="Get it on Google Play" width="114" height="34" style="margin:10px 4px 0;"></a>
</td></tr></table></center></body></html>`;
}

const tl_join = "https://nilecrest.tabiblearn.com/groups/join.php?g=48213&invite=Tq7vXk2mR9bLwe4s";

const tl: Mail[] = [
  {
    family: "tabib-learn",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: tl_join,
    from: "TabibLearn <notifications@tabiblearn.com>",
    to: "Salma Abdelrahman <s.abdelrahman@students.nilecrest.edu.eg>",
    subject: 'Yasmin Fathy invited you to "Cardio Block - Study Group 7"',
    date: d(2026, 9, 5, 22, 17, 30, "+0300"),
    enc: "qp",
    text: `Yasmin Fathy invited you to join a study group on TabibLearn.

Cardio Block - Study Group 7
Course: MED 511 Cardiovascular System (2026/27)
Members: 5 of 8 places taken

"Hi Salma, we're meeting Sundays 7pm to go through the ECG question
bank. Join so you can see the shared notes and the quiz schedule."

Join the group:
${tl_join}

This invitation expires on 19 September 2026. If you don't know Yasmin
or don't want to join, you can ignore this message.

--
Notification preferences: https://nilecrest.tabiblearn.com/user/preferences.php
`,
    html: tabib(
      "Yasmin wants you in Cardio Block - Study Group 7",
      `<p style="margin:0 0 6px;font-size:20px;font-weight:bold;">You're invited to a study group</p>
<p style="margin:0 0 20px;color:#55666b;"><b>Yasmin Fathy</b> invited you to join a group in <b>MED 511 Cardiovascular System (2026/27)</b>.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d7e4e1;border-radius:6px;margin-bottom:20px;"><tr>
<td style="padding:16px 18px;"><div style="font-size:16px;font-weight:bold;color:#0f766e;">Cardio Block - Study Group 7</div>
<div style="font-size:13px;color:#7d8b8f;">5 of 8 places taken · private group</div>
<div style="margin-top:10px;font-style:italic;color:#33454a;">"Hi Salma, we're meeting Sundays 7pm to go through the ECG question bank. Join so you can see the shared notes and the quiz schedule."</div></td>
</tr></table>
<table cellpadding="0" cellspacing="0" role="presentation"><tr><td style="border-radius:6px;background:#14b8a6;">
<a class="tl-btn" href="${tl_join}" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Join the group</a>
</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#7d8b8f;">This invitation expires on 19 September 2026. If you don't know Yasmin or don't want to join, you can ignore this message.</p>`,
    ),
  },
  {
    family: "tabib-learn",
    group: "negative",
    lang: "en",
    kind: "assignment-graded",
    code: null,
    link: null,
    from: "TabibLearn <notifications@tabiblearn.com>",
    to: "Salma Abdelrahman <s.abdelrahman@students.nilecrest.edu.eg>",
    subject: 'MED 511: your submission "Case write-up 2 - Infective endocarditis" has been graded',
    date: d(2026, 9, 23, 11, 48, 2, "+0300"),
    enc: "qp",
    text: `MED 511 Cardiovascular System (2026/27)

Your submission has been graded.

Assignment: Case write-up 2 - Infective endocarditis
Submitted: 18 September 2026, 23:52
Grade: 17.5 / 20
Graded by: Dr. Rania El-Sayed

Feedback: Good use of the modified Duke criteria. Your antibiotic plan
should mention the duration for native-valve disease (4-6 weeks), and
check the dose of gentamicin against the renal function you reported.

View the assignment: https://nilecrest.tabiblearn.com/mod/assign/view.php?id=90331
`,
    html: tabib(
      "Grade: 17.5 / 20 - Case write-up 2",
      `<p style="margin:0 0 4px;font-size:13px;color:#7d8b8f;">MED 511 Cardiovascular System (2026/27)</p>
<p style="margin:0 0 18px;font-size:20px;font-weight:bold;">Your submission has been graded</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="color:#7d8b8f;border-bottom:1px solid #edf2f1;width:35%;">Assignment</td><td style="border-bottom:1px solid #edf2f1;">Case write-up 2 - Infective endocarditis</td></tr>
<tr><td style="color:#7d8b8f;border-bottom:1px solid #edf2f1;">Submitted</td><td style="border-bottom:1px solid #edf2f1;">18 September 2026, 23:52</td></tr>
<tr><td style="color:#7d8b8f;border-bottom:1px solid #edf2f1;">Grade</td><td style="border-bottom:1px solid #edf2f1;font-size:18px;font-weight:bold;color:#0f766e;">17.5 / 20</td></tr>
<tr><td style="color:#7d8b8f;">Graded by</td><td>Dr. Rania El-Sayed</td></tr>
</table>
<div style="margin:18px 0;padding:14px 16px;background:#f4f7f6;border-left:3px solid #14b8a6;font-size:14px;">Good use of the modified Duke criteria. Your antibiotic plan should mention the duration for native-valve disease (4-6 weeks), and check the dose of gentamicin against the renal function you reported.</div>
<a href="https://nilecrest.tabiblearn.com/mod/assign/view.php?id=90331" style="color:#0f766e;font-weight:bold;">View the assignment &rarr;</a>`,
    ),
  },
  {
    family: "tabib-learn",
    group: "negative",
    lang: "ar",
    kind: "forum-digest",
    code: null,
    link: null,
    from: "TabibLearn <notifications@tabiblearn.com>",
    to: "Salma Abdelrahman <s.abdelrahman@students.nilecrest.edu.eg>",
    subject: "ملخص المنتدى اليومي: أمراض الجهاز الهضمي (MED 513)",
    date: d(2026, 10, 12, 6, 0, 11, "+0300"),
    enc: "b64",
    text: `ملخص المنتدى اليومي — MED 513 أمراض الجهاز الهضمي

3 مشاركات جديدة في "أسئلة المحاضرات":

1) د. أحمد شلبي: تم رفع شرائح محاضرة التهاب الكبد الفيروسي (C) بعد التعديل.
2) نورهان سامي: هل يشمل الاختبار القصير يوم 20 أكتوبر موضوع النزيف العلوي؟
3) د. أحمد شلبي (ردًا على نورهان): نعم، الاختبار يغطي المحاضرات 1 إلى 6.

قراءة النقاش: https://nilecrest.tabiblearn.com/mod/forum/view.php?id=91207

لإيقاف هذا الملخص، عدّل تفضيلات الإشعارات:
https://nilecrest.tabiblearn.com/user/preferences.php
`,
    html: tabib(
      "3 مشاركات جديدة في أسئلة المحاضرات",
      `<div dir="rtl" style="text-align:right;">
<p style="margin:0 0 4px;font-size:13px;color:#7d8b8f;">MED 513 أمراض الجهاز الهضمي</p>
<p style="margin:0 0 18px;font-size:19px;font-weight:bold;">3 مشاركات جديدة في «أسئلة المحاضرات»</p>
<p style="margin:0 0 12px;"><b>د. أحمد شلبي</b><br>تم رفع شرائح محاضرة التهاب الكبد الفيروسي (C) بعد التعديل.</p>
<p style="margin:0 0 12px;"><b>نورهان سامي</b><br>هل يشمل الاختبار القصير يوم 20 أكتوبر موضوع النزيف العلوي؟</p>
<p style="margin:0 0 18px;"><b>د. أحمد شلبي</b> (ردًا على نورهان)<br>نعم، الاختبار يغطي المحاضرات 1 إلى 6.</p>
<a href="https://nilecrest.tabiblearn.com/mod/forum/view.php?id=91207" style="color:#0f766e;font-weight:bold;">قراءة النقاش</a>
</div>`,
    ),
  },
];

// ------------------------------------------------------------ IFMLE (exam registration body)

function ifmle(inner: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#ffffff;">
<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center">
<table border="0" cellpadding="0" cellspacing="0" width="640" style="font-family:Georgia,'Times New Roman',serif;color:#222222;">
<tr><td style="background-color:#5b1a2e;padding:20px 30px;"><img src="https://www.ifmle.org/assets/mail/ifmle-white.png" alt="IFMLE - International Foundation for Medical Licensing Examinations" width="260" height="40" border="0" /></td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:23px;">${inner}</td></tr>
<tr><td style="padding:18px 30px;border-top:1px solid #cccccc;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#777777;">
International Foundation for Medical Licensing Examinations · 3624 Market Street, Philadelphia, PA 19104, USA<br />
Candidate Services: +1 215 555 0142 (Mon-Fri, 9:00-17:00 ET) · <a href="https://www.ifmle.org/contact" style="color:#5b1a2e;">Contact us</a> · <a href="https://www.ifmle.org/privacy-notice" style="color:#5b1a2e;">Privacy notice</a><br />
Please do not reply to this e-mail. © 2026 IFMLE. All rights reserved.
</td></tr></table></td></tr></table></body></html>`;
}

const if_verify = "https://portal.ifmle.org/account/verify-email?cid=IF2026088213&token=c3e1f0a9b74d4e6a8f02";

const ifm: Mail[] = [
  {
    family: "ifmle-exams",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "318552",
    link: if_verify,
    from: "IFMLE Candidate Services <noreply@ifmle.org>",
    subject: "Verify your e-mail address to continue your IFMLE application",
    date: d(2026, 9, 3, 14, 26, 9, "-0400"),
    enc: "qp",
    text: `Dear Salma Abdelrahman,

Thank you for starting an application for the IFMLE Step 1 examination.
Before you can submit your medical school details, we need to confirm
that this e-mail address belongs to you.

Verify your address by opening this link:
${if_verify}

Or enter this verification code on the application page:

    318 552

The link and code are valid for 24 hours. Your application number is
IF2026088213; quote it in any correspondence with Candidate Services.

Sincerely,
IFMLE Candidate Services
+1 215 555 0142
`,
    html: ifmle(`<p>Dear Salma Abdelrahman,</p>
<p>Thank you for starting an application for the IFMLE Step 1 examination. Before you can submit your medical school details, we need to confirm that this e-mail address belongs to you.</p>
<table border="0" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr><td bgcolor="#5b1a2e" style="padding:13px 30px;"><a href="${if_verify}" style="font-family:Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Verify my e-mail address</a></td></tr></table>
<p>Or enter this verification code on the application page:</p>
<p style="font-family:Arial,sans-serif;font-size:28px;font-weight:bold;letter-spacing:3px;color:#5b1a2e;margin:8px 0 24px;">318 552</p>
<p>The link and code are valid for 24 hours. Your application number is <b>IF2026088213</b>; quote it in any correspondence with Candidate Services.</p>
<p>Sincerely,<br />IFMLE Candidate Services</p>`),
  },
  {
    family: "ifmle-exams",
    group: "negative",
    lang: "en",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "IFMLE Candidate Services <noreply@ifmle.org>",
    subject: "Step 1 registration confirmed - scheduling permit attached (IF2026088213)",
    date: d(2026, 9, 21, 10, 2, 55, "-0400"),
    enc: "qp",
    text: `Dear Salma Abdelrahman,

Your registration for the IFMLE Step 1 examination is complete and your
payment of USD 1,015.00 (receipt R-77410582) has been received.

  Application number:   IF2026088213
  Eligibility period:   1 November 2026 - 31 January 2027
  Testing region:       Middle East & North Africa
  Test centre network:  Praxima Testing

Your scheduling permit is attached as a PDF. You will need the
Praxima scheduling number printed on it (PX-4409-1187-26) to book a
date with the test centre. Bring a valid passport matching the name on
your permit exactly.

Sincerely,
IFMLE Candidate Services
`,
    html: ifmle(`<p>Dear Salma Abdelrahman,</p>
<p>Your registration for the IFMLE Step 1 examination is complete and your payment of <b>USD 1,015.00</b> (receipt R-77410582) has been received.</p>
<table border="0" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;margin:10px 0 20px;">
<tr><td style="color:#777777;">Application number</td><td><b>IF2026088213</b></td></tr>
<tr><td style="color:#777777;">Eligibility period</td><td>1 November 2026 - 31 January 2027</td></tr>
<tr><td style="color:#777777;">Testing region</td><td>Middle East &amp; North Africa</td></tr>
<tr><td style="color:#777777;">Test centre network</td><td>Praxima Testing</td></tr>
</table>
<p>Your scheduling permit is attached as a PDF. You will need the Praxima scheduling number printed on it (PX-4409-1187-26) to book a date with the test centre. Bring a valid passport matching the name on your permit exactly.</p>
<p>Sincerely,<br />IFMLE Candidate Services</p>`),
    attachment: [
      "IFMLE_Step1_Scheduling_Permit_IF2026088213.pdf",
      "application/pdf",
      pdf("Scheduling Permit", [
        "IFMLE Step 1 - Scheduling Permit",
        "Candidate: ABDELRAHMAN, SALMA",
        "Application: IF2026088213",
        "Scheduling number: PX-4409-1187-26",
        "Eligibility: 01 NOV 2026 - 31 JAN 2027",
      ]),
    ],
  },
  {
    family: "ifmle-exams",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604271",
    link: null,
    from: "IFMLE Candidate Portal <security@ifmle.org>",
    subject: "Your IFMLE portal security code",
    date: d(2026, 10, 27, 7, 55, 40, "-0400"),
    text: `IFMLE Candidate Portal

Security code: 604271

Enter this code to finish signing in to the candidate portal. It expires
in 15 minutes.

Sign-in details: 27 Oct 2026, 14:54 (UTC+3), Amman, Jordan, Safari on iOS.

If this wasn't you, call Candidate Services on +1 215 555 0142.
`,
    html: ifmle(
      `<p style="font-family:Arial,sans-serif;font-size:13px;color:#777777;margin:0 0 6px;">IFMLE Candidate Portal</p>
<p>Enter this security code to finish signing in to the candidate portal:</p>
<table border="0" cellpadding="0" cellspacing="6" style="margin:14px 0 20px;"><tr>
<td style="border:1px solid #5b1a2e;width:40px;height:50px;text-align:center;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;">6</td>
<td style="border:1px solid #5b1a2e;width:40px;height:50px;text-align:center;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;">0</td>
<td style="border:1px solid #5b1a2e;width:40px;height:50px;text-align:center;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;">4</td>
<td style="border:1px solid #5b1a2e;width:40px;height:50px;text-align:center;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;">2</td>
<td style="border:1px solid #5b1a2e;width:40px;height:50px;text-align:center;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;">7</td>
<td style="border:1px solid #5b1a2e;width:40px;height:50px;text-align:center;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;">1</td>
</tr></table>
<p>It expires in 15 minutes.</p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#555555;">Sign-in details: 27 Oct 2026, 14:54 (UTC+3), Amman, Jordan, Safari on iOS.<br />If this wasn't you, call Candidate Services on +1 215 555 0142.</p>`,
    ),
  },
];

// ------------------------------------------------------------ Bibliothèque médicale Ibn Rochd (Rabat)

const br_reset = "https://catalogue.bmibnrochd.ma/opac/compte/reinitialiser?cle=9f4c2b7e1a8d43c5b6e0&lecteur=E2611873";

const br: Mail[] = [
  {
    family: "bibliotheque-ibn-rochd",
    group: "negative",
    lang: "fr",
    kind: "due-reminder",
    code: null,
    link: null,
    from: "Bibliothèque médicale Ibn Rochd <circulation@bmibnrochd.ma>",
    subject: "Rappel : 2 documents à rendre le 14/10/2026",
    date: d(2026, 10, 11, 7, 30, 0, "+0100"),
    enc: "qp",
    text: `Bonjour Salma ABDELRAHMAN,

Les documents suivants, empruntés sur votre carte lecteur n° E2611873,
arrivent à échéance :

- Robbins & Cotran, Pathologic Basis of Disease, 10e éd.
  Cote : 616.07 ROB  -  Code-barres : 31207004482915
  À rendre le : 14/10/2026
- Harrison's Principles of Internal Medicine, vol. 2, 21e éd.
  Cote : 616 HAR  -  Code-barres : 31207004517706
  À rendre le : 14/10/2026

Vous pouvez prolonger vos prêts une fois depuis votre compte lecteur,
sauf si le document est réservé. Pénalité de retard : 2,00 MAD par jour
et par document.

Horaires : lundi-vendredi 8h30-20h00, samedi 9h00-13h00.

Bibliothèque médicale Ibn Rochd
Avenue Mohamed Belarbi El Alaoui, Souissi, 10100 Rabat
Tél. : +212 537 00 41 18
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:14px;border-bottom:3px solid #2e7d4f;">
<img src="https://catalogue.bmibnrochd.ma/opac/images/logo-bmir.gif" alt="Bibliothèque médicale Ibn Rochd" height="44"></td></tr></table>
<p>Bonjour Salma ABDELRAHMAN,</p>
<p>Les documents suivants, empruntés sur votre carte lecteur n° <b>E2611873</b>, arrivent à échéance :</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfd8d3;font-size:12px;">
<tr style="background:#e9f3ed;"><th align="left">Titre</th><th align="left">Cote</th><th align="left">Code-barres</th><th align="left">À rendre le</th></tr>
<tr><td>Robbins &amp; Cotran, Pathologic Basis of Disease, 10e éd.</td><td>616.07 ROB</td><td>31207004482915</td><td><b>14/10/2026</b></td></tr>
<tr><td>Harrison's Principles of Internal Medicine, vol. 2, 21e éd.</td><td>616 HAR</td><td>31207004517706</td><td><b>14/10/2026</b></td></tr>
</table>
<p>Vous pouvez prolonger vos prêts une fois depuis votre <a href="https://catalogue.bmibnrochd.ma/opac/compte">compte lecteur</a>, sauf si le document est réservé. Pénalité de retard : 2,00 MAD par jour et par document.</p>
<p>Horaires : lundi-vendredi 8h30-20h00, samedi 9h00-13h00.</p>
<hr style="border:none;border-top:1px solid #ccc;">
<p style="font-size:11px;color:#777;">Bibliothèque médicale Ibn Rochd<br>Avenue Mohamed Belarbi El Alaoui, Souissi, 10100 Rabat<br>Tél. : +212 537 00 41 18</p>
</body></html>`,
  },
  {
    family: "bibliotheque-ibn-rochd",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: br_reset,
    from: "Bibliothèque médicale Ibn Rochd <ne-pas-repondre@bmibnrochd.ma>",
    subject: "Réinitialisation du mot de passe de votre compte lecteur",
    date: d(2026, 10, 2, 21, 44, 16, "+0100"),
    enc: "8bit",
    text: `Bonjour,

Une demande de réinitialisation du mot de passe a été faite pour le
compte lecteur E2611873 (catalogue en ligne et accès distant aux bases
de données).

Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous :

${br_reset}

Ce lien est valable 2 heures. Si vous n'êtes pas à l'origine de cette
demande, ignorez ce message : votre mot de passe actuel reste valable.

--
Bibliothèque médicale Ibn Rochd - Service aux lecteurs
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:14px;border-bottom:3px solid #2e7d4f;">
<img src="https://catalogue.bmibnrochd.ma/opac/images/logo-bmir.gif" alt="Bibliothèque médicale Ibn Rochd" height="44"></td></tr></table>
<p>Bonjour,</p>
<p>Une demande de réinitialisation du mot de passe a été faite pour le compte lecteur <b>E2611873</b> (catalogue en ligne et accès distant aux bases de données).</p>
<p>Pour choisir un nouveau mot de passe, cliquez sur le lien ci-dessous :</p>
<p><a href="${br_reset}">${br_reset}</a></p>
<p>Ce lien est valable 2 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.</p>
<hr style="border:none;border-top:1px solid #ccc;">
<p style="font-size:11px;color:#777;">Bibliothèque médicale Ibn Rochd - Service aux lecteurs<br><a href="https://www.bmibnrochd.ma/aide">Aide</a> · <a href="https://www.bmibnrochd.ma/mentions-legales">Mentions légales</a></p>
</body></html>`,
  },
  {
    family: "bibliotheque-ibn-rochd",
    group: "negative",
    lang: "fr",
    kind: "loan-receipt",
    code: null,
    link: null,
    from: "Bibliothèque médicale Ibn Rochd <circulation@bmibnrochd.ma>",
    subject: "Reçu de prêt - 29/09/2026",
    date: d(2026, 9, 29, 16, 8, 33, "+0100"),
    enc: "8bit",
    text: `BIBLIOTHÈQUE MÉDICALE IBN ROCHD
Reçu de prêt

Lecteur : ABDELRAHMAN Salma (E2611873)
Date : 29/09/2026 16:08   Poste : PRET-02

1. Robbins & Cotran, Pathologic Basis of Disease, 10e éd.
   31207004482915   retour : 14/10/2026
2. Harrison's Principles of Internal Medicine, vol. 2
   31207004517706   retour : 14/10/2026
3. Netter - Atlas d'anatomie humaine, 7e éd.
   31207003991024   retour : 06/10/2026 (prêt court)

Total des prêts en cours : 3 / 5
Amendes dues : 0,00 MAD

Merci de votre visite.
`,
    html: null,
  },
];

// ------------------------------------------------------------ MedVellum (journal database)

function vellum(pre: string, inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafafa;">
<span style="display:none!important;font-size:1px;color:#fafafa;">${pre}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="580" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #e4e4e7;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#18181b;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e4e4e7;"><img src="https://static.medvellum.com/brand/medvellum-wordmark.png" alt="MedVellum" width="150" height="28"></td></tr>
<tr><td style="padding:30px 32px;font-size:15px;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:18px 32px;background:#f4f4f5;font-size:12px;color:#71717a;line-height:1.5;">
Access provided by <b>Nilecrest University Library</b>.<br>
MedVellum Ltd, 4 Chapel Yard, Oxford OX1 2PH, United Kingdom · Registered in England No. 09874412<br>
<a href="https://www.medvellum.com/support" style="color:#71717a;">Support</a> · <a href="https://www.medvellum.com/legal/privacy" style="color:#71717a;">Privacy</a> · <a href="https://www.medvellum.com/legal/terms" style="color:#71717a;">Terms</a>
</td></tr></table></td></tr></table></body></html>`;
}

const mv: Mail[] = [
  {
    family: "medvellum",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "MV-281947",
    code_digits: "281947",
    link: null,
    from: "MedVellum <account@medvellum.com>",
    subject: "MV-281947 is your MedVellum sign-in code",
    date: d(2026, 9, 8, 18, 20, 3, "+0000"),
    enc: "qp",
    text: `Sign in to MedVellum

Use this code to sign in from off-campus:

MV-281947

Only the six digits need to be typed. The code is valid for 10 minutes.

Requested from: Cairo, Egypt (IP 41.233.x.x)

If you didn't request this, you can ignore this e-mail. Someone may have
typed your address by mistake.

MedVellum Support - https://www.medvellum.com/support
`,
    html: vellum(
      "Your code is MV-281947",
      `<h1 style="font-size:20px;margin:0 0 16px;">Sign in to MedVellum</h1>
<p style="margin:0 0 12px;">Use this code to sign in from off-campus:</p>
<div style="margin:18px 0;padding:16px;background:#f4f4f5;border-radius:6px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:28px;letter-spacing:4px;font-weight:600;"><span style="color:#a1a1aa;">MV-</span>281947</div>
<p style="margin:0 0 12px;font-size:13px;color:#52525b;">Only the six digits need to be typed. The code is valid for 10 minutes.<br>Requested from: Cairo, Egypt (IP 41.233.x.x)</p>
<p style="margin:0;font-size:13px;color:#52525b;">If you didn't request this, you can ignore this e-mail. Someone may have typed your address by mistake.</p>`,
    ),
  },
  {
    family: "medvellum",
    group: "negative",
    lang: "en",
    kind: "search-alert",
    code: null,
    link: null,
    from: "MedVellum Alerts <alerts@medvellum.com>",
    subject: '3 new results for your saved search "sepsis bundle compliance"',
    date: d(2026, 10, 5, 4, 12, 58, "+0000"),
    enc: "qp",
    text: `Saved search: sepsis bundle compliance (filters: 2024-2026, humans)
3 new results since 28 Sep 2026

1. Hour-1 bundle adherence and in-hospital mortality in a Jordanian
   tertiary centre: a retrospective cohort
   Haddad R, Qasem L, Nimri O. Crit Care Med East. 2026;14(9):611-620.
   https://www.medvellum.com/a/10.5521/ccme.2026.0611

2. Barriers to timely antibiotic administration in emergency
   departments: a mixed-methods study
   Benali S, Gharbi M. Emerg Med Rev. 2026;31(4):233-241.
   https://www.medvellum.com/a/10.4410/emr.31.4.233

3. Nurse-led sepsis screening: a stepped-wedge trial (protocol)
   Okafor C, et al. Trials Open. 2026;7:e1182.
   https://www.medvellum.com/a/10.7713/to.2026.e1182

Manage your alerts: https://www.medvellum.com/account/alerts
`,
    html: vellum(
      "3 new results since 28 Sep 2026",
      `<p style="margin:0 0 4px;font-size:13px;color:#71717a;">Saved search · 2024-2026, humans</p>
<h1 style="font-size:19px;margin:0 0 20px;">"sepsis bundle compliance": 3 new results</h1>
<p style="margin:0 0 16px;"><a href="https://www.medvellum.com/a/10.5521/ccme.2026.0611" style="color:#1d4ed8;font-weight:600;text-decoration:none;">Hour-1 bundle adherence and in-hospital mortality in a Jordanian tertiary centre: a retrospective cohort</a><br><span style="font-size:13px;color:#52525b;">Haddad R, Qasem L, Nimri O. <i>Crit Care Med East.</i> 2026;14(9):611-620.</span></p>
<p style="margin:0 0 16px;"><a href="https://www.medvellum.com/a/10.4410/emr.31.4.233" style="color:#1d4ed8;font-weight:600;text-decoration:none;">Barriers to timely antibiotic administration in emergency departments: a mixed-methods study</a><br><span style="font-size:13px;color:#52525b;">Benali S, Gharbi M. <i>Emerg Med Rev.</i> 2026;31(4):233-241.</span></p>
<p style="margin:0 0 22px;"><a href="https://www.medvellum.com/a/10.7713/to.2026.e1182" style="color:#1d4ed8;font-weight:600;text-decoration:none;">Nurse-led sepsis screening: a stepped-wedge trial (protocol)</a><br><span style="font-size:13px;color:#52525b;">Okafor C, et al. <i>Trials Open.</i> 2026;7:e1182.</span></p>
<a href="https://www.medvellum.com/account/alerts" style="font-size:13px;color:#71717a;">Manage your alerts</a>`,
    ),
  },
];

// ------------------------------------------------------------ RotaSpring (hospital rota, Amman)

function rota(inner: string, dir: "ltr" | "rtl" = "ltr"): string {
  return `<html dir="${dir}"><body style="margin:0;padding:0;background:#eef2ff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:26px 12px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:Arial,Helvetica,sans-serif;color:#1e1b4b;">
<tr><td style="padding:20px 30px;background:#4338ca;border-radius:10px 10px 0 0;">
<img src="https://assets.rotaspring.io/mail/rotaspring-logo-white.png" alt="RotaSpring" width="128" height="26" style="display:block;"></td></tr>
<tr><td style="padding:28px 30px;font-size:15px;line-height:23px;${
    dir === "rtl" ? "text-align:right;" : ""
  }">${inner}</td></tr>
<tr><td style="padding:16px 30px 24px;font-size:11px;line-height:17px;color:#6b7280;border-top:1px solid #e5e7eb;">
Sent on behalf of Al-Bashir Teaching Hospital, Department of Internal Medicine · Amman, Jordan<br>
RotaSpring Workforce Ltd · 22 Wadi Saqra St, Amman 11181 · <a href="https://rotaspring.io/help" style="color:#4338ca;">Help</a> · <a href="https://rotaspring.io/privacy" style="color:#4338ca;">Privacy</a><br>
Get the app: <a href="https://apps.apple.com/jo/app/rotaspring/id1499023311" style="color:#4338ca;">iOS</a> · <a href="https://play.google.com/store/apps/details?id=io.rotaspring.app" style="color:#4338ca;">Android</a>
</td></tr></table></td></tr></table></body></html>`;
}

const rs_invite =
  "https://links.rotaspring.io/ls/click?upn=u001.Hq3kZ9-2FvN8xT0aR4mWcE7bYp1Lg6sD5fJ2oK-3D&redir=accept-invite%2F7c1e0b";

const rs: Mail[] = [
  {
    family: "rotaspring",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: rs_invite,
    from: "RotaSpring <invites@rotaspring.io>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "You've been added to the Internal Medicine rota at Al-Bashir Teaching Hospital",
    date: d(2026, 9, 26, 13, 5, 12, "+0300"),
    enc: "qp",
    text: `Hi Salma,

Dr. Lina Haddad (Rota Coordinator, Internal Medicine) has invited you to
join the Al-Bashir Teaching Hospital team on RotaSpring as an
Elective Student (4 October - 12 November 2026).

Accept the invitation to see your shifts, request swaps and get
reminders before each on-call:

${rs_invite}

The invitation is valid for 7 days. Once you accept, download the
RotaSpring app and sign in with this e-mail address.

Questions about your placement? Contact the department office on
+962 6 555 1290 ext. 3341.

- The RotaSpring team
`,
    html: rota(`<p style="margin:0 0 16px;font-size:19px;font-weight:bold;">Hi Salma, you're on the team</p>
<p style="margin:0 0 16px;"><b>Dr. Lina Haddad</b> (Rota Coordinator, Internal Medicine) has invited you to join <b>Al-Bashir Teaching Hospital</b> on RotaSpring as an <b>Elective Student</b> (4 October - 12 November 2026).</p>
<p style="margin:0 0 22px;">Accept the invitation to see your shifts, request swaps and get reminders before each on-call.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#4338ca;border-radius:24px;"><a href="${rs_invite}" style="display:inline-block;padding:12px 30px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Accept invitation</a></td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#6b7280;">The invitation is valid for 7 days. Once you accept, download the RotaSpring app and sign in with this e-mail address. Questions about your placement? Contact the department office on +962 6 555 1290 ext. 3341.</p>`),
  },
  {
    family: "rotaspring",
    group: "negative",
    lang: "en",
    kind: "rota-published",
    code: null,
    link: null,
    from: "RotaSpring <notifications@rotaspring.io>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "Your rota for 4-18 October is published",
    date: d(2026, 10, 1, 17, 40, 0, "+0300"),
    enc: "b64",
    text: `Internal Medicine - Al-Bashir Teaching Hospital
Rota published: 4-18 October 2026

Your shifts:
  Sun 4 Oct    07:30-15:30   Ward 6B (General Medicine)
  Mon 5 Oct    07:30-15:30   Ward 6B
  Wed 7 Oct    15:30-23:30   Emergency admissions (shadowing)
  Sat 10 Oct   08:00-20:00   Weekend on-call (with Dr. K. Al-Masri)
  Tue 13 Oct   07:30-15:30   Endocrine clinic, Outpatients Bldg 2
  Thu 15 Oct   07:30-15:30   Ward 6B

Total: 52 hours. Grand round every Thursday 12:30, Lecture Hall 1.

View in the app or at https://app.rotaspring.io/my-shifts
`,
    html: rota(
      `<p style="margin:0 0 4px;font-size:13px;color:#6b7280;">Internal Medicine - Al-Bashir Teaching Hospital</p>
<p style="margin:0 0 18px;font-size:19px;font-weight:bold;">Rota published: 4-18 October 2026</p>
<table width="100%" cellpadding="7" cellspacing="0" border="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#eef2ff;"><td><b>Sun 4 Oct</b></td><td>07:30-15:30</td><td>Ward 6B (General Medicine)</td></tr>
<tr><td><b>Mon 5 Oct</b></td><td>07:30-15:30</td><td>Ward 6B</td></tr>
<tr style="background:#eef2ff;"><td><b>Wed 7 Oct</b></td><td>15:30-23:30</td><td>Emergency admissions (shadowing)</td></tr>
<tr><td><b>Sat 10 Oct</b></td><td>08:00-20:00</td><td>Weekend on-call (with Dr. K. Al-Masri)</td></tr>
<tr style="background:#eef2ff;"><td><b>Tue 13 Oct</b></td><td>07:30-15:30</td><td>Endocrine clinic, Outpatients Bldg 2</td></tr>
<tr><td><b>Thu 15 Oct</b></td><td>07:30-15:30</td><td>Ward 6B</td></tr>
</table>
<p style="margin:18px 0;">Total: <b>52 hours</b>. Grand round every Thursday 12:30, Lecture Hall 1.</p>
<a href="https://app.rotaspring.io/my-shifts" style="color:#4338ca;font-weight:bold;">Open my shifts</a>`,
    ),
  },
  {
    family: "rotaspring",
    group: "negative",
    lang: "ar",
    kind: "swap-approved",
    code: null,
    link: null,
    from: "RotaSpring <notifications@rotaspring.io>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "تمت الموافقة على طلب تبديل المناوبة",
    date: d(2026, 10, 8, 9, 14, 27, "+0300"),
    enc: "b64",
    text: `مرحبًا سلمى،

وافقت د. لينا حداد على طلب تبديل المناوبة الذي قدمتِه مع الطالب عمر النمري.

مناوبتك الجديدة:
السبت 17 أكتوبر 2026، 08:00 - 20:00، مناوبة نهاية الأسبوع (قسم الباطنية)

بدلًا من:
السبت 10 أكتوبر 2026، 08:00 - 20:00

تم تحديث جدولك في التطبيق تلقائيًا.

فريق RotaSpring
`,
    html: rota(
      `<p style="margin:0 0 16px;">مرحبًا سلمى،</p>
<p style="margin:0 0 16px;">وافقت <b>د. لينا حداد</b> على طلب تبديل المناوبة الذي قدمتِه مع الطالب عمر النمري.</p>
<table width="100%" cellpadding="10" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="background:#ecfdf5;border-right:4px solid #10b981;">مناوبتك الجديدة: <b>السبت 17 أكتوبر 2026، 08:00 - 20:00</b><br>مناوبة نهاية الأسبوع (قسم الباطنية)</td></tr>
<tr><td style="color:#9ca3af;text-decoration:line-through;">السبت 10 أكتوبر 2026، 08:00 - 20:00</td></tr>
</table>
<p style="margin:16px 0 0;">تم تحديث جدولك في التطبيق تلقائيًا.</p>`,
      "rtl",
    ),
  },
];

// ------------------------------------------------------------ Banque Sanabel (student bank, Morocco)

function sanabel(inner: string, dir: "ltr" | "rtl"): string {
  return `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" dir="${dir}" style="background:#ffffff;font-family:Arial,sans-serif;font-size:14px;color:#333333;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #c8a13a;"><img src="https://www.banquesanabel.ma/static/email/sanabel-logo.png" alt="Banque Sanabel" width="150" height="40"></td></tr>
<tr><td style="padding:24px;line-height:22px;">${inner}</td></tr>
<tr><td style="padding:14px 24px;background:#1f3b2d;color:#d8e0db;font-size:11px;line-height:16px;">
${
    dir === "rtl"
      ? "بنك السنابل — شركة مساهمة، 147 شارع الحسن الثاني، الدار البيضاء. مركز الاتصال: 0802 00 77 00"
      : "Banque Sanabel S.A. · 147, boulevard Hassan II, Casablanca · Centre de relation client : 0802 00 77 00"
  }<br>
${
    dir === "rtl"
      ? "لن يطلب منك البنك أبدًا رمز التحقق عبر الهاتف أو البريد."
      : "Banque Sanabel ne vous demandera jamais vos codes par téléphone ou par e-mail."
  } <a href="https://www.banquesanabel.ma/securite" style="color:#c8a13a;">${
    dir === "rtl" ? "نصائح الأمان" : "Conseils de sécurité"
  }</a>
</td></tr></table></td></tr></table></body></html>`;
}

const sb: Mail[] = [
  {
    family: "banque-sanabel",
    group: "regional",
    lang: "ar",
    kind: "otp-code",
    code: "448193",
    link: null,
    from: "بنك السنابل <alertes@banquesanabel.ma>",
    subject: "رمز التحقق لعملية التحويل",
    date: d(2026, 9, 17, 12, 31, 50, "+0100"),
    enc: "b64",
    text: `عزيزتي العميلة،

رمز التحقق الخاص بعملية التحويل هو: 448193

المبلغ: 1,250.00 درهم
المستفيد: سكن الطلبة — الدفعة الشهرية
من الحساب: •••• 3307

الرمز صالح لمدة 5 دقائق. لا تشاركي هذا الرمز مع أي شخص.
إذا لم تقومي بهذه العملية، اتصلي فورًا بمركز الاتصال على 0802 00 77 00.

بنك السنابل — سنابل طالب
`,
    html: sanabel(
      `<p style="margin:0 0 14px;">عزيزتي العميلة،</p>
<p style="margin:0 0 8px;">رمز التحقق الخاص بعملية التحويل:</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:bold;color:#1f3b2d;letter-spacing:4px;">448193</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;margin-bottom:16px;">
<tr><td style="color:#777;">المبلغ</td><td><b>1,250.00 درهم</b></td></tr>
<tr><td style="color:#777;">المستفيد</td><td>سكن الطلبة — الدفعة الشهرية</td></tr>
<tr><td style="color:#777;">من الحساب</td><td dir="ltr">•••• 3307</td></tr>
</table>
<p style="margin:0;font-size:13px;">الرمز صالح لمدة 5 دقائق. لا تشاركي هذا الرمز مع أي شخص. إذا لم تقومي بهذه العملية، اتصلي فورًا بمركز الاتصال على 0802 00 77 00.</p>`,
      "rtl",
    ),
  },
  {
    family: "banque-sanabel",
    group: "negative",
    lang: "fr",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banque Sanabel <releves@banquesanabel.ma>",
    subject: "Votre relevé de compte de septembre 2026",
    date: d(2026, 10, 3, 6, 15, 0, "+0100"),
    enc: "qp",
    text: `Chère cliente, cher client,

Veuillez trouver ci-joint votre relevé de compte pour la période du
01/09/2026 au 30/09/2026.

Compte : Sanabel Étudiant  -  RIB 230 780 0003307 00018 42
Solde au 30/09/2026 : 3 418,60 MAD (créditeur)

Le fichier PDF est protégé : le mot de passe est votre date de
naissance au format JJMMAAAA.

Cordialement,
Banque Sanabel
`,
    html: sanabel(
      `<p style="margin:0 0 14px;">Chère cliente, cher client,</p>
<p style="margin:0 0 14px;">Veuillez trouver ci-joint votre relevé de compte pour la période du <b>01/09/2026 au 30/09/2026</b>.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e6e6e6;margin-bottom:14px;">
<tr><td style="color:#777;">Compte</td><td>Sanabel Étudiant</td></tr>
<tr><td style="color:#777;">RIB</td><td>230 780 0003307 00018 42</td></tr>
<tr><td style="color:#777;">Solde au 30/09/2026</td><td><b>3 418,60 MAD</b> (créditeur)</td></tr>
</table>
<p style="margin:0 0 14px;font-size:13px;">Le fichier PDF est protégé : le mot de passe est votre date de naissance au format JJMMAAAA.</p>
<p style="margin:0;">Cordialement,<br>Banque Sanabel</p>`,
      "ltr",
    ),
    attachment: [
      "Releve_0003307_2026-09.pdf",
      "application/pdf",
      pdf("Releve de compte", [
        "BANQUE SANABEL - RELEVE DE COMPTE",
        "Periode : 01/09/2026 - 30/09/2026",
        "Compte : 0003307 Sanabel Etudiant",
        "Solde final : 3 418,60 MAD",
      ]),
    ],
  },
  {
    family: "banque-sanabel",
    group: "negative",
    lang: "fr",
    kind: "card-alert",
    code: null,
    link: null,
    from: "Banque Sanabel <alertes@banquesanabel.ma>",
    subject: "Alerte carte : paiement de 389,00 MAD",
    date: d(2026, 9, 25, 19, 52, 8, "+0100"),
    enc: "8bit",
    text: `Banque Sanabel - Alerte opération carte

Un paiement a été effectué avec votre carte Visa Sanabel Étudiant
•••• 4821 :

  Montant : 389,00 MAD
  Commerçant : LIBRAIRIE MEDINA LIVRES RABAT
  Date : 25/09/2026 à 19:51
  Solde disponible : 2 164,35 MAD

Vous n'êtes pas à l'origine de cette opération ? Faites opposition
immédiatement au 0802 00 77 00 (24h/24) ou depuis l'application
Sanabel Mobile.
`,
    html: null,
  },
];

// ------------------------------------------------------------ Flouss (mobile wallet, Morocco / Tunisia)

const fl: Mail[] = [
  {
    family: "flouss-wallet",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "904137",
    link: null,
    from: "Flouss <securite@flouss.app>",
    subject: "Flouss : votre code de connexion",
    date: d(2026, 9, 12, 10, 4, 19, "+0100"),
    enc: "qp",
    text: `Flouss

Bonjour Salma,

Voici votre code pour vous connecter sur un nouvel appareil
(iPhone 13) :

  90 41 37

Ce code est valable 3 minutes. L'équipe Flouss ne vous le demandera
jamais.

Pas vous ? Bloquez votre compte depuis flouss.app/aide ou au
+212 522 98 40 40.

Flouss SAS - Établissement de paiement agréé par Bank Al-Maghrib
Technopark, Route de Nouaceur, Casablanca
`,
    html: `<!doctype html><html><body style="margin:0;background:#fff7ed;font-family:'Trebuchet MS',Arial,sans-serif;">
<div style="display:none;">Votre code Flouss : 90 41 37</div>
<table align="center" width="480" cellpadding="0" cellspacing="0" style="margin:30px auto;background:#ffffff;border-radius:16px;overflow:hidden;">
<tr><td style="background:#f97316;padding:18px 26px;"><img src="https://flouss.app/mail/flouss-logo-w.png" alt="Flouss" width="96" height="30"></td></tr>
<tr><td style="padding:28px 26px;color:#27272a;font-size:15px;line-height:22px;">
<p style="margin:0 0 12px;">Bonjour Salma,</p>
<p style="margin:0 0 16px;">Voici votre code pour vous connecter sur un nouvel appareil (iPhone 13) :</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>
<td style="background:#ffedd5;border-radius:8px;padding:10px 14px;font-size:28px;font-weight:bold;color:#9a3412;">90</td>
<td style="background:#ffedd5;border-radius:8px;padding:10px 14px;font-size:28px;font-weight:bold;color:#9a3412;">41</td>
<td style="background:#ffedd5;border-radius:8px;padding:10px 14px;font-size:28px;font-weight:bold;color:#9a3412;">37</td>
</tr></table>
<p style="margin:16px 0 12px;font-size:13px;color:#71717a;">Ce code est valable 3 minutes. L'équipe Flouss ne vous le demandera jamais.</p>
<p style="margin:0;font-size:13px;color:#71717a;">Pas vous ? Bloquez votre compte depuis <a href="https://flouss.app/aide" style="color:#ea580c;">flouss.app/aide</a> ou au +212 522 98 40 40.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#fafafa;font-size:11px;color:#a1a1aa;">Flouss SAS - Établissement de paiement agréé par Bank Al-Maghrib · Technopark, Route de Nouaceur, Casablanca</td></tr>
</table></body></html>`,
  },
  {
    family: "flouss-wallet",
    group: "negative",
    lang: "ar",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "فلوس <notifications@flouss.app>",
    subject: "توصلتِ بتحويل بقيمة 600.00 درهم",
    date: d(2026, 10, 16, 20, 37, 45, "+0100"),
    enc: "b64",
    text: `مرحبا سلمى،

توصلتِ بتحويل جديد في محفظة فلوس:

المرسل: أمين عبد الرحمن (+212 6•• •• 71 18)
المبلغ: 600.00 درهم
الرسالة: "مصروف الشهر — بالتوفيق في الامتحان"
رقم العملية: FLS-2610-88412097
الرصيد الحالي: 742.50 درهم

فريق فلوس
`,
    html:
      `<!doctype html><html dir="rtl"><body style="margin:0;background:#fff7ed;font-family:Tahoma,Arial,sans-serif;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="margin:30px auto;background:#ffffff;border-radius:16px;">
<tr><td style="background:#f97316;padding:18px 26px;border-radius:16px 16px 0 0;"><img src="https://flouss.app/mail/flouss-logo-w.png" alt="فلوس" width="96" height="30"></td></tr>
<tr><td style="padding:28px 26px;color:#27272a;font-size:15px;line-height:24px;text-align:right;">
<p style="margin:0 0 12px;">مرحبا سلمى،</p>
<p style="margin:0 0 6px;">توصلتِ بتحويل جديد في محفظة فلوس:</p>
<p style="margin:0 0 16px;font-size:30px;font-weight:bold;color:#16a34a;">+600.00 درهم</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#71717a;">المرسل</td><td>أمين عبد الرحمن (<span dir="ltr">+212 6•• •• 71 18</span>)</td></tr>
<tr><td style="color:#71717a;">الرسالة</td><td>«مصروف الشهر — بالتوفيق في الامتحان»</td></tr>
<tr><td style="color:#71717a;">رقم العملية</td><td dir="ltr">FLS-2610-88412097</td></tr>
<tr><td style="color:#71717a;">الرصيد الحالي</td><td>742.50 درهم</td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px;background:#fafafa;font-size:11px;color:#a1a1aa;text-align:right;border-radius:0 0 16px 16px;">فلوس — مؤسسة أداء معتمدة من بنك المغرب · <a href="https://flouss.app/aide" style="color:#ea580c;">مركز المساعدة</a></td></tr>
</table></body></html>`,
  },
];

// ------------------------------------------------------------ Nujoom Telecom (Jordan)

const nj: Mail[] = [
  {
    family: "nujoom-telecom",
    group: "negative",
    lang: "ar",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "نجوم للاتصالات <ebill@nujoom.jo>",
    subject: "فاتورتك لشهر تشرين الأول 2026 جاهزة",
    date: d(2026, 10, 22, 11, 0, 4, "+0300"),
    enc: "b64",
    text: `عميلنا العزيز،

فاتورتك الإلكترونية لخط الطالب 079 •••• 482 أصبحت متاحة.

رقم الحساب: 5120774309
فترة الفاتورة: 20/09/2026 - 19/10/2026
المبلغ المستحق: 9.750 دينار أردني
تاريخ الاستحقاق: 05/11/2026

يمكنك الدفع عبر تطبيق نجوم أو من خلال إي فواتيركم، أو في أي معرض من معارض نجوم.

لخدمة العملاء اتصل على 111 من خطك.
نجوم للاتصالات — عمّان، الأردن
`,
    html: `<html dir="rtl"><body style="margin:0;background:#f5f3ff;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:linear-gradient(90deg,#6d28d9,#db2777);background-color:#6d28d9;padding:22px;text-align:right;"><img src="https://www.nujoom.jo/mailing/nujoom-logo.png" alt="نجوم" width="110" height="36"></td></tr>
<tr><td style="padding:26px;text-align:right;font-size:14px;line-height:24px;color:#2e1065;">
<p style="margin:0 0 14px;">عميلنا العزيز،</p>
<p style="margin:0 0 18px;">فاتورتك الإلكترونية لخط الطالب <span dir="ltr">079 •••• 482</span> أصبحت متاحة.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #ede9fe;font-size:14px;">
<tr><td style="background:#faf5ff;">رقم الحساب</td><td>5120774309</td></tr>
<tr><td style="background:#faf5ff;">فترة الفاتورة</td><td>20/09/2026 - 19/10/2026</td></tr>
<tr><td style="background:#faf5ff;">المبلغ المستحق</td><td><b>9.750 دينار</b></td></tr>
<tr><td style="background:#faf5ff;">تاريخ الاستحقاق</td><td>05/11/2026</td></tr>
</table>
<p style="margin:18px 0 0;">يمكنك الدفع عبر تطبيق نجوم أو من خلال إي فواتيركم، أو في أي معرض من معارض نجوم.</p>
<p style="margin:14px 0 0;"><a href="https://my.nujoom.jo/bills" style="color:#6d28d9;font-weight:bold;">عرض الفاتورة</a></p>
</td></tr>
<tr><td style="padding:16px;background:#f5f3ff;text-align:center;font-size:11px;color:#6b7280;">
خدمة العملاء 111 · <a href="https://www.facebook.com/NujoomJO" style="color:#6b7280;">فيسبوك</a> · <a href="https://www.instagram.com/nujoom.jo" style="color:#6b7280;">إنستغرام</a> · <a href="https://www.nujoom.jo/unsubscribe?e=ebill" style="color:#6b7280;">إلغاء الاشتراك</a><br>© 2026 نجوم للاتصالات</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "nujoom-telecom",
    group: "negative",
    lang: "ar",
    kind: "bundle-renewed",
    code: null,
    link: null,
    from: "نجوم <noreply@nujoom.jo>",
    subject: "تم تجديد حزمة طالب ماكس 40 جيجا",
    date: d(2026, 10, 19, 0, 2, 31, "+0300"),
    enc: "8bit",
    text: `مرحبًا،

تم تجديد حزمة "طالب ماكس" على الخط 079 •••• 482 تلقائيًا اليوم.

الحزمة: طالب ماكس 40 جيجا + 600 دقيقة محلية
السعر: 7.000 دينار (خُصمت من رصيد الخط)
صالحة حتى: 18 تشرين الثاني 2026، الساعة 23:59
الرصيد المتبقي: 2.415 دينار

معلومة: اطلب *150# لمعرفة رصيد الإنترنت المتبقي في أي وقت. تطبيقات التواصل الاجتماعي لا تُحتسب من الـ 40 جيجا حتى 31 كانون الأول 2026.

نجوم للاتصالات — عمّان، الأردن
خدمة العملاء: 111 من خطك، أو +962 6 500 0111 من خارج الأردن
لإيقاف إشعارات التجديد: https://my.nujoom.jo/settings/notifications
`,
    html: null,
  },
];

// ------------------------------------------------------------ Mishwar (ride app)

const mw: Mail[] = [
  {
    family: "mishwar-rides",
    group: "consumer",
    lang: "ar",
    kind: "login-code",
    code: "1842",
    link: null,
    from: "مشوار <hello@mishwar.app>",
    subject: "1842 هو رمز الدخول إلى مشوار",
    date: d(2026, 10, 3, 23, 18, 2, "+0300"),
    enc: "b64",
    text: `رمز الدخول إلى مشوار: 1842

أدخل الرمز في التطبيق لإكمال تسجيل الدخول. لا تشارك هذا الرمز مع أي أحد، حتى مع السائقين.

مشوار — مشاويرك في عمّان وإربد والعقبة
المساعدة: https://help.mishwar.app
`,
    html: `<html dir="rtl"><body style="margin:0;background:#111827;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#1f2937;border-radius:14px;font-family:Tahoma,Arial,sans-serif;text-align:right;">
<tr><td style="padding:28px 28px 8px;"><img src="https://static.mishwar.app/email/mishwar-yellow.png" alt="مشوار" width="104" height="28"></td></tr>
<tr><td style="padding:10px 28px 6px;color:#f9fafb;font-size:16px;">رمز الدخول</td></tr>
<tr><td style="padding:6px 28px 16px;color:#facc15;font-size:44px;font-weight:800;letter-spacing:12px;" dir="ltr" align="right">1842</td></tr>
<tr><td style="padding:0 28px 28px;color:#9ca3af;font-size:13px;line-height:22px;">أدخل الرمز في التطبيق لإكمال تسجيل الدخول. لا تشارك هذا الرمز مع أي أحد، حتى مع السائقين.</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #374151;color:#6b7280;font-size:11px;">مشوار — مشاويرك في عمّان وإربد والعقبة · <a href="https://help.mishwar.app" style="color:#9ca3af;">المساعدة</a> · <a href="https://mishwar.app/ar/privacy" style="color:#9ca3af;">الخصوصية</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mishwar-rides",
    group: "negative",
    lang: "ar",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "مشوار <receipts@mishwar.app>",
    subject: "إيصال رحلتك مساء السبت مع مشوار",
    date: d(2026, 10, 10, 21, 2, 40, "+0300"),
    enc: "b64",
    text: `شكرًا لركوبك مع مشوار يا سلمى

المجموع: 3.85 دينار

من: مستشفى البشير، شارع الأمير حمزة، عمّان — 20:14
إلى: سكن الجبيهة للطالبات، الجبيهة — 20:41
المسافة: 11.6 كم · المدة: 27 دقيقة
السائق: محمود · كيا نيرو بيضاء · 22-48317

الأجرة الأساسية: 3.40 دينار
رسوم الطلب: 0.25 دينار
إكرامية: 0.20 دينار
طريقة الدفع: فيزا •••• 4821

هل نسيت شيئًا في السيارة؟ تواصل معنا من قسم "رحلاتي" في التطبيق.
`,
    html: `<html dir="rtl"><body style="margin:0;background:#f3f4f6;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;text-align:right;">
<tr><td style="padding:22px 26px;background:#111827;border-radius:12px 12px 0 0;"><img src="https://static.mishwar.app/email/mishwar-yellow.png" alt="مشوار" width="104" height="28"></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;color:#111827;">شكرًا لركوبك مع مشوار يا سلمى</td></tr>
<tr><td style="padding:0 26px 18px;font-size:34px;font-weight:bold;color:#111827;">3.85 دينار</td></tr>
<tr><td style="padding:0 26px 16px;"><img src="https://maps.mishwar.app/static/trip/8f41c2.png" alt="خريطة الرحلة" width="468" height="180" style="border-radius:8px;"></td></tr>
<tr><td style="padding:0 26px;font-size:14px;line-height:24px;color:#374151;">
<b>20:14</b> مستشفى البشير، شارع الأمير حمزة، عمّان<br>
<b>20:41</b> سكن الجبيهة للطالبات، الجبيهة<br>
<span style="color:#6b7280;font-size:13px;">11.6 كم · 27 دقيقة · السائق: محمود · كيا نيرو بيضاء · 22-48317</span></td></tr>
<tr><td style="padding:16px 26px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;border-top:1px solid #e5e7eb;">
<tr><td>الأجرة الأساسية</td><td style="text-align:left;">3.40</td></tr>
<tr><td>رسوم الطلب</td><td style="text-align:left;">0.25</td></tr>
<tr><td>إكرامية</td><td style="text-align:left;">0.20</td></tr>
<tr><td><b>المجموع</b></td><td style="text-align:left;"><b>3.85 دينار</b></td></tr>
<tr><td style="color:#6b7280;">طريقة الدفع</td><td style="text-align:left;color:#6b7280;" dir="ltr">Visa •••• 4821</td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px 22px;font-size:12px;color:#6b7280;">هل نسيت شيئًا في السيارة؟ تواصل معنا من قسم «رحلاتي» في التطبيق أو عبر <a href="https://help.mishwar.app/ar/lost-items" style="color:#111827;">مركز المساعدة</a>.</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------ Sufra Now (food delivery)

const sf: Mail[] = [
  {
    family: "sufra-now",
    group: "negative",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Sufra Now <orders@sufranow.com>",
    subject: "Your order from Koshary El Tahrir is on its way - #SN-5530841",
    date: d(2026, 9, 15, 22, 6, 14, "+0300"),
    enc: "qp",
    text: `Thanks for your order, Salma!

Order #SN-5530841 - Koshary El Tahrir (Dokki)
Estimated arrival: 22:35-22:45

1 x Koshary large, extra dakka          EGP 75.00
1 x Hawawshi sandwich                   EGP 95.00
1 x Rice pudding                        EGP 40.00
Subtotal                                EGP 210.00
Delivery fee                            EGP 19.99
Service fee                             EGP 6.50
Total paid (Visa **** 4821)             EGP 236.49

Delivering to: 14 Mosadak St, Apt 7, Dokki, Giza
Rider: Ahmed (+20 10 0••• 3391)

Need help with this order? https://sufranow.com/help/orders/SN-5530841
`,
    html: `<html><body style="margin:0;background:#fff1f2;">
<div style="display:none;">Koshary El Tahrir is preparing your order. ETA 22:35-22:45.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:'Helvetica Neue',Arial,sans-serif;color:#1c1917;">
<tr><td style="padding:22px 28px;"><img src="https://img.sufranow.com/mail/sufra-now-red.png" alt="Sufra Now" width="120" height="32"></td></tr>
<tr><td style="padding:0 28px;"><img src="https://img.sufranow.com/mail/hero-rider-on-way.jpg" alt="Your rider is on the way" width="504" height="150" style="border-radius:10px;display:block;"></td></tr>
<tr><td style="padding:20px 28px 4px;font-size:22px;font-weight:bold;">Thanks for your order, Salma!</td></tr>
<tr><td style="padding:0 28px 16px;font-size:14px;color:#57534e;">Order #SN-5530841 · Koshary El Tahrir (Dokki) · arriving <b>22:35-22:45</b></td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #e7e5e4;border-bottom:1px solid #e7e5e4;">
<tr><td>1 × Koshary large, extra dakka</td><td align="right">EGP 75.00</td></tr>
<tr><td>1 × Hawawshi sandwich</td><td align="right">EGP 95.00</td></tr>
<tr><td>1 × Rice pudding</td><td align="right">EGP 40.00</td></tr>
<tr><td style="color:#78716c;">Delivery fee</td><td align="right" style="color:#78716c;">EGP 19.99</td></tr>
<tr><td style="color:#78716c;">Service fee</td><td align="right" style="color:#78716c;">EGP 6.50</td></tr>
<tr><td><b>Total paid</b> <span style="color:#78716c;">(Visa •••• 4821)</span></td><td align="right"><b>EGP 236.49</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px;font-size:13px;color:#57534e;">Delivering to: 14 Mosadak St, Apt 7, Dokki, Giza<br>Rider: Ahmed (+20 10 0••• 3391)</td></tr>
<tr><td style="padding:0 28px 24px;font-size:13px;"><a href="https://sufranow.com/help/orders/SN-5530841" style="color:#e11d48;">Need help with this order?</a></td></tr>
<tr><td style="padding:16px 28px;background:#fafaf9;border-radius:0 0 14px 14px;font-size:11px;color:#a8a29e;">Sufra Now Egypt LLC · 42 Road 9, Maadi, Cairo · <a href="https://sufranow.com/terms" style="color:#a8a29e;">Terms</a> · <a href="https://sufranow.com/privacy" style="color:#a8a29e;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sufra-now",
    group: "negative",
    lang: "ar",
    kind: "promo-newsletter",
    code: null,
    link: null,
    from: "سفرة ناو <offers@news.sufranow.com>",
    subject: "🎓 خصم 30% لطلاب الجامعات طول أكتوبر",
    date: d(2026, 10, 6, 13, 30, 0, "+0300"),
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://news.sufranow.com/u/4f7a1c0e93>"]],
    text: `رجعنا للمذاكرة؟ إحنا معاك!

خصم 30% على أي طلب من المطاعم المشاركة طول شهر أكتوبر.
استخدم كود الخصم: SUFRA30 عند الدفع.

الحد الأقصى للخصم 60 جنيه · الحد الأدنى للطلب 150 جنيه
العرض ساري حتى 31 أكتوبر 2026 ولمرة واحدة يوميًا.

اطلب الآن: https://click.news.sufranow.com/c/8813/offers-students

لإلغاء الاشتراك: https://news.sufranow.com/u/4f7a1c0e93
`,
    html: `<html dir="rtl"><body style="margin:0;background:#fff1f2;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td><a href="https://click.news.sufranow.com/c/8813/offers-students"><img src="https://img.sufranow.com/campaigns/2026-10-students-ar.jpg" alt="خصم 30% لطلاب الجامعات" width="600" height="300" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:24px 30px;text-align:center;font-size:16px;line-height:26px;color:#1c1917;">
<p style="margin:0 0 10px;font-size:22px;font-weight:bold;">رجعنا للمذاكرة؟ إحنا معاك!</p>
<p style="margin:0 0 16px;">خصم 30% على أي طلب من المطاعم المشاركة طول شهر أكتوبر.</p>
<p style="margin:0 0 6px;font-size:13px;color:#78716c;">استخدم كود الخصم</p>
<p style="margin:0 0 18px;"><span style="display:inline-block;border:2px dashed #e11d48;padding:8px 22px;font-size:24px;font-weight:bold;color:#e11d48;font-family:Arial,sans-serif;">SUFRA30</span></p>
<a href="https://click.news.sufranow.com/c/8813/offers-students" style="display:inline-block;background:#e11d48;color:#ffffff;padding:12px 34px;border-radius:30px;text-decoration:none;font-weight:bold;">اطلب الآن</a>
<p style="margin:18px 0 0;font-size:12px;color:#a8a29e;">الحد الأقصى للخصم 60 جنيه · الحد الأدنى للطلب 150 جنيه · العرض ساري حتى 31 أكتوبر 2026 ولمرة واحدة يوميًا.</p>
</td></tr>
<tr><td style="padding:16px;background:#1c1917;text-align:center;font-size:11px;color:#a8a29e;">
<a href="https://apps.apple.com/eg/app/sufra-now/id1620038817"><img src="https://img.sufranow.com/mail/badge-appstore-ar.png" alt="App Store" width="110" height="34"></a>
<a href="https://play.google.com/store/apps/details?id=com.sufranow.customer"><img src="https://img.sufranow.com/mail/badge-googleplay-ar.png" alt="Google Play" width="114" height="34"></a><br>
سفرة ناو مصر · 42 شارع 9، المعادي، القاهرة · <a href="https://news.sufranow.com/u/4f7a1c0e93" style="color:#a8a29e;">إلغاء الاشتراك</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------ Médina Livres (bookshop, Rabat)

function medina(inner: string): string {
  return `<html><body style="margin:0;background:#f7f3ec;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fffdf8;border:1px solid #e8dfcf;font-family:Georgia,serif;color:#3b2f22;">
<tr><td align="center" style="padding:22px;border-bottom:1px solid #e8dfcf;"><img src="https://www.medinalivres.ma/media/email/logo-medina-livres.png" alt="Médina Livres - Librairie depuis 1987" width="200" height="52"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:24px;">${inner}</td></tr>
<tr><td style="padding:16px 30px;background:#f1e9dc;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7a6a55;">
Médina Livres · 21, avenue Allal Ben Abdallah, 10000 Rabat · +212 537 70 15 63 · <a href="https://www.medinalivres.ma/contact" style="color:#7a6a55;">Nous contacter</a><br>
<a href="https://www.facebook.com/medinalivres" style="color:#7a6a55;">Facebook</a> · <a href="https://www.instagram.com/medinalivres" style="color:#7a6a55;">Instagram</a> · <a href="https://www.medinalivres.ma/cgv" style="color:#7a6a55;">CGV</a>
</td></tr></table></td></tr></table></body></html>`;
}

const ml: Mail[] = [
  {
    family: "medina-livres",
    group: "negative",
    lang: "fr",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Médina Livres <commandes@medinalivres.ma>",
    subject: "Confirmation de votre commande n° ML-104877",
    date: d(2026, 9, 24, 18, 22, 10, "+0100"),
    enc: "qp",
    text: `Bonjour Salma,

Merci pour votre commande ! Nous la préparons avec soin.

Commande n° ML-104877 du 24/09/2026

- Kumar & Clark's Clinical Medicine, 11e éd. (ISBN 9780323870191)
  1 x 689,00 MAD
- Le Guide de l'externe - Sémiologie médicale
  1 x 245,00 MAD

Sous-total : 934,00 MAD
Remise étudiant (-10 %) : -93,40 MAD
Livraison (Amana, 48-72 h) : 30,00 MAD
Total réglé : 870,60 MAD (carte •••• 4821)

Adresse de livraison :
Salma Abdelrahman, Résidence Al Irfane, bât. C, ch. 214, Madinat Al Irfane, 10100 Rabat

Vous recevrez un e-mail avec le numéro de suivi dès l'expédition.

L'équipe Médina Livres
`,
    html: medina(`<p style="margin:0 0 14px;">Bonjour Salma,</p>
<p style="margin:0 0 18px;">Merci pour votre commande ! Nous la préparons avec soin.</p>
<p style="margin:0 0 10px;font-family:Arial,sans-serif;font-size:13px;color:#7a6a55;">Commande n° <b>ML-104877</b> du 24/09/2026</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #e8dfcf;"><img src="https://www.medinalivres.ma/media/covers/9780323870191.jpg" alt="" width="40" height="56" style="vertical-align:middle;"> Kumar &amp; Clark's Clinical Medicine, 11e éd.</td><td align="right" style="border-bottom:1px solid #e8dfcf;">689,00 MAD</td></tr>
<tr><td style="border-bottom:1px solid #e8dfcf;"><img src="https://www.medinalivres.ma/media/covers/guide-externe-semio.jpg" alt="" width="40" height="56" style="vertical-align:middle;"> Le Guide de l'externe - Sémiologie médicale</td><td align="right" style="border-bottom:1px solid #e8dfcf;">245,00 MAD</td></tr>
<tr><td align="right">Remise étudiant (-10 %)</td><td align="right">-93,40 MAD</td></tr>
<tr><td align="right">Livraison (Amana, 48-72 h)</td><td align="right">30,00 MAD</td></tr>
<tr><td align="right"><b>Total réglé</b></td><td align="right"><b>870,60 MAD</b></td></tr>
</table>
<p style="margin:18px 0 0;font-size:14px;">Livraison : Salma Abdelrahman, Résidence Al Irfane, bât. C, ch. 214, Madinat Al Irfane, 10100 Rabat</p>
<p style="margin:14px 0 0;font-size:14px;">Vous recevrez un e-mail avec le numéro de suivi dès l'expédition.</p>`),
  },
  {
    family: "medina-livres",
    group: "negative",
    lang: "fr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Médina Livres <commandes@medinalivres.ma>",
    subject: "Votre commande ML-104877 a été expédiée",
    date: d(2026, 9, 26, 11, 5, 47, "+0100"),
    enc: "qp",
    text: `Bonjour Salma,

Bonne nouvelle : votre commande ML-104877 a quitté notre librairie.

Transporteur : Amana
Numéro de suivi : CP 208 441 975 MA
Livraison estimée : lundi 28 ou mardi 29 septembre 2026

Suivre le colis : https://www.medinalivres.ma/suivi?cmd=ML-104877

Bonne lecture !
Médina Livres - 21, av. Allal Ben Abdallah, Rabat
`,
    html: medina(`<p style="margin:0 0 14px;">Bonjour Salma,</p>
<p style="margin:0 0 18px;">Bonne nouvelle : votre commande <b>ML-104877</b> a quitté notre librairie.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;background:#f7f3ec;width:100%;">
<tr><td style="color:#7a6a55;">Transporteur</td><td>Amana</td></tr>
<tr><td style="color:#7a6a55;">Numéro de suivi</td><td><b>CP 208 441 975 MA</b></td></tr>
<tr><td style="color:#7a6a55;">Livraison estimée</td><td>lundi 28 ou mardi 29 septembre 2026</td></tr>
</table>
<p style="margin:20px 0;"><a href="https://www.medinalivres.ma/suivi?cmd=ML-104877" style="background:#8b5e34;color:#ffffff;padding:10px 22px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Suivre le colis</a></p>
<p style="margin:0;">Bonne lecture !</p>`),
  },
];

// ------------------------------------------------------------ Sakan (student housing platform)

function sakan(inner: string, dir: "ltr" | "rtl"): string {
  return `<html dir="${dir}"><head><style>body{margin:0}</style></head><body style="background:#ecfeff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:${
    dir === "rtl" ? "Tahoma," : ""
  }Arial,sans-serif;color:#0f172a;${dir === "rtl" ? "text-align:right;" : ""}">
<tr><td style="padding:24px 30px 0;"><img src="https://cdn.sakan.homes/email/sakan-logo.png" alt="Sakan" width="98" height="32"></td></tr>
<tr><td style="padding:20px 30px 28px;font-size:15px;line-height:24px;">${inner}</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #e2e8f0;font-size:11px;line-height:17px;color:#94a3b8;">
Sakan Homes Ltd · King Hussein Business Park, Building 14, Amman · <a href="https://sakan.homes/help" style="color:#94a3b8;">${
    dir === "rtl" ? "المساعدة" : "Help"
  }</a> · <a href="https://sakan.homes/privacy" style="color:#94a3b8;">${dir === "rtl" ? "الخصوصية" : "Privacy"}</a><br>
<a href="https://www.instagram.com/sakan.homes"><img src="https://cdn.sakan.homes/email/ig.png" alt="Instagram" width="18" height="18"></a>
<a href="https://www.tiktok.com/@sakan.homes"><img src="https://cdn.sakan.homes/email/tt.png" alt="TikTok" width="18" height="18"></a>
</td></tr></table></td></tr></table></body></html>`;
}

const sk_verify = "https://sakan.homes/auth/verify-email?token=eyJ1aWQiOjkxMDQ0LCJlIjoic2FsbWEifQ.Xk3pQ7tW9mLr";

const sk: Mail[] = [
  {
    family: "sakan-students",
    group: "consumer",
    lang: "ar",
    kind: "verify-link",
    code: null,
    link: sk_verify,
    from: "سكن <no-reply@sakan.homes>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "فعّلي بريدك الإلكتروني على سكن",
    date: d(2026, 9, 19, 16, 47, 3, "+0300"),
    enc: "b64",
    text: `أهلًا سلمى،

شكرًا لتسجيلك في سكن، منصة سكن الطلاب في عمّان وإربد.
لتتمكني من مراسلة أصحاب العقارات وحجز غرفة، فعّلي بريدك الإلكتروني من الرابط التالي:

${sk_verify}

ينتهي الرابط خلال 48 ساعة.
إذا لم تنشئي حسابًا على سكن، تجاهلي هذه الرسالة.

فريق سكن
`,
    html: sakan(
      `<p style="margin:0 0 14px;font-size:20px;font-weight:bold;">أهلًا سلمى 👋</p>
<p style="margin:0 0 14px;">شكرًا لتسجيلك في سكن، منصة سكن الطلاب في عمّان وإربد.</p>
<p style="margin:0 0 22px;">لتتمكني من مراسلة أصحاب العقارات وحجز غرفة، فعّلي بريدك الإلكتروني:</p>
<p style="margin:0 0 22px;"><a href="${sk_verify}" style="display:inline-block;background:#0891b2;color:#ffffff;padding:12px 32px;border-radius:8px;text-decoration:none;font-weight:bold;">تفعيل البريد الإلكتروني</a></p>
<p style="margin:0;font-size:13px;color:#64748b;">ينتهي الرابط خلال 48 ساعة. إذا لم تنشئي حسابًا على سكن، تجاهلي هذه الرسالة.</p>`,
      "rtl",
    ),
  },
  {
    family: "sakan-students",
    group: "negative",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Sakan <bookings@sakan.homes>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "Booking confirmed: Jubeiha Girls' Residence, Room 3B (4 Oct - 15 Nov)",
    date: d(2026, 9, 22, 12, 10, 55, "+0300"),
    enc: "qp",
    text: `Your room is booked, Salma.

Jubeiha Girls' Residence - single room 3B, shared kitchen
Hosted by Umm Khaled (verified host)

Check-in:   Sunday 4 October 2026, from 14:00
Check-out:  Sunday 15 November 2026, by 11:00
Booking reference: SKN-26-071934

Rent (6 weeks)          JOD 330.000
Security deposit        JOD 100.000 (refundable)
Sakan service fee       JOD 12.500
Paid today              JOD 442.500 (Visa **** 4821)

Address: 9 Al-Hasan Bin Ali St, Al-Jubeiha, Amman 11941
The host's phone number will be shown in the app 48 hours before
check-in.

Free cancellation until 27 September 2026, 23:59.

Sakan - student housing in Amman and Irbid
`,
    html: sakan(
      `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;">Your room is booked, Salma.</p>
<img src="https://cdn.sakan.homes/listings/77120/cover-560.jpg" alt="Jubeiha Girls' Residence" width="500" height="220" style="display:block;border-radius:10px;margin-bottom:16px;">
<p style="margin:0 0 4px;font-weight:bold;">Jubeiha Girls' Residence - single room 3B, shared kitchen</p>
<p style="margin:0 0 16px;font-size:13px;color:#64748b;">Hosted by Umm Khaled (verified host)</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#64748b;">Check-in</td><td>Sunday 4 October 2026, from 14:00</td></tr>
<tr><td style="color:#64748b;">Check-out</td><td>Sunday 15 November 2026, by 11:00</td></tr>
<tr><td style="color:#64748b;">Booking reference</td><td>SKN-26-071934</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin-top:12px;border-top:1px solid #e2e8f0;">
<tr><td>Rent (6 weeks)</td><td align="right">JOD 330.000</td></tr>
<tr><td>Security deposit <span style="color:#64748b;">(refundable)</span></td><td align="right">JOD 100.000</td></tr>
<tr><td>Sakan service fee</td><td align="right">JOD 12.500</td></tr>
<tr><td><b>Paid today</b> <span style="color:#64748b;">Visa •••• 4821</span></td><td align="right"><b>JOD 442.500</b></td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#334155;">Address: 9 Al-Hasan Bin Ali St, Al-Jubeiha, Amman 11941. The host's phone number will be shown in the app 48 hours before check-in. Free cancellation until 27 September 2026, 23:59.</p>`,
      "ltr",
    ),
  },
  {
    family: "sakan-students",
    group: "negative",
    lang: "ar",
    kind: "new-message",
    code: null,
    link: null,
    from: "سكن <messages@sakan.homes>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "رسالة جديدة من أم خالد بخصوص الغرفة 3B",
    date: d(2026, 10, 2, 18, 33, 21, "+0300"),
    enc: "b64",
    text: `أرسلت لكِ أم خالد رسالة بخصوص سكن الجبيهة للطالبات، الغرفة 3B:

"أهلًا وسهلًا فيكِ سلمى. يوم الأحد رح أكون بالعمارة من الساعة 2 لحد الساعة 6 المسا. إذا تأخرت طيارتك، الحارس أبو سامي معه المفتاح، بس فرجيه الحجز عالتطبيق. كلمة سر الواي فاي على الثلاجة."

للرد، افتحي تطبيق سكن أو: https://sakan.homes/inbox/c/558210

الحجز SKN-26-071934 — موعد الوصول الأحد 4 تشرين الأول 2026.
حفاظًا على سلامتك، أبقي المدفوعات والمراسلات داخل سكن.
`,
    html: null,
  },
];

// ------------------------------------------------------------ Nourbridge Foundation (scholarships)

function nour(inner: string): string {
  return `<html><body style="margin:0;padding:0;background:#f8fafc;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:'Segoe UI',Arial,sans-serif;color:#1e293b;">
<tr><td style="padding:0 0 18px;"><img src="https://www.nourbridge.org/wp-content/uploads/2025/02/nourbridge-foundation-logo.png" alt="Nourbridge Foundation" width="190" height="46"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e2e8f0;padding:30px 34px;font-size:15px;line-height:24px;">${inner}</td></tr>
<tr><td style="padding:18px 4px;font-size:11px;line-height:17px;color:#64748b;">
Nourbridge Foundation for Health Education · Registered charity · 7 Rue du Lac Léman, Les Berges du Lac, 1053 Tunis, Tunisia<br>
<a href="https://apply.nourbridge.org/faq" style="color:#64748b;">Applicant FAQ</a> · <a href="https://www.nourbridge.org/privacy" style="color:#64748b;">Privacy</a> · scholarships@nourbridge.org
</td></tr></table></td></tr></table></body></html>`;
}

const nb_verify = "https://apply.nourbridge.org/register/confirm/4e1b7d2c-90af-4b63-8d15-3c0e2a71f944";

const nb: Mail[] = [
  {
    family: "nourbridge-foundation",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: nb_verify,
    from: "Nourbridge Scholarships <no-reply@apply.nourbridge.org>",
    subject: "Confirm your e-mail to start your 2027 Clinical Elective Scholarship application",
    date: d(2026, 9, 6, 20, 11, 38, "+0100"),
    enc: "qp",
    text: `Dear Salma,

Thank you for creating an applicant account with the Nourbridge
Foundation. Please confirm your e-mail address to open the 2027 Clinical
Elective Scholarship application form:

${nb_verify}

This link can be used once and expires in 72 hours.

Applications close on Friday 30 October 2026 at 17:00 (Tunis time).
You will need: a transcript, one academic reference, and a 600-word
statement about your elective plan.

With best wishes,
The Scholarships Team
Nourbridge Foundation for Health Education
`,
    html: nour(`<p style="margin:0 0 14px;">Dear Salma,</p>
<p style="margin:0 0 20px;">Thank you for creating an applicant account with the Nourbridge Foundation. Please confirm your e-mail address to open the <b>2027 Clinical Elective Scholarship</b> application form.</p>
<p style="margin:0 0 20px;"><a href="${nb_verify}" style="display:inline-block;background:#0e7490;color:#ffffff;padding:12px 26px;text-decoration:none;border-radius:4px;font-weight:600;">Confirm my e-mail address</a></p>
<p style="margin:0 0 20px;font-size:13px;color:#64748b;">This link can be used once and expires in 72 hours.</p>
<p style="margin:0 0 8px;">Applications close on <b>Friday 30 October 2026 at 17:00</b> (Tunis time). You will need:</p>
<ul style="margin:0 0 16px;padding-left:20px;"><li>a transcript,</li><li>one academic reference,</li><li>a 600-word statement about your elective plan.</li></ul>
<p style="margin:0;">With best wishes,<br>The Scholarships Team</p>`),
  },
  {
    family: "nourbridge-foundation",
    group: "negative",
    lang: "en",
    kind: "application-received",
    code: null,
    link: null,
    from: "Nourbridge Scholarships <scholarships@nourbridge.org>",
    subject: "Application received - NBF-CES-2027-0418",
    date: d(2026, 10, 28, 15, 57, 12, "+0100"),
    enc: "qp",
    text: `Dear Salma,

We have received your application for the 2027 Clinical Elective
Scholarship.

  Reference:     NBF-CES-2027-0418
  Submitted:     28 October 2026, 15:56 (Tunis time)
  Reference letter: received from Prof. Mona Hegazy on 26 October

What happens next
- Eligibility screening: by 13 November 2026
- Shortlisted candidates are invited to an online interview between
  30 November and 11 December 2026
- Final decisions are sent by 22 January 2027

You can no longer edit your application. If something urgent has
changed, write to scholarships@nourbridge.org quoting your reference.

With best wishes,
The Scholarships Team
`,
    html: nour(`<p style="margin:0 0 14px;">Dear Salma,</p>
<p style="margin:0 0 18px;">We have received your application for the <b>2027 Clinical Elective Scholarship</b>.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f1f5f9;width:100%;margin-bottom:18px;">
<tr><td style="color:#64748b;width:40%;">Reference</td><td><b>NBF-CES-2027-0418</b></td></tr>
<tr><td style="color:#64748b;">Submitted</td><td>28 October 2026, 15:56 (Tunis time)</td></tr>
<tr><td style="color:#64748b;">Reference letter</td><td>received from Prof. Mona Hegazy on 26 October</td></tr>
</table>
<p style="margin:0 0 8px;font-weight:600;">What happens next</p>
<ul style="margin:0 0 16px;padding-left:20px;"><li>Eligibility screening: by 13 November 2026</li><li>Shortlisted candidates are invited to an online interview between 30 November and 11 December 2026</li><li>Final decisions are sent by 22 January 2027</li></ul>
<p style="margin:0 0 14px;font-size:13px;color:#64748b;">You can no longer edit your application. If something urgent has changed, write to scholarships@nourbridge.org quoting your reference.</p>
<p style="margin:0;">With best wishes,<br>The Scholarships Team</p>`),
  },
  {
    family: "nourbridge-foundation",
    group: "negative",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Fondation Nourbridge <lettre@nourbridge.org>",
    subject: "La lettre Nourbridge - octobre 2026 : 42 boursiers, 9 pays",
    date: d(2026, 10, 14, 9, 0, 0, "+0100"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<mailto:unsubscribe@nourbridge.org?subject=lettre-fr>"]],
    text: `LA LETTRE NOURBRIDGE - OCTOBRE 2026

Cette année, 42 étudiantes et étudiants en médecine de 9 pays ont
effectué leur stage d'externat grâce à une bourse Nourbridge.

À LA UNE
- Retour de Sfax : Youssef, 5e année, raconte son mois en
  réanimation néonatale. https://www.nourbridge.org/blog/retour-sfax
- Webinaire « Réussir sa lettre de motivation » : jeudi 22 octobre,
  19h00 (heure de Tunis), gratuit. https://www.nourbridge.org/evenements
- Rapport annuel 2025 en ligne (PDF, 3,2 Mo).

Vous recevez cette lettre car vous avez créé un compte candidat.
Se désabonner : https://www.nourbridge.org/lettre/desabonnement
`,
    html: nour(
      `<p style="margin:0 0 4px;font-size:12px;letter-spacing:2px;color:#0e7490;">LA LETTRE NOURBRIDGE · OCTOBRE 2026</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:30px;">42 boursiers, 9 pays</h1>
<img src="https://www.nourbridge.org/wp-content/uploads/2026/10/boursiers-2026.jpg" alt="Les boursiers 2026 réunis à Tunis" width="530" height="240" style="display:block;margin-bottom:16px;">
<p style="margin:0 0 18px;">Cette année, 42 étudiantes et étudiants en médecine de 9 pays ont effectué leur stage d'externat grâce à une bourse Nourbridge.</p>
<p style="margin:0 0 12px;"><a href="https://www.nourbridge.org/blog/retour-sfax" style="color:#0e7490;font-weight:600;">Retour de Sfax</a> : Youssef, 5e année, raconte son mois en réanimation néonatale.</p>
<p style="margin:0 0 12px;"><a href="https://www.nourbridge.org/evenements" style="color:#0e7490;font-weight:600;">Webinaire « Réussir sa lettre de motivation »</a> : jeudi 22 octobre, 19h00 (heure de Tunis), gratuit.</p>
<p style="margin:0 0 18px;"><a href="https://www.nourbridge.org/rapport-annuel-2025.pdf" style="color:#0e7490;font-weight:600;">Rapport annuel 2025</a> (PDF, 3,2 Mo).</p>
<p style="margin:0;font-size:12px;color:#64748b;">Vous recevez cette lettre car vous avez créé un compte candidat. <a href="https://www.nourbridge.org/lettre/desabonnement" style="color:#64748b;">Se désabonner</a></p>`,
    ),
  },
];

// ------------------------------------------------------------ MEDISCO (students' congress, Granada)

function medisco(inner: string): string {
  return `<html><body style="margin:0;background:#fdf6e3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#262626;">
<tr><td><img src="https://medisco2026.org/mailing/header-granada-600.jpg" alt="MEDISCO 2026 - Mediterranean Students' Congress of Medicine - Granada, 19-22 November 2026" width="600" height="160" style="display:block;"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:23px;">${inner}</td></tr>
<tr><td style="padding:18px 32px;background:#7c2d12;color:#fde7d3;font-size:11px;line-height:17px;">
MEDISCO 2026 Technical Secretariat · Viajes Alhambra Congresos S.L. · C/ Recogidas 24, 18005 Granada, Spain · +34 958 00 27 41<br>
<a href="https://medisco2026.org/programme" style="color:#fde7d3;">Programme</a> · <a href="https://medisco2026.org/venue" style="color:#fde7d3;">Venue</a> · <a href="https://medisco2026.org/privacy" style="color:#fde7d3;">Privacy policy</a> · <a href="https://twitter.com/medisco_congress" style="color:#fde7d3;">@medisco_congress</a>
</td></tr></table></td></tr></table></body></html>`;
}

const md_confirm = "https://registration.medisco2026.org/confirm?reg=MDS26-1187&h=8b2e6f01d4c9a7e3";

const md: Mail[] = [
  {
    family: "medisco-congress",
    group: "consumer",
    lang: "en",
    kind: "confirm-registration",
    code: null,
    link: md_confirm,
    from: "MEDISCO 2026 Registration <registration@medisco2026.org>",
    subject: "Action needed: confirm your MEDISCO 2026 registration (MDS26-1187)",
    date: d(2026, 9, 30, 11, 24, 6, "+0200"),
    enc: "qp",
    text: `Dear Salma Abdelrahman,

Thank you for registering for MEDISCO 2026, the Mediterranean Students'
Congress of Medicine (Granada, 19-22 November 2026).

Your registration is not complete yet. Please confirm it within 72 hours
to hold your place and your early-bird fee:

${md_confirm}

Registration summary
  Registration no.:   MDS26-1187
  Category:           Undergraduate student (early bird)
  Workshops:          W4 Point-of-care ultrasound (Fri 20 Nov, 09:00)
                      W11 Suturing for beginners (Sat 21 Nov, 15:30)
  Fee:                EUR 145.00 (to be paid after confirmation)

Unconfirmed registrations are released on 3 October 2026 at 23:59 CET.

Kind regards,
MEDISCO 2026 Technical Secretariat
`,
    html: medisco(`<p style="margin:0 0 14px;">Dear Salma Abdelrahman,</p>
<p style="margin:0 0 14px;">Thank you for registering for <b>MEDISCO 2026</b>, the Mediterranean Students' Congress of Medicine (Granada, 19-22 November 2026).</p>
<p style="margin:0 0 20px;">Your registration is not complete yet. Please confirm it within 72 hours to hold your place and your early-bird fee.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#c2410c;"><a href="${md_confirm}" style="display:inline-block;padding:13px 28px;color:#ffffff;font-weight:bold;text-decoration:none;">Confirm my registration</a></td></tr></table>
<p style="margin:24px 0 8px;font-weight:bold;">Registration summary</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #f3e2cf;">
<tr><td style="background:#fff7ed;width:38%;">Registration no.</td><td>MDS26-1187</td></tr>
<tr><td style="background:#fff7ed;">Category</td><td>Undergraduate student (early bird)</td></tr>
<tr><td style="background:#fff7ed;">Workshops</td><td>W4 Point-of-care ultrasound (Fri 20 Nov, 09:00)<br>W11 Suturing for beginners (Sat 21 Nov, 15:30)</td></tr>
<tr><td style="background:#fff7ed;">Fee</td><td>EUR 145.00 (to be paid after confirmation)</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#737373;">Unconfirmed registrations are released on 3 October 2026 at 23:59 CET.</p>`),
  },
  {
    family: "medisco-congress",
    group: "negative",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "Secretaría Técnica MEDISCO 2026 <facturacion@medisco2026.org>",
    subject: "Factura FAC-2026/00934 - Inscripción MEDISCO 2026",
    date: d(2026, 10, 4, 10, 16, 29, "+0200"),
    enc: "8bit",
    text: `Estimada Sra. Abdelrahman:

Le adjuntamos la factura correspondiente a su inscripción en el
congreso MEDISCO 2026.

  Factura n.º:      FAC-2026/00934
  Fecha:            04/10/2026
  N.º inscripción:  MDS26-1187
  Concepto:         Cuota de inscripción - estudiante (early bird)
  Base imponible:   119,83 EUR
  IVA (21 %):       25,17 EUR
  Total pagado:     145,00 EUR (tarjeta •••• 4821, 02/10/2026)

Recuerde traer su pasaporte o carné de estudiante para recoger la
acreditación en el Palacio de Congresos (Paseo del Violón s/n) a
partir del jueves 19 de noviembre a las 08:00.

Atentamente,
Secretaría Técnica MEDISCO 2026
Viajes Alhambra Congresos S.L. - CIF B18442071
`,
    html: medisco(`<p style="margin:0 0 14px;">Estimada Sra. Abdelrahman:</p>
<p style="margin:0 0 16px;">Le adjuntamos la factura correspondiente a su inscripción en el congreso MEDISCO 2026.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #f3e2cf;">
<tr><td style="background:#fff7ed;width:40%;">Factura n.º</td><td>FAC-2026/00934</td></tr>
<tr><td style="background:#fff7ed;">Fecha</td><td>04/10/2026</td></tr>
<tr><td style="background:#fff7ed;">N.º inscripción</td><td>MDS26-1187</td></tr>
<tr><td style="background:#fff7ed;">Concepto</td><td>Cuota de inscripción - estudiante (early bird)</td></tr>
<tr><td style="background:#fff7ed;">Base imponible</td><td>119,83 EUR</td></tr>
<tr><td style="background:#fff7ed;">IVA (21 %)</td><td>25,17 EUR</td></tr>
<tr><td style="background:#fff7ed;"><b>Total pagado</b></td><td><b>145,00 EUR</b> (tarjeta •••• 4821, 02/10/2026)</td></tr>
</table>
<p style="margin:18px 0 0;">Recuerde traer su pasaporte o carné de estudiante para recoger la acreditación en el Palacio de Congresos (Paseo del Violón s/n) a partir del jueves 19 de noviembre a las 08:00.</p>
<p style="margin:14px 0 0;">Atentamente,<br>Secretaría Técnica MEDISCO 2026</p>`),
    attachment: [
      "FAC-2026-00934.pdf",
      "application/pdf",
      pdf("Factura FAC-2026/00934", [
        "Viajes Alhambra Congresos S.L. - CIF B18442071",
        "FACTURA FAC-2026/00934 - 04/10/2026",
        "Cliente: Salma Abdelrahman",
        "Inscripcion MEDISCO 2026 (MDS26-1187)",
        "Total: 145,00 EUR",
      ]),
    ],
  },
  {
    family: "medisco-congress",
    group: "negative",
    lang: "en",
    kind: "programme-update",
    code: null,
    link: null,
    from: "MEDISCO 2026 <news@medisco2026.org>",
    subject: "MEDISCO 2026: final programme, abstract results and the Alhambra night visit",
    date: d(2026, 10, 29, 17, 45, 0, "+0100"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://medisco2026.org/newsletter/unsubscribe?u=1187>"]],
    text: `MEDISCO 2026 - three weeks to go

FINAL PROGRAMME
The final programme is online. Opening lecture on Thursday 19 November
at 17:00: "Antimicrobial resistance around the Mediterranean" by
Prof. Inés Carvajal. https://medisco2026.org/programme

ABSTRACTS
Results were sent to all submitting authors on 27 October. 214
abstracts were accepted (61 oral, 153 poster). Poster size: A0
portrait.

SOCIAL PROGRAMME
Night visit to the Alhambra palaces on Saturday 21 November, 21:30.
Tickets EUR 19, limited to 300 places, on sale at the registration desk.

See you in Granada!
MEDISCO 2026 Organising Committee

Unsubscribe: https://medisco2026.org/newsletter/unsubscribe?u=1187
`,
    html: medisco(`<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#7c2d12;">Three weeks to go</p>
<p style="margin:0 0 6px;font-weight:bold;">Final programme</p>
<p style="margin:0 0 16px;">The final programme is online. Opening lecture on Thursday 19 November at 17:00: <i>"Antimicrobial resistance around the Mediterranean"</i> by Prof. Inés Carvajal. <a href="https://medisco2026.org/programme" style="color:#c2410c;">See the programme</a></p>
<p style="margin:0 0 6px;font-weight:bold;">Abstracts</p>
<p style="margin:0 0 16px;">Results were sent to all submitting authors on 27 October. 214 abstracts were accepted (61 oral, 153 poster). Poster size: A0 portrait.</p>
<p style="margin:0 0 6px;font-weight:bold;">Social programme</p>
<p style="margin:0 0 16px;">Night visit to the Alhambra palaces on Saturday 21 November, 21:30. Tickets EUR 19, limited to 300 places, on sale at the registration desk.</p>
<p style="margin:0 0 18px;">See you in Granada!<br>MEDISCO 2026 Organising Committee</p>
<p style="margin:0;font-size:11px;color:#a3a3a3;"><a href="https://medisco2026.org/newsletter/unsubscribe?u=1187" style="color:#a3a3a3;">Unsubscribe</a></p>`),
  },
];

// ------------------------------------------------------------ Sprachwerk Amman (German course)

const sw: Mail[] = [
  {
    family: "sprachwerk-amman",
    group: "regional",
    lang: "de",
    kind: "reset-code",
    code: "736204",
    link: null,
    from: "Sprachwerk Amman - Lernportal <portal@sprachwerk-amman.de>",
    subject: "Ihr Code zum Zurücksetzen des Passworts",
    date: d(2026, 10, 20, 21, 9, 44, "+0300"),
    enc: "qp",
    text: `Hallo Salma,

Sie haben das Zurücksetzen Ihres Passworts für das Sprachwerk-Lernportal
angefordert. Geben Sie den folgenden Code auf der Seite "Passwort
vergessen" ein:

    736 204

Der Code ist 20 Minuten gültig.

Wenn Sie das nicht waren, müssen Sie nichts tun. Ihr Passwort bleibt
unverändert.

Viele Grüße
Ihr Sprachwerk-Team

Sprachwerk Amman - Deutsch für Gesundheitsberufe
Abdoun, Kairo-Straße 18, 11183 Amman · Tel. +962 6 592 4410
`,
    html: `<html><body style="margin:0;background:#f5f5f4;font-family:Verdana,Geneva,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #111111;">
<tr><td style="padding:22px 30px 6px;"><img src="https://www.sprachwerk-amman.de/img/mail/sprachwerk-logo.png" alt="Sprachwerk Amman" width="150" height="36"></td></tr>
<tr><td style="padding:14px 30px 26px;font-size:14px;line-height:22px;color:#292524;">
<p style="margin:0 0 12px;">Hallo Salma,</p>
<p style="margin:0 0 16px;">Sie haben das Zurücksetzen Ihres Passworts für das Sprachwerk-Lernportal angefordert. Geben Sie den folgenden Code auf der Seite „Passwort vergessen“ ein:</p>
<p style="margin:0 0 16px;text-align:center;"><span style="display:inline-block;background:#fef3c7;padding:12px 28px;font-size:30px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace;">736&nbsp;204</span></p>
<p style="margin:0 0 12px;">Der Code ist 20 Minuten gültig.</p>
<p style="margin:0 0 16px;color:#78716c;">Wenn Sie das nicht waren, müssen Sie nichts tun. Ihr Passwort bleibt unverändert.</p>
<p style="margin:0;">Viele Grüße<br>Ihr Sprachwerk-Team</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#fafaf9;font-size:11px;color:#a8a29e;line-height:16px;">Sprachwerk Amman - Deutsch für Gesundheitsberufe · Abdoun, Kairo-Straße 18, 11183 Amman · Tel. +962 6 592 4410<br><a href="https://www.sprachwerk-amman.de/impressum" style="color:#a8a29e;">Impressum</a> · <a href="https://www.sprachwerk-amman.de/datenschutz" style="color:#a8a29e;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sprachwerk-amman",
    group: "negative",
    lang: "de",
    kind: "course-schedule",
    code: null,
    link: null,
    from: "Sprachwerk Amman <kurse@sprachwerk-amman.de>",
    subject: "Kurs B1.2 Medizin (Abendkurs): Raumänderung und Prüfungstermin",
    date: d(2026, 10, 7, 14, 2, 19, "+0300"),
    enc: "8bit",
    text: `Liebe Teilnehmerinnen und Teilnehmer des Kurses B1.2 Medizin
(Abendkurs, Kursnummer 26-B12M-03),

ab Montag, 12. Oktober 2026, findet der Unterricht in Raum 204 (2. Stock)
statt, nicht mehr in Raum 107. Die Zeiten bleiben gleich:
Montag und Mittwoch, 18:00-20:30 Uhr.

Die Modulprüfung B1 (Lesen, Hören, Schreiben, Sprechen) ist für
Samstag, 28. November 2026, ab 09:00 Uhr geplant. Die Prüfungsgebühr
beträgt 85 JOD und ist bis zum 13. November an der Rezeption zu zahlen.

Bitte bringen Sie zur nächsten Stunde das Arbeitsbuch „Deutsch im
Krankenhaus“, Lektion 7 (Anamnese) mit.

Mit freundlichen Grüßen
Katrin Wehner
Kurskoordination · Sprachwerk Amman
Tel. +962 6 592 4410, Durchwahl 12
`,
    html: null,
  },
];

// ------------------------------------------------------------ VisaNexa (visa appointment service)

function nexa(inner: string): string {
  return `<html><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,sans-serif;"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:16px 24px;background:#0c4a6e;"><img src="https://www.visanexa.com/static/mail/visanexa-logo-w.png" alt="VisaNexa - Visa Application Centres" width="170" height="34"></td></tr>
<tr><td style="padding:26px 24px;font-size:14px;line-height:22px;color:#1f2937;">${inner}</td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid #d1d5db;font-size:10px;line-height:15px;color:#6b7280;">
VisaNexa is a commercial service provider acting on behalf of the consulates it serves. VisaNexa does not take any decision on visa applications.<br>
VisaNexa Tunisie SARL · Immeuble Carthage Center, Rue du Lac Turkana, Les Berges du Lac, 1053 Tunis · Call centre +216 31 32 48 00 (Mon-Fri 8:30-16:30)<br>
<a href="https://www.visanexa.com/tn/faq" style="color:#0c4a6e;">FAQ</a> · <a href="https://www.visanexa.com/privacy" style="color:#0c4a6e;">Privacy</a> · © 2026 VisaNexa
</td></tr></table></td></tr></table></body></html>`;
}

const vn: Mail[] = [
  {
    family: "visanexa-appointments",
    group: "consumer",
    lang: "en",
    kind: "otp-code",
    code: "52917348",
    link: null,
    from: "VisaNexa Appointments <donotreply@visanexa.com>",
    subject: "One-time password for your appointment booking",
    date: d(2026, 10, 13, 8, 3, 26, "+0100"),
    text: `Dear Applicant,

Your One-Time Password (OTP) to continue booking an appointment at the
VisaNexa Visa Application Centre - Tunis is:

52917348

This OTP is valid for 15 minutes. Do not share it with anyone. VisaNexa
staff will never ask you for this password.

Reference: GWF-TN-2610-338105

Regards,
VisaNexa Appointments Team
`,
    html: nexa(`<p>Dear Applicant,</p>
<p>Your One-Time Password (OTP) to continue booking an appointment at the VisaNexa Visa Application Centre - Tunis is:</p>
<p style="font-size:24px;font-weight:bold;color:#0c4a6e;">52917348</p>
<p>This OTP is valid for 15 minutes. Do not share it with anyone. VisaNexa staff will never ask you for this password.</p>
<p>Reference: GWF-TN-2610-338105</p>
<p>Regards,<br>VisaNexa Appointments Team</p>`),
  },
  {
    family: "visanexa-appointments",
    group: "negative",
    lang: "fr",
    kind: "appointment-confirmed",
    code: null,
    link: null,
    from: "VisaNexa Rendez-vous <donotreply@visanexa.com>",
    subject: "Confirmation de rendez-vous - Centre de Tunis - 29/10/2026 09:45",
    date: d(2026, 10, 13, 8, 11, 2, "+0100"),
    enc: "qp",
    text: `Madame ABDELRAHMAN Salma,

Votre rendez-vous au Centre de demande de visa VisaNexa de Tunis est
confirmé.

  Date et heure : jeudi 29 octobre 2026 à 09h45
  Catégorie : Visa court séjour - Stage / formation
  Référence : GWF-TN-2610-338105
  Passeport : A•••••7720
  Adresse : Immeuble Carthage Center, Rue du Lac Turkana,
            Les Berges du Lac, 1053 Tunis

Présentez-vous 15 minutes avant l'heure avec la lettre de confirmation
ci-jointe imprimée, votre passeport original, deux photos d'identité
récentes et la convention de stage signée. Frais de service : 58,000 TND,
payables sur place.

Les appareils électroniques volumineux ne sont pas acceptés dans le centre.

Cordialement,
Service Rendez-vous VisaNexa
`,
    html: nexa(`<p>Madame ABDELRAHMAN Salma,</p>
<p>Votre rendez-vous au Centre de demande de visa VisaNexa de Tunis est <b>confirmé</b>.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d1d5db;font-size:13px;">
<tr><td style="background:#f3f4f6;">Date et heure</td><td><b>jeudi 29 octobre 2026 à 09h45</b></td></tr>
<tr><td style="background:#f3f4f6;">Catégorie</td><td>Visa court séjour - Stage / formation</td></tr>
<tr><td style="background:#f3f4f6;">Référence</td><td>GWF-TN-2610-338105</td></tr>
<tr><td style="background:#f3f4f6;">Passeport</td><td>A•••••7720</td></tr>
<tr><td style="background:#f3f4f6;">Adresse</td><td>Immeuble Carthage Center, Rue du Lac Turkana, Les Berges du Lac, 1053 Tunis</td></tr>
</table>
<p>Présentez-vous 15 minutes avant l'heure avec la lettre de confirmation ci-jointe imprimée, votre passeport original, deux photos d'identité récentes et la convention de stage signée. Frais de service : 58,000 TND, payables sur place.</p>
<p>Les appareils électroniques volumineux ne sont pas acceptés dans le centre.</p>
<p>Cordialement,<br>Service Rendez-vous VisaNexa</p>`),
    attachment: [
      "Lettre_de_rendez-vous_GWF-TN-2610-338105.pdf",
      "application/pdf",
      pdf("Lettre de rendez-vous", [
        "VisaNexa - Centre de Tunis",
        "LETTRE DE CONFIRMATION DE RENDEZ-VOUS",
        "ABDELRAHMAN Salma - GWF-TN-2610-338105",
        "29/10/2026 09:45 - Guichet biometrie",
      ]),
    ],
  },
  {
    family: "visanexa-appointments",
    group: "negative",
    lang: "ar",
    kind: "passport-ready",
    code: null,
    link: null,
    from: "VisaNexa <donotreply@visanexa.com>",
    subject: "جوازك جاهز للاستلام — GWF-TN-2610-338105",
    date: d(2026, 11, 9, 12, 40, 15, "+0100"),
    enc: "b64",
    text: `السيدة سلمى عبد الرحمن،

نعلمك بأن جواز السفر الخاص بطلبك رقم GWF-TN-2610-338105 قد عاد من القنصلية وأصبح جاهزًا للاستلام من مركز VisaNexa بتونس.

أوقات الاستلام: من الاثنين إلى الجمعة، 14:00 - 16:00
المستندات المطلوبة: بطاقة الهوية أو نسخة من جواز السفر، وإيصال الدفع الأصلي.

ملاحظة: لا تتضمن هذه الرسالة أي معلومة عن قرار القنصلية بشأن التأشيرة.

مع التحية،
فريق VisaNexa — تونس
الهاتف: +216 31 32 48 00
`,
    html: null,
  },
];

// ------------------------------------------------------------ Qurtas Drive (shared drive)

function qurtas(inner: string, dir: "ltr" | "rtl"): string {
  return `<html dir="${dir}"><body style="margin:0;background:#f8fafc;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;font-family:${
    dir === "rtl" ? "Tahoma," : ""
  }Roboto,Arial,sans-serif;color:#202124;${dir === "rtl" ? "text-align:right;" : ""}">
<tr><td style="padding:24px 28px 10px;"><img src="https://static.qurtas.io/mail/qurtas-drive-48.png" alt="Qurtas Drive" width="36" height="36" style="vertical-align:middle;"> <span style="font-size:18px;vertical-align:middle;color:#5f6368;">Qurtas Drive</span></td></tr>
<tr><td style="padding:10px 28px 26px;font-size:14px;line-height:22px;">${inner}</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;border-radius:0 0 8px 8px;font-size:11px;line-height:16px;color:#80868b;">
Qurtas Cloud FZ-LLC · Dubai Internet City, Building 5, Dubai, UAE<br>
<a href="https://qurtas.io/help" style="color:#80868b;">${
    dir === "rtl" ? "المساعدة" : "Help"
  }</a> · <a href="https://qurtas.io/legal/privacy" style="color:#80868b;">${dir === "rtl" ? "الخصوصية" : "Privacy"}</a>
</td></tr></table></td></tr></table></body></html>`;
}

const qd_invite = "https://drive.qurtas.io/invite/accept?sd=anat-y5-2026&i=QX7c2Rk9mLp4Ve1n";

const qd: Mail[] = [
  {
    family: "qurtas-drive",
    group: "consumer",
    lang: "ar",
    kind: "invite-link",
    code: null,
    link: qd_invite,
    from: "مريم حسني (عبر Qurtas Drive) <drive-shares-noreply@qurtas.io>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "دعوة للانضمام إلى المساحة المشتركة «ملخصات الباطنة — دفعة 2027»",
    date: d(2026, 10, 18, 23, 41, 9, "+0300"),
    enc: "b64",
    headers: [["Reply-To", "Mariam Hosny <mariam.hosny@students.nilecrest.edu.eg>"]],
    text: `دعتك مريم حسني (mariam.hosny@students.nilecrest.edu.eg) للانضمام إلى المساحة المشتركة:

ملخصات الباطنة — دفعة 2027
الصلاحية: محرِّر · 14 عضوًا · 3.2 جيجابايت

رسالة من مريم: "ضفتك يا سلمى، ارفعي ملخص الغدد بتاعك في فولدر أكتوبر لو سمحتي 🙏"

قبول الدعوة:
${qd_invite}

تنتهي الدعوة بعد 14 يومًا. إذا لم تكوني تتوقعين هذه الدعوة يمكنك تجاهلها.
`,
    html: qurtas(
      `<p style="margin:0 0 14px;font-size:16px;"><b>مريم حسني</b> دعتك للانضمام إلى مساحة مشتركة</p>
<table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;margin-bottom:16px;"><tr><td>
<div style="font-size:15px;font-weight:bold;">📁 ملخصات الباطنة — دفعة 2027</div>
<div style="font-size:12px;color:#5f6368;">الصلاحية: محرِّر · 14 عضوًا · 3.2 جيجابايت</div></td></tr></table>
<p style="margin:0 0 18px;padding:10px 14px;background:#f1f3f4;border-radius:6px;">ضفتك يا سلمى، ارفعي ملخص الغدد بتاعك في فولدر أكتوبر لو سمحتي 🙏</p>
<a href="${qd_invite}" style="display:inline-block;background:#1a73e8;color:#ffffff;padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:bold;">قبول الدعوة</a>
<p style="margin:18px 0 0;font-size:12px;color:#5f6368;">تنتهي الدعوة بعد 14 يومًا. إذا لم تكوني تتوقعين هذه الدعوة يمكنك تجاهلها. أُرسلت إلى salma.abdelrahman.md@gmail.com.</p>`,
      "rtl",
    ),
  },
  {
    family: "qurtas-drive",
    group: "negative",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Qurtas Drive <no-reply@qurtas.io>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "You've used 90% of your 15 GB of storage",
    date: d(2026, 10, 25, 10, 20, 0, "+0300"),
    enc: "qp",
    text: `Your Qurtas storage is almost full

You're using 13.6 GB of 15 GB. When you run out, you won't be able to
upload new files, and shared spaces won't sync to your devices.

Largest items:
  Anatomy lectures (video) .......... 6.1 GB
  Phone backup 2026-09 .............. 3.4 GB
  Medicine summaries - Batch 2027 ... 1.2 GB (counts toward the owner)

Get 100 GB for EGP 39.99/month (student price), or free up space:
https://qurtas.io/storage

Qurtas Cloud FZ-LLC, Dubai Internet City, Building 5, Dubai, UAE
`,
    html: qurtas(
      `<p style="margin:0 0 10px;font-size:18px;">Your storage is almost full</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 6px;"><tr>
<td width="90%" style="background:#ea4335;height:8px;border-radius:4px 0 0 4px;"></td><td width="10%" style="background:#e8eaed;height:8px;border-radius:0 4px 4px 0;"></td></tr></table>
<p style="margin:0 0 16px;font-size:12px;color:#5f6368;">13.6 GB of 15 GB used</p>
<p style="margin:0 0 14px;">When you run out, you won't be able to upload new files, and shared spaces won't sync to your devices.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#3c4043;">
<tr><td>Anatomy lectures (video)</td><td align="right">6.1 GB</td></tr>
<tr><td>Phone backup 2026-09</td><td align="right">3.4 GB</td></tr>
<tr><td>Medicine summaries - Batch 2027</td><td align="right">1.2 GB</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://qurtas.io/storage" style="display:inline-block;border:1px solid #dadce0;color:#1a73e8;padding:9px 20px;border-radius:4px;text-decoration:none;">Get 100 GB for EGP 39.99/month</a></p>`,
      "ltr",
    ),
  },
];

// ------------------------------------------------------------ Mnemora (flashcards app)

const mn_link = "https://app.mnemora.cards/auth/magic?email=salma.abdelrahman.md%40gmail.com&token=mn_8Hq2LwZr5Tx0Vb3K";

const mn: Mail[] = [
  {
    family: "mnemora-cards",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: mn_link,
    from: "Mnemora <login@mnemora.cards>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "Your Mnemora sign-in link",
    date: d(2026, 9, 10, 6, 58, 12, "+0300"),
    text: `Hi Salma,

Tap the link below to sign in to Mnemora on this device:

${mn_link}

The link works once and expires in 20 minutes.

Didn't ask for this? Ignore this e-mail; nobody can sign in without it.

- Mnemora, spaced repetition for med school
`,
    html: `<!doctype html><html><body style="margin:0;background:#faf5ff;font-family:Inter,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:44px 16px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);">
<tr><td style="padding:32px 32px 0;"><img src="https://mnemora.cards/email/mnemora-mark.png" alt="Mnemora" width="40" height="40"></td></tr>
<tr><td style="padding:18px 32px 8px;font-size:20px;font-weight:700;color:#3b0764;">Sign in to Mnemora</td></tr>
<tr><td style="padding:0 32px 22px;font-size:15px;line-height:22px;color:#4b5563;">Hi Salma, tap the button below to sign in on this device. The link works once and expires in 20 minutes.</td></tr>
<tr><td style="padding:0 32px 26px;"><a href="${mn_link}" style="display:block;text-align:center;background:#7c3aed;color:#ffffff;padding:14px;border-radius:10px;text-decoration:none;font-weight:600;">Sign in</a></td></tr>
<tr><td style="padding:0 32px 30px;font-size:12px;color:#9ca3af;">Didn't ask for this? Ignore this e-mail; nobody can sign in without it.</td></tr>
</table>
<p style="font-size:11px;color:#a78bfa;">Mnemora · <a href="https://mnemora.cards/privacy" style="color:#a78bfa;">Privacy</a> · <a href="https://mnemora.cards/terms" style="color:#a78bfa;">Terms</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "mnemora-cards",
    group: "negative",
    lang: "en",
    kind: "weekly-summary",
    code: null,
    link: null,
    from: "Mnemora <digest@mnemora.cards>",
    to: "Salma Abdelrahman <salma.abdelrahman.md@gmail.com>",
    subject: "Your week: 1,284 reviews and a 23-day streak 🔥",
    date: d(2026, 10, 25, 8, 0, 0, "+0300"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://mnemora.cards/settings/emails?unsub=weekly>"]],
    text: `Your Mnemora week (19-25 October 2026)

Reviews: 1,284 (+12% on last week)
New cards: 210
Retention: 88.4%
Streak: 23 days

Toughest deck: "Nephrology - acid-base" (71% retention)
Coming up tomorrow: 186 reviews, about 31 minutes.

Keep it going: https://app.mnemora.cards/decks

Change e-mail settings: https://mnemora.cards/settings/emails?unsub=weekly
`,
    html: `<!doctype html><html><body style="margin:0;background:#faf5ff;font-family:Inter,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 16px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;">
<tr><td style="padding:28px 30px 8px;font-size:13px;color:#7c3aed;font-weight:600;">YOUR WEEK · 19-25 OCTOBER 2026</td></tr>
<tr><td style="padding:0 30px 20px;font-size:24px;font-weight:700;color:#3b0764;">23-day streak 🔥</td></tr>
<tr><td style="padding:0 30px;">
<table width="100%" cellpadding="0" cellspacing="8"><tr>
<td style="background:#f5f3ff;border-radius:10px;padding:14px;text-align:center;"><div style="font-size:22px;font-weight:700;">1,284</div><div style="font-size:11px;color:#6b7280;">reviews (+12%)</div></td>
<td style="background:#f5f3ff;border-radius:10px;padding:14px;text-align:center;"><div style="font-size:22px;font-weight:700;">210</div><div style="font-size:11px;color:#6b7280;">new cards</div></td>
<td style="background:#f5f3ff;border-radius:10px;padding:14px;text-align:center;"><div style="font-size:22px;font-weight:700;">88.4%</div><div style="font-size:11px;color:#6b7280;">retention</div></td>
</tr></table></td></tr>
<tr><td style="padding:16px 30px;font-size:14px;line-height:21px;color:#4b5563;">Toughest deck: <b>Nephrology - acid-base</b> (71% retention)<br>Coming up tomorrow: 186 reviews, about 31 minutes.</td></tr>
<tr><td style="padding:0 30px 28px;"><a href="https://app.mnemora.cards/decks" style="color:#7c3aed;font-weight:600;">Keep it going &rarr;</a></td></tr>
</table>
<p style="font-size:11px;color:#a78bfa;"><a href="https://mnemora.cards/settings/emails?unsub=weekly" style="color:#a78bfa;">Change e-mail settings</a></p>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------ Policlinico San Vitale (elective office, Bologna)

const pv: Mail[] = [
  {
    family: "policlinico-sanvitale",
    group: "negative",
    lang: "it",
    kind: "elective-assigned",
    code: null,
    link: null,
    from: "Ufficio Tirocini Internazionali - Policlinico San Vitale <tirocini.internazionali@policlinicosanvitale.it>",
    subject: "Esito domanda di tirocinio elettivo - prot. n. 2026/TI/0772",
    date: d(2026, 10, 21, 12, 34, 8, "+0200"),
    enc: "qp",
    text: `Gentile Dott.ssa Salma Abdelrahman,

siamo lieti di comunicarLe che la Sua domanda di tirocinio elettivo è
stata accolta.

  Protocollo: 2026/TI/0772
  Reparto: U.O. Malattie Infettive - Padiglione 6, piano 2
  Periodo: dal 1 al 26 febbraio 2027
  Tutor: Prof. Marco Bellandi
  Quota amministrativa: 150,00 EUR (non dovuta per gli studenti di
  università convenzionate)

Nelle prossime settimane riceverà dalla segreteria l'elenco dei
documenti da presentare il primo giorno (certificato vaccinale,
copertura assicurativa, badge). Non è richiesta alcuna azione da parte
Sua in questo momento.

Cordiali saluti,
Ufficio Tirocini Internazionali
Policlinico San Vitale - Via Massarenti 41, 40138 Bologna
Tel. +39 051 214 7730 (lun-ven 9:00-13:00)
`,
    html: null,
  },
];

// ------------------------------------------------------------ one more portal notice

const nu2: Mail[] = [
  {
    family: "nilecrest-university",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Nilecrest Student Portal <no-reply@portal.nilecrest.edu.eg>",
    to: "Salma Abdelrahman <s.abdelrahman@students.nilecrest.edu.eg>",
    subject: "Your Nilecrest account password was changed",
    date: d(2026, 10, 30, 17, 26, 51, "+0300"),
    enc: "b64",
    text: `Dear Salma,

The password for your Nilecrest account (student ID 20214417) was
changed on 30 October 2026 at 17:25 Cairo time.

This password is also used for university Wi-Fi (NU-Secure), TabibLearn
and the library's remote access. Devices that were signed in with the old
password will ask you to sign in again.

If you did not make this change, reset your password immediately at
https://portal.nilecrest.edu.eg/account/forgot and call the IT Help Desk
on 16923 (available 24/7 during exam periods).

Student Affairs Office - Faculty of Medicine
`,
    html: nilecrest(
      "Password changed",
      `<p style="margin:0 0 14px;">Dear Salma,</p>
<p style="margin:0 0 14px;">The password for your Nilecrest account (student ID <b>20214417</b>) was changed on <b>30 October 2026 at 17:25</b> Cairo time.</p>
<p style="margin:0 0 14px;">This password is also used for university Wi-Fi (NU-Secure), TabibLearn and the library's remote access. Devices that were signed in with the old password will ask you to sign in again.</p>
<p style="margin:0;padding:12px 14px;background:#fff7ed;border:1px solid #fed7aa;">If you did not make this change, <a href="https://portal.nilecrest.edu.eg/account/forgot" style="color:#9a3412;">reset your password immediately</a> and call the IT Help Desk on 16923 (available 24/7 during exam periods).</p>`,
    ),
  },
];

export const mails: Mail[] = [
  ...nu,
  ...tl,
  ...ifm,
  ...br,
  ...mv,
  ...rs,
  ...sb,
  ...fl,
  ...nj,
  ...mw,
  ...sf,
  ...ml,
  ...sk,
  ...nb,
  ...md,
  ...sw,
  ...vn,
  ...qd,
  ...mn,
  ...pv,
  ...nu2,
].map((m) => ({ to: SALMA, ...m }));
