/**
 * One household's inbox across Jordan, Lebanon and France over September–October 2026 (Arabic, French,
 * English and a few other languages): banks, a wallet, utilities, e-government, schools, travel and
 * delivery, most of it notices and receipts, a minority carrying a code or a link to act on.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const RAMI = "Rami Haddad <rami.haddad@maktoob-mail.example>";
const LINA = "Lina Haddad <lina.h.khoury@inbox.example>";
const KARIM = "Karim Haddad <karim.haddad@etu.example.fr>";

/** A plain centred card, the shape many regional senders use. */
function card(dir: "rtl" | "ltr", lang: string, pre: string, head: string, body: string, foot: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Tahoma,Arial,sans-serif;font-size:15px;color:#222;">
<tr><td style="padding:20px 28px;border-bottom:3px solid #0b5d4b;">${head}</td></tr>
<tr><td style="padding:24px 28px;line-height:1.7;">${body}</td></tr>
<tr><td style="padding:16px 28px;background:#f6f7f8;font-size:12px;color:#777;line-height:1.6;">${foot}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ Bank al-Qalaa (Jordan)
  {
    family: "bank-al-qalaa",
    group: "regional",
    lang: "ar",
    kind: "transfer-otp",
    code: "570214",
    link: null,
    from: "بنك القلعة <no-reply@alerts.qalaabank.example.jo>",
    to: RAMI,
    subject: "رمز التحقق لإتمام الحوالة",
    date: "Tue, 01 Sep 2026 10:14:09 +0300",
    enc: "b64",
    text: `عزيزي العميل رامي حداد،

رمز التحقق لمرة واحدة الخاص بعملية التحويل من حسابك المنتهي بـ 4471 هو:

570214

قيمة الحوالة: 350.000 دينار أردني
المستفيد: لينا خوري - بنك الاتحاد
الرمز صالح لمدة 3 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو البنك لن يطلبوه منك أبداً.

إذا لم تقم بهذه العملية، يرجى الاتصال بمركز الاتصال على 065001234 فوراً.

بنك القلعة - عمّان، شارع الملكة رانيا، ص.ب 11941`,
    html: card(
      "rtl",
      "ar",
      "رمز التحقق الخاص بالحوالة صالح لمدة 3 دقائق",
      `<img src="https://cdn.qalaabank.example.jo/mail/logo-ar.png" alt="بنك القلعة" width="150" height="40">`,
      `<p>عزيزي العميل رامي حداد،</p>
<p>رمز التحقق لمرة واحدة الخاص بعملية التحويل من حسابك المنتهي بـ <b>4471</b> هو:</p>
<p style="text-align:center;margin:22px 0;"><span style="display:inline-block;font-size:30px;letter-spacing:8px;font-weight:bold;background:#e8f3ef;padding:12px 24px;border-radius:4px;direction:ltr;">570214</span></p>
<table cellpadding="4" style="font-size:14px;">
<tr><td style="color:#666;">قيمة الحوالة</td><td><b>350.000 د.أ</b></td></tr>
<tr><td style="color:#666;">المستفيد</td><td>لينا خوري - بنك الاتحاد</td></tr>
</table>
<p>الرمز صالح لمدة 3 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو البنك لن يطلبوه منك أبداً.</p>
<p>إذا لم تقم بهذه العملية، يرجى الاتصال بمركز الاتصال على <span dir="ltr">06 500 1234</span> فوراً.</p>`,
      `بنك القلعة - عمّان، شارع الملكة رانيا، ص.ب 11941<br>
<a href="https://www.qalaabank.example.jo/ar/security" style="color:#0b5d4b;">نصائح الأمان</a> | <a href="https://www.qalaabank.example.jo/ar/privacy" style="color:#0b5d4b;">سياسة الخصوصية</a><br>
© 2026 بنك القلعة. جميع الحقوق محفوظة.`,
    ),
  },
  {
    family: "bank-al-qalaa",
    group: "regional",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Qalaa Bank e-Statements <estatements@qalaabank.example.jo>",
    to: RAMI,
    subject: "Your August 2026 account statement",
    date: "Thu, 03 Sep 2026 06:02:44 +0300",
    enc: "qp",
    text: `Dear Mr. Rami Haddad,

Please find attached your statement for current account ****4471 for the period 01/08/2026 - 31/08/2026.

Opening balance: JOD 2,914.250
Closing balance: JOD 3,102.875

The attachment is protected with a password: the last 4 digits of your national number followed by your year of birth.

For any discrepancy, please contact us within 30 days of the statement date at +962 6 500 1234 or visit any of our 42 branches.

Qalaa Bank PLC
Queen Rania Street, Amman 11941, Jordan
www.qalaabank.example.jo

This is an automatically generated e-mail. Please do not reply.`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1c1c1c;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="border:1px solid #d6dcdf;">
<tr><td style="background:#0b5d4b;padding:14px 20px;"><img src="https://cdn.qalaabank.example.jo/mail/logo-en-white.png" alt="Qalaa Bank" width="140"></td></tr>
<tr><td style="padding:22px 24px;">
<p>Dear Mr. Rami Haddad,</p>
<p>Please find attached your statement for current account <b>****4471</b> for the period 01/08/2026 - 31/08/2026.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f2f5f4;"><td>Opening balance</td><td align="right">JOD 2,914.250</td></tr>
<tr><td>Closing balance</td><td align="right"><b>JOD 3,102.875</b></td></tr>
</table>
<p>The attachment is protected with a password: the last 4 digits of your national number followed by your year of birth.</p>
<p>For any discrepancy, please contact us within 30 days of the statement date at +962 6 500 1234 or visit any of our 42 branches.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:11px;color:#777;">Qalaa Bank PLC &middot; Queen Rania Street, Amman 11941, Jordan &middot; <a href="https://www.qalaabank.example.jo/en">www.qalaabank.example.jo</a><br>This is an automatically generated e-mail. Please do not reply.</td></tr>
</table></td></tr></table>
</body></html>`,
    attachment: [
      "Statement_4471_202608.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "bank-al-qalaa",
    group: "regional",
    lang: "ar",
    kind: "new-device-login",
    code: null,
    link: null,
    from: "بنك القلعة <no-reply@alerts.qalaabank.example.jo>",
    to: LINA,
    subject: "تسجيل دخول جديد إلى تطبيق القلعة موبايل",
    date: "Sat, 19 Sep 2026 21:47:31 +0300",
    text: `عزيزتي لينا،

تم تسجيل الدخول إلى حسابك في تطبيق القلعة موبايل من جهاز جديد:
الجهاز: Samsung Galaxy A54
التاريخ: 19/09/2026 الساعة 21:45
الموقع التقريبي: عمّان، الأردن

إذا كنت أنت من قام بذلك فلا داعي لأي إجراء.
إذا لم تكن أنت، اتصلي بنا فوراً على 065001234 أو أوقفي الخدمات الرقمية من التطبيق:
https://www.qalaabank.example.jo/ar/block-digital

مع تحيات،
بنك القلعة`,
    html: card(
      "rtl",
      "ar",
      "تم تسجيل الدخول من جهاز جديد",
      `<img src="https://cdn.qalaabank.example.jo/mail/logo-ar.png" alt="بنك القلعة" width="150" height="40">`,
      `<p>عزيزتي لينا،</p>
<p>تم تسجيل الدخول إلى حسابك في تطبيق <b>القلعة موبايل</b> من جهاز جديد:</p>
<ul style="padding-right:18px;">
<li>الجهاز: <span dir="ltr">Samsung Galaxy A54</span></li>
<li>التاريخ: 19/09/2026 الساعة 21:45</li>
<li>الموقع التقريبي: عمّان، الأردن</li>
</ul>
<p>إذا كنت أنت من قام بذلك فلا داعي لأي إجراء.</p>
<p>إذا لم تكن أنت، اتصلي بنا فوراً على <span dir="ltr">06 500 1234</span> أو <a href="https://www.qalaabank.example.jo/ar/block-digital" style="color:#b3261e;">أوقفي الخدمات الرقمية</a>.</p>`,
      `بنك القلعة - عمّان، شارع الملكة رانيا، ص.ب 11941<br>
<a href="https://www.facebook.com/qalaabank.example" style="color:#0b5d4b;">فيسبوك</a> | <a href="https://www.instagram.com/qalaabank.example" style="color:#0b5d4b;">إنستغرام</a><br>
© 2026 بنك القلعة`,
    ),
  },
  // ------------------------------------------------------------ Banque Cedrus (Lebanon)
  {
    family: "banque-cedrus",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://online.banquecedrus.example.lb/auth/reinitialisation?jeton=Qk7cT2xPzr91LmWa4e0s&lang=fr",
    from: "Banque Cedrus <securite@banquecedrus.example.lb>",
    to: LINA,
    subject: "Réinitialisation de votre mot de passe Cedrus Online",
    date: "Mon, 07 Sep 2026 15:22:06 +0300",
    enc: "qp",
    text: `Madame Lina Khoury Haddad,

Nous avons reçu une demande de réinitialisation du mot de passe de votre accès Cedrus Online (identifiant : LKH••••82).

Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous dans les 30 minutes :
https://online.banquecedrus.example.lb/auth/reinitialisation?jeton=Qk7cT2xPzr91LmWa4e0s&lang=fr

Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.
Pour toute question, notre service clientèle est joignable au +961 1 980 700, du lundi au samedi de 8h à 18h.

Banque Cedrus S.A.L. - Rue Riad El Solh, Beyrouth - RC 41287
https://www.banquecedrus.example.lb`,
    html: `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#f4f1ea;">
<table width="100%" cellspacing="0" cellpadding="0" style="background:#f4f1ea;"><tr><td align="center" style="padding:30px 0;">
<table width="560" cellspacing="0" cellpadding="0" style="background:#fff;font-family:Georgia,serif;color:#2a2a2a;">
<tr><td style="padding:18px 30px;border-top:6px solid #7a1f2b;"><img src="https://static.banquecedrus.example.lb/img/cedrus-logo.png" alt="Banque Cedrus" width="160"></td></tr>
<tr><td style="padding:10px 30px 0 30px;font-family:Arial,sans-serif;font-size:15px;line-height:1.6;">
<p>Madame Lina Khoury Haddad,</p>
<p>Nous avons reçu une demande de réinitialisation du mot de passe de votre accès Cedrus Online (identifiant&nbsp;: LKH••••82).</p>
<p>Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous dans les 30 minutes&nbsp;:</p>
</td></tr>
<tr><td align="center" style="padding:18px 30px;">
<table cellspacing="0" cellpadding="0"><tr><td style="background:#7a1f2b;border-radius:3px;">
<a href="https://online.banquecedrus.example.lb/auth/reinitialisation?jeton=Qk7cT2xPzr91LmWa4e0s&amp;lang=fr" style="display:inline-block;padding:12px 28px;color:#fff;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold;">Choisir un nouveau mot de passe</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:0 30px 20px 30px;font-family:Arial,sans-serif;font-size:14px;line-height:1.6;">
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message&nbsp;: votre mot de passe actuel reste valable.</p>
<p>Service clientèle&nbsp;: +961 1 980 700, du lundi au samedi de 8h à 18h.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#efe9df;font-family:Arial,sans-serif;font-size:11px;color:#6b6b6b;">Banque Cedrus S.A.L. &ndash; Rue Riad El Solh, Beyrouth &ndash; RC 41287<br>
<a href="https://www.banquecedrus.example.lb/fr/confidentialite" style="color:#7a1f2b;">Confidentialité</a> &middot; <a href="https://www.banquecedrus.example.lb/fr/fraude" style="color:#7a1f2b;">Signaler une fraude</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "banque-cedrus",
    group: "regional",
    lang: "fr",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banque Cedrus <releves@banquecedrus.example.lb>",
    to: LINA,
    subject: "Votre relevé de compte de septembre est disponible",
    date: "Fri, 02 Oct 2026 07:30:00 +0300",
    text: `Madame,

Votre relevé de compte en dollars frais (fresh USD) n° 012-448913-01 pour le mois de septembre 2026 est disponible dans votre espace Cedrus Online, rubrique « Documents ».

Solde au 30/09/2026 : 4 186,40 USD
Frais de tenue de compte prélevés : 5,00 USD

Consulter mes documents : https://online.banquecedrus.example.lb/documents

Nous vous rappelons que la Banque Cedrus ne vous demandera jamais vos codes d'accès par e-mail ou par téléphone.

Banque Cedrus S.A.L.`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f4f1ea;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #7a1f2b;">
<tr><td style="padding:18px 30px;"><img src="https://static.banquecedrus.example.lb/img/cedrus-logo.png" alt="Banque Cedrus" width="160"></td></tr>
<tr><td style="padding:0 30px 20px;font-size:14px;line-height:1.6;color:#333;">
<p>Madame,</p>
<p>Votre relevé de compte en dollars frais (fresh USD) n° <b>012-448913-01</b> pour le mois de septembre 2026 est disponible dans votre espace Cedrus Online, rubrique «&nbsp;Documents&nbsp;».</p>
<table cellpadding="5" style="font-size:13px;background:#faf8f4;width:100%;">
<tr><td>Solde au 30/09/2026</td><td align="right"><b>4&nbsp;186,40 USD</b></td></tr>
<tr><td>Frais de tenue de compte prélevés</td><td align="right">5,00 USD</td></tr>
</table>
<p><a href="https://online.banquecedrus.example.lb/documents" style="color:#7a1f2b;">Consulter mes documents</a></p>
<p style="font-size:12px;color:#777;">Nous vous rappelons que la Banque Cedrus ne vous demandera jamais vos codes d'accès par e-mail ou par téléphone.</p>
</td></tr>
<tr><td style="padding:12px 30px;background:#efe9df;font-size:11px;color:#6b6b6b;">Banque Cedrus S.A.L. &ndash; Rue Riad El Solh, Beyrouth &ndash; Tél. +961 1 980 700</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "banque-cedrus",
    group: "regional",
    lang: "ar",
    kind: "card-promo",
    code: null,
    link: null,
    from: "بنك سدروس <offers@banquecedrus.example.lb>",
    to: LINA,
    subject: "استرداد نقدي 5% على مشترياتك في موسم العودة إلى المدارس",
    date: "Wed, 09 Sep 2026 12:05:40 +0300",
    enc: "qp",
    text: `عزيزتي العميلة،

استخدمي بطاقة سدروس فيزا بلاتينيوم المنتهية بـ 9023 في المكتبات ومحلات القرطاسية حتى 30 أيلول 2026 واحصلي على استرداد نقدي بنسبة 5% (بحد أقصى 40 دولاراً أميركياً).

العرض يشمل الدفع داخل لبنان وعبر الإنترنت. تطبق الشروط والأحكام.
https://www.banquecedrus.example.lb/ar/offers/back-to-school

لإلغاء الاشتراك في الرسائل الترويجية: https://www.banquecedrus.example.lb/ar/unsubscribe?c=BTS26

بنك سدروس ش.م.ل - شارع رياض الصلح، بيروت`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#7a1f2b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,sans-serif;">
<tr><td><a href="https://www.banquecedrus.example.lb/ar/offers/back-to-school?utm_source=email&amp;utm_campaign=bts26"><img src="https://static.banquecedrus.example.lb/campaigns/bts26-hero-ar.jpg" alt="استرداد نقدي 5% - العودة إلى المدارس" width="600" style="display:block;"></a></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.8;color:#333;">
<p>عزيزتي العميلة،</p>
<p>استخدمي بطاقة <b>سدروس فيزا بلاتينيوم</b> المنتهية بـ 9023 في المكتبات ومحلات القرطاسية حتى 30 أيلول 2026 واحصلي على استرداد نقدي بنسبة <b>5%</b> (بحد أقصى 40 دولاراً أميركياً).</p>
<p>العرض يشمل الدفع داخل لبنان وعبر الإنترنت.</p>
<p style="text-align:center;"><a href="https://www.banquecedrus.example.lb/ar/offers/back-to-school?utm_source=email&amp;utm_campaign=bts26" style="background:#7a1f2b;color:#fff;padding:10px 26px;text-decoration:none;border-radius:20px;">اكتشفي العرض</a></p>
<p style="font-size:11px;color:#888;">تطبق الشروط والأحكام.</p>
</td></tr>
<tr><td style="background:#f3eee6;padding:12px 30px;font-size:11px;color:#777;">بنك سدروس ش.م.ل - شارع رياض الصلح، بيروت<br><a href="https://www.banquecedrus.example.lb/ar/unsubscribe?c=BTS26" style="color:#777;">إلغاء الاشتراك</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Mahfazati (Jordan wallet)
  {
    family: "mahfazati-pay",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "8305",
    link: null,
    from: "محفظتي <otp@mahfazati.example.jo>",
    to: RAMI,
    subject: "رمز الدخول إلى محفظتي",
    date: "Sat, 05 Sep 2026 18:11:52 +0300",
    text: `مرحباً رامي،

رمز الدخول إلى محفظتك على الرقم 0791****58 هو 8305
ينتهي الرمز بعد 5 دقائق.

لا تعطِ هذا الرمز لأحد حتى لو ادّعى أنه من محفظتي.

فريق محفظتي
مرخصة من البنك المركزي الأردني`,
    html: `<html dir="rtl"><body style="background:#fafafa;font-family:Tahoma,Arial;">
<table width="100%"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eee;border-radius:12px;">
<tr><td style="padding:22px;text-align:center;background:#5b2a86;border-radius:12px 12px 0 0;"><img src="https://mahfazati.example.jo/img/mail-logo.png" alt="محفظتي" height="36"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#333;text-align:right;">
<p>مرحباً رامي،</p>
<p>رمز الدخول إلى محفظتك على الرقم <span dir="ltr">0791****58</span>:</p>
<table align="center" cellpadding="0" cellspacing="8" dir="ltr"><tr>
<td style="width:44px;height:52px;border:2px solid #5b2a86;border-radius:8px;font-size:26px;font-weight:bold;text-align:center;">8</td>
<td style="width:44px;height:52px;border:2px solid #5b2a86;border-radius:8px;font-size:26px;font-weight:bold;text-align:center;">3</td>
<td style="width:44px;height:52px;border:2px solid #5b2a86;border-radius:8px;font-size:26px;font-weight:bold;text-align:center;">0</td>
<td style="width:44px;height:52px;border:2px solid #5b2a86;border-radius:8px;font-size:26px;font-weight:bold;text-align:center;">5</td>
</tr></table>
<p>ينتهي الرمز بعد 5 دقائق.</p>
<p style="color:#b00;font-size:13px;">لا تعطِ هذا الرمز لأحد حتى لو ادّعى أنه من محفظتي.</p>
</td></tr>
<tr><td style="padding:14px;font-size:11px;color:#999;text-align:center;">فريق محفظتي · مرخصة من البنك المركزي الأردني<br><a href="https://mahfazati.example.jo/ar/help" style="color:#5b2a86;">مركز المساعدة</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mahfazati-pay",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Mahfazati <receipts@mahfazati.example.jo>",
    to: RAMI,
    subject: "Payment receipt - eFAWATEERcom bill JOD 27.450",
    date: "Mon, 14 Sep 2026 09:40:17 +0300",
    enc: "b64",
    text: `Payment successful

Biller: Ainoon Water Company
Service: Water bill - subscription 200-55718-3
Amount: JOD 27.450
Fee: JOD 0.250
Paid from: Mahfazati wallet 0791****58
Reference: MHF-20260914-771203
Date: 14/09/2026 09:40

Keep this receipt for your records. Questions? Call 06 580 0900 or chat with us in the app.

Mahfazati Payment Services LLC, Abdali Boulevard, Amman, Jordan`,
    html: `<html><body style="margin:0;background:#f2eef7;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:22px;text-align:center;"><img src="https://mahfazati.example.jo/img/check-green.png" alt="" width="48"><h2 style="margin:8px 0;color:#1d7a3a;">Payment successful</h2><div style="font-size:28px;font-weight:bold;">JOD 27.450</div></td></tr>
<tr><td style="padding:0 26px 20px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#444;border-top:1px dashed #ccc;">
<tr><td>Biller</td><td align="right">Ainoon Water Company</td></tr>
<tr><td>Service</td><td align="right">Water bill - subscription 200-55718-3</td></tr>
<tr><td>Fee</td><td align="right">JOD 0.250</td></tr>
<tr><td>Paid from</td><td align="right">Mahfazati wallet 0791****58</td></tr>
<tr><td>Reference</td><td align="right">MHF-20260914-771203</td></tr>
<tr><td>Date</td><td align="right">14/09/2026 09:40</td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px;background:#5b2a86;color:#e9dcf5;font-size:11px;border-radius:0 0 12px 12px;">Questions? Call 06 580 0900 or chat with us in the app.<br>Mahfazati Payment Services LLC, Abdali Boulevard, Amman, Jordan<br>
<a href="https://apps.apple.example/app/mahfazati/id1544109" style="color:#fff;">App Store</a> · <a href="https://play.google.example/store/apps/details?id=jo.mahfazati.wallet" style="color:#fff;">Google Play</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mahfazati-pay",
    group: "regional",
    lang: "ar",
    kind: "family-invite",
    code: null,
    link: "https://mahfazati.example.jo/l/family/join?inv=fm_7Hk2QpL9xRw3&src=email",
    from: "محفظتي <family@mahfazati.example.jo>",
    to: LINA,
    subject: "رامي حداد يدعوك للانضمام إلى حساب العائلة",
    date: "Wed, 23 Sep 2026 20:03:12 +0300",
    text: `مرحباً لينا،

أضافك رامي حداد كعضو في "حساب العائلة" على محفظتي. بعد القبول تستطيعين الدفع من الرصيد المشترك ضمن حد شهري قدره 150 ديناراً.

لقبول الدعوة:
https://mahfazati.example.jo/l/family/join?inv=fm_7Hk2QpL9xRw3&src=email

تنتهي صلاحية الدعوة في 30/09/2026. إذا لم تكوني تعرفين المرسل، تجاهلي هذه الرسالة.

فريق محفظتي`,
    html: `<html dir="rtl"><body style="background:#fafafa;font-family:Tahoma,Arial;">
<table width="100%"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:22px;text-align:center;background:#5b2a86;border-radius:12px 12px 0 0;"><img src="https://mahfazati.example.jo/img/mail-logo.png" alt="محفظتي" height="36"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:1.8;color:#333;">
<p>مرحباً لينا،</p>
<p>أضافك <b>رامي حداد</b> كعضو في «حساب العائلة» على محفظتي. بعد القبول تستطيعين الدفع من الرصيد المشترك ضمن حد شهري قدره 150 ديناراً.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://mahfazati.example.jo/l/family/join?inv=fm_7Hk2QpL9xRw3&amp;src=email" style="background:#f5a623;color:#222;font-weight:bold;padding:13px 36px;border-radius:24px;text-decoration:none;">قبول الدعوة</a></p>
<p style="font-size:13px;color:#666;">تنتهي صلاحية الدعوة في 30/09/2026. إذا لم تكوني تعرفين المرسل، تجاهلي هذه الرسالة.</p>
</td></tr>
<tr><td style="padding:14px;font-size:11px;color:#999;text-align:center;"><a href="https://mahfazati.example.jo/ar/help" style="color:#5b2a86;">مركز المساعدة</a> · <a href="https://mahfazati.example.jo/ar/terms" style="color:#5b2a86;">الشروط والأحكام</a><br>© 2026 محفظتي</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Rannan Mobile (Jordan operator)
  {
    family: "rannan-mobile",
    group: "regional",
    lang: "ar",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "رنّان <ebill@rannan.example.jo>",
    to: RAMI,
    subject: "فاتورتك لشهر أيلول 2026 جاهزة",
    date: "Thu, 01 Oct 2026 08:15:00 +0300",
    enc: "b64",
    text: `عزيزي المشترك،

فاتورة خطك رقم 0791234558 لشهر أيلول 2026 أصبحت جاهزة.

رقم الحساب: 1100482736
قيمة الفاتورة: 18.750 دينار (شاملة ضريبة المبيعات 16%)
تاريخ الاستحقاق: 20/10/2026

يمكنك الدفع عبر تطبيق رنّان أو إي فواتيركم أو في أي من معارضنا.
عرض الفاتورة: https://my.rannan.example.jo/bills/latest

رنّان للاتصالات - خدمة العملاء 111`,
    html: card(
      "rtl",
      "ar",
      "قيمة الفاتورة 18.750 دينار - تاريخ الاستحقاق 20/10/2026",
      `<img src="https://www.rannan.example.jo/assets/email/rannan-logo.png" alt="رنّان" height="34">`,
      `<p>عزيزي المشترك،</p>
<p>فاتورة خطك رقم <span dir="ltr">0791234558</span> لشهر أيلول 2026 أصبحت جاهزة.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e3e3e3;font-size:14px;">
<tr><td style="background:#fafafa;">رقم الحساب</td><td>1100482736</td></tr>
<tr><td style="background:#fafafa;">قيمة الفاتورة</td><td><b>18.750 دينار</b> (شاملة ضريبة المبيعات 16%)</td></tr>
<tr><td style="background:#fafafa;">تاريخ الاستحقاق</td><td>20/10/2026</td></tr>
</table>
<p>يمكنك الدفع عبر تطبيق رنّان أو إي فواتيركم أو في أي من معارضنا.</p>
<p><a href="https://my.rannan.example.jo/bills/latest" style="color:#e4002b;">عرض الفاتورة</a></p>`,
      `رنّان للاتصالات · خدمة العملاء 111 · <a href="https://www.rannan.example.jo/ar/privacy" style="color:#777;">الخصوصية</a>`,
    ),
  },
  {
    family: "rannan-mobile",
    group: "regional",
    lang: "en",
    kind: "roaming-promo",
    code: null,
    link: null,
    from: "Rannan <offers@news.rannan.example.jo>",
    to: RAMI,
    subject: "Visiting France? 10 GB roaming for JOD 15",
    date: "Tue, 15 Sep 2026 13:00:00 +0300",
    enc: "qp",
    text: `Travelling this autumn?

Add the Europe Roaming Bundle to your line and get 10 GB data + 60 minutes for JOD 15, valid 15 days in France, Germany, Italy and 27 more countries.

Dial *155# or activate it from the Rannan app.
Offer valid until 31 October 2026. Prices include taxes.

Details: https://trk.rannan.example.jo/c/eyJ1IjoiZXVyb3BlLXJvYW1pbmcifQ?utm_campaign=roam_eu_sep

You are receiving this because you are a Rannan postpaid customer. Unsubscribe: https://trk.rannan.example.jo/u/91a7c0d2
Rannan Telecommunications, 8th Circle, Amman, P.O. Box 940821`,
    html: `<!DOCTYPE html><html><head><style>@media (max-width:600px){.w{width:100%!important}}</style></head>
<body style="margin:0;background:#1a1a1a;">
<span style="display:none;font-size:1px;color:#1a1a1a;">10 GB + 60 minutes in 30 countries for JOD 15</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table class="w" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="background:#e4002b;padding:16px 24px;"><img src="https://www.rannan.example.jo/assets/email/rannan-logo-white.png" alt="Rannan" height="30"></td></tr>
<tr><td><img src="https://www.rannan.example.jo/assets/email/roam-eu-hero.jpg" alt="Europe Roaming Bundle" width="600" style="display:block;"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6;color:#222;">
<h1 style="font-size:24px;margin:0 0 10px;">Travelling this autumn?</h1>
<p>Add the <b>Europe Roaming Bundle</b> to your line and get <b>10 GB data + 60 minutes for JOD 15</b>, valid 15 days in France, Germany, Italy and 27 more countries.</p>
<p>Dial <b>*155#</b> or activate it from the Rannan app.</p>
<p style="text-align:center;"><a href="https://trk.rannan.example.jo/c/eyJ1IjoiZXVyb3BlLXJvYW1pbmcifQ?utm_campaign=roam_eu_sep" style="background:#e4002b;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold;">See details</a></p>
<p style="font-size:11px;color:#888;">Offer valid until 31 October 2026. Prices include taxes.</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f0f0f0;font-size:11px;color:#777;">Rannan Telecommunications, 8th Circle, Amman, P.O. Box 940821<br>
<a href="https://trk.rannan.example.jo/u/91a7c0d2" style="color:#777;">Unsubscribe</a> · <a href="https://www.rannan.example.jo/en/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rannan-mobile",
    group: "regional",
    lang: "en",
    kind: "verify-email",
    code: "RN-73190",
    code_digits: "73190",
    link: "https://my.rannan.example.jo/account/email/confirm?t=5f1c0e9ab7d24c61&uid=1100482736",
    from: "My Rannan <account@rannan.example.jo>",
    to: RAMI,
    subject: "Confirm your e-mail address for My Rannan",
    date: "Sun, 06 Sep 2026 11:26:45 +0300",
    text: `Hello Rami,

You added this e-mail address to your My Rannan account (account no. 1100482736). To start receiving your e-bills here, confirm the address:

https://my.rannan.example.jo/account/email/confirm?t=5f1c0e9ab7d24c61&uid=1100482736

Or enter this code on the confirmation screen in the app: RN-73190

The link and the code expire in 24 hours.

Rannan Customer Care - 111 from your Rannan line, 06 400 0111 from any other phone`,
    html: `<html><body style="margin:0;background:#f3f3f3;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#e4002b;padding:16px 24px;"><img src="https://www.rannan.example.jo/assets/email/rannan-logo-white.png" alt="Rannan" height="30"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:1.6;color:#222;">
<p>Hello Rami,</p>
<p>You added this e-mail address to your My Rannan account (account no. 1100482736). To start receiving your e-bills here, confirm the address:</p>
<p style="text-align:center;margin:24px 0;"><a href="https://my.rannan.example.jo/account/email/confirm?t=5f1c0e9ab7d24c61&amp;uid=1100482736" style="background:#e4002b;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold;border-radius:4px;">Confirm e-mail</a></p>
<p>Or enter this code on the confirmation screen in the app:</p>
<p style="text-align:center;font-size:24px;font-weight:bold;letter-spacing:3px;font-family:Consolas,monospace;">RN-73190</p>
<p style="color:#777;font-size:13px;">The link and the code expire in 24 hours.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f7f7f7;font-size:11px;color:#777;">Rannan Customer Care &middot; 111 from your Rannan line, 06 400 0111 from any other phone</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Balqa Power (electricity)
  {
    family: "balqa-power",
    group: "regional",
    lang: "ar",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "شركة كهرباء البلقاء <fawateer@balqapower.example.jo>",
    to: RAMI,
    subject: "فاتورة الكهرباء - آب 2026",
    date: "Wed, 09 Sep 2026 07:05:33 +0300",
    text: `السيد رامي حداد المحترم،

رقم الاشتراك: 01-0347-22815-6
فترة الاستهلاك: 01/08/2026 - 31/08/2026
القراءة السابقة: 48213   القراءة الحالية: 48871
الاستهلاك: 658 كيلوواط ساعة
المبلغ المستحق: 71.320 دينار أردني
آخر موعد للدفع: 24/09/2026

يمكنكم الدفع من خلال نظام إي فواتيركم (رمز المفوتر 014) أو في مكاتب الشركة.
لأي استفسار: مركز الاتصال 117117

شركة كهرباء البلقاء المساهمة العامة - السلط، الأردن`,
    html: `<html dir="rtl" lang="ar"><body style="font-family:Tahoma,Arial;background:#ffffff;color:#111;">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #c9a227;">
<tr><td style="background:#c9a227;padding:10px 16px;color:#fff;font-size:18px;font-weight:bold;"><img src="https://www.balqapower.example.jo/img/logo-small.png" alt="" width="28" height="28" style="vertical-align:middle;"> شركة كهرباء البلقاء</td></tr>
<tr><td style="padding:16px;font-size:14px;">
<p>السيد رامي حداد المحترم،</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:13px;">
<tr><th style="background:#f7f1dc;">رقم الاشتراك</th><td>01-0347-22815-6</td></tr>
<tr><th style="background:#f7f1dc;">فترة الاستهلاك</th><td>01/08/2026 - 31/08/2026</td></tr>
<tr><th style="background:#f7f1dc;">القراءة السابقة</th><td>48213</td></tr>
<tr><th style="background:#f7f1dc;">القراءة الحالية</th><td>48871</td></tr>
<tr><th style="background:#f7f1dc;">الاستهلاك</th><td>658 كيلوواط ساعة</td></tr>
<tr><th style="background:#f7f1dc;">المبلغ المستحق</th><td><b>71.320 دينار أردني</b></td></tr>
<tr><th style="background:#f7f1dc;">آخر موعد للدفع</th><td>24/09/2026</td></tr>
</table>
<p>يمكنكم الدفع من خلال نظام إي فواتيركم (رمز المفوتر 014) أو في مكاتب الشركة.</p>
<p>لأي استفسار: مركز الاتصال 117117</p>
</td></tr>
<tr><td style="padding:10px 16px;font-size:11px;color:#666;border-top:1px solid #eee;">شركة كهرباء البلقاء المساهمة العامة - السلط، الأردن · <a href="https://www.balqapower.example.jo">www.balqapower.example.jo</a></td></tr>
</table></body></html>`,
  },
  {
    family: "balqa-power",
    group: "regional",
    lang: "ar",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "شركة كهرباء البلقاء <notices@balqapower.example.jo>",
    to: RAMI,
    subject: "إشعار فصل مبرمج للتيار الكهربائي - الفحيص",
    date: "Mon, 28 Sep 2026 16:20:00 +0300",
    html: null,
    text: `عزيزي المشترك،

تعلن شركة كهرباء البلقاء عن فصل مبرمج للتيار الكهربائي يوم الخميس 01/10/2026 من الساعة 9:00 صباحاً حتى الساعة 1:00 ظهراً، وذلك لأعمال صيانة على المحول رقم 7 في منطقة الفحيص - حي الدبايبة وما حولها.

نرجو أخذ الاحتياطات اللازمة، ونعتذر عن أي إزعاج.

للاستفسار أو الإبلاغ عن الأعطال: 117117
شركة كهرباء البلقاء`,
  },
  // ------------------------------------------------------------ Ainoon Water
  {
    family: "ainoon-water",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Ainoon Water <billing@ainoon.example.jo>",
    to: RAMI,
    subject: "Your water bill for Q3 2026",
    date: "Fri, 11 Sep 2026 10:00:00 +0300",
    enc: "qp",
    text: `Dear customer,

Your quarterly water and wastewater bill is now available.

Subscription number: 200-55718-3
Billing period: June - August 2026
Consumption: 41 m³
Amount due: JOD 27.450
Due date: 30/09/2026

Pay through eFAWATEERcom, your bank app, or at any Ainoon service centre.
Report a leak or water interruption: 117 116 (24/7).

Every drop counts - check your roof tanks and pipes for leaks regularly.

Ainoon Water Company, Al-Madina Al-Munawara Street, Amman
https://www.ainoon.example.jo`,
    html: `<html><body style="margin:0;background:#e8f4fb;font-family:Verdana,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:14px 20px;background:#0077b6;"><img src="https://www.ainoon.example.jo/mail/ainoon-logo.png" alt="Ainoon Water" height="34"></td></tr>
<tr><td style="padding:22px;font-size:13px;line-height:1.7;color:#243b4a;">
<p>Dear customer,</p>
<p>Your quarterly water and wastewater bill is now available.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;">
<tr style="background:#f1f8fc;"><td>Subscription number</td><td align="right">200-55718-3</td></tr>
<tr><td>Billing period</td><td align="right">June - August 2026</td></tr>
<tr style="background:#f1f8fc;"><td>Consumption</td><td align="right">41 m&sup3;</td></tr>
<tr><td><b>Amount due</b></td><td align="right"><b>JOD 27.450</b></td></tr>
<tr style="background:#f1f8fc;"><td>Due date</td><td align="right">30/09/2026</td></tr>
</table>
<p>Pay through eFAWATEERcom, your bank app, or at any Ainoon service centre.<br>Report a leak or water interruption: <b>117 116</b> (24/7).</p>
<p style="background:#fff7d6;padding:10px;font-size:12px;">Every drop counts &ndash; check your roof tanks and pipes for leaks regularly.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#0077b6;color:#d6ecf7;font-size:11px;">Ainoon Water Company, Al-Madina Al-Munawara Street, Amman &middot; <a href="https://www.ainoon.example.jo" style="color:#fff;">www.ainoon.example.jo</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ainoon-water",
    group: "regional",
    lang: "ar",
    kind: "register-code",
    code: "441907",
    link: null,
    from: "مياه عيون <eservices@ainoon.example.jo>",
    to: RAMI,
    subject: "رمز تفعيل حسابك في الخدمات الإلكترونية",
    date: "Sat, 12 Sep 2026 19:32:08 +0300",
    enc: "b64",
    text: `مرحباً،

شكراً لتسجيلك في بوابة الخدمات الإلكترونية لشركة مياه عيون وربط الاشتراك رقم 200-55718-3.

رمز التفعيل: 441907

أدخل الرمز في صفحة التسجيل لإكمال إنشاء الحساب. صلاحية الرمز 10 دقائق.

إذا لم تطلب التسجيل، تجاهل هذه الرسالة.

شركة مياه عيون - الخط الساخن 117116`,
    html: card(
      "rtl",
      "ar",
      "رمز التفعيل صالح لمدة 10 دقائق",
      `<img src="https://www.ainoon.example.jo/mail/ainoon-logo-ar.png" alt="مياه عيون" height="34">`,
      `<p>مرحباً،</p>
<p>شكراً لتسجيلك في بوابة الخدمات الإلكترونية لشركة مياه عيون وربط الاشتراك رقم <span dir="ltr">200-55718-3</span>.</p>
<p>رمز التفعيل:</p>
<div style="text-align:center;font-size:32px;font-weight:bold;color:#0077b6;letter-spacing:10px;margin:16px 0;" dir="ltr">441 907</div>
<p>أدخل الرمز في صفحة التسجيل لإكمال إنشاء الحساب. صلاحية الرمز 10 دقائق.</p>
<p style="color:#888;font-size:13px;">إذا لم تطلب التسجيل، تجاهل هذه الرسالة.</p>`,
      `شركة مياه عيون - الخط الساخن 117116 · <a href="https://www.ainoon.example.jo/ar" style="color:#0077b6;">الموقع الإلكتروني</a>`,
    ),
  },
  // ------------------------------------------------------------ Khidmati (Jordan e-government)
  {
    family: "khidmati-gov",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "93017248",
    link: null,
    from: "بوابة خدماتي <no-reply@khidmati.example.gov.jo>",
    to: RAMI,
    subject: "رمز التحقق - Verification code",
    date: "Tue, 08 Sep 2026 08:51:27 +0300",
    text: `رمز التحقق الخاص بك لتسجيل الدخول إلى بوابة خدماتي هو: 93017248
صالح لمدة 5 دقائق. لا تشارك الرمز مع أي جهة.

Your Khidmati sign-in verification code is: 93017248
Valid for 5 minutes. Do not share it with anyone.

بوابة خدماتي - الخدمات الحكومية الإلكترونية
مركز الاتصال الوطني 06 500 8080`,
    html: `<html><body style="font-family:Arial,Tahoma;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #007a3d;">
<tr><td style="padding:16px;text-align:center;"><img src="https://khidmati.example.gov.jo/static/img/emblem.png" alt="بوابة خدماتي" height="56"></td></tr>
<tr><td dir="rtl" style="padding:10px 26px;text-align:right;font-size:15px;">رمز التحقق الخاص بك لتسجيل الدخول إلى بوابة خدماتي هو:</td></tr>
<tr><td style="padding:10px;text-align:center;"><span style="font-size:28px;font-weight:bold;letter-spacing:4px;border:1px dashed #007a3d;padding:8px 20px;">93017248</span></td></tr>
<tr><td dir="rtl" style="padding:10px 26px;text-align:right;font-size:13px;color:#555;">صالح لمدة 5 دقائق. لا تشارك الرمز مع أي جهة.</td></tr>
<tr><td dir="ltr" style="padding:10px 26px;font-size:13px;color:#555;border-top:1px solid #eee;">Your Khidmati sign-in verification code is shown above. Valid for 5 minutes. Do not share it with anyone.</td></tr>
<tr><td style="padding:12px;background:#f0f0f0;font-size:11px;color:#777;text-align:center;">بوابة خدماتي - الخدمات الحكومية الإلكترونية · مركز الاتصال الوطني 06 500 8080</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "khidmati-gov",
    group: "regional",
    lang: "ar",
    kind: "application-approved",
    code: null,
    link: null,
    from: "بوابة خدماتي <no-reply@khidmati.example.gov.jo>",
    to: RAMI,
    subject: "تمت الموافقة على طلب تجديد رخصة القيادة",
    date: "Thu, 17 Sep 2026 12:44:10 +0300",
    enc: "qp",
    text: `السيد رامي حداد،

نعلمكم بأنه تمت الموافقة على طلبكم رقم 2026-DL-0884213 لتجديد رخصة القيادة (الفئة الثالثة).
الرسوم المدفوعة: 25.000 دينار
موعد استلام الرخصة: الأحد 20/09/2026 من الساعة 8:30 إلى 2:30 في مركز ترخيص السواقين - ماركا.

يرجى إحضار البطاقة الشخصية الأصلية عند الاستلام.

لمتابعة طلباتكم: https://khidmati.example.gov.jo/my/requests

بوابة خدماتي`,
    html: `<html dir="rtl"><body style="font-family:Tahoma,Arial;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #007a3d;text-align:right;">
<tr><td style="padding:16px;text-align:center;"><img src="https://khidmati.example.gov.jo/static/img/emblem.png" alt="بوابة خدماتي" height="56"></td></tr>
<tr><td style="padding:10px 26px;font-size:14px;line-height:1.8;">
<p>السيد رامي حداد،</p>
<p>نعلمكم بأنه تمت الموافقة على طلبكم رقم <b dir="ltr">2026-DL-0884213</b> لتجديد رخصة القيادة (الفئة الثالثة).</p>
<p>الرسوم المدفوعة: 25.000 دينار<br>موعد استلام الرخصة: الأحد 20/09/2026 من الساعة 8:30 إلى 2:30 في مركز ترخيص السواقين - ماركا.</p>
<p>يرجى إحضار البطاقة الشخصية الأصلية عند الاستلام.</p>
<p><a href="https://khidmati.example.gov.jo/my/requests" style="color:#007a3d;">متابعة طلباتي</a></p>
</td></tr>
<tr><td style="padding:12px;background:#f0f0f0;font-size:11px;color:#777;text-align:center;">بوابة خدماتي · مركز الاتصال الوطني 06 500 8080</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "khidmati-gov",
    group: "regional",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Khidmati e-Services <no-reply@khidmati.example.gov.jo>",
    to: LINA,
    subject: "Reminder: your passport expires on 14 December 2026",
    date: "Mon, 12 Oct 2026 09:00:00 +0300",
    text: `Dear Lina Khoury Haddad,

Our records show that your passport no. R5****12 expires on 14/12/2026.

You can apply for renewal online through Khidmati (fee JOD 50.000, normal service, 3 working days) and collect it from the Civil Status and Passports Department branch of your choice.

Note: some countries require at least 6 months' validity on entry.

This is an automated reminder. Do not reply to this message.
Khidmati - Government e-Services | National Contact Centre 06 500 8080`,
    html: null,
  },
  // ------------------------------------------------------------ Rawabi International School (Amman)
  {
    family: "rawabi-international-school",
    group: "regional",
    lang: "en",
    kind: "parent-portal-invite",
    code: null,
    link: "https://rawabi.schoolhub.example.com/invitations/accept/3b9e71c4-52aa-4f0e-9d1b-6c2e0a7f4d18",
    from: "Rawabi International School <portal@rawabi-school.example.jo>",
    to: LINA,
    subject: "You're invited to the Rawabi Parent Portal (2026/27)",
    date: "Wed, 26 Aug 2026 14:10:00 +0300",
    text: `Dear Mrs. Lina Haddad,

Welcome to the 2026/27 academic year! An account has been created for you on the Rawabi Parent Portal, linked to your daughter:

  Maya Haddad - Grade 8, Section B (student ID 20190457)

On the portal you can follow homework, grades, attendance and the school bus schedule, and pay tuition instalments.

Activate your account and choose a password:
https://rawabi.schoolhub.example.com/invitations/accept/3b9e71c4-52aa-4f0e-9d1b-6c2e0a7f4d18

This invitation is valid for 14 days. If you need a new one, contact the registrar at +962 6 541 7700 ext. 210.

Orientation day for Grade 8 parents: Saturday 5 September, 10:00, main auditorium.

Rawabi International School
Dabouq, Amman - P.O. Box 852301, Amman 11185`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f7f4ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Segoe UI',Arial,sans-serif;color:#2b2b2b;">
<tr><td style="padding:20px 30px;background:#17375e;"><img src="https://rawabi-school.example.jo/media/crest-white.png" alt="Rawabi International School" height="54"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:1.6;">
<p>Dear Mrs. Lina Haddad,</p>
<p>Welcome to the 2026/27 academic year! An account has been created for you on the <b>Rawabi Parent Portal</b>, linked to your daughter:</p>
<table cellpadding="8" style="background:#eef3f9;border-left:4px solid #17375e;font-size:14px;width:100%;"><tr><td>Maya Haddad &ndash; Grade 8, Section B<br><span style="color:#666;">Student ID 20190457</span></td></tr></table>
<p>On the portal you can follow homework, grades, attendance and the school bus schedule, and pay tuition instalments.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://rawabi.schoolhub.example.com/invitations/accept/3b9e71c4-52aa-4f0e-9d1b-6c2e0a7f4d18" style="background:#c8102e;color:#fff;text-decoration:none;padding:14px 34px;border-radius:4px;font-weight:600;">Activate my account</a></p>
<p style="font-size:13px;color:#666;">This invitation is valid for 14 days. If you need a new one, contact the registrar at +962 6 541 7700 ext. 210.</p>
<p style="font-size:14px;"><b>Orientation day for Grade 8 parents:</b> Saturday 5 September, 10:00, main auditorium.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f0f0f0;font-size:11px;color:#777;">Rawabi International School &middot; Dabouq, Amman &middot; P.O. Box 852301, Amman 11185<br>
<a href="https://rawabi-school.example.jo" style="color:#17375e;">rawabi-school.example.jo</a> &middot; <a href="https://www.facebook.com/rawabischool.example" style="color:#17375e;">Facebook</a><br>
<span style="color:#aaa;">Sent via SchoolHub</span></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rawabi-international-school",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Section française - Rawabi <section.fr@rawabi-school.example.jo>",
    to: LINA,
    subject: "Lettre de la section française - octobre 2026",
    date: "Fri, 02 Oct 2026 15:30:00 +0300",
    enc: "qp",
    text: `Chers parents,

Voici les nouvelles de la section française pour le mois d'octobre.

* Semaine du goût : du 12 au 16 octobre, les élèves de 6e à 4e prépareront des spécialités régionales françaises et jordaniennes. Contribution facultative : 3 JOD.
* Sortie pédagogique à Jerash pour les classes de 5e : mardi 20 octobre, départ 7h45, retour vers 15h. L'autorisation signée est à rendre avant le 14 octobre.
* Réunion parents-professeurs : jeudi 29 octobre de 15h à 18h. Les créneaux seront proposés sur le portail des parents.
* DELF scolaire : inscriptions ouvertes jusqu'au 6 novembre (niveaux A2 et B1), frais 45 JOD.

Rappel : les vacances d'automne auront lieu du 1er au 5 novembre.

Bien cordialement,
Mme Claire Aboud
Coordinatrice de la section française
Rawabi International School - Dabouq, Amman - +962 6 541 7700`,
    html: `<html lang="fr"><body style="background:#fff;font-family:Georgia,serif;color:#333;">
<table width="620" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:14px 0;border-bottom:2px solid #17375e;"><img src="https://rawabi-school.example.jo/media/crest.png" alt="Rawabi" height="40"> <span style="font-size:20px;color:#17375e;vertical-align:middle;">La lettre de la section française</span></td></tr>
<tr><td style="padding:18px 0;font-size:15px;line-height:1.6;">
<p>Chers parents,</p>
<p>Voici les nouvelles de la section française pour le mois d'octobre.</p>
<h3 style="color:#c8102e;font-family:Arial;font-size:16px;">Semaine du goût</h3>
<p>Du 12 au 16 octobre, les élèves de 6e à 4e prépareront des spécialités régionales françaises et jordaniennes. Contribution facultative&nbsp;: 3&nbsp;JOD.</p>
<h3 style="color:#c8102e;font-family:Arial;font-size:16px;">Sortie pédagogique à Jerash</h3>
<p>Pour les classes de 5e&nbsp;: mardi 20 octobre, départ 7h45, retour vers 15h. L'autorisation signée est à rendre avant le 14 octobre.</p>
<h3 style="color:#c8102e;font-family:Arial;font-size:16px;">Réunion parents-professeurs</h3>
<p>Jeudi 29 octobre de 15h à 18h. Les créneaux seront proposés sur le portail des parents.</p>
<h3 style="color:#c8102e;font-family:Arial;font-size:16px;">DELF scolaire</h3>
<p>Inscriptions ouvertes jusqu'au 6 novembre (niveaux A2 et B1), frais 45&nbsp;JOD.</p>
<p style="background:#f3f6fa;padding:10px;">Rappel&nbsp;: les vacances d'automne auront lieu du 1er au 5 novembre.</p>
<p>Bien cordialement,<br><i>Mme Claire Aboud</i><br>Coordinatrice de la section française</p>
</td></tr>
<tr><td style="font-size:11px;color:#888;border-top:1px solid #ddd;padding-top:8px;">Rawabi International School &ndash; Dabouq, Amman &ndash; +962 6 541 7700</td></tr>
</table></body></html>`,
  },
  {
    family: "rawabi-international-school",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Rawabi Accounts Office <accounts@rawabi-school.example.jo>",
    to: RAMI,
    subject: "Receipt RIS-R-26-01873 - Tuition instalment 1 of 3",
    date: "Sun, 13 Sep 2026 11:02:19 +0300",
    text: `Dear Mr. Rami Haddad,

Thank you. We have received your payment.

Receipt no.: RIS-R-26-01873
Student: Maya Haddad (ID 20190457), Grade 8
Description: Tuition fees 2026/27 - instalment 1 of 3
Amount: JOD 2,450.000
Method: Bank transfer (Qalaa Bank)
Date received: 10/09/2026

Remaining balance for 2026/27: JOD 4,900.000 (next instalment due 10/01/2027).

The official receipt is attached as a PDF.

Accounts Office
Rawabi International School, Dabouq, Amman
Tel. +962 6 541 7700 ext. 150`,
    html: null,
    attachment: [
      "RIS-R-26-01873.pdf",
      "application/pdf",
      "%PDF-1.4\n% receipt RIS-R-26-01873\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ Université Val-de-Saône (Karim)
  {
    family: "universite-val-de-saone",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://sesame.univ-valdesaone.example.fr/reinit/mdp?ticket=RST-8842-f0c1a9e7b2d54c38",
    from: "Sésame - Université Val-de-Saône <ne-pas-repondre@univ-valdesaone.example.fr>",
    to: KARIM,
    subject: "[Sésame] Réinitialisation de votre mot de passe",
    date: "Mon, 14 Sep 2026 23:18:40 +0200",
    text: `Bonjour Karim Haddad,

Une demande de réinitialisation du mot de passe a été faite pour le compte Sésame khaddad7 (numéro étudiant 22608415).

Pour définir un nouveau mot de passe, rendez-vous à l'adresse suivante (valable 1 heure) :

https://sesame.univ-valdesaone.example.fr/reinit/mdp?ticket=RST-8842-f0c1a9e7b2d54c38

Votre nouveau mot de passe doit comporter au moins 12 caractères. Il servira pour l'ENT, la messagerie, Moodle et le Wi-Fi eduroam.

Si vous n'avez rien demandé, vous pouvez ignorer ce message.

--
Direction du numérique - Université Val-de-Saône
Assistance : 03 85 41 20 00 - https://assistance.univ-valdesaone.example.fr`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:10px 0;"><img src="https://www.univ-valdesaone.example.fr/logo-uvs.png" alt="Université Val-de-Saône" height="46"></td></tr>
<tr><td style="padding:10px 0;line-height:1.5;">
<p>Bonjour Karim Haddad,</p>
<p>Une demande de réinitialisation du mot de passe a été faite pour le compte Sésame <b>khaddad7</b> (numéro étudiant 22608415).</p>
<p>Pour définir un nouveau mot de passe, <a href="https://sesame.univ-valdesaone.example.fr/reinit/mdp?ticket=RST-8842-f0c1a9e7b2d54c38">cliquez ici</a> (lien valable 1 heure).</p>
<p>Votre nouveau mot de passe doit comporter au moins 12 caractères. Il servira pour l'ENT, la messagerie, Moodle et le Wi-Fi eduroam.</p>
<p>Si vous n'avez rien demandé, vous pouvez ignorer ce message.</p>
<p style="color:#555;">--<br>Direction du numérique &ndash; Université Val-de-Saône<br>Assistance&nbsp;: 03 85 41 20 00 &ndash; <a href="https://assistance.univ-valdesaone.example.fr">assistance.univ-valdesaone.example.fr</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "universite-val-de-saone",
    group: "regional",
    lang: "fr",
    kind: "exam-schedule",
    code: null,
    link: null,
    from: "Scolarité L3 Économie <scolarite.eco@univ-valdesaone.example.fr>",
    to: KARIM,
    subject: "Calendrier des contrôles continus - semestre 5",
    date: "Fri, 25 Sep 2026 17:05:12 +0200",
    enc: "8bit",
    html: null,
    text: `Bonjour à toutes et à tous,

Voici le calendrier des contrôles continus du semestre 5 (L3 Économie-Gestion) :

- Macroéconomie ouverte : mercredi 14 octobre, 8h30-10h30, amphi B
- Économétrie 2 : lundi 19 octobre, 14h-16h, salle informatique C204
- Droit des affaires : jeudi 5 novembre, 10h-11h30, amphi A
- Anglais économique (B2) : oral, créneaux du 9 au 13 novembre (inscription auprès de l'enseignant)

Les étudiants bénéficiant d'un aménagement d'examen (tiers-temps) doivent le signaler au bureau 112 avant le 7 octobre.

Rappel : toute absence doit être justifiée sous 48 h auprès de la scolarité.

Cordialement,
Nathalie Perrin
Gestionnaire de scolarité - UFR Sciences économiques
Bâtiment Lamartine, 12 quai des Marronniers, 71000 Mâcon
Tél. 03 85 41 22 36`,
  },
  {
    family: "universite-val-de-saone",
    group: "regional",
    lang: "fr",
    kind: "enrolment-confirmed",
    code: null,
    link: null,
    from: "Université Val-de-Saône <inscriptions@univ-valdesaone.example.fr>",
    to: KARIM,
    subject: "Votre inscription administrative 2026-2027 est validée",
    date: "Thu, 03 Sep 2026 10:47:55 +0200",
    enc: "b64",
    text: `Bonjour,

Votre inscription administrative pour l'année universitaire 2026-2027 est validée.

Nom : HADDAD Karim
N° étudiant : 22608415
Formation : Licence 3 Économie-Gestion, parcours Économie internationale
Droits d'inscription : 178,00 € (réglés le 29/08/2026)
CVEC : attestation n° VDS-2026-0419-8831 enregistrée

Votre certificat de scolarité et votre carte étudiante seront disponibles dans l'ENT sous 72 heures. La carte peut être retirée à la Maison de l'étudiant à partir du 10 septembre.

Bonne rentrée !

Service des inscriptions
Université Val-de-Saône - 12 quai des Marronniers - 71000 Mâcon`,
    html: `<html><body style="margin:0;background:#eef0f3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#222;">
<tr><td style="padding:16px 24px;background:#003c71;"><img src="https://www.univ-valdesaone.example.fr/logo-uvs-blanc.png" alt="Université Val-de-Saône" height="40"></td></tr>
<tr><td style="padding:24px;line-height:1.6;">
<p>Bonjour,</p>
<p>Votre inscription administrative pour l'année universitaire 2026-2027 est <b style="color:#1b7f3b;">validée</b>.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #dde;width:100%;">
<tr><td style="background:#f4f6f9;width:40%;">Nom</td><td>HADDAD Karim</td></tr>
<tr><td style="background:#f4f6f9;">N° étudiant</td><td>22608415</td></tr>
<tr><td style="background:#f4f6f9;">Formation</td><td>Licence 3 Économie-Gestion, parcours Économie internationale</td></tr>
<tr><td style="background:#f4f6f9;">Droits d'inscription</td><td>178,00 € (réglés le 29/08/2026)</td></tr>
<tr><td style="background:#f4f6f9;">CVEC</td><td>attestation n° VDS-2026-0419-8831 enregistrée</td></tr>
</table>
<p>Votre certificat de scolarité et votre carte étudiante seront disponibles dans l'<a href="https://ent.univ-valdesaone.example.fr">ENT</a> sous 72 heures. La carte peut être retirée à la Maison de l'étudiant à partir du 10 septembre.</p>
<p>Bonne rentrée&nbsp;!</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f4f6f9;font-size:11px;color:#666;">Service des inscriptions &middot; Université Val-de-Saône &middot; 12 quai des Marronniers &middot; 71000 Mâcon</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Dar al-Shifa Hospital app
  {
    family: "dar-al-shifa-hospital",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "662841",
    link: null,
    from: "Dar Al Shifa MyHealth <myhealth@daralshifa.example.jo>",
    to: LINA,
    subject: "662841 is your MyHealth sign-in code",
    date: "Tue, 22 Sep 2026 07:58:03 +0300",
    enc: "qp",
    text: `Your MyHealth sign-in code is 662841.

Enter it in the Dar Al Shifa MyHealth app to view your appointments, results and prescriptions. The code expires in 10 minutes.

If you did not try to sign in, you can ignore this e-mail. Your medical record stays protected.

Dar Al Shifa Hospital - Khalda, Amman
Appointments: 06 535 5000 | Emergency: 06 535 5999`,
    html: `<html><body style="margin:0;background:#f1f7f7;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="padding:24px 30px 0;"><img src="https://daralshifa.example.jo/assets/myhealth-logo.png" alt="Dar Al Shifa MyHealth" height="36"></td></tr>
<tr><td style="padding:20px 30px;font-size:15px;color:#333;line-height:1.6;">
<p>Your MyHealth sign-in code is</p>
<p style="font-size:34px;font-weight:700;letter-spacing:6px;color:#00857c;margin:10px 0 18px;">662841</p>
<p>Enter it in the Dar Al Shifa MyHealth app to view your appointments, results and prescriptions. The code expires in 10 minutes.</p>
<p style="color:#888;font-size:13px;">If you did not try to sign in, you can ignore this e-mail. Your medical record stays protected.</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eee;font-size:11px;color:#999;">Dar Al Shifa Hospital &middot; Khalda, Amman<br>Appointments: 06 535 5000 &middot; Emergency: 06 535 5999<br>
<a href="https://daralshifa.example.jo/privacy" style="color:#00857c;">Privacy notice</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "dar-al-shifa-hospital",
    group: "regional",
    lang: "ar",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "مستشفى دار الشفاء <appointments@daralshifa.example.jo>",
    to: LINA,
    subject: "تذكير بموعدك يوم الأحد 27 أيلول",
    date: "Fri, 25 Sep 2026 10:00:00 +0300",
    text: `عزيزتي لينا حداد،

نذكّرك بموعدك القادم:
العيادة: عيادة الغدد الصماء - الطابق الثالث
الطبيب: د. سامر العبادي
التاريخ: الأحد 27/09/2026
الوقت: 11:30 صباحاً
رقم الموعد: APT-558102

يرجى الحضور قبل 15 دقيقة وإحضار بطاقة التأمين. الفحص يتطلب الصيام لمدة 8 ساعات.
لإلغاء الموعد أو تغييره، اتصلي على 065355000 قبل 24 ساعة على الأقل.

مستشفى دار الشفاء - خلدا، عمّان`,
    html: card(
      "rtl",
      "ar",
      "موعدك مع د. سامر العبادي الأحد 11:30",
      `<img src="https://daralshifa.example.jo/assets/logo-ar.png" alt="مستشفى دار الشفاء" height="40">`,
      `<p>عزيزتي لينا حداد،</p>
<p>نذكّرك بموعدك القادم:</p>
<table cellpadding="6" style="font-size:14px;">
<tr><td style="color:#777;">العيادة</td><td>عيادة الغدد الصماء - الطابق الثالث</td></tr>
<tr><td style="color:#777;">الطبيب</td><td>د. سامر العبادي</td></tr>
<tr><td style="color:#777;">التاريخ</td><td>الأحد 27/09/2026</td></tr>
<tr><td style="color:#777;">الوقت</td><td>11:30 صباحاً</td></tr>
<tr><td style="color:#777;">رقم الموعد</td><td dir="ltr">APT-558102</td></tr>
</table>
<p>يرجى الحضور قبل 15 دقيقة وإحضار بطاقة التأمين. الفحص يتطلب الصيام لمدة 8 ساعات.</p>
<p>لإلغاء الموعد أو تغييره، اتصلي على <span dir="ltr">06 535 5000</span> قبل 24 ساعة على الأقل.</p>`,
      `مستشفى دار الشفاء - خلدا، عمّان · <a href="https://daralshifa.example.jo/ar" style="color:#00857c;">الموقع الإلكتروني</a>`,
    ),
  },
  {
    family: "dar-al-shifa-hospital",
    group: "regional",
    lang: "en",
    kind: "results-ready",
    code: null,
    link: null,
    from: "Dar Al Shifa MyHealth <myhealth@daralshifa.example.jo>",
    to: LINA,
    subject: "New lab results are available in MyHealth",
    date: "Tue, 29 Sep 2026 14:36:50 +0300",
    text: `Hello Lina,

Results from your visit on 27/09/2026 (Endocrinology) are now available in the MyHealth app:
- HbA1c
- Thyroid panel (TSH, Free T4)
- Vitamin D

For your privacy, results are not sent by e-mail. Open the app and go to Records > Lab results.

Your doctor will review them with you at your follow-up visit.

Dar Al Shifa Hospital - Khalda, Amman - 06 535 5000`,
    html: `<html><body style="margin:0;background:#f1f7f7;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="padding:24px 30px 0;"><img src="https://daralshifa.example.jo/assets/myhealth-logo.png" alt="Dar Al Shifa MyHealth" height="36"></td></tr>
<tr><td style="padding:20px 30px;font-size:15px;color:#333;line-height:1.6;">
<p>Hello Lina,</p>
<p>Results from your visit on 27/09/2026 (Endocrinology) are now available in the MyHealth app:</p>
<ul><li>HbA1c</li><li>Thyroid panel (TSH, Free T4)</li><li>Vitamin D</li></ul>
<p>For your privacy, results are not sent by e-mail. Open the app and go to <b>Records &gt; Lab results</b>.</p>
<p>Your doctor will review them with you at your follow-up visit.</p>
<p><a href="https://apps.apple.example/app/dar-al-shifa-myhealth/id1622040"><img src="https://daralshifa.example.jo/assets/badge-appstore.png" alt="Download on the App Store" height="36"></a> <a href="https://play.google.example/store/apps/details?id=jo.daralshifa.myhealth"><img src="https://daralshifa.example.jo/assets/badge-googleplay.png" alt="Get it on Google Play" height="36"></a></p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eee;font-size:11px;color:#999;">Dar Al Shifa Hospital &middot; Khalda, Amman &middot; 06 535 5000</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Sahn (food delivery)
  {
    family: "sahn-delivery",
    group: "consumer",
    lang: "ar",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "صحن <orders@sahn.example.com>",
    to: RAMI,
    subject: "إيصال طلبك من مطعم هاشم الشرقي",
    date: "Fri, 04 Sep 2026 21:17:02 +0300",
    enc: "b64",
    text: `شكراً لطلبك يا رامي! 🧆

رقم الطلب: #SH-4410982
المطعم: مطعم هاشم الشرقي - وسط البلد

2 × فلافل ساندويش    1.200 د.أ
1 × حمص باللحمة       2.750 د.أ
1 × فتة حمص          2.250 د.أ
3 × خبز طابون         0.300 د.أ

المجموع الفرعي: 6.500 د.أ
رسوم التوصيل: 0.990 د.أ
خصم صحن بلس: -0.990 د.أ
الإجمالي: 6.500 د.أ
طريقة الدفع: بطاقة فيزا •••• 4471

تم التوصيل الساعة 21:14 إلى: جبل عمّان، الدوار الثالث

قيّم تجربتك من التطبيق.
صحن - خدمة العملاء داخل التطبيق أو 06 590 7070`,
    html: `<html dir="rtl"><body style="margin:0;background:#fff4ec;font-family:Tahoma,Arial;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td style="padding:20px;text-align:center;"><img src="https://cdn.sahn.example.com/mail/sahn-logo.png" alt="صحن" height="40"><h2 style="color:#ff5a1f;margin:10px 0 0;">شكراً لطلبك يا رامي!</h2><p style="color:#888;margin:4px 0;">رقم الطلب <span dir="ltr">#SH-4410982</span></p></td></tr>
<tr><td style="padding:0 24px;font-size:14px;color:#333;">
<p><b>مطعم هاشم الشرقي - وسط البلد</b></p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td>2 × فلافل ساندويش</td><td align="left">1.200 د.أ</td></tr>
<tr><td>1 × حمص باللحمة</td><td align="left">2.750 د.أ</td></tr>
<tr><td>1 × فتة حمص</td><td align="left">2.250 د.أ</td></tr>
<tr><td>3 × خبز طابون</td><td align="left">0.300 د.أ</td></tr>
<tr style="border-top:1px solid #eee;"><td>المجموع الفرعي</td><td align="left">6.500 د.أ</td></tr>
<tr><td>رسوم التوصيل</td><td align="left">0.990 د.أ</td></tr>
<tr><td style="color:#1d9b5a;">خصم صحن بلس</td><td align="left" style="color:#1d9b5a;">-0.990 د.أ</td></tr>
<tr><td><b>الإجمالي</b></td><td align="left"><b>6.500 د.أ</b></td></tr>
</table>
<p style="color:#666;font-size:12px;">طريقة الدفع: بطاقة فيزا •••• 4471<br>تم التوصيل الساعة 21:14 إلى: جبل عمّان، الدوار الثالث</p>
</td></tr>
<tr><td style="padding:16px;text-align:center;"><a href="https://sahn.example.com/app/rate?order=SH-4410982" style="color:#ff5a1f;">قيّم تجربتك</a></td></tr>
<tr><td style="padding:14px;background:#fafafa;font-size:11px;color:#999;text-align:center;border-radius:0 0 16px 16px;">صحن - خدمة العملاء داخل التطبيق أو 06 590 7070</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sahn-delivery",
    group: "consumer",
    lang: "en",
    kind: "promo",
    code: null,
    link: null,
    from: "Sahn <hello@news.sahn.example.com>",
    to: RAMI,
    subject: "Rami, 40% off your next 3 orders this weekend 🍕",
    date: "Thu, 24 Sep 2026 16:45:00 +0300",
    enc: "qp",
    text: `This weekend only: 40% off your next 3 orders (up to JOD 3 per order).

Use code WEEKEND40 at checkout. Valid Friday 25 and Saturday 26 September 2026 on orders above JOD 8 from participating restaurants.

Order now: https://l.sahn.example.com/ls/click?upn=aGVsbG8td2Vla2VuZDQw&cid=wk40_jo

Sahn Technologies Ltd., King Hussein Business Park, Amman
You're receiving marketing e-mails from Sahn. Unsubscribe: https://l.sahn.example.com/unsub?u=8812049&l=en`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#ff5a1f;">
<div style="display:none;">Use code WEEKEND40 - Friday and Saturday only</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;">
<tr><td align="center" style="padding:20px;"><img src="https://cdn.sahn.example.com/mail/sahn-logo-en.png" alt="Sahn" height="36"></td></tr>
<tr><td><a href="https://l.sahn.example.com/ls/click?upn=aGVsbG8td2Vla2VuZDQw&amp;cid=wk40_jo"><img src="https://cdn.sahn.example.com/campaigns/wk40-hero.jpg" alt="40% off your next 3 orders" width="600" style="display:block;"></a></td></tr>
<tr><td align="center" style="padding:24px;font-size:16px;color:#222;">
<p>This weekend only: <b>40% off your next 3 orders</b> (up to JOD 3 per order).</p>
<p>Use code</p>
<p style="font-size:26px;font-weight:bold;border:2px dashed #ff5a1f;display:inline-block;padding:8px 22px;">WEEKEND40</p>
<p style="font-size:12px;color:#777;">Valid Friday 25 and Saturday 26 September 2026 on orders above JOD 8 from participating restaurants.</p>
<p><a href="https://l.sahn.example.com/ls/click?upn=aGVsbG8td2Vla2VuZDQw&amp;cid=wk40_jo" style="background:#222;color:#fff;padding:12px 32px;text-decoration:none;border-radius:24px;">Order now</a></p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#999;text-align:center;background:#f6f6f6;">Sahn Technologies Ltd., King Hussein Business Park, Amman<br>
<a href="https://l.sahn.example.com/unsub?u=8812049&amp;l=en" style="color:#999;">Unsubscribe</a> &middot; <a href="https://sahn.example.com/en/privacy" style="color:#999;">Privacy</a><br>
<a href="https://www.instagram.com/sahn.example"><img src="https://cdn.sahn.example.com/mail/ig.png" alt="Instagram" width="20"></a> <a href="https://www.tiktok.com/@sahn.example"><img src="https://cdn.sahn.example.com/mail/tt.png" alt="TikTok" width="20"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sahn-delivery",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "3958",
    link: null,
    from: "Sahn <no-reply@sahn.example.com>",
    to: "Maya Haddad <maya.haddad2012@inbox.example>",
    subject: "Verify your email",
    date: "Sun, 18 Oct 2026 13:05:44 +0300",
    text: `Hi Maya,

Enter this code in the Sahn app to verify your email address:

3958

This code will expire in 15 minutes.

Didn't create a Sahn account? Just ignore this email.

The Sahn team
Help Center: https://help.sahn.example.com`,
    html: `<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="440" cellpadding="0" cellspacing="0">
<tr><td style="padding:30px 0 10px;"><img src="https://cdn.sahn.example.com/mail/sahn-logo-en.png" alt="Sahn" height="30"></td></tr>
<tr><td style="font-size:15px;color:#222;line-height:1.6;">
<p>Hi Maya,</p>
<p>Enter this code in the Sahn app to verify your email address:</p>
<div style="background:#fff4ec;border-radius:8px;padding:18px;text-align:center;font-size:36px;font-weight:800;letter-spacing:14px;color:#ff5a1f;">3958</div>
<p style="color:#666;">This code will expire in 15 minutes.</p>
<p style="color:#666;">Didn't create a Sahn account? Just ignore this email.</p>
<p>The Sahn team</p>
</td></tr>
<tr><td style="padding:20px 0;font-size:11px;color:#aaa;border-top:1px solid #eee;"><a href="https://help.sahn.example.com" style="color:#aaa;">Help Center</a> &middot; Sahn Technologies Ltd., Amman</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Wadi Drive (car rental)
  {
    family: "wadi-drive-rent",
    group: "consumer",
    lang: "en",
    kind: "reservation-confirmed",
    code: null,
    link: null,
    from: "Wadi Drive Car Rental <reservations@wadidrive.example.jo>",
    to: RAMI,
    subject: "Reservation confirmed WD-AQJ-260917 | Aqaba, 9-12 Oct",
    date: "Thu, 17 Sep 2026 19:22:14 +0300",
    text: `Thank you for choosing Wadi Drive, Mr. Haddad.

Reservation number: WD-AQJ-260917
Pick-up: King Hussein International Airport, Aqaba (AQJ) - Fri 09 Oct 2026, 14:00
Return: Wadi Drive Aqaba city office, Al-Nahda Street - Mon 12 Oct 2026, 12:00
Car group: C - Hyundai Elantra or similar (automatic, 5 seats)
Extras: child seat (1)

Estimated total: JOD 126.000 (3 days x JOD 38.000 + child seat JOD 12.000), pay at pick-up
Security deposit: JOD 300.000 blocked on a credit card in the driver's name

Please bring: valid driving licence (held 2+ years), passport or national ID, and the credit card.
Free cancellation up to 48 hours before pick-up.

Aqaba desk: +962 3 201 4455 | Amman head office: +962 6 560 2200
Wadi Drive Car Rental - www.wadidrive.example.jo`,
    html: `<html><body style="margin:0;background:#f6efe6;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#9c4a1a;padding:16px 24px;"><img src="https://www.wadidrive.example.jo/img/wadi-drive-white.png" alt="Wadi Drive" height="32"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.6;">
<h2 style="margin:0 0 6px;color:#9c4a1a;">Your car is reserved</h2>
<p>Thank you for choosing Wadi Drive, Mr. Haddad. Reservation number: <b>WD-AQJ-260917</b></p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top" style="padding:10px;background:#faf5ef;"><b>Pick-up</b><br>King Hussein International Airport, Aqaba (AQJ)<br>Fri 09 Oct 2026, 14:00</td>
<td width="50%" valign="top" style="padding:10px;background:#faf5ef;border-left:2px solid #fff;"><b>Return</b><br>Wadi Drive Aqaba city office, Al-Nahda Street<br>Mon 12 Oct 2026, 12:00</td>
</tr></table>
<p><img src="https://www.wadidrive.example.jo/img/fleet/group-c.png" alt="Hyundai Elantra or similar" width="220"><br>Car group C &ndash; Hyundai Elantra or similar (automatic, 5 seats)<br>Extras: child seat (1)</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td>3 days &times; JOD 38.000</td><td align="right">JOD 114.000</td></tr>
<tr><td>Child seat</td><td align="right">JOD 12.000</td></tr>
<tr><td><b>Estimated total (pay at pick-up)</b></td><td align="right"><b>JOD 126.000</b></td></tr>
<tr><td colspan="2" style="color:#777;">Security deposit: JOD 300.000 blocked on a credit card in the driver's name</td></tr>
</table>
<p><b>Please bring:</b> valid driving licence (held 2+ years), passport or national ID, and the credit card.<br>Free cancellation up to 48 hours before pick-up.</p>
<p><a href="https://www.wadidrive.example.jo/manage?res=WD-AQJ-260917&amp;ln=HADDAD" style="color:#9c4a1a;">Manage reservation</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#3b2a1e;color:#d9c7b5;font-size:11px;">Aqaba desk: +962 3 201 4455 &middot; Amman head office: +962 6 560 2200<br>Wadi Drive Car Rental &middot; www.wadidrive.example.jo</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "wadi-drive-rent",
    group: "consumer",
    lang: "en",
    kind: "final-invoice",
    code: null,
    link: null,
    from: "Wadi Drive Car Rental <invoices@wadidrive.example.jo>",
    to: RAMI,
    subject: "Your rental invoice INV-AQJ-0041876",
    date: "Mon, 12 Oct 2026 12:41:09 +0300",
    enc: "b64",
    text: `Dear Rami Haddad,

Thank you for renting with Wadi Drive. Your rental agreement RA-AQJ-77315 (reservation WD-AQJ-260917) is closed.

Vehicle: Hyundai Elantra, plate 15-88213
Kilometres driven: 412 km
Fuel: returned full

Rental 3 days: JOD 114.000
Child seat: JOD 12.000
Sales tax (16%): JOD 20.160
Total charged to Visa •••• 4471: JOD 146.160

The security deposit of JOD 300.000 has been released; depending on your bank it may take up to 7 working days to appear.

The tax invoice INV-AQJ-0041876 is attached.

We hope to see you again.
Wadi Drive Car Rental`,
    html: null,
    attachment: [
      "INV-AQJ-0041876.pdf",
      "application/pdf",
      "%PDF-1.4\n% Wadi Drive invoice INV-AQJ-0041876\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ Cedarwing Airways
  {
    family: "cedarwing-airways",
    group: "consumer",
    lang: "fr",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Cedarwing Airways <reservations@cedarwing.example.com>",
    to: KARIM,
    subject: "Votre billet électronique - Lyon > Beyrouth - réf. K7TQ4M",
    date: "Sat, 10 Oct 2026 11:19:30 +0200",
    enc: "qp",
    text: `Bonjour Karim Haddad,

Merci d'avoir choisi Cedarwing Airways. Voici votre confirmation de réservation.

Référence de réservation (PNR) : K7TQ4M
Numéro de billet : 724-2419087733

Aller : CW 318 - Lyon Saint-Exupéry (LYS) > Beyrouth Rafic Hariri (BEY)
Mercredi 16 décembre 2026, départ 13:40, arrivée 19:05 (heure locale)
Classe Économie - bagage en soute 1 × 23 kg

Retour : CW 317 - Beyrouth (BEY) > Lyon (LYS)
Dimanche 3 janvier 2027, départ 07:25, arrivée 11:10

Total payé : 412,60 EUR (Mastercard •••• 6610)

L'enregistrement en ligne ouvre 24 heures avant le départ.
Présentez-vous au comptoir au plus tard 60 minutes avant le départ.

Gérer ma réservation : https://www.cedarwing.example.com/fr/gerer?pnr=K7TQ4M&nom=HADDAD

Cedarwing Airways - Centre d'appels France : 01 76 54 32 10`,
    html: `<html lang="fr"><body style="margin:0;background:#e9edf2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#222;">
<tr><td style="background:#0f3b2e;padding:18px 24px;"><img src="https://www.cedarwing.example.com/email/cw-logo-white.png" alt="Cedarwing Airways" height="34"></td></tr>
<tr><td style="padding:22px 24px;">
<p>Bonjour Karim Haddad,</p>
<p>Merci d'avoir choisi Cedarwing Airways. Voici votre confirmation de réservation.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#f2f6f4;"><tr>
<td>Référence de réservation<br><b style="font-size:20px;letter-spacing:2px;">K7TQ4M</b></td>
<td>Numéro de billet<br><b>724-2419087733</b></td></tr></table>
<h3 style="color:#0f3b2e;margin-top:20px;">Aller &ndash; mercredi 16 décembre 2026</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #dfe5e2;">
<tr><td><b>13:40</b> Lyon Saint-Exupéry (LYS)</td><td align="center">CW 318</td><td align="right"><b>19:05</b> Beyrouth (BEY)</td></tr>
<tr><td colspan="3" style="color:#666;font-size:12px;">Économie &middot; bagage en soute 1 &times; 23 kg</td></tr></table>
<h3 style="color:#0f3b2e;">Retour &ndash; dimanche 3 janvier 2027</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #dfe5e2;">
<tr><td><b>07:25</b> Beyrouth (BEY)</td><td align="center">CW 317</td><td align="right"><b>11:10</b> Lyon (LYS)</td></tr></table>
<p style="margin-top:18px;">Total payé&nbsp;: <b>412,60 EUR</b> (Mastercard •••• 6610)</p>
<p>L'enregistrement en ligne ouvre 24 heures avant le départ. Présentez-vous au comptoir au plus tard 60 minutes avant le départ.</p>
<p><a href="https://www.cedarwing.example.com/fr/gerer?pnr=K7TQ4M&amp;nom=HADDAD" style="background:#0f3b2e;color:#fff;padding:10px 22px;text-decoration:none;">Gérer ma réservation</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f4f4;font-size:11px;color:#777;">Cedarwing Airways &middot; Centre d'appels France&nbsp;: 01 76 54 32 10 &middot; <a href="https://www.cedarwing.example.com/fr/conditions" style="color:#777;">Conditions de transport</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cedarwing-airways",
    group: "consumer",
    lang: "ar",
    kind: "verify-email",
    code: null,
    link: "https://cedarclub.cedarwing.example.com/ar/verify?k=eyJtIjoiMTE4MzM0NTkwIn0.Zp3k2-Vt&src=mail",
    from: "نادي الأرز - سيدرونغ <cedarclub@cedarwing.example.com>",
    to: RAMI,
    subject: "فعّل عضويتك في نادي الأرز",
    date: "Sun, 18 Oct 2026 22:08:51 +0300",
    text: `أهلاً رامي،

شكراً لانضمامك إلى نادي الأرز، برنامج المسافر الدائم لطيران سيدرونغ.
رقم عضويتك: 118334590

لتفعيل العضوية وتأكيد بريدك الإلكتروني، افتح الرابط التالي:
https://cedarclub.cedarwing.example.com/ar/verify?k=eyJtIjoiMTE4MzM0NTkwIn0.Zp3k2-Vt&src=mail

بعد التفعيل يمكنك إضافة رحلاتك السابقة خلال آخر 6 أشهر لاحتساب الأميال.

طيران سيدرونغ - بيروت`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#e9edf2;font-family:Tahoma,Arial;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0f3b2e;padding:18px 24px;text-align:right;"><img src="https://www.cedarwing.example.com/email/cedarclub-ar.png" alt="نادي الأرز" height="36"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:1.8;color:#222;">
<p>أهلاً رامي،</p>
<p>شكراً لانضمامك إلى <b>نادي الأرز</b>، برنامج المسافر الدائم لطيران سيدرونغ.<br>رقم عضويتك: <b dir="ltr">118334590</b></p>
<p>لتفعيل العضوية وتأكيد بريدك الإلكتروني:</p>
<p style="text-align:center;"><a href="https://cedarclub.cedarwing.example.com/ar/verify?k=eyJtIjoiMTE4MzM0NTkwIn0.Zp3k2-Vt&amp;src=mail" style="background:#c9a227;color:#0f3b2e;font-weight:bold;padding:12px 34px;text-decoration:none;">تفعيل العضوية</a></p>
<p style="font-size:13px;color:#666;">بعد التفعيل يمكنك إضافة رحلاتك السابقة خلال آخر 6 أشهر لاحتساب الأميال.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f4f4;font-size:11px;color:#777;">طيران سيدرونغ - بيروت · <a href="https://www.cedarwing.example.com/ar/privacy" style="color:#777;">الخصوصية</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cedarwing-airways",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Cedarwing Airways <notifications@cedarwing.example.com>",
    to: LINA,
    subject: "Schedule change to your flight CW 611 on 22 Oct",
    date: "Sat, 17 Oct 2026 14:12:00 +0300",
    text: `Dear Mrs Lina Haddad,

We have had to change the time of your flight. We apologise for any inconvenience.

Booking reference: R2HXN8
Flight CW 611, Amman Queen Alia (AMM) > Beirut (BEY), Thursday 22 October 2026

Previous: departs 08:50, arrives 09:55
New:      departs 10:35, arrives 11:40

Your seat (14C) and baggage allowance are unchanged. No action is needed if the new time suits you. If it does not, you may change to another flight within 3 days of the original date or request a refund from Manage Booking or our call centre on +961 1 629 999.

Cedarwing Airways
https://www.cedarwing.example.com/en/manage`,
    html: `<html><body style="margin:0;background:#e9edf2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0f3b2e;padding:18px 24px;"><img src="https://www.cedarwing.example.com/email/cw-logo-white.png" alt="Cedarwing Airways" height="34"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;line-height:1.6;">
<p>Dear Mrs Lina Haddad,</p>
<p>We have had to change the time of your flight. We apologise for any inconvenience.</p>
<p>Booking reference: <b>R2HXN8</b><br>Flight CW 611, Amman Queen Alia (AMM) &gt; Beirut (BEY), Thursday 22 October 2026</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #dfe5e2;">
<tr style="color:#999;"><td>Previous</td><td><s>08:50</s> &rarr; <s>09:55</s></td></tr>
<tr style="background:#fff8e1;"><td><b>New</b></td><td><b>10:35</b> &rarr; <b>11:40</b></td></tr>
</table>
<p>Your seat (14C) and baggage allowance are unchanged. No action is needed if the new time suits you. If it does not, you may change to another flight within 3 days of the original date or request a refund from <a href="https://www.cedarwing.example.com/en/manage" style="color:#0f3b2e;">Manage Booking</a> or our call centre on +961 1 629 999.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f4f4;font-size:11px;color:#777;">Cedarwing Airways &middot; <a href="https://www.cedarwing.example.com/en/help" style="color:#777;">Help</a> &middot; <a href="https://www.cedarwing.example.com/en/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Fasla Play (streaming)
  {
    family: "fasla-play",
    group: "consumer",
    lang: "ar",
    kind: "tv-login-code",
    code: "KM4-Q7X",
    code_digits: "KM4Q7X",
    link: null,
    from: "فاصلة بلاي <no-reply@faslaplay.example.com>",
    to: RAMI,
    subject: "رمز تسجيل الدخول على التلفاز",
    date: "Sat, 26 Sep 2026 20:31:16 +0300",
    enc: "qp",
    text: `مرحباً رامي،

طلبت تسجيل الدخول إلى فاصلة بلاي على جهاز تلفاز (Samsung Smart TV - غرفة الجلوس).

أدخل هذا الرمز على شاشة التلفاز:
KM4-Q7X

ينتهي الرمز خلال 15 دقيقة. إذا لم تطلب ذلك، غيّر كلمة المرور من إعدادات الحساب.

فريق فاصلة بلاي`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#101014;font-family:Tahoma,Arial;color:#eee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1c1c24;border-radius:8px;">
<tr><td style="padding:24px;text-align:center;"><img src="https://img.faslaplay.example.com/brand/fasla-logo-dark.png" alt="فاصلة بلاي" height="34"></td></tr>
<tr><td style="padding:0 30px 24px;font-size:15px;line-height:1.8;text-align:right;">
<p>مرحباً رامي،</p>
<p>طلبت تسجيل الدخول إلى فاصلة بلاي على جهاز تلفاز (<span dir="ltr">Samsung Smart TV</span> - غرفة الجلوس).</p>
<p>أدخل هذا الرمز على شاشة التلفاز:</p>
<p style="text-align:center;"><span dir="ltr" style="display:inline-block;font-family:Consolas,monospace;font-size:34px;letter-spacing:6px;background:#2d2d3a;color:#ffcc00;padding:12px 26px;border-radius:6px;">KM4-Q7X</span></p>
<p style="color:#aaa;font-size:13px;">ينتهي الرمز خلال 15 دقيقة. إذا لم تطلب ذلك، غيّر كلمة المرور من <a href="https://www.faslaplay.example.com/account/security" style="color:#ffcc00;">إعدادات الحساب</a>.</p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#777;text-align:center;border-top:1px solid #2d2d3a;">© 2026 فاصلة بلاي · <a href="https://help.faslaplay.example.com" style="color:#777;">مركز المساعدة</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fasla-play",
    group: "consumer",
    lang: "en",
    kind: "family-invite",
    code: null,
    link:
      "https://www.faslaplay.example.com/family/accept?token=fp_inv_0a8e5d7c19b34f22&utm_source=txn&utm_medium=email",
    from: "Fasla Play <no-reply@faslaplay.example.com>",
    to: KARIM,
    subject: "Rami invited you to join the Haddad family plan",
    date: "Sun, 27 Sep 2026 10:14:05 +0300",
    text: `Hi there,

Rami Haddad has invited you to join the family plan "Haddad" on Fasla Play. You'll get your own profile and watch history, on up to 2 screens at once, at no extra cost.

Accept the invitation:
https://www.faslaplay.example.com/family/accept?token=fp_inv_0a8e5d7c19b34f22&utm_source=txn&utm_medium=email

Note: family members must live in the same country as the plan owner except when travelling. If you're studying abroad, you can still join for up to 12 months.

This invitation expires on 4 October 2026.

Fasla Play`,
    html: `<html><body style="margin:0;background:#101014;font-family:Helvetica,Arial,sans-serif;color:#eee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#1c1c24;border-radius:8px;">
<tr><td style="padding:24px;"><img src="https://img.faslaplay.example.com/brand/fasla-logo-dark-en.png" alt="Fasla Play" height="30"></td></tr>
<tr><td><img src="https://img.faslaplay.example.com/mail/family-hero.jpg" alt="" width="560" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.6;">
<h2 style="margin:0 0 10px;color:#fff;">Rami invited you to the family plan</h2>
<p>Rami Haddad has invited you to join the family plan <b>&ldquo;Haddad&rdquo;</b> on Fasla Play. You'll get your own profile and watch history, on up to 2 screens at once, at no extra cost.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.faslaplay.example.com/family/accept?token=fp_inv_0a8e5d7c19b34f22&amp;utm_source=txn&amp;utm_medium=email" style="background:#ffcc00;color:#101014;font-weight:bold;padding:13px 34px;border-radius:4px;text-decoration:none;">Accept invitation</a></p>
<p style="font-size:12px;color:#999;">Family members must live in the same country as the plan owner except when travelling. If you're studying abroad, you can still join for up to 12 months.<br>This invitation expires on 4 October 2026.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#777;border-top:1px solid #2d2d3a;"><a href="https://help.faslaplay.example.com" style="color:#777;">Help</a> &middot; <a href="https://www.faslaplay.example.com/terms" style="color:#777;">Terms of Use</a> &middot; <a href="https://www.faslaplay.example.com/privacy" style="color:#777;">Privacy</a><br>Fasla Play FZ-LLC, Dubai Media City, UAE</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fasla-play",
    group: "consumer",
    lang: "ar",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "فاصلة بلاي <billing@faslaplay.example.com>",
    to: RAMI,
    subject: "تم تجديد اشتراكك في باقة العائلة",
    date: "Tue, 20 Oct 2026 03:12:44 +0300",
    enc: "b64",
    text: `مرحباً رامي،

تم تجديد اشتراكك بنجاح.

الباقة: باقة العائلة (4 شاشات - جودة عالية)
المبلغ: 7.990 دينار أردني
وسيلة الدفع: ماستركارد •••• 2290
الفترة: 20/10/2026 - 19/11/2026
رقم الفاتورة: FP-INV-2026-10-3389174

يمكنك إدارة اشتراكك أو إلغاؤه في أي وقت من صفحة الحساب.

فاصلة بلاي`,
    html: `<html dir="rtl"><body style="margin:0;background:#101014;font-family:Tahoma,Arial;color:#eee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1c1c24;border-radius:8px;">
<tr><td style="padding:24px;text-align:center;"><img src="https://img.faslaplay.example.com/brand/fasla-logo-dark.png" alt="فاصلة بلاي" height="34"></td></tr>
<tr><td style="padding:0 30px 20px;font-size:14px;line-height:1.8;text-align:right;">
<p>مرحباً رامي،</p>
<p>تم تجديد اشتراكك بنجاح.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#ddd;">
<tr><td style="color:#999;">الباقة</td><td>باقة العائلة (4 شاشات - جودة عالية)</td></tr>
<tr><td style="color:#999;">المبلغ</td><td>7.990 دينار أردني</td></tr>
<tr><td style="color:#999;">وسيلة الدفع</td><td>ماستركارد •••• 2290</td></tr>
<tr><td style="color:#999;">الفترة</td><td>20/10/2026 - 19/11/2026</td></tr>
<tr><td style="color:#999;">رقم الفاتورة</td><td dir="ltr" style="text-align:right;">FP-INV-2026-10-3389174</td></tr>
</table>
<p>يمكنك إدارة اشتراكك أو إلغاؤه في أي وقت من <a href="https://www.faslaplay.example.com/account" style="color:#ffcc00;">صفحة الحساب</a>.</p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#777;text-align:center;border-top:1px solid #2d2d3a;">© 2026 فاصلة بلاي · دبي، الإمارات العربية المتحدة</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Ataa Foundation (charity)
  {
    family: "ataa-foundation",
    group: "regional",
    lang: "ar",
    kind: "donation-receipt",
    code: null,
    link: null,
    from: "مؤسسة عطاء الخيرية <donations@ataa.example.org>",
    to: LINA,
    subject: "شكراً لعطائك - إيصال التبرع رقم ATA-26-0091734",
    date: "Thu, 10 Sep 2026 17:48:22 +0300",
    enc: "b64",
    text: `السيدة لينا حداد المحترمة،

بارك الله في عطائك. وصلنا تبرعك بالتفاصيل التالية:

رقم الإيصال: ATA-26-0091734
المشروع: حقيبة مدرسية لكل طفل - المفرق
المبلغ: 75.000 دينار أردني
طريقة الدفع: بطاقة فيزا •••• 9023
التاريخ: 10/09/2026

تبرعك سيوفر حقائب وقرطاسية لثلاثة أطفال مع بداية العام الدراسي. مرفق الإيصال الرسمي بصيغة PDF.

مؤسسة عطاء الخيرية - مسجلة لدى وزارة التنمية الاجتماعية برقم 2148
جبل اللويبدة، عمّان - هاتف 06 461 3300`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#f3f7ee;font-family:Tahoma,Arial;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:20px;text-align:center;border-bottom:4px solid #6a9e2f;"><img src="https://ataa.example.org/images/ataa-logo.png" alt="مؤسسة عطاء الخيرية" height="50"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.9;color:#333;">
<p>السيدة لينا حداد المحترمة،</p>
<p>بارك الله في عطائك. وصلنا تبرعك بالتفاصيل التالية:</p>
<table width="100%" cellpadding="7" cellspacing="0" style="background:#f7faf3;font-size:14px;">
<tr><td>رقم الإيصال</td><td dir="ltr" style="text-align:right;">ATA-26-0091734</td></tr>
<tr><td>المشروع</td><td>حقيبة مدرسية لكل طفل - المفرق</td></tr>
<tr><td>المبلغ</td><td><b>75.000 دينار أردني</b></td></tr>
<tr><td>طريقة الدفع</td><td>بطاقة فيزا •••• 9023</td></tr>
<tr><td>التاريخ</td><td>10/09/2026</td></tr>
</table>
<p>تبرعك سيوفر حقائب وقرطاسية لثلاثة أطفال مع بداية العام الدراسي. مرفق الإيصال الرسمي بصيغة PDF.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#6a9e2f;color:#eef5e6;font-size:11px;">مؤسسة عطاء الخيرية - مسجلة لدى وزارة التنمية الاجتماعية برقم 2148<br>جبل اللويبدة، عمّان - هاتف 06 461 3300 · <a href="https://ataa.example.org/ar" style="color:#fff;">ataa.example.org</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "ATA-26-0091734.pdf",
      "application/pdf",
      "%PDF-1.4\n% Ataa donation receipt\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "ataa-foundation",
    group: "regional",
    lang: "en",
    kind: "subscribe-confirm",
    code: null,
    link: "https://ataa.example.org/newsletter/confirm/9d4b1f77e2a0c6358b1e?list=monthly-en",
    from: "Ataa Foundation <news@ataa.example.org>",
    to: LINA,
    subject: "Please confirm your subscription to Ataa's monthly update",
    date: "Thu, 10 Sep 2026 17:52:03 +0300",
    html: null,
    text: `Hello,

Thank you for signing up for the Ataa Foundation monthly update: stories from our projects in Mafraq, Zarqa and the Jordan Valley, once a month, no more.

To confirm that you want to receive it, please open this link:
https://ataa.example.org/newsletter/confirm/9d4b1f77e2a0c6358b1e?list=monthly-en

If you didn't sign up, simply ignore this message and you won't hear from us.

Ataa Foundation
Jabal Al-Lweibdeh, Amman, Jordan | +962 6 461 3300`,
  },
  // ------------------------------------------------------------ Jisr (money transfer)
  {
    family: "jisr-remit",
    group: "consumer",
    lang: "en",
    kind: "transfer-otp",
    code: "208573",
    link: null,
    from: "Jisr <security@jisr-remit.example.com>",
    to: RAMI,
    subject: "Your Jisr confirmation code",
    date: "Fri, 18 Sep 2026 09:03:47 +0300",
    enc: "qp",
    text: `Confirm your transfer

You're sending JOD 500.000 to Karim Haddad (bank account in France, IBAN FR76 •••• •••• 4102).
Recipient gets: EUR 641.30
Exchange rate: 1 JOD = 1.2926 EUR
Fee: JOD 4.000

Your confirmation code is: 208 573

Enter this code in the Jisr app to approve the transfer. It expires in 5 minutes.
Never share this code. Jisr staff will never ask you for it.

Jisr Money Transfer Co. - licensed by the Central Bank of Jordan
Support: +962 6 511 4400`,
    html: `<html><body style="margin:0;background:#eef4ff;font-family:Inter,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 0;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:24px 28px 0;"><img src="https://static.jisr-remit.example.com/email/jisr-logo.png" alt="Jisr" height="28"></td></tr>
<tr><td style="padding:18px 28px;font-size:15px;color:#1f2a44;line-height:1.6;">
<h2 style="margin:0 0 8px;">Confirm your transfer</h2>
<p>You're sending <b>JOD 500.000</b> to <b>Karim Haddad</b> (bank account in France, IBAN FR76 •••• •••• 4102).</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#555;">
<tr><td>Recipient gets</td><td align="right"><b>EUR 641.30</b></td></tr>
<tr><td>Exchange rate</td><td align="right">1 JOD = 1.2926 EUR</td></tr>
<tr><td>Fee</td><td align="right">JOD 4.000</td></tr>
</table>
<p style="margin-top:18px;">Your confirmation code is:</p>
<p style="text-align:center;font-size:32px;font-weight:700;letter-spacing:5px;color:#2351e0;">208 573</p>
<p>Enter this code in the Jisr app to approve the transfer. It expires in 5 minutes.</p>
<p style="font-size:12px;color:#c0392b;">Never share this code. Jisr staff will never ask you for it.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f6f8fc;font-size:11px;color:#8a93a6;border-radius:0 0 14px 14px;">Jisr Money Transfer Co. &middot; licensed by the Central Bank of Jordan &middot; Support: +962 6 511 4400</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "jisr-remit",
    group: "consumer",
    lang: "fr",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Jisr <notifications@jisr-remit.example.com>",
    to: KARIM,
    subject: "Vous avez reçu 641,30 EUR de Rami Haddad",
    date: "Fri, 18 Sep 2026 11:26:10 +0200",
    text: `Bonjour Karim,

Bonne nouvelle : Rami Haddad vous a envoyé 641,30 EUR.

Référence du transfert : JSR-7730-1185-24
Compte crédité : FR76 •••• •••• 4102
Date de virement : 18/09/2026

Selon votre banque, les fonds peuvent apparaître sur votre compte d'ici 1 jour ouvré.

Vous n'avez rien à faire. Pour toute question, écrivez-nous à aide@jisr-remit.example.com en indiquant la référence ci-dessus.

L'équipe Jisr`,
    html: `<html lang="fr"><body style="margin:0;background:#eef4ff;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 0;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:24px 28px 0;"><img src="https://static.jisr-remit.example.com/email/jisr-logo.png" alt="Jisr" height="28"></td></tr>
<tr><td style="padding:18px 28px;font-size:15px;color:#1f2a44;line-height:1.6;">
<p>Bonjour Karim,</p>
<p>Bonne nouvelle&nbsp;: <b>Rami Haddad</b> vous a envoyé</p>
<p style="font-size:30px;font-weight:700;color:#1d9b5a;margin:6px 0 16px;">641,30&nbsp;EUR</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#555;">
<tr><td>Référence du transfert</td><td align="right">JSR-7730-1185-24</td></tr>
<tr><td>Compte crédité</td><td align="right">FR76 •••• •••• 4102</td></tr>
<tr><td>Date de virement</td><td align="right">18/09/2026</td></tr>
</table>
<p>Selon votre banque, les fonds peuvent apparaître sur votre compte d'ici 1 jour ouvré.</p>
<p style="font-size:13px;color:#666;">Vous n'avez rien à faire. Pour toute question, écrivez-nous à <a href="mailto:aide@jisr-remit.example.com">aide@jisr-remit.example.com</a> en indiquant la référence ci-dessus.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f6f8fc;font-size:11px;color:#8a93a6;border-radius:0 0 14px 14px;">L'équipe Jisr &middot; <a href="https://www.jisr-remit.example.com/fr/confidentialite" style="color:#8a93a6;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "jisr-remit",
    group: "consumer",
    lang: "ar",
    kind: "verify-email",
    code: "619442",
    link: "https://app.jisr-remit.example.com/ar/verify-email?uid=u_5521908&code=619442&sig=b7e2c1",
    from: "جسر <no-reply@jisr-remit.example.com>",
    to: LINA,
    subject: "أكّدي بريدك الإلكتروني لإكمال التسجيل في جسر",
    date: "Wed, 07 Oct 2026 12:40:31 +0300",
    text: `أهلاً بك في جسر!

لإكمال إنشاء حسابك وبدء إرسال الأموال، أكّدي بريدك الإلكتروني بالضغط على الرابط:
https://app.jisr-remit.example.com/ar/verify-email?uid=u_5521908&code=619442&sig=b7e2c1

أو أدخلي رمز التحقق التالي في التطبيق: 619442

الرابط والرمز صالحان لمدة ساعة واحدة.

بعد التأكيد سنطلب منك صورة عن الهوية الشخصية لاستكمال التحقق من الهوية (KYC).

فريق جسر - الدعم: 065114400`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#eef4ff;font-family:Tahoma,Arial;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 0;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:24px 28px 0;text-align:right;"><img src="https://static.jisr-remit.example.com/email/jisr-logo-ar.png" alt="جسر" height="30"></td></tr>
<tr><td style="padding:18px 28px;font-size:15px;color:#1f2a44;line-height:1.8;text-align:right;">
<h2 style="margin:0 0 8px;">أهلاً بك في جسر!</h2>
<p>لإكمال إنشاء حسابك وبدء إرسال الأموال، أكّدي بريدك الإلكتروني:</p>
<p style="text-align:center;margin:22px 0;"><a href="https://app.jisr-remit.example.com/ar/verify-email?uid=u_5521908&amp;code=619442&amp;sig=b7e2c1" style="background:#2351e0;color:#fff;padding:12px 34px;border-radius:8px;text-decoration:none;font-weight:bold;">تأكيد البريد الإلكتروني</a></p>
<p>أو أدخلي رمز التحقق التالي في التطبيق:</p>
<p style="text-align:center;font-size:28px;font-weight:700;letter-spacing:6px;color:#2351e0;" dir="ltr">619442</p>
<p style="font-size:13px;color:#666;">الرابط والرمز صالحان لمدة ساعة واحدة.<br>بعد التأكيد سنطلب منك صورة عن الهوية الشخصية لاستكمال التحقق من الهوية (KYC).</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f6f8fc;font-size:11px;color:#8a93a6;border-radius:0 0 14px 14px;">فريق جسر - الدعم: <span dir="ltr">06 511 4400</span></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Nèfle (Karim's neobank in France)
  {
    family: "nefle-banque",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "734219",
    link: null,
    from: "Nèfle <securite@nefle.example.fr>",
    to: KARIM,
    subject: "Votre code de connexion Nèfle",
    date: "Tue, 06 Oct 2026 08:12:55 +0200",
    enc: "qp",
    text: `Bonjour Karim,

Voici votre code pour vous connecter à Nèfle depuis un nouveau navigateur (Firefox, Windows) :

734 219

Ce code est valable 10 minutes. Ne le communiquez jamais, même à un conseiller Nèfle.

Ce n'est pas vous ? Bloquez l'accès à votre compte depuis l'application, rubrique Sécurité, ou appelez le 01 84 60 22 22.

Nèfle - établissement de monnaie électronique agréé par l'ACPR
18 rue de la Charité, 69002 Lyon`,
    html: `<html lang="fr"><body style="margin:0;background:#fbf6ef;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 0;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;">
<tr><td style="padding:26px 30px 6px;"><img src="https://assets.nefle.example.fr/mail/nefle-wordmark.png" alt="Nèfle" height="26"></td></tr>
<tr><td style="padding:14px 30px;font-size:15px;color:#2b2118;line-height:1.6;">
<p>Bonjour Karim,</p>
<p>Voici votre code pour vous connecter à Nèfle depuis un nouveau navigateur (Firefox, Windows)&nbsp;:</p>
<p style="text-align:center;margin:20px 0;"><span style="font-size:34px;font-weight:700;letter-spacing:4px;color:#e0782b;">734&nbsp;219</span></p>
<p>Ce code est valable 10 minutes. Ne le communiquez jamais, même à un conseiller Nèfle.</p>
<p style="font-size:13px;color:#7b6e62;">Ce n'est pas vous&nbsp;? Bloquez l'accès à votre compte depuis l'application, rubrique Sécurité, ou appelez le 01 84 60 22 22.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#a89a8c;">Nèfle &ndash; établissement de monnaie électronique agréé par l'ACPR<br>18 rue de la Charité, 69002 Lyon &middot; <a href="https://nefle.example.fr/confidentialite" style="color:#a89a8c;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "nefle-banque",
    group: "consumer",
    lang: "fr",
    kind: "card-payment",
    code: null,
    link: null,
    from: "Nèfle <notifications@nefle.example.fr>",
    to: KARIM,
    subject: "Paiement de 38,90 € chez CROUS Mâcon",
    date: "Thu, 01 Oct 2026 12:47:03 +0200",
    text: `Paiement par carte

38,90 € - CROUS Mâcon - Resto U Lamartine
Carte •••• 5518 - 01/10/2026 à 12:46

Solde disponible : 612,47 €

Vous pouvez retrouver ce paiement dans l'onglet Opérations de l'application.
Paiement inconnu ? Faites opposition immédiatement depuis l'application.

Nèfle`,
    html: `<html lang="fr"><body style="margin:0;background:#fbf6ef;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 0;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;">
<tr><td style="padding:24px 28px 0;"><img src="https://assets.nefle.example.fr/mail/nefle-wordmark.png" alt="Nèfle" height="24"></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;color:#2b2118;">
<div style="font-size:12px;color:#7b6e62;text-transform:uppercase;">Paiement par carte</div>
<div style="font-size:30px;font-weight:700;margin:6px 0;">&minus;38,90&nbsp;&euro;</div>
<div>CROUS Mâcon &ndash; Resto U Lamartine</div>
<div style="color:#7b6e62;font-size:13px;">Carte •••• 5518 &middot; 01/10/2026 à 12:46</div>
<hr style="border:none;border-top:1px solid #eee;margin:16px 0;">
<div>Solde disponible&nbsp;: <b>612,47&nbsp;&euro;</b></div>
<p style="font-size:12px;color:#7b6e62;">Paiement inconnu&nbsp;? Faites opposition immédiatement depuis l'application.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#a89a8c;">Nèfle &middot; 18 rue de la Charité, 69002 Lyon</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Glycine Mobile (Karim's French operator)
  {
    family: "glycine-mobile",
    group: "consumer",
    lang: "fr",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Glycine Mobile <facture@glycine-mobile.example.fr>",
    to: KARIM,
    subject: "Votre facture Glycine d'octobre : 9,99 €",
    date: "Mon, 05 Oct 2026 06:00:00 +0200",
    enc: "b64",
    text: `Bonjour Karim,

Votre facture du mois d'octobre est disponible dans votre Espace Client.

Ligne : 07 68 •• •• 41
Forfait : Glycine 100 Go - 9,99 €/mois
Hors forfait : 0,00 €
Montant total : 9,99 € TTC
Prélèvement prévu le 08/10/2026 sur le compte FR76 •••• 4102

Bon à savoir : les appels vers la Jordanie et le Liban sont inclus dans l'option Monde à 2 €/mois.

Glycine Mobile - 40 avenue Jean Jaurès, 69007 Lyon - SAS au capital de 100 000 €
Pour ne plus recevoir nos offres : https://www.glycine-mobile.example.fr/preferences`,
    html: `<html lang="fr"><body style="margin:0;background:#f3effa;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#7e57c2;padding:18px 24px;color:#fff;font-size:22px;font-weight:bold;"><img src="https://www.glycine-mobile.example.fr/img/fleur.png" alt="" width="26" style="vertical-align:middle;"> Glycine</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.6;">
<p>Bonjour Karim,</p>
<p>Votre facture du mois d'octobre est disponible dans votre <a href="https://espace.glycine-mobile.example.fr/factures" style="color:#7e57c2;">Espace Client</a>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e6e0f3;">
<tr><td>Ligne</td><td align="right">07 68 •• •• 41</td></tr>
<tr><td>Forfait</td><td align="right">Glycine 100 Go &ndash; 9,99 €/mois</td></tr>
<tr><td>Hors forfait</td><td align="right">0,00 €</td></tr>
<tr style="background:#f3effa;"><td><b>Montant total</b></td><td align="right"><b>9,99 € TTC</b></td></tr>
<tr><td colspan="2" style="color:#777;">Prélèvement prévu le 08/10/2026 sur le compte FR76 •••• 4102</td></tr>
</table>
<p style="background:#fff8e6;padding:10px;font-size:13px;">Bon à savoir&nbsp;: les appels vers la Jordanie et le Liban sont inclus dans l'option Monde à 2&nbsp;€/mois.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f6f6f6;font-size:11px;color:#888;">Glycine Mobile &ndash; 40 avenue Jean Jaurès, 69007 Lyon &ndash; SAS au capital de 100 000 €<br><a href="https://www.glycine-mobile.example.fr/preferences" style="color:#888;">Gérer mes préférences</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Hayk bookshop (Bourj Hammoud, Armenian)
  {
    family: "hayk-grakhanut",
    group: "regional",
    lang: "hy",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Հայկ Գրատուն <orders@haykbooks.example.lb>",
    to: LINA,
    subject: "Ձեր պատվերը №HB-10382 ճանապարհին է",
    date: "Tue, 13 Oct 2026 11:20:00 +0300",
    enc: "qp",
    text: `Հարգելի Լինա,

Ձեր պատվերը №HB-10382 ուղարկվել է։

- «Հին աստվածներ», Լևոն Շանթ - 1 օրինակ
- Հայերեն այբբենարան երեխաների համար - 2 օրինակ

Ընդհանուր՝ 34 USD (ներառյալ առաքումը Ամման՝ 12 USD)
Առաքման ծառայություն՝ Aramex, հետևման համար համար՝ 40781223590
Սպասվող առաքում՝ 16-20 հոկտեմբեր

Շնորհակալություն, որ ընտրել եք մեզ։
Հայկ Գրատուն - Պուրճ Համուտ, Մարաշ փողոց, Բեյրութ
Հեռ.՝ +961 1 268 440`,
    html: `<html lang="hy"><body style="margin:0;background:#f7f3ea;font-family:'Noto Sans Armenian',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e7dcc6;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #d35400;"><img src="https://haykbooks.example.lb/img/logo.png" alt="Հայկ Գրատուն" height="40"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:1.7;">
<p>Հարգելի Լինա,</p>
<p>Ձեր պատվերը <b>№HB-10382</b> ուղարկվել է։</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>«Հին աստվածներ», Լևոն Շանթ</td><td align="right">× 1</td></tr>
<tr><td>Հայերեն այբբենարան երեխաների համար</td><td align="right">× 2</td></tr>
<tr style="border-top:1px solid #eee;"><td><b>Ընդհանուր</b> (ներառյալ առաքումը Ամման՝ 12 USD)</td><td align="right"><b>34 USD</b></td></tr>
</table>
<p>Առաքման ծառայություն՝ Aramex, հետևման համար համար՝ <a href="https://www.aramex.example.com/track?ShipmentNumber=40781223590">40781223590</a><br>Սպասվող առաքում՝ 16-20 հոկտեմբեր</p>
<p>Շնորհակալություն, որ ընտրել եք մեզ։</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f7f3ea;font-size:11px;color:#8a7b62;">Հայկ Գրատուն &middot; Պուրճ Համուտ, Մարաշ փողոց, Բեյրութ &middot; +961 1 268 440</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Galata Suites (Istanbul stopover)
  {
    family: "galata-suites",
    group: "consumer",
    lang: "tr",
    kind: "reservation-confirmed",
    code: null,
    link: null,
    from: "Galata Suites <rezervasyon@galatasuites.example.com.tr>",
    to: RAMI,
    subject: "Rezervasyonunuz onaylandı - GS-2611-4827",
    date: "Wed, 30 Sep 2026 15:44:21 +0300",
    enc: "b64",
    text: `Sayın Rami Haddad,

Galata Suites'i tercih ettiğiniz için teşekkür ederiz. Rezervasyonunuz onaylanmıştır.

Rezervasyon no: GS-2611-4827
Giriş: 14 Kasım 2026 Cumartesi, 14:00'ten itibaren
Çıkış: 16 Kasım 2026 Pazartesi, 12:00'ye kadar
Oda: Deluxe Boğaz Manzaralı, 2 yetişkin
Toplam: 268 EUR (kahvaltı dahil, konaklama vergisi hariç)
Ödeme: otelde

Ücretsiz iptal: 11 Kasım 2026, 23:59'a kadar.
Havalimanı transferi için resepsiyonu arayabilirsiniz: +90 212 245 18 60

Adres: Şahkulu Mah. Galip Dede Cad. No: 41, 34421 Beyoğlu / İstanbul

Galata Suites`,
    html: `<html lang="tr"><body style="margin:0;background:#f2ede8;font-family:Georgia,'Times New Roman',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://galatasuites.example.com.tr/mail/header-tower.jpg" alt="Galata Suites" width="600" style="display:block;"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;color:#333;line-height:1.7;">
<p>Sayın Rami Haddad,</p>
<p>Galata Suites'i tercih ettiğiniz için teşekkür ederiz. Rezervasyonunuz onaylanmıştır.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #e5ddd3;">
<tr><td style="background:#faf6f1;">Rezervasyon no</td><td><b>GS-2611-4827</b></td></tr>
<tr><td style="background:#faf6f1;">Giriş</td><td>14 Kasım 2026 Cumartesi, 14:00'ten itibaren</td></tr>
<tr><td style="background:#faf6f1;">Çıkış</td><td>16 Kasım 2026 Pazartesi, 12:00'ye kadar</td></tr>
<tr><td style="background:#faf6f1;">Oda</td><td>Deluxe Boğaz Manzaralı, 2 yetişkin</td></tr>
<tr><td style="background:#faf6f1;">Toplam</td><td>268 EUR (kahvaltı dahil, konaklama vergisi hariç) &ndash; ödeme otelde</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:13px;">Ücretsiz iptal: 11 Kasım 2026, 23:59'a kadar.<br>Havalimanı transferi için resepsiyonu arayabilirsiniz: +90 212 245 18 60</p>
<p style="font-family:Arial,sans-serif;font-size:13px;"><a href="https://maps.example.com/?q=Galata+Suites+Beyoglu" style="color:#8b5a2b;">Şahkulu Mah. Galip Dede Cad. No: 41, 34421 Beyoğlu / İstanbul</a></p>
</td></tr>
<tr><td style="padding:14px 30px;background:#3a2e25;color:#cbbba8;font-family:Arial,sans-serif;font-size:11px;">Galata Suites &middot; <a href="https://galatasuites.example.com.tr" style="color:#fff;">galatasuites.example.com.tr</a> &middot; <a href="https://www.instagram.com/galatasuites.example" style="color:#fff;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Rheinbrücke Carsharing (Karim, Strasbourg/Kehl)
  {
    family: "rheinbruecke-carsharing",
    group: "consumer",
    lang: "de",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Rheinbrücke Carsharing <fahrten@rheinbruecke-carsharing.example.de>",
    to: KARIM,
    subject: "Deine Fahrt am 11.10.2026 - Rechnung RB-26-118420",
    date: "Sun, 11 Oct 2026 19:02:37 +0200",
    enc: "qp",
    text: `Hallo Karim,

danke, dass du mit Rheinbrücke Carsharing unterwegs warst.

Fahrzeug: VW ID.3 (OG-RB 214E)
Start: Kehl Bahnhof, 11.10.2026 09:12
Ende: Kehl Bahnhof, 11.10.2026 17:48
Dauer: 8 Std. 36 Min. - Tagespreis angewendet
Strecke: 164 km

Tagespreis: 49,00 EUR
Kilometer (64 km über Freikontingent x 0,19 EUR): 12,16 EUR
Studierendenrabatt 10 %: -6,12 EUR
Gesamt (inkl. 19 % MwSt.): 55,04 EUR
Abgebucht von: Mastercard •••• 5518

Die Rechnung RB-26-118420 findest du auch in der App unter "Fahrten".

Gute Fahrt!
Dein Rheinbrücke-Team
Rheinbrücke Carsharing GmbH, Hauptstraße 88, 77694 Kehl - HRB 711203 - Service: +49 7851 94 20 00`,
    html: `<html lang="de"><body style="margin:0;background:#eef5f1;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:20px 24px;background:#0a8f5a;border-radius:8px 8px 0 0;"><img src="https://rheinbruecke-carsharing.example.de/mail/logo-weiss.png" alt="Rheinbrücke Carsharing" height="28"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#222;line-height:1.6;">
<p>Hallo Karim,</p>
<p>danke, dass du mit Rheinbrücke Carsharing unterwegs warst.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#666;">Fahrzeug</td><td>VW ID.3 (OG-RB 214E)</td></tr>
<tr><td style="color:#666;">Start</td><td>Kehl Bahnhof, 11.10.2026 09:12</td></tr>
<tr><td style="color:#666;">Ende</td><td>Kehl Bahnhof, 11.10.2026 17:48</td></tr>
<tr><td style="color:#666;">Dauer</td><td>8 Std. 36 Min. &ndash; Tagespreis angewendet</td></tr>
<tr><td style="color:#666;">Strecke</td><td>164 km</td></tr>
</table>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;margin-top:10px;">
<tr><td>Tagespreis</td><td align="right">49,00 EUR</td></tr>
<tr><td>Kilometer (64 km &times; 0,19 EUR)</td><td align="right">12,16 EUR</td></tr>
<tr><td>Studierendenrabatt 10&nbsp;%</td><td align="right">&minus;6,12 EUR</td></tr>
<tr><td><b>Gesamt (inkl. 19&nbsp;% MwSt.)</b></td><td align="right"><b>55,04 EUR</b></td></tr>
<tr><td colspan="2" style="color:#666;">Abgebucht von: Mastercard •••• 5518</td></tr>
</table>
<p>Die Rechnung RB-26-118420 findest du auch in der App unter &bdquo;Fahrten&ldquo;.</p>
<p>Gute Fahrt!<br>Dein Rheinbrücke-Team</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f7f5;font-size:11px;color:#777;border-radius:0 0 8px 8px;">Rheinbrücke Carsharing GmbH &middot; Hauptstraße 88, 77694 Kehl &middot; HRB 711203 &middot; Service: +49 7851 94 20 00<br>
<a href="https://rheinbruecke-carsharing.example.de/agb" style="color:#777;">AGB</a> &middot; <a href="https://rheinbruecke-carsharing.example.de/datenschutz" style="color:#777;">Datenschutz</a> &middot; <a href="https://rheinbruecke-carsharing.example.de/impressum" style="color:#777;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Scuola Lingua Tufo (Karim's summer course, Orvieto)
  {
    family: "scuola-lingua-tufo",
    group: "consumer",
    lang: "it",
    kind: "verify-email",
    code: null,
    link: "https://iscrizioni.scuolatufo.example.it/conferma-email?k=7f3a90c2d1e84b56a0c3&corso=INT-B1-2027",
    from: "Scuola di Lingua Il Tufo <iscrizioni@scuolatufo.example.it>",
    to: KARIM,
    subject: "Conferma il tuo indirizzo email per completare la preiscrizione",
    date: "Wed, 21 Oct 2026 18:26:40 +0200",
    text: `Ciao Karim,

grazie per esserti preiscritto al corso "Italiano intensivo B1" (5-30 luglio 2027) presso la Scuola di Lingua Il Tufo di Orvieto.

Per completare la preiscrizione, conferma il tuo indirizzo email:
https://iscrizioni.scuolatufo.example.it/conferma-email?k=7f3a90c2d1e84b56a0c3&corso=INT-B1-2027

Il link resta valido per 7 giorni. Dopo la conferma riceverai il test di livello online e le istruzioni per il versamento dell'acconto di 150 €.

A presto!
Segreteria - Scuola di Lingua Il Tufo
Via della Cava 12, 05018 Orvieto (TR) - tel. +39 0763 34 12 90`,
    html: `<html lang="it"><body style="margin:0;background:#f6f1e7;font-family:Verdana,Geneva,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 26px;background:#b5651d;"><img src="https://www.scuolatufo.example.it/img/logo-bianco.png" alt="Scuola di Lingua Il Tufo" height="38"></td></tr>
<tr><td style="padding:24px 26px;font-size:13px;color:#333;line-height:1.7;">
<p>Ciao Karim,</p>
<p>grazie per esserti preiscritto al corso <b>&laquo;Italiano intensivo B1&raquo;</b> (5&ndash;30 luglio 2027) presso la Scuola di Lingua Il Tufo di Orvieto.</p>
<p>Per completare la preiscrizione, conferma il tuo indirizzo email:</p>
<p style="text-align:center;margin:22px 0;"><a href="https://iscrizioni.scuolatufo.example.it/conferma-email?k=7f3a90c2d1e84b56a0c3&amp;corso=INT-B1-2027" style="background:#b5651d;color:#fff;padding:11px 28px;text-decoration:none;">Conferma email</a></p>
<p>Il link resta valido per 7 giorni. Dopo la conferma riceverai il test di livello online e le istruzioni per il versamento dell'acconto di 150&nbsp;&euro;.</p>
<p>A presto!<br>Segreteria &ndash; Scuola di Lingua Il Tufo</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#efe6d6;font-size:10px;color:#7a6a55;">Via della Cava 12, 05018 Orvieto (TR) &middot; tel. +39 0763 34 12 90 &middot; P.IVA 01583920553<br><a href="https://www.scuolatufo.example.it/privacy" style="color:#7a6a55;">Informativa privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Alquiler Solana (flat-hunting site, Spanish)
  {
    family: "alquiler-solana",
    group: "consumer",
    lang: "es",
    kind: "new-message",
    code: null,
    link: null,
    from: "Solana Alquileres <avisos@solana-alquiler.example.es>",
    to: KARIM,
    subject: "Tienes un mensaje nuevo sobre el piso en calle Ruzafa, Valencia",
    date: "Mon, 19 Oct 2026 10:33:12 +0200",
    enc: "8bit",
    text: `Hola Karim:

Carmen (propietaria) ha respondido a tu consulta sobre el anuncio 88412973:
Habitación en piso compartido - calle Ruzafa, 46004 Valencia - 420 €/mes, gastos incluidos

"Hola Karim, la habitación está libre desde el 1 de febrero. Se pide una fianza de un mes. Si quieres podemos hacer una videollamada esta semana."

Responde desde la app o desde tu bandeja de mensajes en la web:
https://www.solana-alquiler.example.es/mensajes/conv/55190247

Consejo de seguridad: nunca envíes dinero por adelantado sin haber visto el piso ni firmado un contrato.

Solana Alquileres - Gran Vía Marqués del Turia 31, 46005 Valencia
Dejar de recibir estos avisos: https://www.solana-alquiler.example.es/preferencias`,
    html: `<html lang="es"><body style="margin:0;background:#fff8ef;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;border:1px solid #f1e2cc;">
<tr><td style="padding:18px 24px;"><img src="https://www.solana-alquiler.example.es/static/mail/solana-logo.png" alt="Solana Alquileres" height="30"></td></tr>
<tr><td style="padding:0 24px 20px;font-size:14px;color:#333;line-height:1.6;">
<p>Hola Karim:</p>
<p><b>Carmen</b> (propietaria) ha respondido a tu consulta sobre el anuncio 88412973:</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #eee;border-radius:6px;"><tr>
<td width="120"><img src="https://img.solana-alquiler.example.es/anuncios/88412973/1_thumb.jpg" alt="Foto del piso" width="120" style="display:block;border-radius:6px 0 0 6px;"></td>
<td style="padding:10px;font-size:13px;">Habitación en piso compartido<br>calle Ruzafa, 46004 Valencia<br><b>420 €/mes</b>, gastos incluidos</td></tr></table>
<blockquote style="margin:16px 0;padding:10px 14px;background:#f7f7f7;border-left:3px solid #f5a623;font-style:italic;">Hola Karim, la habitación está libre desde el 1 de febrero. Se pide una fianza de un mes. Si quieres podemos hacer una videollamada esta semana.</blockquote>
<p style="text-align:center;"><a href="https://www.solana-alquiler.example.es/mensajes/conv/55190247" style="background:#f5a623;color:#fff;padding:10px 26px;border-radius:20px;text-decoration:none;font-weight:bold;">Responder</a></p>
<p style="font-size:12px;color:#888;">Consejo de seguridad: nunca envíes dinero por adelantado sin haber visto el piso ni firmado un contrato.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#faf3e8;font-size:11px;color:#999;border-radius:0 0 8px 8px;">Solana Alquileres &middot; Gran Vía Marqués del Turia 31, 46005 Valencia<br><a href="https://www.solana-alquiler.example.es/preferencias" style="color:#999;">Dejar de recibir estos avisos</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Akti Kyprou Hotel (Larnaca)
  {
    family: "akti-kyprou-hotel",
    group: "consumer",
    lang: "el",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Akti Kyprou Hotel <kratiseis@aktikyprou.example.com.cy>",
    to: LINA,
    subject: "Επιβεβαίωση κράτησης αρ. AK-50917",
    date: "Fri, 16 Oct 2026 13:58:09 +0300",
    html: null,
    text: `Αγαπητή κυρία Haddad,

Σας ευχαριστούμε για την κράτησή σας στο Akti Kyprou Hotel. Με χαρά επιβεβαιώνουμε τα παρακάτω:

Αριθμός κράτησης: AK-50917
Άφιξη: Πέμπτη 24 Δεκεμβρίου 2026 (από τις 15:00)
Αναχώρηση: Κυριακή 27 Δεκεμβρίου 2026 (έως τις 11:00)
Δωμάτιο: Οικογενειακό με θέα θάλασσα - 2 ενήλικες, 2 παιδιά
Διατροφή: Πρωινό
Σύνολο: 585,00 EUR (η προκαταβολή 175,50 EUR χρεώθηκε στην κάρτα •••• 9023)

Το χριστουγεννιάτικο δείπνο της 24ης Δεκεμβρίου δεν περιλαμβάνεται (45 EUR ανά ενήλικα, 20 EUR ανά παιδί).

Δωρεάν ακύρωση έως 10 Δεκεμβρίου 2026.

Με εκτίμηση,
Ελένη Χριστοδούλου
Τμήμα Κρατήσεων
Akti Kyprou Hotel - Λεωφόρος Αθηνών 56, 6022 Λάρνακα, Κύπρος
Τηλ. +357 24 81 22 00`,
  },
  // ------------------------------------------------------------ Chitalnya (Russian-language e-book store)
  {
    family: "chitalnya-online",
    group: "consumer",
    lang: "ru",
    kind: "purchase-receipt",
    code: null,
    link: null,
    from: "Читальня <shop@chitalnya.example.com>",
    to: LINA,
    subject: "Спасибо за покупку! Заказ № 7204419",
    date: "Sun, 04 Oct 2026 22:15:48 +0300",
    enc: "b64",
    text: `Здравствуйте, Лина!

Спасибо за покупку в Читальне. Книги уже добавлены на вашу полку и доступны во всех приложениях.

Заказ № 7204419 от 04.10.2026
- Людмила Улицкая, «Зелёный шатёр» (EPUB) - 4,99 USD
- Аудиокнига «Мастер и Маргарита», читает А. Филиппенко - 7,49 USD
Скидка по программе лояльности: -1,25 USD
Итого: 11,23 USD
Оплачено картой Visa •••• 9023

Начислено бонусов: 112. Ваш бонусный баланс: 860.

Читать в браузере: https://chitalnya.example.com/shelf
Служба поддержки: help@chitalnya.example.com

С уважением,
команда Читальни`,
    html: `<html lang="ru"><body style="margin:0;background:#f5f2ec;font-family:'PT Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 26px;border-bottom:1px solid #eee;"><img src="https://chitalnya.example.com/static/mail/logo.png" alt="Читальня" height="32"></td></tr>
<tr><td style="padding:22px 26px;font-size:14px;color:#2c2c2c;line-height:1.6;">
<p>Здравствуйте, Лина!</p>
<p>Спасибо за покупку в Читальне. Книги уже добавлены на вашу полку и доступны во всех приложениях.</p>
<p style="color:#888;">Заказ № 7204419 от 04.10.2026</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;">
<tr><td width="60"><img src="https://chitalnya.example.com/covers/118230/small.jpg" alt="Зелёный шатёр" width="48"></td><td>Людмила Улицкая, «Зелёный шатёр» (EPUB)</td><td align="right">4,99 USD</td></tr>
<tr><td><img src="https://chitalnya.example.com/covers/40011/small.jpg" alt="Мастер и Маргарита" width="48"></td><td>Аудиокнига «Мастер и Маргарита», читает А. Филиппенко</td><td align="right">7,49 USD</td></tr>
<tr><td></td><td>Скидка по программе лояльности</td><td align="right">&minus;1,25 USD</td></tr>
<tr style="border-top:1px solid #eee;"><td></td><td><b>Итого</b></td><td align="right"><b>11,23 USD</b></td></tr>
</table>
<p style="font-size:12px;color:#888;">Оплачено картой Visa •••• 9023. Начислено бонусов: 112. Ваш бонусный баланс: 860.</p>
<p><a href="https://chitalnya.example.com/shelf" style="background:#2e6b4f;color:#fff;padding:10px 24px;text-decoration:none;border-radius:4px;">Читать в браузере</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f5f2ec;font-size:11px;color:#999;">Служба поддержки: <a href="mailto:help@chitalnya.example.com" style="color:#999;">help@chitalnya.example.com</a> &middot; <a href="https://chitalnya.example.com/unsubscribe?e=l.haddad" style="color:#999;">Отписаться от рассылки</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];
