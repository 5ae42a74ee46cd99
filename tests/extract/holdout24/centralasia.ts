/**
 * The inbox of a student with a part-time job who lives between Kazakhstan, Uzbekistan and
 * Kyrgyzstan: banks, wallets, a marketplace, taxi and delivery apps, a university, exam centres, an
 * e-government portal, a mobile operator, an airline, railways, streaming, a freelance platform and
 * a crypto exchange, in Kazakh, Uzbek, Kyrgyz, Russian, English and a few other languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

/** A bare html document around a body, with a hidden preheader. */
function doc(lang: string, title: string, pre: string, body: string, bg = "#f2f4f7"): string {
  return `<!DOCTYPE html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style type="text/css">
  body { margin:0; padding:0; -webkit-text-size-adjust:100%; }
  table, td { border-collapse:collapse; mso-table-lspace:0pt; mso-table-rspace:0pt; }
  img { border:0; outline:none; text-decoration:none; }
  @media only screen and (max-width:600px) { .wrap { width:100% !important; } .px { padding-left:16px !important; padding-right:16px !important; } }
</style>
</head>
<body style="margin:0;padding:0;background-color:${bg};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${bg};">${pre}&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</div>
${body}
</body>
</html>`;
}

/** One table cell per character of a code. */
function digit_cells(code: string, color: string, border: string): string {
  return [...code].map((ch) =>
    `<td style="width:44px;height:54px;border:1px solid ${border};border-radius:8px;font-family:Consolas,'Courier New',monospace;font-size:28px;font-weight:700;color:${color};text-align:center;">${ch}</td><td style="width:8px;"></td>`
  ).join("\n");
}

/** A bulletproof button. */
function button(href: string, label: string, bg: string, color = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr>
<td align="center" bgcolor="${bg}" style="border-radius:6px;">
<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="${href}" style="height:46px;v-text-anchor:middle;width:260px;" arcsize="12%" stroke="f" fillcolor="${bg}"><center><![endif]-->
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:${color};text-decoration:none;border-radius:6px;">${label}</a>
<!--[if mso]></center></v:roundrect><![endif]-->
</td></tr></table>`;
}

/** App-store badges row. */
function badges(
  ios: string,
  android: string,
  alt_ios = "Download on the App Store",
  alt_android = "Get it on Google Play",
): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr>
<td style="padding:0 6px;"><a href="${ios}"><img src="https://static.mailassets.net/badges/app-store-black.png" width="120" height="40" alt="${alt_ios}"></a></td>
<td style="padding:0 6px;"><a href="${android}"><img src="https://static.mailassets.net/badges/google-play-black.png" width="135" height="40" alt="${alt_android}"></a></td>
</tr></table>`;
}

// ---------------------------------------------------------------- shanyraq-bank (Kazakhstan)

const SHANYRAQ_FOOT_KK =
  `<tr><td class="px" style="padding:24px 40px;background:#0e2a47;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#9fb3c8;">
АҚ «Shanyraq Bank», Алматы қ., Әл-Фараби даңғылы, 77/7, 050040.<br>
Қолдау қызметі: <a href="tel:7575" style="color:#ffffff;">7575</a> (ұялы телефоннан тегін), +7 727 355 75 75.<br>
ҚР ҚНРДА лицензиясы № 1.2.41/225 · © 2026 Shanyraq Bank<br>
<a href="https://shanyraqbank.kz/kk/privacy" style="color:#9fb3c8;">Құпиялылық саясаты</a> ·
<a href="https://shanyraqbank.kz/kk/security" style="color:#9fb3c8;">Қауіпсіздік кеңестері</a>
</td></tr>`;

const shanyraq: Mail[] = [
  {
    family: "shanyraq-bank",
    group: "regional",
    lang: "kk",
    kind: "login-code",
    code: "518204",
    link: null,
    from: "Shanyraq Bank <noreply@notify.shanyraqbank.kz>",
    subject: "Shanyraq Online: кіруге арналған код",
    date: "Tue, 01 Sep 2026 08:41:17 +0500",
    enc: "b64",
    text: `Сәлеметсіз бе, Әлия!

Shanyraq Online жүйесіне веб-браузер арқылы кіру әрекеті жасалды.

Растау коды: 518 204

Код 5 минут ішінде жарамды. Кодты ешкімге айтпаңыз — банк қызметкерлері оны ешқашан сұрамайды.

Егер сіз кірмеген болсаңыз, 7575 нөміріне қоңырау шалыңыз.

Құрметпен,
Shanyraq Bank
АҚ «Shanyraq Bank», Алматы қ., Әл-Фараби даңғылы, 77/7`,
    html: doc(
      "kk",
      "Кіру коды",
      "Растау коды 5 минут ішінде жарамды",
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f4f7"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td class="px" style="padding:24px 40px;border-bottom:3px solid #f0b429;"><img src="https://shanyraqbank.kz/mail/logo-shanyraq.png" width="148" height="36" alt="Shanyraq Bank"></td></tr>
<tr><td class="px" style="padding:32px 40px 8px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#1f2933;">
<p style="margin:0 0 12px;">Сәлеметсіз бе, Әлия!</p>
<p style="margin:0 0 20px;">Shanyraq Online жүйесіне веб-браузер арқылы кіру әрекеті жасалды. Кіруді аяқтау үшін мына кодты енгізіңіз:</p>
</td></tr>
<tr><td align="center" style="padding:0 40px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
${digit_cells("518204", "#0e2a47", "#c5d0dc")}
</tr></table>
</td></tr>
<tr><td class="px" style="padding:16px 40px 28px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#52606d;">
Код <b>5 минут</b> ішінде жарамды. Кодты ешкімге айтпаңыз — банк қызметкерлері оны ешқашан сұрамайды.<br><br>
Егер сіз кірмеген болсаңыз, бірден <a href="tel:7575" style="color:#0e2a47;">7575</a> нөміріне қоңырау шалыңыз.
</td></tr>
${SHANYRAQ_FOOT_KK}
</table>
</td></tr></table>`,
    ),
  },
  {
    family: "shanyraq-bank",
    group: "regional",
    lang: "ru",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Shanyraq Bank <receipts@notify.shanyraqbank.kz>",
    subject: "Квитанция об оплате № 4471-0925-8812",
    date: "Fri, 04 Sep 2026 19:02:55 +0500",
    enc: "qp",
    text: `Квитанция об оплате

Получатель: ТОО «Алма-ТВ» (интернет и ТВ)
Лицевой счёт: 0072 1149 3
Сумма: 7 490,00 ₸
Комиссия: 0,00 ₸
Карта списания: Visa •••• 3318
Дата и время: 04.09.2026 19:02
Номер квитанции: 4471-0925-8812
Статус: Исполнено

Квитанцию можно скачать в приложении Shanyraq в разделе «Платежи» → «История».

АО «Shanyraq Bank», г. Алматы, пр. аль-Фараби, 77/7. Контакт-центр: 7575.`,
    html: doc(
      "ru",
      "Квитанция",
      "Оплата 7 490 ₸ — исполнено",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f4f7"><tr><td align="center" style="padding:20px 8px;">
<table class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #dde3ea;">
<tr><td style="padding:20px 32px;background:#0e2a47;"><img src="https://shanyraqbank.kz/mail/logo-shanyraq-white.png" width="132" height="32" alt="Shanyraq Bank"></td></tr>
<tr><td style="padding:28px 32px 6px;font-family:Arial,sans-serif;font-size:20px;font-weight:bold;color:#0e2a47;">Квитанция об оплате</td></tr>
<tr><td style="padding:0 32px 8px;font-family:Arial,sans-serif;font-size:30px;font-weight:bold;color:#1f2933;">7 490,00 ₸</td></tr>
<tr><td style="padding:8px 32px 24px;">
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:14px;color:#3e4c59;">
<tr><td style="color:#7b8794;width:45%;">Получатель</td><td>ТОО «Алма-ТВ» (интернет и ТВ)</td></tr>
<tr bgcolor="#f7f9fb"><td style="color:#7b8794;">Лицевой счёт</td><td>0072 1149 3</td></tr>
<tr><td style="color:#7b8794;">Комиссия</td><td>0,00 ₸</td></tr>
<tr bgcolor="#f7f9fb"><td style="color:#7b8794;">Карта списания</td><td>Visa •••• 3318</td></tr>
<tr><td style="color:#7b8794;">Дата и время</td><td>04.09.2026 19:02</td></tr>
<tr bgcolor="#f7f9fb"><td style="color:#7b8794;">Номер квитанции</td><td>4471-0925-8812</td></tr>
<tr><td style="color:#7b8794;">Статус</td><td style="color:#2f8132;font-weight:bold;">Исполнено</td></tr>
</table>
</td></tr>
<tr><td style="padding:0 32px 24px;font-family:Arial,sans-serif;font-size:13px;color:#7b8794;">Квитанцию можно скачать в приложении Shanyraq в разделе «Платежи» → «История».</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #dde3ea;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9aa5b1;">
АО «Shanyraq Bank», г. Алматы, пр. аль-Фараби, 77/7, 050040 · Контакт-центр 7575 · © 2026<br>
<a href="https://shanyraqbank.kz/ru/privacy" style="color:#9aa5b1;">Конфиденциальность</a> · <a href="https://shanyraqbank.kz/ru/notifications" style="color:#9aa5b1;">Настройки уведомлений</a>
</td></tr>
</table></td></tr></table>`,
      "#f2f4f7",
    ),
  },
  {
    family: "shanyraq-bank",
    group: "regional",
    lang: "en",
    kind: "new-sign-in",
    code: null,
    link: null,
    from: "Shanyraq Bank <security@notify.shanyraqbank.kz>",
    subject: "New sign-in to Shanyraq Online",
    date: "Mon, 21 Sep 2026 23:18:40 +0500",
    text: `Dear Aliya,

We noticed a new sign-in to your Shanyraq Online account.

Device: Chrome 129 on Windows 11
Location: Bishkek, Kyrgyzstan (approximate)
Time: 21 Sep 2026, 23:16 (Astana time)

If this was you, there is nothing else to do.

If you don't recognise this activity, block online access right away:
https://shanyraqbank.kz/en/security/block-access
or call 7575 (free from mobile phones in Kazakhstan), +7 727 355 75 75 from abroad.

Shanyraq Bank JSC, 77/7 Al-Farabi Ave, Almaty 050040, Kazakhstan`,
    html: doc(
      "en",
      "New sign-in",
      "Chrome on Windows 11 · Bishkek, Kyrgyzstan",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;">
<tr><td style="padding:24px 40px;border-bottom:3px solid #f0b429;"><img src="https://shanyraqbank.kz/mail/logo-shanyraq.png" width="148" height="36" alt="Shanyraq Bank"></td></tr>
<tr><td style="padding:28px 40px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1f2933;">
<p style="margin:0 0 14px;">Dear Aliya,</p>
<p style="margin:0 0 14px;">We noticed a new sign-in to your Shanyraq Online account.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:14px;color:#3e4c59;margin:0 0 16px;">
<tr><td style="color:#7b8794;">Device</td><td>Chrome 129 on Windows 11</td></tr>
<tr><td style="color:#7b8794;">Location</td><td>Bishkek, Kyrgyzstan (approximate)</td></tr>
<tr><td style="color:#7b8794;">Time</td><td>21 Sep 2026, 23:16 (Astana time)</td></tr>
</table>
<p style="margin:0 0 14px;">If this was you, there is nothing else to do.</p>
<p style="margin:0;">If you don't recognise this activity, <a href="https://shanyraqbank.kz/en/security/block-access" style="color:#c0392b;font-weight:bold;">block online access right away</a> or call <a href="tel:7575">7575</a>.</p>
</td></tr>
<tr><td style="padding:18px 40px;background:#0e2a47;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9fb3c8;">Shanyraq Bank JSC, 77/7 Al-Farabi Ave, Almaty 050040, Kazakhstan · +7 727 355 75 75 · © 2026</td></tr>
</table></td></tr></table>`,
    ),
  },
];

// ---------------------------------------------------------------- zarafshon-pay (Uzbekistan)

const zarafshon: Mail[] = [
  {
    family: "zarafshon-pay",
    group: "regional",
    lang: "uz",
    kind: "login-code",
    code: "730412",
    link: null,
    from: "Zarafshon Pay <no-reply@zarafshonpay.uz>",
    subject: "Tasdiqlash kodi",
    date: "Wed, 02 Sep 2026 11:07:03 +0500",
    html: null,
    text: `Zarafshon Pay: tasdiqlash kodi 730412.
Kodni hech kimga bermang, hatto Zarafshon Pay xodimlariga ham. Kod 3 daqiqa amal qiladi.

Agar siz yangi qurilmadan kirmagan bo'lsangiz, 1252 raqamiga qo'ng'iroq qiling.

--
"Zarafshon Pay" MChJ, Toshkent sh., Amir Temur ko'chasi, 108
Litsenziya: Markaziy bank, No 0041`,
  },
  {
    family: "zarafshon-pay",
    group: "regional",
    lang: "uz",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Zarafshon Pay <chek@zarafshonpay.uz>",
    subject: "To'lov amalga oshirildi: 25 000 so'm",
    date: "Thu, 10 Sep 2026 14:55:21 +0500",
    enc: "qp",
    text: `Hurmatli foydalanuvchi!

To'lovingiz muvaffaqiyatli amalga oshirildi.

Xizmat: Uzmobile — balansni to'ldirish
Telefon raqami: +998 97 ••• 41 26
Summa: 25 000 so'm
Komissiya: 0 so'm
Karta: Humo •••• 7790
Tranzaksiya ID: 8832107745
Sana: 10.09.2026 14:55

Cheklar ilovada "Tarix" bo'limida saqlanadi.

Zarafshon Pay | zarafshonpay.uz | Call-markaz: 1252`,
    html: doc(
      "uz",
      "To'lov cheki",
      "Uzmobile — 25 000 so'm, muvaffaqiyatli",
      `<center>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef7f3;"><tr><td align="center" style="padding:22px 10px;">
<table width="480" class="wrap" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:16px;">
<tr><td align="center" style="padding:26px 24px 6px;"><img src="https://cdn.zarafshonpay.uz/email/zp-logo.png" width="56" height="56" alt="Zarafshon Pay" style="border-radius:14px;"></td></tr>
<tr><td align="center" style="padding:6px 24px;font-family:'Segoe UI',Arial,sans-serif;font-size:14px;color:#5b6b63;">To'lov muvaffaqiyatli amalga oshirildi</td></tr>
<tr><td align="center" style="padding:4px 24px 18px;font-family:'Segoe UI',Arial,sans-serif;font-size:34px;font-weight:700;color:#0b7a52;">− 25 000 so'm</td></tr>
<tr><td style="padding:0 28px 20px;">
<table width="100%" cellpadding="7" cellspacing="0" border="0" style="font-family:'Segoe UI',Arial,sans-serif;font-size:14px;color:#23312a;border-top:1px dashed #cfe3da;">
<tr><td style="color:#7d8c85;">Xizmat</td><td align="right">Uzmobile — balansni to'ldirish</td></tr>
<tr><td style="color:#7d8c85;">Telefon raqami</td><td align="right">+998 97 ••• 41 26</td></tr>
<tr><td style="color:#7d8c85;">Komissiya</td><td align="right">0 so'm</td></tr>
<tr><td style="color:#7d8c85;">Karta</td><td align="right">Humo •••• 7790</td></tr>
<tr><td style="color:#7d8c85;">Tranzaksiya ID</td><td align="right">8832107745</td></tr>
<tr><td style="color:#7d8c85;">Sana</td><td align="right">10.09.2026 14:55</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:0 24px 22px;font-family:'Segoe UI',Arial,sans-serif;font-size:12px;color:#7d8c85;">Cheklar ilovada "Tarix" bo'limida saqlanadi.</td></tr>
</table>
<p style="font-family:'Segoe UI',Arial,sans-serif;font-size:11px;color:#8a9a92;margin:14px 0 0;">"Zarafshon Pay" MChJ · Toshkent sh., Amir Temur ko'chasi, 108 · Call-markaz: 1252<br>
<a href="https://zarafshonpay.uz/oferta" style="color:#8a9a92;">Ommaviy oferta</a> · <a href="https://t.me/zarafshonpay" style="color:#8a9a92;">Telegram</a></p>
</td></tr></table>
</center>`,
      "#eef7f3",
    ),
  },
  {
    family: "zarafshon-pay",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://zarafshonpay.uz/account/email/confirm?token=zp_e7Qm2LxV9aTn4Rk1cW8s",
    from: "Zarafshon Pay <no-reply@zarafshonpay.uz>",
    subject: "Confirm your e-mail address",
    date: "Sat, 12 Sep 2026 10:21:48 +0500",
    text: `Hi Aliya,

You added this e-mail address to your Zarafshon Pay profile. Please confirm it so that we can send you receipts and statements:

https://zarafshonpay.uz/account/email/confirm?token=zp_e7Qm2LxV9aTn4Rk1cW8s

The link is valid for 24 hours. If you didn't add this address, just ignore this message.

Zarafshon Pay LLC, 108 Amir Temur St, Tashkent, Uzbekistan · Call centre 1252`,
    html: doc(
      "en",
      "Confirm your e-mail",
      "One tap to start getting receipts by e-mail",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef7f3;"><tr><td align="center" style="padding:22px 10px;">
<table width="520" class="wrap" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:16px;">
<tr><td style="padding:26px 32px 0;"><img src="https://cdn.zarafshonpay.uz/email/zp-wordmark.png" width="150" height="30" alt="Zarafshon Pay"></td></tr>
<tr><td style="padding:20px 32px;font-family:'Segoe UI',Arial,sans-serif;font-size:15px;line-height:23px;color:#23312a;">
<h1 style="margin:0 0 12px;font-size:22px;">Confirm your e-mail address</h1>
<p style="margin:0 0 18px;">Hi Aliya, you added this e-mail address to your Zarafshon Pay profile. Please confirm it so that we can send you receipts and statements.</p>
${button("https://zarafshonpay.uz/account/email/confirm?token=zp_e7Qm2LxV9aTn4Rk1cW8s", "Confirm e-mail", "#0b7a52")}
<p style="margin:18px 0 0;font-size:13px;color:#7d8c85;">The link is valid for 24 hours. If you didn't add this address, just ignore this message.</p>
</td></tr>
<tr><td style="padding:0 32px 24px;">${
        badges(
          "https://apps.apple.com/uz/app/zarafshon-pay/id1588123410",
          "https://play.google.com/store/apps/details?id=uz.zarafshonpay.app",
        )
      }</td></tr>
</table>
<p style="font-family:'Segoe UI',Arial,sans-serif;font-size:11px;color:#8a9a92;">Zarafshon Pay LLC, 108 Amir Temur St, Tashkent · Call centre 1252</p>
</td></tr></table>`,
      "#eef7f3",
    ),
  },
];

