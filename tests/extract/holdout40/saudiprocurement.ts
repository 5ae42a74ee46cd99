/**
 * The inbox of a procurement officer at a private hospital in Riyadh over two months of 2026: the
 * hospital's ERP and approval workflow, government e-procurement, e-invoicing and device-registration
 * portals, suppliers (some writing in Urdu, Tagalog, Hindi, Chinese, Turkish and German), freight,
 * customs, a bank, a corporate card, a travel agency, a training platform and newsletters.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Faisal Al-Harbi <f.alharbi@olayahospital.sa>";
const DOW = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** An RFC 2822 date in 2026. */
function d(m: number, day: number, hh: number, mm: number, tz = "+0300"): string {
  const w = DOW[new Date(Date.UTC(2026, m - 1, day)).getUTCDay()];
  return `${w}, ${p2(day)} ${MON[m - 1]} 2026 ${p2(hh)}:${p2(mm)}:${p2((day * 7 + mm) % 60)} ${tz}`;
}

/** A fake PDF body for attachments. */
function pdf(title: string): string {
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 64 >> stream\nBT /F1 12 Tf 72 770 Td (${title}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
}

// ---------------------------------------------------------------- Olaya Specialist Hospital ERP

const OSH_FOOT_EN = `<tr><td style="padding:18px 28px;background:#f1f4f7;font:11px/1.6 Arial,sans-serif;color:#6b7785">
This is a system-generated message from OSH ERP (Supply Chain &amp; Finance). Please do not reply.<br>
Olaya Specialist Hospital &middot; King Fahd Road, Al Olaya District &middot; P.O. Box 58214, Riyadh 11594<br>
IT Service Desk: ext. 4400 &middot; <a href="https://servicedesk.olayahospital.sa/portal" style="color:#6b7785">servicedesk.olayahospital.sa</a>
</td></tr>`;

function oshPage(title: string, body: string, lang = "en"): string {
  const dir = lang === "ar" ? "rtl" : "ltr";
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#e9edf1">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#e9edf1"><tr><td align="center" style="padding:20px 8px">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #00797c">
<tr><td style="padding:16px 28px;border-bottom:1px solid #dde3e8"><img src="https://erp.olayahospital.sa/OA_MEDIA/osh_logo_email.png" alt="Olaya Specialist Hospital" width="170" height="38"></td></tr>
${body}
${OSH_FOOT_EN}
</table></td></tr></table></body></html>`;
}

const olaya: Mail[] = [
  {
    family: "olaya-hospital-erp",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "604173",
    link: null,
    from: "OSH ERP Self-Service <erp-noreply@olayahospital.sa>",
    to: TO,
    subject: "OSH ERP sign-in verification code",
    date: d(9, 1, 7, 42),
    enc: "qp",
    text: `Dear Faisal Al-Harbi,

A sign-in to OSH ERP Self-Service was started for user FHARBI from a device outside the hospital network.

Verification code: 604173

Enter this code on the sign-in page to continue. It is valid for 10 minutes and can be used once.

If you did not try to sign in, call the IT Service Desk on ext. 4400 (or +966 11 460 4400 from outside) straight away.

OSH ERP - Supply Chain & Finance
Olaya Specialist Hospital, King Fahd Road, Riyadh 11594`,
    html: oshPage(
      "Verification code",
      `<tr><td style="padding:26px 28px 6px;font:15px/1.6 Arial,sans-serif;color:#1d2b36">
<p style="margin:0 0 14px">Dear Faisal Al-Harbi,</p>
<p style="margin:0 0 14px">A sign-in to <b>OSH ERP Self-Service</b> was started for user <b>FHARBI</b> from a device outside the hospital network.</p>
</td></tr>
<tr><td align="center" style="padding:6px 28px 18px">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#eef7f7;border:1px dashed #00797c;padding:14px 34px;font:bold 30px/1 'Courier New',monospace;letter-spacing:8px;color:#00595b">604173</td></tr></table>
<p style="font:12px Arial,sans-serif;color:#6b7785;margin:10px 0 0">Valid for 10 minutes &middot; single use</p>
</td></tr>
<tr><td style="padding:0 28px 24px;font:14px/1.6 Arial,sans-serif;color:#1d2b36">
If you did not try to sign in, call the IT Service Desk on ext. 4400 (or +966 11 460 4400 from outside) straight away.
</td></tr>`,
    ),
  },
  {
    family: "olaya-hospital-erp",
    group: "regional",
    lang: "en",
    kind: "requisition-approved",
    code: null,
    link: null,
    from: "OSH ERP Workflow <erp-workflow@olayahospital.sa>",
    to: TO,
    subject: "FYI: Requisition 2026-014582 (Infusion sets Q4) has been approved",
    date: d(9, 3, 11, 5),
    enc: "qp",
    text: `Requisition 2026-014582 has been approved

Description:   Infusion sets and extension lines - Q4 stock
Preparer:      Noura Al-Qahtani (Central Stores)
Buyer:         Faisal Al-Harbi
Amount:        SAR 186,420.00 (incl. 15% VAT)
Cost centre:   4120-NURSING-GEN
Approved by:   Dr. Khalid Al-Otaibi, Director of Supply Chain (03-Sep-2026 11:04)

Lines
 1  Infusion set, gravity, 20 drops/ml      12,000 EA   SAR 3.85
 2  Extension line 150 cm, luer lock         8,000 EA   SAR 4.60
 3  3-way stopcock with 10 cm tubing         6,500 EA   SAR 6.10

The requisition is now in the buyer's work queue for sourcing. Open it in OSH ERP:
https://erp.olayahospital.sa/OA_HTML/RF.jsp?function_id=PO_REQ_VIEW&ReqHeaderId=2026014582

Action history is available in the Notifications worklist.`,
    html: oshPage(
      "Requisition approved",
      `<tr><td style="padding:24px 28px 8px;font:14px/1.6 Arial,sans-serif;color:#1d2b36">
<h2 style="font:bold 18px Arial,sans-serif;margin:0 0 12px;color:#00595b">Requisition 2026-014582 has been approved</h2>
<table cellpadding="5" cellspacing="0" style="font:13px Arial,sans-serif;color:#1d2b36;border-collapse:collapse">
<tr><td style="color:#6b7785;width:130px">Description</td><td>Infusion sets and extension lines &ndash; Q4 stock</td></tr>
<tr><td style="color:#6b7785">Preparer</td><td>Noura Al-Qahtani (Central Stores)</td></tr>
<tr><td style="color:#6b7785">Buyer</td><td>Faisal Al-Harbi</td></tr>
<tr><td style="color:#6b7785">Amount</td><td><b>SAR 186,420.00</b> (incl. 15% VAT)</td></tr>
<tr><td style="color:#6b7785">Cost centre</td><td>4120-NURSING-GEN</td></tr>
<tr><td style="color:#6b7785">Approved by</td><td>Dr. Khalid Al-Otaibi, Director of Supply Chain &middot; 03-Sep-2026 11:04</td></tr>
</table></td></tr>
<tr><td style="padding:8px 28px">
<table width="100%" cellpadding="6" cellspacing="0" style="font:12px Arial,sans-serif;border-collapse:collapse;border:1px solid #dde3e8">
<tr style="background:#f1f4f7"><th align="left">#</th><th align="left">Item</th><th align="right">Qty</th><th align="right">Unit price</th></tr>
<tr><td>1</td><td>Infusion set, gravity, 20 drops/ml</td><td align="right">12,000 EA</td><td align="right">SAR 3.85</td></tr>
<tr><td>2</td><td>Extension line 150 cm, luer lock</td><td align="right">8,000 EA</td><td align="right">SAR 4.60</td></tr>
<tr><td>3</td><td>3-way stopcock with 10 cm tubing</td><td align="right">6,500 EA</td><td align="right">SAR 6.10</td></tr>
</table></td></tr>
<tr><td style="padding:14px 28px 24px;font:13px/1.6 Arial,sans-serif;color:#1d2b36">
The requisition is now in the buyer&rsquo;s work queue for sourcing.
<a href="https://erp.olayahospital.sa/OA_HTML/RF.jsp?function_id=PO_REQ_VIEW&amp;ReqHeaderId=2026014582" style="color:#00797c">Open requisition in OSH ERP</a>
</td></tr>`,
    ),
  },
  {
    family: "olaya-hospital-erp",
    group: "regional",
    lang: "ar",
    kind: "po-issued",
    code: null,
    link: null,
    from: "نظام تخطيط الموارد - مستشفى العليا <erp-workflow@olayahospital.sa>",
    to: TO,
    subject: "تم إصدار أمر الشراء رقم 4500219876 وإرساله إلى المورد",
    date: d(9, 8, 13, 27),
    enc: "b64",
    text: `السيد/ فيصل الحربي المحترم،

نفيدكم بأنه تم اعتماد أمر الشراء التالي وإرساله إلى المورد عبر البريد الإلكتروني:

رقم أمر الشراء: 4500219876
المورد: شركة ميديفانس للتوريدات الطبية (رقم المورد 200318)
تاريخ الإصدار: 08/09/2026
تاريخ التسليم المطلوب: 29/09/2026
مكان التسليم: المستودع الرئيسي - بوابة 3
إجمالي القيمة: 214,383.00 ريال سعودي شاملاً ضريبة القيمة المضافة
شروط الدفع: 60 يوماً من تاريخ استلام الفاتورة

يمكنكم الاطلاع على تفاصيل الأمر ونسخة PDF من خلال النظام:
https://erp.olayahospital.sa/OA_HTML/RF.jsp?function_id=PO_VIEW&PoHeaderId=4500219876

هذه رسالة آلية، يرجى عدم الرد عليها.
إدارة سلسلة الإمداد - مستشفى العليا التخصصي`,
    html: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9edf1;font-family:Tahoma,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #00797c;text-align:right">
<tr><td style="padding:14px 26px;border-bottom:1px solid #dde3e8"><img src="https://erp.olayahospital.sa/OA_MEDIA/osh_logo_email_ar.png" alt="مستشفى العليا التخصصي" width="170"></td></tr>
<tr><td style="padding:22px 26px 6px;font-size:14px;line-height:1.8;color:#1d2b36">
<p style="margin:0 0 10px">السيد/ فيصل الحربي المحترم،</p>
<p style="margin:0 0 10px">نفيدكم بأنه تم اعتماد أمر الشراء التالي وإرساله إلى المورد عبر البريد الإلكتروني:</p>
</td></tr>
<tr><td style="padding:0 26px">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #dde3e8;border-collapse:collapse">
<tr style="background:#f1f4f7"><td style="width:40%">رقم أمر الشراء</td><td><b>4500219876</b></td></tr>
<tr><td>المورد</td><td>شركة ميديفانس للتوريدات الطبية (200318)</td></tr>
<tr style="background:#f1f4f7"><td>تاريخ الإصدار</td><td>08/09/2026</td></tr>
<tr><td>تاريخ التسليم المطلوب</td><td>29/09/2026</td></tr>
<tr style="background:#f1f4f7"><td>مكان التسليم</td><td>المستودع الرئيسي - بوابة 3</td></tr>
<tr><td>إجمالي القيمة</td><td>214,383.00 ر.س شاملاً الضريبة</td></tr>
<tr style="background:#f1f4f7"><td>شروط الدفع</td><td>60 يوماً من تاريخ استلام الفاتورة</td></tr>
</table></td></tr>
<tr><td style="padding:16px 26px 22px;font-size:13px;color:#1d2b36">
<a href="https://erp.olayahospital.sa/OA_HTML/RF.jsp?function_id=PO_VIEW&amp;PoHeaderId=4500219876" style="color:#00797c">عرض أمر الشراء في النظام</a>
</td></tr>
<tr><td style="padding:14px 26px;background:#f1f4f7;font-size:11px;color:#6b7785">هذه رسالة آلية، يرجى عدم الرد عليها. &middot; إدارة سلسلة الإمداد &middot; طريق الملك فهد، حي العليا، الرياض 11594</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "olaya-hospital-erp",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://erp.olayahospital.sa/OA_HTML/jsp/fnd/fndpwdreset.jsp?uid=FHARBI&tkn=9f3kQ7aLzW2mXr84TbcE1uVd",
    from: "OSH ERP Self-Service <erp-noreply@olayahospital.sa>",
    to: TO,
    subject: "Password reset request for OSH ERP",
    date: d(9, 21, 6, 58),
    text: `Hello Faisal,

We received a request to reset the password for your OSH ERP account (FHARBI).

To choose a new password, open the link below within 30 minutes:
https://erp.olayahospital.sa/OA_HTML/jsp/fnd/fndpwdreset.jsp?uid=FHARBI&tkn=9f3kQ7aLzW2mXr84TbcE1uVd

Your new password must be at least 12 characters and must not match any of your last 8 passwords. Remember to update it on the ward tablets as well if you use them.

If you did not ask for this, you can ignore this e-mail; your current password will keep working.

IT Service Desk - ext. 4400`,
    html: oshPage(
      "Password reset",
      `<tr><td style="padding:26px 28px 10px;font:14px/1.7 Arial,sans-serif;color:#1d2b36">
<p style="margin:0 0 12px">Hello Faisal,</p>
<p style="margin:0 0 12px">We received a request to reset the password for your OSH ERP account (<b>FHARBI</b>).</p>
</td></tr>
<tr><td style="padding:4px 28px 18px">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#00797c" style="border-radius:3px">
<a href="https://erp.olayahospital.sa/OA_HTML/jsp/fnd/fndpwdreset.jsp?uid=FHARBI&amp;tkn=9f3kQ7aLzW2mXr84TbcE1uVd" style="display:inline-block;padding:11px 26px;font:bold 14px Arial,sans-serif;color:#ffffff;text-decoration:none">Choose a new password</a>
</td></tr></table>
<p style="font:12px Arial,sans-serif;color:#6b7785;margin:10px 0 0">The link expires 30 minutes after this message was sent.</p>
</td></tr>
<tr><td style="padding:0 28px 24px;font:13px/1.7 Arial,sans-serif;color:#1d2b36">
Your new password must be at least 12 characters and must not match any of your last 8 passwords.<br>
If you did not ask for this, ignore this e-mail; your current password will keep working.
</td></tr>`,
    ),
  },
  {
    family: "olaya-hospital-erp",
    group: "regional",
    lang: "ar",
    kind: "confirm-change",
    code: null,
    link: "https://erp.olayahospital.sa/wf/delegation/confirm?rid=DLG-77120&sig=c2Fb91aa0e",
    from: "نظام تخطيط الموارد - مستشفى العليا <erp-workflow@olayahospital.sa>",
    to: TO,
    subject: "تأكيد طلب تفويض صلاحيات الاعتماد (DLG-77120)",
    date: d(10, 11, 15, 12),
    enc: "qp",
    text: `عزيزي فيصل،

استلمنا طلبك لتفويض صلاحيات الاعتماد في نظام سير العمل خلال فترة إجازتك:

المفوَّض إليه: عبدالله الشهري (ABSHEHRI) - مشرف مشتريات
الفترة: من 19/10/2026 إلى 30/10/2026
الصلاحيات: طلبات الشراء وأوامر الشراء حتى 250,000 ريال

لن يُفعَّل التفويض حتى تؤكده بنفسك. لتأكيد الطلب افتح الرابط التالي:
https://erp.olayahospital.sa/wf/delegation/confirm?rid=DLG-77120&sig=c2Fb91aa0e

إذا لم تطلب هذا التفويض فلا تفعل شيئاً، وسيُلغى الطلب تلقائياً بعد 48 ساعة. للاستفسار: مكتب خدمة تقنية المعلومات، تحويلة 4400.`,
    html: `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head><body style="margin:0;background:#e9edf1">
<div style="display:none;max-height:0;overflow:hidden">يلزم تأكيدك قبل تفعيل التفويض</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #00797c;font-family:Tahoma,Arial,sans-serif;text-align:right;color:#1d2b36">
<tr><td style="padding:14px 26px"><img src="https://erp.olayahospital.sa/OA_MEDIA/osh_logo_email_ar.png" alt="مستشفى العليا التخصصي" width="160"></td></tr>
<tr><td style="padding:10px 26px;font-size:14px;line-height:1.9">
<p>عزيزي فيصل،</p>
<p>استلمنا طلبك لتفويض صلاحيات الاعتماد في نظام سير العمل خلال فترة إجازتك:</p>
<ul style="margin:0 0 12px;padding-right:20px">
<li>المفوَّض إليه: عبدالله الشهري (ABSHEHRI) - مشرف مشتريات</li>
<li>الفترة: من 19/10/2026 إلى 30/10/2026</li>
<li>الصلاحيات: طلبات الشراء وأوامر الشراء حتى 250,000 ريال</li>
</ul>
<p>لن يُفعَّل التفويض حتى تؤكده بنفسك.</p>
</td></tr>
<tr><td align="center" style="padding:6px 26px 20px">
<a href="https://erp.olayahospital.sa/wf/delegation/confirm?rid=DLG-77120&amp;sig=c2Fb91aa0e" style="display:inline-block;background:#00797c;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none;font-weight:bold">تأكيد التفويض</a>
</td></tr>
<tr><td style="padding:0 26px 22px;font-size:12px;color:#6b7785;line-height:1.8">إذا لم تطلب هذا التفويض فلا تفعل شيئاً، وسيُلغى الطلب تلقائياً بعد 48 ساعة.<br>مكتب خدمة تقنية المعلومات: تحويلة 4400 &middot; <a href="https://servicedesk.olayahospital.sa/portal" style="color:#6b7785">servicedesk.olayahospital.sa</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Munafasa government e-procurement

function munafasaShell(inner: string, pre: string): string {
  return `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f4f6f5">
<span style="display:none;font-size:1px;color:#f4f6f5">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Segoe UI',Tahoma,sans-serif;text-align:right">
<tr><td style="background:#0b5d3b;padding:18px 24px"><table width="100%"><tr>
<td><img src="https://static.munafasa-portal.sa/mail/logo-white.png" alt="منصة منافسة" width="130"></td>
<td align="left" style="color:#cfe6da;font-size:12px">المنصة الوطنية للمنافسات والمشتريات</td></tr></table></td></tr>
<tr><td style="background:#ffffff;padding:26px 24px;color:#22302a;font-size:14px;line-height:1.9">${inner}</td></tr>
<tr><td style="padding:18px 24px;color:#7b8a83;font-size:11px;line-height:1.8">
مركز الاتصال الموحد: 19990 &middot; <a href="https://munafasa-portal.sa/ar/help" style="color:#0b5d3b">مركز المساعدة</a> &middot; <a href="https://munafasa-portal.sa/ar/privacy" style="color:#0b5d3b">سياسة الخصوصية</a><br>
<a href="https://x.com/munafasa_sa" style="color:#7b8a83">X</a> | <a href="https://www.linkedin.com/company/munafasa-portal" style="color:#7b8a83">LinkedIn</a><br>
© 2026 منصة منافسة. جميع الحقوق محفوظة.</td></tr>
</table></td></tr></table></body></html>`;
}

const munafasa: Mail[] = [
  {
    family: "munafasa-portal",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "839201",
    link: null,
    from: "منصة منافسة <no-reply@munafasa-portal.sa>",
    to: TO,
    subject: "رمز التحقق لتسجيل الدخول إلى منصة منافسة",
    date: d(9, 2, 9, 14),
    enc: "b64",
    text: `مرحباً فيصل الحربي،

رمز التحقق الخاص بتسجيل دخولك إلى منصة منافسة (حساب المنشأة: مستشفى العليا التخصصي - السجل التجاري 1010284417):

839201

صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو المنصة لن يطلبوه منك أبداً.

إن لم تكن أنت من حاول تسجيل الدخول، يرجى تغيير كلمة المرور والتواصل مع مركز الاتصال 19990.

منصة منافسة`,
    html: munafasaShell(
      `<p style="margin:0 0 12px">مرحباً فيصل الحربي،</p>
<p style="margin:0 0 16px">رمز التحقق الخاص بتسجيل دخولك إلى منصة منافسة (حساب المنشأة: مستشفى العليا التخصصي &ndash; السجل التجاري 1010284417):</p>
<table cellpadding="0" cellspacing="6" align="center" dir="ltr" style="margin:0 auto 16px"><tr>
<td style="width:42px;height:52px;border:1px solid #b9d3c6;border-radius:6px;background:#f0f7f3;text-align:center;font:bold 26px Arial">8</td>
<td style="width:42px;height:52px;border:1px solid #b9d3c6;border-radius:6px;background:#f0f7f3;text-align:center;font:bold 26px Arial">3</td>
<td style="width:42px;height:52px;border:1px solid #b9d3c6;border-radius:6px;background:#f0f7f3;text-align:center;font:bold 26px Arial">9</td>
<td style="width:42px;height:52px;border:1px solid #b9d3c6;border-radius:6px;background:#f0f7f3;text-align:center;font:bold 26px Arial">2</td>
<td style="width:42px;height:52px;border:1px solid #b9d3c6;border-radius:6px;background:#f0f7f3;text-align:center;font:bold 26px Arial">0</td>
<td style="width:42px;height:52px;border:1px solid #b9d3c6;border-radius:6px;background:#f0f7f3;text-align:center;font:bold 26px Arial">1</td>
</tr></table>
<p style="margin:0 0 10px">صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو المنصة لن يطلبوه منك أبداً.</p>
<p style="margin:0;color:#7b8a83;font-size:12px">إن لم تكن أنت من حاول تسجيل الدخول، يرجى تغيير كلمة المرور والتواصل مع مركز الاتصال 19990.</p>`,
      "رمز التحقق صالح لمدة 5 دقائق",
    ),
  },
  {
    family: "munafasa-portal",
    group: "regional",
    lang: "ar",
    kind: "tender-published",
    code: null,
    link: null,
    from: "منصة منافسة <notifications@munafasa-portal.sa>",
    to: TO,
    subject: "منافسة جديدة ضمن نشاطك: توريد مستلزمات غسيل الكلى",
    date: d(9, 10, 8, 3),
    enc: "qp",
    text: `منافسة جديدة تطابق الأنشطة المسجلة لمنشأتكم

اسم المنافسة: توريد مستلزمات غسيل الكلى لمدة 24 شهراً
الجهة: التجمع الصحي الثاني بالرياض
رقم المنافسة: 260139001427
نوع المنافسة: منافسة عامة
قيمة وثائق المنافسة: 1,500 ريال
آخر موعد لاستلام الاستفسارات: 21/09/2026
آخر موعد لتقديم العروض: 05/10/2026 الساعة 10:00 صباحاً
تاريخ فتح العروض: 05/10/2026 الساعة 11:00 صباحاً
الضمان الابتدائي: 2% من قيمة العرض

لعرض تفاصيل المنافسة وشراء الوثائق:
https://munafasa-portal.sa/ar/tenders/260139001427

لإيقاف هذه التنبيهات أو تعديل الأنشطة، افتح إعدادات الإشعارات في حسابك.`,
    html: munafasaShell(
      `<h2 style="margin:0 0 14px;font-size:18px;color:#0b5d3b">منافسة جديدة تطابق أنشطة منشأتكم</h2>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="background:#f0f7f3"><td width="45%">اسم المنافسة</td><td><b>توريد مستلزمات غسيل الكلى لمدة 24 شهراً</b></td></tr>
<tr><td>الجهة</td><td>التجمع الصحي الثاني بالرياض</td></tr>
<tr style="background:#f0f7f3"><td>رقم المنافسة</td><td>260139001427</td></tr>
<tr><td>نوع المنافسة</td><td>منافسة عامة</td></tr>
<tr style="background:#f0f7f3"><td>قيمة وثائق المنافسة</td><td>1,500 ريال</td></tr>
<tr><td>آخر موعد للاستفسارات</td><td>21/09/2026</td></tr>
<tr style="background:#f0f7f3"><td>آخر موعد لتقديم العروض</td><td>05/10/2026 &ndash; 10:00 ص</td></tr>
<tr><td>فتح العروض</td><td>05/10/2026 &ndash; 11:00 ص</td></tr>
<tr style="background:#f0f7f3"><td>الضمان الابتدائي</td><td>2% من قيمة العرض</td></tr>
</table>
<p style="text-align:center;margin:20px 0 8px"><a href="https://munafasa-portal.sa/ar/tenders/260139001427" style="background:#0b5d3b;color:#fff;text-decoration:none;padding:10px 24px;border-radius:4px">تفاصيل المنافسة</a></p>
<p style="font-size:11px;color:#7b8a83;margin:14px 0 0">لإيقاف هذه التنبيهات أو تعديل الأنشطة: <a href="https://munafasa-portal.sa/ar/account/notifications" style="color:#7b8a83">إعدادات الإشعارات</a></p>`,
      "التجمع الصحي الثاني بالرياض - آخر موعد 05/10/2026",
    ),
  },
  {
    family: "munafasa-portal",
    group: "regional",
    lang: "ar",
    kind: "bid-receipt",
    code: null,
    link: null,
    from: "منصة منافسة <notifications@munafasa-portal.sa>",
    to: TO,
    subject: "إيصال تقديم عرض - المنافسة 260139001427",
    date: d(10, 4, 22, 41),
    enc: "b64",
    text: `تم استلام عرضكم بنجاح

المنافسة: توريد مستلزمات غسيل الكلى لمدة 24 شهراً (260139001427)
المتنافس: مستشفى العليا التخصصي - شراكة التوريد مع شركة الفرات الطبية
رقم الإيصال: BR-2026-0938415
وقت التقديم: 04/10/2026 22:40:17
عدد الملفات المرفقة: 7 (العرض الفني، العرض المالي، الضمان الابتدائي ...)
البصمة الرقمية للعرض (SHA-256): 3e91a0c4b7...f20d

يمكنكم تعديل العرض أو سحبه حتى الموعد النهائي 05/10/2026 الساعة 10:00 صباحاً. تجدون نسخة الإيصال مرفقة بصيغة PDF.

منصة منافسة`,
    html: null,
    attachment: ["BR-2026-0938415.pdf", "application/pdf", pdf("Bid receipt BR-2026-0938415")],
  },
  {
    family: "munafasa-portal",
    group: "regional",
    lang: "en",
    kind: "clarification-notice",
    code: null,
    link: null,
    from: "Munafasa Portal <notifications@munafasa-portal.sa>",
    to: TO,
    subject: "Clarifications published - Tender 260139001427",
    date: d(9, 23, 16, 20),
    text: `The procuring entity has published answers to bidders' questions.

Tender: Supply of haemodialysis consumables for 24 months
Tender number: 260139001427
Entity: Riyadh Second Health Cluster
Questions answered: 14 (including 2 submitted by your organisation)
Addendum: Addendum No. 1 - revised BoQ (lines 31 to 38)

Bid submission deadline is unchanged: 05/10/2026 10:00 AM.

View the clarifications: https://munafasa-portal.sa/en/tenders/260139001427/inquiries

Unified contact centre: 19990`,
    html: munafasaShell(
      `<div dir="ltr" style="text-align:left">
<p style="margin:0 0 12px">The procuring entity has published answers to bidders&rsquo; questions.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px">
<tr><td style="color:#7b8a83">Tender</td><td>Supply of haemodialysis consumables for 24 months</td></tr>
<tr><td style="color:#7b8a83">Tender number</td><td>260139001427</td></tr>
<tr><td style="color:#7b8a83">Entity</td><td>Riyadh Second Health Cluster</td></tr>
<tr><td style="color:#7b8a83">Questions answered</td><td>14 (2 from your organisation)</td></tr>
<tr><td style="color:#7b8a83">Addendum</td><td>No. 1 &ndash; revised BoQ (lines 31&ndash;38)</td></tr>
</table>
<p>The bid submission deadline is unchanged: <b>05/10/2026 10:00 AM</b>.</p>
<p><a href="https://munafasa-portal.sa/en/tenders/260139001427/inquiries" style="color:#0b5d3b">View the clarifications</a></p></div>`,
      "Addendum No. 1 published",
    ),
  },
];

// ---------------------------------------------------------------- Fawtara e-invoicing gateway

const fawtara: Mail[] = [
  {
    family: "fawtara-gateway",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "472915",
    link: null,
    from: "بوابة فوترة <otp@fawtara-gateway.sa>",
    to: TO,
    subject: "رمز الدخول إلى بوابة فوترة",
    date: d(9, 6, 10, 31),
    enc: "qp",
    text: `رمز الدخول لمرة واحدة: 472 915

استخدم هذا الرمز لإكمال تسجيل الدخول إلى بوابة فوترة للفوترة الإلكترونية (الرقم الضريبي: 300284417500003).
ينتهي الرمز خلال 3 دقائق.

لا تشارك الرمز مع أحد.

بوابة فوترة - الفوترة الإلكترونية`,
    html:
      `<html lang="ar" dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;font-family:Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #e2e6ea;border-radius:8px;text-align:right">
<tr><td style="padding:22px 28px 0"><img src="https://fawtara-gateway.sa/assets/email/fawtara-logo.png" alt="فوترة" height="34"></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;color:#2b3440;line-height:1.8">رمز الدخول لمرة واحدة لإكمال تسجيل الدخول إلى بوابة الفوترة الإلكترونية (الرقم الضريبي: 300284417500003):</td></tr>
<tr><td align="center" style="padding:4px 28px 18px"><span dir="ltr" style="display:inline-block;font:bold 32px/1.2 Consolas,monospace;color:#5b2a86;letter-spacing:4px">472 915</span></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#7a8591">ينتهي الرمز خلال 3 دقائق. لا تشارك الرمز مع أحد.</td></tr>
<tr><td style="padding:14px 28px;background:#f6f7f9;border-top:1px solid #e2e6ea;font-size:11px;color:#7a8591;border-radius:0 0 8px 8px">بوابة فوترة &middot; <a href="https://fawtara-gateway.sa/ar/support" style="color:#5b2a86">الدعم</a> &middot; <a href="https://fawtara-gateway.sa/ar/terms" style="color:#5b2a86">الشروط</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fawtara-gateway",
    group: "regional",
    lang: "ar",
    kind: "invoice-cleared",
    code: null,
    link: null,
    from: "بوابة فوترة <notifications@fawtara-gateway.sa>",
    to: TO,
    subject: "تم اعتماد فاتورة ضريبية واردة من المورد 310045812600003",
    date: d(9, 15, 12, 8),
    enc: "b64",
    text: `إشعار استلام فاتورة ضريبية إلكترونية

تم اعتماد الفاتورة التالية الصادرة إلى منشأتكم:

المورد: شركة ميديفانس للتوريدات الطبية
الرقم الضريبي للمورد: 310045812600003
رقم الفاتورة: INV-MDV-26-08841
تاريخ الإصدار: 14/09/2026
المبلغ قبل الضريبة: 186,420.00 ريال
ضريبة القيمة المضافة 15%: 27,963.00 ريال
الإجمالي: 214,383.00 ريال
المعرف الفريد (UUID): 6f1c2b9e-41d3-4a0e-9b57-2c8d03ae7f15
حالة الاعتماد: معتمدة (CLEARED)

لا يلزم أي إجراء منكم. يمكن تنزيل نسخة XML و PDF/A-3 من قائمة "الفواتير الواردة".`,
    html:
      `<html lang="ar" dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f7f9;font-family:Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;text-align:right;color:#2b3440">
<tr><td style="padding:20px 26px;border-bottom:3px solid #5b2a86"><img src="https://fawtara-gateway.sa/assets/email/fawtara-logo.png" alt="فوترة" height="30"></td></tr>
<tr><td style="padding:20px 26px 8px;font-size:16px;font-weight:bold">إشعار استلام فاتورة ضريبية إلكترونية</td></tr>
<tr><td style="padding:0 26px 10px;font-size:13px">تم اعتماد الفاتورة التالية الصادرة إلى منشأتكم:</td></tr>
<tr><td style="padding:0 26px">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr><td style="border-bottom:1px solid #eee;color:#7a8591">المورد</td><td style="border-bottom:1px solid #eee">شركة ميديفانس للتوريدات الطبية</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#7a8591">الرقم الضريبي للمورد</td><td style="border-bottom:1px solid #eee" dir="ltr">310045812600003</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#7a8591">رقم الفاتورة</td><td style="border-bottom:1px solid #eee" dir="ltr">INV-MDV-26-08841</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#7a8591">تاريخ الإصدار</td><td style="border-bottom:1px solid #eee">14/09/2026</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#7a8591">المبلغ قبل الضريبة</td><td style="border-bottom:1px solid #eee">186,420.00 ريال</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#7a8591">ضريبة القيمة المضافة 15%</td><td style="border-bottom:1px solid #eee">27,963.00 ريال</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#7a8591"><b>الإجمالي</b></td><td style="border-bottom:1px solid #eee"><b>214,383.00 ريال</b></td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#7a8591">UUID</td><td style="border-bottom:1px solid #eee;font-size:11px" dir="ltr">6f1c2b9e-41d3-4a0e-9b57-2c8d03ae7f15</td></tr>
<tr><td style="color:#7a8591">حالة الاعتماد</td><td><span style="background:#e3f4ea;color:#17803d;padding:2px 8px;border-radius:10px">معتمدة CLEARED</span></td></tr>
</table></td></tr>
<tr><td style="padding:16px 26px 22px;font-size:12px;color:#7a8591">لا يلزم أي إجراء منكم. يمكن تنزيل نسخة XML و PDF/A-3 من قائمة <a href="https://fawtara-gateway.sa/ar/inbox/invoices" style="color:#5b2a86">الفواتير الواردة</a>.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fawtara-gateway",
    group: "regional",
    lang: "en",
    kind: "certificate-expiry",
    code: null,
    link: null,
    from: "Fawtara Gateway <notifications@fawtara-gateway.sa>",
    to: TO,
    subject: "Action needed before 14 Nov 2026: cryptographic stamp certificate for EGS unit OSH-POS-03",
    date: d(10, 15, 9, 0),
    enc: "qp",
    text: `Dear taxpayer,

The production cryptographic stamp identifier (CSID) of one of your e-invoice generation units expires in 30 days.

Taxpayer: Olaya Specialist Hospital Co.
VAT number: 300284417500003
EGS unit: OSH-POS-03 (Outpatient pharmacy cashier)
Certificate serial: 5A:11:C4:09:7E:2B
Expires: 14 November 2026, 23:59 (Riyadh time)

Invoices signed after expiry will be rejected at clearance. Your IT or ERP provider should renew the certificate from the EGS unit using the renewal API; the portal will send a new one-time password when the renewal starts.

Renewal guide: https://fawtara-gateway.sa/en/developers/csid-renewal
Technical support: 8001240088 (Sunday-Thursday, 8 AM-5 PM)

Fawtara Gateway`,
    html:
      `<html lang="en"><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f7f9;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;color:#2b3440">
<tr><td style="padding:20px 26px;border-bottom:3px solid #5b2a86"><img src="https://fawtara-gateway.sa/assets/email/fawtara-logo-en.png" alt="Fawtara" height="30"></td></tr>
<tr><td style="padding:8px 26px 0"><div style="background:#fff4e0;border-left:4px solid #e08a00;padding:10px 14px;font-size:13px;margin-top:14px">A certificate used to sign your e-invoices expires in <b>30 days</b>.</div></td></tr>
<tr><td style="padding:16px 26px;font-size:14px;line-height:1.7">
<p style="margin:0 0 10px">Dear taxpayer,</p>
<p style="margin:0 0 10px">The production cryptographic stamp identifier (CSID) of one of your e-invoice generation units expires soon.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px">
<tr><td style="color:#7a8591">Taxpayer</td><td>Olaya Specialist Hospital Co.</td></tr>
<tr><td style="color:#7a8591">VAT number</td><td>300284417500003</td></tr>
<tr><td style="color:#7a8591">EGS unit</td><td>OSH-POS-03 (Outpatient pharmacy cashier)</td></tr>
<tr><td style="color:#7a8591">Certificate serial</td><td>5A:11:C4:09:7E:2B</td></tr>
<tr><td style="color:#7a8591">Expires</td><td><b>14 November 2026, 23:59</b> (Riyadh time)</td></tr>
</table>
<p>Invoices signed after expiry will be rejected at clearance. Your IT or ERP provider should renew the certificate from the EGS unit using the renewal API.</p>
<p><a href="https://fawtara-gateway.sa/en/developers/csid-renewal" style="color:#5b2a86">Read the renewal guide</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f6f7f9;font-size:11px;color:#7a8591">Technical support 8001240088 (Sun&ndash;Thu, 8 AM&ndash;5 PM) &middot; <a href="https://fawtara-gateway.sa/en/privacy" style="color:#7a8591">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Jihaz medical device registry

const JIHAZ_FOOT =
  `<tr><td style="padding:16px 30px;border-top:1px solid #e4e8ee;font:11px/1.7 Arial,sans-serif;color:#8a94a3">
Jihaz Medical Device Registry &middot; Northern Ring Road, Al Nakhil District, Riyadh 13312<br>
Call centre 19999 (option 3) &middot; <a href="https://jihaz.med.sa/en/faq" style="color:#8a94a3">FAQ</a> &middot; <a href="https://jihaz.med.sa/en/privacy-notice" style="color:#8a94a3">Privacy notice</a>
</td></tr>`;

const jihaz: Mail[] = [
  {
    family: "jihaz-registry",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://jihaz.med.sa/account/verify-email?u=88213&t=kR7vN2pQx5LmA0sD",
    from: "Jihaz Registry <accounts@jihaz.med.sa>",
    to: TO,
    subject: "Verify your e-mail address - Jihaz establishment account",
    date: d(9, 4, 14, 47),
    enc: "qp",
    text: `Welcome to Jihaz

You have been added as a contact person for the establishment "Olaya Specialist Hospital Co." (establishment licence 0412-MDEL-2019).

Before you can submit or follow device applications, confirm that this address belongs to you:

https://jihaz.med.sa/account/verify-email?u=88213&t=kR7vN2pQx5LmA0sD

The link stays valid for 72 hours. After that, ask your establishment administrator to resend it.

Jihaz Medical Device Registry
Call centre 19999 (option 3)`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f4f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#123c69;padding:18px 30px"><img src="https://jihaz.med.sa/static/mail/jihaz-logo-light.png" alt="Jihaz" width="110"></td></tr>
<tr><td style="padding:28px 30px 8px;font:22px Georgia,serif;color:#123c69">Welcome to Jihaz</td></tr>
<tr><td style="padding:6px 30px;font:14px/1.7 Arial,sans-serif;color:#2e3a48">
You have been added as a contact person for the establishment <b>Olaya Specialist Hospital Co.</b> (establishment licence 0412-MDEL-2019).<br><br>
Before you can submit or follow device applications, confirm that this address belongs to you.
</td></tr>
<tr><td style="padding:20px 30px">
<a href="https://jihaz.med.sa/account/verify-email?u=88213&amp;t=kR7vN2pQx5LmA0sD" style="background:#1f7a5c;color:#ffffff;display:inline-block;padding:12px 28px;font:bold 14px Arial,sans-serif;text-decoration:none;border-radius:2px">Verify e-mail address</a>
</td></tr>
<tr><td style="padding:0 30px 22px;font:12px/1.6 Arial,sans-serif;color:#8a94a3">The link stays valid for 72 hours. After that, ask your establishment administrator to resend it.</td></tr>
${JIHAZ_FOOT}
</table></td></tr></table></body></html>`,
  },
  {
    family: "jihaz-registry",
    group: "regional",
    lang: "ar",
    kind: "application-status",
    code: null,
    link: null,
    from: "سجل جهاز للأجهزة الطبية <notify@jihaz.med.sa>",
    to: TO,
    subject: "تحديث حالة الطلب MDMA-2026-08-3391: قيد الدراسة الفنية",
    date: d(9, 17, 11, 36),
    enc: "b64",
    text: `السادة/ مستشفى العليا التخصصي

نحيطكم علماً بتحديث حالة الطلب التالي:

رقم الطلب: MDMA-2026-08-3391
نوع الطلب: إذن تسويق جهاز طبي - فئة IIb
اسم الجهاز: مضخة تسريب حجمية VolumaFlow 300
المصنّع: Hangzhou Meditech Instruments Co., Ltd.
الحالة الجديدة: قيد الدراسة الفنية
المدة المتوقعة للدراسة: 35 يوم عمل

لا يتطلب هذا الإشعار أي إجراء في الوقت الحالي. سيتم إشعاركم في حال طلب معلومات إضافية.

سجل جهاز للأجهزة الطبية`,
    html:
      `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f4f7;font-family:Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;text-align:right">
<tr><td style="background:#123c69;padding:18px 30px"><img src="https://jihaz.med.sa/static/mail/jihaz-logo-light-ar.png" alt="جهاز" width="110"></td></tr>
<tr><td style="padding:24px 30px 10px;font-size:14px;color:#2e3a48;line-height:1.9">السادة/ مستشفى العليا التخصصي<br>نحيطكم علماً بتحديث حالة الطلب التالي:</td></tr>
<tr><td style="padding:0 30px">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;color:#2e3a48;border:1px solid #e4e8ee;border-collapse:collapse">
<tr><td style="background:#f7f9fb;width:38%">رقم الطلب</td><td dir="ltr" style="text-align:right">MDMA-2026-08-3391</td></tr>
<tr><td style="background:#f7f9fb">نوع الطلب</td><td>إذن تسويق جهاز طبي - فئة IIb</td></tr>
<tr><td style="background:#f7f9fb">اسم الجهاز</td><td>مضخة تسريب حجمية VolumaFlow 300</td></tr>
<tr><td style="background:#f7f9fb">المصنّع</td><td dir="ltr" style="text-align:right">Hangzhou Meditech Instruments Co., Ltd.</td></tr>
<tr><td style="background:#f7f9fb">الحالة الجديدة</td><td><b style="color:#b26b00">قيد الدراسة الفنية</b></td></tr>
<tr><td style="background:#f7f9fb">المدة المتوقعة</td><td>35 يوم عمل</td></tr>
</table></td></tr>
<tr><td style="padding:16px 30px 24px;font-size:13px;color:#2e3a48">لا يتطلب هذا الإشعار أي إجراء في الوقت الحالي. سيتم إشعاركم في حال طلب معلومات إضافية.</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #e4e8ee;font-size:11px;color:#8a94a3">مركز الاتصال 19999 (خيار 3) &middot; <a href="https://jihaz.med.sa/ar/faq" style="color:#8a94a3">الأسئلة الشائعة</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "jihaz-registry",
    group: "regional",
    lang: "en",
    kind: "listing-approved",
    code: null,
    link: null,
    from: "Jihaz Registry <notify@jihaz.med.sa>",
    to: TO,
    subject: "Device listing approved: LST-2026-104577 (Nitrile examination gloves)",
    date: d(10, 20, 10, 2),
    text: `Dear Olaya Specialist Hospital Co.,

Your device listing has been approved and published in the national device register.

Listing number:  LST-2026-104577
Device:          Nitrile examination gloves, powder-free (sizes XS-XL)
Class:           I (non-sterile)
Manufacturer:    Kanpur Surgicare Pvt. Ltd., India
Valid until:     19 October 2029

The listing certificate is attached. Keep a copy with the import documents for customs clearance.

Jihaz Medical Device Registry`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f4f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#123c69;padding:18px 30px"><img src="https://jihaz.med.sa/static/mail/jihaz-logo-light.png" alt="Jihaz" width="110"></td></tr>
<tr><td style="padding:26px 30px 6px;font:14px/1.7 Arial,sans-serif;color:#2e3a48">Dear Olaya Specialist Hospital Co.,<br><br>Your device listing has been <b style="color:#1f7a5c">approved</b> and published in the national device register.</td></tr>
<tr><td style="padding:10px 30px">
<table cellpadding="6" cellspacing="0" style="font:13px Arial,sans-serif;color:#2e3a48">
<tr><td style="color:#8a94a3">Listing number</td><td>LST-2026-104577</td></tr>
<tr><td style="color:#8a94a3">Device</td><td>Nitrile examination gloves, powder-free (XS&ndash;XL)</td></tr>
<tr><td style="color:#8a94a3">Class</td><td>I (non-sterile)</td></tr>
<tr><td style="color:#8a94a3">Manufacturer</td><td>Kanpur Surgicare Pvt. Ltd., India</td></tr>
<tr><td style="color:#8a94a3">Valid until</td><td>19 October 2029</td></tr>
</table></td></tr>
<tr><td style="padding:10px 30px 24px;font:13px/1.7 Arial,sans-serif;color:#2e3a48">The listing certificate is attached. Keep a copy with the import documents for customs clearance.</td></tr>
${JIHAZ_FOOT}
</table></td></tr></table></body></html>`,
    attachment: ["LST-2026-104577_certificate.pdf", "application/pdf", pdf("Listing certificate LST-2026-104577")],
  },
];

// ---------------------------------------------------------------- Medivance supply (UAE distributor)

const medivance: Mail[] = [
  {
    family: "medivance-supply",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://click.medivance-supply.ae/ls/click?upn=u001.Hq8xT2vk-2FinvA7Zp3eR9c&cid=portal-invite",
    from: "Medivance Customer Portal <portal@medivance-supply.ae>",
    to: TO,
    subject: "Rania Haddad invited you to the Medivance Customer Portal",
    date: d(9, 9, 10, 18),
    enc: "qp",
    text: `Hi Faisal,

Rania Haddad (Key Account Manager, KSA) has invited you to join the Medivance Customer Portal for Olaya Specialist Hospital (customer no. C-40917).

In the portal you can:
- see live stock and lead times for your contract items
- download invoices, delivery notes and certificates of conformity
- raise returns and complaints

Accept the invitation and set your password:
https://click.medivance-supply.ae/ls/click?upn=u001.Hq8xT2vk-2FinvA7Zp3eR9c&cid=portal-invite

The invitation expires on 16 September 2026.

Medivance Medical Supplies LLC
Office 1408, Al Shafar Tower 2, Barsha Heights, Dubai, UAE
Riyadh branch: Al Malaz, Salah Al Din Al Ayoubi Rd, +966 11 478 2290
Unsubscribe from portal notifications: https://click.medivance-supply.ae/unsub?c=C-40917`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><style>a{color:#0066a1}</style></head>
<body style="margin:0;background:#edf1f5;font-family:Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">Join your team on the Medivance Customer Portal.&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#edf1f5"><tr><td align="center" style="padding:24px 10px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:6px">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e3e8ee"><img src="https://cdn.medivance-supply.ae/email/medivance-logo.png" width="150" alt="Medivance"></td></tr>
<tr><td style="padding:28px 32px 0;font-size:20px;color:#14263b;font-weight:bold">You&rsquo;re invited to the Medivance Customer Portal</td></tr>
<tr><td style="padding:14px 32px;font-size:14px;line-height:1.65;color:#3b4a5c">
Hi Faisal,<br><br><b>Rania Haddad</b> (Key Account Manager, KSA) has invited you to join the portal for <b>Olaya Specialist Hospital</b> (customer no. C-40917).
<ul style="padding-left:18px;margin:12px 0">
<li>See live stock and lead times for your contract items</li>
<li>Download invoices, delivery notes and certificates of conformity</li>
<li>Raise returns and complaints</li></ul></td></tr>
<tr><td align="center" style="padding:8px 32px 26px">
<table cellpadding="0" cellspacing="0"><tr><td bgcolor="#0066a1" style="border-radius:24px">
<a href="https://click.medivance-supply.ae/ls/click?upn=u001.Hq8xT2vk-2FinvA7Zp3eR9c&amp;cid=portal-invite" style="display:inline-block;padding:13px 34px;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none">Accept invitation</a>
</td></tr></table>
<p style="font-size:12px;color:#8795a6;margin:12px 0 0">This invitation expires on 16 September 2026.</p></td></tr>
<tr><td style="padding:18px 32px;background:#f6f8fa;font-size:11px;line-height:1.7;color:#8795a6;border-radius:0 0 6px 6px">
Medivance Medical Supplies LLC &middot; Office 1408, Al Shafar Tower 2, Barsha Heights, Dubai, UAE<br>
Riyadh branch: Al Malaz, Salah Al Din Al Ayoubi Rd &middot; +966 11 478 2290<br>
<a href="https://click.medivance-supply.ae/unsub?c=C-40917" style="color:#8795a6">Unsubscribe from portal notifications</a> &middot; <a href="https://www.medivance-supply.ae/privacy" style="color:#8795a6">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "medivance-supply",
    group: "regional",
    lang: "en",
    kind: "quotation",
    code: null,
    link: null,
    from: "Rania Haddad <rania.haddad@medivance-supply.ae>",
    to: TO,
    subject: "RE: RFQ OSH-RFQ-2026-0418 - Infusion sets / extension lines - our quotation",
    date: d(9, 5, 17, 52),
    text: `Dear Faisal,

Thank you for the RFQ. Please find our offer attached (Q-KSA-26-1173), summary below:

1. Gravity infusion set 20 dpm, SFDA listed - SAR 3.85/EA, MOQ 5,000
2. Extension line 150 cm luer lock - SAR 4.60/EA
3. 3-way stopcock + 10 cm tubing - SAR 6.10/EA

Validity: 45 days. Delivery: 3-4 weeks from PO, DDP Riyadh main warehouse. Payment: 60 days as per framework agreement FA-2024-077.

We can hold the price for Q1 2027 as well if the PO is confirmed before 30 September.

Best regards,
Rania Haddad
Key Account Manager - KSA
Medivance Medical Supplies LLC
M +966 55 312 8804 | T +971 4 398 2210

-----Original Message-----
From: Faisal Al-Harbi <f.alharbi@olayahospital.sa>
Sent: Monday, 31 August 2026 09:12
Subject: RFQ OSH-RFQ-2026-0418 - Infusion sets / extension lines

Dear Rania, kindly quote for the attached items, quantities for 6 months...`,
    html: null,
    attachment: ["Q-KSA-26-1173.pdf", "application/pdf", pdf("Quotation Q-KSA-26-1173")],
  },
  {
    family: "medivance-supply",
    group: "regional",
    lang: "en",
    kind: "delivery-note",
    code: null,
    link: null,
    from: "Medivance Logistics <logistics@medivance-supply.ae>",
    to: TO,
    subject: "Delivery scheduled: PO 4500219876 - DN 8100552731 - 24 Sep",
    date: d(9, 22, 8, 15),
    enc: "b64",
    text: `Delivery scheduled

Your order PO 4500219876 is scheduled for delivery.

Delivery note: 8100552731
Date: Thursday, 24 September 2026, between 07:00 and 11:00
Address: Olaya Specialist Hospital, Main Warehouse, Gate 3, Riyadh 11594
Vehicle: Isuzu NPR (plate 4821 RJA), driver Imran Qureshi, +966 50 771 9023
Pallets: 6 (temperature 15-25 C)

Please have the receiving team ready; the driver needs a signed and stamped DN copy.

Medivance Logistics - Riyadh DC
+966 11 478 2291`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:Arial,sans-serif;background:#fff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:18px">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #d7dee6">
<tr><td style="background:#0066a1;color:#fff;padding:12px 18px;font-size:16px;font-weight:bold">Delivery scheduled</td></tr>
<tr><td style="padding:16px 18px;font-size:13px;color:#222;line-height:1.7">
Your order <b>PO 4500219876</b> is scheduled for delivery.<br><br>
<table cellpadding="3" cellspacing="0" style="font-size:13px">
<tr><td width="110" style="color:#777">Delivery note</td><td>8100552731</td></tr>
<tr><td style="color:#777">Date</td><td>Thursday, 24 September 2026, 07:00&ndash;11:00</td></tr>
<tr><td style="color:#777">Address</td><td>Olaya Specialist Hospital, Main Warehouse, Gate 3, Riyadh 11594</td></tr>
<tr><td style="color:#777">Vehicle</td><td>Isuzu NPR (plate 4821 RJA)</td></tr>
<tr><td style="color:#777">Driver</td><td>Imran Qureshi, +966 50 771 9023</td></tr>
<tr><td style="color:#777">Pallets</td><td>6 (store at 15&ndash;25 &deg;C)</td></tr>
</table><br>
Please have the receiving team ready; the driver needs a signed and stamped DN copy.</td></tr>
<tr><td style="padding:10px 18px;background:#f3f6f9;font-size:11px;color:#777">Medivance Logistics &ndash; Riyadh DC &middot; +966 11 478 2291 &middot; <a href="https://www.medivance-supply.ae" style="color:#777">medivance-supply.ae</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Sahm Freight (forwarder)

function sahmPage(headline: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#1b2430">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#1b2430"><tr><td align="center" style="padding:22px 8px">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:0 0 14px"><img src="https://assets.sahmfreight.com/mail/sahm-wordmark.png" alt="SAHM FREIGHT" width="140"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:28px 30px;border-radius:4px 4px 0 0;font:bold 19px Verdana,sans-serif;color:#1b2430;border-bottom:3px solid #f2a900">${headline}</td></tr>
<tr><td bgcolor="#ffffff" style="padding:20px 30px 28px;font:13px/1.7 Verdana,sans-serif;color:#39424e;border-radius:0 0 4px 4px">${inner}</td></tr>
<tr><td style="padding:16px 4px;font:11px/1.7 Verdana,sans-serif;color:#95a0ad">
Sahm Freight &amp; Logistics Co. &middot; Building 7, Riyadh Dry Port Logistics Zone, Riyadh 14326 &middot; CR 1010655312<br>
Ocean +966 11 293 4400 &middot; Air +966 11 293 4411 &middot; <a href="https://track.sahmfreight.com" style="color:#f2a900">track.sahmfreight.com</a><br>
All business is undertaken subject to our Standard Trading Conditions, available on request.</td></tr>
</table></td></tr></table></body></html>`;
}

const sahm: Mail[] = [
  {
    family: "sahm-freight",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Sahm Freight Ocean Desk <ocean.ruh@sahmfreight.com>",
    to: TO,
    subject: "Booking confirmed SHM-BK-558120 | NINGBO > DAMMAM | 1x40HC | ETD 16-Sep",
    date: d(9, 11, 12, 40),
    enc: "qp",
    text: `Dear Faisal,

We confirm the following booking for your import:

Booking ref:   SHM-BK-558120
Shipper:       Hangzhou Meditech Instruments Co., Ltd.
POL / POD:     Ningbo, CN > King Abdulaziz Port, Dammam
Equipment:     1 x 40' HC
Carrier:       Gulfline Container Service, vessel MV ORIENT HALCYON v.2614W
Cut-off:       14-Sep-2026 17:00 CST
ETD / ETA:     16-Sep-2026 / 07-Oct-2026
Incoterm:      FOB Ningbo
Your PO:       4500221030

Please make sure the SFDA listing numbers and the Arabic labels are ready before arrival; we will share the draft BL as soon as the shipper sends the SI.

Regards,
Mohammed Al-Dosari
Ocean Import Desk
Sahm Freight & Logistics Co.`,
    html: sahmPage(
      "Booking confirmed &middot; SHM-BK-558120",
      `Dear Faisal,<br><br>We confirm the following booking for your import:<br><br>
<table width="100%" cellpadding="6" cellspacing="0" style="font:12px Verdana,sans-serif;border-collapse:collapse">
<tr style="background:#f6f7f9"><td width="35%">Booking ref</td><td><b>SHM-BK-558120</b></td></tr>
<tr><td>Shipper</td><td>Hangzhou Meditech Instruments Co., Ltd.</td></tr>
<tr style="background:#f6f7f9"><td>POL / POD</td><td>Ningbo, CN &rarr; King Abdulaziz Port, Dammam</td></tr>
<tr><td>Equipment</td><td>1 x 40&prime; HC</td></tr>
<tr style="background:#f6f7f9"><td>Carrier</td><td>Gulfline Container Service &middot; MV ORIENT HALCYON v.2614W</td></tr>
<tr><td>Cut-off</td><td>14-Sep-2026 17:00 CST</td></tr>
<tr style="background:#f6f7f9"><td>ETD / ETA</td><td>16-Sep-2026 / 07-Oct-2026</td></tr>
<tr><td>Incoterm</td><td>FOB Ningbo</td></tr>
<tr style="background:#f6f7f9"><td>Your PO</td><td>4500221030</td></tr>
</table><br>
Please make sure the SFDA listing numbers and the Arabic labels are ready before arrival; we will share the draft BL as soon as the shipper sends the SI.<br><br>
Regards,<br><b>Mohammed Al-Dosari</b><br>Ocean Import Desk`,
    ),
  },
  {
    family: "sahm-freight",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "317704",
    link: null,
    from: "Sahm Track <no-reply@sahmfreight.com>",
    to: TO,
    subject: "317704 is your Sahm Track sign-in code",
    date: d(9, 28, 8, 9),
    text: `Use this code to sign in to Sahm Track:

317704

It expires in 15 minutes. If you didn't request it, you can safely ignore this e-mail - someone may have typed your address by mistake.

Sahm Freight & Logistics Co.
Riyadh Dry Port Logistics Zone, Riyadh 14326`,
    html: sahmPage(
      "Your sign-in code",
      `Use this code to sign in to <b>Sahm Track</b>:<br><br>
<table cellpadding="0" cellspacing="4"><tr>
<td style="width:40px;height:50px;background:#1b2430;color:#f2a900;text-align:center;font:bold 24px Verdana">3</td>
<td style="width:40px;height:50px;background:#1b2430;color:#f2a900;text-align:center;font:bold 24px Verdana">1</td>
<td style="width:40px;height:50px;background:#1b2430;color:#f2a900;text-align:center;font:bold 24px Verdana">7</td>
<td style="width:14px"></td>
<td style="width:40px;height:50px;background:#1b2430;color:#f2a900;text-align:center;font:bold 24px Verdana">7</td>
<td style="width:40px;height:50px;background:#1b2430;color:#f2a900;text-align:center;font:bold 24px Verdana">0</td>
<td style="width:40px;height:50px;background:#1b2430;color:#f2a900;text-align:center;font:bold 24px Verdana">4</td>
</tr></table><br>
It expires in 15 minutes. If you didn&rsquo;t request it, you can safely ignore this e-mail &ndash; someone may have typed your address by mistake.`,
    ),
  },
  {
    family: "sahm-freight",
    group: "regional",
    lang: "en",
    kind: "arrival-notice",
    code: null,
    link: null,
    from: "Sahm Freight Ocean Desk <ocean.ruh@sahmfreight.com>",
    to: TO,
    subject: "Arrival notice - SHM-BK-558120 - MSKU 7740128 - discharged Dammam",
    date: d(10, 8, 9, 55),
    enc: "b64",
    text: `ARRIVAL NOTICE

Booking ref: SHM-BK-558120
Container: MSKU 7740128 (40HC), seal CN2299104
Vessel: MV ORIENT HALCYON v.2614W
Discharged: King Abdulaziz Port, Dammam - 08-Oct-2026 04:20
Free time at terminal: until 15-Oct-2026
Customs broker: Mirsah Customs Brokers (declaration to be lodged today)

Charges to collect before delivery order release:
  Terminal handling     SAR 1,150.00
  DO fee                SAR   450.00
  VAT 15%               SAR   240.00
  Total                 SAR 1,840.00

Bank: Bank Al-Yamamah, IBAN SA44 7100 0000 0081 2204 5517 (Sahm Freight & Logistics Co.)

Please send the remittance copy to ocean.ruh@sahmfreight.com quoting the booking ref.`,
    html: sahmPage(
      "Arrival notice &middot; MSKU 7740128",
      `<table width="100%" cellpadding="5" cellspacing="0" style="font:12px Verdana,sans-serif">
<tr><td width="40%" style="color:#7a8794">Booking ref</td><td>SHM-BK-558120</td></tr>
<tr><td style="color:#7a8794">Container</td><td>MSKU 7740128 (40HC), seal CN2299104</td></tr>
<tr><td style="color:#7a8794">Vessel</td><td>MV ORIENT HALCYON v.2614W</td></tr>
<tr><td style="color:#7a8794">Discharged</td><td>King Abdulaziz Port, Dammam &middot; 08-Oct-2026 04:20</td></tr>
<tr><td style="color:#7a8794">Free time</td><td>until 15-Oct-2026</td></tr>
<tr><td style="color:#7a8794">Customs broker</td><td>Mirsah Customs Brokers</td></tr>
</table><br>
<b>Charges to collect before DO release</b>
<table width="100%" cellpadding="5" cellspacing="0" style="font:12px Verdana,sans-serif;border-top:1px solid #e1e5ea">
<tr><td>Terminal handling</td><td align="right">SAR 1,150.00</td></tr>
<tr><td>DO fee</td><td align="right">SAR 450.00</td></tr>
<tr><td>VAT 15%</td><td align="right">SAR 240.00</td></tr>
<tr style="font-weight:bold;border-top:1px solid #e1e5ea"><td>Total</td><td align="right">SAR 1,840.00</td></tr>
</table><br>
Bank: Bank Al-Yamamah &middot; IBAN SA44 7100 0000 0081 2204 5517<br>
Please send the remittance copy to <a href="mailto:ocean.ruh@sahmfreight.com" style="color:#1b6fb5">ocean.ruh@sahmfreight.com</a> quoting the booking ref.`,
    ),
  },
  {
    family: "sahm-freight",
    group: "regional",
    lang: "ar",
    kind: "shipment-delay",
    code: null,
    link: null,
    from: "سهم للشحن والخدمات اللوجستية <ocean.ruh@sahmfreight.com>",
    to: TO,
    subject: "تنبيه: تأخر وصول الشحنة SHM-BK-558120 بسبب ازدحام ميناء الترانزيت",
    date: d(9, 30, 14, 26),
    enc: "qp",
    text: `الأستاذ فيصل،

السلام عليكم ورحمة الله،

نود إفادتكم بأن الخط الملاحي أبلغنا بتأخر السفينة MV ORIENT HALCYON في ميناء كولومبو بسبب الازدحام، وعليه تم تعديل موعد الوصول المتوقع إلى ميناء الملك عبدالعزيز بالدمام:

الموعد السابق: 07/10/2026
الموعد الجديد المتوقع: 08/10/2026

سنوافيكم بإشعار الوصول فور تفريغ الحاوية MSKU 7740128. نعتذر عن أي إزعاج.

مع التحية،
محمد الدوسري
قسم الاستيراد البحري - سهم للشحن
هاتف: 4400 293 11 966+`,
    html: null,
  },
];

// ---------------------------------------------------------------- Mirsah customs brokers

const mirsah: Mail[] = [
  {
    family: "mirsah-customs-brokers",
    group: "regional",
    lang: "ar",
    kind: "customs-cleared",
    code: null,
    link: null,
    from: "مرساة للتخليص الجمركي <ops@mirsah-clearance.com.sa>",
    to: TO,
    subject: "تم فسح البيان الجمركي 2026-1-00872254 - الحاوية MSKU 7740128",
    date: d(10, 12, 13, 3),
    enc: "b64",
    text: `عميلنا العزيز مستشفى العليا التخصصي،

يسرنا إبلاغكم بفسح الشحنة التالية من ميناء الملك عبدالعزيز بالدمام:

رقم البيان الجمركي: 2026-1-00872254
رقم الحاوية: MSKU 7740128
البضاعة: مضخات تسريب حجمية وملحقاتها (120 كرتون)
تاريخ الفسح: 12/10/2026
حالة الفحص: مطابق - تم الفسح من هيئة الغذاء والدواء

سيتم تحميل الحاوية إلى مستودعكم في الرياض يوم 13/10/2026، وسيتواصل معكم السائق قبل الوصول.
مرفق مع الفاتورة النهائية للرسوم لاحقاً.

مرساة للتخليص الجمركي
ترخيص مخلص جمركي رقم 3318 - الدمام، حي الميناء
هاتف: 013 834 2210`,
    html:
      `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#ffffff;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:18px">
<table width="580" cellpadding="0" cellspacing="0" style="text-align:right;border:1px solid #cfd8dc">
<tr><td style="background:#263f5c;padding:14px 20px;color:#fff;font-size:17px;font-weight:bold">مرساة للتخليص الجمركي</td></tr>
<tr><td style="padding:18px 20px;font-size:14px;line-height:1.9;color:#222">
عميلنا العزيز مستشفى العليا التخصصي،<br>يسرنا إبلاغكم بفسح الشحنة التالية من ميناء الملك عبدالعزيز بالدمام:
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;margin-top:10px;border-collapse:collapse">
<tr style="background:#eef2f5"><td width="40%">رقم البيان الجمركي</td><td dir="ltr" style="text-align:right">2026-1-00872254</td></tr>
<tr><td>رقم الحاوية</td><td dir="ltr" style="text-align:right">MSKU 7740128</td></tr>
<tr style="background:#eef2f5"><td>البضاعة</td><td>مضخات تسريب حجمية وملحقاتها (120 كرتون)</td></tr>
<tr><td>تاريخ الفسح</td><td>12/10/2026</td></tr>
<tr style="background:#eef2f5"><td>حالة الفحص</td><td style="color:#1b7f3b">مطابق - تم الفسح</td></tr>
</table><br>
سيتم تحميل الحاوية إلى مستودعكم في الرياض يوم 13/10/2026، وسيتواصل معكم السائق قبل الوصول.</td></tr>
<tr><td style="padding:12px 20px;background:#eef2f5;font-size:11px;color:#667">ترخيص مخلص جمركي رقم 3318 &middot; الدمام، حي الميناء &middot; هاتف 013 834 2210</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mirsah-customs-brokers",
    group: "regional",
    lang: "ar",
    kind: "duty-payment",
    code: null,
    link: null,
    from: "مرساة للتخليص الجمركي <billing@mirsah-clearance.com.sa>",
    to: TO,
    subject: "فاتورة رسوم التخليص والرسوم الجمركية - بيان 2026-1-00872254",
    date: d(10, 13, 10, 44),
    text: `السلام عليكم،

مرفق لكم فاتورة رسوم التخليص الخاصة بالبيان 2026-1-00872254:

الرسوم الجمركية (مسددة عنكم عبر سداد): 0.00 ريال (معفاة - أجهزة طبية)
ضريبة القيمة المضافة على الاستيراد: 63,315.00 ريال
أجور التخليص: 1,200.00 ريال
النقل من الدمام إلى الرياض: 2,800.00 ريال
ضريبة القيمة المضافة على الخدمات: 600.00 ريال
الإجمالي المستحق: 67,915.00 ريال

رقم فاتورة سداد: 100287733912
رقم المفوتر: 141

يرجى السداد خلال 7 أيام. شكراً لتعاملكم معنا.

قسم المحاسبة - مرساة للتخليص الجمركي`,
    html: null,
    attachment: ["MCB-INV-2026-4471.pdf", "application/pdf", pdf("Mirsah invoice MCB-INV-2026-4471")],
  },
  {
    family: "mirsah-customs-brokers",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "M-582140",
    code_digits: "582140",
    link: null,
    from: "بوابة عملاء مرساة <portal@mirsah-clearance.com.sa>",
    to: TO,
    subject: "رمز التحقق لبوابة العملاء",
    date: d(10, 5, 19, 17),
    enc: "qp",
    text: `رمز التحقق لبوابة عملاء مرساة: M-582140

أدخل الأرقام بعد الحرف M في خانة الرمز. ينتهي الرمز بعد 10 دقائق.
لم تطلب الرمز؟ تواصل معنا على 013 834 2210.`,
    html:
      `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head><body style="margin:0;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="460" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8dc;text-align:right">
<tr><td style="background:#263f5c;color:#fff;padding:12px 18px;font-weight:bold">بوابة عملاء مرساة</td></tr>
<tr><td style="padding:20px 18px 6px;font-size:14px;color:#222">رمز التحقق الخاص بك:</td></tr>
<tr><td align="center" style="padding:6px 18px 14px"><div dir="ltr" style="font:bold 28px 'Courier New',monospace;color:#263f5c;background:#eef2f5;padding:12px 0">M-582140</div></td></tr>
<tr><td style="padding:0 18px 18px;font-size:12px;color:#667;line-height:1.8">أدخل الأرقام بعد الحرف M في خانة الرمز. ينتهي الرمز بعد 10 دقائق.<br>لم تطلب الرمز؟ تواصل معنا على 013 834 2210.</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Bank Al-Yamamah (corporate)

const yamamah: Mail[] = [
  {
    family: "bank-al-yamamah",
    group: "regional",
    lang: "ar",
    kind: "add-beneficiary-code",
    code: "90417326",
    link: null,
    from: "بنك اليمامة - الخدمات المصرفية للشركات <corporate.alerts@yamamahbank.com.sa>",
    to: TO,
    subject: "رمز التحقق لإضافة مستفيد جديد",
    date: d(9, 14, 11, 21),
    enc: "b64",
    text: `عميلنا العزيز،

طلبت عبر منصة "اليمامة للأعمال" إضافة المستفيد التالي:

اسم المستفيد: سهم للشحن والخدمات اللوجستية
الآيبان: SA44 **** **** **** **** 5517
الحساب المدين: ••••2210

رمز التحقق: 90417326

أدخل الرمز في المنصة لإتمام إضافة المستفيد. الرمز صالح لمدة 5 دقائق.
لن يطلب منك موظفو البنك هذا الرمز أبداً. إن لم تقم بهذا الطلب، اتصل فوراً على 8001180000.

بنك اليمامة`,
    html:
      `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f3ee;font-family:Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;text-align:right;border-radius:6px;overflow:hidden">
<tr><td style="background:#7a1f2b;padding:16px 24px"><img src="https://www.yamamahbank.com.sa/email/logo-white-ar.png" alt="بنك اليمامة" height="32"></td></tr>
<tr><td style="padding:22px 24px 4px;font-size:14px;color:#333;line-height:1.9">عميلنا العزيز،<br>طلبت عبر منصة &laquo;اليمامة للأعمال&raquo; إضافة المستفيد التالي:</td></tr>
<tr><td style="padding:6px 24px">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#faf8f4">
<tr><td width="38%" style="color:#888">اسم المستفيد</td><td>سهم للشحن والخدمات اللوجستية</td></tr>
<tr><td style="color:#888">الآيبان</td><td dir="ltr" style="text-align:right">SA44 **** **** **** **** 5517</td></tr>
<tr><td style="color:#888">الحساب المدين</td><td dir="ltr" style="text-align:right">••••2210</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px 6px;font-size:13px;color:#333">رمز التحقق:</td></tr>
<tr><td align="center" style="padding:0 24px 14px"><span style="display:inline-block;border:2px solid #7a1f2b;border-radius:6px;padding:10px 26px;font:bold 28px Arial;letter-spacing:5px;color:#7a1f2b" dir="ltr">90417326</span></td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;color:#888;line-height:1.8">أدخل الرمز في المنصة لإتمام إضافة المستفيد. الرمز صالح لمدة 5 دقائق.<br>لن يطلب منك موظفو البنك هذا الرمز أبداً. إن لم تقم بهذا الطلب، اتصل فوراً على 8001180000.</td></tr>
<tr><td style="padding:12px 24px;background:#f5f3ee;font-size:10px;color:#999">بنك اليمامة، شركة مساهمة سعودية خاضعة لرقابة البنك المركزي &middot; الرياض، طريق الملك عبدالعزيز &middot; <a href="https://www.yamamahbank.com.sa/ar/security" style="color:#999">نصائح أمنية</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bank-al-yamamah",
    group: "regional",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Bank Al-Yamamah Business <estatements@yamamahbank.com.sa>",
    to: TO,
    subject: "Your September 2026 e-statement for account ending 2210 is ready",
    date: d(10, 2, 6, 30),
    enc: "qp",
    text: `Dear Olaya Specialist Hospital Co.,

Your e-statement for September 2026 is now available in Yamamah Business.

Account:          Current account ••••2210 (SAR)
Period:           01/09/2026 - 30/09/2026
Opening balance:  SAR 14,882,310.45
Closing balance:  SAR 12,406,997.18
Transactions:     318

For your security the statement is not attached. Sign in to Yamamah Business > Accounts > Statements to download it.

Corporate Service Centre: 8001180000 (Sun-Thu 8:00-17:00)
Bank Al-Yamamah is regulated by the Saudi Central Bank.`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f3ee;font-family:Georgia,serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#7a1f2b;padding:16px 26px"><img src="https://www.yamamahbank.com.sa/email/logo-white-en.png" alt="Bank Al-Yamamah" height="30"></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;color:#333">Dear Olaya Specialist Hospital Co.,</td></tr>
<tr><td style="padding:6px 26px;font:14px/1.7 Arial,sans-serif;color:#444">Your e-statement for <b>September 2026</b> is now available in Yamamah Business.</td></tr>
<tr><td style="padding:8px 26px">
<table width="100%" cellpadding="7" cellspacing="0" style="font:13px Arial,sans-serif;border:1px solid #eee">
<tr><td style="color:#888">Account</td><td align="right">Current account ••••2210 (SAR)</td></tr>
<tr style="background:#faf8f4"><td style="color:#888">Period</td><td align="right">01/09/2026 &ndash; 30/09/2026</td></tr>
<tr><td style="color:#888">Opening balance</td><td align="right">SAR 14,882,310.45</td></tr>
<tr style="background:#faf8f4"><td style="color:#888">Closing balance</td><td align="right">SAR 12,406,997.18</td></tr>
<tr><td style="color:#888">Transactions</td><td align="right">318</td></tr>
</table></td></tr>
<tr><td style="padding:12px 26px 22px;font:13px/1.7 Arial,sans-serif;color:#444">For your security the statement is not attached. Sign in to <a href="https://business.yamamahbank.com.sa" style="color:#7a1f2b">Yamamah Business</a> &rsaquo; Accounts &rsaquo; Statements to download it.</td></tr>
<tr><td style="padding:14px 26px;background:#f5f3ee;font:10px/1.7 Arial,sans-serif;color:#999">Corporate Service Centre 8001180000 (Sun&ndash;Thu 8:00&ndash;17:00) &middot; Bank Al-Yamamah is regulated by the Saudi Central Bank. &middot; <a href="https://www.yamamahbank.com.sa/en/privacy" style="color:#999">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bank-al-yamamah",
    group: "regional",
    lang: "ar",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "بنك اليمامة <alerts@yamamahbank.com.sa>",
    to: TO,
    subject: "تسجيل دخول من جهاز جديد إلى اليمامة للأعمال",
    date: d(10, 19, 21, 48),
    enc: "qp",
    text: `تم تسجيل الدخول إلى حسابك في اليمامة للأعمال من جهاز جديد.

المستخدم: FHARBI01
الجهاز: Safari على iPhone
الموقع التقريبي: الرياض، المملكة العربية السعودية
الوقت: 19/10/2026 الساعة 21:46

إذا كنت أنت، فلا حاجة لأي إجراء.
إذا لم تكن أنت، أوقف الوصول فوراً من هنا: https://business.yamamahbank.com.sa/security/report?ev=ND-55810293
أو اتصل على 8001180000.`,
    html:
      `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f3ee;font-family:Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;text-align:right">
<tr><td style="background:#7a1f2b;padding:14px 24px"><img src="https://www.yamamahbank.com.sa/email/logo-white-ar.png" alt="بنك اليمامة" height="30"></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:15px;font-weight:bold;color:#333">تسجيل دخول من جهاز جديد</td></tr>
<tr><td style="padding:0 24px;font-size:13px;color:#444;line-height:2">
المستخدم: FHARBI01<br>الجهاز: Safari على iPhone<br>الموقع التقريبي: الرياض، المملكة العربية السعودية<br>الوقت: 19/10/2026 الساعة 21:46</td></tr>
<tr><td style="padding:14px 24px;font-size:13px;color:#444">إذا كنت أنت، فلا حاجة لأي إجراء.</td></tr>
<tr><td style="padding:0 24px 22px"><a href="https://business.yamamahbank.com.sa/security/report?ev=ND-55810293" style="color:#7a1f2b;font-weight:bold">لم أكن أنا &ndash; أوقف الوصول</a> &nbsp;|&nbsp; <span style="font-size:12px;color:#888">أو اتصل على 8001180000</span></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Najm corporate card

const najm: Mail[] = [
  {
    family: "najm-corporate-card",
    group: "regional",
    lang: "en",
    kind: "purchase-otp",
    code: "583016",
    link: null,
    from: "Najm Corporate Card <secure@najmcard.com.sa>",
    to: TO,
    subject: "One-time password for your online purchase",
    date: d(9, 16, 15, 3),
    text: `Najm Corporate Card - Secure online payment

Your one-time password is 583016

Merchant: SKYWARD TRAINING ACADEMY FZ
Amount: SAR 4,725.00
Card: Visa Corporate ending 7719
Date: 16/09/2026 15:03

Enter the password on the payment page to complete the purchase. It is valid for 5 minutes. Never share it with anyone, including Najm staff.

If you did not make this purchase, call 8002449999 immediately to block your card.`,
    html: null,
  },
  {
    family: "najm-corporate-card",
    group: "regional",
    lang: "ar",
    kind: "statement",
    code: null,
    link: null,
    from: "بطاقة نجم للشركات <statements@najmcard.com.sa>",
    to: TO,
    subject: "كشف حساب بطاقة نجم للشركات - أكتوبر 2026",
    date: d(10, 25, 7, 0),
    enc: "b64",
    text: `عزيزي فيصل الحربي،

كشف حساب بطاقتك لشهر أكتوبر 2026 جاهز.

البطاقة: فيزا للشركات المنتهية بـ 7719
تاريخ الكشف: 25/10/2026
الرصيد المستحق: 11,932.40 ريال
تاريخ الاستحقاق: 10/11/2026 (يُسدَّد مركزياً من حساب الشركة)
الحد الائتماني: 50,000 ريال

أبرز العمليات:
- 16/09 أكاديمية سكايوورد للتدريب 4,725.00 ريال
- 02/10 رحلات الأعمال - تذاكر طيران 5,310.00 ريال
- 14/10 فندق الواجهة البحرية جدة 1,897.40 ريال

يرجى رفع إيصالات المصروفات في نظام المطالبات قبل 05/11/2026.

بطاقة نجم للشركات`,
    html:
      `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head><body style="margin:0;background:#0f1a2c;font-family:Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;text-align:right;border-radius:10px">
<tr><td style="padding:20px 26px;border-bottom:1px solid #eee"><img src="https://najmcard.com.sa/mail/najm-star-logo.png" alt="نجم" height="34"></td></tr>
<tr><td style="padding:20px 26px 6px;font-size:14px;color:#222;line-height:1.9">عزيزي فيصل الحربي،<br>كشف حساب بطاقتك لشهر أكتوبر 2026 جاهز.</td></tr>
<tr><td style="padding:6px 26px">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;background:#f4f6fa;border-radius:8px">
<tr><td>البطاقة</td><td>فيزا للشركات المنتهية بـ 7719</td></tr>
<tr><td>تاريخ الكشف</td><td>25/10/2026</td></tr>
<tr><td>الرصيد المستحق</td><td><b>11,932.40 ريال</b></td></tr>
<tr><td>تاريخ الاستحقاق</td><td>10/11/2026 (يُسدَّد مركزياً)</td></tr>
<tr><td>الحد الائتماني</td><td>50,000 ريال</td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px 4px;font-size:13px;font-weight:bold;color:#222">أبرز العمليات</td></tr>
<tr><td style="padding:0 26px">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;color:#444">
<tr><td>16/09</td><td>أكاديمية سكايوورد للتدريب</td><td align="left">4,725.00</td></tr>
<tr><td>02/10</td><td>رحلات الأعمال - تذاكر طيران</td><td align="left">5,310.00</td></tr>
<tr><td>14/10</td><td>فندق الواجهة البحرية جدة</td><td align="left">1,897.40</td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px 20px;font-size:12px;color:#666">يرجى رفع إيصالات المصروفات في نظام المطالبات قبل 05/11/2026. <a href="https://najmcard.com.sa/ar/corporate/login" style="color:#1d4fd8">عرض الكشف الكامل</a></td></tr>
<tr><td style="padding:12px 26px;background:#f4f6fa;font-size:10px;color:#999;border-radius:0 0 10px 10px">خدمة العملاء 8002449999 &middot; <a href="https://najmcard.com.sa/ar/terms" style="color:#999">الشروط والأحكام</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "najm-corporate-card",
    group: "regional",
    lang: "en",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Najm Corporate Card <alerts@najmcard.com.sa>",
    to: TO,
    subject: "Card used: SAR 1,897.40 at WATERFRONT HOTEL JEDDAH",
    date: d(10, 14, 12, 19),
    enc: "qp",
    text: `A purchase was made with your Najm Corporate Card ending 7719.

Amount: SAR 1,897.40
Merchant: WATERFRONT HOTEL JEDDAH
Date and time: 14/10/2026 12:18
Available limit: SAR 38,067.60

Not you? Freeze the card in the Najm Business app or call 8002449999.`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#0f1a2c;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:18px 24px"><img src="https://najmcard.com.sa/mail/najm-star-logo-en.png" alt="Najm" height="30"></td></tr>
<tr><td style="padding:0 24px 6px;font-size:13px;color:#666">Card ending 7719 was used</td></tr>
<tr><td style="padding:0 24px 12px;font-size:30px;font-weight:bold;color:#0f1a2c">SAR 1,897.40</td></tr>
<tr><td style="padding:0 24px 16px;font-size:13px;color:#444;line-height:1.8">WATERFRONT HOTEL JEDDAH<br>14/10/2026 12:18<br>Available limit: SAR 38,067.60</td></tr>
<tr><td style="padding:14px 24px;background:#f4f6fa;font-size:12px;color:#666;border-radius:0 0 10px 10px">Not you? Freeze the card in the <a href="https://najmcard.com.sa/app" style="color:#1d4fd8">Najm Business app</a> or call 8002449999.</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Rihlat business travel

const rihlat: Mail[] = [
  {
    family: "rihlat-business-travel",
    group: "regional",
    lang: "en",
    kind: "verify-code-link",
    code: "418552",
    link: "https://go.rihlat.travel/c/eJx1jk0OgjAQhe-zqCiGB7Ra?u=acct-verify&e=f.alharbi",
    from: "Rihlat Business <hello@rihlat.travel>",
    to: TO,
    subject: "Confirm your e-mail to activate your Rihlat Business profile",
    date: d(9, 24, 18, 2),
    enc: "qp",
    text: `Welcome aboard, Faisal!

Your company travel administrator has created a Rihlat Business traveller profile for you (Olaya Specialist Hospital - policy group "Managers").

Confirm your e-mail address to activate it. Either click:
https://go.rihlat.travel/c/eJx1jk0OgjAQhe-zqCiGB7Ra?u=acct-verify&e=f.alharbi

or enter this code in the Rihlat app: 418 552

After activation you can book flights and hotels within policy, and your e-tickets will be sent to this address.

Rihlat Business Travel Management
7th floor, Olaya Towers, Riyadh | 24/7 travel desk +966 11 215 7700
Download the app: App Store | Google Play
Privacy: https://rihlat.travel/privacy`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#fdf7f0">
<div style="display:none;max-height:0;overflow:hidden">One step left: confirm your e-mail address.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fdf7f0"><tr><td align="center" style="padding:28px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:'Trebuchet MS',Arial,sans-serif">
<tr><td align="center" style="padding:28px 30px 8px"><img src="https://static.rihlat.travel/mail/rihlat-logo.png" alt="Rihlat Business" width="120"></td></tr>
<tr><td align="center" style="padding:8px 30px;font-size:24px;color:#20334a;font-weight:bold">Welcome aboard, Faisal!</td></tr>
<tr><td style="padding:10px 38px;font-size:14px;line-height:1.7;color:#4b5a6b;text-align:center">Your company travel administrator has created a Rihlat Business traveller profile for you (Olaya Specialist Hospital &ndash; policy group &ldquo;Managers&rdquo;). Confirm your e-mail address to activate it.</td></tr>
<tr><td align="center" style="padding:16px 30px"><a href="https://go.rihlat.travel/c/eJx1jk0OgjAQhe-zqCiGB7Ra?u=acct-verify&amp;e=f.alharbi" style="background:#ff6b3d;color:#fff;text-decoration:none;padding:14px 36px;border-radius:30px;font-weight:bold;font-size:15px;display:inline-block">Confirm my e-mail</a></td></tr>
<tr><td align="center" style="padding:4px 30px;font-size:13px;color:#8a97a6">or enter this code in the Rihlat app</td></tr>
<tr><td align="center" style="padding:6px 30px 20px;font-size:30px;font-weight:bold;color:#20334a;letter-spacing:6px">418 552</td></tr>
<tr><td style="padding:0 38px 24px;font-size:13px;color:#4b5a6b;text-align:center">After activation you can book flights and hotels within policy, and your e-tickets will be sent to this address.</td></tr>
<tr><td align="center" style="padding:16px 30px;border-top:1px solid #f0e6da">
<a href="https://apps.apple.com/app/rihlat-business/id1588201147"><img src="https://static.rihlat.travel/mail/badge-appstore.png" alt="Download on the App Store" height="36"></a>
<a href="https://play.google.com/store/apps/details?id=travel.rihlat.business"><img src="https://static.rihlat.travel/mail/badge-googleplay.png" alt="Get it on Google Play" height="36"></a></td></tr>
<tr><td align="center" style="padding:10px 30px 22px;font-size:11px;color:#a0abb8;line-height:1.7">Rihlat Business Travel Management &middot; 7th floor, Olaya Towers, Riyadh<br>24/7 travel desk +966 11 215 7700 &middot; <a href="https://rihlat.travel/privacy" style="color:#a0abb8">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rihlat-business-travel",
    group: "regional",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Rihlat Business <tickets@rihlat.travel>",
    to: TO,
    subject: "E-ticket issued: RUH-DXB 02 Nov | Booking RB-7H2KQ9",
    date: d(10, 2, 13, 47),
    enc: "b64",
    text: `Your trip is booked

Traveller: AL-HARBI/FAISAL MR
Trip: Arab Health Supplier Meetings, Dubai
Rihlat booking: RB-7H2KQ9
Airline PNR: K4TZ8M
E-ticket number: 065-2418830917

Outbound: 02 Nov 2026  RUH 08:35 > DXB 11:40 (local)  Economy Flex, 1 x 23 kg
Return:   05 Nov 2026  DXB 19:10 > RUH 20:20 (local)  Economy Flex, 1 x 23 kg

Hotel: Barsha Heights Business Hotel, 3 nights, breakfast included, confirmation 88410275
Total charged to Najm Corporate Card ••7719: SAR 5,310.00 (cost centre 2210-PROC)

Online check-in opens 24 hours before departure. Changes: 24/7 travel desk +966 11 215 7700.`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf7f0;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:20px 26px"><img src="https://static.rihlat.travel/mail/rihlat-logo.png" alt="Rihlat Business" width="110"></td></tr>
<tr><td style="padding:0 26px 12px;font-size:22px;font-weight:bold;color:#20334a">Your trip is booked</td></tr>
<tr><td style="padding:0 26px;font-size:13px;color:#4b5a6b;line-height:1.7">Traveller: <b>AL-HARBI/FAISAL MR</b><br>Trip: Arab Health Supplier Meetings, Dubai<br>Rihlat booking: RB-7H2KQ9 &middot; Airline PNR: <b>K4TZ8M</b> &middot; E-ticket 065-2418830917</td></tr>
<tr><td style="padding:14px 26px">
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:13px;border:1px solid #f0e6da;border-radius:8px">
<tr><td><b>02 Nov</b></td><td>RUH 08:35 &rarr; DXB 11:40</td><td>Economy Flex &middot; 23 kg</td></tr>
<tr style="background:#fdf7f0"><td><b>05 Nov</b></td><td>DXB 19:10 &rarr; RUH 20:20</td><td>Economy Flex &middot; 23 kg</td></tr>
</table></td></tr>
<tr><td style="padding:0 26px 10px;font-size:13px;color:#4b5a6b;line-height:1.7">Hotel: Barsha Heights Business Hotel, 3 nights, breakfast included (confirmation 88410275)<br>Total charged to Najm Corporate Card ••7719: <b>SAR 5,310.00</b> (cost centre 2210-PROC)</td></tr>
<tr><td style="padding:6px 26px 22px;font-size:13px"><a href="https://rihlat.travel/trips/RB-7H2KQ9" style="color:#ff6b3d">View trip</a> &middot; <a href="https://rihlat.travel/trips/RB-7H2KQ9/itinerary.pdf" style="color:#ff6b3d">Download itinerary (PDF)</a></td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #f0e6da;font-size:11px;color:#a0abb8">Online check-in opens 24 hours before departure. Changes: 24/7 travel desk +966 11 215 7700.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rihlat-business-travel",
    group: "regional",
    lang: "ar",
    kind: "visa-status",
    code: null,
    link: null,
    from: "رحلات للأعمال <visa@rihlat.travel>",
    to: TO,
    subject: "صدرت التأشيرة الإلكترونية - دبي 02-05 نوفمبر",
    date: d(10, 22, 16, 5),
    text: `أستاذ فيصل،

نفيدكم بصدور تأشيرة الدخول الإلكترونية لرحلتكم إلى دبي:

الاسم: فيصل بن سعد الحربي
رقم الجواز: ينتهي بـ 3390
نوع التأشيرة: زيارة عمل - دخول واحد
رقم طلب التأشيرة: UAE-EV-2026-61170452
صالحة للدخول حتى: 20/12/2026

التأشيرة محفوظة في ملف الرحلة RB-7H2KQ9 على التطبيق. ننصح بحمل نسخة مطبوعة عند السفر.

مكتب التأشيرات - رحلات للأعمال
هاتف: 7700 215 11 966+`,
    html: null,
  },
];

// ---------------------------------------------------------------- Mahara learning platform

const mahara: Mail[] = [
  {
    family: "mahara-learning",
    group: "regional",
    lang: "ar",
    kind: "invite-link",
    code: null,
    link: "https://olaya.maharalearn.com/join/accept?inv=7ZK2-PQ81-XW4D",
    from: "منصة مهارة <invite@maharalearn.com>",
    to: TO,
    subject: "دعوة للانضمام إلى أكاديمية مستشفى العليا على منصة مهارة",
    date: d(9, 13, 10, 0),
    enc: "b64",
    text: `مرحباً فيصل،

دعتك إدارة التدريب والتطوير في مستشفى العليا التخصصي للانضمام إلى مساحة التعلم الخاصة بالمستشفى على منصة مهارة.

المسار المخصص لك: "المشتريات في القطاع الصحي وإدارة العقود" (6 وحدات - 14 ساعة معتمدة)

لقبول الدعوة وإنشاء حسابك:
https://olaya.maharalearn.com/join/accept?inv=7ZK2-PQ81-XW4D

تنتهي صلاحية الدعوة بعد 14 يوماً.

فريق مهارة
الدعم الفني: support@maharalearn.com`,
    html: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f0fa;font-family:Tahoma,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;text-align:right">
<tr><td style="padding:24px 30px 0"><img src="https://cdn.maharalearn.com/email/mahara-ar.png" alt="مهارة" height="36"></td></tr>
<tr><td style="padding:12px 30px 0"><img src="https://cdn.maharalearn.com/email/invite-hero.png" alt="" width="500" style="border-radius:10px;display:block"></td></tr>
<tr><td style="padding:20px 30px 6px;font-size:20px;font-weight:bold;color:#3d2a7a">مرحباً فيصل، لديك دعوة جديدة</td></tr>
<tr><td style="padding:6px 30px;font-size:14px;color:#4f4a5e;line-height:1.9">دعتك إدارة التدريب والتطوير في <b>مستشفى العليا التخصصي</b> للانضمام إلى مساحة التعلم الخاصة بالمستشفى.</td></tr>
<tr><td style="padding:10px 30px"><div style="background:#f3f0fa;border-radius:10px;padding:14px 16px;font-size:13px;color:#3d2a7a">المسار المخصص لك: <b>المشتريات في القطاع الصحي وإدارة العقود</b><br>6 وحدات &middot; 14 ساعة معتمدة</div></td></tr>
<tr><td align="center" style="padding:18px 30px"><a href="https://olaya.maharalearn.com/join/accept?inv=7ZK2-PQ81-XW4D" style="background:#6c4ce0;color:#fff;text-decoration:none;padding:13px 40px;border-radius:10px;font-weight:bold;display:inline-block">قبول الدعوة</a></td></tr>
<tr><td style="padding:0 30px 22px;font-size:12px;color:#8b86a0;text-align:center">تنتهي صلاحية الدعوة بعد 14 يوماً.</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eee;font-size:11px;color:#8b86a0;text-align:center">مهارة للتعليم الإلكتروني &middot; الرياض &middot; <a href="mailto:support@maharalearn.com" style="color:#8b86a0">support@maharalearn.com</a> &middot; <a href="https://maharalearn.com/ar/privacy" style="color:#8b86a0">الخصوصية</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mahara-learning",
    group: "regional",
    lang: "ar",
    kind: "course-reminder",
    code: null,
    link: null,
    from: "منصة مهارة <learn@maharalearn.com>",
    to: TO,
    subject: "تذكير: الوحدة 3 «إدارة مخاطر الموردين» بانتظارك",
    date: d(10, 6, 19, 30),
    enc: "qp",
    text: `مرحباً فيصل،

أكملت 2 من 6 وحدات في مسار "المشتريات في القطاع الصحي وإدارة العقود" (33%).
الوحدة التالية: إدارة مخاطر الموردين - 2.5 ساعة
الموعد النهائي لإكمال المسار حسب خطة المستشفى: 30/11/2026

تابع التعلم: https://olaya.maharalearn.com/course/hc-proc-201/module/3

لإيقاف رسائل التذكير: https://olaya.maharalearn.com/settings/notifications`,
    html:
      `<html lang="ar" dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f0fa;font-family:Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;text-align:right">
<tr><td style="padding:22px 28px 6px;font-size:14px;color:#4f4a5e">مرحباً فيصل،</td></tr>
<tr><td style="padding:4px 28px;font-size:14px;color:#4f4a5e;line-height:1.8">أكملت 2 من 6 وحدات في مسار &laquo;المشتريات في القطاع الصحي وإدارة العقود&raquo;.</td></tr>
<tr><td style="padding:10px 28px"><div style="background:#e7e2f7;border-radius:6px;height:10px"><div style="background:#6c4ce0;width:33%;height:10px;border-radius:6px"></div></div><div style="font-size:11px;color:#8b86a0;margin-top:4px">33%</div></td></tr>
<tr><td style="padding:8px 28px;font-size:13px;color:#3d2a7a">الوحدة التالية: <b>إدارة مخاطر الموردين</b> &middot; 2.5 ساعة<br>الموعد النهائي: 30/11/2026</td></tr>
<tr><td style="padding:16px 28px 22px"><a href="https://olaya.maharalearn.com/course/hc-proc-201/module/3" style="background:#6c4ce0;color:#fff;padding:10px 26px;border-radius:8px;text-decoration:none">تابع التعلم</a></td></tr>
<tr><td style="padding:12px 28px;border-top:1px solid #eee;font-size:11px;color:#8b86a0"><a href="https://olaya.maharalearn.com/settings/notifications" style="color:#8b86a0">إيقاف رسائل التذكير</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mahara-learning",
    group: "regional",
    lang: "en",
    kind: "certificate-issued",
    code: null,
    link: null,
    from: "Mahara Learning <learn@maharalearn.com>",
    to: TO,
    subject: "Congratulations! Your certificate for Healthcare Procurement & Contract Management",
    date: d(10, 29, 20, 12),
    text: `Well done, Faisal!

You have completed "Healthcare Procurement & Contract Management" (14 CPD hours) with a final score of 91%.

Certificate ID: MHR-CRT-2026-0091734
Issued: 29 October 2026

Your certificate is attached and is also saved in your Mahara profile. Anyone can check it at https://verify.maharalearn.com/MHR-CRT-2026-0091734

Share it on LinkedIn: https://maharalearn.com/share/linkedin?cert=MHR-CRT-2026-0091734

Mahara e-Learning, Riyadh`,
    html: null,
    attachment: ["MHR-CRT-2026-0091734.pdf", "application/pdf", pdf("Certificate MHR-CRT-2026-0091734")],
  },
];

// ---------------------------------------------------------------- Sadaf procurement digest (newsletter)

const sadaf: Mail[] = [
  {
    family: "sadaf-procurement-digest",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Sadaf Supply Chain Digest <digest@sadafdigest.com>",
    to: TO,
    subject: "This week: local-content rules for medical consumables, freight rates ease, GCC tender calendar",
    date: d(9, 20, 7, 15),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://sadafdigest.com/u/9a81f2?l=weekly>"]],
    text: `SADAF SUPPLY CHAIN DIGEST - Issue 212 - 20 September 2026

1. Local content: what the new price-preference rules mean for hospital consumables
The revised guidance raises the preference for locally manufactured items to 10% in public tenders. We look at which catalogue lines are affected.
Read: https://sadafdigest.com/r/212-1

2. Freight: Asia - Gulf container rates down 8% week on week
Spot rates for a 40' from Ningbo to Dammam fell to around USD 2,150.
Read: https://sadafdigest.com/r/212-2

3. GCC tender calendar: 37 healthcare tenders closing in October
Read: https://sadafdigest.com/r/212-3

Webinar, 1 October, 2 PM Riyadh: "Writing specifications that survive a bid protest" - register free at https://sadafdigest.com/events

You are receiving this because you subscribed at sadafdigest.com.
Unsubscribe: https://sadafdigest.com/u/9a81f2?l=weekly
Sadaf Media FZ-LLC, Dubai Media City, Building 8, Dubai, UAE`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f4">
<div style="display:none;max-height:0;overflow:hidden">Local-content rules, freight rates and 37 tenders closing in October.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#222">
<tr><td style="padding:22px 28px;border-bottom:4px double #0d3b4c"><img src="https://sadafdigest.com/img/masthead.png" alt="SADAF Supply Chain Digest" width="280"><div style="font:11px Arial;color:#888;margin-top:6px">Issue 212 &middot; 20 September 2026</div></td></tr>
<tr><td style="padding:22px 28px 6px"><h2 style="font-size:19px;margin:0 0 6px"><a href="https://sadafdigest.com/r/212-1" style="color:#0d3b4c;text-decoration:none">Local content: what the new price-preference rules mean for hospital consumables</a></h2>
<p style="font:14px/1.6 Arial,sans-serif;color:#444;margin:0">The revised guidance raises the preference for locally manufactured items to 10% in public tenders. We look at which catalogue lines are affected.</p></td></tr>
<tr><td style="padding:18px 28px 6px"><img src="https://sadafdigest.com/img/212/container-chart.png" alt="Chart: Ningbo to Dammam 40ft spot rate" width="564"><h3 style="font-size:16px;margin:10px 0 4px"><a href="https://sadafdigest.com/r/212-2" style="color:#0d3b4c;text-decoration:none">Asia&ndash;Gulf container rates down 8% week on week</a></h3>
<p style="font:14px/1.6 Arial,sans-serif;color:#444;margin:0">Spot rates for a 40&prime; from Ningbo to Dammam fell to around USD 2,150.</p></td></tr>
<tr><td style="padding:18px 28px 6px"><h3 style="font-size:16px;margin:0 0 4px"><a href="https://sadafdigest.com/r/212-3" style="color:#0d3b4c;text-decoration:none">GCC tender calendar: 37 healthcare tenders closing in October</a></h3></td></tr>
<tr><td style="padding:18px 28px"><table width="100%" cellpadding="14" style="background:#0d3b4c;color:#fff;font:14px Arial,sans-serif"><tr><td><b>Webinar &middot; 1 October, 2 PM Riyadh</b><br>Writing specifications that survive a bid protest<br><a href="https://sadafdigest.com/events" style="color:#ffd27a">Register free &rsaquo;</a></td></tr></table></td></tr>
<tr><td style="padding:16px 28px;background:#f6f7f8;font:11px/1.7 Arial,sans-serif;color:#888">You are receiving this because you subscribed at sadafdigest.com. <a href="https://sadafdigest.com/u/9a81f2?l=weekly" style="color:#888">Unsubscribe</a> &middot; <a href="https://sadafdigest.com/preferences" style="color:#888">Preferences</a><br>Sadaf Media FZ-LLC, Dubai Media City, Building 8, Dubai, UAE &middot; <a href="https://www.linkedin.com/company/sadafdigest" style="color:#888">LinkedIn</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sadaf-procurement-digest",
    group: "negative",
    lang: "ar",
    kind: "newsletter",
    code: null,
    link: null,
    from: "نشرة صدف لسلاسل الإمداد <digest@sadafdigest.com>",
    to: TO,
    subject: "نشرة صدف الشهرية: أبرز منافسات القطاع الصحي لشهر نوفمبر",
    date: d(10, 28, 7, 30),
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://sadafdigest.com/u/9a81f2?l=monthly-ar>"]],
    text: `نشرة صدف الشهرية - أكتوبر 2026

• 42 منافسة صحية في دول الخليج تغلق في نوفمبر، منها 18 في المملكة.
• قراءة في متطلبات الفوترة الإلكترونية للمرحلة الثانية للموردين الأجانب.
• مقابلة: مدير سلسلة الإمداد في أحد التجمعات الصحية يتحدث عن الشراء الموحد.

اقرأ العدد كاملاً: https://sadafdigest.com/ar/monthly/2026-10

ملتقى صدف لسلاسل الإمداد الصحية - الرياض، 18 نوفمبر 2026. خصم 20% للمشتركين حتى 31 أكتوبر.

لإلغاء الاشتراك: https://sadafdigest.com/u/9a81f2?l=monthly-ar`,
    html:
      `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f4;font-family:Tahoma,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;text-align:right;color:#222">
<tr><td style="padding:20px 26px;background:#0d3b4c"><img src="https://sadafdigest.com/img/masthead-ar-white.png" alt="نشرة صدف" width="200"></td></tr>
<tr><td style="padding:20px 26px;font-size:14px;line-height:2">
<p style="margin:0 0 10px">&bull; <a href="https://sadafdigest.com/ar/monthly/2026-10#t1" style="color:#0d3b4c">42 منافسة صحية في دول الخليج تغلق في نوفمبر، منها 18 في المملكة</a></p>
<p style="margin:0 0 10px">&bull; <a href="https://sadafdigest.com/ar/monthly/2026-10#t2" style="color:#0d3b4c">قراءة في متطلبات الفوترة الإلكترونية للمرحلة الثانية للموردين الأجانب</a></p>
<p style="margin:0 0 10px">&bull; <a href="https://sadafdigest.com/ar/monthly/2026-10#t3" style="color:#0d3b4c">مقابلة: مدير سلسلة الإمداد في أحد التجمعات الصحية يتحدث عن الشراء الموحد</a></p></td></tr>
<tr><td style="padding:0 26px 20px"><div style="border:2px solid #ffd27a;padding:14px;font-size:13px">ملتقى صدف لسلاسل الإمداد الصحية &ndash; الرياض، 18 نوفمبر 2026<br>خصم 20% للمشتركين حتى 31 أكتوبر &middot; <a href="https://sadafdigest.com/ar/summit" style="color:#0d3b4c">سجّل الآن</a></div></td></tr>
<tr><td style="padding:14px 26px;background:#f6f7f8;font-size:11px;color:#888"><a href="https://sadafdigest.com/u/9a81f2?l=monthly-ar" style="color:#888">إلغاء الاشتراك</a> &middot; صدف ميديا، مدينة دبي للإعلام، مبنى 8</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Hangzhou Meditech (Chinese manufacturer)

const hangzhou: Mail[] = [
  {
    family: "hangzhou-meditech",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "736215",
    link: null,
    from: "杭州美迪泰仪器 客户服务平台 <service@hz-meditech.cn>",
    to: TO,
    subject: "【美迪泰】客户平台登录验证码",
    date: d(9, 7, 9, 26),
    enc: "b64",
    text: `尊敬的客户：

您正在登录美迪泰海外客户服务平台（账号：f.alharbi@olayahospital.sa）。

您的验证码为：736215

验证码10分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。

杭州美迪泰仪器有限公司
浙江省杭州市余杭区文一西路1818号
服务热线：+86 571 8826 3300`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f2f5;font-family:'Microsoft YaHei','PingFang SC',sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:3px solid #0a7cc1">
<tr><td style="padding:20px 30px;border-bottom:1px solid #eee"><img src="https://www.hz-meditech.cn/static/mail/logo.png" alt="美迪泰 MEDITECH" height="30"></td></tr>
<tr><td style="padding:24px 30px 8px;font-size:14px;color:#333;line-height:1.8">尊敬的客户：<br>您正在登录美迪泰海外客户服务平台（账号：f.alharbi@olayahospital.sa）。您的验证码为：</td></tr>
<tr><td style="padding:8px 30px 16px"><span style="font-size:34px;font-weight:bold;color:#0a7cc1;letter-spacing:10px">736215</span></td></tr>
<tr><td style="padding:0 30px 24px;font-size:12px;color:#999;line-height:1.8">验证码10分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。</td></tr>
<tr><td style="padding:14px 30px;background:#fafafa;font-size:11px;color:#aaa;line-height:1.7">杭州美迪泰仪器有限公司 &middot; 浙江省杭州市余杭区文一西路1818号<br>服务热线：+86 571 8826 3300 &middot; 此邮件由系统自动发送，请勿直接回复</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hangzhou-meditech",
    group: "regional",
    lang: "zh",
    kind: "shipment-notice",
    code: null,
    link: null,
    from: "美迪泰 国际业务部 <export@hz-meditech.cn>",
    to: TO,
    subject: "发货通知 / Shipment advice - PI HZM-SA-260822 - 容量输液泵 VolumaFlow 300",
    date: d(9, 17, 16, 40, "+0800"),
    enc: "qp",
    text: `Faisal 先生您好，

贵司订单（PO 4500221030，形式发票 HZM-SA-260822）项下货物已于9月16日在宁波港装船出运，详情如下：

品名：容量输液泵 VolumaFlow 300 及配套输液器
数量：240 台 / 120 箱
提单号：NGBDMM2609163378
船名航次：ORIENT HALCYON 2614W
预计到港：2026年10月7日 达曼港
货代：Sahm Freight（订舱号 SHM-BK-558120）

正本提单、商业发票、装箱单、原产地证（经贸促会认证）及 CE 证书已于今日通过 DHL 寄出，运单号 7730 4415 92。

如有任何问题请随时联系。

顺祝商祺！
周 婷 (Zhou Ting)
国际业务部 海外销售经理
杭州美迪泰仪器有限公司
电话：+86 571 8826 3315 | 手机/WhatsApp：+86 138 5712 6604`,
    html: null,
  },
];

// ---------------------------------------------------------------- Lahore Surgical Works (Pakistani supplier)

const lahore: Mail[] = [
  {
    family: "lahore-surgical-works",
    group: "regional",
    lang: "ur",
    kind: "proforma-invoice",
    code: null,
    link: null,
    from: "Usman Tariq <usman.tariq@lahoresurgical.pk>",
    to: TO,
    subject: "پروفارما انوائس LSW-PI-2026-311 - سرجیکل انسٹرومنٹس",
    date: d(9, 12, 14, 5, "+0500"),
    enc: "8bit",
    text: `محترم فیصل صاحب،
السلام علیکم!

آپ کی فون پر بات کے مطابق پروفارما انوائس منسلک کر رہا ہوں:

پروفارما نمبر: LSW-PI-2026-311
آئٹمز: جنرل سرجری سیٹ (42 پیس) - 30 سیٹ، مائیکرو سرجری سیٹ - 12 سیٹ
کل رقم: 18,960 امریکی ڈالر (CIF دمام)
ترسیل: ایڈوانس پیمنٹ کے بعد 5 ہفتے
ادائیگی: 30 فیصد ایڈوانس، باقی بی/ایل کی کاپی پر

تمام آلات جرمن اسٹین لیس اسٹیل کے ہیں، CE اور ISO 13485 سرٹیفکیٹ بھی ساتھ ہیں۔ اگر کوئی تبدیلی چاہیے تو بتا دیجیے۔

شکریہ،
عثمان طارق
ایکسپورٹ سیلز، لاہور سرجیکل ورکس
سیالکوٹ، پاکستان
موبائل/واٹس ایپ: +92 300 861 4427`,
    html: null,
    attachment: ["LSW-PI-2026-311.pdf", "application/pdf", pdf("Proforma LSW-PI-2026-311")],
  },
  {
    family: "lahore-surgical-works",
    group: "regional",
    lang: "ur",
    kind: "dispatch-notice",
    code: null,
    link: null,
    from: "Usman Tariq <usman.tariq@lahoresurgical.pk>",
    to: TO,
    subject: "RE: آرڈر روانہ - ایئر وے بل 176-55902184",
    date: d(10, 27, 11, 32, "+0500"),
    enc: "qp",
    text: `فیصل صاحب،

خوشخبری! آپ کا آرڈر آج سیالکوٹ ایئرپورٹ سے روانہ ہو گیا ہے۔

ایئر وے بل: 176-55902184
پرواز: سیالکوٹ سے ریاض براستہ دبئی
متوقع آمد: 29 اکتوبر 2026
ڈبے: 9، کل وزن 186 کلو

کمرشل انوائس LSW-CI-2026-0877 اور پیکنگ لسٹ سابقہ ای میل میں بھیج دی ہیں۔ براہ کرم کسٹم کلیئرنس کے لیے اپنے ایجنٹ کو دے دیں۔

والسلام،
عثمان`,
    html:
      `<div dir="rtl" style="font-family:'Jameel Noori Nastaleeq','Noto Nastaliq Urdu',Tahoma,sans-serif;font-size:15px;line-height:2">
<p>فیصل صاحب،</p>
<p>خوشخبری! آپ کا آرڈر آج سیالکوٹ ایئرپورٹ سے روانہ ہو گیا ہے۔</p>
<p>ایئر وے بل: <span dir="ltr">176-55902184</span><br>پرواز: سیالکوٹ سے ریاض براستہ دبئی<br>متوقع آمد: 29 اکتوبر 2026<br>ڈبے: 9، کل وزن 186 کلو</p>
<p>کمرشل انوائس <span dir="ltr">LSW-CI-2026-0877</span> اور پیکنگ لسٹ سابقہ ای میل میں بھیج دی ہیں۔ براہ کرم کسٹم کلیئرنس کے لیے اپنے ایجنٹ کو دے دیں۔</p>
<p>والسلام،<br>عثمان</p>
<div dir="ltr" style="font-family:Arial,sans-serif;font-size:12px;color:#777;border-top:1px solid #ddd;padding-top:6px;text-align:left">Usman Tariq | Export Sales | Lahore Surgical Works (Pvt.) Ltd. | Small Industrial Estate, Sialkot 51310, Pakistan | <a href="https://www.lahoresurgical.pk">www.lahoresurgical.pk</a></div>
</div>`,
  },
  {
    family: "lahore-surgical-works",
    group: "regional",
    lang: "en",
    kind: "account-statement",
    code: null,
    link: null,
    from: "Accounts - Lahore Surgical Works <accounts@lahoresurgical.pk>",
    to: TO,
    subject: "Statement of account as of 30-Sep-2026 - Olaya Specialist Hospital",
    date: d(10, 1, 10, 11, "+0500"),
    text: `Dear Sir,

Please find below the statement of your account with us as of 30 September 2026.

Date        Document             Debit (USD)   Credit (USD)   Balance
14-Jul-26   LSW-CI-2026-0612      11,420.00                   11,420.00
02-Aug-26   Payment TT ref 8841                  11,420.00         0.00
20-Sep-26   Advance LSW-PI-311                    5,688.00    -5,688.00

Closing balance: USD 5,688.00 in your favour (advance against PI LSW-PI-2026-311).

Kindly confirm the balance at your convenience.

Regards,
Accounts Department
Lahore Surgical Works (Pvt.) Ltd.
Small Industrial Estate, Sialkot 51310, Pakistan
Tel: +92 52 355 0912`,
    html: null,
  },
];

// ---------------------------------------------------------------- Anatolia Medikal (Turkish supplier)

const anatolia: Mail[] = [
  {
    family: "anatolia-medikal",
    group: "regional",
    lang: "tr",
    kind: "reset-link",
    code: null,
    link: "https://b2b.anatoliamedikal.com.tr/hesap/sifre-yenile?anahtar=3b7e0c1d94fa4a2e8d&lang=tr",
    from: "Anatolia Medikal B2B <b2b@anatoliamedikal.com.tr>",
    to: TO,
    subject: "Şifre sıfırlama talebiniz",
    date: d(9, 25, 13, 50),
    enc: "qp",
    text: `Sayın Faisal Al-Harbi,

Anatolia Medikal B2B bayi portalındaki hesabınız için şifre sıfırlama talebi aldık.

Yeni şifrenizi belirlemek için aşağıdaki bağlantıya tıklayın (bağlantı 1 saat geçerlidir):
https://b2b.anatoliamedikal.com.tr/hesap/sifre-yenile?anahtar=3b7e0c1d94fa4a2e8d&lang=tr

Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecektir.

Saygılarımızla,
Anatolia Medikal San. ve Tic. A.Ş.
İvedik OSB, 1354. Cadde No: 88, Yenimahalle / Ankara
+90 312 395 44 10`,
    html:
      `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e2e2e2">
<tr><td style="padding:18px 28px;background:#c8102e"><img src="https://b2b.anatoliamedikal.com.tr/img/mail/logo-beyaz.png" alt="Anatolia Medikal" height="30"></td></tr>
<tr><td style="padding:26px 28px 8px;font-size:14px;color:#333;line-height:1.7">Sayın <b>Faisal Al-Harbi</b>,<br><br>Anatolia Medikal B2B bayi portalındaki hesabınız için şifre sıfırlama talebi aldık.</td></tr>
<tr><td align="center" style="padding:16px 28px"><a href="https://b2b.anatoliamedikal.com.tr/hesap/sifre-yenile?anahtar=3b7e0c1d94fa4a2e8d&amp;lang=tr" style="background:#c8102e;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold;display:inline-block;border-radius:3px">Şifremi Yenile</a></td></tr>
<tr><td style="padding:0 28px 22px;font-size:12px;color:#888;line-height:1.7">Bağlantı 1 saat geçerlidir. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecektir.</td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#999;line-height:1.7">Anatolia Medikal San. ve Tic. A.Ş. &middot; İvedik OSB, 1354. Cadde No: 88, Yenimahalle / Ankara &middot; +90 312 395 44 10<br><a href="https://www.anatoliamedikal.com.tr/kvkk" style="color:#999">KVKK Aydınlatma Metni</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "anatolia-medikal",
    group: "regional",
    lang: "tr",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Anatolia Medikal B2B <siparis@anatoliamedikal.com.tr>",
    to: TO,
    subject: "Siparişiniz alındı - SP-2026-009142",
    date: d(9, 25, 14, 22),
    enc: "b64",
    text: `Sayın Faisal Al-Harbi,

Siparişiniz başarıyla alınmıştır.

Sipariş no: SP-2026-009142
Müşteri no: 70-SA-0112
Teslim şekli: CIP Riyad (hava kargo)

Ürünler:
- Tek kullanımlık laparoskopik trokar 12 mm x 400 adet - 9.40 USD
- Hemostatik klips aplikatörü, orta boy x 60 adet - 38.00 USD

Ara toplam: 6.040,00 USD
Tahmini sevk tarihi: 9 Ekim 2026

Proforma fatura 1 iş günü içinde ayrıca gönderilecektir.

Anatolia Medikal Dış Ticaret Ekibi`,
    html:
      `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e2e2e2">
<tr><td style="padding:18px 28px;background:#c8102e"><img src="https://b2b.anatoliamedikal.com.tr/img/mail/logo-beyaz.png" alt="Anatolia Medikal" height="30"></td></tr>
<tr><td style="padding:22px 28px 6px;font-size:18px;color:#333;font-weight:bold">Siparişiniz alındı</td></tr>
<tr><td style="padding:0 28px 12px;font-size:13px;color:#555">Sipariş no: <b>SP-2026-009142</b> &middot; Müşteri no: 70-SA-0112 &middot; CIP Riyad (hava kargo)</td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="background:#f7f7f7"><th align="left">Ürün</th><th align="right">Adet</th><th align="right">Birim</th></tr>
<tr><td style="border-bottom:1px solid #eee">Tek kullanımlık laparoskopik trokar 12 mm</td><td align="right" style="border-bottom:1px solid #eee">400</td><td align="right" style="border-bottom:1px solid #eee">9.40 USD</td></tr>
<tr><td style="border-bottom:1px solid #eee">Hemostatik klips aplikatörü, orta boy</td><td align="right" style="border-bottom:1px solid #eee">60</td><td align="right" style="border-bottom:1px solid #eee">38.00 USD</td></tr>
<tr><td colspan="2" align="right"><b>Ara toplam</b></td><td align="right"><b>6.040,00 USD</b></td></tr>
</table></td></tr>
<tr><td style="padding:14px 28px 22px;font-size:13px;color:#555">Tahmini sevk tarihi: 9 Ekim 2026. Proforma fatura 1 iş günü içinde ayrıca gönderilecektir.<br><a href="https://b2b.anatoliamedikal.com.tr/siparislerim/SP-2026-009142" style="color:#c8102e">Siparişi görüntüle</a></td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#999">Anatolia Medikal San. ve Tic. A.Ş. &middot; Ankara &middot; +90 312 395 44 10</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Klinikwerk service portal (German manufacturer)

const klinikwerk: Mail[] = [
  {
    family: "klinikwerk-service",
    group: "regional",
    lang: "de",
    kind: "confirm-email-change",
    code: null,
    link: "https://service.klinikwerk.de/profil/email-bestaetigen?token=Jx81kQ0pZs5cVb3Y7n",
    from: "Klinikwerk Serviceportal <noreply@service.klinikwerk.de>",
    to: TO,
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    date: d(10, 7, 9, 12, "+0200"),
    enc: "qp",
    text: `Guten Tag Herr Al-Harbi,

Sie haben im Klinikwerk Serviceportal die E-Mail-Adresse Ihres Benutzerkontos geändert:

Bisher: procurement2@olayahospital.sa
Neu: f.alharbi@olayahospital.sa

Bitte bestätigen Sie die neue Adresse innerhalb von 24 Stunden über diesen Link:
https://service.klinikwerk.de/profil/email-bestaetigen?token=Jx81kQ0pZs5cVb3Y7n

Bis zur Bestätigung erhalten Sie Servicemeldungen weiterhin an die bisherige Adresse.

Falls Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte an service@klinikwerk.de oder +49 7121 9480-300.

Mit freundlichen Grüßen
Ihr Klinikwerk Service-Team

Klinikwerk Medizintechnik GmbH · Gewerbepark Nord 14 · 72770 Reutlingen
Geschäftsführer: Dr. Matthias Krämer · Amtsgericht Stuttgart HRB 731920`,
    html:
      `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec;font-family:'Segoe UI',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 30px;border-bottom:2px solid #004b87"><img src="https://service.klinikwerk.de/static/mail/klinikwerk.png" alt="KLINIKWERK" height="26"></td></tr>
<tr><td style="padding:26px 30px 10px;font-size:14px;color:#222;line-height:1.7">Guten Tag Herr Al-Harbi,<br><br>Sie haben im Klinikwerk Serviceportal die E-Mail-Adresse Ihres Benutzerkontos geändert:</td></tr>
<tr><td style="padding:0 30px"><table cellpadding="5" cellspacing="0" style="font-size:13px;color:#222"><tr><td style="color:#777">Bisher</td><td>procurement2@olayahospital.sa</td></tr><tr><td style="color:#777">Neu</td><td><b>f.alharbi@olayahospital.sa</b></td></tr></table></td></tr>
<tr><td style="padding:18px 30px"><a href="https://service.klinikwerk.de/profil/email-bestaetigen?token=Jx81kQ0pZs5cVb3Y7n" style="background:#004b87;color:#fff;padding:11px 24px;text-decoration:none;display:inline-block">E-Mail-Adresse bestätigen</a></td></tr>
<tr><td style="padding:0 30px 22px;font-size:13px;color:#555;line-height:1.7">Der Link ist 24 Stunden gültig. Bis zur Bestätigung erhalten Sie Servicemeldungen weiterhin an die bisherige Adresse.<br>Falls Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte an <a href="mailto:service@klinikwerk.de" style="color:#004b87">service@klinikwerk.de</a> oder +49 7121 9480-300.</td></tr>
<tr><td style="padding:16px 30px;background:#f5f5f5;font-size:10px;color:#888;line-height:1.7">Klinikwerk Medizintechnik GmbH &middot; Gewerbepark Nord 14 &middot; 72770 Reutlingen<br>Geschäftsführer: Dr. Matthias Krämer &middot; Amtsgericht Stuttgart HRB 731920 &middot; <a href="https://www.klinikwerk.de/datenschutz" style="color:#888">Datenschutz</a> &middot; <a href="https://www.klinikwerk.de/impressum" style="color:#888">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "klinikwerk-service",
    group: "regional",
    lang: "en",
    kind: "service-report",
    code: null,
    link: null,
    from: "Klinikwerk Service Middle East <service.me@klinikwerk.de>",
    to: TO,
    subject: "Service report SR-ME-26-0417 - Sterilizer KW-STERI 600, S/N 6A21-0093",
    date: d(10, 18, 15, 34),
    text: `Dear Mr. Al-Harbi,

Please find attached the service report for the annual validation visit at Olaya Specialist Hospital, CSSD.

Service order: SR-ME-26-0417
Equipment: Steam sterilizer KW-STERI 600, S/N 6A21-0093
Visit date: 15 October 2026, engineer Hassan Bakr
Work done: annual validation (Bowie-Dick, leak test, thermometric), door gasket replaced
Parts used: door gasket 600-series (P/N 600-118-02), 1 pc - covered by service contract SC-KSA-2025-031
Result: PASSED - unit released for clinical use
Next preventive maintenance: April 2027

Please sign and return the report within 7 days for our records.

Kind regards,
Klinikwerk Service Middle East
Jebel Ali Free Zone, Dubai | KSA hotline +966 800 850 2277`,
    html: null,
    attachment: ["SR-ME-26-0417.pdf", "application/pdf", pdf("Service report SR-ME-26-0417")],
  },
];

// ---------------------------------------------------------------- Manila BioMed (biomedical engineering contractor)

const manila: Mail[] = [
  {
    family: "manila-biomed",
    group: "regional",
    lang: "tl",
    kind: "pm-schedule",
    code: null,
    link: null,
    from: "Jocelyn Dizon <jocelyn.dizon@manilabiomed.com.sa>",
    to: TO,
    subject: "Iskedyul ng PM para sa Oktubre - ICU at OR",
    date: d(9, 29, 16, 48),
    text: `Magandang hapon po, Sir Faisal,

Narito po ang iskedyul ng preventive maintenance (PM) para sa buwan ng Oktubre ayon sa kontrata CT-OSH-BME-2026:

Okt 4-5   ICU (Ward 3B) - 22 ventilators, 18 patient monitors
Okt 11    OR 1 hanggang OR 6 - anesthesia machines at electrosurgical units
Okt 18    Radiology - portable X-ray (2 units)
Okt 25    CSSD - washer-disinfectors

Kailangan po namin ng gate pass para sa 4 na technician (Rommel, Arnel, Grace at Jun). Ipapadala ko po ang listahan ng iqama numbers kay Ms. Noura sa Security.

Paalala lang po na hanggang ngayon ay wala pa po kaming natatanggap na PO para sa spare parts ng monitors (quotation MB-Q-26-0931, SAR 14,250.00). Salamat po.

Lubos na gumagalang,
Jocelyn Dizon
Service Coordinator, Manila BioMed Services
Al Sulimaniyah, Riyadh | +966 54 902 3316`,
    html: null,
  },
  {
    family: "manila-biomed",
    group: "regional",
    lang: "tl",
    kind: "service-invoice",
    code: null,
    link: null,
    from: "Manila BioMed Billing <billing@manilabiomed.com.sa>",
    to: TO,
    subject: "Invoice MB-INV-2026-1187 - PM serbisyo para sa Oktubre",
    date: d(10, 31, 11, 20),
    enc: "b64",
    text: `Magandang araw po,

Kalakip po ang aming invoice para sa preventive maintenance na natapos ngayong Oktubre.

Invoice no.: MB-INV-2026-1187
PO reference: 4500219455
Halaga: SAR 38,500.00
VAT 15%: SAR 5,775.00
Kabuuan: SAR 44,275.00
Takdang petsa ng bayad: 30 araw mula sa pagtanggap

Naipasa na rin po namin ang e-invoice sa Fawtara. Kung may tanong po, tumawag lang sa +966 11 462 8830.

Maraming salamat po,
Billing Team - Manila BioMed Services`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#222">
<p>Magandang araw po,</p>
<p>Kalakip po ang aming invoice para sa preventive maintenance na natapos ngayong Oktubre.</p>
<table cellpadding="4" cellspacing="0" style="border:1px solid #bbb;font-size:13px">
<tr><td style="background:#eef4fb">Invoice no.</td><td>MB-INV-2026-1187</td></tr>
<tr><td style="background:#eef4fb">PO reference</td><td>4500219455</td></tr>
<tr><td style="background:#eef4fb">Halaga</td><td>SAR 38,500.00</td></tr>
<tr><td style="background:#eef4fb">VAT 15%</td><td>SAR 5,775.00</td></tr>
<tr><td style="background:#eef4fb"><b>Kabuuan</b></td><td><b>SAR 44,275.00</b></td></tr>
<tr><td style="background:#eef4fb">Takdang petsa</td><td>30 araw mula sa pagtanggap</td></tr>
</table>
<p>Naipasa na rin po namin ang e-invoice sa Fawtara. Kung may tanong po, tumawag lang sa +966 11 462 8830.</p>
<p>Maraming salamat po,<br><b>Billing Team &ndash; Manila BioMed Services</b><br><span style="color:#888;font-size:12px">Al Sulimaniyah, Riyadh &middot; CR 1010712204</span></p>
</body></html>`,
    attachment: ["MB-INV-2026-1187.pdf", "application/pdf", pdf("Invoice MB-INV-2026-1187")],
  },
];

// ---------------------------------------------------------------- Kanpur Surgicare (Indian supplier)

const kanpur: Mail[] = [
  {
    family: "kanpur-surgicare",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "274190",
    link: null,
    from: "कानपुर सर्जिकेयर डीलर पोर्टल <no-reply@kanpursurgicare.in>",
    to: TO,
    subject: "आपका लॉगिन OTP - कानपुर सर्जिकेयर",
    date: d(10, 9, 12, 33, "+0530"),
    enc: "b64",
    text: `नमस्ते फ़ैसल जी,

कानपुर सर्जिकेयर डीलर/ग्राहक पोर्टल में लॉगिन करने के लिए आपका वन-टाइम पासवर्ड (OTP) है:

274190

यह OTP 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। हमारी टीम कभी भी फ़ोन पर OTP नहीं माँगती।

अगर आपने लॉगिन की कोशिश नहीं की है, तो इस ईमेल को अनदेखा करें।

कानपुर सर्जिकेयर प्रा. लि.
पनकी इंडस्ट्रियल एरिया, साइट-2, कानपुर 208022
ग्राहक सेवा: 1800 180 4472`,
    html:
      `<html lang="hi"><head><meta charset="utf-8"></head><body style="margin:0;background:#f7f5ef;font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;border:1px solid #e6e1d3">
<tr><td style="padding:18px 26px;border-bottom:1px solid #eee"><img src="https://kanpursurgicare.in/mail/ksc-logo.png" alt="Kanpur Surgicare" height="32"></td></tr>
<tr><td style="padding:22px 26px 6px;font-size:15px;color:#333;line-height:1.8">नमस्ते फ़ैसल जी,<br>डीलर/ग्राहक पोर्टल में लॉगिन करने के लिए आपका OTP है:</td></tr>
<tr><td align="center" style="padding:12px 26px"><table cellpadding="0" cellspacing="0"><tr><td style="background:#1e7b4f;color:#fff;font:bold 30px Arial;letter-spacing:7px;padding:12px 26px;border-radius:6px">274190</td></tr></table></td></tr>
<tr><td style="padding:8px 26px 22px;font-size:13px;color:#666;line-height:1.8">यह OTP 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। अगर आपने लॉगिन की कोशिश नहीं की है, तो इस ईमेल को अनदेखा करें।</td></tr>
<tr><td style="padding:14px 26px;background:#faf8f2;font-size:11px;color:#999;border-radius:0 0 8px 8px">कानपुर सर्जिकेयर प्रा. लि. &middot; पनकी इंडस्ट्रियल एरिया, साइट-2, कानपुर 208022 &middot; ग्राहक सेवा 1800 180 4472</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kanpur-surgicare",
    group: "regional",
    lang: "hi",
    kind: "dispatch-notice",
    code: null,
    link: null,
    from: "Rakesh Verma <rakesh.verma@kanpursurgicare.in>",
    to: TO,
    subject: "ग्लव्स का कंसाइनमेंट रवाना - इनवॉइस KSC/EXP/26-27/0418",
    date: d(10, 21, 17, 5, "+0530"),
    enc: "8bit",
    text: `आदरणीय फ़ैसल साहब,

नमस्कार। आपको सूचित करना है कि नाइट्राइल एग्ज़ामिनेशन ग्लव्स (लिस्टिंग LST-2026-104577) का आपका ऑर्डर आज न्हावा शेवा पोर्ट से रवाना हो गया है।

इनवॉइस: KSC/EXP/26-27/0418
मात्रा: 2,400 कार्टन (24 लाख ग्लव्स, साइज़ S/M/L)
कंटेनर: TGHU 8812045 (20 फ़ुट)
जहाज़: GULF STAR v.118 - अनुमानित आगमन दम्माम 3 नवंबर 2026
राशि: USD 52,800.00 (CIF दम्माम)

मूल दस्तावेज़ (B/L, COO, टेस्ट रिपोर्ट) बैंक के ज़रिए भेजे जा रहे हैं। अरबी लेबल की फ़ोटो पिछली मेल में भेजी थी।

कोई भी जानकारी चाहिए तो बेझिझक फ़ोन करें।

सधन्यवाद,
राकेश वर्मा
एक्सपोर्ट मैनेजर, कानपुर सर्जिकेयर प्रा. लि.
+91 98390 44217`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...olaya,
  ...munafasa,
  ...fawtara,
  ...jihaz,
  ...medivance,
  ...sahm,
  ...mirsah,
  ...yamamah,
  ...najm,
  ...rihlat,
  ...mahara,
  ...sadaf,
  ...hangzhou,
  ...lahore,
  ...anatolia,
  ...klinikwerk,
  ...manila,
  ...kanpur,
];
