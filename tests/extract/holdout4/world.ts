/**
 * Account mail from regional senders around the world (Africa, South and Southeast Asia, Latin America,
 * Eastern Europe and the Baltics, the Nordics, the Gulf, Israel, Türkiye and East Asia): banks and mobile
 * money, telcos, super-apps, marketplaces, government ID portals, parcel lockers, airlines and utilities,
 * in their local languages, with sign-in codes, verification links and notices that ask for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

/** A centred one-column card, the shape most regional senders ship. */
function card(o: {
  lang: string;
  dir?: "rtl";
  title: string;
  pre: string;
  head: string;
  body: string;
  foot: string;
  accent: string;
  font?: string;
}): string {
  const dir = o.dir ? ` dir="${o.dir}"` : "";
  return `<!DOCTYPE html>
<html lang="${o.lang}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
</head>
<body style="margin:0;padding:0;background:#f2f3f5;font-family:${o.font ?? "Arial,Helvetica,sans-serif"};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${o.pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f3f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="background:${o.accent};padding:18px 28px;border-radius:8px 8px 0 0;">${o.head}</td></tr>
<tr><td style="padding:28px;color:#222222;font-size:15px;line-height:1.6;">
${o.body}
</td></tr>
<tr><td style="padding:18px 28px;background:#fafafa;color:#8a8a8a;font-size:12px;line-height:1.5;border-radius:0 0 8px 8px;">
${o.foot}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A filled button as a bulletproof table. */
function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;">
<tr><td align="center" bgcolor="${color}" style="border-radius:6px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:13px 30px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:15px;">${label}</a>
</td></tr>
</table>`;
}

