/**
 * The inbox of a remote developer working from Tallinn, Riga, Vilnius, Helsinki, Stockholm, Bergen,
 * Copenhagen and Reykjavík over two months: coworking, rentals, banks, eSIM, scooters, ferries, trains,
 * HR and security tools, in eight Nordic and Baltic languages plus English and Russian.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

/** An RFC 2822 date in autumn 2026. */
function d(day: string, month: "Aug" | "Sep" | "Oct", time: string, zone = "+0300"): string {
  const dow = new Date(`${month} ${day}, 2026 12:00 UTC`).toUTCString().slice(0, 3);
  return `${dow}, ${day} ${month} 2026 ${time} ${zone}`;
}

const P =
  `style="margin:0 0 14px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#222222;"`;

// ---------------------------------------------------------------- Kontorilaev (Tallinn coworking)

function kontorilaev(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Kontorilaev</title></head>
<body style="margin:0;padding:0;background:#eef1f0;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f0"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:6px solid #0f5c4d;">
<tr><td style="padding:24px 32px 8px 32px;"><img src="https://kontorilaev.ee/img/mail-logo.png" width="150" height="36" alt="Kontorilaev" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 32px 24px 32px;">${body}</td></tr>
<tr><td style="padding:18px 32px;background:#0f5c4d;color:#cfe6e0;font-family:Arial,sans-serif;font-size:12px;line-height:18px;">
Kontorilaev OÜ · Põhja pst 27a, 10415 Tallinn · Reg. 14839201 · KMKR EE102284716<br>
+372 600 4418 · <a href="mailto:tere@kontorilaev.ee" style="color:#ffffff;">tere@kontorilaev.ee</a> ·
<a href="https://kontorilaev.ee/privaatsus" style="color:#ffffff;">Privaatsus</a> ·
<a href="https://www.instagram.com/kontorilaev" style="color:#ffffff;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`;
}