// ---------------------------------------------------------------- bozor-tez marketplace

function bozor_page(lang: string, title: string, pre: string, inner: string, foot: string): string {
  return doc(
    lang,
    title,
    pre,
    `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fff5eb"><tr><td align="center" style="padding:16px 6px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:14px 20px;background:#ff6a13;border-radius:12px 12px 0 0;">
<a href="https://bozortez.com/?utm_source=email&utm_medium=trigger"><img src="https://img.bozortez.com/mail/logo-white.png" width="128" height="30" alt="Bozor Tez"></a>
</td></tr>
<tr><td bgcolor="#ffffff" style="padding:26px 28px;font-family:Roboto,Arial,sans-serif;font-size:15px;line-height:22px;color:#222;">
${inner}
</td></tr>
<tr><td bgcolor="#ffffff" style="padding:0 28px 22px;border-radius:0 0 12px 12px;">${
      badges(
        "https://bozortez.com/r/app-ios?utm_source=email",
        "https://bozortez.com/r/app-android?utm_source=email",
      )
    }</td></tr>
<tr><td style="padding:16px 20px;font-family:Roboto,Arial,sans-serif;font-size:11px;line-height:16px;color:#9a8b7e;" align="center">${foot}</td></tr>
</table></td></tr></table>`,
    "#fff5eb",
  );
}