/** One table cell per character of a code. */
function cells(code: string, color = "#111111"): string {
  const tds = [...code].map((c) =>
    `<td style="width:44px;height:54px;border:1px solid #d5d8dc;border-radius:6px;font-size:28px;font-weight:bold;color:${color};text-align:center;font-family:'Courier New',monospace;">${c}</td>`
  ).join('\n<td style="width:8px;"></td>\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr>\n${tds}\n</tr></table>`;
}

/** A big single code box. */
function codebox(code: string, color = "#111111", spacing = "6px"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;">
<tr><td style="background:#f4f6f8;border:1px dashed #b9c0c8;border-radius:6px;padding:14px 26px;font-size:30px;font-weight:bold;letter-spacing:${spacing};color:${color};font-family:Consolas,'Courier New',monospace;">${code}</td></tr>
</table>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ chapa-wallet (Kenya, mobile money)
  {
    family: "chapa-wallet",
    group: "regional",
    lang: "sw",
    kind: "login-code",
    code: "739204",
    link: null,
    from: "Chapa Wallet <usalama@chapawallet.co.ke>",
    subject: "Nambari yako ya kuingia Chapa Wallet",
    date: "Tue, 03 Nov 2026 07:42:18 +0300",
    enc: "qp",
    text: `Habari Wanjiru,

Tumepokea ombi la kuingia kwenye akaunti yako ya Chapa Wallet kutoka kwa kivinjari kipya (Chrome, Nairobi).

Nambari yako ya kuingia ni: 739 204

Nambari hii itaisha baada ya dakika 5. Usimpe mtu yeyote nambari hii, hata mfanyakazi wa Chapa. Hatutawahi kukupigia simu kukuuliza nambari hii.

Kama hukuomba kuingia, badilisha PIN yako mara moja kwenye programu au piga simu *334# bila malipo.

Asante,
Timu ya Usalama, Chapa Wallet
Chapa Financial Services Ltd, Westlands Avenue, 4th Floor, P.O. Box 21877-00100, Nairobi
Huduma kwa wateja: 0709 118 000 | msaada@chapawallet.co.ke
`,
    html: card({
      lang: "sw",
      title: "Nambari ya kuingia",
      pre: "Nambari yako ya kuingia inaisha baada ya dakika 5.",
      accent: "#0b7a3e",
      head:
        `<img src="https://static.chapawallet.co.ke/email/logo-white.png" width="120" height="32" alt="Chapa Wallet" style="display:block;border:0;">`,
      body: `<p style="margin:0 0 14px;">Habari Wanjiru,</p>
<p style="margin:0 0 14px;">Tumepokea ombi la kuingia kwenye akaunti yako ya Chapa Wallet kutoka kwa kivinjari kipya (Chrome, Nairobi).</p>
<p style="margin:0;">Nambari yako ya kuingia ni:</p>
${codebox("739 204", "#0b7a3e")}
<p style="margin:0 0 14px;">Nambari hii itaisha baada ya <strong>dakika 5</strong>. Usimpe mtu yeyote nambari hii, hata mfanyakazi wa Chapa. Hatutawahi kukupigia simu kukuuliza nambari hii.</p>
<p style="margin:0;">Kama hukuomba kuingia, badilisha PIN yako mara moja kwenye programu au piga <strong>*334#</strong> bila malipo.</p>`,
      foot: `Chapa Financial Services Ltd, Westlands Avenue, 4th Floor, P.O. Box 21877-00100, Nairobi<br>
Huduma kwa wateja: 0709 118 000 · <a href="mailto:msaada@chapawallet.co.ke" style="color:#8a8a8a;">msaada@chapawallet.co.ke</a><br>
<a href="https://www.chapawallet.co.ke/faragha" style="color:#8a8a8a;">Sera ya faragha</a> · <a href="https://www.chapawallet.co.ke/masharti" style="color:#8a8a8a;">Masharti</a><br>
Imedhibitiwa na Benki Kuu ya Kenya. © 2026 Chapa Financial Services Ltd.`,
    }),
  },
  {
    family: "chapa-wallet",
    group: "negative",
    lang: "sw",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Chapa Wallet <taarifa@chapawallet.co.ke>",
    subject: "RKT4H7YZ2M Imethibitishwa: Ksh1,250.00 imetumwa",
    date: "Tue, 03 Nov 2026 19:05:51 +0300",
    text: `RKT4H7YZ2M Imethibitishwa. Ksh1,250.00 imetumwa kwa JOSEPH OTIENO 0722 415 893 tarehe 3/11/26 saa 7:05 PM.
Salio jipya la Chapa ni Ksh8,431.60. Gharama ya muamala Ksh13.00.
Kiwango cha kutuma kwa siku kilichobaki: Ksh248,750.00.

Kama hukufanya muamala huu, piga 0709 118 000 mara moja au tuma neno KOSA kwa 21877.

Chapa Wallet - Pesa yako, kwa urahisi.
Usijibu barua pepe hii.
`,
    html: null,
  },
  {
    family: "chapa-wallet",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://click.chapawallet.co.ke/ls/click?upn=u001.Qm9Zt7x-2BkP4rVd8WnLc3-2FhYe1sJ0aTq6Ug5Oi9Xw-3D-3D_kX2p",
    from: "Chapa Wallet <usalama@chapawallet.co.ke>",
    subject: "Reset your Chapa Wallet PIN",
    date: "Fri, 06 Nov 2026 12:20:04 +0300",
    enc: "qp",
    text: `Hello Wanjiru,

We received a request to reset the PIN for the Chapa Wallet account linked to 0712 ••• 482.

Reset your PIN here (the link works once and expires in 30 minutes):
https://click.chapawallet.co.ke/ls/click?upn=u001.Qm9Zt7x-2BkP4rVd8WnLc3-2FhYe1sJ0aTq6Ug5Oi9Xw-3D-3D_kX2p

For your security, sending money will be paused for 24 hours after your PIN changes.

Didn't ask for this? You can ignore this email; your current PIN stays the same.

Chapa Wallet Security Team
Westlands Avenue, 4th Floor, Nairobi | 0709 118 000
Privacy: https://www.chapawallet.co.ke/privacy
`,
    html: card({
      lang: "en",
      title: "Reset your PIN",
      pre: "The link expires in 30 minutes.",
      accent: "#0b7a3e",
      head:
        `<img src="https://static.chapawallet.co.ke/email/logo-white.png" width="120" height="32" alt="Chapa Wallet" style="display:block;border:0;">`,
      body: `<h1 style="margin:0 0 16px;font-size:22px;color:#0b7a3e;">Reset your PIN</h1>
<p style="margin:0 0 14px;">Hello Wanjiru,</p>
<p style="margin:0 0 14px;">We received a request to reset the PIN for the Chapa Wallet account linked to <strong>0712 ••• 482</strong>.</p>
${
        button(
          "https://click.chapawallet.co.ke/ls/click?upn=u001.Qm9Zt7x-2BkP4rVd8WnLc3-2FhYe1sJ0aTq6Ug5Oi9Xw-3D-3D_kX2p",
          "Reset my PIN",
          "#0b7a3e",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#555;">The link works once and expires in 30 minutes. For your security, sending money will be paused for 24 hours after your PIN changes.</p>
<p style="margin:0;font-size:13px;color:#555;">Didn't ask for this? You can ignore this email; your current PIN stays the same.</p>`,
      foot: `Chapa Financial Services Ltd, Westlands Avenue, 4th Floor, Nairobi · 0709 118 000<br>
<a href="https://click.chapawallet.co.ke/ls/click?upn=u001.Zx8-2FpL0" style="color:#8a8a8a;">Privacy</a> · <a href="https://click.chapawallet.co.ke/ls/click?upn=u001.Hk2-2FqR7" style="color:#8a8a8a;">Help centre</a><br>
© 2026 Chapa Financial Services Ltd.`,
    }),
  },
  // ------------------------------------------------------------ kobo-credit (Nigeria, digital bank)
  {
    family: "kobo-credit",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "4821-9033",
    link: null,
    from: "KoboCredit <alerts@kobocredit.ng>",
    subject: "KoboCredit: Your one-time token",
    date: "Mon, 09 Nov 2026 08:14:37 +0100",
    enc: "b64",
    text: `Dear ADEBAYO OLUWASEUN,

Your one-time token for login on a new device is 4821-9033.

This token is valid for 10 minutes. KoboCredit staff will NEVER ask for your token, PIN or password. Do not disclose it to anyone.

Device: Tecno Spark 20, Android 14
Location: Ikeja, Lagos
Time: 09-Nov-2026 08:14 WAT

If you did not initiate this request, call 0700-KOBOCREDIT (0700 562 627 3348) immediately.

Thank you for banking with us.
KoboCredit Microfinance Bank Ltd. Licensed by the Central Bank of Nigeria. Deposits insured by NDIC.
14 Adeola Odeku Street, Victoria Island, Lagos.
`,
    html: `<html><body style="margin:0;background:#ececec;">
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#333333;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #6c2bd9;"><img src="https://cdn.kobocredit.ng/mail/kc-logo.png" alt="KoboCredit" width="140" height="36"></td></tr>
<tr><td style="padding:24px;">
<p>Dear ADEBAYO OLUWASEUN,</p>
<p>Your one-time token for login on a new device is</p>
<p style="font-size:26px;font-weight:bold;color:#6c2bd9;letter-spacing:2px;margin:12px 0;">4821-9033</p>
<p>This token is valid for 10 minutes. <b>KoboCredit staff will NEVER ask for your token, PIN or password.</b> Do not disclose it to anyone.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:12px;color:#555555;background:#f7f4fd;width:100%;">
<tr><td width="90">Device</td><td>Tecno Spark 20, Android 14</td></tr>
<tr><td>Location</td><td>Ikeja, Lagos</td></tr>
<tr><td>Time</td><td>09-Nov-2026 08:14 WAT</td></tr>
</table>
<p>If you did not initiate this request, call <b>0700-KOBOCREDIT</b> (0700 562 627 3348) immediately.</p>
<p>Thank you for banking with us.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#2a1157;color:#cfc4ea;font-size:11px;">
KoboCredit Microfinance Bank Ltd. Licensed by the Central Bank of Nigeria. Deposits insured by NDIC.<br>
14 Adeola Odeku Street, Victoria Island, Lagos.<br>
<a href="https://kobocredit.ng/security-tips" style="color:#ffffff;">Security tips</a> | <a href="https://twitter.com/kobocredit" style="color:#ffffff;">Twitter</a> | <a href="https://instagram.com/kobocredit" style="color:#ffffff;">Instagram</a>
</td></tr>
</table>
</center>
</body></html>`,
  },
  {
    family: "kobo-credit",
    group: "negative",
    lang: "en",
    kind: "new-signin",
    code: null,
    link: null,
    from: "KoboCredit <alerts@kobocredit.ng>",
    subject: "Login Notification",
    date: "Mon, 09 Nov 2026 08:16:02 +0100",
    enc: "b64",
    text: `Dear ADEBAYO OLUWASEUN,

We noticed a successful login to your KoboCredit account.

Account: 20******71
Channel: Mobile App (v5.12.0)
Device: Tecno Spark 20
IP address: 102.89.34.17
Date/Time: 09-Nov-2026 08:15 WAT

If this was you, no further action is needed.
If you do not recognise this login, block your account instantly by dialling *5626*911# or visit https://kobocredit.ng/block

Thank you for choosing KoboCredit.
`,
    html: `<html><body style="margin:0;background:#ececec;">
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#333333;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #6c2bd9;"><img src="https://cdn.kobocredit.ng/mail/kc-logo.png" alt="KoboCredit" width="140" height="36"></td></tr>
<tr><td style="padding:24px;">
<p>Dear ADEBAYO OLUWASEUN,</p>
<p>We noticed a successful login to your KoboCredit account.</p>
<table cellpadding="5" cellspacing="0" border="1" bordercolor="#e3dcf5" style="border-collapse:collapse;font-size:12px;width:100%;">
<tr><td width="120" style="background:#f7f4fd;">Account</td><td>20******71</td></tr>
<tr><td style="background:#f7f4fd;">Channel</td><td>Mobile App (v5.12.0)</td></tr>
<tr><td style="background:#f7f4fd;">Device</td><td>Tecno Spark 20</td></tr>
<tr><td style="background:#f7f4fd;">IP address</td><td>102.89.34.17</td></tr>
<tr><td style="background:#f7f4fd;">Date/Time</td><td>09-Nov-2026 08:15 WAT</td></tr>
</table>
<p>If this was you, no further action is needed.</p>
<p>If you do not recognise this login, block your account instantly by dialling <b>*5626*911#</b> or <a href="https://kobocredit.ng/block" style="color:#6c2bd9;">click here</a>.</p>
<p>Thank you for choosing KoboCredit.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#2a1157;color:#cfc4ea;font-size:11px;">
KoboCredit Microfinance Bank Ltd. Licensed by the Central Bank of Nigeria. Deposits insured by NDIC.<br>
14 Adeola Odeku Street, Victoria Island, Lagos.
</td></tr>
</table>
</center>
</body></html>`,
  },
  // ------------------------------------------------------------ nile-telecom (Egypt, telco)
  {
    family: "nile-telecom",
    group: "regional",
    lang: "ar",
    kind: "verify-link",
    code: null,
    link: "https://my.niletel.com.eg/account/verify-email?uid=20118734&t=c7Fq2LmX90pZrT4w",
    from: "نايل تليكوم <no-reply@niletel.com.eg>",
    subject: "تأكيد البريد الإلكتروني لحسابك في تطبيق نايل تليكوم",
    date: "Wed, 11 Nov 2026 14:03:27 +0200",
    enc: "b64",
    text: `أهلاً محمود،

شكراً لتسجيلك في تطبيق "نايل تليكوم". لإكمال ربط بريدك الإلكتروني بالخط رقم ٠١٠٢٣٤٥٦٧٨٩، برجاء الضغط على الرابط التالي:

https://my.niletel.com.eg/account/verify-email?uid=20118734&t=c7Fq2LmX90pZrT4w

الرابط صالح لمدة ٢٤ ساعة.

بعد التأكيد هتقدر تستلم فاتورتك الشهرية على الإيميل وتتابع باقتك ورصيدك.

لو مش إنت اللي عملت الحساب ده، تجاهل الرسالة دي.

فريق نايل تليكوم
خدمة العملاء: ١١١ من خطك أو 16111 من أي خط
القرية الذكية، مبنى B12، الجيزة، مصر
`,
    html: card({
      lang: "ar",
      dir: "rtl",
      title: "تأكيد البريد الإلكتروني",
      pre: "خطوة واحدة لإكمال ربط بريدك الإلكتروني",
      accent: "#d4141c",
      font: "Tahoma,Arial,sans-serif",
      head:
        `<img src="https://cdn.niletel.com.eg/mail/logo-ar.png" alt="نايل تليكوم" width="130" height="34" style="display:block;border:0;">`,
      body: `<p style="margin:0 0 14px;">أهلاً محمود،</p>
<p style="margin:0 0 14px;">شكراً لتسجيلك في تطبيق "نايل تليكوم". لإكمال ربط بريدك الإلكتروني بالخط رقم <strong>٠١٠٢٣٤٥٦٧٨٩</strong>، برجاء الضغط على الزر التالي:</p>
${
        button(
          "https://my.niletel.com.eg/account/verify-email?uid=20118734&amp;t=c7Fq2LmX90pZrT4w",
          "تأكيد البريد الإلكتروني",
          "#d4141c",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#666;">الرابط صالح لمدة ٢٤ ساعة.</p>
<p style="margin:0 0 14px;">بعد التأكيد هتقدر تستلم فاتورتك الشهرية على الإيميل وتتابع باقتك ورصيدك.</p>
<p style="margin:0;font-size:13px;color:#666;">لو مش إنت اللي عملت الحساب ده، تجاهل الرسالة دي.</p>`,
      foot: `خدمة العملاء: ١١١ من خطك أو 16111 من أي خط<br>
القرية الذكية، مبنى B12، الجيزة، مصر<br>
<a href="https://www.niletel.com.eg/ar/privacy" style="color:#8a8a8a;">سياسة الخصوصية</a> · <a href="https://www.facebook.com/niletel.eg" style="color:#8a8a8a;">فيسبوك</a><br>
<a href="https://apps.apple.com/eg/app/niletel/id1490022871"><img src="https://cdn.niletel.com.eg/mail/appstore-ar.png" alt="App Store" width="110" height="34"></a>
<a href="https://play.google.com/store/apps/details?id=eg.niletel.app"><img src="https://cdn.niletel.com.eg/mail/googleplay-ar.png" alt="Google Play" width="110" height="34"></a><br>
© ٢٠٢٦ نايل تليكوم مصر`,
    }),
  },
  {
    family: "nile-telecom",
    group: "negative",
    lang: "ar",
    kind: "statement",
    code: null,
    link: null,
    from: "نايل تليكوم <bills@niletel.com.eg>",
    subject: "فاتورتك لشهر أكتوبر ٢٠٢٦ جاهزة",
    date: "Sun, 01 Nov 2026 09:30:00 +0200",
    enc: "b64",
    text: `عزيزي العميل محمود سامي،

فاتورة خطك ٠١٠٢٣٤٥٦٧٨٩ عن الفترة من ١ أكتوبر إلى ٣١ أكتوبر ٢٠٢٦ أصبحت متاحة.

رقم الحساب: ٤٤٠٩٨٢١٧
إجمالي المستحق: ٣٤٥٫٥٠ جنيه
آخر موعد للسداد: ١٥ نوفمبر ٢٠٢٦

تقدر تدفع من التطبيق، أو من خلال فوري بالكود ٧٨٨، أو في أي فرع من فروعنا.
عرض الفاتورة بالتفصيل: https://my.niletel.com.eg/bills

شكراً لاختيارك نايل تليكوم.
`,
    html: card({
      lang: "ar",
      dir: "rtl",
      title: "فاتورة أكتوبر",
      pre: "إجمالي المستحق ٣٤٥٫٥٠ جنيه",
      accent: "#d4141c",
      font: "Tahoma,Arial,sans-serif",
      head:
        `<img src="https://cdn.niletel.com.eg/mail/logo-ar.png" alt="نايل تليكوم" width="130" height="34" style="display:block;border:0;">`,
      body: `<p style="margin:0 0 14px;">عزيزي العميل محمود سامي،</p>
<p style="margin:0 0 14px;">فاتورة خطك <strong>٠١٠٢٣٤٥٦٧٨٩</strong> عن الفترة من ١ أكتوبر إلى ٣١ أكتوبر ٢٠٢٦ أصبحت متاحة.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #eee;font-size:14px;">
<tr><td style="color:#777;">رقم الحساب</td><td style="font-weight:bold;">٤٤٠٩٨٢١٧</td></tr>
<tr style="background:#fff6f6;"><td style="color:#777;">إجمالي المستحق</td><td style="font-weight:bold;color:#d4141c;font-size:18px;">٣٤٥٫٥٠ جنيه</td></tr>
<tr><td style="color:#777;">آخر موعد للسداد</td><td style="font-weight:bold;">١٥ نوفمبر ٢٠٢٦</td></tr>
</table>
<p style="margin:16px 0 0;">تقدر تدفع من التطبيق، أو من خلال فوري بالكود ٧٨٨، أو في أي فرع من فروعنا.</p>
${button("https://my.niletel.com.eg/bills", "عرض الفاتورة", "#333333")}`,
      foot: `خدمة العملاء: ١١١ من خطك أو 16111 من أي خط<br>
القرية الذكية، مبنى B12، الجيزة، مصر<br>
<a href="https://www.niletel.com.eg/ar/unsubscribe?u=44098217" style="color:#8a8a8a;">إلغاء الاشتراك في الفاتورة الإلكترونية</a><br>
© ٢٠٢٦ نايل تليكوم مصر`,
    }),
  },
  // ------------------------------------------------------------ hanout-ma (Morocco, e-commerce)
  {
    family: "hanout-ma",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://www.hanout.ma/customer/account/confirm/?id=588213&key=Xq7mB2vKp9Lr0sTz4yWc",
    from: "Hanout.ma <bonjour@hanout.ma>",
    subject: "Bienvenue sur Hanout.ma – confirmez votre adresse e-mail",
    date: "Thu, 12 Nov 2026 21:47:09 +0100",
    enc: "qp",
    text: `Bonjour Salma,

Merci d'avoir créé votre compte sur Hanout.ma !

Pour activer votre compte et profiter de la livraison gratuite dès 299 DH partout au Maroc, confirmez votre adresse e-mail :
https://www.hanout.ma/customer/account/confirm/?id=588213&key=Xq7mB2vKp9Lr0sTz4yWc

Vos identifiants :
E-mail : salma.bennani@inbox.example
Mot de passe : celui que vous avez choisi lors de l'inscription

Paiement à la livraison, retour sous 7 jours. Des questions ? Notre service client répond du lundi au samedi, 9h–19h, au 05 22 48 71 00.

L'équipe Hanout.ma
Hanout SARL, 27 bd Abdelmoumen, 20360 Casablanca
مرحبا بكم في حانوت
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Hanout.ma</title></head>
<body style="margin:0;background:#fff8ef;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff8ef;"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #e2601c;">
<tr><td style="padding:20px 30px;" align="left"><a href="https://www.hanout.ma/?utm_source=email&amp;utm_medium=welcome"><img src="https://media.hanout.ma/email/logo.png" alt="Hanout.ma" width="150" height="40" border="0"></a></td>
<td style="padding:20px 30px;font-size:12px;color:#999;" align="right">مرحبا بكم في حانوت</td></tr>
<tr><td colspan="2" style="padding:0 30px 10px;font-size:15px;color:#333;line-height:1.55;">
<h2 style="color:#e2601c;font-weight:normal;">Bonjour Salma,</h2>
<p>Merci d'avoir créé votre compte sur Hanout.ma&nbsp;!</p>
<p>Pour activer votre compte et profiter de la livraison gratuite dès 299&nbsp;DH partout au Maroc, confirmez votre adresse e-mail&nbsp;:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.hanout.ma/customer/account/confirm/?id=588213&amp;key=Xq7mB2vKp9Lr0sTz4yWc" style="background:#e2601c;color:#fff;padding:14px 34px;border-radius:24px;text-decoration:none;font-weight:bold;">Confirmer mon compte</a></p>
<p style="font-size:13px;color:#666;">E-mail&nbsp;: salma.bennani@inbox.example<br>Mot de passe&nbsp;: celui que vous avez choisi lors de l'inscription</p>
</td></tr>
<tr><td colspan="2" style="padding:10px 30px;">
<table width="100%" cellpadding="6" style="font-size:12px;color:#555;text-align:center;"><tr>
<td><img src="https://media.hanout.ma/email/ico-cod.png" width="32" alt=""><br>Paiement à la livraison</td>
<td><img src="https://media.hanout.ma/email/ico-return.png" width="32" alt=""><br>Retour sous 7 jours</td>
<td><img src="https://media.hanout.ma/email/ico-phone.png" width="32" alt=""><br>05 22 48 71 00</td>
</tr></table></td></tr>
<tr><td colspan="2" style="padding:16px 30px;background:#3a2a1e;color:#d9c9b8;font-size:11px;">
Hanout SARL, 27 bd Abdelmoumen, 20360 Casablanca · RC 412877<br>
<a href="https://www.hanout.ma/aide" style="color:#fff;">Aide</a> · <a href="https://www.hanout.ma/cgv" style="color:#fff;">CGV</a> · <a href="https://www.hanout.ma/confidentialite" style="color:#fff;">Confidentialité</a>
</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "hanout-ma",
    group: "negative",
    lang: "fr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Hanout.ma <commandes@hanout.ma>",
    subject: "Votre commande n° HM-2611-48207 est en route",
    date: "Sat, 14 Nov 2026 10:12:44 +0100",
    enc: "qp",
    text: `Bonjour Salma,

Bonne nouvelle : votre commande n° HM-2611-48207 a été remise à notre transporteur.

Transporteur : Amana Messagerie
N° de suivi : CN482017733MA
Livraison estimée : lundi 16 novembre 2026, entre 10h et 18h
Adresse : 12 rue Ibn Batouta, appt 4, 90000 Tanger

Articles :
- Tajine en terre cuite 30 cm x1 — 189,00 DH
- Thé vert Gunpowder 500 g x2 — 118,00 DH
Livraison : offerte
Total à payer à la livraison : 307,00 DH

Suivre mon colis : https://www.hanout.ma/suivi?order=HM-2611-48207

Merci pour votre confiance,
L'équipe Hanout.ma
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Hanout.ma</title></head>
<body style="margin:0;background:#fff8ef;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff8ef;"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #e2601c;">
<tr><td style="padding:20px 30px;"><img src="https://media.hanout.ma/email/logo.png" alt="Hanout.ma" width="150" height="40" border="0"></td></tr>
<tr><td style="padding:0 30px 20px;font-size:15px;color:#333;line-height:1.55;">
<h2 style="color:#e2601c;font-weight:normal;">Votre colis est en route&nbsp;🚚</h2>
<p>Bonjour Salma,</p>
<p>Bonne nouvelle&nbsp;: votre commande n°&nbsp;<b>HM-2611-48207</b> a été remise à notre transporteur.</p>
<table width="100%" cellpadding="6" style="font-size:14px;background:#fff8ef;">
<tr><td>Transporteur</td><td><b>Amana Messagerie</b></td></tr>
<tr><td>N° de suivi</td><td><b>CN482017733MA</b></td></tr>
<tr><td>Livraison estimée</td><td>lundi 16 novembre 2026, entre 10h et 18h</td></tr>
<tr><td>Adresse</td><td>12 rue Ibn Batouta, appt 4, 90000 Tanger</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:14px;margin-top:14px;border-top:1px solid #eee;">
<tr><td>Tajine en terre cuite 30 cm ×1</td><td align="right">189,00 DH</td></tr>
<tr><td>Thé vert Gunpowder 500 g ×2</td><td align="right">118,00 DH</td></tr>
<tr><td>Livraison</td><td align="right">offerte</td></tr>
<tr><td><b>Total à payer à la livraison</b></td><td align="right"><b>307,00 DH</b></td></tr>
</table>
<p style="text-align:center;margin:24px 0;"><a href="https://www.hanout.ma/suivi?order=HM-2611-48207" style="background:#3a2a1e;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;">Suivre mon colis</a></p>
</td></tr>
<tr><td style="padding:16px 30px;background:#3a2a1e;color:#d9c9b8;font-size:11px;">
Hanout SARL, 27 bd Abdelmoumen, 20360 Casablanca · 05 22 48 71 00<br>
<a href="https://www.hanout.ma/aide" style="color:#fff;">Aide</a> · <a href="https://www.hanout.ma/desinscription?e=c2FsbWE" style="color:#fff;">Se désinscrire</a>
</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------------------ karoo-bank (South Africa)
  {
    family: "karoo-bank",
    group: "regional",
    lang: "af",
    kind: "login-code",
    code: "58213047",
    link: null,
    from: "Karoo Bank <kennisgewing@karoobank.co.za>",
    subject: "Jou eenmalige wagwoord (OTP)",
    date: "Mon, 16 Nov 2026 06:58:12 +0200",
    enc: "qp",
    text: `Goeiemôre Pieter,

Jy probeer aanmeld by Karoo Bank Internetbankdienste.

Jou eenmalige wagwoord (OTP) is: 58213047

Hierdie OTP verval oor 3 minute en kan net een keer gebruik word.

Karoo Bank sal jou NOOIT vra om jou OTP, PIN of wagwoord per telefoon, e-pos of SMS te verskaf nie. As jy nie probeer aanmeld het nie, bel ons bedrogspan dadelik by 0860 527 669.

Groete
Karoo Bank

Karoo Bank Beperk, Reg. nr. 1998/021774/06. 'n Gemagtigde finansiële diensverskaffer (FSP 40917).
Kerkstraat 88, Stellenbosch, 7600
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#efe9df;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#efe9df"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Georgia,'Times New Roman',serif;color:#3b2f25;">
<tr><td bgcolor="#8c4a1f" style="padding:14px 24px;"><font color="#ffffff" face="Georgia" size="4"><b>KAROO BANK</b></font></td></tr>
<tr><td style="padding:26px 24px 8px;font-size:15px;line-height:22px;">
Goeiemôre Pieter,<br><br>
Jy probeer aanmeld by Karoo Bank Internetbankdienste.<br><br>
Jou eenmalige wagwoord (OTP) is:
</td></tr>
<tr><td align="center" style="padding:10px 24px;"><span style="display:inline-block;font-family:'Courier New',monospace;font-size:32px;letter-spacing:8px;color:#8c4a1f;font-weight:bold;border-bottom:2px solid #8c4a1f;padding:4px 10px;">58213047</span></td></tr>
<tr><td style="padding:14px 24px 24px;font-size:14px;line-height:21px;">
Hierdie OTP verval oor <b>3 minute</b> en kan net een keer gebruik word.<br><br>
<table width="100%" cellpadding="10" cellspacing="0" bgcolor="#fff4e5" style="border-left:4px solid #e09b2d;font-size:13px;"><tr><td>
Karoo Bank sal jou <b>NOOIT</b> vra om jou OTP, PIN of wagwoord per telefoon, e-pos of SMS te verskaf nie. As jy nie probeer aanmeld het nie, bel ons bedrogspan dadelik by <b>0860 527 669</b>.
</td></tr></table><br>
Groete<br>Karoo Bank
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#8a7d70;border-top:1px solid #e5ddd0;">
Karoo Bank Beperk, Reg. nr. 1998/021774/06. 'n Gemagtigde finansiële diensverskaffer (FSP 40917).<br>
Kerkstraat 88, Stellenbosch, 7600 · <a href="https://www.karoobank.co.za/privaatheid" style="color:#8c4a1f;">Privaatheid</a> · <a href="https://www.karoobank.co.za/sekuriteit" style="color:#8c4a1f;">Sekuriteitswenke</a>
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "karoo-bank",
    group: "negative",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Karoo Bank <statements@karoobank.co.za>",
    subject: "Your Karoo Bank statement for October 2026",
    date: "Tue, 03 Nov 2026 03:12:40 +0200",
    enc: "qp",
    text: `Dear Mr P van der Merwe

Your statement for Cheque Account ****6612 for the period 1 October 2026 to 31 October 2026 is attached.

The PDF is password protected. To open it, use your ID number (13 digits, no spaces).

Opening balance: R 14 207,55
Closing balance: R 9 884,12

Please check your statement and let us know within 30 days if anything looks wrong.

Karoo Bank Limited, Reg. no. 1998/021774/06. An authorised financial services provider (FSP 40917).
88 Church Street, Stellenbosch, 7600. Customer care: 0860 527 669
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#efe9df;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#efe9df"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Georgia,'Times New Roman',serif;color:#3b2f25;">
<tr><td bgcolor="#8c4a1f" style="padding:14px 24px;"><font color="#ffffff" face="Georgia" size="4"><b>KAROO BANK</b></font></td></tr>
<tr><td style="padding:26px 24px;font-size:15px;line-height:22px;">
Dear Mr P van der Merwe<br><br>
Your statement for <b>Cheque Account ****6612</b> for the period 1 October 2026 to 31 October 2026 is attached.<br><br>
The PDF is password protected. To open it, use your ID number (13 digits, no spaces).<br><br>
<table cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>Opening balance</td><td align="right">R 14 207,55</td></tr>
<tr><td>Closing balance</td><td align="right"><b>R 9 884,12</b></td></tr>
</table><br>
Please check your statement and let us know within 30 days if anything looks wrong.
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#8a7d70;border-top:1px solid #e5ddd0;">
Karoo Bank Limited, Reg. no. 1998/021774/06. An authorised financial services provider (FSP 40917).<br>
88 Church Street, Stellenbosch, 7600 · Customer care: 0860 527 669 · <a href="https://www.karoobank.co.za/estatements/stop" style="color:#8c4a1f;">Stop e-statements</a>
</td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "Statement_6612_202610.pdf",
      "application/pdf",
      "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ janseva-id (India, government ID portal)
  {
    family: "janseva-id",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "615092",
    link: null,
    from: "जनसेवा पहचान पोर्टल <noreply-otp@janseva.gov.in>",
    subject: "जनसेवा पोर्टल लॉगिन हेतु OTP",
    date: "Wed, 18 Nov 2026 11:26:53 +0530",
    enc: "b64",
    text: `प्रिय नागरिक,

जनसेवा पहचान पोर्टल पर लॉगिन करने के लिए आपका वन टाइम पासवर्ड (OTP) 615092 है।

यह OTP दिनांक १८/११/२०२६ को ११:२६ बजे जारी किया गया है और १० मिनट तक मान्य है।

कृपया यह OTP किसी के साथ साझा न करें। जनसेवा का कोई भी अधिकारी आपसे OTP नहीं माँगेगा।

पंजीकृत मोबाइल: XXXXXX7731
जनसेवा संदर्भ संख्या: JS/2026/DL/0448127

यदि आपने यह अनुरोध नहीं किया है, तो टोल फ्री नंबर 1800-11-4477 पर संपर्क करें।

सादर,
जनसेवा पहचान पोर्टल
इलेक्ट्रॉनिकी और सूचना प्रौद्योगिकी विभाग, नई दिल्ली - 110003

यह एक स्वचालित ईमेल है, कृपया इसका उत्तर न दें।
This is a system generated mail. Please do not reply.
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Mangal,'Noto Sans Devanagari',Arial,sans-serif;font-size:14px;color:#000;">
<table width="640" border="0" cellspacing="0" cellpadding="0" style="border:1px solid #cccccc;">
<tr>
<td width="80" style="padding:10px;"><img src="https://janseva.gov.in/assets/img/emblem.png" alt="भारत सरकार" width="50" height="60"></td>
<td style="padding:10px;border-bottom:3px solid #ff9933;"><b style="font-size:18px;color:#1f3c88;">जनसेवा पहचान पोर्टल</b><br><span style="font-size:12px;color:#555;">Janseva Identity Portal · Government of India</span></td>
</tr>
<tr><td colspan="2" style="padding:18px 20px;line-height:24px;">
प्रिय नागरिक,<br><br>
जनसेवा पहचान पोर्टल पर लॉगिन करने के लिए आपका वन टाइम पासवर्ड (OTP) <b style="font-size:20px;color:#1f3c88;">615092</b> है।<br><br>
यह OTP दिनांक १८/११/२०२६ को ११:२६ बजे जारी किया गया है और १० मिनट तक मान्य है।<br><br>
<font color="#c0392b">कृपया यह OTP किसी के साथ साझा न करें। जनसेवा का कोई भी अधिकारी आपसे OTP नहीं माँगेगा।</font><br><br>
<table border="1" cellspacing="0" cellpadding="6" style="border-collapse:collapse;font-size:13px;border-color:#dddddd;">
<tr><td>पंजीकृत मोबाइल</td><td>XXXXXX7731</td></tr>
<tr><td>जनसेवा संदर्भ संख्या</td><td>JS/2026/DL/0448127</td></tr>
</table><br>
यदि आपने यह अनुरोध नहीं किया है, तो टोल फ्री नंबर 1800-11-4477 पर संपर्क करें।<br><br>
सादर,<br>जनसेवा पहचान पोर्टल<br>इलेक्ट्रॉनिकी और सूचना प्रौद्योगिकी विभाग, नई दिल्ली - 110003
</td></tr>
<tr><td colspan="2" style="padding:10px 20px;background:#f5f5f5;font-size:11px;color:#666;">
यह एक स्वचालित ईमेल है, कृपया इसका उत्तर न दें। This is a system generated mail. Please do not reply.<br>
<a href="https://janseva.gov.in/hi/privacy-policy">गोपनीयता नीति</a> | <a href="https://janseva.gov.in/hi/help">सहायता</a>
</td></tr>
</table>
</body></html>`,
  },
  {
    family: "janseva-id",
    group: "regional",
    lang: "hi",
    kind: "email-change-link",
    code: null,
    link: "https://janseva.gov.in/profile/email/confirm?req=EC2611188823&sig=9f0c2ab71e44d3b6",
    from: "जनसेवा पहचान पोर्टल <noreply@janseva.gov.in>",
    subject: "ईमेल पता बदलने के अनुरोध की पुष्टि करें",
    date: "Wed, 18 Nov 2026 11:31:08 +0530",
    enc: "b64",
    text: `प्रिय नागरिक,

आपके जनसेवा खाते में ईमेल पता बदलने का अनुरोध प्राप्त हुआ है।

पुराना ईमेल: r****a@gmail.com
नया ईमेल: sam.reader@inbox.example

नया ईमेल पता सत्यापित करने के लिए नीचे दिए गए लिंक पर क्लिक करें (लिंक ४८ घंटे तक मान्य है):
https://janseva.gov.in/profile/email/confirm?req=EC2611188823&sig=9f0c2ab71e44d3b6

पुष्टि होने के बाद सभी सूचनाएँ नए ईमेल पते पर भेजी जाएँगी।

यदि आपने यह परिवर्तन नहीं किया है, तो इस ईमेल को अनदेखा करें और तुरंत अपना पासवर्ड बदलें।

सादर,
जनसेवा पहचान पोर्टल
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Mangal,'Noto Sans Devanagari',Arial,sans-serif;font-size:14px;color:#000;">
<table width="640" border="0" cellspacing="0" cellpadding="0" style="border:1px solid #cccccc;">
<tr>
<td width="80" style="padding:10px;"><img src="https://janseva.gov.in/assets/img/emblem.png" alt="भारत सरकार" width="50" height="60"></td>
<td style="padding:10px;border-bottom:3px solid #ff9933;"><b style="font-size:18px;color:#1f3c88;">जनसेवा पहचान पोर्टल</b><br><span style="font-size:12px;color:#555;">Janseva Identity Portal · Government of India</span></td>
</tr>
<tr><td colspan="2" style="padding:18px 20px;line-height:24px;">
प्रिय नागरिक,<br><br>
आपके जनसेवा खाते में ईमेल पता बदलने का अनुरोध प्राप्त हुआ है।<br><br>
पुराना ईमेल: r****a@gmail.com<br>नया ईमेल: sam.reader@inbox.example<br><br>
नया ईमेल पता सत्यापित करने के लिए नीचे दिए गए लिंक पर क्लिक करें (लिंक ४८ घंटे तक मान्य है):<br>
<a href="https://janseva.gov.in/profile/email/confirm?req=EC2611188823&amp;sig=9f0c2ab71e44d3b6" style="color:#1f3c88;">https://janseva.gov.in/profile/email/confirm?req=EC2611188823&amp;sig=9f0c2ab71e44d3b6</a><br><br>
पुष्टि होने के बाद सभी सूचनाएँ नए ईमेल पते पर भेजी जाएँगी।<br><br>
यदि आपने यह परिवर्तन नहीं किया है, तो इस ईमेल को अनदेखा करें और तुरंत अपना पासवर्ड बदलें।<br><br>
सादर,<br>जनसेवा पहचान पोर्टल
</td></tr>
<tr><td colspan="2" style="padding:10px 20px;background:#f5f5f5;font-size:11px;color:#666;">
यह एक स्वचालित ईमेल है, कृपया इसका उत्तर न दें। This is a system generated mail. Please do not reply.
</td></tr>
</table>
</body></html>`,
  },
  // ------------------------------------------------------------ thaali-express (India, food delivery)
  {
    family: "thaali-express",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "4417",
    link: null,
    from: "Thaali Express <hello@thaaliexpress.in>",
    subject: "4417 is your Thaali Express login code 🍛",
    date: "Thu, 19 Nov 2026 13:02:11 +0530",
    enc: "8bit",
    text: `Hi Ritika,

Bhook lagi hai? Use this code to log in:

4417

Valid for 10 minutes. Never share it with anyone, not even our delivery partners.

Team Thaali Express
Thaali Express Foodtech Pvt. Ltd., 3rd Floor, Prestige Tower, Residency Road, Bengaluru 560025
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fff3e6;">
<span style="display:none;font-size:1px;color:#fff3e6;">Bhook lagi hai? Your login code is inside.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 10px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:16px;font-family:'Poppins',Helvetica,Arial,sans-serif;">
<tr><td align="center" style="padding:28px 0 8px;"><img src="https://img.thaaliexpress.in/brand/te-logo@2x.png" width="64" height="64" alt="Thaali Express"></td></tr>
<tr><td align="center" style="padding:0 32px;font-size:16px;color:#3d2b1f;">Hi Ritika,<br>Bhook lagi hai? Use this code to log in:</td></tr>
<tr><td align="center" style="padding:18px 0;">
<table role="presentation" cellpadding="0" cellspacing="8"><tr>
<td style="width:52px;height:60px;background:#fff3e6;border-radius:10px;font-size:30px;font-weight:700;color:#e4572e;text-align:center;">4</td>
<td style="width:52px;height:60px;background:#fff3e6;border-radius:10px;font-size:30px;font-weight:700;color:#e4572e;text-align:center;">4</td>
<td style="width:52px;height:60px;background:#fff3e6;border-radius:10px;font-size:30px;font-weight:700;color:#e4572e;text-align:center;">1</td>
<td style="width:52px;height:60px;background:#fff3e6;border-radius:10px;font-size:30px;font-weight:700;color:#e4572e;text-align:center;">7</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:0 32px 28px;font-size:13px;color:#8c7b6e;">Valid for 10 minutes. Never share it with anyone, not even our delivery partners.</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#a08c7d;">Thaali Express Foodtech Pvt. Ltd., 3rd Floor, Prestige Tower, Residency Road, Bengaluru 560025<br>
<a href="https://thaaliexpress.in/privacy" style="color:#a08c7d;">Privacy</a> · <a href="https://thaaliexpress.in/terms" style="color:#a08c7d;">Terms</a></p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "thaali-express",
    group: "negative",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Thaali Express <orders@thaaliexpress.in>",
    subject: "Your Thaali Express order from Meghana Foods was delivered",
    date: "Thu, 19 Nov 2026 13:58:40 +0530",
    enc: "8bit",
    text: `Hi Ritika, your order was delivered at 1:57 PM. Khaana enjoy karo!

Order ID: 5190274831
Restaurant: Meghana Foods, Koramangala

1 x Andhra Chicken Biryani   ₹329.00
2 x Butter Naan              ₹118.00
1 x Gulab Jamun (2 pcs)       ₹79.00

Item total                   ₹526.00
Delivery fee                  ₹25.00
Platform fee                   ₹5.00
GST and restaurant charges    ₹31.30
Coupon TEFEAST50             -₹50.00
Paid via UPI                 ₹537.30

Rate your order: https://thaaliexpress.in/rate/5190274831
Get help with this order: https://thaaliexpress.in/help/order/5190274831
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff3e6;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 10px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:16px;font-family:'Poppins',Helvetica,Arial,sans-serif;color:#3d2b1f;">
<tr><td style="padding:24px 28px 6px;"><img src="https://img.thaaliexpress.in/brand/te-logo@2x.png" width="40" height="40" alt="Thaali Express"></td></tr>
<tr><td style="padding:0 28px;font-size:18px;font-weight:700;">Delivered at 1:57 PM</td></tr>
<tr><td style="padding:4px 28px 16px;font-size:14px;color:#8c7b6e;">Hi Ritika, khaana enjoy karo! · Order ID 5190274831 · Meghana Foods, Koramangala</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td>1 × Andhra Chicken Biryani</td><td align="right">₹329.00</td></tr>
<tr><td>2 × Butter Naan</td><td align="right">₹118.00</td></tr>
<tr><td>1 × Gulab Jamun (2 pcs)</td><td align="right">₹79.00</td></tr>
<tr><td colspan="2" style="border-top:1px dashed #e0d3c7;"></td></tr>
<tr><td style="color:#8c7b6e;">Item total</td><td align="right">₹526.00</td></tr>
<tr><td style="color:#8c7b6e;">Delivery fee</td><td align="right">₹25.00</td></tr>
<tr><td style="color:#8c7b6e;">Platform fee</td><td align="right">₹5.00</td></tr>
<tr><td style="color:#8c7b6e;">GST and restaurant charges</td><td align="right">₹31.30</td></tr>
<tr><td style="color:#2e9e5b;">Coupon TEFEAST50</td><td align="right" style="color:#2e9e5b;">-₹50.00</td></tr>
<tr><td style="font-weight:700;border-top:1px solid #e0d3c7;">Paid via UPI</td><td align="right" style="font-weight:700;border-top:1px solid #e0d3c7;">₹537.30</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:22px 28px;"><a href="https://thaaliexpress.in/rate/5190274831" style="background:#e4572e;color:#fff;text-decoration:none;padding:11px 26px;border-radius:20px;font-size:14px;">Rate your order</a>
&nbsp;<a href="https://thaaliexpress.in/help/order/5190274831" style="color:#e4572e;font-size:14px;">Get help</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------------------ taka-wallet (Bangladesh, mobile money)
  {
    family: "taka-wallet",
    group: "regional",
    lang: "bn",
    kind: "login-code",
    code: "903114",
    link: null,
    from: "টাকা ওয়ালেট <otp@takawallet.com.bd>",
    subject: "আপনার টাকা ওয়ালেট ভেরিফিকেশন কোড",
    date: "Fri, 20 Nov 2026 22:41:06 +0600",
    enc: "b64",
    text: `প্রিয় গ্রাহক,

আপনার টাকা ওয়ালেট অ্যাকাউন্টে নতুন ডিভাইস থেকে লগইনের জন্য ভেরিফিকেশন কোড: 903114

কোডটি ৫ মিনিটের জন্য বৈধ। এই কোড কাউকে জানাবেন না। টাকা ওয়ালেট কখনোই ফোন করে আপনার কোড বা পিন জানতে চায় না।

অ্যাকাউন্ট: ০১৭১২-XXXX৮৯
সময়: ২০/১১/২০২৬, রাত ১০:৪১

আপনি যদি লগইন করার চেষ্টা না করে থাকেন, অবিলম্বে ১৬২৪৭ নম্বরে কল করুন।

ধন্যবাদ,
টাকা ওয়ালেট
টাকা ফিন্যান্সিয়াল সার্ভিসেস লিমিটেড, বাড়ি ১২, রোড ১১৩, গুলশান-২, ঢাকা ১২১২
`,
    html: card({
      lang: "bn",
      title: "ভেরিফিকেশন কোড",
      pre: "কোডটি ৫ মিনিটের জন্য বৈধ",
      accent: "#c2185b",
      font: "'Hind Siliguri',SolaimanLipi,Arial,sans-serif",
      head:
        `<img src="https://assets.takawallet.com.bd/mail/logo_bn.png" alt="টাকা ওয়ালেট" width="128" height="34" style="display:block;border:0;">`,
      body: `<p style="margin:0 0 14px;">প্রিয় গ্রাহক,</p>
<p style="margin:0 0 6px;">আপনার টাকা ওয়ালেট অ্যাকাউন্টে নতুন ডিভাইস থেকে লগইনের জন্য ভেরিফিকেশন কোড:</p>
${cells("903114", "#c2185b")}
<p style="margin:0 0 14px;">কোডটি <b>৫ মিনিটের</b> জন্য বৈধ। এই কোড কাউকে জানাবেন না। টাকা ওয়ালেট কখনোই ফোন করে আপনার কোড বা পিন জানতে চায় না।</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:13px;color:#555;">
<tr><td>অ্যাকাউন্ট:</td><td>০১৭১২-XXXX৮৯</td></tr>
<tr><td>সময়:</td><td>২০/১১/২০২৬, রাত ১০:৪১</td></tr>
</table>
<p style="margin:14px 0 0;">আপনি যদি লগইন করার চেষ্টা না করে থাকেন, অবিলম্বে <b>১৬২৪৭</b> নম্বরে কল করুন।</p>`,
      foot: `টাকা ফিন্যান্সিয়াল সার্ভিসেস লিমিটেড, বাড়ি ১২, রোড ১১৩, গুলশান-২, ঢাকা ১২১২<br>
হেল্পলাইন: ১৬২৪৭ · <a href="https://www.takawallet.com.bd/privacy" style="color:#8a8a8a;">গোপনীয়তা নীতি</a><br>
© ২০২৬ টাকা ওয়ালেট`,
    }),
  },
  {
    family: "taka-wallet",
    group: "negative",
    lang: "bn",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "টাকা ওয়ালেট <notify@takawallet.com.bd>",
    subject: "ক্যাশ ইন সফল: ৳৫,০০০.০০",
    date: "Sat, 21 Nov 2026 10:15:22 +0600",
    enc: "b64",
    text: `প্রিয় গ্রাহক,

আপনার অ্যাকাউন্টে ক্যাশ ইন সফল হয়েছে।

পরিমাণ: ৳৫,০০০.০০
এজেন্ট: ০১৮১৯-XXXX২২ (রহমান টেলিকম, মিরপুর-১০)
ট্রানজেকশন আইডি: BKT7Q2M9XA
ফি: ৳০.০০
বর্তমান ব্যালেন্স: ৳৭,৩১২.৫০
সময়: ২১/১১/২০২৬, সকাল ১০:১৫

টাকা ওয়ালেট ব্যবহার করার জন্য ধন্যবাদ।
`,
    html: null,
  },
  // ------------------------------------------------------------ bazaar-pk (Pakistan, marketplace)
  {
    family: "bazaar-pk",
    group: "regional",
    lang: "ur",
    kind: "verify-link",
    code: null,
    link: "https://email.bazaar.pk/c/eJwNyEEKgCAQAMCvyJ4l0gKjr0TJgouxGa5Bv8_jDALTA7aMBHRWwrFWm2vYt6G01Yg",
    from: "Bazaar.pk <no-reply@bazaar.pk>",
    subject: "اپنا ای میل ایڈریس تصدیق کریں",
    date: "Sun, 22 Nov 2026 16:09:33 +0500",
    enc: "qp",
    text: `السلام علیکم عمران صاحب،

Bazaar.pk پر خوش آمدید! اپنا اکاؤنٹ فعال کرنے کے لیے نیچے دیے گئے لنک پر کلک کر کے اپنا ای میل ایڈریس تصدیق کریں:

https://email.bazaar.pk/c/eJwNyEEKgCAQAMCvyJ4l0gKjr0TJgouxGa5Bv8_jDALTA7aMBHRWwrFWm2vYt6G01Yg

یہ لنک 24 گھنٹے کے لیے کارآمد ہے۔

تصدیق کے بعد آپ کو پہلے آرڈر پر Rs. 300 کی رعایت ملے گی۔

اگر آپ نے Bazaar.pk پر اکاؤنٹ نہیں بنایا تو اس ای میل کو نظر انداز کریں۔

شکریہ،
ٹیم Bazaar.pk
ہیلپ لائن: 021-111-227-227
`,
    html: card({
      lang: "ur",
      dir: "rtl",
      title: "ای میل کی تصدیق",
      pre: "اپنا اکاؤنٹ فعال کرنے کے لیے ای میل تصدیق کریں",
      accent: "#f57224",
      font: "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',Tahoma,sans-serif",
      head:
        `<a href="https://email.bazaar.pk/c/eJwNyEEKgCAQAMCvyJ4l0gKjr0TJgou-home"><img src="https://static.bazaar.pk/mail/logo.png" alt="Bazaar.pk" width="120" height="34" style="display:block;border:0;"></a>`,
      body: `<p style="margin:0 0 14px;">السلام علیکم عمران صاحب،</p>
<p style="margin:0 0 14px;">Bazaar.pk پر خوش آمدید! اپنا اکاؤنٹ فعال کرنے کے لیے نیچے دیے گئے بٹن پر کلک کر کے اپنا ای میل ایڈریس تصدیق کریں۔</p>
${
        button(
          "https://email.bazaar.pk/c/eJwNyEEKgCAQAMCvyJ4l0gKjr0TJgouxGa5Bv8_jDALTA7aMBHRWwrFWm2vYt6G01Yg",
          "ای میل تصدیق کریں",
          "#f57224",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#666;">یہ لنک 24 گھنٹے کے لیے کارآمد ہے۔</p>
<p style="margin:0 0 14px;">تصدیق کے بعد آپ کو پہلے آرڈر پر <b>Rs. 300</b> کی رعایت ملے گی۔</p>
<p style="margin:0;font-size:13px;color:#666;">اگر آپ نے Bazaar.pk پر اکاؤنٹ نہیں بنایا تو اس ای میل کو نظر انداز کریں۔</p>`,
      foot: `ہیلپ لائن: 021-111-227-227 · Bazaar Commerce (Pvt) Ltd, Plot 19-C, Shahrah-e-Faisal, Karachi 75400<br>
<a href="https://email.bazaar.pk/c/eJwNyEEKgCAQAMCvyJ4l0gKjr0TJgou-privacy" style="color:#8a8a8a;">پرائیویسی پالیسی</a> · <a href="https://email.bazaar.pk/c/eJwNyEEKgCAQAMCvyJ4l0gKjr0TJgou-help" style="color:#8a8a8a;">مدد</a>`,
    }),
  },
  {
    family: "bazaar-pk",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.bazaar.pk/user/reset-password?token=6b1f0e9a-37c4-4d2e-9a51-f0c8d2b7e813",
    from: "Bazaar.pk <no-reply@bazaar.pk>",
    subject: "Reset your Bazaar.pk password",
    date: "Mon, 23 Nov 2026 09:48:15 +0500",
    text: `Hi Imran,

Someone (hopefully you) asked to reset the password for your Bazaar.pk account.

To choose a new password, open this link:
https://www.bazaar.pk/user/reset-password?token=6b1f0e9a-37c4-4d2e-9a51-f0c8d2b7e813

The link will expire in 1 hour. If you didn't request this, you can safely ignore this email.

Your recent order BZ-88127430 (Haier 1.5 ton inverter AC, Rs. 189,999) is still on its way and is not affected.

Team Bazaar.pk
Helpline: 021-111-227-227 (9 am - 10 pm, all days)
`,
    html: null,
  },
  // ------------------------------------------------------------ ojekita (Indonesia, super-app)
  {
    family: "ojekita",
    group: "regional",
    lang: "id",
    kind: "login-code",
    code: "582041",
    link: null,
    from: "OjeKita <no-reply@ojekita.co.id>",
    subject: "Kode verifikasi OjeKita kamu",
    date: "Tue, 24 Nov 2026 07:31:45 +0700",
    enc: "qp",
    text: `Hai Dimas,

Masukkan kode verifikasi ini di aplikasi OjeKita untuk masuk ke akunmu:

5 8 2 0 4 1

Kode berlaku selama 2 menit. JANGAN berikan kode ini ke siapa pun, termasuk pihak yang mengaku dari OjeKita.

Belum minta kode? Abaikan email ini, akunmu tetap aman.

Salam,
Tim OjeKita
PT Ojek Kita Nusantara, Gedung Cakrawala Lt. 12, Jl. Jend. Sudirman Kav. 58, Jakarta Selatan 12190
Bantuan: https://www.ojekita.co.id/bantuan
`,
    html:
      `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kode verifikasi</title></head>
<body style="margin:0;padding:0;background:#eef7f1;">
<div style="display:none;max-height:0;overflow:hidden;">Kode berlaku selama 2 menit. Jangan bagikan ke siapa pun.</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-radius:12px;font-family:'Nunito Sans',Helvetica,Arial,sans-serif;color:#1c2b24;">
<tr><td style="padding:26px 32px 0;"><img src="https://asset.ojekita.co.id/email/ojekita-hijau.png" width="116" height="30" alt="OjeKita" style="display:block;"></td></tr>
<tr><td style="padding:22px 32px 0;font-size:22px;font-weight:800;">Kode verifikasi kamu</td></tr>
<tr><td style="padding:10px 32px 0;font-size:15px;line-height:22px;">Hai Dimas, masukkan kode verifikasi ini di aplikasi OjeKita untuk masuk ke akunmu:</td></tr>
<tr><td style="padding:8px 32px;">${cells("582041", "#00964b")}</td></tr>
<tr><td style="padding:0 32px;font-size:14px;line-height:21px;color:#4f5f57;">Kode berlaku selama <b>2 menit</b>. <b>JANGAN</b> berikan kode ini ke siapa pun, termasuk pihak yang mengaku dari OjeKita.</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:14px;color:#4f5f57;">Belum minta kode? Abaikan email ini, akunmu tetap aman.</td></tr>
</table>
<table role="presentation" width="520" cellspacing="0" cellpadding="0" border="0" style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#7c8c84;">
<tr><td align="center" style="padding:16px 0;">
<a href="https://www.instagram.com/ojekita"><img src="https://asset.ojekita.co.id/email/ig.png" width="22" alt="Instagram"></a>&nbsp;
<a href="https://x.com/ojekita"><img src="https://asset.ojekita.co.id/email/x.png" width="22" alt="X"></a>&nbsp;
<a href="https://www.tiktok.com/@ojekita"><img src="https://asset.ojekita.co.id/email/tt.png" width="22" alt="TikTok"></a><br><br>
PT Ojek Kita Nusantara, Gedung Cakrawala Lt. 12, Jl. Jend. Sudirman Kav. 58, Jakarta Selatan 12190<br>
<a href="https://www.ojekita.co.id/bantuan" style="color:#7c8c84;">Bantuan</a> · <a href="https://www.ojekita.co.id/kebijakan-privasi" style="color:#7c8c84;">Kebijakan Privasi</a>
</td></tr></table>
</td></tr></table></body></html>`,
  },
  {
    family: "ojekita",
    group: "regional",
    lang: "id",
    kind: "magic-link",
    code: null,
    link:
      "https://auth.ojekita.co.id/masuk/email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ODIxNzQifQ.u3Kp0x9Qm&src=email",
    from: "OjeKita <no-reply@ojekita.co.id>",
    subject: "Masuk ke OjeKita for Business",
    date: "Tue, 24 Nov 2026 09:12:03 +0700",
    enc: "qp",
    text: `Hai Dimas,

Klik link di bawah ini untuk masuk ke dasbor OjeKita for Business (PT Sinar Logistik Abadi):

https://auth.ojekita.co.id/masuk/email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ODIxNzQifQ.u3Kp0x9Qm&src=email

Link ini hanya bisa dipakai sekali dan kedaluwarsa dalam 15 menit. Permintaan masuk dibuat dari Firefox di Windows, Surabaya.

Kalau kamu tidak meminta link ini, abaikan saja email ini.

Tim OjeKita for Business
`,
    html: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>Masuk</title></head>
<body style="margin:0;padding:0;background:#eef7f1;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-radius:12px;font-family:'Nunito Sans',Helvetica,Arial,sans-serif;color:#1c2b24;">
<tr><td style="padding:26px 32px 0;"><img src="https://asset.ojekita.co.id/email/ojekita-business.png" width="170" height="30" alt="OjeKita for Business" style="display:block;"></td></tr>
<tr><td style="padding:22px 32px 0;font-size:15px;line-height:22px;">Hai Dimas,<br><br>Klik tombol di bawah ini untuk masuk ke dasbor OjeKita for Business (<b>PT Sinar Logistik Abadi</b>).</td></tr>
<tr><td style="padding:20px 32px;"><a href="https://auth.ojekita.co.id/masuk/email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ODIxNzQifQ.u3Kp0x9Qm&amp;src=email" style="display:inline-block;background:#00964b;color:#ffffff;font-weight:700;font-size:15px;padding:13px 28px;border-radius:24px;text-decoration:none;">Masuk ke dasbor</a></td></tr>
<tr><td style="padding:0 32px 26px;font-size:13px;line-height:20px;color:#4f5f57;">Link ini hanya bisa dipakai sekali dan kedaluwarsa dalam 15 menit. Permintaan masuk dibuat dari Firefox di Windows, Surabaya.<br><br>Kalau kamu tidak meminta link ini, abaikan saja email ini.</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#7c8c84;">PT Ojek Kita Nusantara, Jakarta Selatan 12190 · <a href="https://business.ojekita.co.id/bantuan" style="color:#7c8c84;">Pusat Bantuan</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "ojekita",
    group: "negative",
    lang: "id",
    kind: "receipt",
    code: null,
    link: null,
    from: "OjeKita <struk@ojekita.co.id>",
    subject: "Struk perjalanan OjeRide kamu, 24 Nov 2026",
    date: "Tue, 24 Nov 2026 18:47:30 +0700",
    enc: "qp",
    text: `Terima kasih sudah naik OjeRide, Dimas!

Total dibayar: Rp27.500
Metode: OjeKitaPay

Dari: Stasiun Gubeng, Surabaya (18:11)
Ke: Jl. Dharmahusada Indah No. 41 (18:39)
Jarak: 7,8 km

Tarif perjalanan   Rp31.000
Biaya jasa aplikasi Rp2.500
Promo HEMAT6       -Rp6.000

Driver: Agus S. · Honda Vario · L 4821 QX
ID pesanan: RB-241126-77304192

Ada barang yang ketinggalan? Hubungi kami lewat menu Bantuan di aplikasi.
`,
    html: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef7f1;font-family:Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;color:#1c2b24;">
<tr><td style="padding:24px 28px 4px;"><img src="https://asset.ojekita.co.id/email/ojeride.png" width="100" height="28" alt="OjeRide"></td></tr>
<tr><td style="padding:8px 28px;font-size:14px;color:#4f5f57;">Terima kasih sudah naik OjeRide, Dimas!</td></tr>
<tr><td style="padding:4px 28px 14px;font-size:30px;font-weight:800;">Rp27.500</td></tr>
<tr><td style="padding:0 28px;font-size:13px;line-height:20px;">
<b>Stasiun Gubeng, Surabaya</b> · 18:11<br>
<b>Jl. Dharmahusada Indah No. 41</b> · 18:39<br>7,8 km</td></tr>
<tr><td style="padding:14px 28px;">
<table width="100%" cellpadding="4" style="font-size:13px;border-top:1px solid #e3ece7;">
<tr><td>Tarif perjalanan</td><td align="right">Rp31.000</td></tr>
<tr><td>Biaya jasa aplikasi</td><td align="right">Rp2.500</td></tr>
<tr><td>Promo HEMAT6</td><td align="right" style="color:#00964b;">-Rp6.000</td></tr>
<tr><td><b>Dibayar dengan OjeKitaPay</b></td><td align="right"><b>Rp27.500</b></td></tr>
</table></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#7c8c84;">Driver: Agus S. · Honda Vario · L 4821 QX<br>ID pesanan: RB-241126-77304192</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ padala-pay (Philippines, e-wallet)
  {
    family: "padala-pay",
    group: "regional",
    lang: "tl",
    kind: "login-code",
    code: "672910",
    link: null,
    from: "PadalaPay <security@padalapay.ph>",
    subject: "Your PadalaPay OTP",
    date: "Wed, 25 Nov 2026 20:03:57 +0800",
    text: `Hi Ma. Cristina,

Ang iyong PadalaPay One-Time PIN (OTP) ay 672910. Valid ito for 5 minutes lang.

Huwag itong ibigay kahit kanino, kahit sa nagpapakilalang taga-PadalaPay. Hindi kami kailanman hihingi ng OTP via call, text, o chat.

Kung hindi ikaw ang nag-request nito, i-lock agad ang account mo sa app (Profile > Security > Lock account) o tumawag sa (02) 8845-7722.

Salamat,
PadalaPay
PadalaPay Inc. is regulated by the Bangko Sentral ng Pilipinas.
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf1fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Roboto,Arial,sans-serif;color:#17264d;">
<tr><td style="background:#1746a2;border-radius:10px 10px 0 0;padding:16px 26px;"><img src="https://static.padalapay.ph/mail/logo-w.png" width="130" height="30" alt="PadalaPay"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:23px;">
Hi Ma. Cristina,<br><br>
Ang iyong PadalaPay One-Time PIN (OTP) ay:
<div style="margin:16px 0;font-size:34px;font-weight:700;letter-spacing:10px;color:#1746a2;">672910</div>
Valid ito for <b>5 minutes</b> lang.<br><br>
<div style="background:#fff7e0;border-radius:6px;padding:12px 14px;font-size:13px;">⚠️ Huwag itong ibigay kahit kanino, kahit sa nagpapakilalang taga-PadalaPay. Hindi kami kailanman hihingi ng OTP via call, text, o chat.</div><br>
Kung hindi ikaw ang nag-request nito, i-lock agad ang account mo sa app (Profile &gt; Security &gt; Lock account) o tumawag sa (02) 8845-7722.<br><br>
Salamat,<br>PadalaPay
</td></tr>
<tr><td style="padding:14px 26px;background:#f4f7fc;font-size:11px;color:#6b7796;border-radius:0 0 10px 10px;">PadalaPay Inc. is regulated by the Bangko Sentral ng Pilipinas. 31st Floor, Ayala Triangle Tower 2, Makati City 1226.<br>
<a href="https://www.padalapay.ph/privacy" style="color:#6b7796;">Privacy Notice</a> · <a href="https://help.padalapay.ph" style="color:#6b7796;">Help Center</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "padala-pay",
    group: "negative",
    lang: "tl",
    kind: "receipt",
    code: null,
    link: null,
    from: "PadalaPay <receipts@padalapay.ph>",
    subject: "Natanggap mo ang ₱3,500.00 mula kay JUAN D.",
    date: "Thu, 26 Nov 2026 12:22:09 +0800",
    enc: "8bit",
    text: `Hi Ma. Cristina,

Natanggap mo ang ₱3,500.00 mula kay JUAN D. (0917 *** 4410).

Mensahe: "pambayad sa kuryente, salamat ate"
Petsa: Nov 26, 2026 12:21 PM
Ref. No.: 7003 214 889 152
Bagong balance: ₱4,812.75

Walang kailangang gawin. Kung may tanong ka sa transaction na ito, i-message kami sa Help Center gamit ang Ref. No.

PadalaPay
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf1fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Roboto,Arial,sans-serif;color:#17264d;">
<tr><td style="background:#1746a2;border-radius:10px 10px 0 0;padding:16px 26px;"><img src="https://static.padalapay.ph/mail/logo-w.png" width="130" height="30" alt="PadalaPay"></td></tr>
<tr><td align="center" style="padding:26px 26px 6px;font-size:14px;color:#6b7796;">Natanggap mo ang</td></tr>
<tr><td align="center" style="padding:0 26px;font-size:36px;font-weight:700;color:#1a9e5c;">₱3,500.00</td></tr>
<tr><td align="center" style="padding:6px 26px 18px;font-size:14px;">mula kay <b>JUAN D.</b> (0917 *** 4410)</td></tr>
<tr><td style="padding:0 26px 24px;">
<table width="100%" cellpadding="7" style="font-size:13px;border:1px solid #e1e7f2;border-radius:8px;">
<tr><td style="color:#6b7796;">Mensahe</td><td>"pambayad sa kuryente, salamat ate"</td></tr>
<tr><td style="color:#6b7796;">Petsa</td><td>Nov 26, 2026 12:21 PM</td></tr>
<tr><td style="color:#6b7796;">Ref. No.</td><td>7003 214 889 152</td></tr>
<tr><td style="color:#6b7796;">Bagong balance</td><td>₱4,812.75</td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px;background:#f4f7fc;font-size:11px;color:#6b7796;border-radius:0 0 10px 10px;">Walang kailangang gawin. PadalaPay Inc. is regulated by the Bangko Sentral ng Pilipinas.</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ sen-vang-bank (Vietnam)
  {
    family: "sen-vang-bank",
    group: "regional",
    lang: "vi",
    kind: "login-code",
    code: "30918472",
    link: null,
    from: "Sen Vàng Bank <ebanking@senvangbank.com.vn>",
    subject: "[Sen Vàng Bank] Mã xác thực đăng nhập Internet Banking",
    date: "Mon, 02 Nov 2026 08:05:17 +0700",
    enc: "b64",
    text: `Kính gửi Quý khách NGUYEN THI THU HA,

Mã xác thực (OTP) đăng nhập dịch vụ Sen Vàng eBanking của Quý khách là: 30918472

Mã có hiệu lực trong 120 giây kể từ thời điểm gửi (08:05:17 ngày 02/11/2026).

Lưu ý: Sen Vàng Bank KHÔNG BAO GIỜ yêu cầu Quý khách cung cấp mã OTP, mật khẩu qua điện thoại, email hay mạng xã hội. Tuyệt đối không chia sẻ mã này cho bất kỳ ai.

Nếu Quý khách không thực hiện giao dịch này, vui lòng liên hệ Tổng đài 1900 6868 (24/7).

Trân trọng,
Ngân hàng TMCP Sen Vàng
Số 198 Trần Quang Khải, Hoàn Kiếm, Hà Nội
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f1e7;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellspacing="0" cellpadding="0" style="background:#ffffff;">
<tr><td style="padding:14px 24px;border-bottom:3px solid #c9a227;"><img src="https://www.senvangbank.com.vn/email/logo.png" alt="Sen Vàng Bank" width="160" height="40"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:22px;">
Kính gửi Quý khách <b>NGUYEN THI THU HA</b>,<br><br>
Mã xác thực (OTP) đăng nhập dịch vụ Sen Vàng eBanking của Quý khách là:<br>
<p style="text-align:center;font-size:28px;font-weight:bold;color:#a0161b;letter-spacing:4px;margin:18px 0;">30918472</p>
Mã có hiệu lực trong <b>120 giây</b> kể từ thời điểm gửi (08:05:17 ngày 02/11/2026).<br><br>
<i style="color:#a0161b;">Lưu ý: Sen Vàng Bank KHÔNG BAO GIỜ yêu cầu Quý khách cung cấp mã OTP, mật khẩu qua điện thoại, email hay mạng xã hội. Tuyệt đối không chia sẻ mã này cho bất kỳ ai.</i><br><br>
Nếu Quý khách không thực hiện giao dịch này, vui lòng liên hệ Tổng đài <b>1900 6868</b> (24/7).<br><br>
Trân trọng,<br>Ngân hàng TMCP Sen Vàng
</td></tr>
<tr><td style="padding:12px 24px;background:#3b2d12;color:#e8dcc0;font-size:11px;">Số 198 Trần Quang Khải, Hoàn Kiếm, Hà Nội · Hotline 1900 6868 · <a href="https://www.senvangbank.com.vn" style="color:#e8dcc0;">www.senvangbank.com.vn</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sen-vang-bank",
    group: "negative",
    lang: "vi",
    kind: "statement",
    code: null,
    link: null,
    from: "Sen Vàng Bank <saoke@senvangbank.com.vn>",
    subject: "Sao kê thẻ tín dụng Sen Vàng Platinum kỳ 10/2026",
    date: "Thu, 05 Nov 2026 02:30:00 +0700",
    enc: "b64",
    text: `Kính gửi Quý khách NGUYEN THI THU HA,

Sen Vàng Bank trân trọng gửi Quý khách bảng sao kê thẻ tín dụng kỳ 10/2026 (file đính kèm).

Số thẻ: 4215 **** **** 9083
Ngày sao kê: 04/11/2026
Tổng dư nợ cuối kỳ: 12.480.300 VND
Số tiền thanh toán tối thiểu: 624.015 VND
Ngày đến hạn thanh toán: 19/11/2026

File sao kê được bảo vệ bằng mật khẩu là 6 số cuối CCCD của Quý khách.

Trân trọng,
Ngân hàng TMCP Sen Vàng
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f1e7;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellspacing="0" cellpadding="0" style="background:#ffffff;">
<tr><td style="padding:14px 24px;border-bottom:3px solid #c9a227;"><img src="https://www.senvangbank.com.vn/email/logo.png" alt="Sen Vàng Bank" width="160" height="40"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:22px;">
Kính gửi Quý khách <b>NGUYEN THI THU HA</b>,<br><br>
Sen Vàng Bank trân trọng gửi Quý khách bảng sao kê thẻ tín dụng kỳ 10/2026 (file đính kèm).<br><br>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e6dcc3;font-size:13px;">
<tr><td>Số thẻ</td><td>4215 **** **** 9083</td></tr>
<tr><td>Ngày sao kê</td><td>04/11/2026</td></tr>
<tr><td>Tổng dư nợ cuối kỳ</td><td><b>12.480.300 VND</b></td></tr>
<tr><td>Số tiền thanh toán tối thiểu</td><td>624.015 VND</td></tr>
<tr><td>Ngày đến hạn thanh toán</td><td><b style="color:#a0161b;">19/11/2026</b></td></tr>
</table><br>
File sao kê được bảo vệ bằng mật khẩu là 6 số cuối CCCD của Quý khách.<br><br>
Trân trọng,<br>Ngân hàng TMCP Sen Vàng
</td></tr>
<tr><td style="padding:12px 24px;background:#3b2d12;color:#e8dcc0;font-size:11px;">Số 198 Trần Quang Khải, Hoàn Kiếm, Hà Nội · Hotline 1900 6868</td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "SaoKe_4215xx9083_202610.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R /Encrypt 3 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ tuk-locker (Thailand, parcel lockers)
  {
    family: "tuk-locker",
    group: "regional",
    lang: "th",
    kind: "pickup-code",
    code: "774309",
    link: null,
    from: "TukLocker <notify@tuklocker.co.th>",
    subject: "พัสดุของคุณถึงตู้ TukLocker แล้ว - รหัสรับพัสดุ 774309",
    date: "Fri, 13 Nov 2026 15:36:48 +0700",
    enc: "b64",
    text: `เรียน คุณสมชาย

พัสดุของคุณถูกนำเข้าตู้ล็อกเกอร์เรียบร้อยแล้ว

ตู้: TukLocker BTS อารีย์ (ทางออก 3 ข้าง 7-Eleven)
ช่องที่: B-14 (ขนาด M)
เลขพัสดุ: TH0148827713X
รหัสรับพัสดุ: 774309

กรุณารับพัสดุภายในวันที่ 16 พ.ย. 2569 เวลา 15:36 น. หากเกินกำหนด พัสดุจะถูกส่งกลับไปยังผู้ส่ง

วิธีรับ: กด "รับพัสดุ" ที่หน้าจอตู้ แล้วกรอกรหัส 6 หลัก

ศูนย์บริการลูกค้า 02-114-7788 (ทุกวัน 08:00-20:00 น.)
บริษัท ตุ๊กล็อกเกอร์ จำกัด 88/9 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400
`,
    html: `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8e1;font-family:'Sarabun',Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f3d36b;border-radius:10px;">
<tr><td style="background:#ffc107;border-radius:10px 10px 0 0;padding:14px 22px;"><img src="https://cdn.tuklocker.co.th/mail/logo-dark.png" width="120" height="30" alt="TukLocker"></td></tr>
<tr><td style="padding:22px;font-size:15px;color:#333;line-height:24px;">
เรียน คุณสมชาย<br>พัสดุของคุณถูกนำเข้าตู้ล็อกเกอร์เรียบร้อยแล้ว 📦
</td></tr>
<tr><td align="center" style="padding:0 22px;">
<table cellpadding="0" cellspacing="0" style="background:#222;border-radius:10px;"><tr><td align="center" style="padding:14px 30px;color:#ffc107;font-size:13px;">รหัสรับพัสดุ<br><span style="font-size:36px;font-weight:bold;letter-spacing:8px;color:#ffffff;">774309</span></td></tr></table>
</td></tr>
<tr><td style="padding:18px 22px;">
<table width="100%" cellpadding="6" style="font-size:14px;">
<tr><td style="color:#888;">ตู้</td><td>TukLocker BTS อารีย์ (ทางออก 3 ข้าง 7-Eleven)</td></tr>
<tr><td style="color:#888;">ช่องที่</td><td>B-14 (ขนาด M)</td></tr>
<tr><td style="color:#888;">เลขพัสดุ</td><td>TH0148827713X</td></tr>
<tr><td style="color:#888;">รับได้ถึง</td><td><b style="color:#d32f2f;">16 พ.ย. 2569 เวลา 15:36 น.</b></td></tr>
</table>
<p style="font-size:13px;color:#666;">วิธีรับ: กด "รับพัสดุ" ที่หน้าจอตู้ แล้วกรอกรหัส 6 หลัก หากเกินกำหนด พัสดุจะถูกส่งกลับไปยังผู้ส่ง</p>
<p style="text-align:center;"><a href="https://tuklocker.co.th/map?site=ARI-03" style="color:#222;font-size:13px;">ดูแผนที่ตู้</a></p>
</td></tr>
<tr><td style="padding:12px 22px;background:#fafafa;font-size:11px;color:#999;border-radius:0 0 10px 10px;">ศูนย์บริการลูกค้า 02-114-7788 (ทุกวัน 08:00-20:00 น.)<br>บริษัท ตุ๊กล็อกเกอร์ จำกัด 88/9 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ kedai-mudah (Malaysia, marketplace)
  {
    family: "kedai-mudah",
    group: "regional",
    lang: "ms",
    kind: "verify-link",
    code: null,
    link: "https://www.kedaimudah.my/akaun/sahkan-emel/8Fv2QkT7LmW0",
    from: "KedaiMudah <akaun@kedaimudah.my>",
    subject: "Sahkan alamat e-mel anda",
    date: "Sun, 15 Nov 2026 22:18:36 +0800",
    text: `Hai Nurul Aina,

Terima kasih kerana mendaftar dengan KedaiMudah! Sila sahkan alamat e-mel anda untuk mula membeli dan menjual:

https://www.kedaimudah.my/akaun/sahkan-emel/8Fv2QkT7LmW0

Pautan ini sah selama 3 hari.

Tip: Jangan sesekali buat bayaran di luar aplikasi KedaiMudah. Penjual sebenar tidak akan meminta anda memindahkan wang terus ke akaun bank mereka.

Sekian, terima kasih.
Pasukan KedaiMudah
KedaiMudah Sdn. Bhd. (1398221-K), Level 15, Menara Bangsar, 59100 Kuala Lumpur
`,
    html: `<!DOCTYPE html><html lang="ms"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f0ff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Inter,Helvetica,Arial,sans-serif;color:#24213a;">
<tr><td align="center" style="padding:28px 0 6px;"><img src="https://img.kedaimudah.my/email/km-logo.png" width="150" height="38" alt="KedaiMudah"></td></tr>
<tr><td align="center" style="padding:6px 36px;font-size:22px;font-weight:700;">Sahkan alamat e-mel anda</td></tr>
<tr><td style="padding:12px 36px;font-size:15px;line-height:23px;">Hai Nurul Aina,<br><br>Terima kasih kerana mendaftar dengan KedaiMudah! Sila sahkan alamat e-mel anda untuk mula membeli dan menjual.</td></tr>
<tr><td align="center" style="padding:14px 36px;"><a href="https://www.kedaimudah.my/akaun/sahkan-emel/8Fv2QkT7LmW0" style="background:#6c3cf0;color:#fff;text-decoration:none;font-weight:700;padding:14px 40px;border-radius:10px;display:inline-block;">Sahkan e-mel</a></td></tr>
<tr><td style="padding:6px 36px 18px;font-size:13px;color:#6d6a85;">Pautan ini sah selama 3 hari.</td></tr>
<tr><td style="padding:0 36px 28px;"><div style="background:#fff4e5;border-radius:8px;padding:12px 14px;font-size:13px;color:#7a4a00;"><b>Tip:</b> Jangan sesekali buat bayaran di luar aplikasi KedaiMudah. Penjual sebenar tidak akan meminta anda memindahkan wang terus ke akaun bank mereka.</div></td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#8e8aa6;">KedaiMudah Sdn. Bhd. (1398221-K), Level 15, Menara Bangsar, 59100 Kuala Lumpur<br>
<a href="https://www.kedaimudah.my/bantuan" style="color:#8e8aa6;">Bantuan</a> · <a href="https://www.kedaimudah.my/privasi" style="color:#8e8aa6;">Dasar Privasi</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "kedai-mudah",
    group: "regional",
    lang: "ms",
    kind: "invite-link",
    code: null,
    link: "https://seller.kedaimudah.my/jemputan/terima?kod=JMP-5521-QW8R&kedai=aina-batik",
    from: "KedaiMudah Seller Centre <seller@kedaimudah.my>",
    subject: "Anda dijemput untuk menguruskan kedai Aina Batik & Songket",
    date: "Tue, 17 Nov 2026 11:40:02 +0800",
    enc: "qp",
    text: `Hai,

Nurul Aina (pemilik kedai) telah menjemput anda menyertai kedai "Aina Batik & Songket" di KedaiMudah Seller Centre sebagai Pengurus Pesanan.

Sebagai Pengurus Pesanan, anda boleh melihat pesanan, mencetak label penghantaran dan membalas chat pembeli. Anda tidak boleh mengubah maklumat bank kedai.

Terima jemputan:
https://seller.kedaimudah.my/jemputan/terima?kod=JMP-5521-QW8R&kedai=aina-batik

Jemputan ini tamat tempoh pada 24 November 2026.

Pasukan KedaiMudah Seller Centre
`,
    html: `<!DOCTYPE html><html lang="ms"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f0ff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Inter,Helvetica,Arial,sans-serif;color:#24213a;">
<tr><td style="padding:24px 36px 0;"><img src="https://img.kedaimudah.my/email/seller-centre.png" width="190" height="32" alt="KedaiMudah Seller Centre"></td></tr>
<tr><td style="padding:20px 36px 0;font-size:15px;line-height:23px;">Hai,<br><br><b>Nurul Aina</b> (pemilik kedai) telah menjemput anda menyertai kedai <b>"Aina Batik &amp; Songket"</b> di KedaiMudah Seller Centre sebagai <b>Pengurus Pesanan</b>.</td></tr>
<tr><td style="padding:12px 36px;font-size:14px;line-height:21px;color:#4a4763;">Sebagai Pengurus Pesanan, anda boleh melihat pesanan, mencetak label penghantaran dan membalas chat pembeli. Anda tidak boleh mengubah maklumat bank kedai.</td></tr>
<tr><td style="padding:12px 36px;"><a href="https://seller.kedaimudah.my/jemputan/terima?kod=JMP-5521-QW8R&amp;kedai=aina-batik" style="background:#6c3cf0;color:#fff;text-decoration:none;font-weight:700;padding:13px 32px;border-radius:10px;display:inline-block;">Terima jemputan</a></td></tr>
<tr><td style="padding:6px 36px 28px;font-size:13px;color:#6d6a85;">Jemputan ini tamat tempoh pada 24 November 2026.</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#8e8aa6;">KedaiMudah Sdn. Bhd. (1398221-K), 59100 Kuala Lumpur · <a href="https://seller.kedaimudah.my/bantuan" style="color:#8e8aa6;">Pusat Bantuan Penjual</a></p>
</td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ viaje-ya (Mexico, ride-hailing)
  {
    family: "viaje-ya",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "5820",
    link: null,
    from: "Viaje Ya <cuenta@viajeya.mx>",
    subject: "5820 es tu código de acceso a Viaje Ya",
    date: "Mon, 16 Nov 2026 23:14:50 -0600",
    enc: "qp",
    text: `¡Hola!

Alguien intentó iniciar sesión en Viaje Ya con este correo. Si fuiste tú, escribe en la app el código de 4 dígitos que aparece en el asunto de este correo.

El código vence en 10 minutos.

¿No fuiste tú? No compartas el código con nadie. Tu cuenta sigue protegida.

Viaje Ya Tecnologías S.A.P.I. de C.V., Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 CDMX
Aviso de privacidad: https://viajeya.mx/privacidad
`,
    html: `<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#111111;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#1c1c1c;border-radius:14px;font-family:'Helvetica Neue',Arial,sans-serif;color:#f2f2f2;">
<tr><td style="padding:26px 30px 8px;"><img src="https://cdn.viajeya.mx/mail/vy-logo-white.png" width="96" height="28" alt="Viaje Ya"></td></tr>
<tr><td style="padding:10px 30px;font-size:20px;font-weight:bold;">¡Hola!</td></tr>
<tr><td style="padding:0 30px 12px;font-size:15px;line-height:22px;color:#cfcfcf;">Alguien intentó iniciar sesión en Viaje Ya con este correo. Si fuiste tú, escribe en la app el código de 4 dígitos que aparece en el asunto de este correo.</td></tr>
<tr><td style="padding:0 30px 12px;font-size:14px;color:#9a9a9a;">El código vence en 10 minutos.</td></tr>
<tr><td style="padding:0 30px 26px;font-size:14px;color:#9a9a9a;">¿No fuiste tú? No compartas el código con nadie. Tu cuenta sigue protegida.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#777;">Viaje Ya Tecnologías S.A.P.I. de C.V., Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 CDMX<br>
<a href="https://viajeya.mx/privacidad" style="color:#777;">Aviso de privacidad</a> · <a href="https://viajeya.mx/ayuda" style="color:#777;">Ayuda</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "viaje-ya",
    group: "negative",
    lang: "es",
    kind: "receipt",
    code: null,
    link: null,
    from: "Viaje Ya <recibos@viajeya.mx>",
    subject: "Tu recibo del martes por la noche",
    date: "Tue, 17 Nov 2026 22:41:03 -0600",
    enc: "qp",
    text: `Gracias por viajar con Viaje Ya, Fernanda.

Total: MX$142.80
Pagado con Visa •••• 4821

Tarifa base            MX$38.00
Distancia (9.2 km)     MX$61.64
Tiempo (21 min)        MX$27.30
Cuota de servicio      MX$15.86

Origen: Av. Presidente Masaryk 350, Polanco (22:05)
Destino: Calle Ámsterdam 112, Hipódromo Condesa (22:26)
Conductor: Luis Alberto · Nissan Versa blanco · placas NXR-48-21

Solicita tu factura (CFDI) hasta el 30 de noviembre: https://viajeya.mx/facturas
Número de viaje: VY-7731-0948-2215
`,
    html: `<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f4;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;color:#111;">
<tr><td style="background:#111;padding:18px 26px;"><img src="https://cdn.viajeya.mx/mail/vy-logo-white.png" width="96" height="28" alt="Viaje Ya"></td></tr>
<tr><td style="padding:22px 26px 4px;font-size:14px;color:#666;">Gracias por viajar con Viaje Ya, Fernanda.</td></tr>
<tr><td style="padding:0 26px 14px;font-size:34px;font-weight:bold;">MX$142.80</td></tr>
<tr><td style="padding:0 26px;"><table width="100%" cellpadding="5" style="font-size:14px;border-top:1px solid #eee;">
<tr><td>Tarifa base</td><td align="right">MX$38.00</td></tr>
<tr><td>Distancia (9.2 km)</td><td align="right">MX$61.64</td></tr>
<tr><td>Tiempo (21 min)</td><td align="right">MX$27.30</td></tr>
<tr><td>Cuota de servicio</td><td align="right">MX$15.86</td></tr>
<tr><td><b>Pagado con Visa •••• 4821</b></td><td align="right"><b>MX$142.80</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 26px;font-size:13px;line-height:20px;color:#444;">
● Av. Presidente Masaryk 350, Polanco · 22:05<br>■ Calle Ámsterdam 112, Hipódromo Condesa · 22:26<br>
Conductor: Luis Alberto · Nissan Versa blanco · placas NXR-48-21</td></tr>
<tr><td style="padding:0 26px 24px;font-size:13px;"><a href="https://viajeya.mx/facturas" style="color:#0a7cff;">Solicita tu factura (CFDI)</a> hasta el 30 de noviembre · Número de viaje: VY-7731-0948-2215</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ bolsillo-co (Colombia, neobank)
  {
    family: "bolsillo-co",
    group: "regional",
    lang: "es",
    kind: "verify-code-link",
    code: "318604",
    link: "https://app.bolsillo.com.co/registro/verificar-correo?sid=reg_7Hn2Kq&codigo=318604",
    from: "Bolsillo <hola@bolsillo.com.co>",
    subject: "Confirma tu correo para seguir con tu registro en Bolsillo",
    date: "Wed, 18 Nov 2026 19:27:14 -0500",
    enc: "b64",
    text: `¡Quiubo, Camilo!

Ya casi terminas de abrir tu cuenta Bolsillo. Para confirmar que este correo es tuyo, escribe este código en la app:

318 604

O, si estás en el mismo celular, toca este enlace:
https://app.bolsillo.com.co/registro/verificar-correo?sid=reg_7Hn2Kq&codigo=318604

El código y el enlace vencen en 30 minutos.

Recuerda: en Bolsillo nunca te vamos a pedir tu clave ni códigos por llamada o WhatsApp.

Bolsillo S.A. Compañía de Financiamiento, vigilada por la Superintendencia Financiera de Colombia.
Calle 93 # 11A-28, Bogotá D.C. · Línea de atención: 601 742 8800
`,
    html: `<!DOCTYPE html><html lang="es-CO"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fde7ef;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:20px;font-family:Montserrat,Arial,sans-serif;color:#2b0a3d;">
<tr><td align="center" style="padding:28px 0 10px;"><img src="https://static.bolsillo.com.co/email/bolsillo-logo.png" width="120" height="36" alt="Bolsillo"></td></tr>
<tr><td align="center" style="padding:4px 34px;font-size:22px;font-weight:800;">¡Quiubo, Camilo!</td></tr>
<tr><td align="center" style="padding:10px 34px;font-size:15px;line-height:22px;">Ya casi terminas de abrir tu cuenta Bolsillo. Para confirmar que este correo es tuyo, escribe este código en la app:</td></tr>
<tr><td align="center" style="padding:14px 0;"><span style="display:inline-block;background:#2b0a3d;color:#ff4f8b;font-size:32px;font-weight:800;letter-spacing:6px;padding:12px 26px;border-radius:14px;">318 604</span></td></tr>
<tr><td align="center" style="padding:8px 34px;font-size:14px;">O, si estás en el mismo celular:</td></tr>
<tr><td align="center" style="padding:6px 34px 14px;"><a href="https://app.bolsillo.com.co/registro/verificar-correo?sid=reg_7Hn2Kq&amp;codigo=318604" style="background:#ff4f8b;color:#fff;text-decoration:none;font-weight:700;padding:13px 30px;border-radius:30px;display:inline-block;">Confirmar mi correo</a></td></tr>
<tr><td align="center" style="padding:0 34px 26px;font-size:13px;color:#7a5f88;">El código y el enlace vencen en 30 minutos.<br>Recuerda: en Bolsillo nunca te vamos a pedir tu clave ni códigos por llamada o WhatsApp.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8d6f7c;max-width:500px;">Bolsillo S.A. Compañía de Financiamiento, vigilada por la Superintendencia Financiera de Colombia. Calle 93 # 11A-28, Bogotá D.C. · Línea de atención: 601 742 8800<br>
<a href="https://bolsillo.com.co/terminos" style="color:#8d6f7c;">Términos</a> · <a href="https://bolsillo.com.co/datos-personales" style="color:#8d6f7c;">Tratamiento de datos</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "bolsillo-co",
    group: "negative",
    lang: "es",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Bolsillo <seguridad@bolsillo.com.co>",
    subject: "Entraste a Bolsillo desde un celular nuevo",
    date: "Sat, 21 Nov 2026 08:03:39 -0500",
    enc: "b64",
    text: `Camilo, detectamos un ingreso a tu cuenta Bolsillo desde un celular nuevo:

Dispositivo: Samsung Galaxy A54
Ciudad aproximada: Medellín, Antioquia
Fecha: sábado 21 de noviembre de 2026, 8:02 a. m.

Si fuiste tú, no tienes que hacer nada. Por tu seguridad, durante las próximas 24 horas las transferencias a otros bancos tendrán un tope de $500.000.

Si no reconoces este ingreso, bloquea tu cuenta desde https://bolsillo.com.co/bloquear o llámanos al 601 742 8800.

Bolsillo
`,
    html: `<!DOCTYPE html><html lang="es-CO"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fde7ef;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:20px;font-family:Montserrat,Arial,sans-serif;color:#2b0a3d;">
<tr><td align="center" style="padding:28px 0 10px;"><img src="https://static.bolsillo.com.co/email/bolsillo-logo.png" width="120" height="36" alt="Bolsillo"></td></tr>
<tr><td style="padding:8px 34px;font-size:15px;line-height:22px;">Camilo, detectamos un ingreso a tu cuenta Bolsillo desde un celular nuevo:</td></tr>
<tr><td style="padding:6px 34px;"><table width="100%" cellpadding="7" style="background:#fbf3f7;border-radius:12px;font-size:14px;">
<tr><td>📱 Samsung Galaxy A54</td></tr><tr><td>📍 Medellín, Antioquia</td></tr><tr><td>🕗 sábado 21 de noviembre de 2026, 8:02 a. m.</td></tr></table></td></tr>
<tr><td style="padding:14px 34px;font-size:14px;line-height:21px;">Si fuiste tú, no tienes que hacer nada. Por tu seguridad, durante las próximas 24 horas las transferencias a otros bancos tendrán un tope de $500.000.</td></tr>
<tr><td style="padding:0 34px 26px;font-size:14px;">Si no reconoces este ingreso, <a href="https://bolsillo.com.co/bloquear" style="color:#ff4f8b;font-weight:700;">bloquea tu cuenta</a> o llámanos al 601 742 8800.</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ mate-pagos (Argentina, payments)
  {
    family: "mate-pagos",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://links.matepagos.com.ar/u/click?_t=a91c0f2e77d54b8b&_m=3d6e&_e=restablecer-clave",
    from: "Mate Pagos <no-responder@matepagos.com.ar>",
    subject: "Restablecé tu clave de Mate Pagos",
    date: "Thu, 19 Nov 2026 17:55:21 -0300",
    enc: "qp",
    text: `Hola, Martín:

Recibimos un pedido para restablecer la clave de tu cuenta de Mate Pagos (CUIT 20-3******-7).

Para crear una clave nueva, entrá a este enlace desde tu compu o tu celu:
https://links.matepagos.com.ar/u/click?_t=a91c0f2e77d54b8b&_m=3d6e&_e=restablecer-clave

El enlace vence en 1 hora y sólo se puede usar una vez.

Si no fuiste vos, ignorá este mail; tu clave actual sigue funcionando. Te recomendamos activar la verificación en dos pasos desde Seguridad.

Saludos,
El equipo de Mate Pagos
Mate Pagos S.A. · Av. Corrientes 1248, piso 7, C1043AAZ, CABA
`,
    html: `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef5ee;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;color:#263226;border:1px solid #d7e5d7;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #e3ece3;"><img src="https://assets.matepagos.com.ar/mailing/logo-mp-verde.png" width="140" height="34" alt="Mate Pagos"></td></tr>
<tr><td style="padding:24px 30px 6px;font-size:15px;line-height:23px;">Hola, Martín:<br><br>Recibimos un pedido para restablecer la clave de tu cuenta de Mate Pagos (CUIT 20-3******-7).</td></tr>
<tr><td style="padding:14px 30px;"><a href="https://links.matepagos.com.ar/u/click?_t=a91c0f2e77d54b8b&amp;_m=3d6e&amp;_e=restablecer-clave" style="background:#3c8d3c;color:#fff;text-decoration:none;padding:12px 26px;border-radius:4px;font-weight:600;display:inline-block;">Crear clave nueva</a></td></tr>
<tr><td style="padding:6px 30px 24px;font-size:13px;line-height:20px;color:#5f6f5f;">El enlace vence en 1 hora y sólo se puede usar una vez.<br><br>Si no fuiste vos, ignorá este mail; tu clave actual sigue funcionando. Te recomendamos activar la verificación en dos pasos desde <a href="https://links.matepagos.com.ar/u/click?_t=a91c0f2e77d54b8b&amp;_m=3d6e&amp;_e=seguridad" style="color:#3c8d3c;">Seguridad</a>.</td></tr>
<tr><td style="padding:14px 30px;background:#f6faf6;font-size:11px;color:#819181;">Mate Pagos S.A. · Av. Corrientes 1248, piso 7, C1043AAZ, CABA · <a href="https://links.matepagos.com.ar/u/click?_t=a91c0f2e77d54b8b&amp;_m=3d6e&amp;_e=ayuda" style="color:#819181;">Ayuda</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mate-pagos",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "MP-839157",
    code_digits: "839157",
    link: null,
    from: "Mate Pagos <no-responder@matepagos.com.ar>",
    subject: "Tu código de seguridad de Mate Pagos",
    date: "Fri, 20 Nov 2026 10:04:48 -0300",
    enc: "qp",
    text: `Hola, Martín:

Tu código de seguridad para ingresar es MP-839157.

Ingresá sólo los 6 números en la pantalla de Mate Pagos. Vence en 5 minutos.

Nunca compartas este código: nadie de Mate Pagos te lo va a pedir, ni por teléfono ni por WhatsApp.

El equipo de Mate Pagos
`,
    html: `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef5ee;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;color:#263226;border:1px solid #d7e5d7;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #e3ece3;"><img src="https://assets.matepagos.com.ar/mailing/logo-mp-verde.png" width="140" height="34" alt="Mate Pagos"></td></tr>
<tr><td style="padding:24px 30px 6px;font-size:15px;line-height:23px;">Hola, Martín:<br><br>Tu código de seguridad para ingresar es</td></tr>
<tr><td style="padding:8px 30px;font-size:30px;font-weight:700;color:#3c8d3c;letter-spacing:3px;">MP-839157</td></tr>
<tr><td style="padding:6px 30px 24px;font-size:13px;line-height:20px;color:#5f6f5f;">Ingresá sólo los 6 números en la pantalla de Mate Pagos. Vence en 5 minutos.<br><br>Nunca compartas este código: nadie de Mate Pagos te lo va a pedir, ni por teléfono ni por WhatsApp.</td></tr>
<tr><td style="padding:14px 30px;background:#f6faf6;font-size:11px;color:#819181;">Mate Pagos S.A. · Av. Corrientes 1248, piso 7, C1043AAZ, CABA</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ casilla-express (Chile, parcel lockers)
  {
    family: "casilla-express",
    group: "regional",
    lang: "es",
    kind: "pickup-code",
    code: "4821-7730",
    link: null,
    from: "Casilla Express <avisos@casillaexpress.cl>",
    subject: "Tu pedido llegó al locker Metro Los Leones",
    date: "Mon, 23 Nov 2026 14:17:36 -0300",
    text: `Hola Javiera,

Tu pedido de Tienda Patagonia Outdoor ya está en el locker.

Locker: Metro Los Leones, Providencia (nivel -1, frente a boletería)
Horario: lunes a domingo, 6:00 a 23:00
Número de seguimiento: CX-00921837-CL

Código de retiro: 4821-7730

Ingresa el código en la pantalla del locker y se abrirá tu casillero. Tienes hasta el jueves 26 de noviembre para retirarlo; después el paquete vuelve a la tienda.

¿Necesitas ayuda? Escríbenos por WhatsApp al +56 9 4418 2270.

Casilla Express SpA · Av. Providencia 2133, of. 504, Providencia, Santiago
`,
    html: null,
  },
  // ------------------------------------------------------------ universidad-andina (Peru, university)
  {
    family: "universidad-andina",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://campus.uandina.edu.pe/activar-cuenta?inv=2026-2-0014873&h=Zb81kQpW",
    from: "Universidad Andina del Sur - Tecnologías de la Información <ti-noreply@uandina.edu.pe>",
    subject: "Activa tu cuenta institucional - Ingresantes 2026-II",
    date: "Tue, 10 Nov 2026 09:00:12 -0500",
    enc: "qp",
    text: `Estimado(a) ingresante QUISPE MAMANI, ROSA ELENA:

¡Bienvenido(a) a la Universidad Andina del Sur!

Se ha creado tu cuenta institucional para acceder al Campus Virtual, al correo @uandina.edu.pe y a la biblioteca digital.

Código de estudiante: 2026201487
Usuario: rquispem@uandina.edu.pe
Escuela Profesional: Ingeniería Civil

Para activar tu cuenta y crear tu contraseña, ingresa al siguiente enlace antes del 20/11/2026:
https://campus.uandina.edu.pe/activar-cuenta?inv=2026-2-0014873&h=Zb81kQpW

Las clases inician el lunes 23 de noviembre. La matrícula en línea se realiza del 12 al 17 de noviembre.

Atentamente,
Oficina de Tecnologías de la Información
Universidad Andina del Sur · Av. La Cultura 1620, Cusco · Mesa de ayuda: (084) 60-4410 anexo 112
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#1a1a1a;">
<table width="650" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="background:#7a1426;padding:12px 20px;"><img src="https://www.uandina.edu.pe/wp-content/uploads/logo-blanco.png" alt="Universidad Andina del Sur" width="220" height="48"></td></tr>
<tr><td style="padding:20px;border:1px solid #ddd;border-top:none;line-height:21px;">
<p>Estimado(a) ingresante <b>QUISPE MAMANI, ROSA ELENA</b>:</p>
<p>¡Bienvenido(a) a la Universidad Andina del Sur!</p>
<p>Se ha creado tu cuenta institucional para acceder al Campus Virtual, al correo @uandina.edu.pe y a la biblioteca digital.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cccccc;font-size:13px;">
<tr><td bgcolor="#f3e6e9">Código de estudiante</td><td>2026201487</td></tr>
<tr><td bgcolor="#f3e6e9">Usuario</td><td>rquispem@uandina.edu.pe</td></tr>
<tr><td bgcolor="#f3e6e9">Escuela Profesional</td><td>Ingeniería Civil</td></tr>
</table>
<p>Para activar tu cuenta y crear tu contraseña, haz clic en el botón antes del <b>20/11/2026</b>:</p>
<p><a href="https://campus.uandina.edu.pe/activar-cuenta?inv=2026-2-0014873&amp;h=Zb81kQpW" style="background:#7a1426;color:#ffffff;padding:10px 22px;text-decoration:none;border-radius:3px;">ACTIVAR MI CUENTA</a></p>
<p>Las clases inician el lunes 23 de noviembre. La matrícula en línea se realiza del 12 al 17 de noviembre.</p>
<p>Atentamente,<br><b>Oficina de Tecnologías de la Información</b><br>Universidad Andina del Sur · Av. La Cultura 1620, Cusco<br>Mesa de ayuda: (084) 60-4410 anexo 112</p>
</td></tr>
</table>
</body></html>`,
  },
  // ------------------------------------------------------------ saude-conecta (Brazil, health plan)
  {
    family: "saude-conecta",
    group: "regional",
    lang: "pt",
    kind: "verify-code-link",
    code: "726051",
    link: "https://minhaconta.saudeconecta.com.br/confirmar-email?t=9f3b7e21c4d0&cod=726051",
    from: "Saúde Conecta <nao-responda@saudeconecta.com.br>",
    subject: "Confirme seu e-mail no app Saúde Conecta",
    date: "Wed, 25 Nov 2026 07:48:02 -0300",
    enc: "b64",
    text: `Olá, Luiza!

Falta pouco para você acessar sua carteirinha digital, agendar consultas e ver seus resultados de exames no app Saúde Conecta.

Digite o código abaixo no app para confirmar seu e-mail:

726 051

Ou, se preferir, confirme pelo link:
https://minhaconta.saudeconecta.com.br/confirmar-email?t=9f3b7e21c4d0&cod=726051

O código é válido por 15 minutos.

Plano: Conecta Essencial Enfermaria · Carteirinha 0 883 120448719 00 6
Central de atendimento: 0800 771 4422 (24h) · ANS nº 41.882-3

Se você não pediu este cadastro, desconsidere este e-mail.

Saúde Conecta Operadora de Planos de Saúde Ltda. · Rua Augusta, 2690, São Paulo/SP, CEP 01412-100
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e8f6f8;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:26px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:Lato,Arial,sans-serif;color:#163a45;">
<tr><td style="padding:22px 30px;border-bottom:4px solid #00a7b5;"><img src="https://static.saudeconecta.com.br/email/logo.png" width="150" height="36" alt="Saúde Conecta"></td></tr>
<tr><td style="padding:24px 30px 4px;font-size:20px;font-weight:700;">Olá, Luiza!</td></tr>
<tr><td style="padding:8px 30px;font-size:15px;line-height:23px;">Falta pouco para você acessar sua carteirinha digital, agendar consultas e ver seus resultados de exames no app Saúde Conecta.</td></tr>
<tr><td style="padding:8px 30px;font-size:15px;">Digite o código abaixo no app para confirmar seu e-mail:</td></tr>
<tr><td style="padding:4px 30px;">${cells("726051", "#00808b")}</td></tr>
<tr><td style="padding:0 30px;font-size:14px;">Ou, se preferir, <a href="https://minhaconta.saudeconecta.com.br/confirmar-email?t=9f3b7e21c4d0&amp;cod=726051" style="color:#00808b;font-weight:700;">confirme pelo link</a>.</td></tr>
<tr><td style="padding:10px 30px 20px;font-size:13px;color:#5c7780;">O código é válido por 15 minutos. Se você não pediu este cadastro, desconsidere este e-mail.</td></tr>
<tr><td style="padding:14px 30px;background:#f3fafb;font-size:11px;color:#6f8a92;border-radius:0 0 12px 12px;">Plano: Conecta Essencial Enfermaria · Carteirinha 0 883 120448719 00 6<br>
Central de atendimento: 0800 771 4422 (24h) · ANS nº 41.882-3<br>
Saúde Conecta Operadora de Planos de Saúde Ltda. · Rua Augusta, 2690, São Paulo/SP, CEP 01412-100<br>
<a href="https://www.saudeconecta.com.br/privacidade" style="color:#6f8a92;">Política de Privacidade (LGPD)</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "saude-conecta",
    group: "negative",
    lang: "pt",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Saúde Conecta <nao-responda@saudeconecta.com.br>",
    subject: "Sua senha foi alterada",
    date: "Thu, 26 Nov 2026 21:10:45 -0300",
    enc: "b64",
    text: `Olá, Luiza.

A senha da sua conta no app Saúde Conecta foi alterada em 26/11/2026 às 21:10 (horário de Brasília), a partir de um iPhone em Campinas/SP.

Se foi você, está tudo certo.

Se você não reconhece esta alteração, ligue agora para 0800 771 4422 (24h) para bloquear o acesso.

Saúde Conecta
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e8f6f8;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:26px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:Lato,Arial,sans-serif;color:#163a45;">
<tr><td style="padding:22px 30px;border-bottom:4px solid #00a7b5;"><img src="https://static.saudeconecta.com.br/email/logo.png" width="150" height="36" alt="Saúde Conecta"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:23px;">Olá, Luiza.<br><br>A senha da sua conta no app Saúde Conecta foi alterada em <b>26/11/2026 às 21:10</b> (horário de Brasília), a partir de um iPhone em Campinas/SP.<br><br>Se foi você, está tudo certo.<br><br>Se você não reconhece esta alteração, ligue agora para <b>0800 771 4422</b> (24h) para bloquear o acesso.</td></tr>
<tr><td style="padding:14px 30px;background:#f3fafb;font-size:11px;color:#6f8a92;border-radius:0 0 12px 12px;">Saúde Conecta Operadora de Planos de Saúde Ltda. · ANS nº 41.882-3 · <a href="https://www.saudeconecta.com.br/ajuda" style="color:#6f8a92;">Central de ajuda</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ cutia-colet (Romania, parcel lockers)
  {
    family: "cutia-colet",
    group: "regional",
    lang: "ro",
    kind: "pickup-code",
    code: "318927",
    link: null,
    from: "CutiaColet <notificari@cutiacolet.ro>",
    subject: "Coletul tău te așteaptă în CutiaColet Kaufland Militari",
    date: "Wed, 04 Nov 2026 16:22:05 +0200",
    enc: "qp",
    text: `Salut, Andreea!

Coletul tău de la eMAG Marketplace a ajuns în locker.

Locker: CutiaColet Kaufland Militari, Bd. Iuliu Maniu 546-560, București, Sector 6
Program: non-stop
AWB: 5102 8834 7719

Codul tău de deschidere: 318 927

Ai 72 de ore să ridici coletul, adică până pe 07.11.2026, ora 16:22. Poți deschide ușa și din aplicația CutiaColet, cu Bluetooth pornit.

Ramburs de plătit la locker: 0,00 lei (comanda a fost plătită online).

Ne vedem la locker!
Echipa CutiaColet
CutiaColet S.R.L., Str. Fabrica de Glucoză 11B, București · 031 425 7788
`,
    html: card({
      lang: "ro",
      title: "Codul tău de deschidere",
      pre: "Ai 72 de ore să ridici coletul",
      accent: "#004e98",
      head:
        `<img src="https://cdn.cutiacolet.ro/mail/logo-alb.png" width="140" height="32" alt="CutiaColet" style="display:block;border:0;">`,
      body: `<p style="margin:0 0 14px;">Salut, Andreea!</p>
<p style="margin:0 0 14px;">Coletul tău de la <b>eMAG Marketplace</b> a ajuns în locker.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f1f6fc;border-radius:6px;">
<tr><td style="color:#667;">Locker</td><td>CutiaColet Kaufland Militari, Bd. Iuliu Maniu 546-560, București, Sector 6</td></tr>
<tr><td style="color:#667;">Program</td><td>non-stop</td></tr>
<tr><td style="color:#667;">AWB</td><td>5102 8834 7719</td></tr>
</table>
<p style="margin:18px 0 0;">Codul tău de deschidere:</p>
${codebox("318 927", "#004e98", "4px")}
<p style="margin:0 0 14px;">Ai 72 de ore să ridici coletul, adică până pe <b>07.11.2026, ora 16:22</b>. Poți deschide ușa și din aplicația CutiaColet, cu Bluetooth pornit.</p>
<p style="margin:0;font-size:13px;color:#666;">Ramburs de plătit la locker: 0,00 lei (comanda a fost plătită online).</p>`,
      foot: `CutiaColet S.R.L., Str. Fabrica de Glucoză 11B, București · 031 425 7788<br>
<a href="https://www.cutiacolet.ro/ajutor" style="color:#8a8a8a;">Ajutor</a> · <a href="https://www.cutiacolet.ro/confidentialitate" style="color:#8a8a8a;">Confidențialitate</a> · <a href="https://www.cutiacolet.ro/dezabonare?u=ap882" style="color:#8a8a8a;">Dezabonare</a>`,
    }),
  },
  {
    family: "cutia-colet",
    group: "regional",
    lang: "ro",
    kind: "reset-link",
    code: null,
    link: "https://cont.cutiacolet.ro/resetare-parola?token=c1e0b8f4a7d94d6f&email=andreea.popescu%40inbox.example",
    from: "CutiaColet <cont@cutiacolet.ro>",
    subject: "Resetare parolă cont CutiaColet",
    date: "Thu, 12 Nov 2026 08:40:17 +0200",
    text: `Bună, Andreea,

Am primit o cerere de resetare a parolei pentru contul tău CutiaColet.

Setează o parolă nouă accesând linkul de mai jos (valabil 60 de minute):
https://cont.cutiacolet.ro/resetare-parola?token=c1e0b8f4a7d94d6f&email=andreea.popescu%40inbox.example

Dacă nu ai cerut tu resetarea, ignoră acest mesaj. Parola ta rămâne neschimbată.

Echipa CutiaColet
`,
    html: null,
  },
  // ------------------------------------------------------------ bgkurier (Bulgaria, courier)
  {
    family: "bgkurier",
    group: "regional",
    lang: "bg",
    kind: "delivery-pin",
    code: "5539",
    link: null,
    from: "БГ Куриер <izvestia@bgkurier.bg>",
    subject: "Пратка 6200481773 ще бъде доставена днес",
    date: "Fri, 06 Nov 2026 08:12:40 +0200",
    enc: "b64",
    text: `Здравейте, Георги Иванов,

Вашата пратка с номер 6200481773 от „Техномаркет Онлайн“ е натоварена за доставка днес, 06.11.2026, между 11:00 и 14:00 ч.

ПИН код за получаване: 5539

Кажете кода на куриера едва когато пратката е във Вас. Без този код пратката не може да бъде предадена.

Наложен платеж: 0,00 лв. / 0,00 €
Куриер: Стоян, тел. 0888 412 903

Ако не можете да приемете пратката днес, сменете деня или адреса от https://www.bgkurier.bg/track?n=6200481773

С уважение,
БГ Куриер ЕАД, бул. „Цариградско шосе“ 133, 1784 София · 0700 17 117
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f0f0;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#e30613;padding:12px 22px;"><img src="https://www.bgkurier.bg/img/mail/logo-white.png" alt="БГ Куриер" width="130" height="30"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#222;line-height:21px;">
Здравейте, Георги Иванов,<br><br>
Вашата пратка с номер <b>6200481773</b> от „Техномаркет Онлайн“ е натоварена за доставка днес, <b>06.11.2026, между 11:00 и 14:00 ч.</b><br><br>
<table cellpadding="0" cellspacing="0" style="border:2px solid #e30613;"><tr>
<td style="padding:10px 16px;font-size:13px;color:#e30613;font-weight:bold;">ПИН код за получаване</td>
<td style="padding:10px 20px;font-size:28px;font-weight:bold;letter-spacing:6px;background:#fff3f3;">5539</td></tr></table><br>
Кажете кода на куриера едва когато пратката е във Вас. Без този код пратката не може да бъде предадена.<br><br>
<table cellpadding="4" style="font-size:13px;color:#555;">
<tr><td>Наложен платеж:</td><td>0,00 лв. / 0,00 €</td></tr>
<tr><td>Куриер:</td><td>Стоян, тел. 0888 412 903</td></tr>
</table><br>
Ако не можете да приемете пратката днес, <a href="https://www.bgkurier.bg/track?n=6200481773" style="color:#e30613;">сменете деня или адреса</a>.<br><br>
С уважение,<br>БГ Куриер
</td></tr>
<tr><td style="padding:12px 22px;background:#333;color:#bbb;font-size:11px;">БГ Куриер ЕАД, бул. „Цариградско шосе“ 133, 1784 София · 0700 17 117 · <a href="https://www.bgkurier.bg/privacy" style="color:#fff;">Поверителност</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ ugyfelter-hu (Hungary, government ID portal)
  {
    family: "ugyfelter-hu",
    group: "regional",
    lang: "hu",
    kind: "login-code",
    code: "A7K-93P",
    link: null,
    from: "Ügyféltér <ertesites@ugyfelter.gov.hu>",
    subject: "Egyszer használatos belépési kód",
    date: "Mon, 09 Nov 2026 13:27:55 +0100",
    enc: "qp",
    text: `Tisztelt Kovács Eszter!

Az Ügyféltér azonosítási szolgáltatásba történő belépéséhez az egyszer használatos kódja:

A7K-93P

A kód 5 percig érvényes, és csak egyszer használható fel. A kódot senkinek ne adja ki, a hivatal munkatársai soha nem kérik el telefonon vagy e-mailben.

Belépés ideje: 2026.11.09. 13:27:55
Szolgáltatás: Webes Ügysegéd – adóbevallás

Amennyiben nem Ön kezdeményezte a belépést, kérjük, haladéktalanul hívja a 1818-as kormányzati ügyfélvonalat.

Ez egy automatikusan generált üzenet, kérjük, ne válaszoljon rá.

Ügyféltér
Digitális Kormányzati Ügynökség, 1081 Budapest, Csokonai u. 3.
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:'Source Sans Pro',Arial,sans-serif;color:#1f2933;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #d9dee3;">
<tr><td style="padding:14px 20px;background:#f7f9fa;border-bottom:3px solid #477050;"><img src="https://ugyfelter.gov.hu/static/img/cimer-logo.png" alt="Ügyféltér" width="170" height="40"></td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:22px;">
<p>Tisztelt Kovács Eszter!</p>
<p>Az Ügyféltér azonosítási szolgáltatásba történő belépéséhez az egyszer használatos kódja:</p>
<p style="font-size:26px;font-weight:bold;font-family:'Courier New',monospace;letter-spacing:3px;background:#eef4ef;padding:10px 16px;display:inline-block;">A7K-93P</p>
<p>A kód 5 percig érvényes, és csak egyszer használható fel. A kódot senkinek ne adja ki, a hivatal munkatársai soha nem kérik el telefonon vagy e-mailben.</p>
<table cellpadding="4" style="font-size:13px;color:#52606d;">
<tr><td>Belépés ideje:</td><td>2026.11.09. 13:27:55</td></tr>
<tr><td>Szolgáltatás:</td><td>Webes Ügysegéd – adóbevallás</td></tr>
</table>
<p>Amennyiben nem Ön kezdeményezte a belépést, kérjük, haladéktalanul hívja a <b>1818</b>-as kormányzati ügyfélvonalat.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f7f9fa;font-size:11px;color:#7b8794;">Ez egy automatikusan generált üzenet, kérjük, ne válaszoljon rá.<br>Digitális Kormányzati Ügynökség, 1081 Budapest, Csokonai u. 3. · <a href="https://ugyfelter.gov.hu/adatvedelem">Adatvédelem</a></td></tr>
</table></body></html>`,
  },
  {
    family: "ugyfelter-hu",
    group: "regional",
    lang: "hu",
    kind: "verify-link",
    code: null,
    link: "https://ugyfelter.gov.hu/ertesitesi-cim/megerosites?azon=UT-2611-0093381&kulcs=q8X2mTz7Kc",
    from: "Ügyféltér <ertesites@ugyfelter.gov.hu>",
    subject: "Értesítési e-mail-cím megerősítése",
    date: "Mon, 09 Nov 2026 13:35:10 +0100",
    enc: "qp",
    text: `Tisztelt Kovács Eszter!

Ön az Ügyféltér rendszerében új értesítési e-mail-címet adott meg: sam.reader@inbox.example

Az e-mail-cím megerősítéséhez kattintson az alábbi hivatkozásra 72 órán belül:
https://ugyfelter.gov.hu/ertesitesi-cim/megerosites?azon=UT-2611-0093381&kulcs=q8X2mTz7Kc

A megerősítésig a hivatalos értesítéseket továbbra is a korábbi címére küldjük.

Ügyféltér
Digitális Kormányzati Ügynökség
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:'Source Sans Pro',Arial,sans-serif;color:#1f2933;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #d9dee3;">
<tr><td style="padding:14px 20px;background:#f7f9fa;border-bottom:3px solid #477050;"><img src="https://ugyfelter.gov.hu/static/img/cimer-logo.png" alt="Ügyféltér" width="170" height="40"></td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:22px;">
<p>Tisztelt Kovács Eszter!</p>
<p>Ön az Ügyféltér rendszerében új értesítési e-mail-címet adott meg: <b>sam.reader@inbox.example</b></p>
<p>Az e-mail-cím megerősítéséhez kattintson az alábbi hivatkozásra 72 órán belül:</p>
<p><a href="https://ugyfelter.gov.hu/ertesitesi-cim/megerosites?azon=UT-2611-0093381&amp;kulcs=q8X2mTz7Kc" style="color:#477050;font-weight:bold;">E-mail-cím megerősítése</a></p>
<p>A megerősítésig a hivatalos értesítéseket továbbra is a korábbi címére küldjük.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f7f9fa;font-size:11px;color:#7b8794;">Ez egy automatikusan generált üzenet, kérjük, ne válaszoljon rá.<br>Digitális Kormányzati Ügynökség, 1081 Budapest, Csokonai u. 3.</td></tr>
</table></body></html>`,
  },
  // ------------------------------------------------------------ vltava-banka (Czechia, bank)
  {
    family: "vltava-banka",
    group: "regional",
    lang: "cs",
    kind: "login-code",
    code: "48291037",
    link: null,
    from: "Vltava banka <bezpecnost@vltavabanka.cz>",
    subject: "Autorizační kód pro přihlášení do internetového bankovnictví",
    date: "Tue, 10 Nov 2026 19:50:33 +0100",
    enc: "qp",
    text: `Dobrý den,

pro dokončení přihlášení do internetového bankovnictví Vltava Online zadejte tento autorizační kód:

4829 1037

Kód platí 3 minuty. Nikomu ho nesdělujte – pracovníci banky po vás kód nikdy nebudou chtít.

Pokud jste se nepřihlašovali vy, volejte nonstop linku 800 400 600.

S pozdravem
Vltava banka, a.s., Na Příkopě 858/20, 110 00 Praha 1, IČO 27410 882
`,
    html: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9eef3;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#10263b;">
<tr><td style="padding:18px 28px;background:#0d3b66;"><img src="https://www.vltavabanka.cz/mail/logo-bile.png" width="150" height="32" alt="Vltava banka"></td></tr>
<tr><td style="padding:26px 28px 8px;font-size:15px;line-height:22px;">Dobrý den,<br><br>pro dokončení přihlášení do internetového bankovnictví Vltava Online zadejte tento autorizační kód:</td></tr>
<tr><td style="padding:10px 28px;"><span style="font-size:30px;font-weight:bold;color:#0d3b66;letter-spacing:2px;">4829&nbsp;1037</span></td></tr>
<tr><td style="padding:10px 28px 26px;font-size:14px;line-height:21px;color:#3c5266;">Kód platí 3 minuty. Nikomu ho nesdělujte – pracovníci banky po vás kód nikdy nebudou chtít.<br><br>Pokud jste se nepřihlašovali vy, volejte nonstop linku <b>800 400 600</b>.</td></tr>
<tr><td style="padding:14px 28px;background:#f3f6f9;font-size:11px;color:#6b7f91;">Vltava banka, a.s., Na Příkopě 858/20, 110 00 Praha 1, IČO 27410 882 · <a href="https://www.vltavabanka.cz/bezpecnost" style="color:#6b7f91;">Bezpečnost</a> · <a href="https://www.vltavabanka.cz/ochrana-osobnich-udaju" style="color:#6b7f91;">Ochrana osobních údajů</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vltava-banka",
    group: "negative",
    lang: "cs",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Vltava banka <info@vltavabanka.cz>",
    subject: "Platba kartou 1 249,00 CZK",
    date: "Tue, 10 Nov 2026 20:14:09 +0100",
    text: `Dobrý den,

kartou •••• 3307 byla provedena platba:

Částka: 1 249,00 CZK
Obchodník: ALBERT HM PRAHA VINOHRADY
Datum a čas: 10. 11. 2026 20:13
Disponibilní zůstatek: 18 402,77 CZK

Pokud platbu neznáte, kartu ihned zablokujte v aplikaci nebo na lince 800 400 600.

Vltava banka
`,
    html: null,
  },
  // ------------------------------------------------------------ univerzita-tatry (Slovakia, university)
  {
    family: "univerzita-tatry",
    group: "regional",
    lang: "sk",
    kind: "reset-link",
    code: null,
    link: "https://idm.utatry.sk/heslo/obnova/7c1d9e0b42fa4a33b8e6d5f210c9a7e4",
    from: "Univerzita pod Tatrami – Centrum IT <helpdesk@utatry.sk>",
    subject: "Obnovenie hesla k univerzitnému kontu",
    date: "Wed, 11 Nov 2026 22:05:44 +0100",
    enc: "qp",
    text: `Dobrý deň,

dostali sme žiadosť o obnovenie hesla k Vášmu univerzitnému kontu (login: horvathova7).

Nové heslo si nastavíte na tejto adrese:
https://idm.utatry.sk/heslo/obnova/7c1d9e0b42fa4a33b8e6d5f210c9a7e4

Odkaz je platný 2 hodiny. Nové heslo bude platiť pre AIS, Moodle, Wi-Fi eduroam aj univerzitný e-mail.

Ak ste o obnovenie nežiadali, správu ignorujte. Pri podozrení na zneužitie konta kontaktujte helpdesk: helpdesk@utatry.sk, tel. 052 778 4400 (Po–Pi 7:30–15:30).

Centrum informačných technológií
Univerzita pod Tatrami, Námestie mládeže 17, 058 01 Poprad
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#222;">
<div style="max-width:620px;margin:0 auto;border-top:4px solid #1b5e20;">
<p style="margin:16px 0;"><img src="https://www.utatry.sk/static/logo-ut.png" alt="Univerzita pod Tatrami" width="200" height="44"></p>
<p>Dobrý deň,</p>
<p>dostali sme žiadosť o obnovenie hesla k Vášmu univerzitnému kontu (login: <b>horvathova7</b>).</p>
<p>Nové heslo si nastavíte na tejto adrese:<br>
<a href="https://idm.utatry.sk/heslo/obnova/7c1d9e0b42fa4a33b8e6d5f210c9a7e4">https://idm.utatry.sk/heslo/obnova/7c1d9e0b42fa4a33b8e6d5f210c9a7e4</a></p>
<p>Odkaz je platný 2 hodiny. Nové heslo bude platiť pre AIS, Moodle, Wi-Fi eduroam aj univerzitný e-mail.</p>
<p>Ak ste o obnovenie nežiadali, správu ignorujte. Pri podozrení na zneužitie konta kontaktujte helpdesk: <a href="mailto:helpdesk@utatry.sk">helpdesk@utatry.sk</a>, tel. 052 778 4400 (Po–Pi 7:30–15:30).</p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:12px;color:#666;">Centrum informačných technológií<br>Univerzita pod Tatrami, Námestie mládeže 17, 058 01 Poprad</p>
</div>
</body></html>`,
  },
  // ------------------------------------------------------------ kramnytsia (Ukraine, marketplace)
  {
    family: "kramnytsia",
    group: "regional",
    lang: "uk",
    kind: "login-code",
    code: "2740",
    link: null,
    from: "Крамниця <noreply@kramnytsia.ua>",
    subject: "Код для входу в Крамницю: 2740",
    date: "Sat, 14 Nov 2026 21:33:19 +0200",
    enc: "b64",
    text: `Вітаємо!

Ваш код для входу в особистий кабінет Крамниці: 2740

Код дійсний 10 хвилин. Нікому його не повідомляйте, навіть якщо вам телефонують від імені служби підтримки.

Якщо ви не намагалися увійти, просто проігноруйте цей лист.

З повагою, команда Крамниці
ТОВ «Крамниця Онлайн», вул. Січових Стрільців, 77, Київ, 04053
Гаряча лінія: 0 800 33 27 40 (безкоштовно по Україні)
`,
    html: `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:Roboto,Arial,sans-serif;color:#212121;">
<tr><td style="padding:20px 28px;"><img src="https://cdn.kramnytsia.ua/email/logo.png" width="140" height="34" alt="Крамниця"></td></tr>
<tr><td style="padding:4px 28px;font-size:22px;font-weight:700;">Вітаємо!</td></tr>
<tr><td style="padding:10px 28px;font-size:15px;">Ваш код для входу в особистий кабінет Крамниці:</td></tr>
<tr><td style="padding:6px 28px;">${cells("2740", "#00a046")}</td></tr>
<tr><td style="padding:4px 28px 24px;font-size:14px;line-height:21px;color:#555;">Код дійсний 10 хвилин. Нікому його не повідомляйте, навіть якщо вам телефонують від імені служби підтримки.<br><br>Якщо ви не намагалися увійти, просто проігноруйте цей лист.</td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#888;border-radius:0 0 8px 8px;">ТОВ «Крамниця Онлайн», вул. Січових Стрільців, 77, Київ, 04053<br>Гаряча лінія: 0 800 33 27 40 (безкоштовно по Україні)<br>
<a href="https://kramnytsia.ua/help" style="color:#888;">Довідка</a> · <a href="https://kramnytsia.ua/privacy" style="color:#888;">Політика конфіденційності</a> · <a href="https://t.me/kramnytsia_ua" style="color:#888;">Telegram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kramnytsia",
    group: "negative",
    lang: "uk",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Крамниця <noreply@kramnytsia.ua>",
    subject: "Пароль змінено",
    date: "Sun, 15 Nov 2026 10:02:47 +0200",
    enc: "b64",
    text: `Вітаємо, Олено!

Пароль до вашого облікового запису в Крамниці щойно змінено (15.11.2026 о 10:02, Львів, Chrome на Windows).

Якщо це були ви — нічого робити не потрібно.

Якщо ні — негайно зателефонуйте нам за номером 0 800 33 27 40, і ми заблокуємо доступ до кабінету.

Команда Крамниці
`,
    html: `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:Roboto,Arial,sans-serif;color:#212121;">
<tr><td style="padding:20px 28px;"><img src="https://cdn.kramnytsia.ua/email/logo.png" width="140" height="34" alt="Крамниця"></td></tr>
<tr><td style="padding:4px 28px 24px;font-size:15px;line-height:22px;">Вітаємо, Олено!<br><br>Пароль до вашого облікового запису в Крамниці щойно змінено (15.11.2026 о 10:02, Львів, Chrome на Windows).<br><br>Якщо це були ви — нічого робити не потрібно.<br><br>Якщо ні — негайно зателефонуйте нам за номером <b>0 800 33 27 40</b>, і ми заблокуємо доступ до кабінету.</td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#888;border-radius:0 0 8px 8px;">ТОВ «Крамниця Онлайн», Київ · <a href="https://kramnytsia.ua/help" style="color:#888;">Довідка</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ pastomatas-lt (Lithuania, parcel lockers)
  {
    family: "pastomatas-lt",
    group: "regional",
    lang: "lt",
    kind: "pickup-code",
    code: "941725",
    link: null,
    from: "Paštomatas <pranesimai@pastomatas.lt>",
    subject: "Jūsų siunta jau paštomate – atsiėmimo kodas",
    date: "Tue, 17 Nov 2026 12:48:21 +0200",
    enc: "qp",
    text: `Sveiki,

Jūsų siunta LT20948817330 nuo „Pigu Prekės“ pristatyta į paštomatą.

Paštomatas: Akropolis, Ozo g. 25, Vilnius (prie pagrindinio įėjimo)
Darbo laikas: I–VII 8:00–22:00

Atsiėmimo kodas: 94 17 25

Siuntą atsiimkite iki 2026-11-20 12:48. Paštomato ekrane pasirinkite „Atsiimti siuntą“ ir įveskite kodą.

Klausimai: +370 700 55 118 arba info@pastomatas.lt

Pagarbiai
UAB „Paštomatas“, Ukmergės g. 223, LT-07156 Vilnius
`,
    html: `<!DOCTYPE html><html lang="lt"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f3f3;font-family:Arial,sans-serif;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:22px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#fdb913;"><img src="https://www.pastomatas.lt/img/email-logo.png" width="130" height="30" alt="Paštomatas"></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:15px;line-height:22px;color:#222;">Sveiki,<br><br>Jūsų siunta <b>LT20948817330</b> nuo „Pigu Prekės“ pristatyta į paštomatą.</td></tr>
<tr><td style="padding:8px 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #eee;">
<tr><td style="padding:14px;font-size:14px;line-height:21px;">📍 <b>Akropolis, Ozo g. 25, Vilnius</b><br>prie pagrindinio įėjimo<br>I–VII 8:00–22:00</td>
<td align="center" style="padding:14px;background:#222;color:#fdb913;font-size:12px;width:190px;">Atsiėmimo kodas<br><span style="color:#fff;font-size:30px;font-weight:bold;letter-spacing:3px;">94 17 25</span></td></tr>
</table></td></tr>
<tr><td style="padding:12px 24px 22px;font-size:14px;line-height:21px;color:#444;">Siuntą atsiimkite iki <b>2026-11-20 12:48</b>. Paštomato ekrane pasirinkite „Atsiimti siuntą“ ir įveskite kodą.</td></tr>
<tr><td style="padding:12px 24px;background:#fafafa;font-size:11px;color:#888;">Klausimai: +370 700 55 118 arba info@pastomatas.lt<br>UAB „Paštomatas“, Ukmergės g. 223, LT-07156 Vilnius · <a href="https://www.pastomatas.lt/privatumas" style="color:#888;">Privatumo politika</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ daugava-air (Latvia, airline)
  {
    family: "daugava-air",
    group: "consumer",
    lang: "lv",
    kind: "verify-link",
    code: null,
    link: "https://email.daugava-air.lv/ls/click?upn=dGF2cy1hcHN0aXByaW5hdC1rb250dQ-7Xk2Lp9wQm&uid=LV55120847",
    from: "Daugava Air Club <club@daugava-air.lv>",
    subject: "Apstipriniet savu Daugava Air Club kontu",
    date: "Wed, 18 Nov 2026 15:11:09 +0200",
    enc: "qp",
    text: `Labdien, Kristaps!

Paldies, ka pievienojāties Daugava Air Club! Jūsu biedra numurs: LV 5512 0847.

Lai aktivizētu kontu un sāktu krāt punktus, lūdzu, apstipriniet savu e-pasta adresi:
https://email.daugava-air.lv/ls/click?upn=dGF2cy1hcHN0aXByaW5hdC1rb250dQ-7Xk2Lp9wQm&uid=LV55120847

Saite ir derīga 7 dienas.

Pēc apstiprināšanas saņemsiet 500 sagaidīšanas punktus.

Ar cieņu,
Daugava Air Club komanda
AS "Daugava Air", Lidosta "Rīga" 10/1, Mārupes novads, LV-1053
`,
    html: `<!DOCTYPE html><html lang="lv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e6eef5;">
<div style="display:none;">Aktivizējiet kontu un saņemiet 500 punktus</div>
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;color:#0f2540;">
<tr><td><img src="https://static.daugava-air.lv/email/club-header.jpg" width="600" height="160" alt="Daugava Air Club" style="display:block;"></td></tr>
<tr><td style="padding:26px 34px 6px;font-size:22px;font-weight:300;">Labdien, Kristaps!</td></tr>
<tr><td style="padding:8px 34px;font-size:15px;line-height:23px;">Paldies, ka pievienojāties Daugava Air Club! Jūsu biedra numurs: <b>LV 5512 0847</b>.<br><br>Lai aktivizētu kontu un sāktu krāt punktus, lūdzu, apstipriniet savu e-pasta adresi.</td></tr>
<tr><td align="center" style="padding:18px 34px;"><a href="https://email.daugava-air.lv/ls/click?upn=dGF2cy1hcHN0aXByaW5hdC1rb250dQ-7Xk2Lp9wQm&amp;uid=LV55120847" style="background:#b5121b;color:#fff;text-decoration:none;padding:14px 36px;border-radius:2px;font-size:15px;letter-spacing:1px;display:inline-block;">APSTIPRINĀT E-PASTU</a></td></tr>
<tr><td style="padding:6px 34px 26px;font-size:13px;color:#5d6f82;">Saite ir derīga 7 dienas. Pēc apstiprināšanas saņemsiet 500 sagaidīšanas punktus.</td></tr>
<tr><td style="padding:16px 34px;background:#0f2540;color:#9fb3c8;font-size:11px;">AS "Daugava Air", Lidosta "Rīga" 10/1, Mārupes novads, LV-1053<br>
<a href="https://email.daugava-air.lv/ls/click?upn=privatums-7Xk2" style="color:#fff;">Privātuma politika</a> · <a href="https://email.daugava-air.lv/ls/click?upn=noteikumi-7Xk2" style="color:#fff;">Club noteikumi</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "daugava-air",
    group: "negative",
    lang: "lv",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Daugava Air <booking@daugava-air.lv>",
    subject: "Rezervācijas apstiprinājums K7XQ2M – Rīga–Oslo, 12.12.2026",
    date: "Thu, 19 Nov 2026 09:42:55 +0200",
    enc: "qp",
    text: `Labdien, Kristaps!

Jūsu rezervācija ir apstiprināta.

Rezervācijas kods: K7XQ2M
Biļetes numurs: 657-2148830917

DA 621  Rīga (RIX) 12.12.2026 07:25 → Oslo (OSL) 12.12.2026 08:20
Tarifs: Basic · rokas bagāža 8 kg
Sēdvieta: 14C

Kopā samaksāts: 118,40 EUR (Visa •••• 2290)

Reģistrācija tiešsaistē atveras 24 stundas pirms izlidošanas.
Pārvaldīt rezervāciju: https://www.daugava-air.lv/manage?pnr=K7XQ2M

Labu lidojumu!
Daugava Air
`,
    html: null,
  },
  // ------------------------------------------------------------ kooliportaal (Estonia, school e-diary)
  {
    family: "kooliportaal",
    group: "regional",
    lang: "et",
    kind: "invite-link",
    code: null,
    link: "https://kooliportaal.ee/kutse/vastu-votta?k=EE-TLN-0917-82bf44a1",
    from: "Kooliportaal <teavitus@kooliportaal.ee>",
    subject: "Kutse: lapsevanema ligipääs Tallinna Kadrioru Gümnaasiumi e-päevikusse",
    date: "Fri, 20 Nov 2026 14:30:00 +0200",
    text: `Tere, Kadri Tamm!

Tallinna Kadrioru Gümnaasium on lisanud Teid Kooliportaali õpilase Mari Tamm (7.B klass) lapsevanemaks.

Kutse vastuvõtmiseks ja konto loomiseks avage link ning sisenege ID-kaardi, Mobiil-ID või Smart-ID-ga:
https://kooliportaal.ee/kutse/vastu-votta?k=EE-TLN-0917-82bf44a1

Kutse kehtib 14 päeva.

Pärast sisenemist näete hindeid, puudumisi, koduseid ülesandeid ja saate õpetajatele kirjutada.

Küsimuste korral pöörduge kooli sekretäri poole: 651 4480, kantselei@kadrioru.edu.ee

Lugupidamisega
Kooliportaal
`,
    html: null,
  },
  // ------------------------------------------------------------ kotivoima (Finland, electricity utility)
  {
    family: "kotivoima",
    group: "regional",
    lang: "fi",
    kind: "magic-link",
    code: null,
    link: "https://oma.kotivoima.fi/kirjaudu/linkki?t=fi_4kQ9Zx2Lw8pR7mNc&r=%2Fsopimukset",
    from: "Kotivoima <asiakaspalvelu@kotivoima.fi>",
    subject: "Kirjautumislinkki Oma Kotivoimaan",
    date: "Sat, 21 Nov 2026 18:20:12 +0200",
    enc: "qp",
    text: `Hei Jussi,

Pyysit kirjautumislinkkiä Oma Kotivoima -palveluun. Pääset kirjautumaan alla olevasta linkistä:

https://oma.kotivoima.fi/kirjaudu/linkki?t=fi_4kQ9Zx2Lw8pR7mNc&r=%2Fsopimukset

Linkki on voimassa 20 minuuttia ja toimii vain kerran.

Jos et pyytänyt linkkiä, voit jättää tämän viestin huomiotta.

Ystävällisin terveisin
Kotivoima
Kotivoima Oy, Hämeenkatu 21, 33200 Tampere · Asiakaspalvelu 010 448 2200 (ark. 8–16)
Käyttöpaikka 64 1882 09 · Sopimusnumero 2026-114873
`,
    html: `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f7f2;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:26px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Segoe UI',Arial,sans-serif;color:#1d2b1f;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e4ebe1;"><img src="https://www.kotivoima.fi/email/kotivoima-logo.png" width="140" height="34" alt="Kotivoima"></td></tr>
<tr><td style="padding:24px 30px 4px;font-size:15px;line-height:23px;">Hei Jussi,<br><br>Pyysit kirjautumislinkkiä Oma Kotivoima -palveluun.</td></tr>
<tr><td style="padding:16px 30px;"><a href="https://oma.kotivoima.fi/kirjaudu/linkki?t=fi_4kQ9Zx2Lw8pR7mNc&amp;r=%2Fsopimukset" style="background:#3f8f29;color:#fff;text-decoration:none;padding:12px 28px;border-radius:22px;font-weight:600;display:inline-block;">Kirjaudu Oma Kotivoimaan</a></td></tr>
<tr><td style="padding:4px 30px 24px;font-size:13px;line-height:20px;color:#5b6b5d;">Linkki on voimassa 20 minuuttia ja toimii vain kerran. Jos et pyytänyt linkkiä, voit jättää tämän viestin huomiotta.</td></tr>
<tr><td style="padding:14px 30px;background:#f4f7f2;font-size:11px;color:#7b8a7d;">Kotivoima Oy, Hämeenkatu 21, 33200 Tampere · Asiakaspalvelu 010 448 2200 (ark. 8–16)<br>Käyttöpaikka 64 1882 09 · Sopimusnumero 2026-114873 · <a href="https://www.kotivoima.fi/tietosuoja" style="color:#7b8a7d;">Tietosuoja</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ betalo (Norway, payments app)
  {
    family: "betalo",
    group: "regional",
    lang: "nb",
    kind: "login-code",
    code: "604118",
    link: null,
    from: "Betalo <sikkerhet@betalo.no>",
    subject: "Engangskode for Betalo",
    date: "Sun, 22 Nov 2026 11:07:30 +0100",
    enc: "qp",
    text: `Hei Ingrid,

Her er engangskoden din for å logge inn på Betalo på nett:

604 118

Koden er gyldig i 5 minutter. Ikke del den med noen – Betalo ringer deg aldri og ber om koder.

Var det ikke deg? Endre PIN-koden din i appen med en gang.

Hilsen Betalo
Betalo AS, Karl Johans gate 12, 0154 Oslo · Org.nr. 921 448 307
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fbf6f3;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;font-family:'Inter',Arial,sans-serif;color:#2d1f1a;">
<tr><td style="padding:28px 32px 0;"><img src="https://static.betalo.no/mail/betalo-oransje.png" width="92" height="28" alt="Betalo"></td></tr>
<tr><td style="padding:20px 32px 6px;font-size:15px;line-height:22px;">Hei Ingrid,<br>her er engangskoden din for å logge inn på Betalo på nett:</td></tr>
<tr><td style="padding:12px 32px;font-size:40px;font-weight:700;color:#ff5b24;letter-spacing:4px;">604 118</td></tr>
<tr><td style="padding:4px 32px 28px;font-size:13px;line-height:20px;color:#7a6a63;">Koden er gyldig i 5 minutter. Ikke del den med noen – Betalo ringer deg aldri og ber om koder.<br><br>Var det ikke deg? Endre PIN-koden din i appen med en gang.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a3928a;">Betalo AS, Karl Johans gate 12, 0154 Oslo · Org.nr. 921 448 307</p>
</td></tr></table></body></html>`,
  },
  {
    family: "betalo",
    group: "negative",
    lang: "nb",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Betalo <sikkerhet@betalo.no>",
    subject: "Ny innlogging på Betalo",
    date: "Sun, 22 Nov 2026 11:08:41 +0100",
    enc: "qp",
    text: `Hei Ingrid,

Du logget nettopp inn på Betalo på nett.

Nettleser: Safari på macOS
Sted: Bergen, Norge (omtrentlig)
Tidspunkt: 22.11.2026 kl. 11:08

Var dette deg, trenger du ikke gjøre noe. Hvis ikke, logg ut alle enheter under Profil > Sikkerhet og kontakt oss på 22 90 41 00.

Hilsen Betalo
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fbf6f3;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;font-family:'Inter',Arial,sans-serif;color:#2d1f1a;">
<tr><td style="padding:28px 32px 0;"><img src="https://static.betalo.no/mail/betalo-oransje.png" width="92" height="28" alt="Betalo"></td></tr>
<tr><td style="padding:20px 32px 28px;font-size:15px;line-height:23px;">Hei Ingrid,<br><br>Du logget nettopp inn på Betalo på nett.<br><br>
<span style="color:#7a6a63;font-size:14px;">Nettleser: Safari på macOS<br>Sted: Bergen, Norge (omtrentlig)<br>Tidspunkt: 22.11.2026 kl. 11:08</span><br><br>
Var dette deg, trenger du ikke gjøre noe. Hvis ikke, logg ut alle enheter under Profil &gt; Sikkerhet og kontakt oss på 22 90 41 00.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a3928a;">Betalo AS, Karl Johans gate 12, 0154 Oslo</p>
</td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ noor-utilities (UAE, electricity and water)
  {
    family: "noor-utilities",
    group: "regional",
    lang: "ar",
    kind: "verify-code-link",
    code: "8264",
    link: "https://smart.noorutilities.ae/ar/activate?acc=2004418872&req=ACT-9F31C7",
    from: "Noor Utilities | نور للخدمات <noreply@noorutilities.ae>",
    subject: "تفعيل حسابك الإلكتروني | Activate your online account",
    date: "Mon, 23 Nov 2026 10:28:44 +0400",
    enc: "b64",
    text: `عزيزي المتعامل فيصل الحمادي،

شكراً لتسجيلك في الخدمات الذكية لنور للخدمات. لتفعيل حسابك المرتبط برقم الحساب 2004418872، أدخل رمز التفعيل التالي في التطبيق:

رمز التفعيل: 8264

أو اضغط على الرابط التالي لإكمال التفعيل:
https://smart.noorutilities.ae/ar/activate?acc=2004418872&req=ACT-9F31C7

الرمز والرابط صالحان لمدة 30 دقيقة.

---

Dear Customer Faisal Al Hammadi,

Thank you for registering for Noor Utilities Smart Services. To activate the online account linked to account number 2004418872, enter this activation code in the app: 8264
or open the link above. The code and link are valid for 30 minutes.

Noor Utilities Authority, P.O. Box 5644, Dubai, United Arab Emirates
مركز الاتصال / Call centre: 800 6667
`,
    html: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef3f6;font-family:'Dubai',Tahoma,Arial,sans-serif;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;color:#1d3340;">
<tr><td style="padding:16px 26px;background:#006a4e;">
<table width="100%"><tr><td align="right"><img src="https://cdn.noorutilities.ae/mail/logo-ar.png" width="120" height="40" alt="نور للخدمات"></td><td align="left" dir="ltr"><img src="https://cdn.noorutilities.ae/mail/logo-en.png" width="120" height="40" alt="Noor Utilities"></td></tr></table>
</td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;line-height:24px;">عزيزي المتعامل <b>فيصل الحمادي</b>،<br>شكراً لتسجيلك في الخدمات الذكية لنور للخدمات. لتفعيل حسابك المرتبط برقم الحساب <b>2004418872</b>، أدخل رمز التفعيل التالي في التطبيق:</td></tr>
<tr><td align="center" style="padding:10px 26px;"><div dir="ltr" style="display:inline-block;font-size:34px;font-weight:bold;letter-spacing:12px;color:#006a4e;background:#eaf5f1;padding:10px 24px;border-radius:6px;">8264</div></td></tr>
<tr><td align="center" style="padding:8px 26px;font-size:14px;">أو اضغط على الزر لإكمال التفعيل</td></tr>
<tr><td align="center" style="padding:6px 26px 14px;"><a href="https://smart.noorutilities.ae/ar/activate?acc=2004418872&amp;req=ACT-9F31C7" style="background:#006a4e;color:#fff;text-decoration:none;padding:12px 30px;border-radius:4px;font-weight:bold;display:inline-block;">تفعيل الحساب</a></td></tr>
<tr><td style="padding:0 26px 18px;font-size:13px;color:#5a6f7a;">الرمز والرابط صالحان لمدة 30 دقيقة.</td></tr>
<tr><td dir="ltr" style="padding:18px 26px;border-top:1px solid #e3eaee;font-size:14px;line-height:21px;text-align:left;color:#3c5260;">Dear Customer <b>Faisal Al Hammadi</b>,<br>Thank you for registering for Noor Utilities Smart Services. To activate the online account linked to account number 2004418872, enter the activation code above in the app, or <a href="https://smart.noorutilities.ae/ar/activate?acc=2004418872&amp;req=ACT-9F31C7" style="color:#006a4e;">activate your account here</a>. The code and link are valid for 30 minutes.</td></tr>
<tr><td style="padding:14px 26px;background:#f3f6f8;font-size:11px;color:#7b8d96;">Noor Utilities Authority, P.O. Box 5644, Dubai, United Arab Emirates · مركز الاتصال / Call centre: 800 6667<br>
<a href="https://www.noorutilities.ae/ar/privacy" style="color:#7b8d96;">سياسة الخصوصية</a> · <a href="https://www.noorutilities.ae/en/privacy" style="color:#7b8d96;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ briut-plus (Israel, health fund)
  {
    family: "briut-plus",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "391047",
    link: null,
    from: "בריאות פלוס <noreply@briutplus.co.il>",
    subject: "קוד אימות לכניסה לאתר בריאות פלוס",
    date: "Tue, 24 Nov 2026 08:51:16 +0200",
    enc: "b64",
    text: `שלום נועה,

קוד האימות שלך לכניסה לאזור האישי באתר בריאות פלוס הוא: 391047

הקוד תקף ל-10 דקות. אין למסור את הקוד לאף אחד, גם לא לנציגי בריאות פלוס.

אם לא ביקשת להתחבר, ניתן להתעלם מהודעה זו.

בברכה,
בריאות פלוס – שירותי בריאות
מוקד *4770 | רחוב הארבעה 21, תל אביב-יפו 6473921
`,
    html: `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f6fb;font-family:Arial,'Segoe UI',sans-serif;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;color:#1b2a3a;">
<tr><td style="padding:18px 26px;border-bottom:3px solid #2f6fd6;"><img src="https://www.briutplus.co.il/mail/logo.png" width="140" height="36" alt="בריאות פלוס"></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:16px;line-height:24px;">שלום נועה,<br>קוד האימות שלך לכניסה לאזור האישי באתר בריאות פלוס הוא:</td></tr>
<tr><td align="center" style="padding:14px 26px;"><span dir="ltr" style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#2f6fd6;">391047</span></td></tr>
<tr><td style="padding:6px 26px 24px;font-size:14px;line-height:21px;color:#4d5d6d;">הקוד תקף ל-10 דקות. אין למסור את הקוד לאף אחד, גם לא לנציגי בריאות פלוס.<br>אם לא ביקשת להתחבר, ניתן להתעלם מהודעה זו.</td></tr>
<tr><td style="padding:14px 26px;background:#f7f9fc;font-size:11px;color:#7d8b99;border-radius:0 0 8px 8px;">בריאות פלוס – שירותי בריאות · מוקד ‎*4770 · רחוב הארבעה 21, תל אביב-יפו 6473921<br>
<a href="https://www.briutplus.co.il/privacy" style="color:#7d8b99;">מדיניות פרטיות</a> · <a href="https://www.briutplus.co.il/accessibility" style="color:#7d8b99;">הצהרת נגישות</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ bogazici-hava (Türkiye, airline)
  {
    family: "bogazici-hava",
    group: "consumer",
    lang: "tr",
    kind: "verify-code-link",
    code: "507312",
    link: "https://www.bogazicihava.com.tr/uyelik/dogrula?ref=BH26M0448172&k=507312&lang=tr",
    from: "Boğaziçi Hava Yolları <uyelik@bogazicihava.com.tr>",
    subject: "BoğaziçiMil üyeliğinizi doğrulayın",
    date: "Wed, 25 Nov 2026 13:16:38 +0300",
    enc: "qp",
    text: `Sayın Emre Yıldız,

BoğaziçiMil programına hoş geldiniz! Üyelik numaranız: BH26M0448172

E-posta adresinizi doğrulamak için aşağıdaki kodu üyelik ekranına girin:

Doğrulama kodu: 507 312

Ya da doğrudan bu bağlantıya tıklayın:
https://www.bogazicihava.com.tr/uyelik/dogrula?ref=BH26M0448172&k=507312&lang=tr

Kod ve bağlantı 24 saat geçerlidir.

Doğrulamadan sonra ilk uçuşunuzda 1.000 hoş geldin mili kazanırsınız.

İyi uçuşlar dileriz,
Boğaziçi Hava Yolları A.Ş.
İstanbul Havalimanı, Tayakadın Mah., Terminal Cad. No:1, 34283 Arnavutköy/İstanbul
Çağrı merkezi: 0850 333 44 88 · KVKK aydınlatma metni: https://www.bogazicihava.com.tr/kvkk
`,
    html: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9edf2;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Roboto',Arial,sans-serif;color:#1a2b3c;">
<tr><td style="padding:18px 30px;background:#0a2a5e;"><img src="https://media.bogazicihava.com.tr/eposta/logo-beyaz.png" width="170" height="36" alt="Boğaziçi Hava Yolları"></td></tr>
<tr><td style="padding:26px 30px 6px;font-size:15px;line-height:23px;">Sayın <b>Emre Yıldız</b>,<br><br>BoğaziçiMil programına hoş geldiniz! Üyelik numaranız: <b>BH26M0448172</b><br><br>E-posta adresinizi doğrulamak için aşağıdaki kodu üyelik ekranına girin:</td></tr>
<tr><td style="padding:14px 30px;"><table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border:2px solid #c8102e;padding:10px 22px;font-size:30px;font-weight:bold;letter-spacing:5px;color:#c8102e;">507 312</td></tr></table></td></tr>
<tr><td style="padding:6px 30px;font-size:15px;">Ya da doğrudan bağlantıya tıklayın:</td></tr>
<tr><td style="padding:10px 30px;"><a href="https://www.bogazicihava.com.tr/uyelik/dogrula?ref=BH26M0448172&amp;k=507312&amp;lang=tr" style="background:#c8102e;color:#fff;text-decoration:none;padding:12px 30px;font-weight:bold;display:inline-block;">E-postamı doğrula</a></td></tr>
<tr><td style="padding:12px 30px 24px;font-size:13px;line-height:20px;color:#5b6b7b;">Kod ve bağlantı 24 saat geçerlidir. Doğrulamadan sonra ilk uçuşunuzda 1.000 hoş geldin mili kazanırsınız.</td></tr>
<tr><td style="padding:16px 30px;background:#f2f4f7;font-size:11px;color:#7c8a98;">Boğaziçi Hava Yolları A.Ş. · İstanbul Havalimanı, Tayakadın Mah., Terminal Cad. No:1, 34283 Arnavutköy/İstanbul<br>Çağrı merkezi: 0850 333 44 88 · <a href="https://www.bogazicihava.com.tr/kvkk" style="color:#7c8a98;">KVKK</a> · <a href="https://www.bogazicihava.com.tr/iletisim-izni" style="color:#7c8a98;">İleti izni</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bogazici-hava",
    group: "negative",
    lang: "tr",
    kind: "check-in",
    code: null,
    link: null,
    from: "Boğaziçi Hava Yolları <checkin@bogazicihava.com.tr>",
    subject: "Check-in işleminiz tamamlandı – BH 2274 İstanbul–Ankara",
    date: "Fri, 27 Nov 2026 06:02:10 +0300",
    enc: "qp",
    text: `Sayın Emre Yıldız,

Check-in işleminiz tamamlandı. Biniş kartınız ektedir ve mobil uygulamada da görüntülenebilir.

Rezervasyon kodu (PNR): TQ8R4N
Uçuş: BH 2274 · İstanbul (IST) 28.11.2026 08:45 → Ankara (ESB) 09:55
Koltuk: 17A · Biniş kapısı kapanış: 08:25
Bagaj hakkı: 15 kg

Lütfen kalkıştan en az 60 dakika önce havalimanında olunuz.

İyi uçuşlar dileriz,
Boğaziçi Hava Yolları
`,
    html: null,
  },
  // ------------------------------------------------------------ dalbit-bank (Korea, bank)
  {
    family: "dalbit-bank",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "482913",
    link: null,
    from: "달빛은행 <noreply@dalbitbank.co.kr>",
    subject: "[달빛은행] 이메일 인증번호 안내",
    date: "Thu, 26 Nov 2026 20:47:05 +0900",
    enc: "b64",
    text: `[달빛은행] 인증번호 안내

김지현 고객님, 안녕하세요.
달빛은행 인터넷뱅킹 로그인을 위한 이메일 인증번호를 안내해 드립니다.

인증번호 [482913]

- 인증번호는 발송 시점부터 3분간 유효합니다.
- 타인에게 절대 알려주지 마세요. 달빛은행은 전화로 인증번호를 요구하지 않습니다.
- 본인이 요청하지 않은 경우 고객센터(1588-7700)로 즉시 신고해 주세요.

요청 일시: 2026.11.26 20:47
접속 IP: 211.36.***.52

본 메일은 발신전용으로 회신되지 않습니다.
(주)달빛은행 | 서울특별시 중구 을지로 66 | 사업자등록번호 104-81-22917
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f7;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #2c2a6b;">
<tr><td style="padding:24px 30px 10px;"><img src="https://img.dalbitbank.co.kr/mail/logo.png" width="120" height="30" alt="달빛은행"></td></tr>
<tr><td style="padding:10px 30px;font-size:22px;font-weight:bold;color:#2c2a6b;">인증번호 안내</td></tr>
<tr><td style="padding:10px 30px;font-size:14px;line-height:22px;color:#333;"><b>김지현</b> 고객님, 안녕하세요.<br>달빛은행 인터넷뱅킹 로그인을 위한 이메일 인증번호를 안내해 드립니다.</td></tr>
<tr><td style="padding:16px 30px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f0f8;"><tr>
<td style="padding:20px;font-size:14px;color:#666;" width="120">인증번호</td>
<td style="padding:20px;font-size:30px;font-weight:bold;color:#2c2a6b;letter-spacing:6px;">482913</td></tr></table></td></tr>
<tr><td style="padding:6px 30px 20px;font-size:13px;line-height:21px;color:#666;">
· 인증번호는 발송 시점부터 <span style="color:#d6002f;">3분간</span> 유효합니다.<br>
· 타인에게 절대 알려주지 마세요. 달빛은행은 전화로 인증번호를 요구하지 않습니다.<br>
· 본인이 요청하지 않은 경우 고객센터(1588-7700)로 즉시 신고해 주세요.<br><br>
요청 일시: 2026.11.26 20:47<br>접속 IP: 211.36.***.52</td></tr>
<tr><td style="padding:16px 30px;background:#f9f9fb;font-size:11px;color:#999;line-height:17px;">본 메일은 발신전용으로 회신되지 않습니다.<br>(주)달빛은행 | 서울특별시 중구 을지로 66 | 사업자등록번호 104-81-22917<br>
<a href="https://www.dalbitbank.co.kr/privacy" style="color:#999;">개인정보처리방침</a> | <a href="https://www.dalbitbank.co.kr/security" style="color:#999;">보안센터</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ hikari-denki (Japan, electricity retailer)
  {
    family: "hikari-denki",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://mypage.hikari-denki.jp/register/complete?key=Hd7pQ2xVn0K9sLmZ4tR1&mail=1",
    from: "ひかり電力 会員サービス <no-reply@hikari-denki.jp>",
    subject: "【ひかり電力】本登録のお手続きをお願いします",
    date: "Mon, 16 Nov 2026 21:03:40 +0900",
    enc: "b64",
    text: `佐藤 健太 様

この度は「ひかりマイページ」に仮登録いただき、誠にありがとうございます。

まだ会員登録は完了しておりません。
以下のURLにアクセスして、本登録を完了してください。

▼本登録はこちら
https://mypage.hikari-denki.jp/register/complete?key=Hd7pQ2xVn0K9sLmZ4tR1&mail=1

※URLの有効期限は、仮登録から24時間（2026年11月17日 21:03まで）です。
※有効期限を過ぎた場合は、お手数ですが再度仮登録をお願いいたします。

お客さま番号：0412-8873-0915
ご契約プラン：ひかりでんきプランB（30A）

本メールにお心当たりのない場合は、破棄していただきますようお願いいたします。

━━━━━━━━━━━━━━━━━━━━━━━━
ひかり電力株式会社 お客さまセンター
TEL：0120-814-770（受付時間 9:00〜18:00 / 土日祝除く）
〒530-0001 大阪府大阪市北区梅田2-4-9
https://www.hikari-denki.jp/
━━━━━━━━━━━━━━━━━━━━━━━━
※本メールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。
`,
    html: null,
  },
  {
    family: "hikari-denki",
    group: "negative",
    lang: "ja",
    kind: "statement",
    code: null,
    link: null,
    from: "ひかり電力 会員サービス <no-reply@hikari-denki.jp>",
    subject: "【ひかり電力】10月分 電気料金のお知らせ",
    date: "Wed, 18 Nov 2026 10:00:00 +0900",
    enc: "b64",
    text: `佐藤 健太 様

いつもひかり電力をご利用いただき、ありがとうございます。
2026年10月分の電気料金が確定しましたのでお知らせいたします。

ご使用期間：2026年10月6日〜2026年11月4日（30日間）
ご使用量：218kWh
ご請求金額：7,482円（税込）
お支払い予定日：2026年11月26日（クレジットカード払い）

明細の詳細はひかりマイページでご確認いただけます。
https://mypage.hikari-denki.jp/bill

お客さま番号：0412-8873-0915

ひかり電力株式会社 お客さまセンター
TEL：0120-814-770
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fffdf5;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0e2b6;">
<tr><td style="padding:16px 24px;background:#f7b500;"><img src="https://www.hikari-denki.jp/mail/logo.png" width="150" height="32" alt="ひかり電力"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:24px;color:#333;">佐藤 健太 様<br><br>いつもひかり電力をご利用いただき、ありがとうございます。<br>2026年10月分の電気料金が確定しましたのでお知らせいたします。</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#eee3c4;font-size:14px;">
<tr><td bgcolor="#fff8e1" width="160">ご使用期間</td><td>2026年10月6日〜2026年11月4日（30日間）</td></tr>
<tr><td bgcolor="#fff8e1">ご使用量</td><td>218kWh</td></tr>
<tr><td bgcolor="#fff8e1">ご請求金額</td><td><b style="font-size:18px;">7,482円</b>（税込）</td></tr>
<tr><td bgcolor="#fff8e1">お支払い予定日</td><td>2026年11月26日（クレジットカード払い）</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:22px 24px;"><a href="https://mypage.hikari-denki.jp/bill" style="background:#333;color:#fff;text-decoration:none;padding:12px 36px;border-radius:4px;display:inline-block;">明細を見る</a></td></tr>
<tr><td style="padding:14px 24px;background:#faf7ee;font-size:11px;color:#888;line-height:18px;">お客さま番号：0412-8873-0915<br>ひかり電力株式会社 お客さまセンター TEL：0120-814-770（受付時間 9:00〜18:00 / 土日祝除く）<br>〒530-0001 大阪府大阪市北区梅田2-4-9</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ yushan-ebank (Taiwan, bank)
  {
    family: "yushan-ebank",
    group: "regional",
    lang: "zh-TW",
    kind: "login-code",
    code: "736028",
    link: null,
    from: "玉山數位銀行 <ebank-service@yushanbank.com.tw>",
    subject: "【玉山數位銀行】網路銀行登入 動態密碼通知",
    date: "Tue, 24 Nov 2026 22:15:37 +0800",
    enc: "b64",
    text: `親愛的 陳怡君 客戶您好：

您於 2026/11/24 22:15 申請網路銀行新裝置登入，本次交易之驗證資訊如下：

識別碼：K7QD
動態密碼（OTP）：736028

請於 5 分鐘內於網頁輸入，並確認識別碼與畫面顯示一致。
本行人員不會以任何方式向您索取動態密碼，請勿提供給他人，以防詐騙。
如非本人操作，請立即撥打 24 小時客服專線 (02)2718-8800。

玉山數位銀行 敬上
※本郵件由系統自動發送，請勿直接回覆。
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f5f4;font-family:'Microsoft JhengHei','PingFang TC',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 26px;border-bottom:3px solid #00857c;"><img src="https://www.yushanbank.com.tw/edm/logo.png" width="160" height="36" alt="玉山數位銀行"></td></tr>
<tr><td style="padding:24px 26px 8px;font-size:15px;line-height:26px;color:#333;">親愛的 <b>陳怡君</b> 客戶您好：<br>您於 2026/11/24 22:15 申請網路銀行新裝置登入，本次交易之驗證資訊如下：</td></tr>
<tr><td style="padding:10px 26px;">
<table cellpadding="10" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfe5e2;font-size:15px;">
<tr><td bgcolor="#eef7f6" width="150">識別碼</td><td style="font-size:18px;">K7QD</td></tr>
<tr><td bgcolor="#eef7f6">動態密碼（OTP）</td><td style="font-size:26px;font-weight:bold;color:#00857c;letter-spacing:4px;">736028</td></tr>
</table></td></tr>
<tr><td style="padding:12px 26px 24px;font-size:13px;line-height:22px;color:#666;">請於 <span style="color:#d0021b;">5 分鐘</span>內於網頁輸入，並確認識別碼與畫面顯示一致。<br>本行人員不會以任何方式向您索取動態密碼，請勿提供給他人，以防詐騙。<br>如非本人操作，請立即撥打 24 小時客服專線 (02)2718-8800。</td></tr>
<tr><td style="padding:14px 26px;background:#f7f7f7;font-size:11px;color:#999;">※本郵件由系統自動發送，請勿直接回覆。<br>玉山數位銀行股份有限公司 · 台北市松山區民生東路三段 117 號 · <a href="https://www.yushanbank.com.tw/privacy" style="color:#999;">隱私權政策</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ lanting-cloud (China, cloud drive)
  {
    family: "lanting-cloud",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "739152",
    link: null,
    from: "兰亭云盘 <service@lantingyun.cn>",
    subject: "兰亭云盘邮箱验证码",
    date: "Thu, 19 Nov 2026 15:33:08 +0800",
    enc: "b64",
    text: `尊敬的用户 wangxiaoyu_88：

您好！您正在绑定邮箱，本次操作的验证码为：

739152

验证码 15 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件，您的账号依然安全。

兰亭云盘团队
2026年11月19日

客服热线：400-820-6618（工作日 9:00-21:00）
杭州兰亭网络科技有限公司 · 浙江省杭州市西湖区文三路 478 号
浙ICP备 2021038817 号
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6fa;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #eef0f4;"><img src="https://static.lantingyun.cn/mail/logo.png" width="120" height="32" alt="兰亭云盘"></td></tr>
<tr><td style="padding:26px 32px 6px;font-size:15px;line-height:26px;color:#333;">尊敬的用户 <b>wangxiaoyu_88</b>：<br>您好！您正在绑定邮箱，本次操作的验证码为：</td></tr>
<tr><td style="padding:14px 32px;"><span style="display:inline-block;background:#eef4ff;color:#2f6bff;font-size:32px;font-weight:bold;letter-spacing:10px;padding:12px 24px;border-radius:4px;">739152</span></td></tr>
<tr><td style="padding:8px 32px 26px;font-size:13px;line-height:22px;color:#888;">验证码 15 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件，您的账号依然安全。<br><br>兰亭云盘团队<br>2026年11月19日</td></tr>
<tr><td style="padding:16px 32px;background:#fafbfc;font-size:11px;color:#aaa;border-radius:0 0 6px 6px;">客服热线：400-820-6618（工作日 9:00-21:00）<br>杭州兰亭网络科技有限公司 · 浙江省杭州市西湖区文三路 478 号 · 浙ICP备 2021038817 号<br>
<a href="https://www.lantingyun.cn/help" style="color:#aaa;">帮助中心</a> | <a href="https://www.lantingyun.cn/privacy" style="color:#aaa;">隐私政策</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ apotek-nord (Denmark, pharmacy)
  {
    family: "apotek-nord",
    group: "regional",
    lang: "da",
    kind: "verify-code-link",
    code: "4719",
    link: "https://www.apoteknord.dk/konto/bekraeft?uid=884120&kode=4719&utm_source=transaktionel",
    from: "Apotek Nord <kundeservice@apoteknord.dk>",
    subject: "Bekræft din e-mailadresse hos Apotek Nord",
    date: "Thu, 26 Nov 2026 16:44:27 +0100",
    enc: "qp",
    text: `Hej Mette,

Tak fordi du har oprettet en profil hos Apotek Nord. Før du kan bestille receptmedicin med levering til døren, skal vi lige bekræfte din e-mailadresse.

Indtast koden 4719 på siden, hvor du oprettede profilen,
eller klik på linket her:
https://www.apoteknord.dk/konto/bekraeft?uid=884120&kode=4719&utm_source=transaktionel

Koden og linket udløber om 60 minutter.

Husk: Fri fragt ved køb over 299 kr. Receptpligtig medicin udleveres kun mod MitID.

Venlig hilsen
Apotek Nord
Vesterbrogade 41, 8000 Aarhus C · Tlf. 86 12 44 70 · CVR 39 41 88 27
`,
    html: `<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef6f0;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1e3326;">
<tr><td style="padding:18px 28px;background:#00704a;"><img src="https://www.apoteknord.dk/media/mail/logo-hvid.png" width="140" height="34" alt="Apotek Nord"></td></tr>
<tr><td style="padding:24px 28px 6px;font-size:15px;line-height:23px;">Hej Mette,<br><br>Tak fordi du har oprettet en profil hos Apotek Nord. Før du kan bestille receptmedicin med levering til døren, skal vi lige bekræfte din e-mailadresse.</td></tr>
<tr><td style="padding:10px 28px;font-size:15px;">Indtast koden på siden, hvor du oprettede profilen:</td></tr>
<tr><td style="padding:6px 28px;">${cells("4719", "#00704a")}</td></tr>
<tr><td style="padding:4px 28px;font-size:15px;">eller bekræft med ét klik:</td></tr>
<tr><td style="padding:12px 28px;"><a href="https://www.apoteknord.dk/konto/bekraeft?uid=884120&amp;kode=4719&amp;utm_source=transaktionel" style="background:#00704a;color:#fff;text-decoration:none;padding:12px 28px;border-radius:4px;font-weight:bold;display:inline-block;">Bekræft e-mail</a></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:13px;color:#5b6f62;">Koden og linket udløber om 60 minutter.<br>Fri fragt ved køb over 299 kr. Receptpligtig medicin udleveres kun mod MitID.</td></tr>
<tr><td style="padding:14px 28px;background:#f4f8f5;font-size:11px;color:#7d8f83;">Apotek Nord · Vesterbrogade 41, 8000 Aarhus C · Tlf. 86 12 44 70 · CVR 39 41 88 27<br>
<a href="https://www.apoteknord.dk/privatlivspolitik?utm_source=transaktionel" style="color:#7d8f83;">Privatlivspolitik</a> · <a href="https://www.apoteknord.dk/kundeservice?utm_source=transaktionel" style="color:#7d8f83;">Kundeservice</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];