const kontorilaevMails: Mail[] = [
  {
    family: "kontorilaev",
    group: "regional",
    lang: "en",
    kind: "membership-receipt",
    code: null,
    link: null,
    from: "Kontorilaev <arved@kontorilaev.ee>",
    subject: "Welcome aboard – your Flex Desk membership is active",
    date: d("01", "Sep", "09:14:22"),
    text: `Hi Sam,

Welcome to Kontorilaev! Your Flex Desk membership is now active.

Plan: Flex Desk (any free desk, 24/7 access)
Period: 1 Sep 2026 – 30 Sep 2026
Invoice: KL-2026-01877
Amount: 189.00 EUR (incl. VAT 22% 34.08 EUR)
Paid with: Visa •••• 4410

Your access card is waiting at the front desk on the 2nd floor. Bring a photo ID when you pick it up.
Wi-Fi: Kontorilaev-Members (the password is on the fridge, as is tradition).

Community breakfast is every Wednesday at 9:30. Meeting rooms can be booked in the member app.

See you on deck,
Kristel from Kontorilaev

Kontorilaev OÜ, Põhja pst 27a, 10415 Tallinn
+372 600 4418
`,
    html: kontorilaev(
      "Your Flex Desk membership is active. Invoice KL-2026-01877.",
      `<h1 style="margin:0 0 16px 0;font-family:Georgia,serif;font-size:26px;color:#0f5c4d;font-weight:normal;">Welcome aboard, Sam</h1>
<p ${P}>Your <strong>Flex Desk</strong> membership is now active. Any free desk is yours, day and night.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px;color:#333;margin:0 0 18px 0;">
<tr style="border-bottom:1px solid #e3e3e3;"><td>Period</td><td align="right">1 Sep 2026 – 30 Sep 2026</td></tr>
<tr style="border-bottom:1px solid #e3e3e3;"><td>Invoice</td><td align="right">KL-2026-01877</td></tr>
<tr style="border-bottom:1px solid #e3e3e3;"><td>VAT 22%</td><td align="right">34.08 EUR</td></tr>
<tr><td><strong>Total</strong></td><td align="right"><strong>189.00 EUR</strong></td></tr>
<tr><td colspan="2" style="color:#777;font-size:12px;">Paid with Visa •••• 4410</td></tr>
</table>
<p ${P}>Your access card is waiting at the front desk on the 2nd floor. Bring a photo ID when you pick it up. Wi-Fi is <em>Kontorilaev-Members</em> &mdash; the password is on the fridge, as is tradition.</p>
<p ${P}>Community breakfast is every Wednesday at 9:30. Meeting rooms can be booked in the member app.</p>
<p ${P}>See you on deck,<br>Kristel from Kontorilaev</p>`,
    ),
    enc: "qp",
  },
  {
    family: "kontorilaev",
    group: "regional",
    lang: "et",
    kind: "invoice",
    code: null,
    link: null,
    from: "Kontorilaev <arved@kontorilaev.ee>",
    subject: "Arve KL-2026-02311 – päevapiletid, september",
    date: d("02", "Oct", "08:00:05"),
    text: `Tere, Sam Reader!

Manuses on arve KL-2026-02311 septembris kasutatud päevapiletite eest.

Koosolekuruum "Kajut", 17.09.2026, 2 h    24,00 €
Külaliste päevapilet, 2 tk                 30,00 €
Kokku (sh käibemaks 22% 9,74 €)            54,00 €

Maksetähtaeg: 16.10.2026
Saaja: Kontorilaev OÜ
IBAN: EE47 7700 7710 0388 2145
Viitenumber: 2026023118

Kui arve on juba tasutud, pole vaja midagi teha.

Lugupidamisega
Kontorilaeva raamatupidamine
`,
    html: kontorilaev(
      "Arve KL-2026-02311, maksetähtaeg 16.10.2026",
      `<p ${P}>Tere, Sam Reader!</p>
<p ${P}>Manuses on arve <strong>KL-2026-02311</strong> septembris kasutatud päevapiletite eest.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;color:#333;border:1px solid #dde5e3;margin-bottom:16px;">
<tr><td>Koosolekuruum „Kajut”, 17.09.2026, 2 h</td><td align="right">24,00&nbsp;€</td></tr>
<tr><td>Külaliste päevapilet, 2 tk</td><td align="right">30,00&nbsp;€</td></tr>
<tr style="background:#f3f7f6;"><td><strong>Kokku</strong> (sh käibemaks 22% 9,74 €)</td><td align="right"><strong>54,00&nbsp;€</strong></td></tr>
</table>
<p ${P}>Maksetähtaeg: <strong>16.10.2026</strong><br>Saaja: Kontorilaev OÜ<br>IBAN: EE47 7700 7710 0388 2145<br>Viitenumber: 2026023118</p>
<p ${P}>Kui arve on juba tasutud, pole vaja midagi teha.</p>
<p ${P}>Lugupidamisega<br>Kontorilaeva raamatupidamine</p>`,
    ),
    enc: "8bit",
    attachment: [
      "Arve_KL-2026-02311.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Arve KL-2026-02311 Kontorilaev OU 54,00 EUR\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Kvarts (neobank)

function kvarts(pre: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#0b0b12;">
<span style="display:none!important;color:#0b0b12;font-size:1px;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#0b0b12;"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#16161f;border-radius:14px;">
<tr><td style="padding:28px 32px 0 32px;"><img src="https://cdn.kvarts.eu/email/wordmark-light@2x.png" width="96" alt="Kvarts" style="display:block;"></td></tr>
<tr><td style="padding:20px 32px 28px 32px;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;color:#e8e8f0;font-size:15px;line-height:23px;">${body}</td></tr>
</table>
<table width="520" cellpadding="0" cellspacing="0" role="presentation"><tr><td style="padding:18px 32px;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;font-size:11px;line-height:17px;color:#7d7d90;">
Kvarts UAB is a specialised bank licensed by the Bank of Lithuania (licence no. 74). Registered office: Konstitucijos pr. 21C, LT-08130 Vilnius.<br>
Kvarts will never ask for your PIN, your full card number or a code by phone.<br>
<a href="https://kvarts.eu/help" style="color:#a9a9ff;">Help centre</a> · <a href="https://kvarts.eu/legal/privacy" style="color:#a9a9ff;">Privacy</a> · <a href="https://kvarts.eu/legal/terms" style="color:#a9a9ff;">Terms</a><br>© 2026 Kvarts UAB</td></tr></table>
</td></tr></table></body></html>`;
}

const kvartsMails: Mail[] = [
  {
    family: "kvarts-bank",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318406",
    link: null,
    from: "Kvarts <no-reply@notify.kvarts.eu>",
    subject: "318406 is your Kvarts sign-in code",
    date: d("03", "Sep", "21:47:10"),
    text: `Your Kvarts sign-in code

318406

Enter this code in the Kvarts web app to finish signing in. It expires in 10 minutes.

Requested from: Chrome on macOS, Tallinn, Estonia
Time: 3 Sep 2026, 21:47 EEST

If you didn't try to sign in, someone may know your password. Change it in the app under Profile > Security, and contact us through the in-app chat.

Kvarts UAB, Konstitucijos pr. 21C, LT-08130 Vilnius
Help: https://kvarts.eu/help
`,
    html: kvarts(
      "Enter this code to finish signing in. It expires in 10 minutes.",
      `<p style="margin:0 0 6px 0;font-size:20px;font-weight:600;color:#ffffff;">Your sign-in code</p>
<p style="margin:0 0 20px 0;color:#b8b8c8;">Enter this code in the Kvarts web app to finish signing in. It expires in 10 minutes.</p>
<table cellpadding="0" cellspacing="0" role="presentation" style="margin:0 0 22px 0;"><tr><td style="background:#24243a;border-radius:10px;padding:16px 28px;font-family:'SF Mono',Menlo,Consolas,monospace;font-size:34px;letter-spacing:10px;color:#ffffff;font-weight:700;">318406</td></tr></table>
<table cellpadding="0" cellspacing="0" role="presentation" style="font-size:13px;color:#9a9ab0;margin:0 0 18px 0;">
<tr><td style="padding:2px 16px 2px 0;">Device</td><td>Chrome on macOS</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Location</td><td>Tallinn, Estonia</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Time</td><td>3 Sep 2026, 21:47 EEST</td></tr></table>
<p style="margin:0;color:#b8b8c8;font-size:13px;">Didn't try to sign in? Someone may know your password. Change it in the app under <b>Profile → Security</b> and contact us through the in-app chat.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "kvarts-bank",
    group: "consumer",
    lang: "en",
    kind: "device-confirm-link",
    code: null,
    link: "https://app.kvarts.eu/auth/device/approve?rid=dv_7Qk2LxP9mTzR4wN1&sig=Yb3f0c9e1a",
    from: "Kvarts <no-reply@notify.kvarts.eu>",
    subject: "Is this you signing in on a new phone?",
    date: d("19", "Sep", "07:58:41"),
    text: `Hi Sam,

Someone is trying to add a new phone to your Kvarts account:

  Google Pixel 8 · Android 16
  Near Riga, Latvia · 19 Sep 2026, 07:58 EEST

If this is you, approve the device here:
https://app.kvarts.eu/auth/device/approve?rid=dv_7Qk2LxP9mTzR4wN1&sig=Yb3f0c9e1a

The link works once and expires in 15 minutes. Your old phone will be signed out once the new one is approved.

If this wasn't you, don't open the link. Your money is safe; open the app on your current phone and go to Profile > Security > Devices.

— Kvarts Security
`,
    html: kvarts(
      "Approve the new device to finish moving your account.",
      `<p style="margin:0 0 14px 0;font-size:20px;font-weight:600;color:#ffffff;">New phone, same you?</p>
<p style="margin:0 0 16px 0;color:#b8b8c8;">Someone is trying to add a new phone to your Kvarts account.</p>
<table cellpadding="0" cellspacing="0" role="presentation" width="100%" style="background:#1f1f2e;border-radius:10px;margin:0 0 22px 0;"><tr><td style="padding:14px 18px;font-size:14px;color:#e8e8f0;">
<b>Google Pixel 8</b> · Android 16<br><span style="color:#9a9ab0;">Near Riga, Latvia · 19 Sep 2026, 07:58 EEST</span></td></tr></table>
<table cellpadding="0" cellspacing="0" role="presentation" style="margin:0 0 20px 0;"><tr><td bgcolor="#7b6cff" style="border-radius:24px;">
<a href="https://app.kvarts.eu/auth/device/approve?rid=dv_7Qk2LxP9mTzR4wN1&amp;sig=Yb3f0c9e1a" target="_blank" style="display:inline-block;padding:13px 30px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">Yes, approve this phone</a></td></tr></table>
<p style="margin:0 0 10px 0;color:#9a9ab0;font-size:13px;">The link works once and expires in 15 minutes. Your old phone will be signed out once the new one is approved.</p>
<p style="margin:0;color:#9a9ab0;font-size:13px;">Not you? Don't tap the button. Your money is safe — open the app on your current phone and go to Profile → Security → Devices.</p>`,
    ),
  },
  {
    family: "kvarts-bank",
    group: "consumer",
    lang: "en",
    kind: "card-payment",
    code: null,
    link: null,
    from: "Kvarts <no-reply@notify.kvarts.eu>",
    subject: "You paid €42.80 at RIMI HELSINKI KAMPPI",
    date: d("09", "Oct", "18:22:03"),
    text: `You paid €42.80 at RIMI HELSINKI KAMPPI

Card: Kvarts Metal •••• 0917
Date: 9 Oct 2026, 18:21
Balance after payment: €1,284.16

Was this you? No action needed.
Don't recognise it? Freeze your card instantly in the app, or here: https://app.kvarts.eu/cards/0917/freeze

You are getting this because payment notifications are on. Turn them off in Profile > Notifications.

Kvarts UAB · Konstitucijos pr. 21C, LT-08130 Vilnius
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Daugmala banka (Latvian bank)

const daugmalaMails: Mail[] = [
  {
    family: "daugmala-banka",
    group: "regional",
    lang: "lv",
    kind: "login-code",
    code: "739104",
    link: null,
    from: "Daugmala banka <internetbanka@daugmala.lv>",
    subject: "Vienreizējais kods pieslēgšanās apstiprināšanai",
    date: d("22", "Sep", "10:03:56"),
    text: `Labdien, Sam Reader!

Jūsu vienreizējais kods pieslēgšanai internetbankai:

    739 104

Kods derīgs 5 minūtes. Ievadiet to internetbankas pieslēgšanās logā.

Ja Jūs nemēģinājāt pieslēgties, nekavējoties zvaniet mums: +371 6700 2211 (visu diennakti).
Banka nekad neprasīs šo kodu pa tālruni, e-pastā vai īsziņā.

Ar cieņu
AS "Daugmala banka"
Brīvības iela 88, Rīga, LV-1001
www.daugmala.lv
`,
    html: `<html><body style="margin:0;padding:0;background-color:#f4f4f4;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="580" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="margin:24px 0;">
<tr><td bgcolor="#7a1f2b" style="padding:16px 24px;"><img src="https://www.daugmala.lv/static/mail/logo_white.gif" alt="Daugmala banka" width="170" height="30" border="0"></td></tr>
<tr><td style="padding:28px 24px 8px 24px;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333333;line-height:20px;">
Labdien, Sam Reader!<br><br>Jūsu vienreizējais kods pieslēgšanai internetbankai:</td></tr>
<tr><td align="center" style="padding:12px 24px;">
<table border="0" cellspacing="6" cellpadding="0"><tr>
<td width="38" height="48" align="center" style="border:1px solid #c9c9c9;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;color:#7a1f2b;">7</td>
<td width="38" height="48" align="center" style="border:1px solid #c9c9c9;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;color:#7a1f2b;">3</td>
<td width="38" height="48" align="center" style="border:1px solid #c9c9c9;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;color:#7a1f2b;">9</td>
<td width="16"></td>
<td width="38" height="48" align="center" style="border:1px solid #c9c9c9;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;color:#7a1f2b;">1</td>
<td width="38" height="48" align="center" style="border:1px solid #c9c9c9;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;color:#7a1f2b;">0</td>
<td width="38" height="48" align="center" style="border:1px solid #c9c9c9;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;color:#7a1f2b;">4</td>
</tr></table></td></tr>
<tr><td style="padding:8px 24px 24px 24px;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333333;line-height:20px;">
Kods derīgs 5 minūtes. Ievadiet to internetbankas pieslēgšanās logā.<br><br>
<b>Ja Jūs nemēģinājāt pieslēgties</b>, nekavējoties zvaniet mums: <a href="tel:+37167002211" style="color:#7a1f2b;">+371 6700 2211</a> (visu diennakti).<br>
Banka nekad neprasīs šo kodu pa tālruni, e-pastā vai īsziņā.<br><br>Ar cieņu<br>AS „Daugmala banka”</td></tr>
<tr><td bgcolor="#efefef" style="padding:14px 24px;font-family:Verdana,sans-serif;font-size:10px;color:#777777;">
AS „Daugmala banka”, reģ. Nr. 40003118842, Brīvības iela 88, Rīga, LV-1001 · <a href="https://www.daugmala.lv/privatums" style="color:#777777;">Privātuma politika</a> · <a href="https://www.daugmala.lv" style="color:#777777;">www.daugmala.lv</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "daugmala-banka",
    group: "regional",
    lang: "ru",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Daugmala banka <info@daugmala.lv>",
    subject: "Выписка по счёту за сентябрь 2026 готова",
    date: d("01", "Oct", "06:30:00"),
    text: `Здравствуйте, Sam Reader!

Выписка по счёту LV62 DAUG 0000 4471 •••• 38 за период 01.09.2026–30.09.2026 сформирована и доступна в интернет-банке в разделе «Счета → Выписки».

Начальный остаток: 2 140,55 EUR
Поступления: 4 800,00 EUR
Списания: 3 917,42 EUR
Конечный остаток: 3 023,13 EUR

Это автоматическое сообщение, отвечать на него не нужно.
Вопросы: +371 6700 2211, info@daugmala.lv

С уважением,
АО «Daugmala banka»
`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#333;background:#ffffff;">
<table width="600" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="border-bottom:3px solid #7a1f2b;padding:12px 0;"><img src="https://www.daugmala.lv/static/mail/logo.gif" alt="Daugmala banka" width="170" height="30"></td></tr>
<tr><td style="padding:20px 0;line-height:20px;">Здравствуйте, Sam Reader!<br><br>
Выписка по счёту <b>LV62 DAUG 0000 4471 •••• 38</b> за период 01.09.2026–30.09.2026 сформирована и доступна в интернет-банке в разделе «Счета → Выписки».<br><br>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;">
<tr><td>Начальный остаток:</td><td align="right">2 140,55 EUR</td></tr>
<tr><td>Поступления:</td><td align="right">4 800,00 EUR</td></tr>
<tr><td>Списания:</td><td align="right">3 917,42 EUR</td></tr>
<tr><td><b>Конечный остаток:</b></td><td align="right"><b>3 023,13 EUR</b></td></tr></table><br>
Это автоматическое сообщение, отвечать на него не нужно.<br>Вопросы: +371 6700 2211, <a href="mailto:info@daugmala.lv">info@daugmala.lv</a><br><br>С уважением,<br>АО «Daugmala banka»</td></tr>
<tr><td style="font-size:10px;color:#888;border-top:1px solid #ddd;padding-top:10px;">Brīvības iela 88, Rīga, LV-1001 · <a href="https://www.daugmala.lv/ru" style="color:#888;">www.daugmala.lv</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Roamwisp (travel eSIM)

const RW_FOOT =
  `<tr><td align="center" style="padding:24px 20px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#8a94a6;">
<a href="https://apps.apple.com/app/roamwisp/id6447102281"><img src="https://static.roamwisp.com/mail/app-store.png" width="120" alt="Download on the App Store"></a>&nbsp;
<a href="https://play.google.com/store/apps/details?id=com.roamwisp.app"><img src="https://static.roamwisp.com/mail/google-play.png" width="135" alt="Get it on Google Play"></a><br><br>
Roamwisp Ltd · 3rd Floor, 12 Hatton Garden, London EC1N 8AN, United Kingdom<br>
<a href="https://click.roamwisp.com/ls/click?upn=u001.help-7Kq" style="color:#8a94a6;">Help</a> · <a href="https://roamwisp.com/privacy" style="color:#8a94a6;">Privacy</a> · <a href="https://click.roamwisp.com/ls/click?upn=u001.unsub-7Kq" style="color:#8a94a6;">Email preferences</a></td></tr>`;

function roamwisp(pre: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>@media (max-width:600px){.w{width:100%!important}}</style></head>
<body style="margin:0;background:#f6f8fb;"><div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="w" width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding:0 0 18px 0;"><img src="https://static.roamwisp.com/mail/logo-teal.png" width="132" alt="Roamwisp eSIM"></td></tr>
<tr><td style="background:#ffffff;border-radius:16px;padding:32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#1d2433;">${body}</td></tr>
${RW_FOOT}</table></td></tr></table>
<img src="https://click.roamwisp.com/wf/open?upn=u001.o-88fd2" width="1" height="1" alt="" style="display:none;"></body></html>`;
}

const roamwispMails: Mail[] = [
  {
    family: "roamwisp-esim",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://click.roamwisp.com/ls/click?upn=u001.Vq3dH8-2FkTz9-2BmWcA1rLxE0pQ7sYh4nG6jK",
    from: "Roamwisp <hello@roamwisp.com>",
    subject: "Confirm your email to get your first eSIM",
    date: d("28", "Aug", "16:12:09", "+0100"),
    text: `Hi there,

Thanks for signing up to Roamwisp. Before you buy your first eSIM, please confirm this is your email address:

https://click.roamwisp.com/ls/click?upn=u001.Vq3dH8-2FkTz9-2BmWcA1rLxE0pQ7sYh4nG6jK

We'll send your QR code and receipts here, so it matters that it's right.

New here? Data plans start at $4.50 for 1 GB in 140+ countries. Use code WANDER10 for 10% off your first plan.

The Roamwisp team
Roamwisp Ltd, 12 Hatton Garden, London EC1N 8AN
`,
    html: roamwisp(
      "One tap and you're ready to buy your first eSIM.",
      `<h1 style="margin:0 0 12px 0;font-size:24px;line-height:30px;">Confirm your email</h1>
<p style="margin:0 0 22px 0;">Thanks for signing up to Roamwisp. Before you buy your first eSIM, please confirm this is your email address. We'll send your QR code and receipts here, so it matters that it's right.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:10px;background:#0fb5a6;">
<a href="https://click.roamwisp.com/ls/click?upn=u001.Vq3dH8-2FkTz9-2BmWcA1rLxE0pQ7sYh4nG6jK" style="display:inline-block;padding:14px 34px;color:#ffffff;font-weight:bold;text-decoration:none;">Confirm email</a></td></tr></table>
<hr style="border:none;border-top:1px solid #e7ebf2;margin:28px 0 18px 0;">
<p style="margin:0;font-size:13px;color:#5b6475;">New here? Data plans start at <b>$4.50 for 1 GB</b> in 140+ countries. Use code <b>WANDER10</b> for 10% off your first plan.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "roamwisp-esim",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Roamwisp <orders@roamwisp.com>",
    subject: "Your Baltics & Nordics eSIM is ready (order RW-58213407)",
    date: d("29", "Aug", "09:40:51", "+0100"),
    text: `Your eSIM is ready

Order RW-58213407 · 29 Aug 2026

Plan: Baltics & Nordics, 20 GB / 30 days
Covers: Estonia, Latvia, Lithuania, Finland, Sweden, Norway, Denmark, Iceland
Price: $23.00
Discount (WANDER10): -$2.30
Total charged: $20.70 to Mastercard •••• 5502

How to install
1. Open the Roamwisp app and tap "My eSIMs".
2. Tap "Install" next to Baltics & Nordics and follow the steps.
3. Turn on data roaming for the Roamwisp line when you land.

Your plan starts the first time the eSIM connects to a supported network, not today.
eSIM ICCID: 8937204016•••••2291

Questions? Chat with us in the app, 24/7.
Roamwisp Ltd, 12 Hatton Garden, London EC1N 8AN
`,
    html: roamwisp(
      "Order RW-58213407 · Baltics & Nordics 20 GB",
      `<h1 style="margin:0 0 6px 0;font-size:24px;">Your eSIM is ready</h1>
<p style="margin:0 0 20px 0;color:#5b6475;font-size:13px;">Order RW-58213407 · 29 Aug 2026</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e7ebf2;border-radius:10px;font-size:14px;margin-bottom:22px;">
<tr><td><b>Baltics &amp; Nordics</b><br><span style="color:#5b6475;">20 GB / 30 days · EE, LV, LT, FI, SE, NO, DK, IS</span></td><td align="right" valign="top">$23.00</td></tr>
<tr><td style="color:#0fb5a6;">Discount (WANDER10)</td><td align="right" style="color:#0fb5a6;">-$2.30</td></tr>
<tr><td><b>Total charged</b><br><span style="color:#5b6475;font-size:12px;">Mastercard •••• 5502</span></td><td align="right" valign="top"><b>$20.70</b></td></tr></table>
<p style="margin:0 0 8px 0;font-weight:bold;">How to install</p>
<ol style="margin:0 0 18px 18px;padding:0;">
<li>Open the Roamwisp app and tap <b>My eSIMs</b>.</li><li>Tap <b>Install</b> next to Baltics &amp; Nordics and follow the steps.</li><li>Turn on data roaming for the Roamwisp line when you land.</li></ol>
<p style="margin:0 0 8px 0;font-size:13px;color:#5b6475;">Your plan starts the first time the eSIM connects to a supported network, not today.<br>eSIM ICCID: 8937204016•••••2291</p>`,
    ),
  },
  {
    family: "roamwisp-esim",
    group: "consumer",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Roamwisp <hello@roamwisp.com>",
    subject: "You've used 80% of your Baltics & Nordics data",
    date: d("17", "Sep", "13:05:44", "+0100"),
    text: `Heads up, Sam

You've used 16 GB of the 20 GB in your Baltics & Nordics plan. 4 GB left, valid until 2 Oct 2026.

Need more? Top up from $6 in the app: https://click.roamwisp.com/ls/click?upn=u001.topup-Rk2
Your current plan keeps working until the data or the days run out, whichever comes first.

Roamwisp
`,
    html: roamwisp(
      "4 GB left, valid until 2 Oct 2026.",
      `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Heads up, Sam</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px 0;"><tr>
<td width="80%" style="background:#0fb5a6;height:10px;border-radius:5px 0 0 5px;"></td><td width="20%" style="background:#e7ebf2;height:10px;border-radius:0 5px 5px 0;"></td></tr></table>
<p style="margin:0 0 18px 0;font-size:13px;color:#5b6475;">16 GB of 20 GB used · 4 GB left · valid until 2 Oct 2026</p>
<p style="margin:0 0 20px 0;">Your plan keeps working until the data or the days run out, whichever comes first. Need more? Top-ups start at $6.</p>
<a href="https://click.roamwisp.com/ls/click?upn=u001.topup-Rk2" style="color:#0fb5a6;font-weight:bold;">Top up in the app →</a>`,
    ),
  },
];

// ---------------------------------------------------------------- Zippa (scooters, Vilnius)

const zippaMails: Mail[] = [
  {
    family: "zippa-scooters",
    group: "consumer",
    lang: "lt",
    kind: "login-code",
    code: "5831",
    link: null,
    from: "Zippa <noreply@zippa.ride>",
    subject: "Tavo Zippa prisijungimo kodas",
    date: d("06", "Oct", "19:31:17"),
    text: `Labas!

Tavo prisijungimo kodas: 5831

Įvesk jį programėlėje per 5 minutes. Niekam šio kodo nesakyk – net mūsų komandai.

Saugių kelionių!
Zippa
Gedimino pr. 9, LT-01103 Vilnius
`,
    html: `<div style="background:#ffe600;padding:30px 0;font-family:'Helvetica Neue',Arial,sans-serif;">
<div style="max-width:440px;margin:0 auto;background:#111;border-radius:20px;padding:32px;color:#fff;">
<img src="https://assets.zippa.ride/mail/zippa-logo-yellow.png" alt="ZIPPA" width="90" style="display:block;margin-bottom:26px;">
<p style="font-size:17px;margin:0 0 8px 0;">Labas!</p>
<p style="font-size:15px;margin:0 0 20px 0;color:#cfcfcf;">Tavo prisijungimo kodas:</p>
<p style="font-size:44px;font-weight:800;letter-spacing:14px;margin:0 0 22px 0;color:#ffe600;">5831</p>
<p style="font-size:13px;margin:0 0 24px 0;color:#cfcfcf;">Įvesk jį programėlėje per 5 minutes. Niekam šio kodo nesakyk – net mūsų komandai.</p>
<p style="font-size:11px;color:#777;margin:0;">Zippa UAB · Gedimino pr. 9, LT-01103 Vilnius · <a href="https://zippa.ride/lt/privatumas" style="color:#777;">Privatumas</a></p>
</div></div>`,
    enc: "8bit",
  },
  {
    family: "zippa-scooters",
    group: "consumer",
    lang: "lt",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Zippa <kvitai@zippa.ride>",
    subject: "Kelionės kvitas – 2,64 €",
    date: d("06", "Oct", "20:02:48"),
    text: `Ačiū, kad važiavai su Zippa!

Kelionė #ZP-2210-884193
Pradžia: 19:44, Konstitucijos pr. 21
Pabaiga: 19:56, Užupio g. 2
Trukmė: 12 min · Atstumas: 3,1 km
Atrakinimas: 0,80 €
12 min × 0,19 €/min: 2,28 €
Nuolaida (Zippa Pass): -0,44 €
Iš viso: 2,64 €
Apmokėta: Apple Pay (Visa •••• 4410)

Sutaupei 0,6 kg CO₂, palyginti su automobiliu.

Zippa UAB, Gedimino pr. 9, LT-01103 Vilnius, įm. k. 306551204
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Kaupunkifilla (Helsinki city bikes)

const kaupunkifillaMails: Mail[] = [
  {
    family: "kaupunkifilla",
    group: "regional",
    lang: "fi",
    kind: "verify-email",
    code: "284617",
    link: "https://tili.kaupunkifilla.fi/vahvista?t=kf1.eyJ1IjoiNTUxMDgiLCJlIjoic2FtIn0.h7Xq",
    from: "Kaupunkifilla <asiakaspalvelu@kaupunkifilla.fi>",
    subject: "Vahvista sähköpostiosoitteesi",
    date: d("08", "Oct", "08:12:30"),
    text: `Hei Sam,

kiitos, että rekisteröidyit Kaupunkifillan käyttäjäksi! Vahvista vielä sähköpostiosoitteesi.

Syötä sovellukseen vahvistuskoodi: 284617

tai avaa tämä linkki:
https://tili.kaupunkifilla.fi/vahvista?t=kf1.eyJ1IjoiNTUxMDgiLCJlIjoic2FtIn0.h7Xq

Koodi ja linkki ovat voimassa 24 tuntia.

Kausi on käynnissä 1.4.–31.10. Asemakartta ja hinnat: https://kaupunkifilla.fi/hinnat

Terveisin
Kaupunkifilla-asiakaspalvelu
p. 09 4242 8810 (arkisin 8–16)
`,
    html: `<!DOCTYPE html><html lang="fi"><body style="margin:0;background:#fff8e1;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border:2px solid #f5b800;">
<tr><td style="background:#f5b800;padding:18px 28px;font-family:Arial,sans-serif;font-size:22px;font-weight:bold;color:#1a1a1a;">🚲 Kaupunkifilla</td></tr>
<tr><td style="padding:28px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1a1a1a;">
<p style="margin:0 0 14px 0;">Hei Sam,</p>
<p style="margin:0 0 18px 0;">kiitos, että rekisteröidyit Kaupunkifillan käyttäjäksi! Vahvista vielä sähköpostiosoitteesi syöttämällä koodi sovellukseen:</p>
<p style="margin:0 0 20px 0;text-align:center;"><span style="display:inline-block;font-size:30px;letter-spacing:6px;font-weight:bold;background:#fff3c4;padding:12px 22px;border-radius:6px;">284 617</span></p>
<p style="margin:0 0 14px 0;text-align:center;">tai</p>
<p style="margin:0 0 22px 0;text-align:center;"><a href="https://tili.kaupunkifilla.fi/vahvista?t=kf1.eyJ1IjoiNTUxMDgiLCJlIjoic2FtIn0.h7Xq" style="background:#1a1a1a;color:#ffffff;padding:12px 26px;text-decoration:none;font-weight:bold;border-radius:4px;">Vahvista sähköposti</a></p>
<p style="margin:0 0 14px 0;font-size:13px;color:#555;">Koodi ja linkki ovat voimassa 24 tuntia. Kausi on käynnissä 1.4.–31.10. <a href="https://kaupunkifilla.fi/hinnat" style="color:#1a1a1a;">Asemakartta ja hinnat</a></p>
<p style="margin:0;">Terveisin<br>Kaupunkifilla-asiakaspalvelu</p></td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-family:Arial,sans-serif;font-size:11px;color:#777;">Kaupunkifilla Oy · Kaivokatu 8, 00100 Helsinki · p. 09 4242 8810 (arkisin 8–16) · <a href="https://kaupunkifilla.fi/tietosuoja" style="color:#777;">Tietosuoja</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kaupunkifilla",
    group: "regional",
    lang: "fi",
    kind: "pass-receipt",
    code: null,
    link: null,
    from: "Kaupunkifilla <kuitit@kaupunkifilla.fi>",
    subject: "Kuitti: Viikkopassi 12,00 €",
    date: d("08", "Oct", "08:19:02"),
    text: `KUITTI

Kaupunkifilla Oy, Y-tunnus 3128845-6
Kaivokatu 8, 00100 Helsinki

Tuote: Viikkopassi (7 vrk, 30 min/ajo)
Voimassa: 8.10.2026 08:18 – 15.10.2026 08:18
Hinta: 12,00 € (sis. alv 25,5 % 2,44 €)
Maksutapa: Visa •••• 4410
Kuittinumero: KF-0884120

Muista palauttaa pyörä telineeseen niin, että lukko napsahtaa. Yli 30 minuutin ajoista veloitetaan 1 € / alkava 30 min.

Hyviä ajoja!
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Autolaine (car sharing, Finland)

const autolaineMails: Mail[] = [
  {
    family: "autolaine",
    group: "regional",
    lang: "sv",
    kind: "licence-approved",
    code: null,
    link: null,
    from: "Autolaine <kundservice@autolaine.fi>",
    subject: "Ditt körkort är godkänt – du kan boka bil nu",
    date: d("10", "Oct", "11:26:14"),
    text: `Hej Sam!

Vi har granskat ditt körkort och allt ser bra ut. Du kan nu boka Autolaine-bilar i Helsingfors, Esbo och Vanda.

Körkort: EU, giltigt till 03/2031
Medlemskap: Autolaine Flex (0 €/mån)
Pris: från 0,29 €/min eller 9,90 €/h, bränsle och försäkring ingår

Hittar du inte en bil i närheten? I appen ser du alla lediga bilar i realtid.

Med vänliga hälsningar
Autolaine kundservice
+358 20 741 9900
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#e9f0f7;"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Geneva,sans-serif;color:#1b2a3a;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e2e8ef;"><img src="https://www.autolaine.fi/media/email/autolaine-logo.png" alt="Autolaine" width="140"></td></tr>
<tr><td style="padding:28px 30px;font-size:14px;line-height:22px;">
<h2 style="margin:0 0 14px 0;font-size:20px;color:#1560bd;">Ditt körkort är godkänt ✓</h2>
<p style="margin:0 0 14px 0;">Hej Sam! Vi har granskat ditt körkort och allt ser bra ut. Du kan nu boka Autolaine-bilar i Helsingfors, Esbo och Vanda.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;background:#f4f7fa;width:100%;margin:0 0 16px 0;">
<tr><td>Körkort</td><td>EU, giltigt till 03/2031</td></tr><tr><td>Medlemskap</td><td>Autolaine Flex (0 €/mån)</td></tr>
<tr><td>Pris</td><td>från 0,29 €/min eller 9,90 €/h</td></tr></table>
<p style="margin:0;">Med vänliga hälsningar<br>Autolaine kundservice</p></td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#6b7a8a;background:#f4f7fa;">Autolaine Oy · Mannerheimvägen 12, 00100 Helsingfors · +358 20 741 9900 · <a href="https://www.autolaine.fi/sv/dataskydd" style="color:#6b7a8a;">Dataskydd</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "autolaine",
    group: "regional",
    lang: "fi",
    kind: "reset-link",
    code: null,
    link: "https://www.autolaine.fi/tili/salasana/uusi?key=4d1b7e0fa2c94e81b6d3&uid=77105",
    from: "Autolaine <kundservice@autolaine.fi>",
    subject: "Salasanan vaihtaminen",
    date: d("24", "Oct", "22:41:09"),
    text: `Hei,

pyysit salasanan vaihtamista Autolaine-tilillesi (sam.reader@inbox.example).

Valitse uusi salasana tästä linkistä:
https://www.autolaine.fi/tili/salasana/uusi?key=4d1b7e0fa2c94e81b6d3&uid=77105

Linkki on voimassa 60 minuuttia ja sen voi käyttää vain kerran.

Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.

Autolaine Oy
Mannerheimintie 12, 00100 Helsinki
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#e9f0f7;"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Geneva,sans-serif;color:#1b2a3a;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e2e8ef;"><img src="https://www.autolaine.fi/media/email/autolaine-logo.png" alt="Autolaine" width="140"></td></tr>
<tr><td style="padding:28px 30px;font-size:14px;line-height:22px;">
<p style="margin:0 0 14px 0;">Hei,</p>
<p style="margin:0 0 20px 0;">pyysit salasanan vaihtamista Autolaine-tilillesi (<b>sam.reader@inbox.example</b>).</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 20px 0;"><tr><td style="background:#1560bd;border-radius:3px;"><a href="https://www.autolaine.fi/tili/salasana/uusi?key=4d1b7e0fa2c94e81b6d3&amp;uid=77105" style="display:block;padding:12px 24px;color:#fff;text-decoration:none;font-weight:bold;">Valitse uusi salasana</a></td></tr></table>
<p style="margin:0 0 14px 0;font-size:12px;color:#6b7a8a;">Linkki on voimassa 60 minuuttia ja sen voi käyttää vain kerran. Jos painike ei toimi, kopioi tämä osoite selaimeen:<br>https://www.autolaine.fi/tili/salasana/uusi?key=4d1b7e0fa2c94e81b6d3&amp;uid=77105</p>
<p style="margin:0;">Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.</p></td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#6b7a8a;background:#f4f7fa;">Autolaine Oy · Mannerheimintie 12, 00100 Helsinki · +358 20 741 9900 · <a href="https://www.autolaine.fi/tietosuoja" style="color:#6b7a8a;">Tietosuoja</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Vikla Line (Tallinn–Helsinki ferries)

function vikla(lang: string, pre: string, body: string, foot: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#dfe8ee;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<center><table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="background:#003b5c;padding:20px 30px;"><table width="100%"><tr><td><img src="https://www.viklaline.com/email/logo-white.png" width="120" alt="Vikla Line"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#9fc6dc;">Tallinn ⇄ Helsinki</td></tr></table></td></tr>
<tr><td><img src="https://www.viklaline.com/email/hero-vikla-star.jpg" width="600" alt="M/S Vikla Star" style="display:block;"></td></tr>
<tr><td style="padding:26px 30px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#1e2d38;">${body}</td></tr>
<tr><td style="padding:18px 30px;background:#f0f4f7;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#667785;">${foot}<br>
Vikla Line AS · Sadama 25, 10111 Tallinn · +372 631 8000 · <a href="https://www.viklaline.com/privacy" style="color:#667785;">Privacy</a> ·
<a href="https://www.facebook.com/viklaline" style="color:#667785;">Facebook</a></td></tr>
</table></center></body></html>`;
}

const viklaMails: Mail[] = [
  {
    family: "vikla-line",
    group: "regional",
    lang: "et",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Vikla Line <broneeringud@viklaline.com>",
    subject: "Broneeringu kinnitus VKL7H2Q9 – Tallinn → Helsingi 14.10.2026",
    date: d("30", "Sep", "14:55:38"),
    text: `Tere, Sam Reader!

Täname broneeringu eest. Teie reis on kinnitatud.

Broneeringu number: VKL7H2Q9
Laev: M/S Vikla Star
Väljumine: 14.10.2026 kell 10:30, Tallinn, D-terminal
Saabumine: 14.10.2026 kell 12:30, Helsingi, Länsisatama T2

Reisija: Sam Reader (täiskasvanu)
Pilet: Star Class, istekoht 7C
Pagas: 1 käsipagas + 1 kohver

Hind: 46,90 €
Makstud: Visa •••• 4410

Check-in sulgub 20 minutit enne väljumist. Pardakaart tuleb teile e-postiga 24 tundi enne reisi.
Broneeringut saate muuta kuni 24 tundi enne väljumist (muutmistasu 10 €).

Head reisi!
Vikla Line
`,
    html: vikla(
      "et",
      "Broneering VKL7H2Q9 on kinnitatud. 14.10.2026 kell 10:30.",
      `<p style="margin:0 0 14px 0;font-size:20px;color:#003b5c;"><b>Teie reis on kinnitatud</b></p>
<p style="margin:0 0 18px 0;">Tere, Sam Reader! Täname broneeringu eest.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #cfdbe3;font-size:14px;margin:0 0 18px 0;">
<tr style="background:#eaf2f7;"><td colspan="2">Broneeringu number <b style="font-size:17px;">VKL7H2Q9</b></td></tr>
<tr><td width="45%" valign="top"><b>Tallinn</b>, D-terminal<br>14.10.2026 <b>10:30</b></td><td valign="top"><b>Helsingi</b>, Länsisatama T2<br>14.10.2026 <b>12:30</b></td></tr>
<tr><td colspan="2" style="border-top:1px solid #e4ebf0;">M/S Vikla Star · Star Class, istekoht 7C · 1 käsipagas + 1 kohver</td></tr>
<tr><td style="border-top:1px solid #e4ebf0;">Hind</td><td align="right" style="border-top:1px solid #e4ebf0;"><b>46,90&nbsp;€</b> (Visa •••• 4410)</td></tr></table>
<p style="margin:0 0 10px 0;">Check-in sulgub 20 minutit enne väljumist. Pardakaart tuleb teile e-postiga 24 tundi enne reisi.</p>
<p style="margin:0;">Broneeringut saate muuta kuni 24 tundi enne väljumist (muutmistasu 10 €) lehel <a href="https://www.viklaline.com/et/minu-broneering" style="color:#0071a8;">Minu broneering</a>.</p>`,
      "Broneeringu number VKL7H2Q9",
    ),
    enc: "qp",
  },
  {
    family: "vikla-line",
    group: "regional",
    lang: "en",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "Vikla Line <tickets@viklaline.com>",
    subject: "Your boarding pass – VKL7H2Q9, 14 Oct 10:30",
    date: d("13", "Oct", "10:30:02"),
    text: `Your boarding pass is attached

Booking VKL7H2Q9
Tallinn D-terminal → Helsinki West Harbour T2
Wed 14 Oct 2026, departure 10:30, boarding from 09:45
Passenger: SAM READER · Star Class seat 7C

Show the QR code in the attached PDF at the gate, on your phone or printed. Foot passengers board via the gallery on level 2.

Café tip: the Star Lounge breakfast is 14.90 EUR when pre-ordered, 17.90 EUR on board.

Have a smooth crossing!
Vikla Line
`,
    html: vikla(
      "en",
      "Boarding from 09:45 at Tallinn D-terminal.",
      `<p style="margin:0 0 14px 0;font-size:20px;color:#003b5c;"><b>Your boarding pass is attached</b></p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px dashed #8fb3c8;font-size:14px;margin:0 0 18px 0;">
<tr><td>Booking</td><td><b>VKL7H2Q9</b></td></tr><tr><td>Route</td><td>Tallinn D-terminal → Helsinki West Harbour T2</td></tr>
<tr><td>Departure</td><td>Wed 14 Oct 2026, 10:30 (boarding from 09:45)</td></tr><tr><td>Passenger</td><td>SAM READER · Star Class seat 7C</td></tr></table>
<p style="margin:0 0 12px 0;">Show the QR code in the attached PDF at the gate, on your phone or printed. Foot passengers board via the gallery on level 2.</p>
<p style="margin:0;color:#667785;">Café tip: the Star Lounge breakfast is 14.90 EUR when pre-ordered, 17.90 EUR on board.</p>`,
      "You receive this e-mail because you have a booking with Vikla Line.",
    ),
    attachment: [
      "VKL7H2Q9_boarding_pass.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Boarding pass VKL7H2Q9 SAM READER 7C\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "vikla-line",
    group: "regional",
    lang: "fi",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Vikla Line <info@viklaline.com>",
    subject: "Aikataulumuutos: lähtö 14.10. Tallinnasta klo 10:30 → 11:15",
    date: d("13", "Oct", "17:48:20"),
    text: `Hyvä matkustaja,

myrskyvaroituksen vuoksi M/S Vikla Starin lähtö siirtyy:

Varaus: VKL7H2Q9
Alkuperäinen lähtö: 14.10.2026 klo 10:30 Tallinna D-terminaali
Uusi lähtö: 14.10.2026 klo 11:15
Arvioitu saapuminen Helsinkiin: klo 13:20 (Länsisatama T2)

Paikkasi ja lippusi ovat voimassa sellaisenaan, sinun ei tarvitse tehdä mitään. Jos uusi aika ei sovi, voit vaihtaa maksutta toiseen lähtöön 16.10. asti asiakaspalvelussa +372 631 8000.

Pahoittelemme häiriötä.
Vikla Line
`,
    html: vikla(
      "fi",
      "Uusi lähtöaika klo 11:15. Lippusi on voimassa.",
      `<p style="margin:0 0 14px 0;font-size:19px;color:#b34700;"><b>Aikataulumuutos</b></p>
<p style="margin:0 0 14px 0;">Hyvä matkustaja, myrskyvaroituksen vuoksi M/S Vikla Starin lähtö siirtyy.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #f0c8a8;background:#fff7f0;margin:0 0 16px 0;">
<tr><td>Varaus</td><td><b>VKL7H2Q9</b></td></tr>
<tr><td>Alkuperäinen lähtö</td><td><s>14.10.2026 klo 10:30</s></td></tr>
<tr><td>Uusi lähtö</td><td><b>14.10.2026 klo 11:15</b>, Tallinna D-terminaali</td></tr>
<tr><td>Saapuminen</td><td>noin klo 13:20, Helsinki Länsisatama T2</td></tr></table>
<p style="margin:0 0 12px 0;">Paikkasi ja lippusi ovat voimassa sellaisenaan, sinun ei tarvitse tehdä mitään. Jos uusi aika ei sovi, voit vaihtaa maksutta toiseen lähtöön 16.10. asti asiakaspalvelussa +372 631 8000.</p>
<p style="margin:0;">Pahoittelemme häiriötä.</p>`,
      "Varausnumero VKL7H2Q9",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Fjordtog (regional trains, western Norway)

const fjordtogMails: Mail[] = [
  {
    family: "fjordtog",
    group: "regional",
    lang: "nb",
    kind: "verify-link",
    code: null,
    link: "https://minside.fjordtog.no/registrer/bekreft/8e2c41a7-0d5b-4f19-9a63-2b7d1c05e944",
    from: "Fjordtog <ikke-svar@fjordtog.no>",
    subject: "Bekreft e-postadressen din hos Fjordtog",
    date: d("15", "Oct", "20:04:11", "+0200"),
    text: `Hei!

Du har opprettet en profil hos Fjordtog. Bekreft e-postadressen din ved å åpne lenken under:

https://minside.fjordtog.no/registrer/bekreft/8e2c41a7-0d5b-4f19-9a63-2b7d1c05e944

Lenken er gyldig i 48 timer. Når adressen er bekreftet, kan du lagre reisekort, se kvitteringer og få varsel om forsinkelser.

Har du ikke opprettet en profil? Da kan du se bort fra denne e-posten.

Vennlig hilsen
Fjordtog kundesenter
Tlf. 55 31 90 00
`,
    html: `<!DOCTYPE html><html lang="nb"><body style="margin:0;background:#f2f5f3;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="540" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#00654a;padding:22px 30px;"><img src="https://www.fjordtog.no/static/epost/fjordtog-logo-hvit.png" width="130" alt="Fjordtog" style="display:block;"></td></tr>
<tr><td style="padding:30px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:23px;color:#222;">
<h1 style="font-size:22px;margin:0 0 14px 0;color:#00654a;">Bekreft e-postadressen din</h1>
<p style="margin:0 0 20px 0;">Du har opprettet en profil hos Fjordtog. Trykk på knappen for å bekrefte at dette er din e-postadresse.</p>
<p style="margin:0 0 22px 0;"><a href="https://minside.fjordtog.no/registrer/bekreft/8e2c41a7-0d5b-4f19-9a63-2b7d1c05e944" style="background:#e8a33d;color:#1b1b1b;padding:13px 28px;border-radius:24px;text-decoration:none;font-weight:bold;display:inline-block;">Bekreft e-post</a></p>
<p style="margin:0 0 14px 0;font-size:13px;color:#555;">Lenken er gyldig i 48 timer. Når adressen er bekreftet, kan du lagre reisekort, se kvitteringer og få varsel om forsinkelser.</p>
<p style="margin:0;font-size:13px;color:#555;">Har du ikke opprettet en profil? Da kan du se bort fra denne e-posten.</p></td></tr>
<tr><td style="padding:16px 30px;background:#f7f9f8;font-family:Arial,sans-serif;font-size:11px;color:#7a847f;">Fjordtog AS · Strømgaten 4, 5015 Bergen · Org.nr. 921 448 305 · Tlf. 55 31 90 00<br><a href="https://www.fjordtog.no/personvern" style="color:#7a847f;">Personvern</a> · <a href="https://www.fjordtog.no/kundeservice" style="color:#7a847f;">Kundeservice</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "fjordtog",
    group: "regional",
    lang: "nb",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "Fjordtog <billett@fjordtog.no>",
    subject: "Billetten din: Bergen – Voss lørdag 17. oktober",
    date: d("15", "Oct", "20:11:53", "+0200"),
    text: `Takk for kjøpet!

Billettnummer: FT-26-4418-0937
Strekning: Bergen → Voss
Avgang: lørdag 17. oktober 2026 kl. 08:57, spor 3
Ankomst: kl. 10:12
Reisende: 1 voksen
Sete: vogn 4, plass 52 (vindu)
Pris: 349 kr (herav mva. 12 % 37,39 kr)
Betalt med Vipps

Billetten ligger i appen under «Mine billetter». Vis den til konduktøren om bord. Billetten gjelder bare på valgt avgang.

God tur!
Fjordtog AS · Strømgaten 4, 5015 Bergen
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Mälarpendeln (regional train, Sweden)

const malarpendelnMails: Mail[] = [
  {
    family: "malarpendeln",
    group: "regional",
    lang: "sv",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "Mälarpendeln <biljett@malarpendeln.se>",
    subject: "Din resa Stockholm C – Uppsala C, fredag 23 oktober",
    date: d("22", "Oct", "19:20:45", "+0200"),
    text: `Hej Sam,

här är din biljett.

Bokningsnummer: MP 7720 4413
Fredag 23 oktober 2026
Stockholm C 07:42 → Uppsala C 08:21 (tåg 8912)
1 vuxen, 2 klass, valfri plats
Pris: 129 kr (varav moms 6 % 7,30 kr)
Betalt med kort •••• 0917

Visa QR-koden i appen eller i bifogad PDF vid biljettkontroll. Tänk på att biljetten är personlig.

Trevlig resa!
Mälarpendeln
Kundtjänst 0771-44 70 00
`,
    html: `<html><body style="background:#ffffff;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#1e1e1e;">
<tr><td style="padding:24px 20px 14px 20px;"><img src="https://www.malarpendeln.se/mail/mp-logo.png" alt="Mälarpendeln" width="160"></td></tr>
<tr><td style="padding:0 20px;"><div style="height:4px;background:#c8102e;"></div></td></tr>
<tr><td style="padding:22px 20px;font-size:14px;line-height:21px;">Hej Sam,<br>här är din biljett.<br><br>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f5f5f5;border-radius:6px;font-size:14px;">
<tr><td><span style="color:#666;font-size:12px;">Fredag 23 oktober 2026</span><br><b style="font-size:18px;">07:42 Stockholm C</b><br><b style="font-size:18px;">08:21 Uppsala C</b><br><span style="color:#666;">Tåg 8912 · 1 vuxen · 2 klass · valfri plats</span></td>
<td align="right" valign="top"><span style="color:#666;font-size:12px;">Bokningsnummer</span><br><b>MP 7720 4413</b></td></tr></table><br>
Pris: <b>129 kr</b> (varav moms 6 % 7,30 kr) · Betalt med kort •••• 0917<br><br>
Visa QR-koden i appen eller i bifogad PDF vid biljettkontroll. Tänk på att biljetten är personlig.<br><br>Trevlig resa!<br>Mälarpendeln</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #ddd;font-size:11px;color:#777;">Mälarpendeln AB · Box 1204, 111 82 Stockholm · Kundtjänst 0771-44 70 00 · <a href="https://www.malarpendeln.se/resevillkor" style="color:#777;">Resevillkor</a> · <a href="https://www.malarpendeln.se/integritet" style="color:#777;">Integritet</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Biljett_MP77204413.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Biljett MP 7720 4413 Stockholm C - Uppsala C\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Grocery delivery

const groceryMails: Mail[] = [
  {
    family: "kaubakorv",
    group: "regional",
    lang: "et",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "Kaubakorv <tellimus@kaubakorv.ee>",
    subject: "Tellimus #KK-118204 on kohale toimetatud",
    date: d("11", "Sep", "18:47:31"),
    text: `Tere, Sam!

Sinu tellimus #KK-118204 toimetati kohale kell 18:44 aadressile Kalaranna 8-14, Tallinn.

Kuller: Andrus
Kaupu: 23 · Asendatud: 1 (Alma piim 2,5% 1 l → Farmi piim 2,5% 1 l)
Puudu: 0

Kokku: 61,37 €
Tarne: 2,99 €
Makstud kokku: 64,36 €

Kas kõik oli korras? Hinda tarnet rakenduses. Kui midagi on puudu või katki, anna meile 24 tunni jooksul teada.

Kaubakorv
Tartu mnt 63, 10115 Tallinn · +372 620 0090
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f7f4ee"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:12px;font-family:Arial,sans-serif;color:#2b2b2b;">
<tr><td style="padding:22px 28px;"><img src="https://static.kaubakorv.ee/mail/logo.png" alt="Kaubakorv" width="128"></td></tr>
<tr><td style="padding:0 28px 10px 28px;font-size:22px;font-weight:bold;color:#3d8b37;">Kohale toimetatud! 🧺</td></tr>
<tr><td style="padding:0 28px 20px 28px;font-size:14px;line-height:21px;">Tere, Sam! Sinu tellimus <b>#KK-118204</b> toimetati kohale kell 18:44 aadressile Kalaranna 8-14, Tallinn. Kuller: Andrus.</td></tr>
<tr><td style="padding:0 28px 20px 28px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td>Kaupu</td><td align="right">23</td></tr><tr><td>Asendatud</td><td align="right">1 (Alma piim 2,5% 1 l → Farmi piim 2,5% 1 l)</td></tr>
<tr><td>Kokku</td><td align="right">61,37 €</td></tr><tr><td>Tarne</td><td align="right">2,99 €</td></tr>
<tr><td><b>Makstud kokku</b></td><td align="right"><b>64,36 €</b></td></tr></table></td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:13px;color:#555;">Kas kõik oli korras? Hinda tarnet rakenduses. Kui midagi on puudu või katki, anna meile 24 tunni jooksul teada.</td></tr>
<tr><td style="padding:14px 28px;background:#f0ede6;font-size:11px;color:#777;border-radius:0 0 12px 12px;">Kaubakorv OÜ · Tartu mnt 63, 10115 Tallinn · +372 620 0090 · <a href="https://kaubakorv.ee/tingimused" style="color:#777;">Tingimused</a> · <a href="https://kaubakorv.ee/uudiskiri/loobu?u=55821" style="color:#777;">Loobu uudiskirjast</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
  {
    family: "ruokakassi-express",
    group: "regional",
    lang: "fi",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Ruokakassi Express <tilaukset@ruokakassi.fi>",
    subject: "Tilausvahvistus 2026-55317 – toimitus ke 21.10. klo 17–19",
    date: d("19", "Oct", "21:13:07"),
    text: `Kiitos tilauksestasi!

Tilausnumero: 2026-55317
Toimitus: keskiviikko 21.10.2026 klo 17–19
Osoite: Fleminginkatu 22 B 31, 00510 Helsinki
Ovikoodi/ohjeet kuljettajalle: soita ovelta 040 771 2204

Tuotteet (18 kpl): 54,80 €
Keräysmaksu: 3,90 €
Toimitusmaksu: 5,90 €
Yhteensä: 64,60 € (veloitetaan toimituksen jälkeen toteutuneen mukaan)

Voit muokata tilausta tiistaihin 20.10. klo 23:59 asti.

Ruokakassi Express
Asiakaspalvelu 010 480 2260 (ma–pe 8–20)
`,
    html: `<!DOCTYPE html><html lang="fi"><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="font-family:Helvetica,Arial,sans-serif;">
<tr><td style="background:#e4002b;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold;">Ruokakassi <span style="font-weight:normal;">Express</span></td></tr>
<tr><td style="padding:26px 24px 6px 24px;font-size:22px;color:#222;">Kiitos tilauksestasi!</td></tr>
<tr><td style="padding:8px 24px 18px 24px;font-size:14px;line-height:22px;color:#333;">
Tilausnumero <b>2026-55317</b><br>Toimitus <b>keskiviikko 21.10.2026 klo 17–19</b><br>Fleminginkatu 22 B 31, 00510 Helsinki<br>
<span style="color:#777;">Ohjeet kuljettajalle: soita ovelta 040 771 2204</span></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:2px solid #222;">
<tr><td>Tuotteet (18 kpl)</td><td align="right">54,80 €</td></tr><tr><td>Keräysmaksu</td><td align="right">3,90 €</td></tr>
<tr><td>Toimitusmaksu</td><td align="right">5,90 €</td></tr><tr style="font-weight:bold;"><td>Yhteensä</td><td align="right">64,60 €</td></tr></table>
<p style="font-size:12px;color:#777;margin:6px 0 18px 0;">Veloitetaan toimituksen jälkeen toteutuneen mukaan. Voit muokata tilausta tiistaihin 20.10. klo 23:59 asti <a href="https://www.ruokakassi.fi/tilaukset/2026-55317" style="color:#e4002b;">tilaushistoriassa</a>.</p></td></tr>
<tr><td style="padding:16px 24px;background:#f4f4f4;font-size:11px;color:#777;">Ruokakassi Express Oy · Hämeentie 31, 00500 Helsinki · Asiakaspalvelu 010 480 2260 (ma–pe 8–20)</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Járnhöllin (gym, Reykjavík) and Leiðakort (buses)

const jarnhollinMails: Mail[] = [
  {
    family: "jarnhollin",
    group: "regional",
    lang: "is",
    kind: "membership-receipt",
    code: null,
    link: null,
    from: "Járnhöllin <afgreidsla@jarnhollin.is>",
    subject: "Kvittun – mánaðarkort í Járnhöllinni",
    date: d("26", "Oct", "07:05:12", "+0000"),
    text: `Takk fyrir að æfa hjá okkur, Sam!

Kvittun nr. 2026-10-4471
Mánaðarkort, allar stöðvar
Gildir: 26.10.2026 – 25.11.2026
Verð: 13.990 kr. (þar af VSK 24% 2.708 kr.)
Greitt með korti •••• 4410

Opnunartími: mán–fös 05:45–23:00, lau–sun 08:00–20:00.
Munið að sækja Járnhallar-appið til að skrá ykkur í hóptíma.

Járnhöllin ehf. · Skeifan 11, 108 Reykjavík · kt. 510119-0830 · s. 552 1180
`,
    html:
      `<div style="background:#111;padding:26px 0;"><table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#1c1c1c;color:#eee;font-family:Arial,sans-serif;font-size:14px;line-height:21px;">
<tr><td style="padding:22px 26px;border-bottom:3px solid #d4422b;font-size:22px;font-weight:900;letter-spacing:2px;">JÁRNHÖLLIN</td></tr>
<tr><td style="padding:22px 26px;">Takk fyrir að æfa hjá okkur, Sam!<br><br>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;color:#eee;">
<tr><td style="color:#999;">Kvittun nr.</td><td align="right">2026-10-4471</td></tr>
<tr><td style="color:#999;">Vara</td><td align="right">Mánaðarkort, allar stöðvar</td></tr>
<tr><td style="color:#999;">Gildir</td><td align="right">26.10.2026 – 25.11.2026</td></tr>
<tr><td style="color:#999;">Verð</td><td align="right"><b>13.990 kr.</b></td></tr>
<tr><td style="color:#999;">Þar af VSK 24%</td><td align="right">2.708 kr.</td></tr>
<tr><td style="color:#999;">Greitt með</td><td align="right">korti •••• 4410</td></tr></table><br>
Opnunartími: mán–fös 05:45–23:00, lau–sun 08:00–20:00.<br>Munið að sækja Járnhallar-appið til að skrá ykkur í hóptíma.</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;">Járnhöllin ehf. · Skeifan 11, 108 Reykjavík · kt. 510119-0830 · s. 552 1180 · <a href="https://jarnhollin.is/skilmalar" style="color:#888;">Skilmálar</a></td></tr>
</table></div>`,
    enc: "b64",
  },
  {
    family: "jarnhollin",
    group: "regional",
    lang: "is",
    kind: "login-code",
    code: "610729",
    link: null,
    from: "Járnhöllin <app@jarnhollin.is>",
    subject: "Innskráningarkóði fyrir Járnhallar-appið",
    date: d("26", "Oct", "07:09:40", "+0000"),
    text: `Halló Sam,

innskráningarkóðinn þinn er: 61 07 29

Sláðu hann inn í appinu. Kóðinn rennur út eftir 10 mínútur.
Ef þú baðst ekki um þennan kóða geturðu hunsað þennan póst.

Kveðja,
Járnhöllin
`,
    html: null,
    enc: "qp",
  },
];

const leidakortMails: Mail[] = [
  {
    family: "leidakort",
    group: "regional",
    lang: "is",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "Leiðakort <midar@leidakort.is>",
    subject: "Miðinn þinn: 72 tíma kort höfuðborgarsvæðisins",
    date: d("27", "Oct", "12:31:58", "+0000"),
    text: `Takk fyrir kaupin!

Pöntun: LK-883102
Miði: 72 tíma kort, fullorðinn
Gildir frá fyrstu virkjun í appinu
Svæði: höfuðborgarsvæðið (allar leiðir)
Verð: 5.000 kr.
Greitt: 27.10.2026 kl. 12:31, Visa •••• 4410

Virkjaðu miðann í appinu rétt áður en þú stígur upp í vagninn og sýndu bílstjóranum skjáinn.

Leiðakort · Hestháls 14, 110 Reykjavík · s. 540 2700
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff;"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#222;font-size:14px;line-height:21px;">
<tr><td style="background:#ffd200;padding:14px 22px;font-weight:bold;font-size:18px;">Leiðakort</td></tr>
<tr><td style="padding:22px;"><b style="font-size:18px;">Takk fyrir kaupin!</b><br><br>
Pöntun: LK-883102<br>Miði: <b>72 tíma kort</b>, fullorðinn<br>Gildir frá fyrstu virkjun í appinu<br>Svæði: höfuðborgarsvæðið (allar leiðir)<br>
Verð: <b>5.000 kr.</b><br>Greitt: 27.10.2026 kl. 12:31, Visa •••• 4410<br><br>
Virkjaðu miðann í appinu rétt áður en þú stígur upp í vagninn og sýndu bílstjóranum skjáinn.</td></tr>
<tr><td style="padding:12px 22px;border-top:1px solid #ddd;font-size:11px;color:#777;">Leiðakort · Hestháls 14, 110 Reykjavík · s. 540 2700 · <a href="https://leidakort.is/personuvernd" style="color:#777;">Persónuvernd</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Staffwick (the employer's HR platform)

function staffwick(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:0;background:#f5f3ff;"><div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:36px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 20px 4px;"><img src="https://mail-assets.staffwick.com/v3/staffwick-logo.png" height="26" alt="Staffwick"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e4e0f5;border-radius:8px;padding:36px 40px;font-family:Inter,'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:24px;color:#2a2540;">${body}</td></tr>
<tr><td style="padding:20px 4px;font-family:Inter,Arial,sans-serif;font-size:12px;line-height:18px;color:#8c87a3;">
Sent by Staffwick on behalf of Quillmont Software ApS.<br>Staffwick Inc., 548 Market St PMB 81234, San Francisco, CA 94104, USA<br>
<a href="https://staffwick.com/legal/privacy" style="color:#8c87a3;">Privacy</a> · <a href="https://help.staffwick.com" style="color:#8c87a3;">Help center</a></td></tr>
</table></td></tr></table></body></html>`;
}

const staffwickMails: Mail[] = [
  {
    family: "staffwick-hr",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://quillmont.staffwick.com/invitations/accept?token=swi_5fQb8RzK1mXc7VdN3pLh",
    from: "Quillmont Software via Staffwick <notifications@staffwick.com>",
    subject: "Mette Holm invited you to join Quillmont Software on Staffwick",
    date: d("31", "Aug", "10:02:17", "+0200"),
    text: `Hi Sam,

Mette Holm (People Operations) has invited you to join Quillmont Software on Staffwick, where you'll find your contract, payslips, time off and company documents.

Accept your invitation:
https://quillmont.staffwick.com/invitations/accept?token=swi_5fQb8RzK1mXc7VdN3pLh

This invitation expires on 14 September 2026.

Before your first day (1 September), please also:
 - add your bank details for payroll
 - upload a copy of your passport or ID card
 - sign the remote work policy

Questions? Reply to this email to reach Mette directly.

Staffwick, on behalf of Quillmont Software ApS
`,
    html: staffwick(
      "Mette Holm invited you to Quillmont Software's Staffwick workspace.",
      `<p style="margin:0 0 18px 0;"><img src="https://mail-assets.staffwick.com/avatars/q/quillmont-64.png" width="48" height="48" alt="Quillmont Software" style="border-radius:8px;"></p>
<h1 style="margin:0 0 14px 0;font-size:22px;line-height:30px;font-weight:600;">Join Quillmont Software on Staffwick</h1>
<p style="margin:0 0 22px 0;"><b>Mette Holm</b> (People Operations) has invited you. Staffwick is where you'll find your contract, payslips, time off and company documents.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;"><tr><td style="background:#5b3fd9;border-radius:6px;">
<a href="https://quillmont.staffwick.com/invitations/accept?token=swi_5fQb8RzK1mXc7VdN3pLh" style="display:inline-block;padding:12px 26px;font-weight:600;color:#ffffff;text-decoration:none;">Accept invitation</a></td></tr></table>
<p style="margin:0 0 10px 0;font-size:14px;">Before your first day (1 September), please also:</p>
<ul style="margin:0 0 18px 0;padding-left:20px;font-size:14px;"><li>add your bank details for payroll</li><li>upload a copy of your passport or ID card</li><li>sign the remote work policy</li></ul>
<p style="margin:0;font-size:13px;color:#8c87a3;">This invitation expires on 14 September 2026. Questions? Reply to this email to reach Mette directly.</p>`,
    ),
    enc: "qp",
    headers: [["Reply-To", "Mette Holm <mette.holm@quillmont.dk>"]],
  },
  {
    family: "staffwick-hr",
    group: "consumer",
    lang: "en",
    kind: "payslip-available",
    code: null,
    link: null,
    from: "Quillmont Software via Staffwick <notifications@staffwick.com>",
    subject: "Your September 2026 payslip is ready",
    date: d("30", "Sep", "15:00:00", "+0200"),
    text: `Hi Sam,

Your payslip for September 2026 from Quillmont Software ApS is now available in Staffwick.

Pay date: 30 September 2026
Paid to: account ending •••• 4471

For your privacy we don't include amounts in emails. Sign in to Staffwick to view or download the payslip: https://quillmont.staffwick.com/payslips

Staffwick, on behalf of Quillmont Software ApS
`,
    html: staffwick(
      "Pay date 30 September 2026.",
      `<h1 style="margin:0 0 14px 0;font-size:20px;font-weight:600;">Your September payslip is ready</h1>
<p style="margin:0 0 16px 0;">Your payslip for <b>September 2026</b> from Quillmont Software ApS is now available.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f8f7fd;border-radius:6px;width:100%;margin:0 0 18px 0;">
<tr><td style="color:#8c87a3;">Pay date</td><td>30 September 2026</td></tr><tr><td style="color:#8c87a3;">Paid to</td><td>account ending •••• 4471</td></tr></table>
<p style="margin:0 0 18px 0;font-size:14px;">For your privacy we don't include amounts in emails.</p>
<a href="https://quillmont.staffwick.com/payslips" style="color:#5b3fd9;font-weight:600;">View payslip →</a>`,
    ),
  },
];

// ---------------------------------------------------------------- Kitebridge (device management)

const kitebridgeMails: Mail[] = [
  {
    family: "kitebridge-mdm",
    group: "consumer",
    lang: "en",
    kind: "enroll-code",
    code: "7Q4M-92XT",
    link: "https://enroll.kitebridge.io/quillmont/start?ref=inv_33a81f",
    from: "Kitebridge on behalf of Quillmont IT <noreply@kitebridge.io>",
    subject: "Action required: enroll your new work laptop",
    date: d("02", "Sep", "09:15:44", "+0200"),
    text: `Hello Sam Reader,

Quillmont IT asks you to enroll your work laptop in Kitebridge so it can receive Wi-Fi profiles, disk encryption and software updates.

1. On the laptop you want to enroll, open:
   https://enroll.kitebridge.io/quillmont/start?ref=inv_33a81f
2. When asked, enter your enrollment code:
   7Q4M-92XT
3. Follow the steps to install the Kitebridge agent and restart.

The code is for one device and expires in 72 hours (5 Sep 2026, 09:15 CEST).
Please enroll before you access company systems; unenrolled devices will be blocked from Google Workspace and GitHub after 7 Sep 2026.

Need help? it-help@quillmont.dk or #it-help in Slack.

Kitebridge · Device management for distributed teams
`,
    html: `<html><body style="margin:0;background:#f4f6f8;font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dde2e7;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #dde2e7;"><img src="https://cdn.kitebridge.io/email/kitebridge-mark.png" width="24" height="24" alt="" style="vertical-align:middle;"> <span style="font-size:15px;font-weight:600;color:#14324a;vertical-align:middle;">Kitebridge</span> <span style="font-size:13px;color:#6a7b8a;vertical-align:middle;">for Quillmont Software</span></td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:22px;color:#1f2d3a;">
<p style="margin:0 0 14px 0;font-size:18px;font-weight:600;">Enroll your new work laptop</p>
<p style="margin:0 0 18px 0;">Hello Sam Reader, Quillmont IT asks you to enroll your work laptop so it can receive Wi-Fi profiles, disk encryption and software updates.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 18px 0;">
<tr><td width="30" valign="top" style="font-weight:600;color:#2a7de1;">1</td><td style="padding-bottom:12px;">On the laptop you want to enroll, open the enrollment page:<br>
<a href="https://enroll.kitebridge.io/quillmont/start?ref=inv_33a81f" style="display:inline-block;margin-top:8px;background:#2a7de1;color:#fff;padding:9px 18px;border-radius:4px;text-decoration:none;font-weight:600;">Start enrollment</a></td></tr>
<tr><td width="30" valign="top" style="font-weight:600;color:#2a7de1;">2</td><td style="padding-bottom:12px;">When asked, enter your enrollment code:<br>
<span style="display:inline-block;margin-top:8px;font-family:Consolas,Menlo,monospace;font-size:22px;letter-spacing:2px;background:#eef4fb;border:1px solid #c9dcf2;padding:8px 14px;">7Q4M-92XT</span></td></tr>
<tr><td width="30" valign="top" style="font-weight:600;color:#2a7de1;">3</td><td>Follow the steps to install the Kitebridge agent and restart.</td></tr></table>
<p style="margin:0 0 10px 0;font-size:13px;color:#6a7b8a;">The code is for one device and expires in 72 hours (5 Sep 2026, 09:15 CEST). Unenrolled devices will be blocked from Google Workspace and GitHub after 7 Sep 2026.</p>
<p style="margin:0;font-size:13px;color:#6a7b8a;">Need help? <a href="mailto:it-help@quillmont.dk" style="color:#2a7de1;">it-help@quillmont.dk</a> or #it-help in Slack.</p></td></tr>
<tr><td style="padding:14px 28px;background:#f9fafb;font-size:11px;color:#8a97a3;">Kitebridge Technologies Oy · Lapinlahdenkatu 16, 00180 Helsinki · <a href="https://kitebridge.io/privacy" style="color:#8a97a3;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kitebridge-mdm",
    group: "consumer",
    lang: "en",
    kind: "compliance-notice",
    code: null,
    link: null,
    from: "Kitebridge on behalf of Quillmont IT <noreply@kitebridge.io>",
    subject: "[Quillmont IT] sam-mbp14 needs a macOS update by 20 Oct",
    date: d("13", "Oct", "08:00:31", "+0200"),
    text: `Hello Sam Reader,

Your device sam-mbp14 (MacBook Pro 14", serial C02•••••Q6L) is running macOS 15.6.1. Quillmont's policy requires macOS 15.7 or later.

Deadline: 20 Oct 2026, 18:00 CEST
After the deadline: the device will be marked non-compliant and lose access to company apps until it is updated.

To update: Apple menu > System Settings > General > Software Update. The update takes about 25 minutes and one restart.

Other checks on this device are fine: FileVault on, firewall on, screen lock 5 min.

Kitebridge · Quillmont Software IT
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Vaultpine (password manager)

const vaultpineMails: Mail[] = [
  {
    family: "vaultpine",
    group: "consumer",
    lang: "en",
    kind: "device-code",
    code: "40981375",
    link: null,
    from: "Vaultpine <security@vaultpine.app>",
    subject: "Your Vaultpine verification code",
    date: d("05", "Sep", "23:12:08"),
    text: `Vaultpine

Someone is signing in to your vault from a device we haven't seen before.

Verification code: 4098 1375

Device: Firefox 131 on Ubuntu
IP: 213.35.140.27 (Tallinn, EE)
Time: 5 Sep 2026 at 23:12 (UTC+3)

Enter the code on that device to continue. It is valid for 15 minutes.

If this wasn't you, change your master password now. Vaultpine staff will never ask you for this code.

Vaultpine AB · Sveavägen 44, 111 34 Stockholm
`,
    html: `<!doctype html><html><body style="margin:0;background:#f1f5f2;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:34px 12px;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c2b22;">
<tr><td style="padding:26px 32px 0 32px;"><img src="https://vaultpine.app/assets/email/pine-24.png" width="24" height="24" alt="" style="vertical-align:middle;"> <b style="font-size:17px;vertical-align:middle;">Vaultpine</b></td></tr>
<tr><td style="padding:20px 32px;font-size:15px;line-height:23px;">
<p style="margin:0 0 16px 0;">Someone is signing in to your vault from a device we haven't seen before. Enter this code on that device to continue:</p>
<p style="margin:0 0 18px 0;font-family:'JetBrains Mono',Menlo,monospace;font-size:30px;font-weight:700;letter-spacing:3px;color:#1f6f43;">4098&nbsp;1375</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#5a6b60;margin:0 0 16px 0;">
<tr><td>Device</td><td>Firefox 131 on Ubuntu</td></tr><tr><td>IP</td><td>213.35.140.27 (Tallinn, EE)</td></tr><tr><td>Time</td><td>5 Sep 2026 at 23:12 (UTC+3)</td></tr></table>
<p style="margin:0 0 12px 0;font-size:13px;color:#5a6b60;">The code is valid for 15 minutes.</p>
<p style="margin:0;font-size:13px;color:#5a6b60;">If this wasn't you, <a href="https://vault.vaultpine.app/settings/security" style="color:#1f6f43;">change your master password</a> now. Vaultpine staff will never ask you for this code.</p></td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e6ece8;font-size:11px;color:#8a9990;">Vaultpine AB · Sveavägen 44, 111 34 Stockholm · <a href="https://vaultpine.app/privacy" style="color:#8a9990;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "vaultpine",
    group: "consumer",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Vaultpine <security@vaultpine.app>",
    subject: "New sign-in to your Vaultpine account",
    date: d("21", "Oct", "09:44:52", "+0200"),
    text: `Hi Sam,

Your Vaultpine account was just unlocked on a new device.

Device: Vaultpine for iOS 4.12 (iPhone)
Location: Stockholm, SE (approximate)
Time: 21 Oct 2026 at 09:44 (UTC+2)

If this was you, you can ignore this email.
If not, go to Settings > Devices at https://vault.vaultpine.app/settings/devices, sign out the device and change your master password.

Tip: turn on a hardware security key for phishing-resistant sign-in.

Vaultpine AB · Sveavägen 44, 111 34 Stockholm
`,
    html: `<!doctype html><html><body style="margin:0;background:#f1f5f2;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:34px 12px;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c2b22;">
<tr><td style="padding:26px 32px 0 32px;"><img src="https://vaultpine.app/assets/email/pine-24.png" width="24" height="24" alt="" style="vertical-align:middle;"> <b style="font-size:17px;vertical-align:middle;">Vaultpine</b></td></tr>
<tr><td style="padding:20px 32px;font-size:15px;line-height:23px;">
<p style="margin:0 0 14px 0;">Hi Sam, your Vaultpine account was just unlocked on a new device.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#5a6b60;margin:0 0 16px 0;">
<tr><td>Device</td><td>Vaultpine for iOS 4.12 (iPhone)</td></tr><tr><td>Location</td><td>Stockholm, SE (approximate)</td></tr><tr><td>Time</td><td>21 Oct 2026 at 09:44 (UTC+2)</td></tr></table>
<p style="margin:0 0 12px 0;">If this was you, you can ignore this email. If not, <a href="https://vault.vaultpine.app/settings/devices" style="color:#1f6f43;">review your devices</a>, sign out the device and change your master password.</p>
<p style="margin:0;font-size:13px;color:#5a6b60;">Tip: turn on a hardware security key for phishing-resistant sign-in.</p></td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e6ece8;font-size:11px;color:#8a9990;">Vaultpine AB · Sveavägen 44, 111 34 Stockholm · <a href="https://vaultpine.app/privacy" style="color:#8a9990;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Meshgale (VPN)

const meshgaleMails: Mail[] = [
  {
    family: "meshgale-vpn",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://account.meshgale.net/login/email/callback?token=mg_eyJhbGciOiJIUzI1NiJ9.c2FtLnJlYWRlcg.Kp0xQz&redirect=%2Fdevices",
    from: "Meshgale VPN <login@meshgale.net>",
    subject: "Sign in to Meshgale",
    date: d("12", "Sep", "14:37:26"),
    text: `Sign in to Meshgale

Click the link below to sign in to your Meshgale account. The link expires in 20 minutes and can only be used once.

https://account.meshgale.net/login/email/callback?token=mg_eyJhbGciOiJIUzI1NiJ9.c2FtLnJlYWRlcg.Kp0xQz&redirect=%2Fdevices

Requested from 85.254.72.9 (Riga, Latvia).

If you didn't request this, you can safely ignore this email — nobody can sign in without the link.

Meshgale · Fredriksberg 2, 2000 Frederiksberg, Denmark
`,
    html: `<div style="background:#0e1a24;padding:40px 12px;font-family:'IBM Plex Sans',Arial,sans-serif;">
<div style="max-width:460px;margin:0 auto;">
<p style="margin:0 0 24px 0;color:#7fe0c3;font-weight:700;font-size:18px;letter-spacing:1px;">◆ MESHGALE</p>
<div style="background:#15263a;border-radius:10px;padding:30px;color:#dbe7f0;font-size:15px;line-height:23px;">
<p style="margin:0 0 10px 0;font-size:20px;color:#ffffff;font-weight:600;">Sign in to Meshgale</p>
<p style="margin:0 0 24px 0;">Click the button below to sign in. The link expires in 20 minutes and can only be used once.</p>
<a href="https://account.meshgale.net/login/email/callback?token=mg_eyJhbGciOiJIUzI1NiJ9.c2FtLnJlYWRlcg.Kp0xQz&amp;redirect=%2Fdevices" style="display:block;text-align:center;background:#7fe0c3;color:#0e1a24;padding:13px 0;border-radius:6px;font-weight:700;text-decoration:none;">Sign in</a>
<p style="margin:24px 0 0 0;font-size:12px;color:#8aa0b3;">Requested from 85.254.72.9 (Riga, Latvia). If you didn't request this, you can safely ignore this email — nobody can sign in without the link.</p></div>
<p style="margin:20px 0 0 0;font-size:11px;color:#5d7184;">Meshgale ApS · Fredriksberg 2, 2000 Frederiksberg, Denmark · <a href="https://meshgale.net/privacy" style="color:#5d7184;">No-logs policy</a></p>
</div></div>`,
    enc: "qp",
  },
  {
    family: "meshgale-vpn",
    group: "consumer",
    lang: "en",
    kind: "renewal-receipt",
    code: null,
    link: null,
    from: "Meshgale VPN <billing@meshgale.net>",
    subject: "Receipt for your Meshgale renewal – INV-2026-0419772",
    date: d("25", "Oct", "03:00:14", "+0200"),
    text: `Thanks for staying with Meshgale.

Invoice: INV-2026-0419772
Plan: Meshgale Plus, 1 year (up to 8 devices)
Period: 25 Oct 2026 – 24 Oct 2027
Subtotal: €47.12
VAT (DK 25%): €11.78
Total: €58.90
Charged to: Visa •••• 4410

Your invoice is attached as a PDF. Auto-renew is on; you can switch it off any time under Account > Subscription.

Meshgale ApS · CVR 43918205 · Fredriksberg 2, 2000 Frederiksberg, Denmark
`,
    html: `<div style="background:#0e1a24;padding:40px 12px;font-family:'IBM Plex Sans',Arial,sans-serif;">
<div style="max-width:460px;margin:0 auto;">
<p style="margin:0 0 24px 0;color:#7fe0c3;font-weight:700;font-size:18px;letter-spacing:1px;">◆ MESHGALE</p>
<div style="background:#15263a;border-radius:10px;padding:30px;color:#dbe7f0;font-size:14px;line-height:22px;">
<p style="margin:0 0 16px 0;font-size:18px;color:#ffffff;">Thanks for staying with Meshgale.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="color:#dbe7f0;font-size:14px;">
<tr><td style="color:#8aa0b3;">Invoice</td><td align="right">INV-2026-0419772</td></tr>
<tr><td style="color:#8aa0b3;">Plan</td><td align="right">Meshgale Plus, 1 year</td></tr>
<tr><td style="color:#8aa0b3;">Period</td><td align="right">25 Oct 2026 – 24 Oct 2027</td></tr>
<tr><td style="color:#8aa0b3;">Subtotal</td><td align="right">€47.12</td></tr>
<tr><td style="color:#8aa0b3;">VAT (DK 25%)</td><td align="right">€11.78</td></tr>
<tr><td style="border-top:1px solid #2a3d52;"><b>Total</b></td><td align="right" style="border-top:1px solid #2a3d52;"><b>€58.90</b></td></tr></table>
<p style="margin:16px 0 0 0;font-size:12px;color:#8aa0b3;">Charged to Visa •••• 4410. Your invoice is attached as a PDF. Auto-renew is on; you can switch it off any time under Account → Subscription.</p></div>
<p style="margin:20px 0 0 0;font-size:11px;color:#5d7184;">Meshgale ApS · CVR 43918205 · Fredriksberg 2, 2000 Frederiksberg, Denmark</p>
</div></div>`,
    enc: "qp",
    attachment: [
      "INV-2026-0419772.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Meshgale invoice INV-2026-0419772 EUR 58.90\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Fika (dating app, Sweden)

const fikaMails: Mail[] = [
  {
    family: "fika-match",
    group: "consumer",
    lang: "sv",
    kind: "verify-link",
    code: null,
    link: "https://links.fikamatch.se/u/click?id=Zk82Hd1qTq&url=https%3A%2F%2Ffikamatch.se%2Fverifiera%3Fc%3D9b17f2e4",
    from: "Fika <hej@fikamatch.se>",
    subject: "Bekräfta din e-postadress ☕",
    date: d("20", "Oct", "21:58:03", "+0200"),
    text: `Hej Sam!

Kul att du är här. Bekräfta din e-postadress så att vi kan skicka dig meddelanden om nya matchningar och hjälpa dig om du glömmer ditt lösenord:

https://links.fikamatch.se/u/click?id=Zk82Hd1qTq&url=https%3A%2F%2Ffikamatch.se%2Fverifiera%3Fc%3D9b17f2e4

Länken gäller i 7 dagar.

Ta det lugnt och var dig själv.
/ Teamet på Fika

Fika Social AB, Götgatan 22, 118 46 Stockholm
Avregistrera: https://links.fikamatch.se/u/unsub?id=Zk82Hd1qTq
`,
    html: `<!DOCTYPE html><html lang="sv"><body style="margin:0;background:#fbefe6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 14px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:22px;">
<tr><td align="center" style="padding:34px 30px 10px 30px;"><img src="https://cdn.fikamatch.se/mail/fika-cup.png" width="64" height="64" alt="Fika"></td></tr>
<tr><td align="center" style="padding:0 30px;font-family:Georgia,'Times New Roman',serif;font-size:26px;color:#5a2e1b;">Hej Sam!</td></tr>
<tr><td align="center" style="padding:14px 36px 24px 36px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#4a4a4a;">Kul att du är här. Bekräfta din e-postadress så att vi kan skicka dig meddelanden om nya matchningar och hjälpa dig om du glömmer ditt lösenord.</td></tr>
<tr><td align="center" style="padding:0 30px 26px 30px;"><a href="https://links.fikamatch.se/u/click?id=Zk82Hd1qTq&amp;url=https%3A%2F%2Ffikamatch.se%2Fverifiera%3Fc%3D9b17f2e4" style="display:inline-block;background:#d9623b;color:#ffffff;font-family:Helvetica,Arial,sans-serif;font-weight:bold;font-size:15px;padding:14px 36px;border-radius:30px;text-decoration:none;">Bekräfta e-post</a></td></tr>
<tr><td align="center" style="padding:0 30px 30px 30px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#999;">Länken gäller i 7 dagar. Ta det lugnt och var dig själv. ☕</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#a08878;margin:18px 0 0 0;">Fika Social AB · Götgatan 22, 118 46 Stockholm<br>
<a href="https://links.fikamatch.se/u/unsub?id=Zk82Hd1qTq" style="color:#a08878;">Avregistrera</a> · <a href="https://fikamatch.se/integritet" style="color:#a08878;">Integritetspolicy</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "fika-match",
    group: "consumer",
    lang: "sv",
    kind: "new-match",
    code: null,
    link: null,
    from: "Fika <hej@fikamatch.se>",
    subject: "Du och Elin gillar varandra! 💛",
    date: d("22", "Oct", "20:14:37", "+0200"),
    text: `Ni har en matchning!

Du och Elin (29) har båda gillat varandra. Hon gillar också surdegsbröd och långa promenader på Söder.

Säg hej i appen: https://links.fikamatch.se/u/click?id=Pq71Xa0Rk&url=https%3A%2F%2Ffikamatch.se%2Fchatt
Matchningar som ingen skriver till försvinner efter 72 timmar.

/ Fika

Vill du få färre mejl? Ändra dina notiser: https://links.fikamatch.se/u/unsub?id=Pq71Xa0Rk
`,
    html: `<!DOCTYPE html><html lang="sv"><body style="margin:0;background:#fbefe6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 14px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:22px;">
<tr><td align="center" style="padding:30px 30px 8px 30px;"><img src="https://cdn.fikamatch.se/p/8813/elin-blur.jpg" width="96" height="96" alt="Elin" style="border-radius:48px;"></td></tr>
<tr><td align="center" style="padding:0 30px;font-family:Georgia,serif;font-size:24px;color:#5a2e1b;">Ni har en matchning!</td></tr>
<tr><td align="center" style="padding:14px 36px 22px 36px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#4a4a4a;">Du och <b>Elin (29)</b> har båda gillat varandra. Hon gillar också surdegsbröd och långa promenader på Söder.</td></tr>
<tr><td align="center" style="padding:0 30px 26px 30px;"><a href="https://links.fikamatch.se/u/click?id=Pq71Xa0Rk&amp;url=https%3A%2F%2Ffikamatch.se%2Fchatt" style="display:inline-block;background:#d9623b;color:#fff;font-family:Helvetica,Arial,sans-serif;font-weight:bold;padding:13px 32px;border-radius:30px;text-decoration:none;">Säg hej</a></td></tr>
<tr><td align="center" style="padding:0 30px 28px 30px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#999;">Matchningar som ingen skriver till försvinner efter 72 timmar.</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#a08878;margin:18px 0 0 0;">Fika Social AB · Götgatan 22, 118 46 Stockholm · <a href="https://links.fikamatch.se/u/unsub?id=Pq71Xa0Rk" style="color:#a08878;">Ändra notiser</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Lingvaro (language app)

const lingvaroMails: Mail[] = [
  {
    family: "lingvaro",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://lingvaro.com/auth/magic?email=sam.reader%40inbox.example&code=Lv8kR2pW0tQy&lang=en",
    from: "Lingvaro <hei@lingvaro.com>",
    subject: "Your Lingvaro sign-in link",
    date: d("16", "Sep", "07:21:40"),
    text: `Tere! Hei! Hej!

Here's your link to sign in to Lingvaro on the web:
https://lingvaro.com/auth/magic?email=sam.reader%40inbox.example&code=Lv8kR2pW0tQy&lang=en

It works for 30 minutes on the browser where you requested it.

You're on a 12-day streak in Estonian 🔥 — keep it going!

Lingvaro Oy, Tammasaarenkatu 3, 00180 Helsinki
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f7ff;"><tr><td align="center" style="padding:28px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;border-bottom:4px solid #c9def5;font-family:'Nunito','Trebuchet MS',sans-serif;color:#23344a;">
<tr><td align="center" style="padding:28px 28px 6px 28px;"><img src="https://static.lingvaro.com/mail/owlbert-wave.png" width="88" alt="Lingvaro mascot waving"></td></tr>
<tr><td align="center" style="padding:4px 28px 8px 28px;font-size:24px;font-weight:800;">Tere! Hei! Hej!</td></tr>
<tr><td align="center" style="padding:0 34px 22px 34px;font-size:16px;line-height:24px;">Tap below to sign in to Lingvaro on the web. The link works for 30 minutes on the browser where you requested it.</td></tr>
<tr><td align="center" style="padding:0 28px 24px 28px;"><a href="https://lingvaro.com/auth/magic?email=sam.reader%40inbox.example&amp;code=Lv8kR2pW0tQy&amp;lang=en" style="display:inline-block;background:#2f8cf2;color:#fff;font-weight:800;font-size:16px;padding:14px 40px;border-radius:14px;text-decoration:none;border-bottom:4px solid #1f6ac0;">SIGN IN</a></td></tr>
<tr><td align="center" style="padding:0 28px 26px 28px;font-size:14px;color:#6a7c92;">You're on a <b>12-day streak</b> in Estonian 🔥</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8396ab;margin:16px 0 0 0;">Lingvaro Oy · Tammasaarenkatu 3, 00180 Helsinki · <a href="https://lingvaro.com/settings/email" style="color:#8396ab;">Email settings</a></p>
</td></tr></table>`,
    enc: "qp",
  },
  {
    family: "lingvaro",
    group: "consumer",
    lang: "fi",
    kind: "streak-reminder",
    code: null,
    link: null,
    from: "Lingvaro <hei@lingvaro.com>",
    subject: "Putkesi on vaarassa! 🔥 24 päivää",
    date: d("28", "Sep", "19:30:00"),
    text: `Hei Sam!

Et ole vielä harjoitellut tänään. 24 päivän putkesi katkeaa keskiyöllä.

Viisi minuuttia riittää: tämän päivän oppitunti on "Kahvilassa – Kohvikus".

Jatka tästä: https://lingvaro.com/learn?utm_source=email&utm_campaign=streak_saver

Tiesitkö? Viron kielen "hommik" tarkoittaa aamua, ja "homme" huomista. Hauska pari!

Lingvaro
Et halua muistutuksia? https://lingvaro.com/settings/email?u=sr88213
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff4e5;"><tr><td align="center" style="padding:28px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:'Nunito','Trebuchet MS',sans-serif;color:#23344a;">
<tr><td align="center" style="padding:26px 28px 6px 28px;font-size:54px;">🔥</td></tr>
<tr><td align="center" style="padding:0 28px 8px 28px;font-size:24px;font-weight:800;">24 päivän putki on vaarassa!</td></tr>
<tr><td align="center" style="padding:0 34px 20px 34px;font-size:16px;line-height:24px;">Et ole vielä harjoitellut tänään. Viisi minuuttia riittää: tämän päivän oppitunti on <b>Kahvilassa – Kohvikus</b>.</td></tr>
<tr><td align="center" style="padding:0 28px 22px 28px;"><a href="https://lingvaro.com/learn?utm_source=email&amp;utm_campaign=streak_saver" style="display:inline-block;background:#ff8a1f;color:#fff;font-weight:800;padding:14px 40px;border-radius:14px;text-decoration:none;">JATKA OPPITUNTIA</a></td></tr>
<tr><td style="padding:0 30px 24px 30px;font-size:13px;color:#6a7c92;"><b>Tiesitkö?</b> Viron kielen ”hommik” tarkoittaa aamua, ja ”homme” huomista.</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a08a6d;margin:16px 0 0 0;"><a href="https://lingvaro.com/settings/email?u=sr88213" style="color:#a08a6d;">Lopeta muistutukset</a> · Lingvaro Oy, Helsinki</p>
</td></tr></table>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Nestova (short-term rentals)

const nestovaMails: Mail[] = [
  {
    family: "nestova-stays",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "604218",
    link: null,
    from: "Nestova <account@mail.nestova.com>",
    subject: "Nestova verification code: 604218",
    date: d("25", "Aug", "17:50:31", "+0100"),
    text: `Your Nestova verification code is 604 218.

Enter it on the sign-up screen to confirm your email address. This code expires in 30 minutes.

Didn't ask for it? Someone may have typed your address by mistake; you can ignore this email.

Nestova Ltd · 2 Dollar Bay Place, London E14 9DA
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="440" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:30px;"><img src="https://a0.nestovacdn.com/mail/nestova-logo-coral.png" width="110" alt="nestova"></td></tr>
<tr><td style="font-size:22px;font-weight:bold;color:#222;padding-bottom:14px;">Confirm your email</td></tr>
<tr><td style="font-size:15px;color:#484848;line-height:22px;padding-bottom:22px;">Enter this code on the sign-up screen. It expires in 30 minutes.</td></tr>
<tr><td style="padding-bottom:26px;"><table cellpadding="0" cellspacing="0"><tr>
<td style="font-size:32px;font-weight:bold;color:#222;letter-spacing:4px;">604</td><td width="14"></td><td style="font-size:32px;font-weight:bold;color:#222;letter-spacing:4px;">218</td></tr></table></td></tr>
<tr><td style="font-size:13px;color:#767676;line-height:19px;padding-bottom:30px;">Didn't ask for it? Someone may have typed your address by mistake; you can ignore this email.</td></tr>
<tr><td style="border-top:1px solid #ebebeb;padding-top:18px;font-size:11px;color:#999;">Nestova Ltd · 2 Dollar Bay Place, London E14 9DA · <a href="https://www.nestova.com/help" style="color:#999;">Help</a> · <a href="https://www.nestova.com/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "nestova-stays",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Nestova <bookings@mail.nestova.com>",
    subject: "Booking confirmed: Art Nouveau loft in Riga, 15–29 Sep",
    date: d("27", "Aug", "11:08:15", "+0100"),
    text: `You're going to Riga!

Reservation code: NS-4471-2208
Art Nouveau loft with balcony, Alberta iela
Host: Ilze

Check-in: Tue 15 Sep 2026, after 15:00
Checkout: Tue 29 Sep 2026, by 11:00
Guests: 1 adult

14 nights × €58.00: €812.00
Cleaning fee: €35.00
Nestova service fee: €98.46
Total (EUR): €945.46
Paid with Mastercard •••• 5502

Ilze will send check-in details and the exact address 3 days before arrival. Message her any time in the app.

Cancellation policy: free cancellation until 8 Sep 2026. After that, the first night and fees are non-refundable.

Nestova Ltd · 2 Dollar Bay Place, London E14 9DA
`,
    html:
      `<html><body style="margin:0;background:#ffffff;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 16px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:24px;"><img src="https://a0.nestovacdn.com/mail/nestova-logo-coral.png" width="110" alt="nestova"></td></tr>
<tr><td style="font-size:28px;font-weight:bold;padding-bottom:18px;">You're going to Riga!</td></tr>
<tr><td style="padding-bottom:20px;"><img src="https://a0.nestovacdn.com/pictures/listing/88210431/cover-560.jpg" width="560" alt="Art Nouveau loft with balcony" style="border-radius:12px;display:block;"></td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:4px;">Art Nouveau loft with balcony, Alberta iela</td></tr>
<tr><td style="font-size:14px;color:#717171;padding-bottom:20px;">Hosted by Ilze · Reservation code <b style="color:#222;">NS-4471-2208</b></td></tr>
<tr><td><table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;border-radius:12px;font-size:14px;">
<tr><td width="50%" style="padding:14px;border-right:1px solid #ddd;"><span style="color:#717171;">Check-in</span><br><b>Tue 15 Sep 2026</b><br>after 15:00</td><td style="padding:14px;"><span style="color:#717171;">Checkout</span><br><b>Tue 29 Sep 2026</b><br>by 11:00</td></tr></table></td></tr>
<tr><td style="padding:22px 0 6px 0;font-size:16px;font-weight:bold;">Price details</td></tr>
<tr><td><table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td>€58.00 × 14 nights</td><td align="right">€812.00</td></tr><tr><td>Cleaning fee</td><td align="right">€35.00</td></tr>
<tr><td>Nestova service fee</td><td align="right">€98.46</td></tr><tr><td style="border-top:1px solid #ddd;"><b>Total (EUR)</b></td><td align="right" style="border-top:1px solid #ddd;"><b>€945.46</b></td></tr></table></td></tr>
<tr><td style="padding:18px 0;font-size:14px;line-height:21px;color:#484848;">Ilze will send check-in details and the exact address 3 days before arrival. <a href="https://www.nestova.com/messages/t/55710932" style="color:#222;font-weight:bold;">Message the host</a><br><br>
Free cancellation until 8 Sep 2026. After that, the first night and fees are non-refundable.</td></tr>
<tr><td style="border-top:1px solid #ebebeb;padding-top:18px;font-size:11px;color:#999;">Nestova Ltd · 2 Dollar Bay Place, London E14 9DA · <a href="https://www.nestova.com/trips/NS-4471-2208" style="color:#999;">View trip</a> · <a href="https://www.nestova.com/help" style="color:#999;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Riga and Vilnius: rental agency, coworking, parcel lockers

const balticMails: Mail[] = [
  {
    family: "dzivokli-riga",
    group: "regional",
    lang: "lv",
    kind: "rental-agreement",
    code: null,
    link: null,
    from: "Dzīvokļi Rīgā <ire@dzivokliriga.lv>",
    subject: "Īres līgums Nr. DR-2026/0917 – Tērbatas iela 41, dz. 6",
    date: d("28", "Sep", "12:44:09"),
    text: `Labdien, Sam!

Pielikumā nosūtām parakstīto īslaicīgās īres līgumu.

Līguma Nr.: DR-2026/0917
Adrese: Tērbatas iela 41, dz. 6, Rīga, LV-1011
Īres periods: 01.10.2026 – 31.10.2026
Īres maksa: 780,00 EUR mēnesī (ieskaitot komunālos maksājumus un internetu)
Drošības nauda: 400,00 EUR (tiks atgriezta 7 dienu laikā pēc izīrēšanas beigām)

Atslēgas varēsiet saņemt mūsu birojā 1. oktobrī no plkst. 10:00 līdz 18:00.
Lūdzu, ņemiet līdzi pasi.

Ar cieņu
Laura Kalniņa
SIA "Dzīvokļi Rīgā"
Elizabetes iela 51-3, Rīga · +371 2611 4490
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#202020;line-height:20px;">
<p>Labdien, Sam!</p>
<p>Pielikumā nosūtām parakstīto īslaicīgās īres līgumu.</p>
<table cellpadding="3" cellspacing="0" style="font-size:14px;">
<tr><td><b>Līguma Nr.:</b></td><td>DR-2026/0917</td></tr>
<tr><td><b>Adrese:</b></td><td>Tērbatas iela 41, dz. 6, Rīga, LV-1011</td></tr>
<tr><td><b>Īres periods:</b></td><td>01.10.2026 – 31.10.2026</td></tr>
<tr><td><b>Īres maksa:</b></td><td>780,00 EUR mēnesī (ieskaitot komunālos maksājumus un internetu)</td></tr>
<tr><td><b>Drošības nauda:</b></td><td>400,00 EUR (tiks atgriezta 7 dienu laikā pēc izīrēšanas beigām)</td></tr></table>
<p>Atslēgas varēsiet saņemt mūsu birojā 1. oktobrī no plkst. 10:00 līdz 18:00. Lūdzu, ņemiet līdzi pasi.</p>
<p>Ar cieņu<br><b>Laura Kalniņa</b><br>SIA „Dzīvokļi Rīgā”<br>Elizabetes iela 51-3, Rīga · +371 2611 4490<br>
<a href="https://www.dzivokliriga.lv" style="color:#1a5fa8;">www.dzivokliriga.lv</a></p>
<p style="font-size:10px;color:#999;">Šis e-pasts un tā pielikumi ir konfidenciāli un paredzēti tikai adresātam.</p></div>`,
    enc: "qp",
    attachment: [
      "Ires_ligums_DR-2026-0917.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Ires ligums DR-2026/0917 Terbatas iela 41-6\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "darbnica-cowork",
    group: "regional",
    lang: "lv",
    kind: "room-booking",
    code: null,
    link: null,
    from: "Darbnīca Cowork <rezervacijas@darbnica.work>",
    subject: "Rezervācija apstiprināta: sapulču telpa „Daugava”, 24.09.",
    date: d("23", "Sep", "16:20:45"),
    text: `Sveiki, Sam!

Jūsu rezervācija ir apstiprināta.

Telpa: „Daugava” (līdz 6 cilvēkiem, ekrāns, tāfele)
Datums: ceturtdiena, 24.09.2026
Laiks: 14:00–15:30
Rezervācijas nr.: DW-30418
Cena: 1,5 h × 12,00 EUR = 18,00 EUR (tiks pievienota mēneša rēķinam)

Atcelt bez maksas var līdz 24.09. plkst. 12:00 Darbnīcas lietotnē.
Kafija un tēja virtuvē – bez maksas.

Darbnīca Cowork · Miera iela 58, Rīga · +371 2000 5812
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2efe9;"><tr><td align="center" style="padding:22px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Courier New',Courier,monospace;color:#2c2a26;font-size:14px;line-height:21px;border:1px solid #d6d0c4;">
<tr><td style="padding:20px 26px;border-bottom:1px dashed #d6d0c4;font-size:18px;font-weight:bold;">DARBNĪCA / cowork</td></tr>
<tr><td style="padding:22px 26px;">Sveiki, Sam!<br>Jūsu rezervācija ir apstiprināta.<br><br>
<b>Telpa:</b> „Daugava” (līdz 6 cilvēkiem, ekrāns, tāfele)<br><b>Datums:</b> ceturtdiena, 24.09.2026<br><b>Laiks:</b> 14:00–15:30<br>
<b>Rezervācijas nr.:</b> DW-30418<br><b>Cena:</b> 1,5 h × 12,00 EUR = 18,00 EUR (tiks pievienota mēneša rēķinam)<br><br>
Atcelt bez maksas var līdz 24.09. plkst. 12:00 Darbnīcas lietotnē. Kafija un tēja virtuvē – bez maksas.</td></tr>
<tr><td style="padding:14px 26px;background:#faf8f4;font-size:11px;color:#8a8478;">Darbnīca Cowork · Miera iela 58, Rīga · +371 2000 5812 · <a href="https://darbnica.work/noteikumi" style="color:#8a8478;">Noteikumi</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
  {
    family: "erdve-hub",
    group: "regional",
    lang: "lt",
    kind: "verify-link",
    code: null,
    link: "https://nariai.erdvehub.lt/patvirtinti/el-pastas?raktas=eh_62c9f0d4b1a7",
    from: "Erdvė Hub <labas@erdvehub.lt>",
    subject: "Patvirtinkite savo el. pašto adresą",
    date: d("04", "Oct", "10:11:27"),
    text: `Sveiki, Sam,

ačiū, kad užsiregistravote Erdvė Hub narių sistemoje. Kad galėtume aktyvuoti jūsų paskyrą ir išduoti įėjimo kortelę, patvirtinkite el. pašto adresą:

https://nariai.erdvehub.lt/patvirtinti/el-pastas?raktas=eh_62c9f0d4b1a7

Nuoroda galioja 48 valandas.

Jūsų planas: Karštas stalas, 10 dienų per mėnesį – 119 € (su PVM)
Adresas: Vilniaus g. 31, LT-01402 Vilnius (įėjimas iš kiemo)

Iki pasimatymo!
Erdvė Hub komanda
+370 600 48 211
`,
    html: `<!DOCTYPE html><html lang="lt"><body style="margin:0;background:#ececec;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:0;"><img src="https://erdvehub.lt/mail/header-560.jpg" width="560" height="140" alt="Erdvė Hub" style="display:block;"></td></tr>
<tr><td style="padding:30px 34px;font-family:Roboto,Arial,sans-serif;font-size:15px;line-height:23px;color:#333;">
<p style="margin:0 0 14px 0;">Sveiki, Sam,</p>
<p style="margin:0 0 22px 0;">ačiū, kad užsiregistravote Erdvė Hub narių sistemoje. Kad galėtume aktyvuoti jūsų paskyrą ir išduoti įėjimo kortelę, patvirtinkite el. pašto adresą.</p>
<p style="margin:0 0 24px 0;"><a href="https://nariai.erdvehub.lt/patvirtinti/el-pastas?raktas=eh_62c9f0d4b1a7" style="background:#ff5a36;color:#fff;padding:12px 28px;text-decoration:none;font-weight:bold;display:inline-block;">Patvirtinti el. paštą</a></p>
<p style="margin:0 0 18px 0;font-size:13px;color:#777;">Nuoroda galioja 48 valandas.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:13px;background:#f7f7f7;"><tr><td><b>Jūsų planas:</b> Karštas stalas, 10 dienų per mėnesį – 119 € (su PVM)<br><b>Adresas:</b> Vilniaus g. 31, LT-01402 Vilnius (įėjimas iš kiemo)</td></tr></table>
<p style="margin:22px 0 0 0;">Iki pasimatymo!<br>Erdvė Hub komanda</p></td></tr>
<tr><td style="padding:16px 34px;background:#222;font-family:Roboto,Arial,sans-serif;font-size:11px;color:#aaa;">UAB „Erdvė Hub“ · Vilniaus g. 31, Vilnius · +370 600 48 211 · <a href="https://www.facebook.com/erdvehub" style="color:#aaa;">Facebook</a> · <a href="https://erdvehub.lt/privatumas" style="color:#aaa;">Privatumo politika</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "dezute-lt",
    group: "regional",
    lang: "lt",
    kind: "pickup-code",
    code: "482913",
    link: null,
    from: "Dėžutė <pranesimai@dezute.lt>",
    subject: "Siunta jau paštomate! Atsiėmimo kodas viduje",
    date: d("07", "Oct", "13:02:55"),
    text: `Sveiki,

jūsų siunta laukia Dėžutės paštomate.

Paštomatas: Vilnius, Rimi Užupis, Užupio g. 30
Siuntos numeris: DZ10448201937LT
Siuntėjas: Framehaus GmbH

Atsiėmimo kodas: 482 913

Siuntą atsiimkite iki 2026-10-10 13:00. Vėliau ji bus grąžinta siuntėjui.
Įveskite kodą paštomato ekrane arba atidarykite duris Dėžutės programėle.

Klientų aptarnavimas: +370 700 55 800
Dėžutė, UAB · Ukmergės g. 126, Vilnius
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eaf6ee;"><tr><td align="center" style="padding:26px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:Arial,sans-serif;color:#1f2d25;">
<tr><td style="padding:20px 26px;"><img src="https://dezute.lt/img/el-laiskai/logo.png" width="104" alt="Dėžutė"></td></tr>
<tr><td style="padding:0 26px 14px 26px;font-size:20px;font-weight:bold;">Siunta jau paštomate!</td></tr>
<tr><td style="padding:0 26px 18px 26px;font-size:14px;line-height:21px;">Paštomatas: <b>Vilnius, Rimi Užupis</b>, Užupio g. 30<br>Siuntos numeris: DZ10448201937LT<br>Siuntėjas: Framehaus GmbH</td></tr>
<tr><td align="center" style="padding:0 26px 18px 26px;"><table cellpadding="0" cellspacing="0" style="background:#1f9d55;border-radius:8px;"><tr><td align="center" style="padding:14px 30px;color:#fff;font-size:13px;">Atsiėmimo kodas<br><span style="font-size:34px;font-weight:bold;letter-spacing:5px;">482&nbsp;913</span></td></tr></table></td></tr>
<tr><td style="padding:0 26px 22px 26px;font-size:13px;line-height:20px;color:#4f5d55;">Siuntą atsiimkite iki <b>2026-10-10 13:00</b>. Vėliau ji bus grąžinta siuntėjui. Įveskite kodą paštomato ekrane arba atidarykite duris <a href="https://dezute.lt/programele" style="color:#1f9d55;">Dėžutės programėle</a>.</td></tr>
<tr><td style="padding:14px 26px;background:#f4f8f5;font-size:11px;color:#7b877f;border-radius:0 0 10px 10px;">Dėžutė, UAB · Ukmergės g. 126, Vilnius · +370 700 55 800 · <a href="https://dezute.lt/sekti/DZ10448201937LT" style="color:#7b877f;">Sekti siuntą</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Estonian e-residency and tax

const estoniaMails: Mail[] = [
  {
    family: "digiresidentuur",
    group: "regional",
    lang: "en",
    kind: "card-ready",
    code: null,
    link: null,
    from: "Digiresidentuur <noreply@digiresidentuur.ee>",
    subject: "Your digital ID card is ready for collection in Helsinki",
    date: d("14", "Sep", "11:00:00"),
    text: `Dear Sam Reader,

Good news: your digital resident ID card (application no. DR-26-118042) is ready for collection.

Pick-up location: Helsinki Service Point, Itämerenkatu 25, 00180 Helsinki
Opening hours: Mon–Thu 9:00–12:00 and 13:00–16:00
Collect by: 14 March 2027

Please bring the passport you used when applying. Your fingerprints will be taken at collection, so only you can pick up the card. No appointment is needed, but expect a short wait on Mondays.

PIN codes for the card are in a sealed envelope handed over with the card.

Kind regards,
Digiresidentuur support
+372 666 0400 · support@digiresidentuur.ee
`,
    html: null,
  },
  {
    family: "maksulaegas",
    group: "regional",
    lang: "et",
    kind: "declaration-received",
    code: null,
    link: null,
    from: "Maksulaegas <teavitus@maksulaegas.ee>",
    subject: "Deklaratsioon on vastu võetud (KMD, september 2026)",
    date: d("20", "Oct", "15:47:33"),
    text: `Lugupeetud Sam Reader

Maksulaegas on vastu võtnud teie esitatud deklaratsiooni.

Esitaja: Readerworks OÜ (registrikood 16844120)
Deklaratsioon: käibedeklaratsioon (KMD) koos lisadega INF A ja INF B
Periood: september 2026
Esitatud: 20.10.2026 kell 15:46
Tasumisele kuuluv käibemaks: 0,00 €

Maksude tasumise tähtaeg on 20.10.2026. Ettemaksukonto saldot näete e-teeninduses menüüs „Maksukonto”.

See on automaatne teavitus, palun ärge vastake.

Maksulaegas
Lõõtsa 8a, 15176 Tallinn · infotelefon 880 0811
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#000;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:10px 0;border-bottom:2px solid #005aa3;"><img src="https://www.maksulaegas.ee/sites/all/mail/ml_logo.gif" alt="Maksulaegas" width="160" height="40"></td></tr>
<tr><td style="padding:16px 0;line-height:19px;">Lugupeetud Sam Reader<br><br>Maksulaegas on vastu võtnud teie esitatud deklaratsiooni.<br><br>
<table cellpadding="3" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c0c0c0;font-size:13px;">
<tr><td bgcolor="#eef3f8">Esitaja</td><td>Readerworks OÜ (registrikood 16844120)</td></tr>
<tr><td bgcolor="#eef3f8">Deklaratsioon</td><td>käibedeklaratsioon (KMD) koos lisadega INF A ja INF B</td></tr>
<tr><td bgcolor="#eef3f8">Periood</td><td>september 2026</td></tr>
<tr><td bgcolor="#eef3f8">Esitatud</td><td>20.10.2026 kell 15:46</td></tr>
<tr><td bgcolor="#eef3f8">Tasumisele kuuluv käibemaks</td><td>0,00 €</td></tr></table><br>
Maksude tasumise tähtaeg on 20.10.2026. Ettemaksukonto saldot näete <a href="https://etee.maksulaegas.ee/">e-teeninduses</a> menüüs „Maksukonto”.<br><br>
<i>See on automaatne teavitus, palun ärge vastake.</i></td></tr>
<tr><td style="padding-top:10px;border-top:1px solid #ccc;font-size:11px;color:#555;">Maksulaegas · Lõõtsa 8a, 15176 Tallinn · infotelefon 880 0811 · <a href="https://www.maksulaegas.ee">www.maksulaegas.ee</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Parkvenn (parking app, Norway)

const parkvennMails: Mail[] = [
  {
    family: "parkvenn",
    group: "regional",
    lang: "nb",
    kind: "login-code",
    code: "8841",
    link: null,
    from: "Parkvenn <kode@parkvenn.no>",
    subject: "Engangskode til Parkvenn",
    date: d("16", "Oct", "08:02:19", "+0200"),
    text: `Hei!

Engangskoden din er 8841.

Skriv inn koden i Parkvenn-appen for å logge inn. Koden er gyldig i 10 minutter.

Vi spør aldri om koden på telefon eller SMS.

Hilsen Parkvenn
Parkvenn AS · Kong Oscars gate 62, 5017 Bergen
`,
    html:
      `<html><body style="margin:0;background:#f3f3f3;"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #2d55c8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<tr><td style="padding:24px 28px 6px 28px;font-size:20px;font-weight:bold;color:#2d55c8;">P&nbsp;Parkvenn</td></tr>
<tr><td style="padding:10px 28px;font-size:15px;line-height:22px;">Hei! Engangskoden din er:</td></tr>
<tr><td style="padding:6px 28px 16px 28px;"><table cellpadding="0" cellspacing="6"><tr>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#eef2fc;border-radius:6px;">8</td>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#eef2fc;border-radius:6px;">8</td>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#eef2fc;border-radius:6px;">4</td>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#eef2fc;border-radius:6px;">1</td></tr></table></td></tr>
<tr><td style="padding:0 28px 22px 28px;font-size:13px;line-height:20px;color:#555;">Skriv inn koden i Parkvenn-appen for å logge inn. Koden er gyldig i 10 minutter. Vi spør aldri om koden på telefon eller SMS.</td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#888;">Parkvenn AS · Kong Oscars gate 62, 5017 Bergen · <a href="https://parkvenn.no/personvern" style="color:#888;">Personvern</a> · <a href="https://parkvenn.no/hjelp" style="color:#888;">Hjelp</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "parkvenn",
    group: "regional",
    lang: "nb",
    kind: "parking-receipt",
    code: null,
    link: null,
    from: "Parkvenn <kvittering@parkvenn.no>",
    subject: "Kvittering for parkering – Bryggen P-hus",
    date: d("18", "Oct", "17:36:02", "+0200"),
    text: `Kvittering

Parkering: Bryggen P-hus, sone 5012
Bil: EL 48213 (leiebil)
Start: 18.10.2026 kl. 13:05
Slutt: 18.10.2026 kl. 17:35
Varighet: 4 t 30 min
Pris: 198,00 kr (inkl. mva. 39,60 kr)
Servicegebyr: 4,90 kr
Totalt: 202,90 kr
Betalt med Visa •••• 4410

Kvitteringsnummer: PV-2610-773104

Parkvenn AS · Org.nr. 918 220 417 MVA · Kong Oscars gate 62, 5017 Bergen
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Værkstedet (coworking, Copenhagen)

function vaerkstedet(body: string): string {
  return `<html><body style="margin:0;background:#f9f6f1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:34px 12px;">
<table width="540" cellpadding="0" cellspacing="0" style="font-family:Georgia,'Times New Roman',serif;color:#2b2622;">
<tr><td style="padding-bottom:22px;font-size:13px;letter-spacing:4px;text-transform:uppercase;">Værkstedet · Cowork · Nørrebro</td></tr>
<tr><td style="background:#ffffff;padding:34px 36px;font-size:16px;line-height:25px;">${body}</td></tr>
<tr><td style="padding:20px 0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8b8178;">Værkstedet ApS · Guldbergsgade 29, 2200 København N · CVR 40118827 · +45 31 22 08 40<br>
<a href="https://vaerkstedet.dk/privatliv" style="color:#8b8178;">Privatlivspolitik</a> · <a href="https://www.instagram.com/vaerkstedet.cph" style="color:#8b8178;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`;
}

const vaerkstedetMails: Mail[] = [
  {
    family: "vaerkstedet-cowork",
    group: "regional",
    lang: "da",
    kind: "invite-link",
    code: null,
    link: "https://medlem.vaerkstedet.dk/invitation/9f3a0c72d1e84b6a?org=quillmont",
    from: "Værkstedet Cowork <hej@vaerkstedet.dk>",
    subject: "Du er inviteret til Quillmont Softwares teamkonto hos Værkstedet",
    date: d("27", "Sep", "13:22:48", "+0200"),
    text: `Hej Sam,

Mette Holm har tilføjet dig til Quillmont Softwares teamkonto hos Værkstedet. Som en del af teamet kan du bruge fleksible pladser og booke mødelokaler på firmaets regning.

Accepter invitationen og opret din profil her:
https://medlem.vaerkstedet.dk/invitation/9f3a0c72d1e84b6a?org=quillmont

Invitationen udløber om 7 dage.

Vi har åbent 7–22 på hverdage og 9–18 i weekenden. Kaffen er god, og der er fællesfrokost hver fredag kl. 12.

Venlig hilsen
Jonas, Værkstedet
`,
    html: vaerkstedet(`<p style="margin:0 0 16px 0;">Hej Sam,</p>
<p style="margin:0 0 16px 0;"><b>Mette Holm</b> har tilføjet dig til Quillmont Softwares teamkonto hos Værkstedet. Som en del af teamet kan du bruge fleksible pladser og booke mødelokaler på firmaets regning.</p>
<p style="margin:0 0 24px 0;"><a href="https://medlem.vaerkstedet.dk/invitation/9f3a0c72d1e84b6a?org=quillmont" style="font-family:Arial,sans-serif;font-size:14px;background:#2b2622;color:#f9f6f1;padding:12px 24px;text-decoration:none;letter-spacing:1px;">ACCEPTER INVITATIONEN</a></p>
<p style="margin:0 0 16px 0;font-size:14px;color:#6f665e;">Invitationen udløber om 7 dage.</p>
<p style="margin:0 0 16px 0;">Vi har åbent 7–22 på hverdage og 9–18 i weekenden. Kaffen er god, og der er fællesfrokost hver fredag kl. 12.</p>
<p style="margin:0;">Venlig hilsen<br>Jonas, Værkstedet</p>`),
    enc: "qp",
  },
  {
    family: "vaerkstedet-cowork",
    group: "regional",
    lang: "da",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Værkstedet Cowork <booking@vaerkstedet.dk>",
    subject: "Bekræftelse: Mødelokale Høvlen, tirsdag 29. september",
    date: d("28", "Sep", "09:05:10", "+0200"),
    text: `Hej Sam,

din booking er på plads.

Lokale: Høvlen (8 personer, skærm og whiteboard)
Dato: tirsdag 29. september 2026
Tid: 10:00–12:00
Bookingnr.: VK-26-1184
Faktureres til: Quillmont Software ApS (teamkonto)
Pris: 2 × 175 kr. = 350 kr. ekskl. moms

Du kan aflyse gratis indtil kl. 18 dagen før.

Venlig hilsen
Værkstedet
`,
    html: vaerkstedet(`<p style="margin:0 0 16px 0;">Hej Sam, din booking er på plads.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-family:Arial,sans-serif;font-size:14px;border-top:1px solid #e4ddd3;border-bottom:1px solid #e4ddd3;margin:0 0 18px 0;">
<tr><td style="color:#8b8178;">Lokale</td><td>Høvlen (8 personer, skærm og whiteboard)</td></tr>
<tr><td style="color:#8b8178;">Dato</td><td>tirsdag 29. september 2026</td></tr>
<tr><td style="color:#8b8178;">Tid</td><td>10:00–12:00</td></tr>
<tr><td style="color:#8b8178;">Bookingnr.</td><td>VK-26-1184</td></tr>
<tr><td style="color:#8b8178;">Faktureres til</td><td>Quillmont Software ApS (teamkonto)</td></tr>
<tr><td style="color:#8b8178;">Pris</td><td>2 × 175 kr. = 350 kr. ekskl. moms</td></tr></table>
<p style="margin:0 0 16px 0;font-size:14px;">Du kan aflyse gratis indtil kl. 18 dagen før på <a href="https://medlem.vaerkstedet.dk/bookinger" style="color:#2b2622;">dine bookinger</a>.</p>
<p style="margin:0;">Venlig hilsen<br>Værkstedet</p>`),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Nomad Fjord (newsletter) and Autolaine follow-up

const extraMails: Mail[] = [
  {
    family: "nomadfjord-digest",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Nomad Fjord <letters@nomadfjord.co>",
    subject: "Issue #87: desks on the night ferry, Riga rents and Iceland's 90-day visa",
    date: d("02", "Oct", "07:00:00"),
    text: `NOMAD FJORD · Issue #87 · 2 October 2026
Remote work in the Baltics & Nordics, every Friday.

IN THIS ISSUE
1. The Tallinn–Stockholm night ferry gets proper desks
2. Riga rents: what €800 gets you in October
3. Iceland's new 90-day remote work visa, explained
4. Reader question: Estonian company + Finnish tax residency?

1. FERRY DESKS
Starting 1 November, the overnight crossing adds a "work lounge" with 40 desks and 230 V sockets for 19 EUR on top of a cabin. We tried it: Wi-Fi peaked at 14 Mbit/s mid-Baltic. Read more: https://nomadfjord.co/r/87-ferry

2. RIGA RENTS
A one-bed in the Quiet Centre now averages 780–850 EUR/month on short lets, down 6% since June. https://nomadfjord.co/r/87-riga

3. ICELAND VISA
Applications take around 3 weeks; you need to show 1,000,000 ISK monthly income. https://nomadfjord.co/r/87-iceland

Sponsored: Our partners at Saltvik Loft give Nomad Fjord readers 15% off desks with code FJORD15.

That's all. Go outside, it's light until 18:40 this week.
— Aino & Tom

You're receiving this because you subscribed at nomadfjord.co.
Unsubscribe: https://nomadfjord.co/unsubscribe?s=c83b1d
Nomad Fjord, Postboks 318, 0103 Oslo, Norway
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Nomad Fjord #87</title></head><body style="margin:0;background:#eef0ec;">
<div style="display:none;max-height:0;overflow:hidden;">Ferry desks, Riga rents and Iceland's 90-day visa.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#1f2620;">
<tr><td style="padding:26px 34px 10px 34px;border-bottom:1px solid #1f2620;"><span style="font-size:28px;font-weight:bold;">Nomad Fjord</span><br><span style="font-family:Arial,sans-serif;font-size:12px;color:#6a7468;">Issue #87 · 2 October 2026 · Remote work in the Baltics &amp; Nordics</span></td></tr>
<tr><td style="padding:20px 34px 4px 34px;font-family:Arial,sans-serif;font-size:13px;color:#6a7468;">IN THIS ISSUE: Ferry desks · Riga rents · Iceland's visa · Reader question</td></tr>
<tr><td style="padding:18px 34px;"><img src="https://nomadfjord.co/img/87/ferry-lounge.jpg" width="532" alt="Desks in the ferry's new work lounge" style="display:block;"></td></tr>
<tr><td style="padding:0 34px 18px 34px;font-size:16px;line-height:25px;"><h2 style="font-size:20px;margin:0 0 8px 0;">The night ferry gets proper desks</h2>
Starting 1 November, the overnight Tallinn–Stockholm crossing adds a "work lounge" with 40 desks and 230&nbsp;V sockets for 19 EUR on top of a cabin. We tried it: Wi-Fi peaked at 14 Mbit/s mid-Baltic. <a href="https://nomadfjord.co/r/87-ferry" style="color:#2f6b4f;">Read more</a></td></tr>
<tr><td style="padding:0 34px 18px 34px;font-size:16px;line-height:25px;"><h2 style="font-size:20px;margin:0 0 8px 0;">Riga rents in October</h2>
A one-bed in the Quiet Centre now averages 780–850 EUR/month on short lets, down 6% since June. <a href="https://nomadfjord.co/r/87-riga" style="color:#2f6b4f;">See the numbers</a></td></tr>
<tr><td style="padding:0 34px 18px 34px;font-size:16px;line-height:25px;"><h2 style="font-size:20px;margin:0 0 8px 0;">Iceland's 90-day visa, explained</h2>
Applications take around 3 weeks; you need to show 1,000,000 ISK monthly income. <a href="https://nomadfjord.co/r/87-iceland" style="color:#2f6b4f;">Our guide</a></td></tr>
<tr><td style="padding:0 34px 20px 34px;"><table width="100%" cellpadding="14" cellspacing="0" style="background:#f4f1e8;font-family:Arial,sans-serif;font-size:13px;"><tr><td><b>Sponsored</b> · Our partners at Saltvik Loft give Nomad Fjord readers 15% off desks with code <b>FJORD15</b>.</td></tr></table></td></tr>
<tr><td style="padding:0 34px 26px 34px;font-size:16px;">That's all. Go outside, it's light until 18:40 this week.<br>— Aino &amp; Tom</td></tr>
<tr><td style="padding:18px 34px;background:#1f2620;font-family:Arial,sans-serif;font-size:11px;color:#b9c2b6;">You're receiving this because you subscribed at nomadfjord.co.<br>
<a href="https://nomadfjord.co/unsubscribe?s=c83b1d" style="color:#ffffff;">Unsubscribe</a> · <a href="https://nomadfjord.co/archive" style="color:#ffffff;">Archive</a> · Nomad Fjord, Postboks 318, 0103 Oslo, Norway</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://nomadfjord.co/unsubscribe?s=c83b1d>"]],
  },
  {
    family: "autolaine",
    group: "regional",
    lang: "fi",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Autolaine <kundservice@autolaine.fi>",
    subject: "Salasanasi on vaihdettu",
    date: d("24", "Oct", "22:46:51"),
    text: `Hei,

Autolaine-tilisi (sam.reader@inbox.example) salasana vaihdettiin 24.10.2026 klo 22:46.

Jos vaihdoit salasanan itse, kaikki on kunnossa.
Jos et vaihtanut sitä, soita heti asiakaspalveluun +358 20 741 9900 (24/7), niin lukitsemme tilin.

Autolaine Oy
Mannerheimintie 12, 00100 Helsinki
`,
    html: null,
    enc: "qp",
  },
];
export const mails: Mail[] = [
  ...kontorilaevMails,
  ...kvartsMails,
  ...daugmalaMails,
  ...roamwispMails,
  ...zippaMails,
  ...kaupunkifillaMails,
  ...autolaineMails,
  ...viklaMails,
  ...fjordtogMails,
  ...malarpendelnMails,
  ...groceryMails,
  ...jarnhollinMails,
  ...leidakortMails,
  ...staffwickMails,
  ...kitebridgeMails,
  ...vaultpineMails,
  ...meshgaleMails,
  ...fikaMails,
  ...lingvaroMails,
  ...nestovaMails,
  ...balticMails,
  ...estoniaMails,
  ...parkvennMails,
  ...vaerkstedetMails,
  ...extraMails,
];