const bozor: Mail[] = [
  {
    family: "bozor-tez",
    group: "regional",
    lang: "ru",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Bozor Tez <orders@bozortez.com>",
    subject: "Заказ № 20260914-55812 передан в доставку",
    date: "Mon, 14 Sep 2026 16:30:09 +0500",
    enc: "b64",
    text: `Здравствуйте, Алия!

Ваш заказ № 20260914-55812 собран и передан в службу доставки.

Состав заказа:
- Наушники беспроводные Soundcore Life Q30, 1 шт. — 389 000 сум
- Чехол для наушников, 1 шт. — 45 000 сум
Итого: 434 000 сум (оплачено картой Uzcard •••• 2204)

Пункт выдачи: г. Ташкент, Мирзо-Улугбекский р-н, ул. Буюк Ипак Йули, 41 (ПВЗ № 0318)
Ожидаемая дата: 16–17 сентября

Отследить заказ: https://bozortez.com/orders/20260914-55812/track?utm_source=email&utm_medium=trigger

Когда заказ прибудет в пункт выдачи, мы пришлём код получения.

Bozor Tez · ООО «Bozor Tez Market», Ташкент, ул. Мустакиллик, 59А · 78 150 00 00`,
    html: bozor_page(
      "ru",
      "Заказ передан в доставку",
      "Ожидаемая дата: 16–17 сентября",
      `<h2 style="margin:0 0 8px;font-size:20px;">Заказ передан в доставку 🚚</h2>
<p style="margin:0 0 16px;">Здравствуйте, Алия! Ваш заказ <b>№ 20260914-55812</b> собран и передан в службу доставки.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border:1px solid #f1e4d8;border-radius:8px;">
<tr><td width="64"><img src="https://img.bozortez.com/p/88123/q30-64.jpg" width="56" height="56" alt="Soundcore Life Q30"></td><td>Наушники беспроводные Soundcore Life Q30<br><span style="color:#888;">1 шт.</span></td><td align="right" nowrap>389 000 сум</td></tr>
<tr><td><img src="https://img.bozortez.com/p/90211/case-64.jpg" width="56" height="56" alt="Чехол"></td><td>Чехол для наушников<br><span style="color:#888;">1 шт.</span></td><td align="right" nowrap>45 000 сум</td></tr>
<tr><td></td><td style="font-weight:bold;">Итого</td><td align="right" style="font-weight:bold;" nowrap>434 000 сум</td></tr>
</table>
<p style="margin:16px 0 4px;color:#555;font-size:14px;">Пункт выдачи: г. Ташкент, Мирзо-Улугбекский р-н, ул. Буюк Ипак Йули, 41 (ПВЗ № 0318)<br>Ожидаемая дата: <b>16–17 сентября</b></p>
<p style="margin:18px 0;">${
        button(
          "https://bozortez.com/orders/20260914-55812/track?utm_source=email&utm_medium=trigger",
          "Отследить заказ",
          "#ff6a13",
        )
      }</p>
<p style="margin:0;font-size:13px;color:#777;">Когда заказ прибудет в пункт выдачи, мы пришлём код получения.</p>`,
      `ООО «Bozor Tez Market», Ташкент, ул. Мустакиллик, 59А · <a href="tel:+998781500000" style="color:#9a8b7e;">78 150 00 00</a><br><a href="https://bozortez.com/help?utm_source=email" style="color:#9a8b7e;">Помощь</a> · <a href="https://bozortez.com/legal/privacy" style="color:#9a8b7e;">Политика конфиденциальности</a>`,
    ),
  },
  {
    family: "bozor-tez",
    group: "regional",
    lang: "ru",
    kind: "pickup-code",
    code: "4417",
    link: null,
    from: "Bozor Tez <orders@bozortez.com>",
    subject: "Заказ ждёт вас в пункте выдачи — код получения внутри",
    date: "Wed, 16 Sep 2026 12:04:51 +0500",
    enc: "b64",
    text: `Алия, ваш заказ № 20260914-55812 прибыл в пункт выдачи!

Код получения: 4417
Назовите его сотруднику пункта выдачи или покажите штрихкод в приложении.

Адрес: г. Ташкент, ул. Буюк Ипак Йули, 41 (ПВЗ № 0318)
Режим работы: ежедневно 09:00–21:00
Заказ хранится до 23.09.2026 включительно.

При получении возьмите с собой документ, удостоверяющий личность.

Bozor Tez · 78 150 00 00`,
    html: bozor_page(
      "ru",
      "Код получения",
      "Заказ хранится до 23.09.2026",
      `<h2 style="margin:0 0 8px;font-size:20px;">Заказ ждёт вас в пункте выдачи</h2>
<p style="margin:0 0 18px;">Алия, ваш заказ <b>№ 20260914-55812</b> прибыл. Назовите код сотруднику пункта выдачи или покажите штрихкод в приложении.</p>
<table align="center" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto 18px;"><tr><td align="center" style="padding:16px 36px;background:#fff1e6;border:2px dashed #ff6a13;border-radius:12px;">
<div style="font-size:12px;color:#a0522d;text-transform:uppercase;letter-spacing:1px;">Код получения</div>
<div style="font-size:40px;font-weight:bold;letter-spacing:10px;color:#222;font-family:'Courier New',monospace;">4417</div>
</td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;color:#444;">
<tr><td style="color:#888;" width="40%">Адрес</td><td>г. Ташкент, ул. Буюк Ипак Йули, 41 (ПВЗ № 0318)</td></tr>
<tr><td style="color:#888;">Режим работы</td><td>ежедневно 09:00–21:00</td></tr>
<tr><td style="color:#888;">Хранится до</td><td>23.09.2026 включительно</td></tr>
</table>
<p style="margin:14px 0 0;font-size:13px;color:#777;">При получении возьмите с собой документ, удостоверяющий личность.</p>`,
      `ООО «Bozor Tez Market», Ташкент, ул. Мустакиллик, 59А · 78 150 00 00<br><a href="https://bozortez.com/pvz/0318?utm_source=email" style="color:#9a8b7e;">Пункт на карте</a> · <a href="https://bozortez.com/help?utm_source=email" style="color:#9a8b7e;">Помощь</a>`,
    ),
  },
  {
    family: "bozor-tez",
    group: "regional",
    lang: "uz",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Bozor Tez <news@mail.bozortez.com>",
    subject: "Kuzgi chegirmalar boshlandi: −50% gacha 🍂",
    date: "Thu, 01 Oct 2026 09:00:00 +0500",
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://mail.bozortez.com/unsub?u=a7f3c2&l=uz>"]],
    text: `Kuzgi chegirmalar boshlandi!

1–7 oktabr kunlari 12 000 dan ortiq mahsulotga −50% gacha chegirma.
Birinchi buyurtmangiz uchun qo'shimcha promokod: KUZ25 (150 000 so'mdan yuqori buyurtmalarga 25 000 so'm).

Smartfonlar — https://mail.bozortez.com/c/aa81?u=a7f3c2
Maktab va talabalar uchun — https://mail.bozortez.com/c/aa82?u=a7f3c2
Uy-ro'zg'or — https://mail.bozortez.com/c/aa83?u=a7f3c2

Yetkazib berish 2 kungacha, 300 dan ortiq topshirish punkti.

Obunadan chiqish: https://mail.bozortez.com/unsub?u=a7f3c2&l=uz
"Bozor Tez Market" MChJ, Toshkent sh., Mustaqillik ko'chasi, 59A`,
    html: doc(
      "uz",
      "Kuzgi chegirmalar",
      "12 000 dan ortiq mahsulotga −50% gacha",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fff5eb"><tr><td align="center">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td align="center" style="padding:14px;background:#ff6a13;"><img src="https://img.bozortez.com/mail/logo-white.png" width="128" height="30" alt="Bozor Tez"></td></tr>
<tr><td><a href="https://mail.bozortez.com/c/aa80?u=a7f3c2"><img src="https://img.bozortez.com/promo/2026-autumn/hero-uz.jpg" width="600" height="320" alt="Kuzgi chegirmalar −50% gacha" style="display:block;width:100%;height:auto;"></a></td></tr>
<tr><td style="padding:22px 28px;font-family:Roboto,Arial,sans-serif;font-size:15px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">1–7 oktabr kunlari <b>12 000</b> dan ortiq mahsulotga <b>−50% gacha</b> chegirma.</p>
<p style="margin:0 0 16px;">Birinchi buyurtmangiz uchun promokod: <span style="background:#fff1e6;border:1px dashed #ff6a13;padding:3px 10px;font-weight:bold;">KUZ25</span> — 150 000 so'mdan yuqori buyurtmalarga 25 000 so'm.</p>
<table width="100%" cellpadding="0" cellspacing="8" border="0"><tr>
<td align="center" width="33%"><a href="https://mail.bozortez.com/c/aa81?u=a7f3c2"><img src="https://img.bozortez.com/promo/2026-autumn/cat-phones.png" width="160" height="120" alt="Smartfonlar"></a><br>Smartfonlar</td>
<td align="center" width="33%"><a href="https://mail.bozortez.com/c/aa82?u=a7f3c2"><img src="https://img.bozortez.com/promo/2026-autumn/cat-study.png" width="160" height="120" alt="Talabalar uchun"></a><br>Talabalar uchun</td>
<td align="center" width="33%"><a href="https://mail.bozortez.com/c/aa83?u=a7f3c2"><img src="https://img.bozortez.com/promo/2026-autumn/cat-home.png" width="160" height="120" alt="Uy-ro'zg'or"></a><br>Uy-ro'zg'or</td>
</tr></table>
</td></tr>
<tr><td align="center" style="padding:16px 20px;background:#f7efe7;font-family:Roboto,Arial,sans-serif;font-size:11px;line-height:16px;color:#9a8b7e;">
Siz bu xatni Bozor Tez yangiliklariga obuna bo'lganingiz uchun oldingiz.<br>
<a href="https://mail.bozortez.com/unsub?u=a7f3c2&l=uz" style="color:#9a8b7e;">Obunadan chiqish</a> · <a href="https://www.instagram.com/bozortez.uz" style="color:#9a8b7e;">Instagram</a> · <a href="https://t.me/bozortez" style="color:#9a8b7e;">Telegram</a><br>
"Bozor Tez Market" MChJ, Toshkent sh., Mustaqillik ko'chasi, 59A · © 2026
</td></tr>
</table></td></tr></table>`,
      "#fff5eb",
    ),
  },
];

// ---------------------------------------------------------------- jolda-taxi (Kazakhstan)

const jolda: Mail[] = [
  {
    family: "jolda-taxi",
    group: "regional",
    lang: "ru",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Jolda <receipts@jolda.kz>",
    subject: "Чек за поездку 7 сентября, 1 850 ₸",
    date: "Mon, 07 Sep 2026 22:47:30 +0500",
    enc: "qp",
    text: `Спасибо, что выбрали Jolda!

7 сентября 2026, 22:19 — 22:44
Откуда: мкр. Самал-2, 58
Куда: ул. Тимирязева, 71 (общежитие № 3)
Тариф: Эконом
Водитель: Ерлан, Hyundai Accent, 482 ABK 02

Стоимость поездки: 1 750 ₸
Ожидание (3 мин): 100 ₸
Итого: 1 850 ₸
Оплата: Mastercard •••• 0916

Фискальный чек: ofd.kz/t/08812644519
Оцените поездку в приложении — это помогает нам становиться лучше.

ТОО «Jolda Mobility», г. Алматы, ул. Наурызбай батыра, 17`,
    html: doc(
      "ru",
      "Чек за поездку",
      "Эконом · 1 850 ₸ · Mastercard •••• 0916",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#111111"><tr><td align="center" style="padding:20px 8px;">
<table class="wrap" width="520" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:14px;">
<tr><td style="padding:22px 26px;font-family:Helvetica,Arial,sans-serif;"><img src="https://static.jolda.kz/mail/jolda-black.png" width="90" height="28" alt="Jolda"><span style="float:right;font-size:13px;color:#777;">7 сентября 2026</span></td></tr>
<tr><td style="padding:0 26px 8px;font-family:Helvetica,Arial,sans-serif;font-size:36px;font-weight:bold;">1 850 ₸</td></tr>
<tr><td style="padding:0 26px 16px;"><img src="https://maps.jolda.kz/static/route/7f81ac2.png" width="468" height="180" alt="Маршрут поездки" style="display:block;width:100%;border-radius:10px;"></td></tr>
<tr><td style="padding:0 26px 18px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:22px;color:#333;">
● 22:19 мкр. Самал-2, 58<br>■ 22:44 ул. Тимирязева, 71 (общежитие № 3)<br>
<span style="color:#888;">Эконом · Ерлан · Hyundai Accent · 482 ABK 02</span>
</td></tr>
<tr><td style="padding:0 26px 20px;">
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;border-top:1px solid #eee;">
<tr><td>Стоимость поездки</td><td align="right">1 750 ₸</td></tr>
<tr><td>Ожидание (3 мин)</td><td align="right">100 ₸</td></tr>
<tr><td style="font-weight:bold;border-top:1px solid #eee;">Итого</td><td align="right" style="font-weight:bold;border-top:1px solid #eee;">1 850 ₸</td></tr>
<tr><td style="color:#888;">Mastercard •••• 0916</td><td align="right"><a href="https://ofd.kz/t/08812644519" style="color:#333;">Фискальный чек</a></td></tr>
</table></td></tr>
<tr><td style="padding:16px 26px;background:#f5f5f5;border-radius:0 0 14px 14px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#888;">ТОО «Jolda Mobility», г. Алматы, ул. Наурызбай батыра, 17 · <a href="https://jolda.kz/support" style="color:#888;">Поддержка</a> · <a href="https://jolda.kz/legal" style="color:#888;">Правовая информация</a></td></tr>
</table></td></tr></table>`,
      "#111111",
    ),
  },
  {
    family: "jolda-taxi",
    group: "regional",
    lang: "kk",
    kind: "verify-link",
    code: null,
    link: "https://link.jolda.kz/e/c/eyJ2IjoxLCJ1IjoiOTEyMjQ0In0/verify-email?lang=kk",
    from: "Jolda <hello@jolda.kz>",
    subject: "Электрондық поштаңызды растаңыз",
    date: "Sat, 05 Sep 2026 13:12:06 +0500",
    enc: "b64",
    text: `Сәлем, Әлия!

Түбіртектер мен сапар есептерін алу үшін осы электрондық пошта мекенжайын растаңыз:

https://link.jolda.kz/e/c/eyJ2IjoxLCJ1IjoiOTEyMjQ0In0/verify-email?lang=kk

Сілтеме 48 сағат бойы жарамды. Егер Jolda-да тіркелмеген болсаңыз, бұл хатты елемеңіз.

Jolda командасы`,
    html: doc(
      "kk",
      "Поштаны растау",
      "Түбіртектерді поштаға алу үшін бір қадам",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4"><tr><td align="center" style="padding:28px 8px;">
<table class="wrap" width="520" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:14px;">
<tr><td style="padding:26px 30px 6px;"><img src="https://static.jolda.kz/mail/jolda-black.png" width="90" height="28" alt="Jolda"></td></tr>
<tr><td style="padding:12px 30px 24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#222;">
<h1 style="font-size:22px;margin:0 0 12px;">Поштаңызды растаңыз</h1>
<p style="margin:0 0 20px;">Сәлем, Әлия! Түбіртектер мен сапар есептерін алу үшін осы электрондық пошта мекенжайын растаңыз.</p>
${
        button(
          "https://link.jolda.kz/e/c/eyJ2IjoxLCJ1IjoiOTEyMjQ0In0/verify-email?lang=kk",
          "Поштаны растау",
          "#111111",
          "#ffd400",
        )
      }
<p style="margin:20px 0 0;font-size:13px;color:#888;">Сілтеме 48 сағат бойы жарамды. Егер Jolda-да тіркелмеген болсаңыз, бұл хатты елемеңіз.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f5f5f5;border-radius:0 0 14px 14px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#888;">«Jolda Mobility» ЖШС, Алматы қ., Наурызбай батыр к-сі, 17 · <a href="https://jolda.kz/kk/support" style="color:#888;">Қолдау</a></td></tr>
</table></td></tr></table>`,
      "#f4f4f4",
    ),
  },
];

// ---------------------------------------------------------------- dastarkhan-go delivery

const dastarkhan: Mail[] = [
  {
    family: "dastarkhan-go",
    group: "regional",
    lang: "ru",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Dastarkhan Go <no-reply@dastarkhango.kz>",
    subject: "Ваш заказ из «Чайхана Навват» доставлен",
    date: "Fri, 11 Sep 2026 20:36:12 +0500",
    text: `Приятного аппетита!

Заказ #DG-7730215 доставлен в 20:34.

Чайхана Навват
Плов чайханский ×1 — 3 200 ₸
Самса с говядиной ×2 — 1 800 ₸
Лагман жареный ×1 — 2 900 ₸
Доставка — 490 ₸
Сервисный сбор — 150 ₸
Скидка по акции — −800 ₸
Итого: 7 740 ₸
Оплачено: Apple Pay

Курьер: Нуржан
Адрес: ул. Тимирязева, 71, общежитие № 3, комн. 412

Вопросы по заказу — в чате поддержки в приложении.
ТОО «Dastarkhan Go», г. Алматы, пр. Абая, 150/230`,
    html: doc(
      "ru",
      "Заказ доставлен",
      "Заказ #DG-7730215 доставлен в 20:34",
      `<div style="background:#f7f3ee;padding:24px 0;">
<table class="wrap" align="center" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:18px;font-family:Arial,sans-serif;">
<tr><td style="padding:24px 28px 0;"><img src="https://cdn.dastarkhango.kz/email/logo.png" width="150" height="34" alt="Dastarkhan Go"></td></tr>
<tr><td style="padding:16px 28px 4px;font-size:24px;font-weight:bold;color:#2b2118;">Приятного аппетита!</td></tr>
<tr><td style="padding:0 28px 16px;font-size:14px;color:#7a6a5c;">Заказ #DG-7730215 доставлен в 20:34 · Курьер Нуржан</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;color:#2b2118;">
<tr><td colspan="2" style="font-weight:bold;border-bottom:1px solid #eee;">Чайхана Навват</td></tr>
<tr><td>Плов чайханский ×1</td><td align="right">3 200 ₸</td></tr>
<tr><td>Самса с говядиной ×2</td><td align="right">1 800 ₸</td></tr>
<tr><td>Лагман жареный ×1</td><td align="right">2 900 ₸</td></tr>
<tr><td style="color:#7a6a5c;">Доставка</td><td align="right" style="color:#7a6a5c;">490 ₸</td></tr>
<tr><td style="color:#7a6a5c;">Сервисный сбор</td><td align="right" style="color:#7a6a5c;">150 ₸</td></tr>
<tr><td style="color:#d2462f;">Скидка по акции</td><td align="right" style="color:#d2462f;">−800 ₸</td></tr>
<tr><td style="font-weight:bold;font-size:16px;border-top:1px solid #eee;">Итого</td><td align="right" style="font-weight:bold;font-size:16px;border-top:1px solid #eee;">7 740 ₸</td></tr>
<tr><td colspan="2" style="color:#7a6a5c;font-size:12px;">Оплачено: Apple Pay · ул. Тимирязева, 71, общ. № 3, комн. 412</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:20px 28px;"><a href="https://dastarkhango.kz/r/rate/DG-7730215" style="font-size:14px;color:#e8672a;font-weight:bold;text-decoration:none;">Оценить заказ ★★★★★</a></td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #f0ebe4;font-size:11px;line-height:16px;color:#a39382;">ТОО «Dastarkhan Go», г. Алматы, пр. Абая, 150/230 · <a href="https://dastarkhango.kz/help" style="color:#a39382;">Помощь</a> · <a href="https://dastarkhango.kz/privacy" style="color:#a39382;">Конфиденциальность</a></td></tr>
</table></div>`,
      "#f7f3ee",
    ),
  },
  {
    family: "dastarkhan-go",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "829114",
    link: null,
    from: "Dastarkhan Go <no-reply@dastarkhango.kz>",
    subject: "829114 is your Dastarkhan Go code",
    date: "Sun, 20 Sep 2026 18:03:44 +0500",
    text: `Your Dastarkhan Go sign-in code is 829 114

Enter it in the app to finish signing in. It expires in 10 minutes.

Didn't request it? You can ignore this e-mail — someone may have typed your address by mistake.

Dastarkhan Go LLP, 150/230 Abay Ave, Almaty · Help: https://dastarkhango.kz/help`,
    html: doc(
      "en",
      "Your code",
      "Enter it in the app to finish signing in",
      `<div style="background:#f7f3ee;padding:30px 0;">
<table class="wrap" align="center" width="480" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:18px;font-family:Arial,sans-serif;">
<tr><td align="center" style="padding:26px 28px 0;"><img src="https://cdn.dastarkhango.kz/email/logo.png" width="150" height="34" alt="Dastarkhan Go"></td></tr>
<tr><td align="center" style="padding:18px 28px 6px;font-size:16px;color:#2b2118;">Your sign-in code</td></tr>
<tr><td align="center" style="padding:4px 28px 14px;font-size:38px;letter-spacing:8px;font-weight:bold;color:#e8672a;font-family:'Courier New',monospace;">829&nbsp;114</td></tr>
<tr><td align="center" style="padding:0 36px 24px;font-size:14px;line-height:21px;color:#7a6a5c;">Enter it in the app to finish signing in. It expires in 10 minutes.<br>Didn't request it? You can ignore this e-mail.</td></tr>
<tr><td align="center" style="padding:14px 28px;border-top:1px solid #f0ebe4;font-size:11px;color:#a39382;">Dastarkhan Go LLP, 150/230 Abay Ave, Almaty · <a href="https://dastarkhango.kz/help" style="color:#a39382;">Help</a></td></tr>
</table></div>`,
      "#f7f3ee",
    ),
  },
];

/** A small one-page PDF carrying a few lines of text. */
function pdf(lines: string[]): string {
  const stream = "BT /F1 11 Tf 56 780 Td 14 TL " + lines.map((l) => `(${l.replace(/[()\\]/g, "")}) '`).join(" ") +
    " ET";
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${stream.length} >> stream
${stream}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

// ---------------------------------------------------------------- akbulak-university

const AKB_FOOT =
  `<tr><td style="padding:18px 32px;background:#1d3557;font-family:Georgia,'Times New Roman',serif;font-size:11px;line-height:17px;color:#a8b8cc;">
Akbulak International University · 2 Satpayev St, Almaty 050013, Kazakhstan · +7 727 302 11 00<br>
<a href="https://portal.akbulak.edu.kz/help" style="color:#a8b8cc;">IT Help Desk</a> · <a href="https://akbulak.edu.kz/privacy" style="color:#a8b8cc;">Privacy notice</a> ·
This is an automated message from AkbulakPortal; replies are not read.
</td></tr>`;

const akbulak: Mail[] = [
  {
    family: "akbulak-university",
    group: "regional",
    to: "Aliya Sadykova <a.sadykova@stud.akbulak.edu.kz>",
    lang: "en",
    kind: "grade-posted",
    code: null,
    link: null,
    from: "AkbulakPortal <noreply@portal.akbulak.edu.kz>",
    subject: "CSE 2204 Data Structures: grade released for Assignment 2",
    date: "Thu, 24 Sep 2026 17:12:09 +0500",
    text: `Dear Aliya Sadykova,

A grade has been released in CSE 2204 Data Structures (Fall 2026, section 02).

Item: Assignment 2 — Hash tables
Grade: 86 / 100
Feedback: available
Posted by: Dr. Timur Zhaksylykov, 24.09.2026 17:05

You can view your grade and the instructor's feedback on the course page:
https://portal.akbulak.edu.kz/courses/cse2204-f26-02/grades

Akbulak International University · 2 Satpayev St, Almaty 050013
You receive this because notifications are on for this course. Manage notifications: https://portal.akbulak.edu.kz/preferences/notifications`,
    html: doc(
      "en",
      "Grade released",
      "Assignment 2 — Hash tables: 86 / 100",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f5"><tr><td align="center" style="padding:20px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:16px 32px;border-top:6px solid #e63946;"><img src="https://akbulak.edu.kz/static/brand/akbulak-seal-h.png" width="210" height="44" alt="Akbulak International University"></td></tr>
<tr><td style="padding:8px 32px 24px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:23px;color:#1d3557;">
<p>Dear Aliya Sadykova,</p>
<p>A grade has been released in <b>CSE 2204 Data Structures</b> (Fall 2026, section 02).</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:14px;background:#f5f7fa;width:100%;">
<tr><td width="35%" style="color:#6b7a90;">Item</td><td>Assignment 2 — Hash tables</td></tr>
<tr><td style="color:#6b7a90;">Grade</td><td><b>86 / 100</b></td></tr>
<tr><td style="color:#6b7a90;">Feedback</td><td>available</td></tr>
<tr><td style="color:#6b7a90;">Posted by</td><td>Dr. Timur Zhaksylykov, 24.09.2026 17:05</td></tr>
</table>
<p><a href="https://portal.akbulak.edu.kz/courses/cse2204-f26-02/grades" style="color:#e63946;">View grade and feedback</a></p>
<p style="font-size:12px;color:#6b7a90;">You receive this because notifications are on for this course. <a href="https://portal.akbulak.edu.kz/preferences/notifications" style="color:#6b7a90;">Manage notifications</a></p>
</td></tr>
${AKB_FOOT}
</table></td></tr></table>`,
      "#eef1f5",
    ),
  },
  {
    family: "akbulak-university",
    group: "regional",
    to: "Aliya Sadykova <a.sadykova@stud.akbulak.edu.kz>",
    lang: "ru",
    kind: "reset-link",
    code: null,
    link:
      "https://sso.akbulak.edu.kz/auth/realms/students/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.ak7Rw2.b91f&client_id=portal",
    from: "Akbulak SSO <sso@akbulak.edu.kz>",
    subject: "Сброс пароля учётной записи университета",
    date: "Tue, 29 Sep 2026 07:52:38 +0500",
    enc: "qp",
    text: `Здравствуйте!

Кто-то запросил смену пароля для учётной записи a.sadykova@stud.akbulak.edu.kz (порталы AkbulakPortal, библиотека, Wi-Fi кампуса).

Чтобы задать новый пароль, перейдите по ссылке:
https://sso.akbulak.edu.kz/auth/realms/students/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.ak7Rw2.b91f&client_id=portal

Ссылка действует 30 минут. Если вы не запрашивали сброс, просто проигнорируйте это письмо — пароль останется прежним.

Служба ИТ-поддержки, каб. 104 (главный корпус), +7 727 302 11 55`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<p><img src="https://akbulak.edu.kz/static/brand/akbulak-seal-h.png" width="210" height="44" alt="Akbulak International University"></p>
<p>Здравствуйте!</p>
<p>Кто-то запросил смену пароля для учётной записи <b>a.sadykova@stud.akbulak.edu.kz</b> (порталы AkbulakPortal, библиотека, Wi-Fi кампуса).</p>
<p><a href="https://sso.akbulak.edu.kz/auth/realms/students/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.ak7Rw2.b91f&amp;client_id=portal">Ссылка для смены пароля</a></p>
<p>Ссылка действует 30 минут. Если вы не запрашивали сброс, просто проигнорируйте это письмо — пароль останется прежним.</p>
<p style="color:#666;font-size:12px;">Служба ИТ-поддержки, каб. 104 (главный корпус), +7 727 302 11 55</p>
</body></html>`,
  },
  {
    family: "akbulak-university",
    group: "regional",
    to: "Aliya Sadykova <a.sadykova@stud.akbulak.edu.kz>",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://lab.akbulak.edu.kz/invitations/accept/7c1e93f0-52ad-4b6e-9f0a-c2d84e11b6a5",
    from: "Akbulak Research Lab Hub <labhub@akbulak.edu.kz>",
    subject: 'Dr. Saule Bekova invited you to join "NLP for Turkic Languages" on LabHub',
    date: "Wed, 07 Oct 2026 10:30:00 +0500",
    text: `Hello Aliya,

Dr. Saule Bekova (Department of Computer Science) has invited you to join the research group "NLP for Turkic Languages" on Akbulak LabHub as a Research Assistant (part-time, 10 h/week).

As a member you will get access to the group's shared drive, the GPU booking calendar and the weekly seminar (Thursdays, 16:00, room 3.14).

Accept the invitation:
https://lab.akbulak.edu.kz/invitations/accept/7c1e93f0-52ad-4b6e-9f0a-c2d84e11b6a5

The invitation expires on 21 October 2026. Sign in with your university account to accept.

— Akbulak LabHub`,
    html: doc(
      "en",
      "Invitation",
      "Join the research group on Akbulak LabHub",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f5"><tr><td align="center" style="padding:20px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:16px 32px;border-top:6px solid #457b9d;font-family:Arial,sans-serif;font-size:18px;font-weight:bold;color:#1d3557;">Akbulak LabHub</td></tr>
<tr><td style="padding:8px 32px 24px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1d3557;">
<p>Hello Aliya,</p>
<p><b>Dr. Saule Bekova</b> (Department of Computer Science) has invited you to join the research group <b>NLP for Turkic Languages</b> as a Research Assistant (part-time, 10 h/week).</p>
<p>As a member you will get access to the group's shared drive, the GPU booking calendar and the weekly seminar (Thursdays, 16:00, room 3.14).</p>
<p style="margin:22px 0;">${
        button(
          "https://lab.akbulak.edu.kz/invitations/accept/7c1e93f0-52ad-4b6e-9f0a-c2d84e11b6a5",
          "Accept invitation",
          "#457b9d",
        )
      }</p>
<p style="font-size:13px;color:#6b7a90;">The invitation expires on 21 October 2026. Sign in with your university account to accept.</p>
</td></tr>
${AKB_FOOT}
</table></td></tr></table>`,
      "#eef1f5",
    ),
  },
];

// ---------------------------------------------------------------- ustoz-exam-centre (Tashkent)

const ustoz: Mail[] = [
  {
    family: "ustoz-exam-centre",
    group: "regional",
    lang: "uz",
    kind: "verify-code",
    code: "305817",
    link: null,
    from: "Ustoz Exam Centre <account@ustozexam.uz>",
    subject: "Ro'yxatdan o'tish: elektron pochtani tasdiqlash kodi",
    date: "Sun, 06 Sep 2026 21:14:50 +0500",
    enc: "b64",
    text: `Assalomu alaykum!

Ustoz Exam Centre shaxsiy kabinetida ro'yxatdan o'tishni yakunlash uchun quyidagi kodni kiriting:

305817

Kod 15 daqiqa davomida amal qiladi.

Imtihonlar jadvali va narxlar: https://ustozexam.uz/uz/jadval
Savollar bo'lsa: +998 71 200 44 10 (Du–Sh, 09:00–18:00)

Ustoz Exam Centre, Toshkent sh., Shayxontohur tumani, Navoiy ko'chasi, 30`,
    html: doc(
      "uz",
      "Tasdiqlash kodi",
      "Ro'yxatdan o'tishni yakunlang",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f3ff"><tr><td align="center" style="padding:26px 8px;">
<table class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #e0dcf5;">
<tr><td style="padding:20px 30px;background:#3b2f87;"><img src="https://ustozexam.uz/assets/mail/ustoz-logo-white.png" width="160" height="36" alt="Ustoz Exam Centre"></td></tr>
<tr><td style="padding:26px 30px 8px;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:22px;color:#2a2540;">
Assalomu alaykum!<br><br>Ustoz Exam Centre shaxsiy kabinetida ro'yxatdan o'tishni yakunlash uchun quyidagi kodni kiriting:
</td></tr>
<tr><td align="center" style="padding:14px 30px;"><table cellpadding="0" cellspacing="0" border="0"><tr>
${digit_cells("305817", "#3b2f87", "#b9b0ea")}
</tr></table></td></tr>
<tr><td style="padding:8px 30px 24px;font-family:Verdana,Arial,sans-serif;font-size:13px;line-height:20px;color:#6a6485;">
Kod 15 daqiqa davomida amal qiladi.<br>
<a href="https://ustozexam.uz/uz/jadval" style="color:#3b2f87;">Imtihonlar jadvali va narxlar</a> · +998 71 200 44 10 (Du–Sh, 09:00–18:00)
</td></tr>
<tr><td style="padding:14px 30px;background:#f5f3ff;font-family:Verdana,Arial,sans-serif;font-size:11px;color:#8e88a8;">Ustoz Exam Centre, Toshkent sh., Shayxontohur tumani, Navoiy ko'chasi, 30 · © 2026</td></tr>
</table></td></tr></table>`,
      "#f5f3ff",
    ),
  },
  {
    family: "ustoz-exam-centre",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Ustoz Exam Centre <bookings@ustozexam.uz>",
    subject: "Booking confirmed: IELTS Academic (computer-delivered), 17 October 2026",
    date: "Tue, 08 Sep 2026 12:40:02 +0500",
    enc: "qp",
    text: `Dear Aliya Sadykova,

Your test booking is confirmed. Your admission letter is attached (PDF).

Test: IELTS Academic, computer-delivered
Date: Saturday, 17 October 2026
Check-in: 08:15 (Listening, Reading, Writing start at 09:00)
Speaking: 17 October 2026, 14:40
Venue: Ustoz Exam Centre, 30 Navoi St, Tashkent, 3rd floor
Candidate number: UZ-0017-42931
Fee paid: 2 950 000 UZS (receipt 2026/09/0881)

Please bring the same passport you used to book (no. ending ••91). Phones and smartwatches are stored in lockers.

Transfers and cancellations are possible until 3 October 2026 in your account.

Ustoz Exam Centre · +998 71 200 44 10 · bookings@ustozexam.uz`,
    html: doc(
      "en",
      "Booking confirmed",
      "IELTS Academic · 17 October 2026 · admission letter attached",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f3ff"><tr><td align="center" style="padding:26px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #e0dcf5;">
<tr><td style="padding:20px 30px;background:#3b2f87;"><img src="https://ustozexam.uz/assets/mail/ustoz-logo-white.png" width="160" height="36" alt="Ustoz Exam Centre"></td></tr>
<tr><td style="padding:24px 30px;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:22px;color:#2a2540;">
<p>Dear Aliya Sadykova,</p>
<p>Your test booking is confirmed. Your admission letter is attached (PDF).</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" bordercolor="#e0dcf5" style="border-collapse:collapse;font-size:13px;">
<tr><td width="38%" bgcolor="#f5f3ff">Test</td><td>IELTS Academic, computer-delivered</td></tr>
<tr><td bgcolor="#f5f3ff">Date</td><td>Saturday, 17 October 2026</td></tr>
<tr><td bgcolor="#f5f3ff">Check-in</td><td>08:15 (Listening, Reading, Writing start at 09:00)</td></tr>
<tr><td bgcolor="#f5f3ff">Speaking</td><td>17 October 2026, 14:40</td></tr>
<tr><td bgcolor="#f5f3ff">Venue</td><td>Ustoz Exam Centre, 30 Navoi St, Tashkent, 3rd floor</td></tr>
<tr><td bgcolor="#f5f3ff">Candidate number</td><td>UZ-0017-42931</td></tr>
<tr><td bgcolor="#f5f3ff">Fee paid</td><td>2 950 000 UZS (receipt 2026/09/0881)</td></tr>
</table>
<p>Please bring the same passport you used to book (no. ending ••91). Phones and smartwatches are stored in lockers.</p>
<p style="font-size:12px;color:#6a6485;">Transfers and cancellations are possible until 3 October 2026 in <a href="https://ustozexam.uz/en/account/bookings" style="color:#3b2f87;">your account</a>.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f5f3ff;font-family:Verdana,Arial,sans-serif;font-size:11px;color:#8e88a8;">Ustoz Exam Centre, 30 Navoi St, Tashkent · +998 71 200 44 10 · © 2026</td></tr>
</table></td></tr></table>`,
      "#f5f3ff",
    ),
    attachment: [
      "admission_letter_UZ-0017-42931.pdf",
      "application/pdf",
      pdf([
        "Ustoz Exam Centre - Admission letter",
        "Candidate: SADYKOVA ALIYA",
        "Candidate number: UZ-0017-42931",
        "IELTS Academic (CD) - 17 October 2026 - check-in 08:15",
        "Speaking 14:40 - Room S2",
      ]),
    ],
  },
  {
    family: "ustoz-exam-centre",
    group: "regional",
    lang: "en",
    kind: "results-available",
    code: null,
    link: null,
    from: "Ustoz Exam Centre <results@ustozexam.uz>",
    subject: "Your IELTS results are available",
    date: "Wed, 21 Oct 2026 15:00:31 +0500",
    text: `Dear Aliya Sadykova,

Your results for the IELTS Academic test taken on 17 October 2026 (candidate number UZ-0017-42931) are now available.

They are shown in the Results section of your Test Taker Portal account (https://ustozexam.uz/en/account/results).

Your Test Report Form can be collected from the centre from 28 October 2026 (Mon–Sat, 10:00–17:00). Please bring your passport.

Requests for a re-mark (Enquiry on Results) can be made within 6 weeks of the test date.

Ustoz Exam Centre, 30 Navoi St, Tashkent · +998 71 200 44 10`,
    html: null,
  },
];

// ---------------------------------------------------------------- qyzmet-portal (e-government, Kazakhstan)

const qyzmet: Mail[] = [
  {
    family: "qyzmet-portal",
    group: "regional",
    lang: "kk",
    kind: "signing-code",
    code: "92047163",
    link: null,
    from: "Qyzmet.gov порталы <noreply@qyzmet.gov.kz>",
    subject: "Өтінішке қол қою үшін бір реттік құпиясөз",
    date: "Mon, 14 Sep 2026 10:26:19 +0500",
    enc: "b64",
    text: `Құрметті пайдаланушы!

Сіз «Тұрғылықты жері бойынша тіркеу (уақытша)» қызметіне өтініш беріп жатырсыз.
Өтінішке қол қою үшін бір реттік құпиясөз: 92047163

Құпиясөз 120 секунд ішінде жарамды. Оны ешкімге хабарламаңыз.

Бұл хат автоматты түрде жіберілді, жауап бермеңіз.
Бірыңғай байланыс орталығы: 1414`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:16px 24px;background:#00627a;"><img src="https://qyzmet.gov.kz/static/img/gerb-logo-kk.png" width="220" height="40" alt="Qyzmet.gov — электрондық үкімет"></td></tr>
<tr><td style="padding:20px 24px;font-family:'PT Sans',Arial,sans-serif;font-size:14px;line-height:21px;color:#222;">
<p>Құрметті пайдаланушы!</p>
<p>Сіз <b>«Тұрғылықты жері бойынша тіркеу (уақытша)»</b> қызметіне өтініш беріп жатырсыз.</p>
<p>Өтінішке қол қою үшін бір реттік құпиясөз: <b style="font-size:18px;">92047163</b></p>
<p>Құпиясөз 120 секунд ішінде жарамды. Оны ешкімге хабарламаңыз.</p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:12px;color:#777;">Бұл хат автоматты түрде жіберілді, жауап бермеңіз. Бірыңғай байланыс орталығы: 1414 · <a href="https://qyzmet.gov.kz/kk/help" style="color:#00627a;">Анықтама</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "qyzmet-portal",
    group: "regional",
    lang: "ru",
    kind: "application-result",
    code: null,
    link: null,
    from: "Портал Qyzmet.gov <noreply@qyzmet.gov.kz>",
    subject: "Результат оказания услуги по заявке № 900214377",
    date: "Wed, 16 Sep 2026 09:03:44 +0500",
    enc: "qp",
    text: `Уважаемый пользователь!

По вашей заявке № 900214377 «Регистрация по месту жительства (временная)» от 14.09.2026 услуга оказана.

Статус: Исполнено
Услугодатель: Департамент полиции г. Алматы
Адрес регистрации: г. Алматы, ул. Тимирязева, 71, общ. № 3, комн. 412
Срок регистрации: до 30.06.2027

Электронный документ доступен в разделе «Личный кабинет» → «История получения услуг» на портале qyzmet.gov.kz.

Единый контакт-центр: 1414 (бесплатно с мобильных)`,
    html: `<html><body style="font-family:'PT Sans',Arial,sans-serif;font-size:14px;color:#222;margin:0;">
<div style="padding:16px 24px;background:#00627a;"><img src="https://qyzmet.gov.kz/static/img/gerb-logo-ru.png" width="220" height="40" alt="Qyzmet.gov — электронное правительство"></div>
<div style="padding:20px 24px;line-height:21px;">
<p>Уважаемый пользователь!</p>
<p>По вашей заявке <b>№ 900214377</b> «Регистрация по месту жительства (временная)» от 14.09.2026 услуга оказана.</p>
<table cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#777;">Статус</td><td style="color:#1a7f37;"><b>Исполнено</b></td></tr>
<tr><td style="color:#777;">Услугодатель</td><td>Департамент полиции г. Алматы</td></tr>
<tr><td style="color:#777;">Адрес регистрации</td><td>г. Алматы, ул. Тимирязева, 71, общ. № 3, комн. 412</td></tr>
<tr><td style="color:#777;">Срок регистрации</td><td>до 30.06.2027</td></tr>
</table>
<p>Электронный документ доступен в разделе «Личный кабинет» → «История получения услуг» на портале <a href="https://qyzmet.gov.kz/ru/cabinet/history" style="color:#00627a;">qyzmet.gov.kz</a>.</p>
<p style="font-size:12px;color:#777;">Единый контакт-центр: 1414 (бесплатно с мобильных) · Письмо сформировано автоматически.</p>
</div></body></html>`,
  },
];

// ---------------------------------------------------------------- bulut-mobile (Kyrgyzstan)

const bulut: Mail[] = [
  {
    family: "bulut-mobile",
    group: "regional",
    lang: "ky",
    kind: "invoice",
    code: null,
    link: null,
    from: "Bulut Mobile <invoice@bulutmobile.kg>",
    subject: "Сентябрь айы үчүн эсеп-фактура — 690 сом",
    date: "Thu, 01 Oct 2026 06:10:00 +0600",
    enc: "b64",
    text: `Урматтуу абонент!

+996 555 ••• 318 номери боюнча сентябрь айы үчүн эсеп-фактура тиркелди (PDF).

Тариф: «Студент Плюс» — 590 сом/ай
Кошумча кызматтар: Роуминг-пакет «Казакстан 3 ГБ» — 100 сом
Жалпы төлөнүүчү сумма: 690 сом
Төлөө мөөнөтү: 15.10.2026
Жеке эсеп: 4100 7729 0018

Балансты Bulut колдонмосунан, терминалдардан же банк карталары аркылуу толуктай аласыз.

Bulut Mobile ЖЧК, Бишкек ш., Чүй проспекти, 219 · Колдоо кызматы: 0 700 000 555`,
    html: doc(
      "ky",
      "Эсеп-фактура",
      "Сентябрь: 690 сом, төлөө мөөнөтү 15.10.2026",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9f4fb"><tr><td align="center" style="padding:22px 8px;">
<table class="wrap" width="580" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:8px;">
<tr><td style="padding:18px 28px;background:linear-gradient(90deg,#1690d4,#3fc1e8);background-color:#1690d4;border-radius:8px 8px 0 0;"><img src="https://bulutmobile.kg/email/bulut-logo-white.png" width="120" height="32" alt="Bulut Mobile"></td></tr>
<tr><td style="padding:24px 28px;font-family:Tahoma,Arial,sans-serif;font-size:14px;line-height:22px;color:#20313d;">
<p style="margin:0 0 12px;">Урматтуу абонент!</p>
<p style="margin:0 0 16px;">+996 555 ••• 318 номери боюнча сентябрь айы үчүн эсеп-фактура тиркелди (PDF).</p>
<table width="100%" cellpadding="7" cellspacing="0" border="0" style="font-size:14px;">
<tr bgcolor="#f3f8fb"><td>Тариф «Студент Плюс»</td><td align="right">590 сом</td></tr>
<tr><td>Роуминг-пакет «Казакстан 3 ГБ»</td><td align="right">100 сом</td></tr>
<tr bgcolor="#f3f8fb"><td><b>Жалпы</b></td><td align="right"><b>690 сом</b></td></tr>
<tr><td>Төлөө мөөнөтү</td><td align="right">15.10.2026</td></tr>
<tr bgcolor="#f3f8fb"><td>Жеке эсеп</td><td align="right">4100 7729 0018</td></tr>
</table>
<p style="margin:16px 0 0;">Балансты <a href="https://bulutmobile.kg/ky/pay" style="color:#1690d4;">Bulut колдонмосунан</a>, терминалдардан же банк карталары аркылуу толуктай аласыз.</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #e3edf3;font-family:Tahoma,Arial,sans-serif;font-size:11px;color:#7f95a3;">Bulut Mobile ЖЧК, Бишкек ш., Чүй проспекти, 219 · 0 700 000 555 · <a href="https://www.facebook.com/bulutmobile.kg" style="color:#7f95a3;">Facebook</a> · <a href="https://www.instagram.com/bulut.kg" style="color:#7f95a3;">Instagram</a></td></tr>
</table></td></tr></table>`,
      "#e9f4fb",
    ),
    attachment: [
      "Bulut_invoice_2026-09_410077290018.pdf",
      "application/pdf",
      pdf([
        "Bulut Mobile LLC - Invoice September 2026",
        "Account 4100 7729 0018",
        "Tariff Student Plus 590 KGS",
        "Roaming Kazakhstan 3 GB 100 KGS",
        "Total 690 KGS - due 15.10.2026",
      ]),
    ],
  },
  {
    family: "bulut-mobile",
    group: "regional",
    lang: "ky",
    kind: "verify-link",
    code: null,
    link: "https://my.bulutmobile.kg/ky/verify-email?uid=318-55577&t=Wm9rT2t1ZEpZc0dCc3hLZQ",
    from: "Bulut Mobile <my@bulutmobile.kg>",
    subject: "Электрондук почтаңызды ырастаңыз",
    date: "Sat, 26 Sep 2026 15:48:27 +0600",
    enc: "qp",
    text: `Салам!

Сиз «Менин Bulut» жеке кабинетине ушул почта дарегин кошуп койдуңуз. Даректи ырастоо үчүн шилтемени басыңыз:

https://my.bulutmobile.kg/ky/verify-email?uid=318-55577&t=Wm9rT2t1ZEpZc0dCc3hLZQ

Шилтеме 24 саат жарактуу. Эгер бул сиз болбосоңуз, катты көңүлгө албаңыз.

Bulut Mobile · 0 700 000 555`,
    html: doc(
      "ky",
      "Почтаны ырастоо",
      "«Менин Bulut» кабинетине почтаны кошуу",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9f4fb"><tr><td align="center" style="padding:22px 8px;">
<table class="wrap" width="540" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:8px;">
<tr><td style="padding:18px 28px;background-color:#1690d4;border-radius:8px 8px 0 0;"><img src="https://bulutmobile.kg/email/bulut-logo-white.png" width="120" height="32" alt="Bulut Mobile"></td></tr>
<tr><td style="padding:26px 28px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:23px;color:#20313d;">
<p style="margin:0 0 12px;">Салам!</p>
<p style="margin:0 0 20px;">Сиз «Менин Bulut» жеке кабинетине ушул почта дарегин кошуп койдуңуз. Даректи ырастоо үчүн баскычты басыңыз.</p>
${
        button(
          "https://my.bulutmobile.kg/ky/verify-email?uid=318-55577&t=Wm9rT2t1ZEpZc0dCc3hLZQ",
          "Почтаны ырастоо",
          "#1690d4",
        )
      }
<p style="margin:20px 0 0;font-size:13px;color:#7f95a3;">Шилтеме 24 саат жарактуу. Эгер бул сиз болбосоңуз, катты көңүлгө албаңыз.</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #e3edf3;font-family:Tahoma,Arial,sans-serif;font-size:11px;color:#7f95a3;">Bulut Mobile ЖЧК, Бишкек ш., Чүй проспекти, 219 · 0 700 000 555</td></tr>
</table></td></tr></table>`,
      "#e9f4fb",
    ),
  },
  {
    family: "bulut-mobile",
    group: "regional",
    lang: "ru",
    kind: "service-activated",
    code: null,
    link: null,
    from: "Bulut Mobile <info@bulutmobile.kg>",
    subject: "Роуминг-пакет «Казахстан 3 ГБ» подключён",
    date: "Fri, 18 Sep 2026 07:31:12 +0600",
    html: null,
    text: `Здравствуйте!

На номер +996 555 ••• 318 подключён роуминг-пакет «Казахстан 3 ГБ».
Стоимость: 100 сом, списано с баланса 18.09.2026.
Действует до 17.10.2026 23:59 (время Бишкека) во всех сетях Казахстана.
Остаток трафика: *707# или в приложении «Менин Bulut».

Входящие звонки в роуминге — 9 сом/мин, исходящие в Кыргызстан — 19 сом/мин.

Bulut Mobile, Бишкек, пр. Чуй, 219 · 0 700 000 555 · bulutmobile.kg`,
  },
];

// ---------------------------------------------------------------- aqqu-air (airline)

const aqqu: Mail[] = [
  {
    family: "aqqu-air",
    group: "regional",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Aqqu Air <eticket@aqquair.kz>",
    subject: "Your e-ticket: Almaty – Tashkent, 03 Oct 2026 (booking K7RQ2M)",
    date: "Sun, 13 Sep 2026 22:05:16 +0500",
    enc: "qp",
    text: `AQQU AIR — ITINERARY RECEIPT

Booking reference (PNR): K7RQ2M
Passenger: SADYKOVA/ALIYA MS
E-ticket number: 721 2406 118 834

Flight  KQ 411  Almaty (ALA) T2 → Tashkent (TAS) T2
Date    Sat 03 Oct 2026   Dep 07:40   Arr 08:25 (local time)
Class   Economy Lite (Q) — hand baggage 1 × 8 kg, no checked bag
Seat    not assigned

Fare        31 500 KZT
Taxes/fees  12 290 KZT
Total       43 790 KZT  paid by VISA •••• 3318

Online check-in opens 24 hours and closes 1 hour before departure.
Manage your booking: https://aqquair.kz/en/manage?pnr=K7RQ2M

Conditions of carriage: https://aqquair.kz/en/legal/carriage
Aqqu Air JSC, 8 Maylin St, Almaty International Airport, 050039 · Call centre +7 727 344 00 44`,
    html: doc(
      "en",
      "Itinerary receipt",
      "K7RQ2M · ALA → TAS · Sat 03 Oct 07:40",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eaf2f2"><tr><td align="center" style="padding:20px 8px;">
<table class="wrap" width="620" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:18px 28px;background:#0b5563;"><img src="https://aqquair.kz/mail/aqqu-logo-white.png" width="140" height="34" alt="Aqqu Air"><span style="float:right;font-family:Arial,sans-serif;font-size:12px;color:#bfe3e6;line-height:34px;">Itinerary receipt</span></td></tr>
<tr><td style="padding:22px 28px 6px;font-family:Arial,sans-serif;font-size:13px;color:#506b70;">Booking reference</td></tr>
<tr><td style="padding:0 28px 16px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:3px;color:#0b5563;">K7RQ2M</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="10" cellspacing="0" border="0" style="font-family:Arial,sans-serif;border:1px solid #d6e6e8;">
<tr><td width="38%" style="font-size:28px;font-weight:bold;color:#15313a;">ALA<br><span style="font-size:13px;font-weight:normal;color:#506b70;">Almaty T2 · 07:40</span></td>
<td align="center" style="font-size:12px;color:#506b70;">KQ 411<br>✈<br>Sat 03 Oct 2026</td>
<td width="38%" align="right" style="font-size:28px;font-weight:bold;color:#15313a;">TAS<br><span style="font-size:13px;font-weight:normal;color:#506b70;">Tashkent T2 · 08:25</span></td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px;">
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:13px;color:#15313a;">
<tr><td style="color:#506b70;">Passenger</td><td>SADYKOVA/ALIYA MS</td></tr>
<tr><td style="color:#506b70;">E-ticket number</td><td>721 2406 118 834</td></tr>
<tr><td style="color:#506b70;">Class</td><td>Economy Lite (Q) — hand baggage 1 × 8 kg</td></tr>
<tr><td style="color:#506b70;">Fare / taxes</td><td>31 500 KZT / 12 290 KZT</td></tr>
<tr><td style="color:#506b70;">Total</td><td><b>43 790 KZT</b> · VISA •••• 3318</td></tr>
</table></td></tr>
<tr><td style="padding:0 28px 20px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#506b70;">Online check-in opens 24 hours and closes 1 hour before departure. <a href="https://aqquair.kz/en/manage?pnr=K7RQ2M" style="color:#0b5563;">Manage your booking</a></td></tr>
<tr><td style="padding:14px 28px;background:#f2f7f7;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7b9195;">Aqqu Air JSC, 8 Maylin St, Almaty International Airport, 050039 · +7 727 344 00 44 · <a href="https://aqquair.kz/en/legal/carriage" style="color:#7b9195;">Conditions of carriage</a> · <a href="https://aqquair.kz/en/privacy" style="color:#7b9195;">Privacy</a></td></tr>
</table></td></tr></table>`,
      "#eaf2f2",
    ),
  },
  {
    family: "aqqu-air",
    group: "regional",
    lang: "ru",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Aqqu Air <info@aqquair.kz>",
    subject: "Изменение времени вылета рейса KQ 411, бронирование K7RQ2M",
    date: "Tue, 29 Sep 2026 11:20:05 +0500",
    enc: "b64",
    text: `Уважаемая Алия!

Сообщаем об изменении расписания вашего рейса.

Бронирование: K7RQ2M
Рейс: KQ 411 Алматы (ALA) — Ташкент (TAS), 03.10.2026
Было: вылет 07:40, прилёт 08:25
Стало: вылет 09:15, прилёт 10:00 (местное время)

Ваше место и условия тарифа сохранены. Если новое время вам не подходит, вы можете бесплатно поменять дату или оформить возврат до 02.10.2026 в разделе «Управление бронированием» на aqquair.kz или по телефону +7 727 344 00 44.

Приносим извинения за неудобства.
Aqqu Air`,
    html: null,
  },
];

// ---------------------------------------------------------------- karvon-rail (Uzbekistan)

const karvon: Mail[] = [
  {
    family: "karvon-rail",
    group: "regional",
    lang: "uz",
    kind: "train-ticket",
    code: null,
    link: null,
    from: "Karvon Rail <chipta@karvonrail.uz>",
    subject: "Elektron chipta: Toshkent — Samarqand, 10.10.2026",
    date: "Mon, 05 Oct 2026 20:11:37 +0500",
    enc: "b64",
    text: `Hurmatli Aliya Nurlanovna!

Chipta xaridingiz uchun rahmat. Elektron chipta ma'lumotlari:

Buyurtma raqami: 77104825
Poyezd: 764F "Karvon Ekspress"
Yo'nalish: Toshkent (Markaziy) → Samarqand
Jo'nash: 10.10.2026, 08:00
Yetib kelish: 10.10.2026, 10:12
Vagon: 4, o'rin: 27 (ekonom)
Yo'lovchi: SADYKOVA ALIYA, pasport ••••4612
Narx: 168 000 so'm

Chiptani chop etish shart emas: vagonga chiqishda pasportingizni ko'rsating.
Poyezd jo'nashidan 30 daqiqa oldin vokzalda bo'ling.

Chiptani qaytarish: https://karvonrail.uz/uz/qaytarish
"Karvon Rail" AJ, Toshkent sh., Turkiston ko'chasi, 7 · 1005`,
    html: doc(
      "uz",
      "Elektron chipta",
      "764F · Toshkent → Samarqand · 10.10.2026 08:00",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4efe6"><tr><td align="center" style="padding:20px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:16px 26px;background:#7a2e1d;font-family:Georgia,serif;font-size:20px;color:#f7e7c6;"><img src="https://karvonrail.uz/img/mail/karvon-camel.png" width="32" height="32" alt="" style="vertical-align:middle;"> Karvon Rail</td></tr>
<tr><td style="padding:22px 26px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#2d2219;">
<p>Hurmatli Aliya Nurlanovna!</p><p>Chipta xaridingiz uchun rahmat. Elektron chipta ma'lumotlari:</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="border:2px solid #7a2e1d;">
<tr><td colspan="2" style="background:#f7e7c6;font-weight:bold;">764F «Karvon Ekspress» · Buyurtma № 77104825</td></tr>
<tr><td width="50%"><span style="font-size:12px;color:#8a7a6c;">Jo'nash</span><br><b style="font-size:18px;">08:00</b><br>Toshkent (Markaziy)<br>10.10.2026</td>
<td><span style="font-size:12px;color:#8a7a6c;">Yetib kelish</span><br><b style="font-size:18px;">10:12</b><br>Samarqand<br>10.10.2026</td></tr>
<tr><td>Vagon <b>4</b> · O'rin <b>27</b> · ekonom</td><td>Narx: <b>168 000 so'm</b></td></tr>
<tr><td colspan="2" style="font-size:12px;color:#8a7a6c;">Yo'lovchi: SADYKOVA ALIYA, pasport ••••4612</td></tr>
</table>
<p>Chiptani chop etish shart emas: vagonga chiqishda pasportingizni ko'rsating. Poyezd jo'nashidan 30 daqiqa oldin vokzalda bo'ling.</p>
<p style="font-size:12px;"><a href="https://karvonrail.uz/uz/qaytarish" style="color:#7a2e1d;">Chiptani qaytarish</a> · <a href="https://karvonrail.uz/uz/qoidalar" style="color:#7a2e1d;">Tashish qoidalari</a></p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f4efe6;font-family:Arial,sans-serif;font-size:11px;color:#8a7a6c;">"Karvon Rail" AJ, Toshkent sh., Turkiston ko'chasi, 7 · Ishonch telefoni 1005 · © 2026</td></tr>
</table></td></tr></table>`,
      "#f4efe6",
    ),
  },
  {
    family: "karvon-rail",
    group: "regional",
    lang: "ru",
    kind: "refund-processed",
    code: null,
    link: null,
    from: "Karvon Rail <chipta@karvonrail.uz>",
    subject: "Возврат по заказу № 77106391 оформлен",
    date: "Thu, 15 Oct 2026 13:44:02 +0500",
    enc: "qp",
    text: `Уважаемая Алия Нурлановна!

Возврат билета оформлен.

Заказ: № 77106391
Поезд: 765Ф Самарканд → Ташкент, 12.10.2026 17:30
Стоимость билета: 168 000 сум
Удержано (сбор за возврат менее чем за 24 ч): 42 000 сум
К возврату: 126 000 сум на карту Uzcard •••• 2204

Деньги поступят на карту в течение 3–10 банковских дней в зависимости от банка-эмитента.

АО «Karvon Rail», г. Ташкент, ул. Туркестанская, 7 · Телефон доверия 1005`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#2d2219;max-width:600px;">
<div style="background:#7a2e1d;color:#f7e7c6;padding:14px 22px;font-family:Georgia,serif;font-size:19px;">Karvon Rail</div>
<div style="padding:18px 22px;">
<p>Уважаемая Алия Нурлановна!</p>
<p>Возврат билета оформлен.</p>
<table cellpadding="5" cellspacing="0" border="0">
<tr><td style="color:#8a7a6c;">Заказ</td><td>№ 77106391</td></tr>
<tr><td style="color:#8a7a6c;">Поезд</td><td>765Ф Самарканд → Ташкент, 12.10.2026 17:30</td></tr>
<tr><td style="color:#8a7a6c;">Стоимость билета</td><td>168 000 сум</td></tr>
<tr><td style="color:#8a7a6c;">Удержано</td><td>42 000 сум (возврат менее чем за 24 ч)</td></tr>
<tr><td style="color:#8a7a6c;">К возврату</td><td><b>126 000 сум</b> на карту Uzcard •••• 2204</td></tr>
</table>
<p>Деньги поступят на карту в течение 3–10 банковских дней в зависимости от банка-эмитента.</p>
</div>
<div style="padding:12px 22px;background:#f4efe6;font-size:11px;color:#8a7a6c;">АО «Karvon Rail», г. Ташкент, ул. Туркестанская, 7 · Телефон доверия 1005</div>
</div>`,
  },
];

// ---------------------------------------------------------------- jaryq-play (streaming)

const jaryq: Mail[] = [
  {
    family: "jaryq-play",
    group: "regional",
    lang: "ru",
    kind: "login-code",
    code: "603918",
    link: null,
    from: "JARYQ <account@jaryq.tv>",
    subject: "Код для входа в JARYQ: 603918",
    date: "Sat, 19 Sep 2026 21:37:15 +0500",
    enc: "b64",
    text: `Код для входа: 603918

Введите его на экране «Вход по коду», чтобы смотреть JARYQ на этом устройстве (Smart TV, Samsung).
Код действует 15 минут.

Если вы не входили, смените пароль в настройках профиля.

JARYQ — кино, сериалы и спорт на казахском и русском.
ТОО «Jaryq Media», г. Алматы, ул. Кунаева, 32 · support@jaryq.tv`,
    html: doc(
      "ru",
      "Код для входа",
      "Введите код на экране телевизора",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0d0b14"><tr><td align="center" style="padding:30px 8px;">
<table class="wrap" width="520" cellpadding="0" cellspacing="0" border="0" bgcolor="#17141f" style="border-radius:12px;">
<tr><td align="center" style="padding:28px 24px 10px;"><img src="https://cdn.jaryq.tv/mail/jaryq-logo.png" width="120" height="36" alt="JARYQ"></td></tr>
<tr><td align="center" style="padding:10px 30px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#d8d3e6;">Введите этот код на экране «Вход по коду», чтобы смотреть JARYQ на устройстве <b style="color:#fff;">Smart TV, Samsung</b>.</td></tr>
<tr><td align="center" style="padding:18px 30px;"><span style="display:inline-block;padding:14px 28px;background:#2a2436;border-radius:10px;font-family:Helvetica,Arial,sans-serif;font-size:36px;font-weight:bold;letter-spacing:12px;color:#ffc93c;">603918</span></td></tr>
<tr><td align="center" style="padding:0 30px 26px;font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#8d86a3;">Код действует 15 минут. Если вы не входили, <a href="https://jaryq.tv/profile/security" style="color:#ffc93c;">смените пароль</a>.</td></tr>
<tr><td align="center" style="padding:16px 24px;border-top:1px solid #2a2436;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#6d6782;">ТОО «Jaryq Media», г. Алматы, ул. Кунаева, 32 · <a href="https://jaryq.tv/help" style="color:#6d6782;">Центр помощи</a> · <a href="https://jaryq.tv/terms" style="color:#6d6782;">Условия</a></td></tr>
</table></td></tr></table>`,
      "#0d0b14",
    ),
  },
  {
    family: "jaryq-play",
    group: "regional",
    lang: "kk",
    kind: "subscription-renewed",
    code: null,
    link: null,
    from: "JARYQ <billing@jaryq.tv>",
    subject: "JARYQ Premium жазылымы ұзартылды",
    date: "Wed, 14 Oct 2026 03:00:11 +0500",
    enc: "qp",
    text: `Сәлем!

JARYQ Premium жазылымыңыз тағы бір айға ұзартылды.

Тариф: Premium (4 құрылғы, 4K)
Сома: 2 990 ₸
Карта: Mastercard •••• 0916
Келесі төлем: 14.11.2026

Жазылымды кез келген уақытта профиль баптауларында тоқтатуға болады.

Жаңа маусым: «Дала жұлдыздары» 2-маусымы 23 қазанда шығады!

«Jaryq Media» ЖШС, Алматы қ., Қонаев к-сі, 32`,
    html: doc(
      "kk",
      "Жазылым ұзартылды",
      "Premium · 2 990 ₸ · келесі төлем 14.11.2026",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0d0b14"><tr><td align="center" style="padding:30px 8px;">
<table class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#17141f" style="border-radius:12px;">
<tr><td style="padding:24px 28px 8px;"><img src="https://cdn.jaryq.tv/mail/jaryq-logo.png" width="120" height="36" alt="JARYQ"></td></tr>
<tr><td style="padding:8px 28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#d8d3e6;">Сәлем! JARYQ Premium жазылымыңыз тағы бір айға ұзартылды.</td></tr>
<tr><td style="padding:8px 28px 18px;">
<table width="100%" cellpadding="7" cellspacing="0" border="0" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#d8d3e6;background:#211d2c;border-radius:8px;">
<tr><td style="color:#8d86a3;">Тариф</td><td align="right">Premium (4 құрылғы, 4K)</td></tr>
<tr><td style="color:#8d86a3;">Сома</td><td align="right">2 990 ₸</td></tr>
<tr><td style="color:#8d86a3;">Карта</td><td align="right">Mastercard •••• 0916</td></tr>
<tr><td style="color:#8d86a3;">Келесі төлем</td><td align="right">14.11.2026</td></tr>
</table></td></tr>
<tr><td><a href="https://jaryq.tv/kk/series/dala-zhuldyzdary?utm_source=billing_mail"><img src="https://cdn.jaryq.tv/promo/dala-s2-banner.jpg" width="560" height="200" alt="«Дала жұлдыздары» 2-маусым — 23 қазанда" style="display:block;width:100%;"></a></td></tr>
<tr><td style="padding:16px 28px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#6d6782;">Жазылымды кез келген уақытта <a href="https://jaryq.tv/kk/profile/subscription" style="color:#6d6782;">профиль баптауларында</a> тоқтатуға болады.<br>«Jaryq Media» ЖШС, Алматы қ., Қонаев к-сі, 32</td></tr>
</table></td></tr></table>`,
      "#0d0b14",
    ),
  },
];

// ---------------------------------------------------------------- tilmash-academy (language school, Bishkek)

const tilmash: Mail[] = [
  {
    family: "tilmash-academy",
    group: "regional",
    lang: "ru",
    kind: "class-schedule",
    code: null,
    link: null,
    from: "Tilmash Academy <info@tilmash.kg>",
    subject: "Расписание группы DE-B1-07 на октябрь",
    date: "Sun, 27 Sep 2026 18:22:40 +0600",
    html: null,
    text: `Добрый вечер, Алия!

Высылаем расписание вашей группы немецкого языка DE-B1-07 на октябрь.

Вт и Чт, 19:00–20:30, ауд. 204 (ул. Токтогула, 125, 2 этаж)
06.10 — занятие переносится на субботу 10.10, 11:00
22.10 — промежуточный тест (модули 5–6)
29.10 — разговорный клуб с носителем языка вместо обычного занятия

Преподаватель: Гульнара Асановна
Оплата за октябрь: 4 800 сом до 05.10 (наличными на ресепшене или переводом по QR в кабинете).

Если пропускаете занятие, напишите куратору в WhatsApp: +996 700 12 34 56.

Tilmash Academy — языковая школа
Бишкек, ул. Токтогула, 125`,
  },
  {
    family: "tilmash-academy",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://learn.tilmash.kg/join/DE-B1-07?invite=9f3k2LqA",
    from: "Tilmash Online <learn@tilmash.kg>",
    subject: "You're invited to the online classroom DE-B1-07",
    date: "Mon, 28 Sep 2026 09:15:00 +0600",
    enc: "qp",
    text: `Hi Aliya,

Gulnara Asanovna added you to the online classroom for group DE-B1-07 on Tilmash Online, where homework, audio files and test results are published.

Join the classroom:
https://learn.tilmash.kg/join/DE-B1-07?invite=9f3k2LqA

If you don't have a Tilmash Online account yet, you will be asked to create one with this e-mail address.

See you in class,
Tilmash Academy · 125 Toktogul St, Bishkek · +996 312 66 00 31`,
    html: doc(
      "en",
      "Classroom invitation",
      "Homework, audio and test results in one place",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fdf7ef"><tr><td align="center" style="padding:24px 8px;">
<table class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #f0e2cf;border-radius:6px;">
<tr><td style="padding:20px 28px;font-family:Georgia,serif;font-size:22px;color:#b4561c;">Tilmash<span style="color:#333;"> Online</span></td></tr>
<tr><td style="padding:0 28px 22px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#333;">
<p>Hi Aliya,</p>
<p><b>Gulnara Asanovna</b> added you to the online classroom for group <b>DE-B1-07</b>, where homework, audio files and test results are published.</p>
<p style="margin:22px 0;">${
        button("https://learn.tilmash.kg/join/DE-B1-07?invite=9f3k2LqA", "Join the classroom", "#b4561c")
      }</p>
<p style="font-size:13px;color:#777;">If you don't have a Tilmash Online account yet, you will be asked to create one with this e-mail address.</p>
<p>See you in class!</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#fdf7ef;font-family:Arial,sans-serif;font-size:11px;color:#9b8b77;">Tilmash Academy · 125 Toktogul St, Bishkek · +996 312 66 00 31 · <a href="https://www.instagram.com/tilmash.academy" style="color:#9b8b77;">Instagram</a></td></tr>
</table></td></tr></table>`,
      "#fdf7ef",
    ),
  },
];

// ---------------------------------------------------------------- jumysbar (freelance platform)

const JB_FOOT =
  `<tr><td style="padding:18px 32px;font-family:Inter,Arial,sans-serif;font-size:11px;line-height:17px;color:#8b95a7;" align="center">
Jumysbar Ltd · Astana Hub, 55/8 Mangilik El Ave, Astana 010000, Kazakhstan<br>
<a href="https://jumysbar.com/help" style="color:#8b95a7;">Help Center</a> · <a href="https://jumysbar.com/legal/privacy" style="color:#8b95a7;">Privacy</a> · <a href="https://jumysbar.com/settings/notifications" style="color:#8b95a7;">Notification settings</a><br>© 2026 Jumysbar
</td></tr>`;

const jumysbar: Mail[] = [
  {
    family: "jumysbar",
    group: "regional",
    lang: "en",
    kind: "2fa-code",
    code: "270531",
    link: null,
    from: "Jumysbar <security@jumysbar.com>",
    subject: "Your Jumysbar verification code",
    date: "Tue, 08 Sep 2026 08:02:26 +0500",
    text: `Jumysbar verification code

Use this code to finish signing in to Jumysbar:

270531

It expires in 10 minutes. We'll never ask you for this code by phone or chat.

Sign-in attempt: Firefox on Linux, Almaty, KZ — 08 Sep 2026, 08:02

Jumysbar Ltd · Astana Hub, 55/8 Mangilik El Ave, Astana, Kazakhstan`,
    html: doc(
      "en",
      "Verification code",
      "Use this code to finish signing in",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f6fb"><tr><td align="center" style="padding:28px 8px;">
<table class="wrap" width="540" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:0 0 18px;"><img src="https://assets.jumysbar.com/email/jumysbar-logo@2x.png" width="140" height="32" alt="Jumysbar"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px 32px;border-radius:12px;font-family:Inter,Arial,sans-serif;font-size:15px;line-height:23px;color:#1b2433;">
<p style="margin:0 0 14px;font-size:20px;font-weight:600;">Verification code</p>
<p style="margin:0 0 18px;">Use this code to finish signing in to Jumysbar:</p>
<p style="margin:0 0 18px;text-align:center;"><span style="display:inline-block;background:#eef2ff;border-radius:8px;padding:12px 22px;font-family:'SFMono-Regular',Menlo,monospace;font-size:30px;letter-spacing:6px;color:#3949ab;">270531</span></p>
<p style="margin:0 0 8px;font-size:13px;color:#5b6577;">It expires in 10 minutes. We'll never ask you for this code by phone or chat.</p>
<p style="margin:0;font-size:12px;color:#8b95a7;">Sign-in attempt: Firefox on Linux, Almaty, KZ — 08 Sep 2026, 08:02</p>
</td></tr>
${JB_FOOT}
</table></td></tr></table>`,
      "#f4f6fb",
    ),
  },
  {
    family: "jumysbar",
    group: "regional",
    lang: "en",
    kind: "payment-released",
    code: null,
    link: null,
    from: "Jumysbar <payments@jumysbar.com>",
    subject: 'Payment released: $120.00 for "Translate app strings EN→KK/RU"',
    date: "Fri, 25 Sep 2026 16:48:09 +0500",
    enc: "qp",
    text: `Good news, Aliya!

Your client Qazcode Studio released the escrow payment for milestone 2.

Contract: Translate app strings EN→KK/RU (#C-558213)
Milestone: 2 of 3 — Russian strings, review round
Amount: $120.00
Service fee (10%): −$12.00
Credited to your balance: $108.00

Available balance: $341.50
You can withdraw to your card or bank account from the Payments page. Withdrawals to Kazakhstani cards usually arrive within 1 business day.

Leave feedback for Qazcode Studio: https://jumysbar.com/contracts/C-558213/feedback

Jumysbar Ltd · Astana Hub, Astana, Kazakhstan`,
    html: doc(
      "en",
      "Payment released",
      "$108.00 added to your balance",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f6fb"><tr><td align="center" style="padding:28px 8px;">
<table class="wrap" width="560" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:0 0 18px;"><img src="https://assets.jumysbar.com/email/jumysbar-logo@2x.png" width="140" height="32" alt="Jumysbar"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px 32px;border-radius:12px;font-family:Inter,Arial,sans-serif;font-size:15px;line-height:23px;color:#1b2433;">
<p style="margin:0 0 6px;font-size:13px;color:#2e7d32;font-weight:600;">PAYMENT RELEASED</p>
<p style="margin:0 0 16px;font-size:22px;font-weight:600;">+ $108.00</p>
<p style="margin:0 0 16px;">Good news, Aliya! Your client <b>Qazcode Studio</b> released the escrow payment for milestone 2.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #e6e9f0;">
<tr><td style="color:#5b6577;">Contract</td><td align="right">Translate app strings EN→KK/RU (#C-558213)</td></tr>
<tr><td style="color:#5b6577;">Milestone</td><td align="right">2 of 3 — Russian strings, review round</td></tr>
<tr><td style="color:#5b6577;">Amount</td><td align="right">$120.00</td></tr>
<tr><td style="color:#5b6577;">Service fee (10%)</td><td align="right">−$12.00</td></tr>
<tr><td style="color:#5b6577;">Available balance</td><td align="right"><b>$341.50</b></td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#5b6577;">You can withdraw from the <a href="https://jumysbar.com/payments" style="color:#3949ab;">Payments page</a>. Withdrawals to Kazakhstani cards usually arrive within 1 business day. <a href="https://jumysbar.com/contracts/C-558213/feedback" style="color:#3949ab;">Leave feedback</a> for Qazcode Studio.</p>
</td></tr>
${JB_FOOT}
</table></td></tr></table>`,
      "#f4f6fb",
    ),
  },
  {
    family: "jumysbar",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://em.jumysbar.com/ls/click?upn=u001.Jb7rKq0Vx-2BtYw3&tid=inv_44d1a9",
    from: "Jumysbar <teams@jumysbar.com>",
    subject: 'Daniyar Seitkali invited you to join the team "Qazcode Studio"',
    date: "Thu, 08 Oct 2026 12:26:51 +0500",
    text: `Hi Aliya,

Daniyar Seitkali has invited you to join Qazcode Studio's team on Jumysbar as a Freelancer (hourly, $9.00/hr, up to 15 h/week).

Team members can see shared project boards and log time on team contracts.

Accept the invitation:
https://em.jumysbar.com/ls/click?upn=u001.Jb7rKq0Vx-2BtYw3&tid=inv_44d1a9

This invitation expires in 7 days. If you weren't expecting it, you can decline or ignore it.

Jumysbar Ltd · Astana Hub, 55/8 Mangilik El Ave, Astana, Kazakhstan`,
    html: doc(
      "en",
      "Team invitation",
      "Qazcode Studio wants you on their team",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f6fb"><tr><td align="center" style="padding:28px 8px;">
<table class="wrap" width="540" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:0 0 18px;"><img src="https://assets.jumysbar.com/email/jumysbar-logo@2x.png" width="140" height="32" alt="Jumysbar"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px 32px;border-radius:12px;font-family:Inter,Arial,sans-serif;font-size:15px;line-height:23px;color:#1b2433;">
<table cellpadding="0" cellspacing="0" border="0"><tr><td><img src="https://assets.jumysbar.com/avatars/u/88412/64.jpg" width="48" height="48" alt="Daniyar Seitkali" style="border-radius:24px;"></td><td style="padding-left:12px;font-size:14px;"><b>Daniyar Seitkali</b><br><span style="color:#5b6577;">Qazcode Studio</span></td></tr></table>
<p style="margin:18px 0 14px;">Hi Aliya, Daniyar has invited you to join <b>Qazcode Studio</b>'s team as a Freelancer (hourly, $9.00/hr, up to 15 h/week).</p>
<p style="margin:0 0 22px;color:#5b6577;font-size:14px;">Team members can see shared project boards and log time on team contracts.</p>
${button("https://em.jumysbar.com/ls/click?upn=u001.Jb7rKq0Vx-2BtYw3&tid=inv_44d1a9", "Accept invitation", "#3949ab")}
<p style="margin:20px 0 0;font-size:12px;color:#8b95a7;">This invitation expires in 7 days. If you weren't expecting it, you can decline or ignore it.</p>
</td></tr>
${JB_FOOT}
</table></td></tr></table>`,
      "#f4f6fb",
    ),
  },
];

// ---------------------------------------------------------------- tengrix-exchange (crypto)

const TX_FOOT =
  `<tr><td style="padding:20px 30px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6b7280;border-top:1px solid #262b36;">
Tengrix Digital Assets Ltd., licensed by the AFSA (licence AFSA-A-LA-2024-0193), 55/17 Mangilik El Ave, Astana, AIFC.<br>
Tengrix staff will never ask for your password, 2FA or e-mail codes. · <a href="https://tengrix.com/support" style="color:#9ca3af;">Support</a> · <a href="https://tengrix.com/legal/risk" style="color:#9ca3af;">Risk warning</a> · <a href="https://x.com/tengrix" style="color:#9ca3af;">X</a> · <a href="https://t.me/tengrix_official" style="color:#9ca3af;">Telegram</a>
</td></tr>`;

const tengrix: Mail[] = [
  {
    family: "tengrix-exchange",
    group: "regional",
    lang: "en",
    kind: "withdrawal-confirm",
    code: "419772",
    link: "https://www.tengrix.com/account/withdraw/confirm?rid=WD-2609-88412&sig=5c0e9a71b2d4f8",
    from: "Tengrix <no-reply@mail.tengrix.com>",
    subject: "[Tengrix] Confirm your withdrawal request — 150 USDT",
    date: "Sat, 26 Sep 2026 14:09:55 +0500",
    enc: "qp",
    text: `Confirm your withdrawal

You requested a withdrawal from your Tengrix account:

Asset: USDT
Amount: 150.00 USDT (network fee 1.00 USDT)
Network: TRON (TRC20)
Address: TQ8m...9vXe (saved as "Aliya Trust Wallet")
Request ID: WD-2609-88412
Time: 2026-09-26 09:09:41 (UTC)

E-mail verification code: 419772
Enter it on the withdrawal page, or confirm with this link:
https://www.tengrix.com/account/withdraw/confirm?rid=WD-2609-88412&sig=5c0e9a71b2d4f8

The code and link expire in 30 minutes.

Didn't request this? Freeze your account immediately: https://www.tengrix.com/account/freeze

Tengrix Digital Assets Ltd., Astana, AIFC`,
    html: doc(
      "en",
      "Confirm your withdrawal",
      "150.00 USDT via TRC20 — code expires in 30 minutes",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0f1115"><tr><td align="center" style="padding:26px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#181b22">
<tr><td style="padding:22px 30px;"><img src="https://static.tengrix.com/mail/tengrix-logo-dark.png" width="136" height="30" alt="Tengrix"></td></tr>
<tr><td style="padding:6px 30px 20px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#d1d5db;">
<h1 style="margin:0 0 14px;font-size:22px;color:#ffffff;">Confirm your withdrawal</h1>
<p style="margin:0 0 14px;">You requested a withdrawal from your Tengrix account:</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#20242d;">
<tr><td style="color:#9ca3af;">Asset</td><td align="right">USDT</td></tr>
<tr><td style="color:#9ca3af;">Amount</td><td align="right">150.00 USDT (network fee 1.00 USDT)</td></tr>
<tr><td style="color:#9ca3af;">Network</td><td align="right">TRON (TRC20)</td></tr>
<tr><td style="color:#9ca3af;">Address</td><td align="right">TQ8m...9vXe ("Aliya Trust Wallet")</td></tr>
<tr><td style="color:#9ca3af;">Request ID</td><td align="right">WD-2609-88412</td></tr>
<tr><td style="color:#9ca3af;">Time</td><td align="right">2026-09-26 09:09:41 (UTC)</td></tr>
</table>
<p style="margin:18px 0 6px;">E-mail verification code:</p>
<p style="margin:0 0 18px;font-size:32px;font-weight:bold;letter-spacing:5px;color:#f5c542;">419772</p>
<p style="margin:0 0 18px;">Enter it on the withdrawal page, or confirm with the button:</p>
${
        button(
          "https://www.tengrix.com/account/withdraw/confirm?rid=WD-2609-88412&sig=5c0e9a71b2d4f8",
          "Confirm withdrawal",
          "#f5c542",
          "#111111",
        )
      }
<p style="margin:18px 0 0;font-size:12px;color:#9ca3af;">The code and link expire in 30 minutes. Didn't request this? <a href="https://www.tengrix.com/account/freeze" style="color:#f87171;">Freeze your account</a> immediately.</p>
</td></tr>
${TX_FOOT}
</table></td></tr></table>`,
      "#0f1115",
    ),
  },
  {
    family: "tengrix-exchange",
    group: "regional",
    lang: "ru",
    kind: "deposit-credited",
    code: null,
    link: null,
    from: "Tengrix <no-reply@mail.tengrix.com>",
    subject: "[Tengrix] Пополнение зачислено: 45 000 KZT",
    date: "Thu, 17 Sep 2026 19:30:20 +0500",
    enc: "b64",
    text: `Пополнение зачислено

На ваш спотовый счёт зачислено 45 000,00 KZT.
Способ: банковская карта Visa •••• 3318
Комиссия: 0,00 KZT
ID операции: DP-1709-30551
Время: 2026-09-17 14:30:08 (UTC)

Проверить баланс: https://www.tengrix.com/ru/wallet/spot

Цифровые активы подвержены высокой волатильности. Инвестируйте только те средства, потерю которых вы можете себе позволить.
Tengrix Digital Assets Ltd., Астана, МФЦА`,
    html: doc(
      "ru",
      "Пополнение зачислено",
      "45 000,00 KZT на спотовом счёте",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0f1115"><tr><td align="center" style="padding:26px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#181b22">
<tr><td style="padding:22px 30px;"><img src="https://static.tengrix.com/mail/tengrix-logo-dark.png" width="136" height="30" alt="Tengrix"></td></tr>
<tr><td style="padding:6px 30px 22px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#d1d5db;">
<h1 style="margin:0 0 14px;font-size:22px;color:#ffffff;">Пополнение зачислено</h1>
<p style="margin:0 0 14px;">На ваш спотовый счёт зачислено <b style="color:#34d399;">45 000,00 KZT</b>.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#20242d;">
<tr><td style="color:#9ca3af;">Способ</td><td align="right">Visa •••• 3318</td></tr>
<tr><td style="color:#9ca3af;">Комиссия</td><td align="right">0,00 KZT</td></tr>
<tr><td style="color:#9ca3af;">ID операции</td><td align="right">DP-1709-30551</td></tr>
<tr><td style="color:#9ca3af;">Время</td><td align="right">2026-09-17 14:30:08 (UTC)</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://www.tengrix.com/ru/wallet/spot" style="color:#f5c542;">Проверить баланс →</a></p>
</td></tr>
${TX_FOOT}
</table></td></tr></table>`,
      "#0f1115",
    ),
  },
  {
    family: "tengrix-exchange",
    group: "regional",
    lang: "en",
    kind: "new-ip-login",
    code: null,
    link: null,
    from: "Tengrix <no-reply@mail.tengrix.com>",
    subject: "[Tengrix] Login from a new IP address",
    date: "Sun, 04 Oct 2026 07:58:33 +0500",
    html: null,
    text: `[Tengrix] Login from a new IP address

Your account signed in from a new IP address.

Time: 2026-10-04 02:58:12 (UTC)
IP address: 213.230.72.18
Location: Tashkent, Uzbekistan
Device: Tengrix App 4.12.0 (Android 14)

If this was you, you can ignore this message.

If this wasn't you, change your password and reset 2FA now, then freeze the account:
https://www.tengrix.com/account/freeze

Tengrix staff will never ask for your password or codes.
Tengrix Digital Assets Ltd., Astana, AIFC`,
  },
];

// ---------------------------------------------------------------- xabarchi (messenger)

const xabarchi: Mail[] = [
  {
    family: "xabarchi",
    group: "regional",
    lang: "uz",
    kind: "verify-code",
    code: "58-31-07",
    code_digits: "583107",
    link: null,
    from: "Xabarchi <verify@xabarchi.app>",
    subject: "Xabarchi: elektron pochtani tasdiqlash",
    date: "Tue, 15 Sep 2026 23:40:08 +0500",
    enc: "8bit",
    text: `Salom!

Xabarchi hisobingizni tiklash uchun elektron pochta manzilingizni tasdiqlang. Ilovaga quyidagi kodni kiriting:

58-31-07

Kod 10 daqiqa amal qiladi. Agar bu so'rovni siz yubormagan bo'lsangiz, xatni e'tiborsiz qoldiring — hisobingiz xavfsiz.

Xabarchi jamoasi
xabarchi.app · Yordam: https://xabarchi.app/uz/faq`,
    html: doc(
      "uz",
      "Tasdiqlash",
      "Kod 10 daqiqa amal qiladi",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e8f6fd"><tr><td align="center" style="padding:30px 8px;">
<table class="wrap" width="440" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:20px;">
<tr><td align="center" style="padding:28px 24px 8px;"><img src="https://xabarchi.app/static/mail/bubble-128.png" width="64" height="64" alt="Xabarchi"></td></tr>
<tr><td align="center" style="padding:4px 30px 8px;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:22px;color:#243447;">Xabarchi hisobingizni tiklash uchun ilovaga quyidagi kodni kiriting:</td></tr>
<tr><td align="center" style="padding:14px 24px;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:34px;font-weight:600;color:#1597e5;letter-spacing:2px;">58-31-07</td></tr>
<tr><td align="center" style="padding:0 30px 26px;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:12px;line-height:18px;color:#7a8a9a;">Kod 10 daqiqa amal qiladi. Agar bu so'rovni siz yubormagan bo'lsangiz, xatni e'tiborsiz qoldiring.<br><a href="https://xabarchi.app/uz/faq" style="color:#1597e5;">Yordam</a></td></tr>
</table></td></tr></table>`,
      "#e8f6fd",
    ),
  },
  {
    family: "xabarchi",
    group: "regional",
    lang: "en",
    kind: "backup-codes",
    code: null,
    link: null,
    from: "Xabarchi <security@xabarchi.app>",
    subject: "Two-step verification is on — save your recovery codes",
    date: "Tue, 15 Sep 2026 23:46:51 +0500",
    text: `Two-step verification is now on for your Xabarchi account (+998 90 ••• 17 44).

From now on, when you sign in on a new device, we'll ask for your cloud password in addition to the SMS code.

Keep these one-time recovery codes somewhere safe. Each can be used once if you forget your cloud password:

  7KQF-2M9D    X3TB-8WLP
  R6HN-4CZA    P9VE-1JUS
  M2YG-7DRK    B5WQ-3NFT

These codes were generated on 15 Sep 2026. Generating new codes invalidates these ones (Settings → Privacy → Two-step verification).

If you didn't turn this on, contact us: https://xabarchi.app/en/support

Xabarchi`,
    html: null,
  },
];

// ---------------------------------------------------------------- zomin-bank (Uzbekistan)

const zomin: Mail[] = [
  {
    family: "zomin-bank",
    group: "regional",
    lang: "uz",
    kind: "reset-link",
    code: null,
    link: "https://online.zominbank.uz/uz/auth/parolni-tiklash?t=ZB-4f1c8a2e9d7b&exp=1760003400",
    from: "Zomin Bank <online@zominbank.uz>",
    subject: "Internet-bank parolini tiklash",
    date: "Fri, 09 Oct 2026 14:20:17 +0500",
    enc: "b64",
    text: `Hurmatli mijoz!

Zomin Online internet-bankida parolni tiklash so'rovi qabul qilindi.

Yangi parol o'rnatish uchun havolaga o'ting:
https://online.zominbank.uz/uz/auth/parolni-tiklash?t=ZB-4f1c8a2e9d7b&exp=1760003400

Havola 20 daqiqa amal qiladi va faqat bir marta ishlatilishi mumkin.

Agar so'rovni siz yubormagan bo'lsangiz, darhol bankka qo'ng'iroq qiling: +998 71 207 77 77.

"Zomin Bank" ATB, Toshkent sh., Bobur ko'chasi, 41
Markaziy bank litsenziyasi No 92`,
    html: doc(
      "uz",
      "Parolni tiklash",
      "Havola 20 daqiqa amal qiladi",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef3f0"><tr><td align="center" style="padding:24px 8px;">
<table class="wrap" width="580" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:18px 30px;background:#14532d;"><img src="https://zominbank.uz/email/zomin-logo-w.png" width="150" height="34" alt="Zomin Bank"></td></tr>
<tr><td style="padding:26px 30px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1f2a24;">
<p style="margin:0 0 12px;">Hurmatli mijoz!</p>
<p style="margin:0 0 20px;">Zomin Online internet-bankida parolni tiklash so'rovi qabul qilindi. Yangi parol o'rnatish uchun tugmani bosing.</p>
${
        button(
          "https://online.zominbank.uz/uz/auth/parolni-tiklash?t=ZB-4f1c8a2e9d7b&exp=1760003400",
          "Yangi parol o'rnatish",
          "#15803d",
        )
      }
<p style="margin:20px 0 0;font-size:13px;color:#5f6f66;">Havola 20 daqiqa amal qiladi va faqat bir marta ishlatilishi mumkin. Agar so'rovni siz yubormagan bo'lsangiz, darhol bankka qo'ng'iroq qiling: <a href="tel:+998712077777" style="color:#14532d;">+998 71 207 77 77</a>.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f3f6f4;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7e8c84;">"Zomin Bank" ATB, Toshkent sh., Bobur ko'chasi, 41 · Markaziy bank litsenziyasi No 92 · <a href="https://zominbank.uz/uz/xavfsizlik" style="color:#7e8c84;">Xavfsizlik</a></td></tr>
</table></td></tr></table>`,
      "#eef3f0",
    ),
  },
  {
    family: "zomin-bank",
    group: "regional",
    lang: "uz",
    kind: "card-issued",
    code: null,
    link: null,
    from: "Zomin Bank <info@zominbank.uz>",
    subject: "Visa Student kartangiz tayyor",
    date: "Tue, 22 Sep 2026 11:05:43 +0500",
    enc: "qp",
    text: `Hurmatli Aliya Nurlanovna!

Buyurtma qilgan Visa Student kartangiz (•••• 5083) tayyor.

Olish joyi: Zomin Bank, Mirzo Ulug'bek filiali, Buyuk Ipak Yo'li ko'chasi, 12
Ish vaqti: Du–Ju 09:00–17:00, Sh 09:00–13:00
O'zingiz bilan pasport olib keling.

Karta 30 kun davomida filialda saqlanadi (21.10.2026 gacha).
Kartaga xizmat ko'rsatish: birinchi yil bepul, keyin 30 000 so'm/yil.

"Zomin Bank" ATB · +998 71 207 77 77`,
    html: null,
  },
];

// ---------------------------------------------------------------- sary-chelek-bank (Kyrgyzstan)

const sarychelek: Mail[] = [
  {
    family: "sary-chelek-bank",
    group: "regional",
    lang: "ky",
    kind: "transfer-code",
    code: "4096",
    link: null,
    from: "Сары-Челек Банк <otp@sarychelek.kg>",
    subject: "Которууну ырастоо коду",
    date: "Sat, 03 Oct 2026 12:18:40 +0600",
    enc: "b64",
    text: `Сары-Челек Банк: 2 500 KGS которууну ырастоо коду — 4096.
Алуучу: А. Н*** (Элкарт •••• 6620).
Кодду эч кимге айтпаңыз. Код 5 мүнөт жарактуу.

Эгер бул операцияны сиз жасабасаңыз, дароо 9090 номерине чалыңыз.`,
    html: null,
  },
  {
    family: "sary-chelek-bank",
    group: "regional",
    lang: "ky",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Сары-Челек Банк <info@sarychelek.kg>",
    subject: "Сиздин эсебиңизге 12 000 KGS түштү",
    date: "Mon, 12 Oct 2026 17:02:11 +0600",
    enc: "qp",
    text: `Урматтуу кардар!

Сиздин эсебиңизге акча которуу түштү.

Сумма: 12 000,00 KGS
Жөнөтүүчү: ОсОО «Барыс Кофе» (эмгек акы, октябрь 1-жарымы)
Эсеп: KG 1280 •••• •••• 4417
Дата: 12.10.2026 17:01
Операциянын номери: TRX-88150234
Учурдагы баланс: 15 648,20 KGS

Сары-Челек Банк · Бишкек ш., Манас проспекти, 40 · 9090`,
    html: `<html><body style="margin:0;background:#f6f7f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #e4e7da;">
<tr><td style="padding:16px 24px;background:#c9a227;font-family:Arial,sans-serif;font-size:18px;font-weight:bold;color:#ffffff;">Сары-Челек Банк</td></tr>
<tr><td style="padding:22px 24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#2c2f24;">
<p>Урматтуу кардар!</p>
<p>Сиздин эсебиңизге акча которуу түштү.</p>
<p style="font-size:26px;font-weight:bold;color:#3d6b21;margin:8px 0 16px;">+12 000,00 KGS</p>
<table cellpadding="5" cellspacing="0" border="0" style="font-size:13px;">
<tr><td style="color:#7a7f6a;">Жөнөтүүчү</td><td>ОсОО «Барыс Кофе» (эмгек акы, октябрь 1-жарымы)</td></tr>
<tr><td style="color:#7a7f6a;">Эсеп</td><td>KG 1280 •••• •••• 4417</td></tr>
<tr><td style="color:#7a7f6a;">Дата</td><td>12.10.2026 17:01</td></tr>
<tr><td style="color:#7a7f6a;">Операциянын номери</td><td>TRX-88150234</td></tr>
<tr><td style="color:#7a7f6a;">Учурдагы баланс</td><td>15 648,20 KGS</td></tr>
</table>
</td></tr>
<tr><td style="padding:12px 24px;background:#f6f7f2;font-family:Arial,sans-serif;font-size:11px;color:#7a7f6a;">Сары-Челек Банк · Бишкек ш., Манас проспекти, 40 · 9090 · <a href="https://sarychelek.kg/ky/app" style="color:#7a7f6a;">Мобилдик тиркеме</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- qoima-locker (parcel lockers)

const qoima: Mail[] = [
  {
    family: "qoima-locker",
    group: "regional",
    lang: "ru",
    kind: "pickup-code",
    code: "731-904",
    code_digits: "731904",
    link: null,
    from: "Qoima <noreply@qoima.kz>",
    subject: "Посылка в постамате Qoima ALA-1127 — код получения",
    date: "Tue, 22 Sep 2026 15:33:08 +0500",
    enc: "qp",
    text: `Здравствуйте!

Ваша посылка от магазина «Kitap Alemi» (трек-номер QK004519873KZ) доставлена в постамат.

Постамат: ALA-1127, ТРЦ «Мега Парк», 1 этаж, у входа № 3
Адрес: г. Алматы, ул. Макатаева, 127
Код получения: 731-904

Введите код на экране постамата или отсканируйте QR-код в приложении Qoima.
Посылка хранится 72 часа — до 25.09.2026 15:33. После этого она будет возвращена отправителю.

Служба поддержки: 3535 · qoima.kz`,
    html: doc(
      "ru",
      "Код получения",
      "Постамат ALA-1127 · хранение до 25.09.2026",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f0f0f5"><tr><td align="center" style="padding:22px 8px;">
<table class="wrap" width="520" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:10px;">
<tr><td style="padding:18px 26px;background:#5b2a86;border-radius:10px 10px 0 0;"><img src="https://qoima.kz/mail/qoima-logo-w.png" width="104" height="28" alt="Qoima"></td></tr>
<tr><td style="padding:24px 26px 8px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#222;">Ваша посылка от магазина <b>«Kitap Alemi»</b> (трек-номер QK004519873KZ) доставлена в постамат.</td></tr>
<tr><td align="center" style="padding:14px 26px;">
<table cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:14px 30px;border:2px solid #5b2a86;border-radius:10px;font-family:Arial,sans-serif;">
<div style="font-size:12px;color:#5b2a86;">КОД ПОЛУЧЕНИЯ</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:4px;color:#222;">731-904</div>
</td><td style="padding-left:18px;"><img src="https://qoima.kz/qr/p/QK004519873KZ.png" width="110" height="110" alt="QR-код для постамата"></td></tr></table>
</td></tr>
<tr><td style="padding:8px 26px 22px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#444;">
<b>ALA-1127</b>, ТРЦ «Мега Парк», 1 этаж, у входа № 3<br>г. Алматы, ул. Макатаева, 127<br>
<span style="color:#c0392b;">Хранение до 25.09.2026 15:33</span>
<p style="font-size:13px;color:#777;">Введите код на экране постамата или отсканируйте QR-код в приложении Qoima.</p>
</td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #eee;font-family:Arial,sans-serif;font-size:11px;color:#999;">ТОО «Qoima Logistics» · Поддержка 3535 · <a href="https://qoima.kz/map" style="color:#999;">Карта постаматов</a></td></tr>
</table></td></tr></table>`,
      "#f0f0f5",
    ),
  },
  {
    family: "qoima-locker",
    group: "regional",
    lang: "kk",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Qoima <noreply@qoima.kz>",
    subject: "Сәлемдеме алынды — QK004519873KZ",
    date: "Wed, 23 Sep 2026 18:47:52 +0500",
    html: null,
    text: `Сәлеметсіз бе!

QK004519873KZ сәлемдемесі 23.09.2026, 18:47-де ALA-1127 постаматынан алынды.

Qoima қызметін пайдаланғаныңызға рахмет! Қосымшада бізді бағалай аласыз.

«Qoima Logistics» ЖШС · Қолдау қызметі: 3535`,
  },
];

// ---------------------------------------------------------------- barys-coffee (part-time job, Bishkek)

const barys: Mail[] = [
  {
    family: "barys-coffee",
    group: "regional",
    lang: "ru",
    kind: "payslip",
    code: null,
    link: null,
    from: "Барыс Кофе — бухгалтерия <buh@baryscoffee.kg>",
    subject: "Расчётный листок за 1–15 октября 2026",
    date: "Mon, 12 Oct 2026 16:55:03 +0600",
    text: `Алия, добрый день!

Во вложении расчётный листок за первую половину октября (1–15.10.2026).

Отработано смен: 7 (52 часа), ставка 230 сом/час
Начислено: 11 960 сом
Чаевые (безнал): 1 370 сом
Подоходный налог 10%: −1 333 сом
К выплате: 12 000 сом (переведено на карту Сары-Челек Банка •••• 4417, округлено)

Если есть вопросы по часам — пишите старшему бариста Айбеку или мне.

Бухгалтерия ОсОО «Барыс Кофе»
Бишкек, ул. Ибраимова, 103 · +996 555 90 11 22`,
    html: null,
    attachment: [
      "raschetnyi_listok_2026-10-1.pdf",
      "application/pdf",
      pdf([
        "OsOO Barys Coffee - Payslip 01.10.2026 - 15.10.2026",
        "Employee: Sadykova Aliya, barista (part-time)",
        "Hours 52 x 230 KGS = 11960 KGS; tips 1370 KGS",
        "Income tax 10% -1333 KGS; paid 12000 KGS",
      ]),
    ],
  },
];

// ---------------------------------------------------------------- other languages

const others: Mail[] = [
  {
    family: "silu-haigou",
    group: "regional",
    lang: "zh",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "丝路海购 <service@siluhaigou.com>",
    subject: "您的订单已发货（霍尔果斯口岸 → 阿拉木图）",
    date: "Wed, 30 Sep 2026 10:12:44 +0800",
    enc: "b64",
    text: `亲爱的 Aliya：

您的订单 SL2026092918830457 已从乌鲁木齐仓库发出。

商品：无线机械键盘 Keychron K2（俄文键位）×1
金额：¥ 489.00（已使用 支付宝 付款）
物流：丝路海购国际专线，运单号 SLX88104297CN
路线：乌鲁木齐 → 霍尔果斯口岸 → 阿拉木图
预计送达：10月7日–10月10日

包裹清关后将转交当地快递派送，届时请留意短信或邮件通知。

查看物流：https://www.siluhaigou.com/order/track?no=SL2026092918830457

丝路海购 · 客服热线 400-820-6688（工作日 9:00–21:00，北京时间）`,
    html: doc(
      "zh-CN",
      "订单已发货",
      "预计 10月7日–10月10日 送达阿拉木图",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f5f5"><tr><td align="center" style="padding:18px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:14px 24px;background:#c8102e;font-family:'Microsoft YaHei',Arial,sans-serif;font-size:20px;color:#ffffff;font-weight:bold;">丝路海购 <span style="font-size:12px;font-weight:normal;">跨境好物 直送中亚</span></td></tr>
<tr><td style="padding:22px 24px;font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif;font-size:14px;line-height:24px;color:#333;">
<p>亲爱的 Aliya：</p>
<p>您的订单 <b>SL2026092918830457</b> 已从乌鲁木齐仓库发出。</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="background:#fafafa;border:1px solid #eee;">
<tr><td width="90"><img src="https://img.siluhaigou.com/p/k2-ru/80.jpg" width="80" height="80" alt="Keychron K2"></td><td>无线机械键盘 Keychron K2（俄文键位）×1<br><span style="color:#c8102e;">¥ 489.00</span>（支付宝）</td></tr>
</table>
<p>物流：丝路海购国际专线，运单号 SLX88104297CN<br>路线：乌鲁木齐 → 霍尔果斯口岸 → 阿拉木图<br>预计送达：<b>10月7日–10月10日</b></p>
<p>包裹清关后将转交当地快递派送，届时请留意短信或邮件通知。</p>
<p><a href="https://www.siluhaigou.com/order/track?no=SL2026092918830457" style="color:#c8102e;">查看物流 &gt;</a></p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f5f5f5;font-family:'Microsoft YaHei',Arial,sans-serif;font-size:11px;color:#999;">本邮件由系统自动发送，请勿直接回复。客服热线 400-820-6688 · <a href="https://www.siluhaigou.com/help" style="color:#999;">帮助中心</a> · <a href="https://www.siluhaigou.com/privacy" style="color:#999;">隐私政策</a></td></tr>
</table></td></tr></table>`,
      "#f5f5f5",
    ),
  },
  {
    family: "hamyoni-pomir",
    group: "regional",
    lang: "tg",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Ҳамёни Помир <info@hamyonipomir.tj>",
    subject: "Интиқоли пул ба Шумо ворид шуд",
    date: "Sun, 11 Oct 2026 13:25:30 +0500",
    enc: "8bit",
    html: null,
    text: `Муштарии гиромӣ!

Ба ҳамёни Шумо интиқоли пул ворид шуд.

Фиристанда: Фарангис Р. (+992 93 ••• 55 20)
Маблағ: 350,00 сомонӣ
Шарҳ: «барои чиптаи Хуҷанд – Тошканд, ташаккур!»
Рақами амалиёт: HP-20261011-774120
Сана: 11.10.2026, 13:25

Тавозуни ҷорӣ: 412,60 сомонӣ

ҶДММ «Ҳамёни Помир», ш. Душанбе, хиёбони Рӯдакӣ, 84
Маркази тамос: 8585`,
  },
  {
    family: "tomris-yaz-okulu",
    group: "regional",
    lang: "tr",
    kind: "verify-link",
    code: null,
    link: "https://basvuru.tomrisyazokulu.org/hesap/dogrula/8f27c1d0a4b94e6b?lang=tr",
    from: "Tomris Yaz Okulu <basvuru@tomrisyazokulu.org>",
    subject: "E-posta adresinizi doğrulayın – Tomris Yaz Okulu 2027 başvurusu",
    date: "Fri, 16 Oct 2026 20:41:09 +0300",
    enc: "qp",
    text: `Merhaba Aliya,

Tomris Yaz Okulu 2027 (Türkçe ve Türk Dünyası Kültürü programı, Eskişehir) başvuru hesabınız oluşturuldu.

Başvuru formuna devam edebilmek için e-posta adresinizi doğrulayın:
https://basvuru.tomrisyazokulu.org/hesap/dogrula/8f27c1d0a4b94e6b?lang=tr

Bu bağlantı 72 saat geçerlidir.

Önemli tarihler:
- Son başvuru: 15 Ocak 2027
- Sonuçların ilanı: 1 Mart 2027
- Program: 5 Temmuz – 13 Ağustos 2027

Sorularınız için: +90 222 335 05 80 · basvuru@tomrisyazokulu.org
Tomris Yaz Okulu Vakfı, Hoşnudiye Mah. İsmet İnönü Cad. No: 112, 26130 Tepebaşı/Eskişehir`,
    html: doc(
      "tr",
      "E-posta doğrulama",
      "Başvuru formuna devam etmek için adresinizi doğrulayın",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f1ec"><tr><td align="center" style="padding:24px 8px;">
<table class="wrap" width="580" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:0;"><img src="https://tomrisyazokulu.org/img/eposta/baslik-2027.jpg" width="580" height="140" alt="Tomris Yaz Okulu 2027" style="display:block;width:100%;"></td></tr>
<tr><td style="padding:26px 30px;font-family:Georgia,serif;font-size:15px;line-height:24px;color:#2f2a24;">
<p>Merhaba Aliya,</p>
<p>Tomris Yaz Okulu 2027 (Türkçe ve Türk Dünyası Kültürü programı, Eskişehir) başvuru hesabınız oluşturuldu. Başvuru formuna devam edebilmek için e-posta adresinizi doğrulayın.</p>
<p style="margin:22px 0;">${
        button(
          "https://basvuru.tomrisyazokulu.org/hesap/dogrula/8f27c1d0a4b94e6b?lang=tr",
          "E-postamı doğrula",
          "#8c2f39",
        )
      }</p>
<p style="font-size:13px;color:#7a7064;">Bu bağlantı 72 saat geçerlidir.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:13px;color:#2f2a24;border-left:3px solid #8c2f39;">
<tr><td style="padding-left:10px;">Son başvuru: <b>15 Ocak 2027</b></td></tr>
<tr><td style="padding-left:10px;">Sonuçların ilanı: 1 Mart 2027</td></tr>
<tr><td style="padding-left:10px;">Program: 5 Temmuz – 13 Ağustos 2027</td></tr>
</table>
</td></tr>
<tr><td style="padding:14px 30px;background:#f3f1ec;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8073;">Tomris Yaz Okulu Vakfı, Hoşnudiye Mah. İsmet İnönü Cad. No: 112, 26130 Tepebaşı/Eskişehir · +90 222 335 05 80<br><a href="https://tomrisyazokulu.org/kvkk" style="color:#8a8073;">KVKK Aydınlatma Metni</a> · <a href="https://www.instagram.com/tomrisyazokulu" style="color:#8a8073;">Instagram</a></td></tr>
</table></td></tr></table>`,
      "#f3f1ec",
    ),
  },
  {
    family: "stipendienwerk-seidenstrasse",
    group: "regional",
    lang: "de",
    kind: "application-received",
    code: null,
    link: null,
    from: "Stipendienwerk Seidenstraße <bewerbung@stipendienwerk-seidenstrasse.de>",
    subject: "Eingangsbestätigung Ihrer Bewerbung (Kennung SWS-2027-KZ-0418)",
    date: "Thu, 22 Oct 2026 09:14:27 +0200",
    enc: "qp",
    text: `Sehr geehrte Frau Sadykova,

vielen Dank für Ihre Bewerbung um ein Masterstipendium 2027/28 im Programm „Brücken nach Zentralasien“.

Ihre Bewerbung ist am 21.10.2026 um 23:52 Uhr vollständig bei uns eingegangen.
Bewerbungskennung: SWS-2027-KZ-0418
Gewünschtes Studienfach: Computerlinguistik (M.Sc.)

Wie geht es weiter?
- Formale Prüfung der Unterlagen bis Ende November 2026
- Einladung zu Auswahlgesprächen (online) im Januar 2027
- Entscheidung voraussichtlich im März 2027

Den Stand Ihrer Bewerbung sehen Sie jederzeit im Bewerbungsportal. Bitte geben Sie bei Rückfragen immer Ihre Bewerbungskennung an.

Mit freundlichen Grüßen
Ihr Team Stipendienprogramme

Stipendienwerk Seidenstraße e. V. · Schumannstraße 21 · 10117 Berlin
Telefon +49 30 2096 4410 · Vereinsregister Berlin-Charlottenburg VR 31874 B`,
    html: null,
  },
  {
    family: "saessak-hangeul",
    group: "regional",
    lang: "ko",
    kind: "level-test-result",
    code: null,
    link: null,
    from: "새싹 한글학당 <office@saessak-hangeul.kz>",
    subject: "[새싹 한글학당] 레벨 테스트 결과 및 반 배정 안내",
    date: "Fri, 02 Oct 2026 18:30:00 +0500",
    enc: "b64",
    text: `알리야 님, 안녕하세요.

9월 26일(토)에 응시하신 레벨 테스트 결과를 안내드립니다.

듣기 34/40 · 읽기 31/40 · 말하기 B
종합 결과: 초급 2 (TOPIK I 3급 준비반)

배정 반: 초급 2-B
수업 시간: 매주 월·수 18:30–20:00
강의실: 알마티 센터 3층 302호 (아바이 대로 52)
개강일: 2026년 10월 12일(월)
수강료: 38,000 텡게 / 월 (첫 수업 전까지 납부)

교재는 개강일에 강의실에서 나누어 드립니다.
문의: +7 727 398 20 14 (월–금 10:00–19:00)

새싹 한글학당 알마티 센터 드림`,
    html: doc(
      "ko",
      "레벨 테스트 결과",
      "초급 2-B 반 배정 · 10월 12일 개강",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f1f8ee"><tr><td align="center" style="padding:22px 8px;">
<table class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-top:5px solid #5aa63c;">
<tr><td style="padding:20px 28px;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;font-size:20px;font-weight:bold;color:#3a7a22;">🌱 새싹 한글학당</td></tr>
<tr><td style="padding:0 28px 22px;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;font-size:14px;line-height:24px;color:#333;">
<p>알리야 님, 안녕하세요.<br>9월 26일(토)에 응시하신 레벨 테스트 결과를 안내드립니다.</p>
<table width="100%" cellpadding="7" cellspacing="0" border="1" bordercolor="#dfeed8" style="border-collapse:collapse;font-size:13px;">
<tr bgcolor="#f1f8ee"><td>듣기</td><td>읽기</td><td>말하기</td><td>종합</td></tr>
<tr><td>34/40</td><td>31/40</td><td>B</td><td><b>초급 2</b> (TOPIK I 3급 준비반)</td></tr>
</table>
<p><b>배정 반:</b> 초급 2-B<br><b>수업 시간:</b> 매주 월·수 18:30–20:00<br><b>강의실:</b> 알마티 센터 3층 302호 (아바이 대로 52)<br><b>개강일:</b> 2026년 10월 12일(월)<br><b>수강료:</b> 38,000 텡게 / 월 (첫 수업 전까지 납부)</p>
<p style="color:#777;font-size:12px;">교재는 개강일에 강의실에서 나누어 드립니다. 문의: +7 727 398 20 14 (월–금 10:00–19:00)</p>
</td></tr>
<tr><td style="padding:12px 28px;background:#f1f8ee;font-family:'Malgun Gothic',sans-serif;font-size:11px;color:#7a8f70;">새싹 한글학당 알마티 센터 · 아바이 대로 52, 알마티 · <a href="https://saessak-hangeul.kz" style="color:#7a8f70;">saessak-hangeul.kz</a></td></tr>
</table></td></tr></table>`,
      "#f1f8ee",
    ),
  },
];

export const mails: Mail[] = [
  ...shanyraq,
  ...zarafshon,
  ...bozor,
  ...jolda,
  ...dastarkhan,
  ...akbulak,
  ...ustoz,
  ...qyzmet,
  ...bulut,
  ...aqqu,
  ...karvon,
  ...jaryq,
  ...tilmash,
  ...jumysbar,
  ...tengrix,
  ...xabarchi,
  ...zomin,
  ...sarychelek,
  ...qoima,
  ...barys,
  ...others,
].map((m) => ({ to: "Aliya Sadykova <aliya.sadykova@inbox.example>", ...m }));
